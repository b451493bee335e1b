"""Derived values (T-3.7): everything a nation's cards in play imply, recomputed on demand.

Strength, the culture and science rates, happy faces, the CA/MA maxima, the urban building
limit, the hand limits, gross production and the construction discounts are functions of the
cards in play and the workers on them. The engine never stores them, so they cannot drift; the
property tests compare them with an independent recount.

:func:`derive` remembers its recounts (per catalogue) by everything a recount reads — the
nation's cards in play and workers, its tactic, the wars and pacts, the other nations' leaders
and resignations, the options — so the same nation asked again (a legality sweep, then the
action, then the next sweep) is not counted again. A :class:`Derived` is therefore shared:
nobody may change one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from rules.core import OptionValue
from rules.tta import armies, nation
from rules.tta import cards as c
from rules.tta.catalog import NO_STATS, Catalog, Info
from rules.tta.options import cap
from rules.tta.state import Player, TtaState


@dataclass(slots=True)
class Derived:
    strength: int = 0  # capped at 60 (T-2.4.4)
    culture: int = 0  # culture rate, capped at 30
    science: int = 0  # science rate (cap: option science_rate_cap)
    happy: int = 0  # the happy-face track, 0..8 (T-3.4.1)
    happy_doubled: int = 0  # before the cap of 8 (for display)
    ca: int = 0  # permanent civil actions (T-7.1)
    ma: int = 0
    urban_limit: int = 0
    civil_hand_limit: int = 0
    military_hand_limit: int = 0
    food: int = 0  # gross production per maintenance (T-22 #22)
    resources: int = 0
    colonization: int = 0
    blue_tokens: int = 0  # extra blue tokens the cards in effect hold from the common bank
    yellow_tokens: int = 0
    pool_each_turn: int = 0  # military discount per turn from cards in play (Homer)
    stages_per_action: int = 1
    construction: c.Construction | None = None
    double_happy: bool = False
    # The owner's own price changes (scope self, no condition) of the cards in effect.
    costs: tuple[c.CostModifier, ...] = ()
    # Advanced and full games: armies (T-12.2) and the rules of attack and colonization.
    army_bonus: int = 0
    extra_food: int = 0  # production beyond the workers' tokens (cards, pacts; may be < 0)
    extra_resources: int = 0
    # Extra production tokens of cards (Transcontinental Railroad, Tesla): (effect, value).
    extra_tokens: list[tuple[c.ProduceTokens, int]] = field(default_factory=list)
    unit_bonus: dict[str, int] | None = None  # per-unit strength boosts (Genghis Khan)
    tactic: Info | None = None
    ignore_tactics: bool = False
    bonus_rules: tuple[c.BonusCards, ...] = ()  # Churchill (defence), Cook (colonization)
    may_attack: bool = True  # Gandhi (T-15.7.1)
    # Actions the cards in effect grant (Barbarossa, Ocean Liner Service; T-8.11).
    grants: tuple[c.GrantAction, ...] = ()
    attack_cost_factor: int = 1  # ... attacks on this nation cost that many times the MA


def active_cards(cat: Catalog, p: Player) -> list[Info]:
    """Cards whose continuous effects count now: technologies in play (the government and
    special techs act by themselves; building techs through their workers), the leader,
    completed wonders (not those Ravages of Time turned, T-22 #38) and colonies."""
    out = [cat.of(t) for t in p.techs]
    if p.leader:
        out.append(cat.of(p.leader))
    if p.ravaged:
        out.extend(cat.of(w) for w in p.wonders if w not in p.ravaged)
    else:
        out.extend(cat.of(w) for w in p.wonders)
    out.extend(cat.of(col) for col in p.colonies)
    return out


def pact_yields(cat: Catalog, state: TtaState | None, seat: int) -> list[tuple[c.Yield, int]]:
    """(yield, partner seat) of every pact in force that ``seat`` takes part in, for its
    role (military-facts §4)."""
    out: list[tuple[c.Yield, int]] = []
    if state is None or not state.pacts:
        return out
    for pact in state.pacts:
        if seat not in (pact.a, pact.b):
            continue
        role = "role_a" if seat == pact.a else "role_b"
        for e in cat.of(pact.inst).pact_effects:
            if isinstance(e, c.Yield) and e.who in ("both", role):
                out.append((e, pact.partner(seat)))
    return out


def produced_tokens_value(pt: c.ProduceTokens, workers: list[tuple[Info, int]]) -> int:
    """Resources an extra-production effect adds in a maintenance (T-20.9, T-20.11)."""
    if pt.target == "best":
        best = max(
            (i for i, n in workers if i.tech_type in pt.types and n > 0),
            key=lambda i: i.age,
            default=None,
        )
        return best.token_value * pt.tokens if best is not None else 0
    total = 0
    for info, n in workers:
        if info.tech_type in pt.types and info.age >= pt.min_level:
            value = info.age if pt.token_value == "level" else info.token_value
            total += value * n * pt.tokens
    return total


def war_declared_against(state: TtaState | None, seat: int) -> bool:
    return state is not None and any(w.defender == seat for w in state.wars)


def science_cooperation(cat: Catalog, state: TtaState, seat: int) -> list[tuple[Player, int, int]]:
    """(partner, discount, partner pays) of every Scientific Cooperation ``seat`` is in."""
    out = []
    for x in state.pacts:
        if seat not in (x.a, x.b):
            continue
        for e in cat.of(x.inst).pact_effects:
            if isinstance(e, c.ScienceCooperation):
                out.append((state.players[x.partner(seat)], e.discount, e.partner_pays))
    return out


def techs_of_type(cat: Catalog, p: Player, tech_type: str) -> list[Info]:
    return [i for i in (cat.of(t) for t in p.techs) if i.tech_type == tech_type]


def tech_by_type_level(cat: Catalog, p: Player, tech_type: str, level: int) -> Info | None:
    for t in p.techs:
        info = cat.of(t)
        if info.tech_type == tech_type and info.age == level:
            return info
    return None


def workers_on_types(cat: Catalog, p: Player, types: tuple[str, ...]) -> int:
    return sum(n for cid, n in p.workers.items() if cat.info[cid].tech_type in types)


def population(p: Player) -> int:
    """T-3.2.2: every yellow token outside the yellow bank."""
    return p.pool + sum(p.workers.values())


class _Ctx:
    """One recount: the nation's cards, looked up once."""

    __slots__ = ("active", "cat", "double", "p", "state", "workers")

    def __init__(self, cat: Catalog, state: TtaState | None, p: Player) -> None:
        self.cat = cat
        self.state = state
        self.p = p
        self.active = active_cards(cat, p)
        self.workers = [(cat.info[cid], n) for cid, n in p.workers.items() if n > 0]
        self.double = any(i.double_happy for i in self.active)

    def happy_from(self, types: tuple[str, ...]) -> int:
        total = 0
        for info, n in self.workers:
            if info.tech_type in types and info.per_worker.happy > 0:
                total += info.per_worker.happy * n
        for info in self.active:
            if info.stats.happy > 0 and (
                (info.kind == "wonder" and "wonder" in types)
                or (info.kind == "technology" and info.tech_type in types)
            ):
                total += info.stats.happy
        return total * 2 if self.double else total

    def count(self, spec: c.Count) -> int:
        kind = spec.count
        p = self.p
        raw: int
        if kind == "workers":
            raw = 0
            for info, n in self.workers:
                if spec.card is not None and info.id != spec.card:
                    continue
                if spec.types and info.tech_type not in spec.types:
                    continue
                if spec.level is not None and info.age != spec.level:
                    continue
                if spec.min_level is not None and info.age < spec.min_level:
                    continue
                raw += n
        elif kind == "worker_levels":
            raw = sum(info.age * n for info, n in self.workers if info.tech_type in spec.types)
        elif kind == "best_level":
            levels = [info.age for info, n in self.workers if info.tech_type in spec.types]
            raw = max(levels, default=0)
        elif kind == "best_output":
            best = max(
                (info for info, n in self.workers if info.tech_type in spec.types),
                key=lambda i: i.age,
                default=None,
            )
            raw = best.per_worker.get(spec.stat) if best is not None and spec.stat else 0
        elif kind == "happy_from":
            raw = self.happy_from(tuple(spec.types))
        elif kind == "colonies":
            raw = len(p.colonies)
        elif kind == "completed_wonders":
            raw = sum(1 for w in p.wonders if not spec.ages or self.cat.of(w).age in spec.ages)
        elif kind == "tech_cards":
            level = spec.level
            if (
                spec.advanced_level is not None
                and self.state is not None
                and self.state.options.get("variant") == "advanced"
            ):
                level = spec.advanced_level
            raw = 0
            for t in p.techs:
                info = self.cat.of(t)
                if t.endswith("#0"):
                    continue  # printed on the nation card, not a card in front of the player
                if spec.categories and info.category not in spec.categories:
                    continue
                if level is not None and info.age != level:
                    continue
                raw += 1
        elif kind == "tech_levels":
            raw = sum(
                self.cat.of(t).age
                for t in p.techs
                if not spec.categories or self.cat.of(t).category in spec.categories
            )
        elif kind == "partner_completed_wonders":
            raw = 0  # counted per pact in derive()
        elif kind == "building_pairs":
            a, b = spec.types[0], spec.types[1]
            raw = min(
                sum(n for i, n in self.workers if i.tech_type == a),
                sum(n for i, n in self.workers if i.tech_type == b),
            )
        else:
            raise NotImplementedError(f"count {kind!r} is not used by the simple game yet")
        return spec.shape(raw)

    def amount(self, y: c.Yield) -> int:
        return y.amount * (self.count(y.per) if y.per is not None else 1)


# Recounts kept per catalogue before the memo is emptied: about five games of four nations,
# some 0.8 MB (about 800 bytes a recount with its key, measured with tracemalloc).
MEMO_SIZE = 1024
# Nations whose last answer is kept beside the memo (:func:`derive`), per catalogue.
LAST_SIZE = 256


def derive(cat: Catalog, state: TtaState | None, p: Player) -> Derived:
    """Every derived value of ``p`` (a shared record: never change it): :func:`recount`'s,
    remembered by :func:`inputs`.

    Most calls ask again about a nation that has not changed since it was last asked (a
    legality sweep, then the action, then the end of the turn), so the last answer for each
    ``Player`` object is kept beside the memo with copies of everything the recount read, and
    given again while each of them still compares equal: the nation's own part of the memo's
    key (:func:`_own`, the one list of the nation's fields a recount reads) and what it reads
    of the table (:func:`_table`), instead of the whole key. Nothing is invalidated by hand
    (a change made anywhere, by anyone, shows in the comparison), and nothing keeps a state
    or a nation alive (the entry is found by the object's ``id`` and trusted only for equal
    inputs)."""
    last = cat.derived_last
    seen = last.get(id(p))
    own = _own(p)
    table = None if state is None else _table(state, p.seat)
    if seen is not None and own == seen[0] and table == seen[1]:
        known = seen[2]
        if isinstance(known, Derived):
            return known
    key = inputs(state, p, cat)
    memo = cat.derived_memo
    found = memo.get(key)
    d: Derived
    if isinstance(found, Derived):
        d = found
    else:
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        d = memo[key] = recount(cat, state, p)
    if len(last) >= LAST_SIZE:
        last.clear()
    last[id(p)] = (own, table, d)
    return d


# The options a recount reads (``count_for_rules`` reads the last); a test records the
# options every recount of many games reads and checks they are all here.
OPTIONS_READ: tuple[str, ...] = (
    "variant",
    "easier",
    "science_rate_cap",
    "st_peters_doubling",
    "tesla_surcharge",
    "resignation_player_count",
)


def _own(p: Player) -> tuple[Hashable, ...]:
    """What a recount reads of the nation itself: the one list of its fields, for the memo's
    key (:func:`inputs`) and the last answer's comparison (:func:`derive`). Written out:
    built from a table of names (``attrgetter``), a game took 4 % more instructions. A test
    records the fields a recount reads of a nation and those this reads: the same."""
    return (
        p.seat,
        tuple(p.techs),
        p.leader,
        tuple(p.wonders),
        tuple(p.ravaged),
        tuple(p.colonies),
        tuple(p.workers.items()),
        p.tactic,
    )


def _table(state: TtaState, seat: int) -> tuple[Hashable, ...]:
    """What a recount of the nation at ``seat`` reads of the rest of the table."""
    players = state.players
    pacts: tuple[Hashable, ...] = ()
    if state.pacts:  # their yields, some counting the partner's completed wonders
        pacts = (
            tuple([(x.inst, x.a, x.b) for x in state.pacts]),
            tuple([len(q.wonders) for q in players]),
        )
    wars = state.wars
    return (
        bool(wars) and any(w.defender == seat for w in wars),
        pacts,
        # Tesla's surcharge on the others; the player count of the rules (T-22 #27).
        tuple([(q.leader, q.resigned) for q in players]),
        _options(state.options.get),
    )


def _options(get: Callable[[str], OptionValue | None]) -> tuple[Hashable, ...]:
    """The values of :data:`OPTIONS_READ`, in that order (written out: a third of the time
    of ``tuple(map(get, OPTIONS_READ))``; a test keeps the two equal)."""
    return (
        get("variant"),
        get("easier"),
        get("science_rate_cap"),
        get("st_peters_doubling"),
        get("tesla_surcharge"),
        get("resignation_player_count"),
    )


def inputs(state: TtaState | None, p: Player, cat: Catalog | None = None) -> Hashable:
    """Everything :func:`recount` reads: equal inputs, equal derived values. With ``cat``,
    only what a recount reads of the rest of the table: the pacts ``p`` takes part in and its
    partners' completed wonders, the other nations' leaders that make ``p`` pay more (Tesla's
    surcharge), how many nations the game has and how many are still in it — so a change
    elsewhere at the table (another nation's leader without a surcharge, a pact between two
    others) finds the memo's answer instead of counting the nation again."""
    if state is None:
        return _own(p)
    if cat is None:
        return (_own(p), _table(state, p.seat))
    seat = p.seat
    players = state.players
    pacts: tuple[Hashable, ...] = ()
    if state.pacts:  # their yields, some counting the partner's completed wonders
        pacts = tuple(
            [
                (x.inst, x.a, x.b, len(players[x.partner(seat)].wonders))
                for x in state.pacts
                if seat in (x.a, x.b)
            ]
        )
    wars = state.wars
    surcharging = cat.surcharging
    return (
        _own(p),
        bool(wars) and any(w.defender == seat for w in wars),
        pacts,
        tuple(
            [
                q.leader
                for q in players
                if q.leader and q.seat != seat and q.resigned == 0 and surcharging[q.leader]
            ]
        ),
        # The player count of the rules (T-22 #27): the nations in the game, or all of them.
        (state.players_n, sum(1 for q in players if q.resigned == 0)),
        _options(state.options.get),
    )


def _flat(info: Info) -> bool:
    """Does the first loop of :func:`recount` over the cards in effect do nothing with
    ``info`` (no cost change, rule, grant, government, construction, production, unit boost or
    pool, and no flat numbers that count)?"""
    counts_stats = not (
        info.kind == "technology" and info.category in ("production", "urban", "unit")
    )
    return not (
        info.costs
        or info.ignore_tactics
        or info.bonus_rules
        or info.grants
        or info.attack_rules is not None
        or (counts_stats and info.stats != NO_STATS)
        or info.category == "government"
        or info.construction is not None
        or info.produce_tokens
        or info.unit_strength
        or info.pools
    )


def recount(cat: Catalog, state: TtaState | None, p: Player) -> Derived:
    """Recount every derived value of ``p`` from its cards in play."""
    ctx = _Ctx(cat, state, p)
    d = Derived()
    strength = culture = science = 0
    happy_pos = happy_neg = 0
    # Buildings and units: their per-worker output, times the workers (T-3.1.1).
    for info, n in ctx.workers:
        pw = info.per_worker
        strength += pw.strength * n
        culture += pw.culture * n
        science += pw.science * n
        if pw.happy >= 0:
            happy_pos += pw.happy * n
        else:
            happy_neg -= pw.happy * n
        if info.tech_type == "farm":
            d.food += info.token_value * n
        elif info.tech_type == "mine":
            d.resources += info.token_value * n
    unit_bonus: dict[str, int] = {}
    costs: list[c.CostModifier] = []
    at_war = war_declared_against(state, p.seat)
    flat = cat.derived_flat
    if flat is None:
        flat = cat.derived_flat = frozenset(i.id for i in cat.info.values() if _flat(i))
    for info in ctx.active:
        if info.id in flat:
            continue  # nothing below reads it (most building technologies)
        if info.costs:
            costs.extend(
                m for m in info.costs if m.scope == "self" and (m.condition == "none" or at_war)
            )
        if info.ignore_tactics:
            d.ignore_tactics = True
        if info.bonus_rules:
            d.bonus_rules += info.bonus_rules
        if info.grants:
            d.grants += info.grants
        if info.attack_rules is not None:
            d.may_attack = d.may_attack and info.attack_rules.may_attack
            d.attack_cost_factor *= max(1, info.attack_rules.cost_factor_against)
        if info.kind == "technology" and info.category in ("production", "urban", "unit"):
            stats = None  # building/unit techs act only through their workers
        else:
            stats = info.stats
        if stats is not None:
            strength += stats.strength
            culture += stats.culture
            science += stats.science
            if stats.happy >= 0:
                happy_pos += stats.happy
            else:
                happy_neg -= stats.happy
            d.ca += stats.civil_actions
            d.ma += stats.military_actions
            d.colonization += stats.colonization
            d.blue_tokens += stats.blue_tokens
            d.yellow_tokens += stats.yellow_tokens
            d.civil_hand_limit += stats.civil_hand_limit
            d.military_hand_limit += stats.military_hand_limit
            d.food += stats.food
            d.extra_food += stats.food
            d.resources += stats.resources
            d.extra_resources += stats.resources
        if info.category == "government":
            d.ca += info.gov_ca
            d.ma += info.gov_ma
            d.urban_limit = info.urban_limit
        if info.construction is not None:
            d.construction = info.construction
        if info.produce_tokens:
            for pt in info.produce_tokens:
                value = produced_tokens_value(pt, ctx.workers)
                d.resources += value
                d.extra_tokens.append((pt, value))
        if info.unit_strength:
            for us in info.unit_strength:
                for unit_type in us.types:
                    unit_bonus[unit_type] = unit_bonus.get(unit_type, 0) + us.amount
        for pool in info.pools:
            d.pool_each_turn += pool.amount.value(state.count_for_rules() if state else 4) * (
                ctx.count(pool.per) if pool.per is not None else 1
            )
    for bonus_type, bonus in unit_bonus.items():
        strength += bonus * sum(n for info, n in ctx.workers if info.tech_type == bonus_type)
    # Continuous yields of cards in effect (leaders, wonders, specials...): after the flat
    # numbers, because some count what the others produced (happy faces of temples).
    for info in ctx.active:
        for y in info.yields:
            if y.who != "self":
                continue
            value = ctx.amount(y)
            stat = str(y.stat)
            if stat == "strength":
                strength += value
            elif stat == "culture":
                culture += value
            elif stat == "science":
                science += value
            elif stat == "happy":
                if value >= 0:
                    happy_pos += value
                else:
                    happy_neg -= value
            elif stat == "civil_actions":
                d.ca += value
            elif stat == "military_actions":
                d.ma += value
            elif stat == "colonization":
                d.colonization += value
            elif stat == "food":
                d.food += value
                d.extra_food += value
            elif stat == "resources":
                d.resources += value
                d.extra_resources += value
            elif stat == "civil_hand_limit":
                d.civil_hand_limit += value
            elif stat == "military_hand_limit":
                d.military_hand_limit += value
            elif stat == "blue_tokens":
                d.blue_tokens += value
            elif stat == "yellow_tokens":
                d.yellow_tokens += value
    if state is not None:
        if state.pacts:
            for y, partner in pact_yields(cat, state, p.seat):
                value = y.amount
                if y.per is not None and y.per.count == "partner_completed_wonders":
                    value *= y.per.shape(len(state.players[partner].wonders))
                stat = str(y.stat)
                if stat == "strength":
                    strength += value
                elif stat == "culture":
                    culture += value
                elif stat == "military_actions":
                    d.ma += value
                elif stat == "food":
                    d.food += value
                    d.extra_food += value
                elif stat == "resources":
                    d.resources += value
                    d.extra_resources += value
        # Tesla / Bill Gates: the other nations pay more for labs and libraries (T-22 #29).
        if state.options.get("tesla_surcharge", True):
            for q in state.players:
                if q.seat != p.seat and q.leader and q.resigned == 0:
                    others = cat.of(q.leader).costs
                    if others:
                        costs.extend(m for m in others if m.scope == "others")
    culture += cat.ravage_culture * len(p.ravaged)  # T-22 #38: culture +2 instead
    if unit_bonus:
        d.unit_bonus = unit_bonus
    if p.tactic:
        tactic = cat.of(p.tactic)
        d.tactic = tactic
        if not d.ignore_tactics:
            repeat = any(i.repeat_best_army for i in ctx.active)
            units = armies.units_of(cat, ((i.id, n) for i, n in ctx.workers))
            d.army_bonus = armies.army_bonus(tactic, units, repeat)
            strength += d.army_bonus
    d.double_happy = ctx.double
    d.costs = tuple(costs)
    if ctx.double:
        net = (
            2 * happy_pos - happy_neg
            if state is None or state.options.get("st_peters_doubling") != "net"
            else 2 * (happy_pos - happy_neg)
        )
    else:
        net = happy_pos - happy_neg
    d.happy_doubled = max(0, net)
    d.happy = min(nation.HAPPY_MAX, d.happy_doubled)
    d.strength = min(nation.STRENGTH_CAP, max(0, strength))
    d.culture = min(nation.CULTURE_RATE_CAP, max(0, culture))
    science = max(0, science)
    d.science = cap(science, state.options.get("science_rate_cap", 0)) if state else science
    if state is not None and state.options.get("easier"):
        d.urban_limit += 1  # T-19.1
    d.civil_hand_limit += d.ca
    d.military_hand_limit += d.ma
    if d.construction is not None:
        d.stages_per_action = max(1, d.construction.stages_per_action)
    return d


def build_cost(cat: Catalog, d: Derived, info: Info, p: Player | None = None) -> int:
    """Resources to build one building/unit of ``info`` (T-8.2, T-10.5): construction techs
    discount urban buildings of level I+; with ``p`` the owner's card cost modifiers
    (``cost``/``build``) apply too."""
    cost = info.build_cost
    if info.category == "urban" and d.construction is not None and info.age >= 1:
        cost -= d.construction.discount(info.age)
    if p is not None and d.costs:
        cost += _modifier(d, "build", info)
    return max(0, cost)


def upgrade_cost(cat: Catalog, d: Derived, src: Info, dst: Info, p: Player | None = None) -> int:
    """T-8.4: the difference of the two (discounted) build costs, never below 0."""
    diff = build_cost(cat, d, dst) - build_cost(cat, d, src)
    if p is not None and d.costs:
        diff += _modifier(d, "upgrade", dst)
    return max(0, diff)


def _modifier(d: Derived, applies_to: str, info: Info) -> int:
    total = 0
    for m in d.costs:
        if m.applies_to not in (applies_to, "build_and_upgrade"):
            continue
        if m.types and info.tech_type not in m.types:
            continue
        total += m.amount
    return total


def cost_modifier(d: Derived, applies_to: str, kind: str = "", tech: str = "") -> int:
    """Sum of the owner's ``cost`` effects for ``applies_to`` (``take`` by card kind,
    ``population``, ``science`` by technology type)."""
    total = 0
    for m in d.costs:
        if m.applies_to != applies_to:
            continue
        if m.kinds and kind not in m.kinds:
            continue
        if m.types and tech not in m.types:
            continue
        total += m.amount
    return total
