"""Game prompts keep nothing in discord.py's view store (issue 31, memory per game).

discord.py keeps the view of every ephemeral message it sends (``InteractionResponse
.send_message``, ``Webhook.send``) for 15 minutes, with a timeout task, unless the view is
finished. A game prompt's components are dynamic items only (dispatched by custom id from the
classes registered at start-up), so :func:`bot.ui.components.action_view` hands discord.py a
finished view: sending N private prompts stores nothing and starts no task, and a click on any
of them still reaches its dynamic item."""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

import discord
import pytest
from discord.webhook.async_ import AsyncWebhookAdapter
from discord_fakes import message_payload

from bot.ui import components, layout

_ids = itertools.count(1000)


def _rows() -> list[layout.Row]:
    choices = [layout.Choice(f"draft.c{i}.k", f"card {i}") for i in range(3)]
    menu = [layout.Choice(f"take.c{i}", f"take {i}") for i in range(4)]
    return [layout.Row("buttons", choices), layout.Row("select", menu, placeholder="take")]


def _interaction(state: Any, custom_id: str = "", message: dict[str, Any] | None = None) -> Any:
    user = {"id": "42", "username": "alice", "discriminator": "0", "avatar": None}
    payload: dict[str, Any] = {
        "id": str(next(_ids)),
        "application_id": "7",
        "type": 3 if custom_id else 2,
        "token": "tok",
        "version": 1,
        "attachment_size_limit": 10 * 1024 * 1024,
        "channel_id": "9",
        "user": user,
        "context": 1,
        "entitlements": [],
        "authorizing_integration_owners": {"1": "42"},
        "data": {"custom_id": custom_id, "component_type": 2}
        if custom_id
        else {"id": "1", "name": "hadara", "type": 1},
    }
    if message is not None:
        payload["message"] = message
    return discord.Interaction(data=payload, state=state)  # type: ignore[arg-type]


@pytest.fixture
async def client(monkeypatch: pytest.MonkeyPatch) -> Any:
    async def respond(self: Any, interaction_id: int, *args: Any, **kwargs: Any) -> Any:
        return {
            "interaction": {
                "id": str(interaction_id),
                "type": 3,
                "response_message_id": str(next(_ids)),
            }
        }

    monkeypatch.setattr(AsyncWebhookAdapter, "create_interaction_response", respond)
    bot = discord.Client(intents=discord.Intents(guilds=True))
    bot.add_dynamic_items(*components.DYNAMIC_ITEMS)
    return bot


def _store(client: Any) -> Any:
    return client._connection._view_store


def _tasks() -> int:
    return sum(
        1 for t in asyncio.all_tasks() if "BaseView.__timeout_task_impl" in repr(t.get_coro())
    )


async def test_private_prompts_leave_no_view_nor_timeout_task(client: Any) -> None:
    store = _store(client)
    patterns = dict(store._dynamic_items)
    before = _tasks()
    for version in range(20):
        view = components.action_view("g1", version, _rows())
        await _interaction(client._connection).response.send_message(
            "your move", ephemeral=True, view=view
        )
    assert _tasks() == before, "discord.py keeps a timeout task per private prompt"
    assert store._views == {} and store._synced_message_views == {}
    assert store._dynamic_items == patterns  # the registered classes are left as they were


async def test_a_click_on_a_finished_prompt_reaches_its_dynamic_item(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[str, int, str]] = []

    class Handler:
        async def on_action(
            self, interaction: Any, game_id: str, version: int, code: str, owner: Any = None
        ) -> None:
            seen.append((game_id, version, code))

    client.interactions = Handler()
    view = components.action_view("g1", 3, _rows())
    await _interaction(client._connection).response.send_message("x", ephemeral=True, view=view)
    custom_id = layout.action_custom_id("g1", 3, "draft.c1.k")
    message = message_payload("555", "9", "7", flags=64, components=view.to_components())
    click = _interaction(client._connection, custom_id, message)
    _store(client).dispatch_view(2, custom_id, click)
    for _ in range(50):
        if seen:
            break
        await asyncio.sleep(0.01)
    assert seen == [("g1", 3, "draft.c1.k")]
