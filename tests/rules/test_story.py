"""The shared story helpers (rules/story.py): swings against the field, turning points one per
stretch in the order of the game, the JSON shape."""

from __future__ import annotations

import json

import pytest

from rules.core import Msg, Seat
from rules.story import FORMAT, Swing, check_story, story_json, swings, turning_points


def test_a_swing_is_a_move_against_the_others_average() -> None:
    series = [[0, 10, 12], [0, 2, 4], [0, 0, 20]]
    got = {(w.at, w.seat): (w.change, w.swing) for w in swings(series)}
    assert got[(1, 0)] == (10, 10 - 1)  # others moved 2 and 0
    assert got[(2, 2)] == (20, 20 - 2)  # others moved 2 and 2
    assert swings(series)[0] == Swing(2, 2, 20, 18)  # the largest first


def test_one_seat_swings_by_its_own_moves() -> None:
    assert [(w.at, w.swing) for w in swings([[0, 3, 10]])] == [(2, 7), (1, 3)]


def test_turning_points_one_per_stretch_in_game_order_and_only_explained_ones() -> None:
    series = [[0, 10, 30, 31], [0, 0, 0, 40]]

    def explain(w: Swing) -> Msg | None:
        if w.at == 2:
            return None  # the log cannot tell this one
        return Msg.of("why", seat=Seat(w.seat), points=w.change)

    picked = turning_points(series, explain, most=2)
    assert [(w.at, w.seat) for w, _ in picked] == [(1, 0), (3, 1)]
    assert picked[1][1].arg_map()["points"] == 40


def test_flat_games_have_no_turning_point() -> None:
    assert turning_points([[0, 5, 10], [0, 5, 10]], lambda w: Msg.of("x")) == []


def test_the_story_is_json_and_checked() -> None:
    w = Swing(1, 0, 5, 5.0)
    story = story_json(
        axis=Msg.of("axis"),
        labels=["1", Msg.of("point", epoch="II")],
        series=[[0, 5]],
        markers=[(0.5, "II")],
        sources=[[(Msg.of("src"), 5)]],
        turns=[(w, Msg.of("why", seat=Seat(0)))],
    )
    again = json.loads(json.dumps(story))
    assert again == story and check_story(again)["format"] == FORMAT
    assert again["labels"][1] == {"id": "point", "args": {"epoch": "II"}}
    assert again["turns"] == [
        {"at": 1, "seat": 0, "change": 5, "why": {"id": "why", "args": {"seat": {"seat": 0}}}}
    ]
    with pytest.raises(ValueError):
        check_story({"format": "tta-view/1"})
