"""Ratings: per-server and across-server ladders of every game, computed from the recorded
results with openskill's Plackett-Luce model (docs/ratings.md).

A finished game is turned into a :class:`~bot.store.RatedGame` (:func:`rated_game`: its ladder,
each seat's player, place, score and the share of its moves its player made) and counted once
(:func:`count_finished`, under the store's lock ``ratings``): the ratings it moves and the
game are written in one transaction (``GameStore.save_rated``), which refuses a game already
recorded. :func:`count_unrated` counts the finished games nothing counted yet (a process that
died in between); :func:`recompute` rebuilds every rating from the recorded games, in the
order they were counted, with the same function (:func:`rate`), so it gives the same numbers.

Host code: nothing here names a game. ``python -m bot.ratings recompute --database URL``;
``python -m bot.ratings import-tournament --database URL --game tta FILE`` records the games of
a tournament's ``--raw`` file so that the AI levels get ratings from them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import math
import sys
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from openskill.models import PlackettLuce

from bot.games.base import GamePlugin
from bot.store import (
    EVERYWHERE,
    ActionRow,
    GameRecord,
    GameStore,
    RatedGame,
    RatedSeat,
    Rating,
    RatingPoint,
    SeatRecord,
    open_store,
)

log = logging.getLogger("bot.ratings")

# Default parameters: a new player is mu 25, sigma 25/3; tau 25/300 keeps sigma from shrinking
# to nothing, so that a rating still moves after many games.
MODEL = PlackettLuce()
# The store lock held while ratings are read, computed and written.
LOCK = "ratings"
# Actors whose moves are the seat's player's own (``bot.store.ACTORS``): the player, and their
# answers given in advance. "replacement" moves were the AI's, for an absent player.
OWN_ACTORS = frozenset({"player", "standing"})
# Agent -> level of a host whose plugin is unknown (GamePlugin's default levels).
DEFAULT_LEVELS: Mapping[str, str] = {"random": "easy", "heuristic": "normal", "strong": "strong"}


def family_of(plugin: GamePlugin, options: Mapping[str, Any]) -> str:
    """The ladder a game with these options counts on (``GamePlugin.rating_family``; by
    default the game's name)."""
    if plugin.rating_family is not None:
        return plugin.rating_family(options)
    return plugin.name


def player_key(seat: SeatRecord, plugin: GamePlugin | None = None) -> str:
    """Who a seat's ratings belong to: ``user:<id>`` for a person, ``ai:<level>`` for an AI
    seat (its level, ``plugin.level_of``), ``erased:`` for a seat whose player was erased."""
    if seat.user_id is not None:
        return f"user:{seat.user_id}"
    if seat.ai is not None:
        level = plugin.level_of(seat.ai) if plugin is not None else DEFAULT_LEVELS.get(seat.ai)
        return f"ai:{level or 'normal'}"
    return "erased:"


def is_human(player: str) -> bool:
    return not player.startswith("ai:")


def is_erased(player: str) -> bool:
    return player.startswith("erased:")


def scopes(guild_id: int | None) -> list[int]:
    """The ladders a game of that server counts on: the server's own and the one across every
    server (a game outside a server: only that one)."""
    return (
        [guild_id, EVERYWHERE] if guild_id is not None and guild_id != EVERYWHERE else [EVERYWHERE]
    )


def places(result: Mapping[str, Any]) -> dict[int, int]:
    """Each seat's place (1 = first; tied seats share it, the next place skips) from a rules
    result (``rules.core.Result.to_json``): a higher total, then a higher tiebreak, is better.
    A seat whose categories hold ``resigned`` (its order of resignation, 1 = first) ranks
    below every seat that did not resign, a later resignation above an earlier one (Through
    the Ages, T-22 #27)."""
    keys: dict[int, tuple[int, int, int]] = {}
    for score in result.get("scores", []):
        resigned = int(score.get("categories", {}).get("resigned", 0) or 0)
        if resigned:
            keys[int(score["seat"])] = (0, resigned, 0)
        else:
            keys[int(score["seat"])] = (1, int(score["total"]), int(score.get("tiebreak", 0)))
    return {s: 1 + sum(1 for k in keys.values() if k > key) for s, key in keys.items()}


def shares(game: GameRecord, actions: Iterable[ActionRow]) -> dict[int, float]:
    """Per seat, the part of its moves its own player made (answers given in advance count as
    theirs; the AI's moves for them while they were absent do not). A seat that never moved
    counts as played by its player (1.0); an AI seat plays itself (1.0)."""
    own = [0] * len(game.seats)
    replaced = [0] * len(game.seats)
    for row in actions:
        if 0 <= row.seat < len(game.seats):
            if row.actor in OWN_ACTORS:
                own[row.seat] += 1
            elif row.actor == "replacement":
                replaced[row.seat] += 1
    return {
        i: own[i] / (own[i] + replaced[i]) if own[i] + replaced[i] else 1.0
        for i in range(len(game.seats))
    }


def rated_game(
    plugin: GamePlugin | None, game: GameRecord, actions: Iterable[ActionRow]
) -> RatedGame:
    """A finished game as the ladders count it. It moves ratings (``rated``) when at least two
    people played part of it themselves, or one did against an AI seat; a game without a
    result is recorded and moves nothing."""
    result = game.result or {}
    scores = {int(s["seat"]): s for s in result.get("scores", [])}
    placed = places(result)
    winners = {int(w) for w in result.get("winners", [])}
    part = shares(game, actions)
    seats: list[RatedSeat] = []
    for i, seat in enumerate(game.seats):
        player = player_key(seat, plugin)
        if player == "erased:":  # erased before it was counted: a person nobody can name
            player = f"erased:{game.id}.{i}"
        seats.append(
            RatedSeat(
                seat=i,
                player=player,
                name=seat.name if not is_erased(player) else "",
                place=placed.get(i, 1),
                score=int(scores[i]["total"]) if i in scores else 0,
                share=part[i] if seat.ai is None else 1.0,
                won=i in winners,
            )
        )
    playing = sum(1 for s in seats if is_human(s.player) and s.share > 0)
    has_ai = any(not is_human(s.player) for s in seats)
    return RatedGame(
        game_id=game.id,
        game=game.game,
        family=family_of(plugin, game.options) if plugin is not None else game.game,
        guild_id=game.guild_id,
        finished_at=game.updated_at,
        variant=str(game.options.get("variant", "")),
        seats=seats,
        rated=bool(game.result) and (playing >= 2 or (playing >= 1 and has_ai)),
    )


def rate(
    game: RatedGame, scope: int, ladder: Mapping[str, Rating]
) -> tuple[list[Rating], list[RatingPoint]]:
    """The ratings one recorded game moves on one ladder (``scope``), given its players'
    ratings there (``ladder``; a player without one starts at the model's default), and the
    points it adds (their ``seq`` is the game's).

    Every seat is a team of one in a Plackett-Luce update, ranked by its place (ties share a
    rank). Who moves: AI levels in every rated game; people only when at least two played part
    of it themselves, each only ``share`` of the way from their rating to the updated one (0:
    unchanged and not counted). An AI level in several seats gets one update: its mean moves
    by the sum of its seats' changes, its variance by the product of each seat's variance
    ratio (the model's tau added once), as if it had played those seats one after another.
    Games, wins and places count per seat."""
    if not game.rated:
        return [], []
    humans_move = sum(1 for s in game.seats if is_human(s.player) and s.share > 0) >= 2
    current: dict[str, Rating] = {}
    for s in game.seats:
        if s.player not in current:
            found = ladder.get(s.player)
            current[s.player] = found or Rating(
                scope, game.family, s.player, s.name, MODEL.mu, MODEL.sigma
            )
    teams = [
        [MODEL.rating(mu=current[s.player].mu, sigma=current[s.player].sigma)] for s in game.seats
    ]
    updated = MODEL.rate(teams, ranks=[float(s.place) for s in game.seats])
    moved: dict[str, list[tuple[RatedSeat, float, float]]] = {}
    for s, [new] in zip(game.seats, updated, strict=True):
        if not is_human(s.player) or (humans_move and s.share > 0):
            moved.setdefault(s.player, []).append((s, float(new.mu), float(new.sigma)))
    ratings: list[Rating] = []
    points: list[RatingPoint] = []
    for player, seats in moved.items():
        before = current[player]
        mu, sigma = before.mu, before.sigma
        if len(seats) == 1:
            s, new_mu, new_sigma = seats[0]
            mu = before.mu + s.share * (new_mu - before.mu)
            sigma = before.sigma + s.share * (new_sigma - before.sigma)
        else:
            spread = before.sigma**2 + MODEL.tau**2
            variance = spread
            for s, new_mu, new_sigma in seats:
                mu += s.share * (new_mu - before.mu)
                seat_sigma = before.sigma + s.share * (new_sigma - before.sigma)
                variance *= seat_sigma**2 / spread
            sigma = math.sqrt(variance)
        after = Rating(
            scope=scope,
            family=game.family,
            player=player,
            name=seats[-1][0].name or before.name,
            mu=mu,
            sigma=sigma,
            games=before.games + len(seats),
            wins=before.wins + sum(1 for s, _, _ in seats if s.won),
            place_sum=before.place_sum + sum(s.place for s, _, _ in seats),
            updated_at=game.finished_at,
        )
        ratings.append(after)
        points.append(
            RatingPoint(
                scope, game.family, player, game.game_id, game.seq, mu, sigma, game.finished_at
            )
        )
    return ratings, points


def _players(game: RatedGame) -> list[str]:
    return list(dict.fromkeys(s.player for s in game.seats))


async def record(store: GameStore, game: RatedGame) -> bool:
    """Inside the lock: compute what ``game`` moves from the stored ratings and record it;
    False if it was recorded already (nothing written). People whose data was erased get no
    stored rating."""
    ratings: list[Rating] = []
    points: list[RatingPoint] = []
    for scope in scopes(game.guild_id):
        ladder = await store.ratings(scope, game.family, _players(game))
        moved, added = rate(game, scope, ladder)
        ratings += [r for r in moved if not is_erased(r.player)]
        points += [p for p in added if not is_erased(p.player)]
    return await store.save_rated(game, ratings, points)


async def count_finished(
    store: GameStore, plugins: Mapping[str, GamePlugin], game: GameRecord
) -> bool:
    """Count a finished game on its ladders, once: True if this call recorded it, False if it
    was recorded already or is not finished. An abandoned game has no result and is never
    counted. Under the store's lock ``ratings``, so that no two updates of a ladder interleave
    (across processes on PostgreSQL); the game and the ratings it moves are written in one
    transaction, so a process killed in between leaves it uncounted (:func:`count_unrated`)."""
    if game.status != "finished":
        return False
    async with store.lock(LOCK):
        actions = await store.actions(game.id)
        return await record(store, rated_game(plugins.get(game.game), game, actions))


async def count_unrated(
    store: GameStore, plugins: Mapping[str, GamePlugin], limit: int = 100
) -> int:
    """Count the finished games nothing has counted yet (oldest first, at most ``limit``): the
    catch-up after a restart, and a timer tick's safety net. How many this call recorded."""
    counted = 0
    for game in await store.list_unrated(limit):
        try:
            counted += await count_finished(store, plugins, game)
        except Exception:
            log.exception("counting game %s for the ratings failed", game.id)
    return counted


@dataclass
class Summary:
    games: int  # recorded games read
    rated: int  # of those, games that moved ratings
    ratings: int  # ratings written
    points: int  # rating points written


async def recompute(store: GameStore, batch: int = 500) -> Summary:
    """Rebuild every rating and rating point from the recorded games, in the order they were
    counted (``GameStore.replace_ratings``), with the same computation as counting them: the
    same numbers. Erased players are carried through (so that the others' numbers stay the
    same) but not stored."""
    async with store.lock(LOCK):
        table: dict[tuple[int, str, str], Rating] = {}
        points: list[RatingPoint] = []
        games = rated = 0
        after = 0
        while found := await store.rated_games(after, batch):
            for game in found:
                games += 1
                rated += game.rated
                for scope in scopes(game.guild_id):
                    ladder = {
                        p: table[key]
                        for p in _players(game)
                        if (key := (scope, game.family, p)) in table
                    }
                    moved, added = rate(game, scope, ladder)
                    for r in moved:
                        table[(r.scope, r.family, r.player)] = r
                    points += added
            after = found[-1].seq
        kept = [r for r in table.values() if not is_erased(r.player)]
        kept_points = [p for p in points if not is_erased(p.player)]
        await store.replace_ratings(kept, kept_points)
    return Summary(games, rated, len(kept), len(kept_points))


# ----------------------------------------------------------------------------------------------
# The project's tournaments (rules/tools/<game>/tournament.py): AI-only games on the ladders


def tournament_games(
    plugin: GamePlugin, lines: Iterable[str], finished_at: float
) -> tuple[list[RatedGame], int]:
    """The games of a tournament's ``--raw`` file (one outcome per line: ``task`` with
    ``seats`` (an agent per seat), ``variant``, ``players``, ``seed``, ``section``; ``totals``
    and ``places`` per seat, a shared place averaged) as rated games outside any server, and
    how many lines were skipped (an agent that is no AI level of the game). A game's id comes
    from what was played, so importing a file again records nothing twice."""
    levels = {agent: level for level, agent in plugin.ai_levels.items()}
    games: list[RatedGame] = []
    skipped = 0
    for line in lines:
        if not line.strip():
            continue
        raw = json.loads(line)
        task = raw["task"]
        agents = [str(a) for a in task["seats"]]
        if not all(a in levels for a in agents):
            skipped += 1
            continue
        placed = [float(p) for p in raw["places"]]
        options = {"variant": str(task.get("variant", ""))}
        ident = "{}:{}:{}:{}:{}:{}".format(
            plugin.name,
            task.get("section", ""),
            options["variant"],
            task.get("players", len(agents)),
            task["seed"],
            ",".join(agents),
        )
        seats = [
            RatedSeat(
                seat=i,
                player=f"ai:{levels[a]}",
                name=levels[a],
                place=1 + sum(1 for p in placed if p < placed[i]),
                score=int(raw["totals"][i]),
                share=1.0,
                won=placed[i] == min(placed),
            )
            for i, a in enumerate(agents)
        ]
        games.append(
            RatedGame(
                game_id=f"tournament:{ident}",
                game=plugin.name,
                family=family_of(plugin, options),
                guild_id=None,
                finished_at=finished_at,
                variant=options["variant"],
                seats=seats,
                rated=len(set(s.player for s in seats)) > 1,
            )
        )
    return games, skipped


async def import_tournament(store: GameStore, games: Sequence[RatedGame]) -> int:
    """Record tournament games (each once); how many were new."""
    added = 0
    async with store.lock(LOCK):
        for game in games:
            added += await record(store, replace(game, seats=list(game.seats)))
    return added


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.ratings", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    again = commands.add_parser("recompute", help="rebuild every rating from the recorded games")
    again.add_argument("--database", required=True, help="the bot's DATABASE_URL")
    tour = commands.add_parser(
        "import-tournament", help="record the AI-only games of a tournament's --raw file"
    )
    tour.add_argument("--database", required=True, help="the bot's DATABASE_URL")
    tour.add_argument("--game", required=True, help="the game's name (e.g. tta)")
    tour.add_argument("raw", type=Path, help="the tournament's --raw file (JSON lines)")
    args = parser.parse_args(argv)
    return asyncio.run(_run(args))


async def _run(args: argparse.Namespace) -> int:
    store = open_store(args.database)
    await store.open()
    try:
        if args.command == "recompute":
            s = await recompute(store)
            print(
                f"{s.games} recorded games ({s.rated} rated): "
                f"{s.ratings} ratings and {s.points} rating points written"
            )
            return 0
        from bot.games import registry

        plugins = registry()
        if args.game not in plugins:
            print(f"unknown game {args.game!r}", file=sys.stderr)
            return 2
        with args.raw.open(encoding="utf-8") as lines:
            games, skipped = tournament_games(plugins[args.game], lines, time.time())
        added = await import_tournament(store, games)
        print(
            f"{len(games)} games read, {added} recorded ({len(games) - added} already), "
            f"{skipped} skipped (an agent that is no AI level)"
        )
        return 0
    finally:
        await store.close()


if __name__ == "__main__":
    sys.exit(main())
