"""Fonts and fitting text into boxes: shrink first, then wrap, never overflow.

Every string an image shows goes through :meth:`Canvas.text`, which records the strings that
could not be fitted even at the smallest allowed size (they are then cut with an ellipsis, so
the image still never overflows). The property tests read :attr:`Canvas.misfits`.

Words are wrapped at spaces. A word wider than its box is broken only where its language allows
it: at the hyphenation points of that language's patterns (:func:`break_points`; LibreOffice's
patterns for Czech, English, Polish and Russian, shipped by ``pyphen``) or after a hyphen it
already has. Without a language (``lang=None``, Hadara's images) a word is never broken.
"""

from __future__ import annotations

import io
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal

import pyphen
from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path(__file__).parent / "assets" / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

# Text smaller than this is unreadable once Discord shows the image at half size on a phone.
MIN_PX = 10
ELLIPSIS = "…"
PAD = 2

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]  # left, top, right, bottom (right/bottom exclusive)
HAlign = Literal["left", "center", "right"]
VAlign = Literal["top", "middle", "bottom"]


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu Sans at ``size`` px; the basic layout keeps output identical
    whether or not libraqm is installed (golden images depend on it)."""
    return ImageFont.truetype(
        str(BOLD if bold else REGULAR), size, layout_engine=ImageFont.Layout.BASIC
    )


# A width is one getlength call; a third of the lookups hit (docs/scale.md, "Memory per game,
# broken down"): 2 048 entries (about 0.5 MB a worker) instead of 8 192 (about 2 MB).
@lru_cache(maxsize=2048)
def _width(text: str, size: int, bold: bool) -> float:
    return font(size, bold).getlength(text)


@lru_cache(maxsize=256)
def line_height(size: int, bold: bool = False) -> int:
    ascent, descent = font(size, bold).getmetrics()
    return int(ascent + descent)


# The 25 golden images need 620 masks of 1.6 KB on average. Each game adds a few (its players'
# names): 1024 entries keep the hit rate at 99.6 % over 400 games of different players (as
# 4096 do) and about 3 MB per process, where 4096 grew a render worker by 13 MB more.
@lru_cache(maxsize=1024)
def _mask(line: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image | None, int, int]:
    """The anti-aliased coverage of ``line`` as an "L" image, and where its top-left corner
    lies relative to the anchor point (``None`` when nothing would be inked).

    Rasterising is the costly part of drawing text and the same labels, numbers and names
    recur in every image, so :meth:`Canvas.text` pastes these cached masks with the fill
    colour instead of calling ``ImageDraw.text`` each time. The mask is drawn by
    ``ImageDraw.text`` itself at an integer position, so the pixels are the same; the returned
    image is shared and must not be modified.
    """
    f = font(size, bold)
    x0, y0, x1, y1 = (int(v) for v in f.getbbox(line, mode="L", anchor=anchor))
    if x1 <= x0 or y1 <= y0:
        return None, 0, 0
    mask = Image.new("L", (x1 - x0, y1 - y0))
    ImageDraw.Draw(mask).text((-x0, -y0), line, font=f, fill=255, anchor=anchor)
    return mask, x0, y0


@dataclass(frozen=True, slots=True)
class Fitted:
    """How a string is laid out in a box: its size, its lines, and whether it really fit."""

    size: int
    bold: bool
    lines: tuple[str, ...]
    fits: bool

    @property
    def height(self) -> int:
        return line_height(self.size, self.bold) * len(self.lines)

    def width(self) -> float:
        return max((_width(line, self.size, self.bold) for line in self.lines), default=0.0)


# The hyphenation patterns of each language the bot speaks, by language subtag.
PATTERNS: dict[str, str] = {"cs": "cs_CZ", "en": "en_US", "pl": "pl_PL", "ru": "ru_RU"}
HYPHEN = "-"


def pattern_language(locale: str | None) -> str | None:
    """The patterns for a locale such as ``"cs"``, ``"en-US"`` or ``"pl_PL"`` (None: unknown,
    so words are not broken)."""
    if not locale:
        return None
    return PATTERNS.get(locale.replace("_", "-").split("-")[0].lower())


@lru_cache(maxsize=8)
def _hyphenator(patterns: str) -> pyphen.Pyphen:
    return pyphen.Pyphen(lang=patterns)


def _letters(part: str) -> tuple[int, int]:
    """Where the letters of ``part`` start and end (punctuation around a word is no syllable)."""
    start, end = 0, len(part)
    while start < end and not part[start].isalpha():
        start += 1
    while end > start and not part[end - 1].isalpha():
        end -= 1
    return start, end


@lru_cache(maxsize=8192)
def break_points(word: str, lang: str | None) -> tuple[int, ...]:
    """Where ``word`` may be broken at the end of a line, as offsets into it: after a hyphen it
    already has, and at the hyphenation points of ``lang``'s patterns (two letters at least on
    each side). A hyphen is added where the patterns break, none after an existing hyphen.
    Empty for an unknown language."""
    patterns = pattern_language(lang)
    if patterns is None:
        return ()
    dic = _hyphenator(patterns)
    points: list[int] = []
    offset = 0
    for k, part in enumerate(word.split(HYPHEN)):
        if k and offset - 1 > 0 and offset < len(word):
            points.append(offset)  # after the existing hyphen
        start, end = _letters(part)
        core = part[start:end]
        if core.isalpha():
            # non-standard breaks (letters changing at the break) are not used
            points += [
                offset + start + p for p in dic.positions(core) if not getattr(p, "data", None)
            ]
        offset += len(part) + 1
    return tuple(sorted(set(points)))


def _pieces(
    word: str, width: int, size: int, bold: bool, lang: str | None, room: int
) -> list[str] | None:
    """``word`` broken at its break points into lines no wider than ``width``, each as long as
    possible, all but the last ending in a hyphen (none after a hyphen the word has); the first
    piece no wider than ``room`` (what is left of the current line: it may be empty). None when
    it cannot be broken so."""
    points = break_points(word, lang)
    out: list[str] = []
    start = 0
    limit = room
    while _width(word[start:], size, bold) > limit:
        best = None
        for p in points:
            if p <= start:
                continue
            head = word[start:p] if word[p - 1] == HYPHEN else word[start:p] + HYPHEN
            if _width(head, size, bold) > limit:
                break
            best = (p, head)
        if best is None:
            if limit == width:
                return None
            out.append("")  # nothing fits what is left of the line: start on the next one
        else:
            out.append(best[1])
            start = best[0]
        limit = width
    out.append(word[start:])
    return out


def _wrap(
    text: str, width: int, size: int, bold: bool, lang: str | None = None
) -> list[str] | None:
    """Greedy word wrap; a word wider than the box is broken at its language's break points
    (:func:`break_points`), its first piece ending the current line when it fits there.
    ``None`` when a word is wider than the box and cannot be broken."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}" if current else word
        if _width(trial, size, bold) <= width:
            current = trial
            continue
        if _width(word, size, bold) <= width:
            lines.append(current)
            current = word
            continue
        room = width - _width(f"{current} ", size, bold) if current else width
        pieces = _pieces(word, width, size, bold, lang, int(room))
        if pieces is None:
            return None
        first = f"{current} {pieces[0]}" if current and pieces[0] else current or pieces[0]
        if first:
            lines.append(first)
        lines.extend(pieces[1:-1])
        current = pieces[-1]
    if current:
        lines.append(current)
    return lines


def _cut(text: str, width: int, size: int, bold: bool) -> str:
    if _width(text, size, bold) <= width:
        return text
    while text and _width(text + ELLIPSIS, size, bold) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


@lru_cache(maxsize=4096)
def fit(
    text: str,
    width: int,
    height: int,
    size: int,
    bold: bool = False,
    wrap: bool = True,
    shrink_to: float = 0.7,
    lang: str | None = None,
) -> Fitted:
    """Lay out ``text`` in a ``width`` × ``height`` box starting at ``size`` px.

    First shrink on one line down to ``shrink_to`` × size, then wrap over several lines at
    sizes from ``size`` down to half of it (never below :data:`MIN_PX`); with a language
    ``lang`` a word wider than the box may be broken where that language allows it. If nothing
    works the smallest single line is cut with an ellipsis and ``fits`` is false.
    """
    floor_one = max(MIN_PX, int(size * shrink_to))
    floor_wrap = max(MIN_PX, size // 2)
    if width <= 0 or height <= 0:
        return Fitted(max(MIN_PX, min(size, floor_one)), bold, ("",), not text)
    single: Fitted | None = None
    s = size
    while s >= floor_one:
        if line_height(s, bold) > height:
            s -= 1
            continue
        w = _width(text, s, bold)
        if w <= width:
            single = Fitted(s, bold, (text,), True)
            break
        # Text width scales almost linearly with the size: jump close to the answer.
        s = min(s - 1, int(s * width / w) + 1)
    if single is not None and (single.size >= size * 0.85 or not wrap):
        return single
    if wrap and (" " in text.strip() or pattern_language(lang) is not None):
        low = max(floor_wrap, single.size + 1 if single is not None else 0)
        for s in range(size, low - 1, -1):
            max_lines = height // line_height(s, bold)
            if max_lines < 2:
                continue
            lines = _wrap(text, width, s, bold, lang)
            if lines is not None and len(lines) <= max_lines:
                return Fitted(s, bold, tuple(lines), True)
    if single is not None:
        return single
    s = min(size, floor_wrap if wrap else floor_one)
    while s > MIN_PX and line_height(s, bold) > height:
        s -= 1
    return Fitted(s, bold, (_cut(text, width, s, bold),), False)


def inner(box: Box) -> Box:
    """The part of ``box`` text is fitted into: 2 px in from the left and right, since some
    glyphs (Ł, J, italics) ink left of their origin."""
    left, top, right, bottom = box
    return left + PAD, top, right - PAD, bottom


class Canvas:
    """A Pillow image plus the text bookkeeping of one render.

    ``misfits`` lists strings that needed an ellipsis. With ``check_bounds`` (tests turn it on)
    the inked box of every drawn line is measured and ``overflows`` lists any line whose ink
    leaves its box or the image. ``lang``: the language of the image's words (a locale such as
    ``"cs"``), which lets :meth:`text` break a word too long for its box where that language
    allows it; None never breaks a word.
    """

    check_bounds = False

    def __init__(self, width: int, height: int, background: RGB, lang: str | None = None) -> None:
        self.image = Image.new("RGB", (width, height), background)
        self.draw = ImageDraw.Draw(self.image)
        self.lang = lang
        self.misfits: list[str] = []
        self.overflows: list[str] = []

    @property
    def width(self) -> int:
        return self.image.width

    @property
    def height(self) -> int:
        return self.image.height

    def text(
        self,
        box: Box,
        text: str,
        size: int,
        fill: RGB,
        *,
        bold: bool = False,
        align: HAlign = "left",
        valign: VAlign = "middle",
        wrap: bool = True,
        shrink_to: float = 0.7,
    ) -> Fitted:
        """Draw ``text`` inside ``box`` (never outside it) and return how it was laid out."""
        left, top, right, bottom = inner(box)
        fitted = fit(text, right - left, bottom - top, size, bold, wrap, shrink_to, self.lang)
        self.place(box, text, fitted, fill, align=align, valign=valign)
        return fitted

    def place(
        self,
        box: Box,
        text: str,
        fitted: Fitted,
        fill: RGB,
        *,
        align: HAlign = "left",
        valign: VAlign = "middle",
    ) -> None:
        """Draw ``text`` as :func:`fit` laid it out for ``box`` (its inner box, :func:`inner`)."""
        left, top, right, bottom = inner(box)
        if not fitted.fits:
            self.misfits.append(text)
        bold = fitted.bold
        f = font(fitted.size, bold)
        lh = line_height(fitted.size, bold)
        block = lh * len(fitted.lines)
        if valign == "top":
            y = top
        elif valign == "bottom":
            y = bottom - block
        else:
            y = top + (bottom - top - block) // 2
        for line in fitted.lines:
            if align == "left":
                xy, anchor = (left, y), "la"
            elif align == "right":
                xy, anchor = (right, y), "ra"
            else:
                xy, anchor = ((left + right) // 2, y), "ma"
            self._line(xy, line, fitted.size, bold, fill, anchor)
            if self.check_bounds and line:
                self._check(box, xy, line, f, anchor)
            y += lh

    def _line(
        self, xy: tuple[int, int], line: str, size: int, bold: bool, fill: RGB, anchor: str
    ) -> None:
        """Draw one line as ``ImageDraw.text`` would, from the cached mask."""
        mask, dx, dy = _mask(line, size, bold, anchor)
        if mask is not None:
            # The same blend as ImageDraw.text (the fill through an "L" mask); paste clips a
            # box that sticks out of the image.
            self.image.paste(fill, (xy[0] + dx, xy[1] + dy), mask)

    def _check(
        self, box: Box, xy: tuple[int, int], line: str, f: ImageFont.FreeTypeFont, anchor: str
    ) -> None:
        x0, y0, x1, y1 = self.draw.textbbox(xy, line, font=f, anchor=anchor)
        left, top, right, bottom = box
        slack = 1  # anti-aliasing may touch the pixel next to the box edge
        inside = (
            x0 >= left - slack
            and y0 >= top - slack
            and x1 <= right + slack
            and y1 <= bottom + slack
        )
        on_image = x0 >= 0 and y0 >= 0 and x1 <= self.width and y1 <= self.height
        if not (inside and on_image):
            self.overflows.append(f"{line!r} ink {(x0, y0, x1, y1)} box {box}")

    def png(self) -> bytes:
        return encode_png(self.image)


# The format encode_png writes in the current context: "png", or "webp", lossless WebP of the
# same palette pixels: about half the bytes of the PNG for twice to four times the encoding
# time (docs/scale.md). The bot's render pool asks for WebP for the images it sends with every
# move (bot/render_pool.py); everything else, the golden files included, is PNG.
IMAGE_FORMAT: ContextVar[str] = ContextVar("image_format", default="png")
IMAGE_FORMATS = ("png", "webp")
# Lossless WebP at its fastest method but one, with the most effort that method takes: the
# table of a three-player Hadara game, 89 KB as PNG, is 44 KB in about 40 ms (method 4: 42 KB
# in 100 ms; the default, 0, 65 KB in 24 ms).
WEBP_OPTIONS = {"lossless": True, "method": 1, "quality": 100}
# zlib level of the PNGs: over the goldens of both games' tables and prompts (about 1 Mpx,
# `python tests/perf/image_encoding.py`), level 5 makes them 11 % smaller than level 3 (66
# against 74 KB) for 2 ms more a picture (5.8 against 3.8 ms, median); level 6 saves 3 % more
# for 2 ms more again.
# PNG is what the bot sends while its render workers are busy (bot/render_pool.py).
PNG_LEVEL = 5


def is_webp(data: bytes) -> bool:
    return data[:4] == b"RIFF" and data[8:12] == b"WEBP"


# encode_png takes its palette from every PALETTE_STEP-th pixel in each direction, unless the
# image is smaller than PALETTE_MIN_SIDE on a side (then from every pixel).
PALETTE_STEP = 3
PALETTE_MIN_SIDE = 96


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of an RGB image reduced to a 256-colour palette, which makes both the file and
    the encoding several times cheaper.

    The images are flat-coloured with anti-aliased edges. The palette is chosen (fast octree,
    no dithering) from a nearest-neighbour subsample of every third pixel in each direction,
    which costs less than half of choosing it from every pixel, and every pixel of the image
    is then mapped to its nearest palette colour. A colour that only a few thin edge pixels
    have may be missing from the subsample and moves to a neighbour: over the golden images
    no channel moved by more than 41 (58 with the palette chosen from every pixel). Each
    palette colour is the average of an octree cluster, so flat areas may move by a unit or
    two per channel, as before; flat areas of a few well-separated colours (the theme's) keep
    them exactly. The result depends on the pixels only.
    """
    small = palette_image(image)
    out = io.BytesIO()
    if IMAGE_FORMAT.get() == "webp":
        small.convert("RGB").save(out, format="WEBP", **WEBP_OPTIONS)
    else:
        small.save(out, format="PNG", compress_level=PNG_LEVEL)
    return out.getvalue()


def palette_image(image: Image.Image) -> Image.Image:
    """``image`` reduced to its 256-colour palette, as :func:`encode_png` encodes it."""
    w, h = image.size
    if min(w, h) >= PALETTE_MIN_SIDE:
        sample = image.resize((w // PALETTE_STEP, h // PALETTE_STEP), Image.Resampling.NEAREST)
        palette = sample.quantize(
            colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
        )
        small = image.quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        small = image.quantize(
            colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
        )
    return small
