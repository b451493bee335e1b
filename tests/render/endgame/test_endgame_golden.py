"""Golden images of the end-of-game story picture (render/endgame.py) for a seeded Through the
Ages game and a seeded Hadara game, in English, Czech, Polish and Russian (the bot's
catalogues), at full size and as the 400 px wide copy a phone shows; and every string of them
fits its box at a size a phone can read.

After an intended visual change regenerate them with
``.venv/bin/python tests/render/endgame/make_golden_endgame.py``, look at the files, commit.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from endgame_samples import LOCALES, canvases, golden_images, story_of, translators
from PIL import Image, ImageChops

from render.text import Canvas

GOLDEN = Path(__file__).parent / "golden"
CHANNEL_TOLERANCE = 48  # a pixel counts as different above this channel difference
PIXEL_SHARE = 0.003  # … and the image fails when more than 0.3 % of its pixels differ


@pytest.fixture(scope="module")
def images() -> dict[str, bytes]:
    return golden_images(translators())


def test_golden_set_is_complete(images: dict[str, bytes]) -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.png")) == sorted(images)
    assert len(images) == 2 * len(LOCALES) * 2


@pytest.mark.parametrize("stem", sorted(p.stem for p in GOLDEN.glob("*.png")))
def test_matches_golden(images: dict[str, bytes], stem: str) -> None:
    want = Image.open(GOLDEN / f"{stem}.png").convert("RGB")
    got = Image.open(io.BytesIO(images[stem])).convert("RGB")
    assert got.size == want.size, f"{stem}: size {got.size} != golden {want.size}"
    if stem.endswith("-phone"):
        assert got.width == 400
    diff = (
        ImageChops.difference(got, want)
        .convert("L")
        .point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
    )
    changed = sum(diff.histogram()[255:])
    assert changed <= PIXEL_SHARE * got.width * got.height, (
        f"{stem}: {changed} pixels differ; if intended run make_golden_endgame.py"
    )


@pytest.fixture
def bounds() -> Iterator[None]:
    Canvas.check_bounds = True
    yield
    Canvas.check_bounds = False


def test_every_string_fits_in_every_language(bounds: None) -> None:
    for stem, canvas in canvases(translators()).items():
        assert not canvas.misfits, (stem, canvas.misfits)
        assert not canvas.overflows, (stem, canvas.overflows)


def test_the_samples_have_turning_points_and_sources() -> None:
    for name in ("tta", "hadara"):
        story = story_of(name)
        assert story["turns"] and all(story["sources"])
