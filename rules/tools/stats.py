"""Statistics shared by the games' tournaments and balance reports (no game knowledge here).

Win rates count a shared win as a fraction; intervals are 95 %: the Wilson score interval for
proportions (sound for small samples, never outside 0–1) and mean ± 1.96·s/√n for means.
Line-ups rotate around the table so every agent sits in every seat equally often.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

A = TypeVar("A")

Z95 = 1.959963984540054  # two-sided 95 % quantile of the standard normal distribution


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion; ``successes`` may be fractional (shared wins)."""
    if trials <= 0:
        raise ValueError("the interval needs at least one trial")
    if not 0 <= successes <= trials:
        raise ValueError("successes must lie between 0 and the number of trials")
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """Mean and its normal-approximation interval (mean ± z·s/√n)."""
    if not values:
        raise ValueError("no values")
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def win_shares(players: int, winners: Iterable[int]) -> list[float]:
    """Each seat's share of the win: 1/k for each of k winners, else 0."""
    won = sorted(set(winners))
    if not won:
        raise ValueError("a game has at least one winner")
    return [1 / len(won) if seat in won else 0.0 for seat in range(players)]


def ranks(keys: Sequence[Any]) -> list[float]:
    """Place of each seat, 1 = best, by a comparable key (higher is better, e.g. (score,
    tie-break)); seats that are level share the average of the places they cover (two seats
    level for first both get 1.5)."""
    out: list[float] = []
    for key in keys:
        better = sum(1 for other in keys if other > key)
        level = sum(1 for other in keys if other == key)  # includes this seat
        out.append(better + (level + 1) / 2)
    return out


def rotated(lineup: Sequence[str], rotation: int) -> list[str]:
    """Seat ``s`` gets line-up position ``(s + rotation) mod n``; over ``n`` rotations every
    position sits in every seat exactly once."""
    n = len(lineup)
    return [lineup[(seat + rotation) % n] for seat in range(n)]


def lineup_for(names: Sequence[str], players: int) -> list[str]:
    """The first ``players`` names, repeating the last one when the list is shorter."""
    if not names:
        raise ValueError("the line-up needs at least one agent")
    return [names[min(i, len(names) - 1)] for i in range(players)]


def p95(values: Sequence[float]) -> float:
    """95th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def interval_pct(low: float, high: float) -> str:
    return f"{100 * low:.1f}–{100 * high:.1f} %"


@dataclass
class AgentLine:
    """One agent's seat-games in a group of games: win shares, places and scores."""

    name: str
    copies: int  # seats it held per game
    shares: list[float] = field(default_factory=list)
    places: list[float] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)

    @property
    def observations(self) -> int:
        return len(self.shares)

    def win_rate(self) -> tuple[float, float, float]:
        """Rate with its Wilson interval: (rate, low, high)."""
        n = self.observations
        wins = sum(self.shares)
        low, high = wilson_interval(wins, n)
        return wins / n, low, high

    def rank(self) -> tuple[float, float, float]:
        """Mean place with its interval: (mean, low, high)."""
        return mean_interval(self.places)


SeatedGame = tuple[Sequence[str], Sequence[float], Sequence[float], Sequence[int]]


def summarize(games: Iterable[SeatedGame]) -> dict[str, AgentLine]:
    """Per agent name, from (agent per seat, win shares, places, totals) of every game: every
    seat-game it played (an agent with several seats pools them), in order of first seat."""
    lines: dict[str, AgentLine] = {}
    for seats, shares, places, totals in games:
        for seat, name in enumerate(seats):
            line = lines.setdefault(name, AgentLine(name, sum(1 for n in seats if n == name)))
            line.shares.append(shares[seat])
            line.places.append(places[seat])
            line.scores.append(totals[seat])
    return lines


def report_head(title: str, command: str, games: int, duration: str, jobs: int) -> list[str]:
    """The first lines of a tournament report: its title, the command that made it, how many
    games took how long (``duration``, e.g. "12 min") on how many workers, and the heading of
    the section that says what was played."""
    workers = f"{jobs} worker process{'es' if jobs != 1 else ''}"
    return [
        f"# {title}",
        "",
        f"Generated by `{command}`",
        "",
        f"{games} games in {duration} of wall-clock time with {workers}.",
        "",
        "## What was played",
        "",
    ]


def search_agent(make: Callable[..., A], name: str, seed: int, iterations: int) -> A:
    """The agent ``name`` made by ``make`` (a game's ``make_agent``); the searching agent
    (``strong``) with a fixed number of ``iterations``, so that games repeat exactly."""
    if name == "strong":
        return make(name, seed, iterations=iterations)
    return make(name, seed)
