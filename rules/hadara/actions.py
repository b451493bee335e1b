"""Hadara actions: small value objects with a compact, stable string codec.

Format (fields separated by ``.``; trailing empty fields dropped)::

    side.A | side.B                      choose the setup side (advanced game, H-2.2)
    wheel.<0-4>                          set the wheel rotation (H-4.5)
    draft.<card>.buy[.<tile>]            keep <card> and buy it, discard the other (H-5.2)
    draft.<card>.sell                    keep <card> and sell it, discard the other
    take.<color>.buy[.<tile>]            take the top card of a pile and buy it (H-6.1)
    take.<color>.sell                    … or sell it
    colony.<level>.plunder|integrate     take the top colony of a level (H-8)
    statue.<index>.up|down.<tile>        carve a statue with a bonus tile (H-9)
    feed.remove.<card>                   remove a card while feeding (H-10.2)
    feed.pay                             pay 2 coins instead of removing a card (P-II-3)
    silver.<tile>                        buy a silver medal with a tile of that colour (H-11.3)
    gold                                 buy a gold medal (H-11.4)
    pass                                 take nothing more in this colony/statue/medal step

<tile> is the colour of a bonus tile (needed when buying the P-I-2 card). The longest code is
about 20 characters, well inside a Discord custom_id.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rules.core import MalformedAction
from rules.hadara.data import COLONY_LEVELS, COLORS, TILE_COLORS

KINDS: tuple[str, ...] = (
    "side",
    "wheel",
    "draft",
    "take",
    "colony",
    "statue",
    "feed",
    "silver",
    "gold",
    "pass",
)
_TILE_SHORT: dict[str, str] = {"yellow": "y", "red": "r", "blue": "b", "green": "g", "purple": "p"}
_SHORT_TILE: dict[str, str] = {v: k for k, v in _TILE_SHORT.items()}


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``target``/``mode``/``tile`` meanings depend on ``kind`` (module doc)."""

    kind: str
    target: str = ""
    mode: str = ""
    tile: str = ""

    def encode(self) -> str:
        return _encode(self)

    @staticmethod
    def decode(text: str) -> Action:
        if not isinstance(text, str) or not text or len(text) > 40:
            raise MalformedAction("empty or overlong action code")
        return _decode(text)

    def __str__(self) -> str:
        return self.encode()


# Actions are immutable and a game uses a few hundred distinct ones, so both directions of the
# codec are memoised (bounded: codes may come from players). A refused code is never cached.
@lru_cache(maxsize=4096)
def _encode(a: Action) -> str:
    parts = [a.kind, a.target, _short(a.mode), _TILE_SHORT.get(a.tile, a.tile)]
    while parts and parts[-1] == "":
        parts.pop()
    return ".".join(parts)


@lru_cache(maxsize=4096)
def _decode(text: str) -> Action:
    parts = text.split(".")
    if len(parts) > 4 or any(p == "" for p in parts):
        raise MalformedAction(f"bad action code {text!r}")
    parts += [""] * (4 - len(parts))
    kind, target, mode, tile = parts
    mode = _LONG.get(mode, mode)
    tile = _SHORT_TILE.get(tile, tile)
    action = Action(kind, target, mode, tile)
    _check_shape(action)
    return action


_SHORTS: dict[str, str] = {
    "buy": "b",
    "sell": "s",
    "plunder": "p",
    "integrate": "i",
    "up": "u",
    "down": "d",
    "remove": "r",
    "pay": "pay",
}
_LONG: dict[str, str] = {v: k for k, v in _SHORTS.items()}


def _short(mode: str) -> str:
    return _SHORTS.get(mode, mode)


def _check_shape(a: Action) -> None:
    """Reject codes that cannot be actions of Hadara at all (never depends on the state)."""
    ok: bool
    if a.kind == "side":
        ok = a.target in ("A", "B") and not a.mode and not a.tile
    elif a.kind == "wheel":
        ok = a.target in ("0", "1", "2", "3", "4") and not a.mode and not a.tile
    elif a.kind == "draft":
        ok = (
            _is_card_id(a.target)
            and a.mode in ("buy", "sell")
            and (a.tile == "" or (a.mode == "buy" and a.tile in TILE_COLORS))
        )
    elif a.kind == "take":
        ok = (
            a.target in COLORS
            and a.mode in ("buy", "sell")
            and (a.tile == "" or (a.mode == "buy" and a.tile in TILE_COLORS))
        )
    elif a.kind == "colony":
        ok = a.target in {str(x) for x in COLONY_LEVELS} and a.mode in ("plunder", "integrate")
        ok = ok and not a.tile
    elif a.kind == "statue":
        ok = a.target in ("0", "1", "2", "3") and a.mode in ("up", "down") and a.tile in TILE_COLORS
    elif a.kind == "feed":
        ok = (a.target == "remove" and _is_card_id(a.mode) and not a.tile) or (
            a.target == "pay" and not a.mode and not a.tile
        )
    elif a.kind == "silver":
        ok = a.target in TILE_COLORS and not a.mode and not a.tile
    elif a.kind in ("gold", "pass"):
        ok = not a.target and not a.mode and not a.tile
    else:
        ok = False
    if not ok:
        raise MalformedAction(f"not a Hadara action: {a.kind}.{a.target}.{a.mode}.{a.tile}")


def _is_card_id(text: str) -> bool:
    return 3 <= len(text) <= 8 and text.isalnum() and text.isascii()


# Convenience constructors, so callers never build codes by hand.
def side(which: str) -> Action:
    return Action("side", which)


def wheel(rotation: int) -> Action:
    return Action("wheel", str(rotation))


def draft(card: str, buy: bool, tile: str = "") -> Action:
    return Action("draft", card, "buy" if buy else "sell", tile)


def take(color: str, buy: bool, tile: str = "") -> Action:
    return Action("take", color, "buy" if buy else "sell", tile)


def colony(level: int, integrate: bool) -> Action:
    return Action("colony", str(level), "integrate" if integrate else "plunder")


def statue(index: int, tile: str, face_up: bool) -> Action:
    return Action("statue", str(index), "up" if face_up else "down", tile)


def feed_remove(card: str) -> Action:
    return Action("feed", "remove", card)


FEED_PAY = Action("feed", "pay")
GOLD = Action("gold")
PASS = Action("pass")


def silver(tile: str) -> Action:
    return Action("silver", tile)
