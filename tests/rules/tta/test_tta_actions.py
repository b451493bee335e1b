"""Civil and military actions (T-7 to T-10)."""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.core import IllegalAction
from rules.tta.state import card_id


def turn(seed: int = 1, players: int = 2):  # type: ignore[no-untyped-def]
    state = h.new(players, seed=seed)
    seat = state.start
    p = h.on_turn(state, seat)
    return state, seat, p


def reason(state, code: str) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as err:
        h.act(state, code)
    return err.value.reason


# ------------------------------------------------------------------------------------------
# T-7: action tokens


def test_t7_2_2_losing_a_ca_returns_a_spent_token() -> None:
    """T-7.2.2/T-7.2.3: Hammurabi replaced: a spent white token goes back, the red returns."""
    state, seat, p = turn()
    h.set_leader(state, seat, "hammurabi")
    h.give_hand(state, seat, "leonardo_da_vinci")
    h.set_tokens(state, seat, {"agriculture": 8})
    for _ in range(3):
        h.act(state, "pop")
    assert (h.ca_max(state, seat), p.ca_spent, h.ma_max(state, seat)) == (5, 3, 1)
    h.act(state, "play.0")  # 4 spent of 5 -> Leonardo: 4 max, spent 3
    assert (h.ca_max(state, seat), p.ca_spent) == (4, 3)
    assert h.ca_left(state, seat) == 1 and h.ma_left(state, seat) == 2


def test_t7_2_4_temporary_military_action() -> None:
    """T-7.2.4: Patriotism's extra MA lasts this turn only."""
    state, seat, p = turn()
    h.give_hand(state, seat, "patriotism_a")
    h.act(state, "play.0")
    assert h.ma_max(state, seat) == 3
    h.act(state, "end")
    assert p.ma_temp == 0 and h.ma_max(state, seat) == 2


def test_t7_1_out_of_actions() -> None:
    state, seat, p = turn()
    h.set_tokens(state, seat, {"agriculture": 9})
    p.ca_spent = 4
    p.acted = True  # past the start of the turn: resigning is no longer offered (T-22 #27)
    assert reason(state, "pop") == "not_enough_actions"
    assert h.codes(state) == ["dest.I0", "end"]  # military actions remain


# ------------------------------------------------------------------------------------------
# T-8: civil actions


def test_t8_1_increase_population_and_moses() -> None:
    """T-8.1: pay cost(Y) food, a token moves to the worker pool; Moses pays 1 less."""
    state, seat, p = turn()
    h.set_tokens(state, seat, {"agriculture": 2})
    h.set_leader(state, seat, "moses")
    h.act(state, "pop")
    assert h.food(state, seat) == 1 and p.pool == 2 and p.yellow_bank == 17
    h.act(state, "pop")  # Y = 17: 2 - 1 = 1
    assert h.food(state, seat) == 0
    assert reason(state, "pop") == "not_enough_food"
    p.yellow_bank, p.pool = 0, p.pool + 17
    h.set_tokens(state, seat, {"agriculture": 9})
    assert reason(state, "pop") == "limit_reached"  # empty yellow bank


def test_t8_2_build_farm_or_mine() -> None:
    """T-8.2: printed cost, an unused worker, one CA; produces from this maintenance."""
    state, seat, p = turn()
    h.set_tokens(state, seat, {"bronze": 2})
    h.act(state, "build.F0")
    assert p.workers["agriculture"] == 3 and p.pool == 0 and h.res(state, seat) == 0
    h.set_tokens(state, seat, {"bronze": 2})
    assert reason(state, "build.M0") == "no_worker"


def test_t8_3_urban_limit_per_type_all_levels() -> None:
    """T-8.3: Despotism allows 2 temples in all (levels together), and 2 labs."""
    state, seat, _p = turn()
    h.add_tech(state, seat, "theology")
    h.set_workers(state, seat, {"religion": 1, "theology": 1}, pool=3)
    h.set_tokens(state, seat, {"bronze": 12})
    assert reason(state, "build.T0") == "limit_reached"
    assert reason(state, "build.T1") == "limit_reached"
    h.act(state, "build.L0")  # 2 labs
    assert reason(state, "build.L0") == "limit_reached"
    h.add_tech(state, seat, "monarchy")
    h.act(state, "build.T0")  # Monarchy: 3


def test_t8_4_upgrade_pays_the_difference_and_may_skip_levels() -> None:
    """T-8.4: Bronze -> Coal costs 8 - 2 = 6; the worker moves; no new building."""
    state, seat, p = turn()
    h.add_tech(state, seat, "coal")
    h.set_tokens(state, seat, {"bronze": 6})
    h.act(state, "upg.M0.M2")
    assert p.workers == {**p.workers, "bronze": 1, "coal": 1}
    assert h.res(state, seat) == 0 and p.pool == 1


def test_t8_5_destroy_building() -> None:
    state, seat, p = turn()
    h.act(state, "dest.L0")
    assert "philosophy" not in p.workers and p.pool == 2 and p.ca_spent == 1
    assert h.derived(state, seat).science == 0


def test_t8_6_wonder_stages_completion_and_new_action() -> None:
    """T-8.6/T-11.2: stages in order, each marked with a bank token; completion returns the
    tokens and the effect starts at once (Pyramids: a CA usable this turn)."""
    state, seat, p = turn()
    h.start_wonder(state, seat, "pyramids")
    h.set_tokens(state, seat, {"bronze": 6})
    h.act(state, "wonder.1")  # 3
    assert (p.stages, h.res(state, seat), p.blue_bank) == (1, 3, 18 - 3 - 1)
    assert "wonder.2" not in h.codes(state)  # one stage per action without Masonry
    h.act(state, "wonder.1")  # 2
    h.act(state, "wonder.1")  # 1
    assert p.wonder == "" and [card_id(w) for w in p.wonders] == ["pyramids"]
    assert p.blue_bank == 18 and h.res(state, seat) == 0
    assert (h.ca_max(state, seat), p.ca_spent) == (5, 3)
    assert h.ca_left(state, seat) == 2


def test_t8_6_masonry_builds_two_stages_in_one_action() -> None:
    state, seat, p = turn()
    h.add_tech(state, seat, "masonry")
    h.start_wonder(state, seat, "hanging_gardens")
    h.set_tokens(state, seat, {"bronze": 6})
    assert "wonder.2" in h.codes(state) and "wonder.3" not in h.codes(state)
    h.act(state, "wonder.2")
    assert p.stages == 2 and h.res(state, seat) == 2 and p.ca_spent == 1


def test_t8_7_leader_replaced() -> None:
    state, seat, p = turn()
    h.set_leader(state, seat, "julius_caesar")
    h.give_hand(state, seat, "michelangelo")
    assert h.derived(state, seat).strength == 2
    h.act(state, "play.0")
    assert card_id(p.leader) == "michelangelo"
    assert "julius_caesar" in {card_id(b) for b in state.boxed}
    assert h.derived(state, seat).strength == 1


def test_t8_8_play_technology_costs_science() -> None:
    state, seat, p = turn()
    h.give_hand(state, seat, "alchemy")
    p.science = 3
    assert reason(state, "play.0") == "not_enough_science"
    p.science = 4
    h.act(state, "play.0")
    assert p.science == 0 and any(card_id(t) == "alchemy" for t in p.techs)


def test_t8_9_rich_land_and_ideal_building_site() -> None:
    """T-8.9/T-7.4.1: the included build is part of the same CA, its discount applies to
    exactly that build (Rich Land: farms/mines; Ideal Building Site: urban, limit holds)."""
    state, seat, p = turn()
    h.give_hand(state, seat, "rich_land_a")
    h.give_hand(state, seat, "ideal_building_site_i")
    h.set_workers(state, seat, {}, pool=2)
    h.set_tokens(state, seat, {"bronze": 2})
    assert "play.0.T0" not in h.codes(state)
    h.act(state, "play.0.M0")  # 2 - 1
    assert p.workers["bronze"] == 3 and h.res(state, seat) == 1 and p.ca_spent == 1
    h.act(state, "play.0.T0")  # 3 - 2 (the card is now at position 0)
    assert p.workers["religion"] == 1 and h.res(state, seat) == 0 and p.ca_spent == 2
    assert p.hand == []


def test_t8_9_efficient_upgrade() -> None:
    state, seat, p = turn()
    h.add_tech(state, seat, "alchemy")
    h.give_hand(state, seat, "efficient_upgrade_i")
    h.set_tokens(state, seat, {"bronze": 1})
    assert "play.0.L0.L1" in h.codes(state)
    assert not any(c.startswith("play.0.I") for c in h.codes(state))  # not units
    h.act(state, "play.0.L0.L1")  # (6 - 3) - 2 = 1
    assert p.workers.get("alchemy") == 1 and h.res(state, seat) == 0


def test_t8_9_frugality_needs_the_full_price() -> None:
    """A 'food back' card is not a discount: the full price must be paid first."""
    state, seat, p = turn()
    h.give_hand(state, seat, "frugality_i")
    h.set_tokens(state, seat, {"agriculture": 1})
    assert "play.0" not in h.codes(state)
    h.set_tokens(state, seat, {"agriculture": 2})
    h.act(state, "play.0")
    assert p.pool == 2 and h.food(state, seat) == 2  # paid 2, got 2 back


def test_t8_9_simple_action_cards() -> None:
    state, seat, p = turn()
    for cid in ("work_of_art_i", "revolutionary_idea_i", "bountiful_harvest_i"):
        h.give_hand(state, seat, cid)
    h.act(state, "play.0")
    h.act(state, "play.0")
    h.act(state, "play.0")
    assert (p.culture, p.science, h.food(state, seat)) == (5, 2, 2)
    h.on_turn(state, seat)
    h.give_hand(state, seat, "mineral_deposits_i")
    h.add_tech(state, seat, "iron")
    h.act(state, "play.0")
    assert p.tokens.get("iron") == 1 and h.res(state, seat) == 2  # one Iron token


def test_t8_9_breakthrough_and_its_revolution() -> None:
    """Breakthrough plays a technology at full price, then gives 2 science; it may carry a
    revolution only as the turn's only civil action (T-10.3.1)."""
    state, seat, p = turn()
    h.give_hand(state, seat, "breakthrough_i")
    h.give_hand(state, seat, "alchemy")
    h.give_hand(state, seat, "monarchy")
    p.science = 4
    assert "play.0.1" in h.codes(state) and "play.0.2.rev" in h.codes(state)
    h.act(state, "play.0.1")
    assert p.science == 2 and any(card_id(t) == "alchemy" for t in p.techs)
    state, seat, p = turn(seed=2)
    h.give_hand(state, seat, "breakthrough_i")
    h.give_hand(state, seat, "monarchy")
    p.science = 3
    h.act(state, "play.0.1.rev")
    assert card_id(p.government) == "monarchy"
    assert p.science == 0 + 2 and p.ca_spent == h.ca_max(state, seat) == 5
    state, seat, p = turn(seed=3)
    h.give_hand(state, seat, "breakthrough_i")
    h.give_hand(state, seat, "monarchy")
    h.set_tokens(state, seat, {"agriculture": 2})
    p.science = 3
    h.act(state, "pop")
    assert "play.0.1.rev" not in h.codes(state)


def test_t8_11_barbarossa() -> None:
    """T-8.11: one CA: a new worker straight into a unit, 1 food and 1 resource cheaper."""
    state, seat, p = turn()
    h.set_leader(state, seat, "frederick_barbarossa")
    h.set_tokens(state, seat, {"agriculture": 1, "bronze": 1})
    h.set_workers(state, seat, {}, pool=0)
    h.act(state, "barb.I0")
    assert p.workers["warriors"] == 2 and p.pool == 0 and p.yellow_bank == 18  # was 19
    assert (h.food(state, seat), h.res(state, seat)) == (0, 0)
    assert p.ca_spent == 1 and p.ma_spent == 0


# ------------------------------------------------------------------------------------------
# T-9: military actions


def test_t9_units_build_upgrade_disband() -> None:
    """T-9.1-T-9.3: units cost MA, have no limit, and disbanding returns the worker."""
    state, seat, p = turn()
    h.set_workers(state, seat, {}, pool=4)
    h.set_tokens(state, seat, {"bronze": 6})
    h.act(state, "build.I0")
    h.act(state, "build.I0")
    assert p.workers["warriors"] == 3 and p.ma_spent == 2 and p.ca_spent == 0
    assert reason(state, "build.I0") == "not_enough_actions"
    assert h.derived(state, seat).strength == 3
    h.on_turn(state, seat)
    h.act(state, "dest.I0")
    assert p.workers["warriors"] == 2 and p.ma_spent == 1


def test_t9_homer_pool_each_turn() -> None:
    """T-7.4.2: Homer's discount is a pool of 1 per turn; up to 2 Warriors give culture."""
    state, seat, _p = turn()
    h.set_leader(state, seat, "homer")
    h.set_workers(state, seat, {}, pool=3)
    h.set_tokens(state, seat, {"bronze": 3})
    h.act(state, "build.I0")
    h.act(state, "build.I0")
    assert h.res(state, seat) == 0  # 2 - 1, then 2
    assert h.derived(state, seat).culture == 2  # 3 Warriors, at most 2 count
    h.on_turn(state, seat)
    assert h.ctx(state, seat).pool_left == 1


# ------------------------------------------------------------------------------------------
# T-10: technologies and governments


def test_t10_1_3_special_tech_replacement() -> None:
    """T-10.1.3: Justice System replacing Code of Laws gives no new CA, only 3 blue tokens."""
    state, seat, p = turn()
    h.give_hand(state, seat, "code_of_laws")
    h.give_hand(state, seat, "justice_system")
    p.science = 20
    h.act(state, "play.0")
    assert h.ca_max(state, seat) == 5 and p.blue_bank == 18
    h.act(state, "play.0")
    assert h.ca_max(state, seat) == 5 and p.blue_bank == 21 and p.extra_blue == 3
    assert [card_id(r) for r in p.replaced] == ["code_of_laws"]


def test_t10_3_3_robespierre_and_newton() -> None:
    """T-10.3.3: Robespierre's revolution spends all MA instead; Newton's leaves one CA and
    his technologies do not spend the CA."""
    state, seat, p = turn()
    h.set_leader(state, seat, "maximilien_robespierre")
    h.give_hand(state, seat, "monarchy")
    h.set_tokens(state, seat, {"agriculture": 2})
    p.science = 3
    h.act(state, "pop")
    h.act(state, "rev.0")
    assert card_id(p.government) == "monarchy"
    assert p.ca_spent == 1 and p.ma_spent == h.ma_max(state, seat)
    state, seat, p = turn(seed=2)
    h.set_leader(state, seat, "isaac_newton")
    h.give_hand(state, seat, "monarchy")
    h.give_hand(state, seat, "alchemy")
    p.science = 7
    h.act(state, "rev.0")
    assert h.ca_left(state, seat) == 1
    h.act(state, "play.0")  # Alchemy: needs the unused CA but does not spend it
    assert h.ca_left(state, seat) == 1


def test_t10_5_masonry_discounts() -> None:
    """T-10.5 (p.15): under Masonry lab 0 -> I costs 2; 0 -> II saves 1; I -> II saves nothing;
    farms and mines are never discounted."""
    from rules.tta.derived import build_cost, upgrade_cost

    state, seat, _p = turn()
    h.add_tech(state, seat, "masonry")
    cat, d = h.cat(), h.derived(state, seat)
    i = cat.info
    assert upgrade_cost(cat, d, i["philosophy"], i["alchemy"]) == 2
    assert upgrade_cost(cat, d, i["philosophy"], i["scientific_method"]) == 4  # 5 - 1
    assert upgrade_cost(cat, d, i["alchemy"], i["scientific_method"]) == 2
    assert build_cost(cat, d, i["iron"]) == 5 and build_cost(cat, d, i["religion"]) == 3
