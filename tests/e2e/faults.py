"""Faults: SIGKILL the bot at random moments while scripted people play; nothing may be lost.

    python tests/e2e/faults.py --kills 50 [--games 4] [--seed 1] [--database sqlite|URL]

Runs ``--games`` games at once (each in its own thread, opened with ``/hadara new thread``;
3 humans, every second game also with an AI seat) against one ``python -m bot``, and kills
the bot with SIGKILL again and again: half of the kills come after a random delay
(``--gap`` seconds, uniform), the other half a random 0–30 ms after the next click reached the
bot, i.e. while it handles that click. After a random 0–2 s the bot is started again. People
keep playing through it (``scripted.ScriptedGame``): a click that got no acknowledgement is
tried again later on what they see then, and when nobody can click for a while everybody asks
``/hadara hand``. New games start until at least ``--kills`` kills happened; then the killing
stops and every game is played to its end.

For every game that started, the checks are: it finished; its action log has consecutive
versions, no gap, no repeat; every click the bot acknowledged as applied is in the log exactly
once and every ``player`` row of the log comes from a click the bot received (a move may be
applied although its acknowledgement never reached Discord, e.g. the deferral failed or the
bot was killed while answering; clicks are paired with rows by seat, action code and
version: ``scripted.match_clicks``); and the stored result
equals the result of replaying the seed and the log through the rules engine. Exit 1 on any
failure.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).absolute().parent))

from scripted import (
    GamePlan,
    Runner,
    ScriptedGame,
    Settings,
    loadavg,
    match_clicks,
    now,
    replay_result,
)


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--kills", type=int, default=50)
    p.add_argument("--games", type=int, default=4, help="games played at the same time")
    p.add_argument("--humans", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--database", default="sqlite", help="sqlite (a file in a tmp dir) or a URL")
    p.add_argument("--think", type=float, default=0.3, help="mean seconds before each click")
    p.add_argument("--gap", type=float, nargs=2, default=(0.5, 6.0), metavar=("MIN", "MAX"))
    p.add_argument("--timeout", type=float, default=3600.0, help="give up after this long")
    p.add_argument("--workdir", type=Path, default=None)
    return p.parse_args(argv)


class Faults:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.rng = random.Random(args.seed)
        workdir = args.workdir or Path(tempfile.mkdtemp(prefix="hadara-faults-"))
        workdir.mkdir(parents=True, exist_ok=True)
        settings = Settings(
            think=args.think, outcome_timeout=5.0, stuck_after=4.0, public_grace=1.5
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
            plan = GamePlan(
                humans=self.args.humans, ais=1 if (index + number) % 2 else 0, thread=True
            )
            game = self.runner.game(self.runner.users(plan.humans), self.home, plan)
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
        print(f"  /hadara hand            {sum(g.hand_requests for g in runner.games)}")
        print(f"  fake Discord violations {len(runner.server.violations)}")
        print(f"  bot tracebacks          {len(runner.bot.tracebacks())}")
        print(
            f"  orphan lobbies          {self.orphans} (killed between saving a lobby and "
            "posting it)"
        )
        print(f"  checks passed           {self.checks - len(failures)} of {self.checks}")
        print(f"  time                    {played:.0f} s; load average {loadavg()}")
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

    async def check_game(self, store: object, game: ScriptedGame) -> list[str]:
        out: list[str] = []
        record = await store.get(game.game_id)  # type: ignore[attr-defined]
        rows = await store.actions(game.game_id)  # type: ignore[attr-defined]
        self.actions += len(rows)
        name = f"game {game.game_id}"
        self.checks += 4
        if record is None or record.status != "finished":
            out.append(f"{name}: not finished ({record.status if record else 'missing'})")
        expected, problems = replay_result(record, rows) if record else (None, ["no record"])
        out.extend(f"{name}: {p}" for p in problems)
        if record is not None and record.status == "finished" and record.result != expected:
            out.append(f"{name}: stored result differs from the replay")
        _matched, problems = match_clicks(game.clicks, rows)
        out.extend(f"{name}: {p}" for p in problems)
        return out


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
