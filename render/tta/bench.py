"""Render timings, PNG sizes and phone-readability figures of the Through the Ages images:
``python -m render.tta.bench`` (``--help`` for the options).

For 2- and 4-player mid-game positions (seeded games of the heuristic agents,
:mod:`render.tta.samples`; and a 4-player full game of random agents once the engine plays it),
prints the median and p95 over N renders (default 50) of each image
kind on one core, after one warm-up render (fonts, icons and card data are cached per process,
as in a render worker), and the PNG size. ``--sizes`` also prints, for each drawn element, the
smallest font size it was drawn at over every sample position, and what that is on a phone
(Discord shows the 800 px wide images about 400 px wide: half).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from io import BytesIO

from PIL import Image

from render.bench import measure
from render.phone import PHONE_WIDTH
from render.tta.board import draw_board
from render.tta.card import draw_card
from render.tta.i18n import english
from render.tta.prompt import draw_prompt
from render.tta.samples import GOLDEN_NAMES, Position, political_positions, positions
from render.tta.scoresheet import draw_scoresheet
from render.tta.table import draw_table
from render.tta.theme import Pic, W

GAMES: dict[int, int] = {2: 12, 4: 16}  # players -> seed (the golden games)


def kinds(pos: Position, players: int) -> dict[str, Callable[[], bytes]]:
    names = GOLDEN_NAMES[:players]
    view, own, seat = pos.spectator, pos.seat_view, pos.seat
    return {
        "table": lambda: draw_table(view, english, names).png(),
        "board (own)": lambda: draw_board(own, english, names, seat).png(),
        "board (public)": lambda: draw_board(view, english, names, (seat + 1) % players).png(),
        "prompt (turn)": lambda: draw_prompt(own, english, names, pos.actions).png(),
        "score sheet": lambda: draw_scoresheet(view, english, names).png(),
        "card": lambda: draw_card("st_peters_basilica", english).png(),
    }


def smallest_sizes() -> dict[str, int]:
    """The smallest font size of every drawn element over all sample positions."""
    seen: dict[str, int] = {}
    samples: list[tuple[int, dict[str, Position]]] = [
        (players, positions(players, seed)) for players, seed in GAMES.items()
    ]
    try:
        samples.append((4, political_positions(4, 3, "full")))
        samples.append((3, political_positions(3, 2, "advanced")))
    except Exception:  # the engine may not play them yet
        pass
    for players, pos_by_label in samples:
        names = GOLDEN_NAMES[:players]
        for pos in pos_by_label.values():
            canvases: list[Pic] = [
                draw_table(pos.spectator, english, names),
                draw_scoresheet(pos.spectator, english, names),
                draw_prompt(pos.seat_view, english, names, pos.actions),
            ]
            for s, v in enumerate(pos.seat_views):
                canvases.append(draw_board(v, english, names, s))
            for c in canvases:
                for tag, size in c.sizes.items():
                    seen[tag] = min(seen.get(tag, size), size)
    return seen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render.tta.bench", description=__doc__)
    parser.add_argument("-n", type=int, default=50, help="renders per image kind")
    parser.add_argument("--sizes", action="store_true", help="print the readability figures")
    args = parser.parse_args(argv)
    games: list[tuple[str, int, Position]] = [
        (f"{players} players, simple game (seed {seed})", players, positions(players, seed)["mid"])
        for players, seed in GAMES.items()
    ]
    try:
        full = political_positions(4, 3, "full")
        games.append(("4 players, full game (seed 3, random agents)", 4, full["mid"]))
    except Exception as exc:  # the engine may not play the full game yet
        print(f"(no full-game position: {exc})")
    for title, players, pos in games:
        view = pos.spectator
        print(f"{title}, age {view['age']}, round {view['round']}, {args.n} renders each")
        print(
            f"{'image':<18}{'median ms':>10}{'p95 ms':>9}{'first ms':>10}{'PNG KB':>9}{'size':>11}"
        )
        for name, fn in kinds(pos, players).items():
            median, p95, cold, size = measure(fn, args.n)
            w, h = Image.open(BytesIO(fn())).size
            print(
                f"{name:<18}{median:>10.1f}{p95:>9.1f}{cold:>10.1f}{size / 1024:>9.1f}"
                f"{f'{w}x{h}':>11}"
            )
        print()
    if args.sizes:
        scale = PHONE_WIDTH / W
        print(f"smallest font size per element: px at {W} px wide -> px at {PHONE_WIDTH} px wide")
        for tag, size in sorted(smallest_sizes().items(), key=lambda kv: (kv[1], kv[0])):
            print(f"  {tag:<24}{size:>4}{size * scale:>7.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
