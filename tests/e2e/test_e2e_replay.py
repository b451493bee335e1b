"""End-to-end: a finished game is stepped through in Discord (issue 27, "Replay in Discord";
``bot/replay.py``). Through the fake Discord and the real bot: a Sealed Bids game played to the
end, then ``/bids replay public:true``: ⏭ shows exactly the live table's final picture, ◀ and a
jump move the public message, another player's click opens a stepper of their own (in their
language) and leaves the shared one alone, and the controls still work after the bot is
killed and started again (everything a click needs is in its custom_id)."""

from __future__ import annotations

import asyncio
import re
import time
from typing import TYPE_CHECKING, Any

import pytest
from fake_discord import Message, iter_components
from harness import db_rows
from test_e2e_game import check_clean, play_bids

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


def stepper_of(env: Env, user_id: str | None = None) -> Message:
    """The latest replay message in the channel (public, or only ``user_id``'s)."""
    server = env.server
    for m in reversed(server.channel_log(server.channel_id)):
        if m.ephemeral_to == user_id and any(c.startswith("rp:") for c in m.custom_ids()):
            return m
    raise AssertionError("no replay message")


async def stepper_at(
    env: Env,
    user_id: str | None = None,
    move: tuple[int, int] | None = None,
    message_id: str | None = None,
    word: str = "Move",
    timeout: float = 15.0,
) -> Message:
    """The replay message (``message_id``, or the latest one of ``user_id``) once it shows
    ``move``: a click answered after the acknowledgement budget is deferred and the picture
    edited in a moment later."""
    deadline = time.monotonic() + timeout
    while True:
        m: Message | None
        try:
            m = env.server.messages[message_id] if message_id else stepper_of(env, user_id)
        except AssertionError:
            m = None
        if m is not None and (
            move is None or re.search(rf"{word} {move[0]}/{move[1]}\b", m.content)
        ):
            return m
        if time.monotonic() > deadline:
            if m is None:
                raise AssertionError("no replay message")
            return m  # the caller's assertion says what it shows instead
        await asyncio.sleep(0.05)


def control(message: Message, op: str) -> dict[str, Any]:
    return next(
        c
        for c in iter_components(message.data)
        if str(c.get("custom_id", "")).startswith("rp:") and c["custom_id"].endswith(":" + op)
    )


def picture(env: Env, message: Message) -> bytes:
    (attachment,) = message.data["attachments"]
    return env.server.attachments[attachment["id"]]


def move_of(message: Message, word: str = "Move") -> tuple[int, int]:
    found = re.search(rf"{word} (\d+)/(\d+)", message.content)
    assert found is not None, message.content
    return int(found.group(1)), int(found.group(2))


async def test_a_finished_game_is_stepped_through_in_discord(e2e: Any) -> None:
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "cs")])
    server = env.server
    players, game_id = await play_bids(env, seed=7)
    alice, bob = players.users
    total = len(db_rows(env.bot.database, "SELECT seq FROM actions WHERE game_id = ?", game_id))
    (row,) = db_rows(env.bot.database, "SELECT table_message_id FROM games WHERE id = ?", game_id)
    live_table = server.messages[str(row["table_message_id"])]

    await players.slash("bids replay", alice, {"public": True})
    stepper = await stepper_at(env, move=(0, total))
    assert move_of(stepper) == (0, total)
    assert control(stepper, "f")["disabled"] is True

    # ⏭: the final table, the very picture the live table ended with.
    await players.answered(await server.click(alice, stepper, control(stepper, "l")["custom_id"]))
    stepper = await stepper_at(env, move=(total, total), message_id=stepper.id)
    assert move_of(stepper) == (total, total)
    assert picture(env, stepper) == picture(env, live_table)
    assert "Alice" in stepper.content and control(stepper, "n")["disabled"] is True

    # ◀ from the end, then a jump to the start of a round.
    await players.answered(await server.click(alice, stepper, control(stepper, "p")["custom_id"]))
    stepper = await stepper_at(env, move=(total - 1, total), message_id=stepper.id)
    assert move_of(stepper) == (total - 1, total)
    jump = control(stepper, "j")
    target = jump["options"][1]["value"]
    await players.answered(await server.select(alice, stepper, jump["custom_id"], [target]))
    stepper = await stepper_at(env, move=(int(target), total), message_id=stepper.id)
    assert move_of(stepper) == (int(target), total)

    # Bob's click opens his own stepper, in Czech; the shared message stays where it was.
    shown = stepper.content
    await players.answered(await server.click(bob, stepper, control(stepper, "n")["custom_id"]))
    assert server.messages[stepper.id].content == shown
    own = await stepper_at(env, bob.id, (int(target) + 1, total), word="Tah")
    assert move_of(own, "Tah") == (int(target) + 1, total)

    # After a crash and a restart the same message still steps.
    await env.bot.kill()
    await env.bot.start()
    await players.answered(await server.click(alice, stepper, control(stepper, "f")["custom_id"]))
    stepper = await stepper_at(env, move=(0, total), message_id=stepper.id)
    assert move_of(stepper) == (0, total)
    check_clean(env)
