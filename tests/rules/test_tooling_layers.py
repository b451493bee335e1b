"""The tooling (``rules/tools``) sits on top of the rules cores and never under them.

Read from the source with :mod:`ast` (nothing is imported), every import counted (module level,
under ``if TYPE_CHECKING:``, inside functions, ``importlib`` calls):

- no rules-core module imports ``rules.tools``: the core is everything in ``rules/`` outside
  ``rules/tools``, except a game's agents and playout and its command-line entry points;
- a game's agents and playout use only the shared helpers (``rules.tools.agents``,
  ``rules.tools.playout``), never a game's tooling or the command-line skeleton;
- only the entry points (``rules/<game>/__main__.py``, ``rules/tta/datagen.py``) import a game's
  tooling, each its own game's;
- the shared tooling (``rules/tools/*.py``) imports no game; a game's tooling imports no other
  game.
"""

from __future__ import annotations

import ast
from pathlib import Path

import rules

RULES = Path(rules.__file__).resolve().parent
ROOT = RULES.parent
TOOLS = RULES / "tools"
# Shared helpers the game-side play code (agents, playout) may use.
PLAY_HELPERS = frozenset({"rules.tools", "rules.tools.agents", "rules.tools.playout"})
# `python -m …` entry points inside the rules packages: thin, delegating to the tooling.
ENTRY_POINTS = frozenset({"__main__.py", "datagen.py"})


def games() -> list[str]:
    return sorted(p.parent.name for p in RULES.glob("*/game.py"))


def imports(text: str, here: str) -> list[tuple[int, str]]:
    """(line, absolute module) of every import in ``text``, the module ``here``'s source."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = here.split(".")[: -node.level]
                base = ".".join([*anchor, base] if base else anchor)
            found += [(node.lineno, submodule(base, alias.name)) for alias in node.names]
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.lineno, node.args[0].value))
    return found


def submodule(base: str, name: str) -> str:
    """``base.name`` when that is a module or package of the tree, else ``base`` (``name`` is
    something the module ``base`` defines)."""
    place = ROOT.joinpath(*base.split("."), name)
    return f"{base}.{name}" if place.is_dir() or place.with_suffix(".py").is_file() else base


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_tooling(module: str) -> bool:
    return module == "rules.tools" or module.startswith("rules.tools.")


def role(path: Path, names: list[str]) -> str:
    """``shared-tools``, ``game-tools``, ``entry``, ``play`` (agents, playout) or ``core``."""
    rel = path.relative_to(RULES).parts
    if rel[0] == "tools":
        return "game-tools" if len(rel) > 2 and rel[1] in names else "shared-tools"
    if rel[0] in names and len(rel) == 2 and rel[1] in ENTRY_POINTS:
        return "entry"
    if rel[0] in names and (rel[1] == "agents" or rel[1] == "playout.py"):
        return "play"
    return "core"


def violations(sources: dict[Path, str]) -> list[str]:
    """What breaks the layers in ``sources`` (path under ``rules/`` -> text)."""
    names = games()
    bad: list[str] = []
    for path, text in sorted(sources.items()):
        kind = role(path, names)
        here = module_name(path)
        game = path.relative_to(RULES).parts[1 if kind == "game-tools" else 0]
        for line, module in imports(text, here):
            parts = module.split(".")
            other_game = parts[0] == "rules" and next(
                (p for p in parts[1:3] if p in names and p != game), None
            )
            where = f"{path.relative_to(ROOT)}:{line} imports {module}"
            if kind == "core" and is_tooling(module):
                bad.append(f"{where} (a rules core imports no tooling)")
            elif kind == "play" and is_tooling(module) and module not in PLAY_HELPERS:
                bad.append(f"{where} (agents and playout use only the shared play helpers)")
            elif kind == "entry" and is_tooling(module) and module.split(".")[2:3] != [game]:
                bad.append(f"{where} (an entry point delegates to its own game's tooling)")
            elif kind == "shared-tools" and parts[0] == "rules" and set(parts[1:3]) & set(names):
                bad.append(f"{where} (the shared tooling imports no game)")
            elif kind == "game-tools" and other_game:
                bad.append(f"{where} (a game's tooling imports no other game)")
    return bad


def rules_sources() -> dict[Path, str]:
    return {p: p.read_text(encoding="utf-8") for p in sorted(RULES.rglob("*.py"))}


def test_the_tooling_sits_on_top_of_the_rules() -> None:
    sources = rules_sources()
    kinds = {role(p, games()) for p in sources}
    assert kinds == {"shared-tools", "game-tools", "entry", "play", "core"}
    assert violations(sources) == []


def test_every_game_has_its_tooling_outside_its_rules_package() -> None:
    """A command line is optional (the guide's example has none); a game that has one keeps it
    in ``rules/tools/<game>/cli.py`` behind a ``rules/<game>/__main__.py`` entry point."""
    for game in games():
        assert not (RULES / game / "cli.py").exists(), game
        entry = (RULES / game / "__main__.py").is_file()
        assert entry == (TOOLS / game / "cli.py").is_file(), game
    # The shipped games' documented command lines (`python -m rules.hadara`, …).
    assert {"hadara", "tta", "bids"} <= {g for g in games() if (TOOLS / g / "cli.py").is_file()}


def test_the_check_fails_on_each_kind_of_breach() -> None:
    """Each planted import is caught (so the test above can fail)."""
    planted = {
        RULES / "tta" / "engine.py": "from rules.tools import playout\n",
        RULES / "hadara" / "scoring.py": "def f() -> None:\n    import rules.tools.hadara.cli\n",
        RULES / "bids" / "state.py": "import importlib\nimportlib.import_module('rules.tools')\n",
        RULES / "bids" / "agents" / "strong.py": "from rules.tools.cli import main\n",
        RULES / "hadara" / "playout.py": "from rules.tools.hadara import tournament\n",
        RULES / "bids" / "__main__.py": "from rules.tools.tta.cli import main\n",
        TOOLS / "cli.py": "from rules.hadara.engine import VARIANTS\n",
        TOOLS / "matches.py": "from rules import tta\n",
        TOOLS / "tta" / "soak.py": "from rules.hadara import engine\n",
    }
    found = violations(planted)
    breached = {line.split(":")[0] for line in found}
    assert breached == {str(p.relative_to(ROOT)) for p in planted}, found
    fine = {
        RULES / "tta" / "agents" / "__init__.py": "from rules.tools.agents import Roster\n",
        RULES / "bids" / "playout.py": "from rules.tools import playout\n",
        RULES / "hadara" / "__main__.py": "from rules.tools.hadara.cli import main\n",
        TOOLS / "tta" / "cli.py": "from rules.tta import engine\nfrom rules.tools import cli\n",
        TOOLS / "playout.py": "from rules.core import BadDump\n",
    }
    assert violations(fine) == []
