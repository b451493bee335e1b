""" "Since your last turn" on the host (issue 29): the recap of the player whose turn begins, on
the public table, in the ping, and for a private turn notice.

A **turn** is a wait where one seat decides (not a step where several choose at once). Which
waits belong to one turn is the game's to say (:attr:`bot.games.base.GamePlugin.turn_of`:
Through the Ages' political step, actions and the questions raised in them are one turn of one
nation); a game that says nothing has a turn per wait of one seat (Hadara: each move). When a
turn begins, :meth:`Recaps.update` reads the window of its seat once
(:func:`bot.manager.recaps.window`: one store read per new turn, none for the later table
updates of the same turn) and keeps it with the public recap; the table shows that recap for
the whole turn, followed by the turn's own log lines (:func:`bot.presenter.text.turn_text`).

The table is public: its recap is computed from the **public** events only (never the on-turn
player's private ones), told to the on-turn player ("against you"). The ping repeats its first
lines; :meth:`Recaps.recap_lines` is the seat's own recap (its private events too) for a
private message.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.manager import recaps
from bot.manager.snapshot import Snapshot
from bot.presenter import text
from bot.presenter.base import Shared, log
from bot.store import GameRecord
from rules.core import Msg

JSON = dict[str, Any]
# The ping repeats at most this many lines of the recap (the most important ones come first):
# what a phone's notification shows; the rest is on the table it links to.
PING_LINES = 2


@dataclass
class TurnRecap:
    """The recap of one turn, kept while it lasts."""

    turn: str  # the game's turn key (``turn_of`` of the wait's key, or the key itself)
    seat: int  # whose turn it is
    version: int  # the game's version when its window was read
    window: list[JSON]  # the stored events since the seat's previous turn (private ones too)
    public: list[Msg]  # the recap the public table shows
    # The public events shown on the table since the turn began: the turn's own log lines.
    log: list[JSON] = field(default_factory=list)


class Recaps:
    """The recap of the turn now played in each game (one per game, in this process)."""

    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self._turns: dict[str, TurnRecap] = {}

    def turn(self, snap: Snapshot) -> tuple[str, int] | None:
        """(turn key, seat) when one seat decides in ``snap``; None otherwise (several at once,
        nobody, a game not running)."""
        decision = snap.decision
        if snap.game.status != "running" or decision is None or decision.simultaneous:
            return None
        if len(decision.seats) != 1:
            return None
        turn_of = self.shared.plugin(snap.game).turn_of
        return (turn_of(decision.key) if turn_of is not None else decision.key), decision.seats[0]

    def _same_turn(self, game: GameRecord, kept: TurnRecap, turn: str, seat: int) -> bool:
        """Whether the wait (``turn``, ``seat``) goes on the kept turn: the same key, and the
        same seat unless the game groups several seats' waits into one turn (``turn_of``: a
        defender answering in the attacker's turn)."""
        grouped = self.shared.plugin(game).turn_of is not None
        return kept.turn == turn and (grouped or kept.seat == seat)

    def current(self, snap: Snapshot) -> TurnRecap | None:
        """The kept recap of the turn ``snap`` is in, if any (reads nothing)."""
        found = self.turn(snap)
        kept = self._turns.get(snap.game.id)
        if found is None or kept is None or not self._same_turn(snap.game, kept, *found):
            return None
        return kept

    async def update(self, snap: Snapshot, events: Sequence[Mapping[str, Any]]) -> None:
        """Before the table shows ``snap`` with the public ``events`` of its change: a new turn
        reads its window and computes its public recap (one store read); a later update of the
        same turn adds its events to the turn's log. Never raises: a recap that fails leaves
        the table as it was (its log lines)."""
        game = snap.game
        if game.status != "running":
            self._turns.pop(game.id, None)
            return
        found = self.turn(snap)
        if found is None:
            return
        kept = self.current(snap)
        if kept is not None:
            kept.log.extend(dict(e) for e in events)
            return
        turn, seat = found
        plugin = self.shared.plugin(game)
        try:
            window = await recaps.window(self.shared.store, plugin, game.id, seat)
            public = recaps.recap(plugin, game, window, seat, None)
        except Exception:
            log.exception("the recap of game %s failed", game.id)
            self._turns.pop(game.id, None)
            return
        # What the previous player did is in the recap; a move of the on-turn seat itself (its
        # turn read again after a restart) and a turn without a recap show it as log lines.
        shown = [] if public and snap.mover != seat else [dict(e) for e in events]
        self._turns[game.id] = TurnRecap(turn, seat, game.version, window, public, shown)

    def _kept_now(self, game: GameRecord, seat: int | None = None) -> TurnRecap | None:
        """The kept turn if it is still ``game``'s (its window read since the current wait
        began: an older turn was read before) and, if given, ``seat``'s."""
        kept = self._turns.get(game.id)
        if kept is None or kept.version < game.wait_version:
            return None
        return kept if seat is None or kept.seat == seat else None

    def forget(self, game_id: str) -> None:
        self._turns.pop(game_id, None)

    def ping_lines(self, game: GameRecord, locale: str, mentions: str) -> list[str]:
        """The first lines of the kept public recap, for the ping of its seat's player (when
        ``mentions`` names them); none otherwise."""
        kept = self._kept_now(game)
        if kept is None or not 0 <= kept.seat < len(game.seats):
            return []
        user = game.seats[kept.seat].user_id
        if user is None or f"<@{user}>" not in mentions:
            return []
        t = self.shared.t(locale, game)
        names = text.names_of(game, t)
        return [t.msg(m, names) for m in kept.public[:PING_LINES]]

    async def recap_lines(self, game: GameRecord, seat: int, locale: str) -> list[str]:
        """``seat``'s own recap since its previous turn, in ``locale``: the public events and
        its own private ones (a card it drew, say), for a message only its player sees (a
        turn DM). Reuses the window the table read when it is ``seat``'s turn's, read in the
        current wait (:meth:`_kept_now`); one store read otherwise. Empty when nothing is
        worth telling (or on an error)."""
        plugin = self.shared.plugin(game)
        kept = self._kept_now(game, seat)
        try:
            if kept is not None:
                window = kept.window
            else:
                window = await recaps.window(self.shared.store, plugin, game.id, seat)
            lines = recaps.recap(plugin, game, window, seat, seat)
        except Exception:
            log.exception("the recap of seat %s in game %s failed", seat, game.id)
            return []
        t = self.shared.t(locale, game)
        names = text.names_of(game, t)
        return [t.msg(m, names) for m in lines]
