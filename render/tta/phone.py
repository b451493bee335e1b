"""How big the text of each Through the Ages image is on a phone, where Discord shows an image
about 400 px wide.

Every string is drawn with a *kind* (:meth:`render.tta.theme.Pic.put` looks it up from the
string's tag in :data:`TAGS`, or takes it as ``kind=``). Each kind has a goal, in three tiers as
in Hadara's images (``docs/hadara-phone.md``): the smallest font size (em size, CSS
``font-size``) it may have once the image is scaled to :data:`PHONE_WIDTH`:

- what a player decides by (costs, stores, counts, scores, the choices): 12 px;
- names and sentences (players, cards, titles, status, a nation's lines, card texts): 11 px;
- what only names what a colour or an icon already shows (section titles, captions under
  values, a card's type and age on its stripe, the bank's printed sections): 10 px.

On an 800 px image that is 24, 22 and 20 px. ``Pic.put`` never draws a kind smaller than its
goal while any size at or above it fits (on one line, wrapped, or with a long word broken where
its language allows it); ``tests/render/tta/tta_phone_report.py`` measures every kind in all four
languages over positions of whole games and ``tests/render/tta/test_tta_phone.py`` asserts the
goals.
"""

from __future__ import annotations

import math

from render.phone import DECIDE, LABEL, PHONE_WIDTH, READ, Kind

__all__ = ["DECIDE", "KINDS", "LABEL", "PHONE_WIDTH", "READ", "TAGS", "Kind", "kind_of"]

KINDS: dict[str, Kind] = {
    # what a player decides by
    "cost": Kind(DECIDE, "costs and gains: take costs, card figures, wonder stages, population"),
    "store": Kind(DECIDE, "stores and actions: culture, science, strength, food, resources…"),
    "count": Kind(DECIDE, "counts: workers and blue tokens on cards, output per worker"),
    "score": Kind(DECIDE, "points: scores and totals"),
    "option": Kind(DECIDE, "the choices of a decision and the value each one adds"),
    "sum": Kind(DECIDE, "a decision's key lines: a fight's or bid's sums, a tie, who offers"),
    # names and sentences
    "name": Kind(READ, "player names"),
    "title": Kind(READ, "image titles: age and round, whose board, what is decided"),
    "status": Kind(
        READ, "who decides what, marks (last round, playable, new), why a card cannot be used now"
    ),
    "card-name": Kind(READ, "card names"),
    "line": Kind(READ, "a nation's lines, decks and events, banks, wars and pacts"),
    "effect": Kind(READ, "card texts and effects, the facts of a decision, a pact side's gains"),
    # what only names what a colour or an icon already shows
    "heading": Kind(LABEL, "section titles"),
    "caption": Kind(LABEL, "captions under values (a turn, made and eaten), the icon legend"),
    "label": Kind(LABEL, "card type and age on a stripe, the banks' printed sections, seats"),
}

# The tag of every string (``Pic.put``'s first argument) and its kind.
TAGS: dict[str, str] = {
    # decide
    "row-cost": "cost",
    "wonder-stage": "cost",
    "wonder-next": "cost",
    "yellow-now": "cost",
    "blue-corruption": "cost",
    "prompt-workers": "cost",
    "stat-culture": "store",
    "stat-science": "store",
    "stat-strength": "store",
    "stat-happy": "store",
    "stat-food": "store",
    "stat-resources": "store",
    "actions-ca": "store",
    "actions-ma": "store",
    "build-workers": "count",
    "build-tokens": "count",
    "build-output": "count",
    "nation-workers": "count",
    "nation-tokens": "count",
    "blue-extra": "count",
    "score-value": "score",
    "score-total": "score",
    "final-total": "score",
    "stake-choice": "option",
    "stake-chip-value": "option",
    "stake-sum": "sum",
    # names and sentences
    "player-name": "name",
    "score-name": "name",
    "final-name": "name",
    "head-title": "title",
    "prompt-title": "title",
    "stake-what": "title",
    "score-title": "title",
    "status": "status",
    "row-title": "status",
    "head-mark": "status",
    "head-last": "status",
    "stake-more": "status",
    "prompt-round-one": "status",
    "pact-side": "status",
    "row-name": "card-name",
    "build-name": "card-name",
    "gov-name": "card-name",
    "leader-name": "card-name",
    "info-event": "card-name",
    "card-name": "card-name",
    "player-gov": "line",
    "player-leader": "line",
    "player-wonder": "line",
    "player-hand": "line",
    "player-extra": "line",
    "info-deck": "line",
    "pol-line": "line",
    "prompt-wonder": "line",
    "prompt-pool": "line",
    "board-limits": "line",
    "yellow-title": "line",
    "yellow-workers": "line",
    "blue-title": "line",
    "gov-stats": "line",
    "info-event-text": "effect",
    "leader-text": "effect",
    "stake-facts": "effect",
    "pact-item": "effect",
    "card-fact": "effect",
    "card-text": "effect",
    # labels
    "score-label": "caption",
    "legend": "caption",
    "row-empty": "label",
    "row-age": "label",
    "card-age": "label",
    "card-kind": "label",
    "card-copies": "label",
    "seat-badge": "label",
    "yellow-cost": "label",
    "yellow-eat": "label",
    "yellow-happy": "label",
    "blue-section": "label",
    "board-none": "caption",
    "prompt-none": "caption",
    "info-event-title": "heading",
    "pol-title": "heading",
    "gov-title": "heading",
    "leader-title": "heading",
    "stake-choices": "heading",
    "prompt-row": "heading",
    "prompt-hand": "heading",
    "prompt-military": "heading",
    "prompt-nation": "heading",
    "prompt-final": "heading",
    "board-production": "heading",
    "board-urban": "heading",
    "board-unit": "heading",
    "board-specials": "heading",
    "board-tactic": "heading",
    "board-colonies": "heading",
    "board-pacts": "heading",
    "board-wonders": "heading",
    "board-hand": "heading",
    "board-military": "heading",
}
# Families of tags made by a shared piece: a card's stripe (``<tag>-age``, ``<tag>-type``), a
# card tile's (render/tta/tiles.py) head, figures, effect, note and empty slot, a small card's
# name and note, the line under a stat cell.
SUFFIXES: dict[str, str] = {
    "-age": "label",
    "-type": "label",
    "-kind": "label",
    "-empty": "label",
    "-name": "card-name",
    "-fig": "cost",
    "-text": "effect",
    "-note": "status",
    "-sub": "caption",
}
UNKNOWN = "unknown"


def kind_of(tag: str) -> str:
    """The kind of the string tagged ``tag`` (:data:`UNKNOWN` when the tag is not listed: the
    phone test fails on it, and it is held to the names-and-sentences goal meanwhile)."""
    kind = TAGS.get(tag)
    if kind is not None:
        return kind
    for suffix, family in SUFFIXES.items():
        if tag.endswith(suffix):
            return family
    return UNKNOWN


def goal(kind: str) -> float:
    k = KINDS.get(kind)
    return k.goal if k is not None else READ


def phone_px(size: int, width: int) -> float:
    """The font size ``size`` of an image ``width`` px wide, once shown 400 px wide (images
    narrower than that are shown as they are)."""
    return size * PHONE_WIDTH / max(width, PHONE_WIDTH)


def floor_px(kind: str, width: int) -> int:
    """The smallest font size in the image (``width`` px wide) that meets ``kind``'s goal."""
    return math.ceil(goal(kind) * max(width, PHONE_WIDTH) / PHONE_WIDTH - 1e-9)
