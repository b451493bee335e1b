"""How Nim's moves and events read: translatable labels, menu groups, log lines.

Message ids start with ``nim-`` (the game's catalogue); piles are numbered from 1 as players
count them. When a seat has more moves than one prompt offers (25), the moves are grouped by
pile: the host offers a choice of pile, then how many objects to take from it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import ActionInfo, Msg, Seat
from rules.nim.engine import Action
from rules.nim.state import NimState

MAX_OPTIONS = 25


def describe(state: NimState, seat: int, actions: Sequence[Action]) -> list[ActionInfo]:
    grouped = len(actions) > MAX_OPTIONS
    out: list[ActionInfo] = []
    for a in actions:
        size = state.piles[a.pile]
        path: tuple[tuple[str, Msg], ...] = ()
        if grouped:
            path = ((f"pile{a.pile + 1}", Msg.of("nim-group-pile", pile=a.pile + 1, size=size)),)
        out.append(
            ActionInfo(
                a.encode(),
                Msg.of("nim-act-take", count=a.count, pile=a.pile + 1),
                path=path,
                # Emptying a pile stands out: it changes the game most.
                style="primary" if a.count == size else "secondary",
            )
        )
    return out


def describe_event(event: Mapping[str, Any]) -> Msg | None:
    """A log line for a stored event (``Event.to_json()``), or None for unknown kinds."""
    kind = str(event.get("kind", ""))
    data: Mapping[str, Any] = event.get("data") or {}
    try:
        player = Seat(int(event["seat"]))
        if kind == "take":
            return Msg.of(
                "nim-log-take",
                player=player,
                count=int(data["count"]),
                pile=int(data["pile"]) + 1,
                left=int(data["left"]),
            )
        if kind == "over":
            variant = "misere" if data.get("variant") == "misere" else "normal"
            return Msg.of(f"nim-log-over-{variant}", player=player)
    except (KeyError, TypeError, ValueError):
        return None  # a damaged stored event gets no line rather than breaking the log
    return None
