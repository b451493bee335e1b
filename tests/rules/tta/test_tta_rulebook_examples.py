"""Milestone M1: the rulebook's worked examples, with the numbers printed in the rulebook
(spec "Examples to reproduce", items 1-11)."""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.core import IllegalAction
from rules.tta import economy, scoring
from rules.tta.derived import derive


def _p4_row(state):  # type: ignore[no-untyped-def]
    h.put_row(
        state,
        {
            1: "moses",
            2: "homer",
            3: "colossus",
            4: "engineering_genius_a",
            5: "aristotle",
            6: "hammurabi",
            7: "library_of_alexandria",
            8: "work_of_art_a",
            9: "patriotism_a",
            10: "rich_land_a",
            11: "frugality_a",
            12: "ideal_building_site_a",
            13: "revolutionary_idea_a",
        },
    )


def _p4_round_one():  # type: ignore[no-untyped-def]
    state = h.new(3, seed=4)
    _p4_row(state)
    return state


def test_m1_01_p4_taking_cards_three_players() -> None:
    """T-5.2.1/T-6.2: round 1 with 1/2/3 CA, leaders one per age, wonders into play."""
    state = _p4_round_one()
    a, b, c = (h.seat_at(state, i) for i in range(3))
    assert state.current == a
    # A's first decision: exactly the five 1-CA slots, plus end turn (and, before any action,
    # resigning: T-22 #8, #27).
    assert sorted(h.codes(state)) == sorted([f"take.{i}" for i in range(1, 6)] + ["end", "resign"])
    h.act(state, "take.1")  # Moses
    h.act(state, "end")
    assert [x.inst.split("#")[0] for x in state.players[a].hand] == ["moses"]
    # B takes Colossus (1 CA, straight into play under construction) and Engineering Genius.
    assert state.current == b
    h.act(state, "take.3")
    assert state.players[b].wonder.startswith("colossus#")
    assert state.players[b].hand == []
    h.act(state, "take.4")
    assert h.ca_left(state, b) == 0
    h.act(state, "end")
    # C: Hammurabi for 2 CA would leave only leaders in slots 1-5 -> only "end turn".
    assert state.current == c
    trial = h.new(3, seed=4)
    _p4_row(trial)
    for code in ("take.1", "end", "take.3", "take.4", "end", "take.6"):
        h.act(trial, code)
    # (Taking Hammurabi back is the bot's undo, not a move of the game.)
    assert [c for c in h.codes(trial) if c != "undo"] == ["end"]
    # C instead takes Library of Alexandria (2 CA, into play) and Aristotle (1 CA).
    h.act(state, "take.7")
    assert state.players[c].wonder.startswith("library_of_alexandria#")
    assert h.ca_left(state, c) == 1
    h.act(state, "take.5")
    assert [x.inst.split("#")[0] for x in state.players[c].hand] == ["aristotle"]
    assert h.ca_left(state, c) == 0


def test_m1_02_p5_first_refill_three_players() -> None:
    """T-6.3/T-6.3.4: slots 1-2 cleared (slot 1 empty: only Homer boxed), shift, fill from the
    rest of Age A, then Age I begins."""
    state = _p4_round_one()
    for code in ("take.1", "end", "take.3", "take.4", "end", "take.7", "take.5"):
        h.act(state, code)
    rest_of_a = list(state.civil_decks[0])
    assert len(rest_of_a) == 7
    kept = [x for x in state.row[2:] if x]
    h.act(state, "end")  # round 2 begins with the start player's refill
    assert state.round == 2 and state.current == state.start
    assert [x.split("#")[0] for x in state.boxed] == ["homer"]
    assert state.row[: len(kept)] == kept
    assert state.row[0].startswith("hammurabi#")
    assert all(state.row)
    assert all(h.cat().of(x).age == 0 for x in state.row)
    assert state.age == 1
    assert state.civil_decks[0] == []
    assert len(state.box_unseen) >= 1  # the leftover Age A card, boxed unseen


def test_m1_03_p4_wonder_surcharge() -> None:
    """T-6.2.2: with 2 completed wonders a wonder in slots 6-9 costs 2 + 2 = 4 CA."""
    state = h.new(2, seed=1)
    seat = state.start
    h.on_turn(state, seat)
    h.complete_wonders(state, seat, "pyramids", "colossus")
    h.put_row(state, {7: "great_wall"})
    assert h.ca_max(state, seat) == 5  # Despotism 4 + Pyramids
    h.act(state, "take.7")
    assert state.players[seat].ca_spent == 4
    assert state.players[seat].wonder.startswith("great_wall#")


def test_m1_04_p7_engineering_genius() -> None:
    """T-8.9, T-7.4.1: Engineering Genius (-2) builds Colossus's first stage (3) for 1 CA and
    1 resource; a second copy can be taken for 2 CA but not played the same turn."""
    state = h.new(3, seed=4)
    b = h.seat_at(state, 1)
    p = h.on_turn(state, b)
    h.start_wonder(state, b, "colossus")
    h.give_hand(state, b, "engineering_genius_a", taken=0)
    h.set_tokens(state, b, {"bronze": 2})
    assert h.ca_left(state, b) == 4
    h.act(state, "play.0")
    assert p.stages == 1
    assert h.res(state, b) == 1
    assert h.ca_left(state, b) == 3
    h.put_row(state, {6: "engineering_genius_a"})
    h.act(state, "take.6")
    assert h.ca_left(state, b) == 1
    assert "play.0" not in h.codes(state)
    with pytest.raises(IllegalAction) as err:
        h.act(state, "play.0")
    assert err.value.reason == "taken_this_turn"


def _hammurabi_nation():  # type: ignore[no-untyped-def]
    state = h.new(2, seed=2)
    seat = state.start
    h.on_turn(state, seat)
    h.set_leader(state, seat, "hammurabi")
    return state, seat


def test_m1_05_p8_revolution() -> None:
    """T-10.3.1: taking Monarchy spends a CA, so no revolution that turn; next turn the
    revolution (3 science) as the first action leaves Monarchy + Hammurabi: 6 CA all spent,
    2 MA available."""
    state, seat = _hammurabi_nation()
    p = state.players[seat]
    assert (h.ca_max(state, seat), h.ma_max(state, seat)) == (5, 1)
    p.science = 3
    h.put_row(state, {1: "monarchy"})
    h.act(state, "take.1")
    i = h.hand_index(state, seat, "monarchy")
    assert f"rev.{i}" not in h.codes(state)
    with pytest.raises(IllegalAction) as err:
        h.act(state, f"rev.{i}")
    assert err.value.reason == "revolution_needs_all_actions"
    h.on_turn(state, seat)  # his next turn
    assert f"rev.{i}" in h.codes(state)
    h.act(state, f"rev.{i}")
    assert p.government.startswith("monarchy#")
    assert p.science == 0
    assert h.ca_max(state, seat) == 6 and p.ca_spent == 6
    assert h.ma_left(state, seat) == 2
    # Only military actions are left.
    assert all(not c.startswith(("take", "play", "pop")) for c in h.codes(state))


def test_m1_06_p8_peaceful_change() -> None:
    """T-10.3.2: take Monarchy (1 CA) and play it for 9 science (1 CA): 6 CA with 2 spent,
    2 MA."""
    state, seat = _hammurabi_nation()
    p = state.players[seat]
    p.science = 9
    h.put_row(state, {1: "monarchy"})
    h.act(state, "take.1")
    h.act(state, f"play.{h.hand_index(state, seat, 'monarchy')}")
    assert p.government.startswith("monarchy#")
    assert p.science == 0
    assert h.ca_max(state, seat) == 6 and p.ca_spent == 2
    assert h.ma_max(state, seat) == 2 and p.ma_spent == 0


def _iron_nation():  # type: ignore[no-untyped-def]
    state = h.new(2, seed=3)
    seat = state.start
    p = h.on_turn(state, seat)
    h.set_workers(state, seat, {"bronze": 4}, pool=2)
    h.set_tokens(state, seat, {"bronze": 8})
    p.science = 5
    h.give_hand(state, seat, "iron")
    h.act(state, "play.0")
    return state, seat


def test_m1_07_p9_iron() -> None:
    """T-8.2/T-8.4: with Iron (5 science, 1 CA) a new Iron mine costs 5, Bronze -> Iron 3.
    Two upgrades + a Bronze mine: 8 resources, 3 CA; one upgrade + an Iron mine: 8, 2 CA.
    Both end with 3 Bronze and 2 Iron mines."""
    state, seat = _iron_nation()
    p = state.players[seat]
    assert p.science == 0 and p.ca_spent == 1
    infos = h.GAME.describe(state, seat, h.GAME.legal_actions(state, seat))
    labels = {i.code: i.label.arg_map() for i in infos}
    assert labels["build.M1"]["cost"] == 5
    assert labels["upg.M0.M1"]["cost"] == 3
    for code in ("upg.M0.M1", "upg.M0.M1", "build.M0"):
        h.act(state, code)
    assert h.res(state, seat) == 0 and p.ca_spent == 1 + 3
    assert (p.workers["bronze"], p.workers["iron"]) == (3, 2)

    state, seat = _iron_nation()
    p = state.players[seat]
    for code in ("upg.M0.M1", "build.M1"):
        h.act(state, code)
    assert h.res(state, seat) == 0 and p.ca_spent == 1 + 2
    assert (p.workers["bronze"], p.workers["iron"]) == (3, 2)


def test_m1_08_p9_token_arithmetic() -> None:
    """T-7.3.1, T-22 #17: 3 Bronze + 2 Iron mines produce 3 x 1 + 2 x 2 = 7; paying 3 returns
    the three Bronze tokens; paying 3 again returns one Iron token and moves the other down."""
    state = h.new(2, seed=3)
    seat = state.start
    h.add_tech(state, seat, "iron")
    h.set_workers(state, seat, {"bronze": 3, "iron": 2})
    p = state.players[seat]
    assert economy.produce(h.cat(), p, economy.RESOURCES) == 7
    assert p.tokens == {"bronze": 3, "iron": 2} and p.blue_bank == 13
    economy.pay(h.cat(), p, economy.RESOURCES, 3)
    assert p.tokens == {"iron": 2} and p.blue_bank == 16
    economy.pay(h.cat(), p, economy.RESOURCES, 3)
    assert p.tokens == {"bronze": 1} and p.blue_bank == 17


def test_m1_09_p9_patriotism() -> None:
    """T-9.2, T-7.4.2: Patriotism I (+1 MA, pool 2): Warriors -> Swordsmen costs 1, paid by the
    pool (1 left); a new Swordsmen costs 3 - 1 = 2; the next one the full 3."""
    state = h.new(2, seed=5)
    seat = state.start
    h.on_turn(state, seat)
    h.add_tech(state, seat, "swordsmen")
    h.set_workers(state, seat, {}, pool=2)
    h.set_tokens(state, seat, {"bronze": 5})
    h.give_hand(state, seat, "patriotism_i")
    h.act(state, "play.0")
    assert h.ma_left(state, seat) == 3
    h.act(state, "upg.I0.I1")
    assert h.res(state, seat) == 5 and h.ctx(state, seat).pool_left == 1
    h.act(state, "build.I1")
    assert h.res(state, seat) == 3 and h.ctx(state, seat).pool_left == 0
    h.act(state, "build.I1")
    assert h.res(state, seat) == 0
    assert state.players[seat].workers["swordsmen"] == 3
    assert h.ma_left(state, seat) == 0


def big_example_nation():  # type: ignore[no-untyped-def]
    """The nation of the p.10 big example."""
    state = h.new(2, seed=6)
    seat = state.start
    for cid in (
        "swordsmen",
        "iron",
        "knights",
        "alchemy",
        "drama",
        "code_of_laws",
        "theocracy",
        "cartography",
    ):
        h.add_tech(state, seat, cid)
    h.set_workers(
        state,
        seat,
        {
            "warriors": 1,
            "swordsmen": 2,
            "bronze": 3,
            "iron": 2,
            "agriculture": 4,
            "religion": 3,
            "drama": 1,
            "philosophy": 0,
            "alchemy": 2,
        },
        pool=0,
    )
    h.set_leader(state, seat, "leonardo_da_vinci")
    h.complete_wonders(state, seat, "st_peters_basilica", "library_of_alexandria")
    h.start_wonder(state, seat, "great_wall", stages=2)
    return state, seat


def test_m1_10_p10_big_example() -> None:
    """T-12.1, T-3.7, T-17.1.2: strength 6, culture rate 9, science rate 6, happy 6 doubled
    to 8; final bonus 16 + 12 + 16 + 17."""
    state, seat = big_example_nation()
    d = h.derived(state, seat)
    assert d.strength == 6  # Warriors 1 + 2 Swordsmen x 2 + Cartography 1
    assert d.culture == 9  # theater 2 + 3 temples + St. Peter's 2 + Alexandria 1 + Theocracy 1
    assert d.science == 6  # 2 labs I x 2 + Alexandria 1 + Leonardo 1
    assert d.happy == 8  # (4 + 2) x 2 = 12, shown as 8+
    assert (d.resources, d.food) == (7, 4)
    bonus = scoring.simple_bonus(h.cat(), state, state.players[seat])
    assert bonus == {"techs": 16, "strength": 12, "happy": 16, "production": 17}


def test_m1_11_p3_indicator_caps() -> None:
    """T-2.4.4: strength above 60 counts as 60, a culture rate above 30 as 30."""
    state = h.new(2, seed=7)
    seat = state.start
    h.add_tech(state, seat, "swordsmen")
    h.add_tech(state, seat, "drama")
    none = {"warriors": 0, "agriculture": 0, "bronze": 0, "philosophy": 0}
    h.set_workers(state, seat, {**none, "swordsmen": 20}, pool=0)
    h.set_leader(state, seat, "alexander_the_great")
    assert derive(h.cat(), state, state.players[seat]).strength == 60  # 40 + 20
    h.set_workers(state, seat, {"swordsmen": 21})
    assert h.derived(state, seat).strength == 60  # 63 counts as 60
    h.set_workers(state, seat, {"swordsmen": 0, "drama": 16})
    assert h.derived(state, seat).culture == 30  # 32 counts as 30
    h.set_workers(state, seat, {"drama": 14})
    assert h.derived(state, seat).culture == 28
