"""The game protocol every game of the project implements, plus shared building blocks.

The host (the bot) runs games only through :class:`Game`, so nothing game-specific belongs here.
Everything is standard library and deterministic: the random generator's state lives inside
the game state, so a seed plus the action log replays a game exactly.

The hosting contract, beyond playing moves:

* :class:`GameInfo` — static metadata: name, player counts, variants and lobby options with
  their defaults and ranges (:class:`OptionSpec`), like OpenSpiel's registered game types.
* :class:`Decision` — the pending decision: a key (a new key is a new wait for the host's
  timers), who decides, whether the choice is secret and/or simultaneous, and from which
  version each deciding seat's older prompts still count (the game decides, not the host).
* :class:`ActionInfo` — a description of each legal action: a translatable label (:class:`Msg`,
  translated at the edge) and the *path* of groups leading to it, so that a decision with
  hundreds of legal actions is offered as a short chain of choices of at most 25 options each.
* ``describe_event`` — a translatable log line for a stored event.
* ``hidden`` — what a viewer may not see now (for the conformance suite's leak checks).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, Self, TypeVar, Union

JSON = dict[str, Any]

MASK64 = (1 << 64) - 1


class RulesError(Exception):
    """Base class of every error the rules core raises on purpose."""


class IllegalAction(RulesError):
    """An action that is well formed but not allowed now.

    ``reason`` is a stable machine-readable code (see :data:`REASONS`) that the bot translates;
    ``params`` carries the numbers a message may show (for example how many coins are missing).
    """

    def __init__(self, reason: str, detail: str = "", **params: int | str) -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
        self.params: dict[str, int | str] = dict(params)


class MalformedAction(IllegalAction):
    """A string or value that does not even describe an action of this game."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("malformed_action", detail)


class BadData(RulesError):
    """A game data set that does not satisfy its schema."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("; ".join(problems[:5]) + (" …" if len(problems) > 5 else ""))
        self.problems = list(problems)


class BadDump(RulesError):
    """A saved state that cannot be loaded (unknown format, version or data set)."""


# Reason codes shared by all games. Games may add their own; the bot translates each code.
REASONS: tuple[str, ...] = (
    "malformed_action",
    "stale_version",
    "not_your_turn",
    "game_over",
    "wrong_step",
    "unknown_card",
    "unknown_target",
    "not_enough_coins",
    "requirement_not_met",
    "already_chosen",
    "already_taken",
    "limit_reached",
    "no_tile",
    "tile_required",
    "pile_empty",
    "not_owned",
    "not_needed",
)


class Rng:
    """SplitMix64: tiny, fast, and its whole state is one integer that fits in JSON."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & MASK64

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[Any]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]


T = TypeVar("T")
S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for logs and messages.

    ``private_to`` is ``None`` for public events, else the only seat allowed to see it.
    ``data`` holds only JSON-friendly values.
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    private_to: int | None = None

    def visible_to(self, viewer: int | None) -> bool:
        return self.private_to is None or self.private_to == viewer

    def to_json(self) -> JSON:
        out: JSON = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.data:
            out["data"] = dict(self.data)
        if self.private_to is not None:
            out["private_to"] = self.private_to
        return out


def visible_events(events: Sequence[Event], viewer: int | None) -> list[Event]:
    """The events a seat (or a spectator, ``None``) may see."""
    return [e for e in events if e.visible_to(viewer)]


@dataclass(frozen=True, slots=True)
class SeatScore:
    seat: int
    total: int
    categories: Mapping[str, int]
    tiebreak: int


@dataclass(frozen=True, slots=True)
class Result:
    """Final scores: one :class:`SeatScore` per seat, the winners (0-based seats, may share)."""

    scores: tuple[SeatScore, ...]
    winners: tuple[int, ...]

    def to_json(self) -> JSON:
        return {
            "scores": [
                {
                    "seat": s.seat,
                    "total": s.total,
                    "categories": dict(s.categories),
                    "tiebreak": s.tiebreak,
                }
                for s in self.scores
            ],
            "winners": list(self.winners),
        }


# ----------------------------------------------------------------------------------------------
# The hosting contract


@dataclass(frozen=True, slots=True)
class Seat:
    """A reference to a seat inside a :class:`Msg`; the host puts the player's name there."""

    index: int


# A tuple of messages is shown as a list ("A, B, C").
MsgArg = Union[int, str, "Msg", Seat, tuple["Msg", ...]]


@dataclass(frozen=True, slots=True)
class Msg:
    """A text to translate at the edge: a message id of the game's catalogue and its arguments.

    An argument may itself be a :class:`Msg` (a card's name, say), translated first, or a
    :class:`Seat`, replaced by the player's name. ``form`` names an attribute of the message
    (a grammatical case such as ``acc``) for a name inserted where a sentence needs it; the
    host falls back to the message's value when a language has no such attribute.
    """

    id: str
    args: tuple[tuple[str, MsgArg], ...] = ()
    form: str | None = None

    @staticmethod
    def of(message_id: str, /, **args: MsgArg) -> Msg:
        return Msg(message_id, tuple(sorted(args.items())))

    def as_form(self, form: str) -> Msg:
        return Msg(self.id, self.args, form)

    def arg_map(self) -> dict[str, MsgArg]:
        return dict(self.args)

    def to_json(self) -> JSON:
        out: JSON = {"id": self.id}
        if self.args:
            out["args"] = {k: _arg_json(v) for k, v in self.args}
        if self.form:
            out["form"] = self.form
        return out

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Msg:
        args = {str(k): _arg_from_json(v) for k, v in dict(data.get("args") or {}).items()}
        form = data.get("form")
        return Msg(str(data["id"]), tuple(sorted(args.items())), str(form) if form else None)


def _arg_json(value: MsgArg) -> Any:
    if isinstance(value, tuple):
        return {"list": [m.to_json() for m in value]}
    if isinstance(value, Msg):
        return {"msg": value.to_json()}
    if isinstance(value, Seat):
        return {"seat": value.index}
    return value


def _arg_from_json(value: Any) -> MsgArg:
    if isinstance(value, dict):
        if "msg" in value:
            return Msg.from_json(value["msg"])
        if "seat" in value:
            return Seat(int(value["seat"]))
        if "list" in value:
            return tuple(Msg.from_json(m) for m in value["list"])
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (int, str)):
        return value
    return str(value)


OptionValue = int | str | bool


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option a game can be started with.

    ``choices`` lists the allowed values of a choice option (the default among them); an integer
    option has ``minimum`` and ``maximum``; a boolean option has neither. ``lobby`` options are
    offered to players when they open a game; the others are rule switches a game stores in its
    state (provisional rulings, data sets) and keeps at their defaults unless a tool sets them.
    """

    key: str
    default: OptionValue
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    lobby: bool = True

    @property
    def kind(self) -> str:
        if isinstance(self.default, bool):
            return "bool"
        if isinstance(self.default, int):
            return "int"
        return "choice"

    def normalize(self, value: Any) -> OptionValue:
        """``value`` if allowed, clamped when an integer out of range, else the default."""
        kind = self.kind
        if kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "false", "1", "0", "yes", "no"):
                return value.lower() in ("true", "1", "yes")
            if isinstance(value, int):
                return bool(value)
            return self.default
        if kind == "int":
            try:
                number = int(value)
            except (TypeError, ValueError):
                return self.default
            if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
                return self.default
            if self.minimum is not None:
                number = max(self.minimum, number)
            if self.maximum is not None:
                number = min(self.maximum, number)
            return number
        text = str(value) if value is not None else ""
        return text if text in self.choices else self.default


@dataclass(frozen=True, slots=True)
class GameInfo:
    """Static metadata of a game. ``variants[0]`` is the default variant."""

    name: str
    min_players: int
    max_players: int
    variants: tuple[str, ...]
    options: tuple[OptionSpec, ...] = ()

    def option(self, key: str) -> OptionSpec | None:
        return next((o for o in self.options if o.key == key), None)

    def normalize(self, options: Mapping[str, Any]) -> dict[str, OptionValue]:
        """A complete option set: ``variant`` plus every option, unknown keys dropped, values
        out of range replaced by their defaults (or clamped)."""
        variant = options.get("variant")
        out: dict[str, OptionValue] = {
            "variant": variant if variant in self.variants else self.variants[0]
        }
        for spec in self.options:
            out[spec.key] = spec.normalize(options.get(spec.key, spec.default))
        return out


@dataclass(frozen=True, slots=True)
class Decision:
    """The decision a game waits for.

    ``key`` names it: the host starts a new wait (its reminder and replacement timers, its
    prompts) whenever the key changes or a seat joins ``seats``. ``secret``: the deciding seats
    choose privately (the choices reveal what only they may see, and are shown to others only
    once revealed), so the host prompts them in private. ``simultaneous``: every seat in
    ``seats`` decides at once, in any order. ``since[seat]`` is the oldest version whose prompt
    still counts for that seat: a click made on an older prompt of the same decision is still
    applied (another seat's choice does not make it out of date), one made before the seat's
    own last action is not.
    """

    key: str
    seats: tuple[int, ...]
    secret: bool = False
    simultaneous: bool = False
    since: tuple[tuple[int, int], ...] = ()

    def accepts(self, seat: int, version: int, current: int) -> bool:
        """Does a click of ``seat`` made at ``version`` still count at ``current``?"""
        if version == current:
            return True
        if seat not in self.seats or version > current:
            return False
        oldest = dict(self.since).get(seat, current)
        return oldest <= version

    def to_json(self) -> JSON:
        return {
            "key": self.key,
            "seats": list(self.seats),
            "secret": self.secret,
            "simultaneous": self.simultaneous,
            "since": {str(s): v for s, v in self.since},
        }


STYLES: tuple[str, ...] = ("primary", "secondary", "success", "danger")


@dataclass(frozen=True, slots=True)
class ActionInfo:
    """How one legal action is offered to the player.

    ``path`` holds the groups leading to the action, outermost first, each a short ``key``
    (letters, digits, ``-`` and ``.``; at most 12 characters) and a title; the host offers a
    decision as a chain of choices along these paths when it has too many actions for one
    prompt. ``secret``: the label reveals something only the acting seat may see (a card of a
    hidden hand), so it is shown to that seat alone. ``standalone`` actions (pass, end turn)
    always get a button of their own. ``confirm``: a warning the player must read and confirm
    before the action is applied (ending a turn that would cause a famine, say).
    """

    code: str
    label: Msg
    path: tuple[tuple[str, Msg], ...] = ()
    style: str = "secondary"
    standalone: bool = False
    secret: bool = False
    confirm: Msg | None = None


class Game(Protocol, Generic[S, A]):
    """What the host needs from a game. ``S`` is the state type, ``A`` the action type."""

    info: GameInfo

    @property
    def name(self) -> str: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    def new(self, players: int, options: Mapping[str, Any], seed: int) -> S: ...

    def version(self, state: S) -> int: ...

    def to_act(self, state: S) -> list[int]: ...

    def decision(self, state: S) -> Decision | None:
        """The pending decision, ``None`` once the game is over."""
        ...

    def legal_actions(self, state: S, seat: int) -> list[A]: ...

    def describe(self, state: S, seat: int, actions: Sequence[A]) -> list[ActionInfo]:
        """Labels and grouping paths of ``actions`` (legal for ``seat``), each at most once:
        a game may leave out an action that reads and does the same as one it offers (the
        same card in two places), and may order them as its prompts show them."""
        ...

    def describe_event(self, event: Mapping[str, Any]) -> Msg | None:
        """A log line for a stored event (``Event.to_json()``), or None if not worth a line."""
        ...

    def recap(self, events: Sequence[Mapping[str, Any]], viewer: int, players: int) -> list[Msg]:
        """What ``viewer`` missed since its previous turn, for the turn's announcement:
        ``events`` are the stored events since then (the host passes those the viewer may see;
        a recap drops any other itself), condensed into at most :data:`RECAP_LINES` messages,
        most important first (:func:`capped`). ``players``: the number of seats."""
        ...

    def apply(
        self, state: S, seat: int, action: A, expected_version: int | None = None
    ) -> list[Event]: ...

    def view(self, state: S, seat: int | None) -> JSON: ...

    def hidden(self, state: S, viewer: int | None) -> frozenset[str]:
        """Identifiers of everything ``viewer`` may not see now (cards in other hands, deck
        order…), as they would appear in views and event data; the conformance suite checks
        that none reaches that viewer."""
        ...

    def is_over(self, state: S) -> bool: ...

    def result(self, state: S) -> Result | None: ...

    def dump(self, state: S) -> str: ...

    def load(self, text: str) -> S:
        """Parse :meth:`dump` output of this or an earlier release (:class:`BadDump` if not)."""
        ...

    def data_version(self, state: S) -> str:
        """The data set (cards, boards) ``state`` plays with, as a fingerprint that
        :meth:`with_data` finds again; ``""`` for a game without a data set."""
        ...

    def with_data(self, version: str) -> Game[S, A]:
        """This game with the data set ``version`` (a :meth:`data_version`) for :meth:`new`, so
        that an exported game can be replayed from its seed; :class:`BadDump` if this release
        does not have that data set."""
        ...

    def encode_action(self, action: A) -> str: ...

    def decode_action(self, text: str) -> A: ...


class CodedAction(Protocol):
    """An action that writes itself as text (its class reads it back: :class:`ActionCodec`)."""

    def encode(self) -> str: ...


AC = TypeVar("AC", bound=CodedAction)
AC_co = TypeVar("AC_co", bound=CodedAction, covariant=True)


class ActionCodec(Protocol[AC_co]):
    """The action class of a game, read as the decoder of what its actions encode."""

    def decode(self, text: str) -> AC_co: ...


class Versioned(Protocol):
    """A state that counts its changes (``version``, checked by ``expected_version``)."""

    @property
    def version(self) -> int: ...


SV = TypeVar("SV", bound=Versioned)


# ----------------------------------------------------------------------------------------------
# Recaps: what a player missed since its previous turn (issue 29)

RECAP_LINES = 8  # at most this many lines, the last one "and N more" when some are left out


def event_visible(event: Mapping[str, Any], viewer: int | None) -> bool:
    """:meth:`Event.visible_to` for a stored event (``Event.to_json()``)."""
    private_to = event.get("private_to")
    return private_to is None or private_to == viewer


def visible_stored(
    events: Sequence[Mapping[str, Any]], viewer: int | None
) -> list[Mapping[str, Any]]:
    """The stored events ``viewer`` may see (the host's rule; a recap applies it again)."""
    return [e for e in events if event_visible(e, viewer)]


def capped(lines: Sequence[Msg], more: Callable[[int], Msg], limit: int = RECAP_LINES) -> list[Msg]:
    """``lines`` (most important first) cut to ``limit``: the last kept line becomes
    ``more(n)``, the message saying that ``n`` lines were left out."""
    if len(lines) <= limit:
        return list(lines)
    return [*lines[: limit - 1], more(len(lines) - limit + 1)]


def nested_msgs(message: Msg) -> Iterator[Msg]:
    """``message`` and every message in its arguments, depth first (a recap's card names…)."""
    yield message
    for _, value in message.args:
        if isinstance(value, Msg):
            yield from nested_msgs(value)
        elif isinstance(value, tuple):
            for item in value:
                yield from nested_msgs(item)


def plain_recap(
    events: Sequence[Mapping[str, Any]],
    viewer: int,
    describe: Callable[[Mapping[str, Any]], Msg | None],
    limit: int = RECAP_LINES,
) -> list[Msg]:
    """The recap of a game that writes none of its own: the log lines of the last ``limit``
    events ``viewer`` may see, oldest first."""
    found = [describe(e) for e in visible_stored(events, viewer)]
    lines = [m for m in found if m is not None]
    return lines[-limit:] if limit > 0 else []


class GameAdapter(Generic[SV, AC]):
    """What the adapters of :class:`Game` share: ``name`` and the player counts read from
    ``info``, the state's own ``version``, and actions coded by themselves (``encode()``) and
    their class (``actions.decode``). A game sets ``info`` and ``actions`` and writes the rest."""

    info: GameInfo
    actions: ActionCodec[AC]

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def min_players(self) -> int:
        return self.info.min_players

    @property
    def max_players(self) -> int:
        return self.info.max_players

    def version(self, state: SV) -> int:
        return state.version

    def encode_action(self, action: AC) -> str:
        return action.encode()

    def decode_action(self, text: str) -> AC:
        return self.actions.decode(text)

    def out_of_turn(self, state: SV, seat: int) -> bool:
        """Is what ``seat`` is asked now a question out of its own turn (an attack to answer,
        a bid in another player's auction)? The host lets the AI replacement answer such a
        question at once for a player away with the ``answers`` policy, while their own
        turns wait. By default a game never asks out of turn."""
        return False

    # Standing answers (:class:`StandingAnswers`): by default a game has none.

    def standing_kinds(self) -> tuple[StandingKind, ...]:
        """The kinds of answers given in advance a player may leave (none by default)."""
        return ()

    def normalize_standing(
        self, answers: Any, players: int | None = None
    ) -> dict[str, StandingAnswer]:
        """Stored standing answers (any JSON) with what this release refuses dropped."""
        return normalize_standing(self.standing_kinds(), answers, players)

    def standing_answer(
        self, state: SV, seat: int, answers: Mapping[str, StandingAnswer]
    ) -> AC | None:
        """The action ``seat``'s standing answers give for the question it faces now, always
        one of its legal actions, or None when none covers it (the host waits, or the AI
        replacement plays). It depends only on what ``seat`` may see."""
        return None

    def describe_standing(self, answer: StandingAnswer) -> Msg | None:
        """A line describing a stored answer, for the player's own settings."""
        return None

    def standing_note(self, seat: int) -> Msg | None:
        """The log's mark of an action taken by ``seat``'s standing answer ("answered in
        advance")."""
        return None

    def recap(self, events: Sequence[Mapping[str, Any]], viewer: int, players: int) -> list[Msg]:
        """What ``viewer`` missed since its previous turn: by default the last log lines it may
        see (:func:`plain_recap`); a game writes a condensed one of its own."""
        describe: Callable[[Mapping[str, Any]], Msg | None] | None = getattr(
            self, "describe_event", None
        )
        return plain_recap(events, viewer, describe) if describe is not None else []


class NoData:
    """The data set handling of a game without one: every state's data version is ``""``, and
    :meth:`with_data` accepts only that."""

    def data_version(self, state: object) -> str:
        return ""

    def with_data(self, version: str) -> Self:
        if version:
            raise BadDump(f"{type(self).__name__} has no data set, not {version!r}")
        return self


class PinnedData:
    """The data set handling of a game with one (cards, boards): new games use the current data
    set (``data``, a path; None for the bundled one) unless the game is pinned to a released
    one by its fingerprint (``pinned``, see :meth:`with_data`). A game writes
    :meth:`current_fingerprint` and :meth:`find_data`."""

    def __init__(self, data: str | None = None, pinned: str | None = None) -> None:
        self._data = data
        self._pinned = pinned

    def current_fingerprint(self) -> str:
        """The fingerprint of the data set :meth:`new` uses."""
        raise NotImplementedError

    def find_data(self, version: str) -> None:
        """Check that this release has the data set ``version`` (:class:`BadDump` if not)."""
        raise NotImplementedError

    def with_data(self, version: str) -> Self:
        """This game with the data set ``version`` for ``new`` (the current one or a released
        one); :class:`BadDump` when this release does not have it."""
        if version == self.current_fingerprint():
            return self
        self.find_data(version)
        return type(self)(self._data, pinned=version)


# ----------------------------------------------------------------------------------------------
# Standing answers: a player's answers given in advance to questions asked out of their turn


StandingAnswer = JSON  # {"kind": <StandingKind.id>, <param key>: <value>, ...}

PARAM_KINDS: tuple[str, ...] = ("int", "bool", "choice", "seats")


@dataclass(frozen=True, slots=True)
class StandingParam:
    """One parameter of a standing answer, for a settings UI to offer and for validation.

    ``kind``: ``int`` (``minimum``..``maximum``), ``bool``, ``choice`` (one of ``choices``) or
    ``seats`` (a list of distinct seat indices of the game, other than the player's own).
    """

    key: str
    kind: str
    default: Any
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()

    def normalize(self, value: Any, players: int | None = None) -> Any:
        """``value`` as stored, or None when it is not an allowed value (out of range, wrong
        type, unknown choice, a seat the game does not have)."""
        if self.kind == "bool":
            return value if isinstance(value, bool) else None
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                return None
            if self.minimum is not None and value < self.minimum:
                return None
            if self.maximum is not None and value > self.maximum:
                return None
            return value
        if self.kind == "choice":
            return value if isinstance(value, str) and value in self.choices else None
        if self.kind == "seats":
            if not isinstance(value, (list, tuple)):
                return None
            seats: list[int] = []
            for item in value:
                if isinstance(item, bool) or not isinstance(item, int) or item < 0:
                    return None
                if players is not None and item >= players:
                    return None
                if item not in seats:
                    seats.append(item)
            return sorted(seats)
        return None


@dataclass(frozen=True, slots=True)
class StandingKind:
    """A kind of standing answer a game offers: ``id`` (stored as the answer's ``kind``), the
    ``question`` it answers (one answer per question: a player's answers are a mapping from
    question to answer) and its parameters. ``label`` is the message id naming the kind in
    the game's catalogue (the game's ``describe_standing`` describes a stored answer)."""

    id: str
    question: str
    label: str
    params: tuple[StandingParam, ...] = ()

    def normalize(self, answer: Any, players: int | None = None) -> StandingAnswer | None:
        """The stored form of ``answer`` (missing parameters take their defaults, unknown keys
        are dropped), or None when it is not an answer of this kind or a value is not
        allowed."""
        if not isinstance(answer, Mapping) or answer.get("kind") != self.id:
            return None
        out: StandingAnswer = {"kind": self.id}
        for param in self.params:
            value = param.normalize(answer.get(param.key, param.default), players)
            if value is None:
                return None
            out[param.key] = value
        return out


def normalize_standing(
    kinds: Sequence[StandingKind], answers: Any, players: int | None = None
) -> dict[str, StandingAnswer]:
    """A player's stored standing answers (``{question: answer}``) with everything this
    release does not accept dropped: unknown questions or kinds, a kind stored under another
    question, bad parameters, JSON that is not a mapping at all. Never raises."""
    if not isinstance(answers, Mapping):
        return {}
    by_id = {k.id: k for k in kinds}
    out: dict[str, StandingAnswer] = {}
    for question, answer in answers.items():
        if not isinstance(question, str) or not isinstance(answer, Mapping):
            continue
        kind = by_id.get(str(answer.get("kind")))
        if kind is None or kind.question != question:
            continue
        stored = kind.normalize(answer, players)
        if stored is not None:
            out[question] = stored
    return out


S_contra = TypeVar("S_contra", contravariant=True)
A_co = TypeVar("A_co", covariant=True)


class StandingAnswers(Protocol[S_contra, A_co]):
    """The optional part of a game that applies answers given in advance (see
    :class:`GameAdapter` for the defaults: a game without standing answers)."""

    def standing_kinds(self) -> tuple[StandingKind, ...]: ...

    def normalize_standing(
        self, answers: Any, players: int | None = None
    ) -> dict[str, StandingAnswer]: ...

    def standing_answer(
        self, state: S_contra, seat: int, answers: Mapping[str, StandingAnswer]
    ) -> A_co | None: ...

    def describe_standing(self, answer: StandingAnswer) -> Msg | None: ...

    def standing_note(self, seat: int) -> Msg | None: ...
