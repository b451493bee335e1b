"""Rematch (bot/rematch.py): the button on a finished game's final message opens a lobby in
the same channel with the same options (a new seed), language and AI seats, the seats rotated by
one (the old seat 2 first) and kept in that order as the players join by the same button, with
one click each; a second click, a non-player's click and a busy channel do no harm."""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

from discord_fakes import fake_interaction, memory_bot
from test_export_commands import stored_game

from bot import i18n, rematch
from bot.games import registry
from bot.manager.base import normalize_options
from bot.store import GameRecord, SeatRecord

ANN, BOB, EVE, KIM = 101, 102, 103, 104
GUILD, CHANNEL = 7, 700
NAMES = {ANN: "Ann", BOB: "Bob", EVE: "Eve", KIM: "Kim"}


async def finished_game(bot: Any) -> GameRecord:
    """A finished advanced Hadara game in Czech: Ann, Bob, a strong AI, Eve, in that order."""
    options = normalize_options(
        {
            "variant": "advanced",
            "language": "cs",
            "max_players": 5,
            "reminder_hours": 6.0,
            "seed": 5,
        },
        "en-US",
        registry()["hadara"],
    )
    game = GameRecord(
        id="old00001",
        game="hadara",
        guild_id=GUILD,
        channel_id=CHANNEL,
        creator_id=ANN,
        status="finished",
        options=options,
        seats=[
            SeatRecord(ANN, "Ann"),
            SeatRecord(BOB, "Bob"),
            SeatRecord(None, "AI 1", ai="strong"),
            SeatRecord(EVE, "Eve"),
        ],
        result={"scores": [], "winners": [0]},
    )
    await bot.store.create(game)
    return game


async def click(
    bot: Any, user: int, n: int, game_id: str = "old00001", locale: str = "en-US"
) -> str:
    """``user`` clicks Rematch (the button rebuilt from its custom id, as after a restart); the
    private answer."""
    interaction = fake_interaction(user, n, channel_id=CHANNEL, guild_id=GUILD, locale=locale)
    interaction.client = bot
    interaction.user = SimpleNamespace(id=user, display_name=NAMES.get(user, "?"))
    custom_id = rematch.custom_id(game_id)
    match = re.fullmatch(rematch.RematchButton.__discord_ui_compiled_template__, custom_id)
    assert match is not None
    button = await rematch.RematchButton.from_custom_id(interaction, SimpleNamespace(), match)
    await button.callback(interaction)
    assert interaction.response.deferred == {"ephemeral": True}
    sent = interaction.followup.sent
    assert sent and all(kwargs.get("ephemeral") for _, kwargs in sent)
    return str(sent[-1][0])


def seats(game: GameRecord) -> list[tuple[int | None, str, str | None]]:
    return [(s.user_id, s.name, s.ai) for s in game.seats]


async def test_a_rematch_rotates_the_seats_and_keeps_options_language_and_ai_seats() -> None:
    async with memory_bot(registry()) as bot:
        old = await finished_game(bot)
        answer = await click(bot, BOB, 1)
        lobby = await bot.store.by_channel(CHANNEL)
        assert lobby is not None and lobby.status == "lobby" and lobby.creator_id == BOB
        link = f"https://discord.com/channels/{GUILD}/{CHANNEL}/{lobby.lobby_message_id}"
        assert answer == f"Rematch lobby opened: {link}"
        same = {k: v for k, v in old.options.items() if k != "seed"}
        assert {k: v for k, v in lobby.options.items() if k in same} == same
        assert lobby.options["language"] == "cs" and lobby.options["variant"] == "advanced"
        assert lobby.options["rematch_of"] == old.id
        assert lobby.options["seat_plan"] == ["user:102", "ai:AI 1", "user:103", "user:101"]
        assert seats(lobby) == [(BOB, "Bob", None), (None, "AI 1", "strong")]
        # Ann (the old seat 1) joins first but sits last; a newcomer by the lobby's Join sits
        # after every planned seat; Eve takes her planned place.
        assert await click(bot, ANN, 2) == f"You joined the rematch: {link}"
        await bot.manager.join(CHANNEL, KIM, "Kim", "pl")
        assert await click(bot, EVE, 3, locale="pl") == f"Dołączono do rewanżu: {link}"
        lobby = await bot.store.by_channel(CHANNEL)
        assert lobby is not None
        assert [s.user_id for s in lobby.seats] == [BOB, None, EVE, ANN, KIM]
        # A second click: nothing changes.
        assert await click(bot, ANN, 4) == f"You are already in the rematch: {link}"
        assert [s.user_id for s in (await bot.store.by_channel(CHANNEL)).seats] == [  # type: ignore[union-attr]
            BOB,
            None,
            EVE,
            ANN,
            KIM,
        ]
        # The game starts in that order, with a new seed.
        await bot.manager.leave(CHANNEL, KIM)
        started = await bot.manager.start(CHANNEL, BOB)
        assert started.status == "running"
        assert seats(started) == [
            (BOB, "Bob", None),
            (None, "AI 1", "strong"),
            (EVE, "Eve", None),
            (ANN, "Ann", None),
        ]
        await bot.manager.idle()


async def test_non_players_and_a_busy_channel_are_refused_in_their_language() -> None:
    async with memory_bot(registry()) as bot:
        await finished_game(bot)
        assert await click(bot, KIM, 1, locale="cs") == ("O odvetu mohou požádat jen hráči té hry.")
        assert await bot.store.by_channel(CHANNEL) is None
        # Another game's lobby holds the channel: refused, that lobby untouched.
        other = await bot.manager.new_lobby(GUILD, CHANNEL, KIM, "Kim", "en-US", {"game": "tta"})
        assert await click(bot, ANN, 2, locale="ru") == (
            "В этом канале уже идёт игра: реванш можно открыть, когда она закончится."
        )
        here = await bot.store.by_channel(CHANNEL)
        assert here is not None and here.id == other.id and [s.user_id for s in here.seats] == [KIM]
        # A game that did not finish (abandoned) has no rematch.
        await bot.manager.abandon(CHANNEL, KIM, False)
        refused = await click(bot, ANN, 3, game_id=other.id)
        assert refused.startswith("There is no game in this channel.")


async def test_the_final_message_carries_the_rematch_button_in_the_game_language() -> None:
    async with memory_bot(registry()) as bot:
        game = await stored_game(
            bot.store, "bids", "bidsrm01", variant="first_price", players=2, seed=2
        )
        game.options["language"] = "pl"
        await bot.store.update(game)
        game = await bot.store.get(game.id)
        await bot.presenter.finished(bot.manager.snapshot(game))
        (message,) = bot.client.channel(game.channel_id).sent
        view = message.last["view"]
        (button,) = [child.item for child in view.children]
        assert button.custom_id == "rm:bidsrm01"
        assert button.label == "Rewanż"
    for locale in i18n.LOCALES:
        label = i18n.t(locale, "rematch-button")
        assert label != "rematch-button" and len(label) <= 25


def test_a_seat_whose_player_was_erased_is_not_planned() -> None:
    """A finished game keeps an erased player's seat (no user id, no AI, ``#2``): the rematch
    plans the other players and the AI seats only, the AI named by its new place."""
    old = GameRecord(
        id="old12345",
        game="bids",
        guild_id=1,
        channel_id=2,
        creator_id=0,
        status="finished",
        options={"rounds": 3},
        seats=[
            SeatRecord(7, "Ann"),
            SeatRecord(None, "#2"),
            SeatRecord(None, "AI 1", "heuristic"),
        ],
    )
    keys, ais = rematch.plan(old)
    assert keys == ["ai:AI 1", "user:7"]
    assert ais == [("AI 1", "heuristic")]
