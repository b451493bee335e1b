"""Restarts and timers.

Saved, then killed before showing: every change is saved first and shown afterwards, and the
presenter marks a version shown (``GameStore.mark_shown``) only once what shows it has gone out
(the table edit posted, the private prompts sent). A game whose ``shown_version`` is behind its
``version`` was therefore saved by a process that died (or was cancelled) before showing it;
:meth:`TimersMixin.resume_all` shows it again, under the game's lock (re-checked there, so
processes starting together show it once), as a fresh wait: the table as it is now (no log
lines), the lobby message too if the start itself was never shown, and the prompts of the
humans who must act now (in a secret decision only if the wait's own private prompts never went
out; those sent stay valid). Showing is at least once.

Timers read only what is due: every save stores when the game's next timer is due
(``GameRecord.due_at``: a reminder, a replacement move, a look at an AI seat that should have
moved), and a tick asks the store for the games due now (an indexed query).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from bot.errors import UserError
from bot.manager.base import (
    AI_STALL_SECONDS,
    DEFAULT_REMINDER_HOURS,
    DEFAULT_REPLACE_HOURS,
    ManagerBase,
    _float,
    agent_seed,
)
from bot.store import GameRecord

log = logging.getLogger("bot.manager")

# At most this many due games are handled per tick (the rest wait for the next one).
TICK_BATCH = 200


class TimersMixin(ManagerBase):
    async def resume_all(self) -> None:
        """At start-up: games whose last saved change was never shown are shown now (once, even
        when several processes start together); AI seats that are waited for get going; timers
        go on from their stored values."""
        for game in await self.store.list_unshown():
            try:
                await self._reshow(game.id)
            except Exception:
                log.exception("showing game %s again failed", game.id)
        # AI seats waited for are due within AI_STALL_SECONDS of their wait: start them now.
        for game in await self.store.list_due(self.clock() + AI_STALL_SECONDS, TICK_BATCH):
            try:
                if self._ai_seat(game) is not None:
                    self._schedule_ai(game.id)
            except Exception:
                log.exception("resuming the AI of game %s failed", game.id)

    async def _reshow(self, game_id: str) -> bool:
        """Show a saved but never shown version as a fresh wait. Under the game's lock and only
        if still behind. Returns whether it showed anything."""
        async with self._lock(game_id):
            game = await self.store.get(game_id)
            if (
                game is None
                or game.status not in ("running", "finished")
                or game.state is None
                or game.shown_version >= game.version
            ):
                return False
            rules = self._rules(game)
            state = rules.load(game.state)
            # Did the prompts of the current wait ever go out? Not if the wait began after the
            # last version shown (or the start itself was never shown).
            wait_unshown = game.wait_version > game.shown_version
            decision = rules.decision(state) if game.status == "running" else None
            if game.status == "running":
                if game.shown_version < 0 and game.lobby_message_id is not None:
                    # Killed while starting: the lobby message may still offer Start.
                    await self._lobby_shown(game)
                if wait_unshown:
                    # Nobody has been told about this wait yet: its timers start now, so that
                    # a long outage neither reminds nor replaces players who were never asked.
                    game.waiting_since = self.clock()
                    game.reminded = []
                    game.due_at = self.due_at(game, decision)
                    await self.store.update(game)
            # Pings always go out again (they name who must act now); private prompts only if
            # the wait's own never did: those sent when it began stay valid for the seats that
            # have not chosen yet, so they are not sent twice.
            secret = decision is not None and decision.secret
            fresh_wait = wait_unshown or not secret
            log.info("showing game %s again at version %s", game.id, game.version)
            # No events: the table shows the state as it is now.
            await self._after_change(game, state, [], mover=None, new_wait=fresh_wait)
        return True

    async def tick(self) -> None:
        """Reminders after ``reminder_hours``, replacement moves after ``replace_hours``, AI
        seats that should have moved: for the games that are due, and only those."""
        for game in await self.store.list_due(self.clock(), TICK_BATCH):
            try:
                await self._tick_game(game.id)
            except UserError:
                continue
            except Exception:
                log.exception("timer failed in game %s", game.id)

    async def _tick_game(self, game_id: str) -> None:
        async with self._lock(game_id):
            game = await self._fresh(game_id)
            if game.status != "running":
                if game.due_at is not None:
                    game.due_at = None
                    await self.store.update(game)
                return
            now = self.clock()
            rules = self._rules(game)
            state = rules.load(game.state or "")
            decision = rules.decision(state)
            seats = list(decision.seats) if decision is not None else []
            if game.waiting_since is None:
                game.waiting_since = now
            waited = now - game.waiting_since
            humans = self._humans(game, seats)
            replace_after = _float(game.options.get("replace_hours"), DEFAULT_REPLACE_HOURS) * 3600
            remind_after = _float(game.options.get("reminder_hours"), DEFAULT_REMINDER_HOURS) * 3600
            if humans and replace_after > 0 and waited >= replace_after:
                await self._replace(game, state, humans)
                return
            if humans and remind_after > 0 and waited >= remind_after:
                for seat in [s for s in humans if s not in game.reminded]:
                    await self._show(self.presenter.reminder(game, seat))
                    game.reminded.append(seat)
            if len(humans) < len(seats):
                self._schedule_ai(game.id)
            game.due_at = self.due_at(game, decision)
            await self.store.update(game)

    async def _replace(self, game: GameRecord, state: object, seats: Sequence[int]) -> None:
        """Inside the lock: the replacement agent moves once for each seat waited for too
        long."""
        wait = game.wait_version
        plugin = self.plugin(game)
        for seat in seats:
            if game.status != "running" or game.wait_version != wait:
                return  # the wait is over; the next one gets its own time
            rules = plugin.rules
            state = rules.load(game.state or "")
            decision = rules.decision(state)
            if decision is None or seat not in decision.seats:
                continue
            seed = agent_seed(int(game.options.get("seed", 0)), seat, game.version)
            assert game.state is not None
            agent = plugin.replacement_agent
            code = await self.thinker.choose(game.game, game.state, seat, agent, seed)
            game = await self._move(game, state, seat, rules.decode_action(code), "replacement")
