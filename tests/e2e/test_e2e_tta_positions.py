"""End-to-end: a three-player advanced Through the Ages game driven through the fake Discord
to an aggression against one nation and then to a colonization auction (issue 29; the
scripted policy and seed are in ``tta_positions.py``). What happens today: the defender is
asked (by DM, the table naming them) and the game waits for them; then the auction waits for
the bidder whose turn it is to bid (T-15.7, T-15.6.1)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import pytest
from harness import Players, db_rows
from test_e2e_game import check_clean
from tta_positions import (
    SEED,
    TARGET,
    VARIANT,
    Driver,
    Policy,
    aggression_played,
    auction,
    bid_made,
    defending,
    open_seeded,
)

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


def stored_actions(env: Env, game_id: str) -> int:
    rows = db_rows(env.bot.database, "SELECT COUNT(*) FROM actions WHERE game_id = ?", game_id)
    return int(rows[0][0])


async def waits_for(env: Env, driver: Driver, players: Players, seat: int, game_id: str) -> None:
    """The game waits for ``seat``: nothing moves in a quiet spell, the stored decision is
    theirs, and they have a prompt to answer: in their DMs or on the table naming them."""
    user = driver.seat_users()[seat]
    before = stored_actions(env, game_id)
    await env.server.settle(1.0)
    assert stored_actions(env, game_id) == before, "the game moved without them"
    row = db_rows(env.bot.database, "SELECT deciding FROM games WHERE id = ?", game_id)[0]
    assert row["deciding"] == f"[{seat}]", row["deciding"]
    asked = players.candidates(user)
    assert asked, f"{user.name} has nothing to answer"
    dm = env.server.dm_of.get(user.id)
    assert any(m.channel_id == dm or f"<@{user.id}>" in m.content for m, _choices in asked), (
        "they are asked by DM or named on the table"
    )


async def test_aggression_then_colonization_wait_for_the_players_asked(e2e: Any) -> None:
    started = time.monotonic()
    env: Env = await e2e(users=[("Ann", "en-US"), ("Bob", "en-US"), ("Cid", "cs")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=1, game="tta", quiet=0.05)
    options = {"variant": VARIANT, "max_players": 3}
    game_id = await open_seeded(env, players, options, SEED, joiners=2)
    driver = Driver(env, players, game_id, Policy(TARGET))

    state = await driver.drive(defending(TARGET), max_actions=80)
    assert state.pending[-1].seat == TARGET
    _, log = driver.state()
    assert aggression_played(TARGET)(state, log) and not bid_made(state, log)
    await waits_for(env, driver, players, TARGET, game_id)
    reached = driver.actions

    state = await driver.drive(auction, max_actions=60)
    bidder = state.pending[-1].seat
    assert not bid_made(state, driver.state()[1]), "the auction has just opened"
    await waits_for(env, driver, players, bidder, game_id)
    check_clean(env)
    print(
        f"tta positions: aggression after {reached} actions, auction after {driver.actions}"
        f" ({driver.clicks} clicks, {len(server.requests)} REST calls),"
        f" {time.monotonic() - started:.1f} s"
    )
