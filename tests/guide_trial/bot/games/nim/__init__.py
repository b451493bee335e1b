"""Nim on the host: a public, turn-based game with no hidden information, registered like any
other game."""

from __future__ import annotations

from bot.games.base import GamePlugin, Renderer
from render.nim import progress, render_prompt, render_scoresheet, render_table
from render.nim import warm as warm_renderer
from rules.nim import GAME
from rules.nim.agents import make_agent

PLUGIN = GamePlugin(
    rules=GAME,
    renderer=Renderer(
        table=render_table,
        prompt=render_prompt,
        scores=render_scoresheet,
        warm=warm_renderer,
    ),
    make_agent=make_agent,
    # Both agents answer at once; the heuristic plays Nim's theory, so there is no stronger one.
    ai_levels={"easy": "random", "normal": "heuristic"},
    quick_agents=frozenset({"random", "heuristic"}),
    replacement_agent="heuristic",
    # Every move is public: it is made on the table message.
    table_turns=True,
    progress=progress,
)
