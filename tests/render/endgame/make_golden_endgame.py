"""Regenerate the golden images of tests/render/endgame/test_endgame_golden.py.

Run from the repository root after an intended visual change, look at the new files, commit:

    .venv/bin/python tests/render/endgame/make_golden_endgame.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"


def main() -> int:
    sys.path[:0] = [str(ROOT), str(HERE)]
    from endgame_samples import golden_images, translators

    GOLDEN.mkdir(exist_ok=True)
    images = golden_images(translators())
    for old in GOLDEN.glob("*.png"):
        if old.stem not in images:
            old.unlink()
    for stem, png in sorted(images.items()):
        (GOLDEN / f"{stem}.png").write_bytes(png)
        print(f"{stem}.png  {len(png) / 1024:.0f} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
