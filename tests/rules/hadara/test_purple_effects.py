"""Purple cards and their effects (H-12), one test per effect plus the H-12.x notes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hadara_builders import (
    at_colony,
    at_feed,
    at_medal,
    at_statue,
    at_take,
    cards,
    effect_card,
    exact_track,
    free,
    give,
    kinds,
    new,
    put_in_hand,
    put_on_pile,
    raise_track,
    run_to,
    set_tracks,
    without_track,
)

from rules.hadara import actions as act
from rules.hadara import effects as fx
from rules.hadara import engine, scoring
from rules.hadara.actions import GOLD, PASS, Action
from rules.hadara.data import COLORS, COUNTING_EFFECTS, EFFECTS, DataSet
from rules.hadara.state import HadaraState


def _hungry(state: HadaraState, seat: int, extra: int) -> list[str]:
    """Give plain non-food cards until the card count exceeds food by ``extra``."""
    p = state.players[seat]
    pool = free(state, without_track(state.data, "food"))
    given = []
    while len(p.cards) - p.tracks[fx.FOOD] < extra:
        given.append(pool.pop(0))
        give(state, seat, given[-1])
    return given


def _sets(state: HadaraState, seat: int, per_color: dict[str, int]) -> None:
    """Give plain cards so that the colour counts reach ``per_color``."""
    p = state.players[seat]
    for color, n in per_color.items():
        pool = free(state, cards(state.data, color=color))
        while p.color_counts[color] < n:
            give(state, seat, pool.pop(0))


# --------------------------------------------------------------------------------------------
# Data facts


def test_h_12_effect_cards_per_epoch_and_star_flags(data: DataSet) -> None:
    """H-12 / H-12.2: one card per effect, in its epoch, starred as in the table; 4 starred
    and 10 unstarred purple cards per epoch; H-12.0: effect cards carry no track values."""
    for effect, (epoch, star) in EFFECTS.items():
        card = effect_card(data, effect)
        assert (card.epoch, card.star, card.color) == (epoch, star, "purple")
        assert card.tracks == (0, 0, 0, 0)
    for epoch in (1, 2, 3):
        purple = cards(data, epoch=epoch, color="purple", effect=None)
        assert sum(c.star for c in purple) == 4 and len(purple) == 14


# --------------------------------------------------------------------------------------------
# Epoch I


def test_p_i_1_sale_gives_one_more_coin_in_phase_a_and_b(data: DataSet) -> None:
    """P-I-1: selling a card (phase A or B) gives 1 coin more than the back shows."""
    state = new(2, seed=1)
    run_to(state, 1, "draft")
    p = state.players[0]
    give(state, 0, effect_card(data, "P-I-1").id)
    coins = p.coins
    engine.apply(state, 0, act.draft(state.hands[0][0], buy=False))
    engine.apply(state, 1, act.draft(state.hands[1][0], buy=False))
    assert p.coins == coins + fx.SALE_VALUE[1] + 1
    # Phase B, another epoch.
    state = new(2, seed=1)
    give(state, 0, effect_card(data, "P-I-1").id)
    put_on_pile(state, "red", *free(state, cards(data, color="red", epoch=2))[:2])
    at_take(state, epoch=2)
    seat = state.first
    q = state.players[0]
    coins = q.coins
    if seat != 0:
        engine.apply(state, seat, act.take("red", buy=False))
    engine.apply(state, 0, act.take("red", buy=False))
    assert q.coins == coins + fx.SALE_VALUE[2] + 1


def test_p_i_2_tile_on_the_card_gives_two_and_returns_on_removal(data: DataSet) -> None:
    """P-I-2: on buying, an unused tile goes face up on the card: that track +2. If the card
    is removed, the track −2 and the tile returns."""
    state = new(2, seed=1)
    run_to(state, 1, "draft")
    p = state.players[0]
    card = effect_card(data, "P-I-2")
    other = next(c for c in free(state, cards(data, epoch=1, color="purple")) if c != card.id)
    put_in_hand(state, 0, card.id, other)
    p.coins = 50
    legal = engine.legal_actions(state, 0)
    assert {a.tile for a in legal if a.target == card.id and a.mode == "buy"} == {
        "yellow",
        "red",
        "blue",
        "green",
    }
    problem = engine.check(state, 0, Action("draft", card.id, "buy"))
    assert problem is not None and problem.reason == "tile_required"
    before = list(p.tracks)
    engine.apply(state, 0, act.draft(card.id, True, "green"))
    engine.apply(state, 1, act.draft(state.hands[1][0], False))
    assert p.p12_tile == "green" and p.tiles["green"] == 1
    assert p.tracks[fx.FOOD] == before[fx.FOOD] + 2
    assert p.tracks[:3] == before[:3]
    engine.remove_card(state, p, card.id)
    assert p.tracks == before
    assert p.tiles["green"] == 2 and p.p12_tile == ""


def test_p_i_2_needs_an_unused_tile_of_the_chosen_colour(data: DataSet) -> None:
    """P-I-2: the tile must be one of the player's unused tiles."""
    state = new(2, seed=1)
    run_to(state, 1, "draft")
    p = state.players[0]
    card = effect_card(data, "P-I-2")
    other = next(c for c in free(state, cards(data, epoch=1, color="purple")) if c != card.id)
    put_in_hand(state, 0, card.id, other)
    p.coins = 50
    p.tiles["blue"] = 0
    problem = engine.check(state, 0, act.draft(card.id, True, "blue"))
    assert problem is not None and problem.reason == "no_tile"
    # With no tile at all, the card can still be bought, without the bonus.
    p.tiles = {c: 0 for c in p.tiles}
    assert Action("draft", card.id, "buy") in engine.legal_actions(state, 0)


def _counting(effect: str, data: DataSet) -> None:
    """P-I-3..6 (H-12.5): +1 per owned card of the colour at once, +1 per later gain,
    −1 per loss (also when feeding)."""
    color = COUNTING_EFFECTS[effect]
    track = fx.COLOR_INDEX[color]
    state = new(2, seed=1)
    p = state.players[0]
    owned = free(state, cards(data, color=color))
    give(state, 0, owned[0], owned[1])
    before = p.tracks[track]
    give(state, 0, effect_card(data, effect).id)
    assert p.tracks[track] == before + 2  # at once: +1 per card of that colour
    gain = data.cards[owned[2]]
    before = p.tracks[track]
    give(state, 0, gain.id)
    assert p.tracks[track] == before + gain.tracks[track] + 1
    # Loss while feeding.
    _hungry(state, 0, 1)
    at_feed(state)
    assert state.acting == [0]
    before = p.tracks[track]
    engine.apply(state, 0, act.feed_remove(owned[0]))
    assert p.tracks[track] == before - data.cards[owned[0]].tracks[track] - 1
    # Other colours do not count.
    other = next(c for c in COLORS if c not in (color, "purple"))
    card = data.cards[free(state, cards(data, color=other))[0]]
    before = p.tracks[track]
    give(state, 0, card.id)
    assert p.tracks[track] == before + card.tracks[track]


def test_p_i_3_blue_counting_card(data: DataSet) -> None:
    """P-I-3 (blue → culture), H-12.5."""
    _counting("P-I-3", data)


def test_p_i_4_green_counting_card(data: DataSet) -> None:
    """P-I-4 (green → food), H-12.5."""
    _counting("P-I-4", data)


def test_p_i_5_yellow_counting_card(data: DataSet) -> None:
    """P-I-5 (yellow → income), H-12.5."""
    _counting("P-I-5", data)


def test_p_i_6_red_counting_card(data: DataSet) -> None:
    """P-I-6 (red → military), H-12.5."""
    _counting("P-I-6", data)


# --------------------------------------------------------------------------------------------
# Epoch II


def test_p_ii_1_statues_retroactive_and_undone(data: DataSet) -> None:
    """P-II-1 / H-12.4 / H-12.1b: each face-up statue tile +2 on its track (already carved
    ones too), each face-down tile +2 points; undone when the card is removed."""
    state = new(2, seed=1)
    p = state.players[0]
    raise_track(state, 0, "culture", data.statues[1].culture)
    at_statue(state, phase="A")
    engine.apply(state, 0, act.statue(0, "yellow", True))
    income = p.tracks[fx.INCOME]
    points = scoring.statue_points(data, p)
    card = effect_card(data, "P-II-1")
    give(state, 0, card.id)
    assert p.tracks[fx.INCOME] == income + 2  # retroactive
    assert scoring.statue_points(data, p) == points
    at_statue(state, phase="A")
    engine.apply(state, 0, act.statue(1, "red", False))
    s1 = data.statues[1]
    assert scoring.statue_points(data, p) == points + s1.points + s1.bonus + 2
    set_tracks(p, culture=100)
    at_statue(state, phase="A")
    military = p.tracks[fx.MILITARY]
    engine.apply(state, 0, act.statue(2, "red", True))
    assert p.tracks[fx.MILITARY] == military + data.statues[2].bonus + 2
    engine.remove_card(state, p, card.id)
    assert p.tracks[fx.INCOME] == income
    assert p.tracks[fx.MILITARY] == military + data.statues[2].bonus
    assert scoring.statue_points(data, p) == (
        points + s1.points + s1.bonus + data.statues[2].points
    )


@pytest.mark.parametrize(("epoch", "silver", "gold"), [(1, 4, 6), (2, 4, 6), (3, 15, 22)])
def test_p_ii_2_cheaper_medals(epoch: int, silver: int, gold: int, data: DataSet) -> None:
    """P-II-2: medal costs become silver II 4, III 15; gold II 6, III 22 (epoch I as usual)."""
    state = new(2, seed=1)
    p = state.players[0]
    give(state, 0, effect_card(data, "P-II-2").id)
    p.coins = silver + gold
    at_medal(state, epoch=epoch)
    engine.apply(state, 0, act.silver("green"))
    engine.apply(state, 0, GOLD)
    assert p.coins == 0


def test_p_ii_3_pay_two_coins_instead_of_removing(data: DataSet) -> None:
    """P-II-3 / H-12.1j: pay 2 coins per card instead of removing it, at most 6 per feeding;
    removing and paying may be mixed; cards paid for count again at the next feeding."""
    state = new(2, seed=1)
    p = state.players[0]
    give(state, 0, effect_card(data, "P-II-3").id)
    extra = _hungry(state, 0, 8)
    p.coins = 100
    at_feed(state)
    assert Action("feed", "pay") in engine.legal_actions(state, 0)
    for _ in range(6):
        engine.apply(state, 0, act.FEED_PAY)
    assert p.coins == 100 - 12
    problem = engine.check(state, 0, act.FEED_PAY)
    assert problem is not None and problem.reason == "limit_reached"
    engine.apply(state, 0, act.feed_remove(extra[0]))
    engine.apply(state, 0, act.feed_remove(extra[1]))
    assert state.step != "feed"
    assert len(p.cards) - p.tracks[fx.FOOD] == 6  # paid-for cards stay
    events = at_feed(state, epoch=2)
    assert next(e for e in events if e.kind == "hunger").data == {"cards": 6}
    engine.apply(state, 0, act.feed_remove(extra[2]))  # mix: remove one …
    p.coins = 1
    problem = engine.check(state, 0, act.FEED_PAY)
    assert problem is not None and problem.reason == "not_enough_coins"
    p.coins = 10
    for _ in range(5):  # … and pay for the rest
        engine.apply(state, 0, act.FEED_PAY)
    assert state.step != "feed" and p.coins == 0


def test_p_ii_3_without_the_card_no_payment(data: DataSet) -> None:
    """P-II-3: only its owner may pay instead of removing."""
    state = new(2, seed=1)
    state.players[0].coins = 100
    _hungry(state, 0, 1)
    at_feed(state)
    problem = engine.check(state, 0, act.FEED_PAY)
    assert problem is not None and problem.reason == "requirement_not_met"


@pytest.mark.parametrize(("surplus", "coins"), [(0, 0), (1, 3), (3, 9), (4, 12), (7, 12)])
def test_p_ii_4_surplus_food_gives_coins(surplus: int, coins: int, data: DataSet) -> None:
    """P-II-4: when feeding, 3 coins per point of food above the card count, at most 12."""
    state = new(2, seed=1)
    p = state.players[0]
    give(state, 0, effect_card(data, "P-II-4").id)
    set_tracks(p, food=len(p.cards) + surplus)
    before = p.coins
    events = at_feed(state)
    assert p.coins == before + coins
    assert ("feed_surplus" in kinds(events)) == (coins > 0)


def test_p_ii_4_without_the_card_no_coins(data: DataSet) -> None:
    """H-10.1: without P-II-4 surplus food gives nothing."""
    state = new(2, seed=1)
    p = state.players[0]
    set_tracks(p, food=10)
    before = p.coins
    at_feed(state)
    assert p.coins == before


@pytest.mark.parametrize(
    ("tracks", "bonus"),
    [((3, 1, 2, 3), 0), ((3, 4, 2, 3), 2), ((3, 4, 5, 3), 4), ((3, 4, 5, 6), 6), ((0, 9, 9, 9), 6)],
)
def test_p_ii_5_income_bonus(tracks: tuple[int, int, int, int], bonus: int, data: DataSet) -> None:
    """P-II-5: at income, +2 coins per military/culture/food value above income (max 6)."""
    state = new(2, seed=1)
    give(state, 0, effect_card(data, "P-II-5").id)
    put_on_pile(state, "blue", free(state, cards(data, color="blue", epoch=1))[0])
    at_take(state)
    p = state.players[0]
    p.tracks = list(tracks)
    seat = state.first
    before = p.coins
    events = engine.apply(state, seat, act.take("blue", buy=False))
    income = next(e for e in events if e.kind == "income" and e.seat == 0)
    assert income.data["coins"] == tracks[0] + bonus
    sold = fx.SALE_VALUE[1] if seat == 0 else 0
    assert p.coins == before + sold + tracks[0] + bonus


def test_p_ii_6_four_coins_per_colony(data: DataSet) -> None:
    """P-II-6: +4 coins whenever a colony is taken, plunder or integrate."""
    for integrate in (False, True):
        state = new(2, seed=1)
        seat = engine.first_player(state, 1)
        p = state.players[seat]
        give(state, seat, effect_card(data, "P-II-6").id)
        raise_track(state, seat, "military", 3)
        p.coins = 10
        at_colony(state)
        colony = data.colonies[state.colony_stacks[3][-1]]
        engine.apply(state, seat, act.colony(3, integrate))
        change = -colony.integrate if integrate else colony.plunder
        assert p.coins == 10 + change + 4


def test_p_ii_6_with_p_iii_4_four_coins_per_colony(data: DataSet) -> None:
    """H-12.1h: P-II-6 with P-III-4: 4 coins for each of the two colonies."""
    state = new(2, seed=1)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    give(state, seat, effect_card(data, "P-II-6").id, effect_card(data, "P-III-4").id)
    raise_track(state, seat, "military", 9)
    p.coins = 0
    at_colony(state)
    c3 = data.colonies[state.colony_stacks[3][-1]]
    c9 = data.colonies[state.colony_stacks[9][-1]]
    engine.apply(state, seat, act.colony(3, False))
    engine.apply(state, seat, act.colony(9, False))
    assert p.coins == c3.plunder + c9.plunder + 8


# --------------------------------------------------------------------------------------------
# Epoch III


def test_p_iii_1_one_silver_medal_scores_full_value(data: DataSet) -> None:
    """P-III-1 / H-12.1e: one silver medal (the best) scores the full track, not both."""
    state = new(2, seed=1)
    p = state.players[0]
    p.silver = ["red", "yellow"]
    set_tracks(p, military=27, income=10)
    assert scoring.silver_points(p) == 14 + 5
    give(state, 0, effect_card(data, "P-III-1").id)
    set_tracks(p, military=27, income=10)
    assert scoring.silver_points(p) == 27 + 5
    p.silver = ["red"]
    assert scoring.silver_points(p) == 27
    p.silver = []
    assert scoring.silver_points(p) == 0


def test_p_iii_2_four_points_per_set_in_the_gold_line(data: DataSet) -> None:
    """P-III-2: 4 points per complete set, without gold medals, counted in the gold line."""
    state = new(2, seed=1)
    p = state.players[0]
    give(state, 0, effect_card(data, "P-III-2").id)
    _sets(state, 0, {c: 2 for c in COLORS})
    assert fx.complete_sets(p.color_counts) == 2
    assert p.gold == 0
    assert scoring.categories(data, p)["gold"] == 8
    p.gold = 1
    assert scoring.categories(data, p)["gold"] == 7 * 2 + 8


def test_p_iii_3_wildcard_completes_one_set(data: DataSet) -> None:
    """P-III-3 / H-12.1d: for gold medals, the card counts as any colour in one set."""
    assert data.p3_3_rule == "wildcard"
    state = new(2, seed=1)
    p = state.players[0]
    p.gold = 1
    _sets(state, 0, {"blue": 2, "green": 2, "yellow": 2, "red": 1, "purple": 2})
    assert scoring.gold_points(data, p) == 7
    give(state, 0, effect_card(data, "P-III-3").id)  # purple 3; as red it makes a 2nd set
    assert fx.gold_sets(data, p) == 2
    assert scoring.gold_points(data, p) == 14
    # Only one set: with two colours short, still one set.
    state = new(2, seed=1)
    q = state.players[0]
    q.gold = 2
    _sets(state, 0, {"blue": 2, "green": 2, "yellow": 1, "red": 1, "purple": 2})
    give(state, 0, effect_card(data, "P-III-3").id)
    assert fx.gold_sets(data, q) == 1
    assert scoring.gold_points(data, q) == 7 * 1 * 2
    # The card is one card: it cannot be purple and the missing colour at the same time.
    state = new(2, seed=1)
    r = state.players[0]
    _sets(state, 0, {"blue": 2, "green": 2, "yellow": 2, "red": 1, "purple": 1})
    give(state, 0, effect_card(data, "P-III-3").id)  # purple 2 including the wildcard
    assert fx.gold_sets(data, r) == 1


def test_p_iii_3_does_not_help_p_iii_2(data: DataSet) -> None:
    """P-III-3: the wildcard is for gold-medal scoring only."""
    state = new(2, seed=1)
    p = state.players[0]
    _sets(state, 0, {"blue": 2, "green": 2, "yellow": 2, "red": 1, "purple": 1})
    give(state, 0, effect_card(data, "P-III-3").id, effect_card(data, "P-III-2").id)
    assert scoring.gold_points(data, p) == 4 * 1


def test_p_iii_3_czech_four_colour_set_switch(
    make_data: Callable[[Callable[[dict[str, Any]], None]], DataSet],
) -> None:
    """H-12.1d: data switch for the Czech reading: per gold medal one set of only four
    colours counts as complete."""

    def czech(raw: dict[str, Any]) -> None:
        raw["board"]["p3_3_rule"] = "four_color_set"

    custom = make_data(czech)
    state = new(2, seed=1, data=custom)
    p = state.players[0]
    p.gold = 1
    _sets(state, 0, {"blue": 2, "green": 2, "yellow": 2, "red": 1, "purple": 1})
    give(state, 0, effect_card(custom, "P-III-3").id)
    assert fx.gold_sets(custom, p) == 2
    assert scoring.gold_points(custom, p) == 14


def test_p_iii_4_two_colonies_per_step(data: DataSet) -> None:
    """P-III-4 / H-12.1i: two colonies in one step, one after the other, different levels;
    the second checks the tracks as changed by the first."""
    state = new(2, seed=1)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    give(state, seat, effect_card(data, "P-III-4").id)
    # Put a level-3 colony whose reverse gives military on top of its stack.
    stack = state.colony_stacks[3]
    gainer = next(c for c in data.colonies.values() if c.level == 3 and c.reverse_tracks[1] > 0)
    if gainer.id in stack:
        stack.remove(gainer.id)
    else:
        state.colony_box.append(stack.pop(0))
        state.colony_box.remove(gainer.id)
    stack.append(gainer.id)
    exact_track(state, seat, "military", 9 - gainer.reverse_tracks[1])
    p.coins = 50
    at_colony(state)
    assert engine.check(state, seat, act.colony(9, False)) is not None
    engine.apply(state, seat, act.colony(3, True))
    assert p.tracks[fx.MILITARY] == 9
    assert state.acting == [seat]
    problem = engine.check(state, seat, act.colony(3, False))
    assert problem is not None and problem.reason == "already_taken"
    engine.apply(state, seat, act.colony(9, False))
    assert len(p.colonies) == 2
    assert seat not in state.acting or state.step != "colony"


def test_p_iii_4_two_statues_per_step(data: DataSet) -> None:
    """P-III-4: two statues in one statue step (not three)."""
    state = new(2, seed=1)
    p = state.players[0]
    give(state, 0, effect_card(data, "P-III-4").id)
    raise_track(state, 0, "culture", data.statues[1].culture)
    at_statue(state, phase="A")
    engine.apply(state, 0, act.statue(0, "blue", False))
    assert 0 in state.acting
    engine.apply(state, 0, act.statue(1, "blue", False))
    assert 0 not in state.acting
    assert sum(s is not None for s in p.statues) == 2


def test_p_iii_4_second_statue_optional(data: DataSet) -> None:
    """P-III-4: after the first statue the player may pass."""
    state = new(2, seed=1)
    p = state.players[0]
    give(state, 0, effect_card(data, "P-III-4").id)
    raise_track(state, 0, "culture", data.statues[1].culture)
    at_statue(state, phase="A")
    engine.apply(state, 0, act.statue(0, "blue", False))
    engine.apply(state, 0, PASS)
    assert sum(s is not None for s in p.statues) == 1


def test_p_iii_5_requirements_four_lower(data: DataSet) -> None:
    """P-III-5: colony (military) and statue (culture) requirements are 4 lower."""
    state = new(2, seed=1)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    give(state, seat, effect_card(data, "P-III-5").id)
    set_tracks(p, military=5)
    at_colony(state)
    assert engine.check(state, seat, act.colony(9, False)) is None
    assert engine.check(state, seat, act.colony(15, False)) is not None
    s = data.statues[1]
    set_tracks(p, culture=s.culture - 4)
    at_statue(state, phase="A")
    assert engine.check(state, seat, act.statue(1, "blue", True)) is None
    set_tracks(p, culture=s.culture - 5)
    problem = engine.check(state, seat, act.statue(1, "blue", True))
    assert problem is not None and problem.reason == "requirement_not_met"


def test_p_iii_6_pay_three_coins_per_missing_point(data: DataSet) -> None:
    """P-III-6: missing military/culture points cost 3 coins each."""
    state = new(2, seed=1)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    give(state, seat, effect_card(data, "P-III-6").id)
    set_tracks(p, military=5)
    p.coins = 12
    at_colony(state)
    colony = data.colonies[state.colony_stacks[9][-1]]
    assert engine.check(state, seat, act.colony(9, True)) is not None  # 12 + integrate coins
    engine.apply(state, seat, act.colony(9, False))
    assert p.coins == 0 + colony.plunder
    # Statue: culture 2 short costs 6 coins.
    s = data.statues[1]
    set_tracks(p, culture=s.culture - 2)
    p.coins = 5
    at_statue(state, phase="A")
    if seat in state.acting:
        problem = engine.check(state, seat, act.statue(1, "blue", True))
        assert problem is not None and problem.reason == "not_enough_coins"
    p.coins = 6
    at_statue(state, phase="A")
    engine.apply(state, seat, act.statue(1, "blue", True))
    assert p.coins == 0 and p.statues[1] == ("blue", True)


def test_p_iii_6_cap_ten_points_per_step_shared_and_after_p_iii_5(data: DataSet) -> None:
    """H-12.1f: at most 10 missing points (30 coins) per step; the two colonies of a
    P-III-4 step share the cap; the cap counts after P-III-5's −4."""
    state = new(2, seed=1)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    give(state, seat, effect_card(data, "P-III-6").id)
    set_tracks(p, military=0)
    p.coins = 100
    at_colony(state)
    assert engine.check(state, seat, act.colony(9, False)) is None  # 9 missing
    problem = engine.check(state, seat, act.colony(15, False))  # 15 missing
    assert problem is not None and problem.reason == "requirement_not_met"
    # Shared by the two colonies of a P-III-4 step.
    give(state, seat, effect_card(data, "P-III-4").id)
    set_tracks(p, military=6)
    at_colony(state)
    assert engine.check(state, seat, act.colony(15, False)) is None  # 9 missing alone: fine
    engine.apply(state, seat, act.colony(9, False))  # 3 missing, 9 coins
    assert p.coins == 100 - 9 + data.colonies[p.colonies[0][0]].plunder
    assert state.acting == [seat]  # level 3 is still possible
    problem = engine.check(state, seat, act.colony(15, False))  # 3 + 9 > 10
    assert problem is not None and problem.reason == "requirement_not_met"
    assert engine.check(state, seat, act.colony(3, False)) is None
    # After P-III-5: level 15 needs 11 → 11 missing (refused), level 9 needs 5 → 15 coins.
    state = new(2, seed=1)
    p = state.players[seat]
    give(state, seat, effect_card(data, "P-III-6").id, effect_card(data, "P-III-5").id)
    set_tracks(p, military=0)
    p.coins = 15
    at_colony(state)
    assert engine.check(state, seat, act.colony(15, False)) is not None
    colony = data.colonies[state.colony_stacks[9][-1]]
    engine.apply(state, seat, act.colony(9, False))
    assert p.coins == colony.plunder


def test_p_iii_6_statue_cap_ten_points_per_step(data: DataSet) -> None:
    """H-12.1f: the cap also holds per statue step, shared by P-III-4's two statues."""
    state = new(2, seed=1)
    p = state.players[0]
    give(state, 0, effect_card(data, "P-III-6").id, effect_card(data, "P-III-4").id)
    p.coins = 200
    st = data.statues
    set_tracks(p, culture=st[1].culture - 10)
    at_statue(state, phase="A")
    assert engine.check(state, 0, act.statue(1, "red", False)) is None  # 10 missing
    set_tracks(p, culture=st[1].culture - 11)
    problem = engine.check(state, 0, act.statue(1, "red", False))  # 11 missing
    assert problem is not None and problem.reason == "requirement_not_met"
    # Real culture c: statue 2 alone misses exactly 10, statue 1 misses a few.
    c = st[2].culture - 10
    state = new(2, seed=1)
    p = state.players[0]
    give(state, 0, effect_card(data, "P-III-6").id, effect_card(data, "P-III-4").id)
    exact_track(state, 0, "culture", c)
    p.coins = 200
    a = st[1].culture - c
    assert 0 < a <= 10 and max(0, st[0].culture - c) + a <= 10
    at_statue(state, phase="A")
    assert engine.check(state, 0, act.statue(2, "red", False)) is None  # 10 alone: fine
    engine.apply(state, 0, act.statue(1, "red", False))
    assert p.coins == 200 - 3 * a
    assert 0 in state.acting  # statue 0 is still possible
    problem = engine.check(state, 0, act.statue(2, "red", False))  # a + 10 > 10
    assert problem is not None and problem.reason == "requirement_not_met"


def test_p_iii_6_cap_is_fresh_in_the_statue_step(data: DataSet) -> None:
    """H-12.1f: the colony step's payments do not count against the statue step's cap."""
    state = new(2, seed=1)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    give(state, seat, effect_card(data, "P-III-6").id)
    p.coins = 200
    set_tracks(p, military=0, culture=data.statues[1].culture - 10)
    at_colony(state, phase="A")
    engine.apply(state, seat, act.colony(9, False))  # 9 missing points paid
    assert state.step == "statue" and seat in state.acting
    assert engine.check(state, seat, act.statue(1, "red", False)) is None  # 10 more


def test_p_iii_6_without_the_card_no_payment(data: DataSet) -> None:
    """P-III-6: without the card a missing requirement cannot be bought."""
    state = new(2, seed=1)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    set_tracks(p, military=8)
    p.coins = 100
    at_colony(state)
    problem = engine.check(state, seat, act.colony(9, False))
    assert problem is not None and problem.reason == "requirement_not_met"


# --------------------------------------------------------------------------------------------
# H-12.3 … H-12.7


def test_h_12_3_effect_active_from_the_moment_of_buying(data: DataSet) -> None:
    """H-12.3: an effect bought in one draw round applies to the next round's sale."""
    state = new(2, seed=1)
    run_to(state, 1, "draft")
    p = state.players[0]
    card = effect_card(data, "P-I-1")
    other = next(c for c in free(state, cards(data, epoch=1, color="purple")) if c != card.id)
    put_in_hand(state, 0, card.id, other)
    p.coins = 50
    engine.apply(state, 0, act.draft(card.id, buy=True))
    engine.apply(state, 1, act.draft(state.hands[1][0], buy=False))
    coins = p.coins
    engine.apply(state, 0, act.draft(state.hands[0][0], buy=False))
    engine.apply(state, 1, act.draft(state.hands[1][0], buy=False))
    assert p.coins == coins + fx.SALE_VALUE[1] + 1


def test_h_12_6_removal_ends_the_effect_and_keeps_one_off_gains(data: DataSet) -> None:
    """H-12.6: removing an effect card undoes what it keeps giving and ends the effect;
    coins already gained are kept."""
    state = new(2, seed=1)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    p6 = effect_card(data, "P-II-6")
    p1 = effect_card(data, "P-I-1")
    give(state, seat, p6.id, p1.id)
    raise_track(state, seat, "military", 3)
    p.coins = 0
    at_colony(state)
    colony = data.colonies[state.colony_stacks[3][-1]]
    engine.apply(state, seat, act.colony(3, False))
    assert p.coins == colony.plunder + 4
    engine.remove_card(state, p, p6.id)
    engine.remove_card(state, p, p1.id)
    assert p.coins == colony.plunder + 4  # kept
    assert "P-II-6" not in p.effects and "P-I-1" not in p.effects
    assert fx.sale_value(1, p) == fx.SALE_VALUE[1]
    # A counting card: its bonus disappears with it.
    state = new(2, seed=1)
    q = state.players[0]
    reds = free(state, cards(data, color="red"))[:3]
    give(state, 0, *reds)
    military = q.tracks[fx.MILITARY]
    counting = effect_card(data, "P-I-6")
    give(state, 0, counting.id)
    assert q.tracks[fx.MILITARY] == military + 3
    engine.remove_card(state, q, counting.id)
    assert q.tracks[fx.MILITARY] == military


@pytest.mark.parametrize("effect", ["P-III-1", "P-III-2", "P-III-3"])
def test_h_12_7_scoring_effects_lost_at_the_last_feeding(effect: str, data: DataSet) -> None:
    """H-12.7: scoring effects count only if the card is still owned at the end; it can be
    removed at the epoch III feeding."""
    state = new(2, seed=1)
    p = state.players[0]
    card = effect_card(data, effect)
    give(state, 0, card.id)
    _sets(state, 0, {"blue": 2, "green": 2, "yellow": 2, "red": 1, "purple": 3})
    p.gold = 1
    p.silver = ["yellow"]
    _hungry(state, 0, 1)
    assert p.tracks[fx.INCOME] >= 2
    with_card = scoring.categories(data, p)
    at_feed(state, epoch=3)
    assert state.acting == [0]
    engine.apply(state, 0, act.feed_remove(card.id))
    assert effect not in p.effects
    run_to(state, 3, "over")
    assert state.step == "over"
    without = scoring.score(state).scores[0].categories
    line = "silver" if effect == "P-III-1" else "gold"
    assert without[line] < with_card[line]
