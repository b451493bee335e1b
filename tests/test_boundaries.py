"""Package boundaries, read from the source with ``ast`` (nothing is imported).

- ``rules/`` is pure standard library plus ``rules.*`` (so it runs anywhere, deterministically);
  a game's rules package imports no other game.
- ``render/`` may use the standard library, ``rules``, itself, and the rendering libraries below.
- Only ``bot/`` talks to Discord (the bot's own tests under ``tests/bot`` may use its types), and
  the bot's core (manager, store, errors, clock) not even there.
- The shared layers import no game: ``bot/manager``, ``bot/store``, ``bot/presenter``, ``bot/ui``,
  ``bot/i18n.py``, the generic commands (``bot/cogs``) and every other module at the top of
  ``bot/``, and the top of ``render/``. Each game lives in ``rules/<game>``, ``render/<game>`` and
  ``bot/games/<game>``; only the registry (``bot/games/__init__.py``) names them.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STDLIB = frozenset(sys.stdlib_module_names)
# Third-party libraries the renderer may draw with (Pillow; pyphen breaks words where each
# language allows it).
RENDER_LIBS = frozenset({"PIL", "pyphen"})
SKIP_DIRS = frozenset({".venv", "venv", ".git", "build", "dist", "node_modules", "__pycache__"})


def py_files(base: Path) -> list[Path]:
    return sorted(
        p
        for p in base.rglob("*.py")
        if not any(part in SKIP_DIRS or part.startswith(".") for part in p.relative_to(ROOT).parts)
        and not any(part.endswith(".egg-info") for part in p.relative_to(ROOT).parts)
    )


def imported_modules(path: Path, root: Path = ROOT) -> Iterator[tuple[int, str]]:
    """(line, absolute module) of every import, including ``importlib`` calls."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against the file's package
                parts = package.split(".")
                base = parts[: len(parts) - (node.level - 1)]
                yield node.lineno, ".".join([*base, node.module or ""]).strip(".")
            elif node.module:
                yield node.lineno, node.module
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if (
                name in ("import_module", "__import__")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                yield node.lineno, node.args[0].value


def top(module: str) -> str:
    return module.split(".")[0]


def violations(files: list[Path], allowed: frozenset[str]) -> list[str]:
    bad = []
    for path in files:
        for line, module in imported_modules(path):
            if top(module) not in allowed:
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    return bad


def test_rules_imports_only_the_standard_library() -> None:
    files = py_files(ROOT / "rules")
    assert len(files) > 10
    assert violations(files, STDLIB | {"rules"}) == []


def test_render_imports_only_stdlib_rules_and_drawing_libraries() -> None:
    if not (ROOT / "render").is_dir():
        pytest.skip("no render/ package yet")
    files = py_files(ROOT / "render")
    assert violations(files, STDLIB | RENDER_LIBS | {"rules", "render"}) == []


def test_only_the_bot_imports_discord() -> None:
    bad = []
    for path in py_files(ROOT):
        rel = path.relative_to(ROOT).parts
        if rel[0] == "bot" or rel[:2] == ("tests", "bot"):
            continue
        for line, module in imported_modules(path):
            if top(module) == "discord":
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    assert bad == []


def test_the_checker_sees_every_kind_of_import(tmp_path: Path) -> None:
    """The scanner itself: plain, from, relative, nested and dynamic imports are all found."""
    probe = tmp_path / "rules" / "probe.py"
    probe.parent.mkdir()
    probe.write_text(
        "import json, discord.ext\n"
        "from PIL import Image\n"
        "from . import core\n"
        "from .hadara import engine\n"
        "import importlib\n"
        "importlib.import_module('numpy')\n"
        "def f():\n"
        "    import requests\n",
        encoding="utf-8",
    )
    found = {m for _, m in imported_modules(probe, tmp_path)}
    assert found == {
        "json",
        "discord.ext",
        "PIL",
        "rules",
        "rules.hadara",
        "importlib",
        "numpy",
        "requests",
    }


def game_names() -> set[str]:
    """Every game: a folder in ``bot/games`` (its adapter) or ``rules`` with a game module."""
    games = {p.name for p in (ROOT / "bot" / "games").iterdir() if (p / "__init__.py").exists()}
    games |= {p.name for p in (ROOT / "rules").iterdir() if (p / "game.py").exists()}
    return games


def shared_files() -> list[Path]:
    """The modules that must not know any game."""
    bot = ROOT / "bot"
    files = [p for p in bot.glob("*.py")]
    for folder in ("manager", "store", "presenter", "ui", "cogs"):
        files += py_files(bot / folder)
    files += [bot / "games" / "__init__.py", bot / "games" / "base.py"]
    files += list((ROOT / "render").glob("*.py"))
    files += [ROOT / "rules" / "core.py", ROOT / "rules" / "__init__.py"]
    return sorted(set(files))


def game_imports(path: Path, games: set[str]) -> list[str]:
    bad = []
    for line, module in imported_modules(path):
        parts = module.split(".")
        if (parts[0] in ("rules", "render") and len(parts) > 1 and parts[1] in games) or (
            parts[:2] == ["bot", "games"] and len(parts) > 2 and parts[2] in games
        ):
            bad.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    return bad


def test_shared_layers_import_no_game() -> None:
    """Adding a game is adding its folders and one registry line: nothing shared names it."""
    games = game_names()
    assert {"hadara", "bids"} <= games
    files = shared_files()
    assert len(files) > 30
    bad = [b for path in files for b in game_imports(path, games)]
    assert bad == []


def test_a_game_imports_no_other_game() -> None:
    games = game_names()
    bad = []
    for game in games:
        for base in (ROOT / "rules" / game, ROOT / "render" / game, ROOT / "bot" / "games" / game):
            for path in py_files(base) if base.is_dir() else []:
                bad += game_imports(path, games - {game})
    assert bad == []


def test_the_game_check_catches_a_shared_module_importing_a_game(tmp_path: Path) -> None:
    probe = tmp_path / "bot" / "manager" / "probe.py"
    probe.parent.mkdir(parents=True)
    probe.write_text(
        "from rules.hadara import GAME\nimport render.bids.table\nfrom bot.games import registry\n"
        "from bot.games.tta import cog\nimport importlib\nimportlib.import_module('rules.bids')\n",
        encoding="utf-8",
    )
    found = [m for _, m in imported_modules(probe, tmp_path)]
    assert found == [
        "rules.hadara",
        "render.bids.table",
        "bot.games",
        "bot.games.tta",
        "importlib",
        "rules.bids",
    ]
    bad = []
    for module in found:
        parts = module.split(".")
        games = {"hadara", "bids", "tta"}
        if (parts[0] in ("rules", "render") and len(parts) > 1 and parts[1] in games) or (
            parts[:2] == ["bot", "games"] and len(parts) > 2 and parts[2] in games
        ):
            bad.append(module)
    assert bad == ["rules.hadara", "render.bids.table", "bot.games.tta", "rules.bids"]


def test_the_core_of_the_bot_does_not_import_discord() -> None:
    bot = ROOT / "bot"
    files = [bot / n for n in ("errors.py", "clock.py", "__init__.py", "ai.py", "lookup.py")]
    files += py_files(bot / "manager") + py_files(bot / "store")
    files += [bot / "games" / "__init__.py", bot / "games" / "base.py"]
    bad = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in files
        for line, module in imported_modules(path)
        if top(module) == "discord"
    ]
    assert bad == []
