"""What ``/leaderboard`` and ``/stats`` show, read from the stored ratings (no Discord here).

The ratings themselves are computed elsewhere (``bot.ratings``, which records each finished game
with :meth:`bot.store.GameStore.save_rated`); this module only reads them back and turns them into
the plain dict views :mod:`render.ratings` draws:

* a ladder (:func:`ladder_view`): one row per player, best first, the rating shown as the
  conservative ordinal ``mu - 3 sigma`` rounded, with ``± sigma`` (its uncertainty) rounded;
* a player's record (:func:`stats_view`): games and wins by number of players and by variant,
  their rating after each game, and where their points come from (:func:`sources`): the
  *favourite* source is the one with the largest mean share of their own points, the *best* the
  one where they score most above the average of the players at their tables.

Ladders ("families"): one per game, except Through the Ages, whose simple game has its own ladder
(``tta-simple``) apart from the advanced and full games (``tta``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store import RatedGame, Rating, RatingPoint

# The ladders of each game, in the order /leaderboard offers them; a game not listed has one
# ladder named as the game.
LADDERS: dict[str, tuple[str, ...]] = {"tta": ("tta-simple", "tta")}
# Players per page of a ladder (a phone shows them without scrolling).
PAGE = 10
# How many of a player's latest games /stats reads the results of (sources of points).
SOURCE_GAMES = 50
AI_LEVELS = ("easy", "normal", "strong")


def ladders_of(game: str) -> tuple[str, ...]:
    return LADDERS.get(game, (game,))


def all_ladders(games: Sequence[str]) -> list[str]:
    return [family for game in games for family in ladders_of(game)]


def game_of(family: str) -> str:
    """The game a ladder belongs to (``tta-simple`` → ``tta``)."""
    for game, families in LADDERS.items():
        if family in families:
            return game
    return family


def user_key(user_id: int) -> str:
    return f"user:{user_id}"


def user_of(player: str) -> int | None:
    kind, _, rest = player.partition(":")
    return int(rest) if kind == "user" and rest.isdigit() else None


def ai_level(player: str) -> str | None:
    kind, _, rest = player.partition(":")
    return rest if kind == "ai" and rest in AI_LEVELS else None


def shown_rating(mu: float, sigma: float) -> tuple[int, int]:
    """(the rating shown, its ±): the ordinal mu - 3 sigma and sigma, rounded."""
    return round(mu - 3.0 * sigma), round(sigma)


def mean_place(rating: Rating) -> float | None:
    return rating.place_sum / rating.games if rating.games else None


@dataclass(frozen=True)
class Names:
    """How players are named in a view: AI levels as the lobby names them, an erased player
    with one word (their name is gone)."""

    ai: Mapping[str, str]  # level -> "AI (easy)"
    erased: str

    def of(self, player: str, name: str) -> str:
        level = ai_level(player)
        if level is not None:
            return self.ai.get(level, name)
        if player.startswith("erased:") or not name:
            return self.erased
        return name


def ladder_rows(ratings: Sequence[Rating], offset: int, names: Names) -> list[dict[str, Any]]:
    rows = []
    for i, r in enumerate(ratings):
        shown, pm = shown_rating(r.mu, r.sigma)
        place = mean_place(r)
        rows.append(
            {
                "rank": offset + i + 1,
                "player": r.player,
                "name": names.of(r.player, r.name),
                "rating": shown,
                "pm": pm,
                "games": r.games,
                "wins": r.wins,
                "place": None if place is None else round(place, 1),
                "ai": ai_level(r.player) is not None,
            }
        )
    return rows


def ladder_view(
    title: str,
    scope_text: str,
    ratings: Sequence[Rating],
    total: int,
    page: int,
    names: Names,
    highlight: str | None = None,
) -> dict[str, Any]:
    """One page of a ladder as :func:`render.ratings.draw_leaderboard` reads it."""
    pages = max(1, (total + PAGE - 1) // PAGE)
    return {
        "title": title,
        "scope": scope_text,
        "page": page,
        "pages": pages,
        "total": total,
        "highlight": highlight,
        "rows": ladder_rows(ratings, page * PAGE, names),
    }


# ---------------------------------------------------------------------- a player's record


def seat_of(game: RatedGame, player: str) -> int | None:
    for s in game.seats:
        if s.player == player:
            return s.seat
    return None


def record(games: Sequence[RatedGame], player: str) -> dict[str, Any]:
    """Games and wins, in all, by number of players (``"2"``…) and by variant."""
    by_count: dict[str, list[int]] = {}
    by_variant: dict[str, list[int]] = {}
    played = wins = place_sum = 0
    for g in games:
        seat = next((s for s in g.seats if s.player == player), None)
        if seat is None:
            continue
        played += 1
        wins += int(seat.won)
        place_sum += seat.place
        for table, key in ((by_count, str(g.players_n)), (by_variant, g.variant)):
            row = table.setdefault(key, [0, 0])
            row[0] += 1
            row[1] += int(seat.won)
    return {
        "games": played,
        "wins": wins,
        "place": round(place_sum / played, 1) if played else None,
        "by_count": {k: by_count[k] for k in sorted(by_count, key=int)},
        "by_variant": {k: by_variant[k] for k in sorted(by_variant)},
    }


def source_points(family: str, categories: Mapping[str, Any]) -> dict[str, float]:
    """A seat's final points grouped into the sources /stats names for its ladder: Hadara's score
    pad categories as they are; in the simple game of Through the Ages the culture scored during
    play and each of the four final bonuses; in its advanced and full games the culture scored
    during play and all the final events together."""
    points = {str(k): float(v) for k, v in categories.items() if isinstance(v, int | float)}
    if game_of(family) == "tta" and family != "tta-simple":
        culture = points.pop("culture", 0.0)
        return {"culture": culture, "events": sum(points.values())}
    return points


def sources(
    family: str, results: Sequence[tuple[Mapping[str, Any], int]]
) -> dict[str, dict[str, float]]:
    """Per source, from the player's finished games (``(result, their seat)``): ``share`` — the
    mean part of their own points it gave (games where they scored nothing left out) — and
    ``edge`` — the mean of their points from it minus the average of everyone at the table."""
    shares: dict[str, list[float]] = {}
    edges: dict[str, list[float]] = {}
    for result, seat in results:
        rows = [r for r in result.get("scores", []) if isinstance(r, Mapping)]
        table = [source_points(family, dict(r.get("categories") or {})) for r in rows]
        mine = next(
            (t for r, t in zip(rows, table, strict=True) if int(r.get("seat", -1)) == seat),
            None,
        )
        if mine is None or not table:
            continue
        total = sum(v for v in mine.values() if v > 0)
        keys = sorted({k for t in table for k in t})
        for k in keys:
            if total > 0:
                shares.setdefault(k, []).append(max(0.0, mine.get(k, 0.0)) / total)
            average = sum(t.get(k, 0.0) for t in table) / len(table)
            edges.setdefault(k, []).append(mine.get(k, 0.0) - average)
    out: dict[str, dict[str, float]] = {}
    for k in sorted(set(shares) | set(edges)):
        share = shares.get(k, [])
        edge = edges.get(k, [])
        out[k] = {
            "share": sum(share) / len(share) if share else 0.0,
            "edge": sum(edge) / len(edge) if edge else 0.0,
        }
    return out


def favourite_and_best(found: Mapping[str, Mapping[str, float]]) -> tuple[str | None, str | None]:
    """The source with the largest mean share, and the one with the largest edge over the
    table's average (None when there is none: no game, or nothing above the average)."""
    if not found:
        return None, None
    top_share = max(sorted(found), key=lambda k: found[k]["share"])
    top_edge = max(sorted(found), key=lambda k: found[k]["edge"])
    favourite = top_share if found[top_share]["share"] > 0 else None
    best = top_edge if found[top_edge]["edge"] > 0 else None
    return favourite, best


def rating_series(points: Sequence[RatingPoint]) -> list[float]:
    """The shown rating after each game, oldest first (rounded to one decimal for the chart)."""
    return [round(p.mu - 3.0 * p.sigma, 1) for p in points]
