"""Regenerate the golden images of tests/render/tta/test_tta_render_golden.py.

Run from the repository root after an intended visual change, look at the new files, commit:

    .venv/bin/python tests/render/tta/make_golden_tta.py                 # from positions.jsonl
    .venv/bin/python tests/render/tta/make_golden_tta.py --positions     # replay every game
    .venv/bin/python tests/render/tta/make_golden_tta.py --positions f4  # replay one game

The positions (views and legal action codes of seeded games of the engine's agents,
render/tta/samples.py) are kept in golden/positions.jsonl, so that the golden images test the
renderer and do not change when the engine or its agents change; ``--positions`` plays games
again with the current engine and rewrites their lines.

Besides the English set, each variant's table and turn picture (simple ``p2``, advanced ``a3``,
full ``f4``) is drawn in every language with the bot's catalogues, at full size and at the
400 px a phone shows (``<locale>-<variant>-table[-400].png``, ``…-prompt…``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = Path(__file__).resolve().parent / "golden"
POSITIONS = GOLDEN / "positions.jsonl"


def translators() -> dict[str, Any]:
    """The bot's translators of the four languages (the images' words in every language)."""
    from bot.i18n import LOCALES, translator_for

    return {locale: translator_for(locale, "tta") for locale in LOCALES}


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from render.tta import samples

    GOLDEN.mkdir(exist_ok=True)
    stored = (
        samples.load_positions(POSITIONS.read_text(encoding="utf-8")) if POSITIONS.exists() else {}
    )
    if "--positions" in argv or not stored:
        wanted = [a for a in argv if not a.startswith("--")]
        political = not wanted or any(
            g in samples.GOLDEN_POLITICAL or g in samples.GOLDEN_ADVANCED for g in wanted
        )
        fresh = samples.golden_positions(political=political)
        for game, pos in fresh.items():
            if not wanted or game in wanted:
                stored[game] = pos
                print(f"positions of {game} played again")
        POSITIONS.write_text(samples.dump_positions(stored), encoding="utf-8")
        # the images are drawn from the file, exactly as the test reads it
        stored = samples.load_positions(POSITIONS.read_text(encoding="utf-8"))
    images = samples.golden_images(stored=stored, translators=translators())
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
    raise SystemExit(main(sys.argv[1:]))
