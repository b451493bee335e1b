"""The event-loop stall watch (bot/stalls.py): what kept the loop from answering clicks."""

from __future__ import annotations

import asyncio
import logging
import os
import time
from dataclasses import dataclass
from typing import Any, cast

import pytest

from bot import stalls
from bot.stalls import STARVED, Stall, StallWatch, describe


@dataclass
class Code:
    co_filename: str
    co_name: str


@dataclass
class Frame:
    f_code: Code
    f_lineno: int
    f_back: Frame | None = None


def stack(*frames: tuple[str, str, int]) -> Any:
    """A fake stack, innermost frame first: (path, function, line)."""
    back: Frame | None = None
    for path, name, line in reversed(frames):
        back = Frame(Code(path, name), line, back)
    return back


ROOT = stalls.PROJECT


def test_a_stack_is_told_by_its_innermost_project_frames() -> None:
    frame = stack(
        ("/usr/lib/python3.11/json/encoder.py", "iterencode", 10),
        (os.path.join(ROOT, "bot", "store", "sqlite.py"), "save_action", 250),
        (os.path.join(ROOT, "bot", "manager", "play.py"), "apply", 90),
        ("/usr/lib/python3.11/asyncio/events.py", "_run", 80),
    )
    assert describe(cast(Any, frame)) == (
        "json/encoder.py:10 iterencode ← bot/store/sqlite.py:250 save_action"
        " ← bot/manager/play.py:90 apply"
    )


def test_no_project_frame_names_the_innermost_one() -> None:
    frame = stack(
        ("/venv/lib/python3.11/site-packages/discord/state.py", "parse_message_create", 620),
        (os.path.join(ROOT, "bot", "__main__.py"), "main", 174),
    )
    assert describe(cast(Any, frame)) == "discord/state.py:620 parse_message_create"
    assert describe(None) == "?"


def test_a_loop_waiting_in_its_selector_was_starved_not_busy() -> None:
    frame = stack(
        ("/usr/lib/python3.11/selectors.py", "select", 468),
        ("/usr/lib/python3.11/asyncio/base_events.py", "_run_once", 1884),
    )
    assert describe(cast(Any, frame)) == STARVED


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_stall_is_recorded_once_the_loop_beats_again() -> None:
    clock = Clock()
    cpu = Clock()  # the loop thread's CPU seconds
    seen: list[Stall] = []
    watch = StallWatch(0.2, interval=0.05, clock=clock, cpu=cpu, report=seen.append)
    watch.beat()  # at 0
    for t in (0.05, 0.1, 0.2, 0.25):  # late, but not past the threshold and one interval
        clock.now = t
        watch.check()
    assert seen == [] and watch.summary.stalls == 0
    for t in (0.3, 0.35, 0.4):  # stalled: sampled each time
        clock.now = t
        watch.check()
    assert seen == []
    clock.now, cpu.now = 0.42, 0.333  # the loop runs again, after 0.333 s of CPU
    watch.beat()
    clock.now = 0.45
    watch.check()
    assert len(seen) == 1
    assert seen[0].seconds == pytest.approx(0.37)  # 0.42 - 0 - one interval of sleep
    assert seen[0].cpu == pytest.approx(0.9) and not seen[0].starved
    assert watch.summary.stalls == 1 and watch.summary.longest == pytest.approx(0.37)
    assert watch.summary.starved == 0
    # No stall now: nothing more is recorded.
    clock.now = 0.5
    watch.check()
    assert len(seen) == 1
    # A stall with the thread mostly off the CPU was starvation, whatever its stack said.
    watch.beat()
    clock.now = 1.0
    watch.check()
    clock.now, cpu.now = 1.1, 0.4
    watch.beat()
    watch.check()
    assert seen[1].cpu == pytest.approx(0.067 / 0.55, abs=1e-3) and seen[1].starved
    assert watch.summary.starved == 1


async def test_a_blocking_call_on_the_loop_is_caught_with_its_place() -> None:
    seen: list[Stall] = []
    watch = StallWatch(0.05, interval=0.01, report=seen.append)
    watch.start()
    try:
        await asyncio.sleep(0.05)
        spin_until = time.thread_time() + 0.3
        while time.thread_time() < spin_until:  # the loop is busy: no click is answered meanwhile
            pass
        await asyncio.sleep(0.1)
        time.sleep(0.3)  # blocked too, but off the CPU, as if the process had been starved
        await asyncio.sleep(0.1)
    finally:
        watch.stop()
    busy, idle = sorted((s for s in seen if s.seconds >= 0.2), key=lambda s: s.started)[:2]
    assert busy.seconds >= 0.2 and 0.2 <= idle.seconds <= 0.6
    assert "test_a_blocking_call_on_the_loop_is_caught_with_its_place" in busy.where
    # A thread that sleeps takes no CPU: the loop's CPU stamps tell the two apart. (How much
    # of the spin had a CPU depends on the machine's load: it is not asserted.)
    assert busy.cpu is not None and idle.cpu is not None
    assert idle.cpu < 0.1 < busy.cpu and idle.starved


def test_stalls_at_one_place_are_logged_at_most_once_a_second(
    caplog: pytest.LogCaptureFixture,
) -> None:
    clock = Clock()
    watch = StallWatch(0.2, interval=0.05, clock=clock)
    caplog.set_level(logging.WARNING, logger="bot.stalls")
    place = "bot/presenter/table.py:200 _show"
    for at in (10.0, 10.5, 10.8, 11.2):
        clock.now = at
        watch._log(Stall(at, 0.3, place))
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2
    assert lines[0] == f"event loop stalled for about 300 ms in {place}"
    clock.now = 20.0
    watch._log(Stall(20.0, 0.3, place, cpu=0.25))
    assert caplog.records[-1].getMessage() == (
        f"event loop stalled for about 300 ms (on a CPU 25% of it) in {place}"
    )
    assert lines[1].endswith("(and 2 more stalls there since the last report)")


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the garbage collector frees it


async def test_a_stall_in_the_garbage_collector_says_so() -> None:
    """A full collection stalls the loop wherever an allocation set it off: the stall is told
    as garbage collection, not as the line that happened to allocate."""
    import gc

    seen: list[Stall] = []
    watch = StallWatch(0.02, interval=0.004, report=seen.append)
    kept = [Node() for _ in range(800_000)]  # many tracked objects: a slow full collection
    watch.start()
    try:
        await asyncio.sleep(0.02)
        spent = time.perf_counter()
        gc.collect()
        spent = time.perf_counter() - spent
        await asyncio.sleep(0.05)
    finally:
        watch.stop()
        del kept
    if spent < 0.04:
        pytest.skip(f"the collection took only {spent * 1000:.0f} ms here")
    assert any(s.where == stalls.COLLECTING.format(2) for s in seen), seen


def test_objects_alive_at_start_up_are_frozen_out_of_collection() -> None:
    import gc

    before = gc.get_freeze_count()
    try:
        kept = [Node() for _ in range(1000)]
        assert stalls.freeze_long_lived() >= before + 1000
        assert not any(gc.is_tracked(n) and n in gc.get_objects(0) for n in kept[:3])
    finally:
        gc.unfreeze()


def test_a_bot_running_for_weeks_remembers_a_bounded_number_of_places() -> None:
    clock = Clock()
    watch = StallWatch(0.2, interval=0.05, clock=clock, report=lambda _stall: None)
    for i in range(3 * stalls.PLACES_KEPT):
        clock.now = float(i)
        watch._log(Stall(clock.now, 0.3, f"bot/x.py:{i} f"))
        watch._stalled_since = (clock.now, 0.0)
        watch._samples[f"bot/x.py:{i} f"] += 1
        watch._record(0.3)
    assert len(watch._logged) <= stalls.PLACES_KEPT + 1
    assert len(watch.summary.by_place) <= stalls.PLACES_KEPT + 1
    assert watch.summary.stalls == 3 * stalls.PLACES_KEPT
