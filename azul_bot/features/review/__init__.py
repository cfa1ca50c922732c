"""The review after the game: when a game with people ends, the hard computer weighs every
move each person made against the best it finds there, and each player reads their costliest
(``/azul review``, or "Review my moves" under the final scores)."""

from azul_bot.core import AtEnd, Host

from .controls import ReviewControls
from .ids import PICTURE, REFUSALS, REVIEW
from .options import ReviewOptions
from .picture import draw_costly
from .reviewer import Reviewer
from .reviews import Reviews, tables_before
from .store import queued, read_review


def install(host: Host) -> None:
    """The step that queues a finished game's review with its timer, the timer's act that
    makes the review, and the room that reads them."""
    host.refusals(REFUSALS)
    options = host.options.of(ReviewOptions)
    host.hooks.on_game_end(AtEnd(queued))
    reviewer = Reviewer(host)
    host.on_boundary(REVIEW, reviewer.review)
    reviews = Reviews(
        host, reviewer, draw_costly if host.options.draws(PICTURE) else None, wait=options.wait
    )
    host.add_room(reviews)
