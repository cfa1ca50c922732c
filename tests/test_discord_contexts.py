"""The places of ``tests/discord_contexts.py``, through the real discord.py objects of the bot:
interactions from a server, the bot's DM, a group DM and a server that never added the bot,
as Discord sends them; what the bot may and may not do where it is no member; tokens that
expire; the follow-up cap of an app only a user installed; answers made private; DMs refused.
A few test-only commands, offered everywhere, sit beside the bot's own."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands
from simcord.backend.errors import SetupError

from tests.discord_contexts import GUILD_INSTALL, IN_BOT_DM, IN_PRIVATE_CHANNELS, USER_INSTALL
from tests.simcord_helpers import finish_by

SEEN: list[discord.Interaction] = []
"""Every interaction the bot's discord.py parsed, in order."""

anywhere = [
    app_commands.allowed_installs(guilds=True, users=True),
    app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True),
]


def offered_anywhere(command):
    for allow in anywhere:
        command = allow(command)
    return command


class Press(discord.ui.DynamicItem[discord.ui.Button], template=r"test:press"):
    """Edits the message it is under (UPDATE_MESSAGE) to say who pressed."""

    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Press", custom_id="test:press"))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):  # type: ignore[override]
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(content=f"pressed by {interaction.user.id}")


@offered_anywhere
@app_commands.command(name="probe", description="test: answers with a button")
async def probe(interaction: discord.Interaction) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(Press())
    await interaction.response.send_message("probed", view=view)


@offered_anywhere
@app_commands.command(name="say", description="test: answers, then follows up `times` times")
async def say(interaction: discord.Interaction, times: int) -> None:
    await interaction.response.send_message("said")
    sent = 0
    try:
        for sent in range(1, times + 1):
            await interaction.followup.send(f"follow-up {sent}")
    except discord.HTTPException as error:
        await interaction.edit_original_response(content=f"{sent - 1} sent, then {error.code}")


@offered_anywhere
@app_commands.command(name="post", description="test: posts in the channel itself")
async def post(interaction: discord.Interaction) -> None:
    try:
        await interaction.channel.send("posted")  # type: ignore[union-attr]
        told = "posted"
    except discord.HTTPException as error:
        told = f"{error.status} {error.code} {error.text}"
    await interaction.response.send_message(told)


@app_commands.command(name="here", description="test: for servers that added the app")
@app_commands.allowed_installs(guilds=True, users=False)
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
async def here(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("here")


async def saw(interaction: discord.Interaction) -> None:
    SEEN.append(interaction)


@pytest.fixture
def simcord_bot(simcord_bot):
    for command in (probe, say, post, here):
        simcord_bot.tree.add_command(command)
    simcord_bot.add_dynamic_items(Press)
    simcord_bot.add_listener(saw, "on_interaction")
    SEEN.clear()
    return simcord_bot


def owners(interaction: discord.Interaction) -> dict[int, int]:
    """discord.py 2.7 reads ``authorizing_integration_owners`` into a private field only."""
    return interaction._integration_owners


async def test_each_place_sends_its_context_installs_and_permissions(table, discord_contexts):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice)

    # A server that added the bot, by someone who also added the app: both installs.
    await table.members[0].slash(table.channel, "probe")
    seen = SEEN[-1]
    assert seen.context.guild and seen.is_guild_integration() and seen.is_user_integration()
    assert owners(seen) == {GUILD_INSTALL: table.guild.id, USER_INSTALL: alice.id}
    assert seen.app_permissions.send_messages  # the bot's own, in that channel
    await table.members[1].slash(table.channel, "probe")  # bob did not add the app
    assert owners(SEEN[-1]) == {GUILD_INSTALL: table.guild.id}
    # The bot's DM: the server install is owned by "0".
    await alice.slash("probe")
    seen = SEEN[-1]
    assert seen.context.dm_channel and owners(seen) == {GUILD_INSTALL: 0, USER_INSTALL: alice.id}
    assert seen.app_permissions.value == IN_BOT_DM

    # A group DM: alice's install alone; a channel discord.py makes from the payload.
    friends = places.group_dm(alice, bob)
    result = await places.slash(alice, friends, "probe")
    seen = SEEN[-1]
    assert seen.context.private_channel and not seen.context.guild
    assert owners(seen) == {USER_INSTALL: alice.id} and seen.is_user_integration()
    assert not seen.is_guild_integration() and seen.guild is None
    assert seen.app_permissions.value == IN_PRIVATE_CHANNELS
    assert isinstance(seen.channel, discord.GroupChannel) and seen.channel.id == friends.channel.id
    assert {u.id for u in seen.channel.recipients} == {alice.id, bob.id}

    # Bob presses the button under alice's answer: a fresh token, alice's install, bob the
    # presser; the message says which installs it came from; UPDATE_MESSAGE edits it.
    await places.click(bob, friends, result.response, label="Press")
    press = SEEN[-1]
    assert press.user.id == bob.id and press.token != seen.token
    assert owners(press) == {USER_INSTALL: alice.id} and not press.is_user_integration()
    assert press.message.interaction_metadata.is_user_integration()
    assert friends.channel.history()[-1].content == f"pressed by {bob.id}"
    assert len(friends.channel.history()) == 1

    # A server that never added the bot: context 0, but no server install and no server
    # in the bot's cache (discord.py makes a stand-in from the payload).
    elsewhere = places.foreign_server(alice, bob)
    await places.slash(alice, elsewhere, "probe")
    seen = SEEN[-1]
    assert seen.context.guild and owners(seen) == {USER_INSTALL: alice.id}
    assert seen.guild_id == elsewhere.guild.id and not seen.is_guild_integration()
    assert table.bot.get_guild(elsewhere.guild.id) is None
    assert seen.app_permissions.value == elsewhere.app_permissions


async def test_a_command_is_offered_only_where_its_installs_and_contexts_allow(
    table, discord_contexts
):
    places = discord_contexts
    alice, bob = table.users[:2]
    friends = places.group_dm(alice, bob)
    with pytest.raises(SetupError, match="reason: install"):  # nobody there added the app
        await places.slash(alice, friends, "probe")
    places.install(alice)
    await places.slash(alice, friends, "probe")
    with pytest.raises(SetupError, match="reason: context"):
        await places.slash(alice, friends, "here")
    with pytest.raises(SetupError, match="reason: install"):  # the server never added it
        await places.slash(alice, places.foreign_server(alice), "here")
    assert (await table.members[1].slash(table.channel, "here")).response.content == "here"


async def test_where_the_bot_is_no_member_it_may_only_answer(table, discord_contexts):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice)
    for place in (places.group_dm(alice, bob), places.foreign_server(alice, bob)):
        result = await places.slash(alice, place, "post")
        # Its post refused, its answer with the token given (callback, then follow-ups).
        assert result.response.content == "403 50001 Missing Access"
        assert not result.response.ephemeral
        said = await places.slash(alice, place, "say", times=2)
        assert [m.content for m in said.followups] == ["follow-up 1", "follow-up 2"]

        # Reading, editing, the server itself: refused too.
        channel = table.bot.get_partial_messageable(place.channel.id)
        refused = [
            channel.fetch_message(result.response.id),
            channel.get_partial_message(result.response.id).edit(content="edited"),
            channel.send("again"),
        ]
        if place.guild is not None:
            refused.append(table.bot.fetch_guild(place.guild.id))
        for attempt in refused:
            with pytest.raises(discord.Forbidden) as error:
                await attempt
            assert error.value.code == 50001
        assert len(places.tried(place)) == len(refused) + 1
        # Discord told it nothing of the place: no channel, no server, no message.
        assert table.bot.get_channel(place.channel.id) is None
        assert [m.content for m in place.channel.history()] == [
            "403 50001 Missing Access",
            "said",
            "follow-up 1",
            "follow-up 2",
        ]
        assert not any(m.channel.id == place.channel.id for m in table.bot.cached_messages)


async def test_a_token_expires_fifteen_minutes_after_its_interaction(table, discord_contexts):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice)
    friends = places.group_dm(alice, bob)
    await places.slash(alice, friends, "say", times=0)
    asked = SEEN[-1]

    # simcord's clock, the one ``advance_time`` moves: discord.py reads it too.
    await table.env.advance_time(15 * 60 - 1)
    assert not asked.is_expired()
    late = await asked.followup.send("in time", wait=True)
    await asked.edit_original_response(content="edited in time")
    assert [m.content for m in friends.channel.history()] == ["edited in time", "in time"]

    await table.env.advance_time(1)
    assert asked.is_expired() and asked.expires_at == table.env.now()
    for attempt in (
        asked.followup.send("too late"),
        asked.edit_original_response(content="too late"),
        late.edit(content="too late"),
    ):
        with pytest.raises(discord.HTTPException) as error:
            await attempt
        assert (error.value.status, error.value.code) == (401, 50027)
        assert error.value.text == "Invalid Webhook Token"
    assert [m.content for m in friends.channel.history()] == ["edited in time", "in time"]


async def test_an_app_only_a_user_installed_has_five_follow_ups(table, discord_contexts):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice)
    for place in (places.group_dm(alice, bob), places.foreign_server(alice)):
        said = await places.slash(alice, place, "say", times=6)
        assert len(said.followups) == 5
        assert said.response.content == "5 sent, then 40094"
    # Where the server added the bot (alice's own install too), no cap.
    said = await table.members[0].slash(table.channel, "say", times=6)
    assert len(said.followups) == 6 and said.response.content == "said"


async def test_a_server_without_external_apps_gets_private_answers(table, discord_contexts):
    places = discord_contexts
    alice, bob = table.users[:2]
    places.install(alice)
    closed = places.foreign_server(alice, bob, external_apps=False)
    said = await places.slash(alice, closed, "say", times=1)  # asked for public answers
    assert not SEEN[-1].permissions.use_external_apps
    assert said.ephemeral and said.response.ephemeral and said.followups[0].ephemeral
    assert closed.channel.history(viewer=closed.people[bob.id]) == []

    open_ = places.foreign_server(alice, bob)
    said = await places.slash(alice, open_, "say", times=1)
    assert SEEN[-1].permissions.use_external_apps
    assert not said.response.ephemeral and not said.followups[0].ephemeral


async def test_a_dm_reaches_whoever_shares_a_server_or_installed_the_app(table, discord_contexts):
    places = discord_contexts
    bot, env = table.bot, table.env
    alice, bob = table.users[:2]
    zoe = env.create_user("zoe")  # shares no server with the bot
    places.refuse_dms(bob)

    await (await bot.fetch_user(alice.id)).send("hello")
    assert alice.dm_channel.last_message.content == "hello"
    for person in (bob, zoe):
        user = await bot.fetch_user(person.id)
        dm = await user.create_dm()  # opening the DM works
        assert ("POST", "/users/@me/channels") in [(r.method, r.path) for r in env.http_requests]
        with pytest.raises(discord.Forbidden) as error:
            await dm.send("hello")
        assert (error.value.code, error.value.text) == (50007, "Cannot send messages to this user")

    places.install(zoe)
    places.refuse_dms(bob, False)
    for person in (bob, zoe):
        await (await bot.fetch_user(person.id)).send("hello")
        assert person.dm_channel.last_message.content == "hello"


async def test_the_bots_own_game_plays_the_same_with_the_places_on(table, discord_contexts):
    rules = await table.members[0].slash(table.channel, "azul rules")
    assert rules.response is not None or rules.followups
    assert owners(SEEN[-1]) == {GUILD_INSTALL: table.guild.id}
    assert SEEN[-1].is_guild_integration() and not SEEN[-1].is_user_integration()

    await table.open(2, buttons=True)
    await finish_by(table, "buttons", 2)
    assert "Game over — final scores" in table.channel.last_message.content
    presses = [i for i in SEEN if i.type is discord.InteractionType.component]
    assert presses and all(owners(i) == {GUILD_INSTALL: table.guild.id} for i in presses)
