"""Regenerate the golden images of tests/render/test_golden.py.

Run from the repository root after an intended visual change, look at the new files, commit:

    python tests/render/hadara/make_golden.py

It rewrites tests/render/hadara/golden/*.png from the seeded positions in render/hadara/samples.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = Path(__file__).resolve().parent / "golden"


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from render.hadara.samples import golden_images

    GOLDEN.mkdir(exist_ok=True)
    images = golden_images()
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
    raise SystemExit(main())
