"""Render timings and PNG sizes for a 5-player mid-game position: ``python -m render.hadara.bench``.

Prints median and p95 over N renders (default 50) of each image kind (and of the decision
picture of every other step, from a 5-player advanced game), on one core, after one warm-up
render (fonts and icons are cached per process, as in the bot).
"""

from __future__ import annotations

import argparse
import functools
import time
from collections.abc import Callable

from render.bench import measure
from render.cache import RenderCache, key
from render.hadara import render_prompt, render_scoresheet, render_table, render_tableau
from render.hadara.i18n import english
from render.hadara.samples import positions
from render.samples import GOLDEN_NAMES as NAMES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render.hadara.bench", description=__doc__)
    parser.add_argument("-n", type=int, default=50)
    args = parser.parse_args(argv)
    pos = positions(5, "basic", 1)["mid"]
    view, seat_view = pos.spectator, pos.seat_view
    kinds: dict[str, Callable[[], bytes]] = {
        "table": lambda: render_table(view, english, NAMES),
        "prompt (draw round)": lambda: render_prompt(seat_view, english, NAMES, pos.actions),
        "tableau": lambda: render_tableau(view, english, NAMES, 0),
        "score sheet": lambda: render_scoresheet(view, english, NAMES),
    }
    # the decision picture of every other step, from a 5-player advanced game
    steps = positions(5, "advanced", 2)
    for step in ("side", "wheel", "take", "colony", "statue", "feed", "medal"):
        p = steps[step]
        kinds[f"prompt ({step})"] = functools.partial(
            render_prompt, p.seat_view, english, NAMES, p.actions
        )
    print(f"5 players, epoch {view['epoch']}, step {view['step']}, {args.n} renders each")
    print(f"{'image':<24}{'median ms':>10}{'p95 ms':>9}{'first ms':>10}{'PNG KB':>9}")
    for name, fn in kinds.items():
        median, p95, cold, size = measure(fn, args.n)
        print(f"{name:<24}{median:>10.1f}{p95:>9.1f}{cold:>10.1f}{size / 1024:>9.1f}")
    cache = RenderCache()
    k = key("bench", int(view["version"]), None, "table", "en-US")
    cache.get_or_render(k, kinds["table"])
    start = time.perf_counter()
    for _ in range(args.n):
        cache.get_or_render(k, kinds["table"])
    per = (time.perf_counter() - start) * 1_000_000 / args.n
    print(f"cached table: {per:.1f} µs per request ({cache.misses} render, {cache.hits} hits)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
