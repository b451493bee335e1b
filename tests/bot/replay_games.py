"""Games for the replay tests and the replay timing script: played by random agents straight
on the rules (fast), then stored exactly as the manager stores them (the record, its state,
its action rows with their events), finished or still running."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.games.base import GamePlugin
from bot.manager.base import normalize_options, rules_options
from bot.store import ActionRow, GameRecord, GameStore, SeatRecord

NAMES = ("Ann", "Bořek", "Zofia", "Дмитрий")


async def stored_game(
    store: GameStore,
    plugin: GamePlugin,
    game_id: str,
    *,
    users: tuple[int, ...],
    variant: str,
    seed: int,
    moves: int | None = None,
    guild_id: int = 7,
    channel_id: int = 600,
) -> tuple[GameRecord, Any]:
    """A game of ``len(users)`` seats played by random legal moves to its end (or for
    ``moves`` moves: still running), saved in ``store`` with one action row per move; also the
    final state."""
    rules = plugin.rules
    options = normalize_options({"variant": variant, "seed": seed}, "en-US", plugin)
    state = rules.new(len(users), rules_options(options), seed)
    seats = [SeatRecord(u, NAMES[i]) for i, u in enumerate(users)]
    game = GameRecord(
        id=game_id,
        game=plugin.name,
        guild_id=guild_id,
        channel_id=channel_id,
        creator_id=users[0],
        status="running",
        options=options,
        seats=seats,
        state=rules.dump(state),
        version=rules.version(state),
    )
    await store.create(game)
    await play_and_store(store, rules, game, state, random.Random(seed), moves=moves)
    return game, state


async def play_and_store(
    store: GameStore,
    rules: Any,
    game: GameRecord,
    state: Any,
    rng: random.Random,
    *,
    moves: int | None = None,
    actor: Callable[[int], str] = lambda seat: "player",
    at: Callable[[int], float] = lambda n: 0.0,
) -> int:
    """Random legal moves (never resigning or undoing while anything else is legal) on
    ``state`` until the game ends or ``moves`` were made, each saved in ``store`` as the manager
    saves one: the record (state, version, status, result; ``updated_at`` = ``at(n)``) and an
    action row by ``actor(seat)`` at ``at(n)``. The number of moves made."""
    played = 0
    while not rules.is_over(state) and (moves is None or played < moves):
        decision = rules.decision(state)
        assert decision is not None
        seat = rng.choice(list(decision.seats))
        legal = rules.legal_actions(state, seat)
        rest = [a for a in legal if rules.encode_action(a) not in ("resign", "undo")]
        action = rng.choice(rest or legal)
        before = game.version
        events = rules.apply(state, seat, action)
        played += 1
        game.state, game.version = rules.dump(state), rules.version(state)
        game.updated_at = at(played)
        if rules.is_over(state):
            game.status = "finished"
            result = rules.result(state)
            game.result = result.to_json() if result is not None else None
        row = ActionRow(
            0,
            game.id,
            before,
            seat,
            rules.encode_action(action),
            actor(seat),
            [e.to_json() for e in events],
            at(played),
        )
        assert await store.save_action(game, before, row)
    return played
