"""The uniformly random legal agent (:class:`rules.tools.agents.RandomAgent`)."""

from __future__ import annotations

from rules.nim import engine
from rules.nim.engine import Action
from rules.nim.state import NimState
from rules.tools import agents


class RandomAgent(agents.RandomAgent[NimState, Action]):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(engine.legal_actions, seed)
