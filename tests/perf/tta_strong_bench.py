"""Time per decision of the strong Through the Ages agent: ``python tests/perf/tta_strong_bench.py
[--decisions 20] [--players 2] [--variant advanced] [--iterations 4]``.

Plays a seeded game with the heuristic agent in every seat and, at decisions of seat 0 with more
than one legal action (spread over the game), asks the strong agent too: once with its default
time budget (``DEFAULT_TIME_BUDGET``, what the bot's AI seats use unless
``AI_TIME_BUDGET_SECONDS`` says otherwise) and once with a fixed number of determinizations (the
tournament's). Prints the median, p95 and max seconds per decision and the determinizations
played.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main() -> None:
    from rules.tta import GAME
    from rules.tta.agents import make_agent
    from rules.tta.agents.strong import DEFAULT_TIME_BUDGET, StrongAgent

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--variant", default="advanced")
    parser.add_argument("--iterations", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    state = GAME.new(args.players, {"variant": args.variant}, args.seed)
    heuristic = [make_agent("heuristic", s) for s in range(args.players)]
    timed: dict[str, list[float]] = {"budget": [], "iterations": []}
    dets: dict[str, list[int]] = {"budget": [], "iterations": []}
    step = 0
    while not GAME.is_over(state) and len(timed["budget"]) < args.decisions:
        seat = GAME.to_act(state)[0]
        step += 1
        if seat == 0 and step % 3 == 0 and len(GAME.legal_actions(state, seat)) > 1:
            for kind, options in (
                ("budget", {}),
                ("iterations", {"iterations": args.iterations}),
            ):
                agent = make_agent("strong", step, **options)
                assert isinstance(agent, StrongAgent)
                started = time.perf_counter()
                agent.choose(state, seat)
                timed[kind].append(time.perf_counter() - started)
                dets[kind].append(agent.searched)
        GAME.apply(state, seat, heuristic[seat].choose(state, seat))

    def p95(values: list[float]) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]

    for kind, label in (
        ("budget", f"time budget {DEFAULT_TIME_BUDGET:g} s"),
        ("iterations", f"{args.iterations} determinizations"),
    ):
        values = timed[kind]
        if not values:
            continue
        print(
            f"{label}: {len(values)} decisions, seconds median {statistics.median(values):.3f}, "
            f"p95 {p95(values):.3f}, max {max(values):.3f}; determinizations median "
            f"{statistics.median(dets[kind]):g}"
        )


if __name__ == "__main__":
    main()
