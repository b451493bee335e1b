"""What every part of the manager shares: the store, the presenter, the games, the clock, the
game lock, options and small helpers. No discord, no game: games come from a registry."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Mapping, Sequence
from typing import Any, Protocol

from bot import ratings
from bot.ai import InlineThinker, Thinker
from bot.clock import Clock, system_clock
from bot.errors import UserError
from bot.games import registry
from bot.games.base import GamePlugin
from bot.manager.snapshot import Snapshot
from bot.notify import DEFAULT_AWAY_HOURS, SeatTimes, UserCache, away_limit, seat_times
from bot.store import GameRecord, GameStore
from rules.core import Decision, Game

log = logging.getLogger("bot.manager")

LANGUAGES: tuple[str, ...] = ("en-US", "cs", "pl", "ru")
DEFAULT_REMINDER_HOURS = 12.0
DEFAULT_REPLACE_HOURS = 24.0
# An AI seat that has not moved this long after its wait began is looked at again by the timer
# tick (the process thinking for it may have died).
AI_STALL_SECONDS = 120.0
# Keys of a record's options that belong to the host, not to the game's rules.
HOST_OPTIONS: frozenset[str] = frozenset(
    {
        "max_players",
        "reminder_hours",
        "replace_hours",
        "away_hours",
        "language",
        "seed",
        "rematch_of",
        "seat_plan",
    }
)
# A fault's reason (the error's type and text) is kept to this many characters.
FAULT_REASON_CHARS = 500
# Decisions remembered (see ``Host.decision_of``): the latest version's of each game, for this
# many games at most.
DECISIONS_KEPT = 4096


class GameFaulted(UserError):
    """A running game whose saved state does not load (or is marked so): every click and
    command on it is answered with ``fault-game`` instead of failing. ``recorded``: the game is
    already marked faulted in the store (else the manager is marking it)."""

    def __init__(self, game_id: str, reason: str, *, recorded: bool) -> None:
        super().__init__("fault-game")
        self.game_id = game_id
        self.reason = reason
        self.recorded = recorded


def fault_reason(error: BaseException) -> str:
    """What the log and the record say about a state that does not load."""
    if isinstance(error, UserError) and error.message_id == "error-unknown-game":
        return f"no game {error.args_map.get('game')!r} in this release"
    return f"{type(error).__name__}: {error}"[:FAULT_REASON_CHARS]


class Presenter(Protocol):
    """What the manager shows; implemented by the Discord layer. Must not raise.

    ``show`` receives everything it needs in the snapshot and never reads the game back. It
    marks the version shown in the store (``GameStore.mark_shown``) once what shows it has
    gone out, and returns, for each seat it prompted in private, whether the message arrived.
    """

    async def lobby(self, game: GameRecord) -> None: ...

    async def show(self, snap: Snapshot) -> Mapping[int, bool]: ...

    async def reminder(self, game: GameRecord, seat: int) -> None: ...

    async def notice(self, game: GameRecord, message_id: str, **args: str | int) -> None: ...

    async def fault(self, game: GameRecord) -> int | None:
        """Tell the channel that this game cannot go on (its state does not load), with Retry
        and Abandon buttons; the id of that message, None if it did not go out."""

    async def fault_over(self, game: GameRecord, notice_id: int, message_id: str) -> None:
        """The fault notice ``notice_id`` says how it ended (``message_id``) and loses its
        buttons."""


def _float(value: Any, default: float) -> float:
    try:
        out = float(value)
    except (TypeError, ValueError):
        return default
    return out if out == out and out >= 0 else default  # rejects NaN and negatives


def normalize_options(
    options: Mapping[str, Any], default_language: str, plugin: GamePlugin
) -> dict[str, Any]:
    """Complete and sanitize lobby options: the game's own (variant and options, from its
    :class:`rules.core.GameInfo`) and the host's (players, timers, language, seed); unknown or
    out-of-range values become defaults or are clamped."""
    info = plugin.rules.info
    out: dict[str, Any] = dict(info.normalize(options))
    try:
        max_players = int(options.get("max_players", info.max_players))
    except (TypeError, ValueError):
        max_players = info.max_players
    language = options.get("language") or default_language
    if language not in LANGUAGES:
        language = default_language if default_language in LANGUAGES else "en-US"
    seed = options.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        seed = secrets.randbits(31)
    out.update(
        max_players=min(info.max_players, max(info.min_players, max_players)),
        reminder_hours=_float(options.get("reminder_hours"), DEFAULT_REMINDER_HOURS),
        replace_hours=_float(options.get("replace_hours"), DEFAULT_REPLACE_HOURS),
        language=language,
        seed=seed,
    )
    if "away_hours" in options:  # older lobbies have none: bot.notify.DEFAULT_AWAY_HOURS
        out["away_hours"] = _float(options.get("away_hours"), DEFAULT_AWAY_HOURS)
    # A rematch's lobby (bot/rematch.py): the finished game it repeats, and the planned seat
    # order (seat keys, see bot.manager.lobby.planned_order).
    rematch_of = options.get("rematch_of")
    if isinstance(rematch_of, str) and rematch_of:
        out["rematch_of"] = rematch_of[:32]
    plan = options.get("seat_plan")
    if isinstance(plan, list) and all(isinstance(k, str) for k in plan):
        out["seat_plan"] = list(plan)[:8]
    return out


def rules_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options a game's ``new`` receives: the record's options without the host's."""
    return {k: v for k, v in options.items() if k not in HOST_OPTIONS}


def agent_seed(game_seed: int, seat: int, version: int) -> int:
    """A deterministic seed per move, so AI play replays the same after a restart."""
    return (game_seed * 1_000_003 + seat * 7_919 + version * 104_729) & ((1 << 63) - 1)


def new_wait(before: Decision | None, after: Decision | None) -> bool:
    """Does ``after`` start a new wait (its timers and prompts) after ``before``?"""
    if before is None or after is None:
        return True
    return after.key != before.key or not set(after.seats) <= set(before.seats)


class Host:
    """What every part of the manager shares: the store, the presenter, the games, the clock,
    the thinker and the settings; reading a saved game (its state, loaded once per call, and
    who decides there, asked of the rules once per saved version); the game lock; the timer
    arithmetic. Holds no game between calls."""

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
        self.store = store
        self.presenter = presenter
        self.games: Mapping[str, GamePlugin] = games if games is not None else registry()
        self.clock = clock
        self.ai_delay = ai_delay
        self.default_language = default_language
        self.thinker: Thinker = thinker if thinker is not None else InlineThinker()
        # Games found faulted by a read outside the manager's own async paths (a command
        # showing the table, say): marked by these tasks (see ``state``), with
        # ``on_unloadable`` (the faults part's ``record_fault``, set by the manager).
        self.on_unloadable: Callable[[str, str], Coroutine[Any, Any, bool]] | None = None
        self.fault_tasks: set[asyncio.Task[bool]] = set()
        # Finished games being counted on the ratings (``count_later``).
        self.rating_tasks: set[asyncio.Task[None]] = set()
        # (game id, version, hash of the saved state) -> who decides there: computed once,
        # when the move that made that version is applied (or on the first read after a
        # restart), and taken from here by the next click, timer or AI seat.
        # Only a game's latest version is kept: a version's decision is asked for while it is
        # the game's latest, and at about 0.55 KB each, every version of every game played
        # (4 096 of them) held 2.2 MB that no lookup used (docs/scale.md, "Memory per game").
        self.decisions: OrderedDict[tuple[str, int, int], Decision | None] = OrderedDict()
        self._latest: dict[str, tuple[str, int, int]] = {}  # game id -> its key in decisions
        # Players' own settings (quiet hours, time away) read lately: see bot.notify.UserCache.
        self.users = UserCache(clock)

    # ------------------------------------------------------------------------------------------
    # Helpers

    def lock(self, game_id: str) -> contextlib.AbstractAsyncContextManager[None]:
        """The game's lock, shared by every process using the store."""
        return self.store.lock(f"game:{game_id}")

    def plugin(self, game: GameRecord | str) -> GamePlugin:
        name = game if isinstance(game, str) else game.game
        try:
            return self.games[name]
        except KeyError:
            raise UserError("error-unknown-game", game=name) from None

    def rules(self, game: GameRecord) -> Game[Any, Any]:
        return self.plugin(game).rules

    def state(self, game: GameRecord) -> Any:
        """The game's state, loaded with its game's rules. A game marked faulted is not loaded
        again: :class:`GameFaulted`. A state that does not load (its data set or format unknown
        to this release, or damaged) raises :class:`GameFaulted` too, and the game is marked
        faulted: at once by the manager's own paths, which catch it after leaving the game's
        lock, or by a task started here (the lock may be held by the caller)."""
        if game.state is None:
            raise UserError("error-no-game")
        if game.fault is not None:
            raise GameFaulted(game.id, game.fault, recorded=True)
        try:
            return self.rules(game).load(game.state)
        except Exception as error:
            reason = fault_reason(error)
            self.fault_later(game.id, reason)
            raise GameFaulted(game.id, reason, recorded=False) from error

    def decision_of(self, game: GameRecord, state: Any) -> Decision | None:
        """Who decides in ``state``, loaded from ``game`` (a running game): asked of the rules
        once per saved version. A version's state never changes once saved (versions only
        grow, and ``save_action`` saves each one once), so it is remembered under the game's
        id, its version and the saved text's hash."""
        if game.status != "running" or game.state is None:
            return None
        key = (game.id, game.version, hash(game.state))
        if key in self.decisions:
            self.decisions.move_to_end(key)
            return self.decisions[key]
        decision = self.rules(game).decision(state)
        self.remember_decision(game, decision)
        return decision

    def remember_decision(self, game: GameRecord, decision: Decision | None) -> None:
        """``decision`` is who decides in the state just saved as ``game``."""
        if game.state is None:
            return
        key = (game.id, game.version, hash(game.state))
        latest = self._latest.get(game.id)
        if latest is not None and latest != key:
            if latest[1] > game.version:
                return  # an older record read late: the newer version's decision stays
            self.decisions.pop(latest, None)
        self.decisions[key] = decision
        self.decisions.move_to_end(key)
        self._latest[game.id] = key
        while len(self.decisions) > DECISIONS_KEPT:
            (dropped, _version, _hash), _decision = self.decisions.popitem(last=False)
            del self._latest[dropped]

    def fault_later(self, game_id: str, reason: str) -> None:
        """Mark the game faulted in a task of its own (see ``state``)."""
        if self.on_unloadable is None:
            return
        try:
            task = asyncio.get_running_loop().create_task(
                self.on_unloadable(game_id, reason), name=f"fault:{game_id}"
            )
        except RuntimeError:  # no event loop: nothing to mark it with (a synchronous caller)
            return
        self.fault_tasks.add(task)
        task.add_done_callback(self.fault_tasks.discard)

    def count_later(self, game: GameRecord) -> None:
        """Count a finished game on the ratings (:func:`bot.ratings.count_finished`) in a task
        of its own, out of the players' clicks; if this process dies first, the catch-up of the
        timers counts it (:meth:`Timers.resume_all`, :meth:`Timers.tick`). Once either way."""
        try:
            task = asyncio.get_running_loop().create_task(
                self._count(game), name=f"ratings:{game.id}"
            )
        except RuntimeError:  # no event loop: the catch-up counts it
            return
        self.rating_tasks.add(task)
        task.add_done_callback(self.rating_tasks.discard)

    async def _count(self, game: GameRecord) -> None:
        try:
            await ratings.count_finished(self.store, self.games, game)
        except Exception:
            log.exception("counting game %s for the ratings failed", game.id)

    async def count_unrated(self) -> None:
        """The finished games nothing counted yet (a process that died first) are counted."""
        try:
            await ratings.count_unrated(self.store, self.games)
        except Exception:
            log.exception("counting finished games for the ratings failed")

    @staticmethod
    def humans(game: GameRecord, seats: Sequence[int]) -> list[int]:
        return [s for s in seats if 0 <= s < len(game.seats) and game.seats[s].ai is None]

    async def show(self, what: Awaitable[Any], default: Any = None) -> Any:
        """Await a presenter call; a failing presenter never breaks a game."""
        try:
            return await what
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("presenter call failed")
            return default

    async def channel_game(self, channel_id: int) -> GameRecord:
        game = await self.store.by_channel(channel_id)
        if game is None:
            raise UserError("error-no-game")
        return game

    async def fresh(self, game_id: str) -> GameRecord:
        game = await self.store.get(game_id)
        if game is None:
            raise UserError("error-no-game")
        return game

    @contextlib.asynccontextmanager
    async def channel_locked(self, channel_id: int) -> AsyncIterator[GameRecord]:
        """The channel's lobby or running game, read again while holding its lock."""
        for _attempt in range(3):
            game = await self.channel_game(channel_id)
            async with self.lock(game.id):
                fresh = await self.channel_game(channel_id)
                if fresh.id == game.id:
                    yield fresh
                    return
        raise UserError("error-no-game")  # pragma: no cover - the channel kept changing

    def seat_of(self, game: GameRecord, user_id: int) -> int | None:
        for i, seat in enumerate(game.seats):
            if seat.user_id is not None and seat.user_id == user_id:
                return i
        return None

    def begin_wait(self, game: GameRecord, now: float) -> None:
        """A new wait begins at ``now``: every deciding seat's timers start from it."""
        game.waiting_since = now
        game.reminded = []
        game.seat_since = {}
        game.wait_version = game.version

    def seat_waited_since(self, game: GameRecord, seat: int) -> float:
        """When ``seat``'s wait began: the wait's start, or the seat's last move in it (its own
        or a replacement's) if later. A player who keeps moving is not absent."""
        since = game.waiting_since if game.waiting_since is not None else self.clock()
        return max(since, game.seat_since.get(seat, since))

    def timer_hours(self, game: GameRecord) -> tuple[float, float]:
        """(reminder, replacement) waits of the game in seconds; 0: that timer is off."""
        remind = _float(game.options.get("reminder_hours"), DEFAULT_REMINDER_HOURS) * 3600
        replace = _float(game.options.get("replace_hours"), DEFAULT_REPLACE_HOURS) * 3600
        return remind, replace

    def note_decision(self, game: GameRecord, decision: Decision | None) -> None:
        """Before a save: store who decides now (``deciding``, for ``/mygames``) and when the
        game's next timer is due, both from the decision already asked of the rules."""
        game.deciding = list(decision.seats) if decision is not None else []
        game.due_at = self.due_at(game, decision)

    def due_at(self, game: GameRecord, decision: Decision | None) -> float | None:
        """When this game's next timer is due: the next reminder or replacement of a waiting
        human (each from that seat's own wait), or a check on a waiting AI seat; None when
        nothing is to watch."""
        if game.status != "running" or decision is None:
            return None
        seats = [s for s in decision.seats if 0 <= s < len(game.seats)]
        humans = self.humans(game, seats)
        times: list[float] = []
        if len(humans) < len(seats):
            times.append(self.clock() + AI_STALL_SECONDS)
        now = self.clock()
        for seat in humans:
            due = self.seat_times(game, seat, now)
            times += [t for t in (due.remind_at, due.replace_at) if t is not None]
        return min(times) if times else None

    def seat_times(self, game: GameRecord, seat: int, now: float, state: Any = None) -> SeatTimes:
        """When ``seat``'s reminder and replacement fall due, from its own wait, the lobby's
        timers and its player's quiet hours and time away (:func:`bot.notify.seat_times`), as
        far as this process knows the player's settings (``users``: the timer tick reads them
        before it acts). ``state``: the game's loaded state, if at hand (asked only whether
        the seat's question is out of its turn, for a player away with the ``answers``
        policy; else loaded)."""
        user = game.seats[seat].user_id
        settings = self.users.get(user) if user is not None else None
        remind, replace = self.timer_hours(game)
        out_of_turn = False
        if (
            settings is not None
            and settings.away_policy == "answers"
            and settings.away_until is not None
            and settings.away_until > now
        ):
            out_of_turn = self.out_of_turn(game, seat, state)
        return seat_times(
            settings,
            self.seat_waited_since(game, seat),
            remind,
            replace,
            seat in game.reminded,
            now,
            away_limit(game.options),
            out_of_turn,
        )

    def out_of_turn(self, game: GameRecord, seat: int, state: Any = None) -> bool:
        """Is what ``seat`` is asked now a question out of its own turn (the rules' call:
        ``GameAdapter.out_of_turn``; a game without it never asks out of turn)?"""
        ask: Callable[[Any, int], bool] | None = getattr(self.rules(game), "out_of_turn", None)
        if ask is None:
            return False
        try:
            return bool(ask(state if state is not None else self.state(game), seat))
        except Exception:  # scheduling never breaks a save: the tick asks again with the state
            log.exception("asking whether game %s asks seat %s out of turn failed", game.id, seat)
            return False
