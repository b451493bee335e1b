"""Catalogues: every message id the bot, the manager and the renderer use exists in en-US."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from bot import i18n
from render.hadara import i18n as render_i18n
from rules.core import REASONS
from rules.hadara import data as data_mod

ROOT = Path(__file__).resolve().parents[2]
ID = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9_]+)+$")
CALLS = {"t", "format", "_", "reply", "UserError", "notice", "translate", "has", "translator"}
CONTRACT_IDS = [
    "error-no-game",
    "error-channel-busy",
    "error-not-in-lobby",
    "error-already-joined",
    "error-game-full",
    "error-not-a-player",
    "error-creator-only",
    "error-creator-cannot-leave",
    "error-not-enough-players",
    "error-need-human",
    "error-not-your-turn",
    "error-out-of-date",
    "error-already-handled",
    "error-game-over",
    "error-illegal",
    "error-bad-action",
    "error-no-permission",
    "error-unknown-ai-level",
    "notice-dms-closed",
    "notice-replaced",
]


def ids_used_in_code() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "bot").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            if name not in CALLS:
                continue
            for arg in node.args:
                if (
                    isinstance(arg, ast.Constant)
                    and isinstance(arg.value, str)
                    and ID.match(arg.value)
                ):
                    found.add(arg.value)
    return found


def test_catalogue_loads_cleanly() -> None:
    c = i18n.catalog()
    assert c.errors == []
    assert "en-US" in c.locales


def test_every_id_used_in_bot_code_exists() -> None:
    used = ids_used_in_code()
    assert len(used) > 40
    missing = sorted(m for m in used if not i18n.catalog().has(m))
    assert missing == []


def test_contract_and_dynamic_ids_exist() -> None:
    c = i18n.catalog()
    verbs = ("join", "leave", "start", "ai-easy", "ai-normal", "ai-strong")
    dynamic = [f"lobby-{v}" for v in verbs]
    dynamic += [f"ai-level-{level}" for level in ("easy", "normal", "strong")]
    dynamic += ["status-lobby", "status-running", "variant-basic", "variant-advanced"]
    dynamic += [f"color-{color}" for color in data_mod.COLORS]
    assert [m for m in CONTRACT_IDS + dynamic if not c.has(m)] == []


def test_renderer_ids_and_card_names_exist() -> None:
    c = i18n.catalog()
    assert [m for m in render_i18n.message_ids() if not c.has(m)] == []
    data = data_mod.load()
    assert all(c.has(f"card-{cid}") for cid in data.cards)
    assert all(c.has(f"colony-{cid}") for cid in data.colonies)
    t = i18n.translator_for("en-US")
    for mid in render_i18n.message_ids():
        args = {a: 1 for a in re.findall(r"\{(\w+)\}", render_i18n.MESSAGES[mid])}
        assert t(mid, **args) == render_i18n.english(mid, **args)


def test_every_rules_reason_reads_as_a_sentence() -> None:
    t = i18n.translator_for("en-US")
    for reason in REASONS:
        text = t("error-illegal", reason=reason)
        assert text.endswith(".") and "{" not in text


def test_locale_fallback() -> None:
    c = i18n.catalog()
    assert c.pick("en-GB") == "en-US"
    assert c.pick("xx", None) == "en-US"
    assert c.pick("en-GB") == "en-US" and c.pick("ru") == "ru" and c.pick("de", "pl") == "pl"
    assert i18n.translator_for("cs")("btn-pass") == "Pas"
    assert i18n.translator_for("de")("btn-pass") == "Pass"
    assert c.format("en-US", "no-such-id") == "no-such-id"
