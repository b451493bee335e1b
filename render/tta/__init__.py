"""Through the Ages images: table, one player's board, card face, the deciding seat's prompt,
score sheet.

Every function takes a view (:func:`rules.tta.views.view`), never a game state, a translator
``t(message_id, **args)`` (message ids ``tta-…``; :func:`english` is the built-in default) and
the players' display names, and returns PNG bytes 800 px wide (see ``docs/tta-render.md``). The
end-of-game story (``render_story``) takes a story (``rules.tta.story``) instead of a view.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from render.tta.board import render_board
from render.tta.card import render_card
from render.tta.i18n import Translator, english, message_ids
from render.tta.prompt import render_prompt
from render.tta.samples import warm
from render.tta.scoresheet import render_scoresheet
from render.tta.story import render_story
from render.tta.table import render_table


def progress(view: Mapping[str, Any], t: Translator, names: Sequence[str] | None = None) -> str:
    """One line on where the game stands, e.g. "Age I · round 5 · Alice on turn" (with
    ``names``, the display names by seat; without, "player 2 on turn")."""
    from render.tta.table import progress_text

    return progress_text(view, t, names)


__all__ = [
    "Translator",
    "english",
    "message_ids",
    "progress",
    "render_board",
    "render_card",
    "render_prompt",
    "render_scoresheet",
    "render_story",
    "render_table",
    "warm",
]
