"""Private prompts by DM: each deciding human's picture of their decision and its buttons,
in their own locale when the catalogue has it, and the **decision DM** of each seat and game
that public steps edit in place.

Nothing here raises on a Discord error: the game is saved before the presenter runs, so a
failed DM is logged and the game goes on (``/<game> hand`` shows the choices again).
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord

from bot.manager.snapshot import Snapshot
from bot.presenter.answers import ClickAnswers
from bot.presenter.base import Background, Shared, image_name, is_dms_closed, log
from bot.presenter.clicks import ClickAnswer


def prompt_file(png: bytes) -> discord.File:
    """A prompt's picture as an attachment, named by its format."""
    return discord.File(io.BytesIO(png), filename=image_name("prompt", png))


class Prompts:
    """The seats' private prompts and decision DMs, and the DM channel of each user."""

    def __init__(self, shared: Shared, clicks: ClickAnswers) -> None:
        self.shared = shared
        # The DM clicks whose answer is the seat's next picture.
        self.clicks = clicks
        # (game_id, seat) -> (dm channel id, message id, the decision the DM showed)
        self._dms: dict[tuple[str, int], tuple[int, int, str]] = {}
        # user id -> DM channel id: only a user's first DM (unless they clicked in it) needs
        # POST /users/@me/channels (discord.py keeps only 128 DM channels in its own cache)
        self._dm_channels: dict[int, int] = {}
        # DM prompts whose buttons the click's answer already removed (no second edit needed)
        self._tidied: set[int] = set()
        self.background = Background()

    async def private_prompt(self, snap: Snapshot, seat: int) -> bool:
        """The seat's own picture of its decision and its choices, by DM. False when its DMs
        are closed.

        A secret decision that has just begun gets a new DM (it notifies), and the seat's
        previous prompt loses its buttons; its next steps for the same seat edit that DM. A
        public decision edits the seat's **decision DM**
        (its newest prompt DM of this game) in place, which notifies nobody and adds nothing
        to the DM channel; only the first one is sent. When the seat's own click on that DM
        led here, the new picture is the click's answer (one request), headed by "✅ <choice>".
        """
        game = snap.game
        s = game.seats[seat]
        if s.user_id is None:
            return True
        locale = self.shared.seat_locale(game, seat)
        t = self.shared.t(locale, game)
        view = snap.private.get(seat, {})
        infos = list(snap.choices.get(seat, ()))
        decision = snap.decision.key if snap.decision is not None else ""
        key = (game.id, seat)
        answer = self.clicks.dm_answer(game.id, seat) if snap.mover == seat else None
        try:
            codes = [i.code for i in infos]
            png = await self.shared.prompt_png(game, view, seat, codes, locale)
            components_view = self.shared.components(
                game, self.shared.prompt_rows(game, infos, locale)
            )
            content = self.shared.heading(snap, seat, locale)
            content += "\n" + t("prompt-private-channel", channel=f"<#{game.channel_id}>")
            current = self._dms.get(key)
            if current is not None and not (snap.secret and snap.new_wait):
                if answer is not None:
                    content = f"✅ {answer[2]}\n{content}"
                if await self._edit_dm(current, content, png, components_view, answer):
                    self._dms[key] = (current[0], current[1], decision)
                    self._tidied.discard(current[1])
                    return True
            elif answer is not None:  # a new prompt DM: the clicked one says what was chosen
                self.clicks.tick(game.id, seat, answer[1], answer[2])
            channel_id, message_id = await self._send_dm(s.user_id, content, png, components_view)
            previous = self._dms.get(key)
            self._dms[key] = (channel_id, message_id, decision)
            if previous and previous[1] in self._tidied:
                self._tidied.discard(previous[1])
            elif previous and previous[1] != message_id:
                await self.shared.strip(previous[0], previous[1])
            if previous and previous[1] != message_id:
                self.shared.tokens.forget(previous[1])  # never edited again
            return True
        except discord.HTTPException as error:
            if is_dms_closed(error):
                return False
            log.warning("DM to seat %s of game %s failed: %s", seat, game.id, error)
            return True
        except Exception:
            log.exception("private prompt of game %s failed", game.id)
            return True
        finally:
            if answer is not None and answer[1].state == "open":
                self.clicks.tick(game.id, seat, answer[1], answer[2])  # nothing else answered it

    async def _edit_dm(
        self,
        message: tuple[int, int, str],
        content: str,
        png: bytes,
        view: discord.ui.View | None,
        answer: tuple[int, ClickAnswer, str] | None,
    ) -> bool:
        """Edit a decision DM in place (as the answer to the click made on it, if that click is
        still unanswered). False when the message is gone."""
        channel_id, message_id, _decision = message

        def fields() -> dict[str, Any]:
            file = prompt_file(png)
            return {"content": content, "attachments": [file], "view": view}

        if answer is not None and answer[1].message_id == message_id:
            try:
                if await answer[1].update(**fields()):
                    return True
            except discord.HTTPException as error:  # e.g. answered too late: edit instead
                log.info("answering a DM click with its next picture failed: %s", error)
            await answer[1].settled.wait()  # deferred meanwhile: edit the message instead
        if await self.shared.tokens.edit(message_id, **fields()):
            return True
        channel = self._private(channel_id)
        try:
            await channel.get_partial_message(message_id).edit(**fields())
        except discord.NotFound:
            return False
        return True

    async def _send_dm(
        self, user_id: int, content: str, png: bytes, view: discord.ui.View | None
    ) -> tuple[int, int]:
        """A new prompt DM (its channel and message ids): posted with the token of the user's
        recent click in their DM channel when there is one (a follow-up: not counted by the
        global rate limit, and it notifies like any new message), else with the bot's own."""
        extra: dict[str, Any] = {} if view is None else {"view": view}
        known = self._dm_channels.get(user_id)
        posted = await self.shared.tokens.post(
            known,
            content=content,
            file=prompt_file(png),
            **extra,
        )
        if posted is not None and known is not None:
            return known, posted.id
        channel = await self.dm(user_id)
        message = await channel.send(content=content, file=prompt_file(png), **extra)
        return message.channel.id, message.id

    def set_dm_aside(self, snap: Snapshot, seat: int) -> None:
        """The seat plays on the table now: their decision DM, whose picture and buttons the
        move made out of date, says so once and loses both (one edit for a run of table moves
        instead of one per move). The next decision that begins for them redraws it."""
        game = snap.game
        current = self._dms.get((game.id, seat))
        if current is None or current[1] in self._tidied:
            return
        self._tidied.add(current[1])
        t = self.shared.t(self.shared.seat_locale(game, seat), game)
        content = t("prompt-at-table", channel=f"<#{game.channel_id}>")
        self.background.spawn(self._set_aside(current[0], current[1], content))

    async def _set_aside(self, channel_id: int, message_id: int, content: str) -> None:
        if await self.shared.tokens.edit(message_id, content=content, attachments=[], view=None):
            return
        channel = self._private(channel_id)
        try:
            await channel.get_partial_message(message_id).edit(
                content=content, attachments=[], view=None
            )
        except discord.HTTPException:
            log.debug("could not set the decision DM aside", exc_info=True)

    async def dm(self, user_id: int) -> discord.abc.Messageable:
        """The user's DM channel; REST calls only the first time this process DMs them."""
        channel_id = self._dm_channels.get(user_id)
        if channel_id is None:
            # Opening a DM needs only the user's id: no GET /users/{id} first.
            data = await self.shared.client.http.start_private_message(user_id)
            channel_id = self._dm_channels[user_id] = int(data["id"])
        return self._private(channel_id)

    def _private(self, channel_id: int) -> discord.PartialMessageable:
        """A DM channel by its id (no request)."""
        return self.shared.client.get_partial_messageable(
            channel_id, type=discord.ChannelType.private
        )

    def remember_dm(self, user_id: int, channel_id: int) -> None:
        """A click arrived from this user's DM channel: no call needed to open it later."""
        self._dm_channels[user_id] = channel_id

    def tidied(self, game_id: str, seat: int, message_id: int) -> None:
        """The click's answer removed the buttons of this DM prompt: don't strip it again."""
        current = self._dms.get((game_id, seat))
        if current is not None and current[1] == message_id:
            self._tidied.add(message_id)

    def adopt(self, game_id: str, seat: int, channel_id: int, message_id: int) -> None:
        """A click on this DM prompt of the seat: it is their decision DM if this process knew
        none (it was sent before a restart, or by another process)."""
        self._dms.setdefault((game_id, seat), (channel_id, message_id, ""))

    async def game_over(self, game_id: str) -> None:
        """The game is over: decision DMs still offering buttons (their player chose on the
        table) lose them, and the game's DMs are forgotten."""
        left = [self._dms.pop(k) for k in [k for k in self._dms if k[0] == game_id]]
        untidied = [(c, m) for c, m, _decision in left if m not in self._tidied]
        self._tidied.difference_update(m for _c, m, _decision in left)
        await asyncio.gather(*(self.shared.strip(c, m) for c, m in untidied))
        for _channel, message_id, _decision in left:
            self.shared.tokens.forget(message_id)
