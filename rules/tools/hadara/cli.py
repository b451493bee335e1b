"""The ``python -m rules.hadara`` command line."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from rules.core import Result
from rules.hadara import data as data_mod
from rules.hadara import engine
from rules.hadara import state as state_mod
from rules.hadara.actions import Action
from rules.hadara.agents import AGENTS, make_agent
from rules.hadara.agents.strong import DEFAULT_TIME_BUDGET, StrongAgent, clone
from rules.hadara.engine import VARIANTS
from rules.hadara.game import GAME
from rules.hadara.playout import load_record, play, replay
from rules.hadara.state import HadaraState
from rules.tools import cli, playout


def _search_options(name: str, args: argparse.Namespace) -> dict[str, float | int]:
    """The strong agent's budget from --iterations / --time-budget (other agents take none)."""
    if name != "strong":
        return {}
    if args.iterations is not None:
        return {"iterations": args.iterations}
    return {"time_budget": args.time_budget}


DATA = cli.DataSet("data set", "a data set directory (default: the bundled)", data_mod)


def cmd_simulate(args: argparse.Namespace) -> int:
    try:
        names = cli.agent_names(args.agents, args.players, AGENTS)
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
        cli.keep_record(record, args.record_dir, f"game-{seed}.json")
        cli.print_game(args, seed, names, result, len(record.actions))
    elapsed = max(time.perf_counter() - start, 1e-9)
    cli.print_throughput(args.games, elapsed, total_actions, args.json)
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    """Whole games with random agents; figures per batch, then median and p95 over batches."""

    def play_game(seed: int) -> int:
        agents = [make_agent("random", seed * 7 + i) for i in range(args.players)]
        return len(play(args.players, args.variant, seed, agents)[1].actions)

    clock = time.process_time if args.cpu else time.perf_counter
    game_rates, action_rates = cli.bench_rates(
        args.batches, args.games, args.seed, play_game, clock
    )

    def p95_low(values: list[float]) -> float:
        # The 5th percentile of a rate is the 95th percentile of its time per game.
        ordered = sorted(values)
        return ordered[max(0, int(len(ordered) * 0.05 + 0.5) - 1)]

    print(
        f"random agents, {args.players} players, {args.variant}, "
        f"{args.batches} batches × {args.games} games, one process, "
        f"{'CPU time of the process' if args.cpu else 'wall clock'}"
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


def search_positions(seed: int, every: int) -> list[tuple[HadaraState, int]]:
    """Every ``every``-th decision with a choice of a two- and a four-player game of heuristic
    agents (basic game, this seed): fixed positions for timing the strong agent."""
    return [p for players in (2, 4) for p in _choices(players, seed)[::every]]


def _choices(players: int, seed: int) -> list[tuple[HadaraState, int]]:
    """Copies of the positions of a heuristic game where the seat to move has a choice."""
    seen: list[tuple[HadaraState, int]] = []

    def keep(state: HadaraState, seat: int, action: Action) -> None:
        if len(engine.legal_actions(state, seat)) > 1:
            seen.append((clone(state), seat))

    agents = [make_agent("heuristic", s) for s in range(players)]
    play(players, "basic", seed, agents, None, keep)
    return seen


def cmd_search_bench(args: argparse.Namespace) -> int:
    """Playouts the strong agent runs per decision within its time budget, on fixed positions."""
    positions = search_positions(args.seed, args.every)
    counts: list[int] = []
    cpu = 0.0
    for state, seat in positions:
        agent = StrongAgent(seed=1, time_budget=args.budget)
        if args.cpu:
            agent.clock = time.process_time
        start = time.process_time()
        agent.choose(clone(state), seat)
        cpu += time.process_time() - start
        counts.append(agent.playouts)
    clock = "CPU time of the process" if args.cpu else "wall clock"
    print(f"strong agent, {args.budget:g} s of {clock} per decision, {len(positions)} positions")
    print(f"playouts per decision: median {statistics.median(counts):g}   each {counts}")
    print(f"playouts per CPU second: {sum(counts) / cpu:.0f}")
    return 0


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


def _check_record(path: Path) -> tuple[list[str], int, Result]:
    record = load_record(path)
    state, result = replay(record)
    problems = playout.replay_problems(
        None if state.step == "over" else f"step {state.step!r}",
        record.result,
        result.to_json(),
        record.final_dump_sha,
        state_mod.dump(state),
        score_unfinished=True,  # a Hadara game scores at every step
    )
    return problems, len(record.actions), result


def _player_counts(text: str) -> list[int]:
    """The sorted player counts of a comma list; empty when one is not 2–5."""
    try:
        counts = sorted({int(x) for x in text.split(",") if x.strip()})
    except ValueError:
        return []
    return counts if all(2 <= c <= 5 for c in counts) else []


def _bad_players() -> int:
    print("error: --players takes a comma list of 2, 3, 4, 5", file=sys.stderr)
    return 2


def cmd_balance(args: argparse.Namespace) -> int:
    from rules.tools.hadara import balance

    if args.games < 1 or args.iterations < 1 or args.jobs < 1:
        print("error: --games, --iterations and --jobs must be positive", file=sys.stderr)
        return 2
    counts = _player_counts(args.players)
    if not counts:
        return _bad_players()
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
    counts = _player_counts(args.players)
    if not counts:
        return _bad_players()
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
        raw=Path(args.raw) if args.raw else None,
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
    cli.add_agents_option(sim, AGENTS)
    cli.add_search_options(
        sim,
        "playouts per decision for the strong agent (deterministic; default: a time budget)",
        1.0,
        "seconds per decision for the strong agent when --iterations is not given",
    )
    sim.add_argument("--data", default=None, help="path of another data set")
    cli.add_output_options(sim)
    sim.set_defaults(func=cmd_simulate)

    bench = sub.add_parser("bench", help="games and actions per second with random agents")
    bench.add_argument("--players", type=int, choices=range(2, 6), default=4)
    bench.add_argument("--variant", choices=VARIANTS, default="basic")
    bench.add_argument("--games", type=int, default=50, help="games per batch")
    bench.add_argument("--batches", type=int, default=10)
    bench.add_argument("--seed", type=int, default=0)
    bench.add_argument(
        "--cpu",
        action="store_true",
        help="count CPU seconds of the process instead of wall-clock seconds (what an idle "
        "core gives, even on a shared machine)",
    )
    bench.set_defaults(func=cmd_bench)

    sb = sub.add_parser(
        "search-bench",
        help="playouts of the strong agent per decision within its time budget",
        description="Times the strong agent on fixed positions (every --every-th decision with "
        "a choice of a two- and a four-player heuristic game, basic, --seed) and prints the "
        "playouts it ran per decision.",
    )
    sb.add_argument("--budget", type=float, default=DEFAULT_TIME_BUDGET, help="seconds")
    sb.add_argument("--seed", type=int, default=1)
    sb.add_argument("--every", type=int, default=15)
    sb.add_argument(
        "--cpu",
        action="store_true",
        help="budget CPU seconds of the process instead of wall-clock seconds",
    )
    sb.set_defaults(func=cmd_search_bench)

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
    tour.add_argument("--raw", default=None, help="also keep every game's outcome (JSON lines)")
    tour.set_defaults(func=cmd_tournament)

    cli.add_shared_commands(sub, GAME, _check_record, DATA)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    return cli.run(build_parser(), argv)
