"""Faults: SIGKILL the bot at random moments while scripted people play; nothing may be lost.

    python tests/e2e/faults.py --kills 50 [--game all|hadara|bids|tta] [--games 4] [--seed 1]
                               [--humans N] [--variant GAME=V1,V2 …] [--undo P]
                               [--database sqlite|URL]

Runs ``--games`` games at once (each in its own thread, opened with ``/<game> new thread``)
against one ``python -m bot``. The games rotate among the registered games (``--game all``,
the default: Hadara, Sealed Bids, Through the Ages, …; or only the one named), each game's
variants rotating among those ``--variant GAME=…`` names (default: its first: Hadara basic,
Through the Ages simple). Each game has ``--humans`` people (default: 3, and 2 for Through the
Ages, to keep its games short), every second game also an AI seat. The bot is killed with
SIGKILL again and again: half of the kills come after a random delay (``--gap`` seconds,
uniform), the other half a random 0–30 ms after the next click reached the bot, i.e. while it
handles that click. After a random 0–2 s the bot is started again. People keep playing through
it (``scripted.ScriptedGame``): they answer in private (secret choices, questions asked of them
out of turn: defence, colonization bids, pacts, events), confirm the warnings an action asks to
confirm, take a move back now and then (``--undo``: the chance of taking "undo" when offered);
a click that got no acknowledgement is tried again later on what they see then, and when nobody
can click for a while everybody asks ``/<game> hand``. New games start until at least
``--kills`` kills happened; then the killing stops and every game is played to its end.

For every game that started, the checks are: it finished; its action log has consecutive
versions, no gap, no repeat; every click the bot acknowledged as applied is in the log exactly
once and every ``player`` row of the log comes from a click the bot received (a move may be
applied although its acknowledgement never reached Discord, e.g. the deferral failed or the
bot was killed while answering; clicks are paired with rows by seat, action code and
version: ``scripted.match_clicks``); and the stored result
equals the result of replaying the seed and the log through the rules engine (with the data
set the game was played with). Exit 1 on any failure. The figures are printed for the whole
run and per game (kills while one of its games ran, clicks, lost and doubled clicks, replays,
durations).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import random
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parent))

from scripted import (
    VARIANTS,
    Click,
    GamePlan,
    Runner,
    ScriptedGame,
    Settings,
    loadavg,
    match_clicks,
    now,
    replay_result,
)

# Humans per game when ``--humans`` is not given: Through the Ages is long, two keep it short.
HUMANS = {"tta": 2}
DEFAULT_HUMANS = 3


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--kills", type=int, default=50)
    p.add_argument("--games", type=int, default=4, help="games played at the same time")
    p.add_argument(
        "--game",
        default="all",
        choices=["all", *VARIANTS],
        help="which game (all: they take turns)",
    )
    p.add_argument(
        "--humans",
        type=int,
        default=None,
        help=f"humans per game (default {DEFAULT_HUMANS}; Through the Ages {HUMANS['tta']})",
    )
    p.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="GAME=V1,V2",
        help="the variants a game's games take in turn (default: its first)",
    )
    p.add_argument(
        "--undo", type=float, default=0.05, help="chance of taking 'undo' when it is offered"
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--database", default="sqlite", help="sqlite (a file in a tmp dir) or a URL")
    p.add_argument("--think", type=float, default=0.3, help="mean seconds before each click")
    p.add_argument("--gap", type=float, nargs=2, default=(0.5, 6.0), metavar=("MIN", "MAX"))
    p.add_argument("--timeout", type=float, default=3600.0, help="give up after this long")
    p.add_argument("--workdir", type=Path, default=None)
    args = p.parse_args(argv)
    args.names = list(VARIANTS) if args.game == "all" else [args.game]
    variants = {name: [VARIANTS[name][0]] for name in args.names}
    for item in args.variant:
        name, _, listed = item.partition("=")
        wanted = [v for v in listed.split(",") if v]
        if name not in VARIANTS or not wanted or set(wanted) - set(VARIANTS[name]):
            p.error(f"--variant {item}: the variants of {name} are {VARIANTS.get(name)}")
        variants[name] = wanted
    args.variants = variants
    return args


def humans_of(args: argparse.Namespace, game: str) -> int:
    return int(args.humans) if args.humans else HUMANS.get(game, DEFAULT_HUMANS)


class Faults:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.rng = random.Random(args.seed)
        workdir = args.workdir or Path(tempfile.mkdtemp(prefix="hadara-faults-"))
        workdir.mkdir(parents=True, exist_ok=True)
        settings = Settings(
            think=args.think,
            outcome_timeout=5.0,
            stuck_after=4.0,
            public_grace=1.5,
            undo=args.undo,
        )
        self.runner = Runner(
            workdir,
            seed=args.seed,
            database=args.database,
            checks=True,
            settings=settings,
            bot_env={"AI_DELAY_SECONDS": "0.05"},
        )
        self.kills = 0
        self.restarts = 0
        self.kills_mid_click = 0
        self.checks = 0
        self.actions = 0
        self.orphans = 0
        self.opened = 0  # games opened so far (they take turns among args.names)
        self.opened_at: dict[int, float] = {}  # id(game) -> when its /<game> new was used
        self.per_game: dict[str, collections.Counter[str]] = {}
        self.durations: dict[str, list[float]] = {}
        self.finished_at = 0.0
        self.home = self.runner.server.add_channel("games")
        self.deadline = now() + args.timeout

    @property
    def killing(self) -> bool:
        return self.kills < int(self.args.kills)

    async def killer(self) -> None:
        server = self.runner.server
        while self.killing and now() < self.deadline:
            if self.rng.random() < 0.5:
                await asyncio.sleep(self.rng.uniform(*self.args.gap))
            else:
                # Right after the next click reaches the bot: while it is handling it.
                await asyncio.sleep(self.rng.uniform(0.0, self.args.gap[0]))
                seen = len(server.interactions)
                limit = now() + 2 * self.args.gap[1]
                while len(server.interactions) == seen and now() < limit:
                    await asyncio.sleep(0.005)
                await asyncio.sleep(self.rng.uniform(0.0, 0.03))
                self.kills_mid_click += 1
            await self.runner.kill_bot()
            self.kills += 1
            await asyncio.sleep(self.rng.uniform(0.0, 2.0))
            await self.runner.start_bot()
            self.restarts += 1
            if self.kills % 10 == 0:
                print(f"  {self.kills} kills", flush=True)

    async def slot(self, index: int) -> None:
        """Plays games one after another while the killing goes on."""
        number = 0
        while self.killing and now() < self.deadline:
            name = self.args.names[self.opened % len(self.args.names)]
            variants = self.args.variants[name]
            of_game = sum(1 for g in self.runner.games if g.plan.game == name)
            plan = GamePlan(
                humans=humans_of(self.args, name),
                ais=1 if (index + number) % 2 else 0,
                thread=True,
                game=name,
                variant=variants[of_game % len(variants)],
            )
            self.opened += 1
            game = self.runner.game(self.runner.users(plan.humans), self.home, plan)
            self.opened_at[id(game)] = now()
            number += 1
            if not await game.open(self.deadline):
                game.error = "could not open the game"
                return
            await game.play(self.deadline)

    async def run(self) -> int:
        print(f"workdir {self.runner.workdir}; load average {loadavg()}", flush=True)
        await self.runner.start_server()
        await self.runner.start_bot()
        started = now()
        await asyncio.gather(self.killer(), *(self.slot(i) for i in range(self.args.games)))
        played = now() - started
        self.finished_at = now()
        await asyncio.sleep(1.0)
        await self.runner.bot.stop()
        failures = await self.check()
        runner = self.runner
        outcomes = collections.Counter(c.outcome for c in runner.clicks)
        acked = sum(1 for c in runner.clicks if c.acked is not None)
        started_games = [g for g in runner.games if g.game_id]
        print()
        print(
            f"  kills                   {self.kills} ({self.kills_mid_click} while a click was "
            f"being handled)"
        )
        print(f"  restarts                {self.restarts}")
        print(
            f"  games                   {len(started_games)} started, "
            f"{sum(g.done for g in started_games)} finished"
        )
        print(f"  actions (log rows)      {self.actions}")
        print(
            f"  action clicks           {len(runner.clicks)}: acknowledged {acked} "
            f"(applied {outcomes['applied']}, refused {outcomes['refused']}, "
            f"no visible outcome {outcomes['unknown']}), never acknowledged "
            f"{outcomes['failed']}"
        )
        print(f"  /<game> hand            {sum(g.hand_requests for g in runner.games)}")
        print(f"  fake Discord violations {len(runner.server.violations)}")
        print(f"  bot tracebacks          {len(runner.bot.tracebacks())}")
        print(
            f"  orphan lobbies          {self.orphans} (killed between saving a lobby and "
            "posting it)"
        )
        print(f"  checks passed           {self.checks - len(failures)} of {self.checks}")
        print(f"  time                    {played:.0f} s; load average {loadavg()}")
        self.print_per_game()
        for failure in failures[:30]:
            print("FAIL", failure)
        return 1 if failures else 0

    async def check(self) -> list[str]:
        runner = self.runner
        failures: list[str] = []
        self.checks = 0
        self.actions = 0
        store = await runner.open_store()
        try:
            await runner.resolve_seats(store)
            mine = set()
            for game in runner.games:
                if game.error:
                    failures.append(f"a game was never opened: {game.error}")
                if not game.game_id:
                    continue
                mine.add(game.game_id)
                failures.extend(await self.check_game(store, game))
            failures.extend(f"driver: {e}" for e in runner.errors)
            for violation in runner.server.violations:
                failures.append(f"fake Discord: {violation}")
            for trace in runner.bot.tracebacks():
                failures.append(f"bot traceback: {trace[:400]}")
            self.checks += 2
            others = await store.list_active(None)
            self.orphans = sum(1 for g in others if g.id not in mine and g.status == "lobby")
        finally:
            await store.close()
        return failures

    def kills_during(self, game: ScriptedGame) -> int:
        """Kills between the game's ``/<game> new`` and its end."""
        start = self.opened_at.get(id(game), 0.0)
        end = game.done_at or self.finished_at or now()
        return sum(1 for t in self.runner.kill_times if start <= t <= end)

    def print_per_game(self) -> None:
        names = [n for n in self.args.names if n in self.per_game]
        if not names:
            return
        rows = [
            ("games started", "started"),
            ("games finished", "finished"),
            ("kills while one ran", "kills"),
            ("action clicks", "clicks"),
            ("acknowledged", "acked"),
            ("applied (seen)", "applied"),
            ("never acknowledged", "failed"),
            ("log rows of humans", "player rows"),
            ("log rows in all", "rows"),
            ("secret answers", "secret"),
            ("answers out of turn", "out of turn"),
            ("undos", "undo"),
            ("warnings opened", "warnings"),
            ("clicks lost", "lost"),
            ("clicks doubled", "doubled"),
            ("replay equal", "replay equal"),
        ]
        print()
        print("  per game                " + "".join(f"{n:>10}" for n in names))
        for label, key in rows:
            print(f"  {label:<24}" + "".join(f"{self.per_game[n][key]:>10}" for n in names))
        for label, pick in (("mean game (s)", statistics.fmean), ("longest game (s)", max)):
            cells = "".join(
                f"{pick(self.durations[n]) if self.durations.get(n) else 0.0:>10.0f}" for n in names
            )
            print(f"  {label:<24}{cells}")
        for name in names:
            kinds = sorted(
                (key.split(": ", 1)[1], value)
                for key, value in self.per_game[name].items()
                if key.startswith("out of turn: ")
            )
            if kinds:
                listed = ", ".join(f"{kind} {value}" for kind, value in kinds)
                print(f"  {name} answers out of turn, by kind of wait: {listed}")

    async def check_game(self, store: object, game: ScriptedGame) -> list[str]:
        out: list[str] = []
        record = await store.get(game.game_id)  # type: ignore[attr-defined]
        rows = await store.actions(game.game_id)  # type: ignore[attr-defined]
        self.actions += len(rows)
        name = f"{game.plan.game} game {game.game_id} ({game.plan.variant})"
        figures = self.per_game.setdefault(game.plan.game, collections.Counter())
        figures["started"] += 1
        figures["finished"] += int(record is not None and record.status == "finished")
        figures["kills"] += self.kills_during(game)
        figures["rows"] += len(rows)
        figures["player rows"] += sum(1 for r in rows if r.actor == "player")
        figures.update(click_figures(game.clicks))
        figures["warnings"] += game.warnings
        if game.done:
            start = self.opened_at.get(id(game), game.started_at)
            self.durations.setdefault(game.plan.game, []).append(game.done_at - start)
        self.checks += 4
        if record is None or record.status != "finished":
            out.append(f"{name}: not finished ({record.status if record else 'missing'})")
        counts: dict[str, int] = {}
        expected, problems = (
            replay_result(record, rows, counts) if record else (None, ["no record"])
        )
        figures.update(counts)
        out.extend(f"{name}: {p}" for p in problems)
        if record is not None and record.status == "finished" and record.result != expected:
            out.append(f"{name}: stored result differs from the replay")
        elif record is not None and record.status == "finished" and not problems:
            figures["replay equal"] += 1
        _matched, problems = match_clicks(game.clicks, rows)
        figures["lost"] += sum(1 for p in problems if "not in the action log" in p)
        figures["doubled"] += sum(1 for p in problems if "comes from no click" in p)
        out.extend(f"{name}: {p}" for p in problems)
        return out


def click_figures(clicks: list[Click]) -> collections.Counter[str]:
    """Action clicks, acknowledged, seen applied and never acknowledged."""
    return collections.Counter(
        {
            "clicks": len(clicks),
            "acked": sum(1 for c in clicks if c.acked is not None),
            "applied": sum(1 for c in clicks if c.outcome == "applied"),
            "failed": sum(1 for c in clicks if c.outcome == "failed"),
        }
    )


async def run(args: argparse.Namespace) -> int:
    faults = Faults(args)
    try:
        return await faults.run()
    finally:  # never leave a bot process behind
        await faults.runner.bot.stop()
        await faults.runner.server.stop()


def main() -> None:
    sys.exit(asyncio.run(run(parse())))


if __name__ == "__main__":
    main()
