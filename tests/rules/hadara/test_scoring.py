"""Final scoring (H-13), including the rulebook example worth 149 points."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hadara_builders import RandomChooser, cards, effect_card, give, new, run

from rules.hadara import GAME, scoring
from rules.hadara.data import COLONY_LEVELS, DataSet
from rules.hadara.state import HadaraState, Player

EXAMPLE_CARD_POINTS = [3, 2, 4, 4, 4, 1, 1, 2, 2, 2, 4, 3, 5, 2, 6, 2]  # 16 cards, 47 points
EXAMPLE_COLORS = ["blue"] * 4 + ["green"] * 3 + ["yellow"] * 3 + ["red"] * 3 + ["purple"] * 3
EXAMPLE_COLONY_POINTS = {3: 2, 9: 5, 15: 8, 21: 11}


def _blank(state: HadaraState, seat: int) -> Player:
    p = state.players[seat]
    p.cards, p.colonies, p.silver, p.gold, p.coins = [], [], [], 0, 0
    p.statues = [None] * 4
    p.effects = set()
    p.color_counts = {c: 0 for c in p.color_counts}
    return p


def test_h_13_rulebook_final_scoring_example(
    make_data: Callable[[Callable[[dict[str, Any]], None]], DataSet],
) -> None:
    """H-13 example: colonies 2+5+8+11 = 26; statues 4+8+14+4 = 30; silver military 27 → 14
    and income 18 → 9; gold 3 sets × 7 × 1 = 21; 16 cards worth 47; 11 coins → 2 points,
    1 coin left. Total 149."""
    default = GAME.new(2, {}, 0).data
    # 16 plain cards: 4 blue and 3 of every other colour, so exactly 3 complete sets.
    chosen: list[str] = []
    for color in dict.fromkeys(EXAMPLE_COLORS):
        n = EXAMPLE_COLORS.count(color)
        chosen += [c.id for c in cards(default, color=color)[:n]]
    points = dict(zip(chosen, EXAMPLE_CARD_POINTS, strict=True))
    colonies = {
        level: sorted(c.id for c in default.colonies.values() if c.level == level)[0]
        for level in EXAMPLE_COLONY_POINTS
    }

    def example(raw: dict[str, Any]) -> None:
        for card in raw["cards"]["cards"]:
            if card["id"] in points:
                card["points"] = points[card["id"]]
        for colony in raw["colonies"]["colonies"]:
            if colony["level"] in colonies and colony["id"] == colonies[colony["level"]]:
                colony["front"]["points"] = EXAMPLE_COLONY_POINTS[colony["level"]]
                colony["reverse"]["points"] = EXAMPLE_COLONY_POINTS[colony["level"]]
        statues = raw["statues"]["statues"]
        statues[0]["points"] = 4
        statues[1]["points"] = 8
        statues[2]["points"] = 14
        statues[2]["bonus"] = 4

    data = make_data(example)
    state = new(2, seed=0, data=data)
    p = _blank(state, 0)
    for cid in chosen:
        p.cards.append(cid)
        p.color_counts[data.cards[cid].color] += 1
    assert min(p.color_counts.values()) == 3
    # Which side each colony shows is not stated: two plundered, two integrated.
    p.colonies = [(colonies[lv], lv in (9, 21)) for lv in (3, 9, 15, 21)]
    # Three statues carved; the 14-point one with a face-down tile worth 4.
    p.statues = [("blue", True), ("yellow", True), ("green", False), None]
    p.silver = ["red", "yellow"]
    p.tracks = [18, 27, 20, 16]
    p.gold = 1
    p.coins = 11
    cats = scoring.categories(data, p)
    assert cats == {
        "colonies": 26,
        "statues": 30,
        "silver": 23,
        "gold": 21,
        "cards": 47,
        "coins": 2,
    }
    _blank(state, 1)
    result = scoring.score(state)
    assert result.scores[0].total == 149
    assert result.scores[0].tiebreak == 1
    assert result.winners == (0,)
    assert p.coins == 11  # scoring reads, never spends


def test_h_13_1_colonies_score_their_visible_side(data: DataSet) -> None:
    """H-13.1: plundered: front points; integrated: reverse points."""
    state = new(2)
    p = _blank(state, 0)
    ids = [sorted(c.id for c in data.colonies.values() if c.level == lv)[0] for lv in COLONY_LEVELS]
    p.colonies = [(cid, i % 2 == 1) for i, cid in enumerate(ids)]
    expected = sum(
        data.colonies[cid].reverse_points if integ else data.colonies[cid].front_points
        for cid, integ in p.colonies
    )
    assert scoring.categories(data, p)["colonies"] == expected


def test_h_13_2_statues_points_plus_face_down_bonus(data: DataSet) -> None:
    """H-13.2: statue points, plus the bonus value of face-down tiles (+2 with P-II-1)."""
    state = new(2)
    p = _blank(state, 0)
    st = data.statues
    p.statues = [("blue", True), ("red", False), None, ("green", False)]
    base = st[0].points + st[1].points + st[1].bonus + st[3].points + st[3].bonus
    assert scoring.categories(data, p)["statues"] == base
    give(state, 0, effect_card(data, "P-II-1").id)
    assert scoring.categories(data, p)["statues"] == base + 4


@pytest.mark.parametrize(("track", "points"), [(0, 0), (1, 1), (9, 5), (10, 5), (27, 14)])
def test_h_13_3_silver_half_the_track_rounded_up(track: int, points: int) -> None:
    """H-13.3: each silver medal scores ⌈track/2⌉."""
    state = new(2)
    p = _blank(state, 0)
    p.silver = ["green"]
    p.tracks = [0, 0, 0, track]
    assert scoring.silver_points(p) == points


def test_h_13_4_gold_sets_times_medals(data: DataSet) -> None:
    """H-13.4: 7 × complete sets × gold medals."""
    state = new(2)
    p = _blank(state, 0)
    for color in ("blue", "green", "yellow", "red", "purple"):
        give(state, 0, *(c.id for c in cards(data, color=color)[:4]))
    p.gold = 2
    assert scoring.categories(data, p)["gold"] == 7 * 4 * 2


def test_h_13_5_cards_sum_of_points(data: DataSet) -> None:
    """H-13.5: the sum of the owned cards' points."""
    state = new(2)
    p = _blank(state, 0)
    chosen = cards(data, epoch=3, color="red")[:4]
    give(state, 0, *(c.id for c in chosen))
    assert scoring.categories(data, p)["cards"] == sum(c.points for c in chosen)


@pytest.mark.parametrize(
    ("coins", "points", "left"), [(0, 0, 0), (4, 0, 4), (11, 2, 1), (25, 5, 0)]
)
def test_h_13_6_one_point_per_five_coins(coins: int, points: int, left: int) -> None:
    """H-13.6: 1 point per 5 coins (floor); the remainder stays (it breaks ties)."""
    state = new(2)
    p = _blank(state, 0)
    p.coins = coins
    _blank(state, 1)
    s = scoring.score(state).scores[0]
    assert s.categories["coins"] == points and s.tiebreak == left and s.total == points


def test_h_13_7_highest_total_wins() -> None:
    """H-13.7: the highest total wins."""
    state = new(3)
    for seat in range(3):
        _blank(state, seat)
    state.players[2].coins = 10
    result = scoring.score(state)
    assert result.winners == (2,)
    assert [s.total for s in result.scores] == [0, 0, 2]


def test_h_13_7_tie_broken_by_coins_left_after_conversion() -> None:
    """H-13.7: tied totals: the most coins left after H-13.6 wins."""
    state = new(3)
    for seat in range(3):
        _blank(state, seat)
    state.players[0].coins = 13  # 2 points, 3 left
    state.players[1].coins = 14  # 2 points, 4 left
    state.players[2].coins = 10  # 2 points, 0 left
    result = scoring.score(state)
    assert [s.total for s in result.scores] == [2, 2, 2]
    assert result.winners == (1,)


def test_h_13_7_shared_victory() -> None:
    """H-13.7: still tied after the tie-break: the victory is shared."""
    state = new(4)
    for seat in range(4):
        _blank(state, seat)
    for seat, coins in enumerate([13, 8, 13, 3]):
        state.players[seat].coins = coins
    result = scoring.score(state)
    assert result.winners == (0, 2)
    assert GAME.result(state) is None  # the game is not over yet
    state.step = "over"
    game_result = GAME.result(state)
    assert game_result is not None and game_result.winners == (0, 2)


@pytest.mark.parametrize("n", [2, 5])
def test_h_13_full_game_totals_are_category_sums(n: int) -> None:
    """H-13: at the end of a whole game every total is the sum of its six categories."""
    state = new(n, seed=n)
    run(state, RandomChooser(n))
    result = GAME.result(state)
    assert result is not None
    for s in result.scores:
        assert tuple(s.categories) == scoring.CATEGORIES
        assert s.total == sum(s.categories.values())
        assert s.tiebreak == state.players[s.seat].coins % 5
    best = max(s.total for s in result.scores)
    assert all(result.scores[w].total == best for w in result.winners)
