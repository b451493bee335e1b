"""The render pool: threads or worker processes, one render per key, dead workers replaced,
the event loop free while images are drawn; the picklable translator; RENDER_WORKERS."""

from __future__ import annotations

import asyncio
import gc
import io
import multiprocessing
import os
import pickle
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor, Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot import i18n, render_pool
from bot.config import ConfigError, default_render_workers, load_settings
from bot.render_pool import BUSY_TRIM_RENDERS, IdleTrim, RenderPool, _processes
from render.hadara import render_prompt, render_table
from render.hadara.samples import positions

NAMES = ["Ann", "Bořek", "Дмитрий"]
NO_DOTENV = Path("/nonexistent/.env")
ROOT = Path(__file__).resolve().parents[2]


# Module-level, so that worker processes can unpickle them.


def translations(t: i18n.Translate, ids: list[str], count: int) -> bytes:
    """What ``t`` says for ``ids`` (with a variable), as bytes: a render function's shape."""
    return "\n".join(t(m, count=count, name="Ann") for m in ids).encode()


def slow_once_per_call(log: str, pause: float) -> bytes:
    """Notes each call in a file (any process), then takes a while."""
    with open(log, "a", encoding="utf-8") as f:
        f.write(f"{os.getpid()}\n")
    time.sleep(pause)
    return b"drawn"


def die_the_first_time(marker: str) -> bytes:
    """Kills its worker process the first time (the marker file is left behind), then works."""
    if not os.path.exists(marker):
        Path(marker).write_text("died", encoding="utf-8")
        os.kill(os.getpid(), signal.SIGKILL)
    return f"drawn by {os.getpid()}".encode()


def die_always() -> bytes:
    os._exit(3)


KEPT: list[bytearray] = []


def fragment_heap(megabytes: int) -> bytes:
    """Frees ``megabytes`` of 64 KiB heap blocks with a live 1 KiB block after each (so the
    freed pages are not at the top of the heap and only malloc_trim gives them back); returns
    the RSS after freeing."""
    blocks = []
    for _ in range(megabytes * 16):
        blocks.append(bytearray(64 * 1024))
        KEPT.append(bytearray(1024))
    del blocks
    return str(rss_kb()).encode()


def rss_kb() -> int:
    with open(f"/proc/{os.getpid()}/status", encoding="ascii") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS"))


def worker_rss() -> bytes:
    return str(rss_kb()).encode()


def warm_state() -> bytes:
    """In a worker: whether its forkserver warmed up, how many catalogues it has, and whether
    the objects it inherited are frozen out of the garbage collector's reach."""
    from bot import i18n, render_pool

    loaded = i18n.catalog.cache_info().currsize
    return f"{render_pool.preloaded()} {loaded} {gc.get_freeze_count() > 0}".encode()


def fail(message: str) -> bytes:
    raise ValueError(message)


def hold_the_gil(letters: int) -> bytes:
    """Catastrophic backtracking in one C call that never releases the GIL (~0.5 s at 24)."""
    assert re.match(r"(a+)+$", "a" * letters + "b") is None
    return b"done"


def niceness() -> bytes:
    return str(os.getpriority(os.PRIO_PROCESS, 0)).encode()


async def render(pool: RenderPool, version: int, fn: Callable[..., bytes], *args: Any) -> bytes:
    return await pool.render("g1", version, None, "test", "en-US", fn, *args)


@pytest.fixture
async def processes() -> AsyncIterator[RenderPool]:
    """One worker process, started lazily by the first render."""
    pool = RenderPool(processes=1)
    yield pool
    await pool.aclose()


@pytest.fixture
async def threads() -> AsyncIterator[RenderPool]:
    pool = RenderPool(max_workers=2)
    yield pool
    await pool.aclose()


@pytest.fixture(params=["threads", "processes"])
async def pool(request: pytest.FixtureRequest) -> AsyncIterator[RenderPool]:
    """Each mode in turn: two threads, or one worker process."""
    made = RenderPool(max_workers=2) if request.param == "threads" else RenderPool(processes=1)
    yield made
    await made.aclose()


class CountingExecutor(Executor):
    """Wraps an executor and counts what is submitted to it."""

    def __init__(self, inner: Executor) -> None:
        self.inner = inner
        self.submitted = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.submitted += 1
        return self.inner.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.inner.shutdown(wait=wait, cancel_futures=cancel_futures)

    @property
    def _processes(self) -> Any:  # so that aclose() still finds the workers
        return getattr(self.inner, "_processes", None)


def count(pool: RenderPool) -> CountingExecutor:
    counting = CountingExecutor(pool._executor)
    pool._executor = counting
    return counting


# ------------------------------------------------------------------------- the translator


def test_the_translator_pickles_to_its_locale_only() -> None:
    t = i18n.catalog().translator("cs")
    data = pickle.dumps(t)
    assert len(data) < 200, "the catalogue must not travel with the translator"
    back = pickle.loads(data)
    assert isinstance(back, i18n.Translator) and back.locale == "cs"
    for mid in ("btn-pass", "card-1b01", "no-such-message"):
        assert back(mid) == t(mid)
    assert back("btn-pass") == "Pas"
    # A Discord locale is resolved when the translator is made, and stays resolved.
    assert pickle.loads(pickle.dumps(i18n.translator_for("en-GB"))).locale == "en-US"
    # A game's translator keeps its game (the catalogue namespace the renderer reads).
    for game, mid in (("hadara", "card-1b01"), ("bids", "bids-name")):
        mine = i18n.catalog().translator("pl", game)
        data = pickle.dumps(mine)
        assert len(data) < 200
        again = pickle.loads(data)
        assert (again.locale, again.game) == ("pl", game)
        assert again(mid) == mine(mid) != mid
        assert again("btn-back") == mine("btn-back")  # the host's messages too


def test_the_translator_keeps_its_catalogue_in_process() -> None:
    custom = i18n.Catalog()
    t = custom.translator("pl")
    assert t.catalog is custom and t.locale == "pl"
    assert t("btn-pass") == custom.format("pl", "btn-pass")
    # Across a pickle it speaks the default catalogues (documented).
    assert pickle.loads(pickle.dumps(t)).catalog is i18n.catalog()


async def test_the_translator_says_the_same_in_a_worker(processes: RenderPool) -> None:
    ids = sorted(i18n.catalog().all_ids(["en-US"]))[:200]
    for locale in ("cs", "ru"):
        t = i18n.catalog().translator(locale)
        here = translations(t, ids, 3)
        there = await processes.render("g", 1, None, "t", locale, translations, t, ids, 3)
        assert there == here
        assert len(set(here.decode().splitlines())) > 100  # real, varied texts


# ------------------------------------------------------------------------- rendering


async def test_processes_draw_the_same_bytes_as_threads(
    processes: RenderPool, threads: RenderPool
) -> None:
    pos = positions(3, "basic", 1)["mid"]
    t = i18n.catalog().translator("cs")
    for kind, fn, args in (
        ("table", render_table, (pos.spectator, t, NAMES)),
        ("prompt", render_prompt, (pos.seat_view, t, NAMES, pos.actions)),
    ):
        in_threads = await threads.render("g", 7, pos.seat, kind, "cs", fn, *args)
        in_processes = await processes.render("g", 7, pos.seat, kind, "cs", fn, *args)
        assert in_processes[:8] == b"\x89PNG\r\n\x1a\n"
        assert in_processes == in_threads
    assert processes.replaced == 0


async def test_images_of_every_move_are_webp_when_asked_and_the_others_png() -> None:
    """IMAGE_FORMAT=webp: the table and prompts (sent with every move) are lossless WebP of the
    same pixels as the PNG, in fewer bytes, in worker processes as in threads; a score sheet
    or any other kind stays PNG."""
    from PIL import Image

    from render.text import is_webp

    pos = positions(3, "basic", 1)["mid"]
    t = i18n.catalog().translator("pl")
    args = (pos.spectator, t, NAMES)
    png_pool = RenderPool(max_workers=1)
    webp_threads = RenderPool(max_workers=2, image_format="webp")
    webp_processes = RenderPool(processes=1, image_format="webp")
    try:
        png = await png_pool.render("g", 1, None, "table", "pl", render_table, *args)
        webp = await webp_threads.render("g", 1, None, "table", "pl", render_table, *args)
        again = await webp_processes.render("g", 1, None, "table", "pl", render_table, *args)
        other = await webp_threads.render("g", 1, None, "scores", "pl", render_table, *args)
    finally:
        for pool in (png_pool, webp_threads, webp_processes):
            await pool.aclose()
    assert is_webp(webp) and webp == again and not is_webp(png) and other == png
    assert len(webp) < len(png)
    with Image.open(io.BytesIO(png)) as a, Image.open(io.BytesIO(webp)) as b:
        assert a.convert("RGB").tobytes() == b.convert("RGB").tobytes()
    with pytest.raises(ValueError, match="image_format"):
        RenderPool(image_format="gif")


def _image_after(seconds: float, shade: int) -> bytes:
    """A small image encoded in the format the render asks for, ``seconds`` late."""
    from PIL import Image

    from render.text import encode_png

    time.sleep(seconds)
    return encode_png(Image.new("RGB", (120, 120), (shade, 90, 160)))


async def test_webp_gives_way_to_png_while_the_workers_have_work_ahead() -> None:
    """An image of every move is PNG (a third of WebP's time) while the drawing other moves
    already asked for would keep each worker busy beyond WAIT_BUDGET, and WebP again once that
    work is done: the decision reads the work waiting now, not past delays."""
    from bot.render_pool import WAIT_BUDGET
    from render.text import is_webp

    pool = RenderPool(max_workers=1, image_format="webp")
    slow = WAIT_BUDGET * 2
    try:
        # Alone: WebP, and the pool learns that such a table takes `slow` seconds.
        first = await pool.render("g", 1, None, "table", "en-US", _image_after, slow, 1)
        assert pool.expected("table", "webp") == pytest.approx(slow, abs=0.1)
        # Two moves asked for at once: the second's would wait `slow` behind the first's.
        both = await asyncio.gather(
            pool.render("g", 2, None, "table", "en-US", _image_after, slow, 2),
            pool.render("h", 7, 0, "prompt", "en-US", _image_after, 0.0, 3),
        )
        assert pool.ahead == 0.0 and pool.ahead_of == {}
        # Nothing ahead again: WebP.
        again = await pool.render("g", 3, None, "table", "en-US", _image_after, 0.0, 4)
        sheet = await pool.render("g", 9, None, "scores", "en-US", _image_after, 0.0, 9)
    finally:
        await pool.aclose()
    formats = ["webp" if is_webp(i) else "png" for i in (first, *both, again)]
    assert formats == ["webp", "webp", "png", "webp"]
    assert pool.fast == 1
    assert not is_webp(sheet)  # never WebP: not an image of every move


async def test_one_moves_burst_on_a_quiet_machine_stays_webp() -> None:
    """A five-player move asks for its table and five prompts at once: at the drawing times
    measured on a quiet machine (docs/scale.md) that is within the budget, all WebP."""
    from render.text import is_webp

    pool = RenderPool(max_workers=2, image_format="webp")
    pool.cost = {("table", "webp"): 0.094, ("prompt", "webp"): 0.033}
    try:
        images = await asyncio.gather(
            pool.render("g", 1, None, "table", "en-US", _image_after, 0.0, 1),
            *(
                pool.render("g", 1, seat, "prompt", "en-US", _image_after, 0.0, seat)
                for seat in range(5)
            ),
        )
    finally:
        await pool.aclose()
    assert all(is_webp(i) for i in images) and pool.fast == 0


async def test_a_moves_own_images_do_not_count_against_each_other() -> None:
    """A move's table and prompts (one game and version) are decided against the other moves'
    drawing only: alone, each of them WebP however long the first takes; behind another game's
    backlog, all of them PNG."""
    from bot.render_pool import WAIT_BUDGET
    from render.text import is_webp

    pool = RenderPool(max_workers=1, image_format="webp")
    slow = WAIT_BUDGET * 3
    pool.cost = {("table", "webp"): slow, ("prompt", "webp"): slow}
    try:
        alone = await asyncio.gather(
            pool.render("g", 1, None, "table", "en-US", _image_after, 0.0, 1),
            *(pool.render("g", 1, s, "prompt", "en-US", _image_after, 0.0, s) for s in range(3)),
        )
        assert pool.fast == 0 and pool.ahead_of == {}
        # Another game's table first (WebP: nothing ahead), then this game's next move.
        backlog = asyncio.ensure_future(
            pool.render("h", 1, None, "table", "en-US", _image_after, 0.0, 5)
        )
        await asyncio.sleep(0)
        behind = [
            asyncio.ensure_future(pool.render("g", 2, s, kind, "en-US", _image_after, 0.0, 6))
            for s, kind in ((None, "table"), (0, "prompt"))
        ]
        await asyncio.sleep(0)
        assert set(pool.ahead_of) == {("h", 1), ("g", 2)}
        first, *later = await asyncio.gather(backlog, *behind)
    finally:
        await pool.aclose()
    assert all(is_webp(i) for i in alone)
    assert is_webp(first) and not any(is_webp(i) for i in later)
    assert pool.fast == 2 and pool.ahead == 0.0 and pool.ahead_of == {}


async def test_a_cache_hit_does_not_touch_the_executor(pool: RenderPool, tmp_path: Path) -> None:
    executor = count(pool)
    log = str(tmp_path / "calls")
    first = await render(pool, 1, slow_once_per_call, log, 0.0)
    assert executor.submitted == 1
    for _ in range(3):
        assert await render(pool, 1, slow_once_per_call, log, 0.0) == first
    assert executor.submitted == 1 and pool.cache.hits == 3 and pool.cache.misses == 1
    await render(pool, 2, slow_once_per_call, log, 0.0)  # another version: another image
    assert executor.submitted == 2
    assert len(Path(log).read_text().splitlines()) == 2


async def test_concurrent_requests_for_one_key_render_once(
    pool: RenderPool, tmp_path: Path
) -> None:
    log = str(tmp_path / "calls")
    same = [render(pool, 5, slow_once_per_call, log, 0.3) for _ in range(3)]
    other = render(pool, 6, slow_once_per_call, log, 0.3)
    results = await asyncio.gather(*same, other)
    assert results == [b"drawn"] * 4
    assert len(Path(log).read_text().splitlines()) == 2, "one render per key"
    assert pool.joined == 2 and pool.cache.misses == 2
    assert not pool._inflight


async def test_a_caller_giving_up_does_not_cancel_the_shared_render(
    threads: RenderPool, tmp_path: Path
) -> None:
    log = str(tmp_path / "calls")
    impatient = asyncio.ensure_future(render(threads, 1, slow_once_per_call, log, 0.3))
    patient = asyncio.ensure_future(render(threads, 1, slow_once_per_call, log, 0.3))
    await asyncio.sleep(0.05)
    impatient.cancel()
    assert await patient == b"drawn"
    assert impatient.cancelled()


async def test_render_errors_reach_every_caller_and_are_not_cached(pool: RenderPool) -> None:
    outcomes = await asyncio.gather(
        render(pool, 1, fail, "no such card"),
        render(pool, 1, fail, "no such card"),
        return_exceptions=True,
    )
    assert [type(o) for o in outcomes] == [ValueError, ValueError]
    assert "no such card" in str(outcomes[0])
    assert len(pool.cache) == 0 and not pool._inflight
    with pytest.raises(ValueError):
        await render(pool, 1, fail, "again")  # rendered again, not remembered
    assert pool.replaced == 0


# ------------------------------------------------------------------------- worker processes


async def test_a_dead_worker_is_replaced_and_the_render_retried(
    processes: RenderPool, tmp_path: Path
) -> None:
    marker = tmp_path / "died"
    png = await asyncio.wait_for(render(processes, 1, die_the_first_time, str(marker)), 60)
    assert marker.read_text() == "died"
    assert png.startswith(b"drawn by ") and processes.replaced == 1
    # The new workers keep working, and only the broken executor was dropped.
    assert await render(processes, 2, die_the_first_time, str(marker)) != b""
    assert processes.replaced == 1


async def test_a_worker_dying_twice_raises_and_the_pool_recovers(processes: RenderPool) -> None:
    with pytest.raises(BrokenProcessPool):
        await asyncio.wait_for(render(processes, 1, die_always), 60)
    assert processes.replaced == 2  # the first executor, then the one of the retry
    assert not processes._inflight
    assert await asyncio.wait_for(render(processes, 2, niceness), 60) != b""


async def test_the_event_loop_keeps_ticking_during_a_heavy_render(
    processes: RenderPool, threads: RenderPool
) -> None:
    async def ticks_while(pool: RenderPool, version: int) -> tuple[int, float]:
        render_task = asyncio.ensure_future(render(pool, version, hold_the_gil, 24))
        started, ticks = time.perf_counter(), 0
        while not render_task.done():
            await asyncio.sleep(0.01)
            ticks += 1
        assert await render_task == b"done"
        return ticks, time.perf_counter() - started

    await render(processes, 0, niceness)  # the worker is up
    ticks, took = await ticks_while(processes, 1)
    assert took > 0.2, "the render must be heavy enough to matter"
    assert ticks >= 10, f"only {ticks} ticks of 10 ms in {took:.2f} s"
    # The same render in a thread holds the GIL the event loop needs: the measure can fail.
    thread_ticks, thread_took = await ticks_while(threads, 2)
    assert thread_ticks < min(10, ticks), f"{thread_ticks} ticks in {thread_took:.2f} s"


async def test_start_warms_every_worker_at_lower_priority() -> None:
    pool = RenderPool(processes=2)
    try:
        await asyncio.wait_for(pool.start(), 120)
        workers = _processes(pool._executor)
        assert len(workers) == 2 and all(p.is_alive() for p in workers)
        expected = min(19, os.getpriority(os.PRIO_PROCESS, 0) + 10)
        for p in workers:
            assert os.getpriority(os.PRIO_PROCESS, p.pid) == expected
            os.kill(p.pid, signal.SIGINT)  # Ctrl+C in the terminal: the bot decides
        assert await render(pool, 1, niceness) == str(expected).encode()
        assert pool.replaced == 0 and all(p.is_alive() for p in workers)
        executor = count(pool)
        await pool.start()  # already warm: quick answers, and no new process
        assert executor.submitted >= 2 and _processes(executor.inner) == workers
    finally:
        await pool.aclose()
    assert not any(p.is_alive() for p in workers)


def test_warm_draws_every_registered_game_in_its_own_catalogue(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A worker is warmed by every game's renderer, each with its game's translator."""
    import bot.games
    from bot import render_pool

    seen: list[tuple[str, str | None, str]] = []

    def recorder(name: str, mid: str) -> Callable[[i18n.Translate], None]:
        def warm(t: i18n.Translate) -> None:
            assert isinstance(t, i18n.Translator)
            seen.append((t.locale, t.game, t(mid)))

        return warm

    games = [
        replace(p, renderer=replace(p.renderer, warm=recorder(name, mid)))
        for name, mid in (("hadara", "card-1b01"), ("bids", "bids-name"))
        for p in [bot.games.plugin(name)]
    ]
    monkeypatch.setattr(bot.games, "registry", lambda: bot.games.Registry(games))
    render_pool.warm()
    assert [(loc, game) for loc, game, _text in seen] == [("en-US", "hadara"), ("en-US", "bids")]
    assert seen[0][2] == "Ink Maker" and seen[1][2] != "bids-name"


def test_idle_trim_comes_once_after_each_busy_spell_and_during_long_ones() -> None:
    idle = IdleTrim(renders=3)
    checks = [3, 3, 5, 9, 9, 9, 10, 10, 10]  # the render count at each check
    assert [idle.due(n) for n in checks] == [False, False, False, False, True] + [False] * 2 + [
        True,
        False,
    ]
    busy = [10 + BUSY_TRIM_RENDERS - 1, 10 + BUSY_TRIM_RENDERS, 20 + 2 * BUSY_TRIM_RENDERS]
    assert [idle.due(n) for n in busy] == [False, True, True]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
async def test_a_worker_gives_freed_memory_back_when_idle() -> None:
    pool = RenderPool(processes=1, idle_trim=0.2)
    try:
        await asyncio.wait_for(pool.start(), 120)
        after_free = int((await pool._run(fragment_heap, (64,), {}))[0])
        await asyncio.sleep(1.0)  # a few idle checks
        later = int((await pool._run(worker_rss, (), {}))[0])
        assert after_free - later > 40 * 1024, (after_free, later)
    finally:
        await pool.aclose()


async def test_workers_start_warm_from_the_forkserver(processes: RenderPool) -> None:
    """The forkserver loads the catalogues and draws once (bot.render_preload) before it forks
    the workers, which then share those pages instead of loading their own."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        pytest.skip("no forkserver here")
    await asyncio.wait_for(processes.start(), 120)
    assert (await processes._run(warm_state, (), {}))[0] == b"True 1 True"
    assert not render_pool.preloaded()  # this process never imported the preload module


async def test_thread_mode_starts_without_processes(threads: RenderPool) -> None:
    await threads.start()
    assert threads.mode == "2 threads" and _processes(threads._executor) == []
    assert RenderPool(processes=3).mode == "3 processes"
    with pytest.raises(ValueError):
        RenderPool(processes=-1)


async def test_a_closed_pool_refuses_renders_and_never_waits(
    processes: RenderPool, tmp_path: Path
) -> None:
    log = str(tmp_path / "calls")
    busy = asyncio.ensure_future(render(processes, 1, slow_once_per_call, log, 1.0))
    while not Path(log).exists():  # the worker is drawing
        await asyncio.sleep(0.01)
    workers = _processes(processes._executor)
    started = time.perf_counter()
    processes.close()
    assert time.perf_counter() - started < 0.5
    with pytest.raises(RuntimeError):
        await render(processes, 2, niceness)
    await processes.aclose(grace=5)
    assert not any(p.is_alive() for p in workers)
    await asyncio.gather(busy, return_exceptions=True)


# Set at run time in this process only: a worker forked from it would see it.
SET_IN_THE_BOT: dict[str, bool] = {}


def forked_from_the_bot() -> bytes:
    return str(bool(SET_IN_THE_BOT)).encode()


async def test_workers_are_not_forked_from_the_bot(processes: RenderPool) -> None:
    SET_IN_THE_BOT["here"] = True
    try:
        assert await render(processes, 1, forked_from_the_bot) == b"False"
    finally:
        SET_IN_THE_BOT.clear()
    assert all(p.pid != os.getpid() for p in _processes(processes._executor))


KILLED_BOT = """
import asyncio, os, signal
from bot.render_pool import BUSY_TRIM_RENDERS, IdleTrim, RenderPool, _processes

async def main():
    pool = RenderPool(processes=2)
    await pool.start()
    print(" ".join(str(p.pid) for p in _processes(pool._executor)), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)

asyncio.run(main())
"""


def test_workers_exit_when_the_bot_is_killed() -> None:
    """A SIGKILLed bot cannot stop its workers; they notice and leave by themselves."""
    bot = subprocess.Popen(
        [sys.executable, "-c", KILLED_BOT],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    out = bot.stdout
    assert out is not None
    line: list[str] = []
    # The workers inherit the pipe: read one line (with a limit), never up to the end.
    reader = threading.Thread(target=lambda: line.append(out.readline()), daemon=True)
    reader.start()
    reader.join(120)
    out.close()
    pids = [int(p) for p in line[0].split()] if line else []
    assert bot.wait(60) == -signal.SIGKILL
    assert len(pids) == 2
    deadline = time.monotonic() + 10
    alive = pids
    while alive and time.monotonic() < deadline:
        time.sleep(0.05)
        alive = [p for p in pids if _running(p)]
    for pid in alive:  # do not leave them behind when the test fails
        os.kill(pid, signal.SIGKILL)
    assert not alive, f"render workers {alive} outlived the bot"


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


# ------------------------------------------------------------------------- RENDER_WORKERS


def test_render_workers_default_to_the_cores_up_to_four() -> None:
    s = load_settings({"DISCORD_TOKEN": "t"}, NO_DOTENV)
    assert s.render_workers == default_render_workers()
    assert 1 <= s.render_workers <= min(4, os.cpu_count() or 1)
    assert f"render_workers={s.render_workers}" in s.redacted()


@pytest.mark.parametrize(("raw", "expected"), [("0", 0), ("1", 1), (" 3 ", 3), ("32", 32)])
def test_render_workers_setting(raw: str, expected: int) -> None:
    s = load_settings({"DISCORD_TOKEN": "t", "RENDER_WORKERS": raw}, NO_DOTENV)
    assert s.render_workers == expected


@pytest.mark.parametrize("raw", ["-1", "two", "1.5", "33"])
def test_bad_render_workers_is_one_sentence(raw: str) -> None:
    with pytest.raises(ConfigError) as info:
        load_settings({"DISCORD_TOKEN": "t", "RENDER_WORKERS": raw}, NO_DOTENV)
    text = str(info.value)
    assert "RENDER_WORKERS" in text and "\n" not in text and text.endswith(".")


def test_env_example_explains_render_workers() -> None:
    text = (ROOT / ".env.example").read_text(encoding="utf-8")
    assert "\nRENDER_WORKERS=\n" in text
