"""Copies between games in production code: ``python tests/perf/duplicates_between_games.py
[--rev REV] [--list]``.

Exports ``rules/``, ``render/`` and ``bot/`` of a commit (default: the working tree) to a
temporary folder, runs the ``duplicates`` tool over it (pairs of places sharing six or more
lines, the same or of the same shape) and counts the pairs whose two sides lie in the folders of
two different games (``…/hadara/…``, ``…/tta/…``, ``…/bids/…``). ``duplicates`` is a tool of the
developers' machines, not a dependency: the script is for the figures in ``docs/``, not CI.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("rules", "render", "bot")
ROW = re.compile(r"\s*D\d+ (\S+):\S+ ~ (\S+):")


def games() -> list[str]:
    """The games with a rules package (each game's folders are named after it)."""
    return sorted(p.parent.name for p in (ROOT / "rules").glob("*/game.py"))


def export(rev: str | None, into: Path) -> None:
    if rev is None:
        for folder in FOLDERS:
            tracked = subprocess.run(
                ["git", "ls-files", "-co", "--exclude-standard", folder],
                cwd=ROOT,
                capture_output=True,
                text=True,
                check=True,
            ).stdout.split()
            for name in tracked:
                source = ROOT / name
                if source.is_file():
                    (into / name).parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(source, into / name)
        return
    archive = subprocess.run(
        ["git", "archive", rev, *FOLDERS], cwd=ROOT, capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)


def game_of(path: str, names: list[str]) -> str | None:
    parts = path.split("/")
    return next((g for g in names if g in parts[:-1]), None)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", help="a commit (default: the working tree)")
    parser.add_argument("--list", action="store_true", help="print the pairs between games")
    args = parser.parse_args()
    if shutil.which("duplicates") is None:
        print("the duplicates tool is not on PATH", file=sys.stderr)
        return 2
    names = games()
    with tempfile.TemporaryDirectory() as tmp:
        export(args.rev, Path(tmp))
        out = subprocess.run(
            ["duplicates", "--most", "200", "--seconds", "300"],
            cwd=tmp,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    rows = [line.rstrip() for line in out.splitlines() if ROW.match(line)]
    between = []
    for row in rows:
        match = ROW.match(row)
        assert match is not None
        a, b = game_of(match.group(1), names), game_of(match.group(2), names)
        if a and b and a != b:
            between.append(row)
    print(out.splitlines()[0])
    print(f"pairs: {len(rows)}; between two games ({', '.join(names)}): {len(between)}")
    if args.list:
        print("\n".join(between))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
