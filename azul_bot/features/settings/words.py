"""The settings' sentences: a server's rules as ``/azul settings`` shows them."""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.core.db import GuildSettings
from azul_bot.core.words import Words, language_of
from azul_bot.core.words.durations import duration


def settings_text(
    say: Words,
    settings: GuildSettings,
    server_locale: str | None = None,
    club: Sequence[str] | None = None,
) -> str:
    """The server's rules; ``server_locale`` is the locale its channel messages are in now
    (said when the language follows the server's own); ``club``: the lines after the
    language (the announcements channel's and the features' settings'), or the announcements
    channel's alone."""
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
        *(club if club is not None else [announcements_line(say, settings)]),
    ]
    return "\n".join(lines)


def announcements_line(say: Words, settings: GuildSettings) -> str:
    if settings.announcements is None:
        return say("settings-announcements-none")
    return say("settings-announcements", channel=f"<#{settings.announcements}>")


def language_line(say: Words, chosen: str, server_locale: str | None) -> str:
    if chosen != "auto":
        return say("settings-language", language=say(f"choice-{chosen}"))
    now = say(f"choice-{language_of(server_locale)}")
    return say("settings-language-auto", language=now)
