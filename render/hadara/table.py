"""The public table, laid out for a phone: one column 800 px wide, read top to bottom.

Header (progress, who acts or who won), the five decks with their discard piles' top cards,
the colony stacks, then one card per player: name, score so far and coins; tracks and cards
per colour; statues, medals, colonies and the cards-against-food count; purple effects.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.hadara import parts
from render.hadara import theme as th
from render.hadara.parts import Canvas
from render.i18n import Translator
from render.png import png_of
from rules.hadara.data import COLONY_LEVELS, COLORS, TRACKS

W = 800
M = 12
GAP = 12
DECK_ROW = 84
STRIP_W = W - M - 8 - (M + 8 + 72 + 164 + 58)
COLONY_ROW = 54
PLAYER_TOP_H = 62


def player_name(names: Sequence[str], seat: int, t: Translator) -> str:
    if seat < len(names) and names[seat]:
        return names[seat]
    return t(f"coat-{th.coat(seat)}")


def progress_text(
    view: Mapping[str, Any], t: Translator, names: Sequence[str] | None = None
) -> str:
    """Epoch · phase · step (no player is named: the table's own line says who acts;
    ``names`` is taken for the host's one signature of every game's progress line)."""
    parts_: list[str] = []
    epoch = int(view.get("epoch", 0))
    if epoch:
        parts_.append(t("epoch", epoch=th.ROMAN.get(epoch, str(epoch))))
    parts_.append(t(f"phase-{view['phase']}"))
    step = str(view["step"])
    if step == "draft":
        parts_.append(t("step-draft", round=view.get("round") or 1))
    else:
        parts_.append(t(f"step-{step}"))
    return " · ".join(parts_)


def totals(view: Mapping[str, Any]) -> dict[int, int]:
    """Each seat's score: the final result when there is one, else the score so far."""
    result = view.get("result")
    if result:
        return {int(s["seat"]): int(s["total"]) for s in result["scores"]}
    return {
        int(p["seat"]): sum(int(v) for v in dict(p.get("score", {})).values())
        for p in view["players"]
    }


def winners(view: Mapping[str, Any]) -> list[int]:
    result = view.get("result")
    return [int(w) for w in result.get("winners", [])] if result else []


def draw_table(view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> Canvas:
    view = parts.check_view(view)
    n = int(view["players_n"])
    c = Canvas(W, 1200 + n * 420, th.BG)
    y = _header(c, view, t, names)
    if not view.get("over"):  # at the end only the players and their scores matter
        y = _decks(c, view, t, y + GAP)
        y = _colonies(c, view, t, y + GAP)
    y = _players(c, view, t, names, y + GAP)
    c.crop(y + M)
    return c


def _seat_items(
    seats: Sequence[int], names: Sequence[str], t: Translator, x0: int, size: int
) -> list[tuple[int, int, int, str]]:
    """Flow layout of (coat, name) items from ``x0``: (seat, x, line, name)."""
    out: list[tuple[int, int, int, str]] = []
    x, line = x0, 0
    for seat in seats:
        name = player_name(names, seat, t)
        w = 40 + min(260, parts.text_width(name, size, True)) + 18
        if x + w > W - M and x > x0:
            x, line = M, line + 1
        out.append((seat, x, line, name))
        x += w
    return out


def _header(c: Canvas, view: Mapping[str, Any], t: Translator, names: Sequence[str]) -> int:
    won = winners(view)
    scores = totals(view)
    acting = [int(s) for s in view.get("to_act", [])]
    label = (t("winner") if len(won) == 1 else t("winners")) if view.get("over") else t("to-act")
    label_w = parts.text_width(label, 22, True) + 8
    items = _seat_items(won if view.get("over") else acting, names, t, M + label_w, 24)
    lines = 1 + (max(i[2] for i in items) if items else 0)
    height = 60 + lines * 46 + 6
    parts.panel(c, (0, 0, W, height), th.PANEL_HI, radius=0)
    c.text(
        (M, 6, W - M, 56),
        progress_text(view, t),
        30,
        th.TEXT,
        bold=True,
        wrap=False,
        shrink_to=0.75,
        kind="progress",
    )
    y0 = 58
    c.text(
        (M, y0, M + label_w, y0 + 44),
        label,
        22,
        th.GOLD if won else th.MUTED,
        bold=True,
        kind="status",
    )
    if not items:
        c.text((M + label_w, y0, W - M, y0 + 44), t("nobody"), 24, th.MUTED, kind="status")
    for seat, x, line, name in items:
        y = y0 + line * 46
        parts.paste(c, th.coat_badge(seat, 38), x, y + 3)
        right = min(W - M, x + 40 + 260 + 8)
        if won:
            name = f"{name} · ★ {scores.get(seat, 0)}"
            right = W - M
        c.text(
            (x + 44, y, right, y + 44),
            name,
            24,
            th.GOLD if won else th.TEXT,
            bold=True,
            shrink_to=0.92,
            wrap=False,
            kind="status",
        )
    return height


def _deck_rows(view: Mapping[str, Any], t: Translator) -> list[int]:
    data = parts.data()
    rows = []
    for w in view["wheel"]:
        top = w.get("pile_top")
        lines = 2 if top is None else parts.strip_lines(data.cards[str(top)], t, STRIP_W, 24)
        rows.append(max(DECK_ROW, parts.strip_height(lines, 24) + 8))
    return rows


def _decks(c: Canvas, view: Mapping[str, Any], t: Translator, y: int) -> int:
    wheel = list(view["wheel"])
    rows = _deck_rows(view, t)
    height = 44 + sum(rows) + 4
    parts.panel(c, (M, y, W - M, y + height))
    parts.heading(c, (M + 12, y + 6, W - M - 12, y + 40), "deck", t("decks"))
    data = parts.data()
    yy = y + 44
    for w, row in zip(wheel, rows, strict=True):
        color = str(w["color"])
        x = M + 8
        # colour tab: the colour and its icon
        parts.panel(c, (x, yy, x + 64, yy + row - 8), th.COLOR_RGB[color], radius=8)
        parts.paste(
            c,
            th.icon(th.COLOR_ICON[color], 42, th.COLOR_FG[color]),
            x + 11,
            yy + (row - 8 - 42) // 2,
        )
        x += 72
        size = int(w.get("deck_size", 0))
        pile = int(w.get("pile_size", 0))
        mid = yy + (row - 8) // 2
        c.text(
            (x, mid - 40, x + 160, mid),
            t("deck-size", count=size),
            24,
            th.TEXT if size else th.DIM,
            bold=True,
            kind="count",
        )
        c.text(
            (x, mid, x + 160, mid + 40),
            t("pile-size", count=pile),
            24,
            th.MUTED if pile else th.DIM,
            bold=True,
            kind="count",
        )
        x += 164
        seat = w.get("seat")
        if seat is not None:
            parts.paste(c, th.icon("arrow", 20, th.GOLD), x - 4, mid - 10)
            parts.paste(c, th.coat_badge(int(seat), 40), x + 14, mid - 20)
        x += 58
        top = w.get("pile_top")
        box = (x, yy, x + STRIP_W, yy + row - 8)
        if top is not None:
            parts.card_strip(c, box, data.cards[str(top)], t, 24)
        else:
            parts.panel(c, box, th.BG, radius=8, outline=th.LINE, width=2)
            c.text((x + 12, yy, box[2] - 12, box[3]), t("pile-empty"), 22, th.DIM, kind="hint")
        yy += row
    return y + height


def _colonies(c: Canvas, view: Mapping[str, Any], t: Translator, y: int) -> int:
    stacks = list(view["colony_stacks"])
    height = 44 + 52 + len(stacks) * COLONY_ROW + 6
    parts.panel(c, (M, y, W - M, y + height))
    parts.heading(c, (M + 12, y + 6, W - M - 12, y + 40), "colony", t("colonies"))
    cols = (M + 12, M + 162, M + 312, M + 462, M + 636, W - M - 8)
    yy = y + 44
    for k, label in enumerate((t("colony-need"), "", t("plunder"), t("integrate"), t("points"))):
        if label:
            c.text(
                (cols[k], yy, cols[k + 1] - 6, yy + 50),
                label,
                20,
                th.MUTED,
                valign="bottom",
                shrink_to=1.0,
                kind="heading",
            )
    yy += 52
    for i, stack in enumerate(stacks):
        if i % 2 == 0:
            c.draw.rectangle([M + 4, yy, W - M - 5, yy + COLONY_ROW - 1], fill=th.PANEL_HI)
        level = int(stack["level"])
        parts.paste(c, th.badge("military", 38, th.COLOR_RGB["red"], th.WHITE), cols[0], yy + 8)
        c.text(
            (cols[0] + 44, yy, cols[1] - 6, yy + COLONY_ROW),
            str(level),
            28,
            th.TEXT,
            bold=True,
            kind="need",
        )
        c.text(
            (cols[1], yy, cols[2] - 6, yy + COLONY_ROW),
            t("colony-left", count=int(stack.get("size", 0))),
            22,
            th.MUTED,
            kind="hint",
        )
        top = stack.get("top")
        if top is None:
            c.text(
                (cols[2], yy, cols[5], yy + COLONY_ROW), t("colony-empty"), 22, th.DIM, kind="hint"
            )
        else:
            box = (cols[2], yy + 8, cols[3] - 6, yy + COLONY_ROW - 8)
            parts.icon_value(
                c,
                box,
                "coin",
                t("plunder-gain", coins=top["plunder"]),
                26,
                th.GOOD,
                icon_fg=th.COIN,
                kind="result",
            )
            box = (cols[3], yy + 8, cols[4] - 6, yy + COLONY_ROW - 8)
            parts.icon_value(
                c,
                box,
                "coin",
                t("integrate-cost", coins=top["integrate"]),
                26,
                th.BAD,
                icon_fg=th.COIN,
                kind="price",
            )
            box = (cols[4], yy + 8, cols[5], yy + COLONY_ROW - 8)
            parts.points_value(c, box, str(top["points"]), 26)
        yy += COLONY_ROW
    return y + height


def _players(
    c: Canvas, view: Mapping[str, Any], t: Translator, names: Sequence[str], y: int
) -> int:
    acting = {int(s) for s in view.get("to_act", [])}
    chosen = {int(s) for s in view.get("chosen", [])}
    first = view.get("first_player")
    scores = totals(view)
    won = set(winners(view))
    for p in view["players"]:
        seat = int(p["seat"])
        y = (
            _player(
                c,
                p,
                y,
                t,
                player_name(names, seat, t),
                scores.get(seat, 0),
                first=seat == first,
                acting=seat in acting,
                chosen=seat in chosen,
                won=seat in won,
            )
            + GAP
        )
    return y - GAP


def _effect_lines(effects: Sequence[str], t: Translator) -> list[list[tuple[str, int]]]:
    lines: list[list[tuple[str, int]]] = [[]]
    x = 0
    inner = W - 2 * M - 16
    for effect in effects:
        label = t(f"effect-short-{effect}")
        w = min(inner, parts.text_width(label, 22, True) + 34)
        if x + w > inner and lines[-1]:
            lines.append([])
            x = 0
        lines[-1].append((label, w))
        x += w + 8
    return lines if lines[0] else []


def _player(
    c: Canvas,
    p: Mapping[str, Any],
    y: int,
    t: Translator,
    name: str,
    score: int,
    *,
    first: bool,
    acting: bool,
    chosen: bool,
    won: bool,
) -> int:
    seat = int(p["seat"])
    effects = _effect_lines(list(p.get("effects", [])), t)
    height = 8 + PLAYER_TOP_H + 6 + 52 + 8 + 62 + 8 + len(effects) * 42 + 4
    outline = th.GOLD if acting or won else None
    parts.panel(c, (M, y, W - M, y + height), outline=outline, width=3)
    left, right = M + 10, W - M - 10
    # identity, status, score and coins
    yy = y + 8
    parts.paste(c, th.coat_badge(seat, 54), left, yy + 4)
    c.text(
        (left + 62, yy, 552, yy + 34),
        name,
        26,
        th.TEXT,
        bold=True,
        wrap=False,
        shrink_to=0.85,
        kind="name",
    )
    status: list[str] = []
    if won:
        status.append(t("winner"))
    if first:
        status.append(t("first-player"))
    if acting:
        status.append(t("to-act"))
    elif chosen:
        status.append(f"✓ {t('chosen')}")
    if not status:
        status.append(t("initiative", value=p.get("initiative", 0)))
    c.text(
        (left + 62, yy + 34, 552, yy + PLAYER_TOP_H),
        " · ".join(status),
        22,
        th.GOLD if (acting or won or first) else th.MUTED,
        bold=acting or won,
        wrap=False,
        shrink_to=0.9,
        kind="status",
    )
    parts.points_value(c, (560, yy + 10, 672, yy + 54), str(score), 32)
    parts.coins_value(c, (676, yy + 10, right, yy + 54), str(p["coins"]), 32)
    # tracks, then cards per colour
    yy += PLAYER_TOP_H + 6
    tracks = p["tracks"]
    for k, tr in enumerate(TRACKS):
        x = left + k * 88
        parts.track_cell(c, (x, yy, x + 86, yy + 50), tr, str(tracks[tr]), 28)
    counts = p["color_counts"]
    x0 = left + 4 * 88 + 4
    cw = (right - x0) // 5
    for k, color in enumerate(COLORS):
        n = int(counts.get(color, 0))
        x = x0 + k * cw
        parts.color_chip(c, (x, yy + 2, x + cw - 6, yy + 48), color, t, str(n), 24, dim=n == 0)
    # statues, medals, colonies, cards against food
    yy += 52 + 8
    x = left
    parts.paste(c, th.icon("statue", 24, th.MUTED), x, yy + 19)
    x += 28
    for carved in p["statues"]:
        parts.statue_slot(c, (x, yy, x + 34, yy + 62), carved, None, 20)
        x += 38
    x += 12
    parts.paste(c, th.icon("medal", 24, th.MUTED), x, yy + 19)
    x += 28
    silver = list(p.get("silver", []))
    gold = int(p.get("gold", 0))
    for k in range(2):
        tile = str(silver[k]) if k < len(silver) else None
        parts.medal_slot(c, x + k * 32, yy, 30, "silver", tile)
        parts.medal_slot(c, x + k * 32, yy + 32, 30, "gold", "gold" if k < gold else None)
    x += 68
    parts.paste(c, th.icon("colony", 24, th.MUTED), x, yy + 19)
    x += 28
    for level in COLONY_LEVELS:
        col = parts.colony_of_level(p["colonies"], level)
        parts.colony_slot(c, (x, yy, x + 44, yy + 62), level, col, 20 if col is None else 24)
        x += 48
    total = len(p["cards"])
    food = int(tracks["food"])
    hungry = total > food
    c.text(
        (x + 6, yy, right, yy + 62),
        t("card-count", count=total),
        24,
        th.BAD if hungry else th.MUTED,
        bold=hungry,
        align="right",
        kind="count",
    )
    # effects
    yy += 62 + 8
    for line in effects:
        x = left
        for label, w in line:
            parts.panel(
                c, (x, yy, x + w, yy + 36), th.mix(th.COLOR_RGB["purple"], th.PANEL, 0.25), radius=6
            )
            parts.paste(c, th.icon("gem", 20, th.WHITE), x + 8, yy + 8)
            c.text(
                (x + 30, yy, x + w - 2, yy + 36),
                label,
                22,
                th.WHITE,
                bold=True,
                wrap=False,
                kind="effect",
            )
            x += w + 8
        yy += 42
    return y + height


render_table = png_of(
    draw_table,
    """PNG of the whole table as everyone sees it (pass a spectator view).""",
)
