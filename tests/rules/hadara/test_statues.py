"""Carve a statue (H-9)."""

from __future__ import annotations

import pytest
from hadara_builders import at_statue, new, raise_track, set_tracks

from rules.core import IllegalAction
from rules.hadara import actions as act
from rules.hadara import effects as fx
from rules.hadara import engine, scoring
from rules.hadara.actions import PASS
from rules.hadara.data import DataSet


@pytest.mark.parametrize("index", [0, 1, 2, 3])
def test_h_9_1_culture_requirement(index: int, data: DataSet) -> None:
    """H-9.1: a statue can be carved when its culture requirement is ≤ the culture track."""
    need = data.statues[index].culture
    state = new(2, seed=1)
    p = state.players[0]
    set_tracks(p, culture=max(need, 6))  # at least the cheapest statue, so seat 0 may act
    at_statue(state)
    assert 0 in state.acting
    assert act.statue(index, "blue", True) in engine.legal_actions(state, 0)
    if need > data.statues[0].culture:
        set_tracks(p, culture=need - 1)
        problem = engine.check(state, 0, act.statue(index, "blue", True))
        assert problem is not None and problem.reason == "requirement_not_met"
        assert problem.params == {"need": need, "have": need - 1}


def test_h_9_1_below_every_requirement_no_decision(data: DataSet) -> None:
    """H-9.1: a player below the lowest requirement has nothing to decide."""
    state = new(2, seed=1)
    for p in state.players:
        set_tracks(p, culture=data.statues[0].culture - 1)
    at_statue(state, phase="A")
    assert state.step != "statue"


def test_h_9_1_each_statue_once_in_any_order_one_per_step(data: DataSet) -> None:
    """H-9.1: one statue per step, each statue once, in any order."""
    state = new(2, seed=1)
    p = state.players[0]
    set_tracks(p, culture=100)
    at_statue(state, phase="A")
    engine.apply(state, 0, act.statue(2, "yellow", False))  # a later statue first
    assert p.statues[2] == ("yellow", False)
    assert 0 not in state.acting  # one per step
    set_tracks(p, culture=100)
    at_statue(state, phase="A")
    problem = engine.check(state, 0, act.statue(2, "red", False))
    assert problem is not None and problem.reason == "already_taken"
    assert all(a.target != "2" for a in engine.legal_actions(state, 0))
    engine.apply(state, 0, act.statue(0, "red", False))
    assert p.statues[0] == ("red", False) and p.statues[2] == ("yellow", False)


def test_h_9_1_players_carve_independently(data: DataSet) -> None:
    """H-3 decision: statues only affect the acting player, so all seats choose at once."""
    state = new(3, seed=1)
    for p in state.players:
        set_tracks(p, culture=100)
    at_statue(state, phase="A")
    order = state.turn_order()
    assert state.acting == order
    engine.apply(state, order[2], act.statue(0, "blue", True))
    engine.apply(state, order[0], PASS)
    assert state.acting == [order[1]]


@pytest.mark.parametrize("tile", ["yellow", "red", "blue", "green"])
def test_h_9_2_face_up_tile_raises_its_track(tile: str, data: DataSet) -> None:
    """H-9.2: face up: the track of the tile's colour rises by the statue's bonus value."""
    state = new(2, seed=1)
    p = state.players[0]
    raise_track(state, 0, "culture", data.statues[1].culture)
    at_statue(state, phase="A")
    before = list(p.tracks)
    engine.apply(state, 0, act.statue(1, tile, True))
    expected = list(before)
    expected[fx.COLOR_INDEX[tile]] += data.statues[1].bonus
    assert p.tracks == expected
    assert p.tiles[tile] == 1
    assert scoring.statue_points(data, p) == data.statues[1].points


def test_h_9_2_face_down_tile_scores_its_bonus(data: DataSet) -> None:
    """H-9.2: face down: no track change; at the end the bonus value scores as points."""
    state = new(2, seed=1)
    p = state.players[0]
    raise_track(state, 0, "culture", data.statues[1].culture)
    at_statue(state, phase="A")
    before = list(p.tracks)
    engine.apply(state, 0, act.statue(1, "green", False))
    assert p.tracks == before
    assert p.tiles["green"] == 1
    assert scoring.statue_points(data, p) == data.statues[1].points + data.statues[1].bonus


def test_h_9_3_statues_never_change_or_get_lost(data: DataSet) -> None:
    """H-9.3: a carved statue and its tile stay, even when culture later drops."""
    state = new(2, seed=1)
    p = state.players[0]
    blues = raise_track(state, 0, "culture", data.statues[1].culture)
    at_statue(state, phase="A")
    engine.apply(state, 0, act.statue(1, "red", True))
    military = p.tracks[fx.MILITARY]
    for cid in blues:
        engine.remove_card(state, p, cid)
    assert p.tracks[fx.CULTURE] < data.statues[1].culture
    assert p.statues[1] == ("red", True)
    assert p.tracks[fx.MILITARY] == military  # the face-up bonus is kept
    assert scoring.statue_points(data, p) == data.statues[1].points
    with pytest.raises(IllegalAction):
        engine.apply(state, 0, act.statue(1, "blue", True))


def test_h_9_4_four_identical_statues_with_distinct_requirements(data: DataSet) -> None:
    """H-9.4: four statues, printed identically on every board, four distinct requirements."""
    assert len(data.statues) == 4
    reqs = [s.culture for s in data.statues]
    assert len(set(reqs)) == 4
    state = new(5, seed=1)
    assert all(p.statues == [None] * 4 for p in state.players)
