"""A strong player: determinized Monte Carlo search with fast heuristic playouts.

For each decision with more than one legal action the agent

1. picks candidate actions: every bid when there are few, else 0, all-in, the heuristic's own
   bid, the bids just around what each other seat's heuristic would bid, and evenly spaced
   amounts in between; for a claim, keep and cash;
2. repeatedly *determinizes* what its seat's view does not show: the order of the unseen prizes
   (which of them come up, and when) and the sealed bids of the other seats this round, drawn
   from the heuristic's bidding rule with its jitter;
3. plays every candidate from the same determinization to the end (common random numbers make
   the comparison sharp) with the heuristic's rules for every seat, on a bare list-based copy of
   the game that is many times faster than the engine, and scores the outcome: 1 for a win
   (shared: split), plus a small bonus per point of lead over the best other seat.

The best mean wins; ties go to the smaller bid (or to keeping). The agent reads only
:func:`rules.bids.views.view`, so states that differ only in hidden information give the same
decision. Budget: ``iterations`` (determinizations per decision, repeatable: tests) or
``time_budget`` (seconds of wall clock; the default when neither is given).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.bids import engine, views
from rules.bids.actions import Action
from rules.bids.agents import policy
from rules.bids.state import BidsState
from rules.core import Rng
from rules.tools.agents import SearchAgent

DEFAULT_TIME_BUDGET = 0.2  # seconds per decision
DEFAULT_MAX_CANDIDATES = 16
MARGIN_WEIGHT = 0.02  # outcome bonus per point of lead over the best other seat


@dataclass(frozen=True, slots=True)
class Root:
    """The decision's position as the seat sees it (all public, plus its own coins)."""

    seat: int
    step: str
    n: int
    variant: str
    start_coins: int
    rounds: int
    round: int
    points: int  # the current prize's value
    coins: tuple[int, ...]
    kept: tuple[int, ...]  # kept prize points per seat
    unseen: tuple[int, ...]  # values of the prizes not shown yet (the deck's contents)

    @staticmethod
    def from_view(view: Mapping[str, Any], seat: int) -> Root:
        return Root(
            seat=seat,
            step=str(view["step"]),
            n=int(view["players_n"]),
            variant=str(view["variant"]),
            start_coins=int(view["start_coins"]),
            rounds=int(view["rounds"]),
            round=int(view["round"]),
            points=int(view["prize"]["points"]),
            coins=tuple(policy.coins_of(view)),
            kept=tuple(int(p["score"]["prizes"]) for p in view["players"]),
            unseen=tuple(policy.unseen_values(view)),
        )


def _claim(coins: list[int], kept: list[int], winner: int, points: int, keep: bool) -> None:
    if keep:
        kept[winner] += points
    else:
        coins[winner] += points


def finish(root: Root, coins: list[int], kept: list[int], deck: list[int], rng: Rng) -> None:
    """Play the rounds after ``root.round`` with the heuristic's rules for every seat (in place).

    ``deck`` is a determinized order of the unseen prizes; round k takes the next one.
    """
    n = root.n
    rounds = root.rounds
    second = root.variant == "second_price"
    start = root.start_coins
    top = 0
    for round_ in range(root.round + 1, rounds + 1):
        points = deck[top]
        top += 1
        rest = deck[top:]
        after = rounds - round_
        future = sum(rest) / len(rest) * after if rest and after else 0.0
        bids = [policy.bid(points, coins[s], future, rng.below(3) - 1) for s in range(n)]
        high = max(bids)
        if high == 0:
            continue
        lead = (round_ - 1) % n
        winner = next((lead + i) % n for i in range(n) if bids[(lead + i) % n] == high)
        coins[winner] -= sorted(bids)[-2] if second else high
        _claim(coins, kept, winner, points, policy.keeps(points, coins[winner], start, after))


def outcome(seat: int, coins: list[int], kept: list[int]) -> float:
    totals = [k + c // engine.COINS_PER_POINT for k, c in zip(kept, coins, strict=True)]
    keys = [(t, c) for t, c in zip(totals, coins, strict=True)]
    best = max(keys)
    win = 1.0 / keys.count(best) if keys[seat] == best else 0.0
    others = max(t for s, t in enumerate(totals) if s != seat)
    return win + MARGIN_WEIGHT * (totals[seat] - others)


def bid_candidates(root: Root, max_candidates: int) -> list[int]:
    coins = root.coins[root.seat]
    if coins + 1 <= max_candidates:
        return list(range(coins + 1))
    future = policy.future_value(root.unseen, root.rounds - root.round)
    chosen = {0, coins, min(coins, engine.COINS_PER_POINT * root.points)}
    chosen.add(policy.bid(root.points, coins, future))
    for s in range(root.n):
        if s != root.seat:
            guess = policy.bid(root.points, root.coins[s], future)
            # Beating a bid by one coin (or matching it when ahead in turn order) is what counts.
            chosen.update(x for x in range(guess - 1, guess + 3) if 0 <= x <= coins)
    spacing = coins / (max_candidates - 1)
    for i in range(max_candidates):
        if len(chosen) >= max_candidates:
            break
        chosen.add(round(i * spacing))
    return sorted(chosen)


class StrongAgent(SearchAgent):
    default_time_budget = DEFAULT_TIME_BUDGET

    def __init__(
        self,
        seed: int = 0,
        *,
        time_budget: float | None = None,
        iterations: int | None = None,
        max_candidates: int = DEFAULT_MAX_CANDIDATES,
    ) -> None:
        super().__init__(seed, iterations=iterations, time_budget=time_budget)
        if max_candidates < 2:
            raise ValueError("max_candidates must be at least 2")
        self.rng = Rng(seed)
        self.max_candidates = max_candidates
        self.last_values: dict[str, float] = {}  # mean outcome per candidate code (for tests)

    def choose(self, state: BidsState, seat: int) -> Action:
        view = views.view(state, seat)
        if seat not in view["to_act"]:
            raise ValueError(f"seat {seat} has nothing to decide")
        root = Root.from_view(view, seat)
        if root.step == "bid":
            candidates = [Action("bid", b) for b in bid_candidates(root, self.max_candidates)]
        else:
            candidates = [Action("keep"), Action("cash")]
        if len(candidates) == 1:
            return candidates[0]
        totals = [0.0] * len(candidates)
        done = 0
        deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
        while True:
            self._iterate(root, candidates, totals)
            done += 1
            if self.iterations is not None:
                if done >= self.iterations:
                    break
            elif deadline is not None and time.perf_counter() >= deadline:
                break
        self.last_values = {a.encode(): v / done for a, v in zip(candidates, totals, strict=True)}
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def _iterate(self, root: Root, candidates: list[Action], totals: list[float]) -> None:
        """One determinization, every candidate played out from it with the same random draws."""
        deck = list(root.unseen)
        self.rng.shuffle(deck)
        seed = self.rng.next_u64()
        others: list[int] = []
        if root.step == "bid":
            future = policy.future_value(root.unseen, root.rounds - root.round)
            others = [
                policy.bid(root.points, root.coins[s], future, self.rng.below(3) - 1)
                for s in range(root.n)
            ]
        after = root.rounds - root.round
        lead = (root.round - 1) % root.n
        order = [(lead + i) % root.n for i in range(root.n)]
        for i, action in enumerate(candidates):
            coins = list(root.coins)
            kept = list(root.kept)
            if action.kind == "bid":
                bids = list(others)
                bids[root.seat] = action.amount
                winner, price = engine.auction_outcome(bids, order, root.variant)
                if winner is not None:
                    coins[winner] -= price
                    keep = policy.keeps(root.points, coins[winner], root.start_coins, after)
                    _claim(coins, kept, winner, root.points, keep)
            else:
                _claim(coins, kept, root.seat, root.points, action.kind == "keep")
            finish(root, coins, kept, deck, Rng(seed))
            totals[i] += outcome(root.seat, coins, kept)
