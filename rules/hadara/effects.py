"""Derived values: tracks, prices, requirements and the purple effects that change them.

Tracks are a pure function of what a player holds (H-12.3 … H-12.6), so the engine recomputes
them after every change instead of adding and subtracting; removing a card therefore undoes
exactly what its effect kept giving, and nothing else.
"""

from __future__ import annotations

from rules.hadara.data import COUNTING_EFFECTS, DataSet
from rules.hadara.state import HadaraState, Player

TRACK_INDEX: dict[str, int] = {"income": 0, "military": 1, "culture": 2, "food": 3}
# Tile / card colour → index of the track it raises.
COLOR_INDEX: dict[str, int] = {"yellow": 0, "red": 1, "blue": 2, "green": 3}
INCOME, MILITARY, CULTURE, FOOD = 0, 1, 2, 3

SALE_VALUE: dict[int, int] = {1: 2, 2: 3, 3: 4}  # H-5.6
SILVER_COST: dict[int, int] = {1: 4, 2: 9, 3: 20}  # H-11.2
GOLD_COST: dict[int, int] = {1: 6, 2: 12, 3: 30}
SILVER_COST_P_II_2: dict[int, int] = {1: 4, 2: 4, 3: 15}  # P-II-2
GOLD_COST_P_II_2: dict[int, int] = {1: 6, 2: 6, 3: 22}
MAX_SILVER = 2
MAX_GOLD = 2
GOLD_SET_POINTS = 7  # H-11.4
P_III_2_SET_POINTS = 4
P_III_6_COINS_PER_POINT = 3
P_III_6_MAX_POINTS = 10
P_III_5_REDUCTION = 4
P_II_3_COINS = 2
P_II_3_MAX = 6
P_II_4_COINS = 3
P_II_4_MAX = 12
P_II_5_COINS = 2
P_II_6_COINS = 4
P_I_2_BONUS = 2
P_II_1_BONUS = 2


def compute_tracks(data: DataSet, p: Player, setup_tracks: tuple[int, int, int, int]) -> list[int]:
    """Tracks from setup card + cards + integrated colonies + face-up tiles + effects (H-12)."""
    t = list(setup_tracks)
    cards = data.cards
    for cid in p.cards:
        ct = cards[cid].tracks
        t[0] += ct[0]
        t[1] += ct[1]
        t[2] += ct[2]
        t[3] += ct[3]
    colonies = data.colonies
    for colony_id, integrated in p.colonies:
        if integrated:
            rt = colonies[colony_id].reverse_tracks
            t[0] += rt[0]
            t[1] += rt[1]
            t[2] += rt[2]
            t[3] += rt[3]
    effects = p.effects
    p_ii_1 = P_II_1_BONUS if "P-II-1" in effects else 0
    for statue, carved in zip(data.statues, p.statues, strict=True):
        if carved is not None and carved[1]:
            t[COLOR_INDEX[carved[0]]] += statue.bonus + p_ii_1
    if p.p12_tile and "P-I-2" in effects:
        t[COLOR_INDEX[p.p12_tile]] += P_I_2_BONUS
    if effects:
        for effect, color in COUNTING_EFFECTS.items():
            if effect in effects:
                t[COLOR_INDEX[color]] += p.color_counts[color]
    return t


def setup_tracks(state: HadaraState, p: Player) -> tuple[int, int, int, int]:
    if not p.side:
        return (0, 0, 0, 0)
    for card in state.data.setups:
        if card.id == p.setup:
            return card.side(p.side).tracks
    raise KeyError(p.setup)


def refresh_tracks(state: HadaraState, p: Player) -> None:
    p.tracks = compute_tracks(state.data, p, setup_tracks(state, p))


def card_price(state: HadaraState, p: Player, card_id: str) -> int:
    """Cost minus 1 per card of that colour already owned, never below 0 (H-5.4, H-5.5)."""
    card = state.data.cards[card_id]
    return max(0, card.cost - p.color_counts[card.color])


def sale_value(epoch: int, p: Player) -> int:
    """Coins for selling a card: 2/3/4 by epoch (H-5.6), +1 with P-I-1."""
    return SALE_VALUE[epoch] + (1 if "P-I-1" in p.effects else 0)


def silver_cost(epoch: int, p: Player) -> int:
    return (SILVER_COST_P_II_2 if "P-II-2" in p.effects else SILVER_COST)[epoch]


def gold_cost(epoch: int, p: Player) -> int:
    return (GOLD_COST_P_II_2 if "P-II-2" in p.effects else GOLD_COST)[epoch]


def per_step_limit(p: Player) -> int:
    """Colonies or statues per step: 1, or 2 with P-III-4 (H-12)."""
    return 2 if "P-III-4" in p.effects else 1


def missing_points(requirement: int, value: int, p: Player) -> int:
    """How far a track falls short of a requirement, after P-III-5 (−4)."""
    if "P-III-5" in p.effects:
        requirement -= P_III_5_REDUCTION
    return max(0, requirement - value)


def income_gain(p: Player) -> int:
    """Coins at an income step: the income track (H-7.1), plus P-II-5."""
    gain = p.tracks[INCOME]
    if "P-II-5" in p.effects:
        higher = sum(1 for i in (MILITARY, CULTURE, FOOD) if p.tracks[i] > p.tracks[INCOME])
        gain += min(6, P_II_5_COINS * higher)
    return gain


def colony_levels_taken(data: DataSet, p: Player) -> set[int]:
    return {data.colonies[cid].level for cid, _ in p.colonies}


def complete_sets(counts: dict[str, int]) -> int:
    """Complete sets of five differently coloured cards (H-11.4)."""
    return min(counts.values())


def gold_sets(data: DataSet, p: Player) -> int:
    """Sets counted for gold medals, with P-III-3 if the card is still owned (H-12.7)."""
    counts = dict(p.color_counts)
    if "P-III-3" not in p.effects:
        return complete_sets(counts)
    if data.p3_3_rule == "wildcard":
        # The card leaves purple and joins whichever colour completes most sets.
        counts["purple"] -= 1
        best = 0
        for color in counts:
            counts[color] += 1
            best = max(best, complete_sets(counts))
            counts[color] -= 1
        return best
    # Czech reading: per gold medal, one set of only four colours counts as complete.
    m = complete_sets(counts)
    return m + (1 if sorted(counts.values())[1] > m else 0)
