"""End-to-end: a player who keeps moving is not absent (issue 26). Through the Ages with a
fast clock and a short replacement time: the players take their time over long turns (each
turn lasts longer than the replacement time, each move comes well within it), and the AI
never moves for them, nor are they reminded."""

from __future__ import annotations

import asyncio
import json
import time
from typing import TYPE_CHECKING, Any

import pytest
from fake_discord import User
from harness import Players, db_rows, playing_along
from test_e2e_game import check_clean, fixed_part, ftl
from test_e2e_tta import open_tta

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e

SPEED = 300  # game seconds per real second
REPLACE_HOURS = 0.3  # 1 080 game seconds: 3.6 s of real time
PAUSE = 1.0  # real seconds a player looks at the table before each click
RUN = 5  # moves a player makes in a turn before ending it (when the rules let them)


class Unhurried(Players):
    """Players who think a second before each click and play long turns: they end a turn
    only after ``RUN`` moves in it (or when nothing else is left)."""

    def __init__(self, env: Env, users: list[User], **kwargs: Any) -> None:
        super().__init__(env.server, users, env.server.channel_id, **kwargs)
        self.env = env
        self.game_id = ""

    def run_of(self, user: User) -> int:
        """How many moves the user's seat has made since another seat last moved."""
        seats = db_rows(self.env.bot.database, "SELECT seats FROM games WHERE id = ?", self.game_id)
        mine = [i for i, s in enumerate(json.loads(seats[0][0])) if s["user_id"] == int(user.id)]
        rows = db_rows(
            self.env.bot.database,
            "SELECT seat FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 50",
            self.game_id,
        )
        run = 0
        for row in rows:
            if row["seat"] not in mine:
                break
            run += 1
        return run

    async def step(self) -> bool:
        await asyncio.sleep(PAUSE)  # looking at the table before choosing
        order = list(self.users)
        self.rng.shuffle(order)
        for user in order:
            for message, fresh in self.candidates(user):
                actions = playing_along(fresh)  # never "!resign": it ends a two-player game
                if self.run_of(user) < RUN:
                    actions = [c for c in actions if c.code != "end"] or actions
                else:
                    actions = [c for c in actions if c.code == "end"] or actions
                await self.act(user, message, self.rng.choice(actions))
                return True
        return False


def long_turns(env: Env, game_id: str) -> list[float]:
    """The game seconds from the start of each run of moves by one seat (the previous seat's
    last move) to that run's last move, for runs that took longer than the replacement
    time."""
    rows = db_rows(
        env.bot.database, "SELECT seat, at FROM actions WHERE game_id = ? ORDER BY seq", game_id
    )
    out: list[float] = []
    for i in range(1, len(rows)):
        if rows[i]["seat"] == rows[i - 1]["seat"]:
            continue
        j = i
        while j + 1 < len(rows) and rows[j + 1]["seat"] == rows[i]["seat"]:
            j += 1
        span = float(rows[j]["at"]) - float(rows[i - 1]["at"])
        if span > REPLACE_HOURS * 3600:
            out.append(span)
    return out


async def test_a_player_who_keeps_moving_is_never_replaced(e2e: Any) -> None:
    started = time.monotonic()
    env: Env = await e2e(
        users=[("Alice", "en-US"), ("Bob", "en-US")],
        env={"CLOCK_SPEED": str(SPEED), "TIMER_TICK_SECONDS": "0.2"},
    )
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Unhurried(env, users, seed=4, game="tta", quiet=0.1)
    options = {
        "variant": "simple",
        "max_players": 2,
        "reminder_hours": REPLACE_HOURS,
        "replace_hours": REPLACE_HOURS,
    }
    game_id = players.game_id = await open_tta(env, players, options, joiners=1, ais=0)
    await players.play(until=lambda: len(long_turns(env, game_id)) >= 3, timeout=120)
    assert players.finished() is None, f"the game ended; the clicks were {players.codes}"
    spans = long_turns(env, game_id)
    assert len(spans) >= 3, "the players never played a turn longer than the replacement time"
    actors = db_rows(
        env.bot.database, "SELECT DISTINCT actor FROM actions WHERE game_id = ?", game_id
    )
    assert [row["actor"] for row in actors] == ["player"], "the AI moved for a player"
    replaced = fixed_part(ftl("notice-replaced"))
    reminder = fixed_part(ftl("notice-reminder"))
    for message in server.messages.values():
        assert replaced not in (message.content or ""), message.content
        assert reminder not in (message.content or ""), message.content
    check_clean(env)
    print(
        f"absent: {players.clicks} clicks, turns of {', '.join(f'{s:.0f}' for s in spans)} game s"
        f" (replacement after {REPLACE_HOURS * 3600:.0f}), {time.monotonic() - started:.1f} s"
    )
