"""What a view shows is what the rules will do (issue 26).

Two figures were wrong: with Moses the population cost showed 2 where the nation paid 1, and
under Acceptance of Supremacy side B a nation without production showed -1 resource a turn
where nothing is taken. Beyond those two, whole games of every variant compare the figures of
the seat's own view, taken just before each of its moves, with what the move then does:
population cost (and Ocean Liner Service's) with the food paid, take costs with the civil
actions spent, science costs with the science paid, food, resources, corruption, culture and
science a turn and the consumption with the maintenance that follows ``end``, the uprising
warning with the uprising; and every "why not" of the row and the hand with the engine's
refusal (interfaces.md §2).
"""

from __future__ import annotations

from typing import Any

import pytest
import tta_helpers as h

from rules import core
from rules.tta import catalog, engine, views
from rules.tta.actions import Action
from rules.tta.agents import make_agent
from rules.tta.state import Pact, TtaState


def me(state: TtaState, seat: int) -> dict[str, Any]:
    player: dict[str, Any] = views.view(h.cat(), state, seat)["players"][seat]
    return player


# ------------------------------------------------------------------------------------------
# The two figures of the issue


def test_t8_1_population_cost_shown_with_moses_is_what_is_paid() -> None:
    """T-8.1: Moses makes an increase 1 food cheaper; the view says 1 at Y = 17, not 2."""
    state = h.new(2, seed=1)
    seat = state.start
    h.on_turn(state, seat)
    h.set_leader(state, seat, "moses")
    h.set_tokens(state, seat, {"agriculture": 4})
    h.act(state, "pop")  # Y 18 -> 17
    shown = me(state, seat)["population_cost"]
    events = h.act(state, "pop")
    assert shown == events[0].data["food"] == 1
    assert me(state, seat)["food"] == 4 - 1 - 1


def test_acceptance_of_supremacy_b_without_production_shows_nothing_taken() -> None:
    """Military facts §4: side B produces 1 resource fewer, taken from its production only;
    with no mine worker nothing is produced, so nothing is taken: 0 a turn, not -1."""
    state = h.adv(3, seed=2)
    a, b = h.seat_at(state, 0), h.seat_at(state, 1)
    state.pacts.append(Pact(h._pull(state, "acceptance_of_supremacy"), a, a, b))
    h.on_turn(state, b, 3)
    h.set_workers(state, b, {"bronze": 0}, pool=state.players[b].pool + 2)
    h.set_tokens(state, b, {"bronze": 3})
    shown = me(state, b)
    assert shown["resource_production"] == 0
    events = h.act(state, "end", b)
    record = next(e.data for e in events if e.kind == "maintenance")
    assert record["resources"] == 0 and me(state, b)["resources"] == 3
    # With one mine worker B produces 1 and gives it up: 0 again; A produces 1 + 1.
    h.on_turn(state, b, 4)
    h.set_workers(state, b, {"bronze": 1}, pool=state.players[b].pool - 1)
    assert me(state, b)["resource_production"] == 0
    assert me(state, a)["resource_production"] == 2 + 1


def test_ocean_liner_cost_and_take_cost_shown() -> None:
    """The granted increase's food, and a wonder's take cost (T-6.2.2: +1 civil action per
    completed wonder; Michelangelo: 1 less), are the view's."""
    state = h.adv(2, seed=3)
    seat = state.start
    h.on_turn(state, seat, 3)
    h.complete_wonders(state, seat, "ocean_liner_service", "pyramids")
    h.set_leader(state, seat, "michelangelo")
    h.put_row(state, {2: "taj_mahal"})
    view = views.view(h.cat(), state, seat)
    p = view["players"][seat]
    assert p["free_population_cost"] == max(0, p["population_cost"] - 5)
    assert view["row"][1]["take_cost"] == 1 + 2 - 1  # slot 2 costs 1
    assert "take_cost" not in views.view(h.cat(), state, 1 - seat)["row"][1]


# ------------------------------------------------------------------------------------------
# "Why not" (interfaces.md §2)


def test_why_not_says_what_a_refused_move_says() -> None:
    """T-6.2.5 hand limit, T-8.8 science: the row's and the hand's reasons carry the numbers
    of the refusal; a playable card has none; public views and other seats get neither."""
    state = h.new(2, seed=4)
    seat = state.start
    p = h.on_turn(state, seat)
    h.give_hand(state, seat, "iron")
    for cid in ("irrigation", "alchemy", "drama"):
        h.give_hand(state, seat, cid)
    p.science = 3
    view = views.view(h.cat(), state, seat)
    hand = view["players"][seat]["hand"]
    assert hand[1]["why_not"] is None  # Irrigation: 3 science
    assert hand[0]["why_not"] == {"reason": "not_enough_science", "need": 5, "have": 3}
    row = [e for e in view["row"] if e is not None]
    full = {"reason": "hand_full", "count": 4, "limit": 4}
    assert any(e["why_not"] == full for e in row)
    with pytest.raises(Exception) as err:
        h.act(state, f"take.{next(e['slot'] for e in row if e['why_not'] == full)}", seat)
    assert {"reason": err.value.reason, **err.value.params} == full  # type: ignore[attr-defined]
    for other in (None, 1 - seat):
        shown = views.view(h.cat(), state, other)
        assert all("why_not" not in e for e in shown["players"][seat]["hand"])
        assert all(e is None or "why_not" not in e for e in shown["row"])


def test_why_not_of_action_cards() -> None:
    """T-6.2.4: an action card waits a turn; an action card with no possible target says so;
    with several targets refused, the one closest to affordable is named (T-8.9)."""
    state = h.new(2, seed=5)
    seat = state.start
    h.on_turn(state, seat)
    h.give_hand(state, seat, "work_of_art_a", taken=state.turn)
    h.give_hand(state, seat, "efficient_upgrade_i")  # nothing to upgrade: no higher level
    h.give_hand(state, seat, "rich_land_a")
    h.set_tokens(state, seat, {"bronze": 0})
    hand = views.view(h.cat(), state, seat)["players"][seat]["hand"]
    assert hand[0]["why_not"] == {"reason": "taken_this_turn"}
    assert hand[1]["why_not"] == {"reason": "unknown_target"}
    # Rich Land A: a farm (2 - 1 = 1 resource) or a mine (1): both short by 1; Irrigation
    # in play (4 - 1 = 3) is short by 3: the first of the nearest is named.
    h.add_tech(state, seat, "irrigation")
    why = views.view(h.cat(), state, seat)["players"][seat]["hand"][2]["why_not"]
    assert why == {"reason": "not_enough_resources", "need": 1, "have": 0}


# ------------------------------------------------------------------------------------------
# Whole games


def _inject(state: TtaState) -> None:
    """Price modifiers in play from the start, so the games exercise them: Moses for the
    first nation, Ocean Liner Service and J. S. Bach for the second, Michelangelo for the
    third, Acceptance of Supremacy between the first two (advanced/full, 3+ players)."""
    first, second = state.start, (state.start + 1) % state.players_n
    h.set_leader(state, first, "moses")
    h.complete_wonders(state, second, "ocean_liner_service")
    h.set_leader(state, second, "j_s_bach")
    if state.players_n >= 3:
        h.set_leader(state, (state.start + 2) % state.players_n, "michelangelo")
        if state.options["variant"] != "simple":
            state.pacts.append(
                Pact(h._pull(state, "acceptance_of_supremacy"), first, first, second)
            )


def _check_why_not(state: TtaState, seat: int, view: dict[str, Any]) -> None:
    cat = h.cat()
    legal = {a.encode() for a in engine.legal_actions(cat, state, seat)}
    for entry in view["row"]:
        if entry is None:
            continue
        code = f"take.{entry['slot']}"
        refusal = engine.refusal(cat, state, seat, Action.decode(code))
        assert (entry["why_not"] is None) == (code in legal) == (refusal is None), code
        if refusal is not None:
            assert entry["why_not"] == {"reason": refusal.reason, **refusal.params}
    for i, entry in enumerate(view["players"][seat]["hand"]):
        playable = any(c.split(".")[:2] in (["play", str(i)], ["rev", str(i)]) for c in legal)
        assert (entry["why_not"] is None) == playable, (i, entry)
        if entry["why_not"] is not None:
            assert entry["why_not"]["reason"] in (*engine.REASONS, *core.REASONS)


def _check_move(
    before: dict[str, Any], after: dict[str, Any], a: Action, events: list[Any]
) -> None:
    seat = before["viewer"]
    mine, now = before["players"][seat], after["players"][seat]
    data = next((e.data for e in events if e.kind == a.kind and e.seat == seat), {})
    if a.kind == "pop":
        key = "free_population_cost" if a.args else "population_cost"
        assert data["food"] == mine[key] == mine["food"] - now["food"], (a, mine[key])
    elif a.kind == "take":
        cost = before["row"][int(a.args[0]) - 1]["take_cost"]
        assert data["cost"] == cost == mine["civil_left"] - now["civil_left"]
    elif a.kind == "rev":
        paid = mine["science"] - now["science"]
        assert paid == mine["hand"][int(a.args[0])]["revolution"] == data["science"]
    elif a.kind == "play" and len(a.args) == 1 and "science" in mine["hand"][int(a.args[0])]:
        paid = mine["science"] - now["science"]
        assert paid == mine["hand"][int(a.args[0])]["science"] == data["science"]
    elif a.kind == "end":
        kinds = {e.kind for e in events if e.seat == seat}
        assert ("uprising" in kinds) == mine["uprising_risk"]
        record = next((e.data for e in events if e.kind == "maintenance" and e.seat == seat), None)
        if record is not None:
            assert record["food"] == mine["food_production"]
            assert record["resources"] == mine["resource_production"]
            assert record.get("corruption", 0) == mine["corruption"]
            assert (record["culture"], record["science"]) == (
                mine["culture_rate"],
                mine["science_rate"],
            )
            assert record["eaten"] + record.get("famine", 0) == mine["consumption"]


CHECKED = ("pop", "take", "play", "rev", "end")


@pytest.mark.parametrize(
    ("variant", "players", "seed", "agents"),
    [
        (variant, players, seed, agents)
        for seed, (variant, players) in enumerate(
            (v, n) for v in ("simple", "advanced", "full") for n in (2, 3, 4)
        )
        for agents in ("heuristic", "random")
    ],
)
def test_view_figures_are_what_the_engine_does(
    variant: str, players: int, seed: int, agents: str
) -> None:
    cat = catalog.load()
    state, _ = engine.new_game(cat, players, {"variant": variant}, seed)
    _inject(state)
    bots = [make_agent(agents, seed * 10 + i) for i in range(players)]
    checked: dict[str, int] = {}
    for _ in range(3000):
        if engine.is_over(state):
            break
        seat = engine.to_act(state)[0]
        a = bots[seat].choose(state, seat)
        watch = not state.pending and state.phase == "actions" and a.kind in CHECKED
        if not watch:
            engine.apply(cat, state, seat, a)
            continue
        before = views.view(cat, state, seat)
        _check_why_not(state, seat, before)
        events = engine.apply(cat, state, seat, a)
        after = views.view(cat, state, seat)
        _check_move(before, after, a, events)
        key = a.encode() if a.kind == "pop" else a.kind
        checked[key] = checked.get(key, 0) + 1
    assert checked.get("end", 0) >= 5 and checked.get("take", 0) >= 5, checked
