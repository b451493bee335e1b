"""What every game's render bench shares (``python -m render.<game>.bench``): timing one kind of
image. Imports no game: a game's bench hands it the render calls of its own sample positions."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def measure(fn: Callable[[], bytes], n: int) -> tuple[float, float, float, int]:
    """``fn`` (a render call returning PNG bytes) run once cold, then ``n`` times: the median
    and p95 of the ``n`` runs and the first run, in ms, and the PNG's size in bytes."""
    start = time.perf_counter()
    png = fn()
    cold = (time.perf_counter() - start) * 1000
    times: list[float] = []
    for _ in range(n):
        start = time.perf_counter()
        png = fn()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    return statistics.median(times), p95, cold, len(png)
