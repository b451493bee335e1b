"""Through the Ages positions reached through the fake Discord: scripted people play a game the
real bot runs, by clicking its components, until a chosen position (issue 29).

The players follow a policy (:class:`Policy`): a nation not the chosen target plays an aggression
against the target whenever it may; a territory in a military hand is prepared as an event
(so that a colonization auction comes soon); everything else is what the bot's heuristic AI
would choose. The policy is deterministic, so with a fixed game seed the game takes the same
path every time: with :data:`SEED` (advanced game, three players, target seat 2) seat 2 is
asked to defend against an aggression after 49 actions and a colonization auction opens after
66 (found by :func:`survey`, which plays the policy on the rules alone:
``python tests/e2e/tta_positions.py 300`` lists the quickest seeds; through the bot that is
71 clicks and about 17 s).

A seat the driver leaves to the bot (``Driver(away=…)``: standing answers, an AI seat) may
answer otherwise than the policy would, and the game then leaves the surveyed path after that
answer; :func:`aggression_played` and :func:`bid_made` tell from the stored log that the
aggression and the auction happened, however they were answered.

The bot draws a lobby's seed at random; :func:`open_seeded` sets it in the stored lobby while the
bot is stopped (a lobby is read back from the store when the bot starts).

Each move is made like a person would: on the table when it names the player, in a DM or an
ephemeral prompt otherwise, opening the menus that lead to the action (its path of groups, as
the rules describe it) and confirming it when the bot asks to.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import sys
import time
from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fake_discord import Message, User
from harness import Choice, Players, db_rows, eventually

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

ROOT = Path(__file__).absolute().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules.tta import catalog, engine  # noqa: E402
from rules.tta.actions import Action  # noqa: E402
from rules.tta.agents.heuristic import HeuristicAgent  # noqa: E402
from rules.tta.state import TtaState  # noqa: E402

VARIANT = "advanced"
PLAYERS = 3
TARGET = 2  # the seat the aggression is played against
SEED = 291  # aggression against seat 2 after 48 actions, an auction after 66 (see survey)

# Holds of a position: the state and the stored log of (seat, action code), oldest first.
Predicate = Callable[[TtaState, Sequence[tuple[int, str]]], bool]


def defending(seat: int) -> Predicate:
    """An aggression against ``seat`` waits for its defence (T-15.7)."""

    def check(state: TtaState, log: Sequence[tuple[int, str]] = ()) -> bool:
        top = state.pending[-1] if state.pending else None
        return (
            top is not None
            and top.kind == "force"
            and top.data.get("purpose") == "defend"
            and top.seat == seat
        )

    return check


def auction(state: TtaState, log: Sequence[tuple[int, str]] = ()) -> bool:
    """A colonization auction waits for a bid (T-15.6.1)."""
    return bool(state.pending) and state.pending[-1].kind == "bid"


def aggression_played(seat: int) -> Predicate:
    """An aggression against ``seat`` has been played (whoever answered it, however)."""

    def check(state: TtaState, log: Sequence[tuple[int, str]]) -> bool:
        return any(code.startswith("agg.") and code.endswith(f".{seat}") for _, code in log)

    return check


def bid_made(state: TtaState, log: Sequence[tuple[int, str]]) -> bool:
    """Someone has bid in (or dropped out of) a colonization auction."""
    return any(code.startswith("bid.") or code == "pass" for _, code in log)


class Policy:
    """What each seat does: aggressions against ``target`` first, territories prepared, else
    the heuristic AI's choice."""

    def __init__(self, target: int = TARGET, seed: int = 0) -> None:
        self.target = target
        self.agent = HeuristicAgent(seed)

    def choose(self, state: TtaState, seat: int) -> Action:
        cat = catalog.of_state(state)
        actions = engine.legal_actions(cat, state, seat)
        codes = {a.encode(): a for a in actions}
        if seat != self.target:
            for code, action in codes.items():
                if code.startswith("agg.") and code.endswith(f".{self.target}"):
                    return action
        for code, action in codes.items():
            if code.startswith("prep."):
                card = state.players[seat].military[int(code.split(".")[1])]
                if cat.of(card).kind == "territory":
                    return action
        return self.agent.choose(state, seat)


def new_state(options: dict[str, Any], seed: int) -> TtaState:
    from bot.games import plugin
    from bot.manager import rules_options

    state: TtaState = plugin("tta").rules.new(PLAYERS, rules_options(options), seed)
    return state


def survey(seeds: range, variant: str = VARIANT, limit: int = 400) -> list[tuple[int, ...]]:
    """(actions until both, seed, actions until the aggression, until the auction) of the
    seeds where both come within ``limit`` actions, quickest first."""
    from bot.games import plugin

    rules = plugin("tta").rules
    found: list[tuple[int, ...]] = []
    for seed in seeds:
        state = new_state({"variant": variant}, seed)
        policy = Policy()
        agg = bid = 0
        for n in range(1, limit + 1):
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            rules.apply(state, seat, policy.choose(state, seat))
            agg = agg or (n if defending(TARGET)(state, ()) else 0)
            bid = bid or (n if auction(state, ()) else 0)
            if agg and bid:
                found.append((max(agg, bid), seed, agg, bid))
                break
    return sorted(found)


async def open_seeded(
    env: Env, players: Players, options: dict[str, Any], seed: int, joiners: int
) -> str:
    """``/tta new`` by the first player, the lobby's seed set to ``seed`` while the bot is
    stopped, the next ``joiners`` players join, and the game starts."""
    from test_e2e_game import click_lobby, lobby_message_of

    creator = players.users[0]
    await players.slash("tta new", creator, options)
    game_id = lobby_message_of(players).custom_ids()[0].split(":")[1]
    await env.bot.stop()
    stored = json.loads(
        db_rows(env.bot.database, "SELECT options FROM games WHERE id = ?", game_id)[0][0]
    )
    stored["seed"] = seed
    with sqlite3.connect(env.bot.database) as con:
        con.execute("UPDATE games SET options = ? WHERE id = ?", (json.dumps(stored), game_id))
    await env.bot.start()
    for user in players.users[1 : 1 + joiners]:
        await click_lobby(players, user, "join")
    await click_lobby(players, creator, "start")

    def running() -> bool | None:
        rows = db_rows(env.bot.database, "SELECT status FROM games WHERE id = ?", game_id)
        return True if rows and rows[0]["status"] == "running" else None

    assert await eventually(running, 30), f"game {game_id} did not start"
    return game_id


class Driver:
    """Plays the policy through the bot's components, one action at a time. The seats in
    ``away`` are not played: when one of them decides, the driver waits for the bot to move
    for it (an AI seat, a standing answer, a replacement)."""

    def __init__(
        self,
        env: Env,
        players: Players,
        game_id: str,
        policy: Policy,
        away: Collection[int] = (),
    ) -> None:
        from bot.games import plugin

        self.away = set(away)
        self.env = env
        self.players = players
        self.game_id = game_id
        self.policy = policy
        self.rules = plugin("tta").rules
        self.actions = 0  # applied by the driver
        self.clicks = 0

    def seat_users(self) -> list[User]:
        row = db_rows(self.env.bot.database, "SELECT seats FROM games WHERE id = ?", self.game_id)
        ids = [str(s["user_id"]) for s in json.loads(row[0][0])]
        return [self.env.server.users[i] for i in ids]

    def state(self) -> tuple[TtaState, list[tuple[int, str]]]:
        """The game as stored (replayed from its seed and log) and its log."""
        from bot.manager import rules_options

        db = self.env.bot.database
        game = db_rows(db, "SELECT options FROM games WHERE id = ?", self.game_id)[0]
        options = json.loads(game["options"])
        rows = db_rows(
            db, "SELECT seat, action FROM actions WHERE game_id = ? ORDER BY seq", self.game_id
        )
        log = [(int(row["seat"]), str(row["action"])) for row in rows]
        state = self.rules.new(PLAYERS, rules_options(options), int(options["seed"]))
        for seat, code in log:
            self.rules.apply(state, seat, self.rules.decode_action(code))
        return state, log

    async def drive(
        self, until: Predicate, max_actions: int = 200, timeout: float = 120
    ) -> TtaState:
        """Move by the policy until ``until(state, log)`` holds (checked before each move)."""
        deadline = time.monotonic() + timeout
        users = self.seat_users()
        for _ in range(max_actions + 1):
            state, log = self.state()
            if until(state, log):
                return state
            if self.rules.is_over(state) or time.monotonic() > deadline:
                break
            seat = self.rules.to_act(state)[0]
            if seat in self.away:
                await self.applied(len(log))
                continue
            action = self.policy.choose(state, seat)
            # The driver clicks only components of the game's current version: a prompt the
            # bot has not yet redrawn after the last move would be refused as out of date (a
            # person sees why and clicks the new one). Should a click still be refused, the
            # driver clicks again, twice at most.
            for attempt in range(3):
                await self.perform(users[seat], state, seat, action)
                if await self.applied(len(log), wait=10 if attempt < 2 else 20):
                    break
            self.actions += 1
        raise AssertionError(f"not reached after {self.actions} actions ({self.clicks} clicks)")

    async def applied(self, count: int, wait: float = 20) -> bool:
        """Waits until the log is longer than ``count``; False after ``wait`` seconds of a
        retried click, an AssertionError after the last one (``wait`` 20)."""

        def more() -> bool | None:
            rows = db_rows(
                self.env.bot.database,
                "SELECT COUNT(*) FROM actions WHERE game_id = ?",
                self.game_id,
            )
            return True if rows[0][0] > count else None

        if not await eventually(more, wait):
            if wait < 20:
                return False
            clicked = self.players.codes[-3:]
            raise AssertionError(f"the move was not applied (last clicks {clicked})")
        await self.env.server.settle(self.players.quiet)
        return True

    async def perform(self, user: User, state: TtaState, seat: int, action: Action) -> None:
        """Click through the bot's prompts to ``action``: the leaf when shown, else the menu
        entry or button that opens the group leading to it ("show my choices" when the choice
        is only shown privately), confirming it when asked."""
        code = action.encode()
        infos = self.rules.describe(state, seat, self.rules.legal_actions(state, seat))
        info = next(i for i in infos if i.code == code)
        path = ".".join(key for key, _title in info.path)
        version = self.rules.version(state)
        deadline = time.monotonic() + 20
        clicks = 0
        while time.monotonic() < deadline and clicks < 10:
            found = self.find(user, code, path, version)
            if found is None:
                await asyncio.sleep(0.05)
                continue
            message, choice = found
            clicks += 1
            self.clicks += 1
            await self.players.act(user, message, choice)
            if choice.code == code:  # "!code" opens a warning; its confirmation is "code"
                return
        seen = [
            (m.id, [(c.custom_id, c.value) for c in fresh][:12])
            for m, fresh in self.players.candidates(user)
        ]
        raise AssertionError(
            f"{user.name} found no way to {code} (path {path!r}, version {version}): {seen}"
        )

    def find(self, user: User, code: str, path: str, version: int) -> tuple[Message, Choice] | None:
        """The component leading furthest towards ``code`` among those of game version
        ``version`` offered to ``user`` (None: none yet)."""
        best: tuple[int, Message, Choice] | None = None
        for message, fresh in self.players.candidates(user):
            for choice in fresh:
                if version_of(choice) != version:
                    continue  # a prompt of an earlier move, not yet redrawn
                if choice.code.removeprefix("!") == code:
                    rank = 1000 + (choice.code == code)
                elif (target := opened(choice)) is not None and f"{path}.".startswith(f"{target}."):
                    rank = len(target) + 1
                elif choice.code == "show":
                    rank = 0
                else:
                    continue
                if best is None or rank > best[0]:
                    best = (rank, message, choice)
        return None if best is None else (best[1], best[2])


def version_of(choice: Choice) -> int | None:
    """The game version a game component was drawn for (``<prefix>:<game>:<version>:…``)."""
    parts = choice.custom_id.split(":")
    return int(parts[2]) if len(parts) > 3 and parts[2].isdigit() else None


def opened(choice: Choice) -> str | None:
    """The path of groups a navigation component opens (None: not one)."""
    if choice.value is not None and choice.value.startswith(">"):
        return choice.value[1:]
    if choice.custom_id.startswith(("hn:", "hm:")):
        path = choice.custom_id.split(":", 3)[3]
        return (
            f"{path}.{choice.value}"
            if choice.value is not None and path
            else (choice.value if choice.value is not None else path)
        )
    return None


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for both, seed, agg, bid in survey(range(count))[:10]:
        print(f"actions {both}  seed {seed}  aggression at {agg}  auction at {bid}")
