"""Playing whole games with agents, and the file helpers of a replayable game record; the same
for every game (each game's ``playout`` module names its record's fields and rules)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Protocol, Self, TypeVar

from rules.core import BadDump, Result

S = TypeVar("S")
A = TypeVar("A")
S_contra = TypeVar("S_contra", contravariant=True)
A_co = TypeVar("A_co", covariant=True)


class Agent(Protocol[S_contra, A_co]):
    """A computer player: picks one legal action for ``seat`` in ``state``."""

    name: str

    def choose(self, state: S_contra, seat: int) -> A_co: ...


class Encodable(Protocol):
    def encode(self) -> str: ...


E = TypeVar("E", bound=Encodable)


def play_loop(
    state: S,
    agents: Sequence[Agent[S, E]],
    next_seat: Callable[[S], int | None],
    apply: Callable[[S, int, E], object],
    on_action: Callable[[S, int, E], None] | None = None,
) -> list[tuple[int, str]]:
    """Ask the seat ``next_seat`` names (None: the game is over) for an action, apply it, and
    repeat; the log of ``(seat, encoded action)``. Simultaneous steps are played in the order
    ``next_seat`` gives (nobody sees a secret choice before the reveal)."""
    log: list[tuple[int, str]] = []
    while (seat := next_seat(state)) is not None:
        action = agents[seat].choose(state, seat)
        if on_action is not None:
            on_action(state, seat, action)
        apply(state, seat, action)
        log.append((seat, action.encode()))
    return log


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Saveable(Protocol):
    def to_json(self) -> dict[str, Any]: ...


def save_record(record: Saveable, path: Path) -> None:
    path.write_text(json.dumps(record.to_json(), indent=1) + "\n", encoding="utf-8")


def read_json(path: Path) -> Any:
    """A record file's JSON; :class:`BadDump` when it is not JSON."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise BadDump(f"{path}: not JSON ({exc})") from exc


@dataclass(kw_only=True)
class GameRecord:
    """What every game's replayable record holds beside the game's own options: the table size,
    the seed, the action log ``(seat, encoded action)``, and the result and final state digest
    recorded when it was played (a replay is checked against them).

    A game's ``Record`` subclass names its file ``FORMAT``, ``VERSION`` and ``TITLE`` ("not a
    <title> game record"), adds its options as fields and says where they go in the JSON
    (:meth:`head`, before the log; :meth:`tail`, after it) and how they are read back
    (:meth:`own_fields`); :meth:`check` refuses values no game can have."""

    FORMAT: ClassVar[str]
    VERSION: ClassVar[int]
    TITLE: ClassVar[str]

    players: int
    seed: int
    actions: list[tuple[int, str]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    final_dump_sha: str | None = None

    def head(self) -> dict[str, Any]:
        """The game's fields between the players and the log (the seed among them)."""
        raise NotImplementedError

    def tail(self) -> dict[str, Any]:
        """The game's fields after the recorded digest."""
        return {}

    @classmethod
    def own_fields(cls, raw: Mapping[str, Any]) -> dict[str, Any]:
        """The game's fields read from the record's JSON (keyword arguments)."""
        raise NotImplementedError

    def check(self) -> None:
        """:class:`BadDump` when the record holds values no game can have."""

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.FORMAT,
            "format_version": self.VERSION,
            "players": self.players,
            **self.head(),
            "actions": [[seat, code] for seat, code in self.actions],
            "result": self.result,
            "final_state_sha256": self.final_dump_sha,
            **self.tail(),
        }

    @classmethod
    def from_json(cls, raw: Any) -> Self:
        """A record from its JSON; :class:`BadDump` when it is not a record of this format and
        version ("not a … game record", "unsupported record version …"), or is damaged."""
        if not isinstance(raw, dict) or raw.get("format") != cls.FORMAT:
            raise BadDump(f"not a {cls.TITLE} game record")
        if raw.get("format_version") != cls.VERSION:
            raise BadDump(f"unsupported record version {raw.get('format_version')!r}")
        try:
            record = cls(
                players=int(raw["players"]),
                seed=int(raw["seed"]),
                actions=[(int(seat), str(code)) for seat, code in raw["actions"]],
                result=raw.get("result"),
                final_dump_sha=raw.get("final_state_sha256"),
                **cls.own_fields(raw),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise BadDump(f"damaged game record: {exc!r}") from exc
        record.check()
        return record


R = TypeVar("R", bound=GameRecord)


def finished(record: R, result: Result, dump: str) -> R:
    """``record`` with the result and the final state's digest (``dump``) of its game."""
    record.result = result.to_json()
    record.final_dump_sha = sha256(dump)
    return record


def replay_problems(
    ended: str | None,
    recorded: dict[str, Any] | None,
    result: dict[str, Any] | None,
    recorded_sha: str | None,
    dump: str,
    *,
    score_unfinished: bool = False,
) -> list[str]:
    """How a replayed game differs from its record. ``ended``: why the log ends too early, or
    None when the replayed game is over; ``recorded``/``result``: the recorded and replayed
    results (JSON), compared also for an unfinished game when ``score_unfinished`` (a game that
    scores at any step); ``recorded_sha``/``dump``: the recorded digest and the final state."""
    problems: list[str] = []
    if ended is not None:
        problems.append(f"the log ends before the game does ({ended})")
    if (ended is None or score_unfinished) and recorded is not None and result != recorded:
        problems.append("the replayed result differs from the recorded one")
    if recorded_sha and sha256(dump) != recorded_sha:
        problems.append("the replayed final state differs from the recorded one")
    return problems
