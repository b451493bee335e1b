"""The story of a finished Through the Ages game (rules/tta/story.py): culture by round, where
it came from, the final scoring split off, and turning points told from the public log."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from rules.core import Event, Result
from rules.tta.agents import make_agent
from rules.tta.game import Tta
from rules.tta.story import _items, story

GAME = Tta()


@dataclass(frozen=True)
class Played:
    players: int
    options: dict[str, Any]
    seed: int
    log: tuple[tuple[int, str], ...]
    events: tuple[tuple[Event, ...], ...]
    result: Result
    rounds: int


@cache
def played(variant: str, players: int, seed: int) -> Played:
    options = {"variant": variant}
    state = GAME.new(players, options, seed)
    agents = [make_agent("heuristic", seed=seed + s) for s in range(players)]
    log: list[tuple[int, str]] = []
    events: list[tuple[Event, ...]] = []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = agents[seat].choose(state, seat)
        log.append((seat, GAME.encode_action(action)))
        events.append(tuple(GAME.apply(state, seat, action)))
    result = GAME.result(state)
    assert result is not None
    return Played(players, options, seed, tuple(log), tuple(events), result, state.round)


def told(p: Played) -> dict[str, Any]:
    return story(GAME, p.players, p.options, p.seed, p.log)


GAMES = [("simple", 2, 7), ("full", 3, 5)]


@pytest.mark.parametrize(("variant", "players", "seed"), GAMES)
def test_sources_add_up_to_the_final_score_and_the_series_ends_on_it(
    variant: str, players: int, seed: int
) -> None:
    p = played(variant, players, seed)
    s = told(p)
    assert len(s["labels"]) == p.rounds + 1 and s["labels"][-1] == "Σ"
    assert s["labels"][:3] == ["1", "2", "3"]
    for seat, score in enumerate(p.result.scores):
        rows = s["sources"][seat]
        assert sum(r["points"] for r in rows) == score.total
        assert s["series"][seat][-1] == score.total
        # the last round's point is the culture before the final scoring (T-17)
        assert s["series"][seat][-2] == score.categories["culture"]
        # culture is a counter that only the log's losses lower
        assert len(s["series"][seat]) == len(s["labels"])


def test_the_culture_rate_is_what_each_maintenance_scored() -> None:
    # T-13.1: culture += culture rate at each maintenance
    p = played("full", 3, 5)
    s = told(p)
    for seat in range(p.players):
        rate = sum(
            int(e.data.get("culture", 0))
            for events in p.events
            for e in events
            if e.kind == "maintenance" and e.seat == seat
        )
        rows = {r["what"]["id"]: r["points"] for r in s["sources"][seat]}
        assert rows.get("tta-story-src-rate", 0) == rate > 0


def test_simple_game_final_scoring_is_its_four_bonuses() -> None:
    # T-17.1.2: Age I technologies, strength, happy faces, production, each its own row
    p = played("simple", 2, 7)
    s = told(p)
    for seat, score in enumerate(p.result.scores):
        finals = {
            r["what"]["id"]: r["points"]
            for r in s["sources"][seat]
            if r["what"]["id"].startswith("tta-img-cat-")
        }
        want = {f"tta-img-cat-{k}": v for k, v in score.categories.items() if k != "culture"}
        assert finals == want


def test_advanced_final_scoring_is_told_per_age_iii_event_and_ages_are_marked() -> None:
    # T-17.2.2: the Age III events scored one by one at the end; T-16: ages change
    p = played("full", 3, 5)
    s = told(p)
    cards = [k for k in p.result.scores[0].categories if k != "culture"]
    assert cards and all(k.startswith("impact_of_") for k in cards)
    for seat, score in enumerate(p.result.scores):
        got = {r["what"]["id"]: r["points"] for r in s["sources"][seat]}
        for card in cards:
            points = score.categories[card]
            assert got.get(f"tta-card-{card}", 0) == points
    marks = [(m["label"], m["at"]) for m in s["markers"]]
    assert [label for label, _ in marks] == ["II", "III"]
    assert all(at % 1 == 0.5 and 0 < at < p.rounds for _, at in marks)
    last = len(s["labels"]) - 1
    finals = [t for t in s["turns"] if t["at"] == last]
    assert all(t["why"]["id"].startswith("tta-story-turn-final") for t in finals)


def test_turning_points_are_few_in_order_and_explained() -> None:
    p = played("full", 3, 5)
    s = told(p)
    turns = s["turns"]
    assert 1 <= len(turns) <= 3
    assert [t["at"] for t in turns] == sorted({t["at"] for t in turns})
    for t in turns:
        series = s["series"][t["seat"]]
        assert t["change"] == series[t["at"]] - series[t["at"] - 1]
        assert t["why"]["id"].startswith("tta-story-turn-")
        assert t["why"]["args"]["seat"] == {"seat": t["seat"]}


def ev(kind: str, seat: int | None = None, private_to: int | None = None, **data: Any) -> Event:
    return Event(kind, seat, data, private_to)


def by_source(items: Sequence[Any]) -> set[tuple[int, str, int, str, int, bool]]:
    return {(i.seat, i.source, i.amount, i.card, i.other, i.war) for i in items}


def test_an_aggression_that_steals_culture_is_military_for_both_nations() -> None:
    # T-15.7, T-15.10: the attacker takes culture from the defender
    events = [
        ev("attack_total", 0, total=9, card="raid_ii"),
        ev("aggression_result", 0, card="raid_ii", target=2, attack=9, defence=4, success=1),
        ev("steal", 0, stat="culture", amount=5, **{"from": 2}),
    ]
    got = by_source(_items(4, events, [5, 0, -5], 3))
    assert got == {
        (0, "military", 5, "raid_ii", 2, False),
        (2, "military", -5, "raid_ii", 0, False),
    }


def test_a_war_won_by_the_defender_names_the_attacker_as_the_other() -> None:
    # T-15.9: the winner of a war gains, whoever declared it
    events = [
        ev(
            "war_result",
            1,
            card="war_over_culture",
            target=0,
            attack=3,
            defence=10,
            winner=0,
            margin=7,
        ),
        ev("gain", 0, stat="culture", amount=8),
        ev("lose", 1, stat="culture", amount=8),
    ]
    got = by_source(_items(9, events, [8, -8], 2))
    assert got == {
        (0, "military", 8, "war_over_culture", 1, True),
        (1, "military", -8, "war_over_culture", 0, True),
    }


def test_events_preparing_colonies_and_the_rest_each_have_their_source() -> None:
    # T-15.4 (culture for preparing an event), T-15.6 (colonies), T-13.1 (maintenance)
    events = [
        ev("prepare", 0, age=2, culture=2),
        ev("prepared", 0, private_to=0, card="ravages_of_time"),
        ev("event", 0, card="cultural_influence"),
        ev("gain", 1, stat="culture", amount=3),
        ev("colony", 1, card="historic_territory_ii"),
        ev("gain", 1, stat="culture", amount=4),
        ev("maintenance", 0, culture=6, science=2),
        ev("turn", 1, round=4, turn=9),
    ]
    # seat 0 also got 1 culture the log does not explain: "other"
    got = by_source(_items(3, events, [9, 7], 2))
    assert got == {
        (0, "events", 2, "", -1, False),
        (1, "events", 3, "cultural_influence", -1, False),
        (1, "colonies", 4, "historic_territory_ii", -1, False),
        (0, "rate", 6, "", -1, False),
        (0, "other", 1, "", -1, False),
    }


def test_private_events_are_never_read() -> None:
    events = [ev("gain", 0, private_to=0, stat="culture", amount=3)]
    assert by_source(_items(1, events, [3], 1)) == {(0, "other", 3, "", -1, False)}


def test_a_card_played_for_culture_is_its_own_source() -> None:
    # T-6.2.4: an action card (Work of Art) gives its culture when played
    events = [ev("play", 0, card="work_of_art_a", culture=6, code="play.0")]
    assert by_source(_items(2, events, [6], 1)) == {(0, "played", 6, "work_of_art_a", -1, False)}
