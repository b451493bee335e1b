"""Property tests over random legal playthroughs of Sealed Bids (2, 3 and 4 players, both
variants, random options).

Hypothesis draws the options, the seed and every choice (which deciding seat moves, which legal
action it plays). After every action the state is checked against rules recomputed here from
the public auction history, every view and visible event is searched for what that viewer may
not see (``hidden``), the state survives a dump/load round trip byte for byte, and at the end
the game replays identically from its seed and action log.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from bids_helpers import leaks
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.bids import GAME
from rules.bids.actions import Action
from rules.bids.engine import sealed_token
from rules.bids.state import PRIZES, BidsState, prize_value
from rules.core import Event, IllegalAction

COMMON = {
    "deadline": None,
    "derandomize": True,
    "database": None,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
}
VARIANTS = ("first_price", "second_price")


def expected_outcome(bids: list[int], lead: int, variant: str) -> tuple[int | None, int]:
    """Written from the rules, independently of the engine."""
    n = len(bids)
    high = max(bids)
    if high == 0:
        return None, 0
    for i in range(n):
        seat = (lead + i) % n
        if bids[seat] == high:
            if variant == "first_price":
                return seat, high
            rest = sorted(bids)
            return seat, rest[-2]
    raise AssertionError("unreachable")


def check_state(state: BidsState) -> None:
    n = state.players_n
    # Every prize is in exactly one place: the deck, a revealed auction, or on show.
    places = list(state.deck) + [a.prize for a in state.history]
    if state.step == "bid":
        places.append(state.prize)
    assert Counter(places) == Counter(PRIZES)
    # Rounds and leads.
    assert [a.round for a in state.history] == sorted({a.round for a in state.history})
    for a in state.history:
        assert a.lead == (a.round - 1) % n
        assert len(a.bids) == n
        assert (a.winner, a.price) == expected_outcome(a.bids, a.lead, state.variant)
        assert (a.claim == "discard") == (a.winner is None)
    # Coins: the start, minus prices paid, plus prizes cashed; never negative.
    for seat in range(n):
        paid = sum(a.price for a in state.history if a.winner == seat)
        cashed = sum(
            prize_value(a.prize) for a in state.history if a.winner == seat and a.claim == "cash"
        )
        assert state.coins[seat] == state.start_coins - paid + cashed >= 0
        kept = [a.prize for a in state.history if a.winner == seat and a.claim == "keep"]
        assert state.kept[seat] == kept
    # Whose turn.
    decision = GAME.decision(state)
    if state.step == "over":
        assert decision is None and GAME.to_act(state) == []
        assert len(state.history) == state.rounds and state.prize == ""
        return
    assert decision is not None
    assert decision.seats == tuple(GAME.to_act(state))
    assert re.fullmatch(r"(bid|claim)\.r[1-8]", decision.key)
    assert decision.key == f"{state.step}.r{state.round}"
    for seat in range(n):
        legal = GAME.legal_actions(state, seat)
        assert bool(legal) == (seat in decision.seats)
    if state.step == "bid":
        assert decision.secret and decision.simultaneous
        assert set(decision.seats) == {s for s in range(n) if state.bids[s] is None}
        assert all(v == state.wait_since <= state.version for _, v in decision.since)
        assert len(state.history) == state.round - 1
    else:
        assert not decision.secret and not decision.simultaneous
        assert decision.seats == (state.history[-1].winner,)
        assert dict(decision.since) == {decision.seats[0]: state.version}
        assert state.history[-1].claim == "" and state.prize == state.history[-1].prize


def check_views(state: BidsState, events: list[Event]) -> None:
    n = state.players_n
    for viewer in [None, *range(n)]:
        secret = GAME.hidden(state, viewer)
        assert set(state.deck) <= secret  # the deck is never shown, even at the end
        view = GAME.view(state, viewer)
        assert leaks(view, secret) == set(), (viewer, leaks(view, secret))
        for event in events:
            if event.visible_to(viewer):
                assert leaks(event.to_json(), secret) == set(), (viewer, event)
        for entry in view["players"]:
            own = entry["seat"] == viewer
            pending = state.step == "bid" and state.bids[entry["seat"]] is not None
            assert entry["has_bid"] == pending
            if own and pending:
                amount = state.bids[entry["seat"]]
                assert amount is not None
                token = sealed_token(entry["seat"], amount)
                assert entry["sealed"] == token and entry["bid"] == amount
                assert all(token in GAME.hidden(state, v) for v in [None, *range(n)] if v != viewer)
            else:
                assert "sealed" not in entry and "bid" not in entry


def check_describe(state: BidsState) -> None:
    for seat in GAME.to_act(state):
        actions = GAME.legal_actions(state, seat)
        infos = GAME.describe(state, seat, actions)
        assert [i.code for i in infos] == [GAME.encode_action(a) for a in actions]
        levels: dict[tuple[str, ...], set[str]] = {}
        for info in infos:
            keys = tuple(k for k, _ in info.path)
            assert info.label.id.startswith("bids-act-")
            for depth in range(len(keys) + 1):
                nxt = keys[depth] if depth < len(keys) else info.code
                levels.setdefault(keys[:depth], set()).add(nxt)
        assert all(len(options) <= 25 for options in levels.values())
        if len(actions) > 25:
            assert all(info.path for info in infos)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=40, **COMMON)  # type: ignore[arg-type]
@given(
    seed=st.integers(0, 2**63),
    coins=st.integers(6, 30),
    rounds=st.integers(3, 8),
    data=st.data(),
)
def test_random_playthrough(
    players: int, variant: str, seed: int, coins: int, rounds: int, data: st.DataObject
) -> None:
    state = GAME.new(players, {"variant": variant, "coins": coins, "rounds": rounds}, seed)
    check_state(state)
    check_views(state, [])
    log: list[tuple[int, str]] = []
    while not GAME.is_over(state):
        seats = GAME.to_act(state)
        seat = data.draw(st.sampled_from(seats), label="seat")
        legal = GAME.legal_actions(state, seat)
        # Bids of 0 and all-in are the edges worth visiting often.
        action = data.draw(
            st.one_of(st.sampled_from(legal), st.sampled_from([legal[0], legal[-1]])),
            label="action",
        )
        # A refused action changes nothing.
        text = GAME.dump(state)
        other = next((s for s in range(players) if s not in seats), None)
        probes: list[tuple[int, Action]] = [(seat, Action("bid", state.coins[seat] + 1))]
        if other is not None:
            probes.append((other, action))
        for probe_seat, probe in probes:
            with pytest.raises(IllegalAction):
                GAME.apply(state, probe_seat, probe)
            assert GAME.dump(state) == text
        version = GAME.version(state)
        events = GAME.apply(state, seat, action, expected_version=version)
        log.append((seat, GAME.encode_action(action)))
        assert GAME.version(state) == version + 1
        assert all(GAME.describe_event(e.to_json()) is not None for e in events)
        check_state(state)
        check_views(state, events)
        check_describe(state)
        text = GAME.dump(state)
        assert GAME.dump(GAME.load(text)) == text
    assert GAME.to_act(state) == [] and GAME.decision(state) is None
    result = GAME.result(state)
    assert result is not None
    totals = [
        sum(prize_value(p) for p in k) + c // 3
        for k, c in zip(state.kept, state.coins, strict=True)
    ]
    assert [s.total for s in result.scores] == totals
    best = max(zip(totals, state.coins, strict=True))
    assert list(result.winners) == [
        s for s in range(players) if (totals[s], state.coins[s]) == best
    ]
    # Replay from the seed and the action log.
    again = GAME.new(players, {"variant": variant, "coins": coins, "rounds": rounds}, seed)
    for seat, code in log:
        GAME.apply(again, seat, GAME.decode_action(code))
    assert GAME.dump(again) == GAME.dump(state)


@settings(max_examples=60, **COMMON)  # type: ignore[arg-type]
@given(
    players=st.integers(2, 4),
    variant=st.sampled_from(VARIANTS),
    seed=st.integers(0, 2**32),
    data=st.data(),
)
def test_the_order_of_secret_bids_does_not_matter(
    players: int, variant: str, seed: int, data: st.DataObject
) -> None:
    """The same bids made in any order lead to the same state, byte for byte."""
    amounts = data.draw(st.lists(st.integers(0, 12), min_size=players, max_size=players))
    order = data.draw(st.permutations(range(players)))
    states = []
    for seats in (list(range(players)), order):
        state = GAME.new(players, {"variant": variant}, seed)
        for seat in seats:
            GAME.apply(state, seat, Action("bid", amounts[seat]))
        states.append(GAME.dump(state))
    assert states[0] == states[1]
