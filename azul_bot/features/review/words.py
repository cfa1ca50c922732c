"""A player's review of a finished game in their language: their costliest moves, each with
the round, its label (inaccuracy, mistake, blunder), the winning chances it lost, about how
many points it gave up, the move played and the better one, both explained as the coach
explains a hint; or that none was costly, or that it is on its way.

The pictures of the moves (``picture.draw_costly``) are attached in the order the moves are
told.
"""

from __future__ import annotations

from azul_bot.ai import Hint, Label, PlacementHint
from azul_bot.core.words import Words
from azul_bot.core.words.seats import seat_names
from azul_bot.features.play import describe_advice

from .reviews import CostlyMove, ReviewView


def review_text(say: Words, view: ReviewView) -> str:
    """The whole private answer to ``/azul review`` (or the Review button)."""
    game = view.game_id
    if not view.ready:
        return say("review-waiting", game=game)
    if not view.weighed:
        return say("review-no-choice", game=game)
    title = say("review-title", game=game, weighed=view.weighed)
    if not view.costly:
        return "\n".join([title, say("review-none-costly", share=Label.INACCURACY.least)])
    names = seat_names(say, view.seats)
    lines = [title]
    for number, costly in enumerate(view.costly, start=1):
        lines.extend(_costly(say, view, names, number, costly))
    lines.append(say("review-footer"))
    return "\n".join(lines)


def _costly(
    say: Words, view: ReviewView, names: list[str], number: int, costly: CostlyMove
) -> list[str]:
    def explained(hint: Hint | PlacementHint) -> str:
        return describe_advice(say, hint, view.seat, names, view.variant)

    points = max(1, round(costly.lost))
    return [
        say(
            "review-move",
            number=number,
            round=costly.round,
            label=costly.label.value,
            before=costly.chances[0],
            after=costly.chances[1],
            points=points,
        ),
        say("review-played", move=explained(costly.played)),
        say("review-better", move=explained(costly.best)),
    ]


def picture_name(game_id: int, number: int) -> str:
    return f"azul-{game_id}-review-{number}.png"
