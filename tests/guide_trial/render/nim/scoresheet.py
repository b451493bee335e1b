"""The score sheet: one row per player with the stones taken, who took the last stone and the
result (won, lost, or still playing)."""

from __future__ import annotations

from render.i18n import language
from render.nim import theme as th
from render.nim.i18n import Translator
from render.png import png_of
from render.text import Canvas
from render.view import Names, View

HEAD_H = 72
COLS_H = 64
ROW_H = 76
# Column edges: name, taken, last stone, result.
COLS = (16, 290, 410, 580, 784)


def draw_scoresheet(view: View, t: Translator, names: Names) -> Canvas:
    view = th.check_view(view)
    players = int(view["players_n"])
    result = view.get("result")
    winners = {int(w) for w in result["winners"]} if result else set()
    last = None
    if result:
        last = next(int(s["seat"]) for s in result["scores"] if s["categories"]["last"])
    height = HEAD_H + 12 + COLS_H + players * ROW_H + th.MARGIN
    c = Canvas(th.WIDTH, height, th.BG, language(t))
    title = t("nim-img-score-title") if result else t("nim-img-score-live")
    th.header(c, t, title)
    y = HEAD_H + 12
    heads = ("nim-img-taken", "nim-img-last-stone", "nim-img-result")
    for k, head in enumerate(heads):
        box = (COLS[k + 1] + 4, y, COLS[k + 2] - 4, y + COLS_H)
        c.text(box, t(head), th.SMALL, th.MUTED, align="center", shrink_to=0.92)
    y += COLS_H
    for seat in range(players):
        won = seat in winners
        box = (th.MARGIN, y, c.width - th.MARGIN, y + ROW_H - 6)
        th.panel(c, box, th.WIN if won else th.PANEL, outline=th.GOLD if won else None, width=3)
        th.seat_badge(c, COLS[0] + 12, y + 13, 44, seat)
        name = th.player_name(names, seat, t)
        c.text((COLS[0] + 66, y, COLS[1] - 4, y + ROW_H - 6), name, th.BODY, th.TEXT, bold=won)
        cells = (
            str(int(view["taken"][seat])),
            "●" if seat == last else "–",
            t("nim-img-won" if won else "nim-img-lost") if result else t("nim-img-playing"),
        )
        for k, cell in enumerate(cells):
            colour = th.GOLD if won and k == 2 else th.TEXT
            cell_box = (COLS[k + 1] + 4, y, COLS[k + 2] - 4, y + ROW_H - 6)
            c.text(cell_box, cell, th.BODY, colour, bold=k == 2, align="center")
        y += ROW_H
    return c


render_scoresheet = png_of(
    draw_scoresheet, "PNG of the result once the game is over, else of the game so far."
)
