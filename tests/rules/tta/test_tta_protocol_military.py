"""The hosting contract in the advanced and full games: out-of-turn decisions (bidders,
defenders, pact partners, event choosers, discards) name their seat, keys change with every
frame, secret decisions and secret labels, paths of at most 25, codes, log lines, views."""

from __future__ import annotations

import json
import re

import pytest
import tta_helpers as h

from rules.core import Msg
from rules.tta.agents import make_agent
from rules.tta.game import GAME

CODE = re.compile(r"[A-Za-z0-9.]{1,40}")
PATH_KEY = re.compile(r"[A-Za-z0-9.\-]{1,12}")
SECRET_FRAMES = {"discard"}


@pytest.mark.parametrize(
    ("variant", "players", "seed"),
    [
        ("advanced", 2, 1),
        ("advanced", 4, 2),
        ("full", 3, 3),
        ("full", 4, 4),
    ],
)
def test_decisions_labels_and_paths(variant: str, players: int, seed: int) -> None:
    state = GAME.new(players, {"variant": variant}, seed)
    bots = [make_agent("random", seed * 10 + i) for i in range(players)]
    keys: list[str] = []
    out_of_turn = secret_labels = 0
    kinds: set[str] = set()
    while not GAME.is_over(state):
        decision = GAME.decision(state)
        assert decision is not None and len(decision.seats) == 1
        seat = decision.seats[0]
        if state.pending:
            frame = state.pending[-1]
            assert seat == frame.seat
            if seat != state.current:
                out_of_turn += 1
            if frame.kind in SECRET_FRAMES:
                assert decision.secret
            if frame.kind in ("bid", "pact", "split", "event"):
                assert not decision.secret
        else:
            assert seat == state.current
            assert decision.secret == (state.phase == "political")
        if not keys or keys[-1] != decision.key:
            keys.append(decision.key)
        actions = GAME.legal_actions(state, seat)
        assert actions
        infos = GAME.describe(state, seat, actions)
        by_code = {a.encode(): a for a in actions}
        assert {i.code for i in infos} <= set(by_code)
        groups: dict[tuple[str, ...], int] = {}
        for info in infos:
            a = by_code[info.code]
            assert CODE.fullmatch(info.code) and GAME.decode_action(info.code) == a
            assert isinstance(info.label, Msg) and info.label.id.startswith("tta-act-")
            assert info.label.id != "tta-act-unknown", info.code
            assert all(PATH_KEY.fullmatch(k) for k, _ in info.path)
            key = tuple(k for k, _ in info.path)
            groups[key] = groups.get(key, 0) + 1
            if a.kind in ("prep", "agg", "war", "pact", "tac", "disc", "card", "col"):
                assert info.secret
                secret_labels += 1
        assert all(n <= 25 for n in groups.values())
        top = {i.path[0][0] for i in infos if i.path} | {i.code for i in infos if not i.path}
        assert len(top) <= 25
        for e in GAME.apply(state, seat, bots[seat].choose(state, seat)):
            data = e.to_json()
            kinds.add(data["kind"])
            line = GAME.describe_event(data)
            if line is not None:
                assert line.id == f"tta-log-{data['kind']}"
                json.dumps(line.to_json())
    assert len(set(keys)) == len(keys)  # a new wait gets a new key
    assert out_of_turn > 0 and secret_labels > 0
    assert {"draw", "prepare", "maintenance", "game_over"} <= kinds


def test_a_defender_is_asked_out_of_turn_in_secret() -> None:
    state, a, b = h.defence_position()
    decision = GAME.decision(state)
    assert decision is not None and decision.seats == (b,) and decision.secret
    infos = GAME.describe(state, b, GAME.legal_actions(state, b))
    assert any(i.secret and i.code.startswith("card.") for i in infos)
    # Others see the frame's context, not its choices nor the chosen cards.
    mine = GAME.view(state, b)["pending"]
    theirs = GAME.view(state, a)["pending"]
    assert mine["choices"] == [] or mine["purpose"] == "defend"
    assert theirs["choices"] == [] and "cards" not in theirs and theirs["total"] == 6


def test_private_events_and_prepared_cards() -> None:
    """A prepared event is known to its preparer only; draws are private."""
    state = h.adv(2, seed=6)
    seat = state.start
    h.political(state, seat, round_=4)
    inst = h.give_military(state, seat, "crusades")
    events = h.act(state, "prep.0")
    public = [e for e in events if e.private_to is None]
    assert not any(inst in json.dumps(e.to_json()) for e in public)
    if inst in state.future_events:
        assert inst not in GAME.hidden(state, seat)
        assert inst in GAME.hidden(state, 1 - seat)
        assert GAME.view(state, seat)["players"][seat]["prepared"] == [
            {"id": "crusades", "inst": inst}
        ]
        assert "prepared" not in GAME.view(state, 1 - seat)["players"][seat]
