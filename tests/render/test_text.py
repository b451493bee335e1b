"""Canvas.text draws from cached glyph masks exactly as ImageDraw.text would, encode_png keeps
the colours of flat-coloured images, and a word is broken only at its language's hyphenation
points (or not at all without a language)."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

from render.hadara import theme as th
from render.text import (
    PALETTE_MIN_SIDE,
    RGB,
    Box,
    Canvas,
    HAlign,
    VAlign,
    break_points,
    encode_png,
    fit,
    font,
)

# Boxes inside, across and outside the edges of a 300 × 120 canvas, over a striped background
# so that the blend with what lies under the text matters.
CALLS: list[tuple[Box, str, int, RGB, bool, HAlign, VAlign]] = [
    ((10, 10, 290, 50), "Łucja Żółć — Дмитрий", 30, th.TEXT, False, "left", "middle"),
    ((10, 10, 290, 50), "Łucja Żółć — Дмитрий", 30, th.GOLD, True, "right", "top"),
    (
        (0, 40, 150, 120),
        "A rather long label that needs two lines",
        20,
        th.INK,
        False,
        "center",
        "bottom",
    ),
    ((-25, -9, 80, 20), "clipped left and top", 22, th.WHITE, True, "left", "top"),
    ((240, 100, 340, 140), "clipped right 123", 22, th.BAD, False, "left", "top"),
    ((-40, 130, 60, 160), "below the image", 18, th.GOOD, False, "left", "top"),
    ((150, 60, 290, 110), "+3 ★ ✓ → 12/40", 24, (50, 38, 8), True, "center", "middle"),
    ((150, 60, 290, 110), "   ", 24, th.TEXT, False, "center", "middle"),
    ((20, 60, 40, 80), "Incomprehensibilities", 18, th.MUTED, False, "left", "middle"),
]


class PlainCanvas(Canvas):
    """The drawing Canvas.text did before masks were cached."""

    def _line(
        self, xy: tuple[int, int], line: str, size: int, bold: bool, fill: RGB, anchor: str
    ) -> None:
        self.draw.text(xy, line, font=font(size, bold), fill=fill, anchor=anchor)


def _draw(canvas: Canvas) -> bytes:
    for i, colour in enumerate((th.PANEL, th.COLOR_RGB["yellow"], th.PARCHMENT, th.BG)):
        canvas.draw.rectangle((i * 75, 0, i * 75 + 74, 119), fill=colour)
    for box, text, size, fill, bold, align, valign in CALLS:
        canvas.text(box, text, size, fill, bold=bold, align=align, valign=valign)
    return canvas.image.tobytes()


def test_cached_masks_draw_exactly_like_imagedraw_text() -> None:
    want = _draw(PlainCanvas(300, 120, th.BG))
    assert want != Image.new("RGB", (300, 120), th.BG).tobytes()
    # twice: once filling the mask cache, once from it
    assert _draw(Canvas(300, 120, th.BG)) == want
    assert _draw(Canvas(300, 120, th.BG)) == want


def _flat(width: int, height: int, colours: list[RGB]) -> Image.Image:
    image = Image.new("RGB", (width, height), colours[0])
    draw = ImageDraw.Draw(image)
    cols = 8
    w, h = width // cols, height // -(-len(colours) // cols)
    for i, colour in enumerate(colours):
        x, y = (i % cols) * w, (i // cols) * h
        draw.rectangle((x, y, x + w - 1, y + h - 1), fill=colour)
    return image


def test_encode_png_keeps_every_colour_of_a_flat_image() -> None:
    colours = sorted(
        {c for c in vars(th).values() if isinstance(c, tuple) and len(c) == 3}
        | set(th.COLOR_RGB.values())
        | set(th.COLOR_FG.values())
        | set(th.COAT_RGB.values())
    )
    assert len(colours) > 20
    # large enough for the palette to come from a subsample, and too small for it
    for size in ((800, 400), (PALETTE_MIN_SIDE - 1, 60)):
        image = _flat(*size, colours)
        png = encode_png(image)
        assert png == encode_png(image)  # deterministic
        with Image.open(io.BytesIO(png)) as got:
            assert got.mode == "P"
            assert got.convert("RGB").tobytes() == image.tobytes(), size


def test_encode_png_handles_tiny_images() -> None:
    for size in ((1, 1), (2, 500), (500, 2)):
        image = Image.new("RGB", size, th.GOLD)
        with Image.open(io.BytesIO(encode_png(image))) as got:
            assert got.size == size and got.convert("RGB").getpixel((0, 0)) == th.GOLD


# --- words broken only where their language allows it ---------------------------------------

# (word, language, the only places it may be broken) — the hyphenation points of LibreOffice's
# patterns for each language (pyphen), two letters at least on each side.
WORDS: list[tuple[str, str, set[str]]] = [
    ("Бережливость", "ru", {"Бе|режливость", "Береж|ливость", "Бережли|вость"}),
    (
        "Zorganizowana",
        "pl",
        {"Zor|ganizowana", "Zorga|nizowana", "Zorgani|zowana", "Zorganizo|wana", "Zorganizowa|na"},
    ),
    (
        "nespokojených",
        "cs",
        {"ne|spokojených", "nespo|kojených", "nespoko|jených", "nespokoje|ných"},
    ),
    ("Transcontinental", "en-US", {"Transcon|tinental", "Transconti|nental", "Transcontinen|tal"}),
]


@pytest.mark.parametrize(("word", "lang", "allowed"), WORDS)
def test_words_break_only_at_their_languages_hyphenation_points(
    word: str, lang: str, allowed: set[str]
) -> None:
    points = break_points(word, lang)
    assert {f"{word[:p]}|{word[p:]}" for p in points} == allowed
    # fitted into boxes of every width, each line is a piece between break points
    for width in range(40, 240, 7):
        f = fit(word, width, 400, 22, True, True, 1.0, lang)
        if not f.fits or len(f.lines) < 2:
            continue
        assert "".join(line.removesuffix("-") for line in f.lines) == word
        joined = 0
        for line in f.lines[:-1]:
            assert line.endswith("-")
            joined += len(line) - 1
            assert joined in points, (width, f.lines)


def test_an_existing_hyphen_is_a_break_point_without_a_second_hyphen() -> None:
    assert 6 in break_points("Wielo-kulturowa", "pl")
    f = fit("Wielo-kulturowa", 75, 400, 22, False, True, 1.0, "pl")
    assert f.lines == ("Wielo-", "kultu-", "rowa")  # the word's own hyphen, none added


def test_without_a_language_no_word_is_broken() -> None:
    assert break_points("Бережливость", None) == ()
    assert break_points("Бережливость", "xx") == ()
    f = fit("Бережливость", 80, 400, 22, True, True, 1.0, None)
    assert all(not line.endswith("-") for line in f.lines)
    # Hadara's canvas has no language: its text is never broken
    c = Canvas(100, 100, th.BG)
    assert c.lang is None


def test_a_broken_word_may_end_the_current_line() -> None:
    f = fit("5 nespokojených", 112, 400, 20, False, True, 1.0, "cs")
    assert f.fits and f.lines == ("5 nespoko-", "jených")


def test_encode_png_writes_lossless_webp_of_the_same_pixels_when_asked() -> None:
    """The bot's render pool asks for WebP for the images it sends with every move: the same
    palette pixels as the PNG, in fewer bytes."""
    from render.text import IMAGE_FORMAT, is_webp

    image = Image.new("RGB", (300, 200), (240, 230, 210))
    draw = ImageDraw.Draw(image)
    for i in range(0, 300, 7):
        draw.line((i, 0, 300 - i, 200), fill=(i % 256, 90, 200 - i % 200), width=2)
    draw.text((20, 80), "Hadara 1234", fill=(10, 10, 10))
    png = encode_png(image)
    token = IMAGE_FORMAT.set("webp")
    try:
        webp = encode_png(image)
    finally:
        IMAGE_FORMAT.reset(token)
    assert not is_webp(png) and is_webp(webp)
    with Image.open(io.BytesIO(png)) as a, Image.open(io.BytesIO(webp)) as b:
        assert a.convert("RGB").tobytes() == b.convert("RGB").tobytes()
    assert encode_png(image) == png  # the format was the context's only
