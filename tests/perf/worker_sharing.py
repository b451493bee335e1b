"""What a render worker costs when it is forked from a process that loaded less or more.

Mimics the render pool's forkserver: this process imports what ``bot.render_pool.preload``
names, then, by ``--mode``, nothing more (``none``: each worker loads the catalogues and warms
up itself, as before issue 31's second pass), the catalogues (``catalog``), or everything
``bot.render_preload`` does (``warm``: catalogues, one drawing of each kind, ``gc.freeze``).
It forks ``--workers`` children that warm up (a no-op when warm) and draw Hadara tables and
prompts of 3-5 players in the four languages, trims their heaps, and prints their RSS, PSS and
private pages (``/proc/PID/smaps_rollup``) and the parent's PSS: PSS counts each shared page
once, shared among the processes that map it.

    python tests/perf/worker_sharing.py --mode none
    python tests/perf/worker_sharing.py --mode warm

Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from pathlib import Path

ROOT = Path(__file__).absolute().parents[2]
sys.path.insert(0, str(ROOT))

from bot import i18n, memprobe, render_pool  # noqa: E402


def draw(seed: int) -> None:
    from render.hadara import render_prompt, render_table
    from render.hadara.samples import GOLDEN_NAMES, positions

    render_pool.warm()
    for locale in ("en-US", "cs", "pl", "ru"):
        t = i18n.catalog().translator(locale)
        for players in (3, 4, 5):
            for pos in positions(players, "basic", seed).values():
                names = GOLDEN_NAMES[:players]
                render_table(pos.spectator, t, names)
                render_prompt(pos.seat_view, t, names, pos.actions)
    render_pool.trim_heap()
    gc.collect()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("none", "catalog", "warm"), default="warm")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    for module in render_pool.preload()[:-1]:  # the last one is bot.render_preload
        importlib.import_module(module)
    if args.mode == "catalog":
        i18n.catalog()
    elif args.mode == "warm":
        importlib.import_module(render_pool.PRELOAD)
    if args.mode == "catalog":
        gc.collect()
        gc.freeze()
    ready_r, ready_w = os.pipe()
    stop_r, stop_w = os.pipe()
    children = []
    for n in range(args.workers):
        pid = os.fork()
        if pid == 0:
            draw(n + 1)
            os.write(ready_w, b"x")
            os.read(stop_r, 1)
            os._exit(0)
        children.append(pid)
    for _ in children:
        os.read(ready_r, 1)
    kids = [memprobe.smaps_rollup(pid) for pid in children]
    parent = memprobe.smaps_rollup()
    os.write(stop_w, b"x" * len(children))
    for pid in children:
        os.waitpid(pid, 0)

    def mib(key: str) -> float:
        return sum(k.get(key, 0) for k in kids) / 1024

    private = mib("Private_Dirty") + mib("Private_Clean")
    print(
        f"{args.mode}: {len(kids)} workers: RSS {mib('Rss'):.1f} MiB, PSS {mib('Pss'):.1f}, "
        f"private {private:.1f}; the forking process: PSS {parent.get('Pss', 0) / 1024:.1f}; "
        f"in all (PSS) {mib('Pss') + parent.get('Pss', 0) / 1024:.1f} MiB"
    )


if __name__ == "__main__":
    main()
