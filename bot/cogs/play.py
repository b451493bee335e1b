"""What every game's command group does, whatever the game: open a lobby, show the table
again, show a player's own choices, a player's board, the log, make a move by command (undo),
abandon. The group itself is generated from the game's plugin (:mod:`bot.cogs.game_commands`)
and calls these.

Whether an answer is private is decided before deferring (:func:`bot.interactions.think`): a
command deferred in public makes Discord replace its "thinking…" message with the first
follow-up, whatever that asks for. Every refusal is private; one that can only come after a
public deferral (the game changed meanwhile, an internal error) deletes the public "thinking…"
first (:meth:`bot.interactions.Interactions.reply`).
"""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import i18n
from bot.errors import UserError
from bot.interactions import answered, think
from bot.manager.click import PRIVATE, Click
from bot.presenter import NO_MENTIONS, table_file_name
from bot.presenter import text as texts
from bot.store import GameRecord

if TYPE_CHECKING:
    from bot.app import TabletopBot

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


class GameCog:
    """What the commands of one game's group do; ``game`` is the game's registry name."""

    def __init__(self, bot: TabletopBot, game: str) -> None:
        self.bot = bot
        self.game = game

    # -------------------------------------------------------------- helpers

    async def _fail(
        self, interaction: discord.Interaction[Any], game: GameRecord | None, error: UserError
    ) -> None:
        await self.bot.interactions.reply(interaction, game, error.message_id, **error.args_map)

    async def _game_here(self, interaction: discord.Interaction[Any]) -> GameRecord:
        """The channel's lobby or running game of this command group's game."""
        game = await self.bot.store.by_channel(interaction.channel_id or 0)
        if game is None:
            raise UserError("error-no-game")
        if game.game != self.game:
            # Another game lives here: say which, and whose commands it answers to.
            locale = self.bot.interactions.locale(interaction, game)
            t = self.bot.catalog.translator(locale, game.game)
            raise UserError(
                "error-other-game",
                gamename=t(f"{game.game}-name"),
                command=f"/{t(f'cmd-{game.game}.name')}",
            )
        return game

    async def seat_choices(
        self, interaction: discord.Interaction[Any], current: Any
    ) -> list[app_commands.Choice[int]]:
        """Autocomplete of a seat option: the seats of the channel's game ("2. AI 1"), in the
        asker's language, those whose number or name contains what was typed."""
        game = await self.bot.store.by_channel(interaction.channel_id or 0)
        if game is None or game.game != self.game:
            return []
        locale = self.bot.interactions.locale(interaction, game)
        t = self.bot.catalog.translator(locale, game.game)
        typed = str(current or "").strip().casefold()
        out = []
        for i, name in enumerate(texts.names_of(game, t), 1):
            label = f"{i}. {name}"
            if not typed or typed in label.casefold():
                out.append(app_commands.Choice(name=label[:100], value=i))
        return out[:25]

    async def game_language(self, guild_id: int | None, chosen: str | None) -> str:
        """The option of ``/<game> new``, else the server's /settings language, else
        DEFAULT_LOCALE."""
        server_language = None
        if guild_id is not None:
            server_language = await self.bot.store.get_setting(guild_id, "language")
        return self.bot.catalog.pick(chosen, server_language, self.bot.settings.default_locale)

    # -------------------------------------------------------------- /<game> new

    async def open_lobby(
        self,
        interaction: discord.Interaction[Any],
        options: dict[str, Any],
        thread: bool,
        language: str | None,
    ) -> None:
        """Open a lobby of this game with ``options`` (variant, players, timers…), in this
        channel or a new thread; the opener is answered privately with a link."""
        interactions = self.bot.interactions
        missing = missing_permissions(interaction.app_permissions, thread)
        if missing:
            names = permission_names(missing, interactions.locale(interaction, None))
            await interactions.reply(interaction, None, "error-bot-permissions", permissions=names)
            return
        await think(interaction, private=True)
        channel_id = interaction.channel_id or 0
        try:
            game_language = await self.game_language(interaction.guild_id, language)
            if thread:
                if await self.bot.store.by_channel(channel_id) is not None:
                    raise UserError("error-channel-busy")
                parent = interaction.channel
                if not isinstance(parent, discord.TextChannel):
                    # A thread, a forum or a voice channel's chat: threads open elsewhere.
                    raise UserError("error-no-thread-here")
                new_thread = await parent.create_thread(
                    name=i18n.t(
                        game_language,
                        "thread-name",
                        game=self.bot.catalog.format(
                            game_language, f"{self.game}-name", namespace=self.game
                        ),
                        name=interaction.user.display_name,
                    ),
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=10080,
                )
                channel_id = new_thread.id
            game = await self.bot.manager.new_lobby(
                interaction.guild_id,
                channel_id,
                interaction.user.id,
                interaction.user.display_name,
                str(interaction.locale),
                {**options, "game": self.game, "language": game_language},
            )
        except UserError as error:
            await self._fail(interaction, None, error)
            return
        except discord.Forbidden:
            names = permission_names(
                ["create_public_threads", "send_messages_in_threads"],
                interactions.locale(interaction, None),
            )
            await interactions.reply(interaction, None, "error-bot-permissions", permissions=names)
            return
        link = f"https://discord.com/channels/{interaction.guild_id}/{game.channel_id}"
        if game.lobby_message_id:
            link += f"/{game.lobby_message_id}"
        await interaction.followup.send(
            interactions.text(interaction, game, "new-opened", link=link), ephemeral=True
        )

    # -------------------------------------------------------------- /<game> status

    async def status(self, interaction: discord.Interaction[Any]) -> None:
        """The table again, as a new message at the bottom of the channel (public); a missing
        game is said privately."""
        try:
            game = await self._game_here(interaction)
        except UserError as error:
            await self._fail(interaction, None, error)
            return
        await think(interaction, private=False)
        presenter = self.bot.presenter
        locale = presenter.game_locale(game)
        if game.status == "lobby":
            await interaction.followup.send(embed=presenter.lobby_embed(game, locale))
            answered(interaction)
            return
        snap = self.bot.manager.snapshot(game)
        png = await presenter.table_png(snap, locale)
        content = presenter.table_content(snap, [], locale)
        file = discord.File(io.BytesIO(png), table_file_name(game.version))
        view = presenter.table_view(snap, locale)
        extra: dict[str, Any] = {} if view is None else {"view": view}
        message = await interaction.followup.send(
            content, file=file, allowed_mentions=NO_MENTIONS, wait=True, **extra
        )
        answered(interaction)
        # Later table edits go to the re-posted message; the old one keeps its picture only.
        old = game.table_message_id
        await presenter.remember_table(game.id, message.id)
        if old and old != message.id and game.status == "running":
            await presenter.strip(game.channel_id, old)

    # -------------------------------------------------------------- /<game> hand

    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        await think(interaction, private=True)
        try:
            game = await self._game_here(interaction)
            await self.bot.interactions.send_prompt(interaction, game)
        except UserError as error:
            await self._fail(interaction, None, error)

    # -------------------------------------------------------------- /<game> board

    async def board(
        self,
        interaction: discord.Interaction[Any],
        player: discord.abc.User | None,
        seat_number: int | None = None,
    ) -> None:
        """One player's board (public information only), privately for the asker: the seat
        numbered ``seat_number`` (1 for the first; AI seats too), else ``player``'s, else the
        asker's own."""
        await think(interaction, private=True)
        try:
            game = await self._game_here(interaction)
            if game.status == "lobby" or game.state is None:
                raise UserError("error-not-started")
            if seat_number is not None:
                if not 1 <= seat_number <= len(game.seats):
                    raise UserError("error-no-such-seat", seat=seat_number, count=len(game.seats))
                seat: int | None = seat_number - 1
            else:
                seat = self.bot.manager.seat_of(game, (player or interaction.user).id)
            if seat is None:
                raise UserError("error-not-a-player" if player is None else "error-no-such-player")
        except UserError as error:
            await self._fail(interaction, None, error)
            return
        presenter = self.bot.presenter
        locale = self.bot.interactions.locale(interaction, game)
        plugin = presenter.plugin(game)
        if plugin.renderer.board is None:
            await self._fail(interaction, game, UserError("error-no-board"))
            return
        snap = self.bot.manager.snapshot(game)
        t = presenter.t(locale, game)
        png = await self.bot.pool.render(
            game.id,
            game.version,
            None,
            f"board:{seat}",
            locale,
            plugin.renderer.board,
            snap.public,
            t,
            texts.names_of(game, t),
            seat,
        )
        file = discord.File(io.BytesIO(png), f"board-{seat}.png")
        await interaction.followup.send(
            t("board-title", player=texts.seat_name(game, seat, t)), file=file, ephemeral=True
        )

    # -------------------------------------------------------------- /<game> log

    async def log(self, interaction: discord.Interaction[Any]) -> None:
        await think(interaction, private=True)
        try:
            game = await self._game_here(interaction)
            events = await self.bot.manager.recent_log(
                interaction.channel_id or 0, interaction.user.id, 15
            )
        except UserError as error:
            await self._fail(interaction, None, error)
            return
        locale = self.bot.interactions.locale(interaction, game)
        t = self.bot.presenter.t(locale, game)
        plugin = self.bot.presenter.plugin(game)
        names = texts.names_of(game, t)
        body = texts.log_text(plugin, events, names, t, limit=15) or t("log-empty")
        await interaction.followup.send(f"**{t('log-title')}**\n{body}", ephemeral=True)

    # -------------------------------------------------------------- /<game> undo …

    async def act_command(self, interaction: discord.Interaction[Any], code: str) -> None:
        """A move made by a command rather than a button (``/tta undo``): applied exactly as
        its button would be, with the same refusals; the table shows it to everyone and the
        asker reads "✅ <what was done>" privately."""
        await think(interaction, private=True)
        game: GameRecord | None = None
        # The command answers by itself (no ``answer`` for the presenter): the manager fills
        # in the action as its button says it.
        click = Click(where=PRIVATE, locale=str(interaction.locale))
        try:
            game = await self._game_here(interaction)
            await self.bot.manager.act(
                game.id, interaction.user.id, game.version, code, interaction.id, click=click
            )
        except UserError as error:
            await self._fail(interaction, game, error)
            return
        assert game is not None
        label = self.bot.presenter.chosen_label(click.saved or game, click)
        try:
            await interaction.followup.send(f"✅ {label}", ephemeral=True)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id)

    # -------------------------------------------------------------- /<game> abandon

    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        """Ends the game (its creator, or Manage Channels); refusals are private, the outcome
        public."""
        perms = interaction.permissions
        try:
            game = await self._game_here(interaction)
            if interaction.user.id != game.creator_id and not perms.manage_channels:
                raise UserError("error-no-permission")
        except UserError as error:
            await self._fail(interaction, None, error)
            return
        await think(interaction, private=False)
        try:
            game = await self.bot.manager.abandon(
                interaction.channel_id or 0, interaction.user.id, bool(perms.manage_channels)
            )
        except UserError as error:  # the game changed meanwhile: said privately
            await self._fail(interaction, game, error)
            return
        t = self.bot.presenter.t(self.bot.presenter.game_locale(game), game)
        await interaction.followup.send(
            t("abandoned", user=interaction.user.display_name),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        answered(interaction)
