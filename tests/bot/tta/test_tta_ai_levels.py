"""Through the Ages' AI levels on the host (issue 19): easy, normal and strong, the strong one
thinking in the bot's worker processes within its time budget, legal on a turn and out of
turn."""

from __future__ import annotations

from bot.ai import choose_code, is_quick
from bot.games import plugin
from rules.tta import GAME
from rules.tta.agents import make_agent


def test_three_levels_and_where_they_think() -> None:
    tta = plugin("tta")
    assert tta.ai_levels == {"easy": "random", "normal": "heuristic", "strong": "strong"}
    assert is_quick("tta", "heuristic") and not is_quick("tta", "strong")


def test_the_strong_level_answers_within_a_budget_legally() -> None:
    state = GAME.new(3, {"variant": "advanced"}, 6)
    checked = 0
    for _ in range(80):
        seat = GAME.to_act(state)[0]
        if len(GAME.legal_actions(state, seat)) > 1 and checked < 3:
            code = choose_code("tta", GAME.dump(state), seat, "strong", 9, 0.01)
            assert GAME.decode_action(code) in GAME.legal_actions(state, seat)
            checked += 1
        GAME.apply(state, seat, make_agent("heuristic", seat).choose(state, seat))
    assert checked == 3
