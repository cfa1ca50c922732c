"""The bot process from start to end: ``python -m azul_bot``, or its real ``main`` talking to
a stand-in for Discord on 127.0.0.1 (``discord_child.py``, ``fake_discord.py``).

A setting or a database that cannot be used is found before Discord is asked anything; a
refused token or a Discord that cannot be reached is one line on stderr, never a traceback,
and an exit code a service manager can act on (``exit_codes``: no use restarting after a
mistake, worth restarting when a service is down); nothing warns about voice. A bot in no
server says how to invite it; a development server that refuses the commands is one line,
and the commands go out globally. SIGTERM (as from systemd or docker) and SIGINT
stop a running bot cleanly: its loops, its gateway, its worker processes and its database
close, and the process exits with status 0, leaving no process behind.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import discord as discord_api  # ``discord`` is the stand-in's fixture here
import pytest

from azul_bot import exit_codes
from azul_bot.core import GameService, PublishError, ServiceOptions
from azul_bot.core.db import SqliteStore
from azul_bot.core.discord.permissions import NEEDS, Place, invite_permissions, needed
from azul_bot.engine import Game
from azul_bot.features.lobby import Lobby
from tests.fake_discord import TOKEN, FakeDiscord, closed_port
from tests.processes import children, left_after, needs_proc

ROOT = Path(__file__).resolve().parents[1]
CHILD = Path(__file__).with_name("discord_child.py")
PATIENCE = 60.0
"""Seconds a step may take before the test fails; each takes a few."""
GUILD, CHANNEL, ALICE = 1, 500, 7


@dataclass
class Ended:
    status: int
    lines: list[str]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


class BotProcess:
    """A bot process whose stderr is read as it comes."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.lines: list[str] = []
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        assert self.process.stderr is not None
        async for line in self.process.stderr:
            self.lines.append(line.decode(errors="replace").rstrip("\n"))

    async def wait_for(self, what: Callable[[], bool], doing: str) -> None:
        deadline = time.monotonic() + PATIENCE
        while not what():
            if self.process.returncode is not None or time.monotonic() > deadline:
                await asyncio.wait({self._reader}, timeout=5)
                raise AssertionError(f"{doing}: not seen; stderr:\n" + "\n".join(self.lines))
            await asyncio.sleep(0.05)

    def logged(self, text: str) -> bool:
        return any(text in line for line in self.lines)

    async def ended(self) -> Ended:
        status = await asyncio.wait_for(self.process.wait(), PATIENCE)
        await asyncio.wait_for(self._reader, PATIENCE)
        return Ended(status, self.lines)

    def kill(self) -> None:
        if self.process.returncode is None:
            self.process.kill()


def environment(**settings: str) -> dict[str, str]:
    """This environment without the bot's settings, then ``settings``."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("AZUL_", "DISCORD_", "FAKE_DISCORD"))
    }
    return {**env, "PYTHONPATH": str(ROOT), **settings}


@pytest.fixture
async def start_bot(tmp_path):
    """``await start_bot(*command, **settings)``: a bot process in a folder of its own (no
    ``.env``); killed after the test if it still runs."""
    started: list[BotProcess] = []

    async def start(*command: str, **settings: str) -> BotProcess:
        process = await asyncio.create_subprocess_exec(
            *command,
            cwd=tmp_path,
            env=environment(**settings),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
        )
        bot = BotProcess(process)
        started.append(bot)
        return bot

    yield start
    for bot in started:
        bot.kill()
        await bot.process.wait()


@pytest.fixture
async def discord():
    fake = FakeDiscord()
    await fake.start()
    yield fake
    await fake.stop()


def assert_one_clean_line(ended: Ended, status: int, *expected: str) -> None:
    """Exit ``status``, the reason in the last line, and no traceback or voice warning."""
    assert ended.status == status, ended.text
    assert ended.lines, "nothing on stderr"
    assert all(part in ended.lines[-1] for part in expected), ended.text
    assert "Traceback" not in ended.text and " ERROR " not in ended.text, ended.text
    assert "PyNaCl" not in ended.text and "davey" not in ended.text, ended.text


def resolves(host: str) -> bool:
    try:
        socket.getaddrinfo(host, 443)
    except OSError:
        return False
    return True


# ------------------------------------------------------------------ start-up failures


async def test_without_a_network_the_bot_says_so_in_one_line(start_bot, tmp_path):
    if resolves("discord.com"):
        pytest.skip("this machine reaches discord.com; the stand-in's tests cover it")
    bot = await start_bot(
        sys.executable, "-m", "azul_bot", DISCORD_TOKEN="not.a.token", AZUL_DB_PATH="azul.db"
    )
    ended = await bot.ended()
    assert_one_clean_line(ended, exit_codes.UNAVAILABLE, "Cannot reach Discord", "discord.com")
    assert ended.lines[:-1] == [line for line in ended.lines[:-1] if " INFO " in line]
    assert (tmp_path / "azul.db").exists()  # opened (and migrated) before logging in


async def test_a_refused_token_is_one_line_and_no_restart(start_bot, discord, tmp_path):
    bot = await start_bot(
        sys.executable,
        str(CHILD),
        FAKE_DISCORD=discord.url,
        DISCORD_TOKEN="refused.token",
        AZUL_DB_PATH="azul.db",
    )
    assert_one_clean_line(
        await bot.ended(), exit_codes.CONFIG, "Discord refused the token in DISCORD_TOKEN"
    )
    assert discord.requests == [("GET", "/api/v10/users/@me")]


async def test_a_login_discord_refuses_otherwise_is_one_line_and_no_restart(start_bot, tmp_path):
    fake = FakeDiscord(login_status=403)
    await fake.start()
    try:
        bot = await start_bot(
            sys.executable,
            str(CHILD),
            FAKE_DISCORD=fake.url,
            DISCORD_TOKEN=TOKEN,
            AZUL_DB_PATH="azul.db",
        )
        ended = await bot.ended()
    finally:
        await fake.stop()
    assert_one_clean_line(
        ended, exit_codes.CONFIG, "Discord refused to let the bot in: 403 refused"
    )


async def test_an_unreachable_discord_is_one_line_and_worth_a_restart(start_bot, tmp_path):
    bot = await start_bot(
        sys.executable,
        str(CHILD),
        FAKE_DISCORD=f"http://127.0.0.1:{closed_port()}",
        DISCORD_TOKEN=TOKEN,
        AZUL_DB_PATH="azul.db",
    )
    assert_one_clean_line(
        await bot.ended(), exit_codes.UNAVAILABLE, "Cannot reach Discord", "127.0.0.1"
    )


async def test_an_unreachable_gateway_is_one_line_and_worth_a_restart(start_bot, tmp_path):
    fake = FakeDiscord(gateway=f"ws://127.0.0.1:{closed_port()}")
    await fake.start()
    try:
        bot = await start_bot(
            sys.executable,
            str(CHILD),
            FAKE_DISCORD=fake.url,
            DISCORD_TOKEN=TOKEN,
            AZUL_DB_PATH="azul.db",
        )
        ended = await bot.ended()
    finally:
        await fake.stop()
    assert_one_clean_line(
        ended,
        exit_codes.UNAVAILABLE,
        "Cannot reach Discord",
        "GatewayUnreachable",
        "ws://127.0.0.1",
    )
    assert ("GET", "/api/v10/gateway/bot") in fake.requests


@pytest.mark.parametrize(
    ("settings", "status", "expected"),
    [
        ({"AZUL_DB_PATH": "."}, exit_codes.CONFIG, ["AZUL_DB_PATH", "folder", "'.'"]),
        (
            {"AZUL_DB_PATH": "no/such/folder/azul.db"},
            exit_codes.CONFIG,
            ["Cannot use the database (AZUL_DB_PATH)", "no/such/folder/azul.db", "does not exist"],
        ),
        (
            {"AZUL_DATABASE_URL": "postgresql://azul:secret@127.0.0.1:1/azul"},
            exit_codes.UNAVAILABLE,
            ["Cannot use the database (AZUL_DATABASE_URL)", "127.0.0.1:1/azul"],
        ),
    ],
    ids=["a folder", "a missing folder", "an unreachable PostgreSQL"],
)
async def test_a_database_that_cannot_be_used_is_named_before_discord_is_asked(
    start_bot, discord, settings, status, expected
):
    bot = await start_bot(
        sys.executable, str(CHILD), FAKE_DISCORD=discord.url, DISCORD_TOKEN=TOKEN, **settings
    )
    ended = await bot.ended()
    assert_one_clean_line(ended, status, *expected)
    assert ended.lines == ended.lines[-1:]  # nothing else at all
    assert "secret" not in ended.text
    assert discord.requests == []


# ------------------------------------------------------------------ a clean stop


class Unreachable:
    """A publisher for the seeding service: every post fails, so it stays in the outbox."""

    async def post(self, *args, **kwargs) -> int:
        raise PublishError("not now")

    edit = strip = dm = post


def computer_first(players: int) -> Game:
    """A new game whose first player is not seat 0 (Alice): a computer moves first."""
    seed = 0
    while Game.new(players, seed).current_player == 0:
        seed += 1
    return Game.new(players, seed)


async def seed_a_game(path: Path) -> None:
    """Alice against an easy computer, the computer to move, its table not posted yet: the bot
    posts it and plays the computer's turn as soon as it runs."""
    store = await SqliteStore.open(path)
    options = ServiceOptions(new_game=computer_first, flush_timeout=0)
    service = GameService(store, Unreachable(), options)
    try:
        await service.room(Lobby).open_lobby(GUILD, CHANNEL, ALICE, "Alice")
        await service.room(Lobby).add_computer(CHANNEL, ALICE, "easy")
        await service.room(Lobby).start(CHANNEL, ALICE)
    finally:
        await service.close()
        await store.close()


@needs_proc
@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_a_signal_stops_the_bot_cleanly_and_leaves_no_process(
    start_bot, discord, tmp_path, stop
):
    database = tmp_path / "azul.db"
    await seed_a_game(database)
    bot = await start_bot(
        sys.executable,
        str(CHILD),
        FAKE_DISCORD=discord.url,
        DISCORD_TOKEN=TOKEN,
        AZUL_DB_PATH=str(database),
    )
    await bot.wait_for(lambda: bot.logged("logged in as azul"), "the bot logged in")

    # The table is posted (a picture worker draws it), the computer moves (a computer-player
    # worker thinks) and its move is posted too.
    def workers() -> list:
        return [p for p in children(bot.process.pid) if "multiprocessing.spawn" in p.command]

    await bot.wait_for(
        lambda: len(discord.messages) >= 2 and len(workers()) >= 2, "posts and workers"
    )
    assert all(message["channel"] == CHANNEL for message in discord.messages)
    assert any(m["files"] for m in discord.messages), discord.messages  # a table picture
    spawned = children(bot.process.pid)

    bot.process.send_signal(stop)
    ended = await bot.ended()

    assert ended.status == 0, ended.text
    assert bot.logged(f"{stop.name}: shutting down") and ended.lines[-1].endswith("stopped")
    assert "Traceback" not in ended.text, ended.text
    assert not [line for line in ended.lines if " WARNING " in line or " ERROR " in line]
    assert "PyNaCl" not in ended.text and "davey" not in ended.text
    assert left_after(spawned, 5.0) == []
    # The database was closed: SQLite removes the write-ahead log with the last connection.
    assert database.exists() and not Path(f"{database}-wal").exists()


# ------------------------------------------------------------------ the first minutes


async def test_a_bot_in_no_server_logs_its_invite_link_with_exactly_what_it_needs(
    start_bot, discord, tmp_path
):
    bot = await start_bot(
        sys.executable,
        str(CHILD),
        FAKE_DISCORD=discord.url,
        DISCORD_TOKEN=TOKEN,
        AZUL_DB_PATH=str(tmp_path / "azul.db"),
    )
    await bot.wait_for(lambda: bot.logged("in no server yet"), "the invite line")
    bot.process.send_signal(signal.SIGTERM)
    ended = await bot.ended()
    assert ended.status == exit_codes.OK, ended.text
    (line,) = [line for line in ended.lines if "in no server yet" in line]
    assert "then type /azul new" in line
    url = line.split("invite the bot with ", 1)[1].split()[0]
    query = dict(part.split("=", 1) for part in url.split("?", 1)[1].split("&"))
    assert query["client_id"] == "4200"  # the application's own id
    assert query["scope"] == "bot+applications.commands"
    (mine,) = [line for line in ended.lines if "to their account with" in line]
    account = mine.split("account with ", 1)[1].split()[0]
    asked = dict(part.split("=", 1) for part in account.split("?", 1)[1].split("&"))
    assert asked == {"client_id": "4200", "scope": "applications.commands", "integration_type": "1"}
    # Exactly the permissions the bot checks wherever it posts, no more and no fewer.
    checked = {name for place in Place for name in needed(place)}
    assert checked == {need.permission for need in NEEDS}
    asked = discord_api.Permissions(int(query["permissions"]))
    assert asked == discord_api.Permissions(**dict.fromkeys(checked, True))
    assert asked == invite_permissions()


async def test_a_development_server_that_refuses_the_commands_is_one_line_then_global(
    start_bot, tmp_path
):
    fake = FakeDiscord(guild_sync_status=403)
    await fake.start()
    try:
        bot = await start_bot(
            sys.executable,
            str(CHILD),
            FAKE_DISCORD=fake.url,
            DISCORD_TOKEN=TOKEN,
            AZUL_DB_PATH=str(tmp_path / "azul.db"),
            AZUL_DEV_GUILD_ID="123456",
        )
        await bot.wait_for(lambda: bot.logged("logged in as azul"), "the bot logged in")
        bot.process.send_signal(signal.SIGTERM)
        ended = await bot.ended()
    finally:
        await fake.stop()
    assert ended.status == exit_codes.OK, ended.text
    refused = [line for line in ended.lines if "AZUL_DEV_GUILD_ID=123456" in line]
    assert len(refused) == 1 and "Syncing them globally instead" in refused[0], ended.text
    assert "Traceback" not in ended.text and " ERROR " not in ended.text, ended.text
    puts = [path for method, path in fake.requests if method == "PUT"]
    assert puts == [
        "/api/v10/applications/4200/guilds/123456/commands",
        "/api/v10/applications/4200/commands",
    ]
