"""The engine's fast paths give exactly what the checked paths give (issue 31).

Each test plays seeded random games of every variant (2-4 players, lobby variants among them)
and compares, at every step, the fast answer with the slow one it replaces.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core import OptionValue
from rules.tta import actions as act
from rules.tta import catalog, derived, engine, legal, politics, undo
from rules.tta import state as state_mod
from rules.tta.actions import Action
from rules.tta.agents.random_agent import usable
from rules.tta.state import TtaState

# (variant, players, options beyond the variant): the options change what derive reads.
GAMES: list[tuple[str, int, dict[str, object]]] = [
    ("simple", 2, {}),
    ("simple", 4, {"st_peters_doubling": "net"}),
    ("advanced", 3, {"easier": True}),
    ("advanced", 4, {"tesla_surcharge": False}),
    ("full", 2, {"science_rate_cap": 6}),
    ("full", 4, {}),
    ("full", 3, {"resignation_player_count": "original", "peaceful": True}),
]


def _steps(variant: str, players: int, extra: dict[str, object], seed: int) -> Iterator[TtaState]:
    """Every state of one random game (the state object itself, changed in place)."""
    cat = catalog.load()
    state, _ = engine.new_game(cat, players, {"variant": variant, **extra}, seed)
    rng = random.Random(seed)
    while not engine.is_over(state):
        yield state
        seat = engine.to_act(state)[0]
        actions = usable(state, seat)
        engine.apply(cat, state, seat, rng.choice(actions))
    yield state


@pytest.mark.parametrize(("variant", "players", "extra"), GAMES)
def test_remembered_derived_values_equal_a_recount(
    variant: str, players: int, extra: dict[str, object]
) -> None:
    """T-3.7: the derived values :func:`derived.derive` remembers (strength, culture and science
    rates, happy faces T-3.4.1, CA/MA T-7.1, hand limits T-6.2.5, production, costs) are those a
    fresh recount of the same position gives, for every nation at every step — one memo shared
    by games of other variants and options, so no game reads another's."""
    cat = catalog.load()
    checked = 0
    for state in _steps(variant, players, extra, seed=31):
        for p in state.players:
            assert derived.derive(cat, state, p) == derived.recount(cat, state, p)
            checked += 1
    assert checked > 100


def test_memo_follows_every_input() -> None:
    """Changing one input of a recount (workers T-3.1.1, a leader, the options) changes the
    remembered answer with it."""
    cat = catalog.load()
    state, _ = engine.new_game(cat, 2, {"variant": "simple"}, 5)
    p = state.players[0]
    before = derived.derive(cat, state, p)
    farm = next(t for t in p.techs if cat.of(t).tech_type == "farm")
    p.workers[cat.of(farm).id] = p.workers.get(cat.of(farm).id, 0) + 1
    after = derived.derive(cat, state, p)
    assert after.food == before.food + cat.of(farm).token_value
    assert after == derived.recount(cat, state, p)
    state.options["easier"] = True
    assert derived.derive(cat, state, p).urban_limit == after.urban_limit + 1  # T-19.1
    assert derived.derive(cat, None, p) == derived.recount(cat, None, p)


@pytest.mark.parametrize(("variant", "players", "extra"), GAMES[::2])
@settings(max_examples=4, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_undo_point_taken_late_is_the_point_taken_at_once(
    variant: str, players: int, extra: dict[str, object], seed: int
) -> None:
    """Undo (issue 18; T-22 #19: no frame is pending at a point): a point is taken only when
    first needed — before the next action that may leave it standing, or by a dump — and
    encoded only when read. Two copies of one game, one seat in two taking back actions at
    random: in one every point is taken at once (as the engine did before issue 31), the other
    is dumped only now and then; at those steps, and at the end, the two dumps are the same."""
    cat = catalog.load()
    options = {"variant": variant, **extra}
    lazy, _ = engine.new_game(cat, players, options, seed)
    eager, _ = engine.new_game(cat, players, options, seed)
    state_mod.take_point(eager)
    rng = random.Random(seed)
    compared = undone = 0
    while not engine.is_over(lazy):
        seat = engine.to_act(lazy)[0]
        if seat % 2:
            choices = [a for a in engine.legal_actions(cat, lazy, seat) if a.kind != "resign"]
        else:
            choices = usable(lazy, seat)
        a = rng.choice(choices)
        undone += a.kind == undo.UNDO
        engine.apply(cat, lazy, seat, a)
        engine.apply(cat, eager, seat, a)
        state_mod.take_point(eager)  # the eager copy's point, taken as soon as it is set
        if rng.random() < 0.1:
            assert state_mod.dump(lazy) == state_mod.dump(eager)
            compared += 1
    assert state_mod.dump(lazy) == state_mod.dump(eager)
    assert compared > 3 and undone > 0


@pytest.mark.parametrize(("variant", "players", "extra"), GAMES)
def test_sweep_offers_what_fresh_checks_offer(
    variant: str, players: int, extra: dict[str, object]
) -> None:
    """T-6 to T-11 (take T-6.2, increase T-8.1, build T-8.2 and the urban limit T-8.3,
    upgrade T-8.4, destroy T-8.5, wonders T-9, hand cards T-10, revolution T-11; tactics,
    draws, colonies in the other variants): the legality sweep, which works out once what its
    checks share, offers exactly the actions that checking each candidate afresh offers."""
    cat = catalog.load()
    compared = 0
    for state in _steps(variant, players, extra, seed=33):
        if state.pending or state.phase != "actions" or engine.is_over(state):
            continue
        assert legal.turn_actions(cat, state) == legal.turn_actions(cat, state, sweep=False)
        compared += 1
    assert compared > 50


@pytest.mark.parametrize(("variant", "players", "extra"), GAMES[1::2])
def test_unchecked_apply_of_a_legal_action_equals_the_checked_apply(
    variant: str, players: int, extra: dict[str, object]
) -> None:
    """The strong agent's playouts apply the heuristic's choice, one of ``legal_actions``,
    without the refusal check (T-6 to T-18 checks all pass for it): the state and the events
    are exactly those of the checked apply, action for action."""
    cat = catalog.load()
    rng = random.Random(34)
    checked, _ = engine.new_game(cat, players, {"variant": variant, **extra}, 34)
    unchecked = state_mod.load(state_mod.dump(checked))
    steps = 0
    while not engine.is_over(checked):
        seat = engine.to_act(checked)[0]
        a = rng.choice(usable(checked, seat))
        events = engine.apply(cat, checked, seat, a)
        assert engine.apply(cat, unchecked, seat, a, checked=False) == events
        assert state_mod.dump(unchecked) == state_mod.dump(checked)
        steps += 1
    assert steps > 100


class _Recording(dict[str, OptionValue]):
    """Options that note every key read."""

    def __init__(self, options: dict[str, OptionValue], read: set[str]) -> None:
        super().__init__(options)
        self.read = read

    def get(self, key: str, default: object = None) -> Any:
        self.read.add(key)
        return super().get(key, default)

    def __getitem__(self, key: str) -> OptionValue:
        self.read.add(key)
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        self.read.add(str(key))
        return super().__contains__(key)


def test_the_memo_keys_every_option_a_recount_reads() -> None:
    """T-3.7 and the options it depends on (T-19.1 easier, T-22 #27 the player count, Tesla's
    surcharge, St. Peter's doubling, the science cap): every option a recount reads, in
    games of every variant, is part of the memo's key (``derived.OPTIONS_READ``)."""
    cat = catalog.load()
    read: set[str] = set()
    for variant, players, extra in GAMES:
        for state in _steps(variant, players, extra, seed=35):
            options = state.options
            state.options = _Recording(options, read)
            for p in state.players:
                derived.recount(cat, state, p)
            state.options = options
    assert read and read <= set(derived.OPTIONS_READ), sorted(read - set(derived.OPTIONS_READ))


@settings(max_examples=3, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_shared_actions_equal_the_actions_built_afresh(seed: int) -> None:
    """The codec (the action codes of T-6 to T-19 moves): the legal actions, now shared
    instances with their code joined once, equal the actions built and decoded afresh, and
    their code is the one joined from their parts."""
    checked = 0
    for variant, players, extra in GAMES:
        for state in _steps(variant, players, extra, seed=seed):
            for seat in engine.to_act(state):
                for a in engine.legal_actions(catalog.load(), state, seat):
                    code = ".".join((a.kind, *a.args))
                    assert a.encode() == code
                    assert a == Action(a.kind, a.args) == Action.decode(code) == act.split(code)
                    assert hash(a) == hash(Action(a.kind, a.args))
                    checked += 1
    assert checked > 1000


@pytest.mark.parametrize(("variant", "players", "extra"), GAMES[1::3])
def test_wait_tuple_tells_waits_apart_as_the_key_does(
    variant: str, players: int, extra: dict[str, object]
) -> None:
    """A wait (each turn, its political step T-15.3, each pending frame T-22 #19) begins where
    :func:`engine.wait_key` changes; ``apply`` compares the tuple ``engine._wait`` instead,
    which must be equal exactly when the keys are, over every position of a game."""
    key_of: dict[tuple[object, ...], str] = {}
    wait_of: dict[str, tuple[object, ...]] = {}
    for state in _steps(variant, players, extra, seed=36):
        key, wait = engine.wait_key(state), engine._wait(state)
        assert key_of.setdefault(wait, key) == key
        assert wait_of.setdefault(key, wait) == wait
    assert len(key_of) > 40


@settings(max_examples=6, deadline=None, derandomize=True)
@given(game=st.sampled_from(GAMES), seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_sweep_offers_what_fresh_checks_offer_on_any_seed(
    game: tuple[str, int, dict[str, object]], seed: int
) -> None:
    """The same as :func:`test_sweep_offers_what_fresh_checks_offer` with seeds hypothesis
    picks: the row's one-pass takes (T-6.1, T-6.2), the workers counted once per type for the
    urban limit (T-8.3) and Robespierre's revolution (T-10.3) looked up once per sweep give the
    actions that checking each candidate afresh gives."""
    cat = catalog.load()
    compared = 0
    for state in _steps(*game, seed=seed):
        if state.pending or state.phase != "actions" or engine.is_over(state):
            continue
        assert legal.turn_actions(cat, state) == legal.turn_actions(cat, state, sweep=False)
        compared += 1
    assert compared > 10


@settings(max_examples=4, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_political_offers_equal_membership_in_the_sweep(seed: int) -> None:
    """The political step (T-15.3: prepare T-15.4.1, aggressions T-15.7, wars T-15.9, pacts
    T-15.8, passing; resigning T-18): ``politics.offers``, which answers passing, resigning and
    preparing without the sweep, says yes exactly to the actions ``politics.legal`` lists, for
    those and for near misses (other hand positions, codes with a leading zero, extra
    arguments), at every political step of full and advanced games."""
    cat = catalog.load()
    compared = 0
    for variant, players, extra in GAMES[2:]:
        for state in _steps(variant, players, extra, seed=seed):
            if state.pending or state.phase != "political" or engine.is_over(state):
                continue
            p = state.players[state.current]
            offered = politics.legal(cat, state, p)
            near = [Action("prep", (str(m),)) for m in range(-1, len(p.military) + 2)]
            near += [Action("prep", ("01",)), Action("prep", ("0", "1")), Action("prep")]
            near += [Action("nopol"), Action("nopol", ("1",)), Action("resign")]
            near += [Action("resign", ("0",)), Action("prep", ("²",))]
            for a in offered + near:
                assert politics.offers(cat, state, p, a) == (a in offered), a
                compared += 1
    assert compared > 100
