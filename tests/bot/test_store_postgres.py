"""PostgreSQL with several stores on one database, as several bot processes would have them.

Needs ``TEST_DATABASE_URL`` (a database the tests may wipe); skipped without it. The shared
contract runs in tests/bot/test_store.py.
"""

from __future__ import annotations

import asyncio
import logging
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg  # type: ignore[import-untyped]
import pytest

import bot.store.postgres as pg
from bot.store import ActionRow, GameRecord, SeatRecord, migration_files
from bot.store.postgres import PostgresStore, lock_key

pytestmark = pytest.mark.postgres

REPO = Path(__file__).resolve().parents[2]


def record(game_id: str = "abcd1234", channel_id: int = 10, **kw: Any) -> GameRecord:
    fields: dict[str, Any] = {
        "id": game_id,
        "game": "hadara",
        "guild_id": 1,
        "channel_id": channel_id,
        "creator_id": 100,
        "status": "running",
        "options": {"variant": "basic"},
        "seats": [SeatRecord(100, "Ann"), SeatRecord(None, "AI 1", "random")],
        "state": "S0",
        "created_at": 1.0,
        "updated_at": 1.0,
    }
    fields.update(kw)
    return GameRecord(**fields)


def row(version: int, seat: int = 0) -> ActionRow:
    return ActionRow(0, "", version, seat, f"wheel.{version}", "player", [{"seat": seat}], 5.0)


@pytest.fixture
async def stores(postgres_url: str) -> AsyncIterator[tuple[PostgresStore, PostgresStore]]:
    a, b = PostgresStore(postgres_url), PostgresStore(postgres_url)
    await a.open()
    await b.open()
    yield a, b
    await a.close()
    await b.close()


async def advisory_locks(conn: Any, *, granted: bool | None = None) -> int:
    """Advisory locks held (or awaited) in the current database."""
    sql = (
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' "
        "AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
    )
    if granted is not None:
        sql += f" AND granted = {'true' if granted else 'false'}"
    return int(await conn.fetchval(sql))


async def until(check: Any, what: str, seconds: float = 10.0) -> None:
    """Wait until the coroutine function ``check`` returns true."""
    try:
        async with asyncio.timeout(seconds):
            while not await check():
                await asyncio.sleep(0.01)
    except TimeoutError:
        pytest.fail(f"timed out waiting for {what}")


def test_lock_key_is_stable() -> None:
    assert lock_key("game:abcd1234") == lock_key("game:abcd1234")
    assert lock_key("game:abcd1234") != lock_key("game:abcd1235")
    assert -(2**63) <= lock_key("x") < 2**63
    # Fixed: every process (and version) must derive the same key from a name.
    assert lock_key("") == int.from_bytes(bytes.fromhex("e4a6a0577479b2b4"), "big", signed=True)


async def test_concurrent_save_action_exactly_one_wins(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    a, b = stores
    await a.create(record())
    for version in range(15):
        mine, theirs = record(state=f"A{version + 1}"), record(state=f"B{version + 1}")
        mine.version = theirs.version = version + 1
        results = await asyncio.gather(
            a.save_action(mine, version, row(version, 0)),
            b.save_action(theirs, version, row(version, 1)),
        )
        assert sorted(results) == [False, True]
        stored = await a.get("abcd1234")
        assert stored is not None and stored.version == version + 1
        winner = "A" if results[0] else "B"
        assert stored.state == f"{winner}{version + 1}"
        log = await b.actions("abcd1234")
        assert [r.version for r in log] == list(range(version + 1))
        assert log[-1].seat == (0 if results[0] else 1)  # the winner's row, nothing of the loser
    assert [r.seq for r in await a.actions("abcd1234")] == list(range(1, 16))


async def test_concurrent_claims_exactly_one_wins(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    a, b = stores
    for interaction in range(1_000_000_000_000_000_000, 1_000_000_000_000_000_010):
        results = await asyncio.gather(
            *(s.claim_interaction(interaction) for s in (a, b, a, b, a, b))
        )
        assert results.count(True) == 1


async def test_old_interactions_are_pruned(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    a, _ = stores
    await a.pool.execute("INSERT INTO interactions (id, at) VALUES (1, 0.0)")
    assert await a.claim_interaction(2)  # a recent one stays
    a._claims = 499  # the next claim is the 500th: it prunes
    assert await a.claim_interaction(3)
    ids = [r[0] for r in await a.pool.fetch("SELECT id FROM interactions ORDER BY id")]
    assert ids == [2, 3]
    assert await a.claim_interaction(1)  # forgotten, so new again


async def test_lock_is_exclusive_across_stores(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    a, b = stores
    await a.set_setting(1, "counter", "0")
    trace: list[tuple[str, str]] = []

    async def worker(store: PostgresStore, who: str) -> None:
        for _ in range(5):
            async with store.lock("game:shared"):
                trace.append(("in", who))
                # Read-modify-write through the database: lost updates without the lock.
                value = int(await store.get_setting(1, "counter") or "0")
                await asyncio.sleep(0.005)
                await store.set_setting(1, "counter", str(value + 1))
                trace.append(("out", who))

    async with asyncio.timeout(60):
        await asyncio.gather(*(worker(s, f"{s is a}-{i}") for i in range(3) for s in (a, b)))
    assert await a.get_setting(1, "counter") == "30"
    for k in range(0, len(trace), 2):
        assert trace[k][0] == "in" and trace[k + 1] == ("out", trace[k][1]), trace
    # Both stores really took turns (the interleaving check is not vacuous).
    holders = [who.split("-")[0] for kind, who in trace if kind == "in"]
    assert "True" in holders and "False" in holders
    assert len(a._local) == len(b._local) == 0
    assert await advisory_locks(a.pool) == 0


async def test_try_lock_is_false_while_another_store_holds(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    a, b = stores
    async with asyncio.timeout(30):
        async with a.lock("game:x"):
            async with b.try_lock("game:x") as got:
                assert got is False
            async with b.try_lock("game:y") as got:
                assert got is True
                async with a.try_lock("game:y") as other:
                    assert other is False
        async with b.try_lock("game:x") as got:
            assert got is True
            async with a.try_lock("game:x") as other:
                assert other is False
        async with a.try_lock("game:x") as got:
            assert got is True


async def test_waiters_do_not_starve_queries(postgres_url: str) -> None:
    """Locks use their own connections: with every query connection idle and every lock
    connection waiting, the store still answers queries, and a holder can run them."""
    a = PostgresStore(postgres_url)
    b = PostgresStore(postgres_url, pool_size=1, lock_pool_size=3)
    await a.open()
    await b.open()
    try:
        async with asyncio.timeout(30):
            async with a.lock("n1"), a.lock("n2"), a.lock("n3"):
                waiters = [asyncio.create_task(_take(b, n)) for n in ("n1", "n2", "n3")]

                async def three_waiting() -> bool:
                    return await advisory_locks(a.pool, granted=False) == 3

                await until(three_waiting, "b's three waiters")
                await b.set_setting(1, "k", "v")
                assert await b.get_setting(1, "k") == "v"
            await asyncio.gather(*waiters)
            async with b.lock("n1"):
                assert await b.get_setting(1, "k") == "v"
    finally:
        await a.close()
        await b.close()


async def _take(store: PostgresStore, name: str) -> None:
    async with store.lock(name):
        await asyncio.sleep(0)


HOLDER = """
import asyncio, sys
from bot.store.postgres import PostgresStore

async def main() -> None:
    store = PostgresStore(sys.argv[1])
    await store.open()
    async with store.lock(sys.argv[2]):
        print("held", flush=True)
        await asyncio.sleep(3600)

asyncio.run(main())
"""


async def test_lock_is_freed_when_the_holder_process_dies(
    stores: tuple[PostgresStore, PostgresStore],
    postgres_url: str,
) -> None:
    a, _ = stores
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, postgres_url, "game:crash"],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        line = await asyncio.wait_for(asyncio.to_thread(proc.stdout.readline), 60)
        assert line.strip() == "held"
        async with a.try_lock("game:crash") as got:
            assert got is False
        proc.kill()  # SIGKILL: no clean-up runs in the holder
        await asyncio.to_thread(proc.wait)
        async with asyncio.timeout(20), a.lock("game:crash"):
            pass
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


async def test_lock_is_freed_when_the_holder_connection_dies(
    stores: tuple[PostgresStore, PostgresStore],
    caplog: pytest.LogCaptureFixture,
) -> None:
    a, b = stores
    held, done = asyncio.Event(), asyncio.Event()

    async def holder() -> None:
        async with b.lock("game:conn"):
            held.set()
            await done.wait()

    async with asyncio.timeout(30):
        task = asyncio.create_task(holder())
        await held.wait()
        # The server ends the holder's session (as when its machine drops off the network).
        killed = await a.pool.fetchval(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_locks "
            "WHERE locktype = 'advisory' AND granted AND pid <> pg_backend_pid() "
            # pg_locks shows the whole cluster: only this test's database (each pytest-xdist
            # worker has its own), never another worker's sessions.
            "AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
        )
        assert killed == 1
        async with a.lock("game:conn"):
            pass
        done.set()
        with caplog.at_level(logging.WARNING, logger="bot.store.postgres"):
            await task  # the holder's block ends without an error, with a warning
        assert "unlock failed" in caplog.text
        async with b.lock("game:conn"):  # b's lock pool recovered
            pass


async def test_cancelled_waiter_and_holder_leave_no_lock(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    a, b = stores
    async with asyncio.timeout(30):
        async with a.lock("game:c"):
            waiter = asyncio.create_task(_take(b, "game:c"))

            async def waiting() -> bool:
                return await advisory_locks(a.pool, granted=False) == 1

            await until(waiting, "b's waiter")
            waiter.cancel()  # inside pg_advisory_lock()
            with pytest.raises(asyncio.CancelledError):
                await waiter

            async def not_waiting() -> bool:
                return await advisory_locks(a.pool, granted=False) == 0

            await until(not_waiting, "the cancelled wait to end")
        assert await advisory_locks(a.pool) == 0  # the cancelled waiter took nothing

        held = asyncio.Event()

        async def hold_for_ever() -> None:
            async with b.lock("game:c"):
                held.set()
                await asyncio.Event().wait()

        holder = asyncio.create_task(hold_for_ever())
        await held.wait()
        async with a.try_lock("game:c") as got:
            assert got is False
        holder.cancel()
        with pytest.raises(asyncio.CancelledError):
            await holder
        async with a.try_lock("game:c") as got:
            assert got is True
        assert await advisory_locks(a.pool) == 0
        assert len(b._local) == 0


async def test_many_cancellations_never_leak(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    """Cancel lock users at random moments (waiting, just granted, holding, unlocking)."""
    a, b = stores

    async def user(store: PostgresStore) -> None:
        for _ in range(20):
            async with store.lock("game:storm"):
                await asyncio.sleep(0)

    async with asyncio.timeout(60):
        for delay in (0.0, 0.001, 0.002, 0.003, 0.005, 0.008, 0.013, 0.021):
            tasks = [asyncio.create_task(user(s)) for s in (a, b, a, b)]
            await asyncio.sleep(delay)
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

            async def none_left() -> bool:
                return await advisory_locks(a.pool) == 0

            await until(none_left, "every advisory lock to be released")
            async with a.try_lock("game:storm") as got:
                assert got is True
        assert len(a._local) == len(b._local) == 0


async def test_migrations_apply_once_when_stores_open_together(postgres_url: str) -> None:
    stores = [PostgresStore(postgres_url) for _ in range(4)]
    async with asyncio.timeout(60):
        await asyncio.gather(*(s.open() for s in stores))
    try:
        expected = migration_files("postgresql")
        for s in stores:
            assert await s.schema_version() == len(expected)
        applied = await stores[0].pool.fetch(
            "SELECT version, name FROM schema_migrations ORDER BY version"
        )
        assert [(r[0], r[1]) for r in applied] == [(n, name) for n, name, _ in expected]
        await stores[1].create(record())
        # Reopening applies nothing again and keeps the data.
        again = PostgresStore(postgres_url)
        await again.open()
        assert await again.schema_version() == len(expected)
        assert await again.get("abcd1234") == record()
        await again.close()
        assert await advisory_locks(stores[0].pool) == 0
    finally:
        for s in stores:
            await s.close()


async def test_failed_migration_rolls_back(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    good = migration_files("postgresql")
    bad = [*good, (len(good) + 1, "999_bad.sql", "CREATE TABLE t (x INTEGER);\nNOT SQL;")]
    monkeypatch.setattr(pg, "migration_files", lambda backend: bad)
    s = PostgresStore(postgres_url)
    with pytest.raises(RuntimeError, match="999_bad"):
        await s.open()
    conn = await asyncpg.connect(postgres_url)
    try:
        assert await conn.fetchval("SELECT max(version) FROM schema_migrations") == len(good)
        assert await conn.fetchval("SELECT to_regclass('t')") is None
        assert await conn.fetchval("SELECT to_regclass('games')") is not None
        assert await advisory_locks(conn) == 0
    finally:
        await conn.close()
    monkeypatch.setattr(pg, "migration_files", lambda backend: good)
    await s.open()  # the store is usable once the migration is fixed
    assert await s.schema_version() == len(good)
    await s.close()


async def test_schema_types(stores: tuple[PostgresStore, PostgresStore]) -> None:
    """Discord ids are BIGINT (snowflakes pass 2**31), times DOUBLE PRECISION."""
    a, _ = stores
    big = 1_234_567_890_123_456_789
    g = record(guild_id=big, channel_id=big + 1, creator_id=big + 2, table_message_id=big + 3)
    g.created_at = g.updated_at = 1_700_000_000.123456
    await a.create(g)
    assert await a.get(g.id) == g
    types = dict(
        await a.pool.fetch(
            "SELECT column_name, data_type FROM information_schema.columns "
            "WHERE table_name = 'games'"
        )
    )
    assert types["channel_id"] == "bigint" and types["created_at"] == "double precision"
    assert types["due_at"] == "double precision" and types["shown_version"] == "integer"
    assert "prompt_message_id" not in types  # dropped by 003
    # The timer tick's query has its partial index (running games with a due time).
    index = await a.pool.fetchval(
        "SELECT indexdef FROM pg_indexes WHERE tablename = 'games' AND indexname = 'games_due'"
    )
    assert index is not None and "due_at" in index and "running" in index


async def test_due_games_and_shown_versions_are_seen_by_every_process(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    """One process saves a move (and its next due time) or shows a version; another process's
    timer tick and table update read what it wrote."""
    a, b = stores
    await a.create(record(due_at=10.0))
    await a.create(record("bbbbbbbb", 11, due_at=15.0))
    assert [g.id for g in await b.list_due(20.0)] == ["abcd1234", "bbbbbbbb"]
    assert [g.id for g in await b.list_due(20.0, 1)] == ["abcd1234"]
    moved = record(state="S1", version=1, due_at=30.0)
    assert await a.save_action(moved, 0, row(0))
    assert [g.id for g in await b.list_due(20.0)] == ["bbbbbbbb"]
    assert [g.id for g in await b.list_due(30.0)] == ["bbbbbbbb", "abcd1234"]
    # Versions marked shown by both processes at once, in any order: the highest stays.
    versions = [3, 1, 7, 2, 7, 5, 0, 6]
    await asyncio.gather(
        *((a if i % 2 else b).mark_shown("abcd1234", v) for i, v in enumerate(versions))
    )
    assert await a.shown_version("abcd1234") == await b.shown_version("abcd1234") == 7
    assert await b.shown_version("bbbbbbbb") == -1
    assert await b.shown_version("missing0") == -1
