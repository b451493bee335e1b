"""The story of a finished Hadara game (rules/hadara/story.py): points by phase of each epoch,
the final score's categories, turning points told from the public log."""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.core import Event, Result
from rules.hadara.agents import make_agent
from rules.hadara.game import Hadara
from rules.hadara.scoring import CATEGORIES
from rules.hadara.story import story

GAME = Hadara()
SEED, PLAYERS = 11, 3


@cache
def played() -> tuple[tuple[tuple[int, str], ...], tuple[tuple[Event, ...], ...], Result]:
    state = GAME.new(PLAYERS, {}, SEED)
    agents = [make_agent("heuristic", seed=s) for s in range(PLAYERS)]
    log: list[tuple[int, str]] = []
    events: list[tuple[Event, ...]] = []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = agents[seat].choose(state, seat)
        log.append((seat, GAME.encode_action(action)))
        events.append(tuple(GAME.apply(state, seat, action)))
    result = GAME.result(state)
    assert result is not None
    return tuple(log), tuple(events), result


def told() -> dict[str, Any]:
    return story(GAME, PLAYERS, {}, SEED, played()[0])


def test_one_point_per_phase_of_each_epoch_ending_on_the_final_score() -> None:
    # H-3: three epochs of phases A and B; H-13: the final score
    s = told()
    labels = [(x["id"], x["args"]["epoch"]) for x in s["labels"]]
    assert labels == [
        (f"hadara-story-point-{phase}", epoch)
        for epoch in ("I", "II", "III")
        for phase in ("A", "B")
    ]
    assert [(m["at"], m["label"]) for m in s["markers"]] == [(1.5, "II"), (3.5, "III")]
    result = played()[2]
    for seat, score in enumerate(result.scores):
        assert s["series"][seat][-1] == score.total
        assert len(s["series"][seat]) == 6


def test_sources_are_the_score_pads_categories() -> None:
    # H-13.1–H-13.6: colonies, statues, silver and gold medals, cards, coins
    s = told()
    for seat, score in enumerate(played()[2].scores):
        rows = [(r["what"]["id"], r["points"]) for r in s["sources"][seat]]
        assert rows == [(f"cat-{c}", score.categories[c]) for c in CATEGORIES]


def test_turning_points_name_the_category_and_what_the_log_counted() -> None:
    # H-8 colonies, H-9 statues, H-11 medals, H-10 hunger: counted from public events
    s = told()
    turns = s["turns"]
    assert 1 <= len(turns) <= 3
    kinds = {"statues", "colonies", "silver", "gold", "cards", "coins", "hunger"}
    for t in turns:
        why = t["why"]
        kind = why["id"].removeprefix("hadara-story-turn-").removesuffix("-only")
        assert kind in kinds
        series = s["series"][t["seat"]]
        assert t["change"] == series[t["at"]] - series[t["at"] - 1]
        if "count" in why["args"]:
            assert why["args"]["count"] >= 1
        # the explained part moved the same way as the seat's score, and no further
        points = why["args"]["points"]
        assert abs(points) <= abs(t["change"]) or points * t["change"] < 0


def test_a_stretch_with_statues_counts_them() -> None:
    # H-9.1: one statue a step; the story counts the public "statue" events of the stretch
    _, events, _ = played()
    s = told()
    statues = [t for t in s["turns"] if t["why"]["id"] == "hadara-story-turn-statues"]
    total = sum(1 for evs in events for e in evs if e.kind == "statue")
    assert total > 0
    for t in statues:
        assert 1 <= t["why"]["args"]["count"] <= 2  # at most one per phase (two with P-III-4)
