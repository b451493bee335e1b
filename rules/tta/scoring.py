"""Final scoring (T-17) and the protocol's :class:`Result`.

Simple game (T-17.1.2), categories per seat: ``culture`` (scored during play), ``techs`` (2 per
Age I technology in play, the government included), ``strength`` (2 per point), ``happy`` (2
per face, at most 16), ``production`` (food + resources + science per round, gross: T-22 #22).

Advanced game (T-17.2.2): the four Age III events revealed at setup, one by one. Full game
(T-17.3.5): every Age III event in the current and future events piles, plus those the
pre-revealed or gradual variants laid out (T-19.4). Ties inside an event are broken as if the
start player were on turn (T-15.5.5). Categories: ``culture`` then one per scored event card.

The total is the final culture counter. Ties share the place (T-22 #28) unless ``final_tie =
turn_order``. A resigned nation ranks below every nation still in the game, a later
resignation above an earlier one (T-22 #27); it is never a winner.
"""

from __future__ import annotations

from rules.core import Event, Result, SeatScore
from rules.tta import events as ev
from rules.tta import nation
from rules.tta.catalog import Catalog
from rules.tta.derived import derive
from rules.tta.state import Player, TtaState, card_id

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


def final_event_cards(cat: Catalog, state: TtaState) -> list[str]:
    """The Age III events scored at the end, in scoring order."""
    if state.options.get("variant") == "advanced":
        return list(state.final_events)
    piles = list(reversed(state.current_events)) + list(state.future_events)
    return list(state.final_events) + [
        x for x in piles if cat.of(x).age == 3 and cat.of(x).kind == "event"
    ]


def score_game(cat: Catalog, state: TtaState, events: list[Event] | None = None) -> None:
    """Add the final bonuses to every culture counter and remember the categories."""
    if state.options.get("variant") == "simple":
        state.final_categories = list(CATEGORIES)
        for p in state.players:
            bonus = simple_bonus(cat, state, p)
            row = [p.culture] + [bonus[k] for k in CATEGORIES[1:]]
            p.culture += sum(bonus.values())
            state.final_scores[str(p.seat)] = row
        return
    out = events if events is not None else []
    cards = final_event_cards(cat, state)
    state.final_categories = ["culture"] + [card_id(x) for x in cards]
    rows: dict[int, list[int]] = {p.seat: [p.culture] for p in state.players}
    for inst in cards:
        before = [p.culture for p in state.players]
        out.append(Event("final_event", None, {"card": card_id(inst)}))
        ev.resolve(cat, state, cat.of(inst), state.start, out)
        for p in state.players:
            rows[p.seat].append(p.culture - before[p.seat])
    for p in state.players:
        state.final_scores[str(p.seat)] = rows[p.seat]


def categories(state: TtaState) -> list[str]:
    return state.final_categories or list(CATEGORIES)


def result(state: TtaState) -> Result:
    scores: list[SeatScore] = []
    turn_order = state.options.get("final_tie") == "turn_order"
    names = categories(state)
    for p in state.players:
        row = state.final_scores.get(str(p.seat), [p.culture] + [0] * (len(names) - 1))
        cats = dict(zip(names, row, strict=False))
        if p.resigned:
            cats["resigned"] = p.resigned
        # Resigned nations rank last (a later resignation above an earlier one); the
        # tiebreak also orders tied totals by turn order when asked (T-22 #28).
        tiebreak = state.players_n - state.position(p.seat) if turn_order else 0
        scores.append(SeatScore(p.seat, p.culture, cats, tiebreak))
    standing = [s for s in scores if not state.players[s.seat].resigned] or scores
    best = max((s.total, s.tiebreak) for s in standing)
    winners = tuple(s.seat for s in standing if (s.total, s.tiebreak) == best)
    return Result(tuple(scores), winners)
