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


class FakeClient:
    def __init__(self) -> None:
        self.channels: dict[int, FakeChannel] = {}
        self.users: dict[int, FakeUser] = {}
        self.http = SimpleNamespace(start_private_message=self.start_private_message)

    def channel(self, channel_id: int) -> FakeChannel:
        return self.channels.setdefault(channel_id, FakeChannel(channel_id))

    def get_channel(self, channel_id: int) -> None:
        return None

    def get_partial_messageable(self, channel_id: int, **kwargs: Any) -> FakeChannel:
        return self.channel(channel_id)

    async def start_private_message(self, user_id: int) -> dict[str, Any]:
        user = self.users[user_id]
        user.dms_opened += 1
        return {"id": str(user.dm.id), "type": 1}


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


async def ann_and_bob(setup: Any, options: dict[str, Any]) -> Any:
    """Ann opens a game with ``options``, Bob joins, Ann starts it: the stored record."""
    _client, store, _presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", options)
    await manager.join(CHANNEL, 2, "Bob", None)
    await manager.start(CHANNEL, 1)
    stored = await store.get(game.id)
    assert stored is not None
    return stored


def handler_for(setup: Any) -> Any:
    """The cog's click handler over the fixture's store, manager and presenter."""
    from bot.cogs.hadara import Interactions

    _client, store, presenter, manager = setup
    bot = SimpleNamespace(
        store=store,
        manager=manager,
        presenter=presenter,
        catalog=presenter.catalog,
        settings=SimpleNamespace(default_locale="en-US"),
    )
    return Interactions(bot)  # type: ignore[arg-type]


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
    await _presenter.drain()
    stored = await store.get(game.id)
    assert stored is not None and stored.status == "running"
    table = [
        m
        for m in channel.sent
        if m.kwargs.get("file") and m.kwargs["file"].filename.startswith("table-")
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
    client, _store, presenter, manager = setup
    game = await ann_and_bob(setup, {"variant": "advanced"})
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
    """The initial response of a fake interaction: exactly one may be given."""

    def __init__(self) -> None:
        self.deferred = False
        self.updated: dict[str, Any] | None = None  # type 7: the clicked message edited
        self.message: tuple[str, dict[str, Any]] | None = None  # type 4

    def _once(self) -> None:
        assert not self.is_done(), "a second initial response"

    async def defer(self, **kwargs: Any) -> None:
        self._once()
        self.deferred = True

    async def edit_message(self, **kwargs: Any) -> None:
        self._once()
        self.updated = kwargs

    async def send_message(self, content: str, **kwargs: Any) -> None:
        self._once()
        self.message = (content, kwargs)

    def is_done(self) -> bool:
        return self.deferred or self.updated is not None or self.message is not None


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
    _client, store, _presenter, manager = setup
    handler = handler_for(setup)
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
    assert wrong.response.message == ("Not your move right now.", {"ephemeral": True})
    assert wrong.followup.sent == []

    stale = interaction(game.seats[seat].user_id, 2)
    await handler.on_action(stale, game.id, game.version - 1, code)
    content, kwargs = stale.followup.sent[-1]
    assert stale.response.deferred
    assert content is not None and content.startswith("This prompt is out of date")
    assert kwargs["ephemeral"] is True and kwargs["file"].filename == "prompt.png"

    # A click that is not on the table message (here: none) is deferred; the table follows.
    ok = interaction(game.seats[seat].user_id, 3)
    await handler.on_action(ok, game.id, game.version, code)
    assert ok.followup.sent == [] and ok.response.deferred
    fresh = await store.get(game.id)
    assert fresh is not None and fresh.version == game.version + 1


async def test_a_users_dm_channel_is_opened_once(setup: Any) -> None:
    client, _store, presenter, _manager = setup
    game = await ann_and_bob(setup, {"variant": "advanced"})
    ann = client.users[1]
    opened = ann.dms_opened
    await presenter.reminder(game, 0)
    await presenter.reminder(game, 0)
    assert ann.dms_opened == opened <= 1  # the start's prompt (or the first reminder) opened it


async def test_a_dm_channel_a_user_clicked_in_is_never_opened(setup: Any) -> None:
    client, _store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {})  # no DM sent yet
    ann = client.users[1]
    presenter.remember_dm(1, 10_001)
    await presenter.reminder(game, 0)
    assert ann.dms_opened == 0
    assert client.channel(10_001).sent, "the reminder went to the remembered channel"


async def test_a_prompt_the_click_already_tidied_is_not_stripped_again(setup: Any) -> None:
    client, _store, presenter, _manager = setup
    game = await ann_and_bob(setup, {"variant": "advanced"})
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


# -------------------------------------------------------------- private clicks


def dm_click(user_id: int, interaction_id: int) -> Any:
    click = interaction(user_id, interaction_id)
    click.guild_id = None  # a DM
    click.message = SimpleNamespace(
        id=5000 + interaction_id, flags=SimpleNamespace(ephemeral=False)
    )
    click.edited = []

    async def edit_original_response(**kwargs: Any) -> None:
        click.edited.append(kwargs)

    click.edit_original_response = edit_original_response
    return click


async def private_step_game(setup: Any) -> tuple[Any, Any, int, str]:
    """An advanced game waiting for private choices; the handler, the game, a seat, a code."""
    manager = setup[3]
    game = await ann_and_bob(setup, {"variant": "advanced"})
    assert len(manager.waiting_for(game)) == 2  # the side choice
    return handler_for(setup), game, 0, manager.legal(game, 0)[0]


async def test_a_private_click_is_answered_with_the_choice_in_one_response(setup: Any) -> None:
    _client, store, _presenter, _manager = setup
    handler, game, seat, code = await private_step_game(setup)
    click = dm_click(game.seats[seat].user_id, 12)
    await handler.on_action(click, game.id, game.version, code)
    assert not click.response.deferred and click.followup.sent == [] and click.edited == []
    updated = click.response.updated
    assert updated is not None and updated["view"] is None
    assert updated["content"].startswith("✅ Side A")  # the button's label, not the code
    fresh = await store.get(game.id)
    assert fresh is not None and fresh.version == game.version + 1


async def test_a_slow_private_click_is_deferred_then_edited(
    setup: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncio

    from bot.cogs import hadara

    _client, _store, _presenter, manager = setup
    handler, game, seat, code = await private_step_game(setup)
    act = manager.act

    async def slow_act(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(hadara.ACK_BUDGET * 3)
        return await act(*args, **kwargs)

    monkeypatch.setattr(manager, "act", slow_act)
    click = dm_click(game.seats[seat].user_id, 14)
    await handler.on_action(click, game.id, game.version, code)
    for _ in range(50):  # the "✅" edit runs as its own task
        if click.edited:
            break
        await asyncio.sleep(0.01)
    assert click.response.deferred and click.response.updated is None
    assert [e["content"][:2] for e in click.edited] == ["✅ "]


async def test_a_refused_private_click_gets_a_message_and_keeps_its_prompt(setup: Any) -> None:
    _client, store, _presenter, _manager = setup
    handler, game, seat, _code = await private_step_game(setup)
    click = dm_click(game.seats[seat].user_id, 13)
    await handler.on_action(click, game.id, game.version, "nonsense")
    assert click.edited == [] and click.response.updated is None
    assert click.response.message is not None and "✅" not in click.response.message[0]
    fresh = await store.get(game.id)
    assert fresh is not None and fresh.version == game.version


# -------------------------------------------------------------- table updates


async def test_table_updates_coalesce_and_show_the_newest_state(
    setup: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncio

    client, store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {"ai_delay": 0})
    await manager.join(CHANNEL, 2, "Bob", None)
    await manager.start(CHANNEL, 1)
    await presenter.drain()
    table = next(
        m
        for m in client.channel(CHANNEL).sent
        if m.kwargs.get("file", None) is not None and m.kwargs["file"].filename.startswith("table-")
    )
    before = len(table.edits)
    render = presenter.table_png
    renders: list[int] = []

    async def slow_png(g: Any, locale: str) -> bytes:
        renders.append(g.version)
        await asyncio.sleep(0.05)
        return await render(g, locale)

    monkeypatch.setattr(presenter, "table_png", slow_png)
    for _ in range(6):  # six moves while tables are being drawn
        record = await store.get(game.id)
        assert record is not None
        seat = manager.waiting_for(record)[0]
        await manager.act(
            game.id, record.seats[seat].user_id, record.version, manager.legal(record, seat)[0]
        )
    await presenter.drain()
    record = await store.get(game.id)
    assert record is not None
    edits = table.edits[before:]
    assert 1 <= len(edits) <= 3 < 6, "updates queued while one is drawn are merged"
    assert renders[-1] == record.version
    assert edits[-1]["attachments"][0].filename == f"table-{record.version}.png"
    # The log lines of all six moves were shown, in order, none twice.
    t = translator_for("en-US")
    names = [seat.name for seat in record.seats]
    public = [e for r in await store.actions(game.id) for e in r.events if "private_to" not in e]
    expected = [f"• {line}" for e in public if (line := event_line(e, names, t))]
    shown = [line for e in edits for line in e["content"].splitlines() if line.startswith("• ")]
    assert shown == expected[-len(shown) :], (shown, expected)
    assert set(shown) == set(expected)


async def test_two_processes_never_leave_an_older_table_on_top(
    setup: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two presenters on one store (two bot processes): the slower one started first."""
    import asyncio

    client, store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {})
    await manager.join(CHANNEL, 2, "Bob", None)
    await manager.start(CHANNEL, 1)
    await presenter.drain()
    other = DiscordPresenter(client, store, RenderPool())  # type: ignore[arg-type]
    other.bind(manager)
    render = presenter.table_png

    async def slow_png(g: Any, locale: str) -> bytes:
        await asyncio.sleep(0.2)
        return await render(g, locale)

    monkeypatch.setattr(presenter, "table_png", slow_png)

    async def move() -> int:
        record = await store.get(game.id)
        assert record is not None
        seat = manager.waiting_for(record)[0]
        code = manager.legal(record, seat)[0]
        return (
            await manager.act(game.id, record.seats[seat].user_id, record.version, code)
        ).version

    await move()  # process 1 shows it, slowly: it read this state under the table lock
    await asyncio.sleep(0.05)
    monkeypatch.setattr(manager, "presenter", other)
    newest = await move()  # process 2 shows it, fast, but only after process 1 is done
    await asyncio.gather(presenter.drain(), other.drain())
    record = await store.get(game.id)
    assert record is not None and record.table_message_id is not None
    message = client.channel(CHANNEL).by_id[record.table_message_id]
    assert message.edits[-1]["attachments"][0].filename == f"table-{newest}.png"
    other.pool.close()


# -------------------------------------------------------------- the table carries the buttons


def table_click(user_id: int, interaction_id: int, message_id: int) -> Any:
    click = interaction(user_id, interaction_id)
    click.message = SimpleNamespace(id=message_id, flags=SimpleNamespace(ephemeral=False))
    return click


async def basic_game_on_the_wheel(setup: Any) -> tuple[Any, Any, int]:
    """A basic game of Ann and Bob, its table shown: the record and the seat setting the wheel."""
    _client, store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {})
    await manager.join(CHANNEL, 2, "Bob", None)
    await manager.start(CHANNEL, 1)
    await presenter.drain()
    record = await store.get(game.id)
    assert record is not None and record.table_message_id is not None
    (seat,) = manager.waiting_for(record)
    return record, client_table(setup, record), seat


def client_table(setup: Any, record: Any) -> Any:
    return setup[0].channel(CHANNEL).by_id[record.table_message_id]


async def test_the_table_names_the_acting_player_and_carries_their_buttons(setup: Any) -> None:
    _client, _store, _presenter, manager = setup
    record, table, seat = await basic_game_on_the_wheel(setup)
    user_id = record.seats[seat].user_id
    shown = table.edits[-1] if table.edits else table.kwargs
    assert f"<@{user_id}> — your move." in shown["content"]
    ids = [item.custom_id for item in shown["view"].children]
    legal = manager.legal(record, seat)
    assert ids and all(i.startswith(f"hd:{record.id}:{record.version}:") for i in ids)
    assert {i.split(":", 3)[3] for i in ids} <= set(legal)
    # The table is never a ping: only the separate ping message may mention anyone.
    assert table.kwargs["allowed_mentions"].to_dict() == {"parse": []}


async def test_a_click_on_the_table_is_answered_with_the_new_table(setup: Any) -> None:
    _client, store, presenter, manager = setup
    record, table, seat = await basic_game_on_the_wheel(setup)
    handler = handler_for(setup)
    edits = len(table.edits)
    click = table_click(record.seats[seat].user_id, 21, table.id)
    code = manager.legal(record, seat)[0]
    await handler.on_action(click, record.id, record.version, code)
    await presenter.drain()
    fresh = await store.get(record.id)
    assert fresh is not None and fresh.version == record.version + 1
    updated = click.response.updated
    assert updated is not None and not click.response.deferred, "one response, no deferral"
    assert updated["attachments"][0].filename == f"table-{fresh.version}.png"
    assert len(table.edits) == edits, "no second request for the same table"
    # The wheel leads to secret draws: the table now offers "show my choices".
    assert [item.custom_id for item in updated["view"].children] == [
        f"hd:{record.id}:{fresh.version}:show"
    ]


async def test_a_click_whose_table_is_slow_is_deferred_and_the_table_edited(
    setup: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncio

    from bot.cogs import hadara

    _client, store, presenter, manager = setup
    record, table, seat = await basic_game_on_the_wheel(setup)
    render = presenter.table_png

    async def slow_png(g: Any, locale: str) -> bytes:
        await asyncio.sleep(hadara.ACK_BUDGET * 3)
        return await render(g, locale)

    monkeypatch.setattr(presenter, "table_png", slow_png)
    click = table_click(record.seats[seat].user_id, 22, table.id)
    await handler_for(setup).on_action(
        click, record.id, record.version, manager.legal(record, seat)[0]
    )
    await presenter.drain()
    fresh = await store.get(record.id)
    assert fresh is not None
    assert click.response.deferred and click.response.updated is None
    assert table.edits[-1]["attachments"][0].filename == f"table-{fresh.version}.png"


async def first_secret_choice(setup: Any) -> tuple[Any, Any, int, int]:
    """A basic game past the wheel, in its first draw round, where one seat chose: the record
    as the round began, the table message, its edits then, and the seat that chose."""
    _client, store, presenter, manager = setup
    record, table, seat = await basic_game_on_the_wheel(setup)
    wheel = manager.legal(record, seat)[0]
    await manager.act(record.id, record.seats[seat].user_id, record.version, wheel)
    await presenter.drain()
    record = await store.get(record.id)
    assert record is not None and len(manager.waiting_for(record)) == 2  # a draw round
    edits = len(table.edits)
    first = manager.waiting_for(record)[0]
    await manager.act(
        record.id, record.seats[first].user_id, record.version, manager.legal(record, first)[0]
    )
    return record, table, edits, first


async def test_secret_choices_close_together_share_one_table_update(
    setup: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncio

    from bot import presenter as presenter_module

    monkeypatch.setattr(presenter_module, "QUIET_HOLD_SECONDS", 5.0)
    _client, store, presenter, manager = setup
    record, table, edits, _first = await first_secret_choice(setup)
    await asyncio.sleep(0.05)
    assert len(table.edits) == edits, "one secret choice of two: the table waits a moment"
    assert record.id in presenter._quiet
    record = await store.get(record.id)
    assert record is not None
    (last,) = manager.waiting_for(record)
    await manager.act(
        record.id, record.seats[last].user_id, record.version, manager.legal(record, last)[0]
    )
    await asyncio.sleep(0.05)
    await presenter.drain()
    record = await store.get(record.id)
    assert record is not None and record.id not in presenter._quiet
    assert len(table.edits) == edits + 1, "the round's end shows both choices at once"
    assert table.edits[-1]["attachments"][0].filename == f"table-{record.version}.png"


async def test_a_secret_choice_is_shown_after_a_short_hold(
    setup: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncio

    from bot import presenter as presenter_module

    assert presenter_module.QUIET_HOLD_SECONDS <= 0.5, "the table shows a choice within 1.5 s"
    monkeypatch.setattr(presenter_module, "QUIET_HOLD_SECONDS", 0.05)
    _client, _store, presenter, _manager = setup
    record, table, edits, first = await first_secret_choice(setup)
    await asyncio.sleep(0.3)
    await presenter.drain()
    assert len(table.edits) == edits + 1
    waiting = record.seats[1 - first].name
    assert f"Waiting for: {waiting}" in table.edits[-1]["content"]


async def several_choosing_in_public(setup: Any) -> tuple[Any, Any]:
    """A basic game of Ann and Bob played on (seeded random moves) to a statue or medal step
    where both choose at once: the record and the table message."""
    import random

    _client, store, presenter, manager = setup
    record, table, _seat = await basic_game_on_the_wheel(setup)
    rng = random.Random(5)
    for _ in range(400):
        waiting = manager.waiting_for(record)
        if len(waiting) > 1 and not manager.private_step(record):
            await presenter.drain()
            return record, table
        seat = waiting[0]
        code = rng.choice(manager.legal(record, seat))
        await manager.act(record.id, record.seats[seat].user_id, record.version, code)
        fresh = await store.get(record.id)
        assert fresh is not None
        record = fresh
    raise AssertionError("no step where both choose in public")


async def test_players_choosing_in_public_at_once_get_a_menu_each(setup: Any) -> None:
    _client, _store, _presenter, manager = setup
    record, table = await several_choosing_in_public(setup)
    shown = table.edits[-1] if table.edits else table.kwargs
    assert shown["attachments"][0].filename == f"table-{record.version}.png"
    mentions = ", ".join(f"<@{record.seats[s].user_id}>" for s in manager.waiting_for(record))
    assert f"{mentions} — your move." in shown["content"], "in turn order"
    assert "Each of you chooses in the menu with your name below." in shown["content"]
    menus = shown["view"].children
    assert [m.custom_id for m in menus] == [
        f"hp:{record.id}:{record.version}:{record.seats[s].user_id}"
        for s in manager.waiting_for(record)
    ]
    for menu, seat in zip(menus, manager.waiting_for(record), strict=True):
        assert menu.item.placeholder == f"{record.seats[seat].name}: choose…"
        assert [o.value for o in menu.item.options] == manager.legal(record, seat)


async def test_a_menu_is_used_only_by_its_player(setup: Any) -> None:
    _client, store, presenter, manager = setup
    record, table = await several_choosing_in_public(setup)
    handler = handler_for(setup)
    ann, bob = (record.seats[s].user_id for s in (0, 1))
    ann_seat = manager.seat_of(record, ann)
    code = manager.legal(record, ann_seat)[0]
    # Bob picks in Ann's menu, even a choice he has himself: refused, nothing changes.
    click = table_click(bob, 31, table.id)
    await handler.on_action(click, record.id, record.version, code, owner=ann)
    assert click.response.message is not None
    assert "That menu is Ann's." in click.response.message[0]
    assert (await store.get(record.id)).version == record.version
    # Someone who does not play: told so.
    stranger = table_click(99, 32, table.id)
    await handler.on_action(stranger, record.id, record.version, code, owner=ann)
    assert stranger.response.message is not None
    assert stranger.response.message[0] == "You are not playing in this game."
    # Ann in her own menu: the move counts and the answer is the new table.
    click = table_click(ann, 33, table.id)
    await handler.on_action(click, record.id, record.version, code, owner=ann)
    await presenter.drain()
    fresh = await store.get(record.id)
    assert fresh is not None and fresh.version == record.version + 1
    updated = click.response.updated
    assert updated is not None and not click.response.deferred
    assert updated["attachments"][0].filename == f"table-{fresh.version}.png"


async def test_a_player_is_pinged_only_when_away_from_the_table(setup: Any) -> None:
    client, _store, presenter, _manager = setup
    record, _table, seat = await basic_game_on_the_wheel(setup)
    channel = client.channel(CHANNEL)
    user_id = record.seats[seat].user_id
    pings = [
        m
        for m in channel.sent
        if m.kwargs.get("content", "") and "your move in" in str(m.kwargs.get("content"))
    ]
    # Nobody had clicked in the channel yet: the start pinged the player setting the wheel.
    assert len(pings) == 1 and f"<@{user_id}>" in pings[0].kwargs["content"]
    assert f"/{record.table_message_id}" in pings[0].kwargs["content"], "a link to the table"
    sent = len(channel.sent)
    record.waiting_since = (record.waiting_since or 0) + 1  # a new wait
    presenter.saw(record.id, user_id)
    await presenter.public_prompt(record, [seat])
    await presenter.drain()
    assert len(channel.sent) == sent, "a player who just clicked here is not pinged"
    record.waiting_since += 1
    presenter._seen[(record.id, user_id)] -= 10 * 60  # ten minutes ago
    await presenter.public_prompt(record, [seat])
    await presenter.public_prompt(record, [seat])
    await presenter.drain()
    assert len(channel.sent) == sent + 1, "away: one ping per wait"
