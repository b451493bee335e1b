"""A fake Discord (REST API v10 + gateway) on 127.0.0.1 for end-to-end tests of the real bot.

The bot process runs unmodified discord.py pointed here through DISCORD_API_BASE and
DISCORD_GATEWAY_URL. The server keeps a model of a guild (more with ``add_guild``: each with
its own id, name, locale, channels and members), channels and threads, users, DM channels and
messages; stores what the bot posts and edits (decoding multipart uploads and
checking PNGs); lets tests inject slash commands, button clicks and select choices; and records
every way the bot breaks Discord's rules in ``violations`` (a test fails when it is not empty):

- every REST request is validated against the OpenAPI description when it is available;
- interaction callbacks within 3 s, one initial response per interaction;
- custom_id ≤ 100, ≤ 5 action rows of ≤ 5 buttons (or one select), ≤ 25 select options,
  button labels ≤ 80, content ≤ 2,000 characters;
- attachments must be valid PNG files.

Discord's global rate limit is enforced (429 with ``"global": true`` past 50 requests a second,
interaction callbacks and webhooks exempt), and per-route buckets with their headers on request
(:mod:`ratelimit`). Failures can be injected: rate limits (429 with the real headers) and 500s at
a given rate,
closed DMs (403, code 50007), missing permissions (403, code 50013), gateway reconnects.

See shared/specs/discord-testing-notes.md for the payload details discord.py depends on.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import json
import logging
import random
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import openapi_check
from aiohttp import WSMsgType, web
from ratelimit import RateLimits

log = logging.getLogger("fake_discord")
PAYLOAD = web.RequestKey("payload", object)
FILES = web.RequestKey("files", list)
FIELDS = web.RequestKey("fields", list)

API = "/api/v10"
ALL_PERMISSIONS = (1 << 51) - 1
ATTACH_FILES = 1 << 15
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def image_kind(data: bytes) -> str | None:
    """ "png" or "webp" by the file's first bytes, else None."""
    if data[:8] == PNG_MAGIC:
        return "png"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    return None


CALLBACK_DEADLINE = 3.0
# Discord keeps an interaction token valid for 15 minutes: its follow-ups and edits of its
# messages fail with 401 "Invalid Webhook Token" after that (``FakeDiscord.token_lifetime``).
TOKEN_LIFETIME = 15 * 60.0
MAX_CONTENT = 2000
DISCORD_EPOCH_MS = 1_420_070_400_000

# Interaction callback types
PONG, MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE = 1, 4, 5, 6, 7
AUTOCOMPLETE_RESULT = 8
EPHEMERAL, LOADING = 64, 128


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S.000000+00:00", time.gmtime())


@dataclass
class User:
    id: str
    name: str
    locale: str = "en-US"
    bot: bool = False
    dms_closed: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "username": self.name.lower().replace(" ", "_"),
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
            "primary_guild": None,
        }


@dataclass
class Guild:
    """A server the bot is in: its first text channel is ``channel_id``; ``members`` holds the
    ids of the users in it (besides the bot)."""

    id: str
    name: str
    locale: str
    channel_id: str = ""
    members: set[str] = field(default_factory=set)


@dataclass
class Interaction:
    id: str
    token: str
    user: User
    channel_id: str
    kind: int  # 2 command, 3 component, 4 autocomplete
    dispatched_at: float
    source_message_id: str | None = None
    response_type: int | None = None
    original_id: str | None = None
    ephemeral: bool = False
    loading_filled: bool = False
    responded: asyncio.Event = field(default_factory=asyncio.Event)
    deliveries: int = 1  # >1 once redelivered: a second callback is then expected to fail
    last_activity: float = 0.0
    # What the bot offered while an option was being typed (an autocomplete's answer).
    choices: list[dict[str, Any]] | None = None


@dataclass
class Session:
    """One shard's gateway connection."""

    shard: int
    ws: web.WebSocketResponse | None = None
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    session_id: str = ""
    seq: int = 0


@dataclass
class Message:
    data: dict[str, Any]
    ephemeral_to: str | None = None  # user id; None = everyone who sees the channel
    interaction_id: str | None = None
    history: list[dict[str, Any]] = field(default_factory=list)  # earlier versions

    @property
    def id(self) -> str:
        return str(self.data["id"])

    @property
    def channel_id(self) -> str:
        return str(self.data["channel_id"])

    @property
    def content(self) -> str:
        return str(self.data.get("content") or "")

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in iter_components(self.data) if "custom_id" in c]


def iter_components(data: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for row in data.get("components") or []:
        out.append(row)
        out.extend(row.get("components") or [])
    return out


class HttpError(Exception):
    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


def json_response(
    data: Any, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    # Exactly "application/json": discord.py does not parse "...; charset=utf-8" as JSON.
    response = web.Response(body=json.dumps(data).encode(), status=status, headers=headers)
    response.headers["Content-Type"] = "application/json"
    return response


class FakeDiscord:
    def __init__(
        self,
        *,
        seed: int = 0,
        guild_locale: str = "en-US",
        shard_count: int = 1,
        guild_shard: int = 0,
        route_limits: bool = False,
    ) -> None:
        """``shard_count`` shards; the (first) guild's id is drawn so that it lives on
        ``guild_shard``. More guilds: :meth:`add_guild`. Discord's global rate limit is always
        enforced; per-route buckets with ``route_limits`` (:mod:`ratelimit`)."""
        self.rng = random.Random(seed)
        self._ids = itertools.count(1)
        self.openapi = openapi_check.load()
        self.violations: list[str] = []
        self.requests: list[tuple[str, str, int]] = []
        self.port = 0
        self.token = "fake-token.e2e"
        self.bot_user = User(self.snowflake(), "Hadara Bot", bot=True)
        self.app_id = self.snowflake()
        self.owner = User(self.snowflake(), "Owner")
        self.users: dict[str, User] = {self.bot_user.id: self.bot_user}
        self.shard_count = shard_count
        self.sessions: dict[int, Session] = {}
        self.guilds: dict[str, Guild] = {}
        self.guild_id = self._guild_snowflake(guild_shard)  # the first guild: the default
        self.guilds[self.guild_id] = Guild(self.guild_id, "E2E Guild", guild_locale)
        self.channels: dict[str, dict[str, Any]] = {}
        self.dm_of: dict[str, str] = {}  # user id -> DM channel id
        self.messages: dict[str, Message] = {}
        self.channel_messages: dict[str, list[str]] = {}
        self.attachments: dict[str, bytes] = {}
        self.interactions: dict[str, Interaction] = {}
        self.by_token: dict[str, Interaction] = {}
        self.token_lifetime = TOKEN_LIFETIME
        # Tokens of interactions dispatched before this time (time.monotonic()) are refused as
        # expired: a load run sets it when its window opens, so that the clicks of the games'
        # warm-up (minutes old, not the hours a real game lasts) serve no edits in the window.
        self.token_cutoff = 0.0
        self.refused_tokens = 0
        self.same_image_uploads = 0
        self.same_image_bytes = 0
        self.commands: dict[str, list[dict[str, Any]]] = {}  # guild id or "global" -> commands
        self.commands_synced = asyncio.Event()
        self.channel_id = self.add_channel("general")
        self.guilds[self.guild_id].channel_id = self.channel_id
        # failure injection
        self.limits = RateLimits(routes=route_limits)
        self.fail_rate = 0.0
        self.failures_injected: dict[int, int] = {429: 0, 500: 0}
        self.no_permission_channels: set[str] = set()
        # gateway: one session per shard (``sessions``, above); a guild's events go to shard
        # (guild_id >> 22) % count, DMs to shard 0 (as on Discord)
        self.identifies = 0
        self.resumes = 0
        self.shard_identifies: Counter[int] = Counter()
        self.shard_deliveries: Counter[int] = Counter()  # interactions sent, per shard
        # observers: called with (event, message) for "create" / "edit"
        self.observers: list[Callable[[str, Message], None]] = []
        # called with (user, message, interaction data) for every component interaction
        self.click_observers: list[Callable[[User, Message, dict[str, Any]], None]] = []
        self.last_activity = time.monotonic()
        self.in_flight = 0
        self._runner: web.AppRunner | None = None
        self._payloads: dict[str, dict[str, Any]] = {}

    # ------------------------------------------------------------------ model

    def snowflake(self) -> str:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return str((ms << 22) + next(self._ids))

    def _guild_snowflake(self, shard: int) -> str:
        gid = self.snowflake()
        while self.shard_of(gid) != shard:
            gid = str(int(gid) + (1 << 22))  # one millisecond later
        return gid

    @property
    def guild_locale(self) -> str:
        """The first guild's preferred locale."""
        return self.guilds[self.guild_id].locale

    @guild_locale.setter
    def guild_locale(self, locale: str) -> None:
        self.guilds[self.guild_id].locale = locale

    def add_user(
        self, name: str, locale: str = "en-US", guilds: Iterable[str] | None = None
    ) -> User:
        """A user, a member of ``guilds`` (default: of every guild there is so far)."""
        user = User(self.snowflake(), name, locale)
        self.users[user.id] = user
        for gid in self.guilds if guilds is None else guilds:
            self.guilds[gid].members.add(user.id)
        return user

    def add_guild(
        self,
        name: str,
        locale: str = "en-US",
        *,
        shard: int = 0,
        members: Iterable[User] | None = None,
    ) -> Guild:
        """Another guild with the bot in it, on ``shard``, with a "general" text channel and
        ``members`` (default: every user so far). Added while the bot is connected, it is
        announced with GUILD_CREATE, as when the bot is invited to a server."""
        gid = self._guild_snowflake(shard)
        guild = self.guilds[gid] = Guild(gid, name, locale)
        chosen = self.users.values() if members is None else members
        guild.members.update(u.id for u in chosen if not u.bot)
        guild.channel_id = self.add_channel("general", gid)
        session = self.sessions.get(self.shard_of(gid))
        if session is not None and session.ready.is_set():
            asyncio.get_running_loop().create_task(
                self._send(session, "GUILD_CREATE", self.guild_payload(gid))
            )
        return guild

    def guild_of(self, channel_id: str) -> Guild | None:
        """The guild a channel or thread belongs to (None: a DM)."""
        gid = self.channels[str(channel_id)].get("guild_id")
        return self.guilds[gid] if gid else None

    def add_channel(self, name: str, guild_id: str | None = None) -> str:
        """A text channel in ``guild_id`` (default: the first guild)."""
        cid = self.snowflake()
        self.channels[cid] = {
            "id": cid,
            "type": 0,
            "guild_id": guild_id or self.guild_id,
            "name": name,
            "position": len(self.channels),
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        self.channel_messages[cid] = []
        return cid

    def guild_channels(self, guild_id: str | None = None) -> list[dict[str, Any]]:
        gid = guild_id or self.guild_id
        return [c for c in self.channels.values() if c["type"] == 0 and c["guild_id"] == gid]

    def threads(self, guild_id: str | None = None) -> list[dict[str, Any]]:
        gid = guild_id or self.guild_id
        return [c for c in self.channels.values() if c["type"] in (11, 12) and c["guild_id"] == gid]

    def channel_log(self, channel_id: str) -> list[Message]:
        return [self.messages[m] for m in self.channel_messages.get(str(channel_id), [])]

    def visible(self, channel_id: str, user: User) -> list[Message]:
        return [
            m
            for m in self.channel_log(channel_id)
            if m.ephemeral_to is None or m.ephemeral_to == user.id
        ]

    def public_messages(self) -> list[Message]:
        return [
            m
            for m in self.messages.values()
            if m.ephemeral_to is None and self.channels[m.channel_id]["type"] != 1
        ]

    def dm_channel(self, user: User) -> str:
        cid = self.dm_of.get(user.id)
        if cid is None:
            cid = self.snowflake()
            self.channels[cid] = {
                "id": cid,
                "type": 1,
                "recipients": [user.payload()],
                "last_message_id": None,
                "flags": 0,
            }
            self.channel_messages[cid] = []
            self.dm_of[user.id] = cid
        return cid

    def member(self, user: User) -> dict[str, Any]:
        return {
            "user": user.payload(),
            "roles": [],
            "flags": 0,
            "joined_at": now_iso(),
            "deaf": False,
            "mute": False,
            "nick": None,
            "avatar": None,
            "banner": None,
            "pending": False,
            "premium_since": None,
            "communication_disabled_until": None,
            "permissions": str(ALL_PERMISSIONS),
        }

    def violation(self, text: str) -> None:
        log.error("VIOLATION %s", text)
        self.violations.append(text)

    # ------------------------------------------------------------------ server

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        r = app.router
        r.add_get("/", self._gateway)
        r.add_get("/attachments/{aid}/{filename}", self._attachment)
        a = API
        r.add_get(a + "/users/@me", self._me)
        r.add_get(a + "/oauth2/applications/@me", self._application)
        r.add_get(a + "/gateway", self._gateway_info)
        r.add_get(a + "/gateway/bot", self._gateway_info)
        r.add_get(a + "/users/{uid}", self._get_user)
        r.add_post(a + "/users/@me/channels", self._open_dm)
        r.add_put(a + "/applications/{app}/commands", self._put_commands)
        r.add_put(a + "/applications/{app}/guilds/{gid}/commands", self._put_commands)
        r.add_get(a + "/applications/{app}/commands", self._get_commands)
        r.add_get(a + "/applications/{app}/guilds/{gid}/commands", self._get_commands)
        r.add_post(a + "/interactions/{iid}/{token}/callback", self._callback)
        r.add_post(a + "/webhooks/{app}/{token}", self._followup)
        for verb in ("GET", "PATCH", "DELETE"):
            r.add_route(verb, a + "/webhooks/{app}/{token}/messages/{mid}", self._webhook_message)
            r.add_route(verb, a + "/channels/{cid}/messages/{mid}", self._channel_message)
        r.add_post(a + "/channels/{cid}/messages", self._post_message)
        r.add_get(a + "/channels/{cid}/messages", self._list_messages)
        r.add_post(a + "/channels/{cid}/threads", self._create_thread)
        r.add_get(a + "/channels/{cid}", self._get_channel)
        return app

    async def start(self) -> int:
        self._runner = web.AppRunner(self.app(), access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None and server.sockets  # type: ignore[attr-defined]
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]
        return self.port

    async def stop(self) -> None:
        for session in self.sessions.values():
            if session.ws is not None:
                await session.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    # ------------------------------------------------------------------ middleware

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Any) -> web.StreamResponse:
        if not request.path.startswith(API):
            return await handler(request)  # type: ignore[no-any-return]
        self.in_flight += 1
        self.last_activity = time.monotonic()
        try:
            response = await self._handle_api(request, handler)
        finally:
            self.in_flight -= 1
            self.last_activity = time.monotonic()
        self.requests.append((request.method, request.path, response.status))
        return response

    async def _handle_api(self, request: web.Request, handler: Any) -> web.StreamResponse:
        token_in_url = request.path.startswith((API + "/interactions/", API + "/webhooks/"))
        if not token_in_url and request.headers.get("Authorization") != f"Bot {self.token}":
            return json_response({"message": "401: Unauthorized", "code": 0}, 401)
        payload, files = await self._read_body(request)
        request[PAYLOAD], request[FILES] = payload, files
        path = request.path[len(API) :]
        if self.openapi is not None:
            for problem in self.openapi.check(
                request.method,
                path,
                payload,
                multipart=bool(files) or "payload_json" in (request.get(FIELDS) or ()),
            ):
                self.violation(f"OpenAPI: {problem}")
        injected = self._inject_failure(request, path)
        if injected is not None:
            return injected
        refusal = self.limits.check(request.method, path)
        if refusal is not None:
            body = {
                "message": "You are being rate limited.",
                "retry_after": round(max(refusal.retry_after, 0.001), 3),
                "global": refusal.is_global,
            }
            return json_response(body, 429, RateLimits.refusal_headers(refusal))
        try:
            response: web.StreamResponse = await handler(request)
            response.headers.update(self.limits.headers(request.method, path))
            return response
        except HttpError as error:
            return json_response({"message": error.message, "code": error.code}, error.status)
        except web.HTTPException as error:  # no such route in the fake
            self.violation(f"{request.method} {path}: not modelled by the fake ({error.status})")
            return json_response(
                {"message": f"{error.status}: {error.reason}", "code": 0}, error.status
            )

    async def _read_body(self, request: web.Request) -> tuple[Any, list[tuple[str, str, bytes]]]:
        files: list[tuple[str, str, bytes]] = []
        if not request.can_read_body:
            return None, files
        if request.content_type.startswith("multipart/"):
            payload: Any = None
            fields: list[str] = []
            reader = await request.multipart()
            while True:
                part = await reader.next()
                if part is None:
                    break
                name = part.name or ""  # type: ignore[union-attr]
                fields.append(name)
                data = await part.read()  # type: ignore[union-attr]
                if name == "payload_json":
                    payload = json.loads(data)
                elif name.startswith("files["):
                    files.append((name, part.filename or "", bytes(data)))  # type: ignore[union-attr]
                else:
                    self.violation(f"multipart: unexpected part {name!r}")
            request[FIELDS] = fields
            return payload, files
        raw = await request.read()
        if not raw:
            return None, files
        try:
            return json.loads(raw), files
        except ValueError:
            self.violation(f"{request.method} {request.path}: body is not JSON")
            return None, files

    def _inject_failure(self, request: web.Request, path: str) -> web.Response | None:
        if not self.fail_rate or path.startswith(("/users/@me", "/oauth2", "/applications")):
            return None
        if self.rng.random() >= self.fail_rate:
            return None
        callback = path.startswith("/interactions/")
        # A 500 on a callback would be retried after the 3-second deadline: Discord-side 5xx
        # there are unrecoverable anyway, so callbacks only get rate-limited.
        if callback or self.rng.random() < 0.5:
            self.failures_injected[429] += 1
            retry = round(self.rng.uniform(0.05, 0.25), 3)
            headers = {
                "X-RateLimit-Limit": "5",
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset": f"{time.time() + retry:.3f}",
                "X-RateLimit-Reset-After": f"{retry:.3f}",
                "X-RateLimit-Bucket": "fakebucket" + str(abs(hash(path)) % 1000),
                "X-RateLimit-Scope": "user",
                "Retry-After": str(max(1, round(retry))),
                "Via": "1.1 google",
            }
            body = {"message": "You are being rate limited.", "retry_after": retry, "global": False}
            return json_response(body, 429, headers)
        self.failures_injected[500] += 1
        return json_response({"message": "500: Internal Server Error", "code": 0}, 500)

    # ------------------------------------------------------------------ login

    async def _me(self, request: web.Request) -> web.Response:
        return json_response({**self.bot_user.payload(), "verified": True, "mfa_enabled": False})

    async def _application(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "id": self.app_id,
                "name": "Hadara Bot",
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.owner.payload(),
                "verify_key": "0" * 64,
                "flags": 0,
                "team": None,
                "summary": "",
            }
        )

    async def _gateway_info(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return json_response(
            {"url": self.gateway_url, "shards": self.shard_count, "session_start_limit": limit}
        )

    async def _get_user(self, request: web.Request) -> web.Response:
        user = self.users.get(request.match_info["uid"])
        if user is None:
            raise HttpError(404, 10013, "Unknown User")
        return json_response(user.payload())

    # ------------------------------------------------------------------ commands

    async def _put_commands(self, request: web.Request) -> web.Response:
        key = request.match_info.get("gid", "global")
        out = []
        for command in request[PAYLOAD] or []:
            out.append(
                {
                    **command,
                    "id": self.snowflake(),
                    "application_id": self.app_id,
                    "version": self.snowflake(),
                    **({"guild_id": key} if key != "global" else {}),
                }
            )
        self.commands[key] = out
        self.commands_synced.set()
        return json_response(out)

    async def _get_commands(self, request: web.Request) -> web.Response:
        return json_response(self.commands.get(request.match_info.get("gid", "global"), []))

    def command(self, name: str, guild_id: str | None = "") -> dict[str, Any]:
        """A registered command as a user sees it in ``guild_id`` (default: the first guild;
        None: a DM, where only global commands exist)."""
        gid = self.guild_id if guild_id == "" else guild_id
        for cmd in (self.commands.get(gid, []) if gid else []) + self.commands.get("global", []):
            if cmd["name"] == name:
                return cmd
        where = f"guild {gid}" if gid else "a DM"
        raise KeyError(f"command {name!r} was not registered for {where}")

    # ------------------------------------------------------------------ channels, DMs

    async def _open_dm(self, request: web.Request) -> web.Response:
        uid = str((request[PAYLOAD] or {}).get("recipient_id"))
        user = self.users.get(uid)
        if user is None:
            raise HttpError(400, 50033, "Invalid Recipient(s)")
        return json_response(self.channels[self.dm_channel(user)])

    async def _get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._channel(request.match_info["cid"]))

    def _channel(self, cid: str) -> dict[str, Any]:
        channel = self.channels.get(cid)
        if channel is None:
            raise HttpError(404, 10003, "Unknown Channel")
        return channel

    def _check_can_send(self, cid: str) -> None:
        channel = self._channel(cid)
        if channel["type"] == 1:
            user = self.users[channel["recipients"][0]["id"]]
            if user.dms_closed:
                raise HttpError(403, 50007, "Cannot send messages to this user")
        parent = channel.get("parent_id") if channel["type"] in (11, 12) else None
        if cid in self.no_permission_channels or parent in self.no_permission_channels:
            raise HttpError(403, 50013, "Missing Permissions")

    async def _create_thread(self, request: web.Request) -> web.Response:
        parent = self._channel(request.match_info["cid"])
        self._check_can_send(parent["id"])
        body = request[PAYLOAD] or {}
        tid = self.snowflake()
        thread = {
            "id": tid,
            "type": int(body.get("type", 11)),
            "guild_id": parent["guild_id"],
            "parent_id": parent["id"],
            "owner_id": self.bot_user.id,
            "name": body.get("name", "thread"),
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": 1,
            "flags": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": int(body.get("auto_archive_duration", 10080)),
                "archive_timestamp": now_iso(),
                "locked": False,
                "create_timestamp": now_iso(),
            },
        }
        self.channels[tid] = thread
        self.channel_messages[tid] = []
        asyncio.get_running_loop().create_task(
            self.dispatch("THREAD_CREATE", {**thread, "newly_created": True})
        )
        return json_response(thread, 201)

    # ------------------------------------------------------------------ messages

    def _check_message(self, where: str, body: dict[str, Any]) -> None:
        content = body.get("content")
        if isinstance(content, str) and len(content) > MAX_CONTENT:
            self.violation(f"{where}: content of {len(content)} characters")
        rows = body.get("components") or []
        if len(rows) > 5:
            self.violation(f"{where}: {len(rows)} action rows")
        for i, row in enumerate(rows):
            items = row.get("components") or []
            if row.get("type") != 1:
                self.violation(f"{where}: top-level component of type {row.get('type')}")
            selects = [c for c in items if c.get("type") in (3, 5, 6, 7, 8)]
            if selects and len(items) > 1:
                self.violation(f"{where}: row {i} mixes a select with other components")
            if len(items) > 5 or not items:
                self.violation(f"{where}: row {i} holds {len(items)} components")
            for c in items:
                cid = c.get("custom_id")
                if cid is not None and len(cid) > 100:
                    self.violation(f"{where}: custom_id of {len(cid)} characters")
                if c.get("type") == 2 and len(c.get("label") or "") > 80:
                    self.violation(f"{where}: button label over 80 characters")
                if c.get("type") == 3:
                    options = c.get("options") or []
                    if not 1 <= len(options) <= 25:
                        self.violation(f"{where}: select with {len(options)} options")
                    values = [o.get("value") for o in options]
                    if len(set(values)) != len(values):
                        self.violation(f"{where}: duplicate select values")
        ids = [c["custom_id"] for c in iter_components(body) if "custom_id" in c]
        if len(set(ids)) != len(ids):
            self.violation(f"{where}: duplicate custom_ids")

    def _attachments(
        self,
        where: str,
        body: dict[str, Any],
        files: list[tuple[str, str, bytes]],
        existing: list[dict[str, Any]],
    ) -> list[dict[str, Any]] | None:
        """The message's attachments after this request (None = unchanged)."""
        listed = body.get("attachments")
        if listed is None and not files:
            return None
        by_index = {}
        for name, filename, data in files:
            index = name[len("files[") : -1]
            by_index[index] = (filename, data)
        old = {str(a["id"]): a for a in existing}
        out: list[dict[str, Any]] = []
        for item in listed if listed is not None else [{"id": i} for i in by_index]:
            key = str(item.get("id"))
            if key in old:
                out.append(old[key])
                continue
            if key not in by_index:
                self.violation(f"{where}: attachment {key} has no file part")
                continue
            filename, data = by_index.pop(key)
            filename = item.get("filename") or filename
            out.append(self._store_file(where, filename, data))
        for key in by_index:
            self.violation(f"{where}: file part files[{key}] not listed in attachments")
        return out

    # Decode every uploaded PNG and WebP image (a broken one, or one whose name says another
    # format, is a violation); load scripts may turn it off.
    decode_images = True

    def _store_file(self, where: str, filename: str, data: bytes) -> dict[str, Any]:
        width = height = None
        kind = image_kind(data)
        named = filename.lower().rsplit(".", 1)[-1]
        if self.decode_images and (kind is not None or named in ("png", "webp")):
            if kind != named:
                self.violation(f"{where}: {filename} is not a {named.upper()} image")
            else:
                try:
                    from PIL import Image

                    with Image.open(io.BytesIO(data)) as image:
                        image.verify()
                    with Image.open(io.BytesIO(data)) as image:
                        image.load()
                        width, height = image.size
                except Exception as error:
                    self.violation(f"{where}: {filename} is a broken image ({error})")
        aid = self.snowflake()
        self.attachments[aid] = data
        url = f"{self.base}/attachments/{aid}/{filename}"
        return {
            "id": aid,
            "filename": filename,
            "size": len(data),
            "url": url,
            "proxy_url": url,
            "content_type": f"image/{kind}"
            if kind is not None and (width or not self.decode_images)
            else ("application/octet-stream"),
            "width": width,
            "height": height,
        }

    def _new_message(
        self,
        cid: str,
        body: dict[str, Any],
        files: list[tuple[str, str, bytes]],
        *,
        ephemeral_to: str | None = None,
        interaction: Interaction | None = None,
        flags: int = 0,
    ) -> Message:
        where = f"message in {self._channel(cid)['type']}:{cid}"
        self._check_message(where, body)
        channel = self.channels[cid]
        attachments = self._attachments(where, body, files, []) or []
        data: dict[str, Any] = {
            "id": self.snowflake(),
            "channel_id": cid,
            "type": 0 if interaction is None else (20 if interaction.kind == 2 else 19),
            "content": body.get("content") or "",
            "author": self.bot_user.payload(),
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "attachments": attachments,
            "flags": int(body.get("flags") or 0) | flags,
            "timestamp": now_iso(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
        }
        if channel.get("guild_id"):
            data["guild_id"] = channel["guild_id"]
        if interaction is not None:
            data["webhook_id"] = self.app_id
            data["application_id"] = self.app_id
            data["interaction_metadata"] = {
                "id": interaction.id,
                "type": interaction.kind,
                "user": interaction.user.payload(),
                "authorizing_integration_owners": {},
            }
        message = Message(data, ephemeral_to, interaction.id if interaction else None)
        self.messages[message.id] = message
        self.channel_messages[cid].append(message.id)
        self._notify("create", message)
        return message

    def _edit_message(
        self, message: Message, body: dict[str, Any], files: list[tuple[str, str, bytes]]
    ) -> Message:
        where = f"edit of message {message.id}"
        self._check_message(where, body)
        message.history.append(json.loads(json.dumps(message.data)))
        for key in ("content", "embeds", "components", "flags"):
            if key in body:
                value = body[key]
                if key == "flags":
                    value = int(value or 0) | (message.data["flags"] & EPHEMERAL)
                message.data[key] = value if value is not None else ([] if key != "content" else "")
        before = {self.attachments.get(str(a["id"])) for a in message.data["attachments"]}
        again = [data for _name, _filename, data in files if data in before]
        # An upload of the very image the message already shows (a reader downloads it again).
        self.same_image_uploads += len(again)
        self.same_image_bytes += sum(map(len, again))
        attachments = self._attachments(where, body, files, message.data["attachments"])
        if attachments is not None:
            message.data["attachments"] = attachments
        message.data["edited_timestamp"] = now_iso()
        message.data["flags"] = int(message.data.get("flags") or 0) & ~LOADING
        self._notify("edit", message)
        return message

    def _notify(self, event: str, message: Message) -> None:
        for observer in self.observers:
            try:
                observer(event, message)
            except AssertionError as error:
                self.violation(str(error))

    def _message(self, cid: str, mid: str) -> Message:
        message = self.messages.get(mid)
        if message is None or message.channel_id != cid:
            raise HttpError(404, 10008, "Unknown Message")
        return message

    async def _post_message(self, request: web.Request) -> web.Response:
        cid = request.match_info["cid"]
        self._check_can_send(cid)
        message = self._new_message(cid, request[PAYLOAD] or {}, request[FILES])
        return json_response(message.data)

    async def _list_messages(self, request: web.Request) -> web.Response:
        cid = request.match_info["cid"]
        self._channel(cid)
        out = [m.data for m in self.channel_log(cid) if m.ephemeral_to is None]
        return json_response(list(reversed(out))[:50])

    async def _channel_message(self, request: web.Request) -> web.Response:
        cid, mid = request.match_info["cid"], request.match_info["mid"]
        message = self._message(cid, mid)
        if message.ephemeral_to is not None:
            raise HttpError(404, 10008, "Unknown Message")
        if request.method == "GET":
            return json_response(message.data)
        if message.data["author"]["id"] != self.bot_user.id:
            raise HttpError(403, 50005, "Cannot edit a message authored by another user")
        if request.method == "DELETE":
            self.channel_messages[cid].remove(mid)
            del self.messages[mid]
            return web.Response(status=204)
        self._check_can_send(cid)
        return json_response(
            self._edit_message(message, request[PAYLOAD] or {}, request[FILES]).data
        )

    # ------------------------------------------------------------------ interactions

    def _interaction(self, token: str, app: str | None = None) -> Interaction:
        interaction = self.by_token.get(token)
        if interaction is None or (app is not None and app != self.app_id):
            raise HttpError(404, 10015, "Unknown Webhook")
        if (
            time.monotonic() - interaction.dispatched_at > self.token_lifetime
            or interaction.dispatched_at < self.token_cutoff
        ):
            self.refused_tokens += 1
            raise HttpError(401, 50027, "Invalid Webhook Token")
        interaction.last_activity = time.monotonic()
        return interaction

    async def _callback(self, request: web.Request) -> web.Response:
        interaction = self.interactions.get(request.match_info["iid"])
        if interaction is None or interaction.token != request.match_info["token"]:
            raise HttpError(404, 10062, "Unknown interaction")
        elapsed = time.monotonic() - interaction.dispatched_at
        if elapsed > CALLBACK_DEADLINE:
            self.violation(f"interaction {interaction.id} answered after {elapsed:.2f} s")
            raise HttpError(404, 10062, "Unknown interaction")
        if interaction.response_type is not None:
            if interaction.deliveries == 1:
                self.violation(f"interaction {interaction.id} got a second initial response")
            raise HttpError(400, 40060, "Interaction has already been acknowledged.")
        body = request[PAYLOAD] or {}
        kind = int(body.get("type", 0))
        data = body.get("data") or {}
        interaction.response_type = kind
        flags = int(data.get("flags") or 0)
        interaction.ephemeral = bool(flags & EPHEMERAL)
        ephemeral_to = interaction.user.id if interaction.ephemeral else None
        message: Message | None = None
        if kind == MESSAGE:
            message = self._new_message(
                interaction.channel_id,
                data,
                request[FILES],
                ephemeral_to=ephemeral_to,
                interaction=interaction,
            )
            interaction.loading_filled = True
        elif kind == DEFERRED_MESSAGE:
            message = self._new_message(
                interaction.channel_id,
                {"content": ""},
                [],
                ephemeral_to=ephemeral_to,
                interaction=interaction,
                flags=LOADING | (flags & EPHEMERAL),
            )
        elif kind == UPDATE:
            if interaction.source_message_id is None:
                self.violation(f"interaction {interaction.id}: UPDATE_MESSAGE for a command")
            else:
                message = self._edit_message(
                    self.messages[interaction.source_message_id], data, request[FILES]
                )
        elif kind == DEFERRED_UPDATE:
            if interaction.source_message_id is None:
                self.violation(f"interaction {interaction.id}: DEFERRED_UPDATE for a command")
        elif kind == AUTOCOMPLETE_RESULT:
            if interaction.kind != 4:
                self.violation(f"interaction {interaction.id}: choices for a non-autocomplete")
            interaction.choices = list(data.get("choices") or [])
            if len(interaction.choices) > 25:
                self.violation(f"interaction {interaction.id}: more than 25 choices")
        elif kind != PONG:
            self.violation(f"interaction {interaction.id}: callback type {kind} unsupported")
        if interaction.kind == 4 and kind != AUTOCOMPLETE_RESULT:
            self.violation(f"interaction {interaction.id}: an autocomplete answered by {kind}")
        if message is not None and kind in (MESSAGE, DEFERRED_MESSAGE):
            interaction.original_id = message.id
        elif interaction.source_message_id is not None:
            interaction.original_id = interaction.source_message_id
        interaction.responded.set()
        interaction.last_activity = time.monotonic()
        if request.query.get("with_response") not in ("1", "true", "True"):
            return web.Response(status=204)
        return json_response(
            {
                "interaction": {
                    "id": interaction.id,
                    "type": interaction.kind,
                    "response_message_id": message.id if message else None,
                    "response_message_loading": kind == DEFERRED_MESSAGE,
                    "response_message_ephemeral": interaction.ephemeral,
                },
                "resource": {"type": kind, **({"message": message.data} if message else {})},
            }
        )

    async def _followup(self, request: web.Request) -> web.Response:
        interaction = self._interaction(request.match_info["token"], request.match_info["app"])
        if interaction.response_type is None:
            self.violation(f"interaction {interaction.id}: followup before the initial response")
            raise HttpError(404, 10015, "Unknown Webhook")
        body = request[PAYLOAD] or {}
        files = request[FILES]
        if (
            interaction.response_type == DEFERRED_MESSAGE
            and not interaction.loading_filled
            and interaction.original_id
        ):
            # The first followup after a "thinking" response replaces the loading message,
            # whatever flags it asks for: a private answer to a public "thinking…" is public.
            interaction.loading_filled = True
            message = self.messages[interaction.original_id]
            asks_private = bool(int(body.get("flags") or 0) & EPHEMERAL)
            if asks_private and message.ephemeral_to is None:
                self.violation(
                    f"interaction {interaction.id}: an ephemeral follow-up replaces a public "
                    "'thinking…' message, so everyone sees it (decide before deferring)"
                )
            body = {k: v for k, v in body.items() if k != "flags"}
            message = self._edit_message(message, body, files)
        else:
            ephemeral = bool(int(body.get("flags") or 0) & EPHEMERAL)
            message = self._new_message(
                interaction.channel_id,
                body,
                files,
                ephemeral_to=interaction.user.id if ephemeral else None,
                interaction=interaction,
            )
        if request.query.get("wait") in ("1", "true", "True"):
            return json_response(message.data)
        return web.Response(status=204)

    async def _webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._interaction(request.match_info["token"], request.match_info["app"])
        mid = request.match_info["mid"]
        if mid == "@original":
            if interaction.original_id is None:
                raise HttpError(404, 10008, "Unknown Message")
            mid = interaction.original_id
        message = self.messages.get(mid)
        if message is None or (
            mid != interaction.original_id and message.interaction_id != interaction.id
        ):
            # A token reaches its original response and its own follow-ups, nothing else.
            raise HttpError(404, 10008, "Unknown Message")
        if request.method == "GET":
            return json_response(message.data)
        if request.method == "DELETE":
            self.channel_messages[message.channel_id].remove(mid)
            del self.messages[mid]
            if mid == interaction.original_id:
                # The "thinking…" message is gone: later follow-ups are new messages, each as
                # private as it asks (how a bot answers privately after a public deferral).
                interaction.loading_filled = True
                interaction.original_id = None
            return web.Response(status=204)
        if mid == interaction.original_id and interaction.response_type == DEFERRED_MESSAGE:
            interaction.loading_filled = True
        return json_response(
            self._edit_message(message, request[PAYLOAD] or {}, request[FILES]).data
        )

    async def _attachment(self, request: web.Request) -> web.Response:
        data = self.attachments.get(request.match_info["aid"])
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data, content_type=f"image/{image_kind(data) or 'png'}")

    # ------------------------------------------------------------------ gateway

    def session(self, shard: int) -> Session:
        session = self.sessions.get(shard)
        if session is None:
            session = self.sessions[shard] = Session(shard)
        return session

    def shard_of(self, guild_id: str | None) -> int:
        """The shard that receives a guild's events (DMs: shard 0), as Discord routes them."""
        if guild_id is None:
            return 0
        return (int(guild_id) >> 22) % self.shard_count

    @property
    def _ws_ready(self) -> asyncio.Event:
        """Shard 0's session is ready (the single-process tests' view)."""
        return self.session(0).ready

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
        mine: Session | None = None
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                data = json.loads(msg.data)
                op = data.get("op")
                if op == 1:
                    # A little latency, as on a real network: an instant ACK races discord.py's
                    # heartbeat thread and makes it log "Can't keep up".
                    asyncio.get_running_loop().call_later(0.05, self._ack, ws)
                elif op == 2:
                    d = data["d"]
                    if d.get("token") != self.token:
                        await ws.close(code=4004, message=b"Authentication failed.")
                        break
                    shard, count = d.get("shard") or [0, 1]
                    if count != self.shard_count or not 0 <= shard < count:
                        self.violation(f"IDENTIFY with shard {[shard, count]}")
                        await ws.close(code=4010, message=b"Invalid shard.")
                        break
                    mine = self.session(shard)
                    await self._identify(ws, mine)
                elif op == 6:
                    d = data["d"]
                    wanted = d.get("session_id")
                    found = [x for x in self.sessions.values() if x.session_id == wanted]
                    if not found:
                        await ws.send_json({"op": 9, "d": False, "s": None, "t": None})
                        continue
                    mine = found[0]
                    self.resumes += 1
                    mine.ws = ws
                    await self._send(mine, "RESUMED", {})
                    mine.ready.set()
                elif op == 8 and mine is not None:
                    d = data["d"]
                    await self._send(
                        mine,
                        "GUILD_MEMBERS_CHUNK",
                        {
                            "guild_id": d.get("guild_id"),
                            "members": [],
                            "chunk_index": 0,
                            "chunk_count": 1,
                            "nonce": d.get("nonce"),
                        },
                    )
        finally:
            if mine is not None and mine.ws is ws:
                mine.ws = None
                mine.ready.clear()
        return ws

    def _ack(self, ws: web.WebSocketResponse) -> None:
        if not ws.closed:
            asyncio.get_running_loop().create_task(
                ws.send_json({"op": 11, "d": None, "s": None, "t": None})
            )

    async def _send(self, session: Session, event: str, data: Any) -> None:
        assert session.ws is not None
        session.seq += 1
        await session.ws.send_json({"op": 0, "t": event, "s": session.seq, "d": data})

    async def _identify(self, ws: web.WebSocketResponse, session: Session) -> None:
        self.identifies += 1
        self.shard_identifies[session.shard] += 1
        session.session_id = f"session{self.identifies}"
        session.seq = 0
        session.ws = ws
        mine = [g for g in self.guilds if self.shard_of(g) == session.shard]
        await self._send(
            session,
            "READY",
            {
                "v": 10,
                "user": self.bot_user.payload(),
                "guilds": [{"id": gid, "unavailable": True} for gid in mine],
                "session_id": session.session_id,
                "resume_gateway_url": self.gateway_url,
                "application": {"id": self.app_id, "flags": 0},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "geo_ordered_rtc_regions": [],
                "session_type": "normal",
                "shard": [session.shard, self.shard_count],
                "_trace": ["fake"],
            },
        )
        for gid in mine:
            await self._send(session, "GUILD_CREATE", self.guild_payload(gid))
        session.ready.set()

    def guild_payload(self, guild_id: str | None = None) -> dict[str, Any]:
        guild = self.guilds[guild_id or self.guild_id]
        members = [self.member(self.bot_user)]
        members += [self.member(self.users[uid]) for uid in sorted(guild.members, key=int)]
        return {
            "id": guild.id,
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": self.owner.id,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "vanity_url_code": None,
            "preferred_locale": guild.locale,
            "features": [],
            "roles": [
                {
                    "id": guild.id,
                    "name": "@everyone",
                    "permissions": str(ALL_PERMISSIONS),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                    "colors": {
                        "primary_color": 0,
                        "secondary_color": None,
                        "tertiary_color": None,
                    },
                    "icon": None,
                    "unicode_emoji": None,
                }
            ],
            "emojis": [],
            "stickers": [],
            "member_count": len(members),
            "members": members,
            "channels": [dict(c) for c in self.guild_channels(guild.id)],
            "threads": [dict(c) for c in self.threads(guild.id)],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "large": False,
            "unavailable": False,
            "joined_at": now_iso(),
            "max_members": 500000,
            "application_id": None,
            "widget_enabled": False,
            "widget_channel_id": None,
            "home_header": None,
            "region": "deprecated",
            "max_presences": None,
            "max_stage_video_channel_users": 50,
            "max_video_channel_users": 25,
            "safety_alerts_channel_id": None,
            "premium_progress_bar_enabled": False,
            "nsfw": False,
            "incidents_data": None,
        }

    async def dispatch(self, event: str, data: Any, timeout: float = 30.0) -> None:
        """Send an event on the shard that owns it (its guild's shard; DMs: shard 0)."""
        guild_id = data.get("guild_id") if isinstance(data, dict) else None
        session = self.session(self.shard_of(guild_id))
        await asyncio.wait_for(session.ready.wait(), timeout)
        if event == "INTERACTION_CREATE":
            self.shard_deliveries[session.shard] += 1
        await self._send(session, event, data)

    async def reconnect(self, shard: int = 0) -> None:
        """Ask a shard's client to reconnect (op 7); it resumes at resume_gateway_url."""
        session = self.session(shard)
        await asyncio.wait_for(session.ready.wait(), 10)
        ws = session.ws
        assert ws is not None
        session.ready.clear()
        session.ws = None
        await ws.send_json({"op": 7, "d": None, "s": None, "t": None})

    async def wait_connected(self, timeout: float = 30.0, shards: Iterable[int] = (0,)) -> None:
        for shard in shards:
            await asyncio.wait_for(self.session(shard).ready.wait(), timeout)

    def disconnected(self, shards: Iterable[int] | None = None) -> None:
        """A bot process died: forget its shards' sessions (default: every shard)."""
        for shard in list(self.sessions) if shards is None else shards:
            session = self.session(shard)
            session.ws = None
            session.ready.clear()

    # ------------------------------------------------------------------ injecting interactions

    def _base_interaction(
        self, user: User, channel_id: str, kind: int
    ) -> tuple[Interaction, dict[str, Any]]:
        iid = self.snowflake()
        token = f"tok{iid}"
        interaction = Interaction(iid, token, user, channel_id, kind, 0.0)
        self.interactions[iid] = interaction
        self.by_token[token] = interaction
        channel = self.channels[channel_id]
        guild = self.guild_of(channel_id)
        if guild is not None and user.id not in guild.members:
            raise ValueError(f"{user.name} is not a member of guild {guild.name} ({guild.id})")
        perms = ALL_PERMISSIONS
        parent = channel.get("parent_id")
        if channel_id in self.no_permission_channels or parent in self.no_permission_channels:
            perms &= ~ATTACH_FILES
        payload: dict[str, Any] = {
            "id": iid,
            "application_id": self.app_id,
            "type": kind,
            "token": token,
            "version": 1,
            "attachment_size_limit": 10 * 1024 * 1024,
            "locale": user.locale,
            "entitlements": [],
            "authorizing_integration_owners": {"0": guild.id}
            if guild is not None
            else {"1": user.id},
            "channel_id": channel_id,
            "channel": dict(channel),
            "app_permissions": str(perms),
        }
        if guild is None:
            payload["user"] = user.payload()
            payload["context"] = 1
        else:
            payload["guild_id"] = guild.id
            payload["guild_locale"] = guild.locale
            payload["member"] = self.member(user)
            payload["context"] = 0
            payload["guild"] = {"id": guild.id, "locale": guild.locale, "features": []}
        return interaction, payload

    async def _deliver(self, interaction: Interaction, payload: dict[str, Any]) -> Interaction:
        shard = self.shard_of(payload.get("guild_id"))
        await asyncio.wait_for(self.session(shard).ready.wait(), 30)
        if interaction.source_message_id is not None:
            for observer in self.click_observers:
                observer(
                    interaction.user, self.messages[interaction.source_message_id], payload["data"]
                )
        interaction.dispatched_at = time.monotonic()
        interaction.last_activity = interaction.dispatched_at
        await self.dispatch("INTERACTION_CREATE", payload)
        self._payloads[interaction.id] = payload
        return interaction

    async def redeliver(self, interaction: Interaction) -> None:
        """Send the same INTERACTION_CREATE again (Discord sometimes delivers twice)."""
        interaction.deliveries += 1
        await self.dispatch("INTERACTION_CREATE", self._payloads[interaction.id])

    async def slash(
        self,
        command: str,
        user: User,
        options: dict[str, Any] | None = None,
        channel_id: str | None = None,
    ) -> Interaction:
        channel_id = channel_id or self.channel_id
        interaction, payload = self._base_interaction(user, channel_id, 2)
        payload["data"] = self._command_data(command, channel_id, options)
        return await self._deliver(interaction, payload)

    async def autocomplete(
        self,
        command: str,
        user: User,
        focused: str,
        typed: str,
        options: dict[str, Any] | None = None,
        channel_id: str | None = None,
    ) -> Interaction:
        """``user`` types ``typed`` into the option ``focused`` of ``/command`` (the other
        ``options`` already chosen); the bot's answer lands in ``Interaction.choices``."""
        channel_id = channel_id or self.channel_id
        specs = self._option_specs(command, channel_id)
        spec = next((o for o in specs if o["name"] == focused), None)
        if spec is None or not spec.get("autocomplete"):
            raise ValueError(f"/{command} has no option {focused!r} with autocomplete")
        interaction, payload = self._base_interaction(user, channel_id, 4)
        data = self._command_data(command, channel_id, {**(options or {}), focused: typed})
        container = data
        for _sub in command.split()[1:]:
            container = container["options"][0]
        next(o for o in container["options"] if o["name"] == focused)["focused"] = True
        payload["data"] = data
        return await self._deliver(interaction, payload)

    def _option_specs(self, command: str, channel_id: str) -> list[dict[str, Any]]:
        names = command.split()
        specs = self._visible_command(names[0], channel_id).get("options") or []
        for sub in names[1:]:
            specs = next(o for o in specs if o["name"] == sub).get("options") or []
        return list(specs)

    def _visible_command(self, name: str, channel_id: str) -> dict[str, Any]:
        """The command ``/name`` as Discord offers it in a channel: the guild's own commands
        and the global ones in a guild; in a DM only global commands that allow DMs."""
        guild = self.guild_of(channel_id)
        cmd = self.command(name, guild.id if guild is not None else None)
        context = 0 if guild is not None else 1
        contexts = cmd.get("contexts")
        if (contexts is not None and context not in contexts) or (
            guild is None and cmd.get("dm_permission") is False
        ):
            raise ValueError(f"/{name} is not offered in a {'guild' if guild else 'DM'}")
        return cmd

    def _command_data(
        self, command: str, channel_id: str, options: dict[str, Any] | None
    ) -> dict[str, Any]:
        """The ``data`` of an application command interaction: the command, its subcommands
        and the chosen options (checked against what the bot registered)."""
        names = command.split()
        cmd = self._visible_command(names[0], channel_id)
        spec_options = cmd.get("options") or []
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1}
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]  # only a guild command names its guild
        container = data
        for sub in names[1:]:
            spec = next(o for o in spec_options if o["name"] == sub)
            node: dict[str, Any] = {"type": spec["type"], "name": sub, "options": []}
            container.setdefault("options", []).append(node)
            container, spec_options = node, spec.get("options") or []
        for name, value in (options or {}).items():
            spec = next((o for o in spec_options if o["name"] == name), None)
            if spec is None:
                raise KeyError(f"/{command} has no option {name!r}")
            allowed = [c["value"] for c in spec.get("choices") or []]
            if allowed and value not in allowed:
                raise ValueError(f"/{command} {name}: {value!r} is not one of {allowed}")
            container.setdefault("options", []).append(
                {"type": spec["type"], "name": name, "value": value}
            )
        return data

    async def click(self, user: User, message: Message, custom_id: str) -> Interaction:
        component = next(
            (c for c in iter_components(message.data) if c.get("custom_id") == custom_id), None
        )
        if component is None:
            raise KeyError(f"no component {custom_id!r} on message {message.id}")
        interaction, payload = self._base_interaction(user, message.channel_id, 3)
        interaction.source_message_id = message.id
        payload["message"] = message.data
        payload["data"] = {"custom_id": custom_id, "component_type": component["type"]}
        if component["type"] == 3:
            raise ValueError("use select() for select menus")
        return await self._deliver(interaction, payload)

    async def click_snapshot(
        self, user: User, data: dict[str, Any], custom_id: str, values: list[str] | None = None
    ) -> Interaction:
        """A click on an old rendering of a message (a client that has not refreshed). As on
        Discord, the interaction carries the message as it is now, which may no longer hold
        the clicked component (discord.py then drops the click unless the bot handles it)."""
        interaction, payload = self._base_interaction(user, str(data["channel_id"]), 3)
        interaction.source_message_id = str(data["id"])
        current = self.messages.get(str(data["id"]))
        payload["message"] = current.data if current is not None else data
        payload["data"] = {"custom_id": custom_id, "component_type": 3 if values else 2}
        if values:
            payload["data"]["values"] = values
        return await self._deliver(interaction, payload)

    async def select(
        self, user: User, message: Message, custom_id: str, values: list[str]
    ) -> Interaction:
        interaction, payload = self._base_interaction(user, message.channel_id, 3)
        interaction.source_message_id = message.id
        payload["message"] = message.data
        payload["data"] = {"custom_id": custom_id, "component_type": 3, "values": values}
        return await self._deliver(interaction, payload)

    # ------------------------------------------------------------------ waiting

    async def settle(self, quiet: float = 0.3, timeout: float = 30.0) -> None:
        """Until no REST request has been in flight for ``quiet`` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            idle = time.monotonic() - self.last_activity
            if self.in_flight == 0 and idle >= quiet:
                return
            await asyncio.sleep(max(0.02, quiet - idle if self.in_flight == 0 else 0.05))
        raise TimeoutError("the bot never went quiet")
