"""Playing whole games with agents, and the replayable game record (seed + action log)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeAlias

from rules.core import BadDump, Result
from rules.hadara import data as data_mod
from rules.hadara import engine, scoring
from rules.hadara import state as state_mod
from rules.hadara.actions import Action
from rules.hadara.state import HadaraState
from rules.tools import playout
from rules.tools.playout import save_record as save_record
from rules.tools.playout import sha256 as sha256

RECORD_FORMAT = "hadara-record"
RECORD_VERSION = 1


Agent: TypeAlias = playout.Agent[HadaraState, Action]


@dataclass(kw_only=True)
class Record(playout.GameRecord):
    """Everything needed to replay a game exactly."""

    FORMAT, VERSION, TITLE = RECORD_FORMAT, RECORD_VERSION, "Hadara"
    variant: str
    data_ref: str

    def head(self) -> dict[str, Any]:
        return {"variant": self.variant, "seed": self.seed, "data": self.data_ref}

    @classmethod
    def own_fields(cls, raw: Mapping[str, Any]) -> dict[str, Any]:
        return {"variant": str(raw["variant"]), "data_ref": str(raw.get("data", "default"))}

    def check(self) -> None:
        if not engine.MIN_PLAYERS <= self.players <= engine.MAX_PLAYERS:
            raise BadDump(f"damaged game record: {self.players} players")
        if self.variant not in engine.VARIANTS:
            raise BadDump(f"damaged game record: unknown variant {self.variant!r}")


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
    log = playout.play_loop(state, agents, _next_seat, engine.apply, on_action)
    result = scoring.score(state)
    record = Record(players=players, variant=variant, seed=seed, data_ref=data.ref, actions=log)
    return state, playout.finished(record, result, state_mod.dump(state))


def _next_seat(state: HadaraState) -> int | None:
    return None if state.step == "over" else state.acting[0]


def replay(record: Record) -> tuple[HadaraState, Result]:
    """Re-apply a record's actions from its seed; raises if any action is refused."""
    data = data_mod.load(record.data_ref)
    state = engine.new_game(record.players, record.variant, record.seed, data)
    for seat, code in record.actions:
        engine.apply(state, seat, Action.decode(code))
    return state, scoring.score(state)


def load_record(path: Path) -> Record:
    return Record.from_json(playout.read_json(path))
