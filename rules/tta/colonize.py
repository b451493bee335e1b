"""Colonizing a new territory (T-15.6) and keeping or losing colonies.

The auction (T-15.6.1): starting with the active nation, in turn order round and round, each
nation still in must outbid the highest bid or drop out for good (``bid.<n>`` / ``pass``); it
ends when one bidder is left. Nobody may bid more than it could send, and a nation without a
unit cannot send anything (ruling R6: it is not asked; nor is one that cannot beat the bid).
Nobody bids: the card goes to the past events.

The winner then chooses its force (:mod:`rules.tta.forces`): at least one unit, total at least
the bid (T-15.6.2). The colony's permanent benefit counts while the colony is held (its tokens
come from the common bank); the immediate gain is taken once (T-15.6.3). Losing a colony loses
only the permanent benefit (T-15.6.4); tokens the banks lack are forgiven (T-22 #23) or, with
``colony_loss_shortfall = take_from_workers``, taken from unused workers and then from the
cheapest buildings.
"""

from __future__ import annotations

from rules.core import Event
from rules.tta import cards as c
from rules.tta import civil, events, forces, frames
from rules.tta import economy as eco
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.state import Frame, TtaState, card_id


def start(cat: Catalog, state: TtaState, inst: str, active: int, out: list[Event]) -> None:
    """A territory was drawn: open the auction (or discard it when nobody can bid)."""
    order = state.active_order(active)
    data: dict[str, object] = {
        "card": inst,
        "high": 0,
        "leader": -1,
        "order": order,
        "in": list(order),
        "last": -1,
    }
    _next_bidder(cat, state, data, out)


def can_bid(cat: Catalog, state: TtaState, seat: int, high: int) -> int:
    """The highest bid ``seat`` could make (0: none above ``high``)."""
    p = state.players[seat]
    if not forces.has_units(cat, p) or forces.no_sacrifice(state, "colonize"):
        return 0
    top = forces.max_value(cat, state, p, "colonize")
    return top if top > high else 0


def _ints(value: object) -> list[int]:
    assert isinstance(value, list)
    return [int(x) for x in value]


def _next_bidder(cat: Catalog, state: TtaState, data: dict[str, object], out: list[Event]) -> None:
    """The next seat after the last one to decide, round and round; a seat that cannot beat
    the bid drops out without being asked (ruling R6)."""
    order = _ints(data["order"])
    still = _ints(data["in"])
    high = int(str(data["high"]))
    leader = int(str(data["leader"]))
    last = int(str(data["last"]))
    n = len(order)
    for step in range(1, n + 1):
        seat = order[(last + step) % n]
        if seat not in still or seat == leader:
            continue
        if can_bid(cat, state, seat, high):
            data["in"] = still
            frames.push_one(state, Frame("bid", seat, card_id(str(data["card"])), data=data))
            return
        still.remove(seat)
    _close(cat, state, str(data["card"]), leader, high, out)


def _close(
    cat: Catalog, state: TtaState, inst: str, leader: int, high: int, out: list[Event]
) -> None:
    if leader < 0:
        state.past_events.append(inst)
        out.append(Event("no_colony", None, {"card": card_id(inst)}))
        return
    out.append(Event("auction_won", leader, {"card": card_id(inst), "bid": high}))
    frames.push_one(
        state, forces.new("colonize", leader, card_id(inst), {"card": inst, "bid": high})
    )


def _bid_choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    high = int(frame.data["high"])
    top = can_bid(cat, state, frame.seat, high)
    return [f"bid.{n}" for n in range(high + 1, top + 1)] + ["pass"]


def _bid_answer(cat: Catalog, state: TtaState, frame: Frame, code: str, out: list[Event]) -> None:
    frames.finish(state, frame)
    data = dict(frame.data)
    seat = frame.seat
    still = _ints(data["in"])
    if code == "pass":
        out.append(Event("bid_pass", seat, {"card": frame.card}))
        still.remove(seat)
    else:
        bid = int(code.split(".")[1])
        data["high"] = bid
        data["leader"] = seat
        out.append(Event("bid", seat, {"card": frame.card, "bid": bid}))
    data["last"] = _ints(data["order"]).index(seat)
    data["in"] = still
    leader = int(data["leader"])
    if not [s for s in still if s != leader]:
        _close(cat, state, str(data["card"]), leader, int(data["high"]), out)
        return
    _next_bidder(cat, state, data, out)


frames.register("bid", frames.Handler(_bid_choices, _bid_answer))


def _colonize_done(cat: Catalog, state: TtaState, frame: Frame, out: list[Event]) -> None:
    forces.commit(cat, state, frame, out)
    place(cat, state, frame.seat, str(frame.data["op"]["card"]), out)


forces.CONTINUE["colonize"] = _colonize_done


def place(cat: Catalog, state: TtaState, seat: int, inst: str, out: list[Event]) -> None:
    """The territory becomes a colony: permanent benefit, then the immediate gain."""
    p = state.players[seat]
    ctx = Ctx(cat, state, p)
    old_ca, old_ma = ctx.d.ca, ctx.d.ma
    p.colonies.append(inst)
    civil.sync_actions(ctx, old_ca, old_ma)  # takes the permanent tokens from the bank
    out.append(Event("colony", seat, {"card": card_id(inst)}))
    info = cat.of(inst)
    for e in info.now:
        if isinstance(e, c.Gain):
            got = events.gain_stat(cat, state, seat, e.stat, e.amount.value(), out)
            out.append(Event("gain", seat, {"stat": e.stat, "amount": got}))


def lose_colony(
    cat: Catalog, state: TtaState, seat: int, index: int, to: int, out: list[Event]
) -> None:
    """T-15.6.4: only the permanent benefit is lost; ``to`` >= 0 takes the colony with its
    permanent benefit (Annex; no immediate gain)."""
    p = state.players[seat]
    inst = p.colonies.pop(index)
    ctx = Ctx(cat, state, p)
    old_ca, old_ma = ctx.d.ca, ctx.d.ma
    take = state.options.get("colony_loss_shortfall") == "take_from_workers"
    if take:
        _take_from_workers(cat, state, seat, ctx)
    civil.sync_actions(ctx, old_ca, old_ma)
    out.append(Event("colony_lost", seat, {"card": card_id(inst), "to": to}))
    if to >= 0:
        q = state.players[to]
        qctx = Ctx(cat, state, q)
        qa, qm = qctx.d.ca, qctx.d.ma
        q.colonies.append(inst)
        civil.sync_actions(qctx, qa, qm)
    else:
        state.boxed.append(inst)


def _take_from_workers(cat: Catalog, state: TtaState, seat: int, ctx: Ctx) -> None:
    """Make room in the yellow bank for the tokens the lost colony gave: unused workers
    first, then the cheapest buildings (alternative of T-22 #23)."""
    p = state.players[seat]
    ctx.refresh()
    owe = p.extra_yellow - max(0, ctx.d.yellow_tokens)
    # The colony is already gone from p.colonies: what the cards now give is ctx.d.
    short = owe - p.yellow_bank
    while short > 0 and p.pool > 0:
        p.pool -= 1
        p.yellow_bank += 1
        short -= 1
    while short > 0 and p.workers:
        cid = min(p.workers, key=lambda k: (cat.info[k].build_cost, k))
        eco.remove_worker(p, cid, to_bank=True)
        short -= 1


def columbus(cat: Catalog, state: TtaState, seat: int, index: int, out: list[Event]) -> None:
    """T-20.7 / T-22 #25: a territory from hand becomes a colony without bid or sacrifice."""
    p = state.players[seat]
    inst = p.military.pop(index)
    p.columbus_used = True
    out.append(Event("columbus", seat, {"card": card_id(inst)}))
    place(cat, state, seat, inst, out)
