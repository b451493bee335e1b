"""The hosting contract of rules/core.py: GameInfo, decisions, the action codec, labels and
paths, log lines, views and hidden information, versions, dump/load."""

from __future__ import annotations

import json
import re

import pytest
import tta_helpers as h

from rules.core import BadDump, IllegalAction, MalformedAction, Msg, Rng
from rules.tta.actions import Action
from rules.tta.agents import make_agent
from rules.tta.game import GAME, Tta
from rules.tta.state import card_id

CODE = re.compile(r"[A-Za-z0-9.]{1,40}")
PATH_KEY = re.compile(r"[A-Za-z0-9.\-]{1,12}")


def random_positions(players: int, seed: int, every: int = 1):  # type: ignore[no-untyped-def]
    """Yield (state, seat) along a random game (the state is live: copy before keeping)."""
    state = GAME.new(players, {}, seed)
    bots = [make_agent("random", seed + i) for i in range(players)]
    step = 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        if step % every == 0:
            yield state, seat
        GAME.apply(state, seat, bots[seat].choose(state, seat))
        step += 1
    yield state, None


def test_info_and_conformance() -> None:
    assert isinstance(GAME, Tta)
    assert GAME.name == "tta" and GAME.min_players == 2 and GAME.max_players == 4
    normalized = GAME.info.normalize({"variant": "bogus", "easier": "yes", "x": 1})
    assert normalized["variant"] == "simple" and normalized["easier"] is True


@pytest.mark.parametrize("players", [2, 3, 4])
def test_codes_labels_paths_decisions(players: int) -> None:
    """Every legal action: a code of at most 40 chars of [A-Za-z0-9.] that decodes to itself,
    an ActionInfo with a Msg label and a path whose groups hold at most 25 choices."""
    for state, seat in random_positions(players, seed=players, every=3):
        if seat is None:
            assert GAME.decision(state) is None and GAME.legal_actions(state, 0) == []
            break
        decision = GAME.decision(state)
        assert decision is not None and decision.seats == (seat,)
        assert not decision.secret and not decision.simultaneous
        assert decision.accepts(seat, state.version, state.version)
        assert not decision.accepts(seat, state.version - 1, state.version)
        actions = GAME.legal_actions(state, seat)
        assert actions
        infos = GAME.describe(state, seat, actions)
        # One of two identical choices is offered (test_tta_phone_groups checks which).
        by_code = {GAME.encode_action(a): a for a in actions}
        described = {i.code for i in infos}
        assert len(described) == len(infos) and described <= set(by_code)
        groups: dict[tuple[str, ...], int] = {}
        for info in infos:
            a = by_code[info.code]
            assert CODE.fullmatch(info.code), info.code
            assert GAME.decode_action(info.code) == a
            assert isinstance(info.label, Msg) and info.label.id.startswith("tta-act-")
            assert all(PATH_KEY.fullmatch(k) for k, _ in info.path)
            assert all(t.id.startswith("tta-") for _, t in info.path)
            groups[tuple(k for k, _ in info.path)] = (
                groups.get(tuple(k for k, _ in info.path), 0) + 1
            )
            assert info.standalone == (info.code in ("end", "undo"))
        assert all(n <= 25 for n in groups.values())
        # The top level: the groups plus standalone actions, never more than 25.
        top = {info.path[0][0] for info in infos if info.path}
        assert len(top) <= 25


@pytest.mark.parametrize(
    "text",
    [
        "",
        "nope",
        "take",
        "take.0",
        "take.14",
        "build.Q1",
        "upg.F0",
        "play",
        "play.x",
        "ev.maybe",
        "end.1",
        "a" * 41,
        "take.1.",
        ".take.1",
        "wonder.5",
        "rev.1.2",
    ],
)
def test_malformed_codes(text: str) -> None:
    with pytest.raises(MalformedAction):
        GAME.decode_action(text)


def test_refusals_have_reason_codes() -> None:
    state = GAME.new(2, {}, 3)
    seat = GAME.to_act(state)[0]
    other = 1 - seat
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, other, Action("end"))
    assert err.value.reason == "not_your_turn"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, seat, Action("end"), expected_version=state.version + 1)
    assert err.value.reason == "stale_version"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, seat, Action("ev", ("yes",)))
    assert err.value.reason == "wrong_step"
    v = state.version
    GAME.apply(state, seat, Action("end"), expected_version=v)
    assert GAME.version(state) == v + 1
    state.phase = "over"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, other, Action("end"))
    assert err.value.reason == "game_over"


def test_decision_key_changes_with_each_turn_and_frame() -> None:
    state = GAME.new(2, {}, 5)
    keys = []
    for _ in range(4):
        decision = GAME.decision(state)
        assert decision is not None
        keys.append(decision.key)
        GAME.apply(state, decision.seats[0], Action("end"))
    assert len(set(keys)) == 4


@pytest.mark.parametrize("players", [2, 4])
def test_views_never_show_hidden_ids(players: int) -> None:
    """hidden(): deck orders, the face-down event pile, unseen boxed cards and other seats'
    military hands never reach a viewer (view nor visible events)."""
    state = GAME.new(players, {}, 11)
    bots = [make_agent("random", 50 + i) for i in range(players)]
    steps = 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        events = GAME.apply(state, seat, bots[seat].choose(state, seat))
        steps += 1
        if steps % 5:
            continue
        for viewer in [None, *range(players)]:
            hidden = GAME.hidden(state, viewer)
            text = json.dumps(GAME.view(state, viewer))
            visible = json.dumps([e.to_json() for e in events if e.visible_to(viewer)])
            assert hidden, "decks are hidden"
            for hidden_id in hidden:
                assert f'"{hidden_id}"' not in text
                assert f'"{hidden_id}"' not in visible


def test_military_hand_is_secret() -> None:
    state = GAME.new(3, {}, 2)
    owner = state.start
    state.players[owner].military = ["raid_i#1"]
    assert "raid_i#1" in GAME.hidden(state, (owner + 1) % 3)
    assert "raid_i#1" not in GAME.hidden(state, owner)
    mine = GAME.view(state, owner)["players"][owner]
    theirs = GAME.view(state, (owner + 1) % 3)["players"][owner]
    assert mine["military_cards"] == [{"id": "raid_i", "inst": "raid_i#1"}]
    assert "military_cards" not in theirs and theirs["military_hand"] == 1


def test_civil_hands_are_public() -> None:
    state = GAME.new(2, {}, 2)
    seat = state.start
    h.put_row(state, {1: "moses"})
    h.act(state, "take.1")
    taken = state.players[seat].hand[0].inst
    other_view = GAME.view(state, 1 - seat)
    assert other_view["players"][seat]["hand"][0]["inst"] == taken
    assert taken not in GAME.hidden(state, 1 - seat)


def test_describe_event_covers_every_event() -> None:
    kinds = set()
    state = GAME.new(3, {}, 8)
    bots = [make_agent("heuristic", i) for i in range(3)]
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        for e in GAME.apply(state, seat, bots[seat].choose(state, seat)):
            data = e.to_json()
            kinds.add(data["kind"])
            line = GAME.describe_event(data)
            if line is not None:
                assert line.id == f"tta-log-{data['kind']}"
                json.dumps(line.to_json())
    assert {"take", "end_turn", "maintenance", "event", "game_over"} <= kinds


def test_dump_load_round_trip_and_bad_dumps() -> None:
    state = GAME.new(2, {"easier": True}, 9)
    for _ in range(3):
        GAME.apply(state, GAME.to_act(state)[0], Action("end"))
    text = GAME.dump(state)
    assert GAME.dump(GAME.load(text)) == text
    raw = json.loads(text)
    assert raw["format_version"] == 2 and raw["options"]["easier"] is True
    raw["format_version"] = 99
    with pytest.raises(BadDump):
        GAME.load(json.dumps(raw))
    with pytest.raises(BadDump):
        GAME.load("not json")
    with pytest.raises(BadDump):
        GAME.load(json.dumps({"format": "tta-state", "format_version": 1}))
    raw["format_version"] = 1
    raw["data_fingerprint"] = "other"
    with pytest.raises(BadDump):
        GAME.load(json.dumps(raw))


def test_result_categories_and_winners() -> None:
    state = GAME.new(2, {}, 4)
    rng = Rng(4)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    result = GAME.result(state)
    assert result is not None
    # A nation that resigned ranks below every other (T-22 #27), whatever its culture.
    playing = [s for s in result.scores if not state.players[s.seat].resigned]
    best = max(s.total for s in playing)
    assert {s.seat for s in playing if s.total == best} == set(result.winners)
    for s in result.scores:
        assert s.total == state.players[s.seat].culture
    view = GAME.view(state, None)
    assert view["result"] == result.to_json()
    assert all(card_id(c["inst"]) == c["id"] for c in view["past_events"])
