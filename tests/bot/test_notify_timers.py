"""Timers by the players' own settings (issue 29, bot/manager/timers.py, bot/notify.py): quiet
hours hold a reminder and a replacement until they end; the daily digest goes out once a day,
and once even when two processes (two managers on one store) tick together; time away per
policy — ``wait`` holds the table up to the lobby's ``away_hours``, ``ai`` replaces at once,
``answers`` replaces at once only a question out of the player's turn (T-22) — all with a fake
clock, in Through the Ages."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from bot.games import Registry
from bot.manager import GameManager
from bot.notify import next_digest
from bot.store import GameRecord, UserSettings
from bot.store.memory import MemoryStore
from rules.tta import GAME
from rules.tta.game import Tta

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules" / "tta"))
import tta_helpers as h

if TYPE_CHECKING:
    from conftest import FakeClock, RecordingPresenter

GUILD, CHANNEL = 1, 610
ANN, BOB = 211, 212
GAMES = Registry.of(["tta"])
HOUR = 3600.0


@pytest.fixture
async def m(presenter: RecordingPresenter, clock: FakeClock) -> AsyncIterator[GameManager]:
    store = MemoryStore()
    presenter.store = store
    manager = GameManager(store, presenter, games=GAMES, clock=clock, ai_delay=0)
    yield manager
    await manager.close()


async def started(m: GameManager, **options: Any) -> tuple[GameRecord, int, int]:
    """A simple two-player game; the seat on turn and its player."""
    opts: dict[str, Any] = {"game": "tta", "variant": "simple", "seed": 3, **options}
    await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", opts)
    await m.join(CHANNEL, BOB, "Bob", "en-US")
    created = await m.start(CHANNEL, ANN)
    await m.idle()
    game = await m.store.get(created.id)
    assert game is not None
    (seat,) = m.waiting_for(game)
    user = game.seats[seat].user_id
    assert user is not None
    return game, seat, user


async def replaced(m: GameManager, game: GameRecord) -> bool:
    return any(r.actor == "replacement" for r in await m.store.actions(game.id))


async def due_now(m: GameManager, game: GameRecord, now: float) -> None:
    """What ``/away`` does: the player's running games are looked at by the next tick."""
    fresh = await m.store.get(game.id)
    assert fresh is not None
    fresh.due_at = now
    await m.store.update(fresh)


async def test_quiet_hours_hold_the_reminder_and_the_replacement_until_they_end(
    m: GameManager, presenter: RecordingPresenter, clock: FakeClock
) -> None:
    # The fake clock starts at 22:13:20 UTC; quiet hours 22:30-02:30 UTC, across midnight.
    game, _seat, user = await started(m, reminder_hours=1, replace_hours=2)
    await m.store.put_user(UserSettings(user, quiet_start=22 * 60 + 30, quiet_end=2 * 60 + 30))
    quiet_end = clock.now + 4 * HOUR + 16 * 60 + 40
    clock.advance(hours=1.5)
    await m.tick()
    assert presenter.named("reminder") == [], "no reminder in quiet hours"
    game = await m.store.get(game.id)  # type: ignore[assignment]
    assert game.due_at == pytest.approx(quiet_end), "next look: when they end"
    clock.advance(hours=1.5)
    await m.tick()
    assert not await replaced(m, game), "the replacement deadline passed in quiet hours"
    clock.now = quiet_end
    await m.tick()
    assert await replaced(m, game), "replaced once they ended"
    assert presenter.named("reminder") == [], "an overdue seat is replaced, not reminded"


class DigestPresenter:
    """Wraps a recording presenter and records the digests asked of it."""

    def __init__(self, inner: RecordingPresenter, sent: list[tuple[int, int]]) -> None:
        self.inner = inner
        self.sent = sent

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    async def digest(self, user_id: int, games: Sequence[GameRecord], now: float) -> bool:
        await asyncio.sleep(0)  # let the other process run meanwhile
        self.sent.append((user_id, len(games)))
        return True


async def test_the_digest_goes_out_once_a_day_even_from_two_processes(
    presenter: RecordingPresenter, clock: FakeClock
) -> None:
    store = MemoryStore()
    presenter.store = store
    sent: list[tuple[int, int]] = []
    managers = [
        GameManager(store, DigestPresenter(presenter, sent), games=GAMES, clock=clock, ai_delay=0)  # type: ignore[arg-type]
        for _ in range(2)
    ]
    first = managers[0]
    await started(first)
    settings = UserSettings(ANN, time_zone="Europe/Prague", digest_hour=7)
    settings.digest_due_at = next_digest(settings, clock.now)
    await store.put_user(settings)
    due = settings.digest_due_at
    assert due is not None
    clock.now = due - 60
    await asyncio.gather(*(mm.tick() for mm in managers))
    assert sent == [], "not yet"
    clock.now = due + 5
    await asyncio.gather(*(mm.tick() for mm in managers))
    assert sent == [(ANN, 1)], "once, with Ann's one game"
    stored = await store.get_user(ANN)
    assert stored.digest_due_at == due + 24 * HOUR, "the next one: tomorrow at 07:00 local"
    clock.advance(hours=12)
    await asyncio.gather(*(mm.tick() for mm in managers))
    assert len(sent) == 1
    clock.advance(hours=12)
    await asyncio.gather(*(mm.tick() for mm in managers))
    assert len(sent) == 2
    for mm in managers:
        await mm.close()


async def test_away_wait_holds_the_table_up_to_the_lobby_limit(
    m: GameManager, presenter: RecordingPresenter, clock: FakeClock
) -> None:
    game, _seat, user = await started(m, reminder_hours=1, replace_hours=2, away_hours=5)
    since = clock.now
    await m.store.put_user(UserSettings(user, away_until=since + 240 * HOUR, away_policy="wait"))
    await due_now(m, game, clock.now)
    await m.tick()
    clock.advance(hours=3)
    await m.tick()
    assert presenter.named("reminder") == [], "reminders pause while away"
    assert not await replaced(m, game), "the table waits"
    game = await m.store.get(game.id)  # type: ignore[assignment]
    assert game.due_at == pytest.approx(since + 5 * HOUR), "next look: the lobby's limit"
    clock.now = since + 5 * HOUR
    await m.tick()
    assert await replaced(m, game), "the limit reached: the AI replacement plays"


async def test_away_limit_zero_does_not_stop_the_timers(m: GameManager, clock: FakeClock) -> None:
    game, _seat, user = await started(m, reminder_hours=0, replace_hours=2, away_hours=0)
    await m.store.put_user(UserSettings(user, away_until=clock.now + 99 * HOUR))
    clock.advance(hours=2)
    await m.tick()
    assert await replaced(m, game)


async def test_away_ai_is_replaced_at_once(
    m: GameManager, presenter: RecordingPresenter, clock: FakeClock
) -> None:
    game, _seat, user = await started(m, reminder_hours=12, replace_hours=24)
    await m.store.put_user(UserSettings(user, away_until=clock.now + 48 * HOUR, away_policy="ai"))
    await due_now(m, game, clock.now)
    clock.advance(seconds=1)
    await m.tick()
    assert await replaced(m, game)
    notices = [c[3][0] for c in presenter.named("notice")]
    assert "notice-replaced" not in notices, "an absence is on the table, not announced each turn"


async def test_away_answers_replaces_only_questions_out_of_turn(
    m: GameManager, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    game, seat, user = await started(m, reminder_hours=12, replace_hours=24)
    await m.store.put_user(
        UserSettings(user, away_until=clock.now + 48 * HOUR, away_policy="answers")
    )
    await due_now(m, game, clock.now)
    clock.advance(seconds=1)
    await m.tick()
    assert not await replaced(m, game), "their own turn waits"
    # The same seat asked out of its turn (as a defender of an aggression would be, T-22):
    # the AI replacement answers at once.
    monkeypatch.setattr(Tta, "out_of_turn", lambda self, state, s: s == seat)
    await due_now(m, game, clock.now)
    clock.advance(seconds=1)
    await m.tick()
    assert await replaced(m, game)


async def test_away_answers_in_a_real_aggression_T_15_7(m: GameManager, clock: FakeClock) -> None:
    """Both players away with ``answers``: the attacker's own turn waits; once the attacker
    (clicking while away) plays Spy, the defender's defence question is out of their turn and
    the AI replacement answers it at once."""
    opts: dict[str, Any] = {"game": "tta", "variant": "advanced", "seed": 5}
    created = await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", opts)
    await m.join(CHANNEL, BOB, "Bob", "en-US")
    await m.start(CHANNEL, ANN)
    await m.idle()
    state, a, b = h.aggression_ready(seed=5)
    store = m.store
    assert isinstance(store, MemoryStore)
    stored = store._games[created.id]  # the position of the rules test, put in place directly
    stored.state = GAME.dump(state)
    stored.version = stored.wait_version = state.version
    users = (ANN, BOB)
    for user in users:
        away = UserSettings(user, away_until=clock.now + 48 * HOUR, away_policy="answers")
        await store.put_user(away)
    await due_now(m, stored, clock.now)
    clock.advance(seconds=1)
    await m.tick()
    game = await store.get(created.id)
    assert game is not None and not await replaced(m, game), "the attacker's own turn waits"
    game = await m.act(game.id, users[a], game.version, f"agg.0.{b}")
    game = await m.act(game.id, users[a], game.version, "done")
    assert m.waiting_for(game) == [b]
    await due_now(m, game, clock.now)
    clock.advance(seconds=1)
    await m.tick()
    rows = [r for r in await store.actions(game.id) if r.actor == "replacement"]
    assert rows and {r.seat for r in rows} == {b}, "the defence answered by the AI at once"
