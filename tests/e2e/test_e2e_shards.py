"""Two bot processes (shards 0 and 1) sharing PostgreSQL, against the fake Discord (issue #8).

The guild lives on shard 1, so its slash commands and public buttons reach the shard-1 process,
while DM clicks always arrive on shard 0: one game receives clicks through both processes. At
the first draft a player clicks the same choice in her DM and, at the same moment, in the
ephemeral copy of her prompt that ``/hadara hand`` gives in the channel: exactly one counts.

Needs ``TEST_DATABASE_URL`` (a PostgreSQL database the test may wipe); ``bash .ci/run`` starts
one. Skipped without it.
"""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from fake_discord import FakeDiscord, Interaction, Message, User
from harness import Choice, Players, SecretWatch, choices
from test_e2e_game import lobby_clicks, lobby_message_of

if TYPE_CHECKING:  # four conftest.py files share the name: the class comes through a fixture
    from conftest import BotProcess

pytestmark = pytest.mark.e2e


async def wipe(url: str) -> None:
    import asyncpg  # type: ignore[import-untyped]

    conn = await asyncpg.connect(url)
    try:
        await conn.execute("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;")
    finally:
        await conn.close()


async def stored(url: str, game_id: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        game = dict(await conn.fetchrow("SELECT * FROM games WHERE id = $1", game_id))
        rows = await conn.fetch("SELECT * FROM actions WHERE game_id = $1 ORDER BY seq", game_id)
        return game, [dict(r) for r in rows]
    finally:
        await conn.close()


def replayed(game: dict[str, Any], rows: list[dict[str, Any]]) -> dict[str, Any]:
    from rules.hadara import GAME

    options = json.loads(game["options"])
    seats = json.loads(game["seats"])
    state = GAME.new(len(seats), {"variant": options["variant"]}, int(options["seed"]))
    for row in rows:
        assert GAME.version(state) == row["version"], "the log has a gap or a repeat"
        GAME.apply(state, row["seat"], GAME.decode_action(row["action"]))
    result = GAME.result(state)
    assert result is not None
    return result.to_json()


def latest_with_choices(messages: list[Message], wanted: str | None = None) -> Message | None:
    for m in reversed(messages):
        codes = [c.code for c in choices(m)]
        if codes and (wanted is None or wanted in codes):
            return m
    return None


async def click(server: FakeDiscord, user: User, message: Message, choice: Choice) -> Interaction:
    if choice.value is not None:
        return await server.select(user, message, choice.custom_id, [choice.value])
    return await server.click(user, message, choice.custom_id)


async def test_two_shard_processes_share_one_game(
    tmp_path: Path, bot_process: type[BotProcess]
) -> None:
    url = os.environ.get("TEST_DATABASE_URL", "").strip()
    if not url:
        pytest.skip("TEST_DATABASE_URL is not set (bash .ci/run starts a PostgreSQL server)")
    await wipe(url)
    server = FakeDiscord(seed=8, shard_count=2, guild_shard=1)
    alice, bogdan, cyril = (server.add_user(n) for n in ("Alice", "Bogdan", "Cyril"))
    await server.start()
    env = {"DATABASE_URL": url, "AI_DELAY_SECONDS": "0.05"}
    bots = [
        bot_process(server, tmp_path, env, shards=(0,), name="bot0"),
        bot_process(server, tmp_path, env, shards=(1,), name="bot1"),
    ]
    try:
        for bot in bots:
            await bot.start()
        assert server.shard_identifies == {0: 1, 1: 1}
        players = Players(server, [alice, bogdan, cyril], server.channel_id, seed=8)
        watch = SecretWatch(server)

        await players.slash("hadara new", alice, {"variant": "basic"})
        game_id = lobby_message_of(players).custom_ids()[0].split(":")[1]
        await lobby_clicks(players, ((bogdan, "join"), (cyril, "join"), (alice, "start")))

        # Play until Alice has a draft choice in her DM (delivered to shard 0).
        dm = server.dm_channel(alice)

        def alice_drafts() -> bool:
            m = latest_with_choices(server.channel_log(dm))
            return m is not None and any(
                c.code.startswith("draft.") and (alice.id, m.id, c.custom_id) not in players.clicked
                for c in choices(m)
            )

        await players.play(until=alice_drafts, timeout=60)
        dm_prompt = latest_with_choices(server.channel_log(dm))
        assert dm_prompt is not None
        # She also asks for her hand in the channel (shard 1): an ephemeral copy of the prompt.
        await players.slash("hadara hand", alice)
        copy = latest_with_choices(
            [m for m in server.channel_log(players.channel_id) if m.ephemeral_to == alice.id]
        )
        assert copy is not None
        in_dm = next(c for c in choices(dm_prompt) if c.code.startswith("draft."))
        in_copy = next(c for c in choices(copy) if c.code == in_dm.code)
        _, before = await stored(url, game_id)
        # The same choice, at the same moment, through both processes.
        both = await asyncio.gather(
            click(server, alice, dm_prompt, in_dm), click(server, alice, copy, in_copy)
        )
        for interaction in both:
            await players.answered(interaction)
        players.clicked.update(
            (alice.id, m.id, c.custom_id) for m in (dm_prompt, copy) for c in choices(m)
        )
        _, after = await stored(url, game_id)
        alice_seat = 0
        new_rows = after[len(before) :]
        assert [r["action"] for r in new_rows if r["seat"] == alice_seat] == [in_dm.code]

        # Decision DMs carry every decision (shard 0); Cyril never reads his and plays in the
        # channel (shard 1): the table for public steps, /hadara hand for secret ones.
        players.skip_dm.add(cyril.id)
        players.quiet = 0.05  # to the end: nothing is read before the score sheet
        final = await players.play(timeout=240)
        assert final is not None
        game, rows = await stored(url, game_id)
        assert game["status"] == "finished"
        assert json.loads(game["result"]) == replayed(game, rows)
        assert [r["version"] for r in rows] == list(range(len(rows)))
        # The game really was played through both processes.
        assert server.shard_deliveries[0] > 10 and server.shard_deliveries[1] > 10
        assert watch.checked > 0
        assert server.violations == [], "\n".join(server.violations[:20])
        for bot in bots:
            assert bot.tracebacks() == [], bot.tracebacks()[0]
    finally:
        for bot in bots:
            await bot.stop()
        await server.stop()
