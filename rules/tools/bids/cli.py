"""The ``python -m rules.bids`` command line: ``simulate`` games between agents, ``replay`` a
saved record and check it."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from rules.bids import engine
from rules.bids.agents import AGENTS, make_agent
from rules.bids.game import GAME
from rules.bids.playout import check_replay, load_record, play
from rules.core import Result
from rules.tools import cli


def _agent_names(text: str, players: int) -> list[str] | None:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names or any(n not in AGENTS for n in names):
        return None
    return [names[i % len(names)] for i in range(players)]  # fewer names than seats: repeat


def cmd_simulate(args: argparse.Namespace) -> int:
    names = _agent_names(args.agents, args.players)
    if names is None:
        print(f"error: --agents takes a comma list of {', '.join(AGENTS)}", file=sys.stderr)
        return 2
    opts = engine.INFO.normalize({"coins": args.coins, "rounds": args.rounds})
    wins = [0.0] * args.players
    start = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        agents = []
        for i, name in enumerate(names):
            budget: dict[str, float | int] = {}
            if name == "strong":
                budget = {"iterations": args.iterations} if args.iterations else {}
                budget = budget or {"time_budget": args.time_budget}
            agents.append(make_agent(name, seed * 31 + i, **budget))
        _, record = play(
            args.players,
            args.variant,
            seed,
            agents,
            int(opts["coins"]),
            int(opts["rounds"]),
        )
        result = record.result or {}
        for w in result["winners"]:
            wins[w] += 1 / len(result["winners"])
        cli.keep_record(record, args.record_dir, f"bids-{seed}.json")
        cli.print_game(args, seed, names, result, len(record.actions))
    elapsed = max(time.perf_counter() - start, 1e-9)
    summary = {
        "games": args.games,
        "seconds": round(elapsed, 3),
        "wins": {f"{s}:{names[s]}": round(w, 1) for s, w in enumerate(wins)},
    }
    if args.json:
        print(json.dumps(summary, separators=(",", ":")))
    else:
        shares = ", ".join(f"seat {s} ({names[s]}) {w:g}" for s, w in enumerate(wins))
        print(f"{args.games} games in {elapsed:.2f} s; wins (shared split): {shares}")
    return 0


def _check_record(path: Path) -> tuple[list[str], int, Result | None]:
    record = load_record(path)
    state, problems = check_replay(record)
    result = engine.score(state) if state is not None and not problems else None
    return problems, len(record.actions), result


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m rules.bids", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    sim = sub.add_parser("simulate", help="play games between agents and print the scores")
    sim.add_argument(
        "--players", type=int, choices=range(engine.MIN_PLAYERS, engine.MAX_PLAYERS + 1), default=2
    )
    sim.add_argument("--variant", choices=engine.VARIANTS, default=engine.VARIANTS[0])
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--coins", type=int, default=engine.DEFAULT_COINS, help="6–30 (clamped)")
    sim.add_argument("--rounds", type=int, default=engine.DEFAULT_ROUNDS, help="3–8 (clamped)")
    cli.add_agents_option(sim, AGENTS)
    cli.add_search_options(
        sim,
        "determinizations per decision of the strong agent (repeatable results)",
        0.2,
        "seconds per decision of the strong agent when --iterations is not given",
    )
    cli.add_output_options(sim)
    sim.set_defaults(func=cmd_simulate)
    cli.add_shared_commands(sub, GAME, _check_record)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    return cli.run(build_parser(), argv)
