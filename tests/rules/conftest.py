"""Fixtures shared by the rules cores' tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bot import i18n
from rules.core import RECAP_LINES, Msg, event_visible, nested_msgs

CheckMessages = Callable[[str, Sequence[Msg]], None]


@cache
def _shapes(game: str) -> dict[str, i18n.Shape]:
    base = Path(i18n.__file__).resolve().parent / "games" / game / "locales"
    return {loc: i18n.catalogue_shape(base / loc)[0] for loc in i18n.LOCALES}


def _check_messages(game: str, lines: Sequence[Msg]) -> None:
    """Every message of ``lines`` (nested ones too) is in ``game``'s catalogue in all four
    languages, with every variable it uses given."""
    for line in lines:
        for m in nested_msgs(line):
            for loc in i18n.LOCALES:
                shape = _shapes(game)[loc].get(m.id)
                assert shape is not None, f"{game}/{loc}: no {m.id}"
                missing = shape[""] - set(m.arg_map())
                assert not missing, f"{game}/{loc}: {m.id} lacks {sorted(missing)}"


@pytest.fixture
def check_messages() -> CheckMessages:
    """``check(game, messages)``: the messages exist in the game's four catalogues with every
    variable they use (recaps, log lines)."""
    return _check_messages


Names = Callable[[Sequence[Msg]], set[str]]
Shown = Callable[[Sequence[Mapping[str, Any]]], set[str]]


@dataclass(frozen=True)
class Checked:
    """A recap that passed :func:`checked_recap`: its lines, the viewer's visible events, the
    ids the lines name and the ids those events showed face up."""

    lines: list[Msg]
    visible: list[Mapping[str, Any]]
    named: set[str]
    shown: set[str]


def _checked_recap(
    game: Any,
    name: str,
    window: Sequence[Mapping[str, Any]],
    viewer: int,
    players: int,
    names: Names,
    shown: Shown,
) -> Checked:
    """The recap of ``window`` for ``viewer``, checked as every game's must be (issue 29): its
    messages in the four catalogues, at most RECAP_LINES lines, no card named that the
    viewer's visible events did not show (``names`` reads the lines' ids, ``shown`` the
    events'), none of another seat's private events reaching it."""
    visible = [e for e in window if event_visible(e, viewer)]
    lines = game.recap(visible, viewer, players)
    _check_messages(name, lines)
    assert len(lines) <= RECAP_LINES
    named, up = names(lines), shown(visible)
    assert named <= up, named - up
    secret = shown([e for e in window if not event_visible(e, viewer)]) - up
    assert not named & secret
    assert game.recap(list(window), viewer, players) == lines
    return Checked(lines, visible, named, up)


@pytest.fixture
def checked_recap() -> Callable[..., Checked]:
    """``checked_recap(game, name, window, viewer, players, names, shown)``: see
    :func:`_checked_recap`."""
    return _checked_recap
