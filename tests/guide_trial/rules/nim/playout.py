"""Playing one whole game with agents (for the render samples and the tests), on the shared
loop of :mod:`rules.tools.playout`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeAlias

from rules.nim import engine
from rules.nim.engine import Action
from rules.nim.game import GAME
from rules.nim.state import NimState
from rules.tools import playout

Agent: TypeAlias = playout.Agent[NimState, Action]


def next_seat(state: NimState) -> int | None:
    """The seat to move, None once the game is over."""
    return None if engine.is_over(state) else engine.to_act(state)[0]


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
    playout.play_loop(state, agents, next_seat, engine.apply, on_action)
    return state
