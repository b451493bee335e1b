"""The seeded games of the end-of-game story's golden images (tests/render/endgame): a small
Through the Ages advanced game and a small Hadara game played by the heuristic agents, told as
stories (rules/<game>/story.py) and drawn in each language at full size and as a phone shows it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from render.hadara.story import draw_story as draw_hadara
from render.samples import GOLDEN_NAMES, phone_copy
from render.text import Canvas
from render.tta.story import draw_story as draw_tta
from rules.core import JSON, Game
from rules.hadara.agents import make_agent as hadara_agent
from rules.hadara.game import Hadara
from rules.hadara.story import story as hadara_story
from rules.tta.agents import make_agent as tta_agent
from rules.tta.game import Tta
from rules.tta.story import story as tta_story

LOCALES: tuple[str, ...] = ("en-US", "cs", "pl", "ru")
# name → (rules, options, players, seed, agents, story, draw)
GAMES: dict[str, tuple[Any, ...]] = {
    "tta": (Tta, {"variant": "advanced"}, 2, 3, tta_agent, tta_story, draw_tta),
    "hadara": (Hadara, {}, 3, 5, hadara_agent, hadara_story, draw_hadara),
}


def play(
    game: Game[Any, Any],
    options: Mapping[str, Any],
    players: int,
    seed: int,
    make: Callable[..., Any],
) -> list[tuple[int, str]]:
    state = game.new(players, options, seed)
    agents = [make("heuristic", seed=seed + s) for s in range(players)]
    log: list[tuple[int, str]] = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = agents[seat].choose(state, seat)
        log.append((seat, game.encode_action(action)))
        game.apply(state, seat, action)
    return log


@cache
def story_of(name: str) -> JSON:
    rules_cls, options, players, seed, make, story, _ = GAMES[name]
    game = rules_cls()
    told: JSON = story(game, players, options, seed, play(game, options, players, seed, make))
    return told


def names_of(name: str) -> tuple[str, ...]:
    return GOLDEN_NAMES[: GAMES[name][2]]


def canvases(translators: Mapping[tuple[str, str], Any]) -> dict[str, Canvas]:
    """Every golden story picture as a canvas, by stem ``<locale>-<game>-story``;
    ``translators[(locale, game)]`` translates."""
    out: dict[str, Canvas] = {}
    for name, spec in GAMES.items():
        draw = spec[-1]
        for locale in LOCALES:
            out[f"{locale}-{name}-story"] = draw(
                story_of(name), translators[(locale, name)], names_of(name)
            )
    return out


def golden_images(translators: Mapping[tuple[str, str], Any]) -> dict[str, bytes]:
    """Every golden image, full size and ``-phone`` (400 px wide)."""
    out: dict[str, bytes] = {}
    for stem, canvas in canvases(translators).items():
        png = canvas.png()
        out[stem] = png
        out[f"{stem}-phone"] = phone_copy(png)
    return out


def translators() -> dict[tuple[str, str], Any]:
    from bot.i18n import translator_for

    return {(loc, name): translator_for(loc, name) for loc in LOCALES for name in GAMES}
