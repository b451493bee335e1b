"""The heuristic's rules of thumb as plain functions, shared by the heuristic agent and the
strong agent's fast playouts (so the playouts play exactly as the heuristic would)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rules.bids.engine import COINS_PER_POINT
from rules.bids.state import PRIZES, prize_value

# A prize worth at most this many points is cashed when its winner is short of coins.
SMALL_PRIZE = 4


def future_value(unseen: Sequence[int], rounds_after: int) -> float:
    """The points the later rounds are expected to bring: the mean unseen prize per round."""
    if not unseen or rounds_after <= 0:
        return 0.0
    return sum(unseen) / len(unseen) * rounds_after


def bid(points: int, coins: int, future: float, jitter: int = 0) -> int:
    """Bid the prize's share of the points still to come, out of the coins in hand (plus a
    jitter of a coin either way, so the bid is not fully predictable), and never more coins
    than the prize is worth in points (a coin is worth 1/3 point at the end)."""
    share = points / (points + future)
    amount = round(coins * share) + jitter
    return max(0, min(coins, COINS_PER_POINT * points, amount))


def keeps(points: int, coins: int, start_coins: int, rounds_after: int) -> bool:
    """Keep big prizes; cash small ones when short of coins with auctions still to come."""
    if rounds_after <= 0:
        return True  # points now beat coins that can no longer buy anything
    return not (points <= SMALL_PRIZE and coins < start_coins // 2)


def unseen_values(view: Mapping[str, Any]) -> list[int]:
    """Values of the prizes the view has not shown (the deck, of which some never come up)."""
    shown = {a["prize"] for a in view["history"]}
    if view["prize"]:
        shown.add(view["prize"]["id"])
    return sorted(prize_value(p) for p in PRIZES if p not in shown)


def rounds_after(view: Mapping[str, Any]) -> int:
    return int(view["rounds"]) - int(view["round"])


def coins_of(view: Mapping[str, Any]) -> list[int]:
    return [int(p["coins"]) for p in view["players"]]


def heuristic_bids(view: Mapping[str, Any], seats: Iterable[int]) -> dict[int, int]:
    """The heuristic's bid (without jitter) of each of ``seats`` in the viewed round."""
    points = int(view["prize"]["points"])
    future = future_value(unseen_values(view), rounds_after(view))
    coins = coins_of(view)
    return {s: bid(points, coins[s], future) for s in seats}
