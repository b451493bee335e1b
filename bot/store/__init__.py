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


# The scope of the ratings across every server (a server's own ladder is its guild id; a game
# played outside a server counts only there).
EVERYWHERE = 0


@dataclass
class RatedSeat:
    """One seat of a rated game, as the ladders counted it."""

    seat: int
    player: str  # "user:<id>", "ai:<level>" (an AI level is a player), "erased:<token>"
    name: str  # as shown when the game ended ("" once erased)
    place: int  # 1 = first; tied seats share a place
    score: int
    share: float  # the part of the seat's moves its player made themselves (0..1)
    won: bool


@dataclass
class RatedGame:
    """A finished game as the ratings read it: written once, with the ratings it moved
    (:meth:`GameStore.save_rated`); ``seq`` is the order it was counted in (assigned then)."""

    game_id: str
    game: str  # "tta"
    family: str  # the ladder (bot.ratings.family_of): "hadara", "tta-simple", "tta"
    guild_id: int | None
    finished_at: float
    variant: str  # the game's variant option ("" if it has none)
    seats: list[RatedSeat]
    rated: bool = True  # False: recorded, moved no rating (e.g. fewer than two humans…)
    seq: int = 0

    @property
    def players_n(self) -> int:
        return len(self.seats)


@dataclass
class Rating:
    """A player's standing on one ladder (``scope``: a guild id or :data:`EVERYWHERE`)."""

    scope: int
    family: str
    player: str
    name: str  # the latest name shown
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0
    place_sum: int = 0  # sum of places, for the mean place
    updated_at: float = 0.0

    @property
    def ordinal(self) -> float:
        """The conservative rating the ladder sorts by (mu - 3 sigma)."""
        return self.mu - 3.0 * self.sigma


@dataclass
class RatingPoint:
    """A player's rating on one ladder right after one game (their rating over time)."""

    scope: int
    family: str
    player: str
    game_id: str
    seq: int  # the RatedGame's seq
    mu: float
    sigma: float
    at: float


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

    # --- ratings (:mod:`bot.ratings`) and a player's stored data (``/privacy``) ---

    async def ratings(self, scope: int, family: str, players: list[str]) -> dict[str, Rating]:
        """The stored ratings of those of ``players`` that have one on that ladder."""

    async def save_rated(
        self, game: RatedGame, ratings: list[Rating], points: list[RatingPoint]
    ) -> bool:
        """In one transaction: record ``game`` (its ``seq`` assigned here, also written into
        ``points``), write ``ratings`` (insert or replace) and append ``points``. ``False`` and
        nothing written if that game id is already recorded: a game counts exactly once."""

    async def list_unrated(self, limit: int = 100) -> list[GameRecord]:
        """Finished games not yet recorded by :meth:`save_rated`, oldest first."""

    async def rated_games(self, after_seq: int = 0, limit: int = 500) -> list[RatedGame]:
        """Recorded games with ``seq`` above ``after_seq``, in the order they were counted."""

    async def games_of_player(
        self, player: str, family: str | None = None, limit: int | None = None
    ) -> list[RatedGame]:
        """The recorded games in which ``player`` held a seat (of one ladder if given),
        newest first."""

    async def leaderboard(
        self, scope: int, family: str, offset: int = 0, limit: int = 10
    ) -> tuple[list[Rating], int]:
        """A page of a ladder, best first (by :attr:`Rating.ordinal`, then more games, then
        the player key), and how many players it has."""

    async def rating_points(self, scope: int, family: str, player: str) -> list[RatingPoint]:
        """A player's rating after each of their games on a ladder, oldest first."""

    async def replace_ratings(self, ratings: list[Rating], points: list[RatingPoint]) -> None:
        """In one transaction: every stored rating and point replaced by these (a recompute
        from the recorded games; the recorded games themselves stay)."""

    async def user_games(self, user_id: int) -> dict[str, int]:
        """How many stored games of each status (lobby, running, finished, abandoned) seat
        ``user_id``."""

    async def erase_user(self, user_id: int, token: str) -> int:
        """Remove what identifies ``user_id``, in one transaction: in their finished and
        abandoned games each of their seats gets ``user_id`` None and the name ``#<seat
        number>`` and, where they opened the game, its ``creator_id`` becomes 0 (the games stay
        replayable; lobby and running games are left as they are);
        their settings, ratings and rating points are deleted; in recorded games their seats
        become the player ``erased:<token>`` with an empty name, so that a recompute gives the
        other players the same numbers. Returns how many games were changed."""

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
