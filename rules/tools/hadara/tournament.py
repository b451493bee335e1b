"""Agent tournament: the agents against each other at every table size, as a Markdown report.

``python -m rules.hadara tournament`` plays, for 2–5 players × basic/advanced, a *line-up* of
agents (``--agents``; seats are filled from the list in order and a short list repeats its last
name, so the default ``strong,heuristic`` puts one strong agent at a table of heuristic ones).
Games come in *deals*: one game seed is played once per rotation of the line-up around the
table, so every line-up position sits in every seat equally often and all of them face the
same cards. Then two-player head-to-head matches pit the first agent of the line-up against
every other registered agent.

Reported per agent: win rate, counting a shared win as a fraction (two winners get ½ each),
with a 95 % Wilson score interval; average rank (1 = first, shared places averaged) with a
95 % normal-approximation interval; mean score. The strong agent's seconds per searched
decision are measured on the way.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import statistics
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from rules.hadara import engine
from rules.hadara.actions import Action
from rules.hadara.agents import AGENTS, ROSTER, make_agent
from rules.hadara.engine import VARIANTS
from rules.hadara.playout import Agent, play
from rules.hadara.state import HadaraState
from rules.tools import stats

PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5)
TARGET_TWO_PLAYER_WIN_RATE = 0.6
DUEL = frozenset({"strong", "heuristic"})


# --------------------------------------------------------------------------------------------
# Playing


@dataclass(frozen=True)
class Task:
    """One game: which table, which agents in which seats, with which seeds."""

    section: str  # "cell" or "h2h"
    players: int
    variant: str
    seed: int
    seats: tuple[str, ...]  # agent name per seat
    positions: tuple[int, ...]  # line-up position per seat
    iterations: int


@dataclass
class GameOutcome(stats.Outcome[Task]):
    strong_seconds: list[float]  # per searched decision of any strong seat


class _Timed:
    """Wraps an agent and records the time of every decision with more than one option."""

    def __init__(self, agent: Agent, times: list[float]) -> None:
        self.agent = agent
        self.name = agent.name
        self.times = times

    def choose(self, state: HadaraState, seat: int) -> Action:
        many = len(engine.legal_actions(state, seat)) > 1
        start = time.perf_counter()
        action = self.agent.choose(state, seat)
        if many:
            self.times.append(time.perf_counter() - start)
        return action


def agent_for(name: str, seed: int, iterations: int) -> Agent:
    return stats.search_agent(make_agent, name, seed, iterations)


def play_task(task: Task) -> GameOutcome:
    times: list[float] = []
    agents: list[Agent] = []
    for seat, name in enumerate(task.seats):
        agent = agent_for(name, task.seed * 10 + seat, task.iterations)
        agents.append(_Timed(agent, times) if name == "strong" else agent)
    _, record = play(task.players, task.variant, task.seed, agents)
    assert record.result is not None
    scores = record.result["scores"]
    keys = [(s["total"], s["tiebreak"]) for s in scores]
    return GameOutcome(
        task,
        [s["total"] for s in scores],
        stats.win_shares(task.players, record.result["winners"]),
        stats.ranks(keys),
        times,
    )


def cell_tasks(
    lineup: Sequence[str], players: int, variant: str, games: int, seed: int, iterations: int
) -> list[Task]:
    """``games`` rounded up to whole deals of ``players`` rotations."""
    deals = max(1, math.ceil(games / players))
    tasks: list[Task] = []
    for deal in range(deals):
        for rotation in range(players):
            seats = stats.rotated(lineup, rotation)
            positions = tuple((s + rotation) % players for s in range(players))
            tasks.append(
                Task("cell", players, variant, seed + deal, tuple(seats), positions, iterations)
            )
    return tasks


# --------------------------------------------------------------------------------------------
# Summaries


@dataclass
class Report:
    text: str
    two_player_rate: tuple[float, float, float] | None
    four_player_best: bool | None


def report(
    cells: dict[tuple[int, str], list[GameOutcome]],
    h2h: dict[tuple[str, str], list[GameOutcome]],
    lineup: Sequence[str],
    iterations: int,
    elapsed: float,
    command: str,
    jobs: int,
) -> Report:
    all_outcomes = [o for group in (*cells.values(), *h2h.values()) for o in group]
    strong_times = [t for o in all_outcomes for t in o.strong_seconds]
    lines = stats.report_head(
        "Hadara agent tournament", command, len(all_outcomes), f"{elapsed:.0f} s", jobs
    )
    add = lines.append
    add(
        "- **Agents.** `random` plays a uniformly random legal action. `heuristic` values every "
        "legal action with a hand-made estimate and takes the best; it is the AI that moves "
        "for absent players. `strong` is a determinized Monte Carlo search: for each decision "
        "it samples the hidden information consistently with its own view, plays the most "
        "promising actions (by the heuristic's ranking) to the end of the game with heuristic "
        "players in every seat, and keeps the best by successive halving; here with "
        f"{iterations} playouts per decision."
    )
    add(
        "- **Tables.** For 2–5 players and both variants, seats are filled from the line-up "
        f"`{','.join(lineup)}` in order (a short line-up repeats its last name). Each game seed "
        "is played once per rotation of the line-up around the table, so every agent sits in "
        "every seat equally often and all of them get the same cards."
    )
    add(
        "- **Head-to-head.** Two-player matches between the first agent of the line-up and each "
        "other agent, alternating the variant from deal to deal, both seatings per seed."
    )
    add("")
    add("## How to read the figures")
    add("")
    add(
        "- *Win rate* counts a shared win as a fraction (two winners after the tie-break get ½ "
        "each). The bracket is the 95 % **Wilson score interval**; it stays inside 0–100 % and "
        "is sound for small samples."
    )
    add(
        "- *Average rank*: 1 is first place, *n* last; seats that end level share the average "
        "of their places. The bracket is a 95 % normal-approximation interval "
        "(mean ± 1.96·s/√n)."
    )
    add(
        "- When an agent holds several seats (`×k`), its figures pool all its seat-games; those "
        "share tables, so the interval is somewhat optimistic. A fair win rate at *n* players "
        "is 1/*n*, a fair average rank (*n* + 1)/2."
    )
    add("")
    if strong_times:
        mean = statistics.fmean(strong_times)
        add(
            f"Strong agent speed at {iterations} playouts per decision: mean "
            f"**{mean:.3f} s**, p95 **{stats.p95(strong_times):.3f} s** "
            "per searched decision "
            f"({len(strong_times)} decisions with more than one legal action; one core each)."
        )
        add("")
    add("## Results by table")
    add("")
    add("| players | variant | games | agent | win rate | 95 % CI | avg rank (95 % CI) | score |")
    add("|---|---|---|---|---|---|---|---|")
    four_best: bool | None = None
    for (players, variant), outcomes in sorted(cells.items()):
        summary = stats.summarize(outcomes)
        rank_means = {name: line.rank()[0] for name, line in summary.items()}
        for name, line in summary.items():
            rate, low, high = line.win_rate()
            rank, rlow, rhigh = line.rank()
            label = name if line.copies == 1 else f"{name} ×{line.copies}"
            add(
                f"| {players} | {variant} | {len(outcomes)} | {label} | {stats.pct(rate)} "
                f"| {stats.interval_pct(low, high)} | {rank:.2f} ({rlow:.2f}–{rhigh:.2f}) "
                f"| {statistics.fmean(line.scores):.1f} |"
            )
        if players == 4 and "strong" in rank_means:
            best = min(rank_means.values()) == rank_means["strong"]
            four_best = best if four_best is None else four_best and best
    add("")
    two_rate: tuple[float, float, float] | None = None
    if h2h:
        add("## Head-to-head, two players")
        add("")
        add("| match | games | win rate of the first | 95 % CI | mean margin (points) |")
        add("|---|---|---|---|---|")
        for (a, b), outcomes in h2h.items():
            summary = stats.summarize(outcomes)
            rate, low, high = summary[a].win_rate()
            margins = [
                o.totals[seat] - o.totals[1 - seat]
                for o in outcomes
                for seat, name in enumerate(o.task.seats)
                if name == a
            ]
            add(
                f"| {a} vs {b} | {len(outcomes)} | {stats.pct(rate)} "
                f"| {stats.interval_pct(low, high)} "
                f"| {statistics.fmean(margins):+.1f} |"
            )
        add("")
    # Every two-player game between strong and heuristic: head-to-head and two-player tables.
    duels = [o for o in all_outcomes if o.task.players == 2 and set(o.task.seats) == DUEL]
    if duels:
        strong_line = stats.summarize(duels)["strong"]
        two_rate = strong_line.win_rate()
    add("## Acceptance")
    add("")
    if two_rate is not None:
        rate, low, high = two_rate
        verdict = (
            "met"
            if low >= TARGET_TWO_PLAYER_WIN_RATE
            else (
                "met by the estimate, not by the whole interval"
                if rate >= TARGET_TWO_PLAYER_WIN_RATE
                else "NOT met"
            )
        )
        add(
            f"- Strong beats heuristic in at least 60 % of two-player games: {stats.pct(rate)} "
            f"of all {len(duels)} two-player games between them (tables and head-to-head; "
            f"95 % CI {stats.interval_pct(low, high)}) — {verdict}."
        )
    if four_best is not None:
        add(
            "- Strong has the best average rank in four-player games (both variants): "
            f"{'met' if four_best else 'NOT met'}."
        )
    add("")
    return Report("\n".join(lines), two_rate, four_best)


# --------------------------------------------------------------------------------------------
# Running


def run(
    games: int,
    h2h_games: int,
    seed: int,
    iterations: int,
    lineup_names: Sequence[str],
    jobs: int,
    command: str,
    player_counts: Sequence[int] = PLAYER_COUNTS,
    raw: Path | None = None,
) -> Report:
    """Play every cell and head-to-head pair and report; ``raw`` also keeps every game's
    outcome, one JSON object per line (``python -m bot.ratings import-tournament`` reads it)."""
    ROSTER.check(lineup_names)
    start = time.perf_counter()
    tasks: list[Task] = []
    for players in player_counts:
        for v, variant in enumerate(VARIANTS):
            lineup = stats.lineup_for(lineup_names, players)
            cell_seed = seed + 100_000 * players + 10_000 * v
            tasks.extend(cell_tasks(lineup, players, variant, games, cell_seed, iterations))
    first = lineup_names[0]
    pairs = [(first, other) for other in AGENTS if other != first] if h2h_games > 0 else []
    for k, (a, b) in enumerate(pairs):
        deals = max(1, math.ceil(h2h_games / 2))
        for deal in range(deals):
            variant = VARIANTS[deal % len(VARIANTS)]
            game_seed = seed + 1_000_000 * (k + 1) + deal
            for rotation in range(2):
                seats = tuple(stats.rotated([a, b], rotation))
                positions = tuple((s + rotation) % 2 for s in range(2))
                tasks.append(Task("h2h", 2, variant, game_seed, seats, positions, iterations))
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            outcomes = list(pool.imap(play_task, tasks, chunksize=1))
    else:
        outcomes = [play_task(t) for t in tasks]
    if raw is not None:
        with raw.open("w", encoding="utf-8") as out:
            for o in outcomes:
                out.write(json.dumps(asdict(o), separators=(",", ":")) + "\n")
    cells: dict[tuple[int, str], list[GameOutcome]] = {}
    h2h: dict[tuple[str, str], list[GameOutcome]] = {pair: [] for pair in pairs}
    for outcome in outcomes:
        t = outcome.task
        if t.section == "cell":
            cells.setdefault((t.players, t.variant), []).append(outcome)
        else:
            pair = (first, next(n for n in t.seats if n != first))
            h2h[pair].append(outcome)
    return report(cells, h2h, lineup_names, iterations, time.perf_counter() - start, command, jobs)
