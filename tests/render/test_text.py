"""Canvas.text draws from cached glyph masks exactly as ImageDraw.text would, and encode_png
keeps the colours of flat-coloured images."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from render.hadara import theme as th
from render.text import PALETTE_MIN_SIDE, RGB, Box, Canvas, HAlign, VAlign, encode_png, font

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
