"""Write a sample of every image from a seeded game: ``python -m render.hadara.demo OUTDIR``."""

from __future__ import annotations

import argparse
from pathlib import Path

from render.hadara import (
    render_card,
    render_prompt,
    render_scoresheet,
    render_table,
    render_tableau,
)
from render.hadara.i18n import english
from render.hadara.samples import positions
from render.samples import GOLDEN_NAMES as NAMES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render.hadara.demo", description=__doc__)
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--variant", default="advanced", choices=("basic", "advanced"))
    args = parser.parse_args(argv)
    out: Path = args.outdir
    out.mkdir(parents=True, exist_ok=True)
    names = NAMES[: args.players]
    written: list[Path] = []

    def write(name: str, png: bytes) -> None:
        path = out / f"{name}.png"
        path.write_bytes(png)
        written.append(path)

    for label, pos in positions(args.players, args.variant, args.seed).items():
        write(f"table-{label}", render_table(pos.spectator, english, names))
        write(f"prompt-{label}", render_prompt(pos.seat_view, english, names, pos.actions))
        if label in ("mid", "over"):
            for seat in range(args.players):
                write(
                    f"tableau-{label}-{seat}", render_tableau(pos.spectator, english, names, seat)
                )
            write(f"scores-{label}", render_scoresheet(pos.spectator, english, names))
    for card in ("1b03", "1p02", "2r05", "3p06"):
        write(f"card-{card}", render_card(card, english))
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
