"""``/leaderboard``, ``/stats`` and ``/privacy``; their buttons survive restarts.

* ``/leaderboard game:<ladder> [where]`` — a ladder as a picture (:mod:`render.ratings`), in
  public, paged by ◀ ▶ whose custom ids carry everything: ``lb:<ladder>:<s|e>:<page>:<locale>``
  (``s``: the server the click comes from, ``e``: every server; a DM has only ``e``).
* ``/stats [player] [game]`` — privately: one's own record (games and wins by number of players
  and by variant, the rating after each game, the favourite and strongest sources of points, the
  last games with links to their tables) as a card and a short text; another player's only as
  far as the ladder shows it (rating, games, wins, mean place).
* ``/privacy`` — privately, also in a DM with the bot: what is stored about the asker, and a
  Delete button with a confirmation (custom ids ``pv:<user_id>:<ask|yes|no>``, only that user's)
  that calls :meth:`bot.store.GameStore.erase_user`.
"""

from __future__ import annotations

import asyncio
import io
import re
import secrets
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import ladders, rematch
from bot.cogs.play import _
from bot.cogs.rules import hosted_games
from bot.interactions import answered, think
from bot.presenter.listing import table_link
from bot.store import EVERYWHERE, STATUSES, RatedGame, UserSettings
from render.ratings import render_leaderboard, render_stats

if TYPE_CHECKING:
    from bot.app import TabletopBot

PAGE_TEMPLATE = (
    r"lb:(?P<family>[a-z0-9-]{1,24}):(?P<where>[se]):(?P<page>[0-9]{1,4}):(?P<lang>[A-Za-z-]{2,5})"
)
PRIVACY_TEMPLATE = r"pv:(?P<user>[0-9]{1,20}):(?P<op>ask|yes|no)"
LAST_GAMES = 5


def ladder_choices() -> list[app_commands.Choice[str]]:
    """One choice per ladder of each hosted game (a game with one ladder: the game's name)."""
    out = []
    for game in hosted_games():
        families = ladders.ladders_of(game)
        for family in families:
            key = f"{game}-name" if len(families) == 1 else f"ladder-{family}"
            out.append(app_commands.Choice(name=_(key), value=family))
    return out


LADDER_CHOICES = ladder_choices()
WHERE_CHOICES = [
    app_commands.Choice(name=_("choice-where-server"), value="server"),
    app_commands.Choice(name=_("choice-where-everywhere"), value="everywhere"),
]


def _bot(interaction: discord.Interaction[Any]) -> TabletopBot:
    bot: TabletopBot = interaction.client
    return bot


def ladder_name(bot: TabletopBot, locale: str, family: str) -> str:
    game = ladders.game_of(family)
    if len(ladders.ladders_of(game)) == 1:
        return bot.catalog.format(locale, f"{game}-name", namespace=game)
    return bot.catalog.format(locale, f"ladder-{family}")


def names(bot: TabletopBot, locale: str) -> ladders.Names:
    catalog = bot.catalog
    ai = {
        level: catalog.format(
            locale, "ratings-ai", level=catalog.format(locale, f"ai-level-{level}")
        )
        for level in ladders.AI_LEVELS
    }
    return ladders.Names(ai=ai, erased=catalog.format(locale, "ratings-erased"))


def scope_of(guild_id: int | None, everywhere: bool) -> int:
    return EVERYWHERE if everywhere or guild_id is None else guild_id


def scope_text(bot: TabletopBot, locale: str, scope: int) -> str:
    key = "ladder-scope-everywhere" if scope == EVERYWHERE else "ladder-scope-server"
    return bot.catalog.format(locale, key)


async def say_empty(
    bot: TabletopBot, interaction: discord.Interaction[Any], locale: str, family: str, scope: int
) -> None:
    """The private answer for a ladder without a player."""
    await bot.interactions.reply(
        interaction,
        None,
        "ladder-empty",
        ladder=ladder_name(bot, locale, family),
        scope=scope_text(bot, locale, scope),
    )


class LadderPage(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGE_TEMPLATE):
    """◀ / ▶ of a ladder: shows page ``page`` in the same message."""

    def __init__(
        self,
        family: str,
        everywhere: bool,
        page: int,
        locale: str,
        label: str = "·",
        disabled: bool = False,
    ) -> None:
        page = max(0, page)
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"lb:{family}:{'e' if everywhere else 's'}:{page}:{locale}",
                disabled=disabled,
            )
        )
        self.family = family
        self.everywhere = everywhere
        self.page = page
        self.locale = locale

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> LadderPage:
        return cls(match["family"], match["where"] == "e", int(match["page"]), match["lang"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = _bot(interaction)
        locale = bot.catalog.pick(self.locale, bot.settings.default_locale)
        page = await ladder_page(bot, interaction, self.family, self.everywhere, self.page, locale)
        if page is None:  # the ladder is gone (emptied by a recompute): said privately
            scope = scope_of(interaction.guild_id, self.everywhere)
            await say_empty(bot, interaction, locale, self.family, scope)
            return
        content, file, view = page
        await interaction.response.edit_message(content=content, attachments=[file], view=view)


async def ladder_page(
    bot: TabletopBot,
    interaction: discord.Interaction[Any],
    family: str,
    everywhere: bool,
    page: int,
    locale: str,
) -> tuple[str, discord.File, discord.ui.View] | None:
    """The text, the picture and the ◀ ▶ of page ``page`` of a ladder; None if it is empty."""
    scope = scope_of(interaction.guild_id, everywhere)
    _rows, total = await bot.store.leaderboard(scope, family, 0, 0)
    if total == 0:
        return None
    pages = max(1, (total + ladders.PAGE - 1) // ladders.PAGE)
    page = max(0, min(page, pages - 1))
    ratings, total = await bot.store.leaderboard(scope, family, page * ladders.PAGE, ladders.PAGE)
    title = ladder_name(bot, locale, family)
    where = scope_text(bot, locale, scope)
    view = ladders.ladder_view(
        title,
        where,
        ratings,
        total,
        page,
        names(bot, locale),
        ladders.user_key(interaction.user.id),
    )
    t = bot.catalog.translator(locale)
    png = await asyncio.to_thread(render_leaderboard, view, t)
    content = bot.catalog.format(
        locale, "ladder-text", ladder=title, scope=where, page=page + 1, pages=view["pages"]
    )
    buttons = discord.ui.View(timeout=None)
    back = LadderPage(family, scope == EVERYWHERE, page - 1, locale, "◀", disabled=page == 0)
    forward = LadderPage(
        family, scope == EVERYWHERE, page + 1, locale, "▶", disabled=page + 1 >= pages
    )
    buttons.add_item(back)
    buttons.add_item(forward)
    return content, discord.File(io.BytesIO(png), f"ladder-{family}-{page + 1}.png"), buttons


# ---------------------------------------------------------------------- /stats


def _percent(value: float) -> str:
    return str(round(100 * value))


def _points(value: float, decimal: str) -> str:
    return f"{value:+.1f}".replace(".", decimal)


async def stats_answer(
    bot: TabletopBot,
    interaction: discord.Interaction[Any],
    user_id: int,
    user_name: str,
    family: str | None,
    locale: str,
) -> tuple[str, discord.File | None]:
    """The text and the card of /stats for ``user_id`` (the asker's own, or another's as far as
    the ladder shows it)."""
    catalog = bot.catalog
    store = bot.store
    key = ladders.user_key(user_id)
    own = user_id == interaction.user.id
    scope = scope_of(interaction.guild_id, False)
    if family is None:
        latest = await store.games_of_player(key, None, 1)
        family = latest[0].family if latest else None
    title_ladder = ladder_name(bot, locale, family) if family else ""
    rating = (await store.ratings(scope, family, [key])).get(key) if family else None
    games: list[RatedGame] = []
    if family is not None and own:
        games = [
            g
            for g in await store.games_of_player(key, family)
            if scope == EVERYWHERE or g.guild_id == scope
        ]
    if family is None:
        if own:
            return catalog.format(locale, "stats-none-any-self"), None
        return catalog.format(locale, "stats-none-any-other", name=user_name), None
    if rating is None and not games:
        if own:
            return catalog.format(locale, "stats-none-self", ladder=title_ladder), None
        return (
            catalog.format(locale, "stats-none-other", name=user_name, ladder=title_ladder),
            None,
        )
    t = catalog.translator(locale)
    where = scope_text(bot, locale, scope)
    view: dict[str, Any] = {
        "title": user_name,
        "subtitle": catalog.format(locale, "stats-subtitle", ladder=title_ladder, scope=where),
        "rating": None,
        "pm": None,
        "games": rating.games if rating else 0,
        "wins": rating.wins if rating else 0,
        "place": None,
        "series": [],
        "tables": [],
        "facts": [],
    }
    if rating is not None:
        view["rating"], view["pm"] = ladders.shown_rating(rating.mu, rating.sigma)
        place = ladders.mean_place(rating)
        view["place"] = None if place is None else round(place, 1)
    lines: list[str] = []
    if not own:
        view["curve"] = False
        lines.append(catalog.format(locale, "stats-other-note", name=user_name))
    else:
        done = ladders.record(games, key)
        view.update(games=done["games"], wins=done["wins"], place=done["place"])
        view["series"] = ladders.rating_series(await store.rating_points(scope, family, key))
        game = ladders.game_of(family)
        gt = catalog.translator(locale, game)
        plugin = bot.games.get(game)
        variants = list(plugin.rules.info.variants) if plugin is not None else []

        def order(variant: str) -> tuple[int, str]:
            """The game's own order of its variants (one it no longer has: last)."""
            known = variant in variants
            return (variants.index(variant) if known else len(variants), variant)

        view["tables"] = [
            {
                "title": catalog.format(locale, "stats-by-count"),
                "rows": [
                    [catalog.format(locale, "stats-count-row", count=int(n)), gw[0], gw[1]]
                    for n, gw in done["by_count"].items()
                ],
            },
            {
                "title": catalog.format(locale, "stats-by-variant"),
                "rows": [
                    [gt(f"variant-{v}") if v else "—", gw[0], gw[1]]
                    for v, gw in sorted(done["by_variant"].items(), key=lambda kv: order(kv[0]))
                ],
            },
        ]
        records = {g.game_id: await store.get(g.game_id) for g in games[: ladders.SOURCE_GAMES]}
        results: list[tuple[Mapping[str, Any], int]] = []
        for g in games[: ladders.SOURCE_GAMES]:
            stored = records.get(g.game_id)
            seat = ladders.seat_of(g, key)
            if stored is not None and stored.result and seat is not None:
                results.append((stored.result, seat))
        found = ladders.sources(family, results)
        favourite, best = ladders.favourite_and_best(found)
        facts = []
        for kind, source, arg in (("favourite", favourite, "share"), ("best", best, "edge")):
            if source is None:
                continue
            value = found[source][arg]
            decimal = catalog.format(locale, "ratings-decimal")
            number = _percent(value) if arg == "share" else _points(value, decimal)
            text = catalog.format(
                locale,
                f"stats-{kind}-text",
                source=catalog.format(locale, f"source-{source}"),
                **{arg: number},
            )
            facts.append([catalog.format(locale, f"stats-{kind}"), text])
        view["facts"] = facts
        lines += [f"{label}: {text}" for label, text in facts]
        if games:
            lines.append(f"**{catalog.format(locale, 'stats-last')}**")
        for g in games[:LAST_GAMES]:
            stored = records.get(g.game_id)
            mine = next((s for s in g.seats if s.player == key), None)
            if stored is None or mine is None:
                continue
            line = catalog.format(
                locale,
                "stats-game-line",
                date=f"<t:{int(g.finished_at)}:d>",
                link=table_link(stored),
                place=mine.place,
                players=g.players_n,
                score=mine.score,
            )
            won = " " + catalog.format(locale, "stats-game-won") if mine.won else ""
            lines.append(line + won)
    png = await asyncio.to_thread(render_stats, view, t)
    head = f"**{user_name}** · {view['subtitle']}"
    text = "\n".join([head, *lines])[:1900]
    return text, discord.File(io.BytesIO(png), f"stats-{family}.png")


# ---------------------------------------------------------------------- /privacy


def settings_text(bot: TabletopBot, locale: str, settings: UserSettings) -> str:
    catalog = bot.catalog
    if settings.is_default():
        return catalog.format(locale, "privacy-settings-none")
    parts = [
        catalog.format(
            locale,
            "privacy-set-notify",
            mode=catalog.format(locale, f"choice-notify-{settings.notify}"),
        ),
        catalog.format(locale, "privacy-set-zone", zone=settings.time_zone),
    ]
    if settings.quiet_start is not None and settings.quiet_end is not None:
        parts.append(
            catalog.format(
                locale,
                "privacy-set-quiet",
                start=f"{settings.quiet_start // 60:02d}:{settings.quiet_start % 60:02d}",
                end=f"{settings.quiet_end // 60:02d}:{settings.quiet_end % 60:02d}",
            )
        )
    if settings.digest_hour is not None:
        parts.append(catalog.format(locale, "privacy-set-digest", hour=settings.digest_hour))
    if settings.away_until is not None:
        parts.append(
            catalog.format(locale, "privacy-set-away", until=f"<t:{int(settings.away_until)}:f>")
        )
    return catalog.format(locale, "privacy-settings", settings=" · ".join(parts))


async def privacy_text(bot: TabletopBot, user_id: int, locale: str) -> str:
    catalog = bot.catalog
    store = bot.store
    key = ladders.user_key(user_id)
    lines = [f"**{catalog.format(locale, 'privacy-title')}**"]
    lines.append(settings_text(bot, locale, await store.get_user(user_id)))
    counts = await store.user_games(user_id)
    per_status: dict[str, Any] = {s: counts.get(s, 0) for s in STATUSES}
    lines.append(catalog.format(locale, "privacy-games", **per_status))
    recorded = await store.games_of_player(key)
    scopes: dict[str, set[int]] = {}
    for g in recorded:
        found = scopes.setdefault(g.family, {EVERYWHERE})
        if g.guild_id is not None:
            found.add(g.guild_id)
    rating_lines = []
    for family in sorted(scopes):
        for scope in sorted(scopes[family]):
            rating = (await store.ratings(scope, family, [key])).get(key)
            if rating is None:
                continue
            shown, pm = ladders.shown_rating(rating.mu, rating.sigma)
            rating_lines.append(
                "• "
                + catalog.format(
                    locale,
                    "privacy-rating-line",
                    ladder=ladder_name(bot, locale, family),
                    scope=server_name(bot, locale, scope),
                    rating=shown,
                    pm=pm,
                    games=rating.games,
                )
            )
    if rating_lines:
        lines.append(catalog.format(locale, "privacy-ratings"))
        lines += rating_lines
    else:
        lines.append(catalog.format(locale, "privacy-ratings-none"))
    lines.append(catalog.format(locale, "privacy-recorded", count=len(recorded)))
    lines.append("")
    lines.append(catalog.format(locale, "privacy-how"))
    return "\n".join(lines)[:1900]


def server_name(bot: TabletopBot, locale: str, scope: int) -> str:
    if scope == EVERYWHERE:
        return bot.catalog.format(locale, "ladder-scope-everywhere")
    get_guild = getattr(bot, "get_guild", None)
    guild = get_guild(scope) if get_guild is not None else None
    if guild is None:
        return bot.catalog.format(locale, "mygames-unknown-server")
    return discord.utils.escape_markdown(str(guild.name))


def privacy_view(bot: TabletopBot, user_id: int, locale: str, confirm: bool) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if confirm:
        view.add_item(PrivacyButton(user_id, "yes", bot.catalog.format(locale, "privacy-yes")))
        view.add_item(PrivacyButton(user_id, "no", bot.catalog.format(locale, "privacy-no")))
    else:
        view.add_item(PrivacyButton(user_id, "ask", bot.catalog.format(locale, "privacy-delete")))
    return view


class PrivacyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PRIVACY_TEMPLATE):
    """Delete (``ask``), then Yes (``yes``) or Cancel (``no``), on a /privacy answer."""

    def __init__(self, user_id: int, op: str, text: str = "") -> None:
        style = (
            discord.ButtonStyle.danger if op in ("ask", "yes") else discord.ButtonStyle.secondary
        )
        super().__init__(
            discord.ui.Button(label=(text or op)[:80], style=style, custom_id=f"pv:{user_id}:{op}")
        )
        self.user_id = user_id
        self.op = op

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> PrivacyButton:
        return cls(int(match["user"]), match["op"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await on_privacy(_bot(interaction), interaction, self.user_id, self.op)


async def on_privacy(
    bot: TabletopBot, interaction: discord.Interaction[Any], owner: int, op: str
) -> None:
    locale = bot.interactions.locale(interaction, None)
    catalog = bot.catalog
    if interaction.user.id != owner:
        await bot.interactions.reply(interaction, None, "privacy-not-yours")
        return
    if op == "ask":
        await interaction.response.edit_message(
            content=catalog.format(locale, "privacy-confirm"),
            view=privacy_view(bot, owner, locale, confirm=True),
        )
        return
    if op == "no":
        await interaction.response.edit_message(
            content=catalog.format(locale, "privacy-kept"), view=None
        )
        return
    changed = await bot.store.erase_user(owner, secrets.token_hex(8))
    # This process's cache of the player's settings forgets them too.
    bot.manager.host.users.put(UserSettings(owner))
    await interaction.response.edit_message(
        content=catalog.format(locale, "privacy-done", count=changed), view=None
    )


# ---------------------------------------------------------------------- the commands


class SocialCog(commands.Cog):
    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot

    @app_commands.command(name="leaderboard", description=_("cmd-leaderboard"))
    @app_commands.describe(game=_("opt-ladder"), where=_("opt-where"))
    @app_commands.choices(game=LADDER_CHOICES, where=WHERE_CHOICES)
    async def leaderboard(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Choice[str],
        where: app_commands.Choice[str] | None = None,
    ) -> None:
        bot = self.bot
        locale = bot.interactions.locale(interaction, None)
        family = game.value
        everywhere = where is not None and where.value == "everywhere"
        known = ladders.all_ladders(list(bot.games))
        if family not in known:
            await bot.interactions.reply(interaction, None, "ladder-unknown")
            return
        scope = scope_of(interaction.guild_id, everywhere)
        _rows, total = await bot.store.leaderboard(scope, family, 0, 0)
        if total == 0:
            await say_empty(bot, interaction, locale, family, scope)
            return
        await think(interaction, private=False)
        page = await ladder_page(bot, interaction, family, everywhere, 0, locale)
        if page is None:  # emptied meanwhile (the public "thinking…" is deleted first)
            await say_empty(bot, interaction, locale, family, scope)
            return
        content, file, view = page
        await interaction.followup.send(content, file=file, view=view)
        answered(interaction)

    @app_commands.command(name="stats", description=_("cmd-stats"))
    @app_commands.describe(player=_("opt-stats-player"), game=_("opt-stats-ladder"))
    @app_commands.choices(game=LADDER_CHOICES)
    async def stats(
        self,
        interaction: discord.Interaction[Any],
        player: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        bot = self.bot
        await think(interaction, private=True)
        locale = bot.interactions.locale(interaction, None)
        who = player or interaction.user
        name = discord.utils.escape_markdown(str(who.display_name))
        text, file = await stats_answer(
            bot, interaction, who.id, name, game.value if game else None, locale
        )
        extra: dict[str, Any] = {} if file is None else {"file": file}
        await interaction.followup.send(text, ephemeral=True, **extra)

    @app_commands.command(name="privacy", description=_("cmd-privacy"))
    async def privacy(self, interaction: discord.Interaction[Any]) -> None:
        bot = self.bot
        await think(interaction, private=True)
        locale = bot.interactions.locale(interaction, None)
        user_id = interaction.user.id
        text = await privacy_text(bot, user_id, locale)
        await interaction.followup.send(
            text, ephemeral=True, view=privacy_view(bot, user_id, locale, confirm=False)
        )


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    LadderPage,
    PrivacyButton,
    *rematch.DYNAMIC_ITEMS,
)


async def setup(bot: TabletopBot) -> None:
    await bot.add_cog(SocialCog(bot))
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
