"""``/tta answers`` (issue 29): a seated player sees their answers given in advance privately
and sets, changes and clears each one with menus, in their language; every click is decoded
from its custom_id alone (as after a restart); refusals (a spectator, a game that is over, an
out-of-date menu, a malformed value, someone else's menu) are translated and change nothing.
Hadara asks nothing in advance: it has no such command."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from discord_fakes import fake_interaction, game_commands, memory_bot

from bot.games import Registry
from bot.store import GameRecord
from bot.ui import answers as ui
from bot.ui.components import DYNAMIC_ITEMS

TTA = Registry.of(["tta"])
GUILD, CHANNEL = 7, 650
ANN, BOB, CYRIL, EVE = 401, 402, 403, 499

_ids = iter(range(5000, 10**6))


@pytest.fixture
async def bot() -> AsyncIterator[Any]:
    async with memory_bot(TTA) as bot:
        yield bot


async def started(bot: Any) -> GameRecord:
    m = bot.manager
    game = await m.new_lobby(GUILD, CHANNEL, ANN, "Ann", "en-US", {"game": "tta", "seed": 3})
    await m.join(CHANNEL, BOB, "Bob", "cs")
    await m.join(CHANNEL, CYRIL, "Cyril", "en-US")
    await m.start(CHANNEL, ANN)
    await bot.presenter.drain()
    return await stored(bot, game.id)


async def stored(bot: Any, game_id: str) -> GameRecord:
    game = await bot.store.get(game_id)
    assert game is not None
    return game


async def command(bot: Any, user: int, locale: str = "en-US") -> Any:
    asked = fake_interaction(user, next(_ids), channel_id=CHANNEL, locale=locale)
    await game_commands(bot, "tta")["answers"].callback(asked)
    return asked


def custom_ids(view: discord.ui.View) -> list[str]:
    return [str(getattr(getattr(c, "item", c), "custom_id", "")) for c in view.children]


def menu(view: discord.ui.View, prefix: str) -> discord.ui.Select[Any]:
    for child in view.children:
        item = getattr(child, "item", child)
        if isinstance(item, discord.ui.Select) and str(item.custom_id).startswith(prefix):
            return item
    raise AssertionError(f"no menu {prefix} in {custom_ids(view)}")


async def click(bot: Any, user: int, cid: str, values: list[str], locale: str = "en-US") -> Any:
    """A click on ``cid`` handled as a fresh process would: the item rebuilt from its
    custom_id by the registered dynamic item whose template matches it."""
    clicked = fake_interaction(user, next(_ids), channel_id=CHANNEL, locale=locale)
    clicked.client = bot
    clicked.data = {"custom_id": cid, "values": values}
    for cls in DYNAMIC_ITEMS:
        found = cls.__discord_ui_compiled_template__.fullmatch(cid)
        if found is not None:
            item = await cls.from_custom_id(clicked, discord.ui.Button(), found)
            await item.callback(clicked)
            return clicked
    raise AssertionError(f"no dynamic item for {cid}")


def shown(clicked: Any) -> tuple[str, discord.ui.View]:
    """The page a click edited in place."""
    updated = clicked.response.updated
    assert updated is not None, clicked.response.message
    return str(updated["content"]), updated["view"]


def refused(clicked: Any) -> str:
    assert clicked.response.updated is None
    content, kwargs = clicked.response.message
    assert kwargs.get("ephemeral") is True
    return str(content)


async def test_set_change_and_clear_an_answer(bot: Any) -> None:
    game = await started(bot)
    asked = await command(bot, ANN)
    content, kwargs = asked.response.message
    assert kwargs["ephemeral"] is True
    assert content.startswith("**Your answers given in advance**")
    assert content.count("not set: you will be asked") == 7  # every question of TtA
    questions = menu(kwargs["view"], f"sa:{game.id}:{ANN}:q")
    assert [o.value for o in questions.options][:2] == ["defence", "colonize"]
    assert all(len(o.label) <= 25 for o in questions.options)
    # The question, then its kind: saved at once with the kind's defaults.
    page, view = shown(await click(bot, ANN, str(questions.custom_id), ["colonize"]))
    assert "**Colonization auctions**" in page
    kinds = menu(view, f"sa:{game.id}:{ANN}:k:colonize")
    assert [o.value for o in kinds.options] == ["bid_up_to", "bid_never", ui.CLEAR]
    page, view = shown(await click(bot, ANN, str(kinds.custom_id), ["bid_up_to"]))
    assert (await stored(bot, game.id)).seats[0].standing == {
        "colonize": {"kind": "bid_up_to", "max": 3}
    }
    assert "up to 3⚔" in page
    limit = menu(view, f"sa:{game.id}:{ANN}:v:colonize:bid_up_to:max")
    assert [o.value for o in limit.options if o.default] == ["3"]
    assert len(limit.options) <= 25 and {"1", "99"} <= {o.value for o in limit.options}
    # Change the limit, then the kind, then clear it.
    page, view = shown(await click(bot, ANN, str(limit.custom_id), ["7"]))
    assert (await stored(bot, game.id)).seats[0].standing["colonize"]["max"] == 7
    assert "up to 7⚔" in page
    page, view = shown(await click(bot, ANN, str(kinds.custom_id), ["bid_never"]))
    assert (await stored(bot, game.id)).seats[0].standing == {"colonize": {"kind": "bid_never"}}
    assert "Never bid for territories." in page
    page, view = shown(await click(bot, ANN, str(kinds.custom_id), [ui.CLEAR]))
    assert (await stored(bot, game.id)).seats[0].standing == {}
    # Back to every question.
    back = f"sa:{game.id}:{ANN}:o"
    assert back in custom_ids(view)
    page, view = shown(await click(bot, ANN, back, []))
    assert page.count("not set: you will be asked") == 7


async def test_pacts_by_player_offer_the_other_seats(bot: Any) -> None:
    game = await started(bot)
    kinds = f"sa:{game.id}:{BOB}:k:pact"
    page, view = shown(await click(bot, BOB, kinds, ["pact_by_seat"], locale="cs"))
    accept = menu(view, f"sa:{game.id}:{BOB}:v:pact:pact_by_seat:accept")
    assert [o.label for o in accept.options] == ["Ann", "Cyril"]  # not Bob himself
    assert (accept.min_values, accept.max_values) == (0, 2)
    page, view = shown(await click(bot, BOB, str(accept.custom_id), ["0", "2"], locale="cs"))
    answer = (await stored(bot, game.id)).seats[1].standing["pact"]
    assert answer == {"kind": "pact_by_seat", "accept": [0, 2], "refuse": []}
    assert "Vaše odpovědi zadané předem" in page and "Ann" in page and "Cyril" in page


async def test_refusals_are_translated_and_change_nothing(bot: Any) -> None:
    game = await started(bot)
    limit = f"sa:{game.id}:{ANN}:v:colonize:bid_up_to:max"
    await click(bot, ANN, f"sa:{game.id}:{ANN}:k:colonize", ["bid_up_to"])
    before = (await stored(bot, game.id)).seats[0].standing
    # Someone else's menu.
    assert "belongs to another player" in refused(await click(bot, BOB, limit, ["9"]))
    # A spectator.
    assert refused(await command(bot, EVE)) == "You are not playing in this game."
    # Malformed values: not a number, a question or kind the game does not have, out of range.
    assert "does not match" in refused(await click(bot, ANN, limit, ["lots"]))
    assert "does not match" in refused(await click(bot, ANN, f"sa:{game.id}:{ANN}:q", ["war"]))
    wrong = f"sa:{game.id}:{ANN}:k:colonize"
    assert "does not match" in refused(await click(bot, ANN, wrong, ["defend_none"]))
    assert "does not match" in refused(await click(bot, ANN, limit, ["500"]))
    assert (await stored(bot, game.id)).seats[0].standing == before
    # Out of date: the kind changed since the menu was shown.
    await click(bot, ANN, wrong, ["bid_never"])
    page, _view = shown(await click(bot, ANN, limit, ["9"]))
    assert page.startswith("*That menu was out of date")
    assert (await stored(bot, game.id)).seats[0].standing == {"colonize": {"kind": "bid_never"}}
    # In Czech for a Czech player.
    assert "patří jinému hráči" in refused(await click(bot, BOB, limit, ["9"], locale="cs"))
    # A game that is over.
    bot.store._games[game.id].status = "finished"
    assert refused(await command(bot, ANN)) == "There is no game in this channel. " + (
        "/help lists the games you can start here."
    )
    assert refused(await click(bot, ANN, limit, ["9"])) == "The game is already over."


def test_every_custom_id_fits_and_matches_one_template() -> None:
    longest = ui.custom_id("a" * 32, 10**19, "v", "event_goods", "defend_cheapest", "units")
    assert len(longest) <= 100
    for cid in (longest, ui.custom_id("abcd1234", 5, "q"), ui.custom_id("abcd1234", 5, "o")):
        matches = [c for c in DYNAMIC_ITEMS if c.__discord_ui_compiled_template__.fullmatch(cid)]
        assert len(matches) == 1, cid
    assert re.fullmatch(ui.SELECT_TEMPLATE, "sa:abcd1234:5:v:colonize") is not None
    assert re.fullmatch(ui.SELECT_TEMPLATE, "sa:abcd1234:5:x") is None


def test_a_game_without_standing_kinds_has_no_answers_command() -> None:
    from types import SimpleNamespace

    from bot.cogs.game_commands import build_group
    from bot.games import registry
    from bot.i18n import catalog

    games = registry()
    host = SimpleNamespace(games=games, catalog=catalog())
    hadara = build_group(host, games["hadara"], host.catalog)  # type: ignore[arg-type]
    tta = build_group(host, games["tta"], host.catalog)  # type: ignore[arg-type]
    assert "answers" not in {c.name for c in hadara.commands}
    assert "answers" in {c.name for c in tta.commands}


@pytest.mark.parametrize("locale", ["en-US", "cs", "pl", "ru"])
def test_every_menu_text_of_the_answers_page_is_in_every_language(locale: str) -> None:
    """Each question's menu option, each parameter's menu and each choice are worded in the
    language (menu options within 25 characters, what a phone shows)."""
    from bot.i18n import catalog
    from bot.manager.standing import kinds_of
    from rules.tta import GAME

    books = catalog()
    kinds = kinds_of(GAME)
    ids = [f"tta-standing-menu-{q}" for q in dict.fromkeys(k.question for k in kinds)]
    options = list(ids)
    for kind in kinds:
        ids.append(kind.label)
        options.append(kind.label)
        for param in kind.params:
            ids.append(f"tta-standing-param-{kind.id}-{param.key}")
            values = [f"tta-standing-value-{kind.id}-{c}" for c in param.choices]
            ids += values
            options += values
    host = ["standing-clear", "standing-back", "standing-unset-short", "standing-yes"]
    for message_id in ids + host:
        assert books.has(message_id, locale, "tta"), (locale, message_id)
    for message_id in options + host:
        assert len(books.format(locale, message_id, namespace="tta")) <= 25, message_id
