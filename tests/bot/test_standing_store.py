"""Answers given in advance in the store: a seat's ``standing`` answers round-trip, an old seat
without them loads with none, and an action saved by them (actor ``standing``) is accepted by
every backend, also by a database migrated from the schema before them (migration 008)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.store import ACTORS, ActionRow, GameStore, SeatRecord
from bot.store.sqlite import SqliteStore
from tests.bot.test_store import _backend_store, record, store  # noqa: F401 (fixture)


def test_an_old_seat_without_standing_answers_loads_with_none() -> None:
    old = json.loads('{"user_id": 5, "name": "Ann", "ai": null, "locale": "cs"}')
    seat = SeatRecord.from_json(old)
    assert seat.standing == {} and seat.name == "Ann" and seat.locale == "cs"
    # Not a mapping (a damaged record): no answers rather than a crash.
    assert SeatRecord.from_json({**old, "standing": [1, 2]}).standing == {}


def test_standing_answers_round_trip_through_json() -> None:
    answers = {"defence": {"kind": "defend_cheapest", "cards": 2, "units": 0}}
    seat = SeatRecord(5, "Ann", standing=answers)
    again = SeatRecord.from_json(json.loads(json.dumps(seat.to_json())))
    assert again.standing == answers


def test_standing_is_an_actor() -> None:
    assert "standing" in ACTORS


async def test_a_seat_keeps_its_answers_and_a_standing_action_is_saved(
    store: GameStore,  # noqa: F811 (the fixture of test_store)
) -> None:
    game = record()
    await store.create(game)
    game.seats[0].standing = {"colonize": {"kind": "bid_up_to", "max": 4}}
    game.status, game.state, game.version = "running", "{}", 0
    await store.update(game)
    row = ActionRow(0, game.id, 0, 0, "pass", "standing", [], 2.0)
    game.version = 1
    assert await store.save_action(game, 0, row)
    got = await store.get(game.id)
    assert got is not None and got.seats[0].standing == {
        "colonize": {"kind": "bid_up_to", "max": 4}
    }
    assert [r.actor for r in await store.actions(game.id, 5)] == ["standing"]


@pytest.mark.parametrize(
    "backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]
)
async def test_migration_008_keeps_the_actions_and_allows_standing(
    backend: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
) -> None:
    old = _backend_store(backend, tmp_path, request, monkeypatch, upto=7)
    await old.open()
    game = record(status="running", state="{}")
    try:
        await old.create(game)
        game.version = 1
        assert await old.save_action(game, 0, ActionRow(0, game.id, 0, 1, "a", "ai", [], 1.0))
        if isinstance(old, SqliteStore):  # the old CHECK refuses the new actor: nothing saved
            game.version = 2
            refused = ActionRow(0, game.id, 1, 0, "b", "standing", [], 2.0)
            assert not await old.save_action(game, 1, refused)
            game.version = 1
    finally:
        await old.close()
    monkeypatch.undo()
    new = _backend_store(backend, tmp_path, request, monkeypatch)
    await new.open()
    try:
        fresh = await new.get(game.id)
        assert fresh is not None and fresh.version == 1
        fresh.version = 2
        assert await new.save_action(
            fresh, 1, ActionRow(0, game.id, 1, 0, "b", "standing", [], 2.0)
        )
        rows = await new.actions(game.id, 10)
        assert [(r.action, r.actor) for r in rows] == [("a", "ai"), ("b", "standing")]
    finally:
        await new.close()
