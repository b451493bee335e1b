"""Who counts as absent (issue 26): the reminder and the replacement wait each count from the
seat's own last move, not from when the seats to decide last changed, and a replacement
finishes at most the decision that was overdue — with a fake clock, in Through the Ages (a
turn is many moves by one seat) and in Hadara (several seats decide at once, some in several
moves)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from bot.ai import InlineThinker
from bot.games import Registry
from bot.manager import GameManager
from bot.manager import timers as timers_mod
from bot.store import ActionRow, GameRecord
from bot.store.memory import MemoryStore
from bot.store.sqlite import SqliteStore

if TYPE_CHECKING:  # tests/ is not a package: the fakes come through the ``fakes`` fixture
    from conftest import FakeClock, Fakes, RecordingPresenter

GUILD, CHANNEL = 1, 600
ANN, BOB = 201, 202
GAMES = Registry.of(["tta", "hadara"])


@pytest.fixture
async def m(presenter: RecordingPresenter, clock: FakeClock) -> AsyncIterator[GameManager]:
    store = MemoryStore()
    presenter.store = store
    manager = GameManager(store, presenter, games=GAMES, clock=clock, ai_delay=0)
    yield manager
    await manager.close()


async def started(m: GameManager, game: str, **options: Any) -> GameRecord:
    opts: dict[str, Any] = {"game": game, "seed": 3, **options}
    await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", opts)
    await m.join(CHANNEL, BOB, "Bob", "en-US")
    created = await m.start(CHANNEL, ANN)
    await m.idle()
    return await current(m, created.id)


async def current(m: GameManager, game_id: str) -> GameRecord:
    game = await m.store.get(game_id)
    assert game is not None
    return game


def uid(game: GameRecord, seat: int) -> int:
    user = game.seats[seat].user_id
    assert user is not None
    return user


async def move(m: GameManager, game: GameRecord, seat: int, code: str | None = None) -> GameRecord:
    """``seat`` plays ``code`` (else its first legal action other than ending or resigning)."""
    if code is None:
        legal = m.legal(game, seat)
        code = next((c for c in legal if c not in ("end", "resign", "undo")), legal[0])
    await m.act(game.id, uid(game, seat), game.version, code)
    await m.idle()
    return await current(m, game.id)


async def actions(m: GameManager, game: GameRecord) -> list[ActionRow]:
    return await m.store.actions(game.id)


def replaced(rows: list[ActionRow]) -> list[ActionRow]:
    return [r for r in rows if r.actor == "replacement"]


# ---------------------------------------------------------------------------------------------
# Through the Ages: one seat, a turn of many moves


async def test_a_player_who_keeps_moving_is_neither_replaced_nor_reminded_early(
    m: GameManager, presenter: RecordingPresenter, clock: FakeClock
) -> None:
    """A turn begun late and played on past the replacement time: each move starts the seat's
    wait again, so neither timer fires while the player is playing."""
    game = await started(m, "tta", variant="simple", reminder_hours=1, replace_hours=2)
    (seat,) = m.waiting_for(game)
    key = m.decision(game).key  # type: ignore[union-attr]
    clock.advance(hours=1.5)
    await m.tick()
    assert [c[3] for c in presenter.named("reminder")] == [seat]
    # Late in the wait the player starts a long turn: a move every 50 minutes, 4 h in all.
    for _ in range(4):
        game = await move(m, game, seat)
        assert m.decision(game).key == key and m.waiting_for(game) == [seat]  # type: ignore[union-attr]
        assert game.due_at == pytest.approx(clock.now + 3600), "next: a reminder 1 h on"
        clock.advance(hours=50 / 60)
        await m.tick()
    rows = await actions(m, game)
    assert replaced(rows) == [] and presenter.named("notice") == []
    assert [c[3] for c in presenter.named("reminder")] == [seat], "no reminder while moving"
    # Then they stop: a reminder an hour after their last move, the AI two hours after it.
    clock.advance(hours=10 / 60)
    await m.tick()
    assert [c[3] for c in presenter.named("reminder")] == [seat, seat]
    clock.advance(hours=59 / 60)
    await m.tick()
    assert replaced(await actions(m, game)) == []
    clock.advance(hours=1 / 60)
    await m.tick()
    assert replaced(await actions(m, game)), "two hours after the last move: replaced"


async def test_a_replacement_finishes_the_overdue_turn_and_nothing_more(
    m: GameManager, presenter: RecordingPresenter, clock: FakeClock
) -> None:
    """Once a seat's own wait is over, one episode plays what ends its overdue decision (here
    the rest of its turn), under one notice; the next seat's wait is a fresh one."""
    game = await started(m, "tta", variant="simple", reminder_hours=0, replace_hours=2)
    (seat,) = m.waiting_for(game)
    key = m.decision(game).key  # type: ignore[union-attr]
    clock.advance(hours=1)
    game = await move(m, game, seat)  # the player took one card, then left
    played = len(await actions(m, game))
    clock.advance(hours=1.99)
    await m.tick()
    assert replaced(await actions(m, game)) == [], "two hours after the move, not the turn"
    clock.advance(hours=0.01)
    await m.tick()
    game = await current(m, game.id)
    episode = (await actions(m, game))[played:]
    assert episode and {(r.seat, r.actor) for r in episode} == {(seat, "replacement")}
    after = m.decision(game)
    assert after is not None and (seat not in after.seats or after.key != key)
    notices = [c[3] for c in presenter.named("notice")]
    assert notices == [("notice-replaced", {"player": game.seats[seat].name})], "one notice"
    # The next decision's wait starts now: the timer does not fire again at once.
    assert game.waiting_since == clock.now and game.seat_since == {}
    await m.tick()
    assert len(await actions(m, game)) == played + len(episode)


async def test_an_episode_finishes_the_turn_and_stops_at_the_next(
    m: GameManager, presenter: RecordingPresenter, clock: FakeClock
) -> None:
    """Overdue in its political step, an absent nation's turn is finished in one episode —
    the political step, any question it raises for the same seat, the actions, the end —
    and nothing of the next player's turn is played."""
    game = await started(m, "tta", variant="advanced", reminder_hours=0, replace_hours=2)
    for _ in range(20):
        decision = m.decision(game)
        assert decision is not None
        if decision.key.endswith(".pol"):
            break
        (seat,) = decision.seats
        legal = m.legal(game, seat)
        game = await move(m, game, seat, "end" if "end" in legal else "nopol")
    else:
        raise AssertionError("no political step")
    (seat,) = decision.seats
    turn = decision.key.partition(".")[0]
    played = len(await actions(m, game))
    clock.advance(hours=2)
    await m.tick()
    game = await current(m, game.id)
    episode = (await actions(m, game))[played:]
    assert {(r.seat, r.actor) for r in episode} == {(seat, "replacement")}
    assert episode[-1].action == "end", [r.action for r in episode]
    after = m.decision(game)
    assert after is not None and seat not in after.seats
    assert after.key.partition(".")[0] != turn, "the next player's turn has begun"
    assert len(presenter.named("notice")) == 1


async def test_an_unfinished_episode_gives_the_seat_a_new_full_wait(
    m: GameManager, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An episode cut short (its move limit) leaves the seat in the same wait, which starts
    again with its last move: no further replacement before a new full wait."""
    monkeypatch.setattr(timers_mod, "MAX_REPLACEMENT_MOVES", 1)
    game = await started(m, "tta", variant="simple", reminder_hours=0, replace_hours=2)
    (seat,) = m.waiting_for(game)
    key = m.decision(game).key  # type: ignore[union-attr]
    clock.advance(hours=2)
    await m.tick()
    game = await current(m, game.id)
    assert [r.actor for r in await actions(m, game)] == ["replacement"]
    assert m.decision(game).key == key and m.waiting_for(game) == [seat]  # type: ignore[union-attr]
    assert game.seat_since == {seat: clock.now}
    for hours in (0.0, 1.0, 0.99):
        clock.advance(hours=hours)
        await m.tick()
        assert len(await actions(m, game)) == 1, f"replaced again {hours} h into the new wait"
    clock.advance(hours=0.01)
    await m.tick()
    assert len(await actions(m, game)) == 2


class ComingBack:
    """A thinker that lets the absent player click (``click``) while it thinks the first
    replacement move: the click is applied right after that move, before the next one."""

    def __init__(self, click: Any) -> None:
        self.inner = InlineThinker()
        self.click = click
        self.task: asyncio.Task[Any] | None = None

    async def choose(self, game: str, state_dump: str, seat: int, agent: str, seed: int) -> str:
        if self.task is None:
            self.task = asyncio.create_task(self.click())
            for _ in range(5):  # the click now waits for the game's lock
                await asyncio.sleep(0)
        return await self.inner.choose(game, state_dump, seat, agent, seed)

    def close(self) -> None:
        pass


async def test_a_player_who_comes_back_stops_the_episode(m: GameManager, clock: FakeClock) -> None:
    game = await started(m, "tta", variant="simple", reminder_hours=0, replace_hours=2)
    (seat,) = m.waiting_for(game)
    version = game.version

    async def click() -> None:
        # Made on the table as it is after the replacement's first move.
        await m.act(game.id, uid(game, seat), version + 1, "end")

    thinker = ComingBack(click)
    m.thinker = thinker
    clock.advance(hours=2)
    await m.tick()
    assert thinker.task is not None
    await thinker.task
    rows = await actions(m, game)
    assert [(r.actor, r.seat) for r in rows] == [("replacement", seat), ("player", seat)]
    assert rows[-1].action == "end"


# ---------------------------------------------------------------------------------------------
# Hadara: several seats at once, each with its own wait


async def test_each_seat_of_a_simultaneous_step_has_its_own_wait(
    m: GameManager, presenter: RecordingPresenter, clock: FakeClock
) -> None:
    """Buying medals (H-11): both seats decide at once, in several moves each. Ann's moves
    start her own wait again and leave Bob's alone: Bob is reminded and replaced on time,
    Ann only after a full wait since her last move."""
    game = await started(m, "hadara", seed=11, reminder_hours=1, replace_hours=2)
    for _ in range(400):
        decision = m.decision(game)
        assert decision is not None
        if decision.key.endswith(".medal") and len(decision.seats) == 2:
            break
        game = await move(m, game, decision.seats[0])
    else:
        raise AssertionError("no medal step with both seats")
    key = decision.key
    ann, bob = 0, 1
    presenter.clear()
    clock.advance(hours=0.5)
    game = await move(m, game, ann, next(c for c in m.legal(game, ann) if c != "pass"))
    assert m.decision(game).key == key and set(m.waiting_for(game)) == {ann, bob}  # type: ignore[union-attr]
    clock.advance(hours=0.5)
    await m.tick()
    assert [c[3] for c in presenter.named("reminder")] == [bob], "Ann moved half an hour ago"
    clock.advance(hours=0.5)
    await m.tick()
    assert [c[3] for c in presenter.named("reminder")] == [bob, ann]
    clock.advance(hours=0.5)  # Bob has waited 2 h, Ann 1.5 h
    await m.tick()
    game = await current(m, game.id)
    rows = replaced(await actions(m, game))
    assert rows and {r.seat for r in rows} == {bob}
    assert bob not in m.waiting_for(game), "the episode finished Bob's medals"
    assert m.decision(game).key == key and m.waiting_for(game) == [ann]  # type: ignore[union-attr]
    clock.advance(hours=0.49)
    await m.tick()
    assert {r.seat for r in replaced(await actions(m, game))} == {bob}
    clock.advance(hours=0.01)
    await m.tick()
    assert {r.seat for r in replaced(await actions(m, game))} == {ann, bob}


async def test_a_seats_own_wait_survives_a_restart(tmp_path: Path, fakes: type[Fakes]) -> None:
    """The seat's restarted wait is saved (SQLite) and read by a new process."""
    clock = fakes.FakeClock()
    path = tmp_path / "bot.sqlite3"
    store = SqliteStore(path)
    await store.open()
    first = GameManager(store, fakes.RecordingPresenter(store), games=GAMES, clock=clock)
    game = await started(first, "tta", variant="simple", reminder_hours=0, replace_hours=2)
    (seat,) = first.waiting_for(game)
    clock.advance(hours=1.5)
    game = await move(first, game, seat)
    await first.close()
    await store.close()

    again = SqliteStore(path)
    await again.open()
    second = GameManager(again, fakes.RecordingPresenter(again), games=GAMES, clock=clock)
    game = await current(second, game.id)
    assert game.seat_since == {seat: clock.now}
    assert game.due_at == pytest.approx(clock.now + 2 * 3600)
    clock.advance(hours=1)
    await second.tick()
    assert replaced(await again.actions(game.id)) == []
    clock.advance(hours=1)
    await second.tick()
    assert replaced(await again.actions(game.id))
    await second.close()
    await again.close()


async def test_an_ai_seat_moves_at_once_after_a_replacement_hands_it_the_turn(
    m: GameManager, clock: FakeClock
) -> None:
    """When a replacement ends an absent player's turn and an AI seat is next, the AI plays at
    once, not at the next timer tick after the stall delay."""
    await m.new_lobby(
        GUILD,
        CHANNEL,
        ANN,
        "Ann",
        "en-US",
        {"game": "tta", "seed": 3, "variant": "simple", "reminder_hours": 0, "replace_hours": 2},
    )
    await m.add_ai(CHANNEL, ANN, "random")
    created = await m.start(CHANNEL, ANN)
    await m.idle()
    game = await current(m, created.id)
    human = next(s for s, seat in enumerate(game.seats) if seat.ai is None)
    assert m.waiting_for(game) == [human], "the AI seat, if first, has moved"
    clock.advance(hours=2)
    await m.tick()
    await m.idle()
    game = await current(m, game.id)
    rows = await actions(m, game)
    last_replaced = max(i for i, r in enumerate(rows) if r.actor == "replacement")
    assert any(r.actor == "ai" for r in rows[last_replaced + 1 :]), "the AI took its turn"
    assert m.waiting_for(game) == [human], "and the turn is the human seat's again"
