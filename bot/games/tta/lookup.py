"""Through the Ages' rules topics and cards for ``/rules`` and ``/card``.

Each topic ``key`` is a message ``rules-<key>`` (with ``.title``) of the game's catalogue
(``bot/games/tta/locales/*/rules.ftl``); :data:`RELATED` says which topics a topic links to.
Cards are every card of the data set (civil and military, all ages); their names are the
messages ``tta-card-<id>`` (with the age where several cards share a name) and their one-line
summaries ``tta-summary-<id>``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from bot.games.base import CardFace, Translate
from rules.tta.cards import CardDB, TechnologyCard, WonderCard, load_cards

TOPICS: tuple[str, ...] = (
    "overview",
    "setup",
    "round-one",
    "turn",
    "card-row",
    "civil-actions",
    "population",
    "buildings",
    "technologies",
    "governments",
    "leaders",
    "wonders",
    "action-cards",
    "military-actions",
    "maintenance",
    "happiness",
    "corruption",
    "political-action",
    "events",
    "colonization",
    "aggression",
    "pacts",
    "wars",
    "ages",
    "end-and-scoring",
    "variants",
    "hidden-information",
)

RELATED: dict[str, tuple[str, ...]] = {
    "overview": (
        "setup",
        "turn",
        "card-row",
        "civil-actions",
        "military-actions",
        "maintenance",
        "political-action",
        "ages",
        "end-and-scoring",
        "variants",
    ),
    "setup": ("round-one", "turn", "card-row", "variants", "overview"),
    "round-one": ("setup", "card-row", "turn", "overview"),
    "turn": ("card-row", "political-action", "civil-actions", "maintenance", "overview"),
    "card-row": ("civil-actions", "leaders", "wonders", "ages", "overview"),
    "civil-actions": ("population", "buildings", "technologies", "action-cards", "overview"),
    "population": ("happiness", "maintenance", "civil-actions", "overview"),
    "buildings": ("technologies", "civil-actions", "happiness", "overview"),
    "technologies": ("buildings", "governments", "civil-actions", "overview"),
    "governments": ("technologies", "civil-actions", "military-actions", "overview"),
    "leaders": ("card-row", "civil-actions", "ages", "overview"),
    "wonders": ("card-row", "civil-actions", "ages", "overview"),
    "action-cards": ("civil-actions", "card-row", "overview"),
    "military-actions": ("aggression", "wars", "colonization", "political-action", "overview"),
    "maintenance": ("population", "corruption", "happiness", "overview"),
    "happiness": ("population", "maintenance", "buildings", "overview"),
    "corruption": ("maintenance", "population", "overview"),
    "political-action": ("events", "colonization", "aggression", "pacts", "wars"),
    "events": ("political-action", "colonization", "end-and-scoring", "overview"),
    "colonization": ("events", "military-actions", "political-action", "overview"),
    "aggression": ("military-actions", "political-action", "pacts", "wars", "overview"),
    "pacts": ("political-action", "aggression", "overview"),
    "wars": ("aggression", "political-action", "ages", "overview"),
    "ages": ("card-row", "leaders", "wonders", "end-and-scoring", "overview"),
    "end-and-scoring": ("ages", "events", "overview"),
    "variants": ("setup", "overview"),
    "hidden-information": ("political-action", "events", "overview"),
}

# The colour of each kind of card, as printed.
COLOURS: dict[str, int] = {
    "leader": 0x3E8E41,
    "wonder": 0x7B4AA8,
    "action": 0xD9A521,
    "technology": 0x8A6A4A,
    "event": 0x3E8E41,
    "territory": 0x3E8E41,
    "tactic": 0xB83A2E,
    "aggression": 0x8B5A2B,
    "war": 0x222222,
    "pact": 0x2F6DB5,
    "bonus": 0x6A6A6A,
}
ROMAN = ("A", "I", "II", "III")


@lru_cache(maxsize=1)
def cards() -> CardDB:
    return load_cards()


@lru_cache(maxsize=1)
def shared_names() -> frozenset[str]:
    """The cards whose printed name another card has too (told apart by their age)."""
    seen = Counter(card.name for card in cards().cards.values())
    return frozenset(cid for cid, card in cards().cards.items() if seen[card.name] > 1)


class TtaLookup:
    topics: Sequence[str] = TOPICS

    def related(self, key: str) -> Sequence[str]:
        return RELATED.get(key, ())

    def card_ids(self) -> Sequence[str]:
        return sorted(cards().cards)

    def card_name(self, card_id: str, t: Translate) -> str:
        """The card's name (``tta-card-<id>``); a name several cards share (the same action
        card in several ages, say) is followed by the card's age, "Patriotism (II)"."""
        name = t(f"tta-card-{card_id}")
        if card_id in shared_names():
            return f"{name} ({ROMAN[cards().cards[card_id].age]})"
        return name

    def card(self, card_id: str, t: Translate) -> CardFace:
        """What ``/card`` says about ``card_id``; KeyError if there is no such card."""
        card = cards().cards[card_id]
        facts: list[tuple[str, str]] = [
            (t("tta-fact-age"), ROMAN[card.age]),
            (t("tta-fact-kind"), t(f"tta-img-kind-{card.kind}")),
        ]
        if isinstance(card, TechnologyCard):
            facts.append((t("tta-fact-type"), t(f"tta-img-type-{card.tech_type}")))
            if card.government is not None and card.government.revolution_cost is not None:
                costs = f"{card.government.revolution_cost} ({card.science_cost})"
                facts.append((t("tta-fact-science"), costs))
            elif not card.starting:
                facts.append((t("tta-fact-science"), str(card.science_cost)))
            if card.build_cost is not None:
                facts.append((t("tta-fact-build"), str(card.build_cost)))
            if card.government is not None:
                g = card.government
                facts.append(
                    (
                        t("tta-fact-government"),
                        f"{g.civil_actions} / {g.military_actions} / {g.urban_limit}",
                    )
                )
        if isinstance(card, WonderCard):
            facts.append((t("tta-fact-stages"), "–".join(str(c) for c in card.stages)))
        copies = card.copies
        if card.in_deck and copies.p4:
            facts.append(
                (t("tta-fact-copies"), f"{copies.p2 or 0} / {copies.p3 or 0} / {copies.p4}")
            )
        return CardFace(
            card_id=card.id,
            name=self.card_name(card.id, t),
            # Technologies, tactics and bonus cards have no summary: their facts say it all.
            description=t(f"tta-summary-{card.id}") if card.summary else "",
            colour=COLOURS.get(card.kind, 0xC8963E),
            facts=tuple(facts),
        )
