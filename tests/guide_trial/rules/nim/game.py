"""Nim behind the generic game protocol of :mod:`rules.core`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules import core
from rules.core import JSON, ActionInfo, Decision, Event, Game, GameInfo, Msg, Result
from rules.nim import describe as describe_mod
from rules.nim import engine, views
from rules.nim import state as state_mod
from rules.nim.engine import Action
from rules.nim.state import NimState


class Nim(core.NoData, core.GameAdapter[NimState, Action]):
    """Options (normalized by ``info.normalize``): ``variant`` ("normal" default or "misere"),
    ``piles`` (2–6, default 3) and ``max_take`` (0–5, default 0: no limit)."""

    info: GameInfo = engine.INFO
    actions = Action

    def new(self, players: int, options: Mapping[str, Any], seed: int) -> NimState:
        opts = self.info.normalize(options)
        return engine.new_game(
            players, str(opts["variant"]), seed, int(opts["piles"]), int(opts["max_take"])
        )

    def to_act(self, state: NimState) -> list[int]:
        return engine.to_act(state)

    def decision(self, state: NimState) -> Decision | None:
        return engine.decision(state)

    def legal_actions(self, state: NimState, seat: int) -> list[Action]:
        return engine.legal_actions(state, seat)

    def describe(self, state: NimState, seat: int, actions: Sequence[Action]) -> list[ActionInfo]:
        return describe_mod.describe(state, seat, actions)

    def describe_event(self, event: Mapping[str, Any]) -> Msg | None:
        return describe_mod.describe_event(event)

    def apply(
        self, state: NimState, seat: int, action: Action, expected_version: int | None = None
    ) -> list[Event]:
        return engine.apply(state, seat, action, expected_version)

    def view(self, state: NimState, seat: int | None) -> JSON:
        return views.view(state, seat)

    def hidden(self, state: NimState, viewer: int | None) -> frozenset[str]:
        return views.hidden(state, viewer)

    def is_over(self, state: NimState) -> bool:
        return engine.is_over(state)

    def result(self, state: NimState) -> Result | None:
        return engine.score(state) if engine.is_over(state) else None

    def dump(self, state: NimState) -> str:
        return state_mod.dump(state)

    def load(self, text: str) -> NimState:
        return state_mod.load(text)


# Annotated so that the type checker proves Nim implements the protocol.
GAME: Game[NimState, Action] = Nim()
