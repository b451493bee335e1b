"""Through the Ages: A Story of Civilization (original 2006 edition): rules and card data.

The rules core plays the simple game (M1); the advanced and full games build on the same
state, pending-decision stack and options table. Entry points: :data:`GAME` (the hosting
contract of :mod:`rules.core`), ``python -m rules.tta`` (simulate, bench, soak, replay,
validate-data).
"""

from rules.tta.actions import Action
from rules.tta.game import GAME, Tta
from rules.tta.state import TtaState

__all__ = ["GAME", "Action", "Tta", "TtaState"]
