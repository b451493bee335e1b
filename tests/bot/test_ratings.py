"""The ratings (bot/ratings.py): places from a game's result, who moves and how far, ladders per
server and everywhere, AI levels, counting each finished game exactly once (also when the
store fails inside the update, or two counters race), recompute = incremental, and the hook
that counts a game after its final table. Host behaviour: no rule id, except Through the Ages'
resignation order (T-22 #27) and shared places (T-22 #28)."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest
from openskill.models import PlackettLuce

from bot import ratings
from bot.games import registry
from bot.manager import GameManager
from bot.store import EVERYWHERE, ActionRow, GameRecord, GameStore, Rating, SeatRecord
from bot.store.memory import MemoryStore
from bot.store.sqlite import SqliteStore

PLUGINS = registry()
MODEL = PlackettLuce()

Seat = int | str  # a user id, or an AI seat's agent ("random", "heuristic", "strong")


def result(totals: list[int], resigned: dict[int, int] | None = None) -> dict[str, Any]:
    """A rules result: winners are the best seats that did not resign (as the rules say)."""
    resigned = resigned or {}
    scores = [
        {
            "seat": i,
            "total": t,
            "categories": {"culture": t, **({"resigned": resigned[i]} if i in resigned else {})},
            "tiebreak": 0,
        }
        for i, t in enumerate(totals)
    ]
    standing = [i for i in range(len(totals)) if i not in resigned] or list(range(len(totals)))
    best = max(totals[i] for i in standing)
    return {"scores": scores, "winners": [i for i in standing if totals[i] == best]}


async def finish(
    store: GameStore,
    game_id: str,
    seats: list[Seat],
    totals: list[int],
    *,
    guild: int | None = 7,
    game: str = "hadara",
    options: dict[str, Any] | None = None,
    resigned: dict[int, int] | None = None,
    actors: list[tuple[int, str]] = (),  # type: ignore[assignment]
    at: float = 100.0,
    status: str = "finished",
) -> GameRecord:
    """A finished game in the store, its action log made of ``actors`` ((seat, actor) rows)."""
    record = GameRecord(
        id=game_id,
        game=game,
        guild_id=guild,
        channel_id=abs(hash(game_id)) % 10**9,
        creator_id=1,
        status=status,
        options=options if options is not None else {"variant": "basic"},
        seats=[
            SeatRecord(s, f"P{s}") if isinstance(s, int) else SeatRecord(None, f"AI {s}", s)
            for s in seats
        ],
        state="S",
        result=result(totals, resigned) if status == "finished" else None,
        created_at=at,
        updated_at=at,
    )
    await store.create(record)
    for version, (seat, actor) in enumerate(actors):
        record.version = version + 1
        row = ActionRow(0, game_id, version, seat, "a", actor, [], at)
        assert await store.save_action(record, version, row)
    return record


async def count(store: GameStore, game: GameRecord) -> bool:
    return await ratings.count_finished(store, PLUGINS, game)


async def rating(store: GameStore, player: str, scope: int = 7, family: str = "hadara") -> Rating:
    found = await store.ratings(scope, family, [player])
    assert player in found, f"{player} has no rating on {scope}/{family}"
    return found[player]


def expected(places: list[int]) -> list[tuple[float, float]]:
    """openskill's own update of new players ranked by ``places`` (one team per seat)."""
    teams = [[MODEL.rating()] for _ in places]
    return [(r[0].mu, r[0].sigma) for r in MODEL.rate(teams, ranks=[float(p) for p in places])]


# ---------------------------------------------------------------------------------------------
# Places


def test_places_total_then_tiebreak_ties_share_and_the_next_place_skips() -> None:
    res = result([10, 12, 10, 3])
    assert ratings.places(res) == {1: 1, 0: 2, 2: 2, 3: 4}
    res["scores"][0]["tiebreak"] = 1  # a tiebreak separates the tied seats
    assert ratings.places(res) == {1: 1, 0: 2, 2: 3, 3: 4}


def test_resigned_nations_rank_last_a_later_resignation_above_an_earlier_one() -> None:
    """T-22 #27: a resigned nation ranks below every nation still in the game, whatever its
    score; of two resigned, the later one is above. Tied totals share a place (T-22 #28)."""
    res = result([50, 10, 40, 10, 60], resigned={2: 2, 4: 1})
    assert ratings.places(res) == {0: 1, 1: 2, 3: 2, 2: 4, 4: 5}
    assert res["winners"] == [0]


# ---------------------------------------------------------------------------------------------
# Who moves and how far


@pytest.mark.parametrize("players", [2, 3, 4, 5])
async def test_people_move_as_openskill_ranks_them(players: int) -> None:
    store = MemoryStore()
    totals = [10 * (players - i) for i in range(players)]
    game = await finish(store, "g", list(range(1, players + 1)), totals)
    assert await count(store, game)
    want = expected(list(range(1, players + 1)))
    for i in range(players):
        got = await rating(store, f"user:{i + 1}")
        assert (got.mu, got.sigma) == want[i]
        assert (got.games, got.wins, got.place_sum) == (1, int(i == 0), i + 1)
        assert got.name == f"P{i + 1}" and got.updated_at == 100.0
    mus = [(await rating(store, f"user:{i + 1}")).mu for i in range(players)]
    assert mus == sorted(mus, reverse=True) and mus[0] > 25 > mus[-1]


async def test_tied_players_move_alike_and_both_win() -> None:
    store = MemoryStore()
    game = await finish(store, "g", [1, 2, 3], [20, 20, 5])
    assert await count(store, game)
    a, b, c = [await rating(store, f"user:{u}") for u in (1, 2, 3)]
    assert (a.mu, a.sigma) == (b.mu, b.sigma) == expected([1, 1, 3])[0]
    assert (a.wins, b.wins, c.wins) == (1, 1, 0)
    assert c.mu < 25 < a.mu


async def test_partial_play_moves_a_player_their_share_of_the_way() -> None:
    """Answers given in advance are the player's own; the AI's moves while they were absent
    are not. A seat the AI played all along is not moved and not counted."""
    store = MemoryStore()
    log = [(0, "player"), (1, "player"), (1, "replacement"), (1, "replacement"), (1, "standing")]
    log += [(2, "replacement")]
    game = await finish(store, "g", [1, 2, 3], [30, 20, 10], actors=log)
    assert await count(store, game)
    [recorded] = await store.rated_games()
    assert [s.share for s in recorded.seats] == [1.0, 0.5, 0.0]
    full = expected([1, 2, 3])
    one, two = await rating(store, "user:1"), await rating(store, "user:2")
    assert (one.mu, one.sigma) == full[0]
    assert two.mu == 25.0 + 0.5 * (full[1][0] - 25.0)
    assert two.sigma == MODEL.sigma + 0.5 * (full[1][1] - MODEL.sigma)
    assert await store.ratings(7, "hadara", ["user:3"]) == {}
    assert [p.player for p in await store.rating_points(7, "hadara", "user:3")] == []


async def test_fewer_than_two_people_move_no_person() -> None:
    """One person against AI seats: the AI levels move, the person does not. One person and
    one whose seat the AI played throughout: nothing moves (recorded, not rated)."""
    store = MemoryStore()
    game = await finish(store, "g1", [1, "heuristic", "random"], [10, 20, 5])
    assert await count(store, game)
    assert await store.ratings(7, "hadara", ["user:1"]) == {}
    normal, easy = await rating(store, "ai:normal"), await rating(store, "ai:easy")
    want = expected([2, 1, 3])
    assert (normal.mu, normal.sigma) == want[1] and (easy.mu, easy.sigma) == want[2]
    lonely = await finish(store, "g2", [1, 2], [10, 5], actors=[(0, "player"), (1, "replacement")])
    assert await count(store, lonely)
    assert [(g.game_id, g.rated) for g in await store.rated_games()] == [
        ("g1", True),
        ("g2", False),
    ]
    assert await store.ratings(7, "hadara", ["user:1", "user:2"]) == {}


async def test_an_ai_level_in_several_seats_gets_one_combined_update() -> None:
    """Its mean moves by the sum of its seats' changes, its variance by the product of their
    ratios (tau once); games, wins and places count per seat."""
    store = MemoryStore()
    game = await finish(store, "g", [1, 2, "heuristic", "heuristic"], [30, 10, 20, 5])
    assert await count(store, game)
    want = expected([1, 3, 2, 4])
    normal = await rating(store, "ai:normal")
    assert normal.mu == pytest.approx(25.0 + (want[2][0] - 25.0) + (want[3][0] - 25.0))
    spread = MODEL.sigma**2 + MODEL.tau**2
    combined = (spread * (want[2][1] ** 2 / spread) * (want[3][1] ** 2 / spread)) ** 0.5
    assert normal.sigma == pytest.approx(combined)
    assert (normal.games, normal.wins, normal.place_sum) == (2, 0, 6)
    assert len(await store.rating_points(7, "hadara", "ai:normal")) == 1


async def test_a_server_game_counts_there_and_everywhere_a_dm_game_only_everywhere() -> None:
    store = MemoryStore()
    assert await count(store, await finish(store, "g1", [1, 2], [5, 3], guild=7))
    assert await count(store, await finish(store, "g2", [1, 2], [5, 3], guild=None))
    here = await rating(store, "user:1", scope=7)
    everywhere = await rating(store, "user:1", scope=EVERYWHERE)
    assert (here.games, everywhere.games) == (1, 2)
    assert here.mu == expected([1, 2])[0][0] < everywhere.mu
    assert [p.game_id for p in await store.rating_points(EVERYWHERE, "hadara", "user:1")] == [
        "g1",
        "g2",
    ]


async def test_families_through_the_ages_simple_apart_advanced_and_full_together() -> None:
    tta = PLUGINS["tta"]
    assert ratings.family_of(tta, {"variant": "simple"}) == "tta-simple"
    assert ratings.family_of(tta, {}) == "tta-simple"
    assert ratings.family_of(tta, {"variant": "advanced"}) == "tta"
    assert ratings.family_of(tta, {"variant": "full"}) == "tta"
    assert ratings.family_of(PLUGINS["hadara"], {"variant": "basic"}) == "hadara"
    store = MemoryStore()
    for i, variant in enumerate(("simple", "advanced", "full")):
        game = await finish(
            store, f"t{i}", [1, 2], [9, 4], game="tta", options={"variant": variant}
        )
        assert await count(store, game)
    assert (await rating(store, "user:1", family="tta-simple")).games == 1
    assert (await rating(store, "user:1", family="tta")).games == 2
    assert [g.variant for g in await store.games_of_player("user:2", "tta")] == ["full", "advanced"]


def test_player_keys() -> None:
    hadara = PLUGINS["hadara"]
    assert ratings.player_key(SeatRecord(2**62, "Ann")) == f"user:{2**62}"
    assert ratings.player_key(SeatRecord(None, "AI", "strong"), hadara) == "ai:strong"
    assert ratings.player_key(SeatRecord(None, "AI", "random"), hadara) == "ai:easy"
    assert ratings.player_key(SeatRecord(None, "AI", "heuristic")) == "ai:normal"


# ---------------------------------------------------------------------------------------------
# Exactly once


async def test_a_game_counts_once_and_an_abandoned_game_never() -> None:
    store = MemoryStore()
    game = await finish(store, "g", [1, 2], [5, 3])
    gone = await finish(store, "x", [1, 2], [0, 0], status="abandoned")
    assert await count(store, game)
    assert not await count(store, game)
    assert not await count(store, gone)
    assert await ratings.count_unrated(store, PLUGINS) == 0
    assert (await rating(store, "user:1")).games == 1
    assert [g.game_id for g in await store.rated_games()] == ["g"]


async def test_two_counters_at_once_count_a_game_once() -> None:
    store = MemoryStore()
    game = await finish(store, "g", [1, 2, "random"], [5, 3, 1])
    done = await asyncio.gather(*(count(store, game) for _ in range(3)))
    assert sorted(done) == [False, False, True]
    assert (await rating(store, "user:1")).games == 1


class Killed(BaseException):
    """The process dies inside the transaction (not an error anything catches)."""


async def test_a_kill_inside_the_update_writes_nothing_and_the_catch_up_counts_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SqliteStore(tmp_path / "bot.sqlite3")
    await store.open()
    try:
        game = await finish(store, "g", [1, 2, "strong"], [5, 3, 9])
        real = store.db.executemany

        async def dies(sql: str, params: Any) -> Any:
            if "rating_points" in sql:  # the game and ratings are written already
                raise Killed()
            return await real(sql, params)

        monkeypatch.setattr(store.db, "executemany", dies)
        with pytest.raises(Killed):
            await count(store, game)
        monkeypatch.undo()
        assert await store.rated_games() == []
        assert await store.leaderboard(7, "hadara") == ([], 0)
        assert [g.id for g in await store.list_unrated()] == ["g"]
        assert await ratings.count_unrated(store, PLUGINS) == 1
        assert await ratings.count_unrated(store, PLUGINS) == 0
        assert [g.game_id for g in await store.games_of_player("user:1")] == ["g"]
        assert (await rating(store, "ai:strong")).games == 1
    finally:
        await store.close()


# ---------------------------------------------------------------------------------------------
# Recompute = incremental


async def play_random_games(store: GameStore, rng: random.Random, n: int) -> None:
    """``n`` random finished games counted as they end: 2-5 seats of six people and the AI
    levels, small totals (ties), absences, resignations, three servers and DMs; person 6 is
    erased halfway and plays again afterwards."""
    agents = ("random", "heuristic", "strong")
    for i in range(n):
        size = rng.randint(2, 5)
        pool: list[Seat] = [*range(1, 7), *agents, *agents]
        seats = rng.sample(pool, size)
        totals = [rng.randint(0, 3) for _ in seats]
        resigned = {}
        if rng.random() < 0.3:
            resigned = {s: k + 1 for k, s in enumerate(rng.sample(range(size), rng.randint(1, 2)))}
        actors = [
            (s, rng.choice(["player", "player", "standing", "replacement"]))
            for s in range(size)
            for _ in range(rng.randint(0, 3))
            if isinstance(seats[s], int)
        ]
        actors += [(s, "ai") for s in range(size) if isinstance(seats[s], str)]
        game, variant = rng.choice([("hadara", "basic"), ("tta", "simple"), ("tta", "full")])
        record = await finish(
            store,
            f"g{i:03}",
            seats,
            totals,
            guild=rng.choice([1, 2, 3, None]),
            game=game,
            options={"variant": variant},
            resigned=resigned,
            actors=actors,
            at=float(i),
        )
        assert await count(store, record)
        if i == n // 2:
            await store.erase_user(6, "gone")


async def everything(store: GameStore) -> tuple[list[Rating], list[Any]]:
    """Every stored rating and rating point (through the ladders of the scopes and families)."""
    found: list[Rating] = []
    points: list[Any] = []
    for scope in (EVERYWHERE, 1, 2, 3):
        for family in ("hadara", "tta", "tta-simple"):
            page, total = await store.leaderboard(scope, family, 0, 1000)
            assert len(page) == total
            found += page
            for r in page:
                points += await store.rating_points(scope, family, r.player)
    return found, points


@pytest.mark.parametrize(
    "kind", ["memory", "sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]
)
async def test_recompute_gives_the_incremental_numbers_exactly(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    store: GameStore = MemoryStore() if kind == "memory" else SqliteStore(tmp_path / "b.sqlite3")
    if kind == "postgresql":
        from bot.store.postgres import PostgresStore

        store = PostgresStore(request.getfixturevalue("postgres_url"))
    await store.open()
    try:
        await play_random_games(store, random.Random(30), 80)
        before = await everything(store)
        players = {r.player for r in before[0]}
        assert {"ai:easy", "ai:normal", "ai:strong", "user:1", "user:6"} <= players
        assert any(r.games > 5 for r in before[0]) and len(before[1]) > 200
        assert [g for g in await store.games_of_player("erased:gone")]
        summary = await ratings.recompute(store)
        assert summary.games == 80 and summary.ratings == len(before[0])
        assert await everything(store) == before
        # From scratch: nothing stored is read, the recorded games give the same numbers.
        await store.replace_ratings([], [])
        await ratings.recompute(store)
        assert await everything(store) == before
    finally:
        await store.close()


# ---------------------------------------------------------------------------------------------
# Tournaments


def test_tournament_games_become_ai_only_games_outside_any_server() -> None:
    tta = PLUGINS["tta"]
    task: dict[str, Any] = {"section": "lineup", "players": 3, "variant": "full", "seed": 5}
    line: dict[str, Any] = {
        "totals": [40, 40, 12],
        "places": [1.5, 1.5, 3.0],
    }
    lines = [
        json.dumps({**line, "task": {**task, "seats": ["strong", "heuristic", "random"]}}),
        json.dumps({**line, "task": {**task, "seats": ["strong", "greedy", "random"]}}),
    ]
    games, skipped = ratings.tournament_games(tta, lines, 50.0)
    assert skipped == 1
    [game] = games
    assert (game.family, game.guild_id, game.variant, game.rated) == ("tta", None, "full", True)
    assert [(s.player, s.place, s.won) for s in game.seats] == [
        ("ai:strong", 1, True),
        ("ai:normal", 1, True),
        ("ai:easy", 3, False),
    ]

    async def run() -> None:
        store = MemoryStore()
        assert await ratings.import_tournament(store, games) == 1
        assert await ratings.import_tournament(store, games) == 0
        strong = await rating(store, "ai:strong", scope=EVERYWHERE, family="tta")
        assert strong.mu == expected([1, 1, 3])[0][0]

    asyncio.run(run())


def test_a_hadara_tournament_raw_file_puts_the_ai_levels_on_the_ladder(tmp_path: Path) -> None:
    from rules.tools.hadara import tournament

    raw = tmp_path / "raw.jsonl"
    tournament.run(1, 0, 3, 1, ["heuristic", "random"], 1, "test", player_counts=[3], raw=raw)
    games, skipped = ratings.tournament_games(PLUGINS["hadara"], raw.read_text().splitlines(), 5.0)
    assert skipped == 0 and len(games) >= 2
    assert {g.family for g in games} == {"hadara"} and {g.guild_id for g in games} == {None}
    assert len({g.game_id for g in games}) == len(games)

    async def run() -> None:
        store = MemoryStore()
        assert await ratings.import_tournament(store, games) == len(games)
        page, total = await store.leaderboard(EVERYWHERE, "hadara")
        assert total == 2 and {r.player for r in page} == {"ai:normal", "ai:easy"}
        assert sum(r.games for r in page) == sum(len(g.seats) for g in games)

    asyncio.run(run())


# ---------------------------------------------------------------------------------------------
# The hook: counted after the final table, and by the catch-up


async def test_a_finished_game_is_counted_after_its_final_table(
    manager: GameManager, store: GameStore
) -> None:
    await manager.new_lobby(1, 500, 101, "Ann", "cs", {"seed": 11, "variant": "advanced"})
    await manager.add_ai(500, 101)
    await manager.add_ai(500, 101, "random")
    game = await manager.start(500, 101)
    await manager.idle()
    for _ in range(300):
        game = await store.get(game.id) or game
        if game.status != "running":
            break
        seat = next(s for s in manager.waiting_for(game) if game.seats[s].ai is None)
        await manager.act(game.id, 101, game.version, manager.legal(game, seat)[0])
        await manager.idle()
    assert game.status == "finished"
    [recorded] = await store.games_of_player("user:101")
    assert recorded.game_id == game.id and recorded.rated
    assert {s.player for s in recorded.seats} == {"user:101", "ai:normal", "ai:easy"}
    # The rules' winners are the seats placed first.
    assert game.result is not None
    winners = set(game.result["winners"])
    assert {s.seat for s in recorded.seats if s.place == 1} == winners
    assert {s.seat for s in recorded.seats if s.won} == winners
    assert (await rating(store, "ai:normal", scope=1)).games == 1
    assert await store.list_unrated() == []


async def test_the_catch_up_counts_games_finished_while_nothing_counted(
    manager: GameManager, store: GameStore
) -> None:
    await finish(store, "old", [1, 2], [5, 3], guild=1)
    await manager.timers.resume_all()
    assert [g.game_id for g in await store.rated_games()] == ["old"]
    await finish(store, "new", [1, 2], [5, 3], guild=1)
    await manager.timers.tick()
    assert [g.game_id for g in await store.rated_games()] == ["old", "new"]


# ---------------------------------------------------------------------------------------------
# PostgreSQL: two stores on one database, as two bot processes


@pytest.mark.postgres
async def test_postgres_a_kill_inside_the_update_and_two_processes_counting_at_once(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncpg  # type: ignore[import-untyped]

    from bot.store.postgres import PostgresStore

    a, b = PostgresStore(postgres_url), PostgresStore(postgres_url)
    await a.open()
    await b.open()
    try:
        game = await finish(a, "g", [1, 2, "strong"], [5, 3, 9])
        real = asyncpg.connection.Connection.executemany

        async def dies(self: Any, command: str, args: Any, *, timeout: Any = None) -> Any:
            if "rating_points" in command:  # the game and ratings are written already
                raise Killed()
            return await real(self, command, args, timeout=timeout)

        monkeypatch.setattr(asyncpg.connection.Connection, "executemany", dies)
        with pytest.raises(Killed):
            await count(a, game)
        monkeypatch.undo()
        assert await b.rated_games() == []
        assert await b.leaderboard(7, "hadara") == ([], 0)
        assert [g.id for g in await b.list_unrated()] == ["g"]
        # Both processes catch up at once: the game counts once.
        done = await asyncio.gather(
            ratings.count_unrated(a, PLUGINS), ratings.count_unrated(b, PLUGINS)
        )
        assert sorted(done) == [0, 1]
        other = await finish(a, "h", [1, 2], [1, 8])
        done_h = await asyncio.gather(count(a, other), count(b, other), count(a, other))
        assert sorted(done_h) == [False, False, True]
        assert [g.game_id for g in await a.games_of_player("user:1")] == ["h", "g"]
        one = await rating(b, "user:1")
        assert (one.games, one.wins) == (2, 0)
        # The two games counted one after the other: recompute gives the same numbers.
        before = await everything(a)
        await ratings.recompute(b)
        assert await everything(a) == before
    finally:
        await a.close()
        await b.close()


def test_the_command_line_recomputes_and_imports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite:///{tmp_path}/bot.sqlite3"

    async def setup() -> None:
        store = SqliteStore(tmp_path / "bot.sqlite3")
        await store.open()
        try:
            assert await count(store, await finish(store, "g", [1, 2], [5, 3]))
        finally:
            await store.close()

    asyncio.run(setup())
    assert ratings.main(["recompute", "--database", url]) == 0
    assert capsys.readouterr().out.strip() == (
        "1 recorded games (1 rated): 4 ratings and 4 rating points written"
    )
    raw = tmp_path / "raw.jsonl"
    task = {"section": "cell", "players": 2, "variant": "basic", "seed": 1}
    raw.write_text(
        json.dumps(
            {"task": {**task, "seats": ["strong", "random"]}, "totals": [9, 2], "places": [1, 2]}
        )
        + "\n",
        encoding="utf-8",
    )
    assert ratings.main(["import-tournament", "--database", url, "--game", "hadara", str(raw)]) == 0
    assert capsys.readouterr().out.startswith("1 games read, 1 recorded (0 already), 0 skipped")
