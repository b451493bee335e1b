"""Sealed Bids rules: setup, auctions (ties, prices, all-zero bids), claims, rotation, end."""

from __future__ import annotations

import pytest
from bids_helpers import CASH, KEEP, bid, bid_all, new, play_round

from rules.bids import GAME
from rules.bids.engine import auction_outcome
from rules.bids.state import PRIZES, prize_value
from rules.core import Rng


def test_setup() -> None:
    state = new(3, seed=7, coins=15, rounds=6)
    assert state.coins == [15, 15, 15]
    assert state.round == 1 and state.step == "bid" and state.lead() == 0
    # The ten prizes, shuffled with the game's own generator: the first is on show.
    expected = list(PRIZES)
    Rng(7).shuffle(expected)
    assert [state.prize, *state.deck] == expected
    assert sorted([state.prize, *state.deck], key=prize_value) == list(PRIZES)
    assert GAME.to_act(state) == [0, 1, 2]
    assert GAME.version(state) == 0


def test_seed_decides_the_prize_order() -> None:
    orders = {tuple([new(2, seed=s).prize, *new(2, seed=s).deck]) for s in range(20)}
    assert len(orders) == 20
    assert new(2, seed=3).deck == new(2, seed=3).deck


def test_highest_bid_wins_and_pays_its_bid() -> None:
    state = new(3)
    points = prize_value(state.prize)
    bid_all(state, 2, 5, 3)
    assert state.step == "claim" and GAME.to_act(state) == [1]
    assert state.coins == [12, 7, 12]
    GAME.apply(state, 1, KEEP)
    assert state.kept[1] == [state.history[0].prize]
    assert GAME.result(state) is None
    assert state.round == 2 and state.step == "bid"
    assert state.history[0].bids == [2, 5, 3]
    assert state.history[0].winner == 1 and state.history[0].price == 5
    assert state.history[0].claim == "keep" and prize_value(state.history[0].prize) == points


@pytest.mark.parametrize(
    ("players", "round_", "bids", "winner"),
    [
        (2, 1, [4, 4], 0),  # lead 0
        (2, 2, [4, 4], 1),  # lead 1
        (3, 1, [0, 4, 4], 1),  # order 0, 1, 2
        (3, 3, [4, 0, 4], 2),  # lead 2: order 2, 0, 1
        (3, 3, [4, 4, 0], 0),  # lead 2: 0 comes before 1
        (4, 2, [4, 0, 0, 4], 3),  # lead 1: order 1, 2, 3, 0
        (4, 4, [3, 3, 3, 1], 0),  # lead 3: order 3, 0, 1, 2
    ],
)
def test_ties_go_to_the_first_in_turn_order_from_the_lead(
    players: int, round_: int, bids: list[int], winner: int
) -> None:
    state = new(players, rounds=5)
    for _ in range(round_ - 1):
        play_round(state, *([0] * players))  # all-zero rounds: nothing changes but the round
    assert state.round == round_ and state.lead() == (round_ - 1) % players
    bid_all(state, *bids)
    assert GAME.to_act(state) == [winner]
    assert state.coins[winner] == 12 - max(bids)


@pytest.mark.parametrize(
    ("bids", "winner", "price"),
    [
        ([5, 3, 1], 0, 3),
        ([2, 9, 9], 1, 9),  # a tie: the second-highest bid is the same amount
        ([0, 4, 0], 1, 0),  # only one seat bid more than 0
        ([1, 0, 0], 0, 0),
        ([6, 6, 6], 0, 6),
    ],
)
def test_second_price_pays_the_second_highest_bid(bids: list[int], winner: int, price: int) -> None:
    state = new(3, "second_price")
    bid_all(state, *bids)
    assert GAME.to_act(state) == [winner]
    assert state.coins[winner] == 12 - price
    assert state.history[-1].price == price
    assert all(state.coins[s] == 12 for s in range(3) if s != winner)


def test_auction_outcome_function() -> None:
    assert auction_outcome([0, 0], [0, 1], "first_price") == (None, 0)
    assert auction_outcome([0, 0, 0], [2, 0, 1], "second_price") == (None, 0)
    assert auction_outcome([3, 7], [1, 0], "first_price") == (1, 7)
    assert auction_outcome([3, 7], [1, 0], "second_price") == (1, 3)
    assert auction_outcome([7, 7], [1, 0], "first_price") == (1, 7)


def test_all_zero_bids_discard_the_prize_without_a_claim() -> None:
    state = new(3)
    prize = state.prize
    events = bid_all(state, 0, 0, 0)
    kinds = [e.kind for e in events]
    assert kinds.count("reveal") == 1 and "discard" in kinds and "win" not in kinds
    assert kinds[-1] == "round"  # straight into the next round
    assert state.step == "bid" and state.round == 2 and state.prize != prize
    assert state.coins == [12, 12, 12] and state.kept == [[], [], []]
    assert state.history[0].winner is None and state.history[0].claim == "discard"
    decision = GAME.decision(state)
    assert decision is not None and decision.key == "bid.r2"


def test_claim_keep_and_cash() -> None:
    state = new(2, seed=4)
    first = state.prize
    play_round(state, 3, 1, claim=KEEP)
    assert state.kept[0] == [first] and state.coins == [9, 12]
    second = state.prize
    play_round(state, 0, 2, claim=CASH)
    assert state.kept[1] == [] and state.coins == [9, 10 + prize_value(second)]
    assert state.history[1].claim == "cash"
    assert second not in state.deck and second not in state.kept[0] + state.kept[1]


def test_lead_rotates_each_round() -> None:
    for players in (2, 3, 4):
        state = new(players, rounds=8)
        leads = []
        while not GAME.is_over(state):
            leads.append(state.lead())
            play_round(state, *([1] + [0] * (players - 1)))
        assert leads == [r % players for r in range(8)]


def test_game_ends_after_the_last_round_and_scores() -> None:
    state = new(2, rounds=3, coins=12)
    prizes = []
    for _ in range(3):
        prizes.append(state.prize)
        play_round(state, 2, 0)  # seat 0 wins every auction and keeps
    assert GAME.is_over(state) and state.step == "over"
    assert GAME.to_act(state) == [] and GAME.decision(state) is None
    assert GAME.legal_actions(state, 0) == [] and state.prize == ""
    result = GAME.result(state)
    assert result is not None
    kept = sum(prize_value(p) for p in prizes)
    s0, s1 = result.scores
    assert s0.categories == {"prizes": kept, "coins": 6 // 3}
    assert s0.total == kept + 2 and s0.tiebreak == 6
    assert s1.categories == {"prizes": 0, "coins": 4} and s1.total == 4 and s1.tiebreak == 12
    assert result.winners == (0,)


def _final(players: int, coins: list[int], kept: list[list[str]]) -> tuple[int, ...]:
    """Play a game of all-zero bids to the end, then set holdings and score them."""
    state = new(players, rounds=3)
    while not GAME.is_over(state):
        play_round(state, *([0] * players))
    state.coins = coins
    state.kept = kept
    result = GAME.result(state)
    assert result is not None
    return result.winners


def test_winners_highest_total_then_most_coins_then_shared() -> None:
    # totals: 5+1 = 6 against 4+2 = 6: tied on points, seat 1 has more coins.
    assert _final(2, [3, 6], [["p5"], ["p4"]]) == (1,)
    # totals 7 (p7, 2 coins) and 6+0: the higher total wins whatever the coins.
    assert _final(2, [2, 2], [["p7"], ["p6"]]) == (0,)
    assert _final(2, [0, 30], [["p10", "p9"], ["p1"]]) == (0,)
    # Tied on both: shared.
    assert _final(3, [5, 5, 4], [["p3"], ["p2", "p1"], ["p2"]]) == (0, 1)
    assert _final(4, [0, 0, 0, 0], [[], [], [], []]) == (0, 1, 2, 3)
    # Coins only count in whole thirds: 8 coins are 2 points, like 6.
    assert _final(2, [8, 6], [["p2"], ["p2"]]) == (0,)


def test_options_are_normalized() -> None:
    info = GAME.info
    assert info.name == "bids" and (info.min_players, info.max_players) == (2, 4)
    assert info.variants == ("first_price", "second_price")
    coins, rounds = info.option("coins"), info.option("rounds")
    assert coins is not None and (coins.default, coins.minimum, coins.maximum) == (12, 6, 30)
    assert rounds is not None and (rounds.default, rounds.minimum, rounds.maximum) == (5, 3, 8)
    assert coins.lobby and rounds.lobby
    assert info.normalize({}) == {"variant": "first_price", "coins": 12, "rounds": 5}
    assert info.normalize({"variant": "second_price", "coins": 100, "rounds": 1, "x": 3}) == {
        "variant": "second_price",
        "coins": 30,
        "rounds": 3,
    }
    assert info.normalize({"variant": "dutch", "coins": "7", "rounds": "lots"}) == {
        "variant": "first_price",
        "coins": 7,
        "rounds": 5,
    }
    state = GAME.new(2, {"coins": 2, "rounds": 99, "variant": "nope"}, 1)
    assert state.coins == [6, 6] and state.rounds == 8 and state.variant == "first_price"
    assert (GAME.name, GAME.min_players, GAME.max_players) == ("bids", 2, 4)


@pytest.mark.parametrize("players", [0, 1, 5])
def test_player_count_outside_the_range_is_refused(players: int) -> None:
    with pytest.raises(ValueError):
        GAME.new(players, {}, 1)


def test_bids_up_to_all_coins() -> None:
    state = new(2, coins=6)
    assert [a.amount for a in GAME.legal_actions(state, 0)] == list(range(7))
    GAME.apply(state, 0, bid(6))
    assert GAME.legal_actions(state, 0) == []  # already bid
    assert [a.amount for a in GAME.legal_actions(state, 1)] == list(range(7))
    GAME.apply(state, 1, bid(0))
    assert state.coins[0] == 0 and GAME.legal_actions(state, 0) == [KEEP, CASH]
    assert GAME.legal_actions(state, 1) == []
    GAME.apply(state, 0, KEEP)
    assert [a.amount for a in GAME.legal_actions(state, 0)] == [0]  # broke: bids 0 only
