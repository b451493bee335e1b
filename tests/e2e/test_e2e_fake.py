"""The fake Discord itself: it must catch what Discord refuses (no bot process needed)."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest
from fake_discord import FakeDiscord
from harness import SecretWatch

pytestmark = pytest.mark.e2e


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    yield server
    await server.stop()


async def call(
    server: FakeDiscord, method: str, path: str, body: Any = None, auth: bool = True
) -> tuple[int, Any, dict[str, str]]:
    headers = {"Authorization": f"Bot {server.token}"} if auth else {}
    async with (
        aiohttp.ClientSession() as session,
        session.request(
            method, f"{server.base}/api/v10{path}", json=body, headers=headers
        ) as response,
    ):
        text = await response.text()
        assert response.headers.get("Content-Type") == "application/json" or not text
        return response.status, json.loads(text) if text else None, dict(response.headers)


def button(custom_id: str, label: str = "ok") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


async def test_openapi_description_is_used(fake: FakeDiscord) -> None:
    assert fake.openapi is not None, "shared/discord-api-spec/openapi.json not found"
    await call(fake, "POST", f"/channels/{fake.channel_id}/messages", {"content": 5})
    await call(fake, "POST", f"/channels/{fake.channel_id}/messages", {"embeds": "x"})
    await call(fake, "GET", "/no/such/route")
    text = "\n".join(fake.violations)
    assert "body.content" in text and "body.embeds" in text and "no such path" in text


async def test_a_valid_message_passes(fake: FakeDiscord) -> None:
    body = {"content": "hello", "components": [{"type": 1, "components": [button("a:1")]}]}
    status, data, _ = await call(fake, "POST", f"/channels/{fake.channel_id}/messages", body)
    assert status == 200 and data["content"] == "hello"
    assert fake.violations == []


async def test_discord_limits(fake: FakeDiscord) -> None:
    rows = [{"type": 1, "components": [button(f"b{r}{i}") for i in range(6)]} for r in range(6)]
    select = {
        "type": 3,
        "custom_id": "x" * 101,
        "options": [{"label": str(i), "value": str(i)} for i in range(26)],
    }
    body = {"content": "x" * 2001, "components": [*rows, {"type": 1, "components": [select]}]}
    await call(fake, "POST", f"/channels/{fake.channel_id}/messages", body)
    text = "\n".join(fake.violations)
    for needle in ("2001 characters", "7 action rows", "holds 6", "101 characters", "26 options"):
        assert needle in text, needle


async def test_injected_failures(fake: FakeDiscord) -> None:
    user = fake.add_user("Dee")
    user.dms_closed = True
    status, dm, _ = await call(fake, "POST", "/users/@me/channels", {"recipient_id": int(user.id)})
    assert status == 200
    status, data, _ = await call(fake, "POST", f"/channels/{dm['id']}/messages", {"content": "x"})
    assert (status, data["code"]) == (403, 50007)
    fake.no_permission_channels.add(fake.channel_id)
    status, data, _ = await call(
        fake, "POST", f"/channels/{fake.channel_id}/messages", {"content": "x"}
    )
    assert (status, data["code"]) == (403, 50013)
    fake.fail_rate = 1.0
    seen = set()
    for _ in range(20):
        status, data, headers = await call(fake, "GET", f"/channels/{fake.channel_id}")
        seen.add(status)
        if status == 429:
            assert data["retry_after"] > 0 and headers["Via"]
            assert float(headers["X-RateLimit-Reset-After"]) > 0
    assert seen == {429, 500}
    status, _, _ = await call(fake, "GET", "/users/@me", auth=False)
    assert status == 401


async def test_secret_watch_flags_a_hand_card_in_public(fake: FakeDiscord) -> None:
    watch = SecretWatch(fake)
    user = fake.add_user("Eve")
    _, dm, _ = await call(fake, "POST", "/users/@me/channels", {"recipient_id": user.id})
    hand = {
        "type": 1,
        "components": [button("hd:g1:5:draft.1b01.b"), button("hd:g1:5:draft.1b02.s")],
    }
    await call(fake, "POST", f"/channels/{dm['id']}/messages", {"components": [hand]})
    assert watch.hands
    await call(fake, "POST", f"/channels/{fake.channel_id}/messages", {"content": "Ink Maker!"})
    assert any("1b01" in v for v in fake.violations)


async def test_a_private_answer_to_a_public_deferral_is_flagged(fake: FakeDiscord) -> None:
    """Discord makes the first follow-up replace a public "thinking…" message whatever flags it
    asks for: an answer meant for one person would be shown to the whole channel."""
    user = fake.add_user("Eve")
    for first, flags, flagged in ((0, 64, True), (64, 64, False), (0, 0, False)):
        fake.violations.clear()
        interaction, _payload = fake._base_interaction(user, fake.channel_id, 2)
        interaction.dispatched_at = time.monotonic()
        path = f"/interactions/{interaction.id}/{interaction.token}/callback"
        status, _, _ = await call(fake, "POST", path, {"type": 5, "data": {"flags": first}})
        assert status == 204
        body = {"content": "only for you", "flags": flags}
        await call(fake, "POST", f"/webhooks/{fake.app_id}/{interaction.token}", body)
        found = any("replaces a public" in v for v in fake.violations)
        assert found == flagged, (first, flags, fake.violations)


async def test_a_deleted_public_deferral_lets_the_answer_be_private(fake: FakeDiscord) -> None:
    """The way to answer privately after a public "thinking…": delete it first; the follow-up
    is then a new message, ephemeral as asked."""
    user = fake.add_user("Fay")
    interaction, _payload = fake._base_interaction(user, fake.channel_id, 2)
    interaction.dispatched_at = time.monotonic()
    path = f"/interactions/{interaction.id}/{interaction.token}/callback"
    await call(fake, "POST", path, {"type": 5, "data": {"flags": 0}})
    original = f"/webhooks/{fake.app_id}/{interaction.token}/messages/@original"
    status, _, _ = await call(fake, "DELETE", original)
    assert status == 204
    body = {"content": "only for you", "flags": 64}
    await call(fake, "POST", f"/webhooks/{fake.app_id}/{interaction.token}?wait=true", body)
    assert fake.violations == []
    (answer,) = [m for m in fake.channel_log(fake.channel_id) if m.content == "only for you"]
    assert answer.ephemeral_to == user.id
