"""What every part of the presenter shares (:class:`Shared`): the client, the store, the render
pool, the catalogues, the games, and helpers to translate and draw a snapshot; and
:class:`Background`, the jobs a part starts without waiting for them."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine, Mapping, Sequence
from typing import Any

import discord

from bot import i18n
from bot.clock import Clock, system_clock
from bot.games.base import GamePlugin
from bot.manager.snapshot import Snapshot
from bot.notify import UserCache
from bot.presenter import text
from bot.presenter.tokens import Tokens
from bot.render_pool import RenderPool
from bot.store import GameRecord, GameStore
from bot.ui import components, layout
from render.text import is_webp
from rules.core import ActionInfo

log = logging.getLogger("bot.presenter")

DMS_CLOSED = 50007  # "Cannot send messages to this user"
NO_MENTIONS = discord.AllowedMentions.none()


def is_dms_closed(error: discord.HTTPException) -> bool:
    return isinstance(error, discord.Forbidden) and error.code == DMS_CLOSED


def image_name(stem: str, data: bytes) -> str:
    """The file name of an image: ``stem`` with the extension of its format (PNG or WebP)."""
    return f"{stem}.webp" if is_webp(data) else f"{stem}.png"


def table_file_name(version: int, data: bytes = b"") -> str:
    """The table image's name carries the version it shows (readers tell updates apart)."""
    return image_name(f"table-{version}", data)


class Background:
    """The jobs a part starts and does not wait for (a ping, a "✅", a DM set aside): kept
    until they end, so that :meth:`bot.presenter.DiscordPresenter.drain` can wait for them."""

    def __init__(self) -> None:
        self.tasks: set[asyncio.Task[None]] = set()

    def spawn(self, job: Coroutine[Any, Any, None], name: str | None = None) -> None:
        task = asyncio.create_task(job, name=name)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)


class Shared:
    """What every part of the presenter uses: Discord, the store, the render pool, the games
    and their catalogues; the languages of a game and its seats; drawing and wording a
    snapshot (the table, a seat's prompt, its choices and their rows of buttons)."""

    def __init__(
        self,
        client: discord.Client,
        store: GameStore,
        pool: RenderPool,
        games: Mapping[str, GamePlugin],
        catalog: i18n.Catalog | None = None,
        default_locale: str = "en-US",
    ) -> None:
        self.client = client
        self.store = store
        self.pool = pool
        self.games = games
        self.catalog = catalog or i18n.catalog()
        self.default_locale = default_locale
        # Players' own settings read lately (shared with the manager's timers by the app), and
        # the clock their quiet hours and absences are read with.
        self.users = UserCache()
        self.clock: Clock = system_clock
        # Recent clicks whose tokens edit and post without the bot's global rate limit.
        self.tokens = Tokens(client)

    # ---------------------------------------------------------------- languages

    def plugin(self, game: GameRecord) -> GamePlugin:
        return self.games[game.game]

    def game_locale(self, game: GameRecord) -> str:
        return self.catalog.pick(str(game.options.get("language") or ""), self.default_locale)

    def seat_locale(self, game: GameRecord, seat: int) -> str:
        s = game.seats[seat]
        return self.catalog.pick(s.locale, self.game_locale(game))

    def t(self, locale: str, game: GameRecord | str | None = None) -> i18n.Translator:
        name = game.game if isinstance(game, GameRecord) else game
        return self.catalog.translator(locale, name)

    def game_args(self, game: GameRecord | str, locale: str) -> dict[str, str]:
        """Arguments every message about a game may use: the game's name and its commands to
        see one's own choices and to abandon, as they are called in ``locale``."""
        name = game.game if isinstance(game, GameRecord) else game
        t = self.t(locale, name)

        def command(sub: str) -> str:
            return f"/{t(f'cmd-{name}.name')} {t(f'cmd-{name}-{sub}.name')}"

        return {
            "gamename": t(f"{name}-name"),
            "hand": command("hand"),
            "abandon": command("abandon"),
        }

    # ---------------------------------------------------------------- Discord helpers

    def channel(self, channel_id: int) -> discord.abc.Messageable:
        """The channel, as the client knows it or as a bare partial one (no request)."""
        channel = self.client.get_channel(channel_id)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self.client.get_partial_messageable(channel_id)

    async def strip(self, channel_id: int, message_id: int) -> None:
        """The message loses its buttons (if it can still be edited)."""
        if await self.tokens.edit(message_id, view=None):
            return
        try:
            channel = self.client.get_partial_messageable(channel_id)
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            pass

    # ---------------------------------------------------------------- drawing

    async def table_png(self, snap: Snapshot, locale: str) -> bytes:
        game = snap.game
        t = self.t(locale, game)
        return await self.pool.render(
            game.id,
            game.version,
            None,
            "table",
            locale,
            self.plugin(game).renderer.table,
            snap.public,
            t,
            text.names_of(game, t),
        )

    async def prompt_png(
        self,
        game: GameRecord,
        view: Mapping[str, Any],
        seat: int,
        codes: Sequence[str],
        locale: str,
    ) -> bytes:
        """The seat's own picture (with its secrets): for a DM or an ephemeral message only."""
        t = self.t(locale, game)
        return await self.pool.render(
            game.id,
            game.version,
            seat,
            "prompt",
            locale,
            self.plugin(game).renderer.prompt,
            dict(view),
            t,
            text.names_of(game, t),
            actions=list(codes),
        )

    def progress(self, snap: Snapshot, locale: str) -> str:
        t = self.t(locale, snap.game)
        return text.progress(self.plugin(snap.game), snap.public, t, text.names_of(snap.game, t))

    def heading(self, snap: Snapshot, seat: int, locale: str) -> str:
        """The first line of a seat's private prompt: what is asked of them ("Alice attacks
        you") when the game says it, and where the game stands."""
        t = self.t(locale, snap.game)
        progress = self.progress(snap, locale)
        title = snap.titles.get(seat)
        if title is None:
            return t("prompt-private", progress=progress)
        asked = t.msg(title, text.names_of(snap.game, t))
        return t("prompt-titled", title=asked, progress=progress)

    def choices(
        self, game: GameRecord, infos: Sequence[ActionInfo], locale: str
    ) -> list[layout.Choice]:
        tr = self.t(locale, game)
        names = text.names_of(game, tr)
        return layout.choices(infos, lambda m: tr.msg(m, names))

    def prompt_rows(
        self,
        game: GameRecord,
        infos: Sequence[ActionInfo],
        locale: str,
        path: Sequence[str] = (),
        extra: Sequence[layout.Choice] = (),
    ) -> list[layout.Row]:
        """The rows of the seat's prompt at ``path``, in the game's layout; ``extra`` buttons
        (the table's "show my choices") join the last row."""
        t = self.t(locale, game)
        items = self.choices(game, infos, locale)
        return layout.plan(items, t, path, self.plugin(game).menus, extra)

    def components(self, game: GameRecord, rows: Sequence[layout.Row]) -> discord.ui.View | None:
        return components.action_view(game.id, game.version, rows) if rows else None
