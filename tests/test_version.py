"""The project's one version (issue 27): the code, the package metadata, ``python -m bot
--version`` and the changelog's newest release all say the same number."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from rules import __version__

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "docs" / "CHANGELOG.md"


def releases() -> list[str]:
    return re.findall(r"^## (\d+\.\d+\.\d+) — ", CHANGELOG.read_text(encoding="utf-8"), re.M)


def test_the_version_is_a_release_number() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_the_changelog_starts_with_this_release_and_lists_each_once_newest_first() -> None:
    found = releases()
    assert found and found[0] == __version__, "add this release to docs/CHANGELOG.md"
    numbers = [tuple(int(p) for p in r.split(".")) for r in found]
    assert numbers == sorted(set(numbers), reverse=True)
    text = CHANGELOG.read_text(encoding="utf-8")
    for section in text.split("\n## ")[1:]:
        assert "**Running games**" in section, "each release says what it does to running games"


def test_python_m_bot_prints_the_version() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert done.returncode == 0 and done.stdout.strip() == f"tabletop-discord {__version__}"
