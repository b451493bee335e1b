"""Time as a function, so that timers can be tested with a fake clock."""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], float]
"""Seconds since the epoch."""


def system_clock() -> float:
    return time.time()


def scaled_clock(speed: float) -> Clock:
    """The system clock, or (tests) one running ``speed`` times faster from now on."""
    if speed == 1.0:
        return system_clock
    start = time.time()

    def clock() -> float:
        return start + (time.time() - start) * speed

    return clock
