"""Computer players for Through the Ages. An agent picks one of ``engine.legal_actions`` and
reads only what the seat may see: everything in play, the row, every civil hand (public), its
own military hand; never deck orders."""

from __future__ import annotations

from rules.tools.agents import Roster
from rules.tta.agents.heuristic import HeuristicAgent
from rules.tta.agents.random_agent import RandomAgent
from rules.tta.agents.strong import StrongAgent
from rules.tta.playout import Agent

ROSTER: Roster[Agent] = Roster(
    {"random": RandomAgent, "heuristic": HeuristicAgent, "strong": StrongAgent}
)
AGENTS = ROSTER.factories
make_agent = ROSTER.make
