"""Saved games outlive releases: state-format migrations and released data sets.

Two mechanisms, shared by every game (see ``docs/saved-games.md``):

* **Format migrations.** A game's saved state carries ``format_version``. A :class:`Migrations`
  chain holds one named function per step *n → n+1*, each working on the raw JSON object (never
  on the game's classes, which change). ``upgrade`` applies the steps in order on load; a state
  of a newer format than this release knows is refused with :class:`BadDump` ("saved by a newer
  release"), never guessed at.
* **Released data sets.** A game's data (cards and the like) is addressed by a content
  fingerprint: the SHA-256 of its canonical JSON (sorted keys, no whitespace), so reformatting a
  file or appending a newline changes nothing. Each released data set is archived as
  ``released/<fingerprint>.json.gz`` next to the game's data, so a game saved with it plays on
  with it after an upgrade changed the data (the game is *pinned* to its data set).

Standard library only.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.core import BadDump, RulesError

JSON = dict[str, Any]
Migration = Callable[[JSON], JSON]


@dataclass(frozen=True)
class Migrations:
    """The chain of raw-JSON migrations of one game's saved states.

    ``steps[n]`` turns a state of format ``n`` into format ``n + 1``; ``current`` is the format
    :meth:`upgrade` delivers (the one the game's ``dump`` writes). Format 1 is the first.
    """

    game: str
    current: int
    steps: Mapping[int, Migration]

    def __post_init__(self) -> None:
        missing = [n for n in range(1, self.current) if n not in self.steps]
        if missing:
            raise ValueError(f"{self.game}: no migration from format {missing}")

    def upgrade(self, raw: JSON) -> JSON:
        """``raw`` brought to the current format (a new object when a step ran)."""
        version = raw.get("format_version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise BadDump(f"unsupported {self.game} state format version {version!r}")
        if version > self.current:
            raise BadDump(
                f"this {self.game} game was saved by a newer release (state format {version}; "
                f"this release reads formats up to {self.current}): upgrade the bot"
            )
        while version < self.current:
            try:
                raw = self.steps[version](dict(raw))
            except (KeyError, TypeError, ValueError, AttributeError) as exc:
                raise BadDump(
                    f"damaged {self.game} state: format {version} → {version + 1} failed ({exc!r})"
                ) from exc
            version += 1
            raw["format_version"] = version
        return raw

    def describe(self) -> list[tuple[int, str, str]]:
        """(from format, function name, first docstring line) of each step, in order."""
        out = []
        for n in range(1, self.current):
            step = self.steps[n]
            doc = (step.__doc__ or "").strip().splitlines()
            out.append((n, step.__name__, doc[0] if doc else ""))
        return out


# ----------------------------------------------------------------------------------------------
# Released data sets


def read_state(text: str, state_format: str, migrations: Migrations) -> JSON:
    """The JSON object of a game's dumped state, brought to the current format by
    ``migrations``: :class:`BadDump` when ``text`` is not JSON, not a state of ``state_format``,
    or of a format version this release cannot read. The game builds its state from it."""
    try:
        raw = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise BadDump(f"not JSON: {exc}") from exc
    if not isinstance(raw, dict) or raw.get("format") != state_format:
        raise BadDump(f"not a {migrations.game} state")
    return migrations.upgrade(raw)


def canonical(document: Any) -> bytes:
    """The canonical JSON bytes of a document: sorted keys, no whitespace, UTF-8."""
    text = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return text.encode("utf-8")


def fingerprint(document: Any, length: int = 16) -> str:
    """The content fingerprint of a data document: hex SHA-256 of :func:`canonical`."""
    return hashlib.sha256(canonical(document)).hexdigest()[:length]


def archive_path(directory: Path, fp: str) -> Path:
    return directory / f"{fp}.json.gz"


def is_fingerprint(fp: str) -> bool:
    """A plausible fingerprint (hex only: it becomes a file name)."""
    return 8 <= len(fp) <= 64 and all(ch in "0123456789abcdef" for ch in fp)


def write_archive(directory: Path, fp: str, document: Any) -> tuple[Path, bool]:
    """Archive ``document`` as ``<directory>/<fp>.json.gz`` (byte-for-byte reproducible: gzip
    without a time stamp). Returns the path and whether it was written (False: already there)."""
    path = archive_path(directory, fp)
    if path.exists():
        return path, False
    directory.mkdir(parents=True, exist_ok=True)
    path.write_bytes(gzip.compress(canonical(document), compresslevel=9, mtime=0))
    return path, True


def read_archive(
    directory: Path, fp: str, fingerprint_of: Callable[[Any], str] | None = None
) -> Any | None:
    """The archived document of fingerprint ``fp``, or None when this release does not have it.
    A damaged archive (bad gzip/JSON, or content that does not hash to ``fp`` by
    ``fingerprint_of``, default :func:`fingerprint`) raises BadDump."""
    if not is_fingerprint(fp):
        return None
    path = archive_path(directory, fp)
    try:
        blob = path.read_bytes()
    except FileNotFoundError:
        return None
    try:
        document = json.loads(gzip.decompress(blob).decode("utf-8"))
    except (OSError, EOFError, ValueError) as exc:
        raise BadDump(f"{path}: damaged data archive ({exc})") from exc
    found = fingerprint_of(document) if fingerprint_of else fingerprint(document, len(fp))
    if found != fp:
        raise BadDump(f"{path}: content does not match its fingerprint")
    return document


def archived(directory: Path) -> list[str]:
    """Fingerprints of the data sets archived in ``directory``, sorted."""
    if not directory.is_dir():
        return []
    return sorted(p.name.removesuffix(".json.gz") for p in directory.glob("*.json.gz"))


def data_command(
    action: str,
    current: Callable[[], str],
    listed: Callable[[], list[str]],
    release: Callable[[], tuple[str, Path, bool]],
) -> int:
    """The ``data list|release`` command of a game's CLI: list the archived data sets (marking
    the current one), or archive the current data set. Returns the exit code."""
    if action == "list":
        fp = current()
        for found in listed():
            print(found + ("  (current)" if found == fp else ""))
        return 0
    try:
        fp, archive, written = release()
    except RulesError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"{'archived' if written else 'already archived'}: {fp} ({archive})")
    return 0
