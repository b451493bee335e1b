"""Sealed Bids images: table, private prompt, score sheet, one player's board.

Every function takes a view (:func:`rules.bids.views.view`), never a game state, a translator
``t(message_id, **args)`` (message ids ``bids-…``; :func:`english` is the built-in default) and
the players' display names, and returns PNG bytes at most 800 px wide.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from render.bids.board import render_board
from render.bids.i18n import Translator, english, message_ids
from render.bids.prompt import render_prompt
from render.bids.samples import warm
from render.bids.scoresheet import render_scoresheet
from render.bids.table import render_table


def progress(view: Mapping[str, Any], t: Translator, names: Sequence[str] | None = None) -> str:
    """One line on where the game stands, e.g. "Round 3 of 5 · Secret bids" (``names``, by
    seat, is taken for the host's one signature of every game's progress line)."""
    from render.bids.theme import check_view, round_text, step_text

    view = check_view(view)
    return f"{round_text(view, t)} · {step_text(view, t)}"


__all__ = [
    "Translator",
    "english",
    "message_ids",
    "progress",
    "render_board",
    "render_prompt",
    "render_scoresheet",
    "render_table",
    "warm",
]
