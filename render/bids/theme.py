"""Colours, sizes and the few shapes every Sealed Bids image shares (prize tiles, seat badges,
coins, panels), drawn with Pillow primitives.

Images are at most :data:`WIDTH` pixels wide and Discord shows them about half as wide on a
phone, so no text is smaller than :data:`SMALL` px (about 11 px on the phone). Seat colours
always come with the seat's number and name, so colour never carries meaning alone.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from render.bids.i18n import Translator
from render.colour import mix as mix
from render.shapes import panel_drawer
from render.text import RGB, Box, Canvas
from render.view import view_check

VIEW_FORMAT = "bids-view/1"
check_view = view_check(VIEW_FORMAT, "rules.bids.views.view", "Sealed Bids")
WIDTH = 800
MARGIN = 16
SMALL = 22  # the smallest text size used
BODY = 26
LARGE = 32

BG: RGB = (26, 30, 44)
PANEL: RGB = (38, 43, 61)
PANEL_HI: RGB = (52, 58, 80)
LINE: RGB = (74, 82, 108)
TEXT: RGB = (241, 236, 226)
MUTED: RGB = (172, 174, 192)
GOLD: RGB = (242, 194, 92)
PRIZE: RGB = (236, 200, 110)
PRIZE_EDGE: RGB = (170, 124, 40)
INK: RGB = (44, 34, 20)
GOOD: RGB = (114, 208, 130)
BAD: RGB = (236, 110, 100)
WIN: RGB = (70, 62, 30)

SEAT_RGB: tuple[RGB, ...] = (
    (226, 112, 96),  # coral
    (90, 160, 222),  # blue
    (118, 192, 108),  # green
    (190, 140, 226),  # violet
)


def seat_rgb(seat: int) -> RGB:
    return SEAT_RGB[seat % len(SEAT_RGB)]


def player_name(names: Sequence[str], seat: int, t: Translator) -> str:
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return t("bids-img-seat", seat=seat + 1)


panel = panel_drawer(PANEL, 12)


def prize_tile(c: Canvas, box: Box, points: int, t: Translator, label: bool = True) -> None:
    """A prize: a golden tile with its value, and (when there is room) the word "points"."""
    left, top, right, bottom = box
    h = bottom - top
    panel(c, box, PRIZE, radius=max(6, h // 10), outline=PRIZE_EDGE, width=max(2, h // 40))
    if label:
        number_box = (left, top + h // 12, right, top + h * 2 // 3)
        c.text(number_box, str(points), h // 2, INK, bold=True, align="center")
        c.text(
            (left + 4, top + h * 2 // 3, right - 4, bottom - h // 14),
            t("bids-img-points", points=points),
            max(SMALL, h // 7),
            INK,
            align="center",
        )
    else:
        c.text(
            (left, top, right, bottom), str(points), int(h * 0.6), INK, bold=True, align="center"
        )


def seat_badge(c: Canvas, x: int, y: int, size: int, seat: int) -> None:
    """A disc in the seat's colour with its number (1-based, as players count seats)."""
    c.draw.ellipse([x, y, x + size - 1, y + size - 1], fill=seat_rgb(seat), outline=TEXT, width=2)
    c.text(
        (x, y, x + size, y + size),
        str(seat + 1),
        int(size * 0.55),
        INK,
        bold=True,
        align="center",
        wrap=False,
    )


def coin(c: Canvas, x: int, y: int, size: int) -> None:
    c.draw.ellipse([x, y, x + size - 1, y + size - 1], fill=GOLD, outline=PRIZE_EDGE, width=2)
    inset = size // 4
    c.draw.ellipse(
        [x + inset, y + inset, x + size - 1 - inset, y + size - 1 - inset],
        outline=PRIZE_EDGE,
        width=max(2, size // 12),
    )


def check_mark(c: Canvas, x: int, y: int, size: int, fill: RGB = GOOD) -> None:
    c.draw.line(
        [
            (x + size * 0.12, y + size * 0.55),
            (x + size * 0.4, y + size * 0.82),
            (x + size * 0.9, y + size * 0.2),
        ],
        fill=fill,
        width=max(3, size // 6),
        joint="curve",
    )


def hourglass(c: Canvas, x: int, y: int, size: int, fill: RGB = MUTED) -> None:
    w = size * 0.7
    x0 = x + (size - w) / 2
    c.draw.polygon([(x0, y), (x0 + w, y), (x0, y + size), (x0 + w, y + size)], fill=fill)


def star(c: Canvas, box: Box, fill: RGB = GOLD) -> None:
    """A five-pointed star filling the middle of ``box`` (the end of the game: the winners)."""
    left, top, right, bottom = box
    r = min(right - left, bottom - top) / 2 * 0.8
    cx, cy = (left + right) / 2, (top + bottom) / 2
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy - radius * math.sin(angle)))
    c.draw.polygon(points, fill=fill, outline=PRIZE_EDGE)


def seal(c: Canvas, x: int, y: int, size: int, fill: RGB = BAD) -> None:
    """A wax seal: the mark of a secret bid that is in but not yet revealed."""
    c.draw.ellipse([x, y, x + size - 1, y + size - 1], fill=fill)
    inset = size // 4
    c.draw.ellipse(
        [x + inset, y + inset, x + size - 1 - inset, y + size - 1 - inset],
        outline=mix(fill, INK, 0.4),
        width=max(2, size // 10),
    )


def round_text(view: Mapping[str, Any], t: Translator) -> str:
    return t("bids-img-round", round=int(view["round"]), rounds=int(view["rounds"]))


def step_text(view: Mapping[str, Any], t: Translator) -> str:
    return t(f"bids-img-step-{view['step']}")


def last_finished(view: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The latest auction whose prize has gone somewhere (claimed or discarded)."""
    for auction in reversed(view["history"]):
        if auction["claim"]:
            return dict(auction)
    return None


def result_key(auction: Mapping[str, Any], seat: int) -> str:
    """How an auction ended for ``seat``: the ``bids-img-res-…`` message id."""
    if auction["winner"] is None:
        return "bids-img-res-discard"
    if auction["winner"] != seat:
        return "bids-img-res-lost"
    return f"bids-img-res-{auction['claim'] or 'pending'}"
