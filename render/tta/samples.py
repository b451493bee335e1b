"""Seeded sample positions of Through the Ages (views only) for the golden tests, the bench and
warming a render worker.

Games are played by the engine's heuristic agents; at chosen moments the spectator view, the
deciding seat's own view and its legal action codes are kept. Only views leave this module.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from render.i18n import Translator
from render.phone import PHONE_WIDTH as PHONE_WIDTH  # the golden images' phone width
from render.samples import GOLDEN_NAMES as NAMES
from render.samples import Position as Position  # the positions' type, for their users
from render.samples import capture as keep
from render.samples import phone_copy
from render.tta.i18n import english
from rules.tta import engine, playout, views
from rules.tta.actions import Action
from rules.tta.agents import make_agent
from rules.tta.catalog import load
from rules.tta.state import TtaState


def capture(label: str, state: TtaState, seat: int) -> Position:
    """The position ``label`` with every seat's own view too (the bench's phone figures)."""
    cat = load()
    return keep(
        label,
        seat,
        lambda s: views.view(cat, state, s),
        engine.legal_actions(cat, state, seat),
        state.players_n,
    )


def positions(
    players: int, seed: int = 1, agent: str = "heuristic", variant: str = "simple"
) -> dict[str, Position]:
    """Labels: ``start`` (round 1), ``event`` (the first pending event question), ``mid``
    (round 6 or later at the start of a turn), ``late`` (from round 6, the start of a turn of a
    nation with a leader, a completed wonder and a hand, a wonder in the row and a wonder under
    construction somewhere; else the last round), ``last`` (the last round) and ``over``."""
    out: dict[str, Position] = {}
    agents = [make_agent(agent, seed * 10 + i) for i in range(players)]

    def on_action(state: TtaState, seat: int, _action: Action) -> None:
        if "start" not in out:
            out["start"] = capture("start", state, seat)
        if "event" not in out and state.pending:
            out["event"] = capture("event", state, seat)
        fresh = state.phase == "actions" and not state.pending
        if fresh and "mid" not in out and state.round >= 6 and state.players[seat].ca_spent == 0:
            out["mid"] = capture("mid", state, seat)
        if fresh and "late" not in out and state.round >= 6:
            p = state.players[seat]
            cat = load()
            wonder_in_row = any(x and cat.of(x).kind == "wonder" for x in state.row)
            building = any(q.wonder for q in state.players)
            if (
                p.ca_spent == 0
                and p.wonders
                and p.leader
                and p.hand
                and wonder_in_row
                and (building)
            ):
                out["late"] = capture("late", state, seat)
        if fresh and "last" not in out and state.last_round:
            out["last"] = capture("last", state, seat)

    final, _record = playout.play(players, {"variant": variant}, seed, agents, on_action)
    out.setdefault("late", out.get("last") or out["mid"])
    last = final.players_n - 1
    out["over"] = capture("over", final, last)
    return out


# Words of Czech, Polish and Russian letters: long translations are made of words.
FILLER = "ěščř žýáíéů úňťď łóśД ЖЩěš čřžý áíéůú ňťďł óśДЖЩ " * 8


def long_translator(t: Translator) -> Translator:
    """``t`` made about 40 % longer with Czech, Polish and Cyrillic letters: a stand-in for the
    longest real translations (texts of one or two characters stay as they are)."""

    def long_t(message_id: str, /, **args: Any) -> str:
        text = t(message_id, **args)
        if len(text) <= 2:
            return text
        extra = max(1, round(len(text) * 0.4))
        return text + " " + FILLER[:extra]

    return long_t


GOLDEN_NAMES: tuple[str, ...] = NAMES[:4]
# name: (players, seed)
GOLDEN_GAMES: dict[str, tuple[int, int]] = {"p2": (2, 12), "p4": (4, 16)}
GOLDEN_CARDS: tuple[str, ...] = (
    "iron",
    "monarchy",
    "michelangelo",
    "pyramids",
    "engineering_genius_a",
    "fighting_band",
)


def political_positions(
    players: int, seed: int, variant: str = "full", agent: str = "random"
) -> dict[str, Position]:
    """Positions of an advanced or full game: ``mid`` (from Age II, a nation on turn with
    military cards and a tactic somewhere), ``war`` (a war declared), ``frame-<kind>`` (the
    first pending decision of each kind, from the deciding seat) and ``over``."""
    out: dict[str, Position] = {}
    agents = [make_agent(agent, seed * 10 + i) for i in range(players)]

    def on_action(state: TtaState, seat: int, _action: Action) -> None:
        if state.pending:
            key = f"frame-{state.pending[-1].kind}"
            if key not in out:
                out[key] = capture(key, state, seat)
            return
        if (
            "mid" not in out
            and state.age >= 2
            and state.phase == "actions"
            and state.players[seat].military
            and any(p.tactic for p in state.players)
        ):
            out["mid"] = capture("mid", state, seat)
        if "war" not in out and getattr(state, "wars", None) and state.phase == "actions":
            out["war"] = capture("war", state, seat)

    final, _record = playout.play(players, {"variant": variant}, seed, agents, on_action)
    out["over"] = capture("over", final, 0)
    return out


GOLDEN_LABELS: tuple[str, ...] = ("start", "event", "late", "over")
# An advanced or full game (random agents): (variant, players, seed) and the positions kept.
GOLDEN_POLITICAL: dict[str, tuple[str, int, int]] = {"f4": ("full", 4, 3)}
POLITICAL_LABELS: tuple[str, ...] = (
    "mid",
    "war",
    "frame-force",
    "frame-bid",
    "frame-discard",
    "frame-pact",
    "frame-split",
    "over",
)
Stored = dict[str, dict[str, Position]]
# An advanced game kept for the images in every language (only its "mid" position).
GOLDEN_ADVANCED: dict[str, tuple[str, int, int]] = {"a3": ("advanced", 3, 2)}
# The positions drawn in every language, per variant: (game, label); the table and the turn
# picture of each, at full size and as a phone shows them (400 px wide).
GOLDEN_VARIANTS: dict[str, tuple[str, str]] = {
    "simple": ("p2", "late"),
    "advanced": ("a3", "mid"),
    "full": ("f4", "mid"),
}


def golden_positions(political: bool = True) -> Stored:
    """The golden games' positions, played now by the engine's agents (the advanced/full game
    only with ``political`` and an engine that plays it)."""
    out: Stored = {}
    for game, (n, seed) in GOLDEN_GAMES.items():
        pos = positions(n, seed)
        out[game] = {label: pos[label] for label in GOLDEN_LABELS}
    if political:
        for game, (variant, n, seed) in GOLDEN_POLITICAL.items():
            pos = political_positions(n, seed, variant)
            out[game] = {label: pos[label] for label in POLITICAL_LABELS if label in pos}
        for game, (variant, n, seed) in GOLDEN_ADVANCED.items():
            out[game] = {"mid": political_positions(n, seed, variant)["mid"]}
    return out


def dump_positions(stored: Stored) -> str:
    """JSON of positions (views and action codes only), one position a line."""
    lines = []
    for game, pos in stored.items():
        for label, p in pos.items():
            entry = {
                "game": game,
                "label": label,
                "seat": p.seat,
                "actions": p.actions,
                "spectator": p.spectator,
                "seat_view": p.seat_view,
            }
            lines.append(json.dumps(entry, ensure_ascii=False))  # keeps the views' key order
    return "\n".join(lines) + "\n"


def load_positions(text: str) -> Stored:
    out: Stored = {}
    for line in text.splitlines():
        if not line.strip():
            continue
        e = json.loads(line)
        out.setdefault(e["game"], {})[e["label"]] = Position(
            e["label"], e["spectator"], int(e["seat"]), e["seat_view"], list(e["actions"])
        )
    return out


def localized_images(stored: Stored, translators: Mapping[str, Translator]) -> dict[str, bytes]:
    """``<locale>-<variant>-table`` and ``-prompt`` of each variant's golden position in every
    language of ``translators``, and the same at phone size (``…-400``)."""
    from render.tta import render_prompt, render_table

    out: dict[str, bytes] = {}
    for variant, (game, label) in GOLDEN_VARIANTS.items():
        if label not in stored.get(game, {}):
            continue
        p = stored[game][label]
        names = GOLDEN_NAMES[: len(p.spectator["players"])]
        for locale, t in translators.items():
            stem = f"{locale}-{variant}"
            out[f"{stem}-table"] = render_table(p.spectator, t, names)
            out[f"{stem}-prompt"] = render_prompt(p.seat_view, t, names, p.actions)
            out[f"{stem}-table-400"] = phone_copy(out[f"{stem}-table"])
            out[f"{stem}-prompt-400"] = phone_copy(out[f"{stem}-prompt"])
    return out


def golden_images(
    t: Translator | None = None,
    stored: Stored | None = None,
    translators: Mapping[str, Translator] | None = None,
) -> dict[str, bytes]:
    """Every golden image by file stem, from ``stored`` positions (the golden tests keep them
    in a file, so that the images test the renderer and not the engine's games) or from
    positions played now; with ``translators`` (locale -> the bot's translator) also each
    variant's table and turn picture in every language (:func:`localized_images`)."""
    from render.tta import (
        render_board,
        render_card,
        render_prompt,
        render_scoresheet,
        render_table,
    )

    tr = t or english
    stored = stored if stored is not None else golden_positions()
    out: dict[str, bytes] = {}
    for game, pos in stored.items():
        if game in GOLDEN_ADVANCED:
            continue  # drawn in every language only
        n = len(pos["over"].spectator["players"])
        names = GOLDEN_NAMES[:n]
        if game in GOLDEN_POLITICAL:
            out.update(_political_images(game, pos, tr, names))
            continue
        for label in GOLDEN_LABELS:
            out[f"{game}-table-{label}"] = render_table(pos[label].spectator, tr, names)
        for label in GOLDEN_LABELS:
            p = pos[label]
            out[f"{game}-prompt-{label}"] = render_prompt(p.seat_view, tr, names, p.actions)
        late = pos["late"]
        out[f"{game}-board-{late.seat}-own"] = render_board(late.seat_view, tr, names, late.seat)
        other = (late.seat + 1) % n
        out[f"{game}-board-{other}-public"] = render_board(late.spectator, tr, names, other)
        out[f"{game}-scores-live"] = render_scoresheet(pos["late"].spectator, tr, names)
        out[f"{game}-scores"] = render_scoresheet(pos["over"].spectator, tr, names)
        if n == 4:
            long_t = long_translator(tr)
            out[f"{game}-table-late-long"] = render_table(pos["late"].spectator, long_t, names)
    for card in GOLDEN_CARDS:
        out[f"card-{card}"] = render_card(card, tr)
    if translators:
        out.update(localized_images(stored, translators))
    return out


def _political_images(
    game: str, pos: dict[str, Position], t: Translator, names: Sequence[str]
) -> dict[str, bytes]:
    from render.tta import render_board, render_prompt, render_scoresheet, render_table

    out: dict[str, bytes] = {}
    n = len(names)
    for label in ("mid", "war"):
        if label in pos:
            out[f"{game}-table-{label}"] = render_table(pos[label].spectator, t, names)
    if "mid" in pos:
        mid = pos["mid"]
        out[f"{game}-board-{mid.seat}-own"] = render_board(mid.seat_view, t, names, mid.seat)
        other = (mid.seat + 1) % n
        out[f"{game}-board-{other}-public"] = render_board(mid.spectator, t, names, other)
        out[f"{game}-prompt-mid"] = render_prompt(mid.seat_view, t, names, mid.actions)
    for label, p in pos.items():
        if label.startswith("frame-"):
            out[f"{game}-prompt-{label}"] = render_prompt(p.seat_view, t, names, p.actions)
    out[f"{game}-scores"] = render_scoresheet(pos["over"].spectator, t, names)
    return out


def warm(t: Translator = english) -> None:
    """Draw each kind of image once, so that fonts, icons and card data are loaded before the
    first real request of a render worker."""
    from render.tta import (
        render_board,
        render_card,
        render_prompt,
        render_scoresheet,
        render_table,
    )

    pos = positions(4, 1)["mid"]
    names = list(GOLDEN_NAMES)
    render_table(pos.spectator, t, names)
    render_prompt(pos.seat_view, t, names, pos.actions)
    render_board(pos.seat_view, t, names, pos.seat)
    render_scoresheet(pos.spectator, t, names)
    render_card("iron", t)
