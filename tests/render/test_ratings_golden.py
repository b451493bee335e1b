"""Golden images of the ladder and the stats card (render/ratings.py) in the four languages,
at full size (800 px) and as a phone shows them (400 px wide), from views built as
``/leaderboard`` and ``/stats`` build them (bot/ladders.py, the bot's catalogues).

After an intended visual change: ``UPDATE_GOLDEN=1 python -m pytest
tests/render/test_ratings_golden.py``, look at the files, commit them. The tolerance is the other
golden images' (tests/render/bids/test_bids_golden.py).
"""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot import i18n, ladders
from bot.store import Rating
from render.phone import PHONE_WIDTH
from render.ratings import draw_leaderboard, draw_stats
from render.text import Canvas, encode_png

GOLDEN = Path(__file__).parent / "ratings_golden"
CHANNEL_TOLERANCE = 48
PIXEL_SHARE = 0.003
NAMES = (
    "Bořek",
    "Zofia Wiśniewska",
    "Дмитрий",
    "Ann",
    "Jiří Novák",
    "Łukasz",
    "Ольга",
    "Eve",
    "Kim",
    "Marta",
)


def leaderboard_view(locale: str) -> dict[str, Any]:
    """Page 2 of this server's simple-game ladder: ten players, the strong AI among them, the
    asker highlighted."""
    catalog = i18n.catalog()
    ratings = []
    for i, name in enumerate(NAMES):
        player = "ai:strong" if i == 4 else f"user:{300 + i}"
        games = 30 - 2 * i
        ratings.append(
            Rating(
                7,
                "tta-simple",
                player,
                name,
                31.0 - 1.3 * i,
                1.4 + 0.35 * i,
                games,
                max(0, 12 - i),
                round(games * (1.6 + 0.12 * i)),
            )
        )
    names = ladders.Names(
        ai={
            level: catalog.format(
                locale, "ratings-ai", level=catalog.format(locale, f"ai-level-{level}")
            )
            for level in ladders.AI_LEVELS
        },
        erased=catalog.format(locale, "ratings-erased"),
    )
    return ladders.ladder_view(
        catalog.format(locale, "ladder-tta-simple"),
        catalog.format(locale, "ladder-scope-server"),
        ratings,
        23,
        1,
        names,
        "user:302",
    )


def stats_view(locale: str) -> dict[str, Any]:
    """Bořek's Hadara record: rating over eight games, two table sizes, two variants, the
    favourite and strongest sources in words."""
    c = i18n.catalog()
    gt = c.translator(locale, "hadara")
    return {
        "title": "Bořek",
        "subtitle": c.format(
            locale,
            "stats-subtitle",
            ladder=c.format(locale, "hadara-name", namespace="hadara"),
            scope=c.format(locale, "ladder-scope-server"),
        ),
        "rating": 21,
        "pm": 2,
        "games": 8,
        "wins": 5,
        "place": 1.6,
        "series": [-4.1, 0.3, 3.9, 7.7, 6.2, 10.4, 13.8, 16.9],
        "tables": [
            {
                "title": c.format(locale, "stats-by-count"),
                "rows": [
                    [c.format(locale, "stats-count-row", count=2), 5, 4],
                    [c.format(locale, "stats-count-row", count=3), 3, 1],
                ],
            },
            {
                "title": c.format(locale, "stats-by-variant"),
                "rows": [[gt("variant-basic"), 6, 4], [gt("variant-advanced"), 2, 1]],
            },
        ],
        "facts": [
            [
                c.format(locale, "stats-favourite"),
                c.format(
                    locale,
                    "stats-favourite-text",
                    source=c.format(locale, "source-colonies"),
                    share="41",
                ),
            ],
            [
                c.format(locale, "stats-best"),
                c.format(
                    locale,
                    "stats-best-text",
                    source=c.format(locale, "source-statues"),
                    edge="+4" + c.format(locale, "ratings-decimal") + "6",
                ),
            ],
        ],
    }


def drawn(kind: str, locale: str) -> Canvas:
    t = i18n.catalog().translator(locale)
    if kind == "leaderboard":
        return draw_leaderboard(leaderboard_view(locale), t)
    return draw_stats(stats_view(locale), t)


def phone(image: Image.Image) -> Image.Image:
    height = round(image.height * PHONE_WIDTH / image.width)
    return image.resize((PHONE_WIDTH, height), Image.Resampling.LANCZOS)


CASES = [(kind, locale) for kind in ("leaderboard", "stats") for locale in i18n.LOCALES]


@pytest.fixture(scope="module")
def images() -> dict[str, Image.Image]:
    out: dict[str, Image.Image] = {}
    for kind, locale in CASES:
        full = Image.open(io.BytesIO(drawn(kind, locale).png())).convert("RGB")
        out[f"{kind}-{locale}"] = full
        out[f"{kind}-{locale}-400"] = phone(full)
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        for stem, image in out.items():
            (GOLDEN / f"{stem}.png").write_bytes(encode_png(image))
    return out


def test_the_golden_set_is_complete(images: dict[str, Image.Image]) -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.png")) == sorted(images)
    assert len(images) == 16


@pytest.mark.parametrize("stem", sorted(p.stem for p in GOLDEN.glob("*.png")))
def test_matches_golden(images: dict[str, Image.Image], stem: str) -> None:
    want = Image.open(GOLDEN / f"{stem}.png").convert("RGB")
    got = images[stem]
    assert got.size == want.size, f"{stem}: size {got.size} != golden {want.size}"
    diff = (
        ImageChops.difference(got, want)
        .convert("L")
        .point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
    )
    changed = sum(diff.histogram()[255:])
    assert changed <= PIXEL_SHARE * got.width * got.height, (
        f"{stem}: {changed} pixels differ; if intended, UPDATE_GOLDEN=1 (see the module doc)"
    )


@pytest.mark.parametrize(("kind", "locale"), CASES)
def test_every_text_fits_its_box_in_every_language(kind: str, locale: str) -> None:
    Canvas.check_bounds = True
    try:
        canvas = drawn(kind, locale)
    finally:
        Canvas.check_bounds = False
    assert canvas.width == 800
    assert canvas.overflows == [], canvas.overflows
    assert canvas.misfits == [], canvas.misfits
