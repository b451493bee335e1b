"""The Through the Ages tournament and balance report (rules/tools/tta/tournament.py, issue 19):
counting how games end from the engine's events (T-16 wars and aggressions, T-14.3 uprisings,
T-13.2 famine, T-18.3 resignation), places with resigned nations last, fair seat rotation, the
seat verdicts, the report's sections, and repeatable figures whatever the number of workers."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from rules.tools.stats import ranks
from rules.tools.tta import tournament as t
from rules.tools.tta.cli import main


def counters(n: int) -> list[Counter[str]]:
    return [Counter() for _ in range(n)]


def test_events_are_counted_for_the_right_seat() -> None:
    c = counters(3)
    t.count_event(c, "war", 0, {"card": "x", "target": 2})
    t.count_event(c, "war_result", 0, {"winner": 0, "target": 2})
    t.count_event(c, "war", 1, {"card": "x", "target": 2})
    t.count_event(c, "war_result", 1, {"winner": 2, "target": 2})  # the defender held
    t.count_event(c, "aggression", 2, {"card": "y", "target": 0})
    t.count_event(c, "aggression_result", 2, {"success": 1})
    t.count_event(c, "aggression", 2, {"card": "y", "target": 1})
    t.count_event(c, "aggression_result", 2, {"success": 0})
    t.count_event(c, "uprising", 1, {})
    t.count_event(c, "maintenance", 0, {"famine": 2})
    t.count_event(c, "maintenance", 1, {"drawn": 1})  # no famine: not counted
    t.count_event(c, "resign", 1, {"order": 1})
    t.count_event(c, "pact", 0, {"a": 0, "b": 1})
    t.count_event(c, "colony", 2, {"card": "z"})
    t.count_event(c, "game_over", None, {"scores": [1, 2, 3]})  # no seat: ignored
    assert c[0] == Counter(war=1, war_won=1, famine=1, pact=1)
    assert c[1] == Counter(war=1, uprising=1, resigned=1)
    assert c[2] == Counter(aggression=2, aggression_won=1, colony=1)


def test_a_finished_game_gives_shares_places_and_counts() -> None:
    task = t.Task("lineup", ("heuristic", "random"), 2, "simple", 5, ("heuristic", "random"), 0)
    o = t.play_task(task)
    assert o.rounds >= 1 and o.actions > 20
    assert sum(o.shares) == pytest.approx(1.0)
    assert sorted(o.places) in ([1.0, 2.0], [1.5, 1.5])
    # The winner has the best place, and places follow the totals (nobody resigned).
    assert o.places == ranks(o.totals)
    assert set(o.counts[0]) == set(t.COUNTED)
    assert o.strong_seconds == []  # no strong seat


def outcome(seats: tuple[str, ...], places: list[float], shares: list[float]) -> t.GameOutcome:
    task = t.Task("lineup", ("strong", "heuristic"), len(seats), "advanced", 1, seats, 1)
    counts = [dict.fromkeys(t.COUNTED, 0) for _ in seats]
    return t.GameOutcome(task, [0] * len(seats), shares, places, 14, 300, False, counts)


def test_place_gap_is_the_first_agent_against_the_others() -> None:
    games = [
        outcome(("strong", "heuristic", "heuristic"), [1.0, 2.0, 3.0], [1, 0, 0]),
        outcome(("heuristic", "strong", "heuristic"), [1.0, 3.0, 2.0], [1, 0, 0]),
    ]
    assert t.place_gaps(games) == [pytest.approx(-1.5), pytest.approx(1.5)]


def test_line_ups_rotate_through_every_seat() -> None:
    tasks = t.lineup_tasks(("strong", "heuristic"), 3, "advanced", 5, 100, 2)
    assert len(tasks) == 6  # 5 games rounded up to two deals of three rotations
    for deal in (tasks[:3], tasks[3:]):
        assert {task.seed for task in deal} == {deal[0].seed}
        assert sorted(task.seats.index("strong") for task in deal) == [0, 1, 2]


def test_seat_verdicts_fail_only_on_the_whole_interval() -> None:
    fair = 0.5
    assert t.seat_verdict(55, 100, fair) == t.PASS
    assert t.seat_verdict(80, 100, fair) == t.WATCH  # 80 % > 75 %, interval reaches below
    assert t.seat_verdict(95, 100, fair) == t.FAIL  # even the low end is above 75 %
    assert t.seat_verdict(10, 10, fair) == t.WATCH  # too few games to fail


def test_report_sections_and_same_figures_with_any_number_of_workers(tmp_path: Path) -> None:
    common = {
        "lineups": [("heuristic", "random")],
        "player_counts": [2, 3],
        "variants": ["simple"],
        "games": 3,
        "seat_games": 2,
        "seed": 7,
    }
    one = t.run(jobs=1, raw=tmp_path / "one.jsonl", **common)  # type: ignore[arg-type]
    two = t.run(jobs=2, raw=tmp_path / "two.jsonl", **common)  # type: ignore[arg-type]
    a = t.load_outcomes(tmp_path / "one.jsonl")
    b = t.load_outcomes(tmp_path / "two.jsonl")
    assert a == b
    assert len(a) == 4 + 3 + 2 * 2  # 2p: 2 deals × 2, 3p: 1 deal × 3, 2 seat games each
    for title in (
        "## Results by line-up and table",
        "### Place gap of the first agent",
        "## Seats",
        "## How games end",
        "### Style per agent",
        "## Acceptance",
    ):
        assert title in one.text
    assert "| heuristic,random | 3 | simple | 3 | random ×2 |" in one.text
    assert "| heuristic only | 2 | simple | 2 |" in one.text
    assert one.two_player_rate is None  # no strong agent played
    assert set(one.seat_verdicts) == {
        "heuristic,random/2/simple",
        "heuristic,random/3/simple",
        "heuristic only/2/simple",
        "heuristic only/3/simple",
    }
    assert two.seat_verdicts == one.seat_verdicts


def test_the_strong_agent_is_timed_and_judged(tmp_path: Path) -> None:
    report = t.run(
        lineups=[("strong", "heuristic")],
        player_counts=[2],
        variants=["advanced"],
        games=1,
        iterations=1,
        raw=tmp_path / "raw.jsonl",
    )
    games = t.load_outcomes(tmp_path / "raw.jsonl")
    assert len(games) == 2  # one deal: the strong agent in each seat
    assert all(o.strong_seconds for o in games)  # every searched decision timed
    assert "Strong agent at 1 samples per decision" in report.text
    assert report.two_player_rate is not None
    rate, low, high = report.two_player_rate
    assert rate in (0.0, 0.25, 0.5, 0.75, 1.0) and low <= rate <= high
    assert "Strong beats heuristic in at least 60 % of two-player advanced games" in report.text
    assert report.strong_better_everywhere is (rate > 0.5)  # 2 players: gap = 1 − 2·share


def test_cli_redraws_the_report_from_kept_outcomes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    raw = tmp_path / "raw.jsonl"
    args = ["tournament", "--lineups", "heuristic,random", "--players", "2", "--games", "2"]
    args += ["--variants", "simple"]
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    played, redrawn = tmp_path / "a" / "report.md", tmp_path / "b" / "report.md"
    assert main([*args, "--raw", str(raw), "--out", str(played)]) == 0
    assert main([*args, "--from-raw", str(raw), "--out", str(redrawn)]) == 0
    first, second = played.read_text().splitlines(), redrawn.read_text().splitlines()
    # The same report, but the redrawn one says where its games came from.
    assert first[0] == second[0] and first[3:] == second[3:]
    assert (
        second[2]
        == f"Generated by `python -m rules.tta tournament --from-raw {raw} --out {redrawn}`"
    )
    capsys.readouterr()
    assert main(["tournament", "--players", "5"]) == 2
    assert main(["tournament", "--lineups", "strong,nobody", "--players", "2"]) == 2
    err = capsys.readouterr().err
    assert "2, 3, 4" in err and "unknown agent 'nobody'" in err
