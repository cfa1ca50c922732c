"""The Discord-level tests' bot: a real AzulBot on a temporary database, driven offline by
simcord, for every test of ``tests/bot/`` and ``tests/features/*/`` (a plugin of the root
``tests/conftest.py``).

Games start a few moves before their end (``short_games`` in ``tests/conftest.py``), and the
table picture is a stand-in, so a whole game through Discord takes a fraction of a second.
A test's bot differs from the others only by its options: plain ones in a ``bot`` marker
(``@pytest.mark.bot(computer_pause=0.05)``, or a module's ``pytestmark``), those made of
fixtures (a clock, a dealer) by a module's own ``bot_options`` fixture, which extends this
one's; the deal and the thinking budgets have markers of their own (``deal``, ``thinking``).
Any test that leaves an interaction pending fails at teardown
(``every_interaction_answered``).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from simcord.backend.models.interaction import ResponseKind
from simcord.enums import InteractionType

from azul_bot.bot import AzulBot
from azul_bot.core import ServiceOptions
from azul_bot.core.server_defaults import defaults
from azul_bot.engine import Game, Move
from azul_bot.features.settings.store import save_settings
from tests.simcord_helpers import button_id, line_text, source_text

QUIET = 6 * 3600.0
"""Seconds between the bot's loops' looks of their own (production's are seconds)."""


@pytest.fixture
def db_path(sqlite_file):
    return sqlite_file


@pytest.fixture
async def make_bot(db_path, short_games, fake_renderer, thinkers):
    """Build a bot on the shared database (call again to 'restart' on the same file).

    simcord detaches a bot without closing it, so the database connections (threads) are
    released here, after the test.
    """
    bots: list[AzulBot] = []

    def make(**options) -> AzulBot:
        """``options``: the ``ServiceOptions`` that differ from these."""
        # The computers think on threads with small budgets: a finished game's review starts
        # as soon as its end is posted, and it must be done within each of simcord's steps.
        options.setdefault("thinkers", thinkers)
        options.setdefault("new_game", short_games)
        options.setdefault("render", fake_renderer)
        if options.get("pictures", ()) is not None:
            options["pictures"] = {"replay", *options.get("pictures", ())}
        # simcord settles each action within 5 s: an interaction waits at most this long
        # for its channel message before answering that it will follow.
        options.setdefault("flush_timeout", 0.5)
        # One process: its loops are woken by what it does, so they need not look on their
        # own while a test moves the clock on by minutes or days (each look is a step).
        for poll in ("outbox_poll", "timer_poll"):
            options.setdefault(poll, QUIET)
        # One shard, in this process.
        bot = AzulBot(db_path=db_path, options=ServiceOptions(**options), shard_count=1)
        bots.append(bot)
        return bot

    yield make
    for bot in bots:
        await bot.release()


@pytest.fixture
def bot_options(request: pytest.FixtureRequest) -> dict:
    """The options of this test's bot: its ``bot`` markers' (the module's, then the test's).
    A module whose bot needs options made of fixtures extends this fixture::

        @pytest.fixture
        def bot_options(bot_options, clock):
            return {**bot_options, "clock": clock}
    """
    options: dict = {}
    for marker in reversed(list(request.node.iter_markers("bot"))):
        options.update(marker.kwargs)
    return options


@pytest.fixture
def simcord_bot(make_bot, bot_options):
    """The bot simcord's ``simcord_env`` runs."""
    return make_bot(**bot_options)


def unanswered(env) -> dict[int, str]:
    """The interactions a user would still see pending, by id, each with a line that says why.

    Answered means what the user sees: a message, an edit of the clicked message, autocomplete
    choices, or a deferral that was followed up. Pending is an interaction never acknowledged
    (Discord says "This interaction failed"), a "thinking…" that was neither filled in nor
    deleted, or a deferred update of the clicked message that was never followed by an edit or
    a message (the click visibly does nothing)."""
    backend = env.backend
    # Tokens the bot used after acknowledging: follow-ups and edits or deletions of the
    # original go to /webhooks/<application>/<token>/...; the callback to /interactions/.
    followed_up = {
        request.path.split("/")[3]
        for request in backend.http_requests
        if request.method != "GET" and request.path.startswith("/webhooks/")
    }
    pending = {}
    for record in backend.interactions.values():
        if record.type == InteractionType.PING:
            continue
        what = record.command_name or "component"
        if record.type == InteractionType.MESSAGE_COMPONENT and record.source_message_id:
            what = f"component under message {record.source_message_id}"
        if not record.responded:
            why = "never acknowledged"
        elif record.loading and record.message_id in backend.messages.get(record.channel_id, {}):
            why = "its 'thinking…' was never filled in or removed"
        elif (
            record.response_kind == ResponseKind.DEFERRED_UPDATE and record.token not in followed_up
        ):
            why = "deferred, then neither an edit nor a message"
        else:
            continue
        pending[record.id] = f"interaction {record.id} ({what}, user {record.user_id}): {why}"
    return pending


@pytest.fixture(autouse=True)
def every_interaction_answered(request):
    """Fail any Discord-level test that leaves an interaction pending (checked at teardown,
    before the simcord environment shuts down)."""
    if "simcord_env" not in request.fixturenames:
        yield
        return
    env = request.getfixturevalue("simcord_env")
    yield
    pending = unanswered(env)
    if pending:
        pytest.fail("interactions left unanswered:\n" + "\n".join(pending.values()), pytrace=False)


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

    async def games_here(self) -> None:
        """Games open in a thread of their own by default; most tests play in the channel
        itself, so the table's server says so (``threads_on`` gives a test the default)."""
        settings = replace(defaults(self.guild.id), threads=False)
        await self.bot.store.write(save_settings(settings))

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

    async def open_tiling(self, variant: str, wall: str, dealt):
        """Alice opens a table on ``variant`` (the lobby names it ``wall``), Bob joins with
        the button, Alice starts; the current player takes the round's last take of the
        table ``dealt`` (``GreyGames``, ``CrystalGames``) dealt. Returns the table message
        that asks them to place."""
        alice, bob = self.members[:2]
        await alice.slash(self.channel, "azul new", variant=variant)
        lobby = self.channel.last_message
        assert f"Wall: **{wall}**" in lobby.content
        await bob.click(lobby, label="Join")
        await alice.click(self.channel.last_message, label="Start")
        assert f"On the **{wall}**" in self.channel.last_message.content
        await self.play_command(dealt.tables[2].last_take)
        return self.channel.last_message

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
        """Tap the move's source under the table, then its color and line in the private
        picker; returns (member, picker message)."""
        member = member or await self.current()
        message = message or self.channel.last_message
        opened = await member.click(message, custom_id=button_id(message, "src", move.source))
        picker = opened.response
        assert picker is not None and picker.ephemeral, opened
        await member.click(picker, custom_id=button_id(picker, "col", int(move.color)))
        await member.click(picker, custom_id=button_id(picker, "line", move.line))
        return member, picker

    async def play_buttons(self, move: Move, member=None, message=None):
        """Play through source -> color -> line -> Confirm; returns the last result."""
        member, picker = await self.picker_ready(move, member, message)
        return await member.click(picker, label="Confirm")


@pytest.fixture
async def table(simcord_env, short_games):
    table = Table(simcord_env, simcord_env.bot, short_games)
    await table.games_here()
    return table


@pytest.fixture
async def threads_on(table):
    """The table's server as it comes: each new game in a thread of its own."""
    await table.bot.store.write(save_settings(defaults(table.guild.id)))
    return table


class Locales:
    """Who reads which language: simcord sends every interaction as ``en-US`` from an
    ``en-US`` server, so this sets a member's Discord language and a server's locale the way
    Discord sends them (``locale`` and ``guild_locale`` of the interaction)."""

    def __init__(self) -> None:
        self.users: dict[int, str] = {}
        self.guilds: dict[int, str] = {}

    def payload(self, built):
        def base_payload(*args, **kwargs):
            record, payload = built(*args, **kwargs)
            payload["locale"] = self.users.get(kwargs["user_id"], payload["locale"])
            if kwargs.get("guild_id") is not None:
                guild = self.guilds.get(kwargs["guild_id"], payload["guild_locale"])
                payload["guild_locale"] = guild
            return record, payload

        return base_payload


@pytest.fixture
def locales(monkeypatch):
    import simcord.interactions

    chosen = Locales()
    monkeypatch.setattr(
        simcord.interactions, "base_payload", chosen.payload(simcord.interactions.base_payload)
    )
    return chosen
