"""The public table: the prize on offer, the round, and one row per player (coins, kept prizes
and points, whether they have bid or what they bid once revealed, the lead player), then the
outcome of the last finished auction."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.bids import theme as th
from render.bids.i18n import Translator
from render.png import png_of
from render.text import Canvas
from render.view import Names, View

HEAD_H = 72
PRIZE_H = 204
ROW_H = 116
GAP = 12


def header(c: Canvas, view: Mapping[str, Any], t: Translator) -> None:
    th.panel(c, (0, 0, c.width, HEAD_H), th.PANEL_HI, radius=0)
    c.text((th.MARGIN, 6, c.width // 2, HEAD_H - 6), t("bids-name"), 34, th.TEXT, bold=True)
    c.text(
        (c.width // 2, 6, c.width - th.MARGIN, HEAD_H - 6),
        th.round_text(view, t),
        th.LARGE,
        th.GOLD,
        bold=True,
        align="right",
    )


def draw_table(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> Canvas:
    view = th.check_view(view)
    players = list(view["players"])
    height = (
        HEAD_H
        + GAP
        + PRIZE_H
        + GAP
        + len(players) * (ROW_H + GAP)
        + footer_height(len(players))
        + th.MARGIN
    )
    c = Canvas(th.WIDTH, height, th.BG)
    header(c, view, t)
    y = HEAD_H + GAP
    _prize_panel(c, view, t, names, y)
    y += PRIZE_H + GAP
    auction = view.get("auction")
    last = th.last_finished(view)
    for p in players:
        _player_row(c, view, t, names, p, y, auction)
        y += ROW_H + GAP
    _footer(c, view, t, names, last, y)
    return c


def _prize_panel(
    c: Canvas, view: Mapping[str, Any], t: Translator, names: Sequence[str], y: int
) -> None:
    m = th.MARGIN
    th.panel(c, (m, y, c.width - m, y + PRIZE_H))
    prize = view.get("prize")
    tile = (m + 20, y + 16, m + 20 + 148, y + PRIZE_H - 16)
    if prize:
        th.prize_tile(c, tile, int(prize["points"]), t)
    else:
        th.star(c, tile)
    x = tile[2] + 24
    right = c.width - m - 16
    c.text((x, y + 10, right, y + 56), th.step_text(view, t), 34, th.TEXT, bold=True)
    result = view.get("result")
    if result:
        # At the end the panel names the winners instead of the rules.
        winners = ", ".join(th.player_name(names, int(w), t) for w in result["winners"])
        c.text((x, y + 62, right, y + 100), t("bids-img-winner"), th.BODY, th.GOLD, bold=True)
        c.text((x, y + 100, right, y + 176), winners, th.LARGE, th.TEXT, bold=True)
        return
    c.text(
        (x, y + 58, right, y + 92),
        t(f"bids-variant-{view['variant']}"),
        th.BODY,
        th.GOLD,
        bold=True,
    )
    c.text((x, y + 92, right, y + 124), t(f"bids-img-rule-{view['variant']}"), th.SMALL, th.MUTED)
    c.text((x, y + 124, right, y + 156), t("bids-img-rule-tie"), th.SMALL, th.MUTED)
    c.text(
        (x, y + 156, right, y + 188),
        t("bids-img-deck", count=int(view["deck_left"])),
        th.SMALL,
        th.MUTED,
    )


def kept_tiles(
    c: Canvas, p: Mapping[str, Any], t: Translator, x: int, y: int, h: int, right: int
) -> int:
    """Small tiles of the kept prizes from ``x``; returns where they end."""
    w = h * 7 // 8
    for k in p["kept"]:
        if x + w > right:
            break
        th.prize_tile(c, (x, y, x + w, y + h), int(k["points"]), t, label=False)
        x += w + 6
    return x


def _player_row(
    c: Canvas,
    view: Mapping[str, Any],
    t: Translator,
    names: Sequence[str],
    p: Mapping[str, Any],
    y: int,
    auction: Mapping[str, Any] | None,
) -> None:
    m = th.MARGIN
    seat = int(p["seat"])
    won = auction is not None and auction["winner"] == seat
    result = view.get("result") or {}
    champion = seat in result.get("winners", [])
    fill = th.WIN if won or champion else th.PANEL
    outline = th.GOLD if won or champion else None
    box = (m, y, c.width - m, y + ROW_H)
    th.panel(c, box, fill, outline=outline)
    c.draw.rectangle([m + 2, y + 10, m + 7, y + ROW_H - 11], fill=th.seat_rgb(seat))
    th.seat_badge(c, m + 16, y + 10, 48, seat)
    lead = int(view["lead"]) == seat and view["step"] != "over"
    name_right = 540 if not lead else 404
    c.text(
        (m + 76, y + 8, name_right, y + 58), th.player_name(names, seat, t), 30, th.TEXT, bold=True
    )
    if lead:
        chip = (412, y + 16, 540, y + 50)
        th.panel(c, chip, th.GOLD, radius=16)
        c.text(chip, t("bids-img-lead"), th.SMALL, th.INK, bold=True, align="center")
    coins_box = (560, y + 8, c.width - m - 14, y + 58)
    th.coin(c, coins_box[0], y + 18, 30)
    c.text(
        (coins_box[0] + 38, coins_box[1], coins_box[2], coins_box[3]),
        t("bids-img-coins-n", coins=int(p["coins"])),
        30,
        th.TEXT,
        bold=True,
        align="right",
    )
    # Second line: kept prizes and their points, then the bid status.
    line = (y + 64, y + ROW_H - 10)
    end = kept_tiles(c, p, t, m + 76, line[0], line[1] - line[0], 380)
    points = t("bids-img-points", points=int(p["score"]["prizes"]))
    kept = bool(p["kept"])
    c.text(
        (end + 4 if kept else end, line[0], 436, line[1]),
        f"= {points}" if kept else points,
        th.BODY,
        th.GOLD if kept else th.MUTED,
        bold=kept,
    )
    _status(c, view, t, p, (440, line[0], c.width - m - 14, line[1]), auction)


def _status(
    c: Canvas,
    view: Mapping[str, Any],
    t: Translator,
    p: Mapping[str, Any],
    box: tuple[int, int, int, int],
    auction: Mapping[str, Any] | None,
) -> None:
    """What the player did in this auction: bid or still bidding (amounts stay sealed), or the
    revealed bid while the winner claims; at the end, the final total."""
    seat = int(p["seat"])
    left, top, right, bottom = box
    icon = 30
    iy = top + (bottom - top - icon) // 2
    if view["step"] == "bid":
        if p["has_bid"]:
            th.seal(c, left, iy, icon)
            c.text(
                (left + icon + 8, top, right, bottom),
                t("bids-img-has-bid"),
                th.BODY,
                th.GOOD,
                bold=True,
                align="right",
            )
        else:
            th.hourglass(c, left, iy, icon)
            c.text(
                (left + icon + 8, top, right, bottom),
                t("bids-img-bidding"),
                th.BODY,
                th.MUTED,
                align="right",
            )
        return
    if view["step"] == "claim" and auction is not None:
        amount = int(auction["bids"][seat])
        text = t("bids-img-bid", amount=amount)
        if auction["winner"] != seat:
            c.text(box, text, th.BODY, th.TEXT, align="right")
            return
        # The winner: a star (not only the row's colour) and the price it paid.
        text = f"{text} · {t('bids-img-pays', price=int(auction['price']))}"
        fitted = c.text(
            (left + icon + 12, top, right, bottom), text, th.BODY, th.GOLD, bold=True, align="right"
        )
        x = max(left, right - int(fitted.width()) - icon - 14)
        th.star(c, (x, iy - 4, x + icon + 8, iy + icon + 4))
        return
    c.text(
        box, t("bids-img-total") + f" {int(p['total'])}", th.BODY, th.TEXT, bold=True, align="right"
    )


def footer_height(players: int) -> int:
    return 44 + -(-players // 2) * 40 + 40


def _footer(c: Canvas, view: View, t: Translator, names: Names, last: View | None, y: int) -> None:
    """The last finished auction: its prize, every bid (two to a line), and how it ended."""
    m = th.MARGIN
    n = len(view["players"])
    box = (m, y, c.width - m, y + footer_height(n))
    th.panel(c, box, th.PANEL_HI)
    c.text(
        (m + 16, y + 6, c.width - m - 16, y + 40), t("bids-img-last"), th.SMALL, th.MUTED, bold=True
    )
    if last is None:
        c.text(
            (m + 16, y + 44, c.width - m - 16, box[3] - 8),
            t("bids-img-no-auction"),
            th.BODY,
            th.TEXT,
        )
        return
    tile = (m + 16, y + 46, m + 16 + 64, y + 46 + 72)
    th.prize_tile(c, tile, int(last["points"]), t, label=False)
    x0 = tile[2] + 16
    col_w = (c.width - m - 16 - x0) // 2
    winner = last["winner"]
    for s, amount in enumerate(last["bids"]):
        cx = x0 + (s % 2) * col_w
        cy = y + 42 + (s // 2) * 40
        won = s == winner
        color = th.GOLD if won else th.TEXT
        c.draw.ellipse([cx, cy + 10, cx + 19, cy + 29], fill=th.seat_rgb(s))
        c.text(
            (cx + 26, cy, cx + col_w - 70, cy + 40),
            th.player_name(names, s, t),
            th.BODY,
            color,
            bold=won,
            wrap=False,
        )
        c.text(
            (cx + col_w - 70, cy, cx + col_w - 12, cy + 40),
            str(int(amount)),
            th.BODY,
            color,
            bold=True,
            align="right",
        )
    if winner is None:
        outcome = t("bids-img-res-discard")
    else:
        outcome = (
            f"{th.player_name(names, int(winner), t)}: {t(th.result_key(last, int(winner)))} · "
            f"{t('bids-img-pays', price=int(last['price']))}"
        )
    c.text((x0, box[3] - 42, c.width - m - 16, box[3] - 6), outcome, th.SMALL, th.GOLD)


render_table = png_of(
    draw_table,
    """PNG of the table as everyone sees it (pass a spectator view).""",
)
