"""Final scoring (H-13): the score pad's categories, totals, and the tie-break."""

from __future__ import annotations

from rules.core import Result, SeatScore
from rules.hadara import effects as fx
from rules.hadara.data import DataSet
from rules.hadara.state import HadaraState, Player

# The rows of the physical score pad, in order.
CATEGORIES: tuple[str, ...] = ("colonies", "statues", "silver", "gold", "cards", "coins")
COINS_PER_POINT = 5


def _half_up(value: int) -> int:
    return (value + 1) // 2


def silver_points(p: Player) -> int:
    """⌈track/2⌉ per silver medal (H-11.3); P-III-1 lets the best one count in full (H-12.1e)."""
    values = [p.tracks[fx.COLOR_INDEX[tile]] for tile in p.silver]
    total = sum(_half_up(v) for v in values)
    if values and "P-III-1" in p.effects:
        total += max(v - _half_up(v) for v in values)
    return total


def gold_points(data: DataSet, p: Player) -> int:
    """7 per complete set per gold medal (H-11.4, P-III-3), plus P-III-2's 4 per plain set."""
    points = fx.GOLD_SET_POINTS * fx.gold_sets(data, p) * p.gold
    if "P-III-2" in p.effects:
        points += fx.P_III_2_SET_POINTS * fx.complete_sets(p.color_counts)
    return points


def statue_points(data: DataSet, p: Player) -> int:
    """Statue points, plus face-down tile bonus values (+2 each with P-II-1) (H-13.2)."""
    total = 0
    extra = fx.P_II_1_BONUS if "P-II-1" in p.effects else 0
    for statue, carved in zip(data.statues, p.statues, strict=True):
        if carved is not None:
            total += statue.points
            if not carved[1]:
                total += statue.bonus + extra
    return total


def colony_points(data: DataSet, p: Player) -> int:
    """The points on each colony's visible side (H-8.6, H-13.1)."""
    total = 0
    for cid, integrated in p.colonies:
        colony = data.colonies[cid]
        total += colony.reverse_points if integrated else colony.front_points
    return total


def categories(data: DataSet, p: Player) -> dict[str, int]:
    return {
        "colonies": colony_points(data, p),
        "statues": statue_points(data, p),
        "silver": silver_points(p),
        "gold": gold_points(data, p),
        "cards": sum(data.cards[c].points for c in p.cards),
        "coins": p.coins // COINS_PER_POINT,
    }


def score(state: HadaraState) -> Result:
    """Scores for the current holdings; at the end of the game this is the final result."""
    seats: list[SeatScore] = []
    for p in state.players:
        cats = categories(state.data, p)
        seats.append(SeatScore(p.seat, sum(cats.values()), cats, p.coins % COINS_PER_POINT))
    best = max((s.total, s.tiebreak) for s in seats)  # H-13.7
    winners = tuple(s.seat for s in seats if (s.total, s.tiebreak) == best)
    return Result(tuple(seats), winners)
