"""End-to-end: ``/mygames`` for a player of games in two servers (issue 29).

Ann (Czech client) is in two servers: in server A a two-player Hadara where she chooses (the
draft is everyone's move), in server B a two-player Through the Ages where Bob is on turn, and a
Hadara lobby of hers in another channel of server B. ``/mygames`` in a server channel answers
her privately, in a DM with the bot it answers there; both list the three games, her move
first, each with its server, a jump link to its real table (or lobby) message and how long it
has waited, in Czech. The commands are global (no development server), as in production: a
development server's commands would not exist in the other server or in DMs.
"""

from __future__ import annotations

import functools
import json
import re
import time
from typing import TYPE_CHECKING, Any

import pytest
from fake_discord import Message, User
from harness import ROOT, Players, db_rows, eventually
from test_e2e_game import check_clean, lobby_message_of, open_game
from test_e2e_tta import open_tta

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e

LINK = re.compile(r"\]\(https://discord\.com/channels/(\d+)/(\d+)/(\d+)\)")


def ftl(lang: str, key: str) -> str:
    """A one-line message of the bot's /mygames catalogue in ``lang``."""
    path = ROOT / f"bot/locales/{lang}/mygames.ftl"
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith(f"{key} = "):
            return line.partition(" = ")[2].strip()
    raise KeyError(key)


def deciders(env: Env, game_id: str) -> list[int]:
    """The user ids of the seats that decide in the game's saved version."""
    row = db_rows(env.bot.database, "SELECT seats, deciding FROM games WHERE id = ?", game_id)[0]
    seats = json.loads(row["seats"])
    return [seats[s]["user_id"] for s in json.loads(row["deciding"] or "[]")]


def table_message(env: Env, game_id: str) -> int | None:
    """The id of the game's table message, once it is posted and saved."""
    rows = db_rows(env.bot.database, "SELECT table_message_id FROM games WHERE id = ?", game_id)
    return rows[0]["table_message_id"] if rows else None


async def answer_of(env: Env, players: Players, user: User, channel: str) -> list[Message]:
    """``/mygames`` by ``user`` in ``channel``: the messages that answered it."""
    interaction = await players.slash("mygames", user, channel_id=channel)

    def answered() -> list[Message] | None:
        found = [
            m
            for m in env.server.channel_log(channel)
            if m.interaction_id == interaction.id and m.content
        ]
        return found or None

    return await eventually(answered) or []


def check_listing(
    env: Env, text: str, expected: list[tuple[str, str, str]], locale: str = "cs"
) -> None:
    """``text`` lists the games of ``expected`` (guild id, channel id, game kind) in that
    order, each linking its real table or lobby message, in ``locale``."""
    server = env.server
    assert ftl(locale, "mygames-title") in text, text
    lines = [line for line in text.splitlines() if LINK.search(line)]
    assert len(lines) == len(expected), text
    for line, (guild, channel, kind) in zip(lines, expected, strict=True):
        match = LINK.search(line)
        assert match is not None
        assert (match[1], match[2]) == (guild, channel), line
        linked = server.messages.get(match[3])
        assert linked is not None and linked.channel_id == channel, f"dead link: {line}"
        assert linked.ephemeral_to is None, "a link to a message only one player sees"
        stored = db_rows(
            env.bot.database,
            "SELECT game, status, table_message_id, lobby_message_id FROM games "
            "WHERE channel_id = ? ORDER BY created_at DESC LIMIT 1",
            int(channel),
        )[0]
        assert stored["game"] == kind
        lobby = stored["status"] == "lobby"
        wanted = stored["lobby_message_id"] if lobby else stored["table_message_id"]
        assert match[3] == str(wanted), (line, dict(stored))
        assert server.guilds[guild].name in line, "the line names its server"
    your_move = ftl(locale, "mygames-your-move")
    assert your_move in lines[0] and all(your_move not in line for line in lines[1:]), text
    # How long each running game has waited ("čeká 1 min"); a lobby shows no wait.
    waited = ftl(locale, "mygames-waited").split("{")[0]
    minutes = ftl(locale, "wait-minutes").replace("{ $count }", r"\d+")
    for line in lines[:2]:
        assert re.search(re.escape(waited) + minutes, line), line
    assert waited not in lines[2], lines[2]


async def test_mygames_lists_games_of_two_servers_in_a_server_and_in_a_dm(e2e: Any) -> None:
    started = time.monotonic()
    env: Env = await e2e(users=[("Ann", "cs"), ("Bob", "en-US")], env={"DEV_GUILD_ID": ""})
    server = env.server
    ann, bob = (u for u in server.users.values() if not u.bot)
    a = server.guilds[server.guild_id]
    b = server.add_guild("Klub B", "pl")  # both are members; announced by GUILD_CREATE
    side = server.add_channel("more", b.id)
    await server.settle(0.3)

    # Server A: Hadara; once the start player has turned the wheel, Ann and Bob draft at
    # once: it is Ann's move (Bob turns the wheel if he starts).
    in_a = Players(server, [ann, bob], a.channel_id, seed=1)
    hadara = await open_game(in_a, ann, [bob], {"max_players": 2})
    await Players(server, [bob], a.channel_id, seed=1).play(
        until=lambda: int(ann.id) in deciders(env, hadara), timeout=60
    )

    # Server B: Through the Ages, Bob's move (Ann plays her turn if she starts).
    in_b = Players(server, [bob, ann], b.channel_id, seed=2, game="tta")
    tta = await open_tta(env, in_b, {"variant": "simple", "max_players": 2}, joiners=1, ais=0)
    # Ann plays her turn from the table ("show my choices"), not from her DMs: her Hadara draft
    # from server A reaches her DM too, and may come after the save that ended the wait above.
    ann_in_b = Players(server, [ann], b.channel_id, seed=2, game="tta")
    ann_in_b.skip_dm.add(ann.id)
    await ann_in_b.play(until=lambda: deciders(env, tta) == [int(bob.id)], timeout=60)
    # Until its table is posted a game links its lobby message; when Bob starts, the wait above
    # ends before the table is drawn.
    for game_id in (hadara, tta):
        assert await eventually(functools.partial(table_message, env, game_id)), "no table"

    # Server B, another channel: Ann's Hadara lobby.
    lobby_players = Players(server, [ann], side, seed=3)
    await lobby_players.slash("hadara new", ann, {"max_players": 3})
    assert lobby_message_of(lobby_players)

    expected = [
        (a.id, a.channel_id, "hadara"),
        (b.id, b.channel_id, "tta"),
        (b.id, side, "hadara"),
    ]
    # In server A's channel: private to Ann.
    answer = await answer_of(env, in_a, ann, a.channel_id)
    assert answer, "no answer to /mygames in the server"
    assert all(m.ephemeral_to == ann.id for m in answer), "the answer is private"
    text = "\n".join(m.content for m in answer)
    check_listing(env, text, expected)
    assert ftl("cs", "mygames-move").replace("{ $names }", "Bob") in text  # whose move in B
    # Bob's view of server A's channel holds nothing of it.
    assert all(m.interaction_id is None or m.ephemeral_to != bob.id for m in answer)

    # In a DM with the bot: the same list.
    dm = server.dm_channel(ann)
    answer = await answer_of(env, in_a, ann, dm)
    assert answer, "no answer to /mygames in a DM"
    check_listing(env, "\n".join(m.content for m in answer), expected)

    # Bob's list has his two games, not Ann's lobby; in English.
    answer = await answer_of(env, in_b, bob, b.channel_id)
    text = "\n".join(m.content for m in answer)
    assert ftl("en-US", "mygames-title") in text and len(LINK.findall(text)) == 2, text
    check_clean(env)
    print(f"mygames: {len(server.requests)} REST calls, {time.monotonic() - started:.1f} s")
