"""End-to-end: the bot process and its workers start and stop like a well-behaved program —
Ctrl+C while Discord cannot be reached ends it within seconds, SIGTERM (``docker stop``) is a
clean stop that leaks nothing, and no worker outlives a bot that was killed."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from harness import ROOT, Players
from test_e2e_game import check_clean, lobby_message_of

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e

LEAK = "leaked semaphore"
# Test only: a resolver that hangs on names ending in .unreachable, as a look-up of Discord's
# name does when the network is down (the bot's event loop asks for it in a thread).
SLOW_DNS = """
import socket, time
_real = socket.getaddrinfo
def _slow(host, *args, **kwargs):
    if isinstance(host, str) and host.endswith(".unreachable"):
        time.sleep(60)
        raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")
    return _real(host, *args, **kwargs)
socket.getaddrinfo = _slow
"""


def stat(pid: int) -> tuple[str, int, int] | None:
    """(state, parent pid, process group) of a process, None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return fields[0], int(fields[1]), int(fields[2])


def cmdline(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def living(pids: list[int]) -> list[int]:
    return [p for p in pids if (s := stat(p)) is not None and s[0] != "Z"]


def group(pgid: int) -> list[int]:
    """The living processes of a process group."""
    return [
        int(e)
        for e in os.listdir("/proc")
        if e.isdigit() and (s := stat(int(e))) is not None and s[2] == pgid and s[0] != "Z"
    ]


def children(pid: int) -> list[int]:
    return [
        int(e)
        for e in os.listdir("/proc")
        if e.isdigit() and (s := stat(int(e))) is not None and s[1] == pid and s[0] != "Z"
    ]


async def gone(pids: list[int], seconds: float) -> list[int]:
    """Waits up to ``seconds`` for the processes to end; those still running."""
    deadline = time.monotonic() + seconds
    while (alive := living(pids)) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    return alive


def kill_all(pids: list[int]) -> None:
    """Never leave a process behind when a test fails."""
    for pid in living(pids):
        os.kill(pid, signal.SIGKILL)


async def test_ctrl_c_while_discord_is_unreachable_stops_within_seconds(tmp_path: Path) -> None:
    """Discord's name cannot be looked up (the look-up hangs, as when the network is down):
    Ctrl+C, which reaches the whole process group, ends the bot and its workers at once."""
    dns = tmp_path / "slowdns"
    dns.mkdir()
    (dns / "sitecustomize.py").write_text(SLOW_DNS, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    env.update(
        PYTHONPATH=f"{dns}{os.pathsep}{ROOT}",
        DISCORD_TOKEN="abc.def.ghi",
        DISCORD_API_BASE="http://discord.unreachable/api/v10",
        DATABASE_URL=f"sqlite:///{tmp_path / 'bot.sqlite3'}",
        RENDER_WORKERS="2",
    )
    log_path = tmp_path / "bot.log"
    with open(log_path, "w", encoding="utf-8") as log:
        bot = subprocess.Popen(
            [sys.executable, "-m", "bot"],
            cwd=tmp_path,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, as in a terminal
        )
    try:
        deadline = time.monotonic() + 60
        while "logging in" not in log_path.read_text(encoding="utf-8"):
            assert bot.poll() is None and time.monotonic() < deadline, log_path.read_text()
            await asyncio.sleep(0.05)
        await asyncio.sleep(1.0)  # the look-up of discord.unreachable hangs in a thread
        everyone = group(bot.pid)
        assert len(everyone) >= 2, "the render workers run"
        started = time.monotonic()
        os.killpg(bot.pid, signal.SIGINT)
        while bot.poll() is None and time.monotonic() - started < 30:
            await asyncio.sleep(0.05)
        took = time.monotonic() - started
        assert bot.returncode == 0 and took < 5.0, f"exit {bot.returncode} after {took:.1f} s"
        assert await gone(everyone, 3.0) == [], "a worker outlived the bot"
        text = log_path.read_text(encoding="utf-8")
        assert LEAK not in text and "Traceback" not in text, text[-3000:]
    finally:
        if bot.poll() is None:
            bot.kill()
        kill_all(group(bot.pid))


async def test_sigterm_is_a_clean_stop_that_leaks_nothing(e2e: Any) -> None:
    """``docker stop`` and ``systemctl stop`` send SIGTERM: the bot stops as on Ctrl+C, its
    workers end and no multiprocessing resource is left for the tracker to clean up."""
    env: Env = await e2e(users=[("Alice", "en-US")])
    proc = env.bot.proc
    assert proc is not None
    family = children(proc.pid)
    assert family, "the render workers' forkserver and the resource tracker run"
    started = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    await asyncio.wait_for(proc.wait(), 10)
    took = time.monotonic() - started
    assert proc.returncode == 0 and took < 5.0, f"exit {proc.returncode} after {took:.1f} s"
    assert await gone(family, 3.0) == []
    await asyncio.sleep(0.5)  # the tracker writes its warning, if any, as it exits
    log = env.bot.log_text()
    assert LEAK not in log and "stopping" in log
    check_clean(env)


async def test_a_killed_bot_leaves_no_ai_worker_thinking(e2e: Any) -> None:
    """A strong AI thinks in a worker process (30 s a move here); the bot is SIGKILLed: the
    worker notices and ends within seconds instead of thinking on for nobody."""
    env: Env = await e2e(users=[("Alice", "en-US")], env={"AI_TIME_BUDGET_SECONDS": "30"})
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=4, game="bids")
    await players.slash("bids new", users[0], {"max_players": 2, "rounds": 3})
    for verb in ("ai-strong", "start"):
        message = lobby_message_of(players)
        cid = next(c for c in message.custom_ids() if c.endswith(":" + verb))
        await players.answered(await server.click(users[0], message, cid))
    proc = env.bot.proc
    assert proc is not None
    workers: list[int] = []
    deadline = time.monotonic() + 30
    while not workers:  # the AI's secret bid: a worker process thinks
        assert time.monotonic() < deadline, "no AI worker started"
        workers = [
            p
            for p in children(proc.pid)
            if "multiprocessing.spawn" in cmdline(p) and (stat(p) or ("",))[0] == "R"
        ]
        await asyncio.sleep(0.1)
    try:
        await env.bot.kill()
        assert await gone(workers, 5.0) == [], "the AI worker outlived the bot"
    finally:
        kill_all(workers)


async def test_clearing_dev_guild_id_removes_the_servers_own_commands(e2e: Any) -> None:
    """With DEV_GUILD_ID the commands are registered in that server only; once it is cleared
    they are registered globally, and the server's own copies are removed (else the server
    would list every command twice)."""
    env: Env = await e2e(users=[("Alice", "en-US")])
    server = env.server
    assert {c["name"] for c in server.commands[server.guild_id]} >= {"hadara", "help"}
    assert server.commands.get("global", []) == []
    await env.bot.stop()
    env.bot.extra_env["DEV_GUILD_ID"] = ""
    await env.bot.start()
    assert server.commands[server.guild_id] == [], "the server's copies were removed"
    assert {c["name"] for c in server.commands["global"]} >= {"hadara", "help"}
    # The next start without it changes nothing in that server.
    await env.bot.stop()
    server.commands[server.guild_id] = [{"name": "left-alone", "id": "1"}]
    await env.bot.start()
    assert server.commands[server.guild_id] == [{"name": "left-alone", "id": "1"}]
    check_clean(env)
