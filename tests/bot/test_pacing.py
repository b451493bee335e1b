"""Keeping under Discord's global rate limit (bot/pacing.py): requests start at a steady rate
after a small burst, first come first served, and the bot's HTTP client asks before each
request."""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

import pytest

from bot.config import ConfigError, load_settings
from bot.pacing import GlobalPacer, pace


class Clock:
    def __init__(self) -> None:
        self.now = 10.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(round(seconds, 6))
        self.now += seconds


async def test_a_burst_then_the_steady_rate_and_never_more_than_burst_plus_rate() -> None:
    clock = Clock()
    pacer = GlobalPacer(10, burst=3, clock=clock, sleep=clock.sleep)
    starts = []
    for _ in range(40):
        await pacer.wait()
        starts.append(clock.now)
    # Three at once after a quiet spell, then one every tenth of a second.
    assert starts[:3] == [10.0] * 3
    gaps = [round(b - a, 6) for a, b in itertools.pairwise(starts[3:])]
    assert gaps == [0.1] * len(gaps) and starts[3] == pytest.approx(10.1)
    assert max(sum(1 for s in starts if t - 1 < s <= t) for t in starts) <= 3 + 10
    assert pacer.waited == 37
    clock.now += 5.0  # quiet: the bucket refills up to the burst, not beyond
    for _ in range(3):
        await pacer.wait()
    assert clock.now == starts[-1] + 5.0


async def test_waiting_requests_start_in_the_order_they_came() -> None:
    pacer = GlobalPacer(200, burst=5)
    order: list[int] = []

    async def one(i: int) -> None:
        await pacer.wait()
        order.append(i)

    await asyncio.gather(*(one(i) for i in range(30)))
    assert order == list(range(30))
    assert pacer.waited == 25


async def test_the_http_client_waits_for_the_pacer_before_each_request() -> None:
    seen: list[str] = []

    class Http:
        async def request(self, route: Any, **kwargs: Any) -> Any:
            seen.append(f"sent {route} {kwargs}")
            return route

    class Pacer(GlobalPacer):
        async def wait(self) -> None:
            seen.append("paced")

    http = Http()
    pace(http, Pacer())
    assert await http.request("r1", json={"a": 1}) == "r1"
    assert seen == ["paced", "sent r1 {'json': {'a': 1}}"]


def test_the_rate_is_set_and_shared_among_processes() -> None:
    base = {"DISCORD_TOKEN": "t"}
    assert load_settings(base, dotenv_path=None).global_rate == 40.0
    assert load_settings({**base, "DISCORD_GLOBAL_RATE": "30"}).global_rate == 30.0
    shared = load_settings(
        {
            **base,
            "DATABASE_URL": "postgresql://u:p@h/db",
            "SHARD_COUNT": "4",
            "SHARD_IDS": "0",
        }
    )
    assert shared.global_rate == pytest.approx(10.0)
    for bad in ("0", "46", "x"):
        with pytest.raises(ConfigError):
            load_settings({**base, "DISCORD_GLOBAL_RATE": bad})
    for rate, burst in ((0, 5), (10, 0)):
        with pytest.raises(ValueError):
            GlobalPacer(rate, burst)
