"""Through the Ages agent tournament and balance report, as Markdown.

``python -m rules.tta tournament`` plays *line-ups* (``--lineups strong,heuristic
heuristic,random``: the first agent in one seat, the last name repeated in the others) at every
table size (``--players``) and version (``--variants``). Games come in *deals*: one game seed is
played once per rotation of the line-up around the table, so every agent sits in every seat
equally often and all of them get the same cards. ``--seat-games`` more games per table with
the heuristic agent in every seat measure the seats themselves.

Reported, each with a 95 % interval:

* per line-up, table size and agent: win rate (a shared win counts as a fraction; Wilson
  interval), average place (1 first; shared places averaged; mean ± 1.96·s/√n) and mean score;
* the first agent's place against the mean place of the others in the same game (a paired
  difference: below 0 the first agent does better);
* win rate by seat against the fair share 1/n (a seat *fails* only when its whole interval
  lies above 1.5× the fair share, and is marked *watch* when only the estimate does);
* how games end: rounds, winning score and margin, last nation standing, and per game the wars
  and aggressions declared and won, uprisings, famines, pacts, colonies and resignations;
  also per agent, to show each one's style;
* the strong agent's seconds per searched decision.

Every game has fixed seeds, so the figures do not depend on ``--jobs``.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rules.tools.stats import (
    AgentLine,
    interval_pct,
    lineup_for,
    mean_interval,
    p95,
    pct,
    ranks,
    report_head,
    rotated,
    search_agent,
    wilson_interval,
    win_shares,
)
from rules.tools.stats import (
    summarize as stats_summarize,
)
from rules.tta import catalog, engine, scoring
from rules.tta.actions import Action
from rules.tta.agents import AGENTS, make_agent
from rules.tta.agents.strong import StrongAgent
from rules.tta.options import VARIANTS
from rules.tta.playout import Agent
from rules.tta.state import TtaState

PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4)
DEFAULT_LINEUPS: tuple[tuple[str, ...], ...] = (("strong", "heuristic"), ("heuristic", "random"))
TARGET_TWO_PLAYER_WIN_RATE = 0.6  # strong against heuristic, two-player advanced game
MAX_SEAT_RATIO = 1.5  # no seat wins more than 1.5× its fair share
PASS, WATCH, FAIL = "pass", "watch", "FAIL"

# What is counted per seat, from the engine's events (the keys of GameOutcome.counts).
COUNTED: tuple[str, ...] = (
    "war",
    "war_won",
    "aggression",
    "aggression_won",
    "uprising",
    "famine",
    "pact",
    "colony",
    "resigned",
)


# --------------------------------------------------------------------------------------------
# Playing


@dataclass(frozen=True)
class Task:
    """One game: which table, which agents in which seats, with which seed."""

    section: str  # "lineup" (a line-up rotating around the table) or "seats" (one agent)
    lineup: tuple[str, ...]  # the line-up as named (first agent, then the others)
    players: int
    variant: str
    seed: int
    seats: tuple[str, ...]  # agent per seat
    iterations: int

    @property
    def label(self) -> str:
        return ",".join(self.lineup)

    @property
    def cost(self) -> int:
        """A rough cost to start the slow games first (strong seats search)."""
        return sum(1 for s in self.seats if s == "strong") * self.players * 10 + self.players


@dataclass
class GameOutcome:
    task: Task
    totals: list[int]
    shares: list[float]
    places: list[float]
    rounds: int
    actions: int
    last_standing: bool  # ended because every other nation resigned (T-18.3)
    counts: list[dict[str, int]]  # per seat, keys from COUNTED
    strong_seconds: list[float] = field(default_factory=list)  # per searched decision


def count_event(
    counts: list[Counter[str]], kind: str, seat: int | None, data: dict[str, Any]
) -> None:
    """Add one engine event to the per-seat counters (see COUNTED)."""
    if kind == "war_result":
        winner = int(data.get("winner", -1))
        if seat is not None and winner == seat:
            counts[seat]["war_won"] += 1
        return
    if kind == "aggression_result":
        if seat is not None and int(data.get("success", 0)):
            counts[seat]["aggression_won"] += 1
        return
    if seat is None:
        return
    if kind in ("war", "aggression", "uprising", "pact", "colony"):
        counts[seat][kind] += 1
    elif kind == "maintenance" and data.get("famine"):
        counts[seat]["famine"] += 1
    elif kind == "resign":
        counts[seat]["resigned"] += 1


def agent_for(name: str, seed: int, iterations: int) -> Agent:
    return search_agent(make_agent, name, seed, iterations)


def play_task(task: Task) -> GameOutcome:
    cat = catalog.load()
    state, _ = engine.new_game(cat, task.players, {"variant": task.variant}, task.seed)
    agents = [agent_for(n, task.seed * 31 + s, task.iterations) for s, n in enumerate(task.seats)]
    counts: list[Counter[str]] = [Counter() for _ in range(task.players)]
    times: list[float] = []
    actions = 0
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        agent = agents[seat]
        start = time.perf_counter()
        action: Action = agent.choose(state, seat)
        if isinstance(agent, StrongAgent) and agent.searched:
            times.append(time.perf_counter() - start)
        if action.kind == "undo":  # no agent takes moves back; counted events would lie
            raise RuntimeError(f"agent {agent.name} took a move back")
        for event in engine.apply(cat, state, seat, action):
            count_event(counts, event.kind, event.seat, dict(event.data))
        actions += 1
    return outcome_of(task, state, counts, actions, times)


def outcome_of(
    task: Task,
    state: TtaState,
    counts: Sequence[Counter[str]],
    actions: int,
    times: list[float],
) -> GameOutcome:
    result = scoring.result(state)
    # Resigned nations rank last, a later resignation above an earlier one (as the result).
    keys = [
        (
            0 if state.players[s.seat].resigned else 1,
            state.players[s.seat].resigned,
            s.total,
            s.tiebreak,
        )
        for s in result.scores
    ]
    standing = sum(1 for p in state.players if not p.resigned)
    return GameOutcome(
        task,
        [s.total for s in result.scores],
        win_shares(task.players, result.winners),
        ranks(keys),
        state.round,
        actions,
        standing == 1 and task.players > 1,
        [{k: c[k] for k in COUNTED} for c in counts],
        times,
    )


def lineup_tasks(
    lineup: Sequence[str], players: int, variant: str, games: int, seed: int, iterations: int
) -> list[Task]:
    """``games`` rounded up to whole deals of ``players`` rotations of the line-up."""
    seats_lineup = lineup_for(lineup, players)
    out: list[Task] = []
    for deal in range(max(1, math.ceil(games / players))):
        for rotation in range(players):
            seats = tuple(rotated(seats_lineup, rotation))
            out.append(
                Task("lineup", tuple(lineup), players, variant, seed + deal, seats, iterations)
            )
    return out


def seat_tasks(agent: str, players: int, variant: str, games: int, seed: int) -> list[Task]:
    return [
        Task("seats", (agent,), players, variant, seed + g, (agent,) * players, 0)
        for g in range(games)
    ]


def play_all(
    tasks: Sequence[Task], jobs: int, progress: Callable[[str], None] | None = None
) -> list[GameOutcome]:
    """Every task, slow ones first, over ``jobs`` processes; results in task order."""
    order = sorted(range(len(tasks)), key=lambda i: -tasks[i].cost)
    done: dict[int, GameOutcome] = {}
    start = time.perf_counter()

    def note(k: int) -> None:
        if progress is not None and (k % 10 == 0 or k == len(tasks)):
            progress(f"{k}/{len(tasks)} games, {time.perf_counter() - start:.0f} s")

    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.imap(play_task, [tasks[i] for i in order], chunksize=1)
            for k, (i, outcome) in enumerate(zip(order, results, strict=True), 1):
                done[i] = outcome
                note(k)
    else:
        for k, i in enumerate(order, 1):
            done[i] = play_task(tasks[i])
            note(k)
    return [done[i] for i in range(len(tasks))]


# --------------------------------------------------------------------------------------------
# Summaries


def summarize(outcomes: Sequence[GameOutcome]) -> dict[str, AgentLine]:
    """Per agent name: every seat-game it played (an agent with several seats pools them)."""
    return stats_summarize((o.task.seats, o.shares, o.places, o.totals) for o in outcomes)


def place_gaps(outcomes: Sequence[GameOutcome]) -> list[float]:
    """Per game: the first agent's place minus the mean place of the other seats."""
    out: list[float] = []
    for o in outcomes:
        first = o.task.lineup[0]
        mine = [o.places[s] for s, n in enumerate(o.task.seats) if n == first]
        others = [o.places[s] for s, n in enumerate(o.task.seats) if n != first]
        if len(mine) == 1 and others:
            out.append(mine[0] - statistics.fmean(others))
    return out


def seat_verdict(wins: float, trials: int, fair: float) -> str:
    rate = wins / trials
    low, _ = wilson_interval(wins, trials)
    limit = MAX_SEAT_RATIO * fair
    if low > limit:
        return FAIL
    return WATCH if rate > limit else PASS


def seat_rates(outcomes: Sequence[GameOutcome]) -> list[tuple[float, int]]:
    """(wins, games) per seat."""
    players = outcomes[0].task.players
    return [(sum(o.shares[s] for o in outcomes), len(outcomes)) for s in range(players)]


def _cells(outcomes: Sequence[GameOutcome]) -> dict[tuple[str, int, str], list[GameOutcome]]:
    cells: dict[tuple[str, int, str], list[GameOutcome]] = {}
    for o in outcomes:
        key = (o.task.label, o.task.players, o.task.variant)
        cells.setdefault(key, []).append(o)
    return cells


def _per_game(outcomes: Sequence[GameOutcome], key: str) -> float:
    return sum(sum(c[key] for c in o.counts) for o in outcomes) / len(outcomes)


def _ratio(part: int, whole: int) -> str:
    return "–" if whole == 0 else pct(part / whole)


@dataclass
class Report:
    text: str
    two_player_rate: tuple[float, float, float] | None  # strong vs heuristic, advanced
    strong_better_everywhere: bool | None
    seat_verdicts: dict[str, str]


def report(
    outcomes: Sequence[GameOutcome],
    iterations: int,
    elapsed: float,
    command: str,
    jobs: int,
) -> Report:
    lineup_games = [o for o in outcomes if o.task.section == "lineup"]
    seat_games = [o for o in outcomes if o.task.section == "seats"]
    strong_times = [t for o in outcomes for t in o.strong_seconds]
    lines = report_head(
        "Through the Ages agent tournament and balance report",
        command,
        len(outcomes),
        f"{elapsed / 60:.0f} min",
        jobs,
    )
    add = lines.append
    add(
        "- **Agents** (the bot's three levels). `random` (*easy*) plays a uniformly random "
        "legal action. `heuristic` (*normal*) plans its turn with hand-made values; it also "
        "moves for absent players. `strong` searches: for each decision it samples what its "
        "seat cannot see (deck orders, other nations' military hands, dealt with as many "
        "Defense cards as players keep), plays its three best candidates to the end of the "
        "game with heuristic players in every seat, and leaves the heuristic's choice only "
        "for a candidate clearly better by final place; here with "
        f"{iterations} samples per decision."
    )
    add(
        "- **Line-ups.** `a,b` seats one `a` and fills the other seats with `b`. Each game "
        "seed is played once per rotation of the line-up around the table, so every agent sits "
        "in every seat equally often and all of them get the same cards."
    )
    if seat_games:
        add(
            "- **Seats.** Separate games with the same agent in every seat measure the seats "
            "themselves."
        )
    add("")
    add("## How to read the figures")
    add("")
    add(
        "- *Win rate* counts a shared win as a fraction. The bracket is the 95 % **Wilson "
        "score interval**, sound for small samples. A fair win rate at *n* players is 1/*n*."
    )
    add(
        "- *Place*: 1 is first, *n* last; level seats share the average of their places; a "
        "resigned nation is last. The bracket is mean ± 1.96·s/√n. A fair place is (*n*+1)/2."
    )
    add(
        "- *Place gap*: in each game, the first agent's place minus the mean place of the "
        "others. Below 0 the first agent does better; when the whole interval is below 0 the "
        "difference is not chance."
    )
    add(
        "- When an agent holds several seats (`×k`), its figures pool all its seat-games; those "
        "share tables, so their interval is somewhat optimistic."
    )
    add("")
    if strong_times:
        add(
            f"Strong agent at {iterations} samples per decision: mean "
            f"**{statistics.fmean(strong_times):.2f} s**, p95 **{p95(strong_times):.2f} s** "
            f"per searched decision ({len(strong_times)} decisions with a choice; one core "
            "each, with the other games running beside it). The bot searches for a time "
            "budget instead (`AI_TIME_BUDGET_SECONDS`, 1 s by default)."
        )
        add("")

    cells = _cells(lineup_games)
    add("## Results by line-up and table")
    add("")
    add(
        "| line-up | players | version | games | agent | win rate | 95 % CI "
        "| place (95 % CI) | score |"
    )
    add("|---|---|---|---|---|---|---|---|---|")
    for (label, players, variant), group in sorted(cells.items(), key=_cell_order):
        for name, line in summarize(group).items():
            rate, low, high = line.win_rate()
            place, plow, phigh = mean_interval(line.places)
            tag = name if line.copies == 1 else f"{name} ×{line.copies}"
            add(
                f"| {label} | {players} | {variant} | {len(group)} | {tag} | {pct(rate)} "
                f"| {interval_pct(low, high)} | {place:.2f} ({plow:.2f}–{phigh:.2f}) "
                f"| {statistics.fmean(line.scores):.1f} |"
            )
    add("")
    add("### Place gap of the first agent")
    add("")
    add("| line-up | players | version | games | gap (95 % CI) | better? |")
    add("|---|---|---|---|---|---|")
    better_everywhere: bool | None = None
    for (label, players, variant), group in sorted(cells.items(), key=_cell_order):
        gaps = place_gaps(group)
        if not gaps:
            continue
        gap, glow, ghigh = mean_interval(gaps)
        if ghigh < 0:
            word = "yes"
        elif gap < 0:
            word = "by the estimate, not the whole interval"
        else:
            word = "NO"
        add(
            f"| {label} | {players} | {variant} | {len(group)} | {gap:+.2f} "
            f"({glow:+.2f} to {ghigh:+.2f}) | {word} |"
        )
        if label == "strong,heuristic":
            ok = gap < 0
            better_everywhere = ok if better_everywhere is None else better_everywhere and ok
    add("")

    add("## Seats")
    add("")
    add(
        f"Win rate by seat (seat 1 starts) against the fair share; a seat must not win more "
        f"than {MAX_SEAT_RATIO}× its fair share. In the line-up games every agent sits in every "
        "seat equally often, so these rates measure the seat, not the agent."
    )
    add("")
    add("| games of | players | version | games | win rate by seat (95 % CI) | fair | verdict |")
    add("|---|---|---|---|---|---|---|")
    verdicts: dict[str, str] = {}
    seat_cells = dict(cells)
    for key, group in _cells(seat_games).items():
        seat_cells[(f"{key[0]} only", key[1], key[2])] = group
    for (label, players, variant), group in sorted(seat_cells.items(), key=_cell_order):
        fair = 1 / players
        parts: list[str] = []
        worst = PASS
        for seat, (wins, n) in enumerate(seat_rates(group)):
            low, high = wilson_interval(wins, n)
            parts.append(f"{seat + 1}: {pct(wins / n)} ({interval_pct(low, high)})")
            v = seat_verdict(wins, n, fair)
            worst = v if (v == FAIL or (v == WATCH and worst == PASS)) else worst
        verdicts[f"{label}/{players}/{variant}"] = worst
        add(
            f"| {label} | {players} | {variant} | {len(group)} | {'; '.join(parts)} "
            f"| {pct(fair)} | {worst} |"
        )
    add("")

    add("## How games end")
    add("")
    add(
        "Per table: rounds played; the winner's score and lead over the second; games won by "
        "the last nation standing; then per game: wars declared (and the share the attacker "
        "won), aggressions (and the share that succeeded), uprisings, turns with famine, pacts "
        "made, colonies taken, resignations."
    )
    add("")
    add(
        "| games of | players | version | games | rounds | winning score | lead "
        "| last standing | wars (won) | aggressions (won) | uprisings | famines | pacts "
        "| colonies | resignations |"
    )
    add("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for (label, players, variant), group in sorted(seat_cells.items(), key=_cell_order):
        rounds = [o.rounds for o in group]
        win_scores = [max(o.totals[s] for s, w in enumerate(o.shares) if w) for o in group]
        leads = [sorted(o.totals)[-1] - sorted(o.totals)[-2] for o in group]
        wars = sum(sum(c["war"] for c in o.counts) for o in group)
        wars_won = sum(sum(c["war_won"] for c in o.counts) for o in group)
        aggs = sum(sum(c["aggression"] for c in o.counts) for o in group)
        aggs_won = sum(sum(c["aggression_won"] for c in o.counts) for o in group)
        add(
            f"| {label} | {players} | {variant} | {len(group)} "
            f"| {statistics.fmean(rounds):.1f} ({min(rounds)}–{max(rounds)}) "
            f"| {statistics.fmean(win_scores):.0f} | {statistics.fmean(leads):.0f} "
            f"| {sum(o.last_standing for o in group)} "
            f"| {wars / len(group):.2f} ({_ratio(wars_won, wars)}) "
            f"| {aggs / len(group):.2f} ({_ratio(aggs_won, aggs)}) "
            f"| {_per_game(group, 'uprising'):.2f} | {_per_game(group, 'famine'):.2f} "
            f"| {_per_game(group, 'pact'):.2f} | {_per_game(group, 'colony'):.2f} "
            f"| {_per_game(group, 'resigned'):.2f} |"
        )
    add("")
    add("### Style per agent (per seat and game)")
    add("")
    add("| agent | seat-games | wars | aggressions | uprisings | famines | colonies |")
    add("|---|---|---|---|---|---|---|")
    style: dict[str, list[dict[str, int]]] = {}
    for o in outcomes:
        for seat, name in enumerate(o.task.seats):
            style.setdefault(name, []).append(o.counts[seat])
    for name, rows in style.items():
        cols = " | ".join(
            f"{statistics.fmean(r[k] for r in rows):.2f}"
            for k in ("war", "aggression", "uprising", "famine", "colony")
        )
        add(f"| {name} | {len(rows)} | {cols} |")
    add("")

    add("## Acceptance")
    add("")
    duels = [
        o
        for o in lineup_games
        if o.task.players == 2
        and o.task.variant == "advanced"
        and o.task.label == "strong,heuristic"
    ]
    two_rate: tuple[float, float, float] | None = None
    if duels:
        two_rate = summarize(duels)["strong"].win_rate()
        rate, low, high = two_rate
        if low >= TARGET_TWO_PLAYER_WIN_RATE:
            verdict = "met"
        elif rate >= TARGET_TWO_PLAYER_WIN_RATE:
            verdict = "met by the estimate, not by the whole interval"
        else:
            verdict = "NOT met"
        add(
            f"- Strong beats heuristic in at least 60 % of two-player advanced games: "
            f"{pct(rate)} of {len(duels)} (95 % CI {interval_pct(low, high)}) — {verdict}."
        )
    if better_everywhere is not None:
        add(
            "- Strong places better than the heuristic at every table size played (mean place "
            f"gap below 0): {'met' if better_everywhere else 'NOT met'}."
        )
    if verdicts:
        failed = [k for k, v in verdicts.items() if v == FAIL]
        watched = [k for k, v in verdicts.items() if v == WATCH]
        text = "met" if not failed else f"NOT met at {', '.join(failed)}"
        if watched:
            text += f" (watch: {', '.join(watched)})"
        add(f"- No seat wins more than {MAX_SEAT_RATIO}× its fair share: {text}.")
    add("")
    return Report("\n".join(lines), two_rate, better_everywhere, verdicts)


def _cell_order(item: tuple[tuple[str, int, str], list[GameOutcome]]) -> tuple[str, int, int]:
    (label, players, variant), _ = item
    return label, players, VARIANTS.index(variant)


# --------------------------------------------------------------------------------------------
# Running


def run(
    *,
    lineups: Sequence[Sequence[str]] = DEFAULT_LINEUPS,
    player_counts: Sequence[int] = PLAYER_COUNTS,
    variants: Sequence[str] = ("advanced",),
    games: int = 12,
    seat_games: int = 0,
    seed: int = 1,
    iterations: int = 4,
    jobs: int = 1,
    command: str = "python -m rules.tta tournament",
    progress: Callable[[str], None] | None = None,
    raw: Path | None = None,
) -> Report:
    """Play every table and report; ``raw`` also keeps every game's outcome (JSON lines)."""
    for lineup in lineups:
        for name in lineup:
            if name not in AGENTS:
                raise ValueError(f"unknown agent {name!r}; choose from {', '.join(AGENTS)}")
    for variant in variants:
        if variant not in VARIANTS:
            raise ValueError(f"unknown version {variant!r}; choose from {', '.join(VARIANTS)}")
    start = time.perf_counter()
    tasks: list[Task] = []
    for players in player_counts:
        for variant in variants:
            cell_seed = seed + 100_000 * players + 10_000 * VARIANTS.index(variant)
            for lineup in lineups:
                tasks.extend(lineup_tasks(lineup, players, variant, games, cell_seed, iterations))
            if seat_games > 0:
                tasks.extend(seat_tasks("heuristic", players, variant, seat_games, cell_seed))
    outcomes = play_all(tasks, jobs, progress)
    if raw is not None:
        save_outcomes(outcomes, raw)
    return report(outcomes, iterations, time.perf_counter() - start, command, jobs)


def save_outcomes(outcomes: Sequence[GameOutcome], path: Path) -> None:
    """Every game's outcome, one JSON object per line (to redraw the report later)."""
    with path.open("w", encoding="utf-8") as out:
        for o in outcomes:
            out.write(json.dumps(asdict(o), separators=(",", ":")) + "\n")


def load_outcomes(path: Path) -> list[GameOutcome]:
    outcomes: list[GameOutcome] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        raw = json.loads(line)
        t = raw["task"]
        task = Task(
            str(t["section"]),
            tuple(t["lineup"]),
            int(t["players"]),
            str(t["variant"]),
            int(t["seed"]),
            tuple(t["seats"]),
            int(t["iterations"]),
        )
        outcomes.append(
            GameOutcome(
                task,
                [int(x) for x in raw["totals"]],
                [float(x) for x in raw["shares"]],
                [float(x) for x in raw["places"]],
                int(raw["rounds"]),
                int(raw["actions"]),
                bool(raw["last_standing"]),
                [{k: int(v) for k, v in c.items()} for c in raw["counts"]],
                [float(x) for x in raw["strong_seconds"]],
            )
        )
    return outcomes


def stderr_progress(text: str) -> None:
    print(text, file=sys.stderr, flush=True)
