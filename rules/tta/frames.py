"""Pending decisions (T-22 #19): the stack of frames and the handlers of every frame kind.

A frame asks one seat — often not the one on turn — to decide before play goes on: an event's
question, a bid, a defence, a pact answer, a choice of target, a discard. Each kind has a
handler with two functions over the same state:

* ``choices(cat, state, frame)``: the action codes the seat may answer with now (computed
  from the state, so that what is offered and what is accepted cannot disagree);
* ``answer(cat, state, frame, code, events)``: apply one of them. The handler removes its frame
  (:func:`finish`) when the decision is complete; a frame that gathers several steps (units to
  sacrifice, cards to discard) stays on the stack until its last step.

Modules register their kinds at import (:func:`register`); :mod:`rules.tta.engine` imports them
all. Frames a handler pushes go on top, so a decision raised while answering another is taken
first, and a batch pushed with :func:`push` is answered in list order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.core import Event
from rules.tta.catalog import Catalog
from rules.tta.state import Frame, TtaState

ChoicesFn = Callable[[Catalog, TtaState, Frame], list[str]]
AnswerFn = Callable[[Catalog, TtaState, Frame, str, list[Event]], None]


@dataclass(frozen=True, slots=True)
class Handler:
    choices: ChoicesFn
    answer: AnswerFn
    # The seat's answers reveal its military hand (bonus cards, discards): the host prompts
    # it in private (Decision.secret).
    secret: Callable[[Frame], bool] = lambda frame: False


HANDLERS: dict[str, Handler] = {}


def register(kind: str, handler: Handler) -> None:
    HANDLERS[kind] = handler


def push(state: TtaState, frames: list[Frame]) -> None:
    """Push frames so that the first of ``frames`` is answered first."""
    for frame in reversed(frames):
        state.frames_pushed += 1
        frame.serial = state.frames_pushed
        frame.since = state.version
        state.pending.append(frame)


def push_one(state: TtaState, frame: Frame) -> None:
    push(state, [frame])


def finish(state: TtaState, frame: Frame) -> None:
    """Remove ``frame`` from the stack (wherever it is: handlers may have pushed above it)."""
    for i in range(len(state.pending) - 1, -1, -1):
        if state.pending[i] is frame:
            del state.pending[i]
            return


def choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    return HANDLERS[frame.kind].choices(cat, state, frame)


def answer(cat: Catalog, state: TtaState, frame: Frame, code: str, events: list[Event]) -> None:
    HANDLERS[frame.kind].answer(cat, state, frame, code, events)


def is_secret(frame: Frame) -> bool:
    handler = HANDLERS.get(frame.kind)
    return handler is not None and handler.secret(frame)
