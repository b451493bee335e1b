"""Render pool throughput and event-loop lag, threads against processes: ``python -m
bot.games.hadara.render_bench``.

Asks the pool for N different tables at once (a new version each, so every request misses the
cache) of a 5-player mid-game position, as the bot does under load, and prints per mode:
images per second, median and p95 latency from request to PNG, the event loop's lag (how late
a 10 ms ``asyncio.sleep`` loop wakes up while the images are drawn: what every interaction of
the bot would wait on top of its own work) and the CPU used by this process itself (workers
not counted). The load average is printed before and after: the figures mean little on a busy
machine.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from bot import i18n
from bot.config import default_render_workers
from bot.render_pool import RenderPool
from render.hadara import render_prompt, render_table
from render.hadara.samples import GOLDEN_NAMES, positions

TICK = 0.010


def percentile(values: Sequence[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def loadavg() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


async def lag_while(done: asyncio.Event) -> list[float]:
    """Seconds each 10 ms sleep overslept, until ``done``."""
    lags: list[float] = []
    while not done.is_set():
        start = time.perf_counter()
        await asyncio.sleep(TICK)
        lags.append(time.perf_counter() - start - TICK)
    return lags


async def run_mode(
    pool: RenderPool, n: int, name: str, fn: Callable[..., bytes], args: Sequence[Any]
) -> dict[str, float]:
    await pool.start()
    done = asyncio.Event()
    monitor = asyncio.ensure_future(lag_while(done))
    latencies: list[float] = []

    async def one(version: int) -> None:
        start = time.perf_counter()
        await pool.render(f"bench-{name}", version, None, "table", "en-US", fn, *args)
        latencies.append(time.perf_counter() - start)

    cpu, wall = time.process_time(), time.perf_counter()
    await asyncio.gather(*(one(v) for v in range(n)))
    wall = time.perf_counter() - wall
    cpu = time.process_time() - cpu
    done.set()
    lags = await monitor
    await pool.aclose()
    return {
        "images/s": n / wall,
        "latency p50": statistics.median(latencies) * 1000,
        "latency p95": percentile(latencies, 95) * 1000,
        "lag p50": statistics.median(lags) * 1000,
        "lag p95": percentile(lags, 95) * 1000,
        "lag max": max(lags) * 1000,
        "ticks": len(lags),
        "bot CPU": cpu / wall,
    }


async def bench(n: int, workers: int, threads: int, kind: str) -> None:
    pos = positions(5, "basic", 1)["mid"]
    t = i18n.catalog().translator("en-US")
    names = list(GOLDEN_NAMES)
    fn: Callable[..., bytes]
    args: tuple[Any, ...]
    if kind == "table":
        fn, args = render_table, (pos.spectator, t, names)
    else:
        fn, args = render_prompt, (pos.seat_view, t, names, pos.actions)
    print(f"{n} different {kind} images requested at once, 5 players; cores {os.cpu_count()}")
    print(f"load average before: {loadavg()}")
    header = (
        f"{'mode':<14}{'images/s':>9}{'latency p50':>13}{'p95 ms':>8}"
        f"{'loop lag p50':>14}{'p95':>7}{'max ms':>8}{'bot CPU':>9}"
    )
    print(header)
    modes = [
        (f"{threads} threads", RenderPool(max_workers=threads)),
        (f"{workers} processes", RenderPool(processes=workers)),
    ]
    for label, pool in modes:
        r = await run_mode(pool, n, label.replace(" ", "-"), fn, args)
        print(
            f"{label:<14}{r['images/s']:>9.1f}{r['latency p50']:>13.0f}{r['latency p95']:>8.0f}"
            f"{r['lag p50']:>14.1f}{r['lag p95']:>7.1f}{r['lag max']:>8.1f}"
            f"{r['bot CPU']:>9.2f}"
        )
    print(f"load average after: {loadavg()}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.games.hadara.render_bench", description=__doc__
    )
    parser.add_argument("-n", type=int, default=100, help="images per mode (default 100)")
    parser.add_argument(
        "--workers",
        type=int,
        default=default_render_workers(),
        help="render processes (default: RENDER_WORKERS' default, one per core up to 4)",
    )
    parser.add_argument("--threads", type=int, default=2, help="render threads (default 2)")
    parser.add_argument("--kind", choices=("table", "prompt"), default="table")
    args = parser.parse_args(argv)
    if args.n < 1 or args.workers < 1 or args.threads < 1:
        parser.error("-n, --workers and --threads must be at least 1")
    asyncio.run(bench(args.n, args.workers, args.threads, args.kind))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
