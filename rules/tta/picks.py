"""The answers to the questions a card puts to a nation (T-15.10.1, T-15.4.5): ``pick`` (which
building to destroy or give up, which colony or wonder, a special technology to take) and
``split`` (how to split food and resources). The questions are asked in
:mod:`rules.tta.questions`; answering them reaches the modules that ask (a lost colony goes
through :mod:`rules.tta.colonize`, a special technology through :mod:`rules.tta.combat`), so
the handlers live here, above both.
"""

from __future__ import annotations

from rules.core import Event
from rules.tta import colonize, combat, frames, questions
from rules.tta import economy as eco
from rules.tta import events as ev
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.state import Frame, TtaState, card_id


def _pick_choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    data = frame.data
    what = data["what"]
    p = state.players[int(data["target"])]
    if what == "destroy":
        return questions.worker_codes(cat, p, tuple(data["types"]))
    if what == "lose_pop":
        return questions.worker_codes(cat, p, None)
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
            f = questions.offer(cat, state, again, events)
            if f is not None:
                frames.push_one(state, f)
        return
    if what == "colony":
        colonize.lose_colony(cat, state, target, int(arg[1:]), int(data["to"]), events)
        return
    if what == "wonder":
        inst = p.wonders[int(arg[1:])]
        questions.ravage(cat, state, p, inst)
        events.append(Event("ravaged", target, {"card": card_id(inst)}))
        return
    raise AssertionError(what)


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
