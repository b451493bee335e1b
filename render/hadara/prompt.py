"""A seat's private decision picture, one for every step, laid out for a phone.

The head names the seat and shows its coins, tracks and score; one line says what to decide;
the body shows every option with what it costs, what it brings and what it is worth (computed
from the seat's own view by :mod:`render.hadara.worth`), and a check or a cross from the
seat's legal action codes when they are given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.hadara import parts, worth
from render.hadara import theme as th
from render.hadara.parts import Canvas
from render.hadara.table import player_name, totals, winners
from render.i18n import Translator
from render.png import png_of
from render.text import RGB
from render.view import Codes, Names, View
from rules.hadara import actions as act
from rules.hadara.data import COLONY_LEVELS, COLOR_TRACK, COLORS, TILE_COLORS, TRACKS, Card

W = 800
M = 12
PAD = 12
GAP = 10
INNER = W - 2 * M - 2 * PAD  # width inside a panel
OPT_W = 186  # a mark and an option's name


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
        self.holdings = worth.Holdings.of(self.p)

    def allowed(self, action: act.Action) -> bool | None:
        """Whether the action is legal now; ``None`` when the caller gave no action list."""
        if self.legal is None:
            return None
        return action.encode() in self.legal

    def allowed_prefix(self, prefix: str) -> bool | None:
        if self.legal is None:
            return None
        return any(code == prefix or code.startswith(prefix + ".") for code in self.legal)

    @property
    def coins(self) -> int:
        return int(self.p["coins"])

    def coins_text(self, after: int) -> str:
        return self.t("buy-result", before=self.coins, after=after)


def draw_prompt(view: View, t: Translator, names: Names, actions: Codes = None) -> Canvas:
    view = parts.check_view(view)
    if view.get("viewer") is None:
        raise TypeError("a private prompt needs a seat's view, not a spectator view")
    ctx = Ctx(view, t, names, set(actions) if actions is not None else None)
    c = Canvas(W, 3600, th.BG)
    y = _head(c, ctx)
    y = _instruction(c, ctx, y + GAP)
    y = _body(c, ctx, y + GAP)
    c.crop(y + M)
    return c


def _step(ctx: Ctx) -> str:
    step = str(ctx.view["step"])
    if step == "draft" and ctx.private.get("hand"):
        return "draft"
    if ctx.view.get("over"):
        return "over"
    if not ctx.acting:
        return "idle"
    return step


def _body(c: Canvas, ctx: Ctx, y: int) -> int:
    bodies = {
        "side": _side,
        "wheel": _wheel,
        "draft": _draft,
        "take": _take,
        "colony": _colony,
        "statue": _statue,
        "feed": _feed,
        "medal": _medal,
        "over": _over,
    }
    return bodies.get(_step(ctx), _idle)(c, ctx, y)


# --- head ------------------------------------------------------------------------------------


def _subtitle(ctx: Ctx) -> str:
    t = ctx.t
    view = ctx.view
    title = t("your-turn") if _step(ctx) not in ("idle", "over") else t("not-your-turn")
    bits = [title]
    epoch = int(view.get("epoch", 0))
    if epoch:
        bits.append(t("epoch", epoch=th.ROMAN.get(epoch, str(epoch))))
    step = str(view["step"])
    bits.append(
        t("step-draft", round=view.get("round") or 1) if step == "draft" else t(f"step-{step}")
    )
    return " · ".join(bits)


def _head(c: Canvas, ctx: Ctx) -> int:
    t = ctx.t
    height = 96 + 8 + 96 + 8
    parts.panel(c, (0, 0, W, height), th.PANEL_HI, radius=0)
    parts.paste(c, th.coat_badge(ctx.seat, 64), M, 12)
    name = player_name(ctx.names, ctx.seat, t)
    score = totals(ctx.view).get(ctx.seat, 0)
    c.text(
        (M + 76, 6, W - M - 130, 44),
        name,
        28,
        th.TEXT,
        bold=True,
        wrap=False,
        shrink_to=0.85,
        kind="name",
    )
    parts.points_value(c, (W - M - 124, 6, W - M, 44), str(score), 30)
    c.text(
        (M + 76, 44, W - M, 98),
        _subtitle(ctx),
        22,
        th.GOLD if _step(ctx) not in ("idle", "over") else th.MUTED,
        bold=True,
        shrink_to=1.0,
        kind="progress",
    )
    parts.stats_row(c, t, (M, 104, W - M, 200), ctx.coins, ctx.p["tracks"])
    return height


def _instruction_text(ctx: Ctx) -> str:
    t = ctx.t
    step = _step(ctx)
    if step == "draft":
        deck = str(ctx.private["hand"][0].get("deck", "blue"))
        return t("prompt-draft", color=t(f"color-{deck}"))
    if step == "over":
        return t("prompt-over")
    if step == "idle":
        waiting = [player_name(ctx.names, int(s), t) for s in ctx.view.get("to_act", [])]
        return t("waiting", names=", ".join(waiting)) if waiting else t("not-your-turn")
    if step == "feed":
        food = int(ctx.p["tracks"]["food"])
        cards = len(ctx.p["cards"])
        return t("prompt-feed", count=_feed_count(ctx), food=food, cards=cards)
    return t(f"prompt-{step}")


def _instruction(c: Canvas, ctx: Ctx, y: int) -> int:
    text = _instruction_text(ctx)
    h = parts.wrapped_height(text, W - 2 * M, 26, True)
    c.text((M, y, W - M, y + h), text, 26, th.TEXT, bold=True, shrink_to=1.0, kind="instruction")
    return y + h


def _feed_count(ctx: Ctx) -> int:
    feed = ctx.view.get("feed", {})
    value = feed.get(ctx.seat, feed.get(str(ctx.seat)))
    if value is None:
        return max(0, len(ctx.p["cards"]) - int(ctx.p["tracks"]["food"]))
    return int(value)


def _option(
    c: Canvas, x: int, y: int, right: int, label: str, ok: bool | None, size: int = 26
) -> None:
    """A check or cross and the option's name, 40 px tall."""
    parts.mark(c, x, y + 4, ok, 32)
    c.text((x + 40, y, right, y + 40), label, size, th.TEXT, bold=True, kind="option")


def _line(
    c: Canvas,
    x: int,
    y: int,
    right: int,
    text: str,
    *,
    size: int = 24,
    fill: RGB = th.TEXT,
    kind: str = "result",
    bold: bool = False,
    h: int = 34,
) -> int:
    c.text((x, y, right, y + h), text, size, fill, bold=bold, kind=kind, shrink_to=0.9)
    return y + h


def _wrapped(
    c: Canvas,
    x: int,
    y: int,
    right: int,
    text: str,
    size: int,
    fill: RGB,
    kind: str,
    bold: bool = False,
) -> int:
    h = parts.wrapped_height(text, right - x, size, bold)
    c.text((x, y, right, y + h), text, size, fill, bold=bold, shrink_to=1.0, kind=kind)
    return y + h


def _pass(c: Canvas, ctx: Ctx, y: int) -> int:
    parts.panel(c, (M, y, W - M, y + 56))
    _option(c, M + PAD, y + 8, W - M - PAD, ctx.t("pass"), ctx.allowed(act.PASS))
    return y + 56


# --- cards: draw rounds and phase B ----------------------------------------------------------


Row = tuple[str, str, RGB, str]  # (glyph or track or "", text, colour, kind)


def _buy_rows(ctx: Ctx, card: Card) -> list[Row]:
    """What buying ``card`` changes: tracks (before → after), the card's points, and medals or
    statues whose value moves with it."""
    t = ctx.t
    data = parts.data()
    before = ctx.holdings
    after = worth.gain_card(data, before, card)
    rows: list[Row] = []
    for tr in TRACKS:
        if before.tracks[tr] != after.tracks[tr]:
            change = t("track-change", before=before.tracks[tr], after=after.tracks[tr])
            rows.append((tr, f"{t(f'track-{tr}')} {change}", th.TEXT, "result"))
    if card.points:
        rows.append(
            ("points", t("points-gain", points=parts.signed(card.points)), th.TEXT, "result")
        )
    b, a = worth.score(data, before), worth.score(data, after)
    moved = sum(a[k] - b[k] for k in ("silver", "gold", "statues"))
    if moved:
        fill = th.GOOD if moved > 0 else th.BAD
        rows.append(("medal", t("medals-change", points=parts.signed(moved)), fill, "result"))
    return rows


def _wrap_h(text: str, width: int, size: int, bold: bool = False) -> int:
    return parts.wrapped_height(text, width, size, bold)


def _card_option(
    c: Canvas,
    ctx: Ctx,
    y: int,
    card: Card,
    price: int,
    sale: int,
    buy_ok: bool | None,
    sell_ok: bool | None,
    *,
    card_w: int,
    footer: str | None = None,
) -> int:
    """A card and both ways to keep it: buy (price, coins after, what it changes, its effect)
    or sell (coins after). Returns the bottom of its panel."""
    t = ctx.t
    card_h = int(card_w * 1.2)
    title = t(f"card-{card.id}") + (" ★" if card.star else "")
    title_h = 44
    x = M + PAD + card_w + 16
    r = W - M - PAD
    after = ctx.coins - price
    rows = _buy_rows(ctx, card)
    if card.effect is not None:
        note, note_size, note_fill, note_kind = (
            t(f"effect-{card.effect}"),
            22,
            (214, 180, 240),
            "effect",
        )
    else:
        note, note_size, note_fill, note_kind = (
            t("discount-next", color=t(f"color-{card.color}")),
            20,
            th.MUTED,
            "hint",
        )
    note_h = _wrap_h(note, r - x - 40, note_size)
    content = 40 + 42 + (34 if after < 0 else 0) + 34 * len(rows) + 2 + note_h + 12 + 44
    content += 30 if footer else 0
    bottom = y + PAD + title_h + max(content, card_h) + PAD
    parts.panel(c, (M, y, W - M, bottom))
    c.text(
        (M + PAD, y + 6, W - M - PAD, y + title_h),
        title,
        28,
        th.TEXT,
        bold=True,
        wrap=False,
        shrink_to=0.8,
        kind="card-name",
    )
    y += title_h
    parts.mini_card(
        c, (M + PAD, y + PAD, M + PAD + card_w, y + PAD + card_h), card, t, name=False, size=24
    )
    yy = y + PAD
    discount = card.cost - price
    label = (
        t("price-discount", coins=price, cost=card.cost, discount=discount)
        if discount
        else t("price", coins=price)
    )
    parts.icon_value(
        c, (x, yy, r, yy + 36), "coin", label, 26, th.GOLD, icon_fg=th.COIN, kind="price"
    )
    yy += 40
    _option(c, x, yy, x + OPT_W, t("buy"), buy_ok)
    c.text(
        (x + OPT_W, yy, r, yy + 40),
        ctx.coins_text(after),
        24,
        th.TEXT if after >= 0 else th.BAD,
        kind="result",
    )
    yy += 42
    if after < 0:
        yy = _line(c, x + 40, yy, r, t("cannot-afford"), fill=th.BAD, kind="status", bold=True)
    for glyph, text, fill, kind in rows:
        if glyph in TRACKS:
            parts.track_badge(c, glyph, 30, x + 40, yy + 2)
        else:
            parts.paste(c, th.icon(glyph, 28, th.GOLD), x + 41, yy + 3)
        yy = _line(c, x + 76, yy, r, text, fill=fill, kind=kind)
    yy += 2
    c.text((x + 40, yy, r, yy + note_h), note, note_size, note_fill, shrink_to=1.0, kind=note_kind)
    yy += note_h + 6
    c.draw.line([x, yy, r, yy], fill=th.LINE, width=2)
    yy += 6
    _option(c, x, yy, x + OPT_W, t("sell"), sell_ok)
    c.text(
        (x + OPT_W, yy, r, yy + 40), ctx.coins_text(ctx.coins + sale), 24, th.TEXT, kind="result"
    )
    yy += 44
    if footer:
        _line(c, x, yy, r, footer, size=22, fill=th.MUTED, kind="hint", h=30)
    return bottom


def _draft(c: Canvas, ctx: Ctx, y: int) -> int:
    data = parts.data()
    hand = list(ctx.private.get("hand", []))
    pending = str(ctx.private.get("pending", ""))
    if pending:
        kept = act.Action.decode(pending)
        verb = ctx.t("buy") if kept.mode == "buy" else ctx.t("sell")
        note = f"✓ {ctx.t('chosen')}: {ctx.t(f'card-{kept.target}')} · {verb}"
        y = _line(c, M, y, W - M, note, size=24, fill=th.GOOD, kind="status", bold=True, h=40)
        y += GAP
    for entry in hand:
        card = data.cards[str(entry["card"])]
        price = int(entry.get("price", max(0, card.cost - ctx.holdings.counts[card.color])))
        sale = int(entry.get("sale_value", ctx.p.get("sale_value", 0)))
        y = (
            _card_option(
                c,
                ctx,
                y,
                card,
                price,
                sale,
                ctx.allowed_prefix(f"draft.{card.id}.b"),
                ctx.allowed(act.draft(card.id, False)),
                card_w=180,
            )
            + GAP
        )
    return y - GAP


def _take(c: Canvas, ctx: Ctx, y: int) -> int:
    data = parts.data()
    piles = [w for w in ctx.view["wheel"] if w.get("pile_top") is not None]
    if not piles:
        return _idle(c, ctx, y)
    sale = int(ctx.p.get("sale_value", 0))
    for pile in piles:
        card = data.cards[str(pile["pile_top"])]
        color = str(pile["color"])
        price = max(0, card.cost - ctx.holdings.counts[card.color])
        y = (
            _card_option(
                c,
                ctx,
                y,
                card,
                price,
                sale,
                ctx.allowed_prefix(f"take.{color}.b"),
                ctx.allowed(act.take(color, False)),
                card_w=180,
                footer=ctx.t("pile-under", count=max(0, int(pile.get("pile_size", 0)) - 1)),
            )
            + GAP
        )
    return y - GAP


# --- colonies and statues --------------------------------------------------------------------


def _requirement(ctx: Ctx, track: str, need: int) -> tuple[str, bool, int]:
    """(text, met, coins to pay) for a requirement on ``track``."""
    t = ctx.t
    h = ctx.holdings
    missing = worth.missing(need, h.tracks[track], h.effects)
    if not missing:
        return t("requirement-met"), True, 0
    if "P-III-6" in h.effects and missing <= worth.P_III_6_MAX_POINTS:
        pay = worth.pay_for_missing(missing)
        return t("requirement-pay", missing=missing, coins=pay), True, pay
    return t("requirement-missing", missing=missing), False, 0


def _colony(c: Canvas, ctx: Ctx, y: int) -> int:
    t = ctx.t
    stacks = {int(s["level"]): s for s in ctx.view["colony_stacks"]}
    taken = {int(col["level"]) for col in ctx.p["colonies"]}
    bonus = worth.P_II_6_COINS if "P-II-6" in ctx.holdings.effects else 0
    half = (W - 2 * M - 2 * PAD - 12) // 2
    for level in COLONY_LEVELS:
        stack = stacks.get(level, {})
        top = stack.get("top")
        short = level in taken or top is None
        h = 60 if short else 58 + 4 * 36 + PAD
        parts.panel(c, (M, y, W - M, y + h))
        x = M + PAD
        parts.paste(c, th.badge("military", 40, th.COLOR_RGB["red"], th.WHITE), x, y + 10)
        c.text((x + 46, y + 4, x + 110, y + 56), str(level), 30, th.TEXT, bold=True, kind="need")
        x += 112
        if short:
            note = t("already-have-level") if level in taken else t("colony-empty")
            c.text((x, y + 4, W - M - PAD, y + 56), note, 22, th.DIM, kind="status")
            y += h + GAP
            continue
        text, met, pay = _requirement(ctx, "military", level)
        c.text(
            (x, y + 4, W - M - PAD - 150, y + 56),
            text,
            24,
            th.GOOD if met else th.BAD,
            bold=True,
            kind="need",
        )
        c.text(
            (W - M - PAD - 150, y + 4, W - M - PAD, y + 56),
            t("colony-left", count=int(stack.get("size", 0))),
            22,
            th.MUTED,
            align="right",
            kind="hint",
        )
        yy = y + 58
        for k, mode in enumerate(("plunder", "integrate")):
            bx = M + PAD + k * (half + 12)
            br = bx + half
            parts.panel(c, (bx, yy, br, yy + 4 * 36), th.PANEL_HI, radius=8)
            ok = ctx.allowed(act.colony(level, mode == "integrate"))
            _option(c, bx + 8, yy + 2, br - 8, t(mode), ok)
            if mode == "plunder":
                after = ctx.coins - pay + int(top["plunder"]) + bonus
                gain = t("plunder-gain", coins=top["plunder"])
                lines = [
                    ("coin", f"{gain} · {ctx.coins_text(after)}", th.TEXT, "result"),
                    (
                        "points",
                        t("points-gain", points=parts.signed(int(top["points"]))),
                        th.TEXT,
                        "result",
                    ),
                ]
            else:
                after = ctx.coins - pay - int(top["integrate"]) + bonus
                cost = t("integrate-cost", coins=top["integrate"])
                lines = [
                    (
                        "coin",
                        f"{cost} · {ctx.coins_text(after)}",
                        th.TEXT if after >= 0 else th.BAD,
                        "result",
                    ),
                    ("colony", t("integrate-hidden"), th.MUTED, "hint"),
                ]
            ly = yy + 44
            for glyph, text_, fill, kind in lines:
                parts.paste(
                    c, th.icon(glyph, 26, th.COIN if glyph == "coin" else th.GOLD), bx + 12, ly + 8
                )
                c.text(
                    (bx + 46, ly - 2, br - 8, ly + 50 if kind == "hint" else ly + 40),
                    text_,
                    24 if kind == "result" else 20,
                    fill,
                    kind=kind,
                    shrink_to=0.92 if kind == "result" else 1.0,
                )
                ly += 46
        y += h + GAP
    return _pass(c, ctx, y)


def _statue(c: Canvas, ctx: Ctx, y: int) -> int:
    t = ctx.t
    data = parts.data()
    h0 = ctx.holdings
    extra = worth.P_II_1_BONUS if "P-II-1" in h0.effects else 0
    y = _tiles_left(c, ctx, y) + GAP
    chip_w = INNER // 4
    for k, st in enumerate(data.statues):
        carved = ctx.p["statues"][k]
        short = carved is not None
        h = 60 if short else 56 + 40 + 52 + 42 + PAD
        parts.panel(c, (M, y, W - M, y + h))
        x = M + PAD
        parts.statue_slot(c, (x, y + 6, x + 34, y + 54), carved, None, 20)
        x += 44
        parts.paste(c, th.badge("culture", 34, th.COLOR_RGB["blue"], th.WHITE), x, y + 12)
        c.text(
            (x + 40, y + 4, x + 100, y + 56), str(st.culture), 28, th.TEXT, bold=True, kind="need"
        )
        x += 104
        parts.points_value(c, (x, y + 10, x + 90, y + 50), str(st.points), 28)
        x += 96
        if short:
            face = t("face-up") if carved["face_up"] else t("face-down")
            c.text(
                (x, y + 4, W - M - PAD, y + 56),
                f"{t('carved')} · {face}",
                24,
                th.DIM,
                kind="status",
            )
            y += h + GAP
            continue
        text, met, _pay = _requirement(ctx, "culture", st.culture)
        c.text(
            (x, y + 4, W - M - PAD, y + 56),
            text,
            24,
            th.GOOD if met else th.BAD,
            bold=True,
            kind="need",
        )
        yy = y + 56
        lx = M + PAD
        # face up: the tile's track rises by the bonus; one chip per tile colour
        c.text(
            (lx, yy, W - M - PAD, yy + 38),
            t("statue-face-up", bonus=st.bonus + extra),
            24,
            th.TEXT,
            bold=True,
            kind="option",
        )
        yy += 40
        for j, color in enumerate(TILE_COLORS):
            cx = lx + j * chip_w
            track = COLOR_TRACK[color]
            n = h0.tiles.get(color, 0)
            ok: bool | None = None
            if ctx.legal is not None:
                ok = act.statue(k, color, True).encode() in ctx.legal
            before = h0.tracks[track]
            parts.color_chip(
                c,
                (cx, yy, cx + chip_w - 8, yy + 46),
                color,
                t,
                t("track-change", before=before, after=before + st.bonus + extra),
                24,
                dim=n == 0 or ok is False,
                kind="result",
            )
        yy += 52
        c.text(
            (lx, yy, W - M - PAD, yy + 40),
            t("statue-face-down", points=parts.signed(st.bonus + extra)),
            24,
            th.TEXT,
            bold=True,
            kind="option",
        )
        y += h + GAP
    return _pass(c, ctx, y)


def _tiles_left(c: Canvas, ctx: Ctx, y: int) -> int:
    """The seat's bonus tiles, each chip saying what its number is."""
    t = ctx.t
    height = 44 + 2 * 54 + PAD
    parts.panel(c, (M, y, W - M, y + height))
    parts.heading(c, (M + PAD, y + 4, W - M - PAD, y + 40), "tile", t("tiles-left"))
    cw = INNER // 2
    for k, color in enumerate(TILE_COLORS):
        x = M + PAD + (k % 2) * cw
        yy = y + 44 + (k // 2) * 54
        n = ctx.holdings.tiles.get(color, 0)
        parts.color_chip(
            c,
            (x, yy, x + cw - 8, yy + 48),
            color,
            t,
            t("tile-count", count=n),
            24,
            dim=n == 0,
            letter=True,
        )
    return y + height


# --- feeding ---------------------------------------------------------------------------------


def _feed(c: Canvas, ctx: Ctx, y: int) -> int:
    t = ctx.t
    data = parts.data()
    h0 = ctx.holdings
    food = h0.tracks["food"]
    count = _feed_count(ctx)
    paid = max(0, len(h0.cards) - food - count)
    total0 = worth.total(data, h0)
    cards = sorted(
        dict.fromkeys(h0.cards), key=lambda cid: (COLORS.index(data.cards[cid].color), cid)
    )
    strip_w = 420
    for cid in cards:
        card = data.cards[cid]
        after = worth.remove_card(data, h0, card)
        left_after = max(0, len(after.cards) - after.tracks["food"] - paid)
        lines = parts.strip_lines(card, t, strip_w, 24, cost=False)
        r = W - M - 8
        then = t("feed-done") if left_after == 0 else t("feed-more", count=left_after)
        then_h = parts.wrapped_height(then, r - (M + 8 + strip_w + 10), 24)
        row_h = max(90, parts.strip_height(lines, 24) + 12, 44 + then_h + 4)
        parts.panel(c, (M, y, W - M, y + row_h))
        x = M + 8
        parts.card_strip(c, (x, y + 6, x + strip_w, y + row_h - 6), card, t, 24, cost=False)
        x += strip_w + 10
        r = W - M - 8
        losses: list[tuple[str, str]] = []
        for tr in TRACKS:
            d = after.tracks[tr] - h0.tracks[tr]
            if d:
                losses.append((tr, parts.signed(d)))
        points = worth.total(data, after) - total0
        lx = x
        for tr, text in losses:
            parts.track_badge(c, tr, 28, lx, y + 8)
            w = parts.text_width(text, 24, True)
            c.text(
                (lx + 30, y + 4, lx + 30 + w, y + 42), text, 24, th.BAD, bold=True, kind="result"
            )
            lx += 30 + w + 6
        parts.paste(c, th.icon("points", 26, th.GOLD), lx, y + 9)
        c.text(
            (lx + 28, y + 4, r, y + 42),
            parts.signed(points),
            24,
            th.BAD if points < 0 else th.TEXT,
            bold=True,
            kind="result",
        )
        if ctx.legal is not None and not ctx.allowed(act.feed_remove(cid)):
            parts.mark(c, r - 28, y + 48, False, 28)
        c.text(
            (x, y + 44, r, y + 44 + then_h),
            then,
            24,
            th.GOOD if left_after == 0 else th.MUTED,
            kind="result",
            shrink_to=1.0,
        )
        y += row_h + 6
    if "P-II-3" in h0.effects:
        parts.panel(c, (M, y, W - M, y + 92))
        _option(c, M + PAD, y + 6, W - M - PAD, t("pay-instead"), ctx.allowed(act.FEED_PAY), 24)
        left = max(0, worth.P_II_3_MAX - paid)
        text = f"{ctx.coins_text(ctx.coins - worth.P_II_3_COINS)} · {t('pay-left', count=left)}"
        c.text((M + PAD + 40, y + 48, W - M - PAD, y + 86), text, 24, th.TEXT, kind="result")
        y += 92 + 6
    return y - 6


# --- medals ----------------------------------------------------------------------------------


def _medal(c: Canvas, ctx: Ctx, y: int) -> int:
    t = ctx.t
    data = parts.data()
    p = ctx.p
    h0 = ctx.holdings
    base = worth.score(data, h0)
    # silver
    silver = list(h0.silver)
    cost = int(p.get("silver_cost", 0))
    top = y
    rows = 4
    rule = t("silver-rule", left=2 - len(silver))
    rule_h = _wrap_h(rule, INNER, 20)
    height = 60 + rule_h + 4 + rows * 54 + 44 + PAD
    parts.panel(c, (M, top, W - M, top + height))
    x = M + PAD
    for k in range(2):
        parts.medal_slot(c, x + k * 50, y + 8, 44, "silver", silver[k] if k < len(silver) else None)
    c.text(
        (x + 104, y + 4, W - M - PAD, y + 56),
        t("silver-cost", coins=cost),
        26,
        th.SILVER,
        bold=True,
        kind="price",
    )
    y += 60
    c.text((x, y, W - M - PAD, y + rule_h), rule, 20, th.MUTED, shrink_to=1.0, kind="hint")
    y += rule_h + 4
    for color in TILE_COLORS:
        track = COLOR_TRACK[color]
        n = h0.tiles.get(color, 0)
        ok = ctx.allowed(act.silver(color))
        parts.mark(c, x, y + 10, ok, 30)
        parts.color_chip(
            c,
            (x + 38, y + 4, x + 230, y + 48),
            color,
            t,
            t("tile-count", count=n),
            24,
            dim=n == 0,
        )
        gained = worth.score(data, worth.add_silver(h0, color, cost))["silver"] - base["silver"]
        text = t("silver-worth", track=t(f"track-{track}"), value=h0.tracks[track], points=gained)
        c.text(
            (x + 240, y + 2, W - M - PAD, y + 50), text, 24, th.TEXT, kind="result", shrink_to=0.92
        )
        y += 54
    after = ctx.coins - cost
    c.text(
        (x, y + 4, W - M - PAD, y + 40),
        ctx.coins_text(after),
        24,
        th.TEXT if after >= 0 else th.BAD,
        kind="result",
    )
    y = top + height + GAP
    # gold
    gold = h0.gold
    cost = int(p.get("gold_cost", 0))
    top = y
    gold_rule = t("gold-rule", left=2 - gold)
    gold_rule_h = _wrap_h(gold_rule, INNER, 20)
    height = 60 + 50 + 64 + gold_rule_h + 4 + 44 + PAD
    parts.panel(c, (M, top, W - M, top + height))
    for k in range(2):
        parts.medal_slot(c, x + k * 50, y + 8, 44, "gold", "gold" if k < gold else None)
    c.text(
        (x + 104, y + 4, W - M - PAD, y + 56),
        t("gold-cost", coins=cost),
        26,
        th.GOLD,
        bold=True,
        kind="price",
    )
    y += 60
    sets = worth.gold_sets(data, h0)
    gained = worth.score(data, worth.add_gold(h0, cost))["gold"] - base["gold"]
    _option(
        c, x, y, W - M - PAD, t("gold-worth", sets=sets, points=gained), ctx.allowed(act.GOLD), 24
    )
    y += 50
    cw = INNER // 5
    for k, color in enumerate(COLORS):
        n = h0.counts[color]
        parts.color_chip(
            c,
            (x + k * cw, y, x + (k + 1) * cw - 8, y + 54),
            color,
            t,
            str(n),
            28,
            dim=n == 0,
        )
    y += 64
    c.text(
        (x, y, W - M - PAD, y + gold_rule_h), gold_rule, 20, th.MUTED, shrink_to=1.0, kind="hint"
    )
    y += gold_rule_h + 4
    after = ctx.coins - cost
    c.text(
        (x, y + 4, W - M - PAD, y + 40),
        ctx.coins_text(after),
        24,
        th.TEXT if after >= 0 else th.BAD,
        kind="result",
    )
    y = top + height + GAP
    return _pass(c, ctx, y)


# --- wheel and setup side --------------------------------------------------------------------


def _wheel(c: Canvas, ctx: Ctx, y: int) -> int:
    """One row per seat, one column per rotation: the deck each coat of arms points at in
    round 1 (``deck = wheel[(seat + rotation) % 5]``, H-4.5)."""
    t = ctx.t
    colors = [str(w["color"]) for w in ctx.view["wheel"]]
    n = int(ctx.view["players_n"])
    name_w = 216
    row = 62
    col_w = (INNER - name_w) // 5
    title = t("wheel-rotation")
    title_h = _wrap_h(title, INNER, 22, True)
    note = t("wheel-turns")
    note_h = _wrap_h(note, INNER, 20)
    height = 6 + title_h + 52 + n * row + 8 + note_h + PAD
    parts.panel(c, (M, y, W - M, y + height))
    x0 = M + PAD + name_w
    yy = y + 6
    c.text(
        (M + PAD, yy, W - M - PAD, yy + title_h),
        title,
        22,
        th.MUTED,
        bold=True,
        shrink_to=1.0,
        kind="heading",
    )
    yy += title_h
    for r in range(5):
        x = x0 + r * col_w
        parts.mark(c, x + 6, yy + 8, ctx.allowed(act.wheel(r)), 30)
        c.text((x + 40, yy, x + col_w - 4, yy + 48), str(r), 30, th.TEXT, bold=True, kind="option")
    yy += 52
    for seat in range(n):
        if seat == ctx.seat:
            parts.panel(
                c, (M + 4, yy, W - M - 4, yy + row - 2), th.PANEL_HI, radius=8, outline=th.GOLD
            )
        parts.coat_and_name(
            c,
            (M + PAD, yy + 2, M + PAD + name_w - 6, yy + row - 4),
            seat,
            player_name(ctx.names, seat, t),
            22,
            shrink_to=1.0,
        )
        for r in range(5):
            x = x0 + r * col_w
            color = colors[(seat + r) % 5]
            parts.color_chip(
                c, (x + 2, yy + 8, x + col_w - 4, yy + row - 10), color, t, None, 24, letter=True
            )
        yy += row
    yy += 8
    c.text((M + PAD, yy, W - M - PAD, yy + note_h), note, 20, th.MUTED, shrink_to=1.0, kind="hint")
    return y + height


def _side(c: Canvas, ctx: Ctx, y: int) -> int:
    t = ctx.t
    sides = dict(ctx.private.get("sides", {}))
    for side in ("A", "B"):
        info = sides.get(side)
        h = 56 + (100 if info else 0) + PAD
        parts.panel(c, (M, y, W - M, y + h))
        _option(
            c, M + PAD, y + 8, W - M - PAD, t("side", side=side), ctx.allowed(act.side(side)), 28
        )
        if info:
            parts.stats_row(
                c, t, (M + PAD, y + 56, W - M - PAD, y + 152), int(info["coins"]), info["tracks"]
            )
        y += h + GAP
    pending = str(ctx.private.get("pending", ""))
    if pending:
        y = (
            _line(
                c,
                M,
                y,
                W - M,
                f"✓ {t('chosen')}: {t('side', side=pending)}",
                fill=th.GOOD,
                kind="status",
                bold=True,
                h=40,
            )
            + GAP
        )
    return y - GAP


# --- nothing to decide -----------------------------------------------------------------------


def _idle(c: Canvas, ctx: Ctx, y: int) -> int:
    parts.panel(c, (M, y, W - M, y + 100))
    parts.paste(c, th.icon("hourglass", 56, th.MUTED), M + 20, y + 22)
    c.text(
        (M + 96, y + 8, W - M - 16, y + 92),
        ctx.t("not-your-turn"),
        26,
        th.MUTED,
        bold=True,
        kind="status",
    )
    return y + 100


def _over(c: Canvas, ctx: Ctx, y: int) -> int:
    t = ctx.t
    won = winners(ctx.view)
    scores = totals(ctx.view)
    names = ", ".join(player_name(ctx.names, s, t) for s in won)
    label = t("winner") if len(won) == 1 else t("winners")
    parts.panel(c, (M, y, W - M, y + 112))
    parts.paste(c, th.icon("crown", 44, th.GOLD), M + 16, y + 8)
    c.text(
        (M + 70, y + 4, W - M - 16, y + 56),
        f"{label}: {names}",
        26,
        th.GOLD,
        bold=True,
        kind="status",
    )
    c.text((M + 70, y + 56, W - M - 140, y + 104), t("total"), 24, th.TEXT, kind="caption")
    parts.points_value(
        c, (W - M - 140, y + 60, W - M - 16, y + 100), str(scores.get(ctx.seat, 0)), 30
    )
    return y + 112


render_prompt = png_of(
    draw_prompt,
    """PNG of the private prompt for the seat whose view this is (``view["viewer"]``).

    ``actions`` are that seat's legal action codes (``Action.encode()``); with them the image
    marks which options are open, without them it only shows the numbers.""",
)
