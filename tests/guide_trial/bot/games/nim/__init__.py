"""Nim on the host: a public, turn-based game with no hidden information, registered like any
other game."""

from __future__ import annotations

import render.nim
from bot.games.base import GamePlugin, Renderer
from rules.nim import GAME
from rules.nim.agents import make_agent

PLUGIN = GamePlugin(
    rules=GAME,
    renderer=Renderer.of(render.nim),
    make_agent=make_agent,
    # Both agents answer at once; the heuristic plays Nim's theory, so there is no stronger one.
    ai_levels={"easy": "random", "normal": "heuristic"},
    # Every move is public: it is made on the table message.
    table_turns=True,
    progress=render.nim.progress,
)
