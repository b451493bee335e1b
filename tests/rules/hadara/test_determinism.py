"""Determinism: a seed plus an action log reproduces a game byte for byte, in process and
through the ``python -m rules.hadara replay`` command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.core import Rng
from rules.hadara import data as data_mod
from rules.hadara import engine, playout
from rules.hadara import state as state_mod
from rules.hadara.actions import Action
from rules.hadara.agents import make_agent
from rules.hadara.state import HadaraState

DATA = data_mod.load()
REPO = Path(__file__).resolve().parents[3]
COMBOS = [(n, v) for n in (2, 3, 4, 5) for v in ("basic", "advanced")]


def random_game(players: int, variant: str, seed: int) -> tuple[list[str], list[tuple[int, str]]]:
    """Play a game with choices from a separate generator; return every dump and the log."""
    chooser = Rng(seed ^ 0x5EED)
    state = engine.new_game(players, variant, seed, DATA)
    dumps = [state_mod.dump(state)]
    log: list[tuple[int, str]] = []
    while not engine.is_over(state):
        seat = chooser.choice(state.acting)
        action = chooser.choice(engine.legal_actions(state, seat))
        engine.apply(state, seat, action)
        log.append((seat, action.encode()))
        dumps.append(state_mod.dump(state))
    return dumps, log


def replay_log(players: int, variant: str, seed: int, log: list[tuple[int, str]]) -> list[str]:
    state = engine.new_game(players, variant, seed, DATA)
    dumps = [state_mod.dump(state)]
    for seat, code in log:
        engine.apply(state, seat, Action.decode(code))
        dumps.append(state_mod.dump(state))
    return dumps


@pytest.mark.parametrize(("players", "variant"), COMBOS)
def test_same_seed_same_actions_same_bytes(players: int, variant: str) -> None:
    seed = 1000 + players
    dumps, log = random_game(players, variant, seed)
    again, log_again = random_game(players, variant, seed)
    assert log_again == log
    assert again == dumps
    assert replay_log(players, variant, seed, log) == dumps


def test_new_game_depends_only_on_its_arguments() -> None:
    a = engine.new_game(4, "basic", 7, DATA)
    b = engine.new_game(4, "basic", 7, DATA)
    assert state_mod.dump(a) == state_mod.dump(b)
    others = {state_mod.dump(engine.new_game(4, "basic", s, DATA)) for s in range(8, 16)}
    assert state_mod.dump(a) not in others and len(others) == 8


@pytest.mark.parametrize(("players", "variant"), COMBOS)
def test_save_and_resume_mid_game_changes_nothing(players: int, variant: str) -> None:
    seed = 77 * players
    dumps, log = random_game(players, variant, seed)
    for cut in (1, len(log) // 3, len(log) // 2, len(log) - 1):
        state: HadaraState = state_mod.load(dumps[cut])
        for seat, code in log[cut:]:
            engine.apply(state, seat, Action.decode(code))
        assert state_mod.dump(state) == dumps[-1]


@pytest.mark.parametrize(("players", "variant"), COMBOS)
def test_replayed_record_equals_original(players: int, variant: str) -> None:
    seed = 31 + players
    names = ["heuristic", "random"]
    agents = [make_agent(names[i % 2], seed + i) for i in range(players)]
    state, record = playout.play(players, variant, seed, agents)
    original = state_mod.dump(state)
    assert record.final_dump_sha == playout.sha256(original)
    # Through JSON, as a saved record would travel.
    loaded = playout.Record.from_json(json.loads(json.dumps(record.to_json())))
    replayed, result = playout.replay(loaded)
    assert state_mod.dump(replayed) == original
    assert result.to_json() == record.result


# --------------------------------------------------------------------------------------------
# The command line


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rules.hadara", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    out = tmp_path_factory.mktemp("records")
    done = run_cli(
        "simulate",
        "--players",
        "3",
        "--variant",
        "advanced",
        "--games",
        "2",
        "--seed",
        "40",
        "--agents",
        "heuristic,random",
        "--record-dir",
        str(out),
    )
    assert done.returncode == 0, done.stderr
    files = sorted(out.glob("*.json"))
    assert [f.name for f in files] == ["game-40.json", "game-41.json"]
    return files


def test_cli_replays_a_simulated_record(records: list[Path]) -> None:
    for file in records:
        done = run_cli("replay", str(file))
        assert done.returncode == 0, done.stdout + done.stderr
        assert done.stdout.startswith("OK:")
        raw = json.loads(file.read_text(encoding="utf-8"))
        assert f"{len(raw['actions'])} actions replayed" in done.stdout


def _tamper(raw: dict, how: str) -> dict:  # type: ignore[type-arg]
    raw = json.loads(json.dumps(raw))
    actions = raw["actions"]
    if how == "drop_last_action":
        actions.pop()
    elif how == "unknown_code":
        actions[5][1] = "draft.9z99.buy"
    elif how == "junk_code":
        actions[5][1] = "not an action"
    elif how == "wrong_seat":
        actions[0][0] = (actions[0][0] + 1) % raw["players"]
    elif how == "seat_out_of_range":
        actions[0][0] = 17
    elif how == "swap_choice":
        # A different but well-formed choice for a draft: sell instead of buy, or vice versa.
        i = next(i for i, (_, code) in enumerate(actions) if code.startswith("draft."))
        code = actions[i][1]
        actions[i][1] = code.replace(".b", ".s") if ".b" in code else code.replace(".s", ".b")
    elif how == "other_seed":
        raw["seed"] += 1
    elif how == "other_score":
        raw["result"]["scores"][0]["total"] += 1
    elif how == "other_sha":
        raw["final_state_sha256"] = "0" * 64
    elif how == "extra_action":
        actions.append([0, "pass"])
    elif how == "bad_players":
        raw["players"] = 9
    elif how == "bad_variant":
        raw["variant"] = "expert"
    elif how == "bad_format":
        raw["format"] = "chess-record"
    elif how == "bad_actions":
        raw["actions"] = "draft"
    else:  # pragma: no cover
        raise AssertionError(how)
    return raw


TAMPERS = [
    "drop_last_action",
    "unknown_code",
    "junk_code",
    "wrong_seat",
    "seat_out_of_range",
    "swap_choice",
    "other_seed",
    "other_score",
    "other_sha",
    "extra_action",
    "bad_players",
    "bad_variant",
    "bad_format",
    "bad_actions",
]


@pytest.mark.parametrize("how", TAMPERS)
def test_cli_rejects_a_tampered_record(records: list[Path], tmp_path: Path, how: str) -> None:
    raw = json.loads(records[0].read_text(encoding="utf-8"))
    bad = tmp_path / f"{how}.json"
    bad.write_text(json.dumps(_tamper(raw, how)), encoding="utf-8")
    done = run_cli("replay", str(bad))
    assert done.returncode != 0, done.stdout
    # A clean refusal, not a crash.
    assert "Traceback" not in done.stderr, done.stderr
    assert done.stdout.startswith(("replay failed", "MISMATCH")), done.stdout


def test_cli_rejects_a_file_that_is_not_json(tmp_path: Path) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    done = run_cli("replay", str(bad))
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    missing = run_cli("replay", str(tmp_path / "missing.json"))
    assert missing.returncode != 0
    assert "Traceback" not in missing.stderr
