"""The deciding seat's picture (its own view and its legal action codes): what the decision
needs, first.

- On its turn: who decides, its stores and actions, a legend of the icons, the card row with
  what each card costs it to take and what each card costs and does (a card it cannot take now
  dimmed, with the view's reason under it), its hand (playable cards marked, the others with
  their reason), then its military hand, buildings and wonder. The row and the hand fit the
  first phone screen (800 × 1600 px here) in a usual position.
- For a question out of turn (defence, bids, pacts, events, picks, discards…): what is being
  chosen, the card at stake, the sums a fight is decided by and what a tie does, the rivals of a
  bid, the sides of a pact, and each answer with its value (:mod:`render.tta.decision`).
- Any other frame kind is drawn generically (its card, its choices), so no decision the engine
  can produce makes the image fail.

Every section is measured by the same function that draws it (``c is None`` measures), so the
canvas is exactly as tall as its content.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.i18n import Translator
from render.png import png_of
from render.tta import facts, parts, tiles
from render.tta import theme as th
from render.tta.decision import Chip, Question, building_card
from render.tta.theme import Pic
from render.view import Codes, Names, View

HEAD_H = 60
SECTION_HEAD = 36
BUILD_H = 70
BUILDINGS_PER_ROW = 4  # a building's type on its stripe at the label size in every language
CHIP_H = 48
HAND_COLS = 2
MILITARY_COLS = 2
MAX_CHOICES = 8  # named on the picture; the rest are counted


def _playable(actions: Sequence[str]) -> set[int]:
    out: set[int] = set()
    for code in actions:
        bits = code.split(".")
        if bits[0] in ("play", "rev") and len(bits) > 1 and bits[1].isdigit():
            out.add(int(bits[1]))
    return out


def _legal_slots(actions: Sequence[str]) -> set[int]:
    out: set[int] = set()
    for code in actions:
        bits = code.split(".")
        if bits[0] == "take" and len(bits) > 1 and bits[1].isdigit():
            out.add(int(bits[1]))
    return out


class _Plan:
    """What the prompt shows, decided before anything is drawn."""

    def __init__(
        self,
        view: Mapping[str, Any],
        seat: int,
        actions: Sequence[str] | None,
        t: Translator,
        names: Sequence[str],
    ) -> None:
        self.view = view
        self.seat = seat
        self.me = th.player(view, seat) or {}
        self.actions = list(actions or [])
        frame = view.get("pending")
        self.frame: Mapping[str, Any] | None = frame if isinstance(frame, Mapping) else None
        self.over = bool(view.get("result")) or view.get("phase") == "over"
        self.deciding = seat in facts.deciding(view) and not self.over
        self.question = (
            self.deciding
            and self.frame is not None
            and (th.num(self.frame.get("seat"), -1) == seat)
        )
        self.turn = self.deciding and not self.question
        self.hand = facts.hand(self.me)
        self.military = facts.military_visible(view, self.me)
        self.buildings = [b for b in self.me.get("buildings") or [] if isinstance(b, Mapping)]
        self.q = Question(view, self.me, self.actions, names, t) if self.question else None
        # The row: what each card costs the nation on turn (this seat on its turn).
        self.show_row = not self.over and not self.question
        cur = facts.on_turn(view)
        self.payer = self.me if self.turn or cur is None else th.player(view, cur)
        legal = _legal_slots(self.actions) if self.turn and self.actions else None
        self.row = parts.row_tiles(view, t, self.payer, legal) if self.show_row else []
        self.hand_tiles = self._hand_tiles(t)
        self.military_tiles = [tiles.Tile(cid, payer=self.me, view=view) for cid in self.military]

    def _hand_tiles(self, t: Translator) -> list[tiles.Tile]:
        """The civil hand: on the seat's turn a playable card is outlined and marked, a card
        it cannot play is dimmed with the view's reason (``why_not``) when the view has one."""
        playable = _playable(self.actions) if self.turn else set()
        out: list[tiles.Tile] = []
        for k, h in enumerate(self.hand):
            why = parts.why_text(h.get("why_not"), t) if self.turn and "why_not" in h else ""
            can = not why if self.turn and "why_not" in h else k in playable
            if can:
                note, fill = t("tta-img-prompt-playable"), th.OK_INK
            elif why:
                note, fill = why, th.BAD_INK
            elif h.get("new"):
                note, fill = t("tta-img-new"), th.MUTED
            else:
                note, fill = "", th.MUTED
            dim = self.turn and bool(self.actions or "why_not" in h) and not can
            out.append(
                tiles.Tile(
                    h,
                    note=note,
                    note_fill=fill,
                    dim=dim,
                    highlight=can,
                    payer=self.me,
                    view=self.view,
                )
            )
        return out

    def icons(self, t: Translator) -> set[str]:
        """The icons the image uses (the legend names them)."""
        used = tiles.icons_used([*self.row, *self.hand_tiles, *self.military_tiles], t)
        q = self.q
        if q is not None:
            cid = th.card_id((self.frame or {}).get("card"))
            if cid:
                used |= tiles.icons_used([tiles.Tile(cid, payer=self.me)], t)
            chips, _more = q.chips(MAX_CHOICES)
            used |= {icon for icon in (_chip_icon(q, ch.code) for ch in chips if ch.value) if icon}
            sides, common = q.pact_sides()
            texts = [line.text for line in q.lines()] + common
            texts += [item for side in sides for item in side.items]
            used |= tiles.glyph_icons(q.what(), *texts)
        return used


def draw_prompt(view: View, t: Translator, names: Names, actions: Codes = None) -> Pic:
    plan = _plan_of(view, t, names, actions, "render_prompt")
    height = _sections(None, plan, t, names)
    c = Pic(th.W, height, lang=th.language(t))
    _sections(c, plan, t, names)
    return c


def turn_fold(
    view: Mapping[str, Any],
    t: Translator,
    names: Sequence[str],
    actions: Sequence[str] | None = None,
) -> int:
    """How far down the prompt the part a turn is decided by ends (the stores, the legend,
    the row and the hand), in px at full size; the whole height for other prompts."""
    plan = _plan_of(view, t, names, actions, "turn_fold")
    return _sections(None, plan, t, names, fold=True)


def _plan_of(
    view: Mapping[str, Any],
    t: Translator,
    names: Sequence[str],
    actions: Sequence[str] | None,
    caller: str,
) -> _Plan:
    """The plan of the deciding seat's own view (a spectator view is a TypeError)."""
    view = th.check_view(view)
    viewer = view.get("viewer")
    if viewer is None:
        raise TypeError(f"{caller} needs the deciding seat's own view, not a spectator view")
    return _Plan(view, th.num(viewer), actions, t, names)


def _sections(
    c: Pic | None, plan: _Plan, t: Translator, names: Sequence[str], fold: bool = False
) -> int:
    """Draw (or, with ``c`` None, measure) every section; returns the image's height (with
    ``fold``, where the hand ends)."""
    if c is not None:
        _header(c, plan, t, names)
    y = _stores(c, plan, t, HEAD_H + th.GAP)
    icons = plan.icons(t)
    if icons and not plan.over:
        y = _legend(c, icons, t, y)
    if plan.q is not None:
        y = _stake(c, plan, plan.q, t, y)
    if plan.turn and th.num(plan.view.get("round"), 1) == 1:
        if c is not None:
            c.put(
                "prompt-round-one",
                (th.M + 4, y, th.W - th.M, y + 34),
                t("tta-img-prompt-round-one"),
                th.SMALL,
                th.GOLD,
                bold=True,
                wrap=False,
            )
        y += 34
    if plan.over:
        y = _final(c, plan, t, names, y)
    if plan.show_row:
        y = _row(c, plan, t, names, y)
    y = _hand(c, plan, t, y)
    if fold:
        return y
    y = _military(c, plan, t, y)
    if not plan.question:
        y = _nation(c, plan, t, y)
    return y + th.M


def _header(c: Pic, plan: _Plan, t: Translator, names: Sequence[str]) -> None:
    th.panel(c, (0, 0, th.W, HEAD_H), th.PANEL_HI, radius=0)
    c.draw.rectangle([0, 0, 7, HEAD_H], fill=th.seat_rgb(plan.seat))
    th.seat_badge(c, th.M + 6, 12, 36, plan.seat, t)
    name = th.player_name(names, plan.seat, t)
    if plan.over:
        title, fill = t("tta-img-prompt-over"), th.MUTED
    elif plan.question and plan.frame is not None:
        kind = str(plan.frame.get("kind") or "")
        card = th.card_name(plan.frame.get("card"), t) if plan.frame.get("card") else ""
        msg = f"tta-img-frame-{kind}" if kind in facts.FRAME_KINDS else "tta-img-frame-other"
        title, fill = t(msg, card=card), th.GOLD
    elif plan.turn:
        title, fill = t("tta-img-prompt-turn", player=name), th.GOLD
    else:
        waiting = facts.deciding(plan.view)
        who = ", ".join(th.player_name(names, s, t) for s in waiting)
        title = t("tta-img-prompt-waiting-for", player=who) if who else t("tta-img-prompt-wait")
        fill = th.MUTED
    c.put(
        "prompt-title",
        (th.M + 52, 4, th.W - th.M, HEAD_H - 4),
        title,
        th.TITLE,
        fill,
        bold=True,
        wrap=False,
    )


def _stores(c: Pic | None, plan: _Plan, t: Translator, y: int) -> int:
    """The nation's stores (culture, science, strength, happy, food, resources), its actions
    left and what a new worker costs."""
    L, R = th.M, th.W - th.M
    if c is None:
        return y + parts.stats_height(plan.view, plan.me, t, R - L, 6) + 6 + 40 + 34 + th.GAP
    me, view = plan.me, plan.view
    y = parts.stat_cells(c, view, me, t, (L, y, R, y), 6) + 6
    on_turn = facts.on_turn(view) == plan.seat and not plan.over
    parts.actions_line(c, me, t, (L + 4, y, L + 420, y + 40), on_turn)
    pool = th.num(me.get("military_pool"))
    if pool and on_turn:
        c.put(
            "prompt-pool",
            (L + 420, y, R, y + 40),
            t("tta-img-military-pool", n=pool),
            th.SMALL,
            th.MUTED,
            align="right",
            wrap=False,
        )
    y += 40
    workers = t("tta-img-unused-workers", n=th.num(me.get("workers_unused")))
    pop = t("tta-img-pop-cost", n=th.num(me.get("population_cost")))
    parts.line(c, "prompt-workers", (L + 4, y, R, y + 34), "worker", f"{workers} · {pop}", th.TEXT)
    return y + 34 + th.GAP


def _legend(c: Pic | None, icons: set[str], t: Translator, y: int) -> int:
    L, R = th.M + 4, th.W - th.M
    if c is None:
        return y + tiles.legend_height(icons, R - L, t) + 4
    return tiles.legend(c, (L, y, R, y), icons, t) + 4


def _row(c: Pic | None, plan: _Plan, t: Translator, names: Sequence[str], y: int) -> int:
    L, R = th.M, th.W - th.M
    if c is not None:
        payer_seat = th.num((plan.payer or {}).get("seat"), plan.seat)
        title = t("tta-img-row-costs", player=th.player_name(names, payer_seat, t))
        extra = facts.wonder_surcharge(plan.view, plan.payer) if plan.payer else 0
        if extra:
            title = t(
                "tta-img-row-costs-wonders",
                player=th.player_name(names, payer_seat, t),
                extra=extra,
            )
        parts.section_title(c, "prompt-row", (L + 4, y, R, y + SECTION_HEAD), "deck", title)
    y += SECTION_HEAD
    if c is None:
        return y + tiles.grid_height(plan.row, t, L, R, parts.ROW_COLS) + th.GAP
    return tiles.draw_grid(c, "row", plan.row, t, L, R, y, parts.ROW_COLS) + th.GAP


def _hand(c: Pic | None, plan: _Plan, t: Translator, y: int) -> int:
    L, R = th.M, th.W - th.M
    me = plan.me
    if c is not None:
        parts.section_title(
            c,
            "prompt-hand",
            (L + 4, y, R, y + SECTION_HEAD),
            "hand",
            t("tta-img-civil-hand", n=len(plan.hand), limit=th.num(me.get("civil_hand_limit"))),
        )
    y += SECTION_HEAD
    if not plan.hand:
        if c is not None:
            c.put("prompt-none", (L + 8, y, R, y + 36), t("tta-img-nothing"), th.SMALL, th.DIM)
        return y + 36 + th.GAP
    if c is None:
        return y + tiles.grid_height(plan.hand_tiles, t, L, R, HAND_COLS) + th.GAP
    return tiles.draw_grid(c, "prompt-hand", plan.hand_tiles, t, L, R, y, HAND_COLS) + th.GAP


def _military(c: Pic | None, plan: _Plan, t: Translator, y: int) -> int:
    L, R = th.M, th.W - th.M
    count = max(len(plan.military), th.num(plan.me.get("military_hand")))
    if not (plan.military or count):
        return y
    if c is not None:
        parts.section_title(
            c,
            "prompt-military",
            (L + 4, y, R, y + SECTION_HEAD),
            "tactic",
            t("tta-img-military-hand", n=count),
        )
    y += SECTION_HEAD
    if not plan.military:
        if c is not None:
            c.put(
                "prompt-none",
                (L + 8, y, R, y + 40),
                t("tta-img-military-hidden"),
                th.SMALL,
                th.DIM,
                wrap=False,
            )
        return y + 40 + th.GAP
    mil = plan.military_tiles
    if c is None:
        return y + tiles.grid_height(mil, t, L, R, MILITARY_COLS) + th.GAP
    return tiles.draw_grid(c, "prompt-military", mil, t, L, R, y, MILITARY_COLS) + th.GAP


def _final(c: Pic | None, plan: _Plan, t: Translator, names: Sequence[str], y: int) -> int:
    """At the end: every nation's final total, the winners starred (the score sheet has the
    categories)."""
    L, R = th.M, th.W - th.M
    result = plan.view.get("result") or {}
    totals = {
        th.num(s.get("seat")): th.num(s.get("total"))
        for s in result.get("scores") or []
        if isinstance(s, Mapping)
    }
    if c is None:
        return y + SECTION_HEAD + len(totals) * 44 + th.GAP
    parts.section_title(
        c, "prompt-final", (L + 4, y, R, y + SECTION_HEAD), "star", t("tta-img-score-title")
    )
    y += SECTION_HEAD
    winners = {th.num(w) for w in result.get("winners") or []}
    rows = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
    for seat, total in rows:
        mine = seat == plan.seat
        th.panel(
            c,
            (L, y, R, y + 40),
            th.WIN if seat in winners else th.PANEL,
            radius=8,
            outline=th.GOLD if mine else None,
            width=2,
        )
        c.draw.ellipse([L + 10, y + 10, L + 30, y + 30], fill=th.seat_rgb(seat))
        if seat in winners:
            th.star(c, (L + 36, y + 6, L + 64, y + 34))
        c.put(
            "final-name",
            (L + 70, y, R - 120, y + 40),
            th.player_name(names, seat, t),
            th.BODY,
            th.TEXT,
            bold=mine,
            wrap=False,
        )
        c.put(
            "final-total",
            (R - 120, y, R - 12, y + 40),
            str(total),
            th.NUM,
            th.GOLD if seat in winners else th.TEXT,
            bold=True,
            align="right",
            wrap=False,
        )
        y += 44
    return y + th.GAP


# --- a question out of turn ---------------------------------------------------------------------


def _text_h(tag: str, text: str, width: int, size: int, bold: bool, t: Translator) -> int:
    return tiles.text_height(tag, text, width, size, bold, th.language(t))


def _stake(c: Pic | None, plan: _Plan, q: Question, t: Translator, y: int) -> int:
    """What is being chosen, the card at stake, the facts and sums, the pact's sides, and the
    answers as chips with their values; a panel as tall as what it holds."""
    L, R = th.M, th.W - th.M
    inner_l, inner_r = L + 12, R - 12
    width = inner_r - inner_l
    if c is not None:  # the panel first, as tall as what it holds
        bottom = _stake(None, plan, q, t, y) - th.GAP
        th.panel(c, (L, y, R, bottom), fill=th.PANEL, outline=th.GOLD, width=2)
    y += 8
    what = q.what()
    h = _text_h("stake-what", what, width - 32, th.BODY, True, t)
    if c is not None:
        th.put_icon(c, "event", inner_l, y + 4, 26)
        c.put("stake-what", (inner_l + 32, y, inner_r, y + h), what, th.BODY, th.GOLD, bold=True)
    y += max(h, 34) + 4
    cid = th.card_id((plan.frame or {}).get("card"))
    if cid and th.info(cid) is not None:
        tile = tiles.Tile(cid, payer=plan.me, view=plan.view)
        th_ = tiles.tile_height(tile, t, width)
        if c is not None:
            tiles.draw_tile(c, "stake-card", (inner_l, y, inner_r, y + th_), tile, t)
        y += th_ + 8
    lines = q.lines()
    for text in [line.text for line in lines if line.key]:
        lh = _text_h("stake-sum", text, width, th.BODY, True, t)
        if c is not None:
            c.put("stake-sum", (inner_l, y, inner_r, y + lh), text, th.BODY, th.GOLD, bold=True)
        y += lh + 2
    sides, common = q.pact_sides()
    if sides:
        y = _pact_sides(c, sides, t, inner_l, inner_r, y + 4)
    for text in [*(line.text for line in lines if not line.key), *common]:
        lh = _text_h("stake-facts", text, width, th.SMALL, False, t)
        if c is not None:
            c.put("stake-facts", (inner_l, y, inner_r, y + lh), text, th.SMALL, th.TEXT)
        y += lh + 2
    y += 4
    chips, more = q.chips(MAX_CHOICES)
    if c is not None:
        parts.section_title(
            c, "stake-choices", (inner_l, y, inner_r, y + 34), "turn", t("tta-img-prompt-choices")
        )
    y += 38
    # Two chips to a line when every label fits half the width on one line at its goal; else
    # one to a line, each as tall as its label wrapped.
    icons = [_chip_icon(q, chip.code) for chip in chips]
    half = (width - 8) // 2
    one_line = all(_chip_h(ch, half, i, t) == CHIP_H for ch, i in zip(chips, icons, strict=True))
    cols = 2 if one_line else 1
    cell = (width - 8 * (cols - 1)) // cols
    heights = [_chip_h(chip, cell, icon, t) for chip, icon in zip(chips, icons, strict=True)]
    if more:
        heights.append(CHIP_H)
    for start in range(0, len(heights), cols):
        row_h = max(heights[start : start + cols])
        for k in range(start, min(start + cols, len(heights))):
            x = inner_l + (k % cols) * (cell + 8)
            if c is None:
                continue
            if k < len(chips):
                _chip(c, (x, y, x + cell, y + row_h), chips[k], icons[k])
            else:
                c.put(
                    "stake-more",
                    (x + 8, y, inner_r, y + row_h),
                    t("tta-img-choices-more", n=more),
                    th.SMALL,
                    th.MUTED,
                    wrap=False,
                )
        y += row_h + 6
    if not heights:
        y += CHIP_H + 6
    return y + 4 + th.GAP


def _value_width(chip: Chip, icon: bool) -> int:
    return (
        int(tiles.text_width(chip.value, th.NUM, True)) + 8 + (30 if icon else 0)
        if chip.value
        else 0
    )


def _label_width(chip: Chip, width: int, icon: str | None) -> int:
    """The room of a chip's label in a chip ``width`` px wide (beside its value)."""
    return width - 16 - (_value_width(chip, icon is not None) + 8 if chip.value else 0)


def _chip_h(chip: Chip, width: int, icon: str | None, t: Translator) -> int:
    """A chip's height: one line, or its label wrapped at its goal (never smaller)."""
    room = _label_width(chip, width, icon)
    h = th.box_height("stake-choice", chip.label, room, th.BODY, True, th.language(t))
    return max(CHIP_H, h + 8)


def _chip_icon(q: Question, code: str) -> str | None:
    """The icon of an answer's value: strength for a sacrifice or a defence card, the colony
    token for a colonization card."""
    head = code.partition(".")[0]
    if head == "sac":
        return "strength"
    if head == "card":
        return "colony" if q.purpose == "colonize" else "strength"
    if head == "take":
        return "ca"
    return None


def _chip(c: Pic, box: tuple[int, int, int, int], chip: Chip, icon: str | None) -> None:
    left, top, right, bottom = box
    th.panel(c, box, th.GOLD if chip.legal else th.PANEL_HI, radius=10)
    label_r = left + 8 + _label_width(chip, right - left, icon)
    if chip.value:
        vx = right - 8 - _value_width(chip, icon is not None)
        mid = (top + bottom) // 2
        vt, vb = mid - CHIP_H // 2, mid + CHIP_H // 2
        th.panel(c, (vx - 4, vt + 6, right - 6, vb - 6), th.PAPER, radius=8)
        x = vx
        if icon:
            th.put_icon(c, icon, x, mid - 13, 26)
            x += 30
        c.put(
            "stake-chip-value",
            (x, vt, right - 8, vb),
            chip.value,
            th.NUM,
            th.INK,
            bold=True,
            wrap=False,
        )
    c.put(
        "stake-choice",
        (left + 8, top + 4, label_r, bottom - 4),
        chip.label,
        th.BODY,
        th.INK if chip.legal else th.DIM,
        bold=True,
        align="center",
    )


def _pact_sides(
    c: Pic | None,
    sides: list[Any],
    t: Translator,
    left: int,
    right: int,
    y: int,
) -> int:
    """Each side of the pact in a box: who takes it and what it gets."""
    cols = len(sides)
    w = (right - left - (cols - 1) * 8) // cols
    heights = []
    for side in sides:
        h = 8 + _text_h("pact-side", side.title, w - 16, th.SMALL, True, t)
        for item in side.items:
            h += _text_h("pact-item", f"• {item}", w - 16, th.SMALL, False, t)
        heights.append(h + 8)
    box_h = max(heights)
    if c is not None:
        for k, side in enumerate(sides):
            x = left + k * (w + 8)
            th.panel(
                c,
                (x, y, x + w, y + box_h),
                th.PANEL_HI,
                radius=8,
                outline=th.GOLD if side.mine else None,
                width=2,
            )
            yy = y + 8
            h = _text_h("pact-side", side.title, w - 16, th.SMALL, True, t)
            c.put(
                "pact-side",
                (x + 8, yy, x + w - 8, yy + h),
                side.title,
                th.SMALL,
                th.GOLD,
                bold=True,
            )
            yy += h
            for item in side.items:
                h = _text_h("pact-item", f"• {item}", w - 16, th.SMALL, False, t)
                c.put("pact-item", (x + 8, yy, x + w - 8, yy + h), f"• {item}", th.SMALL, th.TEXT)
                yy += h
    return y + box_h + 8


# --- the nation -----------------------------------------------------------------------------------


def _nation(c: Pic | None, plan: _Plan, t: Translator, y: int) -> int:
    """Buildings and units (workers on each), and the wonder under construction (its line as
    tall as its text)."""
    L, R = th.M, th.W - th.M
    w = plan.me.get("wonder")
    text = ""
    if isinstance(w, Mapping) and th.card_id(w):
        stages = facts.stage_costs(w)
        built = th.num(w.get("stages_built"))
        text = parts.wonder_text(plan.me, t) or ""
        if built < len(stages):
            text = f"{text} · {t('tta-img-wonder-next', cost=stages[built])}"
    wonder_h = 0
    if text:
        lang = th.language(t)
        wonder_h = max(40, th.box_height("prompt-wonder", text, R - L - 34, th.BODY, False, lang))
    rows = parts.tiles_height(max(1, len(plan.buildings)), BUILDINGS_PER_ROW, BUILD_H)
    if c is None:
        return y + SECTION_HEAD + rows + th.GAP + (wonder_h + 4 if text else 0)
    parts.section_title(
        c, "prompt-nation", (L + 4, y, R, y + SECTION_HEAD), "worker", t("tta-img-your-nation")
    )
    y += SECTION_HEAD
    order = {tt: k for k, tt in enumerate(th.TYPE_ORDER)}
    items = sorted(
        plan.buildings, key=lambda b: (order.get(str(b.get("type")), 99), th.num(b.get("level")))
    )
    boxes = parts.tile_boxes(len(items), BUILDINGS_PER_ROW, L, R, y, BUILD_H)
    for b, box in zip(items, boxes, strict=True):
        _mini_building(c, b, box, t)
    y += rows + th.GAP
    if text:
        box = (L + 4, y, R, y + wonder_h)
        parts.line(c, "prompt-wonder", box, "wonder", text, th.TEXT, th.BODY)
        y += wonder_h + 4
    return y


def _mini_building(
    c: Pic, b: Mapping[str, Any], box: tuple[int, int, int, int], t: Translator
) -> None:
    left, top, right, bottom = box
    i = th.info(b)
    workers = th.num(b.get("workers"))
    th.panel(c, box, th.PAPER if workers else th.mix(th.PAPER, th.BG, 0.45), radius=8)
    c.draw.rounded_rectangle([left, top, right - 1, top + 26], radius=8, fill=th.card_rgb(i))
    th.card_stripe(c, "nation-card", (left, top, right, top + 24), i, t)
    th.put_icon(c, "worker", left + 8, top + 32, 28)
    c.put(
        "nation-workers",
        (left + 40, top + 26, right - 4, bottom - 2),
        str(workers),
        th.NUM,
        th.INK,
        bold=True,
        wrap=False,
    )
    if i is not None and i.tech_type in ("farm", "mine"):
        th.put_icon(c, "blue", left + 78, top + 32, 28)
        c.put(
            "nation-tokens",
            (left + 110, top + 26, right - 4, bottom - 2),
            str(th.num(b.get("tokens"))),
            th.NUM,
            th.INK,
            bold=True,
            wrap=False,
        )


__all__ = ["building_card", "draw_prompt", "render_prompt", "turn_fold"]


render_prompt = png_of(
    draw_prompt,
    """PNG of the decision ``view['viewer']`` faces (pass that seat's own view).""",
)
