"""Saves a few games in progress of both games with the code of the checkout it runs in.

    git archive <commit> | tar -x -C /tmp/old && cd /tmp/old
    python /path/to/tests/rules/saves/make_format_fixtures.py <commit> > states-<commit>.json

Through the Ages (each variant) and Hadara (each variant), seeded random games stopped part way;
only each game's ``GAME`` and ``make_agent`` are used, so older releases run it too.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any


def play(
    game: Any, make_agent: Any, players: int, options: dict[str, Any], seed: int, steps: int
) -> Any:
    state = game.new(players, options, seed)
    agents = [make_agent("random", seed + s) for s in range(players)]
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over(state):
            break
        seat = rng.choice(list(game.decision(state).seats))
        action = agents[seat].choose(state, seat)
        if game.encode_action(action) == "resign":
            continue
        game.apply(state, seat, action)
    return state


def main() -> None:
    from rules.hadara import GAME as HADARA
    from rules.hadara.agents import make_agent as hadara_agent
    from rules.tta import GAME as TTA
    from rules.tta.agents import make_agent as tta_agent

    release = sys.argv[1] if len(sys.argv) > 1 else "unknown"
    out: list[dict[str, Any]] = []
    for variant, players, steps in (("simple", 2, 60), ("advanced", 3, 150), ("full", 4, 300)):
        seed = 500 + players
        state = play(TTA, tta_agent, players, {"variant": variant}, seed, steps)
        out.append(
            {"game": "tta", "variant": variant, "players": players, "state": TTA.dump(state)}
        )
    for variant, players, steps in (("basic", 2, 40), ("advanced", 5, 120)):
        seed = 700 + players
        state = play(HADARA, hadara_agent, players, {"variant": variant}, seed, steps)
        out.append(
            {"game": "hadara", "variant": variant, "players": players, "state": HADARA.dump(state)}
        )
    json.dump({"release": release, "games": out}, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
