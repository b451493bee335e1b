"""The strong agent (rules/tta/agents/strong.py, issue 19): legal answers in every version and
out of turn, repeatable with a fixed number of determinizations, blind to what its seat cannot
see (T-15.2.2: military hands and decks face down; T-15.4.1: prepared events), never undoing."""

from __future__ import annotations

import pytest
import tta_helpers as h

from rules.core import Rng
from rules.tta import GAME
from rules.tta.actions import Action
from rules.tta.agents import make_agent
from rules.tta.agents.strong import StrongAgent, determinize, pick
from rules.tta.catalog import load as load_catalog
from rules.tta.state import TtaState


def strong(seed: int = 1, iterations: int = 1) -> StrongAgent:
    agent = make_agent("strong", seed, iterations=iterations, candidates=2)
    assert isinstance(agent, StrongAgent)
    return agent


@pytest.mark.parametrize(
    ("variant", "players"), [("simple", 2), ("advanced", 3), ("full", 4), ("advanced", 2)]
)
def test_legal_choices_for_its_seat_in_every_version(variant: str, players: int) -> None:
    state = GAME.new(players, {"variant": variant}, 11)
    me = 0
    agent = strong()
    others = [make_agent("heuristic", 20 + s) for s in range(players)]
    searched = 0
    for _ in range(400):
        if GAME.is_over(state) or searched >= 12:
            break
        decision = GAME.decision(state)
        assert decision is not None
        seat = decision.seats[0]
        if seat == me:
            legal = GAME.legal_actions(state, seat)
            action = agent.choose(state, seat)
            assert action in legal and action.kind not in ("undo", "resign")
            searched += agent.searched > 0
        else:
            action = others[seat].choose(state, seat)
        GAME.apply(state, seat, action)
    assert searched > 0, "no decision needed a search"


def test_it_answers_an_aggression_out_of_turn() -> None:
    state, _, defender = h.defence_position()
    assert state.current != defender
    action = strong().choose(state, defender)
    assert action in GAME.legal_actions(state, defender)


def test_it_bids_in_an_auction_and_answers_a_pact_out_of_turn() -> None:
    """T-15.6 colonization: the other nation, able to outbid, is asked for a bid; T-15.8 pacts:
    the nation offered a pact accepts or refuses. Both out of turn, both searched."""
    state = h.adv(2, seed=8)
    seat = state.start
    other = 1 - seat
    h.add_tech(state, other, "swordsmen")
    h.units_only(state, other, {"swordsmen": 3})
    h.give_military(state, seat, "no_event")
    h.political(state, seat)
    h.top_event(state, "inhabited_territory_i")
    h.act(state, "prep.0")
    h.act(state, "bid.1")
    decision = GAME.decision(state)
    assert state.pending[-1].kind == "bid" and decision is not None
    assert decision.seats == (other,)
    agent = strong()
    action = agent.choose(state, other)
    assert action in GAME.legal_actions(state, other) and action.kind in ("bid", "pass")
    assert agent.searched == 1

    state = h.adv(3, seed=7, variant="full")
    a = state.start
    b = (a + 1) % 3
    h.give_military(state, a, "peace_treaty")
    h.political(state, a, round_=5)
    h.act(state, f"pact.0.{b}.a")
    decision = GAME.decision(state)
    assert decision is not None and decision.seats == (b,)
    action = agent.choose(state, b)
    assert action.kind in ("accept", "refuse") and agent.searched == 1


def test_repeatable_with_a_fixed_number_of_determinizations() -> None:
    state = GAME.new(3, {"variant": "advanced"}, 4)
    for _ in range(25):  # into the game: several choices on the turn
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, make_agent("heuristic", seat).choose(state, seat))
    seat = GAME.to_act(state)[0]
    first = strong(seed=3, iterations=2).choose(state, seat)
    again = strong(seed=3, iterations=2).choose(state, seat)
    assert first == again


def hidden_shuffled(state: TtaState, seat: int, seed: int) -> TtaState:
    """The same game with what ``seat`` cannot see dealt differently: the civil decks' order,
    and the other nations' military cards swapped with deck cards of the same age."""
    other = GAME.load(GAME.dump(state))
    rng = Rng(seed)
    for deck in other.civil_decks.values():
        rng.shuffle(deck)
    cat = load_catalog()
    for p in other.players:
        if p.seat == seat:
            continue
        for i, card in enumerate(p.military):
            deck = other.military_decks.get(cat.of(card).age, [])
            if deck:
                j = rng.below(len(deck))
                p.military[i], deck[j] = deck[j], p.military[i]
    return other


def test_hidden_information_does_not_change_the_decision() -> None:
    """T-15.2.2: the same visible position with other hands and deck orders gives the same
    sample of the unknown, hence the same decision."""
    state = GAME.new(2, {"variant": "advanced"}, 8)
    for _ in range(60):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, make_agent("heuristic", seat).choose(state, seat))
    seat = GAME.to_act(state)[0]
    twin = hidden_shuffled(state, seat, 99)
    assert GAME.dump(twin) != GAME.dump(state)
    cat = load_catalog()
    worlds = [determinize(cat, s, seat, Rng(5)) for s in (state, twin)]
    assert GAME.dump(worlds[0]) == GAME.dump(worlds[1]), "the sample is canonical"
    assert strong(7, 2).choose(state, seat) == strong(7, 2).choose(twin, seat)


def test_it_never_takes_a_move_back() -> None:
    state = GAME.new(2, {"variant": "simple"}, 4)
    seat = state.current
    take = next(a for a in GAME.legal_actions(state, seat) if a.kind == "take")
    GAME.apply(state, seat, take)
    assert Action("undo") in GAME.legal_actions(state, seat)
    assert strong().choose(state, seat).kind != "undo"


def test_the_heuristic_choice_is_left_only_on_clear_evidence() -> None:
    """Candidate 0 is the heuristic's choice; another candidate replaces it only when its gain,
    sample by sample, is above one standard error (a risky move with one lucky sample is not)."""
    assert pick([[0.5, 0.5], [0.4, 0.6]]) == 0  # no gain on the whole
    assert pick([[0.0] * 4, [1.0] * 4]) == 1  # the same gain in every sample
    assert pick([[0.0] * 4, [1.0, -1.0, 1.0, 0.0]]) == 0  # mean 0.25, standard error 0.48
    assert pick([[0.0] * 4, [0.0, 0.0, 1.0, 0.0], [0.5, 0.5, 0.5, 0.0]]) == 2
    assert pick([[0.0], [0.1]]) == 1  # one sample: any gain


def test_other_hands_are_dealt_the_bonus_cards_a_player_keeps() -> None:
    """T-15.2.2 sampling: the other nation's hidden hand holds Defense/colonization bonus cards
    about as often as a heuristic player's hand does (a third), more than the decks do; the
    sample only moves cards the seat cannot see."""
    state = GAME.new(2, {"variant": "advanced"}, 8)
    for _ in range(60):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, make_agent("heuristic", seat).choose(state, seat))
    seat = GAME.to_act(state)[0]
    other = 1 - seat
    cat = load_catalog()
    assert len(state.players[other].military) >= 4

    def unseen(s: TtaState) -> list[str]:
        piles = [*s.military_decks.values(), *s.military_discards.values()]
        piles += [s.current_events, s.future_events, s.events, s.gradual]
        return sorted([c for pile in piles for c in pile] + s.players[other].military)

    rng = Rng(3)
    hand = [0, 0]
    deck = [0, 0]
    for _ in range(200):
        world = determinize(cat, state, seat, rng)
        assert unseen(world) == unseen(state)
        assert world.players[seat].military == state.players[seat].military
        for c in world.players[other].military:
            hand[0] += cat.of(c).kind == "bonus"
            hand[1] += 1
        for c in (c for d in world.military_decks.values() for c in d):
            deck[0] += cat.of(c).kind == "bonus"
            deck[1] += 1
    assert 0.25 < hand[0] / hand[1] < 0.45
    assert deck[0] / deck[1] < 0.2
