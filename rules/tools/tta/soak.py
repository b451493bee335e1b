"""Soak: many random games per player count with the invariants checked after every action.

``python -m rules.tta soak --games N [--variant advanced|full] [--option key=value]`` plays N
games for each of 2, 3 and 4 players with random agents and checks, after every action (T-22 M1
and M2 soak lists):

* yellow tokens: bank + unused workers + workers on cards = 25 + tokens taken from the common
  bank (T-3.2); blue tokens: bank + tokens on cards + wonder stages = 18 + extras (T-3.3);
* action tokens: spent never above the maximum plus one-turn extras (T-7.2.3);
* urban limits per type (T-8.3); the civil hand limit when a card is taken (T-6.2.5);
* the derived values equal an independent recount from the cards in play (T-3.7);
* no card instance in two places, none lost (every deck card accounted for);
* every stored counter non-negative;

* advanced/full: current + future events = players + 2; the military hand within its limit once
  the political step is over; no frame for a resigned nation; optionally no view leaking a
  hidden card (``view_every``);

and, at the end of each game, no frame is left open and ``load(dump(s))`` gives the same dump.
Any violation raises :class:`SoakFailure` naming the game and the action. The report counts
rounds, turns, wars, aggressions, uprisings, famines and colonies per player count.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.tta import catalog, engine, nation, views
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
    out += state.boxed + state.box_unseen + state.final_events + state.gradual
    out += [w.inst for w in state.wars] + [x.inst for x in state.pacts]
    out += in_play_limbo(state)
    for p in state.players:
        out += [t for t in p.techs if not t.endswith("#0")]
        out += [r for r in p.replaced if not r.endswith("#0")]
        out += [h.inst for h in p.hand] + p.military + p.wonders + p.colonies
        out += [x for x in (p.leader, p.wonder, p.tactic) if x]
    return out


def in_play_limbo(state: TtaState) -> list[str]:
    """Cards held by a pending decision: a territory at auction, an aggression or a war
    being fought (each appears in the first frame that carries it)."""
    out: list[str] = []
    for f in state.pending:
        if f.kind == "bid":
            out.append(str(f.data["card"]))
        elif f.kind == "force":
            card = f.data.get("op", {}).get("card")
            if card:
                out.append(str(card))
    return list(dict.fromkeys(out))


def expected_instances(cat: Catalog, state: TtaState) -> Counter[str]:
    n = state.players_n
    variant = state.options.get("variant")
    last = {"simple": 1, "advanced": 2}.get(str(variant), 3)
    cards: list[str] = []
    for age in range(0, last + 1):
        cards += cat.deck("civil", age, n)
    military_last = 0 if variant == "simple" else 3
    for age in range(0, military_last + 1):
        cards += cat.deck("military", age, n)
    return Counter(cards)


def check_invariants(cat: Catalog, state: TtaState, expected: Counter[str] | None = None) -> None:
    """Raise :class:`SoakFailure` when any invariant of the module docstring fails."""
    for p in state.players:
        d = derive(cat, state, p)
        yellow = p.yellow_bank + p.pool + sum(p.workers.values())
        easier = 1 if state.options.get("easier") else 0  # T-19.1
        if yellow != nation.YELLOW_TOKENS + easier + p.extra_yellow + p.yellow_delta:
            raise SoakFailure(f"seat {p.seat}: {yellow} yellow tokens")
        blue = p.blue_bank + sum(p.tokens.values()) + (p.stages if p.wonder else 0)
        if blue != nation.BLUE_TOKENS + p.extra_blue + p.blue_delta:
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
    """An independent, literal recount of the indicators (T-3.7, T-12, T-20): the cards of
    every age written out one by one, armies formed greedily; a second implementation the
    property tests compare :func:`rules.tta.derived.derive` with."""
    p = state.players[seat]
    info = cat.info
    w = {cid: n for cid, n in p.workers.items()}

    def workers(*types: str) -> int:
        return sum(n for cid, n in w.items() if info[cid].tech_type in types)

    leader = p.leader.partition("#")[0] if p.leader else ""
    ravaged = {x.partition("#")[0] for x in p.ravaged}
    wonders = {x.partition("#")[0] for x in p.wonders} - ravaged
    techs = [info[t.partition("#")[0]] for t in p.techs]
    gov = info[p.government.partition("#")[0]]
    strength = sum(info[c].per_worker.strength * n for c, n in w.items())
    culture = sum(info[c].per_worker.culture * n for c, n in w.items())
    science = sum(info[c].per_worker.science * n for c, n in w.items())
    happy_pos = sum(max(0, info[c].per_worker.happy) * n for c, n in w.items())
    happy_neg = sum(max(0, -info[c].per_worker.happy) * n for c, n in w.items())
    temple_happy = sum(
        info[c].per_worker.happy * n for c, n in w.items() if info[c].tech_type == "temple"
    )
    theater_happy = sum(
        info[c].per_worker.happy * n for c, n in w.items() if info[c].tech_type == "theater"
    )
    ca, ma = gov.gov_ca, gov.gov_ma
    stats = [t.stats for t in techs if t.category in ("special", "government")]
    stats += [info[c.partition("#")[0]].stats for c in p.colonies]
    for s in stats:
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
        happy_neg += max(0, -s.happy)
        wonder_happy += max(0, s.happy)
        ca += s.civil_actions
        ma += s.military_actions
    culture += 2 * len(ravaged)  # T-22 #38
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
    labs = ("lab", "library")
    if leader == "homer":
        culture += min(2, w.get("warriors", 0))
    elif leader == "alexander_the_great":
        strength += workers("infantry", "cavalry", "artillery", "air_force")
    elif leader == "michelangelo":
        culture += double * (temple_happy + theater_happy + wonder_happy)
    elif leader == "joan_of_arc":
        strength += double * temple_happy
    elif leader in ("leonardo_da_vinci", "isaac_newton", "albert_einstein"):
        science += max((info[c].age for c in w if info[c].tech_type in labs), default=0)
    elif leader == "genghis_khan":
        strength += workers("cavalry")
        culture += workers("cavalry")
    elif leader == "william_shakespeare":
        culture += workers("library") + 2 * min(workers("library"), workers("theater"))
    elif leader == "james_cook":
        culture += 2 * len(p.colonies)
    elif leader == "j_s_bach":
        culture += workers("theater")
    elif leader == "rock_and_roll_icon":
        theaters = [info[c] for c in w if info[c].tech_type == "theater"]
        if theaters:
            culture += max(theaters, key=lambda t: t.age).per_worker.culture
    elif leader == "game_designer":
        culture += sum(info[c].age * n for c, n in w.items() if info[c].tech_type == "lab")
        science -= workers("lab")
    for pact in state.pacts:
        if seat not in (pact.a, pact.b):
            continue
        pid = pact.inst.partition("#")[0]
        a_side = seat == pact.a
        partner = state.players[pact.partner(seat)]
        if pid == "open_borders_agreement":
            ma += 1
        elif pid == "promise_of_military_protection":
            if a_side:
                culture += 1
            else:
                strength += 5
                culture -= 1
        elif pid == "international_tourism":
            culture += len(partner.wonders)
        elif pid == "loss_of_sovereignty":
            culture += 2 if a_side else -2
        elif pid == "military_pact":
            strength += 4
        elif pid == "peace_treaty":
            culture += 1
    if p.tactic and leader != "genghis_khan":
        strength += _greedy_armies(cat, p.tactic, w, leader == "napoleon_bonaparte")
    net = double * happy_pos - happy_neg
    if double == 2 and state.options.get("st_peters_doubling") == "net":
        net = 2 * (happy_pos - happy_neg)
    happy = min(8, max(0, net))
    limit = gov.urban_limit + (1 if state.options.get("easier") else 0)
    rate_cap = state.options.get("science_rate_cap", 0)
    science = max(0, science)
    if isinstance(rate_cap, int) and not isinstance(rate_cap, bool) and rate_cap > 0:
        science = min(science, rate_cap)
    return (min(60, max(0, strength)), min(30, max(0, culture)), science, happy, ca, ma, limit)


def _greedy_armies(cat: Catalog, tactic: str, w: dict[str, int], napoleon: bool) -> int:
    """Armies formed one at a time: modern ones (units at most one age older than the tactic)
    while they can be formed, then obsolete ones from what is left; air units double the
    best armies (T-12.2)."""
    t = cat.of(tactic)
    pool: list[tuple[str, int]] = []
    for cid, n in w.items():
        info = cat.info[cid]
        if info.category == "unit":
            pool += [(info.tech_type, info.age)] * n
    need = {"infantry": t.army[0], "cavalry": t.army[1], "artillery": t.army[2]}
    values: list[int] = []
    for modern in (True, False):
        while True:
            picked: list[tuple[str, int]] = []
            for unit_type, r in need.items():
                fits = [u for u in pool if u[0] == unit_type and (not modern or u[1] >= t.age - 1)]
                if len(fits) < r:
                    break
                picked += sorted(fits, key=lambda u: -u[1])[:r]
            else:
                if not picked:
                    break
                for u in picked:
                    pool.remove(u)
                values.append(t.army_value if modern else t.army_obsolete)
                continue
            break
    air = sum(1 for u in pool if u[0] == "air_force")
    values.sort(reverse=True)
    total = sum(values) + sum(values[:air])
    if napoleon and values:
        total += values[0] * (2 if air else 1)
    return total


@dataclass
class CountStats:
    """What happened in the games of one player count (for the soak report)."""

    games: int = 0
    rounds: int = 0
    turns: int = 0
    war_games: int = 0
    wars: int = 0
    aggressions: int = 0
    uprising_games: int = 0
    uprisings: int = 0
    famine_games: int = 0
    famines: int = 0
    colonies: int = 0
    resigned: int = 0

    def line(self, n: int) -> str:
        g = max(1, self.games)
        return (
            f"{n} players: {self.games} games, mean {self.rounds / g:.1f} rounds "
            f"({self.turns / g:.0f} turns); wars in {100 * self.war_games / g:.0f} % of games "
            f"({self.wars / g:.2f}/game), aggressions {self.aggressions / g:.2f}/game, "
            f"uprisings in {100 * self.uprising_games / g:.0f} % ({self.uprisings / g:.2f}/game), "
            f"famines in {100 * self.famine_games / g:.0f} % ({self.famines / g:.2f}/game), "
            f"colonies {self.colonies / g:.2f}/game"
        )


@dataclass
class SoakReport:
    games: dict[int, int]
    actions: int
    seconds: float
    stats: dict[int, CountStats] | None = None


def check_advanced(
    cat: Catalog, state: TtaState, skip_limit_turn: int, entered_actions: bool = False
) -> None:
    """The M2 soak list: event piles hold players + 2 cards; after the political step the
    military hand is within its limit; a pending frame belongs to a nation in the game."""
    if state.options.get("variant") == "simple":
        return
    piles = len(state.current_events) + len(state.future_events)
    if piles != state.players_n + 2:
        raise SoakFailure(f"current + future events = {piles}")
    if entered_actions and state.turn != skip_limit_turn:
        p = state.players[state.current]
        limit = derive(cat, state, p).military_hand_limit
        if len(p.military) > limit:
            raise SoakFailure(f"seat {p.seat}: {len(p.military)} military cards over {limit}")
    for f in state.pending:
        if state.players[f.seat].resigned:
            raise SoakFailure(f"a frame waits for resigned seat {f.seat}")


def check_views(state: TtaState, events: Sequence[Any]) -> None:
    """No view and no visible event carries an identifier the viewer may not see."""
    import json

    cat = catalog.load()
    for viewer in [None, *range(state.players_n)]:
        hidden = views.hidden(state, viewer)
        text = json.dumps(views.view(cat, state, viewer))
        seen = json.dumps([e.to_json() for e in events if e.visible_to(viewer)])
        for inst in hidden:
            quoted = f'"{inst}"'
            if quoted in text or quoted in seen:
                raise SoakFailure(f"viewer {viewer} sees hidden {inst}")


def run(
    games: int,
    players: Sequence[int] = (2, 3, 4),
    seed: int = 0,
    agents: str = "random",
    check_every: int = 1,
    progress: Callable[[str], None] | None = None,
    options: Mapping[str, Any] | None = None,
    view_every: int = 0,
) -> SoakReport:
    """Play ``games`` games per player count, checking the invariants; raise on a failure.
    ``view_every``: also check the views for leaks every that many actions (0: never)."""
    cat = catalog.load()
    done: dict[int, int] = {}
    stats: dict[int, CountStats] = {}
    actions = 0
    start = time.perf_counter()
    for n in players:
        st = stats.setdefault(n, CountStats())
        for g in range(games):
            game_seed = seed + 1000 * n + g
            bots = [make_agent(agents, game_seed * 7 + i) for i in range(n)]
            state, _ = engine.new_game(cat, n, options or {}, game_seed)
            expected = expected_instances(cat, state)
            step = 0
            skip_turn = -1
            seen: Counter[str] = Counter()
            while not engine.is_over(state):
                seat = engine.to_act(state)[0]
                action: Action = bots[seat].choose(state, seat)
                if action.kind == "take" and not state.pending:
                    _check_take(cat, state, seat, action, n, g)
                before = (state.turn, state.phase, bool(state.pending))
                events = engine.apply(cat, state, seat, action)
                entered = (
                    state.phase == "actions"
                    and not state.pending
                    and (before[0] != state.turn or before[1] != "actions" or before[2])
                )
                for e in events:
                    seen[e.kind] += 1
                    if e.kind == "event" and e.data.get("card") == "development_of_politics":
                        skip_turn = state.turn
                    elif e.kind == "maintenance" and e.data.get("famine"):
                        seen["famine"] += 1
                step += 1
                if step % check_every == 0:
                    try:
                        check_invariants(cat, state, expected)
                        check_advanced(cat, state, skip_turn, entered)
                        if view_every and step % view_every == 0:
                            check_views(state, events)
                    except SoakFailure as exc:
                        raise SoakFailure(
                            f"{n} players, game {g} (seed {game_seed}), action {step} "
                            f"{action.encode()}: {exc}"
                        ) from exc
            check_invariants(cat, state, expected)
            if state.pending:
                raise SoakFailure(f"{n} players, game {g}: the game ended with a frame open")
            text = state_mod.dump(state)
            if state_mod.dump(state_mod.load(text)) != text:
                raise SoakFailure(f"{n} players, game {g}: dump/load differs")
            actions += step
            st.games += 1
            st.rounds += state.round
            st.turns += state.turn
            st.wars += seen["war"]
            st.war_games += 1 if seen["war"] else 0
            st.aggressions += seen["aggression"]
            st.uprisings += seen["uprising"]
            st.uprising_games += 1 if seen["uprising"] else 0
            st.famines += seen["famine"]
            st.famine_games += 1 if seen["famine"] else 0
            st.colonies += seen["colony"]
            st.resigned += seen["resign"]
        done[n] = games
        if progress is not None:
            progress(st.line(n))
    return SoakReport(done, actions, time.perf_counter() - start, stats)


def _check_take(cat: Catalog, state: TtaState, seat: int, action: Action, n: int, g: int) -> None:
    inst = state.row[int(action.args[0]) - 1]
    if cat.of(inst).kind == "wonder":
        return
    p = state.players[seat]
    limit = derive(cat, state, p).civil_hand_limit
    if len(p.hand) >= limit:
        raise SoakFailure(f"{n} players, game {g}: a card taken with a full hand")
