"""The settings' sentences: a server's rules as ``/azul settings`` shows them."""

from __future__ import annotations

from azul_bot.core.db import GuildSettings
from azul_bot.core.words import Words, language_of
from azul_bot.core.words.durations import duration


def settings_text(say: Words, settings: GuildSettings, server_locale: str | None = None) -> str:
    """The server's rules; ``server_locale`` is the locale its channel messages are in now
    (said when the language follows the server's own)."""
    reminder = (
        say("settings-reminder-off")
        if settings.reminder_after is None
        else say("settings-reminder", after=duration(say, settings.reminder_after))
    )
    lines = [
        say("settings-title"),
        say("settings-limit", limit=duration(say, settings.turn_limit)),
        reminder,
        say("settings-at-limit", what=say(f"choice-{settings.at_limit}")),
        say("settings-stand-in", level=say(f"choice-{settings.stand_in}")),
        say("settings-threads-on" if settings.threads else "settings-threads-off"),
        say("settings-hints-on" if settings.hints else "settings-hints-off"),
        language_line(say, settings.language, server_locale),
        *club_lines(say, settings),
    ]
    return "\n".join(lines)


def club_lines(say: Words, settings: GuildSettings) -> list[str]:
    """The club's settings."""
    if settings.season == "off":
        season = say("settings-season-off")
    else:
        season = say("settings-season", period=say(f"choice-{settings.season}"))
    if settings.announcements is None:
        posts = say("settings-announcements-none")
    else:
        posts = say("settings-announcements", channel=f"<#{settings.announcements}>")
    if settings.organizer_role is None:
        organizers = say("settings-organizers-none")
    else:
        organizers = say("settings-organizers", role=f"<@&{settings.organizer_role}>")
    return [season, posts, say("settings-away-days", days=settings.away_days), organizers]


def language_line(say: Words, chosen: str, server_locale: str | None) -> str:
    if chosen != "auto":
        return say("settings-language", language=say(f"choice-{chosen}"))
    now = say(f"choice-{language_of(server_locale)}")
    return say("settings-language-auto", language=now)
