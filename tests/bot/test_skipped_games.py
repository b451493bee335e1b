"""A game the bot leaves out (its plugin or its catalogue did not load) is not offered by
``/rules`` and ``/card``, and the render workers do not import it: both follow the registry."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from types import ModuleType

import pytest

import bot.games
from bot import i18n, render_pool
from bot.cogs import rules as rules_cog
from bot.games import GAME_MODULES, Registry


@pytest.fixture
def reloaded_rules() -> Iterator[ModuleType]:
    """The /rules module, imported again by the test (as the bot does at start-up); restored
    afterwards."""
    yield rules_cog
    importlib.reload(rules_cog)


def test_rules_and_card_offer_only_the_games_the_bot_hosts(
    reloaded_rules: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert [c.value for c in reloaded_rules.GAME_CHOICES] == list(GAME_MODULES)
    monkeypatch.setattr(i18n.catalog(), "skipped", {"bids": "its catalogue is broken"})
    importlib.reload(reloaded_rules)
    assert [c.value for c in reloaded_rules.GAME_CHOICES] == ["hadara", "tta"]
    for command in (reloaded_rules.RulesCog.rules, reloaded_rules.RulesCog.card):
        (game,) = [p for p in command.parameters if p.name == "game"]
        assert [c.value for c in game.choices] == ["hadara", "tta"]


def test_render_workers_preload_the_registered_games_that_load(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert render_pool.preload() == ["bot.i18n", *GAME_MODULES.values()]
    # Sealed Bids' plugin did not import: the registry left it out, so do the workers.
    skipped = Registry.of(["hadara", "tta"])
    monkeypatch.setattr(bot.games, "registry", lambda: skipped)
    assert render_pool.preload() == ["bot.i18n", "bot.games.hadara", "bot.games.tta"]
