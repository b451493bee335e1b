"""Milestone M3: the full game's worked examples with the rulebook's numbers (spec M3 items
1-7): air forces, wars and margins, yellow tokens at the end of an age, the last round for each
seat, resignation, Age III wonders, the variants."""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.core import IllegalAction
from rules.tta import ages, engine
from rules.tta.state import War, card_id


def _units(state, seat: int, units: dict[str, int]) -> None:  # type: ignore[no-untyped-def]
    for cid in units:
        if cid != "warriors":
            h.add_tech(state, seat, cid)
    h.units_only(state, seat, units)


# ------------------------------------------------------------------------------------------
# 1. p.17 air forces


def test_m3_01_p17_air_forces_with_entrenchments() -> None:
    """Entrenchments 9 (5): units 24; the modern army with an air unit +18, the obsolete
    army +5: 47. A second air unit adds 5 + 5 (doubling the obsolete army): 57. A third one
    reaches the cap of 60."""
    state = h.adv(2, seed=1, variant="full")
    seat = state.start
    h.set_tactic(state, seat, "entrenchments")
    _units(state, seat, {"modern_infantry": 1, "swordsmen": 1, "cannon": 4, "air_forces": 1})
    d = h.derived(state, seat)
    assert d.army_bonus == 18 + 5 and d.strength == 47
    h.units_only(state, seat, {"modern_infantry": 1, "swordsmen": 1, "cannon": 4, "air_forces": 2})
    assert h.derived(state, seat).strength == 57
    h.units_only(state, seat, {"modern_infantry": 1, "swordsmen": 1, "cannon": 4, "air_forces": 3})
    assert h.derived(state, seat).strength == 60  # 62 counts as 60


def test_t12_2_6_napoleon_repeats_the_best_army() -> None:
    state = h.adv(2, seed=2, variant="full")
    seat = state.start
    h.set_tactic(state, seat, "entrenchments")
    _units(state, seat, {"modern_infantry": 1, "swordsmen": 1, "cannon": 4, "air_forces": 1})
    h.set_leader(state, seat, "napoleon_bonaparte")
    assert h.derived(state, seat).army_bonus == 23 + 18


# ------------------------------------------------------------------------------------------
# 2. p.17-18 wars


def _war(state, war: str, a: int, b: int, a_units: dict[str, int], b_units: dict[str, int]):  # type: ignore[no-untyped-def]
    _units(state, a, a_units)
    _units(state, b, b_units)
    state.wars.append(War(h._pull(state, war), a, b, state.turn))
    h.on_turn(state, a, round_=6)
    state.phase = "wars"
    state.players[a].acted = False
    engine._advance(h.cat(), state, [])


def _finish_forces(state) -> None:  # type: ignore[no-untyped-def]
    while state.pending and state.pending[-1].kind == "force":
        h.act(state, "done", seat=state.pending[-1].seat)


@pytest.mark.parametrize(("margin", "tokens"), [(1, 1), (2, 1), (3, 2), (5, 2), (6, 3)])
def test_m3_02_war_over_territory_margins(margin: int, tokens: int) -> None:
    """p.18: 1 yellow token from the loser's yellow bank + 1 per full 3 points of margin."""
    state = h.adv(2, seed=3, variant="full")
    a = state.start
    b = 1 - a
    _war(state, "war_over_territory", a, b, {"warriors": 1 + margin}, {"warriors": 1})
    assert state.pending[-1].seat == a  # the declarer may sacrifice first
    _finish_forces(state)
    pa, pb = state.players[a], state.players[b]
    assert pa.yellow_delta == tokens and pb.yellow_delta == -tokens
    assert not state.wars


def test_m3_02_no_defense_cards_in_wars_and_the_declarer_may_lose() -> None:
    state = h.adv(2, seed=4, variant="full")
    a = state.start
    b = 1 - a
    h.give_military(state, b, "defense_colonization_ii")
    state.players[a].culture = 10
    _war(state, "war_over_culture_ii", a, b, {"warriors": 1}, {"warriors": 3})
    h.act(state, "done", seat=a)
    assert not any(c.startswith("card.") for c in h.codes(state, b))
    h.act(state, "done", seat=b)
    assert state.players[a].culture == 8 and state.players[b].culture == 2  # margin 2


@pytest.mark.parametrize(
    ("war", "margin", "check"),
    [
        ("war_over_resources", 3, "goods"),
        ("war_over_technology", 4, "science"),
        ("war_over_culture_iii", 7, "culture"),
        ("holy_war", 7, "holy"),
    ],
)
def test_m3_02_war_margins(war: str, margin: int, check: str) -> None:
    """military-facts §3: Resources m (the winner splits), Technology m science, Culture m,
    Holy War m // 3 population and 3 culture per population lost."""
    state = h.adv(2, seed=5, variant="full")
    a = state.start
    b = 1 - a
    pa, pb = state.players[a], state.players[b]
    pb.science = pb.culture = 20
    h.set_tokens(state, b, {"agriculture": 5, "bronze": 5})
    _war(state, war, a, b, {"warriors": 1 + margin}, {"warriors": 1})
    _finish_forces(state)
    if check == "goods":
        assert state.pending[-1].kind == "split" and state.pending[-1].seat == a
        h.act(state, "split.1", seat=a)
        assert (h.food(state, b), h.res(state, b)) == (4, 3)
        assert h.food(state, a) + h.res(state, a) == margin
    elif check == "science":
        assert (pa.science, pb.science) == (margin, 20 - margin)
    elif check == "culture":
        assert (pa.culture, pb.culture) == (margin, 20 - margin)
    else:
        lost = margin // 3
        bank = pb.yellow_bank
        while state.pending:  # no unused worker: the loser picks what he gives up
            frame = state.pending[-1]
            assert frame.seat == b
            h.act(state, h.codes(state, frame.seat)[0], seat=frame.seat)
        assert pb.yellow_bank == bank + lost
        assert pa.culture == 3 * lost


def test_m3_02_war_over_technology_may_take_special_techs() -> None:
    """military-facts §3: the winner may take blue techs worth their science cost."""
    state = h.adv(2, seed=6, variant="full")
    a = state.start
    b = 1 - a
    h.add_tech(state, b, "code_of_laws")
    state.players[b].science = 10
    cost = h.cat().info["code_of_laws"].science_cost
    _war(state, "war_over_technology", a, b, {"warriors": 1 + cost + 2}, {"warriors": 1})
    _finish_forces(state)
    assert "pick.s0" in h.codes(state, a)
    ca_b = h.ca_max(state, b)
    h.act(state, "pick.s0", seat=a)
    assert any(card_id(t) == "code_of_laws" for t in state.players[a].techs)
    assert h.ca_max(state, b) == ca_b - 1
    assert state.players[a].science == 2 and state.players[b].science == 8
    # Or all of it as science ("done").
    state = h.adv(2, seed=6, variant="full")
    h.add_tech(state, b, "code_of_laws")
    state.players[b].science = 10
    _war(state, "war_over_technology", a, b, {"warriors": 1 + cost + 2}, {"warriors": 1})
    _finish_forces(state)
    h.act(state, "done", seat=a)
    assert state.players[a].science == cost + 2 and not state.pending


@pytest.mark.parametrize(("rule", "tokens"), [("nothing", 0), ("defender_wins", 1)])
def test_t22_12_war_tie(rule: str, tokens: int) -> None:
    """T-22 #12: a tied war does nothing (the declarer's MAs stay spent); the alternative
    lets the defender win at margin 0 (War over Territory still pays 1 token)."""
    state = h.adv(2, seed=7, variant="full", war_tie=rule)
    a = state.start
    b = 1 - a
    _war(state, "war_over_territory", a, b, {"warriors": 2}, {"warriors": 2})
    _finish_forces(state)
    assert state.players[b].yellow_delta == tokens
    assert state.players[a].yellow_delta == -tokens


# ------------------------------------------------------------------------------------------
# 3. p.18 yellow tokens at the end of Ages I, II, III


@pytest.mark.parametrize(("bank", "lost"), [(18, 2), (1, 1), (0, 0)])
def test_m3_03_two_yellow_tokens_at_each_age_end(bank: int, lost: int) -> None:
    """T-16.5: 2 tokens from the yellow bank only; with 1 left he loses 1."""
    state = h.adv(2, seed=8, variant="full")
    seat = state.start
    p = state.players[seat]
    p.pool += p.yellow_bank - bank
    p.yellow_bank = bank
    state.age = 1
    state.civil_decks[1] = state.civil_decks[1][-1:]
    engine.refill(h.cat(), state, [])
    assert state.age == 2 and p.yellow_bank == bank - lost and p.yellow_delta == -lost
    # The advanced game keeps its tokens.
    adv = h.adv(2, seed=8)
    adv.age = 1
    adv.civil_decks[1] = adv.civil_decks[1][-1:]
    engine.refill(h.cat(), adv, [])
    assert adv.age == 2 and adv.players[seat].yellow_bank == 18


# ------------------------------------------------------------------------------------------
# 4. p.18 the last round


def _turns_to_the_end(state) -> int:  # type: ignore[no-untyped-def]
    turns = 1
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        if state.pending:
            h.act(state, h.codes(state, seat)[0], seat=seat)
            continue
        if state.phase == "political":
            h.act(state, "nopol", seat=seat)
            continue
        before = state.turn
        h.act(state, "end", seat=seat)
        if not engine.is_over(state) and state.turn != before:
            turns += 1
    return turns


@pytest.mark.parametrize("k", [0, 1, 2, 3])
@pytest.mark.parametrize("extra", [False, True])
def test_t22_07_age4_round_count(k: int, extra: bool) -> None:
    """p.18, T-22 #7: the Age III deck runs out in the refill of the seat k places after the
    start player: the round is finished, then one more round (wholly in Age IV). At the start
    player's refill that round is the last (two rounds with the alternative ruling)."""
    state = h.adv(4, seed=9, variant="full", age4_extra_round_when_start_player=extra)
    seat = h.seat_at(state, k)
    state.age = 3
    state.round = 12
    state.current = seat
    state.phase = "actions"
    state.civil_decks[3] = state.civil_decks[3][-1:]
    engine.refill(h.cat(), state, [])
    assert state.age == 4
    expected = (4 - k) + 4 if k or extra else 4
    assert _turns_to_the_end(state) == expected


def test_m3_04_last_round_rules_and_final_scoring() -> None:
    """No war declared in the last round; a war from the round before is resolved without
    sacrifices; final scoring counts every Age III event in the current and future piles, as
    if the start player were on turn."""
    state = h.adv(2, seed=10, variant="full")
    a = state.start
    b = 1 - a
    state.age = 4
    state.round = 20
    state.end_round = 20
    state.last_round = True
    h.give_military(state, a, "war_over_culture_iii")
    h.political(state, a, round_=20)
    state.last_round = True
    assert not any(c.startswith("war.") for c in h.codes(state))
    # A war declared in the round before: no sacrifice frames, strengths decide.
    state.players[b].culture = 9
    _units(state, a, {"warriors": 4})
    state.wars.append(War(h._pull(state, "war_over_culture_ii"), a, b, state.turn - 1))
    state.phase = "wars"
    engine._advance(h.cat(), state, [])
    # Only the defender's frame (to resign, T-18.1), without any unit to sacrifice.
    assert h.codes(state, b) == ["done", "resign"]
    h.act(state, "done", seat=b)
    assert not state.pending and state.players[b].culture == 6  # margin 4 - 1 = 3
    # Final scoring: Age III events in the piles (not other ages), ties for the start player.
    state.current_events = [h._pull(state, "impact_of_colonies"), h._pull(state, "rats")]
    state.future_events = [h._pull(state, "impact_of_strength"), h._pull(state, "no_event")]
    state.players[a].colonies.append(h._pull(state, "historic_territory_i"))
    _units(state, b, {"warriors": 4})  # equal strength: the start player ranks first
    from rules.tta import scoring

    culture = [p.culture for p in state.players]
    scoring.score_game(h.cat(), state, [])
    assert scoring.categories(state) == ["culture", "impact_of_colonies", "impact_of_strength"]
    assert state.players[a].culture - culture[a] == 4 + 10
    assert state.players[b].culture - culture[b] == 0


# ------------------------------------------------------------------------------------------
# 5. p.18 resignation


def test_m3_05_resignation() -> None:
    """T-18, T-22 #27: with 4 -> 3 players, row clearing removes slots 1-2; a war against
    the resigning player is not fought; he ranks last."""
    state = h.adv(4, seed=11, variant="full")
    seat = state.start
    h.political(state, seat, round_=4)
    h.give_military(state, seat, "no_event")
    victim = (seat + 1) % 4
    state.wars.append(War(h._pull(state, "war_over_culture_ii"), (seat + 2) % 4, victim, 1))
    h.act(state, "resign")
    assert state.players[seat].resigned == 1 and state.players[seat].military == []
    state.players[victim].resigned = 0
    assert state.count_for_rules() == 3
    row = list(state.row)
    state.age = 1
    ages.refill(h.cat(), state, [])
    kept = [c for c in row[2:] if c]
    assert state.row[: len(kept)] == kept  # slots 1-2 cleared
    # The war declared against the next one to resign is not fought.
    engine.to_act(state)
    w = state.wars[0]
    ages.resign(h.cat(), state, victim, [])
    assert w not in state.wars
    # Resigned nations rank last and never win.
    state.phase = "over"
    from rules.tta import scoring

    state.players[seat].culture = 999
    result = scoring.result(state)
    assert seat not in result.winners and victim not in result.winners


def test_t18_3_last_nation_standing_wins() -> None:
    state = h.adv(2, seed=12)
    seat = state.start
    h.act(state, "resign")
    assert engine.is_over(state)
    from rules.tta.game import GAME

    result = GAME.result(state)
    assert result is not None and result.winners == (1 - seat,)


def test_resigning_in_a_war_defence() -> None:
    """T-18.1: the defender may resign when the war against him is about to be resolved."""
    state = h.adv(3, seed=13, variant="full")
    a = state.start
    b = (a + 1) % 3
    _war(state, "war_over_culture_ii", a, b, {"warriors": 3}, {"warriors": 1})
    h.act(state, "done", seat=a)
    assert "resign" in h.codes(state, b)
    h.act(state, "resign", seat=b)
    assert state.players[b].resigned and not state.pending
    assert engine.to_act(state) == [a]


# ------------------------------------------------------------------------------------------
# 6. p.20 Age III wonders, Hollywood and Internet


def test_m3_06_age_three_wonders_score_once() -> None:
    """T-20.3, T-20.4: culture at completion only; Hollywood gives 2 x level per worker on
    theaters and libraries (cards without workers give nothing)."""
    state = h.adv(2, seed=14, variant="full")
    seat = state.start
    p = h.on_turn(state, seat, round_=10)
    for cid in ("drama", "opera", "journalism"):
        h.add_tech(state, seat, cid)
    h.set_workers(state, seat, {"drama": 1, "opera": 2, "journalism": 1}, pool=0)
    stages = h.cat().info["hollywood"].stages
    h.start_wonder(state, seat, "hollywood", stages=len(stages) - 1)
    h.set_tokens(state, seat, {"bronze": 10})
    culture = p.culture
    h.act(state, "wonder.1")
    assert p.culture - culture == 2 * (1 * 1 + 2 * 2 + 2 * 1)
    h.set_workers(state, seat, {"opera": 0})
    assert h.derived(state, seat).culture < 30  # no lasting effect is recounted


# ------------------------------------------------------------------------------------------
# 7. p.19 variants


def test_m3_07_easier_variant() -> None:
    state = h.adv(2, seed=15, variant="full", easier=True)
    assert all(p.yellow_bank == 19 for p in state.players)
    assert h.derived(state, state.start).urban_limit == 3


def test_m3_07_milder_combat() -> None:
    """T-19.2: attacking takes the target's token from the middle; others cannot attack him;
    on his next turn the attacker keeps it only by attacking the same nation again."""
    state = h.adv(3, seed=16, variant="full", milder_combat=True)
    a = state.start
    b, c = (a + 1) % 3, (a + 2) % 3
    _units(state, a, {"warriors": 5})
    h.give_military(state, a, "raid_i")
    h.give_military(state, c, "raid_i")
    h.give_military(state, a, "raid_i")
    h.set_workers(state, b, {"religion": 1})
    h.political(state, a, round_=5)
    h.act(state, f"agg.0.{b}")
    while state.pending:
        h.act(state, h.codes(state, state.pending[-1].seat)[0], seat=state.pending[-1].seat)
    assert state.players[a].holds_token == b
    h.political(state, c, round_=5)
    assert f"agg.0.{b}" not in h.codes(state, c) and f"agg.0.{a}" in h.codes(state, c)
    h.act(state, "nopol", seat=c)
    # The attacker's next turn without attacking b: the token goes back.
    h.political(state, a, round_=6)
    h.act(state, "nopol")
    assert state.players[a].holds_token == -1
    h.political(state, c, round_=6)
    assert f"agg.0.{b}" in h.codes(state, c)


@pytest.mark.parametrize("keep", [False, True])
def test_t22_21_continuous_draw(keep: bool) -> None:
    """T-19.3, T-22 #21: a military card for 1 MA each, no limit of 3; it replaces the
    end-of-turn draw (or not, with the alternative ruling)."""
    state = h.adv(2, seed=17, continuous_draw=True, continuous_draw_keeps_end_draw=keep)
    seat = state.start
    p = h.on_turn(state, seat, round_=4)
    h.add_tech(state, seat, "warfare")
    assert h.ma_max(state, seat) == 3
    for _ in range(2):
        h.act(state, "draw")
    assert len(p.military) == 2 and h.ma_left(state, seat) == 1
    h.act(state, "end")
    assert len(p.military) == (3 if keep else 2)
    normal = h.adv(2, seed=17)
    q = h.on_turn(normal, seat, round_=4)
    with pytest.raises(IllegalAction):
        h.act(normal, "draw")
    h.add_tech(normal, seat, "warfare")
    h.act(normal, "end")
    assert len(q.military) == 3


def test_m3_07_pre_revealed_and_gradual_bonuses() -> None:
    state = h.adv(2, seed=18, variant="full", pre_revealed_bonuses=3)
    cat = h.cat()
    assert len(state.final_events) == 3
    assert all(cat.of(x).kind == "event" and cat.of(x).age == 3 for x in state.final_events)
    grad = h.adv(2, seed=18, variant="full", gradual_reveal=True)
    assert len(grad.final_events) == 1 and len(grad.gradual) == 4
    grad.round = 2
    engine.refill(cat, grad, [])  # the start of Age I reveals the second one
    for age in (1, 2):  # the changes to Ages II and III reveal the third and fourth
        assert grad.age == age
        grad.civil_decks[age] = grad.civil_decks[age][-1:]
        engine.refill(cat, grad, [])
    assert len(grad.final_events) == 4 and len(grad.gradual) == 1


def test_m3_07_peaceful_variant() -> None:
    state = h.adv(3, seed=19, variant="full", peaceful=True)
    cat = h.cat()
    for deck in state.military_decks.values():
        assert not {cat.of(x).kind for x in deck} & {"war", "aggression"}
    assert any(cat.of(x).kind == "pact" for x in state.military_decks[1])


@pytest.mark.parametrize(
    ("wonder", "expected"),
    [
        # Internet: 2 x level per worker on labs and libraries (Alchemy I x 2, Journalism II).
        ("internet", 2 * (1 * 2 + 2 * 1)),
        # First Space Flight: the levels of every technology card in front of the nation
        # (Alchemy I, Journalism II, Opera II; the printed Age A cards count 0).
        ("first_space_flight", 1 + 2 + 2),
        # Fast Food Chains: 1 per urban building or unit, 2 per farm or mine.
        ("fast_food_chains", (2 + 1 + 1) + 2 * (2 + 2)),
    ],
)
def test_t20_3_age_three_wonders(wonder: str, expected: int) -> None:
    state = h.adv(2, seed=20, variant="full")
    seat = state.start
    p = h.on_turn(state, seat, round_=10)
    for cid in ("alchemy", "journalism", "opera"):
        h.add_tech(state, seat, cid)
    h.set_workers(state, seat, {"philosophy": 0, "alchemy": 2, "journalism": 1}, pool=0)
    stages = h.cat().info[wonder].stages
    h.start_wonder(state, seat, wonder, stages=len(stages) - 1)
    h.set_tokens(state, seat, {"bronze": 12})
    culture = p.culture
    h.act(state, "wonder.1")
    assert p.culture - culture == expected
