"""The game protocol every game of the project implements, plus shared building blocks.

The bot hosts games only through :class:`Game`, so nothing game-specific belongs here.
Everything is standard library and deterministic: the random generator's state lives inside
the game state, so a seed plus the action log replays a game exactly.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

JSON = dict[str, Any]

MASK64 = (1 << 64) - 1


class RulesError(Exception):
    """Base class of every error the rules core raises on purpose."""


class IllegalAction(RulesError):
    """An action that is well formed but not allowed now.

    ``reason`` is a stable machine-readable code (see :data:`REASONS`) that the bot translates;
    ``params`` carries the numbers a message may show (for example how many coins are missing).
    """

    def __init__(self, reason: str, detail: str = "", **params: int | str) -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
        self.params: dict[str, int | str] = dict(params)


class MalformedAction(IllegalAction):
    """A string or value that does not even describe an action of this game."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("malformed_action", detail)


class BadData(RulesError):
    """A game data set that does not satisfy its schema."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("; ".join(problems[:5]) + (" …" if len(problems) > 5 else ""))
        self.problems = list(problems)


class BadDump(RulesError):
    """A saved state that cannot be loaded (unknown format, version or data set)."""


# Reason codes shared by all games. Games may add their own; the bot translates each code.
REASONS: tuple[str, ...] = (
    "malformed_action",
    "stale_version",
    "not_your_turn",
    "game_over",
    "wrong_step",
    "unknown_card",
    "unknown_target",
    "not_enough_coins",
    "requirement_not_met",
    "already_chosen",
    "already_taken",
    "limit_reached",
    "no_tile",
    "tile_required",
    "pile_empty",
    "not_owned",
    "not_needed",
)


class Rng:
    """SplitMix64: tiny, fast, and its whole state is one integer that fits in JSON."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & MASK64

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[Any]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]


T = TypeVar("T")
S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for logs and messages.

    ``private_to`` is ``None`` for public events, else the only seat allowed to see it.
    ``data`` holds only JSON-friendly values.
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    private_to: int | None = None

    def visible_to(self, viewer: int | None) -> bool:
        return self.private_to is None or self.private_to == viewer

    def to_json(self) -> JSON:
        out: JSON = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.data:
            out["data"] = dict(self.data)
        if self.private_to is not None:
            out["private_to"] = self.private_to
        return out


def visible_events(events: Sequence[Event], viewer: int | None) -> list[Event]:
    """The events a seat (or a spectator, ``None``) may see."""
    return [e for e in events if e.visible_to(viewer)]


@dataclass(frozen=True, slots=True)
class SeatScore:
    seat: int
    total: int
    categories: Mapping[str, int]
    tiebreak: int


@dataclass(frozen=True, slots=True)
class Result:
    """Final scores: one :class:`SeatScore` per seat, the winners (0-based seats, may share)."""

    scores: tuple[SeatScore, ...]
    winners: tuple[int, ...]

    def to_json(self) -> JSON:
        return {
            "scores": [
                {
                    "seat": s.seat,
                    "total": s.total,
                    "categories": dict(s.categories),
                    "tiebreak": s.tiebreak,
                }
                for s in self.scores
            ],
            "winners": list(self.winners),
        }


class Game(Protocol, Generic[S, A]):
    """What the bot needs from a game. ``S`` is the state type, ``A`` the action type."""

    name: str
    min_players: int
    max_players: int

    def new(self, players: int, options: Mapping[str, Any], seed: int) -> S: ...

    def version(self, state: S) -> int: ...

    def to_act(self, state: S) -> list[int]: ...

    def legal_actions(self, state: S, seat: int) -> list[A]: ...

    def apply(
        self, state: S, seat: int, action: A, expected_version: int | None = None
    ) -> list[Event]: ...

    def view(self, state: S, seat: int | None) -> JSON: ...

    def is_over(self, state: S) -> bool: ...

    def result(self, state: S) -> Result | None: ...

    def dump(self, state: S) -> str: ...

    def load(self, text: str) -> S: ...

    def encode_action(self, action: A) -> str: ...

    def decode_action(self, text: str) -> A: ...
