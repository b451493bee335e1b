"""What a replay click costs: ``python tests/perf/replay_steps.py [--players 4] [--clicks 200]``.

Stores a long Through the Ages game (full game, random legal moves, the longest of a few seeds,
or ``--moves`` moves of it), then, with the bot's parts and a fake Discord client
(``tests/bot/discord_fakes.memory_bot``, the render pool in threads): opens ``/tta replay`` once
(the first look replays the whole log and keeps its checkpoints), and clicks stepper controls
as a reader does — ▶ and ◀ from random moves, ⏮, ⏭, jumps — each decoded from its custom_id
like a click after a restart, but with the game's index kept (``bot.replay``). Prints the
median, p95 and maximum milliseconds per click: the whole answer (state rebuilt, text, picture
drawn on a cache miss), and the state rebuild alone (``Index.state_at``). Figures in
``docs/replay.md``.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def line(label: str, values: list[float]) -> str:
    return (
        f"{label}: median {statistics.median(values):.1f} ms, p95 {pct(values, 0.95):.1f} ms, "
        f"max {max(values):.1f} ms ({len(values)} clicks)"
    )


async def main() -> int:
    from discord_fakes import fake_interaction, game_commands, memory_bot
    from replay_games import stored_game

    from bot import replay
    from bot.games import Registry
    from bot.ui import components

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--seeds", type=int, default=6, help="seeds tried for a long game")
    parser.add_argument("--moves", type=int, default=None, help="stop the game after this many")
    args = parser.parse_args()
    games = Registry.of(["tta"])
    users = tuple(range(201, 201 + args.players))
    async with memory_bot(games) as bot:
        longest: Any = None
        for seed in range(1, args.seeds + 1):
            game, _ = await stored_game(
                bot.store,
                games["tta"],
                f"long{seed}",
                users=users,
                variant="full",
                seed=seed,
                moves=args.moves,
                channel_id=600 + seed,
            )
            if longest is None or game.version > longest.version:
                longest = game
        game = longest
        total = len(await bot.store.actions(game.id))
        print(f"game {game.id}: {total} moves, {args.players} players, {game.status}")

        def asked(user: int, channel: int) -> Any:
            interaction = fake_interaction(user, random.randrange(10**9), channel_id=channel)
            interaction.client = bot
            return interaction

        replay.forget()
        opening = asked(users[0], game.channel_id)
        replay_command = game_commands(bot, "tta")["replay"]
        began = time.perf_counter()
        await replay_command.callback(opening, game.id, False)
        first = (time.perf_counter() - began) * 1000
        print(f"first look (the whole log replayed, checkpoints kept): {first:.0f} ms")

        index = await replay.index_of(bot, games["tta"], game)
        rng = random.Random(1)
        whole: list[float] = []
        rebuild: list[float] = []
        marks = [m for m, _ in replay.jumps(index.chapters, total)]
        for _ in range(args.clicks):
            op = rng.choice("nnnnppfljj")
            move = rng.randrange(total + 1)
            custom_id = components.replay_custom_id(game.id, users[0], False, None, move, op)
            value = str(rng.choice(marks)) if op == "j" else None
            interaction = asked(users[0], game.channel_id)
            interaction.message = None
            match = (
                components.ReplaySelect if op == "j" else components.ReplayButton
            ).__discord_ui_compiled_template__.fullmatch(custom_id)
            assert match is not None
            kind = components.ReplaySelect if op == "j" else components.ReplayButton
            item = await kind.from_custom_id(interaction, None, match)
            if value is not None:
                interaction.data = {"values": [value]}
            began = time.perf_counter()
            await item.callback(interaction)
            whole.append((time.perf_counter() - began) * 1000)
            assert interaction.response.updated is not None, interaction.response.message
            target = rng.randrange(total + 1)
            began = time.perf_counter()
            index.state_at(target)
            rebuild.append((time.perf_counter() - began) * 1000)
        print(line("a click, answered (state, text, picture)", whole))
        print(line("the state at a move alone", rebuild))
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
