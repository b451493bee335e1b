"""Game sessions without Discord: lobbies, turns, AI seats, timers, persistence.

The manager holds no game in memory between calls: every call reads the store, so a restart
(a new manager on the same store) continues exactly where the old one stopped. It knows no game:
each record names its game, whose plugin (rules, agents) comes from the registry it was given.

Its parts are small objects with one job each, built and wired to each other by
:class:`GameManager`, which also serves the calls the rest of the bot makes (each from the part
whose job it is):

- :class:`bot.manager.base.Host` — what every part shares: the store, the presenter, the games,
  the clock, the thinker; reading a saved game (its state, and who decides there, asked of the
  rules once per saved version); the game lock; the timer arithmetic;
- :class:`bot.manager.lobby.Lobby` — opening, joining, AI seats, starting, abandoning;
- :class:`bot.manager.play.Play` — applying a move and handing one snapshot
  (:mod:`bot.manager.snapshot`, carrying the decision and the click that made the move,
  :mod:`bot.manager.click`) of the change to the presenter;
- :class:`bot.manager.ai_seats.AiSeats` — AI players, thinking out of the game's lock;
- :class:`bot.manager.standing.Standing` — answers given in advance: applied as soon as the
  question they cover comes, through ``play``, without pinging or prompting their seat;
- :class:`bot.manager.faults.Faults` — games whose saved state no longer loads: kept, told to
  their channel once, retried or abandoned by an admin; nothing plays them meanwhile;
- :class:`bot.manager.timers.Timers` — at start-up, checking that every running game loads and
  showing again what a dead process saved but never showed; reminders and replacement moves
  of the games that are due (each seat's wait counts from its own last move; a replacement
  finishes at most the decision that was overdue).

Several processes (shards) may share one store, and any of them may be asked about any game (a
DM click always arrives on shard 0). Everything that reads and then changes a game therefore
runs under ``store.lock("game:<id>")``, which PostgreSQL holds across processes (an advisory
lock); the version compare-and-set in ``save_action`` stays as a second guard. So two processes
clicking at once apply exactly one action, and a timer fires once.

Options out of range are replaced by defaults or clamped instead of refused;
``reminder_hours`` or ``replace_hours`` of 0 switch that timer off.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.ai import Thinker
from bot.clock import Clock, system_clock
from bot.games.base import GamePlugin
from bot.manager.ai_seats import AiSeats
from bot.manager.base import (
    AI_STALL_SECONDS,
    DEFAULT_REMINDER_HOURS,
    DEFAULT_REPLACE_HOURS,
    LANGUAGES,
    GameFaulted,
    Host,
    Presenter,
    agent_seed,
    normalize_options,
    rules_options,
)
from bot.manager.click import Click
from bot.manager.faults import Faults
from bot.manager.lobby import Lobby
from bot.manager.play import REASON_ERRORS, Play
from bot.manager.snapshot import Snapshot
from bot.manager.standing import Standing
from bot.manager.timers import Timers
from bot.store import GameStore

__all__ = [
    "AI_STALL_SECONDS",
    "DEFAULT_REMINDER_HOURS",
    "DEFAULT_REPLACE_HOURS",
    "LANGUAGES",
    "REASON_ERRORS",
    "Click",
    "GameFaulted",
    "GameManager",
    "Presenter",
    "Snapshot",
    "agent_seed",
    "normalize_options",
    "rules_options",
]


class GameManager:
    """Lobbies, moves, AI seats and timers of every game in a store (see the module doc): the
    parts, wired to each other, and the calls the rest of the bot makes, each served by the
    part whose job it is."""

    def __init__(
        self,
        store: GameStore,
        presenter: Presenter,
        *,
        games: Mapping[str, GamePlugin] | None = None,
        clock: Clock = system_clock,
        ai_delay: float = 1.5,
        default_language: str = "en-US",
        thinker: Thinker | None = None,
    ) -> None:
        self.host = Host(
            store,
            presenter,
            games=games,
            clock=clock,
            ai_delay=ai_delay,
            default_language=default_language,
            thinker=thinker,
        )
        self.faults = Faults(self.host)
        self.ai = AiSeats(self.host, self.faults)
        self.standing = Standing(self.host)
        self.play = Play(self.host, self.ai, self.faults, self.standing)
        self.lobby = Lobby(self.host, self.play, self.ai)
        self.timers = Timers(self.host, self.play, self.ai, self.faults, self.lobby)
        # The ways back: AI moves are played by ``play``; a retried game goes on through
        # ``play`` and its AI seats, an abandoned one through ``lobby``; a state found not to
        # load anywhere is marked by ``faults``.
        self.ai.play = self.standing.play = self.play
        self.faults.play, self.faults.ai, self.faults.lobby = self.play, self.ai, self.lobby
        self.host.on_unloadable = self.faults.record_fault
        # Lobbies.
        self.new_lobby = self.lobby.new_lobby
        self.join = self.lobby.join
        self.leave = self.lobby.leave
        self.add_ai = self.lobby.add_ai
        self.start = self.lobby.start
        self.abandon = self.lobby.abandon
        # Playing and reading.
        self.act = self.play.act
        self.snapshot = self.play.snapshot
        self.view = self.play.view
        self.legal = self.play.legal
        self.decision = self.play.decision
        self.waiting_for = self.play.waiting_for
        self.recent_log = self.play.recent_log
        self.describe_event = self.play.describe_event
        # AI seats.
        self.run_ai = self.ai.run_ai
        self.idle = self.ai.idle
        self.close = self.ai.close
        # Answers given in advance.
        self.set_standing = self.standing.set_answer
        self.standing_seat = self.standing.seat_for
        # Restarts and timers.
        self.resume_all = self.timers.resume_all
        self.tick = self.timers.tick
        # Faults.
        self.check_games = self.faults.check_games
        self.record_fault = self.faults.record_fault
        self.load_problem = self.faults.load_problem
        self.retry = self.faults.retry
        self.abandon_faulted = self.faults.abandon_faulted
        # Shared helpers.
        self.plugin = self.host.plugin
        self.seat_of = self.host.seat_of
        self.due_at = self.host.due_at

    # What the parts share, readable and replaceable here (tests swap the presenter or the
    # thinker of a running manager).
    @property
    def store(self) -> GameStore:
        return self.host.store

    @property
    def presenter(self) -> Presenter:
        return self.host.presenter

    @presenter.setter
    def presenter(self, presenter: Presenter) -> None:
        self.host.presenter = presenter

    @property
    def thinker(self) -> Thinker:
        return self.host.thinker

    @thinker.setter
    def thinker(self, thinker: Thinker) -> None:
        self.host.thinker = thinker

    @property
    def games(self) -> Mapping[str, GamePlugin]:
        return self.host.games

    @property
    def clock(self) -> Clock:
        return self.host.clock

    @property
    def ai_delay(self) -> float:
        return self.host.ai_delay

    @ai_delay.setter
    def ai_delay(self, seconds: float) -> None:
        self.host.ai_delay = seconds

    @property
    def default_language(self) -> str:
        return self.host.default_language
