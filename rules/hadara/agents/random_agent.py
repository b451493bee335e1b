"""The uniformly random legal agent (:class:`rules.tools.agents.RandomAgent`)."""

from __future__ import annotations

from rules.hadara import engine
from rules.hadara.actions import Action
from rules.hadara.state import HadaraState
from rules.tools import agents


class RandomAgent(agents.RandomAgent[HadaraState, Action]):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(engine.legal_actions, seed)
