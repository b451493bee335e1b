"""AI seats: moves are thought out of the game's lock (they may take a second), under
``try_lock("ai:<id>")`` so that only one process thinks for a game, and applied only if the game
has not moved on in a way that spoils them."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, Any

from bot.errors import UserError
from bot.manager.base import GameFaulted, Host, agent_seed
from bot.store import GameRecord

log = logging.getLogger("bot.manager")


if TYPE_CHECKING:
    from bot.manager.faults import Faults
    from bot.manager.play import Play


class AiSeats:
    """AI players: which games wait for one, one task per game thinking and moving for them,
    and stopping them all on close. Its moves are applied by ``play`` (set by the manager)."""

    def __init__(self, host: Host, faults: Faults) -> None:
        self.host = host
        self.faults = faults
        self.play: Play  # set by the manager (the play part needs this one too)
        self.tasks: dict[str, asyncio.Task[None]] = {}
        # Games whose last change (in this process) left an AI seat to move.
        self.waiting: set[str] = set()
        self.closed = False

    def schedule(self, game_id: str) -> None:
        if self.closed:
            return
        task = self.tasks.get(game_id)
        if task is not None and not task.done():
            return  # the running loop re-reads the game before each move
        task = asyncio.create_task(self._task(game_id), name=f"ai:{game_id}")
        self.tasks[game_id] = task

    async def _task(self, game_id: str) -> None:
        try:
            await self.run_ai(game_id)
        except asyncio.CancelledError:
            raise
        except GameFaulted as fault:  # its state no longer loads: marked, and the AI stops
            if not fault.recorded:
                await self.faults.record_fault(fault.game_id, fault.reason)
        except Exception:
            log.exception("AI play failed in game %s", game_id)
        finally:
            if self.tasks.get(game_id) is asyncio.current_task():
                del self.tasks[game_id]

    def seat_to_move(self, game: GameRecord) -> int | None:
        if game.status != "running" or game.state is None or game.fault is not None:
            return None
        decision = self.host.decision_of(game, self.host.state(game))
        for seat in decision.seats if decision is not None else ():
            if 0 <= seat < len(game.seats) and game.seats[seat].ai is not None:
                return seat
        return None

    async def run_ai(self, game_id: str) -> None:
        """Play the AI seats, one move at a time with ``ai_delay`` between moves, until a
        human must act (or the game ends, or another process is thinking for this game)."""
        fruitless = 0
        while True:
            game = await self.host.store.get(game_id)
            if game is None or self.seat_to_move(game) is None:
                return
            await asyncio.sleep(self.host.ai_delay)
            moved = await self._move_once(game_id)
            if moved is None:
                return
            fruitless = 0 if moved else fruitless + 1
            if fruitless >= 5:
                log.error("the AI of game %s found no move it could play", game_id)
                return

    async def _move_once(self, game_id: str) -> bool | None:
        """Think out of the game's lock, then apply the move unless the game moved on in a way
        that spoils it. True: moved; False: think again; None: nothing to do for this process."""
        async with self.host.store.try_lock(f"ai:{game_id}") as mine:
            if not mine:
                return None  # another process is thinking for this game
            game = await self.host.store.get(game_id)
            if game is None or game.state is None:
                return None
            seat = self.seat_to_move(game)
            if seat is None:
                return None
            agent = game.seats[seat].ai or self.host.plugin(game).replacement_agent
            seed = agent_seed(int(game.options.get("seed", 0)), seat, game.version)
            code = await self.host.thinker.choose(game.game, game.state, seat, agent, seed)
            async with self.host.lock(game_id):
                fresh = await self.host.store.get(game_id)
                if fresh is None or fresh.status != "running":
                    return None
                rules = self.host.rules(fresh)
                state = self.host.state(fresh)
                # Other seats' secret choices in the same simultaneous step change nothing the
                # AI could see: its move still counts then, as a human's click would.
                decision = self.host.decision_of(fresh, state)
                if fresh.version != game.version and (
                    decision is None or not decision.accepts(seat, game.version, fresh.version)
                ):
                    return False
                try:
                    action = rules.decode_action(code)
                    await self.play.move(fresh, state, seat, action, "ai", decision)
                except UserError:
                    return False
            return True

    async def idle(self) -> None:
        """Wait until no AI work is under way and every fault found is marked (tests)."""
        while True:
            tasks: list[asyncio.Task[Any]] = [t for t in self.tasks.values() if not t.done()]
            tasks += [t for t in self.host.fault_tasks if not t.done()]
            tasks += [t for t in self.host.rating_tasks if not t.done()]
            if not tasks:
                return
            await asyncio.gather(*tasks, return_exceptions=True)

    async def close(self) -> None:
        """Cancel background work (AI moves in progress finish or are cancelled cleanly)."""
        self.closed = True
        tasks: list[asyncio.Task[Any]] = [
            *self.tasks.values(),
            *self.host.fault_tasks,
            *self.host.rating_tasks,
        ]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self.tasks.clear()
