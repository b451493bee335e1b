"""Through the Ages behind the generic game protocol of :mod:`rules.core`: the simple,
advanced and full games for 2-4 players, with the chapter-4 variants as lobby options.

Decisions: the seat that must act — the nation on turn, or out of turn a bidder, a defender,
a pact partner, an event chooser (``Decision.seats``); the key changes with every turn, its
political step and every pending frame. ``secret`` is set when the seat's choices reveal its
military hand (the political step, defence and colonization forces, discards).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules import core
from rules.core import (
    JSON,
    ActionInfo,
    Decision,
    Event,
    Game,
    GameInfo,
    Msg,
    Result,
    StandingAnswer,
    StandingAnswers,
    StandingKind,
)
from rules.tta import catalog, describe, engine, frames, scoring, standing, views
from rules.tta import options as opts
from rules.tta import recap as recap_mod
from rules.tta import state as state_mod
from rules.tta.actions import Action
from rules.tta.catalog import Catalog
from rules.tta.state import TtaState


class Tta(core.PinnedData, core.GameAdapter[TtaState, Action]):
    """Options: ``variant`` (``simple``, ``advanced``, ``full``), the chapter-4 variants
    (lobby) and the T-22.2 rulings (not in the lobby); see :mod:`rules.tta.options`."""

    info = GameInfo(
        name="tta",
        min_players=engine.MIN_PLAYERS,
        max_players=engine.MAX_PLAYERS,
        variants=opts.VARIANTS,
        options=opts.option_specs(),
    )
    actions = Action

    def __init__(self, data: str | None = None, pinned: str | None = None) -> None:
        """``data``: the current card data file (default: the bundled one). ``pinned``: the
        fingerprint of the data set :meth:`new` uses instead (see :meth:`with_data`)."""
        super().__init__(data, pinned)
        self._current: Catalog | None = None

    @property
    def cat(self) -> Catalog:
        """The catalogue of the data set new games use."""
        cat = self._current
        if cat is None:
            if self._pinned is not None:
                cat = catalog.of_fingerprint(self._pinned)
            else:
                cat = catalog.load(self._data)
            self._current = cat
        return cat

    def _cat(self, state: TtaState) -> Catalog:
        """The catalogue of the data set ``state`` was started with: a game plays to its end
        with its own card data (pinned), whatever the current data is."""
        cat = self.cat
        if state.data_fingerprint == cat.fingerprint:
            return cat
        return catalog.of_fingerprint(state.data_fingerprint)

    def new(self, players: int, options: Mapping[str, Any], seed: int) -> TtaState:
        state, _ = engine.new_game(self.cat, players, options, seed)
        return state

    def to_act(self, state: TtaState) -> list[int]:
        return engine.to_act(state)

    def decision(self, state: TtaState) -> Decision | None:
        seats = engine.to_act(state)
        if not seats:
            return None
        # Turns are sequential: a click counts only at the current version.
        if state.pending:
            secret = frames.is_secret(state.pending[-1])
        else:
            secret = state.phase == "political"
        return Decision(
            key=engine.wait_key(state),
            seats=tuple(seats),
            secret=secret,
            simultaneous=False,
            since=tuple((s, state.version) for s in seats),
        )

    def legal_actions(self, state: TtaState, seat: int) -> list[Action]:
        return engine.legal_actions(self._cat(state), state, seat)

    def describe(self, state: TtaState, seat: int, actions: Sequence[Action]) -> list[ActionInfo]:
        return describe.describe(self._cat(state), state, seat, actions)

    def prompt_title(self, state: TtaState, seat: int) -> Msg | None:
        """What ``seat`` is asked right now, in a short headline naming who asks ("Your turn",
        "Alice attacks you with Raid: defend", "Bid for the colony …"); None when ``seat`` has
        nothing to decide. Message ids ``tta-title-…``."""
        return describe.title(self._cat(state), state, seat)

    def describe_event(self, event: Mapping[str, Any]) -> Msg | None:
        return describe.describe_event(event)

    def recap(self, events: Sequence[Mapping[str, Any]], viewer: int, players: int) -> list[Msg]:
        """What ``viewer`` missed since its previous turn (:mod:`rules.tta.recap`)."""
        return recap_mod.recap(events, viewer, players, self.cat)

    def hidden(self, state: TtaState, viewer: int | None) -> frozenset[str]:
        return views.hidden(state, viewer)

    def apply(
        self, state: TtaState, seat: int, action: Action, expected_version: int | None = None
    ) -> list[Event]:
        return engine.apply(self._cat(state), state, seat, action, expected_version)

    def view(self, state: TtaState, seat: int | None) -> JSON:
        return views.view(self._cat(state), state, seat)

    def is_over(self, state: TtaState) -> bool:
        return engine.is_over(state)

    def result(self, state: TtaState) -> Result | None:
        return scoring.result(state) if engine.is_over(state) else None

    def dump(self, state: TtaState) -> str:
        return state_mod.dump(state)

    def load(self, text: str) -> TtaState:
        """A saved state of this or an earlier release (migrated to the current format), with
        the card data it was saved with: the current data or a released one (archived)."""
        state = state_mod.load(text)
        cat = self.cat
        if state.data_fingerprint == cat.db.legacy_fingerprint:
            # Format 1 named the data by the bytes of its file: this very file (unlisted data).
            state.data_fingerprint = cat.fingerprint
        self._cat(state)  # BadDump when this release does not have the state's data
        return state

    def out_of_turn(self, state: TtaState, seat: int) -> bool:
        """``seat`` is asked out of its turn when the question on top of the pending stack is
        its own while another nation is on turn (T-22: defending an aggression or war,
        bidding in a colonization auction, accepting a pact, an event's choice, losses)."""
        if engine.is_over(state) or not state.pending:
            return False
        return state.pending[-1].seat == seat and seat != state.current

    def standing_kinds(self) -> tuple[StandingKind, ...]:
        """Answers given in advance: defence, colonization, pacts, event questions
        (:mod:`rules.tta.standing`)."""
        return standing.KINDS

    def standing_answer(
        self, state: TtaState, seat: int, answers: Mapping[str, StandingAnswer]
    ) -> Action | None:
        return standing.answer(self._cat(state), state, seat, answers)

    def describe_standing(self, answer: StandingAnswer) -> Msg | None:
        return standing.describe(answer)

    def standing_note(self, seat: int) -> Msg | None:
        return standing.note(seat)

    def data_version(self, state: TtaState) -> str:
        return state.data_fingerprint

    def current_fingerprint(self) -> str:
        return self.cat.fingerprint

    def find_data(self, version: str) -> None:
        catalog.of_fingerprint(version)


_GAME = Tta()
# Annotated so that the type checker proves Tta implements the protocol, and gives standing
# answers (the same object).
GAME: Game[TtaState, Action] = _GAME
STANDING: StandingAnswers[TtaState, Action] = _GAME
