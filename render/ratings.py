"""The ladder (``/leaderboard``) and a player's stats card (``/stats``), drawn from plain dict
views (:mod:`bot.ladders` builds them; this module imports no game and nothing of the bot).

Both are 800 px wide: Discord shows them about 400 px wide on a phone, so every text is at least
twice its phone goal (:mod:`render.phone`): names and numbers 24 px or more, column heads and
labels 20 px or more.

Ladder view::

    {"title": str, "scope": str, "page": int, "pages": int, "total": int,
     "highlight": player key or None,
     "rows": [{"rank", "player", "name", "rating", "pm", "games", "wins", "place", "ai"}]}

Stats view::

    {"title": str, "subtitle": str, "rating": int | None, "pm": int | None,
     "games": int, "wins": int, "place": float | None,
     "series": [float, ...],                       # the rating after each game, oldest first
     "curve": bool,                                # draw that curve (default: True)
     "tables": [{"title": str, "rows": [[label, games, wins], ...]}],
     "facts": [[label, text], ...]}                # favourite and best sources, in words

Labels come from ``t`` (``ratings-img-…`` in the bot's catalogues; ``ratings-decimal``: the
language's decimal mark).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.chart import Series, Style, chart_height, draw_chart
from render.i18n import Translator
from render.png import png_of
from render.text import RGB, Box, Canvas, HAlign, fit, inner

WIDTH = 800
MARGIN = 16
HEAD_H = 96
COLS_H = 60
ROW_H = 60
BG: RGB = (26, 30, 44)
PANEL: RGB = (38, 43, 61)
PANEL_HI: RGB = (52, 58, 80)
MINE: RGB = (70, 64, 44)
TEXT: RGB = (241, 236, 226)
MUTED: RGB = (172, 174, 192)
GOLD: RGB = (242, 194, 92)
AI: RGB = (150, 190, 236)
LINE: RGB = (242, 194, 92)
TITLE = 34
BODY = 26
SMALL = 22
# Column edges of the ladder: rank, name, rating ± sigma, games, wins, mean place.
COLS = (MARGIN, 66, 340, 486, 576, 686, WIDTH - MARGIN)
# The smallest a shrunk text may get: a name or a number 22 px (11 px on a phone), a label 20.
READ_MIN = 22
LABEL_MIN = 20


def _text(
    c: Canvas,
    box: Box,
    text: str,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    align: HAlign = "left",
    wrap: bool = True,
    least: int = READ_MIN,
) -> None:
    """``text`` fitted into ``box``, never smaller than ``least`` px (then cut with an
    ellipsis): legible once a phone shows the image at half size."""
    left, top, right, bottom = inner(box)
    shrink = min(1.0, least / size)
    fitted = fit(text, right - left, bottom - top, size, bold, wrap, shrink, c.lang)
    if fitted.size < least:
        fitted = fit(text, right - left, bottom - top, size, bold, False, shrink, c.lang)
    c.place(box, text, fitted, fill, align=align)


def _panel(
    c: Canvas, box: tuple[int, int, int, int], fill: RGB, outline: RGB | None = None
) -> None:
    c.draw.rounded_rectangle(
        (box[0], box[1], box[2] - 1, box[3] - 1), radius=10, fill=fill, outline=outline, width=2
    )


def _place(value: Any, t: Translator) -> str:
    """A mean place with one decimal, written with the language's decimal mark."""
    return "—" if value is None else f"{float(value):.1f}".replace(".", t("ratings-decimal"))


def _header(c: Canvas, title: str, right: str, sub: str) -> None:
    _panel(c, (0, 0, c.width, HEAD_H), PANEL_HI)
    _text(c, (MARGIN, 6, c.width * 2 // 3, 54), title, TITLE, TEXT, bold=True)
    _text(c, (c.width * 2 // 3, 6, c.width - MARGIN, 54), right, SMALL, GOLD, align="right")
    _text(c, (MARGIN, 52, c.width - MARGIN, HEAD_H - 4), sub, SMALL, MUTED)


def draw_leaderboard(view: Mapping[str, Any], t: Translator) -> Canvas:
    rows = list(view.get("rows") or [])
    height = HEAD_H + 12 + COLS_H + max(1, len(rows)) * ROW_H + MARGIN + 8
    c = Canvas(WIDTH, height, BG)
    page = t("ratings-img-page", page=int(view["page"]) + 1, pages=int(view["pages"]))
    scope = t("ratings-img-players", count=int(view["total"]))
    _header(c, str(view["title"]), page, f"{view['scope']} · {scope}")
    top = HEAD_H + 12
    _panel(c, (MARGIN, top, c.width - MARGIN, height - MARGIN), PANEL)
    heads = (
        "ratings-img-rank",
        "ratings-img-player",
        "ratings-img-rating",
        "ratings-img-games",
        "ratings-img-wins",
        "ratings-img-place",
    )
    for k, head in enumerate(heads):
        _text(
            c,
            (COLS[k] + 4, top + 4, COLS[k + 1] - 4, top + COLS_H - 4),
            t(head),
            SMALL,
            MUTED,
            align="left" if k == 1 else "center",
            least=LABEL_MIN,
        )
    y = top + COLS_H
    if not rows:
        _text(c, (COLS[1], y, COLS[-1] - 8, y + ROW_H), t("ratings-img-empty"), BODY, MUTED)
    highlight = view.get("highlight")
    for row in rows:
        mine = highlight is not None and row.get("player") == highlight
        box = (MARGIN + 6, y + 2, c.width - MARGIN - 6, y + ROW_H - 4)
        _panel(c, box, MINE if mine else PANEL_HI, GOLD if mine else None)
        bottom = y + ROW_H - 4
        rank = int(row["rank"])
        _text(
            c,
            (COLS[0] + 4, y, COLS[1] - 4, bottom),
            str(rank),
            BODY,
            GOLD,
            bold=rank <= 3,
            align="center",
        )
        _text(
            c,
            (COLS[1] + 4, y, COLS[2] - 4, bottom),
            str(row["name"]),
            BODY,
            AI if row.get("ai") else TEXT,
            bold=True,
            wrap=False,
        )
        _text(
            c,
            (COLS[2] + 4, y, COLS[3] - 4, bottom),
            f"{int(row['rating'])} ±{int(row['pm'])}",
            BODY,
            TEXT,
            bold=True,
            align="center",
            wrap=False,
        )
        numbers = (str(row["games"]), str(row["wins"]), _place(row.get("place"), t))
        for k, number in enumerate(numbers):
            _text(
                c, (COLS[3 + k] + 4, y, COLS[4 + k] - 4, bottom), number, BODY, TEXT, align="center"
            )
        y += ROW_H
    return c


render_leaderboard = png_of(draw_leaderboard, "The PNG of :func:`draw_leaderboard`.")


STAT_H = 96
TABLE_TITLE_H = 40
TABLE_ROW_H = 40
FACT_H = 64
PLOT_H = 220


def _table_height(table: Mapping[str, Any]) -> int:
    return TABLE_TITLE_H + max(1, len(table.get("rows") or [])) * TABLE_ROW_H + 12


def draw_stats(view: Mapping[str, Any], t: Translator) -> Canvas:
    series = [float(v) for v in view.get("series") or []]
    tables = [tb for tb in view.get("tables") or [] if tb.get("rows")]
    facts = list(view.get("facts") or [])
    probe = Canvas(WIDTH, 10, BG)
    chart_h = chart_height(probe, PLOT_H, [], legend=False) if len(series) >= 2 else FACT_H
    # Another player's card shows only what the ladder shows: no curve.
    curve = bool(view.get("curve", True))
    height = (
        HEAD_H
        + 12
        + STAT_H
        + 12
        + (TABLE_TITLE_H + chart_h + 12 if curve else 0)
        + sum(_table_height(tb) + 12 for tb in tables)
        + len(facts) * FACT_H
        + MARGIN
        + 8
    )
    c = Canvas(WIDTH, height, BG)
    _header(c, str(view["title"]), "", str(view.get("subtitle", "")))
    # The four numbers the ladder shows.
    y = HEAD_H + 12
    rating = view.get("rating")
    cells = (
        ("ratings-img-rating", "—" if rating is None else f"{int(rating)} ±{int(view['pm'])}"),
        ("ratings-img-games", str(view.get("games", 0))),
        ("ratings-img-wins", str(view.get("wins", 0))),
        ("ratings-img-place", _place(view.get("place"), t)),
    )
    cell_w = (c.width - 2 * MARGIN) // len(cells)
    for k, (label, value) in enumerate(cells):
        x0 = MARGIN + k * cell_w
        _panel(c, (x0 + 4, y, x0 + cell_w - 4, y + STAT_H), PANEL)
        _text(c, (x0 + 8, y + 4, x0 + cell_w - 8, y + 38), t(label), SMALL, MUTED, align="center")
        _text(
            c,
            (x0 + 8, y + 38, x0 + cell_w - 8, y + STAT_H - 6),
            value,
            TITLE,
            GOLD if k == 0 else TEXT,
            bold=True,
            align="center",
            wrap=False,
        )
    y += STAT_H + 12
    # The rating over time.
    if curve:
        _text(
            c,
            (MARGIN, y, c.width - MARGIN, y + TABLE_TITLE_H),
            t("ratings-img-over-time"),
            BODY,
            TEXT,
            bold=True,
        )
        y += TABLE_TITLE_H
        if len(series) >= 2:
            _panel(c, (MARGIN, y, c.width - MARGIN, y + chart_h), PANEL)
            labels = [str(i + 1) for i in range(len(series))]
            draw_chart(
                c,
                (MARGIN + 4, y + 4, c.width - MARGIN - 4, y + chart_h - 4),
                [Series(series, LINE, t("ratings-img-rating"))],
                labels,
                style=Style(background=PANEL),
                include_zero=False,
                legend=False,
            )
        else:
            _text(
                c,
                (MARGIN, y, c.width - MARGIN, y + chart_h),
                t("ratings-img-no-curve"),
                SMALL,
                MUTED,
            )
        y += chart_h + 12
    # Games and wins by number of players, by variant.
    for tb in tables:
        h = _table_height(tb)
        _panel(c, (MARGIN, y, c.width - MARGIN, y + h), PANEL)
        _text(
            c,
            (MARGIN + 12, y + 2, c.width // 2, y + TABLE_TITLE_H),
            str(tb["title"]),
            SMALL,
            MUTED,
            bold=True,
        )
        _text(
            c,
            (c.width // 2, y + 2, 650, y + TABLE_TITLE_H),
            t("ratings-img-games"),
            SMALL,
            MUTED,
            align="center",
        )
        _text(
            c,
            (650, y + 2, c.width - MARGIN - 8, y + TABLE_TITLE_H),
            t("ratings-img-wins"),
            SMALL,
            MUTED,
            align="center",
        )
        ry = y + TABLE_TITLE_H
        for label, games, wins in tb["rows"]:
            _text(c, (MARGIN + 12, ry, c.width // 2, ry + TABLE_ROW_H), str(label), BODY, TEXT)
            _text(
                c, (c.width // 2, ry, 650, ry + TABLE_ROW_H), str(games), BODY, TEXT, align="center"
            )
            _text(
                c,
                (650, ry, c.width - MARGIN - 8, ry + TABLE_ROW_H),
                str(wins),
                BODY,
                GOLD,
                align="center",
            )
            ry += TABLE_ROW_H
        y += h + 12
    # Favourite and best sources of points, in words.
    for label, text in facts:
        _text(c, (MARGIN, y, 250, y + FACT_H), str(label), SMALL, MUTED, bold=True)
        _text(c, (250, y, c.width - MARGIN, y + FACT_H), str(text), BODY, TEXT)
        y += FACT_H
    return c


render_stats = png_of(draw_stats, "The PNG of :func:`draw_stats`.")
