"""Messages to people: private prompts by DM, pings when a move is theirs, reminders,
notices, the lobby message and the final result.

Public messages use the game's language; DMs use the player's own locale when the catalogue
has it. Nothing here raises on a Discord error: the game is saved before the presenter runs, so
a failed message is logged and the game goes on (``/<game> status`` re-posts).
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Coroutine, Sequence
from typing import Any

import discord

from bot.manager.snapshot import Snapshot
from bot.presenter import text
from bot.presenter.base import PresenterBase, is_dms_closed, log
from bot.presenter.clicks import ClickAnswer
from bot.store import GameRecord


class PromptsMixin(PresenterBase):
    def _init_prompts(self) -> None:
        # game_id -> (waiting_since, seats already mentioned in that wait)
        self._mentioned: dict[str, tuple[float | None, set[int]]] = {}
        # (game_id, seat) -> (dm channel id, message id, the decision the DM showed)
        self._dms: dict[tuple[str, int], tuple[int, int, str]] = {}
        # user id -> DM channel id: only a user's first DM (unless they clicked in it) needs
        # POST /users/@me/channels (discord.py keeps only 128 DM channels in its own cache)
        self._dm_channels: dict[int, int] = {}
        # DM prompts whose buttons the click's answer already removed (no second edit needed)
        self._tidied: set[int] = set()
        # (game_id, seat) -> (version saved, answer, chosen label) of a click on a DM prompt
        # that the presenter answers (see expect_dm)
        self._dm_answer: dict[tuple[str, int], tuple[int, ClickAnswer, str]] = {}
        self._pings: set[asyncio.Task[None]] = set()

    # Provided by the table part.
    def _table_task(self, game_id: str) -> asyncio.Task[None] | None:
        raise NotImplementedError

    # ---------------------------------------------------------------- private prompts

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
        locale = self.seat_locale(game, seat)
        t = self.t(locale, game)
        view = snap.private.get(seat, {})
        infos = list(snap.choices.get(seat, ()))
        decision = snap.decision.key if snap.decision is not None else ""
        key = (game.id, seat)
        answer = self._dm_answer.pop(key, None) if snap.mover == seat else None
        try:
            codes = [i.code for i in infos]
            png = await self.prompt_png(game, view, seat, codes, locale)
            components_view = self.components(game, self.prompt_rows(game, infos, locale))
            content = self.heading(snap, seat, locale)
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
                self._tick(game.id, seat, answer[1], answer[2])
            channel = await self._dm(s.user_id)
            file = discord.File(io.BytesIO(png), filename="prompt.png")
            if components_view is None:
                message = await channel.send(content=content, file=file)
            else:
                message = await channel.send(content=content, file=file, view=components_view)
            previous = self._dms.get(key)
            self._dms[key] = (message.channel.id, message.id, decision)
            if previous and previous[1] in self._tidied:
                self._tidied.discard(previous[1])
            elif previous and previous[1] != message.id:
                await self.strip(previous[0], previous[1])
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
                self._tick(game.id, seat, answer[1], answer[2])  # nothing else answered it

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
            file = discord.File(io.BytesIO(png), filename="prompt.png")
            return {"content": content, "attachments": [file], "view": view}

        if answer is not None and answer[1].message_id == message_id:
            try:
                if await answer[1].update(**fields()):
                    return True
            except discord.HTTPException as error:  # e.g. answered too late: edit instead
                log.info("answering a DM click with its next picture failed: %s", error)
            await answer[1].settled.wait()  # deferred meanwhile: edit the message instead
        channel = self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)
        try:
            await channel.get_partial_message(message_id).edit(**fields())
        except discord.NotFound:
            return False
        return True

    def set_dm_aside(self, snap: Snapshot, seat: int) -> None:
        """The seat plays on the table now: their decision DM, whose picture and buttons the
        move made out of date, says so once and loses both (one edit for a run of table moves
        instead of one per move). The next decision that begins for them redraws it."""
        game = snap.game
        current = self._dms.get((game.id, seat))
        if current is None or current[1] in self._tidied:
            return
        self._tidied.add(current[1])
        t = self.t(self.seat_locale(game, seat), game)
        content = t("prompt-at-table", channel=f"<#{game.channel_id}>")
        self._spawn(self._set_aside(current[0], current[1], content))

    async def _set_aside(self, channel_id: int, message_id: int, content: str) -> None:
        channel = self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)
        try:
            await channel.get_partial_message(message_id).edit(
                content=content, attachments=[], view=None
            )
        except discord.HTTPException:
            log.debug("could not set the decision DM aside", exc_info=True)

    # ---------------------------------------------------------------- private clicks

    def expect_dm(
        self,
        game_id: str,
        seat: int,
        version: int,
        answer: ClickAnswer,
        chosen: str,
        channel_id: int | None,
    ) -> None:
        """The seat's click on a DM prompt was saved at ``version``: the presenter answers it,
        with the seat's next picture when its decision DM (the clicked message, adopted as such
        if this process knew none) is refreshed at once, else with "✅ <choice>"."""
        key = (game_id, seat)
        if key not in self._dms and answer.message_id is not None and channel_id is not None:
            self._dms[key] = (channel_id, answer.message_id, "")
        self._dm_answer[key] = (version, answer, chosen)

    def release_dm(self, game_id: str, seat: int | None, answer: ClickAnswer) -> None:
        """The click has been handled: if nothing answered it yet, "✅ <choice>" does."""
        if seat is None:
            return
        pending = self._dm_answer.get((game_id, seat))
        if pending is not None and pending[1] is answer:
            del self._dm_answer[(game_id, seat)]
            self._tick(game_id, seat, answer, pending[2])

    def answer_chosen(self, answer: ClickAnswer, chosen: str) -> None:
        """A click on a private prompt (not a DM) was saved: show what was chosen there."""
        self._spawn(self._chosen(answer, chosen))

    def _tick(self, game_id: str, seat: int, answer: ClickAnswer, chosen: str) -> None:
        """The DM prompt clicked has served its purpose: "✅ <choice>", without buttons."""
        if answer.message_id is not None:
            self.tidied(game_id, seat, answer.message_id)
        self._spawn(self._chosen(answer, chosen))

    async def _chosen(self, answer: ClickAnswer, chosen: str) -> None:
        try:
            if not await answer.update(content=f"✅ {chosen}", view=None, attachments=[]):
                await answer.settled.wait()
                if answer.state == "deferred":
                    await answer.interaction.edit_original_response(
                        content=f"✅ {chosen}", view=None, attachments=[]
                    )
        except discord.HTTPException:
            log.debug("could not tidy the private prompt", exc_info=True)

    def _take_dm_answer(self, snap: Snapshot) -> None:
        """The mover's DM click that led to ``snap`` is answered by the refresh of their
        decision DM when there is one; otherwise now, with "✅ <choice>"."""
        mover = snap.mover
        if mover is None:
            return
        pending = self._dm_answer.get((snap.game.id, mover))
        if pending is None or pending[0] > snap.version:
            return
        # Refreshed in place: a public decision DM, or the next step of the same secret answer.
        in_place = not (snap.secret and snap.new_wait)
        refreshed = in_place and mover in snap.private and snap.game.status == "running"
        if not refreshed:
            del self._dm_answer[(snap.game.id, mover)]
            self._tick(snap.game.id, mover, pending[1], pending[2])

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(job)
        self._pings.add(task)
        task.add_done_callback(self._pings.discard)

    async def _dm(self, user_id: int) -> discord.abc.Messageable:
        """The user's DM channel; REST calls only the first time this process DMs them."""
        channel_id = self._dm_channels.get(user_id)
        if channel_id is None:
            # Opening a DM needs only the user's id: no GET /users/{id} first.
            data = await self.client.http.start_private_message(user_id)
            channel_id = self._dm_channels[user_id] = int(data["id"])
        return self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    def remember_dm(self, user_id: int, channel_id: int) -> None:
        """A click arrived from this user's DM channel: no call needed to open it later."""
        self._dm_channels[user_id] = channel_id

    def tidied(self, game_id: str, seat: int, message_id: int) -> None:
        """The click's answer removed the buttons of this DM prompt: don't strip it again."""
        current = self._dms.get((game_id, seat))
        if current is not None and current[1] == message_id:
            self._tidied.add(message_id)

    async def strip(self, channel_id: int, message_id: int) -> None:
        try:
            channel = self.client.get_partial_messageable(channel_id)
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            pass

    # ---------------------------------------------------------------- pings and reminders

    def ping(self, snap: Snapshot, seats: Sequence[int]) -> None:
        """The seats act on the table message, which carries their buttons: ping each human
        once per wait, and only if they have not been clicking the game's prompts lately."""
        game = snap.game
        since, mentioned = self._mentioned.get(game.id, (None, set()))
        if since != game.waiting_since:
            mentioned = set()
        new = [s for s in seats if s not in mentioned and game.seats[s].user_id is not None]
        mentioned |= set(new)
        self._mentioned[game.id] = (game.waiting_since, mentioned)
        away = [s for s in new if not self.presence.present(game.id, game.seats[s].user_id)]
        if away:
            mentions = " ".join(f"<@{game.seats[s].user_id}>" for s in away)
            task = asyncio.create_task(self._ping(game, mentions), name=f"ping:{game.id}")
            self._pings.add(task)
            task.add_done_callback(self._pings.discard)

    async def _ping(self, game: GameRecord, mentions: str) -> None:
        """Posts the ping once the table it links to is shown (it may be the game's first)."""
        table = self._table_task(game.id)
        if table is not None and not table.done():
            await asyncio.wait({table}, timeout=30)
        stored = await self.store.get(game.id) if not game.table_message_id else None
        message_id = stored.table_message_id if stored is not None else game.table_message_id
        t = self.t(self.game_locale(game), game)
        link = f"<#{game.channel_id}>"
        if message_id and game.guild_id:
            link = f"https://discord.com/channels/{game.guild_id}/{game.channel_id}/{message_id}"
        args = self.game_args(game, self.game_locale(game))
        try:
            await self._channel(game.channel_id).send(
                t("ping-your-move", mentions=mentions, link=link, **args),
                allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
            )
        except discord.HTTPException:
            log.exception("ping of game %s failed", game.id)

    async def reminder(self, game: GameRecord, seat: int) -> None:
        s = game.seats[seat]
        if s.user_id is None:
            return
        if not s.dms_closed:
            t = self.t(self.seat_locale(game, seat), game)
            try:
                link = f"<#{game.channel_id}>"
                channel = await self._dm(s.user_id)
                await channel.send(t("notice-reminder", player=s.name) + " " + link)
                return
            except discord.HTTPException as error:
                if not is_dms_closed(error):
                    log.warning("reminder DM failed: %s", error)
        t = self.t(self.game_locale(game), game)
        try:
            await self._channel(game.channel_id).send(
                t("notice-reminder", player=f"<@{s.user_id}>"),
                allowed_mentions=discord.AllowedMentions(users=True),
            )
        except discord.HTTPException:
            log.exception("reminder of game %s failed", game.id)

    async def notice(self, game: GameRecord, message_id: str, **args: str | int) -> None:
        locale = self.game_locale(game)
        t = self.t(locale, game)
        every: dict[str, str | int] = {**self.game_args(game, locale), **args}
        try:
            await self._channel(game.channel_id).send(
                t(message_id, **every), allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException:
            log.exception("notice %s of game %s failed", message_id, game.id)

    # ---------------------------------------------------------------- a game that does not load

    async def fault(self, game: GameRecord) -> int | None:
        """The channel is told, in one sentence, that the game cannot go on after the bot's
        update, with Retry and Abandon buttons (for its creator or an admin); the message id,
        or None if it could not be posted (tried again at the next start)."""
        from bot.ui import components

        t = self.t(self.game_locale(game), game)
        try:
            message = await self._channel(game.channel_id).send(
                t("fault-notice"),
                view=components.fault_view(game.id, t),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:
            log.exception("the fault notice of game %s failed", game.id)
            return None
        return int(message.id)

    async def fault_over(self, game: GameRecord, notice_id: int, message_id: str) -> None:
        """The fault notice says how it ended (``message_id``: resumed, abandoned) and loses
        its buttons."""
        t = self.t(self.game_locale(game), game)
        channel = self._channel(game.channel_id)
        try:
            await channel.get_partial_message(notice_id).edit(  # type: ignore[attr-defined]
                content=t(message_id), view=None
            )
        except discord.HTTPException:
            log.warning("could not edit the fault notice of game %s", game.id)

    # ---------------------------------------------------------------- lobby and result

    async def lobby(self, game: GameRecord) -> None:
        locale = self.game_locale(game)
        t = self.t(locale, game)
        embed = self.lobby_embed(game, locale)
        from bot.ui import components

        levels = tuple(self.plugin(game).ai_levels)
        view = components.lobby_view(game.id, t, open_=game.status == "lobby", levels=levels)
        channel = self._channel(game.channel_id)
        try:
            if game.lobby_message_id:
                try:
                    await channel.get_partial_message(game.lobby_message_id).edit(  # type: ignore[attr-defined]
                        embed=embed, view=view
                    )
                    return
                except discord.NotFound:
                    pass
            message = await channel.send(embed=embed, view=view)  # type: ignore[arg-type]
            game.lobby_message_id = message.id
        except discord.HTTPException:
            log.exception("lobby message of game %s failed", game.id)

    def lobby_embed(self, game: GameRecord, locale: str) -> discord.Embed:
        t = self.t(locale, game)
        plugin = self.plugin(game)
        o = game.options
        creator = next((s.name for s in game.seats if s.user_id == game.creator_id), "?")
        embed = discord.Embed(
            title=t("lobby-title", game=t(f"{game.game}-name")), colour=discord.Colour.gold()
        )
        embed.description = t(
            "lobby-body",
            creator=creator,
            variant=t(f"variant-{o.get('variant', plugin.rules.info.variants[0])}"),
            max=int(o.get("max_players", plugin.rules.info.max_players)),
            reminder=text.num(o.get("reminder_hours", 12)),
            replace=text.num(o.get("replace_hours", 24)),
        )
        lines = []
        for i, s in enumerate(game.seats, 1):
            name = (
                t(
                    "lobby-ai-seat",
                    name=text.seat_name(game, i - 1, t),
                    level=t(f"ai-level-{plugin.level_of(s.ai)}"),
                )
                if s.ai
                else (f"<@{s.user_id}>" if s.user_id else s.name)
            )
            lines.append(f"{i}. {name}")
        maximum = int(o.get("max_players", plugin.rules.info.max_players))
        embed.add_field(
            name=t("lobby-seats", count=len(game.seats), max=maximum),
            value="\n".join(lines) or t("none"),
            inline=False,
        )
        if game.status in ("running", "finished"):
            embed.set_footer(text=t("lobby-started"))
        elif game.status == "abandoned":
            embed.set_footer(text=t("lobby-abandoned"))
        return embed

    async def finished(self, snap: Snapshot) -> None:
        game = snap.game
        locale = self.game_locale(game)
        t = self.t(locale, game)
        names = text.names_of(game, t)
        try:
            png = await self.pool.render(
                game.id,
                game.version,
                None,
                "scores",
                locale,
                self.plugin(game).renderer.scores,
                snap.public,
                t,
                names,
            )
        except Exception:
            log.exception("rendering the score sheet of game %s failed", game.id)
            png = b""
        content = text.finished_text(game, t)
        channel = self._channel(game.channel_id)
        try:
            if png:
                file = discord.File(io.BytesIO(png), filename="scores.png")
                await channel.send(content=content, file=file)
            else:
                await channel.send(content=content)
        except discord.HTTPException:
            log.exception("final message of game %s failed", game.id)
        self._mentioned.pop(game.id, None)
        # Decision DMs still offering buttons (their player chose on the table) lose them.
        left = [self._dms.pop(k) for k in [k for k in self._dms if k[0] == game.id]]
        untidied = [(c, m) for c, m, _decision in left if m not in self._tidied]
        self._tidied.difference_update(m for _c, m, _decision in left)
        await asyncio.gather(*(self.strip(c, m) for c, m in untidied))
