"""Shapes every game's images draw the same way (imports no game): a game's panel (a rounded
rectangle with the game's own panel colour and corner radius by default) and pasting an icon."""

from __future__ import annotations

from typing import Protocol

from PIL import Image

from render.text import RGB, Box, Canvas


class Panel(Protocol):
    def __call__(
        self,
        c: Canvas,
        box: Box,
        fill: RGB = ...,
        radius: int = ...,
        outline: RGB | None = None,
        width: int = 2,
    ) -> None: ...


def panel_drawer(default_fill: RGB, default_radius: int) -> Panel:
    """A game's ``panel(c, box, fill, radius, outline, width)``: a rounded rectangle filling
    ``box`` (right and bottom edges exclusive), ``default_fill`` and ``default_radius`` unless
    told otherwise."""

    def panel(
        c: Canvas,
        box: Box,
        fill: RGB = default_fill,
        radius: int = default_radius,
        outline: RGB | None = None,
        width: int = 2,
    ) -> None:
        left, top, right, bottom = box
        c.draw.rounded_rectangle(
            [left, top, right - 1, bottom - 1],
            radius=radius,
            fill=fill,
            outline=outline,
            width=width,
        )

    return panel


def paste(c: Canvas, img: Image.Image, x: int, y: int) -> None:
    """``img`` at (``x``, ``y``), through its own alpha."""
    c.image.paste(img, (x, y), img)
