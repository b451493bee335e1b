"""A line chart every image may draw (imports no game): numbers over a sequence of steps.

Usage::

    from render.chart import Marker, Series, draw_chart

    layout = draw_chart(
        canvas,                       # a render.text.Canvas (its width sets the font sizes)
        (0, 40, canvas.width, 400),   # the box the chart fills, legend included
        [Series((0, 3, None, 9), (226, 112, 96), "Ann"),   # None: a gap in the line
         Series((0, 5, 6, 7), (90, 160, 222), "Bořek")],
        ("1", "2", "3", "4"),          # one label per step (shown as room allows)
        markers=[Marker(1.5, "II")],  # optional vertical lines at a step (fractions allowed)
    )

- :class:`Series`: the values by step (``None`` for a step without a value: the line breaks
  there), the line colour and the label the legend shows. Series of different lengths are fine;
  the x axis has as many steps as ``x_labels`` (or the longest series when there are none).
- The y range is automatic: from the smallest to the largest value, widened to round ticks
  (steps of 1, 2 or 5 × 10ⁿ) and always including 0 unless ``include_zero=False``;
  ``y_range=(low, high)`` fixes it instead.
- Every series also has a point shape of its own (circle, square, triangle, diamond, in series
  order), drawn at its points and in the legend, so colour never carries meaning alone.
- :class:`Marker`: a dashed vertical line at step ``at`` with a short label at the top of the
  plot (e.g. an age change); its colour defaults to the style's muted colour.
- Text goes through :meth:`render.text.Canvas.text` (fitted, never overflowing) at sizes that
  stay legible once Discord shows the image :data:`render.phone.PHONE_WIDTH` px wide: numbers
  and tick labels at :data:`render.phone.LABEL`, legend names at :data:`render.phone.READ`,
  scaled by ``canvas.width / PHONE_WIDTH``. So an 800 px image uses 20 and 22 px text.
- :class:`Style` holds the colours (dark theme by default; pass a game's theme colours).
- The legend sits under the plot (one row per as many names as fit; ``legend=False`` leaves it
  out). :func:`draw_chart` returns a :class:`Layout` with the plot box and the functions that
  map a step and a value to pixels, to draw more on the chart.
- :func:`chart_height` says how tall a box should be for a plot of a given height plus its
  axis labels and legend.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from render.phone import LABEL, PHONE_WIDTH, READ
from render.text import RGB, Box, Canvas, font, line_height

__all__ = [
    "Layout",
    "Marker",
    "Series",
    "Style",
    "chart_height",
    "draw_chart",
    "nice_ticks",
]

SHAPES = ("circle", "square", "triangle", "diamond")


@dataclass(frozen=True, slots=True)
class Series:
    """One line: ``values`` by step (None: no value at that step), its colour and label."""

    values: Sequence[float | None]
    colour: RGB
    label: str


@dataclass(frozen=True, slots=True)
class Marker:
    """A vertical dashed line at step ``at`` (0-based, fractions allowed) labelled ``label``."""

    at: float
    label: str = ""
    colour: RGB | None = None


@dataclass(frozen=True, slots=True)
class Style:
    """The chart's colours (defaults suit the games' dark backgrounds)."""

    background: RGB = (38, 42, 57)
    grid: RGB = (62, 68, 90)
    axis: RGB = (120, 124, 146)
    text: RGB = (242, 237, 226)
    muted: RGB = (176, 178, 196)


@dataclass(frozen=True, slots=True)
class Layout:
    """Where :func:`draw_chart` drew: the plot box, the y range and the pixel mappings."""

    plot: Box
    y_low: float
    y_high: float
    x_at: Callable[[float], int] = field(repr=False)
    y_at: Callable[[float], int] = field(repr=False)


def _scale(c: Canvas) -> float:
    return c.width / PHONE_WIDTH


def _px(c: Canvas, goal: float) -> int:
    return math.ceil(goal * _scale(c))


def nice_ticks(low: float, high: float, most: int = 6) -> list[float]:
    """Round tick values covering ``low``…``high``: at most ``most`` steps of 1, 2 or 5 × 10ⁿ,
    the first at or below ``low``, the last at or above ``high``."""
    if high < low:
        low, high = high, low
    if high == low:
        high = low + 1
    raw = (high - low) / max(1, most)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    start = math.floor(low / step) * step
    ticks: list[float] = []
    v = start
    while True:
        ticks.append(round(v, 10))
        if v >= high - 1e-9:
            break
        v += step
    return ticks


def _fmt(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


def _legend_rows(c: Canvas, series: Sequence[Series], width: int) -> list[list[int]]:
    """Series indices per legend row: as many per row as have room for their labels."""
    size = _px(c, READ)
    swatch = size * 2
    rows: list[list[int]] = [[]]
    used = 0
    for i, s in enumerate(series):
        need = swatch + int(c.draw.textlength(s.label, font=font(size))) + size
        if rows[-1] and used + need > width:
            rows.append([])
            used = 0
        rows[-1].append(i)
        used += need
    return [r for r in rows if r]


def chart_height(c: Canvas, plot_height: int, series: Sequence[Series], legend: bool = True) -> int:
    """The box height a chart needs for a plot ``plot_height`` px tall on canvas ``c``: the plot,
    the x tick labels under it and (with ``legend``) the legend rows for ``series``."""
    tick = line_height(_px(c, LABEL)) + 4
    rows = len(_legend_rows(c, series, c.width)) if legend and series else 0
    return plot_height + tick + rows * (line_height(_px(c, READ)) + 4) + (6 if rows else 0)


def _shape(c: Canvas, shape: str, x: int, y: int, r: int, colour: RGB, edge: RGB) -> None:
    if shape == "square":
        c.draw.rectangle([x - r, y - r, x + r, y + r], fill=colour, outline=edge)
    elif shape == "triangle":
        c.draw.polygon(
            [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)], fill=colour, outline=edge
        )
    elif shape == "diamond":
        c.draw.polygon(
            [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)],
            fill=colour,
            outline=edge,
        )
    else:
        c.draw.ellipse([x - r, y - r, x + r, y + r], fill=colour, outline=edge)


def _dashed(c: Canvas, x: int, top: int, bottom: int, colour: RGB, width: int) -> None:
    dash = max(4, width * 3)
    y = top
    while y < bottom:
        c.draw.line([(x, y), (x, min(bottom, y + dash))], fill=colour, width=width)
        y += dash * 2


def draw_chart(
    c: Canvas,
    box: Box,
    series: Sequence[Series],
    x_labels: Sequence[str] = (),
    *,
    markers: Sequence[Marker] = (),
    style: Style = Style(),
    y_range: tuple[float, float] | None = None,
    include_zero: bool = True,
    legend: bool = True,
) -> Layout:
    """Draw a line chart of ``series`` filling ``box`` of ``c`` (see the module docstring)."""
    left, top, right, bottom = box
    k = _scale(c)
    label_px = _px(c, LABEL)
    read_px = _px(c, READ)
    label_h = line_height(label_px)
    read_h = line_height(read_px)
    line_w = max(2, round(1.5 * k))
    dot_r = max(3, round(2.5 * k))

    steps = len(x_labels) or max((len(s.values) for s in series), default=0)
    steps = max(steps, 1)

    values = [v for s in series for v in s.values if v is not None]
    if y_range is not None:
        y_low, y_high = y_range
        ticks = [t for t in nice_ticks(y_low, y_high) if y_low - 1e-9 <= t <= y_high + 1e-9]
    else:
        lo = min(values, default=0.0)
        hi = max(values, default=1.0)
        if include_zero:
            lo, hi = min(lo, 0.0), max(hi, 0.0)
        ticks = nice_ticks(lo, hi)
        y_low, y_high = ticks[0], ticks[-1]
    if y_high == y_low:
        y_high = y_low + 1

    rows = _legend_rows(c, series, right - left) if legend and series else []
    legend_h = len(rows) * (read_h + 4) + (6 if rows else 0)
    tick_w = max((int(c.draw.textlength(_fmt(t), font=font(label_px))) for t in ticks), default=0)
    marker_h = label_h + 2 if any(m.label for m in markers) else 0
    plot: Box = (
        left + tick_w + 10,
        top + marker_h + max(dot_r, label_h // 2) + 1,
        right - dot_r - 4,
        bottom - legend_h - label_h - 4,
    )
    pl, pt, pr, pb = plot
    c.draw.rectangle([pl, pt, pr, pb], fill=style.background)

    def x_at(i: float) -> int:
        if steps == 1:
            return (pl + pr) // 2
        return round(pl + (pr - pl) * i / (steps - 1))

    def y_at(v: float) -> int:
        return round(pb - (pb - pt) * (v - y_low) / (y_high - y_low))

    # horizontal grid and y tick labels
    for t in ticks:
        y = y_at(t)
        c.draw.line([(pl, y), (pr, y)], fill=style.axis if t == 0 else style.grid, width=1)
        c.text(
            (left, y - label_h // 2, pl - 4, y - label_h // 2 + label_h),
            _fmt(t),
            label_px,
            style.muted,
            align="right",
            wrap=False,
            shrink_to=1.0,
        )

    # x tick labels: as many as fit without touching
    if x_labels:
        widest = max(int(c.draw.textlength(x, font=font(label_px))) for x in x_labels) + 6
        span = (pr - pl) / max(1, steps - 1) if steps > 1 else pr - pl
        every = max(1, math.ceil(widest / max(1.0, span)))
        shown = [i for i in range(steps) if i % every == 0]
        if (steps - 1) not in shown and steps - 1 - shown[-1] >= every / 2:
            shown = [i for i in shown if steps - 1 - i >= every] + [steps - 1]
        half = max(widest // 2, 1)
        for i in shown:
            x = x_at(i)
            x0 = max(left, min(x - half, right - 2 * half))
            c.draw.line([(x, pb), (x, pb + 3)], fill=style.axis, width=1)
            c.text(
                (x0, pb + 4, x0 + 2 * half, pb + 4 + label_h),
                x_labels[i],
                label_px,
                style.muted,
                align="center",
                wrap=False,
            )

    # markers
    for m in markers:
        x = x_at(m.at)
        colour = m.colour or style.muted
        _dashed(c, x, pt, pb, colour, max(1, round(k)))
        if m.label:
            w = int(c.draw.textlength(m.label, font=font(label_px))) + 6
            x0 = max(left, min(x - w // 2, right - w))
            c.text(
                (x0, pt - marker_h - dot_r, x0 + w, pt - dot_r - 2),
                m.label,
                label_px,
                colour,
                align="center",
                wrap=False,
            )

    # the lines, then their points on top
    for s in series:
        run: list[tuple[int, int]] = []
        for i, v in enumerate(list(s.values)[:steps]):
            if v is None:
                if len(run) > 1:
                    c.draw.line(run, fill=s.colour, width=line_w, joint="curve")
                run = []
                continue
            run.append((x_at(i), y_at(v)))
        if len(run) > 1:
            c.draw.line(run, fill=s.colour, width=line_w, joint="curve")
    for n, s in enumerate(series):
        shape = SHAPES[n % len(SHAPES)]
        for i, v in enumerate(list(s.values)[:steps]):
            if v is not None:
                _shape(c, shape, x_at(i), y_at(v), dot_r, s.colour, style.background)

    # legend
    y = pb + 4 + label_h + 6
    for row in rows:
        x = left
        for i in row:
            s = series[i]
            cy = y + read_h // 2
            c.draw.line([(x, cy), (x + read_px * 2 - 4, cy)], fill=s.colour, width=line_w)
            _shape(
                c, SHAPES[i % len(SHAPES)], x + read_px - 2, cy, dot_r, s.colour, style.background
            )
            x += read_px * 2
            w = int(c.draw.textlength(s.label, font=font(read_px))) + 6
            c.text((x, y, min(right, x + w), y + read_h), s.label, read_px, style.text, wrap=False)
            x += w + read_px - 6
        y += read_h + 4

    return Layout(plot, y_low, y_high, x_at, y_at)
