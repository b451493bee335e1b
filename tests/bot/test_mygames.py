"""``/mygames`` (bot/cogs/mygames.py): one player's games in two servers, played through the
manager (which stores who decides with every save), listed privately — their move first (the
longest wait first), then the others, then lobbies — each with its server, a jump link to its
table and how long it has waited; the same from a DM with the bot; nothing of another player's
games."""

from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import pytest
from discord_fakes import fake_interaction

from bot import i18n
from bot.cogs.mygames import MAX_PAGES, MyGamesCog, paged, waited
from bot.interactions import Interactions
from bot.manager import GameManager
from bot.store import GameRecord, SeatRecord

if TYPE_CHECKING:  # four conftest.py files share the name: the clock comes as a fixture
    from conftest import FakeClock

ANN, BOB, EVE = 301, 302, 303
SERVER_A, SERVER_B, GONE = 11, 12, 13  # GONE: a server the bot has left
HOUR = 3600.0


@pytest.fixture
def m(manager: GameManager) -> GameManager:
    """conftest's manager, over the memory and the SQLite store."""
    return manager


async def started(
    m: GameManager, guild: int, channel: int, creator: int, other: int, table: int
) -> GameRecord:
    """A two-player simple Through the Ages game, ``creator`` in seat 0, its table message
    ``table`` (what the presenter would have recorded)."""
    names = {ANN: "Ann", BOB: "Bob", EVE: "Eve"}
    opts: dict[str, Any] = {"game": "tta", "variant": "simple", "seed": 2}  # seat 0 first
    await m.new_lobby(guild, channel, creator, names[creator], "en-US", opts)
    await m.join(channel, other, names[other], "en-US")
    game = await m.start(channel, creator)
    await m.idle()
    stored = await m.store.get(game.id)
    assert stored is not None
    stored.table_message_id = table
    await m.store.update(stored)
    return stored


def fake_bot(m: GameManager) -> Any:
    catalog = i18n.catalog()
    guilds = {SERVER_A: "Board *Gamers*", SERVER_B: "Tabletop Club"}
    bot = SimpleNamespace(
        store=m.store,
        manager=m,
        catalog=catalog,
        settings=SimpleNamespace(default_locale="en-US"),
        get_guild=lambda guild_id: (
            SimpleNamespace(id=guild_id, name=guilds[guild_id]) if guild_id in guilds else None
        ),
    )
    bot.interactions = Interactions(bot)  # type: ignore[arg-type]
    return bot


async def ask(bot: Any, user: int, *, guild_id: int | None, locale: str = "en-US") -> list[str]:
    """Run /mygames as ``user``; its private messages (checked private)."""
    interaction = fake_interaction(user, 1, channel_id=99, guild_id=guild_id, locale=locale)
    cog = MyGamesCog(bot)
    await cog.mygames.callback(cog, interaction)  # type: ignore[arg-type, call-arg]
    assert interaction.response.deferred == {"ephemeral": True, "thinking": True}
    assert interaction.followup.sent, "an answer"
    assert all(kwargs == {"ephemeral": True} for _, kwargs in interaction.followup.sent)
    return [str(content) for content, _ in interaction.followup.sent]


async def test_mygames_lists_two_servers_your_move_first_longest_wait_first(
    m: GameManager, clock: FakeClock
) -> None:
    # Server B: Bob's game with Ann (Bob moves first), started first: its wait is the longest.
    b = await started(m, SERVER_B, 21, BOB, ANN, 2101)
    clock.advance(hours=10)
    # Server B: Ann's game with Eve (Ann moves first), 25 h ago in the end.
    c = await started(m, SERVER_B, 22, ANN, EVE, 2201)
    clock.advance(hours=20)
    # Server A: Ann's game with Bob (Ann moves first), 5 h ago in the end.
    a = await started(m, SERVER_A, 11, ANN, BOB, 1101)
    # Server A: Eve's and Bob's game: not Ann's.
    d = await started(m, SERVER_A, 12, EVE, BOB, 1201)
    # A lobby Ann joined in a server the bot has left.
    lobby = await m.new_lobby(GONE, 31, EVE, "Eve", "en-US", {"game": "tta"})
    lobby = await m.join(31, ANN, "Ann", "en-US")
    posted = lobby.lobby_message_id  # the lobby message: the link before a table exists
    assert posted is not None
    clock.advance(hours=5)
    # The manager stored who decides with each save: the first player, seat 0.
    for game in (a, b, c, d):
        assert game.deciding == [0]
        assert m.waiting_for(game) == [0]

    bot = fake_bot(m)
    (text,) = await ask(bot, ANN, guild_id=SERVER_A)
    lines = text.splitlines()
    assert lines[0] == "**Your games** · 4 games · your move: 2"
    assert lines[1:] == [
        f"[Through the Ages](https://discord.com/channels/{SERVER_B}/22/2201) · Tabletop Club"
        " · **your move** · waiting 25 h",
        f"[Through the Ages](https://discord.com/channels/{SERVER_A}/11/1101)"
        r" · Board \*Gamers\* · **your move** · waiting 5 h",
        f"[Through the Ages](https://discord.com/channels/{SERVER_B}/21/2101) · Tabletop Club"
        " · to move: Bob · waiting 35 h",
        f"[Through the Ages](https://discord.com/channels/{GONE}/31/{posted}) · unknown server"
        " · lobby, 2 players",
    ]
    assert "/12/1201" not in text  # Eve's and Bob's game is not Ann's

    # The same from a DM with the bot (no server), in Czech, 30 hours later.
    clock.advance(hours=30)
    (dm,) = await ask(bot, ANN, guild_id=None, locale="cs")
    assert dm.splitlines()[0] == "**Vaše hry** · 4 hry · jste na tahu: 2"
    assert dm.splitlines()[1].endswith("/22/2201) · Tabletop Club · **jste na tahu** · čeká 2 dny")
    assert dm.splitlines()[2].endswith(
        "/11/1101) · Board \\*Gamers\\* · **jste na tahu** · čeká 35 h"
    )
    assert dm.splitlines()[3].endswith("/21/2101) · Tabletop Club · na tahu: Bob · čeká 2 dny")
    assert dm.splitlines()[4].endswith(
        f"/31/{posted}) · neznámý server · přípravná místnost, hráčů: 2"
    )

    # Eve sees her games only; a game last saved before ``deciding`` was stored shows "—".
    old = await m.store.get(d.id)
    assert old is not None
    old.deciding = None
    await m.store.update(old)
    (eve,) = await ask(bot, EVE, guild_id=SERVER_A)
    assert "/11/1101" not in eve and "/21/2101" not in eve
    assert eve.splitlines() == [
        "**Your games** · 3 games · your move: 0",
        f"[Through the Ages](https://discord.com/channels/{SERVER_B}/22/2201) · Tabletop Club"
        " · to move: Ann · waiting 2 days",
        f"[Through the Ages](https://discord.com/channels/{SERVER_A}/12/1201)"
        r" · Board \*Gamers\* · to move: — · waiting 35 h",
        f"[Through the Ages](https://discord.com/channels/{GONE}/31/{posted}) · unknown server"
        " · lobby, 2 players",
    ]
    # Nobody else's games, no game at all: said so.
    (none,) = await ask(bot, 999, guild_id=None)
    assert none == "You have no running game or lobby in the servers you share with this bot."


async def test_a_move_updates_whose_move_it_is(m: GameManager, clock: FakeClock) -> None:
    """The seats deciding are written with the save of every move: when Ann's turn ends it is
    Bob's move in her list."""
    a = await started(m, SERVER_A, 11, ANN, BOB, 1101)
    clock.advance(hours=1)
    assert "end" in m.legal(a, 0)
    while (await m.store.get(a.id)).deciding == [0]:  # type: ignore[union-attr]
        current = await m.store.get(a.id)
        assert current is not None
        await m.act(a.id, ANN, current.version, "end")
        await m.idle()
    after = await m.store.get(a.id)
    assert after is not None and after.deciding == [1] == m.waiting_for(after)
    (text,) = await ask(fake_bot(m), ANN, guild_id=SERVER_A)
    assert text.splitlines()[1].endswith("· to move: Bob · waiting 1 min")
    # A game whose state no longer loads is no one's move until a Retry: said so.
    await m.act(a.id, BOB, after.version, "end")
    await m.idle()
    back = await m.store.get(a.id)
    assert back is not None and back.deciding == [0]
    back.fault = "BadDump: changed"
    await m.store.update(back)
    (text,) = await ask(fake_bot(m), ANN, guild_id=SERVER_A)
    assert text.splitlines()[0].endswith("your move: 0")
    assert "· stopped: does not load · waiting" in text.splitlines()[1]


def test_waits_in_words_in_every_language() -> None:
    catalog = i18n.catalog()
    cases = [(59, "1 min"), (3 * HOUR + 59, "3 h"), (47 * HOUR, "47 h"), (48 * HOUR, "2 days")]
    assert [waited(catalog, "en-US", s) for s, _ in cases] == [w for _, w in cases]
    days = [2, 5, 21, 1]
    assert [waited(catalog, "cs", d * 24 * HOUR) for d in days] == [
        "2 dny",
        "5 dní",
        "21 dní",
        "24 h",
    ]
    assert [waited(catalog, "pl", d * 24 * HOUR) for d in (2, 5)] == ["2 dni", "5 dni"]
    assert [waited(catalog, "ru", d * 24 * HOUR) for d in (2, 5, 21)] == [
        "2 дня",
        "5 дней",
        "21 день",
    ]


def test_pages_keep_whole_lines_under_discord_s_limit() -> None:
    lines = [f"line {i} " + "x" * 90 for i in range(60)]
    pages = paged(lines)
    assert len(pages) > 1 and all(len(p) <= 1900 for p in pages)
    assert "\n".join(pages).splitlines() == lines


async def test_many_games_fill_at_most_five_private_pages_and_count_the_rest(
    m: GameManager,
) -> None:
    """Each page stays under Discord's 2000 characters; past five pages the rest is counted."""
    for i in range(150):
        await m.store.create(
            GameRecord(
                id=f"lobby{i:03d}",
                game="tta",
                guild_id=SERVER_A,
                channel_id=5000 + i,
                creator_id=ANN,
                status="lobby",
                options={"game": "tta"},
                seats=[SeatRecord(ANN, "Ann")],
                lobby_message_id=7000 + i,
                created_at=float(i),
            )
        )
    pages = await ask(fake_bot(m), ANN, guild_id=None)
    assert len(pages) == MAX_PAGES and all(len(p) <= 2000 for p in pages)
    listed = [line for p in pages for line in p.splitlines() if "/channels/" in line]
    assert listed[0].endswith("/5000/7000) · Board \\*Gamers\\* · lobby, 1 player")  # oldest
    assert pages[-1].splitlines()[-1] == f"…and {150 - len(listed)} more"
