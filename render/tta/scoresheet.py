"""The score sheet: at the end, every nation's final scoring categories (simple game: culture
during the game, Age I technologies, strength, happy faces, production; later games: the Age III
events and whatever else the view's result lists) and the total, the winners marked; before the
end, culture so far with its rate (and science)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.i18n import Translator
from render.png import png_of
from render.tta import theme as th
from render.tta.i18n import SCORE_CATEGORIES
from render.tta.theme import Pic

HEAD_H = 60
NAME_TOP = 34  # a seat's disc, then its player's name (as many lines as it takes)
ROW_H = 44  # one line per category
ROW_GAP = 4  # rows never run together: each on its own band, with a gap between
LABEL_MIN = 200
VALUE_MIN = 136  # the narrowest column of values: a name such as "Zofia Wiśniewska"


def _final_rows(
    view: Mapping[str, Any],
) -> tuple[list[str], dict[int, dict[str, int]], dict[int, int], list[int]]:
    result = view.get("result") or {}
    cats: list[str] = []
    per: dict[int, dict[str, int]] = {}
    totals: dict[int, int] = {}
    for s in result.get("scores") or []:
        if not isinstance(s, Mapping):
            continue
        seat = th.num(s.get("seat"))
        row = {str(k): th.num(v) for k, v in (s.get("categories") or {}).items()}
        per[seat] = row
        totals[seat] = th.num(s.get("total"))
        for k in row:
            if k not in cats:
                cats.append(k)
    winners = [th.num(w) for w in result.get("winners") or []]
    return cats, per, totals, winners


def draw_scoresheet(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> Pic:
    view = th.check_view(view)
    ps = th.players(view)
    seats = [th.num(p.get("seat")) for p in ps]
    final = bool(view.get("result"))
    if final:
        cats, per, totals, winners = _final_rows(view)
        rows: list[tuple[str, dict[int, str]]] = []
        for cat in cats:
            if cat in SCORE_CATEGORIES:
                label = t(f"tta-img-cat-{cat}")
            elif th.info(cat) is not None:  # an Age III event scored at the end (full game)
                label = th.card_name(cat, t)
            else:
                label = t("tta-img-cat-other", name=cat)
            rows.append((label, {s: str(per.get(s, {}).get(cat, 0)) for s in seats}))
        total_row = {s: str(totals.get(s, 0)) for s in seats}
    else:
        winners = []
        rows = [
            (
                t("tta-img-culture-now"),
                {th.num(p.get("seat")): str(th.num(p.get("culture"))) for p in ps},
            ),
            (
                t("tta-img-culture-rate"),
                {
                    th.num(p.get("seat")): t("tta-img-signed", n=th.num(p.get("culture_rate")))
                    for p in ps
                },
            ),
            (
                t("tta-img-science-now"),
                {th.num(p.get("seat")): str(th.num(p.get("science"))) for p in ps},
            ),
        ]
        total_row = {}
    L, R = th.M, th.W - th.M
    lang = th.language(t)
    labels = [label for label, _v in rows] + ([t("tta-img-total")] if total_row else [])
    widest = max((th.text_width(label, th.SMALL) for label in labels), default=0.0)
    label_w = min(max(LABEL_MIN, round(widest) + 12), R - L - VALUE_MIN * max(1, len(seats)))
    # a label that cannot be one line even so wraps, and its row grows
    # (its goal is a caption's: it may shrink to 20 px to stay on one line)
    heights = [
        max(ROW_H, th.lines_needed(label, label_w - 4, th.TINY, False, lang) * 27 + 8)
        for label in labels
    ]
    col_w = (R - L - label_w) // max(1, len(seats))
    name_lines = max(
        (
            th.lines_needed(th.player_name(names, s, t), col_w - 4, th.SMALL, True, lang)
            for s in seats
        ),
        default=1,
    )
    col_head = NAME_TOP + max(2, name_lines) * 27 + 6
    h = HEAD_H + th.GAP + col_head + sum(heights) + ROW_GAP * len(heights) + th.M + 8
    c = Pic(th.W, h, lang=lang)
    th.panel(c, (0, 0, th.W, HEAD_H), th.PANEL_HI, radius=0)
    title = t("tta-img-score-title") if final else t("tta-img-score-live")
    c.put(
        "score-title",
        (th.M + 4, 4, th.W - th.M, HEAD_H - 4),
        title,
        th.TITLE,
        th.TEXT,
        bold=True,
        wrap=False,
    )
    top = HEAD_H + th.GAP
    th.panel(c, (L, top, R, h - th.M))
    y = top + col_head
    for r, rh in enumerate(heights[: len(rows)]):
        yy = y + sum(heights[:r]) + ROW_GAP * r
        shade = th.mix(th.PANEL, th.BG, 0.5) if r % 2 == 0 else th.PANEL_HI
        c.draw.rounded_rectangle([L + 4, yy, R - 5, yy + rh - 1], radius=6, fill=shade)
    for k, seat in enumerate(seats):
        x = L + label_w + k * col_w
        won = seat in winners
        if won:
            th.panel(c, (x + 2, top + 2, x + col_w - 2, top + col_head - 2), th.WIN, radius=8)
            c.draw.rounded_rectangle(
                [x + 2, top + 2, x + col_w - 3, h - th.M - 3], radius=8, outline=th.GOLD, width=2
            )
        c.draw.ellipse(
            [x + col_w // 2 - 13, top + 6, x + col_w // 2 + 13, top + 32], fill=th.seat_rgb(seat)
        )
        if won:
            th.star(c, (x + col_w - 34, top + 4, x + col_w - 6, top + 32))
        c.put(
            "score-name",
            (x + 2, top + NAME_TOP, x + col_w - 2, top + col_head - 2),
            th.player_name(names, seat, t),
            th.SMALL,
            th.GOLD if won else th.TEXT,
            bold=True,
            align="center",
        )
    for (label, values), rh in zip(rows, heights, strict=False):
        c.put(
            "score-label",
            (L + 4, y, L + label_w, y + rh),
            label,
            th.SMALL,
            th.TEXT,
        )
        for k, seat in enumerate(seats):
            x = L + label_w + k * col_w
            c.put(
                "score-value",
                (x + 4, y, x + col_w - 4, y + rh),
                values.get(seat, ""),
                th.NUM,
                th.GOLD if seat in winners else th.TEXT,
                bold=True,
                align="center",
                wrap=False,
            )
        y += rh + ROW_GAP
    if total_row:
        rh = heights[-1]
        c.draw.line([L + 8, y, R - 8, y], fill=th.GOLD, width=2)
        c.put(
            "score-label",
            (L + 4, y, L + label_w, y + rh),
            t("tta-img-total"),
            th.BODY,
            th.GOLD,
            bold=True,
        )
        for k, seat in enumerate(seats):
            x = L + label_w + k * col_w
            c.put(
                "score-total",
                (x + 4, y, x + col_w - 4, y + rh),
                total_row.get(seat, ""),
                th.BIG,
                th.GOLD if seat in winners else th.TEXT,
                bold=True,
                align="center",
                wrap=False,
            )
    return c


render_scoresheet = png_of(
    draw_scoresheet,
    """PNG of the scores (final when the game is over, else culture so far).""",
)
