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
:meth:`bot.presenter.prompts.Prompts.private_prompt`). In a game whose turns are played on
the table (``GamePlugin.table_turns``: Through the Ages), a move made there is answered by the
new table, and the mover's decision DM is set aside once instead of redrawn after each move.

The presenter receives a :class:`bot.manager.snapshot.Snapshot` of each change and never reads
the game back; it marks a version shown once what shows it has gone out.

Its parts are small objects with one job each, built and wired to each other by
:class:`DiscordPresenter`, which serves ``bot.manager.Presenter`` (and the calls the click
handler and the commands make) from the part whose job it is:

- :class:`bot.presenter.base.Shared` — what every part uses: the client, the store, the render
  pool, the games and their catalogues; the languages of a game and its seats; drawing and
  wording a snapshot (:mod:`bot.presenter.text` holds the words);
- :class:`bot.presenter.table.TableQueue` — the live table message of each game: queued updates
  merged per game, a click on the table answered by the new table, versions marked shown;
- :class:`bot.presenter.recaps.Recaps` — "since your last turn": the recap of the turn being
  played, read once when it begins, which the table shows and the ping repeats; a seat's own
  recap for a private notice (``recap_lines``);
- :class:`bot.presenter.prompts.Prompts` — private prompts by DM: each seat's decision DM,
  edited in place or sent anew, set aside while its player plays on the table; the DM channels;
- :class:`bot.presenter.messages.Messages` — the channel's other messages: pings, reminders,
  notices, the fault notice, the lobby message and the result;
- :class:`bot.presenter.presence.Presence` — who follows a game (clicked its prompts lately) and
  so is not pinged;
- :class:`bot.presenter.answers.ClickAnswers` — answering each click once: the click a snapshot
  carries (:mod:`bot.manager.click`) is answered by what shows it (the table, the decision DM,
  or "✅ <choice>"); :class:`bot.presenter.clicks.ClickAnswer` is the one response itself.

:meth:`DiscordPresenter.show` shows one change through them, in this order: the click is
expected by its answer, the table update queued, a DM click without a refresh answered, the
result posted (a finished game) or the private prompts sent and the waiting humans pinged.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping

import discord

from bot import i18n
from bot.games.base import GamePlugin
from bot.manager.snapshot import Snapshot
from bot.presenter.answers import ClickAnswers
from bot.presenter.base import NO_MENTIONS, Shared, is_dms_closed, table_file_name
from bot.presenter.clicks import ClickAnswer
from bot.presenter.messages import Messages
from bot.presenter.presence import PRESENCE_SECONDS, Presence
from bot.presenter.prompts import Prompts
from bot.presenter.recaps import Recaps
from bot.presenter.table import QUIET_HOLD_SECONDS, TableQueue
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


class DiscordPresenter:
    """Implements ``bot.manager.Presenter`` (see the module doc): the parts, wired to each
    other, and the calls the rest of the bot makes, each served by the part whose job it is."""

    def __init__(
        self,
        client: discord.Client,
        store: GameStore,
        pool: RenderPool,
        games: Mapping[str, GamePlugin],
        catalog: i18n.Catalog | None = None,
        default_locale: str = "en-US",
    ) -> None:
        self.shared = Shared(client, store, pool, games, catalog, default_locale)
        self.presence = Presence()
        self.clicks = ClickAnswers(self.shared)
        self.prompts = Prompts(self.shared, self.clicks)
        self.recaps = Recaps(self.shared)
        self.table = TableQueue(self.shared, self.clicks, self.recaps)
        self.messages = Messages(self.shared, self.presence, self.table, self.prompts)
        # The way back: a DM click adopts, and its answer tidies, the seat's decision DM.
        self.clicks.prompts = self.prompts
        # Languages, drawing and wording (the click handler and the commands use these too).
        self.plugin = self.shared.plugin
        self.game_locale = self.shared.game_locale
        self.t = self.shared.t
        self.game_args = self.shared.game_args
        self.table_png = self.shared.table_png
        self.prompt_png = self.shared.prompt_png
        self.heading = self.shared.heading
        self.choices = self.shared.choices
        self.prompt_rows = self.shared.prompt_rows
        self.components = self.shared.components
        self.strip = self.shared.strip
        self.tokens = self.shared.tokens
        # The table.
        self.remember_table = self.table.remember_table
        self.table_view = self.table.table_view
        self.table_content = self.table.table_content
        # A seat's own recap since its previous turn, for a private turn notice (issue 29).
        self.recap_lines = self.recaps.recap_lines
        # Private prompts.
        self.private_prompt = self.prompts.private_prompt
        self.remember_dm = self.prompts.remember_dm
        self.tidied = self.prompts.tidied
        # The channel's messages.
        self.ping = self.messages.ping
        self.reminder = self.messages.reminder
        self.notice = self.messages.notice
        self.fault = self.messages.fault
        self.fault_over = self.messages.fault_over
        self.lobby = self.messages.lobby
        self.lobby_embed = self.messages.lobby_embed
        # Turn notices by the players' own settings: held ones, the daily digest.
        self.send_held = self.messages.send_held
        self.digest = self.messages.digest
        # Click answers.
        self.chosen_label = self.clicks.chosen_label
        self.forget = self.clicks.forget
        self.release_dm = self.clicks.release_dm
        # Presence.
        self.saw = self.presence.saw

    # What the parts share, readable and replaceable here (tests swap the games or the store).
    @property
    def client(self) -> discord.Client:
        return self.shared.client

    @property
    def store(self) -> GameStore:
        return self.shared.store

    @store.setter
    def store(self, store: GameStore) -> None:
        self.shared.store = store

    @property
    def pool(self) -> RenderPool:
        return self.shared.pool

    @property
    def games(self) -> Mapping[str, GamePlugin]:
        return self.shared.games

    @games.setter
    def games(self, games: Mapping[str, GamePlugin]) -> None:
        self.shared.games = games

    @property
    def catalog(self) -> i18n.Catalog:
        return self.shared.catalog

    @property
    def default_locale(self) -> str:
        return self.shared.default_locale

    async def show(self, snap: Snapshot) -> Mapping[int, bool]:
        """Show one change: queue the table update, send or refresh the private pictures of
        the seats in ``snap.private`` (say whose DMs are closed), ping the humans whose move it
        is, post the result of a finished game. The version is marked shown by the table
        update, once these have gone out too."""
        sent = asyncio.Event()
        delivered: dict[int, bool] = {}
        try:
            self.clicks.take(snap)
            at_table = self.clicks.moved_at_table(snap)
            self.table.queue(snap, sent)
            game = snap.game
            self.clicks.take_dm_answer(snap)
            if game.status == "finished":
                await self.finished(snap)
                return delivered
            seats = list(snap.private)
            if at_table and snap.mover in seats:
                # The new table answers the mover's click: it is their picture now.
                seats.remove(snap.mover)
                self.prompts.set_dm_aside(snap, snap.mover)
            if seats:
                arrived = await asyncio.gather(
                    *(self.prompts.private_prompt(snap, s) for s in seats)
                )
                delivered.update(zip(seats, arrived, strict=True))
            if not snap.secret and (
                snap.new_wait or (snap.mover is not None and game.seats[snap.mover].ai is None)
            ):
                self.messages.ping(snap, snap.humans_waiting)
        finally:
            sent.set()
        return delivered

    async def finished(self, snap: Snapshot) -> None:
        """The game is over: the result in its channel; decision DMs lose their buttons."""
        await self.messages.finished(snap)
        await self.prompts.game_over(snap.game.id)

    async def drain(self, timeout: float | None = None) -> None:
        """Shows held-back changes now and waits until every queued table update, ping and
        answer has gone out (or ``timeout`` passed)."""
        self.table.show_held()
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        while tasks := [t for t in self._busy() if not t.done()]:
            left = None if deadline is None else deadline - loop.time()
            if left is not None and left <= 0:
                return
            await asyncio.wait(tasks, timeout=left)

    def _busy(self) -> list[asyncio.Task[None]]:
        return [
            *self.table.busy(),
            *self.messages.background.tasks,
            *self.prompts.background.tasks,
            *self.clicks.background.tasks,
        ]
