"""What a seat, or a spectator, may see — the only door out of the rules core.

Public: the current prize, every seat's coins and kept prizes, who has bid this round (not how
much), every revealed auction. Private to its owner: a seat's own sealed bid of the current
round. Never shown: the order and contents of the prize deck (only its size).

:func:`hidden` names what a viewer may not see, as the strings would appear in views and event
data: the ids of the prizes still in the deck, and ``sealed-<seat>-<amount>`` for every other
seat's pending bid. The owner's view carries its own token (``"sealed"``), so that a leak of a
bid into another seat's view would show up as that exact string.
"""

from __future__ import annotations

from rules.bids import engine
from rules.bids.state import Auction, BidsState, prize_value
from rules.core import JSON

VIEW_FORMAT = "bids-view/1"


def _prize(prize: str) -> JSON:
    return {"id": prize, "points": prize_value(prize)}


def _auction(auction: Auction) -> JSON:
    return {**auction.to_json(), "points": prize_value(auction.prize)}


def view(state: BidsState, seat: int | None) -> JSON:
    """The view of ``seat`` (0-based) or of a spectator (``None``)."""
    to_act = engine.to_act(state)
    players: list[JSON] = []
    for s in range(state.players_n):
        cats = engine.categories(state, s)
        entry: JSON = {
            "seat": s,
            "coins": state.coins[s],
            "kept": [_prize(p) for p in state.kept[s]],
            "score": cats,
            "total": sum(cats.values()),
            "has_bid": state.step == "bid" and state.bids[s] is not None,
            "to_act": s in to_act,
        }
        bid = state.bids[s] if state.step == "bid" else None
        if s == seat and bid is not None:
            entry["bid"] = bid
            entry["sealed"] = engine.sealed_token(s, bid)
        players.append(entry)
    current = state.current()
    out: JSON = {
        "format": VIEW_FORMAT,
        "game": "bids",
        "viewer": seat,
        "players_n": state.players_n,
        "variant": state.variant,
        "start_coins": state.start_coins,
        "rounds": state.rounds,
        "round": state.round,
        "step": state.step,
        "lead": state.lead(),
        "prize": _prize(state.prize) if state.prize else None,
        "deck_left": len(state.deck),
        "to_act": to_act,
        "version": state.version,
        "players": players,
        # The auction being claimed (its bids are already public), else None.
        "auction": _auction(current) if state.step == "claim" and current else None,
        "history": [_auction(a) for a in state.history],
        "result": engine.score(state).to_json() if engine.is_over(state) else None,
    }
    return out


def hidden(state: BidsState, viewer: int | None) -> frozenset[str]:
    out = set(state.deck)
    if state.step == "bid":
        for s, bid in enumerate(state.bids):
            if bid is not None and s != viewer:
                out.add(engine.sealed_token(s, bid))
    return frozenset(out)
