"""End-to-end: a game as its players see it, on the toy game — the picture of every decision
by DM (one decision DM edited in place in public steps), refusals that are private and say
why, ``/<game> board`` of any seat (AI seats too), AI seats named in the game's language, and
the end table naming the winner."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from fake_discord import Message, User
from harness import Players, choices, db_rows, eventually, reply_with_file
from test_e2e_game import check_clean, lobby_clicks, lobby_message_of

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


def reply_to(server: Any, interaction: Any) -> Message:
    """The message that answered a command or click (its original response)."""
    message = server.messages[interaction.original_id]
    assert isinstance(message, Message)
    return message


def dms(server: Any, user: User) -> list[Message]:
    channel = server.dm_of.get(user.id)
    return list(server.channel_log(channel)) if channel else []


async def test_a_game_as_its_players_see_it(e2e: Any) -> None:
    env: Env = await e2e(users=[("Alice", "pl"), ("Bob", "en-US")], env={"IMAGE_FORMAT": "webp"})
    server = env.server
    alice, bob = [u for u in server.users.values() if not u.bot]
    players = Players(server, [alice, bob], server.channel_id, seed=8, game="bids")

    # Another game's commands, and a refusal in the lobby: private, with the real reason.
    asked = await players.slash("hadara status", bob)
    assert asked.ephemeral and "Sealed Bids" not in reply_to(server, asked).content
    assert "/help" in reply_to(server, asked).content  # no game at all here yet
    await players.slash("bids new", alice, {"rounds": 3, "max_players": 3, "language": "pl"})
    lobby = lobby_message_of(players)
    game_id = lobby.custom_ids()[0].split(":")[1]
    leave = next(c for c in lobby.custom_ids() if c.endswith(":leave"))
    refused = await server.click(alice, lobby, leave)
    await players.answered(refused)
    (said,) = [m for m in server.channel_log(server.channel_id) if m.interaction_id == refused.id]
    # Alice speaks Polish: the command to abandon, as Discord shows it to her.
    assert said.ephemeral_to == alice.id and "/aukcja porzuć" in said.content, said.content
    asked = await players.slash("hadara hand", bob)
    text = reply_to(server, asked).content
    assert asked.ephemeral and "Sealed Bids" in text and "/bids" in text, text

    await lobby_clicks(players, ((bob, "join"), (alice, "ai-normal"), (alice, "start")))
    # The game speaks Polish: its AI seat is "SI 1" in the lobby (seats are stored as "AI 1").
    embeds = str(lobby_message_of_any(players).data.get("embeds"))
    assert "SI 1" in embeds and "AI 1" not in embeds

    # /bids board of the AI seat, by number: privately, its board.
    asked = await players.slash("bids board", bob, {"seat": 3})
    board = await reply_with_file(server, asked)
    assert asked.ephemeral and board.data["attachments"][0]["filename"] == "board-2.png"
    asked = await players.slash("bids board", bob, {"seat": 4})
    assert asked.ephemeral and "4" in reply_to(server, asked).content

    # Play to the end; every decision of a human came with its picture by DM, and the public
    # claims edited a decision DM instead of sending a new one.
    final = await players.play(timeout=180)
    assert final is not None
    claims = [code for _uid, code in players.codes if code in ("keep", "cash")]
    bids = [code for _uid, code in players.codes if code.startswith("bid.")]
    assert bids and claims
    for user in (alice, bob):
        prompts = [m for m in dms(server, user) if "'prompt.webp'" in str([m.data, *m.history])]
        assert prompts, f"{user.name} got their pictures by DM"
        # One new DM per secret bid round at most (3 rounds), never one per public step.
        assert len(dms(server, user)) <= 3 + 1, [m.content[:40] for m in dms(server, user)]
    # The finished table names the winner.
    (table_id,) = db_rows(
        env.bot.database, "SELECT table_message_id FROM games WHERE id = ?", game_id
    )[0]
    table = server.messages[str(table_id)]
    # The score sheet and the table's last edit go out together; on a busy machine the edit
    # may come after the sheet.
    await eventually(lambda: True if "Zwycięzc" in table.content else None)
    assert "Zwycięzc" in table.content, table.content  # "Zwycięzca: …!" (the winner)
    assert not choices(table)
    check_clean(env)


def lobby_message_of_any(players: Players) -> Message:
    """The lobby message, started or not."""
    for m in reversed(players.server.channel_log(players.channel_id)):
        if m.ephemeral_to is None and m.data.get("embeds"):
            return m
    raise AssertionError("no lobby message")
