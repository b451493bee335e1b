"""Turn notices by the players' own settings (issue 29, bot/presenter/messages.py): a ping in
the channel, a DM with the game, a jump link to its table and the waiting time (no mention),
or both; nothing per turn in digest mode or while away; held through quiet hours and sent when
they end; a DM that cannot be delivered (DMs closed) becomes a ping. With the real Discord
presenter over fake Discord objects, a fake clock and Sealed Bids (Bob claims in public)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pytest
from discord_fakes import FakeClient

from bot.games import Registry
from bot.manager import GameManager
from bot.presenter import DiscordPresenter
from bot.presenter.messages import turn_dm_text
from bot.render_pool import RenderPool
from bot.store import GameRecord, UserSettings
from bot.store.memory import MemoryStore

if TYPE_CHECKING:  # tests/ is not a package: the fake clock comes through the ``clock`` fixture
    from conftest import FakeClock

GAMES = Registry.of(["bids"])
GUILD, CHANNEL = 7, 520
ANN, BOB = 111, 112
HOUR = 3600.0


@dataclass
class World:
    client: FakeClient
    store: MemoryStore
    presenter: DiscordPresenter
    manager: GameManager
    clock: FakeClock

    def pings(self, user: int) -> list[str]:
        sent = self.client.channel(CHANNEL).sent
        return [
            str(m.kwargs.get("content"))
            for m in sent
            if f"<@{user}>" in str(m.kwargs.get("content"))
        ]

    def turn_dms(self, user: int) -> list[str]:
        sent = self.client.dm(user).sent
        return [
            str(m.kwargs.get("content"))
            for m in sent
            if "Your move in" in str(m.kwargs.get("content"))
        ]


@pytest.fixture
async def world(clock: FakeClock) -> AsyncIterator[World]:
    client = FakeClient()
    store = MemoryStore()
    await store.open()
    pool = RenderPool()
    presenter = DiscordPresenter(client, store, pool, GAMES)  # type: ignore[arg-type]
    manager = GameManager(store, presenter, games=GAMES, clock=clock, ai_delay=0)
    presenter.shared.users = manager.host.users  # as the app wires them
    presenter.shared.clock = clock
    yield World(client, store, presenter, manager, clock)
    await manager.close()
    await presenter.drain(5)
    pool.close()
    await store.close()


async def to_the_claim(w: World) -> GameRecord:
    """Ann bids 2, Bob 6: Bob (the winner) claims, in public — a new wait, Bob notified."""
    m = w.manager
    opts: dict[str, Any] = {"game": "bids", "seed": 5, "rounds": 3}
    record = await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", opts)
    await m.join(CHANNEL, BOB, "Bob", "en-US")
    await m.start(CHANNEL, ANN)
    await w.presenter.drain()
    game = await w.store.get(record.id)
    assert game is not None
    game = await m.act(game.id, ANN, game.version, "bid.2")
    game = await m.act(game.id, BOB, game.version, "bid.6")
    await w.presenter.drain()
    stored = await w.store.get(game.id)
    assert stored is not None and m.waiting_for(stored) == [1]
    return stored


@pytest.mark.parametrize(
    ("settings", "ping", "dm"),
    [
        ({}, True, False),
        ({"notify": "dm"}, False, True),
        ({"notify": "both"}, True, True),
        ({"notify": "dm", "digest_hour": 8}, False, False),
        ({"notify": "both", "away_until": 1_700_000_000.0 + 9 * HOUR}, False, False),
    ],
    ids=["channel", "dm", "both", "digest", "away"],
)
async def test_a_turn_notice_goes_where_the_player_asked(
    world: World, settings: dict[str, Any], ping: bool, dm: bool
) -> None:
    await world.store.put_user(UserSettings(BOB, **settings))
    game = await to_the_claim(world)
    assert bool(world.pings(BOB)) == ping
    assert bool(world.turn_dms(BOB)) == dm
    if dm:
        (text,) = world.turn_dms(BOB)
        link = f"https://discord.com/channels/{GUILD}/{CHANNEL}/{game.table_message_id}"
        assert link in text and "Sealed Bids" in text and "waiting 1 min" in text
        assert "<@" not in text, "a DM mentions nobody"


async def test_closed_dms_fall_back_to_the_channel_ping(world: World) -> None:
    await world.store.put_user(UserSettings(BOB, notify="dm"))
    world.client.closed_dms.add(BOB)
    await to_the_claim(world)
    assert world.pings(BOB) and not world.turn_dms(BOB)


async def test_quiet_hours_hold_the_notice_until_they_end(world: World) -> None:
    # The fake clock starts at 22:13 UTC: quiet 22:00-06:00 in UTC.
    await world.store.put_user(UserSettings(BOB, notify="dm", quiet_start=22 * 60, quiet_end=360))
    game = await to_the_claim(world)
    assert not world.pings(BOB) and not world.turn_dms(BOB), "nothing in quiet hours"
    world.clock.advance(hours=7)  # 05:13: still quiet
    await world.manager.tick()
    await world.presenter.drain()
    assert not world.turn_dms(BOB)
    world.clock.advance(hours=1)  # 06:13: they are over
    await world.manager.tick()
    await world.presenter.drain()
    (text,) = world.turn_dms(BOB)
    assert "waiting 8 h" in text and str(game.table_message_id) in text
    assert not world.pings(BOB)


async def test_a_held_notice_is_dropped_once_the_player_has_moved(world: World) -> None:
    await world.store.put_user(UserSettings(BOB, quiet_start=22 * 60, quiet_end=360))
    game = await to_the_claim(world)
    await world.manager.act(game.id, BOB, game.version, "keep")
    await world.presenter.drain()
    world.clock.advance(hours=9)
    await world.manager.tick()
    await world.presenter.drain()
    assert not world.pings(BOB), "no notice of a turn already played"


async def test_the_digest_lists_the_games_waiting_for_the_player(world: World) -> None:
    game = await to_the_claim(world)
    await world.presenter.digest(BOB, [game], world.clock.now + 3 * HOUR)
    (text,) = [
        str(m.kwargs["content"])
        for m in world.client.dm(BOB).sent
        if "digest" in str(m.kwargs.get("content"))
    ]
    assert "1 game waits for your move" in text and "waiting 3 h" in text
    assert f"/{CHANNEL}/{game.table_message_id}" in text
    before = len(world.client.dm(ANN).sent)
    await world.presenter.digest(ANN, [game], world.clock.now)
    assert len(world.client.dm(ANN).sent) == before, "not Ann's move: no digest"


async def test_the_table_shows_who_is_away(world: World) -> None:
    until = world.clock.now + 30 * HOUR
    await world.store.put_user(UserSettings(ANN, away_until=until, away_policy="answers"))
    game = await to_the_claim(world)
    snap = world.manager.snapshot(game)
    content = world.presenter.table_content(snap, [], "en-US")
    assert f"Ann: away until <t:{int(until)}:f>" in content
    assert "Bob: away" not in content


async def test_the_turn_dm_text_takes_recap_lines(world: World) -> None:
    game = await to_the_claim(world)
    t = world.presenter.t("cs", game)
    link = "https://discord.com/channels/7/520/1"
    plain = turn_dm_text(t, game, link, world.clock.now + 2 * HOUR)
    assert plain == f"Jste na tahu ve hře Zapečetěné nabídky: {link} (čeká se 2 h)"
    recap = ["Ann přihodila 2.", "Bob přihodil 6."]
    assert turn_dm_text(t, game, link, world.clock.now, recap).split("\n")[1:] == recap
