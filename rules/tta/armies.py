"""Tactics and armies (T-12.2, T-22 #15): the arrangement of units into armies that maximizes
strength, obsolete armies, air units doubling an army, Napoleon's best army once more; the
strength of sacrificed units with the armies they form by themselves (T-12.3).

Army arithmetic. For a tactic of level L needing r_t units of each type t, a unit is *modern*
when its level is at least L - 1 (T-12.2.3). With m_t modern and n_t units in all, the most
armies are K = min n_t // r_t, the most modern armies M = min m_t // r_t; since the full value
is never below the obsolete one, M modern and K - M obsolete armies maximize the bonus. Air
units (never required) double one army each, the best first.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.tta.catalog import Catalog, Info
from rules.tta.state import Player

ARMY_TYPES: tuple[str, ...] = ("infantry", "cavalry", "artillery")
AIR = "air_force"


Units = dict[tuple[str, int], int]  # (unit type, level) -> units


def units_of(cat: Catalog, workers: Iterable[tuple[str, int]]) -> Units:
    """Units by type and level from (card id, workers) pairs (buildings are skipped)."""
    out: Units = {}
    for cid, n in workers:
        info = cat.info[cid]
        if info.category == "unit" and n > 0:
            key = (info.tech_type, info.age)
            out[key] = out.get(key, 0) + n
    return out


def armies(tactic: Info, units: Units) -> tuple[int, int, int]:
    """(modern armies, obsolete armies, air units) the units form under ``tactic``."""
    level = tactic.age
    need = dict(zip(ARMY_TYPES, tactic.army, strict=True))
    total = modern = 1 << 30
    for unit_type, r in need.items():
        if r <= 0:
            continue
        n = m = 0
        for (t, lv), k in units.items():
            if t == unit_type:
                n += k
                if lv >= level - 1:
                    m += k
        total = min(total, n // r)
        modern = min(modern, m // r)
    if total == 1 << 30:  # a tactic without requirements forms no army
        return 0, 0, 0
    air = sum(k for (t, _), k in units.items() if t == AIR)
    return modern, total - modern, air


def army_bonus(tactic: Info, units: Units, repeat_best: bool = False) -> int:
    """The strength the armies add: full or obsolete value each, air units doubling the best
    armies, and (Napoleon, T-12.2.6) the best army's value once more."""
    modern, old, air = armies(tactic, units)
    if modern + old == 0:
        return 0
    v, ov = tactic.army_value, tactic.army_obsolete
    doubled_modern = min(air, modern)
    doubled_old = min(air - doubled_modern, old)
    bonus = modern * v + old * ov + doubled_modern * v + doubled_old * ov
    if repeat_best:
        if modern:
            bonus += v * (2 if doubled_modern else 1)
        else:
            bonus += ov * (2 if doubled_old else 1)
    return bonus


def unit_strength(cat: Catalog, info: Info, bonus: dict[str, int]) -> int:
    """One unit's own strength, with per-unit boosts (Genghis Khan, T-12.2.6)."""
    return info.per_worker.strength + bonus.get(info.tech_type, 0)


def sacrifice_strength(
    cat: Catalog,
    p: Player,
    tactic: Info | None,
    selection: dict[str, int],
    unit_bonus: dict[str, int],
    ignore_tactics: bool,
) -> int:
    """T-12.3 / T-22 #15: the units' own strength plus the armies they form by themselves."""
    total = 0
    for cid, n in selection.items():
        total += unit_strength(cat, cat.info[cid], unit_bonus) * n
    if tactic is not None and not ignore_tactics:
        total += army_bonus(tactic, units_of(cat, selection.items()))
    return total
