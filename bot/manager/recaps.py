"""What a seat missed since its previous turn, read from the store (issue 29).

The window of a recap is the stored events after the seat's previous turn ended: after its
last action whose code is one of the game's :attr:`bot.games.base.GamePlugin.turn_ends`
(Through the Ages: its "end" or "resign"; a game that declares none: its last action of any
kind, Hadara's previous move). One store read (:meth:`bot.store.GameStore.actions_since`); the
host calls it once per new turn (:mod:`bot.presenter.recaps`). What a viewer may see of it is
:func:`rules.core.visible_stored`'s rule, the one of ``/<game> log``: the public events and its
own private ones; the public table passes ``None`` (public events only).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.base import GamePlugin
from bot.store import GameRecord, GameStore
from rules.core import Msg, visible_stored

JSON = dict[str, Any]
# At most this many rows are read for one window (the newest): a Through the Ages round of four
# nations is about 20–60 rows; a recap tells at most 8 lines however long its window.
WINDOW_ROWS = 400


async def window(store: GameStore, plugin: GamePlugin, game_id: str, seat: int) -> list[JSON]:
    """Every stored event since ``seat``'s previous turn ended, private ones included, oldest
    first (one read)."""
    rows = await store.actions_since(game_id, seat, plugin.turn_ends, WINDOW_ROWS)
    return [event for row in rows for event in row.events]


async def since_time(store: GameStore, game_id: str, at: float) -> list[JSON]:
    """Every stored event of the moves made at ``at`` or later, private ones included, oldest
    first (one read of the newest :data:`WINDOW_ROWS` rows): what a player missed while away
    (``/back``)."""
    rows = await store.actions(game_id, WINDOW_ROWS)
    return [event for row in rows if row.at >= at for event in row.events]


def recap(
    plugin: GamePlugin,
    game: GameRecord,
    events: Sequence[Mapping[str, Any]],
    seat: int,
    viewer: int | None,
) -> list[Msg]:
    """The rules' recap of ``events`` (a :func:`window`) for ``seat``, told from what
    ``viewer`` may see: ``seat`` itself (its own private events too) or ``None`` (the public
    table: public events only, whoever's turn it is)."""
    seen = visible_stored(events, viewer)
    return plugin.rules.recap(seen, seat, len(game.seats))
