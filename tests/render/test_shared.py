"""The render helpers every game shares (render/png.py, view.py, shapes.py, colour.py,
samples.py, bench.py and the text helpers of i18n.py): each game's public functions made from
them keep the interface the bot relies on."""

from __future__ import annotations

import inspect
import io
import pickle
from collections.abc import Callable
from typing import Any, get_type_hints

import pytest
from PIL import Image

import render.bids as bids
import render.hadara as hadara
import render.tta as tta
from render.bench import measure
from render.colour import mix
from render.i18n import english_of, fill, plural, prefixed
from render.png import png_of
from render.samples import GOLDEN_NAMES, Position, capture, phone_copy
from render.shapes import panel_drawer
from render.text import Canvas
from render.view import view_check

# Each function once (Hadara's package exports its tableau also as ``render_board``).
RENDER_FUNCTIONS: list[Callable[..., bytes]] = list(
    {
        id(fn): fn
        for package in (bids, hadara, tta)
        for name in sorted(dir(package))
        if name.startswith("render_")
        for fn in [getattr(package, name)]
    }.values()
)


def test_every_game_has_its_render_functions() -> None:
    names = {f"{f.__module__}.{f.__name__}" for f in RENDER_FUNCTIONS}
    assert "render.bids.board.render_board" in names
    assert "render.hadara.tableau.render_tableau" in names
    assert "render.tta.card.render_card" in names
    assert "render.tta.story.render_story" in names
    assert "render.hadara.story.render_story" in names
    assert len(RENDER_FUNCTIONS) == 16


@pytest.mark.parametrize("fn", RENDER_FUNCTIONS, ids=lambda f: f"{f.__module__}.{f.__name__}")
def test_render_function_pickles_and_shows_the_draw_signature(fn: Callable[..., bytes]) -> None:
    # the bot's render workers are processes: a render function travels by reference
    assert pickle.loads(pickle.dumps(fn)) is fn
    module = inspect.getmodule(fn)
    draw = getattr(module, fn.__name__.replace("render_", "draw_", 1))
    got, want = inspect.signature(fn), inspect.signature(draw)
    assert list(got.parameters.values()) == list(want.parameters.values())
    hints = get_type_hints(fn)
    assert hints["return"] is bytes
    assert {k: v for k, v in hints.items() if k != "return"} == {
        k: v for k, v in get_type_hints(draw).items() if k != "return"
    }
    assert fn.__doc__ and fn.__doc__.startswith("PNG of")


def test_png_of_encodes_what_the_draw_function_drew() -> None:
    def draw_square(side: int) -> Canvas:
        return Canvas(side, side, (10, 20, 30))

    render_square = png_of(draw_square, "PNG of a square.")
    png = render_square(12)
    assert png == draw_square(12).png()
    with Image.open(io.BytesIO(png)) as img:
        assert img.size == (12, 12)
        assert img.convert("RGB").getpixel((5, 5)) == (10, 20, 30)
    assert render_square.__name__ == "render_square"
    assert render_square.__doc__ == "PNG of a square."


def test_view_check_accepts_its_own_views_only() -> None:
    check = view_check("demo-view/1", "rules.demo.views.view", "Demo")
    view = {"format": "demo-view/1", "x": 1}
    assert check(view) is view
    with pytest.raises(TypeError, match=r"take a view \(rules\.demo\.views\.view\), not list"):
        check([1, 2])
    with pytest.raises(TypeError, match="not a Demo view: format 'other-view/1'"):
        check({"format": "other-view/1"})


def test_each_game_checks_its_own_view_format() -> None:
    from render.bids.theme import check_view as bids_check
    from render.hadara.parts import check_view as hadara_check
    from render.tta.theme import check_view as tta_check

    for check, fmt in (
        (bids_check, "bids-view/1"),
        (hadara_check, "hadara-view/1"),
        (tta_check, "tta-view/1"),
    ):
        assert check({"format": fmt}) == {"format": fmt}
        others = {"bids-view/1", "hadara-view/1", "tta-view/1"} - {fmt}
        for other in others:
            with pytest.raises(TypeError):
                check({"format": other})


def test_panel_drawer_uses_the_game_defaults_unless_told() -> None:
    panel = panel_drawer((200, 0, 0), 0)
    c = Canvas(20, 20, (0, 0, 0))
    panel(c, (0, 0, 10, 20))
    panel(c, (10, 0, 20, 20), (0, 0, 200))
    rgb = c.image.convert("RGB")
    assert rgb.getpixel((0, 0)) == (200, 0, 0)  # radius 0: the corner is filled
    assert rgb.getpixel((9, 19)) == (200, 0, 0)
    assert rgb.getpixel((15, 10)) == (0, 0, 200)
    round_panel = panel_drawer((200, 0, 0), 8)
    c2 = Canvas(20, 20, (0, 0, 0))
    round_panel(c2, (0, 0, 20, 20))
    assert c2.image.convert("RGB").getpixel((0, 0)) == (0, 0, 0)  # a rounded corner
    assert c2.image.convert("RGB").getpixel((10, 10)) == (200, 0, 0)


def test_mix() -> None:
    assert mix((0, 0, 0), (100, 200, 50), 0.0) == (0, 0, 0)
    assert mix((0, 0, 0), (100, 200, 50), 1.0) == (100, 200, 50)
    assert mix((0, 10, 20), (100, 30, 21), 0.5) == (50, 20, 20)  # rounds half to even


def test_english_text_helpers() -> None:
    assert plural(1, "coin", "coins") == "1 coin"
    assert plural(0, "coin", "coins") == "0 coins"
    assert fill("Round {round}", {"round": 3}) == "Round 3"
    assert fill("{not a template without arguments}", {}) == "{not a template without arguments}"
    assert fill(lambda n: plural(n, "card", "cards"), {"n": 2}) == "2 cards"
    assert prefixed("x-", {"a": 1, "b": 2}) == {"x-a": 1, "x-b": 2}


def test_english_of_fills_a_game_s_templates() -> None:
    english = english_of({"g-round": "Round {round}", "g-n": lambda n: plural(n, "card", "cards")})
    assert english("g-round", round=2) == "Round 2"
    assert english("g-n", n=1) == "1 card"
    assert english("g-unknown", n=1) == "g-unknown"


class _Code:
    def __init__(self, code: str) -> None:
        self.code = code

    def encode(self) -> str:
        return self.code


def test_capture_keeps_views_and_codes() -> None:
    def view_of(seat: int | None) -> dict[str, Any]:
        return {"viewer": seat}

    p = capture("mid", 1, view_of, [_Code("a.1"), _Code("b")])
    assert p == Position("mid", {"viewer": None}, 1, {"viewer": 1}, ["a.1", "b"], [])
    every = capture("mid", 0, view_of, [], players=3)
    assert every.seat_views == [{"viewer": 0}, {"viewer": 1}, {"viewer": 2}]


def test_phone_copy_is_400_px_wide() -> None:
    png = Canvas(800, 301, (40, 50, 60)).png()
    with Image.open(io.BytesIO(phone_copy(png))) as img:
        assert img.size == (400, 150)  # 150.5 rounds to even
    with Image.open(io.BytesIO(phone_copy(png, 200))) as img:
        assert img.width == 200


def test_golden_names_take_every_alphabet() -> None:
    text = "".join(GOLDEN_NAMES)
    assert "ř" in text and "ś" in text and "Д" in text
    assert len(set(GOLDEN_NAMES)) == len(GOLDEN_NAMES) == 5


def test_measure_times_every_run() -> None:
    calls: list[int] = []

    def fn() -> bytes:
        calls.append(1)
        return b"x" * 1024

    median, p95, cold, size = measure(fn, 5)
    assert len(calls) == 6  # one cold run, then five timed
    assert size == 1024
    assert 0 <= median <= p95 and cold >= 0
