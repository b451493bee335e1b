"""Maintenance (T-13): the end-of-turn production phase, in the rulebook's order.

Simple game (T-13.2): culture and science, food production, consumption with famine, resource
production. Corruption and the military draw (advanced/full, T-13.1 steps 5-6) arrive with M2.
"""

from __future__ import annotations

from rules.core import Event
from rules.tta import economy as eco
from rules.tta import nation
from rules.tta.catalog import Catalog
from rules.tta.derived import derive
from rules.tta.options import cap
from rules.tta.state import Player, TtaState


def maintain(cat: Catalog, state: TtaState, p: Player, events: list[Event]) -> None:
    d = derive(cat, state, p)
    record: dict[str, int] = {}
    # 1. Culture and science (T-13.1 step 1).
    p.culture += d.culture
    p.science = cap(p.science + d.science, state.options.get("science_points_cap", 0))
    record["culture"] = d.culture
    record["science"] = d.science
    # 2. Food production.
    record["food"] = eco.produce(cat, p, eco.FOOD)
    # 3. Consumption; famine costs 4 culture per missing food (T-22 #4, #18).
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
    # 4. Resource production.
    record["resources"] = eco.produce(cat, p, eco.RESOURCES)
    # (5. corruption and 6. military draw: advanced and full games only.)
    p.last_maintenance = record
    events.append(Event("maintenance", p.seat, dict(record)))
    reset_tokens(p)


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
