"""Legal actions: every candidate the nation on turn (or the seat a pending frame asks) could
make, filtered through the same checks :mod:`rules.tta.engine` applies (:mod:`rules.tta.civil`).
"""

from __future__ import annotations

from rules.core import Event
from rules.tta import actions as act
from rules.tta import civil, colonize, forces, military, nation, pacts, politics
from rules.tta.actions import Action, building_code
from rules.tta.catalog import Catalog, Info
from rules.tta.civil import Ctx
from rules.tta.derived import build_cost, cost_modifier
from rules.tta.state import TtaState, card_id

# Codes only a pending frame accepts.
FRAME_KINDS: frozenset[str] = frozenset(
    {
        "ev",
        "disc",
        "bid",
        "pass",
        "sac",
        "card",
        "done",
        "reset",
        "accept",
        "refuse",
        "pick",
        "split",
    }
)


def frame_actions(state: TtaState) -> list[Action]:
    frame = state.pending[-1]
    return [act.event_choice(choice) for choice in frame.choices]


# ------------------------------------------------------------------------------------------
# Actions of the advanced and full games beside the civil ones: a tactic (1 MA, T-9.4), a
# military card for 1 MA (continuous-draw variant, T-19.3), the Trade Routes swap (ruling R15),
# Columbus as a civil action (``columbus_action = civil``), resigning (T-18).


def resign_open(ctx: Ctx) -> bool:
    """Resigning is offered at the start of one's own turn (T-22 #27): before any action."""
    return not ctx.p.acted and forces.resign_allowed(ctx.state)


def check_extra(ctx: Ctx, a: Action) -> str | None:
    k, args = a.kind, a.args
    p, state = ctx.p, ctx.state
    if k == "resign":
        return None if resign_open(ctx) else "wrong_step"
    if state.options.get("variant") == "simple" or state.round == 1:
        return "wrong_step"
    if k == "tac":
        i = int(args[0])
        if not 0 <= i < len(p.military) or ctx.cat.of(p.military[i]).kind != "tactic":
            return "unknown_card"
        return ctx.short_actions(military=True) if ctx.ma_left < 1 else None
    if k == "draw":
        if not state.options.get("continuous_draw"):
            return "wrong_step"
        if military.deck_age(state) is None:
            return "pile_empty"
        age = state.age
        if not state.military_decks[age] and not state.military_discards.get(age):
            return "pile_empty"
        return ctx.short_actions(military=True) if ctx.ma_left < 1 else None
    if k == "trade":
        return pacts.check_trade(ctx)
    if k == "col":
        i = int(args[0])
        if not politics.columbus_ready(ctx.cat, state, p, "civil"):
            return "requirement_not_met"
        if not 0 <= i < len(p.military) or ctx.cat.of(p.military[i]).kind != "territory":
            return "unknown_card"
        return ctx.short_actions() if ctx.ca_left < 1 else None
    return "wrong_step"


def do_extra(ctx: Ctx, a: Action, events: list[Event]) -> dict[str, object]:
    k, args = a.kind, a.args
    p, state, cat = ctx.p, ctx.state, ctx.cat
    if k == "tac":
        inst = p.military.pop(int(args[0]))
        civil.spend_military(ctx)
        if p.tactic:
            military.discard(cat, state, p.tactic, seen=True)  # T-12.2.2
        p.tactic = inst
        return {"card": card_id(inst)}
    if k == "draw":
        civil.spend_military(ctx)
        drawn = military.draw(cat, state, p, 1, events)
        return {"count": len(drawn)}
    if k == "trade":
        return pacts.do_trade(ctx)
    if k == "col":
        civil.spend_civil(ctx)
        colonize.columbus(cat, state, p.seat, int(args[0]), events)
        return {}
    raise AssertionError(k)


def extra_actions(ctx: Ctx) -> list[Action]:
    out: list[Action] = []
    p, state = ctx.p, ctx.state
    if state.options.get("variant") != "simple" and state.round >= 2:
        if ctx.ma_left > 0:
            for i, inst in enumerate(p.military):
                if ctx.cat.of(inst).kind == "tactic":
                    out.append(act.at("tac", i))
            if check_extra(ctx, act.DRAW) is None:
                out.append(act.DRAW)
        if state.pacts and check_extra(ctx, act.TRADE) is None:
            out.append(act.TRADE)
        if p.leader and ctx.ca_left > 0:
            for i in range(len(p.military)):
                col = act.at("col", i)
                if check_extra(ctx, col) is None:
                    out.append(col)
    return out


def turn_actions(cat: Catalog, state: TtaState, sweep: bool = True) -> list[Action]:
    """Everything the nation on turn may do now (``end`` last). ``sweep=False`` checks every
    candidate afresh, as ``apply`` does (the property tests compare the two)."""
    p = state.players[state.current]
    ctx = Ctx(cat, state, p, sweep=sweep)
    out: list[Action] = []
    ca = ctx.ca_left
    # A card may cost no civil action (Michelangelo takes a wonder for one less): it can be
    # taken with none left.
    discounted = any(m.applies_to == "take" for m in ctx.d.costs)
    if ca > 0 or discounted:
        # A sweep skips the slots whose printed cost alone exceeds the actions left (T-6.1:
        # without a take modifier the cost is at least the slot's): check_take refuses them.
        if sweep:
            out.extend(_takes(ctx, ca, discounted))
        else:
            for slot in range(len(state.row)):
                if state.row[slot] and civil.check_take(ctx, slot) is None:
                    out.append(act.take(slot + 1))
    if state.round == 1:
        if resign_open(ctx):
            out.append(act.RESIGN)
        out.append(act.END)
        return out
    ma = ctx.ma_left
    if ca > 0 and civil.check_pop(ctx) is None:
        out.append(act.POP)
    if ctx.d.grants and civil.check_free_pop(ctx) is None:
        out.append(act.FREE_POP)
    techs = ctx.building_techs()
    if sweep:
        out.extend(_builds(ctx, techs, ca, ma))
    else:
        for info in techs:
            is_unit = info.category == "unit"
            if (ma if is_unit else ca) < 1 or p.pool <= 0:
                continue
            code = building_code(info.tech_type, info.age)
            if civil.check_build(ctx, code) is None:
                out.append(act.build(code))
    if ca > 0 or ma > 0:
        for src, dst in civil.upgrade_pairs(ctx, civil.BUILDING_CATEGORIES):
            if (ma if src.category == "unit" else ca) < 1:
                continue
            s, d = civil.code_of(src), civil.code_of(dst)
            if civil.check_upgrade(ctx, s, d) is None:
                out.append(act.upgrade(s, d))
        for info in techs:
            if p.workers.get(info.id, 0) > 0 and (ma if info.category == "unit" else ca) > 0:
                out.append(act.destroy(civil.code_of(info)))
    if ca > 0:
        if p.wonder:
            for n in range(1, ctx.d.stages_per_action + 1):
                if civil.check_wonder(ctx, n) is None:
                    out.append(act.wonder(n))
        for i in range(len(p.hand)):
            out.extend(_hand_actions(ctx, i))
        if civil.barbarossa(ctx) is not None:
            for info in techs:
                if info.category == "unit":
                    code = civil.code_of(info)
                    if civil.check_barbarossa(ctx, code) is None:
                        out.append(act.barbarossa(code))
    elif civil.robespierre(ctx):
        for i, h in enumerate(p.hand):
            if (
                ctx.cat.of(h.inst).category == "government"
                and civil.check_revolution(ctx, str(i)) is None
            ):
                out.append(act.revolution(i))
    if state.options.get("variant") != "simple":
        out.extend(extra_actions(ctx))
    if resign_open(ctx):
        out.append(act.RESIGN)
    out.append(act.END)
    return out


def _affordable(ca: int) -> int:
    """How many slots from the left cost at most ``ca`` civil actions (the costs rise)."""
    if 0 <= ca < len(_AFFORDABLE):
        return _AFFORDABLE[ca]
    return sum(1 for cost in nation.ROW_ZONES if cost <= ca)


_AFFORDABLE = tuple(sum(1 for cost in nation.ROW_ZONES if cost <= ca) for ca in range(16))


def _takes(ctx: Ctx, ca: int, discounted: bool) -> list[Action]:
    """The row slots :func:`civil.check_take` allows, in one pass (T-6.1, T-6.2: the slot's
    cost and a wonder's surcharge against the civil actions left, one leader per age, one
    wonder at a time, no technology twice, the hand limit): what the nation's cards and hand
    say is read once, not once per slot. ``discounted``: a card changes take costs."""
    p, state, d = ctx.p, ctx.state, ctx.d
    row = state.row if discounted else state.row[: _affordable(ca)]
    hand_full = len(p.hand) >= d.civil_hand_limit
    building = bool(p.wonder)
    wonders = len(p.wonders)
    of = ctx.cat.of
    zones = nation.ROW_ZONES
    out: list[Action] = []
    for slot, inst in enumerate(row):
        if not inst:
            continue
        info = of(inst)
        kind = info.kind
        cost = zones[slot]
        if kind == "wonder":
            if building:
                continue
            cost += wonders
        elif hand_full:
            continue
        elif kind == "leader":
            if info.age in p.leader_ages:
                continue
        elif kind == "technology" and info.id in ctx.owned:
            continue
        if discounted:
            cost += cost_modifier(d, "take", kind=kind)
        if cost <= ca:
            out.append(act.take(slot + 1))
    return out


def _builds(ctx: Ctx, techs: list[Info], ca: int, ma: int) -> list[Action]:
    """The builds :func:`civil.check_build_of` allows, in one pass over the nation's building
    cards (one card per type and level, T-2.1.2): an action of the right kind and a worker
    (T-8.2, T-9.1), room under the urban limit (T-8.3), the resources after the military
    discount (T-7.4.2)."""
    p, d, cat = ctx.p, ctx.d, ctx.cat
    out: list[Action] = []
    if p.pool < 1:
        return out
    pool_left = ctx.pool_left
    for info in techs:
        category = info.category
        if category == "unit":
            if ma < 1:
                continue
        elif ca < 1 or (
            category == "urban" and ctx.workers_of_type(info.tech_type) >= d.urban_limit
        ):
            continue
        cost = max(0, build_cost(cat, d, info, p))
        if category == "unit":
            cost -= min(cost, pool_left)
        if ctx.can_pay_res(cost):
            out.append(act.build(building_code(info.tech_type, info.age)))
    return out


def _hand_actions(ctx: Ctx, i: int) -> list[Action]:
    h = ctx.p.hand[i]
    info = ctx.cat.of(h.inst)
    kind = info.kind
    if kind == "action" and h.taken >= ctx.state.turn:
        return []  # T-6.2.4: not the turn it was taken
    out: list[Action] = []
    if ctx.sweeping and kind in ("leader", "technology") and ctx.ca_left >= 1:
        # civil.check_play's answer for these cards, without parsing the index again: a
        # leader needs the civil action only (T-8.7), a technology its science and not to be
        # in play already (T-8.8), a government also offers its revolution (T-10.3).
        if kind == "leader":
            return [act.play(i)]
        if civil.check_science(ctx, info) is None and civil.tech_blocked(ctx, info) is None:
            out.append(act.play(i))
        if info.category == "government" and civil.check_revolution(ctx, str(i)) is None:
            out.append(act.revolution(i))
        return out
    for a in hand_candidates(ctx, i):
        if a.kind == "rev":
            if civil.check_revolution(ctx, a.args[0]) is None:
                out.append(a)
        elif civil.check_play(ctx, a.args) is None:
            out.append(a)
    return out


def hand_candidates(ctx: Ctx, i: int) -> list[Action]:
    """Every way to play hand card ``i`` that could be legal in some position (a leader, a
    technology and, for a government, its revolution; an action card with each target the
    nation's cards offer), before any check."""
    h = ctx.p.hand[i]
    info = ctx.cat.of(h.inst)
    idx = str(i)
    if info.kind in ("leader", "technology"):
        if info.category == "government":
            return [act.play(i), act.revolution(i)]
        return [act.play(i)]
    if info.kind != "action":
        return []
    pa = civil.perform_of(info)
    if pa is None:
        return [act.play(i)]
    candidates: list[tuple[str, ...]] = []
    if pa.action == "build":
        candidates = [
            (civil.code_of(t),)
            for t in ctx.building_techs(civil.CIVIL_CATEGORIES)
            if t.tech_type in pa.types
        ]
    elif pa.action == "upgrade":
        candidates = [
            (civil.code_of(s), civil.code_of(d))
            for s, d in civil.upgrade_pairs(ctx, civil.CIVIL_CATEGORIES)
            if s.tech_type in pa.types
        ]
    elif pa.action in ("build_wonder_stage", "increase_population"):
        candidates = [()]
    elif pa.action == "play_technology":
        for j, other in enumerate(ctx.p.hand):
            o = ctx.cat.of(other.inst)
            if j == i or o.kind != "technology":
                continue
            candidates.append((str(j),))
            if o.category == "government":
                candidates.append((str(j), "rev"))
    return [act.play(int(idx), *extra) for extra in candidates]
