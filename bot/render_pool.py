"""Run render functions off the event loop, once per (game, version, viewer, kind, locale).

Pillow drawing takes tens to hundreds of milliseconds; doing it on the event loop would stall
every interaction (whose 3-second deadline is shared by the whole bot).
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from render.cache import RenderCache, key


class RenderPool:
    def __init__(self, max_workers: int = 2, cache: RenderCache | None = None) -> None:
        self.cache = cache if cache is not None else RenderCache()
        self._executor = ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="render")

    async def render(
        self,
        game_id: str,
        version: int,
        viewer: int | None,
        kind: str,
        locale: str,
        fn: Callable[..., bytes],
        *args: Any,
        **kwargs: Any,
    ) -> bytes:
        k = key(game_id, version, viewer, kind, locale)
        cached = self.cache.get(k)
        if cached is not None:
            self.cache.hits += 1
            return cached
        loop = asyncio.get_running_loop()
        job = functools.partial(self.cache.get_or_render, k, functools.partial(fn, *args, **kwargs))
        return await loop.run_in_executor(self._executor, job)

    def forget_game(self, game_id: str) -> None:
        self.cache.forget_game(game_id)

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
