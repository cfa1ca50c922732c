"""The bot's own permissions, as an admin meets them through the real command tree:
``/azul new thread:true`` and ``/azul settings announcements:`` refused at once where the bot
could not post; and a setting taken back with ``/azul settings reset:``. (``/azul check``'s own
tests are the checkup's: ``tests/features/checkup``.)"""

from __future__ import annotations

import discord

from tests.simcord_helpers import said


def admin(table):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return table.guild.add_member(table.env.create_user("boss"), roles=[admins])


def without(table, name: str, **denied: bool):
    """A channel of the table's server where the bot is denied ``denied``."""
    guild = table.guild
    return guild.create_text_channel(
        name, overwrites={guild.me: discord.PermissionOverwrite(**denied)}
    )


async def test_a_game_thread_where_the_bot_may_not_post_is_refused_at_once(table):
    channel = without(table, "no-threads", send_messages_in_threads=False)
    result = await table.members[0].slash(channel, "azul new", thread=True)
    text = said(result)
    assert result.ephemeral
    assert text.startswith("I can't open a thread for the game here. I am missing this")
    assert "**Send Messages in Threads**: no game can be played in a thread" in text
    assert channel.threads == []  # no thread was opened
    assert await table.bot.store.active_game(channel.id) is None


async def test_without_thread_rights_the_servers_default_plays_the_game_in_the_channel(
    threads_on,
):
    table = threads_on
    channel = without(table, "no-threads", create_public_threads=False)
    result = await table.members[0].slash(channel, "azul new")
    assert channel.threads == []
    assert await table.bot.store.active_game(channel.id) is not None
    assert result.ephemeral


async def test_an_announcements_channel_the_bot_cannot_post_in_is_refused(table):
    boss = admin(table)
    news = without(table, "news", attach_files=False)
    text = said(await boss.slash(table.channel, "azul settings", announcements=news))
    assert text.startswith(f"I can't post in <#{news.id}>, so nothing was changed.")
    assert "**Attach Files**" in text
    stored = await table.bot.store.guild_settings(table.guild.id)
    assert stored is None or stored.announcements is None


async def test_the_announcements_channel_and_the_organizers_role_can_be_taken_back(table):
    boss = admin(table)
    news = table.guild.create_text_channel("news")
    organizers = table.guild.create_role("Organizers")
    await boss.slash(table.channel, "azul settings", announcements=news, organizers=organizers)
    stored = await table.bot.store.guild_settings(table.guild.id)
    assert (stored.announcements, stored.organizer_role) == (news.id, organizers.id)

    text = said(await boss.slash(table.channel, "azul settings", reset="announcements"))
    assert "no channel, so nothing is posted when a season ends" in text
    stored = await table.bot.store.guild_settings(table.guild.id)
    assert (stored.announcements, stored.organizer_role) == (None, organizers.id)

    await boss.slash(table.channel, "azul settings", reset="organizers")
    stored = await table.bot.store.guild_settings(table.guild.id)
    assert (stored.announcements, stored.organizer_role) == (None, None)


async def test_a_setting_given_and_reset_at_once_changes_nothing(table):
    boss = admin(table)
    news = table.guild.create_text_channel("news")
    text = said(
        await boss.slash(table.channel, "azul settings", announcements=news, reset="announcements")
    )
    assert "and asked to reset it at once" in text and "Nothing was changed" in text
    stored = await table.bot.store.guild_settings(table.guild.id)
    assert stored is None or stored.announcements is None


async def test_resetting_needs_manage_server(table):
    text = said(await table.members[1].slash(table.channel, "azul settings", reset="organizers"))
    assert "Manage Server" in text
