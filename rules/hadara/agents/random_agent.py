"""The uniformly random legal agent: a baseline and a fuzzer for the engine."""

from __future__ import annotations

from rules.core import Rng
from rules.hadara import engine
from rules.hadara.actions import Action
from rules.hadara.state import HadaraState


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: HadaraState, seat: int) -> Action:
        return self.rng.choice(engine.legal_actions(state, seat))
