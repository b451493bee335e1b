"""Computer players (the shared :class:`rules.tools.agents.Roster`): ``random`` and
``heuristic``; both answer at once and take no option. An agent picks one of
``engine.legal_actions`` from its seat's view."""

from __future__ import annotations

from rules.nim.agents.heuristic import HeuristicAgent
from rules.nim.agents.random_agent import RandomAgent
from rules.nim.playout import Agent
from rules.tools.agents import Roster

ROSTER: Roster[Agent] = Roster({"random": RandomAgent, "heuristic": HeuristicAgent})
make_agent = ROSTER.make

__all__ = ["Agent", "make_agent"]
