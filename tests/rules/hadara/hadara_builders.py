"""Builders for the per-rule Hadara tests (fixtures live in conftest.py).

Positions are reached in two ways: by driving the engine with a chooser (``run``), or by
building them directly (``give`` cards, ``at_colony`` … enter a step through the same entry
function the engine uses). Values of the default data are never hard-coded here: tests read
them from ``data_mod.load()`` so the data can be re-tuned for balance.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Event, Rng
from rules.hadara import data as data_mod
from rules.hadara import effects as fx
from rules.hadara import engine
from rules.hadara.actions import Action
from rules.hadara.data import Card, DataSet
from rules.hadara.state import HadaraState, Player

Chooser = Callable[[HadaraState, int], Action]
TRACK = {"income": 0, "military": 1, "culture": 2, "food": 3}


def new(
    n: int = 4, variant: str = "basic", seed: int = 1, data: DataSet | None = None
) -> HadaraState:
    return engine.new_game(n, variant, seed, data or data_mod.load())


# --------------------------------------------------------------------------------------------
# Choosers and driving


def passive(state: HadaraState, seat: int) -> Action:
    """Take nothing when allowed, sell when a card must be handled, else the first option."""
    legal = engine.legal_actions(state, seat)
    for a in legal:
        if a.kind == "pass":
            return a
    for a in legal:
        if a.mode == "sell":
            return a
    return legal[0]


class RandomChooser:
    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def __call__(self, state: HadaraState, seat: int) -> Action:
        return self.rng.choice(engine.legal_actions(state, seat))


def run(
    state: HadaraState,
    chooser: Chooser = passive,
    until: Callable[[HadaraState], bool] | None = None,
    limit: int = 5000,
) -> list[Event]:
    """Apply the chooser's actions (first acting seat each time) until ``until`` or the end."""
    events: list[Event] = []
    for _ in range(limit):
        if state.step == "over" or (until is not None and until(state)):
            return events
        seat = state.acting[0]
        events += engine.apply(state, seat, chooser(state, seat))
    raise AssertionError("game did not reach the wanted position")


def run_to(state: HadaraState, epoch: int, step: str, chooser: Chooser = passive) -> list[Event]:
    return run(state, chooser, lambda s: s.epoch == epoch and s.step == step)


# --------------------------------------------------------------------------------------------
# Cards


def cards(
    data: DataSet,
    *,
    epoch: int | None = None,
    color: str | None = None,
    effect: str | bool | None = False,
    star: bool | None = None,
) -> list[Card]:
    """Cards matching the filters; ``effect=False`` means "cards without an effect",
    ``effect=None`` means "any", a string selects the card with that effect."""
    out = []
    for c in sorted(data.cards.values(), key=lambda c: c.id):
        if epoch is not None and c.epoch != epoch:
            continue
        if color is not None and c.color != color:
            continue
        if effect is False and c.effect is not None:
            continue
        if isinstance(effect, str) and c.effect != effect:
            continue
        if star is not None and c.star != star:
            continue
        out.append(c)
    return out


def effect_card(data: DataSet, effect: str) -> Card:
    card = data.effect_card(effect)
    assert card is not None, effect
    return card


def with_track(data: DataSet, track: str, color: str | None = None, **kw: Any) -> list[Card]:
    """Plain cards that raise ``track``."""
    return [c for c in cards(data, color=color, **kw) if c.tracks[TRACK[track]] > 0]


def without_track(data: DataSet, track: str, color: str | None = None, **kw: Any) -> list[Card]:
    return [c for c in cards(data, color=color, **kw) if c.tracks[TRACK[track]] == 0]


def _detach(state: HadaraState, card_id: str) -> None:
    """Take a card out of wherever it lies (box, deck, pile). A card taken from a deck is
    replaced there by a boxed card of the same epoch and colour, so later rounds can draw."""
    if card_id in state.box:
        state.box.remove(card_id)
    assert all(card_id not in hand for hand in state.hands), f"{card_id} is in a hand"
    card = state.data.cards[card_id]
    for deck in state.decks.values():
        if card_id in deck:
            spare = next(
                (
                    c
                    for c in state.box
                    if state.data.cards[c].epoch == card.epoch
                    and state.data.cards[c].color == card.color
                ),
                None,
            )
            i = deck.index(card_id)
            if spare is None:
                deck.pop(i)
            else:
                state.box.remove(spare)
                deck[i] = spare
    for pile in state.piles.values():
        if card_id in pile:
            pile.remove(card_id)


def free(state: HadaraState, candidates: list[Card]) -> list[str]:
    """The ids of candidate cards that nobody holds or has in hand."""
    busy = {c for hand in state.hands for c in hand} | {c for p in state.players for c in p.cards}
    return [c.id for c in candidates if c.id not in busy]


def give(state: HadaraState, seat: int, *card_ids: str) -> Player:
    """Add cards to a tableau as a purchase would (no coins change)."""
    p = state.players[seat]
    for cid in card_ids:
        assert all(cid not in q.cards for q in state.players), cid
        _detach(state, cid)
        card = state.data.cards[cid]
        p.cards.append(cid)
        p.color_counts[card.color] += 1
        if card.effect:
            p.effects.add(card.effect)
    fx.refresh_tracks(state, p)
    return p


def raise_track(state: HadaraState, seat: int, track: str, at_least: int) -> list[str]:
    """Give plain cards (strongest for ``track`` first) until the track reaches ``at_least``."""
    p = state.players[seat]
    pool = sorted(with_track(state.data, track), key=lambda c: (-c.tracks[TRACK[track]], c.id))
    given: list[str] = []
    for cid in free(state, pool):
        if p.tracks[TRACK[track]] >= at_least:
            break
        give(state, seat, cid)
        given.append(cid)
    assert p.tracks[TRACK[track]] >= at_least
    return given


def exact_track(state: HadaraState, seat: int, track: str, value: int) -> list[str]:
    """Give plain cards so that the real (recomputed) track equals ``value`` exactly."""
    p = state.players[seat]
    i = TRACK[track]
    pool = sorted(with_track(state.data, track), key=lambda c: (-c.tracks[i], c.id))
    given: list[str] = []
    for cid in free(state, pool):
        need = value - p.tracks[i]
        if need <= 0:
            break
        if state.data.cards[cid].tracks[i] <= need:
            give(state, seat, cid)
            given.append(cid)
    assert p.tracks[i] == value, (track, p.tracks[i], value)
    return given


def put_in_hand(state: HadaraState, seat: int, *card_ids: str) -> None:
    """Replace a seat's drawn cards (draft step) with chosen ones."""
    state.box.extend(state.hands[seat])
    state.hands[seat] = []
    for cid in card_ids:
        assert all(cid not in p.cards for p in state.players), cid
        _detach(state, cid)
    state.hands[seat] = list(card_ids)


def put_on_pile(state: HadaraState, color: str, *card_ids: str) -> None:
    """Replace a discard pile (bottom first)."""
    state.box.extend(state.piles[color])
    state.piles[color] = []
    for cid in card_ids:
        _detach(state, cid)
    state.piles[color] = list(card_ids)


def set_tracks(p: Player, **values: int) -> None:
    """Force track values. Valid until the engine next recomputes the player's tracks."""
    for name, value in values.items():
        p.tracks[TRACK[name]] = value


# --------------------------------------------------------------------------------------------
# Entering a step directly (same entry functions as the engine)


def _prepare(state: HadaraState, epoch: int, phase: str) -> None:
    state.epoch = epoch
    state.phase = phase
    state.first = engine.first_player(state, epoch)
    state.hands = [[] for _ in range(state.players_n)]
    state.pending = [""] * state.players_n


def at_colony(state: HadaraState, epoch: int = 1, phase: str = "B") -> list[Event]:
    _prepare(state, epoch, phase)
    events: list[Event] = []
    engine._begin_colony(state, events)
    return events


def at_statue(state: HadaraState, epoch: int = 1, phase: str = "B") -> list[Event]:
    _prepare(state, epoch, phase)
    events: list[Event] = []
    engine._begin_statue(state, events)
    return events


def at_feed(state: HadaraState, epoch: int = 1) -> list[Event]:
    _prepare(state, epoch, "B")
    events: list[Event] = []
    engine._begin_feed(state, events)
    return events


def at_medal(state: HadaraState, epoch: int = 1) -> list[Event]:
    _prepare(state, epoch, "B")
    events: list[Event] = []
    engine._begin_medal(state, events)
    return events


def at_take(state: HadaraState, epoch: int = 1) -> list[Event]:
    _prepare(state, epoch, "A")
    events: list[Event] = []
    engine._begin_take(state, events)
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def strings_in(obj: Any) -> set[str]:
    """Every string (keys and values) inside a JSON-like value."""
    out: set[str] = set()
    if isinstance(obj, str):
        out.add(obj)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            out |= strings_in(k)
            out |= strings_in(v)
    elif isinstance(obj, list | tuple):
        for v in obj:
            out |= strings_in(v)
    return out
