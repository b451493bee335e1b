"""Slash commands ``/hadara …`` and ``/games``, and the handler every game click goes through.

Commands are deferred first (Discord's 3-second deadline), then answered with a follow-up. A
game click is answered with its outcome when that is ready within ``ACK_BUDGET`` (one request
instead of two), else deferred first (see ``Interactions.on_action``). Errors carry Fluent
message ids and are translated here, at the edge, in the clicking user's locale when the
catalogue has it, else in the game's language.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any, NoReturn

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.errors import UserError
from bot.presenter import NO_MENTIONS, ClickAnswer, table_file_name
from bot.store import GameRecord
from bot.ui import layout

if TYPE_CHECKING:
    from bot.app import HadaraBot

log = logging.getLogger(__name__)

# A click is answered with its outcome (the new table, or "✅ <choice>") when that is ready
# this soon; otherwise it is acknowledged at once and the outcome follows as an edit.
ACK_BUDGET = 0.08


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
        self._tasks: set[asyncio.Task[None]] = set()

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
        png = await presenter.prompt_png(game, seat, locale)
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
        self,
        interaction: discord.Interaction[Any],
        game_id: str,
        version: int,
        code: str,
        owner: int | None = None,
    ) -> None:
        """A click on a game prompt. It is answered once, by whatever comes first: the new
        table (a click on the table message), "✅ <choice>" (a DM or ephemeral prompt), a
        refusal, or a deferral when neither came within ``ACK_BUDGET`` seconds. ``owner``:
        the click was on the table menu of that user, which no one else may use."""
        if code == layout.SHOW_CODE:
            await self._show_choices(interaction, game_id)
            return
        in_dm = interaction.guild_id is None
        private = in_dm or bool(
            interaction.message is not None and interaction.message.flags.ephemeral
        )
        presenter = self.bot.presenter
        user_id = interaction.user.id
        if in_dm and interaction.channel_id is not None:
            presenter.remember_dm(user_id, interaction.channel_id)
        if not private:
            presenter.saw(game_id, user_id)
        answer = ClickAnswer(interaction)
        watchdog = asyncio.create_task(self._watchdog(answer), name=f"ack:{interaction.id}")
        try:
            game = await self.bot.store.get(game_id)
            chosen = self._label(interaction, game, code) if private else code
            try:
                if game is None:
                    raise UserError("error-no-game")
                if owner is not None and owner != user_id:
                    self._not_yours(game, owner, user_id)

                def on_saved(saved: GameRecord) -> None:
                    if private:
                        self._spawn(self._tick(answer, saved, chosen))
                    else:
                        presenter.expect(saved.id, saved.version, answer)

                await self.bot.manager.act(
                    game_id, user_id, version, code, interaction.id, on_saved=on_saved
                )
            except UserError as error:
                await self._refused(answer, game_id, game, error)
                return
            except Exception:
                log.exception("action %s on game %s failed", code, game_id)
                await self._say(answer, game, "error-internal")
                return
            if not private:
                # The table update answers the click, or the watchdog defers it.
                await answer.settled.wait()
        finally:
            presenter.forget(game_id, answer)
            await watchdog

    def _not_yours(self, game: GameRecord, owner: int, user_id: int) -> NoReturn:
        """Refuses a click on another player's table menu (a non-player hears that instead)."""
        manager = self.bot.manager
        if manager.seat_of(game, user_id) is None:
            raise UserError("error-not-a-player")
        seat = manager.seat_of(game, owner)
        name = game.seats[seat].name if seat is not None else "?"
        raise UserError("error-not-your-menu", name=name)

    async def _watchdog(self, answer: ClickAnswer) -> None:
        try:
            await asyncio.wait_for(answer.settled.wait(), ACK_BUDGET)
        except TimeoutError:
            await answer.defer()

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _tick(self, answer: ClickAnswer, game: GameRecord, chosen: str) -> None:
        """The private prompt has served its purpose: show what was chosen, drop the buttons."""
        interaction = answer.interaction
        seat = self.bot.manager.seat_of(game, interaction.user.id)
        if interaction.guild_id is None and seat is not None and answer.message_id:
            self.bot.presenter.tidied(game.id, seat, answer.message_id)
        try:
            if not await answer.update(content=f"✅ {chosen}", view=None):
                await answer.settled.wait()
                if answer.state == "deferred":
                    await interaction.edit_original_response(content=f"✅ {chosen}", view=None)
        except discord.HTTPException:
            log.debug("could not tidy the private prompt", exc_info=True)

    def _label(
        self, interaction: discord.Interaction[Any], game: GameRecord | None, code: str
    ) -> str:
        """The clicked choice as its button said it (from the game before the move)."""
        if game is None:
            return code
        seat = self.bot.manager.seat_of(game, interaction.user.id)
        try:
            t = self.bot.catalog.translator(self.locale(interaction, game))
            if seat is not None:
                return layout.label(code, self.bot.manager.view(game, seat), seat, t).label
        except Exception:  # not a choice of this seat's: the move will be refused anyway
            log.debug("no label for %s in game %s", code, game.id, exc_info=True)
        return code

    async def _say(
        self, answer: ClickAnswer, game: GameRecord | None, message_id: str, **args: Any
    ) -> None:
        """An ephemeral answer to the clicker: the initial response if still open."""
        interaction = answer.interaction
        text = self.bot.catalog.format(self.locale(interaction, game), message_id, **args)
        try:
            if not await answer.send(text):
                await answer.settled.wait()
                await interaction.followup.send(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id)

    async def _show_choices(self, interaction: discord.Interaction[Any], game_id: str) -> None:
        """ "Show my choices": the clicker's own prompt, ephemerally. Any version of the button
        will do: it does the same at every version, and the table may lag a secret choice."""
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
        except discord.HTTPException:
            return
        game = await self.bot.store.get(game_id)
        try:
            if game is None:
                raise UserError("error-no-game")
            if self.bot.manager.seat_of(game, interaction.user.id) is None:
                raise UserError("error-not-a-player")
            await self.send_prompt(interaction, game)
        except UserError as error:
            await self.reply(interaction, game, error.message_id, **error.args_map)
        except discord.HTTPException:
            log.warning("could not show the choices of interaction %s", interaction.id)

    async def _refused(
        self,
        answer: ClickAnswer,
        game_id: str,
        game: GameRecord | None,
        error: UserError,
    ) -> None:
        """The click changed nothing: say why; an outdated prompt is answered with a fresh one."""
        interaction = answer.interaction
        if error.message_id == "error-out-of-date" and game is not None:
            await answer.defer()
            await answer.settled.wait()
            fresh = await self.bot.store.get(game_id) or game
            note = self.bot.catalog.format(self.locale(interaction, fresh), "error-out-of-date")
            try:
                await self.send_prompt(interaction, fresh, note)
            except discord.HTTPException:
                log.exception("stale prompt refresh failed")
            return
        await self._say(answer, game, error.message_id, **error.args_map)

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
        file = discord.File(io.BytesIO(png), table_file_name(game.version))
        view = presenter.table_view(game, locale)
        extra: dict[str, Any] = {} if view is None else {"view": view}
        message = await interaction.followup.send(
            content, file=file, allowed_mentions=NO_MENTIONS, wait=True, **extra
        )
        # Later table edits go to the re-posted message; the old one keeps its picture only.
        old = game.table_message_id
        await self.bot.manager.set_table_message(game.id, message.id)
        if old and old != message.id and game.status == "running":
            await presenter.strip(game.channel_id, old)

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
