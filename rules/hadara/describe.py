"""How Hadara's actions and events read: translatable labels, groups, log lines (the host's
contract in :mod:`rules.core`), and what each viewer may not see.

Labels are :class:`rules.core.Msg` values with the message ids of Hadara's catalogue
(``btn-…``, ``select-…``, ``log-…``); the bot translates them. Names inside a sentence are nested
messages with the grammatical form the sentence needs (``Msg.form``, an attribute of the
message in each language): card names ``card-<id>`` (``acc``), decks ``deck-<colour>``
(``from``), face-up piles ``pile-<colour>`` (``title``, ``acc``, ``from``), bonus tiles
``tile-<colour>`` (``with``); players are :class:`rules.core.Seat` values, put where no case or
gender is needed. Each label says what the choice does (what it costs, gives and scores), and
each action's ``path`` is the group it belongs to (one card, one pile, one statue, one colony
level…), so a step with many choices becomes one menu per group.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import ActionInfo, MalformedAction, Msg, MsgArg, Seat
from rules.hadara import effects as fx
from rules.hadara import engine, scoring
from rules.hadara.actions import Action
from rules.hadara.data import COATS, COLOR_LETTER, COLORS
from rules.hadara.state import HadaraState, Player

# Actions that always get a button of their own (never folded into a menu).
STANDALONE: frozenset[str] = frozenset({"feed-pay", "gold", "pass"})
TRACK_NAMES: tuple[str, ...] = ("income", "military", "culture", "food")
ROMAN: dict[int, str] = {1: "I", 2: "II", 3: "III"}


def _card(card_id: str, form: str | None = None) -> Msg:
    """A card's name; ``form`` is the grammatical case the sentence needs (``acc``)."""
    name = Msg.of(f"card-{card_id}")
    return name.as_form(form) if form else name


def _deck(color: str, form: str | None = None) -> Msg:
    """A face-down deck by colour ("blue deck"); forms: ``from`` ("from the blue deck")."""
    deck = Msg.of(f"deck-{color}")
    return deck.as_form(form) if form else deck


def _pile(color: str, form: str | None = None) -> Msg:
    """A face-up (discard) pile by colour; forms: ``title``, ``acc``, ``from``."""
    pile = Msg.of(f"pile-{color}")
    return pile.as_form(form) if form else pile


def _tile(color: str, form: str | None = None) -> Msg:
    """A bonus tile by colour ("yellow tile"); forms: ``with`` ("with the yellow tile")."""
    tile = Msg.of(f"tile-{color}")
    return tile.as_form(form) if form else tile


def _track(track: str, delta: int, form: str | None = None) -> Msg:
    """A change of one track, such as "income +2" or "military −1"; ``short``: with the
    shorter track names of the language, for long labels."""
    sign = "+" if delta >= 0 else "\u2212"
    change = Msg.of("track-delta", track=track, delta=f"{sign}{abs(delta)}")
    return change.as_form(form) if form else change


def _money(delta: int) -> Msg:
    """A change of coins, such as "+3 coins" or "−1 coin"."""
    if delta >= 0:
        return Msg.of("coins-plus", coins=delta)
    return Msg.of("coins-minus", coins=-delta)


def _paid(coins: int) -> Msg:
    """What a P-III-6 payment adds to a label or line: nothing, or " (−6 coins)"."""
    return Msg.of("paid-coins", coins=coins) if coins > 0 else Msg.of("paid-none")


def _take_price(state: HadaraState, seat: int, card_id: str) -> int:
    card = state.data.cards[card_id]
    return max(0, card.cost - state.players[seat].color_counts.get(card.color, 0))


def _group_title(state: HadaraState, group: str) -> Msg:
    if group.startswith("statue-"):
        index = int(group.split("-")[1])
        statue = state.data.statues[index]
        return Msg.of(
            "select-statue", statue=index + 1, culture=statue.culture, points=statue.points
        )
    if group.startswith("colony-"):
        return Msg.of("select-colony", level=int(group.split("-")[1]))
    if group in COLORS:
        pile = state.piles[group]
        top = pile[-1] if pile else ""
        return Msg.of("select-pile", pile=_pile(group, "title"), card=_card(top))
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


def _shadow(state: HadaraState, seat: int) -> tuple[HadaraState, Player]:
    """A throwaway copy of ``seat``'s player (and a state sharing everything else) to try a
    change on without touching the game."""
    shadow = copy.copy(state)
    shadow.out = []
    return shadow, copy.deepcopy(state.players[seat])


def _points(state: HadaraState, p: Player) -> int:
    """Points ``p`` holds now, coins left aside (they do not change with the choices here)."""
    cats = scoring.categories(state.data, p)
    return sum(v for k, v in cats.items() if k != "coins")


def _feed_losses(state: HadaraState, seat: int, card_id: str) -> tuple[Msg, ...]:
    """What removing a card while feeding costs: track values, points, its effect."""
    p = state.players[seat]
    shadow, q = _shadow(state, seat)
    engine.remove_card(shadow, q, card_id)
    losses = [
        _track(name, after - before, "short")
        for name, before, after in zip(TRACK_NAMES, p.tracks, q.tracks, strict=True)
        if after != before
    ]
    points = _points(state, p) - _points(state, q)
    if points:
        losses.append(Msg.of("points-minus", points=points))
    effect = state.data.cards[card_id].effect
    if effect and effect in p.effects and effect not in q.effects:
        losses.append(Msg.of("loss-effect"))
    return tuple(losses) if losses else (Msg.of("loss-none"),)


def _silver_gain(state: HadaraState, seat: int, tile: str) -> int:
    p = state.players[seat]
    q = copy.deepcopy(p)
    q.silver.append(tile)
    return scoring.silver_points(q) - scoring.silver_points(p)


def _statue_label(state: HadaraState, seat: int, a: Action) -> Msg:
    p = state.players[seat]
    index = int(a.target)
    statue = state.data.statues[index]
    bonus = statue.bonus + (fx.P_II_1_BONUS if "P-II-1" in p.effects else 0)
    missing = fx.missing_points(statue.culture, p.tracks[fx.CULTURE], p)
    paid = _paid(fx.P_III_6_COINS_PER_POINT * missing)
    common: dict[str, MsgArg] = {
        "statue": index + 1,
        "points": statue.points,
        "tile": _tile(a.tile),
        "paid": paid,
    }
    if a.mode == "up":
        track = TRACK_NAMES[fx.COLOR_INDEX[a.tile]]
        return Msg.of("btn-statue-up", gain=_track(track, bonus, "short"), **common)
    return Msg.of("btn-statue-down", bonus=bonus, **common)


def _colony_label(state: HadaraState, seat: int, a: Action) -> Msg:
    p = state.players[seat]
    level = int(a.target)
    stack = state.colony_stacks.get(level) or []
    top = state.data.colonies[stack[-1]] if stack else None
    missing = fx.missing_points(level, p.tracks[fx.MILITARY], p)
    coins = fx.P_II_6_COINS if "P-II-6" in p.effects else 0
    coins -= fx.P_III_6_COINS_PER_POINT * missing
    points = top.front_points if top is not None else 0
    if a.mode == "plunder":
        coins += top.plunder if top is not None else 0
        return Msg.of("btn-colony-plunder", level=level, money=_money(coins), points=points)
    coins -= top.integrate if top is not None else 0
    return Msg.of("btn-colony-integrate", level=level, money=_money(coins), points=points)


def describe_action(state: HadaraState, seat: int, a: Action) -> ActionInfo:
    """The label and group of one legal action of ``seat``."""
    code = a.encode()
    p = state.players[seat]
    epoch = max(state.epoch, 1)
    if a.kind == "side":
        setup = next(c for c in state.data.setups if c.id == p.setup)
        side = setup.a if a.target == "A" else setup.b
        income, military, culture, food = side.tracks
        label = Msg.of(
            "btn-side",
            side=a.target,
            coins=side.coins,
            income=income,
            military=military,
            culture=culture,
            food=food,
        )
        return _info(state, code, label, "side", "primary")
    if a.kind == "wheel":
        colors = state.data.wheel_colors
        deck = colors[(seat + int(a.target)) % len(colors)]  # engine.deck_color in round 1
        label = Msg.of("btn-wheel", rotation=int(a.target) + 1, deck=_deck(deck, "from"))
        return _info(state, code, label, "wheel", "primary")
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
        card = _card(card_id, "acc")
        if a.mode == "sell":
            label = Msg.of("btn-sell", card=card, coins=fx.sale_value(epoch, p))
            return _info(state, code, label, group)
        if a.tile:
            track = TRACK_NAMES[fx.COLOR_INDEX[a.tile]]
            label = Msg.of(
                "btn-buy-tile",
                card=card,
                price=price,
                tile=_tile(a.tile),
                gain=_track(track, fx.P_I_2_BONUS, "short"),
            )
        else:
            label = Msg.of("btn-buy", card=card, price=price)
        return _info(state, code, label, group, "success")
    if a.kind == "colony":
        style = "primary" if a.mode == "plunder" else "success"
        return _info(state, code, _colony_label(state, seat, a), f"colony-{a.target}", style)
    if a.kind == "statue":
        return _info(
            state,
            code,
            _statue_label(state, seat, a),
            f"statue-{a.target}",
            "primary" if a.mode == "up" else "secondary",
        )
    if a.kind == "feed":
        if a.target == "pay":
            label = Msg.of("btn-feed-pay", coins=fx.P_II_3_COINS)
            return _info(state, code, label, "feed-pay", "primary")
        losses = _feed_losses(state, seat, a.mode)
        label = Msg.of("btn-feed-remove", card=_card(a.mode, "acc"), losses=losses)
        return _info(state, code, label, "feed", "danger")
    if a.kind == "silver":
        track = TRACK_NAMES[fx.COLOR_INDEX[a.target]]
        label = Msg.of(
            "btn-silver",
            tile=_tile(a.target),
            coins=fx.silver_cost(epoch, p),
            track=track,
            points=_silver_gain(state, seat, a.target),
        )
        return _info(state, code, label, "silver", "primary")
    if a.kind == "gold":
        sets = fx.gold_sets(state.data, p)
        label = Msg.of(
            "btn-gold",
            coins=fx.gold_cost(epoch, p),
            per_set=fx.GOLD_SET_POINTS,
            sets=sets,
            points=fx.GOLD_SET_POINTS * sets,
        )
        return _info(state, code, label, "gold", "success")
    return _info(state, code, Msg.of("btn-pass", step=state.step), "pass")


def describe(state: HadaraState, seat: int, actions: Sequence[Action]) -> list[ActionInfo]:
    return [describe_action(state, seat, a) for a in actions]


def _int(data: Mapping[str, Any], key: str) -> int:
    value = data.get(key, 0)
    return int(value) if isinstance(value, (int, float)) else 0


def _color_of(card_id: str) -> str:
    """A card's colour from its id (``1y01`` is yellow)."""
    letter = card_id[1:2]
    return next((c for c, short in COLOR_LETTER.items() if short == letter), "")


def describe_event(event: Mapping[str, Any]) -> Msg | None:
    """A log line for a stored event, or None for events not worth a line."""
    kind = str(event.get("kind", ""))
    data: Mapping[str, Any] = event.get("data") or {}
    seat = event.get("seat")
    player: MsgArg = Seat(int(seat)) if seat is not None else Seat(0)
    card_id = str(data.get("card", ""))
    if kind == "chosen":
        return None
    if kind == "setup":
        return Msg.of("log-setup")
    if kind == "initiative_coin":
        return Msg.of("log-initiative_coin", player=player, coins=_int(data, "coins"))
    if kind == "epoch":
        epoch = _int(data, "epoch")
        return Msg.of("log-epoch", player=player, epoch=ROMAN.get(epoch, str(epoch)))
    if kind == "wheel":
        decks = tuple(
            Msg.of(
                "log-wheel-deck",
                player=Seat(s),
                coat=Msg.of(f"coat-{COATS[s % len(COATS)]}"),
                deck=_deck(str(color)),
            )
            for s, color in enumerate(data.get("decks") or [])
        )
        return Msg.of("log-wheel", player=player, decks=decks)
    if kind == "round":
        return Msg.of("log-round", round=_int(data, "round"))
    if kind == "draw":
        cards = tuple(_card(str(c)) for c in data.get("cards") or [])
        color = _color_of(str((data.get("cards") or [""])[0]))
        return Msg.of("log-draw", deck=_deck(color, "from"), cards=cards)
    if kind == "choice":
        try:
            choice = Action.decode(str(data.get("action", "")))
        except MalformedAction:
            return None
        return Msg.of("log-choice", mode=choice.mode, card=_card(choice.target, "acc"))
    if kind == "discard":
        pile = _pile(str(data.get("pile", "")), "acc")
        return Msg.of("log-discard", player=player, card=_card(card_id, "acc"), pile=pile)
    if kind == "buy":
        price = _int(data, "price")
        return Msg.of("log-buy", player=player, card=_card(card_id, "acc"), price=price)
    if kind == "sell":
        coins = _int(data, "coins")
        if card_id:
            return Msg.of("log-sell-card", player=player, card=_card(card_id, "acc"), coins=coins)
        return Msg.of("log-sell", player=player, coins=coins)
    if kind == "sell_secret":
        return Msg.of("log-sell_secret", card=_card(card_id))
    if kind == "take":
        pile = _pile(str(data.get("pile", "")), "from")
        return Msg.of("log-take", player=player, card=_card(card_id, "acc"), pile=pile)
    if kind == "colony":
        level = _int(data, "level")
        coins = _int(data, "bonus") - _int(data, "paid")
        points = _int(data, "points")
        if data.get("mode") == "integrate":
            coins -= _int(data, "integrate")
            name = Msg.of(f"colony-{data.get('colony', '')}")
            return Msg.of(
                "log-colony-integrate",
                player=player,
                colony=name,
                level=level,
                money=_money(coins),
                points=points,
            )
        coins += _int(data, "plunder")
        return Msg.of(
            "log-colony-plunder", player=player, level=level, money=_money(coins), points=points
        )
    if kind == "statue":
        return Msg.of(
            "log-statue",
            player=player,
            statue=_int(data, "statue") + 1,
            tile=_tile(str(data.get("tile", ""))),
            face=str(data.get("face", "up")),
            paid=_paid(_int(data, "paid")),
        )
    if kind == "silver":
        tile = _tile(str(data.get("tile", "")), "with")
        return Msg.of("log-silver", player=player, tile=tile, coins=_int(data, "coins"))
    if kind == "phase":
        return Msg.of("log-phase", phase=str(data.get("phase", "")))
    if kind in ("hunger",):
        return Msg.of("log-hunger", player=player, cards=_int(data, "cards"))
    if kind == "feed_remove":
        return Msg.of("log-feed_remove", player=player, card=_card(card_id, "acc"))
    if kind in ("income", "feed_surplus", "feed_pay", "gold"):
        return Msg.of(f"log-{kind}", player=player, coins=_int(data, "coins"))
    if kind == "game_over":
        return Msg.of("log-game_over")
    # colony_pass, colony_none, statue_pass, medal_pass, and any other event of a seat
    return Msg.of(f"log-{kind}", player=player)


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
