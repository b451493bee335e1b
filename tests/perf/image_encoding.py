"""Bytes and encoding time of the images sent with every move, by format and setting.

Takes the golden tables and prompts of both games (desktop width: what the bot sends; the
phone-width goldens are left out), reduces each to its palette as ``render.text.encode_png``
does (``render.text.palette_image``), and encodes it with each setting: PNG at several zlib
levels, lossless WebP at several methods and efforts. Prints, per setting, the mean size and
the median / p95 encoding time of one image (each image's best of ``--repeat``), and what the
bot uses today.

    python tests/perf/image_encoding.py
    python tests/perf/image_encoding.py --width 600    # the same pictures scaled to 600 px

``--width`` scales each picture (Lanczos, from the golden's pixels) before its palette: what
narrower pictures would cost, the alternative to the 800 px the bot draws (docs/scale.md).

Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from PIL import Image

ROOT = Path(__file__).absolute().parents[2]
sys.path.insert(0, str(ROOT))

from render import text  # noqa: E402

SETTINGS: list[tuple[str, dict[str, Any]]] = [
    *(("PNG", {"compress_level": level}) for level in (1, 3, 4, 5, 6, 9)),
    ("WEBP", {"lossless": True, "method": 0, "quality": 100}),
    ("WEBP", {"lossless": True, "method": 1, "quality": 50}),
    ("WEBP", {"lossless": True, "method": 1, "quality": 75}),
    ("WEBP", {"lossless": True, "method": 1, "quality": 100}),
    ("WEBP", {"lossless": True, "method": 4, "quality": 100}),
]


def images(width: int | None = None) -> list[Image.Image]:
    """The goldens of the images sent with moves (scaled to ``width`` px wide when it is
    narrower), reduced to their palettes."""
    render = ROOT / "tests" / "render"
    paths = sorted(
        p
        for game in ("hadara", "tta")
        for kind in ("table", "prompt")
        for p in (render / game / "golden").glob(f"*{kind}*.png")
        if "phone" not in p.stem
    )
    out = []
    for path in paths:
        with Image.open(path) as im:
            rgb = im.convert("RGB")
        if width is not None and width < rgb.width:
            height = round(rgb.height * width / rgb.width)
            rgb = rgb.resize((width, height), Image.Resampling.LANCZOS)
        out.append(text.palette_image(rgb))
    return out


def encode(image: Image.Image, fmt: str, options: dict[str, Any]) -> tuple[int, float]:
    out = io.BytesIO()
    start = time.perf_counter()
    if fmt == "WEBP":
        image.convert("RGB").save(out, format="WEBP", **options)
    else:
        image.save(out, format="PNG", **options)
    return out.tell(), time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="encodings of each image (best)")
    parser.add_argument(
        "--width", type=int, default=None, help="scale the pictures to this width (px) first"
    )
    args = parser.parse_args()
    pictures = images(args.width)
    pixels = statistics.mean(p.width * p.height for p in pictures)
    widest = max(p.width for p in pictures)
    print(
        f"{len(pictures)} images (tables and prompts), {pixels / 1e6:.2f} Mpx on average,"
        f" {widest} px wide at most"
    )
    current = {
        ("PNG", text.PNG_LEVEL),
        ("WEBP", (text.WEBP_OPTIONS["method"], text.WEBP_OPTIONS["quality"])),
    }
    print(f"{'format':<6} {'setting':<22} {'KB mean':>8} {'ms p50':>7} {'ms p95':>7}")
    for fmt, options in SETTINGS:
        sizes, times = [], []
        for picture in pictures:
            runs = [encode(picture, fmt, options) for _ in range(args.repeat)]
            sizes.append(runs[0][0])
            times.append(min(t for _, t in runs))
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        if fmt == "PNG":
            setting, key = f"zlib level {options['compress_level']}", options["compress_level"]
        else:
            setting = f"method {options['method']}, effort {options['quality']}"
            key = (options["method"], options["quality"])
        mark = "  <- the bot's" if (fmt, key) in current else ""
        print(
            f"{fmt:<6} {setting:<22} {statistics.mean(sizes) / 1024:>8.1f}"
            f" {statistics.median(times) * 1000:>7.1f} {p95 * 1000:>7.1f}{mark}"
        )


if __name__ == "__main__":
    main()
