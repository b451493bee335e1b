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
    seen: list[Stall] = []
    watch = StallWatch(0.2, interval=0.05, clock=clock, report=seen.append)
    watch.beat()  # at 0
    for t in (0.05, 0.1, 0.2, 0.25):  # late, but not past the threshold and one interval
        clock.now = t
        watch.check()
    assert seen == [] and watch.summary.stalls == 0
    for t in (0.3, 0.35, 0.4):  # stalled: sampled each time
        clock.now = t
        watch.check()
    assert seen == []
    clock.now = 0.42
    watch.beat()  # the loop runs again
    clock.now = 0.45
    watch.check()
    assert len(seen) == 1
    assert seen[0].seconds == pytest.approx(0.37)  # 0.42 - 0 - one interval of sleep
    assert watch.summary.stalls == 1 and watch.summary.longest == pytest.approx(0.37)
    # No stall now: nothing more is recorded.
    clock.now = 0.5
    watch.check()
    assert len(seen) == 1


async def test_a_blocking_call_on_the_loop_is_caught_with_its_place() -> None:
    seen: list[Stall] = []
    watch = StallWatch(0.05, interval=0.01, report=seen.append)
    watch.start()
    try:
        await asyncio.sleep(0.05)
        time.sleep(0.3)  # the loop is busy: no click could be answered meanwhile
        await asyncio.sleep(0.1)
    finally:
        watch.stop()
    assert seen, "the stall was not recorded"
    longest = max(seen, key=lambda s: s.seconds)
    assert 0.2 <= longest.seconds <= 0.6
    # time.sleep keeps the thread off the CPU: /proc tells it (a busy loop would be near 100 %).
    assert longest.cpu is not None and longest.cpu < 0.5 and longest.starved
    assert "test_a_blocking_call_on_the_loop_is_caught_with_its_place" in longest.where
    assert longest.where != STARVED


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


def test_a_busy_loop_is_on_the_cpu() -> None:
    import threading

    spent = stalls.thread_cpu(threading.get_native_id())
    end = time.process_time() + 0.2
    while time.process_time() < end:
        pass
    after = stalls.thread_cpu(threading.get_native_id())
    assert spent is not None and after is not None
    assert after - spent >= 0.15
