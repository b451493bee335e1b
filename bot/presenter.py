"""The manager's Presenter, implemented with Discord messages.

Each game has one live **table message** in its channel: the table image, whose move it is and
the latest log lines, and the buttons of the player who acts there, a menu of their own for
each player while several choose in public at once, or "show my choices" while everyone
chooses in secret by DM. It is edited in place. A click on it is answered with the
updated table itself (one interaction callback, type 7) when that is ready within
``bot.cogs.hadara.ACK_BUDGET``; otherwise the click is deferred and the table edited.
Edits never notify anyone, so a player whose turn comes is pinged with a short message only
when they have not clicked in the game's channel for ``PRESENCE_SECONDS`` (someone playing
along is looking at the table already). Secret choices go by DM, one message per new choice.

Public messages use the game's language; DMs use the player's own locale when the catalogue
has it. No method raises on a Discord error: the game state is already saved when the presenter
runs, so a failed message is logged and the game goes on (``/hadara status`` re-posts).
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
import time
from collections.abc import Coroutine, Mapping, Sequence
from typing import Any, Protocol

import discord

from bot import i18n
from bot.manager import LEVEL_OF_AGENT
from bot.render_pool import RenderPool
from bot.store import GameRecord, GameStore
from bot.ui import components, layout
from render.hadara import render_prompt, render_scoresheet, render_table
from render.hadara.table import progress_text

log = logging.getLogger(__name__)

DMS_CLOSED = 50007  # "Cannot send messages to this user"
MAX_CONTENT = 1900
# A player who clicked in the game's channel this recently is at the table: no ping.
PRESENCE_SECONDS = 300.0
# A secret choice that leaves the rest of the wait as it was (the table only loses a name from
# its list of who is still choosing) is shown this much later, together with whatever else
# comes meanwhile: choices made within this time of each other, or the one that ends the wait,
# cost one table update.
QUIET_HOLD_SECONDS = 0.4
NO_MENTIONS = discord.AllowedMentions.none()


class ManagerLike(Protocol):
    def view(self, game: GameRecord, seat: int | None) -> dict[str, Any]: ...

    def legal(self, game: GameRecord, seat: int) -> list[str]: ...

    def waiting_for(self, game: GameRecord) -> list[int]: ...

    def private_step(self, game: GameRecord) -> bool: ...

    async def set_table_message(self, game_id: str, message_id: int) -> None: ...


def names_of(game: GameRecord) -> list[str]:
    return [s.name for s in game.seats]


def event_line(event: Mapping[str, Any], names: Sequence[str], t: i18n.Translate) -> str | None:
    """One log line for a (visible) event, or None for events not worth a line."""
    kind = str(event.get("kind", ""))
    data: dict[str, Any] = dict(event.get("data") or {})
    seat = event.get("seat")
    args: dict[str, Any] = {}
    if seat is not None:
        args["player"] = names[int(seat)] if int(seat) < len(names) else str(seat)
    for k, v in data.items():
        if isinstance(v, (str, int, float)):
            args[k] = v
    if "card" in data:
        args["card"] = t(f"card-{data['card']}")
    if "pile" in data:
        args["pile"] = t(f"color-{data['pile']}")
    if kind == "statue":
        args["statue"] = int(data.get("statue", 0)) + 1
    if kind == "epoch":
        args["epoch"] = str(data.get("epoch", ""))
    if kind == "draw":
        args["cards"] = ", ".join(t(f"card-{c}") for c in data.get("cards", []))
    if kind in ("setup", "chosen"):
        return None if kind == "chosen" else t("log-setup")
    if kind == "sell" and "card" in data:
        return t("log-sell-card", **args)
    message_id = f"log-{kind}"
    if not i18n.catalog().has(message_id):
        return t("log-other", kind=kind)
    return t(message_id, **args)


def log_text(
    events: Sequence[Mapping[str, Any]], names: Sequence[str], t: i18n.Translate, limit: int = 12
) -> str:
    lines = [line for e in events if (line := event_line(e, names, t))]
    lines = lines[-limit:]
    text = "\n".join(f"• {line}" for line in lines)
    while len(text) > MAX_CONTENT and lines:
        lines = lines[1:]
        text = "\n".join(f"• {line}" for line in lines)
    return text


def table_file_name(version: int) -> str:
    return f"table-{version}.png"


def is_dms_closed(error: discord.HTTPException) -> bool:
    return isinstance(error, discord.Forbidden) and error.code == DMS_CLOSED


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
        self.settled = asyncio.Event()
        self._lock = asyncio.Lock()

    async def update(self, **fields: Any) -> bool:
        """Answer by editing the clicked message; False when already answered (or failed)."""
        return await self._first(self.interaction.response.edit_message(**fields))

    async def send(self, content: str) -> bool:
        """Answer with an ephemeral message; False when already answered (or failed)."""
        return await self._first(self.interaction.response.send_message(content, ephemeral=True))

    async def _first(self, response: Coroutine[Any, Any, Any]) -> bool:
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
            return True

    async def defer(self) -> None:
        """Acknowledge without changing anything, unless already answered."""
        async with self._lock:
            if self.state != "open":
                return
            try:
                await self.interaction.response.defer()
                self.state = "deferred"
            except discord.HTTPException:
                self.state = "failed"
            finally:
                self.settled.set()


class DiscordPresenter:
    """Implements ``bot.manager.Presenter``; call :meth:`bind` with the manager once created."""

    def __init__(
        self,
        client: discord.Client,
        store: GameStore,
        pool: RenderPool,
        catalog: i18n.Catalog | None = None,
        default_locale: str = "en-US",
    ) -> None:
        self.client = client
        self.store = store
        self.pool = pool
        self.catalog = catalog or i18n.catalog()
        self.default_locale = default_locale
        self.manager: ManagerLike | None = None
        # (game_id, waiting_since) -> seats already mentioned in that wait
        self._mentioned: dict[str, tuple[float | None, set[int]]] = {}
        # (game_id, seat) -> (dm channel id, message id, what the DM showed)
        self._dms: dict[tuple[str, int], tuple[int, int, str]] = {}
        # user id -> DM channel id: only a user's first DM (unless they clicked in it) needs
        # POST /users/@me/channels (discord.py keeps only 128 DM channels in its own cache)
        self._dm_channels: dict[int, int] = {}
        # DM prompts whose buttons the click's answer already removed (no second edit needed)
        self._tidied: set[int] = set()
        # game id -> public events not shown yet, and the task showing them (see table())
        self._table_events: dict[str, list[dict[str, Any]]] = {}
        self._table_tasks: dict[str, asyncio.Task[None]] = {}
        # game id -> events of quiet changes held back, and the timer that shows them
        self._held: dict[str, list[dict[str, Any]]] = {}
        self._quiet: dict[str, asyncio.TimerHandle] = {}
        # game id -> (version saved, answer) of a click on the table the next update may answer
        self._answers: dict[str, tuple[int, ClickAnswer]] = {}
        # (game id, user id) -> when the user last clicked in the game's channel (monotonic)
        self._seen: dict[tuple[str, int], float] = {}
        self._pings: set[asyncio.Task[None]] = set()

    def bind(self, manager: ManagerLike) -> None:
        self.manager = manager

    # ---------------------------------------------------------------- helpers

    def _m(self) -> ManagerLike:
        if self.manager is None:
            raise RuntimeError("presenter used before bind(manager)")
        return self.manager

    def game_locale(self, game: GameRecord) -> str:
        return self.catalog.pick(str(game.options.get("language") or ""), self.default_locale)

    def seat_locale(self, game: GameRecord, seat: int) -> str:
        s = game.seats[seat]
        return self.catalog.pick(s.locale, self.game_locale(game))

    def t(self, locale: str) -> i18n.Translate:
        return self.catalog.translator(locale)

    def _channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self.client.get_channel(channel_id)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self.client.get_partial_messageable(channel_id)

    async def _save(self, game: GameRecord) -> None:
        try:
            await self.store.update(game)
        except Exception:
            log.exception("could not save message ids of game %s", game.id)

    async def table_png(self, game: GameRecord, locale: str) -> bytes:
        view = self._m().view(game, None)
        return await self.pool.render(
            game.id,
            game.version,
            None,
            "table",
            locale,
            render_table,
            view,
            self.t(locale),
            names_of(game),
        )

    async def prompt_png(self, game: GameRecord, seat: int, locale: str) -> bytes:
        """The seat's own prompt (with its secrets): for a DM or an ephemeral message only."""
        view = self._m().view(game, seat)
        legal = self._m().legal(game, seat)
        return await self.pool.render(
            game.id,
            game.version,
            seat,
            "prompt",
            locale,
            render_prompt,
            view,
            self.t(locale),
            names_of(game),
            actions=legal,
        )

    def prompt_view(self, game: GameRecord, seat: int, locale: str) -> discord.ui.View | None:
        legal = self._m().legal(game, seat)
        if not legal:
            return None
        view = self._m().view(game, seat)
        rows = layout.plan(view, seat, legal, self.t(locale))
        return components.action_view(game.id, game.version, rows)

    def progress(self, game: GameRecord, locale: str) -> str:
        return progress_text(self._m().view(game, None), self.t(locale))

    # ---------------------------------------------------------------- Presenter

    async def lobby(self, game: GameRecord) -> None:
        locale = self.game_locale(game)
        t = self.t(locale)
        embed = self.lobby_embed(game, t)
        view = components.lobby_view(game.id, t, open_=game.status == "lobby")
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
            await self._save(game)
        except discord.HTTPException:
            log.exception("lobby message of game %s failed", game.id)

    def lobby_embed(self, game: GameRecord, t: i18n.Translate) -> discord.Embed:
        o = game.options
        creator = next((s.name for s in game.seats if s.user_id == game.creator_id), "?")
        embed = discord.Embed(title=t("lobby-title"), colour=discord.Colour.gold())
        embed.description = t(
            "lobby-body",
            creator=creator,
            variant=t(f"variant-{o.get('variant', 'basic')}"),
            max=int(o.get("max_players", 5)),
            reminder=_num(o.get("reminder_hours", 12)),
            replace=_num(o.get("replace_hours", 24)),
        )
        lines = []
        for i, s in enumerate(game.seats, 1):
            name = (
                t("lobby-ai-seat", name=s.name, level=t(f"ai-level-{_level(s.ai)}"))
                if s.ai
                else (f"<@{s.user_id}>" if s.user_id else s.name)
            )
            lines.append(f"{i}. {name}")
        embed.add_field(
            name=t("lobby-seats", count=len(game.seats), max=int(o.get("max_players", 5))),
            value="\n".join(lines) or t("none"),
            inline=False,
        )
        if game.status == "running" or game.status == "finished":
            embed.set_footer(text=t("lobby-started"))
        elif game.status == "abandoned":
            embed.set_footer(text=t("lobby-abandoned"))
        return embed

    async def table(self, game: GameRecord, events: Sequence[Any], quiet: bool = False) -> None:
        """Queues an update of the game's table message and returns at once.

        One task per game renders and edits the table; changes that arrive while it is busy
        are merged into its next update (their log lines are kept). The task always shows the
        newest stored state, under the store lock ``table:<id>``, so processes sharing a
        database never leave an older table on top of a newer one.

        A ``quiet`` change (a secret choice while others still choose) is held back for
        ``QUIET_HOLD_SECONDS`` and then shown with whatever else came meanwhile: secret
        choices made close together share one table update.
        """
        public = [e.to_json() if hasattr(e, "to_json") else dict(e) for e in events]
        public = [e for e in public if e.get("private_to") is None]
        if quiet:
            self._held.setdefault(game.id, []).extend(public)
            if game.id not in self._quiet:
                loop = asyncio.get_running_loop()
                self._quiet[game.id] = loop.call_later(QUIET_HOLD_SECONDS, self._kick, game.id)
            return
        self._table_events.setdefault(game.id, []).extend(public)
        self._kick(game.id)

    def _kick(self, game_id: str) -> None:
        """Starts showing the game's table (with any held-back change) unless already busy."""
        handle = self._quiet.pop(game_id, None)
        if handle is not None:
            handle.cancel()
        held = self._held.pop(game_id, [])
        pending = self._table_events.setdefault(game_id, [])
        pending[:0] = held
        task = self._table_tasks.get(game_id)
        if task is None or task.done():
            self._table_tasks[game_id] = asyncio.create_task(
                self._table_loop(game_id), name=f"table:{game_id}"
            )

    async def drain(self, timeout: float | None = None) -> None:
        """Shows held-back changes now and waits until every queued table update and ping has
        been shown (or ``timeout`` passed)."""
        for game_id in list(self._quiet):
            self._kick(game_id)
        deadline = None if timeout is None else asyncio.get_running_loop().time() + timeout
        while tasks := [t for t in [*self._table_tasks.values(), *self._pings] if not t.done()]:
            left = None if deadline is None else deadline - asyncio.get_running_loop().time()
            if left is not None and left <= 0:
                return
            await asyncio.wait(tasks, timeout=left)

    async def _table_loop(self, game_id: str) -> None:
        try:
            while (events := self._table_events.pop(game_id, None)) is not None:
                try:
                    async with self.store.lock(f"table:{game_id}"):
                        game = await self.store.get(game_id)
                        if game is not None:
                            await self._show_table(game, events)
                except Exception:
                    log.exception("table update of game %s failed", game_id)
        finally:
            if self._table_tasks.get(game_id) is asyncio.current_task():
                del self._table_tasks[game_id]

    async def _show_table(self, game: GameRecord, public: list[dict[str, Any]]) -> None:
        locale = self.game_locale(game)
        t = self.t(locale)
        try:
            png = await self.table_png(game, locale)
        except Exception:
            log.exception("rendering the table of game %s failed", game.id)
            return
        if game.status == "finished":
            self.pool.forget_game(game.id)
        content = self.table_content(game, public, t, locale)
        try:
            view = self.table_view(game, locale)
        except Exception:
            log.exception("the table buttons of game %s failed", game.id)
            view = None
        # The version in the file name lets a reader (and the load script) tell the updates apart.
        name = table_file_name(game.version)
        if await self._answer_with_table(game, content, png, name, view):
            return
        channel = self._channel(game.channel_id)
        try:
            if game.table_message_id:
                try:
                    await channel.get_partial_message(game.table_message_id).edit(  # type: ignore[attr-defined]
                        content=content,
                        attachments=[discord.File(io.BytesIO(png), name)],
                        view=view,
                    )
                    return
                except discord.NotFound:
                    pass
            file = discord.File(io.BytesIO(png), name)
            extra: dict[str, Any] = {} if view is None else {"view": view}
            message = await channel.send(
                content=content, file=file, allowed_mentions=NO_MENTIONS, **extra
            )
            await self._m().set_table_message(game.id, message.id)
        except discord.HTTPException:
            log.exception("table message of game %s failed", game.id)

    async def _answer_with_table(
        self, game: GameRecord, content: str, png: bytes, name: str, view: discord.ui.View | None
    ) -> bool:
        """Shows the table as the answer to the click that led to it, if that click is still
        unanswered and was made on the table message."""
        pending = self._answers.get(game.id)
        if pending is None or pending[0] > game.version:
            return False
        del self._answers[game.id]
        answer = pending[1]
        if answer.message_id is None or answer.message_id != game.table_message_id:
            return False
        try:
            return await answer.update(
                content=content, attachments=[discord.File(io.BytesIO(png), name)], view=view
            )
        except discord.HTTPException as error:
            log.info("answering a click with the table of game %s failed: %s", game.id, error)
            return False

    def expect(self, game_id: str, version: int, answer: ClickAnswer) -> None:
        """A click on the table was saved at ``version``: the table update showing it may be
        its answer."""
        self._answers[game_id] = (version, answer)

    def forget(self, game_id: str, answer: ClickAnswer) -> None:
        pending = self._answers.get(game_id)
        if pending is not None and pending[1] is answer:
            del self._answers[game_id]

    def saw(self, game_id: str, user_id: int) -> None:
        """The user clicked in the game's channel just now."""
        self._seen[(game_id, user_id)] = time.monotonic()

    def present(self, game: GameRecord, seat: int) -> bool:
        user_id = game.seats[seat].user_id
        seen = self._seen.get((game.id, user_id)) if user_id is not None else None
        return seen is not None and time.monotonic() - seen < PRESENCE_SECONDS

    def table_view(self, game: GameRecord, locale: str) -> discord.ui.View | None:
        """The components on the table: the acting player's buttons; a menu per player while
        several choose in public at once; "show my choices" while they choose in secret;
        none when no human is to act."""
        if game.status != "running":
            return None
        waiting = self._m().waiting_for(game)
        humans = [s for s in waiting if game.seats[s].user_id is not None]
        if not humans:
            return None
        if self._m().private_step(game):
            show = layout.show_choices_row(self.t(locale))
            return components.action_view(game.id, game.version, show)
        if len(waiting) == 1:
            return self.prompt_view(game, humans[0], locale)
        # Several players choose in public at once: each gets a menu of their own here.
        seats = [(s, int(game.seats[s].user_id or 0), game.seats[s].name) for s in humans]
        legal = functools.partial(self._m().legal, game)
        rows = layout.seat_rows(self._m().view(game, None), seats, legal, self.t(locale))
        return components.action_view(game.id, game.version, rows)

    def table_content(
        self, game: GameRecord, events: Sequence[Mapping[str, Any]], t: i18n.Translate, locale: str
    ) -> str:
        head = f"**{t('table-title', progress=self.progress(game, locale))}**"
        waiting = self._m().waiting_for(game)
        if waiting and game.status == "running":
            if not self._m().private_step(game):
                who = ", ".join(
                    f"<@{game.seats[s].user_id}>"
                    if game.seats[s].user_id is not None
                    else game.seats[s].name
                    for s in waiting
                )
                head += "\n" + t("prompt-your-move", mentions=who)
                if len(waiting) > 1:
                    head += "\n" + t("table-menus")
            else:
                names = ", ".join(game.seats[s].name for s in waiting)
                head += "\n" + t("table-waiting", names=names) + "\n" + t("table-secret")
        body = log_text(events, names_of(game), t)
        return (head + ("\n" + body if body else ""))[:MAX_CONTENT]

    async def private_prompt(self, game: GameRecord, seat: int) -> bool:
        s = game.seats[seat]
        if s.user_id is None:
            return True
        locale = self.seat_locale(game, seat)
        t = self.t(locale)
        view = self._m().view(game, seat)
        shown = repr((view.get("epoch"), view.get("step"), view.get("round"), view.get("private")))
        key = (game.id, seat)
        try:
            png = await self.prompt_png(game, seat, locale)
            components_view = self.prompt_view(game, seat, locale)
            content = t("prompt-private", progress=self.progress(game, locale))
            content += "\n" + t("prompt-private-channel", channel=f"<#{game.channel_id}>")
            previous = self._dms.get(key)
            if previous and previous[2] == shown:
                # Same cards, newer version (someone else chose): refresh the buttons silently.
                dm = self.client.get_partial_messageable(previous[0])
                await dm.get_partial_message(previous[1]).edit(view=components_view)
                return True
            channel = await self._dm(s.user_id)
            file = discord.File(io.BytesIO(png), filename="prompt.png")
            message = await channel.send(content=content, file=file, view=components_view)  # type: ignore[arg-type]
            self._dms[key] = (message.channel.id, message.id, shown)
            if previous and previous[1] in self._tidied:
                self._tidied.discard(previous[1])
            elif previous:
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

    async def public_prompt(self, game: GameRecord, seats: Sequence[int]) -> None:
        """The seats act on the table message, which already carries their buttons: ping each
        human once per wait, and only if they have not been clicking in the channel lately."""
        since, mentioned = self._mentioned.get(game.id, (None, set()))
        if since != game.waiting_since:
            mentioned = set()
        new = [s for s in seats if s not in mentioned and game.seats[s].user_id is not None]
        mentioned |= set(new)
        self._mentioned[game.id] = (game.waiting_since, mentioned)
        away = [s for s in new if not self.present(game, s)]
        if away:
            mentions = " ".join(f"<@{game.seats[s].user_id}>" for s in away)
            task = asyncio.create_task(self._ping(game, mentions), name=f"ping:{game.id}")
            self._pings.add(task)
            task.add_done_callback(self._pings.discard)

    async def _ping(self, game: GameRecord, mentions: str) -> None:
        """Posts the ping once the table it links to is shown (it may be the game's first)."""
        table = self._table_tasks.get(game.id)
        if table is not None and not table.done():
            await asyncio.wait({table}, timeout=30)
        stored = await self.store.get(game.id)
        message_id = stored.table_message_id if stored is not None else game.table_message_id
        t = self.t(self.game_locale(game))
        link = f"<#{game.channel_id}>"
        if message_id and game.guild_id:
            link = f"https://discord.com/channels/{game.guild_id}/{game.channel_id}/{message_id}"
        try:
            await self._channel(game.channel_id).send(
                t("ping-your-move", mentions=mentions, link=link),
                allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
            )
        except discord.HTTPException:
            log.exception("ping of game %s failed", game.id)

    async def reminder(self, game: GameRecord, seat: int) -> None:
        s = game.seats[seat]
        if s.user_id is None:
            return
        if not s.dms_closed:
            t = self.t(self.seat_locale(game, seat))
            try:
                link = f"<#{game.channel_id}>"
                channel = await self._dm(s.user_id)
                await channel.send(t("notice-reminder", player=s.name) + " " + link)
                return
            except discord.HTTPException as error:
                if not is_dms_closed(error):
                    log.warning("reminder DM failed: %s", error)
        t = self.t(self.game_locale(game))
        try:
            await self._channel(game.channel_id).send(
                t("notice-reminder", player=f"<@{s.user_id}>"),
                allowed_mentions=discord.AllowedMentions(users=True),
            )
        except discord.HTTPException:
            log.exception("reminder of game %s failed", game.id)

    async def notice(self, game: GameRecord, message_id: str, **args: Any) -> None:
        t = self.t(self.game_locale(game))
        try:
            await self._channel(game.channel_id).send(
                t(message_id, **args), allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException:
            log.exception("notice %s of game %s failed", message_id, game.id)

    async def finished(self, game: GameRecord) -> None:
        locale = self.game_locale(game)
        t = self.t(locale)
        names = names_of(game)
        try:
            view = self._m().view(game, None)
            png = await self.pool.render(
                game.id, game.version, None, "scores", locale, render_scoresheet, view, t, names
            )
        except Exception:
            log.exception("rendering the score sheet of game %s failed", game.id)
            png = b""
        content = self.finished_text(game, t)
        channel = self._channel(game.channel_id)
        try:
            if png:
                file = discord.File(io.BytesIO(png), filename="scores.png")
                await channel.send(content=content, file=file)
            else:
                await channel.send(content=content)
        except discord.HTTPException:
            log.exception("final message of game %s failed", game.id)
        self.pool.forget_game(game.id)
        self._mentioned.pop(game.id, None)
        self._answers.pop(game.id, None)
        for key in [k for k in self._dms if k[0] == game.id]:
            self._dms.pop(key, None)
        for key in [k for k in self._seen if k[0] == game.id]:
            self._seen.pop(key, None)

    def finished_text(self, game: GameRecord, t: i18n.Translate) -> str:
        result = game.result or {}
        names = names_of(game)
        winners = [names[int(w)] for w in result.get("winners", []) if int(w) < len(names)]
        lines = [f"**{t('finished-title')}**"]
        if winners:
            lines.append(t("finished-winner", count=len(winners), names=", ".join(winners)))
        for s in sorted(result.get("scores", []), key=lambda s: -int(s.get("total", 0))):
            seat = int(s.get("seat", 0))
            lines.append(t("finished-scores", name=names[seat], points=int(s.get("total", 0))))
        return "\n".join(lines)[:MAX_CONTENT]


def _level(agent: str) -> str:
    return LEVEL_OF_AGENT.get(agent, "normal")


def _num(value: Any) -> str:
    f = float(value)
    return str(int(f)) if f.is_integer() else f"{f:g}"
