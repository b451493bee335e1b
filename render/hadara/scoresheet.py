"""The score pad: one column per player, one row per scoring category, totals, winner."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.hadara import parts
from render.hadara import theme as th
from render.hadara.table import player_name
from render.i18n import Translator
from render.text import Canvas

CATEGORIES: tuple[tuple[str, str], ...] = (
    ("colonies", "colony"),
    ("statues", "statue"),
    ("silver", "medal"),
    ("gold", "medal"),
    ("cards", "cards"),
    ("coins", "coin"),
)
M = 16
LABEL_W = 300
COL_W = 210
HEAD_H = 150
ROW_H = 58
WIN = (247, 222, 160)
STRIPE = th.mix(th.PARCHMENT, th.INK, 0.06)


def render_scoresheet(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> bytes:
    """PNG of the score sheet: the final result when the game is over, else the scores so far."""
    return draw_scoresheet(view, t, names).png()


def _scores(view: Mapping[str, Any]) -> tuple[list[dict[str, Any]], set[int], bool]:
    result = view.get("result")
    if result:
        scores = [dict(s) for s in result["scores"]]
        return scores, {int(w) for w in result.get("winners", [])}, True
    scores = []
    for p in view["players"]:
        cats = dict(p.get("score", {}))
        scores.append(
            {
                "seat": p["seat"],
                "categories": cats,
                "total": sum(cats.values()),
                "tiebreak": p.get("tiebreak", 0),
            }
        )
    return scores, set(), False


def draw_scoresheet(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> Canvas:
    view = parts.check_view(view)
    scores, winners, final = _scores(view)
    n = len(scores)
    width = M * 2 + LABEL_W + n * COL_W
    height = 64 + HEAD_H + (len(CATEGORIES) + 2) * ROW_H + M + 8
    c = Canvas(width, height, th.BG)
    parts.panel(c, (0, 0, width, 58), th.PANEL_HI, radius=0)
    c.text(
        (M, 6, width - M, 52),
        t("score-title") if final else t("score-live"),
        30,
        th.TEXT,
        bold=True,
    )
    top = 64
    x0 = M + LABEL_W
    parts.panel(c, (M, top, width - M, height - M), th.PARCHMENT, radius=12)
    for k, s in enumerate(scores):
        seat = int(s["seat"])
        x = x0 + k * COL_W
        if seat in winners:
            c.draw.rectangle([x + 2, top + 4, x + COL_W - 3, top + HEAD_H - 1], fill=WIN)
        parts.paste(c, th.coat_badge(seat, 64), x + (COL_W - 64) // 2, top + 10)
        c.text(
            (x + 8, top + 78, x + COL_W - 8, top + 118),
            player_name(names, seat, t),
            22,
            th.INK,
            bold=True,
            align="center",
        )
        if seat in winners:
            parts.paste(c, th.icon("crown", 26, (176, 120, 10)), x + 10, top + 122)
            c.text(
                (x + 40, top + 118, x + COL_W - 8, top + HEAD_H - 4),
                t("winner"),
                20,
                (140, 90, 0),
                bold=True,
            )
    y = top + HEAD_H
    rows = [*CATEGORIES, ("total", "points"), ("tiebreak", "coin")]
    for r, (cat, glyph) in enumerate(rows):
        is_total = cat == "total"
        stripe = r % 2 == 0 and not is_total
        if stripe:
            c.draw.rectangle([M + 4, y, width - M - 5, y + ROW_H - 1], fill=STRIPE)
        for k, s in enumerate(scores):
            if int(s["seat"]) in winners:
                x = x0 + k * COL_W
                c.draw.rectangle(
                    [x + 2, y, x + COL_W - 3, y + ROW_H - 1],
                    fill=th.mix(WIN, th.INK, 0.06) if stripe else WIN,
                )
        if is_total:
            c.draw.line([M + 8, y + 2, width - M - 9, y + 2], fill=th.INK, width=3)
        label = t("total") if is_total else t("tiebreak") if cat == "tiebreak" else t(f"cat-{cat}")
        color = (190, 140, 20) if cat in ("gold", "coins", "tiebreak", "total") else th.INK
        if cat == "silver":
            color = (120, 124, 134)
        parts.paste(c, th.icon(glyph, 30, color), M + 16, y + (ROW_H - 30) // 2)
        c.text(
            (M + 56, y + 4, x0 - 8, y + ROW_H - 4),
            label,
            24 if is_total else 21,
            th.INK,
            bold=is_total,
        )
        for k, s in enumerate(scores):
            x = x0 + k * COL_W
            if cat == "total":
                value = s["total"]
            elif cat == "tiebreak":
                value = s.get("tiebreak", 0)
            else:
                value = s["categories"].get(cat, 0)
            c.text(
                (x + 8, y + 4, x + COL_W - 8, y + ROW_H - 4),
                str(value),
                34 if is_total else 26,
                th.INK,
                bold=True if is_total else cat != "tiebreak",
                align="center",
            )
        y += ROW_H
    for k in range(n + 1):
        x = x0 + k * COL_W
        c.draw.line(
            [x, top + 8, x, height - M - 8], fill=th.mix(th.PARCHMENT, th.INK, 0.3), width=2
        )
    return c
