"""The heuristic agent's judgement for the advanced and full games: the political step, every
out-of-turn question (bids, defence, pacts, targets, splits, discards) and the military side of
a turn (strength, tactics, avoiding uprisings).

Rules of thumb, all cheap (a few derived recounts per decision):

* stay about as strong as the strongest opponent: events and aggressions punish the weakest;
* prepare events for their culture, but not while being the weakest; play an aggression only
  with a clear margin over the target (its hand may hold Defense cards); declare a war only
  with a larger margin and not near the end;
* bid for a territory while the force costs little (bonus cards, colonization bonuses, one
  cheap unit); send the cheapest force that reaches the bid;
* defend with Defense cards when they suffice, sacrifice only cheap units; never resign;
* accept pacts that favour this nation's role; cancel those that hurt it;
* never end a turn into an uprising when an action can prevent it.

It reads only what the seat may see: everything in play, its own military hand.
"""

from __future__ import annotations

from rules.tta import combat, forces, nation, pacts
from rules.tta import economy as eco
from rules.tta.actions import Action
from rules.tta.catalog import Catalog, Info
from rules.tta.civil import Ctx
from rules.tta.derived import Derived, derive
from rules.tta.state import Frame, Player, TtaState

# Military cards worth keeping, for the discard (higher = keep).
KIND_KEEP: dict[str, float] = {
    "bonus": 6.0,
    "tactic": 3.0,
    "aggression": 3.5,
    "war": 3.0,
    "territory": 3.0,
    "event": 2.0,
    "pact": 1.0,
}
# Pacts worth accepting, by the role this nation would hold ("a", "b" or "any").
GOOD_PACTS: dict[str, str] = {
    "open_borders_agreement": "any",
    "international_trade_agreement": "any",
    "scientific_cooperation": "any",
    "international_tourism": "any",
    "peace_treaty": "any",
    "military_pact": "any",
    "trade_routes_agreement": "any",
    "acceptance_of_supremacy": "a",
    "loss_of_sovereignty": "a",
    "promise_of_military_protection": "b",
}
ATTACK_VALUE: dict[str, float] = {
    "spy": 5.0,
    "armed_intervention": 8.0,
    "plunder_i": 4.0,
    "plunder_ii": 6.0,
    "plunder_iii": 8.0,
    "enslave": 4.5,
    "raid_i": 4.0,
    "raid_ii": 5.5,
    "raid_iii": 7.0,
    "annex": 8.0,
    "assassinate": 5.0,
    "sabotage": 6.0,
}


def strengths(cat: Catalog, state: TtaState) -> dict[int, int]:
    return {p.seat: derive(cat, state, p).strength for p in state.players if not p.resigned}


# ------------------------------------------------------------------------------------------
# The political step


def political(cat: Catalog, state: TtaState, seat: int, actions: list[Action]) -> Action:
    p = state.players[seat]
    power = strengths(cat, state)
    mine = power[seat]
    others = [s for s in power if s != seat]
    weakest = all(mine < power[s] for s in others)
    best = next((a for a in actions if a.kind == "nopol"), actions[0])
    best_value = 0.5
    for a in actions:
        value = _political_value(cat, state, p, a, power, weakest)
        if value > best_value:
            best, best_value = a, value
    return best


def _political_value(
    cat: Catalog, state: TtaState, p: Player, a: Action, power: dict[int, int], weakest: bool
) -> float:
    k = a.kind
    if k in ("nopol", "resign"):
        return -100.0 if k == "resign" else 0.5
    if k == "col":
        return 9.0
    if k == "prep":
        info = cat.of(p.military[int(a.args[0])])
        if weakest:
            return -1.0  # events hurt the weakest; keep it for later
        return 1.0 + info.age + (0.5 if info.kind == "event" else 0.0)
    if k in ("agg", "war"):
        inst = p.military[int(a.args[0])]
        info = cat.of(inst)
        target = int(a.args[1])
        margin = power[p.seat] - power[target]
        need = 7 if k == "agg" else 9
        if margin < need:
            return -1.0
        if k == "war":
            if state.end_round and state.round >= state.end_round - 1:
                return -1.0
            return 6.0 + margin / 4
        return ATTACK_VALUE.get(info.id, 4.0) + margin / 5
    if k == "cancel":
        pact = state.pacts[int(a.args[0])]
        return 4.0 if not _pact_good(cat, pact.inst, "a" if pact.a == p.seat else "b") else -1.0
    if k == "pact":
        inst = p.military[int(a.args[0])]
        role = a.args[2]
        return (
            1.5
            if _pact_good(cat, inst, role) and power[p.seat] <= max(power.values()) - 3
            else -1.0
        )
    return -1.0


def _pact_good(cat: Catalog, inst: str, role: str) -> bool:
    want = GOOD_PACTS.get(cat.of(inst).id, "")
    return want == "any" or want == role


# ------------------------------------------------------------------------------------------
# Frames


def answer(cat: Catalog, state: TtaState, seat: int, actions: list[Action]) -> Action:
    frame = state.pending[-1]
    codes = {a.encode(): a for a in actions}
    kind = frame.kind
    p = state.players[seat]
    if kind == "event":
        return _event(cat, state, p, codes)
    if kind == "discard":
        return _discard(cat, state, p, actions)
    if kind == "bid":
        return _bid(cat, state, p, frame, actions, codes)
    if kind == "force":
        return _force(cat, state, p, frame, actions, codes)
    if kind == "pact":
        good = _pact_good(cat, str(frame.data["offer"]), "b" if frame.data["role"] == "a" else "a")
        return codes["accept" if good else "refuse"]
    if kind == "pick":
        return _pick(cat, state, p, frame, actions)
    if kind == "split":
        return _split(cat, state, p, frame, actions)
    if kind == "agree":
        takes = [a for a in actions if a.kind == "take"]
        return (
            takes[0]
            if takes and len(p.hand) < derive(cat, state, p).civil_hand_limit
            else codes["done"]
        )
    return actions[0]


def _hungry(cat: Catalog, p: Player, d: Derived) -> bool:
    return d.food - nation.consumption(p.yellow_bank) < 1 or eco.stored(cat, p, eco.FOOD) < 3


def _event(cat: Catalog, state: TtaState, p: Player, codes: dict[str, Action]) -> Action:
    if "ev.yes" in codes:
        return codes["ev.yes"]
    d = derive(cat, state, p)
    return codes["ev.food" if _hungry(cat, p, d) and "ev.food" in codes else "ev.res"]


def keep_value(cat: Catalog, state: TtaState, p: Player, inst: str) -> float:
    info = cat.of(inst)
    value = KIND_KEEP.get(info.kind, 1.0) + 0.5 * info.age
    if info.kind == "tactic" and p.tactic:
        value -= 2.0 if cat.of(p.tactic).age >= info.age else 0.0
    if info.kind == "pact" and state.players_n < 3:
        value = -1.0
    return value


def _discard(cat: Catalog, state: TtaState, p: Player, actions: list[Action]) -> Action:
    return min(actions, key=lambda a: keep_value(cat, state, p, p.military[int(a.args[0])]))


def cheap_force(cat: Catalog, state: TtaState, p: Player) -> int:
    """What this nation can send without hurting itself: bonus cards, the permanent bonus
    and its weakest unit."""
    d = derive(cat, state, p)
    units = sorted(
        cat.info[cid].per_worker.strength
        for cid, n in p.workers.items()
        for _ in range(n)
        if cat.info[cid].category == "unit"
    )
    if not units:
        return 0
    cards = sum(
        forces.card_value(cat, d, m, "colonization")
        for m in p.military
        if cat.of(m).kind == "bonus"
    )
    return d.colonization + cards + units[0]


def _bid(
    cat: Catalog,
    state: TtaState,
    p: Player,
    frame: Frame,
    actions: list[Action],
    codes: dict[str, Action],
) -> Action:
    high = int(frame.data["high"])
    if high + 1 <= cheap_force(cat, state, p) and f"bid.{high + 1}" in codes:
        return codes[f"bid.{high + 1}"]
    return codes["pass"]


def _force(
    cat: Catalog,
    state: TtaState,
    p: Player,
    frame: Frame,
    actions: list[Action],
    codes: dict[str, Action],
) -> Action:
    data = frame.data
    purpose = str(data["purpose"])
    d = derive(cat, state, p)
    if purpose == "colonize":
        need = int(data["op"]["bid"])
        have = forces.value(cat, state, p, data, d)
        if data["units"] and have >= need and "done" in codes:
            return codes["done"]
        if not data["units"]:
            return _weakest_unit(cat, p, actions) or actions[0]
        cards = [a for a in actions if a.kind == "card"]
        if cards:
            return cards[0]
        return _weakest_unit(cat, p, actions) or codes.get("done", actions[0])
    if purpose == "defend":
        need = int(data["op"]["total"]) - d.strength
        have = forces.value(cat, state, p, data, d)
        if have >= need:
            return codes["done"]
        # Decide once, from the whole hand: Defense cards, then at most two cheap units.
        cards_total = sum(
            forces.card_value(cat, d, m, "defense") for m in p.military if cat.of(m).kind == "bonus"
        )
        units = sorted(
            cat.info[cid].per_worker.strength
            for cid, n in p.workers.items()
            for _ in range(n)
            if cat.info[cid].category == "unit"
        )
        if cards_total + sum(units[:2]) < need:
            return codes["done"]  # not worth a fight it cannot win cheaply
        cards = [a for a in actions if a.kind == "card"]
        if cards:
            return max(
                cards,
                key=lambda a: forces.card_value(cat, d, p.military[int(a.args[0])], "defense"),
            )
        return _weakest_unit(cat, p, actions) or codes["done"]
    return codes["done"]


def _weakest_unit(cat: Catalog, p: Player, actions: list[Action]) -> Action | None:
    sacs = [a for a in actions if a.kind == "sac"]
    if not sacs:
        return None
    ctx_units = {a.args[0]: a for a in sacs}
    return min(ctx_units.values(), key=lambda a: int(a.args[0][1]))


def _pick(cat: Catalog, state: TtaState, p: Player, frame: Frame, actions: list[Action]) -> Action:
    data = frame.data
    what = str(data["what"])
    target = state.players[int(data["target"])]
    mine = int(data["target"]) == p.seat
    tctx = Ctx(cat, state, target)

    def building_value(a: Action) -> float:
        arg = a.args[0]
        if arg[0] in "cws":
            return float(arg[1:])
        info = tctx.tech(arg)
        return float(info.build_cost + info.age) if info is not None else 0.0

    if what in ("destroy", "lose_pop") and mine:
        return min(actions, key=building_value)
    if what in ("destroy",):
        return max(actions, key=building_value)
    if what == "colony":
        return actions[-1] if not mine else actions[0]
    return actions[0]


def _split(cat: Catalog, state: TtaState, p: Player, frame: Frame, actions: list[Action]) -> Action:
    d = derive(cat, state, p)
    mode = frame.data["mode"]
    food_heavy = max(actions, key=lambda a: int(a.args[0]))
    food_light = min(actions, key=lambda a: int(a.args[0]))
    hungry = _hungry(cat, p, d)
    if mode == "gain":
        return food_heavy if hungry else food_light
    if int(frame.data["target"]) == p.seat:  # my loss: keep what I need
        return food_light if hungry else food_heavy
    return food_light if not hungry else food_heavy  # my gain from another's loss


# ------------------------------------------------------------------------------------------
# The turn: strength, tactics, uprisings


def turn_value(plan: object, ctx: Ctx, a: Action) -> float | None:
    """Values for the advanced game's own actions (None: not a military matter)."""
    cat, state, p = ctx.cat, ctx.state, ctx.p
    k = a.kind
    if k == "tac":
        inst = p.military[int(a.args[0])]
        before = ctx.d.strength
        old = p.tactic
        p.tactic = inst
        after = derive(cat, state, p).strength
        p.tactic = old
        return 2.0 + (after - before) if after > before else -1.0
    if k == "draw":
        return 2.5 if len(p.military) < derive(cat, state, p).military_hand_limit else -1.0
    if k == "trade":
        return -1.0
    if k == "col":
        return 9.0
    if k == "resign":
        return -100.0
    return None


def behind(cat: Catalog, state: TtaState, p: Player, d: Derived) -> int:
    """How far this nation's strength is below the strongest opponent's."""
    power = [
        derive(cat, state, q).strength for q in state.players if q.seat != p.seat and not q.resigned
    ]
    return max(power, default=0) - d.strength


def uprising_after(ctx: Ctx, pool_delta: int, happy_delta: int, bank_delta: int) -> bool:
    p = ctx.p
    happy = min(nation.HAPPY_MAX, ctx.d.happy + happy_delta)
    return p.pool + pool_delta < nation.discontent(p.yellow_bank + bank_delta, happy)


def loses_happiness(cat: Catalog, p: Player, info: Info) -> bool:
    """Would playing ``info`` (a leader, a government) cost happy faces?"""
    if info.kind == "leader" and p.leader:
        return cat.of(p.leader).stats.happy > info.stats.happy
    if info.category == "government":
        return cat.of(p.government).stats.happy > info.stats.happy
    return False


def is_risky_card(cat: Catalog, info: Info) -> bool:
    return info.kind in ("aggression", "war")


def attack_target_ok(cat: Catalog, state: TtaState, seat: int, target: int) -> bool:
    return combat.attack_refusal(cat, state, seat, target, war=False) is None


def pact_helpful(cat: Catalog, state: TtaState, seat: int) -> bool:
    return bool(pacts.mine(state, seat))
