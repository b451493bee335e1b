"""The tournament's statistics and scheduling: Wilson intervals, shared wins and places, fair
seat rotation, and the report."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from rules.tools import stats
from rules.tools.hadara import tournament as t
from rules.tools.hadara.cli import main

# --------------------------------------------------------------------------------------------
# Wilson score interval


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [
        # Reference values of the 95 % Wilson interval (e.g. Newcombe 1998, Table I).
        (8, 10, 0.4902, 0.9433),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (50, 100, 0.4038, 0.5962),
        (1, 29, 0.0061, 0.1718),
    ],
)
def test_wilson_interval_matches_known_values(
    successes: int, trials: int, low: float, high: float
) -> None:
    lo, hi = stats.wilson_interval(successes, trials)
    assert lo == pytest.approx(low, abs=1e-4)
    assert hi == pytest.approx(high, abs=1e-4)


def test_wilson_interval_with_fractional_wins_and_bad_input() -> None:
    # 2.5 of 5 is an estimate of exactly ½: the interval is symmetric around it.
    lo, hi = stats.wilson_interval(2.5, 5)
    assert lo + hi == pytest.approx(1.0)
    assert lo < 0.5 < hi
    # Half a win more moves both ends up.
    lo2, hi2 = stats.wilson_interval(3.0, 5)
    assert lo2 > lo and hi2 > hi
    # More trials, narrower interval.
    assert stats.wilson_interval(50, 100)[1] - stats.wilson_interval(50, 100)[0] < hi - lo
    with pytest.raises(ValueError):
        stats.wilson_interval(1, 0)
    with pytest.raises(ValueError):
        stats.wilson_interval(6, 5)


def test_mean_interval_and_percentile() -> None:
    mean, lo, hi = stats.mean_interval([1.0, 2.0, 3.0, 4.0])
    half = stats.Z95 * math.sqrt(5 / 3) / 2  # sample sd of 1..4 is √(5/3)
    assert mean == 2.5
    assert (lo, hi) == (pytest.approx(2.5 - half), pytest.approx(2.5 + half))
    assert stats.mean_interval([3.0]) == (3.0, 3.0, 3.0)
    assert stats.p95([float(i) for i in range(1, 101)]) == 95.0
    assert stats.p95([0.2]) == 0.2


# --------------------------------------------------------------------------------------------
# Shared wins and places


def test_shared_wins_are_fractions() -> None:
    assert stats.win_shares(4, [2]) == [0.0, 0.0, 1.0, 0.0]
    assert stats.win_shares(4, [0, 3]) == [0.5, 0.0, 0.0, 0.5]
    assert stats.win_shares(3, [0, 1, 2]) == pytest.approx([1 / 3] * 3)
    with pytest.raises(ValueError):
        stats.win_shares(2, [])


def test_ranks_share_places_of_level_seats() -> None:
    # (score, tie-break): seats 0 and 2 are level even after the tie-break.
    places = stats.ranks([(100, 1), (120, 0), (100, 1), (90, 4)])
    assert places == [2.5, 1.0, 2.5, 4.0]
    # The tie-break separates equal scores.
    assert stats.ranks([(100, 3), (100, 1)]) == [1.0, 2.0]
    assert stats.ranks([(80, 0), (80, 0)]) == [1.5, 1.5]
    for keys in ([(5, 0)] * 5, [(i, 0) for i in range(5)], [(1, 0), (2, 0), (1, 0)]):
        n = len(keys)
        assert sum(stats.ranks(keys)) == n * (n + 1) / 2


def test_summary_counts_shared_wins_as_fractions() -> None:
    task = t.Task("cell", 2, "basic", 1, ("strong", "heuristic"), (0, 1), 1)
    swapped = t.Task("cell", 2, "basic", 1, ("heuristic", "strong"), (1, 0), 1)
    outcomes = [
        t.GameOutcome(task, [120, 100], [1.0, 0.0], [1.0, 2.0], []),
        t.GameOutcome(swapped, [110, 110], [0.5, 0.5], [1.5, 1.5], []),
        t.GameOutcome(task, [90, 130], [0.0, 1.0], [2.0, 1.0], []),
        t.GameOutcome(swapped, [100, 140], [0.0, 1.0], [2.0, 1.0], []),
    ]
    summary = stats.summarize(outcomes)
    strong = summary["strong"]
    assert strong.observations == 4
    rate, low, high = strong.win_rate()
    assert rate == pytest.approx(2.5 / 4)
    assert (low, high) == pytest.approx(stats.wilson_interval(2.5, 4))
    assert strong.rank()[0] == pytest.approx((1 + 1.5 + 2 + 1) / 4)
    assert strong.scores == [120, 110, 90, 140]
    assert summary["heuristic"].win_rate()[0] == pytest.approx(1.5 / 4)


# --------------------------------------------------------------------------------------------
# Seating


def test_lineup_fills_seats_and_repeats_the_last_name() -> None:
    assert stats.lineup_for(["strong", "heuristic"], 4) == [
        "strong",
        "heuristic",
        "heuristic",
        "heuristic",
    ]
    assert stats.lineup_for(["a", "b", "c"], 2) == ["a", "b"]
    assert stats.lineup_for(["a"], 3) == ["a", "a", "a"]
    with pytest.raises(ValueError):
        stats.lineup_for([], 2)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_lineup_position_sits_in_every_seat_equally_often(players: int) -> None:
    lineup = stats.lineup_for(["strong", "heuristic", "random"], players)
    tasks = t.cell_tasks(lineup, players, "basic", 23, 1000, 1)
    # Rounded up to whole rotations: every deal is played once per rotation.
    assert len(tasks) == math.ceil(23 / players) * players
    assert len(tasks) % players == 0
    seats_of_position = Counter(
        (pos, seat) for task in tasks for seat, pos in enumerate(task.positions)
    )
    assert set(seats_of_position.values()) == {len(tasks) // players}
    assert len(seats_of_position) == players * players
    for task in tasks:
        assert list(task.seats) == [lineup[pos] for pos in task.positions]
        assert sorted(task.seats) == sorted(lineup)
    # Each agent name sits in each seat in proportion to its number of copies.
    by_name = Counter((name, seat) for task in tasks for seat, name in enumerate(task.seats))
    for name in set(lineup):
        counts = {by_name[(name, seat)] for seat in range(players)}
        assert counts == {lineup.count(name) * len(tasks) // players}
    # The same cards for every rotation of a deal.
    assert set(Counter(task.seed for task in tasks).values()) == {players}


def test_rotation_is_a_cyclic_shift() -> None:
    assert stats.rotated(["a", "b", "c"], 0) == ["a", "b", "c"]
    assert stats.rotated(["a", "b", "c"], 1) == ["b", "c", "a"]
    assert stats.rotated(["a", "b", "c"], 3) == ["a", "b", "c"]


# --------------------------------------------------------------------------------------------
# Whole runs


def test_a_small_tournament_reports_every_table(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "tournament",
            "--games", "2",
            "--h2h-games", "2",
            "--iterations", "1",
            "--players", "2",
            "--agents", "strong,heuristic,random",
        ]
    )  # fmt: skip
    assert code == 0
    text = capsys.readouterr().out
    assert "--players 2 " in text and "Wilson" in text
    rows = [line for line in text.splitlines() if line.startswith("| 2 |")]
    # Two players: the first two of the line-up, in both variants.
    assert len(rows) == 2 * 2
    assert not any("random" in row for row in rows)
    assert "| strong vs heuristic | 2 |" in text and "| strong vs random | 2 |" in text
    assert "Strong agent speed at 1 playouts per decision" in text
    assert "Strong beats heuristic in at least 60 % of two-player games" in text


def test_tournament_without_the_strong_agent_and_bad_arguments(
    capsys: pytest.CaptureFixture[str],
) -> None:
    result = t.run(2, 0, 5, 1, ["heuristic", "random"], 1, "cmd", player_counts=(2,))
    assert result.two_player_rate is None and result.four_player_best is None
    assert "Strong agent speed" not in result.text
    assert "| 2 | basic | 2 | heuristic |" in result.text
    assert main(["tournament", "--agents", "nobody"]) == 2
    assert main(["tournament", "--players", "6"]) == 2
    assert main(["tournament", "--games", "0"]) == 2
    capsys.readouterr()


@pytest.mark.parametrize("cpu", [False, True])
def test_bench_counts_wall_or_cpu_seconds(cpu: bool, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["bench", "--players", "2", "--batches", "1", "--games", "2"]
    assert main([*args, "--cpu"] if cpu else args) == 0
    head, games, actions = capsys.readouterr().out.splitlines()
    assert head.endswith("CPU time of the process" if cpu else "wall clock")
    assert games.startswith("games/s:") and actions.startswith("actions/s:")


def test_search_bench_counts_playouts_within_a_cpu_budget(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["search-bench", "--budget", "0.02", "--every", "60", "--cpu"]) == 0
    head, per_decision, per_second = capsys.readouterr().out.splitlines()
    assert head.startswith("strong agent, 0.02 s of CPU time of the process per decision")
    counts = [int(c) for c in per_decision.split("[")[1].rstrip("]").split(",")]
    assert len(counts) == int(head.rsplit(" ", 2)[1]) and min(counts) >= 1
    assert per_second.startswith("playouts per CPU second:")
