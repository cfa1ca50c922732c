"""The arrows of DESIGN.md, checked on the source: every module of ``azul_bot/`` and
``renderers/`` is parsed (``ast``, nothing is imported) and each of its imports is held
against

- the parts' arrows: ``engine`` imports nothing of the project; ``ai`` only ``engine``;
  ``renderers`` only ``engine``; ``store`` only ``engine``; ``service`` neither ``cogs``,
  ``words``, the publisher nor start-up; ``cogs`` neither start-up nor the publisher; nothing
  imports ``cogs`` but start-up and the publisher;
- the front end's view of the host: ``words`` and ``cogs`` import the service's public names
  only, ``azul_bot.core`` and a feature's own package (``azul_bot.features.play``), never a
  module below them;
- the service's order (``azul_bot/app.py``: ``ORDER``): a part of the service
  imports only the parts before it, so no two of its folders import each other;
- a feature in a folder of its own (``azul_bot/features/<name>``) is imported by no part but
  start-up and the features after it in the host's list (in a folder of their own, or of
  the service's until they move), and by those only through its package (its public face);
  its rules (every module but its ``cog``, ``words`` and ``picture``) use neither Discord,
  the front end nor the words;
- an import inside a function is no way around them: one whose module imports, in the end,
  the module it is in hides a cycle.
"""

from __future__ import annotations

import ast
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("azul_bot", "renderers")
CORE = "azul_bot.core"
START_UP = {"azul_bot.__main__", "azul_bot.bot", "azul_bot.config", "azul_bot.console"}
START_UP |= {"azul_bot.exit_codes"}
LEAVES = {"azul_bot", "azul_bot.version", "azul_bot.workers", "azul_bot.features"}
"""Small modules of no part, importing nothing of the project: any part may use them (the
features' package holds only their list, ``FEATURES``)."""
MAY_IMPORT = {
    "engine": {"engine"},
    "ai": {"engine", "ai"},
    "renderers": {"engine", "renderers"},
    "db": {"engine", "db"},
    "core": {"engine", "ai", "db", "core"},
    "words": {"engine", "ai", "renderers", "words", "core"},
    "discord": {"engine", "ai", "words", "core", "discord"},
    "publisher": {"engine", "ai", "db", "words", "core", "discord", "publisher"},
    "features": {"engine", "ai", "renderers", "db", "core", "words", "discord", "features"},
}
"""What each part may import (start-up may import every part): ``db``, ``words`` and
``discord`` are the core's folders of those names, ``core`` the rest of it."""
CORE_ORDER: tuple[str, ...] = (
    "names",
    "clock",
    "cache",
    "refusals",
    "seats",
    "threads",
    "told",
    "store_errors",
    "server_defaults",
    "places",
    "server_settings",
    "deadlines",
    "computers",
    "pictures",
    "delivery",
    "options",
    "locales",
    "hooks",
    "host",
    "__init__",
)
"""The core's own modules and folders, lowest first: each imports only those before it."""


@dataclass(frozen=True)
class Import:
    source: str
    target: str
    line: int
    in_function: bool


def modules(root: Path) -> dict[str, Path]:
    """Every module under ``root``'s scanned folders, by its dotted name."""
    found = {}
    for folder in SCANNED:
        for path in sorted((root / folder).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _resolved(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


@cache  # the tests below check copies of the tree with a line or two changed: parsed once
def statements(source: str) -> tuple[tuple[ast.Import | ast.ImportFrom, bool], ...]:
    """The import statements of a module's ``source``, each with whether it is inside a
    function."""
    tree = ast.parse(source)
    functions = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        for inner in ast.walk(node)
    }
    return tuple(
        (node, id(node) in functions)
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
    )


def imports(root: Path, known: dict[str, Path]) -> Iterator[Import]:
    """Each import of a project module, where it stands and whether inside a function."""
    for module, path in known.items():
        is_package = path.name == "__init__.py"
        for node, in_function in statements(path.read_text(encoding="utf-8")):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _resolved(module, is_package, node)
                for alias in node.names:
                    # ``from . import x`` names a module when there is one called so.
                    child = f"{base}.{alias.name}"
                    targets.append(child if child in known else base)
            for target in targets:
                while target and target not in known:
                    target = target.rpartition(".")[0]  # a name of a module: the module
                if target and target != module:
                    yield Import(module, target, node.lineno, in_function)


def part(module: str) -> str:
    """The part of the design a module belongs to."""
    if module.startswith("renderers"):
        return "renderers"
    if module in START_UP:
        return "start-up"
    if module in LEAVES:
        return "leaf"
    if module == "azul_bot.core.discord.publisher":
        return "publisher"
    if module.startswith(CORE + ".") and in_core(module) in ("db", "words", "discord"):
        return in_core(module)
    return module.split(".")[1]


FEATURES_PACKAGE = "azul_bot.features"
EDGE = {"cog", "words", "picture"}
"""A feature's modules that meet Discord and the reader: the others hold its rules."""


def feature_of(module: str) -> tuple[str, str] | None:
    """A moved feature's name and the module of its folder (``""``: its package)."""
    if not module.startswith(FEATURES_PACKAGE + "."):
        return None
    name, _, inner = module[len(FEATURES_PACKAGE) + 1 :].partition(".")
    return name, inner


def front_to_front(mine: tuple[str, str] | None, theirs: tuple[str, str]) -> bool:
    """A feature's cog may use the cog of one before it (the seasons' leaderboard extends the
    results' command): fronts meet at their fronts, so no rules need import Discord."""
    return mine is not None and mine[1].split(".")[0] == "cog" and theirs[1] == "cog"


def feature_violations(imp: Import, order: tuple[str, ...], where: str) -> list[str]:
    """The arrows of a feature's folder: who may import it, and what its rules import."""
    wrong = []
    mine, theirs = feature_of(imp.source), feature_of(imp.target)
    source = part(imp.source)
    importer = mine[0] if mine is not None else None
    if theirs is not None and importer != theirs[0]:
        if source not in ("start-up", "features") and importer is None:
            wrong.append(f"{where}: {source} may not import the feature {imp.target}")
        elif theirs[1] and not front_to_front(mine, theirs):
            wrong.append(f"{where}: {imp.target} is inside a feature: import its package")
        elif importer is not None and order.index(theirs[0]) > order.index(importer):
            wrong.append(f"{where}: {importer} may not import {theirs[0]}, which comes after it")
    if mine is not None and mine[1] and mine[1].split(".")[0] not in EDGE:
        edge = theirs is not None and theirs[0] == mine[0] and theirs[1] in EDGE
        if part(imp.target) in ("discord", "words") or edge:
            wrong.append(f"{where}: a feature's rules say no words (imports {imp.target})")
    return wrong


def feature_order(root: Path) -> tuple[str, ...]:
    """``FEATURES`` of ``azul_bot/features/__init__.py``, read from its source."""
    tree = ast.parse((root / "azul_bot/features/__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        target = node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(target, ast.Name) and target.id == "FEATURES" and node.value:
            return tuple(ast.literal_eval(node.value))
    raise LookupError("no FEATURES in azul_bot/features/__init__.py")


def in_core(module: str) -> str:
    """The part of the core a module of it is in (a folder, or a module of its own);
    ``__init__`` for the core's face."""
    rest = module[len(CORE) + 1 :] if module != CORE else ""
    return rest.split(".")[0] or "__init__"


def violations(root: Path = ROOT) -> list[str]:
    known = modules(root)
    found = list(imports(root, known))
    features = feature_order(root)
    wrong = []
    for imp in found:
        where = f"{known[imp.source].relative_to(root)}:{imp.line}"
        source, target = part(imp.source), part(imp.target)
        allowed = MAY_IMPORT.get(source)
        if target != "leaf" and allowed is not None and target not in allowed:
            wrong.append(f"{where}: {source} may not import {imp.target} ({target})")
        wrong += feature_violations(imp, features, where)
        if target == "discord" and source not in ("discord", "start-up", "publisher", "features"):
            wrong.append(f"{where}: only start-up and the publisher import discord ({imp.target})")
        if source in ("words", "discord", "features") and target == "core" and imp.target != CORE:
            wrong.append(
                f"{where}: {source} imports {imp.target}: only azul_bot.core"
                " is the core's public face"
            )
        if source == target == "core":
            mine, theirs = in_core(imp.source), in_core(imp.target)
            for name in (mine, theirs):
                if name not in CORE_ORDER:
                    wrong.append(f"{where}: {CORE}.{name} is not in the core's order")
            known_parts = mine in CORE_ORDER and theirs in CORE_ORDER
            if known_parts and CORE_ORDER.index(theirs) > CORE_ORDER.index(mine):
                wrong.append(f"{where}: {mine} may not import {theirs}, which comes after it")
    wrong += _folder_cycles(found)
    wrong += _hidden_cycles(found, known, root)
    return wrong


def _reach(edges: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for following in edges.get(todo.pop(), ()):
            if following not in seen:
                seen.add(following)
                todo.append(following)
    return seen


def _folder_cycles(found: list[Import]) -> list[str]:
    """Core parts that import each other, however far round."""
    edges: dict[str, set[str]] = {}
    for imp in found:
        if part(imp.source) == part(imp.target) == "core" and not imp.in_function:
            mine, theirs = in_core(imp.source), in_core(imp.target)
            if mine != theirs:
                edges.setdefault(mine, set()).add(theirs)
    looped = sorted(name for name in edges if name in _reach(edges, name))
    return [f"core parts in a cycle: {', '.join(looped)}"] if looped else []


def _hidden_cycles(found: list[Import], known: dict[str, Path], root: Path) -> list[str]:
    """Imports inside a function whose module imports the function's own module."""
    edges: dict[str, set[str]] = {}
    for imp in found:
        if not imp.in_function:
            edges.setdefault(imp.source, set()).add(imp.target)
    return [
        f"{known[imp.source].relative_to(root)}:{imp.line}: {imp.target} is imported in a"
        f" function, and imports {imp.source} itself (a hidden cycle)"
        for imp in found
        if imp.in_function and imp.source in _reach(edges, imp.target) | {imp.target}
    ]


def test_every_import_goes_the_way_the_arrows_point():
    assert violations() == []


def scratch_copy(tmp_path: Path) -> Path:
    for folder in SCANNED:
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("*.pyc"))
    return tmp_path


def add_line(path: Path, line: str) -> None:
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace(
            "from __future__ import annotations\n",
            f"from __future__ import annotations\n{line}\n",
            1,
        )
    )


def test_a_reversed_arrow_is_caught(tmp_path):
    root = scratch_copy(tmp_path)
    # Delivery is below the host: the outbox importing it goes against the order.
    add_line(root / "azul_bot/core/delivery/outbox.py", "from ..host import Host")
    # The words use the service's public names: not a module below its package.
    add_line(root / "azul_bot/core/words/narrator.py", "from azul_bot.core.host import Host")
    # The engine imports nothing of the project.
    add_line(root / "azul_bot/engine/tiles.py", "from azul_bot.core.db import Notice")
    # A feature's folder: its rules say no words, and no other part reaches inside it.
    add_line(root / "azul_bot/features/checkup/service.py", "from .words import check_text")
    add_line(root / "azul_bot/core/deadlines.py", "from azul_bot.features import checkup")
    # A feature imports the faces of those before it only.
    add_line(root / "azul_bot/features/settings/server.py", "from azul_bot.features import digest")
    add_line(
        root / "azul_bot/features/play/turns.py", "from azul_bot.features.seasons import store"
    )
    add_line(root / "azul_bot/features/play/turns.py", "from azul_bot.features import lobby")
    add_line(
        root / "azul_bot/features/tournaments/tables.py", "from azul_bot.features.lobby import ids"
    )
    found = "\n".join(violations(root))
    assert "settings may not import digest, which comes after it" in found
    assert "azul_bot.features.seasons.store is inside a feature: import its package" in found
    assert "a feature's rules say no words (imports azul_bot.features.checkup.words)" in found
    assert "core may not import the feature azul_bot.features.checkup" in found
    assert "play may not import lobby, which comes after it" in found
    assert "azul_bot.features.lobby.ids is inside a feature: import its package" in found
    assert "delivery may not import host, which comes after it" in found
    assert "core parts in a cycle" in found
    assert "words imports azul_bot.core.host" in found
    assert "engine may not import azul_bot.core.db" in found


def test_an_import_in_a_function_that_hides_a_cycle_is_caught(tmp_path):
    root = scratch_copy(tmp_path)
    path = root / "azul_bot/core/deadlines.py"
    path.write_text(
        path.read_text(encoding="utf-8")
        + "\n\ndef later():\n    from .host import Host\n\n    return Host\n",
        encoding="utf-8",
    )
    found = "\n".join(violations(root))
    assert "azul_bot.core.host is imported in a function" in found
