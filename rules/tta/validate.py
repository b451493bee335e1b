"""Validator for Through the Ages card data (``cards.json``, schema in :mod:`rules.tta.cards`).

``python -m rules.tta validate-data [PATH]`` calls :func:`main`; :func:`validate` returns the
problems as strings, one per problem: the whole-database checks of
:func:`rules.tta.cards.check_db` (which every loader runs too) and, here only, the corrections
file next to the data. Checked:

- the schema (every field typed, every effect kind and parameter known) — by the parser;
- deck totals the rulebook and the spec state: Age A civil deck 20 cards (6 leaders, 4 wonders,
  10 action cards) for every player count, civil decks I–III 45/50/55 for 2/3/4 players, exactly
  five "3+" and five "4"-only cards per age I–III, and they are the cards of the T-2.2 table;
  military decks A 10, I 50, II 50, III 45 for every player count (T-22 #31); 13 Age III action
  cards (T-22 #32); wars per age (T-22 #11); pacts per age (T-4.3.2, T-4.4.1); 9 simple-game
  events (T-4.2.2); the six starting technologies (T-3.1);
- cross-references: technology types and categories agree, every building/unit type has its cards
  and at most one per age, governments carry CA/MA/urban limit and both science costs, wonders
  have stages, tactics name existing unit types and their obsolete values fit T-12.2.3, aggressions
  name what they target, pacts end with their age (T-16.2), bonus cards are +2/+1, +4/+2, +6/+3,
  every effect parameter names an existing stat, type, card kind or card, and ``who``/``when``
  values fit the card kind;
- provenance: ids are snake case and unique, copies are non-negative, a card whose sources
  disagree is not marked verified, and every correction id a card cites exists in the
  ``corrections.json`` next to the data file (when there is one).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from rules.tta.cards import CardDB, _resolve, check_db, read_cards


def _check_corrections(path: Path, db: CardDB) -> list[str]:
    cpath = path.parent / "corrections.json"
    if not cpath.exists():
        return []
    try:
        doc = json.loads(cpath.read_text(encoding="utf-8"))
        ids = {c["id"] for c in doc["corrections"]}
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return [f"{cpath}: unreadable ({exc})"]
    return [
        f"{c.id}: cites correction {cid} missing from {cpath.name}"
        for c in db.cards.values()
        for cid in c.provenance.corrections
        if cid not in ids
    ]


def validate(path: str | Path | None = None) -> list[str]:
    """Every problem of the data file at ``path`` (a file or a directory with cards.json)."""
    db, problems = read_cards(path)
    if db is None or problems:
        return problems
    return check_db(db) + _check_corrections(_resolve(path), db)


def main(argv: list[str] | None = None) -> int:
    """``validate-data [PATH]``: print one problem per line; exit status 1 if any."""
    args = sys.argv[1:] if argv is None else argv
    target = args[0] if args else None
    problems = validate(target)
    for problem in problems:
        print(problem)
    if not problems:
        print(f"ok: {_resolve(target)}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
