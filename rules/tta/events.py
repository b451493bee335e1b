"""Events (T-15.4, T-15.5, T-20.5): the simple game's nine Age A events revealed on the start
player's turn (T-15.4.7), and in the advanced and full games every event of every age, drawn
from the current events pile when a nation prepares one (T-15.4.1), plus the Age III events
scored at the end (T-17.2.2, T-17.3.5).

An event applies its unconditional effects at once. Where a nation has a real choice (food or
resources, a free building, which building to lose, how to split a loss, which colony or wonder)
the question becomes a pending frame; frames are asked in turn order from the active player
(T-22 #19). Ruling R6: a nation without a real choice is not asked — with one possible answer
it is applied directly.

Who an event touches (T-15.5): "strongest"/"weakest" by the strength indicator, ties broken in
favour of the nation on turn, then the one sooner on turn (the nation that finished its turn
last is weakest); the same for culture (T-15.5.3); with two nations in the game "two strongest"
means the strongest (T-15.5.4). At the end of the game ties are broken as if the start player
were on turn (T-15.5.5).
"""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.tta import cards as c
from rules.tta import civil, frames, maintenance, military, questions
from rules.tta import economy as eco
from rules.tta.amounts import amount_of, count
from rules.tta.catalog import Catalog, Info
from rules.tta.civil import Ctx, apply_gain, urban_room
from rules.tta.derived import Derived, derive
from rules.tta.state import Frame, Player, TtaState, card_id

URBAN = ("temple", "lab", "arena", "library", "theater")

# Kept for callers of the simple-game module (frames.push is the general form).
push = frames.push


# ------------------------------------------------------------------------------------------
# Rankings (T-15.5)


class Ranking:
    """Derived values of every nation still in the game, counted once per event."""

    def __init__(self, cat: Catalog, state: TtaState, active: int) -> None:
        self.cat = cat
        self.state = state
        self.order = state.active_order(active)
        self._d: dict[int, Derived] = {}

    def d(self, seat: int) -> Derived:
        if seat not in self._d:
            self._d[seat] = derive(self.cat, self.state, self.state.players[seat])
        return self._d[seat]

    def forget(self, seat: int) -> None:
        self._d.pop(seat, None)

    def by(self, key: str) -> list[int]:
        """Seats best first by ``key`` (strength, culture, science_rate), ties to the one
        sooner on turn."""
        idx = {s: i for i, s in enumerate(self.order)}

        def value(seat: int) -> int:
            if key == "strength":
                return self.d(seat).strength
            if key == "science_rate":
                return self.d(seat).science
            return self.state.players[seat].culture

        return sorted(self.order, key=lambda s: (-value(s), idx[s]))

    def two(self) -> int:
        return 1 if self.state.count_for_rules() <= 2 else 2


def targets(cat: Catalog, state: TtaState, who: str, active: int, rank: Ranking) -> list[int]:
    order = rank.order
    if who in ("all", "each"):
        return list(order)
    if who in ("self", "active"):
        return [active] if active in order else []
    if who == "others":
        return [s for s in order if s != active]
    if not order:
        return []
    if who in ("strongest", "weakest", "two_strongest", "two_weakest"):
        ranked = rank.by("strength")
        if who == "strongest":
            return ranked[:1]
        if who == "weakest":
            return ranked[-1:]
        k = rank.two()
        return ranked[:k] if who == "two_strongest" else ranked[-k:]
    if who in ("most_culture", "least_culture"):
        ranked = rank.by("culture")
        return ranked[:1] if who == "most_culture" else ranked[-1:]
    if who == "most_happy":
        best = max(rank.d(s).happy for s in order)
        return [s for s in order if rank.d(s).happy == best]
    if who == "culture_leader_if_two_weakest":
        leader = rank.by("culture")[0]
        weak = rank.by("strength")[-rank.two() :]
        return [leader] if leader in weak else []
    raise ValueError(f"unknown event target {who!r}")


# ------------------------------------------------------------------------------------------
# Losses every module uses (T-15.4.4, T-15.4.5)


def lose_culture(p: Player, n: int) -> int:
    lost = max(0, min(n, p.culture))
    p.culture -= lost
    return lost


def lose_population(
    cat: Catalog,
    state: TtaState,
    seat: int,
    n: int,
    events: list[Event],
    culture_to: int = -1,
    culture_per: int = 0,
    card: str = "",
) -> Frame | None:
    """T-15.4.5: unused workers go back first; for the rest the loser chooses which building
    or unit to give up (a frame, unless only one kind is left). Returns the frame to push."""
    p = state.players[seat]
    lost = 0
    while n > 0 and p.pool > 0:
        p.pool -= 1
        p.yellow_bank += 1
        n -= 1
        lost += 1
    if lost:
        events.append(Event("lose_pop", seat, {"count": lost}))
        _pop_culture(state, culture_to, culture_per * lost)
    if n <= 0 or not p.workers:
        return None
    frame = Frame(
        "pick",
        seat,
        card,
        data={
            "what": "lose_pop",
            "target": seat,
            "n": n,
            "culture_to": culture_to,
            "culture_per": culture_per,
        },
    )
    return questions.offer(cat, state, frame, events)


def _pop_culture(state: TtaState, seat: int, amount: int) -> None:
    if seat >= 0 and amount > 0:
        state.players[seat].culture += amount


def remove_worker(cat: Catalog, state: TtaState, seat: int, cid: str, to_bank: bool) -> None:
    """A building or unit is lost: its worker goes to the pool (destroyed, T-8.5) or back
    to the yellow bank (population lost, sacrificed)."""
    p = state.players[seat]
    eco.remove_worker(p, cid, to_bank=to_bank)


def lose_goods(cat: Catalog, p: Player, food: int, res: int) -> tuple[int, int]:
    """Lose food and resources (what exists); returns what was lost."""
    f = eco.pay_up_to(cat, p, eco.FOOD, food) if food > 0 else 0
    r = eco.pay_up_to(cat, p, eco.RESOURCES, res) if res > 0 else 0
    return f, r


def gain_goods(cat: Catalog, p: Player, food: int, res: int) -> tuple[int, int]:
    f = eco.gain(cat, p, eco.FOOD, food) if food > 0 else 0
    r = eco.gain(cat, p, eco.RESOURCES, res) if res > 0 else 0
    return f, r


def split_frame(
    cat: Catalog,
    state: TtaState,
    chooser: int,
    mode: str,
    target: int,
    amount: int,
    to: int,
    card: str,
    events: list[Event],
) -> Frame | None:
    """A food/resource total to split (T-15.10.1): ``mode`` gain (the receiver chooses) or
    lose (the chooser picks how the target's loss is split; ``to`` gains the same)."""
    frame = Frame(
        "split",
        chooser,
        card,
        data={"mode": mode, "target": target, "amount": amount, "to": to},
    )
    return questions.offer(cat, state, frame, events)


# ------------------------------------------------------------------------------------------
# The simple game's event pile (T-15.4.7)


def reveal_simple_event(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    """T-15.4.7: the top Age A event is revealed and resolved for all nations."""
    if not state.events:
        return
    inst = state.events.pop()
    state.past_events.append(inst)
    info = cat.of(inst)
    events.append(Event("event", state.current, {"card": info.id}))
    resolve(cat, state, info, state.current, events)


# ------------------------------------------------------------------------------------------
# Resolving an event


def resolve(cat: Catalog, state: TtaState, info: Info, active: int, events: list[Event]) -> None:
    """Apply an event card for every nation it touches; questions become frames."""
    rank = Ranking(cat, state, active)
    out: list[Frame] = []
    for e in info.now:
        _effect(cat, state, info, e, active, rank, events, out)
        rank = Ranking(cat, state, active)  # an effect may change strength or culture
    frames.push(state, out)


def _effect(
    cat: Catalog,
    state: TtaState,
    info: Info,
    e: c.Effect,
    active: int,
    rank: Ranking,
    events: list[Event],
    out: list[Frame],
) -> None:
    n_players = state.count_for_rules()
    if isinstance(e, c.Gain):
        seats = targets(cat, state, e.who, active, rank)
        if e.stat == "food_or_resources":
            out.extend(Frame("event", s, info.id, ("food", "res")) for s in seats)
            return
        if e.stat == "food_and_resources":
            value = e.amount.value(n_players)
            for s in seats:
                f = split_frame(cat, state, s, "gain", s, value, -1, info.id, events)
                if f is not None:
                    out.append(f)
            return
        # Amounts are counted before anyone gains (a rate, a count of buildings).
        amounts = {
            s: amount_of(cat, state, state.players[s], e.amount, e.per, rank.d(s)) for s in seats
        }
        for s in seats:
            got = gain_stat(cat, state, s, e.stat, amounts[s], events)
            events.append(Event("gain", s, {"stat": e.stat, "amount": got}))
        return
    if isinstance(e, c.Lose):
        for s in targets(cat, state, e.who, active, rank):
            p = state.players[s]
            amount = amount_of(cat, state, p, e.amount, e.per, rank.d(s))
            f = lose_stat(cat, state, s, e, amount, info.id, events)
            if f is not None:
                out.append(f)
        return
    if isinstance(e, c.Steal):
        src = targets(cat, state, e.source, active, rank)
        dst = targets(cat, state, e.dest, active, rank)
        if src and dst and src[0] != dst[0] and e.stat == "yellow_tokens":
            move_yellow(state, src[0], dst[0], e.amount.value(n_players), events)
        return
    if isinstance(e, c.FreeBuild):
        for s in targets(cat, state, e.who, active, rank):
            if can_free_build(cat, state, s, e.card):
                out.append(Frame("event", s, info.id, ("yes", "no")))
        return
    if isinstance(e, c.Produce):
        for s in targets(cat, state, e.who, active, rank):
            events.append(Event("produce", s, produce_now(cat, state, s, e)))
        return
    if isinstance(e, c.NoMilitaryDiscard):
        for s in targets(cat, state, e.who, active, rank):
            state.players[s].skip_discard = True
        return
    if isinstance(e, c.LoseNextTurnActions):
        for s in targets(cat, state, e.who, active, rank):
            p = state.players[s]
            per = count(cat, state, p, e.per, rank.d(s)) if e.per is not None else 1
            if per:
                p.lose_ca += e.civil * per
                events.append(Event("lose_actions", s, {"civil": e.civil * per}))
        return
    if isinstance(e, c.DiscardOldLeaders):
        for s in targets(cat, state, e.who, active, rank):
            p = state.players[s]
            if p.leader and cat.of(p.leader).age != state.age:
                events.append(Event("leader_lost", s, {"card": card_id(p.leader)}))
                discard_leader(cat, state, p)
        return
    if isinstance(e, c.Destroy):
        chooser = targets(cat, state, e.chooser, active, rank)
        if e.who == "others":
            # Terrorism: the chooser hits every other nation (T-22 #39).
            victims = [s for s in rank.order if not chooser or s != chooser[0]]
        else:
            victims = targets(cat, state, e.who, active, rank)
        for s in victims:
            who_picks = s if e.chooser == e.who else (chooser[0] if chooser else s)
            f = questions.destroy_frame(cat, state, who_picks, s, e, -1, info.id, events)
            if f is not None:
                out.append(f)
        return
    if isinstance(e, c.LoseColony):
        for s in targets(cat, state, e.who, active, rank):
            if state.players[s].colonies:
                f = questions.offer(
                    cat,
                    state,
                    Frame("pick", s, info.id, data={"what": "colony", "target": s, "to": -1}),
                    events,
                )
                if f is not None:
                    out.append(f)
        return
    if isinstance(e, c.RavageWonder):
        for s in targets(cat, state, e.who, active, rank):
            f = questions.offer(
                cat,
                state,
                Frame(
                    "pick", s, info.id, data={"what": "wonder", "target": s, "ages": list(e.ages)}
                ),
                events,
            )
            if f is not None:
                out.append(f)
        return
    if isinstance(e, c.TakeFromRow):
        for s in targets(cat, state, e.who, active, rank):
            out.append(Frame("agree", s, info.id, data={"budget": e.budget, "spent": 0, "took": 0}))
        return
    if isinstance(e, c.RankGain):
        ranked = rank.by(e.rank_by)
        values = e.values.get(n_players)
        for i, s in enumerate(ranked):
            value = values[i] if i < len(values) else 0
            if value:
                state.players[s].culture += value
            events.append(Event("gain", s, {"stat": "culture", "amount": value}))
        return
    raise NotImplementedError(f"event effect {e.kind!r}")


def gain_stat(
    cat: Catalog, state: TtaState, seat: int, stat: str, amount: int, events: list[Event]
) -> int:
    p = state.players[seat]
    if stat == "military_cards":
        return len(military.draw(cat, state, p, amount, events))
    if stat in ("yellow_tokens", "blue_tokens"):
        if stat == "yellow_tokens":
            p.yellow_bank += amount
            p.yellow_delta += amount
        else:
            p.blue_bank += amount
            p.blue_delta += amount
        return amount
    g = c.Gain(stat=stat, amount=c.Quantity(base=amount))  # type: ignore[arg-type]
    return apply_gain(Ctx(cat, state, p), g, amount)


def lose_stat(
    cat: Catalog,
    state: TtaState,
    seat: int,
    e: c.Lose,
    amount: int,
    card: str,
    events: list[Event],
) -> Frame | None:
    p = state.players[seat]
    stat = e.stat
    if stat == "culture":
        events.append(Event("lose", seat, {"stat": stat, "amount": lose_culture(p, amount)}))
    elif stat == "science":
        lost = min(p.science, amount)
        p.science -= lost
        events.append(Event("lose", seat, {"stat": stat, "amount": lost}))
    elif stat in ("food", "resources"):
        kind = eco.FOOD if stat == "food" else eco.RESOURCES
        want = eco.stored(cat, p, kind) if e.all else amount
        lost = eco.pay_up_to(cat, p, kind, want)
        events.append(Event("lose", seat, {"stat": stat, "amount": lost}))
    elif stat == "food_and_resources":
        return split_frame(cat, state, seat, "lose", seat, amount, -1, card, events)
    elif stat == "population":
        return lose_population(cat, state, seat, amount, events, card=card)
    elif stat == "blue_tokens":
        lost = min(amount, p.blue_bank)
        p.blue_bank -= lost
        p.blue_delta -= lost
        events.append(Event("lose", seat, {"stat": stat, "amount": lost}))
    elif stat == "yellow_tokens":
        lost = min(amount, p.yellow_bank)
        p.yellow_bank -= lost
        p.yellow_delta -= lost
        events.append(Event("lose", seat, {"stat": stat, "amount": lost}))
    else:
        raise NotImplementedError(f"loss of {stat!r}")
    return None


def move_yellow(state: TtaState, src: int, dst: int, n: int, events: list[Event]) -> int:
    """Yellow tokens from one yellow bank to another (Uncertain Borders, War over
    Territory); tokens in use are never taken."""
    a, b = state.players[src], state.players[dst]
    k = max(0, min(n, a.yellow_bank))
    a.yellow_bank -= k
    a.yellow_delta -= k
    b.yellow_bank += k
    b.yellow_delta += k
    events.append(Event("yellow_moved", src, {"to": dst, "amount": k}))
    return k


def produce_now(cat: Catalog, state: TtaState, seat: int, e: c.Produce) -> dict[str, Any]:
    """Good Harvest, New Deposits, Economic Progress (with consumption and corruption)."""
    p = state.players[seat]
    d = derive(cat, state, p)
    data: dict[str, Any] = {}
    if e.what in ("food", "both"):
        data["food"] = maintenance.produce_food(cat, p, d)
    if e.consumption:
        data.update(maintenance.consume(cat, state, p))
    if e.what in ("resources", "both"):
        data["resources"] = maintenance.produce_resources(cat, p, d)
    if e.corruption:
        data.update(maintenance.corrupt(cat, state, p))
    return data


def discard_leader(cat: Catalog, state: TtaState, p: Player) -> None:
    """A leader in play leaves with its effects (tokens, actions, T-16.2 / Iconoclasm)."""
    ctx = Ctx(cat, state, p)
    old_ca, old_ma = ctx.d.ca, ctx.d.ma
    state.boxed.append(p.leader)
    p.leader = ""
    civil.sync_actions(ctx, old_ca, old_ma)


def can_free_build(cat: Catalog, state: TtaState, seat: int, card: str) -> bool:
    """T-22 #24: a free building needs an unused worker and the card's technology in play;
    a temple respects the urban limit (option ``free_build_respects_urban_limit``)."""
    p = state.players[seat]
    if p.pool < 1:
        return False
    if not any(t.partition("#")[0] == card for t in p.techs):
        return False
    info = cat.info[card]
    if info.category == "urban" and state.options.get("free_build_respects_urban_limit", True):
        return urban_room(Ctx(cat, state, p), info)
    return True


# ------------------------------------------------------------------------------------------
# Frames: event questions (simple game and Age A events)


def _event_choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    return [f"ev.{x}" for x in frame.choices]


def _event_answer(
    cat: Catalog, state: TtaState, frame: Frame, code: str, events: list[Event]
) -> None:
    frames.finish(state, frame)
    choice = code.split(".", 1)[1]
    info = cat.info[frame.card]
    seat = frame.seat
    p = state.players[seat]
    for e in info.now:
        if isinstance(e, c.Gain) and e.stat == "food_or_resources" and choice in ("food", "res"):
            amount = e.amount.value(state.count_for_rules())
            kind = eco.FOOD if choice == "food" else eco.RESOURCES
            got = eco.gain(cat, p, kind, amount)
            stat = "food" if choice == "food" else "resources"
            events.append(Event("gain", seat, {"stat": stat, "amount": got}))
            return
        if isinstance(e, c.FreeBuild) and choice in ("yes", "no"):
            if choice == "yes":
                eco.place_worker(p, e.card)
                events.append(Event("free_build", seat, {"card": e.card}))
            else:
                events.append(Event("declined", seat, {"card": info.id}))
            return
    raise AssertionError(f"no question of {info.id} takes {choice!r}")


frames.register("event", frames.Handler(_event_choices, _event_answer))


def answer(cat: Catalog, state: TtaState, choice: str, events: list[Event]) -> None:
    """Answer the top (event) frame with ``food``/``res``/``yes``/``no`` (M1 interface)."""
    frame = state.pending[-1]
    frames.answer(cat, state, frame, f"ev.{choice}", events)
