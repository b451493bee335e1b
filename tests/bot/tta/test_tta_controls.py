"""A Through the Ages turn whose controls cannot be fumbled (issue 26), over whole games of
every variant and player count, as the bot lays them out (``bot.ui.layout`` with the game's
stable menus), in the player's DM and on the table:

- *End turn* and *Undo* are buttons of the fixed last row wherever the rules allow them (T-4:
  the action phase ends by ending the turn; T-21: undo within a turn), on every level of the
  choices, and on the table beside *Show my choices* when the player also has choices only they
  may see;
- the four menus of a turn (take · build · hand · military) keep their places;
- resigning is never a button of the last row and always asks to be confirmed first.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.games import plugin
from bot.i18n import catalog
from bot.ui import layout
from rules.tta.agents import make_agent

PLUGIN = plugin("tta")
RULES = PLUGIN.rules
MENUS = PLUGIN.menus
T = catalog().translator("en-US", "tta")
NAMES = ["Alice", "Bob", "Carol", "Dan"]
ENDS = ("end", "undo")


def tr(message: Any) -> str:
    return T.msg(message, NAMES)


def last_row(rows: list[layout.Row]) -> list[str]:
    return [c.code for c in rows[-1].choices] if rows and rows[-1].kind == "buttons" else []


def check_position(state: Any, seat: int, stats: dict[str, int]) -> None:
    legal = RULES.legal_actions(state, seat)
    codes = {RULES.encode_action(a) for a in legal}
    infos = RULES.describe(state, seat, legal)
    items = layout.choices(infos, tr)
    plans = layout.walk(items, T, MENUS)
    wanted = [code for code in ENDS if code in codes]
    for path, rows in plans:
        assert layout.check_rows(rows, "g", 10**8) == [], (path, rows)
        last = last_row(rows)
        assert all(code in last for code in wanted), ("DM", path, wanted, last)
        assert "resign" not in last, "resign sits apart from the common buttons"
        placeholders = [r.placeholder for r in rows if r.kind == "select"]
        if path == () and any(i.path and i.path[0][0] in MENUS.fixed for i in infos):
            # The four menus of a turn, always first and in the same order.
            fixed = [T(MENUS.title.format(key=k)) for k in MENUS.fixed]
            assert [p.partition(" (")[0] for p in placeholders[:4]] == fixed, placeholders
            stats["turn prompts"] += 1
    for i in infos:
        if i.code == "resign":
            assert i.confirm is not None and not i.standalone, "resigning asks first"
            stats["resign offered"] += 1
    # The table: only what everyone may see, "show my choices" beside undo and end turn.
    public = [c for c, i in zip(items, infos, strict=True) if not i.secret]
    show = [layout.show_choice(T)] if len(public) < len(items) or not public else []
    rows = layout.plan(public, T, (), MENUS, show)
    last = last_row(rows)
    assert all(code in last for code in wanted), ("table", wanted, last)
    if show:
        assert layout.SHOW_CODE in last
        stats["table with show"] += 1
        if "end" in wanted:
            stats["end beside show"] += 1
    for code in wanted:
        stats[code] += 1


@pytest.mark.parametrize("variant", ["simple", "advanced", "full"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_end_and_undo_are_offered_wherever_the_rules_allow_them(variant: str, players: int) -> None:
    """T-4, T-21: one seeded game to its end (heuristic seats, and random ones now and then so
    that undo and rarer decisions come up), every decision of every waiting seat checked."""
    seed = players * 31 + len(variant)
    rng = random.Random(seed)
    state = RULES.new(players, {"variant": variant}, seed)
    agents = [make_agent("heuristic", seed + s) for s in range(players)]
    randoms = [make_agent("random", seed + 10 + s) for s in range(players)]
    stats = {k: 0 for k in ("end", "undo", "turn prompts", "table with show", "end beside show")}
    stats["resign offered"] = 0
    steps = 0
    while not RULES.is_over(state):
        decision = RULES.decision(state)
        assert decision is not None
        for seat in decision.seats:
            check_position(state, seat, stats)
        seat = rng.choice(list(decision.seats))
        agent = randoms[seat] if rng.random() < 0.15 else agents[seat]
        action = agent.choose(state, seat)
        if RULES.encode_action(action) == "resign":
            action = agents[seat].choose(state, seat)
        RULES.apply(state, seat, action)
        steps += 1
        assert steps < 20_000
    assert stats["end"] > 0 and stats["turn prompts"] > 0, stats
    assert stats["undo"] > 0, stats
    if variant != "simple":
        assert stats["resign offered"] > 0, stats


@pytest.mark.parametrize("locale", ["en-US", "cs", "pl", "ru"])
def test_the_buttons_of_the_last_row_read_differently(locale: str) -> None:
    """The fixed row's buttons never read alike side by side (Czech once had *Zpět* for both
    undo and back)."""
    t = catalog().translator(locale, "tta")
    labels = [
        t("btn-back"),
        t("btn-show-choices"),
        *(t(f"tta-act-{kind}") for kind in ("undo", "end", "no-political", "pass", "reset")),
        *(t(f"tta-act-done-{purpose}", total=3) for purpose in ("attack", "defend", "colonize")),
    ]
    words = [label.strip("◀ ").casefold() for label in labels]
    assert len(set(words)) == len(words), labels
