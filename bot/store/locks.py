"""Process-local named locks: the ``lock``/``try_lock`` of the memory and SQLite stores, and the
per-process front of the PostgreSQL advisory locks.

An entry exists only while someone holds or waits for its name, so names (game ids, …) do not
accumulate for ever.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator


class _Entry:
    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0  # the holder and the waiters


class NamedLocks:
    """One :class:`asyncio.Lock` per name, created on demand and dropped when unused."""

    def __init__(self) -> None:
        self._entries: dict[str, _Entry] = {}

    def __len__(self) -> int:
        """How many names are held or waited for."""
        return len(self._entries)

    def busy(self, name: str) -> bool:
        """Does someone hold or wait for ``name``?"""
        return name in self._entries

    async def acquire(self, name: str) -> None:
        """Wait for ``name`` and take it; pair with :meth:`release`."""
        entry = self._entries.get(name)
        if entry is None:
            entry = self._entries[name] = _Entry()
        entry.users += 1
        try:
            await entry.lock.acquire()
        except BaseException:  # cancelled while waiting: no longer a user
            self._drop(name, entry)
            raise

    async def try_acquire(self, name: str) -> bool:
        """Take ``name`` if no one holds or waits for it; never waits."""
        if name in self._entries:
            return False
        entry = self._entries[name] = _Entry()
        entry.users = 1
        await entry.lock.acquire()  # a new lock: taken without suspending
        return True

    def release(self, name: str) -> None:
        entry = self._entries[name]
        entry.lock.release()
        self._drop(name, entry)

    def _drop(self, name: str, entry: _Entry) -> None:
        entry.users -= 1
        if entry.users == 0 and self._entries.get(name) is entry:
            del self._entries[name]

    @contextlib.asynccontextmanager
    async def hold(self, name: str) -> AsyncIterator[None]:
        await self.acquire(name)
        try:
            yield
        finally:
            self.release(name)

    @contextlib.asynccontextmanager
    async def try_hold(self, name: str) -> AsyncIterator[bool]:
        if not await self.try_acquire(name):
            yield False
            return
        try:
            yield True
        finally:
            self.release(name)
