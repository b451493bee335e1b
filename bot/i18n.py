"""User-facing text: Fluent catalogues, loaded once.

Every text the bot shows goes through :class:`Catalog`. The host's own messages live in
``bot/locales/<locale>/*.ftl``; each registered game's (:data:`bot.games.GAME_MODULES`; a folder
of an unregistered game is not read) in ``bot/games/<game>/locales/<locale>/*.ftl``, for the
languages its plugin declares (:attr:`bot.games.base.GamePlugin.languages`; in the others its
messages fall back to English, with one warning at start-up). A game's messages form a namespace
of their own: :meth:`Catalog.format` with ``game=`` looks in that game's catalogue first, then in
the host's, so two games may both define ``card-…`` or ``log-…`` ids. Lookups fall back from the
requested locale to en-US, and an unknown id comes back as the id itself.

Command texts (``cmd-…``, ``opt-…``, ``choice-…``) are looked up without a game (a slash
command's texts are found by id, see :func:`command_text_key`): two games defining the same one
stop the start-up (:func:`check_catalogues`) instead of the first game winning. The ids of a
game's generated command group carry the game's name (``cmd-<game>``, ``opt-<game>-<option>``,
``choice-<game>-<variant>``; the rule is in :mod:`bot.cogs.game_commands`), the host's shared
ones (``cmd-game-<subcommand>``, ``opt-reminder-hours``…) do not; ``cmd-<game>-<subcommand>``
that a game does not define reads as the host's ``cmd-game-<subcommand>`` (so "/tta replay" is
named in every language by whoever quotes it). A game whose
catalogue is broken (does not parse, redefines a host message, lacks en-US or a declared
language, or its languages disagree) is skipped with an error in the log (:attr:`Catalog.skipped`;
the bot leaves the game out); the other games start.

Games describe their actions and events as :class:`rules.core.Msg` values; :meth:`Catalog.msg`
translates one, arguments first (a nested message, a seat's name, a list of messages; a
``form`` such as ``acc`` picks that attribute of the message when the language has it).

All catalogues of one namespace must define the same messages with the same attributes and
variables: :func:`parity_problems` lists the differences; :func:`check_catalogues` refuses a
start-up on any in the host's catalogue and skips a game with any in its own.
:class:`CatalogTranslator` localizes slash command names (``.name`` attributes of the ``cmd-…``
and ``opt-…`` messages), descriptions and choices for Discord (a game's only in the languages
it ships).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse
from fluent.syntax.ast import Resource
from fluent.syntax.visitor import Visitor

from bot.games.base import LANGUAGES
from rules.core import Msg, MsgArg, Seat

log = logging.getLogger(__name__)

LOCALES_DIR = Path(__file__).resolve().parent / "locales"
GAMES_DIR = Path(__file__).resolve().parent / "games"
FALLBACK = "en-US"
# The languages the bot ships, each a directory of ``bot/locales``.
LOCALES: tuple[str, ...] = LANGUAGES
# Ids a slash command's texts are found by, without a game: each may belong to one game only.
COMMAND_TEXT_PREFIXES = ("cmd-", "opt-", "choice-")
PLANNED = LOCALES  # the former name
# Discord locales (``interaction.locale``) with a catalogue; every other one gets the fallback.
DISCORD_LOCALES: dict[str, str] = {
    "en-US": "en-US",
    "en-GB": "en-US",
    "cs": "cs",
    "pl": "pl",
    "ru": "ru",
}
LIST_SEPARATOR = ", "

Translate = Callable[..., str]


class CatalogueError(RuntimeError):
    """The catalogues disagree; the message is one sentence for the operator."""


def registered_languages() -> dict[str, tuple[str, ...]]:
    """Each registered game (whose plugin imports) → the languages its catalogue ships."""
    from bot.games import registry

    return {name: tuple(plugin.languages) for name, plugin in registry().items()}


def game_locale_dirs(
    games_dir: Path = GAMES_DIR, games: Iterable[str] | None = None
) -> dict[str, Path]:
    """game name → its ``locales`` directory, for the registered games (``games``: these
    instead) that have one; a folder of a game nobody registered is not read."""
    names = registered_languages() if games is None else games
    return {
        name: games_dir / name / "locales"
        for name in names
        if (games_dir / name / "locales").is_dir()
    }


def _resources(directory: Path, errors: list[str]) -> tuple[list[Resource], set[str]]:
    resources: list[Resource] = []
    ids: set[str] = set()
    for path in sorted(directory.glob("*.ftl")):
        resource = FluentResource(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            entry_id = getattr(getattr(entry, "id", None), "name", None)
            if entry_id and type(entry).__name__ == "Message":
                ids.add(str(entry_id))
            elif type(entry).__name__ == "Junk":
                errors.append(f"{directory.parent.name}/{directory.name}/{path.name}: unparsable")
        resources.append(resource)
    return resources, ids


class Catalog:
    """Fluent bundles per (game, locale) with a fallback to en-US; ``game=None`` is the host.

    ``games``: game name → the languages its catalogue ships (by default every registered
    game's, :func:`registered_languages`), read from ``games_dir/<game>/locales/<language>``.
    """

    def __init__(
        self,
        base: Path = LOCALES_DIR,
        games_dir: Path | None = GAMES_DIR,
        games: Mapping[str, Sequence[str]] | None = None,
    ) -> None:
        self.bundles: dict[tuple[str | None, str], FluentBundle] = {}
        self.ids: dict[tuple[str | None, str], set[str]] = {}
        self.errors: list[str] = []
        self.games: list[str] = []
        # game → why it was left out; game → the bot's languages it does not ship (English
        # there); "id is defined by both a and b" for each command text two games define.
        self.skipped: dict[str, str] = {}
        self.fallbacks: dict[str, list[str]] = {}
        self.collisions: list[str] = []
        # message id → the games defining it (in en-US), for look-ups without a game
        self.owners: dict[str, list[str]] = {}
        shared: dict[str, list[Resource]] = {}
        for directory in sorted(p for p in base.iterdir() if p.is_dir()):
            shared[directory.name], ids = _resources(directory, self.errors)
            self._bundle(None, directory.name, shared[directory.name], ids)
        if FALLBACK not in shared:
            raise RuntimeError(f"no {FALLBACK} catalogue in {base}")
        if games_dir is not None:
            for game, languages in (registered_languages() if games is None else games).items():
                self._load_game(game, tuple(languages), games_dir / game / "locales", shared)
        for message_id, owners in sorted(self.owners.items()):
            if len(owners) > 1 and message_id.startswith(COMMAND_TEXT_PREFIXES):
                self.collisions.append(
                    f"{message_id} is defined by both {owners[0]} and {owners[1]}"
                )
        for problem in self.errors:
            log.warning("catalogue problem: %s", problem)
        for collision in self.collisions:
            log.error("command text collision: %s", collision)

    def _load_game(
        self,
        game: str,
        languages: tuple[str, ...],
        locales: Path,
        shared: Mapping[str, list[Resource]],
    ) -> None:
        """Load one game's catalogue, or skip the game (logged) when it is broken."""
        problems: list[str] = []
        loaded: dict[str, tuple[list[Resource], set[str]]] = {}
        if FALLBACK not in languages:
            problems.append(f"it declares no {FALLBACK} catalogue")
        for locale in languages:
            directory = locales / locale
            if not directory.is_dir():
                problems.append(f"it declares {locale} but has no {directory}")
                continue
            loaded[locale] = _resources(directory, problems)
            clash = loaded[locale][1] & self.ids.get((None, locale), set())
            problems += [f"{locale}: redefines the host's {m}" for m in sorted(clash)]
        if problems:
            self._skip(game, "its catalogue is broken: " + "; ".join(problems))
            return
        self.games.append(game)
        for locale, (own, ids) in loaded.items():
            self._bundle(game, locale, [*shared.get(locale, []), *own], ids)
        english = loaded[FALLBACK][1]
        for message_id in english:
            self.owners.setdefault(message_id, []).append(game)
        missing = [loc for loc in self.locales if loc not in loaded]
        for locale in missing:
            # No bundle: format() finds the host's messages in ``locale``, the game's in en-US.
            self.ids[(game, locale)] = english | self.ids.get((None, locale), set())
        if missing:
            self.fallbacks[game] = missing
            log.warning(
                "game %s ships no catalogue in %s: its messages are shown in English there",
                game,
                ", ".join(missing),
            )

    def _skip(self, game: str, reason: str) -> None:
        self.skipped[game] = reason
        self.errors.append(f"{game} skipped: {reason}")
        log.error("game %s skipped: %s", game, reason)

    def skip(self, game: str, reason: str) -> None:
        """Leave a loaded game out (its catalogue failed a later check): logged."""
        if game in self.skipped:
            return
        for key in [k for k in self.bundles if k[0] == game]:
            del self.bundles[key]
        for key in [k for k in self.ids if k[0] == game]:
            del self.ids[key]
        if game in self.games:
            self.games.remove(game)
        for owners in self.owners.values():
            if game in owners:
                owners.remove(game)
        self.fallbacks.pop(game, None)
        self.collisions = [c for c in self.collisions if f" {game} " not in f" {c} "]
        self._skip(game, reason)

    def ships(self, game: str | None, locale: str) -> bool:
        """Whether the namespace has its own catalogue in ``locale`` (not the English one)."""
        return (game, locale) in self.bundles

    def _bundle(
        self, game: str | None, locale: str, resources: list[Resource], own: set[str]
    ) -> None:
        bundle = FluentBundle([locale], use_isolating=False)
        for resource in resources:
            bundle.add_resource(resource)
        self.bundles[(game, locale)] = bundle
        self.ids[(game, locale)] = set(own) | (
            self.ids.get((None, locale), set()) if game is not None else set()
        )

    @property
    def locales(self) -> list[str]:
        return sorted({loc for game, loc in self.bundles if game is None})

    def supported(self, locale: str | None) -> str | None:
        """The catalogue locale matching a Discord locale (``"cs"``, ``"en-GB"``…) or None."""
        if not locale:
            return None
        known = self.locales
        if locale in known:
            return locale
        if DISCORD_LOCALES.get(locale) in known:
            return DISCORD_LOCALES[locale]
        lang = locale.split("-")[0]
        if lang == "en":
            return FALLBACK
        for candidate in known:
            if candidate.split("-")[0] == lang:
                return candidate
        return None

    def pick(self, *candidates: str | None) -> str:
        """The first supported locale among ``candidates``, else en-US."""
        for c in candidates:
            found = self.supported(c)
            if found:
                return found
        return FALLBACK

    def _namespace(self, game: str | None, message_id: str) -> str | None:
        """Where an id lives: the game's catalogue (host ids included), or, without a game,
        the host's and then the one game defining it (command texts of game command groups).
        An id several games define is not guessed: without a game it is not found."""
        if game is not None:
            return game
        if message_id in self.ids.get((None, FALLBACK), set()):
            return None
        owners = self.owners.get(message_id, ())
        if len(owners) > 1:
            log.warning("%r is defined by %s: look it up with its game", message_id, owners)
            return None
        return owners[0] if owners else None

    def _standard(self, game: str | None, base: str) -> str:
        """``cmd-<game>-<subcommand>`` that the game does not define is the host's
        ``cmd-game-<subcommand>``: the text of a standard subcommand of a generated command
        group (:mod:`bot.cogs.game_commands`), which a game may word its own way."""
        if not base.startswith("cmd-") or base in self.owners:  # some game defines it
            return base
        for name in [game] if game is not None else self.games:
            prefix = f"cmd-{name}-"
            generic = "cmd-game-" + base[len(prefix) :]
            if base.startswith(prefix) and generic in self.ids.get((None, FALLBACK), set()):
                return generic
        return base

    def has(self, message_id: str, locale: str = FALLBACK, game: str | None = None) -> bool:
        """Whether ``locale`` defines the message (or ``message-id.attribute``)."""
        base, _, attribute = message_id.partition(".")
        game = self._namespace(game, base)
        base = self._standard(game, base)
        if base not in self.ids.get((game, locale), set()):
            return False
        bundle = self.bundles.get((game, locale))
        if bundle is None or not bundle.has_message(base):  # a language the game does not ship
            bundle = self.bundles[(game, FALLBACK)]
        return not attribute or attribute in bundle.get_message(base).attributes

    def format(
        self, locale: str | None, message_id: str, /, namespace: str | None = None, **args: Any
    ) -> str:
        """The message (or ``message-id.attribute``) in ``locale``, else en-US, else the id;
        ``namespace``: the game whose catalogue to use (its messages and the host's)."""
        base, _, attribute = message_id.partition(".")
        game = self._namespace(namespace, base)
        base = self._standard(game, base)
        for loc in (self.supported(locale) or FALLBACK, FALLBACK):
            bundle = self.bundles.get((game, loc)) or self.bundles[(None, loc)]
            if bundle.has_message(base):
                message = bundle.get_message(base)
                pattern = message.attributes.get(attribute) if attribute else message.value
                if pattern is None:
                    continue
                text, errors = bundle.format_pattern(pattern, args)
                if errors:
                    log.debug("formatting %s/%s: %s", loc, message_id, errors)
                return str(text)
        log.warning("missing message id %r", message_id)
        return message_id

    def msg(
        self,
        locale: str | None,
        message: Msg,
        game: str | None = None,
        names: Sequence[str] = (),
    ) -> str:
        """A game's :class:`Msg` in ``locale``: arguments first, then the message itself (its
        ``form`` attribute where the language has one)."""
        args = {k: self._arg(locale, v, game, names) for k, v in message.args}
        message_id = message.id
        if message.form and self.has(f"{message.id}.{message.form}", self.pick(locale), game):
            message_id = f"{message.id}.{message.form}"
        return self.format(locale, message_id, namespace=game, **args)

    def _arg(
        self, locale: str | None, value: MsgArg, game: str | None, names: Sequence[str]
    ) -> str | int:
        if isinstance(value, Msg):
            return self.msg(locale, value, game, names)
        if isinstance(value, Seat):
            return names[value.index] if 0 <= value.index < len(names) else str(value.index + 1)
        if isinstance(value, tuple):
            return LIST_SEPARATOR.join(self.msg(locale, m, game, names) for m in value)
        return value

    def translator(self, locale: str | None, game: str | None = None) -> Translator:
        """A ``t(message_id, **args)`` callable, the shape the renderer expects."""
        return Translator(self, self.pick(locale), game)

    def all_ids(self, locales: Iterable[str] | None = None, game: str | None = None) -> set[str]:
        out: set[str] = set()
        for loc in locales or self.locales:
            out |= self.ids.get((game, loc), set())
        return out


class Translator:
    """``t(message_id, **args)``: the messages of one locale (and game) of a :class:`Catalog`.

    Picklable, so that images can be drawn in worker processes (``bot/render_pool.py``): the
    pickle carries only the locale and the game, and unpickling gives the translator of that
    locale in the receiving process' default :func:`catalog` (loaded once per process). A
    translator of another :class:`Catalog` instance therefore speaks the default catalogues
    after crossing a process boundary; within one process it is used as it is.
    """

    __slots__ = ("catalog", "game", "locale")

    def __init__(self, source: Catalog, locale: str, game: str | None = None) -> None:
        self.catalog = source
        self.locale = locale
        self.game = game

    def __call__(self, message_id: str, /, **args: Any) -> str:
        return self.catalog.format(self.locale, message_id, namespace=self.game, **args)

    def msg(self, message: Msg, names: Sequence[str] = ()) -> str:
        return self.catalog.msg(self.locale, message, self.game, names)

    def __reduce__(self) -> tuple[Callable[[str, str | None], Translator], tuple[str, str | None]]:
        return (_default_translator, (self.locale, self.game))

    def __repr__(self) -> str:
        return f"Translator({self.locale!r}, {self.game!r})"


def _default_translator(locale: str, game: str | None = None) -> Translator:
    """The unpickled form of a :class:`Translator`: ``locale`` in the default catalogues."""
    return catalog().translator(locale, game)


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    return Catalog()


def translator_for(locale: str | None, game: str | None = None) -> Translator:
    """A render-compatible translator for ``locale`` (falls back to en-US)."""
    return catalog().translator(locale, game)


def t(locale: str | None, message_id: str, /, **args: Any) -> str:
    return catalog().format(locale, message_id, **args)


# ------------------------------------------------------------------ parity of the catalogues


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.names.add(str(node.id.name))
        self.generic_visit(node)


def _variables(node: fluent_ast.BaseNode | None) -> frozenset[str]:
    if node is None:
        return frozenset()
    found = _Variables()
    found.visit(node)
    return frozenset(found.names)


# message id -> (attribute name -> variables, with "" for the value)
Shape = dict[str, dict[str, frozenset[str]]]


def catalogue_shape(directory: Path) -> tuple[Shape, list[str]]:
    """The messages of one locale directory, their attributes and variables, and parse errors."""
    shape: Shape = {}
    errors: list[str] = []
    for path in sorted(directory.glob("*.ftl")):
        for entry in parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fluent_ast.Junk):
                errors.append(f"{directory.name}/{path.name} has an unparsable entry")
            elif isinstance(entry, fluent_ast.Message):
                parts = {"": _variables(entry.value)} if entry.value is not None else {}
                for attribute in entry.attributes:
                    parts[str(attribute.id.name)] = _variables(attribute.value)
                if entry.id.name in shape:
                    errors.append(f"{directory.name}/{path.name} repeats {entry.id.name}")
                shape[str(entry.id.name)] = parts
    return shape, errors


def namespaces(
    base: Path = LOCALES_DIR,
    games_dir: Path | None = GAMES_DIR,
    games: Iterable[str] | None = None,
) -> dict[str, Path]:
    """Every catalogue namespace: ``""`` for the host's, else the (registered) game's name."""
    out = {"": base}
    out.update(game_locale_dirs(games_dir, games) if games_dir is not None else {})
    return out


def parity_problems(
    base: Path = LOCALES_DIR,
    locales: Iterable[str] = LOCALES,
    games_dir: Path | None = GAMES_DIR,
    games: Mapping[str, Sequence[str]] | None = None,
) -> list[str]:
    """Every difference between en-US and the other catalogues (ids, attributes, variables),
    in the host's namespace (``locales``) and in every registered game's (the languages it
    declares; ``games``: name → languages instead of the registered games)."""
    declared = registered_languages() if games is None and games_dir is not None else games
    problems = _parity(base, tuple(locales))
    for name, directory in namespaces(base, games_dir, declared).items():
        if name and declared is not None:
            problems += [f"{name}/{p}" for p in _parity(directory, tuple(declared[name]))]
    return problems


def _parity(base: Path, locales: Iterable[str]) -> list[str]:
    shapes: dict[str, Shape] = {}
    problems: list[str] = []
    for locale in locales:
        directory = base / locale
        if not directory.is_dir():
            problems.append(f"{locale}: no catalogue directory")
            continue
        shapes[locale], errors = catalogue_shape(directory)
        problems += errors
    reference = shapes.get(FALLBACK, {})
    for locale, shape in shapes.items():
        if locale == FALLBACK:
            continue
        for mid in sorted(reference.keys() - shape.keys()):
            problems.append(f"{locale}: missing {mid}")
        for mid in sorted(shape.keys() - reference.keys()):
            problems.append(f"{locale}: unknown {mid}")
        for mid in sorted(reference.keys() & shape.keys()):
            want, have = reference[mid], shape[mid]
            if want.keys() != have.keys():
                problems.append(
                    f"{locale}: {mid} has parts {sorted(have)} instead of {sorted(want)}"
                )
                continue
            for part, names in want.items():
                if have[part] != names:
                    where = f"{mid}.{part}" if part else mid
                    problems.append(
                        f"{locale}: {where} uses {sorted(have[part])} instead of {sorted(names)}"
                    )
    return problems


def check_catalogues(
    base: Path = LOCALES_DIR,
    games_dir: Path | None = GAMES_DIR,
    games: Mapping[str, Sequence[str]] | None = None,
    source: Catalog | None = None,
) -> dict[str, str]:
    """The start-up check. Raise :class:`CatalogueError` (one sentence) when the host's
    catalogues disagree or two games define the same command text; skip (in ``source``, by
    default the bot's :func:`catalog`, logged) each game whose own catalogue is broken or
    disagrees, and return the skipped games (name → why)."""
    problems = _parity(base, LOCALES)
    if problems:
        shown = "; ".join(problems[:5]) + ("; …" if len(problems) > 5 else "")
        raise CatalogueError(
            f"The translation catalogues in {base} do not match en-US "
            f"({len(problems)} problems: {shown}); fix them before starting the bot."
        )
    if source is None:
        default = base == LOCALES_DIR and games_dir == GAMES_DIR and games is None
        source = catalog() if default else Catalog(base, games_dir, games)
    if source.collisions:
        raise CatalogueError(
            "Two games define the same command text ("
            + "; ".join(source.collisions)
            + "): cmd-, opt- and choice- ids are looked up across games, so each must belong "
            "to one game; rename one (with its game's name in it) before starting the bot."
        )
    declared = registered_languages() if games is None else games
    for game in list(source.games):
        if games_dir is None or game not in declared:
            continue
        disagree = _parity(games_dir / game / "locales", tuple(declared[game]))
        if disagree:
            shown = "; ".join(disagree[:5]) + ("; …" if len(disagree) > 5 else "")
            source.skip(game, f"its catalogues do not match en-US ({shown})")
    return dict(source.skipped)


# ------------------------------------------------------------------ slash commands


def command_text_key(
    string: app_commands.locale_str, context: app_commands.TranslationContextTypes
) -> str | None:
    """The catalogue key of a command text: ``key`` extras, or ``.name`` of a command/option."""
    key = string.extras.get("key")
    if key:
        return str(key)
    location = context.location
    data: Any = context.data
    if location in (
        app_commands.TranslationContextLocation.command_name,
        app_commands.TranslationContextLocation.group_name,
    ):
        return "cmd-" + str(data.qualified_name).replace(" ", "-") + ".name"
    if location is app_commands.TranslationContextLocation.parameter_name:
        return "opt-" + str(data.name).replace("_", "-") + ".name"
    return None


class CatalogTranslator(app_commands.Translator):
    """Localizes command names, descriptions, options and choices from the catalogues.

    Discord shows the English default for en-US, en-GB and locales without a catalogue.
    """

    def __init__(self, source: Catalog | None = None) -> None:
        self.catalog = source if source is not None else catalog()

    def localize(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale | str,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        loc = DISCORD_LOCALES.get(str(locale))
        if loc is None or loc == FALLBACK:
            return None
        key = command_text_key(string, context)
        if key is None or not self.catalog.has(key, loc):
            return None
        owner = self.catalog.owners.get(key.partition(".")[0], [None])[0]
        if not self.catalog.ships(owner, loc):
            return None  # a game without this language: Discord shows the English default
        return self.catalog.format(loc, key)

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        return self.localize(string, locale, context)
