"""Digest of many seeded Through the Ages games, to show that an engine change plays every game
exactly as before: ``python tests/perf/tta_same_games.py [--seeds 12] [--out FILE]``.

Run it against two checkouts (``PYTHONPATH=/path/to/other/checkout python
tests/perf/tta_same_games.py``: the engine is imported from ``PYTHONPATH`` first, else from the
checkout holding this script) and compare the outputs: one line per game with the SHA-256 of
its action log, of its final dump (undo point included), of every seat's legal actions at every
step and of the dump every 20 actions, then one line over all of them.

Games: the simple, advanced and full game at 2, 3 and 4 players, ``--seeds`` seeds each, with
random seats; a third of those seats (one seat in three, seeded) instead pick among *all*
legal actions, ``undo`` included, so the undo path and its points are played too; then
``--heuristic-seeds`` seeds per table with heuristic seats beside random ones.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
from pathlib import Path

if not os.environ.get("PYTHONPATH"):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main() -> None:
    from rules.tta import catalog, engine
    from rules.tta import state as state_mod
    from rules.tta.agents import make_agent

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=12)
    parser.add_argument("--heuristic-seeds", type=int, default=3)
    parser.add_argument("--out", default="-")
    args = parser.parse_args()
    import rules

    print(f"engine from {Path(rules.__file__).parent.parent}", file=sys.stderr)
    cat = catalog.load()
    lines: list[str] = []
    total = hashlib.sha256()

    def play(variant: str, players: int, seed: int, kinds: list[str]) -> str:
        state, _ = engine.new_game(cat, players, {"variant": variant}, seed)
        agents = {
            seat: make_agent(kind, seed * 11 + seat)
            for seat, kind in enumerate(kinds)
            if kind != "undo"
        }
        rng = random.Random(seed)
        log, legal_sha, dumps_sha = hashlib.sha256(), hashlib.sha256(), hashlib.sha256()
        n = 0
        while not engine.is_over(state):
            for seat in range(players):
                codes = [a.encode() for a in engine.legal_actions(cat, state, seat)]
                legal_sha.update(f"{seat}:{','.join(codes)};".encode())
            seat = engine.to_act(state)[0]
            if kinds[seat] == "undo":
                every = [a for a in engine.legal_actions(cat, state, seat) if a.kind != "resign"]
                action = rng.choice(every)
            else:
                action = agents[seat].choose(state, seat)
            engine.apply(cat, state, seat, action)
            log.update(f"{seat}:{action.encode()};".encode())
            n += 1
            if n % 20 == 0:
                dumps_sha.update(state_mod.dump(state).encode())
        final = hashlib.sha256(state_mod.dump(state).encode()).hexdigest()
        return (
            f"{variant} {players}p seed {seed} {'/'.join(kinds)} actions {n} "
            f"log {log.hexdigest()[:16]} final {final[:16]} legal {legal_sha.hexdigest()[:16]} "
            f"dumps {dumps_sha.hexdigest()[:16]}"
        )

    for variant in ("simple", "advanced", "full"):
        for players in (2, 3, 4):
            for seed in range(args.seeds):
                pick = random.Random(seed * 97 + players)
                kinds = ["undo" if pick.random() < 1 / 3 else "random" for _ in range(players)]
                lines.append(play(variant, players, seed, kinds))
            for seed in range(args.heuristic_seeds):
                kinds = [
                    "heuristic" if (seat + seed) % 2 == 0 else "random" for seat in range(players)
                ]
                lines.append(play(variant, players, 1000 + seed, kinds))
    for line in lines:
        total.update(line.encode())
    text = "\n".join(lines) + f"\nall {len(lines)} games: {total.hexdigest()}\n"
    if args.out == "-":
        sys.stdout.write(text)
    else:
        Path(args.out).write_text(text, encoding="utf-8")
        print(text.splitlines()[-1])


if __name__ == "__main__":
    main()
