"""How Hadara's actions and events read: translatable labels, groups, log lines (the host's
contract in :mod:`rules.core`), and what each viewer may not see.

Labels are :class:`rules.core.Msg` values with the message ids of Hadara's catalogue
(``btn-…``, ``select-…``, ``log-…``; card names ``card-<id>``, colours ``color-<colour>``); the
bot translates them. Each action's ``path`` is the group it belongs to (one card, one pile, one
statue, one colony level…), so a step with many choices becomes one menu per group.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import ActionInfo, Msg, MsgArg, Seat
from rules.hadara import effects as fx
from rules.hadara.actions import Action
from rules.hadara.data import COLORS
from rules.hadara.state import HadaraState

# Actions that always get a button of their own (never folded into a menu).
STANDALONE: frozenset[str] = frozenset({"feed-pay", "gold", "pass"})


def _card(card_id: str) -> Msg:
    return Msg.of(f"card-{card_id}")


def _color(color: str) -> Msg:
    return Msg.of(f"color-{color}")


def _take_price(state: HadaraState, seat: int, card_id: str) -> int:
    card = state.data.cards[card_id]
    return max(0, card.cost - state.players[seat].color_counts.get(card.color, 0))


def _group_title(state: HadaraState, group: str) -> Msg:
    if group.startswith("statue-"):
        index = int(group.split("-")[1])
        culture = state.data.statues[index].culture
        return Msg.of("select-statue", statue=index + 1, culture=culture)
    if group.startswith("colony-"):
        return Msg.of("select-colony", level=int(group.split("-")[1]))
    if group in COLORS:
        pile = state.piles[group]
        top = pile[-1] if pile else ""
        return Msg.of("select-pile", color=_color(group), card=_card(top))
    if group == "feed":
        return Msg.of("select-feed")
    if group == "silver":
        return Msg.of("select-silver")
    return Msg.of("select-choose")


def _info(
    state: HadaraState, code: str, label: Msg, group: str, style: str = "secondary"
) -> ActionInfo:
    path = ((group, _group_title(state, group)),)
    return ActionInfo(code, label, path, style, standalone=group in STANDALONE)


def describe_action(state: HadaraState, seat: int, a: Action) -> ActionInfo:
    """The label and group of one legal action of ``seat``."""
    code = a.encode()
    p = state.players[seat]
    epoch = max(state.epoch, 1)
    if a.kind == "side":
        setup = next(c for c in state.data.setups if c.id == p.setup)
        coins = (setup.a if a.target == "A" else setup.b).coins
        return _info(state, code, Msg.of("btn-side", side=a.target, coins=coins), "side", "primary")
    if a.kind == "wheel":
        return _info(state, code, Msg.of("btn-wheel", rotation=a.target), "wheel", "primary")
    if a.kind in ("draft", "take"):
        if a.kind == "draft":
            card_id = a.target
            price = fx.card_price(state, p, card_id)
            group = card_id
        else:
            pile = state.piles[a.target]
            card_id = pile[-1] if pile else ""
            price = _take_price(state, seat, card_id)
            group = a.target
        if a.mode == "sell":
            label = Msg.of("btn-sell", card=_card(card_id), coins=fx.sale_value(epoch, p))
            return _info(state, code, label, group)
        if a.tile:
            label = Msg.of("btn-buy-tile", card=_card(card_id), price=price, tile=_color(a.tile))
        else:
            label = Msg.of("btn-buy", card=_card(card_id), price=price)
        return _info(state, code, label, group, "success")
    if a.kind == "colony":
        level = int(a.target)
        stack = state.colony_stacks.get(level) or []
        top = state.data.colonies[stack[-1]] if stack else None
        group = f"colony-{level}"
        if a.mode == "plunder":
            coins = top.plunder if top is not None else 0
            label = Msg.of("btn-colony-plunder", level=level, coins=coins)
            return _info(state, code, label, group, "primary")
        coins = top.integrate if top is not None else 0
        label = Msg.of("btn-colony-integrate", level=level, coins=coins)
        return _info(state, code, label, group, "success")
    if a.kind == "statue":
        index = int(a.target)
        culture = state.data.statues[index].culture
        message = "btn-statue-up" if a.mode == "up" else "btn-statue-down"
        label = Msg.of(message, statue=index + 1, culture=culture, tile=_color(a.tile))
        return _info(
            state, code, label, f"statue-{index}", "primary" if a.mode == "up" else "secondary"
        )
    if a.kind == "feed":
        if a.target == "pay":
            label = Msg.of("btn-feed-pay", coins=fx.P_II_3_COINS)
            return _info(state, code, label, "feed-pay", "primary")
        return _info(state, code, Msg.of("btn-feed-remove", card=_card(a.mode)), "feed", "danger")
    if a.kind == "silver":
        label = Msg.of("btn-silver", tile=_color(a.target), coins=fx.silver_cost(epoch, p))
        return _info(state, code, label, "silver", "primary")
    if a.kind == "gold":
        label = Msg.of("btn-gold", coins=fx.gold_cost(epoch, p))
        return _info(state, code, label, "gold", "success")
    return _info(state, code, Msg.of("btn-pass"), "pass")


def describe(state: HadaraState, seat: int, actions: Sequence[Action]) -> list[ActionInfo]:
    return [describe_action(state, seat, a) for a in actions]


def describe_event(event: Mapping[str, Any]) -> Msg | None:
    """A log line for a stored event, or None for events not worth a line."""
    kind = str(event.get("kind", ""))
    if kind == "chosen":
        return None
    if kind == "setup":
        return Msg.of("log-setup")
    data: dict[str, Any] = dict(event.get("data") or {})
    args: dict[str, MsgArg] = {}
    seat = event.get("seat")
    if seat is not None:
        args["player"] = Seat(int(seat))
    for key, value in data.items():
        if isinstance(value, bool):
            args[key] = int(value)
        elif isinstance(value, (str, int)):
            args[key] = value
        elif isinstance(value, float):
            args[key] = int(value)
    if "card" in data:
        args["card"] = _card(str(data["card"]))
    if "pile" in data:
        args["pile"] = _color(str(data["pile"]))
    if kind == "statue":
        args["statue"] = int(data.get("statue", 0)) + 1
    if kind == "epoch":
        args["epoch"] = str(data.get("epoch", ""))
    if kind == "draw":
        args["cards"] = tuple(_card(str(c)) for c in data.get("cards", []))
    if kind == "sell" and "card" in data:
        return Msg("log-sell-card", tuple(sorted(args.items())))
    return Msg(f"log-{kind}", tuple(sorted(args.items())))


def hidden(state: HadaraState, viewer: int | None) -> frozenset[str]:
    """Card and colony ids the viewer may not see now (H-14)."""
    out: set[str] = set()
    for deck in state.decks.values():
        out.update(deck)
    for pile in state.piles.values():
        out.update(pile[:-1])  # H-14.4: only the top card of a discard pile is known
    for seat in range(state.players_n):
        if seat != viewer:
            out.update(state.hands[seat])
    for card_id, seat, public in state.out:
        if not public and seat != viewer:
            out.add(card_id)
    for stack in state.colony_stacks.values():
        out.update(stack)  # H-14.5: fronts only, until integrated
    out.update(state.colony_box)
    out.update(state.box)  # cards left out of the game unseen (H-2.3)
    for p in state.players:
        out.update(cid for cid, integrated in p.colonies if not integrated)
    return frozenset(out)
