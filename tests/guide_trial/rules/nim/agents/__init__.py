"""Computer players. An agent picks one of ``engine.legal_actions`` from its seat's view."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from rules.nim.agents.heuristic import HeuristicAgent
from rules.nim.agents.random_agent import RandomAgent
from rules.nim.engine import Action
from rules.nim.state import NimState


class Agent(Protocol):
    name: str

    def choose(self, state: NimState, seat: int) -> Action: ...


AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
}


def make_agent(name: str, seed: int = 0, **options: Any) -> Agent:
    """The agent called ``name``. Neither agent takes options (both answer at once)."""
    try:
        factory = AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; choose from {', '.join(AGENTS)}") from None
    if options:
        raise ValueError(f"agent {name!r} takes no option {', '.join(sorted(options))}")
    return factory(seed)
