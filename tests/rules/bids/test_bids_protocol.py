"""The hosting contract as Sealed Bids implements it: refusals, versions, decisions and their
``since``, action descriptions and groups, log lines, codes, dump/load and replay."""

from __future__ import annotations

import json
import re

import pytest
from bids_helpers import CASH, KEEP, bid, bid_all, new, play_random, refused_without_change

from rules.bids import GAME
from rules.bids import describe as describe_mod
from rules.bids.actions import Action
from rules.bids.playout import Record, replay
from rules.core import REASONS, BadDump, Decision, IllegalAction, MalformedAction, Msg, Seat

# ------------------------------------------------------------------------------ refusals


def test_not_your_turn() -> None:
    state = new(3)
    assert refused_without_change(state, 3, bid(1)) == "not_your_turn"
    assert refused_without_change(state, -1, bid(1)) == "not_your_turn"
    bid_all(state, 1, 5, 0)
    assert refused_without_change(state, 0, KEEP) == "not_your_turn"  # seat 1 won
    assert refused_without_change(state, 2, CASH) == "not_your_turn"


def test_already_chosen_and_wrong_step() -> None:
    state = new(2)
    GAME.apply(state, 0, bid(3))
    assert refused_without_change(state, 0, bid(2)) == "already_chosen"
    assert refused_without_change(state, 1, KEEP) == "wrong_step"
    GAME.apply(state, 1, bid(1))
    assert refused_without_change(state, 0, bid(1)) == "wrong_step"


def test_not_enough_coins() -> None:
    state = new(2, coins=6)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, bid(7))
    assert err.value.reason == "not_enough_coins"
    assert err.value.params == {"have": 6, "need": 7}
    assert state.bids == [None, None]


def test_game_over() -> None:
    state = new(2, rounds=3)
    play_random(state, 1)
    for action in (bid(0), KEEP, CASH):
        assert refused_without_change(state, 0, action) == "game_over"
        assert refused_without_change(state, 0, action, expected_version=0) == "game_over"


def test_stale_version() -> None:
    state = new(2)
    GAME.apply(state, 0, bid(2), expected_version=0)
    GAME.apply(state, 1, bid(1), expected_version=1)
    assert GAME.version(state) == 2 and state.step == "claim"
    # The claim prompt appeared at version 2: an older click does not count.
    assert refused_without_change(state, 0, KEEP, expected_version=1) == "stale_version"
    assert refused_without_change(state, 0, KEEP, expected_version=3) == "stale_version"
    GAME.apply(state, 0, KEEP, expected_version=2)
    # A bid step that began at version 3: a prompt from the last one is stale.
    assert refused_without_change(state, 1, bid(0), expected_version=2) == "stale_version"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 1, bid(0), expected_version=0)
    assert err.value.params == {"current": 3, "given": 0}


@pytest.mark.parametrize(
    "junk",
    [
        "",
        "bid",
        "bid.",
        "bid.-1",
        "bid.07",
        "bid.1.2",
        "bid.x",
        "bid.12345",
        "BID.1",
        "Keep",
        "keep.1",
        "cash.",
        " keep",
        "pass",
        ".",
        "bid 3",
        "bid.٣",  # a non-ASCII digit
    ],
)
def test_malformed_codes(junk: str) -> None:
    with pytest.raises(MalformedAction) as err:
        GAME.decode_action(junk)
    assert err.value.reason == "malformed_action"


@pytest.mark.parametrize(
    "action",
    [Action("bid", -1), Action("bid", 10_000), Action("pass"), Action("keep", 3), "bid.1", None],
)
def test_malformed_actions_are_refused_by_apply(action: object) -> None:
    state = new(2)
    assert refused_without_change(state, 0, action) == "malformed_action"


def test_every_reason_is_a_shared_code() -> None:
    for reason in (
        "not_your_turn",
        "already_chosen",
        "wrong_step",
        "not_enough_coins",
        "game_over",
        "stale_version",
        "malformed_action",
    ):
        assert reason in REASONS


# ------------------------------------------------------------------------------ codes


def test_codes_round_trip_and_use_the_allowed_characters() -> None:
    for action in [bid(0), bid(7), bid(30), bid(82), KEEP, CASH]:
        code = GAME.encode_action(action)
        assert re.fullmatch(r"[A-Za-z0-9.]+", code) and len(code) <= 12
        assert GAME.decode_action(code) == action
    assert GAME.encode_action(bid(7)) == "bid.7"
    assert (GAME.encode_action(KEEP), GAME.encode_action(CASH)) == ("keep", "cash")


# ------------------------------------------------------------------------------ decisions


def test_version_rises_by_one_per_applied_action() -> None:
    state = new(4, seed=2)
    log = play_random(state, 2)
    assert GAME.version(state) == len(log)
    state = new(4, seed=2)
    for version, (seat, code) in enumerate(log):
        GAME.apply(state, seat, GAME.decode_action(code), expected_version=version)
        assert GAME.version(state) == version + 1


def _decision(state: object) -> Decision:
    decision = GAME.decision(state)  # type: ignore[arg-type]
    assert decision is not None
    return decision


def test_bid_step_decision_is_secret_simultaneous_and_keeps_old_prompts() -> None:
    state = new(3, seed=5)
    d = _decision(state)
    assert (d.key, d.seats, d.secret, d.simultaneous) == ("bid.r1", (0, 1, 2), True, True)
    assert dict(d.since) == {0: 0, 1: 0, 2: 0}
    GAME.apply(state, 1, bid(2), expected_version=0)
    d = _decision(state)
    assert d.key == "bid.r1" and d.seats == (0, 2) and dict(d.since) == {0: 0, 2: 0}
    # Seat 2's prompt of version 0 still counts; seat 1's does not (it has bid).
    assert d.accepts(2, 0, 1) and d.accepts(0, 0, 1)
    assert not d.accepts(1, 0, 1)
    GAME.apply(state, 2, bid(1), expected_version=0)  # applied although version is 2 now
    d = _decision(state)
    assert d.seats == (0,) and d.accepts(0, 0, 2) and d.accepts(0, 1, 2)
    assert refused_without_change(state, 1, bid(1), expected_version=0) == "stale_version"
    assert refused_without_change(state, 1, bid(1), expected_version=2) == "already_chosen"
    GAME.apply(state, 0, bid(0), expected_version=1)
    d = _decision(state)
    assert (d.key, d.seats, d.secret, d.simultaneous) == ("claim.r1", (1,), False, False)
    assert dict(d.since) == {1: 3}
    assert not d.accepts(1, 2, 3) and d.accepts(1, 3, 3)


def test_a_new_bid_step_is_a_new_wait() -> None:
    state = new(2)
    bid_all(state, 0, 0)  # discarded: straight to round 2
    d = _decision(state)
    assert d.key == "bid.r2" and dict(d.since) == {0: 2, 1: 2}
    assert not d.accepts(0, 1, 2)
    bid_all(state, 1, 0)
    GAME.apply(state, 0, KEEP)
    d = _decision(state)
    assert d.key == "bid.r3" and dict(d.since) == {0: 5, 1: 5}


def test_to_act_matches_the_decision_and_legal_actions() -> None:
    state = new(4, seed=3)
    bid_all(state, 0, 0, 0, 0)
    # Round 2: lead 1, so the waiting list starts there.
    assert GAME.to_act(state) == [1, 2, 3, 0]
    assert _decision(state).seats == (1, 2, 3, 0)
    for seat in range(4):
        assert len(GAME.legal_actions(state, seat)) == 13


# ------------------------------------------------------------------------------ describe


def _check_paths(infos: list) -> None:  # type: ignore[type-arg]
    """Every level of the chain of choices has at most 25 options; keys are short."""
    top: dict[tuple[tuple[str, Msg], ...], set[str]] = {}
    for info in infos:
        for depth in range(len(info.path) + 1):
            prefix = info.path[:depth]
            option = info.path[depth][0] if depth < len(info.path) else info.code
            top.setdefault(prefix, set()).add(option)
        for key, title in info.path:
            assert re.fullmatch(r"[A-Za-z0-9.-]{1,12}", key)
            assert title.id.startswith("bids-")
    for prefix, options in top.items():
        assert len(options) <= 25, (prefix, len(options))


def test_describe_bids_without_groups_up_to_25() -> None:
    state = new(2, coins=24)
    actions = GAME.legal_actions(state, 0)
    infos = GAME.describe(state, 0, actions)
    assert len(infos) == 25
    for a, info in zip(actions, infos, strict=True):
        assert info.code == GAME.encode_action(a)
        assert info.label == Msg.of("bids-act-bid", amount=a.amount)
        assert info.secret and info.path == ()


@pytest.mark.parametrize("coins", [25, 30])
def test_describe_bids_in_range_groups(coins: int) -> None:
    state = new(2, coins=coins)
    actions = GAME.legal_actions(state, 1)
    infos = GAME.describe(state, 1, actions)
    assert len(infos) == coins + 1 > 25
    _check_paths(infos)
    groups = {info.path[0] for info in infos}
    assert [k for k, _ in sorted(groups, key=lambda g: int(g[0][1:]))] == ["r0", "r10", "r20"]
    titles = {k: t for k, t in groups}
    assert titles["r0"] == Msg.of("bids-group-range", low=0, high=9)
    assert titles["r20"] == Msg.of("bids-group-range", low=20, high=coins)
    for info in infos:
        amount = int(info.code.split(".")[1])
        assert info.path[0][0] == f"r{min(amount // 10 * 10, 20)}"  # 30 joins 20–29
        assert info.secret


def test_describe_groups_large_amounts_and_singletons() -> None:
    state = new(2, coins=30)
    state.coins[0] = 82  # the most coins a seat can hold (30 + cashed 10+9+…+3)
    infos = GAME.describe(state, 0, GAME.legal_actions(state, 0))
    _check_paths(infos)
    assert len({i.path for i in infos}) == 9  # r0 … r80
    state.coins[0] = 81
    infos = GAME.describe(state, 0, GAME.legal_actions(state, 0))
    assert len({i.path for i in infos}) == 8  # 80 and 81 join r70
    assert infos[-1].path[0] == ("r70", Msg.of("bids-group-range", low=70, high=81))
    state.coins[0] = 33
    infos = GAME.describe(state, 0, GAME.legal_actions(state, 0))
    assert {i.path[0][0] for i in infos} == {"r0", "r10", "r20", "r30"}
    for count in range(1, 626):
        size = describe_mod.group_size(count)
        assert size <= 25 and -(-count // size) <= 25


def test_describe_claim() -> None:
    state = new(2, seed=9)
    points = int(state.prize[1:])
    bid_all(state, 0, 4)
    infos = GAME.describe(state, 1, GAME.legal_actions(state, 1))
    assert [i.code for i in infos] == ["keep", "cash"]
    assert infos[0].label == Msg.of("bids-act-keep", points=points)
    assert infos[1].label == Msg.of("bids-act-cash", coins=points)
    assert not any(i.secret or i.path for i in infos)


def test_describe_keeps_order_of_a_subset() -> None:
    state = new(2, coins=30)
    subset = [bid(30), bid(0), bid(15)]
    infos = GAME.describe(state, 0, subset)
    assert [i.code for i in infos] == ["bid.30", "bid.0", "bid.15"]


# ------------------------------------------------------------------------------ events


def _seat_args(msg: Msg) -> list[Seat]:
    out: list[Seat] = []
    for _, value in msg.args:
        if isinstance(value, Seat):
            out.append(value)
        elif isinstance(value, Msg):
            out += _seat_args(value)
        elif isinstance(value, tuple):
            for m in value:
                out += _seat_args(m)
    return out


def _ids(msg: Msg) -> list[str]:
    out = [msg.id]
    for _, value in msg.args:
        if isinstance(value, Msg):
            out += _ids(value)
        elif isinstance(value, tuple):
            for m in value:
                out += _ids(m)
    return out


def test_every_event_has_a_log_line() -> None:
    state = new(3, seed=11, rounds=4)
    seen: dict[str, Msg] = {}
    scripts = [[0, 0, 0], [3, 5, 5], [0, 2, 0], [1, 1, 1]]
    claims = [KEEP, CASH, KEEP]
    events = []
    for bids in scripts:
        events += bid_all(state, *bids)
        if state.step == "claim":
            events += GAME.apply(state, GAME.to_act(state)[0], claims.pop(0))
    assert GAME.is_over(state)
    for event in events:
        data = event.to_json()
        json.dumps(data)  # JSON-friendly
        msg = GAME.describe_event(json.loads(json.dumps(data)))
        assert msg is not None, data
        assert all(i.startswith("bids-log-") for i in _ids(msg))
        assert all(0 <= s.index < 3 for s in _seat_args(msg))
        seen[event.kind] = msg
    assert set(seen) == {
        "round",
        "bid",
        "bid_secret",
        "reveal",
        "win",
        "discard",
        "keep",
        "cash",
        "over",
    }
    assert seen["bid"] == Msg.of("bids-log-bid", player=Seat(2))
    assert seen["bid_secret"] == Msg.of("bids-log-bid-secret", amount=1)
    assert seen["over"].arg_map()["count"] == 1


def test_secret_bids_are_private_events() -> None:
    state = new(2)
    events = GAME.apply(state, 1, bid(4))
    public = [e for e in events if e.private_to is None]
    private = [e for e in events if e.private_to is not None]
    assert [e.kind for e in public] == ["bid"] and public[0].data == {}
    assert [e.kind for e in private] == ["bid_secret"]
    assert private[0].private_to == 1
    assert private[0].data == {"amount": 4, "sealed": "sealed-1-4"}


def test_describe_event_ignores_unknown_and_damaged_events() -> None:
    assert GAME.describe_event({"kind": "weather"}) is None
    assert GAME.describe_event({"kind": "win", "seat": 0}) is None
    assert GAME.describe_event({}) is None


# ------------------------------------------------------------------------------ dump / load


def test_dump_load_round_trip_at_every_step() -> None:
    state = new(3, "second_price", seed=21, coins=20, rounds=6)
    from rules.core import Rng

    rng = Rng(21)
    copies = 0
    while not GAME.is_over(state):
        text = GAME.dump(state)
        copy = GAME.load(text)
        assert GAME.dump(copy) == text
        assert GAME.view(copy, 0) == GAME.view(state, 0)
        seat = rng.choice(GAME.to_act(state))
        action = rng.choice(GAME.legal_actions(state, seat))
        assert GAME.apply(copy, seat, action) == GAME.apply(state, seat, action)
        assert GAME.dump(copy) == GAME.dump(state)
        copies += 1
    assert copies > 10
    assert GAME.dump(GAME.load(GAME.dump(state))) == GAME.dump(state)


def test_dump_is_versioned_and_load_refuses_junk() -> None:
    state = new(2)
    raw = json.loads(GAME.dump(state))
    assert raw["format"] == "bids-state" and raw["format_version"] == 1
    for bad in (
        "",
        "nonsense",
        "[]",
        json.dumps({**raw, "format_version": 2}),
        json.dumps({**raw, "format": "hadara-state"}),
        json.dumps({k: v for k, v in raw.items() if k != "coins"}),
        json.dumps({**raw, "players": 9}),
        json.dumps({**raw, "step": "dance"}),
        json.dumps({**raw, "deck": ["p1", "p1"]}),
        json.dumps({**raw, "deck": ["p99"]}),
        json.dumps({**raw, "coins": [1]}),
        json.dumps({**raw, "coins": [-1, 3]}),
        json.dumps({**raw, "round": 0}),
    ):
        with pytest.raises(BadDump):
            GAME.load(bad)


# ------------------------------------------------------------------------------ replay


@pytest.mark.parametrize(("players", "variant"), [(2, "first_price"), (4, "second_price")])
def test_replay_from_seed_and_action_log(players: int, variant: str) -> None:
    state = new(players, variant, seed=13, coins=18, rounds=7)
    log = play_random(state, 13)
    record = Record(players=players, variant=variant, coins=18, rounds=7, seed=13, actions=log)
    again = replay(Record.from_json(json.loads(json.dumps(record.to_json()))))
    assert GAME.dump(again) == GAME.dump(state)
    assert GAME.result(again) == GAME.result(state)


def test_record_refuses_junk() -> None:
    for raw in ({}, {"format": "bids-record", "format_version": 9}, [], "x"):
        with pytest.raises(BadDump):
            Record.from_json(raw)
    with pytest.raises(BadDump):
        Record.from_json({"format": "bids-record", "format_version": 1, "players": 2})
    bad = Record(players=7, variant="first_price", coins=12, rounds=5, seed=1)
    with pytest.raises(BadDump):
        replay(bad)
