"""Through the Ages actions: small value objects with a compact, stable string codec.

A code is ``kind`` followed by its arguments, joined by ``.``; it uses only ``[A-Za-z0-9.]`` and
is at most 40 characters, so it fits in a Discord custom_id behind the bot's prefix. Cards in a
hand are named by their 0-based position in that hand (sequential turns: a code is only ever
read at the version it was offered for), buildings and units by a *building code*: a type letter
and the card's level, e.g. ``L1`` = the level-I lab technology (Alchemy), ``I0`` = Warriors.

::

    take.<slot>                 take the card in row slot 1-13 (T-6)
    pop                         increase population (T-8.1)
    pop.free                    Ocean Liner Service: the increase without a civil action
    build.<b>                   build a farm/mine/urban building (CA) or a unit (MA) (T-8.2, T-9.1)
    upg.<b>.<b>                 upgrade a building (CA) or unit (MA) (T-8.4, T-9.2)
    dest.<b>                    destroy a building (CA) or disband a unit (MA) (T-8.5, T-9.3)
    wonder.<n>                  build n stages of the wonder under construction (T-8.6)
    play.<h>                    play hand card h: leader, technology (peaceful change for a
                                government), or an action card without a target (T-8.7-T-8.9)
    play.<h>.<b>                an action card that builds (Rich Land, Ideal Building Site)
    play.<h>.<b>.<b>            an action card that upgrades (Efficient Upgrade)
    play.<h>.<h2>               Breakthrough playing the technology at hand position h2
    play.<h>.<h2>.rev           Breakthrough carrying out a revolution (T-10.3.1)
    rev.<h>                     revolution to the government at hand position h (T-10.3.1)
    barb.<b>                    Frederick Barbarossa: a new worker straight into a unit (T-8.11)
    end                         end the turn (maintenance follows)
    undo                        take back the last action of this turn (rules/tta/undo.py)
    ev.<choice>                 answer a pending event question: food, res, yes, no

Advanced and full games (military hand positions ``m`` 0-99, seats ``s`` 0-3)::

    prep.<m>                    political action: prepare an event or territory (T-15.4.1)
    agg.<m>.<s>                 political action: play an aggression against seat s (T-15.7)
    war.<m>.<s>                 political action: declare a war on seat s (T-15.9)
    pact.<m>.<s>.<a|b>          political action: offer a pact to seat s, taking role A or B
    cancel.<k>                  political action: cancel the k-th pact in force (T-15.8.5)
    col.<m>                     Columbus: lay a territory from hand as a colony (T-22 #25)
    nopol                       no political action this turn
    resign                      resign (T-18)
    tac.<m>                     play a tactic (1 MA, T-9.4)
    draw                        continuous-draw variant: a military card for 1 MA (T-19.3)
    trade                       Trade Routes Agreement: swap 1 food / 1 resource (ruling R15)
    disc.<m>                    discard a military card down to the hand limit (T-15.2)
    bid.<n> / pass              colonization auction: bid n, or drop out (T-15.6.1)
    sac.<b> / card.<m>          add a unit / a bonus card to a force; done / reset
    accept / refuse             answer a pact offer
    pick.<b> | pick.c<k> | pick.w<k> | pick.s<k>
                                choose a building/unit, a colony, a wonder, a special tech
    split.<n>                   split a food/resource total: n food, the rest resources
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rules.core import MalformedAction

# Building codes: one letter per building/unit type (T-2.1.2, T-10.6).
TYPE_LETTER: dict[str, str] = {
    "farm": "F",
    "mine": "M",
    "temple": "T",
    "lab": "L",
    "arena": "A",
    "library": "B",
    "theater": "H",
    "infantry": "I",
    "cavalry": "C",
    "artillery": "R",
    "air_force": "X",
}
LETTER_TYPE: dict[str, str] = {v: k for k, v in TYPE_LETTER.items()}
EVENT_CHOICES: tuple[str, ...] = ("food", "res", "yes", "no")

_B = r"[FMTLABHICRX][0-3]"
_H = r"[0-9]|1[0-9]"
_M = r"(?:[0-9]|[1-9][0-9])"
_PATTERNS: dict[str, re.Pattern[str]] = {
    "take": re.compile(r"take\.(?:[1-9]|1[0-3])"),
    "pop": re.compile(r"pop(?:\.free)?"),
    "build": re.compile(rf"build\.{_B}"),
    "upg": re.compile(rf"upg\.{_B}\.{_B}"),
    "dest": re.compile(rf"dest\.{_B}"),
    "wonder": re.compile(r"wonder\.[1-4]"),
    "play": re.compile(rf"play\.(?:{_H})(?:\.{_B}(?:\.{_B})?|\.(?:{_H})(?:\.rev)?)?"),
    "rev": re.compile(rf"rev\.(?:{_H})"),
    "barb": re.compile(rf"barb\.{_B}"),
    "end": re.compile(r"end"),
    "ev": re.compile(r"ev\.(?:food|res|yes|no)"),
    "prep": re.compile(rf"prep\.{_M}"),
    "agg": re.compile(rf"agg\.{_M}\.[0-3]"),
    "war": re.compile(rf"war\.{_M}\.[0-3]"),
    "pact": re.compile(rf"pact\.{_M}\.[0-3]\.[ab]"),
    "cancel": re.compile(r"cancel\.[0-9]"),
    "col": re.compile(rf"col\.{_M}"),
    "nopol": re.compile(r"nopol"),
    "resign": re.compile(r"resign"),
    "tac": re.compile(rf"tac\.{_M}"),
    "draw": re.compile(r"draw"),
    "trade": re.compile(r"trade"),
    "disc": re.compile(rf"disc\.{_M}"),
    "bid": re.compile(r"bid\.(?:[1-9][0-9]{0,2})"),
    "pass": re.compile(r"pass"),
    "sac": re.compile(rf"sac\.{_B}"),
    "card": re.compile(rf"card\.{_M}"),
    "done": re.compile(r"done"),
    "reset": re.compile(r"reset"),
    "accept": re.compile(r"accept"),
    "refuse": re.compile(r"refuse"),
    "pick": re.compile(rf"pick\.(?:{_B}|[cws][0-9])"),
    "split": re.compile(r"split\.(?:0|[1-9][0-9]?)"),
    "undo": re.compile(r"undo"),
}


@dataclass(frozen=True, slots=True)
class Action:
    """One move: ``kind`` and its string arguments (see the module docstring)."""

    kind: str
    args: tuple[str, ...] = ()
    # The code, joined once (an action is immutable); not part of equality or the repr.
    code: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", ".".join((self.kind, *self.args)))

    def encode(self) -> str:
        return self.code

    @staticmethod
    def decode(text: str) -> Action:
        if not isinstance(text, str) or not text or len(text) > 40:
            raise MalformedAction("empty or overlong action code")
        kind = text.split(".", 1)[0]
        pattern = _PATTERNS.get(kind)
        if pattern is None or pattern.fullmatch(text) is None:
            raise MalformedAction(f"not a Through the Ages action: {text!r}")
        parts = text.split(".")
        return Action(parts[0], tuple(parts[1:]))

    def __str__(self) -> str:
        return self.encode()


def building_code(tech_type: str, level: int) -> str:
    return f"{TYPE_LETTER[tech_type]}{level}"


def parse_building(code: str) -> tuple[str, int]:
    return LETTER_TYPE[code[0]], int(code[1])


# Actions are immutable, so the legal-action sweeps share one instance per code (issue 31):
# built once, looked up after. Bounded: emptied when full (a few hundred codes exist).
_SHARED: dict[tuple[str, tuple[str, ...]], Action] = {}
_SHARED_SIZE = 4096


def of(kind: str, args: tuple[str, ...] = ()) -> Action:
    """``Action(kind, args)``, shared with every other caller asking for the same one."""
    key = (kind, args)
    a = _SHARED.get(key)
    if a is None:
        if len(_SHARED) >= _SHARED_SIZE:
            _SHARED.clear()
        a = _SHARED[key] = Action(kind, args)
    return a


_BY_CODE: dict[str, Action] = {}


def split(code: str) -> Action:
    """The action of an already valid ``code`` (no check: codes the engine itself made)."""
    a = _BY_CODE.get(code)
    if a is None:
        if len(_BY_CODE) >= _SHARED_SIZE:
            _BY_CODE.clear()
        parts = code.split(".")
        a = _BY_CODE[code] = of(parts[0], tuple(parts[1:]))
    return a


# One argument, without building a key tuple per call (the sweeps ask for the same few
# hundred actions again and again): kind -> argument -> the shared action.
_ONE: dict[str, dict[str, Action]] = {}
# A kind whose one argument is a small index (a hand position, a seat): kind -> by index.
_AT: dict[str, list[Action]] = {}


def one(kind: str, arg: str) -> Action:
    """``of(kind, (arg,))``."""
    row = _ONE.get(kind)
    if row is None:
        row = _ONE[kind] = {}
    a = row.get(arg)
    if a is None:
        if len(row) >= _SHARED_SIZE:
            row.clear()
        a = row[arg] = of(kind, (arg,))
    return a


def at(kind: str, index: int) -> Action:
    """``of(kind, (str(index),))`` for an index >= 0 (a hand position, a pact's number)."""
    row = _AT.get(kind)
    if row is None:
        row = _AT[kind] = []
    if index < len(row):
        return row[index]
    if index > 255:
        return of(kind, (str(index),))
    while len(row) <= index:
        row.append(of(kind, (str(len(row)),)))
    return row[index]


# Convenience constructors, so callers never build codes by hand.
END = of("end")
POP = of("pop")
FREE_POP = of("pop", ("free",))
DRAW = of("draw")
TRADE = of("trade")
RESIGN = of("resign")
NOPOL = of("nopol")
UNDO = of("undo")
_TAKES = tuple(of("take", (str(slot),)) for slot in range(14))


def take(slot: int) -> Action:
    """Take from the 1-based row ``slot``."""
    return _TAKES[slot] if 0 <= slot < len(_TAKES) else Action("take", (str(slot),))


def build(code: str) -> Action:
    return one("build", code)


def upgrade(src: str, dst: str) -> Action:
    return of("upg", (src, dst))


def destroy(code: str) -> Action:
    return one("dest", code)


def wonder(stages: int) -> Action:
    return of("wonder", (str(stages),))


def play(hand_index: int, *target: str) -> Action:
    if not target and hand_index >= 0:
        return at("play", hand_index)
    return of("play", (str(hand_index), *target))


def revolution(hand_index: int) -> Action:
    return at("rev", hand_index) if hand_index >= 0 else of("rev", (str(hand_index),))


def barbarossa(code: str) -> Action:
    return of("barb", (code,))


def event_choice(choice: str) -> Action:
    return of("ev", (choice,))
