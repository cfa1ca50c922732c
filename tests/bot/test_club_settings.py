"""``/azul settings`` for the club: the season's length, the announcements channel and the
time away each person has, through the real command tree."""

from __future__ import annotations

import discord

from tests.simcord_helpers import said


def admin(table):
    admins = table.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return table.guild.add_member(table.env.create_user("boss"), roles=[admins])


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
    stored = await table.bot.store.guild_settings(table.guild.id)
    assert (stored.season, stored.announcements, stored.away_days) == ("monthly", news.id, 1)
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
