"""Hadara's end-of-game story picture: :func:`render.endgame.draw_endgame` in the colours of the
game's images (:mod:`render.hadara.theme`; each player in the colour of their coat of arms),
800 px wide."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.endgame import Look, draw_endgame
from render.hadara import theme
from render.hadara.scoresheet import W
from render.i18n import Translator
from render.png import png_of
from render.text import Canvas
from render.view import Names
from rules.hadara.data import COATS

LOOK = Look(
    background=theme.BG,
    panel=theme.PANEL,
    text=theme.TEXT,
    muted=theme.MUTED,
    grid=theme.LINE,
    axis=theme.DIM,
    bad=theme.BAD,
    seats=tuple(theme.COAT_RGB[coat] for coat in COATS),
    width=W,
)


def draw_story(story: Mapping[str, Any], t: Translator, names: Names) -> Canvas:
    """The story (``rules.hadara.story.story``) of a finished game."""
    return draw_endgame(story, t, names, LOOK)


render_story = png_of(
    draw_story,
    """PNG of the end-of-game story (``rules.hadara.story.story``): points by phase, where each
    player's points came from, the turning points.""",
)
