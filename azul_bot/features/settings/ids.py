"""The settings' refusal codes (one another feature or the host already has is refused at
start-up)."""

from azul_bot.core import declared

DURATION_TOO_LONG = "duration_too_long"  # what: time_limit or reminder
BAD_DURATION = "bad_duration"  # what, typed
LIMIT_RANGE = "limit_range"
REMINDER_RANGE = "reminder_range"
BAD_AT_LIMIT = "bad_at_limit"
BAD_LANGUAGE = "bad_language"
MANAGE_SERVER_NEEDED = "manage_server_needed"
SET_AND_RESET = "set_and_reset"  # setting: a setting both given and reset at once
REFUSALS = declared(globals(), "DURATION_TOO_LONG")
