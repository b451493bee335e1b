"""Nim images: the table, the deciding seat's picture and the score sheet.

Every function takes a view (:func:`rules.nim.views.view`), never a game state, a translator
``t(message_id, **args)`` (message ids ``nim-…``; :func:`english` is the built-in default) and
the players' display names, and returns PNG bytes 800 px wide.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from render.nim.i18n import Translator, english, message_ids
from render.nim.scoresheet import render_scoresheet
from render.nim.table import render_prompt, render_table


def progress(view: Mapping[str, Any], t: Translator, names: Sequence[str] | None = None) -> str:
    """One line on where the game stands: "Move 7 · To move: Bořek" (or who won)."""
    from render.nim.theme import check_view, status

    view = check_view(view)
    return f"{t('nim-img-move-n', move=int(view['moves_n']) + 1)} · {status(view, t, names or ())}"


def warm(t: Translator = english) -> None:
    """Draw each kind of image once (see :func:`render.nim.samples.warm`)."""
    from render.nim.samples import warm as warm_samples

    warm_samples(t)


__all__ = [
    "Translator",
    "english",
    "message_ids",
    "progress",
    "render_prompt",
    "render_scoresheet",
    "render_table",
    "warm",
]
