"""Through the Ages (original 2006 edition) on the host: rules, renderer, agents, rules look-ups
and its own command (``/tta undo``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import render.tta
from bot.games.base import GamePlugin, Renderer
from bot.games.tta.lookup import TtaLookup
from bot.ui.layout import Menus
from render.tta.table import status_text
from rules.tta import GAME
from rules.tta.agents import make_agent
from rules.tta.options import VARIANTS
from rules.tta.story import story


def turn_of(key: str) -> str:
    """The turn a wait belongs to: ``rules.tta.engine.wait_key`` names each wait of turn 5
    "t5" (actions), "t5.pol" (the political step) or "t5.<frame>" (a question raised in it)."""
    return key.partition(".")[0]


def rating_family(options: Mapping[str, Any]) -> str:
    """The ladder of a game (:mod:`bot.ratings`): the simple game is a game of its own (Age I
    only, no events or wars, T-17.1); the advanced and full games share one ladder."""
    return "tta-simple" if options.get("variant", VARIANTS[0]) == "simple" else "tta"


PLUGIN = GamePlugin(
    rules=GAME,
    renderer=Renderer.of(render.tta),
    make_agent=make_agent,
    cog="bot.games.tta.cog",
    # A whole game takes long: an absent player is waited for two days before the AI moves.
    replace_hours=48.0,
    lookup=TtaLookup(),
    progress=render.tta.progress,
    status=status_text,
    turn_of=turn_of,
    # A nation's turn ends with "end" (its turn's phases, T-5.3) or when it resigns (T-18):
    # its recap tells everything after that, its answers out of turn included (docs/recaps.md).
    turn_ends=("end", "resign"),
    table_turns=True,
    # A secret choice that leaves the wait as it was (a step of a discard or of a sacrifice made
    # in several steps) carries public news (how many cards were discarded): shown at once. A
    # hold of 0.4 s merged none of 173 such steps under load (people take seconds between
    # steps) and showed each 0.4 s late (docs/tta-discord.md).
    quiet_hold=0.0,
    story=story,
    # A turn's four kinds of action keep their menus in place (rules/tta/describe.py groups).
    menus=Menus(fixed=("take", "build", "hand", "military"), title="tta-group-{key}"),
    rating_family=rating_family,
)
