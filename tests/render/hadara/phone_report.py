"""How big every kind of text of every Hadara image is on a phone (400 px wide), in all four
languages: ``.venv/bin/python tests/render/hadara/phone_report.py``.

Renders the seeded sample positions of 2 to 5 players (both variants, several seeds) with the
bot's Czech, English, Polish and Russian catalogues, and prints, per image and per kind of
text (render/hadara/phone.py), the smallest font size once the image is scaled to 400 px wide,
next to the goal: the table of docs/hadara-phone.md.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from render.hadara import phone  # noqa: E402
from render.hadara.parts import Canvas  # noqa: E402
from render.hadara.prompt import draw_prompt  # noqa: E402
from render.hadara.samples import GOLDEN_LOCALES, GOLDEN_NAMES, positions  # noqa: E402
from render.hadara.scoresheet import draw_scoresheet  # noqa: E402
from render.hadara.table import draw_table  # noqa: E402
from render.hadara.tableau import draw_tableau  # noqa: E402

GAMES: tuple[tuple[int, str, int], ...] = (
    (2, "basic", 2),
    (3, "advanced", 1),
    (4, "basic", 3),
    (5, "advanced", 2),
    (5, "basic", 1),
)
STEPS = ("side", "wheel", "draft", "take", "colony", "statue", "feed", "medal")
IMAGES = ("table", *(f"prompt: {s}" for s in STEPS), "prompt: waiting", "prompt: game over")
IMAGES += ("tableau", "score sheet")


def translators() -> dict[str, Any]:
    from bot.i18n import translator_for

    return {loc: translator_for(loc, "hadara") for loc in GOLDEN_LOCALES}


def images(
    games: Sequence[tuple[int, str, int]] = GAMES, locales: dict[str, Any] | None = None
) -> Iterator[tuple[str, str, str, Canvas]]:
    """(image, locale, position label, canvas) of every sample position."""
    locales = locales or translators()
    for players, variant, seed in games:
        pos = positions(players, variant, seed)
        names = GOLDEN_NAMES[:players]
        for locale, t in locales.items():
            for label, p in pos.items():
                where = f"{players}p {variant} seed {seed} {label}"
                yield "table", locale, where, draw_table(p.spectator, t, names)
                yield "tableau", locale, where, draw_tableau(p.spectator, t, names, p.seat)
                yield "score sheet", locale, where, draw_scoresheet(p.spectator, t, names)
                step = str(p.seat_view["step"])
                name = "game over" if step == "over" else step
                yield (
                    f"prompt: {name}",
                    locale,
                    where,
                    draw_prompt(p.seat_view, t, names, p.actions),
                )
                # a seat with nothing to decide (draw rounds are simultaneous: no one waits)
                acting = set(p.spectator.get("to_act", []))
                idle = [s for s in range(players) if s not in acting]
                if idle and step not in ("over", "draft", "side"):
                    view = other_seat_view(p, idle[0])
                    yield "prompt: waiting", locale, where, draw_prompt(view, t, names, [])


def other_seat_view(p: Any, seat: int) -> Any:
    """A view of another seat of the same position: its own view with the viewer swapped
    (every seat's public part is the same; its private part is empty outside draw rounds)."""
    view = dict(p.seat_view)
    view["viewer"] = seat
    view["private"] = {"hand": [], "pending": "", "sold_secretly": []}
    return view


def survey(
    games: Sequence[tuple[int, str, int]] = GAMES, locales: dict[str, Any] | None = None
) -> tuple[dict[tuple[str, str], tuple[float, str, str]], list[str]]:
    """Smallest size per (image, kind) with the string and where; and every problem."""
    smallest: dict[tuple[str, str], tuple[float, str, str]] = {}
    problems: list[str] = []
    for image, locale, where, c in images(games, locales):
        for kind, (px, text) in phone.smallest(c).items():
            key = (image, kind)
            if key not in smallest or px < smallest[key][0]:
                smallest[key] = (px, text, locale)
        problems += [f"{image} {locale} {where}: {p}" for p in phone.below_goal(c)]
        problems += [f"{image} {locale} {where}: misfit {m!r}" for m in c.misfits]
    return smallest, problems


def table(smallest: dict[tuple[str, str], tuple[float, str, str]]) -> str:
    lines = [
        "| image | element (kind) | smallest at 400 px | goal | language, string |",
        "|---|---|---:|---:|---|",
    ]
    order = {k: i for i, k in enumerate(phone.KINDS)}
    for image in IMAGES:
        rows = sorted((k for k in smallest if k[0] == image), key=lambda k: order.get(k[1], 99))
        for key in rows:
            px, text, locale = smallest[key]
            goal = phone.KINDS[key[1]].goal
            ok = "" if px >= goal else " ✗"
            short = text if len(text) <= 32 else text[:31] + "…"
            lines.append(
                f"| {image} | {phone.KINDS[key[1]].about} (`{key[1]}`) | {px:.1f} px{ok} "
                f"| {goal:g} px | {locale}: {short} |"
            )
    return "\n".join(lines)


def main() -> int:
    smallest, problems = survey()
    print(table(smallest))
    print()
    print(f"{len(problems)} strings below their goal or cut")
    for p in problems[:40]:
        print(" ", p)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
