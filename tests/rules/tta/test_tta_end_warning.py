"""Ending a turn warns first of what it would cause (issue 18): the end-turn action carries a
``confirm`` warning computed from a preview of maintenance (T-13, T-14.3), nothing changes."""

from __future__ import annotations

import tta_helpers as h

from rules.core import ActionInfo, Msg
from rules.tta import GAME
from rules.tta.actions import Action
from rules.tta.maintenance import preview
from rules.tta.state import TtaState


def end_info(state: TtaState, seat: int) -> ActionInfo:
    (info,) = GAME.describe(state, seat, [Action("end")])
    return info


def test_t13_1_famine_is_warned_before_the_turn_ends() -> None:
    """T-13.1 step 3: no food stored, no farm working, consumption 2 (Y = 11): famine of 2."""
    state = h.new(2, seed=3)
    seat = state.start
    p = h.on_turn(state, seat, round_=3)
    h.set_workers(state, seat, {"agriculture": 0})
    h.set_tokens(state, seat, {"agriculture": 0})
    p.yellow_bank = 11
    dump = GAME.dump(state)
    assert preview(h.cat(), state, p) == {"famine": 2}
    info = end_info(state, seat)
    assert info.confirm == Msg.of("tta-confirm-end", uprising=0, famine=2, culture=8, corruption=0)
    assert GAME.dump(state) == dump, "a preview changes nothing"


def test_t13_1_no_warning_when_nothing_bad_follows() -> None:
    state = h.new(2, seed=3)
    seat = state.start
    h.on_turn(state, seat, round_=3)
    assert end_info(state, seat).confirm is None


def test_t14_3_an_uprising_is_warned() -> None:
    """T-14.3: with 10 tokens in the yellow bank three happy faces are required; with none and
    no unused worker, the nation would revolt."""
    state = h.adv(2, seed=4)
    seat = state.start
    p = h.on_turn(state, seat, round_=3)
    p.pool = 0
    p.yellow_bank = 10
    found = preview(h.cat(), state, p)
    assert found == {"uprising": 1}
    confirm = end_info(state, seat).confirm
    assert confirm is not None and dict(confirm.args)["uprising"] == 1


def test_t13_1_corruption_is_warned_in_the_advanced_game() -> None:
    """T-13.1 step 5: a blue bank of 8 after production pays 2 resources of corruption."""
    state = h.adv(2, seed=5)
    seat = state.start
    p = h.on_turn(state, seat, round_=3)
    h.set_workers(state, seat, {"bronze": 0})
    h.set_tokens(state, seat, {"bronze": 10})
    assert p.blue_bank <= 8  # no mine works, so production adds nothing
    found = preview(h.cat(), state, p)
    assert found.get("corruption", 0) >= 2
