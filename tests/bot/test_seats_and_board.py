"""Seats as players see them: AI seats named in the reader's language, ``/<game> board`` for
any seat (AI seats by number, with autocomplete), the end table naming the winner, and the
command group of another game saying which game lives in the channel."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest
from discord_fakes import FakeClient, fake_interaction, game_commands, memory_bot

from bot.cogs.play import GameCog
from bot.games import Registry
from bot.i18n import translator_for
from bot.manager import GameManager
from bot.presenter import DiscordPresenter
from bot.presenter import text as texts
from bot.store import GameRecord
from bot.store.memory import MemoryStore

GAMES = Registry.of(["bids", "hadara"])
GUILD, CHANNEL = 7, 500
ANN, BOB = 101, 102


@dataclass
class Host:
    client: FakeClient
    store: MemoryStore
    presenter: DiscordPresenter
    manager: GameManager
    bot: Any


@pytest.fixture
async def host() -> AsyncIterator[Host]:
    async with memory_bot(GAMES) as bot:
        yield Host(bot.client, bot.store, bot.presenter, bot.manager, bot)


async def ann_and_an_ai(host: Host, language: str = "en-US") -> GameRecord:
    m = host.manager
    opts = {"game": "bids", "seed": 3, "rounds": 3, "language": language}
    game = await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", opts)
    await m.add_ai(CHANNEL, ANN, "easy")
    await m.start(CHANNEL, ANN)
    await m.idle()
    await host.presenter.drain()
    stored = await host.store.get(game.id)
    assert stored is not None
    return stored


def command(user_id: int, locale: str = "en-US") -> Any:
    return fake_interaction(user_id, 50, channel_id=CHANNEL, locale=locale)


# -------------------------------------------------------------- AI seats' names


async def test_ai_seats_are_named_in_the_readers_language(host: Host) -> None:
    game = await ann_and_an_ai(host, language="pl")
    assert [s.name for s in game.seats] == ["Ann", "AI 1"]  # stored as before
    for locale, ai in (("en-US", "AI 1"), ("cs", "AI 1"), ("pl", "SI 1"), ("ru", "ИИ 1")):
        assert texts.names_of(game, translator_for(locale, "bids")) == ["Ann", ai]
    assert texts.names_of(game) == ["Ann", "AI 1"]  # no translator: as stored
    # The lobby (in the game's language, Polish) and the table's log lines.
    embed = host.presenter.lobby_embed(game, "pl")
    assert "SI 1" in embed.fields[0].value and "AI 1" not in embed.fields[0].value
    # The lobby's limit of a wait for an away player (issue 29), with /away as Poles call it.
    assert "Na nieobecnego gracza (/nieobecność) gra czeka najwyżej 72 h." in str(embed.description)
    game.options["away_hours"] = 0
    held = str(host.presenter.lobby_embed(game, "pl").description)
    assert "Zgłoszona nieobecność (/nieobecność) nie wstrzymuje tej gry." in held
    table = host.client.channel(CHANNEL).by_id[game.table_message_id or 0]
    assert "AI 1" not in str(table.last.get("content"))


async def test_a_human_named_like_an_ai_keeps_their_name(host: Host) -> None:
    game = await ann_and_an_ai(host)
    game.seats[0].name = "AI 7"  # a person may call themselves that
    assert texts.names_of(game, translator_for("pl", "bids")) == ["AI 7", "SI 1"]


# -------------------------------------------------------------- the end table


async def test_the_finished_table_names_the_winner_and_the_scores(host: Host) -> None:
    game = await ann_and_an_ai(host, language="pl")
    m = host.manager
    while game.status == "running":
        (seat,) = [s for s in m.waiting_for(game) if game.seats[s].ai is None] or [None]
        if seat is not None:
            await m.act(game.id, ANN, game.version, m.legal(game, seat)[0])
        await m.idle()
        fresh = await host.store.get(game.id)
        assert fresh is not None
        game = fresh
    await host.presenter.drain()
    snap = m.snapshot(game)
    content = host.presenter.table_content(snap, [], "pl")
    t = translator_for("pl", "bids")
    winners = texts.winners_line(game, t)
    assert winners is not None and winners in content
    assert "SI 1" in content and "AI 1" not in content
    for line in texts.score_lines(game, t):
        assert line in content
    table = host.client.channel(CHANNEL).by_id[game.table_message_id or 0]
    assert winners in str(table.last["content"]), "the table message itself says it"


# -------------------------------------------------------------- /<game> board


async def test_board_of_any_seat_by_number_privately(host: Host) -> None:
    game = await ann_and_an_ai(host, language="pl")
    board = game_commands(host.bot, "bids")["board"]
    asked = command(BOB, locale="pl")  # not even a player: boards are public information
    await board.callback(asked, player=None, seat=2)
    assert asked.response.deferred == {"ephemeral": True, "thinking": True}
    ((content, kwargs),) = asked.followup.sent
    assert kwargs["ephemeral"] is True and kwargs["file"].filename == "board-1.png"
    assert content == translator_for("pl", "bids")("board-title", player="SI 1")

    own = command(ANN)
    await board.callback(own)
    ((_content, kwargs),) = own.followup.sent
    assert kwargs["file"].filename == "board-0.png" and kwargs["ephemeral"] is True

    wrong = command(ANN)
    await board.callback(wrong, seat=5)
    ((content, kwargs),) = wrong.followup.sent
    assert content == "There is no seat 5 in this game (seats 1–2)." and kwargs["ephemeral"]

    stranger = command(BOB)
    await board.callback(stranger)
    ((content, kwargs),) = stranger.followup.sent
    assert content == "You are not playing in this game." and kwargs["ephemeral"]
    assert game.status == "running"


async def test_board_seats_are_offered_by_autocomplete(host: Host) -> None:
    await ann_and_an_ai(host)
    cog = GameCog(host.bot, "bids")
    offered = await cog.seat_choices(command(ANN, locale="ru"), "")
    assert [(c.name, c.value) for c in offered] == [("1. Ann", 1), ("2. ИИ 1", 2)]
    assert [c.value for c in await cog.seat_choices(command(ANN, locale="ru"), "ии")] == [2]
    hadara = GameCog(host.bot, "hadara")
    assert await hadara.seat_choices(command(ANN), "") == [], "another game's"


async def test_another_games_commands_say_which_game_lives_here(host: Host) -> None:
    await ann_and_an_ai(host)
    hadara = game_commands(host.bot, "hadara")
    for name in ("hand", "log"):
        asked = command(ANN)
        await hadara[name].callback(asked)
        ((content, kwargs),) = asked.followup.sent
        assert content == (
            "The game in this channel is Sealed Bids: use its own commands (/bids …)."
        ), name
        assert kwargs["ephemeral"] is True
    status = command(ANN)
    await hadara["status"].callback(status)
    assert status.response.deferred is None, "refused before deferring in public"
    assert status.response.message is not None and "/bids" in status.response.message[0]
    assert status.response.message[1] == {"ephemeral": True}
