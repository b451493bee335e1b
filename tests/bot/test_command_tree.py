"""The slash commands as Discord receives them: every command's payload, with its name and
description localizations from the bot's translator, is compared with a golden file: the
host's commands with ``tests/golden/commands.json``, each registered game's generated group and
its choice in ``/rules`` and ``/card`` with the game's own ``tests/golden/<game>/commands.json``
(so that adding a game touches no other game's file).
``UPDATE_GOLDEN=1 python -m pytest tests/bot/test_command_tree.py`` rewrites them (``-k
<game>`` for one game's; look at the diff: it is what Discord would show differently)."""

from __future__ import annotations

import asyncio
import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from discord_fakes import command_payloads

from bot.games import registry

GOLDEN_DIR = Path(__file__).resolve().parents[1] / "golden"
HOST_GOLDEN = GOLDEN_DIR / "commands.json"
UPDATE_COMMAND = "UPDATE_GOLDEN=1 python -m pytest tests/bot/test_command_tree.py"


@cache
def payloads() -> tuple[dict[str, Any], ...]:
    return tuple(asyncio.run(command_payloads()))


def game_choices(command: dict[str, Any]) -> list[dict[str, Any]]:
    """The choices of a host command's ``game`` option (``/rules``, ``/card``): one per game."""
    return [
        choice
        for option in command.get("options", [])
        if option["name"] == "game"
        for choice in option.get("choices") or []
    ]


def host() -> list[dict[str, Any]]:
    """The host's commands, each game's choice taken out of their ``game`` options (it is in
    that game's golden file)."""
    games = set(registry())
    out = json.loads(json.dumps([c for c in payloads() if c["name"] not in games]))
    for command in out:
        for option in command.get("options", []):
            if option["name"] == "game" and option.get("choices"):
                option["choices"] = [c for c in option["choices"] if c["value"] not in games]
    return list(out)


def game(name: str) -> dict[str, Any]:
    """A game's part of the tree: its command group, and its choice in each host command."""
    (group,) = [c for c in payloads() if c["name"] == name]
    choices = {
        command["name"]: choice
        for command in payloads()
        for choice in game_choices(command)
        if choice["value"] == name
    }
    return {"group": group, "choices": choices}


def check_golden(found: Any, golden: Path, update: str) -> None:
    text = json.dumps(found, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(text, encoding="utf-8")
    assert golden.is_file(), f"no {golden}: run {update}"
    expected = json.loads(golden.read_text(encoding="utf-8"))
    assert found == expected, f"{golden} differs ({update})"


def test_the_tree_is_the_host_commands_then_each_game_s_group() -> None:
    names = [c["name"] for c in payloads()]
    games = list(registry())
    assert names[len(names) - len(games) :] == games
    assert not set(names[: len(names) - len(games)]) & set(games)
    # /rules and /card offer the registered games, in registration order; /leaderboard and
    # /stats offer each game's ladders (a game's own ladder is named as the game).
    for command in payloads():
        if not game_choices(command):
            continue
        values = [c["value"] for c in game_choices(command)]
        if command["name"] in ("leaderboard", "stats"):
            assert set(games) - {"tta"} <= set(values), command["name"]
            assert {"tta", "tta-simple"} <= set(values), command["name"]
        else:
            assert values == games, command["name"]


def test_host_command_payloads_match_the_golden_file() -> None:
    found = host()
    update = f'{UPDATE_COMMAND} -k "host_command"'
    check_golden(found, HOST_GOLDEN, update)


@pytest.mark.parametrize("name", list(registry()))
def test_each_game_s_commands_match_its_golden_file(name: str) -> None:
    check_golden(game(name), GOLDEN_DIR / name / "commands.json", f'{UPDATE_COMMAND} -k "{name}"')
