"""Saves Through the Ages games in progress with the code of the checkout it runs in.

    git archive <commit> | tar -x -C /tmp/old && cd /tmp/old
    python /path/to/tests/rules/tta/saved/make_saved.py <commit> > release-<commit>.json

Every variant at 2–4 players, a seeded game of heuristic agents stopped a little before half
way, at a question pending when one comes soon after (a discard, a pick, a force, a split…).
Only the rules core's ``GAME`` and ``make_agent`` are used, so older releases run it too.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

from rules.tta import GAME
from rules.tta.agents import make_agent


def play(variant: str, players: int, seed: int, limit: int | None) -> tuple[Any, int]:
    """The seeded game, played to its end or stopped at ``limit`` steps (and then on to the
    next pending question within 60 steps, in the games that have them)."""
    state = GAME.new(players, {"variant": variant}, seed)
    agents = [make_agent("heuristic", seed + s) for s in range(players)]
    rng = random.Random(seed)
    steps = 0
    while not GAME.is_over(state):
        if limit is not None and steps >= limit:
            asked = variant == "simple" or state.pending or steps >= limit + 60
            if asked:
                break
        decision = GAME.decision(state)
        seat = rng.choice(list(decision.seats))
        GAME.apply(state, seat, agents[seat].choose(state, seat))
        steps += 1
    return state, steps


def main() -> None:
    release = sys.argv[1] if len(sys.argv) > 1 else "unknown"
    games = []
    for variant in ("simple", "advanced", "full"):
        for players in (2, 3, 4):
            seed = 1000 + players * 7 + len(variant)
            _, total = play(variant, players, seed, None)
            state, steps = play(variant, players, seed, int(total * 0.45))
            assert not GAME.is_over(state)
            games.append(
                {
                    "variant": variant,
                    "players": players,
                    "seed": seed,
                    "steps": steps,
                    "pending": state.pending[-1].kind if state.pending else None,
                    "waiting": list(GAME.decision(state).seats),
                    "state": GAME.dump(state),
                }
            )
    json.dump({"release": release, "games": games}, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
