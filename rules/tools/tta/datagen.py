"""Generate ``rules/tta/data/cards.json`` from the public card lists, corrections and effects.

Usage::

    python -m rules.tta.datagen [--sources DIR] [--data DIR] [--out FILE] [--check]

Inputs (all read-only):

- ``DIR`` (default ``/work/shared/tta/sources``, or ``$TTA_SOURCES``): ``kgold-TTA/*.csv`` and
  ``chellmuth_tta_deck_roster_4p.csv``. Only names and numbers are taken from them; their free-text
  columns are read for numbers only (e.g. "Building limit: 3"), never copied.
- ``data/corrections.json``: every value that differs from or is missing in the CSVs, each with
  ``source``, ``reason`` and ``verified`` (renames, copy-count decisions, conditional "?" values,
  cards added from ``military-facts.md``, reading decisions).
- ``data/effects.json``: the hand-written effect tables, summaries and Czech names.

The output is deterministic: the same inputs give the same bytes. ``--check`` compares instead of
writing and exits with status 1 on a difference (the data test uses :func:`generate`).

Every CSV/roster disagreement and every "?" cell must be covered by a correction, else the
generator stops with a list of what is missing.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.tta.cards import (
    CATEGORY_OF_TYPE,
    DEFAULT_PATH,
    dump_cards,
    effect_from_json,
    parse_cards,
)

DATA_DIR = DEFAULT_PATH.parent  # rules/tta/data
DEFAULT_SOURCES = Path("/work/shared/tta/sources")
CSV_DIR = "kgold-TTA"
ROSTER = "chellmuth_tta_deck_roster_4p.csv"
AGE_OF: dict[str, int] = {"A": 0, "I": 1, "II": 2, "III": 3}
ROMAN: dict[int, str] = {0: "a", 1: "i", 2: "ii", 3: "iii"}
KIND_ORDER: dict[str, int] = {
    "technology": 0, "leader": 1, "wonder": 2, "action": 3,
    "event": 10, "territory": 11, "tactic": 12, "aggression": 13, "pact": 14, "war": 15,
    "bonus": 16,
}
TYPE_OF: dict[str, str] = {
    "Farm": "farm", "Mine": "mine", "Temple": "temple", "Lab": "lab", "Arena": "arena",
    "Library": "library", "Theater": "theater", "Infantry": "infantry", "Cavalry": "cavalry",
    "Artillery": "artillery", "Air Force": "air_force", "Govt": "government",
    "Military": "military", "Civil": "civil", "Colonization": "colonization",
    "Construction": "construction",
}
STAT_COLUMNS: tuple[tuple[int, str], ...] = (
    (9, "food"), (10, "resources"), (11, "culture"), (12, "strength"), (13, "happy"),
    (14, "science"),
)
ROSTER_KIND: dict[str, str] = {
    "event": "event", "territory": "territory", "tactics": "tactic", "pact": "pact",
    "aggression": "aggression", "leader": "leader", "wonder": "wonder",
    "yellow-card": "action", "government": "technology",
}


class GenError(Exception):
    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


def snake(name: str) -> str:
    s = name.lower().replace("&", " and ").replace("'", "").replace("\\", "")
    return re.sub(r"[^a-z0-9]+", "_", s).strip("_")


def _rows(path: Path) -> list[list[str]]:
    with path.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    return [r for r in rows[1:] if any(c.strip() for c in r)]


def _int(cell: str) -> int:
    cell = cell.strip()
    return int(cell.lstrip("+")) if cell else 0


def _numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\d+", text)}


@dataclass
class Raw:
    """One card as read from a source, before corrections."""

    name: str
    age: int
    kind: str
    source: str
    copies: dict[str, int]
    text: str = ""
    fields: dict[str, Any] = field(default_factory=dict)
    stats: dict[str, int] = field(default_factory=dict)
    per_worker: dict[str, int] = field(default_factory=dict)
    unknown: dict[str, str] = field(default_factory=dict)  # stat -> "?" cell
    aliases: list[str] = field(default_factory=list)
    corrections: list[str] = field(default_factory=list)
    verified: bool = True
    sources: list[str] = field(default_factory=list)
    id: str = ""


def _copies(row: list[str]) -> dict[str, int]:
    return {"p2": _int(row[1]), "p3": _int(row[2]), "p4": _int(row[3])}


def read_civil(src: Path) -> list[Raw]:
    out: list[Raw] = []
    name = f"{CSV_DIR}/CivilNonAction.csv"
    for row in _rows(src / CSV_DIR / "CivilNonAction.csv"):
        row = row + [""] * (18 - len(row))
        ctype, cname, age = row[4].strip(), row[5].strip(), AGE_OF[row[6].strip()]
        text = row[17].strip()
        if ctype in ("Wonder", "Leader"):
            raw = Raw(cname, age, ctype.lower(), name, _copies(row), text)
        else:
            raw = Raw(cname, age, "technology", name, _copies(row), text)
            raw.fields["tech_type"] = TYPE_OF[ctype]
            raw.fields["category"] = CATEGORY_OF_TYPE[TYPE_OF[ctype]]
        stats: dict[str, int] = {}
        for col, stat in STAT_COLUMNS:
            cell = row[col].strip()
            if "?" in cell:
                raw.unknown[stat] = cell
            elif cell:
                stats[stat] = _int(cell)
        ca, ma = _int(row[15]), _int(row[16])
        cost, build = row[7].strip(), row[8].strip()
        if raw.kind == "wonder":
            raw.fields["stages"] = [int(x) for x in build.split()]
        if raw.kind == "technology":
            category = raw.fields["category"]
            if category == "government":
                m = re.fullmatch(r"(\d+)(?: \((\d+)\))?", cost)
                assert m, cname
                rev, peaceful = m.group(1), m.group(2)
                limit = re.search(r"Building limit: (\d+)", text)
                raw.fields["science_cost"] = int(peaceful) if peaceful else int(rev)
                raw.fields["government"] = {
                    "revolution_cost": int(rev) if peaceful else None,
                    "civil_actions": ca,
                    "military_actions": ma,
                    "urban_limit": int(limit.group(1)) if limit else None,
                }
                ca = ma = 0
            else:
                raw.fields["science_cost"] = _int(cost)
            if category in ("production", "urban", "unit"):
                raw.fields["build_cost"] = _int(build)
                raw.per_worker = stats
                stats = {}
                if category == "production":
                    raw.fields["token_value"] = raw.per_worker.get("food") or raw.per_worker.get(
                        "resources"
                    )
        if ca:
            stats["civil_actions"] = ca
        if ma:
            stats["military_actions"] = ma
        raw.stats = stats
        out.append(raw)
    name = f"{CSV_DIR}/CivilAction.csv"
    for row in _rows(src / CSV_DIR / "CivilAction.csv"):
        out.append(
            Raw(row[5].strip(), AGE_OF[row[6].strip()], "action", name, _copies(row),
                row[7].strip())
        )
    return out


def _territory_permanent(text: str) -> dict[str, int]:
    stats: dict[str, int] = {}
    for n, what in re.findall(r"\+(\d+) (blue|yellow|happy|strength)", text):
        key = {"blue": "blue_tokens", "yellow": "yellow_tokens"}.get(what, what)
        stats[key] = int(n)
    return stats


def _territory_immediate(text: str) -> tuple[str, int]:
    m = re.fullmatch(r"Increase(?: (\d+))? pop", text)
    if m:
        return "population", int(m.group(1) or 1)
    m = re.fullmatch(r"(\d+) (science|food|culture|resources|mil cards)", text)
    assert m, text
    stat = {"mil cards": "military_cards"}.get(m.group(2), m.group(2))
    return stat, int(m.group(1))


def read_military(src: Path) -> list[Raw]:
    out: list[Raw] = []
    name = f"{CSV_DIR}/Events.csv"
    for row in _rows(src / CSV_DIR / "Events.csv"):
        row = row + [""] * (12 - len(row))
        kind = "territory" if row[4].strip() == "Territory" else "event"
        raw = Raw(row[5].strip(), AGE_OF[row[6].strip()], kind, name, _copies(row),
                  row[11].strip())
        if kind == "territory":
            raw.fields["permanent"] = _territory_permanent(row[7])
            raw.fields["_immediate"] = _territory_immediate(row[9].strip())
        out.append(raw)
    name = f"{CSV_DIR}/Tactics.csv"
    for row in _rows(src / CSV_DIR / "Tactics.csv"):
        raw = Raw(row[5].strip(), AGE_OF[row[6].strip()], "tactic", name, _copies(row))
        m = re.fullmatch(r"(\d+)(?: \((\d+)\))?", row[10].strip())
        assert m, row
        raw.fields.update(
            infantry=_int(row[7]), cavalry=_int(row[8]), artillery=_int(row[9]),
            value=int(m.group(1)),
            obsolete_value=int(m.group(2)) if m.group(2) else None,
        )
        out.append(raw)
    name = f"{CSV_DIR}/Aggression.csv"
    for row in _rows(src / CSV_DIR / "Aggression.csv"):
        raw = Raw(row[5].strip(), AGE_OF[row[6].strip()], "aggression", name, _copies(row),
                  " ".join(row[11:13]))
        cost = row[7].strip()
        if "?" in cost:
            raw.unknown["ma_cost"] = cost
            raw.fields["ma_cost"] = None
        else:
            raw.fields["ma_cost"] = int(cost)
        out.append(raw)
    name = f"{CSV_DIR}/Bonus.csv"
    for row in _rows(src / CSV_DIR / "Bonus.csv"):
        raw = Raw("Defense / Colonization", AGE_OF[row[6].strip()], "bonus", name, _copies(row))
        raw.fields.update(defense=_int(row[7]), colonization=_int(row[8]))
        out.append(raw)
    return out


def read_roster(src: Path) -> list[dict[str, str]]:
    with (src / ROSTER).open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def _fail_if(problems: list[str]) -> None:
    if problems:
        raise GenError(problems)


def generate(sources: Path | None = None, data_dir: Path | None = None) -> str:
    """Return the text of ``cards.json`` generated from ``sources`` and ``data_dir``."""
    src = sources or Path(os.environ.get("TTA_SOURCES", DEFAULT_SOURCES))
    ddir = data_dir or DATA_DIR
    corr_doc = json.loads((ddir / "corrections.json").read_text(encoding="utf-8"))
    eff_doc = json.loads((ddir / "effects.json").read_text(encoding="utf-8"))
    corrections: list[dict[str, Any]] = corr_doc["corrections"]
    effects: dict[str, dict[str, Any]] = eff_doc["cards"]
    problems: list[str] = []
    seen_ids: set[str] = set()
    for c in corrections:
        if c["id"] in seen_ids:
            problems.append(f"correction {c['id']}: duplicate id")
        seen_ids.add(c["id"])
        for key in ("op", "source", "reason", "verified"):
            if key not in c:
                problems.append(f"correction {c['id']}: missing {key!r}")
    _fail_if(problems)

    raws = read_civil(src) + read_military(src)
    for raw in raws:
        raw.sources.append(raw.source)

    # 1. renames (source spelling kept as an alias)
    for c in (c for c in corrections if c["op"] == "rename"):
        hits = [r for r in raws if r.name == c["csv"] and r.age == c["age"]]
        if len(hits) != 1:
            problems.append(f"correction {c['id']}: {len(hits)} rows named {c['csv']!r}")
            continue
        hits[0].aliases.append(hits[0].name)
        hits[0].name = c["value"]
        hits[0].corrections.append(c["id"])
        hits[0].verified &= bool(c["verified"])
    # 2. cards added from other sources (pacts, wars)
    for c in (c for c in corrections if c["op"] == "add"):
        v = c["value"]
        raw = Raw(v["name"], v["age"], v["kind"], "", dict(v["copies"]))
        skip = ("name", "age", "kind", "copies")
        raw.fields.update({k: x for k, x in v.items() if k not in skip})
        raw.sources.extend(c["source_list"])
        raw.fields["_copies_verified"] = bool(c["verified"])
        raw.corrections.append(c["id"])
        raw.verified &= bool(c["verified"])
        raws.append(raw)
    _fail_if(problems)

    # 3. ids: snake case; a name used in several ages gets the age as a suffix
    ages_of: dict[str, set[int]] = {}
    for raw in raws:
        ages_of.setdefault(snake(raw.name), set()).add(raw.age)
    by_id: dict[str, Raw] = {}
    for raw in raws:
        base = snake(raw.name)
        raw.id = base if len(ages_of[base]) == 1 else f"{base}_{ROMAN[raw.age]}"
        if raw.id in by_id:
            problems.append(f"duplicate id {raw.id}")
        by_id[raw.id] = raw
    _fail_if(problems)

    # 4. field corrections
    copies_done: set[str] = set()
    for c in corrections:
        op = c["op"]
        if op in ("rename", "add", "note", "roster_row", "roster_alias"):
            continue
        raw_or_none = by_id.get(c.get("card", ""))
        if raw_or_none is None:
            problems.append(f"correction {c['id']}: unknown card {c.get('card')!r}")
            continue
        raw = raw_or_none
        raw.corrections.append(c["id"])
        raw.verified &= bool(c["verified"])
        if op == "alias":
            raw.aliases.append(c["value"])
        elif op == "set":
            path = c["field"]
            if path.startswith("stats.") or path.startswith("per_worker."):
                group, stat = path.split(".")
                if raw.unknown.get(stat) != c["csv"]:
                    problems.append(
                        f"correction {c['id']}: CSV {path} is {raw.unknown.get(stat)!r}, "
                        f"not {c['csv']!r}"
                    )
                raw.unknown.pop(stat, None)
                if c["value"]:
                    getattr(raw, group)[stat] = c["value"]
            else:
                if path in raw.unknown:
                    if raw.unknown[path] != c["csv"]:
                        problems.append(f"correction {c['id']}: CSV {path} differs")
                    raw.unknown.pop(path)
                elif raw.fields.get(path) != c.get("csv") and "csv" in c:
                    problems.append(
                        f"correction {c['id']}: CSV {path} is {raw.fields.get(path)!r}, "
                        f"not {c['csv']!r}"
                    )
                raw.fields[path] = c["value"]
        elif op == "starting":
            raw.fields.update(starting=True, in_deck=False, starting_workers=c["workers"])
            raw.fields["_csv_copies"] = raw.copies
            raw.copies = {"p2": 0, "p3": 0, "p4": 0}
        elif op == "copies":
            if raw.copies != c["csv"]:
                problems.append(f"correction {c['id']}: CSV copies are {raw.copies}")
            raw.copies = dict(c["value"])
            copies_done.add(raw.id)
        elif op == "decision":
            pass
        else:
            problems.append(f"correction {c['id']}: unknown op {op!r}")
    for raw in raws:
        for stat, cell in raw.unknown.items():
            problems.append(f"{raw.id}: CSV value {stat}={cell!r} has no correction")
    _fail_if(problems)

    # 5. roster counts (4 players)
    roster_alias: dict[tuple[int, str], str] = {}
    for c in (c for c in corrections if c["op"] == "roster_alias"):
        roster_alias[(c["age"], c["value"].casefold())] = c["card"]
        by_id[c["card"]].aliases.append(c["value"])
        by_id[c["card"]].corrections.append(c["id"])
    row_override: dict[str, dict[str, int]] = {
        c["row"]: c["counts"] for c in corrections if c["op"] == "roster_row"
    }
    for c in (c for c in corrections if c["op"] == "roster_row"):
        for card in c["counts"]:
            by_id[card].corrections.append(c["id"])
    roster_count: dict[str, int] = {}
    for row in read_roster(src):
        deck, age = row["deck"], AGE_OF[row["age"]]
        key = f"{deck},{row['age']},{row['cell_as_in_source']},{row['name_as_in_source']}"
        if key in row_override:
            for card, n in row_override[key].items():
                roster_count[card] = roster_count.get(card, 0) + n
            continue
        name = row["name_as_in_source"].casefold()
        if name == "bonus":
            cands = [r for r in raws if r.kind == "bonus" and r.age == age]
        else:
            cands = [
                r for r in raws
                if r.age == age
                and (r.kind in ("leader", "wonder", "technology", "action")) == (deck == "civil")
                and name in {r.name.casefold(), *(a.casefold() for a in r.aliases)}
            ]
        alias = roster_alias.get((age, row["name_as_in_source"].casefold()))
        if alias:
            cands = [by_id[alias]]
        if len(cands) != 1:
            problems.append(f"roster row {key}: matches {[r.id for r in cands]}")
            continue
        roster_count[cands[0].id] = roster_count.get(cands[0].id, 0) + int(row["copies"])
    _fail_if(problems)

    added_ids = {by_id_key for by_id_key, r in by_id.items() if not r.source}
    for raw in raws:
        if "_csv_copies" in raw.fields:
            continue
        rc = roster_count.get(raw.id)
        counts: list[dict[str, Any]] = []
        if raw.source:
            csv_copies = raw.copies if raw.id not in copies_done else next(
                c["csv"] for c in corrections if c["op"] == "copies" and c["card"] == raw.id
            )
            counts.append({"source": raw.source, **csv_copies})
        if rc is not None:
            counts.append({"source": ROSTER, "p4": rc})
            if ROSTER not in raw.sources:
                raw.sources.append(ROSTER)
        raw.fields["_source_counts"] = counts
        if raw.id in copies_done or raw.id in added_ids:
            continue  # decided in corrections.json, with its own verified flag
        if rc is None:
            problems.append(f"{raw.id}: no roster count and no copies correction")
        elif rc != raw.copies["p4"]:
            problems.append(
                f"{raw.id}: CSV p4={raw.copies['p4']} but roster {rc}: needs a copies correction"
            )
    _fail_if(problems)

    # 6. assemble
    cards_json: list[dict[str, Any]] = []
    order = sorted(
        raws,
        key=lambda r: (0 if KIND_ORDER[r.kind] < 10 else 1, r.age, KIND_ORDER[r.kind]),
    )
    for raw in order:
        eff = effects.get(raw.id, {})
        cards_json.append(_assemble(raw, eff, problems))
    unknown = sorted(set(effects) - set(by_id))
    problems.extend(f"effects.json: unknown card {k}" for k in unknown)
    _fail_if(problems)
    notes = corr_doc.get("data_notes", "")
    db, parse_problems = parse_cards({"schema": "tta-cards/1", "cards": cards_json})
    _fail_if(parse_problems)
    assert db is not None
    return dump_cards(db.cards.values(), notes=notes)


def _assemble(raw: Raw, eff: dict[str, Any], problems: list[str]) -> dict[str, Any]:
    f = dict(raw.fields)
    out: dict[str, Any] = {
        "id": raw.id, "kind": raw.kind, "name": raw.name, "age": raw.age,
        "copies": raw.copies, "verified": raw.verified,
    }
    for key in ("name_cs", "summary"):
        if key in eff:
            out[key] = eff[key]
    if raw.aliases:
        out["aliases"] = sorted(set(raw.aliases) - {raw.name})
    effects_raw = list(eff.get("effects", []))
    for i, e in enumerate(effects_raw):
        _, errs = effect_from_json(e, f"{raw.id}.effects[{i}]")
        problems.extend(errs)
    extra_stats: dict[str, int] = eff.get("stats", {})
    extra_fields: dict[str, Any] = eff.get("fields", {})
    stats = dict(raw.stats)
    for k, v in extra_stats.items():
        if stats.get(k):
            problems.append(f"{raw.id}: effects.json stats.{k} conflicts with the CSV")
        stats[k] = v
    immediate = f.pop("_immediate", None)
    added_copies_verified = f.pop("_copies_verified", None)
    source_counts = f.pop("_source_counts", [])
    csv_copies = f.pop("_csv_copies", None)
    if csv_copies is not None:
        source_counts = [{"source": raw.source, **csv_copies}]
    if raw.kind == "technology":
        if f["category"] == "government":
            gov = dict(f["government"])
            limit = extra_fields.get("urban_limit")
            if gov["urban_limit"] is not None and limit != gov["urban_limit"]:
                problems.append(f"{raw.id}: urban limit {limit} vs CSV {gov['urban_limit']}")
            gov["urban_limit"] = limit
            f["government"] = gov
        if raw.per_worker:
            f["per_worker"] = raw.per_worker
        extra_fields = {k: v for k, v in extra_fields.items() if k != "urban_limit"}
    if raw.kind in ("leader", "wonder", "technology") and stats:
        f["stats"] = stats
    if raw.kind == "event":
        f.setdefault("simple_game", raw.age == 0)
    if immediate is not None:
        stat, amount = immediate
        want = [{"kind": "gain", "stat": stat, "amount": amount}]
        if effects_raw != want:
            problems.append(f"{raw.id}: effects {effects_raw} do not match the CSV {want}")
    if raw.kind == "action" and raw.text:
        nums = _numbers(raw.text)
        for e in effects_raw:
            for key in ("discount", "then_amount", "amount"):
                v = e.get(key)
                vals = list(v["by_players"].values()) if isinstance(v, dict) else [v]
                for x in vals:
                    if isinstance(x, int) and x > 1 and x not in nums:
                        problems.append(f"{raw.id}: {key}={x} is not a number of the CSV text")
    f.update(extra_fields)
    out.update(f)
    if effects_raw:
        out["effects"] = effects_raw
    copies_verified = (
        added_copies_verified
        if added_copies_verified is not None
        else _copies_verified(raw, source_counts)
    )
    out["verified"] = raw.verified and copies_verified
    out["provenance"] = {
        "sources": raw.sources,
        "source_counts": source_counts,
        "copies_verified": copies_verified,
        "corrections": raw.corrections,
    }
    return out


def _copies_verified(raw: Raw, source_counts: list[dict[str, Any]]) -> bool:
    if raw.fields.get("starting"):
        return True
    p4 = [c.get("p4") for c in source_counts if c.get("p4") is not None]
    return len(p4) >= 2 and len(set(p4)) == 1 and raw.copies["p4"] == p4[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.tta.datagen", description=__doc__)
    parser.add_argument("--sources", type=Path, default=None)
    parser.add_argument("--data", type=Path, default=None)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    try:
        text = generate(args.sources, args.data)
    except GenError as exc:
        for p in exc.problems:
            print(p, file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"cannot read the sources: {exc}", file=sys.stderr)
        return 2
    out: Path = args.out or (args.data / "cards.json" if args.data else DEFAULT_PATH)
    if args.check:
        current = out.read_text(encoding="utf-8") if out.exists() else ""
        if current != text:
            print(f"{out} differs from the generated data", file=sys.stderr)
            return 1
        return 0
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
