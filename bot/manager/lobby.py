"""Lobbies: opening, joining, leaving, AI seats, starting and abandoning a game."""

from __future__ import annotations

import secrets
import string
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.errors import UserError
from bot.manager.base import Host, log, normalize_options, rules_options
from bot.store import GameRecord, SeatRecord
from rules.core import RulesError

ID_ALPHABET = string.ascii_lowercase + string.digits
ID_LENGTH = 8


if TYPE_CHECKING:
    from bot.manager.ai_seats import AiSeats
    from bot.manager.play import Play


def seat_key(seat: SeatRecord) -> str:
    """A lobby seat as a planned order names it: ``user:<id>``, or ``ai:<seat name>``."""
    return f"user:{seat.user_id}" if seat.user_id is not None else f"ai:{seat.name}"


def planned_order(game: GameRecord) -> list[SeatRecord]:
    """The lobby's seats in the order its ``seat_plan`` option plans (a rematch rotates the
    finished game's seats, bot/rematch.py): planned seats in their planned order, then the others
    in the order they came. Without a plan, the order they came."""
    plan = game.options.get("seat_plan")
    if not isinstance(plan, list):
        return list(game.seats)
    rank = {key: i for i, key in enumerate(plan)}
    order = sorted(
        range(len(game.seats)), key=lambda i: (rank.get(seat_key(game.seats[i]), len(rank)), i)
    )
    return [game.seats[i] for i in order]


class Lobby:
    """Lobbies: opening, joining, leaving, AI seats, starting (the first snapshot goes out
    through ``play``) and abandoning a game."""

    def __init__(self, host: Host, play: Play, ai: AiSeats) -> None:
        self.host = host
        self.play = play
        self.ai = ai

    async def shown(self, game: GameRecord) -> None:
        before = game.lobby_message_id
        await self.host.show(self.host.presenter.lobby(game))
        if game.lobby_message_id != before:
            await self.host.store.update(game)

    async def _lobby_saved(self, game: GameRecord) -> None:
        """Inside the lock: stamp, save and show a changed lobby."""
        game.updated_at = self.host.clock()
        await self.host.store.update(game)
        await self.shown(game)

    async def new_lobby(
        self,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        creator_locale: str | None,
        options: Mapping[str, Any],
    ) -> GameRecord:
        """Open a lobby of ``options["game"]`` (the registry's first game by default)."""
        name = str(options.get("game") or next(iter(self.host.games)))
        plugin = self.host.plugin(name)
        now = self.host.clock()
        for _attempt in range(5):
            game = GameRecord(
                id="".join(secrets.choice(ID_ALPHABET) for _ in range(ID_LENGTH)),
                game=name,
                guild_id=guild_id,
                channel_id=channel_id,
                creator_id=creator_id,
                status="lobby",
                options=normalize_options(options, self.host.default_language, plugin),
                seats=[SeatRecord(user_id=creator_id, name=creator_name, locale=creator_locale)],
                created_at=now,
                updated_at=now,
            )
            try:
                await self.host.store.create(game)  # ChannelBusy passes through
            except KeyError:
                continue  # id collision: draw another
            break
        else:  # pragma: no cover - 36^8 ids
            raise RuntimeError("could not draw a free game id")
        async with self.host.lock(game.id):
            await self.shown(game)
        return game

    async def join(
        self, channel_id: int, user_id: int, name: str, locale: str | None
    ) -> GameRecord:
        async with self.host.channel_locked(channel_id) as game:
            if game.status != "lobby":
                raise UserError("error-not-in-lobby")
            if self.host.seat_of(game, user_id) is not None:
                raise UserError("error-already-joined")
            if len(game.seats) >= int(game.options.get("max_players", 5)):
                raise UserError("error-game-full")
            game.seats.append(SeatRecord(user_id=user_id, name=name, locale=locale))
            game.seats = planned_order(game)
            await self._lobby_saved(game)
        return game

    async def leave(self, channel_id: int, user_id: int) -> GameRecord:
        async with self.host.channel_locked(channel_id) as game:
            seat = self.host.seat_of(game, user_id)
            if seat is None:
                raise UserError("error-not-a-player")
            if game.status != "lobby":
                raise UserError("error-not-in-lobby")
            if user_id == game.creator_id:
                raise UserError("error-creator-cannot-leave")
            del game.seats[seat]
            await self._lobby_saved(game)
        return game

    async def add_ai(self, channel_id: int, user_id: int, level: str = "normal") -> GameRecord:
        """Add an AI seat of ``level`` (easy, normal, strong; an agent's name also works)."""
        async with self.host.channel_locked(channel_id) as game:
            levels = self.host.plugin(game).ai_levels
            agent = levels.get(level, level if level in levels.values() else None)
            if agent is None:
                raise UserError("error-unknown-ai-level")
            if game.status != "lobby":
                raise UserError("error-not-in-lobby")
            if self.host.seat_of(game, user_id) is None:
                raise UserError("error-not-a-player")
            if len(game.seats) >= int(game.options.get("max_players", 5)):
                raise UserError("error-game-full")
            taken = {s.name for s in game.seats}
            number = 1
            while f"AI {number}" in taken:
                number += 1
            game.seats.append(SeatRecord(user_id=None, name=f"AI {number}", ai=agent))
            game.seats = planned_order(game)
            await self._lobby_saved(game)
        return game

    async def start(self, channel_id: int, user_id: int) -> GameRecord:
        async with self.host.channel_locked(channel_id) as game:
            if game.status != "lobby":
                raise UserError("error-not-in-lobby")
            if user_id != game.creator_id:
                raise UserError("error-creator-only")
            rules = self.host.rules(game)
            if len(game.seats) < rules.info.min_players:
                raise UserError("error-not-enough-players")
            if len(game.seats) > rules.info.max_players:
                raise UserError("error-game-full")
            if not self.host.humans(game, range(len(game.seats))):
                raise UserError("error-need-human")
            try:
                state = rules.new(
                    len(game.seats), rules_options(game.options), int(game.options["seed"])
                )
            except RulesError as error:  # options this game cannot be played with (yet)
                raise UserError("error-bad-options", detail=str(error)[:300]) from None
            now = self.host.clock()
            game.state = rules.dump(state)
            game.version = rules.version(state)
            game.status = "running"
            self.host.begin_wait(game, now)
            game.updated_at = now
            decision = rules.decision(state)
            self.host.remember_decision(game, decision)
            self.host.note_decision(game, decision)
            await self.host.store.update(game)
            await self.shown(game)
            await self.play.after_change(game, state, decision, [], mover=None, new_wait=True)
        self.ai.schedule(game.id)
        return game

    async def abandon(
        self,
        channel_id: int,
        user_id: int,
        can_manage_channel: bool,
        game_id: str | None = None,
    ) -> GameRecord:
        """End the channel's lobby or running game (``game_id``: only if it is that one) as
        abandoned; its state and actions are kept. A faulted game's notice says so and loses
        its buttons."""
        async with self.host.channel_locked(channel_id) as game:
            if game_id is not None and game.id != game_id:
                raise UserError("error-no-game")
            if user_id != game.creator_id and not can_manage_channel:
                raise UserError("error-no-permission")
            was_lobby = game.status == "lobby"
            game.status = "abandoned"
            game.waiting_since = None
            game.due_at = None
            game.updated_at = self.host.clock()
            await self.host.store.update(game)
            self.ai.waiting.discard(game.id)
            if was_lobby:
                await self.shown(game)
            if game.fault is not None and game.fault_notice_id is not None:
                log.warning("faulted game %s (%s) was abandoned", game.id, game.game)
                notice = self.host.presenter.fault_over(
                    game, game.fault_notice_id, "fault-abandoned"
                )
                await self.host.show(notice)
        return game
