"""Pieces of the Through the Ages images: the take cost for the nation on turn, views with the
advanced and full games' fields (military hands, tactics, colonies, pacts, wars, event piles,
discontent, corruption, any kind of pending decision), and the phone-readability of the
numbers a player decides by."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
from tta_render_helpers import NAMES, Recorder, random_position

from render.text import Canvas
from render.tta import facts, message_ids, progress
from render.tta import theme as th
from render.tta.board import draw_board
from render.tta.i18n import borrowed_ids, english
from render.tta.prompt import draw_prompt
from render.tta.samples import long_translator, positions
from render.tta.scoresheet import draw_scoresheet
from render.tta.table import draw_table, status_text
from rules.tta import GAME


@pytest.fixture(autouse=True)
def _check_bounds() -> Iterator[None]:
    Canvas.check_bounds = True
    yield
    Canvas.check_bounds = False


def _ok(c: Canvas) -> None:
    assert c.overflows == []
    assert c.misfits == []


# --- the take cost ------------------------------------------------------------------------------


def test_wonder_costs_one_more_per_completed_wonder() -> None:
    entry = {"id": "pyramids", "inst": "pyramids#1", "slot": 7, "cost": 2}
    nation: dict[str, Any] = {"wonders": ["colossus", "great_wall"], "government": "despotism"}
    assert facts.take_cost(entry, nation) == 4  # T-6.2.2, rulebook p.4: 2 + 2
    assert facts.take_cost({**entry, "id": "iron"}, nation) == 2
    assert facts.take_cost(entry, {"wonders": []}) == 2


def test_michelangelo_takes_one_off_wonders() -> None:
    entry = {"id": "pyramids", "inst": "pyramids#1", "slot": 1, "cost": 1}
    nation = {"wonders": ["colossus"], "leader": "michelangelo"}
    assert facts.take_cost(entry, nation) == 1
    assert facts.take_cost(entry, {"wonders": [], "leader": "michelangelo"}) == 0


def test_a_take_cost_in_the_view_wins() -> None:
    entry = {"id": "pyramids", "cost": 1, "take_cost": 5}
    assert facts.take_cost(entry, {"wonders": []}) == 5


@pytest.mark.parametrize(("players", "seed"), [(2, 12), (4, 16)])
def test_the_row_title_names_the_wonder_surcharge(players: int, seed: int) -> None:
    view = positions(players, seed)["late"].spectator
    payer = th.player(view, view["current"])
    assert payer is not None and payer["wonders"]
    extra = facts.wonder_surcharge(view, payer)
    rec = Recorder()
    draw_table(view, rec, NAMES[:players])
    if extra:
        assert ("tta-img-row-costs-wonders", extra) in [
            (m, a.get("extra")) for m, a, _ in rec.calls
        ]
    else:  # Michelangelo cancels the surcharge of one completed wonder
        assert payer["leader"] == "michelangelo" and len(payer["wonders"]) == 1
        assert "tta-img-row-costs" in rec.ids


def test_sections_of_the_banks() -> None:
    yellow = facts.yellow_sections()
    assert yellow[0][:4] == (18, 17, 2, 0)
    assert sum(hi - lo + 1 for hi, lo, *_ in yellow) == 18
    assert [c for _h, _l, c in facts.blue_sections()] == [0, 2, 4]


# --- views of the advanced and full games --------------------------------------------------------


def _advanced(view: dict[str, Any], frame: dict[str, Any] | None) -> dict[str, Any]:
    v = copy.deepcopy(view)
    n = len(v["players"])
    v["variant"] = "advanced"
    v["military_deck"] = {str(v["age"]): 17}
    v["current_events"] = 4
    v["future_events"] = ["hidden"] * 2
    v["wars"] = [{"card": "war_over_territory", "attacker": 0, "defender": n - 1}]
    v["pending"] = frame
    for p in v["players"]:
        seat = p["seat"]
        p["discontent"] = seat % 3
        p["tactic"] = "fighting_band"
        p["armies"] = 1
        p["colonies"] = ["developed_territory_i"]
        p["pacts"] = [{"card": "open_borders_agreement", "partner": (seat + 1) % n}]
        p["military_hand"] = 3
        p["blue_bank"] = seat * 3
        if v.get("viewer") == seat:
            p["military_cards"] = [
                {"id": c, "inst": f"{c}#1"} for c in ("enslave", "defense_colonization_i")
            ]
    return v


FRAMES: list[tuple[dict[str, Any] | None, list[str]]] = [
    (None, []),
    (
        {"kind": "event", "seat": 1, "card": "development_of_religion", "choices": ["yes", "no"]},
        ["ev.yes", "ev.no"],
    ),
    (
        {
            "kind": "force",
            "seat": 1,
            "card": "enslave",
            "choices": [],
            "data": {"purpose": "defend", "attacker": 0},
        },
        ["sac.warriors", "card.0", "done", "reset"],
    ),
    ({"kind": "split", "seat": 1, "card": "raid_i", "choices": []}, ["split.0", "split.1"]),
    ({"kind": "who_knows", "seat": 1, "card": "", "choices": ["a", "b", "c"]}, ["x.a"]),
    ({"kind": "discard", "seat": 1, "card": None}, ["disc.0", "disc.1"]),
]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("frame_no", range(len(FRAMES)))
@pytest.mark.parametrize("long", [False, True], ids=["en", "long"])
def test_advanced_views_render_and_fit(players: int, frame_no: int, long: bool) -> None:
    frame, actions = FRAMES[frame_no]
    state = random_position(players, 3 + frame_no, 150)
    rec = Recorder()
    t: Any = long_translator(rec) if long else rec
    names = NAMES[:players]
    spectator = _advanced(GAME.view(state, None), frame)
    _ok(draw_table(spectator, t, names))
    _ok(draw_scoresheet(spectator, t, names))
    assert progress(spectator, t)
    assert status_text(spectator, t, names)
    for seat in range(players):
        own = _advanced(GAME.view(state, seat), frame)
        _ok(draw_board(spectator, t, names, seat))
        _ok(draw_board(own, t, names, seat))
        _ok(draw_prompt(own, t, names, actions if seat == 1 else []))
    assert rec.ids <= set(message_ids()) | set(borrowed_ids())


def test_a_view_with_missing_fields_still_renders() -> None:
    state = random_position(3, 1, 80)
    view = GAME.view(state, 0)
    bare = {k: view[k] for k in ("format", "viewer", "age", "round", "players_n", "current")}
    bare["players"] = [{"seat": p["seat"]} for p in view["players"]]
    _ok(draw_table(bare, english, NAMES[:3]))
    _ok(draw_scoresheet(bare, english, NAMES[:3]))
    _ok(draw_board(bare, english, NAMES[:3], 2))
    _ok(draw_prompt(bare, english, NAMES[:3], None))


def test_the_final_result_with_other_categories() -> None:
    state = random_position(2, 5, 5000)
    view = copy.deepcopy(GAME.view(state, None))
    assert view["result"]
    for s in view["result"]["scores"]:
        s["categories"]["events"] = 7
        s["categories"]["something_new"] = 1
    rec = Recorder()
    _ok(draw_scoresheet(view, rec, ["a", "b"]))
    assert "tta-img-cat-events" in rec.ids
    assert ("tta-img-cat-other", {"name": "something_new"}) in [(m, a) for m, a, _ in rec.calls]


# --- phone readability -------------------------------------------------------------------------

# Elements a player decides by, and the smallest font size they may be drawn at (px at 800 px
# wide; Discord shows the images about 400 px wide on a phone, i.e. half of it).
DECIDING = {
    "row-cost": 26,
    "stat-culture": 26,
    "stat-science": 26,
    "stat-strength": 26,
    "stat-happy": 26,
    "stat-food": 26,
    "stat-resources": 26,
    "actions-ca": 22,
    "actions-ma": 22,
    "build-workers": 26,
    "nation-workers": 26,
    "score-value": 26,
    "score-total": 26,
}


def test_numbers_a_player_decides_by_are_big_enough() -> None:
    seen: dict[str, int] = {}
    for players, seed in ((2, 12), (4, 16)):
        pos = positions(players, seed)
        names = NAMES[:players]
        for p in pos.values():
            for c in (
                draw_table(p.spectator, english, names),
                draw_board(p.seat_view, english, names, p.seat),
                draw_prompt(p.seat_view, english, names, p.actions),
                draw_scoresheet(p.spectator, english, names),
            ):
                for tag, size in c.sizes.items():
                    seen[tag] = min(seen.get(tag, size), size)
    for tag, floor in DECIDING.items():
        assert tag in seen, tag
        assert seen[tag] >= floor, (tag, seen[tag])
    # and no text at all below 10 px on the phone
    assert min(seen.values()) >= th.TINY, sorted(seen.items(), key=lambda kv: kv[1])[:5]
