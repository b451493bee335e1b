"""The course of a game: setup (T-4), rounds and turns (T-5), the card row (T-6.3), the end
(T-17.1), and applying actions with version bookkeeping.

A turn: refill the row (from round 2), reveal the simple game's event (start player, round 3+),
then the nation on turn acts until it ends the turn; maintenance follows; the next seat begins.
Questions to other seats (event choices now; defence, bids, pacts later) are frames on
``state.pending``: while one is open only its seat may answer, then play goes on where it
stopped (:func:`_advance`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import Event, IllegalAction, Rng
from rules.tta import civil, legal, nation
from rules.tta import events as ev
from rules.tta import options as opts
from rules.tta.actions import Action
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.maintenance import maintain, reset_tokens
from rules.tta.scoring import score_game
from rules.tta.state import Player, TtaState

MIN_PLAYERS = 2
MAX_PLAYERS = 4

# Reason codes of this game beyond rules.core.REASONS (the bot translates each).
REASONS: tuple[str, ...] = (
    "not_enough_actions",
    "not_enough_food",
    "not_enough_resources",
    "not_enough_science",
    "no_worker",
    "hand_full",
    "leader_age_taken",
    "wonder_in_progress",
    "duplicate_technology",
    "taken_this_turn",
    "round_one_only_take",
    "revolution_needs_all_actions",
    "no_wonder",
    "no_bank_token",
)


# ------------------------------------------------------------------------------------------
# Setup (T-4.1, T-4.2)


def new_game(
    cat: Catalog, players: int, options: Mapping[str, Any], seed: int
) -> tuple[TtaState, list[Event]]:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalAction("bad_player_count", f"{players} players", players=players)
    table = opts.resolve(options, players)
    rng = Rng(seed)
    start = rng.below(players)  # T-4.1.4: drawn
    state = TtaState(
        players_n=players,
        options=table,
        seed=seed,
        rng=rng,
        players=[_new_player(cat, seat, table) for seat in range(players)],
        data_fingerprint=cat.fingerprint,
        start=start,
        current=start,
    )
    age_a = cat.deck("civil", 0, players)
    rng.shuffle(age_a)
    for slot in range(nation.ROW_SLOTS):  # T-4.1.2: 5 + 4 + 4
        state.row[slot] = age_a.pop()
    state.civil_decks[0] = age_a
    age_one = cat.deck("civil", 1, players)  # filtered by player count (T-2.2)
    rng.shuffle(age_one)
    state.civil_decks[1] = age_one
    # T-4.2.1/T-4.2.2: the simple game's nine Age A events; the rest is boxed unseen.
    military_a = cat.deck("military", 0, players)
    simple = [m for m in military_a if cat.of(m).simple_game]
    rng.shuffle(simple)
    state.events = simple
    state.box_unseen.extend(m for m in military_a if not cat.of(m).simple_game)
    events = [Event("setup", None, {"players": players, "start": start})]
    _begin_turn(cat, state, start, events)
    state.wait_since = state.version
    return state, events


def _new_player(cat: Catalog, seat: int, table: Mapping[str, Any]) -> Player:
    p = Player(seat=seat)
    if table.get("easier"):
        p.yellow_bank += 1  # T-19.1: one more token for the whole game (not a card's)
    for cid in cat.starting:
        info = cat.info[cid]
        inst = f"{cid}#0"
        p.techs.append(inst)
        if info.category == "government":
            p.government = inst
        if info.starting_workers:
            p.workers[cid] = info.starting_workers
    return p


# ------------------------------------------------------------------------------------------
# Turns


def _begin_turn(cat: Catalog, state: TtaState, seat: int, events: list[Event]) -> None:
    state.current = seat
    state.turn += 1
    state.phase = "actions"
    reset_tokens(state.players[seat])
    events.append(Event("turn", seat, {"round": state.round, "turn": state.turn}))
    if state.round >= 2:
        refill(cat, state, events)
    if _event_due(state, seat, "after_refill"):
        ev.reveal_simple_event(cat, state, events)


def _event_due(state: TtaState, seat: int, timing: str) -> bool:
    """T-15.4.7 / T-22 #14: once per round on the start player's turn, from round 3."""
    return (
        state.options.get("variant") == "simple"
        and seat == state.start
        and state.round >= 3
        and bool(state.events)
        and state.options.get("simple_event_timing", "after_refill") == timing
    )


def refill(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    """T-6.3: clear the first k slots, shift left, fill from the current civil deck."""
    k = nation.row_clear_count(state.players_n)
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
    elif not state.last_round:
        deck = state.civil_decks.get(state.age, [])
        had_cards = bool(deck)
        while len(drawn) < missing and deck:
            drawn.append(deck.pop())
        trigger = state.options.get("age_change_trigger", "deck_empty")
        ran_out = (
            (had_cards and not deck)
            if trigger == "deck_empty"
            else len(drawn) < missing
        )
        if ran_out and state.options.get("variant") == "simple":
            # T-17.1.1: the Age I deck ran out; this round is the last (ruling R7).
            state.last_round = True
            events.append(Event("last_round", None, {"round": state.round}))
    state.row = kept + drawn + [""] * (missing - len(drawn))
    events.append(Event("refill", None, {"removed": len(removed), "added": len(drawn)}))


def _end_turn(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    seat = state.current
    maintain(cat, state, state.players[seat], events)
    state.phase = "after_turn"
    if _event_due(state, seat, "end_of_turn"):
        ev.reveal_simple_event(cat, state, events)


def _advance(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    """Go on until someone must decide (a frame, or the next nation's actions)."""
    while not state.pending and state.phase == "after_turn":
        nxt = (state.current + 1) % state.players_n
        if nxt == state.start:
            if state.last_round:
                _finish(cat, state, events)
                return
            state.round += 1
        _begin_turn(cat, state, nxt, events)


def _finish(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    score_game(cat, state)
    state.phase = "over"
    events.append(
        Event("game_over", None, {"scores": [p.culture for p in state.players]})
    )


# ------------------------------------------------------------------------------------------
# The protocol's operations


def is_over(state: TtaState) -> bool:
    return state.phase == "over"


def to_act(state: TtaState) -> list[int]:
    if is_over(state):
        return []
    if state.pending:
        return [state.pending[-1].seat]
    return [state.current]


def wait_key(state: TtaState) -> str:
    """A new key is a new wait: each turn, and each pending frame."""
    if state.pending:
        frame = state.pending[-1]
        return f"t{state.turn}.{frame.kind}{frame.serial}"
    return f"t{state.turn}"


def legal_actions(cat: Catalog, state: TtaState, seat: int) -> list[Action]:
    if is_over(state) or seat not in to_act(state):
        return []
    if state.pending:
        return legal.frame_actions(state)
    return legal.turn_actions(cat, state)


def refusal(cat: Catalog, state: TtaState, seat: int, a: Action) -> IllegalAction | None:
    if is_over(state):
        return IllegalAction("game_over")
    if seat not in to_act(state):
        return IllegalAction("not_your_turn", seat=seat)
    if state.pending:
        frame = state.pending[-1]
        if a.kind != "ev" or a.args[0] not in frame.choices:
            return IllegalAction("wrong_step", a.encode())
        return None
    if a.kind == "ev":
        return IllegalAction("wrong_step", a.encode())
    reason = civil.dispatch_check(Ctx(cat, state, state.players[seat]), a)
    return None if reason is None else IllegalAction(reason, a.encode())


def apply(
    cat: Catalog,
    state: TtaState,
    seat: int,
    a: Action,
    expected_version: int | None = None,
) -> list[Event]:
    if expected_version is not None and expected_version != state.version:
        raise IllegalAction("stale_version", current=state.version, given=expected_version)
    problem = refusal(cat, state, seat, a)
    if problem is not None:
        raise problem
    before = wait_key(state)
    events: list[Event] = []
    if state.pending:
        ev.answer(cat, state, a.args[0], events)
    elif a.kind == "end":
        events.append(Event("end_turn", seat))
        _end_turn(cat, state, events)
    else:
        ctx = Ctx(cat, state, state.players[seat])
        data = civil.dispatch_do(ctx, a)
        data["code"] = a.encode()
        events.append(Event(a.kind, seat, data))
    state.version += 1
    state.actions_applied += 1
    _advance(cat, state, events)
    if wait_key(state) != before:
        state.wait_since = state.version
    return events
