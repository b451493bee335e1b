"""Through the Ages (original 2006 edition) on the host: rules, renderer, agents, rules look-ups
and its own command (``/tta undo``)."""

from __future__ import annotations

from bot.games.base import GamePlugin, Renderer
from bot.games.tta.lookup import TtaLookup
from bot.ui.layout import Menus
from render.tta import (
    progress,
    render_board,
    render_card,
    render_prompt,
    render_scoresheet,
    render_table,
)
from render.tta import warm as warm_renderer
from render.tta.table import status_text
from rules.tta import GAME
from rules.tta.agents import make_agent


def turn_of(key: str) -> str:
    """The turn a wait belongs to: ``rules.tta.engine.wait_key`` names each wait of turn 5
    "t5" (actions), "t5.pol" (the political step) or "t5.<frame>" (a question raised in it)."""
    return key.partition(".")[0]


PLUGIN = GamePlugin(
    rules=GAME,
    renderer=Renderer(
        table=render_table,
        prompt=render_prompt,
        scores=render_scoresheet,
        board=render_board,
        card=render_card,
        warm=warm_renderer,
    ),
    make_agent=make_agent,
    ai_levels={"easy": "random", "normal": "heuristic", "strong": "strong"},
    cog="bot.games.tta.cog",
    # A whole game takes long: an absent player is waited for two days before the AI moves.
    replace_hours=48.0,
    lookup=TtaLookup(),
    progress=progress,
    status=status_text,
    turn_of=turn_of,
    table_turns=True,
    # A turn's four kinds of action keep their menus in place (rules/tta/describe.py groups).
    menus=Menus(fixed=("take", "build", "hand", "military"), title="tta-group-{key}"),
)
