"""Computer players. An agent picks one of ``engine.legal_actions`` and reads only what the
seat's view shows: public holdings, pile tops, colony fronts and its own drawn cards."""

from __future__ import annotations

from collections.abc import Callable

from rules.hadara.agents.heuristic import HeuristicAgent
from rules.hadara.agents.random_agent import RandomAgent
from rules.hadara.playout import Agent

AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
}


def make_agent(name: str, seed: int = 0) -> Agent:
    try:
        factory = AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; choose from {', '.join(AGENTS)}") from None
    return factory(seed)
