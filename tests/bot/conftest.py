"""A real AzulBot on a temporary database, driven offline by simcord.

Games start a few moves before their end (``short_games`` in ``tests/conftest.py``), and the
table picture is a stand-in, so a whole game through Discord takes a fraction of a second.
"""

from __future__ import annotations

import pytest

from azul_bot.bot import AzulBot
from azul_bot.engine import CENTER, FLOOR, Game, Move


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "azul.sqlite3"


@pytest.fixture
async def make_bot(db_path, short_games, fake_renderer):
    """Build a bot on the shared database (call again to 'restart' on the same file).

    simcord detaches a bot without closing it, so the database connections (threads) are
    released here, after the test.
    """
    bots: list[AzulBot] = []

    def make(**options) -> AzulBot:
        options.setdefault("new_game", short_games)
        options.setdefault("render", fake_renderer)
        bot = AzulBot(db_path=db_path, **options)
        bots.append(bot)
        return bot

    yield make
    for bot in bots:
        await bot.release()


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot()


def source_text(move: Move) -> str:
    return "center" if move.source == CENTER else str(move.source + 1)


def line_text(move: Move) -> str:
    return "floor" if move.line == FLOOR else str(move.line + 1)


class Table:
    """A guild, a channel and five members (simcord handles), plus game-reading helpers."""

    def __init__(self, env, bot: AzulBot, short_games) -> None:
        self.env = env
        self.bot = bot
        self.short_games = short_games
        self.guild = env.create_guild()
        self.channel = self.guild.create_text_channel("azul")
        names = ["alice", "bob", "carol", "dave", "erin"]
        self.users = [env.create_user(name) for name in names]
        self.members = [self.guild.add_member(user) for user in self.users]
        self.by_id = {m.id: m for m in self.members}

    async def record(self, channel=None):
        return await self.bot.store.active_game((channel or self.channel).id)

    async def game(self, channel=None) -> Game:
        return (await self.record(channel)).game()

    async def current(self, channel=None):
        record = await self.record(channel)
        return self.by_id[record.seats[record.game().current_player].user_id]

    async def open(self, players: int, *, buttons: bool = False, channel=None):
        """Lobby by ``alice`` with ``players`` seats, then started; returns the seated members."""
        channel = channel or self.channel
        seated = self.members[:players]
        result = await seated[0].slash(channel, "azul new")
        assert result.ephemeral
        lobby = channel.last_message
        for member in seated[1:]:
            if buttons:
                await member.click(lobby, label="Join")
            else:
                await member.slash(channel, "azul join")
        if buttons:
            await seated[0].click(lobby, label="Start")
        else:
            await seated[0].slash(channel, "azul start")
        return seated

    async def play_command(self, move: Move, member=None, channel=None):
        channel = channel or self.channel
        member = member or await self.current(channel)
        return await member.slash(
            channel,
            "azul play",
            source=source_text(move),
            color=str(move.color),
            line=line_text(move),
        )

    async def picker_ready(self, move: Move, member=None, message=None):
        """Press Play and pick source, color and line; returns (member, picker message)."""
        member = member or await self.current()
        message = message or self.channel.last_message
        opened = await member.click(message, label="Play")
        picker = opened.response
        assert picker is not None and picker.ephemeral, opened
        await member.select(picker, [source_text(move)], custom_id=_select_id(picker, "src"))
        await member.select(picker, [str(move.color)], custom_id=_select_id(picker, "col"))
        await member.select(picker, [line_text(move)], custom_id=_select_id(picker, "line"))
        return member, picker

    async def play_buttons(self, move: Move, member=None, message=None):
        """Play through Play -> source -> color -> line -> Confirm; returns the last result."""
        member, picker = await self.picker_ready(move, member, message)
        return await member.click(picker, label="Confirm")


def _select_id(message, kind: str) -> str:
    for row in message.components:
        for component in row.get("components", []):
            custom_id = component.get("custom_id", "")
            if custom_id.startswith(f"azul:{kind}:"):
                return custom_id
    raise AssertionError(f"no {kind} menu in {message.components}")


@pytest.fixture
def table(simcord_env, short_games):
    return Table(simcord_env, simcord_env.bot, short_games)
