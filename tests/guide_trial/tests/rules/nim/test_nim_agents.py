"""Nim's agents: the heuristic plays the game's theory (checked against an exhaustive search
written here independently), the random agent plays legally, and the registry refuses what it
does not know."""

from __future__ import annotations

import itertools
from functools import cache

import pytest

from rules.nim import GAME
from rules.nim.agents import make_agent
from rules.nim.agents.heuristic import HeuristicAgent
from rules.nim.playout import play
from rules.nim.state import NimState


@cache
def first_player_wins(piles: tuple[int, ...], max_take: int, misere: bool) -> bool:
    """Exhaustive two-player search: does the player to move win?"""
    if sum(piles) == 0:
        return misere
    for i, size in enumerate(piles):
        top = min(size, max_take) if max_take else size
        for n in range(1, top + 1):
            rest = tuple(sorted((*piles[:i], size - n, *piles[i + 1 :])))
            if not first_player_wins(rest, max_take, misere):
                return True
    return False


def position(piles: tuple[int, ...], max_take: int, variant: str) -> NimState:
    state = GAME.new(2, {"variant": variant, "max_take": max_take, "piles": len(piles)}, 1)
    state.start = list(piles)
    state.piles = list(piles)
    return state


@pytest.mark.parametrize("variant", ["normal", "misere"])
@pytest.mark.parametrize("max_take", [0, 2, 3])
def test_the_heuristic_wins_every_won_two_player_position(variant: str, max_take: int) -> None:
    """Every position of three piles of up to six stones that the player to move wins: the
    heuristic's move leaves the other player a lost position (nim-sum play, the misère rule at
    the end, the exact search for misère with a limit)."""
    agent = HeuristicAgent(3)
    misere = variant == "misere"
    checked = 0
    for piles in itertools.product(range(7), repeat=3):
        if sum(piles) == 0 or not first_player_wins(tuple(sorted(piles)), max_take, misere):
            continue
        state = position(piles, max_take, variant)
        move = agent.choose(state, 0)
        GAME.apply(state, 0, move)
        after = tuple(sorted(state.piles))
        assert GAME.is_over(state) or not first_player_wins(after, max_take, misere), (
            piles,
            move,
        )
        checked += 1
    assert checked > 100


def test_the_heuristic_beats_the_random_agent() -> None:
    wins = 0
    for seed in range(40):
        agents = [make_agent("heuristic", seed), make_agent("random", seed + 100)]
        if seed % 2:
            agents.reverse()
        final = play(2, {"variant": "misere" if seed % 4 < 2 else "normal"}, seed, agents)
        result = GAME.result(final)
        assert result is not None
        wins += (0 if seed % 2 == 0 else 1) in result.winners
    assert wins >= 36


def test_agents_play_legal_moves_to_the_end_with_four_players() -> None:
    for seed in range(5):
        agents = [make_agent(n, seed + i) for i, n in enumerate(("random", "heuristic") * 2)]
        final = play(4, {"piles": 6, "max_take": seed % 6}, seed, agents)
        assert GAME.is_over(final) and sum(final.taken) == sum(final.start)


def test_the_registry_refuses_unknown_agents_and_options() -> None:
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("strong")
    with pytest.raises(ValueError, match="no option"):
        make_agent("heuristic", 1, time_budget=0.1)
    state = GAME.new(2, {}, 1)
    with pytest.raises(ValueError, match="nothing to decide"):
        make_agent("heuristic").choose(state, 1)
