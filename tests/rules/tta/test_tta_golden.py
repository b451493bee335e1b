"""Golden counts of legal actions in fixed positions (perft-like): move generation must
not change unnoticed. Regenerate with ``python tests/rules/tta/make_tta_golden.py --write``
after an intended rules change, and review the diff."""

from __future__ import annotations

import json

import make_tta_golden as golden


def test_golden_legal_action_counts() -> None:
    expected = json.loads(golden.GOLDEN.read_text(encoding="utf-8"))
    assert len(expected) >= 10
    assert golden.counts() == expected


def test_golden_positions_are_rich() -> None:
    """The positions exercise most action kinds (not just 'end')."""
    expected = json.loads(golden.GOLDEN.read_text(encoding="utf-8"))
    kinds = set().union(*(set(p["by_kind"]) for p in expected))
    assert {"take", "pop", "build", "upg", "dest", "wonder", "play", "rev", "end"} <= kinds
    assert "pop.free" in kinds  # Ocean Liner Service's increase (issue 26)
