"""One click, as one value from the Discord handler to its answer.

The click handler (:mod:`bot.interactions`) makes a :class:`Click` saying where the click was
made and how to answer it; the manager fills in what it found while applying it (the record it
read under the game's lock, the clicker's seat, the action as its button said it, whether the
clicker's decision goes on) and hands it, inside the snapshot of the move, to the presenter,
which answers it: with the new table (a click on the table), the clicker's next picture or
"✅ <choice>" (a DM), or "✅ <choice>" (a private prompt). The handler reads the same object
afterwards (a refusal is told in the game's language; a decision that goes on on a private
prompt shows its next step). No callbacks, no shared lists.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.store import GameRecord
from rules.core import ActionInfo

if TYPE_CHECKING:
    from bot.manager.snapshot import Snapshot

# Where a click was made.
TABLE = "table"  # the table message in the game's channel
DM = "dm"  # the player's decision DM (or another prompt in their DMs)
PRIVATE = "private"  # a message only the clicker sees (an ephemeral prompt)


@dataclass
class Click:
    """A player's click on its way to its answer (see the module doc).

    Set by the handler: ``where`` (:data:`TABLE`, :data:`DM` or :data:`PRIVATE`), ``answer``
    (the presenter's answer to the interaction, :class:`bot.presenter.ClickAnswer`, which the
    manager passes on untouched), ``locale`` (the clicker's Discord locale), ``owner`` (the
    click was on that user's own table menu, which no one else may use) and ``dm_channel`` (the
    DM channel of a click on a DM message, which may become the seat's decision DM).

    Set by the manager: ``code`` (the action's code), ``game`` (the record as read under the
    game's lock, before the move; None if there was none), ``seat``, ``chosen`` (the action as
    described before it was applied), ``saved`` (the record after the move), ``goes_on`` (the
    clicker still decides the same decision: a secret answer given in several steps) and
    ``snap`` (the snapshot of the move, which carries this click to the presenter).
    """

    where: str = TABLE
    answer: Any = None
    locale: str | None = None
    owner: int | None = None
    dm_channel: int | None = None
    code: str = ""
    game: GameRecord | None = None
    seat: int | None = None
    chosen: ActionInfo | None = None
    saved: GameRecord | None = None
    goes_on: bool = False
    snap: Snapshot | None = None
    # Wall-clock times for the latency probe (bot.latency; 0.0 while it is off): the handler
    # began, the manager got the game's lock.
    received: float = 0.0
    locked: float = 0.0
