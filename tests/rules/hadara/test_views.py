"""Hidden information (H-14): what the spectator and seat views may contain."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from hadara_builders import RandomChooser, at_colony, new, run_to, set_tracks, strings_in

from rules.core import visible_events
from rules.hadara import actions as act
from rules.hadara import engine, views
from rules.hadara.state import HadaraState


@dataclass
class Snapshot:
    """Secrets of one position and the strings each viewer's view contains."""

    step: str
    n: int
    decks: set[str]
    hands: list[set[str]]
    pending: list[str]
    below_top: set[str]
    tops: set[str]
    secret_sold: dict[int, set[str]]
    hidden_colonies: set[str]
    integrated: set[str]
    seen: dict[int | None, set[str]] = field(default_factory=dict)


def _snapshot(state: HadaraState) -> Snapshot:
    data = state.data
    integrated = {cid for p in state.players for cid, integ in p.colonies if integ}
    hidden = set()
    for colony in data.colonies.values():
        if colony.id not in integrated:
            hidden |= {colony.id, colony.name}
    snap = Snapshot(
        step=state.step,
        n=state.players_n,
        decks={c for deck in state.decks.values() for c in deck},
        hands=[set(h) for h in state.hands],
        pending=list(state.pending),
        below_top={c for pile in state.piles.values() for c in pile[:-1]},
        tops={pile[-1] for pile in state.piles.values() if pile},
        secret_sold={
            s: {c for c, seat, public in state.out if seat == s and not public}
            for s in range(state.players_n)
        },
        hidden_colonies=hidden,
        integrated={data.colonies[c].name for c in integrated} | integrated,
    )
    for viewer in [None, *range(state.players_n)]:
        snap.seen[viewer] = strings_in(views.view(state, viewer))
    return snap


def _game(n: int, seed: int, variant: str) -> list[Snapshot]:
    state = new(n, variant, seed)
    choose = RandomChooser(seed)
    snaps = []
    while state.step != "over":
        snaps.append(_snapshot(state))
        seat = state.acting[0]
        engine.apply(state, seat, choose(state, seat))
    snaps.append(_snapshot(state))
    return snaps


@pytest.fixture(scope="module")
def sweep() -> list[Snapshot]:
    """Every position of a 3-player basic game and a 5-player advanced game."""
    return _game(3, 21, "basic") + _game(5, 22, "advanced")


def test_h_14_1_deck_contents_never_visible(sweep: list[Snapshot]) -> None:
    """H-14.1: deck contents and order are hidden from everyone; only sizes are public."""
    for snap in sweep:
        for viewer, seen in snap.seen.items():
            assert not (snap.decks & seen), (snap.step, viewer)


def test_h_14_1_deck_sizes_public() -> None:
    """H-14.1: deck sizes are public."""
    state = new(4, seed=3)
    v = views.view(state, None)
    assert {w["color"]: w["deck_size"] for w in v["wheel"]} == {
        c: len(d) for c, d in state.decks.items()
    }


def test_h_14_2_drawn_cards_only_for_the_drawer(sweep: list[Snapshot]) -> None:
    """H-14.2: the two drawn cards are visible to the drawer only."""
    checked = 0
    for snap in sweep:
        for seat, hand in enumerate(snap.hands):
            if not hand:
                continue
            checked += 1
            assert hand <= snap.seen[seat]
            for viewer, seen in snap.seen.items():
                if viewer != seat:
                    assert not (hand & seen), (snap.step, seat, viewer)
    assert checked


def test_h_14_2_draw_events_are_private() -> None:
    """H-14.2: the draw event is addressed to the drawer only."""
    state = new(3, seed=1)
    events = engine.apply(state, state.first, act.wheel(0))
    draws = [e for e in events if e.kind == "draw"]
    assert [e.private_to for e in draws] == [0, 1, 2]
    for viewer in (None, 0, 1, 2):
        visible = [e for e in visible_events(events, viewer) if e.kind == "draw"]
        assert [e.seat for e in visible] == ([] if viewer is None else [viewer])


def test_h_14_3_phase_a_sales_never_revealed_to_others(sweep: list[Snapshot]) -> None:
    """H-14.3: a card sold in phase A is never shown to another player or a spectator."""
    checked = 0
    for snap in sweep:
        for seat, sold in snap.secret_sold.items():
            checked += len(sold)
            assert sold <= snap.seen[seat]  # the seller remembers
            for viewer, seen in snap.seen.items():
                if viewer != seat:
                    assert not (sold & seen), (snap.step, seat, viewer)
    assert checked


def test_h_14_3_phase_b_sales_are_public() -> None:
    """H-14.3: cards sold in phase B were face up, so they are named publicly."""
    state = new(2, seed=4)
    run_to(state, 1, "take")
    seat = state.acting[0]
    color = next(c for c, pile in state.piles.items() if pile)
    card = state.piles[color][-1]
    events = engine.apply(state, seat, act.take(color, buy=False))
    assert card in views.view(state, None)["out_of_game"]["public"]
    assert any(e.kind == "sell" and e.data.get("card") == card for e in events if not e.private_to)


def test_h_14_4_only_pile_tops(sweep: list[Snapshot]) -> None:
    """H-14.4: only the top card of each discard pile is shown; sizes are public."""
    checked = 0
    for snap in sweep:
        checked += len(snap.below_top)
        for seen in snap.seen.values():
            assert snap.tops <= seen
            assert not (snap.below_top & seen), snap.step
    assert checked


def test_h_14_5_colony_reverse_only_after_integration(sweep: list[Snapshot]) -> None:
    """H-14.5: no colony id or name for tiles that are not integrated (stack tops, plundered
    colonies, the box); integrated colonies are shown in full to everyone."""
    integrated_seen = 0
    for snap in sweep:
        for seen in snap.seen.values():
            assert not (snap.hidden_colonies & seen), snap.step
            assert snap.integrated <= seen
        integrated_seen += len(snap.integrated)
    assert integrated_seen


def test_h_14_5_plundered_colony_shows_front_values_only() -> None:
    """H-14.5: a plundered colony is described by its front only."""
    state = new(2, seed=5)
    seat = engine.first_player(state, 1)
    set_tracks(state.players[seat], military=100)
    at_colony(state)
    colony = state.data.colonies[state.colony_stacks[21][-1]]
    engine.apply(state, seat, act.colony(21, False))
    entry = views.view(state, 1 - seat)["players"][seat]["colonies"][0]
    assert entry == {
        "level": 21,
        "plunder": colony.plunder,
        "integrate": colony.integrate,
        "points": colony.front_points,
        "integrated": False,
    }


def test_h_14_5_integrated_colony_is_revealed() -> None:
    """H-14.5: an integrated colony's reverse is revealed to everyone."""
    state = new(2, seed=5)
    seat = engine.first_player(state, 1)
    p = state.players[seat]
    set_tracks(p, military=100)
    p.coins = 50
    at_colony(state)
    colony = state.data.colonies[state.colony_stacks[15][-1]]
    engine.apply(state, seat, act.colony(15, True))
    entry = views.view(state, None)["players"][seat]["colonies"][0]
    assert entry["id"] == colony.id and entry["name"] == colony.name
    assert entry["points"] == colony.reverse_points and entry["integrated"] is True
    assert list(entry["tracks"].values()) == list(colony.reverse_tracks)


def _without(view: dict[str, object], *keys: str) -> dict[str, object]:
    return {k: v for k, v in view.items() if k not in keys}


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_h_14_6_pending_choices_hidden_until_all_chose(variant: str) -> None:
    """H-14.6 / H-5.3: a simultaneous choice changes nothing in the other views (except that
    the seat has chosen) until everyone has chosen."""
    state = new(3, variant, seed=6)
    if variant == "basic":
        engine.apply(state, state.first, act.wheel(0))
        action = act.draft(state.hands[0][1], buy=False)
    else:
        action = act.side("B")
    before = {v: views.view(state, v) for v in (None, 1, 2)}
    engine.apply(state, 0, action)
    for v in (None, 1, 2):
        after = views.view(state, v)
        assert after["chosen"] == [0]
        assert _without(after, "version", "chosen", "to_act") == _without(
            before[v], "version", "chosen", "to_act"
        )
        if variant == "basic":
            assert action.encode() not in strings_in(after)
    assert views.view(state, 0)["private"]["pending"] == state.pending[0] != ""


def test_h_14_6_pending_codes_never_in_other_views(sweep: list[Snapshot]) -> None:
    """H-14.6: pending draft choices appear only in the chooser's own view. (Side choices are
    the letters A/B, covered by the view comparison above.)"""
    checked = 0
    for snap in sweep:
        for seat, code in enumerate(snap.pending):
            if "." not in code:
                continue
            checked += 1
            for viewer, seen in snap.seen.items():
                if viewer != seat:
                    assert code not in seen
    assert checked


def test_h_14_public_events_keep_the_secrets() -> None:
    """H-14.1/H-14.3/H-14.5: the public event log never names a card still in a deck, a card
    sold in phase A, or a colony that is not integrated."""
    for n, seed, variant in [(3, 31, "basic"), (5, 32, "advanced")]:
        state = new(n, variant, seed)
        choose = RandomChooser(seed)
        public: list[tuple[set[str], set[str]]] = []
        while state.step != "over":
            seat = state.acting[0]
            events = engine.apply(state, seat, choose(state, seat))
            decks = {c for deck in state.decks.values() for c in deck}
            for e in events:
                if e.private_to is None:
                    public.append((strings_in(e.to_json()), decks))
        integrated = {cid for p in state.players for cid, integ in p.colonies if integ}
        hidden = {c.id for c in state.data.colonies.values() if c.id not in integrated}
        hidden |= {state.data.colonies[c].name for c in hidden}
        secret = {c for c, _, pub in state.out if not pub}
        assert secret
        for seen, decks in public:
            assert not (seen & decks)
            assert not (seen & secret)
            assert not (seen & hidden)


def test_h_14_7_public_information() -> None:
    """H-14.7: tableaus, tracks, coins, statues, medals and colonies are public."""
    state = new(3, seed=7)
    run_to(state, 2, "wheel", RandomChooser(7))
    spectator = views.view(state, None)
    assert "private" not in spectator
    for p, shown in zip(state.players, spectator["players"], strict=True):
        assert shown["coins"] == p.coins
        assert list(shown["tracks"].values()) == p.tracks
        assert shown["cards"] == p.cards
        assert shown["silver"] == p.silver and shown["gold"] == p.gold
        assert shown["tiles"] == p.tiles
        assert [s if s is None else (s["tile"], s["face_up"]) for s in shown["statues"]] == (
            p.statues
        )
        assert [(c["level"], c["integrated"]) for c in shown["colonies"]] == [
            (state.data.colonies[cid].level, integ) for cid, integ in p.colonies
        ]
