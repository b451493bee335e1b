"""Nim's classic theory as a player, reading only its seat's view.

- Normal play: move to a position whose nim-sum (the XOR of the piles, or of the piles modulo
  ``max_take + 1`` when a move is limited) is 0; from a nim-sum of 0 no such move exists, so
  take one object from the largest pile and wait for a mistake.
- Misère without a limit: play as in normal play until the move would leave no pile of two or
  more; then leave an odd number of piles of one object (the opponent takes the last).
- Misère with a limit has no such short rule: the agent solves the position exactly (at most a
  few thousand positions of six piles of up to nine objects).

The theory is for two players; with more, the agent plays as if only the next seat answered,
which is a fair rule of thumb but no guarantee.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from rules.core import Rng
from rules.nim import views
from rules.nim.engine import Action, nim_sum
from rules.nim.state import NimState


def moves(piles: list[int], max_take: int) -> list[Action]:
    return [
        Action(i, count)
        for i, size in enumerate(piles)
        for count in range(1, (min(size, max_take) if max_take else size) + 1)
    ]


def after(piles: list[int], move: Action) -> list[int]:
    out = list(piles)
    out[move.pile] -= move.count
    return out


@cache
def mover_wins(piles: tuple[int, ...], max_take: int, misere: bool) -> bool:
    """Does the player to move win this two-player position against perfect play? (``piles``
    sorted, so that equal positions share one entry.)"""
    if not any(piles):
        return misere  # the other player took the last object
    for move in moves(list(piles), max_take):
        if not mover_wins(tuple(sorted(after(list(piles), move))), max_take, misere):
            return True
    return False


def winning_moves(piles: list[int], max_take: int, misere: bool) -> list[Action]:
    """The moves that leave the opponent a lost two-player position (by the theory above)."""
    options = moves(piles, max_take)
    if misere and max_take:
        return [
            m
            for m in options
            if not mover_wins(tuple(sorted(after(piles, m))), max_take, misere=True)
        ]
    if misere:
        big = [i for i, size in enumerate(piles) if size >= 2]
        if len(big) == 1:
            # The last big pile: leave an odd number of single objects.
            ones = sum(1 for size in piles if size == 1)
            keep = 0 if ones % 2 == 1 else 1
            return [Action(big[0], piles[big[0]] - keep)]
        if not big:
            # Only single objects: win when their number is even (take one, leave an odd one).
            singles = [i for i, size in enumerate(piles) if size == 1]
            return [Action(i, 1) for i in singles] if len(singles) % 2 == 0 else []
    return [m for m in options if nim_sum(after(piles, m), max_take) == 0]


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: NimState, seat: int) -> Action:
        view = views.view(state, seat)
        if seat not in view["to_act"]:
            raise ValueError(f"seat {seat} has nothing to decide")
        return self.pick(view)

    def pick(self, view: Mapping[str, Any]) -> Action:
        piles = [int(p) for p in view["piles"]]
        max_take = int(view["max_take"])
        good = winning_moves(piles, max_take, view["variant"] == "misere")
        if good:
            return self.rng.choice(good)
        # A lost position: take one from the largest pile, keeping the game long.
        largest = max(range(len(piles)), key=lambda i: (piles[i], -i))
        return Action(largest, 1)
