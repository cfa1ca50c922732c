"""The words of the table picture, from the catalogue: ``picture_labels("fr")``.

The renderer takes its words as a ``renderers.Labels`` of format templates, the way it takes
its colors. Each template is one catalogue message (``image-...``, in the section "The table
picture" of each ``.ftl``), formatted with its own field names as values: ``image-turn`` with
``round="{round}"`` and ``name="{name}"`` gives ``"Manche {round}  ·  à {name} de jouer"``,
which the renderer fills in as it draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import renderers
from azul_bot.engine import COLOR_NAMES, Event, Game, Move
from azul_bot.engine.tiles import TILES_PER_COLOR
from renderers.labels import TEMPLATES, Labels

from .catalogue import DEFAULT_LANGUAGE, words

KEYS: dict[str, str] = {
    "turn": "image-turn",
    "winner": "image-winner",
    "shared_victory": "image-shared-victory",
    "stock": "image-stock",
    "move": "image-move",
    "move_spilled": "image-move-spilled",
    "from_factory": "image-from-factory",
    "from_center": "image-from-center",
    "from_center_marker": "image-from-center-marker",
    "to_line": "image-to-line",
    "to_floor": "image-to-floor",
    "spilled_floor": "image-spilled-floor",
    "spilled_lid": "image-spilled-lid",
    "round_scored": "image-round-scored",
    "player": "image-player",
    "final_scores": "image-final-scores",
    "column_wall": "image-column-wall",
    "column_rows": "image-column-rows",
    "column_columns": "image-column-columns",
    "column_colors": "image-column-colors",
    "column_total": "image-column-total",
    "breakdown": "image-breakdown",
    "standing": "image-standing",
}
"""The catalogue message of each template of ``Labels``."""

TILES_KEY = "color-tiles"  # "3 red": the tiles a move took, as the channel says them too


@cache
def picture_labels(language: str) -> Labels:
    """The words of the table picture in ``language`` (one of ``words.LANGUAGES``)."""
    say = words(language)
    templates = {
        field: say(KEYS[field], **{name: "{" + name + "}" for name in names})
        for field, names in TEMPLATES.items()
    }
    tiles = tuple(
        tuple(say(TILES_KEY, color=color, count=count) for count in range(TILES_PER_COLOR + 1))
        for color in COLOR_NAMES  # the catalogue selects on the English name, in Color order
    )
    return Labels(**templates, tiles=tiles)


def draw_table(
    game: Game,
    names: Sequence[str],
    events: Sequence[Event] | None,
    language: str | None = None,
) -> bytes:
    """The table as a PNG, its words in ``language`` (the default when None): the renderer
    start-up gives the host. A module-level function, so a worker process can run it."""
    labels = picture_labels(language or DEFAULT_LANGUAGE)
    image = renderers.render_table(
        game, names=list(names), labels=labels, events=list(events or ()) or None
    )
    return renderers.to_png(image)


def draw_replay(
    start: dict, moves: Sequence[Move], names: Sequence[str], language: str | None = None
) -> tuple[bytes, bytes, list[tuple[int, tuple[int, ...]]]]:
    """A finished game from its start and its moves: the animation, the final table and the
    scores after each round, with their words in ``language``."""
    labels = picture_labels(language or DEFAULT_LANGUAGE)
    game = Game.from_dict(start)
    animation = renderers.render_replay(game, moves, names=names, labels=labels)
    rounds = renderers.round_scores(game, moves)
    end = game.copy()
    for move in moves:
        end.play(move)
    final = renderers.to_png(renderers.render_table(end, names=list(names), labels=labels))
    return animation, final, rounds
