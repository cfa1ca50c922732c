"""The review's refusal codes, collected when it installs (one the host or another feature
has already is refused at start-up); its button's custom id is its cog's (``cog.REVIEW``)."""

from azul_bot.core import declared

NOT_YOUR_GAME = "not_your_game"  # game: a review is for the game's players
NO_GAME_TO_REVIEW = "no_game_to_review"
REFUSALS = declared(globals(), "NOT_YOUR_GAME")

PICTURE = "review"
"""The pictures of a review's costly moves."""

REVIEW = "review"
"""The kind of a finished game's review timer (of its server, its subject the game's id)."""
