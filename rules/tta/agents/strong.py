"""A searching player: determinized Monte Carlo with heuristic playouts.

For a decision with more than one legal action the agent

1. keeps a few candidates: on its own turn the actions the heuristic agent values most (its
   own choice first), otherwise the heuristic's answer and a few others;
2. *determinizes* the game as its seat sees it: the order of every civil deck, and every
   military card it cannot see — the military decks and face-down discards, the other nations'
   military hands, events others prepared, face-down final events — dealt again at random into
   the same places, age by age (a military card's back shows its age), and the random
   generator that will shuffle later decks replaced;
3. plays every candidate from the same determinization to the end of the game with the
   heuristic agent in every seat (common random numbers make the comparison sharp) and scores
   the outcome by the seat's final place, plus a small term for its margin over the best
   other nation;
4. repeats 2–3 for its budget and takes the candidate with the best total, but leaves the
   heuristic's choice only when the evidence is clear: the best candidate's gain over it,
   sample by sample, must exceed ``SWITCH_Z`` standard errors. Without that rule a few
   samples favour the risky moves (a war, an aggression) whose outcome varies most: the
   largest of several noisy totals is most often the noisiest one.

The other nations' military hands are not dealt uniformly: a player keeps its Defense and
colonization bonus cards (``bonus``) for when it is attacked or colonizes, while it plays its
events and tactics. In heuristic games a third of the cards in hands are bonus cards (36 % in
the advanced game at two players, 30 % in the full game at three), against one in seven in
the decks (14 %, 13 %). So each hidden card of another hand is, with probability
``BONUS_IN_HAND``, the age's next bonus card, and otherwise the next card of any kind: about
0.25 + 0.75 × 0.14 ≈ 35 % bonus cards. Dealt uniformly, the samples let an attacker meet
fewer defences than it meets in play.

The sample is *canonical*: the unknown cards are pooled and sorted before the agent's own
generator shuffles them, so two states that differ only in what the seat cannot see give the
same search and the same decision.

Budget: ``iterations`` fixes the number of determinizations (deterministic: tests, the
tournament); ``time_budget`` (seconds of wall clock) searches until the time is spent, at least
one determinization. With neither, ``time_budget = DEFAULT_TIME_BUDGET``. It never takes a
move back (``undo``) nor resigns unless that is all it may do.
"""

from __future__ import annotations

import math
import time

from rules.core import Rng
from rules.tools.agents import SearchAgent
from rules.tta import catalog, engine, scoring, undo
from rules.tta.actions import Action
from rules.tta.agents.heuristic import HeuristicAgent, _Plan
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.state import TtaState, load

DEFAULT_TIME_BUDGET = 1.0
DEFAULT_CANDIDATES = 3
MARGIN_WEIGHT = 0.01  # per point of culture ahead of (or behind) the best other nation
PLAYOUT_LIMIT = 4000  # actions; a playout that runs longer is scored where it stands
NEVER = frozenset({undo.UNDO, "resign"})
EVENT_KINDS = frozenset({"event", "territory"})
SWITCH_Z = 1.0  # standard errors of the paired gain needed to leave the heuristic's choice
BONUS_IN_HAND = 0.25  # chance that a hidden card in another hand is taken among bonus cards


class StrongAgent(SearchAgent):
    default_time_budget = DEFAULT_TIME_BUDGET
    takes_back = False  # never plays ``undo`` (NEVER; see :func:`rules.tta.playout.play`)

    def __init__(
        self,
        seed: int = 0,
        *,
        iterations: int | None = None,
        time_budget: float | None = None,
        candidates: int = DEFAULT_CANDIDATES,
    ) -> None:
        super().__init__(seed, iterations=iterations, time_budget=time_budget)
        self.candidates = max(1, candidates)
        self.heuristic = HeuristicAgent(seed)
        self.searched = 0  # determinizations played in the last decision (for benchmarks)

    # ------------------------------------------------------------------ deciding

    def choose(self, state: TtaState, seat: int) -> Action:
        cat = catalog.of_state(state)
        legal = engine.legal_actions(cat, state, seat)
        actions = [a for a in legal if a.kind not in NEVER] or legal
        self.searched = 0
        if len(actions) == 1:
            return actions[0]
        preferred = self.heuristic.choose(state, seat)
        shortlist = self._shortlist(cat, state, seat, actions, preferred)
        if len(shortlist) == 1:
            return shortlist[0]
        rng = Rng(_mix(self.seed, state.version, seat))
        values: list[list[float]] = [[] for _ in shortlist]
        deadline = time.monotonic() + self.time_budget if self.time_budget is not None else None
        while True:
            world = determinize(cat, state, seat, rng)
            for i, action in enumerate(shortlist):
                values[i].append(self._playout(cat, world, seat, action, rng))
            self.searched += 1
            if self.iterations is not None and self.searched >= self.iterations:
                break
            if deadline is not None and time.monotonic() >= deadline:
                break
        return shortlist[pick(values)]

    def _shortlist(
        self,
        cat: Catalog,
        state: TtaState,
        seat: int,
        actions: list[Action],
        preferred: Action,
    ) -> list[Action]:
        """The heuristic's choice first, then the best others by its values on its own turn
        (in legal order elsewhere), ``candidates`` in all."""
        others = [a for a in actions if a != preferred]
        if not state.pending and state.phase != "political":
            plan = _Plan(cat, state, Ctx(cat, state, state.players[seat], sweep=True))
            valued = sorted(range(len(others)), key=lambda i: (-_value(plan, others[i]), i))
            others = [others[i] for i in valued]
        return [preferred, *others[: self.candidates - 1]]

    def _playout(self, cat: Catalog, world: TtaState, seat: int, action: Action, rng: Rng) -> float:
        """The candidate played from a copy of the sampled world, then heuristic play for
        everybody to the end: 1 for first place … 0 for last, plus the margin term."""
        # Nobody takes an action back in a playout: it takes no undo points (as play() does).
        sim = undo.without_points(load(undo.point(world)))
        sim.rng = Rng(rng.next_u64())
        engine.apply(cat, sim, seat, action)
        players = [HeuristicAgent(self.seed + 7919 * s) for s in range(sim.players_n)]
        for _ in range(PLAYOUT_LIMIT):
            if engine.is_over(sim):
                break
            acting = engine.to_act(sim)
            if not acting:
                break
            who = acting[0]
            # The heuristic picks among legal_actions(sim): no need to check its choice again.
            engine.apply(cat, sim, who, players[who].choose(sim, who), checked=False)
        return outcome(cat, sim, seat)


def pick(values: list[list[float]]) -> int:
    """The candidate to play from its playout values (index 0: the heuristic's choice; the
    same samples in the same order for every candidate). The best total wins only if its gain
    over candidate 0, sample by sample, is clear: mean above ``SWITCH_Z`` standard errors (with
    one sample, any gain)."""
    best = max(range(len(values)), key=lambda i: (sum(values[i]), -i))
    if best == 0:
        return 0
    gains = [b - a for a, b in zip(values[0], values[best], strict=True)]
    n = len(gains)
    mean = sum(gains) / n
    if mean <= 0:
        return 0
    if n == 1:
        return best
    variance = sum((g - mean) ** 2 for g in gains) / (n - 1)
    return best if mean > SWITCH_Z * math.sqrt(variance / n) else 0


def _value(plan: _Plan, action: Action) -> float:
    try:
        return plan.value(action)
    except (IndexError, KeyError, ValueError):  # a kind the turn planner does not value
        return -1e9


def _mix(*parts: int) -> int:
    out = 0x9E3779B97F4A7C15
    for p in parts:
        out = ((out ^ (p & 0xFFFFFFFFFFFFFFFF)) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return out


def outcome(cat: Catalog, state: TtaState, seat: int) -> float:
    """How well ``seat`` did: its place (1 first … 0 last, ties share) and its margin."""
    if engine.is_over(state):
        totals = [s.total for s in scoring.result(state).scores]
    else:  # cut short: culture so far
        totals = [p.culture for p in state.players]
    n = len(totals)
    mine = totals[seat]
    beaten = sum(1 for t in totals if t < mine) + 0.5 * (sum(1 for t in totals if t == mine) - 1)
    best_other = max(t for i, t in enumerate(totals) if i != seat)
    return beaten / max(1, n - 1) + MARGIN_WEIGHT * (mine - best_other)


# ---------------------------------------------------------------------- determinization


def determinize(cat: Catalog, state: TtaState, seat: int, rng: Rng) -> TtaState:
    """A copy of ``state`` with everything ``seat`` cannot see dealt again from the pool of
    unseen cards, age by age, canonically (see the module doc)."""
    world = load(undo.point(state))
    # Civil decks: their contents follow from the cards seen; only the order is unknown.
    for age in sorted(world.civil_decks):
        deck = sorted(world.civil_decks[age])
        rng.shuffle(deck)
        world.civil_decks[age] = deck
    # Military cards out of sight, by the places they fill: event piles (only events and
    # territories are ever there), the other nations' hands, and the rest (decks, face-down
    # discards).
    piles: list[tuple[list[str], int]] = []
    for pile in (world.current_events, world.future_events):
        piles += [(pile, i) for i, x in enumerate(pile) if world.prepared.get(x) != seat]
    piles += [(world.events, i) for i in range(len(world.events))]
    piles += [(world.gradual, i) for i in range(len(world.gradual))]
    rest: list[tuple[list[str], int]] = []
    for age in sorted(world.military_decks):
        pile = world.military_decks[age]
        rest += [(pile, i) for i in range(len(pile))]
    for age in sorted(world.military_discards):
        pile = world.military_discards[age]
        rest += [(pile, i) for i in range(len(pile))]
    hands: list[tuple[list[str], int]] = []
    for other in world.players:
        if other.seat != seat:
            hands += [(other.military, i) for i in range(len(other.military))]
    # Who prepared an event stays with its place in the pile (its back is all one sees).
    preparers = {id(pile) * 1000 + i: world.prepared.pop(pile[i], None) for pile, i in piles}
    ages = sorted({cat.of(pile[i]).age for pile, i in piles + hands + rest})
    for age in ages:
        here = [(pile, i) for pile, i in piles if cat.of(pile[i]).age == age]
        held = [(pile, i) for pile, i in hands if cat.of(pile[i]).age == age]
        there = [(pile, i) for pile, i in rest if cat.of(pile[i]).age == age]
        cards = sorted(pile[i] for pile, i in here + held + there)
        rng.shuffle(cards)
        # The event piles take the first events and territories of the shuffled pool.
        eventish = [c for c in cards if cat.of(c).kind in EVENT_KINDS]
        chosen = eventish[: len(here)]
        taken = set(chosen)
        others = [c for c in cards if c not in taken]
        # Other hands hold bonus cards more often than the pool does (see the module doc):
        # each hand slot takes the next bonus card on a BONUS_IN_HAND coin, else the next card.
        in_hand: list[str] = []
        for _ in held:
            card = others[0]
            if rng.below(1000) < 1000 * BONUS_IN_HAND:
                card = next((c for c in others if cat.of(c).kind == "bonus"), card)
            others.remove(card)
            in_hand.append(card)
        for (pile, i), card in zip(here, chosen, strict=True):
            pile[i] = card
        for (pile, i), card in zip(held, in_hand, strict=True):
            pile[i] = card
        for (pile, i), card in zip(there, others, strict=True):
            pile[i] = card
    for pile, i in piles:
        preparer = preparers[id(pile) * 1000 + i]
        if preparer is not None:
            world.prepared[pile[i]] = preparer
    world.rng = Rng(rng.next_u64())
    return world
