"""Play's own names the host keeps apart: the nonce prefixes of a turn's direct messages and
of its reminders, and its refusal codes, declared here and collected when play installs (one
another feature or the host already has is refused at start-up). The kinds of a turn's timers stay the host's
(``deadlines``: it sets a turn's timers at every change of a game, a lobby's start too)."""

from azul_bot.core import declared

DM = "d"
"""A turn's direct message (with a seat: a grey round's "place your tiles")."""
REMINDER = "t"
"""A reminder in the game's channel (with a seat: to one of several players placing)."""
REMINDER_DM = "dt"
"""The same reminder by direct message."""
NONCES = declared(globals(), "DM")

# A move
ILLEGAL_MOVE = "illegal_move"  # reason, source, color, line, factories, tiles, held
TOO_LONG = "too_long"  # what: source, color or line
BAD_SOURCE = "bad_source"  # typed
BAD_COLOR = "bad_color"  # typed
BAD_LINE = "bad_line"  # typed
NO_SUCH_FACTORY = "no_such_factory"  # number, most (the engine's MOST_FACTORIES)
NO_SUCH_LINE = "no_such_line"  # number
# The coach
HINTS_OFF = "hints_off"
HINTS_OFF_IN_SERIES = "hints_off_in_tournament"  # a series' games are played unaided
# The "Show the table" button
TABLE_GONE = "table_gone"  # aborted, or never was (a forged id)
TABLE_NOT_YOURS = "table_not_yours"  # pressed outside its place by someone not seated
# An abort
HOST_OR_MANAGER_ONLY_ABORT = "host_or_manager_only_abort"
REFUSALS = declared(globals(), "ILLEGAL_MOVE")
