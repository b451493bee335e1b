"""Every image kind renders for random positions of random games (2–4 players; the simple game,
and the advanced and full games once the engine plays them) without an exception, and no text
runs outside its box or needs an ellipsis, in English and in a pseudo-translation about 40 %
longer."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image
from tta_render_helpers import NAMES, long_t, plays, random_position

from render.text import Canvas
from render.tta.board import draw_board
from render.tta.card import draw_card
from render.tta.i18n import english
from render.tta.prompt import draw_prompt
from render.tta.scoresheet import draw_scoresheet
from render.tta.table import draw_table, progress_text
from rules.tta import GAME
from rules.tta.catalog import load


@pytest.fixture(autouse=True)
def _check_bounds() -> Iterator[None]:
    Canvas.check_bounds = True
    yield
    Canvas.check_bounds = False


def _ok(c: Canvas) -> None:
    assert c.overflows == []
    assert c.misfits == []
    assert c.width <= 1200
    png = c.png()
    assert Image.open(io.BytesIO(png)).size == c.image.size


@settings(
    max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 1500),
    long=st.booleans(),
)
def test_every_image_renders_and_fits(players: int, seed: int, steps: int, long: bool) -> None:
    state = random_position(players, seed, steps)
    t: Any = long_t if long else english
    names = NAMES[:players]
    spectator = GAME.view(state, None)
    _ok(draw_table(spectator, t, names))
    _ok(draw_scoresheet(spectator, t, names))
    assert progress_text(spectator, t)
    for seat in range(players):
        own = GAME.view(state, seat)
        _ok(draw_board(spectator, t, names, seat))
        _ok(draw_board(own, t, names, seat))
        actions = [GAME.encode_action(a) for a in GAME.legal_actions(state, seat)]
        _ok(draw_prompt(own, t, names, actions))
    hand = spectator["players"][0]["hand"]
    if hand:
        _ok(draw_card(hand[0]["id"], t))


@pytest.mark.skipif(
    not (plays("advanced") and plays("full")), reason="the engine plays the simple game only"
)
@settings(
    max_examples=20, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    players=st.integers(2, 4),
    variant=st.sampled_from(["advanced", "full"]),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 3000),
    long=st.booleans(),
)
def test_advanced_and_full_games_render_and_fit(
    players: int, variant: str, seed: int, steps: int, long: bool
) -> None:
    state = random_position(players, seed, steps, variant)
    t: Any = long_t if long else english
    names = NAMES[:players]
    spectator = GAME.view(state, None)
    _ok(draw_table(spectator, t, names))
    _ok(draw_scoresheet(spectator, t, names))
    for seat in range(players):
        own = GAME.view(state, seat)
        _ok(draw_board(spectator, t, names, seat))
        _ok(draw_board(own, t, names, seat))
        actions = [GAME.encode_action(a) for a in GAME.legal_actions(state, seat)]
        _ok(draw_prompt(own, t, names, actions))


@pytest.mark.parametrize("t", [english, long_t], ids=["en", "long"])
def test_every_card_face_fits(t: Any) -> None:
    Canvas.check_bounds = True
    for card_id in load().info:
        c = draw_card(card_id, t)
        assert c.overflows == [] and c.misfits == [], card_id
