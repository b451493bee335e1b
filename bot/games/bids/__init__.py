"""Sealed Bids on the host: the toy game every generic test plays (a secret simultaneous bid
and an ordinary turn), registered like any other game."""

from __future__ import annotations

import render.bids
from bot.games.base import GamePlugin, Renderer
from rules.bids import GAME
from rules.bids.agents import make_agent

PLUGIN = GamePlugin(
    rules=GAME,
    renderer=Renderer.of(render.bids),
    make_agent=make_agent,
    progress=render.bids.progress,
)
