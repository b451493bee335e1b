"""The tokens of recent clicks, used again to edit what was clicked and to post in its DM.

Discord counts every request a bot makes with its own token against one global limit of 50 a
second, whatever the route; interaction endpoints are not bound by it. A click's interaction
token stays valid for 15 minutes, and with it the bot may edit the clicked message (the
interaction's original response, once it was answered by updating or deferring the update)
and post follow-up messages in the channel where the click was made. In a game played briskly
every player clicks their decision DM, and someone the table, every few minutes: so the next
edit of that DM or table, and the next new DM of that player (a secret decision begins), go
through the newest click's token instead of the bot's (docs/scale.md has what it saves).

A token is used only while :data:`USE_SECONDS` of its life have passed at most, leaving time
for a slow upload; a token that fails (expired, message gone) is dropped and the bot's own
request is made instead, so nothing depends on a token being there. While a click is being
handled its :class:`bot.presenter.clicks.ClickAnswer` is kept; once handled, only a
:class:`Token` (the application id, the token, the clicked message and DM channel, when it
arrived and how it was answered: about 0.4 KB, where the ``discord.Interaction`` it came from
held about 2.7 KB) — for each message its two newest clicks, for each DM channel its newest —
and dropped once too old. A token edits and posts through a partial webhook of the
application (``discord.Webhook.partial``), which is how discord.py's own interactions reach
their original response and follow-ups: ``PATCH /webhooks/{application}/{token}/messages/
@original`` (discord.py quotes the message part as ``%40original``; aiohttp's URL sends it as
``@original``) and ``POST /webhooks/{application}/{token}``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import discord

from bot.presenter.clicks import ClickAnswer

# Discord keeps an interaction token valid for 15 minutes; this one is used for 12 of them.
USE_SECONDS = 12 * 60
# A clicked message is edited with the token of a click answered in one of these ways: the
# interaction's original response is then the clicked message.
EDITS_CLICKED = ("update", "defer")
# Follow-ups may be posted after any answer but an ephemeral "thinking…", which the first
# follow-up would replace.
POSTS = ("update", "defer", "message")
# The message id that names an interaction's original response in a webhook route.
ORIGINAL = "@original"


@dataclass(slots=True, eq=False)
class Token:
    """What a handled click's token needs later (not the interaction it came with)."""

    application_id: int
    token: str
    message_id: int | None  # the clicked message
    channel_id: int | None  # the DM channel clicked in; None in a server
    received: float  # time.monotonic() when the click arrived
    kind: str  # how it was answered (ClickAnswer.kind)

    @classmethod
    def of(cls, answer: ClickAnswer) -> Token:
        interaction = answer.interaction
        return cls(
            application_id=int(interaction.application_id),
            token=str(interaction.token),
            message_id=answer.message_id,
            channel_id=interaction.channel_id if interaction.guild_id is None else None,
            received=answer.received,
            kind=answer.kind,
        )


# A click being handled (its answer) or handled (its token).
Held = ClickAnswer | Token


def partial_webhook(client: Any, application_id: int, token: str) -> discord.Webhook:
    """The application's webhook for an interaction token, bound to the client's session and
    state (as discord.py's ``Interaction.followup``)."""
    return discord.Webhook.partial(application_id, token, client=client)


class Tokens:
    """Recent clicks whose tokens can edit the clicked message or post in its DM channel."""

    def __init__(
        self,
        client: Any = None,
        use_seconds: float = USE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self.use_seconds = use_seconds
        self.clock = clock
        # message id -> its newest clicks (newest first, two at most)
        self._messages: dict[int, list[Held]] = {}
        # DM channel id -> its newest click
        self._channels: dict[int, Held] = {}
        self._noted = 0

    def note(self, answer: ClickAnswer) -> None:
        """A click on a message of the bot: its token may serve later edits and follow-ups."""
        message_id = answer.message_id
        if message_id is not None:
            kept = self._messages.get(message_id, [])
            self._messages[message_id] = [answer, *kept[:1]]
        interaction = answer.interaction
        if interaction.guild_id is None and interaction.channel_id is not None:
            self._channels[interaction.channel_id] = answer
        self._noted += 1
        if self._noted % 256 == 0:
            self.prune()

    def handled(self, answer: ClickAnswer) -> None:
        """The click has had its answer: its answer (and the interaction with the message
        discord.py parsed for it) gives way to its :class:`Token`, or goes when its token
        can serve nothing (an ephemeral "thinking…", a failed answer). An answer not settled
        yet stays until it is pruned."""
        if not answer.settled.is_set():
            return
        # discord.py's Interaction and its response refer to each other: a full collection
        # frees them. The message parsed for the click (components, attachments, author) goes
        # now.
        answer.interaction.message = None
        token = Token.of(answer) if answer.kind in POSTS else None
        message_id = answer.message_id
        kept = self._messages.get(message_id) if message_id is not None else None
        if kept is not None and message_id is not None:
            held: list[Held] = [h for h in kept if h is not answer]
            if token is not None and len(held) < len(kept):
                held.insert(kept.index(answer), token)
            kept[:] = held
            if not kept:
                del self._messages[message_id]
        channel_id = answer.interaction.channel_id
        if channel_id is not None and self._channels.get(channel_id) is answer:
            if token is None:
                del self._channels[channel_id]
            else:
                self._channels[channel_id] = token

    def _usable(self, held: Held, kinds: tuple[str, ...]) -> Token | None:
        if isinstance(held, ClickAnswer):
            if not held.settled.is_set():
                return None
            held = Token.of(held)
        if held.kind in kinds and self.clock() - held.received < self.use_seconds:
            return held
        return None

    def editor(self, message_id: int | None) -> Token | None:
        """The token of a click on the message that can still edit it, if any."""
        if message_id is None:
            return None
        for held in self._messages.get(message_id, ()):
            token = self._usable(held, EDITS_CLICKED)
            if token is not None:
                return token
        return None

    def poster(self, channel_id: int | None) -> Token | None:
        """The token of a click in the DM channel that can still post there, if any."""
        held = self._channels.get(channel_id) if channel_id is not None else None
        return None if held is None else self._usable(held, POSTS)

    @staticmethod
    def _token(held: Held) -> str:
        return str(held.interaction.token) if isinstance(held, ClickAnswer) else held.token

    def drop(self, token: Token) -> None:
        """The token failed (expired, or its message is gone): never use it again."""
        key = token.message_id or 0
        kept = self._messages.get(key)
        if kept is not None:
            kept[:] = [h for h in kept if self._token(h) != token.token]
            if not kept:
                del self._messages[key]
        for channel_id, held in list(self._channels.items()):
            if self._token(held) == token.token:
                del self._channels[channel_id]

    def forget(self, message_id: int | None) -> None:
        """The message will not be edited again (a decision DM replaced by a newer one, a
        finished game's DM): its clicks are not kept for it. The newest click of a DM channel
        is still kept for posting there."""
        if message_id is not None:
            self._messages.pop(message_id, None)

    def prune(self) -> None:
        """Forget the clicks whose tokens are too old to use."""
        now = self.clock()
        for key, kept in list(self._messages.items()):
            kept[:] = [h for h in kept if now - h.received < self.use_seconds]
            if not kept:
                del self._messages[key]
        for key, held in list(self._channels.items()):
            if now - held.received >= self.use_seconds:
                del self._channels[key]

    def __len__(self) -> int:
        return len(
            {self._token(h) for kept in self._messages.values() for h in kept}
            | {self._token(h) for h in self._channels.values()}
        )

    def _webhook(self, token: Token) -> discord.Webhook:
        return partial_webhook(self.client, token.application_id, token.token)

    async def edit(self, message_id: int | None, **fields: object) -> bool:
        """Edit the message with a recent click's token; False when there is none or it failed
        (the caller then makes the bot's own request)."""
        token = self.editor(message_id)
        if token is None:
            return False
        try:
            # The original response of a click answered by an update or a deferred update is
            # the clicked message (discord.py types message ids as int; "@original" names it).
            await self._webhook(token).edit_message(cast(int, ORIGINAL), **fields)  # type: ignore[call-overload]
        except discord.HTTPException:
            self.drop(token)
            return False
        return True

    async def post(self, channel_id: int | None, **fields: object) -> discord.Message | None:
        """Post a new message in the DM channel with a recent click's token; None when there is
        none or it failed."""
        token = self.poster(channel_id)
        if token is None:
            return None
        try:
            return await self._webhook(token).send(wait=True, **fields)  # type: ignore[call-overload, no-any-return]
        except discord.HTTPException:
            self.drop(token)
            return None
