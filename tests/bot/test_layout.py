"""Chains of choices: any number of legal actions is offered within Discord's limits, every
action reachable exactly once, whatever the paths a game gives (or none)."""

from __future__ import annotations

import re

import pytest

from bot.ui import layout
from rules.core import ActionInfo, Msg

GAME_ID = "abcd1234"


def tr(message: Msg) -> str:
    args = dict(message.args)
    return f"{message.id}:{','.join(f'{k}={v}' for k, v in sorted(args.items()))}"


def t(message_id: str, **args: object) -> str:
    return message_id


def info(code: str, *path: str, standalone: bool = False) -> ActionInfo:
    return ActionInfo(
        code,
        Msg.of("act", code=code),
        tuple((k, Msg.of("group", key=k)) for k in path),
        standalone=standalone,
    )


def check(infos: list[ActionInfo]) -> list[tuple[tuple[str, ...], list[layout.Row]]]:
    choices = layout.choices(infos, tr)
    plans = layout.walk(choices, t)
    for path, rows in plans:
        assert layout.check_rows(rows, GAME_ID, 10**8) == [], (path, rows)
        for row in rows:
            for c in row.choices:
                if c.nav is not None:
                    cid = layout.nav_custom_id(GAME_ID, 10**8, c.nav, row.kind == "select")
                    template = (
                        layout.NAV_MENU_TEMPLATE if row.kind == "select" else (layout.NAV_TEMPLATE)
                    )
                    assert re.fullmatch(template, cid), cid
    reached = layout.codes_of(plans)
    assert sorted(reached) == sorted(i.code for i in infos), "every action exactly once"
    return plans


def test_few_actions_are_buttons() -> None:
    plans = check([info(f"a.{i}") for i in range(7)] + [info("end", standalone=True)])
    assert len(plans) == 1 and all(r.kind == "buttons" for r in plans[0][1])


def test_a_two_level_chain_of_hundreds_of_actions() -> None:
    """12 groups × 3 subgroups × 8 actions = 288 actions, plus an end-turn button."""
    infos = [
        info(f"x.{g}.{s}.{a}", f"g{g}", f"s{s}")
        for g in range(12)
        for s in range(3)
        for a in range(8)
    ]
    infos.append(info("end", standalone=True))
    plans = check(infos)
    root = dict(plans)[()]
    assert any(c.nav == ("g0",) for r in root for c in r.choices), "groups to open at the root"
    assert any(c.code == "end" for r in root for c in r.choices), "end turn at the root"
    deeper = dict(plans)[("g0",)]
    assert any(c.nav == () for r in deeper for c in r.choices), "a way back"
    assert max(len(p) for p, _ in plans) == 1, "the second level fits one prompt"


def test_a_chain_three_levels_deep() -> None:
    """The second level (14 subgroups of 10) does not fit one prompt either."""
    infos = [
        info(f"w.{g}.{s}.{a}", f"g{g}", f"s{s}")
        for g in range(8)
        for s in range(14)
        for a in range(10)
    ]
    plans = check(infos)
    assert max(len(p) for p, _ in plans) == 2


def test_a_flat_list_too_long_for_five_menus_is_cut_into_pieces() -> None:
    plans = check([info(f"n.{i}") for i in range(300)])
    assert len(plans) > 1
    root = dict(plans)[()]
    assert all(len(c.nav or ()) == 1 for r in root for c in r.choices)


@pytest.mark.parametrize("groups", [1, 4, 5, 6, 26, 40])
def test_many_groups_of_a_few_each(groups: int) -> None:
    check([info(f"y.{g}.{a}", f"k{g}") for g in range(groups) for a in range(6)])


def test_paths_and_custom_ids_stay_short() -> None:
    infos = [info(f"z.{i}", "abcdefghijkl", "mnopqrstuvwx", "yz0123456789") for i in range(90)]
    plans = check(infos)
    assert all(len(".".join(p)) <= layout.MAX_PATH for p, _ in plans)
