"""Playing whole games with agents, and the replayable game record (options, seed, action log)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeAlias

from rules.bids import engine
from rules.bids import state as state_mod
from rules.bids.actions import Action
from rules.bids.state import BidsState
from rules.core import BadDump, RulesError
from rules.tools import playout
from rules.tools.playout import save_record as save_record
from rules.tools.playout import sha256 as sha256

RECORD_FORMAT = "bids-record"
RECORD_VERSION = 1

Agent: TypeAlias = playout.Agent[BidsState, Action]


@dataclass(kw_only=True)
class Record(playout.GameRecord):
    """Everything needed to replay a game exactly."""

    FORMAT, VERSION, TITLE = RECORD_FORMAT, RECORD_VERSION, "Sealed Bids"
    variant: str
    coins: int
    rounds: int

    def new_state(self) -> BidsState:
        return engine.new_game(self.players, self.variant, self.seed, self.coins, self.rounds)

    def head(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "coins": self.coins,
            "rounds": self.rounds,
            "seed": self.seed,
        }

    @classmethod
    def own_fields(cls, raw: Mapping[str, Any]) -> dict[str, Any]:
        return {
            "variant": str(raw["variant"]),
            "coins": int(raw["coins"]),
            "rounds": int(raw["rounds"]),
        }


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
    log = playout.play_loop(state, agents, _next_seat, engine.apply, on_action)
    record = Record(
        players=players, variant=variant, coins=coins, rounds=rounds, seed=seed, actions=log
    )
    return state, playout.finished(record, engine.score(state), state_mod.dump(state))


def _next_seat(state: BidsState) -> int | None:
    return None if engine.is_over(state) else engine.to_act(state)[0]


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
    over = engine.is_over(state)
    return state, playout.replay_problems(
        None if over else f"round {state.round}",
        record.result,
        engine.score(state).to_json() if over else None,
        record.final_dump_sha,
        state_mod.dump(state),
    )


def load_record(path: Path) -> Record:
    return Record.from_json(playout.read_json(path))
