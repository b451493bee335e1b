"""Clicks a Through the Ages turn costs in Discord: ``python tests/perf/tta_clicks.py
[--games N] [--players P] [--variant simple|advanced|full]``.

Plays seeded games with the heuristic agent in every seat and, for every decision, finds the
agent's choice in the prompt the host builds from the game's described actions, in the game's
own layout (its stable menus, `bot/ui/layout.py`): *clicks* are the interactions Discord sends
the bot (a button, or an option chosen in a menu; one per level opened and one for the action,
plus one to open the private prompt when the choice is secret and not on the public table);
*taps* are what the player's finger does (a menu takes two: open it, pick the option). Prints
both per action and per turn (median, mean, p95).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def clicks_for(plans: list, code: str) -> tuple[int, int]:  # type: ignore[type-arg]
    """(clicks, taps) from the first level of the prompt to ``code``: each level is opened
    from its parent by a button (one tap) or a menu entry (two), and so is the action."""
    taps_to: dict[tuple[str, ...], int] = {(): 0}
    for path, rows in sorted(plans, key=lambda p: len(p[0])):
        here = taps_to.get(path)
        if here is None:
            continue
        for row in rows:
            cost = 2 if row.kind == "select" else 1
            for c in row.choices:
                if c.nav is None and c.code == code:
                    return len(path) + 1, here + cost
                if c.nav is not None and len(c.nav) > len(path):
                    taps_to.setdefault(tuple(c.nav), here + cost)
    raise AssertionError(f"{code} is not reachable")


def main() -> None:
    from bot.games import plugin
    from bot.i18n import catalog
    from bot.ui import layout
    from rules.tta import GAME
    from rules.tta.agents import make_agent

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--variant", default="simple")
    args = parser.parse_args()
    t = catalog().translator("en-US", "tta")
    names = [f"P{i}" for i in range(args.players)]
    menus = plugin("tta").menus
    per_action: list[int] = []
    per_turn: list[int] = []
    taps_action: list[int] = []
    taps_turn: list[int] = []
    depth: Counter[int] = Counter()
    for g in range(args.games):
        state = GAME.new(args.players, {"variant": args.variant}, 100 + g)
        agents = [make_agent("heuristic", 100 + g * 10 + s) for s in range(args.players)]
        turn_clicks = turn_taps = 0
        last_key = None
        while not GAME.is_over(state):
            decision = GAME.decision(state)
            assert decision is not None
            seat = decision.seats[0]
            key = seat  # a turn: the actions one seat makes in a row
            if last_key is not None and key != last_key and turn_clicks:
                per_turn.append(turn_clicks)
                taps_turn.append(turn_taps)
                turn_clicks = turn_taps = 0
            last_key = key
            action = agents[seat].choose(state, seat)
            legal = GAME.legal_actions(state, seat)
            infos = GAME.describe(state, seat, legal)
            code = GAME.encode_action(action)
            if code not in {i.code for i in infos}:  # the second of two identical choices:
                alone = GAME.describe(state, seat, [action])[0].label  # click the first
                code = next(
                    i.code
                    for i in infos
                    if GAME.describe(state, seat, [GAME.decode_action(i.code)])[0].label == alone
                )
            info = next(i for i in infos if i.code == code)
            private = decision.secret or info.secret
            shown = infos if private else [i for i in infos if not i.secret]
            choices = layout.choices(shown, lambda m: t.msg(m, names))
            clicks, taps = clicks_for(layout.walk(choices, t, menus), code)
            n = clicks + (1 if private else 0)
            per_action.append(n)
            taps_action.append(taps + (1 if private else 0))
            depth[n] += 1
            turn_clicks += n
            turn_taps += taps_action[-1]
            GAME.apply(state, seat, action)
        if turn_clicks:
            per_turn.append(turn_clicks)
            taps_turn.append(turn_taps)

    def p95(values: list[int]) -> int:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]

    print(
        f"{args.games} {args.variant} games of {args.players} heuristic players: "
        f"{len(per_action)} actions in {len(per_turn)} turns (actions of one seat in a row)"
    )
    for what, values in (
        ("clicks per action", per_action),
        ("clicks per turn", per_turn),
        ("taps per action", taps_action),
        ("taps per turn", taps_turn),
    ):
        print(
            f"{what}: median {statistics.median(values):g}, "
            f"mean {statistics.mean(values):.2f}, p95 {p95(values)}, max {max(values)}"
        )
    print("actions by clicks: " + ", ".join(f"{k}: {v}" for k, v in sorted(depth.items())))


if __name__ == "__main__":
    main()
