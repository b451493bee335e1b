"""Phase B: take face-up cards (H-6) and income (H-7)."""

from __future__ import annotations

import pytest
from hadara_builders import (
    RandomChooser,
    at_take,
    cards,
    free,
    give,
    new,
    passive,
    put_on_pile,
    run,
    run_to,
)

from rules.core import IllegalAction
from rules.hadara import actions as act
from rules.hadara import effects as fx
from rules.hadara import engine, views
from rules.hadara.actions import Action
from rules.hadara.data import COLORS, DataSet


def test_h_6_1_first_player_takes_a_top_card_and_must_buy_or_sell(data: DataSet) -> None:
    """H-6.1: starting with the first player, each player takes the top card of any
    non-empty pile and buys or sells it; discarding is not an option."""
    state = new(3, seed=4)
    run_to(state, 1, "take")
    assert state.phase == "B"
    assert state.acting == [state.first]
    legal = engine.legal_actions(state, state.first)
    assert {a.kind for a in legal} == {"take"}
    assert {a.mode for a in legal} == {"buy", "sell"} or {a.mode for a in legal} == {"sell"}
    assert {a.target for a in legal} == {c for c in COLORS if state.piles[c]}
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, state.first, Action.decode("pass"))
    assert err.value.reason == "wrong_step"
    seat = state.first
    p = state.players[seat]
    p.coins = 100
    color = next(c for c in COLORS if state.piles[c])
    top = state.piles[color][-1]
    price = fx.card_price(state, p, top)
    engine.apply(state, seat, act.take(color, buy=True))
    assert top in p.cards and p.coins == 100 - price
    nxt = state.acting[0]
    assert nxt == state.turn_order()[1]
    before = state.players[nxt].coins
    color = next(c for c in COLORS if state.piles[c])
    top = state.piles[color][-1]
    engine.apply(state, nxt, act.take(color, buy=False))
    assert state.players[nxt].coins == before + fx.SALE_VALUE[1]
    assert (top, nxt, True) in state.out  # sold face up: publicly known (H-14.3)


def test_h_6_1_empty_pile_cannot_be_chosen(data: DataSet) -> None:
    """H-6.1: only non-empty piles."""
    state = new(2, seed=1)
    reds = free(state, cards(data, color="red", epoch=1))
    put_on_pile(state, "red", *reds[:2])
    at_take(state)
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, state.first, act.take("blue", buy=False))
    assert err.value.reason == "pile_empty"


def test_h_6_1_cannot_pay_must_sell(data: DataSet) -> None:
    """H-6.1 with H-5.4: a taken card the player cannot pay for must be sold."""
    state = new(2, seed=1)
    dear = [c for c in free(state, cards(data, color="blue", epoch=1)) if data.cards[c].cost > 0]
    put_on_pile(state, "blue", *dear[:2])
    at_take(state)
    seat = state.first
    state.players[seat].coins = 0
    assert engine.legal_actions(state, seat) == [act.take("blue", buy=False)]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, seat, act.take("blue", buy=True))
    assert err.value.reason == "not_enough_coins"


def test_h_6_2_only_the_top_card_of_a_pile(data: DataSet) -> None:
    """H-6.2: the top (last discarded) card is taken; the others are not visible."""
    state = new(2, seed=1)
    greens = free(state, cards(data, color="green", epoch=1))[:3]
    put_on_pile(state, "green", *greens)
    at_take(state)
    v = views.view(state, None)
    green = next(w for w in v["wheel"] if w["color"] == "green")
    assert green["pile_top"] == greens[-1] and green["pile_size"] == 3
    seat = state.first
    engine.apply(state, seat, act.take("green", buy=False))
    assert state.piles["green"] == greens[:2]
    assert (greens[-1], seat, True) in state.out


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_h_6_3_each_player_takes_exactly_five_cards(n: int) -> None:
    """H-6.3: repeat until all piles are empty; with N cards per pile each player takes 5."""
    state = new(n, seed=n)
    run_to(state, 1, "take", RandomChooser(n))
    assert sum(len(p) for p in state.piles.values()) == 5 * n
    taken = [0] * n
    while state.step == "take":
        seat = state.acting[0]
        taken[seat] += 1
        engine.apply(state, seat, passive(state, seat))
    assert taken == [5] * n
    assert all(not p for p in state.piles.values())


def test_h_7_1_income_adds_coins_equal_to_income_track(data: DataSet) -> None:
    """H-7.1: at both income steps each player gains their income value; the track stays."""
    state = new(3, seed=6)
    yellows = [c.id for c in cards(data, color="yellow", epoch=2)[:3]]
    give(state, 1, *yellows)
    run(state, until=lambda s: s.step == "draft" and s.round == 4)
    coins = [p.coins for p in state.players]
    tracks = [list(p.tracks) for p in state.players]
    events = []
    for seat in range(3):
        events += engine.apply(state, seat, act.draft(state.hands[seat][0], buy=False))
    incomes = {e.seat: e.data["coins"] for e in events if e.kind == "income"}
    assert incomes == {s: tracks[s][fx.INCOME] for s in range(3)}
    for seat in range(3):
        p = state.players[seat]
        assert p.tracks == tracks[seat]
        assert p.coins == coins[seat] + fx.SALE_VALUE[1] + tracks[seat][fx.INCOME]
    assert tracks[1][fx.INCOME] > 0
    # Phase B income after the last take.
    run_to(state, 1, "take")
    coins = [p.coins for p in state.players]
    events = run(state, until=lambda s: s.step != "take")
    incomes = {e.seat: e.data["coins"] for e in events if e.kind == "income"}
    assert incomes == {s: state.players[s].tracks[fx.INCOME] for s in range(3)}
