"""Answers given in advance, the host's loop (issue 29): in random Through the Ages games of 2-4
players and every variant, each seat holding random stored answers (with damaged and unknown
entries among them, as an older or newer release might leave), every action the manager's
standing part would apply (:meth:`bot.manager.standing.Standing.next_move`, repeated while it
gives one) is a legal action of a seat that decides now, and a stored answer the game does not
accept never applies. (The rules' own test checks each answer kind; this checks the host.)"""

from __future__ import annotations

from typing import Any

import pytest

from bot.games import Registry
from bot.manager.base import Host
from bot.manager.standing import Standing, answers_of
from bot.store import GameRecord, SeatRecord
from bot.store.memory import MemoryStore
from rules.core import Rng
from rules.tta import GAME, catalog, engine, standing
from rules.tta.agents import make_agent

TTA = Registry.of(["tta"])

# Stored entries no release accepts: they must be ignored, never applied.
JUNK: tuple[tuple[str, Any], ...] = (
    ("defence", {"kind": "bid_never"}),  # a kind stored under another question
    ("defence", {"kind": "defend_cheapest", "cards": 99, "units": 0}),  # out of range
    ("colonize", {"kind": "bid_up_to", "max": "7"}),  # a wrong type
    ("surrender", {"kind": "always"}),  # a question of no release
    ("pact", ["refuse"]),  # not an answer at all
)


def random_answers(rng: Rng, players: int, seat: int) -> dict[str, Any]:
    """Random stored answers of ``seat``: most questions answered by a random kind with
    random parameters, some left out, some damaged."""
    out: dict[str, Any] = {}
    for question in standing.QUESTIONS:
        if rng.below(4) == 0:
            continue
        kinds = [k for k in standing.KINDS if k.question == question]
        kind = rng.choice(kinds)
        answer: dict[str, Any] = {"kind": kind.id}
        for p in kind.params:
            if p.kind == "int":
                assert p.minimum is not None and p.maximum is not None
                answer[p.key] = p.minimum + rng.below(min(p.maximum - p.minimum, 12) + 1)
            elif p.kind == "choice":
                answer[p.key] = rng.choice(p.choices)
            elif p.kind == "seats":
                answer[p.key] = [s for s in range(players) if s != seat and rng.below(2)]
        out[question] = answer
    if rng.below(3) == 0:
        question, junk = rng.choice(JUNK)
        out[question] = junk
    return out


@pytest.mark.parametrize(
    ("variant", "players", "games"),
    [("simple", 2, 30), ("advanced", 3, 60), ("full", 4, 40), ("full", 2, 60)],
)
def test_the_host_applies_only_legal_actions_of_deciding_seats(
    variant: str, players: int, games: int
) -> None:
    cat = catalog.load()
    host = Host(MemoryStore(), None, games=TTA)  # type: ignore[arg-type]
    part = Standing(host)
    positions = applied = 0
    for g in range(games):
        seed = 7_000 + 100 * players + g
        rng = Rng(seed)
        state, _ = engine.new_game(cat, players, {"variant": variant}, seed)
        bots = [make_agent("random", seed * 10 + i) for i in range(players)]
        seats = [
            SeatRecord(100 + i, f"P{i}", standing=random_answers(rng, players, i))
            for i in range(players)
        ]
        game = GameRecord("g", "tta", 1, 1, 100, "running", {}, seats, state="-")
        while not engine.is_over(state):
            if rng.below(40) == 0:  # the players change their answers now and then
                for i, record in enumerate(seats):
                    record.standing = random_answers(rng, players, i)
            decision = GAME.decision(state)
            assert decision is not None
            positions += 1
            found = part.next_move(game, state, decision)
            if found is not None:
                seat, action = found
                assert seat in decision.seats
                assert action in GAME.legal_actions(state, seat)
                question = standing.question_of(state, seat)
                assert question in answers_of(GAME, game, seat), "only accepted answers apply"
                applied += 1
            else:
                seat = decision.seats[0]
                action = bots[seat].choose(state, seat)
            GAME.apply(state, seat, action)
    print(f"{variant} {players}: {positions} positions, {applied} answered in advance")
    assert applied >= 30 and positions >= 2000
