"""Through the Ages' recap (issue 29): what a nation missed since its previous turn.

From seeded random games (the events of each action, as the store keeps them), every nation's
recap is computed when its turn begins (``turn`` event), over the events since its previous
turn ended (``end_turn``): its messages exist in all four catalogues with the arguments they
use, it has at most :data:`rules.core.RECAP_LINES` lines, what was done to the nation comes
first, and it carries no hidden information (T-15.2.2 military hands and discards, T-15.4.1
prepared events): no card is named that the nation's visible events did not show face up, and
handing it the other seats' private events changes nothing. Hand-made windows pin the outcome
of aggressions and wars (T-16, T-17), the cut with "and N more", and undone actions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

import pytest

from bot import i18n
from rules.core import JSON, RECAP_LINES, Event, Msg, Seat, event_visible, nested_msgs
from rules.tta import GAME, catalog, engine
from rules.tta.agents import make_agent
from rules.tta.recap import culture_changes, recap

LOCALES = i18n.LOCALES
# The check_messages fixture (tests/rules/conftest.py): check(game, messages).
CheckMessages = Callable[[str, Sequence[Msg]], None]
NAMES = ("Bořek Novák", "Zofia Wiśniewska", "Дмитрий Соколов", "Ann")
LINE_MAX = 220  # characters of one rendered line: two or three lines of a phone's screen
CARD = "tta-card-"
# (variant, players, seed): heuristic and random nations in turn; wars, aggressions, pacts,
# colonies, wonders and events among them, a second or so in all.
GAMES: tuple[tuple[str, int, int], ...] = (
    ("full", 4, 1036),
    ("full", 3, 336),
    ("full", 2, 1046),
    ("advanced", 3, 1548),
    ("simple", 3, 449),
)


def named_cards(lines: Sequence[Msg]) -> set[str]:
    return {m.id[len(CARD) :] for line in lines for m in nested_msgs(line) if m.id.startswith(CARD)}


def face_up(events: Sequence[Mapping[str, Any]]) -> set[str]:
    """Card ids the events name (``card``, ``to``, ``cards``), instance marks dropped."""
    out: set[str] = set()
    for e in events:
        data = e.get("data") or {}
        for key in ("card", "to"):
            if isinstance(data.get(key), str):
                out.add(str(data[key]).partition("#")[0])
        cards = data.get("cards")
        for cid in cards if isinstance(cards, list) else []:
            if isinstance(cid, str):
                out.add(cid.partition("#")[0])
    return out


@cache
def windows(variant: str, players: int, seed: int) -> tuple[tuple[Any, ...], ...]:
    """(viewer, window events, hidden ids at that point) at every turn's start of a game."""
    cat = catalog.load()
    state, first = engine.new_game(cat, players, {"variant": variant}, seed)
    agents = [make_agent(("heuristic", "random")[i % 2], seed * 10 + i) for i in range(players)]
    since: list[list[JSON]] = [[e.to_json() for e in first] for _ in range(players)]
    out = []
    for _ in range(20_000):
        if engine.is_over(state):
            break
        seat = engine.to_act(state)[0]
        events = [
            e.to_json() for e in engine.apply(cat, state, seat, agents[seat].choose(state, seat))
        ]
        for e in events:
            s = e.get("seat")
            if e["kind"] == "turn" and isinstance(s, int):
                out.append((s, tuple(since[s]), GAME.hidden(state, s)))
            elif e["kind"] in ("end_turn", "resign") and isinstance(s, int):
                since[s] = []
                continue
            for w in since:
                w.append(e)
    return tuple(out)


def ev(kind: str, seat: int | None = None, private_to: int | None = None, **data: Any) -> JSON:
    return Event(kind, seat, data, private_to).to_json()


@pytest.mark.parametrize(("variant", "players", "seed"), GAMES)
def test_recaps_of_random_games(
    variant: str, players: int, seed: int, checked_recap: Callable[..., Any]
) -> None:
    """Issue 29: each turn's recap is short, names its messages right, puts what was done to
    the nation first and shows nothing hidden (T-15.2.2, T-15.4.1)."""
    found = windows(variant, players, seed)
    assert len(found) > 10
    against = 0
    for viewer, window, hidden in found:
        # No hidden information (checked_recap): the recap names only cards its visible events
        # showed face up, and the other seats' private events (draws, prepared events,
        # discards) change nothing; a card in a hidden pile or hand is named only when another
        # copy of it was shown.
        got = checked_recap(GAME, "tta", window, viewer, players, named_cards, face_up)
        assert got.named & {h.partition("#")[0] for h in hidden} <= got.shown
        ids = [line.id for line in got.lines]
        own = [i for i, mid in enumerate(ids) if mid.startswith("tta-recap-you-")]
        assert own == list(range(len(own))), ids
        attacked = [
            e
            for e in got.visible
            if e["kind"] in ("aggression_result", "war_result") and e["data"]["target"] == viewer
        ]
        assert bool(own) or not attacked, ids
        against += len(attacked)
    assert against > 0 or variant == "simple"


@pytest.mark.parametrize(("variant", "players", "seed"), GAMES[:1])
def test_culture_line_adds_up(variant: str, players: int, seed: int) -> None:
    """The culture line's changes are the culture each seat won or lost in the window."""
    for viewer, window, _ in windows(variant, players, seed):
        lines = GAME.recap(list(window), viewer, players)
        changes = culture_changes([e for e in window if event_visible(e, viewer)], players)
        line = next((m for m in lines if m.id == "tta-recap-culture"), None)
        if line is None:
            assert not any(changes) or lines[-1].id == "tta-recap-more"
            continue
        scores = line.arg_map()["scores"]
        assert isinstance(scores, tuple)
        got: dict[int, Any] = {}
        for score in scores:
            player = score.arg_map()["player"]
            assert isinstance(player, Seat)
            got[player.index] = score.arg_map()["delta"]
        assert got == {s: (f"+{d}" if d > 0 else f"\u2212{-d}") for s, d in enumerate(changes) if d}


def test_aggression_against_you_comes_first_with_its_outcome() -> None:
    """T-16: an aggression on the viewer and its result come before the other nations' lines,
    from the viewer's side (held 5 against 3)."""
    events = [
        ev("take", 1, card="iron", slot=1, cost=1, code="take.1"),
        ev("aggression", 2, card="raid_i", target=0, ma=1),
        ev("aggression_result", 2, card="raid_i", target=0, attack=3, defence=5, success=0),
        ev("maintenance", 1, culture=2, science=1, food=0, eaten=0, resources=1),
    ]
    lines = recap(events, 0, 3)
    first = lines[0]
    assert first.id == "tta-recap-you-aggression"
    assert first.arg_map()["outcome"] == "held"
    assert first.arg_map()["player"] == Seat(2)
    assert [m.id for m in lines[1:]] == ["tta-recap-nation", "tta-recap-culture"]


def test_own_aggression_accepted_pact_and_colony_are_told() -> None:
    """T-16, T-15.8, T-15.6: the result of the viewer's own aggression (the defender answered
    out of its turn), its pact offer accepted and a colony it won bidding out of its turn come
    first."""
    events = [
        ev("aggression_result", 0, card="raid_i", target=1, attack=4, defence=2, success=1),
        ev("pact", 0, card="scientific_cooperation", a=0, b=1),
        ev("pact", 1, card="scientific_cooperation", a=1, b=2),
        ev("auction_won", 0, card="developed_territory_i", bid=3),
        ev("colony", 0, card="developed_territory_i"),
    ]
    lines = recap(events, 0, 3)
    ids = ["tta-recap-you-attacked", "tta-recap-you-pact", "tta-recap-you-colony"]
    assert [m.id for m in lines] == [*ids, "tta-recap-nation"]
    assert lines[0].arg_map()["outcome"] == "success"
    assert lines[1].arg_map()["player"] == Seat(1)
    assert lines[2].arg_map()["bid"] == 3
    pact = lines[3].arg_map()["parts"]
    assert isinstance(pact, Msg) and pact.arg_map()["partner"] == Seat(2)


def test_war_result_from_the_viewers_side() -> None:
    """T-17: a war the viewer lost as defender reads "you lost" with its own strength first."""
    events = [
        ev(
            "war_result",
            1,
            card="war_over_culture_ii",
            target=0,
            attack=9,
            defence=4,
            winner=1,
            margin=5,
        ),
        ev("lose", 0, stat="culture", amount=5),
        ev("gain", 1, stat="culture", amount=5),
    ]
    lines = recap(events, 0, 2)
    war = lines[0]
    assert war.id == "tta-recap-you-war-result"
    assert (war.arg_map()["outcome"], war.arg_map()["mine"], war.arg_map()["theirs"]) == (
        "lost",
        4,
        9,
    )
    assert lines[1].id == "tta-recap-you-lost"


def test_private_events_of_others_are_dropped_and_undone_actions_left_out() -> None:
    """A recap given another seat's private draw names nothing of it; an action taken back
    (issue 18's undo) is not told."""
    events = [
        ev("drawn", 1, private_to=1, cards=["barbarians#1"]),
        ev("take", 1, card="bronze", slot=1, cost=1, code="take.1"),
        ev("take", 1, card="iron", slot=2, cost=1, code="take.2"),
        ev("undo", 1, code="take.2"),
    ]
    lines = recap(events, 0, 2)
    assert named_cards(lines) == {"bronze"}
    # Whatever kind an event is, one private to another seat never reaches the recap.
    hidden_take = ev("take", 1, private_to=1, card="iron", slot=2, cost=1, code="take.2")
    assert recap([*events[:2], hidden_take], 0, 2) == lines
    assert named_cards(recap([hidden_take], 1, 2)) == set()  # its own: no line of its own
    assert recap(events, 1, 2) == []  # the viewer's own actions make no line


def test_long_windows_are_cut_with_and_n_more(check_messages: CheckMessages) -> None:
    """At most RECAP_LINES lines, the last saying how many were left out."""
    events = [ev("age", age=2), ev("last_round", round=20)]
    events += [
        ev("aggression_result", s, card="raid_i", target=0, attack=1, defence=0, success=1)
        for s in (1, 2, 3)
    ]
    events += [
        ev("pact_ended", 1, card="scientific_cooperation", why="attack", a=0, b=s)
        for s in (1, 2, 3)
    ]
    events += [ev("take", s, card="iron", slot=1, cost=1, code="take.1") for s in (1, 2, 3)]
    lines = recap(events, 0, 4)
    assert len(lines) == RECAP_LINES
    assert lines[-1] == Msg.of("tta-recap-more", count=11 - RECAP_LINES + 1)
    check_messages("tta", lines)


def test_recaps_render_in_every_language() -> None:
    """A few recaps of a real game read in all four languages: no Fluent error, no leftover
    id or placeholder, each line short enough for a phone."""
    catalogue = i18n.catalog()
    shown = 0
    variant, players, seed = GAMES[0]
    for viewer, window, _ in windows(variant, players, seed):
        lines = GAME.recap(list(window), viewer, players)
        if len(lines) < 3:
            continue
        for loc in LOCALES:
            for line in lines:
                text = catalogue.msg(loc, line, "tta", NAMES)
                assert "{" not in text and "tta-" not in text, (loc, text)
                assert len(text) <= LINE_MAX, (loc, text)
        shown += 1
    assert shown >= 5
