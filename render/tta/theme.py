"""Colours, sizes, icons and the small shapes every Through the Ages image shares.

Every image is :data:`W` = 800 px wide. Discord shows it about 400 px wide on a phone, i.e. at
half size, so a font of ``s`` px reads as ``s / 2`` px there. Every string has a kind
(:mod:`render.tta.phone`) whose goal :meth:`Pic.put` keeps: what a player decides by at least
:data:`BODY` (12 px on the phone), names and sentences :data:`SMALL` (11 px), captions and
labels :data:`TINY` (10 px).

Icons are glyphs of the bundled DejaVu Sans (☺ ⚔ ⚗ ⚒ …) on coloured discs, drawn four times
larger and scaled down, cached per size. They are pictures, not words: every word an image shows
still comes from the translator. Colour never carries meaning alone: each kind of card also has
its name on the card, each seat its number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.colour import mix as mix
from render.i18n import Translator
from render.i18n import language as language  # the images ask it of their translator
from render.shapes import panel_drawer
from render.shapes import paste as paste
from render.text import (
    MIN_PX,
    PAD,
    RGB,
    Box,
    Canvas,
    Fitted,
    HAlign,
    VAlign,
    fit,
    font,
    inner,
    line_height,
)
from render.tta import phone
from render.view import view_check
from rules.tta import cards as cdata
from rules.tta import catalog as catalog_mod
from rules.tta.catalog import Catalog, Info

VIEW_FORMAT = "tta-view/1"
check_view = view_check(VIEW_FORMAT, "rules.tta.views.view", "Through the Ages")

W = 800
M = 12  # outer margin
GAP = 8

TINY = 20  # the smallest text anywhere (10 px on a phone)
SMALL = 22
BODY = 24
NUM = 28  # numbers a player decides by
BIG = 32
TITLE = 30

BG: RGB = (25, 28, 38)
PANEL: RGB = (38, 42, 57)
PANEL_HI: RGB = (51, 56, 76)
LINE: RGB = (78, 85, 110)
TEXT: RGB = (242, 237, 226)
MUTED: RGB = (176, 178, 196)
DIM: RGB = (120, 124, 146)
GOLD: RGB = (242, 194, 92)
GOOD: RGB = (118, 210, 132)
BAD: RGB = (238, 112, 100)
INK: RGB = (40, 32, 22)
PAPER: RGB = (241, 232, 210)
WHITE: RGB = (255, 255, 255)
YELLOW_TOKEN: RGB = (240, 200, 60)
BLUE_TOKEN: RGB = (70, 140, 230)
RED_TOKEN: RGB = (214, 74, 66)
WIN: RGB = (68, 60, 32)
OK_INK: RGB = (36, 120, 52)  # "playable" on paper
BAD_INK: RGB = (164, 38, 30)  # why a card cannot be used now, on paper

SEAT_RGB: tuple[RGB, ...] = (
    (226, 112, 96),  # coral
    (90, 160, 222),  # blue
    (118, 192, 108),  # green
    (196, 146, 230),  # violet
)

# Card colours (background of a card's stripe) by kind, and technologies by category.
KIND_RGB: dict[str, RGB] = {
    "leader": (108, 150, 82),
    "wonder": (150, 108, 190),
    "action": (226, 184, 62),
    "event": (70, 156, 148),
    "territory": (98, 146, 88),
    "tactic": (176, 70, 64),
    "aggression": (150, 50, 48),
    "war": (112, 28, 30),
    "pact": (72, 98, 168),
    "bonus": (138, 132, 92),
}
CATEGORY_RGB: dict[str, RGB] = {
    "production": (150, 104, 62),
    "urban": (118, 128, 140),
    "unit": (194, 72, 60),
    "government": (228, 136, 52),
    "special": (66, 128, 204),
}
LIGHT_CARDS = frozenset({"action", "government"})  # dark ink on these stripes

# Column order of buildings and units on a board (T-3.1).
TYPE_ORDER: tuple[str, ...] = (
    "farm",
    "mine",
    "temple",
    "lab",
    "arena",
    "library",
    "theater",
    "infantry",
    "cavalry",
    "artillery",
    "air_force",
)
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("production", ("farm", "mine")),
    ("urban", ("temple", "lab", "arena", "library", "theater")),
    ("unit", ("infantry", "cavalry", "artillery", "air_force")),
)
TECH_TYPES: tuple[str, ...] = (
    *TYPE_ORDER,
    "government",
    "civil",
    "military",
    "colonization",
    "construction",
)
KINDS: tuple[str, ...] = tuple(cdata.CIVIL_KINDS) + tuple(cdata.MILITARY_KINDS)
STATS: tuple[str, ...] = tuple(cdata.STAT_NAMES)


@dataclass(frozen=True, slots=True)
class Drawn:
    """One string as drawn: its tag and kind (:mod:`render.tta.phone`), the text, the font size
    it was fitted at, its lines, and the box it was fitted in (for the phone report)."""

    tag: str
    kind: str
    text: str
    size: int
    lines: int = 1
    box: tuple[int, int] = (0, 0)  # width and height


class Pic(Canvas):
    """A canvas that draws every string with a kind (:mod:`render.tta.phone`) and remembers how
    each was drawn (:attr:`drawn`) and the smallest font size of each tag (:attr:`sizes`), for
    the phone-readability figures of ``docs/tta-render.md`` and the tests. ``lang``: the
    language of the words (:func:`render.i18n.language` of the translator)."""

    def __init__(
        self, width: int, height: int, background: RGB = BG, lang: str | None = None
    ) -> None:
        super().__init__(width, height, background, lang)
        self.sizes: dict[str, int] = {}
        self.drawn: list[Drawn] = []

    def put(
        self,
        tag: str,
        box: Box,
        text: str,
        size: int,
        fill: RGB,
        *,
        bold: bool = False,
        align: HAlign = "left",
        valign: VAlign = "middle",
        wrap: bool = True,
        min_size: int | None = None,
        hyphenate: bool = True,
        kind: str | None = None,
    ) -> Fitted:
        """Draw ``text`` in ``box`` at ``size`` px, or smaller down to the goal of its kind
        (``kind``, else the kind of ``tag``: :func:`render.tta.phone.kind_of`), and never
        smaller than that goal while some size at or above it fits. A text asked for below its
        goal starts at the goal.

        Tried in order, each from ``size`` down to the goal: one line or wrapped at spaces, in
        the weight asked for and then (bold text) in the regular weight; then the same with a
        word too long for the box broken where the image's language allows it (``hyphenate``).
        Only a text that fits at no such size shrinks further (down to ``MIN_PX``, and as a
        last resort is cut with an ellipsis: :attr:`misfits`); the phone test fails on it.
        ``min_size`` lowers the goal for this one string (a text that may shrink further)."""
        kind = kind or phone.kind_of(tag)
        floor = phone.floor_px(kind, self.width)
        if min_size is not None:
            floor = min(floor, min_size)
        size = max(size, floor)
        left, top, right, bottom = inner(box)
        width, height = right - left, bottom - top
        weights = (True, False) if bold else (False,)
        langs: tuple[str | None, ...] = (None, self.lang) if hyphenate and self.lang else (None,)
        fitted: Fitted | None = None
        for lang in langs:
            for weight in weights:
                for s in range(size, floor - 1, -1):
                    f = fit(text, width, height, s, weight, wrap, 1.0, lang)
                    if f.fits and f.size == s:
                        fitted = f
                        break
                if fitted is not None:
                    break
            if fitted is not None:
                break
        if fitted is None:
            # Last resort (a text too long for its box at its goal): from the goal down to
            # MIN_PX, as Canvas.text does.
            lang = self.lang if hyphenate else None
            fitted = fit(text, width, height, floor, False, wrap, MIN_PX / floor, lang)
        self.place(box, text, fitted, fill, align=align, valign=valign)
        if text.strip():
            old = self.sizes.get(tag)
            self.sizes[tag] = fitted.size if old is None else min(old, fitted.size)
            self.drawn.append(
                Drawn(tag, kind, text, fitted.size, len(fitted.lines), (width, height))
            )
        return fitted

    def crop(self, bottom: int) -> None:
        """Cut the image at ``bottom`` (images drawn on a generous canvas end where their
        content ends)."""
        if 0 < bottom < self.image.height:
            self.image = self.image.crop((0, 0, self.image.width, bottom))
            self.draw = ImageDraw.Draw(self.image)


@lru_cache(maxsize=8192)
def text_width(text: str, size: int, bold: bool = False) -> float:
    """How wide ``text`` is drawn on one line at ``size`` px."""
    return float(font(size, bold).getlength(text))


def lines_needed(text: str, width: int, size: int, bold: bool, lang: str | None) -> int:
    """The fewest lines ``text`` takes in a box ``width`` px wide at ``size`` px, laid out as
    :meth:`Pic.put` tries it (in bold when asked, else or then regular; unbroken, then with a
    long word broken where ``lang`` allows it): for sizing a box before drawing into it."""
    inside = width - 2 * PAD
    best = 99
    for hyphenate in (False, True) if lang else (False,):
        for weight in (True, False) if bold else (False,):
            f = fit(text, inside, 10_000, size, weight, True, 1.0, lang if hyphenate else None)
            if f.fits and f.size == size:
                best = min(best, len(f.lines))
    return best


def box_height(
    tag: str, text: str, width: int, size: int, bold: bool, lang: str | None, image_w: int = W
) -> int:
    """How tall a box ``width`` px wide must be for :meth:`Pic.put` to draw ``text`` (tagged
    ``tag``) at ``size``, or at the largest size down to its kind's goal that it wraps at
    (unbroken, or broken where ``lang`` allows): its lines times their height. 0 for no text.
    A text that fits at no such size gets two lines at the goal (the phone test names it)."""
    if not text.strip():
        return 0
    floor = phone.floor_px(phone.kind_of(tag), image_w)
    for s in range(max(size, floor), floor - 1, -1):
        n = lines_needed(text, width, s, bold, lang)
        if n < 99:
            return n * line_height(s, bold)
    return 2 * line_height(floor, bold)


# --- view access -------------------------------------------------------------------------------


def cat() -> Catalog:
    """Static, public card facts (never the game state)."""
    return catalog_mod.load()


def card_id(ref: object) -> str:
    """A card id from a view's card reference: ``"iron"``, ``"iron#2"`` or ``{"id": …}``."""
    if isinstance(ref, Mapping):
        ref = ref.get("id") or ref.get("card") or ref.get("inst") or ""
    return str(ref or "").partition("#")[0]


def info(ref: object) -> Info | None:
    cid = card_id(ref)
    return cat().info.get(cid) if cid else None


def card_name(ref: object, t: Translator) -> str:
    cid = card_id(ref)
    return t(f"tta-card-{cid}") if cid else t("tta-img-none")


def summary(ref: object, t: Translator) -> str:
    """A card's one-line text (``tta-summary-<id>``), "" for cards without one (or when the
    translator has no text for it)."""
    cid = card_id(ref)
    card = cat().db.cards.get(cid) if cid else None
    if card is None or not card.summary:
        return ""
    text = t(f"tta-summary-{cid}")
    return "" if text == f"tta-summary-{cid}" else text


def card_rgb(i: Info | None) -> RGB:
    if i is None:
        return LINE
    if i.kind == "technology":
        return CATEGORY_RGB.get(i.category, LINE)
    return KIND_RGB.get(i.kind, LINE)


def card_fg(i: Info | None) -> RGB:
    if i is None:
        return TEXT
    light = i.kind in LIGHT_CARDS or (i.kind == "technology" and i.category in LIGHT_CARDS)
    return INK if light else WHITE


def type_label(i: Info | None, t: Translator) -> str:
    """What a card is: the technology type ("Mine"), else its kind ("Leader")."""
    if i is None:
        return ""
    if i.kind == "technology" and i.tech_type:
        return t(f"tta-img-type-{i.tech_type}")
    return t(f"tta-img-kind-{i.kind}")


def age_label(age: object, t: Translator) -> str:
    try:
        n = int(str(age))
    except ValueError:
        return str(age)
    return t(f"tta-img-age-{n}") if 0 <= n <= 4 else str(n)


def player_name(names: Sequence[str], seat: int, t: Translator) -> str:
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return t("tta-img-seat", seat=seat + 1)


def seat_rgb(seat: int) -> RGB:
    return SEAT_RGB[seat % len(SEAT_RGB)]


def num(v: object, default: int = 0) -> int:
    """An integer from a view field, ``default`` when it is missing or not a number."""
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return v
    if isinstance(v, (str, float)):
        try:
            return int(v)
        except ValueError:
            return default
    return default


def players(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [p for p in view.get("players") or [] if isinstance(p, Mapping)]


def player(view: Mapping[str, Any], seat: int) -> Mapping[str, Any] | None:
    for p in players(view):
        if num(p.get("seat"), -1) == seat:
            return p
    return None


def advanced(view: Mapping[str, Any]) -> bool:
    return str(view.get("variant") or "simple") != "simple"


# --- shapes ------------------------------------------------------------------------------------


panel = panel_drawer(PANEL, 10)


# icon name -> (glyph, disc colour, glyph colour); an empty glyph draws a plain token.
ICONS: dict[str, tuple[str, RGB, RGB]] = {
    "culture": ("✿", (168, 92, 170), WHITE),
    "science": ("⚗", (58, 120, 206), WHITE),
    "strength": ("⚔", (196, 66, 58), WHITE),
    "happy": ("☺", (226, 176, 40), INK),
    "unhappy": ("☹", (120, 120, 140), WHITE),
    "food": ("☘", (74, 160, 72), WHITE),
    "resources": ("⚒", (150, 100, 58), WHITE),
    "ca": ("", WHITE, INK),
    "ma": ("", RED_TOKEN, WHITE),
    "worker": ("", YELLOW_TOKEN, INK),
    "blue": ("", BLUE_TOKEN, WHITE),
    "leader": ("♛", (108, 150, 82), WHITE),
    "wonder": ("✦", (150, 108, 190), WHITE),
    "government": ("⚖", (228, 136, 52), INK),
    "special": ("⚙", (66, 128, 204), WHITE),
    "colony": ("⚓", (98, 146, 88), WHITE),
    "tactic": ("⚑", (176, 70, 64), WHITE),
    "pact": ("✉", (72, 98, 168), WHITE),
    "war": ("⚔", (112, 28, 30), WHITE),
    "event": ("☀", (70, 156, 148), WHITE),
    "deck": ("❖", (90, 96, 124), WHITE),
    "hand": ("♠", (90, 96, 124), WHITE),
    "star": ("★", (70, 62, 30), GOLD),
    "turn": ("▶", GOLD, INK),
    "first": ("⚑", (90, 96, 124), GOLD),
    "civil": ("✎", (90, 96, 124), WHITE),
}


@lru_cache(maxsize=256)
def icon(name: str, size: int) -> Image.Image:
    """A round icon ``size`` px across (RGBA)."""
    glyph, disc, fg = ICONS[name]
    big = size * 4
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    ring = mix(disc, INK, 0.45)
    d.ellipse([0, 0, big - 1, big - 1], fill=disc, outline=ring, width=max(4, big // 14))
    if glyph:
        f = font(int(big * 0.62), False) if name not in ("turn",) else font(int(big * 0.5), True)
        d.text((big / 2, big / 2 + big * 0.02), glyph, font=f, fill=fg, anchor="mm")
    return img.resize((size, size), Image.Resampling.LANCZOS)


def put_icon(c: Canvas, name: str, x: int, y: int, size: int) -> None:
    paste(c, icon(name, size), x, y)


def icon_value(
    c: Pic,
    tag: str,
    box: Box,
    name: str,
    value: str,
    size: int = NUM,
    fill: RGB = TEXT,
    bold: bool = True,
    align: HAlign = "left",
) -> Fitted:
    """An icon followed by a value, centred vertically in ``box``."""
    left, top, right, bottom = box
    s = min(bottom - top - 2, int(size * 1.1))
    put_icon(c, name, left, top + (bottom - top - s) // 2, s)
    return c.put(
        tag,
        (left + s + 2, top, right, bottom),
        value,
        size,
        fill,
        bold=bold,
        align=align,
        wrap=False,
    )


def seat_badge(c: Pic, x: int, y: int, size: int, seat: int, t: Translator) -> None:
    """A disc in the seat's colour with its number (1-based)."""
    c.draw.ellipse([x, y, x + size - 1, y + size - 1], fill=seat_rgb(seat), outline=TEXT, width=2)
    c.put(
        "seat-badge",
        (x - 2, y, x + size + 2, y + size),
        t("tta-img-seat-no", seat=seat + 1),
        int(size * 0.6),
        INK,
        bold=True,
        align="center",
        wrap=False,
    )


def chip(
    c: Pic, tag: str, box: Box, text: str, fill: RGB, fg: RGB, size: int = TINY, bold: bool = True
) -> None:
    panel(c, box, fill, radius=(box[3] - box[1]) // 2)
    c.put(
        tag,
        (box[0] + 4, box[1], box[2] - 4, box[3]),
        text,
        size,
        fg,
        bold=bold,
        align="center",
        wrap=False,
    )


def tokens_row(
    c: Canvas, x: int, y: int, count: int, filled: int, size: int, fill: RGB, gap: int = 4
) -> int:
    """``count`` token spaces from ``x``, the first ``filled`` of them filled; returns the end."""
    for k in range(count):
        box = [x, y, x + size - 1, y + size - 1]
        if k < filled:
            c.draw.ellipse(box, fill=fill, outline=mix(fill, INK, 0.5), width=2)
        else:
            c.draw.ellipse(box, outline=LINE, width=2)
        x += size + gap
    return x


def star(c: Canvas, box: Box, fill: RGB = GOLD) -> None:
    import math

    left, top, right, bottom = box
    r = min(right - left, bottom - top) / 2 * 0.9
    cx, cy = (left + right) / 2, (top + bottom) / 2
    pts = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        a = math.pi / 2 + i * math.pi / 5
        pts.append((cx + radius * math.cos(a), cy - radius * math.sin(a)))
    c.draw.polygon(pts, fill=fill, outline=mix(fill, INK, 0.5))


def card_stripe(
    c: Pic, tag: str, box: Box, i: Info | None, t: Translator, size: int = TINY
) -> None:
    """A card's coloured head: its age in a dark box, then what it is ("Mine", "Leader")."""
    left, top, right, bottom = box
    rgb = card_rgb(i)
    c.draw.rectangle([left, top, right - 1, bottom - 1], fill=rgb)
    if i is None:
        return
    h = bottom - top
    age_w = h + 4
    c.draw.rectangle([left, top, left + age_w - 1, bottom - 1], fill=mix(rgb, INK, 0.55))
    c.put(
        tag + "-age",
        (left, top, left + age_w, bottom),
        age_label(i.age, t),
        size,
        WHITE,
        bold=True,
        align="center",
        wrap=False,
    )
    c.put(
        tag + "-type",
        (left + age_w + 2, top, right - 2, bottom),
        type_label(i, t),
        size,
        card_fg(i),
        bold=True,
        wrap=False,
    )
