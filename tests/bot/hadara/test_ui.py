"""Components: custom_ids round-trip and fit; every prompt of random games fits Discord's limits."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from typing import Any

import discord
import pytest

from bot.i18n import translator_for
from bot.ui import components, layout
from rules.hadara import GAME, HadaraState
from rules.hadara.agents import make_agent

T = translator_for("en-US", "hadara")
GAME_ID = "abcd1234"
Prompt = tuple[dict[str, Any], int, list[str], list[layout.Choice]]


def choices_of(state: HadaraState, seat: int, codes: Sequence[str]) -> list[layout.Choice]:
    """The seat's choices as the presenter builds them: described by the game, translated."""
    actions = [GAME.decode_action(c) for c in codes]
    return layout.choices(GAME.describe(state, seat, actions), T.msg)


def prompts(games: int = 8) -> Iterator[Prompt]:
    """(view, seat, legal codes, choices) for every acting seat of several games (random and
    heuristic)."""
    for g in range(games):
        rng = random.Random(g)
        n = 2 + g % 4
        state = GAME.new(n, {"variant": "advanced" if g % 2 else "basic"}, 1000 + g)
        agent = make_agent("heuristic", g) if g % 3 == 0 else None
        while not GAME.is_over(state):
            for seat in GAME.to_act(state):
                codes = [a.encode() for a in GAME.legal_actions(state, seat)]
                yield GAME.view(state, seat), seat, codes, choices_of(state, seat, codes)
            seat = rng.choice(GAME.to_act(state))
            if agent is not None:
                action = agent.choose(state, seat)
            else:
                action = rng.choice(GAME.legal_actions(state, seat))
            GAME.apply(state, seat, action)


@pytest.fixture(scope="module")
def all_prompts() -> list[Prompt]:
    return list(prompts())


def test_custom_ids_round_trip_and_fit(all_prompts: list[Any]) -> None:
    action = re.compile(layout.ACTION_TEMPLATE)
    seen = 0
    for view, _seat, codes, _choices in all_prompts:
        for code in codes:
            cid = layout.action_custom_id(GAME_ID, int(view["version"]) + 10**6, code)
            assert len(cid) <= layout.MAX_CUSTOM_ID
            m = action.fullmatch(cid)
            assert m is not None, cid
            assert (m["game"], m["code"]) == (GAME_ID, code)
            seen += 1
    assert seen > 1000
    for verb in layout.LOBBY_VERBS:
        m = re.fullmatch(layout.LOBBY_TEMPLATE, layout.lobby_custom_id(GAME_ID, verb))
        assert m is not None and m["verb"] == verb
    m = re.fullmatch(layout.SELECT_TEMPLATE, layout.select_custom_id(GAME_ID, 77, 3))
    assert m is not None and (m["version"], m["index"]) == ("77", "3")


def test_every_prompt_fits_discord_limits(all_prompts: list[Prompt]) -> None:
    steps = set()
    for view, _seat, codes, choices in all_prompts:
        plans = layout.walk(choices, T)
        # Hadara's decisions are small: every prompt is one message, never a chain of choices.
        assert len(plans) == 1, (view["step"], codes)
        ((path, rows),) = plans
        assert path == ()
        assert layout.check_rows(rows, GAME_ID, int(view["version"])) == [], (view["step"], codes)
        shown = [c.code for r in rows for c in r.choices]
        assert sorted(shown) == sorted(codes), "every legal action is offered exactly once"
        assert all(c.nav is None for r in rows for c in r.choices)
        steps.add(view["step"])
    assert {"draft", "take", "colony", "medal", "wheel"} <= steps


def public_steps(games: int = 8) -> Iterator[tuple[dict[str, Any], list[tuple[int, Any]]]]:
    """(public view, [(seat, choices)]) wherever several seats act at once in public."""
    for g in range(games):
        rng = random.Random(g)
        state = GAME.new(2 + g % 4, {"variant": "basic"}, 2000 + g)
        while not GAME.is_over(state):
            acting = GAME.to_act(state)
            decision = GAME.decision(state)
            assert decision is not None and sorted(decision.seats) == sorted(acting)
            if len(acting) > 1 and not decision.secret:
                view = GAME.view(state, None)
                assert view["step"] not in ("draft", "side"), "those steps are secret"
                legal = [
                    (s, choices_of(state, s, [a.encode() for a in GAME.legal_actions(state, s)]))
                    for s in acting
                ]
                yield view, legal
            seat = rng.choice(acting)
            GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))


def test_menus_of_several_public_choosers_fit_and_offer_every_choice() -> None:
    seen = set()
    crowded = 0
    for view, acting in public_steps():
        legal = dict(acting)
        seats = [(10**18 + s, f"Player {s}", items) for s, items in acting]
        rows = layout.seat_rows(seats, T)
        assert layout.check_rows(rows, GAME_ID, int(view["version"])) == [], view["step"]
        menus = [r for r in rows if r.owner is not None]
        for row in menus:
            assert row.owner is not None
            seat = row.owner - 10**18
            assert [c.code for c in row.choices] == [c.code for c in legal[seat]], "in order"
            assert row.placeholder == f"Player {seat}: choose…"
        if len(menus) < len(acting):
            crowded += 1
            assert rows[-1].choices[0].code == layout.SHOW_CODE
        seen.add(view["step"])
    assert {"statue", "medal"} <= seen
    m = re.fullmatch(layout.SEAT_TEMPLATE, layout.seat_custom_id(GAME_ID, 77, 10**19))
    assert m is not None and (m["version"], m["user"]) == ("77", str(10**19))


def test_a_player_whose_choices_do_not_fit_a_menu_gets_show_my_choices() -> None:
    state = GAME.new(3, {"variant": "basic"}, 5)
    many = [f"statue.{i}.{m}.{t}" for i in range(4) for t in "yrbg" for m in "ud"] + ["pass"]
    legal = {0: ["pass"], 1: many, 2: ["pass"]}
    seats = [(100 + s, f"P{s}", choices_of(state, s, codes)) for s, codes in legal.items()]
    rows = layout.seat_rows(seats, T)
    assert [r.owner for r in rows] == [100, 102, None]
    assert rows[-1].choices[0].code == layout.SHOW_CODE
    assert layout.check_rows(rows, GAME_ID, 1) == []


def test_many_options_become_selects() -> None:
    """A statue step with every statue and tile open (33 options) uses selects plus Pass."""
    state = GAME.new(3, {"variant": "basic"}, 5)
    tiles = ("yellow", "red", "blue", "green")
    codes = [f"statue.{i}.{m}.{t[0]}" for i in range(4) for t in tiles for m in "ud"] + ["pass"]
    items = choices_of(state, 0, codes)
    rows = layout.plan(items, T)
    assert layout.check_rows(rows, GAME_ID, 999) == []
    assert [r.kind for r in rows].count("select") == 4
    assert rows[-1].kind == "buttons" and rows[-1].choices[0].code == "pass"
    assert sorted(layout.offered(rows)) == sorted(codes)
    # One menu per statue, named after it.
    placeholders = [r.placeholder for r in rows if r.kind == "select"]
    assert all(p.startswith("Statue ") for p in placeholders), placeholders


def test_labels_are_human_readable() -> None:
    state = GAME.new(2, {"variant": "basic"}, 3)
    while GAME.view(state, 0)["step"] != "draft":
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    view = GAME.view(state, 0)
    codes = [a.encode() for a in GAME.legal_actions(state, 0)]
    labels = {c.code: c.label for c in choices_of(state, 0, codes)}
    assert sorted(labels) == sorted(codes)
    card = view["private"]["hand"][0]["card"]
    name = T(f"card-{card}")
    assert any(text.startswith(f"Buy {name} for ") for text in labels.values())
    assert any(text.startswith(f"Sell {name} for ") for text in labels.values())
    assert all("." not in text.split(" ")[0] for text in labels.values())


async def test_dynamic_items_build_and_parse() -> None:
    rows = [
        layout.Row("buttons", [layout.Choice("pass", "Pass", standalone=True)]),
        layout.Row("select", [layout.Choice("gold", "Gold")], "Choose"),
    ]
    view = components.action_view(GAME_ID, 12, rows)
    ids = [item.custom_id for item in view.children]  # type: ignore[attr-defined]
    assert ids == ["hd:abcd1234:12:pass", "hs:abcd1234:12:0"]
    assert len(view.to_components()) == 2
    button = components.ActionButton(GAME_ID, 12, "colony.9.p", "Colony 9")
    assert button.custom_id == "hd:abcd1234:12:colony.9.p"
    match = button.template.fullmatch(button.custom_id)
    assert match is not None
    clone = await components.ActionButton.from_custom_id(None, button.item, match)  # type: ignore[arg-type]
    assert (clone.game_id, clone.version, clone.code) == (GAME_ID, 12, "colony.9.p")
    lobby = components.lobby_view(GAME_ID, T)
    assert lobby is not None
    assert [i.custom_id for i in lobby.children] == [  # type: ignore[attr-defined]
        f"hl:{GAME_ID}:{v}" for v in layout.LOBBY_VERBS
    ]
    assert all(isinstance(i, discord.ui.DynamicItem) for i in lobby.children)
