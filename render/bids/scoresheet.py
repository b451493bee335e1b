"""The score sheet: one row per player (prize points, coins ÷ 3, coins left, total), the
winners marked; the scores so far while the game runs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.bids import theme as th
from render.bids.i18n import Translator
from render.png import png_of
from render.text import Canvas

HEAD_H = 72
COLS_H = 64
ROW_H = 92
# Column edges: name, prizes, coins ÷ 3, coins left, total.
COLS = (16, 300, 420, 540, 660, 784)


def scores(view: Mapping[str, Any]) -> tuple[list[dict[str, Any]], set[int], bool]:
    """(scores by seat, winners, final?) from the result or, before the end, from the seats."""
    result = view.get("result")
    if result:
        return [dict(s) for s in result["scores"]], {int(w) for w in result["winners"]}, True
    out = [
        {
            "seat": p["seat"],
            "total": p["total"],
            "categories": dict(p["score"]),
            "tiebreak": p["coins"],
        }
        for p in view["players"]
    ]
    return out, set(), False


def draw_scoresheet(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> Canvas:
    view = th.check_view(view)
    rows, winners, final = scores(view)
    height = HEAD_H + 12 + COLS_H + len(rows) * ROW_H + th.MARGIN + 8
    c = Canvas(th.WIDTH, height, th.BG)
    th.panel(c, (0, 0, c.width, HEAD_H), th.PANEL_HI, radius=0)
    title = t("bids-img-score-title") if final else t("bids-img-score-live")
    c.text((th.MARGIN, 6, c.width * 2 // 3, HEAD_H - 6), title, 34, th.TEXT, bold=True)
    c.text(
        (c.width * 2 // 3, 6, c.width - th.MARGIN, HEAD_H - 6),
        th.round_text(view, t) if not final else t("bids-name"),
        th.BODY,
        th.GOLD,
        align="right",
    )
    top = HEAD_H + 12
    th.panel(c, (th.MARGIN, top, c.width - th.MARGIN, height - th.MARGIN), th.PANEL)
    heads = ("bids-img-cat-prizes", "bids-img-cat-coins", "bids-img-tiebreak", "bids-img-total")
    for k, head in enumerate(heads):
        c.text(
            (COLS[k + 1] + 4, top + 6, COLS[k + 2] - 4, top + COLS_H - 4),
            t(head),
            th.SMALL,
            th.MUTED,
            bold=head == "bids-img-total",
            align="center",
        )
    y = top + COLS_H
    for s in rows:
        seat = int(s["seat"])
        won = seat in winners
        box = (th.MARGIN + 6, y, c.width - th.MARGIN - 6, y + ROW_H - 6)
        th.panel(c, box, th.WIN if won else th.PANEL_HI, outline=th.GOLD if won else None)
        th.seat_badge(c, COLS[0] + 14, y + 10, 44, seat)
        name_bottom = y + 52 if won else y + ROW_H - 8
        c.text(
            (COLS[0] + 66, y + 4, COLS[1] - 4, name_bottom),
            th.player_name(names, seat, t),
            th.BODY,
            th.TEXT,
            bold=True,
        )
        if won:
            c.text(
                (COLS[0] + 66, y + 50, COLS[1] - 4, y + ROW_H - 10),
                t("bids-img-winner"),
                th.SMALL,
                th.GOLD,
                bold=True,
            )
        cats = s["categories"]
        values = (cats.get("prizes", 0), cats.get("coins", 0), s.get("tiebreak", 0), s["total"])
        for k, value in enumerate(values):
            is_total = k == 3
            c.text(
                (COLS[k + 1] + 4, y + 4, COLS[k + 2] - 4, y + ROW_H - 10),
                str(int(value)),
                40 if is_total else th.LARGE,
                th.GOLD if is_total else (th.MUTED if k == 2 else th.TEXT),
                bold=k != 2,
                align="center",
            )
        y += ROW_H
    return c


render_scoresheet = png_of(
    draw_scoresheet,
    """PNG of the final scores once the game is over, else of the scores so far.""",
)
