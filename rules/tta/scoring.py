"""Final scoring (T-17.1.2 for the simple game) and the protocol's :class:`Result`.

Categories per seat: ``culture`` (scored during play), ``techs`` (2 per Age I technology in
play, the government included), ``strength`` (2 per point), ``happy`` (2 per face, at most 16),
``production`` (food + resources + science per round, gross: T-22 #22). The total is the final
culture counter. Ties share the place (T-22 #28) unless ``final_tie = turn_order``.
"""

from __future__ import annotations

from rules.core import Result, SeatScore
from rules.tta import nation
from rules.tta.catalog import Catalog
from rules.tta.derived import derive
from rules.tta.state import Player, TtaState

CATEGORIES: tuple[str, ...] = ("culture", "techs", "strength", "happy", "production")
HAPPY_SCORE_CAP = 16


def simple_bonus(cat: Catalog, state: TtaState, p: Player) -> dict[str, int]:
    """The four bonuses of T-17.1.2 for one nation as it stands now."""
    d = derive(cat, state, p)
    level_one = [t for t in p.techs if cat.of(t).age == 1 and not t.endswith("#0")]
    count = len(level_one)
    if state.options.get("simple_score_replaced_techs"):
        count += sum(1 for t in p.replaced if cat.of(t).age == 1)
    food = d.food
    if state.options.get("simple_score_production") == "net":
        food = max(0, food - nation.consumption(p.yellow_bank))
    return {
        "techs": 2 * count,
        "strength": 2 * d.strength,
        "happy": min(HAPPY_SCORE_CAP, 2 * d.happy),
        "production": d.resources + food + d.science,
    }


def score_game(cat: Catalog, state: TtaState) -> None:
    """Add the final bonuses to every culture counter and remember the categories."""
    for p in state.players:
        bonus = simple_bonus(cat, state, p)
        row = [p.culture] + [bonus[k] for k in CATEGORIES[1:]]
        p.culture += sum(bonus.values())
        state.final_scores[str(p.seat)] = row


def result(state: TtaState) -> Result:
    scores: list[SeatScore] = []
    turn_order = state.options.get("final_tie") == "turn_order"
    for p in state.players:
        row = state.final_scores.get(str(p.seat), [p.culture, 0, 0, 0, 0])
        categories = dict(zip(CATEGORIES, row, strict=True))
        tiebreak = state.players_n - state.position(p.seat) if turn_order else 0
        scores.append(SeatScore(p.seat, p.culture, categories, tiebreak))
    best = max((s.total, s.tiebreak) for s in scores)
    winners = tuple(s.seat for s in scores if (s.total, s.tiebreak) == best)
    return Result(tuple(scores), winners)
