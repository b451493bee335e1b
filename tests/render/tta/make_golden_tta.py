"""Regenerate the golden images of tests/render/tta/test_tta_golden.py.

Run from the repository root after an intended visual change, look at the new files, commit:

    .venv/bin/python tests/render/tta/make_golden_tta.py              # images from positions.jsonl
    .venv/bin/python tests/render/tta/make_golden_tta.py --positions  # replay the games first

The positions (views and legal action codes of seeded games of the engine's heuristic agents,
render/tta/samples.py) are kept in golden/positions.jsonl, so that the golden images test the
renderer and do not change when the engine or its agents change; ``--positions`` plays the
games again with the current engine and rewrites the file.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = Path(__file__).resolve().parent / "golden"
POSITIONS = GOLDEN / "positions.jsonl"


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from render.tta.samples import dump_positions, golden_images, golden_positions, load_positions

    GOLDEN.mkdir(exist_ok=True)
    if "--positions" in argv or not POSITIONS.exists():
        POSITIONS.write_text(dump_positions(golden_positions()), encoding="utf-8")
        print(f"positions played again: {POSITIONS}")
    images = golden_images(stored=load_positions(POSITIONS.read_text(encoding="utf-8")))
    for old in GOLDEN.glob("*.png"):
        if old.stem not in images:
            old.unlink()
    total = 0
    for stem, png in sorted(images.items()):
        (GOLDEN / f"{stem}.png").write_bytes(png)
        total += len(png)
        print(f"{stem}.png  {len(png) / 1024:.0f} KB")
    print(f"{len(images)} images, {total / 1024:.0f} KB in {GOLDEN}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
