"""Text fitting, fonts, translations, the image cache and the demo script."""

from __future__ import annotations

import re
from pathlib import Path

from PIL import Image, ImageDraw

from render.cache import RenderCache, key
from render.hadara import demo
from render.hadara.i18n import MESSAGES, english
from render.text import MIN_PX, Canvas, fit, font

RENDER_DIR = Path(__file__).resolve().parents[3] / "render"


def test_fit_shrinks_then_wraps_then_cuts() -> None:
    assert fit("Blue", 200, 40, 24).lines == ("Blue",)
    shrunk = fit("A rather long label", 170, 30, 24)
    assert shrunk.fits and len(shrunk.lines) == 1 and shrunk.size < 24
    wrapped = fit("A rather long label that needs two lines", 200, 80, 24)
    assert wrapped.fits and len(wrapped.lines) >= 2 and wrapped.width() <= 200
    cut = fit("Unbreakablewordthatcannotfitanywhere", 60, 20, 24)
    assert not cut.fits and cut.lines[0].endswith("…") and cut.size >= MIN_PX


def test_canvas_records_misfits_and_keeps_ink_inside() -> None:
    Canvas.check_bounds = True
    try:
        c = Canvas(300, 100, (0, 0, 0))
        c.text((10, 10, 290, 50), "Łucja Żółć — Дмитрий", 30, (255, 255, 255))
        c.text((10, 60, 40, 80), "Incomprehensibilities", 18, (255, 255, 255))
        assert c.misfits == ["Incomprehensibilities"]
        assert c.overflows == []
    finally:
        Canvas.check_bounds = False


def _glyph(ch: str, bold: bool) -> bytes:
    img = Image.new("L", (40, 40))
    ImageDraw.Draw(img).text((4, 4), ch, font=font(24, bold), fill=255)
    return img.tobytes()


def test_font_covers_czech_polish_russian() -> None:
    for text in (
        "ěščřžýáíéůúťďňĚŠČŘŽ",
        "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ",
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ",
        "★✓→−…·×",
    ):
        for ch in text:
            for bold in (False, True):
                # a code point no font has draws the .notdef box
                assert _glyph(ch, bold) != _glyph("\U0010fffd", bold), ch


def test_font_licence_is_bundled() -> None:
    fonts = RENDER_DIR / "assets" / "fonts"
    assert (fonts / "LICENSE-DejaVu.txt").read_text().count("Bitstream") >= 3
    assert {p.name for p in fonts.glob("*.ttf")} == {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"}


def test_every_message_id_used_in_drawing_code_has_an_english_text() -> None:
    used: set[str] = set()
    for path in (RENDER_DIR / "hadara").glob("*.py"):
        used |= set(re.findall(r"\bt\(\s*\"([a-z0-9-]+)\"", path.read_text(encoding="utf-8")))
    assert used, "no message ids found"
    assert sorted(used - set(MESSAGES)) == []


def test_english_defaults() -> None:
    assert english("card-1b01") == "Ink Maker"
    assert english("step-draft", round=3) == "Draw round 3 of 5"
    assert english("effect-short-P-II-1") == "Statues +2"
    assert english("no-such-id") == "no-such-id"


def test_cache_renders_once_and_evicts_least_recently_used() -> None:
    cache = RenderCache(max_entries=2)
    calls: list[int] = []

    def render(n: int) -> bytes:
        calls.append(n)
        return bytes([n]) * 10

    a, b, c = (key("g1", v, None, "table", "en-US") for v in (1, 2, 3))
    assert cache.get_or_render(a, lambda: render(1)) == bytes([1]) * 10
    assert cache.get_or_render(a, lambda: render(99)) == bytes([1]) * 10
    cache.get_or_render(b, lambda: render(2))
    cache.get(a)  # a is now the most recently used
    cache.get_or_render(c, lambda: render(3))
    assert calls == [1, 2, 3]
    assert cache.get(b) is None and cache.get(a) is not None and len(cache) == 2
    cache.forget_game("g1")
    assert len(cache) == 0


def test_cache_key_separates_viewer_kind_and_locale() -> None:
    keys = {
        key("g", 5, None, "table", "en-US"),
        key("g", 5, 0, "prompt", "en-US"),
        key("g", 5, 1, "prompt", "en-US"),
        key("g", 5, 1, "prompt", "cs"),
        key("g", 6, 1, "prompt", "cs"),
    }
    assert len(keys) == 5


def test_demo_writes_every_kind(tmp_path: Path) -> None:
    assert demo.main([str(tmp_path), "--players", "3", "--seed", "4"]) == 0
    names = {p.name.split("-")[0] for p in tmp_path.glob("*.png")}
    assert names == {"table", "prompt", "tableau", "scores", "card"}
    for path in tmp_path.glob("*.png"):
        with Image.open(path) as img:
            assert img.width >= 400
