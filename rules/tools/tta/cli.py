"""The ``python -m rules.tta`` command line: simulate, tournament, bench, soak, replay,
validate-data.

``simulate``, ``bench`` and ``soak`` take ``--variant simple|advanced|full`` and any number of
``--option key=value`` (the lobby variants and the T-22 rulings, e.g. ``--option
peaceful=true``); ``replay`` reads the variant and options from the record."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rules.core import Result, RulesError
from rules.tools import cli, playout
from rules.tta import catalog
from rules.tta import state as state_mod
from rules.tta.agents import AGENTS, ROSTER, make_agent
from rules.tta.game import GAME
from rules.tta.options import VARIANTS, option_specs, resolve
from rules.tta.playout import load_record, play, replay


def _options(args: argparse.Namespace) -> dict[str, object]:
    """``--variant`` plus every ``--option key=value`` (values as the lobby would send them:
    ``true``/``false``, integers, or text; the game normalizes them)."""
    options: dict[str, object] = {"variant": args.variant}
    for item in args.option or []:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise argparse.ArgumentTypeError(f"--option needs key=value, got {item!r}")
        options[key.strip()] = _value(value.strip())
    return options


def _value(text: str) -> object:
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    try:
        return int(text)
    except ValueError:
        return text


def _check_options(options: dict[str, object], players: int) -> None:
    """Refuse unknown options and unsupported values before any game is played."""
    known = {spec.key for spec in option_specs()} | {"variant"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise RulesError(f"unknown option(s): {', '.join(unknown)}")
    resolve(options, players)


def _search_options(name: str, args: argparse.Namespace) -> dict[str, Any]:
    """``--iterations`` / ``--time-budget`` for the agents that search (the others take none)."""
    accepted = ROSTER.options.get(name, frozenset())
    out: dict[str, Any] = {}
    if "iterations" in accepted and getattr(args, "iterations", None) is not None:
        out["iterations"] = args.iterations
    if "time_budget" in accepted and getattr(args, "time_budget", None) is not None:
        out["time_budget"] = args.time_budget
    return out


DATA = cli.DataSet("card data", "a card data file (default: the bundled)", catalog)


def cmd_simulate(args: argparse.Namespace) -> int:
    try:
        names = cli.agent_names(args.agents, args.players, AGENTS)
        options = _options(args)
        _check_options(options, args.players)
    except (argparse.ArgumentTypeError, RulesError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    total_actions = 0
    start = time.perf_counter()
    try:
        for g in range(args.games):
            seed = args.seed + g
            agents = [
                make_agent(name, seed * 31 + i, **_search_options(name, args))
                for i, name in enumerate(names)
            ]
            _, record = play(args.players, options, seed, agents)
            total_actions += len(record.actions)
            result = record.result or {}
            cli.keep_record(record, args.record_dir, f"game-{seed}.json")
            actions = len(record.actions)
            cli.print_game(args, seed, names, result, actions, tiebreak=False, rounds=record.rounds)
    except RulesError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    elapsed = max(time.perf_counter() - start, 1e-9)
    cli.print_throughput(args.games, elapsed, total_actions, args.json)
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    from rules.tools.tta import tournament

    try:
        lineups = [tuple(n.strip() for n in item.split(",") if n.strip()) for item in args.lineups]
        counts = sorted({int(x) for x in args.players.split(",") if x.strip()})
        variants = [v.strip() for v in args.variants.split(",") if v.strip()]
    except ValueError:
        print("error: --players takes a comma list of 2, 3, 4", file=sys.stderr)
        return 2
    if not counts or any(not 2 <= c <= 4 for c in counts):
        print("error: --players takes a comma list of 2, 3, 4", file=sys.stderr)
        return 2
    if args.games < 1 or args.seat_games < 0 or args.iterations < 1 or args.jobs < 1:
        print("error: --games, --iterations and --jobs must be positive", file=sys.stderr)
        return 2
    if args.from_raw:
        # The games and their options are the raw file's, not this command line's.
        command = f"python -m rules.tta tournament --from-raw {args.from_raw}"
    else:
        command = (
            f"python -m rules.tta tournament --lineups {' '.join(','.join(x) for x in lineups)} "
            f"--players {','.join(map(str, counts))} --variants {','.join(variants)} "
            f"--games {args.games} --seat-games {args.seat_games} --iterations {args.iterations} "
            f"--seed {args.seed} --jobs {args.jobs}"
        )
    if args.out:
        command += f" --out {args.out}"
    if args.from_raw:
        outcomes = tournament.load_outcomes(Path(args.from_raw))
        iterations = max((o.task.iterations for o in outcomes), default=args.iterations)
        result = tournament.report(outcomes, iterations, args.elapsed, command, args.jobs)
        return _write_report(result.text, args.out)
    try:
        result = tournament.run(
            lineups=lineups,
            player_counts=counts,
            variants=variants,
            games=args.games,
            seat_games=args.seat_games,
            seed=args.seed,
            iterations=args.iterations,
            jobs=args.jobs,
            command=command,
            progress=tournament.stderr_progress if args.progress else None,
            raw=Path(args.raw) if args.raw else None,
        )
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return _write_report(result.text, args.out)


def _write_report(text: str, out: str | None) -> int:
    if out:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        Path(out).write_text(text + "\n", encoding="utf-8")
    print(text)
    if out:
        print(f"wrote {out}")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    """Whole random games on one core; figures per batch, then median and the slow batch."""
    try:
        options = _options(args)
        _check_options(options, args.players)
    except (argparse.ArgumentTypeError, RulesError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2

    def play_game(seed: int) -> int:
        agents = [make_agent("random", seed * 7 + i) for i in range(args.players)]
        return len(play(args.players, options, seed, agents)[1].actions)

    game_rates, action_rates = cli.bench_rates(args.batches, args.games, args.seed, play_game)
    slow = min(game_rates)
    extra = "".join(f", {k}={v}" for k, v in options.items() if k != "variant")
    print(
        f"random agents, {args.players} players, {args.variant} game{extra}, "
        f"{args.batches} batches x {args.games} games, one process"
    )
    print(f"games/s:   median {statistics.median(game_rates):.1f}   slowest batch {slow:.1f}")
    print(
        f"actions/s: median {statistics.median(action_rates):.0f}   "
        f"slowest batch {min(action_rates):.0f}"
    )
    return 0


def cmd_soak(args: argparse.Namespace) -> int:
    from rules.tools.tta import soak

    counts = [int(x) for x in args.players.split(",") if x.strip()]
    try:
        options = _options(args)
        for n in counts:
            _check_options(options, n)
    except (argparse.ArgumentTypeError, RulesError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        report = soak.run(
            args.games,
            counts,
            seed=args.seed,
            agents=args.agents,
            progress=print,
            options=options,
            view_every=args.view_every,
        )
    except soak.SoakFailure as exc:
        print(f"FAILED: {exc}")
        return 1
    per = ", ".join(f"{n} players: {g}" for n, g in report.games.items())
    extra = "".join(f" --option {item}" for item in args.option or [])
    print(
        f"OK: {per} games; {report.actions} actions checked in {report.seconds:.1f} s "
        f"(python -m rules.tta soak --variant {args.variant} --games {args.games} "
        f"--players {args.players} --seed {args.seed}"
        f"{f' --view-every {args.view_every}' if args.view_every else ''}"
        f"{f' --agents {args.agents}' if args.agents != 'random' else ''}{extra})"
    )
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    from rules.tta import validate  # the data helper's module, imported only when asked

    argv = [args.path] if args.path else []
    code: int = validate.main(argv)
    return code


def _check_record(path: Path) -> tuple[list[str], int, Result | None]:
    record = load_record(path)
    state, result = replay(record)
    problems = playout.replay_problems(
        None if result is not None else f"round {state.round}",
        record.result,
        None if result is None else result.to_json(),
        record.final_dump_sha,
        state_mod.dump(state),
    )
    return problems, len(record.actions), result


def _variant_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", choices=VARIANTS, default="simple")
    parser.add_argument(
        "--option",
        action="append",
        metavar="KEY=VALUE",
        help="a lobby variant or a T-22 ruling, e.g. peaceful=true (repeatable)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m rules.tta", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    sim = sub.add_parser("simulate", help="play games between agents and print the scores")
    sim.add_argument("--players", type=int, choices=range(2, 5), default=2)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=0)
    cli.add_agents_option(sim, AGENTS)
    _variant_args(sim)
    cli.add_search_options(
        sim,
        "strong agent: determinizations per decision (repeatable games)",
        None,
        "strong agent: seconds per decision",
    )
    cli.add_output_options(sim)
    sim.set_defaults(func=cmd_simulate)

    tour = sub.add_parser(
        "tournament",
        help="agent line-ups at every table size: win rates, places, seats, how games end",
        description="Play each line-up (first agent in one seat, the last name in the others) "
        "at every table size, rotating seats; print win rates and places with 95 %% "
        "intervals, win rates by seat, and how games end, as Markdown.",
    )
    tour.add_argument(
        "--lineups",
        nargs="+",
        default=["strong,heuristic", "heuristic,random"],
        help="line-ups, each a comma list of agents (default: strong,heuristic heuristic,random)",
    )
    tour.add_argument("--players", default="2,3,4")
    tour.add_argument("--variants", default="advanced", help="comma list of simple, advanced, full")
    tour.add_argument(
        "--games", type=int, default=12, help="games per line-up and table (whole rotations)"
    )
    tour.add_argument(
        "--seat-games",
        type=int,
        default=0,
        help="games per table with the heuristic agent in every seat (seat balance)",
    )
    tour.add_argument(
        "--iterations", type=int, default=4, help="strong agent: samples per decision"
    )
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--jobs", type=int, default=1, help="worker processes")
    tour.add_argument("--out", default=None, help="also write the report to this file")
    tour.add_argument("--progress", action="store_true", help="games done, on stderr")
    tour.add_argument("--raw", default=None, help="also keep every game's outcome (JSON lines)")
    tour.add_argument(
        "--from-raw",
        default=None,
        help="redraw the report from a --raw file instead of playing (give the same command "
        "options, for the report's header)",
    )
    tour.add_argument(
        "--elapsed", type=float, default=0.0, help="with --from-raw: the wall-clock seconds"
    )
    tour.set_defaults(func=cmd_tournament)

    bench = sub.add_parser("bench", help="games and actions per second with random agents")
    bench.add_argument("--players", type=int, choices=range(2, 5), default=4)
    bench.add_argument("--games", type=int, default=50, help="games per batch")
    bench.add_argument("--batches", type=int, default=5)
    bench.add_argument("--seed", type=int, default=0)
    _variant_args(bench)
    bench.set_defaults(func=cmd_bench)

    soak = sub.add_parser("soak", help="random games with every invariant checked")
    soak.add_argument("--games", type=int, default=100, help="games per player count")
    soak.add_argument("--players", default="2,3,4")
    soak.add_argument("--seed", type=int, default=0)
    soak.add_argument("--agents", choices=list(AGENTS), default="random")
    soak.add_argument(
        "--view-every",
        type=int,
        default=0,
        help="also check every view for hidden cards every N actions (0: never)",
    )
    _variant_args(soak)
    soak.set_defaults(func=cmd_soak)

    val = sub.add_parser("validate-data", help="check a card data file (default: the bundled)")
    val.add_argument("path", nargs="?", default=None)
    val.set_defaults(func=cmd_validate)

    cli.add_shared_commands(sub, GAME, _check_record, DATA)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    return cli.run(build_parser(), argv)
