"""Nim: 2–4 players take turns removing objects from one of several piles.

On a turn a player takes at least one object, and at most ``max_take`` (0: no limit), from one
pile. Normal play: whoever takes the last object wins. Misère: whoever takes the last object
loses (the others share the win). The pile sizes come from the seed.
"""

from rules.nim.engine import Action
from rules.nim.game import GAME, Nim
from rules.nim.state import NimState

__all__ = ["GAME", "Action", "Nim", "NimState"]
