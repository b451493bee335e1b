"""Keeping under Discord's global rate limit instead of running into it.

Discord allows a bot about 50 requests a second over every route (interaction callbacks and
followups, which go through the interaction webhooks, are not counted). discord.py respects the
limit only once Discord has answered 429: a burst — a server opening many games at once, a
restart showing the tables of every running game — then earns hundreds of 429s, and Discord
restricts an IP that makes 10,000 invalid requests (401, 403, 429) in ten minutes.

:class:`GlobalPacer` lets requests start at a steady ``per_second``, first come first served;
:func:`pace` puts it in front of a discord.py ``HTTPClient`` (the client that carries every
request the global limit counts), so a burst queues in the bot instead. The rate is
``DISCORD_GLOBAL_RATE`` (default 40 a second, with bursts of 5: a margin under 50); several
processes sharing one bot token each take their share (``bot.config``).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

DEFAULT_PER_SECOND = 40.0
DEFAULT_BURST = 5


class GlobalPacer:
    """A token bucket: requests start at ``per_second`` on average, at most ``burst`` at once
    after a quiet spell, in the order asked. In any one second at most ``burst + per_second``
    start (45 by default): the margin under Discord's 50 absorbs the event loop's jitter
    between a request's start here and its arrival at Discord."""

    def __init__(
        self,
        per_second: float = DEFAULT_PER_SECOND,
        burst: int = DEFAULT_BURST,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        if per_second <= 0 or burst < 1:
            raise ValueError("per_second must be positive and burst at least 1")
        self.per_second = per_second
        self.burst = burst
        self.clock = clock
        self.sleep = sleep
        self._tokens = float(burst)
        self._last = clock()
        self._lock = asyncio.Lock()
        self.waited = 0  # requests that had to wait
        self.waited_seconds = 0.0

    async def wait(self) -> None:
        """Return when one more request may start (and count it)."""
        async with self._lock:  # first come, first served
            now = self.clock()
            self._tokens = min(self.burst, self._tokens + (now - self._last) * self.per_second)
            self._last = now
            if self._tokens < 1.0:
                delay = (1.0 - self._tokens) / self.per_second
                self.waited += 1
                self.waited_seconds += delay
                await self.sleep(delay)
                now = self.clock()
                self._tokens = min(self.burst, self._tokens + (now - self._last) * self.per_second)
                self._last = now
            self._tokens -= 1.0


def pace(http: Any, pacer: GlobalPacer) -> None:
    """Make every request of discord.py's ``HTTPClient`` ``http`` wait for ``pacer`` first."""
    original = http.request

    async def request(route: Any, **kwargs: Any) -> Any:
        await pacer.wait()
        return await original(route, **kwargs)

    http.request = request
