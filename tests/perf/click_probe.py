"""What one click costs, from the Discord interaction handler to its answer: ``python
tests/perf/click_probe.py [--clicks N] [--seed S]``.

Plays seeded games of every game it is given (Hadara: three humans; Through the Ages: two
humans, whose turns are played on the table) through the real click handler
(:class:`bot.interactions.Interactions`), the real manager and the real Discord presenter, with
the fake Discord objects of ``tests/bot/discord_fakes.py``. Each click is a human's random
legal action, made where the game asks for it: on the table message, or on the player's
decision DM when the decision is secret. From the handler until every table update, prompt and
ping the click caused has gone out, it counts: loads of the stored state (``rules.load``),
``rules.decision`` calls, views built (``rules.view``), reads of a game record (``store.get`` /
``by_channel``) and every store read (the record reads plus ``shown_version``, ``actions``, the
listings and settings). Prints the median, p95 and maximum per click for each game.

:func:`probe` is also used by ``tests/bot/test_click_counts.py``, which asserts the counts.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import random
import statistics
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

LABELS = ("loads", "decisions", "views", "record reads", "store reads")
RECORD_READS = ("get", "by_channel")
OTHER_READS = (
    "list_active",
    "list_finished",
    "list_unshown",
    "list_due",
    "shown_version",
    "actions",
    "actions_since",
    "get_setting",
)
# Seats and options of each game probed.
SETUPS: dict[str, tuple[int, dict[str, Any]]] = {
    "hadara": (3, {"variant": "basic"}),
    "tta": (2, {}),
}


@contextmanager
def counting(counts: Counter[str], targets: list[tuple[Any, str, str]]) -> Iterator[None]:
    """Count calls of ``(object, method, label)`` while the block runs (instance attributes
    set here are removed afterwards)."""
    saved: list[tuple[Any, str]] = []
    for target, name, label in targets:
        original = getattr(target, name)

        def wrap(original: Any = original, label: str = label) -> Any:
            if inspect.iscoroutinefunction(original):

                async def awrapped(*args: Any, **kwargs: Any) -> Any:
                    counts[label] += 1
                    return await original(*args, **kwargs)

                return awrapped

            def wrapped(*args: Any, **kwargs: Any) -> Any:
                counts[label] += 1
                return original(*args, **kwargs)

            return wrapped

        setattr(target, name, wrap())
        saved.append((target, name))
    try:
        yield
    finally:
        for target, name in saved:
            delattr(target, name)


async def probe(game_name: str, clicks: int, seed: int = 0) -> list[dict[str, int]]:
    """The counts of up to ``clicks`` human clicks of one seeded game, one dict per click
    (``dm``: 1 for a click on a DM, 0 for one on the table)."""
    from discord_fakes import FakeMessage, fake_interaction, memory_bot

    from bot.games import Registry

    games = Registry.of([game_name])
    humans, options = SETUPS[game_name]
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    out: list[dict[str, int]] = []
    async with memory_bot(games) as bot:
        rules = games[game_name].rules
        store = bot.store
        targets: list[tuple[Any, str, str]] = [
            (rules, "load", "loads"),
            (rules, "decision", "decisions"),
            (rules, "view", "views"),
        ]
        targets += [(store, name, "record reads") for name in RECORD_READS]
        targets += [(store, name, "other reads") for name in OTHER_READS]
        channel = 500
        names = ["Ann", "Bob", "Cid", "Dan"]
        manager = bot.manager
        await manager.new_lobby(
            1, channel, 101, names[0], "en-US", {"game": game_name, "seed": seed, **options}
        )
        for i in range(1, humans):
            await manager.join(channel, 101 + i, names[i], "en-US")
        game = await manager.start(channel, 101)
        await manager.idle()
        await bot.presenter.drain()
        interaction_ids = iter(range(1, 10**9))
        while len(out) < clicks:
            game = await store.get(game.id)
            if game is None or game.status != "running":
                break
            snap = manager.snapshot(game)
            waiting = snap.humans_waiting
            if not waiting:
                break
            seat = waiting[0]
            user = game.seats[seat].user_id
            assert user is not None
            code = rng.choice(manager.legal(game, seat))
            if snap.secret:  # on the seat's decision DM
                dm = bot.client.dm(user)
                message = dm.sent[-1] if dm.sent else FakeMessage(dm)
                click = fake_interaction(
                    user, next(interaction_ids), channel_id=dm.id, guild_id=None, message=message
                )
            else:  # on the table message
                table = bot.client.channel(channel)
                message = table.by_id.get(game.table_message_id or 0) or FakeMessage(table)
                click = fake_interaction(
                    user, next(interaction_ids), channel_id=channel, message=message
                )
            counts.clear()
            with counting(counts, targets):
                await bot.interactions.on_action(click, game.id, game.version, code)
                await bot.presenter.drain()
                await manager.idle()
            assert click.response.is_done(), "a click without an answer"
            row = {label: counts[label] for label in LABELS if label != "store reads"}
            row["store reads"] = counts["record reads"] + counts["other reads"]
            row["dm"] = int(snap.secret)
            out.append(row)
    return out


def p95(values: list[int]) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clicks", type=int, default=60, help="clicks per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", nargs="*", default=list(SETUPS))
    args = parser.parse_args()
    for name in args.games:
        rows = asyncio.run(probe(name, args.clicks, args.seed))
        print(f"{name}: {len(rows)} clicks from the interaction handler (seed {args.seed})")
        for label in LABELS:
            values = [r[label] for r in rows]
            print(
                f"  {label:>12} per click: median {statistics.median(values):g}, "
                f"p95 {p95(values)}, max {max(values)}"
            )


if __name__ == "__main__":
    main()
