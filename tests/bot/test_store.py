"""The GameStore contract, run against every implementation (memory, SQLite and PostgreSQL).

The PostgreSQL parameter runs when ``TEST_DATABASE_URL`` names a database the tests may wipe and
is skipped otherwise; tests/bot/test_store_postgres.py adds what needs two stores (processes).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.errors import ChannelBusy
from bot.store import (
    ActionRow,
    GameRecord,
    GameStore,
    SeatRecord,
    UserSettings,
    migration_files,
    open_store,
)
from bot.store._rows import game_params
from bot.store.locks import NamedLocks
from bot.store.memory import MemoryStore
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore, migrations


@pytest.fixture(params=["memory", "sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[GameStore]:
    """Overrides conftest's ``store`` (memory and SQLite) with PostgreSQL added."""
    s: GameStore
    if request.param == "postgresql":
        s = PostgresStore(request.getfixturevalue("postgres_url"))
    elif request.param == "sqlite":
        s = SqliteStore(tmp_path / "bot.sqlite3")
    else:
        s = MemoryStore()
    await s.open()
    yield s
    await s.close()


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
    g.seat_since = {1: 3.5}
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


async def test_a_fault_is_written_by_update_and_keeps_the_state(store: GameStore) -> None:
    """A running game whose state no longer loads is marked (why, when, the notice) by
    ``update``, keeps its state, version and actions, and is cleared the same way."""
    g = record(status="running", state="S3", version=3, shown_version=3, due_at=50.0)
    await store.create(g)
    g.version, g.state = 4, "S4"
    assert await store.save_action(g, 3, row(3))
    g.fault, g.fault_at, g.due_at = "BadDump: data set 'x' changed", 77.0, None
    await store.update(g)
    got = await store.get(g.id)
    assert got is not None and got.fault == "BadDump: data set 'x' changed"
    assert (got.fault_at, got.fault_notice_id, got.state, got.version) == (77.0, None, "S4", 4)
    assert [a.version for a in await store.actions(g.id)] == [3]
    assert await store.list_due(100.0) == []  # no timer looks at it
    assert [a.id for a in await store.list_active(1)] == [g.id]  # kept, still running
    got.fault_notice_id = 123_456_789_012_345_678
    await store.update(got)
    again = await store.get(g.id)
    assert again is not None and again.fault_notice_id == 123_456_789_012_345_678
    again.fault = again.fault_at = again.fault_notice_id = None
    await store.update(again)
    cleared = await store.get(g.id)
    assert cleared is not None and (cleared.fault, cleared.fault_at) == (None, None)
    assert cleared.fault_notice_id is None


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
    g.seat_since = {0: 43.0}
    r = row(0)
    assert await store.save_action(g, 0, r)
    assert r.seq == 1 and r.game_id == g.id
    got = await store.get(g.id)
    assert got is not None and (got.state, got.version, got.waiting_since) == ("S1", 1, 42.0)
    assert got.wait_version == 1 and got.seat_since == {0: 43.0}
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


async def test_actions_since_a_seats_last_turn(store: GameStore) -> None:
    """The rows after a seat's last action of the given codes (its previous turn's end), in
    one read: what its recap tells (issue 29)."""
    g = record(status="running", state="S")
    await store.create(g)
    moves = [(0, "take"), (0, "end"), (1, "take"), (1, "end"), (0, "take"), (1, "take")]
    for v, (seat, code) in enumerate(moves):
        g.version = v + 1
        r = row(v, seat=seat)
        r.action = code
        assert await store.save_action(g, v, r)

    async def since(seat: int, codes: tuple[str, ...] = (), limit: int | None = None) -> list[int]:
        return [a.version for a in await store.actions_since(g.id, seat, codes, limit)]

    assert await since(0, ("end",)) == [2, 3, 4, 5]
    assert await since(1, ("end", "resign")) == [4, 5]
    assert await since(0) == [5]  # any action of the seat
    assert await since(1) == []
    assert await since(2, ("end",)) == [0, 1, 2, 3, 4, 5]  # never ended a turn: everything
    assert await since(0, ("end",), 2) == [4, 5]
    assert await since(0, ("end",), 0) == []
    got = await store.actions_since(g.id, 0, ("end",))
    assert got == (await store.actions(g.id))[2:]  # whole rows, events included
    assert await store.actions_since("nothing0", 0, ("end",)) == []


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
# shown_version: the version whose table and prompts went out last


async def test_shown_version_round_trips_and_only_rises(store: GameStore) -> None:
    g = record(status="running", state="S0")
    await store.create(g)
    got = await store.get(g.id)
    assert got is not None and got.shown_version == -1 == g.shown_version  # nothing shown yet
    await store.create(record("bbbbbbbb", 11, status="running", state="S", shown_version=4))
    other = await store.get("bbbbbbbb")
    assert other is not None and other.shown_version == 4
    await store.mark_shown(g.id, 0)
    got = await store.get(g.id)
    assert got is not None and got.shown_version == 0
    await store.mark_shown(g.id, 3)
    await store.mark_shown(g.id, 2)  # a late writer of an older version changes nothing
    got = await store.get(g.id)
    assert got is not None and got.shown_version == 3
    # update() and save_action() with a stale copy leave it alone.
    g.lobby_message_id, g.shown_version = 9, -1
    await store.update(g)
    got = await store.get(g.id)
    assert got is not None and (got.lobby_message_id, got.shown_version) == (9, 3)
    g.state, g.version, g.shown_version = "S1", 1, 99
    assert await store.save_action(g, 0, row(0))
    got = await store.get(g.id)
    assert got is not None and (got.state, got.version, got.shown_version) == ("S1", 1, 3)
    other = await store.get("bbbbbbbb")
    assert other is not None and other.shown_version == 4  # only the named game changed
    with pytest.raises(KeyError):
        await store.mark_shown("missing0", 1)


async def test_list_unshown(store: GameStore) -> None:
    """Running and finished games saved but not shown, oldest first; nothing else."""
    games = [
        record("aaaaaaaa", 1, status="running", state="S", version=3, shown_version=2),
        record("bbbbbbbb", 2, status="running", state="S", version=3, shown_version=3),
        record("cccccccc", 3, status="finished", state="S", version=8, shown_version=7),
        record("dddddddd", 4, status="abandoned", state="S", version=5, shown_version=1),
        record("eeeeeeee", 5),  # a lobby: version 0, shown_version -1
        record("ffffffff", 6, status="running", state="S", version=0, created_at=0.5),
    ]
    for g in games:
        await store.create(g)
    unshown = await store.list_unshown()
    assert [g.id for g in unshown] == ["ffffffff", "aaaaaaaa", "cccccccc"]
    assert unshown[1] == games[0]
    await store.mark_shown("aaaaaaaa", 3)
    await store.mark_shown("ffffffff", 0)
    assert [g.id for g in await store.list_unshown()] == ["cccccccc"]


async def test_shown_version_of_one_game(store: GameStore) -> None:
    """What the table update reads under its lock: one number, -1 when nothing was shown."""
    await store.create(record(status="running", state="S0"))
    await store.create(record("bbbbbbbb", 11, status="running", state="S", shown_version=4))
    assert await store.shown_version("abcd1234") == -1
    await store.mark_shown("abcd1234", 2)
    assert await store.shown_version("abcd1234") == 2
    await store.mark_shown("abcd1234", 1)
    assert await store.shown_version("abcd1234") == 2
    assert await store.shown_version("bbbbbbbb") == 4
    assert await store.shown_version("missing0") == -1


# ---------------------------------------------------------------------------------------------
# due_at: when a game's next timer is due


async def test_due_at_round_trips_through_every_write(store: GameStore) -> None:
    g = record(due_at=1234.5)
    await store.create(g)
    got = await store.get(g.id)
    assert got == g and got is not None and got.due_at == 1234.5
    await store.create(record("bbbbbbbb", 11))
    other = await store.get("bbbbbbbb")
    assert other is not None and other.due_at is None  # nothing to watch by default
    # update() writes it, also back to None ...
    g.status, g.state, g.due_at = "running", "S0", 2_000_000_000.25
    await store.update(g)
    got = await store.get(g.id)
    assert got is not None and got.due_at == 2_000_000_000.25
    g.due_at = None
    await store.update(g)
    got = await store.get(g.id)
    assert got is not None and got.due_at is None
    # ... and so does save_action(), with the move that changes it.
    g.state, g.version, g.due_at = "S1", 1, 77.0
    assert await store.save_action(g, 0, row(0))
    got = await store.get(g.id)
    assert got is not None and (got.version, got.due_at) == (1, 77.0)
    # A lost compare-and-set changes nothing, due_at included.
    g.due_at = 5.0
    assert not await store.save_action(g, 0, row(0))
    got = await store.get(g.id)
    assert got is not None and got.due_at == 77.0


async def test_list_due_is_running_games_due_by_now_most_overdue_first(store: GameStore) -> None:
    games = [
        record("aaaaaaaa", 1, status="running", state="S", due_at=50.0),
        record("bbbbbbbb", 2, status="running", state="S", due_at=10.0),
        record("cccccccc", 3, status="running", state="S", due_at=100.0),  # due exactly now
        record("dddddddd", 4, status="running", state="S", due_at=100.5),  # not yet
        record("eeeeeeee", 5, status="running", state="S", due_at=None),  # nothing to watch
        record("ffffffff", 6, status="running", state="S", due_at=10.0),  # ties: by id
        record("gggggggg", 7, status="lobby", due_at=1.0),
        record("hhhhhhhh", 8, status="finished", state="S", due_at=1.0),
        record("iiiiiiii", 9, status="abandoned", state="S", due_at=1.0),
        record("jjjjjjjj", 10, status="running", state="S", due_at=-5.0),
    ]
    for g in games:
        await store.create(g)
    due = await store.list_due(100.0)
    assert [g.id for g in due] == ["jjjjjjjj", "bbbbbbbb", "ffffffff", "aaaaaaaa", "cccccccc"]
    assert due[1] == games[1]  # whole records
    assert [g.id for g in await store.list_due(100.0, 2)] == ["jjjjjjjj", "bbbbbbbb"]
    assert await store.list_due(100.0, 0) == []
    assert await store.list_due(-10.0) == []
    assert len(await store.list_due(1e12)) == 6  # every running game with a due time
    # A game that stops being due (its timer moved, or it ended) leaves the list.
    b = due[1]
    b.due_at = 500.0
    await store.update(b)
    a = due[3]
    a.status = "abandoned"
    await store.update(a)
    assert [g.id for g in await store.list_due(100.0)] == ["jjjjjjjj", "ffffffff", "cccccccc"]


def test_a_record_has_no_prompt_message_id() -> None:
    """The public prompt message is gone (the table carries the buttons): migration 003."""
    assert not hasattr(record(), "prompt_message_id")
    assert "prompt_message_id" not in GameRecord.__dataclass_fields__


# Games as a bot with only migration 001 stored them:
# (id, channel, status, state, version, prompt_message_id).
OLD_GAMES = [
    ("runs0001", 1, "running", "S7", 7, 3_007),
    ("done0001", 2, "finished", "S9", 9, None),
    ("gone0001", 3, "abandoned", "S2", 2, 3_002),
    ("lobby001", 4, "lobby", None, 0, None),
]


async def _columns(store: GameStore) -> set[str]:
    if isinstance(store, SqliteStore):
        async with store.db.execute("PRAGMA table_info(games)") as cur:
            return {str(r[1]) for r in await cur.fetchall()}
    assert isinstance(store, PostgresStore)
    rows = await store.pool.fetch(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'games'"
    )
    return {str(r[0]) for r in rows}


def _backend_store(
    backend: str,
    tmp_path: Path,
    request: pytest.FixtureRequest,
    monkeypatch: pytest.MonkeyPatch,
    upto: int | None = None,
) -> GameStore:
    """A store of ``backend`` ("sqlite": a file of the test's folder; "postgresql": the test
    database), not yet open; with ``upto``, opening it applies the migrations up to that one
    only (until ``monkeypatch.undo()``)."""
    import bot.store.postgres as pg
    import bot.store.sqlite as sq

    if upto is not None:
        some = [m for m in migration_files(backend) if m[0] <= upto]
        if backend == "sqlite":
            monkeypatch.setattr(sq, "migrations", lambda: some)
        else:
            monkeypatch.setattr(pg, "migration_files", lambda _backend: some)
    if backend == "sqlite":
        return SqliteStore(tmp_path / "old.sqlite3")
    return PostgresStore(request.getfixturevalue("postgres_url"))


@pytest.mark.parametrize(
    "backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]
)
async def test_migrations_from_001_keep_games_shown_and_make_running_games_due(
    backend: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
) -> None:
    """Upgrading (001 → … → 005) shows no game again: games with a state count as shown at
    their version; a lobby keeps -1, so that its start is shown again if killed before its
    table. Running games are due at once (the first tick computes their next timer), others
    never; the public prompt message id is dropped; every seat of an old game waits since the
    wait began (no seat restarted its own wait); no game is faulted."""
    assert [m[1] for m in migration_files(backend)] == [
        "001_initial.sql",
        "002_shown_version.sql",
        "003_due_at.sql",
        "004_seat_since.sql",
        "005_fault.sql",
        "006_players_deciding.sql",
        "007_user_settings.sql",
        "008_standing_actor.sql",
        "009_ratings.sql",
    ]
    old = _backend_store(backend, tmp_path, request, monkeypatch, upto=1)
    await old.open()
    try:
        assert {"prompt_message_id"} <= await _columns(old)
        assert not {"shown_version", "due_at", "seat_since"} & await _columns(old)
        for game_id, channel, status, state, version, prompt in OLD_GAMES:
            values = (game_id, "hadara", 1, channel, 100, status, "{}", "[]", state, version)
            if isinstance(old, SqliteStore):
                await old.db.execute(
                    "INSERT INTO games (id, game, guild_id, channel_id, creator_id, status, "
                    "options, seats, state, version, prompt_message_id, created_at, updated_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1.0, 1.0)",
                    (*values, prompt),
                )
                await old.db.commit()
            else:
                assert isinstance(old, PostgresStore)
                await old.pool.execute(
                    "INSERT INTO games (id, game, guild_id, channel_id, creator_id, status, "
                    "options, seats, state, version, prompt_message_id, created_at, updated_at) "
                    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1.0, 1.0)",
                    *values,
                    prompt,
                )
    finally:
        await old.close()
    monkeypatch.undo()

    new = _backend_store(backend, tmp_path, request, monkeypatch)
    await new.open()
    try:
        assert isinstance(new, SqliteStore | PostgresStore)
        assert await new.schema_version() == len(migration_files(backend)) == 9
        columns = await _columns(new)
        assert {"shown_version", "due_at"} <= columns and "prompt_message_id" not in columns
        shown = {}
        for game_id, *_ in OLD_GAMES:
            got = await new.get(game_id)
            assert got is not None
            shown[game_id] = (got.version, got.shown_version, got.due_at)
            assert got.seat_since == {}
            assert (got.fault, got.fault_at, got.fault_notice_id) == (None, None, None)
        assert shown == {
            "runs0001": (7, 7, 0.0),
            "done0001": (9, 9, None),
            "gone0001": (2, 2, None),
            "lobby001": (0, -1, None),
        }
        assert await new.list_unshown() == []  # nothing is shown again on upgrade
        assert [g.id for g in await new.list_due(1.0)] == ["runs0001"]  # due at once
        # The old lobby starts (state written, version 0): not shown yet until marked.
        lobby = await new.get("lobby001")
        assert lobby is not None
        lobby.status, lobby.state, lobby.due_at = "running", "S0", 5.0
        await new.update(lobby)
        assert [g.id for g in await new.list_unshown()] == ["lobby001"]
        await new.mark_shown("lobby001", 0)
        assert await new.list_unshown() == []
        assert [g.id for g in await new.list_due(5.0)] == ["runs0001", "lobby001"]
        # A seat's own wait is written and read back (JSON object, seats as numbers).
        lobby.seat_since = {2: 7.5, 0: 6.0}
        await new.update(lobby)
        again = await new.get("lobby001")
        assert again is not None and again.seat_since == {0: 6.0, 2: 7.5}
        # A fault (migration 005) is written by update() and read back; a notice id is a
        # Discord snowflake (64 bits).
        again.fault, again.fault_at, again.fault_notice_id = "BadDump: changed", 9.5, 2**62 + 3
        await new.update(again)
        faulted = await new.get("lobby001")
        assert faulted is not None
        assert (faulted.fault, faulted.fault_at, faulted.fault_notice_id) == (
            "BadDump: changed",
            9.5,
            2**62 + 3,
        )
        assert faulted.state == "S0"  # the state is kept as it was
    finally:
        await new.close()


def seats(*users: int | None) -> list[SeatRecord]:
    return [
        SeatRecord(u, f"P{u}") if u is not None else SeatRecord(None, "AI", "random") for u in users
    ]


async def test_list_for_user_follows_creates_joins_and_leaves(store: GameStore) -> None:
    """A user's lobby and running games in every guild, oldest first; finished and abandoned
    games and games they left are not listed; a seat taken (a join) lists the game at once."""
    big = 2**62 + 5  # a Discord snowflake (64 bits)
    await store.create(record("g1", 1, guild_id=1, status="running", seats=seats(big, None)))
    await store.create(record("g2", 2, guild_id=2, status="lobby", seats=seats(7), created_at=2))
    await store.create(record("g3", 3, guild_id=None, seats=seats(7, big), created_at=3))
    await store.create(record("g4", 4, guild_id=2, status="finished", seats=seats(big)))
    assert [g.id for g in await store.list_for_user(big)] == ["g1", "g3"]
    assert [g.id for g in await store.list_for_user(7)] == ["g2", "g3"]
    assert await store.list_for_user(8) == []
    g2 = await store.get("g2")
    assert g2 is not None
    g2.seats = seats(7, big)  # big joins g2's lobby
    await store.update(g2)
    assert [g.id for g in await store.list_for_user(big)] == ["g1", "g2", "g3"]
    g3 = await store.get("g3")
    assert g3 is not None
    g3.seats = seats(7)  # big leaves g3
    await store.update(g3)
    assert [g.id for g in await store.list_for_user(big)] == ["g1", "g2"]
    g1 = await store.get("g1")
    assert g1 is not None
    g1.status, g1.state, g1.version = "finished", "S1", 1
    assert await store.save_action(g1, 0, row(0))
    assert [g.id for g in await store.list_for_user(big)] == ["g2"]


async def test_deciding_round_trips_through_every_write(store: GameStore) -> None:
    """Who decides in the saved version (None: not known) is written by create, update and
    save_action and read back as seat numbers."""
    await store.create(record(status="running", state="S0", deciding=None))
    got = await store.get("abcd1234")
    assert got is not None and got.deciding is None
    got.deciding = [1, 0]
    await store.update(got)
    again = await store.get("abcd1234")
    assert again is not None and again.deciding == [1, 0]
    again.state, again.version, again.deciding = "S1", 1, []
    assert await store.save_action(again, 0, row(0))
    saved = await store.list_for_user(100)
    assert [(g.id, g.deciding) for g in saved] == [("abcd1234", [])]


@pytest.mark.parametrize(
    "backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]
)
async def test_migration_006_indexes_the_players_of_stored_games(
    backend: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
) -> None:
    """A store made by schema 005 gets its players indexed (every human seat of every game)
    and its games load with ``deciding`` unknown (None)."""
    old = _backend_store(backend, tmp_path, request, monkeypatch, upto=5)
    await old.open()
    try:
        assert "deciding" not in await _columns(old)
        for game in (
            record("a", 1, guild_id=1, status="running", seats=seats(5, None, 6)),
            record("b", 2, guild_id=2, status="lobby", seats=seats(6), created_at=2),
            record("c", 3, guild_id=2, status="finished", seats=seats(5)),
        ):
            # As schema 005 stored them: every column but ``deciding``.
            params = game_params(game)
            del params["deciding"]
            names = ", ".join(params)
            if isinstance(old, SqliteStore):
                marks = ", ".join("?" for _ in params)
                await old.db.execute(
                    f"INSERT INTO games ({names}) VALUES ({marks})", tuple(params.values())
                )
            else:
                assert isinstance(old, PostgresStore)
                marks = ", ".join(f"${i}" for i in range(1, len(params) + 1))
                await old.pool.execute(
                    f"INSERT INTO games ({names}) VALUES ({marks})", *params.values()
                )
    finally:
        await old.close()
    monkeypatch.undo()
    new = _backend_store(backend, tmp_path, request, monkeypatch)
    await new.open()
    try:
        assert "deciding" in await _columns(new)
        assert [(g.id, g.deciding) for g in await new.list_for_user(5)] == [("a", None)]
        assert [g.id for g in await new.list_for_user(6)] == ["a", "b"]
        assert await new.list_for_user(7) == []
    finally:
        await new.close()


# ---------------------------------------------------------------------------------------------
# Locks (every backend; across processes: tests/bot/test_store_postgres.py)


async def test_lock_is_exclusive(store: GameStore) -> None:
    trace: list[tuple[str, int]] = []

    async def worker(i: int) -> None:
        for _ in range(3):
            async with store.lock("game:abcd1234"):
                trace.append(("in", i))
                await asyncio.sleep(0.002)
                trace.append(("out", i))

    async with asyncio.timeout(30):
        await asyncio.gather(*(worker(i) for i in range(4)))
    assert len(trace) == 24
    # Never two holders: every "in" is followed by the same worker's "out".
    for k in range(0, len(trace), 2):
        assert trace[k][0] == "in" and trace[k + 1] == ("out", trace[k][1]), trace


async def test_lock_waits_for_the_holder(store: GameStore) -> None:
    held, release = asyncio.Event(), asyncio.Event()
    order: list[str] = []

    async def holder() -> None:
        async with store.lock("g"):
            held.set()
            await release.wait()
            order.append("holder done")

    async def waiter() -> None:
        await held.wait()
        async with store.lock("g"):
            order.append("waiter in")

    async with asyncio.timeout(30):
        tasks = [asyncio.create_task(holder()), asyncio.create_task(waiter())]
        await held.wait()
        await asyncio.sleep(0.05)
        assert order == []  # the waiter waits
        release.set()
        await asyncio.gather(*tasks)
    assert order == ["holder done", "waiter in"]


async def test_try_lock(store: GameStore) -> None:
    async with asyncio.timeout(30):
        async with store.lock("g"):
            async with store.try_lock("g") as got:
                assert got is False
            async with store.try_lock("other") as got:
                assert got is True
                async with store.try_lock("other") as again:
                    assert again is False
        async with store.try_lock("g") as got:
            assert got is True
            # A lock taken by try_lock excludes lock() until the block ends.
            waiter = asyncio.create_task(_take(store, "g"))
            await asyncio.sleep(0.05)
            assert not waiter.done()
        await waiter
        async with store.try_lock("g") as got:
            assert got is True


async def _take(store: GameStore, name: str) -> None:
    async with store.lock(name):
        pass


async def test_lock_freed_after_an_error_and_a_cancel(store: GameStore) -> None:
    async with asyncio.timeout(30):
        with pytest.raises(RuntimeError):
            async with store.lock("g"):
                raise RuntimeError("boom")
        async with store.try_lock("g") as got:
            assert got is True
        # Cancelled while holding.
        held = asyncio.Event()

        async def hold_for_ever() -> None:
            async with store.lock("g"):
                held.set()
                await asyncio.Event().wait()

        holder = asyncio.create_task(hold_for_ever())
        await held.wait()
        # Cancelled while waiting.
        waiter = asyncio.create_task(_take(store, "g"))
        await asyncio.sleep(0.05)
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter
        async with store.try_lock("g") as got:
            assert got is False  # still held
        holder.cancel()
        with pytest.raises(asyncio.CancelledError):
            await holder
        async with store.try_lock("g") as got:
            assert got is True
        await _take(store, "g")


async def test_lock_holder_can_use_the_store(store: GameStore) -> None:
    await store.create(record())
    async with asyncio.timeout(30), store.lock("game:abcd1234"), store.lock("channel:10"):
        got = await store.get("abcd1234")
        assert got is not None
        got.lobby_message_id = 5
        await store.update(got)
        assert await store.claim_interaction(77)
    got = await store.get("abcd1234")
    assert got is not None and got.lobby_message_id == 5


async def test_named_locks_forget_unused_names() -> None:
    locks = NamedLocks()
    async with locks.hold("a"):
        assert locks.busy("a") and len(locks) == 1
        waiter = asyncio.create_task(_hold(locks, "a"))
        await asyncio.sleep(0)
        cancelled = asyncio.create_task(_hold(locks, "a"))
        await asyncio.sleep(0)
        cancelled.cancel()
        with pytest.raises(asyncio.CancelledError):
            await cancelled
        assert not await locks.try_acquire("a")
        async with locks.try_hold("b") as got:
            assert got and len(locks) == 2
    await waiter
    assert len(locks) == 0 and not locks.busy("a")
    async with locks.try_hold("a") as got:
        assert got
    assert len(locks) == 0


async def _hold(locks: NamedLocks, name: str) -> None:
    async with locks.hold(name):
        await asyncio.sleep(0)


@pytest.mark.parametrize("kind", ["memory", "sqlite"])
async def test_process_local_locks_do_not_accumulate(kind: str, tmp_path: Path) -> None:
    s = MemoryStore() if kind == "memory" else SqliteStore(tmp_path / "x.sqlite3")
    await s.open()
    for i in range(50):
        async with s.lock(f"game:{i}"):
            pass
        async with s.try_lock(f"other:{i}") as got:
            assert got
    assert len(s._locks) == 0
    await s.close()


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
    pg = migration_files("postgresql")
    assert [n for n, _, _ in pg] == list(range(1, len(pg) + 1))
    assert pg[0][1] == "001_initial.sql"
    # The two backends evolve together: one migration each per schema change.
    assert len(pg) == len(found)
    with pytest.raises(RuntimeError, match="numbered"):
        migration_files("no-such-backend")


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
    for url in (
        "postgresql://user:pw@db.example:5433/hadara",
        "postgres://user@host/db",
        "postgresql+asyncpg://user@host/db",
    ):
        pg = open_store(f" {url} ")
        assert isinstance(pg, PostgresStore) and pg.url == url
    with pytest.raises(ValueError):
        open_store("mysql://host/db")


# ---------------------------------------------------------------- a player's own settings


async def test_user_settings_round_trip_defaults_and_digests_due(store: GameStore) -> None:
    """Settings kept across games (migration 007): stored, read back one or many at once,
    defaults not stored at all, keys of a newer release kept, due digests found in order."""
    assert await store.get_user(7) == UserSettings(7)
    assert await store.get_users([7, 8]) == {}
    ann = UserSettings(
        7,
        notify="dm",
        time_zone="Europe/Prague",
        quiet_start=22 * 60,
        quiet_end=7 * 60,
        digest_hour=8,
        digest_due_at=500.0,
        away_until=900.0,
        away_policy="answers",
        away_since=100.0,
        extra={"later": [1, 2]},
    )
    bob = UserSettings(8, digest_hour=9, digest_due_at=300.0)
    await store.put_user(ann)
    await store.put_user(bob)
    await store.put_user(UserSettings(9))  # defaults only: nothing stored
    assert await store.get_user(7) == ann
    assert await store.get_users([7, 8, 9, 7]) == {7: ann, 8: bob}
    assert [s.user_id for s in await store.list_digests_due(1000.0)] == [8, 7]
    assert [s.user_id for s in await store.list_digests_due(400.0)] == [8]
    assert await store.list_digests_due(1000.0, limit=1) == [bob]
    await store.put_user(UserSettings(8))  # back to the defaults: the row goes
    assert await store.get_users([8]) == {}
    assert [s.user_id for s in await store.list_digests_due(1000.0)] == [7]


def test_user_settings_from_json_refuses_bad_values() -> None:
    bad = {"notify": "smoke", "quiet_start": 5000, "digest_hour": True, "away_policy": 3}
    s = UserSettings.from_json(1, {**bad, "time_zone": ""})
    assert (s.notify, s.quiet_start, s.digest_hour, s.away_policy) == (
        "channel",
        None,
        None,
        "wait",
    )
    assert s.time_zone == "UTC" and s.is_default()
