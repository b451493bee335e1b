"""Game sessions without Discord: lobbies, turn routing, AI seats, timers, persistence.

Deviations from / additions to the contract (/tmp/contract.md):

- ``GameRecord.wait_version`` (new field, default 0): the rules version at which the current
  wait began. In simultaneous steps (draft, side, statue, feed, medal) a click carrying an older
  version is still accepted when it is not older than ``wait_version``, the clicking seat still
  has to act, and that seat has not acted since the prompt's version. So a player's draft prompt
  does not go out of date because someone else chose first, while double clicks still apply
  once. Everything else with an old version is "error-out-of-date".
- Because of that, private prompts go out once per wait (when a seat starts being waited for),
  not after every action of the other seats. Public prompts are (re)posted when a wait begins
  and after each move of a human seat while humans are still waited for.
- ``GameStore.save_action`` writes the whole record (also status and result, so that finishing a
  game is one transaction); ``GameStore.update`` writes the state only while the stored one is
  empty (the game starting).
- ``presenter.table(game, events)`` receives ``rules.core.Event`` objects (all of them; the
  presenter keeps the public ones).
- ``presenter.lobby(game)`` is also called when a game starts or a lobby is abandoned, so the
  lobby message can show that.
- The manager saves the message ids (table, lobby, prompt) that presenter calls set on the
  record it passes them, so presenters need not write to the store.
- Extra public helpers: ``idle()`` (await background AI work, for tests), ``normalize_options``.
- ``recent_log`` returns the visible events of the last ``limit`` actions, each event dict
  extended with ``actor``, ``version`` and ``at``.
- "error-illegal" carries the rules' IllegalAction params as extra args besides ``reason``.
- Options out of range are replaced by defaults or clamped instead of refused;
  ``reminder_hours`` or ``replace_hours`` of 0 switch that timer off.

The manager holds no game in memory between calls: every call reads the store, so a restart
(a new manager on the same store) continues exactly where the old one stopped.

Saved, then killed before showing: every change is saved first and shown afterwards (the
table, then the prompts), all under the game's lock, and ``GameStore.mark_shown`` records the
version once the presenter calls for it have returned. A game whose ``shown_version`` is behind
its ``version`` was therefore saved by a process that died (or was cancelled) before showing it;
``resume_all`` shows it again, under the lock (re-checked there, so processes starting together
show it once), as a fresh wait: the table as it is now (no log lines), the lobby message too if
the start itself was never shown, and the prompts of the humans who must act now (in a private
step only if the wait's own DMs never went out; those sent stay valid). A wait whose prompts
never went out starts its timers then. Finished games get their table and result. Showing is
at least once: a process killed after the prompts went out but before ``mark_shown`` sends them
again after the restart.

Several processes (shards) may share one store, and any of them may be asked about any game (a
DM click always arrives on shard 0). Everything that reads and then changes a game therefore
runs under ``store.lock("game:<id>")``, which PostgreSQL holds across processes (an advisory
lock); the version compare-and-set in ``save_action`` stays as a second guard. So two processes
clicking at once apply exactly one action, and a timer (reminder, replacement move) fires once:
whoever holds the lock first records it in the game before the other one reads the game. AI
moves are thought out of the lock (they may take a second), under ``try_lock("ai:<id>")`` so
that only one process thinks for a game, and are applied only if the game has not moved since.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import string
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from typing import Any, Protocol

from bot.ai import GAMES, InlineThinker, Thinker
from bot.clock import Clock, system_clock
from bot.errors import UserError
from bot.store import ActionRow, GameRecord, GameStore, SeatRecord
from rules.core import Event, Game, IllegalAction

log = logging.getLogger(__name__)

# Steps in which the acting seats choose secretly, each in a private (DM) prompt.
PRIVATE_STEPS: dict[str, frozenset[str]] = {"hadara": frozenset({"side", "draft"})}
# View fields that together identify one step of the game (a wait lasts at most one step).
STEP_KEYS: tuple[str, ...] = ("epoch", "phase", "step", "round")

LANGUAGES: tuple[str, ...] = ("en-US", "cs", "pl", "ru")
VARIANTS: tuple[str, ...] = ("basic", "advanced")
# Difficulty levels offered for AI seats and the agent that plays each (seats store the agent).
AI_LEVELS: dict[str, str] = {"easy": "random", "normal": "heuristic", "strong": "strong"}
LEVEL_OF_AGENT: dict[str, str] = {agent: level for level, agent in AI_LEVELS.items()}
REPLACEMENT_AGENT = "heuristic"
DEFAULT_REMINDER_HOURS = 12.0
DEFAULT_REPLACE_HOURS = 24.0
ID_ALPHABET = string.ascii_lowercase + string.digits
ID_LENGTH = 8

REASON_ERRORS: dict[str, str] = {
    "not_your_turn": "error-not-your-turn",
    "stale_version": "error-out-of-date",
    "game_over": "error-game-over",
    "malformed_action": "error-bad-action",
}


class Presenter(Protocol):
    """What the manager shows; implemented by the Discord layer. Must not raise."""

    async def lobby(self, game: GameRecord) -> None: ...

    async def table(
        self, game: GameRecord, events: Sequence[Event], quiet: bool = False
    ) -> None: ...

    async def private_prompt(self, game: GameRecord, seat: int) -> bool: ...

    async def public_prompt(self, game: GameRecord, seats: Sequence[int]) -> None: ...

    async def reminder(self, game: GameRecord, seat: int) -> None: ...

    async def notice(self, game: GameRecord, message_id: str, **args: str | int) -> None: ...

    async def finished(self, game: GameRecord) -> None: ...


def _float(value: Any, default: float) -> float:
    try:
        out = float(value)
    except (TypeError, ValueError):
        return default
    return out if out == out and out >= 0 else default  # rejects NaN and negatives


def normalize_options(
    options: Mapping[str, Any], default_language: str = "en-US", game: str = "hadara"
) -> dict[str, Any]:
    """Complete and sanitize lobby options (unknown or out-of-range values → defaults)."""
    rules = GAMES[game]
    variant = options.get("variant", "basic")
    if variant not in VARIANTS:
        variant = "basic"
    try:
        max_players = int(options.get("max_players", rules.max_players))
    except (TypeError, ValueError):
        max_players = rules.max_players
    max_players = min(rules.max_players, max(rules.min_players, max_players))
    language = options.get("language") or default_language
    if language not in LANGUAGES:
        language = default_language if default_language in LANGUAGES else "en-US"
    seed = options.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        seed = secrets.randbits(31)
    return {
        "variant": variant,
        "max_players": max_players,
        "reminder_hours": _float(options.get("reminder_hours"), DEFAULT_REMINDER_HOURS),
        "replace_hours": _float(options.get("replace_hours"), DEFAULT_REPLACE_HOURS),
        "language": language,
        "seed": seed,
    }


def agent_seed(game_seed: int, seat: int, version: int) -> int:
    """A deterministic seed per move, so AI play replays the same after a restart."""
    return (game_seed * 1_000_003 + seat * 7_919 + version * 104_729) & ((1 << 63) - 1)


class GameManager:
    def __init__(
        self,
        store: GameStore,
        presenter: Presenter,
        *,
        clock: Clock = system_clock,
        ai_delay: float = 1.5,
        default_language: str = "en-US",
        thinker: Thinker | None = None,
    ) -> None:
        self.store = store
        self.presenter = presenter
        self.clock = clock
        self.ai_delay = ai_delay
        self.default_language = default_language
        self.thinker: Thinker = thinker if thinker is not None else InlineThinker()
        self._ai_tasks: dict[str, asyncio.Task[None]] = {}
        self._closed = False

    # ------------------------------------------------------------------------------------------
    # Helpers

    def _lock(self, game_id: str) -> contextlib.AbstractAsyncContextManager[None]:
        """The game's lock, shared by every process using the store."""
        return self.store.lock(f"game:{game_id}")

    async def set_table_message(self, game_id: str, message_id: int) -> None:
        """Remember a re-posted table message; reads the record fresh so nothing newer is undone."""
        async with self._lock(game_id):
            fresh = await self.store.get(game_id)
            if fresh is not None:
                fresh.table_message_id = message_id
                await self.store.update(fresh)

    @staticmethod
    def _rules(game: GameRecord) -> Game[Any, Any]:
        return GAMES[game.game]

    def _state(self, game: GameRecord) -> Any:
        if game.state is None:
            raise UserError("error-no-game")
        return self._rules(game).load(game.state)

    def _step_key(self, game: GameRecord, state: Any) -> tuple[Any, ...]:
        view = self._rules(game).view(state, None)
        return tuple(view.get(k) for k in STEP_KEYS)

    def _is_private_step(self, game: GameRecord, state: Any) -> bool:
        step = self._rules(game).view(state, None).get("step")
        return step in PRIVATE_STEPS.get(game.game, frozenset())

    @staticmethod
    def _humans(game: GameRecord, seats: Sequence[int]) -> list[int]:
        return [s for s in seats if 0 <= s < len(game.seats) and game.seats[s].ai is None]

    async def _show(self, what: Awaitable[Any], default: Any = None) -> Any:
        """Await a presenter call; a failing presenter never breaks a game."""
        try:
            return await what
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("presenter call failed")
            return default

    async def _channel_game(self, channel_id: int) -> GameRecord:
        game = await self.store.by_channel(channel_id)
        if game is None:
            raise UserError("error-no-game")
        return game

    async def _fresh(self, game_id: str) -> GameRecord:
        game = await self.store.get(game_id)
        if game is None:
            raise UserError("error-no-game")
        return game

    @contextlib.asynccontextmanager
    async def _channel_locked(self, channel_id: int) -> AsyncIterator[GameRecord]:
        """The channel's lobby or running game, read again while holding its lock."""
        for _attempt in range(3):
            game = await self._channel_game(channel_id)
            async with self._lock(game.id):
                fresh = await self._channel_game(channel_id)
                if fresh.id == game.id:
                    yield fresh
                    return
        raise UserError("error-no-game")  # pragma: no cover - the channel kept changing

    @staticmethod
    def _message_ids(game: GameRecord) -> tuple[int | None, int | None, int | None]:
        return (game.table_message_id, game.lobby_message_id, game.prompt_message_id)

    async def _lobby_shown(self, game: GameRecord) -> None:
        before = self._message_ids(game)
        await self._show(self.presenter.lobby(game))
        if self._message_ids(game) != before:
            await self.store.update(game)

    def seat_of(self, game: GameRecord, user_id: int) -> int | None:
        for i, seat in enumerate(game.seats):
            if seat.user_id is not None and seat.user_id == user_id:
                return i
        return None

    # ------------------------------------------------------------------------------------------
    # Reading

    def view(self, game: GameRecord, seat: int | None) -> dict[str, Any]:
        return self._rules(game).view(self._state(game), seat)

    def legal(self, game: GameRecord, seat: int) -> list[str]:
        if game.status != "running" or game.state is None:
            return []
        rules = self._rules(game)
        state = rules.load(game.state)
        return [rules.encode_action(a) for a in rules.legal_actions(state, seat)]

    def private_step(self, game: GameRecord) -> bool:
        """Do the seats to act now choose in secret (by DM)?"""
        if game.status != "running" or game.state is None:
            return False
        return self._is_private_step(game, self._state(game))

    def waiting_for(self, game: GameRecord) -> list[int]:
        if game.status != "running" or game.state is None:
            return []
        rules = self._rules(game)
        return list(rules.to_act(rules.load(game.state)))

    async def recent_log(
        self, channel_id: int, viewer_user_id: int | None, limit: int = 10
    ) -> list[dict[str, Any]]:
        """The events the viewer may see from the last ``limit`` actions, oldest first."""
        game = await self._channel_game(channel_id)
        seat = self.seat_of(game, viewer_user_id) if viewer_user_id is not None else None
        out: list[dict[str, Any]] = []
        for row in await self.store.actions(game.id, max(0, limit)):
            for event in row.events:
                private_to = event.get("private_to")
                if private_to is None or private_to == seat:
                    out.append({**event, "actor": row.actor, "version": row.version, "at": row.at})
        return out

    # ------------------------------------------------------------------------------------------
    # Lobby

    async def new_lobby(
        self,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        creator_locale: str | None,
        options: Mapping[str, Any],
    ) -> GameRecord:
        game_name = str(options.get("game", "hadara"))
        if game_name not in GAMES:
            game_name = "hadara"
        now = self.clock()
        for _attempt in range(5):
            game = GameRecord(
                id="".join(secrets.choice(ID_ALPHABET) for _ in range(ID_LENGTH)),
                game=game_name,
                guild_id=guild_id,
                channel_id=channel_id,
                creator_id=creator_id,
                status="lobby",
                options=normalize_options(options, self.default_language, game_name),
                seats=[SeatRecord(user_id=creator_id, name=creator_name, locale=creator_locale)],
                created_at=now,
                updated_at=now,
            )
            try:
                await self.store.create(game)  # ChannelBusy passes through
            except KeyError:
                continue  # id collision: draw another
            break
        else:  # pragma: no cover - 36^8 ids
            raise RuntimeError("could not draw a free game id")
        async with self._lock(game.id):
            await self._lobby_shown(game)
        return game

    async def join(
        self, channel_id: int, user_id: int, name: str, locale: str | None
    ) -> GameRecord:
        async with self._channel_locked(channel_id) as game:
            if game.status != "lobby":
                raise UserError("error-not-in-lobby")
            if self.seat_of(game, user_id) is not None:
                raise UserError("error-already-joined")
            if len(game.seats) >= int(game.options.get("max_players", 5)):
                raise UserError("error-game-full")
            game.seats.append(SeatRecord(user_id=user_id, name=name, locale=locale))
            await self._lobby_saved(game)
        return game

    async def _lobby_saved(self, game: GameRecord) -> None:
        """Inside the lock: stamp, save and show a changed lobby."""
        game.updated_at = self.clock()
        await self.store.update(game)
        await self._lobby_shown(game)

    async def leave(self, channel_id: int, user_id: int) -> GameRecord:
        async with self._channel_locked(channel_id) as game:
            seat = self.seat_of(game, user_id)
            if seat is None:
                raise UserError("error-not-a-player")
            if game.status != "lobby":
                raise UserError("error-not-in-lobby")
            if user_id == game.creator_id:
                raise UserError("error-creator-cannot-leave")
            del game.seats[seat]
            await self._lobby_saved(game)
        return game

    async def add_ai(self, channel_id: int, user_id: int, level: str = "normal") -> GameRecord:
        """Add an AI seat of ``level`` (easy, normal, strong; an agent's name also works)."""
        agent = AI_LEVELS.get(level, level if level in LEVEL_OF_AGENT else None)
        if agent is None:
            raise UserError("error-unknown-ai-level")
        async with self._channel_locked(channel_id) as game:
            if game.status != "lobby":
                raise UserError("error-not-in-lobby")
            if self.seat_of(game, user_id) is None:
                raise UserError("error-not-a-player")
            if len(game.seats) >= int(game.options.get("max_players", 5)):
                raise UserError("error-game-full")
            taken = {s.name for s in game.seats}
            number = 1
            while f"AI {number}" in taken:
                number += 1
            game.seats.append(SeatRecord(user_id=None, name=f"AI {number}", ai=agent))
            await self._lobby_saved(game)
        return game

    async def start(self, channel_id: int, user_id: int) -> GameRecord:
        async with self._channel_locked(channel_id) as game:
            if game.status != "lobby":
                raise UserError("error-not-in-lobby")
            if user_id != game.creator_id:
                raise UserError("error-creator-only")
            rules = self._rules(game)
            if len(game.seats) < rules.min_players:
                raise UserError("error-not-enough-players")
            if len(game.seats) > rules.max_players:
                raise UserError("error-game-full")
            if not self._humans(game, range(len(game.seats))):
                raise UserError("error-need-human")
            state = rules.new(
                len(game.seats),
                {"variant": game.options.get("variant", "basic")},
                int(game.options["seed"]),
            )
            now = self.clock()
            game.state = rules.dump(state)
            game.version = rules.version(state)
            game.status = "running"
            game.waiting_since = now
            game.wait_version = game.version
            game.reminded = []
            game.updated_at = now
            await self.store.update(game)
            await self._lobby_shown(game)
            await self._after_change(game, state, [], mover=None, new_wait=True)
        self._schedule_ai(game.id)
        return game

    async def abandon(self, channel_id: int, user_id: int, can_manage_channel: bool) -> GameRecord:
        async with self._channel_locked(channel_id) as game:
            if user_id != game.creator_id and not can_manage_channel:
                raise UserError("error-no-permission")
            was_lobby = game.status == "lobby"
            game.status = "abandoned"
            game.waiting_since = None
            game.updated_at = self.clock()
            await self.store.update(game)
            if was_lobby:
                await self._lobby_shown(game)
        return game

    # ------------------------------------------------------------------------------------------
    # Playing

    async def act(
        self,
        game_id: str,
        user_id: int,
        version: int,
        action_code: str,
        interaction_id: int | None = None,
        on_saved: Callable[[GameRecord], None] | None = None,
    ) -> GameRecord:
        """Apply one player's action. ``on_saved`` is called (inside the game's lock, and must
        not block) as soon as the action is saved, before anything is shown: the Discord layer
        answers the click there."""
        async with self._lock(game_id):
            game = await self._fresh(game_id)
            seat = self.seat_of(game, user_id)
            if seat is None:
                raise UserError("error-not-a-player")
            if interaction_id is not None and not await self.store.claim_interaction(
                interaction_id
            ):
                raise UserError("error-already-handled")
            if game.status in ("finished", "abandoned"):
                raise UserError("error-game-over")
            if game.status != "running":
                raise UserError("error-bad-action")
            rules = self._rules(game)
            state = self._state(game)
            try:
                action = rules.decode_action(action_code)
            except Exception:
                raise UserError("error-bad-action") from None
            if version != game.version and not await self._still_valid(game, state, seat, version):
                raise UserError("error-out-of-date", current=game.version)
            game = await self._move(game, state, seat, action, "player", on_saved)
        self._schedule_ai(game_id)
        return game

    async def _still_valid(self, game: GameRecord, state: Any, seat: int, version: int) -> bool:
        """May a click made at an older ``version`` still count? Only within the same wait of a
        simultaneous step, for a seat that is still to act and has not acted since."""
        if not game.wait_version <= version < game.version:
            return False
        if seat not in self._rules(game).to_act(state):
            return False
        since = await self.store.actions(game.id, game.version - version)
        return all(row.seat != seat for row in since if row.version >= version)

    async def _move(
        self,
        game: GameRecord,
        state: Any,
        seat: int,
        action: Any,
        actor: str,
        on_saved: Callable[[GameRecord], None] | None = None,
    ) -> GameRecord:
        """Inside the lock: apply, save, then show. Refusals change nothing."""
        rules = self._rules(game)
        before_key = self._step_key(game, state)
        before_acting = set(rules.to_act(state))
        try:
            events = rules.apply(state, seat, action)
        except IllegalAction as exc:
            message_id = REASON_ERRORS.get(exc.reason)
            if message_id == "error-out-of-date":
                raise UserError(message_id, current=game.version) from None
            if message_id is not None:
                raise UserError(message_id) from None
            args: dict[str, str | int] = {**exc.params, "reason": exc.reason}
            raise UserError("error-illegal", **args) from None
        now = self.clock()
        expected = game.version
        over = rules.is_over(state)
        after_acting = set(rules.to_act(state))
        new_wait = over or not (
            self._step_key(game, state) == before_key and after_acting <= before_acting
        )
        game.state = rules.dump(state)
        game.version = rules.version(state)
        game.updated_at = now
        if over:
            result = rules.result(state)
            game.status = "finished"
            game.result = result.to_json() if result is not None else None
            game.waiting_since = None
            game.reminded = []
        elif new_wait:
            game.waiting_since = now
            game.reminded = []
            game.wait_version = game.version
        row = ActionRow(
            seq=0,
            game_id=game.id,
            version=expected,
            seat=seat,
            action=rules.encode_action(action),
            actor=actor,
            events=[e.to_json() for e in events],
            at=now,
        )
        if not await self.store.save_action(game, expected, row):
            # Another writer got there first (e.g. a second process): nothing was saved.
            current = await self._fresh(game.id)
            raise UserError("error-out-of-date", current=current.version)
        if on_saved is not None:
            try:
                on_saved(game)
            except Exception:
                log.exception("on_saved of game %s failed", game.id)
        if actor == "replacement":
            await self._show(
                self.presenter.notice(game, "notice-replaced", player=game.seats[seat].name)
            )
        await self._after_change(game, state, events, mover=seat, new_wait=new_wait)
        return game

    async def _after_change(
        self,
        game: GameRecord,
        state: Any,
        events: Sequence[Event],
        *,
        mover: int | None,
        new_wait: bool,
    ) -> None:
        """Inside the lock, after saving: the table, then the prompts for whoever acts now.
        Message ids the presenter set on the record (and closed DMs) are saved afterwards."""
        before = self._message_ids(game)
        dms_changed = await self._show_change(game, state, events, mover=mover, new_wait=new_wait)
        if dms_changed or self._message_ids(game) != before:
            await self.store.update(game)
        # Not reached when the process dies (or the task is cancelled) while showing: then
        # resume_all shows this version again.
        await self.store.mark_shown(game.id, game.version)
        game.shown_version = max(game.shown_version, game.version)

    async def _show_change(
        self,
        game: GameRecord,
        state: Any,
        events: Sequence[Event],
        *,
        mover: int | None,
        new_wait: bool,
    ) -> bool:
        # A secret choice that leaves the rest of a simultaneous wait unchanged has nothing
        # public to show at once: the presenter refreshes the table a little later, unless the
        # wait ends first (one table update per draw round instead of one per player).
        quiet = (
            mover is not None
            and not new_wait
            and game.status == "running"
            and self._is_private_step(game, state)
        )
        await self._show(self.presenter.table(game, list(events), quiet=quiet))
        if game.status == "finished":
            await self._show(self.presenter.finished(game))
            return False
        humans = self._humans(game, self._rules(game).to_act(state))
        if not humans:
            return False
        if self._is_private_step(game, state):
            if new_wait:
                return await self._private_prompts(game, humans)
        elif new_wait or (mover is not None and game.seats[mover].ai is None):
            await self._show(self.presenter.public_prompt(game, humans))
        return False

    async def _private_prompts(self, game: GameRecord, seats: Sequence[int]) -> bool:
        """Returns whether a seat's ``dms_closed`` changed."""
        changed = False
        for seat in seats:
            delivered = await self._show(self.presenter.private_prompt(game, seat), True)
            record = game.seats[seat]
            if not delivered and not record.dms_closed:
                record.dms_closed = True
                changed = True
                await self._show(
                    self.presenter.notice(game, "notice-dms-closed", player=record.name)
                )
            elif delivered and record.dms_closed:
                record.dms_closed = False
                changed = True
        return changed

    # ------------------------------------------------------------------------------------------
    # AI seats

    def _schedule_ai(self, game_id: str) -> None:
        if self._closed:
            return
        task = self._ai_tasks.get(game_id)
        if task is not None and not task.done():
            return  # the running loop re-reads the game before each move
        task = asyncio.create_task(self._ai_task(game_id), name=f"ai:{game_id}")
        self._ai_tasks[game_id] = task

    async def _ai_task(self, game_id: str) -> None:
        try:
            await self.run_ai(game_id)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI play failed in game %s", game_id)
        finally:
            if self._ai_tasks.get(game_id) is asyncio.current_task():
                del self._ai_tasks[game_id]

    def _ai_seat(self, game: GameRecord) -> int | None:
        if game.status != "running" or game.state is None:
            return None
        for seat in self.waiting_for(game):
            if 0 <= seat < len(game.seats) and game.seats[seat].ai is not None:
                return seat
        return None

    async def run_ai(self, game_id: str) -> None:
        """Play the AI seats, one move at a time with ``ai_delay`` between moves, until a
        human must act (or the game ends, or another process is thinking for this game)."""
        fruitless = 0
        while True:
            game = await self.store.get(game_id)
            if game is None or self._ai_seat(game) is None:
                return
            await asyncio.sleep(self.ai_delay)
            moved = await self._ai_move(game_id)
            if moved is None:
                return
            fruitless = 0 if moved else fruitless + 1
            if fruitless >= 5:
                log.error("the AI of game %s found no move it could play", game_id)
                return

    async def _ai_move(self, game_id: str) -> bool | None:
        """Think out of the game's lock, then apply the move unless the game moved on in a way
        that spoils it. True: moved; False: think again; None: nothing to do for this process."""
        async with self.store.try_lock(f"ai:{game_id}") as mine:
            if not mine:
                return None  # another process is thinking for this game
            game = await self.store.get(game_id)
            if game is None or game.state is None:
                return None
            seat = self._ai_seat(game)
            if seat is None:
                return None
            agent = game.seats[seat].ai or REPLACEMENT_AGENT
            seed = agent_seed(int(game.options.get("seed", 0)), seat, game.version)
            code = await self.thinker.choose(game.game, game.state, seat, agent, seed)
            async with self._lock(game_id):
                fresh = await self.store.get(game_id)
                if fresh is None or fresh.status != "running":
                    return None
                state = self._state(fresh)
                # Other seats' secret choices in the same simultaneous step change nothing the
                # AI could see: its move still counts then, as a human's click would.
                if fresh.version != game.version and not await self._still_valid(
                    fresh, state, seat, game.version
                ):
                    return False
                rules = self._rules(fresh)
                try:
                    await self._move(fresh, state, seat, rules.decode_action(code), "ai")
                except UserError:
                    return False
            return True

    async def idle(self) -> None:
        """Wait until no AI work is under way (tests)."""
        while True:
            tasks = [t for t in self._ai_tasks.values() if not t.done()]
            if not tasks:
                return
            await asyncio.gather(*tasks, return_exceptions=True)

    # ------------------------------------------------------------------------------------------
    # Restarts and timers

    async def resume_all(self) -> None:
        """At start-up: running and finished games whose last saved change was never shown (the
        process that saved it died first) are shown now, once even when several processes start
        together; nothing else is re-posted. AI seats that are due play; timers restart from
        their stored values."""
        for game in await self.store.list_unshown():
            try:
                await self._reshow(game.id)
            except Exception:
                log.exception("showing game %s again failed", game.id)
        for game in await self.store.list_active(None):
            if game.status != "running":
                continue
            if game.waiting_since is None:
                async with self._lock(game.id):
                    fresh = await self.store.get(game.id)
                    if (
                        fresh is not None
                        and fresh.status == "running"
                        and fresh.waiting_since is None
                    ):
                        fresh.waiting_since = self.clock()
                        await self.store.update(fresh)
            self._schedule_ai(game.id)

    async def _reshow(self, game_id: str) -> bool:
        """Show a saved but never shown version as a fresh wait: the table, then the prompts of
        every human who must act now (in a private step only if the wait's prompts never went
        out), or the result. Under the game's lock and only if still behind (another process
        starting at the same time may have shown it already). Returns whether it showed
        anything."""
        async with self._lock(game_id):
            game = await self.store.get(game_id)
            if (
                game is None
                or game.status not in ("running", "finished")
                or game.state is None
                or game.shown_version >= game.version
            ):
                return False
            state = self._state(game)
            # Did the prompts of the current wait ever go out? Not if the wait began after the
            # last version shown (or the start itself was never shown).
            wait_unshown = game.wait_version > game.shown_version
            if game.status == "running":
                if game.shown_version < 0 and game.lobby_message_id is not None:
                    # Killed while starting: the lobby message may still offer Start.
                    await self._lobby_shown(game)
                if wait_unshown:
                    # Nobody has been told about this wait yet: its timers start now, so that
                    # a long outage neither reminds nor replaces players who were never asked.
                    game.waiting_since = self.clock()
                    game.reminded = []
                    await self.store.update(game)
            # The public prompt always goes out again (it names who must act now); private
            # prompts only if the wait's own never did: those sent when it began stay valid
            # for the seats that have not chosen yet, so they are not sent twice.
            new_wait = wait_unshown or not self._is_private_step(game, state)
            log.info("showing game %s again at version %s", game.id, game.version)
            # No events: the table shows the state as it is now. (Log lines of the moves not
            # shown would name players whose clicks the previous process took; a new click of
            # theirs acknowledged by this process would then look applied to the fault
            # script, tests/e2e/faults.py.)
            await self._after_change(game, state, [], mover=None, new_wait=new_wait)
        return True

    async def tick(self) -> None:
        """Reminders after ``reminder_hours``, replacement moves after ``replace_hours``; AI
        seats that should move (e.g. after another process stopped) get going."""
        for game in await self.store.list_active(None):
            if game.status != "running":
                continue
            if self._timer_due(game):
                try:
                    await self._tick_game(game.id)
                except UserError:
                    continue
                except Exception:
                    log.exception("timer failed in game %s", game.id)
            if self._ai_seat(game) is not None:
                self._schedule_ai(game.id)

    def _timer_due(self, game: GameRecord) -> bool:
        """Might a timer fire now? Read without the lock; ``_tick_game`` decides under it."""
        if game.waiting_since is None:
            return True
        waited = self.clock() - game.waiting_since
        limits = [
            _float(game.options.get(key), default) * 3600
            for key, default in (
                ("reminder_hours", DEFAULT_REMINDER_HOURS),
                ("replace_hours", DEFAULT_REPLACE_HOURS),
            )
        ]
        return any(0 < limit <= waited for limit in limits)

    async def _tick_game(self, game_id: str) -> None:
        async with self._lock(game_id):
            game = await self._fresh(game_id)
            if game.status != "running":
                return
            now = self.clock()
            if game.waiting_since is None:
                game.waiting_since = now
                await self.store.update(game)
                return
            waited = now - game.waiting_since
            humans = self._humans(game, self.waiting_for(game))
            replace_after = _float(game.options.get("replace_hours"), DEFAULT_REPLACE_HOURS) * 3600
            remind_after = _float(game.options.get("reminder_hours"), DEFAULT_REMINDER_HOURS) * 3600
            if humans and replace_after > 0 and waited >= replace_after:
                await self._replace(game, humans)
                return
            if humans and remind_after > 0 and waited >= remind_after:
                due = [s for s in humans if s not in game.reminded]
                if not due:
                    return
                for seat in due:
                    await self._show(self.presenter.reminder(game, seat))
                    game.reminded.append(seat)
                await self.store.update(game)

    async def _replace(self, game: GameRecord, seats: Sequence[int]) -> None:
        """Inside the lock: the heuristic AI moves once for each seat waited for too long."""
        wait = game.wait_version
        for seat in seats:
            if game.status != "running" or game.wait_version != wait:
                return  # the wait is over; the next one gets its own time
            state = self._state(game)
            if seat not in self._rules(game).to_act(state):
                continue
            seed = agent_seed(int(game.options.get("seed", 0)), seat, game.version)
            assert game.state is not None
            code = await self.thinker.choose(game.game, game.state, seat, REPLACEMENT_AGENT, seed)
            action = self._rules(game).decode_action(code)
            game = await self._move(game, state, seat, action, "replacement")

    async def close(self) -> None:
        """Cancel background work (AI moves in progress finish or are cancelled cleanly)."""
        self._closed = True
        tasks = list(self._ai_tasks.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._ai_tasks.clear()
