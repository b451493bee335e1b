"""Localization: the four catalogues agree, plurals, slash command names, card names, glyphs."""

from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands
from discord_fakes import command_payloads
from PIL import Image

from bot import __main__ as main_mod
from bot import i18n
from bot.games import registry
from render.hadara import i18n as render_i18n
from render.hadara import render_card, render_table
from render.hadara.samples import positions
from render.text import font
from rules.hadara import data as data_mod

TRANSLATED = ("cs", "pl", "ru")
LOCALES_DIR = i18n.LOCALES_DIR
HADARA_LOCALES_DIR = i18n.GAMES_DIR / "hadara" / "locales"

# ------------------------------------------------------------------ parity


def test_all_catalogues_have_the_same_ids_attributes_and_variables() -> None:
    assert i18n.parity_problems() == []
    # The host's catalogue and Hadara's (its own namespace) together hold the bot's texts.
    namespaces = i18n.namespaces()
    assert namespaces[""] == LOCALES_DIR and namespaces["hadara"] == HADARA_LOCALES_DIR
    total = 0
    for directory in (LOCALES_DIR, HADARA_LOCALES_DIR):
        shapes = {loc: i18n.catalogue_shape(directory / loc)[0] for loc in i18n.LOCALES}
        assert all(shapes[loc] == shapes["en-US"] for loc in TRANSLATED), directory
        assert sorted(p.name for p in directory.iterdir() if p.is_dir()) == sorted(i18n.LOCALES)
        total += len(shapes["en-US"])
    assert total > 450
    # No id of Hadara's redefines one of the host's.
    assert i18n.catalog().errors == []


def _broken_catalogues(tmp_path: Path) -> Path:
    for loc in i18n.LOCALES:
        (tmp_path / loc).mkdir()
        text = "a = A { $n }\n    .name = a\nb = B\n"
        if loc == "cs":
            text = "a = A { $m }\nc = C\n"  # wrong variable, no attribute, b missing, c extra
        (tmp_path / loc / "x.ftl").write_text(text, encoding="utf-8")
    return tmp_path


def test_parity_finds_ids_attributes_and_variables(tmp_path: Path) -> None:
    problems = i18n.parity_problems(_broken_catalogues(tmp_path))
    assert "cs: missing b" in problems
    assert "cs: unknown c" in problems
    assert any(p.startswith("cs: a has parts") for p in problems)
    assert not any(p.startswith(("pl", "ru")) for p in problems)
    (tmp_path / "pl" / "x.ftl").write_text("a = A { $k }\n    .name = a\nb = B\n")
    assert "pl: a uses ['k'] instead of ['n']" in i18n.parity_problems(tmp_path)


def test_parity_check_refuses_with_one_sentence(tmp_path: Path) -> None:
    i18n.check_catalogues()  # the shipped catalogues pass
    with pytest.raises(i18n.CatalogueError) as raised:
        i18n.check_catalogues(_broken_catalogues(tmp_path))
    text = str(raised.value)
    assert "\n" not in text and text.endswith(".") and "do not match en-US" in text


async def test_start_up_refuses_mismatched_catalogues(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.delenv("DEFAULT_LOCALE", raising=False)

    def broken(base: Path = LOCALES_DIR) -> None:
        raise i18n.CatalogueError("The translation catalogues do not match en-US.")

    monkeypatch.setattr(i18n, "check_catalogues", broken)
    assert await main_mod.run() == 2
    err = capsys.readouterr().err.strip()
    assert err == "error: The translation catalogues do not match en-US."


# ------------------------------------------------------------------ plurals

COUNTS = (1, 2, 5, 21, 22, 25)
COINS = {
    "cs": ("1 mince", "2 mince", "5 mincí", "21 mincí", "22 mincí", "25 mincí"),
    "pl": ("1 moneta", "2 monety", "5 monet", "21 monet", "22 monety", "25 monet"),
    "ru": ("1 монета", "2 монеты", "5 монет", "21 монета", "22 монеты", "25 монет"),
}
CARDS = {
    "cs": ("1 karta", "2 karty", "5 karet", "21 karet", "22 karet", "25 karet"),
    "pl": ("1 karta", "2 karty", "5 kart", "21 kart", "22 karty", "25 kart"),
    "ru": ("1 карта", "2 карты", "5 карт", "21 карта", "22 карты", "25 карт"),
}
POINTS = {
    "cs": ("1 bod", "2 body", "5 bodů", "21 bodů", "22 bodů", "25 bodů"),
    "pl": ("1 punkt", "2 punkty", "5 punktów", "21 punktów", "22 punkty", "25 punktów"),
    "ru": ("1 очко", "2 очка", "5 очков", "21 очко", "22 очка", "25 очков"),
}


@pytest.mark.parametrize("locale", TRANSLATED)
def test_plural_forms(locale: str) -> None:
    t = i18n.translator_for(locale, "hadara")
    for n, coins, cards, points in zip(
        COUNTS, COINS[locale], CARDS[locale], POINTS[locale], strict=True
    ):
        assert t("silver-cost", coins=n).endswith(": " + coins)
        assert t("btn-side", side="A", coins=n).endswith(f"({coins})")
        assert t("card-count", count=n) == cards
        assert t("finished-scores", name="Ann", points=n) == f"Ann: {points}"


def test_plural_forms_of_fractions_and_accusative() -> None:
    c = i18n.catalog()
    assert c.format("cs", "btn-feed-pay", "hadara", coins=1).endswith("1 minci")
    assert c.format("pl", "btn-feed-pay", "hadara", coins=22).endswith("22 monety")
    assert c.format("ru", "btn-feed-pay", "hadara", coins=21).endswith("21 монету")
    assert c.format("cs", "card-count", "hadara", count=1.5) == "1,5 karty"
    assert c.format("pl", "card-count", "hadara", count=1.5) == "1,5 karty"
    assert c.format("ru", "card-count", "hadara", count=1.5) == "1,5 карты"
    assert c.format("en-US", "card-count", "hadara", count=2) == "2 cards"


# ------------------------------------------------------------------ locales


def test_discord_locales_resolve() -> None:
    c = i18n.catalog()
    assert c.locales == sorted(i18n.LOCALES)
    for discord_locale, expected in [
        ("en-US", "en-US"),
        ("en-GB", "en-US"),
        ("cs", "cs"),
        ("pl", "pl"),
        ("ru", "ru"),
        ("de", "en-US"),
        ("uk", "en-US"),
    ]:
        assert c.pick(discord_locale) == expected
    assert c.pick("de", "ru") == "ru"
    for loc in discord.Locale:
        assert c.pick(str(loc)) in i18n.LOCALES


# ------------------------------------------------------------------ slash commands


def _valid_name(name: str) -> bool:
    return (
        1 <= len(name) <= 32
        and name == name.lower()
        and all(ch in "-_" or unicodedata.category(ch)[0] in "LN" for ch in name)
    )


async def _payloads(translator: app_commands.Translator) -> list[dict[str, Any]]:
    """The commands as the bot registers them: the host's and every game's command group."""
    return await command_payloads(translator)


def _walk(node: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every command, group, subcommand and option as ("command" | "option", payload)."""
    yield ("command" if "options" in node and node.get("type", 1) in (1, 2) else "option", node)
    for option in node.get("options", []):
        yield from _walk(option)


HOST_COMMANDS = {
    "games",
    "help",
    "mygames",
    "notify",
    "away",
    "back",
    "rules",
    "card",
    "settings",
    "leaderboard",
    "stats",
    "privacy",
}


async def test_every_command_option_and_choice_is_localized() -> None:
    translator = i18n.CatalogTranslator(i18n.catalog())
    payloads = await _payloads(translator)
    assert {p["name"] for p in payloads} == HOST_COMMANDS | set(registry())
    assert "hadara" in registry()
    names_seen: dict[str, int] = {}
    for payload in payloads:
        # A game's commands are localized in the languages it ships (Discord shows the
        # English default in the others).
        game = registry().get(payload["name"])
        shipped = TRANSLATED if game is None else tuple(set(game.languages) & set(TRANSLATED))
        for _kind, node in _walk(payload):
            assert _valid_name(node["name"])
            for loc in shipped:
                name = node["name_localizations"][loc]
                assert _valid_name(name), (loc, name)
                description = node["description_localizations"][loc]
                assert 1 <= len(description) <= 100, (loc, description)
                names_seen[payload["name"]] = names_seen.get(payload["name"], 0) + 1
            # en-US and en-GB see the English defaults (the en-US catalogue), others the fallback
            # (a game's command uses host texts too, localized in every language)
            for localized in (node["name_localizations"], node["description_localizations"]):
                assert set(shipped) <= set(localized) <= set(TRANSLATED)
            for choice in node.get("choices", []):
                for loc in shipped:
                    assert 1 <= len(choice["name_localizations"][loc]) <= 100
            siblings = node.get("options", [])
            for loc in shipped:
                local = [o["name_localizations"][loc] for o in siblings]
                assert len(local) == len(set(local))
    # The host: 15 commands and groups (help, games, games list, games history, mygames,
    # notify, away, back, settings, settings language, rules, card, leaderboard, stats,
    # privacy) and 17 options (mode, time_zone, quiet_hours, digest; until, policy; language;
    # game, topic, public; name, game, public; game, where; player, game).
    assert sum(names_seen[c] for c in HOST_COMMANDS) == 3 * 32
    # /hadara: the group, 8 subcommands (new, status, hand, board, log, export, replay, abandon)
    # and 12 options (variant, max_players, reminder_hours, replace_hours, away_hours, thread,
    # language; board's player and seat; export's game; replay's game and public).
    assert names_seen["hadara"] == 3 * 21


def test_translator_leaves_english_and_unknown_locales_to_discord() -> None:
    translator = i18n.CatalogTranslator()
    command = app_commands.Command(name="help", description="x", callback=_noop)
    context = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_name, command
    )
    name = app_commands.locale_str("help")
    assert translator.localize(name, discord.Locale.czech, context) == "nápověda"
    assert translator.localize(name, discord.Locale.russian, context) == "помощь"
    for loc in (discord.Locale.american_english, discord.Locale.british_english, "de"):
        assert translator.localize(name, loc, context) is None
    keyed = app_commands.locale_str("Basic", key="choice-hadara-basic")
    other = app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None)
    assert translator.localize(keyed, discord.Locale.polish, other) == "Podstawowa"
    assert translator.localize(app_commands.locale_str("?"), discord.Locale.polish, other) is None


async def _noop(interaction: discord.Interaction[Any]) -> None:
    return None


def test_english_command_names_match_the_catalogue() -> None:
    c = i18n.catalog()
    assert c.format("en-US", "cmd-hadara-new.name") == "new"
    assert c.format("en-US", "opt-max-players.name") == "max_players"
    assert c.format("cs", "cmd-hadara-new.name") == "nová"
    assert c.has("cmd-help.name", "ru") and not c.has("cmd-help.nothing", "ru")
    assert c.format("pl", "cmd-help") == "Jak grać z tym botem"


# ------------------------------------------------------------------ card and colony names


def test_english_names_file_matches_the_rules_data() -> None:
    data = data_mod.load()
    t = i18n.translator_for("en-US", "hadara")
    assert all(t(f"card-{c.id}") == c.name for c in data.cards.values())
    assert all(t(f"colony-{c.id}") == c.name for c in data.colonies.values())
    assert len(data.cards) == 162


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_card_and_colony_has_a_native_name(locale: str) -> None:
    c = i18n.catalog()
    data = data_mod.load()
    ids = [f"card-{cid}" for cid in data.cards] + [f"colony-{cid}" for cid in data.colonies]
    for mid in ids:
        assert c.has(mid, locale, "hadara"), mid
        name = c.format(locale, mid, "hadara")
        assert name and name != c.format("en-US", mid, "hadara"), (locale, mid)
    names = [c.format(locale, f"card-{cid}", "hadara") for cid in data.cards]
    assert len(set(names)) == len(names)
    if locale == "ru":
        assert all(re.search("[а-яё]", n, re.I) for n in names)


# ------------------------------------------------------------------ button labels

LABEL_IDS = [
    "lobby-join",
    "lobby-leave",
    "lobby-ai-easy",
    "lobby-ai-normal",
    "lobby-ai-strong",
    "lobby-start",
    "btn-pass",
    "btn-show-choices",
    "select-feed",
    "select-silver",
    "select-choose",
]
LABEL_ARGS: dict[str, dict[str, Any]] = {
    "btn-side": {"side": "B", "coins": 25, "income": 12, "military": 10, "culture": 10, "food": 10},
    "btn-wheel": {"deck": "purple"},
    "btn-buy": {"price": 16},
    "btn-buy-tile": {"price": 16, "tile": "green", "gain": "food"},
    "btn-sell": {"coins": 4},
    "btn-colony-plunder": {"level": 30, "money": 12, "points": 15},
    "btn-colony-integrate": {"level": 30, "money": -35, "points": 15},
    "btn-statue-up": {"statue": 4, "points": 20, "tile": "green", "gain": "food", "paid": 30},
    "btn-statue-down": {"statue": 4, "points": 20, "tile": "green", "bonus": 7, "paid": 30},
    "btn-feed-remove": {"losses": "food"},
    "btn-feed-pay": {"coins": 2},
    "btn-silver": {"tile": "green", "coins": 20, "track": "food", "points": 25},
    "btn-gold": {"coins": 30, "per_set": 7, "sets": 10, "points": 70},
    "btn-pass": {"step": "colony"},
    "select-statue": {"statue": 4, "culture": 30, "points": 20},
    "select-colony": {"level": 30},
    "select-pile": {"pile": "purple"},
}


def _label_args(t: Any, args: dict[str, Any]) -> dict[str, Any]:
    """Nested names and parts as the host would insert them (the longest realistic ones)."""
    full = dict(args)
    for key, value in args.items():
        if key == "deck":
            full[key] = t(f"deck-{value}.from")
        elif key == "pile":
            full[key] = t(f"pile-{value}.title")
        elif key == "tile":
            full[key] = t(f"tile-{value}")
        elif key == "gain":
            full[key] = t("track-delta.short", track=value, delta="+7")
        elif key == "money":
            money = "coins-plus" if value >= 0 else "coins-minus"
            full[key] = t(money, coins=abs(value))
        elif key == "paid":
            full[key] = t("paid-coins", coins=value)
        elif key == "losses":
            part = t("track-delta.short", track="military", delta="−1")
            full[key] = ", ".join([part, t("points-minus", points=3), t("loss-effect")])
    return full


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_button_labels_fit(locale: str) -> None:
    t = i18n.translator_for(locale, "hadara")
    data = data_mod.load()
    longest = max((t(f"card-{cid}.acc") for cid in data.cards), key=len)
    for mid in LABEL_IDS:
        assert len(t(mid)) <= 80
        english = i18n.translator_for("en-US", "hadara")(mid)
        assert len(t(mid)) <= max(25, 2 * len(english)), (locale, mid)
    for mid, args in LABEL_ARGS.items():
        full = _label_args(t, args)
        # The tile card (the only one bought with a tile), else the longest name.
        full["card"] = t("card-1p02.acc") if mid == "btn-buy-tile" else longest
        text = t(mid, **full)
        assert "{" not in text and len(text) <= 80, (locale, mid, text)


# ------------------------------------------------------------------ glyphs and rendering


def _image(ch: str, bold: bool) -> tuple[tuple[int, int], bytes]:
    mask = font(20, bold).getmask(ch)
    img = Image.new("L", mask.size)
    if mask.size[0] * mask.size[1]:
        img.putdata(list(mask))
    return mask.size, img.tobytes()


@lru_cache(maxsize=4096)
def _has_glyph(ch: str, bold: bool) -> bool:
    return _image(ch, bold) != _image("\U000f0000", bold)


def _missing(texts: list[str]) -> set[str]:
    chars = {ch for text in texts for ch in text if not ch.isspace()}
    return {ch for ch in chars for bold in (False, True) if not _has_glyph(ch, bold)}


def test_glyph_check_detects_missing_glyphs() -> None:
    assert _missing(["\u0378", "\U000f0001"]) == {"\u0378", "\U000f0001"}
    assert _missing(["Hadara"]) == set()


@pytest.mark.parametrize("locale", TRANSLATED)
def test_catalogue_text_has_every_glyph(locale: str) -> None:
    paths = [*(LOCALES_DIR / locale).glob("*.ftl"), *(HADARA_LOCALES_DIR / locale).glob("*.ftl")]
    assert len(paths) >= 6  # the host's and Hadara's (names, render, rules, …)
    texts = [p.read_text(encoding="utf-8") for p in paths]
    assert _missing(texts) == set()


@lru_cache(maxsize=1)
def _table_view() -> Any:
    return positions(3, "advanced", 2)["mid"].spectator


@pytest.mark.parametrize("locale", TRANSLATED)
def test_card_and_table_render_in_each_language(locale: str) -> None:
    base = i18n.translator_for(locale, "hadara")  # what the presenter hands the renderer
    drawn: list[str] = []

    def t(message_id: str, /, **args: Any) -> str:
        text = base(message_id, **args)
        assert text != message_id, message_id  # every renderer id exists
        drawn.append(text)
        return text

    for card in ("1p02", "3b05", "2y06", "3r10"):
        png = render_card(card, t)
        assert Image.open(io.BytesIO(png)).size[0] > 0
    png = render_table(_table_view(), t, ["Bořek", "Zofia Wiśniewska", "Дмитрий"])
    assert Image.open(io.BytesIO(png)).size[0] > 0
    english = {
        render_i18n.english(m) for m in render_i18n.MESSAGES if "{" not in render_i18n.MESSAGES[m]
    }
    translated = [d for d in drawn if len(d) > 3]
    assert len(translated) > 20
    assert sum(d not in english for d in translated) > len(translated) // 2
    assert _missing(drawn) == set()
