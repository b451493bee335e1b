"""Upgrades never strand a game (issue 27): a Hadara game plays to its end with the data set it
started with (docs/saved-games.md), found by its fingerprint even when its directory moved.

A correction is made in a copy of the bundled data: one card's cost changes (H-5.4 prices a card
from its printed cost). Run with that copy as the current data (``Hadara(data=dir)``), a game
saved before keeps the old cost, a new game has the new one; a reformatted copy is the same data.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from rules.core import BadDump, Game
from rules.hadara import GAME
from rules.hadara import data as data_mod
from rules.hadara import state as state_mod
from rules.hadara.actions import Action
from rules.hadara.game import Hadara
from rules.hadara.state import HadaraState

SAVED = Path(__file__).parents[1] / "saves" / "states-6daf1d8.json"
CARD = "1b01"


def write_copy(target: Path, cost_delta: int = 0, indent: int | None = None) -> Path:
    target.mkdir(parents=True)
    for name in data_mod.FILES:
        raw = json.loads((data_mod.DEFAULT_DIR / f"{name}.json").read_text(encoding="utf-8"))
        if name == "cards":
            for card in raw["cards"]:
                if card["id"] == CARD:
                    card["cost"] += cost_delta
        (target / f"{name}.json").write_text(json.dumps(raw, indent=indent) + "\n", "utf-8")
    return target


def play(game: Game[HadaraState, Action], state: HadaraState, steps: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over(state):
            return
        seat = rng.choice(game.to_act(state))
        actions = [a for a in game.legal_actions(state, seat) if a.encode() != "resign"]
        game.apply(state, seat, rng.choice(actions))


def test_a_game_saved_before_a_correction_keeps_the_old_cost(tmp_path: Path) -> None:
    """H-5.4: the cost a card is bought for comes from the game's own data set."""
    old_cost = data_mod.load().cards[CARD].cost
    edited = Hadara(data=str(write_copy(tmp_path / "corrected", cost_delta=3)))
    state = GAME.new(3, {"variant": "basic"}, 21)
    play(GAME, state, 30, 21)
    resumed = edited.load(GAME.dump(state))
    assert resumed.data.cards[CARD].cost == old_cost
    assert edited.data_version(resumed) == GAME.data_version(state)
    play(edited, resumed, 150, 22)
    play(GAME, state, 150, 22)
    assert edited.dump(resumed) == GAME.dump(state)
    fresh = edited.new(3, {"variant": "basic"}, 21)
    assert fresh.data.cards[CARD].cost == old_cost + 3
    assert edited.data_version(fresh) != GAME.data_version(state)
    # with_data: the game whose new games use the data of the game saved before the edit.
    again = edited.with_data(GAME.data_version(state)).new(3, {"variant": "basic"}, 21)
    assert again.data.cards[CARD].cost == old_cost


def test_reformatted_data_is_the_same_data_set(tmp_path: Path) -> None:
    copy = data_mod.load(write_copy(tmp_path / "pretty", indent=3))
    assert copy.fingerprint == data_mod.load().fingerprint


def test_a_game_finds_its_data_when_the_directory_moved(tmp_path: Path) -> None:
    """A state names its data directory (``ref``) as a hint only: a moved or deleted directory
    holding the bundled data (same fingerprint) does not stop the game."""
    state = GAME.new(2, {"data": str(write_copy(tmp_path / "mine"))}, 4)
    raw = json.loads(GAME.dump(state))
    shutil.rmtree(tmp_path / "mine")
    raw["data"]["ref"] = str(tmp_path / "mine")
    loaded = GAME.load(json.dumps(raw))
    assert loaded.data.fingerprint == raw["data"]["fingerprint"]
    play(GAME, loaded, 20, 4)


def test_unknown_data_or_newer_formats_are_refused_clearly() -> None:
    raw = json.loads(GAME.dump(GAME.new(2, {}, 1)))
    raw["data"] = {"ref": "/nowhere", "fingerprint": "0123456789abcdef"}
    with pytest.raises(BadDump, match="does not have the Hadara data set"):
        GAME.load(json.dumps(raw))
    with pytest.raises(BadDump, match="does not have the Hadara data set"):
        GAME.with_data("0123456789abcdef")
    raw = json.loads(GAME.dump(GAME.new(2, {}, 1)))
    raw["format_version"] = state_mod.FORMAT_VERSION + 1
    with pytest.raises(BadDump, match="saved by a newer release"):
        GAME.load(json.dumps(raw))


def test_states_saved_by_6daf1d8_load_and_play_on() -> None:
    games = [g for g in json.loads(SAVED.read_text("utf-8"))["games"] if g["game"] == "hadara"]
    assert {g["variant"] for g in games} == {"basic", "advanced"}
    for game in games:
        state = GAME.load(game["state"])
        assert GAME.dump(state) == game["state"]
        play(GAME, state, 60, 8)


def test_an_upgrade_of_the_bundled_data_finds_the_old_data_in_the_archive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real upgrade: the bundled data itself changes (its ``ref`` stays "default") and no
    data set is in memory (a fresh process): a game saved before plays on with the archived
    release (H-5.4: the old cost)."""
    old_cost = data_mod.load().cards[CARD].cost
    state = GAME.new(4, {"variant": "advanced"}, 9)
    play(GAME, state, 40, 9)
    saved = GAME.dump(state)
    monkeypatch.setattr(data_mod, "DEFAULT_DIR", write_copy(tmp_path / "new", cost_delta=2))
    monkeypatch.setattr(data_mod, "_CACHE", {})
    monkeypatch.setattr(data_mod, "_BY_FINGERPRINT", {})
    upgraded = Hadara()
    assert upgraded.current_data().cards[CARD].cost == old_cost + 2
    resumed = upgraded.load(saved)
    assert resumed.data.cards[CARD].cost == old_cost
    assert resumed.data.ref == f"released/{GAME.data_version(state)}"
    play(upgraded, resumed, 100, 10)
    play(GAME, state, 100, 10)
    # The same game; only the hint of where its data was found differs.
    mine, theirs = json.loads(upgraded.dump(resumed)), json.loads(GAME.dump(state))
    mine["data"]["ref"] = theirs["data"]["ref"]
    assert mine == theirs
