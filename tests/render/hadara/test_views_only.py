"""The renderer receives only views: never a game state (H-14)."""

from __future__ import annotations

import ast
import inspect
from collections.abc import Mapping
from pathlib import Path
from typing import Any, get_type_hints

import pytest

from render.hadara import (
    render_card,
    render_prompt,
    render_scoresheet,
    render_table,
    render_tableau,
)
from render.hadara.i18n import english
from rules.hadara import GAME, HadaraState

VIEW_FUNCTIONS = (render_table, render_tableau, render_prompt, render_scoresheet)
RENDER_DIR = Path(__file__).resolve().parents[3] / "render"
# Modules of the rules core that hold or build state; drawing code may not import them.
STATE_MODULES = (
    "rules.hadara.state",
    "rules.hadara.engine",
    "rules.hadara.game",
    "rules.hadara.views",
    "rules.hadara.playout",
)


@pytest.mark.parametrize("fn", VIEW_FUNCTIONS, ids=lambda f: f.__name__)
def test_signature_takes_a_view(fn: Any) -> None:
    hints = get_type_hints(fn)
    first = next(iter(inspect.signature(fn).parameters))
    assert first == "view"
    assert hints["view"] == Mapping[str, Any]
    assert hints["return"] is bytes
    assert all(h is not HadaraState for h in hints.values())


def test_card_face_takes_only_a_card_id() -> None:
    hints = get_type_hints(render_card)
    assert hints["card_id"] is str
    with pytest.raises(TypeError):
        render_card(GAME.new(2, {}, 1), english)  # type: ignore[arg-type]


@pytest.mark.parametrize("fn", VIEW_FUNCTIONS, ids=lambda f: f.__name__)
def test_passing_a_state_raises(fn: Any) -> None:
    state = GAME.new(3, {}, 5)
    args: tuple[Any, ...] = (state, english, ["a", "b", "c"])
    if fn is render_tableau:
        args += (0,)
    with pytest.raises(TypeError):
        fn(*args)


def test_prompt_needs_a_seat_view() -> None:
    state = GAME.new(2, {}, 5)
    with pytest.raises(TypeError):
        render_prompt(GAME.view(state, None), english, ["a", "b"])


def test_drawing_code_never_imports_state_modules() -> None:
    for path in sorted(RENDER_DIR.rglob("*.py")):
        if path.name in ("samples.py", "demo.py", "bench.py"):
            continue  # position generators for demo, benchmark and tests; they pass views on
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            for name in names:
                assert not name.startswith(STATE_MODULES), f"{path.name} imports {name}"
                assert not name.startswith(("discord", "bot")), f"{path.name} imports {name}"


def test_spectator_table_ignores_private_part() -> None:
    state = GAME.new(2, {}, 9)
    seat_view = GAME.view(state, 0)
    public = {k: v for k, v in seat_view.items() if k not in ("private", "viewer")}
    public["viewer"] = None
    assert render_table(seat_view, english, ["a", "b"]) == render_table(public, english, ["a", "b"])
