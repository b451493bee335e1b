"""The manager's Presenter, implemented with Discord messages.

Public messages use the game's language; DMs use the player's own locale when the catalogue
has it. No method raises on a Discord error: the game state is already saved when the presenter
runs, so a failed message is logged and the game goes on (``/hadara status`` re-posts).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Mapping, Sequence
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


class ManagerLike(Protocol):
    def view(self, game: GameRecord, seat: int | None) -> dict[str, Any]: ...

    def legal(self, game: GameRecord, seat: int) -> list[str]: ...

    def waiting_for(self, game: GameRecord) -> list[int]: ...

    async def set_table_message(self, game_id: str, message_id: int) -> None: ...


def names_of(game: GameRecord) -> list[str]:
    return [s.name for s in game.seats]


def public_safe(view: Mapping[str, Any]) -> dict[str, Any]:
    """A seat's view with its secrets removed, for prompts posted in the channel."""
    out = dict(view)
    if "private" in out:
        out["private"] = {"hand": [], "pending": "", "sold_secretly": []}
    return out


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

    async def prompt_png(self, game: GameRecord, seat: int, locale: str, public: bool) -> bytes:
        view = self._m().view(game, seat)
        if public:
            view = public_safe(view)
        legal = self._m().legal(game, seat)
        kind = "prompt-public" if public else "prompt"
        return await self.pool.render(
            game.id,
            game.version,
            seat,
            kind,
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

    async def table(self, game: GameRecord, events: Sequence[Any]) -> None:
        """Queues an update of the game's table message and returns at once.

        One task per game renders and edits the table; changes that arrive while it is busy
        are merged into its next update (their log lines are kept), so a draft round where
        every player chooses at once costs one or two table images rather than one per player.
        The task always shows the newest stored state, under the store lock ``table:<id>``,
        so processes sharing a database never leave an older table on top of a newer one.
        """
        public = [e.to_json() if hasattr(e, "to_json") else dict(e) for e in events]
        self._table_events.setdefault(game.id, []).extend(
            e for e in public if e.get("private_to") is None
        )
        task = self._table_tasks.get(game.id)
        if task is None or task.done():
            self._table_tasks[game.id] = asyncio.create_task(
                self._table_loop(game.id), name=f"table:{game.id}"
            )

    async def drain(self, timeout: float | None = None) -> None:
        """Waits until every queued table update has been shown (or ``timeout`` passed)."""
        deadline = None if timeout is None else asyncio.get_running_loop().time() + timeout
        while tasks := [t for t in self._table_tasks.values() if not t.done()]:
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
        # The version in the file name lets a reader (and the load script) tell the updates apart.
        name = table_file_name(game.version)
        channel = self._channel(game.channel_id)
        try:
            if game.table_message_id:
                try:
                    await channel.get_partial_message(game.table_message_id).edit(  # type: ignore[attr-defined]
                        content=content, attachments=[discord.File(io.BytesIO(png), name)]
                    )
                    return
                except discord.NotFound:
                    pass
            message = await channel.send(content=content, file=discord.File(io.BytesIO(png), name))
            await self._m().set_table_message(game.id, message.id)
        except discord.HTTPException:
            log.exception("table message of game %s failed", game.id)

    def table_content(
        self, game: GameRecord, events: Sequence[Mapping[str, Any]], t: i18n.Translate, locale: str
    ) -> str:
        head = f"**{t('table-title', progress=self.progress(game, locale))}**"
        waiting = self._m().waiting_for(game)
        if waiting and game.status == "running":
            names = ", ".join(game.seats[s].name for s in waiting)
            head += "\n" + t("table-waiting", names=names)
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
            png = await self.prompt_png(game, seat, locale, public=False)
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
                await self._strip(previous[0], previous[1])
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

    async def _strip(self, channel_id: int, message_id: int) -> None:
        try:
            channel = self.client.get_partial_messageable(channel_id)
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            pass

    async def public_prompt(self, game: GameRecord, seats: Sequence[int]) -> None:
        if not seats:
            return
        locale = self.game_locale(game)
        t = self.t(locale)
        since, mentioned = self._mentioned.get(game.id, (None, set()))
        if since != game.waiting_since:
            mentioned = set()
        new = [s for s in seats if s not in mentioned and game.seats[s].user_id is not None]
        mentioned |= set(new)
        self._mentioned[game.id] = (game.waiting_since, mentioned)
        mentions = " ".join(f"<@{game.seats[s].user_id}>" for s in new)
        try:
            if len(seats) == 1:
                seat = seats[0]
                png = await self.prompt_png(game, seat, locale, public=True)
                view = self.prompt_view(game, seat, locale)
                who = mentions or game.seats[seat].name
                content = t("prompt-your-move", mentions=who)
            else:
                png = await self.table_png(game, locale)
                view = components.action_view(game.id, game.version, layout.show_choices_row(t))
                who = mentions or ", ".join(game.seats[s].name for s in seats)
                content = t("prompt-your-move", mentions=who) + "\n" + t("prompt-several")
            content += "\n" + self.progress(game, locale)
        except Exception:
            log.exception("building the prompt of game %s failed", game.id)
            return
        channel = self._channel(game.channel_id)
        allowed = discord.AllowedMentions(users=True, roles=False, everyone=False)
        name = "prompt.png" if len(seats) == 1 else "table.png"
        try:
            if game.prompt_message_id and not new:
                try:
                    await channel.get_partial_message(game.prompt_message_id).edit(  # type: ignore[attr-defined]
                        content=content,
                        attachments=[discord.File(io.BytesIO(png), filename=name)],
                        view=view,
                    )
                    return
                except discord.NotFound:
                    pass
            if game.prompt_message_id:
                await self._strip(game.channel_id, game.prompt_message_id)
            message = await channel.send(
                content=content,
                file=discord.File(io.BytesIO(png), filename=name),
                view=view,  # type: ignore[arg-type]
                allowed_mentions=allowed,
            )
            game.prompt_message_id = message.id
            await self._save(game)
        except discord.HTTPException:
            log.exception("prompt message of game %s failed", game.id)

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
            if game.prompt_message_id:
                await self._strip(game.channel_id, game.prompt_message_id)
            if png:
                file = discord.File(io.BytesIO(png), filename="scores.png")
                await channel.send(content=content, file=file)
            else:
                await channel.send(content=content)
        except discord.HTTPException:
            log.exception("final message of game %s failed", game.id)
        self.pool.forget_game(game.id)
        self._mentioned.pop(game.id, None)
        for key in [k for k in self._dms if k[0] == game.id]:
            self._dms.pop(key, None)

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
