"""The recap of a game that writes none of its own (issue 29; rules.core.GameAdapter.recap):
Sealed Bids gets the last log lines its player may see, never another seat's secret bid."""

from __future__ import annotations

from rules.bids import GAME
from rules.core import JSON, RECAP_LINES, capped, plain_recap


def played(players: int, seed: int) -> list[tuple[int, list[JSON]]]:
    """(acting seat, its action's stored events) over a whole game, first legal action each."""
    state = GAME.new(players, {}, seed)
    out = []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = GAME.legal_actions(state, seat)[-1]
        out.append((seat, [e.to_json() for e in GAME.apply(state, seat, action)]))
    return out


def test_sealed_bids_recap_is_its_last_visible_log_lines() -> None:
    log = played(3, 5)
    events = [e for _, evs in log for e in evs]
    assert any("private_to" in e for e in events)
    for viewer in range(3):
        lines = GAME.recap(events, viewer, 3)
        assert lines
        visible = [e for e in events if e.get("private_to") in (None, viewer)]
        expected = [m for m in map(GAME.describe_event, visible) if m is not None]
        assert lines == expected[-RECAP_LINES:]
        # ``events`` hold every seat's secret bid: the recap drops the others' itself.
        assert GAME.recap(visible, viewer, 3) == lines


def test_capped_keeps_the_first_lines_and_says_how_many_are_left_out() -> None:
    lines = [GAME.describe_event({"kind": "bid", "seat": s % 3}) for s in range(12)]
    kept = [m for m in lines if m is not None]
    cut = capped(kept, lambda n: kept[0].as_form(str(n)), 8)
    assert cut[:7] == kept[:7] and cut[7].form == "5"
    assert capped(kept[:8], lambda n: kept[0], 8) == kept[:8]
    assert plain_recap([], 0, GAME.describe_event) == []
