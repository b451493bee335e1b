"""A shared driver for the load and fault scripts: many games of scripted people at once.

``MeasuredDiscord`` is the e2e fake Discord plus a few observations (a subclass, so the fake's
own code is untouched): when each interaction was acknowledged, every REST request with its
time and uploaded bytes, and every update of each game's table message (by a channel edit or by
an interaction callback that updates the table message itself, buttons or not).

``ScriptedGame`` plays one game. Every human is an independent coroutine that reads what it
can see (DM prompt, ephemeral prompt, the public prompt that names it, "show my choices"),
thinks for a random time (faster while the game warms up to its starting point, see
``ScriptedGame.warm_target``), clicks, and waits to see the outcome, exactly like
``harness.Players`` chooses but without waiting for the whole bot to go quiet (which never
happens with hundreds of games). A click that gets no acknowledgement within Discord's 3 s
("This interaction failed", e.g. the bot is down) or gets one but no visible outcome is
retried later on what the person then sees; when nobody in a game has anything to click for a
while, everybody asks ``/<game> hand``. A click that opens the next level of a chain of choices
(``hn:``/``hm:``) is no move: its outcome is ``shown`` once the next level is there.

Every action click ends up as one ``Click`` with an ``outcome``:

- ``failed``: no interaction callback within 3 s (the bot was down or too slow);
- ``refused``: the bot answered the interaction with a followup (an error, or "out of date"
  with a fresh prompt);
- ``applied``: the bot showed that the move counted, in the same bot process that acknowledged
  it: for a DM or ephemeral prompt the prompt became "✅ <choice>"; for a public prompt the
  game's table message was updated with a log line naming the clicker;
- ``unknown``: acknowledged, then nothing visible (e.g. the bot was killed meanwhile).
"""

from __future__ import annotations

import asyncio
import collections
import json
import os
import random
import re
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).absolute().parent
ROOT = HERE.parents[1]
for _path in (str(HERE), str(ROOT)):
    if _path not in sys.path:
        sys.path.insert(0, _path)

from aiohttp import web  # noqa: E402
from fake_discord import FILES, PAYLOAD, FakeDiscord, Interaction, Message, User  # noqa: E402
from harness import Choice, Players, avoided, choices  # noqa: E402

CALLBACK_DEADLINE = 3.0


def now() -> float:
    return time.monotonic()


# ---------------------------------------------------------------------- the observed fake


@dataclass
class Rest:
    at: float
    label: str  # what the request did, see rest_label()
    path: str
    status: int
    upload: int  # bytes of attached files
    formats: tuple[str, ...] = ()  # the attached files' extensions ("webp", "png")


TABLE_FILE = re.compile(r"table-(\d+)\.(?:png|webp)")  # the table image names the version it shows


class MeasuredDiscord(FakeDiscord):
    """The fake Discord, recording times; optionally without its (costly) per-request checks."""

    def __init__(self, *, seed: int = 0, checks: bool = True) -> None:
        super().__init__(seed=seed)
        self.checks = checks
        self.decode_images = checks  # without checks, skip decoding PNGs (e2e tests do)
        if not checks:
            self.openapi = None  # no OpenAPI validation of each request
        self.rest: list[Rest] = []
        self.acked_at: dict[str, float] = {}  # interaction id -> callback time
        # channel -> (time, content, version shown) of every update of the game's table message
        self.table_updates: dict[str, list[tuple[float, str, int]]] = {}
        self.table_message: dict[str, str] = {}  # channel -> table message id
        self.table_version: dict[str, int] = {}  # channel -> highest version its table showed
        self.followups: dict[str, float] = {}  # interaction id -> first followup time
        self.followup_text: dict[str, str] = {}  # interaction id -> its first followup's text
        self.ticks: list[float] = []  # loop lag samples (s)
        self.observers.append(self._observe)

    async def _handle_api(self, request: web.Request, handler: Any) -> web.StreamResponse:
        response = await super()._handle_api(request, handler)
        files = request.get(FILES) or []  # the parts _read_body decoded
        upload = sum(len(data) for _, _, data in files)
        label = rest_label(request.method, request.path, request.get(PAYLOAD), files)
        formats = tuple(name.rsplit(".", 1)[-1] for _, name, _ in files)
        self.rest.append(Rest(now(), label, request.path, response.status, upload, formats))
        return response

    async def _callback(self, request: web.Request) -> web.Response:
        response = await super()._callback(request)
        iid = request.match_info["iid"]
        interaction = self.interactions.get(iid)
        if interaction is not None and interaction.responded.is_set():
            self.acked_at.setdefault(iid, now())
        return response

    def _observe(self, event: str, message: Message) -> None:
        if (
            message.interaction_id is not None
            and message.interaction_id in self.interactions
            and message.ephemeral_to is not None
        ):
            # An answer only the clicker sees: a refusal, a level, their choices. (The bot also
            # posts a player's next prompt DM as a follow-up of their last click: that is no
            # answer to the click.)
            interaction = self.interactions[message.interaction_id]
            if interaction.kind == 3 or event == "edit":
                self.followups.setdefault(message.interaction_id, now())
                self.followup_text.setdefault(message.interaction_id, message.content or "")
        if message.ephemeral_to is not None or message.interaction_id is not None:
            return
        # The table message may carry the acting player's buttons, and may be updated by an
        # interaction callback (UPDATE_MESSAGE on the table itself): components or not, what
        # makes a table update is its table-<version>.png.
        if self.channels[message.channel_id]["type"] == 1:
            return
        names = [str(a.get("filename")) for a in message.data.get("attachments") or []]
        shown = [int(m.group(1)) for n in names if (m := TABLE_FILE.fullmatch(n))]
        if not shown:
            return
        cid = message.channel_id
        if event == "create":
            self.table_message[cid] = message.id
        elif self.table_message.get(cid) != message.id:
            return
        self.table_updates.setdefault(cid, []).append((now(), message.content, shown[0]))
        self.table_version[cid] = max(self.table_version.get(cid, 0), shown[0])

    def bot_ready(self) -> bool:
        return self._ws_ready.is_set()

    def sent_upload_bytes(self, since: float = 0.0, until: float = float("inf")) -> int:
        return sum(r.upload for r in self.rest if since <= r.at <= until)

    def rest_calls(self, since: float = 0.0, until: float = float("inf")) -> int:
        return sum(1 for r in self.rest if since <= r.at <= until)


def gist(text: str, limit: int) -> str:
    """The first line of a message, numbers masked, cut to ``limit`` (for breakdowns)."""
    return re.sub(r"\d+", "N", text.split("\n", 1)[0])[:limit]


def rest_label(method: str, path: str, payload: Any, files: Sequence[Any]) -> str:
    """A short name for what a REST request of the bot did (for the per-action breakdown)."""
    body = payload if isinstance(payload, dict) else {}
    image = TABLE_FILE.sub("table-N", next((name for _, name, _ in files), "")).rsplit(".", 1)[0]
    if "/interactions/" in path:
        kind = {4: "message", 5: "thinking", 6: "defer", 7: "update"}.get(
            int(body.get("type") or 0), "?"
        )
        # e.g. "callback update table-N.png": the acknowledgement carried the new table
        if kind == "message" and not image:
            # A text answer (a refusal, a warning to confirm): its first words, numbers masked.
            data = body.get("data") if isinstance(body.get("data"), dict) else {}
            return f"callback message: {gist(str(data.get('content') or ''), 36)}"
        return f"callback {kind}" + (f" {image}" if image else "")
    if "/webhooks/" in path:
        if method == "PATCH":
            # An edit with a click's token: its answer, or a later edit of the clicked message
            # (a table, a decision DM) that the bot's global rate limit does not count.
            return (
                "followup edit"
                + (" ✅" if str(body.get("content", "")).startswith("✅") else "")
                + (f" {image}" if image else "")
            )
        return "followup message" + (f" {image}" if image else "")
    if path.endswith("/users/@me/channels"):
        return "open DM"
    if path.startswith("/api/v10/users/"):
        return "get user"
    if "/messages" in path:
        if method == "POST":
            return "post " + (image or "text")
        if method == "PATCH":
            if image:
                return "edit " + image
            if "components" in body and "content" not in body:
                return "edit buttons" + ("" if body["components"] else ": remove")
            return "edit: " + ",".join(sorted(body))
    return f"{method} {path.split('/')[3] if path.count('/') > 2 else path}"


# ---------------------------------------------------------------------- clicks


@dataclass
class Click:
    game: ScriptedGame
    user: User
    message_id: str
    custom_id: str
    code: str
    version: int
    private: bool  # a DM or an ephemeral prompt (success shows as "✅ …")
    at: float
    generation: int  # the bot process that was running when the click was made
    interaction: Interaction | None = None
    outcome: str = "pending"
    acked: float | None = None
    outcome_at: float | None = None
    # Updates of the game's table recorded before the click was dispatched: only a later one
    # can show it (one made by the acknowledgement itself is recorded before ``acked``).
    table_seen: int = 0
    # Edits of the clicked message recorded before the click was dispatched: a private prompt
    # that shows the next level in place does so with the click's answer itself.
    message_edits: int = 0

    @property
    def seat(self) -> int:
        return self.game.seat_of[self.user.id]


def version_of(custom_id: str) -> int:
    return int(custom_id.split(":")[2])


# ---------------------------------------------------------------------- one game


def _variants() -> dict[str, tuple[str, ...]]:
    from bot.games import registry

    return {name: plugin.rules.info.variants for name, plugin in registry().items()}


# The variants of each registered game, its first the default (its `/<game> new` option).
VARIANTS = _variants()


def is_nav(custom_id: str, code: str = "") -> bool:
    """A level of a chain of choices, or an action that asks to be confirmed first: it opens
    the next level or the warning (in place on a private prompt, else as a private message);
    no move is made. ``code``: the chosen value of a menu (``>path`` opens a level of a stable
    layout, ``!code`` asks first)."""
    if custom_id.startswith(("hn:", "hm:")) or code.startswith((">", "!")):
        return True
    parts = custom_id.split(":", 3)
    return custom_id.startswith("hd:") and len(parts) == 4 and parts[3].startswith("!")


def is_warning(code: str) -> bool:
    """An action that asks to be confirmed first (a button's code or a menu's value
    ``!code``): its warning opens, no move is made."""
    return code.startswith("!")


@dataclass
class GamePlan:
    humans: int = 3
    ais: int = 0
    variant: str = ""  # "": the game's first
    thread: bool = False
    game: str = "hadara"  # the command group: /<game> new, /<game> hand
    ai_level: str = "normal"  # the lobby's AI button used for the AI seats

    def __post_init__(self) -> None:
        if not self.variant:
            self.variant = VARIANTS[self.game][0]


@dataclass
class Settings:
    think: float = 2.0  # mean seconds between seeing a prompt and clicking it
    outcome_timeout: float = 10.0  # how long a person looks for the result of a click
    stuck_after: float = 15.0  # nothing to click for this long: /<game> hand
    poll: float = 0.1
    # A public click's move shows in the table, which the bot updates in the background, so
    # the line naming the clicker may come from an earlier move of theirs that was shown late,
    # or from another player's move that affected them. A refused click is always answered
    # by a followup: after the table names the clicker, wait this long for one before taking
    # the click as applied (0: take it at once; the fault script, which checks, waits).
    public_grace: float = 0.0
    # Mean think time while a game warms up to its starting point (ScriptedGame.warm_target).
    warm_think: float = 0.05
    # The share of people who play their own turn from the table message (its controls carry
    # their choices) rather than from their decision DM; questions asked of them out of turn
    # they answer where they are asked. Each person is one or the other for the whole game.
    at_table: float = 0.0
    # The chance that someone offered "undo" (take back a move of the current turn) takes it
    # instead of choosing among the other moves (0: never, as people playing along rarely do).
    undo: float = 0.0
    # Once a run's play window has closed (``ScriptedGame.play``'s ``stop``), how long a click
    # still in flight keeps looking for its outcome (None: ``outcome_timeout``, as in the
    # window). The tiny load runs of the tests set it: a click whose outcome never shows would
    # otherwise hold the run's end for the whole ``outcome_timeout``.
    outcome_after_stop: float | None = None
    # Whether people who read their DMs also press "show my choices" on the table when it does
    # not name them (harness.Players.show_when_waiting): the e2e tests' players look at their
    # picture that way; people waiting for their turn rarely do (the load script: no, unless
    # --idle-show).
    show_when_waiting: bool = True


class ScriptedGame:
    # The run's stop condition while :meth:`play` runs (see ``Settings.outcome_after_stop``).
    _stop: Callable[[], bool] | None = None

    def __init__(
        self,
        runner: Runner,
        users: list[User],
        channel_id: str,
        plan: GamePlan,
        seed: int,
    ) -> None:
        self.runner = runner
        self.server = runner.server
        self.users = users
        self.home = channel_id  # where /hadara new is used
        self.channel_id = channel_id  # where the game lives (a thread when plan.thread)
        self.plan = plan
        self.rng = random.Random(seed)
        self.players = Players(self.server, users, channel_id, seed=seed, game=plan.game)
        self.players.show_when_waiting = runner.settings.show_when_waiting
        self.game_id = ""
        self.seat_of: dict[str, int] = {}
        self.started_at = 0.0
        self.done_at = 0.0
        self.clicks: list[Click] = []
        self.hand_requests = 0
        self.warnings = 0  # clicks on an action that asks to be confirmed first ("!code")
        self.last_seen = now()
        self.error: str | None = None
        # Warm start: the people think ``settings.warm_think`` until the game has applied this
        # many actions (its starting point; 0: no warm-up), then ``settings.think``.
        self.warm_target = 0
        self.warmed_at = 0.0  # when the game reached its starting point (or ended before)
        self.applied = 0  # clicks of this game whose outcome was "applied"
        share = runner.settings.at_table
        self.table_people = {u.id for u in users if share > 0 and self.rng.random() < share}

    @property
    def done(self) -> bool:
        return self.done_at > 0

    def progress(self) -> int:
        """Actions this game has applied, as far as its people can tell: the version the table
        shows (the rules version counts applied actions) or the clicks seen applied, whichever
        is ahead (a DM click shows "✅" before the table catches up). It may lag the bot's
        log a little, and simultaneous steps may take a game a few actions past a target."""
        return max(self.server.table_version.get(self.channel_id, 0), self.applied)

    def warmed(self) -> bool:
        """Has the game reached its starting point (or ended)? Once true, stays true."""
        if not self.warmed_at and (self.done or self.progress() >= self.warm_target):
            self.warmed_at = now()
        return self.warmed_at > 0

    def think(self) -> float:
        settings = self.runner.settings
        mean = settings.think
        if self.warm_target > 0 and not self.warmed():
            mean = settings.warm_think
        return self.rng.uniform(0.5 * mean, 1.5 * mean)

    # ---------------------------------------------------------------- lobby

    def lobby(self) -> Message | None:
        for m in reversed(self.server.channel_log(self.channel_id)):
            if m.ephemeral_to is None and any(c.startswith("hl:") for c in m.custom_ids()):
                return m
        return None

    def lobby_any(self) -> Message | None:
        """The lobby message, open or already started (its buttons removed)."""
        for m in reversed(self.server.channel_log(self.channel_id)):
            if (
                m.ephemeral_to is None
                and m.data.get("embeds")
                and self.game_id
                and any(self.game_id in json.dumps(h) for h in [m.data, *m.history])
            ):
                return m
        return None

    async def slash(self, command: str, user: User, options: dict[str, Any] | None = None) -> bool:
        """A slash command; True when the bot acknowledged it (within 3 s)."""
        if not self.server.bot_ready():
            await asyncio.sleep(0.5)
            return False
        channel = self.home if command.endswith(" new") else self.channel_id
        try:
            interaction = await asyncio.wait_for(
                self.server.slash(command, user, options, channel), CALLBACK_DEADLINE
            )
            await asyncio.wait_for(interaction.responded.wait(), CALLBACK_DEADLINE)
        except (TimeoutError, ConnectionError, RuntimeError, AssertionError):
            return False
        if command.endswith(" hand"):
            self.hand_requests += 1
        # Wait for the answer to replace "thinking…" (or give up).
        deadline = now() + self.runner.settings.outcome_timeout
        while interaction.id not in self.server.followups and now() < deadline:
            await asyncio.sleep(self.runner.settings.poll)
        return True

    async def lobby_click(self, user: User, verb: str) -> bool:
        message = self.lobby()
        if message is None:
            return False
        # "ai" may come as one button or one per AI level ("ai-easy", "ai-normal", …).
        found = [c for c in message.custom_ids() if c.split(":")[-1].split("-")[0] == verb]
        level = f"-{self.plan.ai_level}"
        cid = next((c for c in found if c.endswith(level)), found[0] if found else None)
        if cid is None or not self.server.bot_ready():
            await asyncio.sleep(0.5)
            return False
        try:
            interaction = await asyncio.wait_for(
                self.server.click(user, message, cid), CALLBACK_DEADLINE
            )
            await asyncio.wait_for(interaction.responded.wait(), CALLBACK_DEADLINE)
        except (TimeoutError, ConnectionError, RuntimeError, AssertionError, KeyError):
            return False  # KeyError: the lobby changed under the pointer
        await asyncio.sleep(0.2)
        return True

    def seated(self) -> tuple[set[str], int]:
        """User ids and the number of AI seats the lobby message lists (its numbered lines)."""
        message = self.lobby_any()
        if message is None:
            return set(), 0
        lines = [
            line
            for embed in message.data.get("embeds") or []
            for f in embed.get("fields") or []
            for line in str(f.get("value", "")).splitlines()
            if re.match(r"\d+\. ", line)
        ]
        ids = {m for line in lines for m in re.findall(r"<@(\d+)>", line)}
        return ids, sum(1 for line in lines if "<@" not in line)

    def running(self) -> bool:
        return bool(self.server.table_message.get(self.channel_id)) or any(
            choices(m) for m in self.server.channel_log(self.channel_id)
        )

    async def open(self, deadline: float) -> bool:
        """/hadara new, joins, AI seats, start — retried through restarts. False on timeout."""
        creator = self.users[0]
        options: dict[str, Any] = {
            "max_players": self.plan.humans + self.plan.ais,
            "variant": self.plan.variant,
        }
        if self.plan.thread:
            options["thread"] = True
        while not self.game_id:
            if now() > deadline:
                return False
            before = set(self.server.channels)
            mark = {cid: len(ids) for cid, ids in self.server.channel_messages.items()}
            if not await self.slash(f"{self.plan.game} new", creator, options):
                await asyncio.sleep(1.0)
                continue
            # Find the lobby: in a new thread, or in the channel.
            wait_until = now() + self.runner.settings.outcome_timeout
            while now() < wait_until and not self.game_id:
                for cid in [c for c in self.server.channels if c not in before] + [self.home]:
                    if self.plan.thread and cid == self.home:
                        continue
                    channel = self.server.channels[cid]
                    if self.plan.thread and channel.get("parent_id") != self.home:
                        continue
                    for mid in self.server.channel_messages.get(cid, [])[mark.get(cid, 0) :]:
                        m = self.server.messages.get(mid)
                        if m is None or m.ephemeral_to is not None:
                            continue
                        lobby = [c for c in m.custom_ids() if c.startswith("hl:")]
                        embeds = json.dumps(m.data.get("embeds") or [])
                        if lobby and f"<@{creator.id}>" in embeds:
                            self.game_id = lobby[0].split(":")[1]
                            self.channel_id = cid
                            self.players.channel_id = cid
                            break
                await asyncio.sleep(self.runner.settings.poll)
            if not self.game_id:
                await asyncio.sleep(1.0)
        started = 0  # acknowledged Start clicks
        while not self.running():
            if now() > deadline:
                return False
            if started >= 2:
                # Start was acknowledged, yet no table or prompt came (e.g. the bot died while
                # starting; the lobby still shows its buttons and Start now answers "already
                # started"): play on, the players will ask /hadara hand.
                break
            ids, ais = self.seated()
            for user in self.users[1:]:
                if user.id not in ids:
                    await self.lobby_click(user, "join")
            ids, ais = self.seated()
            if all(u.id in ids for u in self.users) and ais < self.plan.ais:
                await self.lobby_click(creator, "ai")
                await asyncio.sleep(0.2)
                continue
            if all(u.id in ids for u in self.users) and ais >= self.plan.ais:
                started += await self.lobby_click(creator, "start")
                await asyncio.sleep(1.0)
            await asyncio.sleep(0.5)
        self.started_at = now()
        self.last_seen = now()
        return True

    # ---------------------------------------------------------------- playing

    async def play(self, deadline: float, stop: Callable[[], bool] | None = None) -> None:
        self._stop = stop
        loops = [self._person(user, deadline, stop) for user in self.users]
        loops.append(self._watch(deadline, stop))
        await asyncio.gather(*loops)

    def _halted(self, deadline: float, stop: Callable[[], bool] | None) -> bool:
        return self.done or now() > deadline or (stop is not None and stop())

    async def _watch(self, deadline: float, stop: Callable[[], bool] | None) -> None:
        """Notices the end, and asks /<game> hand for everyone when nobody can click."""
        while not self._halted(deadline, stop):
            if self.players.finished() is not None:
                self.done_at = now()
                return
            if any(self.players.candidates(u) for u in self.users):
                self.last_seen = now()
            elif now() - self.last_seen > self.runner.settings.stuck_after:
                self.last_seen = now()
                hand = f"{self.plan.game} hand"
                await asyncio.gather(*(self.slash(hand, u) for u in self.users))
            await asyncio.sleep(self.runner.settings.poll * 5)

    async def _person(self, user: User, deadline: float, stop: Callable[[], bool] | None) -> None:
        while not self._halted(deadline, stop):
            if not self.players.candidates(user):
                await asyncio.sleep(self.runner.settings.poll)
                continue
            await asyncio.sleep(self.think())
            found = self.players.candidates(user)  # read again after thinking
            if not found or self._halted(deadline, stop):
                continue
            if user.id in self.table_people:
                found = self._table_person(found)
            message, fresh = found[0]
            actions = [c for c in fresh if not avoided(c.code)] or fresh
            undo = [c for c in fresh if c.code == "undo"]
            chance = self.runner.settings.undo
            # (no draw without undo offered and wanted: the other draws stay as they were)
            if undo and chance > 0 and self.rng.random() < chance:
                actions = undo
            try:
                await self.click(user, message, self.rng.choice(actions))
            except Exception as error:  # a driver problem: record it, keep the run going
                self.runner.errors.append(f"{self.game_id}: {error!r}")
                await asyncio.sleep(1.0)

    def _table_person(
        self, found: list[tuple[Message, list[Choice]]]
    ) -> list[tuple[Message, list[Choice]]]:
        """What someone who plays from the table clicks: the table's controls when it offers
        them any, else what they are asked in private."""
        for m, f in found:
            public = m.channel_id == self.channel_id and m.ephemeral_to is None
            if public and any(c.code != "show" for c in f):
                return [(m, f)]
        return found

    def _spend(self, user: User, message: Message) -> None:
        self.players.clicked.update((user.id, message.id, c.custom_id) for c in choices(message))

    def _unspend(self, user: User, message: Message) -> None:
        for c in choices(message):
            self.players.clicked.discard((user.id, message.id, c.custom_id))

    async def click(self, user: User, message: Message, choice: Choice) -> Click | None:
        self._spend(user, message)
        channel = self.server.channels[message.channel_id]
        private = channel["type"] == 1 or message.ephemeral_to is not None
        click = Click(
            self,
            user,
            message.id,
            choice.custom_id,
            choice.code,
            version_of(choice.custom_id),
            private,
            now(),
            self.runner.generation,
            table_seen=len(self.server.table_updates.get(self.channel_id, [])),
            message_edits=len(self.server.messages.get(message.id, message).history),
        )
        if is_warning(choice.code):
            self.warnings += 1
        if choice.code != "show" and not is_nav(choice.custom_id, choice.code):
            self.clicks.append(click)
            self.runner.clicks.append(click)
        if not self.server.bot_ready():
            click.outcome = "failed"  # "This interaction failed": the bot is offline
            await asyncio.sleep(self.runner.settings.outcome_timeout / 2)
            self._unspend(user, message)
            return click
        if choice.custom_id not in message.custom_ids():
            self._missed(click, message)
            return None
        try:
            if choice.value is not None:
                job = self.server.select(user, message, choice.custom_id, [choice.value])
            else:
                job = self.server.click(user, message, choice.custom_id)
            try:
                click.interaction = await asyncio.wait_for(job, CALLBACK_DEADLINE)
            except KeyError:
                self._missed(click, message)
                return None
            click.at = click.interaction.dispatched_at
            await asyncio.wait_for(click.interaction.responded.wait(), CALLBACK_DEADLINE)
        except (TimeoutError, ConnectionError, RuntimeError, AssertionError):
            click.outcome = "failed"
            self._unspend(user, message)  # a person tries again on what they see then
            return click
        click.acked = self.server.acked_at.get(click.interaction.id, now())
        await self._outcome(click, message)
        if click.outcome == "unknown":
            self._unspend(user, message)
        elif click.outcome == "shown" and is_nav(click.custom_id, click.code) and click.private:
            self._unspend(user, message)  # the same message now shows the next level
        elif click.outcome == "applied":
            self.applied += 1
        return click

    def _missed(self, click: Click, message: Message) -> None:
        """The message changed under the pointer (e.g. its buttons were refreshed): no click."""
        if click in self.clicks:
            self.clicks.remove(click)
            self.runner.clicks.remove(click)
        self._unspend(click.user, message)

    async def _outcome(self, click: Click, message: Message) -> None:
        assert click.interaction is not None
        iid = click.interaction.id
        deadline = now() + self.runner.settings.outcome_timeout
        generation = click.generation
        seen = click.table_seen
        name = click.user.name
        nav = is_nav(click.custom_id, click.code)
        edits = click.message_edits
        after_stop = self.runner.settings.outcome_after_stop
        while now() < deadline:
            if after_stop is not None and self._stop is not None and self._stop():
                deadline = min(deadline, now() + after_stop)  # fixed once the run stopped
            if iid in self.server.followups:
                # A level or a warning clicked on a private prompt shows in place: a message
                # in answer is a refusal there (e.g. an out-of-date warning).
                looked = click.code == "show" or (nav and not click.private)
                click.outcome = "shown" if looked else "refused"
                click.outcome_at = self.server.followups[iid]
                return
            if self.runner.generation != generation:
                break  # killed meanwhile: whatever shows next is from another process
            if nav and click.private:
                # The private message now shows the next level of the chain.
                if len(self.server.messages.get(message.id, message).history) > edits:
                    click.outcome = "shown"
                    click.outcome_at = now()
                    return
            elif click.code == "show" or nav:
                pass
            elif click.private:
                # Edited since the click and headed by "✅": a decision DM refreshed in place
                # keeps the previous choice's "✅" until the next answer edits it.
                shown = self.server.messages.get(message.id, message)
                if len(shown.history) > edits and shown.content.startswith("✅"):
                    click.outcome = "applied"
                    click.outcome_at = now()
                    return
            else:
                updates = self.server.table_updates.get(self.channel_id, [])
                for index in range(max(seen, 1), len(updates)):
                    at, content, version = updates[index]
                    # Only a log line that this update added counts. An update showing a newer
                    # version lists only the moves since the previous update, so all its lines
                    # are new (the same move twice in a row reads the same); one redrawing the
                    # same version (a re-post) adds none. An update after the dispatch: one made
                    # by the acknowledgement itself (an UPDATE_MESSAGE on the table message) is
                    # recorded just before ``acked``.
                    # A move applied takes the game past the version the click was made for,
                    # so a redraw of that version (after a restart, a recap) proves nothing.
                    _at, previous, previous_version = updates[index - 1]
                    before = previous if previous_version >= version else ""
                    past = version > click.version
                    if at >= click.at and past and _names_mover(content, name, before=before):
                        click.outcome = await self._no_followup(iid, generation, deadline)
                        click.outcome_at = (
                            at if click.outcome == "applied" else self.server.followups.get(iid)
                        )
                        return
            await asyncio.sleep(self.runner.settings.poll)
        click.outcome = "unknown"

    async def _no_followup(self, iid: str, generation: int, deadline: float) -> str:
        """After the table named a public clicker: "applied" unless a followup (a refusal)
        comes within ``public_grace`` (then "refused"), or the bot process changes meanwhile
        (then "unknown": the refusal may have died with it)."""
        until = min(deadline, now() + self.runner.settings.public_grace)
        while True:
            if iid in self.server.followups:
                return "refused"
            if self.runner.generation != generation:
                return "unknown"
            if now() >= until:
                return "applied"
            await asyncio.sleep(self.runner.settings.poll)


def _log_lines(content: str) -> list[str]:
    return [line for line in content.splitlines() if line.startswith("• ")]


def _names_mover(content: str, name: str, before: str = "") -> bool:
    """Does a log line (a "• " line) that ``content`` added to the table's log since
    ``before`` mention ``name``? The added lines are those beyond the ones ``before`` already
    had (counted, lines may repeat); ``before`` is empty when ``content`` shows a newer
    version, whose lines are all new."""
    added = collections.Counter(_log_lines(content)) - collections.Counter(_log_lines(before))
    return any(re.search(rf"\b{re.escape(name)}\b", line) for line in added)


# ---------------------------------------------------------------------- many games


class Runner:
    """Owns the fake Discord and the bot process; games are added with :meth:`game`."""

    def __init__(
        self,
        workdir: Path,
        *,
        seed: int = 1,
        database: str = "sqlite",
        checks: bool = True,
        settings: Settings | None = None,
        bot_env: dict[str, str] | None = None,
    ) -> None:
        BotProcess = _e2e_conftest().BotProcess

        self.workdir = workdir
        self.seed = seed
        self.rng = random.Random(seed)
        self.settings = settings or Settings()
        self.server = MeasuredDiscord(seed=seed, checks=checks)
        env = dict(bot_env or {})
        self.database_url = (
            f"sqlite:///{workdir / 'bot.sqlite3'}" if database == "sqlite" else database
        )
        env["DATABASE_URL"] = self.database_url
        self.bot = BotProcess(self.server, workdir, env)
        self.clicks: list[Click] = []
        self.games: list[ScriptedGame] = []
        self.generation = 0
        self.kill_times: list[float] = []
        self.errors: list[str] = []  # exceptions in the scripted people (driver bugs)
        self._users = 0

    def users(self, count: int) -> list[User]:
        out = []
        for _ in range(count):
            self._users += 1
            out.append(self.server.add_user(f"Player{self._users:04d}"))
        return out

    async def start_server(self) -> None:
        await self.server.start()

    async def start_bot(self) -> None:
        await self.bot.start(timeout=60)
        self.generation += 1

    async def kill_bot(self) -> None:
        self.generation += 1  # outcomes seen from now on belong to no earlier click
        self.kill_times.append(now())
        await self.bot.kill()

    async def close(self) -> None:
        await self.bot.stop()
        await self.server.stop()

    def game(self, users: list[User], channel_id: str, plan: GamePlan) -> ScriptedGame:
        game = ScriptedGame(self, users, channel_id, plan, self.rng.randrange(1 << 30))
        self.games.append(game)
        return game

    @property
    def pid(self) -> int | None:
        proc = self.bot.proc
        return proc.pid if proc is not None and proc.returncode is None else None

    async def resolve_seats(self, store: Any) -> None:
        """Each game's seat per user id, from the stored game."""
        for game in self.games:
            if not game.game_id:
                continue
            record = await store.get(game.game_id)
            if record is not None:
                game.seat_of = {
                    str(s.user_id): i for i, s in enumerate(record.seats) if s.user_id is not None
                }

    async def open_store(self) -> Any:
        from bot.store import open_store

        store = open_store(self.database_url)
        await store.open()
        return store


def _e2e_conftest() -> Any:
    """tests/e2e/conftest.py as a module (under pytest, ``conftest`` may be another one)."""
    import importlib.util

    name = "hadara_e2e_conftest"
    module = sys.modules.get(name)
    if module is None:
        spec = importlib.util.spec_from_file_location(name, HERE / "conftest.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------------- checks and figures


def proc_status(pid: int) -> dict[str, int]:
    """VmRSS, VmHWM … of a process in KiB."""
    out: dict[str, int] = {}
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key.startswith("Vm"):
                out[key] = int(value.split()[0])
    return out


def descendants(pid: int) -> list[int]:
    """The process ids below ``pid`` (e.g. render worker processes)."""
    out: list[int] = []
    todo = [pid]
    while todo:
        current = todo.pop()
        for task in Path(f"/proc/{current}/task").glob("*/children"):
            try:
                children = [int(c) for c in task.read_text().split()]
            except OSError:
                continue
            out.extend(children)
            todo.extend(children)
    return out


def proc_pss_kb(pid: int) -> int:
    """A process's PSS (its private pages, and its share of those it shares with others: the
    render workers share the forkserver's), in KiB; its RSS where smaps_rollup is missing."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return proc_status(pid).get("VmRSS", 0)


def tree_rss_kb(pid: int) -> int:
    """RSS of a process and all its descendants, in KiB (a page the forked render workers
    share with their forkserver counts once in each of them: see :func:`tree_memory_kb`)."""
    return tree_memory_kb(pid)["tree_rss"]


def tree_memory_kb(pid: int) -> dict[str, int]:
    """Memory of a process (``main``) and of it with all its descendants (``tree``), in KiB:
    as the sum of their PSS, which counts each shared page once, and (``main_rss``,
    ``tree_rss``) of their RSS, which counts the pages the forked render workers share with
    their forkserver once in each of them (the figure of earlier runs)."""
    out = {"main": 0, "tree": 0, "main_rss": 0, "tree_rss": 0}
    for p in [pid, *descendants(pid)]:
        try:
            rss = proc_status(p).get("VmRSS", 0)
            pss = proc_pss_kb(p)
        except OSError:
            continue
        out["tree"] += pss
        out["tree_rss"] += rss
        if p == pid:
            out["main"], out["main_rss"] = pss, rss
    return out


def proc_cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process (and its threads)."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def self_cpu_seconds() -> float:
    t = os.times()
    return t.user + t.system


def percentile(values: Sequence[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def match_clicks(clicks: Sequence[Click], rows: Sequence[Any]) -> tuple[dict[int, Any], list[str]]:
    """Pairs action clicks with action-log rows of one game.

    A click (its seat, its action code, the version in its custom_id) matches the earliest
    not yet matched ``player`` row of that seat with that action code at that version or a
    later one (simultaneous steps accept a prompt of an earlier version of the same wait).
    Clicks acknowledged as applied are matched first, in the order the bot acknowledged
    them, and each must find a row; then the other clicks the bot received, in the order
    they were made, may explain the remaining rows: a move may be applied although its
    acknowledgement never reached Discord (the deferral failed, or the bot was killed while
    answering). Returns {id(click): row} and the
    problems found: an applied click with no row, a player row that no click explains.
    The pairs returned include the clicks of the second group that explained a row.
    """
    problems: list[str] = []
    free = [r for r in rows if r.actor == "player"]
    matched: dict[int, Any] = {}
    used: set[int] = set()
    applied = sorted(
        (c for c in clicks if c.acked is not None and c.outcome == "applied"),
        key=lambda c: c.acked or 0.0,
    )
    others = sorted(
        (c for c in clicks if c.interaction is not None and c.outcome != "applied"),
        key=lambda c: c.at,
    )
    for wanted, group in ((True, applied), (False, others)):
        for click in group:
            row = next(
                (
                    r
                    for r in free
                    if r.seq not in used
                    and r.seat == click.seat
                    and r.action == click.code
                    and r.version >= click.version
                ),
                None,
            )
            if row is None:
                if wanted:
                    problems.append(
                        f"applied click {click.code}@{click.version} by seat {click.seat} "
                        "is not in the action log"
                    )
                continue
            used.add(row.seq)
            matched[id(click)] = row
    for row in free:
        if row.seq not in used:
            problems.append(
                f"log row v{row.version} {row.action} of seat {row.seat} comes from no click"
            )
    return matched, problems


def replay_result(
    record: Any, rows: Sequence[Any], counts: dict[str, int] | None = None
) -> tuple[Any, list[str]]:
    """The engine's result from the stored seed and action log, and log problems.

    The game replays with the data set it was played with (``data_version`` of the stored
    state; a record without one replays with the current data). ``counts``, when given, is
    filled with what the humans' rows were: ``secret`` (answers to a secret decision),
    ``out of turn`` (a seat that answered while another one was on turn, for games whose
    state names the seat on turn; also by the kind of wait, ``out of turn: <kind>``, the last
    part of the decision's key without its number, e.g. a Through the Ages frame's kind) and
    ``undo`` (moves taken back)."""
    from bot.games import plugin
    from bot.manager.base import rules_options

    GAME = plugin(str(getattr(record, "game", "hadara"))).rules
    dump = getattr(record, "state", None)
    if dump:
        GAME = GAME.with_data(GAME.data_version(GAME.load(dump)))
    problems: list[str] = []
    versions = [r.version for r in rows]
    if len(set(versions)) != len(versions):
        problems.append("duplicate versions in the action log")
    state = GAME.new(len(record.seats), rules_options(record.options), record.options["seed"])
    for row in rows:
        if GAME.version(state) != row.version:
            problems.append(
                f"action log gap: expected v{GAME.version(state)}, found v{row.version}"
            )
            break
        if counts is not None and row.actor == "player":
            decision = GAME.decision(state)
            on_turn = getattr(state, "current", None)
            for key, hit in (
                ("secret", decision is not None and decision.secret),
                ("out of turn", isinstance(on_turn, int) and row.seat != on_turn),
                ("undo", row.action == "undo"),
            ):
                counts[key] = counts.get(key, 0) + int(hit)
            if decision is not None and isinstance(on_turn, int) and row.seat != on_turn:
                kind = re.sub(r"\d+$", "", decision.key.rsplit(".", 1)[-1])
                counts[f"out of turn: {kind}"] = counts.get(f"out of turn: {kind}", 0) + 1
        GAME.apply(state, row.seat, GAME.decode_action(row.action))
    if not GAME.is_over(state):
        problems.append("the replayed game is not over")
        return None, problems
    result = GAME.result(state)
    return (result.to_json() if result is not None else None), problems


@dataclass
class Figures:
    rows: list[tuple[str, str, str, str]] = field(default_factory=list)  # name, value, target, ok

    def add(self, name: str, value: str, target: str = "", ok: bool | None = None) -> None:
        self.rows.append((name, value, target, "" if ok is None else ("PASS" if ok else "FAIL")))

    def print(self) -> None:
        width = max(len(r[0]) for r in self.rows)
        vwidth = max(len(r[1]) for r in self.rows if len(r[1]) <= 24)
        for name, value, target, ok in self.rows:
            if len(value) > vwidth:
                print(f"  {name:<{width}}  {value}")
            else:
                print(f"  {name:<{width}}  {value:>{vwidth}}  {target:<9} {ok}".rstrip())


def loadavg() -> str:
    with open("/proc/loadavg", encoding="ascii") as f:
        return " ".join(f.read().split()[:3])
