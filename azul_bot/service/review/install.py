"""The review installs itself: the step that queues a finished game's review in the
transaction that ends it, the loop that makes the reviews, and the room that reads them."""

from __future__ import annotations

from azul_bot.store.game_steps import REVIEW_QUEUED

from ..plugs import Plugs
from .reviewer import Reviewer
from .reviews import Reviews


def install(plugs: Plugs) -> None:
    options = plugs.options
    house = plugs.house
    plugs.steps(end=(REVIEW_QUEUED,))
    reviewer = Reviewer(
        house, house.thinkers, lease=options.review_lease, idle_poll=options.review_poll
    )
    plugs.loop(reviewer)
    plugs.on_game_end(reviewer.ended)
    plugs.on_delivered(reviewer.announced)
    reviews = Reviews(house, reviewer, options.draw_review, wait=options.review_wait)
    plugs.room(reviews, name="reviews")
