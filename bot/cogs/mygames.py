"""``/mygames``: the asker's lobbies and running games in every server, answered privately and
usable in a DM with the bot.

Games where it is the asker's move come first (the longest wait first), then their other
running games (the longest wait first; a game stopped because its state no longer loads is one
of them, marked so), then the lobbies they joined (oldest first). Each line
names the game and its server, links to its table (or lobby) message, says whose move it is
and how long that has waited. Who decides is what the manager stored with the game's last save
(``GameRecord.deciding``): nothing is loaded or asked of the rules here, so the answer costs one
indexed store read (:meth:`bot.store.GameStore.list_for_user`). A game saved before that was
stored shows "—" until its next move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.play import _
from bot.interactions import think
from bot.presenter.listing import Entry, entries, paged, table_link, waited
from bot.presenter.text import names_of

if TYPE_CHECKING:
    from bot.app import TabletopBot
    from bot.i18n import Catalog

# At most this many private messages answer one command (the rest are counted, not listed).
MAX_PAGES = 5


class MyGamesCog(commands.Cog):
    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot

    def server_name(self, guild_id: int | None, catalog: Catalog, locale: str) -> str:
        guild = self.bot.get_guild(guild_id) if guild_id is not None else None
        if guild is None:
            return catalog.format(locale, "mygames-unknown-server")
        return discord.utils.escape_markdown(guild.name)

    def line(self, entry: Entry, user_id: int, locale: str, now: float) -> str:
        catalog = self.bot.catalog
        game = entry.game
        names = names_of(game, catalog.translator(locale, game.game))
        if game.fault is not None:
            # Its saved state no longer loads: nobody can move until a Retry (its notice says).
            move = catalog.format(locale, "fault-status")
        elif entry.group == 0:
            move = catalog.format(locale, "mygames-your-move")
        elif entry.group == 2:
            move = catalog.format(locale, "mygames-lobby", count=len(game.players()))
        elif entry.seats is None:
            move = catalog.format(locale, "mygames-move", names="—")
        else:
            movers = [
                discord.utils.escape_markdown(names[s]) for s in entry.seats if 0 <= s < len(names)
            ]
            move = catalog.format(locale, "mygames-move", names=", ".join(movers) or "—")
        wait = ""
        if entry.since is not None and entry.group != 2:
            time = waited(catalog, locale, now - entry.since)
            wait = catalog.format(locale, "mygames-waited", time=time)
        return catalog.format(
            locale,
            "mygames-line",
            game=catalog.format(locale, f"{game.game}-name", namespace=game.game),
            link=table_link(game),
            server=self.server_name(game.guild_id, catalog, locale),
            move=move,
            wait=wait,
        ).rstrip(" ·")

    @app_commands.command(name="mygames", description=_("cmd-mygames"))
    async def mygames(self, interaction: discord.Interaction[Any]) -> None:
        await think(interaction, private=True)
        catalog = self.bot.catalog
        locale = self.bot.interactions.locale(interaction, None)
        user_id = interaction.user.id
        now = self.bot.manager.host.clock()
        games = await self.bot.store.list_for_user(user_id)
        settings = await self.bot.store.get_user(user_id)
        away = ""
        if settings.away_until is not None and settings.away_until > now:
            until = f"<t:{int(settings.away_until)}:f>"
            away = "\n" + catalog.format(locale, "mygames-away", until=until)
        if not games:
            text = catalog.format(locale, "mygames-none") + away
            await interaction.followup.send(text, ephemeral=True)
            return
        placed = entries(games, user_id, now)
        mine = sum(1 for e in placed if e.group == 0)
        lines = [
            f"**{catalog.format(locale, 'mygames-title')}** · "
            + catalog.format(locale, "mygames-count", count=len(placed), yours=mine)
            + away
        ]
        lines += [self.line(e, user_id, locale, now) for e in placed]
        pages = paged(lines)
        listed = len(lines) - 1
        while len(pages) > MAX_PAGES and listed > 0:
            # Too many to list: the longest-waiting ones stay, the rest are counted.
            listed -= 1
            more = catalog.format(locale, "mygames-more", count=len(placed) - listed)
            pages = paged([*lines[: listed + 1], more])
        for page in pages:
            await interaction.followup.send(page, ephemeral=True)


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(MyGamesCog(bot))
