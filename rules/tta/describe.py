"""How Through the Ages actions and events read: translatable labels, groups, log lines.

Labels are :class:`rules.core.Msg` values with message ids ``tta-act-…`` (actions),
``tta-group-…`` (menu titles) and ``tta-log-…`` (log lines); card names are
``tta-card-<card id>``. A turn easily offers over a hundred actions, so each action carries a
*path*: a top-level group (take from the row, play from hand, build, upgrade, destroy, military,
population, wonder) and, where one card has several variants (an action card with targets), a
sub-group for that card; no group holds more than 25 choices. ``end`` is standalone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from rules.core import ActionInfo, Msg, MsgArg, Seat
from rules.tta import civil, maintenance, nation
from rules.tta.actions import Action
from rules.tta.catalog import Catalog, Info
from rules.tta.civil import Ctx
from rules.tta.derived import build_cost, upgrade_cost
from rules.tta.state import TtaState

GROUP_SIZE = 25
TOP_GROUPS: tuple[str, ...] = (
    "take",
    "hand",
    "build",
    "upgrade",
    "destroy",
    "military",
    "pop",
    "wonder",
    "event",
    "prepare",
    "attack",
    "pact",
    "discard",
    "bid",
    "sacrifice",
    "cards",
    "pick",
    "split",
)
# Codes that get a button of their own (never inside a group).
STANDALONE: frozenset[str] = frozenset(
    {"end", "nopol", "resign", "pass", "done", "reset", "accept", "refuse"}
)
# Action kinds whose label names a card of the (secret) military hand (ActionInfo.secret).
SECRET_KINDS: frozenset[str] = frozenset(
    {"prep", "col", "tac", "disc", "card", "agg", "war", "pact"}
)


def card_msg(cid: str) -> Msg:
    """A card's name (an instance id ``iron#2`` names its card)."""
    return Msg.of(f"tta-card-{cid.partition('#')[0]}")


def _group(key: str, **args: MsgArg) -> tuple[str, Msg]:
    return key, Msg.of(f"tta-group-{key}", **args)


def describe(
    cat: Catalog, state: TtaState, seat: int, actions: Sequence[Action]
) -> list[ActionInfo]:
    p = state.players[seat]
    ctx = Ctx(cat, state, p)
    infos = [
        _describe_military(ctx, a)
        if a.kind in MILITARY_KINDS
        or (a.kind in ("take", "done") and state.pending and state.pending[-1].kind == "agree")
        else _describe(ctx, a)
        for a in actions
    ]
    # Hand cards with several variants get a sub-group of their own.
    per_card: dict[str, int] = {}
    for a in actions:
        if a.kind in ("play", "rev") and len(a.args) >= 1:
            per_card[a.args[0]] = per_card.get(a.args[0], 0) + 1
    out: list[ActionInfo] = []
    for a, info in zip(actions, infos, strict=True):
        if a.kind in ("play", "rev") and per_card.get(a.args[0], 0) > 1:
            h = p.hand[int(a.args[0])]
            sub = (f"h{a.args[0]}", card_msg(cat.of(h.inst).id))
            info = replace(info, path=(*info.path, sub))
        out.append(info)
    return _split_large(out)


def end_warning(ctx: Ctx) -> Msg | None:
    """What ending the turn now would cause (an uprising, a famine, corruption), for the
    player to confirm first; None when nothing bad follows (or it is not the nation's turn)."""
    if ctx.state.pending or ctx.state.current != ctx.p.seat:
        return None
    found = maintenance.preview(ctx.cat, ctx.state, ctx.p)
    if not found:
        return None
    return Msg.of(
        "tta-confirm-end",
        uprising=found.get("uprising", 0),
        famine=found.get("famine", 0),
        culture=nation.FAMINE_CULTURE * found.get("famine", 0),
        corruption=found.get("corruption", 0),
    )


def _split_large(infos: list[ActionInfo]) -> list[ActionInfo]:
    """Groups over 25 choices are cut into numbered parts (never expected, but safe)."""
    counts: dict[tuple[str, ...], int] = {}
    for i in infos:
        key = tuple(k for k, _ in i.path)
        counts[key] = counts.get(key, 0) + 1
    if all(n <= GROUP_SIZE for n in counts.values()):
        return infos
    seen: dict[tuple[str, ...], int] = {}
    out = []
    for i in infos:
        key = tuple(k for k, _ in i.path)
        if counts[key] <= GROUP_SIZE:
            out.append(i)
            continue
        n = seen.get(key, 0)
        seen[key] = n + 1
        part = n // GROUP_SIZE + 1
        sub = (f"p{part}", Msg.of("tta-group-part", part=part))
        out.append(replace(i, path=(*i.path, sub)))
    return out


def _describe(ctx: Ctx, a: Action) -> ActionInfo:
    code = a.encode()
    k, args = a.kind, a.args
    cat, state, p = ctx.cat, ctx.state, ctx.p
    if k == "undo":
        return ActionInfo(code, Msg.of("tta-act-undo"), (), "secondary", standalone=True)
    if k == "end":
        return ActionInfo(
            code, Msg.of("tta-act-end"), (), "danger", standalone=True, confirm=end_warning(ctx)
        )
    if k == "take" and state.pending:
        return _describe_military(ctx, a)
    if k == "ev":
        frame = state.pending[-1] if state.pending else None
        event = card_msg(frame.card) if frame else Msg.of("tta-card-unknown")
        label = Msg.of(f"tta-act-event-{args[0]}", card=event)
        return ActionInfo(code, label, (_group("event", card=event),), "primary")
    if k == "take":
        slot = int(args[0]) - 1
        info = cat.of(state.row[slot])
        cost = civil.take_cost(ctx, info, slot)
        label = Msg.of("tta-act-take", card=card_msg(info.id), cost=cost, slot=slot + 1)
        return ActionInfo(code, label, (_group("take"),), "primary")
    if k == "pop" and args:  # pop.free: Ocean Liner Service, no civil action
        cost = civil.free_pop_cost(ctx) or 0
        return ActionInfo(code, Msg.of("tta-act-pop-free", food=cost), (_group("pop"),), "success")
    if k == "pop":
        cost = ctx.pop_cost() or 0
        return ActionInfo(code, Msg.of("tta-act-pop", food=cost), (_group("pop"),), "success")
    if k in ("build", "upg", "dest", "barb"):
        tech = ctx.tech(args[0])
        assert tech is not None
        unit = tech.category == "unit"
        group = _group("military") if unit or k == "barb" else _group(_civil_group(k))
        if k == "build":
            cost = build_cost(cat, ctx.d, tech, p)
            msg = "tta-act-recruit" if unit else "tta-act-build"
            label = Msg.of(msg, card=card_msg(tech.id), cost=cost)
        elif k == "upg":
            dst = ctx.tech(args[1])
            assert dst is not None
            cost = upgrade_cost(cat, ctx.d, tech, dst, p)
            label = Msg.of(
                "tta-act-upgrade", card=card_msg(tech.id), to=card_msg(dst.id), cost=cost
            )
        elif k == "dest":
            msg = "tta-act-disband" if unit else "tta-act-destroy"
            label = Msg.of(msg, card=card_msg(tech.id))
        else:
            label = Msg.of("tta-act-barbarossa", card=card_msg(tech.id))
        return ActionInfo(code, label, (group,), "danger" if k == "dest" else "success")
    if k == "wonder":
        n = int(args[0])
        cost = civil.wonder_stage_cost(ctx, n) or 0
        label = Msg.of("tta-act-wonder", card=card_msg(cat.of(p.wonder).id), stages=n, cost=cost)
        return ActionInfo(code, label, (_group("wonder"),), "success")
    if k in ("play", "rev"):
        h = p.hand[int(args[0])]
        info = cat.of(h.inst)
        return ActionInfo(code, _play_label(ctx, info, k, args), (_group("hand"),), "primary")
    return ActionInfo(code, Msg.of("tta-act-unknown", code=code), ())


MILITARY_KINDS: frozenset[str] = frozenset(
    {
        "prep",
        "agg",
        "war",
        "pact",
        "cancel",
        "col",
        "nopol",
        "resign",
        "tac",
        "draw",
        "trade",
        "disc",
        "bid",
        "pass",
        "sac",
        "card",
        "done",
        "reset",
        "accept",
        "refuse",
        "pick",
        "split",
    }
)


def _seat(index: str | int) -> Seat:
    return Seat(int(index))


def _describe_military(ctx: Ctx, a: Action) -> ActionInfo:
    """Labels and paths of the advanced and full games' actions."""
    code = a.encode()
    k, args = a.kind, a.args
    cat, state, p = ctx.cat, ctx.state, ctx.p
    frame = state.pending[-1] if state.pending else None
    secret = k in SECRET_KINDS
    standalone = k in STANDALONE
    style = "danger" if k in ("resign", "refuse", "pass") else "primary"

    def hand(m: str) -> Msg:
        return card_msg(cat.of(p.military[int(m)]).id)

    label: Msg
    path: tuple[tuple[str, Msg], ...] = ()
    if k == "nopol":
        label = Msg.of("tta-act-no-political")
    elif k == "resign":
        label = Msg.of("tta-act-resign")
    elif k == "prep":
        info = cat.of(p.military[int(args[0])])
        label = Msg.of("tta-act-prepare", card=card_msg(info.id), culture=info.age)
        path = (_group("prepare"),)
    elif k == "col":
        label = Msg.of("tta-act-columbus", card=hand(args[0]))
        path = (_group("prepare"),)
    elif k in ("agg", "war"):
        info = cat.of(p.military[int(args[0])])
        from rules.tta import combat

        cost = combat.ma_cost(cat, state, info, int(args[1])) or 0
        label = Msg.of(
            "tta-act-aggression" if k == "agg" else "tta-act-war",
            card=card_msg(info.id),
            target=_seat(args[1]),
            ma=cost,
        )
        path = (_group("attack"), (f"m{args[0]}", card_msg(info.id)))
    elif k == "pact":
        label = Msg.of(
            "tta-act-pact", card=hand(args[0]), target=_seat(args[1]), role=args[2].upper()
        )
        path = (_group("pact"), (f"m{args[0]}", hand(args[0])))
    elif k == "cancel":
        pact = state.pacts[int(args[0])]
        label = Msg.of(
            "tta-act-cancel-pact",
            card=card_msg(cat.of(pact.inst).id),
            partner=_seat(pact.partner(p.seat)),
        )
        path = (_group("pact"),)
        style = "danger"
    elif k == "tac":
        label = Msg.of("tta-act-tactic", card=hand(args[0]))
        path = (_group("military"),)
    elif k == "draw":
        label = Msg.of("tta-act-draw")
        path = (_group("military"),)
    elif k == "trade":
        from rules.tta import pacts

        e = pacts.substitute(cat, state, p.seat)
        label = Msg.of("tta-act-trade", pay=e.pay if e else "", get=e.instead_of if e else "")
        path = (_group("pop"),)
    elif k == "disc":
        label = Msg.of("tta-act-discard", card=hand(args[0]))
        path = (_group("discard"),)
        style = "danger"
    elif k == "bid":
        label = Msg.of(
            "tta-act-bid", amount=int(args[0]), card=card_msg(frame.card if frame else "unknown")
        )
        path = (_group("bid"),)
    elif k == "pass":
        label = Msg.of("tta-act-pass")
    elif k == "sac":
        from rules.tta import forces

        unit = ctx.tech(args[0])
        assert unit is not None
        strength = forces.units_strength(cat, ctx.d, p, {unit.id: 1})
        label = Msg.of("tta-act-sacrifice", card=card_msg(unit.id), strength=strength)
        path = (_group("sacrifice"),)
        style = "danger"
    elif k == "card":
        from rules.tta import forces

        inst = p.military[int(args[0])]
        use = forces.CARD_USE.get(str(frame.data["purpose"]) if frame else "", "defense")
        value = forces.card_value(cat, ctx.d, inst, use)
        label = Msg.of("tta-act-bonus-card", card=card_msg(cat.of(inst).id), value=value)
        path = (_group("cards"),)
    elif k == "done":
        if frame is not None and frame.kind == "force":
            from rules.tta import forces

            total = forces.value(cat, state, p, frame.data, ctx.d)
            label = Msg.of(f"tta-act-done-{frame.data['purpose']}", total=total)
        else:
            label = Msg.of("tta-act-done")
    elif k == "reset":
        label = Msg.of("tta-act-reset")
    elif k in ("accept", "refuse"):
        assert frame is not None
        label = Msg.of(
            f"tta-act-{k}",
            card=card_msg(frame.card),
            proposer=_seat(frame.data["from"]),
            role=str(frame.data["role"]).upper(),
        )
        style = "success" if k == "accept" else "danger"
    elif k == "pick":
        label = _pick_label(ctx, args[0])
        path = (_group("pick"),)
        style = "danger"
    elif k == "split":
        assert frame is not None
        food = int(args[0])
        rest = int(frame.data["amount"]) - food
        label = Msg.of(f"tta-act-split-{frame.data['mode']}", food=food, resources=rest)
        path = (_group("split"),)
    elif k == "take":
        slot = int(args[0]) - 1
        info = cat.of(state.row[slot])
        cost = civil.take_cost(ctx, info, slot)
        label = Msg.of("tta-act-take", card=card_msg(info.id), cost=cost, slot=slot + 1)
        path = (_group("take"),)
    else:
        label = Msg.of("tta-act-unknown", code=code)
    return ActionInfo(code, label, path, style, standalone, secret)


def _pick_label(ctx: Ctx, arg: str) -> Msg:
    cat, state = ctx.cat, ctx.state
    frame = state.pending[-1]
    target = state.players[int(frame.data["target"])]
    what = str(frame.data["what"])
    if arg[0] == "c":
        inst = target.colonies[int(arg[1:])]
        return Msg.of(
            "tta-act-pick-colony", card=card_msg(cat.of(inst).id), player=_seat(target.seat)
        )
    if arg[0] == "w":
        inst = target.wonders[int(arg[1:])]
        return Msg.of("tta-act-pick-wonder", card=card_msg(cat.of(inst).id))
    if arg[0] == "s" and what == "special":
        specials = [t for t in target.techs if cat.of(t).category == "special"]
        info = cat.of(specials[int(arg[1:])])
        return Msg.of("tta-act-pick-special", card=card_msg(info.id), science=info.science_cost)
    building = Ctx(cat, state, target).tech(arg)
    assert building is not None
    msg = "tta-act-pick-lose" if what == "lose_pop" else "tta-act-pick-destroy"
    return Msg.of(msg, card=card_msg(building.id), player=_seat(target.seat))


def _civil_group(kind: str) -> str:
    return {"build": "build", "upg": "upgrade", "dest": "destroy"}[kind]


def _play_label(ctx: Ctx, info: Info, kind: str, args: tuple[str, ...]) -> Msg:
    card = card_msg(info.id)
    if kind == "rev":
        return Msg.of("tta-act-revolution", card=card, science=ctx.science_cost(info, True))
    if info.kind == "leader":
        return Msg.of("tta-act-leader", card=card)
    if info.kind == "technology":
        msg = "tta-act-peaceful" if info.category == "government" else "tta-act-tech"
        return Msg.of(msg, card=card, science=ctx.science_cost(info))
    extra = args[1:]
    if not extra:
        return Msg.of("tta-act-card", card=card)
    if extra[0].isdigit():
        target = ctx.cat.of(ctx.p.hand[int(extra[0])].inst)
        if len(extra) == 2:
            return Msg.of(
                "tta-act-card-revolution",
                card=card,
                target=card_msg(target.id),
                science=ctx.science_cost(target, True),
            )
        return Msg.of(
            "tta-act-card-tech",
            card=card,
            target=card_msg(target.id),
            science=ctx.science_cost(target),
        )
    tech = ctx.tech(extra[0])
    assert tech is not None
    if len(extra) == 2:
        dst = ctx.tech(extra[1])
        assert dst is not None
        return Msg.of(
            "tta-act-card-upgrade", card=card, target=card_msg(tech.id), to=card_msg(dst.id)
        )
    return Msg.of("tta-act-card-build", card=card, target=card_msg(tech.id))


def describe_event(event: Mapping[str, Any]) -> Msg | None:
    """A log line for a stored event (``Event.to_json()``), or None if not worth a line."""
    kind = str(event.get("kind", ""))
    if kind in ("turn", "refill", "maintenance_skip", "attack_total"):
        return None
    data: dict[str, Any] = dict(event.get("data") or {})
    args: dict[str, MsgArg] = {}
    seat = event.get("seat")
    if seat is not None:
        args["player"] = Seat(int(seat))
    for key, value in data.items():
        if key in ("card", "tech") or (key == "to" and isinstance(value, str)):
            args[key] = card_msg(str(value))
        elif key in ("target", "from", "to", "a", "b", "winner", "of") and isinstance(value, int):
            args[key] = Seat(value) if value >= 0 else value
        elif key in ("cards", "units") and isinstance(value, list):
            args[key] = tuple(card_msg(str(v).partition("#")[0]) for v in value)
        elif isinstance(value, bool):
            args[key] = int(value)
        elif isinstance(value, (int, str)):
            args[key] = value
    if kind == "setup" and "start" in data:
        args["start"] = Seat(int(data["start"]))
    return Msg(f"tta-log-{kind}", tuple(sorted(args.items())))


def slot_cost(slot: int) -> int:
    return nation.slot_cost(slot)
