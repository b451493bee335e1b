"""The GameStore contract, run against every implementation (memory and SQLite)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.errors import ChannelBusy
from bot.store import ActionRow, GameRecord, GameStore, SeatRecord, open_store
from bot.store.memory import MemoryStore
from bot.store.sqlite import SqliteStore, migrations


def record(game_id: str = "abcd1234", channel_id: int = 10, **kw: object) -> GameRecord:
    fields: dict[str, object] = {
        "id": game_id,
        "game": "hadara",
        "guild_id": 1,
        "channel_id": channel_id,
        "creator_id": 100,
        "status": "lobby",
        "options": {"variant": "basic", "seed": 7, "language": "cs"},
        "seats": [
            SeatRecord(user_id=100, name="Ann", locale="cs"),
            SeatRecord(None, "AI 1", "random"),
        ],
        "created_at": 1.0,
        "updated_at": 1.0,
    }
    fields.update(kw)
    return GameRecord(**fields)  # type: ignore[arg-type]


def row(version: int, seat: int = 0, actor: str = "player") -> ActionRow:
    events = [{"kind": "x", "seat": seat}, {"kind": "secret", "private_to": seat}]
    return ActionRow(0, "", version, seat, f"wheel.{version}", actor, events, 5.0 + version)


async def test_create_get_roundtrip(store: GameStore) -> None:
    g = record()
    await store.create(g)
    got = await store.get(g.id)
    assert got == g
    assert got is not g
    assert await store.get("missing0") is None


async def test_one_active_game_per_channel(store: GameStore) -> None:
    await store.create(record("aaaaaaaa", 10))
    with pytest.raises(ChannelBusy) as err:
        await store.create(record("bbbbbbbb", 10))
    assert err.value.message_id == "error-channel-busy"
    await store.create(record("cccccccc", 11))  # another channel is fine
    got = await store.by_channel(10)
    assert got is not None and got.id == "aaaaaaaa"
    # Once the first game is over the channel is free again.
    got.status = "abandoned"
    await store.update(got)
    assert await store.by_channel(10) is None
    await store.create(record("bbbbbbbb", 10))
    again = await store.by_channel(10)
    assert again is not None and again.id == "bbbbbbbb"


async def test_duplicate_id_is_a_key_error(store: GameStore) -> None:
    await store.create(record("aaaaaaaa", 10))
    with pytest.raises(KeyError):
        await store.create(record("aaaaaaaa", 12))


async def test_update_writes_everything_but_state_and_version(store: GameStore) -> None:
    g = record()
    await store.create(g)
    g.seats.append(SeatRecord(200, "Bob", locale="pl", dms_closed=True))
    g.lobby_message_id = 555
    g.reminded = [1]
    g.options["max_players"] = 3
    await store.update(g)
    got = await store.get(g.id)
    assert got == g
    # The first state is written (the game starts) ...
    g.status, g.state, g.version = "running", "S0", 0
    await store.update(g)
    got = await store.get(g.id)
    assert got is not None and got.state == "S0" and got.status == "running"
    # ... later states only through save_action.
    g.state, g.version = "S-other", 9
    await store.update(g)
    got = await store.get(g.id)
    assert got is not None and (got.state, got.version) == ("S0", 0)


async def test_update_cannot_reopen_a_busy_channel(store: GameStore) -> None:
    a = record("aaaaaaaa", 10, status="finished")
    await store.create(a)
    await store.create(record("bbbbbbbb", 10))
    a.status = "running"
    with pytest.raises(ChannelBusy):
        await store.update(a)


async def test_save_action_compare_and_set(store: GameStore) -> None:
    g = record(status="running", state="S0")
    await store.create(g)
    g.state, g.version, g.waiting_since, g.wait_version = "S1", 1, 42.0, 1
    r = row(0)
    assert await store.save_action(g, 0, r)
    assert r.seq == 1 and r.game_id == g.id
    got = await store.get(g.id)
    assert got is not None and (got.state, got.version, got.waiting_since) == ("S1", 1, 42.0)
    assert got.wait_version == 1
    # A second writer that read version 0 loses and changes nothing.
    stale = record(status="running", state="S1-other", version=1)
    assert not await store.save_action(stale, 0, row(0, seat=1))
    got = await store.get(g.id)
    assert got is not None and got.state == "S1"
    assert [a.version for a in await store.actions(g.id)] == [0]
    # Status and result travel with the action (finishing is one transaction).
    g.state, g.version, g.status, g.result = "S2", 2, "finished", {"winners": [0]}
    assert await store.save_action(g, 1, row(1, seat=1, actor="ai"))
    got = await store.get(g.id)
    assert got is not None and got.status == "finished" and got.result == {"winners": [0]}
    assert await store.by_channel(g.channel_id) is None
    assert not await store.save_action(g, 7, row(7))


async def test_actions_log_order_and_limit(store: GameStore) -> None:
    g = record(status="running", state="S")
    await store.create(g)
    for v in range(5):
        g.version = v + 1
        assert await store.save_action(g, v, row(v, seat=v % 2, actor="ai" if v % 2 else "player"))
    log = await store.actions(g.id)
    assert [a.seq for a in log] == [1, 2, 3, 4, 5]
    assert [a.version for a in log] == [0, 1, 2, 3, 4]
    assert log[1].actor == "ai" and log[1].seat == 1 and log[1].action == "wheel.1"
    assert log[0].events == [{"kind": "x", "seat": 0}, {"kind": "secret", "private_to": 0}]
    assert [a.version for a in await store.actions(g.id, 2)] == [3, 4]
    assert await store.actions(g.id, 0) == []
    assert await store.actions("nothing0") == []


async def test_claim_interaction_once(store: GameStore) -> None:
    assert await store.claim_interaction(1234567890123456789)
    assert not await store.claim_interaction(1234567890123456789)
    assert await store.claim_interaction(2)


async def test_settings(store: GameStore) -> None:
    assert await store.get_setting(1, "language") is None
    await store.set_setting(1, "language", "cs")
    await store.set_setting(1, "language", "pl")
    await store.set_setting(2, "language", "ru")
    assert await store.get_setting(1, "language") == "pl"
    assert await store.get_setting(2, "language") == "ru"


async def test_lists(store: GameStore) -> None:
    await store.create(record("aaaaaaaa", 1, created_at=1.0))
    await store.create(record("bbbbbbbb", 2, guild_id=2, status="running", created_at=2.0))
    await store.create(record("cccccccc", 3, status="finished", updated_at=5.0))
    await store.create(record("dddddddd", 3, status="finished", updated_at=9.0))
    await store.create(record("eeeeeeee", 4, status="abandoned"))
    assert [g.id for g in await store.list_active(None)] == ["aaaaaaaa", "bbbbbbbb"]
    assert [g.id for g in await store.list_active(2)] == ["bbbbbbbb"]
    assert [g.id for g in await store.list_finished(1, 10)] == ["dddddddd", "cccccccc"]
    assert [g.id for g in await store.list_finished(None, 1)] == ["dddddddd"]
    assert await store.list_finished(2, 10) == []


# ---------------------------------------------------------------------------------------------
# SQLite specifics


async def test_sqlite_wal_migrations_and_reopen(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "bot.sqlite3"
    s = SqliteStore(path)
    await s.open()
    assert await s.journal_mode() == "wal"
    assert await s.schema_version() == len(migrations()) >= 1
    await s.create(record())
    await s.close()
    again = SqliteStore(path)
    await again.open()  # migrations already applied: nothing re-run
    assert await again.schema_version() == len(migrations())
    assert await again.get("abcd1234") == record()
    await again.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA foreign_keys").fetchone() is not None
        names = {r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"games", "actions", "interactions", "settings"} <= names


def test_migration_files_are_numbered() -> None:
    found = migrations()
    assert [n for n, _, _ in found] == list(range(1, len(found) + 1))
    assert found[0][1] == "001_initial.sql"


async def test_sqlite_failed_migration_rolls_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot.store.sqlite as sq

    good = migrations()
    bad = [*good, (len(good) + 1, "999_bad.sql", "CREATE TABLE t (x);\nTHIS IS NOT SQL;")]
    monkeypatch.setattr(sq, "migrations", lambda: bad)
    s = SqliteStore(tmp_path / "x.sqlite3")
    with pytest.raises(RuntimeError, match="999_bad"):
        await s.open()
    with sqlite3.connect(tmp_path / "x.sqlite3") as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == len(good)
        assert raw.execute("SELECT name FROM sqlite_master WHERE name = 't'").fetchone() is None


def test_open_store_urls(tmp_path: Path) -> None:
    assert isinstance(open_store("memory://"), MemoryStore)
    s = open_store("sqlite:///data/x.sqlite3")
    assert isinstance(s, SqliteStore) and s.path == "data/x.sqlite3"
    s = open_store(f"sqlite:///{tmp_path}/x.sqlite3")  # tmp_path is absolute
    assert isinstance(s, SqliteStore) and s.path == f"{tmp_path}/x.sqlite3"
    s = open_store("games.db")
    assert isinstance(s, SqliteStore) and s.path == "games.db"
    with pytest.raises(ValueError, match="PostgreSQL"):
        open_store("postgresql://user@host/db")
    with pytest.raises(ValueError):
        open_store("mysql://host/db")
