"""Playing whole games with agents, and the replayable game record (seed + action log)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from rules.core import BadDump, Result
from rules.hadara import data as data_mod
from rules.hadara import engine, scoring
from rules.hadara import state as state_mod
from rules.hadara.actions import Action
from rules.hadara.state import HadaraState

RECORD_FORMAT = "hadara-record"
RECORD_VERSION = 1


class Agent(Protocol):
    name: str

    def choose(self, state: HadaraState, seat: int) -> Action: ...


@dataclass
class Record:
    """Everything needed to replay a game exactly."""

    players: int
    variant: str
    seed: int
    data_ref: str
    actions: list[tuple[int, str]]
    result: dict[str, Any] | None = None
    final_dump_sha: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "format_version": RECORD_VERSION,
            "players": self.players,
            "variant": self.variant,
            "seed": self.seed,
            "data": self.data_ref,
            "actions": [[seat, code] for seat, code in self.actions],
            "result": self.result,
            "final_state_sha256": self.final_dump_sha,
        }

    @staticmethod
    def from_json(raw: Any) -> Record:
        if not isinstance(raw, dict) or raw.get("format") != RECORD_FORMAT:
            raise BadDump("not a Hadara game record")
        if raw.get("format_version") != RECORD_VERSION:
            raise BadDump(f"unsupported record version {raw.get('format_version')!r}")
        try:
            record = Record(
                players=int(raw["players"]),
                variant=str(raw["variant"]),
                seed=int(raw["seed"]),
                data_ref=str(raw.get("data", "default")),
                actions=[(int(seat), str(code)) for seat, code in raw["actions"]],
                result=raw.get("result"),
                final_dump_sha=raw.get("final_state_sha256"),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise BadDump(f"damaged game record: {exc!r}") from exc
        if not engine.MIN_PLAYERS <= record.players <= engine.MAX_PLAYERS:
            raise BadDump(f"damaged game record: {record.players} players")
        if record.variant not in engine.VARIANTS:
            raise BadDump(f"damaged game record: unknown variant {record.variant!r}")
        return record


def sha256(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def play(
    players: int,
    variant: str,
    seed: int,
    agents: Sequence[Agent],
    data_ref: str | None = None,
    on_action: Callable[[HadaraState, int, Action], None] | None = None,
) -> tuple[HadaraState, Record]:
    """Play one game to the end. Simultaneous steps are resolved in seat order."""
    data = data_mod.load(data_ref)
    state = engine.new_game(players, variant, seed, data)
    log: list[tuple[int, str]] = []
    while state.step != "over":
        seat = state.acting[0]
        action = agents[seat].choose(state, seat)
        if on_action is not None:
            on_action(state, seat, action)
        engine.apply(state, seat, action)
        log.append((seat, action.encode()))
    result = scoring.score(state)
    record = Record(
        players,
        variant,
        seed,
        data.ref,
        log,
        result.to_json(),
        sha256(state_mod.dump(state)),
    )
    return state, record


def replay(record: Record) -> tuple[HadaraState, Result]:
    """Re-apply a record's actions from its seed; raises if any action is refused."""
    data = data_mod.load(record.data_ref)
    state = engine.new_game(record.players, record.variant, record.seed, data)
    for seat, code in record.actions:
        engine.apply(state, seat, Action.decode(code))
    return state, scoring.score(state)


def save_record(record: Record, path: Path) -> None:
    path.write_text(json.dumps(record.to_json(), indent=1) + "\n", encoding="utf-8")


def load_record(path: Path) -> Record:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise BadDump(f"{path}: not JSON ({exc})") from exc
    return Record.from_json(raw)
