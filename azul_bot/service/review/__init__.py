"""The review after the game: when a game with people ends, the hard computer weighs every
move each person made against the best it finds there (``Reviewer``, a loop of its own, in
the computers' pool), and each player reads their costliest moves (``Reviews``); ``install``
plugs it in. What the front end uses of it is named here."""

from .reviews import COSTLY, CostlyMove, ReviewPicture, Reviews, ReviewView

__all__ = ["COSTLY", "CostlyMove", "ReviewPicture", "ReviewView", "Reviews"]
