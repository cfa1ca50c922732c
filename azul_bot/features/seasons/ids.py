"""The seasons' own names the host keeps apart: the kind of a server's timer and of the
announcement it queues, and the refusal codes of the ``season`` option, declared here and
collected when the seasons install (one another feature or the host already has is refused
at start-up). The season ladder's page buttons have their custom id beside them (``cog``)."""

from azul_bot.core import declared

SEASON_END = "season_end"
"""The club's timer of a server that keeps seasons: its open season's end (``roll``)."""
STANDINGS = "season_standings"
"""The kind of a season's standings announcement (payload: the server and the number)."""

UNKNOWN_SEASON = "unknown_season"  # typed
NO_SEASONS = "no_seasons"  # the server has kept none yet
NO_CURRENT_SEASON = "no_current_season"  # latest: the last one's number
NO_PREVIOUS_SEASON = "no_previous_season"
NO_SUCH_SEASON = "no_such_season"  # number, latest
SEASON_BY_RATING = "season_by_rating"  # a season's ladder has no other order
BAD_SEASON = "bad_season"  # the ``season`` setting
REFUSALS = declared(globals(), "UNKNOWN_SEASON")

PODIUM = "podium"
"""The picture of a season's podium, posted with its standings."""
