"""What holds memory in a running bot and its render workers, on demand.

Off unless ``MEMORY_PROBE_DIR`` names a directory (``tests/perf/memory_breakdown.py`` sets it).
Then the bot process and each render worker (from the point where they install the probe:
after start-up, after warming up) answer SIGUSR2 by writing
``<role>-<pid>-<n>.json`` there: RSS, and

- with ``MEMORY_PROBE_FRAMES=N`` (tracemalloc tracing N frames from then on), the bytes
  allocated by each source line, attributed to the innermost frame in the project's code
  (``bot/``, ``render/``, ``rules/``) so that a dict grown by the store, say, is counted at
  the store's line, not in ``json``;
- the deep size of each named structure (:func:`deep_size`): the bot's containers of games,
  messages, images and users (``roots`` given by the caller) and every ``functools.lru_cache``
  of the project's modules, with its entry count. Image caches also count Pillow's pixel
  buffers, which tracemalloc does not see.

A structure is counted once: what an earlier root reached is not counted again. After the
named structures come the running tasks (``task <coroutine>``: the locals of every frame of
each task's chain of awaits, which is where a game read for a click or drawn for a table sits
while it is handled), then, with ``MEMORY_PROBE_CENSUS=1``, a census of every object the
collector tracks that no structure or task reached, by type (``census``: count and bytes,
strings, bytes and numbers they hold included) with, for the types holding most, the chain of
referrers of one instance up to something named (``owners``): what holds memory that no named
structure owns. Before all that, the census finds (by a full collection, which frees them) the
objects in reference cycles that nothing reaches any more (``garbage``, by type): memory that
waits for the collector.

Beside the structures, each report says where the process's memory sits (:func:`memory`):
its ``/proc/self/smaps_rollup`` (PSS, private and shared pages: a forked render worker's RSS
counts the pages it still shares with the forkserver, its PSS a share of them), glibc's heap
(``mallinfo2``: bytes in use, free but kept, in mmapped chunks, and the number of arenas from
``malloc_info``) and Python's small-object allocator (``sys._debugmallocstats``: its arenas,
the bytes in blocks in use and free). The two allocators' free bytes are memory a process
keeps after what used it is gone: fragmentation, not a structure.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import gc
import json
import os
import re
import signal
import sys
import tempfile
import threading
import tracemalloc
import types
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

ENV = "MEMORY_PROBE_DIR"
# Frames of tracemalloc tracing started by install() (0 or unset: no tracing).
TRACE_ENV = "MEMORY_PROBE_FRAMES"
# "0": reports say where the memory sits (memory()) but walk no structure. A walk touches
# every object it measures, which writes their reference counts: in a render worker that
# copies the pages it shared with the forkserver, and so changes what it measures.
WALK_ENV = "MEMORY_PROBE_WALK"
# "1": reports also take a census of the objects no structure reached (see census()).
CENSUS_ENV = "MEMORY_PROBE_CENSUS"
ROOT = Path(__file__).absolute().parents[1]
PACKAGES = ("bot", "render", "rules")
# Walking never enters these: code, modules and classes are shared by every game.
_OPAQUE = (
    types.ModuleType,
    type,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.MethodType,
    types.CodeType,
    types.FrameType,
    types.CoroutineType,
    types.GeneratorType,
    asyncio.AbstractEventLoop,
    threading.Thread,
)

_count = 0


def rss_kb() -> int:
    """This process's resident set, in KB (0 where /proc is missing)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def kb_fields(text: str) -> dict[str, int]:
    """``Name:  123 kB`` lines (``/proc/*/status``, ``smaps_rollup``) as ``{name: KB}``."""
    out: dict[str, int] = {}
    for line in text.splitlines():
        name, _, rest = line.partition(":")
        parts = rest.split()
        if len(parts) == 2 and parts[1] == "kB" and parts[0].isdigit():
            out[name.strip()] = int(parts[0])
    return out


def smaps_rollup(pid: int | str = "self") -> dict[str, int]:
    """A process's ``/proc/PID/smaps_rollup`` in KB (Rss, Pss, Pss_Anon, Private_Dirty,
    Shared_Clean, Anonymous, …); empty where it cannot be read."""
    try:
        return kb_fields(Path(f"/proc/{pid}/smaps_rollup").read_text())
    except OSError:
        return {}


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",  # bytes the heap's arenas took from the system (brk and mmapped heaps)
            "ordblks",  # free chunks
            "smblks",
            "hblks",  # chunks mmapped on their own (large allocations)
            "hblkhd",  # bytes in them
            "usmblks",
            "fsmblks",
            "uordblks",  # bytes in use in the arenas
            "fordblks",  # bytes free in the arenas (kept, not given back)
            "keepcost",  # of which at the top of the main heap (what a trim at the top frees)
        )
    ]


def _libc() -> Any:
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None


_LIBC = _libc()


def mallinfo() -> dict[str, int] | None:
    """glibc's heap totals over every arena (``mallinfo2``), in bytes: ``in_use``, ``free``
    (kept in the arenas), ``arenas_system`` (what the arenas took from the system), ``mmapped``
    (large blocks mapped on their own), ``top_free`` (trimmable at the top of the main heap).
    None where the C library has no ``mallinfo2`` (glibc < 2.33, musl, macOS)."""
    fn = getattr(_LIBC, "mallinfo2", None)
    if fn is None:
        return None
    fn.restype = _MallInfo2
    fn.argtypes = []
    info = fn()
    return {
        "in_use": int(info.uordblks),
        "free": int(info.fordblks),
        "arenas_system": int(info.arena),
        "mmapped": int(info.hblkhd),
        "top_free": int(info.keepcost),
    }


def malloc_arenas() -> int | None:
    """How many malloc arenas glibc has made in this process (one per thread that allocated
    at once with another, up to ``MALLOC_ARENA_MAX``, by default 8 per core); each keeps its
    own free memory. None where ``malloc_info`` is missing."""
    libc = _LIBC
    if libc is None or not hasattr(libc, "malloc_info") or not hasattr(libc, "open_memstream"):
        return None
    buffer, size = ctypes.c_char_p(), ctypes.c_size_t()
    libc.open_memstream.restype = ctypes.c_void_p
    libc.open_memstream.argtypes = [
        ctypes.POINTER(ctypes.c_char_p),
        ctypes.POINTER(ctypes.c_size_t),
    ]
    libc.malloc_info.argtypes = [ctypes.c_int, ctypes.c_void_p]
    libc.fclose.argtypes = [ctypes.c_void_p]
    libc.free.argtypes = [ctypes.c_void_p]
    stream = libc.open_memstream(ctypes.byref(buffer), ctypes.byref(size))
    if not stream:
        return None
    libc.malloc_info(0, stream)
    libc.fclose(stream)
    try:
        xml = ctypes.string_at(buffer, size.value).decode("ascii", "replace")
    finally:
        libc.free(buffer)
    return count_heaps(xml)


def count_heaps(xml: str) -> int:
    """The arenas (``<heap nr=…>``) in ``malloc_info``'s XML."""
    return len(re.findall(r"<heap nr=", xml))


# The totals of sys._debugmallocstats() kept in a report, by the start of their line.
_PYMALLOC = {
    "# arenas allocated current": "arenas",
    "# bytes in allocated blocks": "in_use",
    "# bytes in available blocks": "free_blocks",
    "unused pools": "free_pools",
    "Total": "total",
}


def parse_pymalloc(text: str) -> dict[str, int]:
    """The totals of ``sys._debugmallocstats()``'s first part (before the free lists), in
    bytes (``arenas``: a count): ``total`` is what its arenas hold, ``in_use`` the objects'
    blocks, ``free_blocks`` and ``free_pools`` room kept for more."""
    out: dict[str, int] = {}
    for line in text.splitlines():
        label, equals, value = line.rpartition("=")
        if not equals:
            continue
        label = label.strip()
        for start, name in _PYMALLOC.items():
            if name not in out and start in label:
                out[name] = int(value.strip().replace(",", ""))
    return out


def pymalloc() -> dict[str, int]:
    """Python's small-object allocator, from ``sys._debugmallocstats()`` (which writes to the
    C stderr: it is sent to a file for the call)."""
    if not hasattr(sys, "_debugmallocstats"):
        return {}
    with tempfile.TemporaryFile() as out:
        sys.stderr.flush()
        saved = os.dup(2)
        try:
            os.dup2(out.fileno(), 2)
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        out.seek(0)
        return parse_pymalloc(out.read().decode("utf-8", "replace"))


def memory() -> dict[str, Any]:
    """Where this process's memory sits: see the module's docstring."""
    return {
        "smaps": smaps_rollup(),
        "malloc": mallinfo(),
        "malloc_arenas": malloc_arenas(),
        "pymalloc": pymalloc(),
    }


def _pixels(obj: Any) -> int:
    """Bytes of pixels a Pillow image holds (outside Python's allocator)."""
    if not type(obj).__module__.startswith("PIL."):
        return 0  # (and no getattr on objects that make up any attribute asked for)
    core = getattr(obj, "im", None)
    if core is None or not hasattr(obj, "getbands"):
        return 0
    bands = len(obj.getbands())
    per_pixel = 1 if bands == 1 and obj.mode in ("L", "P", "1") else 4
    return int(obj.width * obj.height * per_pixel)


def deep_size(
    roots: Iterable[Any], seen: set[int], stop: Callable[[Any], bool] | None = None
) -> tuple[int, int]:
    """(bytes, objects) reachable from ``roots`` that are not in ``seen`` (which grows), not
    entering code, modules, classes, tasks or what ``stop`` refuses. Pillow images add their
    pixel buffers."""
    total = objects = 0
    todo = list(roots)
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, _OPAQUE) or (stop is not None and stop(obj)):
            continue
        seen.add(id(obj))
        objects += 1
        try:
            total += sys.getsizeof(obj)
        except TypeError:
            continue
        total += _pixels(obj)
        if isinstance(obj, (str, bytes, int, float, bool)) or obj is None:
            continue
        todo.extend(gc.get_referents(obj))
    return total, objects


def lru_caches() -> dict[str, Any]:
    """Every ``functools.lru_cache`` at module level in the project's loaded modules."""
    found: dict[str, Any] = {}
    for name, module in list(sys.modules.items()):
        if module is None or name.split(".")[0] not in PACKAGES:
            continue
        for attr, value in list(vars(module).items()):
            if hasattr(value, "cache_info") and getattr(value, "__module__", None) == name:
                found[f"{name}.{attr}"] = value
    return found


def _lru_entries(fn: Any) -> list[Any]:
    # An lru_cache's referents are its entries' keys and results, then its own attributes.
    return [r for r in gc.get_referents(fn) if not isinstance(r, (type, types.FunctionType))]


def structures(
    roots: Mapping[str, Any],
    stop: Callable[[Any], bool] | None,
    seen: set[int] | None = None,
) -> dict[str, Any]:
    seen = set() if seen is None else seen
    out: dict[str, Any] = {}
    for name, root in roots.items():
        size, objects = deep_size([root], seen, stop)
        length = len(root) if hasattr(root, "__len__") else None
        out[name] = {"bytes": size, "objects": objects, "entries": length}
    for name, fn in lru_caches().items():
        size, objects = deep_size(_lru_entries(fn), seen, stop)
        info = fn.cache_info()
        out[f"lru {name}"] = {
            "bytes": size,
            "objects": objects,
            "entries": info.currsize,
            "max": info.maxsize,
            "hits": info.hits,
            "misses": info.misses,
        }
    for name, frames in task_roots().items():
        size, objects = deep_size(frames, seen, stop)
        row = out.setdefault(name, {"bytes": 0, "objects": 0, "entries": 0})
        row["bytes"] += size
        row["objects"] += objects
        row["entries"] += 1
    return out


def _awaited(coro: Any) -> list[Any]:
    """The frames' locals of a coroutine and of what it awaits, innermost last."""
    out: list[Any] = []
    while coro is not None and len(out) < 64:
        frame = getattr(coro, "cr_frame", None) or getattr(coro, "gi_frame", None)
        if frame is not None:
            out.append(frame.f_locals)
        coro = getattr(coro, "cr_await", None) or getattr(coro, "gi_yieldfrom", None)
    return out


def task_roots() -> dict[str, list[Any]]:
    """The locals of the running tasks' frames, by the name of each task's coroutine (empty
    outside a running event loop)."""
    try:
        tasks = asyncio.all_tasks()
    except RuntimeError:
        return {}
    roots: dict[str, list[Any]] = {}
    for task in tasks:
        coro = task.get_coro()
        name = getattr(coro, "__qualname__", type(coro).__name__)
        roots.setdefault(f"task {name}", []).extend(_awaited(coro))
    return roots


def type_name(obj: Any) -> str:
    kind = type(obj)
    module = kind.__module__
    return kind.__qualname__ if module == "builtins" else f"{module}.{kind.__qualname__}"


_ATOMS = (str, bytes, int, float)


def census(seen: set[int], samples: dict[str, Any] | None = None) -> dict[str, list[int]]:
    """``{type: [count, bytes]}`` of the objects the collector tracks (the start-up's, frozen
    by ``gc.freeze``, are not) that are not in ``seen``, each with the strings, bytes and
    numbers it refers to that nothing counted yet (adds what it counts to ``seen``; the first
    instance of each type counted goes into ``samples``)."""
    out: dict[str, list[int]] = {}
    seen.add(id(seen))
    if samples is not None:
        seen.add(id(samples))
    for obj in gc.get_objects():
        if id(obj) in seen or isinstance(obj, _OPAQUE):
            continue
        seen.add(id(obj))
        size = sys.getsizeof(obj) + _pixels(obj)
        for ref in gc.get_referents(obj):
            if isinstance(ref, _ATOMS) and id(ref) not in seen:
                seen.add(id(ref))
                size += sys.getsizeof(ref)
        name = type_name(obj)
        row = out.get(name)
        if row is None:
            row = out[name] = [0, 0]
            if samples is not None:
                samples[name] = obj
        row[0] += 1
        row[1] += size
    return out


def _instance_of(holder: Any) -> Any:
    """The object or module whose ``__dict__`` ``holder`` is, if any."""
    if not isinstance(holder, dict):
        return None
    return next(
        (r for r in gc.get_referrers(holder) if getattr(r, "__dict__", None) is holder), None
    )


def _by_type(objects: Iterable[Any]) -> dict[str, list[int]]:
    """``{type: [count, bytes]}`` of ``objects``, each with the strings, bytes and numbers it
    refers to (once)."""
    seen: set[int] = set()
    out: dict[str, list[int]] = {}
    for obj in objects:
        size = sys.getsizeof(obj)
        for ref in gc.get_referents(obj):
            if isinstance(ref, _ATOMS) and id(ref) not in seen:
                seen.add(id(ref))
                size += sys.getsizeof(ref)
        row = out.setdefault(type_name(obj), [0, 0])
        row[0] += 1
        row[1] += size
    return out


def garbage() -> dict[str, list[int]]:
    """``{type: [count, bytes]}`` of the objects in reference cycles that nothing reaches any
    more, which wait for a collection of the generation they are in (a full one, for those
    that lived long enough to reach the oldest): found by a full collection, which then frees
    them."""
    old = gc.get_debug()
    gc.set_debug(old | gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        out = _by_type(gc.garbage)
    finally:
        gc.garbage.clear()
        gc.set_debug(old)
    gc.collect()  # cycles still: the collection that frees them
    return out


def owner_chain(obj: Any, named: Mapping[int, str], ignore: set[int], depth: int = 8) -> list[str]:
    """Who holds ``obj``: the types of a chain of referrers up to a named structure, a module
    or ``depth`` steps, never back to an object already in the chain (a cycle). At each step
    the referrer taken is a named structure if one refers to it, else an instance's
    ``__dict__`` (named after the instance), else the first that is neither a frame, a
    closure's cell nor in ``ignore`` (the ids of this walk's own containers)."""
    chain: list[str] = []
    current = obj
    visited = {id(obj)}
    for _ in range(depth):
        holders = [
            r
            for r in gc.get_referrers(current)
            if id(r) not in ignore
            and id(r) not in visited
            and not isinstance(r, (types.FrameType, types.CellType))
        ]
        if not holders:
            break
        named_holder = next((r for r in holders if id(r) in named), None)
        if named_holder is not None:
            chain.append(named[id(named_holder)])
            break
        owned_by = [(r, _instance_of(r)) for r in holders if isinstance(r, dict)]
        instance = next((o for _, o in owned_by if o is not None), None)
        if isinstance(instance, types.ModuleType):
            chain.append(f"module {instance.__name__}")
            break
        holder = instance if instance is not None else holders[0]
        chain.append(named.get(id(holder), type_name(holder)))
        if id(holder) in named:
            break
        current = holder
        visited.add(id(holder))
        # This step's own lists would be referrers of the next object otherwise.
        del holders, owned_by, instance, named_holder, holder
    return chain


# Containers too common to name an owner by.
_PLAIN = {"dict", "list", "tuple", "set", "function", "cell"}


def owners(
    found: Mapping[str, list[int]],
    samples: Mapping[str, Any],
    named: Mapping[int, str],
    top: int = 10,
) -> dict[str, list[str]]:
    """The owner chain (:func:`owner_chain`) of the sample instance of each of the ``top``
    types holding most bytes in a census, plain containers aside."""
    ranked = sorted(found.items(), key=lambda kv: -kv[1][1])
    wanted = [n for n, _ in ranked if n not in _PLAIN and n in samples][:top]
    out: dict[str, list[str]] = {}
    ignore = {id(found), id(samples), id(named), id(out)}
    for name in wanted:
        out[name] = owner_chain(samples[name], named, ignore)
    return out


_PROJECT: dict[str, str | None] = {}


def _project_file(filename: str) -> str | None:
    """``filename`` relative to the repository when it is in one of :data:`PACKAGES`."""
    if filename not in _PROJECT:
        try:
            rel = Path(filename).relative_to(ROOT)
        except ValueError:
            rel = None
        _PROJECT[filename] = str(rel) if rel and rel.parts[0] in PACKAGES else None
    return _PROJECT[filename]


def _site(trace: tracemalloc.Trace) -> str:
    frames = list(trace.traceback)[::-1]  # a Traceback lists the oldest call first
    for frame in frames:
        rel = _project_file(frame.filename)
        if rel is not None:
            return f"{rel}:{frame.lineno}"
    top = frames[0] if frames else None
    return f"{top.filename}:{top.lineno}" if top else "?"


def sites() -> dict[str, int]:
    """Bytes traced per project source line (see the module's docstring)."""
    if not tracemalloc.is_tracing():
        return {}
    by_site: dict[str, int] = {}
    for trace in tracemalloc.take_snapshot().traces:
        site = _site(trace)
        by_site[site] = by_site.get(site, 0) + trace.size
    return by_site


def write(role: str, roots: Mapping[str, Any], stop: Callable[[Any], bool] | None) -> Path:
    global _count
    walk = os.environ.get(WALK_ENV, "1") != "0"
    _count += 1
    folder = Path(os.environ[ENV])
    seen: set[int] = set()
    census_on = walk and os.environ.get(CENSUS_ENV) == "1"
    # Before the walk: cyclic garbage is counted (and freed) apart from what is alive.
    cycles = garbage() if census_on else None
    report = {
        "role": role,
        "pid": os.getpid(),
        "n": _count,
        "rss_kb": rss_kb(),
        "memory": memory(),
        "traced": tracemalloc.get_traced_memory()[0] if tracemalloc.is_tracing() else None,
        "structures": structures(roots, stop, seen) if walk else {},
        "sites": sites() if walk else {},
    }
    if census_on:
        report["garbage"] = cycles
        samples: dict[str, Any] = {}
        found = census(seen, samples)
        report["census"] = found
        named = {id(root): name for name, root in roots.items()}
        report["owners"] = owners(found, samples, named)
        samples.clear()
    path = folder / f"{role}-{os.getpid()}-{_count}.json"
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(report), encoding="utf-8")
    tmp.replace(path)
    return path


Probe = Callable[[], tuple[Mapping[str, Any], Callable[[Any], bool] | None]]


def _nothing() -> tuple[Mapping[str, Any], None]:
    return {}, None


def install(role: str, probe: Probe = _nothing) -> bool:
    """Answer SIGUSR2 with a report when ``MEMORY_PROBE_DIR`` is set (else do nothing).
    ``probe`` is called at each report for the named structures to measure and a ``stop``
    naming objects not to walk into (see :func:`owned`)."""
    if not os.environ.get(ENV) or not hasattr(signal, "SIGUSR2"):
        return False

    def handle(_signum: int, _frame: Any) -> None:
        roots, stop = probe()
        write(role, roots, stop)

    frames = int(os.environ.get(TRACE_ENV) or 0)
    if frames > 0 and not tracemalloc.is_tracing():
        tracemalloc.start(frames)

    signal.signal(signal.SIGUSR2, handle)
    return True


_CONTAINERS = (dict, list, set, frozenset, tuple)


def owned(
    owner: Any, *, depth: int = 4, extra: Mapping[str, Any] | None = None
) -> tuple[dict[str, Any], Callable[[Any], bool]]:
    """The containers held by ``owner`` and by the objects of this project (and discord.py's
    connection state) it holds, ``depth`` attributes deep, named ``Class.attr``; and a ``stop``
    that keeps a walk from climbing back into those owners."""
    owners: dict[int, Any] = {}
    roots: dict[str, Any] = dict(extra or {})
    todo: list[tuple[Any, int]] = [(owner, 0)]
    while todo:
        obj, level = todo.pop(0)
        if id(obj) in owners:
            continue
        owners[id(obj)] = obj
        attrs = getattr(obj, "__dict__", None)
        if attrs is None:
            slots = [s for c in type(obj).__mro__ for s in getattr(c, "__slots__", ())]
            attrs = {s: getattr(obj, s) for s in slots if hasattr(obj, s)}
        for attr, value in attrs.items():
            module = type(value).__module__ or ""
            if isinstance(value, _CONTAINERS) or module.startswith("collections"):
                name = f"{type(obj).__name__}.{attr}"
                roots.setdefault(name if name not in roots else f"{name}#{id(obj)}", value)
            elif level < depth and module.split(".")[0] in (*PACKAGES, "discord"):
                todo.append((value, level + 1))
    return roots, lambda o: id(o) in owners


def fit(points: Iterable[tuple[float, float]]) -> tuple[float, float]:
    """The least-squares line ``growth = per_game × games + fixed`` through ``(games, growth)``
    points (e.g. one per load run of a different size, each the growth between its two
    reports): ``(per_game, fixed)``. What a process fills once (bounded caches, its heap's
    working size) lands in ``fixed``, what each game keeps in ``per_game``. One point, or
    points all at one size, give ``(growth / games, 0)``."""
    pts = list(points)
    if not pts:
        raise ValueError("fit needs at least one point")
    n = len(pts)
    mean_x = sum(x for x, _ in pts) / n
    mean_y = sum(y for _, y in pts) / n
    spread = sum((x - mean_x) ** 2 for x, _ in pts)
    if spread == 0:
        return (mean_y / mean_x if mean_x else 0.0), 0.0
    slope = sum((x - mean_x) * (y - mean_y) for x, y in pts) / spread
    return slope, mean_y - slope * mean_x
