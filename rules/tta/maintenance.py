"""Maintenance (T-13): the end-of-turn production phase, in the rulebook's order, and the
happiness check before it (T-14).

Simple game (T-13.2): culture and science, food production, consumption with famine, resource
production. Advanced and full games add the uprising check (T-14.3: an uprising skips the whole
maintenance), corruption (T-13.1 step 5) and the military draw (step 6, from round 2).
"""

from __future__ import annotations

from rules.core import Event
from rules.tta import cards as c
from rules.tta import economy as eco
from rules.tta import military, nation
from rules.tta.catalog import Catalog
from rules.tta.derived import Derived, derive
from rules.tta.options import cap
from rules.tta.state import Player, TtaState


def advanced(state: TtaState) -> bool:
    return state.options.get("variant") in ("advanced", "full")


def uprising(cat: Catalog, state: TtaState, p: Player, d: Derived | None = None) -> bool:
    """T-14.3: fewer unused workers than discontent at the end of the turn."""
    if not advanced(state):
        return False
    d = d if d is not None else derive(cat, state, p)
    return p.pool < nation.discontent(p.yellow_bank, d.happy)


def end_of_turn(cat: Catalog, state: TtaState, p: Player, events: list[Event]) -> None:
    """The happiness check, then maintenance unless the nation revolts."""
    d = derive(cat, state, p)
    if uprising(cat, state, p, d):
        discontent = nation.discontent(p.yellow_bank, d.happy)
        p.last_maintenance = {"uprising": 1, "discontent": discontent, "unused": p.pool}
        events.append(Event("uprising", p.seat, dict(p.last_maintenance)))
        reset_tokens(p)
        return
    maintain(cat, state, p, events, d)


def preview(cat: Catalog, state: TtaState, p: Player) -> dict[str, int]:
    """What ending the turn now would cost the nation (computed on a copy, nothing changes):
    ``uprising`` (1: the maintenance is skipped, T-14.3), ``famine`` (food missing, 4 culture
    each), ``corruption`` (resources lost, T-13.1 step 5). Zero values are left out."""
    d = derive(cat, state, p)
    if uprising(cat, state, p, d):
        return {"uprising": 1}
    goods = forecast(cat, state, p, d)
    return {k: goods[k] for k in ("famine", "corruption") if goods.get(k)}


def forecast(cat: Catalog, state: TtaState, p: Player, d: Derived | None = None) -> dict[str, int]:
    """The goods steps of the nation's next maintenance if it took place now (T-13.1 steps 2 to
    5, computed on a copy with the very functions :func:`maintain` runs, so blue tokens that
    run out, Acceptance of Supremacy taking only from production, Transcontinental Railroad
    and corruption after production are what the rules will do): ``food`` and ``resources``
    produced, ``eaten``, ``famine`` (food missing), ``corruption`` (resources it takes; 0 in the
    simple game)."""
    d = d if d is not None else derive(cat, state, p)
    copy = p.clone()
    out = {"food": produce_food(cat, copy, d), "famine": 0, "corruption": 0}
    out.update(consume(cat, state, copy))
    out["resources"] = produce_resources(cat, copy, d)
    if advanced(state):
        out.update(corrupt(cat, state, copy))
    return out


def maintain(
    cat: Catalog, state: TtaState, p: Player, events: list[Event], d: Derived | None = None
) -> None:
    d = d if d is not None else derive(cat, state, p)
    record: dict[str, int] = {}
    # 1. Culture and science (T-13.1 step 1).
    p.culture += d.culture
    p.science = cap(p.science + d.science, state.options.get("science_points_cap", 0))
    record["culture"] = d.culture
    record["science"] = d.science
    # 2. Food production.
    record["food"] = produce_food(cat, p, d)
    # 3. Consumption; famine costs 4 culture per missing food (T-22 #4, #18).
    record.update(consume(cat, state, p))
    # 4. Resource production.
    record["resources"] = produce_resources(cat, p, d)
    if advanced(state):
        # 5. Corruption (T-13.1 step 5, T-22 #18).
        record.update(corrupt(cat, state, p))
        # 6. Military cards: one per unused MA, at most 3 (T-15.1, T-22 #20, #21).
        if state.round >= 2 and end_draw(state):
            ma_left = max(0, d.ma + p.ma_temp - p.ma_spent)
            drawn = military.draw(cat, state, p, min(3, ma_left), events)
            record["drawn"] = len(drawn)
    p.last_maintenance = record
    events.append(Event("maintenance", p.seat, dict(record)))
    reset_tokens(p)


def end_draw(state: TtaState) -> bool:
    """T-22 #21: the continuous-draw variant replaces the end-of-turn draw."""
    if not state.options.get("continuous_draw"):
        return True
    return bool(state.options.get("continuous_draw_keeps_end_draw"))


def produce_food(cat: Catalog, p: Player, d: Derived) -> int:
    value = eco.produce(cat, p, eco.FOOD)
    return value + _extra(cat, p, eco.FOOD, d.extra_food, value)


def produce_resources(cat: Catalog, p: Player, d: Derived) -> int:
    value = eco.produce(cat, p, eco.RESOURCES)
    for pt, amount in d.extra_tokens:
        value += _extra_tokens(cat, p, pt, amount)
    return value + _extra(cat, p, eco.RESOURCES, d.extra_resources, value)


def _extra(cat: Catalog, p: Player, kind: str, extra: int, produced: int) -> int:
    """Production a card or pact adds (or, negative, takes from this production only:
    Acceptance of Supremacy never touches stored goods, military-facts §4)."""
    if extra > 0:
        return eco.gain(cat, p, kind, extra)
    if extra < 0 and produced > 0:
        return -eco.pay_up_to(cat, p, kind, min(-extra, produced))
    return 0


def _extra_tokens(cat: Catalog, p: Player, pt: c.ProduceTokens, amount: int) -> int:
    """Transcontinental Railroad (one more token on the best mine, T-20.11) and Tesla / Bill
    Gates (labs produce resources worth their level, T-20.9; gained as resources, ruling R16)."""
    if pt.target == "best":
        best = None
        for cid, n in p.workers.items():
            info = cat.info[cid]
            if n and info.tech_type in pt.types and (best is None or info.age > best.age):
                best = info
        if best is None or p.blue_bank < 1 or best.tech_type != "mine":
            return 0
        k = min(pt.tokens, p.blue_bank)
        p.tokens[best.id] = p.tokens.get(best.id, 0) + k
        p.blue_bank -= k
        return k * best.token_value
    return eco.gain(cat, p, eco.RESOURCES, amount)


def consume(cat: Catalog, state: TtaState, p: Player) -> dict[str, int]:
    record: dict[str, int] = {}
    need = nation.consumption(p.yellow_bank)
    paid = eco.pay_up_to(cat, p, eco.FOOD, need)
    record["eaten"] = paid
    missing = need - paid
    if missing:
        loss = nation.FAMINE_CULTURE * missing
        if state.options.get("culture_floor_on_famine", True):
            loss = min(loss, p.culture)
        p.culture -= loss
        record["famine"] = missing
        record["culture_lost"] = loss
    return record


def corrupt(cat: Catalog, state: TtaState, p: Player) -> dict[str, int]:
    """T-13.1 step 5: by the blue bank after production; resources only, what exists
    (T-22 #18; ``culture_penalty``: 4 culture per missing resource, like famine, ruling R17)."""
    record: dict[str, int] = {}
    owed = nation.corruption(p.blue_bank)
    if not owed:
        return record
    paid = eco.pay_up_to(cat, p, eco.RESOURCES, owed)
    record["corruption"] = paid
    missing = owed - paid
    if missing and state.options.get("corruption_shortfall") == "culture_penalty":
        loss = min(p.culture, nation.FAMINE_CULTURE * missing)
        p.culture -= loss
        record["corruption_culture"] = loss
    return record


def reset_tokens(p: Player) -> None:
    """After maintenance all white and red tokens return to the government card (T-5.3)."""
    p.ca_spent = 0
    p.ma_spent = 0
    p.ca_temp = 0
    p.ma_temp = 0
    p.pool_bonus = 0
    p.pool_used = 0
    p.revolution = False
    p.civil_used = 0
    p.trade_used = False
    p.free_pop_used = False
    p.acted = False
