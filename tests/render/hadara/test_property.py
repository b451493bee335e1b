"""Every image kind renders for random positions of random playouts (2–5 players, both
variants), and no text runs outside its box, in English and in a long pseudo-translation."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from render.hadara.card import draw_card
from render.hadara.i18n import english
from render.hadara.prompt import draw_prompt
from render.hadara.scoresheet import draw_scoresheet
from render.hadara.table import draw_table
from render.hadara.tableau import draw_tableau
from render.text import Canvas
from rules.hadara import GAME, engine

NAMES = ["Alice", "Bořek Šťastný", "Zofia Wiśniewska", "Дмитрий Соколов", "Łucja Żółć"]


def long_t(message_id: str, /, **args: Any) -> str:
    """English made about 40 % longer with Czech, Polish and Cyrillic letters, as a stand-in
    for the longest real translations (ids of one letter stay short, as they would)."""
    text = english(message_id, **args)
    if message_id.startswith("color-letter-") or len(text) <= 2:
        return text
    extra = max(1, round(len(text) * 0.4))
    return text + " " + ("ěščřžłóśДЖЩ" * 8)[:extra]


@pytest.fixture(autouse=True)
def _check_bounds() -> Iterator[None]:
    Canvas.check_bounds = True
    yield
    Canvas.check_bounds = False


def _position(players: int, variant: str, seed: int, steps: int) -> Any:
    state = GAME.new(players, {"variant": variant}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if engine.is_over(state):
            break
        seat = state.acting[0]
        engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
    return state


def _ok(c: Canvas, strict: bool) -> None:
    assert c.overflows == []
    if strict:
        assert c.misfits == []
    png = c.png()
    assert Image.open(io.BytesIO(png)).size == c.image.size


@settings(
    max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    players=st.integers(2, 5),
    variant=st.sampled_from(["basic", "advanced"]),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 700),
    long=st.booleans(),
)
def test_every_image_renders_and_fits(
    players: int, variant: str, seed: int, steps: int, long: bool
) -> None:
    state = _position(players, variant, seed, steps)
    t = long_t if long else english
    names = NAMES[:players]
    spectator = GAME.view(state, None)
    _ok(draw_table(spectator, t, names), True)
    _ok(draw_scoresheet(spectator, t, names), True)
    for seat in range(players):
        _ok(draw_tableau(spectator, t, names, seat), True)
        actions = [a.encode() for a in GAME.legal_actions(state, seat)]
        _ok(draw_prompt(GAME.view(state, seat), t, names, actions), True)
    card = sorted(c for c in spectator["players"][0]["cards"]) or ["1b01"]
    _ok(draw_card(card[0], t), True)


@pytest.mark.parametrize("t", [english, long_t], ids=["en", "long"])
def test_every_card_face_fits(t: Any) -> None:
    from render.hadara.parts import data

    for card_id in data().cards:
        c = draw_card(card_id, t)
        assert c.overflows == [] and c.misfits == [], card_id
