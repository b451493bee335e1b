"""The complete (secret-holding) state of a Hadara game, and its versioned JSON form.

Nothing outside the rules core reads this directly: the bot and the renderer get views
(:mod:`rules.hadara.views`). Mutable on purpose: the engine changes it in place, which keeps
simulations fast; :func:`dump`/:func:`load` give value semantics where they are needed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from rules import saves
from rules.core import BadDump, Rng
from rules.hadara import data as data_mod
from rules.hadara.data import COLONY_LEVELS, COLORS, TILE_COLORS, DataSet

FORMAT = "hadara-state"
FORMAT_VERSION = 1
# No format change yet: format 1 is the first (add ``{1: _format_1_to_2}`` and bump the version
# when the saved state changes, see docs/saved-games.md).
MIGRATIONS = saves.Migrations("Hadara", FORMAT_VERSION, {})


@dataclass(slots=True)
class Player:
    seat: int
    setup: str
    initiative: int
    side: str = ""
    coins: int = 0
    tracks: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    cards: list[str] = field(default_factory=list)
    # (colony id, integrated?) in the order taken
    colonies: list[tuple[str, bool]] = field(default_factory=list)
    # per statue index: None, or (tile colour, face up?)
    statues: list[tuple[str, bool] | None] = field(default_factory=lambda: [None] * 4)
    tiles: dict[str, int] = field(default_factory=lambda: {c: 2 for c in TILE_COLORS})
    p12_tile: str = ""  # tile lying on the P-I-2 card, if owned
    silver: list[str] = field(default_factory=list)  # tile colours on silver spaces
    gold: int = 0
    # Derived from ``cards`` (kept in step by the engine, rebuilt on load).
    effects: set[str] = field(default_factory=set)
    color_counts: dict[str, int] = field(default_factory=lambda: {c: 0 for c in COLORS})


@dataclass(slots=True)
class HadaraState:
    data: DataSet
    players_n: int
    variant: str  # "basic" | "advanced"
    seed: int
    rng: Rng
    players: list[Player]
    version: int = 0
    epoch: int = 0
    phase: str = "setup"  # setup | A | B | end
    step: str = "side"
    first: int = 0
    rotation: int = 0
    round: int = 0
    decks: dict[str, list[str]] = field(default_factory=lambda: {c: [] for c in COLORS})
    piles: dict[str, list[str]] = field(default_factory=lambda: {c: [] for c in COLORS})
    hands: list[list[str]] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)  # encoded secret choices ("" = none yet)
    acting: list[int] = field(default_factory=list)
    seq: int = 0  # index into the turn order in sequential steps
    colony_stacks: dict[int, list[str]] = field(default_factory=dict)
    box: list[str] = field(default_factory=list)
    colony_box: list[str] = field(default_factory=list)
    # (card id, seat that lost it, publicly known?)
    out: list[tuple[str, int, bool]] = field(default_factory=list)
    step_count: list[int] = field(default_factory=list)  # colonies/statues taken this step
    step_paid: list[int] = field(default_factory=list)  # P-III-6 points paid this step
    feed_paid: list[int] = field(default_factory=list)  # P-II-3 payments this feeding
    done: list[bool] = field(default_factory=list)  # finished the current step
    actions_applied: int = 0
    # The version at which the current wait began (its step changed or a seat started to act),
    # and each seat's last action's version: together they say which older prompts still count.
    wait_since: int = 0
    acted_at: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.acted_at:
            self.acted_at = [-1] * self.players_n

    def turn_order(self) -> list[int]:
        n = self.players_n
        return [(self.first + i) % n for i in range(n)]


def _player_json(p: Player) -> dict[str, Any]:
    return {
        "seat": p.seat,
        "setup": p.setup,
        "initiative": p.initiative,
        "side": p.side,
        "coins": p.coins,
        "tracks": list(p.tracks),
        "cards": list(p.cards),
        "colonies": [[c, i] for c, i in p.colonies],
        "statues": [None if s is None else [s[0], s[1]] for s in p.statues],
        "tiles": dict(p.tiles),
        "p12_tile": p.p12_tile,
        "silver": list(p.silver),
        "gold": p.gold,
    }


def to_json(state: HadaraState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "data": {"ref": state.data.ref, "fingerprint": state.data.fingerprint},
        "players_n": state.players_n,
        "variant": state.variant,
        "seed": state.seed,
        "rng": state.rng.state,
        "version": state.version,
        "actions_applied": state.actions_applied,
        "epoch": state.epoch,
        "phase": state.phase,
        "step": state.step,
        "first": state.first,
        "rotation": state.rotation,
        "round": state.round,
        "decks": {c: list(v) for c, v in state.decks.items()},
        "piles": {c: list(v) for c, v in state.piles.items()},
        "hands": [list(h) for h in state.hands],
        "pending": list(state.pending),
        "acting": list(state.acting),
        "seq": state.seq,
        "colony_stacks": {str(k): list(v) for k, v in state.colony_stacks.items()},
        "box": list(state.box),
        "colony_box": list(state.colony_box),
        "out": [[c, s, p] for c, s, p in state.out],
        "step_count": list(state.step_count),
        "step_paid": list(state.step_paid),
        "feed_paid": list(state.feed_paid),
        "done": list(state.done),
        "wait_since": state.wait_since,
        "acted_at": list(state.acted_at),
        "players": [_player_json(p) for p in state.players],
    }


def dump(state: HadaraState) -> str:
    """Canonical JSON: the same state always gives the same bytes."""
    return json.dumps(to_json(state), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def rebuild_derived(state: HadaraState) -> None:
    for p in state.players:
        p.effects = set()
        p.color_counts = {c: 0 for c in COLORS}
        for cid in p.cards:
            card = state.data.cards[cid]
            p.color_counts[card.color] += 1
            if card.effect:
                p.effects.add(card.effect)


def load(text: str) -> HadaraState:
    try:
        raw = json.loads(text)
    except ValueError as exc:
        raise BadDump(f"not JSON: {exc}") from exc
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise BadDump("not a Hadara state")
    raw = MIGRATIONS.upgrade(raw)
    try:
        # The data set is found by its fingerprint (the bundled data, the directory ``ref``
        # named when it still holds it, or a released one): a game plays to its end with it.
        ref = raw["data"]["ref"]
        data = data_mod.of_fingerprint(str(raw["data"]["fingerprint"]), str(ref))
        players = [
            Player(
                seat=p["seat"],
                setup=p["setup"],
                initiative=p["initiative"],
                side=p["side"],
                coins=p["coins"],
                tracks=list(p["tracks"]),
                cards=list(p["cards"]),
                colonies=[(c, bool(i)) for c, i in p["colonies"]],
                statues=[None if s is None else (s[0], bool(s[1])) for s in p["statues"]],
                tiles={c: int(p["tiles"][c]) for c in TILE_COLORS},
                p12_tile=p["p12_tile"],
                silver=list(p["silver"]),
                gold=p["gold"],
            )
            for p in raw["players"]
        ]
        state = HadaraState(
            data=data,
            players_n=raw["players_n"],
            variant=raw["variant"],
            seed=raw["seed"],
            rng=Rng(0),
            players=players,
            version=raw["version"],
            actions_applied=raw["actions_applied"],
            epoch=raw["epoch"],
            phase=raw["phase"],
            step=raw["step"],
            first=raw["first"],
            rotation=raw["rotation"],
            round=raw["round"],
            decks={c: list(raw["decks"][c]) for c in COLORS},
            piles={c: list(raw["piles"][c]) for c in COLORS},
            hands=[list(h) for h in raw["hands"]],
            pending=list(raw["pending"]),
            acting=list(raw["acting"]),
            seq=raw["seq"],
            colony_stacks={
                int(k): list(v) for k, v in raw["colony_stacks"].items() if int(k) in COLONY_LEVELS
            },
            box=list(raw["box"]),
            colony_box=list(raw["colony_box"]),
            out=[(c, int(s), bool(p)) for c, s, p in raw["out"]],
            step_count=list(raw["step_count"]),
            step_paid=list(raw["step_paid"]),
            feed_paid=list(raw["feed_paid"]),
            done=list(raw["done"]),
        )
        state.rng.state = int(raw["rng"])
        # Saved before these were kept: older prompts than the current version no longer count.
        state.wait_since = int(raw.get("wait_since", state.version))
        state.acted_at = [int(v) for v in raw.get("acted_at", [-1] * state.players_n)]
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise BadDump(f"damaged Hadara state: {exc!r}") from exc
    rebuild_derived(state)
    return state
