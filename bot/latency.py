"""Where the time from a click to the table showing it goes, on demand.

Off unless ``LATENCY_PROBE_FILE`` names a file (``tests/e2e/load.py --stages`` sets it); then
the bot process appends one JSON line per stage it passes, with wall-clock times
(``time.time()``, comparable with the load script's own clock on the same machine):

- ``{"s": "move", "g": game, "v": version before, "received", "locked", "saved"}``: a player's
  click reached the handler, got the game's lock, and its move was saved;
- ``{"s": "table", "g", "v": version shown, "queued", "start", "locked", "rendered", "sent",
  "how"}``: a table update was queued (its newest snapshot), began (the game's previous
  update done), got the store's ``table:<id>`` lock, had its picture, and went out — ``how``
  says by which request: ``answer`` (the click's own callback), ``token`` (a recent click's
  token), ``bot`` (the bot's own edit) or ``post`` (a new message);
- ``{"s": "render", "g", "v", "kind", "fmt", "submit", "start", "end", "back"}``: a picture
  was asked of the render pool, began and ended in a worker, and its bytes were back on the
  event loop.

:func:`breakdown` turns these into the stages of each click. Writing a line costs a few
microseconds; the probe is for measuring runs, not for production.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterable, Mapping
from typing import IO, Any

ENV = "LATENCY_PROBE_FILE"

_out: IO[str] | None = None
_opened = False


def enabled() -> bool:
    """Whether the probe writes (``LATENCY_PROBE_FILE`` set)."""
    return _file() is not None


def _file() -> IO[str] | None:
    global _out, _opened
    if not _opened:
        _opened = True
        path = os.environ.get(ENV)
        if path:
            _out = open(path, "a", buffering=1, encoding="utf-8")  # noqa: SIM115 (kept open)
    return _out


def now() -> float:
    """The probe's clock: wall-clock seconds (0.0 while the probe is off, which costs nothing)."""
    return time.time() if enabled() else 0.0


def mark(stage: str, game_id: str, version: int, **times: Any) -> None:
    """Append one line (nothing while the probe is off)."""
    out = _file()
    if out is not None:
        out.write(json.dumps({"s": stage, "g": game_id, "v": version, **times}) + "\n")


def read(lines: Iterable[str]) -> dict[str, dict[tuple[str, int], dict[str, Any]]]:
    """The probe's lines by stage, then by ``(game, version)`` (the first line of each kept;
    renders are keyed by ``(game, version)`` of their ``table`` kind only)."""
    out: dict[str, dict[tuple[str, int], dict[str, Any]]] = {"move": {}, "table": {}, "render": {}}
    for line in lines:
        line = line.strip()
        if not line:
            continue
        record = json.loads(line)
        stage = record.get("s")
        if stage == "render" and record.get("kind") != "table":
            continue
        if stage in out:
            out[stage].setdefault((record["g"], record["v"]), record)
    return out


# The stages of a click, in order: (name, from, to), each a field of one of the lines.
STAGES: tuple[tuple[str, str, str], ...] = (
    ("click → sent to the bot (the fake's own delay)", "click", "fake.dispatched"),
    ("sent → handler", "fake.dispatched", "move.received"),
    ("handler → game lock", "move.received", "move.locked"),
    ("apply and save", "move.locked", "move.saved"),
    ("saved → update queued", "move.saved", "table.queued"),
    ("queued → update begins (game's previous update)", "table.queued", "table.start"),
    ("begins → table lock", "table.start", "table.locked"),
    ("table lock → render asked", "table.locked", "render.submit"),
    ("render: waiting for a worker", "render.submit", "render.start"),
    ("render: drawing and encoding", "render.start", "render.end"),
    ("render: back on the event loop", "render.end", "render.back"),
    ("picture → sent (upload)", "table.rendered", "table.sent"),
)


def breakdown(
    click_at: float,
    move: Mapping[str, Any],
    table: Mapping[str, Any],
    render: Mapping[str, Any],
    dispatched: float | None = None,
) -> dict[str, float]:
    """The seconds of each of :data:`STAGES` for one click (wall clock ``click_at``; the load
    script's fake Discord sent it to the bot at ``dispatched``), from its move's, its table
    update's and that update's render lines; a stage whose line is missing (a picture found in
    the cache has no render line) is left out."""
    fields: dict[str, float] = {"click": click_at}
    if dispatched is not None:
        fields["fake.dispatched"] = dispatched
    for prefix, line in (("move", move), ("table", table), ("render", render)):
        for name, value in line.items():
            if isinstance(value, (int, float)) and name not in ("v",):
                fields[f"{prefix}.{name}"] = float(value)
    return {name: fields[b] - fields[a] for name, a, b in STAGES if a in fields and b in fields}
