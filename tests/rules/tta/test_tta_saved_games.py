"""Saved games are players' data: Through the Ages games saved by an earlier release load with
the current code and play on to their end.

``saved/release-<commit>.json`` holds games in progress saved by that release (every variant,
2–4 players, several with a question pending: a discard, a pick, a defence or colonizing force, a
split), made by ``saved/make_saved.py`` run with that release's code. Each is loaded, checked
(dump → load → dump, a decision with legal actions) and played to the end by the heuristic agents
(with a random move now and then), so a change that makes one unloadable or stuck fails here.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from rules.tta import GAME
from rules.tta.agents import make_agent

SAVED = Path(__file__).parent / "saved"


def saved_games() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in sorted(SAVED.glob("release-*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for game in data["games"]:
            out.append((f"{data['release']}-{game['variant']}-{game['players']}", game))
    return out


GAMES = saved_games()


def test_the_corpus_covers_every_variant_and_player_count() -> None:
    found = {(g["variant"], g["players"]) for _, g in GAMES}
    assert found >= {(v, n) for v in ("simple", "advanced", "full") for n in (2, 3, 4)}
    assert sum(1 for _, g in GAMES if g["pending"]) >= 4, "questions pending when saved"


@pytest.mark.parametrize(("name", "game"), GAMES, ids=[name for name, _ in GAMES])
def test_a_game_saved_by_an_earlier_release_plays_to_its_end(
    name: str, game: dict[str, Any]
) -> None:
    state = GAME.load(game["state"])
    assert GAME.dump(GAME.load(GAME.dump(state))) == GAME.dump(state)
    decision = GAME.decision(state)
    assert decision is not None and sorted(decision.seats) == sorted(game["waiting"])
    pending = state.pending[-1].kind if state.pending else None
    assert pending == game["pending"]
    players = game["players"]
    seed = int(game["seed"])
    agents = [make_agent("heuristic", seed + s) for s in range(players)]
    randoms = [make_agent("random", seed + 10 + s) for s in range(players)]
    rng = random.Random(seed)
    steps = 0
    while not GAME.is_over(state):
        decision = GAME.decision(state)
        assert decision is not None
        seat = rng.choice(list(decision.seats))
        assert GAME.legal_actions(state, seat), f"{name}: seat {seat} is stuck"
        agent = randoms[seat] if rng.random() < 0.1 else agents[seat]
        action = agent.choose(state, seat)
        if GAME.encode_action(action) == "resign":
            action = agents[seat].choose(state, seat)
        GAME.apply(state, seat, action)
        steps += 1
        assert steps < 20_000, f"{name} does not end"
    result = GAME.result(state)
    assert result is not None and len(result.scores) == players
