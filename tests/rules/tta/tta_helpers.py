"""Builders for Through the Ages rule tests: start a game, arrange the row, put cards in hands
and in play, set tokens, and act through the public protocol. (A uniquely named module, so
that test modules can import it whatever other helper modules pytest loads.)"""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.tta import catalog, economy, engine, maintenance
from rules.tta.actions import Action
from rules.tta.catalog import Catalog
from rules.tta.civil import Ctx
from rules.tta.derived import Derived, derive
from rules.tta.game import GAME
from rules.tta.state import HandCard, Player, TtaState, card_id


def cat() -> Catalog:
    return catalog.load()


def new(players: int = 2, seed: int = 0, **options: Any) -> TtaState:
    state, _ = engine.new_game(cat(), players, options, seed)
    return state


def seat_at(state: TtaState, position: int) -> int:
    """The seat ``position`` places after the start player."""
    return (state.start + position) % state.players_n


def on_turn(state: TtaState, seat: int, round_: int = 2) -> Player:
    """Make ``seat`` the nation on turn in ``round_`` with fresh action tokens (no refill)."""
    state.round = round_
    state.current = seat
    state.phase = "actions"
    state.turn += 1
    if round_ >= 2 and state.age == 0:
        state.age = 1
    p = state.players[seat]
    maintenance.reset_tokens(p)
    return p


def _pull(state: TtaState, cid: str) -> str:
    """An instance of ``cid`` taken out of a deck, the row or the unseen box (or a new one)."""
    zones = [
        *state.civil_decks.values(),
        *state.military_decks.values(),
        *state.military_discards.values(),
        state.box_unseen,
        state.events,
        state.boxed,
    ]
    for deck in zones:
        for inst in deck:
            if card_id(inst) == cid:
                deck.remove(inst)
                return inst
    for slot, inst in enumerate(state.row):
        if inst and card_id(inst) == cid:
            state.row[slot] = ""
            return inst
    n = 1
    while True:
        inst = f"{cid}#t{n}"
        if not _anywhere(state, inst):
            return inst
        n += 1


def _anywhere(state: TtaState, inst: str) -> bool:
    zones = [state.row, state.boxed, state.box_unseen, state.events, state.past_events]
    zones += [state.current_events, state.future_events, state.final_events]
    zones += list(state.civil_decks.values()) + list(state.military_decks.values())
    for p in state.players:
        zones += [p.techs, p.wonders, [h.inst for h in p.hand], [p.leader, p.wonder]]
        zones += [p.military, p.colonies, [p.tactic]]
    return any(inst in z for z in zones)


def put_row(state: TtaState, slots: dict[int, str | None]) -> None:
    """Put cards (or gaps, None) in 1-based row slots; displaced cards go back to the deck."""
    for slot, cid in slots.items():
        old = state.row[slot - 1]
        if old:
            state.civil_decks.setdefault(state.age, []).insert(0, old)
        state.row[slot - 1] = _pull(state, cid) if cid else ""


def give_hand(state: TtaState, seat: int, cid: str, taken: int = -1) -> str:
    """Put ``cid`` in the seat's civil hand, taken on turn ``taken`` (default: long ago)."""
    inst = _pull(state, cid)
    state.players[seat].hand.append(HandCard(inst, taken))
    return inst


def add_tech(state: TtaState, seat: int, cid: str) -> str:
    inst = _pull(state, cid)
    p = state.players[seat]
    info = cat().info[cid]
    if info.category == "government":
        p.techs.remove(p.government)
        p.replaced.append(p.government)
        p.government = inst
    p.techs.append(inst)
    return inst


def set_leader(state: TtaState, seat: int, cid: str) -> None:
    p = state.players[seat]
    p.leader = _pull(state, cid)
    p.leader_ages.append(cat().info[cid].age)


def complete_wonders(state: TtaState, seat: int, *cids: str) -> None:
    for cid in cids:
        state.players[seat].wonders.append(_pull(state, cid))


def start_wonder(state: TtaState, seat: int, cid: str, stages: int = 0) -> None:
    p = state.players[seat]
    p.wonder = _pull(state, cid)
    p.stages = stages
    p.blue_bank -= stages


def set_workers(
    state: TtaState, seat: int, workers: dict[str, int], pool: int | None = None
) -> None:
    """Set workers per card id; the yellow bank absorbs the difference (population changes)."""
    p = state.players[seat]
    before = p.pool + sum(p.workers.values())
    for cid, n in workers.items():
        if n:
            p.workers[cid] = n
        else:
            p.workers.pop(cid, None)
    if pool is not None:
        p.pool = pool
    after = p.pool + sum(p.workers.values())
    p.yellow_bank -= after - before
    assert p.yellow_bank >= 0


def set_tokens(state: TtaState, seat: int, tokens: dict[str, int]) -> None:
    """Blue tokens per farm/mine card id (the blue bank absorbs the difference)."""
    p = state.players[seat]
    for cid, n in tokens.items():
        p.blue_bank -= n - p.tokens.get(cid, 0)
        if n:
            p.tokens[cid] = n
        else:
            p.tokens.pop(cid, None)
    assert p.blue_bank >= 0


def derived(state: TtaState, seat: int) -> Derived:
    return derive(cat(), state, state.players[seat])


def ctx(state: TtaState, seat: int) -> Ctx:
    return Ctx(cat(), state, state.players[seat])


def food(state: TtaState, seat: int) -> int:
    return economy.stored(cat(), state.players[seat], economy.FOOD)


def res(state: TtaState, seat: int) -> int:
    return economy.stored(cat(), state.players[seat], economy.RESOURCES)


def codes(state: TtaState, seat: int | None = None) -> list[str]:
    s = engine.to_act(state)[0] if seat is None else seat
    return [a.encode() for a in GAME.legal_actions(state, s)]


def act(state: TtaState, code: str, seat: int | None = None) -> list[Event]:
    s = engine.to_act(state)[0] if seat is None else seat
    return GAME.apply(state, s, Action.decode(code))


def hand_index(state: TtaState, seat: int, cid: str) -> int:
    for i, h in enumerate(state.players[seat].hand):
        if card_id(h.inst) == cid:
            return i
    raise KeyError(cid)


def row_slot(state: TtaState, cid: str) -> int:
    """1-based slot of the first copy of ``cid`` in the row."""
    for i, inst in enumerate(state.row):
        if inst and card_id(inst) == cid:
            return i + 1
    raise KeyError(cid)


def ca_left(state: TtaState, seat: int) -> int:
    return ctx(state, seat).ca_left


def ma_left(state: TtaState, seat: int) -> int:
    return ctx(state, seat).ma_left


def ca_max(state: TtaState, seat: int) -> int:
    return ctx(state, seat).ca_max


def ma_max(state: TtaState, seat: int) -> int:
    return ctx(state, seat).ma_max


# ------------------------------------------------------------------------------------------
# Advanced and full games


def adv(players: int = 2, seed: int = 0, variant: str = "advanced", **options: Any) -> TtaState:
    """A new advanced (or full) game, in round 1 at the start player's turn."""
    return new(players, seed, variant=variant, **options)


def give_military(state: TtaState, seat: int, cid: str) -> str:
    """Put an instance of the military card ``cid`` in the seat's military hand."""
    inst = _pull(state, cid)
    state.players[seat].military.append(inst)
    return inst


def military_index(state: TtaState, seat: int, cid: str) -> int:
    for i, inst in enumerate(state.players[seat].military):
        if card_id(inst) == cid:
            return i
    raise KeyError(cid)


def top_event(state: TtaState, cid: str) -> str:
    """Put an instance of the event/territory ``cid`` on top of the current events pile
    (the pile keeps its size: the card it replaces leaves unseen)."""
    inst = _pull(state, cid)
    if state.current_events:
        state.box_unseen.append(state.current_events.pop())
    state.current_events.append(inst)
    return inst


def political(state: TtaState, seat: int, round_: int = 3) -> Player:
    """Make ``seat`` the nation on turn at its political step (no refill)."""
    p = on_turn(state, seat, round_)
    state.phase = "political"
    return p


def set_tactic(state: TtaState, seat: int, cid: str) -> None:
    state.players[seat].tactic = _pull(state, cid)


def units_only(state: TtaState, seat: int, units: dict[str, int], pool: int = 0) -> None:
    """Remove every unit, then set these (other buildings unchanged)."""
    p = state.players[seat]
    clear = {cid: 0 for cid in p.workers if cat().info[cid].category == "unit"}
    set_workers(state, seat, {**clear, **units}, pool=pool)


def aggression_ready(seed: int = 5) -> tuple[TtaState, int, int]:
    """A two-player advanced game at the attacker's political step (round 5): the attacker,
    with three Swordsmen, holds Spy; the defender, with three Warriors, holds a Defense /
    Colonization card. Returns (state, attacker, defender)."""
    state = adv(2, seed=seed)
    a = state.start
    b = 1 - a
    add_tech(state, a, "swordsmen")
    units_only(state, a, {"swordsmen": 3})
    units_only(state, b, {"warriors": 3})
    give_military(state, b, "defense_colonization_i")
    give_military(state, a, "spy")
    political(state, a, round_=5)
    return state, a, b


def defence_position(seed: int = 5) -> tuple[TtaState, int, int]:
    """:func:`aggression_ready` after the attacker played Spy against the defender, who is
    now asked out of turn, in secret, for defence cards (T-15.7)."""
    state, a, b = aggression_ready(seed)
    act(state, f"agg.0.{b}")
    act(state, "done")
    return state, a, b
