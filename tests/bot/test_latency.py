"""The latency probe (bot/latency.py): off by default, one JSON line per stage when on, and the
stages of a click read back from those lines (tests/e2e/load.py --stages)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot import latency


@pytest.fixture
def probe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "latency.jsonl"
    monkeypatch.setenv(latency.ENV, str(path))
    monkeypatch.setattr(latency, "_opened", False)
    monkeypatch.setattr(latency, "_out", None)
    return path


def test_off_unless_the_variable_names_a_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(latency.ENV, raising=False)
    monkeypatch.setattr(latency, "_opened", False)
    monkeypatch.setattr(latency, "_out", None)
    assert not latency.enabled()
    assert latency.now() == 0.0
    latency.mark("move", "g", 1, received=1.0)  # writes nowhere, raises nothing


def test_marks_are_lines_read_back_by_stage_and_version(probe: Path) -> None:
    assert latency.enabled() and latency.now() > 0
    latency.mark("move", "g", 4, received=10.0, locked=10.001, saved=10.005)
    latency.mark(
        "table",
        "g",
        5,
        queued=10.006,
        start=10.006,
        locked=10.007,
        rendered=10.1,
        sent=10.12,
        how="answer",
    )
    latency.mark(
        "render", "g", 5, kind="prompt", fmt="webp", submit=10.0, start=10.0, end=10.03, back=10.031
    )
    latency.mark(
        "render",
        "g",
        5,
        kind="table",
        fmt="webp",
        submit=10.008,
        start=10.02,
        end=10.095,
        back=10.097,
    )
    latency.mark(
        "table", "g", 5, queued=11.0, start=11.0, locked=11.0, rendered=11.0, sent=11.0, how="bot"
    )  # the same version again (a repost): not the first
    lines = probe.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 5 and json.loads(lines[0])["s"] == "move"
    read = latency.read(lines)
    assert read["move"][("g", 4)]["saved"] == 10.005
    assert read["table"][("g", 5)]["how"] == "answer"
    assert read["render"][("g", 5)]["kind"] == "table"  # a prompt's render is not the table's


def test_the_stages_of_a_click_add_up_to_its_way_to_the_table() -> None:
    move = {"received": 10.002, "locked": 10.003, "saved": 10.010}
    table = {
        "queued": 10.011,
        "start": 10.020,
        "locked": 10.021,
        "rendered": 10.100,
        "sent": 10.150,
        "how": "answer",
    }
    render = {"submit": 10.022, "start": 10.040, "end": 10.095, "back": 10.097, "fmt": "webp"}
    stages = latency.breakdown(10.0, move, table, render, dispatched=10.0004)
    expected = {
        "click → sent to the bot (the fake's own delay)": 0,
        "sent → handler": 2,
        "handler → game lock": 1,
        "apply and save": 7,
        "saved → update queued": 1,
        "queued → update begins (game's previous update)": 9,
        "begins → table lock": 1,
        "table lock → render asked": 1,
        "render: waiting for a worker": 18,
        "render: drawing and encoding": 55,
        "render: back on the event loop": 2,
        "picture → sent (upload)": 50,
    }
    assert {k: round(v * 1000) for k, v in stages.items()} == expected
    assert list(stages) == [name for name, _a, _b in latency.STAGES]
    # A picture found in the cache has no render line: its stages are left out.
    without = latency.breakdown(10.0, move, table, {})
    assert "sent → handler" not in without  # and without the fake's time of sending
    assert not any(k.startswith("render:") or k == "table lock → render asked" for k in without)
    assert without["picture → sent (upload)"] == pytest.approx(0.05)
