"""The ``python -m rules.hadara`` command line."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from rules import export, saves
from rules.core import RulesError
from rules.hadara import data as data_mod
from rules.hadara import state as state_mod
from rules.hadara.agents import AGENTS, make_agent
from rules.hadara.engine import VARIANTS
from rules.hadara.game import GAME
from rules.hadara.playout import load_record, play, replay, save_record, sha256


def _agent_names(text: str, players: int) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise argparse.ArgumentTypeError("--agents needs at least one name")
    for name in names:
        if name not in AGENTS:
            raise argparse.ArgumentTypeError(
                f"unknown agent {name!r}; choose from {', '.join(AGENTS)}"
            )
    # Fewer names than seats: repeat the list.
    return [names[i % len(names)] for i in range(players)]


def _search_options(name: str, args: argparse.Namespace) -> dict[str, float | int]:
    """The strong agent's budget from --iterations / --time-budget (other agents take none)."""
    if name != "strong":
        return {}
    if args.iterations is not None:
        return {"iterations": args.iterations}
    return {"time_budget": args.time_budget}


def cmd_simulate(args: argparse.Namespace) -> int:
    try:
        names = _agent_names(args.agents, args.players)
    except argparse.ArgumentTypeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    total_actions = 0
    start = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        agents = [
            make_agent(name, seed * 31 + i, **_search_options(name, args))
            for i, name in enumerate(names)
        ]
        _, record = play(args.players, args.variant, seed, agents, args.data)
        total_actions += len(record.actions)
        result = record.result or {}
        if args.record_dir:
            out = Path(args.record_dir)
            out.mkdir(parents=True, exist_ok=True)
            save_record(record, out / f"game-{seed}.json")
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
            totals = " ".join(f"{s['seat']}:{s['total']}" for s in result["scores"])
            winners = ",".join(str(w) for w in result["winners"])
            print(f"seed {seed}: scores {totals}  winners {winners}")
    elapsed = max(time.perf_counter() - start, 1e-9)
    rate = args.games / elapsed
    if args.json:
        print(
            json.dumps(
                {
                    "throughput": f"{rate:.1f} games/s",
                    "games": args.games,
                    "seconds": round(elapsed, 3),
                    "games_per_second": round(rate, 2),
                    "actions_per_second": round(total_actions / elapsed, 1),
                }
            )
        )
    else:
        print(
            f"{args.games} games in {elapsed:.2f} s: {rate:.1f} games/s, "
            f"{total_actions / elapsed:.0f} actions/s"
        )
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    """Whole games with random agents; figures per batch, then median and p95 over batches."""
    game_rates: list[float] = []
    action_rates: list[float] = []
    seed = args.seed
    for _ in range(args.batches):
        actions = 0
        start = time.perf_counter()
        for _ in range(args.games):
            agents = [make_agent("random", seed * 7 + i) for i in range(args.players)]
            _, record = play(args.players, args.variant, seed, agents)
            actions += len(record.actions)
            seed += 1
        elapsed = time.perf_counter() - start
        game_rates.append(args.games / elapsed)
        action_rates.append(actions / elapsed)

    def p95_low(values: list[float]) -> float:
        # The 5th percentile of a rate is the 95th percentile of its time per game.
        ordered = sorted(values)
        return ordered[max(0, int(len(ordered) * 0.05 + 0.5) - 1)]

    print(
        f"random agents, {args.players} players, {args.variant}, "
        f"{args.batches} batches × {args.games} games, one process"
    )
    print(
        f"games/s:   median {statistics.median(game_rates):.1f}   "
        f"p95 (slow batch) {p95_low(game_rates):.1f}"
    )
    print(
        f"actions/s: median {statistics.median(action_rates):.0f}   "
        f"p95 (slow batch) {p95_low(action_rates):.0f}"
    )
    return 0


def cmd_data(args: argparse.Namespace) -> int:
    """``data release``: archive the current data set under its fingerprint (saved games keep
    playing with it after the data changes); ``data list``: the archived data sets."""
    return saves.data_command(
        args.action,
        lambda: data_mod.load(args.path).fingerprint,
        data_mod.released,
        lambda: data_mod.release(args.path),
    )


def cmd_validate(args: argparse.Namespace) -> int:
    path = Path(args.path) if args.path else data_mod.DEFAULT_DIR
    data, problems = data_mod.parse_dir(path)
    if data is None:
        print(f"{path}: {len(problems)} problem(s)")
        for problem in problems:
            print(f"  - {problem}")
        return 1
    print(
        f"{path}: OK — {len(data.cards)} cards, {len(data.colonies)} colonies, "
        f"{len(data.statues)} statues, {len(data.setups)} setup cards "
        f"(fingerprint {data.fingerprint})"
    )
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """An export (``rules.export``) or a playout record, told apart by their contents."""
    return export.replay_file(GAME, args.file, lambda: _replay_record(args))


def _replay_record(args: argparse.Namespace) -> int:
    try:
        record = load_record(Path(args.file))
        state, result = replay(record)
    except (RulesError, OSError) as exc:
        print(f"replay failed: {exc}")
        return 1
    problems: list[str] = []
    if state.step != "over":
        problems.append(f"the log ends before the game does (step {state.step!r})")
    if record.result is not None and result.to_json() != record.result:
        problems.append("the replayed result differs from the recorded one")
    if record.final_dump_sha and sha256(state_mod.dump(state)) != record.final_dump_sha:
        problems.append("the replayed final state differs from the recorded one")
    if problems:
        for problem in problems:
            print(f"MISMATCH: {problem}")
        return 1
    totals = ", ".join(f"seat {s.seat}: {s.total}" for s in result.scores)
    print(f"OK: {len(record.actions)} actions replayed; {totals}; winners {list(result.winners)}")
    return 0


def cmd_balance(args: argparse.Namespace) -> int:
    from rules.tools.hadara import balance

    if args.games < 1 or args.iterations < 1 or args.jobs < 1:
        print("error: --games, --iterations and --jobs must be positive", file=sys.stderr)
        return 2
    try:
        counts = sorted({int(x) for x in args.players.split(",") if x.strip()})
    except ValueError:
        counts = []
    if not counts or any(not 2 <= c <= 5 for c in counts):
        print("error: --players takes a comma list of 2, 3, 4, 5", file=sys.stderr)
        return 2
    command = f"python -m rules.hadara balance --games {args.games} --seed {args.seed}"
    if args.agent != "heuristic":
        command += f" --agent {args.agent}"
    if args.agent == "strong":
        command += f" --iterations {args.iterations}"
    if counts != list(balance.PLAYER_COUNTS):
        command += f" --players {','.join(map(str, counts))}"
    command += f" --jobs {args.jobs}"
    if args.out:
        command += f" --out {args.out}"
    result = balance.run(
        args.games,
        args.seed,
        args.agent,
        command,
        iterations=args.iterations,
        jobs=args.jobs,
        player_counts=counts,
    )
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(result.text, encoding="utf-8")
        print(f"wrote {args.out}")
    print(result.text)
    return 0 if result.ok else 1


def cmd_tournament(args: argparse.Namespace) -> int:
    from rules.tools.hadara import tournament

    names = [n.strip() for n in args.agents.split(",") if n.strip()]
    unknown = [n for n in names if n not in AGENTS]
    if not names or unknown:
        print(f"error: --agents needs names from {', '.join(AGENTS)}", file=sys.stderr)
        return 2
    if args.games < 1 or args.h2h_games < 0 or args.iterations < 1 or args.jobs < 1:
        print("error: --games, --iterations and --jobs must be positive", file=sys.stderr)
        return 2
    try:
        counts = sorted({int(x) for x in args.players.split(",") if x.strip()})
    except ValueError:
        counts = []
    if not counts or any(not 2 <= c <= 5 for c in counts):
        print("error: --players takes a comma list of 2, 3, 4, 5", file=sys.stderr)
        return 2
    command = (
        f"python -m rules.hadara tournament --games {args.games} --h2h-games {args.h2h_games} "
        f"--seed {args.seed} --iterations {args.iterations} --agents {','.join(names)} "
        f"--players {','.join(map(str, counts))} --jobs {args.jobs}"
    )
    if args.out:
        command += f" --out {args.out}"
    result = tournament.run(
        games=args.games,
        h2h_games=args.h2h_games,
        seed=args.seed,
        iterations=args.iterations,
        lineup_names=names,
        jobs=args.jobs,
        command=command,
        player_counts=counts,
    )
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(result.text, encoding="utf-8")
    print(result.text)
    if args.out:
        print(f"wrote {args.out}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m rules.hadara", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    sim = sub.add_parser("simulate", help="play games between agents and print the scores")
    sim.add_argument("--players", type=int, choices=range(2, 6), default=4)
    sim.add_argument("--variant", choices=VARIANTS, default="basic")
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument(
        "--agents",
        default="random",
        help=f"comma list of: {', '.join(AGENTS)} (one per seat, repeated when shorter)",
    )
    sim.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="playouts per decision for the strong agent (deterministic; default: a time budget)",
    )
    sim.add_argument(
        "--time-budget",
        type=float,
        default=1.0,
        help="seconds per decision for the strong agent when --iterations is not given",
    )
    sim.add_argument("--data", default=None, help="path of another data set")
    sim.add_argument("--json", action="store_true", help="one JSON object per game")
    sim.add_argument("--record-dir", default=None, help="save each game's replayable record")
    sim.set_defaults(func=cmd_simulate)

    bench = sub.add_parser("bench", help="games and actions per second with random agents")
    bench.add_argument("--players", type=int, choices=range(2, 6), default=4)
    bench.add_argument("--variant", choices=VARIANTS, default="basic")
    bench.add_argument("--games", type=int, default=50, help="games per batch")
    bench.add_argument("--batches", type=int, default=10)
    bench.add_argument("--seed", type=int, default=0)
    bench.set_defaults(func=cmd_bench)

    val = sub.add_parser("validate-data", help="check a data set (default: the bundled one)")
    val.add_argument("path", nargs="?", default=None)
    val.set_defaults(func=cmd_validate)

    bal = sub.add_parser("balance", help="balance report over all player counts and variants")
    bal.add_argument("--games", type=int, default=250, help="games per player count and variant")
    bal.add_argument("--seed", type=int, default=1000)
    bal.add_argument("--agent", choices=list(AGENTS), default="heuristic")
    bal.add_argument(
        "--iterations",
        type=int,
        default=12,
        help="playouts per decision of the strong agent (fixed, so results are reproducible)",
    )
    bal.add_argument("--players", default="2,3,4,5", help="comma list of player counts")
    bal.add_argument(
        "--jobs", type=int, default=1, help="worker processes (results do not depend on it)"
    )
    bal.add_argument("--out", default=None, help="also write the Markdown report to this file")
    bal.set_defaults(func=cmd_balance)

    tour = sub.add_parser(
        "tournament",
        help="agents against each other at every table size, as a Markdown report",
        description="Play the line-up at 2-5 players in both variants, rotating seats, plus "
        "two-player head-to-head matches; print win rates with 95 %% Wilson intervals, "
        "average ranks and mean scores.",
    )
    tour.add_argument(
        "--games",
        type=int,
        default=60,
        help="games per table (rounded up to whole rotations of the line-up)",
    )
    tour.add_argument(
        "--h2h-games",
        type=int,
        default=200,
        help="two-player games per head-to-head pair (0: none)",
    )
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument(
        "--iterations", type=int, default=24, help="playouts per decision of the strong agent"
    )
    tour.add_argument(
        "--agents",
        default="strong,heuristic",
        help="line-up, filled into the seats in order; the last name repeats",
    )
    tour.add_argument("--players", default="2,3,4,5", help="comma list of player counts")
    tour.add_argument("--jobs", type=int, default=1, help="worker processes")
    tour.add_argument("--out", default=None, help="also write the Markdown report here")
    tour.set_defaults(func=cmd_tournament)

    data = sub.add_parser("data", help="release (archive) the data set; list the released")
    data.add_argument("action", choices=("release", "list"))
    data.add_argument("--path", default=None, help="a data set directory (default: the bundled)")
    data.set_defaults(func=cmd_data)

    rep = sub.add_parser("replay", help="replay an export or a playout record and check it")
    rep.add_argument("file")
    rep.set_defaults(func=cmd_replay)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    code: int = args.func(args)
    return code
