"""Exported games: a self-contained JSON file of one game, and its replay from the seed.

The format (``docs/export-format.md`` describes it field by field) is ``tabletop-export``,
format version 1: the game, the release that played it, the data set (``Game.data_version``),
the options, the players, every action with who made it and when, the events each action
produced, and the result. An export is made for a *viewer*:

* a **complete** export (the game is over, or was abandoned) holds everything: the seed, every
  action code, every event (private ones too) and the SHA-256 of the final state's dump, so
  :func:`replay` rebuilds the game from the seed on any machine and checks it step by step;
* an export of a **running** game holds only what its viewer may see now: no seed and no final
  state; the code of an action another seat made at a secret decision is left out (``null``);
  events private to another seat are dropped. It cannot be replayed (there is no seed).

Standard library only, and nothing game-specific: every game is reached through the
:class:`rules.core.Game` protocol.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from rules import __version__
from rules.core import JSON, Game, RulesError

FORMAT = "tabletop-export"
FORMAT_VERSION = 1


class ExportError(RulesError):
    """A file that is not an export this release can read, or one that cannot be replayed."""


def release() -> str:
    """The project's release (``rules.__version__``: the code that runs, even from a tree that
    was never installed or whose installed metadata is older)."""
    return __version__


def state_hash(game: Game[Any, Any], state: Any) -> str:
    """The state hash: SHA-256 (hex) of the game's dump of ``state``."""
    return hashlib.sha256(game.dump(state).encode("utf-8")).hexdigest()


def iso_time(seconds: float | None) -> str | None:
    """Seconds since the epoch as an ISO 8601 UTC time (``2026-11-27T20:15:03Z``)."""
    if seconds is None:
        return None
    moment = datetime.fromtimestamp(seconds, UTC).replace(microsecond=0)
    return moment.isoformat().replace("+00:00", "Z")


@dataclass(frozen=True, slots=True)
class PlayedAction:
    """One stored action: ``version`` is the game's version before it, ``events`` the
    ``Event.to_json()`` of what it produced (private events included), ``at`` seconds since
    the epoch, ``actor`` who made it (``"player"``, ``"ai"``, ``"replacement"``…)."""

    seat: int
    code: str
    version: int
    actor: str = "player"
    at: float | None = None
    events: Sequence[Mapping[str, Any]] = ()


@dataclass(frozen=True, slots=True)
class Player:
    """A seat: its name as the table shows it; ``ai`` the AI level of an AI seat, else None."""

    seat: int
    name: str
    ai: str | None = None


def _plain(value: Any) -> Any:
    """``value`` as it reads back from JSON (tuples become lists), for comparisons."""
    return json.loads(json.dumps(value))


def build(
    game: Game[Any, Any],
    *,
    players: Sequence[Player],
    options: Mapping[str, Any],
    seed: int,
    actions: Sequence[PlayedAction],
    viewer: int | None = None,
    complete: bool,
    status: str | None = None,
    game_id: str | None = None,
    created_at: float | None = None,
    finished_at: float | None = None,
    final_state: str | None = None,
    release_name: str | None = None,
) -> JSON:
    """The export of a game (a JSON object; see the module doc and ``docs/export-format.md``).

    The game is replayed here from ``seed`` and ``options`` (the rules options ``new`` took)
    with the data set of ``final_state`` (or the current data), to learn which actions were
    made at a secret decision and to compute the final state hash. ``final_state`` (the stored
    dump) is the hash's reference when given. ``complete``: the game is over or abandoned, and
    everything goes in; otherwise only what ``viewer`` (a seat, or None for a spectator) may
    see. A log that stops replaying (a rules change during the game) still exports: from there
    on every other seat's move of a running game is hidden, and a replay of a complete export
    will name the divergence.
    """
    stored = game.load(final_state) if final_state is not None else None
    data = game.data_version(stored) if stored is not None else None
    played = game.with_data(data) if data else game
    state: Any = played.new(len(players), dict(options), seed)
    entries: list[JSON] = []
    for n, action in enumerate(actions, 1):
        if state is None:
            # The log stopped replaying (rules changed under a running game): which later
            # decisions were secret is unknown, so every other seat's move counts as secret.
            secret = True
        else:
            decision = played.decision(state)
            secret = decision is not None and decision.secret
            try:
                played.apply(state, action.seat, played.decode_action(action.code))
            except RulesError:
                state = None
                secret = True
        shown = complete or not secret or action.seat == viewer
        events = [
            dict(e)
            for e in action.events
            if complete or e.get("private_to") is None or e.get("private_to") == viewer
        ]
        entries.append(
            {
                "n": n,
                "version": action.version,
                "seat": action.seat,
                "action": action.code if shown else None,
                "secret": secret,
                "actor": action.actor,
                "at": iso_time(action.at),
                "events": _plain(events),
            }
        )
    final = stored if stored is not None else state
    if final is None:
        raise ExportError("the action log does not replay and no final state was given")
    result = game.result(final) if complete else None
    out: JSON = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": game.name,
        "id": game_id,
        "release": release_name if release_name is not None else release(),
        "data_version": played.data_version(final),
        "status": status or ("finished" if game.is_over(final) else "running"),
        "complete": complete,
        "viewer": None if complete else viewer,
        "options": _plain(dict(options)),
        "players": [{"seat": p.seat, "name": p.name, "ai": p.ai} for p in players],
        "created_at": iso_time(created_at),
        "finished_at": iso_time(finished_at),
        "seed": seed if complete else None,
        "actions": entries,
        "result": result.to_json() if result is not None else None,
        "final_state_sha256": state_hash(game, final) if complete else None,
    }
    return out


def dumps(export: Mapping[str, Any]) -> str:
    """The export as the text of its file (UTF-8 JSON, indented, keys in a fixed order)."""
    return json.dumps(export, ensure_ascii=False, indent=1) + "\n"


def parse(text: str) -> JSON:
    """An export read from its file's text; :class:`ExportError` if it is not one."""
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ExportError(f"not JSON: {error}") from error
    if not is_export(data):
        raise ExportError('not a tabletop export (no "format": "tabletop-export")')
    version = data.get("format_version")
    if not isinstance(version, int) or version > FORMAT_VERSION:
        raise ExportError(
            f"export format version {version!r}; this release reads up to {FORMAT_VERSION}"
        )
    result: JSON = data
    return result


def is_export(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == FORMAT


@dataclass
class Replay:
    """What :func:`replay` found: the replayed state and its hash, the actions applied, and
    the first divergence (None when the replay matches the export in every step)."""

    state: Any
    state_hash: str
    applied: int
    divergence: str | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.divergence is None


def replay(game: Game[Any, Any], export: Mapping[str, Any]) -> Replay:
    """Rebuild the exported game from its seed with its data set and apply every action,
    checking at each one the version it was made at and the events it produced, then the
    result and the final state hash. Stops at the first divergence and says where.

    :class:`ExportError` when the export cannot be replayed at all: another game, no seed (an
    export of a running game), or a data set this release does not have.
    """
    if export.get("game") != game.name:
        raise ExportError(f"this is an export of {export.get('game')!r}, not of {game.name!r}")
    if not export.get("complete") or export.get("seed") is None:
        raise ExportError(
            "this export was made while the game was running: it holds only what its viewer "
            "could see (no seed), so it cannot be replayed; export the game again once it is over"
        )
    data = str(export.get("data_version") or "")
    try:
        played = game.with_data(data) if data else game
    except RulesError as error:
        raise ExportError(
            f"this release does not have the data set {data[:16]}… the game was played with "
            f"(release {export.get('release')}): {error}"
        ) from error
    players = len(export.get("players") or [])
    state = played.new(players, dict(export.get("options") or {}), int(export["seed"]))
    notes: list[str] = []
    if export.get("release") not in (release(), None):
        notes.append(
            f"exported by release {export.get('release')}, replayed by {release()}: a rules "
            "change between them may make the replay differ"
        )
    applied = 0
    for entry in export.get("actions") or []:
        problem = _step(played, state, entry)
        if problem is not None:
            where = f"action {entry.get('n', applied + 1)} (seat {int(entry['seat']) + 1}, "
            where += f"{entry.get('action')!r})"
            return Replay(state, state_hash(played, state), applied, f"{where}: {problem}", notes)
        applied += 1
    digest = state_hash(played, state)
    expected = export.get("result")
    result = played.result(state)
    got = result.to_json() if result is not None else None
    if expected is not None and _plain(got) != expected:
        return Replay(state, digest, applied, "the replayed result differs", notes)
    wanted = export.get("final_state_sha256")
    if wanted and digest != wanted:
        return Replay(
            state, digest, applied, f"the final state hash is {digest}, not {wanted}", notes
        )
    return Replay(state, digest, applied, None, notes)


def _step(game: Game[Any, Any], state: Any, entry: Mapping[str, Any]) -> str | None:
    """Apply one exported action to ``state``; why it diverges, or None."""
    code = entry.get("action")
    if not isinstance(code, str):
        return "its code is missing from the export"
    version = game.version(state)
    if entry.get("version") is not None and int(entry["version"]) != version:
        return f"made at version {entry['version']}, the replay is at {version}"
    try:
        events = game.apply(state, int(entry["seat"]), game.decode_action(code))
    except RulesError as error:
        return f"refused by the rules ({error})"
    if "events" in entry and _plain([e.to_json() for e in events]) != entry["events"]:
        return "it produced other events than the exported ones"
    return None


def summary(export: Mapping[str, Any]) -> list[str]:
    """A few lines for people: the game, its players and its result."""
    players = export.get("players") or []
    lines = [
        f"{export.get('game')} {export.get('id') or ''} ({export.get('status')}), "
        f"release {export.get('release')}, data {str(export.get('data_version') or '-')[:16]}",
        "options: "
        + ", ".join(f"{k}={v}" for k, v in sorted((export.get("options") or {}).items())),
    ]
    result = export.get("result") or {}
    totals = {int(s["seat"]): s["total"] for s in result.get("scores", [])}
    winners = set(result.get("winners", []))
    for p in players:
        who = p["name"] + (f" (AI {p['ai']})" if p.get("ai") else "")
        score = f": {totals[p['seat']]}" if p["seat"] in totals else ""
        crown = " — winner" if p["seat"] in winners else ""
        lines.append(f"  seat {p['seat'] + 1}. {who}{score}{crown}")
    lines.append(f"{len(export.get('actions') or [])} actions")
    return lines


def replay_file(game: Game[Any, Any], path: str, legacy: Callable[[], int]) -> int:
    """``python -m rules.<game> replay FILE``, shared by every game's command line: an export
    is replayed here (prints the game, its players, the result and the final hash; 0 when the
    replay matches, 1 with the first divergence); any other file goes to ``legacy``, the
    game's replay of its own playout records."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as error:
        print(f"replay failed: {error}")
        return 1
    try:
        raw = json.loads(text)
    except ValueError:
        raw = None
    if not is_export(raw):
        return legacy()
    try:
        export = parse(text)
        for line in summary(export):
            print(line)
        report = replay(game, export)
    except (RulesError, KeyError, TypeError, ValueError) as error:
        print(f"replay failed: {error}")
        return 1
    for note in report.notes:
        print(f"note: {note}")
    print(f"final state hash: {report.state_hash}")
    if report.divergence is not None:
        print(f"MISMATCH after {report.applied} actions: {report.divergence}")
        return 1
    print(f"OK: {report.applied} actions replayed to the exported final state")
    return 0
