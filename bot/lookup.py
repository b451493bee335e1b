"""Finding rules topics and cards for ``/rules`` and ``/card`` (pure functions, no Discord).

A game's :class:`bot.games.base.Lookup` lists its topics and cards; their texts are messages of
the game's catalogue (``rules-<key>`` with ``.title``; each card's name by the lookup's own
``card_name``). Look-ups match the user's language and English, without regard to case or
diacritics.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from bot.games.base import Lookup, Translate

MAX_BODY = 1500
MAX_CHOICES = 25  # Discord's limit for autocomplete
MAX_LINKS = 5  # related-topic buttons under an answer (one row)
MAX_OVERVIEW_LINKS = 10  # the overview links to the main topics (two rows)


# Typed the same way on every keyboard: typographic apostrophes and brackets.
_PLAIN = str.maketrans({"’": "'", "ʼ": "'", "‘": "'", "(": None, ")": None, "-": " "})


def fold(text: str) -> str:
    """Lower case without diacritics, for matching typed text (``"Výrobce"`` → ``"vyrobce"``,
    ``"Жанна д’Арк"`` → ``"жанна д'арк"``, ``"Patriotism (II)"`` → ``"patriotism ii"``)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    kept = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(kept.replace("ё", "е").replace("ł", "l").translate(_PLAIN).split())


def _rank(query: str, *texts: str) -> int | None:
    """0 for a prefix match, 1 for a word-prefix match, 2 for a substring match, else None."""
    best: int | None = None
    for text in texts:
        folded = fold(text)
        if folded.startswith(query):
            rank = 0
        elif any(word.startswith(query) for word in folded.split()):
            rank = 1
        elif query in folded:
            rank = 2
        else:
            continue
        best = rank if best is None else min(best, rank)
    return best


# ------------------------------------------------------------------ topics


@dataclass(frozen=True, slots=True)
class Topic:
    key: str
    title: str
    body: str
    links: tuple[tuple[str, str], ...]  # (topic key, title in the same language)


def topic_title(t: Translate, key: str) -> str:
    return t(f"rules-{key}.title")


def links(lookup: Lookup, key: str) -> tuple[str, ...]:
    """The topics an answer about ``key`` links to, at most as many as fit under it."""
    limit = MAX_OVERVIEW_LINKS if key == lookup.topics[0] else MAX_LINKS
    return tuple(lookup.related(key))[:limit]


def topic(lookup: Lookup, t: Translate, key: str) -> Topic:
    """One topic in ``t``'s language; KeyError if unknown."""
    if key not in lookup.topics:
        raise KeyError(key)
    return Topic(
        key,
        topic_title(t, key),
        t(f"rules-{key}")[:MAX_BODY],
        tuple((k, topic_title(t, k)) for k in links(lookup, key)),
    )


def search_topics(
    lookup: Lookup, t: Translate, english: Translate, current: str
) -> list[tuple[str, str]]:
    """(title, key) of the topics matching ``current``, best first, at most 25: matches the
    title in the user's language, the English title and the key."""
    query = fold(current)
    found: list[tuple[int, int, str, str]] = []
    for index, key in enumerate(lookup.topics):
        title = topic_title(t, key)
        if not query:
            found.append((0, index, title, key))
            continue
        rank = _rank(query, title, topic_title(english, key), key)
        if rank is not None:
            found.append((rank, index, title, key))
    found.sort()
    return [(title, key) for _rank_, _index, title, key in found[:MAX_CHOICES]]


def resolve_topic(
    lookup: Lookup, t: Translate, english: Translate, value: str | None
) -> str | None:
    """The topic key for a chosen or typed value (key, title, or a single match); else None.
    Nothing typed: the overview."""
    if value is None or not value.strip():
        return lookup.topics[0]
    text = value.strip()
    if text in lookup.topics:
        return text
    query = fold(text)
    for key in lookup.topics:
        titles = (topic_title(t, key), topic_title(english, key))
        if query in {fold(key), *(fold(title) for title in titles)}:
            return key
    matches = search_topics(lookup, t, english, text)
    return matches[0][1] if len(matches) == 1 else None


# ------------------------------------------------------------------ cards


def card_name(lookup: Lookup, t: Translate, card_id: str) -> str:
    """The card's name in ``t``'s language, by the game's own message ids."""
    return lookup.card_name(card_id, t)


def search_cards(
    lookup: Lookup, t: Translate, english: Translate, current: str
) -> list[tuple[str, str]]:
    """(label, card id) of the cards whose name in the user's language or in English matches
    ``current``: the label is the name in the user's language, followed by the English name
    in brackets when the match was on the English name only. Best first (then by name), at
    most 25."""
    query = fold(current)
    found: list[tuple[int, str, str, str]] = []
    for card_id in lookup.card_ids():
        local = card_name(lookup, t, card_id)
        if not query:
            found.append((0, fold(local), card_id, local[:100]))
            continue
        rank = _rank(query, local, card_id)
        label = local
        if rank is None:
            english_name = card_name(lookup, english, card_id)
            rank = _rank(query, english_name)
            if rank is None:
                continue
            if english_name != local:
                label = f"{local} ({english_name})"
        found.append((rank, fold(local), card_id, label[:100]))
    found.sort()
    return [(label, card_id) for _rank_, _name, card_id, label in found[:MAX_CHOICES]]


def resolve_card(lookup: Lookup, t: Translate, english: Translate, value: str | None) -> str | None:
    """The card id for a chosen or typed value (id, name in the user's language or English,
    or a single match); else None."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    cards = list(lookup.card_ids())
    if text in cards:
        return text
    query = fold(text)
    for card_id in cards:
        names = (card_name(lookup, t, card_id), card_name(lookup, english, card_id))
        if query in {fold(name) for name in names}:
            return card_id
    matches = search_cards(lookup, t, english, text)
    return matches[0][1] if len(matches) == 1 else None
