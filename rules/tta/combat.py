"""Aggressions (T-15.7) and wars (T-15.9), with the effects of military-facts §2 and §3.

An aggression is a political action: the attacker names the target, pays the card's MA,
may sacrifice units (a frame), then the defender answers out of turn (a frame): units and
Defense cards. The defender holds on a tie (T-15.7.2). Ruling R6: a defender who already holds,
or who could not reach the attacker's total with everything he has, is not asked.

A war is declared as a political action and resolved at the start of the declarer's next turn,
after the card-row refill (T-22 #13): the declarer, then the defender, may sacrifice units (no
Defense cards); the higher total wins, either side (T-15.9.2); a tie does nothing (T-22 #12, or
the defender wins with ``war_tie = defender_wins``). In the last round nobody sacrifices.

Ruling R13: the sacrificed units of both sides leave before the card's effect is applied, so
that a unit cannot be both sacrificed and lost to the effect. Where a choice exists the winner
makes it (T-15.10.1), except which building goes when population is lost (the loser).
"""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.tta import cards as c
from rules.tta import civil, events, forces, frames, military, pacts, questions
from rules.tta.catalog import Catalog, Info
from rules.tta.civil import Ctx
from rules.tta.derived import derive
from rules.tta.state import Frame, Player, TtaState, War, card_id

URBAN = ("temple", "lab", "arena", "library", "theater")


# ------------------------------------------------------------------------------------------
# Who may attack whom


def pact_between(cat: Catalog, state: TtaState, a: int, b: int) -> list[Info]:
    return [cat.of(x.inst) for x in state.pacts if {x.a, x.b} == {a, b}]


def attack_refusal(
    cat: Catalog,
    state: TtaState,
    attacker: int,
    defender: int,
    war: bool,
    may_attack: bool | None = None,
) -> str | None:
    """Why ``attacker`` may not attack ``defender`` now (None: allowed)."""
    if defender == attacker or not 0 <= defender < state.players_n:
        return "unknown_target"
    if not state.in_game(defender):
        return "unknown_target"
    if may_attack is None:
        may_attack = derive(cat, state, state.players[attacker]).may_attack
    if not may_attack:
        return "requirement_not_met"  # Gandhi's own nation does not attack
    for info in pact_between(cat, state, attacker, defender):
        if info.forbids_attacks:
            return "requirement_not_met"
    if war:
        for x in state.pacts:
            if x.b == defender and cat.of(x.inst).no_war_against_b:
                return "requirement_not_met"  # Loss of Sovereignty
    if state.options.get("milder_combat"):
        holder = token_holder(state, defender)
        if holder not in (-1, attacker):
            return "requirement_not_met"  # T-19.2: the token is not in the middle
    return None


def token_holder(state: TtaState, seat: int) -> int:
    for p in state.players:
        if p.holds_token == seat:
            return p.seat
    return -1


def ma_cost(
    cat: Catalog, state: TtaState, info: Info, defender: int, factor: int | None = None
) -> int | None:
    """MA to pay for an aggression or war against ``defender`` (None: impossible);
    ``factor``: the defender's cost factor when already known (Gandhi)."""
    q = state.players[defender]
    cost: int
    if info.ma_cost_rule == "target_leader_level":
        if not q.leader:
            return None
        cost = cat.of(q.leader).age
    elif info.ma_cost_rule == "target_wonder_level":
        if not q.wonder:
            return None
        cost = cat.of(q.wonder).age
    else:
        cost = info.ma_cost
    if factor is None:
        factor = derive(cat, state, q).attack_cost_factor
    return cost * factor


def has_target(cat: Catalog, state: TtaState, info: Info, defender: int) -> bool:
    q = state.players[defender]
    req = info.requires
    if req == "urban_building":
        return any(cat.info[cid].tech_type in URBAN for cid in q.workers)
    if req == "colony":
        return bool(q.colonies)
    if req == "leader":
        return bool(q.leader)
    if req == "wonder_under_construction":
        return bool(q.wonder)
    return True


def can_play(
    cat: Catalog,
    state: TtaState,
    ctx: Ctx,
    inst: str,
    defender: int,
    factors: dict[int, int] | None = None,
) -> str | None:
    """Why the aggression or war ``inst`` cannot be played on ``defender`` now.
    ``factors``: a cache of the defenders' MA cost factors for one legality sweep."""
    info = cat.of(inst)
    war = info.kind == "war"
    if war and state.last_round:
        return "requirement_not_met"  # T-15.9.4
    reason = attack_refusal(cat, state, ctx.p.seat, defender, war, ctx.d.may_attack)
    if reason is not None:
        return reason
    if not war and not has_target(cat, state, info, defender):
        return "unknown_target"
    factor = None
    if factors is not None:
        if defender not in factors:
            factors[defender] = derive(cat, state, state.players[defender]).attack_cost_factor
        factor = factors[defender]
    cost = ma_cost(cat, state, info, defender, factor)
    if cost is None:
        return "unknown_target"
    if cost > ctx.ma_left:
        return ctx.short_actions(cost, military=True)
    return None


# ------------------------------------------------------------------------------------------
# Declaring


def _attack_side_effects(
    cat: Catalog, state: TtaState, attacker: int, defender: int, out: list[Event]
) -> None:
    """Joan of Arc (culture when attacked), pacts that end on an attack, milder combat's
    token (T-19.2)."""
    q = state.players[defender]
    if q.leader:
        for g in cat.of(q.leader).effects:
            if isinstance(g, c.Gain) and g.when == "attacked":
                got = civil.apply_gain(Ctx(cat, state, q), g)
                out.append(Event("gain", defender, {"stat": g.stat, "amount": got}))
    for x in list(state.pacts):
        if {x.a, x.b} == {attacker, defender} and cat.of(x.inst).ends_on_attack:
            pacts.end(cat, state, x, "attack", out)
    if state.options.get("milder_combat"):
        p = state.players[attacker]
        if p.holds_token != defender:
            p.holds_token = defender
        p.token_used = True


def declare(
    cat: Catalog, state: TtaState, seat: int, index: int, defender: int, out: list[Event]
) -> None:
    """Play an aggression or declare a war (the political action)."""
    p = state.players[seat]
    inst = p.military.pop(index)
    info = cat.of(inst)
    cost = ma_cost(cat, state, info, defender)
    assert cost is not None
    p.ma_spent += cost
    out.append(Event(info.kind, seat, {"card": info.id, "target": defender, "ma": cost}))
    _attack_side_effects(cat, state, seat, defender, out)
    if info.kind == "war":
        state.wars.append(War(inst, seat, defender, state.turn))
        return
    op: dict[str, Any] = {"card": inst, "attacker": seat, "defender": defender}
    if forces.has_units(cat, p) and not forces.no_sacrifice(state, "attack"):
        frames.push_one(state, forces.new("attack", seat, info.id, op))
    else:
        op["attack"] = {"purpose": "attack", "units": {}, "cards": [], "op": {}}
        _defend_or_resolve(cat, state, op, out)


def attack_total(cat: Catalog, state: TtaState, op: dict[str, Any]) -> int:
    """The attacker's total of an aggression or a war: strength, the force ``op["attack"]``
    and Open Borders."""
    a = state.players[int(op["attacker"])]
    total = derive(cat, state, a).strength + forces.value(cat, state, a, op["attack"])
    return total + open_borders(cat, state, int(op["attacker"]), int(op["defender"]))


def defence_total(cat: Catalog, state: TtaState, seat: int, defence: dict[str, Any]) -> int:
    """The defender's total: strength and the force ``defence`` (units, Defense cards)."""
    q = state.players[seat]
    return derive(cat, state, q).strength + forces.value(cat, state, q, defence)


def holds(attack: int, defence: int) -> bool:
    """The defence holds unless the attack is higher: a tie fails an aggression (T-15.7.2)
    and makes a war do nothing, or the defender win (T-22 #12)."""
    return not attack > defence


def open_borders(cat: Catalog, state: TtaState, attacker: int, defender: int) -> int:
    bonus = 0
    for info in pact_between(cat, state, attacker, defender):
        for e in info.pact_effects:
            if isinstance(e, c.AttackBonus):
                bonus += e.amount
    return bonus


def _attack_done(cat: Catalog, state: TtaState, frame: Frame, out: list[Event]) -> None:
    op = dict(frame.data["op"])
    op["attack"] = {k: frame.data[k] for k in ("purpose", "units", "cards")}
    _defend_or_resolve(cat, state, op, out)


def _defend_or_resolve(cat: Catalog, state: TtaState, op: dict[str, Any], out: list[Event]) -> None:
    total = attack_total(cat, state, op)
    op["total"] = total
    defender = int(op["defender"])
    q = state.players[defender]
    out.append(
        Event("attack_total", int(op["attacker"]), {"total": total, "card": card_id(op["card"])})
    )
    strength = derive(cat, state, q).strength
    best = strength + forces.max_value(cat, state, q, "defend")
    if strength >= total or best < total:
        _resolve_aggression(cat, state, op, {"purpose": "defend", "units": {}, "cards": []}, out)
        return
    frames.push_one(state, forces.new("defend", defender, card_id(op["card"]), op))


def _defend_done(cat: Catalog, state: TtaState, frame: Frame, out: list[Event]) -> None:
    op = dict(frame.data["op"])
    choice = {k: frame.data[k] for k in ("purpose", "units", "cards")}
    _resolve_aggression(cat, state, op, choice, out)


def _commit(
    cat: Catalog, state: TtaState, seat: int, choice: dict[str, Any], out: list[Event]
) -> int:
    frame = Frame("force", seat, data={**choice, "op": {}})
    return forces.commit(cat, state, frame, out)


def _resolve_aggression(
    cat: Catalog,
    state: TtaState,
    op: dict[str, Any],
    defence: dict[str, Any],
    out: list[Event],
) -> None:
    attacker, defender = int(op["attacker"]), int(op["defender"])
    a_total = int(op["total"])
    d_total = defence_total(cat, state, defender, defence)
    _commit(cat, state, attacker, op["attack"], out)
    _commit(cat, state, defender, defence, out)
    inst = str(op["card"])
    info = cat.of(inst)
    success = not holds(a_total, d_total)
    out.append(
        Event(
            "aggression_result",
            attacker,
            {
                "card": info.id,
                "target": defender,
                "attack": a_total,
                "defence": d_total,
                "success": int(success),
            },
        )
    )
    military.discard(cat, state, inst, seen=True)
    if success:
        apply_effects(cat, state, info, attacker, defender, a_total - d_total, out)


forces.CONTINUE["attack"] = _attack_done
forces.CONTINUE["defend"] = _defend_done


# ------------------------------------------------------------------------------------------
# Wars


def due_war(state: TtaState, seat: int) -> War | None:
    """A war ``seat`` declared on an earlier turn, to resolve now (T-22 #13, #33)."""
    for w in state.wars:
        if w.attacker == seat and w.turn < state.turn:
            return w
    return None


def start_war(cat: Catalog, state: TtaState, war: War, out: list[Event]) -> None:
    state.wars.remove(war)
    info = cat.of(war.inst)
    if not state.in_game(war.defender) or not state.in_game(war.attacker):
        military.discard(cat, state, war.inst, seen=True)
        out.append(Event("war_cancelled", war.attacker, {"card": info.id}))
        return
    op: dict[str, Any] = {"card": war.inst, "attacker": war.attacker, "defender": war.defender}
    a = state.players[war.attacker]
    if forces.has_units(cat, a) and not forces.no_sacrifice(state, "war_att"):
        frames.push_one(state, forces.new("war_att", war.attacker, info.id, op))
        return
    op["attack"] = {"purpose": "war_att", "units": {}, "cards": []}
    _war_defender(cat, state, op, out)


def _war_defender(cat: Catalog, state: TtaState, op: dict[str, Any], out: list[Event]) -> None:
    q = state.players[int(op["defender"])]
    can_sacrifice = forces.has_units(cat, q) and not forces.no_sacrifice(state, "war_def")
    if can_sacrifice or forces.resign_allowed(state):
        frames.push_one(state, forces.new("war_def", q.seat, card_id(op["card"]), op))
        return
    _resolve_war(cat, state, op, {"purpose": "war_def", "units": {}, "cards": []}, out)


def _war_att_done(cat: Catalog, state: TtaState, frame: Frame, out: list[Event]) -> None:
    op = dict(frame.data["op"])
    op["attack"] = {k: frame.data[k] for k in ("purpose", "units", "cards")}
    _war_defender(cat, state, op, out)


def _war_def_done(cat: Catalog, state: TtaState, frame: Frame, out: list[Event]) -> None:
    op = dict(frame.data["op"])
    _resolve_war(cat, state, op, {k: frame.data[k] for k in ("purpose", "units", "cards")}, out)


forces.CONTINUE["war_att"] = _war_att_done
forces.CONTINUE["war_def"] = _war_def_done


def _resolve_war(
    cat: Catalog,
    state: TtaState,
    op: dict[str, Any],
    defence: dict[str, Any],
    out: list[Event],
) -> None:
    attacker, defender = int(op["attacker"]), int(op["defender"])
    a_total = attack_total(cat, state, op)
    d_total = defence_total(cat, state, defender, defence)
    _commit(cat, state, attacker, op["attack"], out)
    _commit(cat, state, defender, defence, out)
    inst = str(op["card"])
    info = cat.of(inst)
    military.discard(cat, state, inst, seen=True)
    if a_total > d_total:
        winner, loser = attacker, defender
    elif d_total > a_total or state.options.get("war_tie") == "defender_wins":
        winner, loser = defender, attacker
    else:
        winner = loser = -1
    margin = abs(a_total - d_total)
    out.append(
        Event(
            "war_result",
            attacker,
            {
                "card": info.id,
                "target": defender,
                "attack": a_total,
                "defence": d_total,
                "winner": winner,
                "margin": margin,
            },
        )
    )
    if winner >= 0:
        apply_effects(cat, state, info, winner, loser, margin, out)


# ------------------------------------------------------------------------------------------
# Effects (military-facts §2, §3; T-15.10)


def apply_effects(
    cat: Catalog,
    state: TtaState,
    info: Info,
    winner: int,
    loser: int,
    margin: int,
    out: list[Event],
) -> None:
    n_players = state.count_for_rules()
    w, lo = state.players[winner], state.players[loser]
    pending: list[Frame] = []
    culture_per = 0
    for e in info.now:
        if isinstance(e, c.Gain) and e.per is not None and e.per.count == "population_lost":
            culture_per = e.amount.value(n_players)
    for e in info.now:
        if isinstance(e, c.Gain):
            if e.per is not None and e.per.count == "population_lost":
                continue  # paid per population lost (Holy War)
            seat = winner if e.who in ("winner", "self") else loser
            got = events.gain_stat(cat, state, seat, e.stat, e.amount.value(n_players, margin), out)
            out.append(Event("gain", seat, {"stat": e.stat, "amount": got}))
        elif isinstance(e, c.Lose):
            seat = loser if e.who in ("loser",) else winner
            amount = e.amount.value(n_players, margin)
            if e.stat == "population":
                f = events.lose_population(
                    cat,
                    state,
                    seat,
                    amount,
                    out,
                    culture_to=winner,
                    culture_per=culture_per,
                    card=info.id,
                )
                if f is not None:
                    pending.append(f)
            else:
                f = events.lose_stat(cat, state, seat, e, amount, info.id, out)
                if f is not None:
                    pending.append(f)
        elif isinstance(e, c.Steal):
            amount = e.amount.value(n_players, margin)
            f = _steal(cat, state, e, amount, w, lo, info, out)
            if f is not None:
                pending.append(f)
        elif isinstance(e, c.Destroy):
            f = questions.destroy_frame(cat, state, winner, loser, e, winner, info.id, out)
            if f is not None:
                pending.append(f)
        elif isinstance(e, c.LoseColony):
            if lo.colonies:
                f = questions.offer(
                    cat,
                    state,
                    Frame(
                        "pick",
                        winner,
                        info.id,
                        data={
                            "what": "colony",
                            "target": loser,
                            "to": winner if e.to_winner else -1,
                        },
                    ),
                    out,
                )
                if f is not None:
                    pending.append(f)
        elif isinstance(e, c.RemoveCard):
            _remove_card(cat, state, e, w, lo, out)
        else:
            raise NotImplementedError(f"attack effect {e.kind!r}")
    frames.push(state, pending)


def _steal(
    cat: Catalog,
    state: TtaState,
    e: c.Steal,
    amount: int,
    w: Player,
    lo: Player,
    info: Info,
    out: list[Event],
) -> Frame | None:
    if e.stat == "yellow_tokens":
        events.move_yellow(state, lo.seat, w.seat, amount, out)
        return None
    if e.stat == "food_and_resources":
        return events.split_frame(cat, state, w.seat, "lose", lo.seat, amount, w.seat, info.id, out)
    if e.stat == "science" and e.take_special_techs and _specials(cat, lo):
        frame = Frame(
            "pick", w.seat, info.id, data={"what": "special", "target": lo.seat, "left": amount}
        )
        if special_choices(cat, state, frame) != ["done"]:
            return questions.offer(cat, state, frame, out)
    if e.stat == "science":
        _steal_science(lo, w, amount, out)
        return None
    if e.stat == "culture":
        lost = events.lose_culture(lo, amount)
        w.culture += lost
        out.append(Event("steal", w.seat, {"stat": "culture", "amount": lost, "from": lo.seat}))
        return None
    raise NotImplementedError(f"steal of {e.stat!r}")


def _steal_science(lo: Player, w: Player, amount: int, out: list[Event]) -> None:
    lost = max(0, min(amount, lo.science))
    lo.science -= lost
    w.science += lost
    out.append(Event("steal", w.seat, {"stat": "science", "amount": lost, "from": lo.seat}))


def _remove_card(
    cat: Catalog, state: TtaState, e: c.RemoveCard, w: Player, lo: Player, out: list[Event]
) -> None:
    if e.what == "leader" and lo.leader:
        level = cat.of(lo.leader).age
        out.append(Event("leader_lost", lo.seat, {"card": card_id(lo.leader)}))
        events.discard_leader(cat, state, lo)
    elif e.what == "wonder_under_construction" and lo.wonder:
        level = cat.of(lo.wonder).age
        out.append(Event("wonder_lost", lo.seat, {"card": card_id(lo.wonder)}))
        lo.blue_bank += lo.stages
        state.boxed.append(lo.wonder)
        lo.wonder = ""
        lo.stages = 0
    else:
        return
    w.culture += e.culture_per_level * level
    out.append(Event("gain", w.seat, {"stat": "culture", "amount": e.culture_per_level * level}))


# War over Technology: special technologies instead of part of the science (military-facts §3)


def _specials(cat: Catalog, p: Player) -> list[str]:
    return [t for t in p.techs if cat.of(t).category == "special"]


def special_choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    lo = state.players[int(frame.data["target"])]
    w = state.players[frame.seat]
    left = int(frame.data["left"])
    out = []
    for i, t in enumerate(_specials(cat, lo)):
        info = cat.of(t)
        if info.science_cost > left:
            continue
        mine = [cat.of(x) for x in _specials(cat, w) if cat.of(x).tech_type == info.tech_type]
        if any(m.age >= info.age for m in mine):
            continue
        out.append(f"pick.s{i}")
    out.append("done")
    return out


def special_answer(
    cat: Catalog, state: TtaState, frame: Frame, code: str, out: list[Event]
) -> None:
    lo = state.players[int(frame.data["target"])]
    w = state.players[frame.seat]
    left = int(frame.data["left"])
    if code == "done":
        frames.finish(state, frame)
        _steal_science(lo, w, left, out)
        return
    inst = _specials(cat, lo)[int(code.split(".")[1][1:])]
    info = cat.of(inst)
    lctx = Ctx(cat, state, lo)
    la, lm = lctx.d.ca, lctx.d.ma
    lo.techs.remove(inst)
    civil.sync_actions(lctx, la, lm)
    wctx = Ctx(cat, state, w)
    wa, wm = wctx.d.ca, wctx.d.ma
    for t in list(w.techs):
        old = cat.of(t)
        if old.category == "special" and old.tech_type == info.tech_type:
            w.techs.remove(t)
            w.replaced.append(t)
    w.techs.append(inst)
    civil.sync_actions(wctx, wa, wm)
    frame.data["left"] = left - info.science_cost
    out.append(Event("tech_taken", w.seat, {"card": info.id, "from": lo.seat}))
    if special_choices(cat, state, frame) == ["done"]:
        frames.finish(state, frame)
        _steal_science(lo, w, int(frame.data["left"]), out)
