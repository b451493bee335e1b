"""Through the Ages choices as a phone shows them, over whole games: shared by the label checks
(``test_tta_phone_labels.py``) and the survey script (``tests/perf/tta_labels.py``).

Only the game protocol (``GAME.describe``) and the bot's catalogues are used, so the survey can
measure an older checkout the same way. A *prompt* is what one menu or row of buttons shows:
the actions sharing one full path, plus one entry per sub-group opened from there; the
standalone actions (end turn, undo, pass…) form one more prompt, the last row of buttons.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core import ActionInfo, Msg
from rules.tta import GAME, engine
from rules.tta.agents import make_agent
from rules.tta.state import TtaState

# Players' names in four scripts, as long as real display names often are.
NAMES = ("Bořek Novák", "Zofia Wiśniewska", "Дмитрий Соколов", "Ann Lee")
BUTTONS = "buttons"
SHOWN = 24  # characters two options of one prompt must not share
PHONE = 25  # characters a phone shows of a label
BUTTON_MAX = 80  # a Discord button label
OPTION_MAX = 100  # a Discord select menu option
# A cost: a number and a unit symbol (interfaces §1), e.g. "2⚪", "5☘", "7⚗".
COST = re.compile(r"\d+\s?[⚪🔴⚗☘⚒]")

MILD_CIVIL: dict[str, Any] = {"milder_combat": True, "columbus_action": "civil"}
# (variant, players, seed, agents, options): every variant and player count; seeds chosen so
# that between them the games reach wars, pacts, colonies, events' questions, picks, splits,
# International Agreement and Columbus as a civil action.
GAMES: tuple[tuple[str, int, int, tuple[str, ...], dict[str, Any]], ...] = (
    ("simple", 2, 2158, ("random",), {"gradual_reveal": True}),
    ("simple", 3, 449, ("random", "heuristic"), {}),
    ("simple", 4, 1525, ("random",), {}),
    ("advanced", 2, 737, ("heuristic", "random"), {}),
    ("advanced", 3, 1548, ("random",), {}),
    ("advanced", 4, 1050, ("random",), {"continuous_draw": True}),
    ("full", 2, 1046, ("heuristic", "random"), {}),
    ("full", 3, 336, ("heuristic", "random"), {}),
    ("full", 3, 1967, ("random",), MILD_CIVIL),
    ("full", 4, 1036, ("heuristic", "random"), {"continuous_draw": True}),
)


def playthrough(
    variant: str,
    players: int,
    seed: int,
    agents: Sequence[str],
    options: dict[str, Any],
    resign_chance: float = 0.0,
) -> Iterator[tuple[TtaState, int]]:
    """Every (state, seat) that must decide along a seeded game (the state is live)."""
    state = GAME.new(players, {"variant": variant, **options}, seed)
    bots = [make_agent(agents[i % len(agents)], seed * 10 + i) for i in range(players)]
    rng = random.Random(seed)
    for _ in range(20_000):
        if GAME.is_over(state):
            return
        seats = engine.to_act(state)
        for seat in seats:
            yield state, seat
        seat = seats[0]
        action = bots[seat].choose(state, seat)
        if resign_chance and rng.random() < resign_chance:
            action = next(
                (a for a in GAME.legal_actions(state, seat) if a.kind == "resign"), action
            )
        GAME.apply(state, seat, action)
    raise AssertionError(f"{variant}/{players}/{seed} did not end")


@dataclass(frozen=True)
class Option:
    label: str
    limit: int  # Discord's limit for this kind of control
    cost: bool = True  # an action's label (not a sub-group's title): its cost is checked


def prompts(infos: Sequence[ActionInfo], tr: Callable[[Msg], str]) -> dict[str, list[Option]]:
    """The options of every prompt of one decision, by where they are shown."""
    out: dict[str, list[Option]] = {}
    opened: set[tuple[str, ...]] = set()
    for info in infos:
        if info.standalone:
            out.setdefault(BUTTONS, []).append(Option(tr(info.label), BUTTON_MAX))
            continue
        keys = tuple(k for k, _ in info.path)
        out.setdefault("/".join(keys), []).append(Option(tr(info.label), OPTION_MAX))
        for depth in range(1, len(keys)):  # a sub-group is an entry of the menu above it
            if keys[: depth + 1] not in opened:
                opened.add(keys[: depth + 1])
                entry = Option(tr(info.path[depth][1]), OPTION_MAX, cost=False)
                out.setdefault("/".join(keys[:depth]), []).append(entry)
    return out


def clashes(options: Sequence[Option], shown: int = SHOWN) -> list[tuple[str, str]]:
    """Pairs of options of one prompt that read the same in their first ``shown`` characters."""
    seen: dict[str, str] = {}
    found = []
    for option in options:
        head = option.label[:shown]
        if head in seen:
            found.append((seen[head], option.label))
        else:
            seen[head] = option.label
    return found


def late_cost(label: str, within: int = PHONE) -> bool:
    """Whether a cost of the label ends beyond the characters a phone shows."""
    return any(m.end() > within for m in COST.finditer(label))
