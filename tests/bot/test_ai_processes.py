"""AI levels, thinking off the event loop within a time budget, and several bot processes
sharing one store: one action per click, one firing per timer, one thinker per game."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from bot.ai import InlineThinker, PoolThinker, choose_code
from bot.errors import UserError
from bot.games import plugin
from bot.manager import GameManager
from bot.store import GameRecord, GameStore
from bot.store.memory import MemoryStore
from rules.hadara import GAME as HADARA

if TYPE_CHECKING:
    from conftest import FakeClock, Fakes, RecordingPresenter

ROOT = Path(__file__).resolve().parents[2]
GUILD, CHANNEL = 1, 700
ANN, BOB = 201, 202


async def lobby(m: GameManager, **options: Any) -> GameRecord:
    return await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", {"seed": 5, **options})


async def current(m: GameManager, game_id: str) -> GameRecord:
    game = await m.store.get(game_id)
    assert game is not None
    return game


def hang(game: str, state: str, seat: int, agent: str, seed: int, budget: float) -> str:
    """A worker that never answers in time (module level, so workers can unpickle it)."""
    time.sleep(30)
    return "pass"


def think_for_budget(game: str, state: str, seat: int, agent: str, seed: int, budget: float) -> str:
    """A worker that searches for exactly the budget it is given (module level, as ``hang``)."""
    time.sleep(budget)
    return choose_code(game, state, seat, "heuristic", seed, 0.0)


# ---------------------------------------------------------------------------------------------
# Levels and thinkers


async def test_levels_store_the_agent_that_plays_them(manager: GameManager) -> None:
    await lobby(manager)
    for level in ("easy", "normal", "strong"):
        await manager.add_ai(CHANNEL, ANN, level)
    game = await manager.add_ai(CHANNEL, ANN, "heuristic")  # an agent's own name also works
    assert [s.ai for s in game.seats] == [None, "random", "heuristic", "strong", "heuristic"]
    # The levels are the game's own (its plugin's), offered in the lobby.
    levels = dict(plugin("hadara").ai_levels)
    assert levels == {"easy": "random", "normal": "heuristic", "strong": "strong"}


async def test_a_strong_ai_seat_plays_a_whole_game(
    store: GameStore, fakes: type[Fakes], clock: FakeClock
) -> None:
    m = GameManager(
        store,
        fakes.RecordingPresenter(store),
        clock=clock,
        ai_delay=0,
        thinker=InlineThinker(0.005),
    )
    await lobby(m)
    await m.add_ai(CHANNEL, ANN, "strong")
    game = await m.start(CHANNEL, ANN)
    await m.idle()
    for _ in range(300):
        game = await current(m, game.id)
        if game.status == "finished":
            break
        assert m.waiting_for(game) == [0], "only the human is ever waited for"
        await m.act(game.id, ANN, game.version, m.legal(game, 0)[0])
        await m.idle()
    assert game.status == "finished" and game.result is not None
    rows = await m.store.actions(game.id)
    assert {r.actor for r in rows if r.seat == 1} == {"ai"}
    await m.close()


class GatedThinker:
    """Thinks like the heuristic agent, but waits for a gate to open first."""

    def __init__(self) -> None:
        self.gate = asyncio.Event()
        self.started = asyncio.Event()
        self.calls: list[int] = []  # the version of the game each thought was for

    async def choose(self, game: str, state_dump: str, seat: int, agent: str, seed: int) -> str:
        self.calls.append(HADARA.version(HADARA.load(state_dump)))
        self.started.set()
        await self.gate.wait()
        return choose_code(game, state_dump, seat, "heuristic", seed, 0.0)

    def close(self) -> None:
        pass


async def test_ai_thinks_out_of_the_lock_and_its_secret_choice_still_counts(
    store: GameStore, fakes: type[Fakes], clock: FakeClock
) -> None:
    thinker = GatedThinker()
    m = GameManager(
        store, fakes.RecordingPresenter(store), clock=clock, ai_delay=0, thinker=thinker
    )
    await lobby(m, variant="advanced")
    await m.add_ai(CHANNEL, ANN, "strong")
    game = await m.start(CHANNEL, ANN)
    await asyncio.wait_for(thinker.started.wait(), 5)
    # The advanced game starts with a simultaneous step (choosing a side): the human moves
    # while the AI thinks. This would wait for ever if the AI held the game's lock meanwhile.
    game = await current(m, game.id)
    assert sorted(m.waiting_for(game)) == [0, 1]
    moved = await asyncio.wait_for(m.act(game.id, ANN, game.version, m.legal(game, 0)[0]), 5)
    thinker.gate.set()
    await m.idle()
    rows = await m.store.actions(game.id)
    # The AI thought once, at the version before the human's choice, and its choice counted.
    assert thinker.calls[0] == moved.version - 1
    assert [(r.version, r.seat, r.actor) for r in rows[:2]] == [(0, 0, "player"), (1, 1, "ai")]
    await m.close()


async def test_ai_thinks_again_when_the_game_moved_past_its_move(
    store: GameStore, fakes: type[Fakes], clock: FakeClock
) -> None:
    thinker = GatedThinker()
    m = GameManager(
        store, fakes.RecordingPresenter(store), clock=clock, ai_delay=0, thinker=thinker
    )
    await lobby(m, variant="advanced", replace_hours=1, reminder_hours=0)
    await m.add_ai(CHANNEL, ANN, "strong")
    game = await m.start(CHANNEL, ANN)
    await asyncio.wait_for(thinker.started.wait(), 5)
    # While the AI thinks about its side, the human chooses too and then the AI's seat is
    # played by someone else: here, the same move applied under the lock by a second manager
    # (as another process would). The first thought is then spoiled and must not be applied.
    other = GameManager(store, fakes.RecordingPresenter(store), clock=clock, ai_delay=3600)
    game = await current(m, game.id)
    await m.act(game.id, ANN, game.version, m.legal(game, 0)[0])
    game = await current(m, game.id)
    code = choose_code("hadara", game.state or "", 1, "random", 99, 0.0)
    async with store.lock(f"game:{game.id}"):
        fresh = await current(m, game.id)
        await other.play.move(
            fresh, HADARA.load(fresh.state or ""), 1, HADARA.decode_action(code), "ai"
        )
    thinker.gate.set()
    await m.idle()
    rows = await m.store.actions(game.id)
    versions = [r.version for r in rows]
    assert versions == list(range(len(rows)))
    side_moves = [r for r in rows if r.seat == 1 and r.action.startswith("side")]
    assert [r.action for r in side_moves] == [code], "the spoiled thought was not applied"
    assert len(thinker.calls) >= 2, "the AI thought again for its next decision"
    await m.close()
    await other.close()


async def test_pool_thinks_in_another_process_and_the_loop_stays_free() -> None:
    state = HADARA.new(2, {"variant": "basic"}, 3)
    dump = HADARA.dump(state)
    seat = HADARA.to_act(state)[0]
    thinker = PoolThinker(budget=0.5, workers=1)
    try:
        await thinker.choose("hadara", dump, seat, "strong", 1)  # start the worker
        ticks = 0
        stop = False

        async def ticker() -> None:
            nonlocal ticks
            while not stop:
                await asyncio.sleep(0.01)
                ticks += 1

        task = asyncio.create_task(ticker())
        code = await thinker.choose("hadara", dump, seat, "strong", 2)
        stop = True
        await task
        assert code in {HADARA.encode_action(a) for a in HADARA.legal_actions(state, seat)}
        # Inline, a half-second search would have let the ticker run zero times.
        assert ticks >= 10
        assert thinker.fallbacks == 0
    finally:
        thinker.close()


async def test_pool_falls_back_to_the_heuristic_move_when_the_budget_is_blown() -> None:
    state = HADARA.new(3, {"variant": "basic"}, 4)
    dump = HADARA.dump(state)
    seat = HADARA.to_act(state)[0]
    thinker = PoolThinker(budget=0.2, workers=1, grace=0.3, work=hang)
    try:
        started = time.perf_counter()
        code = await thinker.choose("hadara", dump, seat, "strong", 7)
        elapsed = time.perf_counter() - started
        assert code == choose_code("hadara", dump, seat, "heuristic", 7, 0.0)
        assert thinker.fallbacks == 1
        assert elapsed < 10  # far less than the hanging worker's 30 s
        # Quick agents never go to the pool.
        assert await thinker.choose("hadara", dump, seat, "random", 7) == choose_code(
            "hadara", dump, seat, "random", 7, 0.0
        )
    finally:
        thinker.close()


async def test_pool_moves_queued_past_their_budget_fall_back_without_losing_the_worker() -> None:
    """Many games asking one worker at once: the budget counts from the request, so the moves
    at the back of the queue get the fallback agent's move from the worker at once instead of
    timing out, and the worker (thinking the moves of the other games) is not replaced."""
    state = HADARA.new(2, {"variant": "basic"}, 3)
    dump = HADARA.dump(state)
    seat = HADARA.to_act(state)[0]
    legal = {HADARA.encode_action(a) for a in HADARA.legal_actions(state, seat)}
    thinker = PoolThinker(budget=0.3, workers=1, grace=1.0, work=think_for_budget)
    try:
        await thinker.choose("hadara", dump, seat, "strong", 1)  # start the worker
        (pid,) = thinker.workers_alive()
        thinker.fallbacks = 0
        codes = await asyncio.gather(
            *(thinker.choose("hadara", dump, seat, "strong", s) for s in range(8))
        )
        assert set(codes) <= legal
        # 8 moves of 0.3 s do not fit in 0.3 s + 0.5 s on one worker: some fell back...
        assert 1 <= thinker.fallbacks < 8
        # ...inside the worker, which was never taken for a hanging one.
        assert thinker.workers_alive() == [pid]
    finally:
        thinker.close()


# ---------------------------------------------------------------------------------------------
# Two processes on one store


@pytest.fixture(params=["memory", "postgresql"])
async def two_stores(
    request: pytest.FixtureRequest,
) -> AsyncIterator[tuple[GameStore, GameStore]]:
    """What two bot processes would have: one memory store shared (its locks are the shared
    part), or two PostgreSQL stores on one database (skipped without TEST_DATABASE_URL)."""
    if request.param == "memory":
        shared = MemoryStore()
        await shared.open()
        yield shared, shared
        await shared.close()
        return
    url = request.getfixturevalue("postgres_url")
    from bot.store.postgres import PostgresStore

    a, b = PostgresStore(url), PostgresStore(url)
    await a.open()
    await b.open()
    yield a, b
    await a.close()
    await b.close()


Managers = tuple[GameManager, GameManager, "RecordingPresenter", "RecordingPresenter"]


@pytest.fixture
async def two_managers(
    two_stores: tuple[GameStore, GameStore], fakes: type[Fakes], clock: FakeClock
) -> AsyncIterator[Managers]:
    """One manager per "process", each with its own presenter, on the two stores."""
    pa, pb = fakes.RecordingPresenter(two_stores[0]), fakes.RecordingPresenter(two_stores[1])
    a = GameManager(two_stores[0], pa, clock=clock, ai_delay=0)
    b = GameManager(two_stores[1], pb, clock=clock, ai_delay=0)
    yield a, b, pa, pb
    await a.close()
    await b.close()


async def test_two_processes_apply_one_click_once(two_managers: Managers) -> None:
    a, b, _, _ = two_managers
    await lobby(a)
    await b.join(CHANNEL, BOB, "Bob", None)
    game = await a.start(CHANNEL, ANN)
    applied = 0
    refused: list[str] = []
    for _ in range(12):  # a dozen moves, each double-clicked through both processes at once
        game = await current(a, game.id)
        seat = a.waiting_for(game)[0]
        uid = game.seats[seat].user_id
        assert uid is not None
        code = a.legal(game, seat)[0]
        results = await asyncio.gather(
            a.act(game.id, uid, game.version, code, interaction_id=None),
            b.act(game.id, uid, game.version, code, interaction_id=None),
            return_exceptions=True,
        )
        applied += sum(isinstance(r, GameRecord) for r in results)
        refused += [r.message_id for r in results if isinstance(r, UserError)]
        assert not [
            r for r in results if isinstance(r, BaseException) and not isinstance(r, UserError)
        ]
    assert applied == 12 and len(refused) == 12
    assert set(refused) <= {"error-out-of-date", "error-illegal", "error-not-your-turn"}
    rows = await a.store.actions(game.id)
    assert [r.version for r in rows] == list(range(12))
    final = await current(b, game.id)
    assert final.version == 12


async def test_two_processes_fire_each_timer_once(two_managers: Managers, clock: FakeClock) -> None:
    a, b, pa, pb = two_managers
    await lobby(a, reminder_hours=1, replace_hours=3)
    await a.join(CHANNEL, BOB, "Bob", None)
    game = await a.start(CHANNEL, ANN)
    waiting = a.waiting_for(await current(a, game.id))
    clock.advance(hours=1.5)
    await asyncio.gather(a.tick(), b.tick(), a.tick(), b.tick())
    reminders = [c[3] for c in pa.named("reminder") + pb.named("reminder")]
    assert sorted(reminders) == sorted(waiting)  # each waiting seat reminded exactly once
    clock.advance(hours=2)
    before = (await current(a, game.id)).version
    await asyncio.gather(a.tick(), b.tick())
    rows = await a.store.actions(game.id)
    replaced = [r for r in rows if r.version >= before]
    # One replacement move per waiting seat, not one per process.
    assert sorted(r.seat for r in replaced) == sorted(waiting)
    assert {r.actor for r in replaced} == {"replacement"}


async def test_two_processes_never_move_an_ai_twice(two_managers: Managers) -> None:
    a, b, _, _ = two_managers
    await lobby(a)
    await a.add_ai(CHANNEL, ANN, "normal")
    await a.add_ai(CHANNEL, ANN, "easy")
    game = await a.start(CHANNEL, ANN)
    for _ in range(60):
        # Both processes are told to run the AI of this game (as their timers would).
        await asyncio.gather(a.run_ai(game.id), b.run_ai(game.id), a.tick(), b.tick())
        await asyncio.gather(a.idle(), b.idle())
        game = await current(a, game.id)
        if game.status != "running":
            break
        assert a.waiting_for(game) == [0] or not any(game.seats[s].ai for s in a.waiting_for(game))
        await a.act(game.id, ANN, game.version, a.legal(game, 0)[0])
    rows = await a.store.actions(game.id)
    assert [r.version for r in rows] == list(range(len(rows)))
    replay = HADARA.new(3, {"variant": "basic"}, int(game.options["seed"]))
    for r in rows:  # the log replays: no AI move was applied twice or out of turn
        HADARA.apply(replay, r.seat, HADARA.decode_action(r.action))
    assert HADARA.dump(replay) == (await current(a, game.id)).state


# ---------------------------------------------------------------------------------------------
# Workers never outlive the bot


THINKING_BOT = """
import asyncio, os, signal
from bot.ai import PoolThinker
from rules.hadara import GAME

async def main():
    thinker = PoolThinker(budget=30, workers=1)
    state = GAME.dump(GAME.new(2, {}, 1))
    seat = GAME.decision(GAME.load(state)).seats[0]
    asyncio.ensure_future(thinker.choose("hadara", state, seat, "strong", 1))
    while not thinker.workers_alive():
        await asyncio.sleep(0.05)
    await asyncio.sleep(1.0)  # thinking now
    print(" ".join(map(str, thinker.workers_alive())), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)

asyncio.run(main())
"""


def test_ai_workers_exit_when_the_bot_is_killed() -> None:
    """A SIGKILLed bot cannot stop a worker thinking for it; the worker notices and leaves."""
    bot = subprocess.Popen(
        [sys.executable, "-c", THINKING_BOT],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    out = bot.stdout
    assert out is not None
    line: list[str] = []
    # The worker inherits the pipe: read one line (with a limit), never up to the end.
    reader = threading.Thread(target=lambda: line.append(out.readline()), daemon=True)
    reader.start()
    reader.join(120)
    out.close()
    pids = [int(p) for p in line[0].split()] if line else []
    assert bot.wait(60) == -signal.SIGKILL
    assert len(pids) == 1
    deadline = time.monotonic() + 5
    alive = pids
    while alive and time.monotonic() < deadline:
        time.sleep(0.05)
        alive = [p for p in pids if _running(p)]
    for pid in alive:  # do not leave it behind when the test fails
        os.kill(pid, signal.SIGKILL)
    assert not alive, f"AI worker {alive} outlived the bot"


async def test_closing_the_thinker_kills_a_worker_thinking() -> None:
    thinker = PoolThinker(budget=30, workers=1)
    state = HADARA.dump(HADARA.new(2, {}, 1))
    seat = HADARA.decision(HADARA.load(state)).seats[0]
    move = asyncio.ensure_future(thinker.choose("hadara", state, seat, "strong", 1))
    for _ in range(600):
        if thinker.workers_alive():
            break
        await asyncio.sleep(0.05)
    (pid,) = thinker.workers_alive()
    thinker.close()
    assert not _running(pid)
    move.cancel()


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
