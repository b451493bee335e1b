"""What every renderer is handed, and the one check it makes on it (imports no game): a view of
the rules core (a mapping with the game's ``format``), never a game state."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

# The words of every game's render functions, ``draw_prompt(view, t, names, actions)``…:
View = Mapping[str, Any]  # a view of the rules core (``rules.<game>.views.view``)
Names = Sequence[str]  # the players' display names by seat
Codes = Sequence[str] | None  # the deciding seat's legal action codes, when known

ViewCheck = Callable[[object], View]


def view_check(view_format: str, maker: str, game: str) -> ViewCheck:
    """A game's ``check_view(view)``: returns ``view`` when it is a mapping of ``view_format``,
    else raises TypeError naming ``maker`` (the function that makes the game's views, e.g.
    ``"rules.bids.views.view"``) or ``game`` (its display name)."""

    def check_view(view: object) -> View:
        """Render functions accept only views of the rules core, never a game state."""
        if not isinstance(view, Mapping):
            raise TypeError(f"render functions take a view ({maker}), not {type(view).__name__}")
        if view.get("format") != view_format:
            raise TypeError(f"not a {game} view: format {view.get('format')!r}")
        return view

    return check_view
