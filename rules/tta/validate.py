"""Validator for Through the Ages card data (``cards.json``); see :mod:`rules.tta.cards`.

Work in progress: the deck-total and cross-reference checks follow.
"""

from __future__ import annotations

import sys
from pathlib import Path

from rules.tta.cards import CardDB, read_cards


def check_db(db: CardDB) -> list[str]:
    """Semantic checks on a parsed card database; one problem per string."""
    return []


def validate(path: str | Path | None = None) -> list[str]:
    """Every problem of the data file at ``path`` (a file or a directory with cards.json)."""
    db, problems = read_cards(path)
    if db is None or problems:
        return problems
    return check_db(db)


def main(argv: list[str] | None = None) -> int:
    """``validate-data [PATH]``: print one problem per line; exit status 1 if any."""
    args = sys.argv[1:] if argv is None else argv
    problems = validate(args[0] if args else None)
    for problem in problems:
        print(problem)
    if not problems:
        print("ok")
    return 1 if problems else 0
