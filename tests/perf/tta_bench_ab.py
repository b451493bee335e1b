"""Interleaved A/B timing of the Through the Ages engine in CPU time, for a shared machine:
``python tests/perf/tta_bench_ab.py --base DIR --new DIR [--rounds 5] [--table full:4:10 ...]``.

Each round runs, for every table, one fresh process per checkout (``PYTHONPATH=DIR``), the base
first in odd rounds and the new one first in even rounds; a process plays the games of
``python -m rules.tta bench`` (random agents seeded as there, seeds from 0) once to warm up and
once timed with ``time.process_time`` (the CPU time of the process: other jobs on the machine
do not count). Prints every run, then per table and side the median games/s and actions/s with
the range, the speed-up of the medians and the load average seen.
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
from rules.tta.agents import make_agent
from rules.tta.playout import play
variant, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])

def batch():
    actions = 0
    for seed in range(games):
        agents = [make_agent("random", seed * 7 + i) for i in range(players)]
        actions += len(play(players, {"variant": variant}, seed, agents)[1].actions)
    return actions

batch()
start = time.process_time()
actions = batch()
cpu = time.process_time() - start
print(json.dumps({"games_s": games / cpu, "actions_s": actions / cpu}))
"""


def run(checkout: str, table: tuple[str, int, int]) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=checkout)
    variant, players, games = table
    out = subprocess.run(
        [sys.executable, "-c", CHILD, variant, str(players), str(games)],
        env=env,
        cwd=checkout,
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, float] = json.loads(out.stdout)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", required=True)
    parser.add_argument("--new", required=True)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--table",
        action="append",
        help="variant:players:games (default simple:4:20, advanced:4:10, full:4:10)",
    )
    args = parser.parse_args()
    tables = [
        (v, int(p), int(g))
        for v, p, g in (
            t.split(":") for t in args.table or ["simple:4:20", "advanced:4:10", "full:4:10"]
        )
    ]
    sides = {"base": args.base, "new": args.new}
    figures: dict[tuple[int, str], list[dict[str, float]]] = {}
    loads: list[float] = []
    for r in range(args.rounds):
        order = ["base", "new"] if r % 2 == 0 else ["new", "base"]
        for t, table in enumerate(tables):
            for side in order:
                loads.append(os.getloadavg()[0])
                fig = run(sides[side], table)
                figures.setdefault((t, side), []).append(fig)
                print(
                    f"round {r + 1} {table[0]} {table[1]}p {side}: {fig['games_s']:.1f} games/s, "
                    f"{fig['actions_s']:.0f} actions/s (load {loads[-1]:.1f})",
                    flush=True,
                )
    print(f"load average (1 min) during the runs: {min(loads):.1f}-{max(loads):.1f}")
    for t, (variant, players, games) in enumerate(tables):
        med: dict[str, float] = {}
        for side in ("base", "new"):
            games_s = [f["games_s"] for f in figures[(t, side)]]
            actions_s = [f["actions_s"] for f in figures[(t, side)]]
            med[side] = statistics.median(games_s)
            print(
                f"{variant} {players}p ({games} games a run) {side}: games/s median "
                f"{med[side]:.1f} ({min(games_s):.1f}-{max(games_s):.1f}), actions/s median "
                f"{statistics.median(actions_s):.0f}"
            )
        print(f"{variant} {players}p speed-up of the medians: x{med['new'] / med['base']:.2f}")


if __name__ == "__main__":
    main()
