"""The games this bot hosts: one line per game (the module whose ``PLUGIN`` describes it).

Shared code never imports a game's modules; it asks a :class:`Registry` (the bot builds one from
:data:`GAME_MODULES`, tests build one of the games they need). See ``docs/adding-a-game.md``.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator, Mapping
from functools import cache

from bot.games.base import GamePlugin

GAME_MODULES: dict[str, str] = {
    "hadara": "bot.games.hadara",
    "bids": "bot.games.bids",
    "tta": "bot.games.tta",
}


@cache
def plugin(name: str) -> GamePlugin:
    """The plugin of a registered game (imported on first use); KeyError if unknown."""
    module = importlib.import_module(GAME_MODULES[name])
    found: GamePlugin = module.PLUGIN
    if found.name != name:
        raise RuntimeError(f"{GAME_MODULES[name]} describes {found.name!r}, not {name!r}")
    return found


class Registry(Mapping[str, GamePlugin]):
    """A read-only name → plugin mapping, in registration order."""

    def __init__(self, plugins: Iterable[GamePlugin]) -> None:
        self._plugins = {p.name: p for p in plugins}

    @classmethod
    def of(cls, names: Iterable[str] | None = None) -> Registry:
        """The plugins of ``names`` (every registered game by default)."""
        return cls(plugin(n) for n in (GAME_MODULES if names is None else names))

    def __getitem__(self, name: str) -> GamePlugin:
        return self._plugins[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._plugins)

    def __len__(self) -> int:
        return len(self._plugins)

    @property
    def default(self) -> str:
        return next(iter(self._plugins))


@cache
def registry() -> Registry:
    """Every registered game."""
    return Registry.of()
