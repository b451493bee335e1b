"""Instructions per Through the Ages game under valgrind, for two checkouts: a measure of the
engine's work that the load of a shared machine does not change (CPU time does, by some per
cent, through the caches the other jobs share). ``python tests/perf/tta_instructions.py --base
DIR --new DIR [--table full:4] [--games 2:22]``.

For each table and checkout, ``valgrind --tool=cachegrind --cache-sim=no`` counts the
instructions of a process playing the bench's seeded random games (seeds from 0, agents seeded
as ``python -m rules.tta bench`` seeds them) twice: ``lo`` games and ``hi`` games; the
difference over ``hi - lo`` games is the count per game without the start-up (imports, card
data). Valgrind runs some 50 times slower than Python alone: 20 full 4-player games take a few
minutes. Prints millions of instructions per game and the change.

``--with-points``: every seat's agent is wrapped as one that may take actions back, so the
games take their undo points as a human's game does (since issue 31's fourth pass, games of
agents that never take back take none: :func:`rules.tta.playout.play`).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys

CHILD = r"""
import sys
from rules.tta.agents import make_agent
from rules.tta.playout import play
variant, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
points = sys.argv[4] == "points"


class MayTakeBack:
    takes_back = True

    def __init__(self, agent):
        self.agent, self.name = agent, agent.name

    def choose(self, state, seat):
        return self.agent.choose(state, seat)


for seed in range(games):
    agents = [make_agent("random", seed * 7 + i) for i in range(players)]
    if points:
        agents = [MayTakeBack(a) for a in agents]
    play(players, {"variant": variant}, seed, agents)
"""


def instructions(checkout: str, variant: str, players: int, games: int, points: bool) -> int:
    env = dict(os.environ, PYTHONPATH=checkout)
    out = subprocess.run(
        [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
            sys.executable,
            "-c",
            CHILD,
            variant,
            str(players),
            str(games),
            "points" if points else "-",
        ],
        env=env,
        cwd=checkout,
        capture_output=True,
        text=True,
        check=True,
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    if found is None:
        raise SystemExit(f"no instruction count from valgrind:\n{out.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", required=True)
    parser.add_argument("--new", required=True)
    parser.add_argument("--table", action="append", help="variant:players (default full:4)")
    parser.add_argument("--games", default="2:22", help="lo:hi games (default 2:22)")
    parser.add_argument("--with-points", action="store_true", help="take undo points")
    args = parser.parse_args()
    lo, hi = (int(x) for x in args.games.split(":"))
    for table in args.table or ["full:4"]:
        variant, players = table.split(":")
        per_game: dict[str, float] = {}
        for side, checkout in (("base", args.base), ("new", args.new)):
            low = instructions(checkout, variant, int(players), lo, args.with_points)
            high = instructions(checkout, variant, int(players), hi, args.with_points)
            per_game[side] = (high - low) / (hi - lo) / 1e6
            print(f"{variant} {players}p {side}: {per_game[side]:.2f} M instructions a game")
        change = per_game["new"] / per_game["base"] - 1
        print(f"{variant} {players}p new/base: {100 * change:+.1f} %", flush=True)


if __name__ == "__main__":
    main()
