"""``/<game> replay`` (issue 27, "Replay in Discord"; ``bot/replay.py``): a finished game of each
kind stepped through with ⏮ ◀ ▶ ⏭, a jump and the see-as menu; a running game privately, up to
now, through the asker's eyes only (the leak check of the conformance suite at every move);
another user's clicks; malformed controls. Clicks are rebuilt from their custom_ids alone, the
replay cache emptied first, as after a restart."""

from __future__ import annotations

import asyncio
import json
import re
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest
from discord_fakes import fake_interaction, game_commands, memory_bot
from replay_games import stored_game

from bot import replay
from bot.games import Registry
from bot.i18n import catalog
from bot.manager.base import rules_options
from bot.presenter import text as texts
from bot.store import GameRecord
from bot.ui import components

sys.path.append(str(Path(__file__).resolve().parents[1]))
from test_conformance import leaks

GAMES = Registry.of(["hadara", "tta", "bids"])
VARIANTS = {"hadara": "basic", "tta": "simple", "bids": "first_price"}
ANN, BOB, STRANGER = 201, 202, 999
CHANNEL = 600
_ids = iter(range(10_000, 10**7))


@pytest.fixture
async def bot() -> AsyncIterator[Any]:
    replay.forget()
    async with memory_bot(GAMES) as bot:
        yield bot
    replay.forget()


def asked(bot: Any, user: int, locale: str = "en-US") -> Any:
    interaction = fake_interaction(user, next(_ids), channel_id=CHANNEL, locale=locale)
    interaction.client = bot
    return interaction


async def open_replay(
    bot: Any, name: str, user: int, public: bool = False, game_id: str | None = None
) -> tuple[str, dict[str, Any], Any]:
    interaction = asked(bot, user)
    await game_commands(bot, name)["replay"].callback(interaction, game_id, public)
    ((content, kwargs),) = interaction.followup.sent
    return str(content), kwargs, interaction


def control(view: discord.ui.View, op: str) -> Any:
    """The stepper control whose custom_id ends in ``:op``."""
    for child in view.children:
        custom_id = str(getattr(getattr(child, "item", child), "custom_id", ""))
        if custom_id.endswith(":" + op):
            return child
    raise AssertionError(f"no control {op}")


async def click(
    bot: Any, custom_id: str, user: int, value: str | None = None, locale: str = "en-US"
) -> Any:
    """A click on the control ``custom_id``, decoded as discord.py does after a restart (the
    replay cache forgotten)."""
    replay.forget()
    interaction = asked(bot, user, locale)
    interaction.message = type("M", (), {"id": 1, "flags": type("F", (), {"ephemeral": True})})
    if value is not None:
        interaction.data = {"values": [value], "custom_id": custom_id}
    for kind in (components.ReplayButton, components.ReplaySelect):
        match = kind.__discord_ui_compiled_template__.fullmatch(custom_id)
        if match is not None:
            item = await kind.from_custom_id(interaction, discord.ui.Button(), match)
            await item.callback(interaction)
            return interaction
    raise AssertionError(f"{custom_id} is not a replay control")


def shown(interaction: Any) -> tuple[str, list[Any], discord.ui.View]:
    """What a click answered with in place: the stepper's text, picture and controls."""
    updated = interaction.response.updated
    assert updated is not None, interaction.response.message
    return str(updated["content"]), list(updated["attachments"]), updated["view"]


def refusal(interaction: Any) -> str:
    message = interaction.response.message
    assert message is not None and interaction.response.updated is None
    assert message[1].get("ephemeral") is True
    return str(message[0])


def picture_bytes(file: discord.File) -> bytes:
    file.fp.seek(0)
    return bytes(file.fp.read())


def moves_of(content: str) -> tuple[int, int]:
    found = re.search(r"Move (\d+)/(\d+)", content)
    assert found is not None, content
    return int(found.group(1)), int(found.group(2))


@pytest.mark.parametrize("name", ["hadara", "tta", "bids"])
async def test_a_finished_game_is_stepped_through_in_the_channel(bot: Any, name: str) -> None:
    plugin = GAMES[name]
    game, final = await stored_game(
        bot.store, plugin, f"fin{name}", users=(ANN, BOB), variant=VARIANTS[name], seed=11
    )
    assert game.status == "finished"
    total = len(await bot.store.actions(game.id))
    content, kwargs, interaction = await open_replay(bot, name, ANN, public=True)
    assert interaction.response.deferred == {"ephemeral": False, "thinking": True}
    assert "ephemeral" not in kwargs, "a finished game's replay may be public"
    assert moves_of(content) == (0, total)
    view = kwargs["view"]
    assert control(view, "f").item.disabled and not control(view, "l").item.disabled

    # ⏭: the final table, drawn exactly as the live table draws the saved game's end.
    last = await click(bot, control(view, "l").item.custom_id, ANN)
    text, files, view = shown(last)
    assert moves_of(text) == (total, total)
    t = bot.presenter.t("en-US", game)
    names = texts.names_of(game, t)
    live = plugin.rules.view(plugin.rules.load(game.state or ""), None)
    assert live == plugin.rules.view(final, None)
    assert picture_bytes(files[0]) == plugin.renderer.table(live, t, names)
    winners = texts.winners_line(game, t)
    assert winners is not None and winners in text
    assert control(view, "n").item.disabled

    # ◀ from the end: the move before, with the log line(s) of that move.
    back = await click(bot, control(view, "p").item.custom_id, ANN)
    text, _files, view = shown(back)
    assert moves_of(text) == (total - 1, total)
    rows = await bot.store.actions(game.id)
    public = [e for e in rows[total - 2].events if e.get("private_to") is None]
    lines = texts.log_text(plugin, public, names, t)
    assert not lines or lines in text

    # A jump by round (or age): the chapter's first move.
    jump = control(view, "j").item
    assert 1 < len(jump.options) <= 25
    target = jump.options[1]
    assert all(len(o.label) <= 25 for o in jump.options), "phone first: names show whole"
    landed = await click(bot, jump.custom_id, ANN, target.value)
    text, _files, view = shown(landed)
    assert moves_of(text) == (int(target.value), total)

    # Through a player's eyes: their own picture, hand and all (the game is over).
    eyes = await click(bot, control(view, "s").item.custom_id, ANN, "1")
    text, files, view = shown(eyes)
    assert f"View: {names[1]}" in text and moves_of(text) == (int(target.value), total)
    rules = plugin.rules
    state = rules.new(2, rules_options(game.options), int(game.options["seed"]))
    for row in rows[: int(target.value)]:
        rules.apply(state, row.seat, rules.decode_action(row.action))
    expected = plugin.renderer.prompt(rules.view(state, 1), t, names, actions=[])
    assert picture_bytes(files[0]) == expected
    assert ":1:" in control(view, "n").item.custom_id, "the next click keeps the eyes"
    # A seat's secret lines of a move ("You draw: …") are read through that seat's eyes.
    secret = next(
        (
            (k, e)
            for k, r in enumerate(rows, 1)
            for e in r.events
            if e.get("private_to") is not None
        ),
        None,
    )
    if secret is not None:
        k, event = secret
        line = texts.event_line(plugin, event, names, t)
        assert line
        seat = components.replay_custom_id(game.id, ANN, True, event["private_to"], k, "j")
        text, _files, _view = shown(await click(bot, seat, ANN, str(k)))
        assert line in text
        table = components.replay_custom_id(game.id, ANN, True, None, k, "j")
        text, _files, _view = shown(await click(bot, table, ANN, str(k)))
        assert line not in text


async def test_a_public_replay_moves_for_its_opener_only(bot: Any) -> None:
    """Another reader's click on a public stepper opens a private stepper of their own at the
    same move; the shared message is left where its opener put it."""
    await stored_game(
        bot.store, GAMES["bids"], "pub1", users=(ANN, BOB), variant="first_price", seed=4
    )
    _content, kwargs, _ = await open_replay(bot, "bids", ANN, public=True)
    nxt = control(kwargs["view"], "n").item.custom_id
    other = await click(bot, nxt, BOB)
    assert other.response.updated is None, "the public message did not move"
    content, extra = other.response.message
    assert extra["ephemeral"] is True and moves_of(content)[0] == 1
    assert f":{BOB}:m:" in control(extra["view"], "n").item.custom_id, "Bob's own, private"


async def test_a_running_game_is_replayed_privately_up_to_now_through_own_eyes(bot: Any) -> None:
    plugin = GAMES["tta"]
    rules = plugin.rules
    game, _state = await stored_game(
        bot.store, plugin, "run1", users=(ANN, BOB), variant="advanced", seed=5, moves=40
    )
    rows = await bot.store.actions(game.id)
    assert any(e.get("private_to") == 1 for r in rows for e in r.events), "Bob has secrets"
    t = bot.presenter.t("en-US", game)
    names = texts.names_of(game, t)
    assert game.status == "running"
    content, kwargs, interaction = await open_replay(bot, "tta", ANN, public=True)
    assert interaction.response.deferred == {"ephemeral": True, "thinking": True}
    assert kwargs.get("ephemeral") is True
    assert content.startswith("A running game can be replayed only privately.")
    assert moves_of(content) == (40, 40) and "View: Ann" in content
    view = kwargs["view"]
    assert control(view, "n").item.disabled, "the future is not reachable"
    assert all(not str(c.item.custom_id).endswith(":s") for c in view.children), "own eyes only"
    # A forged step past now, or to another seat's eyes, is refused or ignored.
    forged = components.replay_custom_id(game.id, ANN, False, 0, 41, "p")
    assert "not valid" in refusal(await click(bot, forged, ANN))
    peek = components.replay_custom_id(game.id, ANN, False, 1, 10, "n")
    text, _files, _view = shown(await click(bot, peek, ANN))
    assert "View: Ann" in text and "Bořek" not in text.splitlines()[2]
    see = components.replay_custom_id(game.id, ANN, False, 0, 10, "s")
    assert "not valid" in refusal(await click(bot, see, ANN, "1"))

    # Every move from the start, by ▶: what is drawn and said never holds what Ann could not
    # see then (rules.hidden, as the conformance suite checks the live game).
    drawn: list[dict[str, Any]] = []
    render = bot.pool.render

    async def recording(*args: Any, **kwargs: Any) -> bytes:
        drawn.append(args[6])
        return bytes(await render(*args, **kwargs))

    bot.pool.render = recording
    state = rules.new(2, rules_options(game.options), int(game.options["seed"]))
    custom_id = control(view, "f").item.custom_id
    for move in range(41):
        if move:
            row = rows[move - 1]
            rules.apply(state, row.seat, rules.decode_action(row.action))
        text, _files, view = shown(await click(bot, custom_id, ANN))
        assert moves_of(text) == (move, 40)
        assert drawn[-1] == rules.view(state, 0), "Ann's own view at that move"
        hidden = rules.hidden(state, 0)
        seen = json.dumps(drawn[-1], ensure_ascii=False)
        assert leaks(seen + text, hidden) == [], move
        # Nor a log line of what only Bob was told (the military cards he drew).
        if move:
            secrets = [e for e in rows[move - 1].events if e.get("private_to") == 1]
            for line in texts.log_text(plugin, secrets, names, t).splitlines():
                assert line not in text, (move, line)
        custom_id = control(view, "n").item.custom_id

    # Someone not playing sees what a spectator sees.
    content, kwargs, _ = await open_replay(bot, "tta", STRANGER)
    assert "View: the table" in content
    assert drawn[-1] == rules.view(state, None)
    assert leaks(json.dumps(drawn[-1]) + content, rules.hidden(state, None)) == []


async def test_someone_else_is_refused_a_private_replay_in_their_language(bot: Any) -> None:
    await stored_game(
        bot.store, GAMES["bids"], "own1", users=(ANN, BOB), variant="first_price", seed=2
    )
    _content, kwargs, _ = await open_replay(bot, "bids", ANN)
    assert kwargs.get("ephemeral") is True
    nxt = control(kwargs["view"], "n").item.custom_id
    said = refusal(await click(bot, nxt, BOB, locale="cs"))
    assert said == catalog().format("cs", "replay-error-not-yours")


async def test_malformed_controls_are_refused_or_never_dispatched(bot: Any) -> None:
    game, _ = await stored_game(
        bot.store, GAMES["bids"], "bad1", users=(ANN, BOB), variant="first_price", seed=3
    )
    total = len(await bot.store.actions(game.id))
    for bad in (
        f"rp:{game.id}:{ANN}:m:t:0:z",  # no such control
        f"rp:{game.id}:{ANN}:x:t:0:n",  # neither public nor private
        f"rp:{game.id.upper()}:{ANN}:m:t:0:n",
        f"rp:{game.id}:{ANN}:m:t:12345678:n",
    ):
        templates = (components.REPLAY_BUTTON_TEMPLATE, components.REPLAY_SELECT_TEMPLATE)
        assert not any(re.fullmatch(t, bad) for t in templates), bad
    refused = [
        (components.replay_custom_id(game.id, ANN, False, None, total + 1, "n"), None),
        (components.replay_custom_id(game.id, ANN, False, 7, 0, "n"), None),
        (components.replay_custom_id(game.id, ANN, False, None, 0, "j"), str(total + 1)),
        (components.replay_custom_id(game.id, ANN, False, None, 0, "j"), "x1"),
        (components.replay_custom_id(game.id, ANN, False, None, 0, "s"), "5"),
    ]
    for custom_id, value in refused:
        assert "not valid" in refusal(await click(bot, custom_id, ANN, value)), custom_id
    gone = components.replay_custom_id("nosuch", ANN, False, None, 0, "n")
    assert "no such game" in refusal(await click(bot, gone, ANN)).lower()


async def test_a_game_is_found_by_id_on_its_own_server_only(bot: Any) -> None:
    game: GameRecord
    game, _ = await stored_game(
        bot.store,
        GAMES["bids"],
        "far1",
        users=(ANN, BOB),
        variant="first_price",
        seed=6,
        guild_id=8,
        channel_id=601,
    )
    interaction = asked(bot, ANN)
    replay_command = game_commands(bot, "bids")["replay"]
    await replay_command.callback(interaction, game.id, False)
    assert "no such game" in interaction.response.message[0].lower()
    interaction = asked(bot, ANN)
    await replay_command.callback(interaction, None, False)
    assert "no game to replay" in interaction.response.message[0].lower()


async def test_a_slow_stepper_is_deferred_first_then_shown(
    bot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Discord waits three seconds for a click's answer: a stepper not drawn in time (the first
    look at a long game) is deferred, then edits its message (or, for someone else's public
    stepper, follows the private "thinking…")."""
    monkeypatch.setattr(replay, "ACK_SECONDS", 0.0)
    render = bot.pool.render

    async def slow(*args: Any, **kwargs: Any) -> bytes:
        await asyncio.sleep(0.05)
        return bytes(await render(*args, **kwargs))

    bot.pool.render = slow
    game, _ = await stored_game(
        bot.store, GAMES["bids"], "slow1", users=(ANN, BOB), variant="first_price", seed=8
    )
    nxt = components.replay_custom_id(game.id, ANN, True, None, 0, "n")
    mine = await click(bot, nxt, ANN)
    assert mine.response.deferred == {}, "acknowledged first"
    (edit,) = mine.edited
    assert moves_of(str(edit["content"]))[0] == 1 and edit["attachments"]
    other = await click(bot, nxt, BOB)
    assert other.response.deferred == {"ephemeral": True, "thinking": True}
    ((content, kwargs),) = other.followup.sent
    assert kwargs["ephemeral"] is True and moves_of(str(content))[0] == 1


async def test_a_log_the_rules_no_longer_replay_is_shown_up_to_where_it_stops(bot: Any) -> None:
    """A stored move that today's rules refuse (the rules changed since it was played): the
    replay ends before it and says that it differs from the game as played."""
    game, _ = await stored_game(
        bot.store, GAMES["bids"], "old1", users=(ANN, BOB), variant="first_price", seed=9
    )
    rows = bot.store._actions[game.id]
    rows[5].action = "bid.9999"
    content, kwargs, _ = await open_replay(bot, "bids", ANN)
    assert "differs from the game as played" in content
    last = await click(bot, control(kwargs["view"], "l").item.custom_id, ANN)
    text, _files, _view = shown(last)
    assert moves_of(text) == (5, 5)
    assert "Winner" not in text, "move 5 is not the end of the game"


def test_a_long_game_jumps_to_every_age_and_to_rounds_between() -> None:
    """A jump menu holds 25 entries: every age (or epoch) start stays, rounds fill the rest."""
    chapters = [(("age", 0), ("round", 1))]
    for r in range(2, 41):
        chapters += [(("age", min(4, r // 10)), ("round", r))] * 3
    marks = replay.jumps(chapters, len(chapters) - 1)
    assert len(marks) == replay.MAX_JUMPS
    assert [m for m, _ in marks] == sorted({m for m, _ in marks})
    firsts = {c[0]: m for m, c in reversed(list(enumerate(chapters)))}
    assert set(firsts.values()) <= {m for m, _ in marks}, "every age's start"
    assert replay.jumps(chapters, 10) == replay._runs(chapters[:11], 2), "few: all of them"
