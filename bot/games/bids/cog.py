"""``/bids …``: Sealed Bids' command group (the shared work is in :mod:`bot.cogs.play`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import exporting, replay
from bot.cogs.play import LANGUAGE_CHOICES, GameCog, _

if TYPE_CHECKING:
    from bot.app import TabletopBot


class BidsCog(GameCog):
    game = "bids"
    group = app_commands.Group(name="bids", description=_("cmd-bids"), guild_only=True)

    @group.command(name="new", description=_("cmd-bids-new"))
    @app_commands.describe(
        variant=_("opt-bids-variant"),
        max_players=_("opt-bids-max-players"),
        coins=_("opt-bids-coins"),
        rounds=_("opt-bids-rounds"),
        reminder_hours=_("opt-reminder-hours"),
        replace_hours=_("opt-replace-hours"),
        thread=_("opt-thread"),
        language=_("opt-language"),
    )
    @app_commands.choices(
        variant=[
            app_commands.Choice(name=_("choice-first-price"), value="first_price"),
            app_commands.Choice(name=_("choice-second-price"), value="second_price"),
        ],
        language=LANGUAGE_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction[Any],
        variant: app_commands.Choice[str] | None = None,
        max_players: app_commands.Range[int, 2, 4] = 4,
        coins: app_commands.Range[int, 6, 30] = 12,
        rounds: app_commands.Range[int, 3, 8] = 5,
        reminder_hours: app_commands.Range[float, 0.1, 720.0] = 12.0,
        replace_hours: app_commands.Range[float, 0.1, 720.0] = 24.0,
        thread: bool = False,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        options = {
            "variant": variant.value if variant else "first_price",
            "max_players": int(max_players),
            "coins": int(coins),
            "rounds": int(rounds),
            "reminder_hours": float(reminder_hours),
            "replace_hours": float(replace_hours),
        }
        await self.open_lobby(interaction, options, thread, language.value if language else None)

    @group.command(name="status", description=_("cmd-bids-status"))
    async def status_(self, interaction: discord.Interaction[Any]) -> None:
        await self.status(interaction)

    @group.command(name="hand", description=_("cmd-bids-hand"))
    async def hand_(self, interaction: discord.Interaction[Any]) -> None:
        await self.hand(interaction)

    @group.command(name="board", description=_("cmd-bids-board"))
    @app_commands.describe(player=_("opt-player"), seat=_("opt-seat"))
    async def board_(
        self,
        interaction: discord.Interaction[Any],
        player: discord.User | None = None,
        seat: app_commands.Range[int, 1, 4] | None = None,
    ) -> None:
        await self.board(interaction, player, seat)

    @board_.autocomplete("seat")
    async def board_seat(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[int]]:
        return await self.seat_choices(interaction, current)

    @group.command(name="log", description=_("cmd-bids-log"))
    async def log_(self, interaction: discord.Interaction[Any]) -> None:
        await self.log(interaction)

    @group.command(name="export", description=_("cmd-bids-export"))
    @app_commands.describe(game=_("opt-export-game"))
    async def export_(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        await exporting.export_command(self.bot, interaction, self.game, game)

    @export_.autocomplete("game")
    async def export_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await exporting.game_choices(self.bot, interaction, self.game, current)

    @group.command(name="replay", description=_("cmd-bids-replay"))
    @app_commands.describe(game=_("replay-opt-game"), public=_("replay-opt-public"))
    async def replay_(
        self, interaction: discord.Interaction[Any], game: str | None = None, public: bool = False
    ) -> None:
        await replay.command(self.bot, interaction, self.game, game, public)

    @group.command(name="abandon", description=_("cmd-bids-abandon"))
    async def abandon_(self, interaction: discord.Interaction[Any]) -> None:
        await self.abandon(interaction)


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(BidsCog(bot))
