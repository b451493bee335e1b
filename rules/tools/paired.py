"""Paired comparison of two tournament runs that played the same games with one setting changed.

Two runs of a game's ``tournament`` command with the same seeds, tables and line-up but, say,
a different ``--iterations`` play the same deals in the same seats; only the searching agent's
decisions differ. Pairing each game of run A with the same game of run B (same section, table,
variant, seed and seating) removes the deal-to-deal spread from the comparison, so a smaller
difference shows than with two independent samples.

For the agent named by ``--agent`` (default ``strong``) in every seat it holds, per run: its
win share (a shared win counts as a fraction) with a 95 % Wilson interval, its mean place and
its mean *margin* (its total minus the best other seat's total) with 95 % normal intervals; and
over the pairs, the mean difference B − A of each with a 95 % normal interval, and how many
pairs B did better, equally well or worse on margin. Only games present in both runs count.

    python -m rules.tools.paired --a A1.jsonl A2.jsonl --b B1.jsonl B2.jsonl \\
        --label-a "570 playouts" --label-b "910 playouts"

The files are the JSON lines a tournament writes with ``--raw``.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.tools.stats import interval_pct, mean_interval, pct, wilson_interval

GameKey = tuple[str, int, str, int, tuple[str, ...]]


@dataclass(frozen=True)
class SeatResult:
    """One seat-game of the focus agent."""

    share: float
    place: float
    margin: int


def game_key(raw: dict[str, Any]) -> GameKey:
    """What makes two runs' games the same game: everything but the search setting."""
    task = raw["task"]
    return (
        str(task["section"]),
        int(task["players"]),
        str(task["variant"]),
        int(task["seed"]),
        tuple(str(s) for s in task["seats"]),
    )


def seat_results(raw: dict[str, Any], agent: str) -> list[SeatResult]:
    """The focus agent's result in each seat it holds in one game (none if it did not play)."""
    totals = [int(t) for t in raw["totals"]]
    out: list[SeatResult] = []
    for seat, name in enumerate(raw["task"]["seats"]):
        if name != agent:
            continue
        best_other = max(t for s, t in enumerate(totals) if s != seat)
        out.append(
            SeatResult(
                float(raw["shares"][seat]), float(raw["places"][seat]), totals[seat] - best_other
            )
        )
    return out


def read_runs(paths: Iterable[Path]) -> dict[GameKey, dict[str, Any]]:
    """Games by key from ``--raw`` files; a game repeated within one run is an error."""
    games: dict[GameKey, dict[str, Any]] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            raw = json.loads(line)
            key = game_key(raw)
            if key in games:
                raise ValueError(f"{path}: game {key} appears twice in one run")
            games[key] = raw
    return games


@dataclass(frozen=True)
class Side:
    games: int
    seat_games: int
    wins: float
    mean_place: tuple[float, float, float]
    mean_margin: tuple[float, float, float]


@dataclass(frozen=True)
class Comparison:
    a: Side
    b: Side
    share_diff: tuple[float, float, float]  # B − A, per paired seat-game
    place_diff: tuple[float, float, float]
    margin_diff: tuple[float, float, float]
    better: int  # pairs where B's margin is larger
    equal: int
    worse: int


def _side(results: Sequence[SeatResult], games: int) -> Side:
    return Side(
        games,
        len(results),
        sum(r.share for r in results),
        mean_interval([r.place for r in results]),
        mean_interval([float(r.margin) for r in results]),
    )


def compare(
    a: dict[GameKey, dict[str, Any]], b: dict[GameKey, dict[str, Any]], agent: str
) -> Comparison:
    """The paired comparison over the games both runs played in which ``agent`` sits."""
    pairs: list[tuple[SeatResult, SeatResult]] = []
    games = 0
    for key in sorted(a.keys() & b.keys()):
        ra, rb = seat_results(a[key], agent), seat_results(b[key], agent)
        if ra:
            games += 1
            pairs.extend(zip(ra, rb, strict=True))
    if not pairs:
        raise ValueError(f"no game of {agent!r} appears in both runs")
    side_a = _side([p[0] for p in pairs], games)
    side_b = _side([p[1] for p in pairs], games)
    margins = [p[1].margin - p[0].margin for p in pairs]
    return Comparison(
        side_a,
        side_b,
        mean_interval([p[1].share - p[0].share for p in pairs]),
        mean_interval([p[1].place - p[0].place for p in pairs]),
        mean_interval([float(m) for m in margins]),
        sum(1 for m in margins if m > 0),
        sum(1 for m in margins if m == 0),
        sum(1 for m in margins if m < 0),
    )


def _mean(m: tuple[float, float, float], digits: int = 2) -> str:
    return f"{m[0]:+.{digits}f} ({m[1]:+.{digits}f} … {m[2]:+.{digits}f})"


def markdown(c: Comparison, agent: str, label_a: str, label_b: str) -> str:
    """The comparison as two Markdown tables: each run, then the paired differences."""
    lines = [
        f"| run | games | {agent} seat-games | {agent} wins | win rate (95 % CI) "
        "| mean place (95 % CI) | mean margin over the best other seat (95 % CI) |",
        "|---|---|---|---|---|---|---|",
    ]
    for label, s in ((label_a, c.a), (label_b, c.b)):
        low, high = wilson_interval(s.wins, s.seat_games)
        place = f"{s.mean_place[0]:.2f} ({s.mean_place[1]:.2f}–{s.mean_place[2]:.2f})"
        lines.append(
            f"| {label} | {s.games} | {s.seat_games} | {s.wins:g} | "
            f"{pct(s.wins / s.seat_games)} ({interval_pct(low, high)}) | {place} | "
            f"{_mean(s.mean_margin, 1)} |"
        )
    lines += [
        "",
        f"| paired difference, {label_b} − {label_a} | mean (95 % CI) |",
        "|---|---|",
        f"| win share per seat-game | {_mean(c.share_diff, 3)} |",
        f"| place (negative: better) | {_mean(c.place_diff, 3)} |",
        f"| margin, points | {_mean(c.margin_diff, 2)} |",
        f"| pairs with a larger / equal / smaller margin | {c.better} / {c.equal} / {c.worse} |",
    ]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.tools.paired", description=__doc__)
    parser.add_argument("--a", nargs="+", required=True, type=Path, help="--raw files of run A")
    parser.add_argument("--b", nargs="+", required=True, type=Path, help="--raw files of run B")
    parser.add_argument("--agent", default="strong", help="the agent compared (default strong)")
    parser.add_argument("--label-a", default="A")
    parser.add_argument("--label-b", default="B")
    args = parser.parse_args(argv)
    result = compare(read_runs(args.a), read_runs(args.b), args.agent)
    print(markdown(result, args.agent, args.label_a, args.label_b), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
