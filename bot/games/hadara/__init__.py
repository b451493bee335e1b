"""Hadara on the host: its rules, renderer, agents and rules look-ups."""

from __future__ import annotations

from bot.games.base import GamePlugin, Renderer
from bot.games.hadara.lookup import HadaraLookup
from render.hadara import (
    render_card,
    render_prompt,
    render_scoresheet,
    render_table,
    render_tableau,
)
from render.hadara.samples import warm
from render.hadara.table import progress_text
from rules.hadara import GAME
from rules.hadara.agents import make_agent

PLUGIN = GamePlugin(
    rules=GAME,
    renderer=Renderer(
        table=render_table,
        prompt=render_prompt,
        scores=render_scoresheet,
        board=render_tableau,
        card=render_card,
        warm=warm,
    ),
    make_agent=make_agent,
    lookup=HadaraLookup(),
    progress=progress_text,
)
