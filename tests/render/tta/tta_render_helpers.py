"""Shared helpers of the Through the Ages renderer tests: a long pseudo-translation, a
recording translator, random positions of random games."""

from __future__ import annotations

import random
from typing import Any

from render.tta.i18n import english
from render.tta.samples import long_translator
from rules.core import RulesError
from rules.tta import GAME, engine
from rules.tta.catalog import load
from rules.tta.state import TtaState

NAMES = ["Alice", "Bořek Šťastný", "Zofia Wiśniewska", "Дмитрий Соколов"]
long_t = long_translator(english)


class Recorder:
    """A translator that answers in English and remembers every message id, its args and
    the text it returned."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any], str]] = []

    def __call__(self, message_id: str, /, **args: Any) -> str:
        text = english(message_id, **args)
        self.calls.append((message_id, dict(args), text))
        return text

    @property
    def ids(self) -> set[str]:
        return {m for m, _a, _t in self.calls}

    @property
    def texts(self) -> list[str]:
        return [text for _m, _a, text in self.calls]


def random_position(players: int, seed: int, steps: int, variant: str = "simple") -> TtaState:
    """A game after ``steps`` random legal actions."""
    state = GAME.new(players, {"variant": variant}, seed)
    rng = random.Random(seed)
    cat = load()
    for _ in range(steps):
        if engine.is_over(state):
            break
        seat = engine.to_act(state)[0]
        engine.apply(cat, state, seat, rng.choice(engine.legal_actions(cat, state, seat)))
    return state


def plays(variant: str) -> bool:
    """Whether the engine plays ``variant`` yet (the advanced and full games are being built)."""
    try:
        GAME.new(2, {"variant": variant}, 1)
    except RulesError:
        return False
    return True
