"""Time as a function, so that timers can be tested with a fake clock."""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], float]
"""Seconds since the epoch."""


def system_clock() -> float:
    return time.time()
