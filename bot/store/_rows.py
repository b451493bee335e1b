"""Games and actions as SQL rows: the column list and the conversions shared by the SQL stores
(JSON is stored as compact text, exactly as written)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import asdict
from typing import Any

from bot.store import (
    ACTIVE_STATUSES,
    ActionRow,
    GameRecord,
    RatedGame,
    RatedSeat,
    Rating,
    RatingPoint,
    seats_from_json,
    seats_to_json,
)

# The games columns, in the order of game_params() and game_from_row().
GAME_COLUMNS = (
    "id, game, guild_id, channel_id, creator_id, status, options, seats, state, version, "
    "table_message_id, lobby_message_id, waiting_since, reminded, "
    "wait_version, result, created_at, updated_at, shown_version, due_at, seat_since, "
    "fault, fault_at, fault_notice_id, deciding"
)
# Columns that update() and save_action() never write: only create() and mark_shown() do.
NOT_UPDATED = ("shown_version",)
ACTIVE_SQL = "status IN ({})".format(", ".join(f"'{s}'" for s in ACTIVE_STATUSES))
# Running and finished games saved by a process that died before showing them.
UNSHOWN_SQL = "status IN ('running', 'finished') AND shown_version < version"
# Running games with a timer due (the parameter is the time now).
DUE_WHERE = "status = 'running' AND due_at IS NOT NULL AND due_at <= {now}"
# A user's lobby and running games (the parameter is the user id), through ``game_players``.
PLAYER_WHERE = "id IN (SELECT game_id FROM game_players WHERE user_id = {user}) AND " + ACTIVE_SQL


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def game_params(g: GameRecord) -> dict[str, Any]:
    """Column name → value, in GAME_COLUMNS order."""
    return {
        "id": g.id,
        "game": g.game,
        "guild_id": g.guild_id,
        "channel_id": g.channel_id,
        "creator_id": g.creator_id,
        "status": g.status,
        "options": dumps(g.options),
        "seats": seats_to_json(g.seats),
        "state": g.state,
        "version": g.version,
        "table_message_id": g.table_message_id,
        "lobby_message_id": g.lobby_message_id,
        "waiting_since": g.waiting_since,
        "reminded": dumps(list(g.reminded)),
        "wait_version": g.wait_version,
        "result": dumps(g.result) if g.result is not None else None,
        "created_at": g.created_at,
        "updated_at": g.updated_at,
        "shown_version": g.shown_version,
        "due_at": g.due_at,
        "seat_since": dumps({str(k): v for k, v in sorted(g.seat_since.items())}),
        "fault": g.fault,
        "fault_at": g.fault_at,
        "fault_notice_id": g.fault_notice_id,
        "deciding": dumps(list(g.deciding)) if g.deciding is not None else None,
    }


def game_from_row(r: Sequence[Any]) -> GameRecord:
    return GameRecord(
        id=r[0],
        game=r[1],
        guild_id=r[2],
        channel_id=r[3],
        creator_id=r[4],
        status=r[5],
        options=json.loads(r[6]),
        seats=seats_from_json(r[7]),
        state=r[8],
        version=r[9],
        table_message_id=r[10],
        lobby_message_id=r[11],
        waiting_since=r[12],
        reminded=[int(s) for s in json.loads(r[13])],
        wait_version=r[14],
        result=json.loads(r[15]) if r[15] is not None else None,
        created_at=r[16],
        updated_at=r[17],
        shown_version=r[18],
        due_at=r[19],
        seat_since={int(k): float(v) for k, v in json.loads(r[20] or "{}").items()},
        fault=r[21],
        fault_at=r[22],
        fault_notice_id=r[23],
        deciding=[int(x) for x in json.loads(r[24])] if r[24] is not None else None,
    )


def action_from_row(r: Sequence[Any]) -> ActionRow:
    """An actions row selected as ``seq, game_id, version, seat, action, actor, events, at``."""
    return ActionRow(
        seq=r[0],
        game_id=r[1],
        version=r[2],
        seat=r[3],
        action=r[4],
        actor=r[5],
        events=json.loads(r[6]),
        at=r[7],
    )


ACTION_COLUMNS = "seq, game_id, version, seat, action, actor, events, at"


def actions_since_sql(codes: int, limited: bool, param: Callable[[int], str]) -> str:
    """The query of ``GameStore.actions_since`` for ``codes`` action codes, with or without a
    limit; ``param(n)`` writes the n-th parameter (``?n`` in SQLite, ``$n`` in PostgreSQL).
    Parameters: game id, seat, the codes, then the limit."""
    which = ""
    if codes:
        which = " AND action IN ({})".format(", ".join(param(3 + i) for i in range(codes)))
    last = f"SELECT MAX(seq) FROM actions WHERE game_id = {param(1)} AND seat = {param(2)}{which}"
    rows = f"SELECT {ACTION_COLUMNS} FROM actions WHERE game_id = {param(1)} AND seq > " + (
        f"COALESCE(({last}), 0)"
    )
    if not limited:
        return rows + " ORDER BY seq"
    return f"SELECT * FROM ({rows} ORDER BY seq DESC LIMIT {param(3 + codes)}) AS last ORDER BY seq"


# --- ratings (migration 009) -----------------------------------------------------------------

# Finished games not yet recorded: the partial index games_finished and the recorded ids only.
UNRATED_WHERE = (
    "status = 'finished' AND NOT EXISTS (SELECT 1 FROM rated_games AS r WHERE r.game_id = games.id)"
)
RATED_COLUMNS = "game_id, seq, game, family, guild_id, finished_at, variant, rated, seats"
RATING_COLUMNS = (
    "scope, family, player, name, mu, sigma, ordinal, games, wins, place_sum, updated_at"
)
POINT_COLUMNS = "scope, family, player, game_id, seq, mu, sigma, at"


def rated_seats_json(game: RatedGame) -> str:
    return dumps([asdict(s) for s in game.seats])


def rated_params(game: RatedGame) -> tuple[Any, ...]:
    """A recorded game's values in RATED_COLUMNS order."""
    return (
        game.game_id,
        game.seq,
        game.game,
        game.family,
        game.guild_id,
        game.finished_at,
        game.variant,
        game.rated,
        rated_seats_json(game),
    )


def rated_from_row(r: Sequence[Any]) -> RatedGame:
    return RatedGame(
        game_id=r[0],
        seq=int(r[1]),
        game=r[2],
        family=r[3],
        guild_id=r[4],
        finished_at=float(r[5]),
        variant=r[6],
        rated=bool(r[7]),
        seats=[RatedSeat(**s) for s in json.loads(r[8])],
    )


def rating_params(r: Rating) -> tuple[Any, ...]:
    """A rating's values in RATING_COLUMNS order (``ordinal`` as the ladder sorts by it)."""
    return (
        r.scope,
        r.family,
        r.player,
        r.name,
        r.mu,
        r.sigma,
        r.ordinal,
        r.games,
        r.wins,
        r.place_sum,
        r.updated_at,
    )


def rating_from_row(r: Sequence[Any]) -> Rating:
    return Rating(
        scope=int(r[0]),
        family=r[1],
        player=r[2],
        name=r[3],
        mu=float(r[4]),
        sigma=float(r[5]),
        games=int(r[7]),
        wins=int(r[8]),
        place_sum=int(r[9]),
        updated_at=float(r[10]),
    )


def point_params(p: RatingPoint) -> tuple[Any, ...]:
    return (p.scope, p.family, p.player, p.game_id, p.seq, p.mu, p.sigma, p.at)


def point_from_row(r: Sequence[Any]) -> RatingPoint:
    return RatingPoint(
        scope=int(r[0]),
        family=r[1],
        player=r[2],
        game_id=r[3],
        seq=int(r[4]),
        mu=float(r[5]),
        sigma=float(r[6]),
        at=float(r[7]),
    )


def erased_seats(seats_json: str, user_id: int) -> str:
    """A game's seats JSON with ``user_id``'s seats made anonymous (``GameStore.erase_user``)."""
    seats = seats_from_json(seats_json)
    for i, seat in enumerate(seats):
        if seat.user_id == user_id:
            seat.user_id = None
            seat.name = f"#{i + 1}"
            seat.locale = None
            seat.standing = {}
    return seats_to_json(seats)


def erased_rated_seats(seats_json: str, player: str, erased: str) -> str:
    """A recorded game's seats JSON with ``player``'s seats given to ``erased``, nameless."""
    seats = json.loads(seats_json)
    for s in seats:
        if s["player"] == player:
            s["player"], s["name"] = erased, ""
    return dumps(seats)


# The games whose seats erase_user() changes (the parameter is the user id): their finished and
# abandoned games (lobby and running games are left as they are).
# The finished and abandoned games a user created lose that id too (it names who opened them).
ERASED_CREATOR = (
    "UPDATE games SET creator_id = 0 WHERE creator_id = {user} "
    "AND status IN ('finished', 'abandoned') RETURNING id"
)
ERASED_GAMES = (
    "SELECT id, seats FROM games WHERE id IN "
    "(SELECT game_id FROM game_players WHERE user_id = {user}) "
    "AND status IN ('finished', 'abandoned')"
)
