"""Computer players. An agent picks one of ``engine.legal_actions`` and reads only what the
seat's view shows: public holdings, pile tops, colony fronts and its own drawn cards."""

from __future__ import annotations

from rules.hadara.agents.heuristic import HeuristicAgent
from rules.hadara.agents.random_agent import RandomAgent
from rules.hadara.agents.strong import StrongAgent
from rules.hadara.playout import Agent
from rules.tools.agents import Roster

ROSTER: Roster[Agent] = Roster(
    {"random": RandomAgent, "heuristic": HeuristicAgent, "strong": StrongAgent}
)
AGENTS = ROSTER.factories
make_agent = ROSTER.make
