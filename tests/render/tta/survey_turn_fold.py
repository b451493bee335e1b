"""How far down the turn prompt the part a turn is decided by ends (stores, legend, row, hand),
over whole games: ``python tests/render/tta/survey_turn_fold.py [--games N]``.

Plays seeded games of the engine's heuristic agents (simple 2–4 players, advanced 3, full 4) and,
at the start of every turn's action step, measures ``render.tta.prompt.turn_fold`` of the seat's
own view in English and the bot's Czech, Polish and Russian catalogues. A phone shows the
800 px image 400 px wide, so its first screen (about 400 × 800) is the first 1600 px. Prints the
median, p95 and largest fold, and how many turns end below it; the figures are in
``docs/tta-render.md``. Not a test: it takes minutes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
SCREEN = 1600
GAMES: tuple[tuple[str, int], ...] = (
    ("simple", 2),
    ("simple", 3),
    ("simple", 4),
    ("advanced", 3),
    ("full", 4),
)


Folds = dict[str, list[tuple[int, str]]]


def play(variant: str, players: int, seed: int, translators: dict[str, Any], out: Folds) -> None:
    """One seeded game: the fold of every turn's start, by language, into ``out``."""
    from render.tta.prompt import turn_fold
    from render.tta.samples import GOLDEN_NAMES
    from rules.tta import engine, playout, views
    from rules.tta.actions import Action
    from rules.tta.agents import make_agent
    from rules.tta.catalog import load
    from rules.tta.state import TtaState

    cat = load()
    agents = [make_agent("heuristic", seed * 10 + k) for k in range(players)]
    names = GOLDEN_NAMES[:players]

    def on_action(state: TtaState, seat: int, _a: Action) -> None:
        p = state.players[seat]
        if state.phase != "actions" or state.pending or p.ca_spent or p.ma_spent:
            return
        view = views.view(cat, state, seat)
        codes = [a.encode() for a in engine.legal_actions(cat, state, seat)]
        where = f"{variant} {players}p seed {seed} round {state.round}"
        for loc, t in translators.items():
            out[loc].append((turn_fold(view, t, names, codes), where))

    playout.play(players, {"variant": variant}, seed, agents, on_action)


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from bot import i18n
    from render.tta.i18n import english

    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2, help="games of each kind")
    args = parser.parse_args(argv)
    translators: dict[str, Any] = {"en": english} | {
        loc: i18n.translator_for(loc, "tta") for loc in ("cs", "pl", "ru")
    }
    folds: Folds = {loc: [] for loc in translators}
    for variant, players in GAMES:
        for seed in range(1, args.games + 1):
            play(variant, players, seed, translators, folds)
    print(f"turns measured: {len(folds['en'])} per language; phone screen {SCREEN} px")
    print("lang  median  p95   max   over  (largest at)")
    for loc, measured in folds.items():
        values = sorted(v for v, _where in measured)
        p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
        over = sum(v > SCREEN for v in values)
        worst = max(measured)[1]
        print(
            f"{loc:<5} {statistics.median(values):>6.0f} {p95:>5} {values[-1]:>5} {over:>5}"
            f"  ({worst})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
