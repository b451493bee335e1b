"""bot/memprobe.py: the on-demand report of what holds memory (tests/perf/memory_breakdown.py)."""

from __future__ import annotations

import functools
import json
import os
import signal
import subprocess
import sys
import tracemalloc
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot import memprobe

FRESH = "MEMPROBE_TEST_FRESH"


def fresh_process(test: Callable[..., None]) -> Callable[..., None]:
    """Runs ``test`` in a new interpreter. The report walks every object of its process (the
    census, the owner chains' ``gc.get_referrers``): in a test worker that has run a thousand
    tests first that is millions of objects and minutes, in the bot a few seconds. The outer
    run passes or fails with the inner one."""

    @functools.wraps(test)
    def run(*args: Any, **kwargs: Any) -> None:
        if os.environ.get(FRESH) == test.__name__:
            test(*args, **kwargs)
            return
        node = f"{Path(__file__).resolve()}::{test.__name__}"
        done = subprocess.run(
            [sys.executable, "-m", "pytest", node, "-p", "no:cacheprovider", "-p", "no:xdist"],
            env={**os.environ, FRESH: test.__name__},
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
        assert " passed" in done.stdout, done.stdout[-2000:]

    return run


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


@fresh_process
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


def test_kb_fields_reads_proc_lines() -> None:
    text = (
        "5599e29f1000-7ffcc5da2000 ---p 00000000 00:00 0    [rollup]\n"
        "Rss:                1772 kB\nPss:                 231 kB\nShared_Clean:  1620 kB\n"
        "Name:\tpython3\nVmRSS:\t  9000 kB\n"
    )
    assert memprobe.kb_fields(text) == {
        "Rss": 1772,
        "Pss": 231,
        "Shared_Clean": 1620,
        "VmRSS": 9000,
    }


def test_smaps_rollup_of_this_process() -> None:
    if not Path("/proc/self/smaps_rollup").exists():
        pytest.skip("no smaps_rollup here")
    smaps = memprobe.smaps_rollup()
    assert 0 < smaps["Pss"] <= smaps["Rss"]
    assert memprobe.smaps_rollup(2**31 - 1) == {}  # no such process


DEBUGMALLOCSTATS = """\
Small block threshold = 512, in 32 size classes.

class   size   num pools   blocks in use  avail blocks
-----   ----   ---------   -------------  ------------
    0     16          23           22877          678

# arenas allocated total           =                    3
# arenas reclaimed                 =                    0
# arenas highwater mark            =                    3
# arenas allocated current         =                    3
3 arenas * 1048576 bytes/arena     =            3,145,728

# bytes in allocated blocks        =            2,189,600
# bytes in available blocks        =              299,392
36 unused pools * 16384 bytes      =              589,824
# bytes lost to pool headers       =                7,344
# bytes lost to quantization       =               10,416
# bytes lost to arena alignment    =               49,152
Total                              =            3,145,728

           11 free PyDictObjects * 48 bytes each =                  528
"""


def test_parse_pymalloc_totals() -> None:
    assert memprobe.parse_pymalloc(DEBUGMALLOCSTATS) == {
        "arenas": 3,
        "in_use": 2_189_600,
        "free_blocks": 299_392,
        "free_pools": 589_824,
        "total": 3_145_728,
    }
    live = memprobe.pymalloc()
    if live:  # CPython: this very process
        assert live["arenas"] >= 1 and 0 < live["in_use"] <= live["total"]


def test_count_heaps_and_mallinfo() -> None:
    xml = '<malloc version="1">\n<heap nr="0">\n</heap>\n<heap nr="1">\n</heap>\n</malloc>'
    assert memprobe.count_heaps(xml) == 2
    info = memprobe.mallinfo()
    if info is None:
        pytest.skip("no mallinfo2 here")
    before = info["in_use"] + info["mmapped"]
    block = bytearray(8 << 20)  # 8 MiB from the C heap (mapped on its own or from an arena)
    after = memprobe.mallinfo()
    assert after is not None and after["in_use"] + after["mmapped"] >= before + (8 << 20) - 4096
    del block
    arenas = memprobe.malloc_arenas()
    assert arenas is None or arenas >= 1


def test_fit_separates_fill_up_from_per_game() -> None:
    # 200 KB a game and a 3 MB fill-up, seen between two reports of runs of three sizes.
    points = [(g, 200_000 * g + 3_000_000) for g in (15, 30, 45)]
    per_game, fixed = memprobe.fit(points)
    assert per_game == pytest.approx(200_000) and fixed == pytest.approx(3_000_000)
    # One size only: the plain slope, as the load script gives it.
    assert memprobe.fit([(30, 9_000_000)]) == (300_000, 0.0)
    with pytest.raises(ValueError):
        memprobe.fit([])


def test_report_without_walking(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """MEMORY_PROBE_WALK=0: where the memory sits, but no structure walked (a walk writes the
    reference counts of what it measures, unsharing a render worker's pages)."""
    monkeypatch.setenv(memprobe.ENV, str(tmp_path))
    monkeypatch.setenv(memprobe.WALK_ENV, "0")
    path = memprobe.write("w", {"games": {"g": "w" * 30_000}}, None)
    report = json.loads(path.read_text(encoding="utf-8"))
    assert report["structures"] == {} and report["sites"] == {}
    assert set(report["memory"]) == {"smaps", "malloc", "malloc_arenas", "pymalloc"}
    monkeypatch.setenv(memprobe.WALK_ENV, "1")
    path = memprobe.write("w", {"games": {"g": "w" * 30_000}}, None)
    assert json.loads(path.read_text(encoding="utf-8"))["structures"]["games"]["bytes"] >= 30_000


class _Orphan:
    """Held by no named structure: the census must find it, by type."""

    def __init__(self, text: str) -> None:
        self.text = text


class _Keeper:
    def __init__(self) -> None:
        self.held: list[_Orphan] = []


@fresh_process
def test_census_counts_what_no_structure_reached(tmp_path: Path) -> None:
    named = {"a": _Orphan("n" * 40_000)}
    keeper = _Keeper()
    keeper.held = [_Orphan("o" * 20_000) for _ in range(3)]
    seen: set[int] = set()
    memprobe.structures({"named": named}, None, seen)
    samples: dict[str, Any] = {}
    found = memprobe.census(seen, samples)
    row = found[memprobe.type_name(keeper.held[0])]
    assert row[0] == 3  # the named one was reached by its structure, not counted again
    assert 60_000 <= row[1] < 100_000  # with the strings they hold, once each
    chains = memprobe.owners(found, samples, {id(named): "named"}, top=50)
    assert memprobe.type_name(keeper) in chains[memprobe.type_name(keeper.held[0])]


async def test_running_tasks_are_walked_with_their_locals() -> None:
    """A game read for a click sits in a task's frames while the click is handled: the walk
    names it after the task's coroutine."""
    import asyncio

    started = asyncio.Event()

    async def inner(payload: str) -> None:
        started.set()
        await asyncio.sleep(10)

    async def handle_click() -> None:
        game = {"state": "s" * 50_000}
        await inner(game["state"])

    task = asyncio.create_task(handle_click())
    await started.wait()
    try:
        out = memprobe.structures({}, None)
        (name,) = [n for n in out if n.endswith("handle_click")]
        assert out[name]["bytes"] >= 50_000 and out[name]["entries"] == 1
    finally:
        task.cancel()


@fresh_process
def test_report_with_census(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(memprobe.ENV, str(tmp_path))
    monkeypatch.setenv(memprobe.CENSUS_ENV, "1")
    keep = [_Orphan("c" * 10_000) for _ in range(2)]
    path = memprobe.write("c", {"games": {"g": "w" * 30_000}}, None)
    report = json.loads(path.read_text(encoding="utf-8"))
    assert report["census"][memprobe.type_name(keep[0])][0] >= 2
    assert isinstance(report["owners"], dict)


def test_garbage_counts_cycles_nothing_reaches_and_frees_them() -> None:
    import gc

    gc.collect()
    gc.disable()
    try:
        for _ in range(5):
            a, b = _Keeper(), _Keeper()
            a.held, b.held = [b], [a]  # type: ignore[list-item]
        del a, b
        found = memprobe.garbage()
        assert found[memprobe.type_name(_Keeper())][0] == 10
        assert memprobe.type_name(_Keeper()) not in memprobe.garbage()  # freed by the first
    finally:
        gc.enable()
