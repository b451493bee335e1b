"""Through the Ages card data: schema, loader, provenance and validator.

Each test names the rule of specs/tta-rules.md (T-…) or the section of tta/military-facts.md it
checks, and compares the data with the numbers of those tables.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rules.core import BadData
from rules.tools.tta import datagen
from rules.tta import cards as c
from rules.tta import validate
from rules.tta.cards import CardDB, load_cards

DATA = Path(c.__file__).parent / "data"
SOURCES = Path("/work/shared/tta/sources")


@pytest.fixture(scope="module")
def db() -> CardDB:
    return load_cards()


def tech(db: CardDB, cid: str) -> c.TechnologyCard:
    return db.get_as(cid, c.TechnologyCard)


def effects_of(db: CardDB, cid: str) -> list[Any]:
    return list(db.get(cid).effects)


# --------------------------------------------------------------------------------------------
# Loader


def test_load_cards_default_is_cached_and_typed(db: CardDB) -> None:
    assert load_cards() is load_cards()
    assert isinstance(db.get("pyramids"), c.WonderCard)
    assert db.find("Kolos rhódský").id == "colossus"
    assert db.find("plunder", age=2).id == "plunder_ii"
    with pytest.raises(TypeError):
        db.get_as("pyramids", c.LeaderCard)
    assert len(db.fingerprint) == 16 and len(db.legacy_fingerprint) == 64


def test_load_cards_accepts_a_directory_and_rejects_bad_data(tmp_path: Path) -> None:
    assert set(load_cards(str(DATA)).cards) == set(load_cards().cards)
    (tmp_path / "cards.json").write_text("{", encoding="utf-8")
    with pytest.raises(BadData):
        load_cards(str(tmp_path))


def test_json_round_trip_is_exact(db: CardDB) -> None:
    """Parsing and dumping the committed file gives the same bytes (canonical form)."""
    text = (DATA / "cards.json").read_text(encoding="utf-8")
    assert c.dump_cards(db.cards.values(), notes=db.notes) == text


# --------------------------------------------------------------------------------------------
# Deck composition (T-2)


def test_t2_2_age_a_civil_deck_is_20_cards(db: CardDB) -> None:
    """T-2.2: Age A = 6 leaders, 4 wonders, 10 action cards for every player count."""
    for players in (2, 3, 4):
        ids = db.deck("civil", 0, players)
        assert len(ids) == 20
        kinds = [db.get(i).kind for i in ids]
        assert (kinds.count("leader"), kinds.count("wonder"), kinds.count("action")) == (6, 4, 10)
    deck = db.deck("civil", 0, 4)
    assert deck.count("frugality_a") == 2 and deck.count("rich_land_a") == 2
    assert deck.count("ideal_building_site_a") == 2 and deck.count("engineering_genius_a") == 1
    assert not any(i in deck for i in c.STARTING)


def test_t3_1_starting_techs(db: CardDB) -> None:
    """T-3.1: the six technologies printed on the nation card; not deck cards (T-2.2.1)."""
    got = {
        t.id: (t.tech_type, t.build_cost, t.per_worker.nonzero(), t.starting_workers)
        for t in db.starting_techs()
    }
    assert got == {
        "agriculture": ("farm", 2, {"food": 1}, 2),
        "bronze": ("mine", 2, {"resources": 1}, 2),
        "religion": ("temple", 3, {"culture": 1, "happy": 1}, 0),
        "philosophy": ("lab", 3, {"science": 1}, 1),
        "warriors": ("infantry", 2, {"strength": 1}, 1),
        "despotism": ("government", None, {}, 0),
    }
    for t in db.starting_techs():
        assert not t.in_deck and t.age == 0 and t.copies == c.PerPlayers()
        assert t.provenance.source_counts[0].p4 == 4  # one per nation card in [CSV]
    gov = tech(db, "despotism").government
    assert gov == c.Government(revolution_cost=None, civil_actions=4, military_actions=2,
                               urban_limit=2)


def test_t22_32_civil_deck_totals(db: CardDB) -> None:
    """T-2.2/T-4.5: civil decks I-III hold 45/50/55 cards; Age III has 13 action cards."""
    for age in (1, 2, 3):
        assert [len(db.deck("civil", age, n)) for n in (2, 3, 4)] == [45, 50, 55]
    age3 = db.cards_of("civil", 3)
    assert sum(x.copies.p4 for x in age3 if x.kind == "action") == 13
    for cid in ("efficient_upgrade_iii", "ideal_building_site_iii", "mineral_deposits_iii"):
        card = db.get(cid)
        assert card.copies == c.PerPlayers(p2=2, p3=2, p4=2)
        assert not card.verified and not card.provenance.copies_verified
        counts = {s.source: s.p4 for s in card.provenance.source_counts}
        assert counts == {"kgold-TTA/CivilAction.csv": 2, datagen.ROSTER: 1}


def test_t2_2_marked_cards_per_age(db: CardDB) -> None:
    """T-2.2: five cards marked 3+ and five marked 4 in each civil deck I-III (the table)."""
    table = {
        1: ({"theology", "bread_and_circuses", "monarchy", "warfare", "code_of_laws"},
            {"irrigation", "iron", "alchemy", "swordsmen", "knights"}),
        2: ({"selective_breeding", "coal", "riflemen", "constitutional_monarchy", "architecture"},
            {"journalism", "cavalrymen", "cannon", "republic", "justice_system"}),
        3: ({"mechanized_agriculture", "oil", "modern_infantry", "tanks", "democracy"},
            {"professional_sports", "rockets", "air_forces", "military_theory", "engineering"}),
    }
    for age, (plus3, only4) in table.items():
        cards = db.cards_of("civil", age)
        assert {x.id for x in cards if x.copies.p3 == x.copies.p2 + 1} == plus3
        assert {x.id for x in cards if x.copies.p4 == x.copies.p3 + 1} == only4
        assert all(x.copies.p3 - x.copies.p2 in (0, 1) for x in cards)
        assert all(x.copies.p4 - x.copies.p3 in (0, 1) for x in cards)
    assert all(x.copies.p2 == x.copies.p4 for x in db.cards_of("civil", 0))  # Age A: no marks


def test_t22_31_military_deck_totals(db: CardDB) -> None:
    """T-22 #31, military-facts §5: A 10, I 50, II 50, III 45 for every player count."""
    for age, total in {0: 10, 1: 50, 2: 50, 3: 45}.items():
        assert [len(db.deck("military", age, n)) for n in (2, 3, 4)] == [total] * 3
    raid = db.get("raid_i")
    assert raid.copies.p4 == 2 and not raid.verified
    assert {s.source: s.p4 for s in raid.provenance.source_counts} == {
        "kgold-TTA/Aggression.csv": 2, datagen.ROSTER: 1,
    }
    ai = db.get("armed_intervention")
    assert ai.copies.p4 == 4 and not ai.verified
    assert {s.source: s.p4 for s in ai.provenance.source_counts} == {
        "kgold-TTA/Aggression.csv": 4, datagen.ROSTER: 5,
    }
    for cid in ("plunder_iii", "raid_iii"):  # mislabelled in the roster, counts agree
        assert db.get(cid).copies.p4 == 2 and db.get(cid).provenance.copies_verified


def test_military_facts_5_copies_per_card(db: CardDB) -> None:
    """military-facts §5: per-card copies of tactics, aggressions and bonus cards."""
    want = {
        "fighting_band": 3, "medieval_army": 3, "phalanx": 3, "heavy_cavalry": 2, "legion": 2,
        "light_cavalry": 2, "enslave": 2, "plunder_i": 2, "raid_i": 2,
        "conquistadors": 2, "defensive_army": 2, "classic_army": 1, "fortifications": 1,
        "mobile_artillery": 1, "napoleonic_army": 1, "annex": 1, "assassinate": 1,
        "sabotage": 1, "plunder_ii": 2, "raid_ii": 2, "spy": 2,
        "entrenchments": 2, "mechanized_army": 2, "modern_army": 2, "shock_troops": 2,
        "armed_intervention": 4, "plunder_iii": 2, "raid_iii": 2,
        "defense_colonization_i": 6, "defense_colonization_ii": 6, "defense_colonization_iii": 6,
    }
    assert {cid: db.get(cid).copies.p4 for cid in want} == want
    kinds_per_age = {
        0: {"event": 10},
        1: {"event": 15, "territory": 6, "tactic": 15, "aggression": 6, "pact": 2, "bonus": 6},
        2: {"event": 13, "territory": 6, "tactic": 8, "aggression": 9, "pact": 4, "war": 4,
            "bonus": 6},
        3: {"event": 13, "tactic": 8, "aggression": 8, "pact": 4, "war": 6, "bonus": 6},
    }
    for age, kinds in kinds_per_age.items():
        got: dict[str, int] = {}
        for card in db.cards_of("military", age):
            got[card.kind] = got.get(card.kind, 0) + card.copies.p4
        assert got == kinds, age


def test_t22_11_war_cards_per_age(db: CardDB) -> None:
    """T-22 #11, military-facts §3: no Age I wars; four in II; Holy War x2 + Culture x4 in III."""
    wars = {(x.id, x.age): (x.copies.p4, x.ma_cost) for x in db.cards.values()
            if isinstance(x, c.WarCard)}
    assert wars == {
        ("war_over_territory", 2): (1, 3), ("war_over_resources", 2): (1, 2),
        ("war_over_technology", 2): (1, 2), ("war_over_culture_ii", 2): (1, 3),
        ("war_over_culture_iii", 3): (4, 3), ("holy_war", 3): (2, 3),
    }
    for cid, _ in wars:
        card = db.get(cid)
        assert not card.verified and not card.provenance.copies_verified
        assert [s.p4 for s in card.provenance.source_counts] == [card.copies.p4]  # roster only


def test_military_facts_3_war_margins(db: CardDB) -> None:
    """military-facts §3 worked margins: Territory 1 + m//3 tokens; Holy War m//3 population."""
    territory = effects_of(db, "war_over_territory")[0]
    assert isinstance(territory, c.Steal) and territory.stat == "yellow_tokens"
    assert [territory.amount.value(margin=m) for m in (1, 2, 3, 5, 6, 7, 12)] == [
        1, 1, 2, 2, 3, 3, 5,
    ]
    for cid, stat in (("war_over_resources", "food_and_resources"),
                      ("war_over_technology", "science"), ("war_over_culture_ii", "culture")):
        eff = effects_of(db, cid)[0]
        assert isinstance(eff, c.Steal) and eff.stat == stat
        assert [eff.amount.value(margin=m) for m in (1, 3, 7, 12)] == [1, 3, 7, 12]
    assert effects_of(db, "war_over_technology")[0].take_special_techs
    lose, gain = effects_of(db, "holy_war")
    assert isinstance(lose, c.Lose) and lose.stat == "population" and lose.who == "loser"
    assert [lose.amount.value(margin=m) for m in (1, 3, 7, 12)] == [0, 1, 2, 4]
    assert isinstance(gain, c.Gain) and gain.amount.value() == 3
    assert gain.per is not None and gain.per.count == "population_lost" and gain.who == "winner"


def test_military_facts_4_pacts(db: CardDB) -> None:
    """military-facts §4, T-4.3.2: 2 + 4 + 4 pacts, roles, endings, obsolescence (T-16.2)."""
    pacts = {x.id: x for x in db.cards.values() if isinstance(x, c.PactCard)}
    assert {p.age for p in pacts.values()} == {1, 2, 3}
    assert sorted(p.id for p in pacts.values() if p.age == 1) == [
        "open_borders_agreement", "trade_routes_agreement"]
    assert len([p for p in pacts.values() if p.age == 2]) == 4
    assert len([p for p in pacts.values() if p.age == 3]) == 4
    assert {p.id for p in pacts.values() if p.symmetric} == {
        "open_borders_agreement", "scientific_cooperation", "international_tourism",
        "military_pact", "peace_treaty"}
    assert {p.id for p in pacts.values() if p.ends_on_attack} == {
        "promise_of_military_protection", "military_pact"}
    assert {p.id for p in pacts.values() if p.forbids_attacks} == {
        "acceptance_of_supremacy", "loss_of_sovereignty", "peace_treaty"}
    assert {p.id for p in pacts.values() if p.no_war_against_b} == {"loss_of_sovereignty"}
    assert {p.id: p.obsolete_when_age for p in pacts.values()}["trade_routes_agreement"] == 3
    assert pacts["scientific_cooperation"].obsolete_when_age == 4
    assert pacts["peace_treaty"].obsolete_when_age is None
    assert all(p.provenance.copies_verified == (p.age < 3) for p in pacts.values())
    assert not any(p.verified for p in pacts.values() if p.age == 3)
    assert not pacts["trade_routes_agreement"].verified  # D30: once per own turn (a ruling)
    pmp = [(e.who, e.stat, e.amount) for e in effects_of(db, "promise_of_military_protection")]
    assert pmp == [("role_a", "culture", 1), ("role_b", "strength", 5), ("role_b", "culture", -1)]
    sci = effects_of(db, "scientific_cooperation")[0]
    assert isinstance(sci, c.ScienceCooperation) and (sci.discount, sci.partner_pays) == (2, 1)
    borders = effects_of(db, "open_borders_agreement")
    assert isinstance(borders[1], c.AttackBonus) and borders[1].amount == 3


# --------------------------------------------------------------------------------------------
# Technologies (T-10)


def test_t10_4_government_table(db: CardDB) -> None:
    """T-10.4: revolution (peaceful) cost, CA, MA, urban limit and other effects."""
    table = {
        "despotism": (0, None, 0, 4, 2, 2, {}),
        "monarchy": (1, 3, 9, 5, 3, 3, {}),
        "theocracy": (1, 2, 7, 4, 3, 3, {"culture": 1, "happy": 2}),
        "constitutional_monarchy": (2, 5, 12, 6, 4, 3, {}),
        "republic": (2, 4, 14, 7, 2, 3, {}),
        "communism": (3, 6, 17, 7, 5, 4, {"happy": -1}),
        "democracy": (3, 8, 21, 7, 3, 4, {"culture": 2}),
        "fundamentalism": (3, 7, 19, 6, 5, 4, {"strength": 5}),
    }
    govs = {x.id for x in db.cards.values()
            if isinstance(x, c.TechnologyCard) and x.category == "government"}
    assert govs == set(table)
    for cid, (age, rev, peaceful, ca, ma, limit, stats) in table.items():
        t = tech(db, cid)
        assert t.government is not None
        got = (t.age, t.government.revolution_cost, t.science_cost, t.government.civil_actions,
               t.government.military_actions, t.government.urban_limit, t.stats.nonzero())
        assert got == (age, rev, peaceful, ca, ma, limit, stats), cid


def test_t10_6_building_table(db: CardDB) -> None:
    """T-10.6 and T-3.3.2: science / build / output per worker for every building and unit."""
    table = {
        "farm": [(None, 2, 1), (3, 4, 2), (5, 6, 3), (7, 8, 5)],
        "mine": [(None, 2, 1), (5, 5, 2), (7, 8, 3), (9, 11, 5)],
        "temple": [(None, 3, 1, 1), (2, 5, 1, 2), (4, 7, 1, 3)],
        "lab": [(None, 3, 1), (4, 6, 2), (6, 8, 3), (8, 10, 5)],
        "arena": [(3, 4, 1, 2), (5, 6, 2, 3), (7, 8, 3, 4)],
        "library": [(3, 4, 1, 1), (6, 8, 2, 2), (9, 11, 3, 3)],
        "theater": [(4, 5, 2, 1), (7, 9, 3, 1), (10, 12, 4, 1)],
        "infantry": [(None, 2, 1), (3, 3, 2), (5, 5, 3), (8, 7, 5)],
        "cavalry": [(4, 3, 2), (6, 5, 3), (9, 7, 5)],
        "artillery": [(7, 5, 3), (10, 7, 5)],
        "air_force": [(11, 7, 5)],
    }
    outputs = {
        "farm": ("food",), "mine": ("resources",), "temple": ("culture", "happy"),
        "lab": ("science",), "arena": ("strength", "happy"), "library": ("culture", "science"),
        "theater": ("culture", "happy"), "infantry": ("strength",), "cavalry": ("strength",),
        "artillery": ("strength",), "air_force": ("strength",),
    }
    for tech_type, rows in table.items():
        cards = sorted((x for x in db.cards.values() if isinstance(x, c.TechnologyCard)
                        and x.tech_type == tech_type), key=lambda x: x.age)
        got = []
        for t in cards:
            science = None if t.starting else t.science_cost
            out = tuple(t.per_worker.get(s) for s in outputs[tech_type])
            got.append((science, t.build_cost, *out))
            assert set(t.per_worker.nonzero()) == set(outputs[tech_type]), t.id
        assert got == rows, tech_type
    tokens = {t.id: t.token_value for t in db.cards.values()
              if isinstance(t, c.TechnologyCard) and t.category == "production"}
    assert tokens == {"agriculture": 1, "irrigation": 2, "selective_breeding": 3,
                      "mechanized_agriculture": 5, "bronze": 1, "iron": 2, "coal": 3, "oil": 5}
    assert [x.age for x in db.cards.values() if isinstance(x, c.TechnologyCard)
            and x.tech_type == "artillery"] == [2, 3]


def test_t10_5_construction_and_special_techs(db: CardDB) -> None:
    """T-10.5 construction discounts; special techs (T-10.1.2) from [CSV]; T-10.1.3 types."""
    want = {"masonry": (1, (1, 1, 1), 2), "architecture": (2, (1, 2, 2), 3),
            "engineering": (3, (1, 2, 3), 4)}
    for cid, (age, discounts, stages) in want.items():
        eff = effects_of(db, cid)[0]
        assert isinstance(eff, c.Construction) and tech(db, cid).age == age
        assert tuple(eff.discount(lv) for lv in (1, 2, 3)) == discounts
        assert eff.discount(0) == 0 and eff.stages_per_action == stages
    special = {
        "warfare": ("military", 4, {"strength": 1, "military_actions": 1}),
        "strategy": ("military", 8, {"strength": 3, "military_actions": 2}),
        "military_theory": ("military", 12, {"strength": 5, "military_actions": 3}),
        "code_of_laws": ("civil", 6, {"civil_actions": 1}),
        "justice_system": ("civil", 7, {"civil_actions": 1, "blue_tokens": 3}),
        "civil_service": ("civil", 10, {"civil_actions": 2, "blue_tokens": 3}),
        "cartography": ("colonization", 4, {"strength": 1, "colonization": 2}),
        "navigation": ("colonization", 6, {"strength": 2, "colonization": 3}),
        "satellites": ("colonization", 8, {"strength": 3, "colonization": 4}),
        "masonry": ("construction", 3, {}), "architecture": ("construction", 6, {}),
        "engineering": ("construction", 9, {}),
    }
    got = {t.id: (t.tech_type, t.science_cost, t.stats.nonzero()) for t in db.cards.values()
           if isinstance(t, c.TechnologyCard) and t.category == "special"}
    assert got == special


# --------------------------------------------------------------------------------------------
# Leaders, wonders, action cards (T-11, T-20, T-7.4)


def test_t11_wonders_stages_and_effects(db: CardDB) -> None:
    """Wonder stage costs (T-8.6: Pyramids 3-2-1) and their flat effects once completed."""
    stages = {x.id: x.stages for x in db.cards.values() if isinstance(x, c.WonderCard)}
    assert stages == {
        "hanging_gardens": (2, 2, 2), "library_of_alexandria": (1, 2, 2, 1), "colossus": (3, 3),
        "pyramids": (3, 2, 1), "great_wall": (2, 2, 3, 2), "st_peters_basilica": (4, 4),
        "universitas_carolina": (3, 3, 3), "taj_mahal": (2, 4, 2),
        "transcontinental_railroad": (3, 4, 5), "eiffel_tower": (3, 7, 3),
        "kremlin": (4, 4, 4), "ocean_liner_service": (3, 2, 2, 2, 3),
        "hollywood": (5, 6, 5), "internet": (2, 3, 4, 3, 2), "first_space_flight": (3, 4, 9),
        "fast_food_chains": (4, 4, 4, 4),
    }
    w = {x.id: x.stats.nonzero() for x in db.cards.values() if isinstance(x, c.WonderCard)}
    assert w["pyramids"] == {"civil_actions": 1}
    assert w["library_of_alexandria"] == {"culture": 1, "science": 1, "civil_hand_limit": 1,
                                          "military_hand_limit": 1}
    assert w["colossus"] == {"culture": 1, "strength": 1, "colonization": 1}
    assert w["st_peters_basilica"] == {"culture": 2}
    assert w["kremlin"] == {"culture": 3, "happy": -2, "civil_actions": 1, "military_actions": 1}
    assert w["transcontinental_railroad"] == {"strength": 5}
    assert isinstance(effects_of(db, "st_peters_basilica")[0], c.DoubleHappy)
    wall = effects_of(db, "great_wall")[0]
    assert wall.per.types == ("infantry", "artillery") and wall.stat == "strength"
    rail = effects_of(db, "transcontinental_railroad")[0]
    assert isinstance(rail, c.ProduceTokens) and (rail.types, rail.target) == (("mine",), "best")


def test_t20_3_t20_4_t20_12_age_iii_wonders_score_at_completion(db: CardDB) -> None:
    """T-20.3: Age III wonders only score at completion; T-20.4 Hollywood/Internet 2 x level;
    T-20.12 First Space Flight sums technology levels."""
    for cid in ("hollywood", "internet", "first_space_flight", "fast_food_chains"):
        card = db.get_as(cid, c.WonderCard)
        assert card.stats == c.Stats()
        assert all(isinstance(e, c.Gain) and e.when == "complete" for e in card.effects)
    hw = effects_of(db, "hollywood")[0]
    assert (hw.amount.value(), hw.per.count, set(hw.per.types)) == (
        2, "worker_levels", {"theater", "library"})
    net = effects_of(db, "internet")[0]
    assert (net.amount.value(), set(net.per.types)) == (2, {"lab", "library"})
    fsf = effects_of(db, "first_space_flight")[0]
    assert (fsf.amount.value(), fsf.per.count, fsf.per.categories) == (1, "tech_levels", ())
    ffc = effects_of(db, "fast_food_chains")
    assert [(e.amount.value(), len(e.per.types)) for e in ffc] == [(1, 9), (2, 2)]


def test_t20_leaders(db: CardDB) -> None:
    """T-20 and [CSV]: leader numbers and typed effects."""
    stats = {x.id: x.stats.nonzero() for x in db.cards.values() if isinstance(x, c.LeaderCard)}
    assert len(stats) == 24
    assert stats["hammurabi"] == {"civil_actions": 1, "military_actions": -1}
    assert stats["julius_caesar"] == {"strength": 1, "military_actions": 1}
    assert stats["napoleon_bonaparte"] == {"military_actions": 1}
    assert stats["maximilien_robespierre"] == {"military_actions": 1}
    assert stats["mahatma_gandhi"] == {"culture": 2}
    assert stats["rock_and_roll_icon"] == {"happy": 2}
    kinds = {x.id: [e.kind for e in x.effects] for x in db.cards.values()
             if isinstance(x, c.LeaderCard)}
    assert kinds["moses"] == ["cost"] and effects_of(db, "moses")[0].applies_to == "population"
    assert effects_of(db, "moses")[0].amount == -1
    ari = effects_of(db, "aristotle")[0]
    assert (ari.stat, ari.amount.value(), ari.when) == ("science", 1, "take_tech")
    homer = effects_of(db, "homer")
    assert isinstance(homer[0], c.MilitaryPool) and homer[0].duration == "each_turn"
    assert homer[1].per.card == "warriors" and homer[1].per.max == 2
    assert kinds["napoleon_bonaparte"] == ["repeat_best_army"]
    assert kinds["maximilien_robespierre"] == ["revolution_uses_military"]
    assert kinds["isaac_newton"] == ["yield", "free_tech_play"]
    assert kinds["genghis_khan"] == ["unit_strength", "yield", "ignore_tactics"]
    assert kinds["christopher_columbus"] == ["grant_action"]
    col = effects_of(db, "christopher_columbus")[0]
    assert (col.action, col.cost, col.limit) == ("colonize_from_hand", "political",
                                                 "once_per_game")
    fb = effects_of(db, "frederick_barbarossa")[0]
    assert (fb.action, fb.food_discount, fb.resource_discount) == (
        "increase_population_and_build_unit", 1, 1)
    gandhi = effects_of(db, "mahatma_gandhi")[0]
    assert isinstance(gandhi, c.AttackRules)
    assert (gandhi.may_attack, gandhi.cost_factor_against) == (False, 2)
    churchill = effects_of(db, "winston_churchill")
    assert [e.kind for e in churchill] == ["cost", "bonus_cards", "cost"]
    assert churchill[0].amount == -3 and churchill[2].condition == "war_declared_against_self"
    leo = effects_of(db, "leonardo_da_vinci")
    assert leo[0].per.count == "best_level" and set(leo[0].per.types) == {"lab", "library"}
    assert (leo[1].stat, leo[1].when) == ("resources", "play_tech")
    joan = effects_of(db, "joan_of_arc")
    assert joan[0].per.count == "happy_from" and joan[1].when == "attacked"
    mich = effects_of(db, "michelangelo")
    assert set(mich[0].per.types) == {"temple", "theater", "wonder"}
    assert (mich[1].applies_to, mich[1].kinds, mich[1].amount) == ("take", ("wonder",), -1)


def test_t22_29_tesla_is_gates(db: CardDB) -> None:
    """T-22 #29: Nikola Tesla = Bill Gates, one card with both effects; Rock & Roll Icon =
    Elvis Presley; Game Designer keeps its English name."""
    tesla = db.get("nikola_tesla")
    assert (tesla.name, tesla.name_cs, tesla.age) == ("Nikola Tesla", "Bill Gates", 3)
    assert "Nikolai Tesla" in tesla.aliases
    assert db.find("Bill Gates") is tesla and db.find("Nikolai Tesla") is tesla
    produce, surcharge = tesla.effects
    assert isinstance(produce, c.ProduceTokens)
    assert (produce.types, produce.target, produce.min_level, produce.token_value) == (
        ("lab",), "each_worker", 1, "level")
    assert isinstance(surcharge, c.CostModifier)
    assert (surcharge.applies_to, set(surcharge.types), surcharge.amount, surcharge.scope) == (
        "build_and_upgrade", {"lab", "library"}, 1, "others")
    assert not tesla.verified and "D01" in tesla.provenance.corrections
    assert not any(x.name == "Bill Gates" for x in db.cards.values())
    rr = db.get("rock_and_roll_icon")
    assert rr.name == "Rock & Roll Icon" and "Elvis Presley" in rr.aliases
    assert db.find("Elvis Presley") is rr
    gd = db.get("game_designer")
    assert gd.name_cs is None and [e.amount for e in gd.effects] == [1, -1]


def test_t7_4_action_cards(db: CardDB) -> None:
    """T-7.4, T-21.1 (Patriotism A 1 / I 2, Engineering Genius A 2) and T-4.5 player values."""
    def param(cid: str) -> tuple[Any, ...]:
        out: list[Any] = []
        for e in effects_of(db, cid):
            if isinstance(e, c.PerformAction):
                out.append((e.action, e.discount, e.then_amount))
            elif isinstance(e, c.MilitaryPool | c.Gain):
                out.append(e.amount.value())
            elif isinstance(e, c.ExtraActions):
                out.append(("ma", e.military))
        return tuple(out)

    assert [param(f"engineering_genius_{a}")[0][1] for a in ("a", "i", "ii", "iii")] == [
        2, 3, 4, 5]
    assert [param(f"patriotism_{a}") for a in ("a", "i", "ii", "iii")] == [
        (("ma", 1), n) for n in (1, 2, 3, 4)]
    assert [param(f"work_of_art_{a}") for a in ("a", "i", "ii", "iii")] == [(6,), (5,), (4,), (3,)]
    assert [param(f"revolutionary_idea_{a}") for a in ("a", "i", "ii", "iii")] == [
        (1,), (2,), (4,), (6,)]
    assert [param(f"frugality_{a}")[0][2] for a in ("a", "i", "ii")] == [1, 2, 3]
    assert [param(f"rich_land_{a}")[0][1] for a in ("a", "i", "ii")] == [1, 2, 3]
    assert [param(f"ideal_building_site_{a}")[0][1] for a in ("a", "i", "ii", "iii")] == [
        1, 2, 3, 4]
    assert [param(f"efficient_upgrade_{a}")[0][1] for a in ("i", "ii", "iii")] == [2, 3, 4]
    assert [param(f"breakthrough_{a}")[0] for a in ("i", "ii")] == [
        ("play_technology", 0, 2), ("play_technology", 0, 4)]
    eg = effects_of(db, "engineering_genius_a")[0]
    assert eg.action == "build_wonder_stage"
    for cid, values, count in (("wave_of_nationalism", (6, 3, 2), "stronger_players"),
                               ("military_build_up", (8, 5, 3), "stronger_players"),
                               ("endowment_for_the_arts", (6, 3, 2), "more_culture_players")):
        e = effects_of(db, cid)[0]
        assert tuple(e.amount.value(players=n) for n in (2, 3, 4)) == values
        assert e.per.count == count


# --------------------------------------------------------------------------------------------
# Military cards (T-12, T-15)


def test_t12_2_tactics(db: CardDB) -> None:
    """T-12.2 / [CSV] Tactics.csv: unit combination, full value and obsolete value."""
    table = {
        "fighting_band": (2, 0, 0, 1, None), "heavy_cavalry": (0, 3, 0, 4, None),
        "legion": (3, 0, 0, 2, None), "light_cavalry": (0, 2, 0, 2, None),
        "medieval_army": (1, 1, 0, 2, None), "phalanx": (2, 1, 0, 3, None),
        "classic_army": (2, 2, 0, 9, 5), "conquistadors": (1, 2, 0, 5, 3),
        "defensive_army": (2, 0, 1, 6, 3), "fortifications": (0, 0, 2, 4, None),
        "mobile_artillery": (0, 1, 1, 5, None), "napoleonic_army": (1, 1, 1, 8, 4),
        "entrenchments": (1, 0, 2, 9, 5), "mechanized_army": (0, 1, 2, 10, 5),
        "modern_army": (2, 1, 1, 13, 7), "shock_troops": (1, 3, 0, 11, 6),
    }
    got = {x.id: (x.infantry, x.cavalry, x.artillery, x.value, x.obsolete_value)
           for x in db.cards.values() if isinstance(x, c.TacticCard)}
    assert got == table


def test_t15_6_5_territories(db: CardDB) -> None:
    """T-15.6.5: permanent benefit and immediate gain of every territory."""
    table = {
        "developed_territory_i": ({"blue_tokens": 1, "yellow_tokens": 1}, ("science", 3)),
        "fertile_territory_i": ({"yellow_tokens": 3}, ("food", 3)),
        "historic_territory_i": ({"happy": 1}, ("culture", 6)),
        "inhabited_territory_i": ({"yellow_tokens": 2}, ("population", 1)),
        "strategic_territory_i": ({"strength": 2}, ("military_cards", 3)),
        "wealthy_territory_i": ({"blue_tokens": 2}, ("resources", 5)),
        "developed_territory_ii": ({"blue_tokens": 2, "yellow_tokens": 2}, ("science", 5)),
        "fertile_territory_ii": ({"yellow_tokens": 4}, ("food", 5)),
        "historic_territory_ii": ({"happy": 2}, ("culture", 11)),
        "inhabited_territory_ii": ({"yellow_tokens": 3}, ("population", 2)),
        "strategic_territory_ii": ({"strength": 4}, ("military_cards", 5)),
        "wealthy_territory_ii": ({"blue_tokens": 3}, ("resources", 8)),
    }
    got = {}
    for x in db.cards.values():
        if isinstance(x, c.TerritoryCard):
            (gain,) = x.effects
            assert isinstance(gain, c.Gain)
            got[x.id] = (x.permanent.nonzero(), (gain.stat, gain.amount.value()))
    assert got == table
    assert "Weathly Territory" in db.get("wealthy_territory_i").aliases


def test_t15_7_4_aggressions(db: CardDB) -> None:
    """T-15.7.4 / military-facts §2: MA cost, target, what the loser loses and the attacker
    gains."""
    ag = {x.id: x for x in db.cards.values() if isinstance(x, c.AggressionCard)}
    assert {cid: (a.age, a.ma_cost, a.ma_cost_rule, a.requires) for cid, a in ag.items()} == {
        "enslave": (1, 2, "fixed", "none"), "plunder_i": (1, 2, "fixed", "none"),
        "raid_i": (1, 1, "fixed", "urban_building"), "annex": (2, 2, "fixed", "colony"),
        "assassinate": (2, None, "target_leader_level", "leader"),
        "plunder_ii": (2, 2, "fixed", "none"), "raid_ii": (2, 2, "fixed", "urban_building"),
        "sabotage": (2, None, "target_wonder_level", "wonder_under_construction"),
        "spy": (2, 1, "fixed", "none"), "armed_intervention": (3, 2, "fixed", "none"),
        "plunder_iii": (3, 2, "fixed", "none"), "raid_iii": (3, 3, "fixed", "urban_building"),
    }
    steals = {cid: (e.stat, e.amount.value()) for cid in ag for e in ag[cid].effects
              if isinstance(e, c.Steal)}
    assert steals == {
        "plunder_i": ("food_and_resources", 3), "plunder_ii": ("food_and_resources", 5),
        "plunder_iii": ("food_and_resources", 8), "spy": ("science", 5),
        "armed_intervention": ("culture", 7),
    }
    raids = {cid: (e.count, e.same_type_and_level, e.loot) for cid in ag for e in ag[cid].effects
             if isinstance(e, c.Destroy)}
    assert raids == {"raid_i": (1, False, "half_cost_up"), "raid_ii": (2, True, "half_cost_down"),
                     "raid_iii": (3, True, "half_cost_down")}
    lose, gain = ag["enslave"].effects
    assert (lose.stat, lose.who, gain.stat, gain.amount.value()) == (
        "population", "loser", "resources", 3)
    for cid, what in (("assassinate", "leader"), ("sabotage", "wonder_under_construction")):
        (rm,) = ag[cid].effects
        assert isinstance(rm, c.RemoveCard) and (rm.what, rm.culture_per_level) == (what, 3)
    (annex,) = ag["annex"].effects
    assert isinstance(annex, c.LoseColony) and annex.to_winner and annex.chooser == "winner"


def test_t2_3_bonus_cards(db: CardDB) -> None:
    """T-2.3 / T-15.6.2 / T-15.7.2: Defense/Colonization +2/+1, +4/+2, +6/+3, six per age."""
    got = {x.age: (x.defense, x.colonization, x.copies.p4) for x in db.cards.values()
           if isinstance(x, c.BonusCard)}
    assert got == {1: (2, 1, 6), 2: (4, 2, 6), 3: (6, 3, 6)}


def test_t22_9_age_a_events_and_development_of_politics(db: CardDB) -> None:
    """T-2.3, T-4.2, T-22 #9: ten Age A events; the simple game uses nine (no Politics)."""
    events = [x for x in db.cards_of("military", 0) if isinstance(x, c.EventCard)]
    assert len(events) == 10
    assert {x.id for x in events if not x.simple_game} == {"development_of_politics"}
    assert "no_event" in {x.id for x in events} and not db.get("no_event").effects
    politics = effects_of(db, "development_of_politics")
    assert [e.kind for e in politics] == ["gain", "no_military_discard"]
    assert politics[0].stat == "military_cards" and politics[0].amount.value() == 3
    assert effects_of(db, "development_of_warfare")[0].card == "warriors"
    assert effects_of(db, "development_of_religion")[0].card == "religion"


def test_t22_35_to_40_event_readings(db: CardDB) -> None:
    """T-22 #35-#40 and T-17.2.2: typed readings of the Age I-III events."""
    tech_e = effects_of(db, "impact_of_technology")[0]
    assert (tech_e.amount.value(), tech_e.per.level, tech_e.per.advanced_level) == (4, 3, 2)
    wonders = effects_of(db, "impact_of_wonders")
    assert [(e.amount.value(), e.per.ages) for e in wonders] == [
        (5, (0,)), (4, (1,)), (3, (2,)), (2, (3,))]
    pop = effects_of(db, "impact_of_population")[0]
    assert (pop.amount.value(), pop.per.count, pop.per.offset) == (2, "content_workers", 10)
    assert pop.per.shape(13) == 3 and pop.per.shape(7) == 0
    for cid, by in (("impact_of_science", "science_rate"), ("impact_of_strength", "strength")):
        e = effects_of(db, cid)[0]
        assert isinstance(e, c.RankGain) and e.rank_by == by
        assert (e.values.get(2), e.values.get(3), e.values.get(4)) == (
            (10, 0), (14, 7, 0), (15, 10, 5, 0))
    reb = effects_of(db, "rebellion")[0]
    assert isinstance(reb, c.LoseNextTurnActions) and reb.civil == 2
    assert reb.per.count == "discontent_workers"
    ia = effects_of(db, "international_agreement")[0]
    assert isinstance(ia, c.TakeFromRow) and (ia.budget, ia.who) == (5, "strongest")
    rav = effects_of(db, "ravages_of_time")[0]
    assert isinstance(rav, c.RavageWonder) and (rav.ages, rav.culture) == ((0, 1), 2)
    ter = effects_of(db, "terrorism")[0]
    assert isinstance(ter, c.Destroy) and (ter.who, ter.chooser) == ("others", "least_culture")
    ind = effects_of(db, "independence_declaration")[0]
    assert isinstance(ind, c.LoseColony) and (ind.who, ind.chooser) == ("weakest", "weakest")
    emi = effects_of(db, "emigration")[0]
    assert [emi.per.shape(n) for n in (0, 1, 2, 3)] == [0, 1, 1, 2]
    ub = effects_of(db, "uncertain_borders")[0]
    assert isinstance(ub, c.Steal) and (ub.source, ub.dest) == ("weakest", "strongest")


# --------------------------------------------------------------------------------------------
# Provenance (T-22 #31, #32, military-facts §5, §6)


def _corrections() -> list[dict[str, Any]]:
    doc = json.loads((DATA / "corrections.json").read_text(encoding="utf-8"))
    entries: list[dict[str, Any]] = doc["corrections"]
    return entries


def test_provenance_every_correction_documented_and_used(db: CardDB) -> None:
    """Each correction has source, reason and verified; every card-level one is cited."""
    entries = _corrections()
    cited = {cid for x in db.cards.values() for cid in x.provenance.corrections}
    for e in entries:
        assert e["source"] and e["reason"] and isinstance(e["verified"], bool), e["id"]
        if e["op"] != "note":
            assert e["id"] in cited, e["id"]
    assert cited <= {e["id"] for e in entries}


def test_provenance_misspellings_kept_as_aliases(db: CardDB) -> None:
    """military-facts §6: misspellings corrected, source spellings kept as aliases."""
    spellings = {
        "Calvarymen": "cavalrymen", "Weathly Territory": "wealthy_territory_i",
        "Maximillien Robespierre": "maximilien_robespierre", "Nikolai Tesla": "nikola_tesla",
        "Warefare": "warfare", "Frederick Barbarrossa": "frederick_barbarossa",
        "Loss of Sovereignity": "loss_of_sovereignty", "Ligh Cavalry": "light_cavalry",
        "Wealty Territory": "wealthy_territory_i",
    }
    for wrong, cid in spellings.items():
        card = db.get(cid)
        assert wrong in card.aliases and card.name != wrong
    names = {x.name for x in db.cards.values()}
    assert not names & set(spellings)


def test_provenance_disagreements_record_both_counts(db: CardDB) -> None:
    """T-2.3, T-22 #31/#32: where sources disagree both counts are stored, verified false."""
    disagree = set()
    for x in db.cards.values():
        p4 = {s.p4 for s in x.provenance.source_counts if s.p4 is not None}
        if len(p4) > 1:
            disagree.add(x.id)
            assert not x.verified and not x.provenance.copies_verified
    assert disagree == {"raid_i", "armed_intervention", "efficient_upgrade_iii",
                        "ideal_building_site_iii", "mineral_deposits_iii"}
    single = {x.id for x in db.cards.values() if x.in_deck and len(x.provenance.sources) < 2}
    assert single == set()
    added = {e["id"]: e for e in _corrections() if e["op"] == "add"}
    for x in db.cards.values():
        if x.in_deck and x.provenance.copies_verified:
            p4 = [s.p4 for s in x.provenance.source_counts if s.p4 is not None]
            if len(p4) < 2:  # a single list, confirmed by the rulebook (p.11: six pacts in I+II)
                (entry,) = [added[i] for i in x.provenance.corrections if i in added]
                assert entry["verified"] and "rulebook p.11" in entry["source"], x.id
                assert x.kind == "pact" and x.age in (1, 2)
            assert set(p4) == {x.copies.p4}, x.id


@pytest.mark.skipif(not SOURCES.is_dir(), reason="/work/shared/tta/sources is not available")
def test_regenerating_reproduces_the_committed_file() -> None:
    """datagen is deterministic: sources + corrections + effects give cards.json byte for byte."""
    assert datagen.generate(SOURCES, DATA) == (DATA / "cards.json").read_text(encoding="utf-8")
    assert datagen.main(["--check"]) == 0


@pytest.mark.skipif(not SOURCES.is_dir(), reason="/work/shared/tta/sources is not available")
def test_no_csv_free_text_is_copied() -> None:
    """The CSV free-text columns are other people's sentences: none appears in the data."""
    text = "\n".join((DATA / n).read_text(encoding="utf-8")
                     for n in ("cards.json", "effects.json", "corrections.json")).casefold()
    import csv

    free_text = {"CivilNonAction.csv": (17,), "CivilAction.csv": (7,), "Events.csv": (11,),
                 "Aggression.csv": (11, 12)}
    copied = []
    for name, columns in free_text.items():
        with (SOURCES / datagen.CSV_DIR / name).open(encoding="utf-8", newline="") as fh:
            for row in csv.reader(fh):
                for col in columns:
                    cell = row[col].strip() if col < len(row) else ""
                    if len(cell) >= 12 and " " in cell and cell.casefold() in text:
                        copied.append(cell)
    assert copied == []


@pytest.mark.skipif(not SOURCES.is_dir(), reason="/work/shared/tta/sources is not available")
def test_datagen_refuses_an_undocumented_difference(tmp_path: Path) -> None:
    """A '?' cell or count disagreement without a correction stops the generator."""
    for name in ("effects.json", "corrections.json"):
        (tmp_path / name).write_text((DATA / name).read_text(encoding="utf-8"), encoding="utf-8")
    doc = json.loads((tmp_path / "corrections.json").read_text(encoding="utf-8"))
    doc["corrections"] = [e for e in doc["corrections"] if e["id"] not in ("Q02", "C01")]
    (tmp_path / "corrections.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(datagen.GenError) as info:
        datagen.generate(SOURCES, tmp_path)
    assert any("great_wall" in p and "no correction" in p for p in info.value.problems)


# --------------------------------------------------------------------------------------------
# Validator


def test_validator_accepts_the_committed_data(capsys: pytest.CaptureFixture[str]) -> None:
    assert validate.validate() == []
    assert validate.validate(DATA) == []
    assert validate.main([str(DATA / "cards.json")]) == 0
    assert capsys.readouterr().out.startswith("ok")


def _broken(tmp_path: Path, edit: Any) -> Path:
    doc = json.loads((DATA / "cards.json").read_text(encoding="utf-8"))
    by_id = {card["id"]: card for card in doc["cards"]}
    edit(doc, by_id)
    target = tmp_path / "cards.json"
    target.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return target


def test_validator_catches_a_broken_file(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """Deck totals, marks, references and schema errors are each reported on their own line."""

    def edit(doc: dict[str, Any], by_id: dict[str, Any]) -> None:
        by_id["raid_i"]["copies"] = {"p2": 1, "p3": 1, "p4": 1}  # military I = 49 (T-22 #31)
        by_id["theology"]["copies"] = {"p2": 2, "p3": 2, "p4": 2}  # 3+ mark lost (T-2.2)
        by_id["pyramids"]["stages"] = []  # a wonder without stages
        by_id["monarchy"]["government"].pop("urban_limit")  # schema: missing field
        by_id["development_of_warfare"]["effects"][0]["card"] = "catapults"  # dangling card
        by_id["legion"]["kind"] = "tactic"
        by_id["legion"]["infantry"] = 0
        by_id["legion"]["cavalry"] = 0  # a tactic without units
        by_id["hammurabi"]["effects"] = [{"kind": "yield", "stat": "luck", "amount": 1}]
        by_id["war_over_territory"]["copies"] = {"p2": 3, "p3": 3, "p4": 3}  # 6 wars (T-22 #11)

    problems = validate.validate(_broken(tmp_path, edit))
    text = "\n".join(problems)
    assert "monarchy" in text and "urban_limit" in text
    assert "hammurabi" in text and "luck" in text
    # Schema errors stop before the semantic checks; fix them and look again.

    def edit2(doc: dict[str, Any], by_id: dict[str, Any]) -> None:
        edit(doc, by_id)
        by_id["monarchy"]["government"]["urban_limit"] = 3
        by_id["hammurabi"].pop("effects")

    problems = validate.validate(_broken(tmp_path, edit2))
    text = "\n".join(problems)
    assert "military deck 1 for 2 players: 49 cards, expected 50 (T-22 #31)" in problems
    assert any("civil deck 1: cards marked 3+" in p for p in problems)
    assert any(p.startswith("pyramids:") and "stage" in p for p in problems)
    assert any("catapults" in p for p in problems)
    assert any(p.startswith("legion:") and "units" in p for p in problems)
    assert "age 2: 6 war cards, expected 4 (T-22 #11)" in problems
    assert validate.main([str(tmp_path)]) == 1
    printed = capsys.readouterr().out.splitlines()
    assert printed == problems


def test_validator_catches_reference_and_provenance_errors(tmp_path: Path) -> None:
    def edit(doc: dict[str, Any], by_id: dict[str, Any]) -> None:
        doc["cards"].append(dict(by_id["moses"]))  # duplicate id
        by_id["fighting_band"]["obsolete_value"] = 1  # Age I tactics are never obsolete
        by_id["homer"]["effects"][1]["per"]["card"] = "knights"  # not a Warriors card
        by_id["spy"]["effects"][0]["source"] = "role_a"  # a pact role on an aggression
        by_id["raid_i"]["verified"] = True  # sources disagree
        by_id["iron"]["token_value"] = 3  # Iron tokens are worth 2
        by_id["iron"]["provenance"]["corrections"] = ["Z99"]
        by_id["hollywood"]["stats"] = {"culture": 1}  # Age III wonders only score once
        by_id["terrorism"]["effects"][0]["types"] = ["cavalry"]  # units are not destroyed

    (tmp_path / "corrections.json").write_text(
        (DATA / "corrections.json").read_text(encoding="utf-8"), encoding="utf-8")
    problems = validate.validate(_broken(tmp_path, edit))
    text = "\n".join(problems)
    assert "duplicate id 'moses'" in text
    # the duplicate is a schema problem; drop it and check the rest
    problems = validate.validate(_broken(tmp_path, lambda d, b: (
        edit(d, b), d["cards"].pop())))
    checks = {
        "fighting_band": "obsolete", "homer": "knights", "spy": "role_a",
        "raid_i": "verified", "iron": "token value", "hollywood": "T-20.3",
        "terrorism": "destroyed",
    }
    for cid, word in checks.items():
        assert any(p.startswith(cid) and word in p for p in problems), (cid, problems)
    assert any("Z99" in p for p in problems)
