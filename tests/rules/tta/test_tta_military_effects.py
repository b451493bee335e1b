"""Every aggression's effect (T-15.7.4, military-facts §2), the pacts (§4) and the events of
Ages I and II (T-15.4), each with its numbers."""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.core import IllegalAction
from rules.tools.tta import soak
from rules.tta import colonize, engine
from rules.tta import events as ev
from rules.tta.state import Pact, card_id


def _duel(players: int = 2, seed: int = 1, **options: object):  # type: ignore[no-untyped-def]
    """Seat a strong (5 Swordsmen) and b weak (1 Warriors), a at its political step."""
    state = h.adv(players, seed=seed, **options)
    a = state.start
    b = (a + 1) % players
    h.add_tech(state, a, "swordsmen")
    h.units_only(state, a, {"swordsmen": 5}, pool=1)
    return state, a, b


def _attack(state, a: int, b: int, cid: str) -> None:  # type: ignore[no-untyped-def]
    h.give_military(state, a, cid)
    h.political(state, a, round_=5)
    h.act(state, f"agg.{h.military_index(state, a, cid)}.{b}")
    if state.pending and state.pending[-1].kind == "force" and state.pending[-1].seat == a:
        h.act(state, "done")


# ------------------------------------------------------------------------------------------
# Aggressions


def test_enslave() -> None:
    state, a, b = _duel()
    res = h.res(state, a)
    bank = state.players[b].yellow_bank
    _attack(state, a, b, "enslave")
    assert state.players[b].yellow_bank == bank + 1  # the unused worker goes
    assert h.res(state, a) - res == 3  # a fixed gain
    assert h.ma_left(state, a) == 0


@pytest.mark.parametrize(
    ("cid", "amount"), [("plunder_i", 3), ("plunder_ii", 5), ("plunder_iii", 8)]
)
def test_plunder(cid: str, amount: int) -> None:
    state, a, b = _duel()
    h.set_tokens(state, b, {"agriculture": 6, "bronze": 6})
    _attack(state, a, b, cid)
    frame = state.pending[-1]
    assert frame.kind == "split" and frame.seat == a  # the winner chooses the split
    h.act(state, f"split.{amount - 2}", seat=a)
    assert (h.food(state, b), h.res(state, b)) == (6 - (amount - 2), 4)
    assert h.food(state, a) + h.res(state, a) == amount + 0  # a had nothing stored


def test_plunder_takes_only_what_exists() -> None:
    state, a, b = _duel()
    h.set_tokens(state, b, {"agriculture": 1, "bronze": 1})
    _attack(state, a, b, "plunder_iii")
    assert not state.pending
    assert h.food(state, b) + h.res(state, b) == 0 and h.food(state, a) + h.res(state, a) == 2


def test_raid_i_rounds_up() -> None:
    state, a, b = _duel()
    h.add_tech(state, b, "drama")
    h.set_workers(state, b, {"drama": 1, "religion": 1})
    _attack(state, a, b, "raid_i")
    assert {"pick.H1", "pick.T0", "pick.L0"} == set(h.codes(state, a))
    h.act(state, "pick.H1", seat=a)
    assert "drama" not in state.players[b].workers
    cost = h.cat().info["drama"].build_cost
    assert h.res(state, a) == (cost + 1) // 2


@pytest.mark.parametrize(("cid", "count"), [("raid_ii", 2), ("raid_iii", 3)])
def test_raid_same_type_and_level_rounds_down(cid: str, count: int) -> None:
    state, a, b = _duel()
    state.age = 2
    h.add_tech(state, a, "warfare")  # 3 MA (Raid III costs 3)
    h.add_tech(state, b, "alchemy")
    h.set_workers(state, b, {"alchemy": 4, "philosophy": 0})
    _attack(state, a, b, cid)
    assert not state.pending  # one kind only: applied at once (R6)
    assert state.players[b].workers["alchemy"] == 4 - count
    assert h.res(state, a) == count * h.cat().info["alchemy"].build_cost // 2


def test_raid_needs_an_urban_building() -> None:
    state, a, b = _duel()
    h.set_workers(state, b, {"philosophy": 0})
    h.give_military(state, a, "raid_i")
    h.political(state, a, round_=5)
    assert f"agg.0.{b}" not in h.codes(state)


def test_annex() -> None:
    state, a, b = _duel()
    colonize.place(h.cat(), state, b, h._pull(state, "fertile_territory_i"), [])
    bank_b = state.players[b].yellow_bank
    _attack(state, a, b, "annex")
    assert [card_id(x) for x in state.players[a].colonies] == ["fertile_territory_i"]
    assert state.players[a].extra_yellow == 3 and state.players[b].extra_yellow == 0
    assert state.players[b].yellow_bank == bank_b - 3
    assert h.food(state, a) == 0  # no immediate gain


def test_assassinate_and_sabotage_cost_the_level() -> None:
    state, a, b = _duel()
    h.add_tech(state, a, "warfare")  # 3 MA
    h.set_leader(state, b, "napoleon_bonaparte")
    h.start_wonder(state, b, "eiffel_tower", stages=1)
    blue = state.players[b].blue_bank
    _attack(state, a, b, "assassinate")
    assert state.players[b].leader == "" and state.players[a].culture == 6
    assert h.ma_left(state, a) == 1
    state2, a2, b2 = _duel(seed=2)
    h.start_wonder(state2, b2, "eiffel_tower", stages=1)
    blue = state2.players[b2].blue_bank
    _attack(state2, a2, b2, "sabotage")
    assert state2.players[b2].wonder == "" and state2.players[b2].blue_bank == blue + 1
    assert state2.players[a2].culture == 6


@pytest.mark.parametrize(
    ("cid", "stat", "amount"), [("spy", "science", 5), ("armed_intervention", "culture", 7)]
)
def test_stealing(cid: str, stat: str, amount: int) -> None:
    state, a, b = _duel()
    setattr(state.players[b], stat, 10)
    _attack(state, a, b, cid)
    assert getattr(state.players[b], stat) == 10 - amount
    assert getattr(state.players[a], stat) == amount


def test_failed_aggression_and_defense_cards() -> None:
    """The defender holds on a tie; Defense cards add their value (Churchill doubles it)."""
    state, a, b = _duel()
    state.players[b].science = 5
    h.units_only(state, b, {"warriors": 3})
    h.give_military(state, b, "defense_colonization_ii")
    h.give_military(state, b, "defense_colonization_i")
    _attack(state, a, b, "spy")  # 10 against 3 (+3 units +6 cards could reach 12)
    assert state.pending[-1].seat == b and engine.to_act(state) == [b]
    h.act(state, "card.0", seat=b)  # +4
    h.act(state, "card.1", seat=b)  # +2 -> 9 < 10: not enough
    assert "done" in h.codes(state, b)
    h.act(state, "reset", seat=b)
    h.act(state, "done", seat=b)
    assert state.players[b].science == 0
    # Churchill doubles the Defense values: 3 + 2 x 4 + 2 x 2 = 15 >= 10 holds.
    state, a, b = _duel(seed=3)
    state.players[b].science = 5
    h.units_only(state, b, {"warriors": 3})
    h.set_leader(state, b, "winston_churchill")
    h.give_military(state, b, "defense_colonization_ii")
    h.give_military(state, b, "defense_colonization_i")
    _attack(state, a, b, "spy")
    h.act(state, "card.0", seat=b)
    h.act(state, "card.1", seat=b)
    h.act(state, "done", seat=b)
    assert state.players[b].science == 5 and state.players[a].science == 0
    assert not state.players[b].military


def test_a_defender_who_holds_or_cannot_reach_is_not_asked() -> None:
    state, a, b = _duel()
    _attack(state, a, b, "spy")
    assert not state.pending  # 10 vs 1 with nothing to add
    state, a, b = _duel(seed=4)
    h.units_only(state, a, {"swordsmen": 0}, pool=1)
    h.units_only(state, b, {"warriors": 3})
    state.players[b].science = 3
    _attack(state, a, b, "spy")
    assert not state.pending and state.players[b].science == 3  # 0 vs 3: fails


def test_gandhi_and_joan_of_arc() -> None:
    state, a, b = _duel()
    h.set_leader(state, a, "mahatma_gandhi")
    h.give_military(state, a, "spy")
    h.political(state, a, round_=5)
    assert f"agg.0.{b}" not in h.codes(state)  # Gandhi's nation does not attack
    state, a, b = _duel(seed=5)
    h.set_leader(state, b, "mahatma_gandhi")
    h.give_military(state, a, "plunder_i")
    h.political(state, a, round_=5)
    assert f"agg.0.{b}" not in h.codes(state)  # 2 x 2 MA > 2
    state, a, b = _duel(seed=6)
    h.set_leader(state, b, "joan_of_arc")
    _attack(state, a, b, "spy")
    assert state.players[b].culture == 5


# ------------------------------------------------------------------------------------------
# Pacts (3+ players)


def _pact(cid: str, role: str = "a", accept: bool = True):  # type: ignore[no-untyped-def]
    state = h.adv(3, seed=7, variant="full")
    a = state.start
    b = (a + 1) % 3
    h.give_military(state, a, cid)
    h.political(state, a, round_=5)
    h.act(state, f"pact.0.{b}.{role}")
    frame = state.pending[-1]
    assert frame.kind == "pact" and frame.seat == b and engine.to_act(state) == [b]
    h.act(state, "accept" if accept else "refuse", seat=b)
    return state, a, b


def test_pact_offer_refused_returns_to_hand() -> None:
    state, a, _b = _pact("peace_treaty", accept=False)
    assert not state.pacts and [card_id(x) for x in state.players[a].military] == ["peace_treaty"]
    assert state.phase == "actions"


def test_pact_roles_and_one_laid_out_per_player() -> None:
    state, a, b = _pact("promise_of_military_protection", role="b")
    pact = state.pacts[0]
    assert (pact.owner, pact.a, pact.b) == (a, b, a)
    assert h.derived(state, a).strength == 1 + 5 and h.derived(state, b).culture == 1
    c = (a + 2) % 3
    h.give_military(state, a, "peace_treaty")
    h.political(state, a, round_=6)
    h.act(state, f"pact.0.{c}.a")
    h.act(state, "accept", seat=c)
    assert [card_id(x.inst) for x in state.pacts] == ["peace_treaty"]  # the old one ended
    h.political(state, c, round_=6)
    h.act(state, "cancel.0", seat=c)
    assert not state.pacts


def test_promise_of_military_protection_ends_on_attack() -> None:
    state, a, b = _pact("promise_of_military_protection")
    h.add_tech(state, a, "swordsmen")
    h.units_only(state, a, {"swordsmen": 5})
    _attack(state, a, b, "spy")
    assert not state.pacts


@pytest.mark.parametrize("cid", ["peace_treaty", "acceptance_of_supremacy", "loss_of_sovereignty"])
def test_pacts_that_forbid_attacks(cid: str) -> None:
    state, a, b = _pact(cid)
    h.give_military(state, a, "spy")
    h.political(state, a, round_=6)
    assert f"agg.0.{b}" not in h.codes(state)


def test_loss_of_sovereignty_no_war_on_b() -> None:
    state, a, b = _pact("loss_of_sovereignty")
    c = (a + 2) % 3
    h.add_tech(state, c, "strategy")
    h.give_military(state, c, "war_over_culture_ii")
    h.give_military(state, c, "spy")
    h.political(state, c, round_=6)
    assert f"war.0.{b}" not in h.codes(state, c)  # B is A's: nobody declares war on B
    assert f"agg.1.{b}" in h.codes(state, c)
    assert h.derived(state, a).culture == 2


def test_open_borders_and_military_pact() -> None:
    state, a, b = _pact("open_borders_agreement")
    assert h.ma_max(state, a) == 3 and h.ma_max(state, b) == 3
    from rules.tta import combat

    assert combat.open_borders(h.cat(), state, a, b) == 3
    state, a, b = _pact("military_pact")
    assert h.derived(state, a).strength == 1 + 4 == h.derived(state, b).strength


def test_production_pacts() -> None:
    from rules.tta import maintenance

    state, a, b = _pact("international_trade_agreement")
    res, food = h.res(state, a), h.food(state, b)
    maintenance.maintain(h.cat(), state, state.players[a], [])
    maintenance.maintain(h.cat(), state, state.players[b], [])
    assert h.res(state, a) - res == 2 + 1  # two Bronze mines + 1
    assert h.food(state, b) - food >= 2 + 1 - 0
    state, a, b = _pact("acceptance_of_supremacy")
    res_b = h.res(state, b)
    maintenance.maintain(h.cat(), state, state.players[b], [])
    assert h.res(state, b) - res_b == 2 - 1


def test_scientific_cooperation() -> None:
    state, a, b = _pact("scientific_cooperation")
    pa, pb = state.players[a], state.players[b]
    pa.science, pb.science = 10, 3
    h.on_turn(state, a, round_=6)
    h.give_hand(state, a, "alchemy")
    cost = h.cat().info["alchemy"].science_cost
    h.act(state, "play.0")
    assert pa.science == 10 - (cost - 2) and pb.science == 2
    pb.science = 0
    h.give_hand(state, a, "iron")
    with pytest.raises(IllegalAction):
        h.act(state, "play.0")


def test_trade_routes_agreement() -> None:
    state, a, _b = _pact("trade_routes_agreement")
    h.on_turn(state, a, round_=6)
    h.set_tokens(state, a, {"agriculture": 2})
    h.act(state, "trade")  # A: 1 food spent as 1 resource
    assert (h.food(state, a), h.res(state, a)) == (1, 1)
    assert "trade" not in h.codes(state)  # once per own turn


def test_international_tourism() -> None:
    state, a, b = _pact("international_tourism")
    h.complete_wonders(state, b, "colossus", "pyramids")
    assert h.derived(state, a).culture == 2


# ------------------------------------------------------------------------------------------
# Events of Ages I and II


EVENTS_I_II = [
    cid for cid, info in h.cat().info.items() if info.kind == "event" and info.age in (1, 2)
]


@pytest.mark.parametrize("cid", EVENTS_I_II)
def test_every_event_resolves(cid: str) -> None:
    """Each event of Ages I and II, drawn in a 3-player position, resolves; every question
    it asks is answered; the invariants hold."""
    state = h.adv(3, seed=8)
    a = state.start
    for s in range(3):
        h.add_tech(state, s, "drama")
        h.set_workers(state, s, {"drama": 1, "religion": 1})
        h.set_tokens(state, s, {"agriculture": 3, "bronze": 3})
        state.players[s].culture = 10 + s
        state.players[s].science = 5
    h.complete_wonders(state, (a + 1) % 3, "pyramids")
    colonize.place(h.cat(), state, (a + 2) % 3, h._pull(state, "historic_territory_i"), [])
    state.age = 2
    state.round = 8
    expected = soak.expected_instances(h.cat(), state)
    h.political(state, a, round_=8)
    h.give_military(state, a, "no_event")
    h.top_event(state, cid)
    h.act(state, "prep.0")
    while state.pending:
        seat = state.pending[-1].seat
        codes = h.codes(state, seat)
        h.act(state, codes[0], seat=seat)
    soak.check_invariants(h.cat(), state, None)
    assert expected  # the setup itself was consistent


def test_numbers_of_events() -> None:
    """A few events with their numbers (3 players; a strongest, c weakest)."""

    def fresh():  # type: ignore[no-untyped-def]
        state = h.adv(3, seed=9)
        a = state.start
        b, c = (a + 1) % 3, (a + 2) % 3
        h.units_only(state, a, {"warriors": 3}, pool=1)
        h.units_only(state, b, {"warriors": 2}, pool=1)
        for s in (a, b, c):
            state.players[s].culture = 10
            h.set_tokens(state, s, {"agriculture": 3, "bronze": 3})
        return state, a, b, c

    state, a, b, c = fresh()
    ev.resolve(h.cat(), state, h.cat().info["crusades"], a, [])
    assert [state.players[s].culture for s in (a, b, c)] == [14, 10, 6]
    state, a, b, c = fresh()
    ev.resolve(h.cat(), state, h.cat().info["reign_of_terror"], a, [])
    assert state.players[c].pool == 0
    state, a, b, c = fresh()
    ev.resolve(h.cat(), state, h.cat().info["uncertain_borders"], a, [])
    assert state.players[a].yellow_delta == 1 and state.players[c].yellow_delta == -1
    state, a, b, c = fresh()
    ev.resolve(h.cat(), state, h.cat().info["rats"], a, [])
    assert all(h.food(state, s) == 0 for s in (a, b, c))
    state, a, b, c = fresh()
    ev.resolve(h.cat(), state, h.cat().info["refugees"], a, [])
    assert state.players[a].culture == 13 and state.players[c].culture == 7
    assert state.players[a].pool == 2 and state.players[c].pool == 0
    state, a, b, c = fresh()
    ev.resolve(h.cat(), state, h.cat().info["crime_wave"], a, [])
    assert state.players[c].culture == 7 and state.players[b].culture == 7
    assert state.players[c].blue_delta == -1
    state, a, b, c = fresh()
    ev.resolve(h.cat(), state, h.cat().info["cold_war"], a, [])
    assert [state.players[s].science for s in (a, b, c)] == [6, 6, 0]
    state, a, b, c = fresh()
    ev.resolve(h.cat(), state, h.cat().info["iconoclasm"], a, [])  # nothing to discard
    h.set_leader(state, b, "homer")
    state.age = 2
    ev.resolve(h.cat(), state, h.cat().info["iconoclasm"], a, [])
    assert state.players[b].leader == ""
    state, a, b, c = fresh()
    ev.resolve(h.cat(), state, h.cat().info["barbarians"], a, [])  # leader a is strongest
    assert state.players[a].pool == 1
    state.players[c].culture = 20
    ev.resolve(h.cat(), state, h.cat().info["barbarians"], a, [])
    assert state.players[c].pool == 0


def test_pact_in_two_player_games_is_absent() -> None:
    state = h.adv(2, seed=10)
    assert not any(h.cat().of(x).kind == "pact" for d in state.military_decks.values() for x in d)
    assert not state.pacts and Pact  # the type exists for 3+ players
