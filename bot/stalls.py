"""Event-loop stalls: what kept the bot's event loop from answering clicks.

Every click must be acknowledged within three seconds, and the bot aims at 40 ms; a loop busy
with one piece of work for 300 ms delays every click that arrives meanwhile. :class:`StallWatch`
is a watchdog thread beside the loop. The loop stamps a heartbeat every ``interval``; when the
thread finds the stamp older than ``threshold``, it samples the loop thread's Python stack
(``sys._current_frames``) while the stall lasts, and when the loop runs again the stall is
recorded with its length, the stack seen most often (its innermost frame, then the project's
frames) and the share of it the loop's thread spent on a CPU (its CPU time is stamped with each
heartbeat). A stall with a thread mostly off the CPU, or found waiting in its selector, was not
the loop's work but starvation: the process got no CPU (other processes, the render workers)
or a timer fired late. Those are counted apart as ``starved``: their stacks are wherever the
scheduler stopped the thread. A stall that the garbage collector filled for the most part is
told as such (it holds the interpreter lock, so no stack is sampled while it runs):
:func:`freeze_long_lived` keeps what the bot loads at start-up out of its walks.

``STALL_WARN_MS`` (``bot.config``; default 250, 0 turns it off) sets the threshold. Each stall
is logged as a warning, at most one a second for the same place (the others are counted and
told with the next one); :attr:`StallWatch.summary` keeps the totals, and the load script
(``tests/e2e/load.py``) sums the logged stalls of its window. The watch costs a thread waking
every ``interval`` and one timer on the loop.
"""

from __future__ import annotations

import asyncio
import collections
import gc
import logging
import os
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import FrameType

log = logging.getLogger("bot.stalls")

# Where the project's code lives: a stack is told by its innermost frames in these folders.
PROJECT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OWN = tuple(os.path.join(PROJECT, part) + os.sep for part in ("bot", "render", "rules"))
# Frames that every stack of the loop has: they tell nothing.
NOISE = (os.path.abspath(__file__), os.path.join(PROJECT, "bot", "__main__.py"))
# The frames of an idle loop: waiting in its selector for the next event.
IDLE = ("selectors.py", "select"), ("base_events.py", "_run_once")
STARVED = "starved (the loop was idle: no CPU for the process, or a late timer)"
DEPTH = 4  # project frames named per stack
# How many places of stalls are remembered (for the totals, and to log each at most once a
# second); a bot that runs for weeks keeps no more.
PLACES_KEPT = 256
# A stall that garbage collections filled for the most part.
COLLECTING = "garbage collection (generation {})"
# A stall during which the loop's thread ran less than this share of the time was mostly
# waiting for a CPU, not working: its place is where the scheduler happened to stop it.
BUSY_SHARE = 0.5


def _short(path: str) -> str:
    """A frame's file: relative to the project, or from its package's folder
    (``discord/state.py``), or its name."""
    if path.startswith(OWN):
        return os.path.relpath(path, PROJECT)
    parent, name = os.path.split(path)
    package = os.path.basename(parent)
    if package and package not in ("lib", "python3.11") and "python3" not in package:
        return f"{package}/{name}"
    return name


def describe(frame: FrameType | None) -> str:
    """A stack in one line, innermost first: the innermost frame (wherever it is), then up to
    ``DEPTH`` frames of the project (``discord/state.py:620 parse_message_create ←
    bot/presenter/table.py:201 _show ← …``); a loop waiting in its selector is ``STARVED``."""
    if frame is None:
        return "?"
    code = frame.f_code
    if (os.path.basename(code.co_filename), code.co_name) in IDLE:
        return STARVED
    parts: list[str] = []
    innermost = True
    while frame is not None and len(parts) < DEPTH:
        path = frame.f_code.co_filename
        if (innermost or path.startswith(OWN)) and path not in NOISE:
            parts.append(f"{_short(path)}:{frame.f_lineno} {frame.f_code.co_name}")
        innermost = False
        frame = frame.f_back
    return " ← ".join(parts) or "?"


@dataclass
class Stall:
    started: float  # time.monotonic() of the last heartbeat before it
    seconds: float
    where: str  # the stack seen most often while it lasted (describe())
    # The share of the stall that the loop's thread ran on a CPU (its CPU time between the
    # heartbeats around it): under BUSY_SHARE the process was mostly starved. None: unknown.
    cpu: float | None = None

    @property
    def starved(self) -> bool:
        return self.where == STARVED or (self.cpu is not None and self.cpu < BUSY_SHARE)


@dataclass
class Summary:
    stalls: int = 0
    seconds: float = 0.0
    longest: float = 0.0
    starved: int = 0
    by_place: collections.Counter[str] = field(default_factory=collections.Counter)


class StallWatch:
    """A watchdog thread that records the event loop's stalls (see the module's doc)."""

    def __init__(
        self,
        threshold: float,
        *,
        interval: float | None = None,
        clock: Callable[[], float] = time.monotonic,
        report: Callable[[Stall], None] | None = None,
        cpu: Callable[[], float] = time.thread_time,
    ) -> None:
        """``clock`` and ``cpu`` (the calling thread's CPU seconds; called on the loop's
        thread) are for tests."""
        self.threshold = threshold
        self.interval = interval if interval is not None else min(0.05, threshold / 4)
        self.clock = clock
        self.summary = Summary()
        self._report = report or self._log
        self._cpu = cpu
        # The last heartbeat: (clock, CPU seconds of the loop's thread), one tuple so that the
        # watchdog reads both parts of the same beat.
        self._beat = (clock(), cpu())
        self._loop_thread: int | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._task: asyncio.Task[None] | None = None
        # The heartbeat a stall under way follows, and the stacks sampled while it lasts.
        self._stalled_since: tuple[float, float] | None = None
        self._samples: collections.Counter[str] = collections.Counter()
        # The loop thread's last garbage collections: (start, end, generation) by the clock.
        # The collector holds the interpreter lock, so the watchdog cannot sample one while it
        # runs: a stall is told as garbage collection when collections filled half of it.
        self._collections: collections.deque[tuple[float, float, int]] = collections.deque(maxlen=8)
        self._collect_start = 0.0
        self._logged: dict[str, float] = {}  # place -> when it was last logged
        self._unlogged: collections.Counter[str] = collections.Counter()

    def start(self) -> None:
        """Start beating on the running loop and watching it from a daemon thread."""
        self._loop_thread = threading.get_ident()
        self.beat()
        gc.callbacks.append(self._gc_phase)
        self._task = asyncio.get_running_loop().create_task(self._heartbeat(), name="stall-watch")
        self._thread = threading.Thread(target=self._watch, name="stall-watch", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        if self._gc_phase in gc.callbacks:
            gc.callbacks.remove(self._gc_phase)
        self._stop.set()
        if self._task is not None:
            self._task.cancel()
        if self._thread is not None:
            self._thread.join(timeout=1.0)

    def _gc_phase(self, phase: str, info: dict[str, int]) -> None:
        if threading.get_ident() != self._loop_thread:
            return
        if phase == "start":
            self._collect_start = self.clock()
        else:
            self._collections.append((self._collect_start, self.clock(), info["generation"]))

    def _collected(self, since: float, until: float) -> tuple[float, int]:
        """Seconds the loop's thread spent collecting garbage between ``since`` and ``until``,
        and the oldest generation collected."""
        spent, generation = 0.0, -1
        for start, end, gen in list(self._collections):
            overlap = min(end, until) - max(start, since)
            if overlap > 0:
                spent += overlap
                generation = max(generation, gen)
        return spent, generation

    def beat(self) -> None:
        """The loop ran (the heartbeat task calls it every ``interval``)."""
        self._beat = (self.clock(), self._cpu())

    async def _heartbeat(self) -> None:
        while True:
            self.beat()
            await asyncio.sleep(self.interval)

    def _watch(self) -> None:
        while not self._stop.wait(self.interval):
            self.check()

    def check(self) -> None:
        """One look at the heartbeat (the thread calls it every ``interval``): a stall under
        way is sampled; one that has ended (the heartbeat moved) is recorded."""
        beat = self._beat
        before = self._stalled_since
        if before is not None and beat != before:
            # The next beat came one interval (the heartbeat's sleep) plus the stall later, and
            # the loop's thread spent its CPU time in the stall (a sleep takes none).
            seconds = beat[0] - before[0] - self.interval
            cpu = (beat[1] - before[1]) / seconds if seconds > 0 else None
            collected, generation = self._collected(before[0], beat[0])
            if seconds > 0 and collected >= seconds / 2:
                self._samples.clear()
                self._samples[COLLECTING.format(generation)] += 1
            self._record(seconds, None if cpu is None else min(1.0, cpu))
        if self.clock() - beat[0] <= self.threshold + self.interval:
            return
        self._stalled_since = beat
        frame = sys._current_frames().get(self._loop_thread or -1)
        self._samples[describe(frame)] += 1

    def _record(self, seconds: float, cpu: float | None = None) -> None:
        started = self._stalled_since[0] if self._stalled_since else 0.0
        self._stalled_since = None
        where = self._samples.most_common(1)[0][0] if self._samples else "?"
        self._samples.clear()
        stall = Stall(started, seconds, where, cpu)
        s = self.summary
        s.stalls += 1
        s.seconds += seconds
        s.longest = max(s.longest, seconds)
        s.starved += stall.starved
        s.by_place[STARVED if stall.starved else where] += 1
        if len(s.by_place) > PLACES_KEPT:  # a bot runs for weeks: keep the commonest places
            s.by_place = collections.Counter(dict(s.by_place.most_common(PLACES_KEPT // 2)))
        self._report(stall)

    def _log(self, stall: Stall) -> None:
        now = self.clock()
        if now - self._logged.get(stall.where, -1e9) < 1.0:
            self._unlogged[stall.where] += 1
            return
        if len(self._logged) > PLACES_KEPT:  # places logged over a second ago: forgotten
            self._logged = {k: t for k, t in self._logged.items() if now - t < 1.0}
        self._logged[stall.where] = now
        more = self._unlogged.pop(stall.where, 0)
        log.warning(
            "event loop stalled for about %d ms%s in %s%s",
            round(stall.seconds * 1000),
            "" if stall.cpu is None else f" (on a CPU {stall.cpu:.0%} of it)",
            stall.where,
            f" (and {more} more stalls there since the last report)" if more else "",
        )


def freeze_long_lived() -> int:
    """Move every object alive now (modules, catalogues, card data, the servers discord.py
    cached) out of the garbage collector's reach, and return how many are frozen. A collection
    of the oldest generation walks every tracked object: with the catalogues alone it took
    130–150 ms, in a bot under load about 300 ms, at whatever moment an allocation set it off,
    while clicks waited (docs/scale.md). Objects made later are collected as before; a frozen
    object is still freed when its last reference goes (only a cycle among frozen objects
    would stay)."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()
