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
reminders, notices, lobby, result), :mod:`bot.presenter.presence` (who follows a game: a part
of its own, ``presenter.presence``), :mod:`bot.presenter.text` (the words),
:mod:`bot.presenter.clicks` (answering a click once). The table and prompts are still two
mixins of one object; :meth:`DiscordPresenter.take_click` routes the click a snapshot carries
(:mod:`bot.manager.click`) to the answer that fits where it was made.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping

import discord

from bot import i18n
from bot.games.base import GamePlugin
from bot.manager.click import DM, PRIVATE, TABLE, Click
from bot.manager.snapshot import Snapshot
from bot.presenter.base import NO_MENTIONS, is_dms_closed, table_file_name
from bot.presenter.clicks import ClickAnswer
from bot.presenter.presence import PRESENCE_SECONDS
from bot.presenter.prompts import PromptsMixin
from bot.presenter.table import QUIET_HOLD_SECONDS, TableMixin
from bot.render_pool import RenderPool
from bot.store import GameRecord, GameStore

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
            self.take_click(snap)
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

    def saw(self, game_id: str, user_id: int) -> None:
        """The user clicked one of the game's prompts just now (see :mod:`.presence`)."""
        self.presence.saw(game_id, user_id)

    def take_click(self, snap: Snapshot) -> None:
        """The click that made ``snap`` (:class:`bot.manager.click.Click`) is answered by what
        shows it: a click on the table by the table update, one on a DM by the refresh of the
        decision DM or "✅ <choice>", one on a private prompt by "✅ <choice>" (or, when the
        clicker's decision goes on there, by its next step, which the click handler shows)."""
        click = snap.click
        if click is None or click.answer is None or click.seat is None:
            return
        game = snap.game
        if click.where == TABLE:
            self.expect(game.id, game.version, click.answer)
            return
        if click.where == PRIVATE and click.goes_on:
            return
        label = self.chosen_label(game, click)
        if click.where == DM:
            self.expect_dm(game.id, click.seat, game.version, click.answer, label, click.dm_channel)
        else:
            self.answer_chosen(click.answer, label)

    def chosen_label(self, game: GameRecord, click: Click) -> str:
        """The action clicked, as its button said it, in the clicker's language."""
        if click.chosen is None:
            return click.code
        locale = self.catalog.pick(click.locale, self.game_locale(game))
        return self.choices(game, [click.chosen], locale)[0].label

    def _table_task(self, game_id: str) -> asyncio.Task[None] | None:
        return self._table_tasks.get(game_id)

    def _busy(self) -> list[asyncio.Task[None]]:
        return [*self._table_tasks.values(), *self._pings]
