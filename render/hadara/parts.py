"""Drawing pieces shared by every Hadara image: panels, chips, mini cards, slots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from render.hadara import theme as th
from render.i18n import Translator
from render.text import RGB, Box, Canvas
from rules.hadara.data import TRACKS, Card, DataSet
from rules.hadara.data import load as load_data

VIEW_FORMAT = "hadara-view/1"


def check_view(view: object) -> Mapping[str, Any]:
    """Render functions accept only views of the rules core, never a game state."""
    if not isinstance(view, Mapping):
        raise TypeError(
            f"render functions take a view (rules.hadara.views.view), not {type(view).__name__}"
        )
    if view.get("format") != VIEW_FORMAT:
        raise TypeError(f"not a Hadara view: format {view.get('format')!r}")
    return view


def data() -> DataSet:
    """Static, public card faces (never the game state)."""
    return load_data()


def paste(c: Canvas, img: Image.Image, x: int, y: int) -> None:
    c.image.paste(img, (x, y), img)


def panel(
    c: Canvas,
    box: Box,
    fill: RGB = th.PANEL,
    radius: int = 10,
    outline: RGB | None = None,
    width: int = 2,
) -> None:
    c.draw.rounded_rectangle(
        [box[0], box[1], box[2] - 1, box[3] - 1],
        radius=radius,
        fill=fill,
        outline=outline,
        width=width,
    )


def icon_value(
    c: Canvas,
    box: Box,
    name: str,
    value: str,
    size: int,
    fg: RGB = th.TEXT,
    icon_fg: RGB | None = None,
    bold: bool = True,
) -> None:
    """An icon followed by a (large) value, vertically centred in ``box``."""
    left, top, right, bottom = box
    s = min(bottom - top, int(size * 1.05))
    paste(c, th.icon(name, s, icon_fg or fg), left, top + (bottom - top - s) // 2)
    c.text((left + s + 4, top, right, bottom), value, size, fg, bold=bold)


def color_chip(
    c: Canvas,
    box: Box,
    color: str,
    t: Translator,
    value: str | None,
    size: int = 22,
    dim: bool = False,
) -> None:
    """A chip in the colour with its icon and letter (and a value): never colour alone."""
    left, top, right, bottom = box
    bg = th.COLOR_RGB[color]
    fg = th.COLOR_FG[color]
    if dim:
        bg = th.mix(bg, th.PANEL, 0.65)
        fg = th.mix(fg, th.PANEL, 0.35)
    panel(c, box, bg, radius=6)
    h = bottom - top
    letter = t(f"color-letter-{color}")
    if value is None:
        s = int(h * 0.62)
        paste(c, th.icon(th.COLOR_ICON[color], s, fg), left + 4, top + (h - s) // 2)
        c.text(
            (left + s + 6, top + 2, left + s + 6 + int(h * 0.6), bottom - 2),
            letter,
            int(size * 0.6),
            fg,
            bold=True,
        )
        return
    s = int(h * 0.46)
    paste(c, th.icon(th.COLOR_ICON[color], s, fg), left + 4, top + 4)
    c.text(
        (left + 2, top + s + 4, left + s + 6, bottom - 1),
        letter,
        max(11, int(h * 0.3)),
        fg,
        bold=True,
        align="center",
    )
    c.text((left + s + 6, top, right - 3, bottom), value, size, fg, bold=True, align="center")


def track_cell(
    c: Canvas,
    box: Box,
    track: str,
    value: str,
    size: int,
    label: str | None = None,
) -> None:
    """A track's icon on its colour, then its value (and optionally its name below)."""
    left, top, right, bottom = box
    color = th.TRACK_COLOR[track]
    h = bottom - top
    s = min(int(h * 0.8), size + 8) if label is None else min(int(h * 0.55), size + 8)
    bg = th.COLOR_RGB[color]
    paste(
        c,
        th.badge(track, s, bg, th.COLOR_FG[color]),
        left,
        top + (h - s) // 2 if label is None else top + 2,
    )
    if label is None:
        c.text((left + s + 6, top, right, bottom), value, size, th.TEXT, bold=True)
    else:
        c.text((left + s + 6, top, right, top + s + 4), value, size, th.TEXT, bold=True)
        c.text((left, top + s + 4, right, bottom), label, int(size * 0.55), th.MUTED)


def coat_and_name(c: Canvas, box: Box, seat: int, name: str, size: int, t: Translator) -> None:
    left, top, right, bottom = box
    h = bottom - top
    s = min(h, int(size * 2.2))
    paste(c, th.coat_badge(seat, s), left, top + (h - s) // 2)
    c.text((left + s + 8, top, right, bottom), name, size, th.TEXT, bold=True)


def track_deltas(card: Card) -> list[tuple[str, int]]:
    return [(tr, v) for tr, v in zip(TRACKS, card.tracks, strict=True) if v]


def mini_card(
    c: Canvas,
    box: Box,
    card: Card,
    t: Translator,
    *,
    note: str | None = None,
    highlight: RGB | None = None,
) -> None:
    """A small face-up card on parchment: colour band, name, cost, points, tracks, effect."""
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
    band = max(22, h // 6)
    c.draw.rounded_rectangle([left, top, right - 1, top + band], radius=8, fill=th.COLOR_RGB[color])
    c.draw.rectangle([left, top + band - 8, right - 1, top + band], fill=th.COLOR_RGB[color])
    fg = th.COLOR_FG[color]
    s = band - 6
    paste(c, th.icon(th.COLOR_ICON[color], s, fg), left + 5, top + 3)
    tag = th.ROMAN[card.epoch] + (" ★" if card.star else "")
    c.text(
        (left + s + 10, top + 1, right - 6, top + band - 1),
        f"{t(f'color-letter-{color}')} · {tag}",
        int(band * 0.6),
        fg,
        bold=True,
    )
    pad = max(5, w // 24)
    fs = max(12, min(w // 8, h // 8))
    y = top + band + 4
    name_h = int(fs * 2.5)
    c.text(
        (left + pad, y, right - pad, y + name_h),
        t(f"card-{card.id}"),
        fs,
        th.INK,
        bold=True,
        align="center",
    )
    y += name_h + 2
    row = int(fs * 1.5)
    half = (w - 2 * pad) // 2
    icon_value(
        c,
        (left + pad, y, left + pad + half, y + row),
        "coin",
        str(card.cost),
        fs,
        th.INK,
        icon_fg=(170, 120, 20),
    )
    icon_value(
        c,
        (left + pad + half, y, right - pad, y + row),
        "points",
        str(card.points),
        fs,
        th.INK,
        icon_fg=(160, 110, 20),
    )
    y += row + 4
    deltas = track_deltas(card)
    cell = (w - 2 * pad) // 2
    for i, (tr, v) in enumerate(deltas):
        x0 = left + pad + (i % 2) * cell
        s2 = min(row, fs + 6)
        col = th.TRACK_COLOR[tr]
        paste(c, th.badge(tr, s2, th.COLOR_RGB[col], th.COLOR_FG[col]), x0, y + (row - s2) // 2)
        c.text((x0 + s2 + 3, y, x0 + cell, y + row), f"+{v}", fs, th.INK, bold=True)
        if i % 2 == 1 or i == len(deltas) - 1:
            y += row + 2
    bottom_text = bottom - pad
    if card.effect is not None and bottom_text - y >= 14:
        c.text(
            (left + pad, y, right - pad, bottom_text),
            t(f"effect-short-{card.effect}"),
            int(fs * 0.85),
            (90, 40, 120),
            bold=True,
            align="center",
        )
    elif note is not None and bottom_text - y >= 14:
        c.text(
            (left + pad, y, right - pad, bottom_text), note, int(fs * 0.8), th.INK, align="center"
        )


def card_row(c: Canvas, box: Box, card: Card, t: Translator, size: int) -> None:
    """One card as a compact row: colour stripe with icon, name, track gains (or its effect
    under the name), points."""
    left, top, right, bottom = box
    h = bottom - top
    color = card.color
    panel(c, box, th.PARCHMENT, radius=6)
    c.draw.rounded_rectangle(
        [left, top, left + h - 1, bottom - 1], radius=6, fill=th.COLOR_RGB[color]
    )
    s = int(h * 0.62)
    paste(
        c,
        th.icon(th.COLOR_ICON[color], s, th.COLOR_FG[color]),
        left + (h - s) // 2,
        top + (h - s) // 2,
    )
    x = left + h + 4
    points_w = 44
    label = t(f"card-{card.id}") + (" ★" if card.star else "")
    deltas = track_deltas(card)
    cell = 48
    two_lines = card.effect is not None or len(deltas) >= 3
    if two_lines:
        mid = top + h // 2
        c.text(
            (x, top + 1, right - points_w, mid + 1),
            label,
            int(size * 0.9),
            th.INK,
            bold=True,
            wrap=False,
            shrink_to=0.65,
        )
        if card.effect is not None:
            c.text(
                (x, mid, right - points_w, bottom - 1),
                t(f"effect-short-{card.effect}"),
                int(size * 0.8),
                (100, 40, 130),
                bold=True,
                wrap=False,
                shrink_to=0.65,
            )
            xr = right  # no gains row
            deltas = []
        xr = x
        y0, y1 = mid, bottom
    else:
        name_right = right - points_w - cell * len(deltas)
        c.text((x, top + 1, name_right, bottom - 1), label, size, th.INK, bold=True)
        xr = name_right + 2
        y0, y1 = top, bottom
    for tr, v in deltas:
        s2 = min(int(h * 0.55), y1 - y0 - 2)
        col = th.TRACK_COLOR[tr]
        paste(
            c, th.badge(tr, s2, th.COLOR_RGB[col], th.COLOR_FG[col]), xr, y0 + (y1 - y0 - s2) // 2
        )
        c.text(
            (xr + s2, y0, xr + cell, y1),
            f"+{v}",
            int(size * 0.9) if two_lines else size,
            th.INK,
            bold=True,
        )
        xr += cell
    icon_value(
        c,
        (right - points_w, top, right - 2, bottom),
        "points",
        str(card.points),
        size,
        th.INK,
        icon_fg=(160, 110, 20),
    )


def statue_slot(
    c: Canvas,
    box: Box,
    carved: Mapping[str, Any] | None,
    requirement: int,
    t: Translator,
    size: int,
) -> None:
    """An uncarved statue (outline with its culture requirement) or a carved one with its tile:
    face up shows the tile's track icon and an up arrow, face down shows the points star."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    if carved is None:
        panel(c, box, th.PANEL, radius=6, outline=th.LINE)
        s = int(min(w, h) * 0.42)
        paste(c, th.icon("statue", s, th.DIM), left + (w - s) // 2, top + 3)
        c.text(
            (left + 2, top + s + 3, right - 2, bottom - 2),
            str(requirement),
            size,
            th.DIM,
            bold=True,
            align="center",
        )
        return
    tile = str(carved["tile"])
    up = bool(carved["face_up"])
    bg = th.COLOR_RGB[tile] if up else th.mix(th.COLOR_RGB[tile], th.PANEL, 0.55)
    fg = th.COLOR_FG[tile] if up else th.TEXT
    panel(c, box, bg, radius=6, outline=th.GOLD, width=2)
    s = int(min(w, h) * 0.42)
    paste(c, th.icon("statue", s, fg), left + (w - s) // 2, top + 3)
    mark = th.COLOR_ICON[tile] if up else "points"
    s2 = min(int(h - s - 8), int(w * 0.5))
    paste(c, th.icon(mark, s2, fg), left + (w - s2) // 2, top + s + 5)


def medal_slot(c: Canvas, x: int, y: int, s: int, kind: str, tile: str | None) -> None:
    """A silver or gold medal space: empty outline, or filled (silver shows its tile colour)."""
    metal = th.SILVER if kind == "silver" else th.GOLD
    if tile is None and kind == "silver":
        c.draw.ellipse([x, y, x + s - 1, y + s - 1], outline=th.mix(metal, th.PANEL, 0.5), width=2)
        return
    if kind == "gold" and tile is None:
        c.draw.ellipse([x, y, x + s - 1, y + s - 1], outline=th.mix(metal, th.PANEL, 0.5), width=2)
        return
    if kind == "gold":
        paste(c, th.badge("medal", s, th.GOLD, th.INK), x, y)
        return
    assert tile is not None
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
    t: Translator,
    size: int,
) -> None:
    """A colony level: empty (level number), plundered (coin side, points) or integrated
    (reverse revealed: track gains and points)."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    if colony is None:
        panel(c, box, th.BG, radius=6, outline=th.LINE, width=1)
        c.text(
            (left + 2, top + 2, right - 2, bottom - 2),
            str(level),
            size,
            th.DIM,
            bold=True,
            align="center",
        )
        return
    integrated = bool(colony.get("integrated"))
    fill = (64, 96, 70) if integrated else (112, 88, 50)
    panel(c, box, fill, radius=6, outline=th.GOOD if integrated else th.GOLD, width=2)
    s = int(min(w, h) * 0.36)
    glyph = "colony" if integrated else "coin"
    paste(c, th.icon(glyph, s, th.TEXT), left + 4, top + 4)
    c.text(
        (left + s + 6, top + 2, right - 3, top + s + 6),
        str(level),
        int(size * 0.75),
        th.MUTED,
        bold=True,
        align="right",
    )
    c.text(
        (left + 2, top + s + 6, right - 2, bottom - 2),
        t("points-short", points=colony.get("points", 0)),
        size,
        th.TEXT,
        bold=True,
        align="center",
    )


def colony_of_level(colonies: Sequence[Mapping[str, Any]], level: int) -> Mapping[str, Any] | None:
    for col in colonies:
        if col.get("level") == level:
            return col
    return None
