"""Catalogues: every message id the bot, the manager and the renderer use exists in en-US, in the
host's catalogue or in the game's that uses it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from bot import i18n
from bot.games import registry
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
    "error-unknown-game",
    "error-out-of-date-nothing",
    "error-no-permission-server",
    "select-open",
    "btn-back",
    "board-title",
    "opt-game",
    "opt-player",
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
    dynamic += ["status-lobby", "status-running"]
    assert [m for m in CONTRACT_IDS + dynamic if not c.has(m)] == []
    # What the host asks of every game's catalogue (lobby, /help, /games, thread names).
    for name, plugin in registry().items():
        ids = [f"{name}-name", f"{name}-help", f"cmd-{name}"]
        ids += [f"variant-{v}" for v in plugin.rules.info.variants]
        ids += [f"ai-level-{level}" for level in plugin.ai_levels]
        for locale in i18n.LOCALES:
            assert [m for m in ids if not c.has(m, locale, name)] == [], (name, locale)
    hadara = [f"color-{color}" for color in data_mod.COLORS]
    assert [m for m in hadara if not c.has(m, "en-US", "hadara")] == []


def test_renderer_ids_and_card_names_exist() -> None:
    c = i18n.catalog()
    assert [m for m in render_i18n.message_ids() if not c.has(m, "en-US", "hadara")] == []
    data = data_mod.load()
    assert all(c.has(f"card-{cid}", "en-US", "hadara") for cid in data.cards)
    assert all(c.has(f"colony-{cid}", "en-US", "hadara") for cid in data.colonies)
    # Hadara's names are Hadara's: the host's catalogue does not hold them.
    assert "card-1b01" not in c.ids[(None, "en-US")]
    t = i18n.translator_for("en-US", "hadara")
    for mid in render_i18n.message_ids():
        args = {a: 1 for a in re.findall(r"\{(\w+)\}", render_i18n.MESSAGES[mid])}
        assert t(mid, **args) == render_i18n.english(mid, **args)


def test_every_rules_reason_reads_as_a_sentence() -> None:
    t = i18n.translator_for("en-US", "hadara")
    for reason in REASONS:
        text = t("error-illegal", reason=reason)
        assert text.endswith(".") and "{" not in text


def test_locale_fallback() -> None:
    c = i18n.catalog()
    assert c.pick("en-GB") == "en-US"
    assert c.pick("xx", None) == "en-US"
    assert c.pick("en-GB") == "en-US" and c.pick("ru") == "ru" and c.pick("de", "pl") == "pl"
    assert i18n.translator_for("cs", "hadara")("btn-pass") == "Pas"
    assert i18n.translator_for("de", "hadara")("btn-pass") == "Pass"
    assert c.format("en-US", "no-such-id") == "no-such-id"
    assert c.format("pl", "no-such-id", namespace="hadara") == "no-such-id"


def test_host_messages_name_no_game() -> None:
    """The host's messages are shown in every game's channel: a Sealed Bids table must not be
    titled "Hadara · …", nor its players told to use /hadara hand."""
    c = i18n.catalog()
    named = [
        (locale, mid)
        for locale in i18n.LOCALES
        for mid in sorted(c.ids[(None, locale)])
        if "hadara" in c.format(locale, mid, namespace="bids").lower()
    ]
    assert named == []


def test_help_names_the_host_commands_as_each_language_calls_them() -> None:
    """``/help`` points to the host's commands by the names Discord shows in that language
    (a command renamed in a catalogue must be renamed in the help too)."""
    catalog = i18n.catalog()
    commands = ["games", "rules", "card", "mygames", "notify", "away", "leaderboard", "stats"]
    commands.append("privacy")
    for locale in i18n.LOCALES:
        text = catalog.format(locale, "help-text", games="")
        for command in commands:
            name = catalog.format(locale, f"cmd-{command}.name")
            assert re.search(rf"/{re.escape(name)}[ ,;]", text), (locale, name)
