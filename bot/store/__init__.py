"""Where games live between clicks: records, the async :class:`GameStore` protocol, and
:func:`open_store`.

Three implementations, all passing the same contract tests (``tests/bot/test_store.py``):

* :mod:`bot.store.sqlite` — the default: one file in WAL mode, for one bot process;
* :mod:`bot.store.postgres` — PostgreSQL (asyncpg), for several bot processes sharing one
  database: compare-and-set writes, atomic interaction claims and advisory locks across them;
* :mod:`bot.store.memory` — tests and throwaway runs.

Schema changes are numbered SQL files per backend, ``migrations/<backend>/NNN_name.sql``
(:func:`migration_files`), applied in order when a store opens.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import asdict, dataclass, field
from importlib import resources
from typing import Any, Protocol

ACTIVE_STATUSES: tuple[str, ...] = ("lobby", "running")
STATUSES: tuple[str, ...] = ("lobby", "running", "finished", "abandoned")
# Who made a saved action: the player, an AI seat, the AI replacing an absent player, or the
# player's answers given in advance (:mod:`bot.manager.standing`).
ACTORS: tuple[str, ...] = ("player", "ai", "replacement", "standing")
# How a player is told that a game waits for them (UserSettings.notify).
NOTIFY_MODES: tuple[str, ...] = ("channel", "dm", "both")
# What a player's games do while they are away (UserSettings.away_policy): the table waits for
# them; answers given in advance and the AI answer what is asked out of their turn, their own
# turns wait; the AI plays for them.
AWAY_POLICIES: tuple[str, ...] = ("wait", "answers", "ai")


@dataclass
class SeatRecord:
    user_id: int | None  # None for an AI seat
    name: str  # display name (AI seats: e.g. "AI 1")
    ai: str | None = None  # "heuristic" (normal) or "random" (easy) for AI seats
    locale: str | None = None  # the user's Discord locale when last seen (e.g. "cs")
    dms_closed: bool = False  # set when a DM failed with "cannot send messages to this user"
    # The player's answers given in advance in this game, ``{question: answer}`` as the game's
    # rules describe them (``rules.core.normalize_standing``; read through the rules' own
    # ``normalize_standing``, so that a kind a later release drops is simply ignored).
    standing: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SeatRecord:
        return cls(
            user_id=data.get("user_id"),
            name=str(data.get("name", "")),
            ai=data.get("ai"),
            locale=data.get("locale"),
            dms_closed=bool(data.get("dms_closed", False)),
            standing=dict(standing) if isinstance(standing := data.get("standing"), dict) else {},
        )


@dataclass
class GameRecord:
    id: str  # 8 chars [a-z0-9], random, unique
    game: str  # "hadara"
    guild_id: int | None
    channel_id: int  # the channel or thread the game lives in
    creator_id: int
    status: str  # "lobby" | "running" | "finished" | "abandoned"
    # variant, max_players, reminder_hours, replace_hours, language, seed
    options: dict[str, Any]
    seats: list[SeatRecord]
    state: str | None = None  # rules dump once running
    version: int = 0  # rules state version (0 in the lobby)
    table_message_id: int | None = None
    lobby_message_id: int | None = None
    waiting_since: float | None = None  # when the current wait for the acting seats began
    reminded: list[int] = field(default_factory=list)  # seats already reminded in this wait
    result: dict[str, Any] | None = None  # rules Result.to_json() when finished
    created_at: float = 0.0
    updated_at: float = 0.0
    # The rules version at which the current wait began (its timers and prompts started then).
    # Which older clicks still count is the game's to say (``rules.core.Decision``), not this.
    wait_version: int = 0
    # The version whose table and prompts went out last (-1: none yet, e.g. a lobby). Behind
    # ``version`` when the process that saved a change died before showing it. Written only by
    # :meth:`GameStore.create` and :meth:`GameStore.mark_shown` (which never lowers it), so a
    # stale copy passed to ``update`` or ``save_action`` cannot set it back.
    shown_version: int = -1
    # When a timer of this game is next due (a reminder, a replacement move, an AI seat that
    # should have moved by then), in seconds since the epoch; None: nothing to watch. Indexed,
    # so that a timer tick reads only the games that are due.
    due_at: float | None = None
    # Seat -> when that seat's own wait last began again inside the current wait: its last move
    # (a player still moving is not absent) or a replacement move made for it. A deciding seat
    # without an entry has waited since ``waiting_since``. Cleared when a new wait begins.
    seat_since: dict[int, float] = field(default_factory=dict)
    # Set when the game's saved state no longer loads (after an upgrade, say): why (the error's
    # text), when it was found, and the channel message telling its players (with Retry and
    # Abandon; None until that notice went out). A faulted game is kept as it is, never
    # deleted: nothing plays it and no timer looks at it until a Retry loads it again.
    fault: str | None = None
    fault_at: float | None = None
    fault_notice_id: int | None = None
    # The seats that decide in the saved version (who is to move), written by the manager with
    # every save from the decision it already holds; None: not known (a game last saved before
    # this was stored); empty: nobody (a lobby, a finished game).
    deciding: list[int] | None = None

    def players(self) -> set[int]:
        """The user ids seated in this game (AI seats have none)."""
        return {s.user_id for s in self.seats if s.user_id is not None}


@dataclass
class ActionRow:
    seq: int
    game_id: str
    version: int  # version *before* the action
    seat: int
    action: str
    actor: str  # ACTORS: "player" | "ai" | "replacement" | "standing"
    events: list[dict[str, Any]]  # rules Event.to_json() list (may hold private events)
    at: float


@dataclass
class UserSettings:
    """A player's own settings, kept across games and servers (``/notify``, ``/away``).

    Stored as one JSON document per user (unknown keys are kept as they are, so an older
    release reading a newer record loses nothing it writes back); ``digest_due_at`` and
    ``away_until`` are also columns, for the queries that look for them.
    """

    user_id: int
    notify: str = "channel"  # NOTIFY_MODES: ping in the game's channel, DM, or both
    time_zone: str = "UTC"  # an IANA name ("Europe/Prague"); quiet hours and digests use it
    quiet_start: int | None = None  # minute of the local day quiet hours begin; None: none
    quiet_end: int | None = None  # minute of the local day they end (may be before the start)
    digest_hour: int | None = None  # local hour of a daily digest DM instead of turn pings
    digest_due_at: float | None = None  # when the next digest is due (epoch seconds)
    away_until: float | None = None  # an absence declared until then (epoch seconds)
    away_policy: str = "wait"  # AWAY_POLICIES
    away_since: float | None = None  # when that absence was declared
    extra: dict[str, Any] = field(default_factory=dict)  # keys this release does not know

    _KNOWN = (
        "notify",
        "time_zone",
        "quiet_start",
        "quiet_end",
        "digest_hour",
        "digest_due_at",
        "away_until",
        "away_policy",
        "away_since",
    )

    def to_json(self) -> dict[str, Any]:
        data = dict(self.extra)
        data.update({k: getattr(self, k) for k in self._KNOWN})
        return data

    @classmethod
    def from_json(cls, user_id: int, data: dict[str, Any]) -> UserSettings:
        """A stored record; a value this release does not accept falls back to its default."""

        def opt_int(key: str, lo: int, hi: int) -> int | None:
            value = data.get(key)
            if isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi:
                return value
            return None

        def opt_time(key: str) -> float | None:
            value = data.get(key)
            if isinstance(value, int | float) and not isinstance(value, bool):
                return float(value)
            return None

        notify = data.get("notify")
        policy = data.get("away_policy")
        zone = data.get("time_zone")
        return cls(
            user_id=user_id,
            notify=notify if notify in NOTIFY_MODES else "channel",
            time_zone=zone if isinstance(zone, str) and zone else "UTC",
            quiet_start=opt_int("quiet_start", 0, 1439),
            quiet_end=opt_int("quiet_end", 0, 1439),
            digest_hour=opt_int("digest_hour", 0, 23),
            digest_due_at=opt_time("digest_due_at"),
            away_until=opt_time("away_until"),
            away_policy=policy if policy in AWAY_POLICIES else "wait",
            away_since=opt_time("away_since"),
            extra={k: v for k, v in data.items() if k not in cls._KNOWN},
        )

    def is_default(self) -> bool:
        """Nothing set: such a record need not be stored."""
        return self.to_json() == UserSettings(self.user_id).to_json()


class GameStore(Protocol):
    """Async persistence of games. Records passed in and returned are copies: mutating one
    changes nothing stored until it is written back."""

    async def open(self) -> None: ...

    async def close(self) -> None: ...

    async def create(self, game: GameRecord) -> None:
        """Insert a new game; :class:`bot.errors.ChannelBusy` if a lobby or running game
        already lives in that channel, ``KeyError`` if the id is taken."""

    async def get(self, game_id: str) -> GameRecord | None: ...

    async def by_channel(self, channel_id: int) -> GameRecord | None:
        """The lobby or running game of a channel."""

    async def list_active(self, guild_id: int | None) -> list[GameRecord]:
        """Lobby and running games of a guild (``None``: of every guild), oldest first."""

    async def list_finished(self, guild_id: int | None, limit: int) -> list[GameRecord]:
        """Finished games of a guild (``None``: of every guild), newest first."""

    async def list_for_user(self, user_id: int) -> list[GameRecord]:
        """The lobby and running games in which ``user_id`` holds a seat, in every guild,
        oldest first; read through an index of players, not by loading every game."""

    async def list_unshown(self) -> list[GameRecord]:
        """Running and finished games whose ``shown_version`` is behind their ``version``,
        oldest first."""

    async def list_due(self, now: float, limit: int = 100) -> list[GameRecord]:
        """Running games whose ``due_at`` is at most ``now``, the most overdue first."""

    async def shown_version(self, game_id: str) -> int:
        """The game's ``shown_version`` (-1 if there is no such game)."""

    async def update(self, game: GameRecord) -> None:
        """Write everything but ``state``, ``version`` and ``shown_version``; the first two
        change only with an action (:meth:`save_action`), except that the first state (a game
        starting) is written here while the stored one is still empty; the last only through
        :meth:`mark_shown`."""

    async def save_action(self, game: GameRecord, expected_version: int, row: ActionRow) -> bool:
        """In one transaction: write the game (state, version, waiting fields, status, result…;
        not ``shown_version``) only if the stored version is ``expected_version``, and append
        ``row`` (its ``seq`` is assigned here). ``False`` and nothing changed on a version
        mismatch."""

    async def mark_shown(self, game_id: str, version: int) -> None:
        """Record that ``version`` has been shown: ``shown_version`` becomes the larger of the
        stored one and ``version`` (never lower, whatever order writers come in). ``KeyError``
        if there is no such game."""

    async def actions(self, game_id: str, limit: int | None = None) -> list[ActionRow]:
        """The action log, oldest first; only the last ``limit`` rows if given."""

    async def actions_since(
        self, game_id: str, seat: int, codes: tuple[str, ...] = (), limit: int | None = None
    ) -> list[ActionRow]:
        """The rows after the last row of ``seat`` whose action is one of ``codes`` (any action
        of ``seat`` when ``codes`` is empty), oldest first; every row when there is none; only
        the last ``limit`` of them if given. One query: what happened since a seat's previous
        turn (its recap, :mod:`bot.manager.recaps`)."""

    async def claim_interaction(self, interaction_id: int) -> bool:
        """True the first time an interaction id is seen, False after."""

    async def get_setting(self, guild_id: int, key: str) -> str | None: ...

    async def get_user(self, user_id: int) -> UserSettings:
        """The user's settings (the defaults if none are stored)."""

    async def get_users(self, user_ids: list[int]) -> dict[int, UserSettings]:
        """The stored settings of those of ``user_ids`` that have any (one query)."""

    async def put_user(self, settings: UserSettings) -> None:
        """Store (or replace) a user's settings; defaults only (:meth:`UserSettings.is_default`)
        delete the row."""

    async def list_digests_due(self, now: float, limit: int = 100) -> list[UserSettings]:
        """Users whose ``digest_due_at`` is at most ``now``, the most overdue first."""

    async def set_setting(self, guild_id: int, key: str, value: str) -> None: ...

    def lock(self, name: str) -> contextlib.AbstractAsyncContextManager[None]:
        """Exclusive across every process sharing this store while the block runs; waits.

        Not reentrant: taking a name already held by the same task waits for ever. The memory
        and SQLite stores serve one process (process-local locks); PostgreSQL locks are held by
        the server and freed when the holder's connection drops (its process died)."""

    def try_lock(self, name: str) -> contextlib.AbstractAsyncContextManager[bool]:
        """Yields True if taken (held until the block ends), False at once if someone holds it.

        Within one process a name that a task waits for counts as held."""


MIGRATION_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")


def migration_files(backend: str) -> list[tuple[int, str, str]]:
    """(number, file name, SQL) of every migration bundled in ``migrations/<backend>/``
    (``"sqlite"``, ``"postgresql"``), in order; numbers must be 1..n without gaps."""
    folder = resources.files("bot.store").joinpath("migrations", backend)
    found: list[tuple[int, str, str]] = []
    for entry in folder.iterdir() if folder.is_dir() else ():
        match = MIGRATION_NAME.match(entry.name)
        if match:
            found.append((int(match.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    found.sort()
    numbers = [n for n, _, _ in found]
    if not found or numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(
            f"{backend} migrations must be numbered 001, 002, … without gaps: {numbers}"
        )
    return found


def seats_to_json(seats: list[SeatRecord]) -> str:
    return json.dumps([s.to_json() for s in seats], ensure_ascii=False, separators=(",", ":"))


def seats_from_json(text: str) -> list[SeatRecord]:
    return [SeatRecord.from_json(s) for s in json.loads(text)]


def open_store(database_url: str) -> GameStore:
    """A store for ``database_url`` (not yet opened: call ``await store.open()``).

    ``memory://`` → in memory; ``postgresql://user:password@host:port/database`` (also
    ``postgres://`` and ``postgresql+asyncpg://``) → PostgreSQL; ``sqlite:///relative/path``,
    ``sqlite:////absolute/path`` or a bare path → SQLite (its folder is created on open).
    """
    url = database_url.strip()
    if url.startswith("memory:"):
        from bot.store.memory import MemoryStore

        return MemoryStore()
    if url.startswith(("postgres://", "postgresql://", "postgresql+")):
        from bot.store.postgres import PostgresStore

        return PostgresStore(url)
    if url.startswith("sqlite:"):
        # SQLAlchemy's convention: sqlite:///relative/file, sqlite:////absolute/file.
        path = url[len("sqlite:") :]
        if path.startswith("//"):
            path = path[2:]
            if path.startswith("/"):
                path = path[1:]
    elif "://" in url:
        raise ValueError(f"unsupported database URL scheme: {url.split('://', 1)[0]!r}")
    else:
        path = url
    if not path:
        raise ValueError("empty SQLite path")
    from bot.store.sqlite import SqliteStore

    return SqliteStore(path)
