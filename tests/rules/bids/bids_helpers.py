"""Builders for the Sealed Bids tests (a uniquely named module, importable from every test
module of this directory whatever other conftest.py files pytest loads)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from rules.bids import GAME
from rules.bids.actions import Action
from rules.bids.state import BidsState
from rules.core import Event, Rng


def new(
    players: int = 2,
    variant: str = "first_price",
    seed: int = 1,
    coins: int = 12,
    rounds: int = 5,
) -> BidsState:
    return GAME.new(players, {"variant": variant, "coins": coins, "rounds": rounds}, seed)


def bid(amount: int) -> Action:
    return Action("bid", amount)


KEEP = Action("keep")
CASH = Action("cash")


def bid_all(state: BidsState, *amounts: int) -> list[Event]:
    """Every seat bids (seat order); returns all events."""
    assert state.step == "bid"
    events: list[Event] = []
    for seat, amount in enumerate(amounts):
        events += GAME.apply(state, seat, bid(amount))
    return events


def play_round(state: BidsState, *amounts: int, claim: Action = KEEP) -> None:
    """Bid, and let the winner (if any) claim."""
    bid_all(state, *amounts)
    if state.step == "claim":
        GAME.apply(state, GAME.to_act(state)[0], claim)


def random_step(state: BidsState, rng: Rng) -> tuple[int, Action, list[Event]]:
    seats = GAME.to_act(state)
    seat = rng.choice(seats)
    action = rng.choice(GAME.legal_actions(state, seat))
    return seat, action, GAME.apply(state, seat, action)


def play_random(state: BidsState, seed: int = 0) -> list[tuple[int, str]]:
    rng = Rng(seed)
    log: list[tuple[int, str]] = []
    while not GAME.is_over(state):
        seat, action, _ = random_step(state, rng)
        log.append((seat, action.encode()))
    return log


def strings(value: Any) -> Iterator[str]:
    """Every string in a JSON-like value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from strings(v)


def leaks(value: Any, secrets: frozenset[str]) -> set[str]:
    """Hidden identifiers found in ``value``: as a whole string anywhere in it, or quoted in its
    JSON text (so ``p1`` is not confused with ``p10``, nor ``sealed-1-3`` with ``sealed-1-30``)."""
    found = {s for s in strings(value) if s in secrets}
    text = json.dumps(value, ensure_ascii=False)
    found |= {s for s in secrets if json.dumps(s) in text}
    return found


def refused_without_change(state: BidsState, seat: int, action: Any, **kw: Any) -> str:
    """Apply, expect a refusal, check the state did not change; the refusal's reason."""
    from rules.core import IllegalAction

    before = GAME.dump(state)
    try:
        GAME.apply(state, seat, action, **kw)
    except IllegalAction as exc:
        assert GAME.dump(state) == before
        return exc.reason
    raise AssertionError(f"{action!r} by seat {seat} was applied")
