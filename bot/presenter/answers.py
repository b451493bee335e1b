"""Answering each click once: the click a snapshot carries (:mod:`bot.manager.click`) is
answered by what shows it.

A click on the table is answered by the table update that shows its move (the table queue asks
:meth:`ClickAnswers.table_answer` for it); one on a DM prompt by the refresh of the clicker's
decision DM (the prompts part asks :meth:`ClickAnswers.dm_answer`) or, when nothing refreshes
it, by "✅ <choice>" in place of the prompt; one on a private prompt by "✅ <choice>" (or, when
the clicker's decision goes on there, by its next step, which the click handler shows). The
click handler forgets (:meth:`ClickAnswers.forget`, :meth:`ClickAnswers.release_dm`) what no
update took, and its watchdog defers what nothing answered in time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.manager.click import DM, PRIVATE, TABLE, Click
from bot.manager.snapshot import Snapshot
from bot.presenter.base import Background, Shared, log
from bot.presenter.clicks import ClickAnswer
from bot.store import GameRecord

if TYPE_CHECKING:
    from bot.presenter.prompts import Prompts


class ClickAnswers:
    """The clicks waiting for the update that answers them, and the "✅ <choice>" answers."""

    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        # Set by the presenter: the decision DMs, which a DM click may adopt or tidy.
        self.prompts: Prompts
        # game id -> (version saved, answer) of a click on the table the next update may answer
        self._table: dict[str, tuple[int, ClickAnswer]] = {}
        # (game_id, seat) -> (version saved, answer, chosen label) of a click on a DM prompt
        # that the presenter answers (see expect_dm)
        self._dm: dict[tuple[str, int], tuple[int, ClickAnswer, str]] = {}
        self.background = Background()

    def take(self, snap: Snapshot) -> None:
        """The click that made ``snap`` (:class:`bot.manager.click.Click`) is answered by what
        shows it: a click on the table by the table update, one on a DM by the refresh of the
        decision DM or "✅ <choice>", one on a private prompt by "✅ <choice>" (or, when the
        clicker's decision goes on there, by its next step, which the click handler shows)."""
        click = snap.click
        if click is None or click.answer is None or click.seat is None:
            return
        game = snap.game
        if click.where == TABLE:
            self.expect(game.id, game.version, click.answer)
            return
        if click.where == PRIVATE and click.goes_on:
            return
        label = self.chosen_label(game, click)
        if click.where == DM:
            self.expect_dm(game.id, click.seat, game.version, click.answer, label, click.dm_channel)
        else:
            self.answer_chosen(click.answer, label)

    def chosen_label(self, game: GameRecord, click: Click) -> str:
        """The action clicked, as its button said it, in the clicker's language."""
        if click.chosen is None:
            return click.code
        shared = self.shared
        locale = shared.catalog.pick(click.locale, shared.game_locale(game))
        return shared.choices(game, [click.chosen], locale)[0].label

    # ---------------------------------------------------------------- clicks on the table

    def expect(self, game_id: str, version: int, answer: ClickAnswer) -> None:
        """A click on the table was saved at ``version``: the table update showing it may be
        its answer."""
        self._table[game_id] = (version, answer)

    def table_answer(self, game: GameRecord) -> ClickAnswer | None:
        """The click on the game's table that the update showing ``game`` answers, if any
        (taken: nothing else answers it then)."""
        pending = self._table.get(game.id)
        if pending is None or pending[0] > game.version:
            return None
        del self._table[game.id]
        return pending[1]

    def moved_at_table(self, snap: Snapshot) -> bool:
        """Was ``snap`` made by a human's click on the table message, in a game whose turns
        are played there (``GamePlugin.table_turns``) and a decision that is not secret?"""
        pending = self._table.get(snap.game.id)
        return (
            pending is not None
            and pending[0] == snap.version
            and snap.mover is not None
            and not snap.secret
            and self.shared.plugin(snap.game).table_turns
        )

    def forget(self, game_id: str, answer: ClickAnswer) -> None:
        """The click has been handled: no later table update answers it."""
        pending = self._table.get(game_id)
        if pending is not None and pending[1] is answer:
            del self._table[game_id]

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
        if answer.message_id is not None and channel_id is not None:
            self.prompts.adopt(game_id, seat, channel_id, answer.message_id)
        self._dm[(game_id, seat)] = (version, answer, chosen)

    def dm_answer(self, game_id: str, seat: int) -> tuple[int, ClickAnswer, str] | None:
        """The seat's DM click that its next picture answers, if any (taken)."""
        return self._dm.pop((game_id, seat), None)

    def take_dm_answer(self, snap: Snapshot) -> None:
        """The mover's DM click that led to ``snap`` is answered by the refresh of their
        decision DM when there is one; otherwise now, with "✅ <choice>"."""
        mover = snap.mover
        if mover is None:
            return
        pending = self._dm.get((snap.game.id, mover))
        if pending is None or pending[0] > snap.version:
            return
        # Refreshed in place: a public decision DM, or the next step of the same secret answer.
        in_place = not (snap.secret and snap.new_wait)
        refreshed = in_place and mover in snap.private and snap.game.status == "running"
        if not refreshed:
            del self._dm[(snap.game.id, mover)]
            self.tick(snap.game.id, mover, pending[1], pending[2])

    def release_dm(self, game_id: str, seat: int | None, answer: ClickAnswer) -> None:
        """The click has been handled: if nothing answered it yet, "✅ <choice>" does."""
        if seat is None:
            return
        pending = self._dm.get((game_id, seat))
        if pending is not None and pending[1] is answer:
            del self._dm[(game_id, seat)]
            self.tick(game_id, seat, answer, pending[2])

    def answer_chosen(self, answer: ClickAnswer, chosen: str) -> None:
        """A click on a private prompt (not a DM) was saved: show what was chosen there."""
        self.background.spawn(self._chosen(answer, chosen))

    def tick(self, game_id: str, seat: int, answer: ClickAnswer, chosen: str) -> None:
        """The DM prompt clicked has served its purpose: "✅ <choice>", without buttons."""
        if answer.message_id is not None:
            self.prompts.tidied(game_id, seat, answer.message_id)
        self.background.spawn(self._chosen(answer, chosen))

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
