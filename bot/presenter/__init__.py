"""The manager's Presenter, implemented with Discord messages.

Each game has one live **table message** in its channel: the table image, whose move it is and
the latest log lines, and the buttons of the player who acts there, a menu of their own for
each player while several choose in public at once, or "show my choices" while everyone
chooses in secret by DM. It is edited in place. A click on it is answered with the updated
table itself (one interaction callback, type 7) when that is ready within
``bot.interactions.ACK_BUDGET``; otherwise the click is deferred and the table edited. Edits
never notify anyone, so a player whose turn comes is pinged with a short message only when they
have not clicked any of the game's prompts (the table, a private prompt, their decision DM) for
``PRESENCE_SECONDS``. Every human who decides gets
the picture of their decision by DM: a new DM for a secret choice, and in public steps one
"decision DM" per player and game, edited in place (see
:meth:`bot.presenter.prompts.PromptsMixin.private_prompt`). In a game whose turns are played on
the table (``GamePlugin.table_turns``: Through the Ages), a move made there is answered by the
new table, and the mover's decision DM is set aside once instead of redrawn after each move.

The presenter receives a :class:`bot.manager.snapshot.Snapshot` of each change and never reads
the game back; it marks a version shown once what shows it has gone out. Its parts:
:mod:`bot.presenter.table` (the table message), :mod:`bot.presenter.prompts` (DMs, pings,
reminders, notices, lobby, result), :mod:`bot.presenter.text` (the words),
:mod:`bot.presenter.clicks` (answering a click once).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping

import discord

from bot import i18n
from bot.games.base import GamePlugin
from bot.manager.snapshot import Snapshot
from bot.presenter.base import NO_MENTIONS, is_dms_closed, table_file_name
from bot.presenter.clicks import ClickAnswer
from bot.presenter.prompts import PromptsMixin
from bot.presenter.table import PRESENCE_SECONDS, QUIET_HOLD_SECONDS, TableMixin
from bot.render_pool import RenderPool
from bot.store import GameStore

__all__ = [
    "NO_MENTIONS",
    "PRESENCE_SECONDS",
    "QUIET_HOLD_SECONDS",
    "ClickAnswer",
    "DiscordPresenter",
    "is_dms_closed",
    "table_file_name",
]


class DiscordPresenter(TableMixin, PromptsMixin):
    """Implements ``bot.manager.Presenter`` (see the module doc)."""

    def __init__(
        self,
        client: discord.Client,
        store: GameStore,
        pool: RenderPool,
        games: Mapping[str, GamePlugin],
        catalog: i18n.Catalog | None = None,
        default_locale: str = "en-US",
    ) -> None:
        super().__init__(client, store, pool, games, catalog, default_locale)
        self._init_table()
        self._init_prompts()

    async def show(self, snap: Snapshot) -> Mapping[int, bool]:
        """Show one change: queue the table update, send or refresh the private pictures of
        the seats in ``snap.private`` (say whose DMs are closed), ping the humans whose move it
        is, post the result of a finished game. The version is marked shown by the table
        update, once these have gone out too."""
        sent = asyncio.Event()
        delivered: dict[int, bool] = {}
        try:
            at_table = self.moved_at_table(snap)
            self.queue_table(snap, sent)
            game = snap.game
            self._take_dm_answer(snap)
            if game.status == "finished":
                await self.finished(snap)
                return delivered
            seats = list(snap.private)
            if at_table and snap.mover in seats:
                # The new table answers the mover's click: it is their picture now.
                seats.remove(snap.mover)
                self.set_dm_aside(snap, snap.mover)
            if seats:
                arrived = await asyncio.gather(*(self.private_prompt(snap, s) for s in seats))
                delivered.update(zip(seats, arrived, strict=True))
            if not snap.secret and (
                snap.new_wait or (snap.mover is not None and game.seats[snap.mover].ai is None)
            ):
                self.ping(snap, snap.humans_waiting)
        finally:
            sent.set()
        return delivered

    def _table_task(self, game_id: str) -> asyncio.Task[None] | None:
        return self._table_tasks.get(game_id)

    def _busy(self) -> list[asyncio.Task[None]]:
        return [*self._table_tasks.values(), *self._pings]
