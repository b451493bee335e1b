"""What changed, for the presenter: built once by the manager after a change is saved.

Updates flow one way: the manager loads the game once, applies the move, saves it and builds a
:class:`Snapshot` from the state it already holds (who decides now, asked of the rules once
per move; one public view, one private view per seat to be shown their decision in private,
each waiting human's choices described once); the presenter, the timers and the AI seats take
the decision from there, and the presenter never reads the game back. A move made by a click
carries that click (:class:`bot.manager.click.Click`) to the presenter, which answers it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.manager.click import Click
from bot.store import GameRecord
from rules.core import ActionInfo, Decision, Event, Game, Msg

JSON = dict[str, Any]

# A log entry the host adds (never saved with a move's events): the move after it was made by
# the seat's answers given in advance (``{"kind": STANDING_NOTE, "seat": <seat>}``; its line
# is the game's ``standing_note``).
STANDING_NOTE = "answered_in_advance"


def standing_note(seat: int) -> JSON:
    return {"kind": STANDING_NOTE, "seat": seat}


@dataclass(frozen=True)
class Snapshot:
    """One version of a game as the presenter shows it.

    ``public``: the spectator view (the table). ``decision``: who decides now (None when over
    or in a lobby). ``choices``: every waiting human seat's legal actions, described.
    ``private``: the seats' own views for those who get their picture of the decision
    privately now (every waiting human when a secret decision begins: a new DM each; in a
    public decision, those whose decision begins now or whose choices the change altered: their
    decision DM is edited), the only place their secrets travel. ``events``: what the
    change did (``Event.to_json()``; private events included, the presenter keeps the public
    ones). ``new_wait``: a new wait began (prompts and pings go out). ``mover``: who acted
    (None for a start or a re-show). ``quiet``: a secret choice that changed nothing public but
    the list of who is still choosing (its table update may wait a moment). ``titles``: what is
    asked of each waiting human, in a few words ("Alice attacks you"), for the games that say
    it (see :func:`prompt_title`). ``repost``: the table goes out as a new message, even at a
    version already shown (a game that loads again after a fault). ``click``: the click
    that made this move, for the presenter to answer (None for other moves and re-shows).
    ``answered``: waiting human seats whose answers given in advance answer this decision at
    once (:mod:`bot.manager.standing`): they are not pinged, get no prompt and no menu (they
    are left out of ``humans_waiting``).
    """

    game: GameRecord
    public: JSON
    decision: Decision | None
    choices: Mapping[int, Sequence[ActionInfo]] = field(default_factory=dict)
    private: Mapping[int, JSON] = field(default_factory=dict)
    events: Sequence[JSON] = ()
    new_wait: bool = False
    mover: int | None = None
    quiet: bool = False
    titles: Mapping[int, Msg] = field(default_factory=dict)
    # Post the table as a new message at the bottom of the channel (the old one keeps its
    # picture only), even if this version was shown before: a game going on after a fault.
    repost: bool = False
    click: Click | None = None
    answered: frozenset[int] = frozenset()

    @property
    def version(self) -> int:
        return self.game.version

    @property
    def waiting(self) -> tuple[int, ...]:
        return self.decision.seats if self.decision is not None else ()

    @property
    def humans_waiting(self) -> list[int]:
        return [s for s in self.waiting if self.game.seats[s].ai is None and s not in self.answered]

    @property
    def secret(self) -> bool:
        return self.decision is not None and self.decision.secret

    def public_choices(self, seat: int) -> list[ActionInfo]:
        """The seat's choices that may be shown on the public table."""
        return [c for c in self.choices.get(seat, ()) if not c.secret]

    def has_secret_choices(self, seat: int) -> bool:
        return any(c.secret for c in self.choices.get(seat, ()))


def prompt_title(rules: Game[Any, Any], state: Any, seat: int) -> Msg | None:
    """What ``seat`` is asked now, as the game puts it in a few words, or None. A game says it
    with an optional ``prompt_title(state, seat) -> Msg | None`` (not part of the required
    protocol: a game without it gets the host's generic heading)."""
    method = getattr(rules, "prompt_title", None)
    if method is None:
        return None
    title = method(state, seat)
    return title if isinstance(title, Msg) else None


def build(
    rules: Game[Any, Any],
    game: GameRecord,
    state: Any,
    events: Sequence[Event] = (),
    *,
    decision: Decision | None = None,
    new_wait: bool = False,
    mover: int | None = None,
    quiet: bool = False,
    private_for: Sequence[int] = (),
    repost: bool = False,
    click: Click | None = None,
    answered: frozenset[int] = frozenset(),
    answered_by: int | None = None,
) -> Snapshot:
    """The snapshot of ``state`` (already saved as ``game``): who decides (``decision``, as
    the manager asked the rules once for this version; asked here when not given), one public
    view, the choices of the waiting humans, and the private views of ``private_for``.
    ``answered``: see :class:`Snapshot`; ``answered_by``: the seat whose answers given in
    advance made this move (its events are headed by a :data:`STANDING_NOTE` entry when one
    of them is public)."""
    if game.status != "running":
        decision = None
    elif decision is None:
        decision = rules.decision(state)
    choices: dict[int, list[ActionInfo]] = {}
    titles: dict[int, Msg] = {}
    if decision is not None:
        for seat in decision.seats:
            if 0 <= seat < len(game.seats) and game.seats[seat].ai is None:
                choices[seat] = rules.describe(state, seat, rules.legal_actions(state, seat))
                if (title := prompt_title(rules, state, seat)) is not None:
                    titles[seat] = title
    return Snapshot(
        game=game,
        public=rules.view(state, None),
        decision=decision,
        choices=choices,
        private={seat: rules.view(state, seat) for seat in private_for},
        events=_noted([e.to_json() for e in events], answered_by),
        new_wait=new_wait,
        mover=mover,
        quiet=quiet,
        titles=titles,
        repost=repost,
        click=click,
        answered=answered,
    )


def _noted(events: list[JSON], answered_by: int | None) -> list[JSON]:
    if answered_by is None or not any(e.get("private_to") is None for e in events):
        return events
    return [standing_note(answered_by), *events]
