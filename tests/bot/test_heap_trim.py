"""The bot process gives the C heap's free pages back after a burst of work (bot/__main__.py's
trim_heap_periodically, bot.render_pool.trim_heap_if_worth)."""

from __future__ import annotations

import asyncio
import sys
import threading

import pytest

from bot import __main__ as main
from bot import memprobe, render_pool

KEPT: list[bytearray] = []


def fragment(megabytes: int) -> None:
    """Frees ``megabytes`` of 64 KiB blocks, each followed by a live 1 KiB block, so that the
    freed pages sit between blocks in use (only a trim gives them back)."""
    blocks = []
    for _ in range(megabytes * 16):
        blocks.append(bytearray(64 * 1024))
        KEPT.append(bytearray(1024))
    del blocks


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or memprobe.mallinfo() is None, reason="glibc only"
)
def test_trims_only_when_enough_is_free() -> None:
    fragment(48)
    info = memprobe.mallinfo()
    assert info is not None and info["free"] >= 32 << 20
    before = memprobe.rss_kb()
    assert not render_pool.trim_heap_if_worth(1 << 50)  # not worth it: nothing done
    assert memprobe.rss_kb() > before - 8 * 1024  # the freed pages are still held
    assert render_pool.trim_heap_if_worth(32 << 20)
    assert memprobe.rss_kb() < before - 24 * 1024, (before, memprobe.rss_kb())


async def test_trims_periodically_in_a_thread_until_cancelled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[tuple[int, bool]] = []
    loop_thread = threading.get_ident()

    def worth(free_at_least: int) -> bool:
        calls.append((free_at_least, threading.get_ident() != loop_thread))
        return len(calls) % 2 == 0

    monkeypatch.setattr(render_pool, "trim_heap_if_worth", worth)
    task = asyncio.create_task(main.trim_heap_periodically(0.01, 12345))
    while len(calls) < 3:
        await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert calls[:3] == [(12345, True)] * 3  # the threshold given, off the event loop
