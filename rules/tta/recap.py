"""What a nation missed since its previous turn, in a few lines (issue 29).

:func:`recap` condenses the stored events (``Event.to_json()``) between a player's turns into at
most :data:`rules.core.RECAP_LINES` translatable lines (ids ``tta-recap-…``), most important
first:

1. what was done to the viewer, and what it answered out of its turn: aggressions and wars
   against it and their outcome (wars it declared itself too, as they are fought at the start of
   its turn), its own aggression once its defender answered, a colony it won bidding, pacts
   made, refused or ended with it, and what it lost (culture, science, population, buildings,
   colonies…);
2. one line per other nation, in turn order from the viewer: cards taken, built, upgraded,
   population, wonder stages, cards played, revolutions, tactics, colonies, aggressions and wars
   with their outcome, pacts, events prepared (how many: the cards stay secret), resigning;
3. the events revealed, a new age, the last round;
4. culture won or lost per nation.

Only events the viewer may see are read (a private event of another seat is dropped, the same
rule as the log's), and an action taken back (``undo``) is left out with its event. The full log
stays behind ``/tta log``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import Msg, Seat, capped, visible_stored
from rules.tta.catalog import Catalog
from rules.tta.describe import AGE_MARKS, card_msg, name

# Card names one list shows before "+N", and parts one nation's line shows.
LIST_NAMES = 3
LINE_PARTS = 4
Stored = Mapping[str, Any]


def recap(
    events: Sequence[Stored], viewer: int, players: int, cat: Catalog | None = None
) -> list[Msg]:
    """The recap of ``events`` (since ``viewer``'s previous turn) for ``viewer``; ``cat``
    names cards of several ages with their age (Raid I, Raid II)."""
    naming = _Names(cat)
    seen = _without_undone(visible_stored(events, viewer))
    lines = [
        *_to_viewer(seen, viewer, naming),
        *_nations(seen, viewer, players, naming),
        *_shared(seen, naming),
        *_culture(seen, viewer, players),
    ]
    return capped(lines, lambda n: Msg.of("tta-recap-more", count=n))


@dataclass(frozen=True)
class _Names:
    cat: Catalog | None

    def card(self, cid: str) -> Msg:
        if self.cat is None or cid.partition("#")[0] not in self.cat.info:
            return card_msg(cid)
        return name(self.cat, cid)

    def cards(self, cids: Sequence[str]) -> tuple[Msg, ...]:
        """Names of ``cids`` (each once, counted ×2… when repeated), at most
        :data:`LIST_NAMES` of them and "+N" for the rest."""
        counts: dict[str, int] = {}
        for cid in cids:
            base = cid.partition("#")[0]
            counts[base] = counts.get(base, 0) + 1
        shown = [
            self.card(cid) if n == 1 else Msg.of("tta-recap-times", card=self.card(cid), count=n)
            for cid, n in counts.items()
        ]
        if len(shown) <= LIST_NAMES:
            return tuple(shown)
        rest = len(shown) - LIST_NAMES + 1
        return (*shown[: LIST_NAMES - 1], Msg.of("tta-recap-plus", count=rest))


def _data(event: Stored) -> Mapping[str, Any]:
    data = event.get("data")
    return data if isinstance(data, Mapping) else {}


def _seat(event: Stored) -> int | None:
    seat = event.get("seat")
    return int(seat) if isinstance(seat, int) else None


def _int(event: Stored, key: str, default: int = 0) -> int:
    value = _data(event).get(key, default)
    return int(value) if isinstance(value, (int, float)) else default


def _str(event: Stored, key: str) -> str:
    return str(_data(event).get(key, ""))


def _without_undone(events: list[Stored]) -> list[Stored]:
    """The events with every action taken back (``undo``) removed: an undo names the code of
    the action it takes back, whose own event carries that code (the safe actions issue 18
    lets a nation take back emit only that one event)."""
    kept: list[Stored] = []
    for event in events:
        if event.get("kind") != "undo":
            kept.append(event)
            continue
        code, seat = _str(event, "code"), _seat(event)
        for i in range(len(kept) - 1, -1, -1):
            if _seat(kept[i]) == seat and _str(kept[i], "code") == code:
                del kept[i]
                break
    return kept


# ---------------------------------------------------------------------------------------------
# What was done to the viewer


def _attack_key(event: Stored) -> tuple[int | None, str, int]:
    return _seat(event), _str(event, "card"), _int(event, "target", -1)


def _to_viewer(events: list[Stored], viewer: int, naming: _Names) -> list[Msg]:
    lines: list[Msg] = []
    results = {
        _attack_key(e): e for e in events if e.get("kind") in ("aggression_result", "war_result")
    }
    told: set[tuple[int | None, str, int]] = set()
    for e in events:
        kind = e.get("kind")
        key = _attack_key(e)
        seat = _seat(e)
        if kind in ("aggression", "aggression_result") and key[2] == viewer and key not in told:
            told.add(key)
            result = results.get(key)
            outcome = "pending"
            attack = defence = 0
            if result is not None and result.get("kind") == "aggression_result":
                outcome = "success" if _int(result, "success") else "held"
                attack, defence = _int(result, "attack"), _int(result, "defence")
            lines.append(
                Msg.of(
                    "tta-recap-you-aggression",
                    player=Seat(seat if seat is not None else 0),
                    card=naming.card(key[1]),
                    outcome=outcome,
                    attack=attack,
                    defence=defence,
                )
            )
        elif kind == "aggression_result" and key[0] == viewer and key not in told:
            told.add(key)  # the viewer's own aggression, answered out of its turn
            lines.append(
                Msg.of(
                    "tta-recap-you-attacked",
                    player=Seat(max(0, key[2])),
                    card=naming.card(key[1]),
                    outcome="success" if _int(e, "success") else "failed",
                    attack=_int(e, "attack"),
                    defence=_int(e, "defence"),
                )
            )
        elif kind in ("war", "war_result") and viewer in (key[0], key[2]) and key not in told:
            told.add(key)
            lines.append(_war_line(key, results.get(key), viewer, naming))
        elif kind in ("pact", "pact_ended") and _partner(e, viewer) >= 0:
            # A pact in force with the viewer (its own offer accepted, or another's), or ended.
            card, partner = _card(e, naming), Seat(_partner(e, viewer))
            if kind == "pact":
                lines.append(Msg.of("tta-recap-you-pact", player=partner, card=card))
            else:
                why = _str(e, "why") or "other"
                lines.append(Msg.of("tta-recap-you-pact-ended", player=partner, card=card, why=why))
        elif kind == "auction_won" and seat == viewer:  # bid out of turn (or in advance)
            lines.append(Msg.of("tta-recap-you-colony", card=_card(e, naming), bid=_int(e, "bid")))
        elif kind == "pact_refused" and _int(e, "from", -1) == viewer and seat is not None:
            lines.append(Msg.of("tta-recap-you-refused", player=Seat(seat), card=_card(e, naming)))
    lost = _losses(events, viewer, naming)
    if lost:
        lines.append(Msg.of("tta-recap-you-lost", items=lost))
    return lines


def _partner(event: Stored, viewer: int) -> int:
    """The viewer's partner in a pact event (``a`` and ``b``), -1 when the viewer is neither."""
    a, b = _int(event, "a", -1), _int(event, "b", -1)
    if viewer == a:
        return b
    return a if viewer == b else -1


def _card(event: Stored, naming: _Names) -> Msg:
    return naming.card(_str(event, "card"))


def _war_line(
    key: tuple[int | None, str, int], result: Stored | None, viewer: int, naming: _Names
) -> Msg:
    attacker, card, defender = key
    other = defender if attacker == viewer else attacker
    player = Seat(other if other is not None else 0)
    if result is None:
        if attacker == viewer:  # declared by the viewer itself: nothing new to tell
            return Msg.of("tta-recap-you-war-yours", player=player, card=naming.card(card))
        return Msg.of("tta-recap-you-war", player=player, card=naming.card(card))
    winner = _int(result, "winner", -1)
    mine, theirs = _int(result, "attack"), _int(result, "defence")
    if attacker != viewer:
        mine, theirs = theirs, mine
    outcome = "tie" if winner < 0 else ("won" if winner == viewer else "lost")
    return Msg.of(
        "tta-recap-you-war-result",
        player=player,
        card=naming.card(card),
        outcome=outcome,
        mine=mine,
        theirs=theirs,
    )


# Stats lost, in the order the line names them.
_STATS: tuple[str, ...] = ("culture", "science", "food", "resources", "population")


def _losses(events: list[Stored], viewer: int, naming: _Names) -> tuple[Msg, ...]:
    """What ``viewer`` lost: amounts per stat, then the cards (buildings, leader, wonder,
    colonies, technologies) in the order they went."""
    stats: dict[str, int] = {}
    cards: list[str] = []

    def add(stat: str, amount: int) -> None:
        if amount > 0:
            stats[stat] = stats.get(stat, 0) + amount

    for e in events:
        kind, seat = e.get("kind"), _seat(e)
        if kind == "steal" and _int(e, "from", -1) == viewer:
            add(_str(e, "stat"), _int(e, "amount"))
        elif kind == "tech_taken" and _int(e, "from", -1) == viewer:
            cards.append(_str(e, "card"))
        elif seat != viewer:
            continue
        elif kind == "lose":
            add(_str(e, "stat"), _int(e, "amount"))
        elif kind == "lose_pop":
            add("population", _int(e, "count"))
        elif kind == "lose_goods":
            add("food", _int(e, "food"))
            add("resources", _int(e, "resources"))
        elif kind == "destroyed":
            cards.extend([_str(e, "card")] * max(1, _int(e, "count", 1)))
        elif kind in ("leader_lost", "wonder_lost", "colony_lost", "ravaged"):
            cards.append(_str(e, "card"))
    items = [
        Msg.of("tta-recap-stat", stat=stat, amount=stats[stat]) for stat in _STATS if stat in stats
    ]
    items.extend(
        Msg.of("tta-recap-stat", stat=stat, amount=amount)
        for stat, amount in stats.items()
        if stat not in _STATS
    )
    return (*items, *naming.cards(cards)) if cards else tuple(items)


# ---------------------------------------------------------------------------------------------
# What the other nations did


@dataclass
class _Nation:
    """What one nation did, gathered from its events."""

    took: list[str] = field(default_factory=list)
    built: list[str] = field(default_factory=list)
    upgraded: list[tuple[str, str]] = field(default_factory=list)
    pop: int = 0
    wonders: dict[str, int] = field(default_factory=dict)
    played: list[str] = field(default_factory=list)
    revolutions: list[str] = field(default_factory=list)
    tactics: list[str] = field(default_factory=list)
    colonies: list[str] = field(default_factory=list)
    attacks: list[Msg] = field(default_factory=list)
    pacts: list[Msg] = field(default_factory=list)
    prepared: int = 0
    resigned: bool = False


_SIMPLE: dict[str, Callable[[_Nation], list[str]]] = {
    "take": lambda n: n.took,
    "build": lambda n: n.built,
    "barb": lambda n: n.built,
    "free_build": lambda n: n.built,
    "play": lambda n: n.played,
    "rev": lambda n: n.revolutions,
    "tac": lambda n: n.tactics,
    "colony": lambda n: n.colonies,
}


def _nations(events: list[Stored], viewer: int, players: int, naming: _Names) -> list[Msg]:
    nations = {seat: _Nation() for seat in range(players) if seat != viewer}
    results = {
        _attack_key(e): e for e in events if e.get("kind") in ("aggression_result", "war_result")
    }
    told: set[tuple[int | None, str, int]] = set()
    for e in events:
        kind, seat = str(e.get("kind", "")), _seat(e)
        n = nations.get(seat) if seat is not None else None
        if n is None:
            continue
        if kind in _SIMPLE:
            _SIMPLE[kind](n).append(_str(e, "card"))
        elif kind == "upg":
            n.upgraded.append((_str(e, "card"), _str(e, "to")))
        elif kind == "pop":
            n.pop += 1
        elif kind == "wonder":
            card = _str(e, "card")
            n.wonders[card] = n.wonders.get(card, 0) + max(1, _int(e, "stages", 1))
        elif kind in ("aggression", "aggression_result", "war", "war_result"):
            key = _attack_key(e)
            if key[2] != viewer and key not in told:
                told.add(key)
                war = kind in ("war", "war_result")
                n.attacks.append(_attack_part(key, war, results.get(key), naming))
        elif kind == "pact" and _partner(e, viewer) < 0 and seat is not None:
            partner = Seat(max(0, _partner(e, seat)))
            n.pacts.append(Msg.of("tta-recap-pact", card=_card(e, naming), partner=partner))
        elif kind == "prepare":
            n.prepared += 1
        elif kind == "resign":
            n.resigned = True
    order = [(viewer + k) % players for k in range(1, players)]
    lines = []
    for seat in order:
        parts = _parts(nations[seat], naming) if seat in nations else []
        if parts:
            lines.append(Msg.of("tta-recap-nation", player=Seat(seat), parts=_joined(parts)))
    return lines


def _attack_part(
    key: tuple[int | None, str, int], war: bool, result: Stored | None, naming: _Names
) -> Msg:
    """An aggression or war of the line's nation on another: its outcome once known (a war is
    fought on the attacker's next turn: ``declared`` until then)."""
    attacker, card, target = key
    outcome = "declared" if war else "pending"
    if result is not None and result.get("kind") == "aggression_result":
        outcome = "success" if _int(result, "success") else "failed"
    elif result is not None:
        winner = _int(result, "winner", -1)
        outcome = "tie" if winner < 0 else ("won" if winner == attacker else "lost")
    return Msg.of(
        "tta-recap-attack", card=naming.card(card), target=Seat(max(0, target)), outcome=outcome
    )


def _parts(n: _Nation, naming: _Names) -> list[Msg]:
    """What a nation did, most telling first (resigning, attacks, wonders, colonies,
    revolutions, cards played, built, upgraded, taken…), at most :data:`LINE_PARTS` parts, the
    last "+N more" when some are left out."""
    parts: list[Msg] = []
    if n.resigned:
        parts.append(Msg.of("tta-recap-resigned"))
    parts.extend(n.attacks)
    for card, stages in n.wonders.items():
        parts.append(Msg.of("tta-recap-wonder", card=naming.card(card), stages=stages))
    if n.colonies:
        parts.append(Msg.of("tta-recap-colonies", cards=naming.cards(n.colonies)))
    for card in n.revolutions:
        parts.append(Msg.of("tta-recap-revolution", card=naming.card(card)))
    if n.played:
        parts.append(Msg.of("tta-recap-played", cards=naming.cards(n.played)))
    if n.built:
        parts.append(Msg.of("tta-recap-built", cards=naming.cards(n.built)))
    if n.upgraded:
        counts: dict[tuple[str, str], int] = {}
        for pair in n.upgraded:
            counts[pair] = counts.get(pair, 0) + 1
        pairs = [
            Msg.of("tta-recap-arrow", card=naming.card(a), to=naming.card(b), count=k)
            for (a, b), k in counts.items()
        ]
        shown = tuple(pairs[: LIST_NAMES - 1]) if len(pairs) > LIST_NAMES else tuple(pairs)
        parts.append(Msg.of("tta-recap-upgraded", cards=shown, more=len(pairs) - len(shown)))
    if n.took:
        parts.append(Msg.of("tta-recap-took", count=len(n.took), cards=naming.cards(n.took)))
    parts.extend(n.pacts)
    if n.tactics:
        parts.append(Msg.of("tta-recap-tactic", cards=naming.cards(n.tactics)))
    if n.pop:
        parts.append(Msg.of("tta-recap-pop", count=n.pop))
    if n.prepared:
        parts.append(Msg.of("tta-recap-prepared", count=n.prepared))
    if len(parts) > LINE_PARTS:
        rest = len(parts) - LINE_PARTS + 1
        parts = [*parts[: LINE_PARTS - 1], Msg.of("tta-recap-plus", count=rest)]
    return parts


def _joined(parts: list[Msg]) -> Msg:
    """``parts`` as one message, "a; b; c" (a list of messages would read "a, b, c", which
    mixes with the card lists inside the parts)."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Msg.of("tta-recap-join", first=part, rest=out)
    return out


# ---------------------------------------------------------------------------------------------
# What everyone saw, and culture


def _shared(events: list[Stored], naming: _Names) -> list[Msg]:
    lines: list[Msg] = []
    revealed = [_str(e, "card") for e in events if e.get("kind") == "event"]
    for e in events:
        if e.get("kind") == "age":
            age = _int(e, "age")
            mark = AGE_MARKS[age] if 0 <= age < len(AGE_MARKS) else str(age)
            lines.append(Msg.of("tta-recap-age", age=mark))
        elif e.get("kind") == "last_round":
            lines.append(Msg.of("tta-recap-last-round"))
    if revealed:
        lines.insert(0, Msg.of("tta-recap-events", cards=naming.cards(revealed)))
    return lines


def culture_changes(events: Sequence[Stored], players: int) -> list[int]:
    """Culture won (or lost) per seat over ``events``: production, gains, losses, thefts and
    the culture of preparing an event."""
    out = [0] * players

    def add(seat: int | None, amount: int) -> None:
        if seat is not None and 0 <= seat < players:
            out[seat] += amount

    for e in events:
        kind, seat = e.get("kind"), _seat(e)
        if kind in ("maintenance", "prepare"):
            add(seat, _int(e, "culture"))
        elif kind in ("gain", "lose", "steal") and _str(e, "stat") == "culture":
            amount = _int(e, "amount")
            add(seat, -amount if kind == "lose" else amount)
            if kind == "steal":
                add(_int(e, "from", -1), -amount)
    return out


def _culture(events: list[Stored], viewer: int, players: int) -> list[Msg]:
    changes = culture_changes(events, players)
    order = [(viewer + k) % players for k in range(players)]
    scores = tuple(
        Msg.of("tta-recap-score", player=Seat(seat), delta=_signed(changes[seat]))
        for seat in order
        if changes[seat]
    )
    if not scores:
        return []
    return [Msg.of("tta-recap-culture", scores=scores)]


def _signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"\u2212{-value}"
