"""A player's games as ``/mygames`` and the daily digest list them: which come first, how long
each has waited, a jump link to its table, whole-line pages. Pure functions of game records
(no Discord calls, no store reads), shared by the command (:mod:`bot.cogs.mygames`) and the
presenter's digest and turn DMs (:mod:`bot.presenter.messages`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.store import GameRecord

if TYPE_CHECKING:
    from bot.i18n import Catalog

# A Discord message holds at most 2000 characters; each page stays below that.
PAGE_CHARS = 1900

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
