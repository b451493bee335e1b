"""End-to-end: Through the Ages through the fake Discord and the real bot."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import pytest
from harness import Players
from test_e2e_game import check_clean, check_final, lobby_message_of

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


async def open_tta(players: Players, options: dict[str, Any], joiners: int, ais: int) -> str:
    server = players.server
    creator = players.users[0]
    await players.slash("tta new", creator, options)
    game_id = lobby_message_of(players).custom_ids()[0].split(":")[1]
    verbs = [(u, "join") for u in players.users[1 : 1 + joiners]]
    verbs += [(creator, "ai-normal")] * ais + [(creator, "start")]
    for user, verb in verbs:
        message = lobby_message_of(players)
        cid = next(c for c in message.custom_ids() if c.endswith(":" + verb))
        await players.answered(await server.click(user, message, cid))
    return game_id


async def test_tta_simple_game_of_three_humans_to_the_score_sheet(e2e: Any) -> None:
    started = time.monotonic()
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US"), ("Carol", "en-US")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=7, game="tta", quiet=0.15)
    game_id = await open_tta(players, {"variant": "simple", "max_players": 3}, joiners=2, ais=0)
    final = await players.play(timeout=420, max_clicks=3000)
    assert final is not None
    await check_final(env, final, game_id)
    check_clean(env)
    print(
        f"tta simple: {players.clicks} clicks, {len(server.requests)} REST calls, "
        f"{time.monotonic() - started:.1f} s"
    )
