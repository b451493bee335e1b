"""Render each image once: an LRU of PNG bytes keyed by (game, version, viewer, kind, locale).

A state's ``version`` rises with every applied action, so a key never goes stale: the same
(game, version, viewer, kind, locale) always means the same picture.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable

CacheKey = tuple[str, int, int | None, str, str]


def key(game_id: str, version: int, viewer: int | None, kind: str, locale: str) -> CacheKey:
    """``kind`` names the image and its arguments, e.g. ``"table"`` or ``"tableau:2"``."""
    return (game_id, version, viewer, kind, locale)


class RenderCache:
    """A thread-safe LRU of rendered images, bounded by entries and by total bytes."""

    def __init__(self, max_entries: int = 256, max_bytes: int = 64 * 1024 * 1024) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, bytes] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._items)

    def get(self, k: Hashable) -> bytes | None:
        with self._lock:
            png = self._items.get(k)
            if png is not None:
                self._items.move_to_end(k)
            return png

    def put(self, k: Hashable, png: bytes) -> None:
        with self._lock:
            old = self._items.pop(k, None)
            if old is not None:
                self._bytes -= len(old)
            self._items[k] = png
            self._bytes += len(png)
            while self._items and (
                len(self._items) > self.max_entries or self._bytes > self.max_bytes
            ):
                _k, dropped = self._items.popitem(last=False)
                self._bytes -= len(dropped)

    def get_or_render(self, k: Hashable, render: Callable[[], bytes]) -> bytes:
        """The cached PNG for ``k``, rendering it (outside the lock) only on a miss."""
        png = self.get(k)
        if png is not None:
            self.hits += 1
            return png
        self.misses += 1
        png = render()
        self.put(k, png)
        return png

    def forget_game(self, game_id: str) -> None:
        """Drop every image of a finished or deleted game."""
        with self._lock:
            for k in [k for k in self._items if isinstance(k, tuple) and k and k[0] == game_id]:
                self._bytes -= len(self._items.pop(k))
