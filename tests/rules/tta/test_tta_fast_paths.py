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

from rules.core import OptionValue, Rng
from rules.tta import actions as act
from rules.tta import catalog, derived, economy, engine, legal, politics, undo
from rules.tta import state as state_mod
from rules.tta.actions import Action
from rules.tta.agents.heuristic import HeuristicAgent
from rules.tta.agents.random_agent import usable
from rules.tta.agents.strong import StrongAgent
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


# ------------------------------------------------------------------------------------------
# Issue 31, third pass: the last answer per nation, the narrower memo key, the stores by
# level, the recount's skipped cards, the political options one by one.


def _fresh(cat: catalog.Catalog, state: TtaState | None, p: Any) -> derived.Derived:
    """A recount with nothing remembered: neither the last answers nor the memo."""
    cat.derived_last.clear()
    cat.derived_memo.clear()
    return derived.recount(cat, state, p)


def _changes(cat: catalog.Catalog, state: TtaState, rng: random.Random) -> None:
    """Change, in place and behind the engine's back, one thing a recount reads (T-3.7): a
    nation's workers (their order too), technologies, leader, wonders, colonies, tactic,
    turned wonders, resignation, a war or a pact, an option — as a test or a caller may."""
    p = rng.choice(state.players)
    q = rng.choice(state.players)
    kind = rng.randrange(12)
    if kind == 0 and p.workers:
        cid = rng.choice(list(p.workers))
        p.workers[cid] += 1
    elif kind == 1 and len(p.workers) > 1:
        items = list(p.workers.items())
        p.workers.clear()
        p.workers.update(reversed(items))  # the same workers in another order
    elif kind == 2:
        p.techs.append(rng.choice(["iron#0", "monarchy#0", "selective_breeding#0", "alchemy#0"]))
    elif kind == 3:
        p.leader = rng.choice(["", "nikola_tesla#9", "homer#9", "moses#9"])
    elif kind == 4:
        p.wonders.append(rng.choice(["st_peters_basilica#9", "great_wall#9", "hollywood#9"]))
    elif kind == 5:
        p.colonies.append(rng.choice(["developed_territory_i#9", "historic_territory_i#9"]))
    elif kind == 6 and p.wonders:
        p.ravaged.append(p.wonders[0])
    elif kind == 7:
        p.tactic = rng.choice(["", "phalanx#9", "mobile_artillery#9"])
    elif kind == 8:
        q.resigned = 0 if q.resigned else 1
    elif kind == 9 and p.seat != q.seat:
        state.wars.append(state_mod.War("war_over_culture_ii#9", q.seat, p.seat, state.turn))
    elif kind == 10 and p.seat != q.seat:
        state.pacts.append(state_mod.Pact("trade_routes_agreement#9", p.seat, p.seat, q.seat))
    else:
        key = rng.choice(derived.OPTIONS_READ[1:])
        values: dict[str, OptionValue] = {
            "easier": not state.options.get("easier"),
            "science_rate_cap": rng.choice([0, 4, 8]),
            "st_peters_doubling": rng.choice(["net", "positive_only"]),
            "tesla_surcharge": not state.options.get("tesla_surcharge", True),
            "resignation_player_count": rng.choice(["original", "remaining"]),
        }
        state.options[key] = values[key]


@settings(max_examples=8, deadline=None, derandomize=True)
@given(game=st.sampled_from(GAMES), seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_last_answer_never_outlives_a_change_made_in_place(
    game: tuple[str, int, dict[str, object]], seed: int
) -> None:
    """T-3.7 (strength with armies T-12.2, rates, happy faces T-3.4.1, CA/MA T-7.1, hand
    limits T-6.2.5, production, costs; Tesla's surcharge T-22 #29; the player count T-22 #27):
    ``derive`` gives a nation's last answer again while everything it was counted from
    compares equal. Positions of a seeded game, each changed in place a few times the way a
    test or a caller may (workers and their order, cards, leaders, resignations, wars, pacts,
    options; nobody tells the engine), are asked for again after every change: the answer is
    always a recount with nothing remembered."""
    variant, players, extra = game
    cat = catalog.load()
    rng = random.Random(seed)
    asked = 0
    for n, state in enumerate(_steps(variant, players, extra, seed=seed)):
        if n % 19:
            continue
        copy = state_mod.load(state_mod.dump(state))  # changed here, the game goes on
        for p in copy.players:
            derived.derive(cat, copy, p)
        for _ in range(4):
            _changes(cat, copy, rng)
            for p in copy.players:
                answer = derived.derive(cat, copy, p)
                assert answer == _fresh(cat, copy, p)
                asked += 1
            p = copy.players[0]
            assert derived.derive(cat, None, p) == _fresh(cat, None, p)
    assert asked > 30


def test_last_answer_is_found_by_object_and_trusted_by_inputs() -> None:
    """T-3.7: two nations with the same cards share an answer; one nation asked with and
    without its table (Tesla's surcharge T-22 #29 on the others), or after another nation
    took a surcharging leader, gets the answer for that table; a nation's workers put in
    another order are counted in that order."""
    cat = catalog.load()
    state, _ = engine.new_game(cat, 3, {"variant": "full"}, 8)
    p, q = state.players[0], state.players[1]
    lab = next(t for t in p.techs if cat.of(t).tech_type == "lab")
    before = derived.derive(cat, state, p)
    assert derived.derive(cat, state, p) is before  # the last answer, not a recount
    q.leader = "nikola_tesla#1"
    assert cat.of(q.leader).costs, "Tesla makes the others pay more"
    after = derived.derive(cat, state, p)
    assert after == _fresh(cat, state, p)
    assert after.costs != before.costs
    assert derived.derive(cat, None, p) == _fresh(cat, None, p)
    assert derived.derive(cat, state, p) == after
    p.workers[cat.of(lab).id] = 1
    p.workers = dict(reversed(list(p.workers.items())))
    assert derived.derive(cat, state, p) == _fresh(cat, state, p)


def test_memo_key_narrowed_to_what_a_recount_reads_of_the_table() -> None:
    """T-3.7: the memo keys a nation by the pacts it is in (military-facts §4), the leaders
    that surcharge it (T-22 #29), the nations in the game (T-22 #27) — so another nation's
    leader without a surcharge (Homer) finds the same key, a surcharging one (Tesla) does
    not, and every answer from that key is a fresh recount's."""
    cat = catalog.load()
    state, _ = engine.new_game(cat, 3, {"variant": "full"}, 9)
    p, q = state.players[0], state.players[1]
    key = derived.inputs(state, p, cat)
    q.leader = "homer#1"
    assert not cat.of(q.leader).costs
    assert derived.inputs(state, p, cat) == key
    q.leader = "nikola_tesla#1"
    assert derived.inputs(state, p, cat) != key
    q.resigned = 1
    assert derived.inputs(state, p, cat) != key  # out of the game: no surcharge, one fewer
    assert derived.derive(cat, state, p) == _fresh(cat, state, p)
    state.pacts.append(state_mod.Pact("trade_routes_agreement#1", 1, 1, 2))
    assert derived.inputs(state, p, cat) == derived.inputs(state, p, cat)
    assert derived.derive(cat, state, p) == _fresh(cat, state, p)
    # T-22 #27 with the original player count: a 4-player game with a nation out and a
    # 3-player game have as many nations in the game, not the same player count.
    options: dict[str, OptionValue] = {"variant": "full", "resignation_player_count": "original"}
    four, _ = engine.new_game(cat, 4, options, 9)
    three, _ = engine.new_game(cat, 3, options, 9)
    four.players[3].resigned = 1
    a, b = four.players[0], three.players[0]
    assert derived._own(a) == derived._own(b)
    assert derived.inputs(four, a, cat) != derived.inputs(three, b, cat)


def test_options_read_written_out_as_listed() -> None:
    """The options a recount reads (T-19.1, T-22 #27, #29, St. Peter's, the science cap),
    written out for speed, are :data:`derived.OPTIONS_READ` in its order."""
    options = {key: f"value of {key}" for key in derived.OPTIONS_READ}
    assert derived._options(options.get) == tuple(options.values())


@pytest.mark.parametrize(("variant", "players", "extra"), GAMES[::3])
def test_recount_skipping_flat_cards_equals_the_full_pass(
    variant: str, players: int, extra: dict[str, object]
) -> None:
    """T-3.7: the recount skips, in its first pass over the cards in effect, the cards that
    pass does nothing with (building technologies without rules of their own); without the
    skip every nation's values at every step are the same."""
    cat = catalog.load()
    full = catalog.Catalog(cat.db, cat.info)
    full.derived_flat = frozenset()
    checked = 0
    for state in _steps(variant, players, extra, seed=37):
        for p in state.players:
            assert derived.recount(cat, state, p) == derived.recount(full, state, p)
            checked += 1
    assert cat.derived_flat and checked > 100


@pytest.mark.parametrize(("variant", "players", "extra"), GAMES[1::3])
def test_stores_by_level_remembered_equal_a_fresh_sort(
    variant: str, players: int, extra: dict[str, object]
) -> None:
    """T-7.3 (paying and gaining food and resources by token value): the farm and mine cards
    of a nation with their token values, remembered per set of technologies, and the tokens
    on them are those a fresh look at its cards gives, at every step and after a technology
    is added in place."""
    cat = catalog.load()
    checked = 0
    for state in _steps(variant, players, extra, seed=38):
        for p in state.players:
            for kind in (economy.FOOD, economy.RESOURCES):
                rows = sorted(
                    (
                        (cat.of(t).token_value, cat.of(t).id)
                        for t in p.techs
                        if cat.of(t).tech_type == kind
                    ),
                    reverse=True,
                )
                ids = tuple(cid for _, cid in rows)
                fresh = (ids, tuple(v for v, _ in rows), tuple(p.tokens.get(i, 0) for i in ids))
                assert economy.levels(cat, p, kind) == fresh
                checked += 1
    p = state.players[0]
    p.techs.append("selective_breeding#5")
    assert economy.levels(cat, p, economy.FOOD)[0][0] == "selective_breeding"
    assert checked > 100


@settings(max_examples=4, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_political_options_one_by_one_equal_the_sweep(seed: int) -> None:
    """The political step (T-15.3) is skipped when a nation has nothing to play:
    ``politics.has_options``, which stops at the first option, says so exactly when the
    whole sweep without passing and resigning is empty."""
    cat = catalog.load()
    compared = 0
    for variant, players, extra in GAMES[2:]:
        for state in _steps(variant, players, extra, seed=seed):
            if engine.is_over(state):
                continue
            for p in state.players:
                expected = bool(politics.legal(cat, state, p, with_pass=False))
                assert politics.has_options(cat, state, p) == expected
                compared += 1
    assert compared > 200


def test_one_and_at_share_the_actions_of_of() -> None:
    """The action codec: ``one`` and ``at`` give the action ``of`` gives (equal, same code)."""
    for kind, arg in [("build", "F1"), ("dest", "L2"), ("prep", "3")]:
        assert act.one(kind, arg) == act.of(kind, (arg,)) == Action(kind, (arg,))
        assert act.one(kind, arg) is act.one(kind, arg)
    for i in (0, 3, 17, 300):
        assert act.at("play", i) == Action("play", (str(i),))
        assert act.at("play", i).encode() == f"play.{i}"
    assert act.play(2) == Action("play", ("2",)) and act.revolution(1).encode() == "rev.1"


# ------------------------------------------------------------------------------------------
# Issue 31, fourth pass: simulations take no undo points; one table of a nation's fields.


@pytest.mark.parametrize(("variant", "players", "extra"), GAMES)
def test_a_simulation_without_undo_points_plays_the_same_game(
    variant: str, players: int, extra: dict[str, object]
) -> None:
    """Undo (issue 18): a game whose seats never take an action back (the computer players'
    games and the strong agent's playouts) takes no undo points. Beside the same game with
    its points: at every step the same seats act with the same legal actions (``undo`` among
    them, T-22 #19), the dump is the same wherever no point stands (a point not yet needed is
    still taken by the dump), and a point not taken cannot be read (an undo or a dump there
    raises instead of restoring something else)."""
    cat = catalog.load()
    options = {"variant": variant, **extra}
    plain, _ = engine.new_game(cat, players, options, 35)
    sim = undo.without_points(state_mod.load(state_mod.dump(plain)))
    rng = random.Random(35)
    dumped = refused = 0
    while not engine.is_over(plain):
        seat = engine.to_act(plain)[0]
        assert engine.to_act(sim) == engine.to_act(plain)
        legal_actions = engine.legal_actions(cat, plain, seat)
        assert engine.legal_actions(cat, sim, seat) == legal_actions
        if sim.undo_point is state_mod.NO_POINT:
            assert plain.undo_point is not state_mod.NO_POINT
            with pytest.raises(ValueError, match="no undo point"):
                state_mod.dump(sim)
            if act.UNDO in legal_actions and not refused:
                with pytest.raises(ValueError, match="no undo point"):
                    engine.apply(cat, sim, seat, act.UNDO)  # refused before anything changes
                refused += 1
        elif rng.random() < 0.3:
            assert state_mod.dump(sim) == state_mod.dump(plain)
            dumped += 1
        a = rng.choice(usable(plain, seat))
        assert engine.apply(cat, sim, seat, a) == engine.apply(cat, plain, seat, a)
    assert state_mod.dump(sim) == state_mod.dump(plain)
    assert dumped > 3 and refused == 1


def test_strong_playouts_without_undo_points_score_as_with_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The strong agent's playouts (heuristic play to the end, T-17 scoring) take no undo
    points: each candidate of a few positions scores exactly what it scores with them."""
    cat = catalog.load()
    state, _ = engine.new_game(cat, 3, {"variant": "advanced"}, 36)
    heuristic = HeuristicAgent(36)
    agent = StrongAgent(seed=1, iterations=1)
    rng = random.Random(36)
    scored: list[float] = []
    for step in range(120):
        seat = engine.to_act(state)[0]
        if step % 40 == 39:
            for a in rng.sample(engine.legal_actions(cat, state, seat), 2):
                seed = rng.getrandbits(64)
                fast = agent._playout(cat, state, seat, a, Rng(seed))
                with monkeypatch.context() as m:
                    m.setattr(undo, "without_points", lambda s: s)
                    assert agent._playout(cat, state, seat, a, Rng(seed)) == fast
                scored.append(fast)
        engine.apply(cat, state, seat, heuristic.choose(state, seat))
    assert len(scored) == 6


class _ReadsOf:
    """A nation that notes every field read of it (for a recount)."""

    def __init__(self, p: Any, read: set[str]) -> None:
        self._p = p
        self._read = read

    def __getattr__(self, name: str) -> Any:
        self._read.add(name)
        return getattr(self._p, name)


def test_one_list_of_the_nation_fields_a_recount_reads() -> None:
    """T-3.7: the memo's key and the last answer's comparison both take a nation's part from
    one function (``derived._own``). The fields it reads of a nation are exactly those a
    recount reads, over many positions of every variant; and each of them, changed in place,
    changes the key and is seen by the last answer's comparison (a fresh answer, not the
    object given before)."""
    cat = catalog.load()
    read: set[str] = set()
    for variant, players, extra in GAMES:
        for n, state in enumerate(_steps(variant, players, extra, seed=37)):
            if n % 7 == 0:
                for p in state.players:
                    counted = derived.recount(cat, state, _ReadsOf(p, read))
                    assert counted == derived.recount(cat, state, p)
    own: set[str] = set()
    state, _ = engine.new_game(cat, 3, {"variant": "full"}, 37)
    derived._own(_ReadsOf(state.players[0], own))
    assert read == own, (read - own, own - read)
    for name in sorted(own):
        copy = state_mod.load(state_mod.dump(state))
        q = copy.players[0]
        before = derived.derive(cat, copy, q)
        key = derived._own(q)
        value = getattr(q, name)
        if isinstance(value, list):
            value.append(value[0] if value else "monarchy#1")
        elif isinstance(value, dict):
            value[next(iter(value))] += 1
        else:
            setattr(q, name, {"seat": 2, "leader": "homer#1", "tactic": "phalanx#1"}[name])
        assert derived._own(q) != key, name
        assert derived.derive(cat, copy, q) is not before, name
