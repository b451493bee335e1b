"""Sealed Bids behind the generic game protocol of :mod:`rules.core`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules import core
from rules.bids import describe as describe_mod
from rules.bids import engine, views
from rules.bids import state as state_mod
from rules.bids.actions import Action
from rules.bids.state import BidsState
from rules.core import JSON, ActionInfo, Decision, Event, Game, GameInfo, Msg, Result


class Bids(core.NoData, core.GameAdapter[BidsState, Action]):
    """Options (normalized by ``info.normalize``): ``variant`` ("first_price" default or
    "second_price"), ``coins`` (starting coins, 6–30, default 12) and ``rounds`` (3–8,
    default 5)."""

    info: GameInfo = engine.INFO
    actions = Action

    def new(self, players: int, options: Mapping[str, Any], seed: int) -> BidsState:
        opts = self.info.normalize(options)
        return engine.new_game(
            players, str(opts["variant"]), seed, int(opts["coins"]), int(opts["rounds"])
        )

    def to_act(self, state: BidsState) -> list[int]:
        return engine.to_act(state)

    def decision(self, state: BidsState) -> Decision | None:
        return engine.decision(state)

    def legal_actions(self, state: BidsState, seat: int) -> list[Action]:
        return engine.legal_actions(state, seat)

    def describe(self, state: BidsState, seat: int, actions: Sequence[Action]) -> list[ActionInfo]:
        return describe_mod.describe(state, seat, actions)

    def describe_event(self, event: Mapping[str, Any]) -> Msg | None:
        return describe_mod.describe_event(event)

    def apply(
        self, state: BidsState, seat: int, action: Action, expected_version: int | None = None
    ) -> list[Event]:
        return engine.apply(state, seat, action, expected_version)

    def view(self, state: BidsState, seat: int | None) -> JSON:
        return views.view(state, seat)

    def hidden(self, state: BidsState, viewer: int | None) -> frozenset[str]:
        return views.hidden(state, viewer)

    def is_over(self, state: BidsState) -> bool:
        return engine.is_over(state)

    def result(self, state: BidsState) -> Result | None:
        return engine.score(state) if engine.is_over(state) else None

    def dump(self, state: BidsState) -> str:
        return state_mod.dump(state)

    def load(self, text: str) -> BidsState:
        return state_mod.load(text)


# Annotated so that the type checker proves Bids implements the protocol.
GAME: Game[BidsState, Action] = Bids()
