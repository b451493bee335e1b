"""Fixtures for the bot's Discord-free core: stores, a fake clock and a recording presenter."""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord_fakes
import pytest

import bot.interactions
import bot.presenter.tokens
from bot.manager import GameManager, Snapshot
from bot.store import GameRecord, GameStore
from bot.store.memory import MemoryStore
from bot.store.sqlite import SqliteStore


class FakeClock:
    """Seconds since the epoch that move only when a test says so."""

    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, hours: float = 0.0, seconds: float = 0.0) -> None:
        self.now += hours * 3600 + seconds


class RecordingPresenter:
    """Records what the manager hands over as ``(name, game_id, version, details)``.

    Each snapshot becomes the calls the Discord presenter would make of it: ``table`` (with the
    kinds of its events), then ``finished``, or ``private_prompt`` (one per seat shown its
    decision in private: a new DM in a secret step, its decision DM edited in a public one)
    and ``public_prompt`` (the humans pinged in a public step). ``closed_dms`` holds user ids
    whose DMs fail; ``fail`` makes every call raise (a presenter must not raise, but the
    manager must survive one that does). Like the real presenter, it marks each snapshot's
    version shown in ``store`` (set by the ``manager`` fixture) once it has "shown" it.
    """

    def __init__(self, store: GameStore | None = None) -> None:
        self.calls: list[tuple[str, str, int, Any]] = []
        self.quiet: list[bool] = []  # the quiet flag of each snapshot
        self.snaps: list[Snapshot] = []
        self.closed_dms: set[int] = set()
        self.fail = False
        self.store = store

    def _record(self, name: str, game: GameRecord, details: Any = None) -> None:
        self.calls.append((name, game.id, game.version, details))
        if self.fail:
            raise RuntimeError("presenter broke")

    async def lobby(self, game: GameRecord) -> None:
        self._record("lobby", game, game.status)
        game.lobby_message_id = game.lobby_message_id or 1_111  # "posted" once, then edited

    async def show(self, snap: Snapshot) -> dict[int, bool]:
        game = snap.game
        self.snaps.append(snap)
        self._record("table", game, [e["kind"] for e in snap.events])
        self.quiet.append(snap.quiet)
        delivered: dict[int, bool] = {}
        if game.status == "finished":
            self._record("finished", game, game.result)
        else:
            for seat in snap.private:
                self._record("private_prompt", game, seat)
                delivered[seat] = game.seats[seat].user_id not in self.closed_dms
            mover = snap.mover
            moved = mover is not None and game.seats[mover].ai is None
            if not snap.secret and snap.humans_waiting and (snap.new_wait or moved):
                self._record("public_prompt", game, list(snap.humans_waiting))
        if self.store is not None:
            await self.store.mark_shown(game.id, game.version)
        return delivered

    async def reminder(self, game: GameRecord, seat: int) -> None:
        self._record("reminder", game, seat)

    async def notice(self, game: GameRecord, message_id: str, **args: str | int) -> None:
        self._record("notice", game, (message_id, args))

    async def fault(self, game: GameRecord) -> int | None:
        """The fault notice "posted": its message id (a new one each time)."""
        self._record("fault", game, game.fault)
        return 7_000 + len(self.named("fault"))

    async def fault_over(self, game: GameRecord, notice_id: int, message_id: str) -> None:
        self._record("fault_over", game, (notice_id, message_id))

    def named(self, name: str) -> list[tuple[str, str, int, Any]]:
        return [c for c in self.calls if c[0] == name]

    def clear(self) -> None:
        self.calls.clear()


async def make_store(kind: str, tmp_path: Path) -> GameStore:
    store: GameStore = MemoryStore() if kind == "memory" else SqliteStore(tmp_path / "bot.sqlite3")
    await store.open()
    return store


NO_POSTGRES = (
    "TEST_DATABASE_URL is not set: the PostgreSQL tests need a database they may wipe "
    "(bash .ci/run starts one with .ci/postgres.sh)"
)


async def _wipe_postgres(url: str) -> None:
    import asyncpg  # type: ignore[import-untyped]

    conn = await asyncpg.connect(url)
    try:
        await conn.execute("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;")
    finally:
        await conn.close()


@pytest.fixture
def postgres_url() -> str:
    """``TEST_DATABASE_URL`` with its schema emptied (tables and migrations dropped); skips the
    test when the variable is not set. Synchronous, so that async fixtures may ask for it
    with ``request.getfixturevalue``."""
    url = os.environ.get("TEST_DATABASE_URL", "").strip()
    if not url:
        pytest.skip(NO_POSTGRES)
    # In a thread of its own: an event loop may be running in this one.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, _wipe_postgres(url)).result()
    return url


@pytest.fixture(params=["memory", "sqlite"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[GameStore]:
    s = await make_store(request.param, tmp_path)
    yield s
    await s.close()


class Fakes:
    """The fake classes, for tests that build several managers (test modules cannot import
    conftest: tests/ is not a package)."""

    FakeClock = FakeClock
    RecordingPresenter = RecordingPresenter


@pytest.fixture
def fakes() -> type[Fakes]:
    return Fakes


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def presenter() -> RecordingPresenter:
    return RecordingPresenter()


@pytest.fixture
async def manager(
    store: GameStore, presenter: RecordingPresenter, clock: FakeClock
) -> AsyncIterator[GameManager]:
    presenter.store = store
    m = GameManager(store, presenter, clock=clock, ai_delay=0)
    yield m
    await m.close()


# The acknowledgement budget in these tests: a test that checks what answers a click (the new
# table, the next picture) should not depend on the picture being drawn within the bot's 40 ms
# on a busy machine. Tests of the deferral itself set ``bot.interactions.ACK_BUDGET`` back.
TEST_ACK_BUDGET = 1.0


@pytest.fixture(autouse=True)
def generous_ack_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bot.interactions, "ACK_BUDGET", TEST_ACK_BUDGET)


@pytest.fixture(autouse=True)
def token_webhooks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Click tokens edit and post through the fake interactions they came with
    (``discord_fakes.fake_webhook``), not through discord.py's HTTP client."""
    discord_fakes.INTERACTIONS.clear()
    monkeypatch.setattr(bot.presenter.tokens, "partial_webhook", discord_fakes.fake_webhook)
