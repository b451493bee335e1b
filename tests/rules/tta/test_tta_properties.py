"""Properties over random playouts of 2, 3 and 4 players (hypothesis chooses the seeds):
after every action the tokens are conserved, urban and hand limits hold, the indicators equal
an independent recount, no card is in two places, and dump -> load -> dump is the identity;
a game replays from its seed and action log to the same final state (T-3.7, T-22 M1 soak)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import Rng
from rules.tools.tta import soak
from rules.tta import catalog, engine
from rules.tta import state as state_mod
from rules.tta.agents import make_agent
from rules.tta.playout import Record, play, replay, sha256

SETTINGS = settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


@pytest.mark.parametrize("players", [2, 3, 4])
@SETTINGS
@given(
    seed=st.integers(min_value=0, max_value=2**31 - 1),
    agent=st.sampled_from(["random", "heuristic"]),
)
def test_invariants_after_every_action(players: int, seed: int, agent: str) -> None:
    cat = catalog.load()
    state, _ = engine.new_game(cat, players, {}, seed)
    expected = soak.expected_instances(cat, state)
    bots = [make_agent(agent if i == 0 else "random", seed + i) for i in range(players)]
    rng = Rng(seed)
    version = state.version
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        action = bots[seat].choose(state, seat)
        if action.kind == "take" and not state.pending:
            p = state.players[seat]
            if cat.of(state.row[int(action.args[0]) - 1]).kind != "wonder":
                from rules.tta.derived import derive

                assert len(p.hand) < derive(cat, state, p).civil_hand_limit
        engine.apply(cat, state, seat, action)
        assert state.version == version + 1
        version = state.version
        soak.check_invariants(cat, state, expected)
        if rng.below(4) == 0:  # dump/load on a quarter of the positions keeps the test fast
            text = state_mod.dump(state)
            assert state_mod.dump(state_mod.load(text)) == text
    text = state_mod.dump(state)
    assert state_mod.dump(state_mod.load(text)) == text


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=5, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_replay_from_seed_and_log(players: int, seed: int) -> None:
    agents = [make_agent("random", seed * 3 + i) for i in range(players)]
    state, record = play(players, {}, seed, agents)
    again = Record.from_json(record.to_json())
    replayed, result = replay(again)
    assert state_mod.dump(replayed) == state_mod.dump(state)
    assert sha256(state_mod.dump(replayed)) == record.final_dump_sha
    assert result is not None and result.to_json() == record.result


def test_recount_matches_in_the_big_example() -> None:
    from test_tta_rulebook_examples import big_example_nation

    state, seat = big_example_nation()
    cat = catalog.load()
    assert soak.recount_indicators(cat, state, seat) == (6, 9, 6, 8, 5, 3, 3)


ADV_SETTINGS = settings(
    max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


@pytest.mark.parametrize("variant", ["advanced", "full"])
@pytest.mark.parametrize("players", [2, 3, 4])
@ADV_SETTINGS
@given(
    seed=st.integers(min_value=0, max_value=2**31 - 1),
    agent=st.sampled_from(["random", "heuristic"]),
    option=st.sampled_from(
        [
            {},
            {"easier": True},
            {"peaceful": True},
            {"milder_combat": True},
            {"continuous_draw": True},
            {"gradual_reveal": True},
            {"pre_revealed_bonuses": 3},
        ]
    ),
)
def test_advanced_invariants_after_every_action(
    variant: str, players: int, seed: int, agent: str, option: dict[str, object]
) -> None:
    """M2/M3 soak properties after every action: event piles hold players + 2 cards, the
    military hand is within its limit after the political step, no card in two places,
    tokens conserved, indicators equal the recount, every pending decision gets resolved;
    now and then no view leaks a hidden card and dump -> load -> dump is the identity."""
    cat = catalog.load()
    state, _ = engine.new_game(cat, players, {"variant": variant, **option}, seed)
    expected = soak.expected_instances(cat, state)
    bots = [make_agent(agent if i == 0 else "random", seed + i) for i in range(players)]
    rng = Rng(seed)
    skip_turn = -1
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        action = bots[seat].choose(state, seat)
        before = (state.turn, state.phase, bool(state.pending))
        events = engine.apply(cat, state, seat, action)
        if any(
            e.kind == "event" and e.data.get("card") == "development_of_politics" for e in events
        ):
            skip_turn = state.turn
        entered = (
            state.phase == "actions"
            and not state.pending
            and (before[0] != state.turn or before[1] != "actions" or before[2])
        )
        soak.check_invariants(cat, state, expected)
        soak.check_advanced(cat, state, skip_turn, entered)
        if rng.below(12) == 0:
            soak.check_views(state, events)
            text = state_mod.dump(state)
            assert state_mod.dump(state_mod.load(text)) == text
    assert not state.pending
    text = state_mod.dump(state)
    assert state_mod.dump(state_mod.load(text)) == text


@pytest.mark.parametrize("variant", ["advanced", "full"])
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=2, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_advanced_replay_from_seed_and_log(variant: str, players: int, seed: int) -> None:
    agents = [make_agent("random", seed * 3 + i) for i in range(players)]
    state, record = play(players, {"variant": variant}, seed, agents)
    again = Record.from_json(record.to_json())
    replayed, result = replay(again)
    assert state_mod.dump(replayed) == state_mod.dump(state)
    assert result is not None and result.to_json() == record.result
