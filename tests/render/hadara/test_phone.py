"""Readable on a phone: once an image is scaled to 400 px wide (as Discord shows it on a
phone), no text a player decides by falls below its goal (render/hadara/phone.py), in any of
the four languages, for 2 to 5 players; and every step has a decision picture. A size check,
not a timing one. The figures are in docs/hadara-phone.md (tests/render/hadara/phone_report.py).
"""

from __future__ import annotations

from typing import Any

import pytest
from phone_report import GAMES, STEPS, images, survey, translators

from render.hadara import phone
from render.hadara.i18n import english
from render.hadara.prompt import draw_prompt
from render.hadara.samples import GOLDEN_NAMES, positions
from render.hadara.table import draw_table


@pytest.fixture(scope="module")
def locales() -> dict[str, Any]:
    return translators()


def test_no_text_below_its_goal_at_phone_width(locales: dict[str, Any]) -> None:
    smallest, problems = survey(GAMES, locales)
    assert problems == []
    decide = {k for k, kind in phone.KINDS.items() if kind.goal >= phone.DECIDE}
    assert decide >= {"coins", "track", "score", "price", "result", "option"}
    for image in ("table", *(f"prompt: {s}" for s in STEPS), "tableau", "score sheet"):
        assert any(key[0] == image for key in smallest), image


def test_every_kind_drawn_is_known(locales: dict[str, Any]) -> None:
    for _image, _locale, _where, c in images(GAMES[:1], {"en-US": english}):
        assert {d.kind for d in c.drawn} <= set(phone.KINDS)


@pytest.mark.parametrize("step", STEPS)
def test_every_step_has_a_decision_picture(step: str) -> None:
    """Not the idle picture: options with marks, and what they bring."""
    for players, variant, seed in GAMES:
        pos = positions(players, variant, seed)
        if step not in pos:
            continue
        p = pos[step]
        c = draw_prompt(p.seat_view, english, GOLDEN_NAMES[:players], p.actions)
        kinds = {d.kind for d in c.drawn}
        assert "result" in kinds or step in ("side", "wheel"), step
        assert "option" in kinds or step == "feed", step
        texts = {d.text for d in c.drawn}
        assert english("not-your-turn") not in texts
        return
    pytest.fail(f"no sample position of step {step}")


def test_table_shows_scores_and_names_the_winner() -> None:
    pos = positions(3, "advanced", 1)
    over = pos["over"].spectator
    c = draw_table(over, english, GOLDEN_NAMES[:3])
    texts = [d.text for d in c.drawn]
    totals = {int(s["seat"]): int(s["total"]) for s in over["result"]["scores"]}
    for total in totals.values():
        assert str(total) in texts
    winners = over["result"]["winners"]
    assert english("winner") in texts or english("winners") in texts
    assert any(GOLDEN_NAMES[int(winners[0])] in t for t in texts)
    assert english("nobody") not in texts
    mid = pos["mid"].spectator
    c = draw_table(mid, english, GOLDEN_NAMES[:3])
    texts = [d.text for d in c.drawn if d.kind == "score"]
    for p in mid["players"]:
        assert str(sum(p["score"].values())) in texts
