"""Saved games are players' data: games saved by an earlier release load with the current code
and play on to their end (the corpus of ``tests/saved/README.md``).

``release-<version>.json.gz`` holds games in progress as that release's bot stored them (the
game's record and its action log, at several points of each game), made by ``make_corpus.py``
with that release's code. For every saved point: the state loads through the game's plugin
(``GAME.load``, which migrates older formats), ``dump → load → dump`` is stable, the decision
is the one that was pending, and the game plays to its end with the agents, with a score per
seat. Every stored event still has a log line (or none) whose messages every catalogue has.
Two games of each kind per release are put in a real SQLite store with their action logs and
carried to their end by the bot's manager: AI seats move and absent players are replaced, as
after an upgrade.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import random
import warnings
from collections.abc import AsyncIterator, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bot.games import plugin, registry
from bot.i18n import catalog
from bot.manager import AI_STALL_SECONDS, LANGUAGES, GameManager, Snapshot
from bot.store import ActionRow, GameRecord, GameStore, SeatRecord, open_store
from rules.core import Msg

SAVED = Path(__file__).parent
STEP_LIMIT = 20_000
# The release files, oldest first: a release appends its own (tests/saved/README.md).
RELEASE_ORDER = ("a76db98", "6daf1d8", "0.3.0")


@cache
def releases() -> tuple[dict[str, Any], ...]:
    out = []
    for path in sorted(SAVED.glob("release-*.json.gz")):
        out.append(json.loads(gzip.decompress(path.read_bytes()).decode("utf-8")))
    return tuple(out)


def games() -> list[tuple[str, dict[str, Any]]]:
    return [(f"{r['release']}-{g['name']}", g) for r in releases() for g in r["games"]]


def points() -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    return [
        (f"{name}-{p['point']}-v{p['record']['version']}", g, p)
        for name, g in games()
        for p in g["points"]
    ]


GAMES = games()
POINTS = points()


def held() -> dict[str, set[str]]:
    """Release → the games its file holds, oldest release first."""
    by_name = {r["release"]: {g["game"] for g in r["games"]} for r in releases()}
    return {name: by_name[name] for name in RELEASE_ORDER if name in by_name}


def released() -> list[str]:
    """The registered games some release saved, in registration order."""
    saved = set().union(*held().values())
    return [name for name in registry() if name in saved]


def unreleased() -> list[str]:
    """The registered games no release has saved yet (added since the last release)."""
    return [name for name in registry() if name not in released()]


def record_of(data: dict[str, Any]) -> GameRecord:
    """A stored record as the store's class holds it (fields it no longer has are dropped,
    new ones take their defaults; JSON made the ``seat_since`` keys strings)."""
    known = {f.name for f in dataclasses.fields(GameRecord)}
    fields = {k: v for k, v in data.items() if k in known}
    fields["seats"] = [SeatRecord.from_json(s) for s in data["seats"]]
    fields["seat_since"] = {int(k): float(v) for k, v in data.get("seat_since", {}).items()}
    return GameRecord(**fields)


def test_every_game_is_in_every_release_since_its_first() -> None:
    """Players keep their games across upgrades: a game some release saved is registered and
    in the file of every later release. A game registered since the last release is in none
    yet (the next release's file adds it): allowed, and named."""
    files = sorted(r["release"] for r in releases())
    assert files == sorted(RELEASE_ORDER), (
        f"release files {files}, RELEASE_ORDER {list(RELEASE_ORDER)}: name each file's release "
        "there, newest last"
    )
    by_release = held()
    for release, names in by_release.items():
        gone = sorted(names - set(registry()))
        assert not gone, f"release {release} saved games of {gone}, which are not registered"
    for name in released():
        since = [r for r in RELEASE_ORDER if name in by_release[r]]
        later = RELEASE_ORDER[RELEASE_ORDER.index(since[0]) :]
        missing = [r for r in later if name not in by_release[r]]
        assert not missing, f"{name} is in release {since[0]} but not in the later {missing}"
    if unreleased():
        warnings.warn(
            f"registered, in no release's saved games yet: {', '.join(unreleased())} "
            "(the next release's file adds them: tests/saved/README.md)",
            stacklevel=1,
        )


def test_a_game_registered_since_the_last_release_is_named(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The rule above with a game that no release saved: the test passes and names it."""
    fake = dict(registry())
    fake["newgame"] = registry()[registry().default]
    monkeypatch.setitem(globals(), "registry", lambda: fake)
    assert unreleased()[-1:] == ["newgame"]  # after any other game added since the release
    with pytest.warns(UserWarning, match="in no release's saved games yet: (.*, )?newgame "):
        test_every_game_is_in_every_release_since_its_first()


def test_a_game_missing_from_a_later_release_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A newer release whose file saved no game at all: every released game is missing there."""
    real = releases()
    monkeypatch.setitem(globals(), "releases", lambda: (*real, {"release": "9.9.9", "games": []}))
    monkeypatch.setitem(globals(), "RELEASE_ORDER", (*RELEASE_ORDER, "9.9.9"))
    with pytest.raises(AssertionError, match=r"but not in the later \['9.9.9'\]"):
        test_every_game_is_in_every_release_since_its_first()
    monkeypatch.setitem(globals(), "RELEASE_ORDER", RELEASE_ORDER[:-1])
    with pytest.raises(AssertionError, match="name each file's release there"):
        test_every_game_is_in_every_release_since_its_first()


def test_the_corpus_covers_every_game_variant_and_player_count() -> None:
    """Every game some release saved at each of its variants and player counts, with AI seats, and
    questions pending that are secret or asked out of turn (T-22 #19: a defence, a pact, a
    colonization bid, a discard)."""
    found = {(g["game"], g["variant"], g["players"]) for _, g in GAMES}
    for name in released():
        info = registry()[name].rules.info
        for variant in info.variants:
            for players in range(info.min_players, info.max_players + 1):
                assert (name, variant, players) in found, f"no saved {name} {variant} {players}"
    saved = [p for _, _, p in POINTS]
    assert any(s["ai"] for p in saved for s in p["record"]["seats"]), "AI seats"
    # A game with secret choices (one is pending in some saved game) has one pending in every
    # release that saved it; a game without (all moves public) needs none.
    for name in released():
        if any(p["decision"]["secret"] for _, g, p in POINTS if g["game"] == name):
            for release in releases():
                points = [p for g in release["games"] if g["game"] == name for p in g["points"]]
                assert not points or any(p["decision"]["secret"] for p in points), (
                    f"no secret choice of {name} pending in release {release['release']}"
                )
    if "hadara" in registry():
        assert any(p["decision"]["simultaneous"] for _, g, p in POINTS if g["game"] == "hadara")
    questions = {p.get("question") for _, g, p in POINTS if g["game"] == "tta"}
    assert {"defence", "pact", "bid", "discard"} <= questions


def message_ids(line: Msg) -> Iterator[str]:
    """The message ids a log line is made of (its own and its arguments')."""
    yield line.id
    for _, value in line.args:
        for part in value if isinstance(value, tuple) else (value,):
            if isinstance(part, Msg):
                yield from message_ids(part)


@pytest.mark.parametrize(("name", "game"), GAMES, ids=[name for name, _ in GAMES])
def test_every_stored_event_still_has_a_log_line_in_every_language(
    name: str, game: dict[str, Any]
) -> None:
    """A log line (or none) for each stored event, private ones included, whose messages
    every catalogue still has."""
    rules = plugin(game["game"]).rules
    names = [f"P{s + 1}" for s in range(game["players"])]
    for row in game["actions"]:
        for event in row["events"]:
            line = rules.describe_event(event)
            if line is None:
                continue
            assert isinstance(line, Msg), f"{name}: {event}"
            for locale in LANGUAGES:
                for message_id in message_ids(line):
                    assert catalog().has(message_id, locale, game["game"]), (
                        f"{name}: {locale} has no {message_id} (event {event})"
                    )
                assert catalog().msg(locale, line, game["game"], names)


def play_to_the_end(name: str, game: dict[str, Any], point: dict[str, Any], index: int) -> Any:
    """The saved point loaded and checked, then played to its end by the agents (random
    mostly, heuristic in every fourth game); the final state."""
    record = point["record"]
    game_plugin = plugin(record["game"])
    rules = game_plugin.rules
    state = rules.load(record["state"])
    dump = rules.dump(state)
    assert rules.dump(rules.load(dump)) == dump
    assert rules.version(state) == record["version"]
    decision = rules.decision(state)
    assert decision is not None and decision.to_json() == point["decision"]
    players = len(record["seats"])
    seed = int(record["options"]["seed"])
    kind = "heuristic" if index % 4 == 0 else "random"
    agents = [game_plugin.make_agent(kind, seed + s) for s in range(players)]
    rng = random.Random(seed)
    steps = 0
    while not rules.is_over(state):
        decision = rules.decision(state)
        assert decision is not None
        seat = rng.choice(list(decision.seats))
        legal = rules.legal_actions(state, seat)
        assert legal, f"{name}: seat {seat} is stuck"
        action = agents[seat].choose(state, seat)
        if rules.encode_action(action) == "resign":  # the game should end by its rules
            action = next(a for a in legal if rules.encode_action(a) != "resign")
        rules.apply(state, seat, action)
        steps += 1
        assert steps < STEP_LIMIT, f"{name} does not end"
    return state


@pytest.mark.parametrize(("name", "game", "point"), POINTS, ids=[name for name, _, _ in POINTS])
def test_a_saved_game_loads_and_plays_to_its_end(
    name: str, game: dict[str, Any], point: dict[str, Any]
) -> None:
    index = [n for n, _, _ in POINTS].index(name)
    state = play_to_the_end(name, game, point, index)
    rules = plugin(game["game"]).rules
    result = rules.result(state)
    assert result is not None
    assert sorted(s.seat for s in result.scores) == list(range(game["players"]))


class Presenter:
    """Shows nothing; marks each version shown, as the Discord presenter does."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.finished: list[GameRecord] = []

    async def lobby(self, game: GameRecord) -> None:
        return None

    async def show(self, snap: Snapshot) -> dict[int, bool]:
        await self.store.mark_shown(snap.game.id, snap.game.version)
        if snap.game.status == "finished":
            self.finished.append(snap.game)
        return {s: True for s in snap.private}

    async def reminder(self, game: GameRecord, seat: int) -> None:
        return None

    async def notice(self, game: GameRecord, message_id: str, **args: str | int) -> None:
        return None


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def bot_cases() -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """Two points per game kind of every release that saved the kind with its action log: the
    one with the least left to play of a game with AI seats, and the middle of a game of
    players only (the bot replaces them all, turn after turn)."""
    out = []
    for release in releases():
        for kind in registry():
            found = [
                (f"{release['release']}-{g['name']}-{p['point']}", g, p)
                for g in release["games"]
                if g["game"] == kind and g["actions"]
                for p in g["points"]
            ]
            with_ai = [c for c in found if any(s["ai"] for s in c[2]["record"]["seats"])]
            if with_ai:
                out.append(
                    min(with_ai, key=lambda c: c[1]["ended_at_version"] - c[2]["record"]["version"])
                )
            humans = [c for c in found if c not in with_ai and c[2]["point"] == "middle"]
            if humans:
                out.append(min(humans, key=lambda c: c[1]["players"]))
    return out


BOT_CASES = bot_cases()


@pytest.fixture
async def sqlite_store(tmp_path: Path) -> AsyncIterator[GameStore]:
    store = open_store(f"sqlite:///{tmp_path / 'saved.sqlite3'}")
    await store.open()
    yield store
    await store.close()


async def put(store: GameStore, record: GameRecord, rows: list[dict[str, Any]]) -> None:
    """The record and its action log into ``store`` through the store's own calls: created at
    the version of the first action, then each action saved in turn."""
    first = rows[0]["version"] if rows else record.version
    await store.create(dataclasses.replace(record, version=first))
    for i, row in enumerate(rows):
        after = rows[i + 1]["version"] if i + 1 < len(rows) else record.version
        saved = dataclasses.replace(record, version=after)
        assert await store.save_action(saved, row["version"], ActionRow(**row))


@pytest.mark.parametrize(
    ("name", "game", "point"), BOT_CASES, ids=[name for name, _, _ in BOT_CASES]
)
async def test_the_bot_carries_a_saved_game_on_to_its_end(
    name: str, game: dict[str, Any], point: dict[str, Any], sqlite_store: GameStore
) -> None:
    """After an upgrade the bot starts (``resume_all``): the AI seats move and the absent
    players are replaced once ``replace_hours`` pass, until the game ends with a result."""
    record = record_of(point["record"])
    rows = [r for r in game["actions"] if r["version"] < record.version]
    await put(sqlite_store, record, rows)
    clock = Clock(record.updated_at + 60)
    presenter = Presenter(sqlite_store)
    manager = GameManager(sqlite_store, presenter, clock=clock, ai_delay=0)
    try:
        await manager.resume_all()
        await manager.idle()
        replace = float(record.options.get("replace_hours", 24)) * 3600
        still = 0
        version = record.version
        while still < 3:  # three timer ticks in a row without a move: stuck
            stored = await sqlite_store.get(record.id)
            assert stored is not None
            if stored.status != "running":
                break
            still = still + 1 if stored.version == version else 0
            version = stored.version
            clock.now += max(replace, AI_STALL_SECONDS) + 1
            await manager.tick()
            await manager.idle()
        stored = await sqlite_store.get(record.id)
        assert stored is not None and stored.status == "finished", name
        assert stored.result is not None
        assert sorted(s["seat"] for s in stored.result["scores"]) == list(range(len(record.seats)))
        log = await sqlite_store.actions(record.id)
        assert [dataclasses.asdict(r) for r in log[: len(rows)]] == rows
        assert {r.actor for r in log[len(rows) :]} <= {"ai", "replacement"}
        assert log[-1].version < stored.version
    finally:
        await manager.close()


def test_one_game_of_each_kind_is_carried_on_by_the_bot() -> None:
    """Every release with action logs has, for every game it saved with a log, a case."""
    for release in releases():
        logged = {g["game"] for g in release["games"] if g["actions"]}
        carried = {g["game"] for name, g, _ in BOT_CASES if g in release["games"]}
        assert carried == logged, f"release {release['release']}"
