"""Rematch: a button on a finished game's final message (custom id ``rm:<game_id>``).

A click by one of that game's players opens a new lobby in the same channel when the channel is
free: the same game and options (a new seed), the same language, the same AI seats (same
levels), and the clicker seated. The seat order is the finished game's rotated by one: its
second seat sits first, …, its first seat last.

How the lobby keeps that order until the start: the lobby's options hold ``seat_plan``, the
planned order as seat keys (``user:<id>`` for a player, ``ai:<name>`` for an AI seat; a host
option, never passed to the rules), and each join or added AI seat re-sorts the seats by it
(:func:`bot.manager.lobby.planned_order`): planned seats in their planned place, whoever was not
in the old game after them in the order they came. A player of the old game who does not join
is simply not there; the lobby's own buttons work as in any lobby. The options also hold
``rematch_of`` (the finished game's id): a click on the same button while that rematch lobby is
open joins it (the other players join with one click), a second click says where it is; a
click while another game holds the channel is refused. Nothing is kept in memory: the button
works after a restart.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import ChannelBusy, UserError
from bot.manager.lobby import seat_key
from bot.presenter.listing import table_link
from bot.store import GameRecord, SeatRecord
from bot.ui import layout

if TYPE_CHECKING:
    from bot.app import TabletopBot
    from bot.i18n import Translate

log = logging.getLogger(__name__)

TEMPLATE = r"rm:(?P<game>[a-z0-9]{1,32})"
# The options a rematch carries over as they were (the rules' own options too: every key but
# these and the host's bookkeeping).
DROPPED = ("seed", "rematch_of", "seat_plan", "game")


def custom_id(game_id: str) -> str:
    return f"rm:{game_id}"


def rotated(seats: list[SeatRecord]) -> list[SeatRecord]:
    """The finished game's seats rotated by one: seat 2 first, …, seat 1 last."""
    return seats[1:] + seats[:1] if seats else []


def plan(old: GameRecord) -> tuple[list[str], list[tuple[str, str]]]:
    """The planned seat keys of the rematch, and its AI seats as ``(name, agent)`` in the order
    they are added: an AI seat added k-th in a new lobby is named "AI k" (bot.manager.lobby), so
    they are named by their place in the rotated order."""
    keys: list[str] = []
    ais: list[tuple[str, str]] = []
    for seat in rotated(old.seats):
        if seat.user_id is None and seat.ai is None:
            continue  # a player whose data was erased (/privacy): their seat is not planned
        if seat.user_id is None:
            name = f"AI {len(ais) + 1}"
            ais.append((name, seat.ai or "heuristic"))
            seat = SeatRecord(user_id=None, name=name)
        keys.append(seat_key(seat))
    return keys, ais


def options_of(old: GameRecord) -> dict[str, Any]:
    options = {k: v for k, v in old.options.items() if k not in DROPPED}
    keys, _ = plan(old)
    options.update(game=old.game, rematch_of=old.id, seat_plan=keys)
    return options


def _link(game: GameRecord) -> str:
    return table_link(game)


async def on_click(bot: TabletopBot, interaction: discord.Interaction[Any], game_id: str) -> None:
    """A click on Rematch (see the module doc); every answer is private."""
    try:
        await interaction.response.defer(ephemeral=True)
    except discord.HTTPException:
        return
    interactions = bot.interactions
    user = interaction.user
    old = await bot.store.get(game_id)
    try:
        if old is None or old.status != "finished":
            raise UserError("error-no-game")
        if user.id not in old.players():
            raise UserError("rematch-not-player")
        message_id, link = await _rematch(bot, interaction, old)
    except UserError as error:
        await interactions.reply(interaction, old, error.message_id, **error.args_map)
        return
    except Exception:
        log.exception("rematch of game %s failed", game_id)
        await interactions.reply(interaction, old, "error-internal")
        return
    await interaction.followup.send(
        interactions.text(interaction, old, message_id, link=link), ephemeral=True
    )


async def _rematch(
    bot: TabletopBot, interaction: discord.Interaction[Any], old: GameRecord
) -> tuple[str, str]:
    """Open the rematch or join it; (the message to answer with, the lobby's link)."""
    user = interaction.user
    manager = bot.manager
    for _attempt in range(2):
        here = await bot.store.by_channel(old.channel_id)
        if here is not None:
            if here.status != "lobby" or here.options.get("rematch_of") != old.id:
                raise UserError("rematch-busy")
            if manager.seat_of(here, user.id) is not None:
                return "rematch-already", _link(here)
            joined = await manager.join(
                old.channel_id, user.id, user.display_name, str(interaction.locale)
            )
            return "rematch-joined", _link(joined)
        _, ais = plan(old)
        try:
            game = await manager.new_lobby(
                old.guild_id,
                old.channel_id,
                user.id,
                user.display_name,
                str(interaction.locale),
                options_of(old),
            )
        except ChannelBusy:
            continue  # someone else's click (or a new game) got there first: look again
        for _name, agent in ais:
            game = await manager.add_ai(old.channel_id, user.id, agent)
        return "rematch-opened", _link(game)
    raise UserError("rematch-busy")


def view(game_id: str, t: Translate) -> discord.ui.View:
    """The final message's Rematch button."""
    out = discord.ui.View(timeout=None)
    out.add_item(RematchButton(game_id, t("rematch-button")))
    return out


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=TEMPLATE):
    """Rematch, on a finished game's final message."""

    def __init__(self, game_id: str, text: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=layout.clip(text or "Rematch"),
                style=discord.ButtonStyle.success,
                custom_id=custom_id(game_id),
                emoji="🔁",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> RematchButton:
        return cls(match["game"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await on_click(interaction.client, interaction, self.game_id)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (RematchButton,)
