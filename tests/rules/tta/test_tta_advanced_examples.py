"""Milestone M2: the advanced game's worked examples with the numbers printed in the rulebook
(spec "Examples to reproduce", M2 items 1-13)."""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.tta import engine, nation, politics, scoring
from rules.tta.state import card_id


def _strong(state, seat: int, units: dict[str, int]) -> None:  # type: ignore[no-untyped-def]
    for cid in units:
        if cid != "warriors":
            h.add_tech(state, seat, cid)
    h.units_only(state, seat, units)


# ------------------------------------------------------------------------------------------
# 1. p.11 setup


@pytest.mark.parametrize(("players", "dealt"), [(2, 4), (3, 5), (4, 6)])
def test_m2_01_p11_setup(players: int, dealt: int) -> None:
    """T-4.3.3: players + 2 Age A events face down; T-4.3.5: the Age III deck revealed until
    four events are out; wars and (2 players) pacts removed from decks I and II."""
    state = h.adv(players, seed=players)
    cat = h.cat()
    assert len(state.current_events) == dealt and not state.future_events
    assert all(cat.of(x).age == 0 for x in state.current_events)
    assert len(state.final_events) == 4
    assert all(cat.of(x).kind == "event" and cat.of(x).age == 3 for x in state.final_events)
    assert 3 not in state.military_decks and 3 not in state.civil_decks
    for age in (1, 2):
        kinds = {cat.of(x).kind for x in state.military_decks[age]}
        assert "war" not in kinds
        assert ("pact" in kinds) == (players > 2)
    assert all(p.military == [] for p in state.players)


# ------------------------------------------------------------------------------------------
# 2. p.12 events


def test_m2_02_p12_preparing_and_drawing_events() -> None:
    """T-15.4.1: culture by the card's age; the top current card is drawn; the pile is rebuilt
    from the future pile as soon as its last card is drawn (lower ages on top, T-22 #30);
    current + future = players + 2 always."""
    state = h.adv(2, seed=3)
    seat = state.start
    for cid, age in (("no_event", 0), ("rats", 1), ("cold_war", 2)):
        p = h.political(state, seat)
        inst = h.give_military(state, seat, cid)
        before = p.culture
        h.act(state, f"prep.{h.military_index(state, seat, cid)}")
        assert p.culture - before == age
        assert inst in state.future_events or inst in state.current_events
        assert len(state.current_events) + len(state.future_events) == 4
    # An Age III event prepared scores 3 (full game).
    full = h.adv(2, seed=3, variant="full")
    p = h.political(full, full.start)
    h.give_military(full, full.start, "impact_of_colonies")
    h.act(full, "prep.0")
    assert p.culture == 3
    # Rebuild: when the last current card is drawn, the future pile becomes current, sorted.
    state = h.adv(2, seed=4)
    cat = h.cat()
    state.box_unseen.extend(state.current_events[:-1])
    state.current_events = state.current_events[-1:]
    for cid in ("pestilence", "no_event", "crime_wave"):
        state.future_events.append(h._pull(state, cid))
    seat = state.start
    h.political(state, seat)
    h.give_military(state, seat, "rats")
    h.act(state, "prep.0")
    # Four cards (three + rats) rebuilt; lowest age on top (the end of the list).
    ages = [cat.of(x).age for x in state.current_events]
    assert ages == sorted(ages, reverse=True) and len(ages) == 4
    assert not state.future_events
    assert card_id(state.current_events[-1]) == "no_event"


def test_m2_03_p12_ties_and_two_players() -> None:
    """T-15.5: with equal strength the nation on turn is stronger, then the one sooner on
    turn; the same for culture; with two players "two strongest" is the strongest."""
    state = h.adv(3, seed=5)
    a = state.start
    b, c = (a + 1) % 3, (a + 2) % 3
    for s in (a, b, c):
        state.players[s].culture = 10
    h.political(state, b)  # b is on turn: equal strength -> b strongest, a weakest
    h.give_military(state, b, "no_event")
    h.top_event(state, "crusades")
    h.act(state, "prep.0")
    assert [state.players[s].culture for s in (a, b, c)] == [6, 14, 10]
    # Culture ties: National Pride goes to the one on turn among the tied.
    state.players[a].culture = state.players[c].culture = 20
    h.political(state, c)
    h.give_military(state, c, "no_event")
    h.top_event(state, "national_pride")
    h.act(state, "prep.0")
    assert state.players[c].culture == 25 and state.players[a].culture == 20
    # Two players: Cold War gives 6 science to the strongest only.
    two = h.adv(2, seed=6)
    x = two.start
    h.political(two, x)
    h.give_military(two, x, "no_event")
    h.top_event(two, "cold_war")
    h.act(two, "prep.0")
    assert two.players[x].science == 6 and two.players[1 - x].science == 0


# ------------------------------------------------------------------------------------------
# 4. p.13 colonization


def _colonization_position():  # type: ignore[no-untyped-def]
    state = h.adv(2, seed=8)
    seat = state.start
    h.add_tech(state, seat, "cartography")
    _strong(state, seat, {"warriors": 1, "swordsmen": 1})
    h.give_military(state, seat, "no_event")
    h.give_military(state, seat, "defense_colonization_ii")
    h.political(state, seat)
    h.top_event(state, "inhabited_territory_i")
    h.act(state, "prep.0")
    return state, seat


def test_m2_04_p13_colonization_inhabited_territory() -> None:
    """T-15.6: bid 4; Cartography +2, Colonization card +2; at least one unit. Warriors 1 +
    card + Cartography = 5 or Swordsmen 2 + Cartography = 4; the Warriors' worker goes to the
    yellow bank, +2 yellow tokens from the common bank, one of them to the worker pool."""
    state, seat = _colonization_position()
    p = state.players[seat]
    assert state.pending[-1].kind == "bid" and state.pending[-1].seat == seat
    assert "bid.4" in h.codes(state)
    h.act(state, "bid.4")  # the opponent (Warriors only) cannot beat it: not asked (R6)
    frame = state.pending[-1]
    assert frame.kind == "force" and frame.data["purpose"] == "colonize"
    choices = h.codes(state)
    assert "done" not in choices  # bonuses alone never suffice
    assert {"sac.I0", "sac.I1", "card.0"} <= set(choices)
    # Either way works: Swordsmen + Cartography = 4 ...
    h.act(state, "sac.I1")
    assert "done" in h.codes(state)
    h.act(state, "reset")
    # ... or Warriors + card + Cartography = 5 (chosen in the example).
    h.act(state, "sac.I0")
    assert "done" not in h.codes(state)  # 1 + 2 = 3 < 4
    h.act(state, "card.0")
    bank, pool = p.yellow_bank, p.pool
    h.act(state, "done")
    assert [card_id(c) for c in p.colonies] == ["inhabited_territory_i"]
    assert "warriors" not in p.workers and p.workers["swordsmen"] == 1
    assert p.military == [] or all(card_id(m) != "defense_colonization_ii" for m in p.military)
    # +1 (Warriors' worker) +2 (permanent) -1 (immediate: one to the pool)
    assert (p.yellow_bank, p.pool) == (bank + 2, pool + 1)
    assert p.extra_yellow == 2
    # Losing it later returns the 2 tokens; the population stays.
    from rules.tta import colonize

    population = p.pool + sum(p.workers.values())
    colonize.lose_colony(h.cat(), state, seat, 0, -1, [])
    assert p.yellow_bank == bank and p.extra_yellow == 0
    assert p.pool + sum(p.workers.values()) == population


# ------------------------------------------------------------------------------------------
# 5. p.13 Spy


def test_m2_05_p13_spy() -> None:
    """T-15.7.3: 14 + Riflemen 3 = 17 against 10 holding Defense +4 (he would need 3 more:
    a tie holds). He declines; he has 3 science: he loses 3, the attacker gains 3, not 5.
    The Riflemen's worker returns to the attacker's yellow bank."""
    state = h.adv(2, seed=9)
    a = state.start
    b = 1 - a
    _strong(state, a, {"riflemen": 4, "warriors": 2})
    _strong(state, b, {"swordsmen": 5})
    assert h.derived(state, a).strength == 14 and h.derived(state, b).strength == 10
    state.players[b].science = 3
    h.give_military(state, b, "defense_colonization_ii")
    h.give_military(state, a, "spy")
    p = h.political(state, a, round_=5)
    bank = p.yellow_bank
    assert "agg.0." + str(b) in h.codes(state)
    h.act(state, f"agg.0.{b}")
    assert h.ma_left(state, a) == 1  # Spy costs 1 MA of 2
    h.act(state, "sac.I2")  # one Riflemen unit (strength 3)
    h.act(state, "done")
    frame = state.pending[-1]
    assert frame.kind == "force" and frame.seat == b and frame.data["op"]["total"] == 17
    assert engine.to_act(state) == [b]
    h.act(state, "done", seat=b)  # declines
    assert state.players[b].science == 0 and p.science == 3
    assert p.workers["riflemen"] == 3 and p.yellow_bank == bank + 1
    assert len(state.players[b].military) == 1  # the Defense card is kept


# ------------------------------------------------------------------------------------------
# 6-7. p.14 discontent, Development of Warfare, Bread and Circuses


def _discontent_nation():  # type: ignore[no-untyped-def]
    state = h.adv(2, seed=10)
    seat = state.start
    p = h.on_turn(state, seat, round_=4)
    h.set_workers(state, seat, {"religion": 1}, pool=0)  # 1 happy face
    # Y = 11 with one unused (discontent) worker.
    p.pool = 1
    p.yellow_bank = 11
    p.workers = {"agriculture": 2, "bronze": 2, "philosophy": 1, "warriors": 1, "religion": 1}
    extra = 25 - (p.yellow_bank + p.pool + sum(p.workers.values()))
    p.yellow_delta = extra  # keep the token count consistent for the checks
    h.set_tokens(state, seat, {"agriculture": 6, "bronze": 6})
    return state, seat, p


def test_m2_06_p14_discontent() -> None:
    """T-14: 1 happy face and Y = 11 (2 required): 1 discontent. An increase for 4 food makes
    Y = 10 (3 required): 2 discontent; no uprising while 2 unused workers remain."""
    state, seat, p = _discontent_nation()
    d = h.derived(state, seat)
    assert d.happy == 1 and nation.discontent(p.yellow_bank, d.happy) == 1
    food = h.food(state, seat)
    h.act(state, "pop")
    assert food - h.food(state, seat) == 4
    assert p.yellow_bank == 10 and nation.discontent(10, 1) == 2 and p.pool == 2
    h.act(state, "end")
    assert "uprising" not in p.last_maintenance


def test_m2_07_p14_development_of_warfare_then_bread_and_circuses() -> None:
    """One discontent worker builds a free Warriors during another player's turn; on his own
    turn he plays Bread and Circuses and builds an arena with the other: happy 1 -> 3 >= 3."""
    state, seat, p = _discontent_nation()
    h.act(state, "pop")
    h.act(state, "end")
    other = 1 - seat
    h.political(state, other, round_=4)
    h.give_military(state, other, "no_event")
    h.top_event(state, "development_of_warfare")
    h.act(state, "prep.0", seat=other)
    # Questions in turn order from the active nation: the other first (if asked), then us.
    while state.pending:
        frame = state.pending[-1]
        h.act(state, "ev.yes" if frame.seat == seat else "ev.no", seat=frame.seat)
    assert p.workers["warriors"] == 2 and p.pool == 1
    h.on_turn(state, seat, round_=5)
    h.give_hand(state, seat, "bread_and_circuses")
    p.science = 10
    h.act(state, "play.0")
    h.act(state, "build.A1")
    assert h.derived(state, seat).happy == 3 and p.pool == 0
    assert nation.discontent(p.yellow_bank, 3) == 0
    h.act(state, "end")
    assert "uprising" not in p.last_maintenance


def test_t14_3_uprising_skips_maintenance() -> None:
    """T-14.3: fewer unused workers than discontent: no culture, production, nor draw."""
    state, seat, p = _discontent_nation()
    h.act(state, "pop")
    h.act(state, "build.F0")  # only 1 unused worker left for 2 discontent
    culture, food = p.culture, h.food(state, seat)
    h.act(state, "end")
    assert p.last_maintenance.get("uprising") == 1
    assert p.culture == culture and h.food(state, seat) == food


# ------------------------------------------------------------------------------------------
# 8. p.14 corruption


@pytest.mark.parametrize(("bank", "paid"), [(9, 0), (8, 2), (5, 2), (4, 4), (0, 6)])
def test_m2_08_p14_corruption(bank: int, paid: int) -> None:
    """T-13.1 step 5: by the blue bank after production: 9 -> 0, 8 -> 2, 5 -> 2, 4 -> 4,
    0 -> 6; paid in resources only."""
    from rules.tta import maintenance

    assert nation.corruption(bank) == paid
    state = h.adv(2, seed=11)
    seat = state.start
    p = state.players[seat]
    h.set_tokens(state, seat, {"bronze": 18 - bank - 4, "agriculture": 4})
    food = h.food(state, seat)
    record = maintenance.corrupt(h.cat(), state, p)
    assert record.get("corruption", 0) == paid
    assert h.food(state, seat) == food


# ------------------------------------------------------------------------------------------
# 9-11. p.15-16 special techs, construction, Fighting Band, Defensive Army


def test_m2_09_p15_special_techs_and_masonry() -> None:
    """Justice System after Code of Laws: no new CA, +3 blue. Masonry: lab 0 -> I costs 2;
    0 -> II saves 1; I -> II saves nothing."""
    from rules.tta.derived import upgrade_cost

    state = h.adv(2, seed=12)
    seat = state.start
    p = h.on_turn(state, seat, round_=4)
    h.add_tech(state, seat, "code_of_laws")
    ca, blue = h.ca_max(state, seat), p.blue_bank
    h.give_hand(state, seat, "justice_system")
    p.science = 20
    h.act(state, "play.0")
    assert h.ca_max(state, seat) == ca and p.blue_bank == blue + 3
    for cid in ("masonry", "alchemy", "scientific_method"):
        h.add_tech(state, seat, cid)
    d = h.derived(state, seat)
    cat = h.cat()
    lab0, lab1, lab2 = (cat.info[c] for c in ("philosophy", "alchemy", "scientific_method"))
    assert upgrade_cost(cat, d, lab0, lab1) == 2
    assert upgrade_cost(cat, d, lab0, lab2) == lab2.build_cost - lab0.build_cost - 1
    assert upgrade_cost(cat, d, lab1, lab2) == lab2.build_cost - lab1.build_cost


def test_m2_10_p15_fighting_band() -> None:
    """3 Warriors give 4, 4 give 6; sacrificing 1 gives 7, 2 (an army) give 9; 2 Warriors
    sent to colonize are worth 3."""
    from rules.tta import forces

    state = h.adv(2, seed=13)
    seat = state.start
    p = state.players[seat]
    h.set_tactic(state, seat, "fighting_band")
    h.units_only(state, seat, {"warriors": 3})
    assert h.derived(state, seat).strength == 4
    h.units_only(state, seat, {"warriors": 4})
    d = h.derived(state, seat)
    assert d.strength == 6
    cat = h.cat()
    assert d.strength + forces.units_strength(cat, d, p, {"warriors": 1}) == 7
    assert d.strength + forces.units_strength(cat, d, p, {"warriors": 2}) == 9
    assert forces.units_strength(cat, d, p, {"warriors": 2}) == 3


def test_m2_11_p16_defensive_army() -> None:
    """Defensive Army 6 (3): 13 from units + 6 + 3 (one army obsolete by its Warriors) = 22."""
    state = h.adv(2, seed=14)
    seat = state.start
    h.set_tactic(state, seat, "defensive_army")
    _strong(state, seat, {"swordsmen": 3, "warriors": 1, "cannon": 2})
    d = h.derived(state, seat)
    assert d.army_bonus == 9 and d.strength == 22


# ------------------------------------------------------------------------------------------
# 12. p.16 change of age


def test_m2_12_p16_change_of_age() -> None:
    """T-16.2/T-16.3: entering Age II discards the Age A cards in hand (civil and military),
    the Age A leader and an unfinished Age A wonder (blue tokens back); technologies, completed
    wonders, the tactic and colonies stay. (Pacts go one age later: the next test.)"""
    state = h.adv(3, seed=15)
    seat = state.start
    p = state.players[seat]
    state.age = 1
    state.round = 5
    state.current = seat
    h.give_hand(state, seat, "work_of_art_a")
    h.give_hand(state, seat, "bountiful_harvest_i")
    h.set_leader(state, seat, "homer")
    h.start_wonder(state, seat, "pyramids", stages=2)
    h.complete_wonders(state, seat, "colossus")
    h.add_tech(state, seat, "iron")
    h.set_tactic(state, seat, "fighting_band")
    p.colonies.append(h._pull(state, "historic_territory_i"))
    h.give_military(state, seat, "no_event")
    h.give_military(state, seat, "rats")
    blue = p.blue_bank
    state.civil_decks[1] = state.civil_decks[1][-1:]
    engine.refill(h.cat(), state, [])
    assert state.age == 2
    assert [card_id(x.inst) for x in p.hand] == ["bountiful_harvest_i"]
    assert p.leader == "" and p.wonder == "" and p.blue_bank == blue + 2
    assert [card_id(w) for w in p.wonders] == ["colossus"]
    assert any(card_id(t) == "iron" for t in p.techs)
    assert card_id(p.tactic) == "fighting_band" and len(p.colonies) == 1
    assert [card_id(m) for m in p.military] == ["rats"]
    assert 1 not in state.military_decks and 2 in state.military_decks
    assert all(x for x in state.row)  # completed from the Age II deck


def test_m2_12_age_three_discards_age_one_pacts_and_leaders() -> None:
    state = h.adv(3, seed=16)
    a = state.start
    b = (a + 1) % 3
    state.age = 2
    h.set_leader(state, a, "michelangelo")
    from rules.tta.state import Pact

    state.pacts.append(Pact(h._pull(state, "open_borders_agreement"), a, a, b))
    state.civil_decks[2] = state.civil_decks[2][-1:]
    engine.refill(h.cat(), state, [])
    assert state.age == 3 and state.players[a].leader == "" and state.pacts == []
    assert state.last_round and state.end_round == state.round  # T-17.2.1


# ------------------------------------------------------------------------------------------
# 13. Impact of Technology in the advanced game


def test_m2_13_impact_of_technology_counts_level_two_in_advanced() -> None:
    """T-17.2.2: the card counts level II technologies in the advanced game (III in full)."""
    for variant, level_cards, expected in (
        ("advanced", ("coal", "republic"), 8),
        ("full", ("coal", "republic"), 0),
    ):
        state = h.adv(2, seed=17, variant=variant)
        seat = state.start
        for cid in level_cards:
            h.add_tech(state, seat, cid)
        before = state.players[seat].culture
        from rules.tta import events as ev

        ev.resolve(h.cat(), state, h.cat().info["impact_of_technology"], state.start, [])
        assert state.players[seat].culture - before == expected


def test_t17_2_advanced_final_scoring_uses_the_four_events() -> None:
    state = h.adv(2, seed=18)
    from rules.tta.agents import make_agent

    bots = [make_agent("random", 5), make_agent("random", 6)]
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        engine.apply(h.cat(), state, seat, bots[seat].choose(state, seat))
    assert state.age == 3
    cats = scoring.categories(state)
    assert cats[0] == "culture" and len(cats) == 5
    for p in state.players:
        row = state.final_scores[str(p.seat)]
        assert sum(row) == p.culture


def test_political_step_is_skipped_without_cards() -> None:
    state = h.adv(2, seed=19)
    seat = state.start
    h.political(state, seat)
    assert not politics.has_options(h.cat(), state, state.players[seat])
