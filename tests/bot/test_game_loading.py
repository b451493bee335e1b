"""Finding the games: the registry is the one list; catalogues of registered games only, in the
languages each declares (English for the others, with one warning); command texts two games
define stop the start-up; a broken game is logged and skipped while the others start."""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Any, cast

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from bot import __main__ as main_mod
from bot import i18n
from bot.app import TabletopBot
from bot.games import GAME_MODULES, Registry, registry

EVERY = i18n.LOCALES
SOLO_EN = """\
solo-name = Solo
solo-help = A game for one.
cmd-solo = Play Solo here
    .name = solo
solo-hello = Hello, { $name }
"""


def _game(games_dir: Path, name: str, catalogues: dict[str, str]) -> None:
    """A fake game's catalogue folder: locale → the text of its one .ftl file."""
    for locale, text in catalogues.items():
        directory = games_dir / name / "locales" / locale
        directory.mkdir(parents=True)
        (directory / f"{name}.ftl").write_text(text, encoding="utf-8")


def _with_bids(tmp_path: Path) -> Path:
    """A games folder holding the real Sealed Bids catalogue (linked) beside fake games."""
    games_dir = tmp_path / "games"
    (games_dir / "bids").mkdir(parents=True)
    (games_dir / "bids" / "locales").symlink_to(i18n.GAMES_DIR / "bids" / "locales")
    return games_dir


def test_registered_games_are_the_catalogue_namespaces() -> None:
    assert set(i18n.game_locale_dirs()) == set(GAME_MODULES)
    assert set(i18n.namespaces()) == {"", *GAME_MODULES}
    assert i18n.catalog().games == list(registry())
    assert all(registry()[name].languages == EVERY for name in registry())


def test_unregistered_game_catalogue_is_not_loaded(tmp_path: Path) -> None:
    games_dir = _with_bids(tmp_path)
    # A folder nobody registered, whose catalogue would even collide with Sealed Bids'.
    _game(games_dir, "stray", {"en-US": "cmd-bids-new = Stray\n    .name = new\nstray-x = X\n"})
    assert set(i18n.game_locale_dirs(games_dir, ["bids"])) == {"bids"}
    c = i18n.Catalog(i18n.LOCALES_DIR, games_dir, {"bids": EVERY})
    assert c.games == ["bids"] and c.collisions == [] and c.errors == []
    assert not c.has("stray-x") and c.format("en-US", "stray-x", namespace="stray") == "stray-x"
    assert c.format("en-US", "cmd-bids-new") == "Open a lobby for a new game of Sealed Bids"
    assert i18n.check_catalogues(i18n.LOCALES_DIR, games_dir, {"bids": EVERY}, c) == {}
    assert "stray" not in i18n.parity_problems(games_dir=games_dir, games={"bids": EVERY})


def test_english_only_game_starts_with_one_warning_and_falls_back(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    games_dir = _with_bids(tmp_path)
    _game(games_dir, "solo", {"en-US": SOLO_EN})
    games = {"bids": EVERY, "solo": ("en-US",)}
    with caplog.at_level(logging.WARNING, logger="bot.i18n"):
        c = i18n.Catalog(i18n.LOCALES_DIR, games_dir, games)
        assert i18n.check_catalogues(i18n.LOCALES_DIR, games_dir, games, c) == {}
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert [r.getMessage() for r in warnings] == [
        "game solo ships no catalogue in cs, pl, ru: its messages are shown in English there"
    ]
    assert not any(r.levelno >= logging.ERROR for r in caplog.records)
    assert c.games == ["bids", "solo"] and c.fallbacks == {"solo": ["cs", "pl", "ru"]}
    # The game's own messages in English; the host's stay in the reader's language.
    t = c.translator("cs", "solo")
    assert t("solo-hello", name="Bořek") == "Hello, Bořek"
    assert t("games-title") == i18n.Catalog(i18n.LOCALES_DIR, None).format("cs", "games-title")
    assert t("games-title") != c.format("en-US", "games-title")
    assert c.has("solo-hello", "ru", "solo") and c.has("cmd-solo.name", "pl")
    assert not c.ships("solo", "pl") and c.ships("bids", "pl")
    # Discord shows its English default for the game's command where there is no catalogue.
    translator = i18n.CatalogTranslator(c)
    other = app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None)
    solo = app_commands.locale_str("Play Solo here", key="cmd-solo")
    assert translator.localize(solo, discord.Locale.czech, other) is None
    bids = app_commands.locale_str("x", key="cmd-bids-new")
    assert translator.localize(bids, discord.Locale.czech, other) == c.format("cs", "cmd-bids-new")


def test_a_declared_language_must_be_shipped_and_en_us_always(tmp_path: Path) -> None:
    games_dir = _with_bids(tmp_path)
    _game(games_dir, "solo", {"en-US": SOLO_EN})
    _game(games_dir, "czech", {"cs": "czech-name = Česká\n"})
    c = i18n.Catalog(i18n.LOCALES_DIR, games_dir, {"bids": EVERY, "solo": EVERY, "czech": ("cs",)})
    assert c.games == ["bids"]
    assert "it declares cs but has no" in c.skipped["solo"]
    assert "it declares no en-US catalogue" in c.skipped["czech"]


def _colliding(tmp_path: Path) -> tuple[Path, dict[str, tuple[str, ...]]]:
    games_dir = _with_bids(tmp_path)
    copy = "copy-name = Copy\ncmd-bids-new = Open a copy\n    .name = new\n"
    _game(games_dir, "copy", {"en-US": copy})
    return games_dir, {"bids": EVERY, "copy": ("en-US",)}


def test_a_second_game_defining_a_cmd_id_stops_the_start_up(tmp_path: Path) -> None:
    games_dir, games = _colliding(tmp_path)
    c = i18n.Catalog(i18n.LOCALES_DIR, games_dir, games)
    assert c.collisions == ["cmd-bids-new is defined by both bids and copy"]
    # Not "the first alphabetically wins": without a game the id is not guessed.
    assert c.format("en-US", "cmd-bids-new") == "cmd-bids-new"
    assert c.format("en-US", "cmd-bids-new", namespace="copy") == "Open a copy"
    with pytest.raises(i18n.CatalogueError) as raised:
        i18n.check_catalogues(i18n.LOCALES_DIR, games_dir, games, c)
    text = str(raised.value)
    assert "cmd-bids-new is defined by both bids and copy" in text
    assert "\n" not in text and text.endswith(".")
    # Other ids two games define are each game's own (looked up with the game): no collision.
    assert {"rules-overview", "variant-advanced"} <= set(i18n.catalog().owners)
    assert len(i18n.catalog().owners["rules-overview"]) == 2 and i18n.catalog().collisions == []


async def test_start_up_names_the_colliding_id_and_games(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    games_dir, games = _colliding(tmp_path)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.delenv("DEFAULT_LOCALE", raising=False)
    monkeypatch.setattr(i18n, "registered_languages", lambda: games)
    monkeypatch.setattr(i18n, "catalog", lambda: i18n.Catalog(i18n.LOCALES_DIR, games_dir))
    assert await main_mod.run() == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: Two games define the same command text")
    assert "cmd-bids-new is defined by both bids and copy" in err


def test_a_game_whose_catalogue_is_broken_is_skipped(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    games_dir = _with_bids(tmp_path)
    _game(games_dir, "junk", {"en-US": "junk-name = Junk\n!!! not fluent\n"})
    _game(games_dir, "rude", {"en-US": "games-title = Mine\n"})  # redefines the host's
    odd_cs = SOLO_EN.replace("{ $name }", "{ $who }")  # Czech disagrees with English
    _game(games_dir, "odd", {"en-US": SOLO_EN.replace("solo", "odd"), "cs": odd_cs})
    games = {"bids": EVERY, "junk": ("en-US",), "rude": ("en-US",), "odd": ("en-US", "cs")}
    with caplog.at_level(logging.ERROR, logger="bot.i18n"):
        c = i18n.Catalog(i18n.LOCALES_DIR, games_dir, games)
        skipped = i18n.check_catalogues(i18n.LOCALES_DIR, games_dir, games, c)
    assert set(skipped) == {"junk", "rude", "odd"} and c.games == ["bids"]
    assert "unparsable" in skipped["junk"] and "redefines the host's games-title" in skipped["rude"]
    assert "do not match en-US" in skipped["odd"]
    assert {r.getMessage().split(":")[0] for r in caplog.records} == {
        f"game {name} skipped" for name in ("junk", "rude", "odd")
    }
    # The others work; the skipped game's texts are gone.
    assert c.format("en-US", "games-title") != "Mine"
    assert c.format("cs", "cmd-bids-new") == i18n.catalog().format("cs", "cmd-bids-new")
    assert not c.has("odd-hello", "en-US", "odd")
    # The bot leaves them out of its games.
    assert list(registry().without(skipped)) == list(registry())
    assert list(registry().without({"bids": "broken"})) == [n for n in registry() if n != "bids"]
    assert registry().without({"bids": "broken"}).skipped == {"bids": "broken"}


def test_a_game_whose_plugin_does_not_import_is_skipped(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setitem(GAME_MODULES, "ghost", "tests.bot.no_such_game_module")
    with caplog.at_level(logging.ERROR, logger="bot.games"):
        loaded = Registry.load()
    assert list(loaded) == [n for n in GAME_MODULES if n != "ghost"]
    assert "ModuleNotFoundError" in loaded.skipped["ghost"]
    assert [r.getMessage() for r in caplog.records] == [
        f"game ghost skipped: {loaded.skipped['ghost']}"
    ]
    with pytest.raises(ModuleNotFoundError):
        Registry.of()  # asked for every game explicitly, a test sees the failure


async def test_a_game_whose_commands_do_not_load_is_skipped(
    caplog: pytest.LogCaptureFixture,
) -> None:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    real = registry()
    broken = dataclasses.replace(real["bids"], cog="tests.bot.no_such_cog_module")
    setattr(bot, "games", {"hadara": real["hadara"], "bids": broken, "tta": real["tta"]})  # noqa: B010
    setattr(bot, "catalog", i18n.catalog())  # noqa: B010
    with caplog.at_level(logging.ERROR, logger="bot.app"):
        failed = await TabletopBot.load_game_commands(cast(Any, bot))
    assert failed == ["bids"]
    assert {c.name for c in bot.tree.get_commands()} == {"hadara", "tta"}
    assert any("game bids: its commands" in r.getMessage() for r in caplog.records)
