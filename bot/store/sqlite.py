"""The SQLite store (aiosqlite): one file in WAL mode, numbered migrations.

Migrations are ``migrations/sqlite/NNN_name.sql``; ``PRAGMA user_version`` holds the number of
the last one applied, and each is applied in its own transaction together with that number.

One connection per store, with an :class:`asyncio.Lock` around every use: coroutines share the
connection, so a transaction must not interleave with another coroutine's statements. The
compare-and-set on ``version`` in :meth:`SqliteStore.save_action` keeps a game consistent even
if a second process writes the same file.

The SQLite store supports ONE bot process: :meth:`SqliteStore.lock` and
:meth:`SqliteStore.try_lock` are process-local asyncio locks. Several processes need the
PostgreSQL store (:mod:`bot.store.postgres`).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from bot.errors import ChannelBusy
from bot.store import (
    ActionRow,
    GameRecord,
    RatedGame,
    Rating,
    RatingPoint,
    UserSettings,
    migration_files,
)
from bot.store import _rows as rows
from bot.store._rows import ACTIVE_SQL as _ACTIVE_SQL
from bot.store._rows import DUE_WHERE as _DUE_WHERE
from bot.store._rows import GAME_COLUMNS as _GAME_COLUMNS
from bot.store._rows import NOT_UPDATED as _NOT_UPDATED
from bot.store._rows import PLAYER_WHERE as _PLAYER_WHERE
from bot.store._rows import UNSHOWN_SQL as _UNSHOWN_SQL
from bot.store._rows import action_from_row
from bot.store._rows import actions_since_sql as _actions_since_sql
from bot.store._rows import dumps as _dumps
from bot.store._rows import game_from_row as _game_from_row
from bot.store._rows import game_params as _game_params
from bot.store.locks import NamedLocks

# Interaction ids older than this are forgotten (Discord never redelivers that late).
INTERACTION_TTL = 7 * 24 * 3600.0


def migrations() -> list[tuple[int, str, str]]:
    """(number, file name, SQL) of every bundled SQLite migration, in order."""
    return migration_files("sqlite")


# Columns written by update() (everything but state, version and shown_version) and by
# save_action() (also state and version; shown_version only through mark_shown()).
_UPDATE_SET = (
    "game = :game, guild_id = :guild_id, channel_id = :channel_id, creator_id = :creator_id, "
    "status = :status, options = :options, seats = :seats, "
    "table_message_id = :table_message_id, lobby_message_id = :lobby_message_id, "
    "waiting_since = :waiting_since, "
    "reminded = :reminded, wait_version = :wait_version, result = :result, "
    "created_at = :created_at, updated_at = :updated_at, due_at = :due_at, "
    "seat_since = :seat_since, fault = :fault, fault_at = :fault_at, "
    "fault_notice_id = :fault_notice_id, deciding = :deciding"
)


class SqliteStore:
    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._claims = 0
        self._locks = NamedLocks()

    # ------------------------------------------------------------------------------------------
    async def open(self) -> None:
        if self._db is not None:
            return
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: no implicit transactions; we BEGIN and COMMIT ourselves.
        db = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            await db.execute("PRAGMA busy_timeout = 5000")
            await db.execute("PRAGMA journal_mode = WAL")
            await db.execute("PRAGMA foreign_keys = ON")
            await db.execute("PRAGMA synchronous = NORMAL")
            await self._migrate(db)
        except BaseException:
            await db.close()
            raise
        self._db = db

    async def _migrate(self, db: aiosqlite.Connection) -> None:
        async with db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        current = int(row[0]) if row else 0
        for number, name, sql in migrations():
            if number <= current:
                continue
            try:
                # executescript runs the whole file; BEGIN/COMMIT make it one transaction
                # together with the new user_version.
                await db.executescript(
                    f"BEGIN IMMEDIATE;\n{sql}\n;PRAGMA user_version = {number};\nCOMMIT;"
                )
            except sqlite3.Error as exc:
                if db.in_transaction:
                    await db.execute("ROLLBACK")
                raise RuntimeError(f"SQLite migration {name} failed: {exc}") from exc

    async def close(self) -> None:
        if self._db is not None:
            db, self._db = self._db, None
            await db.close()

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("the store is not open (await store.open())")
        return self._db

    async def schema_version(self) -> int:
        async with self._lock, self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def journal_mode(self) -> str:
        async with self._lock, self.db.execute("PRAGMA journal_mode") as cur:
            row = await cur.fetchone()
        return str(row[0]) if row else ""

    # ------------------------------------------------------------------------------------------
    async def _one_game(self, where: str, params: Sequence[Any]) -> GameRecord | None:
        async with (
            self._lock,
            self.db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE {where}", params) as cur,
        ):
            row = await cur.fetchone()
        return _game_from_row(row) if row is not None else None

    async def _games(self, where: str, params: Sequence[Any], order: str) -> list[GameRecord]:
        async with (
            self._lock,
            self.db.execute(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE {where} ORDER BY {order}", params
            ) as cur,
        ):
            rows = await cur.fetchall()
        return [_game_from_row(r) for r in rows]

    async def _channel_taken(self, game: GameRecord) -> bool:
        """Inside the lock: does another lobby/running game live in ``game``'s channel?"""
        async with self.db.execute(
            f"SELECT 1 FROM games WHERE channel_id = ? AND id != ? AND {_ACTIVE_SQL}",
            (game.channel_id, game.id),
        ) as cur:
            return await cur.fetchone() is not None

    async def create(self, game: GameRecord) -> None:
        params = _game_params(game)
        names = ", ".join(f":{k}" for k in params)
        async with self._lock:
            try:
                await self.db.execute(
                    f"INSERT INTO games ({_GAME_COLUMNS}) VALUES ({names})", params
                )
            except sqlite3.IntegrityError:
                if await self._channel_taken(game):
                    raise ChannelBusy() from None
                raise KeyError(f"game id {game.id!r} is taken") from None

    async def get(self, game_id: str) -> GameRecord | None:
        return await self._one_game("id = ?", (game_id,))

    async def by_channel(self, channel_id: int) -> GameRecord | None:
        return await self._one_game(f"channel_id = ? AND {_ACTIVE_SQL}", (channel_id,))

    async def list_active(self, guild_id: int | None) -> list[GameRecord]:
        if guild_id is None:
            return await self._games(_ACTIVE_SQL, (), "created_at, id")
        return await self._games(f"guild_id = ? AND {_ACTIVE_SQL}", (guild_id,), "created_at, id")

    async def list_finished(self, guild_id: int | None, limit: int) -> list[GameRecord]:
        order = f"updated_at DESC, id DESC LIMIT {max(0, int(limit))}"
        if guild_id is None:
            return await self._games("status = 'finished'", (), order)
        return await self._games("guild_id = ? AND status = 'finished'", (guild_id,), order)

    async def list_for_user(self, user_id: int) -> list[GameRecord]:
        return await self._games(_PLAYER_WHERE.format(user="?"), (user_id,), "created_at, id")

    async def list_unshown(self) -> list[GameRecord]:
        return await self._games(_UNSHOWN_SQL, (), "created_at, id")

    async def list_due(self, now: float, limit: int = 100) -> list[GameRecord]:
        order = f"due_at, id LIMIT {max(0, int(limit))}"
        return await self._games(_DUE_WHERE.format(now="?"), (now,), order)

    async def shown_version(self, game_id: str) -> int:
        async with (
            self._lock,
            self.db.execute("SELECT shown_version FROM games WHERE id = ?", (game_id,)) as cur,
        ):
            row = await cur.fetchone()
        return int(row[0]) if row is not None else -1

    @staticmethod
    def _write_params(game: GameRecord) -> dict[str, Any]:
        """The named parameters of update() and save_action() (no shown_version)."""
        params = _game_params(game)
        for name in _NOT_UPDATED:
            del params[name]
        return params

    async def update(self, game: GameRecord) -> None:
        params = self._write_params(game)
        async with self._lock:
            try:
                # The state (and its version) is written here only when a game starts.
                cur = await self.db.execute(
                    f"UPDATE games SET {_UPDATE_SET}, "
                    "version = CASE WHEN state IS NULL AND :state IS NOT NULL "
                    "THEN :version ELSE version END, "
                    "state = COALESCE(state, :state) WHERE id = :id",
                    params,
                )
            except sqlite3.IntegrityError:
                if await self._channel_taken(game):
                    raise ChannelBusy() from None
                raise
            if cur.rowcount == 0:
                raise KeyError(f"no game {game.id!r}")

    async def save_action(self, game: GameRecord, expected_version: int, row: ActionRow) -> bool:
        params = self._write_params(game)
        params["expected"] = expected_version
        db = self.db
        async with self._lock:
            await db.execute("BEGIN IMMEDIATE")
            try:
                cur = await db.execute(
                    f"UPDATE games SET {_UPDATE_SET}, state = :state, version = :version "
                    "WHERE id = :id AND version = :expected",
                    params,
                )
                if cur.rowcount != 1:
                    await db.execute("ROLLBACK")
                    return False
                async with db.execute(
                    "SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?", (game.id,)
                ) as c:
                    seq_row = await c.fetchone()
                seq = int(seq_row[0]) if seq_row else 1
                await db.execute(
                    "INSERT INTO actions (game_id, seq, version, seat, action, actor, events, at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game.id,
                        seq,
                        row.version,
                        row.seat,
                        row.action,
                        row.actor,
                        _dumps(row.events),
                        row.at,
                    ),
                )
                await db.execute("COMMIT")
            except sqlite3.IntegrityError:
                await db.execute("ROLLBACK")
                return False
            except BaseException:
                if db.in_transaction:
                    await db.execute("ROLLBACK")
                raise
        row.seq = seq
        row.game_id = game.id
        return True

    async def mark_shown(self, game_id: str, version: int) -> None:
        async with self._lock:
            cur = await self.db.execute(
                "UPDATE games SET shown_version = MAX(shown_version, ?) WHERE id = ?",
                (version, game_id),
            )
            if cur.rowcount == 0:
                raise KeyError(f"no game {game_id!r}")

    async def actions(self, game_id: str, limit: int | None = None) -> list[ActionRow]:
        if limit is None:
            sql = (
                "SELECT seq, game_id, version, seat, action, actor, events, at FROM actions "
                "WHERE game_id = ? ORDER BY seq"
            )
            params: tuple[Any, ...] = (game_id,)
        else:
            sql = (
                "SELECT * FROM (SELECT seq, game_id, version, seat, action, actor, events, at "
                "FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq"
            )
            params = (game_id, max(0, int(limit)))
        async with self._lock, self.db.execute(sql, params) as cur:
            rows = await cur.fetchall()
        return [action_from_row(r) for r in rows]

    async def actions_since(
        self, game_id: str, seat: int, codes: tuple[str, ...] = (), limit: int | None = None
    ) -> list[ActionRow]:
        sql = _actions_since_sql(len(codes), limit is not None, lambda n: f"?{n}")
        params: tuple[Any, ...] = (game_id, seat, *codes)
        if limit is not None:
            params += (max(0, int(limit)),)
        async with self._lock, self.db.execute(sql, params) as cur:
            rows = await cur.fetchall()
        return [action_from_row(r) for r in rows]

    async def claim_interaction(self, interaction_id: int) -> bool:
        now = time.time()
        async with self._lock:
            cur = await self.db.execute(
                "INSERT OR IGNORE INTO interactions (id, at) VALUES (?, ?)", (interaction_id, now)
            )
            claimed = cur.rowcount == 1
            self._claims += 1
            if self._claims % 500 == 0:
                await self.db.execute(
                    "DELETE FROM interactions WHERE at < ?", (now - INTERACTION_TTL,)
                )
        return claimed

    async def get_setting(self, guild_id: int, key: str) -> str | None:
        async with (
            self._lock,
            self.db.execute(
                "SELECT value FROM settings WHERE guild_id = ? AND key = ?", (guild_id, key)
            ) as cur,
        ):
            row = await cur.fetchone()
        return str(row[0]) if row is not None else None

    async def set_setting(self, guild_id: int, key: str, value: str) -> None:
        async with self._lock:
            await self.db.execute(
                "INSERT INTO settings (guild_id, key, value) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
                (guild_id, key, value),
            )

    async def get_user(self, user_id: int) -> UserSettings:
        found = await self.get_users([user_id])
        return found.get(user_id) or UserSettings(user_id)

    async def get_users(self, user_ids: list[int]) -> dict[int, UserSettings]:
        ids = list(dict.fromkeys(user_ids))
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        sql = f"SELECT user_id, data FROM user_settings WHERE user_id IN ({marks})"
        async with self._lock, self.db.execute(sql, ids) as cur:
            rows = await cur.fetchall()
        return {int(r[0]): UserSettings.from_json(int(r[0]), json.loads(r[1])) for r in rows}

    async def put_user(self, settings: UserSettings) -> None:
        async with self._lock:
            if settings.is_default():
                await self.db.execute(
                    "DELETE FROM user_settings WHERE user_id = ?", (settings.user_id,)
                )
            else:
                await self.db.execute(
                    "INSERT INTO user_settings (user_id, data, digest_due_at, away_until) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET "
                    "data = excluded.data, digest_due_at = excluded.digest_due_at, "
                    "away_until = excluded.away_until",
                    (
                        settings.user_id,
                        json.dumps(settings.to_json(), sort_keys=True),
                        settings.digest_due_at,
                        settings.away_until,
                    ),
                )

    async def list_digests_due(self, now: float, limit: int = 100) -> list[UserSettings]:
        sql = (
            "SELECT user_id, data FROM user_settings WHERE digest_due_at IS NOT NULL "
            f"AND digest_due_at <= ? ORDER BY digest_due_at, user_id LIMIT {max(0, int(limit))}"
        )
        async with self._lock, self.db.execute(sql, (now,)) as cur:
            rows = await cur.fetchall()
        return [UserSettings.from_json(int(r[0]), json.loads(r[1])) for r in rows]

    # ------------------------------------------------------------------------------------------
    # Ratings (migration 009) and a player's stored data

    async def _fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        async with self._lock, self.db.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def ratings(self, scope: int, family: str, players: list[str]) -> dict[str, Rating]:
        keys = list(dict.fromkeys(players))
        if not keys:
            return {}
        marks = ", ".join("?" for _ in keys)
        found = await self._fetch(
            f"SELECT {rows.RATING_COLUMNS} FROM ratings WHERE scope = ? AND family = ? "
            f"AND player IN ({marks})",
            (scope, family, *keys),
        )
        return {r[2]: rows.rating_from_row(r) for r in found}

    async def save_rated(
        self, game: RatedGame, ratings: list[Rating], points: list[RatingPoint]
    ) -> bool:
        db = self.db
        rating_marks = ", ".join("?" for _ in rows.RATING_COLUMNS.split(","))
        async with self._lock:
            await db.execute("BEGIN IMMEDIATE")
            try:
                async with db.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM rated_games") as c:
                    found = await c.fetchone()
                seq = int(found[0]) if found else 1
                recorded = dataclasses.replace(game, seq=seq)
                cur = await db.execute(
                    f"INSERT INTO rated_games ({rows.RATED_COLUMNS}) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING",
                    rows.rated_params(recorded),
                )
                if cur.rowcount != 1:
                    await db.execute("ROLLBACK")
                    return False
                await db.executemany(
                    "INSERT OR IGNORE INTO rated_players (player, game_id, seq) VALUES (?, ?, ?)",
                    [(s.player, game.game_id, seq) for s in game.seats],
                )
                await db.executemany(
                    f"INSERT OR REPLACE INTO ratings ({rows.RATING_COLUMNS}) "
                    f"VALUES ({rating_marks})",
                    [rows.rating_params(r) for r in ratings],
                )
                await db.executemany(
                    f"INSERT INTO rating_points ({rows.POINT_COLUMNS}) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [rows.point_params(dataclasses.replace(p, seq=seq)) for p in points],
                )
                await db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    await db.execute("ROLLBACK")
                raise
        game.seq = seq
        for point in points:
            point.seq = seq
        return True

    async def list_unrated(self, limit: int = 100) -> list[GameRecord]:
        return await self._games(
            rows.UNRATED_WHERE, (), f"updated_at, id LIMIT {max(0, int(limit))}"
        )

    async def rated_games(self, after_seq: int = 0, limit: int = 500) -> list[RatedGame]:
        found = await self._fetch(
            f"SELECT {rows.RATED_COLUMNS} FROM rated_games WHERE seq > ? ORDER BY seq LIMIT ?",
            (after_seq, max(0, int(limit))),
        )
        return [rows.rated_from_row(r) for r in found]

    async def games_of_player(
        self, player: str, family: str | None = None, limit: int | None = None
    ) -> list[RatedGame]:
        sql = (
            f"SELECT {rows.RATED_COLUMNS} FROM rated_games WHERE game_id IN "
            "(SELECT game_id FROM rated_players WHERE player = ?)"
        )
        params: list[Any] = [player]
        if family is not None:
            sql += " AND family = ?"
            params.append(family)
        sql += " ORDER BY seq DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(max(0, int(limit)))
        return [rows.rated_from_row(r) for r in await self._fetch(sql, params)]

    async def leaderboard(
        self, scope: int, family: str, offset: int = 0, limit: int = 10
    ) -> tuple[list[Rating], int]:
        found = await self._fetch(
            f"SELECT {rows.RATING_COLUMNS} FROM ratings WHERE scope = ? AND family = ? "
            "ORDER BY ordinal DESC, games DESC, player LIMIT ? OFFSET ?",
            (scope, family, max(0, int(limit)), max(0, int(offset))),
        )
        count = await self._fetch(
            "SELECT COUNT(*) FROM ratings WHERE scope = ? AND family = ?", (scope, family)
        )
        return [rows.rating_from_row(r) for r in found], int(count[0][0])

    async def rating_points(self, scope: int, family: str, player: str) -> list[RatingPoint]:
        found = await self._fetch(
            f"SELECT {rows.POINT_COLUMNS} FROM rating_points "
            "WHERE scope = ? AND family = ? AND player = ? ORDER BY seq",
            (scope, family, player),
        )
        return [rows.point_from_row(r) for r in found]

    async def replace_ratings(self, ratings: list[Rating], points: list[RatingPoint]) -> None:
        db = self.db
        rating_marks = ", ".join("?" for _ in rows.RATING_COLUMNS.split(","))
        async with self._lock:
            await db.execute("BEGIN IMMEDIATE")
            try:
                await db.execute("DELETE FROM ratings")
                await db.execute("DELETE FROM rating_points")
                await db.executemany(
                    f"INSERT INTO ratings ({rows.RATING_COLUMNS}) VALUES ({rating_marks})",
                    [rows.rating_params(r) for r in ratings],
                )
                await db.executemany(
                    f"INSERT INTO rating_points ({rows.POINT_COLUMNS}) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [rows.point_params(p) for p in points],
                )
                await db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    await db.execute("ROLLBACK")
                raise

    async def user_games(self, user_id: int) -> dict[str, int]:
        found = await self._fetch(
            "SELECT status, COUNT(*) FROM games WHERE id IN "
            "(SELECT game_id FROM game_players WHERE user_id = ?) GROUP BY status",
            (user_id,),
        )
        return {str(r[0]): int(r[1]) for r in found}

    async def erase_user(self, user_id: int, token: str) -> int:
        db = self.db
        key, erased = f"user:{user_id}", f"erased:{token}"
        async with self._lock:
            await db.execute("BEGIN IMMEDIATE")
            try:
                async with db.execute(rows.ERASED_GAMES.format(user="?"), (user_id,)) as cur:
                    games = list(await cur.fetchall())
                # The game_players trigger follows each change of seats.
                await db.executemany(
                    "UPDATE games SET seats = ? WHERE id = ?",
                    [(rows.erased_seats(seats, user_id), game_id) for game_id, seats in games],
                )
                await db.execute("DELETE FROM user_settings WHERE user_id = ?", (user_id,))
                await db.execute("DELETE FROM ratings WHERE player = ?", (key,))
                await db.execute("DELETE FROM rating_points WHERE player = ?", (key,))
                async with db.execute(
                    "SELECT game_id, seats FROM rated_games WHERE game_id IN "
                    "(SELECT game_id FROM rated_players WHERE player = ?)",
                    (key,),
                ) as cur:
                    rated = list(await cur.fetchall())
                await db.executemany(
                    "UPDATE rated_games SET seats = ? WHERE game_id = ?",
                    [(rows.erased_rated_seats(s, key, erased), g) for g, s in rated],
                )
                await db.execute(
                    "UPDATE rated_players SET player = ? WHERE player = ?", (erased, key)
                )
                async with db.execute(rows.ERASED_CREATOR.format(user="?"), (user_id,)) as cur:
                    created = list(await cur.fetchall())
                await db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    await db.execute("ROLLBACK")
                raise
        return len({g[0] for g in games} | {c[0] for c in created})

    def lock(self, name: str) -> contextlib.AbstractAsyncContextManager[None]:
        """Exclusive within this process only: the SQLite store serves one bot process."""
        return self._locks.hold(name)

    def try_lock(self, name: str) -> contextlib.AbstractAsyncContextManager[bool]:
        return self._locks.try_hold(name)
