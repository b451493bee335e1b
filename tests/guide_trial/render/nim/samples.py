"""Seeded sample views of Nim for warming a render worker and for the render tests: games
played by the heuristic agents, kept at their opening, middle and end."""

from __future__ import annotations

from typing import Any

from render.nim.i18n import Translator, english
from rules.nim import GAME, views
from rules.nim.agents import make_agent
from rules.nim.engine import Action
from rules.nim.playout import play
from rules.nim.state import NimState

NAMES: tuple[str, ...] = ("Alice", "Bořek", "Zofia Wiśniewska", "Дмитрий")


def positions(
    players: int, options: dict[str, Any], seed: int = 1
) -> dict[str, tuple[dict[str, Any], list[str]]]:
    """``start``, ``middle`` and ``over``: the deciding seat's view (``over``: seat 0's) and its
    legal action codes."""
    out: dict[str, tuple[dict[str, Any], list[str]]] = {}
    seen: list[tuple[dict[str, Any], list[str]]] = []

    def keep(state: NimState, seat: int, _action: Action) -> None:
        codes = [GAME.encode_action(a) for a in GAME.legal_actions(state, seat)]
        seen.append((views.view(state, seat), codes))

    agents = [make_agent("heuristic", seed * 10 + i) for i in range(players)]
    final = play(players, options, seed, agents, keep)
    out["start"] = seen[0]
    out["middle"] = seen[len(seen) // 2]
    out["over"] = (views.view(final, 0), [])
    return out


def warm(t: Translator = english) -> None:
    """Draw each kind of image once (fonts and text masks loaded before the first request)."""
    from render.nim.scoresheet import render_scoresheet
    from render.nim.table import render_prompt, render_table

    pos = positions(4, {"piles": 6}, 1)
    view, codes = pos["middle"]
    render_table(view, t, NAMES)
    render_prompt(view, t, NAMES, codes)
    render_scoresheet(pos["over"][0], t, NAMES)
