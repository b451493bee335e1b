"""The shared story picture (render/endgame.py): messages with names and signed points, a game
without turning points, and a failing input."""

from __future__ import annotations

from typing import Any

import pytest

from render.endgame import Look, draw_endgame, msg_text, signed
from render.i18n import Localized
from rules.core import Msg, Seat
from rules.story import story_json

TEXTS = {
    "story-title": "How it went",
    "story-sources": "Sources",
    "story-turns": "Turning points",
    "story-no-turns": "Nothing stood out.",
    "axis": "Points",
    "src": "Cards",
    "card": "Raid",
    "why": "{seat}: {points}, {card} (opponent: {other})",
}


def english(message_id: str, /, **args: Any) -> str:
    return TEXTS[message_id].format(**args)


T = Localized(english, "en-US")
LOOK = Look(
    background=(20, 20, 30),
    panel=(40, 40, 60),
    text=(240, 240, 240),
    muted=(170, 170, 190),
    grid=(70, 70, 100),
    axis=(110, 110, 140),
    bad=(230, 100, 90),
    seats=((230, 110, 90), (90, 160, 220)),
)


def test_signed_points_use_a_real_minus() -> None:
    assert [signed(n) for n in (12, 0, -3)] == ["+12", "0", "−3"]


def test_messages_take_names_nested_messages_and_signed_points() -> None:
    why = Msg.of("why", seat=Seat(1), points=-5, card=Msg.of("card"), other=Seat(0))
    assert msg_text(T, why.to_json(), ["Ann", "Bořek"]) == "Bořek: −5, Raid (opponent: Ann)"
    assert msg_text(T, "II", ["Ann"]) == "II"


def test_a_flat_game_says_nothing_stood_out() -> None:
    story = story_json(
        axis=Msg.of("axis"),
        labels=["1", "2"],
        series=[[1, 2], [1, 2]],
        markers=[],
        sources=[[(Msg.of("src"), 2)], [(Msg.of("src"), 2)]],
        turns=[],
    )
    c = draw_endgame(story, T, ["Ann", "Bořek"], LOOK)
    assert not c.misfits and c.width == 800


def test_only_stories_are_drawn() -> None:
    with pytest.raises(TypeError):
        draw_endgame({"format": "tta-view/1"}, T, ["Ann"], LOOK)
