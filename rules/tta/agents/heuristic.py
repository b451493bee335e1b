"""A sensible civilization for the simple game, in a few milliseconds a decision.

It scores every legal action with rules of thumb and takes the best one while it is worth
more than ending the turn:

* grow: population when there is food and no idle worker (Ocean Liner Service's increase
  without a civil action first); farms before famine; mines for
  resources; labs for science;
* culture: temples and theaters up to the urban limit, wonders it can finish, Work of Art;
* technology: takes cards it can pay for soon, plays them (Age I techs also score at the end),
  changes government by revolution at the start of a turn;
* endgame: in the last rounds, resources become units (2 culture per strength point);
* never destroys or disbands, and never lets food production fall below consumption.

In the advanced and full games (:mod:`rules.tta.agents.military_plan`) it also keeps its
strength near the strongest opponent's, plays tactics that add strength, takes political
actions, answers every out-of-turn question, and never ends a turn into an uprising it can
prevent (a temple, an arena, a destroyed building to free a worker, no population increase).

It reads only what the seat may see (the row, the cards in play, its own military hand) and
never the decks.
"""

from __future__ import annotations

from rules.tta import catalog, civil, engine, nation
from rules.tta.actions import Action
from rules.tta.agents import military_plan as mp
from rules.tta.catalog import Catalog, Info
from rules.tta.civil import Ctx
from rules.tta.derived import build_cost, upgrade_cost
from rules.tta.state import TtaState
from rules.tta.undo import UNDO

LEADER_VALUE: dict[str, float] = {
    "hammurabi": 7,
    "moses": 6,
    "homer": 5,
    "aristotle": 5,
    "julius_caesar": 5,
    "alexander_the_great": 5,
    "michelangelo": 9,
    "leonardo_da_vinci": 9,
    "joan_of_arc": 6,
    "frederick_barbarossa": 5,
    "genghis_khan": 4,
    "christopher_columbus": 1,
}
TYPE_VALUE: dict[str, float] = {
    "farm": 4,
    "mine": 4,
    "lab": 6,
    "temple": 5,
    "theater": 8,
    "library": 6,
    "arena": 4,
    "infantry": 1,
    "cavalry": 1,
    "artillery": 1,
    "air_force": 1,
}


class HeuristicAgent:
    name = "heuristic"
    takes_back = False  # never plays ``undo`` (see :func:`rules.tta.playout.play`)

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, state: TtaState, seat: int) -> Action:
        cat = catalog.of_state(state)
        # Taking a move back would only undo its own choice (and could loop): never.
        actions = [a for a in engine.legal_actions(cat, state, seat) if a.kind != UNDO]
        if state.pending:
            if state.pending[-1].kind == "event":
                return self._answer(cat, state, seat, actions)
            return mp.answer(cat, state, seat, actions)
        if state.phase == "political":
            return mp.political(cat, state, seat, actions)
        ctx = Ctx(cat, state, state.players[seat], sweep=True)  # the plan only reads
        plan = _Plan(cat, state, ctx)
        best, best_value = actions[-1], plan.end_value()  # "end"
        for a in actions:
            value = plan.value(a)
            if value > best_value:
                best, best_value = a, value
        return best

    def _answer(self, cat: Catalog, state: TtaState, seat: int, actions: list[Action]) -> Action:
        codes = {a.encode(): a for a in actions}
        if "ev.yes" in codes:
            return codes["ev.yes"]
        p = state.players[seat]
        ctx = Ctx(cat, state, p)
        hungry = ctx.d.food - nation.consumption(p.yellow_bank) < 1 or ctx.food < 3
        return codes["ev.food" if hungry and "ev.food" in codes else "ev.res"]


CIVIL_KINDS: frozenset[str] = frozenset({"take", "pop", "wonder", "play", "rev", "barb"})


class _Plan:
    """The facts every candidate of one decision is scored against."""

    def __init__(self, cat: Catalog, state: TtaState, ctx: Ctx) -> None:
        self.cat = cat
        self.state = state
        self.ctx = ctx
        self.p = ctx.p
        self.d = ctx.d
        self.advanced = state.options.get("variant") != "simple"
        last = {"simple": 1, "advanced": 2}.get(str(state.options.get("variant")), 3)
        cards = sum(len(state.civil_decks.get(age, [])) for age in range(state.age, last + 1))
        per_round = nation.row_clear_count(state.players_n) * state.players_n + 2
        self.rounds_left = 0 if state.last_round else cards // max(1, per_round) + 1
        self.endgame = state.last_round or self.rounds_left <= 1
        self.food_net = self.d.food - nation.consumption(self.p.yellow_bank)
        self.round = state.round
        self.behind = mp.behind(cat, state, self.p, self.d) if self.advanced else 0
        self.discontent = (
            nation.discontent(self.p.yellow_bank, self.d.happy) if self.advanced else 0
        )
        self.revolt = self.advanced and self.p.pool < self.discontent

    def end_value(self) -> float:
        """Ending the turn: worth nothing, and less than any fix when it means an uprising."""
        return -5.0 if self.revolt else 0.0

    def value(self, a: Action) -> float:
        k = a.kind
        if k == "end":
            return self.end_value()
        if self.advanced:
            special = mp.turn_value(self, self.ctx, a)
            if special is not None:
                return special
            if self.revolt:
                fix = self._fix(a)
                if fix is not None:
                    return fix
                short = self.discontent - self.p.pool
                free = k == "pop" and bool(a.args)  # Ocean Liner Service: no civil action
                if k in CIVIL_KINDS and not free and self.ctx.ca_left <= short:
                    return -2.0  # keep the civil actions for preventing the uprising
            if k == "play":
                h = self.p.hand[int(a.args[0])]
                if mp.loses_happiness(self.cat, self.p, self.cat.of(h.inst)) and (
                    mp.uprising_after(self.ctx, 0, -2, 0)
                ):
                    return -1.0
        if k == "take":
            return self._take(int(a.args[0]) - 1)
        if k == "pop":
            value = self._pop()
            # The granted increase (pop.free) spends no civil action and less food.
            return value + 1.5 if a.args and value > 0 else value
        if k == "build":
            return self._build(a.args[0])
        if k == "upg":
            return self._upgrade(a.args[0], a.args[1])
        if k == "dest":
            return -100.0
        if k == "wonder":
            return self._wonder(int(a.args[0]))
        if k == "play":
            return self._play(a.args)
        if k == "rev":
            return self._revolution()
        if k == "barb":
            if self.advanced and mp.uprising_after(self.ctx, 0, 0, -1):
                return -1.0
            return 3.0 + (4.0 if self.endgame else 0.0)
        return -1.0

    # ----------------------------------------------------------------------------------
    def _take(self, slot: int) -> float:
        info = self.cat.of(self.state.row[slot])
        cost = civil.take_cost(self.ctx, info, slot)
        p = self.p
        base: float
        if info.kind == "technology":
            need = self.ctx.science_cost(info) - p.science
            if self.endgame and need > 0:
                return -1.0
            soon = need <= 2 * max(1, self.d.science)
            base = 7.0 if soon else 2.0
            if info.category == "government":
                base += 3.0
            if info.tech_type in ("farm", "mine", "lab", "theater", "temple"):
                base += 1.0
            if len(p.hand) >= self.d.civil_hand_limit - 1:
                base -= 3.0
        elif info.kind == "leader":
            if self.endgame:
                return -1.0
            base = LEADER_VALUE.get(info.id, 4.0)
        elif info.kind == "wonder":
            if self.endgame or self.d.resources < 3:
                return -1.0
            base = 6.0 - 0.5 * len(info.stages)
        else:
            if self.state.last_round:
                return -1.0
            base = 5.0
        return base - 1.6 * cost

    def _fix(self, a: Action) -> float | None:
        """During a threatened uprising: the actions that free a worker or add happy faces
        net of the worker they use (T-14.4)."""
        k = a.kind
        if k == "dest":
            info = self.ctx.tech(a.args[0])
            assert info is not None
            if info.per_worker.happy > 0:
                return -3.0
            unit = info.category == "unit"
            return 8.0 + (1.0 if unit and self.behind < -2 else 0.0) - 0.2 * info.build_cost
        if k == "build":
            info = self.ctx.tech(a.args[0])
            assert info is not None
            if info.per_worker.happy >= 2:
                return 9.0
        return None

    def _pop(self) -> float:
        p = self.p
        after = nation.consumption(p.yellow_bank - 1)
        if self.d.food - after < 0 and self.ctx.food < 6:
            return -1.0
        if self.advanced and mp.uprising_after(self.ctx, 1, 0, -1):
            return -1.0
        if p.pool > 1:
            return 0.5
        return 6.0 if p.pool == 0 else 3.0

    def _build(self, code: str) -> float:
        info = self.ctx.tech(code)
        assert info is not None
        if self.advanced and mp.uprising_after(self.ctx, -1, info.per_worker.happy, 0):
            return -3.0  # the worker would leave a discontent column empty
        t = info.tech_type
        if info.category == "unit" and self.advanced:
            if self.revolt and self.p.pool <= self.discontent:
                return -1.0
            strength = info.per_worker.strength
            cost = max(1, build_cost(self.cat, self.d, info, self.p))
            urgency = 2.0 + max(0, self.behind + 2) * 0.8
            return min(9.0, urgency) * strength / max(1.5, cost / 1.5) - 0.5
        if info.category == "unit":
            if not self.endgame:
                return 0.5 if self.d.strength < 2 else -1.0
            strength = info.per_worker.strength
            cost = max(1, build_cost(self.cat, self.d, info, self.p))
            return 2.0 + 4.0 * strength / cost
        value = TYPE_VALUE.get(t, 2.0) + 1.5 * info.age
        if t == "farm":
            value += 4.0 if self.food_net <= 0 else 0.0
        elif t == "mine":
            value += 2.0 if self.d.resources < 4 else 0.0
        elif t == "temple" and self.d.happy >= 8:
            value -= 3.0
        if self.advanced and t in ("temple", "arena", "theater"):
            gain = info.per_worker.happy
            if self.discontent and gain:
                value += 4.0 + (6.0 if self.revolt else 0.0)
        elif self.advanced and self.revolt:
            value -= 6.0
        if self.endgame and t in ("farm", "mine", "lab"):
            value -= 2.0  # output now counts once at the end
        if self.food_net <= 0 and t != "farm" and self.p.pool <= 1:
            value -= 2.0
        return value

    def _upgrade(self, src_code: str, dst_code: str) -> float:
        src, dst = self.ctx.tech(src_code), self.ctx.tech(dst_code)
        assert src is not None and dst is not None
        gain = dst.age - src.age
        if src.category == "unit" and self.advanced:
            cost = max(1, upgrade_cost(self.cat, self.d, src, dst, self.p))
            delta = dst.per_worker.strength - src.per_worker.strength
            urgency = 2.0 + max(0, self.behind + 2) * 0.8
            return min(9.0, urgency) * delta / max(1.0, cost / 1.5) - 0.5
        if src.category == "unit":
            if not self.endgame:
                return -1.0
            cost = max(1, upgrade_cost(self.cat, self.d, src, dst, self.p))
            delta = dst.per_worker.strength - src.per_worker.strength
            return 2.0 + 4.0 * delta / cost
        return 3.0 + 2.0 * gain + TYPE_VALUE.get(src.tech_type, 2.0) / 3

    def _wonder(self, stages: int) -> float:
        p = self.p
        info = self.cat.of(p.wonder)
        left = len(info.stages) - p.stages
        value = 6.0 + stages
        if stages == left:
            value += 4.0
        return value

    def _play(self, args: tuple[str, ...]) -> float:
        h = self.p.hand[int(args[0])]
        info = self.cat.of(h.inst)
        if info.kind == "leader":
            if self.p.leader:
                old = self.cat.of(self.p.leader)
                gain = LEADER_VALUE.get(info.id, 4) - LEADER_VALUE.get(old.id, 4)
                return 4.0 + gain if gain > 0 else -1.0
            return 9.0
        if info.kind == "technology":
            return self._tech(info, peaceful=True)
        return self._card(info, args[1:])

    def _tech(self, info: Info, peaceful: bool = False) -> float:
        if info.category == "government":
            if self.cat.of(self.p.government).age >= info.age:
                return -1.0
            return 6.0 if peaceful else 12.0
        value = 8.0 + (2.0 if info.age == 1 else 0.0)
        if info.category in ("production", "urban", "unit") and not self.endgame:
            value += 1.0
        return value

    def _revolution(self) -> float:
        if self.p.ca_spent > 0:
            return -1.0
        return 12.0

    def _card(self, info: Info, extra: tuple[str, ...]) -> float:
        pa = civil.perform_of(info)
        if pa is None:
            return 6.0
        if pa.action == "build" and extra:
            return self._build(extra[0]) + 2.0
        if pa.action == "upgrade" and len(extra) == 2:
            return self._upgrade(extra[0], extra[1]) + 2.0
        if pa.action == "build_wonder_stage":
            return self._wonder(1) + 2.0
        if pa.action == "increase_population":
            return self._pop() + 2.0
        if pa.action == "play_technology" and extra:
            tech = self.cat.of(self.p.hand[int(extra[0])].inst)
            if len(extra) == 2:
                return self._revolution() + 1.0
            return self._tech(tech, peaceful=True) + 2.0
        return 3.0
