"""Sealed Bids actions: small value objects with a compact, stable string codec.

Codes (characters ``[a-z0-9.]`` only, so they fit in any custom id)::

    bid.<amount>    a sealed bid of <amount> coins (a non-negative integer, no leading zeros)
    keep            the auction's winner keeps the prize (it scores its points at the end)
    cash            … or cashes it in for coins equal to its value (the prize is discarded)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.core import MalformedAction

KINDS: tuple[str, ...] = ("bid", "keep", "cash")
# Coins never exceed 30 + the 52 points of the eight best prizes, so four digits are plenty;
# the cap keeps a hostile code from turning into a huge integer.
_BID = re.compile(r"bid\.(0|[1-9][0-9]{0,3})")


@dataclass(frozen=True, slots=True)
class Action:
    """``kind`` is one of :data:`KINDS`; ``amount`` is the bid (0 for keep and cash)."""

    kind: str
    amount: int = 0

    def encode(self) -> str:
        return f"bid.{self.amount}" if self.kind == "bid" else self.kind

    @staticmethod
    def decode(text: str) -> Action:
        if not isinstance(text, str):
            raise MalformedAction("an action code is a string")
        if text in ("keep", "cash"):
            return Action(text)
        match = _BID.fullmatch(text)
        if match is None:
            raise MalformedAction(f"not a Sealed Bids action: {text[:40]!r}")
        return Action("bid", int(match.group(1)))

    def well_formed(self) -> bool:
        """Could :meth:`decode` have produced this value? (``apply`` refuses anything else.)"""
        if self.kind == "bid":
            return (
                isinstance(self.amount, int)
                and not isinstance(self.amount, bool)
                and (0 <= self.amount <= 9999)
            )
        return self.kind in KINDS and self.amount == 0

    def __str__(self) -> str:
        return self.encode()


def bid(amount: int) -> Action:
    return Action("bid", amount)


KEEP = Action("keep")
CASH = Action("cash")
