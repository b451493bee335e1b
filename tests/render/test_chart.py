"""The shared line chart (render/chart.py): round ticks, gaps, markers, legend, phone sizes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from render.chart import Marker, Series, chart_height, draw_chart, nice_ticks
from render.phone import LABEL, PHONE_WIDTH
from render.text import Canvas

BG = (25, 28, 38)
RED = (226, 112, 96)
BLUE = (90, 160, 222)


@pytest.fixture(autouse=True)
def bounds() -> Iterator[None]:
    Canvas.check_bounds = True
    yield
    Canvas.check_bounds = False


def test_nice_ticks_are_round_and_cover_the_range() -> None:
    assert nice_ticks(0, 40) == [0, 10, 20, 30, 40]
    assert nice_ticks(-3, 40) == [-10, 0, 10, 20, 30, 40]
    assert nice_ticks(0, 7) == [0, 2, 4, 6, 8]
    assert nice_ticks(5, 5) == [5, 5.2, 5.4, 5.6, 5.8, 6]
    ticks = nice_ticks(13, 187)
    assert ticks[0] <= 13 and ticks[-1] >= 187 and len(ticks) <= 7


def test_lines_points_gaps_and_mappings() -> None:
    c = Canvas(800, 500, BG)
    layout = draw_chart(
        c,
        (10, 10, 790, 490),
        [Series((0, 10, None, 30), RED, "Ann"), Series((5, 5, 5, 5), BLUE, "Bořek")],
        ("1", "2", "3", "4"),
    )
    assert not c.misfits and not c.overflows
    assert layout.y_low == 0 and layout.y_high >= 30
    # the points are where the mappings say, in their series' colour
    for i, v in ((0, 0), (1, 10), (3, 30)):
        assert c.image.getpixel((layout.x_at(i), layout.y_at(v))) == RED
    # a None breaks the line: nothing red between step 1 and step 3
    x = (layout.x_at(1) + layout.x_at(2)) // 2
    column = [c.image.getpixel((x, y)) for y in range(layout.plot[1], layout.plot[3])]
    assert RED not in column
    # a value line without a gap is drawn all along
    xb = (layout.x_at(1) + layout.x_at(2)) // 2
    assert c.image.getpixel((xb, layout.y_at(5))) == BLUE


def test_markers_and_fixed_range() -> None:
    c = Canvas(800, 400, BG)
    gold = (242, 194, 92)
    layout = draw_chart(
        c,
        (0, 0, 800, 400),
        [Series((1, 2, 3), RED, "A")],
        ("I", "II", "III"),
        markers=[Marker(1.5, "Age II", gold)],
        y_range=(0, 100),
    )
    assert (layout.y_low, layout.y_high) == (0, 100)
    x = layout.x_at(1.5)
    column = [c.image.getpixel((x, y)) for y in range(layout.plot[1], layout.plot[3])]
    assert column.count(gold) > (layout.plot[3] - layout.plot[1]) // 4  # dashed: half drawn
    assert not c.misfits and not c.overflows


def test_legend_wraps_and_text_stays_phone_legible() -> None:
    names = ["Alexandra Veliká", "Bořivoj Dlouhý", "Katarzyna Wiśniewska", "Владимир Иванов"]
    series = [Series((i, i + 1), (40 * i, 90, 200), n) for i, n in enumerate(names)]
    c = Canvas(400, 600, BG)
    height = chart_height(c, 300, series)
    assert height > 300 + 2 * 14  # two rows of legend at least at 400 px
    layout = draw_chart(c, (0, 0, 400, height), series, ("1", "2"))
    assert layout.plot[3] - layout.plot[1] >= 280
    assert not c.misfits and not c.overflows
    # on an 800 px canvas the same text is twice as large, so it reads the same on a phone
    big = Canvas(800, 600, BG)
    assert chart_height(big, 300, series) - 300 >= (height - 300) * 1.5
    assert 800 / PHONE_WIDTH * LABEL == 20


def test_many_steps_thin_out_the_x_labels() -> None:
    c = Canvas(400, 300, BG)
    labels = [f"{n}" for n in range(1, 41)]
    layout = draw_chart(c, (0, 0, 400, 300), [Series(list(range(40)), RED, "A")], labels)
    assert not c.misfits and not c.overflows
    assert layout.x_at(39) > layout.x_at(0)
