"""The uniformly random legal agent: a baseline and a fuzzer for the engine."""

from __future__ import annotations

from rules.bids import engine
from rules.bids.actions import Action
from rules.bids.state import BidsState
from rules.core import Rng


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: BidsState, seat: int) -> Action:
        return self.rng.choice(engine.legal_actions(state, seat))
