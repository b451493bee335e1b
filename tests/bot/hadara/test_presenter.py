"""The Discord presenter against fake Discord objects and the real manager (no network): Hadara
through the host's presenter and click handler."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest
from discord_fakes import FakeChannel, FakeClient, game_commands, with_token

from bot import interactions as interactions_module
from bot.games import Registry
from bot.i18n import Translator, translator_for
from bot.interactions import Interactions
from bot.manager import GameManager, Snapshot
from bot.presenter import DiscordPresenter
from bot.presenter import table as table_module
from bot.presenter.text import event_line, finished_text, log_text
from bot.render_pool import RenderPool
from bot.store import GameRecord
from bot.store.memory import MemoryStore

GAMES = Registry.of(["hadara"])
HADARA = GAMES["hadara"]
CHANNEL = 42
ANN_DM, BOB_DM = 10_001, 10_002


class CountingClient(FakeClient):
    """A fake client that counts the DM channels it is asked to open, per user."""

    def __init__(self) -> None:
        super().__init__()
        self.dms_opened: dict[int, int] = {}

    async def start_private_message(self, user_id: int) -> dict[str, Any]:
        self.dms_opened[user_id] = self.dms_opened.get(user_id, 0) + 1
        return await super().start_private_message(user_id)


Setup = tuple[CountingClient, MemoryStore, DiscordPresenter, GameManager]


def t_en() -> Translator:
    return translator_for("en-US", "hadara")


@pytest.fixture
async def setup() -> Any:
    client = CountingClient()
    client.closed_dms.add(2)  # Bob's DMs are closed; Ann's (user 1) are open
    store = MemoryStore()
    await store.open()
    pool = RenderPool()
    presenter = DiscordPresenter(client, store, pool, GAMES)  # type: ignore[arg-type]
    manager = GameManager(store, presenter, games=GAMES, ai_delay=0)
    yield client, store, presenter, manager
    await manager.close()
    await presenter.drain(5)
    pool.close()


async def ann_and_bob(setup: Setup, options: dict[str, Any]) -> GameRecord:
    """Ann opens a game with ``options``, Bob joins, Ann starts it: the stored record."""
    _client, store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", options)
    await manager.join(CHANNEL, 2, "Bob", None)
    await manager.start(CHANNEL, 1)
    await presenter.drain()
    stored = await store.get(game.id)
    assert stored is not None
    return stored


def handler_for(setup: Setup) -> Interactions:
    """The click handler over the fixture's store, manager and presenter."""
    _client, store, presenter, manager = setup
    bot = SimpleNamespace(
        store=store,
        manager=manager,
        presenter=presenter,
        catalog=presenter.catalog,
        settings=SimpleNamespace(default_locale="en-US"),
    )
    return Interactions(bot)  # type: ignore[arg-type]


def uid(game: GameRecord, seat: int) -> int:
    user_id = game.seats[seat].user_id
    assert user_id is not None
    return user_id


async def test_lobby_then_game_flow(setup: Setup) -> None:
    client, store, presenter, manager = setup
    channel = client.channel(CHANNEL)
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {"max_players": 3})
    assert game.game == "hadara"
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
    await presenter.drain()
    stored = await store.get(game.id)
    assert stored is not None and stored.status == "running"
    table = [
        m
        for m in channel.sent
        if m.kwargs.get("file") and m.kwargs["file"].filename.startswith("table-")
    ]
    # The presenter saved the table message it posted (the manager saves only the lobby's),
    # and marked the version shown once the table was out.
    assert table and stored.table_message_id == table[0].id
    assert stored.shown_version == stored.version
    # Ann got her first decision (wheel or side) somewhere: a DM or the table's buttons.
    dms = client.channel(ANN_DM).sent
    prompts = [m for m in channel.sent if m.kwargs.get("view") and m is not lobby]
    assert dms or prompts
    for m in dms + prompts:
        for item in m.kwargs["view"].children:
            assert item.custom_id.startswith((f"hd:{game.id}:", f"hs:{game.id}:"))


async def test_a_secret_wait_is_prompted_by_dm_and_closed_dms_are_noticed(setup: Setup) -> None:
    """The advanced game begins with a secret choice (a side): ``show`` sends each human their
    prompt by DM; Bob's DMs are closed, which is said once in the channel and saved."""
    client, store, _presenter, manager = setup
    game = await ann_and_bob(setup, {"variant": "advanced"})
    assert manager.view(game, None)["step"] == "side"
    dm = client.channel(ANN_DM).sent
    assert len(dm) == 1 and dm[0].kwargs["file"].filename == "prompt.png"
    assert client.channel(BOB_DM).sent == []
    notices = [m for m in client.channel(CHANNEL).sent if "direct messages" in str(m.kwargs)]
    assert len(notices) == 1 and "Bob" in notices[0].kwargs["content"]
    stored = await store.get(game.id)
    assert stored is not None and stored.seats[1].dms_closed and not stored.seats[0].dms_closed


async def test_closed_dms_return_false_and_open_dms_true(setup: Setup) -> None:
    client, _store, presenter, manager = setup
    game = await ann_and_bob(setup, {"variant": "advanced"})
    assert manager.view(game, None)["step"] == "side"
    snap = manager.snapshot(game, private_for=[0, 1])
    assert await presenter.private_prompt(snap, 0) is True
    assert await presenter.private_prompt(snap, 1) is False
    dm = client.channel(ANN_DM).sent[-1]
    assert dm.kwargs["file"].filename == "prompt.png"
    labels = [c.item.label for c in dm.kwargs["view"].children]
    assert any(label.startswith("Side A") for label in labels)


async def test_notice_finished_and_reminder(setup: Setup) -> None:
    client, _store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {})
    channel = client.channel(CHANNEL)
    await presenter.notice(game, "notice-dms-closed", player="Bob")
    assert "Bob, I cannot send you direct messages" in channel.sent[-1].kwargs["content"]
    game.result = {
        "scores": [{"seat": 0, "total": 80, "categories": {}, "tiebreak": 1}],
        "winners": [0],
    }
    assert "Winner: Ann!" in finished_text(game, t_en())
    await presenter.reminder(game, 0)
    assert "waiting for your move" in client.channel(ANN_DM).sent[-1].kwargs["content"]


def test_log_lines_hide_nothing_they_should_not_show() -> None:
    t = t_en()
    names = ["Ann", "Bob"]
    event = {"kind": "take", "seat": 1, "data": {"card": "1b01", "pile": "blue"}}
    assert event_line(HADARA, event, names, t) == "Bob takes Ink Maker from the blue discard pile."
    assert event_line(HADARA, {"kind": "sell", "seat": 0, "data": {"coins": 2}}, names, t) == (
        "Ann sells a card for 2 coins."
    )
    assert event_line(HADARA, {"kind": "chosen", "seat": 0}, names, t) is None
    statue = {"kind": "statue", "seat": 0, "data": {"statue": 0}}
    text = log_text(HADARA, [statue] * 50, names, t, 5)
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

    async def send(self, content: str | None = None, **kwargs: Any) -> Any:
        self.sent.append((content, kwargs))
        return SimpleNamespace(id=900_000 + len(self.sent))  # the message (``wait=True``)


def interaction(user_id: int, interaction_id: int) -> Any:
    edited: list[dict[str, Any]] = []

    async def edit_original_response(**kwargs: Any) -> None:
        edited.append(kwargs)

    return with_token(
        SimpleNamespace(
            edited=edited,
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
    )


async def test_clicks_not_your_move_stale_and_accepted(setup: Setup) -> None:
    _client, store, presenter, manager = setup
    handler = handler_for(setup)
    game = await ann_and_bob(setup, {})
    acting = manager.waiting_for(game)
    assert len(acting) == 1  # the wheel in the basic game
    seat = acting[0]
    other = 1 - seat
    code = manager.legal(game, seat)[0]

    wrong = interaction(uid(game, other), 1)
    await handler.on_action(wrong, game.id, game.version, code)
    assert wrong.response.message == ("Not your move right now.", {"ephemeral": True})
    assert wrong.followup.sent == []

    stale = interaction(uid(game, seat), 2)
    await handler.on_action(stale, game.id, game.version - 1, code)
    # The current prompt answers the click itself (no deferral and follow-up).
    assert not stale.response.deferred and stale.followup.sent == []
    assert stale.response.message is not None
    content, kwargs = stale.response.message
    assert content.startswith("This prompt is out of date")
    assert kwargs["ephemeral"] is True and kwargs["file"].filename == "prompt.png"

    # An outdated click of a player who has nothing to decide now: the reason, no prompt.
    idle = interaction(uid(game, other), 4)
    await handler.on_action(idle, game.id, game.version - 1, code)
    assert idle.response.message == (
        "That prompt is out of date, and there is nothing for you to decide right now.",
        {"ephemeral": True},
    )
    assert idle.followup.sent == [] and not idle.response.deferred

    # A click that is not on the table message (here: none) is deferred; the table follows.
    ok = interaction(uid(game, seat), 3)
    await handler.on_action(ok, game.id, game.version, code)
    assert ok.followup.sent == [] and ok.response.deferred
    fresh = await store.get(game.id)
    assert fresh is not None and fresh.version == game.version + 1
    await presenter.drain()


async def test_a_users_dm_channel_is_opened_once(setup: Setup) -> None:
    client, _store, presenter, _manager = setup
    game = await ann_and_bob(setup, {"variant": "advanced"})
    opened = client.dms_opened.get(1, 0)
    assert opened == 1  # the start's private prompt opened it
    await presenter.reminder(game, 0)
    await presenter.reminder(game, 0)
    assert client.dms_opened[1] == opened


async def test_a_dm_channel_a_user_clicked_in_is_never_opened(setup: Setup) -> None:
    client, _store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {})  # no DM sent yet
    presenter.remember_dm(1, ANN_DM)
    await presenter.reminder(game, 0)
    assert client.dms_opened.get(1, 0) == 0
    assert client.channel(ANN_DM).sent, "the reminder went to the remembered channel"


async def test_a_prompt_the_click_already_tidied_is_not_stripped_again(setup: Setup) -> None:
    client, _store, presenter, manager = setup
    game = await ann_and_bob(setup, {"variant": "advanced"})
    # A secret decision that begins (a new wait) gets a new DM.
    snap = replace(manager.snapshot(game, private_for=[0]), new_wait=True)
    first = client.channel(ANN_DM).sent[-1]
    presenter.tidied(game.id, 0, first.id)
    assert await presenter.private_prompt(snap, 0) is True
    assert client.channel(ANN_DM).sent[-1] is not first
    assert first.edits == []  # no second edit of the tidied prompt
    # An untidied previous prompt loses its buttons when the next one is posted.
    second = client.channel(ANN_DM).sent[-1]
    assert await presenter.private_prompt(snap, 0) is True
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


async def private_step_game(setup: Setup) -> tuple[Interactions, GameRecord, int, str]:
    """An advanced game waiting for private choices; the handler, the game, a seat, a code."""
    manager = setup[3]
    game = await ann_and_bob(setup, {"variant": "advanced"})
    assert len(manager.waiting_for(game)) == 2  # the side choice
    return handler_for(setup), game, 0, manager.legal(game, 0)[0]


async def test_a_private_click_is_answered_with_the_choice_in_one_response(
    setup: Setup,
) -> None:
    _client, store, _presenter, _manager = setup
    handler, game, seat, code = await private_step_game(setup)
    click = dm_click(uid(game, seat), 12)
    await handler.on_action(click, game.id, game.version, code)
    assert not click.response.deferred and click.followup.sent == [] and click.edited == []
    updated = click.response.updated
    assert updated is not None and updated["view"] is None
    assert updated["content"].startswith("✅ Side A")  # the button's label, not the code
    fresh = await store.get(game.id)
    assert fresh is not None and fresh.version == game.version + 1


async def test_a_slow_private_click_is_deferred_then_edited(
    setup: Setup, monkeypatch: pytest.MonkeyPatch
) -> None:
    _client, _store, _presenter, manager = setup
    handler, game, seat, code = await private_step_game(setup)
    act = manager.act

    async def slow_act(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(interactions_module.ACK_BUDGET * 3)
        return await act(*args, **kwargs)

    monkeypatch.setattr(manager, "act", slow_act)
    click = dm_click(uid(game, seat), 14)
    await handler.on_action(click, game.id, game.version, code)
    for _ in range(50):  # the "✅" edit runs as its own task
        if click.edited:
            break
        await asyncio.sleep(0.01)
    assert click.response.deferred and click.response.updated is None
    assert [e["content"][:2] for e in click.edited] == ["✅ "]


async def test_a_refused_private_click_gets_a_message_and_keeps_its_prompt(
    setup: Setup,
) -> None:
    _client, store, _presenter, _manager = setup
    handler, game, seat, _code = await private_step_game(setup)
    click = dm_click(uid(game, seat), 13)
    await handler.on_action(click, game.id, game.version, "nonsense")
    assert click.edited == [] and click.response.updated is None
    assert click.response.message is not None and "✅" not in click.response.message[0]
    assert click.response.message[0] == "That button does not describe a move of this game."
    fresh = await store.get(game.id)
    assert fresh is not None and fresh.version == game.version


# -------------------------------------------------------------- table updates


def table_message(client: CountingClient, record: GameRecord) -> Any:
    assert record.table_message_id is not None
    return client.channel(CHANNEL).by_id[record.table_message_id]


def shown(message: Any) -> dict[str, Any]:
    """What a message shows now: its latest edit, else what it was sent with."""
    return dict(message.edits[-1] if message.edits else message.kwargs)


async def test_table_updates_coalesce_and_show_the_newest_state(
    setup: Setup, monkeypatch: pytest.MonkeyPatch
) -> None:
    client, store, presenter, manager = setup
    game = await ann_and_bob(setup, {})
    table = next(
        m
        for m in client.channel(CHANNEL).sent
        if m.kwargs.get("file", None) is not None and m.kwargs["file"].filename.startswith("table-")
    )
    before = len(table.edits)
    render = presenter.table_png
    renders: list[int] = []

    async def slow_png(snap: Snapshot, locale: str) -> bytes:
        renders.append(snap.version)
        await asyncio.sleep(0.05)
        return await render(snap, locale)

    monkeypatch.setattr(presenter.shared, "table_png", slow_png)
    for _ in range(6):  # six moves while tables are being drawn
        record = await store.get(game.id)
        assert record is not None
        seat = manager.waiting_for(record)[0]
        await manager.act(
            game.id, uid(record, seat), record.version, manager.legal(record, seat)[0]
        )
    await presenter.drain()
    record = await store.get(game.id)
    assert record is not None
    edits = table.edits[before:]
    assert 1 <= len(edits) <= 3 < 6, "updates queued while one is drawn are merged"
    assert renders[-1] == record.version
    assert edits[-1]["attachments"][0].filename == f"table-{record.version}.png"
    assert record.shown_version == record.version
    # The log lines of all six moves were shown, in order, none twice.
    t = t_en()
    names = [seat.name for seat in record.seats]
    public = [e for r in await store.actions(game.id) for e in r.events if "private_to" not in e]
    expected = [f"• {line}" for e in public if (line := event_line(HADARA, e, names, t))]
    lines = [line for e in edits for line in e["content"].splitlines() if line.startswith("• ")]
    assert lines == expected[-len(lines) :], (lines, expected)
    assert set(lines) == set(expected)


async def test_two_processes_never_leave_an_older_table_on_top(
    setup: Setup, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two presenters on one store (two bot processes): the slower one started first."""
    client, store, presenter, manager = setup
    game = await ann_and_bob(setup, {})
    other = DiscordPresenter(client, store, RenderPool(), GAMES)  # type: ignore[arg-type]
    render = presenter.table_png

    async def slow_png(snap: Snapshot, locale: str) -> bytes:
        await asyncio.sleep(0.2)
        return await render(snap, locale)

    monkeypatch.setattr(presenter.shared, "table_png", slow_png)

    async def move() -> int:
        record = await store.get(game.id)
        assert record is not None
        seat = manager.waiting_for(record)[0]
        code = manager.legal(record, seat)[0]
        return (await manager.act(game.id, uid(record, seat), record.version, code)).version

    await move()  # process 1 shows it, slowly: it read this state under the table lock
    await asyncio.sleep(0.05)
    monkeypatch.setattr(manager, "presenter", other)
    newest = await move()  # process 2 shows it, fast, but only after process 1 is done
    await asyncio.gather(presenter.drain(), other.drain())
    record = await store.get(game.id)
    assert record is not None and record.table_message_id is not None
    message = table_message(client, record)
    assert message.edits[-1]["attachments"][0].filename == f"table-{newest}.png"
    assert record.shown_version == newest
    other.pool.close()


# -------------------------------------------------------------- the table carries the buttons


def table_click(user_id: int, interaction_id: int, message_id: int) -> Any:
    click = interaction(user_id, interaction_id)
    click.message = SimpleNamespace(id=message_id, flags=SimpleNamespace(ephemeral=False))
    return click


async def basic_game_on_the_wheel(setup: Setup) -> tuple[GameRecord, Any, int]:
    """A basic game of Ann and Bob, its table shown: the record, the table message and the
    seat setting the wheel."""
    manager = setup[3]
    record = await ann_and_bob(setup, {})
    assert record.table_message_id is not None
    (seat,) = manager.waiting_for(record)
    return record, table_message(setup[0], record), seat


async def test_the_table_names_the_acting_player_and_carries_their_buttons(setup: Setup) -> None:
    _client, _store, _presenter, manager = setup
    record, table, seat = await basic_game_on_the_wheel(setup)
    user_id = uid(record, seat)
    now = shown(table)
    assert f"<@{user_id}> — your move." in now["content"]
    ids = [item.custom_id for item in now["view"].children]
    legal = manager.legal(record, seat)
    assert ids and all(i.startswith(f"hd:{record.id}:{record.version}:") for i in ids)
    assert {i.split(":", 3)[3] for i in ids} <= set(legal)
    # The table is never a ping: only the separate ping message may mention anyone.
    assert table.kwargs["allowed_mentions"].to_dict() == {"parse": []}


async def test_a_click_on_the_table_is_answered_with_the_new_table(setup: Setup) -> None:
    _client, store, presenter, manager = setup
    record, table, seat = await basic_game_on_the_wheel(setup)
    handler = handler_for(setup)
    edits = len(table.edits)
    click = table_click(uid(record, seat), 21, table.id)
    code = manager.legal(record, seat)[0]
    await handler.on_action(click, record.id, record.version, code)
    await presenter.drain()
    fresh = await store.get(record.id)
    assert fresh is not None and fresh.version == record.version + 1
    updated = click.response.updated
    assert updated is not None and not click.response.deferred, "one response, no deferral"
    assert updated["attachments"][0].filename == f"table-{fresh.version}.png"
    assert len(table.edits) == edits, "no second request for the same table"
    assert fresh.shown_version == fresh.version
    # The wheel leads to secret draws: the table now offers "show my choices".
    assert [item.custom_id for item in updated["view"].children] == [
        f"hd:{record.id}:{fresh.version}:show"
    ]


async def test_a_click_whose_table_is_slow_is_deferred_and_the_table_edited(
    setup: Setup, monkeypatch: pytest.MonkeyPatch
) -> None:
    _client, store, presenter, manager = setup
    record, table, seat = await basic_game_on_the_wheel(setup)
    render = presenter.table_png

    async def slow_png(snap: Snapshot, locale: str) -> bytes:
        await asyncio.sleep(interactions_module.ACK_BUDGET * 3)
        return await render(snap, locale)

    monkeypatch.setattr(presenter.shared, "table_png", slow_png)
    click = table_click(uid(record, seat), 22, table.id)
    edits = len(table.edits)
    await handler_for(setup).on_action(
        click, record.id, record.version, manager.legal(record, seat)[0]
    )
    await presenter.drain()
    fresh = await store.get(record.id)
    assert fresh is not None
    assert click.response.deferred and click.response.updated is None
    # The deferred click's own token edits the table (its original response is the table):
    # not a request the bot's global rate limit counts.
    assert click.edited[-1]["attachments"][0].filename == f"table-{fresh.version}.png"
    assert len(table.edits) == edits


async def first_secret_choice(setup: Setup) -> tuple[GameRecord, Any, int, int]:
    """A basic game past the wheel, in its first draw round, where one seat chose: the record
    as the round began, the table message, its edits then, and the seat that chose."""
    _client, store, presenter, manager = setup
    record, table, seat = await basic_game_on_the_wheel(setup)
    wheel = manager.legal(record, seat)[0]
    await manager.act(record.id, uid(record, seat), record.version, wheel)
    await presenter.drain()
    fresh = await store.get(record.id)
    assert fresh is not None and len(manager.waiting_for(fresh)) == 2  # a draw round
    edits = len(table.edits)
    first = manager.waiting_for(fresh)[0]
    await manager.act(fresh.id, uid(fresh, first), fresh.version, manager.legal(fresh, first)[0])
    return fresh, table, edits, first


async def test_secret_choices_close_together_share_one_table_update(
    setup: Setup, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table_module, "QUIET_HOLD_SECONDS", 5.0)
    _client, store, presenter, manager = setup
    record, table, edits, _first = await first_secret_choice(setup)
    await asyncio.sleep(0.05)
    assert len(table.edits) == edits, "one secret choice of two: the table waits a moment"
    assert record.id in presenter.table._quiet
    fresh = await store.get(record.id)
    assert fresh is not None
    assert fresh.shown_version < fresh.version, "not shown until the table shows it"
    (last,) = manager.waiting_for(fresh)
    await manager.act(fresh.id, uid(fresh, last), fresh.version, manager.legal(fresh, last)[0])
    await asyncio.sleep(0.05)
    await presenter.drain()
    fresh = await store.get(record.id)
    assert fresh is not None and fresh.id not in presenter.table._quiet
    assert len(table.edits) == edits + 1, "the round's end shows both choices at once"
    assert table.edits[-1]["attachments"][0].filename == f"table-{fresh.version}.png"
    assert fresh.shown_version == fresh.version


async def test_a_secret_choice_is_shown_after_a_short_hold(
    setup: Setup, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert table_module.QUIET_HOLD_SECONDS <= 30, (
        "the table shows a lone choice within half a minute"
    )
    monkeypatch.setattr(table_module, "QUIET_HOLD_SECONDS", 0.05)
    _client, _store, presenter, _manager = setup
    record, table, edits, first = await first_secret_choice(setup)
    await asyncio.sleep(0.3)
    # Not presenter.drain(), which shows held changes at once: the hold itself must end.
    await asyncio.gather(*presenter.table.busy())
    assert len(table.edits) == edits + 1
    waiting = record.seats[1 - first].name
    assert f"Waiting for: {waiting}" in table.edits[-1]["content"]


async def test_a_game_sets_its_own_hold_of_secret_choices(setup: Setup) -> None:
    """``GamePlugin.quiet_hold`` wins over the host's default, which spans a round of choices
    (30 s). Through the Ages shows such a change at once (0: its steps carry public news)."""
    from bot.games import registry

    assert registry()["tta"].quiet_hold == 0.0
    assert registry()["hadara"].quiet_hold is None and table_module.QUIET_HOLD_SECONDS >= 10
    _client, _store, presenter, _manager = setup
    games = dict(presenter.shared.games)
    games["hadara"] = replace(games["hadara"], quiet_hold=0.05)
    presenter.shared.games = games
    record, table, edits, first = await first_secret_choice(setup)
    await asyncio.sleep(0.3)
    # Not presenter.drain(), which shows held changes at once: the hold itself must end.
    await asyncio.gather(*presenter.table.busy())
    assert len(table.edits) == edits + 1, "shown after the game's own short hold"
    assert f"Waiting for: {record.seats[1 - first].name}" in table.edits[-1]["content"]


async def test_a_hold_of_zero_shows_a_secret_choice_at_once(setup: Setup) -> None:
    """``quiet_hold=0`` (Through the Ages): a secret choice that leaves others choosing is shown
    at once, no timer waits (the default would hold it for QUIET_HOLD_SECONDS)."""
    _client, _store, presenter, _manager = setup
    games = dict(presenter.shared.games)
    games["hadara"] = replace(games["hadara"], quiet_hold=0.0)
    presenter.shared.games = games
    record, table, edits, first = await first_secret_choice(setup)
    assert not presenter.table._quiet, "no timer for a change shown at once"
    await asyncio.gather(*presenter.table.busy())
    assert len(table.edits) == edits + 1, "shown at once"
    assert f"Waiting for: {record.seats[1 - first].name}" in table.edits[-1]["content"]


async def several_choosing_in_public(setup: Setup) -> tuple[GameRecord, Any]:
    """A basic game of Ann and Bob played on (seeded random moves) to a statue or medal step
    where both choose at once: the record and the table message."""
    import random

    _client, store, presenter, manager = setup
    # A fixed deal: with a random one the game may end before such a step comes.
    record = await ann_and_bob(setup, {"seed": 11})
    table = table_message(setup[0], record)
    rng = random.Random(5)
    for _ in range(400):
        waiting = manager.waiting_for(record)
        if len(waiting) > 1 and not manager.snapshot(record).secret:
            await presenter.drain()
            return record, table
        assert waiting, "the game ended without a step where both choose in public"
        seat = waiting[0]
        code = rng.choice(manager.legal(record, seat))
        await manager.act(record.id, uid(record, seat), record.version, code)
        fresh = await store.get(record.id)
        assert fresh is not None
        record = fresh
    raise AssertionError("no step where both choose in public")


async def test_players_choosing_in_public_at_once_get_a_menu_each(setup: Setup) -> None:
    _client, _store, _presenter, manager = setup
    record, table = await several_choosing_in_public(setup)
    now = shown(table)
    assert now["attachments"][0].filename == f"table-{record.version}.png"
    mentions = ", ".join(f"<@{uid(record, s)}>" for s in manager.waiting_for(record))
    assert f"{mentions} — your move." in now["content"], "in turn order"
    assert "Each of you chooses in the menu with your name below." in now["content"]
    menus = now["view"].children
    assert [m.custom_id for m in menus] == [
        f"hp:{record.id}:{record.version}:{uid(record, s)}" for s in manager.waiting_for(record)
    ]
    for menu, seat in zip(menus, manager.waiting_for(record), strict=True):
        assert menu.item.placeholder == f"{record.seats[seat].name}: choose…"
        assert [o.value for o in menu.item.options] == manager.legal(record, seat)


async def test_a_menu_is_used_only_by_its_player(setup: Setup) -> None:
    _client, store, presenter, manager = setup
    record, table = await several_choosing_in_public(setup)
    handler = handler_for(setup)
    ann, bob = (uid(record, s) for s in (0, 1))
    ann_seat = manager.seat_of(record, ann)
    assert ann_seat is not None
    code = manager.legal(record, ann_seat)[0]
    # Bob picks in Ann's menu, even a choice he has himself: refused, nothing changes.
    click = table_click(bob, 31, table.id)
    await handler.on_action(click, record.id, record.version, code, owner=ann)
    assert click.response.message is not None
    assert "That menu is Ann's." in click.response.message[0]
    unchanged = await store.get(record.id)
    assert unchanged is not None and unchanged.version == record.version
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


def pings(channel: FakeChannel) -> list[Any]:
    return [m for m in channel.sent if "your move in" in str(m.kwargs.get("content") or "")]


async def test_a_player_is_pinged_only_when_away_from_the_table(setup: Setup) -> None:
    client, _store, presenter, manager = setup
    record, _table, seat = await basic_game_on_the_wheel(setup)
    channel = client.channel(CHANNEL)
    user_id = uid(record, seat)
    # Nobody had clicked in the channel yet: the start pinged the player setting the wheel.
    (ping,) = pings(channel)
    assert f"<@{user_id}>" in ping.kwargs["content"]
    assert f"/{record.table_message_id}" in ping.kwargs["content"], "a link to the table"
    assert ping.kwargs["allowed_mentions"].to_dict()["parse"] == ["users"]
    sent = len(channel.sent)
    record.waiting_since = (record.waiting_since or 0) + 1  # a new wait
    presenter.saw(record.id, user_id)
    presenter.ping(manager.snapshot(record), [seat])
    await presenter.drain()
    assert len(channel.sent) == sent, "a player who just clicked here is not pinged"
    record.waiting_since += 1
    presenter.presence.seen[(record.id, user_id)] -= 10 * 60  # ten minutes ago
    presenter.ping(manager.snapshot(record), [seat])
    presenter.ping(manager.snapshot(record), [seat])
    await presenter.drain()
    assert len(channel.sent) == sent + 1, "away: one ping per wait"


# -------------------------------------------------------------- /hadara status and abandon


def command(user_id: int, manage_channels: bool = False) -> Any:
    click = interaction(user_id, 50)
    click.permissions = SimpleNamespace(manage_channels=manage_channels)
    click.app_permissions = SimpleNamespace()
    return click


def hadara_commands(setup: Setup) -> Any:
    _client, store, presenter, manager = setup
    bot = SimpleNamespace(
        store=store,
        manager=manager,
        presenter=presenter,
        pool=presenter.pool,
        games=GAMES,
        catalog=presenter.catalog,
        settings=SimpleNamespace(default_locale="en-US"),
    )
    bot.interactions = Interactions(bot)  # type: ignore[arg-type]
    return game_commands(bot, "hadara")


async def test_status_without_a_game_is_said_privately_and_reposts_the_table(
    setup: Setup,
) -> None:
    _client, store, presenter, _manager = setup
    hadara = hadara_commands(setup)
    nothing = command(1)
    await hadara["status"].callback(nothing)
    assert not nothing.response.deferred, "decided before deferring in public"
    assert nothing.response.message is not None
    assert nothing.response.message[0].startswith("There is no game in this channel.")
    assert nothing.response.message[1] == {"ephemeral": True}

    record, table, _seat = await basic_game_on_the_wheel(setup)
    again = command(1)
    await hadara["status"].callback(again)
    assert again.response.deferred and again.response.message is None
    ((content, kwargs),) = again.followup.sent
    assert kwargs["file"].filename == f"table-{record.version}.png" and kwargs["wait"] is True
    assert "ephemeral" not in kwargs and content and "your move" in content
    # Later table edits go to the new message; the old one keeps its picture only.
    fresh = await store.get(record.id)
    assert fresh is not None and fresh.table_message_id == 900_001 != record.table_message_id
    assert table.edits[-1] == {"view": None}
    await presenter.drain()


async def test_abandon_refusals_are_private_and_the_outcome_public(setup: Setup) -> None:
    _client, store, _presenter, _manager = setup
    hadara = hadara_commands(setup)
    nothing = command(1)
    await hadara["abandon"].callback(nothing)
    assert not nothing.response.deferred and nothing.response.message is not None
    assert nothing.response.message[0].startswith("There is no game in this channel.")

    record = await ann_and_bob(setup, {})
    bob = command(2)  # not the creator, no Manage Channels
    await hadara["abandon"].callback(bob)
    assert not bob.response.deferred and bob.followup.sent == []
    assert bob.response.message == (
        "You need the Manage Channels permission (or be the creator) to do that.",
        {"ephemeral": True},
    )
    unchanged = await store.get(record.id)
    assert unchanged is not None and unchanged.status == "running"

    ann = command(1)
    await hadara["abandon"].callback(ann)
    assert ann.response.deferred and ann.response.message is None
    ((content, kwargs),) = ann.followup.sent
    assert content == "The game was abandoned by user1." and "ephemeral" not in kwargs
    gone = await store.get(record.id)
    assert gone is not None and gone.status == "abandoned"


async def test_hand_in_a_lobby_says_the_game_has_not_started(setup: Setup) -> None:
    manager = setup[3]
    await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {})
    hadara = hadara_commands(setup)
    asked = command(1)
    await hadara["hand"].callback(asked)
    ((content, kwargs),) = asked.followup.sent
    assert kwargs["ephemeral"] is True
    assert content == "The game has not started yet."


async def test_a_private_prompt_edited_to_nothing_to_decide_loses_its_buttons(
    setup: Setup, monkeypatch: pytest.MonkeyPatch
) -> None:
    _client, _store, presenter, manager = setup
    game = await ann_and_bob(setup, {})

    async def png(*args: Any) -> bytes:
        return b"\x89PNG"  # the picture does not matter here

    monkeypatch.setattr(presenter, "prompt_png", png)
    (seat,) = manager.waiting_for(game)
    idle = dm_click(uid(game, 1 - seat), 60)  # a private prompt of the seat not deciding now
    await handler_for(setup).send_prompt(idle, game, edit=True)
    (edited,) = idle.edited
    assert edited["content"] == "Nothing to decide for you right now."
    assert "view" in edited and edited["view"] is None
