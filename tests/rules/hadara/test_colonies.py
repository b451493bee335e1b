"""Take a colony (H-8)."""

from __future__ import annotations

import pytest
from hadara_builders import at_colony, kinds, new, raise_track, set_tracks

from rules.core import IllegalAction
from rules.hadara import actions as act
from rules.hadara import effects as fx
from rules.hadara import engine, scoring, views
from rules.hadara.actions import PASS
from rules.hadara.data import COLONY_LEVELS, DataSet


def test_h_8_1_colonies_strictly_in_turn_order() -> None:
    """H-8.1: starting with the first player, clockwise, one player at a time."""
    state = new(3, seed=2)
    for p in state.players:
        set_tracks(p, military=100)
    at_colony(state)
    order = state.turn_order()
    assert state.acting == [order[0]]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, order[1], act.colony(3, False))
    assert err.value.reason == "not_your_turn"
    engine.apply(state, order[0], PASS)
    assert state.acting == [order[1]]
    engine.apply(state, order[1], act.colony(3, False))
    assert state.acting == [order[2]]


@pytest.mark.parametrize("level", COLONY_LEVELS)
def test_h_8_2_requirement_at_most_military(level: int) -> None:
    """H-8.2: a colony can be taken when its requirement is ≤ the military track."""
    state = new(2, seed=3)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    p.coins = 0
    for q in state.players:
        set_tracks(q, military=level - 1)
    events = at_colony(state)
    if state.acting != [seat]:
        assert level == 3 and kinds(events).count("colony_none") == 2
    else:
        problem = engine.check(state, seat, act.colony(level, False))
        assert problem is not None and problem.reason == "requirement_not_met"
        assert problem.params == {"need": level, "have": level - 1}
    state = new(2, seed=3)
    p = state.players[seat]
    set_tracks(p, military=level)
    at_colony(state)
    assert state.acting == [seat]
    assert act.colony(level, False) in engine.legal_actions(state, seat)
    engine.apply(state, seat, act.colony(level, False))
    assert [state.data.colonies[c].level for c, _ in p.colonies] == [level]


def test_h_8_2_no_option_means_the_player_is_skipped() -> None:
    """H-8.2: a player whose military is below every requirement is skipped (no decision)."""
    state = new(2, seed=3)
    for p in state.players:
        set_tracks(p, military=2)
    events = at_colony(state)
    assert [e.kind for e in events].count("colony_none") == 2
    assert state.step != "colony"


def test_h_8_3_one_colony_per_level_for_the_whole_game_any_order() -> None:
    """H-8.3: at most one colony of each level per player; levels in any order."""
    state = new(2, seed=5)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    set_tracks(p, military=9)
    at_colony(state, epoch=1, phase="A")
    engine.apply(state, seat, act.colony(9, False))  # level 9 before level 3
    set_tracks(p, military=9)
    at_colony(state, epoch=1, phase="B")
    assert state.acting == [seat]
    problem = engine.check(state, seat, act.colony(9, False))
    assert problem is not None and problem.reason == "already_taken"
    assert all(a.target != "9" for a in engine.legal_actions(state, seat))
    engine.apply(state, seat, act.colony(3, False))
    assert sorted(state.data.colonies[c].level for c, _ in p.colonies) == [3, 9]


def test_h_8_1_only_one_colony_per_step() -> None:
    """H-8.1: one colony per colony step (without P-III-4)."""
    state = new(2, seed=5)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    set_tracks(p, military=100)
    at_colony(state)
    engine.apply(state, seat, act.colony(30, False))
    assert seat not in state.acting or state.step != "colony"
    assert len(p.colonies) == 1


def test_h_8_4_top_tile_of_the_stack_and_only_its_front_is_visible() -> None:
    """H-8.4: the top tile of the chosen level is taken; the view shows only its front."""
    state = new(3, seed=6)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    set_tracks(p, military=100)
    at_colony(state)
    stack = list(state.colony_stacks[15])
    top = state.data.colonies[stack[-1]]
    shown = next(s for s in views.view(state, None)["colony_stacks"] if s["level"] == 15)
    assert shown["size"] == 3
    assert shown["top"] == {
        "level": 15,
        "plunder": top.plunder,
        "integrate": top.integrate,
        "points": top.front_points,
    }
    engine.apply(state, seat, act.colony(15, False))
    assert p.colonies == [(top.id, False)]
    assert state.colony_stacks[15] == stack[:-1]


def test_h_8_5_plunder_gains_coins_and_keeps_the_front() -> None:
    """H-8.5: plunder: gain the plunder coins; the tile stays coin side up; no tracks."""
    state = new(2, seed=7)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    set_tracks(p, military=3)
    at_colony(state)
    tracks = list(p.tracks)
    coins = p.coins
    colony = state.data.colonies[state.colony_stacks[3][-1]]
    events = engine.apply(state, seat, act.colony(3, False))
    assert p.coins == coins + colony.plunder
    assert p.colonies == [(colony.id, False)]
    assert p.tracks == tracks
    ev = next(e for e in events if e.kind == "colony")
    assert "colony" not in ev.data  # the reverse (and the tile's identity) stay hidden


def test_h_8_5_integrate_pays_and_adds_the_reverse() -> None:
    """H-8.5: integrate: pay the integrate coins, flip, add the reverse's track values."""
    state = new(2, seed=7)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    p.coins = 20
    raise_track(state, seat, "military", 9)
    at_colony(state)
    tracks = list(p.tracks)
    colony = state.data.colonies[state.colony_stacks[9][-1]]
    engine.apply(state, seat, act.colony(9, True))
    assert p.coins == 20 - colony.integrate
    assert p.colonies == [(colony.id, True)]
    assert p.tracks == [t + r for t, r in zip(tracks, colony.reverse_tracks, strict=True)]


def test_h_8_5_cannot_integrate_without_the_coins() -> None:
    """H-8.5: a player who cannot pay cannot integrate (plunder stays possible)."""
    state = new(2, seed=7)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    set_tracks(p, military=100)
    at_colony(state)
    level = next(
        lv for lv in COLONY_LEVELS if state.data.colonies[state.colony_stacks[lv][-1]].integrate
    )
    p.coins = state.data.colonies[state.colony_stacks[level][-1]].integrate - 1
    problem = engine.check(state, seat, act.colony(level, True))
    assert problem is not None and problem.reason == "not_enough_coins"
    legal = engine.legal_actions(state, seat)
    assert act.colony(level, False) in legal and act.colony(level, True) not in legal


def test_h_8_6_points_of_the_visible_side(data: DataSet) -> None:
    """H-8.6: plundered colonies score the front, integrated ones the reverse (≥ front)."""
    assert all(c.reverse_points >= c.front_points for c in data.colonies.values())
    state = new(2, seed=1)
    p = state.players[0]
    plundered = next(c for c in data.colonies.values() if c.level == 3)
    integrated = next(c for c in data.colonies.values() if c.level == 9)
    p.colonies = [(plundered.id, False), (integrated.id, True)]
    assert scoring.colony_points(data, p) == plundered.front_points + integrated.reverse_points
    assert scoring.categories(data, p)["colonies"] == (
        plundered.front_points + integrated.reverse_points
    )


def test_h_8_7_colonies_are_never_lost(data: DataSet) -> None:
    """H-8.7: a colony stays even when military later drops below its requirement."""
    state = new(2, seed=9)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    reds = raise_track(state, seat, "military", 9)
    at_colony(state, phase="A")
    level = max(lv for lv in COLONY_LEVELS if lv <= p.tracks[fx.MILITARY])
    engine.apply(state, seat, act.colony(level, False))
    taken = list(p.colonies)
    points = scoring.colony_points(data, p)
    for cid in reds:  # e.g. lost while feeding
        engine.remove_card(state, p, cid)
    assert p.tracks[fx.MILITARY] < level
    assert p.colonies == taken
    assert scoring.colony_points(data, p) == points > 0
