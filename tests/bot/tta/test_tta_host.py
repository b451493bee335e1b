"""Through the Ages on the host: a turn's controls on the table, and an action that must be
confirmed first (ending a turn into a famine or an uprising, issue 18)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest
from discord_fakes import FakeClient, fake_interaction

from bot.games import Registry, plugin
from bot.interactions import Interactions
from bot.manager import GameManager
from bot.presenter import DiscordPresenter
from bot.render_pool import RenderPool
from bot.store import GameRecord
from bot.store.memory import MemoryStore
from bot.ui import layout
from rules.core import Msg

CHANNEL = 42
TTA = Registry.of(["tta"])
Setup = tuple[FakeClient, MemoryStore, DiscordPresenter, GameManager]


@pytest.fixture
async def setup() -> AsyncIterator[Setup]:
    client = FakeClient()
    store = MemoryStore()
    await store.open()
    pool = RenderPool()
    presenter = DiscordPresenter(client, store, pool, TTA)  # type: ignore[arg-type]
    manager = GameManager(store, presenter, games=TTA, ai_delay=0)
    yield client, store, presenter, manager
    await manager.close()
    await presenter.drain(5)
    pool.close()


async def two_humans(setup: Setup) -> GameRecord:
    _client, store, presenter, manager = setup
    game = await manager.new_lobby(7, CHANNEL, 1, "Ann", "en-US", {"game": "tta", "seed": 3})
    await manager.join(CHANNEL, 2, "Bob", "cs")
    await manager.start(CHANNEL, 1)
    await presenter.drain()
    stored = await store.get(game.id)
    assert stored is not None
    return stored


def handler(setup: Setup) -> Interactions:
    _client, store, presenter, manager = setup
    bot = SimpleNamespace(
        store=store,
        manager=manager,
        presenter=presenter,
        catalog=presenter.catalog,
        settings=SimpleNamespace(default_locale="en-US"),
    )
    return Interactions(bot)  # type: ignore[arg-type]


WARNING = Msg.of("tta-confirm-end", uprising=0, famine=2, culture=8, corruption=0)


@pytest.fixture
def warned(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every end of turn would cause a famine (the rules' own preview is tested in
    tests/rules/tta/test_tta_end_warning.py)."""
    rules = plugin("tta").rules
    original = rules.describe

    def describe(state: Any, seat: int, actions: Any) -> Any:
        return [
            replace(i, confirm=WARNING) if i.code == "end" else i
            for i in original(state, seat, actions)
        ]

    monkeypatch.setattr(rules, "describe", describe)


async def test_the_table_carries_the_turn_and_an_end_that_asks_first(
    setup: Setup, warned: None
) -> None:
    _client, _store, presenter, manager = setup
    game = await two_humans(setup)
    snap = manager.snapshot(game)
    (seat,) = snap.waiting
    view = presenter.table_view(snap, "en-US")
    assert view is not None
    ids = [getattr(item, "custom_id", "") for item in view.children]
    assert f"hd:{game.id}:{game.version}:!end" in ids, "the end button asks first"
    rows = presenter.prompt_rows(game, snap.choices[seat], "en-US")
    assert layout.check_rows(rows, game.id, game.version) == []


async def test_a_confirmed_action_is_applied_only_on_the_second_click(
    setup: Setup, warned: None
) -> None:
    _client, store, _presenter, manager = setup
    game = await two_humans(setup)
    (seat,) = manager.waiting_for(game)
    user = game.seats[seat].user_id
    assert user is not None
    click = fake_interaction(user, 1, channel_id=CHANNEL)
    await handler(setup).on_action(click, game.id, game.version, layout.CONFIRM + "end")
    assert click.response.message is not None
    content, kwargs = click.response.message
    assert content.startswith("Ending your turn now: famine, 2 food missing (−8 culture).")
    assert kwargs["ephemeral"] is True
    (button,) = kwargs["view"].children
    assert button.custom_id == f"hd:{game.id}:{game.version}:end"
    assert button.item.label == "Confirm: End turn"
    same = await store.get(game.id)
    assert same is not None and same.version == game.version, "nothing applied yet"
    confirm = fake_interaction(user, 2, channel_id=CHANNEL)
    await handler(setup).on_action(confirm, game.id, game.version, "end")
    after = await store.get(game.id)
    assert after is not None and after.version == game.version + 1


@pytest.mark.parametrize("where", ["dm", "private prompt"])
async def test_on_a_private_prompt_the_warning_takes_its_place(
    setup: Setup, warned: None, where: str
) -> None:
    """A DM or a prompt only the clicker sees: the warning replaces the prompt's text and
    buttons (the picture stays), with "back"; nothing is applied; "back" shows the choices
    again in the same message; the confirmation applies the end of the turn."""
    client, store, _presenter, manager = setup
    game = await two_humans(setup)
    (seat,) = manager.waiting_for(game)
    user = game.seats[seat].user_id
    assert user is not None
    dm = where == "dm"
    channel = client.dm(user).id if dm else CHANNEL
    prompt = client.dm(user).sent[0] if dm else client.channel(CHANNEL).sent[0]

    def click_on(number: int) -> Any:
        return fake_interaction(
            user,
            number,
            channel_id=channel,
            guild_id=None if dm else 7,
            message=prompt,
            ephemeral=not dm,
        )

    click = click_on(4)
    await handler(setup).on_action(click, game.id, game.version, layout.CONFIRM + "end")
    assert click.response.message is None, "no new message"
    updated = click.response.updated
    assert updated is not None and "attachments" not in updated, "the picture stays"
    assert updated["content"].startswith("Ending your turn now: famine, 2 food missing")
    confirm, back = updated["view"].children
    assert confirm.custom_id == f"hd:{game.id}:{game.version}:end"
    assert back.custom_id == f"hn:{game.id}:{game.version}:"
    same = await store.get(game.id)
    assert same is not None and same.version == game.version, "nothing applied yet"
    # "back": the choices again, in the same message, whose picture (of this version) stays:
    # not drawn and uploaded again.
    again = click_on(5)
    await handler(setup).on_nav(again, game.id, game.version, "")
    shown = again.response.updated
    assert shown is not None and "attachments" not in shown
    ids = [str(i.custom_id) for i in shown["view"].children]
    assert f"hd:{game.id}:{game.version}:!end" in ids
    done = click_on(6)
    await handler(setup).on_action(done, game.id, game.version, "end")
    after = await store.get(game.id)
    assert after is not None and after.version == game.version + 1


async def test_a_stale_confirmation_changes_nothing(setup: Setup, warned: None) -> None:
    game = await two_humans(setup)
    manager = setup[3]
    (seat,) = manager.waiting_for(game)
    user = game.seats[seat].user_id
    assert user is not None
    click = fake_interaction(user, 3, channel_id=CHANNEL)
    await handler(setup).on_action(click, game.id, game.version - 1, layout.CONFIRM + "end")
    assert click.response.message is not None
    assert "out of date" in click.response.message[0]
