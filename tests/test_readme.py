"""What the README tells a newcomer holds: its first screen says what the bot is and shows a
table, its two commands are the ones that run the bot and the build (``.ci/run``), every link
and file named in it and in ``docs/`` exists, and secrets stay out of git."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import configuration

from azul_bot.config import load_config

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
FIRST_SCREEN = "\n".join(README.splitlines()[:40])
"""What a newcomer sees before scrolling."""
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
"""The README and every page of docs/ (docs/pictures/README.md too)."""


def code_blocks(text: str) -> list[list[str]]:
    """The indented (four-space) code blocks of a markdown text, each as its lines."""
    blocks: list[list[str]] = []
    current: list[str] = []
    previous_blank = True
    for line in [*text.splitlines(), ""]:
        if line.startswith("    ") and (current or previous_blank):
            current.append(line[4:])
        elif current:
            blocks.append(current)
            current = []
        previous_blank = not line.strip()
    return blocks


def ci_commands() -> list[str]:
    """The lines of ``.ci/run`` that build and test the project (set-up aside)."""
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    return [
        line for line in script.splitlines() if line.startswith(("python3 -m venv", ".venv/bin/"))
    ]


# ---------------------------------------------------------------------------- the first screen


def test_the_first_screen_says_both_walls_and_three_languages():
    screen = FIRST_SCREEN.lower()
    for words in ("colored wall", "grey wall", "english", "french", "dutch"):
        assert words in screen, f"the README's first 40 lines do not name {words!r}"
    assert "classic colored-wall side" not in screen, "the bot plays both walls now"


def test_the_first_screen_shows_a_table_picture():
    pictures = re.findall(r"!\[[^\]]+\]\(([^)\s]+\.png)\)", FIRST_SCREEN)
    assert pictures, "the README's first 40 lines show no picture"
    for picture in pictures:
        with (ROOT / picture).open("rb") as file:
            assert file.read(8) == b"\x89PNG\r\n\x1a\n", f"{picture} is not a PNG"


def test_the_first_screen_holds_the_two_commands():
    blocks = ["\n".join(block) for block in code_blocks(FIRST_SCREEN)]
    assert "\n".join(ci_commands()) in blocks
    assert run_command() in blocks


# ---------------------------------------------------------------------------- the two commands


def run_command() -> str:
    """The run command, as the README must write it: the build's own set-up, without the test
    extras, then the bot instead of the tests."""
    build = ci_commands()[0]
    assert build.endswith(" && .venv/bin/python -m pytest"), build
    setup = build.removesuffix(" && .venv/bin/python -m pytest")
    return setup.replace("-e '.[test]'", "-e .") + " && .venv/bin/python -m azul_bot"


def test_the_readme_test_command_is_exactly_what_ci_runs():
    commands = ci_commands()
    assert len(commands) == 3, "the build is the tests, the lint and format checks, the types"
    assert "ruff check" in commands[1] and "ruff format --check" in commands[1]
    blocks = code_blocks(README)
    assert commands in blocks, "the README's test command is not the one .ci/run runs"


def test_the_readme_run_command_starts_the_bot_with_no_set_up(tmp_path):
    assert run_command() == (
        "python3 -m venv .venv && .venv/bin/pip install -q -c constraints.txt -e ."
        " && .venv/bin/python -m azul_bot"
    )
    assert [run_command()] in code_blocks(README)
    assert (ROOT / "azul_bot" / "__main__.py").is_file()
    # Zero set-up: with a token and nothing else, a SQLite file in the working folder.
    config = load_config({"DISCORD_TOKEN": "token"}, dotenv=tmp_path / ".env")
    assert config.database_url is None and config.db_path == Path("azul.sqlite3")


def test_every_install_takes_the_versions_ci_tested():
    # .ci/run, hence the README's two commands, and the image: all through constraints.txt.
    assert " -c constraints.txt " in ci_commands()[0]
    assert " -c constraints.txt " in run_command()
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text(encoding="utf-8")
    installs = re.findall(r"pip install [^\\\n]*", dockerfile)
    assert installs and all(" -c constraints.txt " in line for line in installs)
    copied = " ".join(re.findall(r"^COPY (.+) \./$", dockerfile, re.MULTILINE))
    assert "constraints.txt" in copied.split()
    ignore = (ROOT / "deploy" / "Dockerfile.dockerignore").read_text(encoding="utf-8")
    assert "!constraints.txt" in ignore.splitlines(), "the build would not see the file"
    for page in ("deployment.md", "setup.md", "development.md"):
        text = (ROOT / "docs" / page).read_text(encoding="utf-8")
        bare = [line for line in text.splitlines() if "pip install" in line and "-e " in line]
        assert all("-c constraints.txt" in line for line in bare), page


# ---------------------------------------------------------------------------- links and files


def without_fenced_code(text: str) -> str:
    return re.sub(r"^```.*?^```", "", text, flags=re.DOTALL | re.MULTILINE)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """The anchors of a page's headings; a repeated heading gets ``-1``, ``-2``... as on GitHub."""
    text = without_fenced_code(page.read_text(encoding="utf-8"))
    seen: Counter[str] = Counter()
    found: set[str] = set()
    for heading in re.findall(r"^#{1,6} (.+)$", text, re.MULTILINE):
        name = slug(heading)
        found.add(f"{name}-{seen[name]}" if seen[name] else name)
        seen[name] += 1
    return found


LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def relative_links(page: Path) -> list[str]:
    links = LINK.findall(without_fenced_code(page.read_text(encoding="utf-8")))
    return [link for link in links if not re.match(r"[a-z]+:", link)]


def broken_links(page: Path, root: Path = ROOT) -> list[str]:
    """The page's relative links whose file (inside ``root``) or heading does not exist."""
    broken = []
    for link in relative_links(page):
        path, _, anchor = link.partition("#")
        target = (page.parent / path).resolve() if path else page
        if not target.is_relative_to(root.resolve()) or not target.exists():
            broken.append(f"{link} (no such file)")
        elif anchor and target.suffix == ".md" and anchor not in anchors(target):
            broken.append(f"{link} (no such heading in {target.name})")
    return broken


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_relative_link_points_to_what_exists(page):
    assert not broken_links(page)


def test_the_readme_links_to_every_page_of_the_docs():
    linked = {
        (ROOT / link.partition("#")[0]).resolve() for link in relative_links(ROOT / "README.md")
    }
    pages = {page.resolve() for page in (ROOT / "docs").glob("*.md")}
    assert not sorted(page.name for page in pages - linked)


def test_a_broken_link_or_anchor_is_caught(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("# A page\n\n## Its part\n", encoding="utf-8")
    page = tmp_path / "README.md"
    page.write_text(
        "[ok](docs/a.md#its-part) [gone](docs/b.md) [lost](docs/a.md#no-part) "
        "[web](https://example.com) [out](../x.md) ![here](#a-page)\n\n# A page\n",
        encoding="utf-8",
    )
    assert [link.split()[0] for link in broken_links(page, root=tmp_path)] == [
        "docs/b.md",
        "docs/a.md#no-part",
        "../x.md",
    ]


# A path in the repository, as the docs write one: `docs/rules.md`, azul_bot/engine/ ...
REPO_PATH = re.compile(
    r"(?<![\w./-])((?:\.ci|azul_bot|benchmarks|deploy|docs|renderers|tests)/[\w./@-]*)"
)
MADE_BY_THE_READER = {"deploy/azul.env", "deploy/.env"}
"""Files docs/deployment.md tells the reader to make (git-ignored: they hold secrets)."""


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_file_the_docs_name_exists(page):
    named = set(REPO_PATH.findall(page.read_text(encoding="utf-8"))) - MADE_BY_THE_READER
    missing = sorted(path for path in named if not (ROOT / path.rstrip(".")).exists())
    assert not missing


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
        (
            ".pytest_cache/hypothesis/examples/x",
            True,
        ),  # where the tests' Hypothesis keeps its files
        ("constraints.txt", False),
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


@pytest.mark.skipif(
    bool(os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY")), reason="Hypothesis told where to write"
)
def test_hypothesis_writes_under_the_ignored_cache_not_the_checkout_root():
    for part in ("examples", "unicode_data"):
        where = configuration.storage_directory(part, intent_to_write=False).path
        assert where.is_relative_to(ROOT / ".pytest_cache"), where
