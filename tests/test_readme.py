"""What the README and the engine's docstring tell a newcomer holds: the engine example runs as
shown, the files they name exist, every benchmark is listed, and secrets stay out of git."""

from __future__ import annotations

import doctest
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import azul_bot.engine

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    """The README's ``## title`` section, up to the next ``## ``."""
    start = README.index(f"\n## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start : end if end != -1 else None]


def engine_example() -> tuple[str, int]:
    """The first ``pycon`` block of "The rules engine", and the README line it starts on."""
    text = section("The rules engine")
    match = re.search(r"```pycon\n(.*?)```", text, re.DOTALL)
    assert match, "the README's engine section has no ```pycon block"
    line = README[: README.index(text) + match.start(1)].count("\n")
    return match[1], line


def test_the_readme_engine_example_shows_what_it_prints():
    source, line = engine_example()
    test = doctest.DocTestParser().get_doctest(
        source, globs={}, name="README.md: The rules engine", filename="README.md", lineno=line
    )
    assert len(test.examples) >= 10, "the engine example lost its steps"
    report: list[str] = []
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    result = runner.run(test, out=report.append)
    assert result.failed == 0, "".join(report)


def test_the_engine_points_to_its_rules_inside_the_repository():
    doc = azul_bot.engine.__doc__ or ""
    named = re.findall(r"``([\w./-]+\.md)``", doc)
    assert named == ["docs/rules.md"]
    assert (ROOT / "docs" / "rules.md").is_file()
    assert "docs/rules.md" in section("The rules engine")


# A path in the repository, as the README writes one: `docs/rules.md`, azul_bot/engine/ ...
REPO_PATH = re.compile(
    r"(?<![\w./-])((?:\.ci|azul_bot|benchmarks|deploy|docs|renderers|tests)/[\w./@-]*)"
)


def test_every_file_the_readme_names_exists():
    named = set(REPO_PATH.findall(README))
    assert "docs/rules.md" in named and "docs/example_table.py" in named
    missing = sorted(path for path in named if not (ROOT / path.rstrip(".")).exists())
    assert not missing


def test_every_benchmark_script_is_listed_with_its_command():
    benchmarks = section("Benchmarks")
    scripts = [
        path.name
        for path in sorted((ROOT / "benchmarks").glob("*.py"))
        if 'if __name__ == "__main__":' in path.read_text(encoding="utf-8")
    ]
    assert "busy.py" in scripts
    unlisted = [name for name in scripts if f".venv/bin/python benchmarks/{name}" not in benchmarks]
    assert not unlisted


@pytest.mark.skipif(
    shutil.which("git") is None or not (ROOT / ".git").exists(), reason="needs a git checkout"
)
@pytest.mark.parametrize(
    ("path", "ignored"),
    [
        (".env", True),  # the README's settings file, with the token
        ("deploy/azul.env", True),  # docs/deployment.md's settings file for compose
        ("deploy/.env", True),  # compose.yaml: where AZUL_DB_PASSWORD may go
        ("azul.sqlite3", True),  # the default database, its WAL and its marker
        ("azul.sqlite3-wal", True),
        ("azul.sqlite3.commands-sync", True),
        ("azul-2025-05-01.dump", True),  # a pg_dump made as docs/deployment.md shows
        (".env.example", False),
        ("deploy/azul.env.example", False),
    ],
)
def test_where_the_docs_put_secrets_and_data_git_ignores(path, ignored):
    check = subprocess.run(
        ["git", "check-ignore", "--no-index", "--quiet", path], cwd=ROOT, check=False
    )
    assert check.returncode in (0, 1)
    assert (check.returncode == 0) == ignored
