"""Exports (``rules/export.py``, ``docs/export-format.md``): a finished game of every registered
game replays from its export to the same state hash; a tampered export is caught at the first
divergence; an export of a running game keeps what its viewer may not see (H-14, T-15.2: other
seats' secret choices, private events, the seed) out, as the conformance leak checks see it."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from test_conformance import leaks

from bot.games import GAME_MODULES, plugin
from rules import export
from rules.core import Game

NAMES = ("Ann", "Bořek", "Zofia", "Дмитрий")


def play(
    rules: Game[Any, Any], players: int, seed: int, stop: int | None = None, variant: str = ""
) -> Any:
    """A seeded random game (to the end, or ``stop`` actions): the state, the stored actions
    (as the bot keeps them) and the state after each action."""
    options = {"variant": variant or rules.info.variants[0]}
    state = rules.new(players, options, seed)
    rng = random.Random(seed)
    actions: list[export.PlayedAction] = []
    states: list[str] = [rules.dump(state)]
    while not rules.is_over(state) and (stop is None or len(actions) < stop):
        decision = rules.decision(state)
        assert decision is not None
        seat = rng.choice(list(decision.seats))
        legal = rules.legal_actions(state, seat)
        rest = [a for a in legal if rules.encode_action(a) not in ("resign", "undo")]
        action = rng.choice(rest or legal)
        version = rules.version(state)
        events = rules.apply(state, seat, action)
        actions.append(
            export.PlayedAction(
                seat=seat,
                code=rules.encode_action(action),
                version=version,
                actor="player" if seat == 0 else "ai",
                at=1_800_000_000.0 + len(actions) * 60,
                events=[e.to_json() for e in events],
            )
        )
        states.append(rules.dump(state))
    return options, state, actions, states


def build(rules: Game[Any, Any], players: int, seed: int, **kw: Any) -> Any:
    stop, variant = kw.pop("stop", None), kw.pop("variant", "")
    options, state, actions, states = play(rules, players, seed, stop, variant)
    done = rules.is_over(state)
    data = export.build(
        rules,
        players=[
            export.Player(s, NAMES[s], None if s == 0 else "heuristic") for s in range(players)
        ],
        options=options,
        seed=seed,
        actions=actions,
        complete=kw.pop("complete", done),
        final_state=rules.dump(state),
        created_at=1_800_000_000.0,
        finished_at=1_800_090_000.0 if done else None,
        game_id="abcd1234",
        **kw,
    )
    return data, state, states


@pytest.mark.parametrize("name", list(GAME_MODULES))
def test_a_finished_game_replays_from_its_export_to_the_same_hash(name: str) -> None:
    rules = plugin(name).rules
    data, state, _ = build(rules, 2, 11)
    assert data["complete"] and data["status"] == "finished" and data["seed"] == 11
    assert data["final_state_sha256"] == export.state_hash(rules, state)
    assert data["result"] == rules.result(state).to_json()  # type: ignore[union-attr]
    assert data["data_version"] == rules.data_version(state)
    # Through the file's text, as a player downloads it.
    again = export.parse(export.dumps(data))
    report = export.replay(rules, again)
    assert report.ok, report.divergence
    assert report.state_hash == data["final_state_sha256"]
    assert report.applied == len(data["actions"]) > 0


def test_a_tampered_action_is_reported_at_the_first_divergence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = plugin("hadara").rules
    data, _, _ = build(rules, 3, 5)
    # Another legal move at action 4: the rules accept it, its events differ.
    tampered = json.loads(json.dumps(data))
    state = rules.new(3, data["options"], data["seed"])
    for entry in data["actions"][:3]:
        rules.apply(state, entry["seat"], rules.decode_action(entry["action"]))
    fourth = data["actions"][3]
    other = next(
        code
        for code in map(rules.encode_action, rules.legal_actions(state, fourth["seat"]))
        if code != fourth["action"]
    )
    tampered["actions"][3]["action"] = other
    report = export.replay(rules, tampered)
    assert not report.ok and report.applied == 3
    assert report.divergence is not None and report.divergence.startswith("action 4 (seat")
    # A move the rules refuse, and a changed final hash, are named as such.
    refused = json.loads(json.dumps(data))
    refused["actions"][0]["action"] = "wheel.99"
    assert "refused by the rules" in str(export.replay(rules, refused).divergence)
    wrong_hash = {**data, "final_state_sha256": "0" * 64}
    assert "final state hash" in str(export.replay(rules, wrong_hash).divergence)
    # The command line: exit 1 with the first divergence; 0 and the hash for the true file.
    from rules.tools.hadara.cli import main

    bad, good = tmp_path / "bad.json", tmp_path / "good.json"
    bad.write_text(export.dumps(tampered), encoding="utf-8")
    good.write_text(export.dumps(data), encoding="utf-8")
    assert main(["replay", str(bad)]) == 1
    assert "MISMATCH after 3 actions: action 4" in capsys.readouterr().out
    assert main(["replay", str(good)]) == 0
    out = capsys.readouterr().out
    assert data["final_state_sha256"] in out and "Ann" in out and "OK:" in out


def test_the_replay_command_still_reads_playout_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from rules.tools.bids.cli import main

    assert main(["simulate", "--games", "1", "--record-dir", str(tmp_path)]) == 0
    (record,) = tmp_path.glob("*.json")
    capsys.readouterr()
    assert main(["replay", str(record)]) == 0
    assert capsys.readouterr().out.startswith("OK: ")


@pytest.mark.parametrize(
    ("name", "variant", "players", "stop"),
    [("hadara", "basic", 3, 40), ("tta", "advanced", 2, 60), ("bids", "first_price", 3, 9)],
)
def test_a_running_export_shows_only_what_its_viewer_may_see(
    name: str, variant: str, players: int, stop: int
) -> None:
    """H-14.2/H-14.3/H-14.6 (Hadara's draft), T-15.2/T-15.4.1 (TtA's military hand, the
    political phase), the sealed bids: the other seats' secret choices and private events stay
    out; the viewer's own stay in; no seed, no final state."""
    rules = plugin(name).rules
    kw = {"stop": stop, "variant": variant}
    full, state, states = build(rules, players, 7, complete=True, **kw)
    masked_any = False
    for viewer in [None, *range(players)]:
        data, _, _ = build(rules, players, 7, complete=False, viewer=viewer, **kw)
        assert not rules.is_over(state) and data["status"] == "running"
        assert data["seed"] is None and data["final_state_sha256"] is None
        assert data["viewer"] == viewer and data["result"] is None
        for n, (entry, whole) in enumerate(zip(data["actions"], full["actions"], strict=True)):
            mine = entry["seat"] == viewer
            if entry["secret"] and not mine:
                assert entry["action"] is None
                masked_any = True
            else:
                assert entry["action"] == whole["action"]
            for event in entry["events"]:
                assert event.get("private_to") in (None, viewer)
            mine_private = [e for e in whole["events"] if e.get("private_to") == viewer]
            assert all(e in entry["events"] for e in mine_private)
            # The conformance leak check of events, on what the action left hidden.
            hidden = rules.hidden(rules.load(states[n + 1]), viewer)
            assert leaks(json.dumps(entry, ensure_ascii=False), hidden) == [], (viewer, n)
        # The whole file, against what is hidden now: a seat's own past private events (the
        # cards it drew and has since discarded face down) are what it saw, so only the rest.
        now = rules.hidden(state, viewer)
        rest = data if viewer is None else {**data, "actions": []}
        assert leaks(export.dumps(rest), now) == [], viewer
        with pytest.raises(export.ExportError, match="running"):
            export.replay(rules, data)
    assert masked_any, "the game reached a secret decision"


def test_a_log_that_stops_replaying_still_exports_and_hides_what_it_cannot_judge() -> None:
    """A rules change under a running game: the stored log no longer replays from action 5.
    A running export then hides every later move of the other seats (it cannot tell which were
    secret); a complete one keeps them, and its replay names action 5."""
    rules = plugin("bids").rules
    options, state, actions, _ = play(rules, 2, 3)
    broken = [*actions[:4], replace(actions[4], code="bid.999"), *actions[5:]]
    players = [export.Player(0, "Ann"), export.Player(1, "Bořek")]
    common: dict[str, Any] = {
        "players": players,
        "options": options,
        "seed": 3,
        "actions": broken,
        "final_state": rules.dump(state),
    }
    running = export.build(rules, viewer=0, complete=False, **common)
    for entry in running["actions"][4:]:
        assert entry["secret"] is True
        assert entry["action"] == (broken[entry["n"] - 1].code if entry["seat"] == 0 else None)
    assert any(e["action"] is None for e in running["actions"][4:])
    whole = export.build(rules, complete=True, **common)
    assert whole["actions"][4]["action"] == "bid.999"
    report = export.replay(rules, whole)
    assert report.applied == 4 and str(report.divergence).startswith("action 5 (seat")
