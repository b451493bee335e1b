"""Questions a card puts to a nation (T-15.10.1, T-15.4.5): which building to destroy or to
give up, which colony or wonder, a special technology to take (``pick``), how to split food and
resources (``split``), and International Agreement's takes (``agree``, T-22 #37).

Ruling R6: :func:`offer` drops a question without an answer and applies one with a single
answer at once; only a real choice becomes a pending frame.

The answers to ``pick`` and ``split`` are in :mod:`rules.tta.picks`, a layer above the modules
that ask them (events, combat, colonize): a pick may take a colony or a special technology.
"""

from __future__ import annotations

from rules.core import Event
from rules.tta import ages, civil, frames
from rules.tta import cards as c
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.state import Frame, Player, TtaState


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


def worker_codes(cat: Catalog, p: Player, types: tuple[str, ...] | None) -> list[str]:
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


def ravage(cat: Catalog, state: TtaState, p: Player, inst: str) -> None:
    """T-22 #38: the wonder's effects end; it gives culture rate +2 instead."""
    ctx = Ctx(cat, state, p)
    old_ca, old_ma = ctx.d.ca, ctx.d.ma
    p.ravaged.append(inst)
    civil.sync_actions(ctx, old_ca, old_ma)


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
            ages.refill(cat, state, events, clear=False)
        return
    ctx = Ctx(cat, state, p)
    slot = int(code.split(".")[1]) - 1
    data = civil.do_take(ctx, slot, free=True)
    frame.data["spent"] = int(frame.data["spent"]) + int(str(data["cost"]))
    frame.data["took"] = int(frame.data["took"]) + 1
    events.append(Event("take", p.seat, data))


frames.register("agree", frames.Handler(_agree_choices, _agree_answer))
