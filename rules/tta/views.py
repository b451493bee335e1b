"""What a seat, or a spectator, may see — the only door out of the rules core.

Public in Through the Ages: the card row, every nation's cards in play, tokens and counters,
and every **civil** hand (each civil card was taken face up from the row), tactics, colonies,
pacts and declared wars, past events, the Age III events laid out for the final scoring.
Private to its owner: the military hand (shown to others as a count) and the events he
prepared (others see only their age). Never shown: the order and contents of the decks and of
the face-down event piles, the military discard piles, face-down gradual-reveal events, and
cards boxed unseen (only counts). A pending frame's choices are shown to its seat only.

:func:`hidden` names what a viewer may not see, as the strings would appear in views and event
data: card *instance* ids (``iron#2``), which differ from every visible copy of the same card.
Derived values (strength, rates, happy faces, action maxima) are recomputed for each view.
"""

from __future__ import annotations

from typing import Any

from rules.core import JSON, IllegalAction
from rules.tta import civil, engine, forces, legal, maintenance, nation
from rules.tta import economy as eco
from rules.tta.actions import Action, take
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.scoring import categories, result
from rules.tta.state import Player, TtaState, card_id

VIEW_FORMAT = "tta-view/1"


def _card(inst: str) -> JSON:
    return {"id": card_id(inst), "inst": inst}


def _player(cat: Catalog, state: TtaState, p: Player, viewer: int | None) -> JSON:
    ctx = Ctx(cat, state, p)
    d = ctx.d
    on_turn = state.current == p.seat and state.phase == "actions"
    # The figures are what the rules will do (issue 26): the engine's own prices and a dry
    # run of the next maintenance, never a second reckoning that could drift from them.
    goods = maintenance.forecast(cat, state, p, d)
    buildings: list[JSON] = []
    for t in p.techs:
        info = cat.of(t)
        if info.category in ("production", "urban", "unit"):
            buildings.append(
                {
                    "card": info.id,
                    "type": info.tech_type,
                    "level": info.age,
                    "workers": p.workers.get(info.id, 0),
                    "tokens": p.tokens.get(info.id, 0),
                }
            )
    entry: JSON = {
        "seat": p.seat,
        "to_act": p.seat in engine.to_act(state),
        "culture": p.culture,
        "science": p.science,
        "yellow_bank": p.yellow_bank,
        "workers_unused": p.pool,
        "population": p.pool + sum(p.workers.values()),
        "blue_bank": p.blue_bank,
        "food": ctx.food,
        "resources": ctx.res,
        "buildings": buildings,
        "government": card_id(p.government),
        "specials": [card_id(t) for t in p.techs if cat.of(t).category == "special"],
        "leader": card_id(p.leader) if p.leader else None,
        "wonder": (
            {
                "card": card_id(p.wonder),
                "stages_built": p.stages,
                "stages": list(cat.of(p.wonder).stages),
            }
            if p.wonder
            else None
        ),
        "wonders": [card_id(w) for w in p.wonders],
        "replaced": [card_id(r) for r in p.replaced],
        "hand": [_hand_card(ctx, h.inst, h.taken >= state.turn and on_turn) for h in p.hand],
        "military_hand": len(p.military),
        "colonies": [card_id(col) for col in p.colonies],
        "tactic": card_id(p.tactic) if p.tactic else None,
        "strength": d.strength,
        "culture_rate": d.culture,
        "science_rate": d.science,
        "happy": d.happy,
        "food_production": goods["food"],
        "resource_production": goods["resources"],
        "consumption": nation.consumption(p.yellow_bank),
        "population_cost": ctx.pop_cost(),
        "free_population_cost": _free_pop_cost(ctx),
        "civil_actions": ctx.ca_max,
        "military_actions": ctx.ma_max,
        "civil_left": ctx.ca_left if on_turn else ctx.ca_max,
        "military_left": ctx.ma_left if on_turn else ctx.ma_max,
        "military_pool": ctx.pool_left if on_turn else d.pool_each_turn,
        "urban_limit": d.urban_limit,
        "civil_hand_limit": d.civil_hand_limit,
        "last_maintenance": dict(p.last_maintenance),
    }
    # Discontent and uprisings are rules of the advanced and full games only (T-13.2, T-14).
    discontent = nation.discontent(p.yellow_bank, d.happy) if maintenance.advanced(state) else 0
    entry.update(
        {
            # Advanced and full games (added fields; the simple game shows them too).
            "happy_required": nation.happy_required(p.yellow_bank),
            "discontent": discontent,
            "uprising_risk": maintenance.uprising(cat, state, p, d),
            "corruption": goods["corruption"],
            "military_hand_limit": d.military_hand_limit,
            "colonization_bonus": d.colonization,
            "army_bonus": d.army_bonus,
            "ravaged": [card_id(w) for w in p.ravaged],
            "resigned": p.resigned,
            "attack_token_held": p.holds_token if p.holds_token >= 0 else None,
            "columbus_used": p.columbus_used,
            "civil_actions_lost_next_turn": p.lose_ca,
            "skips_political": p.skip_political,
        }
    )
    if viewer == p.seat:
        entry["military_cards"] = [_card(m) for m in p.military]
        if _deciding(state, p.seat):
            for i, h in enumerate(entry["hand"]):
                h["why_not"] = _hand_why_not(ctx, i)
        entry["prepared"] = [
            _card(x)
            for x in state.future_events + state.current_events
            if state.prepared.get(x) == p.seat
        ]
    if state.final_scores:
        row = state.final_scores.get(str(p.seat))
        if row is not None:
            entry["final"] = dict(zip(categories(state), row, strict=False))
    return entry


def _hand_card(ctx: Ctx, inst: str, new: bool) -> JSON:
    """A civil hand card; a technology with the science playing it costs that nation now
    (``revolution``: a government's cost by revolution)."""
    out: JSON = {**_card(inst), "new": new}
    info = ctx.cat.of(inst)
    if info.kind == "technology":
        out["science"] = ctx.science_cost(info)
        if info.category == "government":
            out["revolution"] = ctx.science_cost(info, revolution=True)
    return out


def _free_pop_cost(ctx: Ctx) -> int | None:
    """Food of Ocean Liner Service's increase (None: no such card in effect, or used)."""
    g = civil.free_pop(ctx)
    if g is None or (g.limit == "once_per_turn" and ctx.p.free_pop_used):
        return None
    return ctx.pop_cost(g.food_discount)


def _deciding(state: TtaState, seat: int) -> bool:
    """The seat is on turn in its action step with nothing pending: its clicks on the row and
    the hand are actions of the turn (issue 26: the view says why one is refused)."""
    return (
        state.current == seat
        and state.phase == "actions"
        and not state.pending
        and not engine.is_over(state)
    )


def _why(refusal: IllegalAction | None) -> JSON | None:
    return None if refusal is None else {"reason": refusal.reason, **refusal.params}


def _hand_why_not(ctx: Ctx, i: int) -> JSON | None:
    """None when some way to play hand card ``i`` is legal now; else the engine's refusal of
    the way closest to playable (the smallest shortfall of science, food or resources, else
    the first), as a refused move would say it."""
    cat, state, seat = ctx.cat, ctx.state, ctx.p.seat
    ways = legal.hand_candidates(ctx, i) or [Action("play", (str(i),))]
    refusals = []
    for a in ways:
        refusal = engine.refusal(cat, state, seat, a, ctx)
        if refusal is None:
            return None
        refusals.append(refusal)
    return _why(min(refusals, key=_shortfall))


def _shortfall(refusal: IllegalAction) -> int:
    need, have = refusal.params.get("need"), refusal.params.get("have")
    if isinstance(need, int) and isinstance(have, int):
        return need - have
    return 1 << 30


def view(cat: Catalog, state: TtaState, seat: int | None) -> JSON:
    """The view of ``seat`` (0-based) or of a spectator (``None``)."""
    frame: dict[str, Any] | None = None
    if state.pending:
        f = state.pending[-1]
        frame = {"kind": f.kind, "seat": f.seat, "card": f.card, "choices": list(f.choices)}
        frame.update(_frame_public(cat, state, f, seat))
    me = Ctx(cat, state, state.players[seat]) if seat is not None else None
    deciding = seat is not None and _deciding(state, seat)
    row: list[JSON | None] = []
    for slot, inst in enumerate(state.row):
        if not inst:
            row.append(None)
            continue
        entry = _card(inst)
        entry["slot"] = slot + 1
        entry["cost"] = nation.slot_cost(slot)
        if me is not None:
            info = cat.of(inst)
            if info.kind == "technology":
                entry["science"] = me.science_cost(info)
            if deciding:
                entry["take_cost"] = civil.take_cost(me, info, slot)
                entry["why_not"] = _why(engine.refusal(cat, state, me.p.seat, take(slot + 1), me))
        row.append(entry)
    out: JSON = {
        "format": VIEW_FORMAT,
        "game": "tta",
        "viewer": seat,
        "variant": state.options.get("variant"),
        "players_n": state.players_n,
        "version": state.version,
        "round": state.round,
        "turn": state.turn,
        "age": state.age,
        "start": state.start,
        "current": state.current,
        "phase": state.phase,
        "last_round": state.last_round,
        "to_act": engine.to_act(state),
        "pending": frame,
        "row": row,
        "civil_deck": {str(age): len(deck) for age, deck in sorted(state.civil_decks.items())},
        "events_left": len(state.events),
        "past_events": [_card(e) for e in state.past_events],
        # Advanced and full games.
        "current_events": [{"age": cat.of(x).age} for x in reversed(state.current_events)],
        "future_events": [{"age": cat.of(x).age} for x in state.future_events],
        "military_deck": {
            str(age): len(deck) for age, deck in sorted(state.military_decks.items())
        },
        "military_discards": {
            str(age): len(pile) for age, pile in sorted(state.military_discards.items())
        },
        "final_events": [_card(x) for x in state.final_events],
        "gradual_hidden": len(state.gradual),
        "wars": [
            {
                "card": card_id(w.inst),
                "attacker": w.attacker,
                "defender": w.defender,
                "turn": w.turn,
            }
            for w in state.wars
        ],
        "pacts": [
            {"index": i, "card": card_id(x.inst), "owner": x.owner, "a": x.a, "b": x.b}
            for i, x in enumerate(state.pacts)
        ],
        "end_round": state.end_round,
        "political": state.phase == "political",
        "players": [_player(cat, state, p, seat) for p in state.players],
        "options": dict(state.options),
        "result": result(state).to_json() if engine.is_over(state) else None,
    }
    return out


def _frame_public(cat: Catalog, state: TtaState, f: Any, viewer: int | None) -> dict[str, Any]:
    """What a pending frame shows: its context to everyone, its choices and a force still
    being chosen to its seat only."""
    data = f.data
    out: dict[str, Any] = {}
    if viewer != f.seat and f.kind != "event":  # an Age A event's question is public
        out["choices"] = []
    if f.kind == "bid":
        out.update({"high": data["high"], "leader": data["leader"], "in": list(data["in"])})
    elif f.kind == "force":
        op = data.get("op", {})
        out["purpose"] = data["purpose"]
        for key in ("attacker", "defender", "bid", "total"):
            if key in op:
                out[key] = op[key]
        if viewer == f.seat:
            p = state.players[f.seat]
            out["units"] = dict(data["units"])
            out["cards"] = [_card(x) for x in data["cards"]]
            out["value"] = forces.value(cat, state, p, data)
    elif f.kind == "pact":
        out.update({"from": data["from"], "role": data["role"]})
    elif f.kind in ("pick", "split"):
        out.update({k: v for k, v in data.items() if k in ("what", "target", "amount", "mode")})
    elif f.kind == "agree":
        out.update({"budget": data["budget"], "spent": data["spent"]})
    return out


def hidden(state: TtaState, viewer: int | None) -> frozenset[str]:
    out: set[str] = set()
    for deck in state.civil_decks.values():
        out.update(deck)
    for deck in state.military_decks.values():
        out.update(deck)
    for pile in state.military_discards.values():
        out.update(pile)  # discarded face down (T-15.2.2)
    out.update(state.events)  # the simple game's face-down event pile
    for pile in (state.current_events, state.future_events):
        # A nation knows the events it prepared itself (T-15.4.1: face down for the others).
        out.update(x for x in pile if viewer is None or state.prepared.get(x) != viewer)
    out.update(state.gradual)
    out.update(state.box_unseen)
    for p in state.players:
        if p.seat != viewer:
            out.update(p.military)
    return frozenset(out)


def stores(cat: Catalog, p: Player) -> tuple[int, int]:
    """(food, resources) stored by a nation."""
    return eco.stored(cat, p, eco.FOOD), eco.stored(cat, p, eco.RESOURCES)
