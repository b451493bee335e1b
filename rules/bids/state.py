"""The Sealed Bids game state and its versioned JSON form (``dump``/``load``).

The state holds everything, hidden parts included (the prize deck's order, the sealed bids of
the current round); :mod:`rules.bids.views` decides what each seat may see.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from rules.core import BadDump, Rng

STATE_FORMAT = "bids-state"
STATE_VERSION = 1

# Ten prize tiles worth 1…10 points; the id carries the value (``p7`` is worth 7).
PRIZES: tuple[str, ...] = tuple(f"p{v}" for v in range(1, 11))
STEPS: tuple[str, ...] = ("bid", "claim", "over")
CLAIMS: tuple[str, ...] = ("keep", "cash", "discard")


def prize_value(prize: str) -> int:
    return int(prize[1:])


@dataclass
class Auction:
    """One revealed auction (public from the moment the bids are revealed).

    ``claim`` is ``"keep"`` or ``"cash"`` once the winner has chosen, ``"discard"`` when every
    bid was 0, and ``""`` while the winner is still choosing.
    """

    round: int
    prize: str
    lead: int
    bids: list[int]
    winner: int | None
    price: int
    claim: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "prize": self.prize,
            "lead": self.lead,
            "bids": list(self.bids),
            "winner": self.winner,
            "price": self.price,
            "claim": self.claim,
        }

    @staticmethod
    def from_json(raw: dict[str, Any]) -> Auction:
        winner = raw["winner"]
        return Auction(
            round=int(raw["round"]),
            prize=str(raw["prize"]),
            lead=int(raw["lead"]),
            bids=[int(b) for b in raw["bids"]],
            winner=None if winner is None else int(winner),
            price=int(raw["price"]),
            claim=str(raw["claim"]),
        )


@dataclass
class BidsState:
    players_n: int
    variant: str
    start_coins: int
    rounds: int
    seed: int
    rng: Rng
    # Prizes not revealed yet; the next round's prize is deck[0]. Hidden from everyone.
    deck: list[str]
    coins: list[int]
    kept: list[list[str]]
    round: int = 1  # 1-based; stays at ``rounds`` once the game is over
    step: str = "bid"
    prize: str = ""  # the prize of the current round ("" once the game is over)
    # Sealed bids of the current bid step (None: not bid yet). Hidden from the other seats.
    bids: list[int | None] = field(default_factory=list)
    history: list[Auction] = field(default_factory=list)
    version: int = 0
    # The version at which the current bid step began: a prompt of this step stays valid for a
    # seat that has not bid yet, whatever the others did meanwhile.
    wait_since: int = 0

    def lead(self) -> int:
        """The round's lead player: seat 0 in round 1, then one seat on per round."""
        return (self.round - 1) % self.players_n

    def turn_order(self) -> list[int]:
        """Seats from the lead player on (this order breaks tied bids)."""
        first = self.lead()
        return [(first + i) % self.players_n for i in range(self.players_n)]

    def current(self) -> Auction | None:
        """The auction of this round once its bids are revealed, else None."""
        if self.history and self.history[-1].round == self.round:
            return self.history[-1]
        return None


def to_json(state: BidsState) -> dict[str, Any]:
    return {
        "format": STATE_FORMAT,
        "format_version": STATE_VERSION,
        "players": state.players_n,
        "variant": state.variant,
        "start_coins": state.start_coins,
        "rounds": state.rounds,
        "seed": state.seed,
        "rng": state.rng.state,
        "deck": list(state.deck),
        "coins": list(state.coins),
        "kept": [list(k) for k in state.kept],
        "round": state.round,
        "step": state.step,
        "prize": state.prize,
        "bids": list(state.bids),
        "history": [a.to_json() for a in state.history],
        "version": state.version,
        "wait_since": state.wait_since,
    }


def dump(state: BidsState) -> str:
    """Canonical JSON (sorted keys, no spaces): equal states give equal strings."""
    return json.dumps(to_json(state), sort_keys=True, separators=(",", ":"))


def load(text: str) -> BidsState:
    try:
        raw = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise BadDump(f"not JSON: {exc}") from exc
    if not isinstance(raw, dict) or raw.get("format") != STATE_FORMAT:
        raise BadDump("not a Sealed Bids state")
    if raw.get("format_version") != STATE_VERSION:
        raise BadDump(f"unsupported Sealed Bids state version {raw.get('format_version')!r}")
    try:
        rng = Rng()
        rng.state = int(raw["rng"])
        state = BidsState(
            players_n=int(raw["players"]),
            variant=str(raw["variant"]),
            start_coins=int(raw["start_coins"]),
            rounds=int(raw["rounds"]),
            seed=int(raw["seed"]),
            rng=rng,
            deck=[str(p) for p in raw["deck"]],
            coins=[int(c) for c in raw["coins"]],
            kept=[[str(p) for p in k] for k in raw["kept"]],
            round=int(raw["round"]),
            step=str(raw["step"]),
            prize=str(raw["prize"]),
            bids=[None if b is None else int(b) for b in raw["bids"]],
            history=[Auction.from_json(a) for a in raw["history"]],
            version=int(raw["version"]),
            wait_since=int(raw["wait_since"]),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise BadDump(f"damaged Sealed Bids state: {exc!r}") from exc
    problem = _inconsistency(state)
    if problem:
        raise BadDump(f"damaged Sealed Bids state: {problem}")
    return state


def _inconsistency(state: BidsState) -> str:
    """A reason the loaded state cannot be played on, or "" (catches hand-edited saves)."""
    n = state.players_n
    if not 2 <= n <= 4:
        return f"{n} players"
    if state.step not in STEPS:
        return f"unknown step {state.step!r}"
    if len(state.coins) != n or len(state.kept) != n or len(state.bids) != n:
        return "per-seat lists of the wrong length"
    if any(c < 0 for c in state.coins):
        return "negative coins"
    seen = [*state.deck, *(p for k in state.kept for p in k), *(a.prize for a in state.history)]
    if state.step == "bid":
        seen.append(state.prize)
    if any(p not in PRIZES for p in seen) or len(set(state.deck)) != len(state.deck):
        return "unknown or repeated prize"
    if not 1 <= state.round <= state.rounds:
        return f"round {state.round} of {state.rounds}"
    return ""
