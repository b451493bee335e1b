"""A seat's private prompt: its drawn cards in a draw round, or the choices of its current
decision, with the numbers needed to decide (prices after discount, what buying changes,
sale value, requirements). Drawn from that seat's own view, plus its legal action codes."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from render.hadara import parts
from render.hadara import theme as th
from render.hadara.table import player_name, progress_text
from render.i18n import Translator
from render.text import Box, Canvas
from rules.hadara import actions as act
from rules.hadara.data import COLONY_LEVELS, COLORS, COUNTING_EFFECTS, TILE_COLORS, TRACKS, Card

W = 1200
M = 16
HEAD_H = 96
INSTR_H = 50
BODY_TOP = HEAD_H + INSTR_H + 8

Body = Callable[[Canvas, "Ctx", int], None]


class Ctx:
    """What every body needs: the view, the seat, its player entry, its legal codes."""

    def __init__(
        self,
        view: Mapping[str, Any],
        t: Translator,
        names: Sequence[str],
        legal: set[str] | None,
    ) -> None:
        self.view = view
        self.t = t
        self.names = names
        self.seat = int(view["viewer"])
        self.p: Mapping[str, Any] = view["players"][self.seat]
        self.private: Mapping[str, Any] = view.get("private", {})
        self.legal = legal
        self.acting = self.seat in {int(s) for s in view.get("to_act", [])}

    def allowed(self, action: act.Action) -> bool | None:
        """Whether the action is legal now; ``None`` when the caller gave no action list."""
        if self.legal is None:
            return None
        return action.encode() in self.legal

    @property
    def coins(self) -> int:
        return int(self.p["coins"])


def render_prompt(
    view: Mapping[str, Any],
    t: Translator,
    names: Sequence[str],
    actions: Sequence[str] | None = None,
) -> bytes:
    """PNG of the private prompt for the seat whose view this is (``view["viewer"]``).

    ``actions`` are that seat's legal action codes (``Action.encode()``); with them the image
    marks which options are open, without them it only shows the numbers.
    """
    return draw_prompt(view, t, names, actions).png()


def draw_prompt(
    view: Mapping[str, Any],
    t: Translator,
    names: Sequence[str],
    actions: Sequence[str] | None = None,
) -> Canvas:
    view = parts.check_view(view)
    if view.get("viewer") is None:
        raise TypeError("a private prompt needs a seat's view, not a spectator view")
    ctx = Ctx(view, t, names, set(actions) if actions is not None else None)
    step = str(view["step"])
    body, height = _body(ctx, step)
    c = Canvas(W, BODY_TOP + height + M, th.BG)
    _head(c, ctx)
    body(c, ctx, BODY_TOP)
    return c


def _body(ctx: Ctx, step: str) -> tuple[Body, int]:
    if step == "draft" and ctx.private.get("hand"):
        return _draft, 470
    if not ctx.acting:
        return _idle, 150
    if step == "take":
        return _take, 470
    if step == "colony":
        return _colony, 5 * 80 + 60
    if step == "statue":
        return _statue, 4 * 92 + 60
    if step == "feed":
        rows = -(-len(ctx.p["cards"]) // 3)
        return _feed, rows * 46 + 70
    if step == "medal":
        return _medal, 330
    if step == "wheel":
        return _wheel, 5 * 70 + 10
    if step == "side":
        return _side, 250
    return _idle, 150


def _instruction(ctx: Ctx) -> str:
    t = ctx.t
    step = str(ctx.view["step"])
    if step == "draft" and ctx.private.get("hand"):
        deck = str(ctx.private["hand"][0].get("deck", "blue"))
        return t("prompt-draft", color=t(f"color-{deck}"))
    if step == "over":
        return t("prompt-over")
    if not ctx.acting:
        waiting = [player_name(ctx.names, int(s), t) for s in ctx.view.get("to_act", [])]
        return t("waiting", names=", ".join(waiting)) if waiting else t("not-your-turn")
    if step == "feed":
        food = int(ctx.p["tracks"]["food"])
        cards = len(ctx.p["cards"])
        return t("prompt-feed", count=_feed_count(ctx), food=food, cards=cards)
    return t(f"prompt-{step}")


def _feed_count(ctx: Ctx) -> int:
    feed = ctx.view.get("feed", {})
    value = feed.get(ctx.seat, feed.get(str(ctx.seat)))
    if value is None:
        return max(0, len(ctx.p["cards"]) - int(ctx.p["tracks"]["food"]))
    return int(value)


def _head(c: Canvas, ctx: Ctx) -> None:
    t = ctx.t
    parts.panel(c, (0, 0, W, HEAD_H), th.PANEL_HI, radius=0)
    parts.paste(c, th.coat_badge(ctx.seat, 70), M, (HEAD_H - 70) // 2)
    name = player_name(ctx.names, ctx.seat, t)
    c.text((M + 84, 8, 520, 52), name, 28, th.TEXT, bold=True)
    title = t("your-turn") if ctx.acting or ctx.private.get("hand") else t("not-your-turn")
    c.text(
        (M + 84, 52, 520, HEAD_H - 8),
        f"{title} · {progress_text(ctx.view, t)}",
        17,
        th.GOLD if ctx.acting else th.MUTED,
        bold=True,
    )
    x = 540
    parts.paste(c, th.icon("coin", 36, th.GOLD), x, 10)
    c.text((x + 42, 4, x + 130, 52), str(ctx.coins), 34, th.TEXT, bold=True)
    c.text((x, 54, x + 130, HEAD_H - 8), t("coins"), 15, th.MUTED)
    x += 134
    for tr in TRACKS:
        parts.track_cell(
            c, (x, 6, x + 126, HEAD_H - 6), tr, str(ctx.p["tracks"][tr]), 30, label=t(f"track-{tr}")
        )
        x += 130
    c.text((M, HEAD_H + 6, W - M, HEAD_H + INSTR_H), _instruction(ctx), 22, th.TEXT, bold=True)


def _mark(c: Canvas, x: int, y: int, ok: bool | None, size: int = 30) -> None:
    """A check or cross badge (shape, not only colour)."""
    if ok is None:
        return
    glyph, color = ("check", th.GOOD) if ok else ("cross", th.BAD)
    parts.paste(c, th.badge(glyph, size, color, th.BG), x, y)


def _buy_effects(ctx: Ctx, card: Card) -> list[tuple[str, int, int]]:
    """Track changes of buying ``card``: (track, before, after)."""
    tracks = ctx.p["tracks"]
    delta = dict(zip(TRACKS, card.tracks, strict=True))
    owned = set(ctx.p.get("effects", []))
    for effect, color in COUNTING_EFFECTS.items():
        track = th.COLOR_ICON[color]
        if effect in owned and card.color == color:
            delta[track] += 1
        if card.effect == effect:
            delta[track] += int(ctx.p["color_counts"].get(color, 0))
    return [(tr, int(tracks[tr]), int(tracks[tr]) + d) for tr, d in delta.items() if d]


def _price(ctx: Ctx, card: Card) -> tuple[int, int]:
    discount = min(card.cost, int(ctx.p["color_counts"].get(card.color, 0)))
    return card.cost - discount, discount


def _card_choice(
    c: Canvas,
    ctx: Ctx,
    box: Box,
    card: Card,
    price: int,
    sale: int,
    buy_ok: bool | None,
    sell_ok: bool | None,
) -> None:
    """A card with everything needed to decide: price, what buying changes, sale value."""
    t = ctx.t
    left, top, right, bottom = box
    parts.panel(c, box)
    cw = min(230, (right - left) // 2 - 10)
    parts.mini_card(c, (left + 12, top + 12, left + 12 + cw, top + 12 + int(cw * 1.38)), card, t)
    x = left + cw + 26
    r = right - 12
    y = top + 12
    discount = card.cost - price
    label = (
        t("price-discount", coins=price, cost=card.cost, discount=discount)
        if discount
        else t("price", coins=price)
    )
    parts.icon_value(c, (x, y, r, y + 34), "coin", label, 22, th.GOLD, bold=True)
    y += 42
    _mark(c, x, y + 2, buy_ok)
    c.text((x + 36, y, r, y + 34), t("buy"), 24, th.TEXT, bold=True)
    y += 36
    after = ctx.coins - price
    c.text(
        (x + 8, y, r, y + 26),
        t("buy-result", before=ctx.coins, after=after),
        18,
        th.TEXT if after >= 0 else th.BAD,
    )
    y += 28
    if after < 0:
        c.text((x + 8, y, r, y + 24), t("cannot-afford"), 17, th.BAD, bold=True)
        y += 26
    for tr, before, new in _buy_effects(ctx, card)[:4]:
        col = th.TRACK_COLOR[tr]
        parts.paste(c, th.badge(tr, 24, th.COLOR_RGB[col], th.COLOR_FG[col]), x + 8, y + 1)
        c.text(
            (x + 38, y, r, y + 26),
            f"{t(f'track-{tr}')} {t('track-change', before=before, after=new)}",
            18,
            th.TEXT,
        )
        y += 28
    if card.points:
        parts.icon_value(
            c,
            (x + 8, y, r, y + 26),
            "points",
            t("points-short", points=card.points),
            18,
            th.TEXT,
            icon_fg=th.GOLD,
            bold=False,
        )
        y += 28
    if card.effect is not None:
        c.text((x + 8, y, r, y + 66), t(f"effect-{card.effect}"), 16, (214, 180, 240))
        y += 68
    else:
        c.text(
            (x + 8, y, r, y + 24), t("discount-next", color=t(f"color-{card.color}")), 15, th.MUTED
        )
        y += 26
    y = max(y + 6, bottom - 84)
    c.draw.line([x, y - 4, r, y - 4], fill=th.LINE, width=2)
    _mark(c, x, y + 2, sell_ok)
    c.text((x + 36, y, r, y + 34), t("sell"), 24, th.TEXT, bold=True)
    y += 36
    c.text(
        (x + 8, y, r, y + 26),
        t("sell-result", before=ctx.coins, after=ctx.coins + sale),
        18,
        th.TEXT,
    )


def _draft(c: Canvas, ctx: Ctx, y: int) -> None:
    data = parts.data()
    hand = list(ctx.private.get("hand", []))
    w = (W - 2 * M - 12 * (len(hand) - 1)) // max(1, len(hand))
    for k, entry in enumerate(hand):
        card = data.cards[str(entry["card"])]
        x = M + k * (w + 12)
        price = int(entry.get("price", _price(ctx, card)[0]))
        sale = int(entry.get("sale_value", ctx.p.get("sale_value", 0)))
        buy_ok = ctx.allowed(act.draft(card.id, True))
        if ctx.legal is not None and not buy_ok:
            buy_ok = any(code.startswith(f"draft.{card.id}.b") for code in ctx.legal)
        _card_choice(
            c,
            ctx,
            (x, y, x + w, y + 450),
            card,
            price,
            sale,
            buy_ok,
            ctx.allowed(act.draft(card.id, False)),
        )
    pending = str(ctx.private.get("pending", ""))
    if pending:
        c.text((M, y + 452, W - M, y + 470), f"✓ {ctx.t('chosen')}", 16, th.GOOD, bold=True)


def _take(c: Canvas, ctx: Ctx, y: int) -> None:
    data = parts.data()
    piles = [w for w in ctx.view["wheel"] if w.get("pile_top") is not None]
    if not piles:
        return _idle(c, ctx, y)
    w = (W - 2 * M - 8 * (len(piles) - 1)) // len(piles)
    for k, pile in enumerate(piles):
        x = M + k * (w + 8)
        card = data.cards[str(pile["pile_top"])]
        parts.panel(c, (x, y, x + w, y + 460))
        cw = w - 20
        parts.mini_card(
            c, (x + 10, y + 10, x + 10 + cw, y + 10 + min(250, int(cw * 1.25))), card, ctx.t
        )
        yy = y + 270
        price, _disc = _price(ctx, card)
        parts.icon_value(
            c, (x + 10, yy, x + w - 10, yy + 30), "coin", ctx.t("price", coins=price), 20, th.GOLD
        )
        yy += 36
        color = str(pile["color"])
        buy_ok = ctx.allowed(act.take(color, True))
        if ctx.legal is not None and not buy_ok:
            buy_ok = any(code.startswith(f"take.{color}.b") for code in ctx.legal)
        _mark(c, x + 10, yy, buy_ok, 26)
        c.text((x + 42, yy, x + w - 10, yy + 28), ctx.t("buy"), 20, th.TEXT, bold=True)
        yy += 30
        after = ctx.coins - price
        c.text(
            (x + 10, yy, x + w - 10, yy + 24),
            ctx.t("buy-result", before=ctx.coins, after=after),
            16,
            th.TEXT if after >= 0 else th.BAD,
        )
        yy += 30
        _mark(c, x + 10, yy, ctx.allowed(act.take(color, False)), 26)
        c.text((x + 42, yy, x + w - 10, yy + 28), ctx.t("sell"), 20, th.TEXT, bold=True)
        yy += 30
        sale = int(ctx.p.get("sale_value", 0))
        c.text(
            (x + 10, yy, x + w - 10, yy + 24),
            ctx.t("sell-result", before=ctx.coins, after=ctx.coins + sale),
            16,
            th.TEXT,
        )
        c.text(
            (x + 10, y + 428, x + w - 10, y + 454),
            ctx.t("pile-size", count=pile.get("pile_size", 0)),
            15,
            th.MUTED,
        )


def _requirement(ctx: Ctx, track: str, need: int) -> int:
    value = int(ctx.p["tracks"][track])
    if "P-III-5" in ctx.p.get("effects", []):
        need -= 4
    return max(0, need - value)


def _colony(c: Canvas, ctx: Ctx, y: int) -> None:
    t = ctx.t
    stacks = {int(s["level"]): s for s in ctx.view["colony_stacks"]}
    taken = {int(col["level"]) for col in ctx.p["colonies"]}
    for level in COLONY_LEVELS:
        box = (M, y, W - M, y + 74)
        parts.panel(c, box)
        parts.paste(c, th.badge("military", 44, th.COLOR_RGB["red"], th.WHITE), M + 12, y + 15)
        c.text((M + 64, y + 4, M + 140, y + 70), str(level), 32, th.TEXT, bold=True)
        stack = stacks.get(level, {})
        top = stack.get("top")
        x = M + 150
        if level in taken:
            c.text((x, y + 4, W - M - 12, y + 70), t("already-have-level"), 20, th.DIM)
            y += 80
            continue
        if top is None:
            c.text((x, y + 4, W - M - 12, y + 70), t("colony-empty"), 20, th.DIM)
            y += 80
            continue
        missing = _requirement(ctx, "military", level)
        req = t("requirement-met") if not missing else t("requirement-missing", missing=missing)
        _mark(c, x, y + 22, not missing, 28)
        c.text(
            (x + 34, y + 4, x + 250, y + 70), req, 18, th.GOOD if not missing else th.BAD, bold=True
        )
        x += 260
        parts.icon_value(
            c,
            (x, y + 18, x + 90, y + 56),
            "points",
            str(top["points"]),
            26,
            th.TEXT,
            icon_fg=th.GOLD,
        )
        x += 100
        for mode, coins, sign, color in (
            ("plunder", int(top["plunder"]), 1, th.GOOD),
            ("integrate", int(top["integrate"]), -1, th.BAD),
        ):
            ok = ctx.allowed(act.colony(level, mode == "integrate"))
            _mark(c, x, y + 22, ok, 28)
            label = t("plunder-gain", coins=coins) if sign > 0 else t("integrate-cost", coins=coins)
            c.text((x + 34, y + 4, x + 160, y + 36), t(mode), 18, th.TEXT, bold=True)
            parts.icon_value(c, (x + 34, y + 36, x + 160, y + 68), "coin", label, 20, color)
            c.text(
                (x + 160, y + 36, x + 320, y + 68),
                t("buy-result", before=ctx.coins, after=ctx.coins + sign * coins),
                15,
                th.MUTED,
            )
            x += 330
        y += 80
    ok = ctx.allowed(act.PASS)
    _mark(c, M + 12, y + 8, ok, 28)
    c.text((M + 48, y + 2, W - M, y + 44), t("pass"), 20, th.TEXT, bold=True)


def _statue(c: Canvas, ctx: Ctx, y: int) -> None:
    t = ctx.t
    statues = parts.data().statues
    tiles = ctx.p.get("tiles", {})
    for k, st in enumerate(statues):
        box = (M, y, W - M, y + 86)
        parts.panel(c, box)
        carved = ctx.p["statues"][k]
        parts.statue_slot(c, (M + 10, y + 6, M + 56, y + 80), carved, st.culture, t, 18)
        parts.paste(c, th.badge("culture", 28, th.COLOR_RGB["blue"], th.WHITE), M + 70, y + 8)
        c.text((M + 104, y + 4, M + 170, y + 40), str(st.culture), 24, th.TEXT, bold=True)
        parts.icon_value(
            c,
            (M + 70, y + 46, M + 170, y + 80),
            "points",
            str(st.points),
            22,
            th.TEXT,
            icon_fg=th.GOLD,
        )
        x = M + 180
        if carved is not None:
            c.text((x, y + 4, W - M - 12, y + 82), t("carved"), 20, th.DIM)
            y += 92
            continue
        missing = _requirement(ctx, "culture", st.culture)
        req = t("requirement-met") if not missing else t("requirement-missing", missing=missing)
        _mark(c, x, y + 28, not missing, 28)
        c.text(
            (x + 34, y + 4, x + 220, y + 82), req, 18, th.GOOD if not missing else th.BAD, bold=True
        )
        x += 230
        c.text(
            (x, y + 4, x + 220, y + 42), f"↑ {t('face-up')}: +{st.bonus}", 18, th.TEXT, bold=True
        )
        c.text(
            (x, y + 44, x + 220, y + 82),
            f"★ {t('face-down')}: {t('points-short', points=st.bonus)}",
            18,
            th.TEXT,
            bold=True,
        )
        x += 230
        w = (W - M - 12 - x) // 4
        for j, color in enumerate(TILE_COLORS):
            n = int(tiles.get(color, 0))
            any_ok: bool | None = None
            if ctx.legal is not None:
                any_ok = any(act.statue(k, color, up).encode() in ctx.legal for up in (True, False))
            cx = x + j * w
            parts.color_chip(
                c,
                (cx, y + 14, cx + w - 8, y + 72),
                color,
                t,
                str(n),
                28,
                dim=n == 0 or any_ok is False,
            )
        y += 92
    _mark(c, M + 12, y + 8, ctx.allowed(act.PASS), 28)
    c.text((M + 48, y + 2, W - M, y + 44), t("pass"), 20, th.TEXT, bold=True)


def _feed(c: Canvas, ctx: Ctx, y: int) -> None:
    t = ctx.t
    data = parts.data()
    cards = sorted(ctx.p["cards"], key=lambda cid: (COLORS.index(data.cards[cid].color), cid))
    w = (W - 2 * M - 16) // 3
    for k, cid in enumerate(cards):
        x = M + (k % 3) * (w + 8)
        yy = y + (k // 3) * 46
        parts.card_row(c, (x, yy, x + w, yy + 40), data.cards[cid], t, 16)
    y += -(-len(cards) // 3) * 46 + 8
    if "P-II-3" in ctx.p.get("effects", []):
        _mark(c, M, y + 8, ctx.allowed(act.FEED_PAY), 28)
        c.text((M + 36, y, W - M, y + 44), t("pay-instead"), 20, th.TEXT, bold=True)


def _medal(c: Canvas, ctx: Ctx, y: int) -> None:
    t = ctx.t
    p = ctx.p
    half = (W - 2 * M - 12) // 2
    # silver
    box = (M, y, M + half, y + 320)
    parts.panel(c, box)
    silver = list(p.get("silver", []))
    for k in range(2):
        parts.medal_slot(
            c, M + 14 + k * 58, y + 12, 50, "silver", str(silver[k]) if k < len(silver) else None
        )
    c.text(
        (M + 136, y + 8, M + half - 12, y + 66),
        t("silver-cost", coins=p.get("silver_cost", 0)),
        22,
        th.SILVER,
        bold=True,
    )
    tiles = p.get("tiles", {})
    yy = y + 78
    for color in TILE_COLORS:
        track = th.COLOR_ICON[color]
        value = int(p["tracks"][track])
        n = int(tiles.get(color, 0))
        ok = ctx.allowed(act.silver(color))
        _mark(c, M + 12, yy + 14, ok, 28)
        parts.color_chip(c, (M + 48, yy + 4, M + 148, yy + 54), color, t, str(n), 24, dim=n == 0)
        c.text(
            (M + 160, yy + 4, M + half - 12, yy + 54),
            f"{t(f'track-{track}')} {value} · {t('silver-preview', points=(value + 1) // 2)}",
            18,
            th.TEXT,
        )
        yy += 58
    # gold
    x = M + half + 12
    box = (x, y, W - M, y + 320)
    parts.panel(c, box)
    gold = int(p.get("gold", 0))
    for k in range(2):
        parts.medal_slot(c, x + 14 + k * 58, y + 12, 50, "gold", "gold" if k < gold else None)
    c.text(
        (x + 136, y + 8, W - M - 12, y + 66),
        t("gold-cost", coins=p.get("gold_cost", 0)),
        22,
        th.GOLD,
        bold=True,
    )
    _mark(c, x + 12, y + 86, ctx.allowed(act.GOLD), 28)
    sets = min(int(p["color_counts"].get(col, 0)) for col in COLORS)
    c.text(
        (x + 48, y + 78, W - M - 12, y + 124), t("gold-preview", sets=sets), 20, th.TEXT, bold=True
    )
    cw = (W - M - 12 - x - 12) // 5
    for k, color in enumerate(COLORS):
        n = int(p["color_counts"].get(color, 0))
        parts.color_chip(
            c,
            (x + 12 + k * cw, y + 134, x + 12 + (k + 1) * cw - 6, y + 190),
            color,
            t,
            str(n),
            26,
            dim=n == 0,
        )
    c.text(
        (x + 12, y + 200, W - M - 12, y + 240),
        t("medals-left", silver=2 - len(silver), gold=2 - gold),
        18,
        th.MUTED,
    )
    _mark(c, x + 12, y + 262, ctx.allowed(act.PASS), 28)
    c.text((x + 48, y + 254, W - M - 12, y + 300), t("pass"), 20, th.TEXT, bold=True)


def _wheel(c: Canvas, ctx: Ctx, y: int) -> None:
    t = ctx.t
    colors = [str(w["color"]) for w in ctx.view["wheel"]]
    n = int(ctx.view["players_n"])
    for r in range(5):
        box = (M, y, W - M, y + 62)
        parts.panel(c, box, th.PANEL_HI if r % 2 else th.PANEL)
        _mark(c, M + 10, y + 16, ctx.allowed(act.wheel(r)), 28)
        c.text((M + 46, y + 4, M + 190, y + 58), t("rotation", value=r), 20, th.TEXT, bold=True)
        w = (W - 2 * M - 200) // n
        for seat in range(n):
            x = M + 200 + seat * w
            parts.paste(c, th.coat_badge(seat, 40), x, y + 11)
            parts.paste(c, th.icon("arrow", 18, th.GOLD), x + 44, y + 22)
            color = colors[(seat + r) % 5]
            parts.color_chip(c, (x + 66, y + 11, x + w - 10, y + 51), color, t, None)
            c.text(
                (x + 110, y + 11, x + w - 14, y + 51),
                t(f"color-{color}"),
                16,
                th.COLOR_FG[color],
                bold=True,
            )
        y += 70


def _side(c: Canvas, ctx: Ctx, y: int) -> None:
    t = ctx.t
    sides = dict(ctx.private.get("sides", {}))
    half = (W - 2 * M - 12) // 2
    for k, side in enumerate(("A", "B")):
        x = M + k * (half + 12)
        parts.panel(c, (x, y, x + half, y + 240))
        _mark(c, x + 12, y + 14, ctx.allowed(act.side(side)), 30)
        c.text((x + 50, y + 8, x + half - 12, y + 52), t("side", side=side), 26, th.TEXT, bold=True)
        info = sides.get(side)
        if not info:
            continue
        parts.icon_value(
            c,
            (x + 16, y + 62, x + half - 12, y + 106),
            "coin",
            str(info["coins"]),
            30,
            th.TEXT,
            icon_fg=th.GOLD,
        )
        cw = (half - 32) // 2
        for j, tr in enumerate(TRACKS):
            cx = x + 16 + (j % 2) * cw
            cy = y + 116 + (j // 2) * 58
            parts.track_cell(c, (cx, cy, cx + cw - 8, cy + 52), tr, str(info["tracks"][tr]), 28)


def _idle(c: Canvas, ctx: Ctx, y: int) -> None:
    parts.panel(c, (M, y, W - M, y + 134))
    parts.paste(c, th.icon("hourglass", 60, th.MUTED), M + 20, y + 36)
    text = ctx.t("prompt-over") if ctx.view.get("over") else ctx.t("not-your-turn")
    c.text((M + 100, y + 10, W - M - 20, y + 124), text, 28, th.MUTED, bold=True)
