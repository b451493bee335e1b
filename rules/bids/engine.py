"""Sealed Bids rules: setup, legal actions, refusals, applying actions, scoring.

A round reveals the next prize; every seat bids in secret (simultaneously, in any order); once
the last bid is in, the bids are revealed, the highest wins (ties: first in turn order from the
round's lead player) and pays the price to the bank; the winner then keeps the prize or cashes
it for coins. All-zero bids discard the prize. After the last round: prize points + coins // 3.
"""

from __future__ import annotations

from rules.bids.actions import Action
from rules.bids.state import PRIZES, Auction, BidsState, prize_value
from rules.core import (
    Decision,
    Event,
    GameInfo,
    IllegalAction,
    MalformedAction,
    OptionSpec,
    Result,
    Rng,
    SeatScore,
)

MIN_PLAYERS = 2
MAX_PLAYERS = 4
VARIANTS: tuple[str, ...] = ("first_price", "second_price")
COINS_PER_POINT = 3
DEFAULT_COINS = 12
DEFAULT_ROUNDS = 5

INFO = GameInfo(
    name="bids",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    variants=VARIANTS,
    options=(
        OptionSpec("coins", DEFAULT_COINS, minimum=6, maximum=30),
        # At most 8 of the 10 prizes come up, so the deck never runs out and the last ones
        # stay unknown.
        OptionSpec("rounds", DEFAULT_ROUNDS, minimum=3, maximum=len(PRIZES) - 2),
    ),
)

Events = list[Event]


def new_game(
    players: int,
    variant: str = VARIANTS[0],
    seed: int = 0,
    coins: int = DEFAULT_COINS,
    rounds: int = DEFAULT_ROUNDS,
) -> BidsState:
    """A new game in round 1's bid step. Options must already be valid (see ``INFO``)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Sealed Bids needs {MIN_PLAYERS}–{MAX_PLAYERS} players, not {players}")
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    for key, value in (("coins", coins), ("rounds", rounds)):
        spec = INFO.option(key)
        assert spec is not None and spec.minimum is not None and spec.maximum is not None
        if not spec.minimum <= value <= spec.maximum:
            raise ValueError(f"{key} must be {spec.minimum}–{spec.maximum}, not {value}")
    rng = Rng(seed)
    deck = list(PRIZES)
    rng.shuffle(deck)
    state = BidsState(
        players_n=players,
        variant=variant,
        start_coins=coins,
        rounds=rounds,
        seed=seed,
        rng=rng,
        deck=deck,
        coins=[coins] * players,
        kept=[[] for _ in range(players)],
    )
    _start_round(state, [])
    return state


def sealed_token(seat: int, amount: int) -> str:
    """The string that stands for a sealed bid in views and events (the leak checks look for
    it wherever a seat other than the bidder could read it)."""
    return f"sealed-{seat}-{amount}"


# ----------------------------------------------------------------------------------------------
# Whose turn, what is legal


def is_over(state: BidsState) -> bool:
    return state.step == "over"


def winner_of_round(state: BidsState) -> int | None:
    """The seat that won this round's auction and has to claim, during the claim step."""
    auction = state.current()
    return auction.winner if state.step == "claim" and auction is not None else None


def to_act(state: BidsState) -> list[int]:
    if state.step == "bid":
        return [s for s in state.turn_order() if state.bids[s] is None]
    winner = winner_of_round(state)
    return [] if winner is None else [winner]


def decision(state: BidsState) -> Decision | None:
    seats = tuple(to_act(state))
    if not seats:
        return None
    if state.step == "bid":
        # Everyone's prompt of this bid step stays valid until that seat bids: another seat's
        # bid changes nothing it could see.
        return Decision(
            key=f"bid.r{state.round}",
            seats=seats,
            secret=True,
            simultaneous=True,
            since=tuple((s, state.wait_since) for s in seats),
        )
    return Decision(key=f"claim.r{state.round}", seats=seats, since=((seats[0], state.version),))


def legal_actions(state: BidsState, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    if state.step == "bid":
        return [Action("bid", amount) for amount in range(state.coins[seat] + 1)]
    return [Action("keep"), Action("cash")]


def check(state: BidsState, seat: int, a: Action) -> IllegalAction | None:
    """Why ``seat`` may not play ``a`` now, or None if it may."""
    if not isinstance(a, Action) or not a.well_formed():
        return MalformedAction(f"not a Sealed Bids action: {a!r}")
    if state.step == "over":
        return IllegalAction("game_over")
    if not 0 <= seat < state.players_n:
        return IllegalAction("not_your_turn", f"no seat {seat}")
    if state.step == "bid":
        if state.bids[seat] is not None:
            return IllegalAction("already_chosen", "this seat has bid already this round")
        if a.kind != "bid":
            return IllegalAction("wrong_step", "the bids are not revealed yet", step="bid")
        if a.amount > state.coins[seat]:
            return IllegalAction(
                "not_enough_coins",
                f"bid {a.amount} with {state.coins[seat]} coins",
                have=state.coins[seat],
                need=a.amount,
            )
        return None
    if seat != winner_of_round(state):
        return IllegalAction("not_your_turn", "only the auction's winner claims the prize")
    if a.kind == "bid":
        return IllegalAction("wrong_step", "the bids of this round are revealed", step="claim")
    return None


# ----------------------------------------------------------------------------------------------
# Applying actions


def apply(state: BidsState, seat: int, a: Action, expected_version: int | None = None) -> Events:
    """Apply ``seat``'s action and return the events; on a refusal nothing changes.

    ``expected_version`` is the version the acting seat saw. It need not be the current one:
    a bid made on any prompt of the current bid step counts (see :func:`decision`), so the host
    may pass either the version of the prompt or the current version.
    """
    if isinstance(a, Action) and a.well_formed() and state.step != "over":
        current = decision(state)
        if (
            expected_version is not None
            and expected_version != state.version
            and (current is None or not current.accepts(seat, expected_version, state.version))
        ):
            raise IllegalAction(
                "stale_version",
                f"prompt of version {expected_version}, now {state.version}",
                current=state.version,
                given=expected_version,
            )
    problem = check(state, seat, a)
    if problem is not None:
        raise problem
    events: Events = []
    if state.step == "bid":
        _bid(state, seat, a.amount, events)
    else:
        _claim(state, seat, a.kind, events)
    state.version += 1
    if state.step == "bid" and all(b is None for b in state.bids):
        state.wait_since = state.version  # a new bid step began with this action
    return events


def _start_round(state: BidsState, events: Events) -> None:
    state.step = "bid"
    state.prize = state.deck.pop(0)
    state.bids = [None] * state.players_n
    events.append(
        Event(
            "round",
            data={
                "round": state.round,
                "rounds": state.rounds,
                "prize": state.prize,
                "points": prize_value(state.prize),
                "lead": state.lead(),
            },
        )
    )


def _bid(state: BidsState, seat: int, amount: int, events: Events) -> None:
    state.bids[seat] = amount
    events.append(Event("bid", seat))  # public: only *that* the seat has bid
    events.append(
        Event(
            "bid_secret",
            seat,
            {"amount": amount, "sealed": sealed_token(seat, amount)},
            private_to=seat,
        )
    )
    if all(b is not None for b in state.bids):
        _reveal(state, events)


def auction_outcome(bids: list[int], order: list[int], variant: str) -> tuple[int | None, int]:
    """(winner, price) of revealed bids: the highest bid wins, a tie goes to the first of the
    tied seats in ``order``; all-zero bids have no winner. First price: the winner pays its bid;
    second price: the second-highest bid (a tied bid counts, so a tie pays the bid itself)."""
    high = max(bids)
    if high == 0:
        return None, 0
    winner = next(s for s in order if bids[s] == high)
    if variant == "second_price":
        return winner, sorted(bids, reverse=True)[1]
    return winner, high


def _reveal(state: BidsState, events: Events) -> None:
    bids = [int(b) for b in state.bids if b is not None]
    state.bids = [None] * state.players_n
    winner, price = auction_outcome(bids, state.turn_order(), state.variant)
    points = prize_value(state.prize)
    auction = Auction(state.round, state.prize, state.lead(), bids, winner, price)
    state.history.append(auction)
    events.append(Event("reveal", data={"bids": bids, "lead": auction.lead, "round": state.round}))
    if winner is None:
        auction.claim = "discard"
        events.append(Event("discard", data={"prize": state.prize, "points": points}))
        _next_round(state, events)
        return
    state.coins[winner] -= price
    state.step = "claim"
    events.append(
        Event(
            "win",
            winner,
            {"prize": state.prize, "points": points, "bid": bids[winner], "price": price},
        )
    )


def _claim(state: BidsState, seat: int, kind: str, events: Events) -> None:
    auction = state.history[-1]
    auction.claim = kind
    points = prize_value(state.prize)
    if kind == "keep":
        state.kept[seat].append(state.prize)
        events.append(Event("keep", seat, {"prize": state.prize, "points": points}))
    else:
        state.coins[seat] += points
        events.append(Event("cash", seat, {"prize": state.prize, "coins": points}))
    _next_round(state, events)


def _next_round(state: BidsState, events: Events) -> None:
    if state.round >= state.rounds:
        state.step = "over"
        state.prize = ""
        result = score(state)
        events.append(
            Event(
                "over",
                data={
                    "winners": list(result.winners),
                    "totals": [s.total for s in result.scores],
                },
            )
        )
        return
    state.round += 1
    _start_round(state, events)


# ----------------------------------------------------------------------------------------------
# Scoring


def categories(state: BidsState, seat: int) -> dict[str, int]:
    return {
        "prizes": sum(prize_value(p) for p in state.kept[seat]),
        "coins": state.coins[seat] // COINS_PER_POINT,
    }


def score(state: BidsState) -> Result:
    """Scores as they stand (final once the game is over): the highest total wins, ties go to
    the most coins left, a tie on both is shared."""
    scores = []
    for seat in range(state.players_n):
        cats = categories(state, seat)
        scores.append(SeatScore(seat, sum(cats.values()), cats, state.coins[seat]))
    best = max((s.total, s.tiebreak) for s in scores)
    winners = tuple(s.seat for s in scores if (s.total, s.tiebreak) == best)
    return Result(tuple(scores), winners)
