"""Legal actions: every candidate the nation on turn (or the seat a pending frame asks) could
make, filtered through the same checks :mod:`rules.tta.engine` applies (:mod:`rules.tta.civil`).
"""

from __future__ import annotations

from rules.tta import actions as act
from rules.tta import civil
from rules.tta.actions import Action, building_code
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.state import TtaState


def frame_actions(state: TtaState) -> list[Action]:
    frame = state.pending[-1]
    return [act.event_choice(choice) for choice in frame.choices]


def turn_actions(cat: Catalog, state: TtaState) -> list[Action]:
    """Everything the nation on turn may do now (``end`` last)."""
    p = state.players[state.current]
    ctx = Ctx(cat, state, p)
    out: list[Action] = []
    ca = ctx.ca_left
    if ca > 0:
        for slot in range(len(state.row)):
            if state.row[slot] and civil.check_take(ctx, slot) is None:
                out.append(act.take(slot + 1))
    if state.round == 1:
        out.append(act.END)
        return out
    ma = ctx.ma_left
    if ca > 0 and civil.check_pop(ctx) is None:
        out.append(act.POP)
    techs = ctx.building_techs()
    for info in techs:
        code = building_code(info.tech_type, info.age)
        is_unit = info.category == "unit"
        if (ma if is_unit else ca) < 1:
            continue
        if p.pool > 0 and civil.check_build(ctx, code) is None:
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
    out.append(act.END)
    return out


def _hand_actions(ctx: Ctx, i: int) -> list[Action]:
    h = ctx.p.hand[i]
    info = ctx.cat.of(h.inst)
    idx = str(i)
    out: list[Action] = []
    if info.kind in ("leader", "technology"):
        if civil.check_play(ctx, (idx,)) is None:
            out.append(act.play(i))
        if info.category == "government" and civil.check_revolution(ctx, idx) is None:
            out.append(act.revolution(i))
        return out
    if info.kind != "action" or h.taken >= ctx.state.turn:
        return out
    pa = civil.perform_of(info)
    if pa is None:
        if civil.check_play(ctx, (idx,)) is None:
            out.append(act.play(i))
        return out
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
    for extra in candidates:
        if civil.check_play(ctx, (idx, *extra)) is None:
            out.append(act.play(i, *extra))
    return out
