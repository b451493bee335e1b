"""The actions of a turn (T-6 to T-11): what each costs, when it is allowed, what it does.

Every action kind has a *check* returning ``None`` (allowed) or a reason code, and a *do*
that performs an action already checked. :mod:`rules.tta.legal` enumerates candidates through
the same checks and :mod:`rules.tta.engine` applies through them, so what is offered and what
is accepted can never disagree.

A :class:`Ctx` holds one nation's derived values for the duration of one check or one action,
so a legality sweep recounts the nation once, not once per candidate.
"""

from __future__ import annotations

from rules.core import IllegalAction
from rules.tta import amounts, nation, tokens
from rules.tta import cards as c
from rules.tta import economy as eco
from rules.tta.actions import LETTER_TYPE, TYPE_LETTER, Action, building_code, parse_building
from rules.tta.catalog import Catalog, Info
from rules.tta.derived import (
    Derived,
    build_cost,
    cost_modifier,
    derive,
    science_cooperation,
    upgrade_cost,
)
from rules.tta.options import cap
from rules.tta.state import HandCard, Player, TtaState, card_id

BUILDING_CATEGORIES = ("production", "urban", "unit")
CIVIL_CATEGORIES = ("production", "urban")


NO_WHY: tuple[str, dict[str, int | str]] = ("", {})  # never changed: refuse() replaces it


class Ctx:
    """One nation on turn, with its derived values counted once."""

    __slots__ = (
        "_food",
        "_owned",
        "_res",
        "_sweep",
        "cat",
        "d",
        "p",
        "state",
        "why",
    )

    def __init__(self, cat: Catalog, state: TtaState, p: Player, sweep: bool = False) -> None:
        """``sweep``: the state will not change while this Ctx is used (a legality sweep
        checks many candidates, applies none), so what its checks read again and again —
        the actions left, the building cards by code and category, whether the stores pay an
        amount — is worked out once (:class:`_Sweep`)."""
        self.cat = cat
        self.state = state
        self.p = p
        self.d: Derived = derive(cat, state, p)
        self._food: int | None = None
        self._res: int | None = None
        self._owned: set[str] | None = None
        self._sweep: _Sweep | None = None
        if sweep:
            ca_left = max(0, self.ca_max - p.ca_spent)
            self._sweep = _Sweep(ca_left, max(0, self.ma_max - p.ma_spent))
        # The last refusal and the numbers its message may show (see :meth:`refuse`).
        self.why: tuple[str, dict[str, int | str]] = NO_WHY

    @property
    def sweeping(self) -> bool:
        """Is this the Ctx of a sweep (see :meth:`__init__`)?"""
        return self._sweep is not None

    @property
    def owned(self) -> set[str]:
        """Card ids of the technologies in play or in hand (T-6.2.3); counted once."""
        if self._owned is None:
            self._owned = {card_id(t) for t in self.p.techs}
            self._owned.update(card_id(h.inst) for h in self.p.hand)
        return self._owned

    def refresh(self) -> None:
        assert self._sweep is None, "a sweep's state does not change"
        self.d = derive(self.cat, self.state, self.p)
        self._food = None
        self._res = None
        self._owned = None

    @property
    def food(self) -> int:
        if self._food is None:
            self._food = eco.stored(self.cat, self.p, eco.FOOD)
        return self._food

    @property
    def res(self) -> int:
        if self._res is None:
            self._res = eco.stored(self.cat, self.p, eco.RESOURCES)
        return self._res

    def spent_stores(self) -> None:
        assert self._sweep is None, "a sweep's state does not change"
        self._food = None
        self._res = None

    # Action tokens (T-7.1, T-7.2; round 1: T-5.2.1).
    @property
    def ca_max(self) -> int:
        if self.state.round == 1:
            return nation.round_one_actions(self.state.position(self.p.seat)) + self.p.ca_temp
        return self.d.ca + self.p.ca_temp

    @property
    def ma_max(self) -> int:
        if self.state.round == 1:
            return 0
        return max(0, self.d.ma) + self.p.ma_temp

    @property
    def ca_left(self) -> int:
        if self._sweep is not None:
            return self._sweep.ca_left
        return max(0, self.ca_max - self.p.ca_spent)

    @property
    def ma_left(self) -> int:
        if self._sweep is not None:
            return self._sweep.ma_left
        return max(0, self.ma_max - self.p.ma_spent)

    @property
    def pool_left(self) -> int:
        """Military discount still free this turn (T-7.4.2)."""
        return max(0, self.d.pool_each_turn + self.p.pool_bonus - self.p.pool_used)

    # Refusals with numbers: the checks return a reason code and note what it is about, so a
    # refused move and the view's "why not" say the same (need/have, a hand count and limit).

    def refuse(self, reason: str, **params: int | str) -> str:
        self.why = (reason, params)
        return reason

    def params(self, reason: str) -> dict[str, int | str]:
        """The numbers noted with ``reason`` by the check that just returned it."""
        return dict(self.why[1]) if self.why[0] == reason else {}

    def short_actions(self, need: int = 1, military: bool = False) -> str:
        have = self.ma_left if military else self.ca_left
        kind = "military" if military else "civil"
        return self.refuse("not_enough_actions", need=need, have=have, kind=kind)

    def short_food(self, need: int) -> str:
        if need <= self.food:
            return "no_bank_token"  # ruling R2: the change tokens are missing
        return self.refuse("not_enough_food", need=need, have=self.food)

    def short_resources(self, need: int) -> str:
        if need <= self.res:
            return "no_bank_token"  # ruling R2: the change tokens are missing
        if self._sweep is not None:
            return "not_enough_resources"  # a sweep keeps no reasons (nobody reads them)
        return self.refuse("not_enough_resources", need=need, have=self.res)

    def short_science(self, need: int) -> str:
        return self.refuse("not_enough_science", need=need, have=self.p.science)

    def can_pay_res(self, amount: int) -> bool:
        if amount <= 0 or amount > self.res:
            return amount <= 0
        return self._can_pay(eco.RESOURCES, amount)

    def can_pay_food(self, amount: int) -> bool:
        if amount <= 0 or amount > self.food:
            return amount <= 0
        return self._can_pay(eco.FOOD, amount)

    def _can_pay(self, kind: str, amount: int) -> bool:
        sweep = self._sweep
        if sweep is None:
            return eco.can_pay(self.cat, self.p, kind, amount)
        key = (kind, amount)
        known = sweep.pays.get(key)
        if known is None:
            # The callers made sure 0 < amount <= what is stored (eco.can_pay's first tests).
            levels = sweep.levels.get(kind)
            if levels is None:
                levels = sweep.levels[kind] = eco.levels(self.cat, self.p, kind)[1:]
            values, counts = levels
            paid = tokens.pay(values, counts, self.p.blue_bank, amount)
            known = sweep.pays[key] = paid is not None
        return known

    def tech(self, code: str) -> Info | None:
        """The nation's technology card for a building code (``L1``), if in play."""
        sweep = self._sweep
        if sweep is not None:
            if sweep.by_code is None:
                sweep.by_code = {}
                for info in (self.cat.of(t) for t in self.p.techs):
                    letter = TYPE_LETTER.get(info.tech_type)
                    if letter is not None and 0 <= info.age <= 9:
                        sweep.by_code.setdefault(f"{letter}{info.age}", info)
            return sweep.by_code.get(code)
        if len(code) != 2 or code[0] not in LETTER_TYPE or not code[1].isdigit():
            return None
        tech_type, level = parse_building(code)
        for t in self.p.techs:
            info = self.cat.of(t)
            if info.tech_type == tech_type and info.age == level:
                return info
        return None

    def in_play(self, cid: str) -> bool:
        """Is a technology of card id ``cid`` in play (T-8.8: no technology twice)?"""
        sweep = self._sweep
        if sweep is not None:
            if sweep.tech_ids is None:
                sweep.tech_ids = frozenset(map(card_id, self.p.techs))
            return cid in sweep.tech_ids
        return any(card_id(t) == cid for t in self.p.techs)

    def building_techs(self, categories: tuple[str, ...] = BUILDING_CATEGORIES) -> list[Info]:
        sweep = self._sweep
        if sweep is not None:
            known = sweep.techs.get(categories)
            if known is None:
                known = sweep.techs[categories] = [
                    info for info in map(self.cat.of, self.p.techs) if info.category in categories
                ]
            return known
        return [
            info for info in (self.cat.of(t) for t in self.p.techs) if info.category in categories
        ]

    def workers_of_type(self, tech_type: str) -> int:
        cat = self.cat
        sweep = self._sweep
        if sweep is not None:
            if sweep.by_type is None:
                sweep.by_type = {}
                for cid, n in self.p.workers.items():
                    t = cat.info[cid].tech_type
                    sweep.by_type[t] = sweep.by_type.get(t, 0) + n
            return sweep.by_type.get(tech_type, 0)
        return sum(n for cid, n in self.p.workers.items() if cat.info[cid].tech_type == tech_type)

    def hand_card(self, index: str) -> tuple[HandCard, Info] | None:
        i = int(index)
        if not 0 <= i < len(self.p.hand):
            return None
        h = self.p.hand[i]
        return h, self.cat.of(h.inst)

    def pop_cost(self, discount: int = 0) -> int | None:
        """Food for one population increase (T-8.1, Moses and other ``population`` costs)."""
        cost = nation.population_cost(self.p.yellow_bank)
        if cost is None or self.p.yellow_bank <= 0:
            return None
        cost += cost_modifier(self.d, "population")
        return max(0, cost - discount)

    def science_cost(self, info: Info, revolution: bool = False) -> int:
        cost = info.revolution_cost if revolution else info.science_cost
        cost += cost_modifier(self.d, "science", tech=info.tech_type)
        if self.state.pacts:
            for _, discount, _ in cooperation(self):
                cost -= discount  # Scientific Cooperation (military-facts §4)
        return max(0, cost)

    def cooperation_blocked(self) -> bool:
        """T-20.13: no technology while a Scientific Cooperation partner has no science."""
        return bool(self.state.pacts) and any(q.science <= 0 for q, _, _ in cooperation(self))


class _Sweep:
    """What a sweep's checks share (see :class:`Ctx`); the actions left at once, the rest
    when first asked."""

    __slots__ = (
        "by_code",
        "by_type",
        "ca_left",
        "levels",
        "ma_left",
        "pays",
        "robespierre",
        "tech_ids",
        "techs",
    )

    def __init__(self, ca_left: int, ma_left: int) -> None:
        self.ca_left = ca_left
        self.ma_left = ma_left
        self.by_code: dict[str, Info] | None = None
        self.by_type: dict[str, int] | None = None  # workers per building type
        self.tech_ids: frozenset[str] | None = None  # card ids of the technologies in play
        self.robespierre: bool | None = None
        self.techs: dict[tuple[str, ...], list[Info]] = {}
        self.pays: dict[tuple[str, int], bool] = {}
        self.levels: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {}


def cooperation(ctx: Ctx) -> list[tuple[Player, int, int]]:
    return science_cooperation(ctx.cat, ctx.state, ctx.p.seat)


def pay_science(ctx: Ctx, cost: int) -> None:
    """Pay a technology's science; a Scientific Cooperation partner pays his share."""
    ctx.p.science -= cost
    if ctx.state.pacts:
        for q, _, share in cooperation(ctx):
            q.science -= min(share, q.science)


# ------------------------------------------------------------------------------------------
# Action tokens


def spend_civil(ctx: Ctx, n: int = 1) -> None:
    ctx.p.ca_spent += n
    ctx.p.civil_used += 1


def spend_military(ctx: Ctx, n: int = 1) -> None:
    ctx.p.ma_spent += n


def sync_actions(ctx: Ctx, old_ca: int, old_ma: int) -> None:
    """T-7.2.2/T-7.2.3: after the maxima change, a lost token is returned spent if possible."""
    ctx.refresh()
    p = ctx.p
    drop_ca = old_ca - ctx.d.ca
    if drop_ca > 0:
        p.ca_spent = max(0, p.ca_spent - drop_ca)
    drop_ma = old_ma - ctx.d.ma
    if drop_ma > 0:
        p.ma_spent = max(0, p.ma_spent - drop_ma)
    sync_extra_tokens(ctx)


def sync_extra_tokens(ctx: Ctx) -> None:
    """Blue/yellow tokens that cards hold from the common bank (T-10.1.3: take or return the
    difference between what the cards in effect give and what the nation holds). Returned
    tokens come from the bank only (T-22 #23)."""
    p = ctx.p
    want = max(0, ctx.d.blue_tokens)
    if want != p.extra_blue:
        delta = want - p.extra_blue
        if delta < 0:
            back = min(-delta, p.blue_bank)
            p.blue_bank -= back
            p.blue_delta += -delta - back  # what the bank lacks is forgiven (T-22 #23)
        else:
            p.blue_bank += delta
        p.extra_blue = want
    want = max(0, ctx.d.yellow_tokens)
    if want != p.extra_yellow:
        delta = want - p.extra_yellow
        if delta < 0:
            back = min(-delta, p.yellow_bank)
            p.yellow_bank -= back
            p.yellow_delta += -delta - back
        else:
            p.yellow_bank += delta
        p.extra_yellow = want


def pay_military(ctx: Ctx, cost: int) -> None:
    """Pay a unit's resources, the turn's discount pool first (T-7.4.2)."""
    free = min(cost, ctx.pool_left)
    ctx.p.pool_used += free
    eco.pay(ctx.cat, ctx.p, eco.RESOURCES, cost - free)
    ctx.spent_stores()


# ------------------------------------------------------------------------------------------
# Taking cards from the row (T-6)


def take_cost(ctx: Ctx, info: Info, slot: int) -> int:
    cost = nation.slot_cost(slot)
    if info.kind == "wonder":
        cost += len(ctx.p.wonders)  # T-6.2.2
    if ctx.d.costs:
        cost += cost_modifier(ctx.d, "take", kind=info.kind)
    return max(0, cost)


def check_take(ctx: Ctx, slot: int, budget: int | None = None) -> str | None:
    """``budget``: the card is taken with a budget of slot costs instead of civil actions
    (International Agreement, T-22 #37)."""
    state, p = ctx.state, ctx.p
    if not 0 <= slot < nation.ROW_SLOTS or not state.row[slot]:
        return "unknown_card"
    inst = state.row[slot]
    info = ctx.cat.of(inst)
    cost = take_cost(ctx, info, slot)
    if budget is not None and cost > budget:
        return ctx.refuse("not_enough_actions", need=cost, have=budget, kind="civil")
    if budget is None and cost > ctx.ca_left:
        return ctx.short_actions(cost)
    if info.kind == "leader":
        if info.age in p.leader_ages:
            return "leader_age_taken"  # T-6.2.1
    elif info.kind == "wonder":
        if p.wonder:
            return "wonder_in_progress"  # T-6.2.2
        return None  # wonders never enter the hand
    elif info.kind == "technology" and info.id in ctx.owned:
        return "duplicate_technology"  # T-6.2.3
    if len(p.hand) >= ctx.d.civil_hand_limit:  # T-6.2.5
        return ctx.refuse("hand_full", count=len(p.hand), limit=ctx.d.civil_hand_limit)
    return None


def do_take(ctx: Ctx, slot: int, free: bool = False) -> dict[str, object]:
    state, p = ctx.state, ctx.p
    inst = state.row[slot]
    info = ctx.cat.of(inst)
    cost = take_cost(ctx, info, slot)
    if not free:
        p.ca_spent += cost
        p.civil_used += 1
    state.row[slot] = ""
    if info.kind == "wonder":
        p.wonder = inst
        p.stages = 0
    else:
        if info.kind == "leader":
            p.leader_ages.append(info.age)
        p.hand.append(HandCard(inst, state.turn))
    if info.kind == "technology":
        _trigger(ctx, "take_tech")
    return {"card": info.id, "slot": slot + 1, "cost": cost}


# ------------------------------------------------------------------------------------------
# Population (T-8.1)


def check_pop(ctx: Ctx, discount: int = 0) -> str | None:
    """T-8.1: a token in the yellow bank and the food (``discount``: a granted increase)."""
    cost = ctx.pop_cost(discount)
    if cost is None:
        return ctx.refuse("limit_reached", what="population")
    if not ctx.can_pay_food(cost):
        return ctx.short_food(cost)
    return None


def do_pop(ctx: Ctx, discount: int = 0) -> int:
    cost = ctx.pop_cost(discount)
    assert cost is not None
    eco.pay(ctx.cat, ctx.p, eco.FOOD, cost)
    eco.grow(ctx.p)
    ctx.spent_stores()
    return cost


# ------------------------------------------------------------------------------------------
# Building, upgrading, destroying (T-8.2-T-8.5, T-9.1-T-9.3)


def urban_room(ctx: Ctx, info: Info) -> bool:
    """T-8.3: workers on all cards of an urban type stay within the government's limit."""
    if info.category != "urban":
        return True
    return ctx.workers_of_type(info.tech_type) < ctx.d.urban_limit


def actions_for(ctx: Ctx, info: Info) -> int:
    return ctx.ma_left if info.category == "unit" else ctx.ca_left


def check_build(ctx: Ctx, code: str, discount: int = 0, via_card: bool = False) -> str | None:
    info = ctx.tech(code)
    if info is None or info.category not in BUILDING_CATEGORIES:
        return "unknown_target"
    return check_build_of(ctx, info, discount, via_card)


def check_build_of(ctx: Ctx, info: Info, discount: int = 0, via_card: bool = False) -> str | None:
    """:func:`check_build` for the nation's building card ``info`` itself (a sweep has it)."""
    if not via_card and actions_for(ctx, info) < 1:
        return ctx.short_actions(military=info.category == "unit")
    if ctx.p.pool < 1:
        return "no_worker"
    if not urban_room(ctx, info):
        return ctx.refuse("limit_reached", what="urban", limit=ctx.d.urban_limit)
    cost = max(0, build_cost(ctx.cat, ctx.d, info, ctx.p) - discount)
    if info.category == "unit":
        cost -= min(cost, ctx.pool_left)
    if not ctx.can_pay_res(cost):
        return ctx.short_resources(cost)
    return None


def do_build(ctx: Ctx, code: str, discount: int = 0, via_card: bool = False) -> dict[str, object]:
    info = ctx.tech(code)
    assert info is not None
    cost = max(0, build_cost(ctx.cat, ctx.d, info, ctx.p) - discount)
    if info.category == "unit":
        if not via_card:
            spend_military(ctx)
        pay_military(ctx, cost)
    else:
        if not via_card:
            spend_civil(ctx)
        eco.pay(ctx.cat, ctx.p, eco.RESOURCES, cost)
        ctx.spent_stores()
    eco.place_worker(ctx.p, info.id)
    return {"card": info.id, "cost": cost}


def upgrade_pairs(ctx: Ctx, categories: tuple[str, ...]) -> list[tuple[Info, Info]]:
    techs = ctx.building_techs(categories)
    out = []
    for src in techs:
        if ctx.p.workers.get(src.id, 0) < 1:
            continue
        for dst in techs:
            if dst.tech_type == src.tech_type and dst.age > src.age:
                out.append((src, dst))
    return out


def check_upgrade(
    ctx: Ctx, src_code: str, dst_code: str, discount: int = 0, via_card: bool = False
) -> str | None:
    src, dst = ctx.tech(src_code), ctx.tech(dst_code)
    if src is None or dst is None or src.category not in BUILDING_CATEGORIES:
        return "unknown_target"
    if src.tech_type != dst.tech_type or dst.age <= src.age:
        return "unknown_target"
    if ctx.p.workers.get(src.id, 0) < 1:
        return "not_owned"
    if not via_card and actions_for(ctx, src) < 1:
        return ctx.short_actions(military=src.category == "unit")
    cost = max(0, upgrade_cost(ctx.cat, ctx.d, src, dst, ctx.p) - discount)
    if src.category == "unit":
        cost -= min(cost, ctx.pool_left)
    if not ctx.can_pay_res(cost):
        return ctx.short_resources(cost)
    return None


def do_upgrade(
    ctx: Ctx, src_code: str, dst_code: str, discount: int = 0, via_card: bool = False
) -> dict[str, object]:
    src, dst = ctx.tech(src_code), ctx.tech(dst_code)
    assert src is not None and dst is not None
    cost = max(0, upgrade_cost(ctx.cat, ctx.d, src, dst, ctx.p) - discount)
    if src.category == "unit":
        if not via_card:
            spend_military(ctx)
        pay_military(ctx, cost)
    else:
        if not via_card:
            spend_civil(ctx)
        eco.pay(ctx.cat, ctx.p, eco.RESOURCES, cost)
        ctx.spent_stores()
    p = ctx.p
    eco.remove_worker(p, src.id)
    eco.place_worker(p, dst.id)
    return {"card": src.id, "to": dst.id, "cost": cost}


def check_destroy(ctx: Ctx, code: str) -> str | None:
    info = ctx.tech(code)
    if info is None or info.category not in BUILDING_CATEGORIES:
        return "unknown_target"
    if ctx.p.workers.get(info.id, 0) < 1:
        return "not_owned"
    if actions_for(ctx, info) < 1:
        return ctx.short_actions(military=info.category == "unit")
    return None


def do_destroy(ctx: Ctx, code: str) -> dict[str, object]:
    info = ctx.tech(code)
    assert info is not None
    if info.category == "unit":
        spend_military(ctx)
    else:
        spend_civil(ctx)
    eco.remove_worker(ctx.p, info.id)
    return {"card": info.id}


# ------------------------------------------------------------------------------------------
# Wonders (T-8.6, T-11.2)


def wonder_stage_cost(ctx: Ctx, stages: int, discount: int = 0) -> int | None:
    p = ctx.p
    if not p.wonder:
        return None
    info = ctx.cat.of(p.wonder)
    todo = info.stages[p.stages : p.stages + stages]
    if len(todo) < stages:
        return None
    return max(0, sum(todo) - discount)


def check_wonder(ctx: Ctx, stages: int, discount: int = 0, via_card: bool = False) -> str | None:
    p = ctx.p
    if not p.wonder:
        return "no_wonder"
    if stages < 1 or stages > (1 if via_card else ctx.d.stages_per_action):
        return "limit_reached"
    cost = wonder_stage_cost(ctx, stages, discount)
    if cost is None:
        return "limit_reached"
    if not via_card and ctx.ca_left < 1:
        return ctx.short_actions()
    if not ctx.can_pay_res(cost):
        return ctx.short_resources(cost)
    # Each stage is marked with a blue token from the bank (T-8.6; ruling R1).
    if _bank_after_paying(ctx, cost) < stages:
        return "no_bank_token"
    return None


def _bank_after_paying(ctx: Ctx, cost: int) -> int:
    if cost <= 0:
        return ctx.p.blue_bank
    _, values, counts = eco.levels(ctx.cat, ctx.p, eco.RESOURCES)

    after = tokens.pay(values, counts, ctx.p.blue_bank, cost)
    if after is None:
        return -1
    return ctx.p.blue_bank + sum(counts) - sum(after)


def do_wonder(
    ctx: Ctx, stages: int, discount: int = 0, via_card: bool = False
) -> dict[str, object]:
    p = ctx.p
    cost = wonder_stage_cost(ctx, stages, discount)
    assert cost is not None
    if not via_card:
        spend_civil(ctx)
    eco.pay(ctx.cat, p, eco.RESOURCES, cost)
    ctx.spent_stores()
    p.blue_bank -= stages
    p.stages += stages
    info = ctx.cat.of(p.wonder)
    out: dict[str, object] = {"card": info.id, "stages": stages, "cost": cost}
    if p.stages >= len(info.stages):
        complete_wonder(ctx)
        out["completed"] = 1
    return out


def complete_wonder(ctx: Ctx) -> None:
    """T-11.2.2: tokens back to the bank, the card to the completed wonders, effects start."""
    p = ctx.p
    old_ca, old_ma = ctx.d.ca, ctx.d.ma
    info = ctx.cat.of(p.wonder)
    p.blue_bank += p.stages
    p.wonders.append(p.wonder)
    p.wonder = ""
    p.stages = 0
    sync_actions(ctx, old_ca, old_ma)
    for g in info.on_complete:
        apply_gain(ctx, g)  # Age III wonders score once, counted now (T-20.3, T-20.4)


# ------------------------------------------------------------------------------------------
# Playing cards from hand (T-8.7-T-8.9, T-10.3)


def tech_blocked(ctx: Ctx, info: Info) -> str | None:
    if info.category == "government":
        return None
    cid = info.id
    if ctx.in_play(cid):
        return "duplicate_technology"
    return None


def check_play(ctx: Ctx, args: tuple[str, ...]) -> str | None:
    found = ctx.hand_card(args[0])
    if found is None:
        return "unknown_card"
    h, info = found
    extra = args[1:]
    if ctx.ca_left < 1:
        return ctx.short_actions()
    if info.kind == "leader":
        return "unknown_target" if extra else None
    if info.kind == "technology":
        if extra:
            return "unknown_target"
        return check_science(ctx, info) or tech_blocked(ctx, info)
    if info.kind == "action":
        if h.taken >= ctx.state.turn:
            return "taken_this_turn"  # T-6.2.4
        return check_action_card(ctx, info, extra, int(args[0]))
    return "unknown_card"


def check_revolution(ctx: Ctx, index: str, via_breakthrough: bool = False) -> str | None:
    found = ctx.hand_card(index)
    if found is None:
        return "unknown_card"
    _, info = found
    if info.category != "government":
        return "unknown_card"
    p = ctx.p
    if robespierre(ctx):
        if p.ma_spent > 0 or ctx.ma_max < 1:
            return "revolution_needs_all_actions"
    else:
        # T-10.3.1: no CA spent yet (with Breakthrough: the card is the only civil action).
        used = 1 if via_breakthrough else 0
        if p.civil_used > used or (not via_breakthrough and p.ca_spent > 0):
            return "revolution_needs_all_actions"
        if ctx.ca_max < 1:
            return ctx.short_actions()
    return check_science(ctx, info, revolution=True)


def check_science(ctx: Ctx, info: Info, revolution: bool = False) -> str | None:
    """T-8.8, T-10.3: enough science for the technology (or revolution), and no Scientific
    Cooperation partner without science (T-20.13)."""
    cost = ctx.science_cost(info, revolution=revolution)
    if ctx.p.science < cost:
        return ctx.short_science(cost)
    if ctx.cooperation_blocked():
        return ctx.refuse("requirement_not_met", why="cooperation")
    return None


def robespierre(ctx: Ctx) -> bool:
    sweep = ctx._sweep
    if sweep is not None:
        if sweep.robespierre is None:
            sweep.robespierre = _robespierre(ctx)
        return sweep.robespierre
    return _robespierre(ctx)


def _robespierre(ctx: Ctx) -> bool:
    return any(ctx.cat.of(x).revolution_uses_military for x in _effect_sources(ctx.p))


def newton(ctx: Ctx) -> bool:
    return any(ctx.cat.of(x).free_tech_play for x in _effect_sources(ctx.p))


def _effect_sources(p: Player) -> list[str]:
    out = list(p.techs)
    if p.leader:
        out.append(p.leader)
    out.extend(p.wonders)
    return out


def do_play(ctx: Ctx, args: tuple[str, ...]) -> dict[str, object]:
    index = int(args[0])
    h = ctx.p.hand[index]
    info = ctx.cat.of(h.inst)
    if info.kind == "leader":
        spend_civil(ctx)
        del ctx.p.hand[index]
        play_leader(ctx, h.inst)
        return {"card": info.id}
    if info.kind == "technology":
        free = newton(ctx)
        spend_civil(ctx)
        del ctx.p.hand[index]
        cost = play_technology(ctx, h.inst)
        if free:
            ctx.p.ca_spent = max(0, ctx.p.ca_spent - 1)  # T-10.3.3 Newton
        return {"card": info.id, "science": cost}
    spend_civil(ctx)
    del ctx.p.hand[index]
    ctx.state.boxed.append(h.inst)
    out: dict[str, object] = {"card": info.id}
    out.update(play_action_card(ctx, info, args[1:], index))
    return out


def do_revolution(ctx: Ctx, index: int, via_breakthrough: bool = False) -> dict[str, object]:
    p = ctx.p
    h = p.hand[index]
    info = ctx.cat.of(h.inst)
    cost = ctx.science_cost(info, revolution=True)
    rob = robespierre(ctx)
    newt = newton(ctx)
    del p.hand[index]
    pay_science(ctx, cost)
    old_ca, old_ma = ctx.d.ca, ctx.d.ma
    _replace_government(ctx, h.inst)
    sync_actions(ctx, old_ca, old_ma)
    _trigger(ctx, "play_tech")  # ruling R12: a revolution plays a technology card
    if rob:
        p.ma_spent = ctx.ma_max  # T-10.3.3: all MAs instead; CAs unchanged
    else:
        p.ca_spent = ctx.ca_max - (1 if newt else 0)
        p.civil_used += 0 if via_breakthrough else 1
        p.revolution = True
    return {"card": info.id, "science": cost}


def play_leader(ctx: Ctx, inst: str) -> None:
    """T-8.7: the old leader leaves with its effects; the new one acts at once."""
    p = ctx.p
    old_ca, old_ma = ctx.d.ca, ctx.d.ma
    old_pool = ctx.d.pool_each_turn
    if p.leader:
        ctx.state.boxed.append(p.leader)
    p.leader = inst
    sync_actions(ctx, old_ca, old_ma)
    if ctx.d.pool_each_turn < old_pool:
        # Ruling R4: what is left of the old leader's pool leaves with him.
        p.pool_used = max(0, min(p.pool_used, p.pool_bonus + ctx.d.pool_each_turn))


def play_technology(ctx: Ctx, inst: str) -> int:
    """Pay the science and put the card in play (T-8.8, T-10.1); returns the science paid."""
    p = ctx.p
    info = ctx.cat.of(inst)
    cost = ctx.science_cost(info)
    pay_science(ctx, cost)
    old_ca, old_ma = ctx.d.ca, ctx.d.ma
    if info.category == "government":
        _replace_government(ctx, inst)  # T-10.3.2 peaceful change
    else:
        if info.category == "special":
            for t in list(p.techs):
                old = ctx.cat.of(t)
                if old.category == "special" and old.tech_type == info.tech_type:
                    p.techs.remove(t)  # T-10.1.3: same special type replaces
                    p.replaced.append(t)
        p.techs.append(inst)
    sync_actions(ctx, old_ca, old_ma)
    _trigger(ctx, "play_tech")
    return cost


def _replace_government(ctx: Ctx, inst: str) -> None:
    p = ctx.p
    if p.government:
        if p.government in p.techs:
            p.techs.remove(p.government)
        p.replaced.append(p.government)
    p.government = inst
    p.techs.append(inst)


def _trigger(ctx: Ctx, when: str) -> None:
    """One-off gains of the owner's cards on a moment (Aristotle, Leonardo)."""
    sources = [ctx.cat.of(x) for x in _effect_sources(ctx.p)]
    for info in sources:
        gains = info.on_take_tech if when == "take_tech" else info.on_play_tech
        for g in gains:
            apply_gain(ctx, g)


def amount_of(ctx: Ctx, amount: c.Quantity, per: c.Count | None) -> int:
    """An effect's amount for the nation of ``ctx``: by the player count the rules use
    (T-22 #27: the remaining players), times its ``per`` count (Wave of Nationalism: per
    stronger nation; Endowment for the Arts: per nation with more culture)."""
    return amounts.amount_of(ctx.cat, ctx.state, ctx.p, amount, per, ctx.d)


def apply_gain(ctx: Ctx, g: c.Gain, amount: int | None = None) -> int:
    """A one-off gain for the nation of ``ctx`` (food/resources through the blue bank)."""
    p = ctx.p
    value = amount_of(ctx, g.amount, g.per) if amount is None else amount
    stat = g.stat
    if stat == "culture":
        p.culture += value
    elif stat == "science":
        p.science = cap(p.science + value, ctx.state.options.get("science_points_cap", 0))
    elif stat == "food":
        value = eco.gain(ctx.cat, p, eco.FOOD, value)
    elif stat == "resources":
        value = eco.gain(ctx.cat, p, eco.RESOURCES, value)
    elif stat == "population":
        grown = 0
        for _ in range(value):
            if p.yellow_bank <= 0:
                break
            eco.grow(p)
            grown += 1
        value = grown
    else:
        raise NotImplementedError(f"gain of {stat!r} is not used by the simple game yet")
    ctx.spent_stores()
    return value


# ------------------------------------------------------------------------------------------
# Action cards (T-8.9, T-7.4.1)


def perform_of(info: Info) -> c.PerformAction | None:
    return info.performs[0] if info.performs else None


def check_action_card(ctx: Ctx, info: Info, extra: tuple[str, ...], index: int) -> str | None:
    pa = perform_of(info)
    if pa is None:
        return "unknown_target" if extra else None
    act = pa.action
    if act == "build":
        if len(extra) != 1:
            return "unknown_target"
        tech = ctx.tech(extra[0])
        if tech is None or tech.tech_type not in pa.types or tech.category == "unit":
            return "unknown_target"
        return check_build(ctx, extra[0], pa.discount, via_card=True)
    if act == "upgrade":
        if len(extra) != 2:
            return "unknown_target"
        tech = ctx.tech(extra[0])
        if tech is None or tech.tech_type not in pa.types or tech.category == "unit":
            return "unknown_target"
        return check_upgrade(ctx, extra[0], extra[1], pa.discount, via_card=True)
    if act == "build_wonder_stage":
        if extra:
            return "unknown_target"
        return check_wonder(ctx, 1, pa.discount, via_card=True)
    if act == "increase_population":
        if extra:
            return "unknown_target"
        return check_pop(ctx)
    if act == "play_technology":
        if len(extra) not in (1, 2) or not extra[0].isdigit() or int(extra[0]) == index:
            return "unknown_target"
        found = ctx.hand_card(extra[0])
        if found is None:
            return "unknown_target"
        _, tech = found
        if tech.kind != "technology":
            return "unknown_target"
        if len(extra) == 2:
            if extra[1] != "rev" or tech.category != "government":
                return "unknown_target"
            return (
                check_revolution(ctx, extra[0], via_breakthrough=True)
                if (ctx.p.civil_used == 0 and ctx.p.ca_spent == 0)
                else "revolution_needs_all_actions"
            )
        return check_science(ctx, tech) or tech_blocked(ctx, tech)
    return "unknown_target"


def play_action_card(ctx: Ctx, info: Info, extra: tuple[str, ...], index: int) -> dict[str, object]:
    """Carry out an action card already checked (the card itself is already boxed)."""
    p = ctx.p
    out: dict[str, object] = {}
    for e in info.now:
        if isinstance(e, c.Gain):
            out[e.stat] = apply_gain(ctx, e)
        elif isinstance(e, c.MilitaryPool):
            p.pool_bonus += amount_of(ctx, e.amount, e.per)
        elif isinstance(e, c.ExtraActions):
            p.ca_temp += e.civil
            p.ma_temp += e.military
        elif isinstance(e, c.PerformAction):
            out.update(_perform(ctx, e, extra, index))
        else:
            raise NotImplementedError(f"action-card effect {e.kind!r}")
    return out


def _perform(
    ctx: Ctx, pa: c.PerformAction, extra: tuple[str, ...], index: int
) -> dict[str, object]:
    act = pa.action
    out: dict[str, object]
    if act == "build":
        out = do_build(ctx, extra[0], pa.discount, via_card=True)
    elif act == "upgrade":
        out = do_upgrade(ctx, extra[0], extra[1], pa.discount, via_card=True)
    elif act == "build_wonder_stage":
        out = do_wonder(ctx, 1, pa.discount, via_card=True)
    elif act == "increase_population":
        out = {"food": do_pop(ctx)}
    elif act == "play_technology":
        # ``index`` is where the action card was; it has left the hand already.
        target = int(extra[0])
        if target > index:
            target -= 1
        h = ctx.p.hand[target]
        tech = ctx.cat.of(h.inst)
        if len(extra) == 2:
            out = do_revolution(ctx, target, via_breakthrough=True)
        else:
            del ctx.p.hand[target]
            out = {"tech": tech.id, "science": play_technology(ctx, h.inst)}
    else:  # pragma: no cover - check_action_card refuses
        raise IllegalAction("unknown_target")
    if pa.then_stat and pa.then_amount:
        g = c.Gain(stat=pa.then_stat, amount=c.Quantity(base=pa.then_amount))
        out[f"then_{pa.then_stat}"] = apply_gain(ctx, g)
    return out


# ------------------------------------------------------------------------------------------
# Leader-granted actions (T-8.11)


def granted(ctx: Ctx, action: str) -> c.GrantAction | None:
    """The ``grant_action`` effect of a card in effect that grants ``action``, if any."""
    for g in ctx.d.grants:
        if g.action == action:
            return g
    return None


def barbarossa(ctx: Ctx) -> c.GrantAction | None:
    g = granted(ctx, "increase_population_and_build_unit")
    return g if g is not None and g.cost == "civil" else None


# Ocean Liner Service (Age II wonder, [CSV]): once per turn, increase the population without a
# civil action and for 5 food less (T-8.1 otherwise: the yellow bank and the food still
# limit it). The ordinary increase stays available beside it.


def free_pop(ctx: Ctx) -> c.GrantAction | None:
    return granted(ctx, "increase_population")


def free_pop_cost(ctx: Ctx) -> int | None:
    """Food the granted increase costs now (None: no such grant, or the bank is empty)."""
    g = free_pop(ctx)
    return None if g is None else ctx.pop_cost(g.food_discount)


def check_free_pop(ctx: Ctx) -> str | None:
    g = free_pop(ctx)
    if g is None:
        return "requirement_not_met"
    if g.limit == "once_per_turn" and ctx.p.free_pop_used:
        return "used_this_turn"
    if g.cost == "civil" and ctx.ca_left < 1:
        return ctx.short_actions()
    return check_pop(ctx, g.food_discount)


def do_free_pop(ctx: Ctx) -> dict[str, object]:
    g = free_pop(ctx)
    assert g is not None
    if g.cost == "civil":
        spend_civil(ctx)
    ctx.p.free_pop_used = True
    return {"food": do_pop(ctx, g.food_discount), "free": 1}


def check_barbarossa(ctx: Ctx, code: str) -> str | None:
    g = barbarossa(ctx)
    if g is None:
        return "requirement_not_met"
    tech = ctx.tech(code)
    if tech is None or tech.category != "unit":
        return "unknown_target"
    if ctx.ca_left < 1:
        return ctx.short_actions()
    no_pop = check_pop(ctx, g.food_discount)
    if no_pop is not None:
        return no_pop
    cost = max(0, build_cost(ctx.cat, ctx.d, tech, ctx.p) - g.resource_discount)
    cost -= min(cost, ctx.pool_left)
    if not ctx.can_pay_res(cost):
        return ctx.short_resources(cost)
    return None


def do_barbarossa(ctx: Ctx, code: str) -> dict[str, object]:
    g = barbarossa(ctx)
    assert g is not None
    spend_civil(ctx)
    food = do_pop(ctx, g.food_discount)
    tech = ctx.tech(code)
    assert tech is not None
    cost = max(0, build_cost(ctx.cat, ctx.d, tech, ctx.p) - g.resource_discount)
    pay_military(ctx, cost)
    eco.place_worker(ctx.p, tech.id)
    return {"card": tech.id, "food": food, "cost": cost}


def code_of(info: Info) -> str:
    return building_code(info.tech_type, info.age)


def dispatch_check(ctx: Ctx, a: Action) -> str | None:
    """The reason ``a`` is not allowed for the nation on turn now, or None."""
    k, args = a.kind, a.args
    if ctx.state.round == 1 and k not in ("take", "end"):
        return "round_one_only_take"  # T-5.2.1
    if k == "take":
        return check_take(ctx, int(args[0]) - 1)
    if k == "end":
        return None
    if k == "pop":
        if args:
            return check_free_pop(ctx)
        return ctx.short_actions() if ctx.ca_left < 1 else check_pop(ctx)
    if k == "build":
        return check_build(ctx, args[0])
    if k == "upg":
        return check_upgrade(ctx, args[0], args[1])
    if k == "dest":
        return check_destroy(ctx, args[0])
    if k == "wonder":
        return check_wonder(ctx, int(args[0]))
    if k == "play":
        found = ctx.hand_card(args[0])
        if found is not None and found[1].category == "government" and len(args) == 1:
            return ctx.short_actions() if ctx.ca_left < 1 else check_science(ctx, found[1])
        return check_play(ctx, args)
    if k == "rev":
        return check_revolution(ctx, args[0])
    if k == "barb":
        return check_barbarossa(ctx, args[0])
    return "wrong_step"


def dispatch_do(ctx: Ctx, a: Action) -> dict[str, object]:
    k, args = a.kind, a.args
    if k == "take":
        return do_take(ctx, int(args[0]) - 1)
    if k == "pop":
        if args:
            return do_free_pop(ctx)
        spend_civil(ctx)
        return {"food": do_pop(ctx)}
    if k == "build":
        return do_build(ctx, args[0])
    if k == "upg":
        return do_upgrade(ctx, args[0], args[1])
    if k == "dest":
        return do_destroy(ctx, args[0])
    if k == "wonder":
        return do_wonder(ctx, int(args[0]))
    if k == "play":
        return do_play(ctx, args)
    if k == "rev":
        return do_revolution(ctx, int(args[0]))
    if k == "barb":
        return do_barbarossa(ctx, args[0])
    raise IllegalAction("wrong_step", a.encode())
