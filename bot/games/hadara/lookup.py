"""Hadara's rules topics and cards for ``/rules`` and ``/card``.

Each topic ``key`` is a message ``rules-<key>`` (with ``.title``) of Hadara's catalogue
(``bot/games/hadara/locales/*/rules.ftl``); :data:`RELATED` says which topics a topic links to.
Cards are the rules data's cards (the same set the renderer draws), named by the messages
``card-<id>``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from bot.games.base import CardFace, Translate
from rules.hadara.data import TRACKS, DataSet
from rules.hadara.data import load as load_data
from rules.hadara.effects import SALE_VALUE

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
CARD_COLOURS: dict[str, int] = {
    "blue": 0x2F6DB5,
    "green": 0x3E8E41,
    "yellow": 0xD9A521,
    "red": 0xB83A2E,
    "purple": 0x7B4AA8,
}


@lru_cache(maxsize=1)
def card_data() -> DataSet:
    """The card set the look-ups describe (the default data, as the card renderer draws it)."""
    return load_data()


class HadaraLookup:
    topics: Sequence[str] = TOPICS

    def related(self, key: str) -> Sequence[str]:
        return RELATED.get(key, ())

    def card_ids(self) -> Sequence[str]:
        return list(card_data().cards)

    def card_name(self, card_id: str, t: Translate) -> str:
        return t(f"card-{card_id}")

    def card(self, card_id: str, t: Translate) -> CardFace:
        """Everything ``/card`` says about ``card_id``; KeyError if there is no such card."""
        card = card_data().cards[card_id]
        gains = [
            f"{t(f'track-{track}')} +{value}"
            for track, value in zip(TRACKS, card.tracks, strict=True)
            if value
        ]
        effect = t(f"effect-{card.effect}") if card.effect is not None else None
        lines = [effect] if effect else []
        lines.append(t("rules-card-discount"))
        facts = (
            (t("rules-card-epoch"), ROMAN[card.epoch]),
            (t("rules-card-color"), t(f"color-{card.color}")),
            (t("rules-card-cost"), str(card.cost)),
            (t("rules-card-points"), str(card.points)),
            (t("rules-card-sale"), str(SALE_VALUE[card.epoch])),
            (t("rules-card-tracks"), ", ".join(gains) if gains else t("rules-card-none")),
        )
        return CardFace(
            card_id=card.id,
            name=self.card_name(card.id, t),
            description="\n".join(lines),
            colour=CARD_COLOURS.get(card.color, 0xC8963E),
            facts=facts,
            footer=t("rules-card-advanced") if card.star else None,
        )
