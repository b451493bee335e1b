"""Draw images off the event loop, once per (game, version, viewer, kind, locale).

Drawing and encoding an image costs 15–35 ms of CPU (``docs/scale.md``). On the event loop that
would stall every interaction; in threads of the bot process it still holds the GIL the event
loop needs. So the bot draws in worker processes, and a pool has two modes:

``RenderPool(processes=N)`` (N ≥ 1)
    N worker processes; ``bot/app.py`` passes the ``RENDER_WORKERS`` setting. The workers are
    forked from a forkserver (never from the bot process, which runs an event loop and
    threads) that has loaded the renderer and the catalogues once and drawn each kind of
    image once (:func:`warm`, run by importing :mod:`bot.render_preload`), so that fonts,
    icons, card data and catalogues are loaded before the first real request and shared by
    the workers, page by page, until one writes to them; each worker lowers its priority by
    ``os.nice(10)`` so the event loop wins the CPU on a busy machine (and warms up by itself
    if the forkserver could not). After each busy spell a worker gives the heap its images
    freed back to the system (:class:`IdleTrim`).
    Workers ignore Ctrl+C (the bot stops them) and exit by themselves when the bot dies.
    ``fn`` must be a module-level function and its arguments picklable: plain data and
    :class:`bot.i18n.Translator`, which carries only its locale across (a translator of a
    custom :class:`bot.i18n.Catalog` speaks the default catalogues in the worker). A worker
    that dies (``BrokenProcessPool``) gets the executor replaced and the render retried once
    on the new one; a second death raises ``BrokenProcessPool`` to the caller.
``RenderPool()``, ``RenderPool(max_workers=k)`` (``processes=0``, the default)
    ``k`` threads of this process (2 by default), as before: tests, tools, and the bot with
    ``RENDER_WORKERS=0``.

In both modes the cache (:class:`render.cache.RenderCache`) lives in this process, and a hit is
answered without touching the executor; concurrent requests for one key share one render; an
exception of ``fn`` reaches every caller of that render, and nothing is cached for it.
:meth:`RenderPool.start` starts the workers and waits until each is warm (the bot does so before
it connects); without it workers start with the first renders. :meth:`RenderPool.close` never
waits; :meth:`RenderPool.aclose` also gives the workers a moment to exit, then kills them.

``python -m bot.games.hadara.render_bench`` compares the two modes.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import ctypes.util
import functools
import logging
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot import latency
from bot.games import GAME_MODULES
from render.cache import CacheKey, RenderCache, key
from render.text import IMAGE_FORMAT, IMAGE_FORMATS

# The kinds of image sent with every move (the table, a seat's prompt): encoded in the pool's
# image_format; the others (score sheets, boards asked for, cards) stay PNG.
EVERY_MOVE = frozenset({"table", "prompt"})
# Lossless WebP costs the workers three to four times the time of the PNG (docs/scale.md). An
# image of every move is WebP unless the drawing other moves have already asked for and not yet
# had done would keep each worker busy for more than WAIT_BUDGET seconds (the pool's estimate:
# each image's expected drawing time, by kind and format, learnt from the workers' own timings);
# then it is PNG: 1.6 times the bytes, a third of the time, so a busy machine catches up
# instead of making every table wait behind the encoder (the table should show a move within
# 0.4 s of its click). The images of the move itself (its table and prompts: one game and
# version) do not count against each other, so one move's burst on a quiet machine (a
# five-player table and its five prompts) stays WebP however small the budget. The decision
# reads the work waiting now: an average of past renders' delays (tried first, with 0.3 s)
# decided from the last burst instead of the next, and held a busy machine's queue at about
# 0.3 s, which every table then waited. The budget was 0.15 s while a move's own images counted
# too (the burst had to fit in it): under the reference load that let the queue stand at about
# a WebP per worker. 0.05 s with the move's own left out: the table's p99 0.33 s instead of
# 0.45 s for the same bytes (PNG alone: 0.26 s, and 17 % more bytes; docs/scale.md).
WAIT_BUDGET = 0.05
# Each measured drawing time weighs this much in its kind's expected time (the first replaces
# the guess FIRST_COST).
COST_WEIGHT = 0.2
FIRST_COST = {"webp": 0.06, "png": 0.02}

log = logging.getLogger(__name__)

DEFAULT_THREADS = 2
# Added to the workers' niceness: on a busy machine the event loop gets the CPU first.
WORKER_NICENESS = 10


def preload() -> list[str]:
    """The modules the forkserver imports once, so that every worker forked from it starts
    with them: the catalogues and the plugin of each game whose plugin loads (a game the
    registry skipped is not imported again in the workers), then :mod:`bot.render_preload`,
    which warms them up (:func:`warm`) and freezes the garbage collector's view of them."""
    from bot.games import registry

    return ["bot.i18n", *(GAME_MODULES[name] for name in registry()), PRELOAD]


# Imported last by the forkserver: see preload().
PRELOAD = "bot.render_preload"


def preloaded() -> bool:
    """Whether this process was forked from a forkserver that warmed up (see preload())."""
    module = sys.modules.get(PRELOAD)
    return bool(getattr(module, "warmed", False))


# A worker with no render for this many seconds gives its freed heap back to the system, and
# a busy one does so after this many renders (checked as often).
IDLE_TRIM_SECONDS = 2.0
BUSY_TRIM_RENDERS = 100
# Seconds start() waits for every worker to be ready before it lets the bot go on without.
START_TIMEOUT = 60.0


def warm() -> None:
    """Load what drawing needs (renderer, fonts, icons, card data, catalogues) in this process
    and let every game draw each kind of its images once (tables, a prompt, a score sheet): the
    first real requests are then as fast as any, and a worker's memory has its working size
    before it serves. What the drawing freed is given back to the system afterwards."""
    from bot import i18n
    from bot.games import registry

    for name, game in registry().items():
        if game.renderer.warm is not None:
            game.renderer.warm(i18n.catalog().translator(i18n.FALLBACK, name))
    trim_heap()


def trim_heap() -> None:
    """Give the C heap's free pages back to the system (glibc's ``malloc_trim``, which also
    releases free pages between blocks in use): images are large, short-lived allocations,
    and without this a worker keeps the most it ever needed. Does nothing where the C library
    has no such call."""
    if _malloc_trim is not None:
        _malloc_trim(0)


def _load_malloc_trim() -> Callable[[int], int] | None:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim
    except (OSError, AttributeError):
        return None
    return trim


_malloc_trim = _load_malloc_trim()
# Renders this worker process has done (see _call), read by its idle-trim thread.
_renders = 0


def _call(
    fn: Callable[..., bytes], args: tuple[Any, ...], kwargs: dict[str, Any], fmt: str = "png"
) -> tuple[bytes, float, float]:
    """What a worker process runs for each render: the image, and the wall-clock times its
    drawing began and ended (the pool learns from them what each kind of image costs)."""
    global _renders
    try:
        return _timed(fmt, fn, args, kwargs)
    finally:
        _renders += 1


def _timed(
    fmt: str, fn: Callable[..., bytes], args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[bytes, float, float]:
    started = time.time()
    image = _in_format(fmt, fn, args, kwargs)
    return image, started, time.time()


def _in_format(
    fmt: str, fn: Callable[..., bytes], args: tuple[Any, ...], kwargs: dict[str, Any]
) -> bytes:
    """``fn(*args, **kwargs)``, its image encoded as ``fmt`` (see render.text.IMAGE_FORMAT;
    a context variable, so threads drawing at once each keep their own)."""
    token = IMAGE_FORMAT.set(fmt)
    try:
        return fn(*args, **kwargs)
    finally:
        IMAGE_FORMAT.reset(token)


class IdleTrim:
    """Decides when a worker trims its heap: once after each busy spell (renders happened
    since the last trim but none since the previous check), and during a long one after every
    ``BUSY_TRIM_RENDERS`` renders (a trim costs about half a millisecond)."""

    def __init__(self, renders: int = 0) -> None:
        self.seen = self.trimmed = renders

    def due(self, renders: int) -> bool:
        """Called every ``IDLE_TRIM_SECONDS`` with the worker's render count."""
        idle = renders == self.seen and renders != self.trimmed
        trim = idle or renders - self.trimmed >= BUSY_TRIM_RENDERS
        if trim:
            self.trimmed = renders
        self.seen = renders
        return trim


def _trim_when_idle(interval: float) -> None:
    idle = IdleTrim(_renders)
    while True:
        time.sleep(interval)
        if idle.due(_renders):
            trim_heap()


def _init_worker(niceness: int, idle_trim: float) -> None:
    """Runs first in every worker process."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        # A worker waits for work forever; when the bot is killed (SIGKILL, a crash), nobody
        # would tell it to stop.
        threading.Thread(
            target=_exit_with_parent, args=(parent.sentinel,), name="parent-watch", daemon=True
        ).start()
    # Ctrl+C reaches the whole process group: the bot, not its workers, decides when they stop.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with contextlib.suppress(OSError):
        os.nice(niceness)
    if not preloaded():  # spawned, or the forkserver's warm-up failed
        try:
            warm()
        except Exception:  # the renders themselves will report what is wrong
            log.exception("warming up a render worker failed")
    from bot import memprobe

    memprobe.install("worker")  # MEMORY_PROBE_DIR: SIGUSR2 reports the caches' sizes
    threading.Thread(
        target=_trim_when_idle, args=(idle_trim,), name="idle-trim", daemon=True
    ).start()


def _exit_with_parent(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def _worker_pid() -> int:
    """Answers start(): this worker is up and warm. The pause lets the other workers take the
    other requests."""
    time.sleep(0.05)
    return os.getpid()


def _submit_each(executor: Executor, n: int) -> list[Future[int]]:
    with no_sigint():  # starts the forkserver and the workers
        return [executor.submit(_worker_pid) for _ in range(n)]


@contextlib.contextmanager
def no_sigint() -> Iterator[None]:
    """Processes started inside (workers, the forkserver, the resource tracker) start with
    SIGINT blocked: Ctrl+C reaches the whole process group, and would otherwise kill them
    noisily while they start, before they ignore it. The calling thread gets a SIGINT that
    arrives meanwhile as soon as the block ends."""
    try:
        old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    except (AttributeError, OSError, ValueError):  # no such call here
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def _context() -> multiprocessing.context.BaseContext:
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        # Applies when this process starts its forkserver (the first pool does).
        context.set_forkserver_preload(preload())
    return context


class RenderPool:
    """Renders through a cache, in ``processes`` worker processes or ``max_workers`` threads."""

    def __init__(
        self,
        max_workers: int = DEFAULT_THREADS,
        cache: RenderCache | None = None,
        *,
        processes: int = 0,
        niceness: int = WORKER_NICENESS,
        idle_trim: float = IDLE_TRIM_SECONDS,
        image_format: str = "png",
    ) -> None:
        """``processes``: how many worker processes draw (``RENDER_WORKERS``); 0 draws in
        ``max_workers`` threads of this process. ``niceness`` is added to the workers';
        ``idle_trim``: seconds without a render after which a worker trims its heap;
        ``image_format``: how the images sent with every move (kinds in :data:`EVERY_MOVE`)
        are encoded (``IMAGE_FORMAT``: "png" or "webp"; "webp" gives way to PNG while renders
        are slow, see :data:`SLOW_RENDER_SECONDS`); the others are PNG."""
        if processes < 0 or max_workers < 1:
            raise ValueError("RenderPool needs processes >= 0 and max_workers >= 1")
        if image_format not in IMAGE_FORMATS:
            raise ValueError(f"RenderPool image_format must be one of {IMAGE_FORMATS}")
        self.image_format = image_format
        self.cache = cache if cache is not None else RenderCache()
        self.processes = processes
        self.workers = processes or max_workers
        self.niceness = niceness
        self.idle_trim = idle_trim
        self.joined = 0  # requests answered by a render another request had started
        self.fast = 0  # images of every move encoded as PNG instead of WebP: workers were busy
        # Seconds of drawing asked for and not yet done, estimated (see WAIT_BUDGET), of it each
        # move's (game id, version) own, and each (kind, format)'s expected drawing time.
        self.ahead = 0.0
        self.ahead_of: dict[tuple[str, int], float] = {}
        self.cost: dict[tuple[str, str], float] = {}
        self.replaced = 0  # executors replaced after a worker process died
        self._closed = False
        self._leaving: list[Any] = []  # worker processes of the closed executor
        self._inflight: dict[CacheKey, asyncio.Future[bytes]] = {}
        self._executor = self._new_executor()

    @property
    def mode(self) -> str:
        return f"{self.processes} processes" if self.processes else f"{self.workers} threads"

    def _new_executor(self) -> Executor:
        if not self.processes:
            return ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="render")
        with no_sigint():  # its queues may start the resource tracker
            return ProcessPoolExecutor(
                max_workers=self.processes,
                mp_context=_context(),
                initializer=_init_worker,
                initargs=(self.niceness, self.idle_trim),
            )

    async def start(self, timeout: float = START_TIMEOUT) -> None:
        """Start every worker and wait until each has loaded what drawing needs."""
        loop = asyncio.get_running_loop()
        if not self.processes:
            await loop.run_in_executor(self._executor, warm)  # fonts are shared by the threads
            return
        started = loop.time()
        ready: set[int] = set()
        broken = 0
        while len(ready) < self.processes:
            executor = self._executor
            try:
                # Submitted together, so the executor starts a process for each of them; in a
                # thread, as the first start waits for the forkserver to import the renderer.
                submitted = await asyncio.to_thread(_submit_each, executor, self.processes)
                gathered = asyncio.gather(*map(asyncio.wrap_future, submitted))
                # Stopped while starting: the executor cancels these, and nobody awaits them.
                gathered.add_done_callback(_retrieved)
                pids = await asyncio.wait_for(gathered, started + timeout - loop.time())
            except TimeoutError:
                log.warning(
                    "%d of %d render workers ready after %.0f s; going on without waiting",
                    len(ready),
                    self.processes,
                    timeout,
                )
                return
            except BrokenProcessPool:
                broken += 1
                self._replace(executor)
                if broken > 1:
                    raise
                ready.clear()
                continue
            ready.update(pids)
        log.info("%d render workers ready in %.1f s", self.processes, loop.time() - started)

    async def render(
        self,
        game_id: str,
        version: int,
        viewer: int | None,
        kind: str,
        locale: str,
        fn: Callable[..., bytes],
        *args: Any,
        **kwargs: Any,
    ) -> bytes:
        k = key(game_id, version, viewer, kind, locale)
        cached = self.cache.get(k)
        if cached is not None:
            self.cache.hits += 1
            return cached
        pending = self._inflight.get(k)
        if pending is None:
            self.cache.misses += 1
            move = (game_id, version)
            fmt = self.format_of(kind, move)
            # Counted at once: the renders other moves ask for in this same step are decided
            # with it.
            estimate = self.expected(kind, fmt)
            self.ahead += estimate
            self.ahead_of[move] = self.ahead_of.get(move, 0.0) + estimate
            pending = asyncio.ensure_future(self._render_and_keep(k, fn, args, kwargs, fmt))
            self._inflight[k] = pending
            pending.add_done_callback(functools.partial(self._settled, k, estimate))
        else:
            self.joined += 1
        # Shielded: a caller that gives up does not cancel the render another caller awaits.
        return await asyncio.shield(pending)

    def format_of(self, kind: str, move: tuple[str, int]) -> str:
        """How a new render of ``kind`` is encoded: the pool's ``image_format`` for the images
        of every move unless the workers have more than :data:`WAIT_BUDGET` seconds each of
        drawing ahead for other moves than ``move`` (game id, version; then PNG, which is
        quicker), else PNG."""
        if kind not in EVERY_MOVE or self.image_format == "png":
            return "png"
        others = self.ahead - self.ahead_of.get(move, 0.0)
        if others / self.workers > WAIT_BUDGET:
            self.fast += 1
            return "png"
        return self.image_format

    def expected(self, kind: str, fmt: str) -> float:
        """Seconds a worker is expected to take for an image of ``kind`` in ``fmt``."""
        return self.cost.get((kind, fmt), FIRST_COST.get(fmt, FIRST_COST["png"]))

    def _learn(self, kind: str, fmt: str, seconds: float) -> None:
        old = self.cost.get((kind, fmt))
        self.cost[kind, fmt] = seconds if old is None else old + COST_WEIGHT * (seconds - old)

    def _settled(self, k: CacheKey, estimate: float, done: asyncio.Future[bytes]) -> None:
        if self._inflight.get(k) is done:
            del self._inflight[k]
        if self._inflight:
            self.ahead = max(0.0, self.ahead - estimate)
            move = (k[0], k[1])  # the key's game id and version
            left = self.ahead_of.pop(move, 0.0) - estimate
            if left > 1e-9:
                self.ahead_of[move] = left
        else:  # nothing in flight: exactly none ahead (no rounding left over from the sums)
            self.ahead = 0.0
            self.ahead_of.clear()
        if not done.cancelled():
            done.exception()  # retrieved: every caller may have given up

    async def _render_and_keep(
        self,
        k: CacheKey,
        fn: Callable[..., bytes],
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        fmt: str,
    ) -> bytes:
        game_id, version, _viewer, kind, _locale = k
        submitted = latency.now()
        png, began, ended = await self._run(fn, args, kwargs, fmt)
        self._learn(kind, fmt, max(0.0, ended - began))
        self.cache.put(k, png)
        if submitted:
            latency.mark(
                "render",
                game_id,
                version,
                kind=kind,
                fmt=fmt,
                submit=submitted,
                start=began,
                end=ended,
                back=latency.now(),
            )
        return png

    async def _run(
        self,
        fn: Callable[..., bytes],
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        fmt: str = "png",
    ) -> tuple[bytes, float, float]:
        """``fn(*args, **kwargs)`` in the executor, with the wall-clock times its drawing began
        and ended there; once more on a fresh one if a worker died."""
        for attempt in (1, 2):
            executor = self._executor
            try:
                if self.processes:
                    with no_sigint():  # may start a worker in place of one that exited
                        future: Future[tuple[bytes, float, float]] = executor.submit(
                            _call, fn, args, kwargs, fmt
                        )
                else:
                    future = executor.submit(_timed, fmt, fn, args, kwargs)
                return await asyncio.wrap_future(future)
            except BrokenProcessPool:
                if self._closed:
                    raise
                self._replace(executor)
                if attempt == 2:
                    raise
                log.warning("a render worker died; rendering %s again", _name(fn))
        raise AssertionError("unreachable")

    def _replace(self, broken: Executor) -> None:
        """A fresh executor instead of ``broken`` (once, however many renders noticed)."""
        if self._executor is not broken or self._closed:
            return
        self.replaced += 1
        log.warning("render worker process died; starting new render workers")
        self._executor = self._new_executor()
        _shutdown(broken, kill=True)

    def forget_game(self, game_id: str) -> None:
        self.cache.forget_game(game_id)

    def close(self) -> None:
        """Stop taking renders and cancel the queued ones; workers exit after their current
        image. Returns at once."""
        if not self._closed:
            self._closed = True
            self._leaving = _processes(self._executor)  # the executor forgets them
            _shutdown(self._executor, kill=False)

    async def aclose(self, grace: float = 2.0) -> None:
        """:meth:`close`, then wait up to ``grace`` seconds for the workers to exit (without
        blocking the event loop) and kill those still running."""
        self.close()
        processes = self._leaving
        deadline = time.monotonic() + grace
        while any(p.is_alive() for p in processes) and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        for process in processes:
            if process.is_alive():
                log.warning("render worker %s did not exit; killing it", process.pid)
                process.kill()


def _processes(executor: Executor) -> list[Any]:
    """The worker processes of a process pool (none for threads)."""
    found: dict[int, Any] = getattr(executor, "_processes", None) or {}
    return list(found.values())


def _shutdown(executor: Executor, *, kill: bool) -> None:
    processes = _processes(executor)
    executor.shutdown(wait=False, cancel_futures=True)
    if kill:
        for process in processes:
            with contextlib.suppress(Exception):
                if process.is_alive():
                    process.kill()


def _retrieved(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()


def _name(fn: Callable[..., Any]) -> str:
    return str(getattr(fn, "__name__", fn))
