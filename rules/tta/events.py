"""Events that act on every nation. In the simple game: the nine Age A events revealed on the
start player's turn from round 3 (T-15.4.7, T-22 #14, #24).

An event applies its unconditional effects to everyone at once; where a nation has a real
choice (Development of Markets: food or resources; Development of Religion / Warfare: build
the free temple/unit or not) the question becomes a pending frame, asked in turn order from the
active player (T-22 #19). Ruling R6: a nation without a real choice is not asked.
"""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.tta import cards as c
from rules.tta import economy as eco
from rules.tta.catalog import Catalog, Info
from rules.tta.civil import Ctx, apply_gain, urban_room
from rules.tta.state import Frame, TtaState


def targets(state: TtaState, who: str, active: int) -> list[int]:
    order = state.order_from(active)
    if who in ("all", "each"):
        return order
    if who in ("self", "active"):
        return [active]
    if who == "others":
        return order[1:]
    raise NotImplementedError(f"event target {who!r} is not used by the simple game yet")


def reveal_simple_event(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    """T-15.4.7: the top Age A event is revealed and resolved for all nations."""
    if not state.events:
        return
    inst = state.events.pop()
    state.past_events.append(inst)
    info = cat.of(inst)
    events.append(Event("event", state.current, {"card": info.id}))
    resolve(cat, state, info, state.current, events)


def resolve(
    cat: Catalog, state: TtaState, info: Info, active: int, events: list[Event]
) -> None:
    frames: list[Frame] = []
    for e in info.now:
        if isinstance(e, c.Gain) and e.stat == "food_or_resources":
            for seat in targets(state, e.who, active):
                frames.append(Frame("event", seat, info.id, ("food", "res")))
        elif isinstance(e, c.Gain):
            amount = e.amount.value(state.players_n)
            for seat in targets(state, e.who, active):
                ctx = Ctx(cat, state, state.players[seat])
                got = apply_gain(ctx, e, amount)
                events.append(Event("gain", seat, {"stat": e.stat, "amount": got}))
        elif isinstance(e, c.FreeBuild):
            for seat in targets(state, e.who, active):
                if can_free_build(cat, state, seat, e.card):
                    frames.append(Frame("event", seat, info.id, ("yes", "no")))
        elif isinstance(e, c.Produce):
            for seat in targets(state, e.who, active):
                p = state.players[seat]
                data: dict[str, Any] = {}
                if e.what in ("food", "both"):
                    data["food"] = eco.produce(cat, p, eco.FOOD)
                if e.what in ("resources", "both"):
                    data["resources"] = eco.produce(cat, p, eco.RESOURCES)
                events.append(Event("produce", seat, data))
        else:
            raise NotImplementedError(f"event effect {e.kind!r} is not used by the simple game")
    push(state, frames)


def push(state: TtaState, frames: list[Frame]) -> None:
    """Push frames so that the first of ``frames`` is answered first."""
    for frame in reversed(frames):
        state.frames_pushed += 1
        frame.serial = state.frames_pushed
        frame.since = state.version
        state.pending.append(frame)


def can_free_build(cat: Catalog, state: TtaState, seat: int, card: str) -> bool:
    """T-22 #24: a free building needs an unused worker and the card's technology in play;
    a temple respects the urban limit (option ``free_build_respects_urban_limit``)."""
    p = state.players[seat]
    if p.pool < 1:
        return False
    if not any(t.partition("#")[0] == card for t in p.techs):
        return False
    info = cat.info[card]
    if info.category == "urban" and state.options.get("free_build_respects_urban_limit", True):
        return urban_room(Ctx(cat, state, p), info)
    return True


def answer(cat: Catalog, state: TtaState, choice: str, events: list[Event]) -> None:
    """Apply the answer to the top frame and pop it."""
    frame = state.pending.pop()
    info = cat.info[frame.card]
    seat = frame.seat
    p = state.players[seat]
    ctx = Ctx(cat, state, p)
    for e in info.now:
        if isinstance(e, c.Gain) and e.stat == "food_or_resources" and choice in ("food", "res"):
            amount = e.amount.value(state.players_n)
            kind = eco.FOOD if choice == "food" else eco.RESOURCES
            got = eco.gain(cat, p, kind, amount)
            stat = "food" if choice == "food" else "resources"
            events.append(Event("gain", seat, {"stat": stat, "amount": got}))
            return
        if isinstance(e, c.FreeBuild) and choice in ("yes", "no"):
            if choice == "yes":
                eco.place_worker(p, e.card)
                events.append(Event("free_build", seat, {"card": e.card}))
            else:
                events.append(Event("declined", seat, {"card": info.id}))
            ctx.refresh()
            return
    raise AssertionError(f"no question of {info.id} takes {choice!r}")
