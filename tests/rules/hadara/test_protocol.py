"""The game protocol (rules.core.Game) as Hadara implements it: refusals, versions, codes."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hadara_builders import (
    RandomChooser,
    at_colony,
    effect_card,
    give,
    new,
    run,
    run_to,
    set_tracks,
)

from rules.core import REASONS, IllegalAction, MalformedAction
from rules.hadara import GAME, engine
from rules.hadara import actions as act
from rules.hadara import state as state_mod
from rules.hadara.actions import PASS, Action
from rules.hadara.state import HadaraState


def _refused(state: HadaraState, seat: int, action: Action, **kw: int) -> IllegalAction:
    """Apply, expect a refusal, and check that the state did not change at all."""
    before = state_mod.dump(state)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, seat, action, **kw)
    assert state_mod.dump(state) == before
    assert err.value.reason in REASONS
    return err.value


def test_reason_not_enough_coins() -> None:
    state = new(2, seed=1)
    engine.apply(state, state.first, act.wheel(0))
    state.players[0].coins = 0
    card = next(c for c in state.hands[0] if engine.check(state, 0, act.draft(c, True)) is not None)
    err = _refused(state, 0, act.draft(card, True))
    assert err.reason == "not_enough_coins"
    assert err.params["have"] == 0 and int(err.params["need"]) > 0


def test_reason_requirement_not_met() -> None:
    state = new(2, seed=1)
    seat = engine.first_player(state, 1)
    set_tracks(state.players[seat], military=3)
    at_colony(state)
    err = _refused(state, seat, act.colony(9, False))
    assert err.reason == "requirement_not_met"


def test_reason_not_your_turn() -> None:
    state = new(3, seed=1)
    other = (state.first + 1) % 3
    assert _refused(state, other, act.wheel(0)).reason == "not_your_turn"
    assert _refused(state, 7, act.wheel(0)).reason == "not_your_turn"


def test_reason_stale_version() -> None:
    state = new(2, seed=1)
    GAME.apply(state, state.first, act.wheel(0), expected_version=0)
    assert GAME.version(state) == 1
    err = _refused(state, 0, act.draft(state.hands[0][0], False), expected_version=0)
    assert err.reason == "stale_version"
    GAME.apply(state, 0, act.draft(state.hands[0][0], False), expected_version=1)


def test_reason_already_chosen() -> None:
    state = new(2, seed=1)
    engine.apply(state, state.first, act.wheel(0))
    engine.apply(state, 0, act.draft(state.hands[0][0], False))
    err = _refused(state, 0, act.draft(state.hands[0][1], False))
    assert err.reason == "already_chosen"
    advanced = new(2, "advanced", seed=1)
    engine.apply(advanced, 1, act.side("A"))
    assert _refused(advanced, 1, act.side("B")).reason == "already_chosen"


def test_reason_game_over() -> None:
    state = new(2, seed=1)
    run(state, RandomChooser(1))
    assert GAME.is_over(state)
    assert GAME.to_act(state) == []
    assert GAME.legal_actions(state, 0) == []
    assert _refused(state, 0, PASS).reason == "game_over"


def test_reason_wrong_step() -> None:
    state = new(2, seed=1)
    assert _refused(state, state.first, PASS).reason == "wrong_step"
    assert _refused(state, state.first, act.GOLD).reason == "wrong_step"


@pytest.mark.parametrize(
    "junk",
    [
        "",
        "x" * 41,
        "draft",
        "draft..b",
        "draft.1b01",
        "draft.1b01.x",
        "draft.1b01.s.y",
        "wheel.5",
        "wheel",
        "colony.4.p",
        "colony.3.b",
        "statue.0.u",
        "statue.4.u.y",
        "statue.0.u.p",
        "silver",
        "silver.purple",
        "gold.1",
        "pass.now",
        "side.C",
        "feed.eat",
        "take.pink.b",
        "a.b.c.d.e",
        "DRAFT.1b01.b",
        ".",
        "draft.1b01.b.",
    ],
)
def test_reason_malformed_action(junk: str) -> None:
    """Action.decode rejects codes that are no Hadara action at all."""
    with pytest.raises(MalformedAction) as err:
        GAME.decode_action(junk)
    assert err.value.reason == "malformed_action"


def test_a_refused_code_stays_refused_when_sent_again() -> None:
    """The codec memoises decoded codes; a refusal must never be remembered as an action."""
    for _ in range(3):
        with pytest.raises(MalformedAction):
            Action.decode("draft.1b01.b.")
    assert Action.decode("draft.1b01.b") == Action("draft", "1b01", "buy")


@pytest.mark.parametrize(("n", "variant", "seed"), [(3, "basic", 5), (5, "advanced", 8)])
def test_wait_since_moves_when_the_wait_key_changes_or_a_seat_joins(
    n: int, variant: str, seed: int
) -> None:
    """The engine compares steps with a cheap tuple; the result must be the one that comparing
    ``wait_key`` (epoch, phase, step, draw round: H-5 rounds, H-8/H-9/H-11 steps) gives."""
    state = new(n, variant, seed)
    choose = RandomChooser(seed)
    moved = 0
    while state.step != "over":
        key, acting = engine.wait_key(state), set(state.acting)
        engine.apply(state, state.acting[0], choose(state, state.acting[0]))
        expect = engine.wait_key(state) != key or not set(state.acting) <= acting
        assert (state.wait_since == state.version) == expect
        moved += expect
    assert moved > 20


def test_refusals_leave_the_state_byte_identical() -> None:
    """A refused action changes nothing (checked in every step of a whole game)."""
    state = new(3, seed=9)
    choose = RandomChooser(9)
    probes = [PASS, act.GOLD, act.wheel(1), act.take("red", True), act.colony(30, True)]
    probes += [act.statue(3, "red", False), act.feed_remove("3p14"), act.silver("blue")]
    refused = 0
    while not GAME.is_over(state):
        for seat in range(3):
            for probe in probes:
                if engine.check(state, seat, probe) is not None:
                    _refused(state, seat, probe)
                    refused += 1
        seat = state.acting[0]
        GAME.apply(state, seat, choose(state, seat))
    assert refused > 100


@pytest.mark.parametrize(("n", "variant"), [(2, "basic"), (4, "advanced")])
def test_version_increases_by_one_per_applied_action(n: int, variant: str) -> None:
    state = GAME.new(n, {"variant": variant}, 3)
    choose = RandomChooser(3)
    version = GAME.version(state)
    assert version == 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, choose(state, seat), expected_version=version)
        assert GAME.version(state) == version + 1
        version += 1


def test_action_codes_round_trip_and_fit_in_40_chars() -> None:
    seen: set[str] = set()
    for n, variant, seed in [(2, "basic", 1), (5, "advanced", 2), (3, "basic", 3)]:
        state = GAME.new(n, {"variant": variant}, seed)
        choose = RandomChooser(seed)
        while not GAME.is_over(state):
            for seat in GAME.to_act(state):
                for a in GAME.legal_actions(state, seat):
                    code = GAME.encode_action(a)
                    assert len(code) <= 40
                    assert GAME.decode_action(code) == a
                    assert GAME.encode_action(GAME.decode_action(code)) == code
                    seen.add(code.split(".")[0])
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, choose(state, seat))
    assert {"side", "wheel", "draft", "take", "pass"} <= seen
    for a in [
        act.draft("1p02", True, "yellow"),
        act.take("purple", True, "green"),
        act.feed_remove("3p14"),
        act.FEED_PAY,
        act.statue(3, "green", False),
        act.colony(30, True),
        act.silver("red"),
    ]:
        assert Action.decode(a.encode()) == a and len(a.encode()) <= 40


def _all_legal_apply(state: HadaraState) -> int:
    applied = 0
    text = state_mod.dump(state)
    for seat in GAME.to_act(state):
        for a in GAME.legal_actions(state, seat):
            copy = state_mod.load(text)
            GAME.apply(copy, seat, a)
            applied += 1
    return applied


@pytest.mark.parametrize(("n", "variant", "seed"), [(3, "basic", 5), (2, "advanced", 6)])
def test_every_legal_action_applies(n: int, variant: str, seed: int) -> None:
    """legal_actions never offers an action that apply refuses."""
    state = GAME.new(n, {"variant": variant}, seed)
    choose = RandomChooser(seed)
    applied = 0
    while not GAME.is_over(state):
        applied += _all_legal_apply(state)
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, choose(state, seat))
    assert applied > 200


def test_legal_actions_apply_in_special_positions() -> None:
    """The same in positions random play rarely reaches (effects, payments, feeding)."""
    state = new(2, seed=2)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    data = state.data
    give(state, seat, *(effect_card(data, e).id for e in ("P-III-4", "P-III-5", "P-III-6")))
    give(state, seat, effect_card(data, "P-II-3").id)
    p.coins = 60
    set_tracks(p, military=12, culture=12)
    at_colony(state)
    assert _all_legal_apply(state) > 5


def test_dump_load_round_trip_mid_game() -> None:
    """A dumped state loads back to the same bytes and plays on identically."""
    state = new(4, seed=8)
    run_to(state, 2, "take", RandomChooser(8))
    text = GAME.dump(state)
    copy = GAME.load(text)
    assert GAME.dump(copy) == text
    chooser_a: Callable[[HadaraState, int], Action] = RandomChooser(99)
    chooser_b: Callable[[HadaraState, int], Action] = RandomChooser(99)
    run(state, chooser_a)
    run(copy, chooser_b)
    assert GAME.dump(state) == GAME.dump(copy)
