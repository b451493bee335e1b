"""The Nim game state and its versioned JSON form (``dump``/``load``).

Nothing in Nim is hidden: every seat sees the piles, the moves and whose turn it is. The random
generator drew the pile sizes at the start and stays in the state (seed + log replays a game).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules import saves
from rules.core import BadDump, Rng

STATE_FORMAT = "nim-state"
STATE_VERSION = 1
# No format change yet; a change to the dumped fields adds a step here (docs/saved-games.md).
MIGRATIONS = saves.Migrations("Nim", STATE_VERSION, {})
VARIANTS: tuple[str, ...] = ("normal", "misere")
MIN_PLAYERS = 2
MAX_PLAYERS = 4
MAX_PILES = 6
MAX_SIZE = 9  # objects in a pile at the start, at most


@dataclass
class Move:
    """One move: ``seat`` took ``count`` objects from pile ``pile`` (0-based), ``left`` stay."""

    seat: int
    pile: int
    count: int
    left: int

    def to_json(self) -> list[int]:
        return [self.seat, self.pile, self.count, self.left]

    @staticmethod
    def from_json(raw: Any) -> Move:
        seat, pile, count, left = (int(x) for x in raw)
        return Move(seat, pile, count, left)


@dataclass
class NimState:
    players_n: int
    variant: str
    max_take: int  # 0: no limit
    seed: int
    rng: Rng
    start: list[int]  # the pile sizes the game began with
    piles: list[int]
    turn: int = 0  # the seat to move (the last mover once the game is over)
    taken: list[int] = field(default_factory=list)  # objects taken by each seat
    moves: list[Move] = field(default_factory=list)
    version: int = 0

    def over(self) -> bool:
        return not any(self.piles)


def to_json(state: NimState) -> dict[str, Any]:
    return {
        "format": STATE_FORMAT,
        "format_version": STATE_VERSION,
        "players": state.players_n,
        "variant": state.variant,
        "max_take": state.max_take,
        "seed": state.seed,
        "rng": state.rng.state,
        "start": list(state.start),
        "piles": list(state.piles),
        "turn": state.turn,
        "taken": list(state.taken),
        "moves": [m.to_json() for m in state.moves],
        "version": state.version,
    }


def dump(state: NimState) -> str:
    """Canonical JSON (sorted keys, no spaces): equal states give equal strings."""
    return saves.canonical(to_json(state)).decode("utf-8")


def load(text: str) -> NimState:
    raw = saves.read_state(text, STATE_FORMAT, MIGRATIONS)
    try:
        rng = Rng()
        rng.state = int(raw["rng"])
        state = NimState(
            players_n=int(raw["players"]),
            variant=str(raw["variant"]),
            max_take=int(raw["max_take"]),
            seed=int(raw["seed"]),
            rng=rng,
            start=[int(p) for p in raw["start"]],
            piles=[int(p) for p in raw["piles"]],
            turn=int(raw["turn"]),
            taken=[int(n) for n in raw["taken"]],
            moves=[Move.from_json(m) for m in raw["moves"]],
            version=int(raw["version"]),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise BadDump(f"damaged Nim state: {exc!r}") from exc
    problem = _inconsistency(state)
    if problem:
        raise BadDump(f"damaged Nim state: {problem}")
    return state


def _inconsistency(state: NimState) -> str:
    """A reason the loaded state cannot be played on, or "" (catches hand-edited saves)."""
    n = state.players_n
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        return f"{n} players"
    if state.variant not in VARIANTS:
        return f"unknown variant {state.variant!r}"
    if not 2 <= len(state.start) <= MAX_PILES or len(state.piles) != len(state.start):
        return "wrong number of piles"
    if any(not 0 <= p <= s for p, s in zip(state.piles, state.start, strict=True)):
        return "a pile larger than at the start, or negative"
    if len(state.taken) != n or not 0 <= state.turn < n:
        return "per-seat data of the wrong size"
    if sum(state.taken) != sum(state.start) - sum(state.piles):
        return "objects taken do not add up"
    if state.version != len(state.moves):
        return "version and moves disagree"
    return ""
