"""Answers given in advance (issue 29, rules/tta/standing.py): a standing answer yields only
the engine's legal actions (random playouts, every out-of-turn question, random answers),
applying it keeps the game valid, each kind does what it says on concrete positions
(defence T-15.7.2 / T-15.9.2, colonization T-15.6.1-2, pacts T-15.8.2, event questions
T-15.4, T-15.10.1, T-22 #24), and it reads nothing the seat may not see."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import tta_helpers as h

from rules.core import (
    GameAdapter,
    Rng,
    StandingAnswer,
    StandingKind,
    StandingParam,
    normalize_standing,
)
from rules.tools.tta import soak
from rules.tta import GAME, catalog, engine, standing
from rules.tta import state as state_mod
from rules.tta.agents import make_agent
from rules.tta.game import STANDING
from rules.tta.state import Frame, TtaState, War, card_id

# ------------------------------------------------------------------------------------------
# Helpers


def _random_answer(rng: Rng, kind: StandingKind, players: int) -> StandingAnswer:
    out: StandingAnswer = {"kind": kind.id}
    for p in kind.params:
        if p.kind == "int":
            assert p.minimum is not None and p.maximum is not None
            out[p.key] = p.minimum + rng.below(p.maximum - p.minimum + 1)
        elif p.kind == "choice":
            out[p.key] = rng.choice(p.choices)
        elif p.kind == "seats":
            out[p.key] = [s for s in range(players) if rng.below(2)]
    normal = kind.normalize(out, players)
    assert normal == out
    return normal


def _redeal(state: TtaState, seat: int, rng: Rng) -> TtaState:
    """A copy of ``state`` that differs from it only in what ``seat`` may not see: deck
    order, the other nations' military hands (swapped with deck cards of the same age) and
    a force another nation is choosing."""
    copy = state_mod.load(state_mod.dump(state))
    cat = h.cat()
    for deck in (*copy.civil_decks.values(), *copy.military_decks.values()):
        rng.shuffle(deck)
    for p in copy.players:
        if p.seat == seat:
            continue
        for i, inst in enumerate(p.military):
            deck = copy.military_decks.get(cat.of(inst).age) or []
            if deck:
                j = rng.below(len(deck))
                p.military[i], deck[j] = deck[j], p.military[i]
    for frame in copy.pending:
        op = frame.data.get("op") if frame.kind == "force" else None
        if isinstance(op, dict) and "attack" in op:
            op["attack"] = {"purpose": op["attack"]["purpose"], "units": {}, "cards": []}
    return copy


def _answers_for(question: str) -> list[StandingAnswer]:
    return [k.normalize({"kind": k.id}) or {} for k in standing.KINDS if k.question == question]


# ------------------------------------------------------------------------------------------
# The property: legal actions only, the game stays valid, nothing hidden is read


@pytest.mark.parametrize(
    ("variant", "players", "games"), [("advanced", 2, 60), ("full", 3, 25), ("full", 4, 25)]
)
def test_standing_answers_are_legal_in_random_playouts(
    variant: str, players: int, games: int
) -> None:
    """Issue 29: at every out-of-turn question of random games (hundreds of questions per
    setting, thousands of answers over the three), four random
    standing answers each give a legal action or None; half the time the game goes on with
    the standing answer, and the soak's invariants hold after every action. On one question
    in four, a copy with the hidden information redealt gets the same answers."""
    cat = catalog.load()
    asked = answered = redealt = 0
    for g in range(games):
        seed = 1000 * players + g
        state, _ = engine.new_game(cat, players, {"variant": variant}, seed)
        expected = soak.expected_instances(cat, state)
        bots = [make_agent("random", seed * 10 + i) for i in range(players)]
        rng = Rng(seed)
        while not engine.is_over(state):
            seat = engine.to_act(state)[0]
            action = bots[seat].choose(state, seat)
            question = standing.question_of(state, seat)
            if question is not None:
                asked += 1
                kinds = [k for k in standing.KINDS if k.question == question]
                legal = engine.legal_actions(cat, state, seat)
                answers = [
                    {question: _random_answer(rng, rng.choice(kinds), players)} for _ in range(4)
                ]
                got = [standing.answer(cat, state, seat, a) for a in answers]
                for a in got:
                    assert a is None or a in legal
                answered += sum(a is not None for a in got)
                if rng.below(4) == 0:
                    redealt += 1
                    other = _redeal(state, seat, rng)
                    assert [standing.answer(cat, other, seat, a) for a in answers] == got
                pick = got[rng.below(len(got))]
                if pick is not None and rng.below(2):
                    action = pick
            engine.apply(cat, state, seat, action)
            soak.check_invariants(cat, state, expected)
    print(f"{variant} {players}: {asked} questions, {answered} answers, {redealt} redealt")
    assert asked >= 150 and answered >= asked and redealt >= 30


def test_no_answer_on_the_own_turn_or_for_another_seat() -> None:
    """A standing answer covers questions out of the seat's own turn only."""
    state, a, b = h.defence_position()
    everything = {q: _answers_for(q)[0] for q in standing.QUESTIONS}
    assert standing.answer(h.cat(), state, a, everything) is None  # not a's question
    assert standing.answer(h.cat(), state, b, {}) is None  # nothing left in advance
    state.current = b  # the same question on b's own turn: b is there to answer
    assert standing.answer(h.cat(), state, b, everything) is None


# ------------------------------------------------------------------------------------------
# Defence (T-15.7.2, T-15.9.2)


def _run(state: TtaState, seat: int, answers: dict[str, StandingAnswer]) -> list[str]:
    """Apply ``seat``'s standing answers while they cover its question; the codes played."""
    played: list[str] = []
    while True:
        action = STANDING.standing_answer(state, seat, answers)
        if action is None:
            return played
        played.append(action.encode())
        GAME.apply(state, seat, action)


def _defend(cards: int, units: int) -> dict[str, StandingAnswer]:
    return {"defence": {"kind": "defend_cheapest", "cards": cards, "units": units}}


def _defence_outcome(
    cards: int, units: int, reset_first: bool = False
) -> tuple[list[str], dict[str, Any]]:
    """Spy (attack 6) against 3 Warriors (strength 3) holding a Defense +2 card."""
    state, _a, b = h.defence_position()
    frame = state.pending[-1]
    assert frame.data["op"]["total"] == 6 and h.derived(state, b).strength == 3
    if reset_first:
        h.act(state, "card.0", seat=b)
    played: list[str] = []
    events: list[dict[str, Any]] = []
    answers = _defend(cards, units)
    while (action := STANDING.standing_answer(state, b, answers)) is not None:
        played.append(action.encode())
        events += [e.to_json() for e in GAME.apply(state, b, action)]
    result = next(e for e in events if e["kind"] == "aggression_result")
    return played, result["data"]


def test_t15_7_2_defence_cheapest_force_that_holds_with_a_tie() -> None:
    """Units only: three Warriors sacrificed (3 + 3 = 6, a tie holds)."""
    played, result = _defence_outcome(cards=0, units=5)
    assert played == ["sac.I0", "sac.I0", "sac.I0", "done"]
    assert (result["attack"], result["defence"], result["success"]) == (6, 6, 0)


def test_t15_7_2_defence_prefers_a_card_to_units() -> None:
    """One Warriors (build cost 2) and the card hold (3 + 1 + 2 = 6) and cost less than three
    Warriors (6)."""
    played, result = _defence_outcome(cards=2, units=5)
    assert played == ["sac.I0", "card.0", "done"]
    assert (result["defence"], result["success"]) == (6, 0)


@pytest.mark.parametrize(("cards", "units"), [(2, 0), (0, 2), (0, 0)])
def test_t15_7_2_defence_limits_respected_gives_up_when_nothing_holds(
    cards: int, units: int
) -> None:
    """Never sacrifice (units 0) and the card alone (5 < 6), or two units (5 < 6): nothing
    within the limits holds, so nothing is spent and the aggression succeeds."""
    played, result = _defence_outcome(cards=cards, units=units)
    assert played == ["done"]
    assert (result["defence"], result["success"]) == (3, 1)


def test_t15_7_2_defence_resets_a_force_it_would_not_send() -> None:
    played, result = _defence_outcome(cards=0, units=5, reset_first=True)
    assert played == ["reset", "sac.I0", "sac.I0", "sac.I0", "done"]
    assert result["success"] == 0


def test_t15_7_2_do_not_defend() -> None:
    state, _a, b = h.defence_position()
    assert _run(state, b, {"defence": {"kind": "defend_none"}}) == ["done"]
    assert not state.pending or state.pending[-1].seat != b


def _war_position(a_units: int, b_units: int) -> tuple[TtaState, int, int]:
    state = h.adv(2, seed=3, variant="full")
    a = state.start
    b = 1 - a
    h.units_only(state, a, {"warriors": a_units})
    h.units_only(state, b, {"warriors": b_units})
    h.give_military(state, b, "defense_colonization_ii")
    state.wars.append(War(h._pull(state, "war_over_territory"), a, b, state.turn))
    h.on_turn(state, a, round_=6)
    state.phase = "wars"
    state.players[a].acted = False
    engine._advance(h.cat(), state, [])
    return state, a, b


def test_t15_9_2_war_defence_holds_against_the_visible_total_units_only() -> None:
    """A war: the declarer (4 Warriors) sacrifices one in secret; the defender (2 Warriors)
    answers against the visible 4: two Warriors (2 + 2 = 4, a tie does nothing, T-22 #12),
    never a Defense card (wars take none)."""
    state, a, b = _war_position(4, 2)
    h.act(state, "sac.I0", seat=a)
    h.act(state, "done", seat=a)
    frame = state.pending[-1]
    assert frame.kind == "force" and frame.data["purpose"] == "war_def"
    played = _run(state, b, _defend(cards=9, units=9))
    assert played == ["sac.I0", "sac.I0", "done"]
    assert not state.wars


# ------------------------------------------------------------------------------------------
# Colonization (T-15.6.1, T-15.6.2)


def _auction() -> tuple[TtaState, int, int]:
    """The active nation (4 Warriors) draws a territory and bids 1; the other (3 Swordsmen)
    is asked out of turn."""
    state = h.adv(2, seed=8)
    a = state.start
    b = 1 - a
    h.add_tech(state, b, "swordsmen")
    h.units_only(state, a, {"warriors": 4})
    h.units_only(state, b, {"swordsmen": 3})
    h.give_military(state, a, "no_event")
    h.political(state, a)
    h.top_event(state, "inhabited_territory_i")
    h.act(state, "prep.0")
    h.act(state, "bid.1", seat=a)
    frame = state.pending[-1]
    assert frame.kind == "bid" and frame.seat == b
    return state, a, b


def test_t15_6_1_bid_up_to_outbids_by_one_within_the_cap() -> None:
    state, a, b = _auction()
    answers: dict[str, StandingAnswer] = {"colonize": {"kind": "bid_up_to", "max": 3}}
    assert _run(state, b, answers) == ["bid.2"]
    h.act(state, "bid.3", seat=a)
    assert _run(state, b, answers) == ["pass"]  # 4 is above the cap
    assert state.pending[-1].seat == a and state.pending[-1].data["purpose"] == "colonize"


def test_t15_6_1_never_bid() -> None:
    state, _a, b = _auction()
    assert _run(state, b, {"colonize": {"kind": "bid_never"}}) == ["pass"]


def test_t15_6_2_won_auction_sends_the_cheapest_force() -> None:
    """b wins at 4 and sends two Swordsmen (2 + 2 = 4), not three."""
    state, a, b = _auction()
    answers: dict[str, StandingAnswer] = {"colonize": {"kind": "bid_up_to", "max": 9}}
    assert _run(state, b, answers) == ["bid.2"]
    h.act(state, "bid.3", seat=a)
    played = _run(state, b, answers)
    assert played[0] == "bid.4"
    if state.pending and state.pending[-1].kind == "bid":  # a may not be able to go on
        h.act(state, "pass", seat=a)
        played += _run(state, b, answers)
    assert played[-3:] == ["sac.I1", "sac.I1", "done"]
    p = state.players[b]
    assert [card_id(c) for c in p.colonies] == ["inhabited_territory_i"]
    assert p.workers.get("swordsmen") == 1


# ------------------------------------------------------------------------------------------
# Pacts (T-15.8.2)


def _offer(proposer_offset: int = 0) -> tuple[TtaState, int, int]:
    state = h.adv(3, seed=7, variant="full")
    a = (state.start + proposer_offset) % 3
    b = (a + 1) % 3
    h.give_military(state, a, "peace_treaty")
    h.political(state, a, round_=5)
    h.act(state, f"pact.0.{b}.a")
    assert state.pending[-1].kind == "pact" and state.pending[-1].seat == b
    return state, a, b


def test_t15_8_2_refuse_all_pact_offers() -> None:
    state, a, b = _offer()
    assert _run(state, b, {"pact": {"kind": "pact_refuse_all"}}) == ["refuse"]
    assert not state.pacts and [card_id(x) for x in state.players[a].military] == ["peace_treaty"]


@pytest.mark.parametrize(
    ("accept", "refuse", "expected"),
    [("a", "", ["accept"]), ("", "a", ["refuse"]), ("a", "a", ["refuse"]), ("c", "", [])],
)
def test_t15_8_2_pacts_by_seat(accept: str, refuse: str, expected: list[str]) -> None:
    """Accept from some seats, refuse from others (refusing wins), wait for anyone else."""
    state, a, b = _offer()
    c = 3 - a - b
    names = {"a": a, "c": c}
    ans = {
        "kind": "pact_by_seat",
        "accept": [names[x] for x in accept],
        "refuse": [names[x] for x in refuse],
    }
    assert _run(state, b, {"pact": ans}) == expected
    assert bool(state.pacts) == (expected == ["accept"])


# ------------------------------------------------------------------------------------------
# Event questions


def _frame_state(frame: Frame, current: int) -> TtaState:
    state = h.adv(3, seed=2)
    state.current = current
    state.pending.append(frame)
    return state


@pytest.mark.parametrize("choice", ["food", "res"])
def test_t15_4_food_or_resources(choice: str) -> None:
    frame = Frame("event", 1, "rich_harvest", ("food", "res"))
    state = _frame_state(frame, 0)
    ans: StandingAnswer = {"kind": "goods_choice", "choice": choice}
    action = STANDING.standing_answer(state, 1, {"event_goods": ans})
    assert action is not None and action.encode() == f"ev.{choice}"


@pytest.mark.parametrize(
    ("prefer", "mode", "target", "to", "expected"),
    [
        ("food", "gain", 1, -1, 3),
        ("res", "gain", 1, -1, 0),
        ("even", "gain", 1, -1, 1),
        ("food", "lose", 0, 1, None),  # takes from seat 0: the most food
        ("food", "lose", 1, 0, None),  # seat 1's own loss: the least food
    ],
)
def test_t15_10_1_split_preferences(
    prefer: str, mode: str, target: int, to: int, expected: int | None
) -> None:
    frame = Frame("split", 1, "raid", data={"mode": mode, "target": target, "amount": 3, "to": to})
    state = _frame_state(frame, 0)
    options = sorted(int(a.encode().split(".")[1]) for a in GAME.legal_actions(state, 1))
    ans: StandingAnswer = {"kind": "split_prefer", "prefer": prefer}
    action = STANDING.standing_answer(state, 1, {"split": ans})
    assert action is not None
    food = int(action.encode().split(".")[1])
    if expected is not None:
        assert food == expected
    elif target == 1:
        assert food == options[0]
    else:
        assert food == options[-1]


def test_t15_4_5_loss_gives_up_the_cheapest_building() -> None:
    """Losing population with no unused worker: the building or unit of the lowest build
    cost goes (Warriors, 2, before a level-I farm or mine)."""
    state = h.adv(3, seed=2)
    b = (state.start + 1) % 3
    state.current = state.start
    p = state.players[b]
    p.yellow_bank += p.pool
    p.pool = 0
    frame = Frame(
        "pick",
        b,
        "famine",
        data={"what": "lose_pop", "target": b, "n": 1, "culture_to": -1, "culture_per": 0},
    )
    state.pending.append(frame)
    choices = [a.encode() for a in GAME.legal_actions(state, b)]
    cost = {c: h.ctx(state, b).tech(c[5:]).build_cost for c in choices}  # type: ignore[union-attr]
    action = STANDING.standing_answer(state, b, {"loss": {"kind": "lose_cheapest"}})
    assert action is not None
    code = action.encode()
    assert cost[code] == min(cost.values())
    assert code == next(c for c in choices if cost[c] == cost[code])


# ------------------------------------------------------------------------------------------
# Stored answers and texts


def test_normalize_drops_bad_and_old_answers() -> None:
    """Bad or old JSON is dropped, never a crash; defaults fill missing parameters."""
    stored: Any = {
        "defence": {"kind": "defend_cheapest", "cards": 1},
        "colonize": {"kind": "bid_up_to", "max": 0},  # out of range
        "pact": {"kind": "pact_by_seat", "accept": [1, 1, 7], "refuse": []},  # no seat 7
        "event_goods": {"kind": "free_build", "choice": "yes"},  # another question's kind
        "split": {"kind": "split_prefer", "prefer": "gold"},
        "loss": "lose_cheapest",
        "old": {"kind": "gone"},
        7: {"kind": "defend_none"},
    }
    assert GAME_STANDING.normalize_standing(stored, 3) == {
        "defence": {"kind": "defend_cheapest", "cards": 1, "units": 0}
    }
    ok = {"pact": {"kind": "pact_by_seat", "accept": [2, 1, 1], "refuse": True}}
    assert GAME_STANDING.normalize_standing(ok, 3) == {}
    good = {"pact": {"kind": "pact_by_seat", "accept": [2, 1, 1], "refuse": []}}
    assert GAME_STANDING.normalize_standing(good, 3) == {
        "pact": {"kind": "pact_by_seat", "accept": [1, 2], "refuse": []}
    }
    junks: tuple[Any, ...] = (None, [], "x", 3, {"defence": None})
    for junk in junks:
        assert GAME_STANDING.normalize_standing(junk) == {}
    assert normalize_standing((), stored) == {}


def test_a_game_without_standing_answers_has_defaults() -> None:
    class Plain(GameAdapter[Any, Any]):
        pass

    plain = Plain()
    assert plain.standing_kinds() == ()
    assert plain.normalize_standing({"x": {"kind": "y"}}) == {}
    assert plain.standing_answer(object(), 0, {}) is None
    assert plain.describe_standing({"kind": "y"}) is None and plain.standing_note(0) is None


GAME_STANDING = STANDING


def test_every_kind_has_texts_in_every_language() -> None:
    """Each kind's label, each description and the log mark exist in the four catalogues."""
    root = Path(__file__).resolve().parents[3] / "bot" / "games" / "tta" / "locales"
    ids = {k.label for k in standing.KINDS}
    ids |= {f"tta-standing-question-{q}" for q in standing.QUESTIONS}
    ids |= {"tta-standing-answered", "tta-standing-seat"}
    for kind in standing.KINDS:
        msg = GAME_STANDING.describe_standing(kind.normalize({"kind": kind.id}) or {})
        assert msg is not None
        ids.add(msg.id)
    for lang in ("en-US", "cs", "pl", "ru"):
        text = (root / lang / "standing.ftl").read_text(encoding="utf-8")
        defined = {line.split(" =", 1)[0] for line in text.splitlines() if " =" in line}
        assert ids <= defined, (lang, sorted(ids - defined))


def test_hidden_information_does_not_change_the_answer() -> None:
    """Never more than a live answer: the declarer's secret war sacrifice, the other nation's
    military hand and the decks' order leave the standing answer as it is."""
    cards_and_units = _defend(cards=9, units=9)
    war, a, b = _war_position(4, 2)
    h.act(war, "sac.I0", seat=a)
    h.act(war, "sac.I0", seat=a)
    h.act(war, "done", seat=a)
    aggression, attacker, defender = h.defence_position()
    h.give_military(aggression, attacker, "defense_colonization_ii")
    for state, seat in ((war, b), (aggression, defender)):
        want = STANDING.standing_answer(state, seat, cards_and_units)
        assert want is not None
        for seed in range(5):
            other = _redeal(state, seat, Rng(seed))
            assert STANDING.standing_answer(other, seat, cards_and_units) == want


def test_core_standing_params_refuse_wrong_types() -> None:
    """rules.core.StandingParam: an int is not a bool, a bool not an int, seats are
    distinct, sorted, within the game; an unknown parameter kind accepts nothing."""
    flag = StandingParam("on", "bool", False)
    count = StandingParam("n", "int", 1, minimum=0, maximum=3)
    seats = StandingParam("s", "seats", [])
    assert (flag.normalize(True), flag.normalize(1)) == (True, None)
    assert (count.normalize(3), count.normalize(True), count.normalize(4)) == (3, None, None)
    assert count.normalize("2") is None and count.normalize(2.0) is None
    assert seats.normalize((2, 0, 2), 3) == [0, 2] and seats.normalize([3], 3) is None
    assert seats.normalize([-1]) is None and seats.normalize("01") is None
    assert StandingParam("x", "colour", "red").normalize("red") is None
    kind = StandingKind("k", "q", "label", (flag, count))
    assert kind.normalize({"kind": "k", "extra": 1}) == {"kind": "k", "on": False, "n": 1}
    assert kind.normalize({"kind": "other"}) is None and kind.normalize(["k"]) is None
