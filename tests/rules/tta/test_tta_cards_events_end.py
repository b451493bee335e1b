"""Leaders and wonders of Ages A and I (T-11, T-20), maintenance (T-13), the simple game's
events (T-15.4.7) and the end of the simple game (T-17.1)."""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.tta import engine, maintenance
from rules.tta.game import GAME
from rules.tta.state import card_id


def nation(seed: int = 1):  # type: ignore[no-untyped-def]
    state = h.new(2, seed=seed)
    seat = state.start
    return state, seat, state.players[seat]


# ------------------------------------------------------------------------------------------
# Leaders (T-11.1, T-20)


def test_t11_leaders_of_age_a() -> None:
    state, seat, _p = nation()
    h.set_leader(state, seat, "julius_caesar")
    d = h.derived(state, seat)
    assert (d.strength, d.ma) == (2, 3)
    h.set_leader(state, seat, "alexander_the_great")
    h.set_workers(state, seat, {"warriors": 3})
    assert h.derived(state, seat).strength == 3 + 3
    h.set_leader(state, seat, "hammurabi")
    d = h.derived(state, seat)
    assert (d.ca, d.ma) == (5, 1)


def test_t11_leaders_of_age_one() -> None:
    """Michelangelo: culture per happy face of temples/theaters/wonders, wonders 1 CA cheaper
    to take; Leonardo: + level of the best lab/library and 1 resource per technology played;
    Genghis Khan: cavalry +1 strength and +1 culture."""
    state, seat, p = nation()
    h.on_turn(state, seat)
    h.set_leader(state, seat, "michelangelo")
    h.set_workers(state, seat, {"religion": 2}, pool=0)
    h.complete_wonders(state, seat, "hanging_gardens")  # +2 happy, +1 culture
    assert h.derived(state, seat).culture == 2 + 1 + 4
    h.put_row(state, {6: "colossus"})
    h.act(state, "take.6")  # 2 + 1 completed - 1
    assert p.ca_spent == 2
    state, seat, p = nation(2)
    h.on_turn(state, seat)
    h.set_leader(state, seat, "leonardo_da_vinci")
    assert h.derived(state, seat).science == 1  # Philosophy is level 0
    h.give_hand(state, seat, "alchemy")
    p.science = 4
    h.act(state, "play.0")
    assert h.res(state, seat) == 1
    h.set_workers(state, seat, {"alchemy": 1})
    assert h.derived(state, seat).science == 1 + 2 + 1
    state, seat, p = nation(3)
    h.set_leader(state, seat, "genghis_khan")
    h.add_tech(state, seat, "knights")
    h.set_workers(state, seat, {"knights": 2}, pool=0)
    d = h.derived(state, seat)
    assert (d.strength, d.culture) == (1 + 2 * 3, 2)


def test_t11_wonders_of_ages_a_and_one() -> None:
    state, seat, _ = nation()
    h.complete_wonders(
        state,
        seat,
        "hanging_gardens",
        "library_of_alexandria",
        "colossus",
        "pyramids",
        "universitas_carolina",
        "taj_mahal",
    )
    d = h.derived(state, seat)
    assert d.culture == 1 + 1 + 1 + 1 + 3
    assert d.science == 1 + 1 + 2
    assert d.happy == 2 and d.strength == 2
    assert (d.ca, d.civil_hand_limit, d.colonization) == (5, 6, 1)
    state, seat, _p = nation(2)
    h.complete_wonders(state, seat, "great_wall")
    h.add_tech(state, seat, "swordsmen")
    h.set_workers(state, seat, {"swordsmen": 2}, pool=0)
    d = h.derived(state, seat)
    assert d.strength == 1 + 4 + 3 and d.happy == 1 and d.culture == 1


# ------------------------------------------------------------------------------------------
# Maintenance (T-13)


def test_t13_maintenance_order_and_carry_over() -> None:
    """T-13.1/T-13.4: culture and science, food produced then eaten, resources; leftovers stay."""
    state, seat, p = nation()
    h.set_workers(state, seat, {"religion": 1}, pool=2)  # Y = 16: eats 1
    h.set_tokens(state, seat, {"bronze": 3})
    maintenance.maintain(h.cat(), state, p, [])
    assert (p.culture, p.science) == (1, 1)
    assert p.last_maintenance == {
        "culture": 1,
        "science": 1,
        "food": 2,
        "eaten": 1,
        "resources": 2,
    }
    assert (h.food(state, seat), h.res(state, seat)) == (1, 5)


def test_t13_production_stops_with_the_blue_bank() -> None:
    """T-3.3.1: with the blue bank empty nothing more is produced."""
    state, seat, p = nation()
    h.set_tokens(state, seat, {"agriculture": 17})
    maintenance.maintain(h.cat(), state, p, [])
    assert p.last_maintenance["food"] == 1 and p.last_maintenance["resources"] == 0
    assert p.blue_bank == 0


# ------------------------------------------------------------------------------------------
# Events (T-15.4.7)


def reveal(cid: str, players: int = 2, seed: int = 3):  # type: ignore[no-untyped-def]
    state = h.new(players, seed=seed)
    for _ in range(2 * players - 1):
        h.act(state, "end")
    from test_tta_rulings import stack_event

    stack_event(state, cid)
    h.act(state, "end")  # round 3 begins with the start player's event
    return state


@pytest.mark.parametrize(
    ("cid", "food", "res", "science", "pop"),
    [
        ("development_of_agriculture", 2, 0, 0, 0),
        ("development_of_crafts", 0, 2, 0, 0),
        ("development_of_science", 0, 0, 2, 0),
        ("development_of_settlement", 0, 0, 0, 1),
        ("development_of_trade_routes", 1, 1, 1, 0),
        ("no_event", 0, 0, 0, 0),
    ],
)
def test_t15_4_7_events_for_everyone(cid: str, food: int, res: int, science: int, pop: int) -> None:
    base = reveal("no_event")
    state = reveal(cid)
    assert card_id(state.past_events[-1]) == cid and not state.pending
    for a, b in zip(state.players, base.players, strict=True):
        assert h.food(state, a.seat) - h.food(base, b.seat) == food
        assert h.res(state, a.seat) - h.res(base, b.seat) == res
        assert a.science - b.science == science
        assert a.pool - b.pool == pop and b.yellow_bank - a.yellow_bank == pop


def test_t15_4_7_free_builds_need_an_unused_worker() -> None:
    """Development of Warfare: a free Warriors unit for each nation with an unused worker that
    wants one (no urban limit for units)."""
    state = h.new(2, seed=3)
    for _ in range(3):
        h.act(state, "end")
    from test_tta_rulings import stack_event

    stack_event(state, "development_of_warfare")
    other = 1 - state.start
    h.set_workers(state, other, {}, pool=0)
    h.act(state, "end")
    assert engine.to_act(state) == [state.start]
    assert h.codes(state) == ["ev.yes", "ev.no"]
    h.act(state, "ev.yes")
    assert state.players[state.start].workers["warriors"] == 2
    assert not state.pending and engine.to_act(state) == [state.start]


# ------------------------------------------------------------------------------------------
# The end (T-17.1)


def play_to_end(players: int, seed: int) -> tuple[object, list[int]]:
    state = h.new(players, seed=seed)
    turns = [0] * players
    while not engine.is_over(state):
        if state.pending:
            h.act(state, h.codes(state)[0])
            continue
        turns[state.current] += 0
        seat = state.current
        before = state.turn
        h.act(state, "end")
        if state.turn != before or engine.is_over(state):
            turns[seat] += 1
    return state, turns


@pytest.mark.parametrize("players", [2, 3, 4])
def test_t17_1_1_everyone_plays_the_same_number_of_turns(players: int) -> None:
    """T-5.1/T-17.1.1: the round is finished once the Age I deck ran out."""
    state, turns = play_to_end(players, seed=players)
    assert len(set(turns)) == 1
    assert state.civil_decks[1] == []  # type: ignore[attr-defined]
    result = GAME.result(state)  # type: ignore[arg-type]
    assert result is not None and result.winners


def test_t17_1_2_final_scoring_adds_to_culture() -> None:
    state, _ = play_to_end(2, seed=5)
    result = GAME.result(state)  # type: ignore[arg-type]
    assert result is not None
    for s in result.scores:
        cats = dict(s.categories)
        assert set(cats) == {"culture", "techs", "strength", "happy", "production"}
        assert s.total == sum(cats.values())
        # Untouched nations: Warriors 1 -> 2, production 2 food + 2 resources + 1 science.
        assert cats["strength"] == 2 and cats["production"] == 5
