"""Undo within a turn (issue 18): a nation on turn takes back its last action, one at a time,
but never past a point where something hidden was revealed (a card drawn, an event turned
over, a deck's order used), another seat was asked, or another turn began.

The state keeps the *undo point* — its own dump, taken after the last action that was not
safe to take back — and the codes of the safe actions the nation on turn made since. ``undo``
restores the point and applies those actions again but the last, so the result is exactly the
state before the undone action, with the version still increasing (an older prompt stays out
of date). It is an ordinary action: saved in the log and replayed like any other.

A game whose seats never take an action back (the computer players' games and the strong
agent's playouts, issue 31) takes no points (:func:`without_points`): the same game, the same
legal actions, less work.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from rules.core import Event
from rules.tta.state import (
    NO_POINT,
    POINT_HERE,
    TtaState,
    encode,
    load,
    point_text,
    point_tree,
    take_point,
)

UNDO = "undo"
# Actions of a turn that reveal nothing and ask nobody (from the civil hand, the row and the
# nation's own board: all public); any other action sets a new undo point.
SAFE_KINDS: frozenset[str] = frozenset(
    {"take", "pop", "build", "upg", "dest", "wonder", "play", "rev", "barb"}
)


def _sizes(state: TtaState) -> tuple[Any, ...]:
    """What revealing a hidden card changes: the size of every face-down pile."""
    return (
        tuple(map(len, state.civil_decks.values())),
        tuple(map(len, state.military_decks.values())),
        tuple(map(len, state.military_discards.values())),
        len(state.events),
        len(state.current_events),
        len(state.future_events),
    )


def before(state: TtaState) -> tuple[Any, ...]:
    """What :func:`note` compares after an action: the random generator and the piles."""
    return (state.rng.state, _sizes(state))


def point(state: TtaState) -> str:
    """The state's dump without its own undo history (so points never nest)."""
    return encode(point_tree(state))


def open_to(state: TtaState) -> int:
    """The seat whose actions can be taken back from here: the nation on turn in its action
    step with nothing pending, else nobody (-1)."""
    if state.pending or state.phase != "actions":
        return -1
    return state.current


def note(
    state: TtaState, seat: int, kind: str, code: str, was: tuple[Any, ...], events: list[Event]
) -> None:
    """After an action: remember it if it can be taken back, else set a new undo point.
    ``was``: :func:`before` of the state before the action (read for a safe kind only)."""
    safe = (
        kind in SAFE_KINDS
        and seat == state.undo_seat == open_to(state)
        and before(state) == was
        and all(e.private_to is None for e in events)
    )
    if safe:
        state.undo_actions.append(code)
        return
    reset(state)


def reset(state: TtaState) -> None:
    """A new undo point here: nothing before it can be taken back (also the game's start)."""
    state.undo_seat = open_to(state)
    state.undo_actions = []
    # Taken when first needed (issue 31): before the next action that could leave it
    # standing (:func:`keep`) or when the state is dumped. Nothing is pending here (open_to),
    # so the tree taken then shares nothing that changes later.
    state.undo_point = "" if state.undo_seat < 0 else POINT_HERE


def keep(state: TtaState, kind: str) -> None:
    """Before an action of ``kind`` (nothing changed yet): a point not taken yet is taken now
    if the action may leave it standing (a safe kind, whose code :func:`note` may add after
    it, or an undo). After any other action :func:`note` sets a new point, so this one would
    never be read. A simulation whose seats never take an action back (``takes_points``
    False: the computer players' games and playouts) leaves :data:`NO_POINT` instead."""
    if state.undo_point is POINT_HERE and (kind in SAFE_KINDS or kind == UNDO):
        if state.takes_points:
            take_point(state)
        else:
            state.undo_point = NO_POINT


def without_points(state: TtaState) -> TtaState:
    """``state``, from now on a simulation whose seats never take an action back: no undo
    point is taken (the legal actions, the game and every dump at a step with no point
    standing are unchanged; reading a point, by an undo or a dump mid-turn, raises)."""
    state.takes_points = False
    return state


def allowed(state: TtaState, seat: int) -> bool:
    return bool(state.undo_actions) and seat == state.undo_seat == open_to(state)


def undo(state: TtaState, seat: int, replay: Any) -> list[Event]:
    """Take back the last action of ``seat``: restore the point, replay the rest. ``replay(s,
    code)`` applies one code to a state (the engine's apply)."""
    actions = list(state.undo_actions)
    undone = actions.pop()
    version = state.version + 1
    applied = state.actions_applied + 1
    restored = load(point_text(state.undo_point, state))
    restored.undo_point, restored.undo_seat = state.undo_point, seat
    for code in actions:
        replay(restored, code)
    for f in fields(TtaState):
        setattr(state, f.name, getattr(restored, f.name))
    state.version = version
    state.actions_applied = applied
    state.wait_since = version
    return [Event("undo", seat, {"code": undone})]
