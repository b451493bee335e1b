"""Every prompt within Discord's limits and no secret in public, over many random games:
``python tests/perf/secrets_and_limits.py --game tta --games 200 [--variant simple]``.

Plays seeded random games of a registered game for every variant and player count and, at
every step, checks with the conformance suite's checks (``tests/test_conformance.py``): each
deciding seat's whole chain of choices fits Discord's limits and offers every legal action,
no view carries what ``hidden()`` says its viewer may not see, no public table choice or log
line names a hidden card, and dump → load → dump is identical; every tenth step it also draws
the public table and checks that no text drawn on it names another seat's hidden card (the
drawing's strings are recorded through the translator). Prints the counts and exits 1 on a
failure. ``tests/test_conformance.py`` runs the same checks on one game per variant in CI.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.append(str(ROOT / "tests"))


def main() -> int:
    from test_conformance import Playthrough, leaks

    from bot.games import plugin

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="tta")
    parser.add_argument("--games", type=int, default=200, help="games per variant")
    parser.add_argument("--variant", action="append", help="only these variants")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = plugin(args.game)
    info = game.rules.info
    failures = 0
    started = time.monotonic()
    for variant in args.variant or info.variants:
        steps = drawn = 0
        for g in range(args.games):
            players = info.min_players + g % (info.max_players - info.min_players + 1)
            play = Playthrough(game, variant, players, args.seed * 100_000 + g)
            try:
                while not game.rules.is_over(play.state):
                    play.check_step()
                    if steps % 10 == 0:
                        drawn += 1
                        check_table(play, leaks)
                    decision = game.rules.decision(play.state)
                    assert decision is not None
                    seat = play.rng.choice(list(decision.seats))
                    action = play.pick(seat)
                    events = game.rules.apply(play.state, seat, action)
                    play.check_events(seat, events)
                    play.log.append((seat, game.rules.encode_action(action)))
                    steps += 1
                play.replay()
            except AssertionError as error:
                failures += 1
                print(f"FAIL {variant} game {g} ({players} players): {error}")
        print(
            f"{args.game} {variant}: {args.games} games, {steps} steps checked, "
            f"{drawn} tables drawn and read"
        )
    print(f"{failures} failures, {time.monotonic() - started:.0f} s")
    return 1 if failures else 0


def check_table(play: Any, leaks: Any) -> None:
    """Draw the public table with a translator that records every string it returns."""
    drawn: list[str] = []

    def t(message_id: str, /, **kw: Any) -> str:
        text = play.t(message_id, **kw)
        drawn.append(text)
        return text

    rules = play.rules
    view = rules.view(play.state, None)
    play.game.renderer.table(view, t, play.names)
    hidden = rules.hidden(play.state, None)
    secret, public = play.card_names(hidden, json.dumps(view, ensure_ascii=False))
    text = "\n".join(drawn)
    for name in sorted(public, key=len, reverse=True):
        text = text.replace(name, " ")
    found = leaks(text, secret)
    assert found == [], f"the public table shows hidden cards: {found}"


if __name__ == "__main__":
    raise SystemExit(main())
