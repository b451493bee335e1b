"""``/tta undo`` (issue 18, T-22 undo ruling in rules/tta/undo.py): the command takes back the
asker's last action of the turn exactly as the table's button does, answers privately, and a
refusal (nothing to take back, not the asker's turn, no game) changes nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from discord_fakes import fake_interaction, game_commands, memory_bot

from bot.games import Registry
from bot.presenter import table_file_name
from bot.store import GameRecord

TTA = Registry.of(["tta"])
GUILD, CHANNEL = 7, 600
ANN, BOB = 201, 202


@pytest.fixture
async def bot() -> AsyncIterator[Any]:
    async with memory_bot(TTA) as bot:
        yield bot


async def started(bot: Any) -> GameRecord:
    m = bot.manager
    game = await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", {"game": "tta", "seed": 5})
    await m.join(CHANNEL, BOB, "Bob", "cs")
    await m.start(CHANNEL, ANN)
    await bot.presenter.drain()
    return await fresh(bot, game.id)


async def fresh(bot: Any, game_id: str) -> GameRecord:
    game = await bot.store.get(game_id)
    assert game is not None
    return game


_ids = iter(range(1000, 10**6))


async def undo(bot: Any, user: int, locale: str = "en-US") -> Any:
    asked = fake_interaction(user, next(_ids), channel_id=CHANNEL, locale=locale)
    await game_commands(bot, "tta")["undo"].callback(asked)
    return asked


def said(asked: Any) -> str:
    assert asked.response.deferred == {"ephemeral": True, "thinking": True}
    ((content, kwargs),) = asked.followup.sent
    assert kwargs.get("ephemeral") is True
    return str(content)


async def test_undo_command_takes_back_the_last_action_of_the_turn(bot: Any) -> None:
    game = await started(bot)
    (seat,) = bot.manager.waiting_for(game)
    user = (ANN, BOB)[seat]
    before = sorted(bot.manager.legal(game, seat))
    take = next(c for c in before if c.startswith("take."))
    await bot.manager.act(game.id, user, game.version, take)
    taken = await fresh(bot, game.id)
    assert "undo" in bot.manager.legal(taken, seat)

    asked = await undo(bot, user)
    assert said(asked) == "✅ Undo"
    await bot.presenter.drain()
    after = await fresh(bot, game.id)
    assert after.version == taken.version + 1, "saved as a move of its own"
    assert sorted(bot.manager.legal(after, seat)) == before, "the card is back in the row"
    table = bot.client.channel(CHANNEL).by_id[after.table_message_id or 0]
    (picture,) = table.last["attachments"]
    assert picture.filename == table_file_name(after.version), "the table shows the undo"
    assert after.shown_version == after.version


async def test_nothing_to_take_back_is_said_privately_in_the_askers_language(bot: Any) -> None:
    game = await started(bot)
    (seat,) = bot.manager.waiting_for(game)
    user = (ANN, BOB)[seat]
    asked = await undo(bot, user, locale="cs")
    text = said(asked)
    assert "není co vzít zpět" in text, text
    assert (await fresh(bot, game.id)).version == game.version


async def test_undo_out_of_turn_or_without_a_game_changes_nothing(bot: Any) -> None:
    game = await started(bot)
    (seat,) = bot.manager.waiting_for(game)
    user, other = (ANN, BOB)[seat], (ANN, BOB)[1 - seat]
    take = next(c for c in bot.manager.legal(game, seat) if c.startswith("take."))
    await bot.manager.act(game.id, user, game.version, take)
    taken = await fresh(bot, game.id)
    text = said(await undo(bot, other))
    assert not text.startswith("✅"), text
    assert (await fresh(bot, game.id)).version == taken.version, "the other seat's move stays"
    stranger = said(await undo(bot, 999))
    assert "not a player" in stranger.lower() or "not playing" in stranger.lower(), stranger
    assert (await fresh(bot, game.id)).version == taken.version
