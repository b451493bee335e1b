"""How long the end-of-game story takes (docs/endgame.md): a render worker replays the finished
game from its seed and action log, tells its story and draws it
(``bot.games.story.render_game_story``). Figures for full 4-player Through the Ages games and
4-player Hadara games played by the heuristic agents, one run per seed:

    .venv/bin/python tests/perf/story_times.py [games per kind, default 10]

Prints, per kind, the number of actions and the median and 95th percentile of: the story
(replay included), the picture (drawing and PNG encoding), and the whole worker call
(loading the saved state for its data set, story, picture)."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bot.games import plugin
from bot.games.story import game_story, render_game_story
from bot.i18n import translator_for

KINDS: dict[str, tuple[str, dict[str, Any], int]] = {
    "TtA full game, 4 players": ("tta", {"variant": "full"}, 4),
    "Hadara, 4 players": ("hadara", {}, 4),
}
NAMES = ("Alice", "Bořek", "Zofia Wiśniewska", "Дмитрий")


def play(name: str, options: dict[str, Any], players: int, seed: int) -> tuple[str, list[Any]]:
    p = plugin(name)
    game = p.rules
    state = game.new(players, options, seed)
    agents = [p.make_agent("heuristic", seed=seed + s) for s in range(players)]
    log: list[tuple[int, str]] = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = agents[seat].choose(state, seat)
        log.append((seat, game.encode_action(action)))
        game.apply(state, seat, action)
    return game.dump(state), log


def quantiles(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered) * 1000:6.0f} ms, p95 {p95 * 1000:6.0f} ms"


def main() -> int:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    for label, (name, options, players) in KINDS.items():
        t = translator_for("cs", name)
        story_s: list[float] = []
        draw_s: list[float] = []
        whole_s: list[float] = []
        actions: list[int] = []
        for seed in range(1, n + 1):
            dump, log = play(name, options, players, seed)
            actions.append(len(log))
            start = time.perf_counter()
            story = game_story(name, dump, players, options, seed, log)
            story_s.append(time.perf_counter() - start)
            draw = plugin(name).renderer.story
            assert draw is not None
            start = time.perf_counter()
            draw(story, t, NAMES[:players])
            draw_s.append(time.perf_counter() - start)
            start = time.perf_counter()
            render_game_story(name, dump, players, options, seed, log, t, NAMES[:players])
            whole_s.append(time.perf_counter() - start)
        print(f"{label}: {n} games, {statistics.median(actions):.0f} actions (median)")
        print(f"  story (replay included): {quantiles(story_s)}")
        print(f"  picture (draw + PNG):    {quantiles(draw_s)}")
        print(f"  whole worker call:       {quantiles(whole_s)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
