"""End-to-end: a player away with answers given in advance (issue 29, "How it is checked").

A three-player advanced Through the Ages game in the fake Discord (the seeded policy of
``tta_positions.py``: Ann and Bob play aggressions against Cid whenever they may and prepare
territories). Cid, a Czech player, leaves answers through ``/tta answers`` (defend with the
cheapest cards that hold; bid up to 5 for a territory), then goes away with ``/away`` and lets
the AI play his turns. While he is away:

- the aggression against him and the colonization auction resolve without waiting for him:
  his part is answered in advance (stored with the actor ``standing``), and he is neither
  pinged in the channel nor shown a prompt of those decisions in his DMs;
- his table says he is away.

When he comes back (``/back``), the answer, in Czech, tells him what he missed: the aggression
against him and the auction's colony are in it, exactly the lines his own recap gives (T-15.7,
T-15.6.1).
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from typing import TYPE_CHECKING, Any

import pytest
from fake_discord import Message, User, iter_components
from harness import Players, db_rows, eventually
from test_e2e_game import check_clean
from tta_positions import SEED, TARGET, VARIANT, Driver, Policy, open_seeded

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


def answers_page(env: Env, user: User, pattern: str) -> tuple[Message, str] | None:
    """The newest private answers page of ``user`` with a component whose custom_id matches
    ``pattern``: (message, custom_id)."""
    for message in reversed(env.server.channel_log(env.server.channel_id)):
        if message.ephemeral_to != user.id:
            continue
        for component in iter_components(message.data):
            cid = str(component.get("custom_id", ""))
            if cid.startswith("sa:") and re.fullmatch(pattern, cid):
                return message, cid
    return None


async def pick(env: Env, user: User, pattern: str, value: str | None = None) -> None:
    """Chooses ``value`` in the menu (or clicks the button) matching ``pattern`` on the
    player's newest answers page."""
    found = await eventually(lambda: answers_page(env, user, pattern), 10)
    if found is None:
        pages = [
            (m.content[:200], [c.get("custom_id") for c in iter_components(m.data)])
            for m in env.server.channel_log(env.server.channel_id)
            if m.ephemeral_to == user.id
        ]
        raise AssertionError(f"no {pattern} on {user.name}'s answers page: {pages}")
    message, cid = found
    if value is None:
        interaction = await env.server.click(user, message, cid)
    else:
        interaction = await env.server.select(user, message, cid, [value])
    await asyncio.wait_for(interaction.responded.wait(), 10)
    await env.server.settle(0.2)


def standing_rows(env: Env, game_id: str, seat: int) -> list[Any]:
    return db_rows(
        env.bot.database,
        "SELECT version, action, at FROM actions WHERE game_id = ? AND seat = ? "
        "AND actor = 'standing' ORDER BY seq",
        game_id,
        seat,
    )


def prompted_versions(env: Env, user: User) -> set[int]:
    """The game versions of the action components ever shown in ``user``'s DMs (every version
    of each message: a decision DM is edited in place)."""
    dm = env.server.dm_of.get(user.id)
    versions: set[int] = set()
    for message in env.server.channel_log(dm) if dm else []:
        for data in [message.data, *message.history]:
            for component in iter_components(data):
                cid = str(component.get("custom_id", ""))
                if cid.startswith(("hd:", "hs:", "hn:", "hm:")):
                    versions.add(int(cid.split(":")[2]))
    return versions


async def test_away_with_answers_given_in_advance(e2e: Any) -> None:
    started = time.monotonic()
    env: Env = await e2e(
        users=[("Ann", "en-US"), ("Bob", "en-US"), ("Cid", "cs")],
        env={"TIMER_TICK_SECONDS": "0.2"},
    )
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=1, game="tta", quiet=0.05)
    options = {"variant": VARIANT, "max_players": 3}
    game_id = await open_seeded(env, players, options, SEED, joiners=2)
    policy = Policy(TARGET)
    driver = Driver(env, players, game_id, policy, away={TARGET})
    cid = driver.seat_users()[TARGET]
    assert cid.name == "Cid"

    # Cid's answers given in advance, through his private page of /tta answers.
    await players.slash("tta answers", cid)
    head = rf"sa:{game_id}:{cid.id}:"
    await pick(env, cid, head + "q", "defence")
    await pick(env, cid, head + "k:defence", "defend_cheapest")
    await pick(env, cid, head + "o")
    await pick(env, cid, head + "q", "colonize")
    await pick(env, cid, head + "k:colonize", "bid_up_to")
    await pick(env, cid, head + "v:colonize:bid_up_to:max", "5")
    seats = json.loads(
        db_rows(env.bot.database, "SELECT seats FROM games WHERE id = ?", game_id)[0][0]
    )
    assert seats[TARGET]["standing"] == {
        "defence": {"kind": "defend_cheapest", "cards": 2, "units": 0},
        "colonize": {"kind": "bid_up_to", "max": 5},
    }, seats[TARGET]

    # Away for three days; the AI plays his own turns meanwhile.
    await players.slash("away", cid, {"until": "3d", "policy": "ai"})
    await server.settle(0.3)
    settings = db_rows(env.bot.database, "SELECT data FROM user_settings WHERE user_id = ?", cid.id)
    away_since = float(json.loads(settings[0]["data"])["away_since"])
    pinged_before = len(pings_of(env, cid))

    await driver.drive(lambda s, log: bool(standing_bids(env, game_id)), 300, 240)
    # A prompt or a ping the bot would send after the bid is stored still counts below.
    await server.settle(0.5)
    defences = [r for r in standing_rows(env, game_id, TARGET) if not is_bid(r["action"])]
    bids = standing_bids(env, game_id)
    assert defences, "the aggression against Cid was answered in advance"
    assert bids, "his bid in the auction was answered in advance"
    answered = {int(r["version"]) for r in standing_rows(env, game_id, TARGET)}
    assert not answered & prompted_versions(env, cid), (
        "Cid was shown a prompt of a decision answered in advance"
    )
    assert len(pings_of(env, cid)) == pinged_before, "Cid was pinged while away"
    table = table_of(env, game_id)
    assert re.search(r"Cid: away until <t:\d+:f>", table), table

    # Back: what he missed, in Czech, is his own recap since he went away.
    interaction = await players.slash("back", cid)

    def answer() -> str | None:
        found = [
            m.content
            for m in server.channel_log(server.channel_id)
            if m.interaction_id == interaction.id and m.content
        ]
        return "\n".join(found) if found else None

    text = await eventually(answer, 10)
    assert text is not None and "Vítejte zpět" in text, text
    expected = missed_lines(env, game_id, away_since)
    assert any("tta-recap-you-aggression" in ids for ids, _line in expected), expected
    assert any(ids & COLONY_LINES for ids, _line in expected), expected
    for _mid, line in expected:
        assert line in text, (line, text)
    check_clean(env)
    print(
        f"away e2e: {driver.actions} driven actions, {len(defences)} defence and "
        f"{len(bids)} bid steps answered in advance, {len(server.requests)} REST calls, "
        f"{time.monotonic() - started:.1f} s"
    )


# What tells of the auction's colony in a recap: Cid's own line, or a part of another nation's.
COLONY_LINES = {"tta-recap-you-colony", "tta-recap-colonies"}


def is_bid(code: str) -> bool:
    return code.startswith("bid.") or code == "pass"


def standing_bids(env: Env, game_id: str) -> list[Any]:
    return [r for r in standing_rows(env, game_id, TARGET) if is_bid(r["action"])]


def pings_of(env: Env, user: User) -> list[Message]:
    """Public messages of the game's channel other than the table that mention ``user``:
    pings and reminders."""
    return [
        m
        for m in env.server.channel_log(env.server.channel_id)
        if m.ephemeral_to is None
        and f"<@{user.id}>" in m.content
        and not m.data.get("attachments")  # not the table (which names, never pings)
    ]


def table_of(env: Env, game_id: str) -> str:
    row = db_rows(env.bot.database, "SELECT table_message_id FROM games WHERE id = ?", game_id)
    message = env.server.messages[str(row[0][0])]
    return str(message.content)


def missed_lines(env: Env, game_id: str, since: float) -> list[tuple[set[str], str]]:
    """(the message ids in it, Czech text) of each line of Cid's own recap of the moves made
    since he went away, as the rules tell it."""
    from bot import i18n
    from bot.games import plugin
    from rules.core import nested_msgs, visible_stored

    rows = db_rows(
        env.bot.database,
        "SELECT events FROM actions WHERE game_id = ? AND at >= ? ORDER BY seq",
        game_id,
        since,
    )
    events = [e for row in rows for e in json.loads(row["events"])]
    seats = json.loads(
        db_rows(env.bot.database, "SELECT seats FROM games WHERE id = ?", game_id)[0][0]
    )
    told = plugin("tta").rules.recap(visible_stored(events, TARGET), TARGET, len(seats))
    t = i18n.translator_for("cs", "tta")
    names = [s["name"] for s in seats]
    return [({n.id for n in nested_msgs(m)}, t.msg(m, names)) for m in told]
