"""The reference pages in docs/ say what the code does: every command, option and choice the
bot registers is in docs/commands.md (and no page names a command it lacks), so is every
context menu (a member's Apps), every setting it reads is in docs/settings.md, the engine
example runs as shown, and every benchmark is listed."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import discord
import pytest
from discord import app_commands

import azul_bot.engine
from azul_bot.bot import AzulBot
from azul_bot.core import ServiceOptions
from azul_bot.features.settings import SERVER_LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SETTING = r"(?:DISCORD|AZUL)_[A-Z_]+"


def read(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def section(text: str, heading: str) -> str:
    """From the line ``heading`` (``## Title``, ``### `/azul new```) to the next heading of
    the same level or above."""
    depth = len(heading.split(" ", 1)[0])
    start = text.index(f"\n{heading}\n")
    ends = [text.find(f"\n{'#' * level} ", start + 1) for level in range(1, depth + 1)]
    ends = [end for end in ends if end != -1]
    return text[start : min(ends) if ends else None]


@pytest.fixture
async def registered(tmp_path) -> list[app_commands.Command]:
    """Every slash command as the bot registers it: the real extension, on the real tree."""
    bot = AzulBot(db_path=tmp_path / "azul.sqlite3", options=ServiceOptions())
    await bot.load_extension("azul_bot.core.discord")
    commands = [
        command for command in bot.tree.walk_commands() if isinstance(command, app_commands.Command)
    ]
    assert len(commands) >= 19, "the /azul group lost its commands"
    return commands


def command_section(command: app_commands.Command) -> str:
    """The part of docs/commands.md headed by the command's name."""
    text = read("commands.md")
    heading = f"### `/{command.qualified_name}`"
    assert f"\n{heading}\n" in text, f"docs/commands.md has no {heading}"
    return section(text, heading)


# ---------------------------------------------------------------------------- commands


async def test_every_command_option_and_choice_is_in_docs_commands(registered):
    text = read("commands.md")
    summary = text[: text.index("\n## ")]  # the table at the top
    for command in registered:
        about = command_section(command)
        assert f"`/{command.qualified_name}`" in summary, f"{command.name} is not in the table"
        for option in command.parameters:
            assert f"`{option.name}`" in about, f"/{command.qualified_name}: {option.name}"
            for choice in option.choices:
                assert f"`{choice.value}`" in about, f"{option.name}: {choice.value}"


async def test_no_page_names_a_command_the_bot_lacks(registered):
    # The word after /azul: a command's name, or a group's (``/azul notify turns``).
    names = {command.qualified_name.split()[1] for command in registered}
    for page in [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]:
        named = set(re.findall(r"`/azul (\w+)", page.read_text(encoding="utf-8")))
        assert not sorted(named - names), f"{page.name} names commands the bot lacks"


SUBCOMMANDS = (
    discord.AppCommandOptionType.subcommand.value,
    discord.AppCommandOptionType.subcommand_group.value,
)
TABLE_ROW = re.compile(r"^\| \[`/([^`]+)`\]\(#[\w-]+\) \|([^|]*)\|", re.MULTILINE)
"""A row of docs/commands.md's table: the linked command, then its options."""


@pytest.fixture
async def synced_schema(tmp_path) -> dict[str, list[str]]:
    """Each command's options, by its full name (``azul notify turns``), as the sync sends
    them to Discord: the payload of the real extension's tree (what ``command_digest``
    hashes), read as Discord reads it."""
    bot = AzulBot(db_path=tmp_path / "azul.sqlite3", options=ServiceOptions())
    await bot.load_extension("azul_bot.core.discord")
    # The slash commands: a context menu has no options (its section is checked below).
    slash = bot.tree.get_commands(type=discord.AppCommandType.chat_input)
    return leaf_options([command.to_dict(bot.tree) for command in slash])


def leaf_options(payloads: list[dict]) -> dict[str, list[str]]:
    """The commands a person can type in a sync payload (a group's subcommands, not the
    group), each with the names of its options."""
    found: dict[str, list[str]] = {}

    def walk(node: dict, name: str) -> None:
        options = node.get("options", [])
        nested = [option for option in options if option["type"] in SUBCOMMANDS]
        for option in nested:
            walk(option, f"{name} {option['name']}")
        if not nested:
            found[name] = [option["name"] for option in options]

    for payload in payloads:
        walk(payload, payload["name"])
    return found


def table_rows(text: str) -> dict[str, list[str]]:
    """docs/commands.md's table at the top: each command's row, with the options it names."""
    summary = text[: text.index("\n## ")]
    return {name: re.findall(r"`(\w+)`", options) for name, options in TABLE_ROW.findall(summary)}


def table_mismatches(schema: dict[str, list[str]], rows: dict[str, list[str]]) -> list[str]:
    """What the table says otherwise than the schema: a command with no row, a row for no
    command, an option missing from its row or named there but not in the schema."""
    wrong = [f"/{name}: no row in the table" for name in schema if name not in rows]
    wrong += [f"/{name}: a row, but no such command" for name in rows if name not in schema]
    for name in schema.keys() & rows.keys():
        wrong += [
            f"/{name}: the row lacks {option}"
            for option in schema[name]
            if option not in rows[name]
        ]
        wrong += [
            f"/{name}: the row names {option}"
            for option in rows[name]
            if option not in schema[name]
        ]
    return sorted(wrong)


async def test_the_table_of_commands_names_every_option_the_sync_sends(synced_schema):
    assert len(synced_schema) >= 30, "the /azul group lost its commands"
    assert synced_schema["azul new"] == ["thread", "variant", "min_finished"]
    assert not table_mismatches(synced_schema, table_rows(read("commands.md")))


async def test_every_context_menu_has_a_row_and_a_section_in_docs_commands(tmp_path):
    bot = AzulBot(db_path=tmp_path / "azul.sqlite3", options=ServiceOptions())
    await bot.load_extension("azul_bot.core.discord")
    menus = [
        command
        for command in bot.tree.get_commands()
        if isinstance(command, app_commands.ContextMenu)
    ]
    assert [menu.name for menu in menus] == ["Challenge to Azul"]
    text = read("commands.md")
    summary = text[: text.index("\n## ")]
    for menu in menus:
        anchor = menu.name.lower().replace(" ", "-")
        assert f"| [{menu.name}](#{anchor}) |" in summary, f"{menu.name} is not in the table"
        assert f"\n### {menu.name}\n" in text, f"docs/commands.md has no ### {menu.name}"


def test_a_table_row_that_lacks_an_option_is_caught():
    schema = {"azul new": ["thread", "variant", "min_finished"], "azul join": []}
    text = (
        "| Command | Options | In short |\n|---|---|---|\n"
        "| [`/azul new`](#azul-new) | `thread`, `variant` | open a lobby |\n"
        "| [`/azul board`](#azul-board) | `page` | the table |\n\n## A lobby\n"
    )
    assert table_mismatches(schema, table_rows(text)) == [
        "/azul board: a row, but no such command",
        "/azul join: no row in the table",
        "/azul new: the row lacks min_finished",
    ]


def test_a_command_missing_from_the_docs_is_caught():
    @app_commands.command(name="juggle", description="not a command of the bot")
    async def juggle(interaction) -> None: ...

    with pytest.raises(AssertionError, match="no ### `/juggle`"):
        command_section(juggle)


# ---------------------------------------------------------------------------- settings


def test_every_setting_the_bot_reads_is_in_docs_settings():
    config = (ROOT / "azul_bot" / "config.py").read_text(encoding="utf-8")
    read_by_the_bot = set(re.findall(rf'"({SETTING})"', config))
    assert {"DISCORD_TOKEN", "AZUL_DB_PATH", "AZUL_SHARD_IDS"} <= read_by_the_bot
    environment = section(read("settings.md"), "## The bot's environment")
    listed = set(re.findall(rf"^\| `({SETTING})` \|", environment, re.MULTILINE))
    assert listed == read_by_the_bot
    # settings.md says .env.example lists every setting (those left out commented).
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    assert set(re.findall(rf"^(?:# )?({SETTING})=", example, re.MULTILINE)) == read_by_the_bot


async def test_every_server_setting_is_in_docs_settings(registered):
    (settings,) = [command for command in registered if command.name == "settings"]
    server = section(read("settings.md"), "## The server's settings (`/azul settings`)")
    rows = set(re.findall(r"^\| `(\w+)` \|", server, re.MULTILINE))
    assert rows == {option.name for option in settings.parameters}
    for language in SERVER_LANGUAGES:
        assert f"`{language}`" in server


# ---------------------------------------------------------------------------- the engine


def engine_example() -> tuple[str, int]:
    """The first ``pycon`` block of docs/development.md's "The rules engine", and its line."""
    text = read("development.md")
    part = section(text, "## The rules engine")
    match = re.search(r"```pycon\n(.*?)```", part, re.DOTALL)
    assert match, "the engine section has no ```pycon block"
    line = text[: text.index(part) + match.start(1)].count("\n")
    return match[1], line


def test_the_engine_example_shows_what_it_prints():
    source, line = engine_example()
    test = doctest.DocTestParser().get_doctest(
        source,
        globs={},
        name="docs/development.md: The rules engine",
        filename="docs/development.md",
        lineno=line,
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
    assert (DOCS / "rules.md").is_file()
    assert "docs/rules.md" in section(read("development.md"), "## The rules engine")


# ---------------------------------------------------------------------------- benchmarks


def test_every_benchmark_script_is_listed_with_its_command():
    benchmarks = read("benchmarks.md")
    scripts = [
        path.name
        for path in sorted((ROOT / "benchmarks").glob("*.py"))
        if 'if __name__ == "__main__":' in path.read_text(encoding="utf-8")
    ]
    assert "busy.py" in scripts
    unlisted = [name for name in scripts if f".venv/bin/python benchmarks/{name}" not in benchmarks]
    assert not unlisted
