"""The card row's refill (T-6.3), changes of age (T-16), the final rounds (T-17) and
resignation (T-18).

Refill: clear the first k slots (k by the number of nations still in the game, T-18.2), shift
left, fill from the current civil deck. The first refill finishes Age A and begins Age I
(T-6.3.4, not a change of age). Later, when the current civil deck becomes empty during a refill
(T-22 #5; with ``age_change_trigger = card_needed``: when a card is needed and the deck is
empty), the age changes: in the simple game the round becomes the last (R7); in the advanced and
full games obsolete cards are discarded (T-16.2), the old military deck and its discard pile
leave, the new decks are placed and the row is completed from the new civil deck, and in the
full game every nation returns 2 yellow tokens from its yellow bank (T-16.5). The advanced
game's change to Age III and the full game's change to Age IV begin the end (T-17.2, T-17.3,
T-22 #7, #8).
"""

from __future__ import annotations

from rules.core import Event
from rules.tta import civil, military, nation, pacts
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.state import Player, TtaState, card_id

YELLOW_LOST_AT_AGE_END = 2  # T-16.5


def last_age(state: TtaState) -> int:
    """The age in which no cards are dealt: the game ends in it."""
    variant = state.options.get("variant")
    return {"simple": 2, "advanced": 3}.get(str(variant), 4)


def refill(cat: Catalog, state: TtaState, events: list[Event], clear: bool = True) -> None:
    """T-6.3: clear the first k slots, shift left, fill from the current civil deck.
    ``clear=False``: shift and fill only (International Agreement, T-22 #37)."""
    k = nation.row_clear_count(state.count_for_rules()) if clear else 0
    removed = [c for c in state.row[:k] if c]
    state.boxed.extend(removed)
    kept = [c for c in state.row[k:] if c]
    missing = nation.ROW_SLOTS - len(kept)
    drawn: list[str] = []
    if state.age == 0:
        # T-6.3.4: the first refill uses the rest of Age A; then Age I begins.
        deck = state.civil_decks.get(0, [])
        while len(drawn) < missing and deck:
            drawn.append(deck.pop())
        if len(drawn) < missing and state.options.get("first_refill_shortfall") == "age_I":
            deck_one = state.civil_decks.get(1, [])
            while len(drawn) < missing and deck_one:
                drawn.append(deck_one.pop())  # T-22 #6
        state.box_unseen.extend(deck)  # leftover Age A cards leave unseen
        deck.clear()
        state.age = 1
        events.append(Event("age", None, {"age": 1}))
        reveal_gradual(cat, state, events)
    elif state.age < last_age(state) and not state.last_round:
        deck = state.civil_decks.get(state.age, [])
        had_cards = bool(deck)
        while len(drawn) < missing and deck:
            drawn.append(deck.pop())
        trigger = state.options.get("age_change_trigger", "deck_empty")
        ran_out = (had_cards and not deck) if trigger == "deck_empty" else len(drawn) < missing
        if ran_out:
            if state.options.get("variant") == "simple":
                # T-17.1.1: the Age I deck ran out; this round is the last (ruling R7).
                set_end_round(state, state.round, events)
            else:
                change_age(cat, state, events)
                deck = state.civil_decks.get(state.age, [])
                while len(drawn) < missing and deck:
                    drawn.append(deck.pop())
    state.row = kept + drawn + [""] * (missing - len(drawn))
    events.append(Event("refill", None, {"removed": len(removed), "added": len(drawn)}))


def set_end_round(state: TtaState, round_: int, events: list[Event]) -> None:
    state.end_round = round_
    state.last_round = state.round >= round_
    events.append(Event("last_round", None, {"round": round_}))


def change_age(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    """T-16 (T-22 #5): the order of everything that happens when an age ends."""
    old = state.age
    new = old + 1
    state.age = new
    events.append(Event("age", None, {"age": new}))
    obsolete = new - 2  # cards of the age before the one just ended (T-16.2)
    for p in state.players:
        if p.resigned:
            continue
        _discard_obsolete(cat, state, p, obsolete, events)
    for x in list(state.pacts):
        if cat.of(x.inst).age <= obsolete:
            pacts.end(cat, state, x, "obsolete", events)
    # T-16.4: the military deck and discard pile of the age just ended leave for good.
    state.box_unseen.extend(state.military_decks.pop(old, []))
    state.box_unseen.extend(state.military_discards.pop(old, []))
    if state.options.get("variant") == "full" and old in (1, 2, 3):
        for p in state.players:
            if p.resigned:
                continue
            lost = min(YELLOW_LOST_AT_AGE_END, p.yellow_bank)  # T-16.5: bank tokens only
            p.yellow_bank -= lost
            p.yellow_delta -= lost
            events.append(Event("yellow_lost", p.seat, {"count": lost}))
    reveal_gradual(cat, state, events)
    if new >= last_age(state):
        if state.options.get("variant") == "advanced":
            set_end_round(state, state.round, events)  # T-17.2.1, T-22 #8
        else:
            # T-17.3.2, T-22 #7: the last round is the first one played wholly in Age IV.
            if state.current != state.start:
                extra = 1
            else:
                extra = 1 if state.options.get("age4_extra_round_when_start_player") else 0
            set_end_round(state, state.round + extra, events)


def _discard_obsolete(
    cat: Catalog, state: TtaState, p: Player, obsolete: int, events: list[Event]
) -> None:
    ctx = Ctx(cat, state, p)
    old_ca, old_ma = ctx.d.ca, ctx.d.ma
    gone: list[str] = []
    for h in list(p.hand):
        if cat.of(h.inst).age <= obsolete:
            p.hand.remove(h)
            state.boxed.append(h.inst)
            gone.append(card_id(h.inst))
    for inst in list(p.military):
        if cat.of(inst).age <= obsolete:
            p.military.remove(inst)
            state.box_unseen.append(inst)  # discarded face down
    if p.leader and cat.of(p.leader).age <= obsolete:
        gone.append(card_id(p.leader))
        state.boxed.append(p.leader)
        p.leader = ""
    if p.wonder and cat.of(p.wonder).age <= obsolete:
        gone.append(card_id(p.wonder))
        state.boxed.append(p.wonder)
        p.blue_bank += p.stages  # its blue tokens go back (T-16.2)
        p.wonder = ""
        p.stages = 0
    civil.sync_actions(ctx, old_ca, old_ma)
    if gone:
        events.append(Event("obsolete", p.seat, {"cards": gone}))


def reveal_gradual(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    """T-19.4 gradual reveal: one of the face-down Age III events at each new age."""
    if state.gradual:
        inst = state.gradual.pop()
        state.final_events.append(inst)
        events.append(Event("bonus_revealed", None, {"card": card_id(inst)}))


# ------------------------------------------------------------------------------------------
# Resignation (T-18, T-22 #27)


def resign(cat: Catalog, state: TtaState, seat: int, events: list[Event]) -> None:
    p = state.players[seat]
    order = 1 + sum(1 for q in state.players if q.resigned)
    p.resigned = order
    events.append(Event("resign", seat, {"order": order}))
    for x in list(state.pacts):
        if seat in (x.a, x.b):
            pacts.end(cat, state, x, "resigned", events)
    for w in list(state.wars):
        if seat in (w.attacker, w.defender):
            state.wars.remove(w)
            military.discard(cat, state, w.inst, seen=True)
    for h in p.hand:
        state.boxed.append(h.inst)
    p.hand.clear()
    state.box_unseen.extend(p.military)
    p.military.clear()
    for q in state.players:
        if q.holds_token == seat:
            q.holds_token = -1
    p.holds_token = -1
    # Frames waiting for this nation are dropped (a bid, a defence, a pact answer).
    state.pending = [f for f in state.pending if f.seat != seat]


def remaining(state: TtaState) -> list[int]:
    return [p.seat for p in state.players if not p.resigned]
