"""Ocean Liner Service (Age II wonder, [CSV] card text): once per turn, increase the population
without a civil action and for 5 food less (issue 26: the wonder used to have no effect).

The granted increase is ``pop.free``; the ordinary one (T-8.1) stays available beside it.
"""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.core import IllegalAction
from rules.tta import catalog, engine, nation
from rules.tta import state as state_mod
from rules.tta.agents import make_agent
from rules.tta.game import GAME
from rules.tta.state import TtaState


def liner_turn(
    yellow_bank: int = 9, food: int = 8, seed: int = 3, variant: str = "advanced"
) -> tuple[TtaState, int]:
    """A game at round 3, the start player on turn with Ocean Liner Service built, ``food``
    stored on Agriculture and ``yellow_bank`` tokens left in the yellow bank (the others
    work on Agriculture; one unused worker)."""
    state = h.adv(2, seed=seed, variant=variant)
    seat = state.start
    h.on_turn(state, seat, 3)
    h.complete_wonders(state, seat, "ocean_liner_service")
    p = state.players[seat]
    farms = p.workers["agriculture"] + p.yellow_bank - yellow_bank
    h.set_workers(state, seat, {"agriculture": farms}, pool=1)
    h.set_tokens(state, seat, {"agriculture": food})
    return state, seat


def reason(state: TtaState, code: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        h.act(state, code)
    return err.value


def pops(state: TtaState, seat: int) -> list[str]:
    return [c for c in h.codes(state, seat) if c.startswith("pop")]


def test_t8_1_free_increase_costs_no_civil_action_and_5_food_less() -> None:
    """T-8.1 with Ocean Liner Service: Y = 9 costs 4 food normally; the granted increase costs
    max(0, 4 - 5) = 0 and leaves the civil actions untouched."""
    state, seat = liner_turn(yellow_bank=9, food=8)
    p = state.players[seat]
    assert pops(state, seat) == ["pop", "pop.free"]
    events = h.act(state, "pop.free", seat)
    assert events[0].data["food"] == 0 and events[0].data["free"] == 1
    assert (h.food(state, seat), p.yellow_bank, p.pool, p.ca_spent) == (8, 8, 2, 0)
    # The ordinary increase is still there, at its own price (Y = 8: 5 food) and 1 CA.
    assert pops(state, seat) == ["pop"]
    h.act(state, "pop", seat)
    assert (h.food(state, seat), p.yellow_bank, p.ca_spent) == (3, 7, 1)


def test_t8_1_free_increase_pays_the_rest_when_the_cost_is_above_5() -> None:
    """Y = 4 costs 7 food: the granted increase pays 2; a nation with 1 food cannot."""
    state, seat = liner_turn(yellow_bank=4, food=2)
    h.act(state, "pop.free", seat)
    assert h.food(state, seat) == 0
    state, seat = liner_turn(yellow_bank=4, food=1)
    refusal = reason(state, "pop.free")
    assert (refusal.reason, refusal.params) == (
        "not_enough_food",
        {"need": 2, "have": 1},
    )


def test_t8_1_free_increase_with_moses_never_below_zero() -> None:
    """Moses (T-8.1: 1 food less) and the liner add up: Y = 4 costs 7 - 1 - 5 = 1; Y = 9
    costs max(0, 4 - 1 - 5) = 0."""
    state, seat = liner_turn(yellow_bank=4, food=1)
    h.set_leader(state, seat, "moses")
    h.act(state, "pop.free", seat)
    assert h.food(state, seat) == 0
    state, seat = liner_turn(yellow_bank=9, food=0)
    h.set_leader(state, seat, "moses")
    h.act(state, "pop.free", seat)
    assert state.players[seat].yellow_bank == 8


def test_once_per_turn_and_again_next_turn() -> None:
    """Once per turn: refused a second time (``used_this_turn``), offered again after the
    nation's maintenance (T-5.3: the turn's tokens return)."""
    state, seat = liner_turn(yellow_bank=12, food=9)
    h.act(state, "pop.free", seat)
    assert reason(state, "pop.free").reason == "used_this_turn"
    h.act(state, "end", seat)
    h.on_turn(state, seat, 4)
    assert "pop.free" in h.codes(state, seat)


def test_t8_1_no_civil_action_needed_but_the_yellow_bank_limits() -> None:
    """T-8.1: impossible with an empty yellow bank; possible with every civil action spent."""
    state, seat = liner_turn(yellow_bank=12, food=9)
    p = state.players[seat]
    p.ca_spent = h.ca_max(state, seat)
    p.acted = True
    assert pops(state, seat) == ["pop.free"]
    state, seat = liner_turn(yellow_bank=0, food=9)
    refusal = reason(state, "pop.free")
    assert (refusal.reason, refusal.params) == ("limit_reached", {"what": "population"})


def test_t11_2_2_only_a_completed_wonder_grants_it() -> None:
    """T-11.2.2: a wonder's effects start at completion; none while it is being built."""
    state = h.adv(2, seed=3)
    seat = state.start
    h.on_turn(state, seat, 3)
    h.set_tokens(state, seat, {"agriculture": 9})
    h.start_wonder(state, seat, "ocean_liner_service", stages=2)
    assert "pop.free" not in h.codes(state, seat)
    assert reason(state, "pop.free").reason == "requirement_not_met"


def test_t10_3_1_the_free_increase_is_not_a_civil_action() -> None:
    """T-10.3.1: a revolution needs every civil action unused; the granted increase spends
    none, so a revolution is still possible after it."""
    state, seat = liner_turn(yellow_bank=12, food=9)
    h.give_hand(state, seat, "monarchy")
    state.players[seat].science = 9
    h.act(state, "pop.free", seat)
    assert f"rev.{h.hand_index(state, seat, 'monarchy')}" in h.codes(state, seat)


def test_undo_and_dump_keep_the_once_per_turn_mark() -> None:
    """Taking the increase back offers it again; a dump keeps the mark, and a dump written
    before the mark existed loads without it (saved games stay loadable)."""
    from rules.tta import undo

    state, seat = liner_turn(yellow_bank=12, food=9)
    undo.reset(state)
    h.act(state, "pop.free", seat)
    again = state_mod.load(state_mod.dump(state))
    assert again.players[seat].free_pop_used
    h.act(state, "undo", seat)
    assert "pop.free" in h.codes(state, seat)
    raw = state_mod.to_json(again)
    for p in raw["players"]:
        del p["free_pop_used"]
    import json

    old = state_mod.load(json.dumps(raw))
    assert not old.players[seat].free_pop_used


def test_label_names_the_food() -> None:
    """The label is its own message with the food it costs (describe.py's one branch)."""
    state, seat = liner_turn(yellow_bank=4, food=9)
    info = {i.code: i for i in GAME.describe(state, seat, GAME.legal_actions(state, seat))}
    label = info["pop.free"].label
    assert label.id == "tta-act-pop-free" and dict(label.args)["food"] == 2
    assert dict(info["pop"].label.args)["food"] == nation.population_cost(4)


def test_heuristic_agent_uses_it() -> None:
    """The heuristic takes the free increase before the paid one; self-play with the wonder
    built uses it."""
    state, seat = liner_turn(yellow_bank=12, food=9, variant="simple")
    h.set_workers(state, seat, {"bronze": 3}, pool=0)
    assert make_agent("heuristic", 1).choose(state, seat).encode() == "pop.free"
    cat = catalog.load()
    bots = [make_agent("heuristic", 7 + i) for i in range(2)]
    used = 0
    for _ in range(300):
        if engine.is_over(state):
            break
        s = engine.to_act(state)[0]
        for e in engine.apply(cat, state, s, bots[s].choose(state, s)):
            used += e.data.get("code") == "pop.free"
    assert used >= 2
