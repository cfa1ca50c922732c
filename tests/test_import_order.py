"""The arrows of DESIGN.md, checked on the source: every module of ``azul_bot/`` and
``renderers/`` is parsed (``ast``, nothing is imported) and each of its imports is held
against

- the parts' arrows: ``engine`` imports nothing of the project; ``ai`` only ``engine``;
  ``renderers`` only ``engine``; ``store`` only ``engine``; ``service`` neither ``cogs``,
  ``words``, the publisher nor start-up; ``cogs`` neither start-up nor the publisher; nothing
  imports ``cogs`` but start-up and the publisher;
- the front end's view of the host: ``words`` and ``cogs`` import the service's public names
  only, ``azul_bot.service`` and a feature's own package (``azul_bot.features.play``), never a
  module below them;
- the service's order (``azul_bot/service/features.py``: ``ORDER``): a part of the service
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("azul_bot", "renderers")
SERVICE = "azul_bot.service"
START_UP = {"azul_bot.__main__", "azul_bot.bot", "azul_bot.config", "azul_bot.console"}
START_UP |= {"azul_bot.exit_codes"}
LEAVES = {"azul_bot", "azul_bot.version", "azul_bot.workers"}
"""Small modules of no part, importing nothing of the project: any part may use them."""
MAY_IMPORT = {
    "engine": {"engine"},
    "ai": {"engine", "ai"},
    "renderers": {"engine", "renderers"},
    "store": {"engine", "store"},
    "service": {"engine", "ai", "store", "service", "features"},  # a feature's face: below
    "words": {"engine", "ai", "renderers", "words", "service"},
    "cogs": {"engine", "ai", "words", "service", "cogs"},
    "publisher": {"engine", "ai", "store", "words", "service", "cogs", "publisher"},
    "features": {"engine", "ai", "renderers", "store", "service", "words", "cogs", "features"},
}
"""What each part may import (start-up may import every part)."""


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


def imports(root: Path, known: dict[str, Path]) -> Iterator[Import]:
    """Each import of a project module, where it stands and whether inside a function."""
    for module, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_package = path.name == "__init__.py"
        functions = {
            id(inner)
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            for inner in ast.walk(node)
        }
        for node in ast.walk(tree):
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
                    yield Import(module, target, node.lineno, id(node) in functions)


def part(module: str) -> str:
    """The part of the design a module belongs to."""
    if module.startswith("renderers"):
        return "renderers"
    if module in START_UP:
        return "start-up"
    if module in LEAVES:
        return "leaf"
    if module == "azul_bot.publisher":
        return "publisher"
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


def feature_violations(
    imp: Import, order: tuple[str, ...], where: str, unmoved: frozenset[str] = frozenset()
) -> list[str]:
    """The arrows of a feature's folder: who may import it, and what its rules import. A
    feature of ``unmoved`` (a folder of the service's still) is held to the same arrows."""
    wrong = []
    mine, theirs = feature_of(imp.source), feature_of(imp.target)
    source = part(imp.source)
    importer = mine[0] if mine is not None else None
    if source == "service" and in_service(imp.source) in unmoved:
        importer = in_service(imp.source)
    if theirs is not None and importer != theirs[0]:
        if source not in ("start-up", "features") and importer is None:
            wrong.append(f"{where}: {source} may not import the feature {imp.target}")
        elif theirs[1]:
            wrong.append(f"{where}: {imp.target} is inside a feature: import its package")
        elif importer is not None and order.index(theirs[0]) > order.index(importer):
            wrong.append(f"{where}: {importer} may not import {theirs[0]}, which comes after it")
    if mine is not None and mine[1] and mine[1].split(".")[0] not in EDGE:
        edge = theirs is not None and theirs[0] == mine[0] and theirs[1] in EDGE
        if part(imp.target) in ("cogs", "words") or edge:
            wrong.append(f"{where}: a feature's rules say no words (imports {imp.target})")
    return wrong


def service_order(root: Path) -> tuple[str, ...]:
    """``ORDER`` of ``azul_bot/service/features.py``, read from its source: tuples of names
    and of the tuples before them (``(*SHARED, *FEATURES, ...)``)."""
    tree = ast.parse((root / "azul_bot/service/features.py").read_text(encoding="utf-8"))
    values: dict[str, tuple[str, ...]] = {}
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign) and isinstance(node.value, ast.Tuple):
            target = node.target if isinstance(node, ast.AnnAssign) else node.targets[0]
            assert isinstance(target, ast.Name)
            items: list[str] = []
            for item in node.value.elts:
                if isinstance(item, ast.Starred) and isinstance(item.value, ast.Name):
                    items += values[item.value.id]
                elif isinstance(item, ast.Constant) and isinstance(item.value, str):
                    items.append(item.value)
            values[target.id] = tuple(items)
    return values["ORDER"]


def in_service(module: str) -> str:
    """The part of the service a module of it is in (a folder, or a module of its own);
    ``__init__`` for the service's face."""
    rest = module[len(SERVICE) + 1 :] if module != SERVICE else ""
    return rest.split(".")[0] or "__init__"


def violations(root: Path = ROOT) -> list[str]:
    known = modules(root)
    found = list(imports(root, known))
    order = (*service_order(root), "__init__")
    features = set(service_order(root)) & {
        path.parent.name for path in (root / "azul_bot/service").glob("*/install.py")
    }
    wrong = []
    for imp in found:
        where = f"{known[imp.source].relative_to(root)}:{imp.line}"
        source, target = part(imp.source), part(imp.target)
        allowed = MAY_IMPORT.get(source)
        to_feature = source == "service" and target == "features"  # held below, by feature
        if target != "leaf" and allowed is not None and target not in allowed and not to_feature:
            wrong.append(f"{where}: {source} may not import {imp.target} ({target})")
        wrong += feature_violations(imp, order, where, frozenset(features))
        if target == "cogs" and source not in ("cogs", "start-up", "publisher", "features"):
            wrong.append(f"{where}: only start-up and the publisher import cogs ({imp.target})")
        if source in ("words", "cogs", "features") and target == "service":
            inside = imp.target[len(SERVICE) + 1 :]
            if inside and (inside not in features):
                wrong.append(
                    f"{where}: {source} imports {imp.target}: only azul_bot.service"
                    " and a feature's package are the service's public names"
                )
        if source == target == "service":
            mine, theirs = in_service(imp.source), in_service(imp.target)
            for name in (mine, theirs):
                if name not in order:
                    wrong.append(f"{where}: {SERVICE}.{name} is not in the service's ORDER")
            if mine in order and theirs in order and order.index(theirs) > order.index(mine):
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
    """Service parts that import each other, however far round."""
    edges: dict[str, set[str]] = {}
    for imp in found:
        if part(imp.source) == part(imp.target) == "service" and not imp.in_function:
            mine, theirs = in_service(imp.source), in_service(imp.target)
            if mine != theirs:
                edges.setdefault(mine, set()).add(theirs)
    looped = sorted(name for name in edges if name in _reach(edges, name))
    return [f"service parts in a cycle: {', '.join(looped)}"] if looped else []


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
    # Delivery is below the house: the outbox importing it goes against the order.
    add_line(root / "azul_bot/service/delivery/outbox.py", "from ..house import House")
    # The words use the service's public names: not a module below its package.
    add_line(root / "azul_bot/words/narrator.py", "from azul_bot.service.house import House")
    # The engine imports nothing of the project.
    add_line(root / "azul_bot/engine/tiles.py", "from azul_bot.store import Notice")
    # A feature's folder: its rules say no words, and no other part reaches inside it.
    add_line(root / "azul_bot/features/checkup/service.py", "from .words import check_text")
    add_line(root / "azul_bot/service/deadlines.py", "from azul_bot.features import checkup")
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
    assert "service may not import the feature azul_bot.features.checkup" in found
    assert "play may not import lobby, which comes after it" in found
    assert "azul_bot.features.lobby.ids is inside a feature: import its package" in found
    assert "delivery may not import house, which comes after it" in found
    assert "service parts in a cycle" in found
    assert "words imports azul_bot.service.house" in found
    assert "engine may not import azul_bot.store" in found


def test_an_import_in_a_function_that_hides_a_cycle_is_caught(tmp_path):
    root = scratch_copy(tmp_path)
    path = root / "azul_bot/service/deadlines.py"
    path.write_text(
        path.read_text(encoding="utf-8")
        + "\n\ndef later():\n    from .house import House\n\n    return House\n",
        encoding="utf-8",
    )
    found = "\n".join(violations(root))
    assert "azul_bot.service.house is imported in a function" in found
