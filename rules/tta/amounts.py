"""Counts for effect amounts (Age I-III events, T-22 #35; one-off gains, T-22 #27): an
effect's amount by the player count the rules use, times its ``per`` count of the nation.

Below :mod:`rules.tta.civil` (gains) and :mod:`rules.tta.events` (events), which both use it.
"""

from __future__ import annotations

from rules.tta import cards as c
from rules.tta import nation
from rules.tta.catalog import Catalog
from rules.tta.derived import Derived, _Ctx, derive, population
from rules.tta.state import Player, TtaState


def count(cat: Catalog, state: TtaState, p: Player, spec: c.Count, d: Derived) -> int:
    kind = spec.count
    raw: int
    if kind == "culture_rate":
        raw = d.culture
    elif kind == "science_rate":
        raw = d.science
    elif kind == "happy_faces":
        raw = d.happy
    elif kind == "discontent_workers":
        raw = nation.discontent(p.yellow_bank, d.happy)
    elif kind == "content_workers":
        raw = population(p) - nation.discontent(p.yellow_bank, d.happy)
    elif kind == "civil_actions":
        raw = d.ca
    elif kind == "military_actions":
        raw = d.ma
    elif kind == "food_production":
        raw = max(0, d.food)
    elif kind == "resource_production":
        raw = max(0, d.resources)
    elif kind == "stronger_players":
        mine = d.strength
        raw = sum(
            1
            for q in state.players
            if q.seat != p.seat and q.resigned == 0 and derive(cat, state, q).strength > mine
        )
    elif kind == "more_culture_players":
        raw = sum(
            1
            for q in state.players
            if q.seat != p.seat and q.resigned == 0 and q.culture > p.culture
        )
    else:
        return _Ctx(cat, state, p).count(spec)
    return spec.shape(raw)


def amount_of(
    cat: Catalog,
    state: TtaState,
    p: Player,
    amount: c.Quantity,
    per: c.Count | None,
    d: Derived,
) -> int:
    value = amount.value(state.count_for_rules())
    if per is not None:
        value *= count(cat, state, p, per, d)
    return value
