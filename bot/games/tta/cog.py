"""``/tta …``: Through the Ages' command group (the shared work is in :mod:`bot.cogs.play`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import exporting, replay
from bot.cogs.play import LANGUAGE_CHOICES, GameCog, _

if TYPE_CHECKING:
    from bot.app import TabletopBot


class TtaCog(GameCog):
    game = "tta"
    group = app_commands.Group(name="tta", description=_("cmd-tta"), guild_only=True)

    @group.command(name="new", description=_("cmd-tta-new"))
    @app_commands.describe(
        variant=_("opt-tta-variant"),
        max_players=_("opt-tta-max-players"),
        easier=_("opt-easier"),
        milder_combat=_("opt-milder-combat"),
        peaceful=_("opt-peaceful"),
        continuous_draw=_("opt-continuous-draw"),
        pre_revealed_bonuses=_("opt-pre-revealed-bonuses"),
        gradual_reveal=_("opt-gradual-reveal"),
        reminder_hours=_("opt-reminder-hours"),
        replace_hours=_("opt-replace-hours"),
        thread=_("opt-thread"),
        language=_("opt-language"),
    )
    @app_commands.choices(
        variant=[
            app_commands.Choice(name=_("choice-tta-simple"), value="simple"),
            app_commands.Choice(name=_("choice-tta-advanced"), value="advanced"),
            app_commands.Choice(name=_("choice-tta-full"), value="full"),
        ],
        language=LANGUAGE_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction[Any],
        variant: app_commands.Choice[str] | None = None,
        max_players: app_commands.Range[int, 2, 4] = 4,
        easier: bool = False,
        milder_combat: bool = False,
        peaceful: bool = False,
        continuous_draw: bool = False,
        pre_revealed_bonuses: app_commands.Range[int, 0, 5] = 0,
        gradual_reveal: bool = False,
        reminder_hours: app_commands.Range[float, 0.1, 720.0] = 12.0,
        replace_hours: app_commands.Range[float, 0.1, 720.0] = 48.0,
        thread: bool = False,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        options = {
            "variant": variant.value if variant else "simple",
            "max_players": int(max_players),
            "easier": easier,
            "milder_combat": milder_combat,
            "peaceful": peaceful,
            "continuous_draw": continuous_draw,
            "pre_revealed_bonuses": int(pre_revealed_bonuses),
            "gradual_reveal": gradual_reveal,
            "reminder_hours": float(reminder_hours),
            "replace_hours": float(replace_hours),
        }
        await self.open_lobby(interaction, options, thread, language.value if language else None)

    @group.command(name="status", description=_("cmd-tta-status"))
    async def status_(self, interaction: discord.Interaction[Any]) -> None:
        await self.status(interaction)

    @group.command(name="hand", description=_("cmd-tta-hand"))
    async def hand_(self, interaction: discord.Interaction[Any]) -> None:
        await self.hand(interaction)

    @group.command(name="board", description=_("cmd-tta-board"))
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

    @group.command(name="log", description=_("cmd-tta-log"))
    async def log_(self, interaction: discord.Interaction[Any]) -> None:
        await self.log(interaction)

    @group.command(name="undo", description=_("cmd-tta-undo"))
    async def undo_(self, interaction: discord.Interaction[Any]) -> None:
        await self.act_command(interaction, "undo")

    @group.command(name="export", description=_("cmd-tta-export"))
    @app_commands.describe(game=_("opt-export-game"))
    async def export_(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        await exporting.export_command(self.bot, interaction, self.game, game)

    @export_.autocomplete("game")
    async def export_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await exporting.game_choices(self.bot, interaction, self.game, current)

    @group.command(name="replay", description=_("cmd-tta-replay"))
    @app_commands.describe(game=_("replay-opt-game"), public=_("replay-opt-public"))
    async def replay_(
        self, interaction: discord.Interaction[Any], game: str | None = None, public: bool = False
    ) -> None:
        await replay.command(self.bot, interaction, self.game, game, public)

    @group.command(name="abandon", description=_("cmd-tta-abandon"))
    async def abandon_(self, interaction: discord.Interaction[Any]) -> None:
        await self.abandon(interaction)


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(TtaCog(bot))
