"""Computer players. An agent picks one of ``engine.legal_actions`` and reads only its seat's
view (:func:`rules.bids.views.view`): coins, kept prizes, revealed auctions, its own bid."""

from __future__ import annotations

from rules.bids.agents.heuristic import HeuristicAgent
from rules.bids.agents.random_agent import RandomAgent
from rules.bids.agents.strong import StrongAgent
from rules.bids.playout import Agent
from rules.tools.agents import Roster

ROSTER: Roster[Agent] = Roster(
    {"random": RandomAgent, "heuristic": HeuristicAgent, "strong": StrongAgent}
)
AGENTS = ROSTER.factories
make_agent = ROSTER.make
