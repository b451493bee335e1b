"""The PostgreSQL store (asyncpg): several bot processes sharing one database.

Same behaviour as the SQLite store (same contract tests), plus what several processes need:

* :meth:`PostgresStore.save_action` is a compare-and-set on ``version`` in one transaction with
  the action insert; :meth:`PostgresStore.claim_interaction` is one ``INSERT … ON CONFLICT DO
  NOTHING``, so exactly one process wins either.
* :meth:`PostgresStore.lock` / :meth:`PostgresStore.try_lock` are session-level advisory locks
  (``pg_advisory_lock``) on a 64-bit key hashed from the name (:func:`lock_key`). They are taken
  on connections of a separate small *lock pool*, so that waiters never starve the pool of
  ordinary queries (a lock holder can always run store queries), behind a process-local asyncio
  lock per name, so that a process uses at most one lock connection per name. The server frees
  a lock when its connection drops, so a crashed process never keeps one.
* Migrations are ``migrations/postgresql/NNN_name.sql``; the table ``schema_migrations`` records
  the applied numbers. :meth:`PostgresStore.open` applies the missing ones while holding an
  advisory lock, each in its own transaction together with its number, so processes starting
  together do not race.

Connect directly or through a session-mode pooler: advisory locks are per session, which a
transaction-mode pooler (pgbouncer's default) does not keep.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import hashlib
import json
import logging
import time
from collections.abc import AsyncIterator
from typing import Any

import asyncpg  # type: ignore[import-untyped]

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
from bot.store._rows import (
    ACTION_COLUMNS,
    ACTIVE_SQL,
    DUE_WHERE,
    GAME_COLUMNS,
    NOT_UPDATED,
    PLAYER_WHERE,
    UNSHOWN_SQL,
    action_from_row,
    actions_since_sql,
    dumps,
    game_from_row,
    game_params,
)
from bot.store.locks import NamedLocks

log = logging.getLogger(__name__)

# Interaction ids older than this are forgotten (Discord never redelivers that late).
INTERACTION_TTL = 7 * 24 * 3600.0
CHANNEL_INDEX = "games_one_active_per_channel"
MIGRATIONS_LOCK_NAME = "tabletop-discord:schema-migrations"
CLOSE_TIMEOUT = 10.0

_NAMES = [c.strip() for c in GAME_COLUMNS.split(",")]
_INSERT_GAME = (
    f"INSERT INTO games ({GAME_COLUMNS}) "
    f"VALUES ({', '.join(f'${i}' for i in range(1, len(_NAMES) + 1))})"
)
# update() and save_action() never write shown_version (only create() and mark_shown() do).
# Their positional parameters: $1 … $24 are the other game columns in GAME_COLUMNS order ($1 is
# the id), so every one of them is used by the statement.
_WRITTEN = [name for name in _NAMES if name not in NOT_UPDATED]
_P = {name: f"${i}" for i, name in enumerate(_WRITTEN, start=1)}
_SET_BUT_STATE = ", ".join(
    f"{name} = {_P[name]}" for name in _WRITTEN if name not in ("id", "state", "version")
)
# The state (and its version) is written by update() only when a game starts.
_UPDATE_GAME = (
    f"UPDATE games SET {_SET_BUT_STATE}, "
    f"version = CASE WHEN state IS NULL AND {_P['state']}::text IS NOT NULL "
    f"THEN {_P['version']} ELSE version END, "
    f"state = COALESCE(state, {_P['state']}) WHERE id = $1"
)
_EXPECTED = f"${len(_WRITTEN) + 1}"
_SAVE_GAME = (
    f"UPDATE games SET {_SET_BUT_STATE}, state = {_P['state']}, version = {_P['version']} "
    f"WHERE id = $1 AND version = {_EXPECTED}"
)
_MARK_SHOWN = "UPDATE games SET shown_version = GREATEST(shown_version, $2) WHERE id = $1"
_INSERT_ACTION = (
    "INSERT INTO actions (game_id, seq, version, seat, action, actor, events, at) "
    "SELECT $1::text, COALESCE(MAX(seq), 0) + 1, $2, $3, $4, $5, $6, $7 "
    "FROM actions WHERE game_id = $1::text RETURNING seq"
)
_ACTION_COLUMNS = ACTION_COLUMNS
# Held (per transaction) while a rated game is recorded, so that seqs follow one another.
RATED_SEQ_LOCK = "tabletop-discord:rated-seq"
_UPSERT_RATING = (
    f"INSERT INTO ratings ({rows.RATING_COLUMNS}) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) "
    "ON CONFLICT (scope, family, player) DO UPDATE SET name = excluded.name, "
    "mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal, "
    "games = excluded.games, wins = excluded.wins, place_sum = excluded.place_sum, "
    "updated_at = excluded.updated_at"
)
_INSERT_POINT = (
    f"INSERT INTO rating_points ({rows.POINT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
)


def lock_key(name: str) -> int:
    """The advisory lock key of ``name``: the first 8 bytes of its BLAKE2b hash as a signed
    64-bit integer (stable across processes and versions, unlike :func:`hash`)."""
    digest = hashlib.blake2b(name.encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def _rowcount(status: str) -> int:
    """The row count of a command status such as ``UPDATE 1`` or ``INSERT 0 1``."""
    return int(status.rsplit(" ", 1)[-1])


def _dsn(url: str) -> str:
    """asyncpg takes ``postgresql://`` and ``postgres://``; SQLAlchemy-style
    ``postgresql+asyncpg://`` is accepted too."""
    scheme, sep, rest = url.partition("://")
    if scheme.startswith("postgresql+"):
        return f"postgresql{sep}{rest}"
    return url


class PostgresStore:
    def __init__(self, url: str, *, pool_size: int = 10, lock_pool_size: int = 10) -> None:
        """``pool_size`` connections at most for queries, and ``lock_pool_size`` for locks: one
        per name held or waited for by this process. When all are busy, ``lock`` and
        ``try_lock`` wait for a free one, so keep it above the number of names a process holds
        at once (a task holding locks that takes one more could otherwise wait for ever)."""
        self.url = url
        self._dsn = _dsn(url)
        self.pool_size = pool_size
        self.lock_pool_size = lock_pool_size
        self._pool: Any = None  # asyncpg.Pool (asyncpg ships no type information)
        self._lock_pool: Any = None
        self._local = NamedLocks()
        self._claims = 0

    # ------------------------------------------------------------------------------------------
    async def open(self) -> None:
        if self._pool is not None:
            return
        pool = await asyncpg.create_pool(self._dsn, min_size=1, max_size=self.pool_size)
        try:
            await self._migrate(pool)
            lock_pool = await asyncpg.create_pool(
                self._dsn, min_size=0, max_size=self.lock_pool_size
            )
        except BaseException:
            pool.terminate()
            raise
        self._pool, self._lock_pool = pool, lock_pool

    async def _migrate(self, pool: Any) -> None:
        key = lock_key(MIGRATIONS_LOCK_NAME)
        # Released explicitly below, and in any case by the pool's reset of the connection
        # (pg_advisory_unlock_all) or by the server when the connection is dropped.
        async with pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", key)
            try:
                await conn.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations ("
                    " version INTEGER PRIMARY KEY,"
                    " name TEXT NOT NULL,"
                    " applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
                )
                applied = {r[0] for r in await conn.fetch("SELECT version FROM schema_migrations")}
                for number, name, sql in migration_files("postgresql"):
                    if number in applied:
                        continue
                    try:
                        async with conn.transaction():
                            await conn.execute(sql)
                            await conn.execute(
                                "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
                                number,
                                name,
                            )
                    except asyncpg.PostgresError as exc:
                        raise RuntimeError(f"PostgreSQL migration {name} failed: {exc}") from exc
                    log.info("applied PostgreSQL migration %s", name)
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", key)

    async def close(self) -> None:
        pools = [p for p in (self._lock_pool, self._pool) if p is not None]
        self._pool = self._lock_pool = None
        for pool in pools:
            try:
                await asyncio.wait_for(pool.close(), CLOSE_TIMEOUT)
            except TimeoutError:
                log.warning("PostgreSQL connections still busy after %ss: closed", CLOSE_TIMEOUT)
                pool.terminate()

    @property
    def pool(self) -> Any:
        if self._pool is None:
            raise RuntimeError("the store is not open (await store.open())")
        return self._pool

    @property
    def lock_pool(self) -> Any:
        if self._lock_pool is None:
            raise RuntimeError("the store is not open (await store.open())")
        return self._lock_pool

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        value = await self.pool.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
        return int(value)

    # ------------------------------------------------------------------------------------------
    async def _games(self, where: str, params: tuple[Any, ...], order: str) -> list[GameRecord]:
        rows = await self.pool.fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY {order}", *params
        )
        return [game_from_row(r) for r in rows]

    async def create(self, game: GameRecord) -> None:
        try:
            await self.pool.execute(_INSERT_GAME, *game_params(game).values())
        except asyncpg.UniqueViolationError as exc:
            if exc.constraint_name == CHANNEL_INDEX:
                raise ChannelBusy() from None
            raise KeyError(f"game id {game.id!r} is taken") from None

    async def get(self, game_id: str) -> GameRecord | None:
        row = await self.pool.fetchrow(f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1", game_id)
        return game_from_row(row) if row is not None else None

    async def by_channel(self, channel_id: int) -> GameRecord | None:
        row = await self.pool.fetchrow(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 AND {ACTIVE_SQL}", channel_id
        )
        return game_from_row(row) if row is not None else None

    async def list_active(self, guild_id: int | None) -> list[GameRecord]:
        if guild_id is None:
            return await self._games(ACTIVE_SQL, (), "created_at, id")
        return await self._games(f"guild_id = $1 AND {ACTIVE_SQL}", (guild_id,), "created_at, id")

    async def list_finished(self, guild_id: int | None, limit: int) -> list[GameRecord]:
        order = f"updated_at DESC, id DESC LIMIT {max(0, int(limit))}"
        if guild_id is None:
            return await self._games("status = 'finished'", (), order)
        return await self._games("guild_id = $1 AND status = 'finished'", (guild_id,), order)

    async def list_for_user(self, user_id: int) -> list[GameRecord]:
        return await self._games(PLAYER_WHERE.format(user="$1"), (user_id,), "created_at, id")

    async def list_unshown(self) -> list[GameRecord]:
        return await self._games(UNSHOWN_SQL, (), "created_at, id")

    async def list_due(self, now: float, limit: int = 100) -> list[GameRecord]:
        order = f"due_at, id LIMIT {max(0, int(limit))}"
        return await self._games(DUE_WHERE.format(now="$1"), (now,), order)

    async def shown_version(self, game_id: str) -> int:
        value = await self.pool.fetchval("SELECT shown_version FROM games WHERE id = $1", game_id)
        return int(value) if value is not None else -1

    @staticmethod
    def _written(game: GameRecord) -> list[Any]:
        """The positional parameters of update() and save_action() (no shown_version)."""
        params = game_params(game)
        return [params[name] for name in _WRITTEN]

    async def update(self, game: GameRecord) -> None:
        try:
            status = await self.pool.execute(_UPDATE_GAME, *self._written(game))
        except asyncpg.UniqueViolationError as exc:
            if exc.constraint_name == CHANNEL_INDEX:
                raise ChannelBusy() from None
            raise
        if _rowcount(status) == 0:
            raise KeyError(f"no game {game.id!r}")

    async def save_action(self, game: GameRecord, expected_version: int, row: ActionRow) -> bool:
        params = self._written(game)
        try:
            async with self.pool.acquire() as conn, conn.transaction():
                # The row lock taken by this UPDATE makes a concurrent writer with the same
                # expected version wait, then find the new version and update nothing.
                status = await conn.execute(_SAVE_GAME, *params, expected_version)
                if _rowcount(status) != 1:
                    return False  # nothing written: the (empty) transaction just ends
                seq = await conn.fetchval(
                    _INSERT_ACTION,
                    game.id,
                    row.version,
                    row.seat,
                    row.action,
                    row.actor,
                    dumps(row.events),
                    row.at,
                )
        except asyncpg.IntegrityConstraintViolationError:
            return False  # rolled back (e.g. an action already logged for that version)
        row.seq = int(seq)
        row.game_id = game.id
        return True

    async def mark_shown(self, game_id: str, version: int) -> None:
        status = await self.pool.execute(_MARK_SHOWN, game_id, version)
        if _rowcount(status) == 0:
            raise KeyError(f"no game {game_id!r}")

    async def actions(self, game_id: str, limit: int | None = None) -> list[ActionRow]:
        if limit is None:
            rows = await self.pool.fetch(
                f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = $1 ORDER BY seq", game_id
            )
        else:
            rows = await self.pool.fetch(
                f"SELECT * FROM (SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = $1 "
                "ORDER BY seq DESC LIMIT $2) AS last ORDER BY seq",
                game_id,
                max(0, int(limit)),
            )
        return [action_from_row(r) for r in rows]

    async def actions_since(
        self, game_id: str, seat: int, codes: tuple[str, ...] = (), limit: int | None = None
    ) -> list[ActionRow]:
        sql = actions_since_sql(len(codes), limit is not None, lambda n: f"${n}")
        params: list[Any] = [game_id, seat, *codes]
        if limit is not None:
            params.append(max(0, int(limit)))
        return [action_from_row(r) for r in await self.pool.fetch(sql, *params)]

    async def claim_interaction(self, interaction_id: int) -> bool:
        now = time.time()
        status = await self.pool.execute(
            "INSERT INTO interactions (id, at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
            interaction_id,
            now,
        )
        self._claims += 1
        if self._claims % 500 == 0:
            await self.pool.execute("DELETE FROM interactions WHERE at < $1", now - INTERACTION_TTL)
        return _rowcount(status) == 1

    async def get_setting(self, guild_id: int, key: str) -> str | None:
        value = await self.pool.fetchval(
            "SELECT value FROM settings WHERE guild_id = $1 AND key = $2", guild_id, key
        )
        return str(value) if value is not None else None

    async def set_setting(self, guild_id: int, key: str, value: str) -> None:
        await self.pool.execute(
            "INSERT INTO settings (guild_id, key, value) VALUES ($1, $2, $3) "
            "ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
            guild_id,
            key,
            value,
        )

    async def get_user(self, user_id: int) -> UserSettings:
        found = await self.get_users([user_id])
        return found.get(user_id) or UserSettings(user_id)

    async def get_users(self, user_ids: list[int]) -> dict[int, UserSettings]:
        ids = list(dict.fromkeys(user_ids))
        if not ids:
            return {}
        rows = await self.pool.fetch(
            "SELECT user_id, data FROM user_settings WHERE user_id = ANY($1::BIGINT[])", ids
        )
        return {
            int(r["user_id"]): UserSettings.from_json(int(r["user_id"]), json.loads(r["data"]))
            for r in rows
        }

    async def put_user(self, settings: UserSettings) -> None:
        if settings.is_default():
            await self.pool.execute(
                "DELETE FROM user_settings WHERE user_id = $1", settings.user_id
            )
            return
        await self.pool.execute(
            "INSERT INTO user_settings (user_id, data, digest_due_at, away_until) "
            "VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO UPDATE SET "
            "data = excluded.data, digest_due_at = excluded.digest_due_at, "
            "away_until = excluded.away_until",
            settings.user_id,
            json.dumps(settings.to_json(), sort_keys=True),
            settings.digest_due_at,
            settings.away_until,
        )

    async def list_digests_due(self, now: float, limit: int = 100) -> list[UserSettings]:
        rows = await self.pool.fetch(
            "SELECT user_id, data FROM user_settings WHERE digest_due_at IS NOT NULL "
            "AND digest_due_at <= $1 ORDER BY digest_due_at, user_id LIMIT $2",
            now,
            max(0, int(limit)),
        )
        return [UserSettings.from_json(int(r["user_id"]), json.loads(r["data"])) for r in rows]

    # ------------------------------------------------------------------------------------------
    # Ratings (migration 009) and a player's stored data

    async def ratings(self, scope: int, family: str, players: list[str]) -> dict[str, Rating]:
        found = await self.pool.fetch(
            f"SELECT {rows.RATING_COLUMNS} FROM ratings WHERE scope = $1 AND family = $2 "
            "AND player = ANY($3::TEXT[])",
            scope,
            family,
            list(dict.fromkeys(players)),
        )
        return {r["player"]: rows.rating_from_row(r) for r in found}

    async def save_rated(
        self, game: RatedGame, ratings: list[Rating], points: list[RatingPoint]
    ) -> bool:
        async with self.pool.acquire() as conn, conn.transaction():
            # Recordings follow one another (each seq is the next), whichever process records.
            await conn.execute("SELECT pg_advisory_xact_lock($1)", lock_key(RATED_SEQ_LOCK))
            seq = int(await conn.fetchval("SELECT COALESCE(MAX(seq), 0) + 1 FROM rated_games"))
            inserted = await conn.fetchval(
                f"INSERT INTO rated_games ({rows.RATED_COLUMNS}) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) "
                "ON CONFLICT (game_id) DO NOTHING RETURNING seq",
                *rows.rated_params(dataclasses.replace(game, seq=seq)),
            )
            if inserted is None:
                return False  # already recorded: nothing written (the transaction just ends)
            await conn.executemany(
                "INSERT INTO rated_players (player, game_id, seq) VALUES ($1, $2, $3) "
                "ON CONFLICT DO NOTHING",
                [(s.player, game.game_id, seq) for s in game.seats],
            )
            await conn.executemany(_UPSERT_RATING, [rows.rating_params(r) for r in ratings])
            await conn.executemany(
                _INSERT_POINT, [rows.point_params(dataclasses.replace(p, seq=seq)) for p in points]
            )
        game.seq = seq
        for point in points:
            point.seq = seq
        return True

    async def list_unrated(self, limit: int = 100) -> list[GameRecord]:
        return await self._games(
            rows.UNRATED_WHERE, (), f"updated_at, id LIMIT {max(0, int(limit))}"
        )

    async def rated_games(self, after_seq: int = 0, limit: int = 500) -> list[RatedGame]:
        found = await self.pool.fetch(
            f"SELECT {rows.RATED_COLUMNS} FROM rated_games WHERE seq > $1 ORDER BY seq LIMIT $2",
            after_seq,
            max(0, int(limit)),
        )
        return [rows.rated_from_row(r) for r in found]

    async def games_of_player(
        self, player: str, family: str | None = None, limit: int | None = None
    ) -> list[RatedGame]:
        found = await self.pool.fetch(
            f"SELECT {rows.RATED_COLUMNS} FROM rated_games WHERE game_id IN "
            "(SELECT game_id FROM rated_players WHERE player = $1) "
            "AND ($2::TEXT IS NULL OR family = $2) ORDER BY seq DESC LIMIT $3",
            player,
            family,
            max(0, int(limit)) if limit is not None else None,
        )
        return [rows.rated_from_row(r) for r in found]

    async def leaderboard(
        self, scope: int, family: str, offset: int = 0, limit: int = 10
    ) -> tuple[list[Rating], int]:
        found = await self.pool.fetch(
            f"SELECT {rows.RATING_COLUMNS} FROM ratings WHERE scope = $1 AND family = $2 "
            'ORDER BY ordinal DESC, games DESC, player COLLATE "C" LIMIT $3 OFFSET $4',
            scope,
            family,
            max(0, int(limit)),
            max(0, int(offset)),
        )
        count = await self.pool.fetchval(
            "SELECT COUNT(*) FROM ratings WHERE scope = $1 AND family = $2", scope, family
        )
        return [rows.rating_from_row(r) for r in found], int(count)

    async def rating_points(self, scope: int, family: str, player: str) -> list[RatingPoint]:
        found = await self.pool.fetch(
            f"SELECT {rows.POINT_COLUMNS} FROM rating_points "
            "WHERE scope = $1 AND family = $2 AND player = $3 ORDER BY seq",
            scope,
            family,
            player,
        )
        return [rows.point_from_row(r) for r in found]

    async def replace_ratings(self, ratings: list[Rating], points: list[RatingPoint]) -> None:
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("DELETE FROM ratings")
            await conn.execute("DELETE FROM rating_points")
            await conn.executemany(_UPSERT_RATING, [rows.rating_params(r) for r in ratings])
            await conn.executemany(_INSERT_POINT, [rows.point_params(p) for p in points])

    async def user_games(self, user_id: int) -> dict[str, int]:
        found = await self.pool.fetch(
            "SELECT status, COUNT(*) FROM games WHERE id IN "
            "(SELECT game_id FROM game_players WHERE user_id = $1) GROUP BY status",
            user_id,
        )
        return {str(r[0]): int(r[1]) for r in found}

    async def erase_user(self, user_id: int, token: str) -> int:
        key, erased = f"user:{user_id}", f"erased:{token}"
        async with self.pool.acquire() as conn, conn.transaction():
            games = await conn.fetch(
                rows.ERASED_GAMES.format(user="$1") + " FOR UPDATE",
                user_id,
            )
            # The game_players trigger follows each change of seats.
            await conn.executemany(
                "UPDATE games SET seats = $1 WHERE id = $2",
                [(rows.erased_seats(g["seats"], user_id), g["id"]) for g in games],
            )
            await conn.execute("DELETE FROM user_settings WHERE user_id = $1", user_id)
            await conn.execute("DELETE FROM ratings WHERE player = $1", key)
            await conn.execute("DELETE FROM rating_points WHERE player = $1", key)
            rated = await conn.fetch(
                "SELECT game_id, seats FROM rated_games WHERE game_id IN "
                "(SELECT game_id FROM rated_players WHERE player = $1) FOR UPDATE",
                key,
            )
            await conn.executemany(
                "UPDATE rated_games SET seats = $1 WHERE game_id = $2",
                [(rows.erased_rated_seats(r["seats"], key, erased), r["game_id"]) for r in rated],
            )
            await conn.execute(
                "UPDATE rated_players SET player = $1 WHERE player = $2", erased, key
            )
            created = await conn.fetch(rows.ERASED_CREATOR.format(user="$1"), user_id)
        return len({g["id"] for g in games} | {c["id"] for c in created})

    # ------------------------------------------------------------------------------------------
    # Locks. A lock connection is handed back to the lock pool whatever happens; the pool resets
    # it with pg_advisory_unlock_all() (asyncpg's reset query), or drops it if that fails, so a
    # cancelled or failed block never leaves an advisory lock behind.

    def lock(self, name: str) -> contextlib.AbstractAsyncContextManager[None]:
        """Exclusive across every process using this database while the block runs; waits."""
        return self._lock(name)

    def try_lock(self, name: str) -> contextlib.AbstractAsyncContextManager[bool]:
        """True if taken (held until the block ends), False at once if someone holds it."""
        return self._try_lock(name)

    @contextlib.asynccontextmanager
    async def _lock(self, name: str) -> AsyncIterator[None]:
        key = lock_key(name)
        await self._local.acquire(name)
        try:
            async with self.lock_pool.acquire() as conn:
                await conn.execute("SELECT pg_advisory_lock($1)", key)
                try:
                    yield
                finally:
                    await self._unlock(conn, key, name)
        finally:
            self._local.release(name)

    @contextlib.asynccontextmanager
    async def _try_lock(self, name: str) -> AsyncIterator[bool]:
        if not await self._local.try_acquire(name):
            yield False  # held or awaited by this process
            return
        key = lock_key(name)
        taken = False
        try:
            async with self.lock_pool.acquire() as conn:
                taken = bool(await conn.fetchval("SELECT pg_try_advisory_lock($1)", key))
                if taken:
                    try:
                        yield True
                    finally:
                        await self._unlock(conn, key, name)
        finally:
            self._local.release(name)
        if not taken:
            yield False  # held by another process

    @staticmethod
    async def _unlock(conn: Any, key: int, name: str) -> None:
        try:
            released = await conn.fetchval("SELECT pg_advisory_unlock($1)", key)
        except Exception as exc:
            # The connection is broken (the server then freed the lock already) or the unlock
            # failed: drop the connection so that the server frees the lock in any case.
            log.warning("advisory lock %r: unlock failed (%s); connection dropped", name, exc)
            # A connection the server closed is already back in the pool, unusable.
            with contextlib.suppress(Exception):
                conn.terminate()
            return
        if not released:
            log.warning("advisory lock %r was no longer held (connection reset?)", name)
