"""A process killed after saving a change but before showing it: the next process to start shows
it (``GameManager.resume_all``), once, with the prompts of the seats that must act.

The kill is modelled by a presenter that raises :class:`Killed` (a ``BaseException``, so that
nothing in the manager catches it) from the call the process dies in: the change is saved, that
call and everything after it never happen. A new manager on the same store is the restarted
process.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from bot.manager import GameManager
from bot.store import GameRecord, GameStore
from bot.store.memory import MemoryStore
from bot.store.sqlite import SqliteStore

if TYPE_CHECKING:  # tests/ is not a package: the fakes come through the ``fakes`` fixture
    from conftest import FakeClock, Fakes, RecordingPresenter

GUILD, CHANNEL = 1, 500
ANN, BOB = 101, 102
PROMPTS = ("private_prompt", "public_prompt")


class Killed(BaseException):
    """The process dies here: nothing after this point runs."""


KillWhen = Callable[[str, GameRecord], bool]


def dying(fakes: type[Fakes], store: GameStore, when: KillWhen | None = None) -> RecordingPresenter:
    """A recording presenter whose process dies in the first call for which ``when(name,
    game)`` is true (``when`` may be set later); that call is not recorded."""

    class DyingPresenter(fakes.RecordingPresenter):  # type: ignore[misc,valid-type]
        def __init__(self) -> None:
            super().__init__(store)
            self.when = when

        def _record(self, name: str, game: GameRecord, details: Any = None) -> None:
            if self.when is not None and self.when(name, game):
                self.when = None  # a process dies once
                raise Killed(name)
            super()._record(name, game, details)

    return DyingPresenter()


class YieldingPresenter:
    """Wraps a recording presenter; every call first lets other tasks run, as a real one does
    while talking to Discord (so two resuming managers really interleave)."""

    def __init__(self, inner: RecordingPresenter) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        method = getattr(self.inner, name)

        async def call(*args: Any, **kwargs: Any) -> Any:
            await asyncio.sleep(0.001)
            return await method(*args, **kwargs)

        return call


async def lobby(m: GameManager, channel: int = CHANNEL, **options: Any) -> GameRecord:
    return await m.new_lobby(GUILD, channel, ANN, "Ann", None, {"seed": 11, **options})


async def current(store: GameStore, game_id: str) -> GameRecord:
    game = await store.get(game_id)
    assert game is not None
    return game


def user(game: GameRecord, seat: int) -> int:
    uid = game.seats[seat].user_id
    assert uid is not None
    return uid


async def play_first_legal(m: GameManager, game_id: str) -> None:
    """The first waiting human plays its first legal action at the current version."""
    game = await current(m.store, game_id)
    seat = next(s for s in m.waiting_for(game) if game.seats[s].ai is None)
    await m.act(game.id, user(game, seat), game.version, m.legal(game, seat)[0])
    await m.idle()


async def play_until_killed(m: GameManager, game_id: str, moves: int = 400) -> None:
    for _ in range(moves):
        try:
            await play_first_legal(m, game_id)
        except Killed:
            return
    raise AssertionError("the process never died")


async def start_two_humans(m: GameManager, channel: int = CHANNEL, **options: Any) -> str:
    """Ann's lobby, Bob joins, Ann starts; returns the game id (raises Killed if the process
    dies while starting)."""
    game = await lobby(m, channel, **options)
    await m.join(channel, BOB, "Bob", None)
    await m.start(channel, ANN)
    await m.idle()
    return game.id


async def first_process(
    store: GameStore, clock: FakeClock, fakes: type[Fakes], managers: list[GameManager]
) -> tuple[Any, GameManager, str]:
    """The process that will die: its dying presenter, its manager, and Ann and Bob's game."""
    p1 = dying(fakes, store)
    m1 = GameManager(store, p1, clock=clock, ai_delay=0)
    managers.append(m1)
    return p1, m1, await start_two_humans(m1)


def calls(p: RecordingPresenter) -> list[tuple[str, int, Any]]:
    return [(name, version, details) for name, _, version, details in p.calls]


def step(m: GameManager, game: GameRecord) -> Any:
    return m.view(game, None)["step"]


def humans_waiting(m: GameManager, game: GameRecord) -> list[int]:
    return [s for s in m.waiting_for(game) if game.seats[s].ai is None]


async def restart(
    store: GameStore, fakes: type[Fakes], clock: FakeClock, **kw: Any
) -> tuple[GameManager, RecordingPresenter]:
    """A new process on the same store: a new manager that resumes."""
    p = fakes.RecordingPresenter(store)
    m = GameManager(store, p, clock=clock, ai_delay=kw.pop("ai_delay", 0), **kw)
    await m.resume_all()
    await m.idle()
    return m, p


@pytest.fixture
async def managers() -> AsyncIterator[list[GameManager]]:
    """Managers a test made (closed at the end)."""
    made: list[GameManager] = []
    yield made
    for m in made:
        await m.close()


# ---------------------------------------------------------------------------------------------


async def test_an_action_saved_but_not_shown_is_shown_after_a_restart(
    store: GameStore, clock: FakeClock, fakes: type[Fakes], managers: list[GameManager]
) -> None:
    p1, m1, game_id = await first_process(store, clock, fakes, managers)
    # Dies right after saving the move that ends the draft (seed 11: version 11 begins "take",
    # where the seats take turns, each asked in the public prompt).
    p1.when = lambda name, game: name == "table" and step(m1, game) == "take"
    await play_until_killed(m1, game_id)
    saved = await current(store, game_id)
    assert (saved.version, saved.shown_version, step(m1, saved)) == (11, 10, "take")

    clock.advance(hours=3)
    m2, p2 = await restart(store, fakes, clock)
    managers.append(m2)
    (waiting,) = humans_waiting(m2, saved)
    assert calls(p2) == [
        ("table", 11, []),  # the state as it is now, no log lines
        ("private_prompt", 11, waiting),  # the decision's picture by DM
        ("public_prompt", 11, [waiting]),
    ]
    after = await current(store, game_id)
    assert (after.version, after.state, after.shown_version) == (11, saved.state, 11)
    # That move began a new wait whose prompt never went out: its timers start now.
    assert after.waiting_since == clock.now != saved.waiting_since
    # Shown once: the next start shows nothing.
    m3, p3 = await restart(store, fakes, clock)
    managers.append(m3)
    assert p3.calls == []
    # The game goes on from the prompt shown after the restart.
    await m3.act(game_id, user(after, waiting), 11, m3.legal(after, waiting)[0])
    assert (await current(store, game_id)).version == 12


async def test_a_move_within_a_public_wait_shows_the_prompt_again_and_keeps_its_timers(
    store: GameStore, clock: FakeClock, fakes: type[Fakes], managers: list[GameManager]
) -> None:
    p1, m1, game_id = await first_process(store, clock, fakes, managers)
    # Seed 11: the medal step (both seats at once, in public) begins at version 21; the process
    # dies after saving a move of that same wait.
    p1.when = lambda name, game: (
        name == "table" and step(m1, game) == "medal" and game.version > game.wait_version
    )
    await play_until_killed(m1, game_id)
    saved = await current(store, game_id)
    assert (saved.wait_version, saved.version, saved.shown_version) == (21, 22, 21)
    clock.advance(hours=1)
    m2, p2 = await restart(store, fakes, clock)
    managers.append(m2)
    waiting = humans_waiting(m2, saved)
    assert waiting == [1, 0]
    assert [(name, v, d) for name, v, d in calls(p2) if name != "table"] == [
        *(("private_prompt", 22, seat) for seat in waiting),  # each one's decision DM
        ("public_prompt", 22, waiting),
    ]
    assert [v for name, v, _ in calls(p2) if name == "table"] == [22]
    after = await current(store, game_id)
    assert after.shown_version == 22
    assert after.waiting_since == saved.waiting_since  # the wait's prompt went out before


async def test_a_start_killed_before_its_first_table_is_shown_after_a_restart(
    store: GameStore, clock: FakeClock, fakes: type[Fakes], managers: list[GameManager]
) -> None:
    # Dies when editing the lobby to "started", before any table or prompt.
    p1 = dying(fakes, store, lambda name, game: name == "lobby" and game.status == "running")
    m1 = GameManager(store, p1, clock=clock, ai_delay=0)
    managers.append(m1)
    with pytest.raises(Killed):
        await start_two_humans(m1)
    (saved,) = await store.list_active(None)
    assert (saved.status, saved.version, saved.shown_version) == ("running", 0, -1)
    assert p1.named("table") == []

    clock.advance(hours=30)  # longer than the 24 hours after which the AI replaces a player
    m2, p2 = await restart(store, fakes, clock)
    managers.append(m2)
    (first,) = humans_waiting(m2, saved)
    assert calls(p2) == [
        ("lobby", 0, "running"),  # the lobby no longer offers Start
        ("table", 0, []),
        ("private_prompt", 0, first),
        ("public_prompt", 0, [first]),
    ]
    after = await current(store, saved.id)
    assert after.shown_version == 0
    # Nobody had been told to move: the wait (and its timers) begins now.
    assert after.waiting_since == clock.now and after.reminded == []
    await m2.tick()
    assert p2.named("reminder") == [] and await store.actions(saved.id) == []
    m3, p3 = await restart(store, fakes, clock)
    managers.append(m3)
    assert p3.calls == []


async def test_private_prompts_after_a_restart_go_to_the_seats_still_choosing(
    store: GameStore, clock: FakeClock, fakes: type[Fakes], managers: list[GameManager]
) -> None:
    p1, m1, game_id = await first_process(store, clock, fakes, managers)
    # Dies after saving the move that begins a draft round (both must choose secretly).
    p1.when = lambda name, game: name == "table" and step(m1, game) == "draft"
    await play_until_killed(m1, game_id)
    saved = await current(store, game_id)
    assert step(m1, saved) == "draft" and saved.wait_version == saved.version
    assert saved.shown_version == saved.version - 1

    m2, p2 = await restart(store, fakes, clock)
    managers.append(m2)
    assert [(name, v) for name, v, _ in calls(p2)] == [
        ("table", saved.version),
        ("private_prompt", saved.version),
        ("private_prompt", saved.version),
    ]
    assert sorted(d for name, _, d in calls(p2) if name == "private_prompt") == [0, 1]
    await m2.close()

    # In the same round Ann chooses, and the process dies before showing it. Bob's prompt,
    # sent when the round began, is still valid: after the restart only the table changes.
    p4 = dying(fakes, store, lambda name, game: name == "table")
    m4 = GameManager(store, p4, clock=clock, ai_delay=0)
    managers.append(m4)
    with pytest.raises(Killed):
        await m4.act(game_id, ANN, saved.version, m4.legal(saved, 0)[0])
    chose = await current(store, game_id)
    assert humans_waiting(m4, chose) == [1] and chose.shown_version == saved.version
    m5, p5 = await restart(store, fakes, clock)
    managers.append(m5)
    assert [(name, v) for name, v, _ in calls(p5)] == [("table", chose.version)]
    assert (await current(store, game_id)).shown_version == chose.version
    # Bob answers the prompt of the round's start: accepted.
    done = await m5.act(game_id, BOB, saved.version, m5.legal(chose, 1)[0])
    assert done.version == chose.version + 1


async def test_a_game_already_shown_is_not_shown_again(
    store: GameStore, clock: FakeClock, fakes: type[Fakes], managers: list[GameManager]
) -> None:
    m1 = GameManager(store, fakes.RecordingPresenter(store), clock=clock, ai_delay=0)
    managers.append(m1)
    await lobby(m1, CHANNEL + 1)  # a lobby
    game_id = await start_two_humans(m1)
    for _ in range(6):
        await play_first_legal(m1, game_id)
    game = await current(store, game_id)
    assert game.shown_version == game.version == 6
    m2, p2 = await restart(store, fakes, clock)
    managers.append(m2)
    assert p2.calls == []
    assert await store.list_unshown() == []


async def test_a_wait_for_ai_seats_only_gets_its_table_and_the_ai_moves(
    store: GameStore, clock: FakeClock, fakes: type[Fakes], managers: list[GameManager]
) -> None:
    p1 = dying(fakes, store, lambda name, game: name == "table")
    m1 = GameManager(store, p1, clock=clock, ai_delay=0)
    managers.append(m1)
    await lobby(m1)
    await m1.add_ai(CHANNEL, ANN, "easy")
    with pytest.raises(Killed):  # seed 11: the AI (seat 1) moves first
        await m1.start(CHANNEL, ANN)
    (saved,) = await store.list_active(None)
    assert (saved.version, saved.shown_version) == (0, -1)
    assert m1.waiting_for(saved) == [1] and not humans_waiting(m1, saved)
    await m1.close()

    m2, p2 = await restart(store, fakes, clock)
    managers.append(m2)
    assert calls(p2)[:2] == [("lobby", 0, "running"), ("table", 0, [])]
    assert not [c for c in p2.calls if c[0] in PROMPTS and c[2] == 0]  # nobody to prompt
    log = await store.actions(saved.id)
    assert (log[0].version, log[0].seat, log[0].actor) == (0, 1, "ai")  # the AI moved
    after = await current(store, saved.id)
    assert after.version > 0 and after.shown_version == after.version
    assert humans_waiting(m2, after) == [0]
    # Then Ann is asked, once, for the draft the AI's move began (the AI chose in it too).
    assert [(c[0], c[2], c[3]) for c in p2.calls if c[0] in PROMPTS] == [("private_prompt", 1, 0)]


async def test_a_finished_game_gets_its_result_after_a_restart(
    store: GameStore, clock: FakeClock, fakes: type[Fakes], managers: list[GameManager]
) -> None:
    p1, m1, game_id = await first_process(store, clock, fakes, managers)
    p1.when = lambda name, game: name == "finished"
    await play_until_killed(m1, game_id)
    saved = await current(store, game_id)
    assert saved.status == "finished" and saved.shown_version == saved.version - 1
    m2, p2 = await restart(store, fakes, clock)
    managers.append(m2)
    assert [(name, v) for name, v, _ in calls(p2)] == [
        ("table", saved.version),
        ("finished", saved.version),
    ]
    assert p2.named("finished")[0][3] == saved.result
    m3, p3 = await restart(store, fakes, clock)
    managers.append(m3)
    assert p3.calls == []


@pytest.fixture(params=["memory", "sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
async def shared(
    request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[tuple[GameStore, GameStore]]:
    """Two processes' view of one database: the same memory or SQLite store (those serve one
    process: their locks are process-local), or two PostgreSQL stores (advisory locks)."""
    stores: list[GameStore]
    if request.param == "postgresql":
        from bot.store.postgres import PostgresStore

        url = request.getfixturevalue("postgres_url")
        stores = [PostgresStore(url), PostgresStore(url)]
    elif request.param == "sqlite":
        stores = [SqliteStore(tmp_path / "bot.sqlite3")]
    else:
        stores = [MemoryStore()]
    for s in stores:
        await s.open()
    yield stores[0], stores[-1]
    for s in stores:
        await s.close()


async def test_two_processes_resuming_at_once_show_it_once(
    shared: tuple[GameStore, GameStore],
    clock: FakeClock,
    fakes: type[Fakes],
    managers: list[GameManager],
) -> None:
    a, b = shared
    p1 = dying(fakes, a)
    m1 = GameManager(a, p1, clock=clock, ai_delay=0)
    managers.append(m1)
    ids = [await start_two_humans(m1, CHANNEL + i) for i in range(3)]
    for game_id in ids:
        p1.when = lambda name, game: name == "private_prompt"  # the first draft round
        with pytest.raises(Killed):
            await play_first_legal(m1, game_id)
    assert len(await a.list_unshown()) == 3
    await m1.close()

    presenters = [fakes.RecordingPresenter(s) for s in (a, b, b)]
    resumed = [
        GameManager(s, YieldingPresenter(p), clock=clock, ai_delay=0)  # type: ignore[arg-type]
        for s, p in zip((a, b, b), presenters, strict=True)
    ]
    managers.extend(resumed)
    async with asyncio.timeout(60):
        await asyncio.gather(*(m.resume_all() for m in resumed))
    shown = sorted(
        (name, game_id, v, None if name == "table" else d)
        for p in presenters
        for name, game_id, v, d in p.calls
    )
    assert shown == sorted(
        (name, game_id, 1, seat)
        for game_id in ids
        for name, seat in (("table", None), ("private_prompt", 0), ("private_prompt", 1))
    )
    assert await a.list_unshown() == []


async def test_wherever_the_process_dies_every_waiting_seat_gets_a_valid_prompt(
    clock: FakeClock, fakes: type[Fakes]
) -> None:
    """Die in each presenter call in turn (two humans, basic and advanced game): after the
    restart the game is shown up to its version, the table at most once, and every human who
    must act has a prompt of the current wait (private in private steps) from before the kill
    or from the restart."""
    for variant, moves in (("basic", 30), ("advanced", 12)):
        for k in range(1, 500):
            store = MemoryStore()
            p1 = dying(fakes, store)
            m1 = GameManager(store, p1, clock=clock, ai_delay=0)
            await lobby(m1, variant=variant)
            await m1.join(CHANNEL, BOB, "Bob", None)
            count = 0

            def kth(name: str, game: GameRecord, k: int = k) -> bool:
                nonlocal count
                count += 1
                return count == k

            p1.when = kth
            try:
                game = await m1.start(CHANNEL, ANN)
                for _ in range(moves):
                    await play_first_legal(m1, game.id)
            except Killed:
                pass
            await m1.close()
            if count < k:
                break  # every call of this game has been a kill point
            (saved,) = await store.list_active(None)
            m2, p2 = await restart(store, fakes, clock)
            await m2.close()
            after = await current(store, saved.id)
            where = f"{variant}: died in call {k} ({p1.calls[-1:]} was the last one)"
            assert after.shown_version == after.version == saved.version, where
            tables = p2.named("table")
            if saved.shown_version < saved.version:
                assert [c[2] for c in tables] == [saved.version], where
            else:
                assert p2.calls == [], where
            # A secret decision prompts in private; otherwise the table carries the choices
            # and the waiting humans are pinged (recorded as "public_prompt").
            private = m2.snapshot(after).secret
            wanted = "private_prompt" if private else "public_prompt"
            prompts = [
                c
                for c in p1.calls + p2.calls
                if c[0] == wanted and c[1] == after.id and c[2] >= after.wait_version
            ]
            for seat in humans_waiting(m2, after):
                assert any(c[3] == seat if private else seat in c[3] for c in prompts), (
                    f"{where}: seat {seat} has no prompt"
                )
        else:
            raise AssertionError("more kill points than expected")
