"""Questions a card puts to a nation (T-15.10.1, T-15.4.5): which building to destroy or to
give up, which colony or wonder, a special technology to take (``pick``), how to split food and
resources (``split``), and International Agreement's takes (``agree``, T-22 #37).

Ruling R6: :func:`offer` drops a question without an answer and applies one with a single
answer at once; only a real choice becomes a pending frame.
"""

from __future__ import annotations

from rules.core import Event
from rules.tta import cards as c
from rules.tta import civil, frames
from rules.tta import economy as eco
from rules.tta import events as ev
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.state import Frame, Player, TtaState, card_id


def offer(cat: Catalog, state: TtaState, frame: Frame, events: list[Event]) -> Frame | None:
    """Ruling R6: a question with no answer is dropped, one with a single answer is applied
    at once; otherwise the frame is returned for pushing."""
    options = frames.choices(cat, state, frame)
    if not options:
        return None
    if len(options) == 1:
        frames.answer(cat, state, frame, options[0], events)
        return None
    return frame


def destroy_frame(
    cat: Catalog,
    state: TtaState,
    chooser: int,
    target: int,
    e: c.Destroy,
    loot_to: int,
    card: str,
    events: list[Event],
) -> Frame | None:
    frame = Frame(
        "pick",
        chooser,
        card,
        data={
            "what": "destroy",
            "target": target,
            "types": list(e.types),
            "count": e.count,
            "same": e.same_type_and_level,
            "loot": e.loot,
            "loot_to": loot_to,
        },
    )
    return offer(cat, state, frame, events)


def _worker_codes(cat: Catalog, p: Player, types: tuple[str, ...] | None) -> list[str]:
    out = []
    for t in p.techs:
        info = cat.of(t)
        if info.category not in ("production", "urban", "unit"):
            continue
        if types is not None and info.tech_type not in types:
            continue
        if p.workers.get(info.id, 0) > 0:
            out.append("pick." + civil.code_of(info))
    return out


def _pick_choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    data = frame.data
    what = data["what"]
    p = state.players[int(data["target"])]
    if what == "destroy":
        return _worker_codes(cat, p, tuple(data["types"]))
    if what == "lose_pop":
        return _worker_codes(cat, p, None)
    if what == "colony":
        return [f"pick.c{i}" for i in range(len(p.colonies))]
    if what == "wonder":
        ages = tuple(data["ages"])
        return [
            f"pick.w{i}"
            for i, w in enumerate(p.wonders)
            if w not in p.ravaged and cat.of(w).age in ages
        ]
    if what == "special":
        from rules.tta import combat

        return combat.special_choices(cat, state, frame)
    raise AssertionError(what)


def _pick_answer(
    cat: Catalog, state: TtaState, frame: Frame, code: str, events: list[Event]
) -> None:
    data = frame.data
    what = data["what"]
    target = int(data["target"])
    p = state.players[target]
    if what == "special":
        from rules.tta import combat

        combat.special_answer(cat, state, frame, code, events)
        return
    arg = code.split(".", 1)[1]
    frames.finish(state, frame)
    if what in ("destroy", "lose_pop"):
        ctx = Ctx(cat, state, p)
        info = ctx.tech(arg)
        assert info is not None
        if what == "lose_pop":
            ev.remove_worker(cat, state, target, info.id, to_bank=True)
            events.append(Event("lose_pop", target, {"count": 1, "card": info.id}))
            ev._pop_culture(state, int(data["culture_to"]), int(data["culture_per"]))
            left = int(data["n"]) - 1
            if left > 0:
                f = ev.lose_population(
                    cat,
                    state,
                    target,
                    left,
                    events,
                    int(data["culture_to"]),
                    int(data["culture_per"]),
                    frame.card,
                )
                if f is not None:
                    frames.push_one(state, f)
            return
        count = int(data["count"])
        n = min(count, p.workers.get(info.id, 0)) if data["same"] else 1
        for _ in range(n):
            ev.remove_worker(cat, state, target, info.id, to_bank=False)
        events.append(Event("destroyed", target, {"card": info.id, "count": n}))
        loot_to = int(data["loot_to"])
        if loot_to >= 0 and data["loot"] != "none":
            half = info.build_cost * n
            loot = (half + 1) // 2 if data["loot"] == "half_cost_up" else half // 2
            got = eco.gain(cat, state.players[loot_to], eco.RESOURCES, loot)
            events.append(Event("gain", loot_to, {"stat": "resources", "amount": got}))
        if not data["same"] and count > 1:
            # Up to ``count`` buildings of any kinds: one question per building.
            again = Frame(frame.kind, frame.seat, frame.card, data={**data, "count": count - 1})
            f = offer(cat, state, again, events)
            if f is not None:
                frames.push_one(state, f)
        return
    if what == "colony":
        from rules.tta import colonize

        colonize.lose_colony(cat, state, target, int(arg[1:]), int(data["to"]), events)
        return
    if what == "wonder":
        inst = p.wonders[int(arg[1:])]
        ravage(cat, state, p, inst)
        events.append(Event("ravaged", target, {"card": card_id(inst)}))
        return
    raise AssertionError(what)


def ravage(cat: Catalog, state: TtaState, p: Player, inst: str) -> None:
    """T-22 #38: the wonder's effects end; it gives culture rate +2 instead."""
    ctx = Ctx(cat, state, p)
    old_ca, old_ma = ctx.d.ca, ctx.d.ma
    p.ravaged.append(inst)
    civil.sync_actions(ctx, old_ca, old_ma)


frames.register("pick", frames.Handler(_pick_choices, _pick_answer))


def _split_range(cat: Catalog, state: TtaState, frame: Frame) -> range:
    data = frame.data
    amount = int(data["amount"])
    if data["mode"] == "gain":
        return range(0, amount + 1)
    p = state.players[int(data["target"])]
    food = eco.stored(cat, p, eco.FOOD)
    res = eco.stored(cat, p, eco.RESOURCES)
    if food + res <= amount:
        return range(food, food + 1)  # everything goes; no choice
    return range(max(0, amount - res), min(amount, food) + 1)


def _split_choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    return [f"split.{x}" for x in _split_range(cat, state, frame)]


def _split_answer(
    cat: Catalog, state: TtaState, frame: Frame, code: str, events: list[Event]
) -> None:
    frames.finish(state, frame)
    data = frame.data
    food = int(code.split(".")[1])
    amount = int(data["amount"])
    target = state.players[int(data["target"])]
    if data["mode"] == "gain":
        f, r = ev.gain_goods(cat, target, food, amount - food)
        events.append(Event("gain_goods", target.seat, {"food": f, "resources": r}))
        return
    res = amount - food
    if food + res > 0:
        stored_res = eco.stored(cat, target, eco.RESOURCES)
        res = min(res, stored_res)
    f, r = ev.lose_goods(cat, target, food, res)
    events.append(Event("lose_goods", target.seat, {"food": f, "resources": r}))
    to = int(data["to"])
    if to >= 0:
        gf, gr = ev.gain_goods(cat, state.players[to], f, r)
        events.append(Event("gain_goods", to, {"food": gf, "resources": gr}))


frames.register("split", frames.Handler(_split_choices, _split_answer))


# ------------------------------------------------------------------------------------------
# International Agreement (T-22 #37): the strongest takes cards worth 5 CA of slot costs


def _agree_choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    p = state.players[frame.seat]
    ctx = Ctx(cat, state, p)
    left = int(frame.data["budget"]) - int(frame.data["spent"])
    out = [
        f"take.{slot + 1}"
        for slot in range(len(state.row))
        if state.row[slot] and civil.check_take(ctx, slot, budget=left) is None
    ]
    out.append("done")
    return out


def _agree_answer(
    cat: Catalog, state: TtaState, frame: Frame, code: str, events: list[Event]
) -> None:
    p = state.players[frame.seat]
    if code == "done":
        frames.finish(state, frame)
        if int(frame.data["took"]):
            p.skip_political = True
            from rules.tta import ages

            ages.refill(cat, state, events, clear=False)
        return
    ctx = Ctx(cat, state, p)
    slot = int(code.split(".")[1]) - 1
    data = civil.do_take(ctx, slot, free=True)
    frame.data["spent"] = int(frame.data["spent"]) + int(str(data["cost"]))
    frame.data["took"] = int(frame.data["took"]) + 1
    events.append(Event("take", p.seat, data))


frames.register("agree", frames.Handler(_agree_choices, _agree_answer))
