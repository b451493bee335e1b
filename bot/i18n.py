"""User-facing text: Fluent catalogues in ``bot/locales/<locale>/*.ftl``, loaded once.

Every text the bot shows goes through :class:`Catalog`. Lookups fall back from the requested
locale to en-US, and an unknown id comes back as the id itself (a test checks that every id used
in ``bot/`` exists in en-US). Card and colony names (``card-<id>``, ``colony-<id>``) live in
``names.ftl`` of every locale; a test checks that the en-US file matches the rules data.

All catalogues must define the same messages with the same attributes and variables:
:func:`parity_problems` lists the differences and :func:`check_catalogues` refuses a start-up on
any. :class:`CatalogTranslator` localizes slash command names (``.name`` attributes of the
``cmd-…`` and ``opt-…`` messages), descriptions and choices for Discord.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

log = logging.getLogger(__name__)

LOCALES_DIR = Path(__file__).resolve().parent / "locales"
FALLBACK = "en-US"
# The languages the bot ships, each a directory of ``bot/locales``.
LOCALES: tuple[str, ...] = ("en-US", "cs", "pl", "ru")
PLANNED = LOCALES  # the former name
# Discord locales (``interaction.locale``) with a catalogue; every other one gets the fallback.
DISCORD_LOCALES: dict[str, str] = {
    "en-US": "en-US",
    "en-GB": "en-US",
    "cs": "cs",
    "pl": "pl",
    "ru": "ru",
}

Translate = Callable[..., str]


class CatalogueError(RuntimeError):
    """The catalogues disagree; the message is one sentence for the operator."""


class Catalog:
    """Fluent bundles per locale with a fallback to en-US."""

    def __init__(self, base: Path = LOCALES_DIR) -> None:
        self.bundles: dict[str, FluentBundle] = {}
        self.ids: dict[str, set[str]] = {}
        self.errors: list[str] = []
        for directory in sorted(p for p in base.iterdir() if p.is_dir()):
            locale = directory.name
            bundle = FluentBundle([locale], use_isolating=False)
            ids: set[str] = set()
            sources = [
                (f.name, f.read_text(encoding="utf-8")) for f in sorted(directory.glob("*.ftl"))
            ]
            for name, text in sources:
                resource = FluentResource(text)
                for entry in resource.body:
                    entry_id = getattr(getattr(entry, "id", None), "name", None)
                    if entry_id:
                        ids.add(str(entry_id))
                    elif type(entry).__name__ == "Junk":
                        self.errors.append(f"{locale}/{name}: unparsable entry")
                bundle.add_resource(resource)
            self.bundles[locale] = bundle
            self.ids[locale] = ids
        if FALLBACK not in self.bundles:
            raise RuntimeError(f"no {FALLBACK} catalogue in {base}")
        for problem in self.errors:
            log.warning("catalogue problem: %s", problem)

    @property
    def locales(self) -> list[str]:
        return sorted(self.bundles)

    def supported(self, locale: str | None) -> str | None:
        """The catalogue locale matching a Discord locale (``"cs"``, ``"en-GB"``…) or None."""
        if not locale:
            return None
        if locale in self.bundles:
            return locale
        if DISCORD_LOCALES.get(locale) in self.bundles:
            return DISCORD_LOCALES[locale]
        lang = locale.split("-")[0]
        if lang == "en":
            return FALLBACK
        for known in self.bundles:
            if known.split("-")[0] == lang:
                return known
        return None

    def pick(self, *candidates: str | None) -> str:
        """The first supported locale among ``candidates``, else en-US."""
        for c in candidates:
            found = self.supported(c)
            if found:
                return found
        return FALLBACK

    def has(self, message_id: str, locale: str = FALLBACK) -> bool:
        """Whether ``locale`` defines the message (or ``message-id.attribute``)."""
        base, _, attribute = message_id.partition(".")
        if base not in self.ids.get(locale, set()):
            return False
        return not attribute or attribute in self.bundles[locale].get_message(base).attributes

    def format(self, locale: str | None, message_id: str, /, **args: Any) -> str:
        """The message (or ``message-id.attribute``) in ``locale``, else en-US, else the id."""
        base, _, attribute = message_id.partition(".")
        for loc in (self.supported(locale) or FALLBACK, FALLBACK):
            bundle = self.bundles[loc]
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

    def translator(self, locale: str | None) -> Translator:
        """A ``t(message_id, **args)`` callable, the shape the renderer expects."""
        return Translator(self, self.pick(locale))

    def all_ids(self, locales: Iterable[str] | None = None) -> set[str]:
        out: set[str] = set()
        for loc in locales or self.bundles:
            out |= self.ids.get(loc, set())
        return out


class Translator:
    """``t(message_id, **args)``: the messages of one locale of a :class:`Catalog`.

    Picklable, so that images can be drawn in worker processes (``bot/render_pool.py``): the
    pickle carries only the locale, and unpickling gives the translator of that locale in the
    receiving process' default :func:`catalog` (the ``bot/locales`` catalogues, loaded once per
    process). A translator of another :class:`Catalog` instance therefore speaks the default
    catalogues after crossing a process boundary; within one process it is used as it is.
    """

    __slots__ = ("catalog", "locale")

    def __init__(self, source: Catalog, locale: str) -> None:
        self.catalog = source
        self.locale = locale

    def __call__(self, message_id: str, /, **args: Any) -> str:
        return self.catalog.format(self.locale, message_id, **args)

    def __reduce__(self) -> tuple[Callable[[str], Translator], tuple[str]]:
        return (_default_translator, (self.locale,))

    def __repr__(self) -> str:
        return f"Translator({self.locale!r})"


def _default_translator(locale: str) -> Translator:
    """The unpickled form of a :class:`Translator`: ``locale`` in the default catalogues."""
    return catalog().translator(locale)


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    return Catalog()


def translator_for(locale: str | None) -> Translate:
    """A render-compatible translator for ``locale`` (falls back to en-US)."""
    return catalog().translator(locale)


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


def parity_problems(base: Path = LOCALES_DIR, locales: Iterable[str] = LOCALES) -> list[str]:
    """Every difference between en-US and the other catalogues (ids, attributes, variables)."""
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


def check_catalogues(base: Path = LOCALES_DIR) -> None:
    """Raise :class:`CatalogueError` (one sentence) when the catalogues disagree."""
    problems = parity_problems(base)
    if problems:
        shown = "; ".join(problems[:5]) + ("; …" if len(problems) > 5 else "")
        raise CatalogueError(
            f"The translation catalogues in {base} do not match en-US "
            f"({len(problems)} problems: {shown}); fix them before starting the bot."
        )


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
        return self.catalog.format(loc, key)

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        return self.localize(string, locale, context)
