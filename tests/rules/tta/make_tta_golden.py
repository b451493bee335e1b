"""Golden counts of legal actions in fixed positions (like chess perft).

A position is (players, seed, agent, steps): a new game with that seed, ``steps`` actions
chosen by the agent for every seat. The golden file records the number of legal actions there,
and how many of each kind, so that a change in move generation shows up as a diff.

Regenerate after an intended rules change::

    .venv/bin/python tests/rules/tta/make_tta_golden.py --write
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules.tta import catalog, engine  # noqa: E402
from rules.tta.actions import FREE_POP  # noqa: E402
from rules.tta.agents import make_agent  # noqa: E402

GOLDEN = Path(__file__).with_name("golden_legal_counts.json")

# (players, seed, agent, steps[, variant]); the simple game when no variant is given.
POSITIONS: tuple[tuple[int, int, str, int] | tuple[int, int, str, int, str], ...] = (
    (2, 1, "random", 0),
    (2, 1, "heuristic", 74),
    (2, 2, "heuristic", 32),
    (2, 3, "random", 30),
    (2, 11, "heuristic", 65),
    (3, 4, "heuristic", 74),
    (3, 5, "heuristic", 29),
    (3, 6, "random", 23),
    (4, 7, "heuristic", 140),
    (4, 8, "heuristic", 149),
    (4, 9, "random", 146),
    (4, 10, "heuristic", 140),
    # Advanced and full games: political steps, frames (bids, forces, discards), late ages.
    (2, 21, "random", 86, "advanced"),
    (3, 23, "random", 136, "advanced"),
    (4, 25, "random", 235, "advanced"),
    (4, 27, "random", 235, "advanced"),
    (2, 31, "random", 107, "full"),
    (3, 33, "random", 191, "full"),
    (4, 35, "random", 317, "full"),
    (4, 37, "random", 500, "full"),
    (2, 22, "heuristic", 157, "advanced"),
    (3, 24, "heuristic", 231, "advanced"),
    (4, 26, "heuristic", 342, "advanced"),
    (2, 32, "heuristic", 218, "full"),
    (3, 34, "heuristic", 304, "full"),
    (4, 36, "heuristic", 530, "full"),
    # A revolution offered; Ocean Liner Service's increase (pop.free) offered (issue 26).
    (2, 40, "heuristic", 65, "full"),
    (2, 55, "heuristic", 225, "full"),
)


def position(players: int, seed: int, agent: str, steps: int, variant: str = "simple") -> Any:
    cat = catalog.load()
    state, _ = engine.new_game(cat, players, {"variant": variant}, seed)
    bots = [make_agent(agent, seed * 13 + i) for i in range(players)]
    for _ in range(steps):
        if engine.is_over(state):
            break
        seat = engine.to_act(state)[0]
        engine.apply(cat, state, seat, bots[seat].choose(state, seat))
    return state


def counts() -> list[dict[str, Any]]:
    cat = catalog.load()
    out = []
    for spec in POSITIONS:
        state = position(*spec)
        seat = engine.to_act(state)[0]
        actions = engine.legal_actions(cat, state, seat)
        # pop.free (Ocean Liner Service) is counted apart from the ordinary increase.
        kinds = Counter("pop.free" if a == FREE_POP else a.kind for a in actions)
        out.append(
            {
                "position": list(spec),
                "round": state.round,
                "seat": seat,
                "legal": len(actions),
                "by_kind": dict(sorted(kinds.items())),
            }
        )
    return out


def main(argv: list[str]) -> int:
    data = counts()
    text = json.dumps(data, indent=1) + "\n"
    if "--write" in argv:
        GOLDEN.write_text(text, encoding="utf-8")
        print(f"wrote {GOLDEN}")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
