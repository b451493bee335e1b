"""One player's tableau (public information), laid out for a phone: the head with the score so
far, coins and tracks; the cards by colour; statues; medals; colonies; bonus tiles; effects in
full; and the score so far by category."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.hadara import parts, worth
from render.hadara import theme as th
from render.hadara.parts import Canvas
from render.hadara.table import player_name, progress_text
from render.i18n import Translator
from render.png import png_of
from rules.hadara.data import COLONY_LEVELS, COLOR_TRACK, COLORS, TILE_COLORS

W = 800
M = 12
PAD = 12
GAP = 10
INNER = W - 2 * M - 2 * PAD
STRIP = 24  # card strip text size
CATEGORIES = worth.CATEGORIES


def draw_tableau(view: Mapping[str, Any], t: Translator, names: Sequence[str], seat: int) -> Canvas:
    view = parts.check_view(view)
    p = view["players"][seat]
    c = Canvas(W, 2600 + len(p["cards"]) * 60 + len(p.get("effects", [])) * 140, th.BG)
    y = _head(c, view, p, t, player_name(names, seat, t))
    y = _cards(c, p, t, y + GAP)
    y = _statues(c, p, t, y + GAP)
    y = _medals(c, p, t, y + GAP)
    y = _colonies(c, p, t, y + GAP)
    y = _tiles(c, p, t, y + GAP)
    y = _effects(c, p, t, y + GAP)
    y = _score(c, p, t, y + GAP)
    c.crop(y + M)
    return c


def _head(
    c: Canvas, view: Mapping[str, Any], p: Mapping[str, Any], t: Translator, name: str
) -> int:
    height = 108 + 100 + 8
    parts.panel(c, (0, 0, W, height), th.PANEL_HI, radius=0)
    seat = int(p["seat"])
    parts.paste(c, th.coat_badge(seat, 72), M, 12)
    c.text(
        (M + 84, 6, W - M - 140, 50),
        name,
        30,
        th.TEXT,
        bold=True,
        wrap=False,
        shrink_to=0.85,
        kind="name",
    )
    score = sum(int(v) for v in dict(p.get("score", {})).values())
    parts.points_value(c, (W - M - 134, 8, W - M, 50), str(score), 34)
    sub = [t(f"coat-{th.coat(seat)}"), t("initiative", value=p.get("initiative", 0))]
    if p.get("side"):
        sub.append(t("setup-side", side=p["side"]))
    sub.append(progress_text(view, t))
    c.text((M + 84, 48, W - M, 104), " · ".join(sub), 22, th.MUTED, shrink_to=1.0, kind="status")
    parts.stats_row(c, t, (M, 108, W - M, 208), int(p["coins"]), p["tracks"])
    return height


def _title(c: Canvas, y: int, glyph: str, label: str, right: str | None = None) -> None:
    parts.heading(c, (M + PAD, y + 4, W - M - PAD - 200, y + 40), glyph, label)
    if right:
        c.text(
            (W - M - PAD - 200, y + 4, W - M - PAD, y + 40),
            right,
            24,
            th.MUTED,
            align="right",
            kind="count",
        )


def _cards(c: Canvas, p: Mapping[str, Any], t: Translator, y: int) -> int:
    data = parts.data()
    ids = sorted(
        p["cards"],
        key=lambda cid: (COLORS.index(data.cards[cid].color), data.cards[cid].epoch, cid),
    )
    col_w = (INNER - 10) // 2
    rows: list[tuple[list[str], int]] = []
    for k in range(0, len(ids), 2):
        pair = ids[k : k + 2]
        lines = max(parts.strip_lines(data.cards[cid], t, col_w, STRIP) for cid in pair)
        rows.append((pair, parts.strip_height(lines, STRIP)))
    height = 44 + 62 + sum(h + 8 for _pair, h in rows) + (40 if not ids else 0) + PAD
    parts.panel(c, (M, y, W - M, y + height))
    _title(c, y, "cards", t("cards"), t("card-count", count=len(ids)))
    counts = p["color_counts"]
    cw = INNER // 5
    yy = y + 44
    for k, color in enumerate(COLORS):
        n = int(counts.get(color, 0))
        x = M + PAD + k * cw
        parts.color_chip(c, (x, yy, x + cw - 8, yy + 54), color, t, str(n), 28, dim=n == 0)
    yy += 62
    if not ids:
        c.text(
            (M + PAD, yy, W - M - PAD, yy + 36), t("none"), 24, th.DIM, align="center", kind="count"
        )
    for pair, h in rows:
        for j, cid in enumerate(pair):
            x = M + PAD + j * (col_w + 10)
            parts.card_strip(c, (x, yy, x + col_w, yy + h), data.cards[cid], t, STRIP)
        yy += h + 8
    return y + height


def _statues(c: Canvas, p: Mapping[str, Any], t: Translator, y: int) -> int:
    statues = parts.data().statues
    height = 44 + 210 + PAD
    parts.panel(c, (M, y, W - M, y + height))
    _title(c, y, "statue", t("statues"))
    extra = worth.P_II_1_BONUS if "P-II-1" in p.get("effects", []) else 0
    w = INNER // 4
    for k, st in enumerate(statues):
        x = M + PAD + k * w
        yy = y + 44
        carved = p["statues"][k]
        parts.statue_slot(
            c, (x + (w - 8 - 64) // 2, yy, x + (w - 8 - 64) // 2 + 64, yy + 80), carved, None, 20
        )
        yy += 86
        parts.paste(c, th.badge("culture", 28, th.COLOR_RGB["blue"], th.WHITE), x + 4, yy + 4)
        c.text(
            (x + 36, yy, x + w - 8, yy + 36), str(st.culture), 26, th.TEXT, bold=True, kind="need"
        )
        parts.points_value(c, (x + w // 2, yy, x + w - 8, yy + 36), str(st.points), 26)
        yy += 40
        if carved is None:
            text = t("statue-bonus", value=st.bonus + extra)
            fill = th.MUTED
        elif carved["face_up"]:
            track = COLOR_TRACK[str(carved["tile"])]
            text = f"{t(f'track-{track}')} +{st.bonus + extra}"
            fill = th.GOLD
        else:
            text = t("points-gain", points=parts.signed(st.bonus + extra))
            fill = th.GOLD
        c.text(
            (x + 4, yy, x + w - 8, yy + 80),
            text,
            24,
            fill,
            align="center",
            shrink_to=1.0,
            kind="result",
        )
    return y + height


def _medals(c: Canvas, p: Mapping[str, Any], t: Translator, y: int) -> int:
    height = 44 + 2 * 60 + PAD
    parts.panel(c, (M, y, W - M, y + height))
    _title(c, y, "medal", t("medals"))
    silver = list(p.get("silver", []))
    gold = int(p.get("gold", 0))
    score = dict(p.get("score", {}))
    x = M + PAD
    yy = y + 44
    for k in range(2):
        tile = str(silver[k]) if k < len(silver) else None
        parts.medal_slot(c, x + k * 56, yy + 2, 50, "silver", tile)
    c.text(
        (x + 120, yy, W - M - PAD, yy + 56),
        t("silver-value", points=score.get("silver", 0)),
        24,
        th.SILVER,
        bold=True,
        kind="score",
    )
    yy += 60
    for k in range(2):
        parts.medal_slot(c, x + k * 56, yy + 2, 50, "gold", "gold" if k < gold else None)
    sets = min(int(p["color_counts"].get(col, 0)) for col in COLORS)
    c.text(
        (x + 120, yy, W - M - PAD, yy + 56),
        f"{t('gold-sets', sets=sets, medals=gold)} · "
        f"{t('points-short', points=score.get('gold', 0))}",
        24,
        th.GOLD,
        bold=True,
        kind="score",
    )
    return y + height


def _colonies(c: Canvas, p: Mapping[str, Any], t: Translator, y: int) -> int:
    height = 44 + 96 + 100 + PAD
    parts.panel(c, (M, y, W - M, y + height))
    _title(c, y, "colony", t("colonies"))
    w = INNER // 5
    for k, level in enumerate(COLONY_LEVELS):
        x = M + PAD + k * w
        col = parts.colony_of_level(p["colonies"], level)
        yy = y + 44
        parts.colony_slot(c, (x + 10, yy, x + w - 18, yy + 90), level, col, 26)
        yy += 96
        if col is None:
            continue
        if col.get("integrated"):
            gains = [(tr, int(v)) for tr, v in dict(col.get("tracks", {})).items() if v]
            for tr, v in gains[:3]:
                parts.track_badge(c, tr, 26, x + 8, yy + 2)
                c.text(
                    (x + 38, yy, x + w - 8, yy + 30), f"+{v}", 24, th.TEXT, bold=True, kind="result"
                )
                yy += 32
        else:
            parts.icon_value(
                c,
                (x + 8, yy, x + w - 8, yy + 32),
                "coin",
                t("plunder-gain", coins=col.get("plunder", 0)),
                24,
                th.GOOD,
                icon_fg=th.COIN,
            )
    return y + height


def _tiles(c: Canvas, p: Mapping[str, Any], t: Translator, y: int) -> int:
    height = 44 + 60 + PAD
    parts.panel(c, (M, y, W - M, y + height))
    _title(c, y, "tile", t("tiles-left"))
    tiles = p.get("tiles", {})
    w = INNER // 4
    for k, color in enumerate(TILE_COLORS):
        x = M + PAD + k * w
        n = int(tiles.get(color, 0))
        parts.color_chip(
            c,
            (x, y + 44, x + w - 8, y + 100),
            color,
            t,
            str(n),
            28,
            dim=n == 0,
            letter=True,
        )
    return y + height


def _effects(c: Canvas, p: Mapping[str, Any], t: Translator, y: int) -> int:
    effects = list(p.get("effects", []))
    texts = [f"{t(f'effect-short-{e}')}: {t(f'effect-{e}')}" for e in effects]
    width = INNER - 40
    heights = [parts.wrapped_height(s, width - 8, 22) + 8 for s in texts]
    height = 44 + (sum(h + 6 for h in heights) if effects else 44) + PAD
    parts.panel(c, (M, y, W - M, y + height))
    _title(c, y, "gem", t("effects"))
    yy = y + 44
    if not effects:
        c.text(
            (M + PAD, yy, W - M - PAD, yy + 40),
            t("none"),
            24,
            th.DIM,
            align="center",
            kind="effect",
        )
    for text, h in zip(texts, heights, strict=True):
        parts.panel(
            c,
            (M + PAD, yy, W - M - PAD, yy + h),
            th.mix(th.COLOR_RGB["purple"], th.PANEL, 0.35),
            radius=6,
        )
        parts.paste(c, th.icon("gem", 24, th.WHITE), M + PAD + 8, yy + 8)
        c.text(
            (M + PAD + 40, yy + 6, W - M - PAD - 8, yy + h - 6),
            text,
            22,
            th.WHITE,
            shrink_to=1.0,
            kind="effect",
        )
        yy += h + 6
    return y + height


def _score(c: Canvas, p: Mapping[str, Any], t: Translator, y: int) -> int:
    score = dict(p.get("score", {}))
    row = 40
    height = 44 + len(CATEGORIES) * row + 8 + 48 + PAD
    parts.panel(c, (M, y, W - M, y + height))
    _title(c, y, "points", t("score-so-far"))
    yy = y + 44
    for cat in CATEGORIES:
        c.text((M + PAD, yy, W - M - 120, yy + row), t(f"cat-{cat}"), 24, th.MUTED, kind="caption")
        c.text(
            (W - M - 120, yy, W - M - PAD, yy + row),
            str(score.get(cat, 0)),
            26,
            th.TEXT,
            bold=True,
            align="right",
            kind="score",
        )
        yy += row
    c.draw.line([M + PAD, yy + 4, W - M - PAD, yy + 4], fill=th.LINE, width=2)
    yy += 8
    c.text((M + PAD, yy, W - M - 120, yy + 48), t("total"), 26, th.TEXT, bold=True, kind="caption")
    c.text(
        (W - M - 140, yy, W - M - PAD, yy + 48),
        str(sum(score.values())),
        32,
        th.GOLD,
        bold=True,
        align="right",
        kind="score",
    )
    return y + height


render_tableau = png_of(
    draw_tableau,
    """PNG of ``seat``'s tableau; any view works because everything drawn is public.""",
)
