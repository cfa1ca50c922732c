"""The review's refusal codes, collected when it installs (one the host or another feature
has already is refused at start-up); its button's custom id is its cog's (``cog.REVIEW``)."""

NOT_YOUR_GAME = "not_your_game"  # game: a review is for the game's players
NO_GAME_TO_REVIEW = "no_game_to_review"
REFUSALS = (NOT_YOUR_GAME, NO_GAME_TO_REVIEW)
