"""Golden images of seeded Sealed Bids positions (2 and 4 players, every kind of image).

After an intended visual change regenerate them with
``.venv/bin/python tests/render/bids/make_golden_bids.py``, look at the files, and commit them.
The tolerance is Hadara's (tests/render/test_golden.py): palette quantisation and font
rasterising may move a few edge pixels, never a text or a shape.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from render.bids.samples import golden_images

GOLDEN = Path(__file__).parent / "golden"
CHANNEL_TOLERANCE = 48  # a pixel counts as different above this channel difference
PIXEL_SHARE = 0.003  # … and the image fails when more than 0.3 % of its pixels differ


@pytest.fixture(scope="module")
def images() -> dict[str, bytes]:
    return golden_images()


def test_golden_set_is_complete(images: dict[str, bytes]) -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.png")) == sorted(images)
    assert len(images) == 22


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
        f"{stem}: {changed} pixels differ; if intended run tests/render/bids/make_golden_bids.py"
    )
