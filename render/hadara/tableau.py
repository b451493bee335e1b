"""One player's tableau (public information): cards by colour, tracks, statues, medals,
colonies, bonus tiles, effects and the running score."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.hadara import parts
from render.hadara import theme as th
from render.hadara.table import player_name, progress_text
from render.i18n import Translator
from render.text import Canvas
from rules.hadara.data import COLONY_LEVELS, COLORS, TILE_COLORS, TRACKS

W = 1600
M = 16
HEAD_H = 100
ROW = 44
CATEGORIES = ("colonies", "statues", "silver", "gold", "cards", "coins")


def render_tableau(
    view: Mapping[str, Any], t: Translator, names: Sequence[str], seat: int
) -> bytes:
    """PNG of ``seat``'s tableau; any view works because everything drawn is public."""
    return draw_tableau(view, t, names, seat).png()


def draw_tableau(view: Mapping[str, Any], t: Translator, names: Sequence[str], seat: int) -> Canvas:
    view = parts.check_view(view)
    p = view["players"][seat]
    data = parts.data()
    by_color: dict[str, list[str]] = {color: [] for color in COLORS}
    for cid in p["cards"]:
        by_color[data.cards[cid].color].append(cid)
    longest = max((len(v) for v in by_color.values()), default=0)
    cards_h = 44 + max(1, longest) * ROW + 12
    cards_top = HEAD_H + 12
    board_top = cards_top + cards_h + 12
    board_h = 250
    lower_top = board_top + board_h + 12
    lower_h = 230
    c = Canvas(W, lower_top + lower_h + M, th.BG)
    _head(c, view, p, t, player_name(names, seat, t))
    _cards(c, (M, cards_top, W - M, cards_top + cards_h), by_color, t)
    _statues(c, (M, board_top, 700, board_top + board_h), p, t)
    _medals(c, (712, board_top, 1000, board_top + board_h), p, t)
    _colonies(c, (1012, board_top, W - M, board_top + board_h), p, t)
    _tiles(c, (M, lower_top, 300, lower_top + lower_h), p, t)
    _effects(c, (312, lower_top, 1180, lower_top + lower_h), p, t)
    _score(c, (1192, lower_top, W - M, lower_top + lower_h), p, t)
    return c


def _head(
    c: Canvas, view: Mapping[str, Any], p: Mapping[str, Any], t: Translator, name: str
) -> None:
    parts.panel(c, (0, 0, W, HEAD_H), th.PANEL_HI, radius=0)
    seat = int(p["seat"])
    parts.paste(c, th.coat_badge(seat, 76), M, (HEAD_H - 76) // 2)
    c.text((M + 90, 8, 620, 56), name, 32, th.TEXT, bold=True)
    sub = [t(f"coat-{th.coat(seat)}"), t("initiative", value=p.get("initiative", 0))]
    if p.get("side"):
        sub.append(t("setup-side", side=p["side"]))
    sub.append(progress_text(view, t))
    c.text((M + 90, 56, 700, HEAD_H - 8), " · ".join(sub), 18, th.MUTED)
    x = 720
    parts.paste(c, th.icon("coin", 44, th.GOLD), x, 16)
    c.text((x + 50, 8, x + 150, 66), str(p["coins"]), 40, th.TEXT, bold=True)
    c.text((x, 66, x + 150, HEAD_H - 4), t("coins"), 16, th.MUTED)
    x += 160
    for tr in TRACKS:
        parts.track_cell(
            c, (x, 8, x + 170, HEAD_H - 4), tr, str(p["tracks"][tr]), 38, label=t(f"track-{tr}")
        )
        x += 176


def _cards(
    c: Canvas, box: tuple[int, int, int, int], by_color: dict[str, list[str]], t: Translator
) -> None:
    parts.panel(c, box)
    data = parts.data()
    left, top, right, _bottom = box
    col_w = (right - left - 16) // 5
    for k, color in enumerate(COLORS):
        x = left + 8 + k * col_w
        r = x + col_w - 8
        ids = sorted(by_color[color], key=lambda cid: (data.cards[cid].epoch, cid))
        parts.color_chip(c, (x, top + 8, r, top + 40), color, t, None)
        c.text(
            (x + 60, top + 8, r - 50, top + 40),
            t(f"color-{color}"),
            20,
            th.COLOR_FG[color],
            bold=True,
        )
        c.text(
            (r - 50, top + 8, r - 8, top + 40),
            str(len(ids)),
            24,
            th.COLOR_FG[color],
            bold=True,
            align="right",
        )
        y = top + 46
        if not ids:
            c.text((x, y, r, y + ROW - 4), t("none"), 22, th.DIM, align="center")
        for cid in ids:
            parts.card_row(c, (x, y, r, y + ROW - 4), data.cards[cid], t, 17)
            y += ROW


def _title(c: Canvas, box: tuple[int, int, int, int], glyph: str, label: str) -> None:
    parts.panel(c, box)
    parts.paste(c, th.icon(glyph, 22, th.MUTED), box[0] + 12, box[1] + 10)
    c.text((box[0] + 42, box[1] + 6, box[2] - 12, box[1] + 38), label, 20, th.MUTED, bold=True)


def _statues(
    c: Canvas, box: tuple[int, int, int, int], p: Mapping[str, Any], t: Translator
) -> None:
    _title(c, box, "statue", t("statues"))
    statues = parts.data().statues
    left, top, right, bottom = box
    w = (right - left - 20) // 4
    for k, st in enumerate(statues):
        x = left + 10 + k * w
        y = top + 44
        carved = p["statues"][k]
        parts.statue_slot(
            c, (x + (w - 70) // 2, y, x + (w - 70) // 2 + 62, y + 96), carved, st.culture, t, 22
        )
        y += 102
        parts.paste(c, th.badge("culture", 24, th.COLOR_RGB["blue"], th.WHITE), x + 6, y + 2)
        c.text((x + 34, y, x + w - 6, y + 28), str(st.culture), 22, th.TEXT, bold=True)
        parts.icon_value(
            c,
            (x + 6, y + 30, x + w - 6, y + 58),
            "points",
            str(st.points),
            22,
            th.TEXT,
            icon_fg=th.GOLD,
        )
        c.text((x + 6, y + 60, x + w - 6, y + 84), t("statue-bonus", value=st.bonus), 16, th.MUTED)
        if carved is not None:
            face = t("face-up") if carved["face_up"] else t("face-down")
            c.text((x + 6, y + 82, x + w - 6, bottom - 4), face, 16, th.GOLD, bold=True)


def _medals(c: Canvas, box: tuple[int, int, int, int], p: Mapping[str, Any], t: Translator) -> None:
    _title(c, box, "medal", t("medals"))
    left, top, right, bottom = box
    silver = list(p.get("silver", []))
    gold = int(p.get("gold", 0))
    y = top + 48
    for k in range(2):
        tile = str(silver[k]) if k < len(silver) else None
        parts.medal_slot(c, left + 14 + k * 60, y, 52, "silver", tile)
    c.text((left + 140, y, right - 10, y + 52), t("silver"), 20, th.SILVER, bold=True)
    y += 60
    c.text(
        (left + 14, y, right - 10, y + 26),
        t("silver-value", points=p.get("score", {}).get("silver", 0)),
        17,
        th.MUTED,
    )
    y += 34
    for k in range(2):
        parts.medal_slot(c, left + 14 + k * 60, y, 52, "gold", "gold" if k < gold else None)
    c.text((left + 140, y, right - 10, y + 52), t("gold"), 20, th.GOLD, bold=True)
    y += 60
    sets = min(int(p["color_counts"].get(col, 0)) for col in COLORS)
    c.text(
        (left + 14, y, right - 10, bottom - 6), t("gold-sets", sets=sets, medals=gold), 17, th.MUTED
    )


def _colonies(
    c: Canvas, box: tuple[int, int, int, int], p: Mapping[str, Any], t: Translator
) -> None:
    _title(c, box, "colony", t("colonies"))
    left, top, right, bottom = box
    w = (right - left - 20) // 5
    for k, level in enumerate(COLONY_LEVELS):
        x = left + 10 + k * w
        col = parts.colony_of_level(p["colonies"], level)
        parts.colony_slot(c, (x, top + 44, x + w - 8, top + 130), level, col, t, 22)
        y = top + 136
        if col is None:
            continue
        integrated = bool(col.get("integrated"))
        state = t("integrated") if integrated else t("plundered")
        c.text(
            (x, y, x + w - 8, y + 24),
            state,
            16,
            th.GOOD if integrated else th.GOLD,
            bold=True,
            align="center",
        )
        y += 26
        if integrated:
            name = t(f"colony-{col['id']}") if col.get("id") else ""
            c.text((x, y, x + w - 8, y + 40), name, 15, th.TEXT, align="center")
            y += 42
            gains = [(tr, int(v)) for tr, v in dict(col.get("tracks", {})).items() if v]
            for tr, v in gains[:2]:
                colr = th.TRACK_COLOR[tr]
                parts.paste(
                    c, th.badge(tr, 20, th.COLOR_RGB[colr], th.COLOR_FG[colr]), x + 4, y + 1
                )
                c.text((x + 28, y, x + w - 8, y + 22), f"+{v}", 17, th.TEXT, bold=True)
                y += 24
        else:
            parts.icon_value(
                c,
                (x + 4, y, x + w - 8, y + 26),
                "coin",
                t("plunder-gain", coins=col.get("plunder", 0)),
                18,
                th.GOOD,
            )
    del bottom


def _tiles(c: Canvas, box: tuple[int, int, int, int], p: Mapping[str, Any], t: Translator) -> None:
    _title(c, box, "tile", t("tiles-left"))
    left, top, right, _bottom = box
    tiles = p.get("tiles", {})
    w = (right - left - 20) // 2
    for k, color in enumerate(TILE_COLORS):
        x = left + 10 + (k % 2) * w
        y = top + 48 + (k // 2) * 64
        n = int(tiles.get(color, 0))
        parts.color_chip(c, (x, y, x + w - 10, y + 56), color, t, str(n), 30, dim=n == 0)


def _effects(
    c: Canvas, box: tuple[int, int, int, int], p: Mapping[str, Any], t: Translator
) -> None:
    _title(c, box, "gem", t("effects"))
    left, top, right, bottom = box
    effects = list(p.get("effects", []))
    if not effects:
        c.text(
            (left + 12, top + 44, right - 12, bottom - 12), t("none"), 28, th.DIM, align="center"
        )
        return
    cols = 1 if len(effects) <= 4 else 2
    per_col = -(-len(effects) // cols)
    per_col = min(per_col, 6)
    h = (bottom - top - 52) // per_col
    w = (right - left - 20) // cols
    for k, effect in enumerate(effects[: per_col * cols]):
        x = left + 10 + (k // per_col) * w
        y = top + 44 + (k % per_col) * h
        parts.panel(
            c,
            (x, y, x + w - 8, y + h - 4),
            th.mix(th.COLOR_RGB["purple"], th.PANEL, 0.35),
            radius=6,
        )
        parts.paste(c, th.icon("gem", 20, th.WHITE), x + 6, y + (h - 24) // 2)
        c.text(
            (x + 32, y + 2, x + w - 14, y + h - 6),
            f"{t(f'effect-short-{effect}')}: {t(f'effect-{effect}')}",
            16,
            th.WHITE,
            shrink_to=0.8,
        )


def _score(c: Canvas, box: tuple[int, int, int, int], p: Mapping[str, Any], t: Translator) -> None:
    _title(c, box, "points", t("score-so-far"))
    left, top, right, bottom = box
    score = dict(p.get("score", {}))
    y = top + 42
    h = (bottom - y - 40) // len(CATEGORIES)
    for cat in CATEGORIES:
        c.text((left + 14, y, right - 70, y + h), t(f"cat-{cat}"), 16, th.MUTED)
        c.text(
            (right - 70, y, right - 14, y + h),
            str(score.get(cat, 0)),
            18,
            th.TEXT,
            bold=True,
            align="right",
        )
        y += h
    c.draw.line([left + 12, y + 2, right - 12, y + 2], fill=th.LINE, width=2)
    c.text((left + 14, y + 6, right - 70, bottom - 6), t("total"), 20, th.TEXT, bold=True)
    c.text(
        (right - 90, y + 6, right - 14, bottom - 6),
        str(sum(score.values())),
        24,
        th.GOLD,
        bold=True,
        align="right",
    )
