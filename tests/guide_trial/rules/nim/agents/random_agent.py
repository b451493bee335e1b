"""The uniformly random legal agent: a baseline and a fuzzer for the engine."""

from __future__ import annotations

from rules.core import Rng
from rules.nim import engine
from rules.nim.engine import Action
from rules.nim.state import NimState


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: NimState, seat: int) -> Action:
        return self.rng.choice(engine.legal_actions(state, seat))
