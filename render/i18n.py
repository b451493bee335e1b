"""The translator every renderer takes: ``t(message_id, **args) -> str``.

The bot passes its Fluent-backed translator for the game's catalogue; each game's renderer
also has an English default of its own so that it works standalone (tools, tests).

A translator may say which language it speaks in a ``locale`` attribute (the bot's translators
do: ``"cs"``, ``"en-US"``…; :class:`Localized` adds one to any callable). The images use it to
break a long word only where that language allows it (:func:`language`); a translator without
one gets no word broken.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class Translator(Protocol):
    def __call__(self, message_id: str, /, **args: Any) -> str: ...


def language(t: object) -> str | None:
    """The locale ``t`` translates to (its ``locale`` attribute), None when it does not say."""
    locale = getattr(t, "locale", None)
    return locale if isinstance(locale, str) and locale else None


class Localized:
    """A translator ``t`` that says its locale (for :func:`language`)."""

    __slots__ = ("locale", "t")

    def __init__(self, t: Callable[..., str], locale: str) -> None:
        self.t = t
        self.locale = locale

    def __call__(self, message_id: str, /, **args: Any) -> str:
        return self.t(message_id, **args)

    def __repr__(self) -> str:
        return f"Localized({self.t!r}, {self.locale!r})"


# A game's built-in English text: a template (``str.format`` with the message's arguments) or,
# where English needs a choice on a number, a function of the arguments.
Template = str | Callable[..., str]


def fill(template: Template, args: Mapping[str, Any]) -> str:
    """The text of ``template`` with ``args`` (a template without arguments as it stands)."""
    if callable(template):
        return template(**args)
    return template.format(**args) if args else template


def english_of(messages: Mapping[str, Template]) -> Translator:
    """A game's built-in English translator (``english`` in ``render/<game>/i18n.py``): the
    text of ``messages[message_id]`` with the arguments; an unknown id comes back as itself."""

    def english(message_id: str, /, **args: Any) -> str:
        template = messages.get(message_id)
        return message_id if template is None else fill(template, args)

    return english


def plural(count: Any, one: str, other: str) -> str:
    """``count`` and the English noun for it: "1 coin", "3 coins"."""
    return f"{count} {one if count == 1 else other}"


def prefixed(prefix: str, texts: Mapping[str, T]) -> dict[str, T]:
    """``texts`` with every key prefixed (message ids of one family: ``prefix + key``)."""
    return {prefix + key: value for key, value in texts.items()}
