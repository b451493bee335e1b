"""``/hadara …``: Hadara's command group (the shared work is in :mod:`bot.cogs.play`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import exporting, replay
from bot.cogs.play import LANGUAGE_CHOICES, GameCog, _

if TYPE_CHECKING:
    from bot.app import TabletopBot


class HadaraCog(GameCog):
    game = "hadara"
    group = app_commands.Group(name="hadara", description=_("cmd-hadara"), guild_only=True)

    @group.command(name="new", description=_("cmd-hadara-new"))
    @app_commands.describe(
        variant=_("opt-hadara-variant"),
        max_players=_("opt-hadara-max-players"),
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
        options = {
            "variant": variant.value if variant else "basic",
            "max_players": int(max_players),
            "reminder_hours": float(reminder_hours),
            "replace_hours": float(replace_hours),
        }
        await self.open_lobby(interaction, options, thread, language.value if language else None)

    @group.command(name="status", description=_("cmd-hadara-status"))
    async def status_(self, interaction: discord.Interaction[Any]) -> None:
        await self.status(interaction)

    @group.command(name="hand", description=_("cmd-hadara-hand"))
    async def hand_(self, interaction: discord.Interaction[Any]) -> None:
        await self.hand(interaction)

    @group.command(name="board", description=_("cmd-hadara-board"))
    @app_commands.describe(player=_("opt-player"), seat=_("opt-seat"))
    async def board_(
        self,
        interaction: discord.Interaction[Any],
        player: discord.User | None = None,
        seat: app_commands.Range[int, 1, 5] | None = None,
    ) -> None:
        await self.board(interaction, player, seat)

    @board_.autocomplete("seat")
    async def board_seat(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[int]]:
        return await self.seat_choices(interaction, current)

    @group.command(name="log", description=_("cmd-hadara-log"))
    async def log_(self, interaction: discord.Interaction[Any]) -> None:
        await self.log(interaction)

    @group.command(name="export", description=_("cmd-hadara-export"))
    @app_commands.describe(game=_("opt-export-game"))
    async def export_(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        await exporting.export_command(self.bot, interaction, self.game, game)

    @export_.autocomplete("game")
    async def export_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await exporting.game_choices(self.bot, interaction, self.game, current)

    @group.command(name="replay", description=_("cmd-hadara-replay"))
    @app_commands.describe(game=_("replay-opt-game"), public=_("replay-opt-public"))
    async def replay_(
        self, interaction: discord.Interaction[Any], game: str | None = None, public: bool = False
    ) -> None:
        await replay.command(self.bot, interaction, self.game, game, public)

    @group.command(name="abandon", description=_("cmd-hadara-abandon"))
    async def abandon_(self, interaction: discord.Interaction[Any]) -> None:
        await self.abandon(interaction)


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(HadaraCog(bot))
