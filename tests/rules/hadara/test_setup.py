"""Components, setup and first player (H-1, H-2, H-4)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hadara_builders import (
    at_feed,
    at_medal,
    at_statue,
    cards,
    effect_card,
    free,
    give,
    kinds,
    new,
    put_in_hand,
    raise_track,
    run,
    run_to,
    set_tracks,
)

from rules.core import IllegalAction
from rules.hadara import actions as act
from rules.hadara import effects as fx
from rules.hadara import engine, scoring, views
from rules.hadara import state as state_mod
from rules.hadara.data import COLONY_LEVELS, COLORS, TILE_COLORS, DataSet

# --------------------------------------------------------------------------------------------
# H-1 components


def test_h_1_1_coins_are_unlimited(data: DataSet) -> None:
    """H-1.1: no cap on coins; huge amounts survive income, sales and a dump/load."""
    state = new(3)
    p = state.players[0]
    p.coins = 10**9
    engine.apply(state, state.first, act.wheel(0))
    card = state.hands[0][0]
    for seat in range(3):
        engine.apply(state, seat, act.draft(state.hands[seat][0], buy=False))
    assert card in [c for c, s, _ in state.out if s == 0]
    assert p.coins == 10**9 + fx.SALE_VALUE[1]
    assert state_mod.load(state_mod.dump(state)).players[0].coins == p.coins


def test_h_1_2_tracks_are_unbounded_integers(data: DataSet) -> None:
    """H-1.2: a track is the plain sum of its sources, well past 10 (no cap), never negative."""
    state = new(2)
    p = state.players[0]
    start = list(p.tracks)
    reds = cards(data, color="red")
    give(state, 0, *(c.id for c in reds))
    gained = sum(c.tracks[1] for c in reds)
    assert gained > 10
    assert p.tracks[1] == start[1] + gained
    assert all(isinstance(v, int) and v >= 0 for v in p.tracks)


def test_h_1_4_purple_cards_count_for_discount_feeding_and_sets(data: DataSet) -> None:
    """H-1.4: purple discounts purple, is fed like any card and completes a five-colour set."""
    state = new(2)
    p = state.players[0]
    purple = cards(data, color="purple", epoch=2)
    target = max(purple, key=lambda c: c.cost)
    other = next(c for c in purple if c.id != target.id)
    assert fx.card_price(state, p, target.id) == target.cost
    give(state, 0, other.id)
    assert fx.card_price(state, p, target.id) == max(0, target.cost - 1)
    # Sets: one card of each track colour makes a set only together with the purple one.
    for color in ("blue", "green", "yellow", "red"):
        give(state, 0, cards(data, color=color, epoch=1)[0].id)
    assert fx.complete_sets(p.color_counts) == 1
    engine.remove_card(state, p, other.id)
    assert fx.complete_sets(p.color_counts) == 0
    # Feeding: the purple card is one more mouth to feed.
    give(state, 0, other.id)
    assert len(p.cards) == 5
    p.tracks[fx.FOOD] = 4
    at_feed(state)
    assert state.acting == [0]
    assert any(a.mode == other.id for a in engine.legal_actions(state, 0))


def test_h_1_3_colour_to_track_mapping(data: DataSet) -> None:
    """H-1.3: yellow → income, red → military, blue → culture, green → food: a face-up tile
    of a colour raises the track of that name."""
    expected = {"yellow": "income", "red": "military", "blue": "culture", "green": "food"}
    for color, track in expected.items():
        state = new(2)
        raise_track(state, 0, "culture", data.statues[0].culture)
        at_statue(state, phase="A")
        before = views.view(state, None)["players"][0]["tracks"]
        engine.apply(state, 0, act.statue(0, color, True))
        after = views.view(state, None)["players"][0]["tracks"]
        diff = {k: after[k] - before[k] for k in after if after[k] != before[k]}
        assert diff == {track: data.statues[0].bonus}


def test_h_2_1_coats_of_arms_in_seat_order() -> None:
    """H-2.1: each player has a coat of arms; they mark the seats (view)."""
    state = new(5)
    coats = [p["coat"] for p in views.view(state, None)["players"]]
    assert coats == ["monkey", "dragon", "lion", "pegasus", "scarab"]


# --------------------------------------------------------------------------------------------
# H-2 setup


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_h_2_1_two_to_five_players_seat_order_is_turn_order(n: int) -> None:
    """H-2.1: 2–5 players; play goes on in seat order from the first player."""
    state = new(n)
    assert len(state.players) == n
    assert state.turn_order() == [(state.first + i) % n for i in range(n)]
    run_to(state, 1, "take")
    order = []
    while state.step == "take":
        seat = state.acting[0]
        order.append(seat)
        engine.apply(state, seat, next(a for a in engine.legal_actions(state, seat)))
    assert order == [(state.first + i) % n for i in range(len(order))]


@pytest.mark.parametrize("n", [1, 6])
def test_h_2_1_rejects_other_player_counts(n: int, data: DataSet) -> None:
    """H-2.1: fewer than 2 or more than 5 players is not a game."""
    with pytest.raises(ValueError):
        engine.new_game(n, "basic", 0, data)


def test_h_2_1b_wheel_colour_order_comes_from_data(
    make_data: Callable[[Callable[[dict[str, Any]], None]], DataSet],
) -> None:
    """H-2.1b: the cyclic colour order of the wheel is read from board.json; coats of arms
    follow seat order."""
    order = ["purple", "red", "blue", "yellow", "green"]

    def reorder(raw: dict[str, Any]) -> None:
        raw["board"]["wheel_colors"] = order

    custom = make_data(reorder)
    assert custom.wheel_colors == tuple(order)
    state = new(5, data=custom)
    engine.apply(state, state.first, act.wheel(0))
    for seat in range(5):
        assert engine.deck_color(state, seat) == order[seat]
        assert {custom.cards[c].color for c in state.hands[seat]} == {order[seat]}
    # After the wheel turns, each seat points at the next colour of the data's order.
    for seat in range(5):
        engine.apply(state, seat, act.draft(state.hands[seat][0], buy=False))
    for seat in range(5):
        assert engine.deck_color(state, seat) == order[(seat + 1) % 5]


def test_h_2_1b_default_wheel_order(data: DataSet) -> None:
    """H-2.1b decision: the default order is blue, green, yellow, red, purple."""
    assert data.wheel_colors == ("blue", "green", "yellow", "red", "purple")


def test_h_2_2_setup_cards_dealt_at_random_basic_uses_side_a(data: DataSet) -> None:
    """H-2.2: one distinct setup card each, dealt at random; basic game: side A for all."""
    deals = set()
    for seed in range(12):
        state = new(5, seed=seed)
        ids = [p.setup for p in state.players]
        assert sorted(ids) == sorted(s.id for s in data.setups)
        assert all(p.side == "A" for p in state.players)
        deals.add(tuple(ids))
    assert len(deals) > 1


def test_h_2_2_advanced_each_player_chooses_a_side(data: DataSet) -> None:
    """H-2.2: advanced game: every player chooses A or B independently, then play starts."""
    state = new(3, "advanced", seed=4)
    assert state.step == "side" and sorted(state.acting) == [0, 1, 2]
    assert state.epoch == 0
    engine.apply(state, 1, act.side("B"))
    assert state.step == "side"
    engine.apply(state, 0, act.side("A"))
    events = engine.apply(state, 2, act.side("B"))
    assert "setup" in kinds(events)
    assert [p.side for p in state.players] == ["A", "B", "B"]
    for p in state.players:
        card = next(c for c in data.setups if c.id == p.setup)
        assert p.tracks == list(card.side(p.side).tracks)
    assert state.step == "wheel" and state.epoch == 1


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_h_2_3_setup_card_gives_coins_initiative_and_tracks(variant: str, data: DataSet) -> None:
    """H-2.3: starting coins, initiative and the four tracks come from the setup card
    (plus the H-4.2 coin for players who are never first)."""
    state = new(5, variant, seed=7)
    if variant == "advanced":
        for seat in range(5):
            engine.apply(state, seat, act.side("AB"[seat % 2]))
    ranks = engine.initiative_ranks(state)
    for p in state.players:
        card = next(c for c in data.setups if c.id == p.setup)
        side = card.side(p.side)
        bonus = 1 if ranks.index(p.seat) >= 3 else 0
        assert p.initiative == card.initiative
        assert p.coins == side.coins + bonus
        assert p.tracks == list(side.tracks)


def test_h_2_3_rulebook_setup_card_is_in_the_data(data: DataSet) -> None:
    """H-2.3 / H-16: the rulebook example card: 8 coins, initiative 2, tracks 2/1/3/4."""
    matches = [
        s
        for s in data.setups
        for side in (s.a, s.b)
        if s.initiative == 2 and side.coins == 8 and side.tracks == (2, 1, 3, 4)
    ]
    assert matches


def test_h_2_4_bonus_tiles_and_gold_tokens(data: DataSet) -> None:
    """H-2.4: 8 bonus tiles (2 per track colour) and 2 gold-medal tokens per player."""
    state = new(4)
    for p in state.players:
        assert p.tiles == {c: 2 for c in TILE_COLORS}
        assert p.gold == 0
    assert fx.MAX_GOLD == 2


def test_h_2_4_every_use_consumes_a_tile_of_its_colour(data: DataSet) -> None:
    """H-2.4: a P-I-2 tile, a face-down statue tile and a silver medal each use up a tile of
    a specific colour; with none left, that colour can no longer be chosen."""
    state = new(2)
    p = state.players[0]
    # P-I-2 takes one red tile.
    p12 = effect_card(data, "P-I-2")
    run_to(state, 1, "draft")
    other = next(c for c in free(state, cards(data, epoch=1, color=p12.color)) if c != p12.id)
    assert p12.id in free(state, [p12])
    put_in_hand(state, 0, p12.id, other)
    p.coins = 100
    engine.apply(state, 0, act.draft(p12.id, True, "red"))
    engine.apply(state, 1, act.draft(state.hands[1][0], False))
    assert p.tiles["red"] == 1 and p.p12_tile == "red"
    # A face-down statue takes the second red tile.
    set_tracks(p, culture=100)
    at_statue(state, phase="A")
    engine.apply(state, 0, act.statue(0, "red", face_up=False))
    assert p.tiles["red"] == 0
    assert p.statues[0] == ("red", False)
    # No red tile left: neither a statue nor a silver medal can use red.
    set_tracks(p, culture=100)
    at_statue(state, phase="A")
    assert 0 in state.acting
    problem = engine.check(state, 0, act.statue(1, "red", True))
    assert problem is not None and problem.reason == "no_tile"
    assert all(a.tile != "red" for a in engine.legal_actions(state, 0))
    p.coins = 100
    at_medal(state)
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, 0, act.silver("red"))
    assert err.value.reason == "no_tile"
    engine.apply(state, 0, act.silver("blue"))
    assert p.tiles["blue"] == 1 and p.silver == ["blue"]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_h_2_5_decks_hold_two_cards_per_player_of_the_epoch(n: int, data: DataSet) -> None:
    """H-2.5: each colour deck holds 2 cards per player of the current epoch and colour; the
    rest of the epoch's cards stay in the box; fresh decks each epoch."""
    state = new(n, seed=n)
    for epoch in (1, 2, 3):
        run_to(state, epoch, "wheel")
        dealt = set()
        for color in COLORS:
            deck = state.decks[color]
            assert len(deck) == 2 * n
            assert {data.cards[c].epoch for c in deck} == {epoch}
            assert {data.cards[c].color for c in deck} == {color}
            dealt |= set(deck)
        epoch_ids = {c.id for c in data.cards.values() if c.epoch == epoch and not c.star}
        assert not dealt & set(state.box)
        assert (epoch_ids - dealt) <= set(state.box)
        assert all(not state.piles[c] for c in COLORS)


def test_h_2_6_basic_game_removes_starred_purple_cards(data: DataSet) -> None:
    """H-2.6: basic game: starred purple cards are never dealt, in any epoch (10 remain)."""
    for epoch in (1, 2, 3):
        assert len(data.epoch_cards(epoch, "purple", basic=True)) == 10
        assert len(cards(data, epoch=epoch, color="purple", effect=None, star=True)) == 4
    for seed in range(6):
        state = new(5, seed=seed)
        for epoch in (1, 2, 3):
            run_to(state, epoch, "wheel")
            assert not any(data.cards[c].star for c in state.decks["purple"])
            assert len(state.decks["purple"]) == 10


def test_h_2_6_advanced_game_shuffles_in_all_fourteen(data: DataSet) -> None:
    """H-2.6: advanced game: all 14 purple cards of the epoch are candidates."""
    for epoch in (1, 2, 3):
        assert len(data.epoch_cards(epoch, "purple", basic=False)) == 14
    seen_star = set()
    for seed in range(20):
        state = new(5, "advanced", seed=seed)
        for seat in range(5):
            engine.apply(state, seat, act.side("A"))
        seen_star |= {c for c in state.decks["purple"] if data.cards[c].star}
    assert seen_star, "a starred card should be dealt in some advanced game"
    assert seen_star <= {c.id for c in cards(data, epoch=1, effect=None, star=True)}


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_h_2_7_one_colony_per_player_per_level(n: int, data: DataSet) -> None:
    """H-2.7: stacks by level, one tile per player per level; the rest go back unseen."""
    state = new(n, seed=11)
    assert sorted(state.colony_stacks) == list(COLONY_LEVELS)
    used = []
    for level, stack in state.colony_stacks.items():
        assert len(stack) == n
        assert {data.colonies[c].level for c in stack} == {level}
        used += stack
    assert sorted(used + state.colony_box) == sorted(data.colonies)
    assert len(state.colony_box) == 5 * (5 - n)


def test_h_2_7_colony_stacks_are_shuffled(data: DataSet) -> None:
    """H-2.7: each level is shuffled separately (different seeds give different stacks)."""
    stacks = {tuple(new(2, seed=s).colony_stacks[3]) for s in range(12)}
    assert len(stacks) > 1


# --------------------------------------------------------------------------------------------
# H-4 first player


def _firsts(n: int, seed: int) -> list[int]:
    state = new(n, seed=seed)
    firsts = []
    for epoch in (1, 2, 3):
        run_to(state, epoch, "wheel")
        firsts.append(state.first)
        assert state.acting == [state.first]  # H-4.5: the first player sets the wheel
    return firsts


def _start_coins(state: state_mod.HadaraState, seat: int) -> int:
    p = state.players[seat]
    card = next(c for c in state.data.setups if c.id == p.setup)
    return card.side(p.side).coins


@pytest.mark.parametrize("n", [4, 5])
def test_h_4_1_h_4_2_first_player_by_initiative_and_coin_for_ranks_4_5(n: int) -> None:
    """H-4.1: epochs I/II/III: lowest, second-lowest, third-lowest initiative.
    H-4.2: with 4 or 5 players, initiative ranks 4 and 5 get 1 coin before epoch I."""
    for seed in range(3):
        state = new(n, seed=seed)
        ranks = engine.initiative_ranks(state)
        assert [state.players[s].initiative for s in ranks] == sorted(
            p.initiative for p in state.players
        )
        assert _firsts(n, seed) == ranks[:3]
        for i, seat in enumerate(ranks):
            extra = 1 if i >= 3 else 0
            assert state.players[seat].coins == _start_coins(state, seat) + extra


def test_h_4_3_two_players_alternate_and_the_second_gets_a_coin() -> None:
    """H-4.3: 2 players: lower initiative first in epochs I and III, the other in II; the
    other one gets 1 coin before epoch I."""
    for seed in range(4):
        state = new(2, seed=seed)
        low, high = engine.initiative_ranks(state)
        assert _firsts(2, seed) == [low, high, low]
        assert state.players[low].coins == _start_coins(state, low)
        assert state.players[high].coins == _start_coins(state, high) + 1


def test_h_4_4_three_players_ranks_one_two_three_no_coin() -> None:
    """H-4.4: 3 players: ranks 1, 2, 3 start epochs I, II, III; nobody gets a coin."""
    for seed in range(4):
        state = new(3, seed=seed)
        ranks = engine.initiative_ranks(state)
        assert _firsts(3, seed) == ranks
        for seat in range(3):
            assert state.players[seat].coins == _start_coins(state, seat)


def test_h_4_1_first_player_unchanged_in_phase_b() -> None:
    """H-4.1 / H-3: the first player is set per epoch and does not change in phase B."""
    state = new(4, seed=2)
    for epoch in (1, 2, 3):
        run_to(state, epoch, "wheel")
        first = state.first
        run(state, until=lambda s, e=epoch: s.epoch != e or s.step == "over")
        assert first == engine.first_player(state, epoch)
    assert state.step == "over"


def test_h_4_5_first_player_chooses_one_of_five_rotations(data: DataSet) -> None:
    """H-4.5: a real decision: 5 rotations, each giving every coat of arms another deck."""
    assignments = set()
    for rotation in range(5):
        state = new(3, seed=5)
        legal = engine.legal_actions(state, state.first)
        assert sorted(a.encode() for a in legal) == [f"wheel.{r}" for r in range(5)]
        others = [s for s in range(3) if s != state.first]
        with pytest.raises(IllegalAction) as err:
            engine.apply(state, others[0], act.wheel(rotation))
        assert err.value.reason == "not_your_turn"
        engine.apply(state, state.first, act.wheel(rotation))
        decks = tuple(engine.deck_color(state, s) for s in range(3))
        assert len(set(decks)) == 3
        for s in range(3):
            assert {data.cards[c].color for c in state.hands[s]} == {decks[s]}
        assignments.add(decks)
    assert len(assignments) == 5


def test_h_16_statue_facts(data: DataSet) -> None:
    """H-16 / H-9.4: statue facts the default data must contain."""
    st = data.statues
    assert any(s.culture == 6 and s.points == 4 for s in st)
    assert any(s.points == 8 for s in st)
    assert any(s.points == 14 and s.bonus == 4 and s.culture <= 20 for s in st)
    assert any(s.bonus == 3 and s.culture == 12 for s in st)
    assert scoring.CATEGORIES == ("colonies", "statues", "silver", "gold", "cards", "coins")
