"""Military cards and armies (advanced and full games).

* Decks per age, the draw (T-15.1, T-22 #20: mandatory, the current age's discard pile is
  reshuffled when the deck runs out, then what exists is drawn), where used cards go (T-22 #26:
  cards of the current age to its face-down discard pile, older cards to the box), the hand
  limit (T-22 #1: the nation's full MA, Library of Alexandria +1) and its discard frame.

The arithmetic of tactics and armies is in :mod:`rules.tta.armies` (a layer below
:mod:`rules.tta.derived`, which this module builds on).
"""

from __future__ import annotations

from rules.core import Event
from rules.tta import frames
from rules.tta.armies import army_bonus as army_bonus  # public API (docs/tta-engine.md)
from rules.tta.catalog import Catalog
from rules.tta.derived import derive
from rules.tta.state import Frame, Player, TtaState, card_id

# ------------------------------------------------------------------------------------------
# Decks, draws, discards


def deck_age(state: TtaState) -> int | None:
    """The age whose military deck is in play now (None: no deck, e.g. Age IV)."""
    return state.age if state.age in state.military_decks else None


def draw(cat: Catalog, state: TtaState, p: Player, n: int, events: list[Event]) -> list[str]:
    """Draw ``n`` military cards of the current age into the hand (T-15.1, T-22 #20)."""
    age = deck_age(state)
    if age is None or n <= 0:
        return []
    deck = state.military_decks[age]
    drawn: list[str] = []
    for _ in range(n):
        if not deck:
            pile = state.military_discards.get(age, [])
            if not pile:
                break
            deck.extend(pile)
            pile.clear()
            state.rng.shuffle(deck)
            events.append(Event("reshuffle", None, {"age": age, "cards": len(deck)}))
        drawn.append(deck.pop())
    p.military.extend(drawn)
    if drawn:
        events.append(Event("draw", p.seat, {"count": len(drawn), "age": age}))
        events.append(Event("drawn", p.seat, {"cards": list(drawn)}, private_to=p.seat))
    return drawn


def discard(cat: Catalog, state: TtaState, inst: str, seen: bool) -> None:
    """T-22 #26: a used or discarded military card of the current age goes to that age's
    face-down discard pile; older cards leave the game (seen or unseen)."""
    age = cat.of(inst).age
    if age == deck_age(state):
        state.military_discards.setdefault(age, []).append(inst)
    elif seen:
        state.boxed.append(inst)
    else:
        state.box_unseen.append(inst)


def remove_from_hand(p: Player, inst: str) -> None:
    p.military.remove(inst)


# ------------------------------------------------------------------------------------------
# The hand limit and its discard (T-15.2, T-22 #1)


def hand_limit(cat: Catalog, state: TtaState, p: Player) -> int:
    return derive(cat, state, p).military_hand_limit


def discard_frame(cat: Catalog, state: TtaState, p: Player) -> Frame | None:
    """The discard owed after the political action, or None when within the limit."""
    if len(p.military) <= hand_limit(cat, state, p):
        return None
    return Frame("discard", p.seat)


def _discard_choices(cat: Catalog, state: TtaState, frame: Frame) -> list[str]:
    p = state.players[frame.seat]
    return [f"disc.{i}" for i in range(len(p.military))]


def _discard_answer(
    cat: Catalog, state: TtaState, frame: Frame, code: str, events: list[Event]
) -> None:
    p = state.players[frame.seat]
    inst = p.military.pop(int(code.split(".")[1]))
    discard(cat, state, inst, seen=False)
    events.append(Event("discard", p.seat, {"count": 1}))
    events.append(Event("discarded", p.seat, {"card": card_id(inst)}, private_to=p.seat))
    if len(p.military) <= hand_limit(cat, state, p):
        frames.finish(state, frame)


frames.register("discard", frames.Handler(_discard_choices, _discard_answer, lambda frame: True))
