"""The uniformly random legal agent: a baseline and a fuzzer for the engine.

It never resigns, never starts a force over and never takes an action back (``resign``,
``reset`` and ``undo`` would only cut games short or make them loop); among the other legal
actions it picks uniformly (:class:`rules.tools.agents.RandomAgent`).
"""

from __future__ import annotations

from rules.tools import agents
from rules.tta import catalog, engine
from rules.tta.actions import Action
from rules.tta.state import TtaState

SKIPPED: frozenset[str] = frozenset({"resign", "reset", "undo"})


def usable(state: TtaState, seat: int) -> list[Action]:
    """The legal actions of ``seat`` but the skipped kinds (all of them when only those are)."""
    actions = engine.legal_actions(catalog.of_state(state), state, seat)
    return [a for a in actions if a.kind not in SKIPPED] or actions


class RandomAgent(agents.RandomAgent[TtaState, Action]):
    takes_back = False  # never plays ``undo`` (SKIPPED; see :func:`rules.tta.playout.play`)

    def __init__(self, seed: int = 0) -> None:
        super().__init__(usable, seed)
