"""Colours, sizes and the project's own icons (coats of arms, colours, tracks, pieces).

Icons are drawn here with Pillow primitives on a 100 × 100 grid, four times larger than needed
and scaled down for smooth edges, then cached per size and colour. Every colour of the game
also has an icon (its track's symbol, a gem for purple) and a letter, so colour never carries
meaning alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from render.colour import mix as mix
from render.text import RGB
from rules.hadara.data import COATS, COLOR_TRACK

# --- palette ---------------------------------------------------------------------------------
BG: RGB = (27, 30, 43)
PANEL: RGB = (38, 42, 59)
PANEL_HI: RGB = (50, 55, 76)
LINE: RGB = (70, 77, 104)
TEXT: RGB = (240, 235, 224)
MUTED: RGB = (170, 170, 188)
DIM: RGB = (110, 114, 138)
GOLD: RGB = (240, 192, 90)
SILVER: RGB = (201, 206, 214)
GOOD: RGB = (111, 207, 127)
BAD: RGB = (238, 104, 96)
PARCHMENT: RGB = (240, 228, 200)
INK: RGB = (48, 38, 26)
WHITE: RGB = (255, 255, 255)
# Coins a player holds: an amber stack of coins, never the yellow income badge (a ring coin).
COIN: RGB = (247, 158, 40)
COIN_INK: RGB = (168, 96, 8)  # the same stack on parchment

COLOR_RGB: dict[str, RGB] = {
    "blue": (47, 125, 209),
    "green": (58, 157, 79),
    "yellow": (226, 185, 59),
    "red": (204, 62, 62),
    "purple": (142, 68, 173),
}
# Foreground on each colour (dark ink on yellow for contrast).
COLOR_FG: dict[str, RGB] = {
    "blue": WHITE,
    "green": WHITE,
    "yellow": (50, 38, 8),
    "red": WHITE,
    "purple": WHITE,
}
COLOR_ICON: dict[str, str] = {
    "blue": "culture",
    "green": "food",
    "yellow": "income",
    "red": "military",
    "purple": "gem",
}
TRACK_COLOR: dict[str, str] = {track: color for color, track in COLOR_TRACK.items()}

COAT_RGB: dict[str, RGB] = {
    "monkey": (160, 82, 45),
    "dragon": (22, 160, 133),
    "lion": (230, 126, 34),
    "pegasus": (92, 122, 153),
    "scarab": (194, 24, 91),
}
ROMAN: dict[int, str] = {1: "I", 2: "II", 3: "III"}


def coat(seat: int) -> str:
    """Coats of arms follow seat order (H-2.1b default)."""
    return COATS[seat % len(COATS)]


# --- icon glyphs -----------------------------------------------------------------------------
Glyph = Callable[[ImageDraw.ImageDraw, Callable[[float], float]], None]
ON = 255
OFF = 0


def _lens(
    cx: float, cy: float, length: float, width: float, angle: float
) -> list[tuple[float, float]]:
    """A leaf shape centred on (cx, cy), pointing at ``angle`` degrees."""
    a = math.radians(angle)
    ux, uy = math.cos(a), -math.sin(a)
    vx, vy = -uy, ux
    pts: list[tuple[float, float]] = []
    for i in range(13):
        s = -1 + i / 6
        w = width / 2 * math.sqrt(max(0.0, 1 - s * s))
        pts.append((cx + ux * s * length / 2 + vx * w, cy + uy * s * length / 2 + vy * w))
    for i in range(13):
        s = 1 - i / 6
        w = width / 2 * math.sqrt(max(0.0, 1 - s * s))
        pts.append((cx + ux * s * length / 2 - vx * w, cy + uy * s * length / 2 - vy * w))
    return pts


def _star(
    cx: float, cy: float, r1: float, r2: float, n: int, rot: float = -90
) -> list[tuple[float, float]]:
    pts: list[tuple[float, float]] = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        a = math.radians(rot + 180 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _scaled(
    pts: Sequence[tuple[float, float]], k: Callable[[float], float]
) -> list[tuple[float, float]]:
    return [(k(x), k(y)) for x, y in pts]


def _g_income(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.ellipse([k(8), k(8), k(92), k(92)], fill=ON)
    d.ellipse([k(20), k(20), k(80), k(80)], fill=OFF)
    d.ellipse([k(27), k(27), k(73), k(73)], fill=ON)
    d.rectangle([k(42), k(42), k(58), k(58)], fill=OFF)


def _coin_face(
    d: ImageDraw.ImageDraw, k: Callable[[float], float], yc: float, fill: int, grow: float
) -> None:
    d.ellipse([k(6 - grow), k(yc - 14 - grow), k(94 + grow), k(yc + 14 + grow)], fill=fill)
    d.rectangle([k(6 - grow), k(yc), k(94 + grow), k(yc + 12)], fill=fill)
    d.ellipse([k(6 - grow), k(yc - 2 - grow), k(94 + grow), k(yc + 26 + grow)], fill=fill)


def _g_coin(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    """A stack of three coins: the coins a player holds (income is the ring coin)."""
    for yc in (72, 50, 28):
        _coin_face(d, k, yc, OFF, 5)
        _coin_face(d, k, yc, ON, 0)
    d.ellipse([k(26), k(21), k(74), k(35)], outline=OFF, width=max(1, int(k(5))))


def _g_military(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.polygon(_scaled([(50, 2), (61, 16), (59, 62), (41, 62), (39, 16)], k), fill=ON)
    d.rectangle([k(24), k(62), k(76), k(71)], fill=ON)
    d.rectangle([k(44), k(71), k(56), k(88)], fill=ON)
    d.ellipse([k(40), k(84), k(60), k(100)], fill=ON)


def _g_culture(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.polygon(_scaled([(6, 30), (50, 6), (94, 30)], k), fill=ON)
    d.rectangle([k(10), k(32), k(90), k(40)], fill=ON)
    for x in (16, 44, 72):
        d.rectangle([k(x), k(43), k(x + 12), k(80)], fill=ON)
    d.rectangle([k(6), k(83), k(94), k(94)], fill=ON)


def _g_food(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.line([k(50), k(98), k(50), k(14)], fill=ON, width=int(k(7)))
    d.polygon(_scaled(_lens(50, 12, 24, 12, 90), k), fill=ON)
    for y in (30, 48, 66):
        d.polygon(_scaled(_lens(36, y, 30, 14, 30), k), fill=ON)
        d.polygon(_scaled(_lens(64, y, 30, 14, 150), k), fill=ON)


def _g_gem(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.polygon(_scaled([(26, 12), (74, 12), (96, 38), (50, 94), (4, 38)], k), fill=ON)
    w = int(k(5))
    d.line(_scaled([(6, 38), (94, 38)], k), fill=OFF, width=w)
    d.line(_scaled([(34, 14), (40, 38), (50, 90)], k), fill=OFF, width=w)
    d.line(_scaled([(66, 14), (60, 38), (50, 90)], k), fill=OFF, width=w)


def _g_points(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.polygon(_scaled(_star(50, 54, 48, 20, 5), k), fill=ON)


def _g_deck(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.rounded_rectangle([k(14), k(4), k(86), k(96)], radius=k(10), fill=ON)
    d.rounded_rectangle([k(22), k(12), k(78), k(88)], radius=k(6), fill=OFF)
    d.polygon(_scaled([(50, 20), (70, 50), (50, 80), (30, 50)], k), fill=ON)


def _g_pile(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.rounded_rectangle([k(30), k(4), k(94), k(78)], radius=k(8), fill=ON)
    d.rounded_rectangle([k(20), k(12), k(84), k(86)], radius=k(8), fill=OFF)
    d.rounded_rectangle([k(24), k(16), k(80), k(82)], radius=k(6), fill=ON)
    d.rounded_rectangle([k(10), k(20), k(74), k(96)], radius=k(8), fill=OFF)
    d.rounded_rectangle([k(14), k(24), k(70), k(92)], radius=k(6), fill=ON)


def _g_statue(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.ellipse([k(38), k(4), k(62), k(28)], fill=ON)
    d.polygon(_scaled([(30, 32), (70, 32), (66, 78), (34, 78)], k), fill=ON)
    d.rectangle([k(18), k(82), k(82), k(96)], fill=ON)


def _g_medal(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.polygon(_scaled([(26, 2), (44, 2), (58, 40), (40, 40)], k), fill=ON)
    d.polygon(_scaled([(56, 2), (74, 2), (60, 40), (42, 40)], k), fill=ON)
    d.ellipse([k(18), k(34), k(82), k(98)], fill=ON)
    d.ellipse([k(28), k(44), k(72), k(88)], fill=OFF)
    d.polygon(_scaled(_star(50, 67, 18, 8, 5), k), fill=ON)


def _g_colony(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.rectangle([k(12), k(40), k(88), k(96)], fill=ON)
    for x in (12, 43, 74):
        d.rectangle([k(x), k(22), k(x + 14), k(40)], fill=ON)
    d.ellipse([k(38), k(58), k(62), k(82)], fill=OFF)
    d.rectangle([k(38), k(70), k(62), k(96)], fill=OFF)


def _g_hourglass(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.rectangle([k(14), k(2), k(86), k(12)], fill=ON)
    d.rectangle([k(14), k(88), k(86), k(98)], fill=ON)
    d.polygon(_scaled([(22, 12), (78, 12), (54, 50), (78, 88), (22, 88), (46, 50)], k), fill=ON)
    d.polygon(_scaled([(32, 18), (68, 18), (50, 44)], k), fill=OFF)
    d.polygon(_scaled([(50, 62), (30, 84), (70, 84)], k), fill=OFF)
    d.polygon(_scaled([(50, 68), (38, 82), (62, 82)], k), fill=ON)


def _g_check(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.line(_scaled([(12, 52), (40, 80), (90, 20)], k), fill=ON, width=int(k(16)), joint="curve")


def _g_cross(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.line(_scaled([(16, 16), (84, 84)], k), fill=ON, width=int(k(16)))
    d.line(_scaled([(84, 16), (16, 84)], k), fill=ON, width=int(k(16)))


def _g_crown(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    pts = [(6, 78), (6, 26), (30, 52), (50, 14), (70, 52), (94, 26), (94, 78)]
    d.polygon(_scaled(pts, k), fill=ON)
    d.rectangle([k(6), k(84), k(94), k(96)], fill=ON)


def _g_flag(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.rectangle([k(16), k(4), k(26), k(96)], fill=ON)
    d.polygon(_scaled([(26, 6), (90, 24), (26, 44)], k), fill=ON)


def _g_arrow(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.polygon(
        _scaled([(6, 38), (56, 38), (56, 14), (96, 50), (56, 86), (56, 62), (6, 62)], k), fill=ON
    )


def _g_up(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.polygon(
        _scaled([(50, 4), (94, 50), (66, 50), (66, 96), (34, 96), (34, 50), (6, 50)], k), fill=ON
    )


def _g_tile(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.rounded_rectangle([k(8), k(8), k(92), k(92)], radius=k(14), fill=ON)


def _g_cards(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.rounded_rectangle([k(34), k(4), k(92), k(80)], radius=k(8), fill=ON)
    d.rounded_rectangle([k(6), k(16), k(70), k(98)], radius=k(10), fill=OFF)
    d.rounded_rectangle([k(10), k(20), k(66), k(94)], radius=k(8), fill=ON)


def _g_monkey(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.ellipse([k(2), k(30), k(32), k(60)], fill=ON)
    d.ellipse([k(68), k(30), k(98), k(60)], fill=ON)
    d.ellipse([k(16), k(10), k(84), k(90)], fill=ON)
    d.ellipse([k(12), k(37), k(24), k(53)], fill=OFF)
    d.ellipse([k(76), k(37), k(88), k(53)], fill=OFF)
    d.ellipse([k(27), k(32), k(73), k(84)], fill=OFF)
    d.ellipse([k(34), k(42), k(46), k(54)], fill=ON)
    d.ellipse([k(54), k(42), k(66), k(54)], fill=ON)
    d.ellipse([k(36), k(62), k(64), k(78)], fill=ON)
    d.ellipse([k(41), k(66), k(47), k(72)], fill=OFF)
    d.ellipse([k(53), k(66), k(59), k(72)], fill=OFF)


def _g_lion(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    d.polygon(_scaled(_star(50, 50, 50, 36, 14), k), fill=ON)
    d.ellipse([k(24), k(24), k(76), k(76)], fill=OFF)
    d.ellipse([k(30), k(30), k(70), k(74)], fill=ON)
    d.ellipse([k(37), k(42), k(45), k(50)], fill=OFF)
    d.ellipse([k(55), k(42), k(63), k(50)], fill=OFF)
    d.polygon(_scaled([(43, 56), (57, 56), (50, 64)], k), fill=OFF)


def _g_dragon(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    outer = [
        (50, 98),
        (24, 86),
        (12, 62),
        (18, 36),
        (30, 48),
        (32, 20),
        (46, 36),
        (56, 2),
        (66, 30),
        (76, 18),
        (88, 48),
        (88, 74),
        (76, 90),
    ]
    d.polygon(_scaled(outer, k), fill=ON)
    inner = [
        (50, 88),
        (36, 80),
        (30, 64),
        (38, 52),
        (44, 62),
        (52, 40),
        (62, 58),
        (70, 54),
        (72, 70),
        (64, 84),
    ]
    d.polygon(_scaled(inner, k), fill=OFF)


def _g_pegasus(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    for angle, length in ((12, 86), (32, 82), (52, 74), (72, 62)):
        a = math.radians(angle)
        cx = 14 + math.cos(a) * length / 2
        cy = 86 - math.sin(a) * length / 2
        d.polygon(_scaled(_lens(cx, cy, length, 22, angle), k), fill=ON)
    d.ellipse([k(4), k(66), k(34), k(96)], fill=ON)


def _g_scarab(d: ImageDraw.ImageDraw, k: Callable[[float], float]) -> None:
    w = int(k(6))
    for (x0, y0), (x1, y1) in (
        ((32, 52), (8, 40)),
        ((30, 66), (6, 68)),
        ((32, 80), (12, 96)),
        ((68, 52), (92, 40)),
        ((70, 66), (94, 68)),
        ((68, 80), (88, 96)),
        ((44, 16), (32, 2)),
        ((56, 16), (68, 2)),
    ):
        d.line([k(x0), k(y0), k(x1), k(y1)], fill=ON, width=w)
    d.ellipse([k(37), k(10), k(63), k(36)], fill=ON)
    d.ellipse([k(24), k(30), k(76), k(96)], fill=ON)
    d.line([k(50), k(44), k(50), k(96)], fill=OFF, width=int(k(4)))
    d.line([k(24), k(44), k(76), k(44)], fill=OFF, width=int(k(4)))


GLYPHS: dict[str, Glyph] = {
    "income": _g_income,
    "coin": _g_coin,
    "military": _g_military,
    "culture": _g_culture,
    "food": _g_food,
    "gem": _g_gem,
    "points": _g_points,
    "deck": _g_deck,
    "pile": _g_pile,
    "statue": _g_statue,
    "medal": _g_medal,
    "colony": _g_colony,
    "hourglass": _g_hourglass,
    "check": _g_check,
    "cross": _g_cross,
    "crown": _g_crown,
    "flag": _g_flag,
    "arrow": _g_arrow,
    "up": _g_up,
    "tile": _g_tile,
    "cards": _g_cards,
    "monkey": _g_monkey,
    "lion": _g_lion,
    "dragon": _g_dragon,
    "pegasus": _g_pegasus,
    "scarab": _g_scarab,
}

_SS = 4  # supersampling factor


@lru_cache(maxsize=512)
def _mask(name: str, size: int) -> Image.Image:
    big = size * _SS
    m = Image.new("L", (big, big), 0)
    d = ImageDraw.Draw(m)

    def k(v: float) -> float:
        return v * big / 100

    GLYPHS[name](d, k)
    return m.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=1024)
def icon(name: str, size: int, fg: RGB) -> Image.Image:
    """An RGBA icon of ``size`` px in colour ``fg``."""
    img = Image.new("RGBA", (size, size), (*fg, 0))
    img.putalpha(_mask(name, size))
    return img


@lru_cache(maxsize=512)
def badge(name: str, size: int, bg: RGB, fg: RGB, ring: RGB | None = None) -> Image.Image:
    """A disc in ``bg`` carrying the glyph ``name`` in ``fg`` (smooth edges)."""
    big = size * _SS
    disc = Image.new("L", (big, big), 0)
    ImageDraw.Draw(disc).ellipse([0, 0, big - 1, big - 1], fill=255)
    disc = disc.resize((size, size), Image.Resampling.LANCZOS)
    img = Image.new("RGBA", (size, size), (*(ring or bg), 0))
    img.putalpha(disc)
    if ring is not None:
        inner = max(1, size // 14)
        core = badge_disc(size - 2 * inner, bg)
        img.alpha_composite(core, (inner, inner))
    g = int(size * 0.62)
    img.alpha_composite(icon(name, g, fg), ((size - g) // 2, (size - g) // 2))
    return img


@lru_cache(maxsize=256)
def badge_disc(size: int, bg: RGB) -> Image.Image:
    big = size * _SS
    disc = Image.new("L", (big, big), 0)
    ImageDraw.Draw(disc).ellipse([0, 0, big - 1, big - 1], fill=255)
    img = Image.new("RGBA", (size, size), (*bg, 0))
    img.putalpha(disc.resize((size, size), Image.Resampling.LANCZOS))
    return img


def coat_badge(seat: int, size: int) -> Image.Image:
    name = coat(seat)
    return badge(name, size, COAT_RGB[name], WHITE, ring=WHITE)


def color_icon(color: str, size: int) -> Image.Image:
    return icon(COLOR_ICON[color], size, COLOR_FG[color])
