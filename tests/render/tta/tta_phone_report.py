"""How big every kind of text of every Through the Ages image is on a phone (400 px wide), in
all four languages: ``.venv/bin/python tests/render/tta/tta_phone_report.py [--quick] [--tags]``.

Plays seeded games of every variant (simple, advanced, full) for 2, 3 and 4 players with the
engine's agents, keeps positions from the whole game (the start of every turn of every few
rounds, the first political phases, the first decision of every kind, the end), draws every
image of each (the table, the boards of the seat on turn and of another seat, the turn or
decision picture, the picture of a seat that waits, the score sheet, and every card face) with
the bot's Czech, English, Polish and Russian catalogues, and prints, per image and kind of text
(render/tta/phone.py), the smallest font size per language once the image is scaled to 400 px
wide, next to the goal: the table of docs/tta-render.md. ``--tags`` prints the same per tag.
Exits 1 when a string is under its goal, cut, or drawn with an unknown tag.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from render.tta import phone  # noqa: E402
from render.tta.board import draw_board  # noqa: E402
from render.tta.card import draw_card  # noqa: E402
from render.tta.prompt import draw_prompt  # noqa: E402
from render.tta.samples import GOLDEN_NAMES, Position, capture  # noqa: E402
from render.tta.scoresheet import draw_scoresheet  # noqa: E402
from render.tta.table import draw_table  # noqa: E402
from render.tta.theme import Pic, cat  # noqa: E402
from rules.tta import playout  # noqa: E402
from rules.tta.actions import Action  # noqa: E402
from rules.tta.agents import make_agent  # noqa: E402
from rules.tta.state import TtaState  # noqa: E402

LOCALES: tuple[str, ...] = ("en-US", "cs", "pl", "ru")


@dataclass(frozen=True)
class Game:
    variant: str
    players: int
    seed: int
    agent: str
    every: int  # a turn position every this many rounds

    @property
    def label(self) -> str:
        return f"{self.variant} {self.players}p seed {self.seed} ({self.agent})"


# Heuristic agents play the economy; random agents also declare wars, offer pacts and bid.
GAMES: tuple[Game, ...] = (
    Game("simple", 2, 12, "heuristic", 2),
    Game("simple", 3, 5, "random", 2),
    Game("simple", 4, 16, "heuristic", 2),
    Game("advanced", 2, 4, "random", 3),
    Game("advanced", 3, 7, "heuristic", 3),
    Game("advanced", 4, 2, "random", 3),
    Game("full", 2, 8, "heuristic", 4),
    Game("full", 3, 2, "random", 4),
    Game("full", 4, 3, "random", 4),
)
# The sample the test runs on every CI run: one game of each variant, fewer rounds.
QUICK: tuple[Game, ...] = (
    Game("simple", 2, 12, "heuristic", 4),
    Game("advanced", 3, 7, "heuristic", 6),
    Game("full", 4, 3, "random", 8),
)
POLITICAL_PER_GAME = 2


def game_positions(game: Game) -> list[Position]:
    """Positions of one whole game: the start of every turn in every ``game.every``-th round,
    the first political phases, the first pending decision of each kind, and the end."""
    out: list[Position] = []
    seen: set[str] = set()
    last_turn: list[tuple[int, int] | None] = [None]

    def on_action(state: TtaState, seat: int, _action: Action) -> None:
        if state.pending:
            key = f"frame-{state.pending[-1].kind}"
            if key not in seen:
                seen.add(key)
                out.append(capture(key, state, seat))
            return
        if state.phase == "political":
            n = sum(label.startswith("political") for label in seen)
            key = f"political {state.round}.{seat}"
            if n < POLITICAL_PER_GAME and key not in seen:
                seen.add(key)
                out.append(capture(key, state, seat))
            return
        if state.phase != "actions" or (state.round - 1) % game.every:
            return
        if last_turn[0] != (state.round, seat):
            last_turn[0] = (state.round, seat)
            out.append(capture(f"turn {state.round}.{seat}", state, seat))

    agents = [make_agent(game.agent, game.seed * 10 + i) for i in range(game.players)]
    final, _record = playout.play(
        game.players, {"variant": game.variant}, game.seed, agents, on_action
    )
    out.append(capture("over", final, final.players_n - 1))
    return out


def translators(locales: Sequence[str] = LOCALES) -> dict[str, Any]:
    from bot.i18n import translator_for

    return {loc: translator_for(loc, "tta") for loc in locales}


def prompt_image(p: Position) -> str:
    if p.label == "over":
        return "prompt: game over"
    if p.label.startswith("frame-"):
        return f"prompt: {p.label.removeprefix('frame-')}"
    if p.label.startswith("political"):
        return "prompt: political phase"
    return "prompt: turn"


def images(games: Sequence[Game], locales: dict[str, Any]) -> Iterator[tuple[str, str, str, Pic]]:
    """(image, locale, where, canvas) of every sample position, then every card face."""
    for game in games:
        names = GOLDEN_NAMES[: game.players]
        for p in game_positions(game):
            where = f"{game.label} {p.label}"
            other = (p.seat + 1) % game.players
            for locale, t in locales.items():
                yield (
                    prompt_image(p),
                    locale,
                    where,
                    draw_prompt(p.seat_view, t, names, p.actions),
                )
                if p.label.startswith("frame-"):
                    continue
                yield "table", locale, where, draw_table(p.spectator, t, names)
                yield "score sheet", locale, where, draw_scoresheet(p.spectator, t, names)
                if p.label == "over":
                    continue
                yield "board (own)", locale, where, draw_board(p.seat_view, t, names, p.seat)
                yield "board (public)", locale, where, draw_board(p.spectator, t, names, other)
                waiting = p.seat_views[other]
                yield "prompt: waiting", locale, where, draw_prompt(waiting, t, names, [])
    for cid in sorted(cat().info):
        for locale, t in locales.items():
            yield "card", locale, cid, draw_card(cid, t)


# (image, kind or tag) -> locale -> (smallest px at 400 wide, text, where)
Smallest = dict[tuple[str, str], dict[str, tuple[float, str, str]]]


def survey(
    games: Sequence[Game], locales: dict[str, Any], by_tag: bool = False
) -> tuple[Smallest, list[str]]:
    """The smallest size per image and kind (or tag) and language; and every problem: a
    string under its goal, cut with an ellipsis, or drawn with an unknown tag."""
    smallest: Smallest = {}
    problems: list[str] = []
    for image, locale, where, c in images(games, locales):
        for d in c.drawn:
            px = phone.phone_px(d.size, c.width)
            key = (image, d.tag if by_tag else d.kind)
            per = smallest.setdefault(key, {})
            if locale not in per or px < per[locale][0]:
                per[locale] = (px, d.text, where)
            if d.kind == phone.UNKNOWN:
                problems.append(f"{image} {locale} {where}: {d.tag!r} has no kind ({d.text!r})")
            elif px < phone.goal(d.kind) - 1e-9:
                problems.append(
                    f"{image} {locale} {where}: {d.text!r} ({d.tag}, {d.kind}) "
                    f"{px:.1f} px < {phone.goal(d.kind):g} px in {d.box[0]}×{d.box[1]}"
                )
        problems += [f"{image} {locale} {where}: cut {m!r}" for m in c.misfits]
    return smallest, problems


def image_order(image: str) -> tuple[int, str]:
    first = ("table", "board (own)", "board (public)", "prompt: turn", "prompt: political phase")
    last = ("prompt: waiting", "prompt: game over", "score sheet", "card")
    if image in first:
        return first.index(image), image
    if image in last:
        return 100 + last.index(image), image
    return 50, image


def table(smallest: Smallest, locales: Sequence[str] = LOCALES, by_tag: bool = False) -> str:
    head = " | ".join(locales)
    lines = [
        f"| image | element | {head} | goal | smallest: language, string |",
        "|---|---|" + "---:|" * (len(locales) + 1) + "---|",
    ]
    order = {k: i for i, k in enumerate(phone.KINDS)}
    images_ = sorted({k[0] for k in smallest}, key=image_order)
    for image in images_:
        keys = [k for k in smallest if k[0] == image]
        if by_tag:
            keys.sort(key=lambda k: (order.get(phone.kind_of(k[1]), 99), k[1]))
        else:
            keys.sort(key=lambda k: order.get(k[1], 99))
        for key in keys:
            per = smallest[key]
            kind = phone.kind_of(key[1]) if by_tag else key[1]
            goal = phone.goal(kind)
            cells = []
            for loc in locales:
                if loc not in per:
                    cells.append("—")
                    continue
                px = per[loc][0]
                cells.append(f"{px:.1f}" + (" ✗" if px < goal - 1e-9 else ""))
            worst = min(per, key=lambda loc: per[loc][0])
            text = per[worst][1]
            short = text if len(text) <= 28 else text[:27] + "…"
            if by_tag:
                about = f"`{key[1]}` ({kind})"
            else:
                about = f"{phone.KINDS[kind].about if kind in phone.KINDS else '?'} (`{kind}`)"
            lines.append(
                f"| {image} | {about} | {' | '.join(cells)} | {goal:g} | {worst}: {short} |"
            )
    return "\n".join(lines)


def main(argv: Sequence[str]) -> int:
    games = QUICK if "--quick" in argv else GAMES
    by_tag = "--tags" in argv
    start = time.perf_counter()
    smallest, problems = survey(games, translators(), by_tag)
    print(table(smallest, LOCALES, by_tag))
    print()
    print(f"{len(games)} games, {time.perf_counter() - start:.0f} s")
    print(f"{len(problems)} strings below their goal, cut, or of no kind")
    for p in problems if "--all" in argv else problems[:60]:
        print(" ", p)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
