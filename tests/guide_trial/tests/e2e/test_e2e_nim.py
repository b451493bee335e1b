"""End-to-end: Nim through the fake Discord and the real bot — two humans and an AI seat play
a misère game with a take limit from `/nim new` to the score sheet, every move public."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest
from harness import Players, db_rows
from test_e2e_game import check_clean, check_final, lobby_message_of

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


async def test_nim_two_humans_and_an_ai_to_the_end(e2e: Any) -> None:
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bořek", "cs")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=4, game="nim")
    options = {"variant": "misere", "piles": 4, "max_take": 3, "max_players": 3}
    await players.slash("nim new", users[0], options)
    lobby = lobby_message_of(players)
    game_id = lobby.custom_ids()[0].split(":")[1]
    assert "Nim" in lobby.data["embeds"][0]["title"]
    for user, verb in ((users[1], "join"), (users[0], "ai-normal"), (users[0], "start")):
        message = lobby_message_of(players)
        cid = next(c for c in message.custom_ids() if c.endswith(":" + verb))
        await players.answered(await server.click(user, message, cid))
    final = await players.play(timeout=120)
    assert final is not None
    await check_final(env, final, game_id)
    # The lobby's options reached the game, and every move kept to its limit.
    row = db_rows(env.bot.database, "SELECT state FROM games WHERE id = ?", game_id)[0]
    state = json.loads(row["state"])
    assert (state["variant"], state["max_take"], len(state["start"])) == ("misere", 3, 4)
    taken = [int(code.split(".")[1]) for _uid, code in players.codes]
    assert taken and all(1 <= n <= 3 for n in taken)
    check_clean(env)
