"""The Through the Ages renderer receives only views, never a game state; its drawing code
imports only card data from the rules core; and no image shows a military hand card to anyone
but its owner."""

from __future__ import annotations

import ast
import copy
import inspect
from collections.abc import Mapping
from pathlib import Path
from typing import Any, get_type_hints

import pytest
from tta_render_helpers import NAMES, Recorder, random_position

from render.tta import (
    render_board,
    render_card,
    render_prompt,
    render_scoresheet,
    render_table,
)
from render.tta.i18n import english
from rules.tta import GAME
from rules.tta.state import TtaState

VIEW_FUNCTIONS = (render_table, render_board, render_prompt, render_scoresheet)
TTA_DIR = Path(__file__).resolve().parents[3] / "render" / "tta"
# What drawing code may import from the rules core: card data and the nation card's tables.
ALLOWED_RULES = ("rules.tta.cards", "rules.tta.catalog", "rules.tta.nation")
ALLOWED_TOP = ("render", "PIL")
# Position generators for tests, warming and the bench; they pass views on.
GENERATORS = ("samples.py", "bench.py")
MILITARY = ("enslave", "open_borders_agreement", "fighting_band", "defense_colonization_i")


@pytest.mark.parametrize("fn", VIEW_FUNCTIONS, ids=lambda f: f.__name__)
def test_signature_takes_a_view(fn: Any) -> None:
    hints = get_type_hints(fn)
    first = next(iter(inspect.signature(fn).parameters))
    assert first == "view"
    assert hints["view"] == Mapping[str, Any]
    assert hints["return"] is bytes
    assert all(h is not TtaState for h in hints.values())


@pytest.mark.parametrize("fn", VIEW_FUNCTIONS, ids=lambda f: f.__name__)
def test_passing_a_state_raises(fn: Any) -> None:
    state = GAME.new(3, {}, 5)
    args: tuple[Any, ...] = (state, english, ["a", "b", "c"])
    if fn is render_board:
        args += (0,)
    with pytest.raises(TypeError):
        fn(*args)


def test_card_face_takes_only_a_card_id() -> None:
    assert get_type_hints(render_card)["card_id"] is str
    with pytest.raises(TypeError):
        render_card(GAME.new(2, {}, 1), english)  # type: ignore[arg-type]
    with pytest.raises(KeyError):
        render_card("no_such_card", english)


def test_prompt_needs_a_seat_view() -> None:
    state = GAME.new(2, {}, 5)
    with pytest.raises(TypeError):
        render_prompt(GAME.view(state, None), english, ["a", "b"])


def test_drawing_code_imports_only_card_data() -> None:
    for path in sorted(TTA_DIR.rglob("*.py")):
        if path.name in GENERATORS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "rules.tta":
                    names = [f"rules.tta.{a.name}" for a in node.names]
                else:
                    names = [node.module]
            for name in names:
                top = name.split(".")[0]
                if top == "rules":
                    assert name.startswith(ALLOWED_RULES), f"{path.name} imports {name}"
                elif top in ALLOWED_TOP or top == "__future__":
                    continue
                else:
                    # the standard library only
                    assert top in _stdlib(), f"{path.name} imports {name}"


def _stdlib() -> frozenset[str]:
    import sys

    return frozenset(sys.stdlib_module_names)


def _with_military(view: dict[str, Any], seat: int, cards: tuple[str, ...]) -> dict[str, Any]:
    """``view`` with ``seat`` holding ``cards`` in its military hand (as a view of the full
    game will say it: a count for everyone, the cards in the owner's own view only)."""
    out = copy.deepcopy(view)
    for p in out["players"]:
        if p["seat"] == seat:
            p["military_hand"] = len(cards)
            if view.get("viewer") == seat:
                p["military_cards"] = [{"id": c, "inst": f"{c}#1"} for c in cards]
    return out


def _names_drawn(rec: Recorder) -> set[str]:
    return {m.removeprefix("tta-card-") for m in rec.ids if m.startswith("tta-card-")}


@pytest.mark.parametrize("players", [2, 4])
def test_military_hand_is_seen_by_its_owner_only(players: int) -> None:
    state = random_position(players, 7, 120)
    names = NAMES[:players]
    owner = 1
    for viewer in [None, *range(players)]:
        view = _with_military(GAME.view(state, viewer), owner, MILITARY)
        rec = Recorder()
        if viewer is None:
            render_table(view, rec, names)
            render_scoresheet(view, rec, names)
        for seat in range(players):
            render_board(view, rec, names, seat)
        if viewer is not None:
            render_prompt(view, rec, names, [])
        drawn = _names_drawn(rec) & set(MILITARY)
        if viewer == owner:
            assert drawn == set(MILITARY)
        else:
            assert drawn == set(), f"viewer {viewer} saw {drawn}"


def test_a_leaking_view_still_does_not_show_another_seats_military_hand() -> None:
    """Even a view that wrongly carried another seat's cards never gets them drawn."""
    state = random_position(3, 11, 90)
    view = copy.deepcopy(GAME.view(state, 0))
    view["players"][2]["military_cards"] = [{"id": c, "inst": f"{c}#1"} for c in MILITARY]
    view["players"][2]["military_hand"] = len(MILITARY)
    rec = Recorder()
    for seat in range(3):
        render_board(view, rec, NAMES[:3], seat)
    render_prompt(view, rec, NAMES[:3], [])
    render_table(view, rec, NAMES[:3])
    assert not _names_drawn(rec) & set(MILITARY)


def test_spectator_table_ignores_the_viewers_private_part() -> None:
    state = random_position(2, 3, 60)
    seat_view = _with_military(GAME.view(state, 0), 0, MILITARY)
    public = _with_military(GAME.view(state, None), 0, MILITARY)
    assert render_table(seat_view, english, ["a", "b"]) == render_table(public, english, ["a", "b"])
