"""The command-line skeleton every game's ``python -m rules.<game>`` shares: the common options
and subcommands (``simulate`` output, ``bench`` batches, ``replay``, ``data release|list``) and
the way a parsed command runs. A game's own command line (``rules/tools/<game>/cli.py``) adds
its options and commands; what it prints stays its own."""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from rules import export, saves
from rules.core import Game, Result, RulesError
from rules.tools.playout import Saveable, save_record

Command = Callable[[argparse.Namespace], int]
# What replaying a playout record found: the differences, its number of actions, the result.
Checked = tuple[list[str], int, Result | None]


def run(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> int:
    """Parse ``argv`` and run the chosen subcommand; its exit status."""
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


# ---- options shared by the subcommands ---------------------------------------------------------


def add_agents_option(parser: argparse.ArgumentParser, agents: Iterable[str]) -> None:
    parser.add_argument(
        "--agents",
        default="random",
        help=f"comma list of: {', '.join(agents)} (one per seat, repeated when shorter)",
    )


def add_search_options(
    parser: argparse.ArgumentParser,
    iterations_help: str,
    time_budget: float | None,
    time_budget_help: str,
) -> None:
    """``--iterations`` and ``--time-budget``: the searching agent's budget."""
    parser.add_argument("--iterations", type=int, default=None, help=iterations_help)
    parser.add_argument("--time-budget", type=float, default=time_budget, help=time_budget_help)


def add_output_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="one JSON object per game")
    parser.add_argument("--record-dir", default=None, help="save each game's replayable record")


class Fingerprinted(Protocol):
    @property
    def fingerprint(self) -> str: ...


class DataModule(Protocol):
    """A game's data-set module: ``load`` a data set (from a path, default the bundled one),
    list the ``released`` ones, ``release`` one (archive it under its fingerprint)."""

    def load(self, path: str | None = None, /) -> Fingerprinted: ...

    def released(self) -> list[str]: ...

    def release(self, path: str | None = None, /) -> tuple[str, Path, bool]: ...


@dataclass(frozen=True)
class DataSet:
    """A game's data set for ``data release|list``: ``what`` it is called in the help, the help
    of ``--path``, and its ``module`` (:func:`rules.saves.data_command` does the work)."""

    what: str
    path_help: str
    module: DataModule

    def command(self, args: argparse.Namespace) -> int:
        data = self.module
        return saves.data_command(
            args.action,
            lambda: data.load(args.path).fingerprint,
            data.released,
            lambda: data.release(args.path),
        )


def add_shared_commands(
    sub: argparse._SubParsersAction[argparse.ArgumentParser],
    game: Game[Any, Any],
    check_record: Callable[[Path], Checked],
    data: DataSet | None = None,
) -> None:
    """The subcommands every game has: ``data release|list`` (a game with a data set: archive
    the current one under its fingerprint, so saved games keep playing with it after the data
    changes; list the archived ones) and ``replay FILE`` (:func:`replay_command`)."""
    if data is not None:
        cmd = sub.add_parser("data", help=f"release (archive) the {data.what}; list the released")
        cmd.add_argument("action", choices=("release", "list"))
        cmd.add_argument("--path", default=None, help=data.path_help)
        cmd.set_defaults(func=data.command)
    rep = sub.add_parser("replay", help="replay an export or a playout record and check it")
    rep.add_argument("file")
    rep.set_defaults(func=lambda args: replay_command(game, args.file, check_record))


def agent_names(text: str, players: int, known: Iterable[str]) -> list[str]:
    """One agent name per seat from a comma list (repeated when shorter than the table);
    :class:`argparse.ArgumentTypeError` for an empty list or an unknown name."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise argparse.ArgumentTypeError("--agents needs at least one name")
    choices = list(known)
    for name in names:
        if name not in choices:
            raise argparse.ArgumentTypeError(
                f"unknown agent {name!r}; choose from {', '.join(choices)}"
            )
    return [names[i % len(names)] for i in range(players)]


# ---- simulate ----------------------------------------------------------------------------------


def keep_record(record: Saveable, record_dir: str | None, name: str) -> None:
    """Save ``record`` as ``record_dir/name`` (no directory: nothing)."""
    if record_dir:
        out = Path(record_dir)
        out.mkdir(parents=True, exist_ok=True)
        save_record(record, out / name)


def print_game(
    args: argparse.Namespace,
    seed: int,
    names: Sequence[str],
    result: Mapping[str, Any],
    actions: int,
    *,
    tiebreak: bool = True,
    rounds: int | None = None,
) -> None:
    """One played game of ``simulate`` (``result``: the result's JSON). With ``--json`` a JSON
    line: every scoring category beside the total, and the tie-break when ``tiebreak``; else
    ``seed S: scores seat:total …  winners …`` (then the rounds when given)."""
    if not args.json:
        totals = " ".join(f"{s['seat']}:{s['total']}" for s in result["scores"])
        winners = ",".join(str(w) for w in result["winners"])
        after = "" if rounds is None else f"  rounds {rounds}"
        print(f"seed {seed}: scores {totals}  winners {winners}{after}")
        return
    line: dict[str, Any] = {
        "seed": seed,
        "players": args.players,
        "variant": args.variant,
        "agents": list(names),
        "scores": [
            {
                "seat": s["seat"],
                "total": s["total"],
                **s["categories"],
                **({"tiebreak": s["tiebreak"]} if tiebreak else {}),
            }
            for s in result["scores"]
        ],
        "winners": result["winners"],
    }
    if rounds is not None:
        line["rounds"] = rounds
    line["actions"] = actions
    print(json.dumps(line, separators=(",", ":")))


def print_throughput(games: int, elapsed: float, actions: int, as_json: bool) -> None:
    """The closing line of ``simulate``: games and actions per second."""
    rate = games / elapsed
    if as_json:
        print(
            json.dumps(
                {
                    "throughput": f"{rate:.1f} games/s",
                    "games": games,
                    "seconds": round(elapsed, 3),
                    "games_per_second": round(rate, 2),
                    "actions_per_second": round(actions / elapsed, 1),
                }
            )
        )
    else:
        per_second = f"{rate:.1f} games/s, {actions / elapsed:.0f} actions/s"
        print(f"{games} games in {elapsed:.2f} s: {per_second}")


# ---- bench -------------------------------------------------------------------------------------


def bench_rates(
    batches: int,
    games: int,
    seed: int,
    play_game: Callable[[int], int],
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[list[float], list[float]]:
    """Games and actions per second of each batch of ``games`` games; ``play_game(seed)`` plays
    one whole game and returns its number of actions. Seeds count up from ``seed``. ``clock``
    measures the seconds: the wall clock, or ``time.process_time`` for CPU seconds of the
    process, which other work on a shared machine barely changes."""
    game_rates: list[float] = []
    action_rates: list[float] = []
    for _ in range(batches):
        actions = 0
        start = clock()
        for _ in range(games):
            actions += play_game(seed)
            seed += 1
        elapsed = clock() - start
        game_rates.append(games / elapsed)
        action_rates.append(actions / elapsed)
    return game_rates, action_rates


# ---- replay ---------------------------------------------------------------------------------


def replay_command(game: Game[Any, Any], file: str, check: Callable[[Path], Checked]) -> int:
    """``replay FILE``: an export (:mod:`rules.export`) or a playout record, told apart by their
    contents. ``check(path)`` replays a record: (how it differs from the record, its number of
    actions, the replayed result); a refused or unreadable record is a :class:`RulesError` or
    an :class:`OSError`."""
    return export.replay_file(game, file, lambda: _replay_record(Path(file), check))


def _replay_record(path: Path, check: Callable[[Path], Checked]) -> int:
    try:
        problems, actions, result = check(path)
    except (RulesError, OSError) as exc:
        print(f"replay failed: {exc}")
        return 1
    if problems or result is None:
        for problem in problems:
            print(f"MISMATCH: {problem}")
        return 1
    totals = ", ".join(f"seat {s.seat}: {s.total}" for s in result.scores)
    print(f"OK: {actions} actions replayed; {totals}; winners {list(result.winners)}")
    return 0
