"""A running game whose saved state no longer loads after an upgrade (issue 27): the real
presenter and click handler over fake Discord objects, a SQLite store that outlives each
"process" (a restart is a new presenter and manager on the same file) and a fake clock.

At start-up every running game is loaded and asked for its decision. One that does not load
(a future state format, a data set this release does not know) is kept, never deleted: the
log says why, its channel gets one notice with Retry and Abandon (once, not again at the next
start), clicks and commands are answered with one sentence, and no timer or AI seat touches
it. Retry (the game's creator, Manage Server or Manage Channels) loads it again and goes on
with the table posted anew, or says that it still does not load; Abandon ends it, its state
kept. A state that stops loading while the bot runs is faulted the same way."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import pytest
from discord_fakes import FakeClient, FakeMessage, fake_interaction

from bot.games import Registry
from bot.i18n import LOCALES
from bot.interactions import Interactions
from bot.manager import GameManager
from bot.presenter import DiscordPresenter
from bot.render_pool import RenderPool
from bot.store import GameRecord
from bot.store.memory import MemoryStore
from bot.store.sqlite import SqliteStore
from bot.ui import layout

if TYPE_CHECKING:  # tests/ is not a package: the fakes come through the ``fakes`` fixture
    from conftest import FakeClock, Fakes, RecordingPresenter

GAMES = Registry.of(["bids"])
GUILD, CHANNEL = 7, 500
ANN, BOB, ADMIN = 101, 102, 103  # Ann opened the game; the admin plays no part in it
RETRY, ABANDON = "retry", "abandon"


@dataclass
class Bot:
    """One "process" of the bot: its presenter, manager and click handler (the store, the
    Discord client and the clock outlive it)."""

    client: FakeClient
    store: SqliteStore
    clock: FakeClock
    presenter: DiscordPresenter = field(init=False)
    manager: GameManager = field(init=False)
    pool: RenderPool = field(init=False)
    interactions: Interactions = field(init=False)

    def __post_init__(self) -> None:
        self.pool = RenderPool()
        self.presenter = DiscordPresenter(self.client, self.store, self.pool, GAMES)  # type: ignore[arg-type]
        self.manager = GameManager(
            self.store, self.presenter, games=GAMES, clock=self.clock, ai_delay=0
        )
        self.catalog = self.presenter.catalog
        self.settings = SimpleNamespace(default_locale="en-US")
        self.interactions = Interactions(self)  # type: ignore[arg-type]

    async def start(self) -> None:
        """What setup_hook does with the games: check them, show what was never shown."""
        await self.manager.resume_all()
        await self.manager.idle()
        await self.presenter.drain(5)

    async def stop(self) -> None:
        await self.manager.close()
        await self.presenter.drain(5)
        self.pool.close()


@pytest.fixture
async def world(tmp_path: Path, fakes: type[Fakes]) -> AsyncIterator[World]:
    store = SqliteStore(tmp_path / "bot.sqlite3")
    await store.open()
    w = World(FakeClient(), store, fakes.FakeClock())
    yield w
    await w.bot.stop()
    await store.close()


class World:
    def __init__(self, client: FakeClient, store: SqliteStore, clock: FakeClock) -> None:
        self.client = client
        self.store = store
        self.clock = clock
        self.bot = Bot(client, store, clock)
        self.clicks = 0

    async def restart(self) -> None:
        await self.bot.stop()
        self.bot = Bot(self.client, self.store, self.clock)
        await self.bot.start()

    async def game(self, game_id: str) -> GameRecord:
        game = await self.store.get(game_id)
        assert game is not None
        return game

    async def write_state(self, game_id: str, state: str) -> None:
        """Replace the stored state as an upgrade (or a fix) would find it."""
        await self.store.db.execute("UPDATE games SET state = ? WHERE id = ?", (state, game_id))

    def channel(self) -> list[FakeMessage]:
        return self.client.channel(CHANNEL).sent

    def notices(self) -> list[FakeMessage]:
        return [m for m in self.channel() if m.kwargs.get("content") == self.text("fault-notice")]

    def text(self, message_id: str) -> str:
        return self.bot.catalog.format("en-US", message_id)

    def interaction(self, user_id: int, **kwargs: Any) -> Any:
        self.clicks += 1
        return fake_interaction(user_id, 5_000 + self.clicks, channel_id=CHANNEL, **kwargs)

    async def press(self, user_id: int, game_id: str, verb: str, **perms: bool) -> Any:
        """A click on the notice's ``verb`` button; ``perms``: the member's permissions."""
        click = self.interaction(user_id, message=self.notices()[-1])
        click.permissions = SimpleNamespace(
            manage_guild=perms.get("manage_guild", False),
            manage_channels=perms.get("manage_channels", False),
        )
        await self.bot.interactions.on_fault(click, game_id, verb)
        await self.bot.manager.idle()
        await self.bot.presenter.drain(5)
        return click


def fault_ids(message: FakeMessage) -> list[str]:
    """The custom ids of the fault buttons the message shows now."""
    view = message.last.get("view")
    ids = [str(getattr(c, "custom_id", "")) for c in (view.children if view else [])]
    return [i for i in ids if i.startswith("hf:")]


def answers(click: Any) -> list[str]:
    """What the clicker was told privately (the initial response or follow-ups)."""
    out = [str(text) for text, _kwargs in click.followup.sent]
    if click.response.message is not None:
        out.insert(0, click.response.message[0])
    return out


def future_format(state: str) -> str:
    """The state as a later release would save it: a format this release does not know."""
    raw = json.loads(state)
    raw["format_version"] = 10**6
    return json.dumps(raw, sort_keys=True, separators=(",", ":"))


async def bids_game(world: World) -> GameRecord:
    """Sealed Bids, Ann and Bob: Ann has bid, Bob is to bid (a secret step, by DM)."""
    m = world.bot.manager
    opts = {"game": "bids", "seed": 5, "rounds": 3}
    record = await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", opts)
    await m.join(CHANNEL, BOB, "Bob", "en-US")
    game = await m.start(CHANNEL, ANN)
    game = await m.act(game.id, ANN, game.version, "bid.2")
    await world.bot.presenter.drain(5)
    game = await world.game(record.id)
    assert m.waiting_for(game) == [1]
    return game


async def faulted_at_start(world: World, caplog: pytest.LogCaptureFixture) -> GameRecord:
    """The bids game, its state saved in a format this release does not know, after a
    restart."""
    game = await bids_game(world)
    await world.write_state(game.id, future_format(game.state or ""))
    with caplog.at_level(logging.WARNING, logger="bot.manager"):
        await world.restart()
    return await world.game(game.id)


async def test_a_game_that_does_not_load_at_start_is_kept_and_told_once(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    before = await bids_game(world)
    actions = await world.store.actions(before.id)
    broken = future_format(before.state or "")
    await world.write_state(before.id, broken)
    posted = len(world.channel())
    with caplog.at_level(logging.WARNING, logger="bot.manager"):
        await world.restart()
    game = await world.game(before.id)
    # Kept as it was: running, the same state text, version, seats and actions.
    assert (game.status, game.state, game.version) == ("running", broken, before.version)
    assert game.seats == before.seats and await world.store.actions(game.id) == actions
    assert await world.store.by_channel(CHANNEL) == game
    # Marked: why (the rules' own words) and since when; nothing is due.
    assert game.fault is not None and "unsupported" in game.fault and "1000000" in game.fault
    assert game.fault_at == world.clock.now and game.due_at is None
    # The log says which game and why.
    (record,) = [r for r in caplog.records if game.id in r.getMessage()]
    assert record.levelno == logging.WARNING
    assert "bids" in record.getMessage() and game.fault in record.getMessage()
    # One notice in the channel: one sentence, Retry and Abandon.
    (notice,) = world.channel()[posted:]
    assert notice.kwargs["content"] == world.text("fault-notice")
    assert fault_ids(notice) == [f"hf:{game.id}:{RETRY}", f"hf:{game.id}:{ABANDON}"]
    labels = [c.item.label for c in notice.kwargs["view"].children]
    assert labels == [world.text("fault-btn-retry"), world.text("fault-btn-abandon")]
    assert game.fault_notice_id == notice.id

    # A second start while it stays faulted: no second notice, the log says it again.
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="bot.manager"):
        await world.restart()
    assert world.notices() == [notice] and len(world.channel()) == posted + 1
    assert any(game.id in r.getMessage() for r in caplog.records)
    again = await world.game(game.id)
    assert (again.fault, again.fault_notice_id, again.state) == (game.fault, notice.id, broken)


async def test_clicks_and_commands_on_a_faulted_game_get_one_sentence(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    game = await faulted_at_start(world, caplog)
    dms = len(world.client.dm(BOB).sent)
    said = world.text("fault-game")
    handler = world.bot.interactions
    # Bob's bid button in his DM, his "show my choices", and /bids hand.
    bid = fake_interaction(BOB, 1, channel_id=world.client.dm(BOB).id, guild_id=None)
    await handler.on_action(bid, game.id, game.version, "bid.3")
    show = world.interaction(BOB)
    await handler.on_action(show, game.id, game.version, layout.SHOW_CODE)
    hand = world.interaction(BOB)
    await hand.response.defer(ephemeral=True, thinking=True)
    with pytest.raises(Exception) as refused:
        await handler.send_prompt(hand, game)
    assert getattr(refused.value, "message_id", None) == "fault-game"
    await world.bot.presenter.drain(5)
    assert answers(bid) == [said] and answers(show) == [said]
    after = await world.game(game.id)
    assert (after.version, after.fault) == (game.version, game.fault)
    assert len(world.client.dm(BOB).sent) == dms and len(world.notices()) == 1


async def test_timers_and_ai_seats_leave_a_faulted_game_alone(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    game = await faulted_at_start(world, caplog)
    messages = len(world.channel()) + len(world.client.dm(BOB).sent)
    world.clock.advance(hours=100)  # far past the reminder (12 h) and the replacement (24 h)
    await world.bot.manager.tick()
    await world.bot.presenter.drain(5)
    assert await world.store.list_due(world.clock.now) == []
    after = await world.game(game.id)
    assert after.version == game.version and after.reminded == []
    assert len(world.channel()) + len(world.client.dm(BOB).sent) == messages
    # Even if a timer fires for it (due_at set by an older release), it is skipped.
    await world.store.db.execute("UPDATE games SET due_at = 0 WHERE id = ?", (game.id,))
    await world.bot.manager.tick()
    after = await world.game(game.id)
    assert after.version == game.version and after.due_at is None


async def test_retry_says_so_while_still_broken_and_resumes_once_fixed(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    good = await bids_game(world)
    table = await world.game(good.id)
    old_table = world.client.channel(CHANNEL).by_id[table.table_message_id or 0]
    await world.write_state(good.id, future_format(good.state or ""))
    with caplog.at_level(logging.WARNING, logger="bot.manager"):
        await world.restart()
    (notice,) = world.notices()
    # Bob is neither the game's creator nor an admin: refused, nothing happens.
    refused = await world.press(BOB, good.id, RETRY)
    assert answers(refused) == [world.text("fault-no-permission")]
    # An admin (Manage Server) retries while the state still does not load: told so.
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="bot.manager"):
        failed = await world.press(ADMIN, good.id, RETRY, manage_guild=True)
    assert answers(failed) == [world.text("fault-retry-failed")]
    assert any(good.id in r.getMessage() for r in caplog.records)
    still = await world.game(good.id)
    assert still.fault is not None and still.status == "running"
    assert fault_ids(notice) and world.notices() == [notice]

    # The state is fixed (a loadable one written back); the creator retries.
    await world.write_state(good.id, good.state or "")
    world.clock.advance(hours=30)
    posted = len(world.channel())
    bob_dms = len(world.client.dm(BOB).sent)
    resumed = await world.press(ANN, good.id, RETRY)
    assert answers(resumed) == []  # the notice and the new table say it
    game = await world.game(good.id)
    assert (game.fault, game.fault_at, game.fault_notice_id) == (None, None, None)
    # Its wait and timers start again now (nobody could play while it was stopped).
    assert game.waiting_since == world.clock.now and game.due_at is not None
    assert game.due_at > world.clock.now
    # The notice says so and loses its buttons; the table is posted anew below it (the old
    # one keeps its picture only), and Bob is asked for his bid again by DM.
    assert notice.last["content"] == world.text("fault-resumed") and notice.last["view"] is None
    new = world.channel()[posted:]
    assert [m.kwargs["file"].filename for m in new] == [f"table-{game.version}.png"]
    assert game.table_message_id == new[0].id and old_table.last["view"] is None
    assert len(world.client.dm(BOB).sent) == bob_dms + 1
    # Play goes on.
    moved = await world.bot.manager.act(game.id, BOB, game.version, "bid.6")
    assert moved.version == game.version + 1
    # A second Retry on the old notice: nothing to retry.
    late = await world.press(ADMIN, game.id, RETRY, manage_channels=True)
    assert answers(late) == [world.text("fault-not-stopped")]


async def test_abandon_ends_a_faulted_game_and_keeps_its_state(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    game = await faulted_at_start(world, caplog)
    (notice,) = world.notices()
    refused = await world.press(BOB, game.id, ABANDON)
    assert answers(refused) == [world.text("fault-no-permission")]
    assert (await world.game(game.id)).status == "running"
    done = await world.press(ADMIN, game.id, ABANDON, manage_channels=True)
    assert answers(done) == []
    after = await world.game(game.id)
    assert (after.status, after.state, after.fault) == ("abandoned", game.state, game.fault)
    assert await world.store.actions(game.id) != []
    assert await world.store.by_channel(CHANNEL) is None  # the channel is free again
    assert notice.last["content"] == world.text("fault-abandoned")
    assert notice.last["view"] is None
    late = await world.press(ANN, game.id, RETRY)
    assert answers(late) == [world.text("notice-abandoned")]
    # Abandoned games are not checked at the next start: nothing is posted.
    posted = len(world.channel())
    await world.restart()
    assert len(world.channel()) == posted


async def test_a_state_that_stops_loading_while_running_is_faulted_at_the_next_click(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    game = await bids_game(world)
    await world.write_state(game.id, "{not json")
    handler = world.bot.interactions
    dm = world.client.dm(BOB)
    said = world.text("fault-game")
    with caplog.at_level(logging.WARNING, logger="bot.manager"):
        for n in range(2):
            click = fake_interaction(BOB, 10 + n, channel_id=dm.id, guild_id=None)
            await handler.on_action(click, game.id, game.version, "bid.4")
            await world.bot.manager.idle()
            assert answers(click) == [said]
    after = await world.game(game.id)
    assert after.fault is not None and after.fault.startswith("BadDump: not JSON")
    assert after.status == "running" and after.state == "{not json"
    (notice,) = world.notices()  # once
    assert after.fault_notice_id == notice.id
    assert [r.levelno for r in caplog.records if game.id in r.getMessage()] == [logging.WARNING]


async def test_a_read_outside_the_manager_marks_the_fault_too(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    """/<game> status shows the table from a snapshot (no lock): the refusal is the same, and
    the game is marked in a task of its own."""
    game = await bids_game(world)
    await world.write_state(game.id, future_format(game.state or ""))
    fresh = await world.game(game.id)
    with pytest.raises(Exception) as refused:
        world.bot.manager.snapshot(fresh)
    assert getattr(refused.value, "message_id", None) == "fault-game"
    await world.bot.manager.idle()
    assert (await world.game(game.id)).fault is not None and len(world.notices()) == 1


def test_fault_messages_exist_in_every_language() -> None:
    from bot import i18n

    catalog = i18n.catalog()
    ids = [
        "fault-notice",
        "fault-game",
        "fault-btn-retry",
        "fault-btn-abandon",
        "fault-retry-failed",
        "fault-resumed",
        "fault-abandoned",
        "fault-no-permission",
        "fault-not-stopped",
        "fault-status",
    ]
    english = {i: catalog.format("en-US", i) for i in ids}
    for locale in LOCALES:
        for message_id in ids:
            assert catalog.has(message_id, locale), (locale, message_id)
            text = catalog.format(locale, message_id)
            if locale != "en-US":
                assert text != english[message_id], (locale, message_id)
        for verb in ("retry", "abandon"):
            assert len(catalog.format(locale, f"fault-btn-{verb}")) <= 25  # phones


# ---------------------------------------------------------------------------------------------
# The manager alone (a recording presenter): AI seats, another game's data set, shards


def unknown_data(game: str, state: str) -> str:
    """The state as saved with a data set this release does not have (its fingerprint is
    another one): what an upgrade that dropped or changed that data set would find."""
    from bot.games import registry

    rules = registry()[game].rules
    fingerprint = rules.data_version(rules.load(state))
    assert fingerprint and fingerprint in state
    other = "".join("0123456789abcdef"[(int(c, 16) + 1) % 16] for c in fingerprint)
    return state.replace(fingerprint, other)


async def ann_and_bob(
    fakes: type[Fakes], games: Registry, game: str
) -> tuple[MemoryStore, RecordingPresenter, GameManager, GameRecord]:
    """A started game of ``game``, Ann and Bob, on a memory store with a recording presenter."""
    store = MemoryStore()
    presenter = fakes.RecordingPresenter(store)
    m = GameManager(store, presenter, games=games, clock=fakes.FakeClock(), ai_delay=0)
    await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "cs", {"game": game, "seed": 5})
    await m.join(CHANNEL, BOB, "Bob", "pl")
    return store, presenter, m, await m.start(CHANNEL, ANN)


async def test_an_ai_seat_waited_for_does_not_play_a_faulted_game(fakes: type[Fakes]) -> None:
    store = MemoryStore()
    clock = fakes.FakeClock()
    presenter = fakes.RecordingPresenter(store)
    m = GameManager(store, presenter, games=GAMES, clock=clock, ai_delay=3600)
    game = await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", {"game": "bids", "seed": 5})
    await m.add_ai(CHANNEL, ANN, "normal")
    game = await m.start(CHANNEL, ANN)
    m.ai_delay = 0
    await m.idle()  # the AI bids at once
    m.ai_delay = 3600
    game = await m.act(game.id, ANN, (await store.get(game.id) or game).version, "bid.0")
    assert m.waiting_for(game) == [1]  # the AI won and is to claim
    await m.close()  # the process stops before the AI moved
    stored = await store.get(game.id)
    assert stored is not None and stored.state is not None
    stored_state = stored.state
    store._games[game.id].state = future_format(stored_state)

    m = GameManager(store, presenter, games=GAMES, clock=clock, ai_delay=0)
    await m.resume_all()
    await m.idle()
    after = await store.get(game.id)
    assert after is not None and after.fault is not None and after.version == game.version
    assert m.ai.tasks == {} and len(presenter.named("fault")) == 1
    clock.advance(hours=30)
    await m.tick()
    await m.idle()
    assert (await store.get(game.id) or after).version == game.version
    assert presenter.named("notice") == [] and presenter.named("reminder") == []
    await m.close()


async def test_through_the_ages_with_an_unknown_data_set_is_faulted_at_start(
    fakes: type[Fakes], caplog: pytest.LogCaptureFixture
) -> None:
    """The issue's own case: a Through the Ages game saved with card data this release does
    not have. Only the servers of this process's shards are checked."""
    store, presenter, m, game = await ann_and_bob(fakes, Registry.of(["tta"]), "tta")
    store._games[game.id].state = unknown_data("tta", game.state or "")
    # Another process serves this server: not checked here.
    assert await m.check_games(owns=lambda guild: guild != GUILD) == []
    assert presenter.named("fault") == []
    with caplog.at_level(logging.WARNING, logger="bot.manager"):
        await m.resume_all(owns=lambda guild: guild == GUILD)
    after = await store.get(game.id)
    assert after is not None and after.fault is not None and after.fault.startswith("BadDump")
    assert [c[1] for c in presenter.named("fault")] == [game.id]
    assert after.fault_notice_id is not None
    assert any(game.id in r.getMessage() and "tta" in r.getMessage() for r in caplog.records)
    with pytest.raises(Exception) as refused:
        await m.act(game.id, ANN, after.version, "end")
    assert getattr(refused.value, "message_id", None) == "fault-game"
    await m.close()


def test_each_process_checks_the_games_of_its_own_shards() -> None:
    """Discord's shard of a server: (server id >> 22) % shard count; a game without a server
    belongs to shard 0."""
    from bot.app import TabletopBot

    def serves(shard_ids: tuple[int, ...] | None, count: int | None, guild: int | None) -> bool:
        process = SimpleNamespace(settings=SimpleNamespace(shard_ids=shard_ids, shard_count=count))
        return TabletopBot.serves_guild(process, guild)  # type: ignore[arg-type]

    on_shard_1 = (5 << 22) + 17  # 5 % 2 == 1
    assert serves(None, None, on_shard_1) and serves(None, 4, None)  # a process of every shard
    assert serves((1,), 2, on_shard_1) and not serves((0,), 2, on_shard_1)
    assert serves((0,), 2, None) and not serves((1,), 2, None)
    assert serves((0, 1), 4, (6 << 22)) is False and serves((2, 3), 4, (6 << 22))


async def test_a_game_this_release_no_longer_has_is_kept_and_named(fakes: type[Fakes]) -> None:
    """A game whose plugin is gone from the registry (a game removed by an upgrade)."""
    store, presenter, m, game = await ann_and_bob(fakes, GAMES, "bids")
    await m.close()
    store._games[game.id].game = "chess"
    m = GameManager(store, presenter, games=GAMES, clock=fakes.FakeClock(), ai_delay=0)
    assert await m.check_games() == [game.id]
    after = await store.get(game.id)
    assert after is not None and after.fault == "no game 'chess' in this release"
    assert after.state == game.state and after.status == "running"
    await m.close()
