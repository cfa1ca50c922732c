"""``/azul settings`` for the club: the season's length, the announcements channel and the
time away each person has, through the real command tree; an announcements channel refused at
once where the bot could not post, and a setting taken back with ``reset:``."""

from __future__ import annotations

import discord

from azul_bot.features.away import MAX_AWAY_DAYS
from azul_bot.features.away.store import allowed_days
from azul_bot.features.seasons import season_period
from azul_bot.features.settings.cog import settings
from azul_bot.features.tournaments.store import organizers as organizers_role
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


async def test_the_settings_say_a_season_is_quarterly_and_nothing_is_announced_by_default(table):
    text = said(await table.members[0].slash(table.channel, "azul settings"))
    assert "Seasons: quarterly" in text
    assert "no channel, so nothing is posted when a season ends" in text
    assert "Time away: 21 days per person each season" in text


async def test_an_admin_sets_monthly_seasons_an_announcements_channel_and_time_away(table):
    boss = admin(table)
    news = table.guild.create_text_channel("news")
    text = said(
        await boss.slash(
            table.channel, "azul settings", season="monthly", announcements=news, away_days=1
        )
    )
    assert "Seasons: monthly" in text and f"<#{news.id}>" in text
    assert "Time away: 1 day per person each season" in text
    store, guild = table.bot.store, table.guild.id
    stored = await store.guild_settings(guild)
    season, away_days = (
        await store.read(season_period(guild)),
        await store.read(allowed_days(guild)),
    )
    assert (season, stored.announcements, away_days) == ("monthly", news.id, 1)
    text = said(await boss.slash(table.channel, "azul settings", season="off"))
    assert "Seasons: off (one all-time ladder)" in text


async def test_a_member_without_manage_server_changes_no_club_setting(table):
    news = table.guild.create_text_channel("news")
    refused = said(await table.members[1].slash(table.channel, "azul settings", announcements=news))
    assert "Manage Server" in refused
    assert await table.bot.store.guild_settings(table.guild.id) is None or (
        (await table.bot.store.guild_settings(table.guild.id)).announcements is None
    )


async def test_the_club_settings_read_in_french(table, locales):
    boss = admin(table)
    locales.users[boss.id] = "fr"
    text = said(await boss.slash(table.channel, "azul settings", season="monthly", away_days=3))
    assert "Saisons : mensuelles" in text and "Absences : 3 jours" in text


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
    role = await table.bot.store.read(organizers_role(table.guild.id))
    assert (stored.announcements, role) == (news.id, organizers.id)

    text = said(await boss.slash(table.channel, "azul settings", reset="announcements"))
    assert "no channel, so nothing is posted when a season ends" in text
    stored = await table.bot.store.guild_settings(table.guild.id)
    role = await table.bot.store.read(organizers_role(table.guild.id))
    assert (stored.announcements, role) == (None, organizers.id)

    await boss.slash(table.channel, "azul settings", reset="organizers")
    stored = await table.bot.store.guild_settings(table.guild.id)
    role = await table.bot.store.read(organizers_role(table.guild.id))
    assert (stored.announcements, role) == (None, None)


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


def test_the_commands_most_time_away_is_time_aways():
    (option,) = [option for option in settings.parameters if option.name == "away_days"]
    assert (option.min_value, option.max_value) == (0, MAX_AWAY_DAYS)
