"""A game's slash command group is generated from its plugin (bot/cogs/game_commands.py): a toy
game with no command code of its own gets ``/toy new`` with its variants and lobby options
(ranges, choices, yes/no), the standard subcommands its plugin supports, and a lobby opened with
exactly the options chosen; a missing command text stops only that game's commands."""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Any, cast

import discord
import pytest
from discord import app_commands
from discord.ext import commands
from discord_fakes import fake_interaction, game_commands, memory_bot

from bot import i18n
from bot.app import TabletopBot
from bot.cogs.game_commands import MissingText, Texts, build_group
from bot.games import Registry, registry
from bot.games.base import GamePlugin
from rules.core import GameInfo, OptionSpec

BIDS = registry()["bids"]
TOY_INFO = GameInfo(
    name="toy",
    min_players=2,
    max_players=3,
    variants=("calm", "wild"),
    options=(
        OptionSpec("coins", 12, minimum=6, maximum=30),
        OptionSpec("pace", "slow", choices=("slow", "fast")),
        OptionSpec("hints", True),
        OptionSpec("house_rule", 1, minimum=0, maximum=9, lobby=False),
    ),
)
# Only what the rule of bot/cogs/game_commands.py asks a game for; the subcommands' texts and
# variant/max_players/host options are the host's.
TOY_EN = """\
toy-name = Toy
cmd-toy = Play Toy here
    .name = toy
opt-toy-coins = Coins to start with
    .name = coins
opt-toy-pace = How fast
    .name = pace
opt-toy-hints = Show hints
    .name = hints
choice-toy-calm = Calm
choice-toy-wild = Wild
choice-toy-pace-slow = Slow
choice-toy-pace-fast = Fast
"""


class ToyGame:
    """Sealed Bids' rules under another name, variants and options (the host only reads
    ``info`` to build the commands and to open a lobby)."""

    info = TOY_INFO
    name = "toy"

    def __getattr__(self, attribute: str) -> Any:
        return getattr(BIDS.rules, attribute)


def toy_plugin(**changes: Any) -> GamePlugin:
    # No board renderer, no cog: /toy board is not offered, nothing else is written.
    renderer = dataclasses.replace(BIDS.renderer, board=None)
    plugin = GamePlugin(rules=cast(Any, ToyGame()), renderer=renderer, make_agent=BIDS.make_agent)
    return dataclasses.replace(plugin, **changes)


def toy_catalog(tmp_path: Path, text: str = TOY_EN) -> i18n.Catalog:
    """The host's catalogue, the toy's (English only) and Sealed Bids' (linked)."""
    directory = tmp_path / "toy" / "locales" / "en-US"
    directory.mkdir(parents=True)
    (directory / "toy.ftl").write_text(text, encoding="utf-8")
    (tmp_path / "bids").mkdir()
    (tmp_path / "bids" / "locales").symlink_to(i18n.GAMES_DIR / "bids" / "locales")
    return i18n.Catalog(i18n.LOCALES_DIR, tmp_path, {"toy": ("en-US",), "bids": BIDS.languages})


def parameters(command: Any) -> dict[str, app_commands.Parameter]:
    return {p.name: p for p in command.parameters}


async def test_a_game_without_a_cog_gets_its_whole_group_from_its_plugin(tmp_path: Path) -> None:
    catalog = toy_catalog(tmp_path)
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    group = build_group(cast(Any, bot), toy_plugin(replace_hours=6.0), catalog)
    assert group.name == "toy" and group.description == "Play Toy here" and group.guild_only
    subcommands = [c.name for c in group.commands]
    assert subcommands == ["new", "status", "hand", "log", "export", "replay", "abandon"]
    new = parameters(group.get_command("new"))
    assert list(new) == [
        "variant",
        "max_players",
        "coins",
        "pace",
        "hints",
        "reminder_hours",
        "replace_hours",
        "away_hours",
        "thread",
        "language",
    ], "house_rule is no lobby option"
    assert not any(p.required for p in new.values())
    assert [(c.name, c.value) for c in new["variant"].choices] == [
        ("Calm", "calm"),
        ("Wild", "wild"),
    ]
    assert (new["max_players"].min_value, new["max_players"].max_value) == (2, 3)
    assert new["max_players"].default == 3
    coins = new["coins"]
    assert coins.type is discord.AppCommandOptionType.integer
    assert (coins.min_value, coins.max_value, coins.default) == (6, 30, 12)
    assert coins.description == "Coins to start with"
    assert [(c.name, c.value) for c in new["pace"].choices] == [("Slow", "slow"), ("Fast", "fast")]
    assert new["hints"].type is discord.AppCommandOptionType.boolean
    assert new["hints"].default is True
    hours = new["replace_hours"]
    assert hours.type is discord.AppCommandOptionType.number
    assert (hours.min_value, hours.max_value, hours.default) == (0.1, 720.0, 6.0)
    assert new["reminder_hours"].default == 12.0
    # The host's texts stand in where the game ships none.
    assert new["variant"].description == catalog.format("en-US", "opt-variant")
    assert group.get_command("status").description == catalog.format("en-US", "cmd-game-status")
    export = parameters(group.get_command("export"))
    assert export["game"].autocomplete, "finished games are offered by autocomplete"


async def test_a_game_with_a_board_renderer_gets_board_with_seat_autocomplete(
    tmp_path: Path,
) -> None:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    group = build_group(cast(Any, bot), toy_plugin(renderer=BIDS.renderer), toy_catalog(tmp_path))
    board = parameters(group.get_command("board"))
    assert list(board) == ["player", "seat"]
    assert (board["seat"].min_value, board["seat"].max_value) == (1, 3)
    assert board["seat"].autocomplete and board["player"].type is discord.AppCommandOptionType.user


def chosen(game: Any) -> tuple[Any, ...]:
    """The lobby's variant, number of players and the toy's three lobby options."""
    return tuple(game.options[k] for k in ("variant", "max_players", "coins", "pace", "hints"))


async def test_toy_new_opens_a_lobby_with_the_options_chosen(tmp_path: Path) -> None:
    plugin = toy_plugin(replace_hours=6.0)
    async with memory_bot(Registry([plugin])) as bot:
        bot.catalog = toy_catalog(tmp_path)
        new = game_commands(bot, "toy")["new"]
        asked = fake_interaction(5, 900, channel_id=300)
        asked.app_permissions = discord.Permissions.all()
        wild = app_commands.Choice(name="Wild", value="wild")
        fast = app_commands.Choice(name="Fast", value="fast")
        await new.callback(asked, variant=wild, max_players=2, coins=20, pace=fast, hints=False)
        game = await bot.store.by_channel(300)
        assert game is not None and game.game == "toy" and game.status == "lobby"
        assert chosen(game) == ("wild", 2, 20, "fast", False)
        assert (game.options["reminder_hours"], game.options["replace_hours"]) == (12.0, 6.0)
        ((content, kwargs),) = asked.followup.sent
        assert "lobby is open" in content and kwargs == {"ephemeral": True}

        defaults = fake_interaction(6, 901, channel_id=301)
        defaults.app_permissions = discord.Permissions.all()
        await new.callback(defaults)  # every option left out: the defaults
        game = await bot.store.by_channel(301)
        assert game is not None
        assert chosen(game) == ("calm", 3, 12, "slow", True)


async def test_a_missing_command_text_skips_that_game_only(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    catalog = toy_catalog(tmp_path, TOY_EN.replace("choice-toy-pace-fast = Fast\n", ""))
    with pytest.raises(MissingText, match="choice-toy-pace-fast"):
        Texts(catalog, "toy").first("choice-toy-pace-fast")
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    setattr(bot, "games", {"toy": toy_plugin(), "bids": BIDS})  # noqa: B010
    setattr(bot, "catalog", catalog)  # noqa: B010
    with caplog.at_level(logging.ERROR, logger="bot.app"):
        failed = await TabletopBot.load_game_commands(cast(Any, bot))
    assert failed == ["toy"]
    assert [c.name for c in bot.tree.get_commands()] == ["bids"]
    assert any("game toy: its commands did not load" in r.getMessage() for r in caplog.records)


def test_a_standard_subcommand_a_game_does_not_word_is_the_hosts(tmp_path: Path) -> None:
    """Messages that quote a command ("/tta replay game:…", "/toy abandon") name it by
    ``cmd-<game>-<subcommand>``: without the game's own, the host's ``cmd-game-…``."""
    catalog = toy_catalog(tmp_path)
    assert catalog.format("en-US", "cmd-toy-abandon.name", namespace="toy") == "abandon"
    assert catalog.has("cmd-toy-abandon.name", "en-US", "toy")
    assert catalog.format("cs", "cmd-bids-replay.name", namespace="bids") == "přehrát"
    assert catalog.format("ru", "cmd-bids-log.name") == "журнал", "without a game too"
    # A game's own wording comes first; an unknown subcommand stays unknown.
    assert catalog.format("en-US", "cmd-bids-board", namespace="bids") != catalog.format(
        "en-US", "cmd-game-board"
    )
    assert not catalog.has("cmd-toy-dance.name", "en-US", "toy")
