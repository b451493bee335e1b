"""The fake Discord enforces Discord's rate limits: the global limit per bot (interaction
callbacks and webhooks exempt) and per-route buckets with their headers; the bot, whose
discord.py reads them, plays on when it meets them."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

import aiohttp
import pytest
from fake_discord import FakeDiscord
from ratelimit import RateLimits
from test_e2e_game import check_clean, play_bids

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_global_limit_refuses_the_51st_request_of_a_second_but_not_callbacks() -> None:
    clock = Clock()
    limits = RateLimits(clock=clock)
    for i in range(50):
        clock.now = 100.0 + i * 0.01
        assert limits.check("POST", "/channels/1/messages") is None
    refusal = limits.check("PATCH", "/channels/2/messages/3")
    assert refusal is not None and refusal.is_global
    assert refusal.retry_after == pytest.approx(0.51)
    # Interaction callbacks and followups are not counted by the global limit.
    assert limits.check("POST", "/interactions/9/tok/callback") is None
    assert limits.check("POST", "/webhooks/5/tok") is None
    assert limits.bound == 50 and limits.peak_per_second == 50
    clock.now = 101.0  # the first request left the window
    assert limits.check("PATCH", "/channels/2/messages/3") is None
    assert limits.refused == {"global": 1}
    headers = RateLimits.refusal_headers(refusal)
    assert headers["X-RateLimit-Global"] == "true" and headers["X-RateLimit-Scope"] == "global"


def test_route_buckets_are_per_channel_and_reset_after_their_window() -> None:
    clock = Clock()
    limits = RateLimits(routes=True, clock=clock, wall=lambda: 1_000.0)
    for _ in range(5):
        assert limits.check("POST", "/channels/1/messages") is None
    assert limits.headers("POST", "/channels/1/messages")["X-RateLimit-Remaining"] == "0"
    refusal = limits.check("POST", "/channels/1/messages")
    assert refusal is not None and not refusal.is_global and refusal.limit == 5
    assert refusal.retry_after == pytest.approx(5.0)
    # Another channel has its own bucket; a route without a bucket has no headers.
    assert limits.check("POST", "/channels/2/messages") is None
    assert limits.headers("POST", "/channels/2/messages")["X-RateLimit-Remaining"] == "4"
    assert limits.headers("GET", "/channels/2") == {}
    clock.now += 5.0
    assert limits.check("POST", "/channels/1/messages") is None
    assert limits.refused == {"route": 1}


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord(route_limits=True)
    await server.start()
    yield server
    await server.stop()


async def test_past_a_bucket_the_fake_answers_429_with_discords_headers(fake: FakeDiscord) -> None:
    url = f"{fake.base}/api/v10/channels/{fake.channel_id}/messages"
    auth = {"Authorization": f"Bot {fake.token}"}
    statuses: list[int] = []
    async with aiohttp.ClientSession() as session:
        for i in range(6):
            async with session.post(url, json={"content": f"m{i}"}, headers=auth) as response:
                statuses.append(response.status)
                body: Any = json.loads(await response.text())
                headers = dict(response.headers)
    assert statuses == [200] * 5 + [429]
    assert body["global"] is False and 0 < body["retry_after"] <= 5.0
    assert headers["X-RateLimit-Scope"] == "user" and headers["X-RateLimit-Remaining"] == "0"


async def test_a_game_goes_on_when_the_bot_meets_the_buckets(e2e: Any) -> None:
    """The real bot against per-route buckets: a Sealed Bids game fills its channel's bucket
    (five messages or edits per five seconds) and still plays to its score sheet, with nothing
    that Discord would refuse as a violation."""
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US")])
    server = env.server
    server.limits.routes = True
    await play_bids(env, seed=11, rounds=2)
    assert server.limits.emptied > 0, "the game never filled a bucket: nothing was checked"
    check_clean(env)
