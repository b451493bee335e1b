"""bot/memprobe.py: the on-demand report of what holds memory (tests/perf/memory_breakdown.py)."""

from __future__ import annotations

import json
import os
import signal
import sys
import tracemalloc
from functools import lru_cache
from pathlib import Path

import pytest
from PIL import Image

from bot import memprobe


def test_deep_size_counts_contents_once_and_pixels() -> None:
    shared = "x" * 10_000
    seen: set[int] = set()
    first, _ = memprobe.deep_size([{"a": shared}], seen)
    again, objects = memprobe.deep_size([[shared]], seen)
    assert first >= 10_000
    assert again < 1_000 and objects == 1  # the string was counted by the first root
    image = Image.new("RGBA", (100, 50))
    size, _ = memprobe.deep_size([{"img": image}], set())
    assert size >= 100 * 50 * 4


def test_deep_size_stops_at_owners_and_code() -> None:
    class Owner:
        def __init__(self) -> None:
            self.big = "y" * 50_000
            self.games: dict[str, object] = {"g": self}

    owner = Owner()
    roots, stop = memprobe.owned(owner)
    assert set(roots) == {"Owner.games"}
    size, _ = memprobe.deep_size([roots["Owner.games"]], set(), stop)
    assert size < 50_000  # the walk does not climb back into the owner's other attributes
    size, _ = memprobe.deep_size([[memprobe.deep_size, sys]], set())
    assert size < 1_000


@lru_cache(maxsize=4)
def _cached(n: int) -> str:
    return "z" * n


def test_report_on_sigusr2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if not hasattr(signal, "SIGUSR2"):
        pytest.skip("no SIGUSR2 here")
    monkeypatch.delenv(memprobe.ENV, raising=False)
    assert not memprobe.install("off")
    monkeypatch.setenv(memprobe.ENV, str(tmp_path))
    monkeypatch.setitem(sys.modules, "bot.fake_cached", sys.modules[__name__])
    monkeypatch.setattr(_cached, "__module__", "bot.fake_cached", raising=False)
    _cached(20_000)
    _cached(20_000)
    old = signal.getsignal(signal.SIGUSR2)
    was_tracing = tracemalloc.is_tracing()
    try:
        assert memprobe.install("t", lambda: ({"games": {"g": "w" * 30_000}}, None))
        tracemalloc.start(4)
        os.kill(os.getpid(), signal.SIGUSR2)
    finally:
        if not was_tracing:
            tracemalloc.stop()
        signal.signal(signal.SIGUSR2, old)
    (path,) = tmp_path.glob("t-*.json")
    report = json.loads(path.read_text(encoding="utf-8"))
    assert report["rss_kb"] > 0 and report["traced"] is not None
    assert report["structures"]["games"]["bytes"] >= 30_000
    cached = report["structures"]["lru bot.fake_cached._cached"]
    assert cached["entries"] == 1 and cached["hits"] >= 1 and cached["bytes"] >= 20_000
    assert isinstance(report["sites"], dict)
