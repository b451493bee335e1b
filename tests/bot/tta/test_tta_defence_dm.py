"""An aggression answered out of turn, through the host (issue 18, T-15.7): the defender gets a
new DM (it notifies) with the picture of the attack and their defence cards, answers there step
by step in the same message, and the game goes on with the attacker's turn; the table shows none
of the defender's cards."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from discord_fakes import fake_interaction, memory_bot, view_codes

from bot.games import Registry
from bot.store import GameRecord
from rules.tta import GAME

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "rules" / "tta"))
import tta_helpers as h

TTA = Registry.of(["tta"])
GUILD, CHANNEL = 7, 700
USERS = (301, 302)


@pytest.fixture
async def bot() -> AsyncIterator[Any]:
    async with memory_bot(TTA) as bot:
        yield bot


async def attack_prepared(bot: Any) -> tuple[GameRecord, int, int]:
    """A running 2-player advanced game whose position is the rules test's: the attacker, at
    its political step, holds Spy; the defender holds a Defense / Colonization card."""
    m = bot.manager
    opts = {"game": "tta", "variant": "advanced", "seed": 5}
    game = await m.new_lobby(GUILD, CHANNEL, USERS[0], "Ann", "en-US", opts)
    await m.join(CHANNEL, USERS[1], "Bob", "en-US")
    await m.start(CHANNEL, USERS[0])
    await bot.presenter.drain()
    state, a, b = h.aggression_ready(seed=5)
    # The store keeps states written by moves only: put this one in its place directly.
    stored = bot.store._games[game.id]
    stored.state = GAME.dump(state)
    stored.version = stored.wait_version = state.version
    fresh = await bot.store.get(game.id)
    assert fresh is not None and fresh.version == state.version
    return fresh, a, b


async def test_the_defender_answers_an_aggression_by_dm(bot: Any) -> None:
    game, a, b = await attack_prepared(bot)
    m = bot.manager
    game = await m.act(game.id, USERS[a], game.version, f"agg.0.{b}")
    game = await m.act(game.id, USERS[a], game.version, "done")
    await bot.presenter.drain()
    decision = m.snapshot(game).decision
    assert decision is not None and decision.seats == (b,) and decision.secret
    # The defender's DM: a new message (it notifies) with the picture and the defence cards.
    dm = bot.client.dm(USERS[b]).sent[-1]
    shown = dm.last
    picture = shown["file"] if "file" in shown else shown["attachments"][0]
    assert picture.filename == "prompt.png"
    codes = view_codes(shown["view"])
    defence = [c for c in codes if c.startswith("card.")]
    assert defence, codes
    # The table names whom it waits for, and shows none of the defender's cards.
    table = bot.client.channel(CHANNEL).by_id[game.table_message_id or 0]
    assert "Defense" not in str(table.last.get("content"))
    on_table = table.last.get("view")
    table_codes = [str(i.custom_id) for i in on_table.children] if on_table else []
    assert not any(c.endswith(tuple(defence)) for c in table_codes)
    # The defender plays the card in the DM: the same DM shows the next step (more cards,
    # sacrifices, or done), then "done" ends the defence and the attacker's turn goes on.
    click = fake_interaction(USERS[b], 1, channel_id=dm.channel.id, guild_id=None, message=dm)
    await bot.interactions.on_action(click, game.id, game.version, defence[0])
    await bot.presenter.drain()
    game = await bot.store.get(game.id)
    step = click.response.updated
    assert step is not None and step["attachments"][0].filename == "prompt.png"
    codes = view_codes(step["view"])
    assert "done" in codes, codes
    assert bot.client.dm(USERS[b]).sent[-1] is dm, "no new message for the next step"
    click = fake_interaction(USERS[b], 2, channel_id=dm.channel.id, guild_id=None, message=dm)
    await bot.interactions.on_action(click, game.id, game.version, "done")
    await bot.presenter.drain()
    game = await bot.store.get(game.id)
    after = m.snapshot(game).decision
    assert after is not None and after.key != decision.key and after.seats == (a,)
    events = await m.recent_log(CHANNEL, USERS[b], 30)
    assert any(e.get("kind") == "aggression_result" for e in events), [
        e.get("kind") for e in events
    ]


async def test_a_defence_on_a_private_prompt_shows_its_next_step_there(bot: Any) -> None:
    """Someone answering from /tta hand (a private prompt in the channel, closed DMs say) sees
    each next step of a secret answer in that prompt, headed by what they just chose."""
    game, a, b = await attack_prepared(bot)
    m = bot.manager
    game = await m.act(game.id, USERS[a], game.version, f"agg.0.{b}")
    game = await m.act(game.id, USERS[a], game.version, "done")
    await bot.presenter.drain()
    card = next(c for c in m.legal(game, b) if c.startswith("card."))
    prompt = SimpleNamespace(id=555)
    click = fake_interaction(USERS[b], 9, channel_id=CHANNEL, message=prompt, ephemeral=True)
    await bot.interactions.on_action(click, game.id, game.version, card)
    await bot.presenter.drain()
    # The next step is the click's answer: the clicked prompt edited (type 7), one request.
    assert click.response.deferred is None and click.edited == []
    step = click.response.updated
    assert step is not None, "answered without the next step"
    assert str(step["content"]).startswith("✅ ")
    assert step["attachments"][0].filename == "prompt.png"
    codes = view_codes(step["view"])
    assert "done" in codes
    assert not click.followup.sent, "nothing posted beside it"
