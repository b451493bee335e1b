"""Hadara (Benjamin Schwer, 2019) for 2–5 players: rules, data, views, agents."""

from rules.hadara.actions import Action
from rules.hadara.game import GAME, Hadara
from rules.hadara.state import HadaraState

__all__ = ["GAME", "Action", "Hadara", "HadaraState"]
