"""One player's sheet: coins, the prizes it kept and their points, and how each auction went
for it (its bid once revealed, won or lost, kept or cashed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.bids import theme as th
from render.bids.i18n import Translator
from render.png import png_of
from render.text import Canvas

HEAD_H = 84
KEPT_H = 132
ROW_H = 50
COLS = (32, 150, 270, 380, 490, 784)  # round, prize, bid, paid, result


def draw_board(view: Mapping[str, Any], t: Translator, names: Sequence[str], seat: int) -> Canvas:
    view = th.check_view(view)
    players = list(view["players"])
    if not 0 <= seat < len(players):
        raise ValueError(f"no seat {seat} in a {len(players)}-player game")
    p = players[seat]
    history = list(view["history"])
    rows = max(1, len(history))
    height = HEAD_H + 12 + KEPT_H + 12 + 52 + rows * ROW_H + 8 + th.MARGIN
    c = Canvas(th.WIDTH, height, th.BG)
    th.panel(c, (0, 0, c.width, HEAD_H), th.PANEL_HI, radius=0)
    c.draw.rectangle([0, HEAD_H - 6, c.width, HEAD_H - 1], fill=th.seat_rgb(seat))
    th.seat_badge(c, th.MARGIN, 12, 56, seat)
    c.text(
        (th.MARGIN + 70, 6, 520, HEAD_H - 10),
        th.player_name(names, seat, t),
        32,
        th.TEXT,
        bold=True,
    )
    th.coin(c, 540, 24, 32)
    c.text(
        (580, 6, c.width - th.MARGIN, HEAD_H - 10),
        t("bids-img-coins-n", coins=int(p["coins"])),
        th.LARGE,
        th.GOLD,
        bold=True,
        align="right",
    )
    # The kept prizes.
    y = HEAD_H + 12
    th.panel(c, (th.MARGIN, y, c.width - th.MARGIN, y + KEPT_H))
    c.text((th.MARGIN + 16, y + 6, 400, y + 40), t("bids-img-kept"), th.SMALL, th.MUTED, bold=True)
    c.text(
        (400, y + 6, c.width - th.MARGIN - 16, y + 40),
        t("bids-img-points", points=int(p["score"]["prizes"])),
        th.BODY,
        th.GOLD,
        bold=True,
        align="right",
    )
    x = th.MARGIN + 16
    if not p["kept"]:
        c.text((x, y + 46, 300, y + KEPT_H - 10), t("bids-img-none"), th.LARGE, th.MUTED)
    for k in p["kept"]:
        th.prize_tile(c, (x, y + 46, x + 80, y + KEPT_H - 10), int(k["points"]), t, label=False)
        x += 88
    # Every auction so far, as it went for this seat.
    y += KEPT_H + 12
    th.panel(c, (th.MARGIN, y, c.width - th.MARGIN, height - th.MARGIN))
    heads = (
        "bids-img-col-round",
        "bids-img-col-prize",
        "bids-img-col-bid",
        "bids-img-col-paid",
        "bids-img-col-result",
    )
    for k, head in enumerate(heads):
        c.text((COLS[k], y + 8, COLS[k + 1] - 8, y + 48), t(head), th.SMALL, th.MUTED, bold=True)
    y += 52
    if not history:
        c.text((COLS[0], y, c.width - 32, y + ROW_H), t("bids-img-no-auction"), th.BODY, th.MUTED)
    for i, auction in enumerate(history):
        key = th.result_key(auction, seat)
        won = auction["winner"] == seat
        if i % 2 == 0:
            c.draw.rectangle(
                [th.MARGIN + 6, y, c.width - th.MARGIN - 7, y + ROW_H - 1],
                fill=th.mix(th.PANEL, th.BG, 0.5),
            )
        c.text((COLS[0], y, COLS[1] - 8, y + ROW_H), str(int(auction["round"])), th.BODY, th.TEXT)
        th.prize_tile(
            c, (COLS[1], y + 5, COLS[1] + 36, y + ROW_H - 5), int(auction["points"]), t, label=False
        )
        c.text(
            (COLS[2], y, COLS[3] - 8, y + ROW_H),
            str(int(auction["bids"][seat])),
            th.BODY,
            th.TEXT,
            bold=True,
        )
        color = th.GOLD if won else (th.MUTED if key == "bids-img-res-discard" else th.TEXT)
        paid = str(int(auction["price"])) if won else t("bids-img-none")
        c.text((COLS[3], y, COLS[4] - 8, y + ROW_H), paid, th.BODY, color, bold=won)
        c.text((COLS[4], y, COLS[5] - 8, y + ROW_H), t(key), th.BODY, color, bold=won)
        y += ROW_H
    return c


render_board = png_of(
    draw_board,
    """PNG of ``seat``'s sheet (from any view: everything on it is public, but a seat's own view
    also shows its sealed bid of this round).""",
)
