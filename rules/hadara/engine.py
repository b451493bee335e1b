"""The Hadara step machine: setup, three epochs of phases A and B, and the end (H-2 … H-11).

Every decision goes through a *check* function that returns ``None`` or the
:class:`IllegalAction` that explains why not; ``apply`` runs the check before it changes
anything, so a refused action leaves the state untouched. ``legal_actions`` is, by definition,
the list of the step's candidates whose check passes (``checked_candidates``); each step builds
that list directly, without running the whole check on every candidate, and a property test
compares the two on random games.

Steps where a seat has nothing to decide are skipped automatically; the events say so.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from rules.core import Event, IllegalAction, Rng
from rules.hadara import effects as fx
from rules.hadara.actions import PASS, Action
from rules.hadara.data import COLONY_LEVELS, COLORS, TILE_COLORS, DataSet
from rules.hadara.state import HadaraState, Player

VARIANTS: tuple[str, ...] = ("basic", "advanced")
MIN_PLAYERS = 2
MAX_PLAYERS = 5
ROUNDS = 5
CARDS_PER_PLAYER_PER_DECK = 2  # H-2.5

Events = list[Event]


# --------------------------------------------------------------------------------------------
# Setup (H-2, H-4)


def new_game(players: int, variant: str, seed: int, data: DataSet) -> HadaraState:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Hadara needs 2–5 players, not {players}")
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    rng = Rng(seed)
    setups = list(data.setups)
    rng.shuffle(setups)  # H-2.2: one setup card per player at random
    state = HadaraState(
        data=data,
        players_n=players,
        variant=variant,
        seed=seed,
        rng=rng,
        players=[
            Player(seat=i, setup=setups[i].id, initiative=setups[i].initiative)
            for i in range(players)
        ],
    )
    state.box = list(data.cards)
    for level in COLONY_LEVELS:  # H-2.7
        ids = [c.id for c in data.colonies.values() if c.level == level]
        rng.shuffle(ids)
        state.colony_stacks[level] = ids[:players]
        state.colony_box.extend(ids[players:])
    state.hands = [[] for _ in range(players)]
    state.pending = [""] * players
    state.step_count = [0] * players
    state.step_paid = [0] * players
    state.feed_paid = [0] * players
    state.done = [False] * players
    if variant == "advanced":
        state.step = "side"
        state.acting = list(range(players))
    else:
        for p in state.players:
            p.side = "A"
        _begin_game(state, [])
    return state


def initiative_ranks(state: HadaraState) -> list[int]:
    """Seats from lowest to highest initiative."""
    return sorted(range(state.players_n), key=lambda s: state.players[s].initiative)


def first_player(state: HadaraState, epoch: int) -> int:
    """H-4.1, H-4.3, H-4.4."""
    ranks = initiative_ranks(state)
    if state.players_n == 2:
        return ranks[0] if epoch in (1, 3) else ranks[1]
    return ranks[epoch - 1]


def _begin_game(state: HadaraState, events: Events) -> None:
    for p in state.players:
        card = next(c for c in state.data.setups if c.id == p.setup)
        p.coins = card.side(p.side).coins
        fx.refresh_tracks(state, p)
    events.append(
        Event(
            "setup",
            data={
                "sides": [p.side for p in state.players],
                "setups": [p.setup for p in state.players],
            },
        )
    )
    # H-4.2, H-4.3: players who will never be first player get one coin.
    ranks = initiative_ranks(state)
    lucky = ranks[1:] if state.players_n == 2 else ranks[3:]
    for seat in lucky:
        state.players[seat].coins += 1
        events.append(Event("initiative_coin", seat, {"coins": 1}))
    _start_epoch(state, 1, events)


def _start_epoch(state: HadaraState, epoch: int, events: Events) -> None:
    state.epoch = epoch
    state.phase = "A"
    basic = state.variant == "basic"
    n = state.players_n
    dealt: set[str] = set()
    for color in COLORS:  # H-2.5, H-2.6
        ids = state.data.epoch_cards(epoch, color, basic)
        state.rng.shuffle(ids)
        deck = ids[: CARDS_PER_PLAYER_PER_DECK * n]
        state.decks[color] = deck
        dealt.update(deck)
    state.box = [c for c in state.box if c not in dealt]
    state.first = first_player(state, epoch)
    state.step = "wheel"
    state.acting = [state.first]
    events.append(Event("epoch", state.first, {"epoch": epoch}))


# --------------------------------------------------------------------------------------------
# Helpers


def deck_color(state: HadaraState, seat: int, round_: int | None = None) -> str:
    """The deck a seat's coat of arms points at (H-4.5, H-5.7)."""
    r = state.round if round_ is None else round_
    return state.data.wheel_colors[(seat + state.rotation + r) % 5]


class Refusal(tuple[str, str, dict[str, int | str]]):
    """Why an action is refused; cheap to build while enumerating legal actions."""

    __slots__ = ()

    def error(self) -> IllegalAction:
        return IllegalAction(self[0], self[1], **self[2])


def _bad(reason: str, detail: str = "", **params: int | str) -> Refusal:
    return Refusal((reason, detail, params))


def _tile_check(state: HadaraState, p: Player, card_id: str, a: Action) -> Refusal | None:
    """Bonus tile rules when buying the P-I-2 card (H-12: P-I-2)."""
    if state.data.cards[card_id].effect == "P-I-2":
        if any(p.tiles.values()):
            if not a.tile:
                return _bad("tile_required")
            if p.tiles.get(a.tile, 0) <= 0:
                return _bad("no_tile", tile=a.tile)
        elif a.tile:
            return _bad("no_tile", tile=a.tile)
    elif a.tile:
        return _bad("unknown_target", "only the P-I-2 card takes a bonus tile")
    return None


def _buy_check(state: HadaraState, p: Player, card_id: str, a: Action) -> Refusal | None:
    if a.mode == "buy":
        price = fx.card_price(state, p, card_id)
        if p.coins < price:
            return _bad("not_enough_coins", need=price, have=p.coins)
        return _tile_check(state, p, card_id, a)
    return None


@lru_cache(maxsize=8192)
def _action(kind: str, target: str = "", mode: str = "", tile: str = "") -> Action:
    """The candidate action with these fields, built once: candidates are generated for every
    decision of every playout, and an :class:`Action` is immutable, so one object serves all."""
    return Action(kind, target, mode, tile)


def _buy_candidates(
    kind: str, target: str, card_id: str, state: HadaraState, p: Player
) -> list[Action]:
    out = [_action(kind, target, "sell")]
    if state.data.cards[card_id].effect == "P-I-2" and any(p.tiles.values()):
        out.extend(_action(kind, target, "buy", t) for t in TILE_COLORS if p.tiles[t] > 0)
    else:
        out.append(_action(kind, target, "buy"))
    return out


# The buy-or-sell offers for one card: every candidate (_buy_candidates) or the legal ones.
BuyOffers = Callable[[str, str, str, HadaraState, Player], list[Action]]


def _legal_buys(
    kind: str, target: str, card_id: str, state: HadaraState, p: Player
) -> list[Action]:
    """Fast path: the candidates of :func:`_buy_candidates` that :func:`_buy_check` accepts.
    Selling is always allowed; every buy candidate carries a tile exactly when the P-I-2 rule
    wants one and only tiles the seat holds, so all of them pass or fail on the price alone."""
    if p.coins >= fx.card_price(state, p, card_id):
        return _buy_candidates(kind, target, card_id, state, p)
    return [_action(kind, target, "sell")]


def _gain_card(state: HadaraState, p: Player, card_id: str, tile: str, events: Events) -> None:
    card = state.data.cards[card_id]
    price = fx.card_price(state, p, card_id)
    p.coins -= price
    p.cards.append(card_id)
    p.color_counts[card.color] += 1
    if card.effect:
        p.effects.add(card.effect)
    if card.effect == "P-I-2" and tile:
        p.tiles[tile] -= 1
        p.p12_tile = tile
    fx.refresh_tracks(state, p)
    data: dict[str, int | str] = {"card": card_id, "price": price}
    if tile:
        data["tile"] = tile
    events.append(Event("buy", p.seat, data))


def _sell_card(state: HadaraState, p: Player, card_id: str, public: bool, events: Events) -> None:
    value = fx.sale_value(state.epoch, p)
    p.coins += value
    state.out.append((card_id, p.seat, public))
    if public:
        events.append(Event("sell", p.seat, {"card": card_id, "coins": value}))
    else:  # H-14.3: a card sold in phase A is never revealed to others
        events.append(Event("sell", p.seat, {"coins": value}))
        events.append(Event("sell_secret", p.seat, {"card": card_id}, private_to=p.seat))


def remove_card(state: HadaraState, p: Player, card_id: str) -> None:
    """A card leaves a tableau (feeding): its values and effect go with it (H-10.2, H-12.6)."""
    card = state.data.cards[card_id]
    p.cards.remove(card_id)
    p.color_counts[card.color] -= 1
    if card.effect and card.effect not in {state.data.cards[c].effect for c in p.cards}:
        p.effects.discard(card.effect)
    if card.effect == "P-I-2" and p.p12_tile:
        p.tiles[p.p12_tile] += 1  # the tile returns to its owner
        p.p12_tile = ""
    fx.refresh_tracks(state, p)
    state.out.append((card_id, p.seat, True))


# --------------------------------------------------------------------------------------------
# Setup side (H-2.2, advanced game)


def _check_side(state: HadaraState, seat: int, a: Action) -> Refusal | None:
    return None if a.target in ("A", "B") else _bad("unknown_target")


def _cands_side(state: HadaraState, seat: int) -> list[Action]:
    return [Action("side", "A"), Action("side", "B")]


_legal_side = _cands_side  # both sides are always allowed


def _do_side(state: HadaraState, seat: int, a: Action, events: Events) -> None:
    state.pending[seat] = a.target
    state.acting.remove(seat)
    events.append(Event("chosen", seat))
    if not state.acting:  # H-14.6: revealed when everyone has chosen
        for p in state.players:
            p.side = state.pending[p.seat]
        state.pending = [""] * state.players_n
        _begin_game(state, events)


# --------------------------------------------------------------------------------------------
# Wheel (H-4.5) and draw rounds (H-5)


def _check_wheel(state: HadaraState, seat: int, a: Action) -> Refusal | None:
    return None if a.target in ("0", "1", "2", "3", "4") else _bad("unknown_target")


def _cands_wheel(state: HadaraState, seat: int) -> list[Action]:
    return [Action("wheel", str(r)) for r in range(5)]


_legal_wheel = _cands_wheel  # every rotation is allowed


def _do_wheel(state: HadaraState, seat: int, a: Action, events: Events) -> None:
    state.rotation = int(a.target)
    events.append(
        Event(
            "wheel",
            seat,
            {
                "rotation": state.rotation,
                "decks": [deck_color(state, s, 0) for s in range(state.players_n)],
            },
        )
    )
    _start_round(state, 0, events)


def _start_round(state: HadaraState, round_: int, events: Events) -> None:
    state.round = round_
    state.step = "draft"
    for seat in range(state.players_n):
        deck = state.decks[deck_color(state, seat)]
        state.hands[seat] = [deck.pop(), deck.pop()]  # H-5.1: the top two cards
        events.append(Event("draw", seat, {"cards": list(state.hands[seat])}, private_to=seat))
    state.pending = [""] * state.players_n
    state.acting = list(range(state.players_n))
    events.append(Event("round", data={"round": round_ + 1}))


def _check_draft(state: HadaraState, seat: int, a: Action) -> Refusal | None:
    hand = state.hands[seat]
    if a.target not in hand:
        return _bad("unknown_card", card=a.target)
    return _buy_check(state, state.players[seat], a.target, a)


def _draft_offers(state: HadaraState, seat: int, offers: BuyOffers) -> list[Action]:
    p = state.players[seat]
    out: list[Action] = []
    for card_id in dict.fromkeys(state.hands[seat]):
        out.extend(offers("draft", card_id, card_id, state, p))
    return out


def _cands_draft(state: HadaraState, seat: int) -> list[Action]:
    return _draft_offers(state, seat, _buy_candidates)


def _legal_draft(state: HadaraState, seat: int) -> list[Action]:
    return _draft_offers(state, seat, _legal_buys)


def _do_draft(state: HadaraState, seat: int, a: Action, events: Events) -> None:
    # H-5.3: secret until everyone has chosen.
    state.pending[seat] = a.encode()
    state.acting.remove(seat)
    events.append(Event("chosen", seat))
    events.append(Event("choice", seat, {"action": a.encode()}, private_to=seat))
    if state.acting:
        return
    for s in state.turn_order():
        choice = Action.decode(state.pending[s])
        hand = state.hands[s]
        keep = choice.target
        other = hand[1] if hand[0] == keep else hand[0]
        color = state.data.cards[other].color
        state.piles[color].append(other)  # H-5.2: one card face up on the pile
        events.append(Event("discard", s, {"card": other, "pile": color}))
        p = state.players[s]
        if choice.mode == "buy":
            _gain_card(state, p, keep, choice.tile, events)
        else:
            _sell_card(state, p, keep, False, events)
        state.hands[s] = []
    state.pending = [""] * state.players_n
    if state.round + 1 < ROUNDS:
        _start_round(state, state.round + 1, events)  # H-5.7: the wheel turns
    else:
        _income(state, events)
        _begin_colony(state, events)


# --------------------------------------------------------------------------------------------
# Income (H-7)


def _income(state: HadaraState, events: Events) -> None:
    for seat in state.turn_order():
        p = state.players[seat]
        gain = fx.income_gain(p)
        p.coins += gain
        events.append(Event("income", seat, {"coins": gain}))


# --------------------------------------------------------------------------------------------
# Colonies (H-8), sequential in turn order


def _begin_colony(state: HadaraState, events: Events) -> None:
    state.step = "colony"
    state.seq = 0
    state.step_count = [0] * state.players_n
    state.step_paid = [0] * state.players_n
    _advance_colony(state, events)


def _check_colony(state: HadaraState, seat: int, a: Action) -> Refusal | None:
    if a.kind == "pass":
        return None
    p = state.players[seat]
    level = int(a.target)
    if level in fx.colony_levels_taken(state.data, p):  # H-8.3
        return _bad("already_taken", level=level)
    if state.step_count[seat] >= fx.per_step_limit(p):
        return _bad("limit_reached")
    missing = fx.missing_points(level, p.tracks[fx.MILITARY], p)
    pay = 0
    if missing:
        if "P-III-6" not in p.effects:
            return _bad("requirement_not_met", need=level, have=p.tracks[fx.MILITARY])
        if state.step_paid[seat] + missing > fx.P_III_6_MAX_POINTS:
            return _bad("requirement_not_met", need=level, have=p.tracks[fx.MILITARY])
        pay = fx.P_III_6_COINS_PER_POINT * missing
    stack = state.colony_stacks[level]
    if not stack:
        return _bad("pile_empty", level=level)
    if a.mode == "integrate":
        pay += state.data.colonies[stack[-1]].integrate
    if p.coins < pay:
        return _bad("not_enough_coins", need=pay, have=p.coins)
    return None


_COLONY_CANDIDATES: tuple[Action, ...] = (
    *(
        Action("colony", str(level), mode)
        for level in COLONY_LEVELS
        for mode in ("plunder", "integrate")
    ),
    PASS,
)


def _cands_colony(state: HadaraState, seat: int) -> list[Action]:
    return list(_COLONY_CANDIDATES)


def _legal_colony(state: HadaraState, seat: int) -> list[Action]:
    """Fast path of :func:`_check_colony` over :data:`_COLONY_CANDIDATES`, in the same order."""
    p = state.players[seat]
    if state.step_count[seat] >= fx.per_step_limit(p):
        return [PASS]
    taken = fx.colony_levels_taken(state.data, p)
    can_pay = "P-III-6" in p.effects
    out: list[Action] = []
    for level in COLONY_LEVELS:
        if level in taken:
            continue
        missing = fx.missing_points(level, p.tracks[fx.MILITARY], p)
        pay = 0
        if missing:
            if not can_pay or state.step_paid[seat] + missing > fx.P_III_6_MAX_POINTS:
                continue
            pay = fx.P_III_6_COINS_PER_POINT * missing
        stack = state.colony_stacks[level]
        if not stack or p.coins < pay:
            continue
        plunder, integrate = _COLONY_BY_LEVEL[level]
        out.append(plunder)
        if p.coins >= pay + state.data.colonies[stack[-1]].integrate:
            out.append(integrate)
    out.append(PASS)
    return out


_COLONY_BY_LEVEL: dict[int, tuple[Action, Action]] = {
    level: (Action("colony", str(level), "plunder"), Action("colony", str(level), "integrate"))
    for level in COLONY_LEVELS
}


def _has_option(state: HadaraState, seat: int) -> bool:
    """Whether the seat may do anything but pass in this colony, statue or medal step."""
    return any(a.kind != "pass" for a in STEP_RULES[state.step].legal(state, seat))


def _advance_colony(state: HadaraState, events: Events) -> None:
    order = state.turn_order()
    while state.seq < state.players_n:
        seat = order[state.seq]
        if _has_option(state, seat):
            state.acting = [seat]
            return
        if state.step_count[seat] == 0:
            events.append(Event("colony_none", seat))
        state.seq += 1
    state.acting = []
    _begin_statue(state, events)


def _do_colony(state: HadaraState, seat: int, a: Action, events: Events) -> None:
    if a.kind == "pass":
        events.append(Event("colony_pass", seat))
        state.seq += 1
        _advance_colony(state, events)
        return
    p = state.players[seat]
    level = int(a.target)
    missing = fx.missing_points(level, p.tracks[fx.MILITARY], p)
    colony = state.data.colonies[state.colony_stacks[level].pop()]
    paid = fx.P_III_6_COINS_PER_POINT * missing
    p.coins -= paid
    state.step_paid[seat] += missing
    state.step_count[seat] += 1
    data: dict[str, int | str] = {
        "level": level,
        "mode": a.mode,
        "plunder": colony.plunder,
        "integrate": colony.integrate,
        "points": colony.front_points,
    }
    if paid:
        data["paid"] = paid
    if a.mode == "integrate":  # H-8.5: flip, reveal, add the reverse
        p.coins -= colony.integrate
        p.colonies.append((colony.id, True))
        fx.refresh_tracks(state, p)
        data["colony"] = colony.id
        data["points"] = colony.reverse_points
    else:
        p.coins += colony.plunder
        p.colonies.append((colony.id, False))
    if "P-II-6" in p.effects:
        p.coins += fx.P_II_6_COINS
        data["bonus"] = fx.P_II_6_COINS
    events.append(Event("colony", seat, data))
    if not _has_option(state, seat):
        state.seq += 1
    _advance_colony(state, events)


# --------------------------------------------------------------------------------------------
# Statues (H-9), all seats at once (resolution is per player, see spec section 3)


def _begin_statue(state: HadaraState, events: Events) -> None:
    state.step = "statue"
    state.step_count = [0] * state.players_n
    state.step_paid = [0] * state.players_n
    state.acting = [s for s in state.turn_order() if _has_option(state, s)]
    if not state.acting:
        _end_statue(state, events)


def _check_statue(state: HadaraState, seat: int, a: Action) -> Refusal | None:
    if a.kind == "pass":
        return None
    p = state.players[seat]
    index = int(a.target)
    if p.statues[index] is not None:
        return _bad("already_taken", statue=index)
    if state.step_count[seat] >= fx.per_step_limit(p):
        return _bad("limit_reached")
    statue = state.data.statues[index]
    missing = fx.missing_points(statue.culture, p.tracks[fx.CULTURE], p)
    pay = 0
    if missing:
        if "P-III-6" not in p.effects or state.step_paid[seat] + missing > fx.P_III_6_MAX_POINTS:
            return _bad("requirement_not_met", need=statue.culture, have=p.tracks[fx.CULTURE])
        pay = fx.P_III_6_COINS_PER_POINT * missing
    if p.coins < pay:
        return _bad("not_enough_coins", need=pay, have=p.coins)
    if p.tiles.get(a.tile, 0) <= 0:
        return _bad("no_tile", tile=a.tile)
    return None


def _cands_statue(state: HadaraState, seat: int) -> list[Action]:
    p = state.players[seat]
    tiles = [t for t in TILE_COLORS if p.tiles[t] > 0]
    out: list[Action] = []
    for i in range(4):
        if p.statues[i] is None and tiles:
            probe = _action("statue", str(i), "up", tiles[0])
            if _check_statue(state, seat, probe) is None:
                out.extend(_action("statue", str(i), m, t) for t in tiles for m in ("up", "down"))
    out.append(PASS)
    return out


# Every candidate :func:`_cands_statue` proposes passes :func:`_check_statue`: the probe checks
# all but the tile, and only tiles the seat holds are proposed.
_legal_statue = _cands_statue


def _do_statue(state: HadaraState, seat: int, a: Action, events: Events) -> None:
    p = state.players[seat]
    if a.kind == "pass":
        events.append(Event("statue_pass", seat))
        state.acting.remove(seat)
    else:
        index = int(a.target)
        statue = state.data.statues[index]
        missing = fx.missing_points(statue.culture, p.tracks[fx.CULTURE], p)
        paid = fx.P_III_6_COINS_PER_POINT * missing
        p.coins -= paid
        state.step_paid[seat] += missing
        state.step_count[seat] += 1
        p.tiles[a.tile] -= 1
        p.statues[index] = (a.tile, a.mode == "up")
        fx.refresh_tracks(state, p)
        data: dict[str, int | str] = {"statue": index, "tile": a.tile, "face": a.mode}
        if paid:
            data["paid"] = paid
        events.append(Event("statue", seat, data))
        if not _has_option(state, seat):
            state.acting.remove(seat)
    if not state.acting:
        _end_statue(state, events)


def _end_statue(state: HadaraState, events: Events) -> None:
    if state.phase == "A":
        _begin_take(state, events)
    else:
        _begin_feed(state, events)


# --------------------------------------------------------------------------------------------
# Phase B: take face-up cards (H-6), sequential round robin


def _begin_take(state: HadaraState, events: Events) -> None:
    state.phase = "B"
    state.step = "take"
    state.seq = 0
    state.acting = [state.first]
    events.append(Event("phase", data={"phase": "B"}))


def _check_take(state: HadaraState, seat: int, a: Action) -> Refusal | None:
    pile = state.piles.get(a.target)
    if not pile:
        return _bad("pile_empty", pile=a.target)
    return _buy_check(state, state.players[seat], pile[-1], a)


def _take_offers(state: HadaraState, seat: int, offers: BuyOffers) -> list[Action]:
    p = state.players[seat]
    out: list[Action] = []
    for color in COLORS:
        pile = state.piles[color]
        if pile:
            out.extend(offers("take", color, pile[-1], state, p))
    return out


def _cands_take(state: HadaraState, seat: int) -> list[Action]:
    return _take_offers(state, seat, _buy_candidates)


def _legal_take(state: HadaraState, seat: int) -> list[Action]:
    return _take_offers(state, seat, _legal_buys)


def _do_take(state: HadaraState, seat: int, a: Action, events: Events) -> None:
    p = state.players[seat]
    card_id = state.piles[a.target].pop()
    events.append(Event("take", seat, {"card": card_id, "pile": a.target}))
    if a.mode == "buy":
        _gain_card(state, p, card_id, a.tile, events)
    else:
        _sell_card(state, p, card_id, True, events)
    if any(state.piles.values()):
        state.seq = (state.seq + 1) % state.players_n
        state.acting = [state.turn_order()[state.seq]]
    else:
        _income(state, events)
        _begin_colony(state, events)


# --------------------------------------------------------------------------------------------
# Feeding (H-10), all seats at once


def _excess(state: HadaraState, seat: int) -> int:
    p = state.players[seat]
    return len(p.cards) - p.tracks[fx.FOOD] - state.feed_paid[seat]


def _begin_feed(state: HadaraState, events: Events) -> None:
    state.step = "feed"
    state.feed_paid = [0] * state.players_n
    state.acting = []
    for seat in state.turn_order():
        p = state.players[seat]
        surplus = p.tracks[fx.FOOD] - len(p.cards)
        if surplus > 0 and "P-II-4" in p.effects:
            gain = min(fx.P_II_4_MAX, fx.P_II_4_COINS * surplus)
            p.coins += gain
            events.append(Event("feed_surplus", seat, {"coins": gain}))
        if surplus < 0:
            state.acting.append(seat)
            events.append(Event("hunger", seat, {"cards": -surplus}))
    if not state.acting:
        _begin_medal(state, events)


def _check_feed(state: HadaraState, seat: int, a: Action) -> Refusal | None:
    p = state.players[seat]
    if a.target == "remove":
        return None if a.mode in p.cards else _bad("not_owned", card=a.mode)
    if "P-II-3" not in p.effects:
        return _bad("requirement_not_met")
    if state.feed_paid[seat] >= fx.P_II_3_MAX:
        return _bad("limit_reached")
    if p.coins < fx.P_II_3_COINS:
        return _bad("not_enough_coins", need=fx.P_II_3_COINS, have=p.coins)
    return None


def _cands_feed(state: HadaraState, seat: int) -> list[Action]:
    out = [_action("feed", "remove", c) for c in dict.fromkeys(state.players[seat].cards)]
    out.append(_action("feed", "pay"))
    return out


def _legal_feed(state: HadaraState, seat: int) -> list[Action]:
    p = state.players[seat]
    out = [_action("feed", "remove", c) for c in dict.fromkeys(p.cards)]
    if (
        "P-II-3" in p.effects
        and state.feed_paid[seat] < fx.P_II_3_MAX
        and p.coins >= fx.P_II_3_COINS
    ):
        out.append(_action("feed", "pay"))
    return out


def _do_feed(state: HadaraState, seat: int, a: Action, events: Events) -> None:
    p = state.players[seat]
    if a.target == "remove":
        remove_card(state, p, a.mode)
        events.append(Event("feed_remove", seat, {"card": a.mode}))
    else:
        p.coins -= fx.P_II_3_COINS
        state.feed_paid[seat] += 1
        events.append(Event("feed_pay", seat, {"coins": fx.P_II_3_COINS}))
    if _excess(state, seat) <= 0:
        state.acting.remove(seat)
        if not state.acting:
            _begin_medal(state, events)


# --------------------------------------------------------------------------------------------
# Medals (H-11), all seats at once


def _begin_medal(state: HadaraState, events: Events) -> None:
    state.step = "medal"
    state.acting = [s for s in state.turn_order() if _has_option(state, s)]
    if not state.acting:
        _end_epoch(state, events)


def _check_medal(state: HadaraState, seat: int, a: Action) -> Refusal | None:
    p = state.players[seat]
    if a.kind == "pass":
        return None
    if a.kind == "silver":
        if len(p.silver) >= fx.MAX_SILVER:
            return _bad("limit_reached")
        if p.tiles.get(a.target, 0) <= 0:
            return _bad("no_tile", tile=a.target)
        cost = fx.silver_cost(state.epoch, p)
    else:
        if p.gold >= fx.MAX_GOLD:
            return _bad("limit_reached")
        cost = fx.gold_cost(state.epoch, p)
    if p.coins < cost:
        return _bad("not_enough_coins", need=cost, have=p.coins)
    return None


_MEDAL_CANDIDATES: tuple[Action, ...] = (
    *(Action("silver", t) for t in TILE_COLORS),
    Action("gold"),
    PASS,
)


def _cands_medal(state: HadaraState, seat: int) -> list[Action]:
    return list(_MEDAL_CANDIDATES)


def _legal_medal(state: HadaraState, seat: int) -> list[Action]:
    p = state.players[seat]
    out: list[Action] = []
    if len(p.silver) < fx.MAX_SILVER and p.coins >= fx.silver_cost(state.epoch, p):
        out.extend(a for a in _MEDAL_CANDIDATES[: len(TILE_COLORS)] if p.tiles.get(a.target, 0) > 0)
    if p.gold < fx.MAX_GOLD and p.coins >= fx.gold_cost(state.epoch, p):
        out.append(_MEDAL_CANDIDATES[len(TILE_COLORS)])
    out.append(PASS)
    return out


def _do_medal(state: HadaraState, seat: int, a: Action, events: Events) -> None:
    p = state.players[seat]
    if a.kind == "pass":
        events.append(Event("medal_pass", seat))
        state.acting.remove(seat)
    else:
        if a.kind == "silver":
            cost = fx.silver_cost(state.epoch, p)
            p.tiles[a.target] -= 1
            p.silver.append(a.target)
            events.append(Event("silver", seat, {"tile": a.target, "coins": cost}))
        else:
            cost = fx.gold_cost(state.epoch, p)
            p.gold += 1
            events.append(Event("gold", seat, {"coins": cost}))
        p.coins -= cost
        if not _has_option(state, seat):
            state.acting.remove(seat)
    if not state.acting:
        _end_epoch(state, events)


def _end_epoch(state: HadaraState, events: Events) -> None:
    if state.epoch < 3:
        _start_epoch(state, state.epoch + 1, events)
    else:
        state.step = "over"
        state.phase = "end"
        state.acting = []
        events.append(Event("game_over"))


# --------------------------------------------------------------------------------------------
# Dispatch


class StepRules:
    """One step's rules. ``legal`` is the fast path of ``[a for a in candidates(...) if
    check(...) is None]``: the same actions in the same order, built without checking every
    candidate (``tests/rules/hadara/test_legal_fast.py`` compares the two)."""

    __slots__ = ("candidates", "check", "do", "kinds", "legal", "simultaneous")

    def __init__(
        self,
        kinds: tuple[str, ...],
        check: Callable[[HadaraState, int, Action], Refusal | None],
        candidates: Callable[[HadaraState, int], list[Action]],
        legal: Callable[[HadaraState, int], list[Action]],
        do: Callable[[HadaraState, int, Action, Events], None],
        simultaneous: bool,
    ) -> None:
        self.kinds = kinds
        self.check = check
        self.candidates = candidates
        self.legal = legal
        self.do = do
        self.simultaneous = simultaneous


STEP_RULES: dict[str, StepRules] = {
    "side": StepRules(("side",), _check_side, _cands_side, _legal_side, _do_side, True),
    "wheel": StepRules(("wheel",), _check_wheel, _cands_wheel, _legal_wheel, _do_wheel, False),
    "draft": StepRules(("draft",), _check_draft, _cands_draft, _legal_draft, _do_draft, True),
    "colony": StepRules(
        ("colony", "pass"), _check_colony, _cands_colony, _legal_colony, _do_colony, False
    ),
    "statue": StepRules(
        ("statue", "pass"), _check_statue, _cands_statue, _legal_statue, _do_statue, True
    ),
    "take": StepRules(("take",), _check_take, _cands_take, _legal_take, _do_take, False),
    "feed": StepRules(("feed",), _check_feed, _cands_feed, _legal_feed, _do_feed, True),
    "medal": StepRules(
        ("silver", "gold", "pass"), _check_medal, _cands_medal, _legal_medal, _do_medal, True
    ),
}


def refusal(state: HadaraState, seat: int, a: Action) -> Refusal | None:
    """The engine-internal form of :func:`check`."""
    if state.step == "over":
        return _bad("game_over")
    if not 0 <= seat < state.players_n:
        return _bad("not_your_turn")
    rules = STEP_RULES[state.step]
    if seat not in state.acting:
        if rules.simultaneous and state.step in ("side", "draft") and state.pending[seat]:
            return _bad("already_chosen")
        return _bad("not_your_turn")
    if a.kind not in rules.kinds:
        return _bad("wrong_step", step=state.step)
    return rules.check(state, seat, a)


def check(state: HadaraState, seat: int, a: Action) -> IllegalAction | None:
    """Why ``a`` may not be played by ``seat`` now, or ``None`` if it may."""
    problem = refusal(state, seat, a)
    return None if problem is None else problem.error()


def legal_actions(state: HadaraState, seat: int) -> list[Action]:
    if state.step == "over" or seat not in state.acting:
        return []
    return STEP_RULES[state.step].legal(state, seat)


def checked_candidates(state: HadaraState, seat: int) -> list[Action]:
    """The straightforward form of :func:`legal_actions`: every candidate of the step that
    :func:`check` accepts. The engine uses the fast path; tests compare the two."""
    if state.step == "over" or seat not in state.acting:
        return []
    rules = STEP_RULES[state.step]
    return [a for a in rules.candidates(state, seat) if rules.check(state, seat, a) is None]


def apply(state: HadaraState, seat: int, a: Action, expected_version: int | None = None) -> Events:
    if expected_version is not None and expected_version != state.version:
        raise IllegalAction("stale_version", current=state.version, given=expected_version)
    problem = refusal(state, seat, a)
    if problem is not None:
        raise problem.error()
    events: Events = []
    do_checked(state, seat, a, events)
    return events


def do_checked(state: HadaraState, seat: int, a: Action, events: Events) -> None:
    """Apply an action already known to be legal, with the version bookkeeping."""
    before_key = _wait_tuple(state)
    before_acting = set(state.acting)
    STEP_RULES[state.step].do(state, seat, a, events)
    state.acted_at[seat] = state.version
    state.version += 1
    state.actions_applied += 1
    if _wait_tuple(state) != before_key or not before_acting.issuperset(state.acting):
        state.wait_since = state.version


def _wait_tuple(state: HadaraState) -> tuple[int, str, str, int]:
    """What :func:`wait_key` names, as a tuple that is cheaper to build and compare."""
    return (state.epoch, state.phase, state.step, state.round if state.step == "draft" else -1)


def wait_key(state: HadaraState) -> str:
    """Names the current step (a wait lasts at most one step): epoch, phase, step, draw round."""
    round_ = str(state.round + 1) if state.step == "draft" else ""
    return f"e{state.epoch}.{state.phase}.{state.step}.{round_}".rstrip(".")


def is_simultaneous(state: HadaraState) -> bool:
    step = STEP_RULES.get(state.step)
    return step is not None and step.simultaneous


SECRET_STEPS: frozenset[str] = frozenset({"side", "draft"})


def is_over(state: HadaraState) -> bool:
    return state.step == "over"
