"""The story of a finished game, shared by every game (imports no game): the JSON-able view a
game's ``story`` function returns and the turning points picked from it.

A game's story function (``rules.<game>.story.story``) replays the game from its seed and action
log and returns :func:`story_json` of:

- ``labels``: one short label per point of the score series (a round number, an epoch…), a
  string or a :class:`Msg` (JSON) where the label differs by language;
- ``series``: per seat, the score at each of those points (same length as ``labels``);
- ``markers``: ``(position, label)`` pairs for chapter changes on that axis (an age begins);
- ``sources``: per seat, ``(Msg, points)`` pairs: where the final score came from, in order;
- ``turns``: the turning points (:func:`turning_points`), each with a :class:`rules.core.Msg`
  that explains it from the log;
- ``axis``: a :class:`Msg` naming what the points are (rounds, phases…).

The host translates every :class:`Msg` (``Seat`` arguments become player names). Only public
information goes in: a game builds its story from public events and public state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core import JSON, Msg

FORMAT = "story/1"
TURNS = 3  # turning points told at most


@dataclass(frozen=True, slots=True)
class Swing:
    """Seat ``seat`` moved ``change`` points in the stretch ending at point ``at`` (from
    ``at - 1``), ``swing`` more than the other seats did on average."""

    at: int
    seat: int
    change: int
    swing: float


def swings(series: Sequence[Sequence[int]]) -> list[Swing]:
    """Every seat's move in every stretch between consecutive points of ``series`` (per seat),
    measured against the others' average move in that stretch, largest first (ties: a gain
    before a loss, which mirrors it between two seats; then the earlier stretch, the lower
    seat). With one seat the move itself is the swing."""
    n = len(series)
    length = min((len(s) for s in series), default=0)
    out: list[Swing] = []
    for at in range(1, length):
        moves = [series[s][at] - series[s][at - 1] for s in range(n)]
        for s in range(n):
            others = [moves[o] for o in range(n) if o != s]
            mean = sum(others) / len(others) if others else 0.0
            out.append(Swing(at, s, moves[s], moves[s] - mean))
    out.sort(key=lambda w: (-abs(w.swing), w.swing < 0, w.at, w.seat))
    return out


def turning_points(
    series: Sequence[Sequence[int]],
    explain: Callable[[Swing], Msg | None],
    most: int = TURNS,
) -> list[tuple[Swing, Msg]]:
    """The ``most`` largest swings (:func:`swings`) that ``explain`` can tell from the log, one
    per stretch, in the order of the game. A swing of 0 is no turning point."""
    picked: list[tuple[Swing, Msg]] = []
    used: set[int] = set()
    for w in swings(series):
        if len(picked) >= most or w.swing == 0:
            break
        if w.at in used:
            continue
        why = explain(w)
        if why is None:
            continue
        picked.append((w, why))
        used.add(w.at)
    picked.sort(key=lambda p: (p[0].at, p[0].seat))
    return picked


def story_json(
    *,
    axis: Msg,
    labels: Sequence[str | Msg],
    series: Sequence[Sequence[int]],
    markers: Sequence[tuple[float, str]],
    sources: Sequence[Sequence[tuple[Msg, int]]],
    turns: Sequence[tuple[Swing, Msg]],
) -> JSON:
    """The story as JSON (see the module docstring)."""
    return {
        "format": FORMAT,
        "axis": axis.to_json(),
        "labels": [x.to_json() if isinstance(x, Msg) else x for x in labels],
        "series": [list(s) for s in series],
        "markers": [{"at": at, "label": label} for at, label in markers],
        "sources": [
            [{"what": what.to_json(), "points": points} for what, points in seat]
            for seat in sources
        ],
        "turns": [
            {"at": w.at, "seat": w.seat, "change": w.change, "why": why.to_json()}
            for w, why in turns
        ],
    }


def check_story(story: Mapping[str, Any]) -> Mapping[str, Any]:
    """``story`` when it is a story of this format (else ValueError)."""
    if story.get("format") != FORMAT:
        raise ValueError(f"not a story: format {story.get('format')!r}")
    return story
