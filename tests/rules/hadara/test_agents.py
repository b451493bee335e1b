"""The computer players: they only play legal actions, and the heuristic one is clearly
stronger than random play (it moves for absent players, so it must be decent)."""

from __future__ import annotations

import pytest

from rules.core import Rng
from rules.hadara import data as data_mod
from rules.hadara import engine, playout
from rules.hadara import state as state_mod
from rules.hadara.actions import Action
from rules.hadara.agents import AGENTS, make_agent
from rules.hadara.state import HadaraState

DATA = data_mod.load()
SEEDS = 500
WIN_RATE = 0.90
# Small fixed budgets for agents that search, so that whole games stay quick and reproducible.
QUICK_OPTIONS: dict[str, dict[str, int]] = {"strong": {"iterations": 1, "max_candidates": 2}}


def quick_agent(name: str, seed: int) -> playout.Agent:
    return make_agent(name, seed, **QUICK_OPTIONS.get(name, {}))


class LegalityCheck:
    """``on_action`` hook of :func:`playout.play`: every chosen action must be legal."""

    def __init__(self) -> None:
        self.actions = 0

    def __call__(self, state: HadaraState, seat: int, action: Action) -> None:
        assert seat in state.acting
        legal = engine.legal_actions(state, seat)
        assert action in legal, f"seat {seat} chose illegal {action} at step {state.step}"
        self.actions += 1


@pytest.mark.slow
def test_heuristic_beats_random_in_two_player_games() -> None:
    wins = 0
    ties = 0
    check = LegalityCheck()
    for seed in range(SEEDS):
        heuristic_seat = seed % 2  # seats alternate
        agents = [make_agent("random", seed * 2 + s) for s in range(2)]
        agents[heuristic_seat] = make_agent("heuristic", seed)
        state, record = playout.play(2, "basic", seed, agents, on_action=check)
        assert engine.is_over(state) and record.result is not None
        winners = record.result["winners"]
        if winners == [heuristic_seat]:
            wins += 1
        elif heuristic_seat in winners:
            ties += 1
    rate = wins / SEEDS
    assert rate >= WIN_RATE, f"heuristic won {wins}/{SEEDS} ({ties} shared)"
    assert check.actions > SEEDS * 50


@pytest.mark.parametrize("variant", ["basic", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_agents_only_play_legal_actions(players: int, variant: str) -> None:
    names = list(AGENTS)
    for seed in range(3):
        agents = [
            quick_agent(names[(seed + s) % len(names)], 100 + seed + s) for s in range(players)
        ]
        check = LegalityCheck()
        state, _ = playout.play(players, variant, seed, agents, on_action=check)
        assert engine.is_over(state)
        assert check.actions > 0


@pytest.mark.parametrize("name", sorted(AGENTS))
def test_agents_are_deterministic(name: str) -> None:
    records = [
        playout.play(3, "advanced", 9, [quick_agent(name, 5 + s) for s in range(3)])[1]
        for _ in range(2)
    ]
    assert records[0].actions == records[1].actions
    assert records[0].final_dump_sha == records[1].final_dump_sha


def test_agents_choose_from_a_loaded_state_like_from_the_live_one() -> None:
    """An agent sees only the state it is handed: a dump/load copy gives the same choice."""
    agents = [make_agent("heuristic", 1), make_agent("heuristic", 2)]
    state = engine.new_game(2, "advanced", 3, DATA)
    while not engine.is_over(state):
        seat = state.acting[0]
        copy = state_mod.load(state_mod.dump(state))
        action = agents[seat].choose(state, seat)
        assert agents[seat].choose(copy, seat) == action
        engine.apply(state, seat, action)


def scramble_hidden(state: HadaraState, seat: int, rng: Rng) -> HadaraState:
    """A copy in which everything the seat cannot see (H-14) is rearranged."""
    copy = state_mod.load(state_mod.dump(state))
    for deck in copy.decks.values():
        rng.shuffle(deck)
    rng.shuffle(copy.box)
    for level, stack in copy.colony_stacks.items():
        if len(stack) > 1:  # only the top tile's front is visible
            boxed = [c for c in copy.colony_box if DATA.colonies[c].level == level]
            lower = stack[:-1] + boxed
            rng.shuffle(lower)
            copy.colony_stacks[level] = lower[: len(stack) - 1] + stack[-1:]
            copy.colony_box = [c for c in copy.colony_box if c not in boxed]
            copy.colony_box += lower[len(stack) - 1 :]
    for color, pile in copy.piles.items():
        if len(pile) > 1:
            lower = pile[:-1]
            rng.shuffle(lower)
            copy.piles[color] = lower + pile[-1:]
    # Other seats' drawn cards are swapped with cards of the decks they were drawn from.
    for other, hand in enumerate(copy.hands):
        if other != seat and hand:
            deck = copy.decks[DATA.cards[hand[0]].color]
            if deck:
                hand[0], deck[-1] = deck[-1], hand[0]
    return copy


@pytest.mark.parametrize("name", sorted(AGENTS))
def test_agents_decide_only_on_what_the_seat_sees(name: str) -> None:
    rng = Rng(99)
    for seed in range(2 if name in QUICK_OPTIONS else 4):  # searching agents are slower
        players = 2 + seed
        agents = [quick_agent(name, seed + s) for s in range(players)]
        twins = [quick_agent(name, seed + s) for s in range(players)]
        state = engine.new_game(players, "advanced", seed, DATA)
        while not engine.is_over(state):
            seat = state.acting[0]
            action = agents[seat].choose(state, seat)
            assert twins[seat].choose(scramble_hidden(state, seat, rng), seat) == action
            engine.apply(state, seat, action)
