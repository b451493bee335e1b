"""The score sheet, laid out for a phone: a legend of the six scoring categories, then one
block per player from first to last: rank, name, total (and the coins left that break a tie),
and the points of each category under its icon."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.hadara import parts
from render.hadara import theme as th
from render.hadara.parts import Canvas
from render.hadara.table import player_name
from render.i18n import Translator
from render.png import png_of
from render.text import RGB

# category, glyph, icon colour
CATEGORIES: tuple[tuple[str, str, RGB], ...] = (
    ("colonies", "colony", th.TEXT),
    ("statues", "statue", th.TEXT),
    ("silver", "medal", th.SILVER),
    ("gold", "medal", th.GOLD),
    ("cards", "cards", th.TEXT),
    ("coins", "coin", th.COIN),
)
W = 800
M = 12
PAD = 12
GAP = 10
BLOCK_H = 128


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
    ranked = sorted(scores, key=lambda s: (-int(s["total"]), -int(s.get("tiebreak", 0)), s["seat"]))
    legend_h = 44 + 3 * 40 + PAD
    height = 64 + GAP + legend_h + GAP + len(ranked) * (BLOCK_H + GAP) + M
    c = Canvas(W, height, th.BG)
    parts.panel(c, (0, 0, W, 64), th.PANEL_HI, radius=0)
    c.text(
        (M, 6, W - M, 58),
        t("score-title") if final else t("score-live"),
        30,
        th.TEXT,
        bold=True,
        kind="progress",
    )
    y = 64 + GAP
    parts.panel(c, (M, y, W - M, y + legend_h))
    half = (W - 2 * M - 2 * PAD) // 2
    for k, (cat, glyph, color) in enumerate(CATEGORIES):
        x = M + PAD + (k // 3) * half
        yy = y + PAD + (k % 3) * 40
        parts.paste(c, th.icon(glyph, 28, color), x, yy + 6)
        c.text((x + 36, yy, x + half - 8, yy + 40), t(f"cat-{cat}"), 22, th.MUTED, kind="caption")
    yy = y + PAD + 3 * 40
    c.text((M + PAD, yy, W - M - PAD, yy + 40), t("score-tiebreak-rule"), 20, th.MUTED, kind="hint")
    y += legend_h + GAP
    rank = 0
    last: tuple[int, int] | None = None
    for i, s in enumerate(ranked):
        key = (int(s["total"]), int(s.get("tiebreak", 0)))
        if key != last:
            rank, last = i + 1, key
        y = _block(c, s, rank, int(s["seat"]) in winners, y, t, names) + GAP
    return c


def _block(
    c: Canvas,
    s: Mapping[str, Any],
    rank: int,
    won: bool,
    y: int,
    t: Translator,
    names: Sequence[str],
) -> int:
    seat = int(s["seat"])
    fill = th.mix(th.PANEL, th.GOLD, 0.12) if won else th.PANEL
    parts.panel(c, (M, y, W - M, y + BLOCK_H), fill, outline=th.GOLD if won else None, width=3)
    x = M + PAD
    c.text(
        (x, y + 4, x + 40, y + 60),
        str(rank),
        30,
        th.GOLD if won else th.MUTED,
        bold=True,
        kind="score",
    )
    x += 44
    parts.paste(c, th.coat_badge(seat, 48), x, y + 8)
    x += 56
    c.text(
        (x, y + 2, W - M - 180, y + 34),
        player_name(names, seat, t),
        26,
        th.TEXT,
        bold=True,
        wrap=False,
        shrink_to=0.85,
        kind="name",
    )
    parts.points_value(c, (W - M - 170, y + 4, W - M - PAD, y + 40), str(s["total"]), 34)
    sub = f"{t('tiebreak')}: {s.get('tiebreak', 0)}"
    if won:
        parts.paste(c, th.icon("crown", 24, th.GOLD), x, y + 37)
        c.text(
            (x + 30, y + 32, W - M - PAD, y + 66),
            t("winner"),
            24,
            th.GOLD,
            bold=True,
            wrap=False,
            kind="status",
        )
        x += 30 + parts.text_width(t("winner"), 24, True) + 16
    c.text((x, y + 32, W - M - PAD, y + 66), sub, 24, th.MUTED, wrap=False, kind="count")
    cats = dict(s.get("categories", {}))
    cw = (W - 2 * M - 2 * PAD) // len(CATEGORIES)
    yy = y + 70
    for k, (cat, glyph, color) in enumerate(CATEGORIES):
        cx = M + PAD + k * cw
        parts.panel(c, (cx, yy, cx + cw - 8, yy + 50), th.PANEL_HI, radius=8)
        parts.paste(c, th.icon(glyph, 28, color), cx + 8, yy + 11)
        c.text(
            (cx + 40, yy, cx + cw - 14, yy + 50),
            str(cats.get(cat, 0)),
            28,
            th.TEXT,
            bold=True,
            align="right",
            kind="score",
        )
    return y + BLOCK_H


render_scoresheet = png_of(
    draw_scoresheet,
    """PNG of the score sheet: the final result when the game is over, else the scores so far.""",
)
