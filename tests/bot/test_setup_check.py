"""The bot's own permissions, as an admin meets them through the real command tree:
``/azul new thread:true`` refused at once where the bot could not post. (``/azul check``'s own
tests are the checkup's: ``tests/features/checkup``; ``/azul settings announcements:`` the
settings': ``tests/features/settings``.)"""

from __future__ import annotations

import discord

from tests.simcord_helpers import said


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
