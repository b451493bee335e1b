"""Sealed Bids on the host: the toy game every generic test plays (a secret simultaneous bid
and an ordinary turn), registered like any other game."""

from __future__ import annotations

from bot.games.base import GamePlugin, Renderer
from render.bids import progress, render_board, render_prompt, render_scoresheet, render_table
from render.bids import warm as warm_renderer
from rules.bids import GAME
from rules.bids.agents import make_agent

PLUGIN = GamePlugin(
    rules=GAME,
    renderer=Renderer(
        table=render_table,
        prompt=render_prompt,
        scores=render_scoresheet,
        board=render_board,
        warm=warm_renderer,
    ),
    make_agent=make_agent,
    quick_agents=frozenset({"random", "heuristic"}),
    progress=progress,
)
