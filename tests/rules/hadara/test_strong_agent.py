"""The strong (determinized Monte Carlo) agent: legal, deterministic with a fixed budget, blind
to everything the seat's view does not show, quick with a tiny time budget, and stronger than
the heuristic agent."""

from __future__ import annotations

import time
import zlib
from collections import Counter
from collections.abc import Callable

import pytest

from rules.core import Rng
from rules.hadara import data as data_mod
from rules.hadara import engine, playout, views
from rules.hadara import state as state_mod
from rules.hadara.actions import Action
from rules.hadara.agents import AGENTS, make_agent
from rules.hadara.agents.heuristic import HeuristicAgent
from rules.hadara.agents.strong import (
    PlayoutPolicy,
    StrongAgent,
    clone,
    determinize,
    rollout,
)
from rules.hadara.data import COLONY_LEVELS
from rules.hadara.state import HadaraState

DATA = data_mod.load()
QUICK = {"iterations": 4, "max_candidates": 3}


class LegalityCheck:
    def __init__(self) -> None:
        self.actions = 0

    def __call__(self, state: HadaraState, seat: int, action: Action) -> None:
        assert action in engine.legal_actions(state, seat), f"illegal {action} at {state.step}"
        self.actions += 1


# --------------------------------------------------------------------------------------------
# Registration and options


def test_strong_is_registered_and_takes_budget_options() -> None:
    assert "strong" in AGENTS
    agent = make_agent("strong", 3, iterations=5)
    assert isinstance(agent, StrongAgent)
    assert agent.iterations == 5 and agent.time_budget is None
    default = make_agent("strong", 3)
    assert isinstance(default, StrongAgent)
    assert default.time_budget == 1.0 and default.iterations is None
    # The older agents still work with a seed alone, and refuse options they do not take.
    assert make_agent("heuristic", 1).name == "heuristic"
    assert make_agent("random", 1).name == "random"
    with pytest.raises(ValueError, match="iterations"):
        make_agent("heuristic", 1, iterations=3)
    with pytest.raises(ValueError, match="depth"):
        make_agent("strong", 1, depth=3)
    with pytest.raises(ValueError):
        StrongAgent(1, iterations=0)


# --------------------------------------------------------------------------------------------
# Whole games


@pytest.mark.parametrize("variant", ["basic", "advanced"])
@pytest.mark.parametrize("players", [2, 4])
def test_strong_plays_only_legal_actions(players: int, variant: str) -> None:
    for seed in range(2):
        agents = [make_agent("heuristic", seed * 10 + s) for s in range(players)]
        strong_seats = {seed % players, (seed + 2) % players}
        for s in strong_seats:
            agents[s] = make_agent("strong", seed * 10 + s, **QUICK)
        check = LegalityCheck()
        state, record = playout.play(players, variant, 50 + seed, agents, on_action=check)
        assert engine.is_over(state) and record.result is not None
        assert check.actions == len(record.actions) > 0


def test_strong_with_an_iteration_budget_is_deterministic() -> None:
    def game() -> playout.Record:
        agents = [make_agent("strong", 7, **QUICK), make_agent("strong", 8, **QUICK)]
        return playout.play(2, "advanced", 21, agents)[1]

    first, second = game(), game()
    assert first.actions == second.actions
    assert first.final_dump_sha == second.final_dump_sha


def test_a_tiny_time_budget_falls_back_to_the_heuristic_choice() -> None:
    heuristic = HeuristicAgent(0)
    blind = StrongAgent(4, time_budget=0.0)
    tiny = StrongAgent(4, time_budget=0.001)
    state = engine.new_game(3, "advanced", 12, DATA)
    slowest = 0.0
    decisions = 0
    while not engine.is_over(state):
        seat = state.acting[0]
        expected = heuristic.choose(state, seat)
        # No time at all: not even one playout, so exactly the heuristic's choice.
        assert blind.choose(state, seat) == expected
        start = time.perf_counter()
        quick = tiny.choose(state, seat)
        slowest = max(slowest, time.perf_counter() - start)
        assert quick in engine.legal_actions(state, seat)
        engine.apply(state, seat, expected)
        decisions += 1
    assert blind.playouts == 0
    assert decisions > 50
    # The deadline is checked before every playout: at most one playout (a few ms) too long.
    assert slowest < 0.25


def test_a_time_budget_is_respected_and_used() -> None:
    agent = StrongAgent(5, time_budget=0.05)
    state = engine.new_game(2, "basic", 4, DATA)
    agent_seat = state.acting[0]
    start = time.perf_counter()
    action = agent.choose(state, agent_seat)
    elapsed = time.perf_counter() - start
    assert action in engine.legal_actions(state, agent_seat)
    assert agent.playouts > 0  # the budget was spent on search, not skipped
    assert elapsed < 0.05 + 0.25


def test_a_single_legal_action_is_returned_without_search() -> None:
    state = engine.new_game(2, "basic", 3, DATA)
    agent = StrongAgent(1, iterations=50)
    heuristic = HeuristicAgent(1)
    while not engine.is_over(state):
        seat = state.acting[0]
        legal = engine.legal_actions(state, seat)
        if len(legal) == 1:
            before = agent.playouts
            assert agent.choose(state, seat) == legal[0]
            assert agent.playouts == before
            return
        engine.apply(state, seat, heuristic.choose(state, seat))
    pytest.fail("no decision with a single legal action in a whole game")


def test_the_playout_policy_chooses_exactly_like_the_heuristic() -> None:
    heuristic = HeuristicAgent(0)
    policy = PlayoutPolicy(0)
    decisions = 0
    for seed, (players, variant) in enumerate([(2, "basic"), (3, "advanced"), (5, "advanced")]):
        state = engine.new_game(players, variant, 40 + seed, DATA)
        while not engine.is_over(state):
            seat = state.acting[0]
            action = heuristic.choose(state, seat)
            assert policy.choose(state, seat) == action
            engine.apply(state, seat, action)
            decisions += 1
    assert decisions > 300


def test_a_playout_reaches_the_end_like_a_played_game() -> None:
    """``rollout`` skips the second legality check; it must still end where ``play`` ends."""
    policy = PlayoutPolicy(0)
    state = engine.new_game(3, "advanced", 6, DATA)
    rollout(state, policy)
    played, record = playout.play(3, "advanced", 6, [HeuristicAgent(s) for s in range(3)])
    assert engine.is_over(state)
    assert state_mod.dump(state) == state_mod.dump(played)
    assert state.actions_applied == len(record.actions)


# --------------------------------------------------------------------------------------------
# Only what the seat sees


def _front(colony_id: str) -> tuple[int, int, int, int]:
    c = DATA.colonies[colony_id]
    return (c.level, c.plunder, c.integrate, c.front_points)


def hidden_twin(state: HadaraState, seat: int, rng: Rng) -> HadaraState:
    """A copy that differs from ``state`` in hidden information only (H-14), as much as possible:
    decks reordered and partly exchanged with undealt cards, other seats' drawn cards exchanged,
    their secret choices changed, cards under pile tops reordered, others' secretly sold cards
    renamed, unintegrated colony tiles exchanged among tiles with the same front, the random
    generator and the seed changed."""
    twin = state_mod.load(state_mod.dump(state))
    basic = twin.variant == "basic"
    # Undealt cards of the current epoch, per colour (they sit in the box).
    undealt: dict[str, list[str]] = {}
    for cid in twin.box:
        card = DATA.cards[cid]
        if card.epoch == twin.epoch and not (basic and card.star):
            undealt.setdefault(card.color, []).append(cid)
    for color, deck in twin.decks.items():
        spare = undealt.get(color, [])
        if deck and spare:  # one deck card changes places with an undealt one
            i = rng.below(len(deck))
            j = twin.box.index(spare.pop())
            deck[i], twin.box[j] = twin.box[j], deck[i]
        rng.shuffle(deck)
        pile = twin.piles[color]
        if len(pile) > 2:
            lower = pile[:-1]
            lower.reverse()
            twin.piles[color] = [*lower, pile[-1]]
    for other, hand in enumerate(twin.hands):
        if other == seat or not hand:
            continue
        spare = undealt.get(DATA.cards[hand[0]].color, [])
        if spare:  # one drawn card changes places with an undealt card of its deck
            j = twin.box.index(spare.pop())
            hand[0], twin.box[j] = twin.box[j], hand[0]
        if twin.pending[other]:  # a different secret choice, legal with the (new) hand
            choice = Action.decode(twin.pending[other])
            if choice.target not in hand:
                choice = Action("draft", hand[0], "sell")
            elif choice.mode == "buy":
                choice = Action("draft", choice.target, "sell")
            else:
                choice = Action("draft", hand[1] if choice.target == hand[0] else hand[0], "sell")
            twin.pending[other] = choice.encode()
    if twin.step == "side":
        for other in range(twin.players_n):
            if other != seat and twin.pending[other]:
                twin.pending[other] = "B" if twin.pending[other] == "A" else "A"
    # Other seats' secretly sold cards: any card nobody can see could have been sold.
    for k, (cid, owner, public) in enumerate(twin.out):
        if not public and owner != seat and twin.box:
            j = rng.below(len(twin.box))
            twin.out[k], twin.box[j] = (twin.box[j], owner, public), cid
    # Colony tiles whose reverse is hidden: exchange tiles with equal fronts.
    places: list[tuple[str, int, int]] = []  # (where, which, index)
    for level in COLONY_LEVELS:
        for i in range(len(twin.colony_stacks[level])):
            places.append(("stack", level, i))
    for i in range(len(twin.colony_box)):
        places.append(("box", 0, i))
    for p in twin.players:
        for i, (_, integrated) in enumerate(p.colonies):
            if not integrated:
                places.append(("player", p.seat, i))

    def get(place: tuple[str, int, int]) -> str:
        where, which, i = place
        if where == "stack":
            return twin.colony_stacks[which][i]
        if where == "box":
            return twin.colony_box[i]
        return twin.players[which].colonies[i][0]

    def put(place: tuple[str, int, int], cid: str) -> None:
        where, which, i = place
        if where == "stack":
            twin.colony_stacks[which][i] = cid
        elif where == "box":
            twin.colony_box[i] = cid
        else:
            twin.players[which].colonies[i] = (cid, False)

    top = {("stack", lv, len(twin.colony_stacks[lv]) - 1) for lv in COLONY_LEVELS}
    for level in COLONY_LEVELS:
        mine = [pl for pl in places if DATA.colonies[get(pl)].level == level]
        # Tiles under a stack's top or in the box show nothing; tops and taken tiles their front.
        free = [pl for pl in mine if pl[0] == "box" or (pl[0] == "stack" and pl not in top)]
        ids = [get(pl) for pl in free]
        rng.shuffle(ids)
        for pl, cid in zip(free, ids, strict=True):
            put(pl, cid)
        shown = [pl for pl in mine if pl not in free]
        by_front: dict[tuple[int, int, int, int], list[tuple[str, int, int]]] = {}
        for pl in shown + free:
            by_front.setdefault(_front(get(pl)), []).append(pl)
        for group in by_front.values():
            ids = [get(pl) for pl in group]
            ids.reverse()
            for pl, cid in zip(group, ids, strict=True):
                put(pl, cid)
    twin.rng.state = (twin.rng.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    twin.seed += 1
    return twin


def hidden_parts(state: HadaraState, seat: int) -> object:
    """Everything the seat may not see, for checking that twins really differ."""
    return (
        {c: list(d) for c, d in state.decks.items()},
        [h for s, h in enumerate(state.hands) if s != seat],
        [p for s, p in enumerate(state.pending) if s != seat],
        {c: p[:-1] for c, p in state.piles.items()},
        [o for o in state.out if not o[2] and o[1] != seat],
        {lv: s[:-1] for lv, s in state.colony_stacks.items()},
        sorted(state.colony_box),
        [[c for c, i in p.colonies if not i] for p in state.players],
        state.rng.state,
    )


def twin_decisions(
    make: Callable[[int], playout.Agent], players: int, variant: str, seed: int
) -> tuple[int, int, set[str]]:
    """Play a heuristic game; at decision points ask two fresh agents (same seed) to decide on
    the real state and on a hidden twin. Returns (decisions compared, disagreements, steps)."""
    heuristic = HeuristicAgent(seed)
    rng = Rng(seed + 77)
    state = engine.new_game(players, variant, seed, DATA)
    compared = disagreements = 0
    steps: Counter[str] = Counter()
    while not engine.is_over(state):
        seat = state.acting[0]
        legal = engine.legal_actions(state, seat)
        fresh = state.step not in steps
        if len(legal) > 1 and (fresh or rng.below(4) == 0) and steps[state.step] < 8:
            twin = hidden_twin(state, seat, rng)
            assert views.view(twin, seat) == views.view(state, seat)
            assert hidden_parts(twin, seat) != hidden_parts(state, seat)
            assert legal == engine.legal_actions(twin, seat)
            if make(seat).choose(state, seat) != make(seat).choose(twin, seat):
                disagreements += 1
            compared += 1
            steps[state.step] += 1
        engine.apply(state, seat, heuristic.choose(state, seat))
    return compared, disagreements, set(steps)


@pytest.mark.parametrize(
    ("players", "variant", "seed"), [(2, "advanced", 1), (3, "basic", 2), (4, "advanced", 3)]
)
def test_strong_decides_only_on_what_the_seat_sees(players: int, variant: str, seed: int) -> None:
    compared, disagreements, steps = twin_decisions(
        lambda s: StrongAgent(100 + s, iterations=8, max_candidates=4), players, variant, seed
    )
    assert disagreements == 0
    assert compared >= 20
    assert {"draft", "take", "colony", "statue", "medal"} <= steps
    if variant == "advanced":
        assert "side" in steps


class PeekingAgent:
    """Cheats: decides by the order of the hidden decks and the random generator."""

    name = "peeking"

    def choose(self, state: HadaraState, seat: int) -> Action:
        legal = engine.legal_actions(state, seat)
        secret = zlib.crc32(repr(hidden_parts(state, seat)).encode())
        return legal[secret % len(legal)]


def test_the_twin_check_catches_an_agent_that_peeks() -> None:
    """The check above is not vacuous: the same check flags an agent that reads hidden state."""
    compared, disagreements, _ = twin_decisions(lambda s: PeekingAgent(), 3, "advanced", 5)
    assert compared >= 20
    assert disagreements >= compared // 3


def test_determinization_keeps_the_view_and_varies_the_hidden_part() -> None:
    heuristic = HeuristicAgent(0)
    rng = Rng(3)
    state = engine.new_game(3, "basic", 8, DATA)
    samples = 0
    while not engine.is_over(state):
        seat = state.acting[0]
        if state.step in ("draft", "colony", "take") and rng.below(4) == 0:
            a = determinize(state, seat, rng)
            b = determinize(state, seat, rng)
            assert views.view(a, seat) == views.view(state, seat)
            assert views.view(b, seat) == views.view(state, seat)
            assert engine.legal_actions(a, seat) == engine.legal_actions(state, seat)
            # Every card is somewhere exactly once in a sample.
            places = [
                *a.box,
                *(c for d in a.decks.values() for c in d),
                *(c for p in a.piles.values() for c in p),
                *(c for h in a.hands for c in h),
                *(o[0] for o in a.out),
                *(c for p in a.players for c in p.cards),
            ]
            assert sorted(places) == sorted(DATA.cards)
            if state.step == "draft":
                assert hidden_parts(a, seat) != hidden_parts(b, seat)
            samples += 1
            # A sample can be played to the end.
            game = clone(a)
            while not engine.is_over(game):
                mover = game.acting[0]
                engine.apply(game, mover, heuristic.choose(game, mover))
        engine.apply(state, seat, heuristic.choose(state, seat))
    assert samples > 5


# --------------------------------------------------------------------------------------------
# Strength


@pytest.mark.slow
def test_strong_beats_heuristic_in_two_player_games() -> None:
    """Twelve games (each seat six times, each variant six times), at least nine won. The
    strong agent wins 22 of the first 24 of these deals (0.92), 11 of these 12; an agent no
    better than the heuristic (one game in two) would win nine of twelve once in fourteen runs
    (P = 0.073), less often than it won 15 of the 24 games this test used to play (P = 0.15):
    half the games, a test at least as sharp."""
    games = 12
    wins = 0.0
    for g in range(games):
        strong_seat = g % 2
        agents = [make_agent("heuristic", g * 2 + s) for s in range(2)]
        agents[strong_seat] = make_agent("strong", g, iterations=24)
        variant = "basic" if g % 4 < 2 else "advanced"
        _, record = playout.play(2, variant, 500 + g // 2, agents)
        assert record.result is not None
        winners = record.result["winners"]
        if strong_seat in winners:
            wins += 1 / len(winners)
    assert wins / games >= 0.75, f"strong won {wins} of {games}"
