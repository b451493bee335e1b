"""``/help``: how to play, in the user's language."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.hadara import LANGUAGE_CHOICES, _

if TYPE_CHECKING:
    from bot.app import HadaraBot


class GeneralCog(commands.Cog):
    def __init__(self, bot: HadaraBot) -> None:
        self.bot = bot

    @app_commands.command(name="help", description=_("cmd-help"))
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        locale = self.bot.catalog.pick(str(interaction.locale), self.bot.settings.default_locale)
        await interaction.response.send_message(
            self.bot.catalog.format(locale, "help-text"), ephemeral=True
        )


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class SettingsGroup(app_commands.Group):
    """``/settings``: per-server settings; Discord shows it to Manage Server by default."""

    def __init__(self, bot: HadaraBot) -> None:
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
                catalog.format(locale, "error-no-permission"), ephemeral=True
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


async def setup(bot: HadaraBot) -> None:
    await bot.add_cog(GeneralCog(bot))
    bot.tree.add_command(SettingsGroup(bot))
