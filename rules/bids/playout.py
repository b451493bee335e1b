"""Playing whole games with agents, and the replayable game record (options, seed, action log)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from rules.bids import engine
from rules.bids import state as state_mod
from rules.bids.actions import Action
from rules.bids.state import BidsState
from rules.core import BadDump, RulesError

RECORD_FORMAT = "bids-record"
RECORD_VERSION = 1


class Agent(Protocol):
    name: str

    def choose(self, state: BidsState, seat: int) -> Action: ...


@dataclass
class Record:
    """Everything needed to replay a game exactly."""

    players: int
    variant: str
    coins: int
    rounds: int
    seed: int
    actions: list[tuple[int, str]]
    result: dict[str, Any] | None = None
    final_dump_sha: str | None = None

    def new_state(self) -> BidsState:
        return engine.new_game(self.players, self.variant, self.seed, self.coins, self.rounds)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "format_version": RECORD_VERSION,
            "players": self.players,
            "variant": self.variant,
            "coins": self.coins,
            "rounds": self.rounds,
            "seed": self.seed,
            "actions": [[seat, code] for seat, code in self.actions],
            "result": self.result,
            "final_state_sha256": self.final_dump_sha,
        }

    @staticmethod
    def from_json(raw: Any) -> Record:
        if not isinstance(raw, dict) or raw.get("format") != RECORD_FORMAT:
            raise BadDump("not a Sealed Bids game record")
        if raw.get("format_version") != RECORD_VERSION:
            raise BadDump(f"unsupported record version {raw.get('format_version')!r}")
        try:
            return Record(
                players=int(raw["players"]),
                variant=str(raw["variant"]),
                coins=int(raw["coins"]),
                rounds=int(raw["rounds"]),
                seed=int(raw["seed"]),
                actions=[(int(seat), str(code)) for seat, code in raw["actions"]],
                result=raw.get("result"),
                final_dump_sha=raw.get("final_state_sha256"),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise BadDump(f"damaged game record: {exc!r}") from exc


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def play(
    players: int,
    variant: str,
    seed: int,
    agents: Sequence[Agent],
    coins: int = engine.DEFAULT_COINS,
    rounds: int = engine.DEFAULT_ROUNDS,
    on_action: Callable[[BidsState, int, Action], None] | None = None,
) -> tuple[BidsState, Record]:
    """Play one game to the end. Secret bids are made in turn order from the lead player
    (any order gives the same game: nobody sees a bid before the reveal)."""
    state = engine.new_game(players, variant, seed, coins, rounds)
    log: list[tuple[int, str]] = []
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        action = agents[seat].choose(state, seat)
        if on_action is not None:
            on_action(state, seat, action)
        engine.apply(state, seat, action)
        log.append((seat, action.encode()))
    record = Record(
        players,
        variant,
        coins,
        rounds,
        seed,
        log,
        engine.score(state).to_json(),
        sha256(state_mod.dump(state)),
    )
    return state, record


def replay(record: Record) -> BidsState:
    """Re-apply a record's actions from its seed; raises a RulesError if one is refused."""
    try:
        state = record.new_state()
    except ValueError as exc:
        raise BadDump(f"damaged game record: {exc}") from exc
    for seat, code in record.actions:
        engine.apply(state, seat, Action.decode(code))
    return state


def check_replay(record: Record) -> tuple[BidsState | None, list[str]]:
    """Replay ``record`` and list how the outcome differs from the recorded one."""
    try:
        state = replay(record)
    except RulesError as exc:
        return None, [f"the log does not replay: {exc}"]
    problems: list[str] = []
    if not engine.is_over(state):
        problems.append(f"the log ends before the game does (round {state.round})")
    elif record.result is not None and engine.score(state).to_json() != record.result:
        problems.append("the replayed result differs from the recorded one")
    if record.final_dump_sha and sha256(state_mod.dump(state)) != record.final_dump_sha:
        problems.append("the replayed final state differs from the recorded one")
    return state, problems


def save_record(record: Record, path: Path) -> None:
    path.write_text(json.dumps(record.to_json(), indent=1) + "\n", encoding="utf-8")


def load_record(path: Path) -> Record:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise BadDump(f"{path}: not JSON ({exc})") from exc
    return Record.from_json(raw)
