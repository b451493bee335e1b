"""Seeded sample positions of Sealed Bids (views only) for the golden tests, warming a render
worker and the demo. Games are played by the heuristic agents; at chosen moments the spectator
view, a seat's own view and its legal action codes are kept. Only views leave this module."""

from __future__ import annotations

from render.bids.i18n import Translator, english
from render.samples import GOLDEN_NAMES as NAMES
from render.samples import Position as Position  # the positions' type, for their users
from render.samples import capture
from rules.bids import engine, playout, views
from rules.bids.actions import Action
from rules.bids.agents import make_agent
from rules.bids.state import BidsState


def _capture(label: str, state: BidsState, seat: int) -> Position:
    return capture(label, seat, lambda s: views.view(state, s), engine.legal_actions(state, seat))


def positions(
    players: int, variant: str = "first_price", seed: int = 1, coins: int = 12, rounds: int = 5
) -> dict[str, Position]:
    """Labels: ``start`` (round 1, nobody has bid), ``bidding`` (a later round, some have bid;
    the seat is one still to bid), ``sealed`` (the same moment from a seat that has bid),
    ``claim`` (a winner choosing, round 2 or later), ``last`` (the last round's bids) and
    ``over``."""
    out: dict[str, Position] = {}
    agents = [make_agent("heuristic", seed * 10 + i) for i in range(players)]

    def on_action(state: BidsState, seat: int, _action: Action) -> None:
        if "start" not in out:
            out["start"] = _capture("start", state, seat)
        waiting = engine.to_act(state)
        if (
            "bidding" not in out
            and state.step == "bid"
            and state.round >= 2
            and len(waiting) < players
        ):
            out["bidding"] = _capture("bidding", state, seat)
            done = next(s for s in range(players) if s not in waiting)
            out["sealed"] = _capture("sealed", state, done)
        if "claim" not in out and state.step == "claim" and state.round >= 2:
            out["claim"] = _capture("claim", state, seat)
        if "last" not in out and state.step == "bid" and state.round == state.rounds:
            out["last"] = _capture("last", state, seat)

    final, _ = playout.play(players, variant, seed, agents, coins, rounds, on_action=on_action)
    out["over"] = Position("over", views.view(final, None), 0, views.view(final, 0), [])
    return out


GOLDEN_NAMES: tuple[str, ...] = NAMES[:4]
# name: (players, variant, seed, coins, rounds)
GOLDEN_GAMES: dict[str, tuple[int, str, int, int, int]] = {
    "p2": (2, "first_price", 3, 12, 5),
    "p4": (4, "second_price", 5, 30, 8),
}


def golden_images(t: Translator = english) -> dict[str, bytes]:
    """Every golden image by file stem (tests/render/bids/make_golden.py writes them)."""
    from render.bids import render_board, render_prompt, render_scoresheet, render_table

    out: dict[str, bytes] = {}
    for game, (n, variant, seed, coins, rounds) in GOLDEN_GAMES.items():
        pos = positions(n, variant, seed, coins, rounds)
        names = GOLDEN_NAMES[:n]
        for label in ("start", "bidding", "claim", "over"):
            out[f"{game}-table-{label}"] = render_table(pos[label].spectator, t, names)
        for label in ("bidding", "sealed", "claim", "over"):
            p = pos[label]
            out[f"{game}-prompt-{label}"] = render_prompt(p.seat_view, t, names, p.actions)
        out[f"{game}-scores-live"] = render_scoresheet(pos["last"].spectator, t, names)
        out[f"{game}-scores"] = render_scoresheet(pos["over"].spectator, t, names)
        out[f"{game}-board-{n - 1}"] = render_board(pos["over"].spectator, t, names, n - 1)
    return out


def warm(t: Translator = english) -> None:
    """Draw each kind of image once, so that fonts and text masks are loaded before the first
    real request of a render worker."""
    from render.bids import render_board, render_prompt, render_scoresheet, render_table

    pos = positions(4, "first_price", 1)
    names = GOLDEN_NAMES
    render_table(pos["bidding"].spectator, t, names)
    render_prompt(pos["bidding"].seat_view, t, names, pos["bidding"].actions)
    render_scoresheet(pos["over"].spectator, t, names)
    render_board(pos["over"].spectator, t, names, 0)
