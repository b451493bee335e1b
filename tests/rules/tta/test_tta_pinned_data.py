"""Upgrades never strand a game (issue 27): a Through the Ages game plays to its end with the card
data it started with, whatever the current data says (docs/saved-games.md).

A correction is made the way a real one would be, in a copy of ``cards.json``: a card's number
(Agriculture yields 2 food per worker instead of 1, T-13.1 production), a card's text (its Czech
name) and one card added (an Age A leader, in the deck in place of Julius Caesar). The game runs
with that copy as its current data (``Tta(data=path)``), or with it in place of the bundled file:
games saved before the edit continue with the old numbers, new games use the new ones.
Reformatting the file changes nothing. States of the earlier state format (release a76db98, and
6daf1d8 before format 2) load and play on.
"""

from __future__ import annotations

import copy
import gzip
import json
import random
from pathlib import Path
from typing import Any

import pytest

from rules.core import BadDump, Game
from rules.tta import GAME, Tta, catalog
from rules.tta import cards as cards_mod
from rules.tta import state as state_mod
from rules.tta.actions import Action
from rules.tta.agents import make_agent
from rules.tta.cards import DEFAULT_PATH

SAVED = Path(__file__).parents[1] / "saves" / "states-6daf1d8.json"
A76 = Path(__file__).parents[2] / "saved" / "release-a76db98.json.gz"
CURRENT = catalog.load()  # the bundled card data


def corrected(document: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(document)
    cards = {c["id"]: c for c in out["cards"]}
    cards["agriculture"]["per_worker"] = {"food": 2}
    cards["agriculture"]["token_value"] = 2  # the data checks: a token is worth the output
    cards["agriculture"]["name_cs"] = "Zemědělství"
    # The Age A deck has exactly six leaders (T-2.2): the new card takes one's place in it.
    leader = copy.deepcopy(cards["julius_caesar"])
    leader.update(id="julius_caesar_ii", name="Julius Caesar II")
    cards["julius_caesar"].update(copies={"p2": 0, "p3": 0, "p4": 0}, in_deck=False)
    out["cards"].append(leader)
    return out


@pytest.fixture(scope="module")
def edited(tmp_path_factory: pytest.TempPathFactory) -> Tta:
    document = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))
    path = tmp_path_factory.mktemp("tta-data") / "cards.json"
    path.write_text(json.dumps(corrected(document), indent=1), encoding="utf-8")
    return Tta(data=str(path))


def play(
    game: Game[state_mod.TtaState, Action], state: state_mod.TtaState, steps: int, seed: int
) -> None:
    """``steps`` random legal actions (no resignation), the same for the same seed."""
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over(state):
            return
        seat = game.to_act(state)[0]
        actions = [a for a in game.legal_actions(state, seat) if a.encode() != "resign"]
        game.apply(state, seat, rng.choice(actions))


def test_a_reformatted_data_file_is_the_same_data(tmp_path: Path) -> None:
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    (tmp_path / "newline").mkdir()
    (tmp_path / "newline" / "cards.json").write_text(text + "\n", encoding="utf-8")
    (tmp_path / "compact").mkdir()
    (tmp_path / "compact" / "cards.json").write_text(
        json.dumps(json.loads(text), sort_keys=True), encoding="utf-8"
    )
    state = GAME.new(2, {"variant": "advanced"}, 5)
    play(GAME, state, 20, 5)
    text = GAME.dump(state)
    for folder in ("newline", "compact"):
        game = Tta(data=str(tmp_path / folder))
        assert game.cat.fingerprint == CURRENT.fingerprint
        assert game.dump(game.load(text)) == text


def test_a_game_saved_before_a_correction_keeps_its_card_numbers(edited: Tta) -> None:
    """T-13.1: Agriculture's food per worker is the one of the data the game started with."""
    state = GAME.new(2, {"variant": "simple"}, 11)
    play(GAME, state, 25, 11)
    saved = GAME.dump(state)
    old = edited.load(saved)
    assert edited.data_version(old) == CURRENT.fingerprint != edited.cat.fingerprint
    farms = [b for b in GAME.view(state, 0)["players"][0]["buildings"] if b["type"] == "farm"]
    food = sum(b["workers"] * (1 if b["card"] == "agriculture" else 0) for b in farms)
    assert (
        edited.view(old, 0)["players"][0]["food_production"]
        == (GAME.view(state, 0)["players"][0]["food_production"])
    )
    assert food > 0
    # It plays on exactly as it would have without the correction.
    play(edited, old, 120, 12)
    play(GAME, state, 120, 12)
    assert edited.dump(old) == GAME.dump(state)
    assert edited.dump(edited.load(edited.dump(old))) == edited.dump(old)


def test_a_new_game_uses_the_corrected_data(edited: Tta) -> None:
    new = edited.new(2, {"variant": "simple"}, 11)
    old = GAME.new(2, {"variant": "simple"}, 11)
    assert edited.data_version(new) == edited.cat.fingerprint
    for seat in (0, 1):
        mine = edited.view(new, seat)["players"][seat]
        before = GAME.view(old, seat)["players"][seat]
        # Two workers on Agriculture at the start: 2 food a turn before, 4 after (T-13.1).
        assert (before["food_production"], mine["food_production"]) == (2, 4)
    assert "julius_caesar_ii" in edited.cat.info and "julius_caesar_ii" not in CURRENT.info
    # The corrected game reloads with its own data, the old game with the old data.
    assert edited.load(edited.dump(new)).data_fingerprint == edited.cat.fingerprint
    # with_data: a replay of a game started before the correction uses the old data.
    again = edited.with_data(CURRENT.fingerprint).new(2, {"variant": "simple"}, 11)
    assert edited.dump(again) == GAME.dump(old)


def test_unknown_data_is_refused_clearly() -> None:
    with pytest.raises(BadDump, match="does not have the card data"):
        GAME.with_data("0123456789abcdef")
    raw = json.loads(GAME.dump(GAME.new(2, {}, 1)))
    raw["data_fingerprint"] = "0123456789abcdef"
    with pytest.raises(BadDump, match="does not have the card data"):
        GAME.load(json.dumps(raw))
    raw["format_version"] = state_mod.FORMAT_VERSION + 1
    with pytest.raises(BadDump, match="saved by a newer release"):
        GAME.load(json.dumps(raw))


def saved_states() -> list[tuple[str, str]]:
    out = [
        (f"6daf1d8-{g['variant']}", g["state"])
        for g in json.loads(SAVED.read_text(encoding="utf-8"))["games"]
        if g["game"] == "tta"
    ]
    with gzip.open(A76, "rt", encoding="utf-8") as corpus:
        for g in json.load(corpus)["games"]:
            if g["players"] == 3:
                out.append((f"a76db98-{g['variant']}", g["points"][0]["record"]["state"]))
    return out


@pytest.mark.parametrize(("name", "text"), saved_states(), ids=[n for n, _ in saved_states()])
def test_a_state_of_format_1_loads_and_plays_on(name: str, text: str, edited: Tta) -> None:
    """Format 1 named the data by the bytes of cards.json: the migration maps the released
    file's byte fingerprint to its content fingerprint; the game plays on, also after the data
    changed (the edited game keeps it on its data)."""
    assert json.loads(text)["format_version"] == 1
    for game in (GAME, edited):
        state = game.load(text)
        assert state.data_fingerprint == CURRENT.fingerprint
        dumped = json.loads(game.dump(state))
        assert dumped["format_version"] == state_mod.FORMAT_VERSION
        play(game, state, 40, 3)
        assert game.decision(state) is not None or game.is_over(state)
    assert state_mod.MIGRATIONS.describe()[0][1] == "_format_1_to_2"


def test_a_format_1_state_of_unlisted_data_loads_with_that_file(tmp_path: Path) -> None:
    """A state of format 1 saved with another data file (not a release) loads when the game
    runs with that very file (its byte fingerprint matches)."""
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(corrected(json.loads(DEFAULT_PATH.read_text("utf-8")))), "utf-8")
    game = Tta(data=str(path))
    raw = json.loads(game.dump(game.new(2, {}, 3)))
    raw["format_version"] = 1
    raw["data_fingerprint"] = game.cat.db.legacy_fingerprint
    state = game.load(json.dumps(raw))
    assert state.data_fingerprint == game.cat.fingerprint
    assert catalog.of_fingerprint(state.data_fingerprint).info["agriculture"].per_worker.food == 2


def test_an_upgrade_of_the_bundled_data_finds_the_old_data_in_the_archive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real upgrade: the bundled cards.json itself is corrected and nothing of the old data
    is in memory (a fresh process); a game saved before plays on with the archived release
    (T-13.1: still 1 food per worker on Agriculture)."""
    state = GAME.new(2, {"variant": "simple"}, 11)
    play(GAME, state, 10, 11)
    saved = GAME.dump(state)
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(corrected(json.loads(DEFAULT_PATH.read_text("utf-8")))), "utf-8")
    monkeypatch.setattr(cards_mod, "DEFAULT_PATH", path)
    monkeypatch.setattr(cards_mod, "_CACHE", {})
    monkeypatch.setattr(catalog, "_BY_FINGERPRINT", {})
    catalog._load.cache_clear()
    try:
        upgraded = Tta()
        assert upgraded.cat.info["agriculture"].per_worker.food == 2
        old = upgraded.load(saved)
        assert (
            upgraded.view(old, 0)["players"][0]["food_production"]
            == (GAME.view(state, 0)["players"][0]["food_production"])
        )
        # The agents of AI seats read the game's own data too.
        assert catalog.of_state(old).fingerprint == CURRENT.fingerprint
        assert catalog.load().fingerprint != CURRENT.fingerprint
        seat = upgraded.to_act(old)[0]
        legal = {a.encode() for a in upgraded.legal_actions(old, seat)}
        for name in ("random", "heuristic"):
            assert make_agent(name, 1).choose(old, seat).encode() in legal
        play(upgraded, old, 60, 13)
        play(GAME, state, 60, 13)
        assert upgraded.dump(old) == GAME.dump(state)
    finally:
        catalog._load.cache_clear()
