"""Nim rules: setup, actions and their codes, legal moves, refusals, applying moves, result.

A move takes 1 to ``max_take`` objects (any number when ``max_take`` is 0) from one non-empty
pile; the turn passes to the next seat. The game ends when every pile is empty: in normal play
the player who took the last object wins alone, in misère play that player loses and every
other player wins.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.core import (
    Decision,
    Event,
    GameInfo,
    IllegalAction,
    MalformedAction,
    OptionSpec,
    Result,
    Rng,
    SeatScore,
)
from rules.nim.state import MAX_PILES, MAX_PLAYERS, MAX_SIZE, MIN_PLAYERS, VARIANTS, Move, NimState

DEFAULT_PILES = 3
MIN_SIZE = 2  # objects in a pile at the start, at least
MAX_TAKE = 5  # the largest limit a lobby may set (0 is no limit)

INFO = GameInfo(
    name="nim",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    variants=VARIANTS,
    options=(
        OptionSpec("piles", DEFAULT_PILES, minimum=2, maximum=MAX_PILES),
        OptionSpec("max_take", 0, minimum=0, maximum=MAX_TAKE),
    ),
)

_CODE = re.compile(r"p([0-9])\.([1-9])")


@dataclass(frozen=True, slots=True)
class Action:
    """Take ``count`` objects from pile ``pile`` (0-based). Code ``p<pile>.<count>``."""

    pile: int
    count: int

    def encode(self) -> str:
        return f"p{self.pile}.{self.count}"

    @staticmethod
    def decode(text: str) -> Action:
        if not isinstance(text, str):
            raise MalformedAction("an action code is a string")
        match = _CODE.fullmatch(text)
        if match is None:
            raise MalformedAction(f"not a Nim action: {text[:40]!r}")
        return Action(int(match.group(1)), int(match.group(2)))

    def well_formed(self) -> bool:
        return (
            type(self.pile) is int
            and type(self.count) is int
            and 0 <= self.pile <= 9
            and 1 <= self.count <= 9
        )

    def __str__(self) -> str:
        return self.encode()


def new_game(
    players: int, variant: str, seed: int, piles: int = DEFAULT_PILES, max_take: int = 0
) -> NimState:
    """A new game; ``piles`` sizes of 2–9 objects each are drawn from ``seed``."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Nim needs {MIN_PLAYERS}–{MAX_PLAYERS} players, not {players}")
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    if not 2 <= piles <= MAX_PILES or not 0 <= max_take <= MAX_TAKE:
        raise ValueError(f"piles 2–{MAX_PILES} and max_take 0–{MAX_TAKE}, not {piles}, {max_take}")
    rng = Rng(seed)
    sizes = [MIN_SIZE + rng.below(MAX_SIZE - MIN_SIZE + 1) for _ in range(piles)]
    return NimState(
        players_n=players,
        variant=variant,
        max_take=max_take,
        seed=seed,
        rng=rng,
        start=list(sizes),
        piles=sizes,
        taken=[0] * players,
    )


def limit(state: NimState, pile: int) -> int:
    """The most objects a move may take from ``pile`` now."""
    size = state.piles[pile]
    return min(size, state.max_take) if state.max_take else size


def is_over(state: NimState) -> bool:
    return state.over()


def to_act(state: NimState) -> list[int]:
    return [] if state.over() else [state.turn]


def decision(state: NimState) -> Decision | None:
    if state.over():
        return None
    seat = state.turn
    # Every move is a new decision: only the prompt of the current version counts.
    return Decision(key=f"move.{state.version}", seats=(seat,), since=((seat, state.version),))


def legal_actions(state: NimState, seat: int) -> list[Action]:
    if state.over() or seat != state.turn:
        return []
    return [
        Action(pile, count)
        for pile in range(len(state.piles))
        for count in range(1, limit(state, pile) + 1)
    ]


def check(state: NimState, seat: int, a: Action) -> IllegalAction | None:
    """Why ``seat`` may not play ``a`` now, or None if it may."""
    if not isinstance(a, Action) or not a.well_formed():
        return MalformedAction(f"not a Nim action: {a!r}")
    if state.over():
        return IllegalAction("game_over")
    if seat != state.turn:
        return IllegalAction("not_your_turn", f"seat {state.turn} moves, not {seat}")
    if a.pile >= len(state.piles):
        return IllegalAction("unknown_target", f"no pile {a.pile}")
    if state.piles[a.pile] == 0:
        return IllegalAction("pile_empty", f"pile {a.pile} is empty")
    if state.max_take and a.count > state.max_take:
        return IllegalAction("limit_reached", f"at most {state.max_take}", limit=state.max_take)
    if a.count > state.piles[a.pile]:
        return IllegalAction(
            "pile_empty", f"pile {a.pile} has {state.piles[a.pile]}", have=state.piles[a.pile]
        )
    return None


def apply(
    state: NimState, seat: int, a: Action, expected_version: int | None = None
) -> list[Event]:
    """Apply ``seat``'s move and return the events; on a refusal nothing changes."""
    if expected_version is not None and expected_version != state.version and not state.over():
        raise IllegalAction(
            "stale_version",
            f"prompt of version {expected_version}, now {state.version}",
            current=state.version,
            given=expected_version,
        )
    problem = check(state, seat, a)
    if problem is not None:
        raise problem
    state.piles[a.pile] -= a.count
    state.taken[seat] += a.count
    left = state.piles[a.pile]
    state.moves.append(Move(seat, a.pile, a.count, left))
    state.version += 1
    events = [Event("take", seat, {"pile": a.pile, "count": a.count, "left": left})]
    if state.over():
        result = score(state)
        events.append(
            Event("over", seat, {"winners": list(result.winners), "variant": state.variant})
        )
    else:
        state.turn = (seat + 1) % state.players_n
    return events


def last_taker(state: NimState) -> int | None:
    return state.moves[-1].seat if state.over() and state.moves else None


def winners(state: NimState) -> tuple[int, ...]:
    """Normal play: the last taker; misère: everyone else (empty while the game runs)."""
    last = last_taker(state)
    if last is None:
        return ()
    if state.variant == "normal":
        return (last,)
    return tuple(s for s in range(state.players_n) if s != last)


def score(state: NimState) -> Result:
    """1 point for a winner, 0 otherwise; the objects each seat took are shown beside it."""
    won = winners(state)
    last = last_taker(state)
    scores = tuple(
        SeatScore(
            seat,
            1 if seat in won else 0,
            {"taken": state.taken[seat], "last": 1 if seat == last else 0},
            0,
        )
        for seat in range(state.players_n)
    )
    return Result(scores, won)


def nim_sum(piles: list[int], max_take: int = 0) -> int:
    """The XOR of the piles' Grundy values (a pile's size, or its size modulo ``max_take + 1``
    when a move takes at most ``max_take``): 0 exactly when the player to move loses a
    two-player normal-play game against perfect play."""
    total = 0
    for size in piles:
        total ^= size % (max_take + 1) if max_take else size
    return total
