"""Computer players. An agent picks one of ``engine.legal_actions`` and reads only its seat's
view (:func:`rules.bids.views.view`): coins, kept prizes, revealed auctions, its own bid."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.bids.agents.heuristic import HeuristicAgent
from rules.bids.agents.random_agent import RandomAgent
from rules.bids.agents.strong import StrongAgent
from rules.bids.playout import Agent

AGENTS: dict[str, Callable[..., Agent]] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
    "strong": StrongAgent,
}

# Keyword options each agent's constructor accepts (beside the seed).
AGENT_OPTIONS: dict[str, frozenset[str]] = {
    "random": frozenset(),
    "heuristic": frozenset(),
    "strong": frozenset({"time_budget", "iterations", "max_candidates"}),
}


def make_agent(name: str, seed: int = 0, **options: Any) -> Agent:
    """The agent called ``name``; ``options`` go to its constructor (e.g. ``iterations`` for
    ``strong``). An option the agent does not take is a ``ValueError``."""
    try:
        factory = AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; choose from {', '.join(AGENTS)}") from None
    unknown = sorted(set(options) - AGENT_OPTIONS.get(name, frozenset()))
    if unknown:
        raise ValueError(f"agent {name!r} takes no option {', '.join(unknown)}")
    return factory(seed, **options)
