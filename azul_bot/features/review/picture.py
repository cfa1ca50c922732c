"""A costly move's picture: the table before it, from the mover's side, the move played and
the better one marked and tagged in the reader's language (``renderers.render_review``, its
words the table picture's). Module-level functions, so a worker process can run them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, replace
from functools import cache

import renderers
from azul_bot.core.words import words
from azul_bot.core.words.catalogue import language_of
from azul_bot.core.words.pictures import drawn_names, picture_labels
from azul_bot.core.words.seats import NamedSeat
from azul_bot.engine import AnyMove, Game, WallMove, parse_move

from .reviews import ReviewPicture


@cache
def review_labels(language: str) -> renderers.ReviewLabels:
    """The words of a reviewed move's picture in ``language``: the table's, and its two tags."""
    say = words(language)
    return renderers.ReviewLabels(
        **asdict(picture_labels(language)),
        review_played=say("image-review-played"),
        review_better=say("image-review-better"),
    )


def draw_costly(picture: ReviewPicture, locale: str | None = None) -> bytes:
    """A costly move's picture (the table before it, the move played and the better one
    marked, the move's label and the winning chances it lost above them) with its words in
    ``locale``; start-up hands it to the host, which runs it in the picture pool."""
    before, after = picture.chances
    verdict = words(language_of(locale))(
        "image-review-verdict", label=picture.label.value, before=before, after=after
    )
    return draw_review(
        picture.before, picture.played, picture.best, picture.seats, locale, verdict=verdict
    )


def draw_review(
    game: Game | dict,
    played: AnyMove | str,
    better: AnyMove | str,
    names: Sequence[NamedSeat | str],
    language: str | None = None,
    *,
    verdict: str = "",
) -> bytes:
    """A reviewed move's picture as a PNG, from the mover's side, with the ``verdict``'s
    headline (none: without). The moves as the engine's or as their text. ``ValueError`` if a
    move is not legal there."""
    if isinstance(game, dict):
        game = Game.from_dict(game)
    played, better = _move(played), _move(better)
    mover = played.player if isinstance(played, WallMove) else game.current_player
    chosen = language_of(language)
    image = renderers.render_review(
        game,
        played,
        better,
        names=drawn_names(chosen, names),
        labels=replace(review_labels(chosen), review_verdict=verdict),
        seat=mover,
    )
    return renderers.to_png(image)


def _move(move: AnyMove | str) -> AnyMove:
    return parse_move(move) if isinstance(move, str) else move
