"""End-to-end: Through the Ages through the fake Discord and the real bot."""

from __future__ import annotations

import asyncio
import json
import time
from typing import TYPE_CHECKING, Any

import pytest
from harness import Players, choices, db_rows, eventually
from test_e2e_game import check_clean, check_final, lobby_clicks, lobby_message_of

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


async def open_tta(
    env: Env, players: Players, options: dict[str, Any], joiners: int, ais: int
) -> str:
    creator = players.users[0]
    await players.slash("tta new", creator, options)
    game_id = lobby_message_of(players).custom_ids()[0].split(":")[1]
    verbs = [(u, "join") for u in players.users[1 : 1 + joiners]]
    verbs += [(creator, "ai-normal")] * ais + [(creator, "start")]
    await lobby_clicks(players, verbs)

    # A lobby click is acknowledged at once and handled after.
    def running() -> bool | None:
        rows = db_rows(env.bot.database, "SELECT status FROM games WHERE id = ?", game_id)
        return True if rows and rows[0]["status"] == "running" else None

    assert await eventually(running, 30), f"game {game_id} did not start"
    return game_id


async def table_controls(env: Env, game_id: str) -> tuple[Any, list[Any]]:
    """The table's controls once it shows the game's current version (every control names its
    version): a click is answered before the table is drawn, and on a busy machine drawing
    takes a while."""
    server = env.server
    deadline = time.monotonic() + 30
    sql = "SELECT version, status, shown_version FROM games WHERE id = ?"
    while time.monotonic() < deadline:
        rows = db_rows(env.bot.database, sql, game_id)
        for m in reversed(server.channel_log(server.channel_id)):
            if m.ephemeral_to is None and choices(m):
                version = int(choices(m)[0].custom_id.split(":")[2])
                if version == rows[0]["version"]:
                    return m, choices(m)
        await asyncio.sleep(0.1)
    public = [m for m in server.channel_log(server.channel_id) if m.ephemeral_to is None]
    last = public[-1].content if public else ""
    raise AssertionError(f"no table with choices: {dict(rows[0])}, last public message {last!r}")


async def test_tta_simple_game_of_three_humans_to_the_score_sheet(e2e: Any) -> None:
    started = time.monotonic()
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US"), ("Carol", "en-US")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    # A short quiet spell: nothing is read before the score sheet, and a click on a prompt
    # not yet redrawn is answered with the current one (the players click that).
    players = Players(server, users, server.channel_id, seed=7, game="tta", quiet=0.05)
    game_id = await open_tta(
        env, players, {"variant": "simple", "max_players": 3}, joiners=2, ais=0
    )
    final = await players.play(timeout=420, max_clicks=3000)
    assert final is not None
    await check_final(env, final, game_id)
    check_clean(env)
    print(
        f"tta simple: {players.clicks} clicks, {len(server.requests)} REST calls, "
        f"{time.monotonic() - started:.1f} s"
    )


def out_of_turn_answers(env: Env, game_id: str, human: int) -> dict[str, int]:
    """What the human answered while another player was on turn (frame kind, force purpose),
    counted by replaying the stored log through the rules."""
    import json

    from harness import db_rows

    from bot.games import plugin
    from bot.manager import rules_options

    rules = plugin("tta").rules
    game = db_rows(env.bot.database, "SELECT * FROM games WHERE id = ?", game_id)[0]
    options = json.loads(game["options"])
    seats = json.loads(game["seats"])
    rows = db_rows(
        env.bot.database, "SELECT * FROM actions WHERE game_id = ? ORDER BY seq", game_id
    )
    state = rules.new(len(seats), rules_options(options), int(options["seed"]))
    found: dict[str, int] = {}
    for row in rows:
        if row["seat"] == human and state.current != human and state.pending:
            frame = state.pending[-1]
            kind = frame.kind
            if kind == "force":
                kind = f"force:{frame.data.get('purpose')}"
            found[kind] = found.get(kind, 0) + 1
        rules.apply(state, row["seat"], rules.decode_action(row["action"]))
    return found


async def test_tta_advanced_game_with_ai_seats_and_answers_out_of_turn(e2e: Any) -> None:
    """An advanced game of two humans and an AI seat to the end: the humans answer questions
    out of turn (colonization bids, event choices, pact offers…) by DM or on the table."""
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "pl")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    # A short quiet spell: nothing is read before the score sheet, and a click on a prompt
    # not yet redrawn is answered with the current one (the players click that).
    players = Players(server, users, server.channel_id, seed=11, game="tta", quiet=0.05)
    game_id = await open_tta(
        env, players, {"variant": "advanced", "max_players": 3}, joiners=1, ais=1
    )
    final = await players.play(timeout=600, max_clicks=4000)
    assert final is not None
    await check_final(env, final, game_id)
    answers = [out_of_turn_answers(env, game_id, human=seat) for seat in (0, 1)]
    assert sum(sum(a.values()) for a in answers) >= 1, answers
    check_clean(env)


def public_texts(server: Any, channel_id: str) -> str:
    return "\n".join(
        json.dumps({k: m.data.get(k) for k in ("content", "embeds", "components")})
        for m in server.channel_log(channel_id)
        if m.ephemeral_to is None
    )


async def test_tta_czech_game_with_closed_dms_to_the_end(e2e: Any) -> None:
    """A simple game in Czech, one player with closed DMs (the table and /tta hand instead):
    every public text is translated (no raw message id) and the game ends with its sheet."""
    env: Env = await e2e(users=[("Alžběta", "cs"), ("Bořek", "cs")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    users[1].dms_closed = True
    players = Players(server, users, server.channel_id, seed=5, game="tta", quiet=0.1)
    game_id = await open_tta(
        env, players, {"variant": "simple", "max_players": 2, "language": "cs"}, joiners=1, ais=0
    )
    final = await players.play(timeout=420, max_clicks=3000)
    assert final is not None
    await check_final(env, final, game_id)
    text = public_texts(server, server.channel_id)
    assert "tta-" not in text, text[text.find("tta-") - 200 : text.find("tta-") + 100]
    assert "Konec hry" in final.content
    check_clean(env)


async def test_tta_undo_after_a_kill_in_the_middle_of_a_turn(e2e: Any) -> None:
    """A human takes a card, the bot is SIGKILLed, and after the restart the human takes the
    card back with the table's undo button: the log says so and the row has it again."""
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=2, game="tta", quiet=0.1)
    game_id = await open_tta(
        env, players, {"variant": "simple", "max_players": 2}, joiners=1, ais=0
    )

    async def codes_on_table() -> tuple[Any, list[Any]]:
        return await table_controls(env, game_id)

    # Play on (ending turns) until round 2, when a turn can take back what it did.
    for _ in range(40):
        rows = db_rows(env.bot.database, "SELECT state FROM games WHERE id = ?", game_id)
        state = json.loads(rows[0]["state"])
        if state["round"] >= 2 and not state["players"][state["current"]]["acted"]:
            break
        table, found = await codes_on_table()
        acting = users[state["current"]]
        end = next(c for c in found if c.code in ("end", "!end"))
        await players.answered(await server.click(acting, table, end.custom_id))
    table, found = await codes_on_table()
    acting = users[state["current"]]
    take = next(c for c in found if c.code.startswith("take."))
    if take.value is not None:
        await players.answered(await server.select(acting, table, take.custom_id, [take.value]))
    else:
        await players.answered(await server.click(acting, table, take.custom_id))
    before = db_rows(env.bot.database, "SELECT version FROM games WHERE id = ?", game_id)
    await env.bot.kill()
    await env.bot.start()
    await server.settle(1.0)
    table, found = await codes_on_table()
    undo = next(c for c in found if c.code == "undo")
    await players.answered(await server.click(acting, table, undo.custom_id))
    rows = db_rows(
        env.bot.database,
        "SELECT action, version FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 2",
        game_id,
    )
    assert [r["action"] for r in rows] == ["undo", take.code]
    assert rows[0]["version"] == before[0]["version"]
    # The table is edited after the undo's render, which on a busy machine can outlast the
    # quiet spell that followed the acknowledgement.
    said = await eventually(
        lambda: "takes back an action" in public_texts(server, server.channel_id) or None
    )
    assert said, public_texts(server, server.channel_id)[-2000:]
    check_clean(env)


async def test_tta_full_game_of_one_human_and_an_ai_to_the_end(e2e: Any) -> None:
    """The full game (to age III and its last round, wars included) of one human against an
    AI seat, played to the score sheet."""
    started = time.monotonic()
    env: Env = await e2e(users=[("Alice", "en-US")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=13, game="tta", quiet=0.05)
    game_id = await open_tta(env, players, {"variant": "full", "max_players": 2}, joiners=0, ais=1)
    final = await players.play(timeout=900, max_clicks=6000)
    assert final is not None
    await check_final(env, final, game_id)
    check_clean(env)
    print(f"tta full: {players.clicks} clicks, {time.monotonic() - started:.1f} s")
