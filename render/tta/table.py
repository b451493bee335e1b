"""The public table: the age and round, who is deciding what, the decks and the last event, the
card row with what each card costs the nation on turn, every nation at a glance, and the wars
and pacts in force (when the view has them).

Stacked for phones: 800 px wide, nations two to a line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.i18n import Translator
from render.png import png_of
from render.tta import facts, parts, tiles
from render.tta import theme as th
from render.tta.theme import Pic
from render.view import Names, View

HEAD_H = 56
STATUS_H = 44
INFO_H = 170
ROW_TITLE_H = 34


def progress_text(
    view: Mapping[str, Any], t: Translator, names: Sequence[str] | None = None
) -> str:
    """One line on where the game stands ("Age I · round 5 · Alice on turn"; without
    ``names`` or a name for the seat, "player 2 on turn")."""
    view = th.check_view(view)
    bits = [
        t("tta-img-age", age=th.age_label(view.get("age"), t)),
        t("tta-img-round", round=th.num(view.get("round"), 1)),
    ]
    if view.get("result") or view.get("phase") == "over":
        bits.append(t("tta-img-over"))
        return " · ".join(bits)
    if view.get("last_round"):
        bits.append(t("tta-img-last-round"))
    cur = facts.on_turn(view)
    if cur is not None:
        if names is not None and 0 <= cur < len(names) and names[cur]:
            bits.append(t("tta-progress-player", player=names[cur]))
        else:
            bits.append(t("tta-progress-turn", seat=cur + 1))
    return " · ".join(bits)


def status_text(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> str:
    """Who decides what now."""
    result = view.get("result")
    if result or view.get("phase") == "over":
        winners = [th.num(w) for w in (result or {}).get("winners") or []]
        who = ", ".join(th.player_name(names, w, t) for w in winners)
        return t("tta-img-status-over", winners=who or t("tta-img-none"), n=len(winners))
    frame = view.get("pending")
    if isinstance(frame, Mapping):
        seat = th.num(frame.get("seat"))
        name = th.player_name(names, seat, t)
        kind = str(frame.get("kind") or "")
        card = th.card_name(frame.get("card"), t) if frame.get("card") else ""
        if kind in facts.FRAME_KINDS:
            return t(f"tta-img-status-{kind}", player=name, card=card)
        return t("tta-img-status-other", player=name, card=card)
    cur = facts.on_turn(view)
    if cur is None:
        return ""
    if view.get("political") or view.get("phase") == "political":
        return t("tta-img-status-political", player=th.player_name(names, cur, t))
    return t("tta-img-status-turn", player=th.player_name(names, cur, t))


def _payer(view: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The nation on turn: the row shows what each card costs it to take."""
    cur = facts.on_turn(view)
    return th.player(view, cur) if cur is not None else None


def _height(view: Mapping[str, Any], t: Translator, row: list[tiles.Tile]) -> int:
    ps = th.players(view)
    h = HEAD_H + STATUS_H + th.GAP + _info_height(view, t) + th.GAP + ROW_TITLE_H
    h += tiles.legend_height(tiles.icons_used(row, t), th.W - 2 * th.M - 4, t) + 4
    h += tiles.grid_height(row, t, th.M, th.W - th.M, parts.ROW_COLS) + th.GAP
    for k in range(0, len(ps), 2):
        pair = ps[k : k + 2]
        cell_h = parts.pair_cell_height(view, pair, t)
        h += max(parts.player_height(p, view, t, cell_h) for p in pair) + th.GAP
    h += _politics_height(view)
    return h + th.M


def draw_table(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> Pic:
    view = th.check_view(view)
    payer = _payer(view)
    row = parts.row_tiles(view, t, payer)
    c = Pic(th.W, _height(view, t, row), lang=th.language(t))
    header(c, view, t, names)
    y = HEAD_H
    th.panel(c, (0, y, th.W, y + STATUS_H), th.PANEL, radius=0)
    c.put(
        "status",
        (th.M + 4, y, th.W - th.M, y + STATUS_H),
        status_text(view, t, names),
        th.BODY,
        th.GOLD,
        bold=True,
        wrap=False,
    )
    y += STATUS_H + th.GAP
    _info(c, view, t, y)
    y += _info_height(view, t) + th.GAP
    _row_title(c, view, t, names, payer, y)
    y += ROW_TITLE_H
    y = tiles.legend(c, (th.M + 4, y, th.W - th.M, y), tiles.icons_used(row, t), t) + 4
    y = tiles.draw_grid(c, "row", row, t, th.M, th.W - th.M, y, parts.ROW_COLS) + th.GAP
    ps = th.players(view)
    col_w = (th.W - 2 * th.M - th.GAP) // 2
    for k in range(0, len(ps), 2):
        pair = ps[k : k + 2]
        cell_h = parts.pair_cell_height(view, pair, t)
        h = max(parts.player_height(p, view, t, cell_h) for p in pair)
        for j, p in enumerate(pair):
            x = th.M + j * (col_w + th.GAP)
            parts.player_card(c, view, p, t, names, (x, y, x + col_w, y + h), cell_h)
        y += h + th.GAP
    _politics(c, view, t, names, y)
    return c


def header(c: Pic, view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> None:
    th.panel(c, (0, 0, th.W, HEAD_H), th.PANEL_HI, radius=0)
    title = t(
        "tta-img-age-round",
        age=th.age_label(view.get("age"), t),
        round=th.num(view.get("round"), 1),
    )
    right = th.W - th.M
    if view.get("last_round") and not view.get("result"):
        last = t("tta-img-last-round")
        w = max(170, round(th.text_width(last, th.SMALL, True)) + 16)
        th.chip(c, "head-last", (right - w, 12, right, HEAD_H - 12), last, th.BAD, th.WHITE)
        right -= w + 8
    c.put(
        "head-title",
        (th.M + 4, 4, right, HEAD_H - 4),
        title,
        th.TITLE,
        th.TEXT,
        bold=True,
        wrap=False,
    )


INFO_HALF = (th.W - 2 * th.M - th.GAP) // 2
EVENT_TEXT_W = INFO_HALF - 18


def _deck_lines(view: Mapping[str, Any], t: Translator) -> list[tuple[str, str]]:
    """(icon, text) of the decks (cards left) and the event piles."""
    lines: list[tuple[str, str]] = []
    age = th.age_label(view.get("age"), t)
    civil = facts.age_deck(view, "civil_deck")
    if civil is not None:
        lines.append(("deck", t("tta-img-civil-deck", age=age, n=civil)))
    military = facts.age_deck(view, "military_deck")
    if military is not None:
        lines.append(("tactic", t("tta-img-military-deck", age=age, n=military)))
    current, future = view.get("current_events"), view.get("future_events")
    if th.advanced(view) or _count(current) or _count(future):
        lines.append(
            (
                "event",
                t("tta-img-event-piles", current=_count(current), future=_count(future)),
            )
        )
    else:
        lines.append(("event", t("tta-img-events-left", n=th.num(view.get("events_left")))))
    final = view.get("final_events") or []
    if final:
        lines.append(("star", t("tta-img-final-events", n=len(final))))
    return lines[:4]


def _deck_line_heights(view: Mapping[str, Any], t: Translator) -> list[int]:
    lang = th.language(t)
    width = INFO_HALF - 16 - 30
    return [
        max(38, th.lines_needed(text, width, th.SMALL, False, lang) * parts.NAME_LINE + 6)
        for _icon, text in _deck_lines(view, t)
    ]


def _event_heights(view: Mapping[str, Any], t: Translator) -> tuple[int, int]:
    """The last event's name and text heights."""
    ev = facts.last_event(view)
    if not ev:
        return 0, 0
    lang = th.language(t)
    name = th.lines_needed(th.card_name(ev, t), EVENT_TEXT_W - 32, th.SMALL, True, lang)
    summary = th.summary(ev, t)
    text = th.lines_needed(summary, EVENT_TEXT_W, th.SMALL, False, lang) if summary else 0
    return max(32, name * parts.NAME_LINE + 4), text * parts.NAME_LINE + 4


def _info_height(view: Mapping[str, Any], t: Translator) -> int:
    left = sum(_deck_line_heights(view, t)) + 8
    name_h, text_h = _event_heights(view, t)
    right = 30 + name_h + text_h + 6
    return max(INFO_H, left, right)


def _info(c: Pic, view: Mapping[str, Any], t: Translator, y: int) -> None:
    """Decks (cards left) and the event piles on the left, the last event on the right."""
    half = INFO_HALF
    height = _info_height(view, t)
    left_box = (th.M, y, th.M + half, y + height)
    th.panel(c, left_box)
    ly = y + 4
    for (icon, text), lh in zip(_deck_lines(view, t), _deck_line_heights(view, t), strict=True):
        parts.line(
            c, "info-deck", (th.M + 10, ly, th.M + half - 6, ly + lh), icon, text, th.TEXT, th.SMALL
        )
        ly += lh
    x = th.M + half + th.GAP
    box = (x, y, th.W - th.M, y + height)
    th.panel(c, box)
    c.put(
        "info-event-title",
        (x + 10, y + 4, box[2] - 8, y + 30),
        t("tta-img-last-event"),
        th.TINY,
        th.MUTED,
        bold=True,
        wrap=False,
    )
    ev = facts.last_event(view)
    if not ev:
        c.put(
            "info-event",
            (x + 10, y + 30, box[2] - 8, box[3] - 6),
            t("tta-img-no-event"),
            th.SMALL,
            th.DIM,
        )
        return
    name_h, _text_h = _event_heights(view, t)
    th.put_icon(c, "event", x + 10, y + 34, 26)
    c.put(
        "info-event",
        (x + 42, y + 30, box[2] - 8, y + 30 + name_h),
        th.card_name(ev, t),
        th.BODY,
        th.TEXT,
        bold=True,
    )
    summary = th.summary(ev, t)
    if summary:
        c.put(
            "info-event-text",
            (x + 10, y + 30 + name_h, box[2] - 8, box[3] - 4),
            summary,
            th.SMALL,
            th.MUTED,
            valign="top",
        )


def _count(v: object) -> int:
    if isinstance(v, (list, tuple)):
        return len(v)
    return th.num(v)


def _row_title(c: Pic, view: View, t: Translator, names: Names, payer: View | None, y: int) -> None:
    if payer is None:
        text = t("tta-img-row")
    else:
        seat = th.num(payer.get("seat"))
        extra = facts.wonder_surcharge(view, payer)
        if extra:
            text = t(
                "tta-img-row-costs-wonders", player=th.player_name(names, seat, t), extra=extra
            )
        else:
            text = t("tta-img-row-costs", player=th.player_name(names, seat, t))
    c.put(
        "row-title",
        (th.M + 4, y, th.W - th.M, y + ROW_TITLE_H),
        text,
        th.SMALL,
        th.GOLD,
        bold=True,
        wrap=False,
    )


# --- wars and pacts (advanced and full games) ---------------------------------------------------

POL_LINE = 36


def _politics_items(view: Mapping[str, Any]) -> list[tuple[str, Mapping[str, Any]]]:
    items: list[tuple[str, Mapping[str, Any]]] = []
    for w in view.get("wars") or []:
        if isinstance(w, Mapping):
            items.append(("war", w))
    seen: set[tuple[str, ...]] = set()
    for p in th.players(view):
        for pact in p.get("pacts") or []:
            entry = dict(pact) if isinstance(pact, Mapping) else {"card": pact}
            entry.setdefault("seat", p.get("seat"))
            key = tuple(
                sorted(
                    {
                        str(th.card_id(entry)),
                        str(entry.get("seat")),
                        str(entry.get("partner", entry.get("with", ""))),
                    }
                )
            )
            if key in seen:
                continue
            seen.add(key)
            items.append(("pact", entry))
    for pact in view.get("pacts") or []:
        if isinstance(pact, Mapping):
            items.append(("pact", pact))
    return items


def _politics_height(view: Mapping[str, Any]) -> int:
    items = _politics_items(view)
    return 0 if not items else 40 + len(items) * POL_LINE + 12 + th.GAP


def _seat_of(entry: Mapping[str, Any], *keys: str) -> int | None:
    for k in keys:
        v = entry.get(k)
        if v is not None:
            return th.num(v)
    return None


def _politics(c: Pic, view: Mapping[str, Any], t: Translator, names: Sequence[str], y: int) -> None:
    items = _politics_items(view)
    if not items:
        return
    box = (th.M, y, th.W - th.M, y + _politics_height(view) - th.GAP)
    th.panel(c, box)
    parts.section_title(
        c, "pol-title", (th.M + 10, y + 6, box[2] - 8, y + 38), "war", t("tta-img-politics")
    )
    ly = y + 40
    for kind, e in items:
        card = th.card_name(e, t) if th.card_id(e) else t("tta-img-none")
        a = _seat_of(e, "attacker", "a", "seat", "from", "by", "owner")
        b = _seat_of(e, "defender", "b", "target", "partner", "with", "to")
        pa = th.player_name(names, a, t) if a is not None else "?"
        pb = th.player_name(names, b, t) if b is not None else "?"
        text = t(f"tta-img-{kind}-line", card=card, a=pa, b=pb)
        parts.line(
            c,
            "pol-line",
            (th.M + 12, ly, box[2] - 10, ly + POL_LINE),
            kind,
            text,
            th.TEXT,
            th.SMALL,
        )
        ly += POL_LINE


render_table = png_of(
    draw_table,
    """PNG of the table as everyone sees it (pass a spectator view).""",
)
