"""``/help``: how to play, in the user's language."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.hadara import _

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


async def setup(bot: HadaraBot) -> None:
    await bot.add_cog(GeneralCog(bot))
