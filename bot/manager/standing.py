"""Answers given in advance (issue 29): a player's standing answers to the questions asked out
of their turn, applied by the host as soon as such a question comes.

A seat's answers live on its record (:attr:`bot.store.SeatRecord.standing`) and are read
through the game's own ``normalize_standing`` (:class:`rules.core.StandingAnswers`), so that
what a later release no longer offers is simply ignored. When the decision saved by a move
is one a waiting human seat's answers cover — the game's ``standing_answer`` gives an action
for it — that action is applied at once through the normal move path (:meth:`Play.move`,
under the game's lock, saved with the actor ``standing``), and again while the answers cover
the seat's next step (a defence is built one card or unit at a time). Such a seat is neither
pinged nor sent a private prompt for that decision (:meth:`covered`, read by
:meth:`Play.after_change`); where no answer applies, nothing changes: the seat is asked, and
the AI replacement stays the fallback of an absent player.

A player sets, changes and clears their answers with :meth:`Standing.set_answer` (the
``/<game> answers`` menus, :mod:`bot.ui.answers`); an answer set while its question is already
waiting for them applies at once. A game without standing kinds (Hadara) has nothing to apply
and shows no command.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from bot.errors import UserError
from bot.manager.base import Host
from bot.manager.play import refuse_unless_running
from bot.store import GameRecord
from rules.core import Decision, Game, StandingAnswer, StandingAnswers, StandingKind

if TYPE_CHECKING:
    from bot.manager.play import Play

log = logging.getLogger("bot.manager")

# The most actions standing answers take in a row after one move (a defence of many units, an
# auction between two seats that both bid in advance): a bound against a game that would
# keep asking; far above what a real question needs.
MAX_STEPS = 200
# Refused answers remembered (see ``Standing.refused``).
REFUSALS_KEPT = 1024


def standing_rules(rules: Game[Any, Any]) -> StandingAnswers[Any, Any] | None:
    """The game's standing answers part, or None for a game that offers no standing kinds."""
    if not callable(getattr(rules, "standing_kinds", None)):
        return None
    part = cast(StandingAnswers[Any, Any], rules)
    return part if part.standing_kinds() else None


def kinds_of(rules: Game[Any, Any]) -> tuple[StandingKind, ...]:
    """The standing kinds the game offers (none for a game without them)."""
    part = standing_rules(rules)
    return part.standing_kinds() if part is not None else ()


def answers_of(rules: Game[Any, Any], game: GameRecord, seat: int) -> dict[str, StandingAnswer]:
    """``seat``'s standing answers in ``game``, as this release accepts them (an AI seat and a
    game without standing kinds have none)."""
    part = standing_rules(rules)
    if part is None or not 0 <= seat < len(game.seats):
        return {}
    record = game.seats[seat]
    if record.ai is not None or not record.standing:
        return {}
    return answers_of_json(rules, record.standing, len(game.seats))


def answers_of_json(
    rules: Game[Any, Any], answers: Any, players: int | None
) -> dict[str, StandingAnswer]:
    """``answers`` (any JSON) as the game accepts them (none for a game without kinds)."""
    part = standing_rules(rules)
    return part.normalize_standing(answers, players) if part is not None else {}


class Standing:
    """Applies the answers given in advance of a game's human seats, after each saved move.
    Its moves are made by ``play`` (set by the manager)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.play: Play  # set by the manager (the play part needs this one too)
        # (game id, version, seat) whose answer the game refused at that version: that seat
        # is asked instead (a bound on memory: forgotten beyond REFUSALS_KEPT).
        self.refused: set[tuple[str, int, int]] = set()

    def answer(self, game: GameRecord, state: Any, seat: int) -> Any | None:
        """The action ``seat``'s standing answers give in ``state`` now, or None."""
        if (game.id, game.version, seat) in self.refused:
            return None
        rules = self.host.rules(game)
        part = standing_rules(rules)
        answers: Mapping[str, StandingAnswer] = answers_of(rules, game, seat)
        if part is None or not answers:
            return None
        return part.standing_answer(state, seat, answers)

    def next_move(
        self, game: GameRecord, state: Any, decision: Decision | None
    ) -> tuple[int, Any] | None:
        """The first waiting human seat whose standing answers answer ``decision`` (who
        decides in ``state``), with the action they give; None when no answer applies."""
        if game.status != "running" or decision is None:
            return None
        for seat in self.host.humans(game, decision.seats):
            action = self.answer(game, state, seat)
            if action is not None:
                return seat, action
        return None

    def covered(self, game: GameRecord, state: Any, decision: Decision | None) -> frozenset[int]:
        """The waiting human seats whose standing answers answer ``decision`` at once: they
        are not pinged and get no private prompt for it."""
        if game.status != "running" or decision is None:
            return frozenset()
        return frozenset(
            seat
            for seat in self.host.humans(game, decision.seats)
            if self.answer(game, state, seat) is not None
        )

    async def _ask_instead(self, game_id: str, seat: int) -> GameRecord:
        """``seat``'s answer was refused: the decision is shown again as saved, that seat
        asked (pinged and prompted) like any other."""
        if len(self.refused) >= REFUSALS_KEPT:
            self.refused.clear()
        game = await self.host.fresh(game_id)
        self.refused.add((game.id, game.version, seat))
        state = self.host.state(game)
        decision = self.host.decision_of(game, state)
        return await self.play.after_change(
            game, state, decision, [], mover=None, new_wait=True, settle=False
        )

    # ------------------------------------------------------------------------------------------
    # A player's own answers

    def seat_for(self, game: GameRecord | None, user_id: int) -> int:
        """The seat of ``user_id`` in ``game`` if they may leave answers there now: a seated
        player of a running game of a game with standing kinds; else the refusal."""
        if game is None:
            raise UserError("error-no-game")
        refuse_unless_running(game)
        seat = self.host.seat_of(game, user_id)
        if seat is None:
            raise UserError("error-not-a-player")
        if not kinds_of(self.host.rules(game)):
            raise UserError("standing-none")
        return seat

    async def set_answer(
        self, game_id: str, user_id: int, question: str, answer: Mapping[str, Any] | None
    ) -> GameRecord:
        """Set (``answer``: ``{"kind": …, <parameter>: …}``; missing parameters take their
        defaults) or clear (None) ``user_id``'s answer to ``question`` in the game. Refusals
        (not seated, game over, an answer the game does not accept) change nothing. An answer
        that covers the question waiting for the player now applies at once."""
        async with self.host.lock(game_id):
            game = await self.host.store.get(game_id)
            seat = self.seat_for(game, user_id)
            assert game is not None
            rules = self.host.rules(game)
            answers = answers_of(rules, game, seat)
            if answer is None:
                answers.pop(question, None)
            else:
                accepted = answers_of_json(rules, {question: dict(answer)}, len(game.seats))
                if question not in accepted:
                    raise UserError("standing-bad-answer")
                answers[question] = accepted[question]
            game.seats[seat].standing = answers
            await self.host.store.update(game)
            if answer is not None and game.state is not None:
                game = await self.settle(game, self.host.state(game))
        if game_id in self.play.ai.waiting:
            self.play.ai.schedule(game_id)
        return game

    async def settle(self, game: GameRecord, state: Any) -> GameRecord:
        """Inside the game's lock, after a move of ``game`` (whose state is ``state``) was
        saved and shown: apply the standing answers that cover who decides now, one saved
        action each, while they do. The record as saved last."""
        for _ in range(MAX_STEPS):
            decision = self.host.decision_of(game, state)
            found = self.next_move(game, state, decision)
            if found is None:
                return game
            seat, action = found
            try:
                game = await self.play.move(
                    game, state, seat, action, "standing", decision, settle=False
                )
            except UserError as error:  # a game's answer it refuses itself: the seat is asked
                log.error(
                    "the standing answer of seat %s in game %s was refused: %s",
                    seat,
                    game.id,
                    error.message_id,
                )
                return await self._ask_instead(game.id, seat)
        log.error("standing answers of game %s kept answering: stopped", game.id)
        return game
