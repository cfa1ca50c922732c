"""What the project imports is what it declares: every third-party module the code imports
comes from a package pyproject.toml names, in the right group (the bot's own code only from
the bot's dependencies; tests, benchmarks and the docs' scripts from those or the tests'),
each bounded below its next major, the checkers pinned exactly, and constraints.txt pins
every one of them inside its range."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from functools import cache
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
RUNTIME = [Requirement(line) for line in PROJECT["dependencies"]]
TEST = [Requirement(line) for line in PROJECT["optional-dependencies"]["test"]]
OWN = {"azul_bot", "renderers", "tests", "benchmarks", "docs", "__future__"}
BOT_CODE = ("azul_bot", "renderers")
"""What runs in production: it may import the bot's dependencies only."""
DEV_CODE = ("tests", "benchmarks", "docs")
"""Run with the test extras installed (the README's test command)."""
NOT_IMPORTED = {"tzdata"}
"""Declared for what they hold, not imported: tzdata is the zone data zoneinfo reads."""
CHECKERS = {"ruff", "mypy"}
"""The tools that judge the code: pinned exactly (a type checker joins them)."""
PLUGINS = {"pytest-asyncio", "pytest-xdist"}
"""Loaded by pytest itself (``asyncio_mode = "auto"``), not imported by a test."""


def names(requirements: list[Requirement]) -> set[str]:
    return {canonicalize_name(requirement.name) for requirement in requirements}


@cache  # the tree does not change while the tests run: each folder is read once
def imported_modules(folder: str) -> dict[str, set[str]]:
    """The third-party modules the ``.py`` files of ``folder`` import (at any depth, lazy
    imports in functions too), each with the files that import it."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / folder).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules = [node.module]
            else:
                continue
            for module in modules:
                top = module.split(".")[0]
                beside = path.parent / f"{top}.py"  # benchmarks/nowhere.py, imported as nowhere
                if top in OWN or top in sys.stdlib_module_names or beside.is_file():
                    continue
                found.setdefault(module, set()).add(str(path.relative_to(ROOT)))
    return found


@cache
def top_level_owners() -> dict[str, list[str]]:
    return metadata.packages_distributions()


def distribution_of(module: str) -> str | None:
    """The installed package that provides ``module``: for a namespace shared by several
    (``fluent``), the one holding the module's own files (``fluent.runtime``)."""
    candidates = sorted(set(top_level_owners().get(module.split(".")[0], [])))
    if len(candidates) > 1:
        prefix = module.replace(".", "/")
        candidates = [
            name
            for name in candidates
            if any(
                str(file).startswith(prefix + "/") or str(file) == prefix + ".py"
                for file in metadata.distribution(name).files or []
            )
        ]
    return canonicalize_name(candidates[0]) if len(candidates) == 1 else None


def undeclared(folders: tuple[str, ...], declared: set[str]) -> list[str]:
    problems = []
    for folder in folders:
        for module, files in sorted(imported_modules(folder).items()):
            package = distribution_of(module)
            if package is None:
                problems.append(f"{module} (in {sorted(files)[0]}): no installed package has it")
            elif package not in declared:
                problems.append(f"{module} (in {sorted(files)[0]}) comes from {package}")
    return problems


# ---------------------------------------------------------------------------- imports


def test_the_bots_code_imports_only_the_bots_dependencies():
    assert {"discord-py", "aiohttp", "yarl", "babel"} <= names(RUNTIME)
    assert not undeclared(BOT_CODE, names(RUNTIME))


def test_tests_benchmarks_and_scripts_import_only_what_is_declared():
    assert not undeclared(DEV_CODE, names(RUNTIME) | names(TEST))


def test_every_declared_package_is_imported():
    used = {
        distribution_of(module)
        for folder in BOT_CODE + DEV_CODE
        for module in imported_modules(folder)
    }
    assert not sorted(names(RUNTIME) - used - NOT_IMPORTED)
    # The test group: imported by the tests, or a tool the build runs.
    assert not sorted(names(TEST) - used - CHECKERS - PLUGINS)


def test_an_undeclared_import_is_caught():
    assert "babel.dates" in imported_modules("azul_bot")
    assert distribution_of("fluent.runtime") == "fluent-runtime"
    assert distribution_of("fluent.syntax") == "fluent-syntax"
    without_babel = names(RUNTIME) - {"babel"}
    assert "babel.dates (in azul_bot/features/results/picture.py) comes from babel" in undeclared(
        BOT_CODE, without_babel
    )


# ---------------------------------------------------------------------------- version ranges


def test_every_dependency_is_bounded_below_its_next_major():
    for requirement in RUNTIME + TEST:
        if canonicalize_name(requirement.name) in NOT_IMPORTED:
            continue
        operators = {specifier.operator for specifier in requirement.specifier}
        assert operators & {"<", "=="}, f"{requirement} has no upper bound"


def test_the_checkers_are_pinned_exactly():
    for requirement in TEST:
        if canonicalize_name(requirement.name) in CHECKERS:
            (only,) = requirement.specifier
            assert only.operator == "==", f"{requirement} is not pinned"


# ---------------------------------------------------------------------------- constraints.txt


def pins(text: str) -> dict[str, Version]:
    """The ``name==version`` lines of a constraints file (comments aside)."""
    found = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            match = re.fullmatch(r"([A-Za-z0-9._-]+)==([^\s;]+)", line)
            assert match, f"not an exact pin: {line!r}"
            found[canonicalize_name(match[1])] = Version(match[2])
    return found


def out_of_range(requirements: list[Requirement], pinned: dict[str, Version]) -> list[str]:
    problems = []
    for requirement in requirements:
        name = canonicalize_name(requirement.name)
        if name not in pinned:
            problems.append(f"{name} is not pinned")
        elif not requirement.specifier.contains(pinned[name], prereleases=True):
            problems.append(f"{name}=={pinned[name]} is outside {requirement.specifier}")
    return problems


def test_the_constraints_pin_every_declared_package_inside_its_range():
    pinned = pins((ROOT / "constraints.txt").read_text(encoding="utf-8"))
    assert "azul-discord-bot" not in pinned, "the project itself is installed from the checkout"
    assert not out_of_range(RUNTIME + TEST, pinned)


def test_a_pin_outside_its_range_is_caught():
    pinned = pins("# made so\npillow==14.0.0\nruff==0.17.6\n")
    requirements = [Requirement("pillow>=10.4,<14"), Requirement("ruff==0.17.6")]
    assert out_of_range(requirements, pinned) == ["pillow==14.0.0 is outside <14,>=10.4"]
    assert out_of_range([Requirement("babel>=2.12,<3")], pinned) == ["babel is not pinned"]


def test_the_docs_refresh_the_constraints_as_their_header_says():
    header = [
        line.removeprefix("#   ")
        for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines()
        if line.startswith("#   ")
    ]
    assert header and header[0].startswith("lock=$(mktemp -d) && python3.11 -m venv")
    development = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    part = development[development.index("\n## Dependencies\n") :]
    block = [line[4:] for line in part.splitlines() if line.startswith("    ")]
    assert "\n".join(header) in "\n".join(block)
