"""End-to-end: exports through the real bot and the fake Discord. A finished game of each kind
(played by the rules into the bot's database, as the bot saves games) is downloaded with
``/<game> export game:<code>`` and from ``/games history``'s menu, and
``python -m rules.<game> replay`` rebuilds it in a fresh process to the stored state's hash; each
is then stepped through in Discord with ``/<game> replay game:<code>``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from fake_discord import iter_components
from harness import Players, db_rows, reply_with_file
from test_e2e_game import check_clean
from test_e2e_replay import control, move_of, stepper_at

from bot.store.sqlite import SqliteStore

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bot"))
# tests/bot's game records, the same in both
from test_export_commands import replays_in_a_fresh_process, stored_game

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e
GAMES = (("hadara", "basic", 3, 4), ("tta", "simple", 2, 3), ("bids", "first_price", 3, 2))


async def test_finished_games_export_and_replay_in_a_fresh_process(
    e2e: Any, tmp_path: Path
) -> None:
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "cs")])
    server = env.server
    alice, bob = [u for u in server.users.values() if not u.bot]
    store = SqliteStore(env.bot.database)
    await store.open()
    ids = {}
    try:
        for i, (name, variant, players, seed) in enumerate(GAMES):
            game = await stored_game(
                store,
                name,
                f"{name[:4]}e2e{i}",
                variant=variant,
                players=players,
                seed=seed,
                guild=int(server.guild_id),
                users=(int(alice.id), int(bob.id)),
                start=1_800_000_000.0 + i * 1000,
            )
            assert game.status == "finished"
            ids[name] = game.id
    finally:
        await store.close()
    players = Players(server, [alice, bob], server.channel_id, seed=1, game="hadara")
    for name, game_id in ids.items():
        interaction = await players.slash(f"{name} export", alice, {"game": game_id})
        reply = await reply_with_file(server, interaction)
        (attachment,) = reply.data["attachments"]
        assert attachment["filename"] == f"{name}-{game_id}.json"
        text = _file(server, attachment).decode("utf-8")
        path = tmp_path / attachment["filename"]
        replays_in_a_fresh_process(path, name, text, await _state(env, game_id))
    # ... and each is stepped through in Discord, privately: ⏭ reaches its last move, ◀ the one
    # before.
    for name, game_id in ids.items():
        total = len(db_rows(env.bot.database, "SELECT seq FROM actions WHERE game_id = ?", game_id))
        await players.slash(f"{name} replay", alice, {"game": game_id})
        stepper = await stepper_at(env, alice.id, (0, total))
        assert move_of(stepper) == (0, total) and game_id in stepper.content
        for op, expected in (("l", total), ("p", total - 1)):
            click = await server.click(alice, stepper, control(stepper, op)["custom_id"])
            await players.answered(click)
            stepper = await stepper_at(env, move=(expected, total), message_id=stepper.id)
            assert move_of(stepper) == (expected, total), (name, op)
    # /games history: newest first, and its menu answers with the result and the file.
    interaction = await players.slash("games history", bob)
    listing = server.messages[interaction.original_id or ""]
    lines = listing.content.splitlines()
    assert lines[0] == "**Dohrané hry**"  # Bob's Discord speaks Czech
    assert lines[1].startswith("1. **Zapečetěné nabídky** · Alice, Bob, AI 1 · první místo: ")
    menu = next(c for c in iter_components(listing.data) if c.get("custom_id") == "gx:0")
    assert [o["value"] for o in menu["options"]] == [ids["bids"], ids["tta"], ids["hadara"]]
    chosen = await server.select(bob, listing, "gx:0", [ids["tta"]])
    await players.answered(chosen)
    reply = await reply_with_file(server, chosen)
    (attachment,) = reply.data["attachments"]
    assert attachment["filename"] == f"tta-{ids['tta']}.json"
    assert "Alice: " in reply.content and "Bob: " in reply.content
    assert f"`/tta přehrát hra:{ids['tta']}`" in reply.content, "the replay command, in Czech"
    text = _file(server, attachment).decode("utf-8")
    state = await _state(env, ids["tta"])
    replays_in_a_fresh_process(tmp_path / "history.json", "tta", text, state)
    check_clean(env)


async def _state(env: Any, game_id: str) -> str:
    return str(db_rows(env.bot.database, "SELECT state FROM games WHERE id = ?", game_id)[0][0])


def _file(server: Any, attachment: dict[str, Any]) -> bytes:
    aid = str(attachment["url"]).rsplit("/", 2)[-2]
    data: bytes = server.attachments[aid]
    return data
