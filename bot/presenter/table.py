"""The live table message of each game: queued updates, merged per game, and answering the
click that led to one with the table itself.

One task per game renders and edits the table; snapshots that arrive while it is busy are
merged into its next update (their log lines are kept; the newest snapshot is shown). A
``quiet`` change (a secret choice while others still choose) is held back for
``QUIET_HOLD_SECONDS`` and then shown with whatever else came meanwhile. Under the store lock
``table:<id>`` a snapshot older than what another process has already shown is skipped, so
processes sharing a database never leave an older table on top of a newer one. Once an update
has gone out (and the private prompts of the versions it shows), the version is marked shown.
The click on the table that led to an update (:meth:`bot.presenter.answers.ClickAnswers.expect`)
is answered by it: the new table is the click's one callback.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import io
import os
import signal
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot import latency
from bot.manager.snapshot import Snapshot
from bot.notify import away_note
from bot.presenter import text
from bot.presenter.answers import ClickAnswers
from bot.presenter.base import NO_MENTIONS, Shared, log, table_file_name
from bot.presenter.recaps import Recaps
from bot.ui import layout

# A secret choice that leaves the rest of the wait as it was (the table only loses a name from
# its list of who is still choosing) is shown this much later, together with whatever else
# comes meanwhile: choices made within this time of each other, or the one that ends the wait,
# cost one table update. Long enough to span the choices of one round as people make them
# (seconds to tens of seconds apart: 0.4 s merged almost none, 15 s about half), so that a
# round of secret choices usually costs one table edit instead of one per player — a quarter
# of Hadara's moves are such choices, and every table edit is a request Discord's global rate
# limit counts and an image every viewer downloads — and bounded, so that "still choosing" is
# right again within half a minute when someone is slow (docs/scale.md). The chooser sees
# their choice at once in their own DM.
QUIET_HOLD_SECONDS = 30.0
# Fault injection for the end-to-end suite only: with TABLETOP_FAULT=kill-before-table the
# process kills itself (SIGKILL) just before the first table edit that shows a saved move —
# the window between saving a move and showing it (tests/e2e/test_e2e_games.py).
FAULT = os.environ.get("TABLETOP_FAULT", "")


@dataclass
class _Pending:
    """What the next table update of a game shows."""

    snap: Snapshot
    events: list[dict[str, Any]] = field(default_factory=list)
    # Set when the private prompts (and result message) of the snapshots merged here are out.
    sent: list[asyncio.Event] = field(default_factory=list)
    # When the newest snapshot merged here was queued (the latency probe's clock, bot.latency).
    queued: float = 0.0


def _merge(target: dict[str, _Pending], game_id: str, new: _Pending) -> None:
    """Fold ``new`` into the game's pending update: the newer snapshot is shown, every log line
    is kept (oldest first), every prompt is waited for."""
    old = target.get(game_id)
    if old is None:
        target[game_id] = new
        return
    if old.snap.version <= new.snap.version:
        merged = _Pending(new.snap, [*old.events, *new.events], [*old.sent, *new.sent], new.queued)
    else:  # an older snapshot arriving late: its log lines come first
        merged = _Pending(old.snap, [*new.events, *old.events], [*old.sent, *new.sent], old.queued)
    if (old.snap.repost or new.snap.repost) and not merged.snap.repost:
        merged.snap = dataclasses.replace(merged.snap, repost=True)  # posted anew all the same
    target[game_id] = merged


class TableQueue:
    """The table message of each game: its queue of updates, one task per game showing them."""

    def __init__(self, shared: Shared, clicks: ClickAnswers, recaps: Recaps | None = None) -> None:
        self.shared = shared
        # The clicks on the table that an update answers.
        self.clicks = clicks
        # The recap of the turn played in each game, which the table shows while it lasts.
        self.recaps = recaps if recaps is not None else Recaps(shared)
        self._pending: dict[str, _Pending] = {}
        self._table_tasks: dict[str, asyncio.Task[None]] = {}
        self._held: dict[str, _Pending] = {}
        self._quiet: dict[str, asyncio.TimerHandle] = {}

    def queue(self, snap: Snapshot, sent: asyncio.Event) -> None:
        """Queue an update of the game's table showing ``snap``; returns at once."""
        public = [e for e in snap.events if e.get("private_to") is None]
        game_id = snap.game.id
        new = _Pending(snap, public, [sent], latency.now())
        hold = self.hold(snap) if snap.quiet else 0.0
        _merge(self._held if hold > 0 else self._pending, game_id, new)
        if hold > 0:
            if game_id not in self._quiet:
                loop = asyncio.get_running_loop()
                self._quiet[game_id] = loop.call_later(hold, self._kick, game_id)
            return
        self._kick(game_id)

    def hold(self, snap: Snapshot) -> float:
        """Seconds a quiet change of this game is held back: its plugin's ``quiet_hold``, else
        :data:`QUIET_HOLD_SECONDS`; 0 shows it at once."""
        hold = self.shared.plugin(snap.game).quiet_hold
        return QUIET_HOLD_SECONDS if hold is None else hold

    def _kick(self, game_id: str) -> None:
        """Starts showing the game's table (with any held-back change) unless already busy."""
        handle = self._quiet.pop(game_id, None)
        if handle is not None:
            handle.cancel()
        held = self._held.pop(game_id, None)
        if held is not None:
            _merge(self._pending, game_id, held)
        task = self._table_tasks.get(game_id)
        if (task is None or task.done()) and game_id in self._pending:
            self._table_tasks[game_id] = asyncio.create_task(
                self._table_loop(game_id), name=f"table:{game_id}"
            )

    def show_held(self) -> None:
        """Shows the held-back changes of every game now."""
        for game_id in list(self._quiet):
            self._kick(game_id)

    def busy(self) -> list[asyncio.Task[None]]:
        """The tasks showing tables now."""
        return list(self._table_tasks.values())

    def task(self, game_id: str) -> asyncio.Task[None] | None:
        """The task showing the game's table now, if any."""
        return self._table_tasks.get(game_id)

    async def _table_loop(self, game_id: str) -> None:
        try:
            while (pending := self._pending.pop(game_id, None)) is not None:
                try:
                    await self._update_table(pending)
                except Exception:
                    log.exception("table update of game %s failed", game_id)
        finally:
            if self._table_tasks.get(game_id) is asyncio.current_task():
                del self._table_tasks[game_id]

    async def _update_table(self, pending: _Pending) -> None:
        snap = pending.snap
        game = snap.game
        times = {"queued": pending.queued, "start": latency.now()}
        async with self.shared.store.lock(f"table:{game.id}"):
            times["locked"] = latency.now()
            if not snap.repost and await self.shared.store.shown_version(game.id) >= snap.version:
                return  # this or a newer version is on the table already (another process)
            if FAULT == "kill-before-table" and snap.mover is not None:
                os.kill(os.getpid(), signal.SIGKILL)
            how = await self._show_table(snap, pending.events, times)
            if how is None:
                return
        if pending.queued:
            latency.mark("table", game.id, snap.version, **times, sent=latency.now(), how=how)
        # Marked shown once the prompts of the versions shown here are out too.
        for sent in pending.sent:
            await sent.wait()
        await self.shared.store.mark_shown(game.id, snap.version)

    async def _show_table(
        self, snap: Snapshot, events: Sequence[Mapping[str, Any]], times: dict[str, float]
    ) -> str | None:
        """Edit (or post) the table message; once it is in the channel, by which request
        (``answer``, ``token``, ``bot`` or ``post``, see :mod:`bot.latency`), else None.
        ``times`` gets the moment the picture was ready (``rendered``) for the probe."""
        game = snap.game
        locale = self.shared.game_locale(game)
        try:
            # A new turn's recap (one store read) is read while the picture is drawn.
            png, _ = await asyncio.gather(
                self.shared.table_png(snap, locale), self.recaps.update(snap, events)
            )
        except Exception:
            log.exception("rendering the table of game %s failed", game.id)
            return None
        times["rendered"] = latency.now()
        if game.status == "finished":
            self.shared.pool.forget_game(game.id)
            self.recaps.forget(game.id)
        content = self.table_content(snap, events, locale)
        try:
            view = self.table_view(snap, locale)
        except Exception:
            log.exception("the table buttons of game %s failed", game.id)
            view = None
        # The version in the file name lets a reader (and the load script) tell updates apart.
        name = table_file_name(game.version, png)
        if not snap.repost and await self._answer_with_table(snap, content, png, name, view):
            return "answer"
        channel = self.shared.channel(game.channel_id)
        old = game.table_message_id if snap.repost else None
        try:
            if game.table_message_id and not snap.repost:
                # With a recent click's token on the table when there is one (not counted by
                # Discord's global rate limit), else with the bot's own.
                if await self.shared.tokens.edit(
                    game.table_message_id,
                    content=content,
                    attachments=[discord.File(io.BytesIO(png), name)],
                    view=view,
                ):
                    return "token"
                try:
                    await channel.get_partial_message(game.table_message_id).edit(  # type: ignore[attr-defined]
                        content=content,
                        attachments=[discord.File(io.BytesIO(png), name)],
                        view=view,
                    )
                    return "bot"
                except discord.NotFound:
                    pass
            file = discord.File(io.BytesIO(png), name)
            extra: dict[str, Any] = {} if view is None else {"view": view}
            message = await channel.send(
                content=content, file=file, allowed_mentions=NO_MENTIONS, **extra
            )
            game.table_message_id = message.id
            await self.remember_table(game.id, message.id)
            if old and old != message.id:
                # The old table keeps its picture only.
                with contextlib.suppress(discord.HTTPException):
                    await channel.get_partial_message(old).edit(view=None)  # type: ignore[attr-defined]
            return "post"
        except discord.HTTPException:
            log.exception("table message of game %s failed", game.id)
            return None

    async def _answer_with_table(
        self,
        snap: Snapshot,
        content: str,
        png: bytes,
        name: str,
        view: discord.ui.View | None,
    ) -> bool:
        """Shows the table as the answer to the click that led to it, if that click is still
        unanswered and was made on the table message."""
        game = snap.game
        answer = self.clicks.table_answer(game)
        if answer is None:
            return False
        if answer.message_id is None or answer.message_id != game.table_message_id:
            return False
        try:
            return await answer.update(
                content=content, attachments=[discord.File(io.BytesIO(png), name)], view=view
            )
        except discord.HTTPException as error:
            log.info("answering a click with the table of game %s failed: %s", game.id, error)
            return False

    async def remember_table(self, game_id: str, message_id: int) -> None:
        """A new table message: later edits go there (read fresh under the game's lock, so that
        nothing newer is undone)."""
        try:
            async with self.shared.store.lock(f"game:{game_id}"):
                fresh = await self.shared.store.get(game_id)
                if fresh is not None:
                    fresh.table_message_id = message_id
                    await self.shared.store.update(fresh)
        except Exception:
            log.exception("could not save the table message of game %s", game_id)

    # ---------------------------------------------------------------- what the table carries

    def table_view(self, snap: Snapshot, locale: str) -> discord.ui.View | None:
        """The components on the table: the acting player's choices; a menu per player while
        several choose in public at once; "show my choices" while they choose in secret (or
        for choices only the player may see); none when no human is to act."""
        game = snap.game
        if game.status != "running":
            return None
        humans = snap.humans_waiting
        if not humans:
            return None
        t = self.shared.t(locale, game)
        if snap.secret:
            return self.shared.components(game, layout.show_choices_row(t))
        if len(snap.waiting) == 1:
            seat = humans[0]
            public = snap.public_choices(seat)
            # Choices only the player may see are a click away; undo and end stay in place.
            show = [layout.show_choice(t)] if snap.has_secret_choices(seat) or not public else []
            return self.shared.components(
                game, self.shared.prompt_rows(game, public, locale, extra=show)
            )
        # Several players choose in public at once: each gets a menu of their own here.
        seats = [
            (
                int(game.seats[s].user_id or 0),
                text.seat_name(game, s, t),
                self.shared.choices(game, snap.public_choices(s), locale),
            )
            for s in humans
        ]
        return self.shared.components(game, layout.seat_rows(seats, t))

    def table_content(
        self, snap: Snapshot, events: Sequence[Mapping[str, Any]], locale: str
    ) -> str:
        """The table's text: the title, whose move it is (or who answers in secret), the end's
        winner and scores; then, during a turn whose recap is kept (:mod:`bot.presenter.recaps`),
        that recap and the turn's own log lines, else the log lines of ``events``."""
        game = snap.game
        t = self.shared.t(locale, game)
        title = t(
            "table-title",
            progress=self.shared.progress(snap, locale),
            **self.shared.game_args(game, locale),
        )
        head = f"**{title}**"
        waiting = snap.waiting
        if waiting and game.status == "running":
            if not snap.secret:
                who = ", ".join(text.mention(game, s, t) for s in waiting)
                head += "\n" + t("prompt-your-move", mentions=who)
                if len(waiting) > 1:
                    head += "\n" + t("table-menus")
            else:
                head += "\n" + "\n".join(text.secret_lines(self.shared.plugin(game), snap, t))
        elif game.status == "finished":
            # The end names the winner(s) and the final scores (the image may not).
            winners = text.winners_line(game, t)
            if winners:
                head += "\n" + winners
            scores = text.score_lines(game, t)
            if scores:
                head += "\n" + " · ".join(scores)
        head += away_note(game, self.shared.users, self.shared.clock(), t)
        plugin = self.shared.plugin(game)
        names = text.names_of(game, t)
        turn = self.recaps.current(snap)
        if turn is not None:
            return text.turn_text(
                head,
                [t.msg(m, names) for m in turn.public],
                t("table-recap", player=names[turn.seat]),
                text.log_lines(plugin, turn.log, names, t),
                t("table-recap-now"),
            )
        body = text.log_text(plugin, events, names, t)
        return (head + ("\n" + body if body else ""))[: text.MAX_CONTENT]
