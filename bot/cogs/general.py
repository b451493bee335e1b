"""``/help``, ``/games list|history`` and ``/settings``: the host's commands, whatever the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import exporting
from bot.cogs.play import LANGUAGE_CHOICES, _
from bot.interactions import think
from bot.presenter.text import names_of

if TYPE_CHECKING:
    from bot.app import TabletopBot


class GeneralCog(commands.Cog):
    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot

    @app_commands.command(name="help", description=_("cmd-help"))
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        catalog = self.bot.catalog
        locale = catalog.pick(str(interaction.locale), self.bot.settings.default_locale)
        games = ", ".join(
            f"/{name} ({catalog.format(locale, f'{name}-name', namespace=name)})"
            for name in self.bot.games
        )
        embeds = [
            discord.Embed(
                title=catalog.format(locale, f"{name}-name", namespace=name),
                description=catalog.format(locale, f"{name}-help", namespace=name)[:4000],
                colour=discord.Colour.gold(),
            )
            for name in list(self.bot.games)[:10]
        ]
        await interaction.response.send_message(
            catalog.format(locale, "help-text", games=games), embeds=embeds, ephemeral=True
        )


@app_commands.guild_only()
class GamesGroup(app_commands.Group):
    """``/games list``: the server's lobbies and running games; ``/games history``: its
    finished games, each with its result and its export (:mod:`bot.exporting`)."""

    def __init__(self, bot: TabletopBot) -> None:
        super().__init__(name="games", description=_("cmd-games"))
        self.bot = bot

    @app_commands.command(name="list", description=_("cmd-games-list"))
    async def list_(self, interaction: discord.Interaction[Any]) -> None:
        await think(interaction, private=True)
        catalog = self.bot.catalog
        locale = self.bot.interactions.locale(interaction, None)
        games = await self.bot.store.list_active(interaction.guild_id)
        if not games:
            await interaction.followup.send(catalog.format(locale, "games-none"), ephemeral=True)
            return
        lines = [f"**{catalog.format(locale, 'games-title')}**"]
        for g in games[:20]:
            message_id = g.table_message_id or g.lobby_message_id
            link = f"https://discord.com/channels/{g.guild_id}/{g.channel_id}"
            if message_id:
                link += f"/{message_id}"
            players = ", ".join(names_of(g, catalog.translator(locale, g.game)))
            lines.append(
                catalog.format(
                    locale,
                    "games-line",
                    link=link,
                    game=catalog.format(locale, f"{g.game}-name", namespace=g.game),
                    status=catalog.format(
                        locale, "fault-status" if g.fault else f"status-{g.status}"
                    ),
                    players=players,
                )
            )
        await interaction.followup.send("\n".join(lines)[:1900], ephemeral=True)

    @app_commands.command(name="history", description=_("cmd-games-history"))
    async def history(self, interaction: discord.Interaction[Any]) -> None:
        await exporting.history_command(self.bot, interaction)


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class SettingsGroup(app_commands.Group):
    """``/settings``: per-server settings; Discord shows it to Manage Server by default."""

    def __init__(self, bot: TabletopBot) -> None:
        super().__init__(name="settings", description=_("cmd-settings"))
        self.bot = bot

    @app_commands.command(name="language", description=_("cmd-settings-language"))
    @app_commands.describe(language=_("opt-settings-language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(
        self, interaction: discord.Interaction[Any], language: app_commands.Choice[str]
    ) -> None:
        catalog = self.bot.catalog
        locale = catalog.pick(str(interaction.locale), self.bot.settings.default_locale)
        permissions = interaction.permissions
        if interaction.guild_id is None or not permissions.manage_guild:
            await interaction.response.send_message(
                catalog.format(locale, "error-no-permission-server"), ephemeral=True
            )
            return
        value = catalog.pick(language.value, self.bot.settings.default_locale)
        await self.bot.store.set_setting(interaction.guild_id, "language", value)
        await interaction.response.send_message(
            catalog.format(
                locale,
                "settings-language-set",
                language=catalog.format(value, f"choice-lang-{value}"),
            ),
            ephemeral=True,
        )


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(GeneralCog(bot))
    bot.tree.add_command(GamesGroup(bot))
    bot.tree.add_command(SettingsGroup(bot))
    bot.add_dynamic_items(*exporting.DYNAMIC_ITEMS)
