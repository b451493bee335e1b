"""Hadara images: table, player tableau, private prompt, card face, score sheet.

Every function takes a view (``rules.hadara.views.view``), never a game state, plus a
translator ``t(message_id, **args)`` and the players' display names, and returns PNG bytes.
"""

from render.hadara.card import render_card
from render.hadara.prompt import render_prompt
from render.hadara.scoresheet import render_scoresheet
from render.hadara.table import render_table
from render.hadara.tableau import render_tableau

__all__ = ["render_card", "render_prompt", "render_scoresheet", "render_table", "render_tableau"]
