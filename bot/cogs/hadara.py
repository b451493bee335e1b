"""Slash commands ``/hadara …`` and ``/games``, and the handler every game click goes through.

Every interaction is deferred first (Discord's 3-second deadline), then the manager works and
the answer is a follow-up. Errors carry Fluent message ids and are translated here, at the edge,
in the clicking user's locale when the catalogue has it, else in the game's language.
"""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.errors import UserError
from bot.presenter import table_file_name
from bot.store import GameRecord
from bot.ui import layout

if TYPE_CHECKING:
    from bot.app import HadaraBot

log = logging.getLogger(__name__)


def _(message_id: str) -> app_commands.locale_str:
    """An English command text taken from the en-US catalogue, keyed for the translator."""
    return app_commands.locale_str(i18n.t("en-US", message_id), key=message_id)


# The four languages, each named in its own language.
LANGUAGE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=_(f"choice-lang-{code}"), value=code) for code in i18n.LOCALES
]


# What the bot needs in a game channel (kept in step with the README's invite link).
REQUIRED = (
    "view_channel",
    "send_messages",
    "send_messages_in_threads",
    "embed_links",
    "attach_files",
    "read_message_history",
)


def missing_permissions(perms: discord.Permissions, thread: bool = False) -> list[str]:
    needed = list(REQUIRED) + (["create_public_threads"] if thread else [])
    return [p for p in needed if not getattr(perms, p)]


def permission_names(names: list[str], locale: str) -> str:
    """Discord's names of the permissions, in ``locale`` (catalogue ids ``perm-…``)."""
    return ", ".join(i18n.t(locale, "perm-" + n.replace("_", "-")) for n in names)


class Interactions:
    """Answers clicks on game components (called by :mod:`bot.ui.components`)."""

    def __init__(self, bot: HadaraBot) -> None:
        self.bot = bot

    def locale(self, interaction: discord.Interaction[Any], game: GameRecord | None) -> str:
        game_locale = str(game.options.get("language")) if game else None
        return self.bot.catalog.pick(
            str(interaction.locale), game_locale, self.bot.settings.default_locale
        )

    async def reply(
        self,
        interaction: discord.Interaction[Any],
        game: GameRecord | None,
        message_id: str,
        **args: Any,
    ) -> None:
        text = self.bot.catalog.format(self.locale(interaction, game), message_id, **args)
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id)

    async def send_prompt(
        self, interaction: discord.Interaction[Any], game: GameRecord, note: str | None = None
    ) -> None:
        """The clicker's own prompt, ephemerally (``/hadara hand``, "show my choices", stale)."""
        manager = self.bot.manager
        seat = manager.seat_of(game, interaction.user.id)
        locale = self.locale(interaction, game)
        t = self.bot.catalog.translator(locale)
        if seat is None:
            await self.reply(interaction, game, "error-not-a-player")
            return
        if game.status != "running":
            await self.reply(
                interaction,
                game,
                "error-game-over" if game.status == "finished" else "error-not-in-lobby",
            )
            return
        presenter = self.bot.presenter
        png = await presenter.prompt_png(game, seat, locale, public=False)
        view = (
            presenter.prompt_view(game, seat, locale) if seat in manager.waiting_for(game) else None
        )
        content = (note + "\n" if note else "") + (
            t("prompt-private", progress=presenter.progress(game, locale))
            if view
            else t("prompt-none")
        )
        kwargs: dict[str, Any] = {
            "ephemeral": True,
            "file": discord.File(io.BytesIO(png), "prompt.png"),
        }
        if view is not None:
            kwargs["view"] = view
        await interaction.followup.send(content, **kwargs)

    async def on_action(
        self, interaction: discord.Interaction[Any], game_id: str, version: int, code: str
    ) -> None:
        in_dm = interaction.guild_id is None
        ephemeral_message = bool(
            interaction.message is not None and interaction.message.flags.ephemeral
        )
        private = (in_dm or ephemeral_message) and code != layout.SHOW_CODE
        if in_dm and interaction.channel_id is not None:
            self.bot.presenter.remember_dm(interaction.user.id, interaction.channel_id)
        try:
            await interaction.response.defer(ephemeral=True, thinking=code == layout.SHOW_CODE)
        except discord.HTTPException:
            return
        game = await self.bot.store.get(game_id)
        try:
            if game is None:
                raise UserError("error-no-game")
            if code == layout.SHOW_CODE:
                if self.bot.manager.seat_of(game, interaction.user.id) is None:
                    raise UserError("error-not-a-player")
                if game.version != version:
                    raise UserError("error-out-of-date", current=game.version)
                await self.send_prompt(interaction, game)
                return
            game = await self.bot.manager.act(
                game_id, interaction.user.id, version, code, interaction.id
            )
        except UserError as error:
            await self._refused(interaction, game_id, game, error)
            return
        except Exception:
            log.exception("action %s on game %s failed", code, game_id)
            await self.reply(interaction, game, "error-internal")
            return
        if private:
            await self._tidy(interaction, game, code)

    async def _refused(
        self,
        interaction: discord.Interaction[Any],
        game_id: str,
        game: GameRecord | None,
        error: UserError,
    ) -> None:
        """The click changed nothing: say why; an outdated prompt is answered with a fresh one."""
        if error.message_id == "error-out-of-date" and game is not None:
            fresh = await self.bot.store.get(game_id) or game
            note = self.bot.catalog.format(self.locale(interaction, fresh), "error-out-of-date")
            try:
                await self.send_prompt(interaction, fresh, note)
            except discord.HTTPException:
                log.exception("stale prompt refresh failed")
            return
        await self.reply(interaction, game, error.message_id, **error.args_map)

    async def _tidy(
        self, interaction: discord.Interaction[Any], game: GameRecord, code: str
    ) -> None:
        """The private prompt has served its purpose: show what was chosen, drop the buttons."""
        seat = self.bot.manager.seat_of(game, interaction.user.id)
        chosen = code
        try:
            t = self.bot.catalog.translator(self.locale(interaction, game))
            if seat is not None:
                chosen = layout.label(code, self.bot.manager.view(game, seat), seat, t).label
        except Exception:  # e.g. the card left the seat's view with the move: show the code
            log.debug("no label for %s in game %s", code, game.id, exc_info=True)
        try:
            await interaction.edit_original_response(content=f"✅ {chosen}", view=None)
        except discord.HTTPException:
            log.debug("could not tidy the private prompt", exc_info=True)
            return
        if interaction.guild_id is None and seat is not None and interaction.message:
            self.bot.presenter.tidied(game.id, seat, interaction.message.id)

    async def on_lobby(
        self, interaction: discord.Interaction[Any], game_id: str, verb: str
    ) -> None:
        try:
            await interaction.response.defer(ephemeral=True)
        except discord.HTTPException:
            return
        manager = self.bot.manager
        channel_id = interaction.channel_id or 0
        game = await self.bot.store.get(game_id)
        user = interaction.user
        try:
            if game is None or game.channel_id != channel_id:
                raise UserError("error-no-game")
            if verb == "join":
                await manager.join(channel_id, user.id, user.display_name, str(interaction.locale))
            elif verb == "leave":
                await manager.leave(channel_id, user.id)
            elif verb == "ai" or verb.startswith("ai-"):
                await manager.add_ai(channel_id, user.id, verb.partition("-")[2] or "normal")
            elif verb == "start":
                await manager.start(channel_id, user.id)
        except UserError as error:
            await self.reply(interaction, game, error.message_id, **error.args_map)
        except Exception:
            log.exception("lobby %s on game %s failed", verb, game_id)
            await self.reply(interaction, game, "error-internal")


class HadaraCog(commands.Cog):
    hadara = app_commands.Group(name="hadara", description=_("cmd-hadara"), guild_only=True)

    def __init__(self, bot: HadaraBot) -> None:
        self.bot = bot

    # -------------------------------------------------------------- helpers

    async def _fail(
        self, interaction: discord.Interaction[Any], game: GameRecord | None, error: UserError
    ) -> None:
        await self.bot.interactions.reply(interaction, game, error.message_id, **error.args_map)

    async def _game_here(self, interaction: discord.Interaction[Any]) -> GameRecord:
        game = await self.bot.store.by_channel(interaction.channel_id or 0)
        if game is None:
            raise UserError("error-no-game")
        return game

    # -------------------------------------------------------------- /hadara new

    async def game_language(self, guild_id: int | None, chosen: str | None) -> str:
        """The option of /hadara new, else the server's /settings language, else DEFAULT_LOCALE."""
        server_language = None
        if guild_id is not None:
            server_language = await self.bot.store.get_setting(guild_id, "language")
        return self.bot.catalog.pick(chosen, server_language, self.bot.settings.default_locale)

    @hadara.command(name="new", description=_("cmd-hadara-new"))
    @app_commands.describe(
        variant=_("opt-variant"),
        max_players=_("opt-max-players"),
        reminder_hours=_("opt-reminder-hours"),
        replace_hours=_("opt-replace-hours"),
        thread=_("opt-thread"),
        language=_("opt-language"),
    )
    @app_commands.choices(
        variant=[
            app_commands.Choice(name=_("choice-basic"), value="basic"),
            app_commands.Choice(name=_("choice-advanced"), value="advanced"),
        ],
        language=LANGUAGE_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction[Any],
        variant: app_commands.Choice[str] | None = None,
        max_players: app_commands.Range[int, 2, 5] = 5,
        reminder_hours: app_commands.Range[float, 0.1, 720.0] = 12.0,
        replace_hours: app_commands.Range[float, 0.1, 720.0] = 24.0,
        thread: bool = False,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        missing = missing_permissions(interaction.app_permissions, thread)
        if missing:
            await self.bot.interactions.reply(
                interaction,
                None,
                "error-bot-permissions",
                permissions=permission_names(
                    missing, self.bot.interactions.locale(interaction, None)
                ),
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_id = interaction.channel_id or 0
        try:
            game_language = await self.game_language(
                interaction.guild_id, language.value if language else None
            )
            if thread:
                existing = await self.bot.store.by_channel(channel_id)
                if existing is not None:
                    raise UserError("error-channel-busy")
                parent = interaction.channel
                if not isinstance(parent, discord.TextChannel):
                    raise UserError(
                        "error-bot-permissions",
                        permissions=permission_names(
                            ["create_public_threads"],
                            self.bot.interactions.locale(interaction, None),
                        ),
                    )
                new_thread = await parent.create_thread(
                    name=i18n.t(
                        game_language,
                        "thread-name",
                        name=interaction.user.display_name,
                    ),
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=10080,
                )
                channel_id = new_thread.id
            options = {
                "variant": variant.value if variant else "basic",
                "max_players": int(max_players),
                "reminder_hours": float(reminder_hours),
                "replace_hours": float(replace_hours),
                "language": game_language,
            }
            game = await self.bot.manager.new_lobby(
                interaction.guild_id,
                channel_id,
                interaction.user.id,
                interaction.user.display_name,
                str(interaction.locale),
                options,
            )
        except UserError as error:
            await self._fail(interaction, None, error)
            return
        except discord.Forbidden:
            await self.bot.interactions.reply(
                interaction,
                None,
                "error-bot-permissions",
                permissions=permission_names(
                    ["create_public_threads", "send_messages_in_threads"],
                    self.bot.interactions.locale(interaction, None),
                ),
            )
            return
        link = f"https://discord.com/channels/{interaction.guild_id}/{game.channel_id}"
        if game.lobby_message_id:
            link += f"/{game.lobby_message_id}"
        await interaction.followup.send(
            self.bot.catalog.format(
                self.bot.interactions.locale(interaction, game), "new-opened", link=link
            ),
            ephemeral=True,
        )

    # -------------------------------------------------------------- /hadara status

    @hadara.command(name="status", description=_("cmd-hadara-status"))
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(thinking=True)
        try:
            game = await self._game_here(interaction)
        except UserError as error:
            await self._fail(interaction, None, error)
            return
        presenter = self.bot.presenter
        if game.status == "lobby":
            t = presenter.t(presenter.game_locale(game))
            await interaction.followup.send(embed=presenter.lobby_embed(game, t))
            return
        locale = presenter.game_locale(game)
        t = presenter.t(locale)
        png = await presenter.table_png(game, locale)
        content = presenter.table_content(game, [], t, locale)
        message = await interaction.followup.send(
            content, file=discord.File(io.BytesIO(png), table_file_name(game.version)), wait=True
        )
        # Later table edits go to the re-posted message.
        await self.bot.manager.set_table_message(game.id, message.id)

    # -------------------------------------------------------------- /hadara hand

    @hadara.command(name="hand", description=_("cmd-hadara-hand"))
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            game = await self._game_here(interaction)
            await self.bot.interactions.send_prompt(interaction, game)
        except UserError as error:
            await self._fail(interaction, None, error)

    # -------------------------------------------------------------- /hadara log

    @hadara.command(name="log", description=_("cmd-hadara-log"))
    async def log_(self, interaction: discord.Interaction[Any]) -> None:
        from bot.presenter import log_text, names_of

        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            game = await self._game_here(interaction)
            events = await self.bot.manager.recent_log(
                interaction.channel_id or 0, interaction.user.id, 15
            )
        except UserError as error:
            await self._fail(interaction, None, error)
            return
        locale = self.bot.interactions.locale(interaction, game)
        t = self.bot.catalog.translator(locale)
        body = log_text(events, names_of(game), t, limit=15) or t("log-empty")
        await interaction.followup.send(f"**{t('log-title')}**\n{body}", ephemeral=True)

    # -------------------------------------------------------------- /hadara abandon

    @hadara.command(name="abandon", description=_("cmd-hadara-abandon"))
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(thinking=True)
        perms = interaction.permissions
        try:
            game = await self.bot.manager.abandon(
                interaction.channel_id or 0, interaction.user.id, bool(perms.manage_channels)
            )
        except UserError as error:
            await self._fail(interaction, None, error)
            return
        t = self.bot.presenter.t(self.bot.presenter.game_locale(game))
        await interaction.followup.send(
            t("abandoned", user=interaction.user.display_name),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    # -------------------------------------------------------------- /games

    @app_commands.command(name="games", description=_("cmd-games"))
    @app_commands.guild_only()
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        locale = self.bot.interactions.locale(interaction, None)
        t = self.bot.catalog.translator(locale)
        games = await self.bot.store.list_active(interaction.guild_id)
        if not games:
            await interaction.followup.send(t("games-none"), ephemeral=True)
            return
        lines = [f"**{t('games-title')}**"]
        for g in games[:20]:
            message_id = g.table_message_id or g.lobby_message_id
            link = f"https://discord.com/channels/{g.guild_id}/{g.channel_id}"
            if message_id:
                link += f"/{message_id}"
            players = ", ".join(s.name for s in g.seats)
            lines.append(
                t("games-line", link=link, status=t(f"status-{g.status}"), players=players)
            )
        await interaction.followup.send("\n".join(lines)[:1900], ephemeral=True)


async def setup(bot: HadaraBot) -> None:
    await bot.add_cog(HadaraCog(bot))
