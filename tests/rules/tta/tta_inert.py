"""Does every effect in the card data do something? (issue 26: Ocean Liner Service was loaded
but never applied.)

A *probe* puts one card to work in a rich position of a 4-player full game — a leader, a
completed wonder, a technology or a colony in play; a wonder one stage from completion; an
action card in hand; a pact in force; an event resolved; an aggression or war won against the
nation; a territory colonized — and records what the engine then shows and does:

1. the four players' views (every derived figure, the row's take costs, the hand's science
   costs and "why not", food and resources a turn, population cost ...);
2. the subject nation's legal actions in its action step, and the result (events and state) of
   each of them, answered to the end by a fixed policy;
3. its legal political actions and the results of its attacks, pacts and Columbus;
4. another nation's attacks on it, and its defence with every bonus card it holds;
5. a colonization auction it wins, with every bonus card it holds;
6. another nation's action step (build and upgrade costs: Tesla's surcharge).

A *variant* is the same card data with one effect removed, one numeric parameter of an effect
changed by one (0 parameters mean "absent" and stay), or one printed number (``stats``,
``per_worker``, a territory's ``permanent``) set to 0. An effect, parameter or number is inert
when no variant of it changes anything the probe records: :func:`inert` lists them.

The variant catalogue shares everything with the real one except the one card's
:class:`~rules.tta.catalog.Info`, so the engine code that reads the card is the only thing
that can tell the two apart.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields, replace
from typing import Any

import tta_helpers as h

from rules.core import Event, RulesError
from rules.tta import ages, catalog, civil, colonize, combat, engine, events, views
from rules.tta import cards as c
from rules.tta import state as state_mod
from rules.tta.actions import Action
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.derived import derive
from rules.tta.state import HandCard, Pact, TtaState, War

SUBJECT = 0  # the nation the card works for (or against)
OTHER = 1  # the strongest nation: attacker, pact partner, a second nation on turn
MARGIN = 6  # of the wars and aggressions won against the subject


# ------------------------------------------------------------------------------------------
# The rich position (built once with the real card data, then loaded for every variant)


SUBJECT_TECHS = (
    "irrigation",
    "selective_breeding",
    "iron",
    "coal",
    "alchemy",
    "scientific_method",
    "theology",
    "printing_press",
    "journalism",
    "multimedia",
    "drama",
    "bread_and_circuses",
    "swordsmen",
    "knights",
    "cannon",
    "air_forces",
)


@functools.cache
def _base_text() -> str:
    cat = catalog.load()
    state, _ = engine.new_game(cat, 4, {"variant": "full"}, 11)
    state.age = 2
    # The subject: Monarchy, every building type in play with workers, units for one full
    # Napoleonic army and an air force, goods, science, a wonder under construction, a
    # colony, two Age A wonders, an old leader, a war declared on it, a full military hand.
    h.add_tech(state, SUBJECT, "monarchy")
    for cid in SUBJECT_TECHS:
        h.add_tech(state, SUBJECT, cid)
    state.players[SUBJECT].yellow_bank += 10  # a probe position: tokens come from nowhere
    h.set_workers(
        state,
        SUBJECT,
        {
            "agriculture": 1,
            "irrigation": 1,
            "selective_breeding": 1,
            "bronze": 1,
            "iron": 1,
            "coal": 1,
            "philosophy": 4,  # the first urban building a raid or Terrorism picks
            "alchemy": 1,
            "scientific_method": 1,
            "religion": 0,
            "theology": 1,  # 2 happy faces from temples (Joan of Arc), 4 in all
            "printing_press": 1,
            "journalism": 1,
            "drama": 2,
            "bread_and_circuses": 0,  # 3 happy faces: far from the track's end (8)
            "warriors": 3,  # Homer counts two
            "swordsmen": 0,
            "knights": 2,
            "cannon": 1,
            "air_forces": 1,
        },
        pool=2,
    )
    state.players[SUBJECT].yellow_bank = 2  # + 2 from its colony: population cost 7
    h.set_tokens(state, SUBJECT, {"selective_breeding": 3, "agriculture": 2, "coal": 4, "iron": 2})
    s = state.players[SUBJECT]
    s.science, s.culture = 40, 60
    h.set_tactic(state, SUBJECT, "napoleonic_army")
    h.set_leader(state, SUBJECT, "joan_of_arc")  # an Age I leader: Assassinate scores its level
    h.start_wonder(state, SUBJECT, "first_space_flight", stages=2)  # a 9-resource stage next
    h.complete_wonders(state, SUBJECT, "pyramids", "colossus")
    s.colonies.append(h._pull(state, "wealthy_territory_i"))
    s.colonies.append(h._pull(state, "inhabited_territory_i"))
    for cid in ("republic", "opera", "riflemen"):
        h.give_hand(state, SUBJECT, cid)
    for cid in (
        "raid_i",
        "war_over_culture_ii",
        "defense_colonization_i",
        "defense_colonization_ii",
        "wealthy_territory_ii",
    ):
        h.give_military(state, SUBJECT, cid)
    # The strongest nation: many units, an old leader, goods, a lab to build, attack cards.
    for cid in ("monarchy", "cavalrymen", "riflemen", "alchemy", "printing_press", "iron"):
        h.add_tech(state, OTHER, cid)
    state.players[OTHER].yellow_bank += 10
    h.set_workers(state, OTHER, {"cavalrymen": 5, "riflemen": 5, "iron": 1}, pool=3)
    h.set_tokens(state, OTHER, {"iron": 5, "agriculture": 4})
    h.set_tactic(state, OTHER, "classic_army")
    o = state.players[OTHER]
    o.yellow_bank = 8
    o.science, o.culture = 20, 100
    h.set_leader(state, OTHER, "hammurabi")
    for cid in ("plunder_i", "spy", "war_over_resources"):
        h.give_military(state, OTHER, cid)
    state.wars.append(War(h._pull(state, "war_over_technology"), OTHER, SUBJECT, state.turn))
    # Seat 2: the weakest, with the most culture and a colony. Seat 3: as strong as the
    # strongest, discontent, the least culture, completed wonders of Ages I to III.
    h.set_workers(state, 2, {"warriors": 0}, pool=1)
    h.set_tokens(state, 2, {"agriculture": 3, "bronze": 3})
    state.players[2].culture = 120
    state.players[2].colonies.append(h._pull(state, "fertile_territory_i"))
    for cid in ("cavalrymen", "riflemen"):
        h.add_tech(state, 3, cid)
    state.players[3].yellow_bank += 10
    h.set_workers(state, 3, {"agriculture": 6, "bronze": 6, "cavalrymen": 5, "riflemen": 5}, pool=1)
    state.players[3].yellow_bank = 2
    h.set_tactic(state, 3, "classic_army")
    h.set_tokens(state, 3, {"agriculture": 2, "bronze": 2})
    h.complete_wonders(state, 3, "taj_mahal", "kremlin", "hollywood")
    state.players[3].culture = 5
    h.put_row(
        state,
        {1: "taj_mahal", 2: "computers", 3: "james_cook", 4: "rich_land_ii", 5: "cavalrymen"},
    )
    h.on_turn(state, SUBJECT, 5)
    state.age = 2
    for p in state.players:
        civil.sync_extra_tokens(Ctx(cat, state, p))
    return state_mod.dump(state)


def base(players: int = 4, variant: str = "full") -> TtaState:
    """The position; with fewer players, the last seats have resigned (T-22 #27: every
    player-count rule then uses the remaining players); ``variant`` the game's version."""
    state = state_mod.load(_base_text())
    state.options["variant"] = variant
    for seat in range(state.players_n - 1, players - 1, -1):
        ages.resign(catalog.load(), state, seat, [])
    return state


# ------------------------------------------------------------------------------------------
# Placing the card, and what is recorded


def _placements(card: c.Card) -> tuple[str, ...]:
    kind = card.kind
    if kind == "wonder":
        return ("complete", "build_last")
    if kind == "territory":
        return ("colony", "arrival")
    return {
        "leader": ("leader",),
        "technology": ("tech",),
        "action": ("hand",),
        "pact": ("pact_a", "pact_b"),
        "event": ("event",),
        "aggression": ("attack",),
        "war": ("attack",),
    }.get(kind, ())


def _place(cat: Catalog, state: TtaState, cid: str, how: str, out: list[Event]) -> None:
    s = state.players[SUBJECT]
    inst = h._pull(state, cid)
    info = cat.info[cid]
    if how == "leader":
        if s.leader:
            state.boxed.append(s.leader)
        s.leader = inst
    elif how == "complete":
        s.wonders.append(inst)
    elif how == "build_last":
        s.blue_bank += s.stages
        state.boxed.append(s.wonder)
        s.wonder, s.stages = inst, len(info.stages) - 1
        s.blue_bank -= s.stages
    elif how == "tech":
        if inst in s.techs:
            pass
        elif info.category == "government":
            s.techs.remove(s.government)
            s.government = inst
            s.techs.append(inst)
        else:
            s.techs = [t for t in s.techs if t.partition("#")[0] != cid]
            s.techs.append(inst)
        if info.category in ("production", "urban", "unit"):
            s.workers[cid] = s.workers.get(cid, 0) + 1
            s.pool -= 1
    elif how == "colony":
        s.colonies.append(inst)
    elif how == "arrival":
        colonize.place(cat, state, SUBJECT, inst, out)
    elif how == "hand":
        s.hand.append(HandCard(inst, -1))
    elif how in ("pact_a", "pact_b"):
        a, b = (SUBJECT, OTHER) if how == "pact_a" else (OTHER, SUBJECT)
        state.pacts.append(Pact(inst, SUBJECT, a, b))
    elif how == "event":
        state.past_events.append(inst)
        events.resolve(cat, state, info, SUBJECT, out)
    elif how == "attack":
        state.boxed.append(inst)
        combat.apply_effects(cat, state, info, OTHER, SUBJECT, MARGIN, out)
    for p in state.players:
        civil.sync_extra_tokens(Ctx(cat, state, p))


def _answer_all(cat: Catalog, state: TtaState, out: list[Any]) -> None:
    """Answer every pending question by a fixed policy: the subject bids its most, others
    pass; a force takes each bonus card in turn (its value recorded after each), then is
    done; a building to destroy is the one with the most workers; International Agreement
    takes the dearest card; other questions take their first answer."""
    for _ in range(60):
        if not state.pending or engine.is_over(state):
            return
        frame = state.pending[-1]
        codes = [a.encode() for a in engine.legal_actions(cat, state, frame.seat)]
        if frame.kind == "bid":
            bids = [x for x in codes if x.startswith("bid.")]
            code = bids[-1] if frame.seat == SUBJECT and bids else "pass"
        elif frame.kind == "force":
            cards = [x for x in codes if x.startswith("card.")]
            code = cards[0] if cards else ("done" if "done" in codes else codes[0])
        elif frame.kind == "pact":
            code = "accept" if "accept" in codes else codes[0]
        elif frame.kind == "pick" and frame.data.get("what") == "destroy":
            # The building with the most workers: a count of them matters.
            code = max(codes, key=lambda x: _workers(cat, state, frame, x))
        elif frame.kind == "agree":
            takes = [x for x in codes if x.startswith("take.")]
            code = takes[-1] if takes else codes[-1]  # the dearest card it can still afford
        else:
            code = codes[0]
        out.append(code)
        evs = engine.apply(cat, state, frame.seat, Action.decode(code))
        out.append([e.to_json() for e in evs])
        if frame.kind == "force":
            out.append(views.view(cat, state, frame.seat)["pending"])


def _workers(cat: Catalog, state: TtaState, frame: Any, code: str) -> int:
    target = state.players[int(frame.data["target"])]
    info = Ctx(cat, state, target).tech(code.split(".")[1])
    return target.workers.get(info.id, 0) if info is not None else 0


def _outcome(cat: Catalog, text: str, seat: int, code: str) -> Any:
    """The events and the state after ``seat`` plays ``code`` (questions answered)."""
    state = state_mod.load(text)
    record: list[Any] = [code]
    try:
        record.append([e.to_json() for e in engine.apply(cat, state, seat, Action.decode(code))])
        _answer_all(cat, state, record)
    except (RulesError, NotImplementedError, AssertionError, KeyError) as exc:
        record.append(repr(exc))
    record.append(state_mod.to_json(state))
    return record


# Kinds of actions a card most often changes first: comparing stops at the first difference.
FIRST = ("play", "rev", "pop", "barb", "wonder", "build", "upg", "take", "trade", "tac", "col")


def _turn_codes(cat: Catalog, state: TtaState, seat: int) -> list[str]:
    codes = [a.encode() for a in engine.legal_actions(cat, state, seat) if a.kind != "resign"]
    rank = {k: i for i, k in enumerate(FIRST)}
    return sorted(codes, key=lambda x: rank.get(x.split(".")[0], len(FIRST)))


def observe(
    cat: Catalog, cid: str, how: str, players: int = 4, variant: str = "full"
) -> Iterator[Any]:
    """What the engine shows and does with card ``cid`` placed ``how`` (lazily, cheapest
    first, so that comparing stops at the first difference); an exception is recorded too."""
    try:
        yield from _observe(cat, cid, how, players, variant)
    except Exception as exc:  # a failure is something the engine does too
        yield f"raised {exc!r}"


def _observe(cat: Catalog, cid: str, how: str, players: int, variant: str) -> Iterator[Any]:
    state = base(players, variant)
    placed: list[Event] = []
    try:
        _place(cat, state, cid, how, placed)
        resolved: list[Any] = [[e.to_json() for e in placed]]
        _answer_all(cat, state, resolved)
    except (RulesError, NotImplementedError, AssertionError, KeyError) as exc:
        yield repr(exc)
        return
    yield [resolved, state_mod.to_json(state)]
    for seat in range(state.players_n):
        yield views.view(cat, state, seat)
    if state.pending:
        return
    text = state_mod.dump(state)
    # 2. The subject's action step.
    codes = _turn_codes(cat, state, SUBJECT)
    yield codes
    for code in codes:
        yield _outcome(cat, text, SUBJECT, code)
    # 3. Its political step.
    pol = copy.deepcopy(state)
    pol.phase = "political"
    codes = [x for x in _turn_codes(cat, pol, SUBJECT) if not x.startswith("prep")]
    yield codes
    pol_text = state_mod.dump(pol)
    for code in codes:
        if code.split(".")[0] in ("agg", "war", "col", "pact"):
            yield _outcome(cat, pol_text, SUBJECT, code)
    # 4. Attacked by the strongest nation, 2 stronger than the subject: it can hold with its
    # bonus cards, so it is asked to defend.
    att = copy.deepcopy(state)
    h.on_turn(att, OTHER, 5)
    att.age = 2
    att.phase = "political"
    strength = derive(cat, att, att.players[SUBJECT]).strength
    o = att.players[OTHER]
    o.tactic = ""
    h.units_only(att, OTHER, {})
    h.set_workers(att, OTHER, {"warriors": 1}, pool=o.pool)
    gap = strength + 2 - derive(cat, att, o).strength
    if gap > 0:
        o.yellow_bank += gap  # a probe position: the tokens come from nowhere
        h.set_workers(att, OTHER, {"warriors": 1 + gap}, pool=o.pool)
    codes = _turn_codes(cat, att, OTHER)
    yield codes
    att_text = state_mod.dump(att)
    for code in codes:
        if code.split(".")[0] in ("agg", "war") and code.endswith(f".{SUBJECT}"):
            yield _outcome(cat, att_text, OTHER, code)
    # 5. A colonization auction the subject wins.
    col = copy.deepcopy(state)
    record: list[Any] = []
    colonize.start(cat, col, h._pull(col, "historic_territory_ii"), SUBJECT, placed)
    _answer_all(cat, col, record)
    yield [record, state_mod.to_json(col)]
    # 6. A long wonder (Internet, five stages) under construction: how many stages at once.
    long = copy.deepcopy(state)
    lp = long.players[SUBJECT]
    lp.blue_bank += lp.stages
    lp.wonder, lp.stages = h._pull(long, "internet"), 0
    yield [x for x in _turn_codes(cat, long, SUBJECT) if x.startswith("wonder")]
    # 7. The strongest nation's action step.
    other = copy.deepcopy(state)
    h.on_turn(other, OTHER, 5)
    other.age = 2
    other_text = state_mod.dump(other)
    for code in _turn_codes(cat, other, OTHER):
        if code.split(".")[0] in ("build", "upg"):
            yield _outcome(cat, other_text, OTHER, code)


# ------------------------------------------------------------------------------------------
# Variants of the card data


@dataclass(frozen=True)
class Variant:
    """One change to one card: ``what`` names it (``effects[1]``, ``effects[0].amount``,
    ``stats.culture`` ...)."""

    cid: str
    what: str
    card: c.Card


def with_card(cat: Catalog, card: c.Card) -> Catalog:
    """``cat`` with one card's data replaced (everything else the same)."""
    return cat.with_card(card)


def _bumped(value: Any) -> list[tuple[str, Any]]:
    """A numeric parameter changed by one (each number of an amount separately), none when
    it is absent (0) or not numeric."""
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, int):
        return [("", value + 1)] if value else []
    if isinstance(value, c.Quantity):
        out: list[tuple[str, Any]] = []
        if value.base:
            out.append((".base", replace(value, base=value.base + 1)))
        if value.margin_div is not None:
            out.append((".margin_div", replace(value, margin_div=value.margin_div + 1)))
        if value.by_players is not None:
            bp = value.by_players
            for n in ("p2", "p3", "p4"):
                more = replace(bp, **{n: getattr(bp, n) + 1})
                out.append((f".{n}", replace(value, by_players=more)))
        return out
    if isinstance(value, c.RankValues):
        return [
            (f".{n}[{k}]", replace(value, **{n: tuple(x + (i == k) for i, x in enumerate(vs))}))
            for n in ("p2", "p3", "p4")
            for vs in [getattr(value, n)]
            for k in range(len(vs))
            if vs[k]
        ]
    return []


def _changed(e: Any) -> Iterator[tuple[str, Any]]:
    """``e`` with one parameter changed: each non-zero number bumped by one, its ``per``
    count removed, each non-zero number of that count bumped."""
    for f in fields(e):
        value = getattr(e, f.name)
        for part, changed in _bumped(value):
            yield f"{f.name}{part}", replace(e, **{f.name: changed})
        if isinstance(value, c.Count):
            yield f"{f.name}=None", replace(e, **{f.name: None})
            for g in fields(value):
                for part, changed in _bumped(getattr(value, g.name)):
                    count = replace(value, **{g.name: changed})
                    yield f"{f.name}.{g.name}{part}", replace(e, **{f.name: count})


def _stat_fields(card: c.Card) -> Iterator[tuple[str, c.Stats]]:
    for name in ("stats", "per_worker", "permanent"):
        value = getattr(card, name, None)
        if isinstance(value, c.Stats):
            yield name, value


def variants(card: c.Card) -> Iterator[Variant]:
    effects = tuple(card.effects)
    for i, e in enumerate(effects):
        rest = (*effects[:i], *effects[i + 1 :])
        yield Variant(card.id, f"effects[{i}]", replace(card, effects=rest))
        for what, new in _changed(e):
            yield Variant(
                card.id,
                f"effects[{i}].{what}",
                replace(card, effects=(*effects[:i], new, *effects[i + 1 :])),
            )
    for name, stats in _stat_fields(card):
        for stat, value in stats.nonzero().items():
            # A building's output per worker changes by one (cards.check_db wants one; down
            # from 2 and more, away from the happy-face track's end); other printed numbers
            # are removed.
            new = (value - 1 if value >= 2 else value + 1) if name == "per_worker" else 0
            changes: dict[str, Any] = {name: replace(stats, **{stat: new})}
            if name == "per_worker" and stat in ("food", "resources"):
                # A farm's or mine's output is its token value (T-13.1 step 2; cards.check_db
                # holds the two printed numbers equal): the engine reads ``token_value``.
                changes["token_value"] = new
            yield Variant(card.id, f"{name}.{stat}", replace(card, **changes))


# ------------------------------------------------------------------------------------------
# The check


END = object()  # no more observations


class Probe:
    """The real card data's observations of one card, computed as far as needed."""

    def __init__(self, cid: str, how: str, players: int = 4, variant: str = "full") -> None:
        self.cid, self.how, self.players, self.variant = cid, how, players, variant
        self._it = observe(catalog.load(), cid, how, players, variant)
        self._seen: list[Any] = []

    def _at(self, i: int) -> Any:
        while len(self._seen) <= i:
            nxt = next(self._it, END)
            if nxt is END:
                return END
            self._seen.append(nxt)
        return self._seen[i]

    def differs(self, cat: Catalog) -> bool:
        i = -1
        for i, obs in enumerate(observe(cat, self.cid, self.how, self.players, self.variant)):
            if obs != self._at(i):
                return True
        return self._at(i + 1) is not END


def card_variants(cid: str) -> list[Variant]:
    """The variants of one card: every effect removed, and the changed parameters and
    numbers the validator accepts (what it refuses cannot be data)."""
    db = catalog.load().db
    out = []
    for v in variants(db.cards[cid]):
        if v.what.startswith("effects[") and v.what.endswith("]"):
            out.append(v)  # removed: does the engine read it at all?
            continue
        problems: list[str] = []
        c._check_card(db, v.card, problems)
        for i, e in enumerate(v.card.effects):
            c._check_effect(db, v.card, i, e, problems)
        if not problems:
            out.append(v)
    return out


def _dimensions(card: c.Card) -> list[tuple[int, str]]:
    """(players, variant) of the probes: a 4-player full game, and what the card's numbers
    may depend on: 3 and 2 players (amounts by player count), the advanced game."""
    text = repr(card.effects)
    out = [(4, "full")]
    if "by_players=PerPlayers" in text or "RankValues(" in text:
        out += [(3, "full"), (2, "full")]
    if "advanced_level=" in text and "advanced_level=None" not in text:
        out.append((4, "advanced"))
    return out


def inert(cid: str, make: Callable[[Catalog, c.Card], Catalog] = with_card) -> list[str]:
    """The variants of ``cid`` that change nothing the probes record (each placement of the
    card is a probe; a variant counts when any probe tells it apart)."""
    cat = catalog.load()
    card = cat.db.cards[cid]
    probes = [Probe(cid, how, n, g) for n, g in _dimensions(card) for how in _placements(card)]
    out = []
    for v in card_variants(cid):
        changed = make(cat, v.card)
        if not any(p.differs(changed) for p in probes):
            out.append(v.what)
    return out


def cards_with_data() -> list[str]:
    """Every card with an effect or a printed number the variants change."""
    cat = catalog.load()
    return [cid for cid, card in cat.db.cards.items() if any(True for _ in variants(card))]
