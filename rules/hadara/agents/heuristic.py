"""A heuristic player: values every legal action with a hand-made estimate and takes the best.

It reads only what its seat may see: its own drawn cards, pile tops, colony fronts (for a
colony's reverse it uses the average over the data set's tiles of that level, which is public
component knowledge) and public holdings. It is the AI that moves for absent players, so it
must be quick and never surprising: ties break on the order of ``legal_actions``.
"""

from __future__ import annotations

from rules.hadara import effects as fx
from rules.hadara import engine
from rules.hadara.actions import Action
from rules.hadara.data import COLONY_LEVELS, COLOR_TRACK, DataSet
from rules.hadara.state import HadaraState, Player

TRACK_OF_COLOR = {color: fx.TRACK_INDEX[track] for color, track in COLOR_TRACK.items()}

EFFECT_VALUE: dict[str, float] = {
    "P-I-1": 3.0,
    "P-I-2": 2.5,
    "P-II-1": 3.0,
    "P-II-2": 4.0,
    "P-II-3": 2.0,
    "P-II-4": 2.0,
    "P-II-5": 4.0,
    "P-II-6": 3.0,
    "P-III-1": 4.0,
    "P-III-2": 4.0,
    "P-III-3": 3.0,
    "P-III-4": 2.0,
    "P-III-5": 3.0,
    "P-III-6": 1.5,
}


def _reverse_averages(data: DataSet) -> dict[int, tuple[float, float]]:
    """Average reverse points and reverse track sum per colony level."""
    out: dict[int, tuple[float, float]] = {}
    for level in COLONY_LEVELS:
        tiles = [c for c in data.colonies.values() if c.level == level]
        out[level] = (
            sum(c.reverse_points for c in tiles) / len(tiles),
            sum(sum(c.reverse_tracks) for c in tiles) / len(tiles),
        )
    return out


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._reverse: dict[int, tuple[float, float]] | None = None

    # ----------------------------------------------------------------------------------------
    def choose(self, state: HadaraState, seat: int) -> Action:
        actions = engine.legal_actions(state, seat)
        if len(actions) == 1:
            return actions[0]
        p = state.players[seat]
        best = actions[0]
        best_value = float("-inf")
        for action in actions:
            value = self.value(state, p, action)
            if value > best_value:
                best, best_value = action, value
        return best

    # ----------------------------------------------------------------------------------------
    def coin_value(self, state: HadaraState) -> float:
        """What one coin is worth in end-game points, falling as the game runs out."""
        return {1: 0.4, 2: 0.35, 3: 0.25}.get(state.epoch, 0.4)

    def income_steps_left(self, state: HadaraState) -> int:
        later = 2 * (3 - state.epoch)
        return later + (2 if state.phase == "A" else 1)

    def colony_steps_left(self, state: HadaraState) -> int:
        later = 2 * (3 - state.epoch)
        return later + (2 if state.phase == "A" else 1)

    def track_weights(self, state: HadaraState, p: Player) -> list[float]:
        """Marginal value of one point on each track, in end-game points."""
        cv = self.coin_value(state)
        income = cv * self.income_steps_left(state)
        steps = self.colony_steps_left(state)
        # Military: the next colony level this seat still lacks, spread over the points to go.
        military = 0.35
        taken = fx.colony_levels_taken(state.data, p)
        if self._reverse is None:
            self._reverse = _reverse_averages(state.data)
        for level in COLONY_LEVELS:
            if level in taken:
                continue
            gap = level - p.tracks[fx.MILITARY]
            if gap > 0 and steps > 0 and gap <= 8 * steps:
                military += min(3.0, (self._reverse[level][0] + 2) / gap)
                break
        # Culture: the cheapest statue not yet carved.
        culture = 0.35
        for statue, carved in zip(state.data.statues, p.statues, strict=True):
            if carved is not None:
                continue
            gap = statue.culture - p.tracks[fx.CULTURE]
            if gap > 0 and steps > 0 and gap <= 8 * steps:
                culture += min(3.0, (statue.points + statue.bonus) / gap)
                break
        spare_food = p.tracks[fx.FOOD] - len(p.cards)
        food = 1.8 if spare_food <= 0 else (0.9 if spare_food <= 2 else 0.3)
        return [income, military, culture, food]

    def card_value(self, state: HadaraState, p: Player, card_id: str) -> float:
        card = state.data.cards[card_id]
        weights = self.track_weights(state, p)
        value = float(card.points)
        value += sum(w * t for w, t in zip(weights, card.tracks, strict=True))
        if state.epoch < 3:
            value += 0.3  # later cards of this colour get cheaper
        counts = p.color_counts
        if counts[card.color] == min(counts.values()):
            value += 1.0  # completes sets for gold medals
        if card.effect:
            value += EFFECT_VALUE.get(card.effect, 0.0)
            if card.effect in ("P-I-3", "P-I-4", "P-I-5", "P-I-6"):
                color = {"P-I-3": "blue", "P-I-4": "green", "P-I-5": "yellow", "P-I-6": "red"}
                value += 0.8 * (counts[color[card.effect]] + 2)
        # A card beyond what food supports will have to go at the next feeding.
        food_after = p.tracks[fx.FOOD] + card.tracks[fx.FOOD]
        if len(p.cards) + 1 > food_after:
            value -= 2.5
        return value

    def buy_or_sell(self, state: HadaraState, p: Player, card_id: str, a: Action) -> float:
        cv = self.coin_value(state)
        if a.mode == "sell":
            return fx.sale_value(state.epoch, p) * cv
        value = self.card_value(state, p, card_id) - fx.card_price(state, p, card_id) * cv
        if a.tile:
            value += self.tile_track_value(state, p, a.tile)
        return value

    def tile_track_value(self, state: HadaraState, p: Player, tile: str) -> float:
        return self.track_weights(state, p)[TRACK_OF_COLOR[tile]] * 0.5

    # ----------------------------------------------------------------------------------------
    def value(self, state: HadaraState, p: Player, a: Action) -> float:
        kind = a.kind
        cv = self.coin_value(state)
        if kind == "draft":
            return self.buy_or_sell(state, p, a.target, a)
        if kind == "take":
            return self.buy_or_sell(state, p, state.piles[a.target][-1], a)
        if kind == "pass":
            return 0.0
        if kind == "colony":
            return self.colony_value(state, p, a)
        if kind == "statue":
            return self.statue_value(state, p, a)
        if kind == "feed":
            if a.target == "pay":
                return -fx.P_II_3_COINS * cv
            return -self.keep_value(state, p, a.mode)
        if kind == "silver":
            return self.silver_value(state, p, a.target) - fx.silver_cost(state.epoch, p) * cv
        if kind == "gold":
            return self.gold_value(state, p) - fx.gold_cost(state.epoch, p) * cv
        if kind == "side":
            card = next(c for c in state.data.setups if c.id == p.setup)
            side = card.side(a.target)
            weights = [1.5 * cv * 6, 1.1, 1.1, 0.8]
            return side.coins * cv + sum(w * t for w, t in zip(weights, side.tracks, strict=True))
        if kind == "wheel":
            # Draw first from the colour this seat is strongest in (cheapest to buy).
            color = state.data.wheel_colors[(p.seat + int(a.target)) % 5]
            return p.color_counts[color] + (0.5 if color == "yellow" else 0.0)
        return 0.0

    def colony_value(self, state: HadaraState, p: Player, a: Action) -> float:
        cv = self.coin_value(state)
        level = int(a.target)
        top = state.data.colonies[state.colony_stacks[level][-1]]
        missing = fx.missing_points(level, p.tracks[fx.MILITARY], p)
        cost = fx.P_III_6_COINS_PER_POINT * missing * cv
        bonus = fx.P_II_6_COINS * cv if "P-II-6" in p.effects else 0.0
        if a.mode == "plunder":
            return top.front_points + top.plunder * cv - cost + bonus + 0.1
        if self._reverse is None:
            self._reverse = _reverse_averages(state.data)
        points, tracks = self._reverse[level]
        weights = self.track_weights(state, p)
        track_value = tracks * (sum(weights) / 4)
        return points + track_value - top.integrate * cv - cost + bonus

    def statue_value(self, state: HadaraState, p: Player, a: Action) -> float:
        cv = self.coin_value(state)
        statue = state.data.statues[int(a.target)]
        missing = fx.missing_points(statue.culture, p.tracks[fx.CULTURE], p)
        extra = fx.P_II_1_BONUS if "P-II-1" in p.effects else 0
        value = statue.points - fx.P_III_6_COINS_PER_POINT * missing * cv
        if a.mode == "down":
            value += statue.bonus + extra
        else:
            value += (statue.bonus + extra) * self.track_weights(state, p)[TRACK_OF_COLOR[a.tile]]
        # Keep a spread of tile colours for silver medals.
        value += 0.05 * p.tiles[a.tile]
        return value

    def keep_value(self, state: HadaraState, p: Player, card_id: str) -> float:
        card = state.data.cards[card_id]
        value = card.points + 0.6 * sum(card.tracks) + 3.0 * card.tracks[fx.FOOD]
        if card.effect:
            value += EFFECT_VALUE.get(card.effect, 0.0)
        return value

    def silver_value(self, state: HadaraState, p: Player, tile: str) -> float:
        track = p.tracks[TRACK_OF_COLOR[tile]]
        growth = 3 * (3 - state.epoch)
        return (track + growth + 1) // 2

    def gold_value(self, state: HadaraState, p: Player) -> float:
        sets = fx.complete_sets(p.color_counts) + 1.5 * (3 - state.epoch)
        return fx.GOLD_SET_POINTS * sets
