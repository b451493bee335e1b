"""Undo within a turn (issue 18, rules/tta/undo.py): one action at a time, back to exactly the
state before it, never past a point where something hidden was revealed or another seat was
asked; versions keep increasing and the game replays from seed + log with its undos."""

from __future__ import annotations

import json
import random

import tta_helpers as h

from rules.tta import GAME
from rules.tta.actions import Action
from rules.tta.state import TtaState

# What an undo may change besides the game itself: its bookkeeping.
VOLATILE = ("version", "actions_applied", "wait_since", "undo_point", "undo_seat", "undo_actions")


def game_of(state: TtaState) -> dict[str, object]:
    raw = json.loads(GAME.dump(state))
    return {k: v for k, v in raw.items() if k not in VOLATILE}


def simple_turn() -> tuple[TtaState, int]:
    """Round 2 of a 2-player simple game, the start player on turn with its actions."""
    state = GAME.new(2, {"variant": "simple"}, 21)
    while state.round < 2 or state.current != state.start or state.players[state.current].acted:
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, Action("end"))
    return state, state.current


def test_undo_takes_back_one_action_at_a_time() -> None:
    state, seat = simple_turn()
    assert "undo" not in h.codes(state, seat), "nothing to take back at the start of a turn"
    history = [game_of(state)]
    for _ in range(3):
        safe = [c for c in h.codes(state, seat) if c.split(".")[0] in ("take", "pop", "build")]
        GAME.apply(state, seat, Action.decode(safe[0]))
        history.append(game_of(state))
    versions = []
    for back in range(3, 0, -1):
        assert "undo" in h.codes(state, seat)
        versions.append(state.version)
        events = GAME.apply(state, seat, Action("undo"))
        assert [e.kind for e in events] == ["undo"]
        assert game_of(state) == history[back - 1], f"undo {4 - back} restores the state"
    assert versions == sorted(versions) and state.version == versions[-1] + 1
    assert "undo" not in h.codes(state, seat)


def test_the_first_turn_of_the_game_can_be_taken_back_too() -> None:
    """The game's start is an undo point: round 1's first player may take back its card."""
    state = GAME.new(3, {"variant": "simple"}, 4)
    seat = state.current
    start = game_of(state)
    take = next(c for c in h.codes(state, seat) if c.startswith("take."))
    GAME.apply(state, seat, Action.decode(take))
    assert "undo" in h.codes(state, seat)
    GAME.apply(state, seat, Action("undo"))
    assert game_of(state) == start


def test_undo_stops_at_the_end_of_a_turn_and_for_other_seats() -> None:
    state, seat = simple_turn()
    take = next(c for c in h.codes(state, seat) if c.startswith("take."))
    GAME.apply(state, seat, Action.decode(take))
    GAME.apply(state, seat, Action("end"))
    other = GAME.to_act(state)[0]
    assert other != seat and "undo" not in h.codes(state, other)
    refused = GAME.legal_actions(state, other)
    assert Action("undo") not in refused


def test_undo_never_passes_a_revealed_card() -> None:
    """T-19.3's draw reveals a military card: an undo point after it."""
    state = h.adv(2, seed=7, continuous_draw=True)
    seat = state.start
    p = h.political(state, seat)
    state.phase = "actions"
    state.undo_seat, state.undo_actions, state.undo_point = seat, [], ""
    p.acted = True
    take = next(c for c in h.codes(state, seat) if c.startswith("take."))
    GAME.apply(state, seat, Action.decode(take))
    assert "undo" in h.codes(state, seat)
    assert "draw" in h.codes(state, seat)
    GAME.apply(state, seat, Action("draw"))
    assert "undo" not in h.codes(state, seat), "the drawn card stays drawn"


def test_games_with_undos_replay_exactly() -> None:
    rng = random.Random(4)
    for seed in range(3):
        state = GAME.new(3, {"variant": "simple"}, seed)
        log: list[tuple[int, str]] = []
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            codes = h.codes(state, seat)
            code = "undo" if "undo" in codes and rng.random() < 0.3 else rng.choice(codes)
            if code == "undo" and rng.random() < 0.5:
                code = rng.choice([c for c in codes if c != "undo"])
            GAME.apply(state, seat, Action.decode(code))
            log.append((seat, code))
            assert len(log) < 5000
        assert any(code == "undo" for _, code in log)
        again = GAME.new(3, {"variant": "simple"}, seed)
        for seat, code in log:
            GAME.apply(again, seat, Action.decode(code))
        assert GAME.dump(again) == GAME.dump(state)


def test_the_heuristic_agent_never_takes_a_move_back() -> None:
    """Undo is for people: an agent that took back its own choice would choose it again (a
    3-player full game of seed 103 once looped for ever between a move and its undo)."""
    from rules.tta.agents import make_agent

    state = GAME.new(3, {"variant": "full"}, 103)
    agents = [make_agent("heuristic", 130 + s) for s in range(3)]
    for _ in range(5000):
        if GAME.is_over(state):
            break
        decision = GAME.decision(state)
        assert decision is not None
        seat = decision.seats[0]
        action = agents[seat].choose(state, seat)
        assert action.kind != "undo"
        GAME.apply(state, seat, action)
    assert GAME.is_over(state)
