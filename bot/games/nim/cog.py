"""``/nim …``: Nim's command group (the shared work is in :mod:`bot.cogs.play`).

To be replaced: once each game's command group is generated from its plugin's metadata, this
file goes (Nim has no command of its own)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.cogs.play import LANGUAGE_CHOICES, GameCog, _

if TYPE_CHECKING:
    from bot.app import TabletopBot


class NimCog(GameCog):
    game = "nim"
    group = app_commands.Group(name="nim", description=_("cmd-nim"), guild_only=True)

    @group.command(name="new", description=_("cmd-nim-new"))
    @app_commands.describe(
        variant=_("opt-variant"),
        max_players=_("opt-max-players"),
        piles=_("opt-piles"),
        max_take=_("opt-max-take"),
        reminder_hours=_("opt-reminder-hours"),
        replace_hours=_("opt-replace-hours"),
        thread=_("opt-thread"),
        language=_("opt-language"),
    )
    @app_commands.choices(
        variant=[
            app_commands.Choice(name=_("choice-nim-normal"), value="normal"),
            app_commands.Choice(name=_("choice-nim-misere"), value="misere"),
        ],
        language=LANGUAGE_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction[Any],
        variant: app_commands.Choice[str] | None = None,
        max_players: app_commands.Range[int, 2, 4] = 4,
        piles: app_commands.Range[int, 2, 6] = 3,
        max_take: app_commands.Range[int, 0, 5] = 0,
        reminder_hours: app_commands.Range[float, 0.1, 720.0] = 12.0,
        replace_hours: app_commands.Range[float, 0.1, 720.0] = 24.0,
        thread: bool = False,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        options = {
            "variant": variant.value if variant else "normal",
            "max_players": int(max_players),
            "piles": int(piles),
            "max_take": int(max_take),
            "reminder_hours": float(reminder_hours),
            "replace_hours": float(replace_hours),
        }
        await self.open_lobby(interaction, options, thread, language.value if language else None)

    @group.command(name="status", description=_("cmd-nim-status"))
    async def status_(self, interaction: discord.Interaction[Any]) -> None:
        await self.status(interaction)

    @group.command(name="hand", description=_("cmd-nim-hand"))
    async def hand_(self, interaction: discord.Interaction[Any]) -> None:
        await self.hand(interaction)

    @group.command(name="log", description=_("cmd-nim-log"))
    async def log_(self, interaction: discord.Interaction[Any]) -> None:
        await self.log(interaction)

    @group.command(name="abandon", description=_("cmd-nim-abandon"))
    async def abandon_(self, interaction: discord.Interaction[Any]) -> None:
        await self.abandon(interaction)


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(NimCog(bot))
