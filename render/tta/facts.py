"""What the images read from a view beyond its plain fields, computed from the view and the
public card data only (never from a game state).

The take cost for the player on turn: a view row entry carries the slot's printed cost (1/2/3
civil actions); when the view does not also carry the cost for the player on turn
(``take_cost``), it is computed here as the rules do (T-6.2.2): the slot cost, plus one per
wonder that player has completed when the card is a wonder, plus the ``take`` cost modifiers of
the cards that player has in play (Michelangelo), never below 0.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import Any

from render.tta import theme as th
from rules.tta import cards as c
from rules.tta import nation
from rules.tta.catalog import Info

# Pending decision kinds with their own words; any other kind is drawn generically.
FRAME_KINDS: tuple[str, ...] = (
    *("event", "pick", "split", "agree", "force", "defend", "bid", "pact", "discard"),
    *("colonize", "war", "aggression", "choose", "lose", "destroy", "uprising"),
)


def on_turn(view: Mapping[str, Any]) -> int | None:
    """The seat whose turn it is, or None when the game is over."""
    if view.get("phase") == "over" or view.get("result"):
        return None
    cur = view.get("current")
    return th.num(cur) if cur is not None else None


def deciding(view: Mapping[str, Any]) -> list[int]:
    return [th.num(s) for s in view.get("to_act") or []]


def cards_in_play(p: Mapping[str, Any]) -> Iterator[str]:
    """Card ids a nation has in play (the sources of continuous effects)."""
    for key in ("government", "leader", "tactic"):
        cid = th.card_id(p.get(key))
        if cid:
            yield cid
    for key in ("wonders", "specials", "colonies"):
        for ref in p.get(key) or []:
            cid = th.card_id(ref)
            if cid:
                yield cid
    for b in p.get("buildings") or []:
        cid = th.card_id(b)
        if cid:
            yield cid


def completed_wonders(p: Mapping[str, Any]) -> int:
    return len(p.get("wonders") or [])


def in_play_infos(p: Mapping[str, Any]) -> Iterator[Info]:
    for cid in cards_in_play(p):
        src = th.cat().info.get(cid)
        if src is not None:
            yield src


def _modifier(p: Mapping[str, Any], applies_to: str, kind: str = "", tech: str = "") -> int:
    """The nation's own unconditional ``cost`` effects for ``applies_to``, as
    :func:`rules.tta.derived.cost_modifier` sums them (``kind`` and ``tech`` filter)."""
    total = 0
    for src in in_play_infos(p):
        for m in src.costs:
            if m.applies_to != applies_to or m.scope != "self" or m.condition != "none":
                continue
            if m.kinds and kind not in m.kinds:
                continue
            if m.types and tech not in m.types:
                continue
            total += m.amount
    return total


def take_cost(entry: Mapping[str, Any], p: Mapping[str, Any] | None) -> int:
    """CA to take a row card for the nation ``p`` (see the module docstring)."""
    if "take_cost" in entry:
        return th.num(entry["take_cost"])
    cost = th.num(entry.get("cost"), 1)
    i = th.info(entry)
    if p is None or i is None:
        return cost
    if i.kind == "wonder":
        cost += completed_wonders(p)
    cost += _modifier(p, "take", kind=i.kind)
    return max(0, cost)


def science_cost(
    i: Info,
    p: Mapping[str, Any] | None,
    view: Mapping[str, Any] | None = None,
    revolution: bool = False,
) -> int:
    """Science the nation ``p`` pays to play technology ``i`` (as a revolution when asked):
    the printed cost, its own science cost effects (Churchill, Bach) and Scientific
    Cooperation's discount (as ``rules.tta.civil.Ctx.science_cost``); printed without ``p``."""
    cost = i.revolution_cost if revolution else i.science_cost
    if p is None:
        return cost
    cost += _modifier(p, "science", tech=i.tech_type)
    seat = th.num(p.get("seat"), -1)
    for pact in (view or {}).get("pacts") or []:
        if not isinstance(pact, Mapping) or seat not in (
            th.num(pact.get("a"), -2),
            th.num(pact.get("b"), -2),
        ):
            continue
        src = th.info(pact)
        for e in src.pact_effects if src is not None else ():
            if isinstance(e, c.ScienceCooperation):
                cost -= e.discount
    return max(0, cost)


def unit_value(i: Info, p: Mapping[str, Any] | None) -> int:
    """One unit's own strength for the nation ``p``, with its per-unit boosts (Genghis Khan);
    the armies a sacrifice forms add more (the force's total in the view counts them)."""
    value = i.per_worker.strength
    for src in in_play_infos(p) if p is not None else ():
        for us in src.unit_strength:
            if i.tech_type in us.types:
                value += us.amount
    return value


def bonus_value(i: Info, p: Mapping[str, Any] | None, use: str) -> int:
    """A Defense/Colonization card's value for ``use`` (``defense`` | ``colonization``) to
    the nation ``p``: Churchill doubles defence, Cook adds 1 to colonization."""
    value = i.defense if use == "defense" else i.colonization_value
    for src in in_play_infos(p) if p is not None else ():
        for rule in src.bonus_rules:
            if rule.use == use:
                value = value * rule.factor + rule.extra
    return value


def wonder_surcharge(view: Mapping[str, Any], p: Mapping[str, Any]) -> int:
    """What taking a wonder of the row costs ``p`` beyond its slot (0 without a wonder)."""
    for slot, entry in enumerate(row(view)):
        i = th.info(entry) if entry else None
        if entry is not None and i is not None and i.kind == "wonder":
            return take_cost(entry, p) - th.num(entry.get("cost"), slot_cost(slot))
    return 0


def row(view: Mapping[str, Any]) -> list[Mapping[str, Any] | None]:
    out: list[Mapping[str, Any] | None] = []
    for entry in view.get("row") or []:
        out.append(entry if isinstance(entry, Mapping) and th.card_id(entry) else None)
    return out


def slot_cost(slot: int) -> int:
    """Printed CA cost of the 0-based slot."""
    zones = nation.ROW_ZONES
    return zones[slot] if 0 <= slot < len(zones) else zones[-1]


def zones(n_slots: int) -> list[tuple[int, list[int]]]:
    """(cost, 0-based slots) of each cost zone of the row."""
    out: list[tuple[int, list[int]]] = []
    for s in range(n_slots):
        cost = slot_cost(s)
        if out and out[-1][0] == cost:
            out[-1][1].append(s)
        else:
            out.append((cost, [s]))
    return out


@lru_cache(maxsize=1)
def yellow_sections() -> tuple[tuple[int, int, int, int, int], ...]:
    """The yellow bank's sections in the order they empty: (highest token, lowest token, food
    to increase population, food eaten, happy faces required) while the bank's top token lies
    in the section; tokens are numbered 1…18 from the one taken last (T-3.2.3)."""
    sections: list[tuple[int, int, int, int, int]] = []
    for y in range(nation.YELLOW_BANK_START, 0, -1):
        cost = nation.population_cost(y) or 0
        eat, need = nation.consumption(y), nation.happy_required(y)
        if sections and sections[-1][2:] == (cost, eat, need):
            sections[-1] = (sections[-1][0], y, cost, eat, need)
        else:
            sections.append((y, y, cost, eat, need))
    return tuple(sections)


def empty_consumption() -> int:
    return nation.consumption(0)


@lru_cache(maxsize=1)
def blue_sections() -> tuple[tuple[int, int, int], ...]:
    """The blue bank's sections from the top down: (highest token, lowest token, corruption
    while the bank's top token lies in the section) (T-3.3.3)."""
    out: list[tuple[int, int, int]] = []
    for b in range(nation.BLUE_TOKENS, 0, -1):
        corr = nation.corruption(b)
        if out and out[-1][2] == corr:
            out[-1] = (out[-1][0], b, corr)
        else:
            out.append((b, b, corr))
    return tuple(out)


def corruption(blue_bank: int) -> int:
    return nation.corruption(blue_bank)


def pacts_of(view: Mapping[str, Any], p: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """Pacts in force that involve nation ``p``: the view's ``pacts`` (``{card, a, b, …}``) and
    any listed on the nation itself (ids or ``{card, partner}``)."""
    seat = th.num(p.get("seat"), -1)
    out: list[Mapping[str, Any]] = []
    for pact in view.get("pacts") or []:
        if isinstance(pact, Mapping) and seat in (
            th.num(pact.get("a"), -1),
            th.num(pact.get("b"), -1),
            th.num(pact.get("owner"), -1),
        ):
            out.append(pact)
    for pact in p.get("pacts") or []:
        out.append(pact if isinstance(pact, Mapping) else {"card": pact, "seat": seat})
    return out


def pact_partner(pact: Mapping[str, Any], seat: int) -> int | None:
    if "a" in pact and "b" in pact:
        a, b = th.num(pact.get("a")), th.num(pact.get("b"))
        return b if seat == a else a
    for key in ("partner", "with", "to"):
        if pact.get(key) is not None:
            return th.num(pact.get(key))
    return None


def nation_corruption(view: Mapping[str, Any], p: Mapping[str, Any]) -> int:
    """Resources lost to corruption (advanced and full games only)."""
    if not th.advanced(view):
        return 0
    if "corruption" in p:
        return th.num(p.get("corruption"))
    return nation.corruption(th.num(p.get("blue_bank")))


def discontent(p: Mapping[str, Any]) -> int:
    if "discontent" in p:
        return th.num(p.get("discontent"))
    return nation.discontent(th.num(p.get("yellow_bank")), th.num(p.get("happy")))


def military_visible(view: Mapping[str, Any], p: Mapping[str, Any]) -> list[str]:
    """Military hand card ids the image may show: only in the owner's own view (a view that
    wrongly carried them for another seat still never shows them)."""
    viewer = view.get("viewer")
    if viewer is None or th.num(viewer, -1) != th.num(p.get("seat"), -2):
        return []
    return [th.card_id(m) for m in p.get("military_cards") or [] if th.card_id(m)]


def hand(p: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [h for h in p.get("hand") or [] if isinstance(h, Mapping) and th.card_id(h)]


def stage_costs(w: Mapping[str, Any] | None) -> list[int]:
    if not w:
        return []
    stages = w.get("stages")
    if isinstance(stages, list):
        return [th.num(s) for s in stages]
    i = th.info(w)
    return list(i.stages) if i is not None else []


def last_event(view: Mapping[str, Any]) -> str:
    for key in ("last_event",):
        if view.get(key):
            return th.card_id(view[key])
    past = view.get("past_events") or []
    return th.card_id(past[-1]) if past else ""


def age_deck(view: Mapping[str, Any], key: str) -> int | None:
    """Cards left in the current age's deck ``key`` (``civil_deck`` / ``military_deck``)."""
    decks = view.get(key)
    if not isinstance(decks, Mapping):
        return None if decks is None else th.num(decks)
    age = str(th.num(view.get("age")))
    if age in decks:
        return th.num(decks[age])
    return None


def is_building(i: Info | None) -> bool:
    return i is not None and i.category in ("production", "urban", "unit")
