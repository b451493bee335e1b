"""Where AI players think: quick agents inline, the strong (search) agent in worker processes.

The strong agent searches for a fixed time per move (``AI_TIME_BUDGET_SECONDS``, 1 s by
default). Doing that in the event loop's thread would freeze every other game of the process for
that long, and a thread would still compete for the GIL, so it runs in a small pool of worker
processes. The budget counts from the moment the bot asks, not from the moment a worker is free:
a move that waited in the queue behind other games' moves searches only for what is left of it,
and one that finds nothing left plays the heuristic agent's move in the worker at once (both
count as a fallback). The bot stops waiting ``GRACE`` seconds after the budget: a move still
queued then is cancelled, a worker still thinking then hangs and the pool is replaced; either way
the heuristic agent's move is played, so a game never stalls on its AI and one slow queue does
not throw away the moves other games are thinking.

No worker outlives the bot: :meth:`PoolThinker.close` kills them, and each worker watches its
parent and exits when the bot dies without closing them (SIGKILL, a crash). Workers ignore
Ctrl+C, which reaches the whole process group: the bot decides when they stop.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import concurrent.futures.process
import contextlib
import logging
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

from bot.games import plugin
from bot.render_pool import no_sigint

log = logging.getLogger(__name__)

# Played when an agent that thinks in a worker gives no move in time (every game has it).
FALLBACK_AGENT = "heuristic"
# Seconds the bot waits beyond the budget before it plays the fallback move instead.
GRACE = 2.0
# A queued move that reaches a worker with less than this many seconds of its budget left
# (or, with a smaller budget, less than all of it) does not search: the worker plays the
# fallback agent's move.
MIN_SEARCH = 0.2


def choose_code(game: str, state_dump: str, seat: int, agent: str, seed: int, budget: float) -> str:
    """One move of ``agent`` for ``seat``, as an action code. Runs in any process."""
    game_plugin = plugin(game)
    rules = game_plugin.rules
    state = rules.load(state_dump)
    quick = agent in game_plugin.quick_agents
    options: dict[str, Any] = {} if quick else {"time_budget": budget}
    action = game_plugin.make_agent(agent, seed, **options).choose(state, seat)
    return rules.encode_action(action)


def choose_by(
    work: Callable[[str, str, int, str, int, float], str],
    answer_by: float,
    game: str,
    state_dump: str,
    seat: int,
    agent: str,
    seed: int,
    budget: float,
) -> tuple[str, bool]:
    """Runs in a worker: ``work`` with the budget left until ``answer_by`` (``time.time()``,
    shared by the processes of one machine); ``(code, searched)``. With too little left the
    fallback agent moves instead (``searched`` false)."""
    left = min(budget, answer_by - time.time())
    if left < min(MIN_SEARCH, budget):
        return choose_code(game, state_dump, seat, FALLBACK_AGENT, seed, 0.0), False
    return work(game, state_dump, seat, agent, seed, left), True


def init_worker() -> None:
    """Runs first in every AI worker process: leave with the parent, ignore Ctrl+C."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        # A worker waits for work (or thinks) for ever; when the bot is killed nobody would
        # tell it to stop.
        threading.Thread(
            target=_exit_with_parent, args=(parent.sentinel,), name="parent-watch", daemon=True
        ).start()
    with contextlib.suppress(ValueError):  # not the main thread (never in a worker)
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _exit_with_parent(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def is_quick(game: str, agent: str) -> bool:
    """Does ``agent`` of ``game`` think quickly enough for the event loop's thread?"""
    return agent in plugin(game).quick_agents


class Thinker(Protocol):
    async def choose(self, game: str, state_dump: str, seat: int, agent: str, seed: int) -> str:
        """The agent's move for ``seat`` as an action code; never blocks the event loop for
        longer than a quick agent's move."""
        ...

    def close(self) -> None: ...


class InlineThinker:
    """Every agent in the event loop's thread (tests, and tools without a loop to protect)."""

    def __init__(self, budget: float = 1.0) -> None:
        self.budget = budget

    async def choose(self, game: str, state_dump: str, seat: int, agent: str, seed: int) -> str:
        return choose_code(game, state_dump, seat, agent, seed, self.budget)

    def close(self) -> None:
        pass


class PoolThinker:
    """Quick agents inline, others in ``workers`` spawned processes with a time budget."""

    def __init__(
        self,
        budget: float = 1.0,
        workers: int | None = None,
        *,
        grace: float = GRACE,
        work: Callable[[str, str, int, str, int, float], str] = choose_code,
    ) -> None:
        """``work`` (a module-level function, run in the workers) is replaceable for tests."""
        self.budget = budget
        self.grace = grace
        self.work = work
        self.workers = workers or max(1, (os.cpu_count() or 2) - 1)
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self.fallbacks = 0  # moves where the fallback agent had to step in

    def _executor(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._pool is None:
            # "spawn": forking a process that runs an event loop and threads is unsafe.
            with no_sigint():
                self._pool = concurrent.futures.ProcessPoolExecutor(
                    max_workers=self.workers,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=init_worker,
                )
        return self._pool

    def _submit(self, *args: Any) -> concurrent.futures.Future[tuple[str, bool]]:
        with no_sigint():  # the first moves start the workers
            return self._executor().submit(choose_by, self.work, *args)

    async def choose(self, game: str, state_dump: str, seat: int, agent: str, seed: int) -> str:
        if is_quick(game, agent):
            return choose_code(game, state_dump, seat, agent, seed, self.budget)
        started = time.perf_counter()
        # The worker must answer by the end of the budget plus half the grace: the agent may
        # overrun its budget by one sample, and the answer still has to come back.
        answer_by = time.time() + self.budget + self.grace / 2
        submitted: concurrent.futures.Future[tuple[str, bool]] | None = None
        try:
            submitted = self._submit(answer_by, game, state_dump, seat, agent, seed, self.budget)
            code, searched = await asyncio.wait_for(
                asyncio.wrap_future(submitted), self.budget + self.grace
            )
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a timeout, a broken pool, an agent failure
            # A move still queued is simply cancelled; one being thought past its time means a
            # worker hangs, and a broken pool lost its workers: both pools are replaced.
            hung = isinstance(error, TimeoutError) and not (
                submitted is not None and submitted.cancel()
            )
            self._fell_back(
                agent, started, type(error).__name__ + (", worker replaced" if hung else "")
            )
            if hung or isinstance(error, concurrent.futures.process.BrokenProcessPool):
                self._discard_pool()
            return choose_code(game, state_dump, seat, FALLBACK_AGENT, seed, self.budget)
        if not searched:  # the worker played the fallback move itself
            self._fell_back(agent, started, "queued past its budget")
        return code

    def _fell_back(self, agent: str, started: float, why: str) -> None:
        self.fallbacks += 1
        log.warning(
            "the %s agent gave no move in %.1f s (%s); playing the %s agent's move",
            agent,
            time.perf_counter() - started,
            why,
            FALLBACK_AGENT,
        )

    def _discard_pool(self) -> list[Any]:
        """Drop a pool whose worker hangs or died (the next move starts a fresh one), killing
        its workers; returns them."""
        pool, self._pool = self._pool, None
        if pool is None:
            return []
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            with contextlib.suppress(Exception):
                if process.is_alive():
                    process.kill()
        return processes

    def workers_alive(self) -> list[int]:
        """The process ids of the workers running now (tests)."""
        found = getattr(self._pool, "_processes", None) or {}
        return [p.pid for p in list(found.values()) if p.is_alive()]

    def close(self) -> None:
        """Kill the workers (a move being thought is abandoned) and reap them."""
        for process in self._discard_pool():
            with contextlib.suppress(Exception):
                process.join(1.0)
