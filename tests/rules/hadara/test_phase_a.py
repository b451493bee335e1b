"""Epoch structure (H-3) and the phase A draw rounds (H-5)."""

from __future__ import annotations

from typing import Any

import pytest
from hadara_builders import RandomChooser, cards, free, give, kinds, new, put_in_hand, run, run_to

from rules.core import IllegalAction
from rules.hadara import actions as act
from rules.hadara import effects as fx
from rules.hadara import engine
from rules.hadara.actions import Action
from rules.hadara.data import COLORS, DataSet
from rules.hadara.state import HadaraState

# --------------------------------------------------------------------------------------------
# H-3 step order

SPIED = {
    "_start_epoch": "epoch",
    "_start_round": "round",
    "_income": "income",
    "_begin_colony": "colony",
    "_begin_statue": "statue",
    "_begin_take": "take",
    "_begin_feed": "feed",
    "_begin_medal": "medal",
}
EPOCH_STEPS = [
    ("round", "A"),
    ("round", "A"),
    ("round", "A"),
    ("round", "A"),
    ("round", "A"),
    ("income", "A"),  # H-3.3
    ("colony", "A"),  # H-3.4
    ("statue", "A"),  # H-3.5
    ("take", "A"),  # H-3.6 (phase B starts here)
    ("income", "B"),  # H-3.7
    ("colony", "B"),  # H-3.8
    ("statue", "B"),  # H-3.9
    ("feed", "B"),  # H-3.10
    ("medal", "B"),  # H-3.11
]


@pytest.mark.parametrize("n", [2, 3, 5])
def test_h_3_phase_a_and_b_step_order_in_all_three_epochs(
    n: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """H-3.1 … H-3.11: every epoch runs wheel, 5 draw rounds, income, colony, statue (phase
    A), then take, income, colony, statue, feed, medals (phase B); then final scoring."""
    log: list[tuple[str, int, str, int]] = []
    for name, tag in SPIED.items():
        original = getattr(engine, name)

        def spy(state: HadaraState, *args: Any, _tag: str = tag, _orig: Any = original) -> None:
            log.append((_tag, state.epoch, state.phase, state.first))
            _orig(state, *args)

        monkeypatch.setattr(engine, name, spy)
    state = new(n, seed=n)
    run(state, RandomChooser(n))
    assert state.step == "over" and state.phase == "end"
    epochs = [e for tag, e, _, _ in log if tag == "epoch"]
    assert epochs == [0, 1, 2]  # called at the end of the previous epoch
    for epoch in (1, 2, 3):
        steps = [(tag, phase) for tag, e, phase, _ in log if e == epoch and tag != "epoch"]
        assert steps == EPOCH_STEPS, epoch
        firsts = {first for tag, e, _, first in log if e == epoch and tag != "epoch"}
        assert firsts == {engine.first_player(state, epoch)}  # unchanged in phase B


def test_h_3_1_each_epoch_starts_with_the_wheel() -> None:
    """H-3.1: each epoch begins with the first player setting the wheel."""
    state = new(3, seed=1)
    for epoch in (1, 2, 3):
        run_to(state, epoch, "wheel")
        assert state.phase == "A" and state.acting == [state.first]
        assert all(len(state.decks[c]) == 6 for c in COLORS)


# --------------------------------------------------------------------------------------------
# H-5 draw rounds


def test_h_5_1_draw_top_two_of_the_pointed_deck(data: DataSet) -> None:
    """H-5.1: each player draws the top 2 cards of the deck their icon points at; no two
    players share a deck."""
    state = new(5, seed=3)
    decks = {c: list(v) for c, v in state.decks.items()}
    engine.apply(state, state.first, act.wheel(2))
    pointed = [engine.deck_color(state, s) for s in range(5)]
    assert len(set(pointed)) == 5
    for seat, color in enumerate(pointed):
        assert state.hands[seat] == [decks[color][-1], decks[color][-2]]
        assert state.decks[color] == decks[color][:-2]


def test_h_5_2_exactly_one_card_discarded_the_other_bought_or_sold(data: DataSet) -> None:
    """H-5.2: one card goes face up on its colour's pile; the other is bought or sold."""
    state = new(2, seed=8)
    engine.apply(state, state.first, act.wheel(0))
    h0, h1 = list(state.hands[0]), list(state.hands[1])
    p0, p1 = state.players
    p0.coins = 100
    # Only "keep card X and buy/sell it" actions exist: never two cards, never discard both.
    legal = engine.legal_actions(state, 0)
    assert {a.kind for a in legal} == {"draft"}
    assert {a.target for a in legal} == set(h0)
    assert {a.mode for a in legal} == {"buy", "sell"}
    engine.apply(state, 0, act.draft(h0[0], buy=True))
    engine.apply(state, 1, act.draft(h1[1], buy=False))
    assert p0.cards == [h0[0]]
    assert state.piles[data.cards[h0[1]].color] == [h0[1]]
    assert state.piles[data.cards[h1[0]].color] == [h1[0]]
    assert (h1[1], 1, False) in state.out and h1[1] not in p1.cards


def test_h_5_2_discards_go_on_top_of_their_pile(data: DataSet) -> None:
    """H-5.2: each discard is placed face up on top of its colour's pile."""
    state = new(3, seed=12)
    engine.apply(state, state.first, act.wheel(0))
    discarded: dict[str, list[str]] = {c: [] for c in COLORS}
    for _ in range(5):
        events = []
        for seat in range(3):
            events += engine.apply(state, seat, act.draft(state.hands[seat][0], buy=False))
        for e in events:
            if e.kind == "discard":
                discarded[e.data["pile"]].append(e.data["card"])
                assert state.data.cards[e.data["card"]].color == e.data["pile"]
    assert {c: list(p) for c, p in state.piles.items()} == discarded
    assert all(len(p) == 3 for p in state.piles.values())


def test_h_5_2_card_not_in_hand_is_refused(data: DataSet) -> None:
    """H-5.2: only one of the two drawn cards can be kept."""
    state = new(2, seed=8)
    engine.apply(state, state.first, act.wheel(0))
    stranger = state.hands[1][0]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, 0, act.draft(stranger, buy=False))
    assert err.value.reason == "unknown_card"


def test_h_5_3_choices_secret_until_everyone_has_chosen(data: DataSet) -> None:
    """H-5.3: a choice changes nothing visible until all players have chosen."""
    state = new(3, seed=2)
    engine.apply(state, state.first, act.wheel(0))
    state.players[0].coins = 100
    card = state.hands[0][0]
    events = engine.apply(state, 0, act.draft(card, buy=True))
    assert [e.kind for e in events if e.private_to is None] == ["chosen"]
    assert all(not pile for pile in state.piles.values())
    assert state.players[0].cards == [] and state.players[0].coins == 100
    engine.apply(state, 1, act.draft(state.hands[1][0], buy=False))
    assert all(not pile for pile in state.piles.values())
    events = engine.apply(state, 2, act.draft(state.hands[2][0], buy=False))
    assert kinds(events).count("discard") == 3
    assert sum(len(p) for p in state.piles.values()) == 3
    assert state.players[0].cards == [card]


def test_h_5_4_buy_discount_per_owned_card_of_color(data: DataSet) -> None:
    """H-5.4: a bought card costs its cost minus 1 per owned card of its colour; its track
    values are added at once."""
    state = new(2, seed=1)
    run_to(state, 1, "draft")
    p = state.players[0]
    blues = sorted(cards(data, color="blue"), key=lambda c: -c.cost)
    dear = next(c for c in blues if c.epoch == 1 and c.id in free(state, blues))
    owned = [c.id for c in blues if c.epoch != 1][:2]
    give(state, 0, *owned)
    assert dear.cost >= 3
    put_in_hand(state, 0, dear.id, free(state, cards(data, color="green", epoch=1))[0])
    p.coins = 50
    before = list(p.tracks)
    engine.apply(state, 0, act.draft(dear.id, buy=True))
    engine.apply(state, 1, act.draft(state.hands[1][0], buy=False))
    assert p.coins == 50 - (dear.cost - 2)
    assert p.tracks == [b + t for b, t in zip(before, dear.tracks, strict=True)]
    assert p.color_counts["blue"] == 3


def test_h_5_5_discount_never_below_zero(data: DataSet) -> None:
    """H-5.5: with more owned cards of the colour than the cost, the card is free."""
    state = new(2, seed=1)
    run_to(state, 1, "draft")
    p = state.players[0]
    reds = cards(data, color="red", epoch=1)
    cheap_id, other = sorted(free(state, reds), key=lambda c: data.cards[c].cost)[:2]
    cheap = data.cards[cheap_id]
    owned = [c.id for c in cards(data, color="red") if c.epoch != 1][: cheap.cost + 3]
    give(state, 0, *owned)
    assert fx.card_price(state, p, cheap.id) == 0
    put_in_hand(state, 0, cheap.id, other)
    p.coins = 0
    assert Action("draft", cheap.id, "buy") in engine.legal_actions(state, 0)
    engine.apply(state, 0, act.draft(cheap.id, buy=True))
    engine.apply(state, 1, act.draft(state.hands[1][0], buy=False))
    assert p.coins == 0 and cheap.id in p.cards


def test_h_5_4_cannot_pay_must_sell(data: DataSet) -> None:
    """H-5.4: a player who cannot pay may only sell."""
    state = new(2, seed=1)
    run_to(state, 1, "draft")
    p = state.players[0]
    dear = free(state, [c for c in cards(data, epoch=1, color="yellow") if c.cost > 0])[:2]
    put_in_hand(state, 0, *dear)
    p.coins = 0
    legal = engine.legal_actions(state, 0)
    assert legal and all(a.mode == "sell" for a in legal)
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, 0, act.draft(dear[0], buy=True))
    assert err.value.reason == "not_enough_coins"


@pytest.mark.parametrize("epoch", [1, 2, 3])
def test_h_5_6_sale_values_2_3_4(epoch: int) -> None:
    """H-5.6: selling gives 2, 3 or 4 coins in epoch I, II, III; the card leaves the game."""
    state = new(3, seed=epoch)
    run_to(state, epoch, "draft")
    seat = 0
    before = state.players[seat].coins
    card = state.hands[seat][0]
    for s in range(3):
        engine.apply(state, s, act.draft(state.hands[s][0], buy=False))
    assert state.players[seat].coins == before + {1: 2, 2: 3, 3: 4}[epoch]
    assert (card, seat, False) in state.out
    assert all(card not in p.cards for p in state.players)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_h_5_7_wheel_turns_and_decks_empty_after_five_rounds(n: int, data: DataSet) -> None:
    """H-5.7: after each round the wheel turns one step; over 5 rounds each player draws
    from every deck once; then all decks are empty and each pile holds N cards."""
    state = new(n, seed=n + 10)
    engine.apply(state, state.first, act.wheel(1))
    drawn_from: list[list[str]] = [[] for _ in range(n)]
    order = list(data.wheel_colors)
    for round_ in range(5):
        assert state.step == "draft" and state.round == round_
        for seat in range(n):
            color = engine.deck_color(state, seat)
            if round_:
                assert order.index(color) == (order.index(drawn_from[seat][-1]) + 1) % 5
            assert {data.cards[c].color for c in state.hands[seat]} == {color}
            drawn_from[seat].append(color)
        for seat in range(n):
            engine.apply(state, seat, act.draft(state.hands[seat][0], buy=False))
    assert all(sorted(d) == sorted(COLORS) for d in drawn_from)
    assert all(not deck for deck in state.decks.values())
    assert all(len(pile) == n for pile in state.piles.values())
    assert state.step != "draft"
