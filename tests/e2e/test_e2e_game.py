"""End-to-end games: the real bot process against the local fake Discord (issue #6)."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import aiohttp
import pytest
from fake_discord import PNG_MAGIC, Message, User, iter_components
from harness import (
    ROOT,
    Players,
    SecretWatch,
    choices,
    db_rows,
    eventually,
    replay,
    reply_with_file,
)

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e

# The quiet spell after each click of games played to the end, where nothing is read before the
# score sheet: a click on a prompt the bot has not redrawn yet is refused as out of date and the
# player clicks the next one (0.25 s, the default, reads what the bot did after each click).
FAST = 0.05


def ftl(message_id: str, locale: str = "en-US") -> str:
    """The catalogue text of a simple message (its first line; placeables left in)."""
    for name in ("bot.ftl",):
        path = ROOT / "bot" / "locales" / locale / name
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith(message_id + " = "):
                return line.split(" = ", 1)[1]
    raise KeyError(message_id)


def fixed_part(text: str) -> str:
    """The longest piece of a Fluent pattern without placeables."""
    return max(re.split(r"\{[^}]*\}", text), key=len).strip()


def lobby_message_of(players: Players) -> Message:
    for m in reversed(players.server.channel_log(players.channel_id)):
        if m.ephemeral_to is None and any(cid.startswith("hl:") for cid in m.custom_ids()):
            return m
    raise AssertionError("no lobby message")


async def lobby_clicks(players: Players, steps: Iterable[tuple[User, str]]) -> None:
    """Each (user, verb) in turn: that user clicks the lobby's button ``…:<verb>`` (join,
    ai-normal, start…) on the lobby message as it is then, and the answer is awaited."""
    for user, verb in steps:
        await click_lobby(players, user, verb)


def action_count(env: Env, game_id: str, actor: str | None = None) -> int:
    sql = "SELECT COUNT(*) FROM actions WHERE game_id = ?"
    args: list[Any] = [game_id]
    if actor:
        sql += " AND actor = ?"
        args.append(actor)
    return int(db_rows(env.bot.database, sql, *args)[0][0])


def seat_names(env: Env, game_id: str) -> list[str]:
    seats = db_rows(env.bot.database, "SELECT seats FROM games WHERE id = ?", game_id)[0][0]
    return [s["name"] for s in json.loads(seats)]


def replies(server: Any, user: User, channel_id: str, after: int = 0) -> list[Message]:
    return [m for m in server.channel_log(channel_id)[after:] if m.ephemeral_to == user.id]


async def open_game(
    players: Players,
    creator: User,
    joiners: list[User],
    options: dict[str, Any],
    ais: int = 0,
    channel_id: str | None = None,
) -> str:
    await players.slash("hadara new", creator, options, channel_id)
    message = lobby_message_of(players)
    game_id = message.custom_ids()[0].split(":")[1]
    for user in joiners:
        await click_lobby(players, user, "join")
    for _ in range(ais):
        await click_lobby(players, creator, "ai-normal")
    await click_lobby(players, creator, "start")
    return game_id


async def click_lobby(players: Players, user: User, verb: str) -> None:
    message = lobby_message_of(players)
    cid = next(c for c in message.custom_ids() if c.endswith(":" + verb))
    interaction = await players.server.click(user, message, cid)
    await players.answered(interaction)


def check_clean(env: Env) -> None:
    assert env.server.violations == [], "\n".join(env.server.violations[:20])
    assert env.bot.tracebacks() == [], env.bot.tracebacks()[0]


async def check_final(env: Env, final: Message, game_id: str) -> None:
    names = seat_names(env, game_id)
    expected, actions = replay(env.bot.database, game_id)
    stored = db_rows(env.bot.database, "SELECT status, result FROM games WHERE id = ?", game_id)[0]
    assert stored["status"] == "finished"
    assert json.loads(stored["result"]) == expected
    versions = [row["version"] for row in actions]
    assert versions == sorted(set(versions)), "an action was applied twice"
    # The score sheet message lists every seat with the engine's total.
    for score in expected["scores"]:
        name = names[score["seat"]]
        assert re.search(rf"{re.escape(name)}\D+{score['total']}\b", final.content), (
            name,
            score,
            final.content,
        )
    # The attached score sheet is served back and is a PNG.
    attachment = next(a for a in final.data["attachments"] if a["filename"] == "scores.png")
    async with aiohttp.ClientSession() as session, session.get(attachment["url"]) as response:
        assert response.status == 200
        assert (await response.read())[:8] == PNG_MAGIC


async def play_bids(env: Env, seed: int, rounds: int = 3) -> tuple[Players, str]:
    """Alice opens a Sealed Bids game of ``rounds`` rounds, Bob joins, Alice starts, and both
    play it to its score sheet, checked against the engine's result: their players and the
    game's id."""
    server = env.server
    alice, bob = [u for u in server.users.values() if not u.bot]
    players = Players(server, [alice, bob], server.channel_id, seed=seed, game="bids")
    await players.slash("bids new", alice, {"rounds": rounds})
    game_id = lobby_message_of(players).custom_ids()[0].split(":")[1]
    await lobby_clicks(players, ((bob, "join"), (alice, "start")))
    final = await players.play(timeout=120)
    assert final is not None
    await check_final(env, final, game_id)
    return players, game_id


async def test_three_humans_advanced_game(e2e: Any) -> None:
    """Scenario 1: three humans, advanced game, played to the end through slash commands, DM
    buttons and channel components; the score sheet equals the engine's result."""
    started = time.monotonic()
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US"), ("Carol", "en-US")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    watch = SecretWatch(server)
    players = Players(server, users, server.channel_id, seed=11)
    game_id = await open_game(
        players, users[0], users[1:], {"variant": "advanced", "max_players": 3}
    )
    # Mid-game, /hadara board of every seat (any player may look), privately.
    await players.play(timeout=150, until=lambda: players.clicks >= 30)
    for seat in range(1, 4):
        asked = await players.slash("hadara board", users[0], {"seat": seat})
        answer = await reply_with_file(server, asked)
        assert asked.ephemeral, seat
        assert answer.data["attachments"][0]["filename"] == f"board-{seat - 1}.png", seat
    final = await players.play(timeout=150)
    assert final is not None
    await check_final(env, final, game_id)
    assert watch.checked > 0, "no public message was checked during phase A"
    assert any(server.dm_of.get(u.id) for u in users), "no DM prompt was used"
    check_every_move_had_its_picture(env, users, game_id)
    check_clean(env)
    print(
        f"scenario 1: {players.clicks} clicks, {len(server.requests)} REST calls, "
        f"{time.monotonic() - started:.1f} s"
    )


def check_every_move_had_its_picture(env: Env, users: list[User], game_id: str) -> None:
    """Issue 20: before each move of a human, since their previous one, a DM showed them their
    decision picture with its choices (the message as sent or as edited later)."""
    server = env.server
    seats = json.loads(
        db_rows(env.bot.database, "SELECT seats FROM games WHERE id = ?", game_id)[0]["seats"]
    )
    rows = db_rows(
        env.bot.database, "SELECT * FROM actions WHERE game_id = ? ORDER BY seq", game_id
    )
    for seat, record in enumerate(seats):
        user = next((u for u in users if u.id == str(record.get("user_id"))), None)
        if user is None:
            continue
        channel = server.dm_of.get(user.id)
        shown: list[int] = []  # the versions of the choices each DM picture carried
        for m in server.channel_log(channel) if channel else []:
            for data in (*m.history, m.data):
                if '"prompt.' not in json.dumps(data.get("attachments") or []):
                    continue
                ids = [c for c in Message(dict(data)).custom_ids() if c.startswith("h")]
                shown += {int(c.split(":")[2]) for c in ids if c.count(":") >= 3}
        previous = -1
        for row in rows:
            if row["seat"] != seat or row["actor"] != "player":
                continue
            assert any(previous < v <= row["version"] for v in shown), (
                f"{user.name} moved at v{row['version']} ({row['action']}) without a picture"
            )
            previous = row["version"]


def pending_dm(players: Players, prefix: str) -> tuple[User, Message, list[Any]] | None:
    for user in players.users:
        for message, fresh in players.candidates(user):
            if message.channel_id == players.server.dm_of.get(user.id) and any(
                c.code.startswith(prefix) for c in fresh
            ):
                return user, message, fresh
    return None


async def test_kill_and_restart_in_phase_a(e2e: Any) -> None:
    """Scenario 4: SIGKILL in the middle of phase A, restart: the game resumes, buttons posted
    before the restart still work, no action is lost or applied twice."""
    started = time.monotonic()
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US"), ("Carol", "en-US")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=4)
    game_id = await open_game(players, users[0], users[1:], {"max_players": 3})

    def mid_draft() -> bool:
        drafted = sum(1 for _, code in players.codes if code.startswith("draft."))
        return drafted >= 4 and pending_dm(players, "draft.") is not None

    assert await players.play(until=mid_draft, timeout=60) is None
    await server.settle(0.5)
    before = action_count(env, game_id)
    user, message, fresh = pending_dm(players, "draft.") or (None, None, None)
    assert user is not None and message is not None and fresh
    await env.bot.kill()
    assert action_count(env, game_id) == before, "an answered action was lost"
    await env.bot.start()
    assert server.identifies == 2
    # The DM button from before the restart still works, exactly once.
    choice = next(c for c in fresh if c.code.startswith("draft."))
    await players.act(user, message, choice)
    assert action_count(env, game_id) == before + 1
    assert server.messages[message.id].content.startswith("✅")
    players.quiet = FAST  # to the end, where only the score sheet is read
    final = await players.play(timeout=120)
    assert final is not None
    await check_final(env, final, game_id)
    check_clean(env)
    print(f"scenario 4: {players.clicks} clicks, {time.monotonic() - started:.1f} s")


async def test_strangers_stale_prompts_duplicates_and_flaky_api(e2e: Any) -> None:
    """Scenario 6: a non-player clicks, an outdated prompt is clicked, an interaction is
    delivered twice, and 10 % of REST calls answer 429/500: the game still completes."""
    started = time.monotonic()
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US"), ("Mallory", "en-US")], seed=6)
    server = env.server
    alice, bob, mallory = (u for u in server.users.values() if not u.bot)
    players = Players(server, [alice, bob], server.channel_id, seed=6)
    game_id = await open_game(players, alice, [bob], {"max_players": 2})

    # A public prompt with action components (the wheel, for the first player). The table is
    # drawn after the start was acknowledged: on a busy machine it may outlast the quiet spell.
    def public_prompt() -> Message | None:
        return next(
            (
                m
                for m in reversed(server.channel_log(server.channel_id))
                if m.ephemeral_to is None and choices(m)
            ),
            None,
        )

    prompt = await eventually(public_prompt)
    assert prompt is not None, "no table with a prompt after the start"
    snapshot = json.loads(json.dumps(prompt.data))
    count = action_count(env, game_id)
    mark = len(server.channel_log(server.channel_id))
    interaction = await server.click(mallory, prompt, choices(prompt)[0].custom_id)
    await players.answered(interaction)
    answer = replies(server, mallory, server.channel_id, mark)
    assert answer and fixed_part(ftl("error-not-a-player")) in answer[-1].content
    assert action_count(env, game_id) == count

    # The named player moves; a second click on the old rendering is out of date.
    owner = alice if f"<@{alice.id}>" in prompt.content else bob
    await players.act(owner, prompt, choices(prompt)[0])
    assert action_count(env, game_id) == count + 1
    mark = len(server.channel_log(server.channel_id))
    old = next(
        c for c in iter_components(snapshot) if c.get("custom_id", "").startswith(("hd:", "hs:"))
    )
    values = [old["options"][0]["value"]] if old["type"] == 3 else None
    stale = await server.click_snapshot(owner, snapshot, old["custom_id"], values)
    await players.answered(stale)
    answer = replies(server, owner, server.channel_id, mark)
    assert answer and fixed_part(ftl("error-out-of-date")) in answer[-1].content
    assert action_count(env, game_id) == count + 1

    # The same click delivered twice counts once.
    target = None
    while target is None:
        for user in players.users:
            for message, fresh in players.candidates(user):
                actions = [c for c in fresh if c.code != "show"]
                if actions:
                    target = (user, message, actions[0])
                    break
            if target:
                break
        if target is None:
            await players.step()
    count = action_count(env, game_id)
    user, message, choice = target
    players.clicked.update((user.id, message.id, c.custom_id) for c in choices(message))
    if choice.value is not None:
        twice = await server.select(user, message, choice.custom_id, [choice.value])
    else:
        twice = await server.click(user, message, choice.custom_id)
    await server.redeliver(twice)
    await players.answered(twice)
    await server.settle(0.5)
    assert action_count(env, game_id) == count + 1

    # The gateway asks for a reconnect: the client resumes its session.
    await server.reconnect()
    await server.wait_connected()
    assert server.resumes == 1 and server.identifies == 1

    # Flaky Discord from here on.
    server.fail_rate = 0.10
    players.quiet = FAST
    final = await players.play(timeout=150)
    assert final is not None
    server.fail_rate = 0.0
    assert server.failures_injected[429] > 0 and server.failures_injected[500] > 0
    await check_final(env, final, game_id)
    check_clean(env)
    print(
        f"scenario 6: {players.clicks} clicks, injected {server.failures_injected}, "
        f"{time.monotonic() - started:.1f} s"
    )


async def test_closed_dms_play_through_hand(e2e: Any) -> None:
    """Scenario 3: one player's DMs are closed: she chooses in ephemeral prompts (the table's
    "show my choices" button, or /hadara hand when nothing else is left to click)."""
    started = time.monotonic()
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US"), ("Carol", "en-US")])
    server = env.server
    alice, bob, carol = (u for u in server.users.values() if not u.bot)
    carol.dms_closed = True
    players = Players(server, [alice, bob, carol], server.channel_id, seed=3, quiet=FAST)
    game_id = await open_game(players, alice, [bob, carol], {"max_players": 3})
    final = await players.play(timeout=150)
    assert final is not None
    assert (carol.id, "show") in players.codes or players.hand_requests > 0
    notice = fixed_part(ftl("notice-dms-closed"))
    assert any(notice in m.content and "Carol" in m.content for m in server.public_messages())
    assert not server.channel_log(server.dm_of[carol.id]) if carol.id in server.dm_of else True
    await check_final(env, final, game_id)
    check_clean(env)
    print(f"scenario 3: {players.clicks} clicks, {time.monotonic() - started:.1f} s")


async def test_human_and_ai_in_a_czech_thread(e2e: Any) -> None:
    """Scenario 2: one human and one AI seat, in a thread, in Czech."""
    started = time.monotonic()
    env: Env = await e2e(guild_locale="cs", users=[("Alena", "cs")])
    server = env.server
    alena = next(u for u in server.users.values() if not u.bot)
    players = Players(server, [alena], server.channel_id, seed=2, quiet=FAST)
    await players.slash("hadara new", alena, {"thread": True, "max_players": 2, "language": "cs"})
    thread = server.threads()[-1]
    assert thread["parent_id"] == server.channel_id
    players.channel_id = thread["id"]
    game_id = lobby_message_of(players).custom_ids()[0].split(":")[1]
    await click_lobby(players, alena, "ai-normal")
    await click_lobby(players, alena, "start")
    final = await players.play(timeout=150)
    assert final is not None
    assert fixed_part(ftl("finished-title", "cs")) in final.content
    assert not server.channel_log(server.channel_id) or all(
        m.ephemeral_to for m in server.channel_log(server.channel_id)
    ), "the game wrote to the parent channel"
    assert action_count(env, game_id, "ai") > 0
    await check_final(env, final, game_id)
    check_clean(env)
    print(f"scenario 2: {players.clicks} clicks, {time.monotonic() - started:.1f} s")


async def test_absent_player_reminded_then_replaced(e2e: Any) -> None:
    """Scenario 5: an absent player gets a reminder, then the AI moves for them (fast clock)."""
    started = time.monotonic()
    env: Env = await e2e(
        users=[("Alice", "en-US"), ("Bob", "en-US")],
        env={"CLOCK_SPEED": "600", "TIMER_TICK_SECONDS": "0.2"},
    )
    server = env.server
    alice, bob = (u for u in server.users.values() if not u.bot)
    players = Players(server, [alice], server.channel_id, seed=5)  # Bob never acts
    game_id = await open_game(
        players, alice, [bob], {"max_players": 2, "reminder_hours": 0.1, "replace_hours": 0.25}
    )
    await players.play(until=lambda: action_count(env, game_id, "replacement") >= 3, timeout=60)
    reminder = fixed_part(ftl("notice-reminder"))
    assert any(reminder in m.content for m in server.channel_log(server.dm_of[bob.id]))
    replaced = fixed_part(ftl("notice-replaced"))
    assert any(replaced in m.content and "Bob" in m.content for m in server.public_messages())
    rows = db_rows(
        env.bot.database,
        "SELECT seat FROM actions WHERE game_id = ? AND actor = 'replacement'",
        game_id,
    )
    assert {row["seat"] for row in rows} == {1}
    check_clean(env)
    print(f"scenario 5: {len(rows)} replacement moves, {time.monotonic() - started:.1f} s")


async def test_localized_command_names(e2e: Any) -> None:
    """Scenario 7: command names and descriptions are registered for cs, pl and ru."""
    env: Env = await e2e()
    commands = env.server.commands[env.server.guild_id]
    hadara = env.server.command("hadara")
    for command in [*commands, *hadara["options"]]:
        for locale in ("cs", "pl", "ru"):
            assert locale in (command.get("name_localizations") or {}), (command["name"], locale)
            assert locale in (command.get("description_localizations") or {}), command["name"]
    check_clean(env)


async def test_missing_permissions_are_explained(e2e: Any) -> None:
    """The bot may not attach files in a channel: /hadara new explains instead of failing."""
    env: Env = await e2e(users=[("Alice", "en-US")])
    server = env.server
    alice = next(u for u in server.users.values() if not u.bot)
    server.no_permission_channels.add(server.channel_id)
    players = Players(server, [alice], server.channel_id)
    await players.slash("hadara new", alice)
    answer = replies(server, alice, server.channel_id)
    assert answer and "Attach Files" in answer[-1].content
    assert not db_rows(env.bot.database, "SELECT id FROM games")
    check_clean(env)
