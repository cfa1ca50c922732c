"""Every sentence a player reads comes from the catalogue: a scan of the code for words written
anywhere else. Logs, docstrings, developer errors and the administrator's start-up messages
(English, on stderr) are not for players and are left alone."""

from __future__ import annotations

import ast
import re
import shutil
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("azul_bot", "renderers")
# Read by whoever runs the bot, not by players: settings, start-up, SQL, worker processes.
# The engine and the computer players hold no wording at all (DESIGN.md); their messages are
# for developers (a corrupt stored game, an impossible position).
NOT_FOR_PLAYERS = (
    "azul_bot/engine/",
    "azul_bot/ai/",
    "azul_bot/config.py",
    "azul_bot/console.py",
    "azul_bot/__main__.py",
    "azul_bot/workers.py",
    "azul_bot/core/db/",
)
FEATURE_SQL = re.compile(r"azul_bot/features/\w+/store(/\w+)?\.py")
"""A feature's own SQL, like the store's (its ``store.py``, or the modules of its ``store/``)."""
WORDS = re.compile(r"[A-Za-z]{2,}[,.:;!?']*\s+[A-Za-z]{2,}")
LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log", "log_failure"}
LOGGING |= {"unavailable_on_outage"}  # its second argument says what failed, for the log
# Not ours to word: text the bot matches in another library's log.
FOREIGN = {"Failed to connect"}
# Exceptions that reach developers and logs, never a player.
DEVELOPER_ERRORS = {
    "ValueError",
    "TypeError",
    "RuntimeError",
    "AssertionError",
    "LookupError",
    "KeyError",
    "NotImplementedError",
    "MissingWords",
    "CorruptGame",
    "StoreUnavailable",
    "GatewayUnreachable",
    "PairingError",  # a pairing asked of impossible inputs: the service checks them first
    # Why the outbox waits, for its log: a post where no token is alive, or none to edit with.
    "Parked",
    "Held",
    "MessageGone",
    "PublishError",
}


def _docstrings(tree: ast.AST) -> set[int]:
    """Docstrings, and the strings that document a constant below it: statements of their own."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }


def _exempt_calls(tree: ast.AST) -> set[int]:
    """Constants inside log calls and developer errors."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in LOGGING or name in DEVELOPER_ERRORS:
            found |= {id(inner) for inner in ast.walk(node) if isinstance(inner, ast.Constant)}
    return found


@cache  # a scan of a copy of the code reads the same modules again: each is parsed once
def sentences_in(source: str) -> tuple[tuple[int, str], ...]:
    """Each string in a module's ``source`` that reads as a sentence, with its line."""
    tree = ast.parse(source)
    skip = _docstrings(tree) | _exempt_calls(tree)
    return tuple(
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skip
        and node.value not in FOREIGN
        and WORDS.search(node.value)
    )


def sentences_outside_the_catalogue(root: Path = ROOT) -> list[str]:
    """Each string in the code under ``root`` that reads as a sentence, with where it is."""
    found = []
    for folder in SCANNED:
        for path in sorted((root / folder).rglob("*.py")):
            where = path.relative_to(root).as_posix()
            if where.startswith(NOT_FOR_PLAYERS) or FEATURE_SQL.fullmatch(where):
                continue
            for line, text in sentences_in(path.read_text(encoding="utf-8")):
                found.append(f"{where}:{line}: {text[:60]!r}")
    return found


def test_no_sentence_is_written_outside_the_catalogue():
    assert sentences_outside_the_catalogue() == []


def test_the_scan_finds_a_sentence_written_in_code(tmp_path):
    # Planted in a copy of the scanned code, never in the checkout (it may be read-only, and
    # another run may be scanning it at the same time).
    for folder in SCANNED:
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=_not_python)
    before = set(sentences_outside_the_catalogue(tmp_path))
    planted = tmp_path / "renderers" / "_planted_for_test.py"
    planted.write_text('LABEL = "Your turn now"\n', encoding="utf-8")
    found = set(sentences_outside_the_catalogue(tmp_path)) - before
    assert found == {"renderers/_planted_for_test.py:1: 'Your turn now'"}
    assert not (ROOT / "renderers" / "_planted_for_test.py").exists()


def _not_python(folder: str, names: list[str]) -> set[str]:
    """What a copy of the code leaves out: all but the Python files and their folders."""
    kept = {name for name in names if name.endswith(".py") or (Path(folder) / name).is_dir()}
    return set(names) - kept | {"__pycache__"}
