"""What a seat, or a spectator, may see (H-14) — the only door out of the rules core.

A view is plain JSON-friendly data. Colony tiles that are not integrated are described by their
front values only, never by id or name, because the data set would reveal the reverse.
"""

from __future__ import annotations

from typing import Any

from rules.core import JSON
from rules.hadara import effects as fx
from rules.hadara import scoring
from rules.hadara.data import COATS, TRACKS
from rules.hadara.engine import deck_color
from rules.hadara.state import HadaraState, Player

VIEW_FORMAT = "hadara-view/1"


def _front(state: HadaraState, colony_id: str) -> JSON:
    c = state.data.colonies[colony_id]
    return {
        "level": c.level,
        "plunder": c.plunder,
        "integrate": c.integrate,
        "points": c.front_points,
    }


def _colony_entry(state: HadaraState, colony_id: str, integrated: bool) -> JSON:
    entry = _front(state, colony_id)
    entry["integrated"] = integrated
    if integrated:  # H-14.5: revealed to everyone once integrated
        c = state.data.colonies[colony_id]
        entry["id"] = c.id
        entry["name"] = c.name
        entry["tracks"] = dict(zip(TRACKS, c.reverse_tracks, strict=True))
        entry["points"] = c.reverse_points
    return entry


def _player(state: HadaraState, p: Player) -> JSON:
    statues: list[JSON | None] = []
    for carved in p.statues:
        statues.append(None if carved is None else {"tile": carved[0], "face_up": carved[1]})
    return {
        "seat": p.seat,
        "coat": COATS[p.seat],
        "setup": p.setup,
        "side": p.side,
        "initiative": p.initiative,
        "coins": p.coins,
        "tracks": dict(zip(TRACKS, p.tracks, strict=True)),
        "cards": list(p.cards),
        "color_counts": dict(p.color_counts),
        "colonies": [_colony_entry(state, cid, integ) for cid, integ in p.colonies],
        "statues": statues,
        "tiles": dict(p.tiles),
        "p12_tile": p.p12_tile or None,
        "silver": list(p.silver),
        "gold": p.gold,
        "effects": sorted(p.effects),
        "sale_value": fx.sale_value(max(state.epoch, 1), p),
        "silver_cost": fx.silver_cost(max(state.epoch, 1), p),
        "gold_cost": fx.gold_cost(max(state.epoch, 1), p),
        "score": scoring.categories(state.data, p),
        "tiebreak": p.coins % scoring.COINS_PER_POINT,
    }


def view(state: HadaraState, seat: int | None) -> JSON:
    """The view of ``seat`` (0-based) or of a spectator (``None``)."""
    n = state.players_n
    wheel: list[JSON] = []
    for i, color in enumerate(state.data.wheel_colors):
        pile = state.piles[color]
        pointing = [s for s in range(n) if state.step == "draft" and deck_color(state, s) == color]
        wheel.append(
            {
                "position": i,
                "color": color,
                "deck_size": len(state.decks[color]),  # H-14.1: counts only
                "pile_size": len(pile),
                "pile_top": pile[-1] if pile else None,  # H-14.4: only the top
                "seat": pointing[0] if pointing else None,
            }
        )
    out: JSON = {
        "format": VIEW_FORMAT,
        "game": "hadara",
        "viewer": seat,
        "version": state.version,
        "variant": state.variant,
        "players_n": n,
        "epoch": state.epoch,
        "phase": state.phase,
        "step": state.step,
        "round": state.round + 1 if state.step == "draft" else None,
        "first_player": state.first,
        "turn_order": state.turn_order(),
        "rotation": state.rotation,
        "wheel": wheel,
        "to_act": list(state.acting),
        "chosen": [
            s for s in range(n) if state.step in ("side", "draft") and state.pending[s] != ""
        ],
        "colony_stacks": [
            {
                "level": level,
                "size": len(stack),
                "top": _front(state, stack[-1]) if stack else None,  # H-14.5
            }
            for level, stack in sorted(state.colony_stacks.items())
        ],
        "out_of_game": {
            "count": len(state.out),
            # Only cards everyone saw leave (phase B sales, feeding removals) are named.
            "public": [cid for cid, _, public in state.out if public],
        },
        "players": [_player(state, p) for p in state.players],
        "feed": {
            s: len(state.players[s].cards) - state.players[s].tracks[fx.FOOD] - state.feed_paid[s]
            for s in state.acting
        }
        if state.step == "feed"
        else {},
        "over": state.step == "over",
    }
    if state.step == "over":
        out["result"] = scoring.score(state).to_json()
    if seat is not None:
        out["private"] = _private(state, seat)
    return out


def _private(state: HadaraState, seat: int) -> JSON:
    """What only this seat knows: the drawn cards (H-14.2), its secret choice, its sales."""
    p = state.players[seat]
    private: dict[str, Any] = {
        "hand": [],
        "pending": state.pending[seat] if state.step in ("side", "draft") else "",
        "sold_secretly": [cid for cid, s, public in state.out if s == seat and not public],
    }
    if state.step == "draft":
        for cid in state.hands[seat]:
            private["hand"].append(
                {
                    "card": cid,
                    "price": fx.card_price(state, p, cid),
                    "sale_value": fx.sale_value(state.epoch, p),
                    "deck": deck_color(state, seat),
                }
            )
    if state.step == "side":
        card = next(c for c in state.data.setups if c.id == p.setup)
        private["sides"] = {
            side: {
                "coins": s.coins,
                "tracks": dict(zip(TRACKS, s.tracks, strict=True)),
            }
            for side, s in (("A", card.a), ("B", card.b))
        }
    return private
