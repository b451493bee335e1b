"""Games whose saved state no longer loads ("faulted"): found at start-up or whenever a state
fails to load, kept (never deleted), and told to their channel once; an admin retries or
abandons them.

A release that cannot read a running game's state (its data set or state format unknown to
this code, or the state damaged) must not strand the game silently. At start-up
:meth:`Faults.check_games` loads every running game of the servers this process serves
and asks for its decision; any later load that fails (a click, a timer, an AI seat, a command)
does the same through :meth:`Host.state`. A faulted game keeps its state, actions and
seats; ``GameRecord.fault`` says why (the log too, as a warning), ``fault_at`` since when. Its
channel gets one notice with Retry and Abandon (``fault_notice_id`` remembers that it went out,
so a restart does not post it again). Every click and command on it is answered with
``fault-game``; no timer, AI seat or replacement looks at it.

Retry (the game's creator, or a member who may manage the server or its channels — the same
people who may abandon a game) loads it again: if it loads, the fault is cleared, its wait and
timers start again from now and the table is posted anew with the prompts of who must act; if
not, the clicker is told and the reason is updated. Abandon ends it as abandoned (the state is
kept), exactly like ``/<game> abandon``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.errors import UserError
from bot.manager.base import Host, fault_reason, log
from bot.store import GameRecord

if TYPE_CHECKING:
    from bot.manager.ai_seats import AiSeats
    from bot.manager.lobby import Lobby
    from bot.manager.play import Play


class Faults:
    """Games whose saved state does not load: finding, marking and telling them, Retry and
    Abandon. A retried game goes on through ``play``, an abandoned one through ``lobby``, its
    AI seats through ``ai`` (all three set by the manager, which builds them after this)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.play: Play
        self.ai: AiSeats
        self.lobby: Lobby

    def load_problem(self, game: GameRecord) -> str | None:
        """Why the game's state does not load with its game's rules, or its decision cannot be
        asked of it; None when it does."""
        try:
            rules = self.host.rules(game)
            rules.decision(rules.load(game.state or ""))
        except Exception as error:
            return fault_reason(error)
        return None

    async def check_games(self, owns: Callable[[int | None], bool] | None = None) -> list[str]:
        """At start-up: load every running game of the servers ``owns`` says are this
        process's (every server by default); mark those that do not load faulted and tell their
        channel (once: a game already faulted gets its notice only if it never went out).
        Returns the ids of the faulted games."""
        faulted: list[str] = []
        for listed in await self.host.store.list_active(None):
            if listed.status != "running" or (owns is not None and not owns(listed.guild_id)):
                continue
            try:
                async with self.host.lock(listed.id):
                    game = await self.host.store.get(listed.id)
                    if game is None or game.status != "running" or game.state is None:
                        continue
                    if game.fault is None:
                        reason = self.load_problem(game)
                        if reason is None:
                            continue
                        await self._mark_faulted(game, reason)
                    else:
                        log.warning(
                            "game %s (%s) is still stopped (its state did not load): %s",
                            game.id,
                            game.game,
                            game.fault,
                        )
                        await self._fault_notice(game)
                    faulted.append(game.id)
            except Exception:
                log.exception("checking game %s failed", listed.id)
        return faulted

    async def record_fault(self, game_id: str, reason: str) -> bool:
        """Mark a running game whose state did not load as faulted and tell its channel;
        False if it was already marked (or is no longer running)."""
        async with self.host.lock(game_id):
            game = await self.host.store.get(game_id)
            if game is None or game.status != "running" or game.fault is not None:
                return False
            await self._mark_faulted(game, reason)
        return True

    async def _mark_faulted(self, game: GameRecord, reason: str) -> None:
        """Inside the game's lock: mark, log, tell the channel."""
        game.fault = reason
        game.fault_at = self.host.clock()
        game.fault_notice_id = None
        game.due_at = None  # no timer looks at it
        await self.host.store.update(game)
        self.ai.waiting.discard(game.id)
        log.warning(
            "game %s (%s) cannot be loaded; it is kept and stopped until an admin retries or "
            "abandons it: %s",
            game.id,
            game.game,
            reason,
        )
        await self._fault_notice(game)

    async def _fault_notice(self, game: GameRecord) -> None:
        """Inside the game's lock: post the fault notice unless it went out already."""
        if game.fault_notice_id is not None:
            return
        notice_id = await self.host.show(self.host.presenter.fault(game), None)
        if notice_id is not None:
            game.fault_notice_id = int(notice_id)
            await self.host.store.update(game)

    @staticmethod
    def _may_decide(game: GameRecord, user_id: int, can_manage: bool) -> None:
        if user_id != game.creator_id and not can_manage:
            raise UserError("fault-no-permission")

    async def retry(self, game_id: str, user_id: int, can_manage: bool) -> bool:
        """Load a faulted game again (its creator, or ``can_manage``: Manage Server or Manage
        Channels). True: it loads; the fault is cleared, its wait and timers start again now and
        its table is posted anew with the prompts. False: it still does not load (the reason
        is updated and logged)."""
        async with self.host.lock(game_id):
            game = await self.host.fresh(game_id)
            self._may_decide(game, user_id, can_manage)
            if game.status == "abandoned":
                raise UserError("notice-abandoned")
            if game.status != "running" or game.fault is None or game.state is None:
                raise UserError("fault-not-stopped")
            reason = self.load_problem(game)
            if reason is not None:
                game.fault = reason
                await self.host.store.update(game)
                log.warning("retrying game %s (%s) failed: %s", game.id, game.game, reason)
                return False
            log.info("game %s (%s) loads again and goes on", game.id, game.game)
            notice_id = game.fault_notice_id
            game.fault = game.fault_at = game.fault_notice_id = None
            state = self.host.state(game)
            # Nobody could play while it was stopped: the wait and its timers start again.
            self.host.begin_wait(game, self.host.clock())
            decision = self.host.decision_of(game, state)
            self.host.note_decision(game, decision)
            await self.host.store.update(game)
            if notice_id is not None:
                await self.host.show(
                    self.host.presenter.fault_over(game, notice_id, "fault-resumed")
                )
            await self.play.after_change(
                game, state, decision, [], mover=None, new_wait=True, repost=True
            )
        if game_id in self.ai.waiting:
            self.ai.schedule(game_id)
        return True

    async def abandon_faulted(self, game_id: str, user_id: int, can_manage: bool) -> GameRecord:
        """Abandon from the fault notice: the same as ``/<game> abandon`` (the state is kept),
        for the game's creator or ``can_manage``."""
        game = await self.host.fresh(game_id)
        self._may_decide(game, user_id, can_manage)
        if game.status == "abandoned":
            raise UserError("notice-abandoned")
        if game.status != "running" or game.fault is None:
            raise UserError("fault-not-stopped")
        return await self.lobby.abandon(game.channel_id, user_id, True, game_id=game_id)
