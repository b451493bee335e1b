"""Game data: cards, colonies, statues, setup cards and the board, loaded from JSON files.

The default set lives in ``data/default/``; another set (for example values transcribed from a
physical copy) can be loaded from any directory with the same five files. Every set is checked by
:func:`validate_dir` before use; a set that fails raises :class:`rules.core.BadData`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules import saves
from rules.core import BadData, BadDump

COLORS: tuple[str, ...] = ("blue", "green", "yellow", "red", "purple")
TRACKS: tuple[str, ...] = ("income", "military", "culture", "food")
# Which track each non-purple colour raises (H-1.3).
COLOR_TRACK: dict[str, str] = {
    "yellow": "income",
    "red": "military",
    "blue": "culture",
    "green": "food",
}
TILE_COLORS: tuple[str, ...] = ("yellow", "red", "blue", "green")
# Coats of arms by seat (H-2.1); they also mark the seats on the wheel.
COATS: tuple[str, ...] = ("monkey", "dragon", "lion", "pegasus", "scarab")
COLONY_LEVELS: tuple[int, ...] = (3, 9, 15, 21, 30)
COLOR_LETTER: dict[str, str] = {"blue": "b", "green": "g", "yellow": "y", "red": "r", "purple": "p"}
EFFECTS: dict[str, tuple[int, bool]] = {
    # effect id: (epoch, starred)  (H-12)
    "P-I-1": (1, False),
    "P-I-2": (1, False),
    "P-I-3": (1, True),
    "P-I-4": (1, True),
    "P-I-5": (1, True),
    "P-I-6": (1, True),
    "P-II-1": (2, False),
    "P-II-2": (2, False),
    "P-II-3": (2, True),
    "P-II-4": (2, True),
    "P-II-5": (2, True),
    "P-II-6": (2, True),
    "P-III-1": (3, False),
    "P-III-2": (3, False),
    "P-III-3": (3, True),
    "P-III-4": (3, True),
    "P-III-5": (3, True),
    "P-III-6": (3, True),
}
# P-I-3..6: +1 on the track of this colour per card of this colour owned (H-12, H-12.5).
COUNTING_EFFECTS: dict[str, str] = {
    "P-I-3": "blue",
    "P-I-4": "green",
    "P-I-5": "yellow",
    "P-I-6": "red",
}
FILES: tuple[str, ...] = ("cards", "colonies", "statues", "setups", "board")
SCHEMAS: dict[str, str] = {
    "cards": "hadara-cards/1",
    "colonies": "hadara-colonies/1",
    "statues": "hadara-statues/1",
    "setups": "hadara-setups/1",
    "board": "hadara-board/1",
}
P3_3_RULES: tuple[str, ...] = ("wildcard", "four_color_set")
DEFAULT_DIR = Path(__file__).parent / "data" / "default"
# Every released data set, gzipped canonical JSON of its five files named by its fingerprint
# (``python -m rules.hadara data release`` adds the current one).
RELEASED_DIR = Path(__file__).parent / "data" / "released"

Tracks = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    epoch: int
    color: str
    name: str
    cost: int
    points: int
    tracks: Tracks
    effect: str | None
    star: bool


@dataclass(frozen=True, slots=True)
class Colony:
    id: str
    level: int
    name: str
    plunder: int
    integrate: int
    front_points: int
    reverse_tracks: Tracks
    reverse_points: int


@dataclass(frozen=True, slots=True)
class Statue:
    id: str
    index: int
    culture: int
    points: int
    bonus: int


@dataclass(frozen=True, slots=True)
class SetupSide:
    coins: int
    tracks: Tracks


@dataclass(frozen=True, slots=True)
class SetupCard:
    id: str
    initiative: int
    a: SetupSide
    b: SetupSide

    def side(self, side: str) -> SetupSide:
        return self.a if side == "A" else self.b


@dataclass(frozen=True)
class DataSet:
    """A validated, immutable data set. ``ref`` is how a saved state names it."""

    ref: str
    fingerprint: str
    cards: dict[str, Card]
    colonies: dict[str, Colony]
    statues: tuple[Statue, ...]
    setups: tuple[SetupCard, ...]
    wheel_colors: tuple[str, ...]
    p3_3_rule: str

    def epoch_cards(self, epoch: int, color: str, basic: bool) -> list[str]:
        """Card ids of one epoch and colour, without starred cards in the basic game (H-2.6)."""
        return [
            c.id
            for c in self.cards.values()
            if c.epoch == epoch and c.color == color and not (basic and c.star)
        ]

    def effect_card(self, effect: str) -> Card | None:
        for card in self.cards.values():
            if card.effect == effect:
                return card
        return None


def _tracks(raw: Any, where: str, problems: list[str]) -> Tracks:
    if not isinstance(raw, dict):
        problems.append(f"{where}: tracks must be an object")
        return (0, 0, 0, 0)
    for key, value in raw.items():
        if key not in TRACKS:
            problems.append(f"{where}: unknown track {key!r}")
        elif not _is_int(value) or value < 0:
            problems.append(f"{where}: track {key} must be a non-negative integer")
    values = [raw.get(t, 0) for t in TRACKS]
    clean = [v if _is_int(v) and v >= 0 else 0 for v in values]
    return (clean[0], clean[1], clean[2], clean[3])


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _nonneg(obj: dict[str, Any], key: str, where: str, problems: list[str]) -> int:
    value = obj.get(key)
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    problems.append(f"{where}: {key} must be a non-negative integer")
    return 0


def _string(obj: dict[str, Any], key: str, where: str, problems: list[str]) -> str:
    value = obj.get(key)
    if not isinstance(value, str) or not value.strip():
        problems.append(f"{where}: {key} must be a non-empty string")
        return ""
    return value


def _origin(obj: dict[str, Any], where: str, problems: list[str]) -> None:
    origin = obj.get("origin", {})
    if not isinstance(origin, dict) or any(
        v not in ("rulebook", "design") for v in origin.values()
    ):
        problems.append(f"{where}: origin must map field names to 'rulebook' or 'design'")


def _read(path: Path, name: str, problems: list[str]) -> dict[str, Any]:
    file = path / f"{name}.json"
    try:
        raw = json.loads(file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        problems.append(f"{file}: missing")
        return {}
    except (OSError, ValueError) as exc:
        problems.append(f"{file}: unreadable JSON ({exc})")
        return {}
    if not isinstance(raw, dict):
        problems.append(f"{file}: top level must be an object")
        return {}
    if raw.get("schema") != SCHEMAS[name]:
        problems.append(f"{file}: schema must be {SCHEMAS[name]!r}")
    return raw


def _parse_cards(raw: dict[str, Any], problems: list[str]) -> dict[str, Card]:
    cards: dict[str, Card] = {}
    items = raw.get("cards")
    if not isinstance(items, list):
        problems.append("cards.json: 'cards' must be a list")
        return cards
    names: set[str] = set()
    for i, item in enumerate(items):
        where = f"cards[{i}]"
        if not isinstance(item, dict):
            problems.append(f"{where}: must be an object")
            continue
        cid = _string(item, "id", where, problems)
        where = f"card {cid or i}"
        epoch = item.get("epoch")
        if epoch not in (1, 2, 3):
            problems.append(f"{where}: epoch must be 1, 2 or 3")
            epoch = 1
        color = item.get("color")
        if color not in COLORS:
            problems.append(f"{where}: unknown color {color!r}")
            color = "blue"
        if cid and cid[:2] != f"{epoch}{COLOR_LETTER[color]}":
            problems.append(f"{where}: id must start with epoch digit and colour letter")
        name = _string(item, "name", where, problems)
        if name in names:
            problems.append(f"{where}: duplicate name {name!r}")
        names.add(name)
        effect = item.get("effect")
        star = item.get("star", False)
        if not isinstance(star, bool):
            problems.append(f"{where}: star must be true or false")
            star = False
        if effect is not None:
            if effect not in EFFECTS:
                problems.append(f"{where}: unknown effect {effect!r}")
                effect = None
            elif color != "purple":
                problems.append(f"{where}: only purple cards carry effects")
            elif EFFECTS[effect] != (epoch, star):
                problems.append(f"{where}: effect {effect} belongs to epoch/star {EFFECTS[effect]}")
        if star and color != "purple":
            problems.append(f"{where}: only purple cards can be starred")
        _origin(item, where, problems)
        if cid in cards:
            problems.append(f"{where}: duplicate id")
        cards[cid] = Card(
            id=cid,
            epoch=epoch,
            color=color,
            name=name,
            cost=_nonneg(item, "cost", where, problems),
            points=_nonneg(item, "points", where, problems),
            tracks=_tracks(item.get("tracks", {}), where, problems),
            effect=effect,
            star=star,
        )
    # H-1: 10 of each track colour and 14 purple per epoch; H-12: 4 starred per epoch.
    for epoch in (1, 2, 3):
        for color in COLORS:
            n = sum(1 for c in cards.values() if c.epoch == epoch and c.color == color)
            want = 14 if color == "purple" else 10
            if n != want:
                problems.append(f"cards: epoch {epoch} has {n} {color} cards, needs {want}")
        stars = sum(1 for c in cards.values() if c.epoch == epoch and c.star)
        if stars != 4:
            problems.append(f"cards: epoch {epoch} has {stars} starred cards, needs 4")
    for effect in EFFECTS:
        n = sum(1 for c in cards.values() if c.effect == effect)
        if n != 1:
            problems.append(f"cards: effect {effect} appears on {n} cards, needs exactly 1")
    return cards


def _parse_colonies(raw: dict[str, Any], n_levels: int, problems: list[str]) -> dict[str, Colony]:
    colonies: dict[str, Colony] = {}
    items = raw.get("colonies")
    if not isinstance(items, list):
        problems.append("colonies.json: 'colonies' must be a list")
        return colonies
    for i, item in enumerate(items):
        where = f"colonies[{i}]"
        if not isinstance(item, dict):
            problems.append(f"{where}: must be an object")
            continue
        cid = _string(item, "id", where, problems)
        where = f"colony {cid or i}"
        level = item.get("level")
        if level not in COLONY_LEVELS:
            problems.append(f"{where}: level must be one of {COLONY_LEVELS}")
            level = COLONY_LEVELS[0]
        front = item.get("front")
        reverse = item.get("reverse")
        if not isinstance(front, dict) or not isinstance(reverse, dict):
            problems.append(f"{where}: needs 'front' and 'reverse' objects")
            continue
        colony = Colony(
            id=cid,
            level=level,
            name=_string(item, "name", where, problems),
            plunder=_nonneg(front, "plunder", where + " front", problems),
            integrate=_nonneg(front, "integrate", where + " front", problems),
            front_points=_nonneg(front, "points", where + " front", problems),
            reverse_tracks=_tracks(reverse.get("tracks", {}), where + " reverse", problems),
            reverse_points=_nonneg(reverse, "points", where + " reverse", problems),
        )
        if colony.reverse_points < colony.front_points:
            problems.append(f"{where}: reverse points must be at least the front points (H-8.6)")
        _origin(item, where, problems)
        if cid in colonies:
            problems.append(f"{where}: duplicate id")
        colonies[cid] = colony
    for level in COLONY_LEVELS:
        n = sum(1 for c in colonies.values() if c.level == level)
        if n != n_levels:
            problems.append(f"colonies: level {level} has {n} tiles, needs {n_levels}")
    return colonies


def _parse_statues(raw: dict[str, Any], problems: list[str]) -> tuple[Statue, ...]:
    items = raw.get("statues")
    if not isinstance(items, list) or len(items) != 4:
        problems.append("statues.json: 'statues' must list exactly 4 statues (H-9.4)")
        return ()
    statues: list[Statue] = []
    for i, item in enumerate(items):
        where = f"statues[{i}]"
        if not isinstance(item, dict):
            problems.append(f"{where}: must be an object")
            continue
        _origin(item, where, problems)
        statues.append(
            Statue(
                id=_string(item, "id", where, problems),
                index=i,
                culture=_nonneg(item, "culture", where, problems),
                points=_nonneg(item, "points", where, problems),
                bonus=_nonneg(item, "bonus", where, problems),
            )
        )
    reqs = [s.culture for s in statues]
    if len(set(reqs)) != len(reqs) or reqs != sorted(reqs):
        problems.append("statues: requirements must be distinct and ascending (H-9.4)")
    if len({s.id for s in statues}) != len(statues):
        problems.append("statues: duplicate id")
    return tuple(statues)


def _parse_side(raw: Any, where: str, problems: list[str]) -> SetupSide:
    if not isinstance(raw, dict):
        problems.append(f"{where}: must be an object")
        return SetupSide(0, (0, 0, 0, 0))
    return SetupSide(
        coins=_nonneg(raw, "coins", where, problems),
        tracks=_tracks(raw.get("tracks", {}), where, problems),
    )


def _parse_setups(raw: dict[str, Any], problems: list[str]) -> tuple[SetupCard, ...]:
    items = raw.get("setups")
    if not isinstance(items, list) or len(items) != 5:
        problems.append("setups.json: 'setups' must list exactly 5 setup cards (H-1)")
        return ()
    setups: list[SetupCard] = []
    for i, item in enumerate(items):
        where = f"setups[{i}]"
        if not isinstance(item, dict):
            problems.append(f"{where}: must be an object")
            continue
        _origin(item, where, problems)
        setups.append(
            SetupCard(
                id=_string(item, "id", where, problems),
                initiative=_nonneg(item, "initiative", where, problems),
                a=_parse_side(item.get("A"), where + ".A", problems),
                b=_parse_side(item.get("B"), where + ".B", problems),
            )
        )
    if sorted(s.initiative for s in setups) != [1, 2, 3, 4, 5]:
        problems.append("setups: initiatives must be 1, 2, 3, 4, 5 (one per card)")
    if len({s.id for s in setups}) != len(setups):
        problems.append("setups: duplicate id")
    return tuple(setups)


def _parse_board(raw: dict[str, Any], problems: list[str]) -> tuple[tuple[str, ...], str]:
    wheel = raw.get("wheel_colors")
    if not isinstance(wheel, list) or sorted(map(str, wheel)) != sorted(COLORS):
        problems.append("board.json: wheel_colors must list each of the five colours once")
        wheel = list(COLORS)
    rule = raw.get("p3_3_rule", "wildcard")
    if rule not in P3_3_RULES:
        problems.append(f"board.json: p3_3_rule must be one of {P3_3_RULES}")
        rule = "wildcard"
    return tuple(str(c) for c in wheel), str(rule)


def fingerprint_of(raws: Mapping[str, Any]) -> str:
    """The content fingerprint of a data set (its five documents, by file name): the canonical
    JSON of each, so whitespace and key order do not change it."""
    digest = hashlib.sha256()
    for name in FILES:
        canonical = json.dumps(raws[name], sort_keys=True)
        digest.update(name.encode() + b"\0" + canonical.encode() + b"\0")
    return digest.hexdigest()[:16]


def _archive_fingerprint(document: Any) -> str:
    """The fingerprint of an archived data set ("" when it does not hold the five files)."""
    if not isinstance(document, dict) or any(name not in document for name in FILES):
        return ""
    return fingerprint_of(document)


def _fingerprint(path: Path) -> str:
    return fingerprint_of(
        {name: json.loads((path / f"{name}.json").read_text(encoding="utf-8")) for name in FILES}
    )


def parse_dir(path: Path) -> tuple[DataSet | None, list[str]]:
    """Parse and validate a data directory; returns the data set and the list of problems."""
    problems: list[str] = []
    raws = {name: _read(path, name, problems) for name in FILES}
    if problems:
        return None, problems
    ref = "default" if path.resolve() == DEFAULT_DIR.resolve() else str(path.resolve())
    return parse_documents(raws, ref, _fingerprint(path))


def parse_documents(
    raws: Mapping[str, Any], ref: str, fingerprint: str
) -> tuple[DataSet | None, list[str]]:
    """Parse and validate the five documents of a data set (by file name)."""
    problems: list[str] = []
    for name in FILES:
        if not isinstance(raws.get(name), dict) or raws[name].get("schema") != SCHEMAS[name]:
            problems.append(f"{name}.json: schema must be {SCHEMAS[name]!r}")
    if problems:
        return None, problems
    cards = _parse_cards(raws["cards"], problems)
    colonies = _parse_colonies(raws["colonies"], 5, problems)
    statues = _parse_statues(raws["statues"], problems)
    setups = _parse_setups(raws["setups"], problems)
    wheel, rule = _parse_board(raws["board"], problems)
    if problems:
        return None, problems
    data = DataSet(
        ref=ref,
        fingerprint=fingerprint,
        cards=cards,
        colonies=colonies,
        statues=statues,
        setups=setups,
        wheel_colors=wheel,
        p3_3_rule=rule,
    )
    return data, problems


def validate_dir(path: Path) -> list[str]:
    """The problems of a data directory (empty when it is valid)."""
    return parse_dir(path)[1]


_CACHE: dict[str, DataSet] = {}


def load(ref: str | Path | None = None) -> DataSet:
    """Load (and cache) a data set: ``None`` or ``"default"`` for the bundled one, else a path."""
    path = DEFAULT_DIR if ref in (None, "default") else Path(str(ref))
    key = str(path.resolve())
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    data, problems = parse_dir(path)
    if data is None:
        raise BadData(problems)
    _CACHE[key] = data
    _BY_FINGERPRINT.setdefault(data.fingerprint, data)
    return data


# Data sets by fingerprint: those loaded from directories and from the archive. The same
# fingerprint is the same data, wherever it was read from.
_BY_FINGERPRINT: dict[str, DataSet] = {}


def of_fingerprint(fingerprint: str, ref: str | None = None) -> DataSet:
    """The data set ``fingerprint``: one loaded already, the bundled one, the directory ``ref``
    names (a saved state's hint) when it still holds that data, else the released data set
    archived under that fingerprint. A game saved with data that moved or changed since still
    finds its own data. Raises :class:`rules.core.BadDump` when there is none."""
    found = _BY_FINGERPRINT.get(fingerprint)
    if found is not None:
        return found
    for where in ("default", ref):
        if where is None or (where != "default" and not Path(where).is_dir()):
            continue
        try:
            candidate = load(where)
        except BadData:
            continue
        if candidate.fingerprint == fingerprint:
            return candidate
    raws = saves.read_archive(RELEASED_DIR, fingerprint, _archive_fingerprint)
    if raws is None:
        raise BadDump(
            f"this release does not have the Hadara data set {fingerprint!r} the game was saved "
            f"with (a newer release, or data never archived: see docs/saved-games.md)"
        )
    data, problems = parse_documents(raws, f"released/{fingerprint}", fingerprint)
    if data is None:
        raise BadDump(f"the archived Hadara data set {fingerprint!r} is damaged: {problems[:3]}")
    _BY_FINGERPRINT[fingerprint] = data
    return data


def release(ref: str | Path | None = None) -> tuple[str, Path, bool]:
    """Archive the data set ``ref`` (default: the bundled one) under its fingerprint, after
    checking it. Returns (fingerprint, archive, whether it was new)."""
    data = load(ref)
    path = DEFAULT_DIR if ref in (None, "default") else Path(str(ref))
    raws = {name: json.loads((path / f"{name}.json").read_text(encoding="utf-8")) for name in FILES}
    if fingerprint_of(raws) != data.fingerprint:
        raise BadData([f"{path}: changed while it was being released"])
    archive, written = saves.write_archive(RELEASED_DIR, data.fingerprint, raws)
    return data.fingerprint, archive, written


def released() -> list[str]:
    """Fingerprints of the archived data sets."""
    return saves.archived(RELEASED_DIR)
