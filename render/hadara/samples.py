"""Seeded sample positions (views only) for the demo, the benchmark and the golden tests.

A game is played by the project's agents; at the first moment of every step, at a mid-game
draw round and at the end, the spectator view, the acting seat's view and that seat's legal
action codes are kept. Only views leave this module.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from render.i18n import Translator
from render.samples import GOLDEN_NAMES as GOLDEN_NAMES  # the golden images' players
from render.samples import Position as Position  # the positions' type, for their users
from render.samples import capture
from render.samples import phone_copy as phone_copy  # the golden images' phone copies
from rules.hadara import engine, playout, views
from rules.hadara.agents import make_agent
from rules.hadara.state import HadaraState


def _capture(label: str, state: HadaraState, seat: int) -> Position:
    return capture(label, seat, lambda s: views.view(state, s), engine.legal_actions(state, seat))


def positions(
    players: int, variant: str = "basic", seed: int = 1, agent: str = "heuristic"
) -> dict[str, Position]:
    """Labels: every step name seen (first occurrence), ``mid`` (epoch II, draw round 3),
    ``colony2``/``statue2`` (later epochs, fuller boards) and ``over``."""
    out: dict[str, Position] = {}
    agents = [make_agent(agent, seed * 10 + i) for i in range(players)]

    def on_action(state: HadaraState, seat: int, _action: object) -> None:
        step = state.step
        if step not in out:
            out[step] = _capture(step, state, seat)
        if "mid" not in out and state.epoch == 2 and step == "draft" and state.round == 2:
            out["mid"] = _capture("mid", state, seat)
        if state.epoch == 3 and step in ("colony", "statue", "medal"):
            key = f"{step}3"
            if key not in out:
                out[key] = _capture(key, state, seat)

    final, _record = playout.play(players, variant, seed, agents, on_action=on_action)
    last = final.players_n - 1
    out["over"] = Position("over", views.view(final, None), last, views.view(final, last), [])
    return out


GOLDEN_LOCALES: tuple[str, ...] = ("en-US", "cs", "pl", "ru")


@dataclass(frozen=True)
class GoldenGame:
    """A seeded game and which of its positions become golden images in every locale (each
    locale gets every step's decision picture once over the three games), plus a few more in
    English."""

    players: int
    variant: str
    seed: int
    tables: tuple[str, ...]
    prompts: tuple[str, ...]
    tableau: tuple[str, int] | None = None
    scores: bool = False
    tables_en: tuple[str, ...] = ()
    prompts_en: tuple[str, ...] = ()
    tableau_en: tuple[str, int] | None = None


GOLDEN_GAMES: dict[str, GoldenGame] = {
    "p2": GoldenGame(
        2, "basic", 2, ("over",), ("draft", "take", "feed"), scores=True, tables_en=("wheel",)
    ),
    "p3": GoldenGame(3, "advanced", 1, ("mid",), ("wheel", "colony", "medal"), tableau=("mid", 2)),
    "p5": GoldenGame(
        5,
        "advanced",
        2,
        ("mid",),
        ("side", "statue"),
        scores=True,
        prompts_en=("take", "feed"),
        tableau_en=("over", 3),
    ),
}
GOLDEN_CARDS: tuple[str, ...] = ("1p02", "3b05")


def golden_images(translators: Mapping[str, Translator] | None = None) -> dict[str, bytes]:
    """Every golden image by file stem (see tests/render/hadara/make_golden.py): per locale of
    ``translators`` (English alone by default) the positions of :data:`GOLDEN_GAMES`, each at
    full size and as a ``-phone`` copy 400 px wide, and two card faces."""
    from render.hadara import (
        render_card,
        render_prompt,
        render_scoresheet,
        render_table,
        render_tableau,
    )
    from render.hadara.i18n import english

    translators = translators or {"en-US": english}
    out: dict[str, bytes] = {}
    for game, g in GOLDEN_GAMES.items():
        pos = positions(g.players, g.variant, g.seed)
        names = GOLDEN_NAMES[: g.players]
        for locale, t in translators.items():
            en = locale == "en-US"
            pre = f"{locale}-{game}"
            for label in (*g.tables, *(g.tables_en if en else ())):
                out[f"{pre}-table-{label}"] = render_table(pos[label].spectator, t, names)
            for label in (*g.prompts, *(g.prompts_en if en else ())):
                p = pos[label]
                out[f"{pre}-prompt-{label}"] = render_prompt(p.seat_view, t, names, p.actions)
            tableau = g.tableau or (g.tableau_en if en else None)
            if tableau is not None:
                label, seat = tableau
                out[f"{pre}-tableau-{label}-{seat}"] = render_tableau(
                    pos[label].spectator, t, names, seat
                )
            if g.scores:
                out[f"{pre}-scores"] = render_scoresheet(pos["over"].spectator, t, names)
    for stem in list(out):
        out[f"{stem}-phone"] = phone_copy(out[stem])
    for card in GOLDEN_CARDS:
        out[f"card-{card}"] = render_card(card, translators.get("en-US", english))
    return out


def warm(t: Translator) -> None:
    """Draw each kind of image once (2- and 5-player tables, a prompt, a score sheet), so that
    fonts, icons and card data are loaded before the first real request."""
    from render.hadara import render_prompt, render_scoresheet, render_table

    for players in (2, 5):
        position = positions(players, "basic", 1)["mid"]
        names = list(GOLDEN_NAMES[:players])
        render_table(position.spectator, t, names)
        render_prompt(position.seat_view, t, names, position.actions)
        render_scoresheet(position.spectator, t, names)
