"""How Sealed Bids' actions and events read: translatable labels, menu groups, log lines.

Every message id starts with ``bids-`` (the game's Fluent catalogue); seats are
:class:`rules.core.Seat` arguments, so the host inserts the players' names. Bids are grouped
into ranges of amounts (``r0`` "0–9", ``r10`` "10–19", …) when a seat has more of them than one
prompt can offer, so the host shows a choice of range, then the amounts of that range.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.bids.actions import Action
from rules.bids.state import BidsState, prize_value
from rules.core import ActionInfo, Msg, Seat

# Discord offers at most 25 options per menu; more actions than that are grouped.
MAX_OPTIONS = 25
GROUP_SIZE = 10  # amounts per range: 0–9, 10–19, … read naturally


def group_size(count: int) -> int:
    """Amounts per range group so that both the groups and each group's amounts fit one menu."""
    size = GROUP_SIZE
    while -(-count // size) > MAX_OPTIONS:
        size += GROUP_SIZE
    return min(size, MAX_OPTIONS)


def _bid_groups(amounts: Sequence[int]) -> dict[int, tuple[str, Msg]]:
    """The range group of each amount (by position among the offered amounts)."""
    size = group_size(len(amounts))
    ordered = sorted(set(amounts))
    chunks = [ordered[start : start + size] for start in range(0, len(ordered), size)]
    # A stub of one or two amounts ("30–30") joins the range before it ("20–30").
    if len(chunks) > 1 and len(chunks[-1]) < 3 and len(chunks[-2]) + len(chunks[-1]) <= MAX_OPTIONS:
        chunks[-2:] = [chunks[-2] + chunks[-1]]
    out: dict[int, tuple[str, Msg]] = {}
    for chunk in chunks:
        key = f"r{chunk[0]}"
        title = Msg.of("bids-group-range", low=chunk[0], high=chunk[-1])
        for amount in chunk:
            out[amount] = (key, title)
    return out


def describe(state: BidsState, seat: int, actions: Sequence[Action]) -> list[ActionInfo]:
    bids = [a.amount for a in actions if a.kind == "bid"]
    groups = _bid_groups(bids) if len(bids) > MAX_OPTIONS else {}
    points = prize_value(state.prize) if state.prize else 0
    out: list[ActionInfo] = []
    for a in actions:
        code = a.encode()
        if a.kind == "bid":
            group = groups.get(a.amount)
            out.append(
                ActionInfo(
                    code,
                    Msg.of("bids-act-bid", amount=a.amount),
                    path=(group,) if group else (),
                    style="primary" if a.amount else "secondary",
                    # The amount is the seat's secret until the reveal.
                    secret=True,
                )
            )
        elif a.kind == "keep":
            out.append(ActionInfo(code, Msg.of("bids-act-keep", points=points), style="success"))
        else:
            out.append(ActionInfo(code, Msg.of("bids-act-cash", coins=points), style="primary"))
    return out


def _seat(value: Any) -> Seat:
    return Seat(int(value))


def describe_event(event: Mapping[str, Any]) -> Msg | None:
    """A log line for a stored event (``Event.to_json()``), or None for unknown kinds."""
    kind = str(event.get("kind", ""))
    data: Mapping[str, Any] = event.get("data") or {}
    seat = event.get("seat")
    try:
        if kind == "round":
            return Msg.of(
                "bids-log-round",
                round=int(data["round"]),
                rounds=int(data["rounds"]),
                points=int(data["points"]),
                lead=_seat(data["lead"]),
            )
        if kind == "bid":
            return Msg.of("bids-log-bid", player=_seat(seat))
        if kind == "bid_secret":
            return Msg.of("bids-log-bid-secret", amount=int(data["amount"]))
        if kind == "reveal":
            entries = tuple(
                Msg.of("bids-log-bid-entry", player=Seat(s), amount=int(b))
                for s, b in enumerate(data["bids"])
            )
            return Msg.of("bids-log-reveal", bids=entries)
        if kind == "win":
            return Msg.of(
                "bids-log-win",
                player=_seat(seat),
                points=int(data["points"]),
                price=int(data["price"]),
            )
        if kind == "discard":
            return Msg.of("bids-log-discard", points=int(data["points"]))
        if kind == "keep":
            return Msg.of("bids-log-keep", player=_seat(seat), points=int(data["points"]))
        if kind == "cash":
            return Msg.of("bids-log-cash", player=_seat(seat), coins=int(data["coins"]))
        if kind == "over":
            names = tuple(Msg.of("bids-log-name", player=Seat(int(w))) for w in data["winners"])
            return Msg.of("bids-log-over", winners=names, count=len(names))
    except (KeyError, TypeError, ValueError):
        return None  # a damaged stored event gets no line rather than breaking the log
    return None
