"""Hadara on the host: its rules, renderer, agents and rules look-ups."""

from __future__ import annotations

import render.hadara
from bot.games.base import GamePlugin, Renderer
from bot.games.hadara.lookup import HadaraLookup
from rules.hadara import GAME
from rules.hadara.agents import make_agent
from rules.hadara.story import story

PLUGIN = GamePlugin(
    rules=GAME,
    renderer=Renderer.of(render.hadara),
    make_agent=make_agent,
    lookup=HadaraLookup(),
    progress=render.hadara.progress,
    story=story,
)
