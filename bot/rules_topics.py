"""Rules topics and card look-ups for ``/rules`` and ``/card`` (pure functions, no Discord).

Each topic ``key`` is a Fluent message ``rules-<key>`` (the body, at most :data:`MAX_BODY`
characters) with a ``.title`` attribute, in every catalogue (``bot/locales/*/rules.ftl``).
:data:`RELATED` says which topics a topic links to (buttons under the answer).

Cards are the rules data's cards (the same set the renderer draws); their names are the
``card-<id>`` messages of ``names.ftl``. Look-ups match the user's language and English, without
regard to case or diacritics.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from bot.i18n import FALLBACK, Catalog
from rules.hadara.data import TRACKS, Card, DataSet
from rules.hadara.data import load as load_data
from rules.hadara.effects import SALE_VALUE

MAX_BODY = 1500
MAX_CHOICES = 25  # Discord's limit for autocomplete
MAX_LINKS = 5  # related-topic buttons under an answer (one row)
MAX_OVERVIEW_LINKS = 10  # the overview links to the main topics (two rows)

TOPICS: tuple[str, ...] = (
    "overview",
    "setup",
    "first-player-and-wheel",
    "phase-a",
    "phase-b",
    "buying-and-selling",
    "income",
    "colonies",
    "statues",
    "feeding",
    "medals",
    "purple-cards",
    "scoring",
    "ties",
    "advanced-game",
    "hidden-information",
)

RELATED: dict[str, tuple[str, ...]] = {
    "overview": (
        "setup",
        "first-player-and-wheel",
        "phase-a",
        "phase-b",
        "buying-and-selling",
        "colonies",
        "statues",
        "feeding",
        "medals",
        "scoring",
    ),
    "setup": ("first-player-and-wheel", "phase-a", "advanced-game", "colonies", "overview"),
    "first-player-and-wheel": ("setup", "phase-a", "phase-b", "overview"),
    "phase-a": ("first-player-and-wheel", "buying-and-selling", "income", "phase-b", "overview"),
    "phase-b": ("phase-a", "buying-and-selling", "feeding", "medals", "overview"),
    "buying-and-selling": ("phase-a", "phase-b", "purple-cards", "income", "overview"),
    "income": ("phase-a", "phase-b", "buying-and-selling", "colonies", "overview"),
    "colonies": ("statues", "income", "scoring", "hidden-information", "overview"),
    "statues": ("colonies", "medals", "scoring", "overview"),
    "feeding": ("phase-b", "purple-cards", "medals", "overview"),
    "medals": ("statues", "scoring", "purple-cards", "overview"),
    "purple-cards": ("advanced-game", "buying-and-selling", "feeding", "scoring", "overview"),
    "scoring": ("medals", "colonies", "statues", "ties", "overview"),
    "ties": ("scoring", "overview"),
    "advanced-game": ("purple-cards", "setup", "overview"),
    "hidden-information": ("phase-a", "phase-b", "colonies", "overview"),
}

ROMAN = {1: "I", 2: "II", 3: "III"}


def message_id(topic: str) -> str:
    return f"rules-{topic}"


def links(topic: str) -> tuple[str, ...]:
    """The topics an answer about ``topic`` links to, at most as many as fit under it."""
    limit = MAX_OVERVIEW_LINKS if topic == "overview" else MAX_LINKS
    return RELATED.get(topic, ())[:limit]


def fold(text: str) -> str:
    """Lower case without diacritics, for matching typed text (``"Výrobce"`` → ``"vyrobce"``)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    kept = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return kept.replace("ё", "е").replace("ł", "l").replace("-", " ").strip()


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


def topic_title(catalog: Catalog, locale: str, topic: str) -> str:
    return catalog.format(locale, message_id(topic) + ".title")


def topic(catalog: Catalog, locale: str, key: str) -> Topic:
    """One topic in ``locale`` (en-US where the catalogue lacks it); KeyError if unknown."""
    if key not in TOPICS:
        raise KeyError(key)
    return Topic(
        key,
        topic_title(catalog, locale, key),
        catalog.format(locale, message_id(key)),
        tuple((k, topic_title(catalog, locale, k)) for k in links(key)),
    )


def search_topics(catalog: Catalog, locale: str, current: str) -> list[tuple[str, str]]:
    """(title in ``locale``, key) of the topics matching ``current``, best first, at most 25.

    Matches the title in the user's language, the English title and the key.
    """
    query = fold(current)
    found: list[tuple[int, int, str, str]] = []
    for index, key in enumerate(TOPICS):
        title = topic_title(catalog, locale, key)
        if not query:
            found.append((0, index, title, key))
            continue
        rank = _rank(query, title, topic_title(catalog, FALLBACK, key), key)
        if rank is not None:
            found.append((rank, index, title, key))
    found.sort()
    return [(title, key) for _rank_, _index, title, key in found[:MAX_CHOICES]]


def resolve_topic(catalog: Catalog, locale: str, value: str | None) -> str | None:
    """The topic key for a chosen or typed value (key, title, or a single match); else None."""
    if value is None or not value.strip():
        return "overview"
    text = value.strip()
    if text in TOPICS:
        return text
    query = fold(text)
    for key in TOPICS:
        titles = (topic_title(catalog, locale, key), topic_title(catalog, FALLBACK, key))
        if query in {fold(key), *(fold(title) for title in titles)}:
            return key
    matches = search_topics(catalog, locale, text)
    return matches[0][1] if len(matches) == 1 else None


# ------------------------------------------------------------------ cards


@lru_cache(maxsize=1)
def card_data() -> DataSet:
    """The card set the look-ups describe (the default data, as the card renderer draws it)."""
    return load_data()


def card_name(catalog: Catalog, locale: str, card_id: str) -> str:
    return catalog.format(locale, f"card-{card_id}")


def search_cards(catalog: Catalog, locale: str, current: str) -> list[tuple[str, str]]:
    """(label, card id) of the cards whose name in ``locale`` or in English matches ``current``.

    The label is the name in ``locale``, followed by the English name in brackets when the
    match was on the English name only. Best matches first, at most 25.
    """
    query = fold(current)
    found: list[tuple[int, str, str]] = []
    for card_id in card_data().cards:
        local = card_name(catalog, locale, card_id)
        if not query:
            found.append((0, card_id, local))
            continue
        english = card_name(catalog, FALLBACK, card_id)
        rank = _rank(query, local, card_id)
        label = local
        if rank is None:
            rank = _rank(query, english)
            if rank is None:
                continue
            if english != local:
                label = f"{local} ({english})"
        found.append((rank, card_id, label[:100]))
    found.sort()
    return [(label, card_id) for _rank_, card_id, label in found[:MAX_CHOICES]]


def resolve_card(catalog: Catalog, locale: str, value: str | None) -> str | None:
    """The card id for a chosen or typed value (id, name in ``locale`` or English, or a single
    match); else None."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    cards = card_data().cards
    if text in cards:
        return text
    query = fold(text)
    for card_id in cards:
        names = (card_name(catalog, locale, card_id), card_name(catalog, FALLBACK, card_id))
        if query in {fold(name) for name in names}:
            return card_id
    matches = search_cards(catalog, locale, text)
    return matches[0][1] if len(matches) == 1 else None


@dataclass(frozen=True, slots=True)
class CardInfo:
    """What ``/card`` shows about one card, in one language."""

    id: str
    name: str
    epoch: str  # Roman numeral
    color: str  # colour key (blue, green, …)
    color_name: str
    cost: int
    points: int
    sale: int
    tracks: str  # "Culture +2, Food +1", or the "nothing" text
    effect: str | None  # the purple effect in full
    text: str  # what the card does beyond its track values: the effect and the colour discount
    advanced: str | None  # the "advanced game only" note for starred cards


def card_info(catalog: Catalog, locale: str, card_id: str) -> CardInfo:
    """Everything ``/card`` says about ``card_id``; KeyError if there is no such card."""
    card: Card = card_data().cards[card_id]

    def t(mid: str, **args: object) -> str:
        return catalog.format(locale, mid, **args)

    gains = [
        f"{t(f'track-{track}')} +{value}"
        for track, value in zip(TRACKS, card.tracks, strict=True)
        if value
    ]
    tracks = ", ".join(gains) if gains else t("rules-card-none")
    effect = t(f"effect-{card.effect}") if card.effect is not None else None
    lines = [effect] if effect else []
    lines.append(t("rules-card-discount"))
    return CardInfo(
        id=card.id,
        name=card_name(catalog, locale, card.id),
        epoch=ROMAN[card.epoch],
        color=card.color,
        color_name=t(f"color-{card.color}"),
        cost=card.cost,
        points=card.points,
        sale=SALE_VALUE[card.epoch],
        tracks=tracks,
        effect=effect,
        text="\n".join(lines),
        advanced=t("rules-card-advanced") if card.star else None,
    )
