"""The settings' rows on both databases: a server's rules as saved and read back (its stand-in
level, its announcements channel), and a person's wish about the move picker's Confirm step, unset until
they choose, kept apart from their other preferences (direct messages, locale)."""

from dataclasses import replace

from azul_bot.core.db import GuildSettings
from azul_bot.features.digest.store import notify_pref, set_notify_pref
from azul_bot.features.settings.store import confirm_wish, save_settings, set_confirm
from tests.store.helpers import GUILD

BIG = 987_654_321_012_345_678  # a snowflake past 32 bits


async def test_the_confirm_wish_is_unset_until_chosen_then_kept(store):
    assert await store.read(confirm_wish(5)) is None
    await store.write(set_confirm(5, False))
    assert await store.read(confirm_wish(5)) is False
    await store.write(set_confirm(5, True))
    assert await store.read(confirm_wish(5)) is True
    assert await store.read(confirm_wish(6)) is None


async def test_the_confirm_wish_leaves_the_other_preferences_alone(store):
    await store.write(set_notify_pref(5, True))
    await store.set_user_locale(5, "fr")
    await store.write(set_confirm(5, False))
    assert await store.read(notify_pref(5)) is True and await store.user_locale(5) == "fr"
    await store.write(set_notify_pref(5, False))
    await store.set_user_locale(5, "nl")
    assert await store.read(confirm_wish(5)) is False
    await store.write(set_confirm(7, False))  # someone new: no direct messages asked for
    assert await store.read(notify_pref(7)) is False and await store.user_locale(7) is None
    await store.write(set_notify_pref(8, True))  # other preferences do not choose for them
    assert await store.read(confirm_wish(8)) is None


async def test_a_servers_stand_in_level_is_normal_until_chosen(store):
    settings = GuildSettings(GUILD, 3600.0, None, "seat", True, False)
    assert settings.stand_in == "normal"
    await store.write(save_settings(settings))
    assert (await store.guild_settings(GUILD)).stand_in == "normal"
    await store.write(save_settings(replace(settings, stand_in="beginner")))
    assert await store.guild_settings(GUILD) == replace(settings, stand_in="beginner")


async def test_a_servers_club_settings_are_kept(store):
    settings = GuildSettings(GUILD, None, None, "turn", False, True)
    await store.write(save_settings(settings))
    assert await store.guild_settings(GUILD) == settings
    assert settings.announcements is None
    club = GuildSettings(GUILD, 3600.0, None, "seat", True, False, "fr", BIG)
    await store.write(save_settings(club))
    assert await store.guild_settings(GUILD) == club
