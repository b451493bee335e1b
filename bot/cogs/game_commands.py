"""Each game's slash command group, generated from its plugin: ``/<game> new`` with the game's
variants and lobby options (:attr:`rules.core.GameInfo.options`, those with ``lobby``), and the
standard subcommands (status, hand, answers when the rules offer answers given in advance —
:mod:`bot.ui.answers` —, board when the renderer draws boards, log, export, replay, abandon),
all answered by :class:`bot.cogs.play.GameCog`. A game writes code only for commands of its own:
the module its plugin names (:attr:`bot.games.base.GamePlugin.cog`) defines
``own_commands(host)`` returning them (built with :func:`subcommand`), added to the group.

Texts come from the catalogues, by these ids (``P`` is a parameter's name with ``-`` for ``_``;
the first id that some catalogue defines is used, so a game may override the host's wording):

- the group: ``cmd-<game>`` (the description; ``.name`` the localized name);
- a subcommand ``S``: ``cmd-<game>-S``, else the host's ``cmd-game-S``;
- an option ``P`` of ``new``: ``opt-<game>-P``, else ``opt-P`` (the host's ``variant``,
  ``max-players``, ``reminder-hours``…); its ``.name`` likewise (``opt-<game>-P.name``, else
  ``opt-P.name``);
- a variant ``V``: ``choice-<game>-V``; a value ``V`` of a choice option ``P``:
  ``choice-<game>-P-V``.

A text no catalogue defines stops the game's commands (the bot logs the game and skips it).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands

from bot import exporting, i18n, replay
from bot.cogs.play import LANGUAGE_CHOICES, GameCog
from bot.games.base import GamePlugin
from bot.manager.standing import kinds_of
from bot.notify import DEFAULT_AWAY_HOURS
from bot.ui import answers as answers_ui
from rules.core import OptionSpec

if TYPE_CHECKING:
    from bot.app import TabletopBot

Interaction = discord.Interaction[Any]
Callback = Callable[..., Coroutine[Any, Any, None]]
AnyCommand = app_commands.Command[Any, ..., Any]

# The hours a player may be waited for before a reminder, and before the AI moves for them.
HOURS_RANGE = (0.1, 720.0)
# The host option ``away_hours``: how long a table waits for a player who is away (0: no hold).
AWAY_HOURS = DEFAULT_AWAY_HOURS
# The standard subcommands, in the order Discord lists them (a game's own come after ``log``).
STANDARD = ("new", "status", "hand", "answers", "board", "log", "export", "replay", "abandon")


class MissingText(LookupError):
    """A command text no catalogue defines (the game's commands are not built)."""


def _dashed(name: str) -> str:
    return name.replace("_", "-")


class Texts:
    """The command texts of one game, found by the rule of this module in ``catalog``."""

    def __init__(self, catalog: i18n.Catalog, game: str) -> None:
        self.catalog = catalog
        self.game = game

    def first(self, *ids: str) -> str:
        """The first of ``ids`` (``message`` or ``message.attribute``) defined in English."""
        for message_id in ids:
            if self.catalog.has(message_id, i18n.FALLBACK, self.game):
                return message_id
        raise MissingText(f"{self.game}: no catalogue defines any of {', '.join(ids)}")

    def text(self, message_id: str) -> app_commands.locale_str:
        """The English text of ``message_id``, keyed for the translator."""
        english = self.catalog.format(i18n.FALLBACK, message_id, namespace=self.game)
        return app_commands.locale_str(english, key=message_id)

    def name(self, name: str, message_id: str) -> app_commands.locale_str:
        """A command's or option's name, localized by ``message_id`` (a ``.name`` attribute)."""
        return app_commands.locale_str(name, key=message_id)

    def command_ids(self, sub: str) -> str:
        return self.first(f"cmd-{self.game}-{_dashed(sub)}", f"cmd-game-{_dashed(sub)}")

    def option_ids(self, param: str) -> tuple[str, str | None]:
        """The description id of an option of ``new`` and its name's id (None: not localized)."""
        own, host = f"opt-{self.game}-{_dashed(param)}", f"opt-{_dashed(param)}"
        description = self.first(own, host)
        try:
            return description, self.first(f"{own}.name", f"{host}.name")
        except MissingText:
            return description, None


def subcommand(
    texts: Texts,
    name: str,
    callback: Callback,
    *,
    described: Mapping[str, str] | None = None,
) -> AnyCommand:
    """A subcommand ``name`` of the game's group answered by ``callback(interaction, …)``, its
    texts found by the module's rule (``described``: parameter → the id of its description,
    a host text, e.g. ``opt-player``)."""
    callback.__name__ = callback.__qualname__ = name
    if described:
        descriptions = {p: texts.text(m) for p, m in described.items()}
        callback = app_commands.describe(**descriptions)(callback)
    message_id = texts.command_ids(name)
    return app_commands.Command(
        name=texts.name(name, f"{message_id}.name"),
        description=texts.text(message_id),
        callback=callback,
    )


def _annotation(spec: OptionSpec) -> Any:
    """The slash type of a lobby option: an integer range, a yes/no, or one of its choices."""
    kind = spec.kind
    if kind == "bool":
        return bool
    if kind == "int":
        if spec.minimum is None and spec.maximum is None:
            return int
        return cast(Any, app_commands.Range)[int, spec.minimum, spec.maximum]
    return app_commands.Choice[str] | None


def _parameter(name: str, annotation: Any, default: Any) -> inspect.Parameter:
    return inspect.Parameter(
        name, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=annotation, default=default
    )


def lobby_options(plugin: GamePlugin) -> list[OptionSpec]:
    """The options a player may set in ``/<game> new``, in the rules' order."""
    return [spec for spec in plugin.rules.info.options if spec.lobby]


def new_command(host: GameCog, plugin: GamePlugin, texts: Texts) -> AnyCommand:
    """``/<game> new``: the variant, the number of players, the game's lobby options, then the
    host's (reminder and replacement hours, thread, language)."""
    info = plugin.rules.info
    specs = lobby_options(plugin)
    hours = cast(Any, app_commands.Range)[float, *HOURS_RANGE]
    parameters = [
        _parameter("interaction", Interaction, inspect.Parameter.empty),
        _parameter("variant", app_commands.Choice[str] | None, None),
        _parameter(
            "max_players",
            cast(Any, app_commands.Range)[int, info.min_players, info.max_players],
            info.max_players,
        ),
        *(
            _parameter(s.key, _annotation(s), None if s.kind == "choice" else s.default)
            for s in specs
        ),
        _parameter("reminder_hours", hours, float(plugin.reminder_hours)),
        _parameter("replace_hours", hours, float(plugin.replace_hours)),
        _parameter("away_hours", cast(Any, app_commands.Range)[float, 0.0, 720.0], AWAY_HOURS),
        _parameter("thread", bool, False),
        _parameter("language", app_commands.Choice[str] | None, None),
    ]

    async def new(interaction: Interaction, **values: Any) -> None:
        variant = values.get("variant")
        language = values.get("language")
        options: dict[str, Any] = {
            "variant": variant.value if variant else info.variants[0],
            "max_players": int(values.get("max_players", info.max_players)),
        }
        for spec in specs:
            value = values.get(spec.key)
            if value is None:  # left out (discord.py passes the default; a direct call not)
                options[spec.key] = spec.default
            elif spec.kind == "choice":
                options[spec.key] = value.value
            elif spec.kind == "int":
                options[spec.key] = int(value)
            else:
                options[spec.key] = bool(value)
        for key in ("reminder_hours", "replace_hours"):
            options[key] = float(values.get(key, getattr(plugin, key)))
        options["away_hours"] = float(values.get("away_hours", AWAY_HOURS))
        await host.open_lobby(
            interaction, options, bool(values.get("thread")), language.value if language else None
        )

    new.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    names = [p.name for p in parameters[1:]]
    described: dict[str, app_commands.locale_str] = {}
    renamed: dict[str, app_commands.locale_str] = {}
    for param in names:
        description, name = texts.option_ids(param)
        described[param] = texts.text(description)
        if name is not None:
            renamed[param] = texts.name(param, name)

    def choice(message_id: str, value: str) -> app_commands.Choice[str]:
        return app_commands.Choice(name=texts.text(texts.first(message_id)), value=value)

    choices: dict[str, list[app_commands.Choice[str]]] = {
        "variant": [choice(f"choice-{plugin.name}-{_dashed(v)}", v) for v in info.variants],
        "language": LANGUAGE_CHOICES,
    }
    for spec in specs:
        if spec.kind == "choice":
            prefix = f"choice-{plugin.name}-{_dashed(spec.key)}"
            choices[spec.key] = [choice(f"{prefix}-{_dashed(v)}", v) for v in spec.choices]
    callback = app_commands.choices(**choices)(new)
    callback = app_commands.rename(**renamed)(callback)
    return subcommand(texts, "new", app_commands.describe(**described)(callback))


def standard_commands(host: GameCog, plugin: GamePlugin, texts: Texts) -> dict[str, AnyCommand]:
    """The standard subcommands after ``new``, each as the plugin supports it."""
    bot = host.bot

    async def status(interaction: Interaction) -> None:
        await host.status(interaction)

    async def hand(interaction: Interaction) -> None:
        await host.hand(interaction)

    async def log(interaction: Interaction) -> None:
        await host.log(interaction)

    async def abandon(interaction: Interaction) -> None:
        await host.abandon(interaction)

    async def export(interaction: Interaction, game: str | None = None) -> None:
        await exporting.export_command(bot, interaction, plugin.name, game)

    async def export_games(
        interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await exporting.game_choices(bot, interaction, plugin.name, current)

    async def replay_(
        interaction: Interaction, game: str | None = None, public: bool = False
    ) -> None:
        await replay.command(bot, interaction, plugin.name, game, public)

    out = {
        "status": subcommand(texts, "status", status),
        "hand": subcommand(texts, "hand", hand),
    }
    if kinds_of(plugin.rules):

        async def answers(interaction: Interaction) -> None:
            await answers_ui.command(bot, interaction, plugin.name)

        out["answers"] = subcommand(texts, "answers", answers)
    if plugin.renderer.board is not None:
        most = plugin.rules.info.max_players

        async def board(interaction: Interaction, **values: Any) -> None:
            await host.board(interaction, values.get("player"), values.get("seat"))

        async def seats(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
            return await host.seat_choices(interaction, current)

        board.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
            [
                _parameter("interaction", Interaction, inspect.Parameter.empty),
                _parameter("player", discord.User | None, None),
                _parameter("seat", cast(Any, app_commands.Range)[int, 1, most] | None, None),
            ]
        )
        board_callback = app_commands.autocomplete(seat=seats)(board)
        described = {"player": "opt-player", "seat": "opt-seat"}
        out["board"] = subcommand(texts, "board", board_callback, described=described)
    out["log"] = subcommand(texts, "log", log)
    export_callback = app_commands.autocomplete(game=export_games)(export)
    out["export"] = subcommand(
        texts, "export", export_callback, described={"game": "opt-export-game"}
    )
    out["replay"] = subcommand(
        texts,
        "replay",
        replay_,
        described={"game": "replay-opt-game", "public": "replay-opt-public"},
    )
    out["abandon"] = subcommand(texts, "abandon", abandon)
    return out


def build_group(
    bot: TabletopBot,
    plugin: GamePlugin,
    catalog: i18n.Catalog,
    own: Callable[[GameCog, Texts], Iterable[AnyCommand]] | None = None,
) -> app_commands.Group:
    """The game's whole command group: ``new``, the standard subcommands, and the game's own
    commands (``own(host, texts)``) placed after ``log``. Raises :class:`MissingText` when a
    text is missing from the catalogues."""
    texts = Texts(catalog, plugin.name)
    host = GameCog(bot, plugin.name)
    group_id = texts.first(f"cmd-{plugin.name}")
    group = app_commands.Group(
        name=texts.name(plugin.name, f"{group_id}.name"),
        description=texts.text(group_id),
        guild_only=True,
    )
    standard = {"new": new_command(host, plugin, texts), **standard_commands(host, plugin, texts)}
    extra: Sequence[AnyCommand] = list(own(host, texts)) if own is not None else []
    for name in STANDARD:
        if name in standard:
            group.add_command(standard[name])
        if name == "log":
            for command in extra:
                group.add_command(command)
    return group
