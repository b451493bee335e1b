"""The strong Through the Ages agent's playouts in fixed positions, two checkouts interleaved:
``python tests/perf/tta_strong_ab.py --base DIR --new DIR [--rounds 2] [--positions 4]``.

The positions: a seeded game with the heuristic agent in every seat (``--table
variant:players:seed``, default ``advanced:2:3`` and ``full:4:3``); every 7th step where seat 0
has more than one legal action, the first ``--positions`` of them. In each, a fresh process per
checkout (``PYTHONPATH=DIR``; the base first in odd rounds) asks ``StrongAgent(seed=1)`` for a
decision twice: at its default time budget (1 s of wall clock, what the bot's AI seats use),
counting the playouts it plays, and with ``--iterations`` determinizations, counting playouts
per second of the process's CPU time (what other jobs on a shared machine do not change).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

CHILD = r"""
import json, sys, time
from rules.tta import GAME
from rules.tta.agents import make_agent
from rules.tta.agents import strong
variant = sys.argv[1]
players, seed, positions, iterations = (int(x) for x in sys.argv[2:6])
played = [0]
original = strong.StrongAgent._playout
def counting(self, *args):
    played[0] += 1
    return original(self, *args)
strong.StrongAgent._playout = counting
state = GAME.new(players, {"variant": variant}, seed)
heuristic = [make_agent("heuristic", s) for s in range(players)]
out = []
step = 0
while not GAME.is_over(state) and len(out) < positions:
    seat = GAME.to_act(state)[0]
    step += 1
    if seat == 0 and step % 7 == 0 and len(GAME.legal_actions(state, seat)) > 1:
        played[0] = 0
        agent = strong.StrongAgent(seed=1)
        agent.choose(state, seat)
        budget = played[0]
        played[0] = 0
        agent = strong.StrongAgent(seed=1, iterations=iterations)
        start = time.process_time()
        agent.choose(state, seat)
        cpu = time.process_time() - start
        rate = played[0] / cpu if cpu else 0.0
        out.append({"step": step, "budget_playouts": budget, "cpu_rate": rate})
    GAME.apply(state, seat, heuristic[seat].choose(state, seat))
print(json.dumps(out))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", required=True)
    parser.add_argument("--new", required=True)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--positions", type=int, default=4)
    parser.add_argument("--iterations", type=int, default=4)
    parser.add_argument("--table", action="append", help="variant:players:seed")
    args = parser.parse_args()
    tables = [
        (v, int(p), int(s))
        for v, p, s in (t.split(":") for t in args.table or ["advanced:2:3", "full:4:3"])
    ]
    sides = {"base": args.base, "new": args.new}
    runs: dict[tuple[int, str], list[list[dict[str, float]]]] = {}
    loads: list[float] = []
    for r in range(args.rounds):
        for t, (variant, players, seed) in enumerate(tables):
            for side in ["base", "new"] if r % 2 == 0 else ["new", "base"]:
                loads.append(os.getloadavg()[0])
                cmd = [sys.executable, "-c", CHILD, variant, str(players), str(seed)]
                cmd += [str(args.positions), str(args.iterations)]
                env = dict(os.environ, PYTHONPATH=sides[side])
                done = subprocess.run(
                    cmd, env=env, cwd=sides[side], capture_output=True, text=True, check=True
                )
                figures = json.loads(done.stdout)
                runs.setdefault((t, side), []).append(figures)
                print(
                    f"round {r + 1} {variant} {players}p {side}: playouts in 1 s "
                    f"{[f['budget_playouts'] for f in figures]}, playouts per CPU s "
                    f"{[round(f['cpu_rate'], 1) for f in figures]} (load {loads[-1]:.1f})",
                    flush=True,
                )
    print(f"load average (1 min) during the runs: {min(loads):.1f}-{max(loads):.1f}")
    for t, (variant, players, _) in enumerate(tables):
        med: dict[str, tuple[float, float]] = {}
        for side in ("base", "new"):
            budget = [f["budget_playouts"] for run in runs[(t, side)] for f in run]
            rate = [f["cpu_rate"] for run in runs[(t, side)] for f in run]
            med[side] = (statistics.median(budget), statistics.median(rate))
            print(
                f"{variant} {players}p {side}: playouts per 1 s decision median {med[side][0]:g} "
                f"({min(budget)}-{max(budget)}); playouts per CPU second median "
                f"{med[side][1]:.1f} ({min(rate):.1f}-{max(rate):.1f})"
            )
        print(
            f"{variant} {players}p new/base: playouts in 1 s x{med['new'][0] / med['base'][0]:.2f}"
            f", per CPU second x{med['new'][1] / med['base'][1]:.2f}"
        )


if __name__ == "__main__":
    main()
