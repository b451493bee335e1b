"""Playing: a player's move, saving it, and handing one snapshot of the change to the presenter.

A click carries the version of the prompt it was made on. It is applied if that is the current
version, or if the game's pending decision still accepts it (:meth:`rules.core.Decision.accepts`:
in a simultaneous step another seat's choice does not make a prompt out of date, the seat's
own last action does); the game decides, the host only asks.

After every change is shown, the answers given in advance that cover who decides now are
applied (:mod:`bot.manager.standing`), each a move of its own; the seats they cover are left
out of that change's pings and private prompts.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot import latency
from bot.errors import UserError
from bot.manager import snapshot
from bot.manager.base import GameFaulted, Host, new_wait
from bot.manager.click import Click
from bot.store import ActionRow, GameRecord
from rules.core import Decision, Event, IllegalAction, Msg

log = logging.getLogger("bot.manager")

REASON_ERRORS: dict[str, str] = {
    "not_your_turn": "error-not-your-turn",
    "stale_version": "error-out-of-date",
    "game_over": "error-game-over",
    "malformed_action": "error-bad-action",
}


if TYPE_CHECKING:
    from bot.manager.ai_seats import AiSeats
    from bot.manager.faults import Faults
    from bot.manager.standing import Standing


def refuse_unless_running(game: GameRecord) -> None:
    """A game that is not running refuses moves and settings: why, for its player."""
    if game.status == "abandoned":
        raise UserError("notice-abandoned")
    if game.status == "finished":
        raise UserError("error-game-over")
    if game.status != "running":
        raise UserError("error-not-started")


class Play:
    """Playing: reading a game for commands, applying a move, saving it and handing one
    snapshot of it to the presenter. Tells the AI seats when one is to move, and the faults
    part when a state does not load."""

    def __init__(self, host: Host, ai: AiSeats, faults: Faults, standing: Standing) -> None:
        self.host = host
        self.ai = ai
        self.faults = faults
        self.standing = standing

    # ------------------------------------------------------------------------------------------
    # Reading (commands that show a game: status, hand, board, log)

    def snapshot(self, game: GameRecord, private_for: Sequence[int] = ()) -> snapshot.Snapshot:
        """The game as it is now (no events, no new wait), with the private views of
        ``private_for``; one state load."""
        if game.state is None:
            return snapshot.Snapshot(game=game, public={}, decision=None)
        state = self.host.state(game)
        decision = self.host.decision_of(game, state)
        rules = self.host.rules(game)
        return snapshot.build(rules, game, state, decision=decision, private_for=private_for)

    def view(self, game: GameRecord, seat: int | None) -> dict[str, Any]:
        return self.host.rules(game).view(self.host.state(game), seat)

    def legal(self, game: GameRecord, seat: int) -> list[str]:
        if game.status != "running" or game.state is None:
            return []
        rules = self.host.rules(game)
        state = self.host.state(game)
        return [rules.encode_action(a) for a in rules.legal_actions(state, seat)]

    def decision(self, game: GameRecord) -> Decision | None:
        """What the running game waits for (one state load), else None."""
        if game.status != "running" or game.state is None:
            return None
        return self.host.decision_of(game, self.host.state(game))

    def waiting_for(self, game: GameRecord) -> list[int]:
        decision = self.decision(game)
        return list(decision.seats) if decision is not None else []

    async def recent_log(
        self, channel_id: int, viewer_user_id: int | None, limit: int = 10
    ) -> list[dict[str, Any]]:
        """The events the viewer may see from the last ``limit`` actions, oldest first, each
        with ``actor``, ``version`` and ``at`` added. The moves a seat's answers given in
        advance made in a row are headed by one :data:`snapshot.STANDING_NOTE` entry."""
        game = await self.host.channel_game(channel_id)
        seat = self.host.seat_of(game, viewer_user_id) if viewer_user_id is not None else None
        out: list[dict[str, Any]] = []
        noted: int | None = None  # the seat whose answers in advance are being told
        for row in await self.host.store.actions(game.id, max(0, limit)):
            seen = [
                {**event, "actor": row.actor, "version": row.version, "at": row.at}
                for event in row.events
                if event.get("private_to") in (None, seat)
            ]
            if row.actor != "standing":
                noted = None
            elif seen and noted != row.seat:
                noted = row.seat
                out.append({**snapshot.standing_note(row.seat), "version": row.version})
            out += seen
        return out

    def describe_event(self, game: GameRecord, event: dict[str, Any]) -> Msg | None:
        return self.host.rules(game).describe_event(event)

    # ------------------------------------------------------------------------------------------
    # Playing

    async def act(
        self,
        game_id: str,
        user_id: int,
        version: int,
        action_code: str,
        interaction_id: int | None = None,
        click: Click | None = None,
    ) -> GameRecord:
        """Apply one player's action; the record as saved. ``click``: the click that made it,
        filled in here and carried to the presenter with the snapshot of the move, which
        answers it (see :mod:`bot.manager.click`); a slash command that answers by itself
        passes a click without ``answer`` and reads ``click.chosen`` afterwards. A game whose
        state does not load is marked faulted and the click refused (``fault-game``)."""
        click = click if click is not None else Click()
        click.code = action_code
        try:
            game = await self._act(game_id, user_id, version, action_code, interaction_id, click)
        except GameFaulted as fault:
            if not fault.recorded:
                await self.faults.record_fault(fault.game_id, fault.reason)
            raise
        if game_id in self.ai.waiting:
            self.ai.schedule(game_id)
        return game

    async def _act(
        self,
        game_id: str,
        user_id: int,
        version: int,
        action_code: str,
        interaction_id: int | None,
        click: Click,
    ) -> GameRecord:
        async with self.host.lock(game_id):
            click.locked = latency.now()
            game = await self.host.store.get(game_id)
            click.game = game
            if game is None:
                raise UserError("error-no-game")
            seat = self.host.seat_of(game, user_id)
            if seat is None:
                raise UserError("error-not-a-player")
            if click.owner is not None and click.owner != user_id:
                # A click on another player's own table menu.
                owner = self.host.seat_of(game, click.owner)
                name = game.seats[owner].name if owner is not None else "?"
                raise UserError("error-not-your-menu", name=name)
            if interaction_id is not None and not await self.host.store.claim_interaction(
                interaction_id
            ):
                raise UserError("error-already-handled")
            refuse_unless_running(game)
            rules = self.host.rules(game)
            state = self.host.state(game)
            try:
                action = rules.decode_action(action_code)
            except Exception:
                raise UserError("error-bad-action") from None
            before = self.host.decision_of(game, state)
            if version != game.version and (
                before is None or not before.accepts(seat, version, game.version)
            ):
                raise UserError("error-out-of-date", current=game.version)
            click.seat = seat
            try:
                click.chosen = rules.describe(state, seat, [action])[0]
            except Exception:  # an illegal action is refused by apply below
                log.debug("no description of %s in game %s", action_code, game_id)
            return await self.move(game, state, seat, action, "player", before, click)

    async def move(
        self,
        game: GameRecord,
        state: Any,
        seat: int,
        action: Any,
        actor: str,
        before: Decision | None = None,
        click: Click | None = None,
        *,
        settle: bool = True,
    ) -> GameRecord:
        """Inside the lock: apply, save, then show; then (with ``settle``) the answers given in
        advance that cover who decides now, each a move of its own. ``before``: who decides
        in ``state`` (:meth:`decision_of`; found there when not given). Refusals change
        nothing. The record as saved last (``state`` is its state)."""
        rules = self.host.rules(game)
        if before is None:
            before = self.host.decision_of(game, state)
        try:
            events = rules.apply(state, seat, action)
        except IllegalAction as exc:
            message_id = REASON_ERRORS.get(exc.reason)
            if message_id == "error-out-of-date":
                raise UserError(message_id, current=game.version) from None
            if message_id is not None:
                raise UserError(message_id) from None
            args: dict[str, str | int] = {**exc.params, "reason": exc.reason}
            raise UserError("error-illegal", **args) from None
        now = self.host.clock()
        expected = game.version
        over = rules.is_over(state)
        # Who decides now: asked once for this move, and carried in its snapshot.
        after = rules.decision(state)
        wait = over or new_wait(before, after)
        game.state = rules.dump(state)
        game.version = rules.version(state)
        game.updated_at = now
        if over:
            result = rules.result(state)
            game.status = "finished"
            game.result = result.to_json() if result is not None else None
            game.waiting_since = None
            game.reminded = []
            game.seat_since = {}
        elif wait:
            self.host.begin_wait(game, now)
        else:
            still = set(after.seats) if after is not None else set()
            game.seat_since = {s: t for s, t in game.seat_since.items() if s in still}
            if seat in still:
                # The same wait goes on and the mover still decides (a turn of many moves, a
                # choice in several steps): they are here, so their own wait begins again —
                # its reminder and its replacement both count from this move.
                game.seat_since[seat] = now
                game.reminded = [s for s in game.reminded if s != seat]
        self.host.note_decision(game, after)
        row = ActionRow(
            seq=0,
            game_id=game.id,
            version=expected,
            seat=seat,
            action=rules.encode_action(action),
            actor=actor,
            events=[e.to_json() for e in events],
            at=now,
        )
        if not await self.host.store.save_action(game, expected, row):
            # Another writer got there first (e.g. a second process): nothing was saved.
            current = await self.host.fresh(game.id)
            raise UserError("error-out-of-date", current=current.version)
        self.host.remember_decision(game, after)
        if click is not None and click.received:
            latency.mark(
                "move",
                game.id,
                expected,
                received=click.received,
                locked=click.locked,
                saved=latency.now(),
            )
        if click is not None:
            click.saved = game
            click.goes_on = (
                before is not None
                and after is not None
                and after.key == before.key
                and seat in after.seats
            )
        return await self.after_change(
            game,
            state,
            after,
            events,
            mover=seat,
            new_wait=wait,
            click=click,
            settle=settle,
            answered_by=seat if actor == "standing" else None,
        )

    async def after_change(
        self,
        game: GameRecord,
        state: Any,
        decision: Decision | None,
        events: Sequence[Event],
        *,
        mover: int | None,
        new_wait: bool,
        repost: bool = False,
        click: Click | None = None,
        settle: bool = True,
        answered_by: int | None = None,
    ) -> GameRecord:
        """Inside the lock, after saving: one snapshot to the presenter, which shows it and
        marks it shown (``repost``: as a new table message, see :class:`Snapshot`), answering
        ``click`` on the way. ``decision``: who decides in ``state``. Seats whose private
        prompt did or did not arrive are saved. Seats whose answers given in advance cover
        ``decision`` are not prompted; with ``settle``, those answers are applied then (see
        :meth:`move`). ``answered_by``: the change is a move of that seat's answers given in
        advance (the log says so). The record as saved last."""
        rules = self.host.rules(game)
        if game.status != "running":
            decision = None
        answered = self.standing.covered(game, state, decision)
        seats = decision.seats if decision is not None else ()
        if len(self.host.humans(game, seats)) < len(seats):
            self.ai.waiting.add(game.id)
        else:
            self.ai.waiting.discard(game.id)
        secret = decision is not None and decision.secret
        # A secret choice that leaves the rest of a simultaneous wait unchanged has nothing
        # public to show at once: the presenter refreshes the table a little later, unless the
        # wait ends first (one table update per draw round instead of one per player).
        quiet = mover is not None and not new_wait and secret
        snap = snapshot.build(
            rules,
            game,
            state,
            events,
            decision=decision,
            new_wait=new_wait,
            mover=mover,
            quiet=quiet,
            private_for=[
                s
                for s in self._prompted(game, decision, mover=mover, new_wait=new_wait)
                if s not in answered
            ],
            repost=repost,
            click=click,
            answered=answered,
            answered_by=answered_by,
        )
        if click is not None:
            click.snap = snap
        delivered: dict[int, bool] = dict(
            await self.host.show(self.host.presenter.show(snap), {}) or {}
        )
        if await self._note_dms(game, delivered):
            await self.host.store.update(game)
        if game.status == "finished":
            self.host.count_later(game)  # the final table is out: the ratings count it
        return await self.standing.settle(game, state) if settle and answered else game

    def _prompted(
        self, game: GameRecord, decision: Decision | None, *, mover: int | None, new_wait: bool
    ) -> list[int]:
        """Who gets their own picture of the decision, privately (one private view each).

        A secret decision that has just begun: every waiting human (a new DM each); one that
        goes on for the mover (a secret answer given in several steps: discarding cards one at
        a time, choosing what to sacrifice): the mover, whose DM shows the next step. A public
        one: every waiting human whose decision begins now, and the mover if they are still to
        decide (their choices changed). The presenter edits each one's decision DM in place; a
        seat whose DMs are known to be closed uses the table and ``/<game> hand`` instead."""
        if decision is None or game.status != "running":
            return []
        humans = self.host.humans(game, decision.seats)
        if decision.secret:
            if new_wait:
                return humans
            return [s for s in humans if s == mover and not game.seats[s].dms_closed]
        return [
            s
            for s in humans
            if (new_wait or s == mover)
            and game.seats[s].user_id is not None
            and not game.seats[s].dms_closed
        ]

    async def _note_dms(self, game: GameRecord, delivered: dict[int, bool]) -> bool:
        """Record whose DMs are closed (and say so once); returns whether a seat changed."""
        changed = False
        for seat, arrived in delivered.items():
            record = game.seats[seat]
            if not arrived and not record.dms_closed:
                record.dms_closed = True
                changed = True
                await self.host.show(
                    self.host.presenter.notice(game, "notice-dms-closed", player=record.name)
                )
            elif arrived and record.dms_closed:
                record.dms_closed = False
                changed = True
        return changed
