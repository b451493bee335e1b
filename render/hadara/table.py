"""The public table: wheel, decks and discard piles, colony stacks, progress, every player."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.hadara import parts
from render.hadara import theme as th
from render.i18n import Translator
from render.text import Canvas
from rules.hadara.data import COLONY_LEVELS, COLORS, TRACKS

W = 1600
M = 16
HEADER_H = 64
BOARD_TOP = HEADER_H + 8
BOARD_H = 330
PLAYERS_TOP = BOARD_TOP + BOARD_H + 12
COLS_H = 34
ROW_H = 116

# Player grid columns (left, right).
C_ID = (M + 8, 236)
C_COINS = (240, 334)
C_TRACKS = (338, 528)
C_CARDS = (536, 818)
C_STATUES = (828, 1018)
C_MEDALS = (1026, 1122)
C_COLONIES = (1130, 1392)
C_EFFECTS = (1398, W - M - 8)


def player_name(names: Sequence[str], seat: int, t: Translator) -> str:
    if seat < len(names) and names[seat]:
        return names[seat]
    return t(f"coat-{th.coat(seat)}")


def progress_text(view: Mapping[str, Any], t: Translator) -> str:
    parts_: list[str] = []
    epoch = int(view.get("epoch", 0))
    if epoch:
        parts_.append(t("epoch", epoch=th.ROMAN.get(epoch, str(epoch))))
    parts_.append(t(f"phase-{view['phase']}"))
    step = str(view["step"])
    if step == "draft":
        parts_.append(t("step-draft", round=view.get("round") or 1))
    else:
        parts_.append(t(f"step-{step}"))
    return " · ".join(parts_)


def render_table(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> bytes:
    """PNG of the whole table as everyone sees it (pass a spectator view)."""
    return draw_table(view, t, names).png()


def draw_table(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> Canvas:
    view = parts.check_view(view)
    n = int(view["players_n"])
    height = PLAYERS_TOP + COLS_H + n * ROW_H + M
    c = Canvas(W, height, th.BG)
    _header(c, view, t, names)
    _wheel(c, view, t)
    _decks(c, view, t, names)
    _colonies(c, view, t)
    _players(c, view, t, names)
    return c


def _header(c: Canvas, view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> None:
    parts.panel(c, (0, 0, W, HEADER_H), th.PANEL_HI, radius=0)
    c.text((M + 4, 6, 860, HEADER_H - 6), progress_text(view, t), 30, th.TEXT, bold=True)
    x = 880
    c.text((x, 6, x + 130, HEADER_H - 6), t("to-act"), 22, th.MUTED, align="right")
    x += 142
    acting = [int(s) for s in view.get("to_act", [])]
    chosen = {int(s) for s in view.get("chosen", [])}
    seats = sorted(set(acting) | chosen, key=lambda s: (s not in acting, s))
    if not seats:
        c.text((x, 6, W - M, HEADER_H - 6), t("nobody"), 24, th.MUTED)
        return
    slot = min(300, (W - M - x) // max(1, len(seats)))
    for seat in seats:
        s = 44
        parts.paste(c, th.coat_badge(seat, s), x, (HEADER_H - s) // 2)
        done = seat in chosen
        mark = "check" if done else "hourglass"
        parts.paste(
            c,
            th.badge(mark, 22, th.PANEL_HI, th.GOOD if done else th.GOLD),
            x + s - 14,
            HEADER_H - 28,
        )
        if slot >= 150:  # with many seats the coats alone say it; rows below name them
            c.text(
                (x + s + 10, 6, x + slot - 8, HEADER_H - 6),
                player_name(names, seat, t),
                22,
                th.TEXT if not done else th.MUTED,
                bold=True,
            )
        x += slot if slot >= 150 else s + 16


@lru_cache(maxsize=8)
def _wheel_image(colors: tuple[str, ...], size: int) -> Image.Image:
    """The wheel's five wedges, drawn large and scaled down for smooth edges."""
    big = size * 4
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    for i, color in enumerate(colors):
        start = -90 + i * 72 - 36
        d.pieslice(
            [0, 0, big - 1, big - 1],
            start,
            start + 72,
            fill=(*th.COLOR_RGB[color], 255),
            outline=(*th.BG, 255),
            width=10,
        )
    r = big * 0.16
    cx = big / 2
    d.ellipse(
        [cx - r, cx - r, cx + r, cx + r], fill=(*th.PANEL_HI, 255), outline=(*th.GOLD, 255), width=8
    )
    img = img.resize((size, size), Image.Resampling.LANCZOS)
    for i, color in enumerate(colors):
        a = math.radians(-90 + i * 72)
        s = size // 7
        x = int(size / 2 + math.cos(a) * size * 0.25 - s / 2)
        y = int(size / 2 + math.sin(a) * size * 0.25 - s / 2)
        img.alpha_composite(th.icon(th.COLOR_ICON[color], s, th.COLOR_FG[color]), (x, y))
    return img


def _wheel(c: Canvas, view: Mapping[str, Any], t: Translator) -> None:
    box = (M, BOARD_TOP, M + 320, BOARD_TOP + BOARD_H)
    parts.panel(c, box)
    c.text((box[0] + 12, box[1] + 6, box[2] - 12, box[1] + 36), t("wheel"), 20, th.MUTED, bold=True)
    colors = tuple(str(w["color"]) for w in view["wheel"])
    size = 280
    x0 = box[0] + (320 - size) // 2
    y0 = box[1] + 40
    parts.paste(c, _wheel_image(colors, size), x0, y0)
    epoch = int(view.get("epoch", 0))
    if epoch:
        r = int(size * 0.16)
        cx, cy = x0 + size // 2, y0 + size // 2
        c.text(
            (cx - r, cy - r, cx + r, cy + r),
            th.ROMAN.get(epoch, ""),
            30,
            th.GOLD,
            bold=True,
            align="center",
        )
    for i, w in enumerate(view["wheel"]):
        seat = w.get("seat")
        if seat is None:
            continue
        a = math.radians(-90 + i * 72)
        s = 54
        x = int(x0 + size / 2 + math.cos(a) * size * 0.39 - s / 2)
        y = int(y0 + size / 2 + math.sin(a) * size * 0.39 - s / 2)
        parts.paste(c, th.coat_badge(int(seat), s), x, y)


def _decks(c: Canvas, view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> None:
    box = (M + 332, BOARD_TOP, 1180, BOARD_TOP + BOARD_H)
    parts.panel(c, box)
    c.text((box[0] + 12, box[1] + 6, box[2] - 12, box[1] + 36), t("decks"), 20, th.MUTED, bold=True)
    data = parts.data()
    col_w = (box[2] - box[0] - 16) // 5
    for i, w in enumerate(view["wheel"]):
        color = str(w["color"])
        x = box[0] + 8 + i * col_w
        r = x + col_w - 8
        y = box[1] + 40
        parts.color_chip(c, (x, y, r, y + 34), color, t, None)
        c.text((x + 60, y, r - 6, y + 34), t(f"color-{color}"), 20, th.COLOR_FG[color], bold=True)
        y += 40
        size = int(w.get("deck_size", 0))
        seat = w.get("seat")
        parts.paste(c, th.icon("deck", 28, th.TEXT if size else th.DIM), x, y + 1)
        # The arrow and coat of arms take the right end when a seat points at this deck.
        c.text(
            (x + 34, y, r - 46 if seat is not None else r, y + 30),
            t("deck-size", count=size),
            22,
            th.TEXT if size else th.DIM,
            bold=True,
        )
        if seat is not None:
            parts.paste(c, th.icon("arrow", 18, th.GOLD), r - 42, y + 6)
            parts.paste(c, th.coat_badge(int(seat), 26), r - 22, y + 2)
        y += 36
        top = w.get("pile_top")
        card_box = (x, y, r, y + 178)
        if top is not None:
            parts.mini_card(c, card_box, data.cards[str(top)], t)
        else:
            parts.panel(c, card_box, th.BG, radius=8, outline=th.LINE, width=2)
            c.text((x + 8, y + 8, r - 8, y + 170), t("pile-empty"), 18, th.DIM, align="center")
        y += 184
        pile = int(w.get("pile_size", 0))
        parts.paste(c, th.icon("pile", 24, th.MUTED), x, y + 2)
        c.text((x + 30, y, r, y + 28), t("pile-size", count=pile), 20, th.MUTED, bold=True)


def _colonies(c: Canvas, view: Mapping[str, Any], t: Translator) -> None:
    box = (1192, BOARD_TOP, W - M, BOARD_TOP + BOARD_H)
    parts.panel(c, box)
    legend = box[2] - 250
    c.text(
        (box[0] + 12, box[1] + 6, legend - 6, box[1] + 36), t("colonies"), 20, th.MUTED, bold=True
    )
    parts.paste(c, th.icon("coin", 18, th.GOOD), legend, box[1] + 12)
    c.text(
        (legend + 20, box[1] + 6, legend + 120, box[1] + 36), t("plunder"), 15, th.GOOD, bold=True
    )
    parts.paste(c, th.icon("colony", 18, th.BAD), legend + 124, box[1] + 12)
    c.text(
        (legend + 144, box[1] + 6, box[2] - 10, box[1] + 36), t("integrate"), 15, th.BAD, bold=True
    )
    row_h = 56
    y = box[1] + 40
    for stack in view["colony_stacks"]:
        level = int(stack["level"])
        x = box[0] + 10
        r = box[2] - 10
        parts.panel(c, (x, y, r, y + row_h - 6), th.PANEL_HI, radius=8)
        parts.paste(c, th.badge("military", 36, th.COLOR_RGB["red"], th.WHITE), x + 6, y + 7)
        c.text((x + 44, y + 2, x + 90, y + row_h - 8), str(level), 28, th.TEXT, bold=True)
        size = int(stack.get("size", 0))
        c.text((x + 90, y + 2, x + 152, y + row_h - 8), t("colony-left", count=size), 15, th.MUTED)
        top = stack.get("top")
        if top is None:
            c.text((x + 156, y + 2, r - 6, y + row_h - 8), t("colony-empty"), 18, th.DIM)
        else:
            xx = x + 154
            parts.icon_value(
                c,
                (xx, y + 8, xx + 72, y + row_h - 14),
                "coin",
                t("plunder-gain", coins=top["plunder"]),
                22,
                th.GOOD,
            )
            xx += 72
            parts.icon_value(
                c,
                (xx, y + 8, xx + 72, y + row_h - 14),
                "colony",
                t("integrate-cost", coins=top["integrate"]),
                22,
                th.BAD,
            )
            xx += 74
            parts.icon_value(
                c,
                (xx, y + 8, r - 4, y + row_h - 14),
                "points",
                str(top["points"]),
                24,
                th.TEXT,
                icon_fg=th.GOLD,
            )
        y += row_h


def _players(c: Canvas, view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> None:
    top = PLAYERS_TOP
    parts.panel(c, (M, top, W - M, top + COLS_H + len(view["players"]) * ROW_H))
    heads = [
        (C_ID, None, "players"),
        (C_COINS, "coin", "coins"),
        (C_TRACKS, None, "tracks"),
        (C_CARDS, "cards", "cards"),
        (C_STATUES, "statue", "statues"),
        (C_MEDALS, "medal", "medals"),
        (C_COLONIES, "colony", "colonies"),
        (C_EFFECTS, "gem", "effects"),
    ]
    for (x0, x1), glyph, label in heads:
        x = x0
        if glyph is not None:
            parts.paste(c, th.icon(glyph, 20, th.MUTED), x, top + 8)
            x += 26
        c.text((x, top + 4, x1, top + COLS_H - 2), t(label), 18, th.MUTED, bold=True)
    acting = {int(s) for s in view.get("to_act", [])}
    first = view.get("first_player")
    for i, p in enumerate(view["players"]):
        y = top + COLS_H + i * ROW_H
        seat = int(p["seat"])
        if i % 2 == 0:
            c.draw.rectangle(
                [M + 2, y, W - M - 3, y + ROW_H - 1], fill=th.mix(th.PANEL, th.BG, 0.4)
            )
        if seat in acting:
            c.draw.rectangle([M + 2, y + 4, M + 7, y + ROW_H - 5], fill=th.GOLD)
        _player_row(c, p, y, t, player_name(names, seat, t), seat == first, seat in acting)


def _player_row(
    c: Canvas,
    p: Mapping[str, Any],
    y: int,
    t: Translator,
    name: str,
    first: bool,
    acting: bool,
) -> None:
    seat = int(p["seat"])
    # identity
    x0, x1 = C_ID
    s = 62
    parts.paste(c, th.coat_badge(seat, s), x0, y + 10)
    c.text((x0 + s + 8, y + 8, x1, y + 50), name, 24, th.TEXT, bold=True)
    bx = x0 + s + 8
    if first:
        parts.paste(c, th.icon("flag", 20, th.GOLD), bx, y + 56)
        c.text((bx + 24, y + 52, x1, y + 80), t("first-player"), 15, th.GOLD, bold=True)
    if acting:
        parts.paste(c, th.icon("hourglass", 20, th.GOLD), bx, y + 84)
        c.text((bx + 24, y + 80, x1, y + 108), t("to-act"), 15, th.GOLD, bold=True)
    elif not first:
        c.text(
            (bx, y + 52, x1, y + 80), t("initiative", value=p.get("initiative", 0)), 15, th.MUTED
        )
    # coins
    x0, x1 = C_COINS
    parts.paste(c, th.icon("coin", 34, th.GOLD), x0 + (x1 - x0 - 34) // 2, y + 14)
    c.text((x0, y + 52, x1, y + 102), str(p["coins"]), 34, th.TEXT, bold=True, align="center")
    # tracks, 2 × 2
    x0, x1 = C_TRACKS
    cw = (x1 - x0) // 2
    tracks = p["tracks"]
    for k, tr in enumerate(TRACKS):
        cx = x0 + (k % 2) * cw
        cy = y + 8 + (k // 2) * 52
        parts.track_cell(c, (cx, cy, cx + cw - 6, cy + 48), tr, str(tracks[tr]), 30)
    # cards per colour
    x0, x1 = C_CARDS
    counts = p["color_counts"]
    cw = (x1 - x0) // 5
    for k, color in enumerate(COLORS):
        cx = x0 + k * cw
        n = int(counts.get(color, 0))
        parts.color_chip(c, (cx, y + 12, cx + cw - 4, y + 60), color, t, str(n), 26, dim=n == 0)
    total = len(p["cards"])
    food = int(tracks["food"])
    c.text(
        (x0, y + 66, x0 + 130, y + 100),
        t("card-count", count=total),
        18,
        th.BAD if total > food else th.MUTED,
        bold=total > food,
    )
    sets = min(int(counts.get(col, 0)) for col in COLORS)
    c.text((x0 + 136, y + 66, x1 - 4, y + 100), t("sets", count=sets), 18, th.MUTED, align="right")
    # statues
    x0, x1 = C_STATUES
    cw = (x1 - x0) // 4
    statues = parts.data().statues
    for k, carved in enumerate(p["statues"]):
        cx = x0 + k * cw
        parts.statue_slot(
            c, (cx, y + 10, cx + cw - 6, y + ROW_H - 10), carved, statues[k].culture, t, 20
        )
    # medals: silver row, gold row
    x0, x1 = C_MEDALS
    ms = 42
    silver = list(p.get("silver", []))
    for k in range(2):
        parts.medal_slot(
            c, x0 + k * (ms + 6), y + 10, ms, "silver", str(silver[k]) if k < len(silver) else None
        )
        parts.medal_slot(
            c, x0 + k * (ms + 6), y + 60, ms, "gold", "gold" if k < int(p.get("gold", 0)) else None
        )
    # colonies by level
    x0, x1 = C_COLONIES
    cw = (x1 - x0) // len(COLONY_LEVELS)
    for k, level in enumerate(COLONY_LEVELS):
        cx = x0 + k * cw
        col = parts.colony_of_level(p["colonies"], level)
        parts.colony_slot(c, (cx, y + 10, cx + cw - 6, y + ROW_H - 10), level, col, t, 20)
    # effects
    x0, x1 = C_EFFECTS
    effects = list(p.get("effects", []))
    rows = 3
    ch = (ROW_H - 16) // rows
    shown = effects if len(effects) <= rows else effects[: rows - 1]
    for k, effect in enumerate(shown):
        cy = y + 8 + k * ch
        parts.panel(
            c, (x0, cy, x1, cy + ch - 3), th.mix(th.COLOR_RGB["purple"], th.PANEL, 0.3), radius=5
        )
        parts.paste(c, th.icon("gem", 16, th.WHITE), x0 + 4, cy + (ch - 19) // 2)
        c.text(
            (x0 + 22, cy + 1, x1 - 2, cy + ch - 4),
            t(f"effect-short-{effect}"),
            15,
            th.WHITE,
            bold=True,
            shrink_to=0.8,
        )
    if len(effects) > rows:
        cy = y + 8 + (rows - 1) * ch
        c.text((x0, cy, x1, cy + ch - 3), t("more", count=len(effects) - rows + 1), 15, th.MUTED)
    if not effects:
        c.text((x0, y + 8, x1, y + ROW_H - 8), t("none"), 22, th.DIM, align="center")
