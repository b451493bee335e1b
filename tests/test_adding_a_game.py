"""The guide's promise, checked: a small game added by ``docs/adding-a-game.md`` touches no file
outside its own folders but the one registry line, and passes the host's checks.

The worked example (Nim) lives in ``tests/guide_trial/`` with the project's layout; it is not
shipped. This test copies the production tree (``rules/``, ``render/``, ``bot/``,
``pyproject.toml`` and the tests the checks need) into a temporary folder, lays the example's
folders over it, adds the registry line the guide tells a contributor to add, then

- lists every file that differs from the project and asserts that they are the game's own
  (``rules/nim/``, ``render/nim/``, ``bot/games/nim/``, ``tests/{rules,render,golden}/nim/``,
  ``tests/e2e/test_e2e_nim.py``) plus that one line in ``bot/games/__init__.py``;
- runs, in a subprocess whose imports resolve to the copy, the conformance suite for Nim
  (with the tests that loop over every registered game), Nim's own tests and its end-to-end
  game, the shared tests that ask about every registered game (game loading, the command tree
  against its golden files, /rules and /card's games, the tooling layers, the saved-game
  corpus rules), mypy (strict, the project's
  configuration) over the game's three packages, and a check that the bot's registry and
  catalogues load (command-text collision check included) and that the generated ``/nim`` group
  has its options;
- shows that the check fails when a catalogue id the host requires (``cmd-nim``) is missing.

``python tests/test_adding_a_game.py DIR`` builds such a copy in DIR to work in (then
``cd DIR && PYTHONPATH=. python -m pytest tests/rules/nim``…).
"""

from __future__ import annotations

import difflib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TRIAL = ROOT / "tests" / "guide_trial"
GAME = "nim"
# The line step 4 of the guide adds to GAME_MODULES (bot/games/__init__.py).
REGISTRY_LINE = f'    "{GAME}": "bot.games.{GAME}",'
REGISTRY_FILE = "bot/games/__init__.py"

# What the checks need from the project (copied as they are): the rest of tests/ holds other
# games' tests, golden images and surveys.
COPIED = [
    "rules",
    "render",
    "bot",
    "pyproject.toml",
    "tests/golden",
    "tests/bot",
    "tests/rules/test_tooling_layers.py",
    "tests/e2e",
    "tests/saved",
]
COPIED_GLOBS = ["tests/*.py"]
NOT_COPIED = {Path(__file__).name}
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", ".mypy_cache", ".pytest_cache")

# The game's own places: a path is the game's when it starts with one of these.
OWN = [
    f"rules/{GAME}/",
    f"render/{GAME}/",
    f"bot/games/{GAME}/",
    f"tests/rules/{GAME}/",
    f"tests/render/{GAME}/",
    f"tests/golden/{GAME}/",
    f"tests/e2e/test_e2e_{GAME}.py",
]

# The conformance tests that loop over every registered game inside one test (``-k nim``
# would leave them out).
ALL_GAMES_TESTS = [
    "test_every_registered_game_describes_itself",
    "test_the_extremes_cover_every_lobby_option",
]

# The conformance tests parametrized by game.
GAME_TESTS = [
    "test_random_playthroughs_keep_the_contract",
    "test_golden_legal_action_counts",
    "test_every_image_fits_a_phone",
    "test_renderer_english_is_the_catalogue",
    "test_each_lobby_option_at_its_extremes_plays_to_the_end",
    "test_every_agent_answers_legally_within_a_small_budget",
]

# The shared tests that ask about every registered game (they must not break when one is added).
SHARED_TESTS = {
    "tests/bot/test_game_loading.py": "test_game_loading",
    "tests/bot/test_command_tree.py": "test_command_tree",
    "tests/bot/test_skipped_games.py": "test_skipped_games",
    "tests/rules/test_tooling_layers.py": "test_tooling_layers",
    "tests/saved/test_saved_corpus.py": "release or corpus_covers or each_kind",
}

# Run in the copy: the bot's registry, catalogues and generated commands as it starts them.
COMMANDS_CHECK = """
import asyncio, json, sys
sys.path.insert(0, "tests/bot")
from discord_fakes import command_payloads
from bot import i18n
from bot.games import registry
games = registry()
catalog = i18n.catalog()
payloads = asyncio.run(command_payloads())
print(json.dumps({
    "games": list(games), "skipped": games.skipped,
    "catalogue_games": list(catalog.games),
    "nim": [p for p in payloads if p["name"] == "nim"],
}))
"""


def _files(top: Path) -> list[str]:
    return sorted(
        p.relative_to(top).as_posix()
        for p in top.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    )


def build(dest: Path) -> None:
    """The project's production tree in ``dest``, Nim's folders overlaid, Nim registered."""
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, dest / name, ignore=SKIP, dirs_exist_ok=True)
        else:
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)
    for pattern in COPIED_GLOBS:
        for source in ROOT.glob(pattern):
            if source.name not in NOT_COPIED:
                shutil.copy2(source, dest / source.relative_to(ROOT))
    for relative in _files(TRIAL):
        if relative == "conftest.py":  # keeps the project's own run out of the example
            continue
        (dest / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(TRIAL / relative, dest / relative)
    registry = dest / REGISTRY_FILE
    text = registry.read_text(encoding="utf-8")
    head, sep, tail = text.partition("GAME_MODULES: dict[str, str] = {\n")
    assert sep, f"no GAME_MODULES in {REGISTRY_FILE}"
    entries, close, rest = tail.partition("}\n")
    registry.write_text(head + sep + entries + REGISTRY_LINE + "\n" + close + rest, "utf-8")


def changed_files(tree: Path) -> list[str]:
    """The files of ``tree`` that are new or differ from the project's, and the project's
    files (of the copied parts) that ``tree`` lacks."""
    out = []
    for relative in _files(tree):
        mine = ROOT / relative
        if not mine.is_file() or mine.read_bytes() != (tree / relative).read_bytes():
            out.append(relative)
    for name in COPIED:
        source = ROOT / name
        for relative in [name] if source.is_file() else [f"{name}/{f}" for f in _files(source)]:
            if not (tree / relative).exists():
                out.append(f"{relative} (missing)")
    return sorted(out)


def run(tree: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("UPDATE_GOLDEN", None)
    return subprocess.run(
        [sys.executable, *args], cwd=tree, env=env, capture_output=True, text=True, timeout=300
    )


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dest = tmp_path_factory.mktemp("guide_trial")
    build(dest)
    return dest


def test_the_game_touches_only_its_folders_and_the_registry_line(tree: Path) -> None:
    changed = changed_files(tree)
    print("files that differ from the project:", *changed, sep="\n  ")
    outside = [f for f in changed if f != REGISTRY_FILE and not f.startswith(tuple(OWN))]
    assert outside == [], f"the game touches files outside its folders: {outside}"
    assert REGISTRY_FILE in changed
    for own in OWN:
        assert any(f.startswith(own) for f in changed), f"the example has nothing in {own}"
    diff = difflib.unified_diff(
        (ROOT / REGISTRY_FILE).read_text("utf-8").splitlines(),
        (tree / REGISTRY_FILE).read_text("utf-8").splitlines(),
        lineterm="",
        n=0,
    )
    edits = [line for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert edits == [f"+{REGISTRY_LINE}"]


def test_the_game_passes_the_host_checks(tree: Path) -> None:
    selected = " or ".join([GAME, *ALL_GAMES_TESTS])
    conformance = run(
        tree,
        "-m",
        "pytest",
        "-p",
        "no:cacheprovider",
        "-rA",
        "tests/test_conformance.py",
        "tests/test_conformance_images.py",
        "tests/test_conformance_play.py",
        f"tests/rules/{GAME}",
        f"tests/render/{GAME}",
        f"tests/e2e/test_e2e_{GAME}.py",
        *SHARED_TESTS,
        "-k",
        f"{selected} or test_{GAME}_ or test_e2e_{GAME} or " + " or ".join(SHARED_TESTS.values()),
    )
    print(conformance.stdout[-3000:], conformance.stderr[-3000:])
    assert conformance.returncode == 0, "the example fails the host's checks (output above)"
    lines = conformance.stdout.strip().splitlines()
    assert "skipped" not in lines[-1] and " passed" in lines[-1], lines[-1]
    passed = [line.split()[1] for line in lines if line.startswith("PASSED ")]
    # Every conformance test made for each game ran for Nim, and the ones over all games ran.
    for test in GAME_TESTS:
        assert any(f"::{test}[{GAME}" in p for p in passed), f"{test} did not run for {GAME}"
    for test in ALL_GAMES_TESTS:
        assert any(p.endswith(f"::{test}") for p in passed), f"{test} did not run"
    assert any(p.startswith(f"tests/rules/{GAME}/") for p in passed)
    assert any(p.startswith(f"tests/render/{GAME}/") for p in passed)
    for path in SHARED_TESTS:
        assert any(p.startswith(path) for p in passed), f"nothing of {path} ran"
    # The saved-game corpus allows a game no release has saved yet, and names it.
    assert f"in no release's saved games yet: {GAME} " in conformance.stdout
    assert any(p.startswith(f"tests/e2e/test_e2e_{GAME}.py") for p in passed)

    typed = run(tree, "-m", "mypy", "--cache-dir", str(tree / ".mypy_cache"), *OWN[:3])
    assert typed.returncode == 0, typed.stdout[-3000:]  # strict, with the project's config

    check = run(tree, "-c", COMMANDS_CHECK)
    assert check.returncode == 0, check.stderr[-3000:]
    found = json.loads(check.stdout.strip().splitlines()[-1])
    assert GAME in found["games"] and found["skipped"] == {}
    assert GAME in found["catalogue_games"]
    (group,) = found[GAME]
    subcommands = {c["name"]: c for c in group["options"]}
    # Generated from the plugin: no board (Nim's renderer has none), the host's standard ones.
    assert list(subcommands) == ["new", "status", "hand", "log", "export", "replay", "abandon"]
    options = {o["name"]: o for o in subcommands["new"]["options"]}
    assert list(options)[:4] == ["variant", "max_players", "piles", "max_take"]
    assert [c["value"] for c in options["variant"]["choices"]] == ["normal", "misere"]
    assert (options["piles"]["min_value"], options["piles"]["max_value"]) == (2, 6)
    assert (options["max_take"]["min_value"], options["max_take"]["max_value"]) == (0, 5)
    assert options["piles"]["name_localizations"]["cs"] == "hromádky"
    assert group["name_localizations"]["cs"] == "nim"


def test_a_missing_required_catalogue_id_fails_the_check(tmp_path: Path) -> None:
    build(tmp_path)
    for commands in (tmp_path / "bot" / "games" / GAME / "locales").glob("*/commands.ftl"):
        text = commands.read_text("utf-8")
        start = text.index(f"cmd-{GAME} =")
        end = text.index("\n", text.index(".name", start)) + 1
        commands.write_text(text[:start] + text[end:], "utf-8")
    check = run(tmp_path, "-c", COMMANDS_CHECK)
    assert check.returncode != 0
    assert f"the commands of ['{GAME}'] did not load" in check.stderr
    assert f"cmd-{GAME}" in check.stderr


if __name__ == "__main__":
    target = Path(sys.argv[1]).resolve()
    build(target)
    print(f"built {target}; files that differ from the project:", *changed_files(target))
