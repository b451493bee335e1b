"""The story of a finished Through the Ages game (:mod:`rules.story`), rebuilt from its seed and
action log.

- **Score over the game**: every nation's culture at the end of each round (after the last
  action of that round; effects resolved at the start of the next turn in the same action, such
  as a declared war, count with it), then the final score (``Σ``). The last round's point is
  the culture before final scoring (T-17): the last stretch is the final scoring itself. Age
  changes are marked where the round they happened in begins.
- **Points by source**: the culture gained during the game, per action and seat, split by what
  the public events of that action say it came from: maintenance (the culture rate,
  T-13.1: buildings, wonders, leaders), cards played for culture (action cards, T-6.2.4),
  events (culture for preparing an event, T-15.4, and
  what a revealed event gave or took), aggressions and wars (T-15.7, T-15.9, T-15.10: stolen or
  won culture, or lost), colonies (T-15.6), a wonder's completion, and the rest (leaders' and
  other one-off effects) as "other". Then the final scoring: each Age III event card by name
  (T-17.2.2) or the simple game's four bonuses (T-17.1.2). Their sum is the final score.
- **Turning points**: the largest swings (:func:`rules.story.swings`) explained by the
  largest source of that seat in that stretch (the aggression or war with its card and
  opponent, the event card…).

Only public events are read (private ones are skipped), and culture, which is public.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core import JSON, Event, Game, Msg, Seat
from rules.story import Swing, story_json, turning_points
from rules.tta.describe import AGE_MARKS, card_msg
from rules.tta.state import TtaState

# The sources of culture during the game, in the order they are listed.
SOURCES: tuple[str, ...] = (
    "rate",
    "played",
    "events",
    "military",
    "colonies",
    "wonders",
    "other",
)
SIMPLE_BONUSES: tuple[str, ...] = ("techs", "strength", "happy", "production")
TOTAL_LABEL = "Σ"


@dataclass(frozen=True, slots=True)
class Item:
    """Culture ``amount`` that ``seat`` got (or lost) in round point ``at`` from ``source``;
    ``card`` and ``other`` name the card and the other nation when the log says."""

    at: int
    seat: int
    source: str
    amount: int
    card: str = ""
    other: int = -1
    war: bool = False


def _items(at: int, events: Sequence[Event], delta: Sequence[int], players: int) -> list[Item]:
    """What one action's culture changes ``delta`` (per seat) came from, as its events say."""
    out: list[Item] = []
    explained = [0] * players
    context: tuple[str, str, int, bool] = ("other", "", -1, False)  # source, card, other, war
    attack: dict[str, Any] = {}
    wonder_done: set[int] = set()

    def add(
        seat: int, amount: int, source: str, card: str = "", other: int = -1, war: bool = False
    ) -> None:
        if amount and 0 <= seat < players:
            out.append(Item(at, seat, source, amount, card, other, war))
            explained[seat] += amount

    for e in events:
        if e.private_to is not None:
            continue
        data = e.data
        kind = e.kind
        seat = e.seat if e.seat is not None else -1
        if kind == "maintenance":
            add(seat, int(data.get("culture", 0)), "rate")
        elif kind == "play" and data.get("culture"):
            add(seat, int(data["culture"]), "played", str(data.get("card", "")))
        elif kind == "prepare":
            add(seat, int(data.get("culture", 0)), "events")
        elif kind == "event":
            context = ("events", str(data.get("card", "")), -1, False)
        elif kind in ("aggression_result", "war_result"):
            attack = dict(data)
            war = kind == "war_result"
            context = ("military", str(data.get("card", "")), int(data.get("target", -1)), war)
            if war:
                winner = int(data.get("winner", -1))
                loser = int(data.get("target", -1)) if winner == seat else seat
                context = ("military", str(data.get("card", "")), loser, True)
                attack["winner"] = winner
            else:
                attack["winner"] = seat if data.get("success") else -1
            attack["attacker"] = seat
        elif kind == "colony":
            context = ("colonies", str(data.get("card", "")), -1, False)
        elif kind == "wonder" and data.get("completed"):
            wonder_done.add(seat)
        elif kind == "turn":
            context = ("other", "", -1, False)
        elif kind in ("gain", "lose", "steal") and data.get("stat") == "culture":
            amount = int(data.get("amount", 0)) * (-1 if kind == "lose" else 1)
            source, card, other, war = context
            if source == "military" and attack:
                a, target = int(attack["attacker"]), int(attack.get("target", -1))
                other = target if seat == a else a
            add(seat, amount, source, card, other, war)
            if kind == "steal":
                victim = int(data.get("from", -1))
                add(victim, -int(data.get("amount", 0)), source, card, seat, war)
    for seat in range(players):
        rest = delta[seat] - explained[seat]
        if rest:
            add(seat, rest, "wonders" if seat in wonder_done else "other")
    return out


def _explain(
    items: Sequence[Item], w: Swing, final: Sequence[Sequence[tuple[Msg, int]]], last: int
) -> Msg | None:
    """The largest source of ``w.seat``'s move in ``w``'s stretch, as a message."""
    who = Seat(w.seat)
    if w.at == last:  # the final scoring
        best = max(final[w.seat], key=lambda p: abs(p[1]), default=None)
        if best is None or not best[1]:
            return Msg.of("tta-story-turn-final", seat=who, points=w.change)
        return Msg.of("tta-story-turn-final-card", seat=who, points=w.change, card=best[0])
    groups: dict[tuple[str, str, int, bool], int] = {}
    for it in items:
        if it.at == w.at and it.seat == w.seat:
            key = (it.source, it.card, it.other, it.war)
            groups[key] = groups.get(key, 0) + it.amount
    if not groups:
        return None
    # the culture rate explains most stretches; a one-off source that made a third of the move
    # or more is what the reader wants to know
    notable = [g for g in groups.items() if g[0][0] != "rate" and 3 * abs(g[1]) >= abs(w.change)]
    pool = notable or list(groups.items())
    (source, card, other, war), amount = max(pool, key=lambda g: abs(g[1]))
    if source == "military" and card:
        kind = "war" if war else "aggression"
        if other >= 0:
            return Msg.of(
                f"tta-story-turn-{kind}",
                seat=who,
                points=amount,
                card=card_msg(card),
                other=Seat(other),
            )
        return Msg.of(f"tta-story-turn-{kind}-alone", seat=who, points=amount, card=card_msg(card))
    if card and source in ("events", "colonies", "played"):
        return Msg.of(f"tta-story-turn-{source}-card", seat=who, points=amount, card=card_msg(card))
    return Msg.of(f"tta-story-turn-{source}", seat=who, points=amount)


def story(
    game: Game[TtaState, Any],
    players: int,
    options: Mapping[str, Any],
    seed: int,
    actions: Sequence[tuple[int, str]],
) -> JSON:
    """The story of the game played from ``seed`` with ``actions`` (seat, action code) by
    ``game`` (the rules with the game's own card data)."""
    state = game.new(players, options, seed)
    labels: list[str] = []
    series: list[list[int]] = [[] for _ in range(players)]
    markers: list[tuple[float, str]] = []
    items: list[Item] = []
    before = [p.culture for p in state.players]
    for seat, code in actions:
        round_before = state.round
        events = game.apply(state, seat, game.decode_action(code))
        after = [p.culture for p in state.players]
        at = len(labels)  # the point this action counts towards (the round in progress)
        delta = [after[s] - before[s] for s in range(players)]
        if state.final_scores:  # final scoring happened in this action: split it off
            delta = [int(state.final_scores[str(s)][0]) - before[s] for s in range(players)]
        items += _items(at, events, delta, players)
        for e in events:
            if e.kind == "age" and e.private_to is None and at > 0:
                age = int(e.data.get("age", 0))
                if 0 <= age < len(AGE_MARKS):
                    markers.append((at - 0.5, AGE_MARKS[age]))
        if state.round != round_before or state.final_scores:
            labels.append(str(round_before))
            for s in range(players):
                value = after[s]
                if state.final_scores:
                    value = int(state.final_scores[str(s)][0])
                series[s].append(value)
        before = after
    if not game.is_over(state):
        raise ValueError("the game is not over")
    result = game.result(state)
    assert result is not None
    labels.append(TOTAL_LABEL)
    final: list[list[tuple[Msg, int]]] = []
    for s in range(players):
        series[s].append(result.scores[s].total)
        cats = dict(result.scores[s].categories)
        rows: list[tuple[Msg, int]] = []
        for key, points in cats.items():
            if key in ("culture", "resigned"):
                continue
            name = Msg.of(f"tta-img-cat-{key}") if key in SIMPLE_BONUSES else card_msg(key)
            rows.append((name, int(points)))
        final.append(rows)
    sources: list[list[tuple[Msg, int]]] = []
    for s in range(players):
        during = {src: 0 for src in SOURCES}
        for it in items:
            if it.seat == s:
                during[it.source] += it.amount
        rows = [(Msg.of(f"tta-story-src-{src}"), during[src]) for src in SOURCES if during[src]]
        sources.append(rows + final[s])
    last = len(labels) - 1
    turns = turning_points(series, lambda w: _explain(items, w, final, last))
    return story_json(
        axis=Msg.of("tta-story-axis"),
        labels=labels,
        series=series,
        markers=markers,
        sources=sources,
        turns=turns,
    )
