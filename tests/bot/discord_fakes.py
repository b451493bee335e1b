"""Fake Discord objects for presenter tests without a network (a client, channels, messages,
users with open or closed DMs); every message sent or edited is kept for the test to read."""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any

import discord

IDS = itertools.count(1000)


class FakeMessage:
    def __init__(self, channel: FakeChannel, **kwargs: Any) -> None:
        self.id = next(IDS)
        self.channel = channel
        self.kwargs = kwargs
        self.edits: list[dict[str, Any]] = []
        # How it was posted: "bot" (the bot's own request) or "followup" (a click's token).
        self.via = "bot"

    async def edit(self, **kwargs: Any) -> FakeMessage:
        if self.channel.fail_edits:
            raise discord.HTTPException(SimpleNamespace(status=500, reason="boom"), "boom")
        self.edits.append(kwargs)
        return self

    @property
    def last(self) -> dict[str, Any]:
        """What the message shows now: its latest edit over what it was sent with."""
        return {**self.kwargs, **(self.edits[-1] if self.edits else {})}


class FakeChannel:
    def __init__(self, channel_id: int) -> None:
        self.id = channel_id
        self.sent: list[FakeMessage] = []
        self.by_id: dict[int, FakeMessage] = {}
        self.closed = False  # a DM channel of a user who closed their DMs
        self.fail_edits = False

    async def send(self, content: str | None = None, **kwargs: Any) -> FakeMessage:
        if self.closed:
            raise forbidden(50007)
        message = FakeMessage(self, content=content, **kwargs)
        self.sent.append(message)
        self.by_id[message.id] = message
        return message

    def get_partial_message(self, message_id: int) -> FakeMessage:
        if message_id not in self.by_id:
            raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), "gone")
        return self.by_id[message_id]


def forbidden(code: int) -> discord.Forbidden:
    return discord.Forbidden(
        SimpleNamespace(status=403, reason="Forbidden"), {"code": code, "message": "no"}
    )


class FakeClient:
    def __init__(self) -> None:
        self.channels: dict[int, FakeChannel] = {}
        self.closed_dms: set[int] = set()
        self.http = SimpleNamespace(start_private_message=self.start_private_message)

    def channel(self, channel_id: int) -> FakeChannel:
        return self.channels.setdefault(channel_id, FakeChannel(channel_id))

    def dm(self, user_id: int) -> FakeChannel:
        return self.channel(10_000 + user_id)

    def get_channel(self, channel_id: int) -> None:
        return None

    def get_partial_messageable(self, channel_id: int, **kwargs: Any) -> FakeChannel:
        return self.channel(channel_id)

    async def start_private_message(self, user_id: int) -> dict[str, Any]:
        channel = self.dm(user_id)
        channel.closed = user_id in self.closed_dms
        return {"id": str(channel.id), "type": 1}


# ---------------------------------------------------------------------- interactions


class FakeResponse:
    """An interaction's initial response; a second one fails the test."""

    def __init__(self) -> None:
        self.deferred: dict[str, Any] | None = None  # the arguments of defer()
        self.updated: dict[str, Any] | None = None  # type 7: the clicked message edited
        self.message: tuple[str, dict[str, Any]] | None = None  # type 4

    def _once(self) -> None:
        assert not self.is_done(), "a second initial response"

    async def defer(self, **kwargs: Any) -> None:
        self._once()
        self.deferred = kwargs

    async def edit_message(self, **kwargs: Any) -> None:
        self._once()
        self.updated = kwargs

    async def send_message(self, content: str | None = None, **kwargs: Any) -> None:
        self._once()
        self.message = (content or "", kwargs)

    def is_done(self) -> bool:
        return self.deferred is not None or self.updated is not None or self.message is not None


class FakeFollowup:
    """An interaction's follow-ups. In the channel of a clicked message they are messages of
    that channel too (``via`` "followup"), as on Discord."""

    def __init__(self, channel: FakeChannel | None = None) -> None:
        self.sent: list[tuple[str | None, dict[str, Any]]] = []
        self.channel = channel

    async def send(self, content: str | None = None, **kwargs: Any) -> Any:
        self.sent.append((content, kwargs))
        if self.channel is not None and not kwargs.get("ephemeral"):
            message = FakeMessage(self.channel, content=content, **kwargs)
            message.via = "followup"
            self.channel.sent.append(message)
            self.channel.by_id[message.id] = message
            return message
        return SimpleNamespace(id=900_000 + len(self.sent))  # the message (``wait=True``)


def fake_interaction(
    user_id: int,
    interaction_id: int,
    *,
    channel_id: int,
    guild_id: int | None = 7,
    message: FakeMessage | None = None,
    ephemeral: bool = False,
    locale: str = "en-US",
) -> Any:
    """A component click or a command (``message`` None): what the bot's handlers read, and
    every answer they give (``response``, ``followup``, ``edited``: edits of the original)."""
    edited: list[dict[str, Any]] = []
    response = FakeResponse()

    async def edit_original_response(**kwargs: Any) -> None:
        edited.append(kwargs)
        if isinstance(message, FakeMessage) and (response.updated or response.deferred == {}):
            # The original response of an update or a deferred update is the clicked message.
            message.edits.append(kwargs)

    async def delete_original_response() -> None:
        edited.append({"deleted": True})

    interaction = SimpleNamespace(
        id=interaction_id,
        user=SimpleNamespace(id=user_id, display_name=f"user{user_id}"),
        locale=locale,
        guild_id=guild_id,
        channel_id=channel_id,
        message=(
            None
            if message is None
            else SimpleNamespace(id=message.id, flags=SimpleNamespace(ephemeral=ephemeral))
        ),
        response=response,
        followup=FakeFollowup(getattr(message, "channel", None)),
        edited=edited,
        edit_original_response=edit_original_response,
        delete_original_response=delete_original_response,
        extras={},
        permissions=SimpleNamespace(manage_channels=False, manage_guild=False),
        app_permissions=SimpleNamespace(),
        namespace=SimpleNamespace(),
    )
    return with_token(interaction)


def with_token(interaction: Any) -> Any:
    """Gives a fake interaction its application id and token (``token-<its id>``), by which
    :func:`fake_webhook` finds it again."""
    interaction.application_id = APPLICATION_ID
    interaction.token = f"token-{interaction.id}"
    INTERACTIONS[interaction.token] = interaction
    return interaction


APPLICATION_ID = 4242
# Token -> the fake interaction it came with (cleared before each test by tests/bot/conftest.py).
INTERACTIONS: dict[str, Any] = {}


class FakeTokenWebhook:
    """The application's webhook for an interaction token (``bot.presenter.tokens``): its
    original response and follow-ups are those of the fake interaction of that token."""

    def __init__(self, token: str) -> None:
        self.token = token

    def _interaction(self) -> Any:
        interaction = INTERACTIONS.get(self.token)
        if interaction is None:
            raise discord.HTTPException(
                SimpleNamespace(status=401, reason="Unauthorized"), "Invalid Webhook Token"
            )
        return interaction

    async def edit_message(self, message_id: Any, **kwargs: Any) -> Any:
        assert message_id == "@original", message_id
        return await self._interaction().edit_original_response(**kwargs)

    async def send(self, **kwargs: Any) -> Any:
        return await self._interaction().followup.send(**kwargs)


def fake_webhook(_client: Any, application_id: int, token: str) -> FakeTokenWebhook:
    """Stands in for ``bot.presenter.tokens.partial_webhook``."""
    assert application_id == APPLICATION_ID
    return FakeTokenWebhook(token)


# ---------------------------------------------------------------------- an in-memory bot


@contextlib.asynccontextmanager
async def memory_bot(games: Any) -> AsyncIterator[Any]:
    """The bot's parts without Discord: a fake client, the in-memory store, the presenter,
    the manager (AI seats move at once) and the click handler, for the registry ``games``.
    Closed in order when the ``async with`` ends."""
    from bot.interactions import Interactions
    from bot.manager import GameManager
    from bot.presenter import DiscordPresenter
    from bot.render_pool import RenderPool
    from bot.store.memory import MemoryStore

    client = FakeClient()
    store = MemoryStore()
    await store.open()
    pool = RenderPool()
    presenter = DiscordPresenter(client, store, pool, games)  # type: ignore[arg-type]
    manager = GameManager(store, presenter, games=games, ai_delay=0)
    bot = SimpleNamespace(
        client=client,
        store=store,
        manager=manager,
        presenter=presenter,
        pool=pool,
        games=games,
        catalog=presenter.catalog,
        settings=SimpleNamespace(default_locale="en-US"),
    )
    bot.interactions = Interactions(bot)  # type: ignore[arg-type]
    try:
        yield bot
    finally:
        await manager.close()
        await presenter.drain(5)
        pool.close()
        await store.close()


def game_commands(bot: Any, game: str) -> dict[str, Any]:
    """The subcommands of ``/<game>`` as the bot adds them (generated from the game's plugin in
    ``bot.games``, with its own commands), by name; ``.callback(interaction, …)`` runs one."""
    import importlib

    from bot.cogs.game_commands import build_group

    plugin = bot.games[game]
    own = importlib.import_module(plugin.cog).own_commands if plugin.cog else None
    group = build_group(bot, plugin, bot.catalog, own)
    return {command.name: command for command in group.commands}


async def command_payloads(translator: Any = None) -> list[dict[str, Any]]:
    """The slash commands as ``tree.sync()`` sends them (the host's commands, then each
    registered game's generated group), localized by ``translator`` (the bot's by default)."""
    from typing import cast

    from discord.ext import commands

    from bot import i18n
    from bot.app import EXTENSIONS, TabletopBot
    from bot.games import registry

    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    setattr(bot, "games", registry())  # noqa: B010
    setattr(bot, "catalog", i18n.catalog())  # noqa: B010
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    failed = await TabletopBot.load_game_commands(cast(Any, bot))
    assert failed == [], f"the commands of {failed} did not load"
    translator = translator or i18n.CatalogTranslator(i18n.catalog())
    return [
        await command.get_translated_payload(bot.tree, translator)
        for command in bot.tree.get_commands()
    ]


def view_codes(view: discord.ui.View | None) -> list[str]:
    """The action codes a view offers: its buttons' and its menus' options (navigation
    entries, which open a level, left out)."""
    out: list[str] = []
    for child in view.children if view is not None else []:
        item = getattr(child, "item", child)  # a DynamicItem wraps its component
        custom_id = str(getattr(item, "custom_id", ""))
        if isinstance(item, discord.ui.Select):
            if custom_id.startswith(("hs:", "hp:")) and not item.disabled:
                out += [o.value for o in item.options if not o.value.startswith(">")]
        elif custom_id.startswith("hd:"):
            out.append(custom_id.split(":", 3)[3])
    return out


def message_payload(
    message_id: str,
    channel_id: str,
    author_id: str,
    flags: int = 0,
    components: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A message as Discord's API sends it (content "x"), for discord.py to parse."""
    return {
        "id": message_id,
        "type": 0,
        "channel_id": channel_id,
        "content": "x",
        "author": {"id": author_id, "username": "bot", "discriminator": "0", "avatar": None},
        "attachments": [],
        "embeds": [],
        "mentions": [],
        "mention_roles": [],
        "pinned": False,
        "mention_everyone": False,
        "tts": False,
        "timestamp": "2026-11-28T00:00:00+00:00",
        "edited_timestamp": None,
        "flags": flags,
        "components": components or [],
    }
