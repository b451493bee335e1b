"""What is offered and what is accepted agree: in positions along random games, every
well-formed code is refused (with a reason code) exactly when it is not a legal action, and
applying a refused code never changes the state."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.tta import catalog, engine
from rules.tta import state as state_mod
from rules.tta.actions import LETTER_TYPE, Action
from rules.tta.agents import make_agent

BUILDINGS = [f"{letter}{level}" for letter in LETTER_TYPE for level in range(4)]
PAIRS = [(a, b) for a in BUILDINGS for b in BUILDINGS if a[0] == b[0] and a[1] < b[1]]


def candidates(hand: int) -> list[str]:
    out = [f"take.{s}" for s in range(1, 14)] + ["pop", "pop.free", "end"]
    out += [f"build.{b}" for b in BUILDINGS] + [f"dest.{b}" for b in BUILDINGS]
    out += [f"upg.{a}.{b}" for a, b in PAIRS] + [f"wonder.{n}" for n in range(1, 5)]
    out += [f"barb.{b}" for b in BUILDINGS] + [f"ev.{c}" for c in ("food", "res", "yes", "no")]
    for h in range(hand + 1):
        out += [f"play.{h}", f"rev.{h}"]
        out += [f"play.{h}.{b}" for b in BUILDINGS]
        out += [f"play.{h}.{a}.{b}" for a, b in PAIRS]
        for h2 in range(hand + 1):
            out += [f"play.{h}.{h2}", f"play.{h}.{h2}.rev"]
    return out


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (2, 4), (3, 5), (4, 6)])
def test_refusals_match_legal_actions(players: int, seed: int) -> None:
    cat = catalog.load()
    state, _ = engine.new_game(cat, players, {}, seed)
    bots = [make_agent("heuristic" if i % 2 else "random", seed + i) for i in range(players)]
    step = 0
    checked = 0
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        if step % 3 == 0:
            legal = {a.encode() for a in engine.legal_actions(cat, state, seat)}
            hand = len(state.players[seat].hand)
            before = state_mod.dump(state)
            for code in candidates(hand):
                refusal = engine.refusal(cat, state, seat, Action.decode(code))
                assert (refusal is None) == (code in legal), (code, refusal)
                if refusal is not None:
                    assert isinstance(refusal, IllegalAction) and refusal.reason
                    numbers_given(refusal)
            assert state_mod.dump(state) == before
            checked += 1
        engine.apply(cat, state, seat, bots[seat].choose(state, seat))
        step += 1
    assert checked > 5


def numbers_given(refusal: IllegalAction) -> None:
    """A refusal for want of something says how much is needed and how much there is (the
    catalogues' reason messages show them, issue 26)."""
    if refusal.reason.startswith("not_enough_"):
        need, have = refusal.params["need"], refusal.params["have"]
        assert isinstance(need, int) and isinstance(have, int) and need > have, refusal.params
    if refusal.reason == "not_enough_actions":
        assert refusal.params["kind"] in ("civil", "military")
    if refusal.reason == "hand_full":
        assert refusal.params["count"] >= refusal.params["limit"], refusal.params


def military_candidates(hand: int, military: int) -> list[str]:
    out = [*candidates(hand), "nopol", "resign", "draw", "trade", "pass", "done", "reset"]
    out += ["accept", "refuse"]
    for m in range(military + 1):
        out += [f"prep.{m}", f"col.{m}", f"tac.{m}", f"disc.{m}", f"card.{m}"]
        for s in range(4):
            out += [f"agg.{m}.{s}", f"war.{m}.{s}", f"pact.{m}.{s}.a", f"pact.{m}.{s}.b"]
    out += [f"cancel.{k}" for k in range(4)] + [f"bid.{n}" for n in range(1, 31)]
    out += [f"sac.{b}" for b in BUILDINGS] + [f"pick.{b}" for b in BUILDINGS]
    out += [f"pick.{x}{k}" for x in "cws" for k in range(6)]
    out += [f"split.{n}" for n in range(11)]
    return out


@pytest.mark.parametrize(
    ("variant", "players", "seed"),
    [("advanced", 2, 11), ("advanced", 3, 12), ("full", 4, 13), ("full", 3, 14)],
)
def test_refusals_match_legal_actions_in_the_longer_games(
    variant: str, players: int, seed: int
) -> None:
    """The same agreement in the advanced and full games: political steps, every frame."""
    cat = catalog.load()
    state, _ = engine.new_game(cat, players, {"variant": variant}, seed)
    bots = [make_agent("heuristic" if i % 2 else "random", seed + i) for i in range(players)]
    step = checked = 0
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        if step % 7 == 0 or state.pending or state.phase == "political":
            legal = {a.encode() for a in engine.legal_actions(cat, state, seat)}
            p = state.players[seat]
            before = state_mod.dump(state)
            for code in military_candidates(len(p.hand), len(p.military)):
                refusal = engine.refusal(cat, state, seat, Action.decode(code))
                assert (refusal is None) == (code in legal), (code, refusal, state.phase)
                if refusal is not None:
                    assert isinstance(refusal, IllegalAction) and refusal.reason
                    numbers_given(refusal)
            assert state_mod.dump(state) == before
            checked += 1
        engine.apply(cat, state, seat, bots[seat].choose(state, seat))
        step += 1
    assert checked > 20
