"""Balance report: many agent games over every player count and variant, as Markdown.

``python -m rules.hadara balance --games 250 --out docs/balance.md`` plays ``games`` games for
each of 2–5 players × basic/advanced, every seat moved by the same kind of agent (``--agent``;
``strong`` searches ``--iterations`` playouts per decision), spread over ``--jobs`` worker
processes. Every game has fixed seeds, so the figures do not depend on the number of workers.

The report gives, each with its criterion and a pass/fail verdict:

* the winning-score distribution (the mean must lie in :data:`WIN_SCORE_RANGE`);
* win rates by seat and by initiative rank against the fair share;
* win rates by *main colour* (the card colour a player ends the game holding most of);
* each scoring category's share of all points and of winners' points, and how often the
  category's leader wins the game.

Win rates count a shared win as a fraction (two winners get ½ each). Small samples are not
over-read: a win rate only *fails* when the lower end of its 95 % Wilson interval is beyond the
limit; an estimate beyond the limit whose interval still reaches back inside it is marked
*watch*.
"""

from __future__ import annotations

import multiprocessing
import statistics
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rules.hadara import scoring
from rules.hadara.agents import make_agent
from rules.hadara.data import COLORS
from rules.hadara.engine import VARIANTS, initiative_ranks
from rules.hadara.playout import Agent, play
from rules.tools.stats import wilson_interval

PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5)

# ---- criteria (justified in docs/balance.md) ---------------------------------------------------
MAX_SHARE_RATIO = 1.5  # no seat, initiative rank or main colour wins more than 1.5× fair share
MIN_COLOUR_SAMPLES = 20  # main colours held by fewer players are reported, not judged
MAX_WINNER_POINT_SHARE = 0.40  # no category supplies more than 40 % of winners' points
MAX_LEADER_LIFT = 0.6  # a category's leader wins at most fair + 0.6 × (1 − fair) of games
WIN_SCORE_RANGE = (120, 220)  # mean winning score

MIXED = "mixed"  # main colour of a player whose largest colour count is shared

PASS, WATCH, FAIL, UNJUDGED = "pass", "watch", "FAIL", "too few"


# --------------------------------------------------------------------------------------------
# Playing


@dataclass(frozen=True)
class GameStats:
    """What the report needs from one finished game."""

    players: int
    variant: str
    seed: int
    totals: tuple[int, ...]
    categories: tuple[Mapping[str, int], ...]  # per seat
    winners: tuple[int, ...]
    by_initiative: tuple[int, ...]  # seats from the lowest initiative to the highest
    colour_counts: tuple[Mapping[str, int], ...]  # per seat: cards held of each colour


@dataclass(frozen=True)
class Task:
    players: int
    variant: str
    seed: int
    agent: str
    iterations: int


def make_agents(task: Task) -> list[Agent]:
    agents: list[Agent] = []
    for seat in range(task.players):
        agent_seed = task.seed * 11 + seat
        if task.agent == "strong":
            agents.append(make_agent("strong", agent_seed, iterations=task.iterations))
        else:
            agents.append(make_agent(task.agent, agent_seed))
    return agents


def play_game(task: Task) -> GameStats:
    state, _ = play(task.players, task.variant, task.seed, make_agents(task))
    result = scoring.score(state)
    counts: list[dict[str, int]] = []
    for p in state.players:
        held = dict.fromkeys(COLORS, 0)
        for cid in p.cards:
            held[state.data.cards[cid].color] += 1
        counts.append(held)
    return GameStats(
        players=task.players,
        variant=task.variant,
        seed=task.seed,
        totals=tuple(s.total for s in result.scores),
        categories=tuple(dict(s.categories) for s in result.scores),
        winners=tuple(result.winners),
        by_initiative=tuple(initiative_ranks(state)),
        colour_counts=tuple(counts),
    )


def tasks_for(
    player_counts: Sequence[int], games: int, seed: int, agent: str, iterations: int
) -> list[Task]:
    """Game ``g`` of every cell uses seed ``seed + g`` (as the first heuristic report did)."""
    return [
        Task(players, variant, seed + g, agent, iterations)
        for players in player_counts
        for variant in VARIANTS
        for g in range(games)
    ]


def play_all(tasks: Sequence[Task], jobs: int) -> list[GameStats]:
    """Results in task order, whatever the number of worker processes."""
    if jobs > 1 and len(tasks) > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            return list(pool.imap(play_game, tasks, chunksize=1))
    return [play_game(t) for t in tasks]


# --------------------------------------------------------------------------------------------
# Statistics


def win_share(game: GameStats, seat: int) -> float:
    """1/k for each of k winners, else 0."""
    return 1 / len(game.winners) if seat in game.winners else 0.0


def main_colour(counts: Mapping[str, int]) -> str:
    """The colour of which the player holds most cards; :data:`MIXED` when the largest count is
    shared by two or more colours (or the player holds no cards at all)."""
    best = max(counts.values(), default=0)
    top = [c for c, n in counts.items() if n == best]
    if best == 0 or len(top) != 1:
        return MIXED
    return top[0]


def leaders(game: GameStats, category: str) -> tuple[int, ...]:
    """Seats with the most points in ``category``; none when nobody scored in it."""
    points = [c[category] for c in game.categories]
    best = max(points)
    if best <= 0:
        return ()
    return tuple(s for s, p in enumerate(points) if p == best)


def leader_win(game: GameStats, category: str) -> float | None:
    """How much of the game's win went to the category's leader: the win shares of the leading
    seats, averaged over them when the lead is shared. ``None`` when nobody scored in it."""
    lead = leaders(game, category)
    if not lead:
        return None
    return sum(win_share(game, s) for s in lead) / len(lead)


def lift(rate: float, fair: float) -> float:
    """Where ``rate`` lies between no association (``fair``: 0) and certainty (1: 1)."""
    return (rate - fair) / (1 - fair)


def verdict(wins: float, trials: int, limit: float, min_trials: int = 1) -> str:
    """:data:`FAIL` if the 95 % Wilson interval lies wholly above ``limit``, :data:`WATCH` if
    only the estimate does, :data:`UNJUDGED` below ``min_trials`` observations, else
    :data:`PASS`."""
    if trials < max(1, min_trials):
        return UNJUDGED
    low, _ = wilson_interval(wins, trials)
    if low > limit:
        return FAIL
    if wins / trials > limit:
        return WATCH
    return PASS


@dataclass
class Rate:
    """A win rate with its sample size, fair share and verdict."""

    wins: float
    trials: int
    fair: float
    verdict: str

    @property
    def rate(self) -> float:
        return self.wins / self.trials if self.trials else 0.0

    @property
    def ratio(self) -> float:
        return self.rate / self.fair

    def text(self) -> str:
        if not self.trials:
            return "–"
        low, high = wilson_interval(self.wins, self.trials)
        return f"{_pct(self.rate)} ({100 * low:.0f}–{100 * high:.0f} %)"


def seat_rates(games: Sequence[GameStats]) -> tuple[list[Rate], list[Rate]]:
    """Win rate per seat and per initiative rank (index 0 = lowest initiative)."""
    n = games[0].players
    fair = 1 / n
    limit = MAX_SHARE_RATIO * fair
    by_seat = [0.0] * n
    by_rank = [0.0] * n
    for g in games:
        for seat in range(n):
            by_seat[seat] += win_share(g, seat)
        for rank, seat in enumerate(g.by_initiative):
            by_rank[rank] += win_share(g, seat)
    total = len(games)
    return (
        [Rate(w, total, fair, verdict(w, total, limit)) for w in by_seat],
        [Rate(w, total, fair, verdict(w, total, limit)) for w in by_rank],
    )


def colour_rates(games: Sequence[GameStats]) -> dict[str, Rate]:
    """Win rate of the players of each main colour (games of one player count)."""
    n = games[0].players
    fair = 1 / n
    wins: dict[str, float] = {c: 0.0 for c in (*COLORS, MIXED)}
    seen: dict[str, int] = dict.fromkeys(wins, 0)
    for g in games:
        for seat, counts in enumerate(g.colour_counts):
            colour = main_colour(counts)
            seen[colour] += 1
            wins[colour] += win_share(g, seat)
    out: dict[str, Rate] = {}
    for colour, w in wins.items():
        # "mixed" is no specialisation: reported for completeness, never judged.
        floor = MIN_COLOUR_SAMPLES if colour != MIXED else 10**9
        out[colour] = Rate(w, seen[colour], fair, "")
        out[colour].verdict = verdict(w, seen[colour], MAX_SHARE_RATIO * fair, floor)
    return out


@dataclass
class CategoryStats:
    all_share: dict[str, float]  # share of all points scored
    winner_share: dict[str, float]  # share of the winners' points
    leader: dict[str, Rate]  # how often the category's leader wins


def category_stats(games: Sequence[GameStats]) -> CategoryStats:
    n = games[0].players
    fair = 1 / n
    limit = fair + MAX_LEADER_LIFT * (1 - fair)
    every = dict.fromkeys(scoring.CATEGORIES, 0.0)
    winners = dict.fromkeys(scoring.CATEGORIES, 0.0)
    for g in games:
        for seat, cats in enumerate(g.categories):
            share = win_share(g, seat)
            for k in scoring.CATEGORIES:
                every[k] += cats[k]
                winners[k] += share * cats[k]
    all_total = sum(every.values()) or 1.0
    win_total = sum(winners.values()) or 1.0
    leader: dict[str, Rate] = {}
    for k in scoring.CATEGORIES:
        outcomes = [x for x in (leader_win(g, k) for g in games) if x is not None]
        won = sum(outcomes)
        leader[k] = Rate(won, len(outcomes), fair, verdict(won, len(outcomes), limit))
    return CategoryStats(
        {k: v / all_total for k, v in every.items()},
        {k: v / win_total for k, v in winners.items()},
        leader,
    )


def worst(verdicts: Iterable[str]) -> str:
    found = set(verdicts)
    for v in (FAIL, WATCH, PASS):
        if v in found:
            return v
    return UNJUDGED


# --------------------------------------------------------------------------------------------
# Report


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _cells(results: Sequence[GameStats]) -> dict[tuple[int, str], list[GameStats]]:
    cells: dict[tuple[int, str], list[GameStats]] = {}
    for g in sorted(results, key=lambda g: (g.players, VARIANTS.index(g.variant))):
        cells.setdefault((g.players, g.variant), []).append(g)
    return cells


@dataclass
class Report:
    text: str
    ok: bool
    verdicts: dict[str, str]  # criterion → worst verdict over all cells


def report(
    results: Sequence[GameStats],
    agent: str,
    iterations: int,
    elapsed: float,
    command: str,
    jobs: int,
) -> Report:
    cells = _cells(results)
    counts = sorted({p for p, _ in cells})
    lines: list[str] = []
    add = lines.append
    who = f"`{agent}` agents" + (
        f" ({iterations} playouts per decision)" if agent == "strong" else ""
    )
    add("# Hadara balance report")
    add("")
    add(
        f"{len(results)} games of {who} in every seat, generated by `{command}` in "
        f"{elapsed:.0f} s of wall-clock time with {jobs} worker process"
        f"{'es' if jobs != 1 else ''}. Seats are in turn order; initiative rank 1 is the "
        "lowest initiative (first player in epoch I). A shared win counts as a fraction."
    )
    add("")
    add(
        "Criteria (a win rate fails only when its whole 95 % Wilson interval is beyond the "
        "limit; *watch* marks an estimate beyond it whose interval still reaches inside):"
    )
    add("")
    add(
        f"1. **Score**: the mean winning score lies between {WIN_SCORE_RANGE[0]} and "
        f"{WIN_SCORE_RANGE[1]}."
    )
    add(
        f"2. **Seat**: no seat and no initiative rank wins more than {MAX_SHARE_RATIO}× its "
        "fair share (1/players)."
    )
    add(
        f"3. **Colour**: no main colour held by at least {MIN_COLOUR_SAMPLES} players wins more "
        f"than {MAX_SHARE_RATIO}× the fair share (per player count, variants pooled)."
    )
    add(
        f"4. **Category**: no scoring category supplies more than "
        f"{100 * MAX_WINNER_POINT_SHARE:.0f} % of the winners' points, and no category's "
        f"leader wins more than fair + {MAX_LEADER_LIFT} × (1 − fair) of the games "
        f"(lift ≤ {MAX_LEADER_LIFT})."
    )
    add("")
    verdicts: dict[str, list[str]] = {"score": [], "seat": [], "colour": [], "category": []}

    # ---- scores
    add("## Winning scores")
    add("")
    add("| players | variant | games | mean | sd | min | median | max | shared wins | verdict |")
    add("|---|---|---|---|---|---|---|---|---|---|")
    for (players, variant), games in cells.items():
        w = [max(g.totals) for g in games]
        mean = statistics.fmean(w)
        v = PASS if WIN_SCORE_RANGE[0] <= mean <= WIN_SCORE_RANGE[1] else FAIL
        verdicts["score"].append(v)
        shared = sum(1 for g in games if len(g.winners) > 1)
        add(
            f"| {players} | {variant} | {len(games)} | {mean:.1f} | {statistics.pstdev(w):.1f} "
            f"| {min(w)} | {statistics.median(w):.0f} | {max(w)} | {shared} | {v} |"
        )
    add("")

    # ---- seats
    add("## Win rate by seat and by initiative rank")
    add("")
    add("Each rate with its 95 % Wilson interval; *max/fair* is the highest estimate over fair.")
    add("")
    add("| players | variant | fair | by seat | by initiative rank | max/fair | verdict |")
    add("|---|---|---|---|---|---|---|")
    for (players, variant), games in cells.items():
        seats, ranks = seat_rates(games)
        v = worst(r.verdict for r in (*seats, *ranks))
        verdicts["seat"].append(v)
        top = max(r.ratio for r in (*seats, *ranks))
        add(
            f"| {players} | {variant} | {_pct(1 / players)} "
            f"| {', '.join(f'{s}: {r.text()}' for s, r in enumerate(seats))} "
            f"| {', '.join(f'{k + 1}: {r.text()}' for k, r in enumerate(ranks))} "
            f"| {top:.2f} | {v} |"
        )
    add("")

    # ---- colours
    add("## Win rate by main colour")
    add("")
    add(
        "A player's main colour is the card colour they hold most cards of at the end; a "
        f"player whose largest count is shared by two colours is `{MIXED}` (not judged). "
        "*Players* is how often the specialisation occurs (share of all player-games)."
    )
    add("")
    add("| players | main colour | players | win rate (95 % CI) | ×fair | verdict |")
    add("|---|---|---|---|---|---|")
    for players in counts:
        games = [g for (p, _), group in cells.items() if p == players for g in group]
        rates = colour_rates(games)
        observations = sum(r.trials for r in rates.values())
        for colour, r in rates.items():
            if r.verdict != UNJUDGED:
                verdicts["colour"].append(r.verdict)
            shown = r.verdict if colour != MIXED else "–"
            ratio = f"{r.ratio:.2f}" if r.trials else "–"
            add(
                f"| {players} | {colour} | {r.trials} ({_pct(r.trials / observations)}) "
                f"| {r.text()} | {ratio} | {shown} |"
            )
    add("")

    # ---- categories
    cats = scoring.CATEGORIES
    add("## Scoring categories")
    add("")
    add("Share of all points scored / share of the winners' points (a shared win splits):")
    add("")
    add("| players | variant | " + " | ".join(cats) + " | verdict |")
    add("|---|---|" + "---|" * (len(cats) + 1))
    stats = {key: category_stats(games) for key, games in cells.items()}
    for (players, variant), cs in stats.items():
        v = PASS if max(cs.winner_share.values()) <= MAX_WINNER_POINT_SHARE else FAIL
        verdicts["category"].append(v)
        add(
            f"| {players} | {variant} | "
            + " | ".join(
                f"{100 * cs.all_share[k]:.1f} / {100 * cs.winner_share[k]:.1f} %" for k in cats
            )
            + f" | {v} |"
        )
    add("")
    add(
        "How often the category's leader (the player with most points in it; a shared lead "
        "splits) wins the game, with its lift: 0 = no better than fair, 1 = always wins. "
        "Games where nobody scored in the category are left out."
    )
    add("")
    add("| players | variant | fair | " + " | ".join(cats) + " | verdict |")
    add("|---|---|---|" + "---|" * (len(cats) + 1))
    for (players, variant), cs in stats.items():
        fair = 1 / players
        v = worst(r.verdict for r in cs.leader.values())
        verdicts["category"].append(v)
        add(
            f"| {players} | {variant} | {_pct(fair)} | "
            + " | ".join(
                f"{_pct(cs.leader[k].rate)} ({lift(cs.leader[k].rate, fair):+.2f})"
                if cs.leader[k].trials
                else "–"
                for k in cats
            )
            + f" | {v} |"
        )
    add("")

    # ---- verdict
    final = {name: worst(vs) for name, vs in verdicts.items()}
    ok = all(v != FAIL for v in final.values())
    add("## Verdict")
    add("")
    for name, v in final.items():
        add(f"- {name}: {v}")
    add("")
    add(f"Overall: {'all criteria met' if ok else 'CRITERIA NOT MET'}.")
    add("")
    return Report("\n".join(lines), ok, final)


def run(
    games: int,
    seed: int,
    agent: str,
    command: str,
    *,
    iterations: int = 12,
    jobs: int = 1,
    player_counts: Sequence[int] = PLAYER_COUNTS,
) -> Report:
    start = time.perf_counter()
    results = play_all(tasks_for(player_counts, games, seed, agent, iterations), jobs)
    return report(results, agent, iterations, time.perf_counter() - start, command, jobs)
