"""The Through the Ages engine's modules import one way (docs/tta-engine.md, "Layers").

Every ``rules.tta`` module is parsed with :mod:`ast`; the graph of its imports of other
``rules.tta`` modules — at module level, under ``if TYPE_CHECKING:`` and inside functions —
must have no cycle, and no function may import a ``rules.tta`` module (an import hidden in a
function is how a cycle hides) unless it is listed in :data:`LAZY` with its reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

import rules.tta

PACKAGE = "rules.tta"
ROOT = Path(rules.tta.__file__).resolve().parent

# (importing module, imported module) -> why the import stays inside a function. None is left:
# the command line, whose commands loaded their tools when asked, is tooling now
# (``rules.tools.tta``, tests/rules/test_tooling_layers.py).
LAZY: dict[tuple[str, str], str] = {}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _targets(node: ast.Import | ast.ImportFrom, here: str, known: set[str]) -> set[str]:
    """The ``rules.tta`` modules an import statement loads (not counting parent packages)."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names if alias.name in known}
    base = node.module or ""
    if node.level:  # relative: from the module's package (a package is its own anchor)
        is_package = any(other.startswith(here + ".") for other in known)
        anchor = here.split(".") if is_package else here.split(".")[:-1]
        anchor = anchor[: len(anchor) - (node.level - 1)]
        base = ".".join([*anchor, base] if base else anchor)
    found: set[str] = set()
    for alias in node.names:
        sub = f"{base}.{alias.name}"
        if sub in known:
            found.add(sub)
        elif base in known:
            found.add(base)
    return found


class _Imports(ast.NodeVisitor):
    def __init__(self, here: str, known: set[str]) -> None:
        self.here = here
        self.known = known
        self.depth = 0
        self.edges: set[str] = set()
        self.lazy: list[tuple[str, int]] = []

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function
    visit_Lambda = _function

    def _import(self, node: ast.Import | ast.ImportFrom) -> None:
        for target in _targets(node, self.here, self.known) - {self.here}:
            self.edges.add(target)
            if self.depth:
                self.lazy.append((target, node.lineno))

    visit_Import = _import
    visit_ImportFrom = _import


def _scan(sources: dict[str, str] | None = None) -> dict[str, _Imports]:
    """Each module's imports of the others (``sources``: module name -> text; default the
    engine's files)."""
    if sources is None:
        sources = {name: path.read_text(encoding="utf-8") for name, path in _modules().items()}
    known = set(sources)
    scans: dict[str, _Imports] = {}
    for name, text in sources.items():
        visitor = _Imports(name, known)
        visitor.visit(ast.parse(text, filename=name))
        scans[name] = visitor
    return scans


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component: list[str] = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _path(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One concrete circle inside a component, for the failure message."""
    members = set(component)
    start = component[0]
    trail = [start]
    seen = {start}
    while True:
        nxt = sorted(graph[trail[-1]] & members)
        if start in nxt and len(trail) > 1:
            return [*trail, start]
        fresh = [n for n in nxt if n not in seen]
        if not fresh:
            back = next(n for n in nxt if n in seen)
            return [*trail[trail.index(back) :], back]
        trail.append(fresh[0])
        seen.add(fresh[0])


def test_the_scan_sees_the_engine() -> None:
    scans = _scan()
    assert {"rules.tta.engine", "rules.tta.civil", "rules.tta.agents.strong"} <= set(scans)
    assert "rules.tta.state" in scans["rules.tta.engine"].edges
    assert "rules.tta.agents.heuristic" in scans["rules.tta.agents.strong"].edges


def test_the_scan_sees_imports_hidden_in_functions() -> None:
    sources = {
        "rules.tta": "",
        "rules.tta.low": "from rules.tta import state\n",
        "rules.tta.state": "",
        "rules.tta.high": (
            "from . import low\n"
            "def f() -> None:\n"
            "    from rules.tta.state import TtaState\n"
            "    g = lambda: __import__('json')\n"
        ),
    }
    scans = _scan(sources)
    assert scans["rules.tta.high"].edges == {"rules.tta.low", "rules.tta.state"}
    assert scans["rules.tta.high"].lazy == [("rules.tta.state", 3)]
    assert scans["rules.tta.low"].edges == {"rules.tta.state"} and not scans["rules.tta.low"].lazy


def test_the_cycle_finder_finds_a_planted_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]
    assert _path(graph, ["a", "b", "c"]) == ["a", "b", "c", "a"]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_rules_tta_imports_have_no_cycle() -> None:
    graph = {name: scan.edges for name, scan in _scan().items()}
    circles = [" -> ".join(_path(graph, c)) for c in _cycles(graph)]
    assert not circles, "import cycles among rules.tta modules:\n" + "\n".join(circles)


def test_no_function_imports_a_rules_tta_module() -> None:
    hidden = [
        f"{name}:{line} imports {target}"
        for name, scan in sorted(_scan().items())
        for target, line in scan.lazy
        if (name, target) not in LAZY
    ]
    assert not hidden, "imports inside functions (import at module level):\n" + "\n".join(hidden)
