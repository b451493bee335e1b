"""One nation's board: stats, the yellow bank by section (population cost, food eaten), the blue
bank (corruption in the advanced and full games), every building and unit by type and level with
its workers and blue tokens, government, leader, wonders with their progress, special
technologies, tactics and armies, colonies, pacts, and the hands.

The civil hand is public in Through the Ages; the military hand is shown only when the view is
the owner's own (a spectator or another seat sees how many cards it holds)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.i18n import Translator
from render.png import png_of
from render.text import Box
from render.tta import facts, parts
from render.tta import theme as th
from render.tta.theme import Pic

HEAD_H = 56
BANK_H = 156
YELLOW_NOW_H = 32  # the population cost and food eaten now, on a line of their own
BLUE_H = 92
BUILD_H = 151  # a name of up to three lines, then workers and tokens
SECTION_HEAD = 36
CARD_H = 138  # a name of up to three lines and a note


def _buildings(p: Mapping[str, Any]) -> dict[str, list[Mapping[str, Any]]]:
    out: dict[str, list[Mapping[str, Any]]] = {g: [] for g, _types in th.GROUPS}
    order = {tt: k for k, tt in enumerate(th.TYPE_ORDER)}
    items = [b for b in p.get("buildings") or [] if isinstance(b, Mapping)]
    items.sort(key=lambda b: (order.get(str(b.get("type")), 99), th.num(b.get("level"))))
    for b in items:
        i = th.info(b)
        group = i.category if i is not None else ""
        if group not in out:
            t = str(b.get("type"))
            group = next((g for g, types in th.GROUPS if t in types), "production")
        out[group].append(b)
    return out


def _card_lists(view: Mapping[str, Any], p: Mapping[str, Any]) -> list[tuple[str, str, list[str]]]:
    """(section id, icon, card ids) of the card sections below the buildings."""
    out: list[tuple[str, str, list[str]]] = []
    specials = [th.card_id(s) for s in p.get("specials") or [] if th.card_id(s)]
    if specials:
        out.append(("specials", "special", specials))
    if p.get("tactic"):
        out.append(("tactic", "tactic", [th.card_id(p.get("tactic"))]))
    colonies = [th.card_id(s) for s in p.get("colonies") or [] if th.card_id(s)]
    if colonies:
        out.append(("colonies", "colony", colonies))
    pacts = [th.card_id(s) for s in facts.pacts_of(view, p) if th.card_id(s)]
    if pacts:
        out.append(("pacts", "pact", pacts))
    return out


PER_ROW = 4
WONDERS_PER_ROW = 3  # wonders have the longest names


def gov_height(p: Mapping[str, Any], t: Translator) -> int:
    """The government and leader panel: room for the government's figures and the leader's
    text, as many lines as each takes."""
    lang = th.language(t)
    text = th.summary(p.get("leader"), t) if p.get("leader") else ""
    lines = th.lines_needed(text, th.W - th.M - 10 - (th.M + 400), th.SMALL, False, lang)
    gi = th.info(p.get("government"))
    if gi is not None:
        stats = t("tta-img-gov-stats", ca=gi.gov_ca, ma=gi.gov_ma, urban=gi.urban_limit)
        lines = max(lines, th.lines_needed(stats, 380, th.SMALL, False, lang))
    lines = lines if text or gi is not None else 1
    return SECTION_HEAD + 38 + max(30, lines * parts.NAME_LINE + 8)


def _height(view: Mapping[str, Any], p: Mapping[str, Any], t: Translator) -> int:
    h = HEAD_H + th.GAP + parts.CELL_H + 6 + _limits_height(p, t) + th.GAP  # stats, actions
    h += bank_height(view) + th.GAP + blue_height(view) + th.GAP
    for _g, items in _buildings(p).items():
        h += SECTION_HEAD + max(1, -(-len(items) // PER_ROW)) * (BUILD_H + 6) + th.GAP
    h += gov_height(p, t) + th.GAP  # government and leader
    h += SECTION_HEAD + max(40, parts.tiles_height(_wonder_count(p), WONDERS_PER_ROW, CARD_H))
    h += 4
    h += (40 if isinstance(p.get("wonder"), Mapping) else 0) + th.GAP
    for _s, _i, ids in _card_lists(view, p):
        h += SECTION_HEAD + parts.tiles_height(len(ids), PER_ROW, CARD_H) + 12 + th.GAP
    h += SECTION_HEAD + max(40, parts.tiles_height(len(facts.hand(p)), PER_ROW, CARD_H)) + 12
    h += th.GAP
    mil = facts.military_visible(view, p)
    if show_military(view, p):
        h += SECTION_HEAD + (parts.tiles_height(len(mil), PER_ROW, CARD_H) if mil else 40) + 12
    return h + th.GAP + th.M + 200  # an upper bound: the image is cut where its content ends


def _limits_text(p: Mapping[str, Any], t: Translator) -> str:
    text = t("tta-img-urban-limit", n=th.num(p.get("urban_limit")))
    pool = th.num(p.get("military_pool"))
    return f"{text} · {t('tta-img-pool', n=pool)}" if pool else text


def _limits_height(p: Mapping[str, Any], t: Translator) -> int:
    """The urban limit and military pool beside the actions: one line, or two."""
    lines = th.lines_needed(_limits_text(p, t), th.W - th.M - (th.M + 390), th.SMALL, False, None)
    return max(40, lines * parts.NAME_LINE + 4)


def show_military(view: Mapping[str, Any], p: Mapping[str, Any]) -> bool:
    """The military hand has a section in the advanced and full games, or whenever a nation
    holds military cards."""
    return th.advanced(view) or bool(th.num(p.get("military_hand")) or p.get("military_cards"))


def _section_title(section: str, p: Mapping[str, Any], t: Translator) -> str:
    if section == "colonies" and th.num(p.get("colonization_bonus")):
        return t("tta-img-colonies-bonus", n=th.num(p.get("colonization_bonus")))
    return t(f"tta-img-{section}")


def _wonder_count(p: Mapping[str, Any]) -> int:
    return len(p.get("wonders") or []) + (1 if isinstance(p.get("wonder"), Mapping) else 0)


def draw_board(view: Mapping[str, Any], t: Translator, names: Sequence[str], seat: int) -> Pic:
    view = th.check_view(view)
    p = th.player(view, seat)
    if p is None:
        raise ValueError(f"no seat {seat} in this view")
    c = Pic(th.W, _height(view, p, t), lang=th.language(t))
    L, R = th.M, th.W - th.M
    th.panel(c, (0, 0, th.W, HEAD_H), th.PANEL_HI, radius=0)
    c.draw.rectangle([0, 0, 7, HEAD_H], fill=th.seat_rgb(seat))
    th.seat_badge(c, L + 6, 10, 36, seat, t)
    current = facts.on_turn(view) == seat
    mark = ""
    if seat in facts.deciding(view):
        mark = t("tta-img-deciding") if not current else t("tta-img-on-turn")
    right = R
    if mark:
        th.chip(c, "head-mark", (R - 110, 14, R, HEAD_H - 14), mark, th.GOLD, th.INK)
        right = R - 118
    c.put(
        "head-title",
        (L + 52, 4, right, HEAD_H - 4),
        t("tta-img-board-title", player=th.player_name(names, seat, t)),
        th.TITLE,
        th.TEXT,
        bold=True,
        wrap=False,
    )
    y = HEAD_H + th.GAP
    y = parts.stat_cells(c, view, p, t, (L, y, R, y), 6) + 6
    parts.actions_line(c, p, t, (L + 4, y, L + 380, y + 40), current)
    limits_h = _limits_height(p, t)
    c.put(
        "board-limits",
        (L + 390, y, R, y + limits_h),
        _limits_text(p, t),
        th.SMALL,
        th.MUTED,
        align="right",
        valign="top" if limits_h > 40 else "middle",
    )
    y += limits_h + th.GAP
    y = _yellow_bank(c, view, p, t, y)
    y = _blue_bank(c, view, p, t, y)
    urban_limit = th.num(p.get("urban_limit"))
    for group, items in _buildings(p).items():
        title = (
            t("tta-img-group-urban", limit=urban_limit)
            if group == "urban"
            else t(f"tta-img-group-{group}")
        )
        icon = {"production": "resources", "urban": "culture", "unit": "strength"}[group]
        parts.section_title(c, f"board-{group}", (L + 4, y, R, y + SECTION_HEAD), icon, title)
        y += SECTION_HEAD
        if not items:
            c.put("board-none", (L + 8, y, R, y + BUILD_H), t("tta-img-nothing"), th.SMALL, th.DIM)
            y += BUILD_H + 6 + th.GAP
            continue
        boxes = parts.tile_boxes(len(items), PER_ROW, L, R, y, BUILD_H)
        for b, box in zip(items, boxes, strict=True):
            _building(c, b, box, t)
        y += -(-len(items) // PER_ROW) * (BUILD_H + 6) + th.GAP
    y = _government(c, p, t, y)
    y = _wonders(c, p, t, y)
    for section, icon, ids in _card_lists(view, p):
        parts.section_title(
            c,
            f"board-{section}",
            (L + 4, y, R, y + SECTION_HEAD),
            icon,
            _section_title(section, p, t),
        )
        y += SECTION_HEAD
        boxes = parts.tile_boxes(len(ids), PER_ROW, L, R, y, CARD_H)
        for cid, box in zip(ids, boxes, strict=True):
            note = ""
            if section == "tactic" and th.num(p.get("army_bonus")):
                note = t("tta-img-army-bonus", n=th.num(p.get("army_bonus")))
            elif section == "tactic" and "armies" in p:
                note = t("tta-img-armies", n=th.num(p.get("armies")))
            parts.mini_card(c, f"board-{section}", box, cid, t, note)
        y += parts.tiles_height(len(ids), PER_ROW, CARD_H) + 12 + th.GAP
    y = _hands(c, view, p, t, y)
    c.crop(y + th.M)
    return c


def _yellow_bank(
    c: Pic, view: Mapping[str, Any], p: Mapping[str, Any], t: Translator, y: int
) -> int:
    L, R = th.M, th.W - th.M
    box = (L, y, R, y + bank_height(view))
    th.panel(c, box)
    bank = th.num(p.get("yellow_bank"))
    th.put_icon(c, "worker", L + 10, y + 8, 24)
    c.put(
        "yellow-title",
        (L + 40, y + 4, R - 10, y + 36),
        t("tta-img-yellow-bank", n=bank),
        th.SMALL,
        th.TEXT,
        bold=True,
        wrap=False,
    )
    cost = p.get("population_cost")
    y += YELLOW_NOW_H
    c.put(
        "yellow-now",
        (L + 10, y + 4, R - 10, y + 36),
        t("tta-img-yellow-now", cost=th.num(cost), eat=th.num(p.get("consumption"))),
        th.SMALL,
        th.GOLD,
        bold=True,
        wrap=False,
    )
    sections = facts.yellow_sections()
    adv = th.advanced(view)
    n = len(sections)
    gap = 2
    w = (R - L - 12 - (n - 1) * gap) // n
    x = L + 6
    top = y + 40
    sec_h = 80 + (26 if adv else 0)  # happy faces required: advanced and full games
    extra = max(0, bank - sections[0][0])  # tokens above the printed bank go to the first
    for k, (hi, lo, pop, eat, need) in enumerate(sections):
        size = hi - lo + 1 + (extra if k == 0 else 0)
        filled = max(0, min(size, bank - lo + 1))
        live = lo <= bank <= hi + (extra if k == 0 else 0)
        th.panel(
            c,
            (x, top, x + w, top + sec_h),
            th.PANEL_HI,
            radius=6,
            outline=th.GOLD if live else None,
            width=2,
        )
        d = min(16, (w - 8 - (size - 1) * 3) // max(1, size))
        row_w = size * d + (size - 1) * 3
        th.tokens_row(c, x + (w - row_w) // 2, top + 6, size, filled, d, th.YELLOW_TOKEN, 3)
        c.put(
            "yellow-cost",
            (x, top + 24, x + w, top + 50),
            t("tta-img-bank-cost", food=pop),
            th.TINY,
            th.TEXT,
            bold=live,
            align="center",
            wrap=False,
        )
        c.put(
            "yellow-eat",
            (x, top + 50, x + w, top + 78),
            t("tta-img-bank-eat", food=eat),
            th.TINY,
            th.MUTED,
            align="center",
            wrap=False,
        )
        if adv:
            c.put(
                "yellow-happy",
                (x, top + 76, x + w, top + 104),
                t("tta-img-bank-happy", n=need),
                th.TINY,
                th.MUTED,
                align="center",
                wrap=False,
            )
        x += w + gap
    wy = top + sec_h
    th.put_icon(c, "worker", L + 10, wy + 8, 22)
    c.put(
        "yellow-workers",
        (L + 38, wy + 4, R - 10, y - YELLOW_NOW_H + bank_height(view) - 2),
        t(
            "tta-img-workers",
            unused=th.num(p.get("workers_unused")),
            population=th.num(p.get("population")),
        ),
        th.SMALL,
        th.TEXT,
        wrap=False,
    )
    return y - YELLOW_NOW_H + bank_height(view) + th.GAP


def bank_height(view: Mapping[str, Any]) -> int:
    return BANK_H + YELLOW_NOW_H + (26 if th.advanced(view) else 0)


def _blue_bank(c: Pic, view: Mapping[str, Any], p: Mapping[str, Any], t: Translator, y: int) -> int:
    L, R = th.M, th.W - th.M
    h = blue_height(view)
    th.panel(c, (L, y, R, y + h))
    bank = th.num(p.get("blue_bank"))
    th.put_icon(c, "blue", L + 10, y + 8, 24)
    c.put(
        "blue-title",
        (L + 40, y + 4, L + 380, y + 36),
        t("tta-img-blue-bank", n=bank),
        th.SMALL,
        th.TEXT,
        bold=True,
        wrap=False,
    )
    adv = th.advanced(view)
    if adv:
        corr = facts.corruption(bank)
        c.put(
            "blue-corruption",
            (L + 380, y + 4, R - 10, y + 36),
            t("tta-img-corruption", n=corr),
            th.SMALL,
            th.BAD if corr else th.GOOD,
            bold=True,
            align="right",
            wrap=False,
        )
    x = L + 10
    top = y + 42
    d = 22
    for hi, lo, corr in reversed(facts.blue_sections()):
        size = hi - lo + 1
        filled = max(0, min(size, bank - lo + 1))
        w = size * (d + 3) + 8
        live = lo <= bank <= hi
        th.panel(
            c,
            (x, top, x + w, top + 40),
            th.PANEL_HI,
            radius=6,
            outline=th.GOLD if live and adv else None,
            width=2,
        )
        th.tokens_row(c, x + 5, top + 9, size, filled, d, th.BLUE_TOKEN, 3)
        if adv:
            c.put(
                "blue-section",
                (x, top + 42, x + w, top + 66),
                t("tta-img-corruption-section", n=corr),
                th.TINY,
                th.GOLD if live else th.MUTED,
                bold=live,
                align="center",
                wrap=False,
            )
        x += w + 6
    extra = bank - facts.blue_sections()[0][0]
    if extra > 0:
        c.put(
            "blue-extra",
            (x, top, R - 8, top + 40),
            f"+{extra}",
            th.SMALL,
            th.TEXT,
            bold=True,
            wrap=False,
        )
    return y + h + th.GAP


def blue_height(view: Mapping[str, Any]) -> int:
    return BLUE_H + (24 if th.advanced(view) else 0)


def _building(c: Pic, b: Mapping[str, Any], box: Box, t: Translator) -> None:
    left, top, right, _bottom = box
    i = th.info(b)
    workers = th.num(b.get("workers"))
    th.panel(c, box, th.PAPER if workers else th.mix(th.PAPER, th.BG, 0.45), radius=8)
    c.draw.rounded_rectangle([left, top, right - 1, top + 28], radius=8, fill=th.card_rgb(i))
    th.card_stripe(c, "build-card", (left, top, right, top + 26), i, t)
    ink = th.INK
    c.put(
        "build-name",
        (left + 4, top + 28, right - 4, top + 28 + 3 * parts.NAME_LINE),
        th.card_name(b, t),
        th.SMALL,
        ink,
        bold=True,
        align="center",
    )
    y = top + 30 + 3 * parts.NAME_LINE
    th.put_icon(c, "worker", left + 8, y + 4, 28)
    c.put(
        "build-workers",
        (left + 40, y, left + 80, y + 36),
        str(workers),
        th.NUM,
        ink,
        bold=True,
        wrap=False,
    )
    if i is not None and i.tech_type in ("farm", "mine"):
        th.put_icon(c, "blue", left + 84, y + 4, 28)
        c.put(
            "build-tokens",
            (left + 116, y, right - 4, y + 36),
            str(th.num(b.get("tokens"))),
            th.NUM,
            ink,
            bold=True,
            wrap=False,
        )
    elif i is not None:
        out = i.per_worker.nonzero()
        if out:
            stat, v = next(iter(out.items()))
            icon = stat if stat in th.ICONS else "culture"
            th.put_icon(c, icon, left + 84, y + 8, 22)
            c.put(
                "build-output",
                (left + 110, y, right - 4, y + 36),
                f"{v:+d}",
                th.SMALL,
                ink,
                bold=True,
                wrap=False,
            )


def _government(c: Pic, p: Mapping[str, Any], t: Translator, y: int) -> int:
    L, R = th.M, th.W - th.M
    h = gov_height(p, t)
    th.panel(c, (L, y, R, y + h))
    gov = p.get("government")
    gi = th.info(gov)
    parts.line(
        c,
        "gov-title",
        (L + 10, y + 4, L + 300, y + SECTION_HEAD),
        "government",
        t("tta-img-government"),
        th.GOLD,
        th.SMALL,
        True,
    )
    c.put(
        "gov-name",
        (L + 10, y + SECTION_HEAD, L + 390, y + SECTION_HEAD + 40),
        th.card_name(gov, t) if gov else t("tta-img-none"),
        th.BODY,
        th.TEXT,
        bold=True,
        wrap=False,
    )
    if gi is not None:
        c.put(
            "gov-stats",
            (L + 10, y + SECTION_HEAD + 38, L + 390, y + h - 4),
            t("tta-img-gov-stats", ca=gi.gov_ca, ma=gi.gov_ma, urban=gi.urban_limit),
            th.TINY,
            th.MUTED,
            valign="top",
        )
    x = L + 400
    parts.line(
        c,
        "leader-title",
        (x, y + 4, R - 10, y + SECTION_HEAD),
        "leader",
        t("tta-img-leader"),
        th.GOLD,
        th.SMALL,
        True,
    )
    leader = p.get("leader")
    c.put(
        "leader-name",
        (x, y + SECTION_HEAD, R - 10, y + SECTION_HEAD + 40),
        th.card_name(leader, t) if leader else t("tta-img-no-leader"),
        th.BODY,
        th.TEXT if leader else th.DIM,
        bold=True,
        wrap=False,
    )
    if leader:
        summary = th.summary(leader, t)
        if summary:
            c.put(
                "leader-text",
                (x, y + SECTION_HEAD + 38, R - 10, y + h - 4),
                summary,
                th.TINY,
                th.MUTED,
                valign="top",
            )
    return y + h + th.GAP


def _wonders(c: Pic, p: Mapping[str, Any], t: Translator, y: int) -> int:
    L, R = th.M, th.W - th.M
    parts.section_title(
        c, "board-wonders", (L + 4, y, R, y + SECTION_HEAD), "wonder", t("tta-img-wonders")
    )
    y += SECTION_HEAD
    done = [th.card_id(w) for w in p.get("wonders") or [] if th.card_id(w)]
    w = p.get("wonder") if isinstance(p.get("wonder"), Mapping) else None
    refs: list[tuple[str, str, bool]] = []
    if w is not None and th.card_id(w):
        stages = facts.stage_costs(w)
        built = th.num(w.get("stages_built"))
        refs.append(
            (th.card_id(w), t("tta-img-wonder-stages", built=built, total=len(stages)), True)
        )
    refs.extend((cid, t("tta-img-completed"), False) for cid in done)
    if not refs:
        c.put("board-none", (L + 8, y, R, y + 40), t("tta-img-nothing"), th.SMALL, th.DIM)
        return y + 44 + th.GAP
    boxes = parts.tile_boxes(len(refs), WONDERS_PER_ROW, L, R, y, CARD_H)
    for (cid, note, building), box in zip(refs, boxes, strict=True):
        parts.mini_card(c, "board-wonder", box, cid, t, note, highlight=building)
    y += parts.tiles_height(len(refs), WONDERS_PER_ROW, CARD_H) + 4
    if w is None or not th.card_id(w):
        return y + th.GAP
    stages = facts.stage_costs(w)
    built = th.num(w.get("stages_built"))
    x = L + 8
    for k, cost in enumerate(stages):
        filled = k < built
        bx = (x, y + 4, x + 44, y + 36)
        th.panel(
            c, bx, th.BLUE_TOKEN if filled else th.PANEL_HI, radius=6, outline=th.LINE, width=2
        )
        c.put(
            "wonder-stage",
            bx,
            str(cost),
            th.SMALL,
            th.WHITE if filled else th.TEXT,
            bold=True,
            align="center",
            wrap=False,
        )
        x += 50
    if built < len(stages):
        c.put(
            "wonder-next",
            (x + 8, y, R - 8, y + 40),
            t("tta-img-wonder-next", cost=stages[built]),
            th.SMALL,
            th.GOLD,
            bold=True,
            wrap=False,
        )
    return y + 40 + th.GAP


def _hands(c: Pic, view: Mapping[str, Any], p: Mapping[str, Any], t: Translator, y: int) -> int:
    L, R = th.M, th.W - th.M
    hand = facts.hand(p)
    parts.section_title(
        c,
        "board-hand",
        (L + 4, y, R, y + SECTION_HEAD),
        "hand",
        t("tta-img-civil-hand", n=len(hand), limit=th.num(p.get("civil_hand_limit"))),
    )
    y += SECTION_HEAD
    if hand:
        boxes = parts.tile_boxes(len(hand), PER_ROW, L, R, y, CARD_H)
        for h, box in zip(hand, boxes, strict=True):
            note = t("tta-img-new") if h.get("new") else ""
            parts.mini_card(c, "board-hand", box, h, t, note)
        y += parts.tiles_height(len(hand), PER_ROW, CARD_H) + 12 + th.GAP
    else:
        c.put("board-none", (L + 8, y, R, y + 40), t("tta-img-nothing"), th.SMALL, th.DIM)
        y += 40 + 12 + th.GAP
    mil = facts.military_visible(view, p)
    if not show_military(view, p):
        return y
    count = max(len(mil), th.num(p.get("military_hand")))
    parts.section_title(
        c,
        "board-military",
        (L + 4, y, R, y + SECTION_HEAD),
        "tactic",
        t("tta-img-military-hand", n=count),
    )
    y += SECTION_HEAD
    if mil:
        boxes = parts.tile_boxes(len(mil), PER_ROW, L, R, y, CARD_H)
        for cid, box in zip(mil, boxes, strict=True):
            parts.mini_card(c, "board-military", box, cid, t)
        y += parts.tiles_height(len(mil), PER_ROW, CARD_H) + 12
    else:
        text = t("tta-img-military-hidden") if count else t("tta-img-nothing")
        c.put("board-none", (L + 8, y, R, y + 40), text, th.SMALL, th.DIM, wrap=False)
        y += 40 + 12
    return y


render_board = png_of(
    draw_board,
    """PNG of ``seat``'s board (a spectator view shows public information only).""",
)
