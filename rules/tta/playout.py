"""Playing whole games with agents, and the replayable game record (seed + options + log)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from rules.core import BadDump, Result
from rules.tta import catalog, engine, scoring
from rules.tta import state as state_mod
from rules.tta.actions import Action
from rules.tta.state import TtaState

RECORD_FORMAT = "tta-record"
RECORD_VERSION = 1


class Agent(Protocol):
    name: str

    def choose(self, state: TtaState, seat: int) -> Action: ...


@dataclass
class Record:
    """Everything needed to replay a game exactly."""

    players: int
    options: dict[str, Any]
    seed: int
    data_fingerprint: str
    actions: list[tuple[int, str]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    final_dump_sha: str | None = None
    rounds: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "format_version": RECORD_VERSION,
            "players": self.players,
            "options": dict(sorted(self.options.items())),
            "seed": self.seed,
            "data_fingerprint": self.data_fingerprint,
            "actions": [[seat, code] for seat, code in self.actions],
            "result": self.result,
            "final_state_sha256": self.final_dump_sha,
            "rounds": self.rounds,
        }

    @staticmethod
    def from_json(raw: Any) -> Record:
        if not isinstance(raw, dict) or raw.get("format") != RECORD_FORMAT:
            raise BadDump("not a Through the Ages game record")
        if raw.get("format_version") != RECORD_VERSION:
            raise BadDump(f"unsupported record version {raw.get('format_version')!r}")
        try:
            record = Record(
                players=int(raw["players"]),
                options=dict(raw.get("options") or {}),
                seed=int(raw["seed"]),
                data_fingerprint=str(raw.get("data_fingerprint", "")),
                actions=[(int(seat), str(code)) for seat, code in raw["actions"]],
                result=raw.get("result"),
                final_dump_sha=raw.get("final_state_sha256"),
                rounds=int(raw.get("rounds", 0)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise BadDump(f"damaged game record: {exc!r}") from exc
        if not engine.MIN_PLAYERS <= record.players <= engine.MAX_PLAYERS:
            raise BadDump(f"damaged game record: {record.players} players")
        return record


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def play(
    players: int,
    options: Mapping[str, Any],
    seed: int,
    agents: Sequence[Agent],
    on_action: Callable[[TtaState, int, Action], None] | None = None,
    data: str | None = None,
) -> tuple[TtaState, Record]:
    """Play one game to the end with one agent per seat."""
    cat = catalog.load(data)
    state, _ = engine.new_game(cat, players, options, seed)
    log: list[tuple[int, str]] = []
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        action = agents[seat].choose(state, seat)
        if on_action is not None:
            on_action(state, seat, action)
        engine.apply(cat, state, seat, action)
        log.append((seat, action.encode()))
    result = scoring.result(state)
    record = Record(
        players,
        dict(state.options),
        seed,
        cat.fingerprint,
        log,
        result.to_json(),
        sha256(state_mod.dump(state)),
        state.round,
    )
    return state, record


def replay(record: Record, data: str | None = None) -> tuple[TtaState, Result | None]:
    """Re-apply a record's actions from its seed, with the card data it was played with (the
    current data, a released one, or the file ``data``); raises if any action is refused."""
    cat = catalog.load(data)
    fp = state_mod.LEGACY_FINGERPRINTS.get(record.data_fingerprint, record.data_fingerprint)
    if fp and fp not in (cat.fingerprint, cat.db.legacy_fingerprint):
        if data is not None:
            raise BadDump("the record was played with other card data")
        cat = catalog.of_fingerprint(fp)
    state, _ = engine.new_game(cat, record.players, record.options, record.seed)
    for seat, code in record.actions:
        engine.apply(cat, state, seat, Action.decode(code))
    return state, scoring.result(state) if engine.is_over(state) else None


def save_record(record: Record, path: Path) -> None:
    path.write_text(json.dumps(record.to_json(), indent=1) + "\n", encoding="utf-8")


def load_record(path: Path) -> Record:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise BadDump(f"{path}: not JSON ({exc})") from exc
    return Record.from_json(raw)
