"""The paired comparison of two tournament runs (``rules.tools.paired``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rules.tools import paired


def game(seed: int, seats: list[str], totals: list[int], iterations: int) -> dict[str, Any]:
    """One ``--raw`` line as the Hadara tournament writes it."""
    best = max(totals)
    winners = [s for s, t in enumerate(totals) if t == best]
    places = [
        1 + sum(1 for o in totals if o > t) + (sum(1 for o in totals if o == t) - 1) / 2
        for t in totals
    ]
    return {
        "task": {
            "section": "cell",
            "players": len(seats),
            "variant": "basic",
            "seed": seed,
            "seats": seats,
            "positions": list(range(len(seats))),
            "iterations": iterations,
        },
        "totals": totals,
        "shares": [1 / len(winners) if s in winners else 0.0 for s in range(len(seats))],
        "places": places,
        "strong_seconds": [],
    }


def write(path: Path, games: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(g) + "\n" for g in games), encoding="utf-8")
    return path


def test_games_are_paired_by_deal_and_seating_not_by_search_setting(tmp_path: Path) -> None:
    a = write(
        tmp_path / "a.jsonl",
        [
            game(1, ["strong", "heuristic"], [100, 90], 10),
            game(1, ["heuristic", "strong"], [95, 95], 10),
            game(2, ["strong", "heuristic"], [80, 99], 10),
            game(3, ["strong", "heuristic"], [120, 60], 10),  # only in run A: ignored
        ],
    )
    b = write(
        tmp_path / "b.jsonl",
        [
            game(2, ["strong", "heuristic"], [101, 99], 20),
            game(1, ["heuristic", "strong"], [90, 100], 20),
            game(1, ["strong", "heuristic"], [100, 92], 20),
        ],
    )
    c = paired.compare(paired.read_runs([a]), paired.read_runs([b]), "strong")
    assert (c.a.games, c.a.seat_games, c.b.seat_games) == (3, 3, 3)
    assert c.a.wins == pytest.approx(1.5)  # a win, a shared win, a loss
    assert c.b.wins == pytest.approx(3.0)
    # Margins over the best other seat: A 10, 0, -19; B 8, 10, 2.
    assert c.a.mean_margin[0] == pytest.approx(-3.0)
    assert c.b.mean_margin[0] == pytest.approx(20 / 3)
    assert c.margin_diff[0] == pytest.approx((-2 + 10 + 21) / 3)
    assert (c.better, c.equal, c.worse) == (2, 0, 1)
    assert c.share_diff[0] == pytest.approx(0.5)
    assert c.place_diff[0] == pytest.approx((0 - 0.5 - 1) / 3)
    text = paired.markdown(c, "strong", "10 playouts", "20 playouts")
    assert "| 10 playouts | 3 | 3 | 1.5 | 50.0 %" in text
    assert "| pairs with a larger / equal / smaller margin | 2 / 0 / 1 |" in text


def test_every_seat_of_an_agent_with_several_seats_counts(tmp_path: Path) -> None:
    seats = ["strong", "strong", "heuristic"]
    a = write(tmp_path / "a.jsonl", [game(5, seats, [50, 40, 45], 1)])
    b = write(tmp_path / "b.jsonl", [game(5, seats, [50, 60, 45], 2)])
    c = paired.compare(paired.read_runs([a]), paired.read_runs([b]), "strong")
    assert (c.a.games, c.a.seat_games) == (1, 2)
    assert c.margin_diff[0] == pytest.approx(((-10 - 5) + (10 - (-10))) / 2)


def test_a_repeated_game_or_no_common_game_is_refused(tmp_path: Path) -> None:
    one = game(1, ["strong", "heuristic"], [1, 2], 1)
    twice = write(tmp_path / "twice.jsonl", [one, one])
    with pytest.raises(ValueError, match="twice"):
        paired.read_runs([twice])
    a = write(tmp_path / "a.jsonl", [one])
    b = write(tmp_path / "b.jsonl", [game(2, ["strong", "heuristic"], [1, 2], 1)])
    with pytest.raises(ValueError, match="no game"):
        paired.compare(paired.read_runs([a]), paired.read_runs([b]), "strong")


def test_command_prints_both_tables(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = write(tmp_path / "a.jsonl", [game(1, ["strong", "heuristic"], [10, 5], 1)])
    b = write(tmp_path / "b.jsonl", [game(1, ["strong", "heuristic"], [12, 5], 2)])
    assert paired.main(["--a", str(a), "--b", str(b), "--label-a", "old", "--label-b", "new"]) == 0
    out = capsys.readouterr().out
    assert "| old | 1 | 1 | 1 | 100.0 %" in out
    assert "| margin, points | +2.00 (+2.00 … +2.00) |" in out
