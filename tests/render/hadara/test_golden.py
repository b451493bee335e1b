"""Golden images of seeded positions (2 and 5 players, every step, end of game).

After an intended visual change regenerate them with ``python tests/render/hadara/make_golden.py``,
look at the files, and commit them.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from render.hadara.samples import golden_images

GOLDEN = Path(__file__).parent / "golden"
CHANNEL_TOLERANCE = 48  # a pixel counts as different above this channel difference
PIXEL_SHARE = 0.003  # … and the image fails when more than 0.3 % of its pixels differ


@pytest.fixture(scope="module")
def images() -> dict[str, bytes]:
    return golden_images()


def test_golden_set_is_complete(images: dict[str, bytes]) -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.png")) == sorted(images)


@pytest.mark.parametrize("stem", sorted(p.stem for p in GOLDEN.glob("*.png")))
def test_matches_golden(images: dict[str, bytes], stem: str) -> None:
    want = Image.open(GOLDEN / f"{stem}.png").convert("RGB")
    got = Image.open(io.BytesIO(images[stem])).convert("RGB")
    assert got.size == want.size, f"{stem}: size {got.size} != golden {want.size}"
    diff = (
        ImageChops.difference(got, want)
        .convert("L")
        .point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
    )
    changed = sum(diff.histogram()[255:])
    assert changed <= PIXEL_SHARE * got.width * got.height, (
        f"{stem}: {changed} pixels differ; "
        "if intended run python tests/render/hadara/make_golden.py"
    )
