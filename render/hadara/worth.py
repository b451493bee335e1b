"""What a choice changes: a player's tracks and score recomputed from the public part of a view.

The decision pictures say what each option brings or costs ("Income 8 → 12", "★ −3"). They are
drawn from views only, so this module redoes, on a view's player entry, the little arithmetic
of the rules core that those figures need: the tracks a card, a statue tile or a lost effect
move (H-12) and the score pad's categories (H-13). ``tests/render/hadara/test_worth.py`` checks
every figure against the engine's own result after the action.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from rules.hadara.data import COLOR_TRACK, COLORS, COUNTING_EFFECTS, TRACKS, Card, DataSet

COINS_PER_POINT = 5
GOLD_SET_POINTS = 7
P_III_2_SET_POINTS = 4
P_II_1_BONUS = 2
P_I_2_BONUS = 2
P_II_3_COINS = 2
P_II_3_MAX = 6
P_II_6_COINS = 4
P_III_5_REDUCTION = 4
P_III_6_COINS_PER_POINT = 3
P_III_6_MAX_POINTS = 10
CATEGORIES: tuple[str, ...] = ("colonies", "statues", "silver", "gold", "cards", "coins")


@dataclass(frozen=True)
class Holdings:
    """The scoring-relevant part of one player's view entry."""

    coins: int
    tracks: dict[str, int]
    counts: dict[str, int]
    cards: tuple[str, ...]
    effects: frozenset[str]
    statues: tuple[tuple[str, bool] | None, ...]
    silver: tuple[str, ...]
    gold: int
    colony_points: int
    tiles: dict[str, int] = field(default_factory=dict)
    p12_tile: str | None = None

    @classmethod
    def of(cls, p: Mapping[str, Any]) -> Holdings:
        statues: list[tuple[str, bool] | None] = []
        for carved in p["statues"]:
            statues.append(
                None if carved is None else (str(carved["tile"]), bool(carved["face_up"]))
            )
        return cls(
            coins=int(p["coins"]),
            tracks={tr: int(p["tracks"][tr]) for tr in TRACKS},
            counts={col: int(p["color_counts"].get(col, 0)) for col in COLORS},
            cards=tuple(str(c) for c in p["cards"]),
            effects=frozenset(str(e) for e in p.get("effects", [])),
            statues=tuple(statues),
            silver=tuple(str(s) for s in p.get("silver", [])),
            gold=int(p.get("gold", 0)),
            colony_points=sum(int(col.get("points", 0)) for col in p.get("colonies", [])),
            tiles={str(k): int(v) for k, v in dict(p.get("tiles", {})).items()},
            p12_tile=str(p["p12_tile"]) if p.get("p12_tile") else None,
        )


def _half_up(value: int) -> int:
    return (value + 1) // 2


def complete_sets(counts: Mapping[str, int]) -> int:
    return min(counts.get(col, 0) for col in COLORS)


def gold_sets(data: DataSet, h: Holdings) -> int:
    """Sets counted for gold medals, P-III-3 included (as rules.hadara.effects.gold_sets)."""
    counts = dict(h.counts)
    if "P-III-3" not in h.effects:
        return complete_sets(counts)
    if data.p3_3_rule == "wildcard":
        counts["purple"] -= 1
        best = 0
        for color in COLORS:
            counts[color] += 1
            best = max(best, complete_sets(counts))
            counts[color] -= 1
        return best
    m = complete_sets(counts)
    return m + (1 if sorted(counts[col] for col in COLORS)[1] > m else 0)


def silver_points(h: Holdings) -> int:
    values = [h.tracks[COLOR_TRACK[tile]] for tile in h.silver]
    total = sum(_half_up(v) for v in values)
    if values and "P-III-1" in h.effects:
        total += max(v - _half_up(v) for v in values)
    return total


def score(data: DataSet, h: Holdings) -> dict[str, int]:
    """The score pad's categories for these holdings (H-13)."""
    extra = P_II_1_BONUS if "P-II-1" in h.effects else 0
    statues = 0
    for statue, carved in zip(data.statues, h.statues, strict=True):
        if carved is not None:
            statues += statue.points + (0 if carved[1] else statue.bonus + extra)
    gold = GOLD_SET_POINTS * gold_sets(data, h) * h.gold
    if "P-III-2" in h.effects:
        gold += P_III_2_SET_POINTS * complete_sets(h.counts)
    return {
        "colonies": h.colony_points,
        "statues": statues,
        "silver": silver_points(h),
        "gold": gold,
        "cards": sum(data.cards[c].points for c in h.cards),
        "coins": h.coins // COINS_PER_POINT,
    }


def total(data: DataSet, h: Holdings) -> int:
    return sum(score(data, h).values())


def _counting_track(color: str) -> str:
    return COLOR_TRACK[color]


def _face_up_bonus(data: DataSet, h: Holdings) -> dict[str, int]:
    """Track bonus of face-up statue tiles that P-II-1 adds (+2 each)."""
    out = dict.fromkeys(TRACKS, 0)
    for carved in h.statues:
        if carved is not None and carved[1]:
            out[COLOR_TRACK[carved[0]]] += P_II_1_BONUS
    return out


def gain_card(data: DataSet, h: Holdings, card: Card, tile: str | None = None) -> Holdings:
    """Holdings after buying ``card`` (price not paid here; ``tile`` for P-I-2)."""
    tracks = dict(h.tracks)
    for tr, v in zip(TRACKS, card.tracks, strict=True):
        tracks[tr] += v
    for effect, color in COUNTING_EFFECTS.items():
        if effect in h.effects and card.color == color:
            tracks[_counting_track(color)] += 1
    effects = set(h.effects)
    tiles = dict(h.tiles)
    p12 = h.p12_tile
    if card.effect is not None and card.effect not in h.effects:
        effects.add(card.effect)
        if card.effect in COUNTING_EFFECTS:
            color = COUNTING_EFFECTS[card.effect]
            tracks[_counting_track(color)] += h.counts.get(color, 0)
        if card.effect == "P-II-1":
            for tr, v in _face_up_bonus(data, h).items():
                tracks[tr] += v
    if card.effect == "P-I-2" and tile and tiles.get(tile, 0) > 0:
        tiles[tile] -= 1
        p12 = tile
        tracks[COLOR_TRACK[tile]] += P_I_2_BONUS
    counts = dict(h.counts)
    counts[card.color] += 1
    return replace(
        h,
        tracks=tracks,
        counts=counts,
        cards=(*h.cards, card.id),
        effects=frozenset(effects),
        tiles=tiles,
        p12_tile=p12,
    )


def remove_card(data: DataSet, h: Holdings, card: Card) -> Holdings:
    """Holdings after a card leaves the tableau while feeding (H-10.2, H-12.6)."""
    cards = list(h.cards)
    cards.remove(card.id)
    counts = dict(h.counts)
    counts[card.color] -= 1
    tracks = dict(h.tracks)
    for tr, v in zip(TRACKS, card.tracks, strict=True):
        tracks[tr] -= v
    for effect, color in COUNTING_EFFECTS.items():
        if effect in h.effects and card.color == color:
            tracks[_counting_track(color)] -= 1
    effects = set(h.effects)
    tiles = dict(h.tiles)
    p12 = h.p12_tile
    if card.effect is not None and card.effect not in {data.cards[c].effect for c in cards}:
        effects.discard(card.effect)
        if card.effect in COUNTING_EFFECTS:
            color = COUNTING_EFFECTS[card.effect]
            tracks[_counting_track(color)] -= counts.get(color, 0)
        if card.effect == "P-II-1":
            for tr, v in _face_up_bonus(data, h).items():
                tracks[tr] -= v
    if card.effect == "P-I-2" and p12:  # the tile returns to its owner
        if "P-I-2" in h.effects:
            tracks[COLOR_TRACK[p12]] -= P_I_2_BONUS
        tiles[p12] = tiles.get(p12, 0) + 1
        p12 = None
    return replace(
        h,
        tracks=tracks,
        counts=counts,
        cards=tuple(cards),
        effects=frozenset(effects),
        tiles=tiles,
        p12_tile=p12,
    )


def carve(data: DataSet, h: Holdings, index: int, tile: str, face_up: bool) -> Holdings:
    """Holdings after carving statue ``index`` with a ``tile`` (H-9)."""
    tracks = dict(h.tracks)
    if face_up:
        extra = P_II_1_BONUS if "P-II-1" in h.effects else 0
        tracks[COLOR_TRACK[tile]] += data.statues[index].bonus + extra
    statues = list(h.statues)
    statues[index] = (tile, face_up)
    tiles = dict(h.tiles)
    tiles[tile] = tiles.get(tile, 0) - 1
    return replace(h, tracks=tracks, statues=tuple(statues), tiles=tiles)


def add_silver(h: Holdings, tile: str, cost: int) -> Holdings:
    tiles = dict(h.tiles)
    tiles[tile] = tiles.get(tile, 0) - 1
    return replace(h, silver=(*h.silver, tile), tiles=tiles, coins=h.coins - cost)


def add_gold(h: Holdings, cost: int) -> Holdings:
    return replace(h, gold=h.gold + 1, coins=h.coins - cost)


def missing(requirement: int, value: int, effects: frozenset[str]) -> int:
    """How far a track falls short of a requirement, after P-III-5 (−4)."""
    if "P-III-5" in effects:
        requirement -= P_III_5_REDUCTION
    return max(0, requirement - value)


def pay_for_missing(points: int) -> int:
    """Coins P-III-6 asks for ``points`` missing requirement points."""
    return P_III_6_COINS_PER_POINT * points
