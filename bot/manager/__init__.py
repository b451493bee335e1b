"""Game sessions without Discord: lobbies, turns, AI seats, timers, persistence.

The manager holds no game in memory between calls: every call reads the store, so a restart
(a new manager on the same store) continues exactly where the old one stopped. It knows no game:
each record names its game, whose plugin (rules, agents) comes from the registry it was given.

Its parts, by responsibility:

- :mod:`bot.manager.lobby` — opening, joining, AI seats, starting, abandoning;
- :mod:`bot.manager.play` — applying a move and handing one snapshot
  (:mod:`bot.manager.snapshot`) of the change to the presenter;
- :mod:`bot.manager.ai_seats` — AI players, thinking out of the game's lock;
- :mod:`bot.manager.faults` — games whose saved state no longer loads: kept, told to their
  channel once, retried or abandoned by an admin; nothing plays them meanwhile;
- :mod:`bot.manager.timers` — at start-up, checking that every running game loads and showing
  again what a dead process saved but never showed; reminders and replacement moves of the
  games that are due (each seat's wait counts from its own last move; a replacement finishes
  at most the decision that was overdue).

Several processes (shards) may share one store, and any of them may be asked about any game (a
DM click always arrives on shard 0). Everything that reads and then changes a game therefore
runs under ``store.lock("game:<id>")``, which PostgreSQL holds across processes (an advisory
lock); the version compare-and-set in ``save_action`` stays as a second guard. So two processes
clicking at once apply exactly one action, and a timer fires once.

Options out of range are replaced by defaults or clamped instead of refused;
``reminder_hours`` or ``replace_hours`` of 0 switch that timer off.
"""

from __future__ import annotations

from bot.manager.ai_seats import AiMixin
from bot.manager.base import (
    AI_STALL_SECONDS,
    DEFAULT_REMINDER_HOURS,
    DEFAULT_REPLACE_HOURS,
    LANGUAGES,
    GameFaulted,
    Presenter,
    agent_seed,
    normalize_options,
    rules_options,
)
from bot.manager.faults import FaultsMixin
from bot.manager.lobby import LobbyMixin
from bot.manager.play import REASON_ERRORS, PlayMixin
from bot.manager.snapshot import Snapshot
from bot.manager.timers import TimersMixin

__all__ = [
    "AI_STALL_SECONDS",
    "DEFAULT_REMINDER_HOURS",
    "DEFAULT_REPLACE_HOURS",
    "LANGUAGES",
    "REASON_ERRORS",
    "GameFaulted",
    "GameManager",
    "Presenter",
    "Snapshot",
    "agent_seed",
    "normalize_options",
    "rules_options",
]


class GameManager(FaultsMixin, LobbyMixin, PlayMixin, AiMixin, TimersMixin):
    """Lobbies, moves, AI seats and timers of every game in a store (see the module doc)."""
