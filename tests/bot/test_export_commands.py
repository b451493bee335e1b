"""``/<game> export`` and ``/games history`` (``bot/exporting.py``) on games kept in the store
as the bot keeps them: the file of a finished Hadara, Through the Ages and Sealed Bids game
replays with ``python -m rules.<game> replay`` in a fresh process to the stored state's hash;
a running game's file holds only the asker's view (H-14, T-15.2); the history lists the
server's finished games a page at a time, each with its result and its file."""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from discord_fakes import fake_interaction, game_commands, memory_bot
from replay_games import play_and_store

from bot import exporting
from bot.cogs.general import GamesGroup
from bot.games import registry
from bot.store import GameRecord, GameStore, SeatRecord

ROOT = Path(__file__).resolve().parents[2]
ALICE, BOB, EVE = 101, 102, 103  # Eve plays in no game
GUILD, T0 = 7, 1_800_000_000.0


async def stored_game(
    store: GameStore,
    name: str,
    game_id: str,
    *,
    variant: str,
    players: int,
    seed: int,
    stop: int | None = None,
    guild: int = GUILD,
    start: float = T0,
    users: tuple[int, int] = (ALICE, BOB),
) -> GameRecord:
    """A game played with random moves, saved action by action as the manager saves them:
    seat 0 is Alice, seat 1 Bob (``users``), the others AI seats; finished unless ``stop``
    comes first."""
    rules = registry()[name].rules
    options: dict[str, Any] = {"variant": variant, "seed": seed, "language": "en-US"}
    state = rules.new(players, {"variant": variant}, seed)
    seats = [SeatRecord(users[0], "Alice"), SeatRecord(users[1], "Bob")]
    seats += [SeatRecord(None, f"AI {i}", ai="random") for i in range(1, players - 1)]
    game = GameRecord(
        id=game_id,
        game=name,
        guild_id=guild,
        channel_id=hash(game_id) % 10**9,
        creator_id=ALICE,
        status="running",
        options=options,
        seats=seats,
        state=rules.dump(state),
        version=rules.version(state),
        created_at=start,
        updated_at=start,
    )
    await store.create(game)
    await play_and_store(
        store,
        rules,
        game,
        state,
        random.Random(seed),
        moves=stop,
        actor=lambda seat: "player" if seat < 2 else "ai",
        at=lambda n: start + n,
    )
    return game


def replays_in_a_fresh_process(path: Path, name: str, text: str, state: str) -> str:
    """``python -m rules.<name> replay`` of the file ``text`` (written at ``path``) in a new
    interpreter that sees only the repository: exit 0 at the hash of the stored ``state``.
    Its output."""
    path.write_text(text, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", f"rules.{name}", "replay", str(path)],
        capture_output=True,
        text=True,
        cwd=path.parent,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    rules = registry()[name].rules
    digest = hashlib.sha256(rules.dump(rules.load(state)).encode("utf-8")).hexdigest()
    assert f"final state hash: {digest}" in run.stdout
    return run.stdout


def sent_file(interaction: Any) -> tuple[str, str, str]:
    """The private answer's text, and its file's name and text."""
    ((content, kwargs),) = interaction.followup.sent
    assert kwargs["ephemeral"] is True
    file = kwargs["file"]
    return str(content), file.filename, file.fp.read().decode("utf-8")


async def test_a_finished_game_of_each_kind_replays_from_its_export_in_a_fresh_process(
    tmp_path: Path,
) -> None:
    async with memory_bot(registry()) as bot:
        games = {
            "hadara": await stored_game(
                bot.store, "hadara", "hadara01", variant="basic", players=3, seed=4
            ),
            "tta": await stored_game(
                bot.store, "tta", "ttaaa001", variant="simple", players=2, seed=3
            ),
            "bids": await stored_game(
                bot.store, "bids", "bids0001", variant="first_price", players=3, seed=2
            ),
        }
        for name, game in games.items():
            assert game.status == "finished"
            export = game_commands(bot, name)["export"]
            # By its code, from another channel, by someone who did not play (same server).
            interaction = fake_interaction(EVE, 1, channel_id=5)
            await export.callback(interaction, game.id)
            content, filename, text = sent_file(interaction)
            assert filename == f"{name}-{game.id}.json"
            assert f"python -m rules.{name} replay {filename}" in content
            data = json.loads(text)
            assert data["complete"] and data["seed"] == game.options["seed"]
            assert [p["name"] for p in data["players"]][:2] == ["Alice", "Bob"]
            assert data["result"] == game.result
            out = replays_in_a_fresh_process(tmp_path / filename, name, text, game.state or "")
            assert "Alice" in out and "OK:" in out


async def test_a_running_export_is_the_askers_view_and_in_its_channel_only() -> None:
    async with memory_bot(registry()) as bot:
        game = await stored_game(
            bot.store, "hadara", "hadara02", variant="basic", players=3, seed=9, stop=30
        )
        export = game_commands(bot, "hadara")["export"]
        files = {}
        for user in (ALICE, BOB, EVE):
            interaction = fake_interaction(user, user, channel_id=game.channel_id)
            await export.callback(interaction, None)
            content, _filename, text = sent_file(interaction)
            assert "replayed only once the game is over" in content
            files[user] = json.loads(text)
        rows = await bot.store.actions(game.id)
        for user, viewer in ((ALICE, 0), (BOB, 1), (EVE, None)):
            data = files[user]
            assert data["viewer"] == viewer and data["seed"] is None
            assert data["final_state_sha256"] is None and not data["complete"]
            assert len(data["actions"]) == len(rows) == 30
            for entry, row in zip(data["actions"], rows, strict=True):
                # H-14.2/H-14.6: another seat's draft choice stays secret; one's own does not.
                hidden = entry["secret"] and row.seat != viewer
                assert entry["action"] == (None if hidden else row.action)
                assert all(e.get("private_to") in (None, viewer) for e in entry["events"])
        assert any(e["action"] is None for e in files[EVE]["actions"])
        # By its code, a running game is refused (its channel gives the asker's view).
        interaction = fake_interaction(ALICE, 9, channel_id=5)
        await export.callback(interaction, game.id)
        assert "still being played" in str(interaction.followup.sent[-1][0])
        # Another server's game is unknown to someone who did not play it.
        other = await stored_game(
            bot.store, "bids", "bids0002", variant="first_price", players=2, seed=1, guild=8
        )
        interaction = fake_interaction(EVE, 10, channel_id=5)
        await game_commands(bot, "bids")["export"].callback(interaction, other.id)
        assert "no finished game with the code bids0002" in str(interaction.followup.sent[-1][0])


async def test_games_history_lists_finished_games_by_page_with_result_and_file() -> None:
    async with memory_bot(registry()) as bot:
        ids = [f"bids{i:04d}" for i in range(10)]
        for i, game_id in enumerate(ids):
            await stored_game(
                bot.store,
                "bids",
                game_id,
                variant="first_price",
                players=2,
                seed=20 + i,
                start=T0 + i * 1000,
            )
        await stored_game(
            bot.store, "bids", "elsewhere", variant="first_price", players=2, seed=1, guild=8
        )
        await stored_game(
            bot.store, "hadara", "running1", variant="basic", players=3, seed=2, stop=5
        )
        group = GamesGroup(bot)
        interaction = fake_interaction(EVE, 1, channel_id=5)
        await group.history.callback(group, interaction)  # type: ignore[arg-type]
        ((content, kwargs),) = interaction.followup.sent
        assert kwargs["ephemeral"] is True
        lines = content.splitlines()
        assert lines[0] == "**Finished games**"
        # Newest first, eight to a page: game, players, winners and date on one line each.
        listed = [line for line in lines if line[:2].rstrip(".").isdigit()]
        assert len(listed) == exporting.PAGE
        assert listed[0].startswith("1. **Sealed Bids** · Alice, Bob · first place: ")
        assert "<t:" in listed[0]
        view = kwargs["view"]
        menu = next(c for c in view.children if isinstance(c, exporting.HistoryMenu))
        values = [o.value for o in menu.item.options]
        newest_first = list(reversed(ids))
        assert values == newest_first[: exporting.PAGE]
        assert all(len(o.label) <= 100 for o in menu.item.options)
        pages = [c for c in view.children if isinstance(c, exporting.HistoryPage)]
        assert [p.item.disabled for p in pages] == [True, False]
        # ▶: the last two games, in the same message.
        click = fake_interaction(EVE, 2, channel_id=5)
        click.client = bot
        await pages[1].callback(click)
        edit = click.response.updated
        assert edit is not None
        page2 = [line for line in edit["content"].splitlines() if line[:2].rstrip(".").isdigit()]
        assert [line.split(".")[0] for line in page2] == ["9", "10"]
        menu2 = next(c for c in edit["view"].children if isinstance(c, exporting.HistoryMenu))
        assert [o.value for o in menu2.item.options] == newest_first[exporting.PAGE :]
        assert "elsewhere" not in edit["content"] + content  # another server's game
        # /bids export game: offers this server's finished games of Sealed Bids as one types.
        typed = fake_interaction(EVE, 4, channel_id=5)
        offered = await exporting.game_choices(bot, typed, "bids", "0003")
        assert [c.value for c in offered] == ["bids0003"]
        assert len(await exporting.game_choices(bot, typed, "bids", "")) == len(ids)
        assert await exporting.game_choices(bot, typed, "hadara", "") == []  # still running
        # Choosing a game: its result and its file.
        chosen = fake_interaction(EVE, 3, channel_id=5)
        await exporting.history_chosen(bot, chosen, ids[3])
        text, filename, body = sent_file(chosen)
        assert filename == f"bids-{ids[3]}.json"
        assert "Alice: " in text and "Bob: " in text
        assert f"`/bids replay game:{ids[3]}`" in text, "and how to step through it"
        assert json.loads(body)["complete"] is True


async def test_games_history_says_when_no_game_has_finished() -> None:
    async with memory_bot(registry()) as bot:
        group = GamesGroup(bot)
        interaction = fake_interaction(EVE, 1, channel_id=5)
        await group.history.callback(group, interaction)  # type: ignore[arg-type]
        ((content, kwargs),) = interaction.followup.sent
        assert content == "No game has finished on this server yet." and "view" not in kwargs


async def test_games_list_still_lists_the_running_games() -> None:
    async with memory_bot(registry()) as bot:
        await stored_game(
            bot.store, "hadara", "running1", variant="basic", players=3, seed=2, stop=5
        )
        await stored_game(bot.store, "bids", "finished", variant="first_price", players=2, seed=1)
        group = GamesGroup(bot)
        interaction = fake_interaction(EVE, 1, channel_id=5)
        await group.list_.callback(group, interaction)  # type: ignore[arg-type]
        ((content, kwargs),) = interaction.followup.sent
        assert kwargs["ephemeral"] is True
        lines = content.splitlines()
        assert lines[0] == "**Running games**" and len(lines) == 2
        assert "Hadara: running, Alice, Bob, AI 1" in lines[1]


async def test_games_list_marks_a_game_that_stopped_loading() -> None:
    """A running game whose state no longer loads (issue 27) is listed as stopped, not running."""
    async with memory_bot(registry()) as bot:
        await stored_game(
            bot.store, "hadara", "running1", variant="basic", players=3, seed=2, stop=5
        )
        record = await bot.store.get("running1")
        assert record is not None
        record.fault = "BadDump: saved by a newer release"
        await bot.store.update(record)
        group = GamesGroup(bot)
        interaction = fake_interaction(EVE, 1, channel_id=5)
        await group.list_.callback(group, interaction)  # type: ignore[arg-type]
        ((content, _),) = interaction.followup.sent
        assert "Hadara: stopped: does not load, Alice, Bob, AI 1" in content.splitlines()[1]
