"""A rule-of-thumb player: bids in proportion to the prize's value and its coins, keeps big
prizes and cashes small ones when short of coins. It reads only its seat's view."""

from __future__ import annotations

from rules.bids import views
from rules.bids.actions import Action
from rules.bids.agents import policy
from rules.bids.state import BidsState
from rules.core import Rng


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: BidsState, seat: int) -> Action:
        view = views.view(state, seat)
        if seat not in view["to_act"]:
            raise ValueError(f"seat {seat} has nothing to decide")
        coins = policy.coins_of(view)[seat]
        points = int(view["prize"]["points"])
        after = policy.rounds_after(view)
        if view["step"] == "bid":
            future = policy.future_value(policy.unseen_values(view), after)
            return Action("bid", policy.bid(points, coins, future, self.rng.below(3) - 1))
        keep = policy.keeps(points, coins, int(view["start_coins"]), after)
        return Action("keep" if keep else "cash")
