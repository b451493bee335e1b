"""The in-memory store: same contract as SQLite, for tests and throwaway runs (one process)."""

from __future__ import annotations

import contextlib
import copy
import time

from bot.errors import ChannelBusy
from bot.store import (
    ACTIVE_STATUSES,
    ActionRow,
    GameRecord,
    RatedGame,
    Rating,
    RatingPoint,
    UserSettings,
)
from bot.store.locks import NamedLocks


class MemoryStore:
    def __init__(self) -> None:
        self._games: dict[str, GameRecord] = {}
        self._actions: dict[str, list[ActionRow]] = {}
        self._interactions: dict[int, float] = {}
        self._settings: dict[tuple[int, str], str] = {}
        self._users: dict[int, dict[str, object]] = {}
        self._rated: dict[str, RatedGame] = {}
        self._ratings: dict[tuple[int, str, str], Rating] = {}
        self._points: list[RatingPoint] = []
        self._locks = NamedLocks()

    async def open(self) -> None:
        return None

    async def close(self) -> None:
        return None

    def _active_in(self, channel_id: int) -> GameRecord | None:
        for g in self._games.values():
            if g.channel_id == channel_id and g.status in ACTIVE_STATUSES:
                return g
        return None

    async def create(self, game: GameRecord) -> None:
        if game.id in self._games:
            raise KeyError(f"game id {game.id!r} is taken")
        if game.status in ACTIVE_STATUSES and self._active_in(game.channel_id) is not None:
            raise ChannelBusy()
        self._games[game.id] = copy.deepcopy(game)
        self._actions[game.id] = []

    async def get(self, game_id: str) -> GameRecord | None:
        g = self._games.get(game_id)
        return copy.deepcopy(g) if g is not None else None

    async def by_channel(self, channel_id: int) -> GameRecord | None:
        g = self._active_in(channel_id)
        return copy.deepcopy(g) if g is not None else None

    async def list_active(self, guild_id: int | None) -> list[GameRecord]:
        games = [
            g
            for g in self._games.values()
            if g.status in ACTIVE_STATUSES and (guild_id is None or g.guild_id == guild_id)
        ]
        games.sort(key=lambda g: (g.created_at, g.id))
        return copy.deepcopy(games)

    async def list_for_user(self, user_id: int) -> list[GameRecord]:
        games = [
            g
            for g in self._games.values()
            if g.status in ACTIVE_STATUSES and user_id in g.players()
        ]
        games.sort(key=lambda g: (g.created_at, g.id))
        return copy.deepcopy(games)

    async def list_unshown(self) -> list[GameRecord]:
        games = [
            g
            for g in self._games.values()
            if g.status in ("running", "finished") and g.shown_version < g.version
        ]
        games.sort(key=lambda g: (g.created_at, g.id))
        return copy.deepcopy(games)

    async def list_due(self, now: float, limit: int = 100) -> list[GameRecord]:
        games = [
            g
            for g in self._games.values()
            if g.status == "running" and g.due_at is not None and g.due_at <= now
        ]
        games.sort(key=lambda g: (g.due_at or 0.0, g.id))
        return copy.deepcopy(games[: max(0, limit)])

    async def shown_version(self, game_id: str) -> int:
        stored = self._games.get(game_id)
        return stored.shown_version if stored is not None else -1

    async def list_finished(self, guild_id: int | None, limit: int) -> list[GameRecord]:
        games = [
            g
            for g in self._games.values()
            if g.status == "finished" and (guild_id is None or g.guild_id == guild_id)
        ]
        games.sort(key=lambda g: (g.updated_at, g.id), reverse=True)
        return copy.deepcopy(games[: max(0, limit)])

    def _check_channel(self, game: GameRecord) -> None:
        if game.status in ACTIVE_STATUSES:
            other = self._active_in(game.channel_id)
            if other is not None and other.id != game.id:
                raise ChannelBusy()

    async def update(self, game: GameRecord) -> None:
        stored = self._games.get(game.id)
        if stored is None:
            raise KeyError(f"no game {game.id!r}")
        self._check_channel(game)
        new = copy.deepcopy(game)
        if stored.state is not None:
            new.state = stored.state
            new.version = stored.version
        elif new.state is None:
            new.version = stored.version
        new.shown_version = stored.shown_version
        self._games[game.id] = new

    async def save_action(self, game: GameRecord, expected_version: int, row: ActionRow) -> bool:
        stored = self._games.get(game.id)
        if stored is None or stored.version != expected_version:
            return False
        if any(r.version == row.version for r in self._actions[game.id]):
            return False
        self._check_channel(game)
        log = self._actions[game.id]
        row.seq = (log[-1].seq if log else 0) + 1
        row.game_id = game.id
        new = copy.deepcopy(game)
        new.shown_version = stored.shown_version
        self._games[game.id] = new
        log.append(copy.deepcopy(row))
        return True

    async def mark_shown(self, game_id: str, version: int) -> None:
        stored = self._games.get(game_id)
        if stored is None:
            raise KeyError(f"no game {game_id!r}")
        stored.shown_version = max(stored.shown_version, version)

    async def actions(self, game_id: str, limit: int | None = None) -> list[ActionRow]:
        log = self._actions.get(game_id, [])
        if limit is not None:
            log = log[-limit:] if limit > 0 else []
        return copy.deepcopy(log)

    async def actions_since(
        self, game_id: str, seat: int, codes: tuple[str, ...] = (), limit: int | None = None
    ) -> list[ActionRow]:
        log = self._actions.get(game_id, [])
        start = 0
        for i in range(len(log) - 1, -1, -1):
            if log[i].seat == seat and (not codes or log[i].action in codes):
                start = i + 1
                break
        found = log[start:]
        if limit is not None:
            found = found[-limit:] if limit > 0 else []
        return copy.deepcopy(found)

    async def claim_interaction(self, interaction_id: int) -> bool:
        if interaction_id in self._interactions:
            return False
        self._interactions[interaction_id] = time.time()
        return True

    async def get_setting(self, guild_id: int, key: str) -> str | None:
        return self._settings.get((guild_id, key))

    async def set_setting(self, guild_id: int, key: str, value: str) -> None:
        self._settings[(guild_id, key)] = value

    async def get_user(self, user_id: int) -> UserSettings:
        data = self._users.get(user_id)
        return (
            UserSettings.from_json(user_id, copy.deepcopy(data)) if data else UserSettings(user_id)
        )

    async def get_users(self, user_ids: list[int]) -> dict[int, UserSettings]:
        return {u: await self.get_user(u) for u in dict.fromkeys(user_ids) if u in self._users}

    async def put_user(self, settings: UserSettings) -> None:
        if settings.is_default():
            self._users.pop(settings.user_id, None)
        else:
            self._users[settings.user_id] = copy.deepcopy(settings.to_json())

    async def list_digests_due(self, now: float, limit: int = 100) -> list[UserSettings]:
        found = [await self.get_user(u) for u in self._users]
        due = [s for s in found if s.digest_due_at is not None and s.digest_due_at <= now]
        due.sort(key=lambda s: (s.digest_due_at or 0.0, s.user_id))
        return due[: max(0, limit)]

    async def ratings(self, scope: int, family: str, players: list[str]) -> dict[str, Rating]:
        found = {p: self._ratings.get((scope, family, p)) for p in players}
        return {p: copy.deepcopy(r) for p, r in found.items() if r is not None}

    async def save_rated(
        self, game: RatedGame, ratings: list[Rating], points: list[RatingPoint]
    ) -> bool:
        if game.game_id in self._rated:
            return False
        game.seq = max((g.seq for g in self._rated.values()), default=0) + 1
        self._rated[game.game_id] = copy.deepcopy(game)
        for r in ratings:
            self._ratings[(r.scope, r.family, r.player)] = copy.deepcopy(r)
        for point in points:
            point.seq = game.seq
            self._points.append(copy.deepcopy(point))
        return True

    async def list_unrated(self, limit: int = 100) -> list[GameRecord]:
        games = [
            g for g in self._games.values() if g.status == "finished" and g.id not in self._rated
        ]
        games.sort(key=lambda g: (g.updated_at, g.id))
        return copy.deepcopy(games[: max(0, limit)])

    async def rated_games(self, after_seq: int = 0, limit: int = 500) -> list[RatedGame]:
        games = sorted((g for g in self._rated.values() if g.seq > after_seq), key=lambda g: g.seq)
        return copy.deepcopy(games[: max(0, limit)])

    async def games_of_player(
        self, player: str, family: str | None = None, limit: int | None = None
    ) -> list[RatedGame]:
        games = [
            g
            for g in self._rated.values()
            if any(s.player == player for s in g.seats) and (family is None or g.family == family)
        ]
        games.sort(key=lambda g: g.seq, reverse=True)
        if limit is not None:
            games = games[: max(0, limit)]
        return copy.deepcopy(games)

    async def leaderboard(
        self, scope: int, family: str, offset: int = 0, limit: int = 10
    ) -> tuple[list[Rating], int]:
        rows = [r for (s, f, _), r in self._ratings.items() if s == scope and f == family]
        rows.sort(key=lambda r: (-r.ordinal, -r.games, r.player))
        return copy.deepcopy(rows[max(0, offset) : max(0, offset) + max(0, limit)]), len(rows)

    async def rating_points(self, scope: int, family: str, player: str) -> list[RatingPoint]:
        found = [
            p
            for p in self._points
            if p.scope == scope and p.family == family and p.player == player
        ]
        found.sort(key=lambda p: p.seq)
        return copy.deepcopy(found)

    async def replace_ratings(self, ratings: list[Rating], points: list[RatingPoint]) -> None:
        self._ratings = {(r.scope, r.family, r.player): copy.deepcopy(r) for r in ratings}
        self._points = copy.deepcopy(points)

    async def user_games(self, user_id: int) -> dict[str, int]:
        counts: dict[str, int] = {}
        for g in self._games.values():
            if user_id in g.players():
                counts[g.status] = counts.get(g.status, 0) + 1
        return counts

    async def erase_user(self, user_id: int, token: str) -> int:
        changed = 0
        for g in self._games.values():
            if g.status in ACTIVE_STATUSES:
                continue
            created = g.creator_id == user_id
            if created:
                g.creator_id = 0
            if user_id not in g.players():
                changed += created
                continue
            for i, seat in enumerate(g.seats):
                if seat.user_id == user_id:
                    seat.user_id = None
                    seat.name = f"#{i + 1}"
                    seat.locale = None
                    seat.standing = {}
            changed += 1
        self._users.pop(user_id, None)
        key = f"user:{user_id}"
        self._ratings = {k: r for k, r in self._ratings.items() if r.player != key}
        self._points = [p for p in self._points if p.player != key]
        for rated in self._rated.values():
            for s in rated.seats:
                if s.player == key:
                    s.player = f"erased:{token}"
                    s.name = ""
        return changed

    def lock(self, name: str) -> contextlib.AbstractAsyncContextManager[None]:
        """Exclusive within this process (the only one a memory store serves)."""
        return self._locks.hold(name)

    def try_lock(self, name: str) -> contextlib.AbstractAsyncContextManager[bool]:
        return self._locks.try_hold(name)
