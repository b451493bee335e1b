"""T-22 Decisions that concern the simple game: one test per ruling, named as in the options
table (T-22.2), plus the options table itself."""

from __future__ import annotations

import json

import pytest
import tta_helpers as h

from rules.core import RulesError
from rules.tta import economy, engine, maintenance, nation, options, scoring, tokens
from rules.tta.game import GAME
from rules.tta.state import card_id


def end_turns(state, n: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(n):
        while state.pending:
            h.act(state, h.codes(state)[0])
        h.act(state, "end")


def stack_event(state, cid: str) -> None:  # type: ignore[no-untyped-def]
    """Put an instance of the event ``cid`` on top of the simple game's event pile."""
    inst = next(e for e in state.events if card_id(e) == cid)
    state.events.remove(inst)
    state.events.append(inst)


# ------------------------------------------------------------------------------------------
# The table


def test_t22_options_table_is_in_the_state_and_the_dump() -> None:
    """T-22.2: one table, stored at setup, included in dump(); lobby flags as required."""
    info = GAME.info
    assert info.name == "tta" and (info.min_players, info.max_players) == (2, 4)
    assert info.variants == ("simple", "advanced", "full")
    lobby = {o.key for o in info.options if o.lobby}
    rulings = {o.key for o in info.options if not o.lobby}
    assert lobby == {
        "easier",
        "milder_combat",
        "continuous_draw",
        "pre_revealed_bonuses",
        "gradual_reveal",
        "peaceful",
    }
    assert {r.key for r in options.RULINGS} == rulings
    assert all(r.test.startswith("test_t22_") for r in options.RULINGS)
    state = GAME.new(2, {}, 1)
    dumped = json.loads(GAME.dump(state))
    assert dumped["options"]["token_policy"] == "auto"
    assert dumped["options"]["variant"] == "simple"
    assert set(dumped["options"]) == rulings | lobby | {"variant"}


@pytest.mark.parametrize("variant", ["advanced", "full"])
def test_t22_advanced_and_full_are_playable(variant: str) -> None:
    state = GAME.new(2, {"variant": variant}, 1)
    assert state.options["variant"] == variant
    with pytest.raises(RulesError, match="not supported"):
        GAME.new(2, {"variant": variant, "token_policy": "player_choice"}, 1)


def test_t22_lobby_variants_that_do_not_apply_are_reset() -> None:
    """Ruling R11: variants of other versions are stored at their defaults."""
    state = GAME.new(3, {"milder_combat": True, "easier": True}, 1)
    assert state.options["milder_combat"] is False
    assert state.options["easier"] is True
    assert all(p.yellow_bank == 19 for p in state.players)  # T-19.1
    # The extra token stays for the whole game (it is not a card's token).
    seat = state.start
    h.on_turn(state, seat)
    h.give_hand(state, seat, "homer")
    h.act(state, "play.0")
    assert state.players[seat].yellow_bank == 19
    assert h.derived(state, seat).urban_limit == 3  # T-19.1: government limit + 1


# ------------------------------------------------------------------------------------------
# The rulings


def test_t22_02_nation_card_tables() -> None:
    """T-22 #2 / T-3.2.3 / T-3.3.3: the p.5 and p.14 examples and the corruption table."""
    assert not nation.VERIFIED
    # p.5: the first increase costs 2; consumption starts at 0 and is 1 after two increases.
    assert nation.population_cost(18) == 2 and nation.consumption(18) == 0
    assert nation.consumption(17) == 0 and nation.consumption(16) == 1
    # p.14: 1 happy face and Y = 11 -> 1 discontent; the increase costs 4; Y = 10 -> 2.
    assert nation.discontent(11, 1) == 1
    assert nation.population_cost(11) == 4
    assert nation.discontent(10, 1) == 2
    # Sections 2/4/4/4/4 with costs 2/3/4/5/7; consumption 0/1/2/3/4, and 6 at Y = 0.
    assert [nation.population_cost(y) for y in (18, 17, 16, 13, 12, 9, 8, 5, 4, 1)] == [
        2,
        2,
        3,
        3,
        4,
        4,
        5,
        5,
        7,
        7,
    ]
    assert nation.population_cost(0) is None
    assert [nation.consumption(y) for y in (17, 13, 9, 5, 1, 0)] == [0, 1, 2, 3, 4, 6]
    assert [nation.happy_required(y) for y in (17, 13, 11, 9, 7, 5, 3, 1, 0)] == list(range(9))
    # p.14 corruption: B = 9 -> 0; 8 -> 2; 5 -> 2; 4 -> 4; 0 -> 6.
    assert [nation.corruption(b) for b in (9, 8, 5, 4, 0)] == [0, 2, 2, 4, 6]
    # Through the engine: the first increase pays 2 food.
    state = h.new(2, seed=1)
    seat = state.start
    h.on_turn(state, seat)
    h.set_tokens(state, seat, {"agriculture": 2})
    h.act(state, "pop")
    assert h.food(state, seat) == 0 and state.players[seat].yellow_bank == 17


def test_t22_03_science_uncapped() -> None:
    """T-22 #3: science points and rate have no cap by default; the options can set one."""
    state = h.new(2, seed=1)
    seat = state.start
    h.add_tech(state, seat, "alchemy")
    h.set_workers(state, seat, {"alchemy": 12, "agriculture": 5, "bronze": 5}, pool=0)
    p = state.players[seat]
    p.science = 500
    assert h.derived(state, seat).science == 24 + 1  # 12 labs I + 1 Philosophy
    maintenance.maintain(h.cat(), state, p, [])
    assert p.science == 525
    capped = h.new(2, seed=1, science_points_cap=510, science_rate_cap=5)
    seat = capped.start
    q = capped.players[seat]
    h.add_tech(capped, seat, "alchemy")
    h.set_workers(capped, seat, {"alchemy": 12}, pool=0)
    assert h.derived(capped, seat).science == 5
    q.science = 508
    maintenance.maintain(h.cat(), capped, q, [])
    assert q.science == 510


@pytest.mark.parametrize(("floor", "expected"), [(True, 0), (False, -9)])
def test_t22_04_culture_floor(floor: bool, expected: int) -> None:
    """T-22 #4 / T-13.1: famine costs 4 culture per missing food, never below 0 by default."""
    state = h.new(2, seed=1, culture_floor_on_famine=floor)
    seat = state.start
    p = state.players[seat]
    h.set_workers(state, seat, {"agriculture": 0}, pool=13)  # Y = 8: eats 3
    assert nation.consumption(p.yellow_bank) == 3
    p.culture = 3
    events: list = []
    maintenance.maintain(h.cat(), state, p, events)
    assert p.last_maintenance["famine"] == 3
    assert p.culture == expected  # 3 - 12 (floored at 0 by default)


def test_t22_18_shortages() -> None:
    """T-22 #18 (firm half): famine first pays all the food there is."""
    state = h.new(2, seed=1)
    seat = state.start
    p = state.players[seat]
    h.set_workers(state, seat, {"agriculture": 1}, pool=12)  # Y = 8: eats 3, produces 1
    p.culture = 10
    maintenance.maintain(h.cat(), state, p, [])
    assert p.last_maintenance["eaten"] == 1 and p.last_maintenance["famine"] == 2
    assert p.culture == 2 and h.food(state, seat) == 0


@pytest.mark.parametrize("trigger", ["deck_empty", "card_needed"])
def test_t22_05_age_change_trigger(trigger: str) -> None:
    """T-22 #5 and ruling R7: the simple game ends when the Age I deck becomes empty during a
    refill (deck_empty), or when a refill needs a card it lacks (card_needed)."""
    state = h.new(2, seed=2, age_change_trigger=trigger)
    end_turns(state, 2)  # round 1
    assert state.age == 1 and state.round == 2
    deck = state.civil_decks[1]
    state.boxed.extend(deck[3:])  # leave exactly the three cards the next refill needs
    del deck[3:]
    end_turns(state, 1)
    assert deck == []
    assert state.last_round is (trigger == "deck_empty")
    end_turns(state, 1)
    assert state.last_round
    if trigger == "deck_empty":
        assert engine.is_over(state)  # round 2 was the last
    else:
        assert not engine.is_over(state)
        end_turns(state, 2)
        assert engine.is_over(state)


@pytest.mark.parametrize("shortfall", ["age_I", "leave_empty"])
def test_t22_06_first_refill_shortfall(shortfall: str) -> None:
    """T-22 #6: a short Age A deck at the first refill (4 players) is completed from Age I."""
    state = h.new(4, seed=3, first_refill_shortfall=shortfall)
    # Round 1 as if 10 cards were taken from slots 2-11 (1 + 2 + 3 + 4 CA).
    for slot in range(1, 11):
        state.boxed.append(state.row[slot])
        state.row[slot] = ""
    assert len(state.civil_decks[0]) == 7
    age_one = len(state.civil_decks[1])
    engine.refill(h.cat(), state, [])
    ages = [h.cat().of(c).age if c else None for c in state.row]
    # Slot 1 cleared; slots 12-13 kept and shifted; 7 Age A cards; then Age I or gaps.
    assert ages[:9] == [0] * 9
    if shortfall == "age_I":
        assert ages[9:] == [1] * 4
        assert len(state.civil_decks[1]) == age_one - 4
    else:
        assert ages[9:] == [None] * 4
    assert state.age == 1


def test_t22_14_simple_event_timing() -> None:
    """T-22 #14 / T-15.4.7: on the start player's turn from round 3, after the refill and
    before any action; never in rounds 1-2 or on other turns; none after the ninth."""
    state = h.new(2, seed=4)
    assert len(state.events) == 9
    end_turns(state, 4)  # rounds 1 and 2
    assert len(state.events) == 8 and state.round == 3
    assert state.current == state.start and state.players[state.start].ca_spent == 0
    end_turns(state, 1)
    assert len(state.events) == 8  # not on the other seat's turn
    end_turns(state, 1)
    assert len(state.events) == 7
    state.events[:] = state.events[-1:]
    end_turns(state, 4)
    assert state.events == [] and len(state.past_events) == 3


def test_t22_14_simple_event_timing_end_of_turn() -> None:
    """The alternative: the event comes after the start player's maintenance (ruling R8)."""
    state = h.new(2, seed=4, simple_event_timing="end_of_turn")
    end_turns(state, 4)
    assert len(state.events) == 9 and state.round == 3
    end_turns(state, 1)
    assert len(state.events) == 8


def test_t22_16_st_peters() -> None:
    """T-22 #16: happy = min(8, 2 x positive - negative) with St. Peter's (or 2 x net)."""
    for mode, expected in (("positive_only", 3), ("net", 2)):
        state = h.new(2, seed=5, st_peters_doubling=mode)
        seat = state.start
        h.add_tech(state, seat, "communism")  # -1 happy (a sad face)
        h.set_workers(state, seat, {"religion": 2}, pool=0)
        assert h.derived(state, seat).happy == 1
        h.complete_wonders(state, seat, "st_peters_basilica")
        assert h.derived(state, seat).happy == expected
    # Joan of Arc counts the doubled faces of temples, without the cap of 8.
    state = h.new(2, seed=5)
    seat = state.start
    h.set_workers(state, seat, {"religion": 2}, pool=0)
    h.add_tech(state, seat, "theology")
    h.set_workers(state, seat, {"theology": 2})
    h.complete_wonders(state, seat, "st_peters_basilica")
    h.set_leader(state, seat, "joan_of_arc")
    d = h.derived(state, seat)
    assert d.happy == 8  # (2 + 4) x 2 = 12 -> 8
    assert d.strength == 1 + 12  # Warriors + 12 doubled temple faces


def test_t22_17_token_policy() -> None:
    """T-22 #17: automatic tokens. Paying returns the most tokens (p.9 numbers), gaining uses
    the fewest, production fills the highest-value cards first; player_choice is refused."""
    # Paying: (Iron, Bronze) counts.
    assert tokens.pay((2, 1), (2, 3), 10, 3) == (2, 0)
    assert tokens.pay((2, 1), (2, 0), 13, 3) == (0, 1)
    # A tie keeps the higher-value tokens: 1 Iron + 2 Bronze paying 2 gives back 2 Bronze.
    assert tokens.pay((2, 1), (1, 2), 10, 2) == (1, 0)
    # Change from the bank (a Coal token paying 1 with no Iron): needs one bank token.
    assert tokens.pay((3, 1), (1, 0), 1, 1) == (0, 2)
    assert tokens.pay((3, 1), (1, 0), 0, 1) is None
    # Gaining 3 with Iron: one Iron + one Bronze token; with one bank token only 2 fit.
    assert tokens.gain((2, 1), 10, 3) == ((1, 1), 3)
    assert tokens.gain((2, 1), 1, 3) == ((1, 0), 2)
    # Production when the bank runs short: the Iron mines first.
    state = h.new(2, seed=6)
    seat = state.start
    p = state.players[seat]
    h.add_tech(state, seat, "iron")
    h.set_workers(state, seat, {"bronze": 2, "iron": 2})
    h.set_tokens(state, seat, {"agriculture": 15})
    assert p.blue_bank == 3
    assert economy.produce(h.cat(), p, economy.RESOURCES) == 2 * 2 + 1
    assert p.tokens["iron"] == 2 and p.tokens["bronze"] == 1 and p.blue_bank == 0
    with pytest.raises(options.UnsupportedOption):
        GAME.new(2, {"token_policy": "player_choice"}, 1)


def test_t22_19_event_choice_order() -> None:
    """T-22 #19: in Development of Markets each nation chooses in turn order from the active
    (start) player; each choice is one pending frame."""
    state = h.new(3, seed=7)
    end_turns(state, 3)
    stack_event(state, "development_of_markets")
    end_turns(state, 3)  # round 2 over: round 3 begins with the event
    order = state.order_from(state.start)
    asked = []
    while state.pending:
        seat = engine.to_act(state)[0]
        asked.append(seat)
        assert sorted(h.codes(state, seat)) == ["ev.food", "ev.res"]
        h.act(state, "ev.food" if seat == order[0] else "ev.res", seat)
    assert asked == order
    assert h.food(state, order[0]) == 2 + 2 + 2 - 0  # two productions + 2
    assert h.res(state, order[1]) == 2 + 2 + 2


def test_t22_22_simple_scoring() -> None:
    """T-22 #22: gross production and only the Age I techs in play now (p.10: 16+12+16+17);
    the alternatives count net food and replaced techs."""
    from test_tta_rulebook_examples import big_example_nation

    state, seat = big_example_nation()
    p = state.players[seat]
    assert scoring.simple_bonus(h.cat(), state, p)["production"] == 17
    h.add_tech(state, seat, "monarchy")  # Theocracy is replaced: 8 - 1 + 1 techs
    assert scoring.simple_bonus(h.cat(), state, p)["techs"] == 16
    state.options["simple_score_replaced_techs"] = True
    assert scoring.simple_bonus(h.cat(), state, p)["techs"] == 18
    state.options["simple_score_production"] = "net"
    consumption = nation.consumption(p.yellow_bank)
    assert scoring.simple_bonus(h.cat(), state, p)["production"] == 17 - consumption


@pytest.mark.parametrize("limit", [True, False])
def test_t22_24_free_temple_limit(limit: bool) -> None:
    """T-22 #24: Development of Religion needs an unused worker and (by default) room under
    the urban limit; Development of Warfare has no limit."""
    state = h.new(2, seed=8, free_build_respects_urban_limit=limit)
    end_turns(state, 2)
    start, other = state.start, 1 - state.start
    h.set_workers(state, start, {"religion": 2}, pool=1)  # at the Despotism limit of 2
    h.set_workers(state, other, {}, pool=0)  # no unused worker
    stack_event(state, "development_of_religion")
    end_turns(state, 2)
    if limit:
        assert not state.pending
    else:
        assert engine.to_act(state) == [start] and h.codes(state) == ["ev.yes", "ev.no"]
        h.act(state, "ev.yes")
        assert state.players[start].workers["religion"] == 3


@pytest.mark.parametrize(("mode", "winners"), [("shared", 2), ("turn_order", 1)])
def test_t22_28_final_tie(mode: str, winners: int) -> None:
    """T-22 #28: tied players share the place (or the earlier in turn order wins)."""
    state = h.new(2, seed=9, final_tie=mode)
    for p in state.players:
        p.culture = 10
    state.final_scores = {str(p.seat): [10, 0, 0, 0, 0] for p in state.players}
    state.phase = "over"
    result = GAME.result(state)
    assert result is not None and len(result.winners) == winners
    if mode == "turn_order":
        assert result.winners == (state.start,)
