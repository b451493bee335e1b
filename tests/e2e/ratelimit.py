"""Discord's rate limits as the fake Discord enforces them (``FakeDiscord.limits``).

Two kinds, as Discord documents them (https://discord.com/developers/docs/topics/rate-limits):

* the **global** limit: at most :data:`GLOBAL_PER_SECOND` requests per second per bot, over
  every route, except interaction callbacks and the interaction webhooks (followups, edits of
  an interaction's messages), which are not bound by it. Past it: ``429`` with
  ``"global": true``, the ``X-RateLimit-Global`` and ``X-RateLimit-Scope: global`` headers and
  ``retry_after``; discord.py then holds every request until it passes;
* **per-route buckets** (off unless ``routes=True``): a route with its top-level resource (the
  channel, the guild, the webhook) shares ``limit`` requests per ``per`` seconds. Every answer
  of such a route carries ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset``, ``-Reset-After``
  and ``-Bucket``, so that a client that reads them (discord.py does) waits before it would be
  refused; one that does not gets ``429`` with ``X-RateLimit-Scope: user``.

The per-route figures Discord uses are not published (they arrive in the headers); those in
:data:`ROUTE_LIMITS` are the ones bots observe for the routes this bot uses. Route buckets are
off by default because they make scripted games, which click faster than any person, wait
seconds per move; the load script turns them on (``--route-limits``).
"""

from __future__ import annotations

import re
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field

GLOBAL_PER_SECOND = 50

# (method, route pattern) -> (limit, per seconds). The pattern's first group is the top-level
# resource whose requests share the bucket.
ROUTE_LIMITS: tuple[tuple[str, re.Pattern[str], int, float], ...] = (
    ("POST", re.compile(r"^/channels/(\d+)/messages$"), 5, 5.0),
    ("PATCH", re.compile(r"^/channels/(\d+)/messages/\d+$"), 5, 5.0),
    ("DELETE", re.compile(r"^/channels/(\d+)/messages/\d+$"), 5, 1.0),
    ("POST", re.compile(r"^/channels/(\d+)/threads$"), 5, 5.0),
    ("POST", re.compile(r"^/users/(@me)/channels$"), 10, 10.0),
    ("POST", re.compile(r"^/webhooks/\d+/([^/]+)$"), 5, 2.0),
    ("PATCH", re.compile(r"^/webhooks/\d+/([^/]+)/messages/[^/]+$"), 5, 2.0),
)


def exempt_from_global(path: str) -> bool:
    """Interaction callbacks and interaction webhooks are not bound by the global limit."""
    return path.startswith(("/interactions/", "/webhooks/"))


@dataclass
class Refusal:
    retry_after: float
    is_global: bool
    bucket: str
    limit: int


@dataclass
class _Bucket:
    limit: int
    per: float
    reset_at: float = 0.0
    used: int = 0


@dataclass
class RateLimits:
    """What :class:`FakeDiscord` asks before it serves a REST request (``check``) and the
    headers it adds to the answer (``headers``)."""

    global_per_second: int = GLOBAL_PER_SECOND
    routes: bool = False
    clock: Callable[[], float] = time.monotonic
    wall: Callable[[], float] = time.time
    refused: Counter[str] = field(default_factory=Counter)  # "global" / "route" -> 429s
    bound: int = 0  # requests counted by the global limit and served
    emptied: int = 0  # times a route bucket's last request was served (the next one must wait)
    peak_per_second: int = 0  # the most such requests in one second
    _recent: deque[float] = field(default_factory=deque)
    _buckets: dict[str, _Bucket] = field(default_factory=dict)

    def _route(self, method: str, path: str) -> tuple[str, int, float] | None:
        if not self.routes:
            return None
        for verb, pattern, limit, per in ROUTE_LIMITS:
            match = pattern.match(path) if verb == method else None
            if match:
                return f"{verb} {pattern.pattern} {match.group(1)}", limit, per
        return None

    def check(self, method: str, path: str) -> Refusal | None:
        """None: the request may be served (and is counted); else why it is refused."""
        now = self.clock()
        route = self._route(method, path)
        bucket: _Bucket | None = None
        if route is not None:
            key, limit, per = route
            bucket = self._buckets.setdefault(key, _Bucket(limit, per))
            if now >= bucket.reset_at:
                bucket.used, bucket.reset_at = 0, now + per
            if bucket.used >= bucket.limit:
                self.refused["route"] += 1
                return Refusal(bucket.reset_at - now, False, _bucket_id(key), bucket.limit)
        if not exempt_from_global(path):
            while self._recent and self._recent[0] <= now - 1.0:
                self._recent.popleft()
            if len(self._recent) >= self.global_per_second:
                self.refused["global"] += 1
                return Refusal(self._recent[0] + 1.0 - now, True, "global", 0)
            self._recent.append(now)
            self.bound += 1
            self.peak_per_second = max(self.peak_per_second, len(self._recent))
        if bucket is not None:
            bucket.used += 1
            self.emptied += bucket.used == bucket.limit
        return None

    def headers(self, method: str, path: str) -> dict[str, str]:
        """The bucket headers of a served request of a limited route (none for others)."""
        route = self._route(method, path)
        if route is None:
            return {}
        bucket = self._buckets[route[0]]
        after = max(0.0, bucket.reset_at - self.clock())
        return {
            "X-RateLimit-Limit": str(bucket.limit),
            "X-RateLimit-Remaining": str(max(0, bucket.limit - bucket.used)),
            "X-RateLimit-Reset": f"{self.wall() + after:.3f}",
            "X-RateLimit-Reset-After": f"{after:.3f}",
            "X-RateLimit-Bucket": _bucket_id(route[0]),
        }

    @staticmethod
    def refusal_headers(refusal: Refusal) -> dict[str, str]:
        after = max(refusal.retry_after, 0.001)
        headers = {
            "Retry-After": str(max(1, round(after))),
            "X-RateLimit-Scope": "global" if refusal.is_global else "user",
            "Via": "1.1 google",
        }
        if refusal.is_global:
            headers["X-RateLimit-Global"] = "true"
        else:
            headers.update(
                {
                    "X-RateLimit-Limit": str(refusal.limit),
                    "X-RateLimit-Remaining": "0",
                    "X-RateLimit-Reset-After": f"{after:.3f}",
                    "X-RateLimit-Bucket": refusal.bucket,
                }
            )
        return headers


def _bucket_id(key: str) -> str:
    # A stable opaque id per route and resource, like Discord's bucket hashes.
    return f"b{abs(hash(key)) % 10**12:012d}"
