"""The uniformly random legal agent (:class:`rules.tools.agents.RandomAgent`)."""

from __future__ import annotations

from rules.bids import engine
from rules.bids.actions import Action
from rules.bids.state import BidsState
from rules.tools import agents


class RandomAgent(agents.RandomAgent[BidsState, Action]):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(engine.legal_actions, seed)
