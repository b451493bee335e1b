"""End-to-end (issue 30): a finished game reaches the ladders, ``/leaderboard`` and ``/stats``
show it, and ``/privacy`` removes a player from them — through the fake Discord and the real
bot on SQLite.

Alice and Bob (two people, so their ratings move) and a strong AI play Sealed Bids to the end;
the game is counted once, on the server's ladder and the one across servers; Alice's
``/leaderboard`` shows the ladder's page and picture, her ``/stats`` links the game's table;
Bob deletes his data through ``/privacy`` (Delete, then Yes): his ratings are gone from both
ladders, the finished game no longer holds his id, and it still replays to its stored result."""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

import aiohttp
import pytest
from harness import Players, db_rows, replay
from test_e2e_game import check_clean, check_final, lobby_clicks, lobby_message_of

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env
    from fake_discord import FakeDiscord, Interaction, Message

pytestmark = pytest.mark.e2e
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def answer_of(server: FakeDiscord, interaction: Interaction) -> Message:
    """The message that answered a command (its followup, or the edited original)."""
    found = [m for m in server.messages.values() if m.interaction_id == interaction.id]
    assert found, f"no answer to interaction {interaction.id}"
    return found[-1]


async def png_of(message: Message) -> bytes:
    [attachment] = message.data["attachments"]
    async with aiohttp.ClientSession() as session, session.get(attachment["url"]) as response:
        assert response.status == 200
        return await response.read()


async def test_a_finished_game_on_the_ladders_and_a_player_erased(e2e: Any) -> None:
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US")])
    server = env.server
    db = env.bot.database
    alice, bob = [u for u in server.users.values() if not u.bot]
    players = Players(server, [alice, bob], server.channel_id, seed=7, game="bids")
    await players.slash("bids new", alice, {"rounds": 3, "coins": 10, "max_players": 3})
    game_id = lobby_message_of(players).custom_ids()[0].split(":")[1]
    await lobby_clicks(players, ((bob, "join"), (alice, "ai-strong"), (alice, "start")))
    final = await players.play(timeout=120)
    assert final is not None
    await check_final(env, final, game_id)

    # Counted once, after the final table, on both ladders.
    for _ in range(100):
        if db_rows(db, "SELECT game_id FROM rated_games"):
            break
        await asyncio.sleep(0.1)
    [recorded] = db_rows(db, "SELECT game_id, family, seats FROM rated_games")
    assert (recorded["game_id"], recorded["family"]) == (game_id, "bids")
    keys = {f"user:{alice.id}", f"user:{bob.id}", "ai:strong"}
    assert {s["player"] for s in json.loads(recorded["seats"])} == keys
    guild = int(server.guild_id)
    ladders = db_rows(db, "SELECT scope, player, games FROM ratings WHERE family = 'bids'")
    assert {(r["scope"], r["player"]) for r in ladders} == {
        (scope, key) for scope in (guild, 0) for key in keys
    }
    assert all(r["games"] == 1 for r in ladders)

    # /leaderboard: the page's text and its picture, with ◀ ▶.
    asked = await players.slash("leaderboard", alice, {"game": "bids"})
    board = answer_of(server, asked)
    assert "page 1/1" in board.content, board.content
    assert (await png_of(board))[:8] == PNG_MAGIC
    assert len([c for c in board.custom_ids() if c.startswith("lb:bids:")]) == 2

    # /stats: Alice's own record, privately, with a link to the game's table.
    asked = await players.slash("stats", alice, {"game": "bids"})
    stats = answer_of(server, asked)
    assert asked.ephemeral
    [table_id] = db_rows(db, "SELECT table_message_id FROM games WHERE id = ?", game_id)
    link = f"https://discord.com/channels/{guild}/{server.channel_id}/{table_id[0]}"
    assert link in stats.content, stats.content
    assert (await png_of(stats))[:8] == PNG_MAGIC

    # /privacy: Bob sees what is stored, deletes it (Delete, then Yes).
    asked = await players.slash("privacy", bob)
    page = answer_of(server, asked)
    assert "finished 1" in page.content, page.content
    await players.answered(await server.click(bob, page, f"pv:{bob.id}:ask"))
    page = server.messages[page.id]
    await players.answered(await server.click(bob, page, f"pv:{bob.id}:yes"))
    assert "Done" in server.messages[page.id].content
    left = db_rows(db, "SELECT player FROM ratings WHERE family = 'bids'")
    assert {r["player"] for r in left} == {f"user:{alice.id}", "ai:strong"}
    assert not db_rows(db, "SELECT 1 FROM rating_points WHERE player = ?", f"user:{bob.id}")
    [seats] = db_rows(db, "SELECT seats FROM games WHERE id = ?", game_id)
    assert int(bob.id) not in [s["user_id"] for s in json.loads(seats[0])]
    # The game still replays to its stored result, and the ladders have two players now.
    expected, _actions = replay(db, game_id)
    [stored] = db_rows(db, "SELECT result FROM games WHERE id = ?", game_id)
    assert json.loads(stored[0]) == expected
    asked = await players.slash("leaderboard", alice, {"game": "bids"})
    assert "page 1/1" in answer_of(server, asked).content
    assert db_rows(db, "SELECT count(*) FROM ratings WHERE scope = ?", guild)[0][0] == 2
    check_clean(env)
