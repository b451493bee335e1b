"""What a seat, or a spectator, may see: everything (Nim has no hidden information)."""

from __future__ import annotations

from rules.core import JSON
from rules.nim import engine
from rules.nim.state import NimState

VIEW_FORMAT = "nim-view/1"


def view(state: NimState, seat: int | None) -> JSON:
    """The view of ``seat`` (0-based) or of a spectator (``None``); the same for all."""
    result = engine.score(state) if state.over() else None
    return {
        "format": VIEW_FORMAT,
        "game": "nim",
        "viewer": seat,
        "players_n": state.players_n,
        "variant": state.variant,
        "max_take": state.max_take,
        "start": list(state.start),
        "piles": list(state.piles),
        "objects_left": sum(state.piles),
        "turn": None if state.over() else state.turn,
        "to_act": engine.to_act(state),
        "version": state.version,
        "taken": list(state.taken),
        "moves": [m.to_json() for m in state.moves[-8:]],
        "moves_n": len(state.moves),
        "result": result.to_json() if result else None,
    }


def hidden(state: NimState, viewer: int | None) -> frozenset[str]:
    """Nothing: the piles and every move are public."""
    return frozenset()
