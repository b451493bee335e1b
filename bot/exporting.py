"""Exports in Discord: ``/<game> export`` and ``/games history`` (its pages and its menu).

The file is made by :mod:`rules.export` (format in ``docs/export-format.md``) from the stored
game: its options, seed and action rows. While a game runs, its export holds what the asker may
see (a seated player: their seat's view; anyone else: a spectator's); once it is over,
everything, and ``python -m rules.<game> replay FILE`` rebuilds it. Every answer is private.

``/games history`` lists a server's finished games, newest first, a page at a time (a phone
shows about eight lines without scrolling): game, players, winner and date, with buttons for
the next and previous pages and a menu that answers with a game's result and its export.
Components survive restarts (``discord.ui.DynamicItem``; custom ids ``gh:<page>`` for a page
button, ``gx:<page>`` for the menu, whose values are game ids).
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.errors import UserError
from bot.i18n import Translate
from bot.interactions import think
from bot.manager import rules_options
from bot.presenter import text as texts
from bot.store import ActionRow, GameRecord
from bot.ui import layout
from rules import export

if TYPE_CHECKING:
    from bot.app import TabletopBot

ENDED: tuple[str, ...] = ("finished", "abandoned")
PAGE = 8  # games per page of /games history
MAX_PAGES = 25  # the history reaches back 200 games
PAGE_TEMPLATE = r"gh:(?P<page>[0-9]{1,3})"
MENU_TEMPLATE = r"gx:(?P<page>[0-9]{1,3})"


def file_name(game: GameRecord) -> str:
    return f"{game.game}-{game.id}.json"


def build_export(
    bot: TabletopBot, game: GameRecord, rows: Sequence[ActionRow], user_id: int
) -> str:
    """The export's text for the user asking: everything once the game is over, else what
    their seat (or a spectator) may see."""
    if game.state is None:
        raise UserError("error-not-started")
    plugin = bot.manager.plugin(game)
    complete = game.status in ENDED
    viewer = None if complete else bot.manager.seat_of(game, user_id)
    t = bot.presenter.t(bot.presenter.game_locale(game), game)
    data = export.build(
        plugin.rules,
        players=[
            export.Player(i, texts.seat_name(game, i, t), s.ai) for i, s in enumerate(game.seats)
        ],
        options=rules_options(game.options),
        seed=int(game.options["seed"]),
        # Rows saved after the record was read belong to a later version: left out.
        actions=[
            export.PlayedAction(r.seat, r.action, r.version, r.actor, r.at, r.events)
            for r in rows
            if r.version < game.version
        ],
        viewer=viewer,
        complete=complete,
        status=game.status,
        game_id=game.id,
        created_at=game.created_at or None,
        finished_at=game.updated_at if complete else None,
        final_state=game.state,
    )
    return export.dumps(data)


async def export_file(bot: TabletopBot, game: GameRecord, user_id: int) -> discord.File:
    rows = await bot.store.actions(game.id)
    # Replaying a long game takes a moment: off the event loop.
    text = await asyncio.to_thread(build_export, bot, game, rows, user_id)
    return discord.File(io.BytesIO(text.encode("utf-8")), file_name(game))


async def _by_id(
    bot: TabletopBot, interaction: discord.Interaction[Any], game_id: str
) -> GameRecord:
    """A finished game by its id: of this server, or one the user played in (else, as if it
    did not exist: an id says nothing about other servers' games)."""
    game = await bot.store.get(game_id.strip().lower())
    mine = game is not None and bot.manager.seat_of(game, interaction.user.id) is not None
    if game is None or (game.guild_id != interaction.guild_id and not mine):
        raise UserError("export-not-found", id=game_id.strip()[:40])
    if game.status not in ENDED:
        raise UserError("export-not-over", id=game.id)
    return game


async def _here(bot: TabletopBot, interaction: discord.Interaction[Any], name: str) -> GameRecord:
    """The channel's game of this kind: the lobby or running one, else the last one that
    finished here."""
    channel_id = interaction.channel_id or 0
    game = await bot.store.by_channel(channel_id)
    if game is None:
        finished = await bot.store.list_finished(interaction.guild_id, 200)
        game = next((g for g in finished if g.channel_id == channel_id and g.game == name), None)
    if game is None or game.game != name:
        raise UserError("error-no-game")
    if game.status == "lobby":
        raise UserError("error-not-started")
    return game


async def export_command(
    bot: TabletopBot, interaction: discord.Interaction[Any], name: str, game_id: str | None
) -> None:
    """``/<game> export [game]``: the file, privately."""
    await think(interaction, private=True)
    game: GameRecord | None = None
    try:
        if game_id:
            game = await _by_id(bot, interaction, game_id)
        else:
            game = await _here(bot, interaction, name)
        file = await export_file(bot, game, interaction.user.id)
    except UserError as error:
        await bot.interactions.reply(interaction, game, error.message_id, **error.args_map)
        return
    await interaction.followup.send(_ready_text(bot, interaction, game), file=file, ephemeral=True)


def _ready_text(bot: TabletopBot, interaction: discord.Interaction[Any], game: GameRecord) -> str:
    over = game.status in ENDED
    return bot.interactions.text(
        interaction,
        game,
        "export-ready" if over else "export-ready-running",
        command=f"python -m rules.{game.game} replay {file_name(game)}",
    )


async def game_choices(
    bot: TabletopBot, interaction: discord.Interaction[Any], name: str, current: Any
) -> list[app_commands.Choice[str]]:
    """Autocomplete of ``game:``: this server's finished games of this kind, newest first
    ("abcd1234 · Ann, Bob · 27 Nov"), those whose id or players contain what was typed."""
    typed = str(current or "").strip().casefold()
    out: list[app_commands.Choice[str]] = []
    for game in await bot.store.list_finished(interaction.guild_id, 100):
        if game.game != name:
            continue
        label = f"{game.id} · {', '.join(texts.names_of(game))}"
        if not typed or typed in label.casefold():
            out.append(app_commands.Choice(name=label[:100], value=game.id))
    return out[:25]


# ----------------------------------------------------------------------------- /games history


def _line(bot: TabletopBot, locale: str, number: int, game: GameRecord) -> str:
    t = bot.presenter.t(locale, game)
    names = texts.names_of(game, t)
    winners = [names[int(w)] for w in (game.result or {}).get("winners", []) if int(w) < len(names)]
    return t(
        "history-line",
        number=number,
        game=t(f"{game.game}-name"),
        players=", ".join(names),
        winners=", ".join(winners) or "—",
        date=f"<t:{int(game.updated_at)}:d>",
    )


def _option(bot: TabletopBot, locale: str, number: int, game: GameRecord) -> discord.SelectOption:
    t = bot.presenter.t(locale, game)
    names = texts.names_of(game, t)
    winners = [names[int(w)] for w in (game.result or {}).get("winners", []) if int(w) < len(names)]
    label = f"{number}. {t(f'{game.game}-name')}: {', '.join(winners) or '—'}"
    description = f"{', '.join(names)} · {game.id}"
    return discord.SelectOption(
        label=layout.clip(label, 100), value=game.id, description=layout.clip(description, 100)
    )


async def history_page(
    bot: TabletopBot, interaction: discord.Interaction[Any], page: int
) -> tuple[str, discord.ui.View | None]:
    """The text and the components of page ``page`` (0: the newest games)."""
    locale = bot.interactions.locale(interaction, None)
    catalog = bot.catalog
    page = max(0, min(page, MAX_PAGES - 1))
    games = await bot.store.list_finished(interaction.guild_id, (page + 1) * PAGE + 1)
    if not games:
        return catalog.format(locale, "history-none"), None
    pages = min(MAX_PAGES, (len(games) + PAGE - 1) // PAGE)
    page = min(page, pages - 1)
    shown = games[page * PAGE : (page + 1) * PAGE]
    more = len(games) > (page + 1) * PAGE and page + 1 < MAX_PAGES
    lines = [f"**{catalog.format(locale, 'history-title')}**"]
    lines += [_line(bot, locale, page * PAGE + i + 1, g) for i, g in enumerate(shown)]
    lines.append(catalog.format(locale, "history-hint"))
    view = discord.ui.View(timeout=None)
    options = [_option(bot, locale, page * PAGE + i + 1, g) for i, g in enumerate(shown)]
    menu = HistoryMenu(page, options)
    menu.item.placeholder = catalog.format(locale, "history-choose")
    view.add_item(menu)
    if page > 0 or more:
        back = HistoryPage(page - 1, "◀", disabled=page == 0)
        forward = HistoryPage(page + 1, "▶", disabled=not more)
        back.row = forward.row = 1
        view.add_item(back)
        view.add_item(forward)
    return "\n".join(lines)[:1900], view


async def history_command(bot: TabletopBot, interaction: discord.Interaction[Any]) -> None:
    await think(interaction, private=True)
    content, view = await history_page(bot, interaction, 0)
    extra: dict[str, Any] = {} if view is None else {"view": view}
    await interaction.followup.send(content, ephemeral=True, **extra)


def _replay_command(t: Translate, game: GameRecord) -> str:
    """``/tta replay game:<id>`` with the command's names as Discord shows them in this
    language (``/tta přehrát hra:<id>`` in Czech)."""
    group = t(f"cmd-{game.game}.name")
    return f"/{group} {t(f'cmd-{game.game}-replay.name')} {t('opt-game.name')}:{game.id}"


async def history_chosen(
    bot: TabletopBot, interaction: discord.Interaction[Any], game_id: str
) -> None:
    """A game chosen in the history menu: its result and its export, privately."""
    await think(interaction, private=True)
    game: GameRecord | None = None
    try:
        game = await _by_id(bot, interaction, game_id)
        file = await export_file(bot, game, interaction.user.id)
    except UserError as error:
        await bot.interactions.reply(interaction, game, error.message_id, **error.args_map)
        return
    locale = bot.interactions.locale(interaction, game)
    t = bot.presenter.t(locale, game)
    lines = [
        f"**{t(f'{game.game}-name')}** · <t:{int(game.updated_at)}:d>",
        *texts.finished_text(game, t).splitlines()[1:],
        _ready_text(bot, interaction, game),
        t("history-replay", command=f"`{_replay_command(t, game)}`"),
    ]
    await interaction.followup.send("\n".join(lines)[:1900], file=file, ephemeral=True)


def _bot(interaction: discord.Interaction[Any]) -> TabletopBot:
    bot: TabletopBot = interaction.client
    return bot


class HistoryPage(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGE_TEMPLATE):
    """◀ / ▶ of /games history: shows page ``page`` in the same message."""

    def __init__(self, page: int, label: str = "·", disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"gh:{max(0, page)}",
                disabled=disabled,
            )
        )
        self.page = max(0, page)

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> HistoryPage:
        return cls(int(match["page"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        content, view = await history_page(_bot(interaction), interaction, self.page)
        await interaction.response.edit_message(content=content, view=view)


class HistoryMenu(discord.ui.DynamicItem[discord.ui.Select[Any]], template=MENU_TEMPLATE):
    """The games of a page of /games history; choosing one answers with its result and file."""

    def __init__(self, page: int, options: Sequence[discord.SelectOption] = ()) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"gx:{page}",
                options=list(options) or [discord.SelectOption(label="-", value="-")],
                min_values=1,
                max_values=1,
            )
        )
        self.page = page

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> HistoryMenu:
        return cls(int(match["page"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = list(data.get("values") or self.item.values)
        if values:
            await history_chosen(_bot(interaction), interaction, str(values[0]))


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (HistoryPage, HistoryMenu)
