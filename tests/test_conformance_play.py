"""Conformance of every registered game's lobby options and agents (issue 28).

- Each lobby option (``GameInfo.options`` with ``lobby``) at its extremes: an integer at its
  ``minimum`` and ``maximum``, a choice at its first and last choice, a switch off and on. Each
  extreme other than the default (the default game is played by ``tests/test_conformance.py``)
  is one seeded random playthrough to the end, at the game's smallest player count and its last
  variant (the one most options change), with every check of ``tests/test_conformance.py`` on
  each step, and a replay from the seed and the log.
- Every agent the game offers (its AI levels and the agent replacing an absent player) makes
  decisions in an opening and a middle position, as the bot asks them (``bot/ai.py``: agents
  that are not quick get ``time_budget``, here :data:`BUDGET` seconds): each answer is legal.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from test_conformance import Playthrough, random_move

from bot.games import GAME_MODULES, plugin
from bot.games.base import GamePlugin
from rules.core import OptionSpec, OptionValue

# Seconds a searching agent may think per decision here (the bot's default is 1 s).
BUDGET = 0.05
# Decisions each agent makes per position.
DECISIONS = 3


def extremes(spec: OptionSpec) -> tuple[OptionValue, OptionValue]:
    """The two ends of an option's range."""
    if spec.kind == "bool":
        return False, True
    if spec.kind == "int":
        assert spec.minimum is not None and spec.maximum is not None, (
            f"lobby option {spec.key} has no range"
        )
        return spec.minimum, spec.maximum
    assert spec.choices, f"lobby option {spec.key} has no choices"
    return spec.choices[0], spec.choices[-1]


def extreme_cases() -> Iterator[tuple[str, str, OptionValue]]:
    for name in GAME_MODULES:
        for spec in plugin(name).rules.info.options:
            if spec.lobby:
                for value in dict.fromkeys(extremes(spec)):
                    if value != spec.default:
                        yield name, spec.key, value


def play_extreme(game: GamePlugin, key: str, value: OptionValue, seed: int = 3) -> int:
    """One checked random playthrough with option ``key`` at ``value``; its length."""
    info = game.rules.info
    spec = info.option(key)
    assert spec is not None
    assert spec.normalize(value) == value, f"{key}={value!r} is not accepted as it is"
    play = Playthrough(game, info.variants[-1], info.min_players, seed, {key: value})
    assert info.normalize(play.options)[key] == value
    steps = play.play()
    play.replay()
    return steps


@pytest.mark.parametrize(("name", "key", "value"), list(extreme_cases()))
def test_each_lobby_option_at_its_extremes_plays_to_the_end(
    name: str, key: str, value: OptionValue
) -> None:
    assert play_extreme(plugin(name), key, value) > 0


def test_the_extremes_cover_every_lobby_option() -> None:
    """Every integer option's both ends are played (a default at one end is played by the
    contract test)."""
    cases = list(extreme_cases())
    for name in GAME_MODULES:
        for spec in plugin(name).rules.info.options:
            if spec.lobby:
                ends = set(extremes(spec))
                played = {v for n, k, v in cases if (n, k) == (name, spec.key)}
                assert played | {spec.default} >= ends, (name, spec.key)
    assert ("bids", "coins", 6) in cases and ("bids", "rounds", 8) in cases


class BreaksAtExtreme:
    """A game's rules that leave a seat without legal actions after a few moves of a game
    started with ``key`` at ``value`` (the fault an option's extreme may bring)."""

    def __init__(self, rules: Any, key: str, value: OptionValue) -> None:
        self.rules = rules
        self.key, self.value = key, value
        self.broken: set[int] = set()

    def __getattr__(self, attr: str) -> Any:
        return getattr(self.rules, attr)

    def new(self, players: int, options: dict[str, Any], seed: int) -> Any:
        state = self.rules.new(players, options, seed)
        if options.get(self.key) == self.value:
            self.broken.add(id(state))
        return state

    def legal_actions(self, state: Any, seat: int) -> list[Any]:
        if id(state) in self.broken and self.rules.version(state) >= 3:
            return []
        return list(self.rules.legal_actions(state, seat))


def test_an_extreme_that_breaks_a_playthrough_is_caught() -> None:
    game = plugin("bids")
    broken = GamePlugin(
        rules=BreaksAtExtreme(game.rules, "rounds", 8),  # type: ignore[arg-type]
        renderer=game.renderer,
        make_agent=game.make_agent,
    )
    assert play_extreme(broken, "rounds", 3) > 0  # the other end still plays
    with pytest.raises(AssertionError, match="no legal action"):
        play_extreme(broken, "rounds", 8)


# ---------------------------------------------------------------------------------------------
# Agents


def agent_cases() -> Iterator[tuple[str, str]]:
    for name in GAME_MODULES:
        game = plugin(name)
        for agent in dict.fromkeys([*game.ai_levels.values(), game.replacement_agent]):
            yield name, agent


def positions(game: GamePlugin, seed: int) -> list[Any]:
    """The opening and a middle position of a seeded random game at the fewest players."""
    rules = game.rules
    info = rules.info
    state = rules.new(info.min_players, {"variant": info.variants[-1]}, seed)
    out = [rules.load(rules.dump(state))]
    rng = random.Random(seed)
    for _ in range(40):
        if rules.is_over(state):
            break
        random_move(rules, state, rng)
    if not rules.is_over(state):
        out.append(state)
    return out


@pytest.mark.parametrize(("name", "agent"), list(agent_cases()))
def test_every_agent_answers_legally_within_a_small_budget(name: str, agent: str) -> None:
    game = plugin(name)
    rules = game.rules
    options: dict[str, Any] = {} if agent in game.quick_agents else {"time_budget": BUDGET}
    for state in positions(game, 11):
        for n in range(DECISIONS):
            if rules.is_over(state):
                break
            decision = rules.decision(state)
            assert decision is not None
            seat = decision.seats[n % len(decision.seats)]
            action = game.make_agent(agent, n, **options).choose(state, seat)
            codes = {rules.encode_action(a) for a in rules.legal_actions(state, seat)}
            assert rules.encode_action(action) in codes, (name, agent, seat)
            rules.apply(state, seat, action)
