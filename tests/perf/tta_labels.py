"""Through the Ages labels on a phone: ``python tests/perf/tta_labels.py [--games N]
[--root PATH]``.

Plays seeded games of every variant and player count (heuristic players; ``--games`` per
variant and count) and, for every decision, renders each choice in the four languages with the
bot's catalogues, as the host would (`tests/bot/tta/tta_prompts.py`). Prints, per language: how
many labels are longer than the 25 characters a phone shows, how many decisions have two
choices that read the same in those 25 characters (among all the decision's choices, and within
one prompt: a menu, a sub-level or the last row of buttons), how many labels have their cost
beyond the 25th character, how many are longer than a button's 80 characters, and the longest.

``--root`` measures another checkout's rules and catalogues (e.g. an older commit exported
with ``git archive``); the games are the same, since only the labels differ.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve()
ROOT = HERE.parents[2]
# A cost at the end in brackets, as older labels had it: "(3 CA)", "(2 resources)".
TRAILING = re.compile(r"\([^()]*\d[^()]*\)\s*$")


@dataclass
class Tally:
    labels: int = 0
    long: int = 0  # over 25 characters
    late_cost: int = 0
    clipped: int = 0  # over 80 characters
    decisions: int = 0
    alike: int = 0  # two of the decision's choices read the same in 25 characters
    alike_prompt: int = 0  # ... on one prompt
    longest: str = ""


def cost_ends(label: str, cost: re.Pattern[str]) -> list[int]:
    ends = [m.end() for m in cost.finditer(label)]
    found = TRAILING.search(label)
    if found:
        ends.append(found.end())
    return ends


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games per variant and count")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to measure")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.root.resolve()))
    sys.path.insert(1, str(ROOT / "tests" / "bot" / "tta"))
    from tta_prompts import COST, NAMES, PHONE, clashes, playthrough, prompts

    from bot import i18n
    from rules.tta import GAME

    cat = i18n.catalog()
    tallies = {loc: Tally() for loc in i18n.LOCALES}
    started = time.perf_counter()
    games = [
        (variant, players, 100 + g, ("heuristic",), {})
        for variant in ("simple", "advanced", "full")
        for players in (2, 3, 4)
        for g in range(args.games)
    ]
    for game in games:
        for state, seat in playthrough(*game):
            infos = GAME.describe(state, seat, GAME.legal_actions(state, seat))
            for loc, tally in tallies.items():

                def tr(message: object, loc: str = loc) -> str:
                    return cat.msg(loc, message, "tta", NAMES)  # type: ignore[arg-type]

                labels = [tr(i.label) for i in infos]
                tally.decisions += 1
                tally.labels += len(labels)
                tally.long += sum(len(x) > PHONE for x in labels)
                tally.clipped += sum(len(x) > 80 for x in labels)
                tally.late_cost += sum(any(e > PHONE for e in cost_ends(x, COST)) for x in labels)
                heads = [x[:PHONE] for x in labels]
                tally.alike += len(set(heads)) < len(heads)
                shown = prompts(infos, tr)
                tally.alike_prompt += any(clashes(o, PHONE) for o in shown.values())
                tally.longest = max([tally.longest, *labels], key=len)
    print(
        f"{len(games)} games (simple, advanced, full × 2–4 heuristic players × {args.games}), "
        f"{tallies['en-US'].decisions} decisions, {time.perf_counter() - started:.0f} s; "
        f"measured: {args.root}"
    )
    print(
        "| language | labels | over 25 characters | decisions with two choices alike in 25 "
        "characters (whole decision / one prompt) | cost beyond character 25 | over 80 "
        "| longest |"
    )
    print("|---|---|---|---|---|---|---|")
    for loc, t in tallies.items():
        print(
            f"| {loc} | {t.labels} | {100 * t.long / t.labels:.0f} % "
            f"| {100 * t.alike / t.decisions:.0f} % / {100 * t.alike_prompt / t.decisions:.0f} % "
            f"| {t.late_cost} | {t.clipped} | {len(t.longest)}: {t.longest} |"
        )


if __name__ == "__main__":
    main()
