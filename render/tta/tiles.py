"""Card tiles that say what a decision needs: a card's kind, age and name, the civil actions it
costs to take (row), its costs and what it gives as icon figures (science ⚗, resources ⚒,
civil ⚪ and military 🔴 actions, strength ⚔, food ☘, culture ✿, happy faces ☺), its one-line
effect (the card data's summary) and one line of why it cannot be used now (a view's
``why_not``) or that it can.

Tiles are as tall as what they say, so a long effect text never shrinks below the floor size,
and are packed in columns (each in turn under the column that ends highest);
:func:`grid_height` measures what :func:`draw_grid` draws. Figures use the cost units of
``docs/tta-render.md``; :func:`legend` names the icons an image used.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from render.i18n import Translator
from render.text import PAD, RGB, Box
from render.tta import facts
from render.tta import theme as th
from render.tta.theme import Pic

HEAD_MIN = 40  # the coloured head: age, name, kind, the cost token (36 px)
AGE_W = 34
FIG_H = 32
FIG_ICON = 26
FIG_GAP = 12
PAD_X = 8
PAD_Y = 6
GAP = 6
COST_D = 36
# Each at its kind's goal on a phone (render/tta/phone.py): an effect and a note are sentences
# (11 px at 400 wide), figures what a player decides by (12 px), the kind a label (10 px).
TEXT_SIZE = th.SMALL
NOTE_SIZE = th.SMALL
FIG_SIZE = th.BODY
NAME_SIZE = th.SMALL
KIND_SIZE = th.TINY

# Icons of the figures and the legend, in the legend's order (interfaces: cost units).
LEGEND_ORDER: tuple[str, ...] = (
    "ca",
    "ma",
    "science",
    "resources",
    "food",
    "culture",
    "strength",
    "happy",
    "unhappy",
    "colony",
    "blue",
    "worker",
)
STAT_ICONS: dict[str, str] = {
    "food": "food",
    "resources": "resources",
    "culture": "culture",
    "science": "science",
    "strength": "strength",
    "happy": "happy",
    "civil_actions": "ca",
    "military_actions": "ma",
    "colonization": "colony",
    "blue_tokens": "blue",
    "yellow_tokens": "worker",
}

Figure = tuple[str | None, str]  # icon name (None: text only), text


@dataclass(frozen=True)
class Tile:
    """One card of a grid: ``cost`` (civil actions to take it, row cards) drawn in a token,
    gold when it differs from ``printed``; ``note`` one line under the card (why not, playable,
    new) in ``note_fill``; ``dim`` greys the card, ``highlight`` outlines it."""

    ref: object
    cost: int | None = None
    printed: int | None = None
    note: str = ""
    note_fill: RGB = th.MUTED
    dim: bool = False
    highlight: bool = False
    payer: Mapping[str, Any] | None = None
    view: Mapping[str, Any] | None = field(default=None, compare=False)
    # What was worked out for this tile in this render (it is measured, then drawn).
    memo: dict[tuple[object, ...], Any] = field(default_factory=dict, compare=False, repr=False)


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def _stat_figures(stats: Mapping[str, int], t: Translator) -> list[Figure]:
    out: list[Figure] = []
    for stat, v in stats.items():
        icon = STAT_ICONS.get(stat)
        if stat == "happy" and v < 0:
            out.append(("unhappy", signed(-v)))
        elif icon is not None:
            out.append((icon, signed(v)))
        else:
            out.append((None, t(f"tta-img-stat-{stat}", n=v)))
    return out


def figures(tile: Tile, t: Translator) -> tuple[list[Figure], list[Figure]]:
    """(what the card costs, what it gives) as icon figures, from the card data; a
    technology's science cost is the one ``tile.payer`` pays when known."""
    key = ("figures", id(t))
    if key not in tile.memo:
        tile.memo[key] = _figures(tile, t)
    out: tuple[list[Figure], list[Figure]] = tile.memo[key]
    return out


def _figures(tile: Tile, t: Translator) -> tuple[list[Figure], list[Figure]]:
    i = th.info(tile.ref)
    if i is None:
        return [], []
    costs: list[Figure] = []
    gains: list[Figure] = []
    ref = tile.ref if isinstance(tile.ref, Mapping) else {}
    if i.kind == "technology":
        # The view's own figure when it has one (what the engine charges that nation now).
        if i.science_cost:
            science = ref.get("science")
            if science is None:
                science = facts.science_cost(i, tile.payer, tile.view)
            costs.append(("science", str(th.num(science))))
        if i.category == "government":
            card = th.cat().db.cards.get(i.id)
            gov = getattr(card, "government", None)
            if gov is not None and gov.revolution_cost is not None:
                rev = ref.get("revolution")
                if rev is None:
                    rev = facts.science_cost(i, tile.payer, tile.view, revolution=True)
                costs.append(("science", t("tta-img-fig-revolution", n=th.num(rev))))
            gains += [("ca", str(i.gov_ca)), ("ma", str(i.gov_ma))]
            gains.append((None, t("tta-img-urban-limit", n=i.urban_limit)))
        if i.build_cost:
            costs.append(("resources", str(i.build_cost)))
        per = dict(i.per_worker.nonzero())
        if i.token_value:
            per.pop("food", None)
            per.pop("resources", None)
            gains.append(("food" if i.tech_type == "farm" else "resources", signed(i.token_value)))
        if i.category == "unit":
            strength = facts.unit_value(i, tile.payer)
            per.pop("strength", None)
            gains.append(("strength", signed(strength)))
        gains += _stat_figures(per, t)
        if i.category not in ("production", "urban", "unit"):
            gains += _stat_figures(i.stats.nonzero(), t)
    elif i.kind == "wonder":
        costs.append(("resources", " · ".join(str(s) for s in i.stages)))
    elif i.kind in ("aggression", "war"):
        if i.ma_cost_rule == "fixed":
            costs.append(("ma", str(i.ma_cost)))
    elif i.kind == "tactic":
        units = t(
            "tta-img-tactic-units",
            infantry=i.army[0],
            cavalry=i.army[1],
            artillery=i.army[2],
        )
        value = signed(i.army_value)
        if i.army_obsolete != i.army_value:
            value = f"{value} ({signed(i.army_obsolete)})"
        gains += [(None, units), ("strength", value)]
    elif i.kind == "bonus":
        defense = facts.bonus_value(i, tile.payer, "defense")
        colonize = facts.bonus_value(i, tile.payer, "colonization")
        gains += [
            (None, t("tta-img-fig-defense", n=defense)),
            (None, t("tta-img-fig-colonize", n=colonize)),
        ]
    return costs, gains


def effect_text(ref: object, t: Translator) -> str:
    """The card's one-line effect (its summary), "" when figures say it all."""
    return th.summary(ref, t)


# --- measuring ----------------------------------------------------------------------------------


text_width = th.text_width


def _fig_width(fig: Figure) -> int:
    icon, text = fig
    w = text_width(text, FIG_SIZE, True) + 2 * PAD
    return int(w) + (FIG_ICON + 3 if icon else 0)


ARROW = "→"


def _fig_lines(costs: list[Figure], gains: list[Figure], width: int) -> list[list[Figure]]:
    """Figures flowed into lines of ``width`` px: the costs, an arrow, what the card gives."""
    items: list[Figure] = list(costs)
    if costs and gains:
        items.append((None, ARROW))
    items += gains
    lines: list[list[Figure]] = []
    x = 0
    for fig in items:
        w = _fig_width(fig)
        if lines and x + w <= width:
            lines[-1].append(fig)
            x += w + FIG_GAP
        elif lines and lines[-1][-1] == (None, ARROW) and len(lines[-1]) > 1:
            # the arrow goes with what follows it, never at the end of a line
            lines[-1].pop()
            lines.append([(None, ARROW), fig])
            x = _fig_width((None, ARROW)) + FIG_GAP + w + FIG_GAP
        else:
            lines.append([fig])
            x = w + FIG_GAP
    return lines


def text_height(tag: str, text: str, width: int, size: int, bold: bool, lang: str | None) -> int:
    """Height of a box ``width`` px wide that holds ``text`` (tagged ``tag``) at ``size``, or
    wrapped at the largest size down to its kind's goal (:func:`render.tta.theme.box_height`)."""
    if not text:
        return 0
    return th.box_height(tag, text, width, size, bold, lang) + 2


@dataclass(frozen=True)
class _Layout:
    head_h: int
    kind: str  # the card's kind or type, "" when it does not fit beside the name
    figs: list[list[Figure]]
    fig_hs: list[int]  # each line of figures: FIG_H, or a figure wider than the tile wrapped
    text: str
    text_h: int
    note_h: int

    @property
    def height(self) -> int:
        body = sum(self.fig_hs) + self.text_h + self.note_h
        return self.head_h + body + (PAD_Y if body else 0)


def _name_box(tile: Tile, width: int) -> int:
    """Width of the name in the head (beside the age box and the cost token)."""
    return width - AGE_W - 6 - PAD_X - (COST_D + 6 if tile.cost is not None else 0)


def _layout(tile: Tile, t: Translator, width: int, text: bool) -> _Layout:
    key = ("layout", id(t), width, text)
    if key not in tile.memo:
        tile.memo[key] = _measure(tile, t, width, text)
    out: _Layout = tile.memo[key]
    return out


def _measure(tile: Tile, t: Translator, width: int, text: bool) -> _Layout:
    if not th.card_id(tile.ref):
        return _Layout(HEAD_MIN, "", [], [], "", 0, 0)
    inner = width - 2 * PAD_X
    lang = th.language(t)
    name_w = _name_box(tile, width)
    name = th.card_name(tile.ref, t)
    kind = th.type_label(th.info(tile.ref), t)
    one_line = text_width(name, NAME_SIZE, True) + 2 * PAD
    if kind and one_line + 10 + text_width(kind, KIND_SIZE, False) + 2 * PAD <= name_w:
        head_h = HEAD_MIN
    else:
        kind = ""
        name_h = th.box_height("tile-name", name, name_w, NAME_SIZE, True, lang)
        head_h = max(HEAD_MIN, name_h + 6)
    costs, gains = figures(tile, t)
    figs = _fig_lines(costs, gains, inner)
    fig_hs = [_fig_line_height(line, inner, lang) for line in figs]
    summary = effect_text(tile.ref, t) if text else ""
    text_h = text_height("tile-text", summary, inner, TEXT_SIZE, False, lang)
    note_h = text_height("tile-note", tile.note, inner, NOTE_SIZE, True, lang)
    top_pad = 4 if figs or summary or tile.note else 0
    return _Layout(head_h + top_pad, kind, figs, fig_hs, summary, text_h, note_h)


def tile_height(tile: Tile, t: Translator, width: int, text: bool = True) -> int:
    return _layout(tile, t, width, text).height


def col_width(left: int, right: int, cols: int) -> int:
    return (right - left - (cols - 1) * GAP) // cols


def _pack(
    tiles: Sequence[Tile], t: Translator, width: int, cols: int, text: bool
) -> tuple[list[tuple[int, int, int]], int]:
    """Where each tile goes: (column, top, height) from the grid's top, each tile in turn in
    the column that ends highest (the leftmost of equals), so that a long effect text beside
    a short card leaves no hole; and the grid's height."""
    ends = [0] * cols
    out: list[tuple[int, int, int]] = []
    for tile in tiles:
        col = min(range(cols), key=lambda k: (ends[k], k))
        h = tile_height(tile, t, width, text)
        out.append((col, ends[col], h))
        ends[col] += h + GAP
    return out, max(0, max(ends, default=0) - GAP)


def grid_height(
    tiles: Sequence[Tile], t: Translator, left: int, right: int, cols: int, text: bool = True
) -> int:
    return _pack(tiles, t, col_width(left, right, cols), cols, text)[1]


def draw_grid(
    c: Pic,
    tag: str,
    tiles: Sequence[Tile],
    t: Translator,
    left: int,
    right: int,
    top: int,
    cols: int,
    text: bool = True,
) -> int:
    """Draw ``tiles`` in ``cols`` columns (see :func:`_pack`); returns the bottom."""
    w = col_width(left, right, cols)
    places, height = _pack(tiles, t, w, cols, text)
    for tile, (col, y, h) in zip(tiles, places, strict=True):
        x = left + col * (w + GAP)
        draw_tile(c, tag, (x, top + y, x + w, top + y + h), tile, t, text)
    return top + height


# --- drawing ------------------------------------------------------------------------------------


def draw_tile(c: Pic, tag: str, box: Box, tile: Tile, t: Translator, text: bool = True) -> None:
    left, top, right, bottom = box
    if not th.card_id(tile.ref):  # an empty slot of the row
        th.panel(c, box, th.BG, radius=8, outline=th.LINE, width=2)
        c.put(
            f"{tag}-empty",
            box,
            t("tta-img-empty-slot"),
            th.TINY,
            th.DIM,
            align="center",
            wrap=False,
        )
        return
    lay = _layout(tile, t, right - left, text)
    i = th.info(tile.ref)
    paper = th.mix(th.PAPER, th.BG, 0.5) if tile.dim else th.PAPER
    ink = th.mix(th.INK, paper, 0.3) if tile.dim else th.INK
    head = th.card_rgb(i)
    fg = th.card_fg(i)
    if tile.dim:
        head = th.mix(head, th.BG, 0.4)
        if fg == th.INK:  # dark ink on a light card: the dimmed head is lighter than ink
            head = th.mix(th.card_rgb(i), th.PAPER, 0.25)
            head = th.mix(head, th.BG, 0.3)
        else:
            fg = th.mix(fg, head, 0.2)
    th.panel(c, box, paper, radius=8)
    head_b = top + lay.head_h - (4 if lay.figs or lay.text or tile.note else 0)
    c.draw.rounded_rectangle([left, top, right - 1, head_b], radius=8, fill=head)
    if head_b - top > 10 and bottom > head_b + 4:
        c.draw.rectangle([left, head_b - 8, right - 1, head_b], fill=head)
    age_box = (left, top, left + AGE_W, head_b)
    dark = th.mix(head, th.INK, 0.55)
    c.draw.rounded_rectangle([left, top, left + AGE_W - 1, head_b], radius=8, fill=dark)
    c.draw.rectangle([left + AGE_W - 8, top, left + AGE_W - 1, head_b], fill=dark)
    c.put(
        f"{tag}-age",
        age_box,
        th.age_label(i.age if i else "", t),
        th.TINY,
        th.WHITE,
        bold=True,
        align="center",
        wrap=False,
    )
    name_l = left + AGE_W + 6
    name_r = name_l + _name_box(tile, right - left)
    name = th.card_name(tile.ref, t)
    if lay.kind:
        nw = int(text_width(name, NAME_SIZE, True)) + 2 * PAD + 2
        c.put(
            f"{tag}-name",
            (name_l, top, name_l + nw, head_b),
            name,
            NAME_SIZE,
            fg,
            bold=True,
            wrap=False,
        )
        c.put(
            f"{tag}-kind",
            (name_l + nw + 8, top, name_r, head_b),
            lay.kind,
            KIND_SIZE,
            th.mix(fg, head, 0.3),
            wrap=False,
        )
    else:
        c.put(
            f"{tag}-name",
            (name_l, top + 2, name_r, head_b - 2),
            name,
            NAME_SIZE,
            fg,
            bold=True,
        )
    if tile.cost is not None:
        _cost_token(c, tag, right - PAD_X + 4 - COST_D, top + (head_b - top - COST_D) // 2, tile)
    if tile.highlight:
        c.draw.rounded_rectangle(
            [left, top, right - 1, bottom - 1], radius=8, outline=th.GOLD, width=3
        )
    y = head_b + 4
    inner_l, inner_r = left + PAD_X, right - PAD_X
    for figs, fig_h in zip(lay.figs, lay.fig_hs, strict=True):
        _figures_line(c, tag, (inner_l, y, inner_r, y + fig_h), figs, ink, paper)
        y += fig_h
    if lay.text:
        c.put(
            f"{tag}-text",
            (inner_l, y, inner_r, y + lay.text_h),
            lay.text,
            TEXT_SIZE,
            ink,
            valign="top",
        )
        y += lay.text_h
    if tile.note:
        fill = th.mix(tile.note_fill, paper, 0.15) if tile.dim else tile.note_fill
        c.put(
            f"{tag}-note",
            (inner_l, bottom - PAD_Y // 2 - lay.note_h, inner_r, bottom - PAD_Y // 2),
            tile.note,
            NOTE_SIZE,
            fill,
            bold=True,
            valign="bottom",
        )


def _cost_token(c: Pic, tag: str, x: int, y: int, tile: Tile) -> None:
    cost = tile.cost if tile.cost is not None else 0
    differs = tile.printed is not None and cost != tile.printed
    ring = th.GOLD if differs else th.mix(th.INK, th.WHITE, 0.6)
    fill = th.mix(th.GOLD, th.WHITE, 0.35) if differs else th.WHITE
    if tile.dim:
        fill = th.mix(fill, th.BG, 0.35)
    d = COST_D
    c.draw.ellipse([x, y, x + d - 1, y + d - 1], fill=fill, outline=ring, width=3)
    c.put(
        "row-cost",
        (x - 4, y, x + d + 4, y + d),
        str(cost),
        th.NUM,
        th.INK,
        bold=True,
        align="center",
        wrap=False,
    )


def _fig_line_height(line: list[Figure], width: int, lang: str | None) -> int:
    """A line of figures is :data:`FIG_H` tall; a figure wider than the tile (a tactic's
    army in long words) has the line to itself, wrapped at its goal."""
    if len(line) != 1 or _fig_width(line[0]) <= width:
        return FIG_H
    icon, text = line[0]
    room = width - (FIG_ICON + 3 if icon else 0)
    return max(FIG_H, th.box_height("tile-fig", text, room, FIG_SIZE, True, lang) + 4)


def _figures_line(c: Pic, tag: str, box: Box, figs: Iterable[Figure], ink: RGB, paper: RGB) -> None:
    left, top, right, bottom = box
    x = left
    for icon, text in figs:
        if icon:
            th.put_icon(c, icon, x, top + (FIG_H - FIG_ICON) // 2, FIG_ICON)
            x += FIG_ICON + 3
        w = int(text_width(text, FIG_SIZE, True)) + 2 * PAD
        fill = th.mix(ink, paper, 0.45) if text == ARROW else ink
        c.put(
            f"{tag}-fig",
            (x, top, min(right, x + w + 1), bottom),
            text,
            FIG_SIZE,
            fill,
            bold=True,
            wrap=x + w + 1 > right,  # only a figure wider than the tile wraps
        )
        x += w + FIG_GAP


# --- the legend ---------------------------------------------------------------------------------


# Symbols that texts (reasons, pact sides) may carry, and the icon the legend names them by.
GLYPHS: dict[str, str] = {
    "⚪": "ca",
    "🔴": "ma",
    "●": "ma",
    "⚗": "science",
    "⚒": "resources",
    "☘": "food",
    "✿": "culture",
    "⚔": "strength",
    "☺": "happy",
}


# Symbols of the cost units the bundled font lacks, and what the images draw instead (the
# military action's red token is a filled disc, the civil action's white one a circle).
DRAWN_AS: dict[str, str] = {"🔴": "●"}


def drawable(text: str) -> str:
    """``text`` with the symbols the font lacks replaced by ones it has."""
    for glyph, instead in DRAWN_AS.items():
        text = text.replace(glyph, instead)
    return text


def glyph_icons(*texts: str) -> set[str]:
    """The legend entries the symbols in ``texts`` need."""
    return {icon for glyph, icon in GLYPHS.items() if any(glyph in text for text in texts)}


def icons_used(tiles: Iterable[Tile], t: Translator) -> set[str]:
    out: set[str] = set()
    for tile in tiles:
        if tile.cost is not None:
            out.add("ca")
        costs, gains = figures(tile, t)
        out.update(icon for icon, _text in (*costs, *gains) if icon)
        out |= glyph_icons(tile.note, *(text for _icon, text in (*costs, *gains)))
    return out


def legend_height(icons: set[str], width: int, t: Translator) -> int:
    return FIG_H * len(_legend_lines(icons, width, t))


def _legend_lines(icons: set[str], width: int, t: Translator) -> list[list[tuple[str, str, int]]]:
    lines: list[list[tuple[str, str, int]]] = []
    x = 0
    items = [(name, t(f"tta-img-legend-{name}")) for name in LEGEND_ORDER if name in icons]
    for icon, text in items:
        w = FIG_ICON + 4 + int(text_width(text, th.TINY, False)) + 2 * PAD
        if lines and x + w <= width:
            lines[-1].append((icon, text, w))
            x += w + 14
        else:
            lines.append([(icon, text, w)])
            x = w + 14
    return lines


def legend(c: Pic, box: Box, icons: set[str], t: Translator) -> int:
    """One line (two on narrow screens or long words) naming each icon used; the bottom."""
    left, top, right, _bottom = box
    y = top
    for line in _legend_lines(icons, right - left, t):
        x = left
        for icon, text, w in line:
            th.put_icon(c, icon, x, y + (FIG_H - FIG_ICON) // 2, FIG_ICON)
            c.put(
                "legend",
                (x + FIG_ICON + 4, y, x + w + 2, y + FIG_H),
                text,
                th.TINY,
                th.MUTED,
                wrap=False,
            )
            x += w + 14
        y += FIG_H
    return y
