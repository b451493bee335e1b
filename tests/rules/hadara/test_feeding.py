"""Feed your people (H-10)."""

from __future__ import annotations

import pytest
from hadara_builders import at_feed, free, give, kinds, new, with_track, without_track

from rules.core import IllegalAction
from rules.hadara import actions as act
from rules.hadara import effects as fx
from rules.hadara import engine, views
from rules.hadara.data import DataSet
from rules.hadara.state import HadaraState


def _fill(state: HadaraState, seat: int, extra: int, data: DataSet) -> list[str]:
    """Give plain non-food cards until the card count exceeds food by ``extra``."""
    p = state.players[seat]
    pool = free(state, without_track(data, "food"))
    given = []
    while len(p.cards) - p.tracks[fx.FOOD] < extra:
        cid = pool.pop(0)
        give(state, seat, cid)
        given.append(cid)
    assert len(p.cards) - p.tracks[fx.FOOD] == extra
    return given


def test_h_10_1_enough_food_nothing_happens(data: DataSet) -> None:
    """H-10.1: food ≥ number of epoch cards: nothing happens (the step is skipped)."""
    state = new(2, seed=1)
    p = state.players[0]
    _fill(state, 0, 0, data)  # exactly as many cards as food
    cards_before, coins_before = list(p.cards), p.coins
    events = at_feed(state)
    assert "hunger" not in kinds(events)
    assert state.step != "feed"
    assert p.cards == cards_before and p.coins == coins_before


def test_h_10_1_only_epoch_cards_count(data: DataSet) -> None:
    """H-10.1: colonies and statues are not fed; only epoch cards count."""
    state = new(2, seed=1)
    p = state.players[0]
    _fill(state, 0, 0, data)
    p.colonies = [(next(iter(data.colonies)), False)]
    p.statues[0] = ("blue", False)
    at_feed(state)
    assert state.step != "feed"


def test_h_10_2_remove_cards_until_count_equals_food(data: DataSet) -> None:
    """H-10.2: remove cards of one's choice, one at a time, until count equals food; each
    removal subtracts the card's tracks; no coins; the cards leave the game."""
    state = new(2, seed=1)
    p = state.players[0]
    given = _fill(state, 0, 2, data)
    coins = p.coins
    events = at_feed(state)
    assert state.step == "feed" and state.acting == [0]
    assert next(e for e in events if e.kind == "hunger").data == {"cards": 2}
    assert views.view(state, None)["feed"] == {0: 2}
    victim = max(given, key=lambda c: sum(data.cards[c].tracks))
    before = list(p.tracks)
    engine.apply(state, 0, act.feed_remove(victim))
    assert p.tracks == [b - t for b, t in zip(before, data.cards[victim].tracks, strict=True)]
    assert state.acting == [0]
    engine.apply(state, 0, act.feed_remove(given[0] if given[0] != victim else given[1]))
    assert len(p.cards) == p.tracks[fx.FOOD]
    assert p.coins == coins
    assert state.step != "feed"
    assert (victim, 0, True) in state.out


def test_h_10_2_cascade_removing_a_food_card_forces_more_removals(data: DataSet) -> None:
    """H-10.2: removing a food card lowers food, so more cards must go."""
    state = new(2, seed=1)
    p = state.players[0]
    food_card = max(with_track(data, "food", color="green"), key=lambda c: c.tracks[fx.FOOD])
    give(state, 0, food_card.id)
    others = _fill(state, 0, 1, data)
    food_value = food_card.tracks[fx.FOOD]
    assert food_value >= 2
    at_feed(state)
    assert state.acting == [0]
    engine.apply(state, 0, act.feed_remove(food_card.id))
    # one card fewer, but food_value less food: still food_value cards too many
    assert len(p.cards) - p.tracks[fx.FOOD] == food_value
    assert state.step == "feed" and state.acting == [0]
    for cid in others[:food_value]:
        assert state.acting == [0]
        engine.apply(state, 0, act.feed_remove(cid))
    assert len(p.cards) == p.tracks[fx.FOOD]
    assert state.step != "feed"


def test_h_10_2_only_own_cards_and_only_while_hungry(data: DataSet) -> None:
    """H-10.2: a player removes their own cards; a fed player has nothing to do."""
    state = new(2, seed=1)
    _fill(state, 0, 1, data)
    theirs = free(state, without_track(data, "food"))[0]
    give(state, 1, theirs)
    at_feed(state)
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, 0, act.feed_remove(theirs))
    assert err.value.reason == "not_owned"
    if 1 not in state.acting:
        with pytest.raises(IllegalAction) as err:
            engine.apply(state, 1, act.feed_remove(theirs))
        assert err.value.reason == "not_your_turn"
    assert {a.kind for a in engine.legal_actions(state, 0)} == {"feed"}
    assert not any(a.target == "pay" for a in engine.legal_actions(state, 0))  # no P-II-3
