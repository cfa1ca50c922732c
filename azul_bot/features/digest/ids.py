"""The digest's own names the host keeps apart: the kind of its timer and notice, its nonce
prefixes and its refusal codes, declared here and collected when it installs (one another
feature or the host already has is refused at start-up)."""

from azul_bot.core import declared

DIGEST = "digest"
"""The kind of a person's daily timer, and of the direct message it queues."""

NOTIFY_CHECK = "n"
"""The nonce of ``/azul notify``'s check: random, each try a new message."""
DIGEST_DM = "dg"
"""The nonce of a person's daily digest, by its announcement (``d`` and digits is a turn's:
``dg`` never reads as one)."""
NONCES = declared(globals(), "NOTIFY_CHECK")

BAD_DIGEST_TIME = "bad_digest_time"  # typed
BAD_TIMEZONE = "bad_timezone"  # typed
TIMEZONE_NEEDED = "timezone_needed"
REFUSALS = declared(globals(), "BAD_DIGEST_TIME")
