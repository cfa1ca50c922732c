"""The core knows no feature: no name in ``azul_bot/core`` (a module's, a class's, a
function's, a variable's, an attribute's, a string's) speaks of a feature of
``azul_bot.features.FEATURES``. The words a feature shares with the game itself are the
game's: a move is played, a game has its result and its server its settings, and a game
waits in its lobby before it starts."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from azul_bot.features import FEATURES

CORE = Path(__file__).resolve().parents[1] / "azul_bot" / "core"
THE_GAMES_OWN = {"play", "results", "settings", "lobby"}
SUBFEATURES = ("challenge", "rematch")
"""Features that live in another's folder (the lobby's)."""
NOT_YET: dict[str, set[str]] = {}
"""Where the core still names a feature, to leave it (none now: each feature declares its
server settings in its folder). The list only shrinks: an entry no longer needed fails the
test too."""


def feature_words() -> set[str]:
    """Each feature's name, singular as it is used in names (``seasons``: ``season``)."""
    names = set(FEATURES) - THE_GAMES_OWN | set(SUBFEATURES)
    return {name.removesuffix("s") for name in names}


def words_of(name: str) -> list[str]:
    """``SeasonConflict``, ``season_skills``, ``'a season'``: their words, lower case."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name)
    return [word.lower() for word in re.split(r"[^A-Za-z]+", spaced) if word]


def names_in(tree: ast.AST) -> list[tuple[int, str]]:
    docstrings = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            found.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            found.append((node.lineno, node.attr))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found.append((node.lineno, node.name))
        elif isinstance(node, ast.arg | ast.keyword) and node.arg:
            found.append((node.lineno, node.arg))
        elif isinstance(node, ast.alias):
            found.append((0, node.asname or node.name))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found += [] if id(node) in docstrings else [(node.lineno, node.value)]
    return found


def feature_names_in_core(
    core: Path = CORE, allowed: dict[str, set[str]] | None = None
) -> list[str]:
    words = feature_words()
    allowed = {} if allowed is None else allowed
    wrong, seen = [], set()
    for path in sorted(core.rglob("*.py")):
        where = str(path.relative_to(core.parent))
        for line, name in names_in(ast.parse(path.read_text(encoding="utf-8"))):
            spoken = words & {word.removesuffix("s") for word in words_of(name)}
            seen |= {(where, word) for word in spoken}
            if spoken - allowed.get(where, set()):
                wrong.append(f"{where}:{line}: {name!r} ({', '.join(sorted(spoken))})")
    wrong += [
        f"{where}: names no {word} any more (take it off NOT_YET)"
        for where, names in allowed.items()
        for word in names
        if (where, word) not in seen
    ]
    return wrong


def test_the_core_names_no_feature():
    assert feature_names_in_core(allowed=NOT_YET) == []


def test_a_feature_named_in_the_core_is_caught(tmp_path):
    core = tmp_path / "core"
    core.mkdir()
    (core / "host.py").write_text(
        "from x import SeasonConflict\n\n\ndef retry(kind='tournament_round'):\n"
        "    '''A docstring may say a season.'''\n    return review_wait\n"
    )
    found = "\n".join(feature_names_in_core(core))
    assert "'SeasonConflict' (season)" in found
    assert "'tournament_round' (tournament)" in found
    assert "'review_wait' (review)" in found
    assert "docstring" not in found
