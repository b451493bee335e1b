"""Hadara images: table, player tableau, private prompt, card face, score sheet.

Every function takes a view (``rules.hadara.views.view``), never a game state, plus a
translator ``t(message_id, **args)`` and the players' display names, and returns PNG bytes.
The end-of-game story (``render_story``) takes a story (``rules.hadara.story``) instead of a view.
One player's board is their tableau (``render_board`` is :func:`render_tableau` under the name
every game's render package exports).
"""

from render.hadara.card import render_card
from render.hadara.prompt import render_prompt
from render.hadara.samples import warm
from render.hadara.scoresheet import render_scoresheet
from render.hadara.story import render_story
from render.hadara.table import progress_text as progress
from render.hadara.table import render_table
from render.hadara.tableau import render_tableau

render_board = render_tableau

__all__ = [
    "progress",
    "render_board",
    "render_card",
    "render_prompt",
    "render_scoresheet",
    "render_story",
    "render_table",
    "render_tableau",
    "warm",
]
