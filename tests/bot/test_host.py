"""The host with the toy game (Sealed Bids): what every game gets from the manager and the
presenter, whatever the game — lobbies, a secret simultaneous decision (bids by DM), an
ordinary turn (the winner's claim), which older clicks still count (the game's ``Decision``),
AI seats, timers read from an indexed due time, one load and one view per recipient for a
click, and a version marked shown only once the table showing it has gone out."""

from __future__ import annotations

import asyncio
import dataclasses
from collections import Counter
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Any

import pytest
from discord_fakes import FakeClient

from bot.errors import UserError
from bot.games import Registry, plugin
from bot.manager import GameManager
from bot.presenter import DiscordPresenter
from bot.render_pool import RenderPool
from bot.store import GameRecord, GameStore
from bot.store.memory import MemoryStore

if TYPE_CHECKING:  # tests/ is not a package: the fakes come through the ``fakes`` fixture
    from conftest import FakeClock, Fakes, RecordingPresenter

GUILD, CHANNEL = 1, 500
ANN, BOB = 101, 102
BIDS = Registry.of(["bids"])


async def lobby(m: GameManager, **options: Any) -> GameRecord:
    opts: dict[str, Any] = {"game": "bids", "seed": 5, "rounds": 3, **options}
    return await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", opts)


async def started(m: GameManager, **options: Any) -> GameRecord:
    await lobby(m, **options)
    await m.join(CHANNEL, BOB, "Bob", "cs")
    game = await m.start(CHANNEL, ANN)
    await m.idle()
    return await current(m, game.id)


async def current(m: GameManager, game_id: str) -> GameRecord:
    game = await m.store.get(game_id)
    assert game is not None
    return game


def uid(game: GameRecord, seat: int) -> int:
    user = game.seats[seat].user_id
    assert user is not None
    return user


@pytest.fixture
async def m(
    store: GameStore, presenter: RecordingPresenter, clock: FakeClock
) -> AsyncIterator[GameManager]:
    presenter.store = store
    manager = GameManager(store, presenter, games=BIDS, clock=clock, ai_delay=0)
    yield manager
    await manager.close()


# ---------------------------------------------------------------------------------------------
# Lobby and options


async def test_options_are_the_games_own_and_the_hosts(m: GameManager) -> None:
    game = await lobby(m, variant="second_price", coins=99, rounds="x", max_players=9)
    o = game.options
    assert (o["variant"], o["coins"], o["rounds"], o["max_players"]) == ("second_price", 30, 5, 4)
    with pytest.raises(UserError) as e:
        await m.add_ai(CHANNEL, ANN, "grandmaster")
    assert e.value.message_id == "error-unknown-ai-level"
    for level in ("easy", "normal", "strong"):
        await m.add_ai(CHANNEL, ANN, level)
    stored = await current(m, game.id)
    assert [s.ai for s in stored.seats[1:]] == ["random", "heuristic", "strong"]
    with pytest.raises(UserError) as e:
        await m.join(CHANNEL, BOB, "Bob", None)
    assert e.value.message_id == "error-game-full"


async def test_an_unknown_game_is_refused(m: GameManager) -> None:
    with pytest.raises(UserError) as e:
        await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", None, {"game": "chess"})
    assert e.value.message_id == "error-unknown-game"


# ---------------------------------------------------------------------------------------------
# A secret simultaneous decision, then an ordinary turn


async def test_secret_bids_go_by_dm_and_older_prompts_still_count(
    m: GameManager, presenter: RecordingPresenter
) -> None:
    game = await started(m)
    # The bid step is secret and simultaneous: both humans are prompted in private.
    assert sorted(c[3] for c in presenter.named("private_prompt")) == [0, 1]
    snap = presenter.snaps[-1]
    assert snap.decision is not None and snap.decision.secret and snap.decision.simultaneous
    assert sorted(snap.private) == [0, 1] and snap.public["viewer"] is None
    prompt_version = game.version
    game = await m.act(game.id, ANN, prompt_version, "bid.3")
    assert presenter.quiet[-1], "a secret choice leaving others to choose is a quiet change"
    # Bob's prompt is older than the game now, but still his: it counts.
    game = await m.act(game.id, BOB, prompt_version, "bid.5")
    view = m.view(game, None)
    assert view["step"] == "claim" and view["to_act"] == [1]
    # Ann's double click with the old prompt is refused: she acted since.
    with pytest.raises(UserError) as e:
        await m.act(game.id, ANN, prompt_version, "bid.4")
    assert e.value.message_id == "error-out-of-date"
    # The claim is an ordinary turn: only Bob, only at the current version.
    with pytest.raises(UserError) as e:
        await m.act(game.id, ANN, game.version, "keep")
    assert e.value.message_id == "error-not-your-turn"
    with pytest.raises(UserError) as e:
        await m.act(game.id, BOB, game.version - 1, "keep")
    assert e.value.message_id == "error-out-of-date"
    assert presenter.named("public_prompt")[-1][3] == [1]
    game = await m.act(game.id, BOB, game.version, "keep")
    assert m.view(game, None)["step"] == "bid"


async def test_a_whole_game_with_every_ai_level_ends_with_a_result(
    m: GameManager, presenter: RecordingPresenter
) -> None:
    await lobby(m)
    for level in ("easy", "normal", "strong"):
        await m.add_ai(CHANNEL, ANN, level)
    game = await m.start(CHANNEL, ANN)
    for _ in range(100):
        await m.idle()
        game = await current(m, game.id)
        if game.status == "finished":
            break
        assert m.waiting_for(game) == [0] or 0 in m.waiting_for(game)
        game = await m.act(game.id, ANN, game.version, m.legal(game, 0)[-1])
    assert game.status == "finished" and game.result is not None
    assert len(game.result["scores"]) == 4
    assert presenter.named("finished")
    assert game.due_at is None, "nothing is watched once a game is over"


# ---------------------------------------------------------------------------------------------
# One load and one view per recipient


def counting(target: Any, name: str, counts: Counter[str]) -> Callable[..., Any]:
    original = getattr(target, name)

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        counts[name] += 1
        return original(*args, **kwargs)

    async def awrapped(*args: Any, **kwargs: Any) -> Any:
        counts[name] += 1
        return await original(*args, **kwargs)

    return awrapped if asyncio.iscoroutinefunction(original) else wrapped


async def test_a_click_costs_one_load_and_one_view_per_recipient(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With the real presenter (fake Discord): the manager loads the game once, builds one
    public view and one private view per seat shown its decision privately; the presenter reads no
    state back (only the shown version, to never put an older table over a newer one)."""
    client = FakeClient()
    store = MemoryStore()
    await store.open()
    pool = RenderPool()
    presenter = DiscordPresenter(client, store, pool, BIDS)  # type: ignore[arg-type]
    manager = GameManager(store, presenter, games=BIDS, ai_delay=0)
    try:
        game = await started(manager)
        await presenter.drain()
        rules = plugin("bids").rules
        counts: Counter[str] = Counter()
        for name in ("load", "view", "dump", "describe"):
            monkeypatch.setattr(rules, name, counting(rules, name, counts))
        for name in ("get", "by_channel", "shown_version"):
            monkeypatch.setattr(store, name, counting(store, name, counts))
        # A bid that ends the bid step: a new wait (the claim), public.
        game = await manager.act(game.id, ANN, game.version, "bid.2")
        await presenter.drain()
        assert (counts["load"], counts["get"]) == (1, 1), counts
        assert counts["view"] == 1, "a quiet secret choice: only the public view"
        counts.clear()
        game = await manager.act(game.id, BOB, game.version, "bid.6")
        await presenter.drain()
        # The claim is public: the public view and the claimant's, for their decision DM
        # (the DM of their bid, edited in place: no new message).
        assert (counts["load"], counts["get"], counts["view"]) == (1, 1, 2), counts
        assert len(client.dm(ANN).sent) == 1 and len(client.dm(BOB).sent) == 1
        assert counts["by_channel"] == 0 and counts["shown_version"] == 1
        counts.clear()
        # The claim starts a new secret round: one public view and one private view per
        # human prompted by DM.
        game = await manager.act(game.id, BOB, game.version, "keep")
        await presenter.drain()
        assert (counts["load"], counts["get"], counts["view"]) == (1, 1, 3), counts
        assert len(client.dm(ANN).sent) == 2 and len(client.dm(BOB).sent) == 2
    finally:
        await manager.close()
        pool.close()
        await store.close()


# ---------------------------------------------------------------------------------------------
# Marked shown only once shown


async def test_a_version_is_marked_shown_only_once_its_table_went_out(
    fakes: type[Fakes],
) -> None:
    """The process dies after saving a move and before the table edit that shows it: the
    stored ``shown_version`` stays behind, and the next process shows it (the fault test of
    the window between saving and showing)."""
    client = FakeClient()
    store = MemoryStore()
    await store.open()
    pool = RenderPool()
    first = DiscordPresenter(client, store, pool, BIDS)  # type: ignore[arg-type]
    manager = GameManager(store, first, games=BIDS, ai_delay=0)
    game = await started(manager)
    await first.drain()
    assert await store.shown_version(game.id) == game.version
    table_id = (await current(manager, game.id)).table_message_id
    assert table_id is not None
    table = client.channel(CHANNEL).by_id[table_id]
    edits = len(table.edits)

    # Bob bids last: the move is saved and its table update queued; the process dies before
    # the queued update runs (cancelled like the rest of a killed process).
    saved = await manager.act(game.id, ANN, game.version, "bid.1")
    saved = await manager.act(game.id, BOB, saved.version, "bid.2")
    for task in list(first.table._table_tasks.values()):
        task.cancel()
    for handle in list(first.table._quiet.values()):
        handle.cancel()
    await asyncio.sleep(0)
    await manager.close()
    assert await store.shown_version(game.id) < saved.version, "not shown, not marked"
    assert all(f"table-{saved.version}.png" not in repr(e) for e in table.edits)

    # The next process shows it: the table message is edited to the saved version.
    second = DiscordPresenter(client, store, pool, BIDS)  # type: ignore[arg-type]
    restarted = GameManager(store, second, games=BIDS, ai_delay=0)
    await restarted.resume_all()
    await second.drain()
    assert await store.shown_version(game.id) == saved.version
    assert len(table.edits) > edits
    assert table.last["attachments"][0].filename == f"table-{saved.version}.png"
    # And a failed edit is not marked shown either.
    client.channel(CHANNEL).fail_edits = True
    game = await restarted.act(game.id, BOB, saved.version, "cash")
    await second.drain()
    assert await store.shown_version(game.id) == saved.version
    await restarted.close()
    pool.close()
    await store.close()


# ---------------------------------------------------------------------------------------------
# Timers read only what is due


async def test_timers_read_only_the_games_that_are_due(
    m: GameManager, presenter: RecordingPresenter, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await started(m, reminder_hours=1, replace_hours=3)
    assert game.due_at == pytest.approx(clock() + 3600)
    counts: Counter[str] = Counter()
    rules = plugin("bids").rules
    monkeypatch.setattr(rules, "load", counting(rules, "load", counts))
    await m.tick()
    assert counts["load"] == 0, "a tick before anything is due reads no game"
    clock.advance(hours=1)
    await m.tick()
    assert sorted(c[3] for c in presenter.named("reminder")) == [0, 1]
    game = await current(m, game.id)
    assert game.due_at == pytest.approx(game.waiting_since + 3 * 3600), "next: replacement"
    counts.clear()
    await m.tick()
    assert counts["load"] == 0 and len(presenter.named("reminder")) == 2
    clock.advance(hours=2)
    await m.tick()
    await m.idle()
    game = await current(m, game.id)
    assert m.view(game, None)["step"] != "bid" or m.view(game, None)["round"] > 1
    assert [c[3] for c in presenter.named("notice")].count(("notice-replaced", {"player": "Ann"}))


async def test_a_waiting_ai_seat_is_due_soon(
    store: GameStore, fakes: type[Fakes], clock: FakeClock
) -> None:
    """An AI seat whose process died before it moved is picked up by the next tick."""
    presenter = fakes.RecordingPresenter(store)
    slow = GameManager(store, presenter, games=BIDS, clock=clock, ai_delay=3600)
    await lobby(slow, reminder_hours=0, replace_hours=0)
    await slow.add_ai(CHANNEL, ANN, "normal")
    game = await slow.start(CHANNEL, ANN)
    await slow.close()  # the AI never got to move
    game = await slow.act(game.id, ANN, game.version, "bid.1")
    stored = await store.get(game.id)
    assert stored is not None and stored.due_at is not None
    other = GameManager(store, fakes.RecordingPresenter(store), games=BIDS, clock=clock)
    other.ai_delay = 0
    await other.tick()
    await other.idle()
    assert (await store.get(game.id)).version == stored.version  # type: ignore[union-attr]
    clock.advance(seconds=121)
    await other.tick()
    await other.idle()
    after = await store.get(game.id)
    assert after is not None and after.version > stored.version, "the AI bid"
    await other.close()


# ---------------------------------------------------------------------------------------------
# Memory: one remembered decision per game


async def test_only_the_latest_versions_decision_is_remembered(
    m: GameManager, presenter: RecordingPresenter
) -> None:
    game = await started(m)
    for _ in range(4):
        seat = m.waiting_for(game)[0]
        game = await m.act(game.id, uid(game, seat), game.version, m.legal(game, seat)[0])
        await m.idle()
        game = await current(m, game.id)
    keys = [k for k in m.host.decisions if k[0] == game.id]
    assert keys == [(game.id, game.version, hash(game.state))]
    # A record of an older version read late is answered, and leaves the latest one in place.
    assert m.host.decision_of(game, m.host.state(game)) is not None
    stale = dataclasses.replace(game, version=game.version - 1)
    m.host.remember_decision(stale, None)
    assert [k for k in m.host.decisions if k[0] == game.id] == keys
    assert m.host.decisions[keys[0]] is not None
