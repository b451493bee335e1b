"""Answers given in advance, through the host (issue 29): an aggression against a seat that
defends in advance (T-15.7.2) and a colonization auction against a seat that bids in advance
(T-15.6.1) resolve at once, each step a saved action of the actor ``standing``, without a ping
or a DM to that seat, and the log says the seat answered in advance; without answers the game
waits for the seat as before. Setting an answer while its question waits applies it at once."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from discord_fakes import memory_bot
from test_tta_defence_dm import USERS, attack_prepared

from bot.games import Registry
from bot.manager import GameManager
from bot.presenter import text as texts
from bot.store import GameRecord
from bot.store.memory import MemoryStore
from rules.tta import GAME

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "rules" / "tta"))
from test_tta_standing import _auction

TTA = Registry.of(["tta"])
GUILD, CHANNEL = 7, 700
DEFEND = {"kind": "defend_cheapest", "cards": 2, "units": 5}
BID = {"kind": "bid_up_to", "max": 3}


@pytest.fixture
async def bot() -> AsyncIterator[Any]:
    async with memory_bot(TTA) as bot:
        yield bot


def mentions(bot: Any, user: int, since: int) -> list[str]:
    """Channel messages (sent or edited) after the first ``since`` that mention ``user``."""
    channel = bot.client.channel(CHANNEL)
    texts_sent = [str(m.kwargs.get("content")) for m in channel.sent[since:]]
    texts_sent += [str(e.get("content")) for m in channel.sent for e in m.edits]
    return [t for t in texts_sent if f"<@{user}>" in t]


async def log_lines(bot: Any, game: GameRecord, user: int) -> str:
    events = await bot.manager.recent_log(CHANNEL, user, 30)
    t = bot.presenter.t("en-US", game)
    return texts.log_text(bot.presenter.plugin(game), events, texts.names_of(game, t), t, 30)


async def test_t15_7_2_an_aggression_against_a_seat_defending_in_advance_resolves_at_once(
    bot: Any,
) -> None:
    game, a, b = await attack_prepared(bot)
    m: GameManager = bot.manager
    await m.set_standing(game.id, USERS[b], "defence", DEFEND)
    dms, sent = len(bot.client.dm(USERS[b]).sent), len(bot.client.channel(CHANNEL).sent)
    game = await m.act(game.id, USERS[a], game.version, f"agg.0.{b}")
    game = await m.act(game.id, USERS[a], game.version, "done")
    await bot.presenter.drain()
    game = await bot.store.get(game.id)
    decision = m.snapshot(game).decision
    assert decision is not None and decision.seats == (a,), "the attacker's turn goes on"
    rows = await bot.store.actions(game.id, 20)
    answered = [r for r in rows if r.actor == "standing"]
    assert answered and {r.seat for r in answered} == {b}
    assert answered[-1].action == "done"
    # The cheapest force that holds: one Warriors and the Defense card (the rules' test).
    assert [r.action for r in answered] == ["sac.I0", "card.0", "done"]
    assert len(bot.client.dm(USERS[b]).sent) == dms, "no DM to the defender"
    assert mentions(bot, USERS[b], sent) == [], "no ping of the defender"
    log = await log_lines(bot, game, USERS[a])
    assert log.count("Bob answered in advance") == 1, log
    assert log.index("Bob answered in advance") < log.rindex("Spy")


async def test_t15_7_2_without_answers_the_aggression_waits_for_the_defender(bot: Any) -> None:
    game, a, b = await attack_prepared(bot)
    m: GameManager = bot.manager
    await m.set_standing(game.id, USERS[b], "defence", DEFEND)
    await m.set_standing(game.id, USERS[b], "defence", None)  # cleared again
    dms = len(bot.client.dm(USERS[b]).sent)
    game = await m.act(game.id, USERS[a], game.version, f"agg.0.{b}")
    game = await m.act(game.id, USERS[a], game.version, "done")
    await bot.presenter.drain()
    decision = m.snapshot(game).decision
    assert decision is not None and decision.seats == (b,)
    assert len(bot.client.dm(USERS[b]).sent) == dms + 1, "the defender is asked by DM"
    assert not [r for r in await bot.store.actions(game.id, 20) if r.actor == "standing"]
    # Set while the question waits: it applies at once.
    game = await m.set_standing(game.id, USERS[b], "defence", {"kind": "defend_none"})
    await bot.presenter.drain()
    rows = await bot.store.actions(game.id, 20)
    assert [(r.actor, r.action) for r in rows[-1:]] == [("standing", "done")]
    decision = m.snapshot(game).decision
    assert decision is not None and decision.seats == (a,)


# ------------------------------------------------------------------------------------------
# A colonization auction, with the recording presenter


async def auction_game(presenter: Any) -> tuple[GameManager, GameRecord, int, int]:
    """A running game of two players in the rules' test's auction (b is asked to bid)."""
    store = MemoryStore()
    await store.open()
    presenter.store = store
    m = GameManager(store, presenter, games=TTA, ai_delay=0)
    opts = {"game": "tta", "variant": "advanced", "seed": 8}
    game = await m.new_lobby(GUILD, CHANNEL, USERS[0], "Ann", "en-US", opts)
    await m.join(CHANNEL, USERS[1], "Bob", "en-US")
    await m.start(CHANNEL, USERS[0])
    state, a, b = _auction()  # a opened the auction with 1: b is asked out of turn
    stored = store._games[game.id]
    stored.state = GAME.dump(state)
    stored.version = stored.wait_version = state.version
    fresh = await store.get(game.id)
    assert fresh is not None
    presenter.clear()
    return m, fresh, a, b


def asked(presenter: Any, seat: int) -> list[Any]:
    """The presenter's pings and private prompts of ``seat``."""
    return [
        c
        for c in presenter.calls
        if (c[0] == "private_prompt" and c[3] == seat) or (c[0] == "public_prompt" and seat in c[3])
    ]


async def test_t15_6_1_an_auction_against_a_seat_bidding_in_advance_goes_on_at_once(
    fakes: Any,
) -> None:
    """b, asked to bid, leaves "bid up to 3": it bids 2 at once; a bids 3, and b drops out at
    once (4 is above its limit), neither time pinged or prompted."""
    presenter = fakes.RecordingPresenter()
    m, game, a, b = await auction_game(presenter)
    try:
        game = await m.set_standing(game.id, USERS[b], "colonize", BID)
        assert m.waiting_for(game) == [a], "b outbid at once: a decides again"
        game = await m.act(game.id, USERS[a], game.version, "bid.3")
        rows = await m.store.actions(game.id, 10)
        assert [(r.actor, r.seat, r.action) for r in rows] == [
            ("standing", b, "bid.2"),
            ("player", a, "bid.3"),
            ("standing", b, "pass"),
        ]
        assert asked(presenter, b) == [], "b was neither pinged nor prompted"
        assert m.waiting_for(game) == [a]  # a won and sends its colonizing force
        # The table's log of b's moves carries the note before them.
        noted = [s for s in presenter.snaps if s.mover == b]
        assert len(noted) == 2
        assert all(s.events[0] == {"kind": "answered_in_advance", "seat": b} for s in noted)
        assert all(b not in s.humans_waiting for s in presenter.snaps)
    finally:
        await m.close()


async def test_t15_6_1_without_answers_the_auction_waits_for_the_seat(fakes: Any) -> None:
    presenter = fakes.RecordingPresenter()
    m, game, a, b = await auction_game(presenter)
    try:
        game = await m.act(game.id, USERS[b], game.version, "bid.2")
        game = await m.act(game.id, USERS[a], game.version, "bid.3")
        assert m.waiting_for(game) == [b]
        assert asked(presenter, b), "b is asked"
        assert [r.actor for r in await m.store.actions(game.id, 10)] == ["player", "player"]
    finally:
        await m.close()


async def test_an_answer_the_game_refuses_leaves_the_seat_asked(
    fakes: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Should the rules ever give an action their own apply refuses, nothing is saved and
    the seat is asked (pinged and prompted) as if it had left no answer."""
    presenter = fakes.RecordingPresenter()
    m, game, _a, b = await auction_game(presenter)
    rules = m.plugin(game).rules
    monkeypatch.setattr(
        type(rules),
        "standing_answer",
        lambda self, state, seat, answers: GAME.decode_action("bid.50"),
    )
    try:
        game = await m.set_standing(game.id, USERS[b], "colonize", BID)
        assert m.waiting_for(game) == [b]
        assert [r.actor for r in await m.store.actions(game.id, 10)] == []
        assert asked(presenter, b), "b is asked after all"
    finally:
        await m.close()
