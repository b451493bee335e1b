"""A finished game's story picture, built where it is drawn (imports no discord): a render
worker replays the game from its seed and action log (the game's :attr:`GamePlugin.story`)
and draws it (:attr:`Renderer.story`), so that neither the replay nor the drawing runs on the
bot's event loop (``docs/endgame.md`` has the figures)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games import plugin as plugin_of
from bot.games.base import GamePlugin, Translate
from rules.core import JSON


def tells_story(plugin: GamePlugin) -> bool:
    """Whether the game has a story and a picture of it."""
    return plugin.story is not None and plugin.renderer.story is not None


def game_story(
    game: str,
    state: str,
    players: int,
    options: Mapping[str, Any],
    seed: int,
    actions: Sequence[tuple[int, str]],
) -> JSON:
    """The story of the registered ``game`` played from ``seed`` with ``actions``, with the data
    set of its saved ``state`` (a dump)."""
    plugin = plugin_of(game)
    if plugin.story is None:
        raise ValueError(f"{game} tells no story")
    rules = plugin.rules
    rules = rules.with_data(rules.data_version(rules.load(state)))
    return plugin.story(rules, players, options, seed, actions)


def render_game_story(
    game: str,
    state: str,
    players: int,
    options: Mapping[str, Any],
    seed: int,
    actions: Sequence[tuple[int, str]],
    t: Translate,
    names: Sequence[str],
) -> bytes:
    """PNG of the story of a finished game (:func:`game_story`), drawn by its renderer."""
    draw = plugin_of(game).renderer.story
    if draw is None:
        raise ValueError(f"{game} draws no story")
    return draw(game_story(game, state, players, options, seed, actions), t, names)
