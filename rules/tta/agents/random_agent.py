"""The uniformly random legal agent: a baseline and a fuzzer for the engine."""

from __future__ import annotations

from rules.core import Rng
from rules.tta import catalog, engine
from rules.tta.actions import Action
from rules.tta.state import TtaState


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: TtaState, seat: int) -> Action:
        return self.rng.choice(engine.legal_actions(catalog.load(), state, seat))
