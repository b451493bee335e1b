"""Military cards and armies (advanced and full games).

* Decks per age, the draw (T-15.1, T-22 #20: mandatory, the current age's discard pile is
  reshuffled when the deck runs out, then what exists is drawn), where used cards go (T-22 #26:
  cards of the current age to its face-down discard pile, older cards to the box), the hand
  limit (T-22 #1: the nation's full MA, Library of Alexandria +1) and its discard frame.
* Tactics and armies (T-12.2, T-22 #15): the arrangement of units into armies that maximizes
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

from rules.core import Event
from rules.tta import frames
from rules.tta.catalog import Catalog, Info
from rules.tta.state import Frame, Player, TtaState, card_id

ARMY_TYPES: tuple[str, ...] = ("infantry", "cavalry", "artillery")
AIR = "air_force"


# ------------------------------------------------------------------------------------------
# Decks, draws, discards


def deck_age(state: TtaState) -> int | None:
    """The age whose military deck is in play now (None: no deck, e.g. Age IV)."""
    return state.age if state.age in state.military_decks else None


def draw(cat: Catalog, state: TtaState, p: Player, n: int, events: list[Event]) -> list[str]:
    """Draw ``n`` military cards of the current age into the hand (T-15.1, T-22 #20)."""
    age = deck_age(state)
    if age is None or n <= 0:
        return []
    deck = state.military_decks[age]
    drawn: list[str] = []
    for _ in range(n):
        if not deck:
            pile = state.military_discards.get(age, [])
            if not pile:
                break
            deck.extend(pile)
            pile.clear()
            state.rng.shuffle(deck)
            events.append(Event("reshuffle", None, {"age": age, "cards": len(deck)}))
        drawn.append(deck.pop())
    p.military.extend(drawn)
    if drawn:
        events.append(Event("draw", p.seat, {"count": len(drawn), "age": age}))
        events.append(Event("drawn", p.seat, {"cards": list(drawn)}, private_to=p.seat))
    return drawn


def discard(cat: Catalog, state: TtaState, inst: str, seen: bool) -> None:
    """T-22 #26: a used or discarded military card of the current age goes to that age's
    face-down discard pile; older cards leave the game (seen or unseen)."""
    age = cat.of(inst).age
    if age == deck_age(state):
        state.military_discards.setdefault(age, []).append(inst)
    elif seen:
        state.boxed.append(inst)
    else:
        state.box_unseen.append(inst)


def remove_from_hand(p: Player, inst: str) -> None:
    p.military.remove(inst)


# ------------------------------------------------------------------------------------------
# The hand limit and its discard (T-15.2, T-22 #1)


def hand_limit(cat: Catalog, state: TtaState, p: Player) -> int:
    from rules.tta.derived import derive  # derived imports this module

    return derive(cat, state, p).military_hand_limit


def discard_frame(cat: Catalog, state: TtaState, p: Player) -> Frame | None:
    """The discard owed after the political action, or None when within the limit."""
    if len(p.military) <= hand_limit(cat, state, p):
        return None
    return Frame("discard", p.seat)


def _discard_choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    p = state.players[frame.seat]
    return [f"disc.{i}" for i in range(len(p.military))]


def _discard_answer(
    cat: Catalog, state: TtaState, frame: Frame, code: str, events: list[Event]
) -> None:
    p = state.players[frame.seat]
    inst = p.military.pop(int(code.split(".")[1]))
    discard(cat, state, inst, seen=False)
    events.append(Event("discard", p.seat, {"count": 1}))
    events.append(Event("discarded", p.seat, {"card": card_id(inst)}, private_to=p.seat))
    if len(p.military) <= hand_limit(cat, state, p):
        frames.finish(state, frame)


frames.register("discard", frames.Handler(_discard_choices, _discard_answer, lambda frame: True))


# ------------------------------------------------------------------------------------------
# Armies (T-12.2, T-22 #15)


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
