"""End-to-end: Rematch (bot/rematch.py) through the fake Discord and the real bot. A Sealed
Bids game of Alice, Bob and an AI seat is played to its final message, which carries the
Rematch button; Bob (the old seat 2) clicks it and a lobby opens in the same channel with the
same options and an AI seat of the same level, Bob first; Alice's click on the same button
seats her last (the seats rotated by one); a second click of hers changes nothing; everything
the bot sent passes the fake Discord's OpenAPI checks."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest
from harness import Players, db_rows
from test_e2e_game import check_clean, lobby_clicks, lobby_message_of

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


async def test_rematch_from_the_final_message_rotates_the_seats(e2e: Any) -> None:
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "pl")])
    server = env.server
    alice, bob = [u for u in server.users.values() if not u.bot]
    players = Players(server, [alice, bob], server.channel_id, seed=5, game="bids")
    await players.slash("bids new", alice, {"rounds": 3, "coins": 10, "max_players": 3})
    lobby = lobby_message_of(players)
    old_id = lobby.custom_ids()[0].split(":")[1]
    await lobby_clicks(players, ((bob, "join"), (alice, "ai-strong"), (alice, "start")))
    final = await players.play(timeout=120)
    assert final is not None
    assert f"rm:{old_id}" in final.custom_ids(), final.custom_ids()

    await players.answered(await server.click(bob, final, f"rm:{old_id}"))
    rows = db_rows(
        env.bot.database,
        "SELECT id, options, seats FROM games WHERE channel_id = ? AND status = 'lobby'",
        int(server.channel_id),
    )
    assert len(rows) == 1
    options, seats = json.loads(rows[0]["options"]), json.loads(rows[0]["seats"])
    assert options["rounds"] == 3 and options["coins"] == 10 and options["rematch_of"] == old_id
    assert [(s["user_id"], s["ai"]) for s in seats] == [(int(bob.id), None), (None, "strong")]

    for _ in range(2):  # Alice's click seats her; a second one changes nothing
        await players.answered(await server.click(alice, final, f"rm:{old_id}"))
    seats = json.loads(
        db_rows(env.bot.database, "SELECT seats FROM games WHERE id = ?", rows[0]["id"])[0]["seats"]
    )
    assert [s["user_id"] for s in seats] == [int(bob.id), None, int(alice.id)]
    new_lobby = lobby_message_of(players)
    assert rows[0]["id"] in new_lobby.custom_ids()[0]
    check_clean(env)
