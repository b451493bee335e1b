"""Regenerate the golden images of tests/render/hadara/test_golden.py.

Run from the repository root after an intended visual change, look at the new files, commit:

    .venv/bin/python tests/render/hadara/make_golden.py

It rewrites tests/render/hadara/golden/*.png from the seeded positions in render/hadara/samples.py,
in the four languages of the bot's catalogues, at full size and as 400 px wide phone copies.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = Path(__file__).resolve().parent / "golden"


def translators() -> dict[str, Any]:
    """The bot's Fluent translators for Hadara's images, one per golden locale."""
    from bot.i18n import translator_for
    from render.hadara.samples import GOLDEN_LOCALES

    return {locale: translator_for(locale, "hadara") for locale in GOLDEN_LOCALES}


def smaller(png: bytes) -> bytes:
    """The same pixels, compressed harder for the repository (the test compares pixels)."""
    from PIL import Image

    with Image.open(io.BytesIO(png)) as img:
        out = io.BytesIO()
        img.save(out, format="PNG", optimize=True)
    return out.getvalue()


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from render.hadara.samples import golden_images

    GOLDEN.mkdir(exist_ok=True)
    images = golden_images(translators())
    for old in GOLDEN.glob("*.png"):
        if old.stem not in images:
            old.unlink()
    total = 0
    for stem, png in sorted(images.items()):
        png = smaller(png)
        (GOLDEN / f"{stem}.png").write_bytes(png)
        total += len(png)
        print(f"{stem}.png  {len(png) / 1024:.0f} KB")
    print(f"{len(images)} images, {total / 1024:.0f} KB in {GOLDEN}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
