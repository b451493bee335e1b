"""The course of a game: setup (T-4), rounds and turns (T-5), the end (T-17), and applying
actions with version bookkeeping.

A turn is a sequence of steps (``state.phase``, T-5.3): ``refill`` (the card row from round 2,
the simple game's event on the start player's turn from round 3), ``wars`` (full game: wars the
nation declared on its previous turn; before the refill with ``war_resolution =
before_refill``), ``political`` (advanced/full: at most one political action; skipped when the
nation has none), ``post_political`` and ``discard`` (the military hand limit), ``actions``
(until ``end``), then the happiness check and maintenance, ``after_turn``; the next nation
begins. Questions to any seat (events, bids, defence, pacts, targets, discards) are frames on
``state.pending`` (:mod:`rules.tta.frames`): while one is open only its seat may answer, then
play goes on where it stopped (:func:`_advance`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import Event, IllegalAction, Rng
from rules.tta import actions as act
from rules.tta import (
    ages,
    civil,
    colonize,
    combat,
    frames,
    legal,
    military,
    nation,
    pacts,
    picks,  # noqa: F401  (imported for its frame handlers: the answers to pick and split)
    politics,
    undo,
)
from rules.tta import events as ev
from rules.tta import options as opts
from rules.tta.actions import Action
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.maintenance import end_of_turn, reset_tokens
from rules.tta.scoring import score_game
from rules.tta.state import Frame, Player, TtaState

# Modules whose frame kinds must be registered before any game runs.
_FRAME_MODULES = (colonize, combat, pacts, military)

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
    "nothing_to_undo",
    "used_this_turn",
)


# ------------------------------------------------------------------------------------------
# Setup (T-4)


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
    variant = table["variant"]
    military_a = cat.deck("military", 0, players)
    if variant == "simple":
        # T-4.2.1/T-4.2.2: the simple game's nine Age A events; the rest is boxed unseen.
        simple = [m for m in military_a if cat.of(m).simple_game]
        rng.shuffle(simple)
        state.events = simple
        state.box_unseen.extend(m for m in military_a if not cat.of(m).simple_game)
    else:
        _setup_military(cat, state, military_a, str(variant))
    events = [Event("setup", None, {"players": players, "start": start})]
    _begin_turn(cat, state, start, events)
    _advance(cat, state, events)
    undo.reset(state)  # the first turn's actions can be taken back too
    state.wait_since = state.version
    return state, events


def _setup_military(cat: Catalog, state: TtaState, military_a: list[str], variant: str) -> None:
    """T-4.3 / T-4.4: decks of the advanced and full games, the current events pile and the
    Age III events scored at the end."""
    rng, n = state.rng, state.players_n
    last = 2 if variant == "advanced" else 3
    for age in range(2, last + 1):
        deck = cat.deck("civil", age, n)
        rng.shuffle(deck)
        state.civil_decks[age] = deck
    pool = [
        m
        for m in military_a
        if cat.of(m).id != "development_of_politics"
        or state.options.get("dev_politics_in_advanced", True)
    ]
    state.box_unseen.extend(m for m in military_a if m not in pool)
    rng.shuffle(pool)
    deal = n + 2  # T-4.3.3 (T-22 #10)
    state.current_events = pool[-deal:]
    state.box_unseen.extend(pool[:-deal])
    for age in range(1, last + 1):
        deck = []
        for inst in cat.deck("military", age, n):
            if _removed(cat, state, inst, variant):
                state.box_unseen.append(inst)
            else:
                deck.append(inst)
        rng.shuffle(deck)
        state.military_decks[age] = deck
        state.military_discards[age] = []
    if variant == "advanced":
        age_three = cat.deck("military", 3, n)
        rng.shuffle(age_three)
        while age_three and len(state.final_events) < 4:  # T-4.3.5
            inst = age_three.pop()
            if cat.of(inst).kind == "event":
                state.final_events.append(inst)
            else:
                state.boxed.append(inst)  # revealed on the way, then boxed
        state.box_unseen.extend(age_three)
        return
    deck = state.military_decks[3]
    if state.options.get("gradual_reveal"):
        # T-19.4 sub-variant: 5 Age III events face down, one revealed now and one at each
        # new age (I, II, III, IV).
        found = [m for m in deck if cat.of(m).kind == "event"]
        rng.shuffle(found)
        state.gradual = found[:5]
        rest = [m for m in deck if m not in state.gradual]
        rng.shuffle(rest)
        state.military_decks[3] = rest
        ages.reveal_gradual(cat, state, [])
    else:
        wanted = int(state.options.get("pre_revealed_bonuses", 0) or 0)
        shown: list[str] = []
        while deck and len(state.final_events) < wanted:  # T-19.4
            inst = deck.pop()
            if cat.of(inst).kind == "event":
                state.final_events.append(inst)
            else:
                shown.append(inst)
        if shown:
            deck.extend(shown)  # revealed non-events are shuffled back ([ENGINE])
            rng.shuffle(deck)


def _removed(cat: Catalog, state: TtaState, inst: str, variant: str) -> bool:
    kind = cat.of(inst).kind
    if kind == "war" and variant == "advanced":
        return True  # T-4.3.2
    if kind == "pact" and state.players_n < 3:
        return True  # T-4.3.2, T-15.8.1
    return kind in ("war", "aggression") and bool(state.options.get("peaceful"))  # T-19.5


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


def _steps(state: TtaState) -> tuple[str, ...]:
    if state.options.get("war_resolution") == "before_refill":
        return ("wars", "refill", "political", "post_political", "discard", "actions")
    return ("refill", "wars", "political", "post_political", "discard", "actions")


def _next_step(state: TtaState, phase: str) -> str:
    steps = _steps(state)
    return steps[steps.index(phase) + 1]


def _begin_turn(cat: Catalog, state: TtaState, seat: int, events: list[Event]) -> None:
    state.current = seat
    state.turn += 1
    p = state.players[seat]
    reset_tokens(p)
    if p.lose_ca:
        # Rebellion (T-22 #36): the lost civil actions start this turn spent.
        p.ca_spent = min(p.lose_ca, Ctx(cat, state, p).ca_max)
        events.append(Event("actions_lost", seat, {"civil": p.ca_spent}))
        p.lose_ca = 0
    events.append(Event("turn", seat, {"round": state.round, "turn": state.turn}))
    state.phase = _steps(state)[0]


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
    """T-6.3 (see :func:`rules.tta.ages.refill`)."""
    ages.refill(cat, state, events)


def _step(cat: Catalog, state: TtaState, events: list[Event]) -> bool:
    """Run one automatic step of the turn; False when the nation must decide."""
    phase = state.phase
    seat = state.current
    p = state.players[seat]
    if phase == "refill":
        state.phase = _next_step(state, phase)
        if state.round >= 2:
            ages.refill(cat, state, events)
        if _event_due(state, seat, "after_refill"):
            ev.reveal_simple_event(cat, state, events)
        return True
    if phase == "wars":
        war = combat.due_war(state, seat) if state.round >= 2 else None
        if war is not None:
            combat.start_war(cat, state, war, events)
        else:
            state.phase = _next_step(state, phase)
        return True
    if phase == "political":
        if not politics.enabled(state) or state.round < 2:
            state.phase = "post_political"
            return True
        if p.skip_political:
            p.skip_political = False  # International Agreement (T-22 #37)
            events.append(Event("political_skipped", seat))
            state.phase = "post_political"
            return True
        if politics.has_options(cat, state, p):
            return False
        state.phase = "post_political"
        return True
    if phase == "post_political":
        state.phase = "discard"
        if politics.enabled(state):
            politics.after(cat, state, p, events)
            if politics.discard_due(cat, state, p):
                frames.push_one(state, Frame("discard", seat))
        return True
    if phase == "discard":
        state.phase = "actions"
        return True
    if phase == "after_turn":
        _next_turn(cat, state, events)
        return True
    return False  # actions, over


def _next_turn(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    if len(ages.remaining(state)) <= 1:
        _finish(cat, state, events)  # T-18.3: the last nation standing wins at once
        return
    seat = state.current
    while True:
        seat = (seat + 1) % state.players_n
        if seat == state.start:
            if state.end_round and state.round >= state.end_round:
                _finish(cat, state, events)
                return
            state.round += 1
            state.last_round = bool(state.end_round) and state.round >= state.end_round
        if state.in_game(seat):
            break
    _begin_turn(cat, state, seat, events)


def _end_turn(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    seat = state.current
    end_of_turn(cat, state, state.players[seat], events)
    state.phase = "after_turn"
    if _event_due(state, seat, "end_of_turn"):
        ev.reveal_simple_event(cat, state, events)


def _advance(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    """Go on until someone must decide (a frame, a political choice, the nation's actions)."""
    while not state.pending and state.phase != "over":
        if not _step(cat, state, events):
            return


def _finish(cat: Catalog, state: TtaState, events: list[Event]) -> None:
    score_game(cat, state, events)
    state.phase = "over"
    state.pending.clear()
    events.append(Event("game_over", None, {"scores": [p.culture for p in state.players]}))


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


def _wait(state: TtaState) -> tuple[object, ...]:
    """:func:`wait_key` as a tuple, equal exactly when the keys are (no frame kind ends with a
    digit, so a key's kind and serial never run together ambiguously)."""
    if state.pending:
        frame = state.pending[-1]
        return (state.turn, frame.kind, frame.serial)
    return (state.turn, state.phase == "political")


def wait_key(state: TtaState) -> str:
    """A new key is a new wait: each turn, its political step, and each pending frame."""
    if state.pending:
        frame = state.pending[-1]
        return f"t{state.turn}.{frame.kind}{frame.serial}"
    if state.phase == "political":
        return f"t{state.turn}.pol"
    return f"t{state.turn}"


def legal_actions(cat: Catalog, state: TtaState, seat: int) -> list[Action]:
    if is_over(state) or seat not in to_act(state):
        return []
    if state.pending:
        return [act.split(c) for c in frames.choices(cat, state, state.pending[-1])]
    p = state.players[seat]
    if state.phase == "political":
        return politics.legal(cat, state, p)
    out = legal.turn_actions(cat, state)
    if undo.allowed(state, seat):
        out.insert(len(out) - 1, act.UNDO)  # "end" stays last
    return out


TURN_EXTRA_KINDS: frozenset[str] = frozenset({"tac", "draw", "trade", "col", "resign"})


def refusal(
    cat: Catalog, state: TtaState, seat: int, a: Action, ctx: Ctx | None = None
) -> IllegalAction | None:
    """Why ``a`` is not allowed for ``seat`` now (None: allowed). ``ctx``: the nation's
    recount when the caller has one (apply reuses it for the action itself)."""
    if is_over(state):
        return IllegalAction("game_over")
    if seat not in to_act(state):
        return IllegalAction("not_your_turn", seat=seat)
    code = a.encode()
    if a.kind == undo.UNDO:
        return None if undo.allowed(state, seat) else IllegalAction("nothing_to_undo")
    if state.pending:
        if code not in frames.choices(cat, state, state.pending[-1]):
            return IllegalAction("wrong_step", code)
        return None
    p = state.players[seat]
    if state.phase == "political":
        if a.kind not in politics.POLITICAL_KINDS and a.kind != "resign":
            return IllegalAction("wrong_step", code)
        if not politics.offers(cat, state, p, a):
            return IllegalAction("requirement_not_met", code)
        return None
    if (a.kind in politics.POLITICAL_KINDS and a.kind != "col") or a.kind in legal.FRAME_KINDS:
        return IllegalAction("wrong_step", code)
    if a.kind == "end":
        return None  # civil.dispatch_check allows it at every step of the actions
    ctx = ctx if ctx is not None else Ctx(cat, state, p)
    ctx.why = civil.NO_WHY
    reason = (
        legal.check_extra(ctx, a) if a.kind in TURN_EXTRA_KINDS else civil.dispatch_check(ctx, a)
    )
    return None if reason is None else IllegalAction(reason, code, **ctx.params(reason))


def apply(
    cat: Catalog,
    state: TtaState,
    seat: int,
    a: Action,
    expected_version: int | None = None,
    checked: bool = True,
) -> list[Event]:
    """Apply ``a`` for ``seat``, or raise :class:`IllegalAction` (:func:`refusal`).
    ``checked=False`` skips the refusal: only for a caller that took ``a`` from
    :func:`legal_actions` of this very state (the strong agent's playouts)."""
    if expected_version is not None and expected_version != state.version:
        raise IllegalAction("stale_version", current=state.version, given=expected_version)
    ctx = None
    if (
        not state.pending
        and state.phase == "actions"
        and a.kind != "end"
        and 0 <= seat < state.players_n
    ):
        ctx = Ctx(cat, state, state.players[seat])
    if checked:
        problem = refusal(cat, state, seat, a, ctx)
        if problem is not None:
            raise problem
    undo.keep(state, a.kind)  # before anything changes
    if a.kind == undo.UNDO:
        return undo.undo(state, seat, lambda s, code: apply(cat, s, seat, Action.decode(code)))
    was = undo.before(state) if a.kind in undo.SAFE_KINDS else ()  # note reads it only then
    before = _wait(state)
    events: list[Event] = []
    p = state.players[seat]
    if state.pending:
        frames.answer(cat, state, state.pending[-1], a.encode(), events)
    elif a.kind == "resign":
        ages.resign(cat, state, seat, events)
        state.phase = "after_turn"
    elif state.phase == "political":
        p.acted = True
        politics.do(cat, state, p, a, events)
    elif a.kind == "end":
        events.append(Event("end_turn", seat))
        _end_turn(cat, state, events)
    else:
        p.acted = True
        ctx = ctx if ctx is not None else Ctx(cat, state, p)
        if a.kind in TURN_EXTRA_KINDS:
            data = legal.do_extra(ctx, a, events)
        else:
            data = civil.dispatch_do(ctx, a)
        data["code"] = a.encode()
        events.append(Event(a.kind, seat, data))
    state.version += 1
    state.actions_applied += 1
    _advance(cat, state, events)
    if _wait(state) != before:
        state.wait_since = state.version
    undo.note(state, seat, a.kind, a.encode(), was, events)
    return events
