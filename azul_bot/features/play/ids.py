"""Play's own names the host keeps apart: the nonce prefixes of a turn's direct messages and
of its reminders, declared here and collected when play installs (one another feature or the
host already has is refused at start-up). The kinds of a turn's timers stay the host's
(``deadlines``: it sets a turn's timers at every change of a game, a lobby's start too)."""

DM = "d"
"""A turn's direct message (with a seat: a grey round's "place your tiles")."""
REMINDER = "t"
"""A reminder in the game's channel (with a seat: to one of several players placing)."""
REMINDER_DM = "dt"
"""The same reminder by direct message."""
NONCES = (DM, REMINDER, REMINDER_DM)

REFUSALS: tuple[str, ...] = ()
"""Play's refusal codes are still the host's ``Refusal`` (the seats' and the stale buttons'
checks the host and other features share use them)."""
