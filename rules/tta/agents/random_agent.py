"""The uniformly random legal agent: a baseline and a fuzzer for the engine.

It never resigns, never starts a force over and never takes an action back (``resign``,
``reset`` and ``undo`` would only cut games short or make them loop); among the other legal
actions it picks uniformly.
"""

from __future__ import annotations

from rules.core import Rng
from rules.tta import catalog, engine
from rules.tta.actions import Action
from rules.tta.state import TtaState

SKIPPED: frozenset[str] = frozenset({"resign", "reset", "undo"})


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: TtaState, seat: int) -> Action:
        actions = engine.legal_actions(catalog.of_state(state), state, seat)
        usable = [a for a in actions if a.kind not in SKIPPED] or actions
        return self.rng.choice(usable)
