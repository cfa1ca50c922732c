"""The results' refusal codes, declared here and collected when the results install (one
another feature or the host already has is refused at start-up). The pages' buttons have
their custom ids beside them (``cog``)."""

from azul_bot.core import declared

PAGE_FROM_ONE = "page_from_one"
HISTORY_PAGES = "history_pages"  # pages
LEADERBOARD_PAGES = "leaderboard_pages"  # pages
UNKNOWN_SORT = "unknown_sort"
CANNOT_REPLAY = "cannot_replay"  # game
VERSUS_SELF = "versus_self"  # a record is against someone else
VERSUS_BOT = "versus_bot"  # name
PLACES_YOURS_ONLY = "places_yours_only"  # a person's places are theirs to tell
MIN_FINISHED_RANGE = "min_finished_range"
BELOW_MIN_FINISHED = "below_min_finished"  # share, least (0 to 1), games
REFUSALS = declared(globals(), "PAGE_FROM_ONE")

PROGRESS = "progress"
"""The picture of a member's progress under ``/azul stats``."""
REPLAY = "replay"
"""The animation of ``/azul replay``."""
