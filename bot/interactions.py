"""The handler every game click goes through (buttons, menus and chains of choices of every
game, and lobby buttons), called by :mod:`bot.ui.components`.

A game click is answered once, by whatever comes first: the new table (a click on the table
message), "✅ <choice>" (a DM or ephemeral prompt), a refusal, or a deferral when neither came
within ``ACK_BUDGET`` seconds. Errors carry Fluent message ids and are translated here, at the
edge, in the clicking user's locale when the catalogue has it, else in the game's language.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot import latency
from bot.errors import UserError
from bot.manager.click import DM, PRIVATE, TABLE, Click
from bot.manager.snapshot import Snapshot
from bot.presenter import ClickAnswer
from bot.presenter.base import image_name
from bot.store import GameRecord
from bot.ui import components, layout

if TYPE_CHECKING:
    from bot.app import TabletopBot

log = logging.getLogger(__name__)

# A click is answered with its outcome (the new table, or "✅ <choice>") when that is ready
# this soon; otherwise it is acknowledged at once and the outcome follows as an edit. An
# acknowledged update shows the clicker nothing (no "thinking…"), so a shorter budget costs
# only one more request that Discord's global rate limit does not count. 40 ms (was 80, then
# 50): a click's acknowledgement should come within 60 ms even under load. Most Through the
# Ages answers (the next picture) take longer than the budget to draw, so their
# acknowledgement comes at the budget plus the event loop's latency: at 50 ms its p99 was
# 68 ms, at 40 ms 56 ms, for 0.13 more requests an action, none counted by the global limit
# (docs/tta-discord.md).
ACK_BUDGET = 0.04
# ``interaction.extras`` key: "private" or "public" after think(), "answered" once a follow-up
# has replaced a public "thinking…".
THINKING = "tabletop.thinking"


def _extras(interaction: discord.Interaction[Any]) -> dict[str, Any]:
    extras: dict[str, Any] | None = getattr(interaction, "extras", None)
    return extras if extras is not None else {}


def _on_private_prompt(interaction: discord.Interaction[Any]) -> bool:
    """Was the click made on a DM or on a message only the clicker sees?"""
    message = interaction.message
    return interaction.guild_id is None or bool(message is not None and message.flags.ephemeral)


async def think(interaction: discord.Interaction[Any], *, private: bool) -> None:
    """Defer a command or click with Discord's "thinking…", privately or for everyone. Decide
    before: the first follow-up replaces that message and has its visibility, whatever it asks
    for (:meth:`Interactions.reply` deletes a public one before answering privately)."""
    await interaction.response.defer(ephemeral=private, thinking=True)
    extras = getattr(interaction, "extras", None)
    if extras is not None:
        extras[THINKING] = "private" if private else "public"


def answered(interaction: discord.Interaction[Any]) -> None:
    """A public follow-up has replaced the public "thinking…" (its answer is out)."""
    extras = getattr(interaction, "extras", None)
    if extras is not None and extras.get(THINKING) == "public":
        extras[THINKING] = "answered"


class Interactions:
    """Answers clicks on game components."""

    def __init__(self, bot: TabletopBot) -> None:
        self.bot = bot

    def locale(self, interaction: discord.Interaction[Any], game: GameRecord | None) -> str:
        game_locale = str(game.options.get("language")) if game else None
        return self.bot.catalog.pick(
            str(interaction.locale), game_locale, self.bot.settings.default_locale
        )

    def text(
        self,
        interaction: discord.Interaction[Any],
        game: GameRecord | None,
        message_id: str,
        /,
        **args: Any,
    ) -> str:
        """``message_id`` in the asker's language; about ``game``, its messages may name the
        game and its commands (``$gamename``, ``$hand``, ``$abandon``)."""
        locale = self.locale(interaction, game)
        every: dict[str, Any] = {}
        if game is not None and game.game in self.bot.presenter.games:
            every.update(self.bot.presenter.game_args(game, locale))
        every.update(args)
        # A game's own reasons for refusing a move are in its catalogue (reason-<code>).
        reason = f"reason-{every.get('reason', '')}"
        known = game is not None and self.bot.catalog.has(reason, locale, game.game)
        if message_id == "error-illegal" and game is not None and known:
            # The refusal's numbers (need/have, a hand count/limit) fill the game's reason.
            params = {k: v for k, v in every.items() if k != "reason"}
            every["reason"] = self.bot.catalog.format(locale, reason, namespace=game.game, **params)
        return self.bot.catalog.format(
            locale, message_id, namespace=game.game if game else None, **every
        )

    async def reply(
        self,
        interaction: discord.Interaction[Any],
        game: GameRecord | None,
        message_id: str,
        /,
        **args: Any,
    ) -> None:
        """A private answer: the initial response if still open, else a private follow-up.
        After a public "thinking…" that nothing has replaced yet (see :func:`think`), that
        message is deleted first: Discord would put the first follow-up in it, for everyone to
        see, whatever it asks for."""
        text = self.text(interaction, game, message_id, **args)
        try:
            if interaction.response.is_done():
                if _extras(interaction).get(THINKING) == "public":
                    _extras(interaction)[THINKING] = "answered"
                    with contextlib.suppress(discord.HTTPException):
                        await interaction.delete_original_response()
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id)

    # ---------------------------------------------------------------- private prompts

    async def send_prompt(
        self,
        interaction: discord.Interaction[Any],
        game: GameRecord,
        note: str | None = None,
        path: Sequence[str] = (),
        edit: bool = False,
        answer: ClickAnswer | None = None,
        snap: Snapshot | None = None,
        same_picture: bool = False,
    ) -> None:
        """The clicker's own prompt (its picture, its choices at ``path`` of a chain),
        privately: as a new private message, or by editing the clicked private message
        (``edit``). With ``answer`` (a click not answered yet) the prompt is the click's
        answer when it is still open: one request instead of a deferral and a follow-up;
        otherwise a follow-up of the deferred interaction. ``snap``: the game as the caller
        already has it (else the game is loaded here once). ``same_picture``: the clicked
        message already shows this version's picture (a level of a chain opened in place),
        which is kept instead of drawn and uploaded again."""
        manager = self.bot.manager
        seat = manager.seat_of(game, interaction.user.id)
        if seat is None:
            raise UserError("error-not-a-player")
        if game.status == "lobby":
            raise UserError("error-not-started")
        if game.status == "abandoned":
            raise UserError("notice-abandoned")
        if game.status != "running":
            raise UserError("error-game-over")
        presenter = self.bot.presenter
        locale = self.locale(interaction, game)
        t = presenter.t(locale, game)
        if snap is None or seat not in snap.private:
            snap = manager.snapshot(game, private_for=[seat])
        infos = list(snap.choices.get(seat, ()))
        rows = presenter.prompt_rows(game, infos, locale, path) if infos else []
        view = presenter.components(game, rows)
        content = (note + "\n" if note else "") + (
            presenter.heading(snap, seat, locale) if view else t("prompt-none")
        )
        # A level opened from a menu says which one (its buttons have no placeholder).
        title = layout.level_title(presenter.choices(game, infos, locale), path) if view else ""
        if title:
            content += f"\n**▸ {title}**"
        codes = [i.code for i in infos]
        keep = edit and same_picture
        png = (
            b""
            if keep
            else await presenter.prompt_png(game, snap.private[seat], seat, codes, locale)
        )

        def file() -> discord.File:
            return discord.File(io.BytesIO(png), image_name("prompt", png))

        def picture() -> dict[str, Any]:
            # An edit without attachments keeps the message's own.
            return {} if keep else {"attachments": [file()]}

        kwargs: dict[str, Any] = {} if view is None else {"view": view}
        if answer is not None:
            if edit:
                done = await answer.update(content=content, view=view, **picture())
            else:
                done = await answer.send(content, file=file(), **kwargs)
            if done:
                return
            if not await answer.followable():
                log.warning("interaction %s was never answered", interaction.id)
                return
        if edit:
            # With no choices left the message loses its old buttons too.
            await interaction.edit_original_response(content=content, view=view, **picture())
        else:
            await interaction.followup.send(content, ephemeral=True, file=file(), **kwargs)

    # ---------------------------------------------------------------- game clicks

    async def on_action(
        self,
        interaction: discord.Interaction[Any],
        game_id: str,
        version: int,
        code: str,
        owner: int | None = None,
    ) -> None:
        """A click on a game prompt (see the module doc). ``owner``: the click was on the
        table menu of that user, which no one else may use."""
        received = latency.now()
        if code == layout.SHOW_CODE:
            await self._show_choices(interaction, game_id)
            return
        if code.startswith(layout.CONFIRM):
            await self._confirm(interaction, game_id, version, code[len(layout.CONFIRM) :])
            return
        in_dm = interaction.guild_id is None
        ephemeral = bool(interaction.message is not None and interaction.message.flags.ephemeral)
        presenter = self.bot.presenter
        user_id = interaction.user.id
        if in_dm and interaction.channel_id is not None:
            presenter.remember_dm(user_id, interaction.channel_id)
        # Whoever clicks a prompt of the game (the table, a private prompt, their decision DM,
        # which is edited in place as their decisions come) is following it: no ping for a while.
        presenter.saw(game_id, user_id)
        answer = ClickAnswer(interaction)
        presenter.tokens.note(answer)
        watchdog = asyncio.create_task(self._watchdog(answer), name=f"ack:{interaction.id}")
        # The one value this click is from here to its answer (see bot.manager.click): the
        # manager reads the game once, fills it in, and the presenter answers it.
        click = Click(
            where=DM if in_dm else PRIVATE if ephemeral else TABLE,
            answer=answer,
            locale=str(interaction.locale),
            owner=owner,
            dm_channel=interaction.channel_id if in_dm and not ephemeral else None,
            received=received,
        )
        try:
            try:
                await self.bot.manager.act(
                    game_id, user_id, version, code, interaction.id, click=click
                )
            except UserError as error:
                await self._refused(answer, game_id, click.game, error)
                return
            except Exception:
                log.exception("action %s on game %s failed", code, game_id)
                await self._say(answer, click.game, "error-internal")
                return
            if click.where == PRIVATE and click.goes_on and click.snap is not None:
                # A private prompt (not a DM) of a decision the clicker makes in several steps:
                # the next step takes its place, headed by what was just chosen.
                chosen = presenter.chosen_label(click.snap.game, click)
                try:
                    await self.send_prompt(
                        interaction,
                        click.snap.game,
                        f"✅ {chosen}",
                        edit=True,
                        answer=answer,
                        snap=click.snap,
                    )
                except (UserError, discord.HTTPException):
                    log.warning("could not show the next step to interaction %s", interaction.id)
            if click.where == TABLE:
                # The table update answers the click, or the watchdog defers it.
                await answer.settled.wait()
        finally:
            presenter.forget(game_id, answer)
            presenter.release_dm(game_id, click.seat, answer)
            await watchdog
            presenter.tokens.handled(answer)
            # The snapshot of the move carries the click (snap.click) to the presenter, which
            # may hold it a while: without this the two would be a reference cycle, freed
            # (with the interaction and its parsed message) only by a full collection.
            click.snap = None

    async def on_nav(
        self, interaction: discord.Interaction[Any], game_id: str, version: int, path: str
    ) -> None:
        """A level of a chain of choices: opened privately for the clicker (from the table),
        or in place of the private prompt it was clicked on."""
        private = _on_private_prompt(interaction)
        # The level is the click's answer when it is ready within ACK_BUDGET; else the click is
        # deferred (privately "thinking…" from the table) and the level follows.
        answer = ClickAnswer(interaction)
        self.bot.presenter.tokens.note(answer)
        watchdog = asyncio.create_task(
            self._watchdog(answer, ephemeral=not private), name=f"ack:{interaction.id}"
        )
        try:
            await self._open_level(interaction, answer, game_id, version, path, private)
        finally:
            await watchdog
            self.bot.presenter.tokens.handled(answer)

    async def _open_level(
        self,
        interaction: discord.Interaction[Any],
        answer: ClickAnswer,
        game_id: str,
        version: int,
        path: str,
        private: bool,
    ) -> None:
        game = await self.bot.store.get(game_id)
        try:
            if game is None:
                raise UserError("error-no-game")
            seat = self.bot.manager.seat_of(game, interaction.user.id)
            if seat is None:
                raise UserError("error-not-a-player")
            keys = tuple(k for k in path.split(".") if k)
            note = None
            snap = self.bot.manager.snapshot(game, private_for=[seat])
            # A level opened in place, at the version the clicked prompt shows: same picture.
            same = private and version == game.version
            if version != game.version:
                # Still this seat's decision (another seat's secret choice came between)?
                decision = snap.decision
                if decision is None or not decision.accepts(seat, version, game.version):
                    note = self.text(interaction, game, "error-out-of-date")
                    keys = ()
            await self.send_prompt(
                interaction,
                game,
                note,
                keys,
                edit=private,
                answer=answer,
                snap=snap,
                same_picture=same,
            )
        except UserError as error:
            await self._say(answer, game, error.message_id, **error.args_map)
        except discord.HTTPException:
            log.warning("could not open the choices of interaction %s", interaction.id)

    async def _confirm(
        self, interaction: discord.Interaction[Any], game_id: str, version: int, code: str
    ) -> None:
        """An action with a warning (ending a turn into a famine, say): the warning and one
        button that applies it, for the clicker only. Nothing changes until that is clicked.
        On a private prompt (a DM, or a prompt only the clicker sees) the warning takes the
        prompt's place, its picture kept, with "back" to the choices; from the table it comes
        as a private message."""
        game = await self.bot.store.get(game_id)
        try:
            if game is None:
                raise UserError("error-no-game")
            seat = self.bot.manager.seat_of(game, interaction.user.id)
            if seat is None:
                raise UserError("error-not-a-player")
            snap = self.bot.manager.snapshot(game)
            decision = snap.decision
            if decision is None or not decision.accepts(seat, version, game.version):
                raise UserError("error-out-of-date", current=game.version)
            infos = [i for i in snap.choices.get(seat, ()) if i.code == code]
            if not infos:
                raise UserError("error-not-your-turn")
            locale = self.locale(interaction, game)
            (choice,) = self.bot.presenter.choices(game, infos, locale)
            label = self.text(interaction, game, "btn-confirm", action=choice.label)
            button = layout.Choice(code, layout.clip(label), style="danger")
            rows = [layout.Row("buttons", [button])]
            content = choice.confirm or label
            in_place = _on_private_prompt(interaction)
            if in_place:
                back = layout.Choice("back", self.text(interaction, game, "btn-back"), nav=())
                rows[0].choices.append(back)
            view = components.action_view(game.id, game.version, rows)
            if in_place:
                await interaction.response.edit_message(content=content, view=view)
            else:
                await interaction.response.send_message(content, ephemeral=True, view=view)
        except UserError as error:
            await self.reply(interaction, game, error.message_id, **error.args_map)
        except discord.HTTPException:
            log.warning("could not ask interaction %s to confirm", interaction.id)

    async def _watchdog(self, answer: ClickAnswer, ephemeral: bool = False) -> None:
        """Defer the click when nothing answered it within ACK_BUDGET (``ephemeral``: with a
        private "thinking…", for a private message that follows a click on a public one)."""
        try:
            await asyncio.wait_for(answer.settled.wait(), ACK_BUDGET)
        except TimeoutError:
            await answer.defer(ephemeral=ephemeral)

    async def _say(
        self, answer: ClickAnswer, game: GameRecord | None, message_id: str, /, **args: Any
    ) -> None:
        """An ephemeral answer to the clicker: the initial response if still open."""
        interaction = answer.interaction
        text = self.text(interaction, game, message_id, **args)
        try:
            if not await answer.send(text) and await answer.followable():
                await interaction.followup.send(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not answer interaction %s", interaction.id)

    async def _show_choices(self, interaction: discord.Interaction[Any], game_id: str) -> None:
        """ "Show my choices": the clicker's own prompt, ephemerally. Any version of the button
        will do: it does the same at every version, and the table may lag a secret choice."""
        answer = ClickAnswer(interaction)
        watchdog = asyncio.create_task(
            self._watchdog(answer, ephemeral=True), name=f"ack:{interaction.id}"
        )
        game = await self.bot.store.get(game_id)
        try:
            if game is None:
                raise UserError("error-no-game")
            if self.bot.manager.seat_of(game, interaction.user.id) is None:
                raise UserError("error-not-a-player")
            await self.send_prompt(interaction, game, answer=answer)
        except UserError as error:
            await self._say(answer, game, error.message_id, **error.args_map)
        except discord.HTTPException:
            log.warning("could not show the choices of interaction %s", interaction.id)
        finally:
            await watchdog

    async def _refused(
        self,
        answer: ClickAnswer,
        game_id: str,
        game: GameRecord | None,
        error: UserError,
    ) -> None:
        """The click changed nothing: say why; an outdated prompt is answered with the current
        one when the clicker has something to decide now, else with the reason alone."""
        interaction = answer.interaction
        if error.message_id == "error-out-of-date" and game is not None:
            # The game has moved on since the prompt clicked (and since it was read): again.
            fresh = await self.bot.store.get(game_id) or game
            seat = self.bot.manager.seat_of(fresh, interaction.user.id)
            snap = (
                self.bot.manager.snapshot(fresh, private_for=[seat])
                if seat is not None and fresh.status == "running"
                else None
            )
            if seat is not None and snap is not None and seat in snap.waiting:
                note = self.text(interaction, fresh, "error-out-of-date")
                try:
                    await self.send_prompt(interaction, fresh, note, answer=answer, snap=snap)
                except (UserError, discord.HTTPException):
                    log.exception("stale prompt refresh failed")
                return
            await self._say(answer, fresh, "error-out-of-date-nothing")
            return
        await self._say(answer, game, error.message_id, **error.args_map)

    # ---------------------------------------------------------------- a faulted game's notice

    async def on_fault(
        self, interaction: discord.Interaction[Any], game_id: str, verb: str
    ) -> None:
        """Retry or Abandon on the notice of a game whose saved state does not load
        (:mod:`bot.manager.faults`): for the game's creator and members with Manage Server or
        Manage Channels, the people who may abandon a game; anyone else is told who may.
        The notice itself and the new table say what a Retry or an Abandon did; the clicker is
        answered privately only when the game still does not load."""
        try:
            await interaction.response.defer(ephemeral=True)
        except discord.HTTPException:
            return
        perms = interaction.permissions
        can_manage = bool(perms.manage_guild or perms.manage_channels)
        manager = self.bot.manager
        game = await self.bot.store.get(game_id)
        try:
            if game is None:
                raise UserError("error-no-game")
            if verb == "retry":
                if not await manager.retry(game_id, interaction.user.id, can_manage):
                    await self.reply(interaction, game, "fault-retry-failed")
            elif verb == "abandon":
                await manager.abandon_faulted(game_id, interaction.user.id, can_manage)
        except UserError as error:
            await self.reply(interaction, game, error.message_id, **error.args_map)
        except Exception:
            log.exception("%s of the faulted game %s failed", verb, game_id)
            await self.reply(interaction, game, "error-internal")

    # ---------------------------------------------------------------- lobby clicks

    async def on_lobby(
        self, interaction: discord.Interaction[Any], game_id: str, verb: str
    ) -> None:
        try:
            await interaction.response.defer(ephemeral=True)
        except discord.HTTPException:
            return
        manager = self.bot.manager
        channel_id = interaction.channel_id or 0
        game = await self.bot.store.get(game_id)
        user = interaction.user
        try:
            if game is None or game.channel_id != channel_id:
                raise UserError("error-no-game")
            if verb == "join":
                await manager.join(channel_id, user.id, user.display_name, str(interaction.locale))
            elif verb == "leave":
                await manager.leave(channel_id, user.id)
            elif verb == "ai" or verb.startswith("ai-"):
                await manager.add_ai(channel_id, user.id, verb.partition("-")[2] or "normal")
            elif verb == "start":
                await manager.start(channel_id, user.id)
        except UserError as error:
            await self.reply(interaction, game, error.message_id, **error.args_map)
        except Exception:
            log.exception("lobby %s on game %s failed", verb, game_id)
            await self.reply(interaction, game, "error-internal")
