"""What holds memory per active game, in the bot process and in a render worker.

Runs the load script (``tests/e2e/load.py``, warm start: a first cohort of a quarter of the
games, then the rest) with ``MEMORY_PROBE_DIR`` set (see ``bot/memprobe.py``) and, with
``--frames N`` > 0, ``MEMORY_PROBE_FRAMES=N`` (tracemalloc in the bot and its workers). It
asks the bot and every render worker for a report (SIGUSR2) when the bot is idle, when the
first cohort has settled, and ``--after`` seconds after every game has reached its starting
point, then prints, for the bot and for the render workers (summed), each structure's size at
the three points and its cost per game between the last two (the slope of the load script's
memory per game), the source lines whose traced bytes grew most, and the hit rate of every
``lru_cache``. Before those, where the memory sits (``memprobe.memory``): RSS, PSS (the render
workers share the forkserver's pages, which RSS counts in each), private dirty pages, glibc's
heap in use, free but kept and mmapped, its arenas, and Python's small-object allocator in use
and free.

The load script's slope counts whatever a process fills once between its two samples (bounded
caches, a heap's working size) as a cost per game. With several sizes (``--games 20 40 60``,
one load run each) the script fits growth = per game × games added + fixed over the runs, for
each of those figures: ``fixed`` is the fill-up, ``per game`` what each game keeps.
``--env NAME=VALUE`` sets a variable for the bot and its workers (glibc's ``MALLOC_ARENA_MAX``,
say) for A/B runs; ``--json FILE`` appends each run's growth to a file. ``--no-walk`` reports
only where the memory sits: walking the structures writes the reference count of every object
it measures, which copies the pages a render worker shared with its forkserver (use it, with
``--frames 0``, to compare PSS). ``--census`` (``MEMORY_PROBE_CENSUS=1``) adds, after the
structures and the running tasks' locals, every object the collector tracks that none of them
reached, by type, with its growth per game and who holds one instance of each of the
biggest kinds: with the structures, what each game's memory is, by owner.

    python tests/perf/memory_breakdown.py --games 40 -- --think 5 --spread 60
    python tests/perf/memory_breakdown.py --games 20 --frames 4 --after 15 -- --think 5 --spread 60
    python tests/perf/memory_breakdown.py --games 16 -- --game tta --players 2 --think 5
    python tests/perf/memory_breakdown.py --games 40 --frames 0 --census --after 15 \
        -- --think 15 --spread 110 --seed 1
    python tests/perf/memory_breakdown.py --games 20 40 --frames 0 --after 15 \
        --env MALLOC_ARENA_MAX=2 -- --think 5 --spread 60 --seed 3

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
sys.path.insert(0, str(ROOT))

from bot import memprobe  # noqa: E402


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


def census_points(
    reports: list[list[dict[str, Any]]], part: str = "census"
) -> list[dict[str, list[float]]]:
    """Per report point, ``{type: [count, bytes]}`` of the census (``--census``; ``part``
    "garbage": the cyclic garbage found before it), summed over the role's processes."""
    points = []
    for group in reports:
        out: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
        for report in group:
            for name, (count, size) in (report.get(part) or {}).items():
                out[name][0] += count
                out[name][1] += size
        points.append(dict(out))
    return points


def census_table(
    title: str,
    points: list[dict[str, list[float]]],
    games: float,
    rows: int,
    what: str = "objects no structure reached",
) -> None:
    """The types of the objects no named structure reached (or ``what``), by their growth per
    game."""
    low, high = points[1], points[2]
    names = set(low) | set(high)

    def grew(n: str, i: int) -> float:
        return (high.get(n, [0.0, 0.0])[i] - low.get(n, [0.0, 0.0])[i]) / games

    shown = sorted(names, key=lambda n: -grew(n, 1))[:rows]
    print(f"\n{title}: {what}, by type: KiB at the three reports, KiB")
    print("and objects per game between the last two")
    for n in shown:
        kibs = " ".join(f"{kib(p.get(n, [0.0, 0.0])[1]):>9}" for p in points)
        print(f"  {kibs}  {grew(n, 1) / 1024:8.2f} {grew(n, 0):8.1f}  {n}")
    total = sum(grew(n, 1) for n in names)
    rest = total - sum(grew(n, 1) for n in shown)
    print(f"  {'':>29}  {rest / 1024:8.2f} {'':>8}  (every other type)")
    print(f"  {'':>29}  {total / 1024:8.2f} {'':>8}  (all {what})")


def owner_chains(reports: list[dict[str, Any]]) -> None:
    print("\nwho holds one instance of each type above (referrers, innermost first)")
    for report in reports:
        for name, chain in (report.get("owners") or {}).items():
            print(f"  {name}: {' <- '.join(chain) or '(no referrer found)'}")


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


def components(reports: list[dict[str, Any]]) -> dict[str, float]:
    """Where the memory of a role's processes sits (summed), in bytes: see ``memprobe.memory``.
    ``pss`` shares the pages the render workers still share with the forkserver among them
    (``rss`` counts them in each); ``malloc free`` and ``pymalloc free`` are kept but unused."""
    out: dict[str, float] = defaultdict(float)
    for r in reports:
        memory = r.get("memory") or {}
        smaps = memory.get("smaps") or {}
        heap = memory.get("malloc") or {}
        small = memory.get("pymalloc") or {}
        out["rss"] += r["rss_kb"] * 1024.0
        out["pss"] += smaps.get("Pss", 0) * 1024.0
        out["private dirty"] += smaps.get("Private_Dirty", 0) * 1024.0
        out["malloc in use"] += heap.get("in_use", 0)
        out["malloc free"] += heap.get("free", 0)
        out["malloc mmapped"] += heap.get("mmapped", 0)
        out["malloc arenas"] += memory.get("malloc_arenas") or 0
        out["pymalloc in use"] += small.get("in_use", 0)
        out["pymalloc free"] += (
            small.get("total", 0) - small.get("in_use", 0) if small.get("total") else 0
        )
        out["traced"] += r["traced"] or 0
    return out


COUNTS = ("malloc arenas",)


def where(title: str, points: list[dict[str, float]], extra: float) -> None:
    print(f"\n{title}, where the memory sits: KiB at each report, and KiB per game between the")
    print("last two (malloc arenas: a count)")
    for name in points[0]:
        values = [p.get(name, 0.0) for p in points]
        if name in COUNTS:
            print(f"  {'  '.join(f'{v:>9.0f}' for v in values)}  {'':>8}  {name}")
            continue
        slope = (values[-1] - values[-2]) / extra / 1024 if extra else float("nan")
        print(f"  {'  '.join(f'{kib(v):>9}' for v in values)}  {slope:8.1f}  {name}")


def run(args: argparse.Namespace, size: int) -> dict[str, Any]:
    """One load run of ``size`` games with reports; prints its breakdown and returns the
    growth of each role's components between the last two reports, with the games between."""
    folder = Path(tempfile.mkdtemp(prefix="memory-breakdown-"))
    env = dict(os.environ, MEMORY_PROBE_DIR=str(folder))
    env.update(item.split("=", 1) for item in args.env)
    if args.frames:
        env["MEMORY_PROBE_FRAMES"] = str(args.frames)
    if not args.walk:
        env[memprobe.WALK_ENV] = "0"
    if args.census:
        env[memprobe.CENSUS_ENV] = "1"
    command = [sys.executable, str(ROOT / "tests/e2e/load.py"), "--games", str(size)]
    command += ["--duration", "60", "--no-fail", *args.load]
    print("$", " ".join(command[1:]), f"(reports in {folder}; {' '.join(args.env)})", flush=True)
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
            games = size - ended
            points.append(ask(bot, folder, "all games"))
    load.wait()
    if len(points) < 3:
        sys.exit("the load run ended before the three reports")
    extra = games - cohort
    print(f"\n{cohort:.0f} → {games:.0f} games active: slopes are per game of the {extra:.0f}")
    growth: dict[str, dict[str, float]] = {}
    for role, title in (("bot", "bot process"), ("worker", "render workers (summed)")):
        reports = [p.get(role, []) for p in points]
        parts = [components(r) for r in reports]
        growth[role] = {n: parts[2][n] - parts[1][n] for n in parts[2] if n not in COUNTS}
        where(title, parts, extra)
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
        if args.census:
            census_table(
                f"{title}, cyclic garbage",
                census_points(reports, "garbage"),
                extra,
                args.rows,
                "objects in cycles nothing reached, waiting for the collector",
            )
            census_table(f"{title}, census", census_points(reports), extra, args.rows)
            owner_chains(reports[2])
        lru_rates(reports[2])
    return {"games": extra, "growth": growth}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", type=int, nargs="+", default=[40], help="one load run per size given"
    )
    parser.add_argument("--after", type=float, default=30.0, help="s after the warm-up")
    parser.add_argument("--frames", type=int, default=8, help="tracemalloc frames (0: off)")
    parser.add_argument("--rows", type=int, default=25)
    parser.add_argument(
        "--env",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="set in the bot's environment (e.g. MALLOC_ARENA_MAX=2); repeatable",
    )
    parser.add_argument(
        "--no-walk",
        dest="walk",
        action="store_false",
        help="no structures nor source lines, only where the memory sits (a walk writes the "
        "reference counts of what it measures, which unshares the workers' pages)",
    )
    parser.add_argument(
        "--census",
        action="store_true",
        help="also count the objects no structure reached, by type, with who holds the "
        "biggest kinds (MEMORY_PROBE_CENSUS=1)",
    )
    parser.add_argument("--json", type=Path, help="append each run's growth to this file")
    parser.add_argument("load", nargs="*", help="arguments for load.py (after --)")
    args = parser.parse_args()
    runs = []
    for size in args.games:
        result = run(args, size)
        result.update(size=size, env=args.env, load=args.load)
        runs.append(result)
        if args.json:
            with args.json.open("a", encoding="utf-8") as out:
                out.write(json.dumps(result) + "\n")
    if len(runs) < 2:
        return
    print("\nAcross the runs: growth = per game × games added + fixed (least squares), KiB")
    for role in ("bot", "worker"):
        for name in runs[0]["growth"][role]:
            per_game, fixed = memprobe.fit(
                (r["games"], r["growth"][role].get(name, 0.0)) for r in runs
            )
            print(
                f"  {role:>6} {name:<16} {per_game / 1024:8.1f} per game  {fixed / 1024:9.0f} fixed"
            )


if __name__ == "__main__":
    main()
