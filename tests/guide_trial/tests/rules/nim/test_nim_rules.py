"""Nim's rules core: setup from the seed, legal moves, refusals, turns, the end in normal and
misère play, the action codes, saving, labels and log lines. (Nim has no rules spec of its own
in this project, so there are no rule ids to name.)"""

from __future__ import annotations

import json

import pytest

from rules.core import BadDump, IllegalAction, MalformedAction, Msg, Seat
from rules.nim import GAME, Action, NimState, engine


def game(players: int = 2, seed: int = 1, **options: object) -> NimState:
    return GAME.new(players, dict(options), seed)


def set_piles(state: NimState, piles: list[int]) -> NimState:
    """``state`` with other piles (a position to test), the start and counts kept consistent."""
    state.start = list(piles)
    state.piles = list(piles)
    return state


def test_the_piles_come_from_the_seed_and_the_options() -> None:
    for piles in (2, 3, 6):
        state = game(seed=5, piles=piles)
        assert len(state.piles) == piles and state.piles == state.start
        assert all(engine.MIN_SIZE <= p <= 9 for p in state.piles)
        assert game(seed=5, piles=piles).piles == state.piles  # the same seed, the same piles
    sizes = {tuple(game(seed=s, piles=6).piles) for s in range(20)}
    assert len(sizes) > 15
    # Out-of-range options are brought into range by the game's metadata.
    assert len(game(piles=99).piles) == 6 and game(max_take=-3).max_take == 0


def test_legal_moves_take_one_to_the_limit_from_one_pile() -> None:
    state = set_piles(game(max_take=0), [3, 0, 5])
    codes = {a.encode() for a in GAME.legal_actions(state, 0)}
    assert codes == {f"p0.{n}" for n in range(1, 4)} | {f"p2.{n}" for n in range(1, 6)}
    assert GAME.legal_actions(state, 1) == []  # not seat 1's turn
    limited = set_piles(game(max_take=2), [3, 0, 5])
    assert {a.encode() for a in GAME.legal_actions(limited, 0)} == {"p0.1", "p0.2", "p2.1", "p2.2"}


def test_refusals_change_nothing() -> None:
    state = set_piles(game(players=3, max_take=3), [4, 0, 2])
    before = GAME.dump(state)
    cases = [
        (1, Action(0, 1), None, "not_your_turn"),
        (0, Action(1, 1), None, "pile_empty"),
        (0, Action(2, 3), None, "pile_empty"),
        (0, Action(0, 4), None, "limit_reached"),
        (0, Action(5, 1), None, "unknown_target"),
        (0, Action(0, 1), 7, "stale_version"),
    ]
    for seat, action, version, reason in cases:
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, seat, action, version)
        assert refused.value.reason == reason, (seat, action)
        assert GAME.dump(state) == before
    with pytest.raises(MalformedAction):
        GAME.apply(state, 0, Action(0, 0))


def test_turns_go_round_and_the_last_stone_wins_in_normal_play() -> None:
    state = set_piles(game(players=3, variant="normal"), [2, 1])
    assert GAME.decision(state) is not None and GAME.to_act(state) == [0]
    events = GAME.apply(state, 0, Action(0, 1), expected_version=0)
    assert [e.kind for e in events] == ["take"] and GAME.to_act(state) == [1]
    GAME.apply(state, 1, Action(0, 1))
    assert GAME.to_act(state) == [2]
    events = GAME.apply(state, 2, Action(1, 1))
    assert [e.kind for e in events] == ["take", "over"]
    assert GAME.is_over(state) and GAME.decision(state) is None and GAME.to_act(state) == []
    result = GAME.result(state)
    assert result is not None and result.winners == (2,)
    assert [s.categories["taken"] for s in result.scores] == [1, 1, 1]
    with pytest.raises(IllegalAction, match="game_over"):
        GAME.apply(state, 0, Action(0, 1))


def test_in_misere_the_last_stone_loses_and_the_others_win() -> None:
    state = set_piles(game(players=3, variant="misere"), [1, 1])
    GAME.apply(state, 0, Action(0, 1))
    GAME.apply(state, 1, Action(1, 1))
    result = GAME.result(state)
    assert result is not None and result.winners == (0, 2)
    assert [s.total for s in result.scores] == [1, 0, 1]


def test_each_move_is_a_new_decision_whose_old_prompts_do_not_count() -> None:
    state = game()
    first = GAME.decision(state)
    assert first is not None and not first.secret and not first.simultaneous
    GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    second = GAME.decision(state)
    assert second is not None and second.key != first.key
    assert second.accepts(1, 1, 1) and not second.accepts(1, 0, 1)


def test_action_codes_round_trip_and_junk_is_refused() -> None:
    for pile in range(6):
        for count in range(1, 10):
            code = Action(pile, count).encode()
            assert Action.decode(code) == Action(pile, count) and len(code) <= 40
    for junk in ("", "p0.0", "p0.10", "p-1.2", "take", "p00.1", "p0.1 "):
        with pytest.raises(MalformedAction):
            Action.decode(junk)


def test_a_saved_game_loads_and_a_damaged_one_is_refused() -> None:
    state = game(players=4, seed=9, piles=5, max_take=3, variant="misere")
    GAME.apply(state, 0, GAME.legal_actions(state, 0)[-1])
    text = GAME.dump(state)
    assert GAME.dump(GAME.load(text)) == text
    raw = json.loads(text)
    for key, value in (("taken", [9, 0, 0, 0]), ("players", 7), ("version", 5), ("format", "x")):
        broken = dict(raw, **{key: value})
        with pytest.raises(BadDump):
            GAME.load(json.dumps(broken))
    with pytest.raises(BadDump):
        GAME.load("not json")


def test_labels_group_moves_by_pile_when_they_do_not_fit_one_menu() -> None:
    few = set_piles(game(), [3, 4])
    infos = GAME.describe(few, 0, GAME.legal_actions(few, 0))
    assert all(i.path == () for i in infos)
    assert infos[0].label == Msg.of("nim-act-take", count=1, pile=1)
    many = set_piles(game(piles=6), [9, 9, 9, 2, 0, 1])
    infos = GAME.describe(many, 0, GAME.legal_actions(many, 0))
    assert len(infos) == 30
    groups = {i.path[0][0] for i in infos}
    assert groups == {"pile1", "pile2", "pile3", "pile4", "pile6"}
    assert infos[0].path[0][1] == Msg.of("nim-group-pile", pile=1, size=9)
    # Emptying a pile is the button that stands out.
    assert [i.code for i in infos if i.style == "primary"] == [
        "p0.9",
        "p1.9",
        "p2.9",
        "p3.2",
        "p5.1",
    ]


def test_log_lines_name_the_player_and_the_pile() -> None:
    state = set_piles(game(variant="misere"), [1, 2])
    events = GAME.apply(state, 0, Action(1, 2))
    line = GAME.describe_event(events[0].to_json())
    assert line == Msg.of("nim-log-take", player=Seat(0), count=2, pile=2, left=0)
    events = GAME.apply(state, 1, Action(0, 1))
    assert GAME.describe_event(events[1].to_json()) == Msg.of("nim-log-over-misere", player=Seat(1))
    assert GAME.describe_event({"kind": "take", "seat": 0}) is None  # damaged: no line
    assert GAME.describe_event({"kind": "unknown", "seat": 0}) is None


def test_everything_is_public() -> None:
    state = game(players=3)
    assert GAME.hidden(state, None) == frozenset() == GAME.hidden(state, 1)
    spectator, seat = GAME.view(state, None), GAME.view(state, 1)
    assert {k: v for k, v in spectator.items() if k != "viewer"} == {
        k: v for k, v in seat.items() if k != "viewer"
    }
