"""The complete (secret-holding) state of a Through the Ages game, and its versioned JSON form.

Nothing outside the rules core reads this directly: the host gets views (:mod:`rules.tta.views`).
The state is mutable on purpose (the engine changes it in place, which keeps simulations fast);
:func:`dump`/:func:`load` give value semantics where they are needed.

What is stored and what is derived (T-3.7): only physical facts are state — where each card
is, how many yellow and blue tokens lie where, counters (culture, science), spent action tokens.
Strength, culture/science rates, happy faces, action maxima, urban and hand limits are always
recomputed from the cards in play (:mod:`rules.tta.derived`), never stored.

Card instances. Every civil or military card dealt into a game gets an instance id
``<card id>#<copy>`` (``iron#2``), so that a hidden card (a deck, a military hand) never shares
an identifier with a visible copy of the same card. The six technologies printed on the nation
card (T-3.1) are copy 0 (``agriculture#0``) in every nation.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any

from rules import saves
from rules.core import BadDump, OptionValue, Rng
from rules.tta import nation

FORMAT = "tta-state"
FORMAT_VERSION = 2

# Format 1 recorded the SHA-256 of the bytes of ``cards.json``; format 2 records the content
# fingerprint (:func:`rules.saves.fingerprint` of the JSON document). The byte fingerprints of
# the released card data, with the content fingerprint of the same data (archived under
# ``data/released/``): a76db98 up to 6daf1d8 shipped the same ``cards.json``.
LEGACY_FINGERPRINTS: dict[str, str] = {
    "6759783ef53da1e159a91a9bd5a45e605ce6962111a97990c87e2bb119ad8940": "3cd46fd2cd2dc27d",
}


def _format_1_to_2(raw: dict[str, Any]) -> dict[str, Any]:
    """The card data is named by its content fingerprint instead of the SHA-256 of the file's
    bytes (a known released file maps through ``LEGACY_FINGERPRINTS``; another one stays as it
    was, and the game finds it when it runs with that very file)."""
    old = str(raw["data_fingerprint"])
    raw["data_fingerprint"] = LEGACY_FINGERPRINTS.get(old, old)
    return raw


MIGRATIONS = saves.Migrations("Through the Ages", FORMAT_VERSION, {1: _format_1_to_2})


def card_id(instance: str) -> str:
    """The card id of an instance id (``iron#2`` -> ``iron``)."""
    return instance.partition("#")[0]


@dataclass(slots=True)
class HandCard:
    """A civil card in hand and the turn number it was taken (T-6.2.4: action cards wait)."""

    inst: str
    taken: int

    def to_json(self) -> list[Any]:
        return [self.inst, self.taken]


@dataclass(slots=True)
class Frame:
    """A pending decision on the stack (T-22 #19): a seat other than the one on turn, or the
    one on turn in a sub-step, must answer before play goes on.

    ``kind``: ``event`` (a choice offered by an Age A event; ``choices`` lists the answers),
    ``discard``, ``bid``, ``force``, ``pact``, ``pick``, ``split``, ``agree`` (see
    :mod:`rules.tta.frames`; their choices are computed from the state, ``choices`` stays
    empty).
    ``since``: the version at which the frame was pushed (its prompts count from then).
    ``data``: what a later frame kind needs to remember (a bid to beat, the attacker…),
    JSON-friendly values only.
    """

    kind: str
    seat: int
    card: str = ""
    choices: tuple[str, ...] = ()
    since: int = 0
    serial: int = 0
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "card": self.card,
            "choices": list(self.choices),
            "since": self.since,
            "serial": self.serial,
            "data": dict(sorted(self.data.items())),
        }

    @staticmethod
    def from_json(raw: dict[str, Any]) -> Frame:
        return Frame(
            kind=str(raw["kind"]),
            seat=int(raw["seat"]),
            card=str(raw.get("card", "")),
            choices=tuple(str(c) for c in raw.get("choices", ())),
            since=int(raw.get("since", 0)),
            serial=int(raw.get("serial", 0)),
            data=dict(raw.get("data") or {}),
        )


@dataclass(slots=True)
class War:
    """A declared war waiting for its resolution at the declarer's next turn (T-15.9)."""

    inst: str
    attacker: int
    defender: int
    turn: int  # the turn (state.turn) in which it was declared

    def to_json(self) -> list[Any]:
        return [self.inst, self.attacker, self.defender, self.turn]


@dataclass(slots=True)
class Pact:
    """A pact in force (T-15.8): laid out by ``owner``; ``a``/``b`` are the seats on the
    letters A and B (the owner is one of them)."""

    inst: str
    owner: int
    a: int
    b: int

    def to_json(self) -> list[Any]:
        return [self.inst, self.owner, self.a, self.b]

    def partner(self, seat: int) -> int:
        return self.b if seat == self.a else self.a


@dataclass(slots=True)
class Player:
    seat: int
    # Yellow tokens (T-3.2): bank, unused workers (pool), workers per technology card id.
    yellow_bank: int = nation.YELLOW_BANK_START
    pool: int = nation.START_POOL
    workers: dict[str, int] = field(default_factory=dict)
    # Blue tokens (T-3.3): bank, tokens per farm/mine card id, tokens on the unfinished wonder.
    blue_bank: int = nation.BLUE_TOKENS
    tokens: dict[str, int] = field(default_factory=dict)
    # Cards: technologies in play (instances; the current government among them), the leader
    # in play, the wonder under construction and its built stages, completed wonders.
    techs: list[str] = field(default_factory=list)
    government: str = ""  # instance
    leader: str = ""  # instance, "" = none
    wonder: str = ""  # instance under construction, "" = none
    stages: int = 0  # stages of ``wonder`` built (each holds one blue token)
    wonders: list[str] = field(default_factory=list)  # completed, in order
    replaced: list[str] = field(default_factory=list)  # governments/special techs covered
    leader_ages: list[int] = field(default_factory=list)  # T-6.2.1: ages of leaders taken
    hand: list[HandCard] = field(default_factory=list)  # civil hand (public in TTA)
    military: list[str] = field(default_factory=list)  # military hand (secret)
    colonies: list[str] = field(default_factory=list)
    tactic: str = ""
    # Counters.
    culture: int = 0
    science: int = 0
    # Action tokens this turn (T-7.2.3): spent counts; maxima are derived. ``ca_temp`` and
    # ``ma_temp`` are one-turn extra tokens (T-7.2.4); ``pool_*`` the military discount pool
    # (T-7.4.2) granted by action cards this turn and what was used of every pool.
    ca_spent: int = 0
    ma_spent: int = 0
    ca_temp: int = 0
    ma_temp: int = 0
    pool_bonus: int = 0
    pool_used: int = 0
    revolution: bool = False  # a revolution this turn: only military actions remain
    civil_used: int = 0  # civil actions performed this turn (Breakthrough's revolution)
    # Extra tokens taken from the common bank by cards in effect (colonies, blue techs; not the
    # easier variant's token, which belongs to the nation for the whole game), kept so that
    # the conservation checks and the "target minus current" rule (T-10.1.3) have a reference.
    extra_yellow: int = 0
    extra_blue: int = 0
    last_maintenance: dict[str, int] = field(default_factory=dict)
    # Advanced and full games.
    # Tokens that changed owner outside card effects (wars, events, the end of an age, a
    # colony's shortfall forgiven): they keep the conservation checks exact (T-3.2, T-3.3).
    yellow_delta: int = 0
    blue_delta: int = 0
    ravaged: list[str] = field(default_factory=list)  # wonders turned by Ravages of Time
    lose_ca: int = 0  # Rebellion: civil actions lost at the next turn (T-22 #36)
    skip_political: bool = False  # International Agreement (T-22 #37)
    skip_discard: bool = False  # Development of Politics
    columbus_used: bool = False  # T-22 #25
    trade_used: bool = False  # Trade Routes Agreement, once per own turn
    free_pop_used: bool = False  # Ocean Liner Service's increase, once per own turn
    holds_token: int = -1  # milder combat (T-19.2): whose attack token this nation holds
    token_used: bool = False  # ... and whether it attacked that nation this turn
    acted: bool = False  # an action of this nation's own turn was applied
    resigned: int = 0  # order of resignation (1 = first), 0 = in the game

    def clone(self) -> Player:
        """An independent copy (for previews: what maintenance would do)."""
        return copy.deepcopy(self)


@dataclass(slots=True)
class TtaState:
    players_n: int
    options: dict[str, OptionValue]
    seed: int
    rng: Rng
    players: list[Player]
    data_fingerprint: str = ""
    version: int = 0
    start: int = 0  # the start player (T-4.1.4)
    round: int = 1
    turn: int = 0  # turns begun so far (1 = the start player's first turn)
    current: int = 0  # the seat on turn
    # refill | wars | political | post_political | actions | after_turn | over: the steps of
    # a turn (T-5.3); automatic steps run in engine._advance, the others wait for the nation.
    phase: str = "actions"
    age: int = 0  # age of the civil cards being dealt into the row (0 = A)
    row: list[str] = field(default_factory=lambda: [""] * nation.ROW_SLOTS)
    civil_decks: dict[int, list[str]] = field(default_factory=dict)  # top = end of list
    military_decks: dict[int, list[str]] = field(default_factory=dict)
    military_discards: dict[int, list[str]] = field(default_factory=dict)
    events: list[str] = field(default_factory=list)  # simple game: the Age A events, top = end
    current_events: list[str] = field(default_factory=list)  # advanced/full (M2)
    future_events: list[str] = field(default_factory=list)
    past_events: list[str] = field(default_factory=list)
    boxed: list[str] = field(default_factory=list)  # out of the game for good, seen
    box_unseen: list[str] = field(default_factory=list)  # boxed without being revealed
    pending: list[Frame] = field(default_factory=list)  # top = end of list
    frames_pushed: int = 0
    last_round: bool = False  # the final deck ran out: this round is the last (T-17.1.1)
    end_round: int = 0  # the round after which the game ends (0 = not known yet)
    final_events: list[str] = field(default_factory=list)  # Age III events scored at the end
    gradual: list[str] = field(default_factory=list)  # face-down gradual-reveal events (T-19.4)
    prepared: dict[str, int] = field(default_factory=dict)  # event instance -> preparer
    wars: list[War] = field(default_factory=list)
    pacts: list[Pact] = field(default_factory=list)
    final_categories: list[str] = field(default_factory=list)
    final_scores: dict[str, list[int]] = field(default_factory=dict)
    wait_since: int = 0  # version at which the current wait began
    actions_applied: int = 0
    # Undo within a turn (rules/tta/undo.py): the state after the last action that cannot be
    # taken back, the seat that may take back actions since, and their codes.
    undo_point: str | UndoPoint = ""
    undo_seat: int = -1
    undo_actions: list[str] = field(default_factory=list)
    # Not saved (issue 31): False in a simulation whose seats never take an action back (the
    # computer players' games and playouts): no undo point is taken (:data:`NO_POINT`).
    takes_points: bool = field(default=True, compare=False, repr=False)

    def order_from(self, seat: int) -> list[int]:
        n = self.players_n
        return [(seat + i) % n for i in range(n)]

    def position(self, seat: int) -> int:
        """Places after the start player (0 = the start player)."""
        return (seat - self.start) % self.players_n

    def in_game(self, seat: int) -> bool:
        return self.players[seat].resigned == 0

    def active_order(self, seat: int) -> list[int]:
        """Seats still in the game in turn order from ``seat`` (T-18: resigned nations leave)."""
        return [s for s in self.order_from(seat) if self.players[s].resigned == 0]

    def count_for_rules(self) -> int:
        """The player count the player-count rules use (T-22 #27)."""
        if self.options.get("resignation_player_count", "remaining") == "original":
            return self.players_n
        return max(1, sum(1 for p in self.players if p.resigned == 0))


# --------------------------------------------------------------------------------------------
# JSON


def _player_json(p: Player) -> dict[str, Any]:
    return {
        "seat": p.seat,
        "yellow_bank": p.yellow_bank,
        "pool": p.pool,
        "workers": dict(p.workers),
        "blue_bank": p.blue_bank,
        "tokens": dict(p.tokens),
        "techs": list(p.techs),
        "government": p.government,
        "leader": p.leader,
        "wonder": p.wonder,
        "stages": p.stages,
        "wonders": list(p.wonders),
        "replaced": list(p.replaced),
        "leader_ages": list(p.leader_ages),
        "hand": [h.to_json() for h in p.hand],
        "military": list(p.military),
        "colonies": list(p.colonies),
        "tactic": p.tactic,
        "culture": p.culture,
        "science": p.science,
        "ca_spent": p.ca_spent,
        "ma_spent": p.ma_spent,
        "ca_temp": p.ca_temp,
        "ma_temp": p.ma_temp,
        "pool_bonus": p.pool_bonus,
        "pool_used": p.pool_used,
        "revolution": p.revolution,
        "civil_used": p.civil_used,
        "extra_yellow": p.extra_yellow,
        "extra_blue": p.extra_blue,
        "last_maintenance": dict(p.last_maintenance),
        "yellow_delta": p.yellow_delta,
        "blue_delta": p.blue_delta,
        "ravaged": list(p.ravaged),
        "lose_ca": p.lose_ca,
        "skip_political": p.skip_political,
        "skip_discard": p.skip_discard,
        "columbus_used": p.columbus_used,
        "trade_used": p.trade_used,
        "free_pop_used": p.free_pop_used,
        "holds_token": p.holds_token,
        "token_used": p.token_used,
        "acted": p.acted,
        "resigned": p.resigned,
    }


def to_json(state: TtaState) -> dict[str, Any]:
    """The state as a JSON tree of fresh lists and mappings; its keys are put in order when
    it is encoded (:func:`encode`), so the mappings here are copied as they are."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "data_fingerprint": state.data_fingerprint,
        "players_n": state.players_n,
        "options": dict(state.options),
        "seed": state.seed,
        "rng": state.rng.state,
        "version": state.version,
        "start": state.start,
        "round": state.round,
        "turn": state.turn,
        "current": state.current,
        "phase": state.phase,
        "age": state.age,
        "row": list(state.row),
        "civil_decks": {str(k): list(v) for k, v in state.civil_decks.items()},
        "military_decks": {str(k): list(v) for k, v in state.military_decks.items()},
        "military_discards": {str(k): list(v) for k, v in state.military_discards.items()},
        "events": list(state.events),
        "current_events": list(state.current_events),
        "future_events": list(state.future_events),
        "past_events": list(state.past_events),
        "boxed": list(state.boxed),
        "box_unseen": list(state.box_unseen),
        "pending": [f.to_json() for f in state.pending],
        "frames_pushed": state.frames_pushed,
        "last_round": state.last_round,
        "end_round": state.end_round,
        "final_events": list(state.final_events),
        "gradual": list(state.gradual),
        "prepared": dict(state.prepared),
        "wars": [w.to_json() for w in state.wars],
        "pacts": [x.to_json() for x in state.pacts],
        "final_categories": list(state.final_categories),
        "final_scores": {k: list(v) for k, v in state.final_scores.items()},
        "wait_since": state.wait_since,
        "actions_applied": state.actions_applied,
        "undo_point": point_text(state.undo_point, state),
        "undo_seat": state.undo_seat,
        "undo_actions": list(state.undo_actions),
        "players": [_player_json(p) for p in state.players],
    }


def dump(state: TtaState) -> str:
    """Canonical JSON: the same state always gives the same text."""
    return encode(to_json(state))


def encode(tree: dict[str, Any]) -> str:
    """The canonical text of a :func:`to_json` tree."""
    return json.dumps(tree, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class UndoPoint:
    """An undo point (:mod:`rules.tta.undo`) held as the state's :func:`to_json` tree and
    encoded the first time its text is read (a dump of the state, an undo): most points are
    replaced before anyone reads them. The tree shares nothing mutable with the state it was
    taken from (every list and mapping of :func:`to_json` is a copy; a point is taken with no
    frame pending). Its text is the eager dump's, so saved states are unchanged.

    :data:`POINT_HERE` (issue 31) is a point not taken yet: the state as it is now. The engine
    takes it (:func:`take_point`) before the first action that could leave it standing; a dump
    takes it too, from the state being dumped."""

    __slots__ = ("_text", "_tree")

    def __init__(self, tree: dict[str, Any] | None) -> None:
        self._tree: dict[str, Any] | None = tree
        self._text = ""

    @property
    def text(self) -> str:
        if self._tree is not None:
            self._text = encode(self._tree)
            self._tree = None
        elif self is POINT_HERE:
            raise ValueError("an undo point not taken yet: read it with point_text(point, state)")
        elif self is NO_POINT:
            raise ValueError("no undo point is taken in this simulation (takes_points=False)")
        return self._text

    def __eq__(self, other: object) -> bool:
        if self is POINT_HERE or other is POINT_HERE or self is NO_POINT or other is NO_POINT:
            return self is other
        if isinstance(other, UndoPoint):
            return self.text == other.text
        return isinstance(other, str) and self.text == other

    __hash__ = None  # type: ignore[assignment]


# The point "this state, as it is now" (see :class:`UndoPoint`); never changed.
POINT_HERE = UndoPoint(None)
# The point a simulation did not take (``TtaState.takes_points`` False): reading it raises.
NO_POINT = UndoPoint(None)


def point_tree(state: TtaState) -> dict[str, Any]:
    """The :func:`to_json` tree of ``state`` without its own undo history (points never nest)."""
    saved = (state.undo_point, state.undo_seat, state.undo_actions)
    state.undo_point, state.undo_seat, state.undo_actions = "", -1, []
    try:
        return to_json(state)
    finally:
        state.undo_point, state.undo_seat, state.undo_actions = saved


def take_point(state: TtaState) -> UndoPoint | str:
    """``state.undo_point``, taken now if it was :data:`POINT_HERE` (then kept in the state)."""
    if state.undo_point is POINT_HERE:
        state.undo_point = UndoPoint(point_tree(state))
    return state.undo_point


def point_text(point: str | UndoPoint, state: TtaState | None = None) -> str:
    """A point's text; ``state``: the state holding it (needed if the point is not taken yet)."""
    if point is POINT_HERE:
        if state is None or state.undo_point is not POINT_HERE:
            raise ValueError("an undo point not taken yet is read with the state holding it")
        point = take_point(state)
    return point.text if isinstance(point, UndoPoint) else point


def _player_from(raw: dict[str, Any]) -> Player:
    return Player(
        seat=int(raw["seat"]),
        yellow_bank=int(raw["yellow_bank"]),
        pool=int(raw["pool"]),
        workers={str(k): int(v) for k, v in raw["workers"].items()},
        blue_bank=int(raw["blue_bank"]),
        tokens={str(k): int(v) for k, v in raw["tokens"].items()},
        techs=[str(t) for t in raw["techs"]],
        government=str(raw["government"]),
        leader=str(raw["leader"]),
        wonder=str(raw["wonder"]),
        stages=int(raw["stages"]),
        wonders=[str(w) for w in raw["wonders"]],
        replaced=[str(r) for r in raw["replaced"]],
        leader_ages=[int(a) for a in raw["leader_ages"]],
        hand=[HandCard(str(i), int(t)) for i, t in raw["hand"]],
        military=[str(m) for m in raw["military"]],
        colonies=[str(c) for c in raw["colonies"]],
        tactic=str(raw["tactic"]),
        culture=int(raw["culture"]),
        science=int(raw["science"]),
        ca_spent=int(raw["ca_spent"]),
        ma_spent=int(raw["ma_spent"]),
        ca_temp=int(raw["ca_temp"]),
        ma_temp=int(raw["ma_temp"]),
        pool_bonus=int(raw["pool_bonus"]),
        pool_used=int(raw["pool_used"]),
        revolution=bool(raw["revolution"]),
        civil_used=int(raw["civil_used"]),
        extra_yellow=int(raw["extra_yellow"]),
        extra_blue=int(raw["extra_blue"]),
        last_maintenance={str(k): int(v) for k, v in raw["last_maintenance"].items()},
        # Fields added with the advanced game: a simple-game dump without them still loads.
        yellow_delta=int(raw.get("yellow_delta", 0)),
        blue_delta=int(raw.get("blue_delta", 0)),
        ravaged=[str(w) for w in raw.get("ravaged", [])],
        lose_ca=int(raw.get("lose_ca", 0)),
        skip_political=bool(raw.get("skip_political", False)),
        skip_discard=bool(raw.get("skip_discard", False)),
        columbus_used=bool(raw.get("columbus_used", False)),
        trade_used=bool(raw.get("trade_used", False)),
        free_pop_used=bool(raw.get("free_pop_used", False)),
        holds_token=int(raw.get("holds_token", -1)),
        token_used=bool(raw.get("token_used", False)),
        acted=bool(raw.get("acted", False)),
        resigned=int(raw.get("resigned", 0)),
    )


def load(text: str) -> TtaState:
    """Parse :func:`dump` output of this or an earlier release (older formats are migrated
    through :data:`MIGRATIONS`). The state names its card data (``data_fingerprint``); the game
    (:class:`rules.tta.game.Tta`) finds that data set, current or archived."""
    try:
        raw = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise BadDump(f"not JSON: {exc}") from exc
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise BadDump("not a Through the Ages state")
    raw = MIGRATIONS.upgrade(raw)
    try:
        options: dict[str, OptionValue] = {}
        for key, value in raw["options"].items():
            if not isinstance(value, (bool, int, str)):
                raise BadDump(f"bad option value {key}={value!r}")
            options[str(key)] = value
        return TtaState(
            players_n=int(raw["players_n"]),
            options=options,
            seed=int(raw["seed"]),
            rng=Rng(int(raw["rng"])),
            players=[_player_from(p) for p in raw["players"]],
            data_fingerprint=str(raw["data_fingerprint"]),
            version=int(raw["version"]),
            start=int(raw["start"]),
            round=int(raw["round"]),
            turn=int(raw["turn"]),
            current=int(raw["current"]),
            phase=str(raw["phase"]),
            age=int(raw["age"]),
            row=[str(c) for c in raw["row"]],
            civil_decks={int(k): [str(c) for c in v] for k, v in raw["civil_decks"].items()},
            military_decks={int(k): [str(c) for c in v] for k, v in raw["military_decks"].items()},
            military_discards={
                int(k): [str(c) for c in v] for k, v in raw["military_discards"].items()
            },
            events=[str(c) for c in raw["events"]],
            current_events=[str(c) for c in raw["current_events"]],
            future_events=[str(c) for c in raw["future_events"]],
            past_events=[str(c) for c in raw["past_events"]],
            boxed=[str(c) for c in raw["boxed"]],
            box_unseen=[str(c) for c in raw["box_unseen"]],
            pending=[Frame.from_json(f) for f in raw["pending"]],
            frames_pushed=int(raw["frames_pushed"]),
            last_round=bool(raw["last_round"]),
            end_round=int(raw.get("end_round", 0)),
            final_events=[str(c) for c in raw.get("final_events", [])],
            gradual=[str(c) for c in raw.get("gradual", [])],
            prepared={str(k): int(v) for k, v in raw.get("prepared", {}).items()},
            wars=[War(str(i), int(a), int(d), int(t)) for i, a, d, t in raw.get("wars", [])],
            pacts=[Pact(str(i), int(o), int(a), int(b)) for i, o, a, b in raw.get("pacts", [])],
            final_categories=[str(c) for c in raw.get("final_categories", [])],
            final_scores={str(k): [int(x) for x in v] for k, v in raw["final_scores"].items()},
            wait_since=int(raw["wait_since"]),
            actions_applied=int(raw["actions_applied"]),
            undo_point=str(raw.get("undo_point", "")),
            undo_seat=int(raw.get("undo_seat", -1)),
            undo_actions=[str(c) for c in raw.get("undo_actions", [])],
        )
    except BadDump:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise BadDump(f"damaged state: {exc!r}") from exc
