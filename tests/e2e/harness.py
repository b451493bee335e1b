"""Scripted players: they read the bot's messages like people do and click its components.

A player acts on, in this order: a DM prompt with components, an ephemeral prompt with
components, the table when it names them (only their own menu there, while several players
choose in public), then (only a player who reads no DMs) the table's "show my choices" button.
Choices are random with a seed. When nobody has anything to click for a while, every player
asks ``/hadara hand`` (what a person would do); clicks already made are never repeated.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from fake_discord import FakeDiscord, Interaction, Message, User, iter_components

ROOT = Path(__file__).absolute().parents[2]
# Components that act in a game: actions, menus of actions, players' menus, and the buttons and
# menus of a chain of choices (which open the next level).
ACTION = ("hd:", "hs:", "hp:", "hn:", "hm:")


def _secret_lines() -> tuple[str, ...]:
    """The table's words for "everyone chooses in secret, by DM" and "(this player) answers
    in private, by DM", in every language."""
    out = []
    for path in sorted((ROOT / "bot/locales").glob("*/bot.ftl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith(("table-secret = ", "table-private-how = ")):
                out.append(line.partition(" = ")[2].strip())
    return tuple(out)


SECRET_LINES = _secret_lines()


def card_names() -> dict[str, str]:
    names: dict[str, str] = {}
    for line in (
        (ROOT / "bot/games/hadara/locales/en-US/names.ftl").read_text(encoding="utf-8").splitlines()
    ):
        if line.startswith("card-") and " = " in line:
            key, value = line.split(" = ", 1)
            names[key[len("card-") :]] = value.strip()
    return names


def code_of(custom_id: str) -> str:
    return custom_id.split(":", 3)[3] if custom_id.startswith("hd:") else ""


@dataclass
class Choice:
    custom_id: str
    value: str | None  # a select option's value; None for a button
    label: str = ""

    @property
    def code(self) -> str:
        return self.value if self.value is not None else code_of(self.custom_id)


def choices(message: Message) -> list[Choice]:
    out: list[Choice] = []
    for c in iter_components(message.data):
        cid = c.get("custom_id", "")
        if not cid.startswith(ACTION) or c.get("disabled"):
            continue
        if c.get("type") == 3:
            out.extend(Choice(cid, o["value"], o.get("label", "")) for o in c.get("options") or [])
        elif c.get("type") == 2:
            if cid.startswith("hn:") and str(c.get("label", "")).startswith("◀"):
                continue  # a person going forward does not press "back"
            out.append(Choice(cid, None, str(c.get("label", ""))))
    return out


# Moves a person playing along never picks at random while there is anything else to do.
AVOIDED = frozenset({"show", "resign", "undo"})


def avoided(code: str) -> bool:
    """An action a person playing along does not pick at random: looking at their own
    picture, resigning (which may ask to be confirmed first: ``!resign``), taking a move back."""
    return code.removeprefix("!") in AVOIDED


def playing_along(fresh: list[Choice]) -> list[Choice]:
    """What a person playing along picks from: the fresh choices that are not avoided, or all
    of them when nothing else is left."""
    return [c for c in fresh if not avoided(c.code)] or fresh


def mine(choice: Choice, user: User) -> bool:
    """Not another player's menu (``hp:<game>:<version>:<user id>``)."""
    return not choice.custom_id.startswith("hp:") or choice.custom_id.endswith(f":{user.id}")


class Players:
    def __init__(
        self,
        server: FakeDiscord,
        users: list[User],
        channel_id: str,
        seed: int = 1,
        quiet: float = 0.25,
        game: str = "hadara",
    ) -> None:
        self.server = server
        self.game = game  # the command group: /<game> hand when stuck
        self.users = users
        self.channel_id = channel_id
        self.rng = random.Random(seed)
        self.quiet = quiet
        self.clicked: set[tuple[str, str, str]] = set()
        self.interactions: list[Interaction] = []
        self.clicks = 0
        self.hand_requests = 0
        self.skip_dm: set[str] = set()  # user ids that never look at their DMs
        # Does someone who reads their DMs press "show my choices" on the table while the table
        # does not name them (nothing to decide, or a prompt whose DM has not come yet)? The
        # e2e tests' players do, to look at their own picture; the load script's do not.
        self.show_when_waiting = True
        self.codes: list[tuple[str, str]] = []  # (user id, action code) of every click

    # ------------------------------------------------------------------ reading

    def finished(self) -> Message | None:
        for m in reversed(self.server.channel_log(self.channel_id)):
            if m.ephemeral_to is None and any(
                a["filename"] == "scores.png" for a in m.data["attachments"]
            ):
                return m
        return None

    def _fresh(self, user: User, message: Message) -> list[Choice]:
        return [
            c for c in choices(message) if (user.id, message.id, c.custom_id) not in self.clicked
        ]

    def candidates(self, user: User) -> list[tuple[Message, list[Choice]]]:
        out: list[tuple[Message, list[Choice]]] = []
        dm = self.server.dm_of.get(user.id)
        if dm and user.id not in self.skip_dm:
            for m in reversed(self.server.channel_log(dm)):
                if fresh := self._fresh(user, m):
                    out.append((m, fresh))
                    break
        for m in reversed(self.server.channel_log(self.channel_id)):
            if m.ephemeral_to == user.id and (fresh := self._fresh(user, m)):
                out.append((m, fresh))
                break
        for m in reversed(self.server.channel_log(self.channel_id)):
            if m.ephemeral_to is not None or not choices(m):
                continue
            # While several choose in public, the table has a menu per player: only one's own.
            fresh = [c for c in self._fresh(user, m) if mine(c, user)]
            # Someone who gets DMs makes secret choices there, not with "show my choices".
            dm_reader = not user.dms_closed and user.id not in self.skip_dm
            secret = any(line in m.content for line in SECRET_LINES)
            named = f"<@{user.id}>" in m.content  # the table names who acts by mention
            looks = not dm_reader or ((self.show_when_waiting or named) and not secret)
            shows = [c for c in fresh if c.code == "show"] if looks else []
            if shows:
                out.append((m, shows))
            elif fresh and named:
                out.append((m, fresh))
            break  # only the latest public prompt counts
        return out

    # ------------------------------------------------------------------ acting

    async def act(self, user: User, message: Message, choice: Choice) -> Interaction:
        # A person clicks one component of a prompt; the rest of it is spent for them.
        self.clicked.update((user.id, message.id, c.custom_id) for c in choices(message))
        self.clicks += 1
        self.codes.append((user.id, choice.code))
        if choice.value is not None:
            interaction = await self.server.select(user, message, choice.custom_id, [choice.value])
        else:
            interaction = await self.server.click(user, message, choice.custom_id)
        self.interactions.append(interaction)
        await self.answered(interaction)
        return interaction

    async def answered(self, interaction: Interaction, timeout: float = 10.0) -> None:
        try:
            await asyncio.wait_for(interaction.responded.wait(), timeout)
        except TimeoutError:
            codes = self.codes[-1:] if interaction.kind == 3 else []
            raise AssertionError(
                f"interaction {interaction.id} (kind {interaction.kind}, by {interaction.user.name}"
                f" in channel {interaction.channel_id}, last code {codes}) unanswered after"
                f" {timeout} s"
            ) from None
        await self.server.settle(self.quiet)

    async def slash(
        self,
        command: str,
        user: User,
        options: dict[str, Any] | None = None,
        channel_id: str | None = None,
    ) -> Interaction:
        interaction = await self.server.slash(command, user, options, channel_id or self.channel_id)
        self.interactions.append(interaction)
        await self.answered(interaction)
        return interaction

    async def step(self) -> bool:
        """One click by somebody; False when nobody had anything to click."""
        order = list(self.users)
        self.rng.shuffle(order)
        for user in order:
            for message, fresh in self.candidates(user):
                await self.act(user, message, self.rng.choice(playing_along(fresh)))
                return True
        return False

    async def play(
        self,
        timeout: float = 150.0,
        max_clicks: int = 2000,
        until: Callable[[], bool] | None = None,
    ) -> Message | None:
        """Play until the game is over (returns the score message) or ``until()`` holds."""
        deadline = time.monotonic() + timeout
        await self.server.settle(self.quiet)
        idle = 0
        idle_since = 0.0
        while (final := self.finished()) is None:
            if until is not None and until():
                return None
            if time.monotonic() > deadline or self.clicks > max_clicks:
                raise TimeoutError(f"game not finished after {self.clicks} clicks")
            if await self.step():
                idle = 0
                continue
            idle += 1
            idle_since = time.monotonic() if idle == 1 else idle_since
            await self.server.settle(self.quiet)
            # Nothing to click in three quiet spells, and for 0.3 s however short the spell:
            # everyone asks for their hand.
            if idle >= 3 and time.monotonic() - idle_since >= 0.3:
                for user in self.users:
                    self.hand_requests += 1
                    await self.slash(f"{self.game} hand", user)
                idle = 0
        # The score sheet goes out with the table's last edit and the players' last prompts:
        # let those land too before the caller reads them.
        await self.server.settle(self.quiet)
        return final


# ---------------------------------------------------------------------- checks


class SecretWatch:
    """Records a violation when a public message shows a card that is private during phase A:
    still in a player's draft hand, or sold (face down) in this draft."""

    def __init__(self, server: FakeDiscord) -> None:
        self.server = server
        self.names = card_names()
        self.hands: dict[str, tuple[str, set[str]]] = {}  # user id -> (message id, cards)
        self.hidden: set[str] = set()  # sold in the current draft
        # The cards of draft hands already decided: a private prompt composed before the click
        # may reach Discord after it (a slow picture, or the DM and a "/hadara hand" reply
        # offering the same draft); cards once decided are not offered again in this draft,
        # so such a prompt is no hand.
        self.decided: set[str] = set()
        self.checked = 0
        server.observers.append(self.observe)
        server.click_observers.append(self.clicked)

    def clicked(self, user: User, message: Message, data: dict[str, Any]) -> None:
        values = data.get("values") or [code_of(data["custom_id"])]
        code = values[0]
        held = self.hands.get(user.id)
        if not code.startswith("draft.") or held is None:
            return
        _, card, mode = ([*code.split("."), "", ""])[:3]
        # The same draft may be offered in more than one message (the DM, and a private prompt
        # of "/hadara hand"): a click on any of them, of one of its cards, ends it.
        if held[0] != message.id and card not in held[1]:
            return
        # The other card is discarded face up (public); a sold card stays secret.
        if mode.startswith("s"):
            self.hidden.add(card)
        self.decided.update(held[1] | {card})
        del self.hands[user.id]

    def observe(self, event: str, message: Message) -> None:
        channel = self.server.channels[message.channel_id]
        private_to = message.ephemeral_to or (
            channel["recipients"][0]["id"] if channel["type"] == 1 else None
        )
        codes = [c.code for c in choices(message)]
        drafts = {code.split(".")[1] for code in codes if code.startswith("draft.")}
        if private_to is not None:
            drafts -= self.decided
            if drafts:
                self.hands[private_to] = (message.id, drafts)
            return
        if codes and not drafts and not any(c == "show" for c in codes):
            # A public decision outside the draft (wheel, take, …): no draft is running.
            self.hands.clear()
            self.hidden.clear()
            self.decided.clear()
        secret = self.hidden.union(*(cards for _, cards in self.hands.values()))
        if not secret:
            return
        self.checked += 1
        text = json.dumps(
            {k: message.data.get(k) for k in ("content", "embeds", "components")},
            ensure_ascii=False,
        )
        for card in sorted(secret):
            name = self.names.get(card, card)
            if re.search(rf"\b{re.escape(card)}\b", text) or name in text:
                at = max(text.find(name), 0)
                raise AssertionError(
                    f"public message {message.id} reveals private card {card} ({name}): "
                    f"…{text[max(0, at - 80) : at + 60]}…"
                )


T = TypeVar("T")


async def eventually(check: Callable[[], T | None], timeout: float = 20.0) -> T | None:
    """``check()`` once it gives something (polled every 50 ms), or None after ``timeout``: for
    what the bot does after it has acknowledged a click or a command, which on a busy machine
    may come after the quiet spell that followed the acknowledgement."""
    deadline = time.monotonic() + timeout
    while (found := check()) is None and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    return found


async def reply_with_file(
    server: FakeDiscord, interaction: Interaction, timeout: float = 20.0
) -> Message:
    """The message that answered a command once it carries its file: a command that draws
    acknowledges first ("thinking…") and edits its answer in when the picture is ready."""

    def with_file() -> Message | None:
        message: Message = server.messages[interaction.original_id]
        return message if message.data.get("attachments") else None

    return await eventually(with_file, timeout) or server.messages[interaction.original_id]


def db_rows(path: Path, sql: str, *args: Any) -> list[sqlite3.Row]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    try:
        return list(con.execute(sql, args))
    finally:
        con.close()


def replay(path: Path, game_id: str) -> tuple[Any, list[sqlite3.Row]]:
    """The engine's result from the stored seed and action log (and the log itself)."""
    from bot.games import plugin
    from bot.manager import rules_options

    game = db_rows(path, "SELECT * FROM games WHERE id = ?", game_id)[0]
    options = json.loads(game["options"])
    seats = json.loads(game["seats"])
    actions = db_rows(path, "SELECT * FROM actions WHERE game_id = ? ORDER BY seq", game_id)
    GAME = plugin(game["game"]).rules
    state = GAME.new(len(seats), rules_options(options), int(options["seed"]))
    for row in actions:
        assert GAME.version(state) == row["version"], "action log has a gap or a repeat"
        GAME.apply(state, row["seat"], GAME.decode_action(row["action"]))
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result is not None
    return result.to_json(), actions
