"""What holds memory per active game, in the bot process and in a render worker.

Runs the load script (``tests/e2e/load.py``, warm start: a first cohort of a quarter of the
games, then the rest) with ``MEMORY_PROBE_DIR`` set (see ``bot/memprobe.py``) and, with
``--frames N`` > 0, ``MEMORY_PROBE_FRAMES=N`` (tracemalloc in the bot and its workers). It
asks the bot and every render worker for a report (SIGUSR2) when the bot is idle, when the
first cohort has settled, and ``--after`` seconds after every game has reached its starting
point, then prints, for the bot and for the render workers (summed), each structure's size at
the three points and its cost per game between the last two (the slope of the load script's
memory per game), the source lines whose traced bytes grew most, and the hit rate of every
``lru_cache``.

    python tests/perf/memory_breakdown.py --games 40 -- --think 5 --spread 60
    python tests/perf/memory_breakdown.py --games 20 --frames 4 --after 15 -- --think 5 --spread 60
    python tests/perf/memory_breakdown.py --games 16 -- --game tta --players 2 --think 5

Arguments after ``--`` go to the load script. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).absolute().parents[2]


def children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def bot_pid(load: int) -> int | None:
    for child in children(load):
        try:
            cmd = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"-m" in cmd and b"bot" in cmd:
            return child
    return None


def ask(bot: int, folder: Path, label: str) -> dict[str, list[dict[str, Any]]]:
    """SIGUSR2 to the bot and to its render workers (the forkserver's children; the forkserver
    and the resource tracker have no handler), then their reports."""
    targets = [bot] + [w for c in children(bot) for w in children(c)]
    before = set(folder.glob("*.json"))
    for pid in targets:
        os.kill(pid, signal.SIGUSR2)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        new = set(folder.glob("*.json")) - before
        if len(new) >= len(targets):
            break
        time.sleep(0.5)
    reports: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for path in sorted(set(folder.glob("*.json")) - before):
        report = json.loads(path.read_text(encoding="utf-8"))
        report["label"] = label
        reports[report["role"]].append(report)
    print(f"  [{label}: {sum(map(len, reports.values()))} reports of {len(targets)}]", flush=True)
    return reports


def summed(reports: list[dict[str, Any]], part: str) -> dict[str, float]:
    out: dict[str, float] = defaultdict(float)
    for report in reports:
        for name, value in report[part].items():
            out[name] += value["bytes"] if isinstance(value, dict) else value
    return out


def kib(value: float) -> str:
    return f"{value / 1024:,.0f}"


def table(
    title: str, points: list[dict[str, float]], games: float, rows: int, floor: float
) -> None:
    low, high = points[1], points[2]
    names = set().union(*points)
    slope = {n: (high.get(n, 0.0) - low.get(n, 0.0)) / games for n in names}
    shown = sorted(
        (n for n in names if abs(slope[n]) >= floor or high.get(n, 0.0) >= 1024 * 1024),
        key=lambda n: -slope[n],
    )[:rows]
    print(f"\n{title}: KiB at idle / first cohort / all games, and KiB per game between them")
    for n in shown:
        print(
            f"  {kib(points[0].get(n, 0)):>9} {kib(low.get(n, 0)):>9} {kib(high.get(n, 0)):>9}"
            f"  {slope[n] / 1024:8.1f}  {n}"
        )
    rest = sum(v for n, v in slope.items() if n not in shown)
    print(f"  {'':>29}  {rest / 1024:8.1f}  (everything else)")


def lru_rates(reports: list[dict[str, Any]]) -> None:
    print("\nlru caches (all games): entries/max, hit rate, KiB")
    rows: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0, 0.0])
    for report in reports:
        for name, s in report["structures"].items():
            if name.startswith("lru "):
                row = rows[f"{report['role']} {name[4:]}"]
                row[0] += s["entries"]
                row[1] = s["max"] or 0
                row[2] += s["hits"]
                row[3] += s["misses"]
                row[4] += s["bytes"]
    for name, (entries, most, hits, misses, size) in sorted(rows.items(), key=lambda r: -r[1][4]):
        if hits + misses:
            rate = hits / (hits + misses)
            print(f"  {entries:7.0f}/{most:<6.0f} {rate:6.1%} {kib(size):>8}  {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--after", type=float, default=30.0, help="s after the warm-up")
    parser.add_argument("--frames", type=int, default=8, help="tracemalloc frames (0: off)")
    parser.add_argument("--rows", type=int, default=25)
    parser.add_argument("load", nargs="*", help="arguments for load.py (after --)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="memory-breakdown-"))
    env = dict(os.environ, MEMORY_PROBE_DIR=str(folder))
    if args.frames:
        env["MEMORY_PROBE_FRAMES"] = str(args.frames)
    command = [sys.executable, str(ROOT / "tests/e2e/load.py"), "--games", str(args.games)]
    command += ["--duration", "60", "--no-fail", *args.load]
    print("$", " ".join(command[1:]), f"(reports in {folder})", flush=True)
    load = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert load.stdout is not None
    points: list[dict[str, list[dict[str, Any]]]] = []
    cohort = games = 0.0
    bot: int | None = None
    for line in load.stdout:
        print(line, end="", flush=True)
        if line.startswith("bot pid"):
            bot = bot_pid(load.pid)
            assert bot is not None, "no bot process"
            points.append(ask(bot, folder, "idle"))
        elif line.startswith("first cohort settled") and bot is not None:
            cohort = float(line.split(" games active")[0].rsplit(" ", 1)[1])
            points.append(ask(bot, folder, "first cohort"))
        elif line.startswith("every game at its starting point") and bot is not None:
            time.sleep(args.after)
            ended = float(line.split(";")[1].split()[0])
            games = args.games - ended
            points.append(ask(bot, folder, "all games"))
    load.wait()
    if len(points) < 3:
        sys.exit("the load run ended before the three reports")
    extra = games - cohort
    print(f"\n{cohort:.0f} → {games:.0f} games active: slopes are per game of the {extra:.0f}")
    for role, title in (("bot", "bot process"), ("worker", "render workers (summed)")):
        reports = [p.get(role, []) for p in points]
        rss = [sum(r["rss_kb"] for r in rs) * 1024.0 for rs in reports]
        traced = [sum(r["traced"] or 0 for r in rs) * 1.0 for rs in reports]
        print(
            f"\n== {title}: RSS {' / '.join(kib(v) for v in rss)} KiB "
            f"({(rss[2] - rss[1]) / extra / 1024:.1f} per game), traced "
            f"{' / '.join(kib(v) for v in traced)} ({(traced[2] - traced[1]) / extra / 1024:.1f}"
            f" per game)"
        )
        table(
            f"{title}, structures",
            [summed(r, "structures") for r in reports],
            extra,
            args.rows,
            256,
        )
        table(
            f"{title}, source lines", [summed(r, "sites") for r in reports], extra, args.rows, 512
        )
        lru_rates(reports[2])


if __name__ == "__main__":
    main()
