"""Choosing a force: the units a nation sacrifices and the bonus cards it discards, one step
at a time (``sac.<unit>``, ``card.<m>``, then ``done``; ``reset`` starts over).

Used by colonization (T-15.6.2: at least one unit, total at least the bid), by both sides of an
aggression (T-15.7.2: the defender may add Defense cards) and of a war (T-15.9.2: units only).
A sacrificed unit adds its own strength, and complete armies formed by the sacrificed units
alone add their tactic value (T-12.3, T-22 #15). In the last round no unit may be sacrificed in
attack or defence (T-17.3.4, T-22 #8); colonization stays allowed (T-22 #34).

The frame's ``data``: ``purpose`` (colonize | attack | defend | war_att | war_def), ``units``
(card id -> count chosen), ``cards`` (bonus card instances chosen), ``op`` (what the purpose's
continuation needs). When the seat is done, the continuation registered for the purpose runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Event
from rules.tta import ages, civil, frames, military
from rules.tta import economy as eco
from rules.tta.armies import sacrifice_strength
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.derived import Derived, derive
from rules.tta.state import Frame, Player, TtaState

Continuation = Callable[[Catalog, TtaState, Frame, list[Event]], None]
CONTINUE: dict[str, Continuation] = {}

CARD_USE: dict[str, str] = {"colonize": "colonization", "defend": "defense"}


def new(purpose: str, seat: int, card: str, op: dict[str, Any]) -> Frame:
    return Frame("force", seat, card, data={"purpose": purpose, "units": {}, "cards": [], "op": op})


def no_sacrifice(state: TtaState, purpose: str) -> bool:
    """Sacrifices are forbidden in the last round (attack and defence only)."""
    if not state.last_round:
        return False
    if purpose == "colonize":
        return not state.options.get("last_round_colonization_sacrifice", True)
    if state.options.get("variant") == "advanced":
        return bool(state.options.get("advanced_last_round_no_sacrifice", True))
    return True


def card_value(cat: Catalog, d: Derived, inst: str, use: str) -> int:
    """A Defense/Colonization card's value, with Churchill (x2 defence) and Cook (+1
    colonization) applied."""
    info = cat.of(inst)
    value = info.defense if use == "defense" else info.colonization_value
    for rule in d.bonus_rules:
        if rule.use == use:
            value = value * rule.factor + rule.extra
    return value


def units_strength(cat: Catalog, d: Derived, p: Player, units: dict[str, int]) -> int:
    return sacrifice_strength(cat, p, d.tactic, units, d.unit_bonus or {}, d.ignore_tactics)


def value(
    cat: Catalog, state: TtaState, p: Player, data: dict[str, Any], d: Derived | None = None
) -> int:
    """The force chosen so far: sacrificed units, bonus cards and (colonization) the
    permanent colonization bonus."""
    d = d if d is not None else derive(cat, state, p)
    purpose = data["purpose"]
    total = units_strength(cat, d, p, data["units"])
    use = CARD_USE.get(purpose)
    if use is not None:
        total += sum(card_value(cat, d, inst, use) for inst in data["cards"])
    if purpose == "colonize":
        total += d.colonization
    return total


def max_value(cat: Catalog, state: TtaState, p: Player, purpose: str) -> int:
    """Everything this nation could add for ``purpose`` (all units, all usable cards)."""
    d = derive(cat, state, p)
    units = (
        {}
        if no_sacrifice(state, purpose)
        else {cid: n for cid, n in p.workers.items() if cat.info[cid].category == "unit"}
    )
    use = CARD_USE.get(purpose)
    cards = [m for m in p.military if use is not None and usable(cat, m, use)]
    return value(cat, state, p, {"purpose": purpose, "units": units, "cards": cards}, d)


def has_units(cat: Catalog, p: Player) -> bool:
    return any(cat.info[cid].category == "unit" for cid in p.workers)


def usable(cat: Catalog, inst: str, use: str) -> bool:
    info = cat.of(inst)
    return (
        info.kind == "bonus" and (info.defense if use == "defense" else info.colonization_value) > 0
    )


def _choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    data = frame.data
    p = state.players[frame.seat]
    purpose = data["purpose"]
    chosen: dict[str, int] = data["units"]
    out: list[str] = []
    if not no_sacrifice(state, purpose):
        ctx = Ctx(cat, state, p)
        for info in ctx.building_techs(("unit",)):
            if p.workers.get(info.id, 0) > chosen.get(info.id, 0):
                out.append("sac." + civil.code_of(info))
    use = CARD_USE.get(purpose)
    if use is not None:
        for i, inst in enumerate(p.military):
            if inst not in data["cards"] and usable(cat, inst, use):
                out.append(f"card.{i}")
    if purpose != "colonize" or enough(cat, state, p, data):
        out.append("done")
    if chosen or data["cards"]:
        out.append("reset")
    if purpose == "war_def" and resign_allowed(state):
        out.append("resign")
    return out


def enough(cat: Catalog, state: TtaState, p: Player, data: dict[str, Any]) -> bool:
    if not data["units"]:
        return False  # T-15.6.2: bonuses alone never suffice
    return value(cat, state, p, data) >= int(data["op"]["bid"])


def resign_allowed(state: TtaState) -> bool:
    versions = state.options.get("resignation_versions", "all")
    return versions == "all" or state.options.get("variant") == "full"


def _answer(cat: Catalog, state: TtaState, frame: Frame, code: str, events: list[Event]) -> None:
    data = frame.data
    p = state.players[frame.seat]
    kind, _, arg = code.partition(".")
    if kind == "sac":
        info = Ctx(cat, state, p).tech(arg)
        assert info is not None
        data["units"][info.id] = data["units"].get(info.id, 0) + 1
        return
    if kind == "card":
        data["cards"].append(p.military[int(arg)])
        return
    if kind == "reset":
        data["units"] = {}
        data["cards"] = []
        return
    if kind == "resign":
        frames.finish(state, frame)
        # T-18.1: the war about to be resolved against him is not fought.
        military.discard(cat, state, str(data["op"]["card"]), seen=True)
        ages.resign(cat, state, frame.seat, events)
        return
    frames.finish(state, frame)
    CONTINUE[data["purpose"]](cat, state, frame, events)


def _secret(frame: Frame) -> bool:
    return str(frame.data.get("purpose")) in CARD_USE


frames.register("force", frames.Handler(_choices, _answer, _secret))


def commit(cat: Catalog, state: TtaState, frame: Frame, events: list[Event]) -> int:
    """Sacrifice the chosen units (workers back to the yellow bank, T-12.3) and discard the
    chosen cards; returns the force's value (counted before anything leaves)."""
    p = state.players[frame.seat]
    data = frame.data
    total = value(cat, state, p, data)
    units: dict[str, int] = data["units"]
    for cid, n in units.items():
        for _ in range(n):
            eco.remove_worker(p, cid, to_bank=True)
    cards: list[str] = data["cards"]
    for inst in cards:
        p.military.remove(inst)
        military.discard(cat, state, inst, seen=True)
    if units or cards:
        events.append(
            Event(
                "sacrifice",
                p.seat,
                {
                    "units": sum(units.values()),
                    "cards": [c.partition("#")[0] for c in cards],
                    "value": total,
                },
            )
        )
    return total
