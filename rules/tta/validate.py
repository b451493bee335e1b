"""Validator for Through the Ages card data (``cards.json``, schema in :mod:`rules.tta.cards`).

``python -m rules.tta validate-data [PATH]`` calls :func:`main`; :func:`validate` returns the
problems as strings, one per problem. Checked:

- the schema (every field typed, every effect kind and parameter known) — by the parser;
- deck totals the rulebook and the spec state: Age A civil deck 20 cards (6 leaders, 4 wonders,
  10 action cards) for every player count, civil decks I–III 45/50/55 for 2/3/4 players, exactly
  five "3+" and five "4"-only cards per age I–III, and they are the cards of the T-2.2 table;
  military decks A 10, I 50, II 50, III 45 for every player count (T-22 #31); 13 Age III action
  cards (T-22 #32); wars per age (T-22 #11); pacts per age (T-4.3.2, T-4.4.1); 9 simple-game
  events (T-4.2.2); the six starting technologies (T-3.1);
- cross-references: technology types and categories agree, every building/unit type has its cards
  and at most one per age, governments carry CA/MA/urban limit and both science costs, wonders
  have stages, tactics name existing unit types and their obsolete values fit T-12.2.3, aggressions
  name what they target, pacts end with their age (T-16.2), bonus cards are +2/+1, +4/+2, +6/+3,
  every effect parameter names an existing stat, type, card kind or card, and ``who``/``when``
  values fit the card kind;
- provenance: ids are snake case and unique, copies are non-negative, a card whose sources
  disagree is not marked verified, and every correction id a card cites exists in the
  ``corrections.json`` next to the data file (when there is one).
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from rules.tta.cards import (
    AGES,
    CATEGORY_OF_TYPE,
    PLAYER_COUNTS,
    PRODUCTION_TYPES,
    UNIT_TYPES,
    URBAN_TYPES,
    ActionCard,
    AggressionCard,
    BonusCard,
    Card,
    CardDB,
    Construction,
    CostModifier,
    Count,
    Destroy,
    EventCard,
    FreeBuild,
    Gain,
    GrantAction,
    LeaderCard,
    LoseColony,
    PactCard,
    PerformAction,
    Quantity,
    RemoveCard,
    TacticCard,
    TechnologyCard,
    TerritoryCard,
    WarCard,
    WonderCard,
    _resolve,
    read_cards,
)

# T-2.2: the cards marked "3+ players" (one copy added from 2 to 3 players) and "4 players only"
# (one copy added from 3 to 4 players), per civil deck.
MARKED_3PLUS: dict[int, frozenset[str]] = {
    1: frozenset({"theology", "bread_and_circuses", "monarchy", "warfare", "code_of_laws"}),
    2: frozenset({
        "selective_breeding", "coal", "riflemen", "constitutional_monarchy", "architecture",
    }),
    3: frozenset({"mechanized_agriculture", "oil", "modern_infantry", "tanks", "democracy"}),
}
MARKED_4: dict[int, frozenset[str]] = {
    1: frozenset({"irrigation", "iron", "alchemy", "swordsmen", "knights"}),
    2: frozenset({"journalism", "cavalrymen", "cannon", "republic", "justice_system"}),
    3: frozenset({
        "professional_sports", "rockets", "air_forces", "military_theory", "engineering",
    }),
}
CIVIL_TOTALS: dict[int, tuple[int, int, int]] = {
    0: (20, 20, 20), 1: (45, 50, 55), 2: (45, 50, 55), 3: (45, 50, 55),
}
MILITARY_TOTALS: dict[int, int] = {0: 10, 1: 50, 2: 50, 3: 45}
AGE_A_KINDS: dict[str, int] = {"leader": 6, "wonder": 4, "action": 10}
AGE_III_ACTION_CARDS = 13
WARS_PER_AGE: dict[int, int] = {0: 0, 1: 0, 2: 4, 3: 6}
PACTS_PER_AGE: dict[int, int] = {0: 0, 1: 2, 2: 4, 3: 4}
SIMPLE_GAME_EVENTS = 9
STARTING: dict[str, tuple[str, int]] = {
    "agriculture": ("farm", 2), "bronze": ("mine", 2), "religion": ("temple", 0),
    "philosophy": ("lab", 1), "warriors": ("infantry", 1), "despotism": ("government", 0),
}
ID_RE = re.compile(r"^[a-z0-9]+(_[a-z0-9]+)*$")
CIVIL_WHO = frozenset({"self"})
EVENT_WHO = frozenset({
    "all", "others", "strongest", "weakest", "two_strongest", "two_weakest",
    "most_culture", "least_culture", "most_happy", "culture_leader_if_two_weakest", "active",
})
ATTACK_WHO = frozenset({"winner", "loser"})
PACT_WHO = frozenset({"role_a", "role_b", "both"})
REQUIRES_OF: dict[str, str] = {
    "destroy": "urban_building", "lose_colony": "colony",
    "leader": "leader", "wonder_under_construction": "wonder_under_construction",
}


def _copies_total(cards: list[Card], players: int) -> int:
    return sum(c.copies.get(players) for c in cards)


def check_db(db: CardDB) -> list[str]:
    """Semantic checks on a parsed card database; one problem per string."""
    out: list[str] = []
    cards = list(db.cards.values())
    _check_ids_and_copies(cards, out)
    _check_decks(db, out)
    _check_techs(db, out)
    for card in cards:
        _check_card(db, card, out)
        for i, effect in enumerate(card.effects):
            _check_effect(db, card, i, effect, out)
    return out


def _check_ids_and_copies(cards: list[Card], out: list[str]) -> None:
    names: Counter[tuple[str, int, str]] = Counter()
    for c in cards:
        if not ID_RE.match(c.id):
            out.append(f"{c.id}: id is not snake case")
        if c.age not in AGES:
            out.append(f"{c.id}: age {c.age} is not 0-3")
        names[(c.deck, c.age, c.name)] += 1
        cp = c.copies
        if min(cp.p2, cp.p3, cp.p4) < 0:
            out.append(f"{c.id}: negative copies")
        if c.in_deck and not (cp.p2 <= cp.p3 <= cp.p4):
            out.append(f"{c.id}: copies must not fall with more players ({cp.p2}/{cp.p3}/{cp.p4})")
        if c.deck == "military" and not cp.p2 == cp.p3 == cp.p4:
            out.append(f"{c.id}: military copies differ by player count (T-2.3)")
        if c.in_deck and cp.p4 == 0:
            out.append(f"{c.id}: in the deck but 0 copies")
        if not c.in_deck and (cp.p2 or cp.p3 or cp.p4):
            out.append(f"{c.id}: not in a deck but has copies")
        if c.name in c.aliases:
            out.append(f"{c.id}: alias repeats the name")
        prov = c.provenance
        p4s = {s.p4 for s in prov.source_counts if s.p4 is not None}
        if len(p4s) > 1 and prov.copies_verified:
            out.append(f"{c.id}: sources disagree on copies {sorted(p4s)} but copies_verified")
        if c.verified and not prov.copies_verified:
            out.append(f"{c.id}: verified but its copies are not")
        if not prov.sources:
            out.append(f"{c.id}: no source")
    for (deck, age, name), n in names.items():
        if n > 1:
            out.append(f"{deck} age {age}: name {name!r} used by {n} cards")


def _check_decks(db: CardDB, out: list[str]) -> None:
    for age in AGES:
        civil = list(db.cards_of("civil", age))
        for players, want in zip(PLAYER_COUNTS, CIVIL_TOTALS[age], strict=True):
            got = _copies_total(civil, players)
            if got != want:
                out.append(f"civil deck {age} for {players} players: {got} cards, expected {want}")
        military = list(db.cards_of("military", age))
        for players in PLAYER_COUNTS:
            got = _copies_total(military, players)
            if got != MILITARY_TOTALS[age]:
                out.append(
                    f"military deck {age} for {players} players: {got} cards, "
                    f"expected {MILITARY_TOTALS[age]} (T-22 #31)"
                )
        wars = sum(c.copies.p4 for c in military if isinstance(c, WarCard))
        if wars != WARS_PER_AGE[age]:
            out.append(f"age {age}: {wars} war cards, expected {WARS_PER_AGE[age]} (T-22 #11)")
        pacts = sum(c.copies.p4 for c in military if isinstance(c, PactCard))
        if pacts != PACTS_PER_AGE[age]:
            out.append(f"age {age}: {pacts} pact cards, expected {PACTS_PER_AGE[age]}")
        if age == 0:
            kinds = Counter[str]()
            for c in civil:
                kinds[c.kind] += c.copies.p4
            if dict(kinds) != AGE_A_KINDS:
                out.append(f"civil deck A: {dict(kinds)}, expected {AGE_A_KINDS} (T-2.2)")
            simple = sum(
                c.copies.p4 for c in military if isinstance(c, EventCard) and c.simple_game
            )
            if simple != SIMPLE_GAME_EVENTS:
                out.append(f"{simple} simple-game events, expected {SIMPLE_GAME_EVENTS}")
            if any(not isinstance(c, EventCard) for c in military):
                out.append("military deck A holds cards that are not events")
            continue
        if any(isinstance(c, EventCard) and c.simple_game for c in military):
            out.append(f"age {age}: simple-game events exist only in Age A")
        plus3 = {c.id: c.copies.p3 - c.copies.p2 for c in civil if c.copies.p3 != c.copies.p2}
        only4 = {c.id: c.copies.p4 - c.copies.p3 for c in civil if c.copies.p4 != c.copies.p3}
        for label, got_map, want_set in (
            ("3+", plus3, MARKED_3PLUS[age]), ("4", only4, MARKED_4[age]),
        ):
            if set(got_map) != want_set or any(v != 1 for v in got_map.values()):
                out.append(
                    f"civil deck {age}: cards marked {label} are {sorted(got_map.items())}, "
                    f"expected one copy each of {sorted(want_set)} (T-2.2)"
                )
        if age == 3:
            actions = sum(c.copies.p4 for c in civil if isinstance(c, ActionCard))
            if actions != AGE_III_ACTION_CARDS:
                out.append(f"civil deck III: {actions} action cards, expected 13 (T-22 #32)")


def _check_techs(db: CardDB, out: list[str]) -> None:
    techs = [c for c in db.cards.values() if isinstance(c, TechnologyCard)]
    starting = {c.id: c for c in techs if c.starting}
    if set(starting) != set(STARTING):
        out.append(f"starting technologies are {sorted(starting)}, expected {sorted(STARTING)}")
    for cid, (tech_type, workers) in STARTING.items():
        card = starting.get(cid)
        if card is None:
            continue
        if card.tech_type != tech_type or card.starting_workers != workers or card.age != 0:
            out.append(f"{cid}: starting technology must be {tech_type}, age A, {workers} workers")
        if card.in_deck:
            out.append(f"{cid}: a starting technology is not a deck card (T-2.2)")
    levels: dict[str, Counter[int]] = {}
    for c in techs:
        levels.setdefault(c.tech_type, Counter())[c.age] += 1
    for tech_type in (*PRODUCTION_TYPES, *URBAN_TYPES, *UNIT_TYPES):
        if tech_type not in levels:
            out.append(f"no technology card of type {tech_type}")
    for tech_type, counter in levels.items():
        if tech_type != "government":
            for age, n in counter.items():
                if n > 1:
                    out.append(f"{n} {tech_type} technologies of age {age}")


def _check_card(db: CardDB, c: Card, out: list[str]) -> None:
    if isinstance(c, TechnologyCard):
        if CATEGORY_OF_TYPE.get(c.tech_type) != c.category:
            out.append(f"{c.id}: type {c.tech_type} is not of category {c.category}")
        if c.science_cost < 0:
            out.append(f"{c.id}: negative science cost")
        building = c.category in ("production", "urban", "unit")
        if building and (c.build_cost is None or c.build_cost <= 0):
            out.append(f"{c.id}: a building/unit technology needs a build cost")
        if not building and c.build_cost is not None:
            out.append(f"{c.id}: only buildings and units have a build cost")
        if building and not c.per_worker.nonzero():
            out.append(f"{c.id}: a building/unit technology needs an output per worker")
        if not building and c.per_worker.nonzero():
            out.append(f"{c.id}: per-worker output on a card without workers")
        if c.category == "production":
            value = c.per_worker.food if c.tech_type == "farm" else c.per_worker.resources
            if c.token_value != value or value <= 0:
                out.append(f"{c.id}: token value {c.token_value} must equal its output {value}")
        elif c.token_value is not None:
            out.append(f"{c.id}: token value on a card that is not a farm or mine")
        if c.category == "unit" and c.per_worker.strength <= 0:
            out.append(f"{c.id}: a unit needs strength")
        gov = c.government
        if c.category == "government":
            if gov is None:
                out.append(f"{c.id}: a government needs CA/MA/urban limit")
            else:
                if gov.civil_actions <= 0 or gov.military_actions <= 0 or gov.urban_limit <= 0:
                    out.append(f"{c.id}: government CA/MA/urban limit must be positive")
                if c.starting != (gov.revolution_cost is None):
                    out.append(f"{c.id}: a deck government needs a revolution cost (T-10.3)")
                if gov.revolution_cost is not None and gov.revolution_cost >= c.science_cost:
                    out.append(f"{c.id}: revolution must cost less than a peaceful change")
            if c.stats.civil_actions or c.stats.military_actions:
                out.append(f"{c.id}: a government's CA/MA belong in 'government'")
        elif gov is not None:
            out.append(f"{c.id}: only governments have a 'government' block")
        if c.starting_workers and not c.starting:
            out.append(f"{c.id}: starting workers on a card that is not a starting technology")
    elif isinstance(c, WonderCard):
        if not c.stages or any(s <= 0 for s in c.stages):
            out.append(f"{c.id}: a wonder needs positive stage costs")
        if c.age == 3 and (c.stats.nonzero() or any(
            not (isinstance(e, Gain) and e.when == "complete") for e in c.effects
        )):
            out.append(f"{c.id}: Age III wonders only score at completion (T-20.3)")
    elif isinstance(c, TacticCard):
        _check_tactic(db, c, out)
    elif isinstance(c, AggressionCard):
        if (c.ma_cost is None) != (c.ma_cost_rule != "fixed"):
            out.append(f"{c.id}: ma_cost must be set exactly when ma_cost_rule is fixed")
        if c.ma_cost is not None and c.ma_cost <= 0:
            out.append(f"{c.id}: MA cost must be positive")
        if c.age == 0:
            out.append(f"{c.id}: no aggressions in Age A")
        needed = "none"
        for e in c.effects:
            if isinstance(e, Destroy):
                needed = "urban_building"
            elif isinstance(e, LoseColony):
                needed = "colony"
            elif isinstance(e, RemoveCard):
                needed = e.what
        if needed != c.requires:
            out.append(f"{c.id}: requires {c.requires!r} but its effects need {needed!r}")
        rule_for = {"leader": "target_leader_level",
                    "wonder_under_construction": "target_wonder_level"}
        if c.requires in rule_for and c.ma_cost_rule != rule_for[c.requires]:
            out.append(f"{c.id}: MA cost rule must be {rule_for[c.requires]}")
    elif isinstance(c, PactCard):
        want = c.age + 2 if c.age + 2 <= 4 and c.age in (1, 2) else None
        if c.age not in (1, 2, 3):
            out.append(f"{c.id}: pacts exist in ages I-III")
        if c.obsolete_when_age != want:
            out.append(f"{c.id}: obsolete_when_age must be {want} (T-16.2)")
        roles = {getattr(e, "who", "both") for e in c.effects}
        if c.symmetric and roles - {"both"}:
            out.append(f"{c.id}: a symmetric pact acts on 'both' only")
        if not c.symmetric and not roles & {"role_a", "role_b"}:
            out.append(f"{c.id}: an asymmetric pact needs role_a/role_b effects")
    elif isinstance(c, WarCard):
        if c.ma_cost <= 0 or c.age < 2:
            out.append(f"{c.id}: wars need an MA cost and appear from Age II (p.17)")
    elif isinstance(c, BonusCard):
        if (c.defense, c.colonization) != (2 * c.age, c.age) or c.age == 0:
            out.append(f"{c.id}: bonus cards are +2/+1, +4/+2, +6/+3 (T-2.3)")
    elif isinstance(c, TerritoryCard):
        if c.age not in (1, 2) or not c.permanent.nonzero():
            out.append(f"{c.id}: territories are Age I/II with a permanent benefit (T-15.6.5)")
        if not c.effects or any(not isinstance(e, Gain) or e.who != "self" for e in c.effects):
            out.append(f"{c.id}: a territory's immediate gain is a 'gain' for its colonizer")
    elif isinstance(c, LeaderCard | ActionCard | EventCard):
        pass


def _check_tactic(db: CardDB, c: TacticCard, out: list[str]) -> None:
    units = {"infantry": c.infantry, "cavalry": c.cavalry, "artillery": c.artillery}
    if min(units.values()) < 0 or sum(units.values()) == 0 or c.value <= 0:
        out.append(f"{c.id}: a tactic needs units and a positive value")
    if c.obsolete_value is not None and not 0 < c.obsolete_value < c.value:
        out.append(f"{c.id}: the obsolete value must be below the full value")
    lowest: dict[str, int] = {}
    for t in db.cards.values():
        if isinstance(t, TechnologyCard) and t.category == "unit":
            lowest[t.tech_type] = min(lowest.get(t.tech_type, 9), t.age)
    used = [u for u, n in units.items() if n]
    for u in used:
        if u not in lowest:
            out.append(f"{c.id}: no technology of unit type {u}")
    can_be_obsolete = any(lowest.get(u, 9) <= c.age - 2 for u in used)
    if can_be_obsolete and c.obsolete_value is None:
        out.append(f"{c.id}: can hold units two ages older but has no obsolete value (T-12.2.3)")
    if not can_be_obsolete and c.obsolete_value is not None:
        out.append(f"{c.id}: can never be obsolete but has an obsolete value (T-12.2.3)")


def _check_effect(db: CardDB, c: Card, i: int, e: Any, out: list[str]) -> None:
    where = f"{c.id}.effects[{i}] ({e.kind})"
    allowed: frozenset[str]
    if c.deck == "civil" or isinstance(c, TerritoryCard):
        allowed = CIVIL_WHO
    elif isinstance(c, EventCard):
        allowed = EVENT_WHO
    elif isinstance(c, AggressionCard | WarCard):
        allowed = ATTACK_WHO
    elif isinstance(c, PactCard):
        allowed = PACT_WHO
    else:
        allowed = frozenset()
    for attr in ("who", "chooser", "source", "dest"):
        value = getattr(e, attr, None)
        if value is not None and value not in allowed:
            out.append(f"{where}: {attr}={value!r} does not fit a {c.kind} card")
    if isinstance(e, Gain):
        when_ok = {
            "leader": {"take_tech", "play_tech", "attacked"},
            "wonder": {"complete"},
        }.get(c.kind, {"now"})
        if e.when not in when_ok:
            out.append(f"{where}: when={e.when!r} does not fit a {c.kind} card")
    for attr in ("amount",):
        q = getattr(e, attr, None)
        if isinstance(q, Quantity):
            if q.margin_div is not None and not isinstance(c, WarCard):
                out.append(f"{where}: a margin amount outside a war card")
            if q.margin_div is not None and q.margin_div <= 0:
                out.append(f"{where}: margin_div must be positive")
    per = getattr(e, "per", None)
    if isinstance(per, Count):
        _check_count(db, where, per, out)
    known_types = {t.tech_type for t in db.cards.values() if isinstance(t, TechnologyCard)}
    for t in getattr(e, "types", ()):
        if t not in known_types:
            out.append(f"{where}: no technology of type {t}")
    if isinstance(e, Destroy) and set(e.types) - {*URBAN_TYPES, *PRODUCTION_TYPES}:
        out.append(f"{where}: only farms, mines and urban buildings can be destroyed")
    if isinstance(e, FreeBuild):
        target = db.cards.get(e.card)
        if not isinstance(target, TechnologyCard) or target.category not in ("urban", "unit"):
            out.append(f"{where}: card {e.card!r} is not a building/unit technology")
    if isinstance(e, GrantAction) and (e.cost, e.limit) not in GRANTS_PLAYED.get(e.action, ()):
        out.append(f"{where}: no rule plays {e.action} with cost={e.cost}, limit={e.limit}")
    if isinstance(e, PerformAction) and not isinstance(c, ActionCard):
        out.append(f"{where}: perform_action belongs to action cards")
    if isinstance(e, PerformAction) and e.action in ("build", "upgrade") and not e.types:
        out.append(f"{where}: build/upgrade needs types")
    if isinstance(e, CostModifier):
        if e.applies_to == "take" and not e.kinds:
            out.append(f"{where}: a take cost needs card kinds")
        if e.applies_to in ("build", "upgrade", "build_and_upgrade", "science") and not e.types:
            out.append(f"{where}: a {e.applies_to} cost needs technology types")
    if isinstance(e, Construction):
        if not (isinstance(c, TechnologyCard) and c.tech_type == "construction"):
            out.append(f"{where}: construction effects belong to construction technologies")
        d = (e.discount_level_1, e.discount_level_2, e.discount_level_3)
        if list(d) != sorted(d) or min(d) < 0 or e.stages_per_action < 2:
            out.append(f"{where}: construction discounts must be non-negative and rising")


# The granted actions the engine plays (rules/tta/civil.py, politics.py), by cost and limit.
GRANTS_PLAYED: dict[str, frozenset[tuple[str, str]]] = {
    "colonize_from_hand": frozenset({("political", "once_per_game")}),  # Columbus, T-22 #25
    "increase_population_and_build_unit": frozenset({("civil", "unlimited")}),  # Barbarossa
    "increase_population": frozenset(  # Ocean Liner Service
        (cost, limit) for cost in ("free", "civil") for limit in ("once_per_turn", "unlimited")
    ),
}


def _check_count(db: CardDB, where: str, per: Count, out: list[str]) -> None:
    type_counts = {"workers", "worker_levels", "best_level", "best_output", "happy_from",
                   "building_pairs"}
    if per.count in type_counts and not per.types:
        out.append(f"{where}: count {per.count} needs types")
    if per.count not in type_counts and per.types:
        out.append(f"{where}: count {per.count} takes no types")
    if "wonder" in per.types and per.count != "happy_from":
        out.append(f"{where}: 'wonder' is a type only for happy_from")
    if per.count == "building_pairs" and len(per.types) != 2:
        out.append(f"{where}: building_pairs needs exactly two types")
    if per.count == "best_output" and per.stat is None:
        out.append(f"{where}: best_output needs a stat")
    if per.card is not None:
        target = db.cards.get(per.card)
        if not isinstance(target, TechnologyCard) or target.tech_type not in per.types:
            out.append(f"{where}: card {per.card!r} is not a technology of {list(per.types)}")
    if any(a not in AGES for a in per.ages):
        out.append(f"{where}: ages must be 0-3")
    if per.div <= 0:
        out.append(f"{where}: div must be positive")
    if per.count == "population_lost" and (per.div != 1 or per.offset or per.max is not None):
        # Paid for each population lost as it is lost (Holy War, rules/tta/combat.py).
        out.append(f"{where}: population_lost is counted one by one (no div, offset or max)")
    if per.count == "happy_faces" and per.max is not None and per.max > 8:
        out.append(f"{where}: the happy-face track stops at 8 (T-3.4.1)")
    known = {getattr(t, "tech_type", None) for t in db.cards.values()} | {"wonder"}
    for t in per.types:
        if t not in known:
            out.append(f"{where}: no technology of type {t}")


def _check_corrections(path: Path, db: CardDB) -> list[str]:
    cpath = path.parent / "corrections.json"
    if not cpath.exists():
        return []
    try:
        doc = json.loads(cpath.read_text(encoding="utf-8"))
        ids = {c["id"] for c in doc["corrections"]}
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return [f"{cpath}: unreadable ({exc})"]
    return [
        f"{c.id}: cites correction {cid} missing from {cpath.name}"
        for c in db.cards.values()
        for cid in c.provenance.corrections
        if cid not in ids
    ]


def validate(path: str | Path | None = None) -> list[str]:
    """Every problem of the data file at ``path`` (a file or a directory with cards.json)."""
    db, problems = read_cards(path)
    if db is None or problems:
        return problems
    return check_db(db) + _check_corrections(_resolve(path), db)


def main(argv: list[str] | None = None) -> int:
    """``validate-data [PATH]``: print one problem per line; exit status 1 if any."""
    args = sys.argv[1:] if argv is None else argv
    target = args[0] if args else None
    problems = validate(target)
    for problem in problems:
        print(problem)
    if not problems:
        print(f"ok: {_resolve(target)}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
