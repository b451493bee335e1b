"""Restarts and timers.

Saved, then killed before showing: every change is saved first and shown afterwards, and the
presenter marks a version shown (``GameStore.mark_shown``) only once what shows it has gone out
(the table edit posted, the private prompts sent). A game whose ``shown_version`` is behind its
``version`` was therefore saved by a process that died (or was cancelled) before showing it;
:meth:`Timers.resume_all` shows it again, under the game's lock (re-checked there, so
processes starting together show it once), as a fresh wait: the table as it is now (no log
lines), the lobby message too if the start itself was never shown, and the prompts of the
humans who must act now (in a secret decision only if the wait's own private prompts never went
out; those sent stay valid). Showing is at least once.

Timers read only what is due: every save stores when the game's next timer is due
(``GameRecord.due_at``: a reminder, a replacement move, a look at an AI seat that should have
moved), and a tick asks the store for the games due now (an indexed query).

Who is absent: each deciding seat's reminder and replacement count from that seat's own wait —
the start of the wait, or its last move in it if later (``GameRecord.seat_since``), so a player
in the middle of a turn of many moves is not absent. A seat whose own wait reached
``replace_hours`` gets one replacement episode: the replacement agent plays, move by move (each
under the game's lock, so a click in between is applied and ends the episode), only what ends
the overdue decision — until the seat no longer decides or is asked something new (another
turn, ``GamePlugin.turn_of``: Through the Ages finishes the seat's turn; Hadara one step). Its
moves start the seat's wait again, so the next episode, if any, needs a new full wait.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from bot.errors import UserError
from bot.manager.base import AI_STALL_SECONDS, GameFaulted, Host, agent_seed
from bot.notify import is_away, next_digest
from bot.store import GameRecord

log = logging.getLogger("bot.manager")

# At most this many due games are handled per tick (the rest wait for the next one).
TICK_BATCH = 200
# A replacement episode makes at most this many moves (a turn of Through the Ages takes a few
# dozen); a decision still open then gets a new full wait.
MAX_REPLACEMENT_MOVES = 100


if TYPE_CHECKING:
    from bot.manager.ai_seats import AiSeats
    from bot.manager.faults import Faults
    from bot.manager.lobby import Lobby
    from bot.manager.play import Play


class Timers:
    """Restarts and timers (see the module doc): showing again what was saved but never
    shown, reminders, replacement moves, AI seats that should have moved."""

    def __init__(self, host: Host, play: Play, ai: AiSeats, faults: Faults, lobby: Lobby) -> None:
        self.host = host
        self.play = play
        self.ai = ai
        self.faults = faults
        self.lobby = lobby

    async def resume_all(self, owns: Callable[[int | None], bool] | None = None) -> None:
        """At start-up: every running game of the servers ``owns`` says this process serves
        (all by default) is loaded, and one that does not load is marked faulted and its
        channel told (:meth:`Faults.check_games`); games whose last saved change was never
        shown are shown now (once, even when several processes start together); AI seats that
        are waited for get going; timers go on from their stored values."""
        await self.faults.check_games(owns)
        for game in await self.host.store.list_unshown():
            if game.fault is not None:
                continue  # nothing of it can be shown until it loads again
            try:
                await self._reshow(game.id)
            except GameFaulted as fault:
                await self._faulted(fault, "showing it again")
            except Exception:
                log.exception("showing game %s again failed", game.id)
        # AI seats waited for are due within AI_STALL_SECONDS of their wait: start them now.
        for game in await self.host.store.list_due(
            self.host.clock() + AI_STALL_SECONDS, TICK_BATCH
        ):
            try:
                if self.ai.seat_to_move(game) is not None:
                    self.ai.schedule(game.id)
            except GameFaulted as fault:
                await self._faulted(fault, "resuming its AI")
            except Exception:
                log.exception("resuming the AI of game %s failed", game.id)
        # Finished games that no process counted on the ratings (it died first).
        await self.host.count_unrated()

    async def _faulted(self, fault: GameFaulted, doing: str) -> None:
        """A state that did not load: mark the game faulted (a running one; a finished game is
        only logged: nothing plays it any more)."""
        if not fault.recorded and not await self.faults.record_fault(fault.game_id, fault.reason):
            log.warning("%s: game %s does not load: %s", doing, fault.game_id, fault.reason)

    async def _reshow(self, game_id: str) -> bool:
        """Show a saved but never shown version as a fresh wait. Under the game's lock and only
        if still behind. Returns whether it showed anything."""
        async with self.host.lock(game_id):
            game = await self.host.store.get(game_id)
            if (
                game is None
                or game.status not in ("running", "finished")
                or game.state is None
                or game.shown_version >= game.version
                or game.fault is not None
            ):
                return False
            state = self.host.state(game)
            # Did the prompts of the current wait ever go out? Not if the wait began after the
            # last version shown (or the start itself was never shown).
            wait_unshown = game.wait_version > game.shown_version
            decision = self.host.decision_of(game, state)
            if game.status == "running":
                if game.shown_version < 0 and game.lobby_message_id is not None:
                    # Killed while starting: the lobby message may still offer Start.
                    await self.lobby.shown(game)
                if wait_unshown:
                    # Nobody has been told about this wait yet: its timers start now, so that
                    # a long outage neither reminds nor replaces players who were never asked.
                    game.waiting_since = self.host.clock()
                    game.reminded = []
                    game.seat_since = {}
                    self.host.note_decision(game, decision)
                    await self.host.store.update(game)
            # Pings always go out again (they name who must act now); private prompts only if
            # the wait's own never did: those sent when it began stay valid for the seats that
            # have not chosen yet, so they are not sent twice.
            secret = decision is not None and decision.secret
            fresh_wait = wait_unshown or not secret
            log.info("showing game %s again at version %s", game.id, game.version)
            # No events: the table shows the state as it is now.
            await self.play.after_change(game, state, decision, [], mover=None, new_wait=fresh_wait)
        return True

    async def tick(self) -> None:
        """Reminders after ``reminder_hours``, replacement moves after ``replace_hours``, AI
        seats that should have moved: for the games that are due, and only those; finished
        games not yet counted on the ratings; then the daily digests that are due, and the
        turn notices held for quiet hours that ended."""
        await self._games_due()
        await self.host.count_unrated()  # the ratings' safety net (normally none are left)
        try:
            await self.digests()
        except Exception:
            log.exception("digests failed")
        send_held: Callable[[float], Awaitable[None]] | None = getattr(
            self.host.presenter, "send_held", None
        )
        if send_held is not None:
            await self.host.show(send_held(self.host.clock()))

    async def digests(self) -> None:
        """Each player whose daily digest is due gets it (the games of any server where it is
        their move, by DM; nothing when none is), and their next one is set to the next local
        digest hour. Once, even when several processes tick together: under the store's lock
        ``digest:<user>``, and only if the record read again there is still due."""
        store = self.host.store
        digest: Callable[[int, list[GameRecord], float], Awaitable[bool]] | None = getattr(
            self.host.presenter, "digest", None
        )
        for due in await store.list_digests_due(self.host.clock(), TICK_BATCH):
            async with store.lock(f"digest:{due.user_id}"):
                settings = await store.get_user(due.user_id)
                now = self.host.clock()
                if settings.digest_due_at is None or settings.digest_due_at > now:
                    continue  # another process sent it, or the player changed it
                if settings.digest_hour is not None and digest is not None:
                    games = await store.list_for_user(settings.user_id)
                    await self.host.show(digest(settings.user_id, games, now))
                settings.digest_due_at = next_digest(settings, now)
                await store.put_user(settings)
                self.host.users.put(settings)

    async def _games_due(self) -> None:
        for game in await self.host.store.list_due(self.host.clock(), TICK_BATCH):
            try:
                await self._tick_game(game.id)
            except GameFaulted as fault:
                await self._faulted(fault, "its timer")
            except UserError:
                continue
            except Exception:
                log.exception("timer failed in game %s", game.id)

    async def _tick_game(self, game_id: str) -> None:
        """One due game: reminders of the seats whose own wait reached ``reminder_hours``, a
        look at AI seats, then a replacement episode for each seat whose own wait reached
        ``replace_hours`` (out of this lock: each of its moves takes the lock again)."""
        async with self.host.lock(game_id):
            game = await self.host.fresh(game_id)
            if game.status != "running" or game.fault is not None:
                # Over, or faulted: nothing to remind or replace until a Retry loads it.
                if game.due_at is not None:
                    game.due_at = None
                    await self.host.store.update(game)
                return
            now = self.host.clock()
            state = self.host.state(game)
            decision = self.host.decision_of(game, state)
            seats = list(decision.seats) if decision is not None else []
            if game.waiting_since is None:
                game.waiting_since = now
            humans = self.host.humans(game, seats)
            # The waiting players' own settings (quiet hours, time away): one read per tick.
            users = [u for u in (game.seats[s].user_id for s in humans) if u is not None]
            await self.host.users.read(self.host.store, users)
            times = {s: self.host.seat_times(game, s, now, state) for s in humans}
            overdue = [s for s in humans if (times[s].replace_at or now + 1) <= now]
            for seat in humans:
                remind_at = times[seat].remind_at
                if seat in overdue or seat in game.reminded or remind_at is None or remind_at > now:
                    continue
                await self.host.show(self.host.presenter.reminder(game, seat))
                game.reminded.append(seat)
            if len(humans) < len(seats):
                self.ai.schedule(game.id)
            self.host.note_decision(game, decision)
            await self.host.store.update(game)
            key = decision.key if decision is not None else ""
        for seat in overdue:
            await self._replace(game_id, seat, key)

    async def _replace(self, game_id: str, seat: int, key: str) -> None:
        """One replacement episode: the replacement agent plays for ``seat``, whose own wait
        reached ``replace_hours``, only what ends the decision it was waited for — until the
        seat no longer decides, or it is asked something outside that decision's turn
        (``GamePlugin.turn_of``; by default outside that decision: a new wait, with its own
        full time).
        It stops as soon as anyone else moves (the player may be back). Every move it makes
        starts the seat's wait again, so a decision the episode leaves unfinished (it made
        ``MAX_REPLACEMENT_MOVES``) gets a new full wait before the next episode."""
        if await self._replace_episode(game_id, seat, key) and game_id in self.ai.waiting:
            # The episode handed the turn to an AI seat: it moves now, not at the next tick.
            self.ai.schedule(game_id)

    async def _replace_episode(self, game_id: str, seat: int, key: str) -> bool:
        """The moves of one replacement episode; True if it made any."""
        plugin = self.host.plugin(await self.host.fresh(game_id))
        turn_of = plugin.turn_of or (lambda wait: wait)
        last: int | None = None  # the version after this episode's last move
        for _move_number in range(MAX_REPLACEMENT_MOVES):
            async with self.host.lock(game_id):
                game = await self.host.fresh(game_id)
                if game.status != "running" or game.state is None or game.fault is not None:
                    return last is not None
                if last is not None and game.version != last:
                    return last is not None  # someone moved meanwhile: this episode is over
                if not 0 <= seat < len(game.seats) or game.seats[seat].ai is not None:
                    return last is not None
                rules = plugin.rules
                state = self.host.state(game)
                decision = self.host.decision_of(game, state)
                if decision is None or seat not in decision.seats:
                    return last is not None  # the seat's overdue decision is over
                if turn_of(decision.key) != turn_of(key):
                    # What the seat is asked now is a new decision, with its own wait.
                    return last is not None
                if last is None:
                    # Still overdue now, under the lock? (The player may have moved, or another
                    # process may have replaced them, since the tick looked.)
                    due = self.host.seat_times(game, seat, self.host.clock(), state).replace_at
                    if due is None or due > self.host.clock():
                        return False
                seed = agent_seed(int(game.options.get("seed", 0)), seat, game.version)
                agent = plugin.replacement_agent
                code = await self.host.thinker.choose(game.game, game.state, seat, agent, seed)
                first = last is None
                action = rules.decode_action(code)
                game = await self.play.move(game, state, seat, action, "replacement", decision)
                last = game.version
                user = game.seats[seat].user_id
                away = user is not None and is_away(self.host.users.last(user), self.host.clock())
                if first and not away:
                    # (A player who declared an absence is not announced at each of their
                    # turns: the table's head says they are away.)
                    await self.host.show(
                        self.host.presenter.notice(
                            game, "notice-replaced", player=game.seats[seat].name
                        )
                    )
        return last is not None
