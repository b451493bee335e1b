"""Through the Ages' own command: ``/tta undo`` (the rest of ``/tta …`` is generated from the
plugin, :mod:`bot.cogs.game_commands`)."""

from __future__ import annotations

from typing import Any

import discord

from bot.cogs.game_commands import AnyCommand, Texts, subcommand
from bot.cogs.play import GameCog


def own_commands(host: GameCog, texts: Texts) -> list[AnyCommand]:
    async def undo(interaction: discord.Interaction[Any]) -> None:
        """Takes back the last action of the turn, as the table's undo button does."""
        await host.act_command(interaction, "undo")

    return [subcommand(texts, "undo", undo)]
