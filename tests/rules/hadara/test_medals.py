"""Buy silver and gold medals (H-11)."""

from __future__ import annotations

import pytest
from hadara_builders import at_medal, cards, give, new, set_tracks

from rules.core import IllegalAction
from rules.hadara import actions as act
from rules.hadara import engine, scoring
from rules.hadara.actions import GOLD, PASS
from rules.hadara.data import COLORS, DataSet


def test_h_11_1_any_number_within_two_silver_and_two_gold() -> None:
    """H-11.1: several medals in one step, at most 2 silver and 2 gold for the whole game."""
    state = new(2, seed=1)
    p = state.players[0]
    p.coins = 1000
    at_medal(state, epoch=1)
    assert 0 in state.acting
    engine.apply(state, 0, act.silver("yellow"))
    engine.apply(state, 0, act.silver("red"))
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, 0, act.silver("blue"))
    assert err.value.reason == "limit_reached"
    engine.apply(state, 0, GOLD)
    assert 0 in state.acting
    engine.apply(state, 0, GOLD)
    assert p.silver == ["yellow", "red"] and p.gold == 2
    assert 0 not in state.acting  # nothing left to buy
    # A later epoch: the game-wide maximum still holds.
    at_medal(state, epoch=2)
    assert 0 not in state.acting
    assert engine.legal_actions(state, 0) == []


def test_h_11_1_medals_are_optional() -> None:
    """H-11.1: a player may pass."""
    state = new(2, seed=1)
    p = state.players[0]
    p.coins = 1000
    at_medal(state)
    coins = p.coins
    engine.apply(state, 0, PASS)
    assert p.coins == coins and p.silver == [] and p.gold == 0


@pytest.mark.parametrize(("epoch", "silver", "gold"), [(1, 4, 6), (2, 9, 12), (3, 20, 30)])
def test_h_11_2_medal_costs_per_epoch(epoch: int, silver: int, gold: int) -> None:
    """H-11.2: silver I 4, II 9, III 20; gold I 6, II 12, III 30."""
    state = new(2, seed=1)
    p = state.players[0]
    p.coins = silver + gold
    at_medal(state, epoch=epoch)
    engine.apply(state, 0, act.silver("blue"))
    assert p.coins == gold
    engine.apply(state, 0, GOLD)
    assert p.coins == 0
    # One coin short: refused.
    state = new(2, seed=1)
    p = state.players[0]
    p.coins = silver - 1
    at_medal(state, epoch=epoch)
    if 0 in state.acting:
        problem = engine.check(state, 0, act.silver("blue"))
        assert problem is not None and problem.reason == "not_enough_coins"
    else:
        assert silver - 1 < min(silver, gold)


def test_h_11_3_silver_uses_a_tile_and_scores_half_the_track_rounded_up() -> None:
    """H-11.3: a silver medal takes a bonus tile; it scores ⌈track/2⌉ of that tile's track;
    both medals may use the same colour."""
    state = new(2, seed=1)
    p = state.players[0]
    p.coins = 100
    at_medal(state)
    engine.apply(state, 0, act.silver("red"))
    engine.apply(state, 0, act.silver("red"))
    assert p.tiles["red"] == 0 and p.silver == ["red", "red"]
    set_tracks(p, military=27)
    assert scoring.silver_points(p) == 14 + 14
    set_tracks(p, military=18)
    assert scoring.silver_points(p) == 9 + 9
    p.silver = ["red", "yellow"]
    set_tracks(p, military=27, income=0)
    assert scoring.silver_points(p) == 14


def test_h_11_4_gold_seven_per_complete_set_per_medal(data: DataSet) -> None:
    """H-11.4: 7 points per complete five-colour set per gold medal; sets = the smallest
    colour count."""
    state = new(2, seed=1)
    p = state.players[0]
    for color in COLORS:
        n = 3 if color != "green" else 2
        give(state, 0, *(c.id for c in cards(data, color=color)[:n]))
    assert p.color_counts["green"] == 2
    p.gold = 0
    assert scoring.gold_points(data, p) == 0
    p.gold = 1
    assert scoring.gold_points(data, p) == 7 * 2
    p.gold = 2
    assert scoring.gold_points(data, p) == 7 * 2 * 2
    assert scoring.categories(data, p)["gold"] == 28
