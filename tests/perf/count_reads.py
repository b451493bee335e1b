"""How many times one click reads the stored game and builds views: ``python
tests/perf/count_reads.py [--games N]``.

Plays seeded Hadara games (three humans, each playing its first legal action) through the real
manager and the real Discord presenter with a fake Discord client, and counts, per click from
``manager.act`` until every table update and prompt it caused has gone out: loads of the stored
state (``rules.load``), views built (``rules.view``), and store reads of a game record
(``store.get`` / ``by_channel``). Prints the median, p95 and maximum per click. It runs on this
commit and, for the "before" figures in ``docs/scale.md``, on older commits of the bot (it adapts
to the presenter's older signature).
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))


def fake_client() -> Any:
    from types import SimpleNamespace

    class Message:
        ids = iter(range(10_000, 10**9))

        def __init__(self, channel: Any) -> None:
            self.id = next(Message.ids)
            self.channel = channel

        async def edit(self, **kwargs: Any) -> Any:
            return self

    class Channel:
        def __init__(self, channel_id: int) -> None:
            self.id = channel_id
            self.by_id: dict[int, Any] = {}

        async def send(self, *args: Any, **kwargs: Any) -> Any:
            message = Message(self)
            self.by_id[message.id] = message
            return message

        def get_partial_message(self, message_id: int) -> Any:
            return self.by_id.get(message_id) or Message(self)

    channels: dict[int, Channel] = {}

    def channel(channel_id: int, **kwargs: Any) -> Channel:
        return channels.setdefault(channel_id, Channel(channel_id))

    async def start_private_message(user_id: int) -> dict[str, Any]:
        return {"id": str(50_000 + user_id)}

    return SimpleNamespace(
        get_channel=lambda _id: None,
        get_partial_messageable=channel,
        http=SimpleNamespace(start_private_message=start_private_message),
    )


async def measure(games: int) -> dict[str, list[int]]:
    from bot.manager import GameManager
    from bot.presenter import DiscordPresenter
    from bot.render_pool import RenderPool
    from bot.store.memory import MemoryStore
    from rules.hadara import GAME

    counts: Counter[str] = Counter()

    def wrap(target: Any, name: str, label: str) -> None:
        original = getattr(target, name)
        if inspect.iscoroutinefunction(original):

            async def awrapped(*args: Any, **kwargs: Any) -> Any:
                counts[label] += 1
                return await original(*args, **kwargs)

            setattr(target, name, awrapped)
        else:

            def wrapped(*args: Any, **kwargs: Any) -> Any:
                counts[label] += 1
                return original(*args, **kwargs)

            setattr(target, name, wrapped)

    wrap(GAME, "load", "loads")
    wrap(GAME, "view", "views")
    per_click: dict[str, list[int]] = {"loads": [], "views": [], "record reads": []}
    for g in range(games):
        store = MemoryStore()
        await store.open()
        wrap(store, "get", "record reads")
        wrap(store, "by_channel", "record reads")
        pool = RenderPool()
        client = fake_client()
        parameters = inspect.signature(DiscordPresenter).parameters
        if "games" in parameters:
            from bot.games import registry

            presenter = DiscordPresenter(client, store, pool, registry())
        else:  # before the host knew several games
            presenter = DiscordPresenter(client, store, pool)
        manager = GameManager(store, presenter, ai_delay=0)
        if hasattr(presenter, "bind"):
            presenter.bind(manager)
        game = await manager.new_lobby(1, 500, 101, "Ann", "en-US", {"seed": g, "variant": "basic"})
        await manager.join(500, 102, "Bob", "en-US")
        await manager.join(500, 103, "Cid", "en-US")
        game = await manager.start(500, 101)
        await manager.idle()
        await presenter.drain()
        for _click in range(150):
            game = await store.get(game.id)
            if game is None or game.status != "running":
                break
            humans = [s for s in manager.waiting_for(game) if game.seats[s].ai is None]
            if not humans:
                await manager.idle()
                continue
            seat = humans[0]
            code = manager.legal(game, seat)[0]
            user = game.seats[seat].user_id
            counts.clear()
            await manager.act(game.id, user, game.version, code)
            await presenter.drain()
            for label in per_click:
                per_click[label].append(counts[label])
            await manager.idle()
            await presenter.drain()
        await manager.close()
        pool.close()
    return per_click


def p95(values: list[int]) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    per_click = asyncio.run(measure(args.games))
    clicks = len(per_click["loads"])
    print(f"{clicks} human clicks in {args.games} games (3 humans, Hadara basic)")
    for label, values in per_click.items():
        print(
            f"{label:>13} per click: median {statistics.median(values):g}, "
            f"p95 {p95(values)}, min {min(values)}, max {max(values)}"
        )


if __name__ == "__main__":
    main()
