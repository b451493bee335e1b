"""Playing whole games with agents, and the replayable game record (seed + options + log)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeAlias

from rules.core import BadDump, Result
from rules.tools import playout
from rules.tools.playout import save_record as save_record
from rules.tools.playout import sha256 as sha256
from rules.tta import catalog, engine, scoring, undo
from rules.tta import state as state_mod
from rules.tta.actions import Action
from rules.tta.state import TtaState

RECORD_FORMAT = "tta-record"
RECORD_VERSION = 1


Agent: TypeAlias = playout.Agent[TtaState, Action]


@dataclass(kw_only=True)
class Record(playout.GameRecord):
    """Everything needed to replay a game exactly."""

    FORMAT, VERSION, TITLE = RECORD_FORMAT, RECORD_VERSION, "Through the Ages"
    options: dict[str, Any]
    data_fingerprint: str = ""  # the card data played with ("": a record older than the field)
    rounds: int = 0

    def head(self) -> dict[str, Any]:
        options = dict(sorted(self.options.items()))
        return {"options": options, "seed": self.seed, "data_fingerprint": self.data_fingerprint}

    def tail(self) -> dict[str, Any]:
        return {"rounds": self.rounds}

    @classmethod
    def own_fields(cls, raw: Mapping[str, Any]) -> dict[str, Any]:
        return {
            "options": dict(raw.get("options") or {}),
            "data_fingerprint": str(raw.get("data_fingerprint", "")),
            "rounds": int(raw.get("rounds", 0)),
        }

    def check(self) -> None:
        if not engine.MIN_PLAYERS <= self.players <= engine.MAX_PLAYERS:
            raise BadDump(f"damaged game record: {self.players} players")


def play(
    players: int,
    options: Mapping[str, Any],
    seed: int,
    agents: Sequence[Agent],
    on_action: Callable[[TtaState, int, Action], None] | None = None,
    data: str | None = None,
) -> tuple[TtaState, Record]:
    """Play one game to the end with one agent per seat. When no agent ever takes an action
    back (``takes_back`` False: the random, heuristic and strong agents), the game takes no
    undo points (:func:`rules.tta.undo.without_points`), as the strong agent's playouts do:
    the same game, the same legal actions and final dump, less work."""
    cat = catalog.load(data)
    state, _ = engine.new_game(cat, players, options, seed)
    if not any(getattr(agent, "takes_back", True) for agent in agents):
        undo.without_points(state)
    log = playout.play_loop(
        state, agents, _next_seat, lambda s, seat, a: engine.apply(cat, s, seat, a), on_action
    )
    result = scoring.result(state)
    options = dict(state.options)
    record = Record(players=players, options=options, seed=seed, actions=log, rounds=state.round)
    record.data_fingerprint = cat.fingerprint
    return state, playout.finished(record, result, state_mod.dump(state))


def _next_seat(state: TtaState) -> int | None:
    return None if engine.is_over(state) else engine.to_act(state)[0]


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


def load_record(path: Path) -> Record:
    return Record.from_json(playout.read_json(path))
