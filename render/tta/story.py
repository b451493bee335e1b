"""Through the Ages' end-of-game story picture: :func:`render.endgame.draw_endgame` in the
colours of the game's images (:mod:`render.tta.theme`), 800 px wide."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.endgame import Look, draw_endgame
from render.i18n import Translator
from render.png import png_of
from render.text import Canvas
from render.tta import theme
from render.view import Names

LOOK = Look(
    background=theme.BG,
    panel=theme.PANEL,
    text=theme.TEXT,
    muted=theme.MUTED,
    grid=theme.LINE,
    axis=theme.DIM,
    bad=theme.BAD,
    seats=theme.SEAT_RGB,
    width=theme.W,
)


def draw_story(story: Mapping[str, Any], t: Translator, names: Names) -> Canvas:
    """The story (``rules.tta.story.story``) of a finished game."""
    return draw_endgame(story, t, names, LOOK)


render_story = png_of(
    draw_story,
    """PNG of the end-of-game story (``rules.tta.story.story``): culture by round, where each
    nation's points came from, the turning points.""",
)
