"""The game channel's messages other than the table: pings when a move is someone's, reminders
(by DM, else in the channel), notices, the fault notice of a game that does not load, the lobby
message and the final result.

Public messages use the game's language. Nothing here raises on a Discord error: the game is
saved before the presenter runs, so a failed message is logged and the game goes on
(``/<game> status`` re-posts).
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Sequence

import discord

from bot import rematch
from bot.i18n import Translator
from bot.manager.snapshot import Snapshot
from bot.notify import DEFAULT_AWAY_HOURS, after_quiet, in_quiet, is_away
from bot.presenter import text
from bot.presenter.base import Background, Shared, is_dms_closed, log
from bot.presenter.listing import entries, paged, table_link, waited
from bot.presenter.presence import Presence
from bot.presenter.prompts import Prompts
from bot.presenter.story import story_file
from bot.presenter.table import TableQueue
from bot.store import GameRecord, UserSettings


def turn_line(t: Translator, game: GameRecord, user_id: int, now: float) -> str:
    """One game waiting for ``user_id``: its name linked to its table, and the wait."""
    seats = [i for i, s in enumerate(game.seats) if s.user_id == user_id]
    since = [game.seat_since.get(s, game.waiting_since) for s in seats]
    known = [x for x in since if x is not None]
    start = max(known) if known else now
    return t(
        "notify-turn-line",
        game=t(f"{game.game}-name"),
        link=table_link(game),
        time=waited(t.catalog, t.locale, now - start),
    )


def turn_dm_text(
    t: Translator,
    game: GameRecord,
    link: str,
    now: float,
    recap: Sequence[str] | None = None,
) -> str:
    """A turn notice sent by DM: the game, a link to its table, how long it has waited (no
    mention: nobody else reads it), then ``recap`` (what the player missed), if any."""
    since = game.waiting_since if game.waiting_since is not None else now
    head = t(
        "notify-turn-dm",
        game=t(f"{game.game}-name"),
        link=link,
        time=waited(t.catalog, t.locale, now - since),
    )
    return "\n".join([head, *(recap or ())])[:2000]


class Messages:
    """Pings, reminders, notices, fault notices, the lobby and the result of each game."""

    def __init__(
        self, shared: Shared, presence: Presence, table: TableQueue, prompts: Prompts
    ) -> None:
        self.shared = shared
        # Who follows a game (is not pinged); the table a ping links to; the DM a reminder uses.
        self.presence = presence
        self.table = table
        self.prompts = prompts
        # game_id -> (waiting_since, seats already mentioned in that wait)
        self._mentioned: dict[str, tuple[float | None, set[int]]] = {}
        # (game_id, seat) -> (end of the player's quiet hours, the game): turn notices held.
        self._held: dict[tuple[str, int], tuple[float, GameRecord]] = {}
        self.background = Background()

    # ---------------------------------------------------------------- pings and reminders

    def ping(self, snap: Snapshot, seats: Sequence[int]) -> None:
        """The seats act on the table message, which carries their buttons: ping each human
        once per wait, and only if they have not been clicking the game's prompts lately."""
        game = snap.game
        since, mentioned = self._mentioned.get(game.id, (None, set()))
        if since != game.waiting_since:
            mentioned = set()
        new = [s for s in seats if s not in mentioned and game.seats[s].user_id is not None]
        mentioned |= set(new)
        self._mentioned[game.id] = (game.waiting_since, mentioned)
        absent = [s for s in new if not self.presence.present(game.id, game.seats[s].user_id)]
        if absent:
            self.background.spawn(self.turn_notices(game, absent), name=f"ping:{game.id}")

    async def turn_notices(self, game: GameRecord, seats: Sequence[int]) -> None:
        """Tell ``seats`` (humans) that the game waits for them, each as their own settings
        say (one ``get_users`` for all of them; see :mod:`bot.notify`): a ping in the channel,
        a DM with a link to the table, or both; nothing now in digest mode (the daily digest
        lists the game) or while away (the table shows it); held until the end of their quiet
        hours (:meth:`send_held`). A DM that cannot be delivered (DMs closed) becomes a ping.
        """
        users = {s: game.seats[s].user_id for s in seats}
        # Everyone's, not only theirs: the table shows who is away (bot.notify.away_note).
        everyone = [s.user_id for s in game.seats if s.user_id is not None and s.ai is None]
        try:
            found = await self.shared.users.read(self.shared.store, everyone)
        except Exception:  # the settings cannot be read: everyone gets the default ping
            log.exception("reading the players' settings of game %s failed", game.id)
            found = {u: UserSettings(u) for u in everyone}
        now = self.shared.clock()
        pinged: list[int] = []
        for seat in seats:
            settings = found.get(users[seat] or 0)
            if settings is None:
                continue
            if settings.digest_hour is not None or is_away(settings, now):
                continue
            if in_quiet(settings, now):
                self._held[(game.id, seat)] = (after_quiet(settings, now), game)
                continue
            if settings.notify in ("dm", "both"):
                delivered = await self.turn_dm(game, seat)
                if delivered and settings.notify == "dm":
                    continue
            pinged.append(seat)
        if pinged:
            mentions = " ".join(f"<@{game.seats[s].user_id}>" for s in pinged)
            await self._ping(game, mentions)

    async def send_held(self, now: float) -> None:
        """The turn notices held for quiet hours that have ended go out now, to the seats the
        game still waits for in the same wait (one read of each such game; a new wait has its
        own notice). Held in this process only: after a restart, the reminder (or the digest)
        tells the player instead."""
        due = [key for key, (at, _game) in self._held.items() if at <= now]
        by_game: dict[str, list[tuple[int, GameRecord]]] = {}
        for key in due:
            _at, held = self._held.pop(key)
            by_game.setdefault(key[0], []).append((key[1], held))
        for game_id, seats in by_game.items():
            game = await self.shared.store.get(game_id)
            if game is None or game.status != "running" or game.deciding is None:
                continue
            # Still the same wait, and the seat has not moved in it since.
            waiting = [
                s
                for s, held in seats
                if s in game.deciding
                and game.wait_version == held.wait_version
                and game.seat_since.get(s) == held.seat_since.get(s)
            ]
            if waiting:
                await self.turn_notices(game, waiting)

    async def turn_dm(
        self, game: GameRecord, seat: int, recap: Sequence[str] | None = None
    ) -> bool:
        """The seat's turn notice by DM: the game, a link to its table and how long it has
        waited, then what they missed since their previous turn (``recap``: those lines, read
        here when not given). False when their DMs are
        closed (the caller pings in the channel instead)."""
        s = game.seats[seat]
        if s.user_id is None or s.dms_closed:
            return False
        locale = self.shared.seat_locale(game, seat)
        link = await self._jump(game)
        if recap is None:
            # What they missed, as they may see it (their own private events too): the window
            # the table has just read for this turn, else one read.
            recap = await self.table.recaps.recap_lines(game, seat, locale)
        text = turn_dm_text(self.shared.t(locale, game), game, link, self.shared.clock(), recap)
        try:
            channel = await self.prompts.dm(s.user_id)
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            if is_dms_closed(error):
                return False
            log.warning("turn DM of game %s failed: %s", game.id, error)
        return True

    async def digest(self, user_id: int, games: Sequence[GameRecord], now: float) -> bool:
        """The player's daily digest by DM: each game (any server) where it is their move,
        the longest wait first, with its link and waiting time (as ``/mygames`` lists them).
        Nothing is sent when no game waits for them; False when their DMs are closed."""
        mine = [e.game for e in entries(list(games), user_id, now) if e.group == 0]
        if not mine:
            return True
        locale = self.shared.default_locale
        for seat in mine[0].seats:
            if seat.user_id == user_id:
                locale = self.shared.catalog.pick(seat.locale, self.shared.game_locale(mine[0]))
        t = self.shared.t(locale)
        lines = [t("notify-digest-title", count=len(mine))]
        for game in mine:
            lines.append("• " + turn_line(self.shared.t(locale, game), game, user_id, now))
        try:
            channel = await self.prompts.dm(user_id)
            for page in paged(lines)[:3]:
                await channel.send(page, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            if is_dms_closed(error):
                return False
            log.warning("digest DM to %s failed: %s", user_id, error)
        return True

    async def _jump(self, game: GameRecord) -> str:
        """A jump link to the game's table message, once it is shown (its first may be on its
        way)."""
        table = self.table.task(game.id)
        if table is not None and not table.done():
            await asyncio.wait({table}, timeout=30)
        if not game.table_message_id:
            stored = await self.shared.store.get(game.id)
            if stored is not None:
                return table_link(stored)
        return table_link(game)

    async def _ping(self, game: GameRecord, mentions: str) -> None:
        """Posts the ping once the table it links to is shown (it may be the game's first)."""
        table = self.table.task(game.id)
        if table is not None and not table.done():
            await asyncio.wait({table}, timeout=30)
        stored = await self.shared.store.get(game.id) if not game.table_message_id else None
        message_id = stored.table_message_id if stored is not None else game.table_message_id
        t = self.shared.t(self.shared.game_locale(game), game)
        link = f"<#{game.channel_id}>"
        if message_id and game.guild_id:
            link = f"https://discord.com/channels/{game.guild_id}/{game.channel_id}/{message_id}"
        args = self.shared.game_args(game, self.shared.game_locale(game))
        content = t("ping-your-move", mentions=mentions, link=link, **args)
        # The first lines of the public recap the table shows (what a notification previews).
        recap = self.table.recaps.ping_lines(game, self.shared.game_locale(game), mentions)
        content = "\n".join([content, *(f"> {line}" for line in recap)])[: text.MAX_CONTENT]
        try:
            await self.shared.channel(game.channel_id).send(
                content,
                allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
            )
        except discord.HTTPException:
            log.exception("ping of game %s failed", game.id)

    async def reminder(self, game: GameRecord, seat: int) -> None:
        s = game.seats[seat]
        if s.user_id is None:
            return
        if not s.dms_closed:
            t = self.shared.t(self.shared.seat_locale(game, seat), game)
            try:
                link = f"<#{game.channel_id}>"
                channel = await self.prompts.dm(s.user_id)
                await channel.send(t("notice-reminder", player=s.name) + " " + link)
                return
            except discord.HTTPException as error:
                if not is_dms_closed(error):
                    log.warning("reminder DM failed: %s", error)
        t = self.shared.t(self.shared.game_locale(game), game)
        try:
            await self.shared.channel(game.channel_id).send(
                t("notice-reminder", player=f"<@{s.user_id}>"),
                allowed_mentions=discord.AllowedMentions(users=True),
            )
        except discord.HTTPException:
            log.exception("reminder of game %s failed", game.id)

    async def notice(self, game: GameRecord, message_id: str, **args: str | int) -> None:
        locale = self.shared.game_locale(game)
        t = self.shared.t(locale, game)
        every: dict[str, str | int] = {**self.shared.game_args(game, locale), **args}
        try:
            await self.shared.channel(game.channel_id).send(
                t(message_id, **every), allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException:
            log.exception("notice %s of game %s failed", message_id, game.id)

    # ---------------------------------------------------------------- a game that does not load

    async def fault(self, game: GameRecord) -> int | None:
        """The channel is told, in one sentence, that the game cannot go on after the bot's
        update, with Retry and Abandon buttons (for its creator or an admin); the message id,
        or None if it could not be posted (tried again at the next start)."""
        from bot.ui import components

        t = self.shared.t(self.shared.game_locale(game), game)
        try:
            message = await self.shared.channel(game.channel_id).send(
                t("fault-notice"),
                view=components.fault_view(game.id, t),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:
            log.exception("the fault notice of game %s failed", game.id)
            return None
        return int(message.id)

    async def fault_over(self, game: GameRecord, notice_id: int, message_id: str) -> None:
        """The fault notice says how it ended (``message_id``: resumed, abandoned) and loses
        its buttons."""
        t = self.shared.t(self.shared.game_locale(game), game)
        channel = self.shared.channel(game.channel_id)
        try:
            await channel.get_partial_message(notice_id).edit(  # type: ignore[attr-defined]
                content=t(message_id), view=None
            )
        except discord.HTTPException:
            log.warning("could not edit the fault notice of game %s", game.id)

    # ---------------------------------------------------------------- lobby and result

    async def lobby(self, game: GameRecord) -> None:
        locale = self.shared.game_locale(game)
        t = self.shared.t(locale, game)
        embed = self.lobby_embed(game, locale)
        from bot.ui import components

        levels = tuple(self.shared.plugin(game).ai_levels)
        view = components.lobby_view(game.id, t, open_=game.status == "lobby", levels=levels)
        channel = self.shared.channel(game.channel_id)
        try:
            if game.lobby_message_id:
                try:
                    await channel.get_partial_message(game.lobby_message_id).edit(  # type: ignore[attr-defined]
                        embed=embed, view=view
                    )
                    return
                except discord.NotFound:
                    pass
            message = await channel.send(embed=embed, view=view)  # type: ignore[arg-type]
            game.lobby_message_id = message.id
        except discord.HTTPException:
            log.exception("lobby message of game %s failed", game.id)

    def lobby_embed(self, game: GameRecord, locale: str) -> discord.Embed:
        t = self.shared.t(locale, game)
        plugin = self.shared.plugin(game)
        o = game.options
        creator = next((s.name for s in game.seats if s.user_id == game.creator_id), "?")
        embed = discord.Embed(
            title=t("lobby-title", game=t(f"{game.game}-name")), colour=discord.Colour.gold()
        )
        embed.description = t(
            "lobby-body",
            creator=creator,
            variant=t(f"variant-{o.get('variant', plugin.rules.info.variants[0])}"),
            max=int(o.get("max_players", plugin.rules.info.max_players)),
            reminder=text.num(o.get("reminder_hours", 12)),
            replace=text.num(o.get("replace_hours", 24)),
        )
        away = float(o.get("away_hours", DEFAULT_AWAY_HOURS))
        embed.description += "\n" + t(
            "lobby-away",
            away=int(away) if away.is_integer() else away,
            command="/" + t("cmd-away.name"),
        )
        lines = []
        for i, s in enumerate(game.seats, 1):
            name = (
                t(
                    "lobby-ai-seat",
                    name=text.seat_name(game, i - 1, t),
                    level=t(f"ai-level-{plugin.level_of(s.ai)}"),
                )
                if s.ai
                else (f"<@{s.user_id}>" if s.user_id else s.name)
            )
            lines.append(f"{i}. {name}")
        maximum = int(o.get("max_players", plugin.rules.info.max_players))
        embed.add_field(
            name=t("lobby-seats", count=len(game.seats), max=maximum),
            value="\n".join(lines) or t("none"),
            inline=False,
        )
        if game.status in ("running", "finished"):
            embed.set_footer(text=t("lobby-started"))
        elif game.status == "abandoned":
            embed.set_footer(text=t("lobby-abandoned"))
        return embed

    async def finished(self, snap: Snapshot) -> None:
        game = snap.game
        locale = self.shared.game_locale(game)
        t = self.shared.t(locale, game)
        names = text.names_of(game, t)
        try:
            png = await self.shared.pool.render(
                game.id,
                game.version,
                None,
                "scores",
                locale,
                self.shared.plugin(game).renderer.scores,
                snap.public,
                t,
                names,
            )
        except Exception:
            log.exception("rendering the score sheet of game %s failed", game.id)
            png = b""
        content = text.finished_text(game, t)
        channel = self.shared.channel(game.channel_id)
        buttons = rematch.view(game.id, t)
        story = await story_file(self.shared, game, locale, t, names)  # never raises
        files = [discord.File(io.BytesIO(png), filename="scores.png")] if png else []
        files += [story] if story else []
        try:
            await channel.send(content=content, files=files, view=buttons)
        except discord.HTTPException:
            log.exception("final message of game %s failed", game.id)
        self._mentioned.pop(game.id, None)
