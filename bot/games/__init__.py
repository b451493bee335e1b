"""The games this bot hosts: one line per game (the module whose ``PLUGIN`` describes it).

Shared code never imports a game's modules; it asks a :class:`Registry` (the bot builds one from
:data:`GAME_MODULES`, tests build one of the games they need). See ``docs/adding-a-game.md``.

The registry is the one list of games: the catalogues of a game are loaded only when it is
registered here (:mod:`bot.i18n`). A game whose plugin does not import is logged and left out of
:func:`registry`; the other games start.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Iterable, Iterator, Mapping
from functools import cache

from bot.games.base import GamePlugin

log = logging.getLogger(__name__)

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

    def __init__(
        self, plugins: Iterable[GamePlugin], skipped: Mapping[str, str] | None = None
    ) -> None:
        self._plugins = {p.name: p for p in plugins}
        # game name → why it was left out (its plugin, catalogue or commands did not load)
        self.skipped: dict[str, str] = dict(skipped or {})

    @classmethod
    def of(cls, names: Iterable[str] | None = None) -> Registry:
        """The plugins of ``names`` (every registered game by default); raises when one does
        not import."""
        return cls(plugin(n) for n in (GAME_MODULES if names is None else names))

    @classmethod
    def load(cls, names: Iterable[str] | None = None) -> Registry:
        """Like :meth:`of`, but a game whose plugin does not import is logged and skipped."""
        plugins: list[GamePlugin] = []
        skipped: dict[str, str] = {}
        for name in GAME_MODULES if names is None else names:
            try:
                plugins.append(plugin(name))
            except Exception as error:
                skipped[name] = f"its plugin did not load ({type(error).__name__}: {error})"
                log.exception("game %s skipped: %s", name, skipped[name])
        return cls(plugins, skipped)

    def without(self, skipped: Mapping[str, str]) -> Registry:
        """A copy without the games of ``skipped`` (name → why they are left out)."""
        kept = (p for name, p in self._plugins.items() if name not in skipped)
        return Registry(kept, {**self.skipped, **{n: skipped[n] for n in skipped if n in self}})

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
    """Every registered game whose plugin imports (the others are logged and skipped)."""
    return Registry.load()
