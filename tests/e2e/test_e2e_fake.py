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


async def identify(
    session: aiohttp.ClientSession, server: FakeDiscord, shard: int
) -> tuple[aiohttp.ClientWebSocketResponse, list[dict[str, Any]]]:
    """A gateway client for ``shard`` (of ``server.shard_count``): the socket and the events
    it received up to and including the last GUILD_CREATE of its READY."""
    ws = await session.ws_connect(server.gateway_url)
    assert (await ws.receive_json())["op"] == 10
    await ws.send_json(
        {"op": 2, "d": {"token": server.token, "shard": [shard, server.shard_count]}}
    )
    events = [await ws.receive_json()]
    assert events[0]["t"] == "READY"
    for _ in events[0]["d"]["guilds"]:
        events.append(await ws.receive_json())
    return ws, events


async def test_several_guilds_each_on_its_shard_with_its_own_members_and_locale() -> None:
    """Guilds A (shard 0), B and C (shard 1): each shard's READY lists only its guilds and a
    GUILD_CREATE follows for each, with the guild's name, locale, channels and members;
    an interaction carries the guild (and locale) of its channel and reaches that guild's
    shard; one in a DM carries none and reaches shard 0; a user cannot act in a guild they
    are not in."""
    server = FakeDiscord(shard_count=2, guild_shard=0, guild_locale="cs")
    ann = server.add_user("Ann", "cs")  # in A only, so far
    b = server.add_guild("Club B", "pl", shard=1)  # Ann is in B too (every user so far)
    bob = server.add_user("Bob", guilds=[b.id])
    c = server.add_guild("Club C", shard=1, members=[bob])
    thread_parent = server.add_channel("games", b.id)
    await server.start()
    client = aiohttp.ClientSession()
    sockets = []
    try:
        for shard in (0, 1):
            ws, events = await identify(client, server, shard)
            sockets.append(ws)
            ready, creates = events[0]["d"], [e["d"] for e in events[1:]]
            mine = [server.guild_id] if shard == 0 else sorted([b.id, c.id], key=int)
            assert [g["id"] for g in ready["guilds"]] == mine
            assert [e["t"] for e in events[1:]] == ["GUILD_CREATE"] * len(mine)
            assert sorted(g["id"] for g in creates) == sorted(mine)
            for guild in creates:
                assert server.openapi is not None
                # The REST parts of the gateway's guild, as Discord's description has them.
                assert (
                    server.openapi.validate(
                        guild, {"$ref": "#/components/schemas/GuildResponse"}, "guild"
                    )
                    == []
                )
                for part, schema in (
                    ("members", "GuildMemberResponse"),
                    ("channels", "GuildChannelResponse"),
                ):
                    for item in guild[part]:
                        ref = {"$ref": f"#/components/schemas/{schema}"}
                        assert server.openapi.validate(item, ref, part) == []
                assert server.shard_of(guild["id"]) == shard
                model = server.guilds[guild["id"]]
                assert (guild["name"], guild["preferred_locale"]) == (model.name, model.locale)
                assert {ch["guild_id"] for ch in guild["channels"]} == {guild["id"]}
                members = {m["user"]["id"] for m in guild["members"]}
                assert members == model.members | {server.bot_user.id}
        guilds = {g: server.guilds[g] for g in (server.guild_id, b.id, c.id)}
        assert guilds[server.guild_id].members == {ann.id}
        assert guilds[b.id].members == {ann.id, bob.id}
        assert guilds[c.id].members == {bob.id}
        assert {ch["id"] for ch in server.guild_channels(b.id)} == {b.channel_id, thread_parent}

        # Interactions (no bot answers here: only their routing and payloads are checked).
        server.session(0).ready.set()
        server.session(1).ready.set()
        for user, channel, guild in (
            (ann, server.channel_id, server.guilds[server.guild_id]),
            (ann, b.channel_id, b),
            (bob, c.channel_id, c),
            (bob, server.dm_channel(bob), None),
        ):
            _interaction, payload = server._base_interaction(user, channel, 2)
            before = dict(server.shard_deliveries)
            await server.dispatch("INTERACTION_CREATE", payload)
            shard = server.shard_of(guild.id if guild else None)
            assert server.shard_deliveries[shard] == before.get(shard, 0) + 1
            if guild is None:
                assert "guild_id" not in payload and payload["context"] == 1
                assert payload["user"]["id"] == bob.id
            else:
                assert payload["guild_id"] == payload["guild"]["id"] == guild.id
                assert payload["guild_locale"] == guild.locale
                assert payload["member"]["user"]["id"] == user.id
        with pytest.raises(ValueError, match="not a member"):
            server._base_interaction(bob, server.channel_id, 2)
        with pytest.raises(ValueError, match="not a member"):
            server._base_interaction(ann, c.channel_id, 2)
        # A thread belongs to its parent's guild.
        status, thread, _ = await call(
            server, "POST", f"/channels/{thread_parent}/threads", {"name": "t", "type": 11}
        )
        assert status == 201 and thread["guild_id"] == b.id
        assert server.guild_of(thread["id"]) is b
        assert server.violations == []
    finally:
        for ws in sockets:
            await ws.close()
        await client.close()
        await server.stop()


async def test_guild_commands_stay_in_their_guild_and_dms_see_only_global_ones() -> None:
    """As on Discord: a command registered in guild A is offered in A only; a global one
    everywhere, in DMs too unless its contexts leave DMs out."""
    server = FakeDiscord()
    b = server.add_guild("Club B")
    ann = server.add_user("Ann")
    server.commands[server.guild_id] = [{"id": "1", "name": "dev", "guild_id": server.guild_id}]
    server.commands["global"] = [
        {"id": "2", "name": "everywhere"},
        {"id": "3", "name": "servers", "contexts": [0]},
    ]
    dm = server.dm_channel(ann)
    assert server._command_data("dev", server.channel_id, None)["guild_id"] == server.guild_id
    with pytest.raises(KeyError):
        server._command_data("dev", b.channel_id, None)
    with pytest.raises(KeyError):
        server._command_data("dev", dm, None)
    for channel in (server.channel_id, b.channel_id, dm):
        data = server._command_data("everywhere", channel, None)
        assert data["id"] == "2" and "guild_id" not in data
    assert server._command_data("servers", b.channel_id, None)["id"] == "3"
    with pytest.raises(ValueError, match="DM"):
        server._command_data("servers", dm, None)
