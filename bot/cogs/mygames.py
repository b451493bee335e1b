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

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.play import _
from bot.interactions import think
from bot.presenter.text import names_of
from bot.store import GameRecord

if TYPE_CHECKING:
    from bot.app import TabletopBot
    from bot.i18n import Catalog

# A Discord message holds at most 2000 characters; each page stays below that.
PAGE_CHARS = 1900
# At most this many private messages answer one command (the rest are counted, not listed).
MAX_PAGES = 5

MINUTE, HOUR, DAY = 60.0, 3600.0, 86400.0


@dataclass(frozen=True)
class Entry:
    """One of the asker's games, placed: ``group`` 0 their move, 1 another running game,
    2 a lobby; ``since`` when the wait it shows began (None: not known)."""

    game: GameRecord
    group: int
    since: float | None
    seats: tuple[int, ...] | None  # who decides (None: not known)


def entries(games: list[GameRecord], user_id: int, now: float) -> list[Entry]:
    """The asker's games in the order ``/mygames`` lists them."""
    placed: list[Entry] = []
    for game in games:
        if game.status == "lobby":
            placed.append(Entry(game, 2, game.created_at, None))
            continue
        deciding = tuple(game.deciding) if game.deciding is not None else None
        mine = [
            s
            for s in deciding or ()
            if 0 <= s < len(game.seats) and game.seats[s].user_id == user_id
        ]
        since = game.waiting_since
        if mine and game.fault is None:
            # Their own wait: it began again with their last move inside a longer wait.
            own = [game.seat_since.get(s, since) for s in mine]
            known = [t for t in own if t is not None]
            placed.append(Entry(game, 0, max(known) if known else None, deciding))
        else:
            placed.append(Entry(game, 1, since, deciding))

    def key(e: Entry) -> tuple[int, float, float, str]:
        since = e.since if e.since is not None else now
        return (e.group, since, e.game.created_at, e.game.id)

    placed.sort(key=key)
    return placed


def waited(catalog: Catalog, locale: str, seconds: float) -> str:
    """A wait in words: minutes under an hour, hours under two days, then days."""
    seconds = max(0.0, seconds)
    if seconds < HOUR:
        return catalog.format(locale, "wait-minutes", count=max(1, int(seconds // MINUTE)))
    if seconds < 2 * DAY:
        return catalog.format(locale, "wait-hours", count=int(seconds // HOUR))
    return catalog.format(locale, "wait-days", count=int(seconds // DAY))


def table_link(game: GameRecord) -> str:
    """A jump link to the game's table message (its lobby message before it starts)."""
    guild = str(game.guild_id) if game.guild_id is not None else "@me"
    link = f"https://discord.com/channels/{guild}/{game.channel_id}"
    message_id = game.table_message_id or game.lobby_message_id
    return f"{link}/{message_id}" if message_id else link


def paged(lines: list[str], limit: int = PAGE_CHARS) -> list[str]:
    """``lines`` joined into messages of at most ``limit`` characters, whole lines each."""
    pages: list[str] = []
    current = ""
    for line in lines:
        line = line[:limit]
        if current and len(current) + 1 + len(line) > limit:
            pages.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        pages.append(current)
    return pages


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
