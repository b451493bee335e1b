"""Soak: many random games per player count with the invariants checked after every action.

``python -m rules.tta soak --games N`` plays N simple games for each of 2, 3 and 4 players with
random agents and checks, after every action (T-22 M1 soak list):

* yellow tokens: bank + unused workers + workers on cards = 25 + tokens taken from the common
  bank (T-3.2); blue tokens: bank + tokens on cards + wonder stages = 18 + extras (T-3.3);
* action tokens: spent never above the maximum plus one-turn extras (T-7.2.3);
* urban limits per type (T-8.3); the civil hand limit when a card is taken (T-6.2.5);
* the derived values equal an independent recount from the cards in play (T-3.7);
* no card instance in two places, none lost (every deck card accounted for);
* every stored counter non-negative;

and, at the end of each game, ``load(dump(s))`` gives the same dump. Any violation raises
:class:`SoakFailure` naming the game and the action.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.tta import catalog, engine, nation
from rules.tta import state as state_mod
from rules.tta.actions import Action
from rules.tta.agents import make_agent
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.derived import derive
from rules.tta.state import TtaState


class SoakFailure(AssertionError):
    pass


def all_instances(state: TtaState) -> list[str]:
    """Every card instance in the game, wherever it is (printed techs excluded)."""
    out: list[str] = [c for c in state.row if c]
    for deck in state.civil_decks.values():
        out += deck
    for deck in state.military_decks.values():
        out += deck
    for pile in state.military_discards.values():
        out += pile
    out += state.events + state.current_events + state.future_events + state.past_events
    out += state.boxed + state.box_unseen
    for p in state.players:
        out += [t for t in p.techs if not t.endswith("#0")]
        out += [r for r in p.replaced if not r.endswith("#0")]
        out += [h.inst for h in p.hand] + p.military + p.wonders + p.colonies
        out += [x for x in (p.leader, p.wonder, p.tactic) if x]
    return out


def expected_instances(cat: Catalog, state: TtaState) -> Counter[str]:
    n = state.players_n
    cards = cat.deck("civil", 0, n) + cat.deck("civil", 1, n) + cat.deck("military", 0, n)
    return Counter(cards)


def check_invariants(cat: Catalog, state: TtaState, expected: Counter[str] | None = None) -> None:
    """Raise :class:`SoakFailure` when any invariant of the module docstring fails."""
    for p in state.players:
        d = derive(cat, state, p)
        yellow = p.yellow_bank + p.pool + sum(p.workers.values())
        easier = 1 if state.options.get("easier") else 0  # T-19.1
        if yellow != nation.YELLOW_TOKENS + easier + p.extra_yellow:
            raise SoakFailure(f"seat {p.seat}: {yellow} yellow tokens")
        blue = p.blue_bank + sum(p.tokens.values()) + (p.stages if p.wonder else 0)
        if blue != nation.BLUE_TOKENS + p.extra_blue:
            raise SoakFailure(f"seat {p.seat}: {blue} blue tokens")
        if p.extra_blue != max(0, d.blue_tokens) and p.extra_blue > d.blue_tokens:
            raise SoakFailure(f"seat {p.seat}: holds {p.extra_blue} extra blue tokens")
        if min(p.yellow_bank, p.pool, p.blue_bank, p.science, p.ca_spent, p.ma_spent) < 0:
            raise SoakFailure(f"seat {p.seat}: a negative count")
        if any(n <= 0 for n in p.workers.values()) or any(n <= 0 for n in p.tokens.values()):
            raise SoakFailure(f"seat {p.seat}: an empty entry in workers/tokens")
        for cid in p.tokens:
            if cat.info[cid].tech_type not in ("farm", "mine"):
                raise SoakFailure(f"seat {p.seat}: blue tokens on {cid}")
            if not any(t.partition("#")[0] == cid for t in p.techs):
                raise SoakFailure(f"seat {p.seat}: tokens on {cid}, not in play")
        per_type: Counter[str] = Counter()
        for cid, n in p.workers.items():
            info = cat.info[cid]
            if not any(t.partition("#")[0] == cid for t in p.techs):
                raise SoakFailure(f"seat {p.seat}: workers on {cid}, not in play")
            if info.category == "urban":
                per_type[info.tech_type] += n
        for t, n in per_type.items():
            if n > d.urban_limit:
                raise SoakFailure(f"seat {p.seat}: {n} {t} buildings over limit {d.urban_limit}")
        if state.phase == "actions" and p.seat == state.current:
            ctx = Ctx(cat, state, p)
            if p.ca_spent > ctx.ca_max or p.ma_spent > ctx.ma_max:
                raise SoakFailure(f"seat {p.seat}: more actions spent than held")
        recount = recount_indicators(cat, state, p.seat)
        mine = (d.strength, d.culture, d.science, d.happy, d.ca, d.ma, d.urban_limit)
        if recount != mine:
            raise SoakFailure(f"seat {p.seat}: derived {mine} != recount {recount}")
        if p.government not in p.techs:
            raise SoakFailure(f"seat {p.seat}: government not in play")
    instances = all_instances(state)
    counts = Counter(instances)
    twice = [c for c, n in counts.items() if n > 1]
    if twice:
        raise SoakFailure(f"cards in two places: {twice[:5]}")
    if expected is not None and counts != expected:
        missing = expected - counts
        extra = counts - expected
        raise SoakFailure(f"cards lost {list(missing)[:5]} or made {list(extra)[:5]}")


def recount_indicators(cat: Catalog, state: TtaState, seat: int) -> tuple[int, ...]:
    """An independent, literal recount of the indicators for the cards of Ages A and I
    (T-3.7, T-12.1, T-20): a second implementation the property tests compare with."""
    p = state.players[seat]
    info = cat.info
    w = {cid: n for cid, n in p.workers.items()}

    def workers(*types: str) -> int:
        return sum(n for cid, n in w.items() if info[cid].tech_type in types)

    leader = p.leader.partition("#")[0] if p.leader else ""
    wonders = {x.partition("#")[0] for x in p.wonders}
    techs = [info[t.partition("#")[0]] for t in p.techs]
    gov = info[p.government.partition("#")[0]]
    strength = sum(info[c].per_worker.strength * n for c, n in w.items())
    culture = sum(info[c].per_worker.culture * n for c, n in w.items())
    science = sum(info[c].per_worker.science * n for c, n in w.items())
    happy_pos = sum(max(0, info[c].per_worker.happy) * n for c, n in w.items())
    happy_neg = sum(max(0, -info[c].per_worker.happy) * n for c, n in w.items())
    temple_happy = sum(info[c].per_worker.happy * n for c, n in w.items()
                       if info[c].tech_type == "temple")
    theater_happy = sum(info[c].per_worker.happy * n for c, n in w.items()
                        if info[c].tech_type == "theater")
    ca, ma = gov.gov_ca, gov.gov_ma
    for t in techs:
        if t.category in ("special", "government"):
            s = t.stats
            strength += s.strength
            culture += s.culture
            science += s.science
            happy_pos += max(0, s.happy)
            happy_neg += max(0, -s.happy)
            ca += s.civil_actions
            ma += s.military_actions
    wonder_happy = 0
    for wid in wonders:
        s = info[wid].stats
        strength += s.strength
        culture += s.culture
        science += s.science
        happy_pos += max(0, s.happy)
        wonder_happy += max(0, s.happy)
        ca += s.civil_actions
        ma += s.military_actions
    if "great_wall" in wonders:
        strength += workers("infantry", "artillery")
    double = 2 if "st_peters_basilica" in wonders else 1
    if leader:
        s = info[leader].stats
        strength += s.strength
        culture += s.culture
        science += s.science
        happy_pos += max(0, s.happy)
        ca += s.civil_actions
        ma += s.military_actions
    if leader == "homer":
        culture += min(2, w.get("warriors", 0))
    elif leader == "alexander_the_great":
        strength += workers("infantry", "cavalry", "artillery", "air_force")
    elif leader == "michelangelo":
        gov_happy = 0
        culture += double * (temple_happy + theater_happy + wonder_happy + gov_happy)
    elif leader == "joan_of_arc":
        strength += double * temple_happy
    elif leader == "leonardo_da_vinci":
        levels = [info[c].age for c in w if info[c].tech_type in ("lab", "library")]
        science += max(levels, default=0)
    elif leader == "genghis_khan":
        strength += workers("cavalry")
        culture += workers("cavalry")
    net = (double * happy_pos - happy_neg)
    if double == 2 and state.options.get("st_peters_doubling") == "net":
        net = 2 * (happy_pos - happy_neg)
    happy = min(8, max(0, net))
    limit = gov.urban_limit + (1 if state.options.get("easier") else 0)
    rate_cap = state.options.get("science_rate_cap", 0)
    science = max(0, science)
    if isinstance(rate_cap, int) and not isinstance(rate_cap, bool) and rate_cap > 0:
        science = min(science, rate_cap)
    return (min(60, max(0, strength)), min(30, max(0, culture)), science, happy, ca, ma, limit)


@dataclass
class SoakReport:
    games: dict[int, int]
    actions: int
    seconds: float


def run(
    games: int,
    players: Sequence[int] = (2, 3, 4),
    seed: int = 0,
    agents: str = "random",
    check_every: int = 1,
    progress: Callable[[str], None] | None = None,
    options: Mapping[str, Any] | None = None,
) -> SoakReport:
    """Play ``games`` games per player count, checking the invariants; raise on a failure."""
    cat = catalog.load()
    done: dict[int, int] = {}
    actions = 0
    start = time.perf_counter()
    for n in players:
        for g in range(games):
            game_seed = seed + 1000 * n + g
            bots = [make_agent(agents, game_seed * 7 + i) for i in range(n)]
            state, _ = engine.new_game(cat, n, options or {}, game_seed)
            expected = expected_instances(cat, state)
            step = 0
            while not engine.is_over(state):
                seat = engine.to_act(state)[0]
                action: Action = bots[seat].choose(state, seat)
                if action.kind == "take" and not state.pending:
                    _check_take(cat, state, seat, action, n, g)
                engine.apply(cat, state, seat, action)
                step += 1
                if step % check_every == 0:
                    try:
                        check_invariants(cat, state, expected)
                    except SoakFailure as exc:
                        raise SoakFailure(
                            f"{n} players, game {g} (seed {game_seed}), action {step} "
                            f"{action.encode()}: {exc}"
                        ) from exc
            check_invariants(cat, state, expected)
            text = state_mod.dump(state)
            if state_mod.dump(state_mod.load(text)) != text:
                raise SoakFailure(f"{n} players, game {g}: dump/load differs")
            actions += step
        done[n] = games
        if progress is not None:
            progress(f"{n} players: {games} games without exceptions")
    return SoakReport(done, actions, time.perf_counter() - start)


def _check_take(cat: Catalog, state: TtaState, seat: int, action: Action, n: int, g: int) -> None:
    inst = state.row[int(action.args[0]) - 1]
    if cat.of(inst).kind == "wonder":
        return
    p = state.players[seat]
    limit = derive(cat, state, p).civil_hand_limit
    if len(p.hand) >= limit:
        raise SoakFailure(f"{n} players, game {g}: a card taken with a full hand")
