"""The deciding seat's private picture (drawn from its own view): the prize, its coins, and
what each choice leaves — for a bid, the coins left and what they are worth at the end; for a
claim, the points of keeping against the coins of cashing in. The other seats' coins and points
are shown too, since a bid is a guess at theirs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.bids import theme as th
from render.bids.i18n import Translator
from render.png import png_of
from render.text import Canvas
from render.view import Codes, Names, View

HEAD_H = 84
TOP_H = 210
ROW_H = 46
RIVAL_H = 64
COINS_PER_POINT = 3  # the scoring rule: a point per 3 coins left at the end


def sample_bids(coins: int, own: int | None, count: int = 6) -> list[int]:
    """A few bids from 0 to all coins, evenly spread (and the seat's own sealed bid)."""
    amounts = {round(coins * i / (count - 1)) for i in range(count)} if coins else {0}
    if own is not None:
        amounts.add(own)
    return sorted(amounts)


def _viewer(view: Mapping[str, Any]) -> int | None:
    seat = view.get("viewer")
    return None if seat is None else int(seat)


def draw_prompt(view: View, t: Translator, names: Names, actions: Codes = None) -> Canvas:
    view = th.check_view(view)
    seat = _viewer(view)
    if seat is None:
        raise TypeError("a prompt is drawn from the deciding seat's own view, not a spectator's")
    players = list(view["players"])
    me = players[seat]
    acting = seat in view["to_act"]
    step = str(view["step"])
    own = None if me.get("bid") is None else int(me["bid"])  # its sealed bid, if made
    sealed = own is not None
    coins = int(me["coins"])
    bids = sorted(int(a.split(".")[1]) for a in actions or () if a.startswith("bid."))
    # The legal bids, when given, are the truth about what this seat may bid.
    amounts = sample_bids(bids[-1] if bids else coins, own)
    body = 0
    if step == "bid" and (acting or sealed):
        body = 56 + len(amounts) * ROW_H + 16
    elif step == "claim" and acting:
        body = 2 * 96 + 24
    rivals = [p for p in players if int(p["seat"]) != seat]
    height = HEAD_H + 12 + TOP_H + 12 + body + 48 + len(rivals) * RIVAL_H + th.MARGIN
    c = Canvas(th.WIDTH, height, th.BG)
    _header(c, view, t, names, seat, acting)
    y = HEAD_H + 12
    _top(c, view, t, me, y, acting, sealed)
    y += TOP_H + 12
    if step == "bid" and (acting or sealed):
        _bid_table(c, t, coins, amounts, own, y)
    elif step == "claim" and acting:
        _claim_options(c, view, t, me, y)
    y += body
    _rivals(c, t, names, rivals, y)
    return c


def _header(
    c: Canvas,
    view: Mapping[str, Any],
    t: Translator,
    names: Sequence[str],
    seat: int,
    acting: bool,
) -> None:
    th.panel(c, (0, 0, c.width, HEAD_H), th.PANEL_HI, radius=0)
    th.seat_badge(c, th.MARGIN, 14, 56, seat)
    x = th.MARGIN + 70
    c.text((x, 4, c.width - th.MARGIN, 46), th.player_name(names, seat, t), 30, th.TEXT, bold=True)
    status = t("bids-img-your-turn") if acting else t("bids-img-not-your-turn")
    if view["step"] == "over":
        status = t("bids-img-prompt-over")
    c.text(
        (x, 44, c.width - th.MARGIN, HEAD_H - 4),
        f"{status} · {th.round_text(view, t)}",
        th.SMALL,
        th.GOLD,
        bold=True,
    )


def _top(
    c: Canvas,
    view: Mapping[str, Any],
    t: Translator,
    me: Mapping[str, Any],
    y: int,
    acting: bool,
    sealed: bool,
) -> None:
    m = th.MARGIN
    th.panel(c, (m, y, c.width - m, y + TOP_H))
    tile = (m + 18, y + 16, m + 18 + 140, y + TOP_H - 16)
    prize = view.get("prize")
    if prize:
        th.prize_tile(c, tile, int(prize["points"]), t)
    else:
        th.star(c, tile)
    x = tile[2] + 22
    right = c.width - m - 16
    step = view["step"]
    coins = int(me["coins"])
    if step == "bid" and sealed:
        title = t("bids-img-prompt-sealed", amount=int(me["bid"]))
        sub = t("bids-img-prompt-wait")
    elif step == "bid" and acting:
        title = t("bids-img-prompt-bid", coins=coins)
        sub = t(f"bids-img-rule-{view['variant']}")
    elif step == "claim" and acting and view.get("auction"):
        title = t("bids-img-prompt-claim", price=int(view["auction"]["price"]))
        sub = t("bids-img-step-claim")
    elif step == "over":
        title = t("bids-img-prompt-over")
        sub = t("bids-img-total") + f" {int(me['total'])}"
    else:
        title = th.step_text(view, t)
        sub = t(f"bids-img-rule-{view['variant']}")
    c.text((x, y + 12, right, y + 92), title, th.LARGE, th.TEXT, bold=True)
    c.text((x, y + 94, right, y + 130), sub, th.SMALL, th.MUTED)
    th.coin(c, x, y + 146, 36)
    c.text(
        (x + 46, y + 136, right, y + TOP_H - 12),
        t("bids-img-coins-n", coins=coins),
        th.LARGE,
        th.GOLD,
        bold=True,
    )


def _bid_table(
    c: Canvas, t: Translator, coins: int, amounts: Sequence[int], own: int | None, y: int
) -> None:
    """Bid → coins left → what those coins add at the end (a point per 3)."""
    m = th.MARGIN
    right = c.width - m
    cols = (m + 16, 250, 500, right - 16)
    th.panel(c, (m, y, right, y + 48 + len(amounts) * ROW_H + 8), th.PANEL)
    heads = ("bids-img-col-bid", "bids-img-col-left", "bids-img-col-worth")
    for k, head in enumerate(heads):
        c.text((cols[k], y + 8, cols[k + 1] - 8, y + 46), t(head), th.SMALL, th.MUTED, bold=True)
    yy = y + 48
    for i, amount in enumerate(amounts):
        left = coins - amount
        if own == amount:
            th.panel(c, (m + 6, yy, right - 6, yy + ROW_H), th.WIN, radius=8, outline=th.GOLD)
        elif i % 2 == 0:
            c.draw.rectangle(
                [m + 6, yy, right - 7, yy + ROW_H - 1], fill=th.mix(th.PANEL, th.BG, 0.5)
            )
        color = th.GOLD if own == amount else th.TEXT
        c.text((cols[0], yy, cols[1] - 8, yy + ROW_H), str(amount), th.BODY, color, bold=True)
        c.text((cols[1], yy, cols[2] - 8, yy + ROW_H), str(left), th.BODY, color)
        c.text(
            (cols[2], yy, cols[3], yy + ROW_H),
            t("bids-img-points", points=left // COINS_PER_POINT),
            th.BODY,
            color,
        )
        yy += ROW_H


def _claim_options(
    c: Canvas, view: Mapping[str, Any], t: Translator, me: Mapping[str, Any], y: int
) -> None:
    m = th.MARGIN
    right = c.width - m
    points = int(view["prize"]["points"])
    coins = int(me["coins"])
    kept = int(me["score"]["prizes"])
    options = (
        (
            t("bids-img-keep", points=points),
            t("bids-img-after", before=kept, after=kept + points),
            t("bids-img-kept"),
            th.GOOD,
        ),
        (
            t("bids-img-cash", coins=points),
            t("bids-img-after", before=coins, after=coins + points),
            t("bids-img-coins"),
            th.GOLD,
        ),
    )
    for k, (title, change, what, color) in enumerate(options):
        top = y + k * 104
        box = (m, top, right, top + 96)
        th.panel(c, box, th.PANEL, outline=color)
        c.text((m + 18, top + 8, right - 18, top + 52), title, th.LARGE, color, bold=True)
        c.text((m + 18, top + 52, right - 18, top + 90), f"{what}: {change}", th.BODY, th.TEXT)


def _rivals(
    c: Canvas,
    t: Translator,
    names: Sequence[str],
    rivals: Sequence[Mapping[str, Any]],
    y: int,
) -> None:
    m = th.MARGIN
    c.text((m + 4, y + 6, c.width - m, y + 44), t("bids-img-rivals"), th.SMALL, th.MUTED, bold=True)
    y += 48
    for p in rivals:
        seat = int(p["seat"])
        th.panel(c, (m, y, c.width - m, y + RIVAL_H - 8), th.PANEL)
        th.seat_badge(c, m + 10, y + 8, 40, seat)
        c.text(
            (m + 60, y + 4, 400, y + RIVAL_H - 12),
            th.player_name(names, seat, t),
            th.BODY,
            th.TEXT,
            bold=True,
        )
        th.coin(c, 410, y + 14, 28)
        c.text(
            (446, y + 4, 590, y + RIVAL_H - 12), str(int(p["coins"])), th.BODY, th.TEXT, bold=True
        )
        c.text(
            (590, y + 4, c.width - m - 12, y + RIVAL_H - 12),
            t("bids-img-points", points=int(p["score"]["prizes"])),
            th.BODY,
            th.GOLD,
            align="right",
        )
        y += RIVAL_H


render_prompt = png_of(
    draw_prompt,
    """PNG of the viewer's decision. ``actions`` are its legal action codes (optional: the
    amounts shown are then spread over its coins).""",
)
