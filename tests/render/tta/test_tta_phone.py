"""Readable on a phone: once a Through the Ages image is scaled to 400 px wide (as Discord shows
it on a phone), no text falls below the goal of its kind (render/tta/phone.py: 12 px for what a
player decides by, 11 px for names and sentences, 10 px for captions), in any of the four
languages, over positions of whole simple, advanced and full games (2 to 4 players), the turn
picture, every kind of decision, the boards, the score sheets and every card face; nothing is
cut with an ellipsis. A size check, not a timing one. The full survey and its figures:
tests/render/tta/tta_phone_report.py and docs/tta-render.md.
"""

from __future__ import annotations

from typing import Any

import pytest
from tta_phone_report import LOCALES, QUICK, game_positions, images, survey, translators

from render.tta import phone
from render.tta.samples import GOLDEN_NAMES
from render.tta.scoresheet import draw_scoresheet


@pytest.fixture(scope="module")
def locales() -> dict[str, Any]:
    return translators(LOCALES)


@pytest.fixture(scope="module")
def measured(locales: dict[str, Any]) -> tuple[dict[Any, Any], list[str]]:
    return survey(QUICK, locales)


def test_no_text_below_its_goal_at_phone_width(measured: tuple[dict[Any, Any], list[str]]) -> None:
    smallest, problems = measured
    assert problems == []
    images_ = {image for image, _kind in smallest}
    for image in ("table", "board (own)", "board (public)", "prompt: turn", "score sheet"):
        assert image in images_, image
    assert "card" in images_
    # decisions of several kinds were measured, not only the turn picture
    assert len({i for i in images_ if i.startswith("prompt: ")} - {"prompt: turn"}) >= 5
    # every language was measured for every image
    for per in smallest.values():
        assert set(per) <= set(LOCALES)
    assert {loc for per in smallest.values() for loc in per} == set(LOCALES)


def test_every_tag_has_a_kind_with_a_goal() -> None:
    for tag, kind in phone.TAGS.items():
        assert kind in phone.KINDS, tag
    for kind in phone.SUFFIXES.values():
        assert kind in phone.KINDS
    assert phone.kind_of("board-hand-name") == "card-name"
    assert phone.kind_of("no-such-tag") == phone.UNKNOWN
    tiers = {k.goal for k in phone.KINDS.values()}
    assert tiers == {phone.DECIDE, phone.READ, phone.LABEL}
    for kind in ("cost", "store", "count", "score", "option"):
        assert phone.KINDS[kind].goal == phone.DECIDE


def test_the_goals_in_image_pixels() -> None:
    assert phone.floor_px("cost", 800) == 24
    assert phone.floor_px("card-name", 800) == 22
    assert phone.floor_px("label", 800) == 20
    assert phone.floor_px("cost", 600) == 18  # the card face, 600 px wide
    assert phone.phone_px(22, 800) == 11.0


def test_score_sheet_has_one_line_per_category(locales: dict[str, Any]) -> None:
    """Each category's name on one line, and the rows apart (drawn with a gap)."""
    game = QUICK[-1]  # a 4-player full game: the narrowest label column, Age III events
    over = game_positions(game)[-1]
    names = GOLDEN_NAMES[: game.players]
    for locale, t in locales.items():
        c = draw_scoresheet(over.spectator, t, names)
        labels = [d for d in c.drawn if d.tag == "score-label"]
        assert len(labels) >= 5, locale
        for d in labels:
            assert d.lines == 1, (locale, d.text)


def test_images_yields_every_language(locales: dict[str, Any]) -> None:
    seen = {(image, locale) for image, locale, _w, _c in images(QUICK[:1], locales)}
    for locale in LOCALES:
        assert ("table", locale) in seen
        assert ("card", locale) in seen
