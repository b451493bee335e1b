"""The Discord presenter against fake Discord objects and the real manager (no network)."""

from __future__ import annotations

import itertools
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.i18n import translator_for
from bot.manager import GameManager
from bot.presenter import DiscordPresenter, event_line, log_text
from bot.render_pool import RenderPool
from bot.store.memory import MemoryStore

IDS = itertools.count(1000)


class FakeMessage:
    def __init__(self, channel: FakeChannel, **kwargs: Any) -> None:
        self.id = next(IDS)
        self.channel = channel
        self.kwargs = kwargs
        self.edits: list[dict[str, Any]] = []

    async def edit(self, **kwargs: Any) -> FakeMessage:
        self.edits.append(kwargs)
        return self


class FakeChannel:
    def __init__(self, channel_id: int) -> None:
        self.id = channel_id
        self.sent: list[FakeMessage] = []
        self.by_id: dict[int, FakeMessage] = {}
        self.closed = False  # a DM channel of a user who closed their DMs

    async def send(self, content: str | None = None, **kwargs: Any) -> FakeMessage:
        if self.closed:
            raise forbidden(50007)
        message = FakeMessage(self, content=content, **kwargs)
        self.sent.append(message)
        self.by_id[message.id] = message
        return message

    def get_partial_message(self, message_id: int) -> FakeMessage:
        if message_id not in self.by_id:
            raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), "gone")
        return self.by_id[message_id]


def forbidden(code: int) -> discord.Forbidden:
    return discord.Forbidden(
        SimpleNamespace(status=403, reason="Forbidden"), {"code": code, "message": "no"}
    )


class FakeUser:
    def __init__(self, user_id: int, client: FakeClient, closed: bool = False) -> None:
        self.id = user_id
        self.dm = client.channel(10_000 + user_id)
        self.dm.closed = closed
        self.dms_opened = 0

    async def send(self, content: str | None = None, **kwargs: Any) -> FakeMessage:
        return await self.dm.send(content, **kwargs)

    async def create_dm(self) -> FakeChannel:
        self.dms_opened += 1
        return self.dm


class FakeClient:
    def __init__(self) -> None:
        self.channels: dict[int, FakeChannel] = {}
        self.users: dict[int, FakeUser] = {}

    def channel(self, channel_id: int) -> FakeChannel:
        return self.channels.setdefault(channel_id, FakeChannel(channel_id))

    def get_channel(self, channel_id: int) -> None:
        return None

    def get_partial_messageable(self, channel_id: int, **kwargs: Any) -> FakeChannel:
        return self.channel(channel_id)

    def get_user(self, user_id: int) -> FakeUser:
        return self.users[user_id]

    async def fetch_user(self, user_id: int) -> FakeUser:
        return self.users[user_id]


CHANNEL = 42


@pytest.fixture
async def setup() -> Any:
    client = FakeClient()
    client.users[1] = FakeUser(1, client)
    client.users[2] = FakeUser(2, client, closed=True)
    store = MemoryStore()
    await store.open()
    pool = RenderPool()
    presenter = DiscordPresenter(client, store, pool)  # type: ignore[arg-type]
    manager = GameManager(store, presenter, ai_delay=0)
    presenter.bind(manager)
    yield client, store, presenter, manager
    await manager.close()
    pool.close()


async def test_lobby_then_game_flow(setup: Any) -> None:
    client, store, _presenter, manager = setup
    channel = client.channel(CHANNEL)
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {"max_players": 3})
    assert channel.sent, "the lobby is posted"
    lobby = channel.sent[0]
    assert lobby.kwargs["embed"].title == "Hadara — new game"
    ids = [c.custom_id for c in lobby.kwargs["view"].children]
    verbs = ("join", "leave", "start", "ai-easy", "ai-normal", "ai-strong")
    assert ids == [f"hl:{game.id}:{v}" for v in verbs]
    rows = [c.row for c in lobby.kwargs["view"].children]
    assert rows == [0, 0, 0, 1, 1, 1]
    await manager.join(CHANNEL, 2, "Bob", "cs")
    assert lobby.edits, "the lobby message is edited in place"
    stored = await store.get(game.id)
    assert stored is not None and stored.lobby_message_id == lobby.id

    await manager.start(CHANNEL, 1)
    await manager.idle()
    stored = await store.get(game.id)
    assert stored is not None and stored.status == "running"
    table = [
        m for m in channel.sent if m.kwargs.get("file") and m.kwargs["file"].filename == "table.png"
    ]
    assert table and stored.table_message_id == table[0].id
    # Ann got her first decision (wheel or side) somewhere: a DM or a public prompt.
    dms = client.channel(10_001).sent
    prompts = [m for m in channel.sent if m.kwargs.get("view") and m is not lobby]
    assert dms or prompts
    for m in dms + prompts:
        for item in m.kwargs["view"].children:
            assert item.custom_id.startswith(f"hd:{game.id}:") or item.custom_id.startswith(
                f"hs:{game.id}:"
            )


async def test_closed_dms_return_false_and_open_dms_true(setup: Any) -> None:
    client, store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {"variant": "advanced"})
    await manager.join(CHANNEL, 2, "Bob", None)
    await manager.start(CHANNEL, 1)
    game = await store.get(game.id)
    assert game is not None
    assert manager.view(game, None)["step"] == "side"
    assert await presenter.private_prompt(game, 0) is True
    assert await presenter.private_prompt(game, 1) is False
    dm = client.channel(10_001).sent[-1]
    assert dm.kwargs["file"].filename == "prompt.png"
    labels = [c.item.label for c in dm.kwargs["view"].children]
    assert any(label.startswith("Side A") for label in labels)


async def test_notice_finished_and_reminder(setup: Any) -> None:
    client, _store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {})
    channel = client.channel(CHANNEL)
    await presenter.notice(game, "notice-dms-closed", player="Bob")
    assert "Bob, I cannot send you direct messages" in channel.sent[-1].kwargs["content"] or (
        "Bob" in str(channel.sent[-1].kwargs)
    )
    game.result = {
        "scores": [{"seat": 0, "total": 80, "categories": {}, "tiebreak": 1}],
        "winners": [0],
    }
    assert "Winner: Ann!" in presenter.finished_text(game, translator_for("en-US"))
    await presenter.reminder(game, 0)
    assert "waiting for your move" in client.channel(10_001).sent[-1].kwargs["content"]


def test_log_lines_hide_nothing_they_should_not_show() -> None:
    t = translator_for("en-US")
    names = ["Ann", "Bob"]
    line = event_line(
        {"kind": "take", "seat": 1, "data": {"card": "1b01", "pile": "blue"}}, names, t
    )
    assert line == "Bob takes Ink Maker from the Blue pile."
    assert event_line({"kind": "sell", "seat": 0, "data": {"coins": 2}}, names, t) == (
        "Ann sells a card for 2."
    )
    text = log_text([{"kind": "statue", "seat": 0, "data": {"statue": 0}}] * 50, names, t, 5)
    assert text.count("\n") == 4


class FakeResponse:
    def __init__(self) -> None:
        self.deferred = False

    async def defer(self, **kwargs: Any) -> None:
        self.deferred = True

    def is_done(self) -> bool:
        return self.deferred


class FakeFollowup:
    def __init__(self) -> None:
        self.sent: list[tuple[str | None, dict[str, Any]]] = []

    async def send(self, content: str | None = None, **kwargs: Any) -> None:
        self.sent.append((content, kwargs))


def interaction(user_id: int, interaction_id: int) -> Any:
    async def edit_original_response(**kwargs: Any) -> None:
        return None

    return SimpleNamespace(
        id=interaction_id,
        user=SimpleNamespace(id=user_id, display_name=f"user{user_id}"),
        locale="en-US",
        guild_id=7,
        channel_id=CHANNEL,
        message=None,
        response=FakeResponse(),
        followup=FakeFollowup(),
        edit_original_response=edit_original_response,
    )


async def test_clicks_not_your_move_stale_and_accepted(setup: Any) -> None:
    from bot.cogs.hadara import Interactions

    _client, store, presenter, manager = setup
    bot = SimpleNamespace(
        store=store,
        manager=manager,
        presenter=presenter,
        catalog=presenter.catalog,
        settings=SimpleNamespace(default_locale="en-US"),
    )
    handler = Interactions(bot)  # type: ignore[arg-type]
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {})
    await manager.join(CHANNEL, 2, "Bob", None)
    await manager.start(CHANNEL, 1)
    game = await store.get(game.id)
    acting = manager.waiting_for(game)
    assert len(acting) == 1  # the wheel in the basic game
    seat = acting[0]
    other = 1 - seat
    code = manager.legal(game, seat)[0]

    wrong = interaction(game.seats[other].user_id, 1)
    await handler.on_action(wrong, game.id, game.version, code)
    assert wrong.followup.sent[-1][0] == "Not your move right now."

    stale = interaction(game.seats[seat].user_id, 2)
    await handler.on_action(stale, game.id, game.version - 1, code)
    content, kwargs = stale.followup.sent[-1]
    assert content is not None and content.startswith("This prompt is out of date")
    assert kwargs["ephemeral"] is True and kwargs["file"].filename == "prompt.png"

    ok = interaction(game.seats[seat].user_id, 3)
    await handler.on_action(ok, game.id, game.version, code)
    assert ok.followup.sent == []
    fresh = await store.get(game.id)
    assert fresh is not None and fresh.version == game.version + 1


async def test_a_users_dm_channel_is_opened_once(setup: Any) -> None:
    client, store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {"variant": "advanced"})
    await manager.join(CHANNEL, 2, "Bob", None)
    await manager.start(CHANNEL, 1)
    game = await store.get(game.id)
    assert game is not None
    ann = client.users[1]
    opened = ann.dms_opened
    await presenter.reminder(game, 0)
    await presenter.reminder(game, 0)
    assert ann.dms_opened == opened <= 1  # the start's prompt (or the first reminder) opened it


async def test_a_prompt_the_click_already_tidied_is_not_stripped_again(setup: Any) -> None:
    client, store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {"variant": "advanced"})
    await manager.join(CHANNEL, 2, "Bob", None)
    await manager.start(CHANNEL, 1)
    game = await store.get(game.id)
    assert game is not None
    first = client.channel(10_001).sent[-1]
    presenter.tidied(game.id, 0, first.id)
    presenter._dms[(game.id, 0)] = (10_001, first.id, "something else was shown")
    assert await presenter.private_prompt(game, 0) is True
    assert client.channel(10_001).sent[-1] is not first
    assert first.edits == []  # no second edit of the tidied prompt
    # An untidied previous prompt loses its buttons when the next one is posted.
    second = client.channel(10_001).sent[-1]
    presenter._dms[(game.id, 0)] = (10_001, second.id, "changed again")
    assert await presenter.private_prompt(game, 0) is True
    assert second.edits == [{"view": None}]
