"""What a player missed since its previous move, in a few lines (issue 29).

:func:`recap` condenses the stored events (``Event.to_json()``) since a player's previous move
into at most :data:`rules.core.RECAP_LINES` translatable lines (ids ``recap-…`` of Hadara's
catalogue): a new epoch first, then one line per other player in turn order from the viewer —
the cards it gained (bought or taken from a discard pile), counted by colour and named, the
cards it sold (how many: a card sold in phase A stays secret, H-14.3), colonies plundered or
integrated with their points, statues carved, silver and gold medals bought, and how many
cards it removed when feeding.

Only events the viewer may see are read (another seat's private event — its draw, its secret
choice, the card it sold unseen — is dropped, the log's rule), and nothing is named that the
events do not show face up: a card discarded to a pile is not named (the next one covers it,
H-14.4), nor a colony plundered (its reverse stays hidden, H-14.5).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import Msg, Seat, capped, visible_stored
from rules.hadara.data import COLORS
from rules.hadara.describe import ROMAN, _color_of

# Card names one list shows before "+N".
LIST_NAMES = 3
Stored = Mapping[str, Any]


def recap(events: Sequence[Stored], viewer: int, players: int) -> list[Msg]:
    """The recap of ``events`` (since ``viewer``'s previous move) for ``viewer``."""
    seen = visible_stored(events, viewer)
    lines: list[Msg] = []
    for e in seen:
        if e.get("kind") == "epoch":
            epoch = _int(e, "epoch")
            lines.append(Msg.of("recap-epoch", epoch=ROMAN.get(epoch, str(epoch))))
    others = [(viewer + k) % players for k in range(1, players)]
    done = {seat: _Player() for seat in others}
    for e in seen:
        seat = e.get("seat")
        if isinstance(seat, int) and seat in done:
            done[seat].add(e)
    for seat in others:
        parts = done[seat].parts()
        if parts:
            lines.append(Msg.of("recap-player", player=Seat(seat), parts=_joined(parts)))
    return capped(lines, lambda n: Msg.of("recap-more", count=n))


def _data(event: Stored) -> Mapping[str, Any]:
    data = event.get("data")
    return data if isinstance(data, Mapping) else {}


def _int(event: Stored, key: str) -> int:
    value = _data(event).get(key, 0)
    return int(value) if isinstance(value, (int, float)) else 0


def _str(event: Stored, key: str) -> str:
    return str(_data(event).get(key, ""))


def _names(card_ids: Sequence[str]) -> tuple[Msg, ...]:
    """Card names (each once, "×2" when repeated), at most :data:`LIST_NAMES`, then "+N"."""
    counts: dict[str, int] = {}
    for card in card_ids:
        counts[card] = counts.get(card, 0) + 1
    shown = [
        Msg.of(f"card-{c}") if n == 1 else Msg.of("recap-times", card=Msg.of(f"card-{c}"), count=n)
        for c, n in counts.items()
    ]
    if len(shown) <= LIST_NAMES:
        return tuple(shown)
    rest = len(shown) - LIST_NAMES + 1
    return (*shown[: LIST_NAMES - 1], Msg.of("recap-plus", count=rest))


@dataclass
class _Player:
    """What one player did, gathered from its events."""

    gained: list[str] = field(default_factory=list)
    sold: int = 0
    colonies: list[Msg] = field(default_factory=list)
    statues: list[int] = field(default_factory=list)
    silver: int = 0
    gold: int = 0
    removed: int = 0

    def add(self, e: Stored) -> None:
        kind = e.get("kind")
        if kind in ("buy", "take"):
            self.gained.append(_str(e, "card"))
        elif kind == "sell":
            self.sold += 1
        elif kind == "colony":
            points = _int(e, "points")
            if _str(e, "mode") == "integrate":
                name = Msg.of(f"colony-{_str(e, 'colony')}")
                self.colonies.append(
                    Msg.of(
                        "recap-colony-integrate", colony=name, level=_int(e, "level"), points=points
                    )
                )
            else:
                self.colonies.append(
                    Msg.of("recap-colony-plunder", level=_int(e, "level"), points=points)
                )
        elif kind == "statue":
            self.statues.append(_int(e, "statue") + 1)
        elif kind == "silver":
            self.silver += 1
        elif kind == "gold":
            self.gold += 1
        elif kind == "feed_remove":
            self.removed += 1

    def parts(self) -> list[Msg]:
        parts: list[Msg] = []
        if self.gained:
            counts = {c: 0 for c in COLORS}
            for card in self.gained:
                color = _color_of(card)
                if color in counts:
                    counts[color] += 1
            colors = tuple(Msg.of("recap-color", color=c, count=n) for c, n in counts.items() if n)
            parts.append(Msg.of("recap-cards", colors=colors, cards=_names(self.gained)))
        if self.sold:
            parts.append(Msg.of("recap-sold", count=self.sold))
        parts.extend(self.colonies)
        if self.statues:
            parts.append(
                Msg.of(
                    "recap-statues",
                    count=len(self.statues),
                    statues=", ".join(str(s) for s in self.statues),
                )
            )
        if self.silver:
            parts.append(Msg.of("recap-silver", count=self.silver))
        if self.gold:
            parts.append(Msg.of("recap-gold", count=self.gold))
        if self.removed:
            parts.append(Msg.of("recap-removed", count=self.removed))
        return parts


def _joined(parts: list[Msg]) -> Msg:
    """``parts`` as one message, "a; b; c" (a list would read "a, b, c", which mixes with the
    lists inside the parts)."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Msg.of("recap-join", first=part, rest=out)
    return out
