"""Playing one whole game with agents (for the render samples and the tests)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules.nim.agents import Agent
from rules.nim.engine import Action
from rules.nim.game import GAME
from rules.nim.state import NimState


def play(
    players: int,
    options: Mapping[str, Any],
    seed: int,
    agents: Sequence[Agent],
    on_action: Callable[[NimState, int, Action], None] | None = None,
) -> NimState:
    """The final state of a game of ``agents`` (one per seat); ``on_action`` sees each move
    before it is applied."""
    state = GAME.new(players, options, seed)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = agents[seat].choose(state, seat)
        if on_action is not None:
            on_action(state, seat, action)
        GAME.apply(state, seat, action)
    return state
