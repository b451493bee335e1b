"""AI seats: moves are thought out of the game's lock (they may take a second), under
``try_lock("ai:<id>")`` so that only one process thinks for a game, and applied only if the game
has not moved on in a way that spoils them."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from bot.errors import UserError
from bot.manager.base import GameFaulted, ManagerBase, agent_seed
from bot.store import GameRecord

log = logging.getLogger("bot.manager")


class AiMixin(ManagerBase):
    def _schedule_ai(self, game_id: str) -> None:
        if self._closed:
            return
        task = self._ai_tasks.get(game_id)
        if task is not None and not task.done():
            return  # the running loop re-reads the game before each move
        task = asyncio.create_task(self._ai_task(game_id), name=f"ai:{game_id}")
        self._ai_tasks[game_id] = task

    async def _ai_task(self, game_id: str) -> None:
        try:
            await self.run_ai(game_id)
        except asyncio.CancelledError:
            raise
        except GameFaulted as fault:  # its state no longer loads: marked, and the AI stops
            if not fault.recorded:
                await self.record_fault(fault.game_id, fault.reason)
        except Exception:
            log.exception("AI play failed in game %s", game_id)
        finally:
            if self._ai_tasks.get(game_id) is asyncio.current_task():
                del self._ai_tasks[game_id]

    def _ai_seat(self, game: GameRecord) -> int | None:
        if game.status != "running" or game.state is None or game.fault is not None:
            return None
        decision = self.decision_of(game, self._state(game))
        for seat in decision.seats if decision is not None else ():
            if 0 <= seat < len(game.seats) and game.seats[seat].ai is not None:
                return seat
        return None

    async def run_ai(self, game_id: str) -> None:
        """Play the AI seats, one move at a time with ``ai_delay`` between moves, until a
        human must act (or the game ends, or another process is thinking for this game)."""
        fruitless = 0
        while True:
            game = await self.store.get(game_id)
            if game is None or self._ai_seat(game) is None:
                return
            await asyncio.sleep(self.ai_delay)
            moved = await self._ai_move(game_id)
            if moved is None:
                return
            fruitless = 0 if moved else fruitless + 1
            if fruitless >= 5:
                log.error("the AI of game %s found no move it could play", game_id)
                return

    async def _ai_move(self, game_id: str) -> bool | None:
        """Think out of the game's lock, then apply the move unless the game moved on in a way
        that spoils it. True: moved; False: think again; None: nothing to do for this process."""
        async with self.store.try_lock(f"ai:{game_id}") as mine:
            if not mine:
                return None  # another process is thinking for this game
            game = await self.store.get(game_id)
            if game is None or game.state is None:
                return None
            seat = self._ai_seat(game)
            if seat is None:
                return None
            agent = game.seats[seat].ai or self.plugin(game).replacement_agent
            seed = agent_seed(int(game.options.get("seed", 0)), seat, game.version)
            code = await self.thinker.choose(game.game, game.state, seat, agent, seed)
            async with self._lock(game_id):
                fresh = await self.store.get(game_id)
                if fresh is None or fresh.status != "running":
                    return None
                rules = self._rules(fresh)
                state = self._state(fresh)
                # Other seats' secret choices in the same simultaneous step change nothing the
                # AI could see: its move still counts then, as a human's click would.
                decision = self.decision_of(fresh, state)
                if fresh.version != game.version and (
                    decision is None or not decision.accepts(seat, game.version, fresh.version)
                ):
                    return False
                try:
                    action = rules.decode_action(code)
                    await self._move(fresh, state, seat, action, "ai", decision)
                except UserError:
                    return False
            return True

    async def idle(self) -> None:
        """Wait until no AI work is under way and every fault found is marked (tests)."""
        while True:
            tasks: list[asyncio.Task[Any]] = [t for t in self._ai_tasks.values() if not t.done()]
            tasks += [t for t in self._fault_tasks if not t.done()]
            if not tasks:
                return
            await asyncio.gather(*tasks, return_exceptions=True)

    async def close(self) -> None:
        """Cancel background work (AI moves in progress finish or are cancelled cleanly)."""
        self._closed = True
        tasks: list[asyncio.Task[Any]] = [*self._ai_tasks.values(), *self._fault_tasks]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._ai_tasks.clear()
