"""User-facing text: Fluent catalogues in ``bot/locales/<locale>/*.ftl``, loaded once.

Every text the bot shows goes through :class:`Catalog`. Lookups fall back from the requested
locale to en-US, and an unknown id comes back as the id itself (a test checks that every id used
in ``bot/`` exists in en-US). Card and colony names (``card-<id>``, ``colony-<id>``) are generated
from the rules data for en-US so the catalogue never drifts from the data set.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from rules.hadara import data as data_mod

log = logging.getLogger(__name__)

LOCALES_DIR = Path(__file__).resolve().parent / "locales"
FALLBACK = "en-US"
# Languages the project plans to ship; only those with a catalogue directory are loaded.
PLANNED: tuple[str, ...] = ("en-US", "cs", "pl", "ru")

Translate = Callable[..., str]


def _data_names() -> str:
    data = data_mod.load()
    lines = [f"card-{c.id} = {c.name}" for c in data.cards.values()]
    lines += [f"colony-{c.id} = {c.name}" for c in data.colonies.values()]
    return "\n".join(lines) + "\n"


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
            if locale == FALLBACK:
                sources.append(("<rules data>", _data_names()))
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
        return message_id in self.ids.get(locale, set())

    def format(self, locale: str | None, message_id: str, /, **args: Any) -> str:
        for loc in (self.supported(locale) or FALLBACK, FALLBACK):
            bundle = self.bundles[loc]
            if bundle.has_message(message_id):
                message = bundle.get_message(message_id)
                if message.value is None:
                    continue
                text, errors = bundle.format_pattern(message.value, args)
                if errors:
                    log.debug("formatting %s/%s: %s", loc, message_id, errors)
                return str(text)
        log.warning("missing message id %r", message_id)
        return message_id

    def translator(self, locale: str | None) -> Translate:
        """A ``t(message_id, **args)`` callable, the shape the renderer expects."""
        loc = self.pick(locale)

        def t(message_id: str, /, **args: Any) -> str:
            return self.format(loc, message_id, **args)

        return t

    def all_ids(self, locales: Iterable[str] | None = None) -> set[str]:
        out: set[str] = set()
        for loc in locales or self.bundles:
            out |= self.ids.get(loc, set())
        return out


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    return Catalog()


def translator_for(locale: str | None) -> Translate:
    """A render-compatible translator for ``locale`` (falls back to en-US)."""
    return catalog().translator(locale)


def t(locale: str | None, message_id: str, /, **args: Any) -> str:
    return catalog().format(locale, message_id, **args)
