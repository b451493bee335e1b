"""What one click costs, counted (not timed) from the Discord interaction handler until every
table update, prompt and ping it caused has gone out (issue 28): the saved state is loaded
once, the rules are asked who decides once (the decision is carried in the move's snapshot to
the presenter, the timers and the AI seats), and the game's record is read once (the click
handler does not read it a second time: the manager's read serves both). The probe is
``tests/perf/click_probe.py``; its figures are in docs/scale.md ("Reads per click")."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

PROBE = Path(__file__).resolve().parents[1] / "perf" / "click_probe.py"


def click_probe() -> ModuleType:
    spec = importlib.util.spec_from_file_location("click_probe", PROBE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("click_probe", module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("game", "clicks"), [("hadara", 12), ("tta", 10)])
async def test_a_click_loads_decides_and_reads_once(game: str, clicks: int) -> None:
    rows = await click_probe().probe(game, clicks, seed=3)
    assert len(rows) == clicks
    for i, row in enumerate(rows):
        assert row["loads"] == 1, (i, row)
        assert row["decisions"] == 1, (i, row)
        assert row["record reads"] == 1, (i, row)
    if game == "hadara":  # secret choices are made on the decision DM, the rest on the table
        assert {row["dm"] for row in rows} == {0, 1}
    else:  # Through the Ages plays its turns on the table
        assert {row["dm"] for row in rows} == {0}
