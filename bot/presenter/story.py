"""The end-of-game story picture that goes with the final score sheet (``docs/endgame.md``).

:func:`story_file` replays the finished game and draws its story in a render worker
(:func:`bot.games.story.render_game_story` through the render pool: off the event loop), and
gives the picture as a Discord attachment. It never raises and gives up after
:data:`STORY_SECONDS`: the score sheet goes out without a story rather than late or not at all.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Sequence

import discord

from bot.games.story import render_game_story, tells_story
from bot.i18n import Translator
from bot.manager.base import rules_options
from bot.presenter.base import Shared, log
from bot.store import GameRecord

STORY_SECONDS = 20.0
FILENAME = "story.png"


async def story_png(
    shared: Shared, game: GameRecord, locale: str, t: Translator, names: Sequence[str]
) -> bytes | None:
    """The story picture of the finished ``game`` (None: its game tells none, or it failed)."""
    try:
        plugin = shared.plugin(game)
        if not tells_story(plugin) or game.state is None:
            return None
        rows = await shared.store.actions(game.id)
        actions = [(row.seat, row.action) for row in rows]
        render = shared.pool.render(
            game.id,
            game.version,
            None,
            "story",
            locale,
            render_game_story,
            game.game,
            game.state,
            len(game.seats),
            rules_options(game.options),
            int(game.options["seed"]),
            actions,
            t,
            list(names),
        )
        return await asyncio.wait_for(render, STORY_SECONDS)
    except Exception:
        log.exception("the story of game %s failed", game.id)
        return None


async def story_file(
    shared: Shared, game: GameRecord, locale: str, t: Translator, names: Sequence[str]
) -> discord.File | None:
    """:func:`story_png` as an attachment for the final message (None: no story)."""
    png = await story_png(shared, game, locale, t, names)
    return discord.File(io.BytesIO(png), filename=FILENAME) if png else None
