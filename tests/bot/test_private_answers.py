"""Private answers stay private, and refusals say the real reason: a refusal or an internal
error after a public "thinking…" deletes it before answering privately; messages about a game
can name its commands; an abandoned game says so; the toy game through the real handlers."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from discord import app_commands
from discord_fakes import fake_interaction, game_commands, memory_bot

from bot.app import TabletopBot
from bot.errors import UserError
from bot.games import Registry
from bot.interactions import answered, think

GAMES = Registry.of(["bids"])
GUILD, CHANNEL = 7, 500
ANN, BOB = 101, 102


@pytest.fixture
async def bot() -> AsyncIterator[Any]:
    async with memory_bot(GAMES) as bot:
        yield bot


def command(user_id: int) -> Any:
    return fake_interaction(user_id, 50, channel_id=CHANNEL)


async def lobby_of_two(bot: Any) -> Any:
    game = await bot.manager.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", {"game": "bids"})
    await bot.manager.join(CHANNEL, BOB, "Bob", "en-US")
    return game


async def test_a_private_answer_after_a_public_thinking_deletes_it_first(bot: Any) -> None:
    asked = command(ANN)
    await think(asked, private=False)
    assert asked.response.deferred == {"ephemeral": False, "thinking": True}
    await bot.interactions.reply(asked, None, "error-internal")
    assert asked.edited == [{"deleted": True}], "the public 'thinking…' is gone first"
    ((content, kwargs),) = asked.followup.sent
    assert content == "Something went wrong on our side; please try again."
    assert kwargs == {"ephemeral": True}
    # Once a public answer has replaced "thinking…", a later private note leaves it alone.
    again = command(ANN)
    await think(again, private=False)
    await again.followup.send("the table")
    answered(again)
    await bot.interactions.reply(again, None, "error-internal")
    assert again.edited == [] and again.followup.sent[-1][1] == {"ephemeral": True}
    # A private "thinking…" is simply filled by the private answer.
    private = command(ANN)
    await think(private, private=True)
    await bot.interactions.reply(private, None, "error-no-game")
    assert private.edited == [] and private.followup.sent[0][1] == {"ephemeral": True}


async def test_status_failing_after_its_public_deferral_answers_privately(
    bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await lobby_of_two(bot)
    await bot.manager.start(CHANNEL, ANN)
    await bot.presenter.drain()

    async def broken(*args: Any) -> bytes:
        raise RuntimeError("the renderer broke")

    monkeypatch.setattr(bot.presenter, "table_png", broken)
    status = game_commands(bot, "bids")["status"]
    asked = command(BOB)
    with pytest.raises(RuntimeError) as raised:
        await status.callback(asked)
    assert asked.response.deferred == {"ephemeral": False, "thinking": True}
    # What discord.py does with the exception: the bot's error handler.
    error = app_commands.CommandInvokeError(status, raised.value)
    await TabletopBot.on_app_command_error(bot, asked, error)
    assert asked.edited == [{"deleted": True}]
    ((content, kwargs),) = asked.followup.sent
    assert kwargs == {"ephemeral": True} and content.startswith("Something went wrong")
    assert (await bot.store.get(game.id)).status == "running"


async def test_a_refusal_no_command_answered_says_its_reason(bot: Any) -> None:
    status = game_commands(bot, "bids")["status"]
    asked = command(ANN)
    await think(asked, private=False)
    error = app_commands.CommandInvokeError(status, UserError("error-not-started"))
    await TabletopBot.on_app_command_error(bot, asked, error)
    assert asked.followup.sent == [("The game has not started yet.", {"ephemeral": True})]


async def test_the_creator_leaving_is_told_the_command_that_abandons(bot: Any) -> None:
    game = await lobby_of_two(bot)
    click = fake_interaction(ANN, 60, channel_id=CHANNEL)
    await bot.interactions.on_lobby(click, game.id, "leave")
    ((content, kwargs),) = click.followup.sent
    assert content == "The creator cannot leave the lobby; use /bids abandon instead."
    assert kwargs == {"ephemeral": True}


async def test_a_click_on_an_abandoned_game_says_it_was_abandoned(bot: Any) -> None:
    game = await lobby_of_two(bot)
    await bot.manager.start(CHANNEL, ANN)
    started = await bot.store.get(game.id)
    await bot.manager.abandon(CHANNEL, ANN, False)
    click = fake_interaction(ANN, 61, channel_id=CHANNEL)
    await bot.interactions.on_action(click, game.id, started.version, "bid.1")
    assert click.response.message == ("The game was abandoned.", {"ephemeral": True})


async def test_an_action_in_a_lobby_says_the_game_has_not_started(bot: Any) -> None:
    game = await lobby_of_two(bot)
    click = fake_interaction(BOB, 62, channel_id=CHANNEL)
    await bot.interactions.on_action(click, game.id, 0, "bid.1")
    assert click.response.message == ("The game has not started yet.", {"ephemeral": True})
