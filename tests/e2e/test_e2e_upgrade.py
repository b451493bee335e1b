"""A game saved before an upgrade continues after it (issue 27: pinned card data).

A Through the Ages game runs under one bot process; the bot is SIGKILLed and started again from
an "upgraded" tree: a copy of the project's packages (``bot``, ``rules``, ``render``) whose card
data was corrected (a card's number and a text changed, one card added). The bot runs from the
copy: its ``PYTHONPATH`` names the copy, which comes before the editable install of the
project (that install is a meta-path finder, consulted only after ``sys.path``). A game opened
after the upgrade plays with the new data, which proves the upgraded tree is what runs; the game
saved before it goes on with the data it started with (``GAME.load`` finds that data set among
the released ones, ``rules/tta/data/released/<fingerprint>.json.gz``) to its score sheet, its
action log replaying with no gap and no repeat.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from harness import Players, db_rows
from test_e2e_game import check_clean, check_final
from test_e2e_tta import open_tta

if TYPE_CHECKING:  # only for annotations; four conftest.py files share the name
    from conftest import Env

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).absolute().parents[2]
PACKAGES = ("bot", "rules", "render")
CARDS = Path("rules/tta/data/cards.json")


def corrected(data: dict[str, Any]) -> dict[str, Any]:
    """The card data with an erratum: a number and a text corrected, one card added (kept out
    of the decks, so that the decks' sizes still check)."""
    out = copy.deepcopy(data)
    cards = {c["id"]: c for c in out["cards"]}
    cards["irrigation"]["build_cost"] -= 1
    cards["leonardo_da_vinci"]["summary"] += " (corrected)"
    added = copy.deepcopy(cards["leonardo_da_vinci"])
    added.update(
        id="leonardo_da_vinci_reprint",
        name="Leonardo da Vinci (reprint)",
        in_deck=False,
        copies={"p2": 0, "p3": 0, "p4": 0},
    )
    added.pop("aliases", None)
    out["cards"].append(added)
    return out


def upgraded_tree(into: Path) -> Path:
    """A copy of the project's packages with corrected card data; the data is checked with
    the same loader the bot uses."""
    from rules.tta.cards import load_cards

    for package in PACKAGES:
        shutil.copytree(
            ROOT / package, into / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    data = json.loads((ROOT / CARDS).read_text(encoding="utf-8"))
    (into / CARDS).write_text(json.dumps(corrected(data), ensure_ascii=False, indent=1) + "\n")
    load_cards(into / CARDS)  # BadData if the corrected data does not check
    return into


def stored(env: Env, game_id: str) -> Any:
    return db_rows(env.bot.database, "SELECT * FROM games WHERE id = ?", game_id)[0]


def data_version(env: Env, game_id: str, tree: Path = ROOT) -> str:
    """The data set a stored game plays with, as the code of ``tree`` reads its state (the
    rules' ``data_version``, in a process of its own for another tree)."""
    state = str(stored(env, game_id)["state"])
    if tree == ROOT:
        from rules.tta import GAME

        return GAME.data_version(GAME.load(state))
    return run_in(tree, "print(GAME.data_version(GAME.load(sys.stdin.read())))", state)


def current_data(tree: Path) -> str:
    """The data set new games of ``tree``'s code play with."""
    return run_in(tree, "print(GAME.data_version(GAME.new(2, {}, 1)))", "")


def run_in(tree: Path, code: str, stdin: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-c", f"import sys\nfrom rules.tta import GAME\n{code}"],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=tree,
        check=True,
    )
    return done.stdout.strip()


async def test_tta_game_saved_before_an_upgrade_of_the_card_data_continues(
    e2e: Any, tmp_path: Path
) -> None:
    env: Env = await e2e(users=[("Alice", "en-US"), ("Bob", "en-US")])
    server = env.server
    alice, bob = [u for u in server.users.values() if not u.bot]
    players = Players(server, [alice], server.channel_id, seed=3, game="tta", quiet=0.05)
    game_id = await open_tta(env, players, {"variant": "simple", "max_players": 2}, 0, ais=1)
    await players.play(timeout=120, until=lambda: int(stored(env, game_id)["version"]) >= 20)
    before = data_version(env, game_id)
    version = int(stored(env, game_id)["version"])

    await env.bot.kill()
    tree = upgraded_tree(tmp_path / "upgraded")
    env.bot.extra_env["PYTHONPATH"] = str(tree)
    await env.bot.start()
    assert env.bot.proc is not None
    environ = Path(f"/proc/{env.bot.proc.pid}/environ").read_bytes().split(b"\0")
    assert f"PYTHONPATH={tree}".encode() in environ

    # The old game goes on after the upgrade (today's release refuses it: "the card data
    # changed since this game was saved"): a few moves first, to fail fast.
    def moved() -> bool:
        return int(stored(env, game_id)["version"]) >= version + 3

    with contextlib.suppress(TimeoutError):
        await players.play(timeout=60, until=moved)
    assert moved(), f"the game did not go on after the upgrade:\n{env.bot.log_tail(40)}"

    # A game opened now (by Bob, in another channel) plays with the corrected data: the
    # upgraded tree is what runs.
    elsewhere = server.add_channel("upgraded")
    other = Players(server, [bob], elsewhere, seed=4, game="tta", quiet=0.05)
    new_id = await open_tta(env, other, {"variant": "simple", "max_players": 2}, 0, ais=1)
    upgraded = current_data(tree)
    assert upgraded != before
    assert data_version(env, new_id, tree) == upgraded

    final = await players.play(timeout=300, max_clicks=3000)
    assert final is not None
    # The same data to the end; the score sheet equals the replay of seed and log, whose
    # versions follow each other with no gap and no repeat across the upgrade.
    assert data_version(env, game_id) == before
    await check_final(env, final, game_id)
    rows = db_rows(
        env.bot.database, "SELECT version FROM actions WHERE game_id = ? ORDER BY seq", game_id
    )
    first = rows[0]["version"]
    assert [r["version"] for r in rows] == list(range(first, first + len(rows)))
    assert len(rows) > version
    check_clean(env)
