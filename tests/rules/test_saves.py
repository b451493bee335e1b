"""The generic machinery of saved games (:mod:`rules.saves`): the chain of state-format
migrations, content fingerprints and the archive of released data sets, and that the current
data of every game is archived (so a game started today keeps playing after the data changes).
No rule id applies: these are the hosting guarantees of docs/saved-games.md."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from rules import saves
from rules.core import BadDump
from rules.hadara import data as hadara_data
from rules.tta import catalog as tta_catalog
from rules.tta.cards import document_cards


def _add_a(raw: dict[str, Any]) -> dict[str, Any]:
    """Format 1 → 2: adds ``a``."""
    raw["a"] = 1
    return raw


def _double_a(raw: dict[str, Any]) -> dict[str, Any]:
    """Format 2 → 3: doubles ``a``."""
    raw["a"] *= 2
    return raw


CHAIN = saves.Migrations("Test", 3, {1: _add_a, 2: _double_a})


def test_migrations_run_in_order_from_the_saved_format() -> None:
    assert CHAIN.upgrade({"format_version": 1}) == {"format_version": 3, "a": 2}
    assert CHAIN.upgrade({"format_version": 2, "a": 5}) == {"format_version": 3, "a": 10}
    current = {"format_version": 3, "a": 7}
    assert CHAIN.upgrade(current) == current
    assert CHAIN.describe() == [
        (1, "_add_a", "Format 1 → 2: adds ``a``."),
        (2, "_double_a", "Format 2 → 3: doubles ``a``."),
    ]


def test_a_newer_or_unknown_format_is_refused_clearly() -> None:
    with pytest.raises(BadDump, match="saved by a newer release"):
        CHAIN.upgrade({"format_version": 4})
    for bad in (None, 0, "2", True):
        with pytest.raises(BadDump, match="unsupported"):
            CHAIN.upgrade({"format_version": bad})
    with pytest.raises(BadDump, match="format 2 → 3 failed"):
        CHAIN.upgrade({"format_version": 2})  # damaged: no ``a`` to double


def test_read_state_checks_json_and_format_then_migrates() -> None:
    text = json.dumps({"format": "test-state", "format_version": 1})
    assert saves.read_state(text, "test-state", CHAIN) == {
        "format": "test-state",
        "format_version": 3,
        "a": 2,
    }
    for bad, why in (("{", "not JSON"), ("[]", "not a Test state"), (text, "not a Test state")):
        with pytest.raises(BadDump, match=why):
            saves.read_state(bad, "other-state" if bad == text else "test-state", CHAIN)
    with pytest.raises(BadDump, match="newer release"):
        saves.read_state(json.dumps({"format": "t", "format_version": 9}), "t", CHAIN)


def test_a_chain_with_a_missing_step_cannot_be_built() -> None:
    with pytest.raises(ValueError, match="no migration"):
        saves.Migrations("Test", 3, {1: _add_a})


def test_fingerprints_ignore_whitespace_and_key_order() -> None:
    a = json.loads('{"b": [1, 2, {"x": "é"}], "a": 1}')
    b = json.loads('{\n  "a": 1,\n  "b": [1,2,{"x":"\\u00e9"}]\n}\n')
    assert saves.fingerprint(a) == saves.fingerprint(b)
    assert saves.fingerprint(a) != saves.fingerprint({**a, "a": 2})


def test_archives_are_reproducible_and_checked(tmp_path: Path) -> None:
    doc = {"cards": [{"id": "x", "cost": 3}]}
    fp = saves.fingerprint(doc)
    path, written = saves.write_archive(tmp_path, fp, doc)
    assert written and saves.write_archive(tmp_path, fp, doc) == (path, False)
    assert saves.read_archive(tmp_path, fp) == doc
    assert gzip.compress(saves.canonical(doc), compresslevel=9, mtime=0) == path.read_bytes()
    assert saves.archived(tmp_path) == [fp]
    assert saves.read_archive(tmp_path, "0123456789abcdef") is None
    assert saves.read_archive(tmp_path, "../../etc/passwd") is None
    path.write_bytes(gzip.compress(saves.canonical({"cards": []}), mtime=0))
    with pytest.raises(BadDump, match="does not match"):
        saves.read_archive(tmp_path, fp)


def test_the_current_data_of_every_game_is_released() -> None:
    """Fails when the card data changed and was not archived: games started with it would be
    stranded by the next change."""
    fp = tta_catalog.load().fingerprint
    assert fp in tta_catalog.released(), (
        f"Through the Ages card data {fp} is not archived: run `python -m rules.tta data release`"
        " and commit rules/tta/data/released/"
    )
    fp = hadara_data.load().fingerprint
    assert fp in hadara_data.released(), (
        f"Hadara data set {fp} is not archived: run `python -m rules.hadara data release`"
        " and commit rules/hadara/data/released/"
    )


def test_every_archived_data_set_is_valid() -> None:
    """Each archive holds a data set that passes its game's checks, under its own fingerprint
    (read from the archive itself, not from a data set loaded already)."""
    for fp in tta_catalog.released():
        document = saves.read_archive(tta_catalog.RELEASED_DIR, fp)
        assert document_cards(document, fp).fingerprint == fp
    for fp in hadara_data.released():
        raws = saves.read_archive(hadara_data.RELEASED_DIR, fp, hadara_data.fingerprint_of)
        assert isinstance(raws, dict)
        data, problems = hadara_data.parse_documents(raws, "released", fp)
        assert data is not None and not problems and hadara_data.fingerprint_of(raws) == fp
