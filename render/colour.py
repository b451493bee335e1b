"""Colour arithmetic every game's images share (imports no game)."""

from __future__ import annotations

from render.text import RGB


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b`` (0: ``a``, 1: ``b``), rounded."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )
