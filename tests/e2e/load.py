"""Load: many simultaneous games of scripted people against ONE real bot process.

    python tests/e2e/load.py --games 200 [--players 3] [--think 2] [--duration 120]
                             [--spread 0] [--spread-think 0.05] [--settle 30]
                             [--seed 1] [--database sqlite|URL] [--checks]
                             [--game hadara|tta] [--variant V] [--ais 0] [--ai-level normal]
                             [--at-table 0] [--stages]

Starts the fake Discord (in this process) and ``python -m bot`` (as the e2e tests do), opens
``--games`` games of ``--game`` (Hadara by default, or Through the Ages) in as many guild
channels, each with ``--players`` humans (distinct users; by default no AI seat, so every
action is a click; ``--ais N`` adds N AI seats of ``--ai-level``, e.g. strong seats thinking in
the bot's worker processes while the people play), and plays them: every person waits a random time
between seeing a prompt and clicking (uniform between 0.5× and 1.5× ``--think`` seconds, so
1–3 s by default — quick, attentive players), then waits to see the result. A person uses
their decision DM when they have one, except the share ``--at-table`` of people (drawn per
game), who play their own turns from the table message's controls and answer in private only
what is asked of them there. After
``--duration`` seconds of play (default: until every game is over) it prints the figures below
beside their targets and exits 1 when a target is missed (``--no-fail`` exits 0 anyway).

Warm start (``--spread N``, default 0: none). A window opened when every game has just started
sees only openings (at 15 s think, 120 s covers the simultaneous draw rounds of a ~120-action
game). With ``--spread N``, each game first plays a number of actions drawn uniformly from 0..N
(per game, from ``--seed``) with a fast think time (``--spread-think``, default 0.05 s mean, the
same 0.5×–1.5× rule), then its people switch to ``--think``. The games open in two cohorts
(``--open-concurrency`` lobbies at a time), and a cohort's games play only once every one of
them is open (or failed to open), so its openings do not race its own warm-ups:

1. the first quarter of the games (at least one) opens and warms up; once every one of them has
   reached its starting point or ended, they play on at ``--think`` for ``--settle`` seconds
   (default 30) while the memory is sampled every second (the first memory sample, below);
2. then the other games open and warm up, in groups as large as the first cohort, one group
   after the other (each once the previous one has reached its starting point), while the
   games opened before play on at ``--think``.

The play window opens (and ``--duration`` counts) only once every game of both cohorts has
reached its starting point or ended. A game's progress is the version its table shows (the
rules version counts applied actions) or its clicks seen applied, whichever is ahead;
simultaneous steps, and games that got there first playing on at ``--think`` (the first cohort
through its settle period and the other games' openings and warm-ups), take games past their
point (the figures say how far, from the database log, for all games and for the first cohort).
Everything below is measured in the window only, as without a warm start, except the memory
(see its item); "the warm-up" in the figures is the time from the last game opened to the
window, and the games counted as ended in it include those that ended in the settle period.

- interactions handled per second: interaction callbacks received per second of the play
  window (the window opens when every game has started);
- click → acknowledgement: from the INTERACTION_CREATE sent to the bot to its interaction
  callback, for every component click in the window;
- click → updated table: from an action click to the edit of the game's table message that
  first shows that action. The table image's file name carries the version it shows
  (``table-<version>.png``; the bot merges updates that queue up while it draws one), and
  clicks are paired with log rows by seat, action code and version
  (``scripted.match_clicks``), so the update wanted is the first one after the click that
  shows a version past the row's;
- REST calls and uploaded bytes per action (and, of the calls, those bound by the bot's
  global rate limit: all but interaction callbacks and their followups): every REST request
  the bot made in the window
  (interaction callbacks and followups included) and the bytes of attached files, divided by
  the actions in the bot's database log stamped inside the window (actions of a warm-up are
  stamped before it);
- rate limits: the fake enforces Discord's global limit (50 requests a second, callbacks and
  followups exempt) and, with ``--route-limits``, the per-route buckets; the 429s it answered
  and the busiest second of requests bound by the global limit show how close the bot came;
- memory: PSS of the bot plus its child processes (render workers, their forkserver), idle 3 s
  after start-up, then as follows. PSS counts a page shared by several processes once in all
  (the render workers share the pages of the forkserver they were forked from, warm); the
  same figures from the sum of their RSS, which counts such a page in each process, are
  printed beside (runs before 2026-11-28's third pass gave those only). (highest − idle) /
  games, which includes every fixed cost of a working process, is printed in both modes.

  Without a warm start: when a quarter of the games had started, and the highest while every
  game was running. Memory per active game is the marginal cost, (highest − at a quarter) /
  (games − a quarter of them): by a quarter, some fixed costs of a working process (render
  workers started, first DMs) are paid, but that sample falls in the opening burst, before the
  workers have drawn much, so warm-up costs (card art loaded lazily, allocator arenas grown)
  still count as per-game costs there.

  With a warm start: the highest while the first cohort settled (``--settle`` seconds of play
  at ``--think`` after its warm-up), and the highest over the same length of play at the start
  of the window (after the other games' warm-ups). Memory per active game is the slope
  between these two: (second − first) / (games active when the window opened − first-cohort
  games active at the end of its settle period), active meaning opened, not failed and not
  over. Both samples are the highest of equally long periods of play after a warm-up, so the
  fixed costs of a warmed-up process (card art the render workers loaded, allocator arenas
  grown, caches at their caps) are in both and cancel out. Still in the slope, besides the
  games' own state: games further into their lives than in the settle period, and the
  second sample's warm-up bursts ran beside more games playing at ``--think`` (the bursts
  themselves are of the same size: a warm-up of three times as many games at once would
  leave a higher high-water mark, and memory rarely shrinks). It keeps creeping up while the
  window goes on (the allocator's fragmentation); the slope with the whole window's peak as
  its second sample is printed too. When the denominator is not positive (e.g. a single
  game), the with-fixed-costs figure stands in;
- CPU: the bot's and this process's (fake Discord + players) CPU time per second of window;
- with ``--stages``: where click→table goes. The bot writes the time of each stage it passes
  (``LATENCY_PROBE_FILE``, :mod:`bot.latency`): the handler, the game's lock, the move saved,
  the table update queued, begun, its picture asked of the render pool, begun and ended in a
  worker, back, and sent; each public click measured above is matched to its move's and its
  table update's lines, and each stage's p50 / p95 / p99 is printed with its median in the
  slowest 5 % of the clicks.

``--checks`` keeps the fake's OpenAPI validation and PNG decoding of every request on (they
cost this process CPU; the e2e tests run them anyway).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import random
import re
import statistics
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).absolute().parent))

from scripted import (
    VARIANTS,
    Figures,
    GamePlan,
    Runner,
    ScriptedGame,
    Settings,
    descendants,
    gist,
    loadavg,
    match_clicks,
    now,
    percentile,
    proc_cpu_seconds,
    proc_status,
    self_cpu_seconds,
    tree_memory_kb,
)

from bot import latency  # scripted (above) puts the project on the path

TARGETS = {
    "ack_p99_ms": 100.0,
    "table_p99_s": 1.5,
    "rest_per_action": 2.0,
    "kb_per_game": 150.0,
}


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--players", type=int, default=3, help="humans per game (2-5)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--think", type=float, default=2.0, help="mean seconds before each click")
    p.add_argument("--duration", type=float, default=0.0, help="seconds of play (0: to the end)")
    p.add_argument(
        "--spread",
        type=int,
        default=0,
        help="warm start: each game first plays 0..N actions (uniform per game), then the "
        "window opens (0: no warm-up)",
    )
    p.add_argument(
        "--spread-think",
        type=float,
        default=0.05,
        help="mean seconds before each click during the warm-up",
    )
    p.add_argument(
        "--settle",
        type=float,
        default=30.0,
        help="warm start: seconds the first cohort (a quarter of the games) plays at --think "
        "before the others open; the memory per game is measured from it",
    )
    p.add_argument("--database", default="sqlite", help="sqlite (a file in a tmp dir) or a URL")
    p.add_argument("--game", default="hadara", choices=sorted(VARIANTS), help="which game")
    p.add_argument(
        "--variant",
        default="",
        choices=["", *sorted({v for vs in VARIANTS.values() for v in vs})],
        help="the game's variant (default: its first: basic, simple)",
    )
    p.add_argument(
        "--at-table",
        type=float,
        default=0.0,
        help="share of people who play their turns from the table message instead of their "
        "decision DM (0: all from the DM)",
    )
    p.add_argument(
        "--idle-show",
        action="store_true",
        help="people who read their DMs also press 'show my choices' on the table while it does "
        "not name them (as the runs before 2026-11-28 11:00 did; by default they wait for "
        "their DM)",
    )
    p.add_argument("--ais", type=int, default=0, help="AI seats per game (beside --players)")
    p.add_argument(
        "--ai-level", default="normal", choices=["easy", "normal", "strong"], help="AI seats' level"
    )
    p.add_argument("--open-concurrency", type=int, default=20, help="lobbies opened at once")
    p.add_argument("--checks", action="store_true", help="validate every request in the fake")
    p.add_argument(
        "--route-limits",
        action="store_true",
        help="enforce Discord's per-route buckets too (the global limit always is)",
    )
    p.add_argument(
        "--stages",
        action="store_true",
        help="break click→table down into the bot's stages (LATENCY_PROBE_FILE, bot/latency.py)",
    )
    p.add_argument("--workdir", type=Path, default=None)
    p.add_argument("--no-fail", action="store_true", help="exit 0 even when a target is missed")
    p.add_argument(
        "--keep-tokens",
        action="store_true",
        help="let tokens of clicks made before the window serve in it (by default they are "
        "refused as expired when the window opens: the steady state of games hours long)",
    )
    return p.parse_args(argv)


async def run(args: argparse.Namespace) -> int:
    runner: list[Runner] = []
    try:
        return await measure(args, runner)
    finally:
        for r in runner:  # never leave a bot process behind
            await r.bot.stop()
            await r.server.stop()


def log_times(log: str, marker: str) -> list[tuple[float, str]]:
    """The bot's log lines containing ``marker``, with their time (they start with
    ``%(asctime)s`` in local time, see ``bot.config.configure_logging``)."""
    found = []
    for line in log.splitlines():
        if marker in line:
            with contextlib.suppress(ValueError):
                at = datetime.strptime(line[:23], "%Y-%m-%d %H:%M:%S,%f").timestamp()
                found.append((at, line))
    return found


def fallback_times(log: str) -> list[float]:
    """When the bot played the fallback agent's move for a searching AI."""
    return [at for at, _line in log_times(log, "gave no move")]


STALL_LINE = re.compile(
    r"event loop stalled for about (\d+) ms(?: \(on a CPU (\d+)% of it\))? in (.*?)"
    r"(?: \(and (\d+) more stalls there since the last report\))?$"
)


def stalls_logged(
    log: str, since: float, until: float
) -> tuple[int, int, int, collections.Counter[str]]:
    """The event-loop stalls the bot logged between ``since`` and ``until`` (bot/stalls.py):
    how many (those told as "and N more" included), how many of them starved (the loop's
    thread mostly off the CPU), the longest in ms, and the count by place of the others."""
    places: collections.Counter[str] = collections.Counter()
    longest = starved = 0
    for at, line in log_times(log, "event loop stalled"):
        match = STALL_LINE.search(line)
        if match is None or not since <= at <= until:
            continue
        longest = max(longest, int(match.group(1)))
        n = 1 + int(match.group(4) or 0)
        share, where = match.group(2), match.group(3)
        if where.startswith("starved") or (share is not None and int(share) < 50):
            starved += n
        else:
            places[where] += n
    return sum(places.values()) + starved, starved, longest, places


def read_probe(workdir: Path) -> dict[str, dict[tuple[str, int], dict[str, Any]]]:
    path = workdir / "latency.jsonl"
    if not path.exists():
        return {"move": {}, "table": {}, "render": {}}
    with path.open(encoding="utf-8") as lines:
        return latency.read(lines)


def add_stages(
    figures: Figures,
    stages: list[dict[str, float]],
    probe: dict[str, dict[tuple[str, int], dict[str, Any]]],
) -> None:
    """Where click→table goes (--stages): each stage's p50 / p95 / p99 over the public clicks,
    and its median in the slowest 5 % of them (the tail the p99 target is about; a median, as
    a click or two delivered twice or retried would swamp a mean). The stages are
    parts of the time from the click to the table going out, so a click whose stages add up to
    more than its click→table, or has one below zero, was paired with another move's lines
    (``match_clicks`` pairs a click with the first fitting log row): left out, and counted."""
    paired = len(stages)
    stages = [
        b
        for b in stages
        if all(v >= -0.005 for v in b.values())
        and sum(v for k, v in b.items() if k != "total") <= b["total"] + 0.05
    ]
    if not stages:
        figures.add("  stages (--stages)", "no probe lines matched")
        return
    figures.add(
        "  clicks broken down; left out (lines of another move)",
        f"{len(stages)}; {paired - len(stages)}",
    )
    tail = sorted(stages, key=lambda b: b["total"])[-max(1, len(stages) // 20) :]
    tail_total = statistics.median(b["total"] for b in tail)
    figures.add(
        "  stages of click→table, ms: p50 / p95 / p99; median in the slowest 5 %",
        f"(slowest 5 %: {len(tail)} clicks, median {tail_total * 1000:.0f} ms)",
    )
    for name, _a, _b in latency.STAGES:
        values = [b[name] * 1000 for b in stages if name in b]
        if not values:
            continue
        in_tail = [b[name] * 1000 for b in tail if name in b]
        figures.add(
            f"    {name}",
            f"{percentile(values, 50):.0f} / {percentile(values, 95):.0f} / "
            f"{percentile(values, 99):.0f}; {statistics.median(in_tail) if in_tail else 0:.0f}"
            f" (n={len(values)})",
        )
    hows = collections.Counter(str(t.get("how")) for t in probe["table"].values())
    renders = list(probe["render"].values())
    fmts = collections.Counter(str(r.get("fmt")) for r in renders)
    draw = [(r["end"] - r["start"]) * 1000 for r in renders]
    figures.add(
        "    table updates by request (whole run)",
        ", ".join(f"{k} {v}" for k, v in hows.most_common()),
    )
    if draw:
        figures.add(
            "    table renders: drawing p50 / p95 ms by format",
            "; ".join(
                f"{fmt} {percentile(d, 50):.0f} / {percentile(d, 95):.0f} ({len(d)})"
                for fmt in sorted(fmts)
                if (d := [(r["end"] - r["start"]) * 1000 for r in renders if r["fmt"] == fmt])
            ),
        )


async def measure(args: argparse.Namespace, made: list[Runner]) -> int:
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="tabletop-load-"))
    workdir.mkdir(parents=True, exist_ok=True)
    if args.stages:  # the bot appends to it: lines of an earlier run in this folder would mix in
        (workdir / "latency.jsonl").unlink(missing_ok=True)
    settings = Settings(
        think=args.think,
        outcome_timeout=30.0,
        stuck_after=60.0,
        warm_think=args.spread_think,
        at_table=args.at_table,
        show_when_waiting=args.idle_show,
    )
    runner = Runner(
        workdir,
        seed=args.seed,
        database=args.database,
        checks=args.checks,
        settings=settings,
        bot_env={
            "LOG_LEVEL": "WARNING",
            **({latency.ENV: str(workdir / "latency.jsonl")} if args.stages else {}),
        },
    )
    made.append(runner)
    server = runner.server
    server.limits.routes = args.route_limits
    channels = [server.add_channel(f"game-{i:04d}") for i in range(args.games)]
    if args.variant and args.variant not in VARIANTS[args.game]:
        raise SystemExit(f"{args.game} has no variant {args.variant!r}")
    plan = GamePlan(
        humans=args.players,
        ais=args.ais,
        variant=args.variant,
        game=args.game,
        ai_level=args.ai_level,
    )
    games = [runner.game(runner.users(args.players), cid, plan) for cid in channels]
    if args.spread > 0:
        # Its own generator: the games' own draws stay what they are without a warm start.
        spread_rng = random.Random(f"spread:{args.seed}")
        for game in games:
            game.warm_target = spread_rng.randint(0, args.spread)
    load_before = loadavg()
    print(f"workdir {workdir}; load average {load_before}", flush=True)
    await runner.start_server()
    await runner.start_bot()
    await asyncio.sleep(3.0)
    pid = runner.pid
    assert pid is not None
    idle = tree_memory_kb(pid)
    print(
        f"bot pid {pid}, idle PSS {idle['tree'] / 1024:.1f} MiB "
        f"(RSS {idle['tree_rss'] / 1024:.1f}); opening {args.games} games",
        flush=True,
    )

    opened = 0
    settled = 0  # games whose opening is over (opened or failed)
    gate = asyncio.Semaphore(args.open_concurrency)
    started = now()
    window: dict[str, float] = {}
    far = now() + 24 * 3600

    def open_window() -> None:
        window["start"] = now()
        if not args.keep_tokens:
            # Steady state: the lobby clicks and warm-up clicks of every game are treated as
            # older than Discord's 15 minutes; only clicks made in the window lend tokens.
            server.token_cutoff = time.monotonic()
        window["wall"] = time.time()
        window["bot_cpu"] = tree_cpu(pid)
        window["self_cpu"] = self_cpu_seconds()
        start = tree_memory_kb(pid)
        window["start_kb"], window["start_rss_kb"] = start["tree"], start["tree_rss"]
        window["active"] = active(games)

    def active(group: list[ScriptedGame]) -> int:
        """Games opened, neither failed nor over."""
        return sum(1 for g in group if g.started_at > 0 and not g.error and not g.done)

    async def open_one(game: ScriptedGame) -> None:
        nonlocal opened, settled
        async with gate:
            if not await game.open(now() + 300):
                game.error = "could not open the game"
        settled += 1
        if settled == len(games):
            window["warm_from"] = now()
        if game.error:
            return
        opened += 1
        if args.spread <= 0 and opened == max(1, len(games) // 4) and len(games) > 1:
            # The marginal memory of a game is measured from here (see the docstring).
            quarter = tree_memory_kb(pid)
            window["quarter_kb"], window["quarter_rss_kb"] = quarter["tree"], quarter["tree_rss"]
            window["quarter_games"] = opened
        if opened == len(games):
            window["all_started"] = now()
            print(f"all games running after {now() - started:.1f} s", flush=True)
            if args.spread <= 0:
                open_window()

    async def one(game: ScriptedGame) -> None:
        """Without a warm start: opens the game and plays it at once."""
        await open_one(game)
        if not game.error:
            await game.play(far, stop=stopped)

    def at_start(game: ScriptedGame) -> bool:
        """Has the game reached its starting point (or ended, or failed to open)?"""
        return bool(game.error) or game.done or (game.started_at > 0 and game.warmed())

    async def reach_start(group: list[ScriptedGame], what: str) -> None:
        """Returns once every game of ``group`` has reached its starting point."""
        shown = now()
        while not all(at_start(g) for g in group):
            await asyncio.sleep(0.1)
            if now() - shown >= 10.0:
                shown = now()
                ready = sum(at_start(g) for g in group)
                print(
                    f"  warm-up {now() - started:.0f} s: {ready} of {len(group)} {what} at "
                    f"their starting point, {sum(g.done for g in group)} over",
                    flush=True,
                )

    async def open_cohort(group: list[ScriptedGame]) -> list[asyncio.Task[None]]:
        """Opens the games of a cohort; once every one is open (or failed to), they play.

        The openings do not race the cohort's own warm-ups (the games opened earlier play on).
        """
        await asyncio.gather(*(open_one(g) for g in group))
        return [asyncio.create_task(g.play(far, stop=stopped)) for g in group if not g.error]

    async def settle(group: list[ScriptedGame]) -> None:
        """The first cohort plays at ``--think`` for ``--settle`` s; the highest memory in it
        is where the marginal memory of a game is measured from (see the docstring)."""
        print(
            f"first cohort: {active(group)} of {len(group)} games playing at their starting "
            f"point after {now() - started:.1f} s; settling for {args.settle:.0f} s",
            flush=True,
        )
        high: dict[str, int] = {}
        until = now() + args.settle
        while True:
            await asyncio.sleep(max(0.0, min(1.0, until - now())))
            highest(high, tree_memory_kb(pid))
            if now() >= until:
                break
        for part in ("tree", "main", "children"):
            name = "" if part == "tree" else f"{part}_"
            window[f"quarter_{name}kb"] = high[part]
            window[f"quarter_{name}rss_kb"] = high[f"{part}_rss"]
        window["quarter_active"] = active(group)
        print(
            f"first cohort settled: PSS highest {high['tree'] / 1024:.1f} MiB (bot "
            f"{high['main'] / 1024:.1f}, children {high['children'] / 1024:.1f}; RSS "
            f"{high['tree_rss'] / 1024:.1f}), "
            f"{window['quarter_active']:.0f} games active; opening the other "
            f"{len(games) - len(group)}",
            flush=True,
        )

    async def warm_start() -> None:
        """Two cohorts: the first opened, warmed up and settled, then the rest opened and
        warmed up while the first plays on; the window opens when every game is at its
        starting point."""
        first = max(1, len(games) // 4)
        plays = await open_cohort(games[:first])
        try:
            await reach_start(games[:first], "first-cohort games")
            await settle(games[:first])
            # The rest open and warm up in groups of the first cohort's size, so that the
            # two memory samples follow warm-up bursts of the same size (see the docstring).
            for at in range(first, len(games), first):
                group = games[at : at + first]
                plays += await open_cohort(group)
                await reach_start(group, f"games {at + 1}-{at + len(group)}")
            await reach_start(games, "games")
            open_window()
            window["warm_done"] = sum(g.done for g in games)
            print(
                f"every game at its starting point after a warm-up of "
                f"{now() - window.get('warm_from', started):.1f} s; "
                f"{window['warm_done']:.0f} games ended before the window",
                flush=True,
            )
            await asyncio.gather(*plays)
        finally:
            for task in plays:
                task.cancel()

    def stopped() -> bool:
        if args.duration <= 0 or "start" not in window:
            return False
        return now() - window["start"] > float(args.duration)

    peak: dict[str, int] = {}  # highest while every game runs (see sample())
    samples = 0

    early: dict[str, int] = {}  # highest in the window's first --settle seconds

    async def sample() -> None:
        nonlocal samples
        while True:
            await asyncio.sleep(1.0)
            # Without a warm start, the peak is the highest while every game runs; with one,
            # games near their end finish early in the window, so it is the highest in it.
            if "start" in window and (args.spread > 0 or not any(g.done for g in games)):
                memory = tree_memory_kb(pid)
                highest(peak, memory)
                if now() - window["start"] <= args.settle:
                    # As long as the first cohort's settle period: the slope's second sample.
                    highest(early, memory)
                samples += 1
            if samples and samples % 30 == 0:
                done = sum(g.done for g in games)
                print(f"  {now() - window['start']:.0f} s: {done} games over", flush=True)

    sampler = asyncio.create_task(sample())
    if args.spread > 0:
        await warm_start()
    else:
        await asyncio.gather(*(one(g) for g in games))
    end = now()
    end_wall = time.time()
    sampler.cancel()
    if "start" not in window:
        print("every game ended before the window opened: figures from the first lobby")
    bot_cpu = tree_cpu(pid) - window.get("bot_cpu", 0.0)
    self_cpu = self_cpu_seconds() - window.get("self_cpu", 0.0)
    status = proc_status(pid)
    load_after = loadavg()
    await asyncio.sleep(1.0)
    await runner.bot.stop()

    store = await runner.open_store()
    await runner.resolve_seats(store)
    t0 = window.get("start", started)
    span = end - t0
    actions_in_window = 0
    ai_in_window = 0  # moves of AI seats (not counted as actions: nobody clicked them)
    ack_ms: list[float] = []
    table_s: list[float] = []
    # Secret choices that leave others choosing show nothing public but a name leaving the
    # list of who still chooses (their only public event is "chosen"): the bot shows them
    # with the end of the wait or after a hold (bot.presenter.table.QUIET_HOLD_SECONDS), so
    # their click→table is reported apart.
    quiet_s: list[float] = []
    unseen = 0  # applied clicks whose move no table update showed before the end
    # With --stages: the bot's lines (bot/latency.py), and each public click's stages.
    probe = read_probe(workdir) if args.stages else None
    to_wall = end_wall - end  # this process's clock (now()) to the wall clock the bot writes
    stages: list[dict[str, float]] = []
    before: list[int] = []  # per game: actions stamped before the window (the warm-up)
    overshoot: list[int] = []  # per game still running: of those, past its starting point
    first_overshoot: list[int] = []  # the same, for the games of the first cohort
    first_ids = set(map(id, games[: max(1, len(games) // 4)])) if args.spread > 0 else set()
    for game in games:
        if not game.game_id:
            continue
        rows = await store.actions(game.game_id)
        actors = collections.Counter(
            r.actor for r in rows if window.get("wall", 0) <= r.at <= end_wall
        )
        actions_in_window += actors["player"]
        ai_in_window += actors["ai"]
        if "wall" in window:
            ahead = sum(1 for r in rows if r.at < window["wall"])
            before.append(ahead)
            if not (game.done and game.done_at <= window["start"]):
                overshoot.append(ahead - game.warm_target)
                if id(game) in first_ids:
                    first_overshoot.append(ahead - game.warm_target)
        matched, _problems = match_clicks(game.clicks, rows)
        updates = server.table_updates.get(game.channel_id, [])
        for click in game.clicks:
            row = matched.get(id(click))
            if row is None or click.at < t0:
                continue
            # The first table update showing a state that includes this move.
            shown, shown_v = next(
                ((at, v) for at, _c, v in updates if v > row.version and at >= click.at),
                (None, 0),
            )
            if shown is None:
                unseen += 1
            elif any(e.get("private_to") is None and e.get("kind") != "chosen" for e in row.events):
                table_s.append(shown - click.at)
                if probe is not None:
                    stages.append(
                        latency.breakdown(
                            click.at + to_wall,
                            probe["move"].get((game.game_id, row.version), {}),
                            probe["table"].get((game.game_id, shown_v), {}),
                            probe["render"].get((game.game_id, shown_v), {}),
                            None
                            if click.interaction is None
                            else click.interaction.dispatched_at + to_wall,
                        )
                        | {"total": shown - click.at}
                    )
            else:
                quiet_s.append(shown - click.at)
    await store.close()
    interactions = [
        i for i in server.interactions.values() if i.kind == 3 and t0 <= i.dispatched_at <= end
    ]
    unanswered = 0
    for i in interactions:
        acked = server.acked_at.get(i.id)
        if acked is None:
            unanswered += 1
        else:
            ack_ms.append((acked - i.dispatched_at) * 1000)
    handled = sum(1 for at in server.acked_at.values() if t0 <= at <= end)
    rest = [r for r in server.rest if t0 <= r.at <= end]
    # Bytes a viewer could download: those of requests Discord accepted (a refused token's
    # edit uploads its image for nothing, and the bot then sends it again).
    upload = sum(r.upload for r in rest if r.status < 400)
    refused_upload = sum(r.upload for r in rest if r.status >= 400)
    kinds = collections.Counter(r.label for r in rest)
    late = sum(1 for v in server.violations if "answered after" in v)
    outcomes = collections.Counter(c.outcome for c in runner.clicks if c.at >= t0)

    per_action = len(rest) / actions_in_window if actions_in_window else float("nan")
    if args.spread > 0:
        # A slope between two steady states: the first cohort settled, and every game playing.
        more_games = window.get("active", 0.0) - window.get("quarter_active", 0.0)
    else:
        more_games = len(games) - window.get("quarter_games", 0.0)

    def per_game(rss: bool) -> tuple[float, float, float]:
        """Memory per active game, with the fixed costs, and with the whole window's peak as
        second sample (KB), from the PSS sums or (``rss``) from the RSS sums."""
        tree, suffix = ("tree_rss", "rss_kb") if rss else ("tree", "kb")
        high, first = peak.get(tree, 0), window.get(f"quarter_{suffix}")
        with_fixed = (high - idle[tree]) / len(games) if high else float("nan")
        # With a warm start the slope compares like with like: the highest memory over the
        # first --settle seconds of play after each cohort's warm-up (see the docstring).
        second = early.get(tree, 0) if args.spread > 0 else high
        if first is None or more_games <= 0:
            return with_fixed, with_fixed, with_fixed
        slope = (second - first) / more_games if second else with_fixed
        whole = (high - first) / more_games if high else with_fixed
        return slope, with_fixed, whole

    per_game_kb, with_fixed_kb, whole_window_kb = per_game(rss=False)
    rss_per_game_kb, rss_with_fixed_kb, rss_whole_window_kb = per_game(rss=True)
    ack99 = percentile(ack_ms, 99)
    tab99 = percentile(table_s, 99)
    figures = Figures()
    figures.add("games / humans per game", f"{len(games)} / {args.players}")
    if args.spread > 0:
        warm_s = (
            window["start"] - window.get("warm_from", started)
            if "start" in window
            else float("nan")
        )
        figures.add(
            "warm start: actions drawn in 0..N, think",
            f"0..{args.spread} (mean "
            f"{statistics.fmean(g.warm_target for g in games):.1f}), {args.spread_think} s",
        )
        figures.add("  warm-up (after every game had started)", f"{warm_s:.1f} s")
        figures.add(
            "  actions before the window mean / max",
            f"{statistics.fmean(before):.1f} / {max(before)}" if before else "-",
        )
        figures.add(
            "  past the starting point median / max",
            f"{statistics.median(overshoot):.0f} / {max(overshoot)}" if overshoot else "-",
        )
        figures.add(
            "    of the first cohort (it played on at --think)",
            f"{statistics.median(first_overshoot):.0f} / {max(first_overshoot)}"
            if first_overshoot
            else "-",
        )
        figures.add("  games ended in the warm-up", f"{window.get('warm_done', 0):.0f}")
    figures.add("play window", f"{span:.1f} s")
    figures.add("games finished", f"{sum(g.done for g in games)}")
    figures.add("actions applied (database log)", f"{actions_in_window}")
    if args.ais:
        # The bot logs each AI move its search gave too late (the heuristic's move was played).
        stamps = fallback_times(runner.bot.log_text())
        in_window = sum(1 for at in stamps if window.get("wall", 0) <= at <= end_wall)
        figures.add(f"AI moves ({args.ai_level}) in the window", f"{ai_in_window}")
        figures.add("  of which by the fallback agent", f"{in_window}")
        figures.add("  fallback moves in the whole run (warm-up included)", f"{len(stamps)}")
    figures.add("action clicks by outcome", " ".join(f"{k}={v}" for k, v in outcomes.items()))
    applied = [c for c in runner.clicks if c.at >= t0 and c.outcome == "applied"]
    figures.add(
        "  applied: on the table / in private (DM, private prompt)",
        f"{sum(not c.private for c in applied)} / {sum(c.private for c in applied)}",
    )
    # What the refused clicks were told (the first line of the answer; numbers masked), and
    # where they were made.
    reasons = collections.Counter(
        ("in private: " if c.private else "on the table: ")
        + gist(server.followup_text.get(c.interaction.id, "?"), 44)
        for c in runner.clicks
        if c.at >= t0 and c.outcome == "refused" and c.interaction is not None
    )
    for reason, count in reasons.most_common(6):
        figures.add(f"  refused {reason}", f"{count}")
    figures.add("interactions handled / s", f"{handled / span:.1f}")
    figures.add("actions applied / s", f"{actions_in_window / span:.1f}")
    figures.add("click→ack p50", f"{percentile(ack_ms, 50):.0f} ms")
    figures.add("click→ack p95", f"{percentile(ack_ms, 95):.0f} ms")
    figures.add("click→ack p99", f"{ack99:.0f} ms", "≤ 100 ms", ack99 <= TARGETS["ack_p99_ms"])
    count, starved, longest, places = stalls_logged(
        runner.bot.log_text(), window.get("wall", 0), end_wall
    )
    figures.add(
        "event-loop stalls logged (STALL_WARN_MS): all, starved, longest",
        f"{count}, {starved}, {longest} ms" if count else "0",
    )
    for place, n in places.most_common(3):
        figures.add(f"  {n}× {place[:70]}", "")
    figures.add("clicks never acknowledged (3 s)", f"{unanswered} of {len(interactions)}")
    figures.add("callbacks after 3 s (violations)", f"{late}")
    figures.add("click→table p50", f"{percentile(table_s, 50):.2f} s")
    figures.add("click→table p95", f"{percentile(table_s, 95):.2f} s")
    figures.add("click→table p99", f"{tab99:.2f} s", "≤ 1.5 s", tab99 <= TARGETS["table_p99_s"])
    figures.add("  (clicks measured; not shown by the end)", f"{len(table_s)}; {unseen}")
    if probe is not None:
        add_stages(figures, stages, probe)
    if quiet_s:
        figures.add(
            "  secret choices, nothing public: click→table p50 / p99 (n)",
            f"{percentile(quiet_s, 50):.2f} / {percentile(quiet_s, 99):.2f} s ({len(quiet_s)})",
        )
    figures.add(
        "REST calls / action",
        f"{per_action:.2f}",
        "≤ 2",
        per_action <= TARGETS["rest_per_action"],
    )
    # Interaction callbacks and their followups are not bound by the bot's global rate limit
    # (50 requests/s): what is, per action, is the rest (table edits, DMs, pings).
    bound = sum(n for label, n in kinds.items() if not label.startswith(("callback", "followup")))
    figures.add(
        "  of which bound by the global rate limit",
        f"{bound / max(actions_in_window, 1):.2f}",
    )
    for label, count in kinds.most_common():
        figures.add(f"  {label}", f"{count / max(actions_in_window, 1):.2f}")
    figures.add(
        "rate-limit 429s: global / per route" + ("" if args.route_limits else " (routes off)"),
        f"{server.limits.refused['global']} / {server.limits.refused['route']}",
    )
    figures.add(
        "interaction tokens refused as expired (the bot then used its own)",
        f"{server.refused_tokens}" + ("" if args.keep_tokens else " (tokens before the window)"),
    )
    figures.add(
        "busiest second: requests bound by the global limit",
        f"{server.limits.peak_per_second} of {server.limits.global_per_second}",
    )
    figures.add("uploaded KB / action", f"{upload / 1024 / max(actions_in_window, 1):.1f}")
    # Where the bytes go: the accepted requests' uploads by what the request did.
    by_label: collections.Counter[str] = collections.Counter()
    for r in rest:
        if r.status < 400 and r.upload:
            by_label[r.label] += r.upload
    for label, size in by_label.most_common(6):
        figures.add(f"  {label}", f"{size / 1024 / max(actions_in_window, 1):.1f}")
    moves_images = collections.Counter(
        f
        for r in rest
        if r.status < 400 and r.label.endswith(("table-N", "prompt"))
        for f in r.formats
    )
    figures.add(
        "  images of every move: WebP / PNG (the pool was behind)",
        f"{moves_images['webp']} / {moves_images['png']}",
    )
    figures.add(
        "  and in refused requests (expired tokens, 429s)",
        f"{refused_upload / 1024 / max(actions_in_window, 1):.1f}",
    )
    figures.add(
        "  the same image again into a message (whole run): uploads, KB",
        f"{server.same_image_uploads}, {server.same_image_bytes / 1024:.0f}",
    )
    for what, sfx in (("PSS", ""), ("RSS", "_rss")):
        # PSS first (each page the render workers share with their forkserver counted once),
        # then RSS (counted in each process, as in the figures of earlier runs).
        figures.add(
            f"bot {what} idle / first cohort settled / peak (+children)"
            if args.spread > 0
            else f"bot {what} idle / quarter / peak (+children)",
            f"{idle['tree' + sfx] / 1024:.1f} / {window.get(f'quarter{sfx}_kb', 0) / 1024:.1f} / "
            f"{peak.get('tree' + sfx, 0) / 1024:.1f} MiB",
        )
        if args.spread > 0:
            figures.add(
                "  at the window's opening", f"{window.get(f'start{sfx}_kb', 0) / 1024:.1f} MiB"
            )
            figures.add(
                f"  highest in the window's first {args.settle:.0f} s: bot process / children",
                f"{early.get('tree' + sfx, 0) / 1024:.1f}: {early.get('main' + sfx, 0) / 1024:.1f}"
                f" / {early.get('children' + sfx, 0) / 1024:.1f} MiB",
            )
            figures.add(
                "  first cohort settled: bot process / children",
                f"{window.get(f'quarter_main{sfx}_kb', 0) / 1024:.1f} / "
                f"{window.get(f'quarter_children{sfx}_kb', 0) / 1024:.1f} MiB",
            )
        figures.add(
            "  of which the bot process",
            f"{idle['main' + sfx] / 1024:.1f} / {peak.get('main' + sfx, 0) / 1024:.1f} MiB",
        )
        figures.add(
            "  of which its children",
            f"{(idle['tree' + sfx] - idle['main' + sfx]) / 1024:.1f} / "
            f"{peak.get('children' + sfx, 0) / 1024:.1f} MiB",
        )
    figures.add("bot VmHWM", f"{status.get('VmHWM', 0) / 1024:.1f} MiB")
    figures.add(
        "memory per active game",
        f"{per_game_kb:.0f} KB",
        "≤ 150 KB",
        per_game_kb <= TARGETS["kb_per_game"],
    )
    figures.add("  with the fixed costs ((peak − idle) / games)", f"{with_fixed_kb:.0f} KB")
    if args.spread > 0 and more_games > 0 and "quarter_main_kb" in window:
        # The slope split: the bot process keeps the games; the render workers fill bounded
        # caches and working buffers whatever the number of games (docs/scale.md).
        figures.add(
            "  of which the bot process / its children (PSS)",
            f"{(early.get('main', 0) - window['quarter_main_kb']) / more_games:.0f} / "
            f"{(early.get('children', 0) - window['quarter_children_kb']) / more_games:.0f} KB",
        )
    figures.add(
        "  from RSS sums, as before: slope / with fixed costs",
        f"{rss_per_game_kb:.0f} / {rss_with_fixed_kb:.0f} KB",
    )
    if args.spread > 0:
        figures.add("  with the whole window's peak as second sample", f"{whole_window_kb:.0f} KB")
        figures.add("    from RSS sums", f"{rss_whole_window_kb:.0f} KB")
        figures.add(
            "  active games: first cohort settled / window opened",
            f"{window.get('quarter_active', 0):.0f} / {window.get('active', 0):.0f}",
        )
    figures.add("bot CPU, with children (cores busy)", f"{bot_cpu / span:.2f}")
    figures.add("fake Discord + players CPU", f"{self_cpu / span:.2f}")
    figures.add("load average before / after", f"{load_before} / {load_after}")
    figures.add("fake Discord violations", f"{len(server.violations)}")
    figures.add("driver errors", f"{len(runner.errors)}")
    print()
    figures.print()
    tracebacks = runner.bot.tracebacks()
    if tracebacks:
        print(f"\n{len(tracebacks)} tracebacks in {runner.bot.log_path}; first:\n{tracebacks[0]}")
    missed = [r for r in figures.rows if r[3] == "FAIL"]
    return 1 if missed and not args.no_fail else 0


def highest(into: dict[str, int], memory: dict[str, int]) -> None:
    """Keeps in ``into`` the highest of each figure of :func:`scripted.tree_memory_kb`, and of
    the children's (the tree less the bot process), PSS and RSS."""
    children = {
        "children": memory["tree"] - memory["main"],
        "children_rss": memory["tree_rss"] - memory["main_rss"],
    }
    for name, value in {**memory, **children}.items():
        into[name] = max(into.get(name, 0), value)


def tree_cpu(pid: int) -> float:
    """CPU seconds of the bot and its live child processes (render workers, if any)."""
    total = 0.0
    for p in [pid, *descendants(pid)]:
        try:
            total += proc_cpu_seconds(p)
        except OSError:
            continue
    return total


def main() -> None:
    sys.exit(asyncio.run(run(parse())))


if __name__ == "__main__":
    main()
