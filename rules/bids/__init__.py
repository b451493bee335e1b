"""Sealed Bids: a small auction game for 2–4 players (the hosting contract's toy game).

Each round a prize worth 1–10 points is revealed and every player bids for it in secret; the
highest bid wins and pays (its own bid, or the second-highest in the second-price variant),
then keeps the prize for points or cashes it for coins. Score: prize points + coins // 3.
"""

from rules.bids.actions import Action
from rules.bids.game import GAME, Bids
from rules.bids.state import BidsState

__all__ = ["GAME", "Action", "Bids", "BidsState"]
