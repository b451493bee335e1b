"""Drawing pieces shared by every Hadara image: the canvas, panels, chips, cards, slots.

Every string is drawn through :meth:`Canvas.text` with a ``kind`` (see
:mod:`render.hadara.phone`), so that the size each kind of text ends up at on a phone can be
measured and held to a goal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import ImageDraw

from render import text as rtext
from render.hadara import theme as th
from render.i18n import Translator
from render.shapes import panel_drawer
from render.shapes import paste as paste
from render.text import RGB, Box, Fitted, HAlign, VAlign
from render.view import view_check
from rules.hadara.data import TRACKS, Card, DataSet
from rules.hadara.data import load as load_data

VIEW_FORMAT = "hadara-view/1"
check_view = view_check(VIEW_FORMAT, "rules.hadara.views.view", "Hadara")
CARD_COST_INK: RGB = th.COIN_INK
CARD_POINTS_INK: RGB = (160, 110, 20)
EFFECT_INK: RGB = (100, 40, 130)


@dataclass(frozen=True, slots=True)
class Drawn:
    """One string as drawn: its kind, the text and the font size it was fitted at."""

    kind: str
    text: str
    size: int


class Canvas(rtext.Canvas):
    """:class:`render.text.Canvas` that remembers the kind and final size of every string."""

    def __init__(self, width: int, height: int, background: RGB) -> None:
        super().__init__(width, height, background)
        self.drawn: list[Drawn] = []

    def text(
        self,
        box: Box,
        text: str,
        size: int,
        fill: RGB,
        *,
        bold: bool = False,
        align: HAlign = "left",
        valign: VAlign = "middle",
        wrap: bool = True,
        shrink_to: float = 0.7,
        kind: str = "other",
    ) -> Fitted:
        fitted = super().text(
            box,
            text,
            size,
            fill,
            bold=bold,
            align=align,
            valign=valign,
            wrap=wrap,
            shrink_to=shrink_to,
        )
        if text.strip():
            self.drawn.append(Drawn(kind, text, fitted.size))
        return fitted

    def crop(self, height: int) -> None:
        """Cut the image to ``height`` px (images are drawn on a tall canvas, then cut)."""
        self.image = self.image.crop((0, 0, self.width, max(1, height)))
        self.draw = ImageDraw.Draw(self.image)


def data() -> DataSet:
    """Static, public card faces (never the game state)."""
    return load_data()


panel = panel_drawer(th.PANEL, 10)


def text_width(text: str, size: int, bold: bool = False) -> int:
    return int(rtext.font(size, bold).getlength(text)) + 2 * rtext.PAD + 1


def icon_value(
    c: Canvas,
    box: Box,
    name: str,
    value: str,
    size: int,
    fg: RGB = th.TEXT,
    icon_fg: RGB | None = None,
    bold: bool = True,
    kind: str = "result",
    align: HAlign = "left",
) -> None:
    """An icon followed by a value, vertically centred in ``box``."""
    left, top, right, bottom = box
    s = min(bottom - top, int(size * 1.1))
    if align == "center":
        w = min(right - left - s - 4, text_width(value, size, bold))
        left = max(left, left + (right - left - s - 4 - w) // 2)
    paste(c, th.icon(name, s, icon_fg or fg), left, top + (bottom - top - s) // 2)
    c.text((left + s + 4, top, right, bottom), value, size, fg, bold=bold, kind=kind)


def coins_value(
    c: Canvas, box: Box, value: str, size: int, fg: RGB = th.TEXT, kind: str = "coins"
) -> None:
    """Coins held: the amber stack of coins and the number."""
    icon_value(c, box, "coin", value, size, fg, icon_fg=th.COIN, kind=kind)


def points_value(
    c: Canvas, box: Box, value: str, size: int, fg: RGB = th.TEXT, kind: str = "score"
) -> None:
    icon_value(c, box, "points", value, size, fg, icon_fg=th.GOLD, kind=kind)


def track_badge(c: Canvas, track: str, s: int, x: int, y: int) -> None:
    color = th.TRACK_COLOR[track]
    paste(c, th.badge(track, s, th.COLOR_RGB[color], th.COLOR_FG[color]), x, y)


def color_chip(
    c: Canvas,
    box: Box,
    color: str,
    t: Translator,
    value: str | None,
    size: int = 26,
    dim: bool = False,
    letter: bool = False,
    kind: str = "count",
) -> None:
    """A chip in the colour with its icon (a distinct shape per colour, so colour never
    carries meaning alone), optionally its letter code, and a value."""
    left, top, right, bottom = box
    bg = th.COLOR_RGB[color]
    fg = th.COLOR_FG[color]
    if dim:
        bg = th.mix(bg, th.PANEL, 0.65)
        fg = th.mix(fg, th.PANEL, 0.35)
    panel(c, box, bg, radius=6)
    h = bottom - top
    s = min(int(h * 0.62), size)
    x = left + 5
    paste(c, th.icon(th.COLOR_ICON[color], s, fg), x, top + (h - s) // 2)
    x += s + 2
    if letter:
        code = t(f"color-letter-{color}")
        lw = text_width(code, size, True)
        right_end = right - 2 if value is None else min(right - 2, x + lw)
        c.text((x, top, right_end, bottom), code, size, fg, bold=True, kind="colour")
        x = right_end
    if value is not None:
        c.text((x, top, right - 3, bottom), value, size, fg, bold=True, align="right", kind=kind)


def track_cell(
    c: Canvas,
    box: Box,
    track: str,
    value: str,
    size: int,
    label: str | None = None,
    label_size: int = 20,
    kind: str = "track",
) -> None:
    """A track's badge on its colour and its value; optionally its name below."""
    left, top, right, bottom = box
    h = bottom - top
    if label is None:
        s = min(int(h * 0.85), size + 4)
        track_badge(c, track, s, left, top + (h - s) // 2)
        c.text((left + s + 6, top, right, bottom), value, size, th.TEXT, bold=True, kind=kind)
        return
    s = min(size + 8, h // 2)
    track_badge(c, track, s, left, top + 2)
    c.text((left + s + 6, top, right, top + s + 4), value, size, th.TEXT, bold=True, kind=kind)
    c.text(
        (left, top + s + 4, right, bottom),
        label,
        label_size,
        th.MUTED,
        shrink_to=1.0,
        kind="caption",
    )


def coat_and_name(
    c: Canvas, box: Box, seat: int, name: str, size: int, shrink_to: float = 0.85
) -> None:
    left, top, right, bottom = box
    h = bottom - top
    s = min(h, int(size * 2.0))
    paste(c, th.coat_badge(seat, s), left, top + (h - s) // 2)
    c.text(
        (left + s + 8, top, right, bottom),
        name,
        size,
        th.TEXT,
        bold=True,
        shrink_to=shrink_to,
        kind="name",
    )


def wrapped_height(text: str, width: int, size: int, bold: bool = False) -> int:
    """Height of ``text`` wrapped at full size in a box ``width`` px wide (plus 4 px)."""
    return rtext.fit(text, width - 2 * rtext.PAD, 4000, size, bold, True, 1.0).height + 4


def track_deltas(card: Card) -> list[tuple[str, int]]:
    return [(tr, v) for tr, v in zip(TRACKS, card.tracks, strict=True) if v]


def card_tag(card: Card, t: Translator) -> str:
    return f"{t(f'color-letter-{card.color}')} · {th.ROMAN[card.epoch]}" + (
        " ★" if card.star else ""
    )


def mini_card(
    c: Canvas,
    box: Box,
    card: Card,
    t: Translator,
    *,
    highlight: RGB | None = None,
    name: bool = True,
    size: int | None = None,
) -> None:
    """A face-up card on parchment: colour band, name (unless the caller shows it), cost,
    points, tracks, effect."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    color = card.color
    panel(
        c,
        box,
        th.PARCHMENT,
        radius=8,
        outline=highlight or th.COLOR_RGB[color],
        width=4 if highlight else 3,
    )
    band = max(34, h // 7)
    c.draw.rounded_rectangle([left, top, right - 1, top + band], radius=8, fill=th.COLOR_RGB[color])
    c.draw.rectangle([left, top + band - 8, right - 1, top + band], fill=th.COLOR_RGB[color])
    fg = th.COLOR_FG[color]
    s = band - 6
    paste(c, th.icon(th.COLOR_ICON[color], s, fg), left + 5, top + 3)
    c.text(
        (left + s + 10, top + 1, right - 6, top + band - 1),
        card_tag(card, t),
        int(band * 0.66),
        fg,
        bold=True,
        kind="colour",
    )
    pad = max(5, w // 24)
    fs = size or max(12, min(w // 8, h // 9))
    y = top + band + 4
    if name:
        name_h = int(fs * 2.5)
        c.text(
            (left + pad, y, right - pad, y + name_h),
            t(f"card-{card.id}"),
            fs,
            th.INK,
            bold=True,
            align="center",
            kind="card-name",
        )
        y += name_h + 2
    else:
        y += 6
    row = int(fs * 1.45)
    half = (w - 2 * pad) // 2
    icon_value(
        c,
        (left + pad, y, left + pad + half, y + row),
        "coin",
        str(card.cost),
        fs,
        th.INK,
        icon_fg=CARD_COST_INK,
        kind="card",
    )
    icon_value(
        c,
        (left + pad + half, y, right - pad, y + row),
        "points",
        str(card.points),
        fs,
        th.INK,
        icon_fg=CARD_POINTS_INK,
        kind="card",
    )
    y += row + 4
    deltas = track_deltas(card)
    cell = (w - 2 * pad) // 2
    for i, (tr, v) in enumerate(deltas):
        x0 = left + pad + (i % 2) * cell
        s2 = min(row, fs + 6)
        track_badge(c, tr, s2, x0, y + (row - s2) // 2)
        c.text((x0 + s2 + 3, y, x0 + cell, y + row), f"+{v}", fs, th.INK, bold=True, kind="card")
        if i % 2 == 1 or i == len(deltas) - 1:
            y += row + 2
    bottom_text = bottom - pad
    if card.effect is not None and bottom_text - y >= 14:
        c.text(
            (left + pad, y, right - pad, bottom_text),
            t(f"effect-short-{card.effect}"),
            fs - 2,
            EFFECT_INK,
            bold=True,
            align="center",
            shrink_to=0.92,
            kind="effect",
        )


STRIP_STRIPE = 48


def _strip_name(card: Card, t: Translator) -> str:
    return t(f"card-{card.id}") + (" ★" if card.star else "")


def _strip_values_width(card: Card, size: int, cost: bool, gains: bool = True) -> int:
    vs = size + 2
    w = 0
    if cost:
        w += vs + 2 + text_width(str(card.cost), vs, True) + 10
    w += vs + 2 + text_width(str(card.points), vs, True) + 10
    if gains:
        w += _strip_gains_width(card, size)
    return w


def _strip_gains_width(card: Card, size: int) -> int:
    vs = size + 2
    return sum(vs + 4 + text_width(f"+{v}", vs, True) + 8 for _tr, v in track_deltas(card))


@dataclass(frozen=True, slots=True)
class StripLayout:
    name_lines: int  # 1 or 2
    value_lines: int  # 1, or 2 when the track gains go below cost and points
    effect_lines: int  # 0 (none, or after the values) to 2
    inline_effect: bool

    @property
    def lines(self) -> int:
        return self.name_lines + self.value_lines + self.effect_lines


def strip_layout(
    card: Card, t: Translator, width: int, size: int, cost: bool = True
) -> StripLayout:
    """How :func:`card_strip` lays a card out at ``width``: the name on one line or two, then
    the values, then the effect after them when it fits there, else on lines of its own."""
    inner = width - STRIP_STRIPE - 16 - 2 * rtext.PAD
    one = rtext.fit(_strip_name(card, t), inner, size + 8, size, True, False, 0.92).fits
    name_lines = 1 if one else 2
    values = _strip_values_width(card, size, cost)
    value_lines = 1 if values <= inner else 2
    if card.effect is None:
        return StripLayout(name_lines, value_lines, 0, False)
    effect = t(f"effect-short-{card.effect}")
    ew = text_width(effect, size - 2)
    last = values if value_lines == 1 else _strip_gains_width(card, size)
    if ew <= inner - last - size - 4:
        return StripLayout(name_lines, value_lines, 0, True)
    return StripLayout(name_lines, value_lines, 1 if ew <= inner - size - 4 else 2, False)


def strip_lines(card: Card, t: Translator, width: int, size: int, cost: bool = True) -> int:
    """Lines :func:`card_strip` needs at ``width``."""
    return strip_layout(card, t, width, size, cost).lines


def strip_height(lines: int, size: int) -> int:
    return lines * (size + 8) + 8


def card_strip(
    c: Canvas,
    box: Box,
    card: Card,
    t: Translator,
    size: int,
    *,
    cost: bool = True,
    fill: RGB = th.PARCHMENT,
) -> None:
    """One card as a horizontal strip: a colour stripe with its icon and epoch; the name (on two
    lines if it must); the cost, points and track gains; the effect (short) after them or on
    lines of its own. A box too low for every line drops the effect first."""
    left, top, right, bottom = box
    h = bottom - top
    color = card.color
    panel(c, box, fill, radius=6)
    c.draw.rounded_rectangle(
        [left, top, left + STRIP_STRIPE - 1, bottom - 1], radius=6, fill=th.COLOR_RGB[color]
    )
    s = 30
    paste(c, th.icon(th.COLOR_ICON[color], s, th.COLOR_FG[color]), left + 9, top + 6)
    c.text(
        (left + 1, top + s + 8, left + STRIP_STRIPE - 1, bottom - 2),
        th.ROMAN[card.epoch],
        20,
        th.COLOR_FG[color],
        bold=True,
        align="center",
        valign="top",
        kind="label",
    )
    x0 = left + STRIP_STRIPE + 8
    r = right - 8
    lh = size + 8
    avail = max(2, (h - 4) // lh)
    lay = strip_layout(card, t, right - left, size, cost)
    value_lines = lay.value_lines
    name_lines = min(lay.name_lines, avail - value_lines)
    effect_lines = max(0, min(lay.effect_lines, avail - value_lines - name_lines))
    lines = name_lines + value_lines + effect_lines
    y = top + (h - lines * lh) // 2
    c.text(
        (x0, y, r, y + name_lines * lh),
        _strip_name(card, t),
        size,
        th.INK,
        bold=True,
        wrap=name_lines > 1,
        shrink_to=0.92,
        kind="card-name",
    )
    y += name_lines * lh
    y0, y1 = y, y + lh
    x = x0
    vs = size + 2
    if cost:
        x = _strip_value(c, x, y0, y1, "coin", str(card.cost), vs, CARD_COST_INK)
    x = _strip_value(c, x, y0, y1, "points", str(card.points), vs, CARD_POINTS_INK)
    if value_lines > 1:
        x = x0
        y0, y1 = y1, y1 + lh
    for tr, v in track_deltas(card):
        bs = vs + 4
        track_badge(c, tr, bs, x, y0 + (y1 - y0 - bs) // 2)
        w = text_width(f"+{v}", vs, True)
        c.text((x + bs + 2, y0, x + bs + 2 + w, y1), f"+{v}", vs, th.INK, bold=True, kind="card")
        x += bs + w + 8
    if card.effect is None:
        return
    effect = t(f"effect-short-{card.effect}")
    if lay.inline_effect:
        paste(c, th.icon("gem", size - 2, EFFECT_INK), x, y0 + (lh - size + 2) // 2)
        c.text((x + size + 2, y0, r, y1), effect, size - 2, EFFECT_INK, wrap=False, kind="effect")
    elif effect_lines:
        paste(c, th.icon("gem", size - 2, EFFECT_INK), x0, y1 + (lh - size + 2) // 2)
        c.text(
            (x0 + size + 2, y1, r, y1 + effect_lines * lh),
            effect,
            size - 2,
            EFFECT_INK,
            wrap=effect_lines > 1,
            shrink_to=1.0 if effect_lines > 1 else 0.92,
            valign="top" if effect_lines > 1 else "middle",
            kind="effect",
        )


def _strip_value(
    c: Canvas, x: int, y0: int, y1: int, glyph: str, value: str, size: int, ink: RGB
) -> int:
    s = min(y1 - y0 - 2, size + 2)
    paste(c, th.icon(glyph, s, ink), x, y0 + (y1 - y0 - s) // 2)
    w = text_width(value, size, True)
    c.text((x + s + 2, y0, x + s + 2 + w, y1), value, size, th.INK, bold=True, kind="card")
    return x + s + w + 10


def statue_slot(
    c: Canvas,
    box: Box,
    carved: Mapping[str, Any] | None,
    requirement: int | None,
    size: int,
) -> None:
    """An uncarved statue (outline, with its culture requirement when given) or a carved one
    with its tile: face up shows the tile's track icon, face down the points star."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    if carved is None:
        panel(c, box, th.PANEL, radius=6, outline=th.LINE)
        s = int(min(w, h) * 0.5)
        if requirement is None:
            paste(c, th.icon("statue", s, th.DIM), left + (w - s) // 2, top + (h - s) // 2)
            return
        paste(c, th.icon("statue", s, th.DIM), left + (w - s) // 2, top + 3)
        c.text(
            (left + 1, top + s + 3, right - 1, bottom - 2),
            str(requirement),
            size,
            th.DIM,
            bold=True,
            align="center",
            kind="label",
        )
        return
    tile = str(carved["tile"])
    up = bool(carved["face_up"])
    bg = th.COLOR_RGB[tile] if up else th.mix(th.COLOR_RGB[tile], th.PANEL, 0.55)
    fg = th.COLOR_FG[tile] if up else th.TEXT
    panel(c, box, bg, radius=6, outline=th.GOLD, width=2)
    s = int(min(w, h) * 0.45)
    paste(c, th.icon("statue", s, fg), left + (w - s) // 2, top + 3)
    mark = th.COLOR_ICON[tile] if up else "points"
    s2 = min(int(h - s - 8), int(w * 0.62))
    paste(c, th.icon(mark, s2, fg), left + (w - s2) // 2, top + s + 5)


def medal_slot(c: Canvas, x: int, y: int, s: int, kind: str, tile: str | None) -> None:
    """A silver or gold medal space: empty outline, or filled (silver shows its tile colour)."""
    metal = th.SILVER if kind == "silver" else th.GOLD
    if tile is None:
        c.draw.ellipse([x, y, x + s - 1, y + s - 1], outline=th.mix(metal, th.PANEL, 0.45), width=2)
        return
    if kind == "gold":
        paste(c, th.badge("medal", s, th.GOLD, th.INK), x, y)
        return
    paste(
        c,
        th.badge(th.COLOR_ICON[tile], s, th.COLOR_RGB[tile], th.COLOR_FG[tile], ring=th.SILVER),
        x,
        y,
    )


def colony_slot(
    c: Canvas,
    box: Box,
    level: int,
    colony: Mapping[str, Any] | None,
    size: int,
) -> None:
    """A colony level: empty (its level, dim), plundered (coin stack, points) or integrated
    (colony icon, points)."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    if colony is None:
        panel(c, box, th.BG, radius=6, outline=th.LINE, width=1)
        c.text(
            (left + 1, top + 2, right - 1, bottom - 2),
            str(level),
            size,
            th.DIM,
            bold=True,
            align="center",
            kind="label",
        )
        return
    integrated = bool(colony.get("integrated"))
    fill = (64, 96, 70) if integrated else (112, 88, 50)
    panel(c, box, fill, radius=6, outline=th.GOOD if integrated else th.GOLD, width=2)
    s = int(min(w, h) * 0.4)
    glyph = "colony" if integrated else "coin"
    paste(c, th.icon(glyph, s, th.TEXT), left + (w - s) // 2, top + 3)
    c.text(
        (left + 1, top + s + 3, right - 1, bottom - 2),
        str(colony.get("points", 0)),
        size,
        th.TEXT,
        bold=True,
        align="center",
        kind="score",
    )


def colony_of_level(colonies: Sequence[Mapping[str, Any]], level: int) -> Mapping[str, Any] | None:
    for col in colonies:
        if col.get("level") == level:
            return col
    return None


def mark(c: Canvas, x: int, y: int, ok: bool | None, size: int = 30) -> None:
    """A check or cross badge (shape, not only colour); nothing when unknown."""
    if ok is None:
        return
    glyph, color = ("check", th.GOOD) if ok else ("cross", th.BAD)
    paste(c, th.badge(glyph, size, color, th.BG), x, y)


def heading(c: Canvas, box: Box, glyph: str | None, label: str, size: int = 22) -> None:
    """A section title: a muted icon and label."""
    left, top, right, bottom = box
    x = left
    if glyph is not None:
        s = size + 2
        paste(c, th.icon(glyph, s, th.MUTED), x, top + (bottom - top - s) // 2)
        x += s + 8
    c.text((x, top, right, bottom), label, size, th.MUTED, bold=True, kind="heading")


def signed(value: int) -> str:
    """A change with its sign: +3, −2 (a real minus), ±0."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"−{-value}"
    return "±0"


def stats_row(
    c: Canvas, t: Translator, box: Box, coins: int, tracks: Mapping[str, Any], size: int = 32
) -> None:
    """Coins and the four tracks, each with its caption under it."""
    x0, y, x1, bottom = box
    cw = (x1 - x0) // 5
    coins_value(c, (x0, y, x0 + cw - 4, y + size + 12), str(coins), size)
    c.text((x0, y + size + 14, x0 + cw - 4, bottom), t("coins"), 20, th.MUTED, kind="caption")
    for k, tr in enumerate(TRACKS):
        x = x0 + (k + 1) * cw
        track_cell(
            c,
            (x, y, x + cw - 4, bottom),
            tr,
            str(tracks[tr]),
            size,
            label=t(f"track-{tr}"),
            label_size=20,
        )
