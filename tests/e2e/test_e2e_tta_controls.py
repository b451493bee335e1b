"""End-to-end: the controls of a Through the Ages turn cannot be fumbled (issue 26).

Through the fake Discord and the real bot: a player who also has choices only they may see
(a tactic in their military hand) still finds *End turn* and *Undo* in the table's fixed last
row, beside *Show my choices*, and ends the turn there; resigning takes two deliberate steps
(the menu entry opens a warning; only its confirmation resigns)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from harness import Players, choices, db_rows, eventually
from test_e2e_game import check_clean
from test_e2e_tta import open_tta, table_controls

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e


def last_row_codes(message: Any) -> list[str]:
    """The action codes of the buttons of a message's last action row."""
    rows = message.data.get("components") or []
    last = rows[-1]["components"] if rows else []
    return [str(c.get("custom_id", "")).split(":", 3)[-1] for c in last if c.get("type") == 2]


def actions_of(env: Env, game_id: str) -> list[tuple[int, str]]:
    rows = db_rows(
        env.bot.database, "SELECT seat, action FROM actions WHERE game_id = ? ORDER BY seq", game_id
    )
    return [(int(r["seat"]), str(r["action"])) for r in rows]


async def applied_after(env: Env, game_id: str, count: int) -> str:
    """The first action stored after the first ``count`` (waits for it)."""

    def found() -> str | None:
        rows = actions_of(env, game_id)
        return rows[count][1] if len(rows) > count else None

    action = await eventually(found, 20)
    assert action is not None, "no action was stored"
    return action


async def click(players: Players, user: Any, message: Any, choice: Any) -> None:
    server = players.server
    if choice.value is not None:
        interaction = await server.select(user, message, choice.custom_id, [choice.value])
    else:
        interaction = await server.click(user, message, choice.custom_id)
    await players.answered(interaction)


def finished(env: Env, game_id: str) -> bool:
    rows = db_rows(env.bot.database, "SELECT status FROM games WHERE id = ?", game_id)
    return bool(rows) and rows[0]["status"] == "finished"


async def play_one_game(env: Env, players: Players, game_id: str, ended: bool) -> tuple[bool, bool]:
    """Plays ``game_id`` on, ending a turn on the table beside secret choices (unless
    ``ended``: done in an earlier game) and then resigning in two steps; whether each was done
    before the game ended."""
    server = env.server
    by_id = {u.id: u for u in players.users}

    # Play on until the player on turn has a choice only they may see (the table then offers
    # "show my choices") while ending the turn is legal.
    for _ in range(1500):
        if finished(env, game_id):
            return ended, False
        table, found = await table_controls(env, game_id)
        codes = [c.code for c in found]
        acting = next((by_id[u] for u in by_id if f"<@{u}>" in table.content), None)
        if not ended and acting is not None and "show" in codes and {"end", "!end"} & set(codes):
            last = last_row_codes(table)
            assert "show" in last and {"end", "!end"} & set(last), last
            assert "undo" not in codes or "undo" in last, last
            before = len(actions_of(env, game_id))
            end = next(c for c in found if c.code in ("end", "!end"))
            await click(players, acting, table, end)
            if end.code == "!end":  # a warning first (famine, uprising…): confirm it
                warning = server.channel_log(server.channel_id)[-1]
                assert warning.ephemeral_to == acting.id
                confirm = next(c for c in choices(warning) if c.code == "end")
                await click(players, acting, warning, confirm)
            assert await applied_after(env, game_id, before) == "end"
            ended = True
            continue
        resign = next((c for c in found if c.code in ("!resign", "resign")), None)
        if ended and resign is not None and acting is not None:
            # One tap is not enough: the menu entry asks first and changes nothing.
            assert resign.code == "!resign", "resigning asks for a confirmation"
            assert "resign" not in last_row_codes(table), "resign is not beside the common buttons"
            before = actions_of(env, game_id)
            await click(players, acting, table, resign)
            await server.settle(0.3)
            assert actions_of(env, game_id) == before, "the first step changes nothing"
            warning = server.channel_log(server.channel_id)[-1]
            assert warning.ephemeral_to == acting.id, "the warning is for the resigning player"
            confirm = next(c for c in choices(warning) if c.code == "resign")
            await click(players, acting, warning, confirm)
            assert await applied_after(env, game_id, len(before)) == "resign"
            return ended, True
        if not await players.step():
            await server.settle(0.2)
    return ended, False


async def test_tta_end_turn_beside_secret_choices_and_resigning_in_two_steps(e2e: Any) -> None:
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US")])
    server = env.server
    users = [u for u in server.users.values() if not u.bot]
    players = Players(server, users, server.channel_id, seed=3, game="tta", quiet=0.1)
    # A random game may end before both situations came (which depends on how the players'
    # clicks interleave with the table's redraws): then the next game goes on looking, up to
    # three games.
    ended = False
    resigned = False
    for _game in range(3):
        game_id = await open_tta(
            env, players, {"variant": "advanced", "max_players": 2}, joiners=1, ais=0
        )
        ended, resigned = await play_one_game(env, players, game_id, ended)
        if resigned:
            break
    assert ended, "no turn with secret choices and end turn on the table was reached"
    assert resigned, "no political phase offered resigning"
    check_clean(env)
