"""The engine's fast legal actions against the straightforward computation (H-5 … H-11).

``engine.legal_actions`` builds each step's legal actions directly (``StepRules.legal``);
``engine.checked_candidates`` filters every candidate of the step through the step's check, the
way the engine did before. They must give the same actions in the same order (agents pick by
position, so the order is part of the rule: the same seed must play the same game). Hypothesis
draws whole random games; at every position both are compared as the game stands and on a copy
with holdings pushed to unusual values (coins, tiles, medals, tracks, the purple effects that
lift limits, emptied colony stacks), so that the rarely reached branches are compared too.

Runs with a fixed (derandomized) Hypothesis profile so CI sees the same examples every time.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.hadara import data as data_mod
from rules.hadara import engine
from rules.hadara.agents.random_agent import RandomAgent
from rules.hadara.agents.strong import clone
from rules.hadara.data import COLONY_LEVELS, TILE_COLORS
from rules.hadara.state import HadaraState

DATA = data_mod.load()
# The purple effects that the legality checks read (H-12: limits, requirements, prices).
LIMIT_EFFECTS = ("P-II-2", "P-II-3", "P-III-4", "P-III-5", "P-III-6")


def _unusual(state: HadaraState, rng: random.Random) -> HadaraState:
    """A copy with holdings drawn at random where the checks branch on them."""
    game = clone(state)
    for p in game.players:
        if rng.random() < 0.6:
            p.coins = rng.randint(0, 40)
        if rng.random() < 0.5:
            for t in TILE_COLORS:
                p.tiles[t] = rng.randint(0, 2)
        if rng.random() < 0.5:
            p.effects |= {e for e in LIMIT_EFFECTS if rng.random() < 0.5}
        if rng.random() < 0.3:
            p.tracks = [rng.randint(0, 30) for _ in range(4)]
        if rng.random() < 0.3:
            p.gold = rng.randint(0, 2)
            p.silver = [rng.choice(TILE_COLORS) for _ in range(rng.randint(0, 2))]
        seat = p.seat
        if rng.random() < 0.4:
            game.step_count[seat] = rng.randint(0, 2)
            game.step_paid[seat] = rng.randint(0, 12)
            game.feed_paid[seat] = rng.randint(0, 7)
    for level in COLONY_LEVELS:
        if rng.random() < 0.2:
            game.colony_stacks[level] = []
    return game


def _compare(state: HadaraState) -> int:
    compared = 0
    for seat in range(state.players_n):
        fast = engine.legal_actions(state, seat)
        assert fast == engine.checked_candidates(state, seat), (state.step, seat)
        compared += len(fast)
    return compared


@settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    players=st.integers(2, 5),
    variant=st.sampled_from(engine.VARIANTS),
    seed=st.integers(0, 2**31 - 1),
)
def test_h5_h11_fast_legal_actions_match_checked_candidates(
    players: int, variant: str, seed: int
) -> None:
    state = engine.new_game(players, variant, seed, DATA)
    agents = [RandomAgent(seed * 7 + s) for s in range(players)]
    rng = random.Random(seed)
    steps: set[str] = set()
    while not engine.is_over(state):
        steps.add(state.step)
        assert _compare(state) > 0
        _compare(_unusual(state, rng))
        seat = state.acting[0]
        engine.apply(state, seat, agents[seat].choose(state, seat))
    assert engine.legal_actions(state, 0) == engine.checked_candidates(state, 0) == []
    assert {"wheel", "draft", "take", "colony"} <= steps
