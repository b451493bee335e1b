"""T-22 Decisions of the advanced and full games: one test per ruling, named as in the
options table (T-22.2) and the list of decisions."""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.core import RulesError
from rules.tta import ages, colonize, engine, military, nation
from rules.tta import events as ev
from rules.tta.game import GAME
from rules.tta.state import Pact, War, card_id


def _resolve(state, cid: str, active: int) -> list:  # type: ignore[no-untyped-def]
    out: list = []
    ev.resolve(h.cat(), state, h.cat().info[cid], active, out)
    return out


def _answer_all(state) -> None:  # type: ignore[no-untyped-def]
    while state.pending:
        seat = state.pending[-1].seat
        h.act(state, h.codes(state, seat)[0], seat=seat)


# ------------------------------------------------------------------------------------------
# #1, #20, #26 military cards


def test_t22_01_military_hand_limit_is_ma() -> None:
    """T-22 #1: after the political action the hand is cut to the full MA count (Library of
    Alexandria +1), not the CA count."""
    state = h.adv(2, seed=1)
    seat = state.start
    p = h.political(state, seat, round_=4)
    for cid in ("rats", "pestilence", "no_event", "fighting_band", "legion"):
        h.give_military(state, seat, cid)
    h.act(state, "nopol")
    frame = state.pending[-1]
    assert frame.kind == "discard" and GAME.decision(state).secret
    while state.pending:
        h.act(state, "disc.0")
    assert len(p.military) == 2 == h.ma_max(state, seat)  # Despotism: 4 CA, 2 MA
    h.complete_wonders(state, seat, "library_of_alexandria")
    assert military.hand_limit(h.cat(), state, p) == 3


def test_t22_20_draw_mandatory() -> None:
    """T-22 #20: min(3, unused MA) cards; the current age's discard pile is reshuffled when
    the deck runs out; then what exists is drawn."""
    state = h.adv(2, seed=2)
    seat = state.start
    p = h.on_turn(state, seat, round_=4)
    for cid in ("warfare", "strategy"):
        h.add_tech(state, seat, cid)
    assert h.ma_max(state, seat) == 5
    deck = state.military_decks[1]
    state.box_unseen.extend(deck[:-1])
    del deck[:-1]
    state.military_discards[1] = [h._pull(state, "rats"), h._pull(state, "crusades")]
    h.act(state, "end")
    assert len(p.military) == 3  # 1 from the deck, then the 2 reshuffled: 5 unused MA, max 3
    assert not state.military_discards[1] and not deck
    q = h.on_turn(state, seat, round_=5)
    h.act(state, "end")
    assert len(q.military) == 3  # nothing left to draw


def test_t22_26_military_discards() -> None:
    """T-22 #26: cards of the current age (played, used, discarded) go to that age's face-down
    discard pile; older ones leave the game; events go to past events."""
    state = h.adv(3, seed=3)
    seat = state.start
    state.age = 2
    h.set_tactic(state, seat, "legion")
    p = h.on_turn(state, seat, round_=6)
    h.give_military(state, seat, "classic_army")
    h.act(state, "tac.0")
    assert card_id(p.tactic) == "classic_army"
    assert any(card_id(x) == "legion" for x in state.boxed)  # an Age I card in Age II
    h.give_military(state, seat, "fortifications")
    h.act(state, "tac.0")
    assert [card_id(x) for x in state.military_discards[2]] == ["classic_army"]
    military.discard(h.cat(), state, h.give_military(state, seat, "spy"), seen=False)
    assert card_id(state.military_discards[2][-1]) == "spy"
    # an event drawn goes to the past events
    h.political(state, seat, round_=7)
    h.give_military(state, seat, "no_event")
    h.top_event(state, "rats")
    h.act(state, "prep.1" if len(p.military) > 1 else "prep.0")
    assert card_id(state.past_events[-1]) == "rats"


def test_t15_2_development_of_politics_skips_the_discard() -> None:
    state = h.adv(2, seed=4)
    seat = state.start
    p = h.political(state, seat, round_=4)
    for cid in ("rats", "pestilence", "legion"):
        h.give_military(state, seat, cid)
    h.top_event(state, "development_of_politics")
    h.act(state, "prep.0")
    assert len(p.military) == 2 + 3 and not state.pending  # no discard this time
    assert len(state.players[1 - seat].military) == 3


# ------------------------------------------------------------------------------------------
# #5, #7, #8, #33, #34 ages and the end


@pytest.mark.parametrize("trigger", ["deck_empty", "card_needed"])
def test_t22_05_age_change_trigger_advanced(trigger: str) -> None:
    """T-22 #5: the age changes when the deck becomes empty during a refill (or, with
    ``card_needed``, when a card is needed and none is left); the row is then completed from
    the new deck and the turn goes on."""
    state = h.adv(2, seed=5, age_change_trigger=trigger)
    state.age = 1
    state.round = 4
    deck = state.civil_decks[1]
    state.box_unseen.extend(deck[:-3])
    del deck[:-3]  # exactly what a 2-player refill needs
    engine.refill(h.cat(), state, [])
    assert state.age == (2 if trigger == "deck_empty" else 1)
    assert all(state.row)


def test_t22_08_advanced_last_round() -> None:
    """T-22 #8: the turns left in the round where Age III begins are the last round: no
    sacrifices in aggressions (option), no Age III decks nor draws; resignation in every
    version (or the full game only)."""
    state = h.adv(2, seed=6)
    a = state.start
    b = 1 - a
    state.age = 2
    state.civil_decks[2] = state.civil_decks[2][-1:]
    state.round = 9
    engine.refill(h.cat(), state, [])
    assert state.age == 3 and state.last_round and state.end_round == 9
    h.add_tech(state, a, "swordsmen")
    h.units_only(state, a, {"swordsmen": 3})
    h.give_military(state, a, "plunder_i")
    h.political(state, a, round_=9)
    state.last_round = True
    h.act(state, f"agg.0.{b}")
    assert not state.pending or state.pending[-1].seat == b  # the attacker is not asked
    allowed = h.adv(2, seed=6, advanced_last_round_no_sacrifice=False)
    allowed.last_round = True
    from rules.tta import forces

    assert not forces.no_sacrifice(allowed, "attack")
    assert forces.no_sacrifice(state, "attack")
    full_only = h.adv(2, seed=6, resignation_versions="full_only")
    assert "resign" not in h.codes(full_only)
    assert "resign" in h.codes(h.adv(2, seed=6))


def test_t22_33_war_survives_age_change() -> None:
    """T-22 #33: a declared war is not an obsolete card; it is resolved at the declarer's next
    turn, after the refill that changed the age (T-22 #13)."""
    state = h.adv(2, seed=7, variant="full")
    a = state.start
    b = 1 - a
    state.age = 3
    state.round = 15
    war = War(h._pull(state, "war_over_culture_ii"), a, b, 1)
    state.wars.append(war)
    state.civil_decks[3] = state.civil_decks[3][-1:]
    h.on_turn(state, a, round_=15)
    state.phase = "refill"
    state.players[b].culture = 10
    h.units_only(state, a, {"warriors": 4})
    engine._advance(h.cat(), state, [])
    assert state.age == 4 and war not in state.wars
    _answer_all(state)
    assert state.players[b].culture == 7


@pytest.mark.parametrize("allowed", [True, False])
def test_t22_34_last_round_colonization(allowed: bool) -> None:
    """T-22 #34: colonizing in the last round may sacrifice (the alternative forbids it, so
    nobody can bid and the territory is discarded)."""
    state = h.adv(2, seed=8, last_round_colonization_sacrifice=allowed)
    seat = state.start
    h.political(state, seat, round_=9)
    state.last_round = True
    h.give_military(state, seat, "no_event")
    h.top_event(state, "fertile_territory_i")
    h.act(state, "prep.0")
    if allowed:
        assert state.pending and state.pending[-1].kind == "bid"
    else:
        assert not state.pending and card_id(state.past_events[-1]) == "fertile_territory_i"


@pytest.mark.parametrize("order", ["after_refill", "before_refill"])
def test_t22_13_war_after_refill(order: str) -> None:
    """T-22 #13: a war is resolved at the declarer's next turn after the card-row refill
    (or before it, with the alternative)."""
    state = h.adv(2, seed=9, variant="full", war_resolution=order)
    a = state.start
    state.wars.append(War(h._pull(state, "war_over_culture_ii"), a, 1 - a, 1))
    h.on_turn(state, a, round_=5)
    state.phase = engine._steps(state)[0]
    out: list = []
    engine._advance(h.cat(), state, out)
    kinds = [e.kind for e in out if e.kind in ("refill", "war_result")]
    if state.pending:  # the declarer may sacrifice first
        assert kinds == (["refill"] if order == "after_refill" else [])
    _answer_all(state)


# ------------------------------------------------------------------------------------------
# #9, #10 setup


@pytest.mark.parametrize("keep", [True, False])
def test_t22_09_dev_politics_in_pool(keep: bool) -> None:
    """T-22 #9: Development of Politics is in the advanced/full Age A pool (removed with the
    alternative), never in the simple game."""
    seen_in_pool = False
    for seed in range(12):
        state = h.adv(4, seed=seed, dev_politics_in_advanced=keep)
        pool = [
            card_id(x)
            for x in state.current_events + state.box_unseen
            if h.cat().of(x).age == 0 and h.cat().of(x).kind == "event"
        ]
        assert pool.count("development_of_politics") == 1
        if "development_of_politics" in [card_id(x) for x in state.current_events]:
            seen_in_pool = True
    assert seen_in_pool == keep
    simple = h.new(2, seed=1)
    assert "development_of_politics" not in [card_id(x) for x in simple.events]


def test_t22_10_full_initial_events() -> None:
    state = h.adv(3, seed=10, variant="full")
    assert len(state.current_events) == 5
    assert all(h.cat().of(x).age == 0 for x in state.current_events)
    assert state.final_events == []


# ------------------------------------------------------------------------------------------
# #15 armies


def test_t22_15_army_grouping() -> None:
    """T-22 #15: the arrangement that maximizes strength, recomputed automatically; a
    sacrifice counts the armies the sacrificed units form alone; player_choice is not played."""
    from rules.tta import forces

    state = h.adv(2, seed=11)
    seat = state.start
    h.set_tactic(state, seat, "medieval_army")
    h.add_tech(state, seat, "knights")
    h.units_only(state, seat, {"warriors": 3, "knights": 2})
    d = h.derived(state, seat)
    assert d.army_bonus == 4  # two armies of (infantry + cavalry)
    p = state.players[seat]
    assert forces.units_strength(h.cat(), d, p, {"warriors": 1, "knights": 1}) == 1 + 2 + 2
    assert forces.units_strength(h.cat(), d, p, {"warriors": 2}) == 2
    with pytest.raises(RulesError):
        h.adv(2, seed=11, army_grouping="player_choice")


# ------------------------------------------------------------------------------------------
# #18, #23, #25, #27, #29, #30


def test_t22_18_corruption_culture_penalty() -> None:
    from rules.tta import maintenance

    state = h.adv(2, seed=12, corruption_shortfall="culture_penalty")
    seat = state.start
    p = state.players[seat]
    p.culture = 20
    h.set_tokens(state, seat, {"agriculture": 18})  # bank 0: owes 6, has no resources
    record = maintenance.corrupt(h.cat(), state, p)
    assert record["corruption_culture"] == 20  # 4 per missing resource, floored at 0
    plain = h.adv(2, seed=12)
    h.set_tokens(plain, seat, {"agriculture": 18})
    plain.players[seat].culture = 20
    maintenance.corrupt(h.cat(), plain, plain.players[seat])
    assert plain.players[seat].culture == 20


@pytest.mark.parametrize("rule", ["forgive", "take_from_workers"])
def test_t22_23_colony_loss_shortfall(rule: str) -> None:
    """T-22 #23: a lost colony returns what the yellow bank holds; the rest is forgiven (or,
    with the alternative, taken from unused workers and then buildings)."""
    state = h.adv(2, seed=13, colony_loss_shortfall=rule)
    seat = state.start
    p = state.players[seat]
    colonize.place(h.cat(), state, seat, h._pull(state, "fertile_territory_i"), [])
    assert p.extra_yellow == 3
    # Empty the yellow bank into the pool.
    p.pool += p.yellow_bank
    p.yellow_bank = 0
    population = p.pool + sum(p.workers.values())
    colonize.lose_colony(h.cat(), state, seat, 0, -1, [])
    assert p.extra_yellow == 0
    if rule == "forgive":
        assert p.pool + sum(p.workers.values()) == population and p.yellow_delta == 3
    else:
        assert p.pool + sum(p.workers.values()) == population - 3 and p.yellow_bank == 0


@pytest.mark.parametrize("mode", ["political", "civil"])
def test_t22_25_columbus(mode: str) -> None:
    """T-22 #25: once per game, Columbus lays a territory from hand as a colony (immediate
    gain and permanent benefit), no bid, no sacrifice, no culture for preparing."""
    state = h.adv(2, seed=14, columbus_action=mode)
    seat = state.start
    h.set_leader(state, seat, "christopher_columbus")
    h.give_military(state, seat, "wealthy_territory_i")
    h.give_military(state, seat, "historic_territory_i")
    p = h.political(state, seat, round_=4)
    culture = p.culture
    if mode == "political":
        assert "col.0" in h.codes(state)
        h.act(state, "col.0")
    else:
        assert "col.0" not in h.codes(state)
        h.act(state, "nopol")
        assert "col.0" in h.codes(state)
        h.act(state, "col.0")
    assert [card_id(c) for c in p.colonies] == ["wealthy_territory_i"]
    assert p.extra_blue == 2 and h.res(state, seat) >= 5 and p.culture == culture
    assert p.columbus_used and not any(c.startswith("col.") for c in h.codes(state))


def test_t22_27_resignation() -> None:
    """T-22 #27: at the start of his own turn only; his pacts and wars go, his hand is boxed;
    he no longer counts for events, targets or bids; the remaining count rules (or the
    original, with the alternative)."""
    state = h.adv(4, seed=15, variant="full")
    a = state.start
    b, c, _d = ((a + i) % 4 for i in (1, 2, 3))
    state.pacts.append(Pact(h._pull(state, "peace_treaty"), a, a, b))
    state.wars.append(War(h._pull(state, "war_over_culture_ii"), c, a, 1))
    h.give_hand(state, a, "iron")
    h.political(state, a, round_=4)
    h.give_military(state, a, "rats")
    h.act(state, "resign")
    pa = state.players[a]
    assert pa.resigned == 1 and not pa.hand and not pa.military
    assert not state.pacts and not state.wars
    assert state.count_for_rules() == 3
    rank = ev.Ranking(h.cat(), state, b)
    assert a not in rank.order
    assert engine.to_act(state) != [a]
    # Player-count values follow the remaining nations (Impact of Strength: 3 players).
    out = _resolve(state, "impact_of_strength", b)
    gains = sorted(e.data["amount"] for e in out if e.kind == "gain")
    assert gains == [0, 7, 14]
    original = h.adv(4, seed=15, variant="full", resignation_player_count="original")
    ages.resign(h.cat(), original, a, [])
    assert original.count_for_rules() == 4


@pytest.mark.parametrize("surcharge", [True, False])
def test_t22_29_tesla_surcharge(surcharge: bool) -> None:
    """T-22 #29: Tesla / Bill Gates: labs produce resources worth their level; the other
    nations pay 1 more to build or upgrade labs and libraries (unless the option is off)."""
    from rules.tta import maintenance

    state = h.adv(2, seed=16, variant="full", tesla_surcharge=surcharge)
    a = state.start
    b = 1 - a
    h.set_leader(state, a, "nikola_tesla")
    h.add_tech(state, a, "alchemy")
    h.set_workers(state, a, {"alchemy": 2})
    res = h.res(state, a)
    maintenance.maintain(h.cat(), state, state.players[a], [])
    assert h.res(state, a) - res == 2 + 2  # 2 Bronze mines + 2 level-I labs
    h.add_tech(state, b, "alchemy")
    from rules.tta.derived import build_cost

    cost = build_cost(h.cat(), h.derived(state, b), h.cat().info["alchemy"], state.players[b])
    assert cost == h.cat().info["alchemy"].build_cost + (1 if surcharge else 0)


def test_t22_30_event_pile_rebuild() -> None:
    """T-22 #30: rebuilt as soon as the last current card is drawn, before it is resolved:
    the card just prepared can come round again."""
    state = h.adv(2, seed=17)
    seat = state.start
    state.box_unseen.extend(state.current_events[:-1])
    state.current_events = state.current_events[-1:]
    state.future_events = [h._pull(state, cid) for cid in ("pestilence", "rats", "crusades")]
    h.top_event(state, "development_of_politics")
    h.political(state, seat, round_=4)
    prepared = h.give_military(state, seat, "cold_war")
    out = h.act(state, "prep.0")
    kinds = [e.kind for e in out]
    assert kinds.index("events_rebuilt") < kinds.index("event")
    assert prepared in state.current_events and len(state.current_events) == 4


# ------------------------------------------------------------------------------------------
# #19, #35-#40 events


def test_t22_19_event_choice_order_advanced() -> None:
    """T-22 #19: several nations choose one after another from the active nation."""
    state = h.adv(3, seed=18)
    active = (state.start + 1) % 3
    h.political(state, active, round_=4)
    h.give_military(state, active, "no_event")
    h.top_event(state, "development_of_markets")
    h.act(state, "prep.0")
    asked = []
    while state.pending:
        asked.append(state.pending[-1].seat)
        h.act(state, "ev.food", seat=state.pending[-1].seat)
    assert asked == state.order_from(active)


def test_t22_35_impact_events() -> None:
    """T-22 #35: the Age III events' readings, computed at the moment of scoring."""
    state = h.adv(2, seed=19, variant="full")
    a = state.start
    p = state.players[a]
    for cid in ("computers", "democracy", "civil_service", "opera", "tanks"):
        h.add_tech(state, a, cid)
    h.set_workers(state, a, {"computers": 1, "opera": 1, "tanks": 2})
    h.complete_wonders(state, a, "colossus", "great_wall", "kremlin", "internet")
    p.colonies.append(h._pull(state, "historic_territory_i"))
    d = h.derived(state, a)
    expected = {
        "impact_of_agriculture": d.food,
        "impact_of_industry": d.resources,
        "impact_of_colonies": 4,
        "impact_of_architecture": 3 + 2,  # computers III + opera II
        "impact_of_competition": 0 + 3 * 2 + 1 * 0,  # tanks III x 2, warriors 0
        "impact_of_technology": 4 * 3,  # computers, democracy, civil service... tanks
        "impact_of_progress": 2 * (3 + 3),  # democracy III + civil service III
        "impact_of_wonders": 5 + 4 + 3 + 2,
        "impact_of_government": 2 * d.ca + d.ma,
        "impact_of_happiness": 2 * d.happy,
    }
    expected["impact_of_technology"] = 4 * sum(
        1 for t in p.techs if h.cat().of(t).age == 3 and not t.endswith("#0")
    )
    for cid, value in expected.items():
        before = p.culture
        _resolve(state, cid, a)
        assert p.culture - before == value, cid
    pop = p.pool + sum(p.workers.values())
    before = p.culture
    _resolve(state, "impact_of_population", a)
    assert p.culture - before == 2 * max(0, pop - nation.discontent(p.yellow_bank, d.happy) - 10)


def test_t22_36_rebellion() -> None:
    """T-22 #36: 2 CA per discontent worker, lost at each nation's next turn (the active
    nation's following turn), starting spent."""
    state = h.adv(2, seed=20)
    a = state.start
    b = 1 - a
    pb = state.players[b]
    pb.pool += pb.yellow_bank - 10
    pb.yellow_bank = 10  # 3 required, 0 happy: 3 discontent
    h.political(state, a, round_=4)
    h.give_military(state, a, "no_event")
    h.top_event(state, "rebellion")
    h.act(state, "prep.0")
    assert pb.lose_ca == 6 and state.players[a].lose_ca == 0
    h.act(state, "end")
    assert h.ca_left(state, b) == 0  # all 4 CA lost (at most all)


def test_t22_37_international_agreement() -> None:
    """T-22 #37: the strongest takes row cards worth at most 5 slot costs without spending
    CA; he then skips his next political action; the row is shifted and refilled."""
    state = h.adv(2, seed=21)
    a = state.start
    b = 1 - a
    h.units_only(state, b, {"warriors": 3})
    h.political(state, a, round_=4)
    h.give_military(state, a, "no_event")
    h.top_event(state, "international_agreement")
    h.act(state, "prep.0")
    frame = state.pending[-1]
    assert frame.kind == "agree" and frame.seat == b
    h.act(state, "take.10", seat=b)  # 3
    h.act(state, "take.2", seat=b)  # 1 (+ later slots shift? no: taken slots stay empty)
    codes = h.codes(state, b)
    assert all(int(c.split(".")[1]) <= 5 for c in codes if c.startswith("take."))
    h.act(state, "done", seat=b)
    assert len(state.players[b].hand) == 2 and state.players[b].skip_political
    assert all(state.row)
    assert h.ca_left(state, a) == h.ca_max(state, a)


def test_t22_38_ravages_of_time() -> None:
    """T-22 #38: each nation with a completed Age A/I wonder turns one: its effects end,
    culture rate +2 instead; it still counts as a completed wonder."""
    state = h.adv(2, seed=22)
    a = state.start
    h.complete_wonders(state, a, "pyramids", "hanging_gardens")
    h.on_turn(state, a, round_=4)
    ca = h.ca_max(state, a)
    _resolve(state, "ravages_of_time", a)
    assert state.pending[-1].kind == "pick"
    h.act(state, "pick.w0", seat=a)  # Pyramids
    assert h.ca_max(state, a) == ca - 1
    d = h.derived(state, a)
    assert d.culture == 1 + 2 and len(state.players[a].wonders) == 2


def test_t22_39_terrorism() -> None:
    """T-22 #39: the least-cultured nation destroys one urban building of each other nation;
    the worker goes back to its owner's pool; a nation without one loses nothing."""
    state = h.adv(3, seed=23)
    a = state.start
    b, c = (a + 1) % 3, (a + 2) % 3
    state.players[a].culture = 1
    state.players[b].culture = state.players[c].culture = 5
    h.add_tech(state, b, "drama")
    h.set_workers(state, b, {"philosophy": 1, "drama": 1})
    h.set_workers(state, c, {"philosophy": 0})
    pool = state.players[b].pool
    _resolve(state, "terrorism", b)
    frame = state.pending[-1]
    assert frame.seat == a and frame.data["target"] == b
    h.act(state, "pick.H1", seat=a)
    assert "drama" not in state.players[b].workers and state.players[b].pool == pool + 1
    assert not state.pending


def test_t22_40_independence_declaration() -> None:
    """T-22 #40: the weakest loses one colony of his own choice."""
    state = h.adv(2, seed=24)
    a = state.start
    b = 1 - a
    h.units_only(state, a, {"warriors": 3})
    for cid in ("historic_territory_i", "fertile_territory_i"):
        colonize.place(h.cat(), state, b, h._pull(state, cid), [])
    _resolve(state, "independence_declaration", a)
    frame = state.pending[-1]
    assert frame.seat == b
    h.act(state, "pick.c1", seat=b)
    assert [card_id(x) for x in state.players[b].colonies] == ["historic_territory_i"]
