"""A game the bot leaves out (its plugin or its catalogue did not load) is not offered by
``/rules`` and ``/card``, and the render workers do not import it: both follow the registry."""

from __future__ import annotations

import importlib
import sys
from types import ModuleType

import pytest

import bot.games
from bot import i18n, render_pool
from bot.games import GAME_MODULES, Registry


def fresh_rules_module(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The /rules module imported anew, as the bot imports it at start-up (the test's copy is
    taken out of ``sys.modules`` again afterwards)."""
    monkeypatch.delitem(sys.modules, "bot.cogs.rules", raising=False)
    module = importlib.import_module("bot.cogs.rules")
    monkeypatch.setitem(sys.modules, "bot.cogs.rules", module)
    return module


def test_rules_and_card_offer_only_the_games_the_bot_hosts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    every = fresh_rules_module(monkeypatch)
    assert [c.value for c in every.GAME_CHOICES] == list(GAME_MODULES)
    monkeypatch.setattr(i18n.catalog(), "skipped", {"bids": "its catalogue is broken"})
    rules_cog = fresh_rules_module(monkeypatch)
    hosted = [name for name in GAME_MODULES if name != "bids"]
    assert [c.value for c in rules_cog.GAME_CHOICES] == hosted
    for command in (rules_cog.RulesCog.rules, rules_cog.RulesCog.card):
        (game,) = [p for p in command.parameters if p.name == "game"]
        assert [c.value for c in game.choices] == hosted


def test_render_workers_preload_the_registered_games_that_load(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert render_pool.preload() == ["bot.i18n", *GAME_MODULES.values(), render_pool.PRELOAD]
    # Sealed Bids' plugin did not import: the registry left it out, so do the workers.
    skipped = Registry.of(["hadara", "tta"])
    monkeypatch.setattr(bot.games, "registry", lambda: skipped)
    assert render_pool.preload() == [
        "bot.i18n",
        "bot.games.hadara",
        "bot.games.tta",
        render_pool.PRELOAD,
    ]
