"""Questions out of a seat's own turn (issue 29, time away with the ``answers`` policy):
``Tta.out_of_turn`` is true exactly when the pending question on top of the stack is the
seat's own while another nation is on turn (T-22: the decision stack; T-15.7.2 defending an
aggression), and the default of a game (``GameAdapter``) never asks out of turn."""

from __future__ import annotations

import tta_helpers as h

from rules.core import GameAdapter
from rules.hadara import GAME as HADARA
from rules.tta import GAME, catalog, engine, standing
from rules.tta.agents import make_agent


def test_the_defender_of_an_aggression_is_asked_out_of_turn_T_15_7_2() -> None:
    state, attacker, defender = h.defence_position()
    assert state.current == attacker
    assert GAME.out_of_turn(state, defender)
    assert not GAME.out_of_turn(state, attacker)


def test_out_of_turn_in_random_games_T_22() -> None:
    cat = catalog.load()
    seen = 0
    for seed in range(3):
        state, _ = engine.new_game(cat, 3, {"variant": "full"}, 500 + seed)
        bots = [make_agent("random", seed * 10 + i) for i in range(3)]
        for _move in range(400):
            if engine.is_over(state):
                break
            seat = engine.to_act(state)[0]
            off = GAME.out_of_turn(state, seat)
            expected = bool(state.pending) and state.pending[-1].seat == seat != state.current
            assert off == expected
            if standing.question_of(state, seat) is not None:
                assert off, "every standing-answer question is out of turn"
            seen += off
            assert not GAME.out_of_turn(state, state.current), "the nation on turn"
            engine.apply(cat, state, seat, bots[seat].choose(state, seat))
    assert seen > 0


def test_a_game_without_questions_out_of_turn() -> None:
    assert isinstance(HADARA, GameAdapter)
    state = HADARA.new(2, {}, 1)
    assert not any(HADARA.out_of_turn(state, s) for s in range(2))
