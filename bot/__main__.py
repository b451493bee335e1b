"""``python -m bot``: read the settings, start the bot, explain start-up failures in one line,
and stop cleanly within a few seconds on Ctrl+C (SIGINT) or SIGTERM (``docker stop``,
``systemctl stop``), whether Discord answers or not."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import os
import queue
import signal
import sys
import threading
from collections.abc import Callable
from typing import Any

import aiohttp
import discord

from bot.config import ConfigError, configure_logging, load_settings
from rules import __version__

log = logging.getLogger("bot")

# The whole stop (AI play, queued table updates, workers, store, Discord connections) gets this
# long; a second Ctrl+C ends the process at once.
STOP_SECONDS = 4.0


def fail(sentence: str, code: int = 1) -> int:
    print(f"error: {sentence}", file=sys.stderr)
    return code


class DaemonExecutor(concurrent.futures.ThreadPoolExecutor):
    """The event loop's default executor (host name look-ups, ``asyncio.to_thread``) on daemon
    threads that nothing waits for at exit. With the standard one, stopping waits for every
    call still running: a look-up of an unreachable Discord's name can take many seconds.
    (A ThreadPoolExecutor only because asyncio insists; none of its own threads start.)"""

    def __init__(self, max_workers: int = 8) -> None:
        super().__init__(max_workers=1, thread_name_prefix="unused")
        self._work: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
        self._max = max_workers
        self._daemons: list[threading.Thread] = []
        self._idle = threading.Semaphore(0)
        self._lock = threading.Lock()
        self._closed = False

    def submit(
        self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any
    ) -> concurrent.futures.Future[Any]:
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()

        def call() -> None:
            if not future.set_running_or_notify_cancel():
                return
            try:
                future.set_result(fn(*args, **kwargs))
            except BaseException as error:
                future.set_exception(error)

        with self._lock:
            if self._closed:
                raise RuntimeError("cannot schedule new calls after shutdown")
            self._work.put(call)
            if not self._idle.acquire(blocking=False) and len(self._daemons) < self._max:
                thread = threading.Thread(target=self._worker, name="loop-executor", daemon=True)
                self._daemons.append(thread)
                thread.start()
        return future

    def _worker(self) -> None:
        while (call := self._work.get()) is not None:
            call()
            self._idle.release()

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Never waits: the threads are daemons."""
        with self._lock:
            self._closed = True
            for _thread in self._daemons:
                self._work.put(None)


async def run() -> int:
    try:
        settings = load_settings()
    except ConfigError as error:
        return fail(str(error), 2)
    configure_logging(settings.log_level)
    log.info("tabletop-discord %s starting", __version__)
    from bot.i18n import CatalogueError, check_catalogues

    try:
        skipped = check_catalogues()
    except CatalogueError as error:
        return fail(str(error), 2)
    if skipped:  # each logged with its reason; the other games start
        log.warning("starting without %s", ", ".join(sorted(skipped)))
    # discord.py logs a traceback for failures we explain ourselves; keep its own lines short.
    from bot.app import TabletopBot, apply_endpoint_overrides

    apply_endpoint_overrides(settings)
    try:
        bot = TabletopBot(settings)
    except ValueError as error:  # e.g. an unsupported DATABASE_URL
        return fail(f"DATABASE_URL cannot be used: {error}.", 2)
    loop = asyncio.get_running_loop()
    loop.set_default_executor(DaemonExecutor())
    stop = asyncio.Event()
    _on_signals(loop, stop)
    log.info("starting with %s", settings.redacted())
    starting = asyncio.create_task(bot.start(settings.token), name="bot")
    stopping = asyncio.create_task(stop.wait(), name="stop")
    try:
        await asyncio.wait({starting, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if stop.is_set():
            log.info("stopping")
            starting.cancel()
            # Whatever the interrupted start or connection was doing ends here.
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await starting
        else:
            await starting  # raises the start-up failures explained below
    except discord.LoginFailure:
        return fail(
            "Discord rejected DISCORD_TOKEN: copy a fresh token from the Developer Portal "
            "(your application → Bot → Reset Token) into .env and start again."
        )
    except discord.PrivilegedIntentsRequired:
        return fail("Discord refused a privileged intent; this bot needs none, so update the bot.")
    except (aiohttp.ClientConnectorError, OSError) as error:
        return fail(f"Cannot reach Discord ({error}); check the network connection and try again.")
    except discord.HTTPException as error:
        return fail(
            f"Discord answered {error.status} during start-up ({error.text or 'no detail'})."
        )
    finally:
        stopping.cancel()
        starting.cancel()  # when run() itself was cancelled (a signal before the handlers)
        await asyncio.wait({starting}, timeout=1.0)
        if starting.done() and not starting.cancelled():
            starting.exception()  # retrieved: what it was is explained above or irrelevant
        try:
            await asyncio.wait_for(bot.close(), STOP_SECONDS)
        except (TimeoutError, Exception) as error:
            log.warning("stopping did not finish within %.0f s (%r)", STOP_SECONDS, error)
    return 0


def _on_signals(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """Ctrl+C and SIGTERM stop the bot cleanly; a second one ends the process at once."""

    def handle() -> None:
        if stop.is_set():
            log.warning("stopping at once")
            logging.shutdown()
            os._exit(130)
        stop.set()

    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(sig, handle)


def main() -> None:
    if sys.argv[1:] in (["--version"], ["-V"]):
        print(f"tabletop-discord {__version__}")
        sys.exit(0)
    try:
        code = asyncio.run(run())
    except KeyboardInterrupt:  # before the handlers were in place
        code = 0
    sys.exit(code)


if __name__ == "__main__":
    main()
