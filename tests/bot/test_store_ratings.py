"""The ratings part of the GameStore contract (migration 009), on memory, SQLite and PostgreSQL
(PostgreSQL when ``TEST_DATABASE_URL`` names a database the tests may wipe): a game recorded
once, ladders, a player's games and rating points, a recompute's replacement, and erasing a
player."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import (
    EVERYWHERE,
    GameRecord,
    GameStore,
    RatedGame,
    RatedSeat,
    Rating,
    RatingPoint,
    SeatRecord,
    UserSettings,
)
from tests.bot import test_store as contract

# The store fixture of the contract tests (memory, SQLite, PostgreSQL).
store = contract.store
_backend_store = contract._backend_store

BIG = 2**62 + 9  # a Discord snowflake (64 bits)


def finished(
    game_id: str, channel: int, users: list[int | None], at: float, **kw: object
) -> GameRecord:
    seats = [
        SeatRecord(u, f"P{u}", locale="cs", standing={"x": 1})
        if u is not None
        else SeatRecord(None, "AI", "heuristic")
        for u in users
    ]
    fields: dict[str, object] = {
        "id": game_id,
        "game": "hadara",
        "guild_id": 5,
        "channel_id": channel,
        "creator_id": 1,
        "status": "finished",
        "options": {"variant": "basic"},
        "seats": seats,
        "state": "S",
        "version": 3,
        "result": {"scores": [], "winners": [0]},
        "created_at": at,
        "updated_at": at,
    }
    fields.update(kw)
    return GameRecord(**fields)  # type: ignore[arg-type]


def rated(
    game_id: str, players: list[str], family: str = "hadara", guild: int | None = 5
) -> RatedGame:
    seats = [
        RatedSeat(i, p, f"name {p}", place=i + 1, score=10 - i, share=1.0, won=i == 0)
        for i, p in enumerate(players)
    ]
    return RatedGame(game_id, "hadara", family, guild, 100.0, "basic", seats)


def rating(player: str, mu: float, sigma: float, scope: int = 5, games: int = 1) -> Rating:
    return Rating(scope, "hadara", player, f"name {player}", mu, sigma, games, 1, 2, 50.0)


def point(player: str, game_id: str, mu: float, scope: int = 5) -> RatingPoint:
    return RatingPoint(scope, "hadara", player, game_id, 0, mu, 8.0, 100.0)


async def test_a_game_is_recorded_once_with_its_ratings_and_points(store: GameStore) -> None:
    g1 = rated("g1", [f"user:{BIG}", "ai:normal"])
    r1 = [rating(f"user:{BIG}", 27.5, 8.0), rating("ai:normal", 22.5, 8.0)]
    p1 = [point(f"user:{BIG}", "g1", 27.5), point("ai:normal", "g1", 22.5)]
    assert await store.save_rated(g1, r1, p1)
    assert g1.seq == 1 and {p.seq for p in p1} == {1}
    g2 = rated("g2", ["user:7", f"user:{BIG}"], family="other")
    assert await store.save_rated(g2, [rating("user:7", 30.0, 7.0)], [point("user:7", "g2", 30)])
    assert g2.seq == 2
    # The same game again: nothing written, whatever it carries.
    again = rated("g1", [f"user:{BIG}"])
    assert not await store.save_rated(again, [rating(f"user:{BIG}", 1.0, 1.0)], [])
    got = await store.ratings(5, "hadara", [f"user:{BIG}", "ai:normal", "user:nobody"])
    assert got == {r.player: r for r in r1}
    assert [g.game_id for g in await store.rated_games()] == ["g1", "g2"]
    assert await store.rated_games(after_seq=1) == [g2]
    assert (await store.rated_games())[0] == g1
    assert await store.rated_games(limit=1) == [g1]
    assert await store.rating_points(5, "hadara", f"user:{BIG}") == p1[:1]
    assert [g.game_id for g in await store.games_of_player(f"user:{BIG}")] == ["g2", "g1"]
    assert [g.game_id for g in await store.games_of_player(f"user:{BIG}", "hadara")] == ["g1"]
    assert [g.game_id for g in await store.games_of_player(f"user:{BIG}", limit=1)] == ["g2"]
    assert await store.games_of_player("user:8") == []


async def test_a_level_in_several_seats_is_listed_once(store: GameStore) -> None:
    assert await store.save_rated(rated("g1", ["ai:easy", "ai:easy", "user:3"]), [], [])
    games = await store.games_of_player("ai:easy")
    assert [g.game_id for g in games] == ["g1"]
    assert [s.player for s in games[0].seats] == ["ai:easy", "ai:easy", "user:3"]


async def test_leaderboard_best_first_paged_and_counted(store: GameStore) -> None:
    ratings = [
        rating("user:1", 30.0, 5.0),  # 15
        rating("user:2", 27.0, 4.0),  # 15, more games
        rating("user:3", 20.0, 1.0, games=3),  # 17
        rating("user:0", 30.0, 5.0),  # 15, same as user:1: by key
        rating("user:9", 50.0, 1.0, scope=EVERYWHERE),
    ]
    ratings[1].games = 4
    assert await store.save_rated(rated("g", []), ratings, [])
    page, total = await store.leaderboard(5, "hadara")
    assert total == 4
    assert [r.player for r in page] == ["user:3", "user:2", "user:0", "user:1"]
    page, total = await store.leaderboard(5, "hadara", offset=1, limit=2)
    assert [r.player for r in page] == ["user:2", "user:0"] and total == 4
    assert (await store.leaderboard(EVERYWHERE, "hadara"))[1] == 1
    assert await store.leaderboard(5, "nothing") == ([], 0)


async def test_replace_ratings_keeps_the_recorded_games(store: GameStore) -> None:
    assert await store.save_rated(
        rated("g1", ["user:1"]), [rating("user:1", 30.0, 5.0)], [point("user:1", "g1", 30.0)]
    )
    new = [rating("user:2", 26.0, 6.0)]
    points = [RatingPoint(5, "hadara", "user:2", "g1", 1, 26.0, 6.0, 100.0)]
    await store.replace_ratings(new, points)
    assert await store.ratings(5, "hadara", ["user:1", "user:2"]) == {"user:2": new[0]}
    assert await store.rating_points(5, "hadara", "user:1") == []
    assert await store.rating_points(5, "hadara", "user:2") == points
    assert [g.game_id for g in await store.rated_games()] == ["g1"]


async def test_list_unrated_is_finished_games_not_recorded_oldest_first(store: GameStore) -> None:
    await store.create(finished("new", 1, [1, 2], at=30.0))
    await store.create(finished("old", 2, [1, None], at=10.0))
    await store.create(finished("run", 3, [1, 2], at=5.0, status="running"))
    await store.create(finished("gone", 4, [1, 2], at=5.0, status="abandoned"))
    await store.create(finished("done", 5, [1, 2], at=1.0))
    assert await store.save_rated(rated("done", ["user:1", "user:2"]), [], [])
    assert [g.id for g in await store.list_unrated()] == ["old", "new"]
    assert [g.id for g in await store.list_unrated(limit=1)] == ["old"]
    unrated = await store.list_unrated()
    assert unrated[0] == await store.get("old")


async def test_user_games_counts_by_status(store: GameStore) -> None:
    await store.create(finished("a", 1, [BIG, 2], at=1.0))
    await store.create(finished("b", 2, [BIG], at=1.0, status="abandoned"))
    await store.create(finished("c", 3, [BIG, None], at=1.0, status="running"))
    await store.create(finished("d", 4, [2], at=1.0, status="lobby"))
    assert await store.user_games(BIG) == {"finished": 1, "abandoned": 1, "running": 1}
    assert await store.user_games(2) == {"finished": 1, "lobby": 1}
    assert await store.user_games(3) == {}


async def test_erase_user(store: GameStore) -> None:
    """Their finished and abandoned games keep their seats with no user and ``#<seat>`` for a
    name; lobby and running games stay; settings, ratings and points go; recorded games name
    them ``erased:<token>`` with no name."""
    await store.create(finished("a", 1, [2, BIG], at=1.0))
    await store.create(finished("b", 2, [BIG, None, BIG], at=1.0, status="abandoned"))
    await store.create(finished("c", 3, [BIG, 2], at=1.0, status="running", creator_id=BIG))
    await store.create(finished("d", 4, [2, 3], at=1.0, creator_id=BIG))
    await store.put_user(UserSettings(BIG, notify="dm"))
    key = f"user:{BIG}"
    await store.save_rated(
        rated("a", ["user:2", key]),
        [rating(key, 30.0, 5.0), rating("user:2", 20.0, 5.0)],
        [point(key, "a", 30.0), point("user:2", "a", 20.0)],
    )
    assert await store.erase_user(BIG, "tok") == 3
    a, b, c, d = [await store.get(i) for i in "abcd"]
    assert a is not None and b is not None and c is not None and d is not None
    # The finished game they opened (but did not play) no longer names them; the running one
    # they opened still does.
    assert (d.creator_id, c.creator_id) == (0, BIG)
    assert [(s.user_id, s.name) for s in a.seats] == [(2, "P2"), (None, "#2")]
    assert a.seats[1].locale is None and a.seats[1].standing == {}
    assert [(s.user_id, s.name) for s in b.seats] == [(None, "#1"), (None, "AI"), (None, "#3")]
    assert c.seats[0].user_id == BIG  # a running game is left as it is
    assert await store.user_games(BIG) == {"running": 1}
    assert (await store.get_user(BIG)).notify == "channel"
    assert await store.ratings(5, "hadara", [key, "user:2"]) == {
        "user:2": rating("user:2", 20.0, 5.0)
    }
    assert await store.rating_points(5, "hadara", key) == []
    assert await store.games_of_player(key) == []
    [recorded] = await store.games_of_player("erased:tok")
    assert [(s.player, s.name) for s in recorded.seats] == [
        ("user:2", "name user:2"),
        ("erased:tok", ""),
    ]
    assert await store.list_for_user(BIG) == [c]


@pytest.mark.parametrize(
    "backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]
)
async def test_migration_009_lists_the_finished_games_of_a_store_unrated(
    backend: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
) -> None:
    """A store of schema 008 with finished games: after 009 they are all unrated (the
    catch-up counts them), oldest first; other games are not."""
    old = _backend_store(backend, tmp_path, request, monkeypatch, upto=8)
    await old.open()
    try:
        await old.create(finished("late", 1, [1, 2], at=20.0))
        await old.create(finished("early", 2, [1, None], at=10.0, guild_id=None))
        await old.create(finished("going", 3, [1, 2], at=5.0, status="running"))
    finally:
        await old.close()
    monkeypatch.undo()
    new = _backend_store(backend, tmp_path, request, monkeypatch)
    await new.open()
    try:
        assert [g.id for g in await new.list_unrated()] == ["early", "late"]
        assert await new.save_rated(rated("early", ["user:1", "ai:normal"]), [], [])
        assert [g.id for g in await new.list_unrated()] == ["late"]
        assert await new.leaderboard(5, "hadara") == ([], 0)
    finally:
        await new.close()
