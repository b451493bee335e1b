""" "Since your last turn" on the host (issue 29): the table message at the start of each turn
shows the on-turn player's recap of the others' last turns, computed from the public events
only, in every language; the ping repeats its first lines; a seat's own recap is there for a
private notice.

Seeded three-player games (Through the Ages, advanced; Hadara, basic) are played by agents and
stored action by action as the manager stores them (:class:`bot.store.ActionRow`), and the
presenter's table text is taken at every turn's start, as the table loop computes it
(:meth:`bot.presenter.recaps.Recaps.update`, then ``table_content``).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from discord_fakes import FakeClient

from bot import i18n
from bot.games import Registry, plugin
from bot.manager import snapshot
from bot.presenter import DiscordPresenter, text
from bot.render_pool import RenderPool
from bot.store import ActionRow, GameRecord, SeatRecord
from bot.store.memory import MemoryStore
from rules.core import Msg, visible_stored

JSON = dict[str, Any]
NAMES = ["Ann", "Bořek", "Дмитрий"]
# (game, options, seed, actions played)
TTA = ("tta", {"variant": "advanced"}, 5, 330)
HADARA = ("hadara", {"variant": "basic"}, 2, 90)


@dataclass(frozen=True)
class TurnStart:
    seat: int
    content: str  # the table's text
    window: tuple[JSON, ...]  # the stored events since the seat's previous turn
    version: int


def record(name: str, players: int) -> GameRecord:
    return GameRecord(
        id=f"{name[:4]}recap"[:8],
        game=name,
        guild_id=1,
        channel_id=9,
        creator_id=10,
        status="running",
        options={},
        seats=[SeatRecord(user_id=10 + i, name=NAMES[i]) for i in range(players)],
        state="-",  # never loaded: the rules state is played here
    )


async def play(
    name: str,
    options: Mapping[str, Any],
    seed: int,
    actions: int,
    locale: str,
    scrub: bool = False,
) -> tuple[list[TurnStart], DiscordPresenter, GameRecord]:
    """Plays ``actions`` actions of a seeded three-player game, each saved as the manager saves
    it, and takes the table text at each turn's start. ``scrub``: the stored rows keep no
    private event (the table must read the same)."""
    game_plugin = plugin(name)
    rules = game_plugin.rules
    store = MemoryStore()
    await store.open()
    pool = RenderPool()
    presenter = DiscordPresenter(FakeClient(), store, pool, Registry.of([name]))  # type: ignore[arg-type]
    agents = [
        game_plugin.make_agent(("heuristic", "random")[i % 2], seed * 10 + i) for i in range(3)
    ]
    state = rules.new(3, dict(options), seed)
    game = record(name, 3)
    game.options["language"] = locale
    game.version = rules.version(state)
    await store.create(game)
    starts: list[TurnStart] = []
    events: list[JSON] = []
    try:
        for _ in range(actions):
            decision = rules.decision(state)
            if decision is None:
                break
            snap = snapshot.build(rules, game, state, decision=decision)
            public = [e for e in events if e.get("private_to") is None]
            new_turn = presenter.recaps.turn(snap) is not None and (
                presenter.recaps.current(snap) is None
            )
            await presenter.recaps.update(snap, public)
            if new_turn:
                kept = presenter.recaps.current(snap)
                assert kept is not None
                content = presenter.table_content(snap, public, locale)
                starts.append(TurnStart(kept.seat, content, tuple(kept.window), game.version))
            seat = decision.seats[0]
            action = agents[seat].choose(state, seat)
            before = game.version
            events = [e.to_json() for e in rules.apply(state, seat, action)]
            game.version = rules.version(state)
            stored = [e for e in events if not scrub or e.get("private_to") is None]
            row = ActionRow(0, game.id, before, seat, rules.encode_action(action), "ai", stored, 0)
            assert await store.save_action(game, before, row)
    finally:
        pool.close()
    return starts, presenter, game


@cache
def played(name: str, locale: str, scrub: bool = False) -> Any:
    import asyncio

    game, options, seed, actions = TTA if name == "tta" else HADARA
    return asyncio.run(play(game, options, seed, actions, locale, scrub))


@pytest.mark.parametrize("name", ["tta", "hadara"])
def test_the_table_at_a_turns_start_tells_the_others_last_turns(name: str) -> None:
    """Each turn's table names what every other player did in its last turn: for each other
    player with a public action in the window (a card taken, built, an aggression…), its line;
    the recap comes whole, under its title, after whose move it is."""
    starts, _presenter, game = played(name, "en-US")
    rules = plugin(name).rules
    t = i18n.translator_for("en-US", name)
    told = 0
    for start in starts:
        public = visible_stored(start.window, None)
        lines = [t.msg(m, NAMES) for m in rules.recap(public, start.seat, 3)]
        if not lines:
            continue
        head, _, rest = start.content.partition("\n" + t("table-recap", player=NAMES[start.seat]))
        assert rest, start.content
        # Whose move it is comes first: a ping, or who answers in private (a political step).
        mention = t("prompt-your-move", mentions=f"<@{10 + start.seat}>")
        assert mention in head or NAMES[start.seat] in head.split("\n", 1)[1], head
        assert all(f"• {line}" in rest for line in lines), (lines, start.content)
        assert len(start.content) <= text.MAX_CONTENT
        # Every other player who acted in public since the seat's previous turn is named.
        actors = {e["seat"] for e in public if isinstance(e.get("seat"), int)} - {start.seat}
        for other in actors:
            if any(line.startswith(f"{NAMES[other]}:") for line in lines):
                told += 1
    assert len(starts) >= 40 and told >= 40, (len(starts), told)
    texts = "\n".join(s.content for s in starts)
    if name == "tta":  # cards taken and built, aggressions: T-6, T-8, T-15.3
        for part in (": took ", "built ", "(target: "):
            assert part in texts, part
    else:  # cards bought in the draw rounds (H-5) or taken face up in phase B (H-6)
        assert ": new cards: " in texts
    assert game.version > starts[-1].version


@pytest.mark.parametrize("name", ["tta", "hadara"])
def test_a_recap_on_the_table_never_carries_hidden_information(name: str) -> None:
    """The table's recap is computed from public events only: the same game stored without any
    private event (military cards drawn into a hand, T-15.1; draws and cards sold unseen, H-14)
    gives the very same table texts."""
    starts, _presenter, _game = played(name, "en-US")
    scrubbed, _, _ = played(name, "en-US", scrub=True)
    assert [s.content for s in starts] == [s.content for s in scrubbed]
    assert any(e.get("private_to") == s.seat for s in starts for e in s.window)


async def test_the_host_hands_the_table_recap_no_private_event(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Whatever a game's recap does with what it is given, the table's is given no private
    event, the on-turn seat's own included (its military cards drawn, T-15.1); the seat's
    own recap (``recap_lines``, for a private message) is given its own ones. The game's recap
    is replaced by one telling every private event it receives."""
    rules = plugin("tta").rules

    def echo(events: Sequence[Mapping[str, Any]], viewer: int, players: int) -> list[Msg]:
        told = [e for e in events if e.get("private_to") is not None]
        return [Msg.of("log-other", kind=f"SECRET {e['kind']} {e.get('data')}") for e in told]

    monkeypatch.setattr(rules, "recap", echo)
    starts, presenter, game = await play(*TTA[:3], 150, "en-US")
    assert starts and not any("SECRET" in s.content for s in starts)
    game.wait_version = game.version  # a wait begun after the kept turn's: every seat reads
    told = 0
    for seat in range(3):
        rows = await presenter.shared.store.actions_since(game.id, seat, ("end", "resign"))
        drawn = [e for r in rows for e in r.events if e.get("private_to") == seat]
        own = await presenter.recap_lines(game, seat, "en-US")
        assert len(own) == len(drawn) and all(line.startswith("SECRET") for line in own)
        told += len(own)
    assert told > 0


async def test_a_seats_own_recap_reuses_the_turns_window_and_reads_once_otherwise() -> None:
    """``recap_lines`` (for a private turn notice): the on-turn seat's own recap, its private
    events included, from the window the table read at the turn's start (no read); another
    seat's is one ``actions_since`` read of that seat's window."""
    _starts, presenter, game = await play(*TTA[:3], 120, "cs")
    store = presenter.shared.store
    reads = 0
    original = store.actions_since

    async def counted(*args: Any, **kwargs: Any) -> Any:
        nonlocal reads
        reads += 1
        return await original(*args, **kwargs)

    store.actions_since = counted  # type: ignore[method-assign]
    kept = presenter.recaps._turns[game.id]
    game.wait_version = kept.version
    rules = plugin("tta").rules
    t = i18n.translator_for("cs", "tta")
    mine = rules.recap(visible_stored(kept.window, kept.seat), kept.seat, 3)
    own = [t.msg(m, NAMES) for m in mine]
    assert await presenter.recap_lines(game, kept.seat, "cs") == own
    assert reads == 0
    other = (kept.seat + 1) % 3
    window = [e for r in await original(game.id, other, ("end", "resign")) for e in r.events]
    expected = rules.recap(visible_stored(window, other), other, 3)
    assert await presenter.recap_lines(game, other, "cs") == [t.msg(m, NAMES) for m in expected]
    assert reads == 1
    mention = f"<@{game.seats[kept.seat].user_id}>"
    first = [t.msg(m, NAMES) for m in kept.public[:2]]
    assert first and presenter.recaps.ping_lines(game, "cs", mention) == first
    # A wait begun since the turn was read: the kept recap is an older turn's, not reused.
    game.wait_version = kept.version + 1
    assert presenter.recaps.ping_lines(game, "cs", mention) == []
    await presenter.recap_lines(game, kept.seat, "cs")
    assert reads == 2


@pytest.mark.parametrize("locale", ["cs", "pl", "ru"])
@pytest.mark.parametrize("name", ["tta", "hadara"])
def test_the_tables_recap_in_every_language(name: str, locale: str) -> None:
    """Czech, Polish and Russian tables carry the recap in their language: no message id and
    no English fallback of a missing message ("log-other"), the title in that language."""
    starts, _, _ = played(name, locale)
    t = i18n.translator_for(locale, name)
    with_recap = [s for s in starts if t("table-recap", player=NAMES[s.seat]) in s.content]
    assert len(with_recap) >= 20
    english = i18n.translator_for("en-US", name)
    for start in with_recap:
        assert not re.search(r"\b(tta|recap|card|table)-[a-z]", start.content), start.content
        assert english("table-recap", player=NAMES[start.seat]) not in start.content
        # Nothing left in English: no line of the same recap in en-US (a missing message).
        public = visible_stored(start.window, None)
        for line in plugin(name).rules.recap(public, start.seat, 3):
            assert english.msg(line, NAMES) not in start.content, start.content


def test_turn_text_cuts_whole_lines_oldest_log_first() -> None:
    recap = [f"recap {i} " + "r" * 150 for i in range(8)]
    log = [f"log {i} " + "l" * 150 for i in range(12)]
    content = text.turn_text("HEAD", recap, "RECAP", log, "NOW", limit=1500)
    assert len(content) <= 1500 and content.startswith("HEAD\nRECAP\n• recap 0 ")
    lines = content.split("\n")
    assert all(line in ("HEAD", "RECAP", "NOW") or line[2:] in recap + log for line in lines)
    shown_log = [line for line in lines if line.startswith("• log")]
    assert shown_log == [f"• {line}" for line in log[-len(shown_log) :]]  # the newest kept
    assert len(shown_log) == text.TURN_LOG_KEPT  # cut down to them before the recap is cut
    shown_recap = [line for line in lines if line.startswith("• recap")]
    assert shown_recap == [f"• {line}" for line in recap[: len(shown_recap)]]  # its first
    assert text.turn_text("HEAD", [], "RECAP", ["a"], "NOW") == "HEAD\n• a"


@pytest.fixture
async def bot() -> AsyncIterator[Any]:
    from discord_fakes import memory_bot

    async with memory_bot(Registry.of(["tta"])) as found:
        yield found


async def three_seats(bot: Any, channel: int) -> Any:
    """A started Through the Ages game of Ann, Bob and an AI in ``channel``, shown."""
    manager = bot.manager
    await manager.new_lobby(1, channel, 101, "Ann", "en-US", {"game": "tta", "seed": 4})
    await manager.join(channel, 102, "Bob", "en-US")
    await manager.add_ai(channel, 101, "normal")
    game = await manager.start(channel, 101)
    await manager.idle()
    await bot.presenter.drain()
    return game


async def test_the_live_table_and_the_ping_carry_the_recap(bot: Any) -> None:
    """Through the bot: once a human's turn comes round again, the table message in the
    channel carries their recap under its title, and the ping (they are not following the
    game) repeats its first lines, quoted."""
    manager = bot.manager
    channel = 500
    game = await three_seats(bot, channel)
    agent = plugin("tta").make_agent("heuristic", 1)
    rules = plugin("tta").rules
    t = i18n.translator_for("en-US", "tta")
    for _ in range(200):
        game = await bot.store.get(game.id)
        snap = manager.snapshot(game)
        if snap.humans_waiting and presenter_turn_with_recap(bot, snap):
            break
        seat = snap.humans_waiting[0]
        state = rules.load(game.state)
        code = rules.encode_action(agent.choose(state, seat))
        await manager.act(game.id, game.seats[seat].user_id, game.version, code)
        await manager.idle()
        await bot.presenter.drain()
    kept = bot.presenter.recaps.current(snap)
    assert kept is not None and kept.public
    table = bot.client.channel(channel)
    content = table.by_id[game.table_message_id].last["content"]
    names = text.names_of(game, t)
    assert t("table-recap", player=names[kept.seat]) in content
    first = t.msg(kept.public[0], names)
    assert f"• {first}" in content
    pings = [m.kwargs.get("content") or "" for m in table.sent if "your move in" in str(m.kwargs)]
    assert any(f"> {first}" in p for p in pings), pings
    # A restarted process (nothing kept) reads the turn again at its next move, and keeps that
    # move's log lines: the on-turn player moved, it is not the previous player's turn.
    bot.presenter.recaps._turns.clear()
    seat = kept.seat
    codes = [c for c in manager.legal(game, seat) if c.split(".")[0] not in ("end", "resign")]
    await manager.act(game.id, game.seats[seat].user_id, game.version, codes[0])
    await manager.idle()
    await bot.presenter.drain()
    (row,) = await bot.store.actions(game.id, 1)
    assert row.seat == seat and row.action == codes[0]
    plugin_ = plugin("tta")
    moved = [line for e in row.events if (line := text.event_line(plugin_, e, names, t))]
    content = table.by_id[game.table_message_id].last["content"]
    assert moved and all(f"• {line}" in content for line in moved), (moved, content)
    assert t("table-recap", player=names[seat]) in content


def presenter_turn_with_recap(bot: Any, snap: Any) -> bool:
    kept = bot.presenter.recaps.current(snap)
    return kept is not None and bool(kept.public) and snap.game.version > 30


async def test_a_turn_dm_carries_the_players_own_recap(bot: Any) -> None:
    """A player who asked for DMs (``/notify mode:dm``, issue 29) gets the turn notice by DM,
    and under it what they missed since their previous turn (their own recap: the same lines
    the table shows here, since nothing private happened to them in between); no ping."""
    from bot.store import UserSettings

    manager = bot.manager
    channel = 501
    await bot.store.put_user(UserSettings(102, notify="dm"))
    game = await three_seats(bot, channel)
    agent = plugin("tta").make_agent("heuristic", 1)
    rules = plugin("tta").rules
    for _ in range(200):
        game = await bot.store.get(game.id)
        snap = manager.snapshot(game)
        kept = bot.presenter.recaps.current(snap)
        if kept is not None and kept.public and kept.seat == 1 and game.version > 30:
            break
        seat = snap.humans_waiting[0]
        state = rules.load(game.state)
        code = rules.encode_action(agent.choose(state, seat))
        await manager.act(game.id, game.seats[seat].user_id, game.version, code)
        await manager.idle()
        await bot.presenter.drain()
    assert kept is not None and kept.seat == 1
    dms = [str(m.kwargs.get("content")) for m in bot.client.dm(102).sent]
    notices = [d for d in dms if d.startswith("Your move in")]
    assert notices, dms
    mine = await bot.presenter.recap_lines(game, 1, "en-US")
    assert mine and all(line in notices[-1] for line in mine), (mine, notices[-1])
    sent = [str(m.kwargs.get("content")) for m in bot.client.channel(channel).sent]
    pings = [c for c in sent if "your move in" in c and "<@102>" in c]
    assert not pings, "Bob asked for DMs: no ping in the channel"


async def test_back_tells_what_happened_while_away(bot: Any) -> None:
    """``/back`` (issue 29, time away) answers, privately, with what the returning player
    missed in each running game since they declared the absence: their own recap of the moves
    made since then, under the game's name and a link to its table."""
    import time

    from discord_fakes import fake_interaction

    from bot.cogs.notify import NotifyCog
    from bot.manager import recaps as manager_recaps
    from bot.store import UserSettings

    manager = bot.manager
    channel = 502
    game = await three_seats(bot, channel)
    since = time.time()
    await bot.store.put_user(UserSettings(102, away_until=since + 86400, away_since=since))
    agent = plugin("tta").make_agent("heuristic", 1)
    rules = plugin("tta").rules
    for _ in range(40):  # Ann and the AI play on; Bob's turns too (his moves are not his recap)
        game = await bot.store.get(game.id)
        seat = manager.snapshot(game).humans_waiting[0]
        code = rules.encode_action(agent.choose(rules.load(game.state), seat))
        await manager.act(game.id, game.seats[seat].user_id, game.version, code)
        await manager.idle()
    await bot.presenter.drain()
    events = await manager_recaps.since_time(bot.store, game.id, since)
    told = manager_recaps.recap(plugin("tta"), game, events, 1, 1)
    assert told, "forty moves later something is worth telling"
    interaction = fake_interaction(102, 1, channel_id=channel, guild_id=1)
    cog = NotifyCog(bot)
    await cog.back.callback(cog, interaction)  # type: ignore[arg-type, call-arg]
    content, kwargs = interaction.response.message
    assert kwargs == {"ephemeral": True}
    t = i18n.translator_for("en-US", "tta")
    names = text.names_of(game, t)
    assert "Welcome back" in content and "While you were away, in **Through the Ages**" in content
    assert f"/channels/1/{channel}/{game.table_message_id}" in content
    assert all(t.msg(m, names) in content for m in told[:3]), (told, content)
    assert (await bot.store.get_user(102)).away_until is None
