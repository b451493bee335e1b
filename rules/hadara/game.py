"""Hadara behind the generic game protocol of :mod:`rules.core`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules import core
from rules.core import JSON, ActionInfo, Decision, Event, Game, GameInfo, Msg, Result
from rules.hadara import data as data_mod
from rules.hadara import describe as describe_mod
from rules.hadara import engine, scoring, views
from rules.hadara import recap as recap_mod
from rules.hadara import state as state_mod
from rules.hadara.actions import Action
from rules.hadara.state import HadaraState


class Hadara(core.PinnedData, core.GameAdapter[HadaraState, Action]):
    """Options: ``variant`` ("basic" default, or "advanced"), ``data`` (a data set path)."""

    info = GameInfo(
        name="hadara",
        min_players=engine.MIN_PLAYERS,
        max_players=engine.MAX_PLAYERS,
        variants=("basic", "advanced"),
    )
    actions = Action

    def current_data(self) -> data_mod.DataSet:
        """The data set new games use (unless their options name a directory)."""
        if self._pinned is not None:
            return data_mod.of_fingerprint(self._pinned)
        return data_mod.load(self._data)

    def new(self, players: int, options: Mapping[str, Any], seed: int) -> HadaraState:
        ref = options.get("data")
        data = data_mod.load(ref) if ref is not None else self.current_data()
        return engine.new_game(players, str(options.get("variant", "basic")), seed, data)

    def to_act(self, state: HadaraState) -> list[int]:
        return list(state.acting)

    def decision(self, state: HadaraState) -> Decision | None:
        if engine.is_over(state) or not state.acting:
            return None
        since = tuple(
            (seat, max(state.wait_since, state.acted_at[seat] + 1)) for seat in state.acting
        )
        return Decision(
            key=engine.wait_key(state),
            seats=tuple(state.acting),
            secret=state.step in engine.SECRET_STEPS,
            simultaneous=engine.is_simultaneous(state),
            since=since,
        )

    def prompt_title(self, state: HadaraState, seat: int) -> Msg | None:
        """A short headline of what is asked of ``seat`` now (``hadara-title-<step>``): the
        step's question, with the draw round or the number of cards to remove; None when
        nothing is asked of the seat (not its move, its secret choice made, the game over)."""
        if engine.is_over(state) or seat not in state.acting:
            return None
        step = state.step
        if step == "draft":
            return Msg.of("hadara-title-draft", round=state.round + 1)
        if step == "feed":
            # The cards still to remove (the engine's own count, H-10).
            return Msg.of("hadara-title-feed", count=engine._excess(state, seat))
        return Msg.of(f"hadara-title-{step}")

    def legal_actions(self, state: HadaraState, seat: int) -> list[Action]:
        return engine.legal_actions(state, seat)

    def describe(
        self, state: HadaraState, seat: int, actions: Sequence[Action]
    ) -> list[ActionInfo]:
        return describe_mod.describe(state, seat, actions)

    def describe_event(self, event: Mapping[str, Any]) -> Msg | None:
        return describe_mod.describe_event(event)

    def recap(self, events: Sequence[Mapping[str, Any]], viewer: int, players: int) -> list[Msg]:
        """What ``viewer`` missed since its previous move (:mod:`rules.hadara.recap`)."""
        return recap_mod.recap(events, viewer, players)

    def hidden(self, state: HadaraState, viewer: int | None) -> frozenset[str]:
        return describe_mod.hidden(state, viewer)

    def apply(
        self, state: HadaraState, seat: int, action: Action, expected_version: int | None = None
    ) -> list[Event]:
        return engine.apply(state, seat, action, expected_version)

    def view(self, state: HadaraState, seat: int | None) -> JSON:
        return views.view(state, seat)

    def is_over(self, state: HadaraState) -> bool:
        return engine.is_over(state)

    def result(self, state: HadaraState) -> Result | None:
        return scoring.score(state) if engine.is_over(state) else None

    def dump(self, state: HadaraState) -> str:
        return state_mod.dump(state)

    def load(self, text: str) -> HadaraState:
        """A saved state of this or an earlier release, with the data set it was saved with
        (found by its fingerprint: current, moved or released)."""
        self.current_data()  # known by its fingerprint, wherever the state says it was
        return state_mod.load(text)

    def data_version(self, state: HadaraState) -> str:
        return state.data.fingerprint

    def current_fingerprint(self) -> str:
        return self.current_data().fingerprint

    def find_data(self, version: str) -> None:
        data_mod.of_fingerprint(version)


# Annotated so that the type checker proves Hadara implements the protocol.
GAME: Game[HadaraState, Action] = Hadara()
