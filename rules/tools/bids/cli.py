"""The ``python -m rules.bids`` command line: ``simulate`` games between agents, ``replay`` a
saved record and check it."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from rules import export
from rules.bids import engine
from rules.bids.agents import AGENTS, make_agent
from rules.bids.game import GAME
from rules.bids.playout import check_replay, load_record, play, save_record
from rules.core import RulesError


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
        if args.record_dir:
            out = Path(args.record_dir)
            out.mkdir(parents=True, exist_ok=True)
            save_record(record, out / f"bids-{seed}.json")
        totals = [s["total"] for s in result["scores"]]
        if args.json:
            line = {
                "seed": seed,
                "players": args.players,
                "variant": args.variant,
                "agents": names,
                "scores": [
                    {
                        "seat": s["seat"],
                        "total": s["total"],
                        **s["categories"],
                        "tiebreak": s["tiebreak"],
                    }
                    for s in result["scores"]
                ],
                "winners": result["winners"],
                "actions": len(record.actions),
            }
            print(json.dumps(line, separators=(",", ":")))
        else:
            scores = " ".join(f"{s}:{t}" for s, t in enumerate(totals))
            print(f"seed {seed}: scores {scores}  winners {','.join(map(str, result['winners']))}")
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


def cmd_replay(args: argparse.Namespace) -> int:
    """An export (``rules.export``) or a playout record, told apart by their contents."""
    return export.replay_file(GAME, args.file, lambda: _replay_record(args))


def _replay_record(args: argparse.Namespace) -> int:
    try:
        record = load_record(Path(args.file))
    except (RulesError, OSError) as exc:
        print(f"replay failed: {exc}")
        return 1
    state, problems = check_replay(record)
    if state is None or problems:
        for problem in problems:
            print(f"MISMATCH: {problem}")
        return 1
    result = engine.score(state)
    totals = ", ".join(f"seat {s.seat}: {s.total}" for s in result.scores)
    print(f"OK: {len(record.actions)} actions replayed; {totals}; winners {list(result.winners)}")
    return 0


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
    sim.add_argument(
        "--agents",
        default="random",
        help=f"comma list of: {', '.join(AGENTS)} (one per seat, repeated when shorter)",
    )
    sim.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="determinizations per decision of the strong agent (repeatable results)",
    )
    sim.add_argument(
        "--time-budget",
        type=float,
        default=0.2,
        help="seconds per decision of the strong agent when --iterations is not given",
    )
    sim.add_argument("--json", action="store_true", help="one JSON object per game")
    sim.add_argument("--record-dir", default=None, help="save each game's replayable record")
    sim.set_defaults(func=cmd_simulate)

    rep = sub.add_parser("replay", help="replay an export or a playout record and check it")
    rep.add_argument("file")
    rep.set_defaults(func=cmd_replay)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    code: int = args.func(args)
    return code
