"""The political phase (T-15.3): at the start of his turn, after the refill (and the wars due,
T-5.3 step 1a), a nation may take at most one political action, then discards military cards
down to its hand limit (T-15.2, T-22 #1).

Codes (military hand positions ``m``, seats ``s``):

* ``prep.<m>`` — prepare an event or territory: culture by the card's age, then the top current
  event is drawn and resolved (T-15.4.1); the pile is rebuilt from the future pile as soon as
  its last card is drawn, lower ages on top (T-22 #30);
* ``agg.<m>.<s>`` — play an aggression (T-15.7); ``war.<m>.<s>`` — declare a war (T-15.9);
* ``pact.<m>.<s>.<a|b>`` — offer a pact, taking role A or B (T-15.8); ``cancel.<k>`` — cancel
  the pact ``k`` of the table's pacts one takes part in;
* ``col.<m>`` — Christopher Columbus lays a territory from hand as a colony (T-22 #25);
* ``nopol`` — no political action; ``resign`` — leave the game (T-18, T-22 #27).

A nation with nothing to play skips the phase without being asked.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.core import Event
from rules.tta import actions as act
from rules.tta import colonize, combat, events, forces, military, pacts
from rules.tta.actions import Action
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.state import Player, TtaState, card_id

POLITICAL_KINDS: frozenset[str] = frozenset(
    {"prep", "agg", "war", "pact", "cancel", "col", "nopol"}
)


def enabled(state: TtaState) -> bool:
    return state.options.get("variant") in ("advanced", "full")


def columbus_ready(cat: Catalog, state: TtaState, p: Player, mode: str) -> bool:
    """Columbus in play, unused, and his action of the kind ``mode`` (political / civil)."""
    if not p.leader or p.columbus_used:
        return False
    if state.options.get("columbus_action", "political") != mode:
        return False
    return any(g.action == "colonize_from_hand" for g in cat.of(p.leader).grants)


def legal(cat: Catalog, state: TtaState, p: Player, with_pass: bool = True) -> list[Action]:
    """Every political action of the nation on turn (``nopol`` and ``resign`` last)."""
    out = list(_options(cat, state, p))
    if with_pass:
        out.append(act.NOPOL)
        if forces.resign_allowed(state):
            out.append(act.RESIGN)
    return out


def _options(cat: Catalog, state: TtaState, p: Player) -> Iterator[Action]:
    """The political actions of :func:`legal` but passing and resigning, one by one (so
    :func:`has_options` stops at the first)."""
    ctx: Ctx | None = None  # counted for the first aggression or war only
    seats = [s for s in state.active_order(p.seat) if s != p.seat]
    col = columbus_ready(cat, state, p, "political")
    factors: dict[int, int] = {}
    for m, inst in enumerate(p.military):
        info = cat.of(inst)
        kind = info.kind
        if kind in ("event", "territory"):
            yield act.at("prep", m)
            if kind == "territory" and col:
                yield act.at("col", m)
        elif kind in ("aggression", "war"):
            if kind == "war" and state.options.get("variant") != "full":
                continue
            code = "agg" if kind == "aggression" else "war"
            ctx = ctx if ctx is not None else Ctx(cat, state, p)
            for s in seats:
                if combat.can_play(cat, state, ctx, inst, s, factors) is None:
                    yield act.of(code, (str(m), str(s)))
        elif kind == "pact" and len(seats) >= 2:
            for s in seats:
                for role in pacts.roles(state, cat, inst):
                    yield act.of("pact", (str(m), str(s), role))
    for k in pacts.mine(state, p.seat):
        yield act.at("cancel", k)


def offers(cat: Catalog, state: TtaState, p: Player, a: Action) -> bool:
    """``a in legal(cat, state, p)``, without the whole sweep for the commonest answers:
    passing (always offered), resigning (offered when allowed, T-18) and preparing a card
    (T-15.4.1: an event or territory in the military hand)."""
    args = a.args
    if a.kind == "nopol" and not args:
        return True
    if a.kind == "resign" and not args:
        return forces.resign_allowed(state)
    if a.kind == "prep" and len(args) == 1:
        m = args[0]
        if not (m.isascii() and m.isdigit()) or str(int(m)) != m:
            return False
        i = int(m)
        return i < len(p.military) and cat.of(p.military[i]).kind in ("event", "territory")
    return a in legal(cat, state, p)


def has_options(cat: Catalog, state: TtaState, p: Player) -> bool:
    """Has the nation any political action (beside passing and resigning)?"""
    if any(cat.of(m).kind in ("event", "territory") for m in p.military):
        return True  # preparing is always possible: no need for the full sweep
    return next(_options(cat, state, p), None) is not None


def do(cat: Catalog, state: TtaState, p: Player, a: Action, out: list[Event]) -> None:
    k, args = a.kind, a.args
    if k == "nopol":
        out.append(Event("no_political", p.seat))
    elif k == "prep":
        prepare(cat, state, p, int(args[0]), out)
    elif k in ("agg", "war"):
        combat.declare(cat, state, p.seat, int(args[0]), int(args[1]), out)
    elif k == "pact":
        pacts.offer(cat, state, p.seat, int(args[0]), int(args[1]), args[2], out)
    elif k == "cancel":
        pacts.cancel(cat, state, p.seat, int(args[0]), out)
    elif k == "col":
        colonize.columbus(cat, state, p.seat, int(args[0]), out)
    else:  # pragma: no cover - refused before
        raise AssertionError(k)
    state.phase = "post_political"


def prepare(cat: Catalog, state: TtaState, p: Player, index: int, out: list[Event]) -> None:
    """T-15.4.1: the card goes face down on the future pile, culture by its age, then the
    top current event is drawn (the pile rebuilt at once if that was its last card)."""
    inst = p.military.pop(index)
    info = cat.of(inst)
    state.future_events.append(inst)
    state.prepared[inst] = p.seat
    p.culture += info.age
    out.append(Event("prepare", p.seat, {"age": info.age, "culture": info.age}))
    out.append(Event("prepared", p.seat, {"card": inst}, private_to=p.seat))
    draw_event(cat, state, p.seat, out)


def draw_event(cat: Catalog, state: TtaState, active: int, out: list[Event]) -> None:
    if not state.current_events:
        rebuild(state, cat, out)
    if not state.current_events:  # pragma: no cover - the piles always hold players + 2
        return
    inst = state.current_events.pop()
    state.prepared.pop(inst, None)
    if not state.current_events:
        rebuild(state, cat, out)  # T-22 #30: before the drawn card is resolved
    info = cat.of(inst)
    out.append(Event("event", active, {"card": info.id}))
    if info.kind == "territory":
        colonize.start(cat, state, inst, active, out)
        return
    state.past_events.append(inst)
    events.resolve(cat, state, info, active, out)


def rebuild(state: TtaState, cat: Catalog, out: list[Event]) -> None:
    """The future pile, shuffled, sorted by age with the lowest ages on top (top = end)."""
    pile = list(state.future_events)
    state.future_events.clear()
    state.rng.shuffle(pile)
    pile.sort(key=lambda inst: -cat.of(inst).age)  # stable: shuffled within an age
    state.current_events = pile
    out.append(Event("events_rebuilt", None, {"cards": len(pile)}))


def after(cat: Catalog, state: TtaState, p: Player, out: list[Event]) -> None:
    """After the political action: milder combat returns an unused attack token (T-19.2)."""
    if p.holds_token >= 0 and not p.token_used:
        out.append(Event("token_returned", p.seat, {"of": p.holds_token}))
        p.holds_token = -1
    p.token_used = False


def discard_due(cat: Catalog, state: TtaState, p: Player) -> bool:
    if p.skip_discard:
        p.skip_discard = False  # Development of Politics: this discard is skipped
        return False
    return len(p.military) > military.hand_limit(cat, state, p)


def describe_card(inst: str) -> str:
    return card_id(inst)
