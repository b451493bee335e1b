"""Where games live between clicks: records, the async :class:`GameStore` protocol, and
:func:`open_store`.

Two implementations: :mod:`bot.store.sqlite` (the default, one file, WAL) and
:mod:`bot.store.memory` (tests). Both pass the same contract tests (``tests/bot/test_store.py``).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

ACTIVE_STATUSES: tuple[str, ...] = ("lobby", "running")
STATUSES: tuple[str, ...] = ("lobby", "running", "finished", "abandoned")
ACTORS: tuple[str, ...] = ("player", "ai", "replacement")


@dataclass
class SeatRecord:
    user_id: int | None  # None for an AI seat
    name: str  # display name (AI seats: e.g. "AI 1")
    ai: str | None = None  # "heuristic" (normal) or "random" (easy) for AI seats
    locale: str | None = None  # the user's Discord locale when last seen (e.g. "cs")
    dms_closed: bool = False  # set when a DM failed with "cannot send messages to this user"

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
    prompt_message_id: int | None = None  # current public prompt message, if any
    waiting_since: float | None = None  # when the current wait for the acting seats began
    reminded: list[int] = field(default_factory=list)  # seats already reminded in this wait
    result: dict[str, Any] | None = None  # rules Result.to_json() when finished
    created_at: float = 0.0
    updated_at: float = 0.0
    # Addition to the contract: the rules version at which the current wait began. A click on a
    # prompt of this wait stays valid in simultaneous steps while its seat has not acted since.
    wait_version: int = 0


@dataclass
class ActionRow:
    seq: int
    game_id: str
    version: int  # version *before* the action
    seat: int
    action: str
    actor: str  # "player" | "ai" | "replacement"
    events: list[dict[str, Any]]  # rules Event.to_json() list (may hold private events)
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

    async def update(self, game: GameRecord) -> None:
        """Write everything but ``state`` and ``version``; those change only with an action
        (:meth:`save_action`), except that the first state (a game starting) is written here
        while the stored one is still empty."""

    async def save_action(self, game: GameRecord, expected_version: int, row: ActionRow) -> bool:
        """In one transaction: write the game (state, version, waiting fields, status, result…)
        only if the stored version is ``expected_version``, and append ``row`` (its ``seq`` is
        assigned here). ``False`` and nothing changed on a version mismatch."""

    async def actions(self, game_id: str, limit: int | None = None) -> list[ActionRow]:
        """The action log, oldest first; only the last ``limit`` rows if given."""

    async def claim_interaction(self, interaction_id: int) -> bool:
        """True the first time an interaction id is seen, False after."""

    async def get_setting(self, guild_id: int, key: str) -> str | None: ...

    async def set_setting(self, guild_id: int, key: str, value: str) -> None: ...


def seats_to_json(seats: list[SeatRecord]) -> str:
    return json.dumps([s.to_json() for s in seats], ensure_ascii=False, separators=(",", ":"))


def seats_from_json(text: str) -> list[SeatRecord]:
    return [SeatRecord.from_json(s) for s in json.loads(text)]


def open_store(database_url: str) -> GameStore:
    """A store for ``database_url`` (not yet opened: call ``await store.open()``).

    ``memory://`` → in memory; ``sqlite:///relative/path``, ``sqlite:////absolute/path`` or a bare
    path → SQLite (its folder is created on open).
    """
    url = database_url.strip()
    if url.startswith("memory:"):
        from bot.store.memory import MemoryStore

        return MemoryStore()
    if url.startswith(("postgres://", "postgresql://", "postgresql+")):
        raise ValueError("PostgreSQL support arrives with the scale-out work")
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
