"""Golden images of seeded Through the Ages positions: 2 and 4 players, every kind of image in
English, one table in a Czech-length pseudo-translation (``p4-table-late-long``), and a full
game (``f4-…``: 4 players, random agents) with military hands, tactics, colonies, pacts, a war
and pending decisions (force, bid, discard, pact, split).

Each variant's table and turn picture (simple, advanced, full) is also drawn in every language
with the bot's catalogues, at full size and at 400 px wide as a phone shows it
(``<locale>-<variant>-table``, ``…-prompt``, ``…-400``).

After an intended visual change regenerate them with
``.venv/bin/python tests/render/tta/make_golden_tta.py``, look at the files, and commit them.
The tolerance is Hadara's: palette quantisation and font rasterising may move a few edge
pixels, never a text or a shape. The positions (views and action codes of seeded games of the
engine's heuristic agents) are stored in ``golden/positions.jsonl``, so these images test the
renderer only; ``make_golden_tta.py --positions`` plays the games again.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from make_golden_tta import translators
from PIL import Image, ImageChops

from render.tta.samples import (
    GOLDEN_CARDS,
    GOLDEN_GAMES,
    GOLDEN_POLITICAL,
    GOLDEN_VARIANTS,
    PHONE_WIDTH,
    golden_images,
    load_positions,
)

GOLDEN = Path(__file__).parent / "golden"
POSITIONS = GOLDEN / "positions.jsonl"
CHANNEL_TOLERANCE = 48  # a pixel counts as different above this channel difference
PIXEL_SHARE = 0.003  # … and the image fails when more than 0.3 % of its pixels differ
KINDS_PER_GAME = 4 + 4 + 2 + 2  # tables, prompts, boards (own and public), score sheets


@pytest.fixture(scope="module")
def images() -> dict[str, bytes]:
    stored = load_positions(POSITIONS.read_text(encoding="utf-8"))
    return golden_images(stored=stored, translators=translators())


def test_golden_set_is_complete(images: dict[str, bytes]) -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.png")) == sorted(images)
    simple = len(GOLDEN_GAMES) * KINDS_PER_GAME + 1  # + the long-text table
    assert len(images) >= simple + len(GOLDEN_CARDS)
    for game in (*GOLDEN_GAMES, *GOLDEN_POLITICAL):
        for kind in ("table", "prompt", "board", "scores"):
            assert any(k.startswith(f"{game}-{kind}") for k in images), (game, kind)
    assert "p4-table-late-long" in images
    # the advanced/full game: pending decisions of several kinds
    assert sum(k.startswith("f4-prompt-frame-") for k in images) >= 4
    # every variant in every language, at full size and at phone size
    for variant in GOLDEN_VARIANTS:
        for locale in ("en-US", "cs", "pl", "ru"):
            for kind in ("table", "prompt"):
                assert f"{locale}-{variant}-{kind}" in images
                phone = Image.open(io.BytesIO(images[f"{locale}-{variant}-{kind}-400"]))
                assert phone.width == PHONE_WIDTH


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
        f"{stem}: {changed} pixels differ; if intended run tests/render/tta/make_golden_tta.py"
    )


def test_images_are_small_and_phone_sized(images: dict[str, bytes]) -> None:
    for stem, png in images.items():
        img = Image.open(io.BytesIO(png))
        assert img.width <= 1200, stem
        assert len(png) <= 600 * 1024, stem
