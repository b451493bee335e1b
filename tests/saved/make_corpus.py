"""Saves games in progress the way the bot stores them, with the code of the release it runs in.

Run with a release's own code (an exported checkout, so that its ``rules`` and ``bot`` are the
ones imported; the script prints where they came from)::

    git archive <commit> | tar -x -C /tmp/rel-<commit>
    PYTHONPATH=/tmp/rel-<commit> /work/main/.venv/bin/python tests/saved/make_corpus.py \\
        --release <version or commit> --out tests/saved/release-<version or commit>.json.gz

Every registered game, every variant and player count (and a few more games with lobby options
on), is played through the bot's own
:class:`bot.manager.GameManager` on an in-memory store with a fake clock: some seats are AI
seats (easy and normal) that the manager plays, the others "players" whose clicks an agent
chooses (heuristic mostly, random now and then), and now and then an absent player is replaced
after ``replace_hours``. At several points of each game (from the opening to the last moves;
preferring a secret, simultaneous or out-of-turn question pending there) the store's record is
saved as the store holds it (``GameRecord`` fields; seats as ``SeatRecord.to_json``), with the
action rows up to the last point (``ActionRow`` fields; events as ``Event.to_json``, private
ones included). ``tests/saved/README.md`` says what the file holds and how CI uses it.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import gzip
import json
import random
import re
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import bot
import rules
from bot.games import registry
from bot.manager import AI_STALL_SECONDS, GameManager, Snapshot, normalize_options
from bot.store import GameRecord, GameStore, SeatRecord
from bot.store.memory import MemoryStore

# The points of a game saved, as a share of the game's length (in versions).
POINTS = (("opening", 0.04), ("early", 0.2), ("middle", 0.5), ("late", 0.8), ("ending", 0.96))
LANGUAGES = ("en-US", "cs", "pl", "ru")
NAMES = ("Ann", "Bořek", "Zofia", "Дмитрий", "Eve")
# Through the Ages questions asked out of turn or in secret, saved where a game asks them: a
# defence, a pact offered, a colonization bid, a discard (rarest first).
TTA_QUESTIONS = ("pact", "defence", "bid", "discard", "agree")


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class Capture:
    """A presenter that shows nothing and keeps, after each change is shown, the store's record
    of the game (so every saved version of the game is at hand)."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.records: list[GameRecord] = []

    async def lobby(self, game: GameRecord) -> None:
        game.lobby_message_id = game.lobby_message_id or 1_000_001

    async def show(self, snap: Snapshot) -> dict[int, bool]:
        game = snap.game
        await self.store.mark_shown(game.id, game.version)
        stored = await self.store.get(game.id)
        if stored is not None and stored.status == "running":
            self.records.append(stored)
        return {s: True for s in snap.private}

    async def reminder(self, game: GameRecord, seat: int) -> None:
        return None

    async def notice(self, game: GameRecord, message_id: str, **args: str | int) -> None:
        return None


def label(key: str) -> str:
    """A decision key without its counters ("t30.force37" → "t.force")."""
    return re.sub(r"\d+", "", key)


def specs() -> list[dict[str, Any]]:
    """The games to play: game, variant, players, extra lobby options, AI seats."""
    out: list[dict[str, Any]] = []
    games = registry()
    for name, plugin in games.items():
        info = plugin.rules.info
        sizes = list(range(info.min_players, info.max_players + 1))
        for variant in info.variants:
            for players in sizes:
                out.append({"game": name, "variant": variant, "players": players, "options": {}})
    if "tta" in games:
        out.append(
            {
                "game": "tta",
                "variant": "full",
                "players": 3,
                "options": {"milder_combat": True, "continuous_draw": True, "gradual_reveal": True},
            }
        )
        out.append(
            {
                "game": "tta",
                "variant": "advanced",
                "players": 2,
                "options": {"easier": True, "pre_revealed_bonuses": 2},
            }
        )
        out.append({"game": "tta", "variant": "full", "players": 2, "options": {"peaceful": True}})
    if "bids" in games:
        out.append(
            {
                "game": "bids",
                "variant": "first_price",
                "players": 3,
                "options": {"coins": 20, "rounds": 7},
            }
        )
    for i, spec in enumerate(out):
        players = spec["players"]
        # Seat 0 is the creator (a player). AI seats: none, one, or all the others, in turn.
        ai_count = (0, 1, players - 1)[i % 3]
        spec["ai"] = [("easy" if (i + s) % 2 else "normal") for s in range(ai_count)]
        spec["seed"] = 4_000 + 37 * i
        spec["language"] = LANGUAGES[i % len(LANGUAGES)]
    return out


async def play(spec: Mapping[str, Any]) -> tuple[list[GameRecord], list[dict[str, Any]]]:
    """Play one game through the manager to its end: every record the store held while it
    ran (after each change), and its action rows."""
    games = registry()
    plugin = games[spec["game"]]
    rules_ = plugin.rules
    store = MemoryStore()
    await store.open()
    clock = Clock(1_760_000_000.0 + spec["seed"] * 1000)
    capture = Capture(store)
    manager = GameManager(store, capture, clock=clock, ai_delay=0, games=games)
    rng = random.Random(spec["seed"])
    channel = 700_000 + spec["seed"]
    users = [100_000 + spec["seed"] * 10 + s for s in range(spec["players"])]
    options = {
        "game": spec["game"],
        "variant": spec["variant"],
        "language": spec["language"],
        "seed": spec["seed"],
        "reminder_hours": 12,
        "replace_hours": 24,
        **spec["options"],
    }
    game = await manager.new_lobby(
        555_000, channel, users[0], NAMES[0], LANGUAGES[spec["seed"] % 4], options
    )
    humans = spec["players"] - len(spec["ai"])
    for seat in range(1, humans):
        await manager.join(channel, users[seat], NAMES[seat], LANGUAGES[seat % 4])
    for level in spec["ai"]:
        await manager.add_ai(channel, users[0], level)
    await manager.start(channel, users[0])
    await manager.idle()
    agents = {
        kind: [plugin.make_agent(kind, spec["seed"] + s) for s in range(spec["players"])]
        for kind in ("heuristic", "random")
    }
    moves = 0
    while True:
        record = await store.get(game.id)
        assert record is not None
        if record.status != "running":
            break
        decision = manager.decision(record)
        assert decision is not None
        waiting = [s for s in decision.seats if record.seats[s].ai is None]
        moves += 1
        assert moves < 5_000, f"{spec} does not end"
        if not waiting:
            # AI seats left waiting by a replacement move: the next timer tick starts them.
            clock.now += AI_STALL_SECONDS + 1
            await manager.tick()
            await manager.idle()
            continue
        if rng.random() < 0.03:
            # An absent player: the replacement plays for them after replace_hours.
            clock.now += 24 * 3600 + 60
            await manager.tick()
            await manager.idle()
            continue
        seat = rng.choice(waiting)
        state = rules_.load(record.state or "")
        kind = "random" if rng.random() < 0.15 else "heuristic"
        code = rules_.encode_action(agents[kind][seat].choose(state, seat))
        if code == "resign":
            code = rules_.encode_action(agents["heuristic"][seat].choose(state, seat))
        if code == "resign":
            legal = [rules_.encode_action(a) for a in rules_.legal_actions(state, seat)]
            code = next(c for c in legal if c != "resign")
        clock.now += rng.randint(5, 900)
        user = record.seats[seat].user_id
        assert user is not None
        await manager.act(game.id, user, record.version, code)
        await manager.idle()
    await manager.close()
    rows = [dataclasses.asdict(r) for r in await store.actions(game.id)]
    await store.close()
    return capture.records, rows


def question(game: str, state: Any) -> str | None:
    """The Through the Ages question pending (a pending frame's kind; "defence" for a force
    asked of a seat not on turn), else None."""
    pending = getattr(state, "pending", None) if game == "tta" else None
    if not pending:
        return None
    frame = pending[-1]
    kind = str(frame.kind)
    if kind == "force" and frame.seat != state.current:
        return "defence"
    return kind


def choose_points(
    records: Sequence[GameRecord], spec: Mapping[str, Any], covered: dict[str, int]
) -> list[tuple[str, GameRecord]]:
    """The records saved: one near each of :data:`POINTS`, preferring a secret, simultaneous
    or out-of-turn decision within a twentieth of the game of the point; in Through the Ages also
    one record per question of :data:`TTA_QUESTIONS` that this game asks and fewer than three
    games of the file were saved at (``covered`` counts them)."""
    plugin = registry()[spec["game"]]
    last = records[-1].version
    asked: dict[int, str | None] = {}
    for r in records:
        asked[r.version] = question(spec["game"], plugin.rules.load(r.state or ""))
    chosen: list[tuple[str, GameRecord]] = []

    def take(point: str, record: GameRecord) -> None:
        if all(record.version != r.version for _, r in chosen):
            chosen.append((point, record))

    for kind in TTA_QUESTIONS:
        found = [r for r in records if asked[r.version] == kind]
        if found and covered.get(kind, 0) < 3:
            covered[kind] = covered.get(kind, 0) + 1
            take(kind, min(found, key=lambda r: abs(r.version - last / 2)))
    for point, share in POINTS:
        target = share * last
        window = [r for r in records if abs(r.version - target) <= 0.05 * last + 1]

        def rank(r: GameRecord, target: float = target) -> tuple[int, float]:
            decision = plugin.rules.decision(plugin.rules.load(r.state or ""))
            assert decision is not None
            plain = not (decision.secret or decision.simultaneous or asked[r.version])
            return int(plain), abs(r.version - target)

        take(point, min(window or list(records), key=rank))
    return sorted(chosen, key=lambda p: p[1].version)


def entry(spec: Mapping[str, Any], covered: dict[str, int]) -> dict[str, Any]:
    records, rows = asyncio.run(play(spec))
    plugin = registry()[spec["game"]]
    points: list[dict[str, Any]] = []
    for point, record in choose_points(records, spec, covered):
        state = plugin.rules.load(record.state or "")
        decision = plugin.rules.decision(state)
        assert decision is not None
        points.append(
            {
                "point": point,
                "question": question(spec["game"], state),
                "decision": decision.to_json(),
                "record": dataclasses.asdict(record),
            }
        )
    upto = max(p["record"]["version"] for p in points)
    name = "{game}-{variant}-{players}p".format(**spec)
    if spec["options"]:
        name += "-" + "-".join(sorted(spec["options"]))
    return {
        "name": name,
        "game": spec["game"],
        "variant": spec["variant"],
        "players": spec["players"],
        "ended_at_version": records[-1].version,
        "actions": [r for r in rows if r["version"] < upto],
        "points": points,
    }


def from_states(path: Path) -> dict[str, Any]:
    """A corpus file from the older corpus of Through the Ages states alone
    (``{"release", "games": [{"variant", "players", "seed", "waiting", "state"…}]}``): each
    state in a record as the bot would hold it (players in every seat; no action log)."""
    old = json.loads(path.read_text(encoding="utf-8"))
    plugin = registry()["tta"]
    games = []
    for i, saved in enumerate(old["games"]):
        state = plugin.rules.load(saved["state"])
        decision = plugin.rules.decision(state)
        assert decision is not None and sorted(decision.seats) == sorted(saved["waiting"])
        players = int(saved["players"])
        at = 1_750_000_000.0 + i * 86_400
        record = GameRecord(
            id=f"old{i:05d}",
            game="tta",
            guild_id=555_000,
            channel_id=600_000 + i,
            creator_id=200_000 + i * 10,
            status="running",
            options=normalize_options(
                {"variant": saved["variant"], "seed": int(saved["seed"])}, "en-US", plugin
            ),
            seats=[SeatRecord(user_id=200_000 + i * 10 + s, name=NAMES[s]) for s in range(players)],
            state=saved["state"],
            version=plugin.rules.version(state),
            waiting_since=at,
            wait_version=plugin.rules.version(state),
            shown_version=plugin.rules.version(state),
            created_at=at - 86_400,
            updated_at=at,
        )
        games.append(
            {
                "name": f"tta-{saved['variant']}-{players}p",
                "game": "tta",
                "variant": saved["variant"],
                "players": players,
                "ended_at_version": None,
                "actions": [],
                "points": [
                    {
                        "point": "saved",
                        "question": question("tta", state),
                        "decision": decision.to_json(),
                        "record": dataclasses.asdict(record),
                    }
                ],
            }
        )
    return {"release": old["release"], "converted_from": "states only", "games": games}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--release", required=True, help="the release's version or commit")
    parser.add_argument("--out", required=True, type=Path, help="the .json.gz file to write")
    parser.add_argument("--only", default="", help="only the games whose name starts so")
    parser.add_argument(
        "--from-states", type=Path, help="convert an older corpus of Through the Ages states"
    )
    args = parser.parse_args(argv)
    print(f"rules from {Path(rules.__file__).parent}", file=sys.stderr)
    print(f"bot from {Path(bot.__file__).parent}", file=sys.stderr)
    if args.from_states is not None:
        data = from_states(args.from_states)
        games = data["games"]
    else:
        games = []
        covered: dict[str, int] = {}
        for spec in specs():
            if not f"{spec['game']}-{spec['variant']}".startswith(args.only):
                continue
            games.append(entry(spec, covered))
            done = games[-1]
            print(
                done["name"],
                [
                    (p["point"], p["record"]["version"], p["decision"]["key"])
                    for p in done["points"]
                ],
                file=sys.stderr,
            )
        data = {"release": args.release, "games": games}
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    args.out.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"{args.out}: {len(games)} games, {args.out.stat().st_size} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
