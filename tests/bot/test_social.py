"""``/leaderboard``, ``/stats`` and ``/privacy`` (bot/cogs/social.py, bot/ladders.py) on ratings
written into the memory store as the ratings code records them (``save_rated``): the ladder a
page at a time with ◀ ▶ that carry everything, AI levels named as the lobby names them,
refusals in the asker's language; a player's record with their favourite and strongest sources
of points and links to their games; what is stored about a player, and its erasure (their
ratings leave the ladders, their finished game still replays from its export)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from discord import app_commands
from discord_fakes import fake_interaction, memory_bot
from test_export_commands import replays_in_a_fresh_process, stored_game

from bot import exporting, i18n, ladders
from bot.cogs.social import LadderPage, PrivacyButton, SocialCog
from bot.games import registry
from bot.store import (
    EVERYWHERE,
    GameRecord,
    GameStore,
    RatedGame,
    RatedSeat,
    Rating,
    RatingPoint,
    SeatRecord,
    UserSettings,
)

GUILD, OTHER_GUILD = 7, 8
ANN, BOB, EVE = 101, 102, 103
T0 = 1_800_000_000.0


class Ladders:
    """Ratings as the ratings code keeps them: each recorded game moves its players' ratings on
    its server's ladder and on the ladder of every server (a fixed step here: which numbers
    the rating model gives is not what these tests look at)."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.ratings: dict[tuple[int, str, str], Rating] = {}

    async def game(
        self,
        game_id: str,
        family: str,
        guild: int | None,
        seats: list[tuple[str, str, int]],  # (player, name, score), seat order
        at: float,
        variant: str = "",
    ) -> RatedGame:
        ranked = sorted({score for _, _, score in seats}, reverse=True)
        rated = [
            RatedSeat(i, player, name, ranked.index(score) + 1, score, 1.0, score == ranked[0])
            for i, (player, name, score) in enumerate(seats)
        ]
        game = RatedGame(game_id, family.split("-")[0], family, guild, at, variant, rated)
        changed: list[Rating] = []
        points: list[RatingPoint] = []
        scopes = [EVERYWHERE] + ([guild] if guild is not None else [])
        for scope in scopes:
            for s in rated:
                r = self.ratings.get((scope, family, s.player)) or Rating(
                    scope, family, s.player, s.name, 25.0, 25.0 / 3
                )
                r.mu += 2.0 * (len(rated) + 1 - 2 * s.place)
                r.sigma = max(1.0, r.sigma * 0.9)
                r.games += 1
                r.wins += int(s.won)
                r.place_sum += s.place
                r.name = s.name
                r.updated_at = at
                self.ratings[(scope, family, s.player)] = r
                changed.append(Rating(**vars(r)))
                points.append(RatingPoint(scope, family, s.player, game_id, 0, r.mu, r.sigma, at))
        assert await self.store.save_rated(game, changed, points)
        return game


def hadara_result(cats: list[dict[str, int]]) -> dict[str, Any]:
    scores = [
        {"seat": i, "total": sum(c.values()), "categories": c, "tiebreak": 0}
        for i, c in enumerate(cats)
    ]
    best = max(s["total"] for s in scores)
    return {"scores": scores, "winners": [s["seat"] for s in scores if s["total"] == best]}


def cats(
    colonies: int, statues: int, silver: int, gold: int, cards: int, coins: int
) -> dict[str, int]:
    return {
        "colonies": colonies,
        "statues": statues,
        "silver": silver,
        "gold": gold,
        "cards": cards,
        "coins": coins,
    }


def cog_of(bot: Any) -> SocialCog:
    bot.get_guild = lambda guild_id: SimpleNamespace(id=guild_id, name=f"Server {guild_id}")
    return SocialCog(bot)


def asker(bot: Any, user: int, n: int, *, guild: int | None = GUILD, locale: str = "en-US") -> Any:
    interaction = fake_interaction(user, n, channel_id=500, guild_id=guild, locale=locale)
    interaction.client = bot
    interaction.user = SimpleNamespace(id=user, display_name=f"user{user}")
    return interaction


def choice(value: str) -> app_commands.Choice[str]:
    return app_commands.Choice(name=value, value=value)


def custom_ids(view: Any) -> list[tuple[str, bool]]:
    return [(c.item.custom_id, c.item.disabled) for c in view.children]


async def a_big_ladder(store: GameStore) -> Ladders:
    """Thirteen players on this server's simple-game ladder, the strong AI among them, and one
    player who played only on another server."""
    book = Ladders(store)
    players = [(f"user:{200 + i}", f"Player {i}") for i in range(12)] + [("ai:strong", "AI 1")]
    for n in range(13):
        table = [players[n], players[(n + 1) % 13], players[(n + 5) % 13]]
        seats = [(p, name, 40 - 7 * k) for k, (p, name) in enumerate(table)]
        await book.game(f"g{n:07d}", "tta-simple", GUILD, seats, T0 + n, "simple")
    await book.game(
        "elsewhere",
        "tta-simple",
        OTHER_GUILD,
        [("user:999", "Far", 50), ("user:998", "Away", 3)],
        T0 + 99,
        "simple",
    )
    return book


async def test_leaderboard_pages_with_buttons_that_carry_everything() -> None:
    async with memory_bot(registry()) as bot:
        await a_big_ladder(bot.store)
        cog = cog_of(bot)
        interaction = asker(bot, 200, 1)
        await cog.leaderboard.callback(cog, interaction, choice("tta-simple"), None)  # type: ignore[arg-type]
        assert interaction.response.deferred == {"ephemeral": False, "thinking": True}
        ((content, kwargs),) = interaction.followup.sent
        assert content == "**Through the Ages: simple game** · This server · page 1/2"
        assert kwargs["file"].filename == "ladder-tta-simple-1.png"
        assert custom_ids(kwargs["view"]) == [
            ("lb:tta-simple:s:0:en-US", True),
            ("lb:tta-simple:s:1:en-US", False),
        ]
        # ▶ rebuilt from its custom id alone (after a restart), clicked by someone else.
        item = kwargs["view"].children[1].item
        match = re.fullmatch(LadderPage.__discord_ui_compiled_template__, item.custom_id)
        assert match is not None
        button = await LadderPage.from_custom_id(interaction, item, match)
        click = asker(bot, 555, 2, locale="cs")
        await button.callback(click)
        updated = click.response.updated
        assert updated["content"] == "**Through the Ages: simple game** · This server · page 2/2"
        assert updated["attachments"][0].filename == "ladder-tta-simple-2.png"
        assert custom_ids(updated["view"]) == [
            ("lb:tta-simple:s:0:en-US", False),
            ("lb:tta-simple:s:2:en-US", True),
        ]
        # Every server: the far player is there too (14 players: still two pages).
        everywhere = asker(bot, 200, 3)
        await cog.leaderboard.callback(  # type: ignore[arg-type]
            cog, everywhere, choice("tta-simple"), choice("everywhere")
        )
        ((content, kwargs),) = everywhere.followup.sent
        assert "Every server" in content
        assert custom_ids(kwargs["view"])[1] == ("lb:tta-simple:e:1:en-US", False)


async def test_the_ladder_view_best_first_ai_named_as_the_lobby_names_them() -> None:
    async with memory_bot(registry()) as bot:
        book = await a_big_ladder(bot.store)
        ratings, total = await bot.store.leaderboard(GUILD, "tta-simple", 0, 20)
        assert total == 13
        from bot.cogs.social import names

        for locale, ai in (("en-US", "AI (strong)"), ("cs", "AI (silná)"), ("ru", "ИИ (сильный)")):
            view = ladders.ladder_view("t", "s", ratings, total, 0, names(bot, locale), "user:200")
            rows = view["rows"]
            assert [r["rank"] for r in rows] == list(range(1, 14))
            ordinals = [r["rating"] for r in rows]
            assert ordinals == sorted(ordinals, reverse=True)
            (strong,) = [r for r in rows if r["player"] == "ai:strong"]
            assert strong["name"] == ai and strong["ai"]
        # The shown numbers: ordinal and sigma rounded, mean place to one decimal.
        top = book.ratings[(GUILD, "tta-simple", rows[0]["player"])]
        assert rows[0]["rating"] == round(top.mu - 3 * top.sigma)
        assert rows[0]["pm"] == round(top.sigma)
        assert rows[0]["place"] == round(top.place_sum / top.games, 1)
        assert view["pages"] == 2


async def test_leaderboard_refusals_are_private_and_translated() -> None:
    async with memory_bot(registry()) as bot:
        cog = cog_of(bot)
        interaction = asker(bot, ANN, 1, locale="cs")
        await cog.leaderboard.callback(cog, interaction, choice("hadara"), None)  # type: ignore[arg-type]
        content, kwargs = interaction.response.message
        assert kwargs.get("ephemeral") is True
        assert content == (
            "Na tomto žebříčku zatím není žádná hodnocená partie: Hadara · Tento server."
        )
        interaction = asker(bot, ANN, 2, locale="pl")
        await cog.leaderboard.callback(cog, interaction, choice("chess"), None)  # type: ignore[arg-type]
        assert interaction.response.message[0] == "Nie ma takiego rankingu."


def test_sources_favourite_is_the_largest_mean_share_best_the_largest_edge() -> None:
    # Ann (seat 0): colonies give most of her points; statues are where she beats the tables.
    results = [
        (hadara_result([cats(30, 10, 0, 0, 5, 1), cats(28, 0, 5, 5, 0, 2)]), 0),
        (
            hadara_result(
                [cats(20, 12, 0, 0, 4, 0), cats(25, 2, 0, 6, 10, 1), cats(5, 0, 0, 0, 3, 0)]
            ),
            0,
        ),
    ]
    found = ladders.sources("hadara", results)
    assert found["colonies"]["share"] == pytest.approx((30 / 46 + 20 / 36) / 2)
    assert found["statues"]["edge"] == pytest.approx(((10 - 5) + (12 - 14 / 3)) / 2)
    assert ladders.favourite_and_best(found) == ("colonies", "statues")
    # Through the Ages, advanced and full: culture during play against the final events.
    tta = {
        "scores": [
            {"seat": 0, "total": 90, "categories": {"culture": 60, "e1": 20, "e2": 10}},
            {"seat": 1, "total": 80, "categories": {"culture": 75, "e1": 5, "e2": 0}},
        ],
        "winners": [0],
    }
    found = ladders.sources("tta", [(tta, 0)])
    assert set(found) == {"culture", "events"}
    assert ladders.favourite_and_best(found) == ("culture", "events")


async def hadara_history(bot: Any) -> Ladders:
    """Ann's three Hadara games on this server (2, 3 and 2 players) with their stored
    results and table messages, and one on another server."""
    book = Ladders(bot.store)
    tables = [
        ([ANN, BOB], [cats(30, 10, 0, 0, 5, 1), cats(28, 0, 5, 5, 0, 2)], "basic", GUILD),
        (
            [BOB, ANN, EVE],
            [cats(25, 2, 0, 6, 10, 1), cats(20, 12, 0, 0, 4, 0), cats(5, 0, 0, 0, 3, 0)],
            "advanced",
            GUILD,
        ),
        ([ANN, EVE], [cats(18, 9, 3, 0, 6, 0), cats(22, 0, 0, 4, 2, 1)], "basic", GUILD),
        ([ANN, BOB], [cats(1, 1, 1, 1, 1, 1), cats(2, 2, 2, 2, 2, 2)], "basic", OTHER_GUILD),
    ]
    names = {ANN: "Ann", BOB: "Bob", EVE: "Eve"}
    for n, (users, scores, variant, guild) in enumerate(tables):
        game_id = f"hd{n:06d}"
        result = hadara_result(scores)
        await bot.store.create(
            GameRecord(
                id=game_id,
                game="hadara",
                guild_id=guild,
                channel_id=600 + n,
                creator_id=users[0],
                status="finished",
                options={"variant": variant, "seed": n},
                seats=[SeatRecord(u, names[u]) for u in users],
                table_message_id=9000 + n,
                result=result,
                created_at=T0,
                updated_at=T0 + n,
            )
        )
        seats = [(f"user:{u}", names[u], result["scores"][i]["total"]) for i, u in enumerate(users)]
        await book.game(game_id, "hadara", guild, seats, T0 + 3600 * n, variant)
    return book


async def card_of(cog: SocialCog, interaction: Any, player: Any, game: Any) -> dict[str, Any]:
    """/stats as ``interaction`` asks it: the view its card is drawn from."""
    from bot.cogs import social

    seen: list[dict[str, Any]] = []
    real = social.render_stats

    def spy(view: dict[str, Any], t: Any) -> bytes:
        seen.append(view)
        return real(view, t)

    social.render_stats = spy  # type: ignore[assignment]
    try:
        await cog.stats.callback(cog, interaction, player, game)  # type: ignore[arg-type]
    finally:
        social.render_stats = real  # type: ignore[assignment]
    (view,) = seen
    return view


async def test_stats_of_oneself_record_chart_sources_in_words_and_links() -> None:
    async with memory_bot(registry()) as bot:
        await hadara_history(bot)
        cog = cog_of(bot)
        interaction = asker(bot, ANN, 1)
        interaction.user = SimpleNamespace(id=ANN, display_name="Ann")
        await cog.stats.callback(cog, interaction, None, None)  # type: ignore[arg-type]
        assert interaction.response.deferred == {"ephemeral": True, "thinking": True}
        ((content, kwargs),) = interaction.followup.sent
        assert kwargs["ephemeral"] is True and kwargs["file"].filename == "stats-hadara.png"
        lines = str(content).splitlines()
        assert lines[0] == "**Ann** · Hadara · This server"
        assert "Favourite: Colonies: " in content and "% of your points" in content
        assert "Strongest: Statues: +" in content
        # Newest first, this server's games only, each linking to its table message.
        links = re.findall(r"\((https://discord\.com/channels/[^)]+)\)", str(content))
        assert links == [
            "https://discord.com/channels/7/602/9002",
            "https://discord.com/channels/7/601/9001",
            "https://discord.com/channels/7/600/9000",
        ]
        assert "place 1/3" not in content and "place 2/3 · 36 pts" in content
        # What the card shows: games and wins by number of players and by variant.
        again = asker(bot, ANN, 2, locale="pl")
        again.user = SimpleNamespace(id=ANN, display_name="Ann")
        view = await card_of(cog, again, None, None)
        assert view["games"] == 3 and view["wins"] == 2
        assert view["tables"][0]["rows"] == [["2 gracze", 2, 2], ["3 gracze", 1, 0]]
        assert view["tables"][1]["rows"] == [["Gra podstawowa", 2, 2], ["Gra zaawansowana", 1, 0]]
        assert len(view["series"]) == 3
        assert [f[0] for f in view["facts"]] == ["Ulubione", "Najmocniejsze"]


async def test_stats_of_another_player_shows_what_the_ladder_shows() -> None:
    async with memory_bot(registry()) as bot:
        await hadara_history(bot)
        cog = cog_of(bot)
        interaction = asker(bot, EVE, 1)
        bob = SimpleNamespace(id=BOB, display_name="Bob")
        view = await card_of(cog, interaction, bob, choice("hadara"))
        # Bob's numbers on this server's ladder, nothing else: no curve, tables or sources.
        assert (view["games"], view["wins"], view["place"]) == (2, 1, 1.5)
        assert not view["curve"] and not view["series"] and not view["tables"]
        assert not view["facts"]
        ((content, kwargs),) = interaction.followup.sent
        assert kwargs["ephemeral"] is True and "file" in kwargs
        assert content == "**Bob** · Hadara · This server\nWhat the ladder shows of Bob."
        # Someone without a rated game: said so, without a card.
        nobody = asker(bot, ANN, 2, locale="ru")
        await cog.stats.callback(  # type: ignore[arg-type]
            cog, nobody, SimpleNamespace(id=404, display_name="Kim"), choice("tta")
        )
        ((content, kwargs),) = nobody.followup.sent
        assert "file" not in kwargs
        assert (
            content
            == "Пока нет учтённых партий в рейтинге «Сквозь века: продвинутая и полная игра»: Kim."
        )
        # Without a ladder named, someone who never played is told so.
        newcomer = asker(bot, 404, 3, locale="cs")
        await cog.stats.callback(cog, newcomer, None, None)  # type: ignore[arg-type]
        assert newcomer.followup.sent == [
            ("Zatím nemáte žádnou hodnocenou partii.", {"ephemeral": True})
        ]


async def test_privacy_shows_what_is_stored_and_deletes_after_a_confirmation(
    tmp_path: Path,
) -> None:
    async with memory_bot(registry()) as bot:
        finished = await stored_game(
            bot.store,
            "bids",
            "bidsprv1",
            variant="first_price",
            players=2,
            seed=2,
            users=(ANN, BOB),
        )
        assert finished.status == "finished"
        await bot.manager.new_lobby(GUILD, 77, ANN, "Ann", "en-US", {"game": "hadara"})
        await bot.store.put_user(UserSettings(ANN, notify="dm", time_zone="Europe/Prague"))
        book = Ladders(bot.store)
        result = finished.result or {}
        totals = {s["seat"]: s["total"] for s in result["scores"]}
        await book.game(
            finished.id,
            "bids",
            GUILD,
            [("user:101", "Alice", totals[0]), ("user:102", "Bob", totals[1])],
            T0,
            "first_price",
        )
        cog = cog_of(bot)
        interaction = asker(bot, ANN, 1, guild=None)  # in a DM with the bot
        await cog.privacy.callback(cog, interaction)  # type: ignore[arg-type]
        ((content, kwargs),) = interaction.followup.sent
        assert kwargs["ephemeral"] is True
        text = str(content)
        assert "notices: Direct message · time zone: Europe/Prague" in text
        assert "lobbies 1 · running 0 · finished 1 · abandoned 0" in text
        assert "• Sealed Bids · Every server: " in text and "• Sealed Bids · Server 7: " in text
        assert "Games recorded for the ladders: 1" in text
        assert "finish or leave them first" in text
        assert custom_ids(kwargs["view"]) == [(f"pv:{ANN}:ask", False)]
        # Someone else's click changes nothing.
        stranger = asker(bot, EVE, 2)
        await PrivacyButton(ANN, "yes").callback(stranger)
        assert stranger.response.message[0] == "These buttons belong to someone else's /privacy."
        assert (await bot.store.ratings(GUILD, "bids", ["user:101"])) != {}
        # Delete, then confirm.
        ask = asker(bot, ANN, 3, guild=None)
        await PrivacyButton(ANN, "ask").callback(ask)
        assert custom_ids(ask.response.updated["view"]) == [
            (f"pv:{ANN}:yes", False),
            (f"pv:{ANN}:no", False),
        ]
        cancel = asker(bot, ANN, 4, guild=None)
        await PrivacyButton(ANN, "no").callback(cancel)
        assert cancel.response.updated["content"] == "Nothing was deleted."
        yes = asker(bot, ANN, 5, guild=None)
        await PrivacyButton(ANN, "yes").callback(yes)
        assert yes.response.updated["content"] == (
            "Done: your settings and ratings are deleted, and 1 game no longer names you."
        )
        # Gone from the ladders; the other player keeps theirs; the lobby is left as it was.
        for scope in (GUILD, EVERYWHERE):
            rows, total = await bot.store.leaderboard(scope, "bids", 0, 10)
            assert [r.player for r in rows] == ["user:102"] and total == 1
        assert (await bot.store.get_user(ANN)).is_default()
        assert (await bot.store.user_games(ANN)) == {"lobby": 1}
        # The finished game still replays from its export, Ann's seat named by its number.
        game = await bot.store.get(finished.id)
        assert game is not None and game.seats[0].user_id is None
        rows = await bot.store.actions(game.id)
        text = exporting.build_export(bot, game, rows, EVE)
        assert [p["name"] for p in json.loads(text)["players"]] == ["#1", "Bob"]
        replays_in_a_fresh_process(tmp_path / "bids.json", "bids", text, game.state or "")


def test_every_source_of_points_of_every_ladder_has_words_in_every_language() -> None:
    """The categories each game's final scores use (H-13, T-17.1.2, T-17.2.2) become sources
    /stats names in words of the game."""
    from rules.bids import engine as bids
    from rules.hadara import scoring as hadara
    from rules.tta import scoring as tta

    games = registry()
    state = games["hadara"].rules.new(2, {}, 1)
    found = {
        "hadara": set(hadara.categories(state.data, state.players[0])),
        "bids": set(bids.categories(games["bids"].rules.new(2, {}, 1), 0)),
        "tta-simple": set(tta.CATEGORIES),
        "tta": {"culture", "events"},
    }
    assert set(found) == set(ladders.all_ladders(list(games)))
    for family, keys in found.items():
        categories = {k: 1 for k in keys} | ({"e1": 2} if family == "tta" else {})
        assert set(ladders.source_points(family, categories)) == keys
        for locale in i18n.LOCALES:
            for key in keys:
                assert i18n.t(locale, f"source-{key}") != f"source-{key}", (locale, key)
