"""The checkup as an admin meets it through the real command tree: ``/azul check`` names the
bot's permissions where it posts (each missing one with what fails without it) and the posts
and timers waiting in the server; for those who manage the server, in their language."""

from __future__ import annotations

from dataclasses import replace

import discord

from azul_bot.core.db import TimerSpec
from azul_bot.features.settings.store import save_settings
from tests.features.lobby.helpers import create_lobby
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


async def test_the_check_says_each_permission_is_there_and_nothing_waits(table):
    boss = admin(table)
    result = await boss.slash(table.channel, "azul check")
    text = said(result)
    assert result.ephemeral
    assert text.startswith("**Setup check** · Azul bot ")
    assert f"**This channel** (<#{table.channel.id}>)" in text
    for name in ("View Channel", "Send Messages", "Attach Files", "Read Message History"):
        assert f"✅ {name}" in text
    assert "❌" not in text
    assert "**No announcements channel** is set" in text
    assert "No post waiting" in text and "No timer set" in text
    assert text.endswith("Everything I need is here.")


async def test_the_check_names_a_missing_permission_with_what_fails_without_it(table):
    boss = admin(table)
    channel = without(table, "no-files", attach_files=False)
    text = said(await boss.slash(channel, "azul check"))
    assert "❌ **Attach Files**: the table pictures and a season's podium cannot be shown" in text
    assert "✅ Send Messages" in text
    assert "Everything I need is here." not in text


async def test_the_check_looks_at_the_threads_games_open_and_at_the_announcements_channel(
    threads_on,
):
    table = threads_on
    boss = admin(table)
    news = without(table, "news", send_messages=False)
    stored = await table.bot.store.guild_settings(table.guild.id)
    await table.bot.store.write(save_settings(replace(stored, announcements=news.id)))
    table.bot.service._settings.pop(table.guild.id)  # read the stored settings again
    text = said(await boss.slash(table.channel, "azul check"))
    assert "**Threads of this channel**" in text
    threads = text.split("**Threads of this channel**", 1)[1].splitlines()[1]
    assert "✅ Create Public Threads" in threads and "✅ Send Messages in Threads" in threads
    assert f"**The announcements channel** (<#{news.id}>)" in text
    assert "❌ **Send Messages**: no lobby, table or announcement can be posted" in text


async def test_the_check_counts_the_servers_waiting_posts_and_late_timers(table):
    boss = admin(table)
    store = table.bot.store
    await table.bot.service.timers.stop()  # a stuck dispatcher: its due timers wait
    # Long overdue, whatever clock the bot's loop reads (simcord speeds its time up).
    await create_lobby(store, table.guild.id, 4242, 1, "a", timers=[TimerSpec("lobby_expiry", 1e9)])
    text = said(await boss.slash(table.channel, "azul check"))
    assert "1 timer (reminders, time limits, the club's), the next <t:" in text
    assert "⚠️ 1 timer is over a minute late" in text


async def test_the_check_is_for_those_who_manage_the_server(table):
    result = await table.members[1].slash(table.channel, "azul check")
    assert result.ephemeral
    assert "for those who manage the server" in said(result)


async def test_the_check_reads_in_french(table, locales):
    boss = admin(table)
    locales.users[boss.id] = "fr"
    channel = without(table, "sans-fichiers", attach_files=False)
    text = said(await boss.slash(channel, "azul check"))
    assert text.startswith("**Vérification de l'installation**")
    assert "❌ **Joindre des fichiers** : les images de la table" in text
    assert "Aucun message en attente" in text
