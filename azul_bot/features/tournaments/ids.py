"""The tournaments' own names the host keeps apart (one another feature or the host already
has is refused at start-up)."""

from azul_bot.core import declared

SIGNUP_TIMER = "tournament_signup"
"""The kind of a tournament's timer at the end of its sign-up (``signup_until``)."""
ROUND_TIMER = "tournament_round"
"""The kind of a tournament's timer that is set, due at once, when the last game of its
current round ends (the finishing move's transaction): its act pairs the next round."""

SIGNUP_MESSAGE = "su"
"""The nonce prefix of a tournament's sign-up message (``su<tournament>``): one per
tournament, whichever of its notices posts it first (later ones edit it)."""
NONCES = declared(globals(), "SIGNUP_MESSAGE")

ORGANIZERS_ONLY = "organizers_only"  # a role may be named in the settings
NOT_ORGANIZER = "not_organizer"  # name: the tournament's
NO_TOURNAMENT = "no_tournament"
WHICH_TOURNAMENT = "which_tournament"  # count: several are open; the option names one
TOURNAMENT_NAME = "tournament_name"  # most
TOURNAMENT_ROUNDS = "tournament_rounds"  # most
ROUND_ROBIN_TABLES = "round_robin_tables"
ROUND_ROBIN_ROUNDS = "round_robin_rounds"
SIGNUP_RANGE = "signup_range"
SIGNUP_CLOSED = "signup_closed"  # name
ALREADY_ENTERED = "already_entered"  # name
NOT_ENTERED = "not_entered"  # name, who: you or player
TOO_FEW_ENTRANTS = "too_few_entrants"  # entrants, least
TOURNAMENT_NOT_RUNNING = "tournament_not_running"  # name
ALREADY_DROPPED = "already_dropped"  # name, who: you or player
CANNOT_RETURN = "cannot_return"  # name: they left or were removed
TOURNAMENT_MIN_FINISHED = "tournament_min_finished"  # share, least (0 to 1), games
REFUSALS = declared(globals(), "ORGANIZERS_ONLY")

STANDINGS_PICTURE = "standings"
"""The picture of a tournament's standings."""
