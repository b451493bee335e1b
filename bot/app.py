"""The Discord client: wires the store, the manager, the presenter, the commands and the
timers."""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot import i18n, memprobe, pacing
from bot.ai import PoolThinker
from bot.clock import scaled_clock
from bot.cogs.game_commands import build_group
from bot.cogs.play import REQUIRED, permission_names
from bot.config import Settings
from bot.errors import UserError
from bot.games import registry
from bot.interactions import Interactions
from bot.manager import GameManager
from bot.presenter import DiscordPresenter
from bot.render_pool import RenderPool
from bot.stalls import StallWatch, freeze_long_lived
from bot.store import GameStore, open_store
from bot.ui.components import DYNAMIC_ITEMS, dispatch_stale
from render.cache import RenderCache

log = logging.getLogger(__name__)

# The host's commands; each game's command group is generated from its plugin.
EXTENSIONS = (
    "bot.cogs.general",
    "bot.cogs.mygames",
    "bot.cogs.notify",
    "bot.cogs.rules",
    "bot.cogs.social",
)
# The store's settings of the bot itself (not of a server): the development server whose
# commands were registered there (DEV_GUILD_ID), to remove them once it changes.
HOST_SETTINGS = 0
DEV_GUILD_SETTING = "dev-guild-commands"
# Stopping: how long queued table updates may take to go out, and the connections to close.
DRAIN_SECONDS = 1.5
DISCORD_CLOSE_SECONDS = 1.0


def apply_endpoint_overrides(settings: Settings) -> None:
    """Point discord.py at another REST base / gateway (a proxy, or the e2e tests' local fake).

    Off unless DISCORD_API_BASE / DISCORD_GATEWAY_URL are set (see discord-testing-notes.md).
    """
    if settings.api_base:
        base = settings.api_base
        if not base.rstrip("/").endswith("/api/v10"):
            base = base.rstrip("/") + "/api/v10"
        discord.http.Route.BASE = base
    if settings.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


# Localizes command names, descriptions, options and choices (see bot/i18n.py).
CatalogTranslator = i18n.CatalogTranslator


class TabletopBot(commands.AutoShardedBot):
    """One process of the bot. It runs the shards named by SHARD_IDS (all by default); any
    number of such processes may share one PostgreSQL database. A process may be asked about
    any game (a DM click always arrives on shard 0), so everything that changes a game runs
    under the store's cross-process lock for that game (see :mod:`bot.manager`)."""

    def __init__(self, settings: Settings, store: GameStore | None = None) -> None:
        # The bot never joins voice: silence discord.py's warnings about voice libraries.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        intents = discord.Intents.none()
        intents.guilds = True  # channel and thread objects; no message content is needed
        shards: dict[str, Any] = {"shard_count": settings.shard_count}
        if settings.shard_ids is not None:
            shards["shard_ids"] = list(settings.shard_ids)
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **shards,
        )
        self.settings = settings
        # Requests wait in the bot rather than run into Discord's global limit (bot/pacing.py).
        self.pacer = pacing.GlobalPacer(settings.global_rate)
        pacing.pace(self.http, self.pacer)
        self.catalog = i18n.catalog()
        # The registered games whose plugin imports and whose catalogue loads (a broken game
        # is logged and left out; the others start).
        self.games = registry().without(self.catalog.skipped)
        self.store: GameStore = store if store is not None else open_store(settings.database_url)
        # A table image is wanted once per version: a small cache is enough (see docs/scale.md).
        # Images are drawn in RENDER_WORKERS processes (0: threads), started in setup_hook.
        self.pool = RenderPool(
            cache=RenderCache(max_entries=48, max_bytes=8 * 1024 * 1024),
            processes=settings.render_workers,
            image_format=settings.image_format,
        )
        self.presenter = DiscordPresenter(
            self, self.store, self.pool, self.games, self.catalog, settings.default_locale
        )
        self.manager = GameManager(
            self.store,
            self.presenter,
            games=self.games,
            clock=scaled_clock(settings.clock_speed),
            ai_delay=settings.ai_delay,
            default_language=settings.default_locale,
            thinker=PoolThinker(settings.ai_time_budget),
        )
        # The timers and the turn notices share one cache of the players' own settings.
        self.presenter.shared.users = self.manager.host.users
        self.presenter.shared.clock = self.manager.host.clock
        self.interactions = Interactions(self)
        self._ticker: asyncio.Task[None] | None = None
        self._closing = False
        self.stalls: StallWatch | None = None
        self._frozen_ready = False
        # MEMORY_PROBE_DIR: SIGUSR2 reports what holds memory (tests/perf/memory_breakdown.py).
        memprobe.install("bot", self._memory_roots)

    def _memory_roots(self) -> tuple[dict[str, Any], Any]:
        from bot import replay

        state = self._connection
        return memprobe.owned(
            self,
            extra={
                "discord messages": state._messages,
                "discord views": state._view_store,
                "replay cache": replay._cache,
            },
        )

    async def setup_hook(self) -> None:
        # Before the gateway connects: the workers are up and warm when the bot reports ready.
        await self.pool.start()
        log.info("drawing images in %s", self.pool.mode)
        await self.store.open()
        await self.tree.set_translator(CatalogTranslator(self.catalog))
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.load_game_commands()
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        if self.settings.shard_ids is not None and 0 not in self.settings.shard_ids:
            log.info("commands are synced by the process that runs shard 0")
        else:
            await self.sync_commands()
        await self.manager.resume_all(owns=self.serves_guild)
        self._ticker = asyncio.create_task(self._tick_loop(), name="timers")
        if self.settings.stall_warn > 0:
            # STALL_WARN_MS: a busy event loop is logged with what kept it (bot/stalls.py).
            self.stalls = StallWatch(self.settings.stall_warn)
            self.stalls.start()
        log.info("%d objects of the start-up kept out of garbage collection", freeze_long_lived())

    async def load_game_commands(self) -> list[str]:
        """Add each game's command group, generated from its plugin with the game's own
        commands (:mod:`bot.cogs.game_commands`); one that fails (its own commands do not
        import, a command text is missing…) is logged and skipped (the game's running games go
        on with their buttons, no new one can be opened until it is fixed), the others load.
        Returns the games whose commands did not load."""
        failed: list[str] = []
        for name, plugin in self.games.items():
            try:
                own = importlib.import_module(plugin.cog).own_commands if plugin.cog else None
                group = build_group(self, plugin, self.catalog, own)
                self.tree.add_command(group)
            except Exception:
                log.exception("game %s: its commands did not load; skipped", name)
                failed.append(name)
        return failed

    def serves_guild(self, guild_id: int | None) -> bool:
        """Does this process run the shard of ``guild_id`` (a game without a server: shard 0)?
        At start-up each process checks that the running games of its own servers load, so
        that processes sharing a database do not all load every game."""
        ids = self.settings.shard_ids
        count = self.settings.shard_count
        if ids is None or not count:
            return True
        shard = 0 if guild_id is None else (guild_id >> 22) % count
        return shard in ids

    async def sync_commands(self) -> None:
        """Register the slash commands: in DEV_GUILD_ID's server only (they appear at once),
        else globally. The store remembers the development server, so that once DEV_GUILD_ID
        is cleared or changed, the commands registered there are removed: that server would
        otherwise list every command twice (its own copy and the global one)."""
        dev = self.settings.dev_guild_id
        if dev:
            guild = discord.Object(id=dev)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            log.info("commands synced to guild %s", dev)
        else:
            await self.tree.sync()
            log.info("commands synced globally (may take up to an hour to appear)")
        remembered = await self.store.get_setting(HOST_SETTINGS, DEV_GUILD_SETTING)
        if remembered and remembered.isdigit() and int(remembered) != dev:
            old = discord.Object(id=int(remembered))
            self.tree.clear_commands(guild=old)
            try:
                await self.tree.sync(guild=old)  # no commands: removes what was there
                log.info("commands removed from the former development guild %s", remembered)
            except discord.HTTPException as error:  # e.g. the bot has left that server
                log.warning("could not remove the commands of guild %s: %s", remembered, error)
        if (remembered or "") != str(dev or ""):
            await self.store.set_setting(HOST_SETTINGS, DEV_GUILD_SETTING, str(dev or ""))

    async def _tick_loop(self) -> None:
        while True:
            await asyncio.sleep(self.settings.timer_tick)
            try:
                await self.manager.tick()
            except Exception:
                log.exception("timer tick failed")

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """A click on a component its message no longer shows (edited meanwhile) is answered
        too (discord.py would drop it): see :func:`bot.ui.components.dispatch_stale`."""
        try:
            if await dispatch_stale(interaction):
                log.info("answered a click on a component no longer shown (%s)", interaction.id)
        except Exception:
            log.exception("a click on a component no longer shown failed")

    async def on_ready(self) -> None:
        if not self._frozen_ready:
            # The servers' caches are filled now: out of the collector's reach too.
            self._frozen_ready = True
            freeze_long_lived()
        log.info(
            "logged in as %s (%s) in %d servers on shards %s of %s",
            self.user,
            self.application_id,
            len(self.guilds),
            ",".join(map(str, self.shard_ids or [])) or "-",
            self.shard_count,
        )

    async def on_app_command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        if isinstance(error, app_commands.BotMissingPermissions):
            await self.interactions.reply(
                interaction,
                None,
                "error-bot-permissions",
                permissions=", ".join(error.missing_permissions),
            )
            return
        if isinstance(error, app_commands.NoPrivateMessage):
            await self.interactions.reply(interaction, None, "error-dm-only")
            return
        original = getattr(error, "original", error)
        if isinstance(original, UserError):  # a refusal a command did not answer itself
            await self.interactions.reply(
                interaction, None, original.message_id, **original.args_map
            )
            return
        if isinstance(original, discord.Forbidden):
            # Discord refused the bot something in this channel: name what it needs here.
            locale = self.interactions.locale(interaction, None)
            await self.interactions.reply(
                interaction,
                None,
                "error-bot-permissions",
                permissions=permission_names(list(REQUIRED), locale),
            )
            return
        log.error("command failed", exc_info=error)
        await self.interactions.reply(interaction, None, "error-internal")

    async def close(self) -> None:
        """Stop within a few seconds, whether Discord answers or not: timers and AI play stop,
        queued table updates get ``DRAIN_SECONDS`` to go out (whatever did not is shown again
        at the next start), worker processes are stopped, then the store and the connections
        to Discord are closed (``DISCORD_CLOSE_SECONDS`` at most)."""
        if self._closing:
            return
        self._closing = True
        if self.stalls is not None:
            self.stalls.stop()
        if self._ticker is not None:
            self._ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._ticker
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.manager.close(), 1.0)
        with contextlib.suppress(Exception):
            await self.presenter.drain(DRAIN_SECONDS)
        with contextlib.suppress(Exception):
            self.manager.thinker.close()
        with contextlib.suppress(Exception):
            await self.pool.aclose(grace=1.0)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.store.close(), 1.0)
        try:
            await asyncio.wait_for(super().close(), DISCORD_CLOSE_SECONDS)
        except (TimeoutError, Exception) as error:
            log.warning("closing the connections to Discord gave up: %r", error)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.http.close(), 0.5)
