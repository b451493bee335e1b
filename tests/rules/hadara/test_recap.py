"""Hadara's recap (issue 29): what the others did since a player's previous move.

From seeded games (heuristic and random players, basic and advanced), each player's recap is
computed when it moves, over the events since its previous move: its messages exist in all four
catalogues with the arguments they use, it has at most :data:`rules.core.RECAP_LINES` lines, it
tells every other player's gains, and it carries no hidden information (H-14): no card is named
that the viewer's visible events did not show face up — not the cards another player drew or
chose in secret (H-5.3), sold unseen in phase A (H-14.3) or discarded onto a pile (H-14.4), nor a
colony's reverse before it is integrated (H-14.5) — and handing it the other seats' private
events changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

import pytest

from bot import i18n
from rules.core import JSON, RECAP_LINES, Event, Msg, Seat, nested_msgs
from rules.hadara import GAME, engine
from rules.hadara.agents import make_agent
from rules.hadara.recap import recap

LOCALES = i18n.LOCALES
# The check_messages fixture (tests/rules/conftest.py): check(game, messages).
CheckMessages = Callable[[str, Sequence[Msg]], None]
NAMES = ("Bořek", "Zofia Wiśniewska", "Дмитрий", "Łucja Żółć", "Ann")
LINE_MAX = 220  # characters of one rendered line: two or three lines of a phone's screen
# (players, variant, seed)
GAMES: tuple[tuple[int, str, int], ...] = ((3, "basic", 11), (5, "advanced", 4), (2, "basic", 7))


def named(lines: Sequence[Msg]) -> set[str]:
    """Card and colony ids the lines name."""
    out = set()
    for line in lines:
        for m in nested_msgs(line):
            for prefix in ("card-", "colony-"):
                if m.id.startswith(prefix):
                    out.add(m.id[len(prefix) :])
    return out


def face_up(events: Sequence[Mapping[str, Any]]) -> set[str]:
    """Ids the events show: cards bought, taken, sold openly or removed, colonies integrated."""
    out = set()
    for e in events:
        data = e.get("data") or {}
        if e["kind"] in ("buy", "take", "sell", "feed_remove") and data.get("card"):
            out.add(str(data["card"]))
        if e["kind"] == "colony" and data.get("colony"):
            out.add(str(data["colony"]))
    return out


@cache
def moves(players: int, variant: str, seed: int) -> tuple[tuple[Any, ...], ...]:
    """(viewer, events since its previous move, hidden ids now) at each move of a game."""
    state = GAME.new(players, {"variant": variant}, seed)
    agents = [make_agent(("heuristic", "random")[i % 2], seed * 10 + i) for i in range(players)]
    since: list[list[JSON]] = [[] for _ in range(players)]
    out = []
    while not engine.is_over(state):
        seat = state.acting[0]
        out.append((seat, tuple(since[seat]), GAME.hidden(state, seat)))
        since[seat] = []
        events = GAME.apply(state, seat, agents[seat].choose(state, seat))
        for window in since:
            window.extend(e.to_json() for e in events)
    return tuple(out)


def ev(kind: str, seat: int | None = None, private_to: int | None = None, **data: Any) -> JSON:
    return Event(kind, seat, data, private_to).to_json()


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES)
def test_recaps_of_whole_games(
    players: int, variant: str, seed: int, checked_recap: Callable[..., Any]
) -> None:
    """Issue 29, H-14: each move's recap is short, names its messages right, tells each other
    player's new cards and names nothing hidden."""
    found = moves(players, variant, seed)
    told = 0
    for viewer, window, hidden in found:
        got = checked_recap(GAME, "hadara", window, viewer, players, named, face_up)
        assert not got.named & hidden - got.shown
        lines = got.lines
        # Every other player who gained a card has a line counting them.
        gainers = {e["seat"] for e in got.visible if e["kind"] in ("buy", "take")} - {viewer}
        players_told = {line.arg_map()["player"] for line in lines if line.id == "recap-player"}
        if lines and lines[-1].id != "recap-more":
            assert {Seat(s) for s in gainers} <= players_told
        told += len(gainers)
    assert told > 0


def test_a_card_sold_unseen_and_a_discard_stay_unnamed(check_messages: CheckMessages) -> None:
    """H-14.3, H-14.4: a card sold in phase A and one put face up on a pile are not named;
    bought cards are counted by colour and named."""
    events = [
        ev("draw", 1, private_to=1, cards=["1b02", "1y06"]),
        ev("discard", 1, card="1y06", pile="yellow"),
        ev("buy", 1, card="1b02", price=2),
        ev("discard", 2, card="1g06", pile="green"),
        ev("sell", 2, coins=3),
        ev("sell_secret", 2, private_to=2, card="1g05"),
        ev("take", 2, card="1g01", pile="green"),
        ev("colony", 2, level=2, mode="plunder", plunder=3, integrate=4, points=2),
    ]
    lines = recap(events, 0, 3)
    assert named(lines) == {"1b02", "1g01"}
    assert [line.arg_map()["player"] for line in lines] == [Seat(1), Seat(2)]
    check_messages("hadara", lines)


def test_epoch_first_and_the_cut() -> None:
    """A new epoch comes first; more lines than RECAP_LINES end with "and N more"."""
    events = [ev("epoch", 0, epoch=2)]
    events += [ev("gold", s, coins=5) for s in range(1, 9)]
    lines = recap(events, 0, 9)
    assert lines[0] == Msg.of("recap-epoch", epoch="II")
    assert len(lines) == RECAP_LINES
    assert lines[-1] == Msg.of("recap-more", count=9 - RECAP_LINES + 1)


def test_recaps_render_in_every_language() -> None:
    """A few recaps of a real game read in all four languages: no Fluent error, no leftover id
    or placeholder, each line short enough for a phone."""
    catalogue = i18n.catalog()
    players, variant, seed = GAMES[1]
    shown = 0
    for viewer, window, _ in moves(players, variant, seed):
        lines = GAME.recap(list(window), viewer, players)
        if len(lines) < 2:
            continue
        for loc in LOCALES:
            for line in lines:
                text = catalogue.msg(loc, line, "hadara", NAMES)
                assert "{" not in text and "recap-" not in text, (loc, text)
                assert len(text) <= LINE_MAX, (loc, text)
        shown += 1
    assert shown >= 5
