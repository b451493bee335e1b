"""Fake Discord objects for presenter tests without a network (a client, channels, messages,
users with open or closed DMs); every message sent or edited is kept for the test to read."""

from __future__ import annotations

import itertools
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
