"""Setup (T-3, T-4), round 1 (T-5.2), the card row and taking cards (T-6)."""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.core import IllegalAction
from rules.tta import engine, nation
from rules.tta.state import card_id


def test_t3_starting_nation() -> None:
    """T-3.1/T-3.2.1/T-3.6: six printed techs, 2 farms, 2 mines, 1 lab, 1 Warriors, 1 unused
    worker, 18 yellow and 18 blue in the banks; strength 1, science rate 1, 4 CA / 2 MA."""
    state = h.new(3, seed=1)
    for p in state.players:
        assert sorted(card_id(t) for t in p.techs) == sorted(
            ["agriculture", "bronze", "religion", "philosophy", "warriors", "despotism"]
        )
        assert p.workers == {"agriculture": 2, "bronze": 2, "philosophy": 1, "warriors": 1}
        assert (p.pool, p.yellow_bank, p.blue_bank) == (1, 18, 18)
        assert p.pool + sum(p.workers.values()) + p.yellow_bank == nation.YELLOW_TOKENS
        d = h.derived(state, p.seat)
        assert (d.strength, d.culture, d.science, d.happy) == (1, 0, 1, 0)
        assert (d.ca, d.ma, d.urban_limit, d.civil_hand_limit) == (4, 2, 2, 4)
        assert (p.culture, p.science) == (0, 0)


@pytest.mark.parametrize(("players", "deck_one"), [(2, 45), (3, 50), (4, 55)])
def test_t4_setup_row_decks_and_events(players: int, deck_one: int) -> None:
    """T-4.1.2/T-4.2/T-2.2: 13 Age A cards in the row (5/4/4 zones), the rest of the 20-card
    Age A deck aside, Age I filtered by player count, 9 events without Development of
    Politics."""
    state = h.new(players, seed=players)
    assert all(state.row) and len(state.row) == 13
    assert all(h.cat().of(c).age == 0 for c in state.row)
    assert len(state.civil_decks[0]) == 7
    assert len(state.civil_decks[1]) == deck_one
    assert len(state.events) == 9
    assert "development_of_politics" not in {card_id(e) for e in state.events}
    assert [nation.slot_cost(s) for s in range(13)] == [1] * 5 + [2] * 4 + [3] * 4
    assert state.current == state.start and state.round == 1


def test_t4_1_4_start_player_is_drawn() -> None:
    starts = {h.new(4, seed=s).start for s in range(40)}
    assert starts == {0, 1, 2, 3}


def test_t5_2_1_round_one_actions_by_seat() -> None:
    """T-5.2.1: 1, 2, 3, 4 CA from the start player on; only taking cards (no military)."""
    state = h.new(4, seed=2)
    for position in range(4):
        seat = state.current
        assert state.position(seat) == position
        assert h.ca_left(state, seat) == position + 1
        assert h.ma_max(state, seat) == 0
        # Taking cards only (and resigning at the start of the turn, T-22 #8, #27).
        assert all(c.startswith("take.") or c in ("end", "resign", "undo") for c in h.codes(state))
        with pytest.raises(IllegalAction) as err:
            h.act(state, "build.F0")
        assert err.value.reason == "round_one_only_take"
        h.act(state, "end")


def test_t5_2_2_no_refill_in_round_one_and_t5_2_3_maintenance() -> None:
    """T-5.2.2: taken cards leave gaps in round 1; T-5.2.3: maintenance gives culture +0,
    science +1, 2 food and 2 resources."""
    state = h.new(2, seed=3)
    h.act(state, "take.1")
    h.act(state, "end")
    assert state.row[0] == ""
    seat = state.current
    for p in state.players:
        if p.seat != seat:
            assert (p.culture, p.science) == (0, 1)
            assert (h.food(state, p.seat), h.res(state, p.seat)) == (2, 2)
            assert p.blue_bank == 14
    h.act(state, "end")
    assert state.round == 2 and state.row[0] != ""  # the first refill


def test_t6_2_1_one_leader_per_age() -> None:
    """T-6.2.1: once an age-X leader was taken, no other age-X leader, even after it left."""
    state = h.new(2, seed=4)
    seat = state.start
    h.on_turn(state, seat)
    h.put_row(state, {1: "homer", 2: "moses", 3: "michelangelo"})
    h.act(state, "take.1")
    assert "take.2" not in h.codes(state)
    assert "take.3" in h.codes(state)  # another age
    with pytest.raises(IllegalAction) as err:
        h.act(state, "take.2")
    assert err.value.reason == "leader_age_taken"
    h.act(state, "play.0")
    state.players[seat].leader = ""  # even if the leader has gone
    assert "take.2" not in h.codes(state)


def test_t6_2_2_one_wonder_under_construction_and_no_hand() -> None:
    """T-6.2.2: a wonder goes straight into play; another only after completion."""
    state = h.new(2, seed=5)
    seat = state.start
    h.on_turn(state, seat)
    h.put_row(state, {1: "pyramids", 2: "colossus"})
    h.act(state, "take.1")
    p = state.players[seat]
    assert p.wonder.startswith("pyramids#") and p.hand == []
    with pytest.raises(IllegalAction) as err:
        h.act(state, "take.2")
    assert err.value.reason == "wonder_in_progress"


def test_t6_2_3_no_identical_technology() -> None:
    """T-6.2.3: not a technology already in hand or in play (governments too)."""
    state = h.new(4, seed=6)
    seat = state.start
    h.on_turn(state, seat)
    h.put_row(state, {1: "iron", 2: "iron", 3: "monarchy", 4: "monarchy", 5: "swordsmen"})
    h.add_tech(state, seat, "swordsmen")
    h.act(state, "take.1")
    assert "take.2" not in h.codes(state)
    assert "take.5" not in h.codes(state)
    h.act(state, "take.3")
    assert "take.4" not in h.codes(state)


def test_t6_2_5_hand_limit() -> None:
    """T-6.2.5: a card enters the hand only while the hand holds fewer cards than the CA
    maximum; wonders are exempt; Library of Alexandria adds one."""
    state = h.new(2, seed=7)
    seat = state.start
    h.on_turn(state, seat)
    for cid in ("work_of_art_a", "rich_land_a", "patriotism_a", "frugality_a"):
        h.give_hand(state, seat, cid)
    h.put_row(state, {1: "revolutionary_idea_a", 2: "pyramids"})
    assert "take.1" not in h.codes(state)
    with pytest.raises(IllegalAction) as err:
        h.act(state, "take.1")
    assert err.value.reason == "hand_full"
    assert "take.2" in h.codes(state)
    h.complete_wonders(state, seat, "library_of_alexandria")
    assert "take.1" in h.codes(state)


def test_t6_2_6_aristotle_science_for_taken_technologies() -> None:
    state = h.new(2, seed=8)
    seat = state.start
    h.on_turn(state, seat)
    h.set_leader(state, seat, "aristotle")
    h.put_row(state, {1: "iron", 2: "work_of_art_a", 3: "alchemy"})
    h.act(state, "take.1")
    h.act(state, "take.2")
    h.act(state, "take.3")
    assert state.players[seat].science == 2


def test_t6_2_4_action_card_waits_a_turn() -> None:
    """T-6.2.4: an action card cannot be played the turn it was taken; next turn it can."""
    state = h.new(2, seed=9)
    seat = state.start
    h.on_turn(state, seat)
    h.put_row(state, {1: "work_of_art_a"})
    h.act(state, "take.1")
    assert "play.0" not in h.codes(state)
    h.on_turn(state, seat)
    h.act(state, "play.0")
    assert state.players[seat].culture == 6


@pytest.mark.parametrize(("players", "cleared"), [(2, 3), (3, 2), (4, 1)])
def test_t6_3_refill_clears_shifts_fills(players: int, cleared: int) -> None:
    """T-6.3.1-T-6.3.3: k = 3/2/1 first slots boxed (gaps remove nothing), shift, refill."""
    state = h.new(players, seed=10)
    state.age = 1
    state.round = 2
    row = list(state.row)
    row[cleared] = ""  # a gap just after the cleared zone
    state.row = row
    before_boxed = len(state.boxed)
    deck_top = list(reversed(state.civil_decks[1][-(cleared + 1) :]))
    engine.refill(h.cat(), state, [])
    assert state.boxed[before_boxed:] == row[:cleared]
    kept = [c for c in row[cleared:] if c]
    assert state.row[: len(kept)] == kept
    assert state.row[len(kept) :] == deck_top


def test_t6_3_5_last_round_only_clears_and_shifts() -> None:
    """T-17.1.1: after the Age I deck ran out, rows are only cleared and shifted."""
    state = h.new(2, seed=11)
    state.age = 1
    state.round = 5
    state.last_round = True
    row = list(state.row)
    engine.refill(h.cat(), state, [])
    assert state.row == [*row[3:], "", "", ""]
