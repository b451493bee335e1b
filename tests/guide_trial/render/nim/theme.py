"""Colours, sizes and the shapes every Nim image shares: panels, seat badges, piles of stones.

Images are :data:`WIDTH` px wide and a phone shows them about 400 px wide, so no text is
smaller than :data:`SMALL` px (12 px on the phone). A seat's colour always comes with its
number and name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.nim.i18n import Translator
from render.shapes import panel_drawer
from render.text import RGB, Canvas
from render.view import view_check

VIEW_FORMAT = "nim-view/1"
WIDTH = 800
MARGIN = 16
SMALL = 24
BODY = 28
LARGE = 34

BG: RGB = (28, 34, 32)
PANEL: RGB = (40, 50, 46)
PANEL_HI: RGB = (56, 70, 64)
TEXT: RGB = (240, 238, 228)
MUTED: RGB = (176, 184, 176)
GOLD: RGB = (240, 196, 96)
STONE: RGB = (200, 192, 176)
STONE_EDGE: RGB = (120, 112, 100)
GONE: RGB = (70, 84, 78)
INK: RGB = (36, 30, 24)
WIN: RGB = (74, 66, 34)

SEAT_RGB: tuple[RGB, ...] = ((226, 112, 96), (90, 160, 222), (118, 192, 108), (190, 140, 226))

PILE_H = 72
STONE_D = 42
STONE_GAP = 6
PILE_LABEL_W = 204
COUNT_W = 70


check_view = view_check(VIEW_FORMAT, "rules.nim.views.view", "Nim")
panel = panel_drawer(PANEL, 12)


def player_name(names: Sequence[str], seat: int, t: Translator) -> str:
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return t("nim-img-seat", seat=seat + 1)


def seat_badge(c: Canvas, x: int, y: int, size: int, seat: int) -> None:
    """A disc in the seat's colour with its number (1-based, as players count seats)."""
    fill = SEAT_RGB[seat % len(SEAT_RGB)]
    c.draw.ellipse([x, y, x + size - 1, y + size - 1], fill=fill, outline=TEXT, width=2)
    box = (x, y, x + size, y + size)
    c.text(box, str(seat + 1), int(size * 0.55), INK, bold=True, align="center", wrap=False)


def header(c: Canvas, t: Translator, right: str, height: int = 72) -> None:
    """The title bar: "Nim" on the left, ``right`` (the variant, the move) in gold."""
    c.draw.rectangle([0, 0, c.width - 1, height - 1], fill=PANEL_HI)
    c.text((MARGIN, 6, 200, height - 6), t("nim-name"), 38, TEXT, bold=True)
    c.text((200, 6, c.width - MARGIN, height - 6), right, LARGE, GOLD, bold=True, align="right")


def rules_lines(view: Mapping[str, Any], t: Translator) -> tuple[str, str]:
    limit = int(view["max_take"])
    take = t("nim-img-limit", limit=limit) if limit else t("nim-img-no-limit")
    return t(f"nim-img-rule-{view['variant']}"), take


def piles(
    c: Canvas,
    view: Mapping[str, Any],
    t: Translator,
    y: int,
    open_piles: set[int] | None = None,
) -> int:
    """One row per pile from ``y``: its number, its stones (the taken ones as dim rings) and
    how many are left; ``open_piles`` (when given) are highlighted, the others dimmed. Returns
    the bottom."""
    left, right = MARGIN, c.width - MARGIN
    for i, (size, start) in enumerate(zip(view["piles"], view["start"], strict=True)):
        active = open_piles is None or i in open_piles
        panel(c, (left, y, right, y + PILE_H - 6), PANEL_HI if active else PANEL, width=3)
        label = t("nim-img-pile", pile=i + 1)
        c.text((left + 12, y, left + PILE_LABEL_W, y + PILE_H - 6), label, BODY, TEXT, bold=True)
        x = left + PILE_LABEL_W + 6
        top = y + (PILE_H - 6 - STONE_D) // 2
        for k in range(int(start)):
            box = [x, top, x + STONE_D - 1, top + STONE_D - 1]
            if k < int(size):
                c.draw.ellipse(box, fill=STONE if active else STONE_EDGE, outline=INK, width=2)
            else:
                c.draw.ellipse(box, outline=GONE, width=3)
            x += STONE_D + STONE_GAP
        count = (right - COUNT_W - 8, y, right - 8, y + PILE_H - 6)
        c.text(count, str(size), 40, GOLD if size else MUTED, bold=True, align="right")
        y += PILE_H
    return y


def last_move(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> str:
    moves = view["moves"]
    if not moves:
        return t("nim-img-no-move")
    seat, pile, count, _left = (int(x) for x in moves[-1])
    return t("nim-img-move", player=player_name(names, seat, t), count=count, pile=pile + 1)


def status(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> str:
    """Who moves, or who won."""
    result = view.get("result")
    if result:
        won = [player_name(names, int(w), t) for w in result["winners"]]
        return t("nim-img-winners", count=len(won), winners=", ".join(won))
    return t("nim-img-turn", player=player_name(names, int(view["turn"]), t))
