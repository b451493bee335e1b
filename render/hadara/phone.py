"""How big the text of each image is on a phone, where Discord shows an image 400 px wide.

Every string of a Hadara image is drawn with a *kind* (:class:`render.hadara.parts.Canvas`);
each kind has a goal: the smallest font size, in px, it may have once the image is scaled to
:data:`PHONE_WIDTH`. The numbers and words a player decides by aim at 12 px, names and
sentences at 11 px, headings and captions that only name what an icon already shows at 10 px.
The size is the font's em size (what CSS calls ``font-size``); capitals are about 0.73 of it.

``python tests/render/hadara/phone_report.py`` renders the sample positions in every language
and prints the table of ``docs/hadara-phone.md``; ``tests/render/hadara/test_phone.py`` fails
when a kind falls below its goal.
"""

from __future__ import annotations

from collections.abc import Iterable

from render.hadara.parts import Canvas
from render.phone import DECIDE, LABEL, PHONE_WIDTH, READ, Kind

__all__ = ["DECIDE", "KINDS", "LABEL", "PHONE_WIDTH", "READ", "Kind"]

KINDS: dict[str, Kind] = {
    # what a player decides by
    "coins": Kind(DECIDE, "coins held"),
    "track": Kind(DECIDE, "track values (income, military, culture, food)"),
    "score": Kind(DECIDE, "points: score so far, totals, points of colonies and statues"),
    "price": Kind(DECIDE, "prices and costs of cards and medals"),
    "result": Kind(DECIDE, "what a choice brings or costs: coins after, track after, points"),
    "count": Kind(DECIDE, "counts: cards per colour, decks, piles, bonus tiles, spaces left"),
    "need": Kind(DECIDE, "requirements and whether they are met"),
    "option": Kind(DECIDE, "option names beside the marks: Buy, Sell, Pass, Rotation 2…"),
    "card": Kind(DECIDE, "cost, points and track gains printed on a card"),
    # names and sentences
    "name": Kind(READ, "player names"),
    "progress": Kind(READ, "epoch, phase and step"),
    "instruction": Kind(READ, "what the seat is asked to decide"),
    "status": Kind(READ, "to act, chosen, first player, winner, waiting for"),
    "card-name": Kind(READ, "names of cards and colonies"),
    "colour": Kind(READ, "colour names and letter codes"),
    "effect": Kind(READ, "purple card effects, short and in full"),
    # what only names what an icon already shows
    "heading": Kind(LABEL, "section titles and column captions"),
    "caption": Kind(LABEL, "captions under values (Coins, Income…)"),
    "hint": Kind(LABEL, "explanations (later cards cost 1 less, hidden side…)"),
    "label": Kind(LABEL, "small printed marks: epoch numerals, statue and colony levels"),
}


def phone_px(size: int, width: int) -> float:
    """The font size ``size`` of an image ``width`` px wide, once shown 400 px wide."""
    return size * PHONE_WIDTH / width


def smallest(c: Canvas) -> dict[str, tuple[float, str]]:
    """Per kind drawn on ``c``: the smallest size at phone width and the string drawn so."""
    out: dict[str, tuple[float, str]] = {}
    for d in c.drawn:
        px = phone_px(d.size, c.width)
        if d.kind not in out or px < out[d.kind][0]:
            out[d.kind] = (px, d.text)
    return out


def below_goal(c: Canvas) -> list[str]:
    """Strings under their kind's goal (or of no known kind), one line each."""
    problems: list[str] = []
    for d in c.drawn:
        kind = KINDS.get(d.kind)
        px = phone_px(d.size, c.width)
        if kind is None:
            problems.append(f"{d.text!r}: unknown kind {d.kind!r}")
        elif px < kind.goal - 1e-9:
            problems.append(f"{d.text!r} ({d.kind}) {px:.1f} px < {kind.goal:g} px")
    return problems


def merge(
    into: dict[str, tuple[float, str]], more: Iterable[tuple[str, tuple[float, str]]]
) -> None:
    for kind, (px, text) in more:
        if kind not in into or px < into[kind][0]:
            into[kind] = (px, text)
