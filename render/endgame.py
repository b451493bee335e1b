"""The end-of-game story picture every game shares (imports no game): the score over the game
as a chart, where each player's points came from, and the turning points in words.

It draws a story (:mod:`rules.story`, format ``story/1``) with a game's own colours
(:class:`Look`: its theme's background, panels, text and player colours). A game's renderer
exports ``render_story(story, t, names)`` made from :func:`draw_endgame` with its look
(``render/<game>/story.py``).

Phones first: the image is :attr:`Look.width` px wide and Discord shows it about 400 px wide,
so every size here is a phone size (:mod:`render.phone`) times ``width / 400``: names and
sentences at least :data:`render.phone.READ`, numbers and labels :data:`render.phone.LABEL`
(the chart, :mod:`render.chart`), points :data:`render.phone.DECIDE`.

The messages of the story (:class:`rules.core.Msg` as JSON) are translated with ``t``; a seat
argument becomes the player's name, an argument called ``points`` is written with its sign
(``+12``, ``−3``). The shared messages are ``story-*`` (``bot/locales/<lang>/story.ftl``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from render.chart import Marker, Series, Style, chart_height, draw_chart
from render.colour import mix
from render.i18n import Translator, language
from render.phone import DECIDE, LABEL, PHONE_WIDTH, READ
from render.text import RGB, Canvas, fit, font, line_height
from render.view import Names

MINUS = "−"
TITLE_MSG = "story-title"
SOURCES_MSG = "story-sources"
TURNS_MSG = "story-turns"
NO_TURNS_MSG = "story-no-turns"


@dataclass(frozen=True, slots=True)
class Look:
    """A game's colours for the story picture, and its width."""

    background: RGB
    panel: RGB
    text: RGB
    muted: RGB
    grid: RGB
    axis: RGB
    bad: RGB
    seats: tuple[RGB, ...]
    width: int = 800

    def seat(self, seat: int) -> RGB:
        return self.seats[seat % len(self.seats)]


def signed(n: int) -> str:
    """``+12``, ``−3`` (a real minus sign), ``0``."""
    return f"+{n}" if n > 0 else f"{MINUS}{-n}" if n < 0 else "0"


def msg_text(t: Translator, data: Any, names: Names) -> str:
    """The text of a story message (``Msg.to_json()``) or a plain label."""
    if isinstance(data, str):
        return data
    args: dict[str, Any] = {}
    for key, value in dict(data.get("args") or {}).items():
        args[key] = _arg(t, key, value, names)
    return t(str(data["id"]), **args)


def _arg(t: Translator, key: str, value: Any, names: Names) -> Any:
    if isinstance(value, dict):
        if "msg" in value:
            return msg_text(t, value["msg"], names)
        if "seat" in value:
            i = int(value["seat"])
            return names[i] if 0 <= i < len(names) else str(i + 1)
        if "list" in value:
            return ", ".join(msg_text(t, m, names) for m in value["list"])
    if key == "points" and isinstance(value, int):
        return signed(value)
    return value


@dataclass(frozen=True, slots=True)
class _Sizes:
    k: float
    margin: int
    gap: int
    title: int
    read: int
    label: int
    points: int
    plot: int

    @staticmethod
    def of(width: int) -> _Sizes:
        k = width / PHONE_WIDTH
        return _Sizes(
            k=k,
            margin=round(6 * k),
            gap=round(4 * k),
            title=math.ceil((READ + 2) * k),
            read=math.ceil(READ * k),
            label=math.ceil(LABEL * k),
            points=math.ceil(DECIDE * k),
            plot=round(150 * k),
        )


def _items(story: Mapping[str, Any], seat: int) -> list[tuple[Any, int]]:
    return [
        (row["what"], int(row["points"]))
        for row in story["sources"][seat]
        if int(row["points"]) != 0
    ]


def draw_endgame(story: Mapping[str, Any], t: Translator, names: Names, look: Look) -> Canvas:
    """The story picture of a finished game (see the module docstring)."""
    if story.get("format") != "story/1":
        raise TypeError(f"not a story: format {story.get('format')!r}")
    width = look.width
    z = _Sizes.of(width)
    lang = language(t)
    series_values: list[list[int]] = [list(map(int, s)) for s in story["series"]]
    players = len(series_values)
    labels = [msg_text(t, x, names) for x in story["labels"]]
    chart_series = [
        Series(series_values[s], look.seat(s), names[s] if s < len(names) else str(s + 1))
        for s in range(players)
    ]
    turns = list(story.get("turns") or [])
    turn_texts = [msg_text(t, turn["why"], names) for turn in turns]
    inner_w = width - 2 * z.margin
    pad = z.gap * 2

    # --- measure every section first (the canvas height depends on them)
    probe = Canvas(width, 1, look.background, lang)
    title_h = line_height(z.title, True) + z.gap
    axis_text = msg_text(t, story["axis"], names)
    axis_fit = fit(axis_text, inner_w - 2 * pad, 3 * line_height(z.label), z.label, lang=lang)
    chart_h = chart_height(probe, z.plot, chart_series)
    chart_panel_h = pad + axis_fit.height + z.gap + chart_h + pad

    row_h = line_height(z.read) + z.gap * 2  # one source: its text, then its bar
    col_w = (inner_w - 2 * pad - z.gap * 2) // 2
    head_h = line_height(z.points, True) + z.gap
    seat_blocks = []
    for s in range(players):
        rows = math.ceil(len(_items(story, s)) / 2)
        seat_blocks.append(head_h + rows * row_h + z.gap)
    sources_h = pad + line_height(z.read, True) + z.gap + sum(seat_blocks) + pad

    badge = line_height(z.label) + z.gap
    text_x = badge * 2 + z.gap * 3
    # sentences keep their size and wrap rather than shrink
    turns_w = inner_w - 2 * pad - text_x
    most = 4 * line_height(z.read)
    turn_fits = [fit(x, turns_w, most, z.read, shrink_to=1.0, lang=lang) for x in turn_texts]
    if not turns:
        turn_fits = [fit(t(NO_TURNS_MSG), turns_w, most, z.read, shrink_to=1.0, lang=lang)]
    turns_h = (
        pad
        + line_height(z.read, True)
        + z.gap
        + sum(max(f.height, badge) + z.gap * 2 for f in turn_fits)
        + pad
    )
    height = z.margin + title_h + chart_panel_h + z.gap * 2 + sources_h
    height += z.gap * 2 + turns_h + z.margin

    c = Canvas(width, height, look.background, lang)
    x0, x1 = z.margin, width - z.margin
    y = z.margin
    c.text((x0, y, x1, y + title_h), t(TITLE_MSG), z.title, look.text, bold=True, valign="top")
    y += title_h

    # --- the chart
    radius = round(4 * z.k)
    c.draw.rounded_rectangle([x0, y, x1 - 1, y + chart_panel_h - 1], radius, fill=look.panel)
    cy = y + pad
    c.text(
        (x0 + pad, cy, x1 - pad, cy + axis_fit.height), axis_text, z.label, look.muted, valign="top"
    )
    cy += axis_fit.height + z.gap
    markers = [Marker(float(m["at"]), str(m["label"])) for m in story.get("markers") or []]
    style = Style(look.panel, look.grid, look.axis, look.text, look.muted)
    layout = draw_chart(
        c,
        (x0 + pad, cy, x1 - pad, cy + chart_h),
        chart_series,
        labels,
        markers=markers,
        style=style,
    )
    for n, turn in enumerate(turns, 1):
        at, seat = int(turn["at"]), int(turn["seat"])
        if 0 <= seat < players and 0 <= at < len(series_values[seat]):
            bx = layout.x_at(at)
            by = layout.y_at(series_values[seat][at])
            _badge(
                c,
                bx,
                by - badge,
                badge,
                str(n),
                look.seat(seat),
                look.background,
                z.label,
                ring=look.text,
            )
    y += chart_panel_h + z.gap * 2

    # --- where the points came from
    c.draw.rounded_rectangle([x0, y, x1 - 1, y + sources_h - 1], radius, fill=look.panel)
    sy = y + pad
    hh = line_height(z.read, True)
    c.text((x0 + pad, sy, x1 - pad, sy + hh), t(SOURCES_MSG), z.read, look.muted, bold=True)
    sy += hh + z.gap
    biggest = max((abs(p) for s in range(players) for _, p in _items(story, s)), default=1) or 1
    for s in range(players):
        colour = look.seat(s)
        total = series_values[s][-1] if series_values[s] else 0
        lh = line_height(z.points, True)
        sw = lh // 2
        c.draw.rectangle([x0 + pad, sy + sw // 2, x0 + pad + sw, sy + sw // 2 + sw], fill=colour)
        name = names[s] if s < len(names) else str(s + 1)
        num_w = int(font(z.points, True).getlength(str(total))) + z.gap * 2
        c.text(
            (x0 + pad + sw + z.gap, sy, x1 - pad - num_w, sy + lh),
            name,
            z.points,
            look.text,
            bold=True,
        )
        c.text(
            (x1 - pad - num_w, sy, x1 - pad, sy + lh),
            str(total),
            z.points,
            look.text,
            bold=True,
            align="right",
        )
        sy += head_h
        for i, (what, points) in enumerate(_items(story, s)):
            col, row = i % 2, i // 2
            ix = x0 + pad + col * (col_w + z.gap * 2)
            iy = sy + row * row_h
            text_h = line_height(z.read)
            value = signed(points) if points < 0 else str(points)
            vw = int(font(z.read, True).getlength(value)) + z.gap * 2
            c.text(
                (ix, iy, ix + col_w - vw, iy + text_h),
                msg_text(t, what, names),
                z.read,
                look.text,
                wrap=False,
                shrink_to=0.85,
            )
            c.text(
                (ix + col_w - vw, iy, ix + col_w, iy + text_h),
                value,
                z.read,
                look.text,
                bold=True,
                align="right",
                wrap=False,
            )
            bar_y = iy + text_h + z.gap // 2
            bar_h = max(2, z.gap)
            c.draw.rectangle(
                [ix, bar_y, ix + col_w - 1, bar_y + bar_h - 1],
                fill=mix(look.panel, look.background, 0.5),
            )
            bar_w = max(2, round((col_w - 1) * abs(points) / biggest))
            c.draw.rectangle(
                [ix, bar_y, ix + bar_w, bar_y + bar_h - 1], fill=colour if points > 0 else look.bad
            )
        sy += seat_blocks[s] - head_h
    y += sources_h + z.gap * 2

    # --- the turning points
    c.draw.rounded_rectangle([x0, y, x1 - 1, y + turns_h - 1], radius, fill=look.panel)
    ty = y + pad
    c.text((x0 + pad, ty, x1 - pad, ty + hh), t(TURNS_MSG), z.read, look.muted, bold=True)
    ty += hh + z.gap
    if not turns:
        f = turn_fits[0]
        c.place(
            (x0 + pad + text_x, ty, x1 - pad, ty + f.height),
            t(NO_TURNS_MSG),
            f,
            look.text,
            valign="top",
        )
    told = turn_fits if turns else []
    for n, (turn, text, f) in enumerate(zip(turns, turn_texts, told, strict=True), 1):
        seat = int(turn["seat"])
        at = int(turn["at"])
        line_h = max(f.height, badge)
        bx = x0 + pad + badge // 2
        _badge(
            c,
            bx,
            ty + badge // 2,
            badge,
            str(n),
            look.seat(seat),
            look.background,
            z.label,
            ring=look.text,
        )
        where = labels[at] if 0 <= at < len(labels) else ""
        c.text(
            (x0 + pad + badge + z.gap, ty, x0 + pad + text_x, ty + badge),
            where,
            z.label,
            look.muted,
            wrap=False,
        )
        c.place((x0 + pad + text_x, ty, x1 - pad, ty + f.height), text, f, look.text, valign="top")
        ty += line_h + z.gap * 2
    return c


def _badge(
    c: Canvas, x: int, y: int, size: int, text: str, fill: RGB, ink: RGB, px: int, ring: RGB
) -> None:
    """A numbered disc of diameter ``size`` centred on (``x``, ``y``)."""
    r = size // 2
    c.draw.ellipse([x - r, y - r, x + r, y + r], fill=fill, outline=ring, width=2)
    c.text(
        (x - r, y - r, x + r + 1, y + r + 1), text, px, ink, bold=True, align="center", wrap=False
    )
