"""A running game that the upgraded bot cannot load (issue 27), end to end: the real bot
process against the fake Discord. The game's state is rewritten in the database while the
bot is down, as a release with another state format would have saved it; at start the game is
kept and its channel gets one notice with Retry and Abandon (not again at the next start);
a click on the game is answered in one sentence; once the state is fixed, Retry resumes the
game with its table posted again and play goes on. (Refusals, Abandon and timers:
tests/bot/test_faults.py.)"""

from __future__ import annotations

import json
import sqlite3
from typing import TYPE_CHECKING, Any

import pytest
from fake_discord import Message
from harness import Players, choices, db_rows
from test_e2e_game import action_count, check_clean, fixed_part, ftl, open_game, replies

if TYPE_CHECKING:
    from conftest import Env

pytestmark = pytest.mark.e2e


def write_state(env: Env, game_id: str, state: str) -> None:
    con = sqlite3.connect(env.bot.database, timeout=10)
    try:
        con.execute("UPDATE games SET state = ? WHERE id = ?", (state, game_id))
        con.commit()
    finally:
        con.close()


def notices(env: Env) -> list[Message]:
    log = env.server.channel_log(env.server.channel_id)
    return [m for m in log if m.ephemeral_to is None and m.content == ftl("fault-notice")]


async def test_a_game_that_does_not_load_after_an_upgrade_is_kept_told_and_retried(
    e2e: Any,
) -> None:
    # Threads draw the images: three starts without waiting for worker processes.
    env: Env = await e2e(
        users=[("Alice", "en-US"), ("Bob", "en-US")], seed=27, env={"RENDER_WORKERS": "0"}
    )
    server = env.server
    alice, bob = (u for u in server.users.values() if not u.bot)
    players = Players(server, [alice, bob], server.channel_id, seed=27)
    game_id = await open_game(players, alice, [bob], {"max_players": 2})
    await server.settle(0.5)
    good = db_rows(env.bot.database, "SELECT state FROM games WHERE id = ?", game_id)[0][0]
    raw = json.loads(good)
    raw["format_version"] = 10**6
    await env.bot.kill()
    write_state(env, game_id, json.dumps(raw))
    await env.bot.start()
    await server.settle(1.0)

    # Kept, marked, logged; one notice with Retry and Abandon.
    row = db_rows(env.bot.database, "SELECT status, fault FROM games WHERE id = ?", game_id)[0]
    assert row["status"] == "running" and "1000000" in row["fault"]
    assert game_id in env.bot.log_text() and row["fault"] in env.bot.log_text()
    (notice,) = notices(env)
    assert notice.custom_ids() == [f"hf:{game_id}:retry", f"hf:{game_id}:abandon"]

    # A click on the game's table is answered with one sentence; nothing is applied.
    table = next(
        m
        for m in reversed(server.channel_log(server.channel_id))
        if m.ephemeral_to is None and choices(m)
    )
    before = action_count(env, game_id)
    owner = alice if f"<@{alice.id}>" in table.content else bob
    mark = len(server.channel_log(server.channel_id))
    await players.act(owner, table, choices(table)[0])
    answer = replies(server, owner, server.channel_id, mark)
    assert [m.content for m in answer] == [ftl("fault-game")]
    assert action_count(env, game_id) == before

    # A second start while it stays stopped: no second notice.
    await env.bot.kill()
    await env.bot.start()
    await server.settle(1.0)
    assert notices(env) == [notice]

    # Fixed (the loadable state written back); the creator retries: the game goes on.
    write_state(env, game_id, good)
    mark = len(server.channel_log(server.channel_id))
    retry = await server.click(alice, notice, f"hf:{game_id}:retry")
    await players.answered(retry)
    await server.settle(1.0)
    assert fixed_part(ftl("fault-resumed")) in server.messages[notice.id].content
    assert server.messages[notice.id].custom_ids() == []
    tables = [
        m
        for m in server.channel_log(server.channel_id)[mark:]
        if m.ephemeral_to is None
        and any(a["filename"].startswith("table-") for a in m.data["attachments"])
    ]
    assert len(tables) == 1
    fault = db_rows(env.bot.database, "SELECT fault FROM games WHERE id = ?", game_id)[0][0]
    assert fault is None
    await players.play(timeout=30, until=lambda: action_count(env, game_id) >= before + 2)
    assert action_count(env, game_id) >= before + 2
    check_clean(env)
