"""End-to-end: the toy game (Sealed Bids) through the fake Discord and the real bot, like any
registered game — two humans and an AI seat to the score sheet, secret bids by DM."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import pytest
from harness import Players, choices, db_rows
from test_e2e_game import check_clean, check_final, lobby_clicks, lobby_message_of

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


async def test_sealed_bids_two_humans_and_an_ai_to_the_end(e2e: Any) -> None:
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "pl")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=3, game="bids")
    await players.slash("bids new", users[0], {"rounds": 4, "coins": 14, "max_players": 3})
    lobby = lobby_message_of(players)
    game_id = lobby.custom_ids()[0].split(":")[1]
    assert "Sealed Bids" in lobby.data["embeds"][0]["title"]
    await lobby_clicks(players, ((users[1], "join"), (users[0], "ai-normal"), (users[0], "start")))
    final = await players.play(timeout=120)
    assert final is not None
    await check_final(env, final, game_id)
    # The bids are secret: each human got them by DM, and public messages never showed a
    # sealed bid before the reveal (the table says who has bid, not how much).
    assert all(server.dm_of.get(u.id) for u in users), "bids are made by DM"
    assert any(code.startswith("bid.") for _uid, code in players.codes)
    assert any(code in ("keep", "cash") for _uid, code in players.codes)
    check_clean(env)


async def test_killed_between_saving_a_move_and_showing_it(e2e: Any) -> None:
    """The bot dies (SIGKILL) exactly after a move is saved and before the table edit that
    shows it: the version is not marked shown, and the next start shows it."""
    env: Env = await e2e(
        users=[("Alice", "en-US"), ("Bob", "en-US")],
        env={"TABLETOP_FAULT": "kill-before-table", "IMAGE_FORMAT": "webp"},
    )
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=5, game="bids")
    await players.slash("bids new", users[0], {"rounds": 3})
    game_id = lobby_message_of(players).custom_ids()[0].split(":")[1]
    await lobby_clicks(players, ((users[1], "join"), (users[0], "start")))
    await server.settle(0.5)
    # Both bid by DM: the bids are saved, and the table edit that shows them (Alice's alone
    # would be held back while Bob still bids, see QUIET_HOLD_SECONDS) kills the bot.
    for user in users:
        dm = server.dm_of[user.id]
        prompt = next(m for m in reversed(server.channel_log(dm)) if choices(m))
        bid = next(c for c in choices(prompt) if c.code.startswith("bid."))
        await server.click(user, prompt, bid.custom_id)
    await asyncio.wait_for(env.bot.proc.wait(), 20)  # type: ignore[union-attr]
    row = db_rows(
        env.bot.database, "SELECT version, shown_version FROM games WHERE id = ?", game_id
    )
    version, shown = row[0]["version"], row[0]["shown_version"]
    assert shown < version, "killed before the table showed the bid: not marked shown"
    table_id = db_rows(env.bot.database, "SELECT table_message_id FROM games WHERE id = ?", game_id)
    table = server.messages[str(table_id[0][0])]
    assert all(not a["filename"].startswith(f"table-{version}.") for a in table.data["attachments"])

    env.bot.extra_env.pop("TABLETOP_FAULT")
    await env.bot.start()
    await server.settle(1.0)
    row = db_rows(
        env.bot.database, "SELECT version, shown_version FROM games WHERE id = ?", game_id
    )
    assert row[0]["shown_version"] == row[0]["version"] == version
    table = server.messages[str(table_id[0][0])]
    assert [a["filename"] for a in table.data["attachments"]] == [f"table-{version}.webp"]
    check_clean(env)
