"""The slash commands as Discord receives them: every command's payload, with its name and
description localizations from the bot's translator, is compared with
``tests/golden/commands.json``. ``UPDATE_GOLDEN=1 python -m pytest tests/bot/test_command_tree.py``
rewrites the file (look at the diff: it is what Discord would show differently)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from discord_fakes import command_payloads

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "commands.json"
UPDATE_COMMAND = "UPDATE_GOLDEN=1 python -m pytest tests/bot/test_command_tree.py"


async def test_command_payloads_match_the_golden_file() -> None:
    found = await command_payloads()
    text = json.dumps(found, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert GOLDEN.is_file(), f"no {GOLDEN}: run {UPDATE_COMMAND}"
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert [c["name"] for c in found] == [c["name"] for c in expected]
    for mine, golden in zip(found, expected, strict=True):
        assert mine == golden, f"/{golden['name']} differs from {GOLDEN.name} ({UPDATE_COMMAND})"
