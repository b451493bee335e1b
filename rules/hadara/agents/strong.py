"""A strong player: determinized Monte Carlo search with heuristic playouts.

For each decision with more than one legal action the agent

1. ranks the legal actions with the heuristic agent's own estimate and keeps the best
   ``max_candidates`` of them (the rest are almost never right and would only thin the search);
2. repeatedly *determinizes* the game: everything the seat's view (:func:`views.view`) does not
   show — the order and contents of the decks, the cards under each pile's top, the other seats'
   drawn cards and secret choices, the cards others sold in secret, the reverses of colony tiles
   that are not integrated, and the random generator that will shuffle later epochs' decks — is
   replaced by a sample consistent with what the seat sees;
3. plays every surviving candidate from the same determinization to the end of the game with the
   fast heuristic agent in every seat (common random numbers make the comparison sharp), and
   scores the outcome by the seat's final rank plus a small score-margin term;
4. narrows the candidates by successive halving: each round spends an equal share of the budget,
   then the worse half is dropped. The survivor with the best total wins; ties go to the
   heuristic's preferred action.

The sample is *canonical*: unknown items are pooled, sorted and only then shuffled with the
agent's own generator, so two states that differ only in hidden information give exactly the
same search and the same decision (``tests/rules/hadara/test_strong_agent.py`` checks this).

Budget: ``iterations`` fixes the number of playouts per decision (deterministic: tests and the
tournament); ``time_budget`` (seconds of wall clock) searches until the time is spent. With
neither, the default is ``time_budget = DEFAULT_TIME_BUDGET`` (1 s). If the budget runs out
before one determinization has been played for every candidate, the heuristic's choice is
returned, so even a tiny budget gives a legal answer at once. A decision with a single legal
action is returned without searching.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from rules.core import Rng
from rules.hadara import engine, scoring
from rules.hadara.actions import Action
from rules.hadara.agents.heuristic import HeuristicAgent
from rules.hadara.data import COLONY_LEVELS, COLORS, DataSet
from rules.hadara.state import HadaraState, Player
from rules.tools.agents import SearchAgent

DEFAULT_TIME_BUDGET = 1.0  # seconds per decision when no budget is given
DEFAULT_MAX_CANDIDATES = 6  # legal actions kept after the heuristic's ranking
MARGIN_WEIGHT = 0.01  # outcome bonus per point of lead over the best other seat

FrontKey = tuple[int, int, int, int]


class PlayoutPolicy(HeuristicAgent):
    """The heuristic agent, made faster for playouts: the track weights it derives from a
    position are computed once per decision instead of once per legal action. It chooses exactly
    what :class:`HeuristicAgent` chooses (a test compares the two over whole games)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._weights: dict[int, list[float]] = {}

    def forget(self) -> None:
        """Drop the cached weights; call before valuing actions of a new position."""
        self._weights = {}

    def choose(self, state: HadaraState, seat: int) -> Action:
        self._weights = {}
        return super().choose(state, seat)

    def track_weights(self, state: HadaraState, p: Player) -> list[float]:
        weights = self._weights.get(p.seat)
        if weights is None:
            weights = super().track_weights(state, p)
            self._weights[p.seat] = weights
        return list(weights)


def clone(state: HadaraState) -> HadaraState:
    """A deep copy of a state, much faster than a dump/load round trip."""
    players = [
        Player(
            seat=p.seat,
            setup=p.setup,
            initiative=p.initiative,
            side=p.side,
            coins=p.coins,
            tracks=list(p.tracks),
            cards=list(p.cards),
            colonies=list(p.colonies),
            statues=list(p.statues),
            tiles=dict(p.tiles),
            p12_tile=p.p12_tile,
            silver=list(p.silver),
            gold=p.gold,
            effects=set(p.effects),
            color_counts=dict(p.color_counts),
        )
        for p in state.players
    ]
    rng = Rng(0)
    rng.state = state.rng.state
    return HadaraState(
        data=state.data,
        players_n=state.players_n,
        variant=state.variant,
        seed=state.seed,
        rng=rng,
        players=players,
        version=state.version,
        epoch=state.epoch,
        phase=state.phase,
        step=state.step,
        first=state.first,
        rotation=state.rotation,
        round=state.round,
        decks={c: list(v) for c, v in state.decks.items()},
        piles={c: list(v) for c, v in state.piles.items()},
        hands=[list(h) for h in state.hands],
        pending=list(state.pending),
        acting=list(state.acting),
        seq=state.seq,
        colony_stacks={k: list(v) for k, v in state.colony_stacks.items()},
        box=list(state.box),
        colony_box=list(state.colony_box),
        out=list(state.out),
        step_count=list(state.step_count),
        step_paid=list(state.step_paid),
        feed_paid=list(state.feed_paid),
        done=list(state.done),
        actions_applied=state.actions_applied,
    )


_EPOCH_CARDS: dict[tuple[str, str, int, str, bool], list[str]] = {}


def _epoch_cards(data: DataSet, epoch: int, color: str, basic: bool) -> list[str]:
    """``data.epoch_cards``, remembered per data set (it is called for every sample)."""
    key = (data.ref, data.fingerprint, epoch, color, basic)
    cards = _EPOCH_CARDS.get(key)
    if cards is None:
        cards = _EPOCH_CARDS[key] = data.epoch_cards(epoch, color, basic)
    return cards


def _front_key(state: HadaraState, colony_id: str) -> FrontKey:
    c = state.data.colonies[colony_id]
    return (c.level, c.plunder, c.integrate, c.front_points)


def _take_matching(pool: list[str], key: FrontKey, state: HadaraState) -> str:
    for i, cid in enumerate(pool):
        if _front_key(state, cid) == key:
            return pool.pop(i)
    raise AssertionError("no colony tile matches a visible front")  # the state is inconsistent


def determinize(
    state: HadaraState, seat: int, rng: Rng, policy: HeuristicAgent | None = None
) -> HadaraState:
    """A copy of ``state`` whose hidden parts are a canonical sample drawn with ``rng``.

    Only what ``views.view(state, seat)`` shows (plus the public step bookkeeping that
    ``engine.legal_actions`` itself reads) is carried over; every hidden item is pooled with the
    others it could be swapped with, sorted, and shuffled with ``rng``. Other seats' secret
    choices that are already made are re-chosen by ``policy`` from their sampled hands.
    """
    det = clone(state)
    data = state.data
    n = state.players_n
    det.seed = 0
    det.rng = Rng(rng.next_u64())

    # ---- cards -----------------------------------------------------------------------------
    visible: set[str] = set()
    for p in state.players:
        visible.update(p.cards)
    for pile in state.piles.values():
        if pile:
            visible.add(pile[-1])
    for cid, owner, public in state.out:
        if public or owner == seat:
            visible.add(cid)
    drafting = state.step == "draft"
    if drafting:
        visible.update(state.hands[seat])
    placed: set[str] = set()
    if state.epoch >= 1:
        basic = state.variant == "basic"
        for color in COLORS:
            dealt = _epoch_cards(data, state.epoch, color, basic)
            pool = sorted(c for c in dealt if c not in visible)
            rng.shuffle(pool)
            size = len(state.decks[color])
            det.decks[color] = pool[:size]
            pool = pool[size:]
            pile = state.piles[color]
            if pile:
                below = len(pile) - 1
                det.piles[color] = [*pool[:below], pile[-1]]
                pool = pool[below:]
            if drafting:
                for other in range(n):
                    if other != seat and engine.deck_color(state, other) == color:
                        size = len(state.hands[other])
                        det.hands[other] = pool[:size]
                        pool = pool[size:]
            placed.update(det.decks[color])
            placed.update(det.piles[color])
    for other in range(n):
        if other != seat:
            placed.update(det.hands[other])
    # Cards others sold in secret never come back, but each must still be some unseen card.
    rest = sorted(c for c in data.cards if c not in visible and c not in placed)
    rng.shuffle(rest)
    out: list[tuple[str, int, bool]] = []
    for cid, owner, public in state.out:
        if public or owner == seat:
            out.append((cid, owner, public))
        else:
            out.append((rest.pop(), owner, public))
    det.out = out
    det.box = sorted(rest)

    # ---- secret choices already made (H-14.6) -----------------------------------------------
    if state.step in ("side", "draft"):
        chooser = policy or HeuristicAgent()
        for other in range(n):
            if other == seat or not state.pending[other]:
                continue
            det.pending[other] = ""
            det.acting.append(other)
            choice = chooser.choose(det, other)
            det.acting.remove(other)
            det.pending[other] = choice.target if state.step == "side" else choice.encode()

    # ---- feeding payments: visible through the view's "feed" figures for seats still acting
    det.feed_paid = [
        state.feed_paid[s] if state.step == "feed" and s in state.acting else 0 for s in range(n)
    ]

    # ---- colony tiles (H-14.5) --------------------------------------------------------------
    known = {cid for p in state.players for cid, integrated in p.colonies if integrated}
    pools: dict[int, list[str]] = {}
    for level in COLONY_LEVELS:
        pool = sorted(
            c.id for c in data.colonies.values() if c.level == level and c.id not in known
        )
        rng.shuffle(pool)
        pools[level] = pool
    for p, dp in zip(state.players, det.players, strict=True):
        colonies: list[tuple[str, bool]] = []
        for cid, integrated in p.colonies:
            if integrated:
                colonies.append((cid, True))
            else:
                key = _front_key(state, cid)
                colonies.append((_take_matching(pools[key[0]], key, state), False))
        dp.colonies = colonies
    colony_box: list[str] = []
    for level in COLONY_LEVELS:
        stack = state.colony_stacks.get(level, [])
        pool = pools[level]
        if stack:
            top = _take_matching(pool, _front_key(state, stack[-1]), state)
            below = len(stack) - 1
            det.colony_stacks[level] = [*pool[:below], top]
            pool = pool[below:]
        else:
            det.colony_stacks[level] = []
        colony_box.extend(sorted(pool))
    det.colony_box = colony_box
    return det


def outcome(state: HadaraState, seat: int) -> float:
    """How good a finished game is for ``seat``: 1 for first place … 0 for last, shared places
    averaged (ties broken as in H-13.7), plus ``MARGIN_WEIGHT`` per point of lead over the best
    other seat (minus per point behind)."""
    n = state.players_n
    seats = scoring.score(state).scores
    keys = [(s.total, s.tiebreak) for s in seats]
    mine = keys[seat]
    better = sum(1 for s in range(n) if s != seat and keys[s] > mine)
    level = sum(1 for s in range(n) if s != seat and keys[s] == mine)
    rank = better + level / 2  # 0 = alone in first place
    best_other = max(seats[s].total for s in range(n) if s != seat)
    return 1.0 - rank / (n - 1) + MARGIN_WEIGHT * (seats[seat].total - best_other)


def rollout(state: HadaraState, policy: HeuristicAgent) -> None:
    """Play ``state`` to the end in place, every seat moved by ``policy``.

    The policy picks from ``engine.legal_actions``, so the engine's second legality check in
    ``engine.apply`` is skipped: the step's own handler runs directly.
    """
    events: engine.Events = []
    while state.step != "over":
        mover = state.acting[0]
        engine.do_checked(state, mover, policy.choose(state, mover), events)
        events.clear()


class StrongAgent(SearchAgent):
    """Determinized Monte Carlo search (module doc).

    ``iterations``: playouts per decision (deterministic for a given seed and history of
    calls); ``time_budget``: seconds of wall clock per decision; neither: 1 s.
    ``max_candidates`` (default 6): how many of the heuristic's best actions are searched.
    At least one determinization is played for every candidate when a budget in iterations is
    smaller than the number of candidates.
    """

    default_time_budget = DEFAULT_TIME_BUDGET
    # What ``time_budget`` counts: wall-clock seconds; a benchmark may set ``time.process_time``
    # on an agent to budget CPU seconds of the process, what an idle core would give.
    clock: Callable[[], float] = time.perf_counter

    def __init__(
        self,
        seed: int = 0,
        *,
        time_budget: float | None = None,
        iterations: int | None = None,
        max_candidates: int = DEFAULT_MAX_CANDIDATES,
    ) -> None:
        super().__init__(seed, iterations=iterations, time_budget=time_budget)
        if max_candidates < 1:
            raise ValueError("max_candidates must be at least 1")
        self.rng = Rng(seed)
        self.max_candidates = max_candidates
        self.policy = PlayoutPolicy(seed)
        self.playouts = 0  # total playouts run, for reports

    # ----------------------------------------------------------------------------------------
    def ranked(self, state: HadaraState, seat: int, actions: list[Action]) -> list[Action]:
        """Legal actions, best first by the heuristic's estimate (stable on ties)."""
        p = state.players[seat]
        self.policy.forget()
        values = [self.policy.value(state, p, a) for a in actions]
        order = sorted(range(len(actions)), key=lambda i: -values[i])
        return [actions[i] for i in order]

    def choose(self, state: HadaraState, seat: int) -> Action:
        actions = engine.legal_actions(state, seat)
        if len(actions) == 1:
            return actions[0]
        clock = self.clock
        start = clock()
        deadline = None if self.time_budget is None else start + self.time_budget
        candidates = self.ranked(state, seat, actions)[: self.max_candidates]
        if len(candidates) == 1:
            return candidates[0]
        totals = [0.0] * len(candidates)
        alive = list(range(len(candidates)))
        evaluated = 0  # determinizations every survivor has been played on

        def play_round(count: int) -> bool:
            """Play ``count`` determinizations for every survivor; False when time ran out."""
            nonlocal evaluated
            for _ in range(count):
                det = determinize(state, seat, self.rng, self.policy)
                results: list[float] = []
                for i in alive:
                    if deadline is not None and clock() > deadline:
                        return False
                    game = clone(det)
                    engine.apply(game, seat, candidates[i])
                    rollout(game, self.policy)
                    self.playouts += 1
                    results.append(outcome(game, seat))
                for i, value in zip(alive, results, strict=True):
                    totals[i] += value
                evaluated += 1
            return True

        rounds = max(1, math.ceil(math.log2(len(candidates))))
        if self.iterations is not None:
            budget = self.iterations
        else:
            # Time the first determinization, then size the budget from it.
            if not play_round(1):
                return candidates[0]
            spent = clock() - start
            assert self.time_budget is not None
            per_playout = spent / len(alive)
            budget = len(alive) + int(max(0.0, self.time_budget - spent) / per_playout)
        used = evaluated * len(alive)
        for r in range(rounds):
            share = (budget - used) // (rounds - r)
            count = share // len(alive)
            if evaluated == 0:
                count = max(count, 1)  # at least one determinization, whatever the budget
            if count > 0 and not play_round(count):
                break
            used += count * len(alive)
            if r < rounds - 1 and len(alive) > 1:
                keep = math.ceil(len(alive) / 2)
                alive.sort(key=lambda i: (-totals[i], i))
                alive = sorted(alive[:keep])
        if evaluated == 0:
            return candidates[0]
        best = min(alive, key=lambda i: (-totals[i], i))
        return candidates[best]
