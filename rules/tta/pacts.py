"""Pacts (T-15.8, military-facts §4; 3 or more players).

Offering is a political action: the proposer names one opponent and, for an asymmetric pact,
his own role A or B (``pact.<m>.<seat>.<a|b>``); the opponent accepts or refuses out of turn
(``accept`` / ``refuse``). Refused, the card goes back to the proposer's hand; accepted, it is
laid out in front of the proposer and in force at once. A nation lays out one pact at most:
a new one ends its previous one (T-15.8.4). Cancelling a pact one takes part in is a political
action too (T-15.8.5). A pact also ends at a change of age (obsolete), when a participant
resigns, and — Promise of Military Protection, Military Pact — when one attacks the other.

Effects are read from the pact card while it is in force: continuous yields per role and
Scientific Cooperation's terms in :mod:`rules.tta.derived`, attack rules in
:mod:`rules.tta.combat`, Scientific Cooperation's payment in :mod:`rules.tta.civil`, Trade
Routes Agreement as the free action ``trade`` (ruling R15).
"""

from __future__ import annotations

from rules.core import Event
from rules.tta import cards as c
from rules.tta import civil, frames, military
from rules.tta import economy as eco
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.state import Frame, Pact, TtaState, card_id


def offer(
    cat: Catalog,
    state: TtaState,
    seat: int,
    index: int,
    target: int,
    role: str,
    out: list[Event],
) -> None:
    p = state.players[seat]
    inst = p.military[index]
    out.append(Event("pact_offer", seat, {"card": card_id(inst), "target": target, "role": role}))
    frames.push_one(
        state,
        Frame("pact", target, card_id(inst), data={"offer": inst, "from": seat, "role": role}),
    )


def _choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    return ["accept", "refuse"]


def _answer(cat: Catalog, state: TtaState, frame: Frame, code: str, out: list[Event]) -> None:
    frames.finish(state, frame)
    proposer = int(frame.data["from"])
    inst = str(frame.data["offer"])
    p = state.players[proposer]
    if code == "refuse" or inst not in p.military:
        out.append(Event("pact_refused", frame.seat, {"card": frame.card, "from": proposer}))
        return
    for old in list(state.pacts):
        if old.owner == proposer:
            end(cat, state, old, "replaced", out)  # T-15.8.4
    p.military.remove(inst)
    a, b = (proposer, frame.seat) if frame.data["role"] == "a" else (frame.seat, proposer)
    _set(cat, state, Pact(inst, proposer, a, b), add=True)
    out.append(Event("pact", proposer, {"card": frame.card, "a": a, "b": b}))


frames.register("pact", frames.Handler(_choices, _answer))


def _set(cat: Catalog, state: TtaState, pact: Pact, add: bool) -> None:
    """Put a pact in force or end it, keeping both nations' actions in step (a pact may
    change the MA count: Open Borders)."""
    ctxs = [Ctx(cat, state, state.players[s]) for s in (pact.a, pact.b)]
    before = [(x.d.ca, x.d.ma) for x in ctxs]
    if add:
        state.pacts.append(pact)
    else:
        state.pacts.remove(pact)
    for x, (ca, ma) in zip(ctxs, before, strict=True):
        civil.sync_actions(x, ca, ma)


def end(cat: Catalog, state: TtaState, pact: Pact, why: str, out: list[Event]) -> None:
    _set(cat, state, pact, add=False)
    military.discard(cat, state, pact.inst, seen=True)
    out.append(
        Event(
            "pact_ended",
            pact.owner,
            {"card": card_id(pact.inst), "why": why, "a": pact.a, "b": pact.b},
        )
    )


def cancel(cat: Catalog, state: TtaState, seat: int, index: int, out: list[Event]) -> None:
    end(cat, state, state.pacts[index], "cancelled", out)


def mine(state: TtaState, seat: int) -> list[int]:
    """Indices of the pacts ``seat`` takes part in."""
    return [i for i, x in enumerate(state.pacts) if seat in (x.a, x.b)]


def roles(state: TtaState, cat: Catalog, inst: str) -> tuple[str, ...]:
    return ("a",) if cat.of(inst).symmetric else ("a", "b")


# ------------------------------------------------------------------------------------------
# Trade Routes Agreement (ruling R15) and Scientific Cooperation (T-20.13)


def substitute(cat: Catalog, state: TtaState, seat: int) -> c.Substitute | None:
    for x in state.pacts:
        if seat not in (x.a, x.b):
            continue
        role = "role_a" if seat == x.a else "role_b"
        for e in cat.of(x.inst).pact_effects:
            if isinstance(e, c.Substitute) and e.who in (role, "both"):
                return e
    return None


def check_trade(ctx: Ctx) -> str | None:
    e = substitute(ctx.cat, ctx.state, ctx.p.seat)
    if e is None:
        return "requirement_not_met"
    if ctx.p.trade_used:
        return "used_this_turn"
    kind = eco.FOOD if e.pay == "food" else eco.RESOURCES
    if not eco.can_pay(ctx.cat, ctx.p, kind, e.amount):
        return ctx.short_food(e.amount) if e.pay == "food" else ctx.short_resources(e.amount)
    return None


def do_trade(ctx: Ctx) -> dict[str, object]:
    e = substitute(ctx.cat, ctx.state, ctx.p.seat)
    assert e is not None
    p = ctx.p
    pay = eco.FOOD if e.pay == "food" else eco.RESOURCES
    get = eco.RESOURCES if pay == eco.FOOD else eco.FOOD
    eco.pay(ctx.cat, p, pay, e.amount)
    got = eco.gain(ctx.cat, p, get, e.amount)
    p.trade_used = True
    ctx.spent_stores()
    return {"pay": e.pay, "get": e.instead_of, "amount": got}
