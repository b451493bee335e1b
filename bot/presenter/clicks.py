"""The one initial response a component click gets (shared by the presenter and the click
handler)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Coroutine
from typing import Any

import discord

# A click must be answered within 3 s of its arrival: a rate-limited deferral is tried again
# until RETRY_UNTIL seconds have passed, RETRY_PAUSE apart.
RETRY_UNTIL = 2.5
RETRY_PAUSE = 0.05


class ClickAnswer:
    """The one initial response a component click gets, given by whoever comes first.

    That is the table update (type 7 carrying the new table), the private "✅" (type 7), a
    refusal (an ephemeral message), or the click handler's watchdog, which defers (type 6)
    when nothing else answered in time. Later comers see :attr:`state` and use followups or
    plain edits instead.
    """

    def __init__(self, interaction: discord.Interaction[Any]) -> None:
        self.interaction = interaction
        message = interaction.message
        self.message_id: int | None = message.id if message is not None else None
        self.state = "open"  # open, answered, deferred, failed
        # How it was answered: "update" (the clicked message edited, type 7), "defer" (type 6:
        # the clicked message may be edited later), "message" (an ephemeral message) or
        # "thinking" (an ephemeral "thinking…"). After "update" and "defer" the interaction's
        # original response is the clicked message itself (see bot.presenter.tokens).
        self.kind = ""
        # When the click arrived (time.monotonic()): its token serves 15 minutes from then.
        self.received = time.monotonic()
        self.settled = asyncio.Event()
        self._lock = asyncio.Lock()

    async def update(self, **fields: Any) -> bool:
        """Answer by editing the clicked message; False when already answered (or failed)."""
        return await self._first(self.interaction.response.edit_message(**fields), "update")

    async def send(self, content: str, **fields: Any) -> bool:
        """Answer with an ephemeral message; False when already answered (or failed)."""
        return await self._first(
            self.interaction.response.send_message(content, ephemeral=True, **fields), "message"
        )

    async def _first(self, response: Coroutine[Any, Any, Any], kind: str) -> bool:
        async with self._lock:
            if self.state != "open":
                response.close()  # never sent
                return False
            try:
                await response
            except discord.HTTPException:
                self.state = "failed"
                raise
            finally:
                self.settled.set()
            self.state = "answered"
            self.kind = kind
            return True

    async def followable(self) -> bool:
        """Wait until the click is answered; True when follow-ups and edits of the original
        response may come (False after a failed answer: Discord would refuse them)."""
        await self.settled.wait()
        return self.state != "failed"

    async def defer(self, ephemeral: bool = False) -> None:
        """Acknowledge without changing anything, unless already answered. A deferral that
        was rate limited (discord.py gave up after its own retries) is tried again while the
        click may still be answered: Discord refused it unseen, and a click never acknowledged
        shows the player an error."""
        async with self._lock:
            if self.state != "open":
                return
            try:
                while True:
                    try:
                        if ephemeral:
                            await self.interaction.response.defer(ephemeral=True, thinking=True)
                            self.kind = "thinking"
                        else:
                            await self.interaction.response.defer()
                            self.kind = "defer"
                        break
                    except discord.HTTPException as error:
                        late = time.monotonic() - self.received > RETRY_UNTIL
                        if error.status != 429 or late:
                            raise
                        await asyncio.sleep(RETRY_PAUSE)
                self.state = "deferred"
            except discord.HTTPException:
                self.state = "failed"
            finally:
                self.settled.set()
