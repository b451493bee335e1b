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
request is made instead, so nothing depends on a token being there. Only the click's answer is
kept (:class:`bot.presenter.clicks.ClickAnswer`, which holds the interaction) — for each
message its two newest clicks, for each DM channel its newest — and dropped once too old.
"""

from __future__ import annotations

import time
from collections.abc import Callable

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


class Tokens:
    """Recent clicks whose tokens can edit the clicked message or post in its DM channel."""

    def __init__(
        self, use_seconds: float = USE_SECONDS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.use_seconds = use_seconds
        self.clock = clock
        # message id -> its newest clicks (newest first, two at most)
        self._messages: dict[int, list[ClickAnswer]] = {}
        # DM channel id -> its newest click
        self._channels: dict[int, ClickAnswer] = {}
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
        """The click has had its answer: what its token needs later is kept, not the clicked
        message as discord.py parsed it (its components, attachments and author), which the
        interaction would otherwise hold for the token's 12 minutes."""
        if answer.settled.is_set():
            answer.interaction.message = None

    def _fresh(self, answer: ClickAnswer, kinds: tuple[str, ...]) -> bool:
        return (
            answer.settled.is_set()
            and answer.kind in kinds
            and self.clock() - answer.received < self.use_seconds
        )

    def editor(self, message_id: int | None) -> ClickAnswer | None:
        """A click on the message whose token can still edit it, if any."""
        if message_id is None:
            return None
        for answer in self._messages.get(message_id, ()):
            if self._fresh(answer, EDITS_CLICKED):
                return answer
        return None

    def poster(self, channel_id: int | None) -> ClickAnswer | None:
        """A click in the DM channel whose token can still post there, if any."""
        answer = self._channels.get(channel_id) if channel_id is not None else None
        if answer is not None and self._fresh(answer, POSTS):
            return answer
        return None

    def drop(self, answer: ClickAnswer) -> None:
        """The token failed (expired, or its message is gone): never use it again."""
        kept = self._messages.get(answer.message_id or 0)
        if kept is not None and answer in kept:
            kept.remove(answer)
            if not kept:
                del self._messages[answer.message_id or 0]
        channel_id = answer.interaction.channel_id
        if channel_id is not None and self._channels.get(channel_id) is answer:
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
            kept[:] = [a for a in kept if now - a.received < self.use_seconds]
            if not kept:
                del self._messages[key]
        for key, held in list(self._channels.items()):
            if now - held.received >= self.use_seconds:
                del self._channels[key]

    def __len__(self) -> int:
        return len(
            {id(a) for kept in self._messages.values() for a in kept}
            | set(id(a) for a in self._channels.values())
        )

    async def edit(self, message_id: int | None, **fields: object) -> bool:
        """Edit the message with a recent click's token; False when there is none or it failed
        (the caller then makes the bot's own request)."""
        answer = self.editor(message_id)
        if answer is None:
            return False
        try:
            await answer.interaction.edit_original_response(**fields)  # type: ignore[arg-type]
        except discord.HTTPException:
            self.drop(answer)
            return False
        return True

    async def post(self, channel_id: int | None, **fields: object) -> discord.Message | None:
        """Post a new message in the DM channel with a recent click's token; None when there is
        none or it failed."""
        answer = self.poster(channel_id)
        if answer is None:
            return None
        try:
            return await answer.interaction.followup.send(wait=True, **fields)  # type: ignore[call-overload, no-any-return]
        except discord.HTTPException:
            self.drop(answer)
            return None
