"""Golden images of seeded positions: 2, 3 and 5 players, every step's decision picture, the
table, a tableau and the score sheet, in English, Czech, Polish and Russian (the bot's own
catalogues), each at full size and as the 400 px wide copy a phone shows.

After an intended visual change regenerate them with
``.venv/bin/python tests/render/hadara/make_golden.py``, look at the files, and commit them.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from render.hadara.samples import GOLDEN_GAMES, GOLDEN_LOCALES, golden_images

GOLDEN = Path(__file__).parent / "golden"
CHANNEL_TOLERANCE = 48  # a pixel counts as different above this channel difference
PIXEL_SHARE = 0.003  # … and the image fails when more than 0.3 % of its pixels differ


@pytest.fixture(scope="module")
def images() -> dict[str, bytes]:
    from bot.i18n import translator_for

    return golden_images({loc: translator_for(loc, "hadara") for loc in GOLDEN_LOCALES})


def test_golden_set_is_complete(images: dict[str, bytes]) -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.png")) == sorted(images)


def test_every_locale_and_player_count_at_both_sizes(images: dict[str, bytes]) -> None:
    for locale in GOLDEN_LOCALES:
        for game in GOLDEN_GAMES:
            for kind in ("table", "prompt"):
                stems = [s for s in images if s.startswith(f"{locale}-{game}-{kind}")]
                assert any(s.endswith("-phone") for s in stems), (locale, game, kind)
                assert any(not s.endswith("-phone") for s in stems), (locale, game, kind)
        for kind in ("tableau", "scores"):
            assert f"{locale}-p3-tableau-mid-2-phone" in images or kind == "scores"
            assert any(s.startswith(locale) and f"-{kind}" in s for s in images), (locale, kind)
        steps = {
            s.split("-prompt-")[1].removesuffix("-phone").rstrip("3")
            for s in images
            if s.startswith(f"{locale}-") and "-prompt-" in s
        }
        assert steps >= {"side", "wheel", "draft", "take", "colony", "statue", "feed", "medal"}


def test_phone_copies_are_400_px_wide(images: dict[str, bytes]) -> None:
    for stem, png in images.items():
        if stem.endswith("-phone"):
            with Image.open(io.BytesIO(png)) as img:
                assert img.width == 400, stem


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
        f"{stem}: {changed} pixels differ; if intended, run tests/render/hadara/make_golden.py"
    )
