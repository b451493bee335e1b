"""The story of a finished Hadara game (:mod:`rules.story`), rebuilt from its seed and action
log.

- **Score over the game**: every player's points as the score pad would count them now
  (:func:`rules.hadara.scoring.score`, H-13: colonies, statues, silver and gold medals, cards,
  coins) at the end of each phase of each epoch (H-3: phase A, phase B), the last one being the
  final score. An epoch's start is marked on the axis.
- **Points by source**: the final score's categories (H-13.1–H-13.6), in the score pad's order.
- **Turning points**: the largest swings (:func:`rules.story.swings`) explained by the
  category that moved most for that player in that phase, with what the public log says
  happened there: statues carved (H-9), colonies taken (H-8), medals bought (H-11), cards bought
  or lost to hunger (H-10).

Only public events are read (the draft's picks and secret sales are private and skipped).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import JSON, Game, Msg, Seat
from rules.hadara.data import DataSet
from rules.hadara.scoring import CATEGORIES, categories
from rules.hadara.state import HadaraState
from rules.story import Swing, story_json, turning_points

ROMAN: dict[int, str] = {1: "I", 2: "II", 3: "III"}
# The public events that tell what moved a category, and what they count.
COUNTED: dict[str, str] = {
    "statue": "statues",
    "colony": "colonies",
    "silver": "silver",
    "gold": "gold",
    "buy": "cards",
    "take": "cards",
    "feed_remove": "hunger",
}


def _label(epoch: int, phase: str) -> Msg:
    """A point's label: the epoch and the phase ("II·A"; the phase letter is translated)."""
    return Msg.of(f"hadara-story-point-{phase}", epoch=ROMAN.get(epoch, str(epoch)))


def _cats(data: DataSet, state: HadaraState) -> list[dict[str, int]]:
    return [categories(data, p) for p in state.players]


def story(
    game: Game[HadaraState, Any],
    players: int,
    options: Mapping[str, Any],
    seed: int,
    actions: Sequence[tuple[int, str]],
) -> JSON:
    """The story of the game played from ``seed`` with ``actions`` (seat, action code)."""
    state = game.new(players, options, seed)
    data = state.data
    labels: list[Msg] = []
    points: list[list[dict[str, int]]] = []  # per point, per seat, the categories
    counts: list[list[dict[str, int]]] = [[{} for _ in range(players)]]  # per stretch
    markers: list[tuple[float, str]] = []
    chapter = (state.epoch, state.phase)
    for seat, code in actions:
        events = game.apply(state, seat, game.decode_action(code))
        for e in events:
            what = COUNTED.get(e.kind)
            if what and e.private_to is None and e.seat is not None:
                tally = counts[-1][e.seat]
                tally[what] = tally.get(what, 0) + 1
        now = (state.epoch, state.phase)
        if now != chapter and chapter[1] in ("A", "B"):
            labels.append(_label(*chapter))
            points.append(_cats(data, state))
            counts.append([{} for _ in range(players)])
            if now[0] != chapter[0] and now[1] == "A":
                markers.append((len(labels) - 0.5, ROMAN.get(now[0], str(now[0]))))
        chapter = now
    if not game.is_over(state):
        raise ValueError("the game is not over")
    result = game.result(state)
    assert result is not None
    final = [dict(s.categories) for s in result.scores]
    if not points or [sum(c.values()) for c in points[-1]] != [s.total for s in result.scores]:
        labels.append(_label(state.epoch, "B"))
        points.append(final)
    series = [[sum(points[k][s].values()) for k in range(len(points))] for s in range(players)]
    sources = [
        [(Msg.of(f"cat-{cat}"), int(final[s].get(cat, 0))) for cat in CATEGORIES]
        for s in range(players)
    ]

    def explain(w: Swing) -> Msg | None:
        before, after = points[w.at - 1][w.seat], points[w.at][w.seat]
        moved = {cat: after[cat] - before[cat] for cat in CATEGORIES}
        cat = max(CATEGORIES, key=lambda c: (abs(moved[c]), -CATEGORIES.index(c)))
        if not moved[cat]:
            return None
        tally = counts[w.at][w.seat] if w.at < len(counts) else {}
        who = Seat(w.seat)
        if cat == "cards" and moved[cat] < 0 and tally.get("hunger"):
            return Msg.of(
                "hadara-story-turn-hunger", seat=who, points=moved[cat], count=tally["hunger"]
            )
        count = tally.get(cat, 0)
        if count and cat in ("statues", "colonies", "silver", "gold", "cards"):
            return Msg.of(f"hadara-story-turn-{cat}", seat=who, points=moved[cat], count=count)
        return Msg.of(f"hadara-story-turn-{cat}-only", seat=who, points=moved[cat])

    return story_json(
        axis=Msg.of("hadara-story-axis"),
        labels=labels,
        series=series,
        markers=markers,
        sources=sources,
        turns=turning_points(series, explain),
    )
