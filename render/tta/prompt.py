"""The deciding seat's picture (its own view and its legal action codes): what matters for the
decision now.

- On its turn: its stores and actions left, what it can do (counted from the legal codes), the
  card row with what each card costs it (cards it cannot take now are dimmed), its hand (cards
  it can play now are marked), its military hand, its buildings and wonder.
- For a question out of turn (an event's choice; later defence, bids, pacts, discards…): the
  card at stake and its text, the choices, and the stores the answer touches.
- Any other frame kind is drawn generically (its card, its choices), so no decision the engine
  can produce makes the image fail.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.i18n import Translator
from render.tta import facts, parts
from render.tta import theme as th
from render.tta.theme import Pic

HEAD_H = 60
SECTION_HEAD = 36
CARD_H = 138  # a name of up to three lines and a note
BUILD_H = 70
PER_ROW = 4
BUILDINGS_PER_ROW = 4
STAKE_TEXT_H = 150

GROUP_ORDER: tuple[str, ...] = (
    "take",
    "play",
    "rev",
    "build",
    "upg",
    "dest",
    "pop",
    "wonder",
    "barb",
)


def render_prompt(
    view: Mapping[str, Any],
    t: Translator,
    names: Sequence[str],
    actions: Sequence[str] | None = None,
) -> bytes:
    """PNG of the decision ``view['viewer']`` faces (pass that seat's own view)."""
    return draw_prompt(view, t, names, actions).png()


def _groups(actions: Sequence[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for code in actions:
        kind = code.split(".", 1)[0]
        if kind in ("ev", "end"):
            continue
        key = kind if kind in GROUP_ORDER else "other"
        out[key] = out.get(key, 0) + 1
    return out


def _legal_slots(actions: Sequence[str]) -> set[int]:
    out: set[int] = set()
    for code in actions:
        bits = code.split(".")
        if bits[0] == "take" and len(bits) > 1 and bits[1].isdigit():
            out.add(int(bits[1]))
    return out


def _playable(actions: Sequence[str]) -> set[int]:
    out: set[int] = set()
    for code in actions:
        bits = code.split(".")
        if bits[0] in ("play", "rev") and len(bits) > 1 and bits[1].isdigit():
            out.add(int(bits[1]))
    return out


class _Plan:
    """What the prompt shows, decided before the canvas is sized."""

    def __init__(self, view: Mapping[str, Any], seat: int, actions: Sequence[str] | None) -> None:
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
        self.groups = _groups(self.actions)
        self.hand = facts.hand(self.me)
        self.military = facts.military_visible(view, self.me)
        self.buildings = [b for b in self.me.get("buildings") or [] if isinstance(b, Mapping)]

    def height(self) -> int:
        h = HEAD_H + th.GAP + 2 * parts.CELL_H + 6 + 40 + 34 + th.GAP
        if self.question:
            h += _stake_height(self)
        if self.turn:
            h += SECTION_HEAD + _options_height(self) + th.GAP
        if self.over:
            h += SECTION_HEAD + len(th.players(self.view)) * 44 + th.GAP
        elif not self.question:
            h += SECTION_HEAD + parts.row_height(self.view)
        h += SECTION_HEAD + max(40, parts.tiles_height(len(self.hand), PER_ROW, CARD_H)) + th.GAP
        if self.military or th.num(self.me.get("military_hand")):
            h += SECTION_HEAD + max(40, parts.tiles_height(len(self.military), PER_ROW, CARD_H))
            h += th.GAP
        if not self.question:
            rows = parts.tiles_height(max(1, len(self.buildings)), BUILDINGS_PER_ROW, BUILD_H)
            h += SECTION_HEAD + rows
            h += th.GAP + (4 * parts.NAME_LINE + 10 if self.me.get("wonder") else 0)
        return h + th.M + 200  # an upper bound: the image is cut where its content ends


def _options_height(plan: _Plan) -> int:
    n = len([g for g in plan.groups if plan.groups[g]]) + 1
    return -(-n // 2) * 36 + 8


STAKE_CARD_H = 28 + 3 * parts.NAME_LINE + 6  # the card at stake: a name of three lines


def _choice_text(t: Translator, msg: str, args: Mapping[str, Any]) -> str:
    return t(msg, **{k: (th.card_name(v, t) if k == "card" else v) for k, v in args.items()})


def _stake_layout(
    plan: _Plan, t: Translator | None, names: Sequence[str]
) -> tuple[int, int, int, int]:
    """Heights of the card's text and of the decision's facts, the height of the part above
    the choices, and how many columns of choices (two when every choice fits half the width);
    without the translator, an upper bound."""
    if t is None:
        return 0, 0, STAKE_TEXT_H + 150, 1
    L, R = th.M, th.W - th.M
    frame = plan.frame or {}
    cid = th.card_id(frame.get("card"))
    card = bool(cid and th.info(cid) is not None)
    width = R - 12 - (L + 226 if card else L + 12)
    lang = th.language(t)
    summary = th.summary(cid, t)
    facts_text = " · ".join(frame_facts(frame, names, t, plan.me, plan.view))
    text_h = th.lines_needed(summary, width, th.SMALL, False, lang) * parts.NAME_LINE
    facts_h = th.lines_needed(facts_text, width, th.SMALL, True, lang) * parts.NAME_LINE
    text_h, facts_h = (text_h + 6 if summary else 0), (facts_h + 6 if facts_text else 0)
    top_h = max(STAKE_CARD_H + 8 if card else 0, text_h + facts_h, 72)
    half = (R - L - 30) // 2 - 16
    known, _more = _choice_labels(plan)
    wide = any(
        th.lines_needed(_choice_text(t, msg, args), half, th.BODY, True, lang) > 1
        for msg, args, _legal in known
    )
    return text_h, facts_h, top_h, 1 if wide else 2


def _stake_height(plan: _Plan, t: Translator | None = None, names: Sequence[str] = ()) -> int:
    known, more = _choice_labels(plan)
    n = len(known) + (1 if more else 0)
    _text_h, _facts_h, top_h, cols = _stake_layout(plan, t, names)
    return SECTION_HEAD + top_h + 4 + 40 + max(1, -(-n // cols)) * 52 + 4 + th.GAP


def draw_prompt(
    view: Mapping[str, Any],
    t: Translator,
    names: Sequence[str],
    actions: Sequence[str] | None = None,
) -> Pic:
    view = th.check_view(view)
    viewer = view.get("viewer")
    if viewer is None:
        raise TypeError("render_prompt needs the deciding seat's own view, not a spectator view")
    seat = th.num(viewer)
    plan = _Plan(view, seat, actions)
    c = Pic(th.W, plan.height(), lang=th.language(t))
    L, R = th.M, th.W - th.M
    _header(c, plan, t, names)
    y = HEAD_H + th.GAP
    me = plan.me
    y = parts.stat_cells(c, view, me, t, (L, y, R, y), 6) + 6
    on_turn = facts.on_turn(view) == seat and not plan.over
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
    parts.line(
        c,
        "prompt-workers",
        (L + 4, y, R, y + 34),
        "worker",
        f"{workers} · {pop}",
        th.TEXT,
        th.SMALL,
    )
    y += 34 + th.GAP
    if plan.question:
        y = _stake(c, plan, t, names, y)
    if plan.turn:
        y = _options(c, plan, t, y)
    if plan.over:
        y = _final(c, plan, t, names, y)
    elif not plan.question:
        legal = _legal_slots(plan.actions) if plan.turn and plan.actions else None
        cur = facts.on_turn(view)
        payer = me if plan.turn or cur is None else th.player(view, cur)
        payer_seat = th.num((payer or {}).get("seat"), seat)
        title = t("tta-img-row-costs", player=th.player_name(names, payer_seat, t))
        parts.section_title(c, "prompt-row", (L + 4, y, R, y + SECTION_HEAD), "deck", title)
        y += SECTION_HEAD
        y = parts.draw_row(c, view, t, y, payer=payer, legal=legal)
    y = _hand(c, plan, t, y)
    if not plan.question:
        y = _nation(c, plan, t, y)
    c.crop(y + th.M)
    return c


def _final(c: Pic, plan: _Plan, t: Translator, names: Sequence[str], y: int) -> int:
    """At the end: every nation's final total, the winners starred (the score sheet has the
    categories)."""
    L, R = th.M, th.W - th.M
    parts.section_title(
        c, "prompt-final", (L + 4, y, R, y + SECTION_HEAD), "star", t("tta-img-score-title")
    )
    y += SECTION_HEAD
    result = plan.view.get("result") or {}
    winners = {th.num(w) for w in result.get("winners") or []}
    totals = {
        th.num(s.get("seat")): th.num(s.get("total"))
        for s in result.get("scores") or []
        if isinstance(s, Mapping)
    }
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


def _stake(c: Pic, plan: _Plan, t: Translator, names: Sequence[str], y: int) -> int:
    """The card of the question, its text, who else is involved, and the choices."""
    L, R = th.M, th.W - th.M
    frame = plan.frame or {}
    h = _stake_height(plan, t, names) - th.GAP
    text_h, facts_h, top_h, cols = _stake_layout(plan, t, names)
    th.panel(c, (L, y, R, y + h), outline=th.GOLD, width=2)
    parts.section_title(
        c,
        "stake-title",
        (L + 10, y + 4, R - 10, y + SECTION_HEAD),
        "event",
        t("tta-img-prompt-stake"),
    )
    top = y + SECTION_HEAD
    cid = th.card_id(frame.get("card"))
    text_left = L + 12
    if cid and th.info(cid) is not None:
        parts.mini_card(c, "stake-card", (L + 12, top + 4, L + 212, top + 4 + STAKE_CARD_H), cid, t)
        text_left = L + 226
    summary = th.summary(cid, t)
    facts_text = " · ".join(frame_facts(frame, names, t, plan.me, plan.view))
    if summary:
        c.put(
            "stake-text",
            (text_left, top, R - 12, top + text_h),
            summary,
            th.SMALL,
            th.TEXT,
            valign="middle",
        )
    if facts_text:
        c.put(
            "stake-facts",
            (text_left, top + text_h, R - 12, top + text_h + facts_h),
            facts_text,
            th.SMALL,
            th.GOLD,
            bold=True,
            valign="middle",
        )
    y2 = top + top_h + 4
    parts.section_title(
        c, "stake-choices", (L + 10, y2, R - 10, y2 + 34), "turn", t("tta-img-prompt-choices")
    )
    y2 += 40
    known, more = _choice_labels(plan)
    col_w = (R - L - 30) // 2 if cols == 2 else R - L - 24
    for k, (msg, args, legal) in enumerate(known):
        x = L + 12 + (k % cols) * (col_w + 6)
        yy = y2 + (k // cols) * 52
        th.panel(c, (x, yy, x + col_w, yy + 44), th.GOLD if legal else th.PANEL_HI, radius=10)
        c.put(
            "stake-choice",
            (x + 8, yy, x + col_w - 8, yy + 44),
            _choice_text(t, msg, args),
            th.BODY,
            th.INK if legal else th.DIM,
            bold=True,
            align="center",
            wrap=False,
        )
    if more:
        k = len(known)
        yy = y2 + (k // cols) * 52
        x = L + 12 + (k % cols) * (col_w + 6)
        c.put(
            "stake-more",
            (x + 8, yy, R - 12, yy + 44),
            t("tta-img-choices-more", n=more),
            th.SMALL,
            th.MUTED,
            wrap=False,
        )
    return y + h + th.GAP


PURPOSES = ("colonize", "attack", "defend", "war_att", "war_def")


def frame_facts(
    frame: Mapping[str, Any],
    names: Sequence[str],
    t: Translator,
    me: Mapping[str, Any] | None = None,
    view: Mapping[str, Any] | None = None,
) -> list[str]:
    """What a pending decision's public fields say: who attacks or offers, the bid to beat, the
    force so far, amounts (``data`` of older views is read too)."""
    data = frame.get("data") if isinstance(frame.get("data"), Mapping) else None
    f: dict[str, Any] = {**(data or {}), **{k: v for k, v in frame.items() if k != "data"}}
    out: list[str] = []

    def who(key: str) -> str | None:
        v = f.get(key)
        if v is None or isinstance(v, bool) or th.num(v, -1) < 0:
            return None
        return th.player_name(names, th.num(v), t)

    purpose = str(f.get("purpose") or "")
    if purpose in PURPOSES:
        out.append(t(f"tta-img-purpose-{purpose}"))
    for key in ("attacker", "defender", "from", "target"):
        name = who(key)
        if name is None:
            continue
        if key in ("attacker", "defender") and view is not None:
            nation = th.player(view, th.num(f.get(key)))
            strength = th.num((nation or {}).get("strength"))
            out.append(t(f"tta-img-fact-{key}", player=name, strength=strength))
        else:
            out.append(t(f"tta-img-fact-{key}", player=name))
    if f.get("high") is not None:
        leader = who("leader")
        if leader is None:
            out.append(t("tta-img-fact-no-bid"))
        else:
            out.append(t("tta-img-fact-high", bid=th.num(f.get("high")), player=leader))
    for key in ("bid", "total", "value", "amount"):
        if f.get(key) is not None and not isinstance(f.get(key), (list, dict)):
            out.append(t(f"tta-img-fact-{key}", n=th.num(f.get(key))))
    if f.get("budget") is not None:
        out.append(
            t("tta-img-fact-budget", budget=th.num(f.get("budget")), spent=th.num(f.get("spent")))
        )
    if f.get("kind") == "discard" and me is not None:
        out.append(
            t(
                "tta-img-fact-limit",
                n=th.num(me.get("military_hand")),
                limit=th.num(me.get("military_hand_limit"), th.num(me.get("military_actions"))),
            )
        )
    units = f.get("units")
    if isinstance(units, Mapping) and units:
        chosen = ", ".join(
            t("tta-img-fact-unit", card=th.card_name(k, t), n=th.num(v)) for k, v in units.items()
        )
        out.append(t("tta-img-fact-units", units=chosen))
    return out


MAX_CHOICES = 8  # named on the picture; the rest are counted


def _choice_labels(plan: _Plan) -> tuple[list[tuple[str, dict[str, Any], bool]], int]:
    """The answers the picture names — (message id, args, legal now) — and how many others
    only the buttons name. Answers are the frame's choices, else the seat's legal codes."""
    frame = plan.frame or {}
    raw = [str(ch) for ch in frame.get("choices") or []]
    codes = list(plan.actions)
    if not raw:
        raw = codes
    known: list[tuple[str, dict[str, Any], bool]] = []
    more = 0
    for ch in raw:
        label = choice_label(plan, ch)
        if label is None or len(known) >= MAX_CHOICES:
            more += 1
            continue
        word = ch.rsplit(".", 1)[-1]
        legal = not codes or ch in codes or any(code.endswith("." + word) for code in codes)
        entry = (label[0], label[1], legal)
        if entry not in known:
            known.append(entry)
    return known, more


_WORDS = frozenset(
    {"food", "res", "yes", "no", "accept", "refuse", "decline", "pass", "done", "reset"}
)
# Building and unit codes of the engine: a type letter and a level (``L1`` = Alchemy).
TYPE_LETTERS: dict[str, str] = {
    "F": "farm",
    "M": "mine",
    "T": "temple",
    "L": "lab",
    "A": "arena",
    "B": "library",
    "H": "theater",
    "I": "infantry",
    "C": "cavalry",
    "R": "artillery",
    "X": "air_force",
}


def _building_card(code: str) -> str | None:
    if len(code) < 2 or code[0] not in TYPE_LETTERS or not code[1:].isdigit():
        return None
    return th.cat().by_type_level.get((TYPE_LETTERS[code[0]], int(code[1:])))


def choice_label(plan: _Plan, code: str) -> tuple[str, dict[str, Any]] | None:
    """How the picture names one answer (``None``: left to the buttons)."""
    head, _, arg = code.partition(".")
    if not arg and head in _WORDS:
        return f"tta-img-choice-{head}", {}
    if head == "ev" and arg in _WORDS:
        return f"tta-img-choice-{arg}", {}
    if head == "bid" and arg.isdigit():
        return "tta-img-choice-bid", {"n": int(arg)}
    if head == "split" and arg.isdigit():
        frame = plan.frame or {}
        data = frame.get("data") if isinstance(frame.get("data"), Mapping) else {}
        amount = frame.get("amount", (data or {}).get("amount"))
        if amount is not None:
            food = int(arg)
            return "tta-img-choice-split", {"food": food, "res": th.num(amount) - food}
    military = facts.military_visible(plan.view, plan.me)
    if head in ("card", "disc") and arg.isdigit() and int(arg) < len(military):
        return f"tta-img-choice-{head}", {"card": military[int(arg)]}
    if head in ("sac", "pick"):
        card = _building_card(arg)
        if card is not None:
            return f"tta-img-choice-{head}", {"card": card}
    if head == "pick" and arg[:1] in ("c", "w") and arg[1:].isdigit():
        frame = plan.frame or {}
        data = frame.get("data") if isinstance(frame.get("data"), Mapping) else {}
        target = th.player(plan.view, th.num(frame.get("target", (data or {}).get("target")), -1))
        cards = (target or {}).get("colonies" if arg[0] == "c" else "wonders") or []
        k = int(arg[1:])
        if k < len(cards) and th.card_id(cards[k]):
            return "tta-img-choice-pick", {"card": th.card_id(cards[k])}
    if head == "take" and arg.isdigit():
        entries = facts.row(plan.view)
        slot = int(arg) - 1
        if 0 <= slot < len(entries) and entries[slot] is not None:
            return "tta-img-choice-take", {"card": th.card_id(entries[slot])}
    return None


def _options(c: Pic, plan: _Plan, t: Translator, y: int) -> int:
    L, R = th.M, th.W - th.M
    parts.section_title(
        c, "options-title", (L + 4, y, R, y + SECTION_HEAD), "turn", t("tta-img-prompt-options")
    )
    y += SECTION_HEAD
    items: list[str] = []
    for g in (*GROUP_ORDER, "other"):
        n = plan.groups.get(g, 0)
        if n:
            items.append(t(f"tta-img-can-{g}", n=n))
    if th.num(plan.view.get("round"), 1) == 1:
        items.insert(0, t("tta-img-prompt-round-one"))
    if not plan.actions or "end" in plan.actions:
        items.append(t("tta-img-can-end", n=1))
    half = (R - L - 8) // 2
    for k, text in enumerate(items):
        x = L + 4 + (k % 2) * (half + 8)
        yy = y + (k // 2) * 36
        c.draw.ellipse([x + 2, yy + 13, x + 11, yy + 22], fill=th.GOLD)
        c.put("options-item", (x + 18, yy, x + half, yy + 36), text, th.SMALL, th.TEXT, wrap=False)
    return y + max(1, -(-len(items) // 2)) * 36 + 8 + th.GAP


def _hand(c: Pic, plan: _Plan, t: Translator, y: int) -> int:
    L, R = th.M, th.W - th.M
    me = plan.me
    parts.section_title(
        c,
        "prompt-hand",
        (L + 4, y, R, y + SECTION_HEAD),
        "hand",
        t("tta-img-civil-hand", n=len(plan.hand), limit=th.num(me.get("civil_hand_limit"))),
    )
    y += SECTION_HEAD
    playable = _playable(plan.actions) if plan.turn else set()
    if plan.hand:
        boxes = parts.tile_boxes(len(plan.hand), PER_ROW, L, R, y, CARD_H)
        for k, (h, box) in enumerate(zip(plan.hand, boxes, strict=True)):
            can = k in playable
            note = (
                t("tta-img-prompt-playable") if can else (t("tta-img-new") if h.get("new") else "")
            )
            parts.mini_card(
                c,
                "prompt-hand",
                box,
                h,
                t,
                note,
                highlight=can,
                dim=plan.turn and bool(plan.actions) and not can,
            )
        y += max(40, parts.tiles_height(len(plan.hand), PER_ROW, CARD_H)) + th.GAP
    else:
        c.put("prompt-none", (L + 8, y, R, y + 40), t("tta-img-nothing"), th.SMALL, th.DIM)
        y += 40 + th.GAP
    count = max(len(plan.military), th.num(me.get("military_hand")))
    if plan.military or count:
        parts.section_title(
            c,
            "prompt-military",
            (L + 4, y, R, y + SECTION_HEAD),
            "tactic",
            t("tta-img-military-hand", n=count),
        )
        y += SECTION_HEAD
        if plan.military:
            boxes = parts.tile_boxes(len(plan.military), PER_ROW, L, R, y, CARD_H)
            for cid, box in zip(plan.military, boxes, strict=True):
                parts.mini_card(c, "prompt-military", box, cid, t)
        else:
            c.put(
                "prompt-none",
                (L + 8, y, R, y + 40),
                t("tta-img-military-hidden"),
                th.SMALL,
                th.DIM,
                wrap=False,
            )
        y += max(40, parts.tiles_height(len(plan.military), PER_ROW, CARD_H)) + th.GAP
    return y


def _nation(c: Pic, plan: _Plan, t: Translator, y: int) -> int:
    """Buildings and units (workers on each), and the wonder under construction."""
    L, R = th.M, th.W - th.M
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
    y += parts.tiles_height(max(1, len(items)), BUILDINGS_PER_ROW, BUILD_H) + th.GAP
    w = plan.me.get("wonder")
    if isinstance(w, Mapping) and th.card_id(w):
        stages = facts.stage_costs(w)
        built = th.num(w.get("stages_built"))
        text = parts.wonder_text(plan.me, t) or ""
        if built < len(stages):
            text = f"{text} · {t('tta-img-wonder-next', cost=stages[built])}"
        lines = th.lines_needed(text, R - L - 34, th.SMALL, False, th.language(t))
        h = max(40, lines * parts.NAME_LINE + 6)
        parts.line(c, "prompt-wonder", (L + 4, y, R, y + h), "wonder", text, th.TEXT, th.BODY)
        y += h + 4
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
