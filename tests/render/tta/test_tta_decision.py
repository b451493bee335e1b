"""What the decision pictures say out of turn (``render/tta/decision.py``): the sums of a fight
and who wins a tie, the answers with their values, a colonization bid's rivals and cards, the
sides of a pact, what a pick or split is about, and a discard without an empty box.

Positions are the golden full game's stored views (``golden/positions.jsonl``) with the pending
frame replaced, so these tests read no game state and play no game."""

from __future__ import annotations

import copy
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
from tta_render_helpers import Recorder

from render.tta.decision import Question
from render.tta.i18n import english
from render.tta.prompt import draw_prompt
from render.tta.samples import GOLDEN_NAMES, Position, load_positions

POSITIONS = Path(__file__).parent / "golden" / "positions.jsonl"
NAMES = list(GOLDEN_NAMES)


@lru_cache(maxsize=1)
def _stored() -> dict[str, dict[str, Position]]:
    return load_positions(POSITIONS.read_text(encoding="utf-8"))


def _view(frame: dict[str, Any], **me: Any) -> tuple[dict[str, Any], int]:
    """The full game's force position (seat 2 deciding) with ``frame`` pending and the seat's
    own fields replaced by ``me``."""
    pos = _stored()["f4"]["frame-force"]
    view = copy.deepcopy(pos.seat_view)
    seat = pos.seat
    view["pending"] = {"seat": seat, "choices": [], **frame}
    view["players"][seat].update(me)
    return view, seat


def _question(view: dict[str, Any], seat: int, actions: list[str]) -> Question:
    me = next(p for p in view["players"] if p["seat"] == seat)
    return Question(view, me, actions, NAMES, english)


def _texts(q: Question) -> list[str]:
    return [line.text for line in q.lines()]


DEFEND = {"kind": "force", "card": "raid_i", "purpose": "defend", "attacker": 0, "total": 10}


def test_defence_shows_the_sum_and_where_the_defender_holds() -> None:
    """T-15.7.2: the defender holds when his total is at least the attacker's, so the picture
    says "you hold at 10", not "to beat 10"."""
    view, seat = _view({**DEFEND, "defender": 2, "value": 0, "units": {}}, strength=2)
    texts = _texts(_question(view, seat, ["sac.I0", "done"]))
    assert texts[0] == "you 2 + 0 = 2 · attacker 10"
    assert texts[1] == "you hold at 10: 8 more"
    assert "The defender holds on a tie." in texts
    assert not any("beat" in text for text in texts)


def test_defence_at_a_tie_holds() -> None:
    """T-15.7.2: 2 + 8 = 10 against 10 holds."""
    view, seat = _view({**DEFEND, "defender": 2, "value": 8, "units": {}}, strength=2)
    assert _texts(_question(view, seat, ["done"]))[1] == "you hold: 10 against 10"


@pytest.mark.parametrize(
    ("value", "option", "want"),
    [
        (3, "nothing", "a draw at 10: 5 more"),
        (8, "nothing", "a draw: 10 against 10"),
        (9, "nothing", "you win: 11 against 10"),
        (3, "defender_wins", "you hold at 10: 5 more"),
        (8, "defender_wins", "you hold: 10 against 10"),
    ],
)
def test_war_defence_tie_follows_the_option(value: int, option: str, want: str) -> None:
    """T-15.9.2 / T-22 #12: the higher total wins a war, a tie does nothing unless the option
    gives it to the defender."""
    frame = {**DEFEND, "card": "war_over_territory", "purpose": "war_def", "value": value}
    view, seat = _view(frame, strength=2)
    view["options"] = {**view.get("options", {}), "war_tie": option}
    assert _texts(_question(view, seat, ["done"]))[1] == want


def test_war_defence_without_the_attackers_total_claims_no_outcome() -> None:
    """The attacker's sacrifices are not in the view: its strength and the tie rule only."""
    frame = {k: v for k, v in DEFEND.items() if k != "total"}
    frame.update(card="war_over_territory", purpose="war_def", value=0)
    view, seat = _view(frame, strength=2)
    attacker = next(p for p in view["players"] if p["seat"] == 0)
    texts = _texts(_question(view, seat, ["done"]))
    assert texts[0] == f"you 2 + 0 = 2 · attacker {attacker['strength']} before sacrifices"
    assert not any(t.startswith(("you win", "a draw", "you hold")) for t in texts)
    assert texts[-1] == "A tie does nothing; above the attacker's total you win."


def test_attacker_needs_more_than_the_defender() -> None:
    """T-15.7.2: an aggression succeeds only above the defender's total."""
    frame = {"kind": "force", "card": "raid_i", "purpose": "attack", "attacker": 2, "defender": 0}
    view, seat = _view({**frame, "value": 1, "units": {"warriors": 1}}, strength=3)
    view["players"][0]["strength"] = 5
    texts = _texts(_question(view, seat, ["sac.I0", "done"]))
    assert texts[0] == "you 3 + 1 = 4 · defender 5 before defence"
    assert texts[1] == "you win at 6: 2 more"
    assert "chosen: Warriors ×1" in texts


def test_an_open_borders_pact_adds_to_the_attack() -> None:
    """Open Borders Agreement: the attacker's total gets +3 against his partner."""
    frame = {"kind": "force", "card": "raid_i", "purpose": "attack", "attacker": 2, "defender": 0}
    view, seat = _view({**frame, "value": 0, "units": {}}, strength=3)
    view["pacts"] = [{"index": 0, "card": "open_borders_agreement", "owner": 0, "a": 0, "b": 2}]
    assert _texts(_question(view, seat, ["done"]))[0].startswith("you 3 + 0 + pact 3 = 6")


@pytest.mark.parametrize(("value", "want"), [(1, "2 more to reach 3"), (3, "enough: 3 for 3")])
def test_colonizing_force_against_the_bid(value: int, want: str) -> None:
    """T-15.6.2: the force must be at least the bid, with at least one unit."""
    frame = {"kind": "force", "card": "fertile_territory_i", "purpose": "colonize", "bid": 3}
    view, seat = _view({**frame, "value": value, "units": {}}, colonization_bonus=0)
    texts = _texts(_question(view, seat, ["sac.I0"]))
    assert texts[:2] == [f"your force {value} · bid 3", want]
    assert "At least one unit must go." in texts


def test_each_answer_carries_its_value() -> None:
    """A sacrificed unit adds its strength (T-12.3); a Defense card its defence value, doubled
    by Churchill (T-15.7.2)."""
    military = [{"id": "defense_colonization_i", "inst": "defense_colonization_i#1"}]
    view, seat = _view({**DEFEND, "defender": 2, "value": 0}, military_cards=military)
    chips, more = _question(view, seat, ["sac.I0", "card.0", "done"]).chips(8)
    assert [(c.label, c.value) for c in chips] == [
        ("Sacrifice Warriors", "+1"),
        ("Play Defense / Colonization", "+2"),
        ("Done", ""),
    ]
    assert more == 0
    view["players"][seat]["leader"] = "winston_churchill"
    chips, _more = _question(view, seat, ["card.0"]).chips(8)
    assert chips[0].value == "+4"
    colonize = {"kind": "force", "card": "fertile_territory_i", "purpose": "colonize", "bid": 2}
    view, seat = _view(colonize, military_cards=military, leader="james_cook")
    chips, _more = _question(view, seat, ["card.0"]).chips(8)
    assert chips[0].value == "+2"  # colonization 1, Cook +1


def test_a_bid_names_the_rivals_and_the_seats_cards() -> None:
    """T-15.6.1: each bidder must outbid the highest bid and may not bid more than it can send."""
    pos = _stored()["f4"]["frame-bid"]
    view, seat = copy.deepcopy(pos.seat_view), pos.seat
    texts = _texts(_question(view, seat, pos.actions))
    assert texts[0] == "no bid yet"
    assert texts[1] == "you can send up to 3"
    rivals = [s for s in view["pending"]["in"] if s != seat]
    for s in rivals:
        p = next(p for p in view["players"] if p["seat"] == s)
        want = f"{NAMES[s]}: strength {p['strength']}, military hand {p['military_hand']}"
        assert want in texts
    assert "your colonization cards: Defense / Colonization +2" in texts


def test_a_pact_offer_says_who_takes_which_side_and_what_each_gets() -> None:
    """T-15.8.3: the proposer announces role A or B; the opponent accepts exactly that form."""
    frame = {"kind": "pact", "card": "trade_routes_agreement", "from": 0, "role": "a"}
    view, seat = _view(frame)
    sides, common = _question(view, seat, ["accept", "refuse"]).pact_sides()
    assert [(s.title, s.items, s.mine) for s in sides] == [
        ("Side A · Alice", ("once a turn, may pay 1☘ as 1⚒",), False),
        ("Side B · you", ("once a turn, may pay 1⚒ as 1☘",), True),
    ]
    assert common == []
    frame = {"kind": "pact", "card": "promise_of_military_protection", "from": 0, "role": "b"}
    view, seat = _view(frame)
    sides, common = _question(view, seat, ["accept"]).pact_sides()
    assert [(s.title, s.items) for s in sides] == [
        ("Side A · you", ("+1 culture a turn",)),
        ("Side B · Alice", ("+5 strength", "−1 culture a turn")),
    ]
    assert common == ["Ends if one attacks the other."]


def test_a_symmetric_pact_gives_both_the_same() -> None:
    frame = {"kind": "pact", "card": "open_borders_agreement", "from": 0, "role": "a"}
    view, seat = _view(frame)
    sides, common = _question(view, seat, ["accept"]).pact_sides()
    assert [(s.title, s.items) for s in sides] == [("Both nations", ("+1 military action",))]
    assert common == ["An attack of one on the other gets +3."]


@pytest.mark.parametrize(
    ("frame", "want"),
    [
        (
            {"kind": "pick", "card": "border_conflict", "what": "destroy", "target": 2},
            "Choose one of your buildings to lose",
        ),
        (
            {"kind": "pick", "card": "raid_i", "what": "destroy", "target": 0},
            "Choose a building to destroy · Alice",
        ),
        (
            {"kind": "pick", "card": "annex", "what": "colony", "target": 1},
            "Choose a colony · Bořek",
        ),
        (
            {"kind": "split", "card": "raiders", "mode": "lose", "target": 2, "amount": 2},
            "You lose 2 food and resources: choose the split",
        ),
        ({"kind": "bid", "card": "fertile_territory_i", "high": 0, "leader": -1}, None),
    ],
)
def test_what_is_being_chosen(frame: dict[str, Any], want: str | None) -> None:
    """ "Choose for Border Conflict" says what is chosen (T-15.4.5: the weakest picks its own
    building)."""
    view, seat = _view(frame)
    rec = Recorder()
    draw_prompt(view, rec, NAMES, ["pick.F0", "split.0", "pass"])
    what = _question(view, seat, []).what()
    if want is not None:
        assert what == want
    assert what in rec.texts


def test_the_discard_prompt_has_no_empty_box() -> None:
    """A discard has no card at stake: no card tile, the panel only as tall as its lines."""
    pos = _stored()["f4"]["frame-discard"]
    rec = Recorder()
    pic = draw_prompt(pos.seat_view, rec, NAMES, pos.actions)
    assert not any(tag.startswith("stake-card") for tag in pic.sizes)
    assert "Choose 2 cards to discard (limit 2)" in rec.texts
    assert pic.misfits == []
