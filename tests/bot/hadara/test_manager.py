"""The game manager without Discord: lobby rules, turn routing, simultaneous choices, stale and
double clicks, AI seats, reminders and replacement with a fake clock, restarts from the store."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from bot.errors import ChannelBusy, UserError
from bot.games import plugin
from bot.manager import GameManager, normalize_options
from bot.store import GameRecord, GameStore
from bot.store.sqlite import SqliteStore

if TYPE_CHECKING:  # tests/ is not a package: the fakes come through the ``fakes`` fixture
    from conftest import FakeClock, Fakes, RecordingPresenter

GUILD, CHANNEL = 1, 500
ANN, BOB, CID = 101, 102, 103
ROOT = Path(__file__).resolve().parents[3]


async def lobby(m: GameManager, **options: Any) -> GameRecord:
    opts: dict[str, Any] = {"seed": 11, **options}
    return await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "cs", opts)


async def two_humans(m: GameManager, **options: Any) -> GameRecord:
    await lobby(m, **options)
    return await two_humans_started(m)


async def two_humans_started(m: GameManager) -> GameRecord:
    await m.join(CHANNEL, BOB, "Bob", "pl")
    game = await m.start(CHANNEL, ANN)
    await m.idle()
    return game


async def current(m: GameManager, game_id: str) -> GameRecord:
    game = await m.store.get(game_id)
    assert game is not None
    return game


def user(game: GameRecord, seat: int) -> int:
    uid = game.seats[seat].user_id
    assert uid is not None
    return uid


async def play_first_legal(m: GameManager, game: GameRecord) -> GameRecord:
    """The first waiting human plays its first legal action at the current version."""
    seat = next(s for s in m.waiting_for(game) if game.seats[s].ai is None)
    out = await m.act(game.id, user(game, seat), game.version, m.legal(game, seat)[0])
    await m.idle()
    return await current(m, out.id)


async def play_until_step(m: GameManager, game: GameRecord, step: str) -> GameRecord:
    for _ in range(400):
        if m.view(game, None)["step"] == step:
            return game
        game = await play_first_legal(m, game)
    raise AssertionError(f"never reached step {step}")


def assert_user_error(exc: pytest.ExceptionInfo[UserError], message_id: str) -> None:
    assert exc.value.message_id == message_id, exc.value


# ---------------------------------------------------------------------------------------------
# Lobby


async def test_lobby_join_leave_ai_start(m: GameManager, presenter: RecordingPresenter) -> None:
    game = await lobby(m, max_players=3)
    assert game.status == "lobby" and len(game.id) == 8 and game.id.isalnum()
    assert [s.user_id for s in game.seats] == [ANN]
    assert game.options["language"] == "en-US" and game.options["seed"] == 11
    game = await m.join(CHANNEL, BOB, "Bob", "pl")
    with pytest.raises(UserError) as e:
        await m.join(CHANNEL, BOB, "Bob", "pl")
    assert_user_error(e, "error-already-joined")
    game = await m.add_ai(CHANNEL, BOB, "random")
    assert game.seats[2].ai == "random" and game.seats[2].name == "AI 1"
    with pytest.raises(UserError) as e:
        await m.join(CHANNEL, CID, "Cid", None)
    assert_user_error(e, "error-game-full")
    with pytest.raises(UserError) as e:
        await m.add_ai(CHANNEL, ANN)
    assert_user_error(e, "error-game-full")
    game = await m.leave(CHANNEL, BOB)
    assert [s.name for s in game.seats] == ["Ann", "AI 1"]
    with pytest.raises(UserError) as e:
        await m.leave(CHANNEL, BOB)
    assert_user_error(e, "error-not-a-player")
    with pytest.raises(UserError) as e:
        await m.leave(CHANNEL, ANN)
    assert_user_error(e, "error-creator-cannot-leave")
    with pytest.raises(UserError) as e:
        await m.add_ai(CHANNEL, CID)
    assert_user_error(e, "error-not-a-player")
    with pytest.raises(UserError) as e:
        await m.add_ai(CHANNEL, ANN, "godlike")
    assert_user_error(e, "error-unknown-ai-level")
    assert len(presenter.named("lobby")) == 4


async def test_start_rules(m: GameManager, presenter: RecordingPresenter) -> None:
    await lobby(m)
    with pytest.raises(UserError) as e:
        await m.start(CHANNEL, ANN)
    assert_user_error(e, "error-not-enough-players")
    await m.join(CHANNEL, BOB, "Bob", None)
    with pytest.raises(UserError) as e:
        await m.start(CHANNEL, BOB)
    assert_user_error(e, "error-creator-only")
    game = await m.start(CHANNEL, ANN)
    assert game.status == "running" and game.state is not None and game.waiting_since is not None
    with pytest.raises(UserError) as e:
        await m.join(CHANNEL, CID, "Cid", None)
    assert_user_error(e, "error-not-in-lobby")
    with pytest.raises(UserError) as e:
        await m.start(CHANNEL, ANN)
    assert_user_error(e, "error-not-in-lobby")
    names = [c[0] for c in presenter.calls]
    # The first decision is public: the table, the decision's picture by DM, a ping.
    assert names[-4:] == ["lobby", "table", "private_prompt", "public_prompt"]


async def test_one_game_per_channel_and_abandon(m: GameManager) -> None:
    await lobby(m)
    with pytest.raises(ChannelBusy):
        await lobby(m)
    with pytest.raises(UserError) as e:
        await m.join(CHANNEL + 1, BOB, "Bob", None)
    assert_user_error(e, "error-no-game")
    await m.join(CHANNEL, BOB, "Bob", None)
    await m.start(CHANNEL, ANN)
    with pytest.raises(UserError) as e:
        await m.abandon(CHANNEL, BOB, can_manage_channel=False)
    assert_user_error(e, "error-no-permission")
    game = await m.abandon(CHANNEL, BOB, can_manage_channel=True)
    assert game.status == "abandoned"
    with pytest.raises(UserError) as e:
        await m.act(game.id, ANN, game.version, "wheel.0")
    assert_user_error(e, "notice-abandoned")  # the real reason, not "over"
    again = await lobby(m)  # the channel is free again
    assert again.id != game.id
    assert (await m.abandon(CHANNEL, ANN, can_manage_channel=False)).status == "abandoned"


def test_options_are_normalized() -> None:
    hadara = plugin("hadara")
    opts = normalize_options(
        {"variant": "nope", "max_players": 9, "reminder_hours": -1, "language": "xx"}, "pl", hadara
    )
    assert opts["variant"] == "basic" and opts["max_players"] == 5
    assert opts["reminder_hours"] == 12.0 and opts["replace_hours"] == 24.0
    assert opts["language"] == "pl" and isinstance(opts["seed"], int)
    low = normalize_options({"max_players": 1, "replace_hours": 0}, "en-US", hadara)
    assert low["max_players"] == 2
    assert normalize_options({"replace_hours": 0}, "en-US", hadara)["replace_hours"] == 0.0


# ---------------------------------------------------------------------------------------------
# Turns


async def test_turn_routing_and_refusals(m: GameManager, presenter: RecordingPresenter) -> None:
    game = await two_humans(m)
    assert m.view(game, None)["step"] == "wheel"
    (seat,) = m.waiting_for(game)
    other = 1 - seat
    assert presenter.named("public_prompt")[-1][3] == [seat]
    code = m.legal(game, seat)[0]
    assert m.legal(game, other) == []
    before = len(await m.store.actions(game.id))

    async def refused(user_id: int, version: int, action: str, message_id: str) -> UserError:
        with pytest.raises(UserError) as e:
            await m.act(game.id, user_id, version, action)
        assert_user_error(e, message_id)
        after = await current(m, game.id)
        assert (after.version, after.state) == (game.version, game.state)
        assert len(await m.store.actions(game.id)) == before
        return e.value

    await refused(user(game, other), game.version, code, "error-not-your-turn")
    await refused(999, game.version, code, "error-not-a-player")
    err = await refused(user(game, seat), game.version + 3, code, "error-out-of-date")
    assert err.args_map == {"current": game.version}
    await refused(user(game, seat), game.version, "no.such.thing", "error-bad-action")
    await refused(user(game, seat), game.version, "", "error-bad-action")
    err = await refused(user(game, seat), game.version, "wheel.9", "error-bad-action")
    err = await refused(user(game, seat), game.version, "gold", "error-illegal")
    assert err.args_map["reason"] == "wrong_step"
    with pytest.raises(UserError) as e:
        await m.act("zzzzzzzz", ANN, 0, code)
    assert_user_error(e, "error-no-game")

    presenter.clear()
    done = await m.act(game.id, user(game, seat), game.version, code, interaction_id=1)
    assert done.version == game.version + 1
    assert presenter.calls[0][0] == "table"
    log = await m.store.actions(game.id)
    assert (log[-1].seat, log[-1].action, log[-1].actor) == (seat, code, "player")


async def test_out_of_date_and_double_clicks(m: GameManager) -> None:
    game = await two_humans(m)
    (seat,) = m.waiting_for(game)
    code = m.legal(game, seat)[0]
    await m.act(game.id, user(game, seat), game.version, code, interaction_id=77)
    # Discord delivering the same interaction twice: applied once.
    with pytest.raises(UserError) as e:
        await m.act(game.id, user(game, seat), game.version, code, interaction_id=77)
    assert_user_error(e, "error-already-handled")
    # A second click on the same (now old) prompt: out of date.
    with pytest.raises(UserError) as e:
        await m.act(game.id, user(game, seat), game.version, code, interaction_id=78)
    assert_user_error(e, "error-out-of-date")
    assert e.value.args_map == {"current": game.version + 1}
    assert len(await m.store.actions(game.id)) == 1


async def test_concurrent_clicks_apply_once(m: GameManager) -> None:
    game = await two_humans(m)
    (seat,) = m.waiting_for(game)
    code = m.legal(game, seat)[0]
    results = await asyncio.gather(
        *(m.act(game.id, user(game, seat), game.version, code) for _ in range(3)),
        return_exceptions=True,
    )
    ok = [r for r in results if isinstance(r, GameRecord)]
    errors = [r.message_id for r in results if isinstance(r, UserError)]
    assert len(ok) == 1 and errors == ["error-out-of-date"] * 2
    assert len(await m.store.actions(game.id)) == 1


async def test_two_processes_on_one_file_apply_once(tmp_path: Path, fakes: type[Fakes]) -> None:
    """Separate managers (no shared lock): the store's compare-and-set keeps one click."""
    clock = fakes.FakeClock()
    stores = [SqliteStore(tmp_path / "shared.sqlite3") for _ in range(2)]
    for s in stores:
        await s.open()
    m1, m2 = (GameManager(s, fakes.RecordingPresenter(s), clock=clock, ai_delay=0) for s in stores)
    game = await two_humans(m1)
    (seat,) = m1.waiting_for(game)
    code = m1.legal(game, seat)[0]
    results = await asyncio.gather(
        m1.act(game.id, user(game, seat), game.version, code),
        m2.act(game.id, user(game, seat), game.version, code),
        return_exceptions=True,
    )
    assert sum(isinstance(r, GameRecord) for r in results) == 1
    assert [r.message_id for r in results if isinstance(r, UserError)] == ["error-out-of-date"]
    assert len(await stores[1].actions(game.id)) == 1
    for mgr in (m1, m2):
        await mgr.close()
    for s in stores:
        await s.close()


async def test_lost_compare_and_set_is_out_of_date(
    m: GameManager, presenter: RecordingPresenter, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await two_humans(m)
    (seat,) = m.waiting_for(game)

    async def lose(*_: object) -> bool:
        return False  # as if another process saved first

    monkeypatch.setattr(m.store, "save_action", lose)
    presenter.clear()
    with pytest.raises(UserError) as e:
        await m.act(game.id, user(game, seat), game.version, m.legal(game, seat)[0])
    assert_user_error(e, "error-out-of-date")
    assert presenter.calls == []  # nothing shown for an action that was not saved


async def test_simultaneous_draft(m: GameManager, presenter: RecordingPresenter) -> None:
    game = await two_humans(m)
    presenter.clear()
    game = await play_until_step(m, game, "draft")
    # Everyone chooses secretly: one private prompt per human, no public prompt.
    prompts = presenter.named("private_prompt")
    assert sorted(c[3] for c in prompts) == [0, 1]
    assert all(c[2] == game.version for c in prompts)
    prompt_version = game.version
    assert sorted(m.waiting_for(game)) == [0, 1]
    hands = {s: m.view(game, s)["private"] for s in (0, 1)}
    assert hands[0] != hands[1]
    assert "hand" not in str(m.view(game, None).get("private") or "")

    presenter.clear()
    first = m.legal(game, 0)[0]
    game = await m.act(game.id, ANN, prompt_version, first)
    assert m.waiting_for(game) == [1]
    assert presenter.named("private_prompt") == []  # seat 1's prompt is still valid
    # A double click of seat 0 on its prompt: out of date, applied once.
    with pytest.raises(UserError) as e:
        await m.act(game.id, ANN, prompt_version, first)
    assert_user_error(e, "error-out-of-date")
    # Seat 1 answers the prompt it got before seat 0 chose: accepted, and the round resolves.
    round_before = m.view(game, None)["round"]
    game = await m.act(game.id, BOB, prompt_version, m.legal(game, 1)[0])
    view = m.view(game, None)
    assert view["round"] == round_before + 1 or view["step"] != "draft"
    kinds = presenter.named("table")[-1][3]
    assert "discard" in kinds
    # The choices were secret: the public log shows that seats chose, not what.
    public = await m.recent_log(CHANNEL, None, limit=3)
    assert any(ev["kind"] == "chosen" for ev in public)
    assert all(ev["kind"] != "choice" for ev in public)
    mine = await m.recent_log(CHANNEL, ANN, limit=3)
    assert [ev["data"]["action"] for ev in mine if ev["kind"] == "choice"] == [first]


async def test_stale_prompt_of_an_earlier_step_is_refused(m: GameManager) -> None:
    game = await two_humans(m)
    old_version = game.version
    game = await play_until_step(m, game, "draft")
    with pytest.raises(UserError) as e:
        await m.act(game.id, ANN, old_version, m.legal(game, 0)[0])
    assert_user_error(e, "error-out-of-date")


async def test_dms_closed_notice_once(m: GameManager, presenter: RecordingPresenter) -> None:
    presenter.closed_dms.add(BOB)
    game = await two_humans(m)
    game = await play_until_step(m, game, "draft")
    game = await current(m, game.id)
    assert game.seats[1].dms_closed and not game.seats[0].dms_closed
    notices = [c[3] for c in presenter.named("notice")]
    assert notices == [("notice-dms-closed", {"player": "Bob"})]
    # The next round prompts again but does not repeat the notice.
    for seat, uid in ((0, ANN), (1, BOB)):
        game = await m.act(game.id, uid, game.version, m.legal(game, seat)[0])
    assert len(presenter.named("notice")) == 1


async def test_the_lobby_message_id_set_by_the_presenter_is_saved(
    store: GameStore, clock: FakeClock, fakes: type[Fakes]
) -> None:
    """The manager saves the lobby message the presenter posted; the table message is the
    presenter's to save (it does so itself, under the game's lock, when it posts a new one):
    a message id it merely sets on the snapshot's record is not saved by the manager."""

    class Posting(fakes.RecordingPresenter):  # type: ignore[misc,valid-type]
        async def show(self, snap: Any) -> dict[int, bool]:
            snap.game.table_message_id = 2_222
            out: dict[int, bool] = await super().show(snap)
            return out

    m = GameManager(store, Posting(store), clock=clock, ai_delay=0)
    game = await lobby(m)
    assert (await current(m, game.id)).lobby_message_id == 1_111
    game = await two_humans_started(m)
    stored = await current(m, game.id)
    assert stored.lobby_message_id == 1_111 and stored.table_message_id is None
    stored = await play_first_legal(m, stored)
    assert stored.table_message_id is None
    await m.close()


async def test_presenter_failures_do_not_break_games(
    m: GameManager, presenter: RecordingPresenter
) -> None:
    game = await two_humans(m)
    presenter.fail = True
    (seat,) = m.waiting_for(game)
    done = await m.act(game.id, user(game, seat), game.version, m.legal(game, seat)[0])
    assert done.version == game.version + 1
    assert (await current(m, game.id)).version == done.version


# ---------------------------------------------------------------------------------------------
# AI seats and whole games


async def test_ai_seats_play_until_a_human_must_act(
    m: GameManager, presenter: RecordingPresenter
) -> None:
    await lobby(m, variant="advanced")
    await m.add_ai(CHANNEL, ANN)
    await m.add_ai(CHANNEL, ANN, "random")
    game = await m.start(CHANNEL, ANN)
    await m.idle()
    game = await current(m, game.id)
    assert m.view(game, None)["step"] == "side"
    assert m.waiting_for(game) == [0]  # both AIs chose their side already
    log = await m.store.actions(game.id)
    assert sorted(r.seat for r in log) == [1, 2] and {r.actor for r in log} == {"ai"}
    assert [c[3] for c in presenter.named("private_prompt")] == [0]

    # Play the whole game through the manager: it ends with a stored result.
    for _ in range(200):
        if game.status != "running":
            break
        game = await play_first_legal(m, game)
    assert game.status == "finished" and game.result is not None
    assert game.waiting_since is None and m.waiting_for(game) == []
    assert presenter.named("finished")[-1][3] == game.result
    assert await m.store.by_channel(CHANNEL) is None
    actors = {r.actor for r in await m.store.actions(game.id)}
    assert actors == {"ai", "player"}
    with pytest.raises(UserError) as e:
        await m.act(game.id, ANN, game.version, "pass")
    assert_user_error(e, "error-game-over")


async def test_ai_play_is_deterministic(fakes: type[Fakes]) -> None:
    async def run() -> list[tuple[int, str]]:
        from bot.store.memory import MemoryStore

        store = MemoryStore()
        m = GameManager(store, fakes.RecordingPresenter(store), clock=fakes.FakeClock(), ai_delay=0)
        await lobby(m)
        await m.add_ai(CHANNEL, ANN)
        await m.add_ai(CHANNEL, ANN)
        game = await m.start(CHANNEL, ANN)
        await m.idle()
        game = await current(m, game.id)
        for _ in range(30):
            game = await play_first_legal(m, game)
        await m.close()
        return [(r.seat, r.action) for r in await store.actions(game.id)]

    assert await run() == await run()


# ---------------------------------------------------------------------------------------------
# Timers


async def test_reminders_then_replacement(
    m: GameManager, presenter: RecordingPresenter, clock: FakeClock
) -> None:
    game = await two_humans(m, reminder_hours=2, replace_hours=5)
    (seat,) = m.waiting_for(game)
    presenter.clear()
    clock.advance(hours=1.9)
    await m.tick()
    assert presenter.calls == []
    clock.advance(hours=0.2)
    await m.tick()
    assert [c[3] for c in presenter.named("reminder")] == [seat]
    assert (await current(m, game.id)).reminded == [seat]
    clock.advance(hours=1)
    await m.tick()
    assert len(presenter.named("reminder")) == 1  # once per wait
    clock.advance(hours=2)
    await m.tick()
    game = await current(m, game.id)
    last = (await m.store.actions(game.id))[-1]
    assert (last.seat, last.actor) == (seat, "replacement")
    assert ("notice-replaced", {"player": game.seats[seat].name}) in [
        c[3] for c in presenter.named("notice")
    ]
    # A new wait began with fresh timers.
    assert game.waiting_since == clock.now and game.reminded == []


async def test_replacement_in_a_simultaneous_step(
    m: GameManager, presenter: RecordingPresenter, clock: FakeClock
) -> None:
    game = await two_humans(m, reminder_hours=0, replace_hours=1)
    game = await play_until_step(m, game, "draft")
    game = await m.act(game.id, ANN, game.version, m.legal(game, 0)[0])
    round_before = m.view(game, None)["round"]
    clock.advance(hours=1)
    await m.tick()
    assert presenter.named("reminder") == []  # reminders switched off
    game = await current(m, game.id)
    last = (await m.store.actions(game.id))[-1]
    assert (last.seat, last.actor) == (1, "replacement")
    assert m.view(game, None)["round"] != round_before or m.view(game, None)["step"] != "draft"


async def test_timers_and_games_survive_a_restart(tmp_path: Path, fakes: type[Fakes]) -> None:
    path = tmp_path / "bot.sqlite3"
    clock = fakes.FakeClock()
    store1 = SqliteStore(path)
    await store1.open()
    p1 = fakes.RecordingPresenter(store1)
    m1 = GameManager(store1, p1, clock=clock, ai_delay=3600)  # AI never gets to move here
    await lobby(m1, reminder_hours=1, replace_hours=10)
    await m1.join(CHANNEL, BOB, "Bob", None)
    await m1.add_ai(CHANNEL, ANN)
    game = await m1.start(CHANNEL, ANN)
    game = await current(m1, game.id)
    for _ in range(40):  # humans play until the AI must act
        ai_due = any(game.seats[s].ai for s in m1.waiting_for(game))
        if ai_due:
            break
        seat = next(s for s in m1.waiting_for(game) if game.seats[s].ai is None)
        game = await m1.act(game.id, user(game, seat), game.version, m1.legal(game, seat)[0])
    assert any(game.seats[s].ai for s in m1.waiting_for(game))
    clock.advance(hours=1)
    await m1.tick()
    reminded = (await current(m1, game.id)).reminded
    await m1.close()
    await store1.close()

    # A new process: new store, new manager on the same file.
    store2 = SqliteStore(path)
    await store2.open()
    p2 = fakes.RecordingPresenter(store2)
    m2 = GameManager(store2, p2, clock=clock, ai_delay=0)
    await m2.resume_all()
    await m2.idle()
    game = await current(m2, game.id)
    assert p2.named("lobby") == [] and p2.named("private_prompt") + p2.named("public_prompt")
    assert game.status == "running"
    humans = [s for s in m2.waiting_for(game) if game.seats[s].ai is None]
    assert humans and not any(game.seats[s].ai for s in m2.waiting_for(game))
    await m2.tick()
    # Reminders sent before the restart are not repeated in the same wait.
    assert all(c[3] not in reminded for c in p2.named("reminder"))
    seat = humans[0]
    done = await m2.act(game.id, user(game, seat), game.version, m2.legal(game, seat)[0])
    assert done.version == game.version + 1
    assert [r.seq for r in await store2.actions(game.id)] == list(range(1, done.version + 1))
    await m2.close()
    await store2.close()


async def test_restart_on_the_same_store_continues(
    store: GameStore, clock: FakeClock, fakes: type[Fakes]
) -> None:
    m1 = GameManager(store, fakes.RecordingPresenter(store), clock=clock, ai_delay=0)
    game = await two_humans(m1)
    game = await play_first_legal(m1, game)
    await m1.close()
    m2 = GameManager(store, fakes.RecordingPresenter(store), clock=clock, ai_delay=0)
    await m2.resume_all()
    game2 = await current(m2, game.id)
    assert (game2.version, game2.state) == (game.version, game.state)
    game2 = await play_first_legal(m2, game2)
    assert game2.version == game.version + 1
    await m2.close()


# ---------------------------------------------------------------------------------------------
# Boundaries


@pytest.fixture
def m(manager: GameManager) -> GameManager:
    return manager
