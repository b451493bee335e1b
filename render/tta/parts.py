"""Pieces shared by the Through the Ages images: the card row (as tiles, :mod:`render.tta.tiles`)
and why a card cannot be used now, a nation's summary, stat cells, mini cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.i18n import Translator
from render.text import PAD, RGB, Box, line_height
from render.tta import facts, tiles
from render.tta import theme as th
from render.tta.i18n import MESSAGES, REASONS
from render.tta.theme import Pic

# --- the card row ------------------------------------------------------------------------------

ROW_COLS = 2  # columns of row cards: wide enough for an effect at the floor size on a phone
NAME_LINE = line_height(th.SMALL)  # a line of a nation's text


def why_text(why: object, t: Translator) -> str:
    """One line of why a card cannot be used now, from a view's ``why_not``
    (``{"reason": code, ...params}``): the images' own short form when they have one
    (``tta-img-why-<code>``, for reasons with numbers), else translated as the engine's
    refusals are (``reason-<code>``); "" for None or a malformed entry."""
    if not isinstance(why, Mapping) or not why.get("reason"):
        return ""
    params = {k: v for k, v in why.items() if k != "reason"}
    message_id = f"tta-img-why-{why['reason']}"
    if message_id not in MESSAGES:
        message_id = f"reason-{why['reason']}"
    if message_id not in MESSAGES and message_id not in REASONS:  # never ask for a missing id
        return t("tta-img-why-not")
    text = t(message_id, **params)
    return t("tta-img-why-not") if text == message_id else tiles.drawable(text)


def row_tiles(
    view: Mapping[str, Any],
    t: Translator,
    payer: Mapping[str, Any] | None = None,
    legal: set[int] | None = None,
) -> list[tiles.Tile]:
    """The row's cards as tiles: each with what it costs ``payer`` (the nation on turn) to
    take. A card is dimmed when the view says why it cannot be taken (``why_not``, the seat's
    own view on its turn: that line is drawn under the card) or, in a view without it, when
    ``legal`` (1-based slots that may be taken now; None: unknown) leaves it out."""
    out: list[tiles.Tile] = []
    for s, entry in enumerate(facts.row(view)):
        if entry is None:
            out.append(tiles.Tile(None))
            continue
        take = facts.take_cost(entry, payer)
        if "why_not" in entry:
            note = why_text(entry.get("why_not"), t)
            dim = bool(note)
        else:
            note, dim = "", legal is not None and (s + 1) not in legal
        out.append(
            tiles.Tile(
                entry,
                cost=take,
                printed=th.num(entry.get("cost"), facts.slot_cost(s)),
                note=note,
                note_fill=th.BAD_INK,
                dim=dim,
                payer=payer,
                view=view,
            )
        )
    return out


# --- a nation at a glance ----------------------------------------------------------------------

CELL_H = 88  # a value, and two lines below it
CELL_ONE = 66  # a value, and one line below it


def stat_cell(
    c: Pic,
    box: Box,
    name: str,
    value: str,
    sub: str,
    t: Translator,
    tag: str,
    sub_fill: RGB = th.MUTED,
) -> None:
    """Icon and a big number on top, a smaller line below (a rate, a production)."""
    left, top, right, bottom = box
    th.panel(c, box, th.PANEL_HI, radius=8)
    s = 28
    th.put_icon(c, name, left + 6, top + 6, s)
    c.put(
        f"{tag}",
        (left + s + 10, top + 2, right - 4, top + 38),
        value,
        th.NUM,
        th.TEXT,
        bold=True,
        wrap=False,
    )
    if sub:
        c.put(
            f"{tag}-sub",
            (left + 1, top + 38, right - 1, bottom - 2),
            sub,
            th.TINY,
            sub_fill,
            align="center",
        )


def _cells(
    view: Mapping[str, Any], p: Mapping[str, Any], t: Translator
) -> list[tuple[str, str, str, str, RGB]]:
    """(icon, value, the line below it, tag, its colour) of a nation's six stats."""
    happy_sub = ""
    happy_fill = th.MUTED
    if th.advanced(view):  # discontent and uprisings exist in the advanced and full games only
        dis = facts.discontent(p)
        happy_sub = t("tta-img-discontent", n=dis) if dis else t("tta-img-content")
        if dis:
            happy_fill = th.BAD if p.get("uprising_risk") else th.GOLD
    food = t(
        "tta-img-food-flow",
        make=th.num(p.get("food_production")),
        eat=th.num(p.get("consumption")),
    )
    res = t(
        "tta-img-res-flow",
        make=th.num(p.get("resource_production")),
        lose=facts.nation_corruption(view, p),
    )
    culture_rate = t("tta-img-per-turn", n=th.num(p.get("culture_rate")))
    science_rate = t("tta-img-per-turn", n=th.num(p.get("science_rate")))
    return [
        ("culture", str(th.num(p.get("culture"))), culture_rate, "stat-culture", th.MUTED),
        ("science", str(th.num(p.get("science"))), science_rate, "stat-science", th.MUTED),
        (
            "strength",
            str(th.num(p.get("strength"))),
            t("tta-img-strength"),
            "stat-strength",
            th.MUTED,
        ),
        (
            "happy",
            str(th.num(p.get("happy"))),
            happy_sub or t("tta-img-happy"),
            "stat-happy",
            happy_fill,
        ),
        ("food", str(th.num(p.get("food"))), food, "stat-food", th.MUTED),
        ("resources", str(th.num(p.get("resources"))), res, "stat-resources", th.MUTED),
    ]


CELL_GAP = 6


def _cell_width(width: int, cols: int) -> int:
    return (width - (cols - 1) * CELL_GAP) // cols


def cell_height(
    view: Mapping[str, Any], p: Mapping[str, Any], t: Translator | None, width: int, cols: int
) -> int:
    """The stat cells' height in a grid ``width`` px wide: one line under the values when
    every caption fits one at its size, else two (:data:`CELL_H`; also without the
    translator)."""
    if t is None:
        return CELL_H
    w = _cell_width(width, cols) - 2  # the caption's box (see stat_cell)
    lang = th.language(t)
    one = all(
        th.lines_needed(sub, w, th.TINY, False, lang) <= 1
        for _i, _v, sub, _t, _f in _cells(view, p, t)
    )
    return CELL_ONE if one else CELL_H


def stats_height(
    view: Mapping[str, Any],
    p: Mapping[str, Any],
    t: Translator | None,
    width: int,
    cols: int,
    cell_h: int | None = None,
) -> int:
    """How tall :func:`stat_cells` draws a nation's stats in a grid ``width`` px wide (cells
    ``cell_h`` tall when given)."""
    rows = -(-6 // cols)
    h = cell_h if cell_h is not None else cell_height(view, p, t, width, cols)
    return rows * h + (rows - 1) * CELL_GAP


def stat_cells(
    c: Pic,
    view: Mapping[str, Any],
    p: Mapping[str, Any],
    t: Translator,
    box: Box,
    cols: int,
    cell_h: int | None = None,
) -> int:
    """Culture, science, strength, happy faces, food and resources of one nation in a grid of
    ``cols`` columns, as tall as their captions need (or ``cell_h``); returns the bottom."""
    left, top, right, _bottom = box
    w = _cell_width(right - left, cols)
    h = cell_h if cell_h is not None else cell_height(view, p, t, right - left, cols)
    y = top
    for k, (name, value, sub, tag, fill) in enumerate(_cells(view, p, t)):
        col = k % cols
        if col == 0 and k:
            y += h + CELL_GAP
        x = left + col * (w + CELL_GAP)
        stat_cell(c, (x, y, x + w, y + h), name, value, sub, t, tag, fill)
    return y + h


def actions_line(c: Pic, p: Mapping[str, Any], t: Translator, box: Box, on_turn: bool) -> None:
    """Civil and military actions: left / maximum on the nation's own turn, else the maximum.
    The two share the line in proportion to their texts' widths."""
    left, top, right, bottom = box
    ca = th.num(p.get("civil_actions"))
    ma = th.num(p.get("military_actions"))
    ca_text = t("tta-img-left-of", left=th.num(p.get("civil_left")), max=ca) if on_turn else str(ca)
    ma_text = (
        t("tta-img-left-of", left=th.num(p.get("military_left")), max=ma) if on_turn else str(ma)
    )
    ca_value = t("tta-img-ca-value", value=ca_text)
    ma_value = t("tta-img-ma-value", value=ma_text)
    wide = th.text_width(ca_value, th.BODY), th.text_width(ma_value, th.BODY)
    icon = min(bottom - top - 2, int(th.BODY * 1.1)) + 2 + 2 * PAD  # an icon and its gap
    spare = (right - left) - 4 - 2 * icon - wide[0] - wide[1]
    half = round(icon + 4 + wide[0] + spare / 2)
    half = min(max(half, (right - left) // 3), (right - left) * 2 // 3)
    th.icon_value(c, "actions-ca", (left, top, left + half - 4, bottom), "ca", ca_value, th.BODY)
    th.icon_value(c, "actions-ma", (left + half, top, right, bottom), "ma", ma_value, th.BODY)


def line(
    c: Pic,
    tag: str,
    box: Box,
    icon: str,
    text: str,
    fill: RGB = th.TEXT,
    size: int = th.SMALL,
    bold: bool = False,
) -> None:
    left, top, right, bottom = box
    s = min(26, bottom - top - 4)
    th.put_icon(c, icon, left, top + (min(bottom - top, 36) - s) // 2, s)
    c.put(tag, (left + s + 4, top, right, bottom), text, size, fill, bold=bold, wrap=True)


def wonder_text(p: Mapping[str, Any], t: Translator) -> str | None:
    w = p.get("wonder")
    if not isinstance(w, Mapping) or not th.card_id(w):
        return None
    stages = facts.stage_costs(w)
    return t(
        "tta-img-wonder-progress",
        card=th.card_name(w, t),
        built=th.num(w.get("stages_built")),
        total=len(stages),
    )


LINE_H = 32  # a line of a nation on the table (one line of text; more when it wraps)
PLAYER_W = (th.W - 2 * th.M - th.GAP) // 2  # two nations to a line
PLAYER_H = 42 + 6 + 10  # the name, below the stats, the bottom
STATS_W = PLAYER_W - 18  # the stats' grid in a nation's panel


def _line_height(text: str, width: int, t: Translator | None) -> int:
    """A nation's line: one line, or as many as its text takes at the names-and-sentences size
    in a line ``width`` px wide (the icon takes 30 px of it)."""
    if t is None:
        return LINE_H
    n = th.lines_needed(text, width - 30, th.SMALL, False, th.language(t))
    return max(LINE_H, n * NAME_LINE + 5)


def _nation_lines(
    view: Mapping[str, Any], p: Mapping[str, Any], t: Translator
) -> list[tuple[str, str, str, RGB]]:
    """(tag, icon, text, colour) of a nation's lines below its stats, the actions line (tag
    ``actions``) second."""
    out: list[tuple[str, str, str, RGB]] = []
    gov = th.card_name(p.get("government"), t) if p.get("government") else t("tta-img-none")
    out.append(("player-gov", "government", gov, th.TEXT))
    out.append(("actions", "", "", th.TEXT))
    leader = th.card_name(p.get("leader"), t) if p.get("leader") else t("tta-img-no-leader")
    out.append(("player-leader", "leader", leader, th.TEXT if p.get("leader") else th.DIM))
    wonder = wonder_text(p, t)
    done = len(p.get("wonders") or [])
    if wonder:
        text = wonder if not done else t("tta-img-wonders-and", wonder=wonder, done=done)
    else:
        text = t("tta-img-wonders-done", done=done)
    out.append(("player-wonder", "wonder", text, th.TEXT if (wonder or done) else th.DIM))
    if th.advanced(view) or th.num(p.get("military_hand")):
        hand = t(
            "tta-img-hand-sizes",
            civil=len(facts.hand(p)),
            limit=th.num(p.get("civil_hand_limit")),
            military=th.num(p.get("military_hand")),
        )
    else:
        hand = t(
            "tta-img-hand-civil", civil=len(facts.hand(p)), limit=th.num(p.get("civil_hand_limit"))
        )
    out.append(("player-hand", "hand", hand, th.MUTED))
    for kind in _extra_lines(p, view):
        if kind == "tactic":
            text = th.card_name(p.get("tactic"), t)
            if th.num(p.get("army_bonus")):
                text = f"{text} · {t('tta-img-army-bonus', n=th.num(p.get('army_bonus')))}"
        else:
            bits: list[str] = []
            if p.get("colonies"):
                bits.append(t("tta-img-colonies-n", n=len(p.get("colonies") or [])))
            pacts = facts.pacts_of(view, p)
            if pacts:
                bits.append(t("tta-img-pacts-n", n=len(pacts)))
            text = " · ".join(bits)
        out.append(("player-extra", kind, text, th.MUTED))
    return out


def pair_cell_height(
    view: Mapping[str, Any], pair: Sequence[Mapping[str, Any]], t: Translator | None
) -> int:
    """The stat cells' height of two nations side by side on the table (the taller one's)."""
    return max(cell_height(view, p, t, STATS_W, 3) for p in pair)


def player_height(
    p: Mapping[str, Any],
    view: Mapping[str, Any],
    t: Translator | None = None,
    cell_h: int | None = None,
) -> int:
    """A nation's panel on the table (its stat cells ``cell_h`` tall when given)."""
    width = PLAYER_W - 22
    stats = stats_height(view, p, t, STATS_W, 3, cell_h)
    if t is None:
        return PLAYER_H + stats + LINE_H * (5 + len(_extra_lines(p, view)))
    return (
        PLAYER_H
        + stats
        + sum(
            LINE_H if tag == "actions" else _line_height(text, width, t)
            for tag, _icon, text, _fill in _nation_lines(view, p, t)
        )
    )


def _extra_lines(p: Mapping[str, Any], view: Mapping[str, Any]) -> list[str]:
    """Which extra lines a nation needs: its tactic, its colonies and pacts."""
    out: list[str] = []
    if p.get("tactic"):
        out.append("tactic")
    if p.get("colonies") or facts.pacts_of(view, p):
        out.append("colony")
    return out


def player_card(
    c: Pic,
    view: Mapping[str, Any],
    p: Mapping[str, Any],
    t: Translator,
    names: Sequence[str],
    box: Box,
    cell_h: int | None = None,
) -> None:
    """One nation on the table: name, stats (cells ``cell_h`` tall when given), government and
    actions, leader and wonder, hand."""
    left, top, right, bottom = box
    seat = th.num(p.get("seat"))
    current = facts.on_turn(view) == seat
    deciding = seat in facts.deciding(view)
    result = view.get("result") or {}
    winner = seat in [th.num(s) for s in result.get("winners") or []]
    fill = th.WIN if winner else th.PANEL
    outline = th.GOLD if (deciding or winner) else None
    th.panel(c, box, fill, outline=outline, width=3)
    c.draw.rectangle([left + 3, top + 10, left + 8, bottom - 11], fill=th.seat_rgb(seat))
    th.seat_badge(c, left + 14, top + 4, 34, seat, t)
    # Markers as icons (the status line above says who decides what): on turn or deciding,
    # the start player, the winners.
    icons: list[str] = []
    if winner:
        icons.append("star")
    elif deciding or current:
        icons.append("turn")
    if th.num(view.get("start"), -1) == seat:
        icons.append("first")
    x_marks = right - 8
    for name in reversed(icons):
        th.put_icon(c, name, x_marks - 28, top + 8, 28)
        x_marks -= 32
    c.put(
        "player-name",
        (left + 50, top + 4, x_marks - 2, top + 40),
        th.player_name(names, seat, t),
        th.BODY,
        th.TEXT,
        bold=True,
        wrap=False,
    )
    y = top + 42
    y = stat_cells(c, view, p, t, (left + 10, y, left + 10 + STATS_W, y), 3, cell_h) + 6
    inner = (left + 12, right - 10)
    for tag, icon, text, colour in _nation_lines(view, p, t):
        if tag == "actions":
            lh = LINE_H
            on_turn = current and not view.get("result")
            actions_line(c, p, t, (inner[0], y, inner[1], y + lh), on_turn)
        else:
            lh = _line_height(text, inner[1] - inner[0], t)
            line(c, tag, (inner[0], y, inner[1], y + lh), icon, text, colour)
        y += lh


# --- small card tiles --------------------------------------------------------------------------


def mini_card(
    c: Pic,
    tag: str,
    box: Box,
    ref: object,
    t: Translator,
    note: str = "",
    highlight: bool = False,
    dim: bool = False,
) -> None:
    """A small card: coloured stripe (age, type), name, optional note at the bottom."""
    left, top, right, bottom = box
    i = th.info(ref)
    paper = th.mix(th.PAPER, th.BG, 0.5) if dim else th.PAPER
    th.panel(c, box, paper, radius=8, outline=th.GOLD if highlight else None, width=3)
    c.draw.rounded_rectangle([left, top, right - 1, top + 28], radius=8, fill=th.card_rgb(i))
    th.card_stripe(c, tag, (left, top, right, top + 26), i, t)
    ink = th.mix(th.INK, paper, 0.35) if dim else th.INK
    name_bottom = bottom - (29 if note else 4)
    c.put(
        f"{tag}-name",
        (left + 4, top + 28, right - 4, name_bottom),
        th.card_name(ref, t),
        th.SMALL,
        ink,
        bold=True,
        align="center",
        hyphenate=True,
    )
    if note:
        c.put(
            f"{tag}-note",
            (left + 2, bottom - 30, right - 2, bottom - 1),
            note,
            th.TINY,
            th.OK_INK if highlight else th.mix(ink, paper, 0.3),
            bold=True,
            align="center",
            wrap=False,
        )


def tiles_height(n: int, per_row: int, h: int, gap: int = 6) -> int:
    if n <= 0:
        return 0
    rows = -(-n // per_row)
    return rows * h + (rows - 1) * gap


def tile_boxes(
    n: int, per_row: int, left: int, right: int, top: int, h: int, gap: int = 6
) -> list[Box]:
    w = (right - left - (per_row - 1) * gap) // per_row
    out: list[Box] = []
    for k in range(n):
        x = left + (k % per_row) * (w + gap)
        y = top + (k // per_row) * (h + gap)
        out.append((x, y, x + w, y + h))
    return out


def section_title(c: Pic, tag: str, box: Box, icon: str, text: str) -> None:
    left, top, right, bottom = box
    th.put_icon(c, icon, left, top + (bottom - top - 26) // 2, 26)
    c.put(tag, (left + 32, top, right, bottom), text, th.SMALL, th.GOLD, bold=True, wrap=False)
