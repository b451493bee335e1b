"""How Through the Ages actions and events read: translatable labels, groups, log lines.

Labels are :class:`rules.core.Msg` values with message ids ``tta-act-…`` (actions),
``tta-group-…`` (menu titles), ``tta-title-…`` (what a decision asks, :func:`title`) and
``tta-log-…`` (log lines); card names are ``tta-card-<card id>``, and a card whose name other
ages share (Work of Art A, I, II, III) is ``tta-aged-card`` with its age in front.

A phone shows about the first 25 characters of a choice, so a label starts with what tells it
apart from its neighbours: the cost first (``2⚪``, ``3⚒``, ``4⚗``: the symbols of the images),
then the card; the verb is left to the menu's title. Each action carries a *path*; in the action
phase there are exactly four top-level groups, in this order: ``take`` (the row), ``build``
(buildings, upgrades, population, the wonder; *destroy* one level down), ``hand`` (civil cards
from the hand) and ``military`` (units, tactics, military cards, trade, Columbus, resigning;
*disband* one level down). A card with several variants (an action card with targets, an
aggression against several nations, a pact) gets a sub-group of its own, whose entries name
only what differs. Other decisions keep one group per kind (political phase: ``prepare``,
``attack``, ``pact``, ``other``). Standalone actions — ``undo``, the one that ends or passes
(``end``, ``nopol``, ``pass``, ``done``, ``accept``), then ``reset``/``refuse`` — come last, in
that order; resigning is never one of them: it sits in a group and asks for confirmation.

Two legal actions that read the same (the same card in two row slots at the same cost, two
copies of one card in a hand) are offered once: the first of them, the one nearer the start of
the row. Described actions come group by group in the order above, standalone ones last.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rules.core import ActionInfo, Msg, MsgArg, Seat
from rules.tta import cards as c
from rules.tta import civil, combat, engine, forces, maintenance, military, nation, pacts
from rules.tta.actions import Action
from rules.tta.catalog import Catalog, Info
from rules.tta.civil import Ctx
from rules.tta.derived import build_cost, upgrade_cost
from rules.tta.state import Frame, TtaState

GROUP_SIZE = 25
# The action phase's top-level groups, in the order the table shows them.
ACTION_GROUPS: tuple[str, ...] = ("take", "build", "hand", "military")
# Sub-groups one level down: under build, under military, and the upgrades of a group that
# would hold more than GROUP_SIZE entries.
SUB_GROUPS: dict[str, str] = {"destroy": "build", "disband": "military"}
# Codes that get a button of their own (never inside a group), by their place in the last row.
STANDALONE_ORDER: dict[str, int] = {
    "undo": 0,
    "end": 1,
    "nopol": 1,
    "pass": 1,
    "done": 1,
    "accept": 1,
    "reset": 2,
    "refuse": 2,
}
STANDALONE: frozenset[str] = frozenset(STANDALONE_ORDER)
# Action kinds whose label names a card of the (secret) military hand (ActionInfo.secret).
SECRET_KINDS: frozenset[str] = frozenset(
    {"prep", "col", "tac", "disc", "card", "agg", "war", "pact"}
)
AGE_MARKS: tuple[str, ...] = ("A", "I", "II", "III")


def _pick_what(frame: Frame) -> str:
    """A pick frame's question as its messages name it (``lose_pop`` is ``lose``)."""
    what = str(frame.data["what"])
    return "lose" if what == "lose_pop" else what


_AGE_SUFFIX = re.compile(r"_(?:a|i|ii|iii)$")


def card_msg(cid: str) -> Msg:
    """A card's name (an instance id ``iron#2`` names its card)."""
    return Msg.of(f"tta-card-{cid.partition('#')[0]}")


_AGED: dict[str, frozenset[str]] = {}


def _aged(cat: Catalog) -> frozenset[str]:
    """Card ids whose name another age's card shares (``raid_i``, ``raid_ii``…)."""
    found = _AGED.get(cat.fingerprint)
    if found is None:
        bases: dict[str, list[str]] = {}
        for cid in cat.info:
            if _AGE_SUFFIX.search(cid):
                bases.setdefault(_AGE_SUFFIX.sub("", cid), []).append(cid)
        found = frozenset(c for ids in bases.values() if len(ids) > 1 for c in ids)
        _AGED[cat.fingerprint] = found
    return found


def name(cat: Catalog, cid: str) -> Msg:
    """A card's name as choices and titles show it: with its age when other ages share it."""
    cid = cid.partition("#")[0]
    plain = card_msg(cid)
    if cid not in _aged(cat):
        return plain
    return Msg.of("tta-aged-card", card=plain, age=AGE_MARKS[cat.info[cid].age])


def _group(key: str, **args: MsgArg) -> tuple[str, Msg]:
    return key, Msg.of(f"tta-group-{key}", **args)


@dataclass(frozen=True)
class _Item:
    """A described action before its sub-group is known: ``card`` is the sub-group it joins
    when its card has several variants (key, title), ``short`` its label inside it."""

    info: ActionInfo
    card: tuple[str, Msg] | None = None
    short: Msg | None = None


def describe(
    cat: Catalog, state: TtaState, seat: int, actions: Sequence[Action]
) -> list[ActionInfo]:
    ctx = Ctx(cat, state, state.players[seat])
    items = [_describe(ctx, a) for a in actions]
    infos = _dedupe(_card_groups(items))
    if not state.pending and state.phase == "actions":
        infos = _action_phase(infos)
    return _split_large(sorted(infos, key=_place))


# The groups in the order a prompt shows them (the action phase's four first); the standalone
# actions come after every group, in the order of STANDALONE_ORDER.
GROUP_ORDER: tuple[str, ...] = (
    *ACTION_GROUPS,
    "prepare",
    "attack",
    "pact",
    "other",
    "event",
    "bid",
    "sacrifice",
    "cards",
    "discard",
    "pick",
    "split",
)


def _place(info: ActionInfo) -> tuple[int, int, int]:
    """Where an action comes: by group; in a group, its own actions before those one level
    down (destroy, disband…), and resigning last."""
    if info.standalone:
        return 1, STANDALONE_ORDER.get(info.code.partition(".")[0], 1), 0
    top = info.path[0][0] if info.path else ""
    rank = GROUP_ORDER.index(top) if top in GROUP_ORDER else len(GROUP_ORDER)
    return 0, rank, 2 if info.code == "resign" else min(len(info.path), 2) - 1


def _card_groups(items: list[_Item]) -> list[ActionInfo]:
    """A card with several variants gets a sub-group (its entries say only what differs);
    a card with one keeps it in the parent group under its full label."""
    count: dict[tuple[tuple[str, ...], str], int] = {}
    for item in items:
        if item.card is not None:
            key = (tuple(k for k, _ in item.info.path), item.card[0])
            count[key] = count.get(key, 0) + 1
    out = []
    for item in items:
        info = item.info
        if item.card is not None and count[(tuple(k for k, _ in info.path), item.card[0])] > 1:
            label = item.short if item.short is not None else info.label
            info = replace(info, path=(*info.path, item.card), label=label)
        out.append(info)
    return out


def _dedupe(infos: list[ActionInfo]) -> list[ActionInfo]:
    """One of each set of choices that read the same everywhere (their labels and the titles
    of their groups): the first, which is also the cheapest (the row is in slot order)."""
    seen: set[tuple[Any, ...]] = set()
    out = []
    for info in infos:
        key = (tuple(title for _, title in info.path), info.label, info.standalone)
        if key in seen:
            continue
        seen.add(key)
        out.append(info)
    return out


def _action_phase(infos: list[ActionInfo]) -> list[ActionInfo]:
    """The action phase's four groups: any other top-level key joins ``build`` (population,
    the wonder) or ``military``; a group over 25 entries sends its upgrades one level down."""
    fixed = []
    for info in infos:
        if info.path and info.path[0][0] not in ACTION_GROUPS:
            top = info.path[0][0]
            key = "build" if top in ("pop", "wonder", "upgrade", "destroy") else "military"
            info = replace(info, path=(_group(key), *info.path[1:]))
        fixed.append(info)
    for top in ACTION_GROUPS:
        if _entries(fixed, (top,)) <= GROUP_SIZE:
            continue
        fixed = [
            replace(info, path=(*info.path, _group("upgrade")))
            if _keys(info) == (top,) and info.code.startswith("upg.")
            else info
            for info in fixed
        ]
    return fixed


def _keys(info: ActionInfo) -> tuple[str, ...]:
    return tuple(k for k, _ in info.path)


def _entries(infos: list[ActionInfo], path: tuple[str, ...]) -> int:
    """What the menu at ``path`` lists: its own actions and one entry per sub-group."""
    leaves = sum(1 for i in infos if not i.standalone and _keys(i) == path)
    below = {
        _keys(i)[len(path)]
        for i in infos
        if len(i.path) > len(path) and _keys(i)[: len(path)] == path
    }
    return leaves + len(below)


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
    """A menu over 25 entries has its own actions cut into numbered parts, one level down
    (never seen in whole games, but safe)."""
    paths = {_keys(i) for i in infos if i.path and not i.standalone}
    full = {path for path in paths if _entries(infos, path) > GROUP_SIZE}
    if not full:
        return infos
    seen: dict[tuple[str, ...], int] = {}
    out = []
    for i in infos:
        key = _keys(i)
        if key not in full:
            out.append(i)
            continue
        n = seen.get(key, 0)
        seen[key] = n + 1
        part = n // GROUP_SIZE + 1
        out.append(replace(i, path=(*i.path, (f"p{part}", Msg.of("tta-group-part", part=part)))))
    return out


# ---------------------------------------------------------------------------------------------
# One action


def _describe(ctx: Ctx, a: Action) -> _Item:
    code = a.encode()
    k = a.kind
    if k in STANDALONE:
        return _Item(_standalone(ctx, a))
    if k == "resign":
        frame = ctx.state.pending[-1] if ctx.state.pending else None
        group = "military" if frame is None and ctx.state.phase == "actions" else "other"
        return _Item(
            ActionInfo(
                code,
                Msg.of("tta-act-resign"),
                (_group(group),),
                "danger",
                confirm=Msg.of("tta-confirm-resign"),
            )
        )
    if k in POLITICAL_KINDS or k in FRAME_KINDS:
        return _military(ctx, a)
    return _civil(ctx, a)


def _standalone(ctx: Ctx, a: Action) -> ActionInfo:
    code, k = a.encode(), a.kind
    frame = ctx.state.pending[-1] if ctx.state.pending else None
    style = "secondary"
    confirm = None
    label: Msg
    if k == "undo":
        label = Msg.of("tta-act-undo")
    elif k == "end":
        label, style, confirm = Msg.of("tta-act-end"), "primary", end_warning(ctx)
    elif k == "nopol":
        label, style = Msg.of("tta-act-no-political"), "primary"
    elif k == "pass":
        label = Msg.of("tta-act-pass")
    elif k == "done":
        label, style = _done_label(ctx, frame), "primary"
    elif k == "reset":
        label = Msg.of("tta-act-reset")
    else:  # accept / refuse a pact
        assert frame is not None
        info = ctx.cat.of(str(frame.data["offer"]))
        role = "none" if info.symmetric else ("b" if frame.data["role"] == "a" else "a")
        if k == "accept":
            label, style = (
                Msg.of("tta-act-accept", card=name(ctx.cat, info.id), role=role),
                "success",
            )
        else:
            label = Msg.of("tta-act-refuse", card=name(ctx.cat, info.id))
    return ActionInfo(code, label, (), style, standalone=True, confirm=confirm)


def _done_label(ctx: Ctx, frame: Frame | None) -> Msg:
    if frame is not None and frame.kind == "force":
        total = forces.value(ctx.cat, ctx.state, ctx.p, frame.data, ctx.d)
        return Msg.of(f"tta-act-done-{frame.data['purpose']}", total=total)
    if frame is not None and frame.kind == "pick" and frame.data.get("what") == "special":
        return Msg.of("tta-act-done-special", science=int(frame.data["left"]))
    return Msg.of("tta-act-done")


def _civil(ctx: Ctx, a: Action) -> _Item:
    """The actions of the nation's own turn (and an event's question)."""
    code = a.encode()
    k, args = a.kind, a.args
    cat, state, p = ctx.cat, ctx.state, ctx.p
    if k == "ev":
        return _Item(_event_choice(ctx, a))
    if k == "take":
        slot = int(args[0]) - 1
        info = cat.of(state.row[slot])
        cost = civil.take_cost(ctx, info, slot)
        label = Msg.of("tta-act-take", card=name(cat, info.id), cost=cost)
        return _Item(ActionInfo(code, label, (_group("take"),), "primary"))
    if k == "pop" and args:  # pop.free: Ocean Liner Service, no civil action
        cost = civil.free_pop_cost(ctx) or 0
        label = Msg.of("tta-act-pop-free", food=cost)
        return _Item(ActionInfo(code, label, (_group("build"),), "success"))
    if k == "pop":
        cost = ctx.pop_cost() or 0
        return _Item(
            ActionInfo(code, Msg.of("tta-act-pop", food=cost), (_group("build"),), "success")
        )
    if k in ("build", "upg", "dest", "barb"):
        tech = ctx.tech(args[0])
        assert tech is not None
        unit = tech.category == "unit"
        top = _group("military" if unit or k == "barb" else "build")
        path: tuple[tuple[str, Msg], ...] = (top,)
        style = "success"
        if k == "build":
            cost = _paid(ctx, tech, build_cost(cat, ctx.d, tech, p))
            label = Msg.of(
                "tta-act-recruit" if unit else "tta-act-build", card=card_msg(tech.id), cost=cost
            )
        elif k == "upg":
            dst = ctx.tech(args[1])
            assert dst is not None
            cost = _paid(ctx, tech, upgrade_cost(cat, ctx.d, tech, dst, p))
            label = Msg.of(
                "tta-act-upgrade", card=card_msg(tech.id), to=card_msg(dst.id), cost=cost
            )
        elif k == "dest":
            label = Msg.of("tta-act-disband" if unit else "tta-act-destroy", card=card_msg(tech.id))
            path = (top, _group("disband" if unit else "destroy"))
            style = "secondary"
        else:
            label = _barbarossa_label(ctx, tech)
        return _Item(ActionInfo(code, label, path, style))
    if k == "wonder":
        n = int(args[0])
        cost = civil.wonder_stage_cost(ctx, n) or 0
        label = Msg.of("tta-act-wonder", card=name(cat, p.wonder), stages=n, cost=cost)
        return _Item(ActionInfo(code, label, (_group("build"),), "success"))
    if k in ("play", "rev"):
        h = p.hand[int(args[0])]
        info = cat.of(h.inst)
        long, short = _play_labels(ctx, info, k, args)
        card = (f"h{args[0]}", name(cat, info.id))
        return _Item(ActionInfo(code, long, (_group("hand"),), "primary"), card, short)
    return _Item(ActionInfo(code, Msg.of("tta-act-unknown", code=code), (_group("military"),)))


def _paid(ctx: Ctx, tech: Info, cost: int) -> int:
    """Resources a build or upgrade takes from the nation: a unit's part of the turn's
    military discount comes first (T-7.4.2)."""
    return cost - min(cost, ctx.pool_left) if tech.category == "unit" else cost


def _barbarossa_label(ctx: Ctx, tech: Info) -> Msg:
    g = civil.barbarossa(ctx)
    food = ctx.pop_cost(g.food_discount if g else 0) or 0
    cost = max(0, build_cost(ctx.cat, ctx.d, tech, ctx.p) - (g.resource_discount if g else 0))
    return Msg.of(
        "tta-act-barbarossa", card=card_msg(tech.id), food=food, cost=_paid(ctx, tech, cost)
    )


def _event_choice(ctx: Ctx, a: Action) -> ActionInfo:
    """An event's question (T-15.4.7): food or resources, or a free building."""
    frame = ctx.state.pending[-1]
    info = ctx.cat.info[frame.card]
    choice = a.args[0]
    amount, building = 0, card_msg("unknown")
    for e in info.now:
        if isinstance(e, c.Gain) and e.stat == "food_or_resources":
            amount = e.amount.value(ctx.state.count_for_rules())
        elif isinstance(e, c.FreeBuild):
            building = card_msg(e.card)
    if choice in ("food", "res"):
        label = Msg.of(f"tta-act-event-{choice}", amount=amount)
    else:
        label = Msg.of(f"tta-act-event-{choice}", card=building)
    style = "secondary" if choice == "no" else "primary"
    return ActionInfo(a.encode(), label, (_group("event", card=name(ctx.cat, info.id)),), style)


POLITICAL_KINDS: frozenset[str] = frozenset(
    {"prep", "agg", "war", "pact", "cancel", "col", "tac", "draw", "trade"}
)
FRAME_KINDS: frozenset[str] = frozenset({"disc", "bid", "sac", "card", "pick", "split"})
# The former name of the kinds described by _military (rules engineers' branches may use it).
MILITARY_KINDS: frozenset[str] = POLITICAL_KINDS | FRAME_KINDS | STANDALONE | {"resign"}


def _military(ctx: Ctx, a: Action) -> _Item:
    """The advanced and full games' actions: the political step, military actions of the
    turn, and the answers asked out of turn (defence, bids, discards, picks)."""
    code = a.encode()
    k, args = a.kind, a.args
    cat, state, p = ctx.cat, ctx.state, ctx.p
    frame = state.pending[-1] if state.pending else None
    secret = k in SECRET_KINDS

    def hand(m: str) -> Info:
        return cat.of(p.military[int(m)])

    def item(
        label: Msg,
        path: tuple[tuple[str, Msg], ...],
        style: str = "primary",
        card: tuple[str, Msg] | None = None,
        short: Msg | None = None,
    ) -> _Item:
        return _Item(ActionInfo(code, label, path, style, secret=secret), card, short)

    if k == "prep":
        info = hand(args[0])
        label = Msg.of("tta-act-prepare", card=name(cat, info.id), culture=info.age)
        return item(label, (_group("prepare"),))
    if k == "col":
        label = Msg.of(
            "tta-act-columbus-civil" if state.phase == "actions" else "tta-act-columbus",
            card=name(cat, hand(args[0]).id),
        )
        group = "military" if state.phase == "actions" else "prepare"
        return item(label, (_group(group),))
    if k in ("agg", "war"):
        info = hand(args[0])
        target = Seat(int(args[1]))
        cost = combat.ma_cost(cat, state, info, int(args[1])) or 0
        card = name(cat, info.id)
        label = Msg.of("tta-act-aggression", card=card, target=target, ma=cost)
        short = Msg.of("tta-act-target", target=target, ma=cost)
        return item(label, (_group("attack"),), card=(f"m{args[0]}", card), short=short)
    if k == "pact":
        info = hand(args[0])
        card = name(cat, info.id)
        role = "none" if info.symmetric else args[2]
        target = Seat(int(args[1]))
        label = Msg.of("tta-act-pact", card=card, target=target, role=role)
        short = Msg.of("tta-act-pact-with", target=target, role=role)
        return item(label, (_group("pact"),), card=(f"m{args[0]}", card), short=short)
    if k == "cancel":
        pact = state.pacts[int(args[0])]
        label = Msg.of(
            "tta-act-cancel-pact",
            card=name(cat, pact.inst),
            partner=Seat(pact.partner(p.seat)),
        )
        return item(label, (_group("pact"),), "danger")
    if k == "tac":
        return item(
            Msg.of("tta-act-tactic", card=name(cat, hand(args[0]).id)), (_group("military"),)
        )
    if k == "draw":
        return item(Msg.of("tta-act-draw"), (_group("military"),))
    if k == "trade":
        e = pacts.substitute(cat, state, p.seat)
        label = Msg.of("tta-act-trade", pay=e.pay if e else "", amount=e.amount if e else 1)
        return item(label, (_group("military"),), "success")
    if k == "disc":
        label = Msg.of("tta-act-discard", card=name(cat, hand(args[0]).id))
        return item(label, (_discard_group(ctx),), "danger")
    if k == "bid":
        label = Msg.of("tta-act-bid", amount=int(args[0]))
        card = name(cat, frame.card if frame else "unknown")
        return item(label, (_group("bid", card=card),))
    if k == "sac":
        unit = ctx.tech(args[0])
        assert unit is not None
        strength = forces.units_strength(cat, ctx.d, p, {unit.id: 1})
        label = Msg.of("tta-act-sacrifice", card=card_msg(unit.id), strength=strength)
        return item(label, (_group("sacrifice"),))
    if k == "card":
        inst = p.military[int(args[0])]
        use = forces.CARD_USE.get(str(frame.data["purpose"]) if frame else "", "defense")
        value = forces.card_value(cat, ctx.d, inst, use)
        label = Msg.of("tta-act-bonus-card", card=name(cat, inst), value=value)
        return item(label, (_group("cards"),))
    if k == "pick":
        assert frame is not None
        label, style = _pick_label(ctx, frame, args[0])
        what = _pick_what(frame)
        return item(label, (("pick", Msg.of(f"tta-group-pick-{what}")),), style)
    if k == "split":
        assert frame is not None
        food = int(args[0])
        rest = int(frame.data["amount"]) - food
        mode = str(frame.data["mode"])
        label = Msg.of(f"tta-act-split-{mode}", food=food, resources=rest)
        return item(label, (("split", Msg.of(f"tta-group-split-{mode}")),))
    return item(Msg.of("tta-act-unknown", code=code), (_group("military"),))


def _discard_group(ctx: Ctx) -> tuple[str, Msg]:
    return _group("discard", limit=military.hand_limit(ctx.cat, ctx.state, ctx.p))


def _pick_label(ctx: Ctx, frame: Frame, arg: str) -> tuple[Msg, str]:
    """A building, colony, wonder or special technology to lose or to take, and the style:
    red when the chooser gives up something of its own."""
    cat, state = ctx.cat, ctx.state
    target = state.players[int(frame.data["target"])]
    own = target.seat == ctx.p.seat
    what = str(frame.data["what"])
    loss = "danger" if own else "primary"
    if arg[0] == "c":
        inst = target.colonies[int(arg[1:])]
        return Msg.of("tta-act-pick-colony", card=name(cat, inst)), loss
    if arg[0] == "w":
        inst = target.wonders[int(arg[1:])]
        return Msg.of("tta-act-pick-wonder", card=name(cat, inst)), loss
    if arg[0] == "s" and what == "special":
        specials = [t for t in target.techs if cat.of(t).category == "special"]
        info = cat.of(specials[int(arg[1:])])
        return Msg.of(
            "tta-act-pick-special", card=card_msg(info.id), science=info.science_cost
        ), "primary"
    building = Ctx(cat, state, target).tech(arg)
    assert building is not None
    msg = "tta-act-pick-lose" if what == "lose_pop" else "tta-act-pick-destroy"
    return Msg.of(msg, card=card_msg(building.id)), loss


def _play_labels(ctx: Ctx, info: Info, kind: str, args: tuple[str, ...]) -> tuple[Msg, Msg]:
    """The label of a civil card played from the hand, in its group (naming the card) and in
    the card's own sub-group (naming only the variant)."""
    cat = ctx.cat
    card = name(cat, info.id)
    if kind == "rev":
        science = ctx.science_cost(info, True)
        return (
            Msg.of("tta-act-revolution", card=card, science=science),
            Msg.of("tta-act-revolution-here", science=science),
        )
    if info.kind == "leader":
        label = Msg.of("tta-act-leader", card=card)
        return label, label
    if info.kind == "technology":
        science = ctx.science_cost(info)
        if info.category == "government":
            return (
                Msg.of("tta-act-peaceful", card=card, science=science),
                Msg.of("tta-act-peaceful-here", science=science),
            )
        label = Msg.of("tta-act-tech", card=card, science=science)
        return label, label
    extra = args[1:]
    if not extra:
        label = Msg.of("tta-act-card", card=card)
        return label, label
    pa = civil.perform_of(info)
    discount = pa.discount if pa is not None else 0
    if extra[0].isdigit():
        target = cat.of(ctx.p.hand[int(extra[0])].inst)
        if len(extra) == 2:
            science = ctx.science_cost(target, True)
            return (
                Msg.of(
                    "tta-act-card-revolution",
                    card=card,
                    target=card_msg(target.id),
                    science=science,
                ),
                Msg.of("tta-act-revolution", card=card_msg(target.id), science=science),
            )
        science = ctx.science_cost(target)
        return (
            Msg.of("tta-act-card-tech", card=card, target=card_msg(target.id), science=science),
            Msg.of("tta-act-tech", card=card_msg(target.id), science=science),
        )
    tech = ctx.tech(extra[0])
    assert tech is not None
    if len(extra) == 2:
        dst = ctx.tech(extra[1])
        assert dst is not None
        cost = max(0, upgrade_cost(cat, ctx.d, tech, dst, ctx.p) - discount)
        return (
            Msg.of(
                "tta-act-card-upgrade",
                card=card,
                target=card_msg(tech.id),
                to=card_msg(dst.id),
                cost=cost,
            ),
            Msg.of("tta-act-upgrade", card=card_msg(tech.id), to=card_msg(dst.id), cost=cost),
        )
    cost = max(0, build_cost(cat, ctx.d, tech, ctx.p) - discount)
    return (
        Msg.of("tta-act-card-build", card=card, target=card_msg(tech.id), cost=cost),
        Msg.of("tta-act-build", card=card_msg(tech.id), cost=cost),
    )


# ---------------------------------------------------------------------------------------------
# What a decision asks (Tta.prompt_title)


def title(cat: Catalog, state: TtaState, seat: int) -> Msg | None:
    """A short headline of what ``seat`` is asked right now, naming who asks; None when the
    seat has nothing to decide."""
    if engine.is_over(state) or seat not in engine.to_act(state):
        return None
    if not state.pending:
        return Msg.of("tta-title-political" if state.phase == "political" else "tta-title-turn")
    frame = state.pending[-1]
    data = frame.data
    card = name(cat, frame.card) if frame.card else None
    if frame.kind == "force":
        return _force_title(cat, frame)
    if frame.kind == "bid" and card is not None:
        return Msg.of("tta-title-bid", card=card, high=int(data["high"]))
    if frame.kind == "pact" and card is not None:
        info = cat.of(str(data["offer"]))
        role = "none" if info.symmetric else ("b" if data["role"] == "a" else "a")
        return Msg.of("tta-title-pact", card=card, proposer=Seat(int(data["from"])), role=role)
    if frame.kind == "discard":
        p = state.players[seat]
        return Msg.of("tta-title-discard", limit=military.hand_limit(cat, state, p))
    if card is None:
        return Msg.of("tta-title-choose")
    if frame.kind == "event":
        choice = "goods" if "food" in frame.choices else "build"
        return Msg.of(f"tta-title-event-{choice}", card=card)
    if frame.kind == "agree":
        left = int(data["budget"]) - int(data["spent"])
        return Msg.of("tta-title-agree", card=card, budget=left)
    target = int(data.get("target", seat))
    own = "-own" if target == seat else ""
    if frame.kind == "pick":
        what = _pick_what(frame)
        if what == "special":
            return Msg.of(
                "tta-title-pick-special", card=card, player=Seat(target), science=int(data["left"])
            )
        if what in ("lose", "wonder"):
            return Msg.of(f"tta-title-pick-{what}", card=card)
        if own:
            return Msg.of(f"tta-title-pick-{what}-own", card=card)
        return Msg.of(f"tta-title-pick-{what}", card=card, player=Seat(target))
    if frame.kind == "split":
        amount = int(data["amount"])
        if data["mode"] == "gain":
            return Msg.of("tta-title-split-gain", card=card, amount=amount)
        if own:
            return Msg.of("tta-title-split-lose-own", card=card, amount=amount)
        return Msg.of("tta-title-split-lose", card=card, amount=amount, player=Seat(target))
    return Msg.of("tta-title-choose")


def _force_title(cat: Catalog, frame: Frame) -> Msg:
    op = frame.data.get("op", {})
    card = name(cat, frame.card)
    purpose = str(frame.data["purpose"])
    if purpose == "colonize":
        return Msg.of("tta-title-colonize", card=card, bid=int(op.get("bid", 0)))
    if purpose in ("defend", "war_def"):
        return Msg.of(
            f"tta-title-{purpose.replace('_', '-')}",
            card=card,
            attacker=Seat(int(op["attacker"])),
        )
    return Msg.of(
        f"tta-title-{purpose.replace('_', '-')}", card=card, target=Seat(int(op["defender"]))
    )


# ---------------------------------------------------------------------------------------------
# Log lines


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
