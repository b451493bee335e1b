"""Fixtures: a fake Discord on a free port, and the real bot (``python -m bot``) against it."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
import warnings
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from fake_discord import FakeDiscord

ROOT = Path(__file__).absolute().parents[2]


class BotProcess:
    """``python -m bot`` as a subprocess; its log goes to ``bot.log`` in the test's tmp dir."""

    def __init__(
        self,
        server: FakeDiscord,
        workdir: Path,
        env: dict[str, str],
        *,
        shards: tuple[int, ...] | None = None,
        name: str = "bot",
    ) -> None:
        self.server = server
        self.workdir = workdir
        self.extra_env = env
        self.proc: asyncio.subprocess.Process | None = None
        self.log_path = workdir / f"{name}.log"
        self.starts = 0
        # Sharded: this process runs ``shards`` of ``server.shard_count`` (None: all, unsharded).
        self.shards = shards

    @property
    def database(self) -> Path:
        return self.workdir / "bot.sqlite3"

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
        env.update(
            {
                "PYTHONPATH": str(ROOT),
                "PYTHONUNBUFFERED": "1",
                "DISCORD_TOKEN": self.server.token,
                "DATABASE_URL": f"sqlite:///{self.database}",
                "DISCORD_API_BASE": f"{self.server.base}/api/v10",
                "DISCORD_GATEWAY_URL": self.server.gateway_url,
                "DEV_GUILD_ID": self.server.guild_id,
                "AI_DELAY_SECONDS": "0.05",
                "LOG_LEVEL": "INFO",
                "DEFAULT_LOCALE": "en-US",
            }
        )
        if self.shards is not None:
            env["SHARD_COUNT"] = str(self.server.shard_count)
            env["SHARD_IDS"] = ",".join(map(str, self.shards))
        env.update(self.extra_env)
        return env

    @property
    def my_shards(self) -> tuple[int, ...]:
        if self.shards is None:
            return tuple(range(self.server.shard_count))
        return self.shards

    def _ready(self) -> bool:
        synced = 0 not in self.my_shards or self.server.commands_synced.is_set()
        return synced and all(self.server.session(s).ready.is_set() for s in self.my_shards)

    async def start(self, timeout: float = 30.0) -> None:
        if 0 in self.my_shards:
            self.server.commands_synced.clear()
        self.server.disconnected(self.my_shards)
        self.starts += 1
        log = open(self.log_path, "a", encoding="utf-8")  # noqa: SIM115 - lives with the process
        log.write(f"\n===== start {self.starts} =====\n")
        log.flush()
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            cwd=self.workdir,
            env=self.env(),
            stdout=log,
            stderr=asyncio.subprocess.STDOUT,
        )
        log.close()
        deadline = time.monotonic() + timeout
        while not self._ready():
            if self.proc.returncode is not None:
                raise RuntimeError(
                    f"the bot exited with {self.proc.returncode}:\n{self.log_tail()}"
                )
            if time.monotonic() > deadline:
                raise TimeoutError(f"the bot did not connect:\n{self.log_tail()}")
            await asyncio.sleep(0.05)

    async def kill(self) -> None:
        """SIGKILL: no clean-up at all, like a crash or an OOM kill."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()
        self.server.disconnected(self.my_shards)

    async def stop(self) -> None:
        if self.proc is None or self.proc.returncode is not None:
            return
        self.proc.send_signal(signal.SIGINT)
        try:
            await asyncio.wait_for(self.proc.wait(), 10)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()

    def log_text(self) -> str:
        return self.log_path.read_text(encoding="utf-8") if self.log_path.exists() else ""

    def log_tail(self, lines: int = 60) -> str:
        return "\n".join(self.log_text().splitlines()[-lines:])

    def tracebacks(self) -> list[str]:
        text = self.log_text()
        return [chunk[:2000] for chunk in text.split("Traceback (most recent call last):")[1:]]


class Env:
    def __init__(self, server: FakeDiscord, bot: BotProcess) -> None:
        self.server = server
        self.bot = bot


@pytest.fixture
def bot_process() -> type[BotProcess]:
    """The bot-process class, for tests that run several (test modules cannot import
    conftest: four conftest.py files share the name)."""
    return BotProcess


@pytest.fixture
async def e2e(
    tmp_path: Path, request: pytest.FixtureRequest
) -> AsyncIterator[Callable[..., Awaitable[Env]]]:
    """``env = await e2e(guild_locale="cs", env={...})``: server started, bot connected."""
    made: list[Env] = []

    async def make(
        *,
        guild_locale: str = "en-US",
        env: dict[str, str] | None = None,
        seed: int = 0,
        users: list[tuple[str, str]] | None = None,
    ) -> Env:
        server = FakeDiscord(seed=seed, guild_locale=guild_locale)
        if server.openapi is None:
            warnings.warn(
                "OpenAPI description not found: REST requests are NOT validated "
                "(set DISCORD_OPENAPI_SPEC)",
                stacklevel=2,
            )
        for name, locale in users or []:
            server.add_user(name, locale)
        await server.start()
        # One render worker, not one per core: each bot start warms its workers up (every
        # game draws each kind of image), and the e2e tests start a bot per test, beside
        # another pytest worker's, on CI's two cores. The process pool is still the one
        # drawing; tests that need more workers or threads say so in ``env``.
        # PNG, not the bot's default WebP: the same pixels, a quarter of the encoding time,
        # which on one worker was a quarter of a long game's test (README, "Run the tests").
        # The tests that check what players receive ask for WebP (``IMAGE_FORMAT``).
        defaults = {"RENDER_WORKERS": "1", "IMAGE_FORMAT": "png"}
        bot = BotProcess(server, tmp_path, {**defaults, **(env or {})})
        made.append(Env(server, bot))
        await bot.start()
        return made[-1]

    yield make
    for env in made:
        await env.bot.stop()
        await env.server.stop()
    failed = getattr(request.node, "rep_call", None)
    if failed is not None and failed.failed:
        for env in made:
            print("----- bot log (tail) -----\n" + env.bot.log_tail(120))


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[Any]) -> Any:
    rep = yield
    setattr(item, "rep_" + rep.when, rep)
    return rep
