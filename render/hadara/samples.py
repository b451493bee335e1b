"""Seeded sample positions (views only) for the demo, the benchmark and the golden tests.

A game is played by the project's agents; at the first moment of every step, at a mid-game
draw round and at the end, the spectator view, the acting seat's view and that seat's legal
action codes are kept. Only views leave this module.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from render.i18n import Translator
from rules.hadara import engine, playout, views
from rules.hadara.agents import make_agent
from rules.hadara.state import HadaraState

JSONView = dict[str, Any]


@dataclass
class Position:
    label: str
    spectator: JSONView
    seat: int
    seat_view: JSONView
    actions: list[str] = field(default_factory=list)


def _capture(label: str, state: HadaraState, seat: int) -> Position:
    actions = [a.encode() for a in engine.legal_actions(state, seat)]
    return Position(label, views.view(state, None), seat, views.view(state, seat), actions)


def positions(
    players: int, variant: str = "basic", seed: int = 1, agent: str = "heuristic"
) -> dict[str, Position]:
    """Labels: every step name seen (first occurrence), ``mid`` (epoch II, draw round 3),
    ``colony2``/``statue2`` (later epochs, fuller boards) and ``over``."""
    out: dict[str, Position] = {}
    agents = [make_agent(agent, seed * 10 + i) for i in range(players)]

    def on_action(state: HadaraState, seat: int, _action: object) -> None:
        step = state.step
        if step not in out:
            out[step] = _capture(step, state, seat)
        if "mid" not in out and state.epoch == 2 and step == "draft" and state.round == 2:
            out["mid"] = _capture("mid", state, seat)
        if state.epoch == 3 and step in ("colony", "statue", "medal"):
            key = f"{step}3"
            if key not in out:
                out[key] = _capture(key, state, seat)

    final, _record = playout.play(players, variant, seed, agents, on_action=on_action)
    last = final.players_n - 1
    out["over"] = Position("over", views.view(final, None), last, views.view(final, last), [])
    return out


GOLDEN_NAMES: tuple[str, ...] = ("Alice", "Bořek", "Zofia Wiśniewska", "Дмитрий", "Eve")
# (players, variant, seed): table labels, prompt labels, tableau (label, seat), score label
GOLDEN_GAMES: dict[str, tuple[int, str, int, tuple[str, ...], tuple[str, ...], tuple[str, int]]] = {
    "p2": (
        2,
        "basic",
        2,
        ("wheel", "draft", "colony", "take", "feed", "over"),
        ("draft", "take", "feed", "medal"),
        ("over", 0),
    ),
    "p5": (
        5,
        "advanced",
        2,
        ("side", "mid", "statue", "medal", "over"),
        ("side", "wheel", "colony", "statue"),
        ("mid", 1),
    ),
}
GOLDEN_CARDS: tuple[str, ...] = ("1p02", "3b05")


def golden_images() -> dict[str, bytes]:
    """Every golden image by file stem (see tests/render/hadara/make_golden.py)."""
    from render.hadara import (
        render_card,
        render_prompt,
        render_scoresheet,
        render_table,
        render_tableau,
    )
    from render.hadara.i18n import english

    out: dict[str, bytes] = {}
    for game, (n, variant, seed, tables, prompts, (tab_label, tab_seat)) in GOLDEN_GAMES.items():
        pos = positions(n, variant, seed)
        names = GOLDEN_NAMES[:n]
        for label in tables:
            out[f"{game}-table-{label}"] = render_table(pos[label].spectator, english, names)
        for label in prompts:
            p = pos[label]
            out[f"{game}-prompt-{label}"] = render_prompt(p.seat_view, english, names, p.actions)
        out[f"{game}-tableau-{tab_label}-{tab_seat}"] = render_tableau(
            pos[tab_label].spectator, english, names, tab_seat
        )
        out[f"{game}-scores"] = render_scoresheet(pos["over"].spectator, english, names)
    for card in GOLDEN_CARDS:
        out[f"card-{card}"] = render_card(card, english)
    return out


def warm(t: Translator) -> None:
    """Draw each kind of image once (2- and 5-player tables, a prompt, a score sheet), so that
    fonts, icons and card data are loaded before the first real request."""
    from render.hadara import render_prompt, render_scoresheet, render_table

    for players in (2, 5):
        position = positions(players, "basic", 1)["mid"]
        names = list(GOLDEN_NAMES[:players])
        render_table(position.spectator, t, names)
        render_prompt(position.seat_view, t, names, position.actions)
        render_scoresheet(position.spectator, t, names)
