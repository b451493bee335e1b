"""The figures the decision pictures show (render/hadara/worth.py) agree with the engine: the
score of every player of a view, and the tracks and score after each legal buy, removal while
feeding, statue and medal, compared with the view after the engine applied that action."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from render.hadara import worth
from render.hadara.parts import data
from rules.hadara import GAME, engine
from rules.hadara.actions import Action
from rules.hadara.state import HadaraState

GAMES = [(2, "basic", 3), (3, "advanced", 5), (4, "advanced", 11), (5, "advanced", 2)]


def _states(players: int, variant: str, seed: int) -> Iterator[HadaraState]:
    """Every state of a random playout (the random agent reaches rare effects too)."""
    state = GAME.new(players, {"variant": variant}, seed)
    rng = random.Random(seed)
    while not engine.is_over(state):
        yield state
        seat = state.acting[0]
        engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
    yield state


def _player(state: HadaraState, seat: int) -> dict[str, Any]:
    return dict(GAME.view(state, None)["players"][seat])


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}p-{g[1]}-{g[2]}")
def test_score_of_every_view_matches_the_engine(game: tuple[int, str, int]) -> None:
    for state in _states(*game):
        for p in GAME.view(state, None)["players"]:
            assert worth.score(data(), worth.Holdings.of(p)) == p["score"]


def _predict(h: worth.Holdings, a: Action, state: HadaraState) -> worth.Holdings | None:
    d = data()
    if a.kind == "take" and a.mode == "buy":
        return worth.gain_card(d, h, d.cards[state.piles[a.target][-1]], a.tile or None)
    if a.kind == "feed" and a.target == "remove":
        return worth.remove_card(d, h, d.cards[a.mode])
    if a.kind == "statue":
        return worth.carve(d, h, int(a.target), a.tile, a.mode == "up")
    if a.kind == "silver":
        return worth.add_silver(h, a.target, 0)
    if a.kind == "gold":
        return worth.add_gold(h, 0)
    return None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}p-{g[1]}-{g[2]}")
def test_predicted_changes_match_the_engine(game: tuple[int, str, int]) -> None:
    checked = 0
    for state in _states(*game):
        for seat in list(state.acting):
            before = worth.Holdings.of(_player(state, seat))
            for action in engine.legal_actions(state, seat):
                code = action.encode()
                predicted = _predict(before, action, state)
                if predicted is None:
                    continue
                after_state = copy.deepcopy(state)
                engine.apply(after_state, seat, action)
                actual = _player(after_state, seat)
                # Prices, payments and bonuses in coins are not part of these predictions.
                predicted = replace(predicted, coins=int(actual["coins"]))
                assert predicted.tracks == actual["tracks"], code
                assert worth.score(data(), predicted) == actual["score"], code
                checked += 1
    assert checked > 20
