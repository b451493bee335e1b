"""What every game's sample positions share (``render/<game>/samples.py``): a kept position,
taking one from a game's views, the golden players' names and an image as a phone shows it.

A game's samples module plays seeded games with its own agents and keeps, at chosen moments,
the spectator view, a seat's own view and its legal action codes: only views leave it. This
module imports no game; the views and codes are handed to it.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from PIL import Image

from render.phone import PHONE_WIDTH
from render.text import encode_png

JSONView = dict[str, Any]

# Display names of the golden images (Czech, Polish and Cyrillic letters, one long name); a
# game takes as many as it seats.
GOLDEN_NAMES: tuple[str, ...] = ("Alice", "Bořek", "Zofia Wiśniewska", "Дмитрий", "Eve")


@dataclass
class Position:
    """A kept moment of a sample game: the spectator view, the deciding seat, its own view and
    legal action codes (and, where a game keeps them, every seat's own view)."""

    label: str
    spectator: JSONView
    seat: int
    seat_view: JSONView
    actions: list[str] = field(default_factory=list)
    seat_views: list[JSONView] = field(default_factory=list)


class Encodable(Protocol):
    def encode(self) -> str: ...


def capture(
    label: str,
    seat: int,
    view_of: Callable[[int | None], JSONView],
    legal: Iterable[Encodable],
    players: int = 0,
) -> Position:
    """The position ``label`` from the views ``view_of(None)`` (spectator) and
    ``view_of(seat)``, with the codes of ``legal`` and, given ``players``, every seat's view."""
    actions = [a.encode() for a in legal]
    return Position(
        label,
        view_of(None),
        seat,
        view_of(seat),
        actions,
        [view_of(s) for s in range(players)],
    )


def phone_copy(png: bytes, width: int = PHONE_WIDTH) -> bytes:
    """The image as a phone shows it: scaled to ``width`` px wide (Lanczos, as Discord's
    previews), same palette encoding as every image."""
    with Image.open(io.BytesIO(png)) as img:
        rgb = img.convert("RGB")
    h = max(1, round(rgb.height * width / rgb.width))
    return encode_png(rgb.resize((width, h), Image.Resampling.LANCZOS))
